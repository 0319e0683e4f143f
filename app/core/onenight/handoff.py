"""The hand-off planner: one laptop passed clockwise through Dusk and Night (DESIGN.md).

A `Plan` wraps the game with who holds the laptop, what each seat has been shown, and the
decisions taken early. A visit is:

    plan = open_visit(plan)                  # the curtain opened for plan.holder
    news = pending_news(plan)                # show it, then
    plan = deliver(plan)
    ask = next_ask(plan)                     # a decision for this seat now, or None
    plan = decide(plan, ask, args)           # repeat news / ask until next_ask is None
    plan = close_visit(plan)                 # curtain: "Pass to <next seat>"

and the night is over when `night_over(plan)`.

The night's shape (DESIGN.md §Hand-off 7) depends only on public facts: it is a whole number
of laps, always ending with the seat before the first one. Its lap count L (`Plan.laps`) is
fixed before the night by `night_shape`, which plays the planner over random deals of the
same deck and seat count; the rare night that needs more grows by whole laps. The same
simulation gives the shapes of real visits (taps and card flips per decision), from which a
sleeper's decoy is drawn (`decoy_rounds`).
"""
from __future__ import annotations

import json
import math
import random
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from . import engine as G
from .catalog import ANYONE, STEP_BY_ID, Kind, Phase
from ..common.draws import below
from ..common.errors import PhaseError, RuleError
from ..common.seats import seat_of
from .table import GameState, Seen, Work, canonical_json

_NIGHT = Phase.NIGHT.value
_MARK_CHECK = G.MARK_CHECK

@dataclass(frozen=True)
class Queued:
    """A decision taken early, applied when its turn comes."""

    step: str
    seat: int
    args: str  # JSON ("" for no entry)


@dataclass(frozen=True)
class Ask:
    """A decision the seat holding the laptop makes now."""

    step: str
    seat: int
    early: bool  # True: the step has not come yet; the result comes at a later visit
    mandatory: bool
    team: tuple[int, ...]  # fellow actors this seat sees while deciding (vampires, werewolves)


@dataclass(frozen=True)
class Plan:
    """The game plus the hand-off bookkeeping (immutable, saved with the game)."""

    game: GameState
    holder: int
    visiting: bool
    visits: int
    delivered: tuple[int, ...]  # per seat: log events already shown to that seat
    queued: tuple[Queued, ...]
    decided: tuple[tuple[str, int], ...]  # (step, seat) already decided, now or early
    # L, the night's laps fixed before it (DESIGN.md §Hand-off 7); 0 in saves written before
    # it was kept, and then worked out again from the deck (`laps_fixed`).
    laps: int = 0
    # Phone seats (LAN.md, mixed seating): their visits of a lap happen beside the laptop's, in
    # any order within the lap (`open_seat`). The seats that were phones when the night began
    # (public: L and the decoys are simulated for them); the visits open now other than the
    # holder's (`visiting`); and the visits of this lap already over past the holder's place.
    phones: tuple[int, ...] = ()
    busy: tuple[int, ...] = ()
    ahead: tuple[int, ...] = ()


def start(game: GameState, first_seat: int = 0, *, early: bool = True, laps: int | None = None,
          phones: tuple[int, ...] | frozenset[int] | set[int] = ()) -> Plan:
    """Begin the hand-off for a new game (automatic steps resolved at once), with its lap
    count fixed from the deck, the seat count and the phone seats (`early`: whether early
    decisions are taken). `laps` sets L instead, for tests of the protocol that are not about L."""
    n = len(game.seats)
    phones = tuple(sorted(set(phones)))
    if any(not 0 <= s < n for s in phones):
        raise ValueError("a phone seat that is not at the table")
    if laps is None:
        laps = night_shape(game.deck, n, early, phones).laps
    elif laps < 1:
        raise ValueError("a night has at least one lap")
    return Plan(G.advance(game), first_seat, False, 0, (0,) * n, (), (), laps, phones)


def _waiting(plan: Plan, seat: int) -> bool:
    """Whether `seat` still has something it must be shown at a visit."""
    return plan.delivered[seat] < _last_shown(plan.game)[seat]


# For one log (a tuple, kept alive here): for each seat, 1 + the index of the last event with
# a sight that seat must be shown at a visit (`engine.must_show`), 0 when none. A state's log
# is one tuple that later states only extend, so a log is scanned once, not once per seat and
# visit; the planner asks about one game at a time.
_LAST_SHOWN: list[Any] = [None, None, None, None]


def _last_shown(g: GameState) -> list[int]:
    log = g.log
    hit = _LAST_SHOWN
    # The same log object with the same seats and cards (the empty log is one tuple for all).
    if hit[0] is log and hit[1] is g.seats and hit[2] is g.cards:
        return hit[3]
    n = len(g.seats)
    old = hit[0]
    start = 0
    if old and hit[1] is g.seats and hit[2] is g.cards and len(log) >= len(old) \
            and log[0] is old[0] and log[len(old) - 1] is old[-1]:
        # This log extends the last one (events are made once, so sharing its first and last
        # event means sharing every one in between): scan only the new events.
        start = len(old)
        last = list(hit[3])
    else:
        last = [0] * n
    shown = G.visit_sight(g)
    for i in range(start, len(log)):
        for s in log[i].seen:
            seat = s.seat
            if isinstance(seat, int) and 0 <= seat < n and shown(s):
                last[seat] = i + 1
    hit[:] = [log, g.seats, g.cards, last]
    return last


def undelivered(plan: Plan, seat: int) -> tuple[Seen, ...]:
    """What `seat` has not been shown yet."""
    g = plan.game
    seat_of(seat, len(g.seats))
    return tuple(s for ev in g.log[plan.delivered[seat]:] for s in ev.seen if s.seat == seat)


def pending_news(plan: Plan) -> tuple[Seen, ...]:
    """What is new for the seat holding the laptop."""
    return undelivered(plan, plan.holder)


_new = object.__new__
_set_dict = object.__setattr__


def _with(plan: Plan, **changes: Any) -> Plan:
    """dataclasses.replace, without its per-call overhead (the planner's hot path)."""
    out = _new(Plan)
    values = plan.__dict__.copy()
    values.update(changes)
    _set_dict(out, "__dict__", values)
    return out


def deliver(plan: Plan) -> Plan:
    """Mark everything so far as shown to the holder."""
    shown = len(plan.game.log)
    holder = plan.holder
    if plan.delivered[holder] == shown:
        return plan
    d = list(plan.delivered)
    d[holder] = shown
    values = plan.__dict__.copy()
    values["delivered"] = tuple(d)
    out = _new(Plan)
    _set_dict(out, "__dict__", values)
    return out


def open_visit(plan: Plan) -> Plan:
    if plan.visiting:
        raise PhaseError("a visit is already open")
    values = plan.__dict__.copy()
    values["visiting"] = True
    values["visits"] = plan.visits + 1
    out = _new(Plan)
    _set_dict(out, "__dict__", values)
    return out


def close_visit(plan: Plan) -> Plan:
    """End the visit: the laptop goes to the next seat clockwise."""
    holder = plan.holder
    g = plan.game
    shown = len(g.log)
    values = plan.__dict__.copy()
    if plan.delivered[holder] != shown:
        d = list(plan.delivered)
        d[holder] = shown
        values["delivered"] = tuple(d)
    values["visiting"] = False
    values["holder"] = (holder + 1) % len(g.seats)
    out = _new(Plan)
    _set_dict(out, "__dict__", values)
    return out


def _complete(plan: Plan) -> bool:
    """Every step resolved and every seat has seen everything that is theirs."""
    g = plan.game
    if g.phase in G.NIGHT_PHASES:
        return False
    return not any(_waiting(plan, seat) for seat in range(len(g.seats)))


def laps_fixed(plan: Plan) -> int:
    """L for this night (worked out from the deck for a save that did not keep it)."""
    return plan.laps or night_shape(plan.game.deck, len(plan.game.seats), True, plan.phones).laps


def first_seat(plan: Plan) -> int:
    """The seat the night began with (the laptop only moves clockwise, one seat a visit)."""
    n = len(plan.game.seats)
    return (plan.holder - plan.visits + (1 if plan.visiting else 0)) % n


def lap(plan: Plan) -> int:
    """The lap of the open visit (or, between visits, of the next one), from 1."""
    n = len(plan.game.seats)
    return (plan.visits - (1 if plan.visiting else 0)) // n + 1


def laps_shown(plan: Plan) -> tuple[int, int]:
    """(lap, laps) for a private screen: "Lap 2 of 3". Both depend only on the visit count
    and L; a night grown past L shows its current lap as the last one."""
    k = lap(plan)
    return k, max(k, laps_fixed(plan))


def night_over(plan: Plan) -> bool:
    """The night ends only after whole laps (with the seat before the first one), after at
    least L of them, and once everything is resolved and every seat has seen what is theirs.
    A night not complete after L laps grows by one whole lap at a time."""
    if plan.visiting or plan.busy or plan.ahead:  # (a lap begun goes round whole)
        return False
    n = len(plan.game.seats)
    if plan.visits % n or plan.visits < laps_fixed(plan) * n:
        return False
    return _complete(plan)


# --- decisions ----------------------------------------------------------------------


def _current_ask(plan: Plan, seat: int) -> Ask | None:
    return _ask_now(G.request(plan.game), seat, plan.decided)


def _ask_now(req: G.Request | None, seat: int, decided: Any) -> Ask | None:
    """The current turn's ask for `seat`, given the game's request and the (step, seat)
    pairs already decided."""
    if req is None or not req.decision or seat not in req.seats:
        return None
    team = STEP_BY_ID[req.step].team
    if (req.step, seat) in decided and not team:
        return None
    return _ask(req.step, seat, False, req.kind is Kind.MANDATORY,
                tuple(a for a in req.actors if a != seat) if team else ())


def _ask(step: str, seat: int, early: bool, mandatory: bool, team: tuple[int, ...]) -> Ask:
    """`Ask(...)` without the frozen dataclass's per-field set (asked at every visit)."""
    out = _new(Ask)
    _set_dict(out, "__dict__", {"step": step, "seat": seat, "early": early, "mandatory": mandatory, "team": team})
    return out


def early_asks(plan: Plan, seat: int) -> list[Ask]:
    """Later steps whose decision `seat` may take now (DESIGN.md §Hand-off 4).

    Walks the wake order from the current step; the first step that could show this seat
    anything (its own, or one that also shows bystanders: mark check, lovers, a Thing's tap,
    the Assassin's look) ends the walk, since every later decision must wait until that one
    is resolved and seen. The mark check shows everyone, so a Night step's early decision
    always comes after the seat has seen its mark.
    """
    seat_of(seat, len(plan.game.seats))
    g = plan.game
    if g.phase not in G.NIGHT_PHASES:
        return []
    if _waiting(plan, seat):
        return []
    ask = _early_walk(g, seat, plan.decided)
    return [ask] if ask is not None else []


def _early_walk(g: Any, seat: int, decided: Any) -> Ask | None:
    """`early_asks` for a seat with nothing left to be shown, during the night: the walk."""
    found = _early_step(g, seat, decided)
    return None if found is None else _ask(found[0], seat, True, found[1], ())


def _early_step(g: Any, seat: int, decided: Any) -> tuple[str, bool] | None:
    """`_early_walk`'s ask as (step, mandatory)."""
    role = g.night_roles[seat]
    pos = g.pos
    plan_of = _wake_plan(g.order)
    tokens_now = plan_of.tokens_before[pos]
    walk = plan_of._from.get(role) or plan_of.walk_from(role)
    # Only the steps that could stop the walk: those that also show bystanders, and the role's,
    # from the current place on.
    for k, step, shows, own, stop, by_place, phase, tokens_k, mandatory in walk[pos]:
        if shows and (shows == ANYONE or G.shows_bystander(g, k, seat)):
            return None
        if not own:
            continue
        if not G.acts_at(g, k, seat):  # seat not in G.actors_at(g, k)
            continue
        # The first step of this seat still to come: decide it now if allowed, then stop.
        if k == pos or stop or (step, seat) in decided:
            return None
        if (G.phase_of(g, step) if by_place else phase) == _NIGHT and tokens_k > tokens_now:
            return None
        return step, mandatory
    return None


class _WakePlan:
    """A game's wake order read once: for each role, the places of the steps an early walk
    must look at (its own steps and those that also show bystanders), and how many steps
    that put a token on the table come before each place."""

    __slots__ = ("order", "_bystander", "_roles", "_by_role", "_walk", "_from", "tokens_before")

    def __init__(self, order: tuple[str, ...]) -> None:
        self.order = order
        steps = [STEP_BY_ID[step] for step in order]
        self._bystander = frozenset(k for k, st in enumerate(steps) if st.also_shows)
        self._roles = [st.roles for st in steps]
        self._by_role: dict[str, tuple[int, ...]] = {}
        self._walk: dict[str, tuple[tuple[int, str, Any, bool], ...]] = {}
        self._from: dict[str, tuple[tuple[tuple[Any, ...], ...], ...]] = {}
        before = [0]
        for st in steps:
            before.append(before[-1] + (1 if st.puts_token else 0))
        self.tokens_before = before

    def walk_for(self, role: str) -> tuple[tuple[Any, ...], ...]:
        """`steps_for`, each as (place, step id, whom else it shows something (`Step.also_shows`),
        whether it is one of the role's, whether a decision for it is never taken early
        (`needs_table`, `no_choice`), whether its phase follows its place, its phase, the
        steps putting a token on the table before it, whether its entry is mandatory)."""
        hit = self._walk.get(role)
        if hit is None:
            order = self.order
            rows = []
            for k in self.steps_for(role):
                st = STEP_BY_ID[order[k]]
                rows.append((k, st.id, st.also_shows, role in self._roles[k], st.needs_table or st.no_choice,
                             st.phase_by_place, st.phase.value, self.tokens_before[k], st.kind is Kind.MANDATORY))
            hit = tuple(rows)
            self._walk[role] = hit
        return hit

    def walk_from(self, role: str) -> tuple[tuple[tuple[Any, ...], ...], ...]:
        """For each place of the wake order (and the end of it): the rows of `walk_for` from
        that place on."""
        hit = self._from.get(role)
        if hit is None:
            rows = self.walk_for(role)
            hit = tuple(tuple(r for r in rows if r[0] >= pos) for pos in range(len(self.order) + 1))
            self._from[role] = hit
        return hit

    def steps_for(self, role: str) -> tuple[int, ...]:
        hit = self._by_role.get(role)
        if hit is None:
            hit = tuple(k for k, roles in enumerate(self._roles) if k in self._bystander or role in roles)
            self._by_role[role] = hit
        return hit


_WAKE: list[_WakePlan | None] = [None]


def _wake_plan(order: tuple[str, ...]) -> _WakePlan:
    hit = _WAKE[0]
    if hit is None or (hit.order is not order and hit.order != order):
        hit = _WakePlan(order)
        _WAKE[0] = hit
    return hit


def next_ask(plan: Plan) -> Ask | None:
    """The next decision for the holder during this visit, or None."""
    now = ask_of(plan, plan.holder)
    _OFFERED[0] = (plan, now)
    return now


def ask_of(plan: Plan, seat: int) -> Ask | None:
    """The next decision for `seat` during its visit, or None: the current turn's, else an
    early one."""
    seat_of(seat, len(plan.game.seats))
    now = _current_ask(plan, seat)
    if now is None:
        early = early_asks(plan, seat)
        now = early[0] if early else None
    return now


# The last answer of `next_ask`, so that `decide` need not walk the night again to know that
# the ask it is given is one the planner offers (one slot: the plan it was asked of, the ask).
_OFFERED: list[tuple[Plan | None, Ask | None]] = [(None, None)]


def options(plan: Plan, ask: Ask) -> list[dict[str, Any]]:
    """The legal choices for an ask (skips not included)."""
    g = plan.game if not ask.early else G.at_step(plan.game, ask.step, ask.seat)
    return G.options(g, ask.seat)


def random_option(plan: Plan, ask: Ask, rng: Any) -> dict[str, Any] | None:
    """A uniformly random legal choice for an ask (None when there is none)."""
    g = plan.game if not ask.early else G.at_step(plan.game, ask.step, ask.seat)
    out = G.random_option(g, ask.seat, rng)
    if ask.early and out is not None:
        _CHOSEN[0] = (plan, ask, out, canonical_json(out, ascii=True))
    return out


# The last early choice `random_option` drew (the plan, the ask, the args and their text):
# `decide` trusts it without checking it again while it is unchanged.
_CHOSEN: list[tuple[Plan, Ask, Any, str] | None] = [None]


def _run(plan: Plan, choice: G.Choice | None = None, queued_now: tuple[Queued, ...] | None = None,
         **changes: Any) -> Plan:
    """Apply `choice`, then resolve automatic steps and queued early decisions whose turn
    has come, in one pass (`queued_now`: the queue to start from, default the plan's; the
    plan's other `changes` are made in the same copy)."""
    queued = list(plan.queued if queued_now is None else queued_now)

    def supply(step: str, seats: tuple[int, ...]) -> G.Choice | None:
        hit = next((q for q in queued if q.step == step and q.seat in seats), None)
        if hit is None:
            return None
        queued.remove(hit)
        return G.Choice(hit.step, hit.seat, json.loads(hit.args) if hit.args else None)

    g = G.drive(plan.game, choice, supply)
    return _with(plan, game=g, queued=tuple(queued), **changes)


def decide(plan: Plan, ask: Ask, args: dict[str, Any] | None) -> Plan:
    """Take a decision (None = skip / no entry). Raises RuleError and changes nothing if illegal."""
    if not isinstance(ask, Ask):
        raise RuleError("bad_args", "not an ask")
    if not plan.visiting or ask.seat != plan.holder:
        raise PhaseError("only the seat holding the laptop decides, during its visit")
    # Only a decision the planner offers now: the current turn's, or an early one it allows.
    last_plan, last_ask = _OFFERED[0]
    if last_plan is plan and last_ask == ask:
        pass  # just offered by next_ask for this very plan
    elif ask.early:
        if not any(a.step == ask.step for a in early_asks(plan, plan.holder)):
            raise RuleError("not_awake", "that decision cannot be taken early now")
    else:
        now = _current_ask(plan, plan.holder)
        if now is None or now.step != ask.step:
            raise RuleError("not_awake", "that decision is not asked now")
    decided = plan.decided + ((ask.step, ask.seat),)
    if not ask.early:
        return _run(plan, G.Choice(ask.step, ask.seat, args), decided=decided)
    chosen = _CHOSEN[0]
    if chosen is not None and chosen[0] is plan and chosen[1] is ask and chosen[2] is args:
        text = canonical_json(args, ascii=True)
        trusted = text == chosen[3]  # drawn by random_option for this very ask, and unchanged
    else:
        trusted = False
    if not trusted:
        G.check(G.at_step(plan.game, ask.step, ask.seat), G.Choice(ask.step, ask.seat, args))
        text = "" if args is None else canonical_json(args, ascii=True)
    q = Queued(ask.step, ask.seat, text)
    return _run(plan, None, plan.queued + (q,), decided=decided)


# --- visits in parallel (LAN.md, mixed seating) ----------------------------------------------
#
# Phone seats take their visits on their phones while the laptop goes round the other seats: a
# lap's visits happen in any order, and at the same time. A visit is then
#
#     plan, news, seen = open_seat(plan, seat)   # `seen`: the night as this visit sees it
#     ask = ask_of(seen, seat)
#     plan, seen, result = decide_seat(plan, seen, ask, args)     # repeat while ask_of(seen, seat)
#     plan = close_seat(plan, seat, seen)
#
# The laps stay in order: no visit of the next lap opens before every visit of this one is over.
# A visit sees the night as it was when it opened, and again after each of its own decisions
# taken now: what other seats do beside it never changes its screen under its holder's eyes (a
# change would time someone else's visit). This is safe because at any moment the night waits on
# one step: a decision taken now is the current step's, which nobody else can move past (but a
# fellow team member, who may take the team's decision first: `TeamDecided`); and an early
# decision is only offered when no step before it could show its seat anything, so the steps that
# others resolve meanwhile show it nothing. With the laptop alone, the holder's visit is the only
# one open and every function here does what its sequential namesake does.


class TeamDecided(RuleError):
    """A fellow team member took the team's decision first, beside this visit: the choice is not
    taken, and the visit now sees what the team's decision showed."""

    def __init__(self) -> None:
        super().__init__("not_awake", "the team's decision was already taken", reason="team_decided")


def lap_left(plan: Plan) -> tuple[int, ...]:
    """The seats whose visit of the lap going round is not over yet (those open included), in
    the lap's order from the holder's place; none once the night is over."""
    n = len(plan.game.seats)
    closed = plan.visits - (1 if plan.visiting else 0)
    if night_over(plan):
        return ()
    count = n - closed % n
    return tuple(s for s in ((plan.holder + j) % n for j in range(count)) if s not in plan.ahead)


def is_open(plan: Plan, seat: int) -> bool:
    """Whether `seat`'s visit is open now."""
    seat_of(seat, len(plan.game.seats))
    return seat in plan.busy or (plan.visiting and seat == plan.holder)


def visit_number(plan: Plan, seat: int) -> int:
    """Which visit of the night `seat`'s visit of the lap going round is (from 1): its place in
    the sequential order, whenever it is taken."""
    n = len(plan.game.seats)
    seat_of(seat, n)
    closed = plan.visits - (1 if plan.visiting else 0)
    return closed - closed % n + (seat - first_seat(plan)) % n + 1


def open_seat(plan: Plan, seat: int) -> tuple[Plan, tuple[Seen, ...], Plan]:
    """Open `seat`'s visit of the lap going round (the holder's, or one beside it): the plan,
    what is new for the seat (now shown to it), and the night as the visit sees it."""
    seat_of(seat, len(plan.game.seats))
    if seat not in lap_left(plan):
        raise PhaseError("that seat has no visit in this lap")
    if is_open(plan, seat):
        raise PhaseError("a visit is already open")
    if seat == plan.holder:
        plan = open_visit(plan)
    else:
        plan = _with(plan, busy=plan.busy + (seat,))
    news = undelivered(plan, seat)
    plan = deliver_seat(plan, seat)
    return plan, news, plan


def deliver_seat(plan: Plan, seat: int) -> Plan:
    """Mark everything so far as shown to `seat`."""
    seat_of(seat, len(plan.game.seats))
    shown = len(plan.game.log)
    if plan.delivered[seat] == shown:
        return plan
    d = list(plan.delivered)
    d[seat] = shown
    return _with(plan, delivered=tuple(d))


def decide_seat(plan: Plan, seen: Plan, ask: Ask, args: dict[str, Any] | None
                ) -> tuple[Plan, Plan, tuple[Seen, ...]]:
    """`seat`'s decision during its visit (None = skip): offered on the night the visit sees,
    applied to the night itself. Returns the plan, the night the visit sees now, and what the
    decision showed at once. Raises RuleError (TeamDecided when a fellow team member decided
    first) and changes nothing if it cannot be taken."""
    if not isinstance(ask, Ask):
        raise RuleError("bad_args", "not an ask")
    seat = ask.seat
    if not is_open(plan, seat):
        raise PhaseError("only a seat whose visit is open decides")
    if ask_of(seen, seat) != ask:
        raise RuleError("not_awake", "that decision is not asked now")
    pair = (ask.step, seat)
    if not ask.early:
        if pair in plan.decided and not STEP_BY_ID[ask.step].team or _current_ask(plan, seat) != ask:
            if STEP_BY_ID[ask.step].team:
                raise TeamDecided()
            raise RuleError("not_awake", "that decision is not asked now")
        plan = _run(plan, G.Choice(ask.step, seat, args), decided=plan.decided + (pair,))
        result = undelivered(plan, seat)
        plan = deliver_seat(plan, seat)
        return plan, plan, result
    g = plan.game
    if pair in plan.decided or g.phase not in G.NIGHT_PHASES or g.pos > g.order.index(ask.step):
        raise RuleError("not_awake", "that decision cannot be taken early now")
    G.check(G.at_step(seen.game, ask.step, seat), G.Choice(ask.step, seat, args))
    q = Queued(ask.step, seat, "" if args is None else canonical_json(args, ascii=True))
    plan = _run(plan, None, plan.queued + (q,), decided=plan.decided + (pair,))
    # Its result comes at a later visit, as the screen says, even when its turn came meanwhile.
    return plan, _with(seen, queued=seen.queued + (q,), decided=seen.decided + (pair,)), ()


def with_phones(plan: Plan, phones: tuple[int, ...] | frozenset[int] | set[int]) -> Plan:
    """A night not begun yet, with these phone seats: L and the decoys simulated for them. A night
    already begun keeps its own (its laps were fixed before it)."""
    phones = tuple(sorted(set(phones)))
    if phones == plan.phones or plan.visits or plan.visiting or plan.busy or plan.ahead:
        return plan
    n = len(plan.game.seats)
    if any(not 0 <= s < n for s in phones):
        raise ValueError("a phone seat that is not at the table")
    return _with(plan, phones=phones, laps=night_shape(plan.game.deck, n, True, phones).laps)


def team_seen(plan: Plan, seat: int) -> tuple[Plan, tuple[Seen, ...]]:
    """After `TeamDecided`: the plan with the team's result shown to `seat`, and that result
    (the visit now sees the night itself)."""
    seat_of(seat, len(plan.game.seats))
    result = undelivered(plan, seat)
    return deliver_seat(plan, seat), result


def close_seat(plan: Plan, seat: int, seen: Plan | None = None) -> Plan:
    """End `seat`'s visit (`seen`: the night it saw, whose events it has been shown; default
    all). The holder's place moves on past every visit of the lap already over."""
    seat_of(seat, len(plan.game.seats))
    if not is_open(plan, seat):
        raise PhaseError("no visit of that seat is open")
    d = list(plan.delivered)
    d[seat] = max(d[seat], len((seen or plan).game.log))
    visiting = plan.visiting
    if visiting and seat == plan.holder:
        holder, visits, ahead, busy, visiting = (seat + 1) % len(d), plan.visits, plan.ahead, plan.busy, False
    else:
        holder, visits = plan.holder, plan.visits
        ahead, busy = plan.ahead + (seat,), tuple(s for s in plan.busy if s != seat)
    while not visiting and holder in ahead:
        ahead = tuple(s for s in ahead if s != holder)
        holder, visits = (holder + 1) % len(d), visits + 1
    return _with(plan, delivered=tuple(d), visiting=visiting, holder=holder, visits=visits, ahead=ahead, busy=busy)


# --- a night worked on in place -------------------------------------------------------------


class Night:
    """A plan worked on in place for a whole run (the simulator, L's simulated nights): one
    working table (`engine.Work`) and mutable hand-off bookkeeping, frozen into a `Plan` only
    when handed out (`plan()`). It asks and decides as the public functions do (the same
    asks, the same draws, the same effects and log), but its random decisions are the
    engine's own legal draws and are applied without checking them again (decisions taken
    early are checked when their turn comes, as `decide` does). Who still waits to be shown
    something is kept up to date as events are logged, not searched for."""

    __slots__ = ("w", "n", "holder", "visiting", "visits", "delivered", "queued", "decided", "_decided",
                 "laps", "_scanned", "_shown", "_waiting", "_req", "_trusted")

    def __init__(self, w: Work, holder: int, visiting: bool, visits: int, delivered: list[int],
                 queued: list[tuple[str, int, Any]], decided: list[tuple[str, int]], laps: int) -> None:
        self.w = w
        self.n = len(w.seats)
        self.holder = holder
        self.visiting = visiting
        self.visits = visits
        self.delivered = delivered
        self.queued = queued  # (step, seat, args) decided early, in the order taken
        self.decided = decided
        self._decided = set(decided)
        self.laps = laps
        self._scanned = 0  # events of the log already read into _waiting
        self._shown = G.visit_sight(w)  # type: ignore[arg-type]
        self._waiting: set[int] = set()  # seats with something logged they have not been shown
        self._req: Any = _STALE
        self._trusted = False  # the log so far is read with every check
        self._sync()

    @classmethod
    def start(cls, w: Work, first_seat: int = 0, *, early: bool = True, laps: int | None = None) -> Night:
        """`start` for a new game's working table (from `engine.new_work`)."""
        n = len(w.seats)
        if laps is None:
            laps = night_shape(w.deck, n, early).laps
        G.advance_work(w)
        return cls(w, first_seat, False, 0, [0] * n, [], [], laps)

    @classmethod
    def of(cls, plan: Plan) -> Night:
        """The working copy of a plan."""
        queued = [(q.step, q.seat, json.loads(q.args) if q.args else None) for q in plan.queued]
        return cls(Work(plan.game), plan.holder, plan.visiting, plan.visits, list(plan.delivered), queued,
                   list(plan.decided), plan.laps)

    def plan(self) -> Plan:
        """The plan this night now describes (immutable, as the public functions make it)."""
        queued = tuple(Queued(step, seat, "" if args is None else canonical_json(args, ascii=True))
                       for step, seat, args in self.queued)
        return Plan(self.w.freeze(), self.holder, self.visiting, self.visits, tuple(self.delivered), queued,
                    tuple(self.decided), self.laps)

    def _sync(self) -> None:
        """Read the events logged since the last call (and forget the last request)."""
        self._req = _STALE
        log = self.w.log
        end = len(log)
        i = self._scanned
        if i == end:
            return
        n, delivered, waiting = self.n, self.delivered, self._waiting
        # `engine.visit_sight(w)`, written out: a face-up card is never shown at a visit, and
        # without Vampire-box cards neither is the mark check.
        marks = self._shown is G.visit_sight_marks
        if not self._trusted:
            # A log from elsewhere (a plan handed in): only seats of this table count.
            while i < end:
                for s in log[i].seen:
                    seat = s.seat
                    if isinstance(seat, int) and 0 <= seat < n and s.kind != "faceup" \
                            and (marks or s.step != _MARK_CHECK):
                        if delivered[seat] <= i:
                            waiting.add(seat)
                i += 1
            self._trusted = True
        else:
            # Events the engine logged on this table: every sight is for one of its seats.
            while i < end:
                for s in log[i].seen:
                    if s.kind != "faceup" and (marks or s.step != _MARK_CHECK) and delivered[s.seat] <= i:
                        waiting.add(s.seat)
                i += 1
        self._scanned = end

    def deliver(self) -> None:
        holder = self.holder
        self.delivered[holder] = len(self.w.log)
        self._waiting.discard(holder)

    def pending_news(self) -> tuple[Seen, ...]:
        holder = self.holder
        return tuple(s for ev in self.w.log[self.delivered[holder]:] for s in ev.seen if s.seat == holder)

    def complete(self) -> bool:
        return self.w.phase not in G.NIGHT_PHASES and not self._waiting

    def over(self) -> bool:
        """`night_over`."""
        n = self.n
        if self.visiting or self.visits % n or self.visits < self.laps * n:
            return False
        return self.complete()

    def next_ask(self) -> Ask | None:
        """`next_ask` for the holder."""
        req = self._req
        if req is _STALE:
            req = self._req = G.request_now(self.w)
        seat = self.holder
        now = _ask_now(req, seat, self._decided)
        if now is None:
            w = self.w
            if w.phase in G.NIGHT_PHASES and seat not in self._waiting:
                now = _early_walk(w, seat, self._decided)
        return now

    def draw(self, ask: Ask, rng: random.Random) -> tuple[Any, Any, str | None]:
        """`random_option` for an ask, as `engine.draw` gives it."""
        w = self.w if not ask.early else G.moved(self.w, ask.step, ask.seat)
        return G.draw(w, ask.seat, rng)

    def decide(self, ask: Ask, drawn: tuple[Any, Any, str | None]) -> None:
        """`decide` with a choice just drawn for this ask (`draw`, or (None, ..., None) for a
        skip): the current turn's is applied without checking it again."""
        self._decide(ask.step, ask.seat, ask.early, drawn)

    def _decide(self, step: str, seat: int, early: bool, drawn: tuple[Any, Any, str | None]) -> None:
        pair = (step, seat)
        self.decided.append(pair)
        self._decided.add(pair)
        w = self.w
        queued = self.queued
        if not early:
            G.apply_drawn(w, seat, drawn)
        else:
            queued.append((step, seat, drawn[0]))
        # engine.drive_work(w, None, supply) with the queued decisions, written out: each is
        # applied (and checked: its step has come now) as `_run`'s supply makes `drive` apply it.
        advance = _advance
        advance(w)
        if queued:
            night_phases = G.NIGHT_PHASES
            team = _TEAM
            while w.phase in night_phases:
                now = w.order[w.pos]
                actors = w.actors
                seats = () if not actors else actors if team[now] else (actors[w.turn],)
                for i, q in enumerate(queued):
                    if q[0] == now and q[1] in seats:
                        del queued[i]
                        G.apply_drawn(w, q[1], (q[2], G.UNCHECKED, None))
                        break
                else:
                    break
                advance(w)
                if not queued:
                    break
        self._sync()

    def play(self, rng: random.Random, *, early: bool = True, max_laps: int = 50, whole: bool = False,
             seat_visits: list[int] | None = None, record: list[tuple[int, tuple[Round, ...]]] | None = None
             ) -> None:
        """Play the night with random legal decisions (one skip in five where allowed) until
        it is over (`whole`: until it is complete at the end of a lap, ignoring L), as the
        simulator's `play_night` and `sample_night` do with the public functions: `over`,
        then per visit `deliver`, `next_ask`, `draw`, `decide`, `deliver`, written out here
        (the loop runs for every visit of every simulated night)."""
        n = self.n
        w = self.w
        delivered = self.delivered
        waiting = self._waiting
        decided = self._decided
        night_phases = G.NIGHT_PHASES
        limit = max_laps * n
        at_least = 1 if whole else self.laps * n  # visits before the night may end
        random_ = rng.random
        draw_at, moved, asking, early_step = G.draw_at, G.moved, G.asking, _early_step
        decide = self._decide
        log = w.log
        visits, holder = self.visits, self.holder
        turn: Any = _STALE  # the current turn's question (`engine.asking`), made again after a decision
        try:
            while True:
                if w.phase not in night_phases:
                    # The Day's visits only show what is new: the visits left until a whole lap
                    # after at least `at_least` visits that has shown every waiting seat its news,
                    # counted at once (`_day_visits`) rather than one by one.
                    if visits % n == 0 and visits >= at_least and not waiting:
                        return
                    ahead = max((seat - holder) % n for seat in waiting) + 1 if waiting else 0
                    end = max(at_least, visits + ahead, visits)
                    end += -end % n
                    if end - 1 <= limit:
                        _day_visits(delivered, waiting, seat_visits, holder, end - visits, len(log))
                        visits, holder = end, (holder + end - visits) % n
                        return
                if visits > limit:
                    raise RuntimeError("the hand-off planner made no progress")
                if seat_visits is not None:
                    seat_visits[holder] += 1
                visits += 1
                delivered[holder] = len(log)
                waiting.discard(holder)
                if w.phase not in night_phases:
                    holder = (holder + 1) % n  # a Day visit: only shown what is new, nothing to decide
                    continue
                self.holder = holder
                rounds: list[Round] | None = None
                while True:
                    if turn is _STALE:
                        turn = asking(w)
                    # next_ask: the current turn's ask for the holder (_ask_now), else an early one
                    if turn is not None and holder in turn[1] and (turn[2] or (turn[0], holder) not in decided):
                        step, mandatory, is_early = turn[0], turn[3], False
                    else:
                        if not early or w.phase not in night_phases or holder in waiting:
                            break  # (an early ask, when not taken early, ends the visit as None does)
                        found = early_step(w, holder, decided)
                        if found is None:
                            break
                        step, mandatory = found
                        is_early = True
                    if not mandatory and random_() < 0.2:
                        drawn: tuple[Any, Any, str | None] = (None, G.UNCHECKED, None)
                    elif is_early:
                        drawn = draw_at(moved(w, step, holder), step, holder, rng)
                    else:
                        drawn = draw_at(w, step, holder, rng)
                    decide(step, holder, is_early, drawn)
                    turn = _STALE
                    if record is not None:
                        if rounds is None:
                            rounds = []
                        rounds.append((taps(drawn[0]), 0 if is_early else turned(self.pending_news())))
                    delivered[holder] = len(log)
                    waiting.discard(holder)
                if rounds:
                    record.append(((visits - 1) // n, tuple(rounds)))  # type: ignore[union-attr]
                holder = (holder + 1) % n
        finally:
            self.visits, self.holder, self.visiting = visits, holder, False


def _day_visits(delivered: list[int], waiting: set[int], seat_visits: list[int] | None, holder: int, count: int,
                shown: int) -> None:
    """`count` Day visits from `holder` on, clockwise: each seat visited is shown the whole
    log (`shown` events) and counted in `seat_visits`."""
    n = len(delivered)
    if count >= n:
        delivered[:] = [shown] * n
        waiting.clear()
        visited: Any = range(n)
    else:
        visited = [(holder + j) % n for j in range(count)]
        for seat in visited:
            delivered[seat] = shown
            waiting.discard(seat)
    if seat_visits is not None:
        laps, rest = divmod(count, n)
        if laps:
            for seat in range(n):
                seat_visits[seat] += laps
        for j in range(rest):
            seat_visits[(holder + j) % n] += 1


_STALE = object()
_advance = G._advance  # `engine.advance_work`, without its own frame
_TEAM = {st.id: st.team for st in STEP_BY_ID.values()}


# --- the night's shape (DESIGN.md §Hand-off 7) ---------------------------------------------

COVER = 0.95  # L completes at least this share of the simulated nights
SAMPLE = 200  # nights simulated per batch for one deck and seat count (fixed seed: the same L every time)
MAX_SAMPLE = 600
MAX_LAPS = 50
Round = tuple[int, int]  # one decision of a visit: (taps on the table, cards and marks turned over)


@dataclass(frozen=True)
class Shape:
    """What simulated nights of one deck at one seat count look like."""

    laps: int  # L: the smallest lap count that completes at least COVER of the nights
    needed: tuple[int, ...]  # laps each simulated night needed, sorted
    # Per lap (index 0 = lap 1): the visits with decisions, as (rounds, how many nights had it).
    visits: tuple[tuple[tuple[tuple[Round, ...], int], ...], ...]

    def extended_share(self) -> float:
        """Share of the simulated nights that needed more than L laps."""
        return (len(self.needed) - bisect_right(self.needed, self.laps)) / len(self.needed)


def taps(args: dict[str, Any] | None) -> int:
    """How many targets a choice is clicked as (the Gremlin's cards-or-marks is the kind of
    target clicked, not a click of its own)."""
    if not args:
        return 0
    count = 0
    for key, value in args.items():
        if key == "swap":
            continue
        if isinstance(value, dict):
            count += taps(value)
        elif isinstance(value, list):
            count += len(value)
        else:
            count += 1
    return count


def turned(news: tuple[Seen, ...]) -> int:
    """How many cards and marks a decision's result turns over on the table (at most 3)."""
    return min(3, len({(s.kind == "mark", s.place) for s in news if s.kind in ("card", "mark", "faceup")}))


def _random_args(rng: random.Random, plan: Plan, ask: Ask) -> dict[str, Any] | None:
    """A random legal choice (or, one time in five, a skip where the step allows one)."""
    if not ask.mandatory and rng.random() < 0.2:
        return None
    return random_option(plan, ask, rng)


def sample_night(plan: Plan, rng: random.Random, *, early: bool = True,
                 record: list[tuple[int, tuple[Round, ...]]] | None = None) -> Plan:
    """Play the night with random legal decisions until it is complete at the end of a lap
    (ignoring L); `record` receives (lap index, rounds) for every visit with a decision."""
    n = len(plan.game.seats)
    while not (plan.visits and plan.visits % n == 0 and _complete(plan)):
        if plan.visits > MAX_LAPS * n:
            raise RuntimeError("the hand-off planner made no progress")
        k = plan.visits // n
        plan = deliver(open_visit(plan))
        rounds: list[Round] = []
        while (ask := next_ask(plan)) is not None:
            if ask.early and not early:
                break
            args = _random_args(rng, plan, ask)
            plan = decide(plan, ask, args)
            rounds.append((taps(args), 0 if ask.early else turned(pending_news(plan))))
            plan = deliver(plan)
        if rounds and record is not None:
            record.append((k, tuple(rounds)))
        plan = close_visit(plan)
    return plan


def _settled(needed: list[int], laps: int) -> bool:
    """Whether the sample already tells L apart from its neighbours: the share of nights
    needing more than L lies clearly under COVER's complement, and the share needing more
    than L - 1 clearly over it (two standard errors at the boundary)."""
    total = len(needed)
    margin = 2 * math.sqrt(COVER * (1 - COVER) / total)
    over = sum(1 for k in needed if k > laps) / total
    under = sum(1 for k in needed if k > laps - 1) / total
    return over <= 1 - COVER - margin and (laps == 1 or under >= 1 - COVER + margin)


def _smallest_laps(needed: list[int]) -> int:
    ordered = sorted(needed)
    return ordered[math.ceil(COVER * len(ordered) - 1e-9) - 1]


@lru_cache(maxsize=128)
def _shape(deck: tuple[str, ...], seats: int, early: bool, phones: tuple[int, ...] = ()) -> Shape:
    """Simulate nights in batches of SAMPLE: most decks are settled by the first batch; a deck
    whose share of long nights lies near the boundary gets more, up to MAX_SAMPLE. With phone
    seats, nights are simulated twice over: with the phones' visits at moments drawn at random
    beside the laptop's, and with every phone opening its visit as the lap begins; L covers both."""
    key = f"night-shape:{seats}:{','.join(deck)}:{int(early)}"
    rng = random.Random(key + (f":phones:{','.join(map(str, phones))}" if phones else ""))
    names = [f"S{i}" for i in range(seats)]
    record: list[tuple[int, tuple[Round, ...]]] = []
    every: list[int] = []
    laps = 0
    for together in ((False, True) if phones else (None,)):
        needed: list[int] = []
        while True:
            for _ in range(SAMPLE):
                if together is None:
                    night = Night.start(G.new_work(names, list(deck), below(rng, 1 << 30)), laps=1)
                    night.play(rng, early=early, max_laps=MAX_LAPS, whole=True, record=record)
                    needed.append(night.visits // seats)
                    continue
                plan = start(G.new_game(names, list(deck), below(rng, 1 << 30)), laps=1)
                plan = sample_night_with_phones(plan, rng, phones, early=early, record=record, together=together)
                needed.append(plan.visits // seats)
            found = _smallest_laps(needed)
            if len(needed) >= MAX_SAMPLE or _settled(needed, found):
                break
        laps = max(laps, found)
        every += needed
    per_lap: list[Counter[tuple[Round, ...]]] = [Counter() for _ in range(max(every))]
    for k, rounds in record:
        per_lap[k][rounds] += 1
    visits = tuple(tuple(sorted(c.items())) for c in per_lap)
    return Shape(laps, tuple(sorted(every)), visits)


def night_shape(deck: tuple[str, ...] | list[str], seats: int, early: bool = True,
                phones: tuple[int, ...] | frozenset[int] = ()) -> Shape:
    """The night's shape for a deck (the roles as a multiset) at a seat count, with these phone
    seats: public facts only, so the same for every deal. Cached per deck, seat count and phones."""
    return _shape(tuple(sorted(deck)), seats, early, tuple(sorted(set(phones))))


def sample_night_with_phones(plan: Plan, rng: random.Random, phones: tuple[int, ...] | frozenset[int], *,
                             early: bool = True, record: list[tuple[int, tuple[Round, ...]]] | None = None,
                             together: bool = False) -> Plan:
    """`sample_night` with phone seats, whose visits happen beside the laptop's at moments nobody
    fixes: each step of the night is one step, drawn at random, of a visit that may take it (a
    phone seat's visit of the lap opening, deciding or ending; the laptop's, which opens the next
    curtain seat of the lap once its last visit is over). `together`: every phone seat's visit
    of a lap opens as the lap begins, before anything else happens in it."""
    n = len(plan.game.seats)
    phones = frozenset(phones)
    seen: dict[int, Plan] = {}
    rounds: dict[int, list[Round]] = {}
    while seen or not (plan.visits and plan.visits % n == 0 and not plan.ahead and _complete(plan)):
        if plan.visits > MAX_LAPS * n:
            raise RuntimeError("the hand-off planner made no progress")
        left = lap_left(plan)
        if together and len(left) == n and not seen and not plan.ahead:
            for seat in left:
                if seat in phones:
                    plan, _, seen[seat] = open_seat(plan, seat)
                    rounds[seat] = []
            left = lap_left(plan)
        laptop = next((s for s in seen if s not in phones), None)
        moves = [s for s in left if s in seen or s in phones]
        if laptop is None:
            nxt = next((s for s in left if s not in phones), None)
            if nxt is not None:
                moves.append(nxt)
        seat = moves[below(rng, len(moves))]
        if seat not in seen:
            plan, _, seen[seat] = open_seat(plan, seat)
            rounds[seat] = []
            continue
        ask = ask_of(seen[seat], seat)
        if ask is None or (ask.early and not early):
            k = visit_number(plan, seat) - 1
            plan = close_seat(plan, seat, seen.pop(seat))
            done = rounds.pop(seat)
            if done and record is not None:
                record.append((k // n, tuple(done)))
            continue
        args = _random_args(rng, seen[seat], ask)
        try:
            plan, seen[seat], result = decide_seat(plan, seen[seat], ask, args)
        except TeamDecided:
            plan, result = team_seen(plan, seat)
            seen[seat] = plan
        rounds[seat].append((taps(args), 0 if ask.early else turned(result)))
    return plan


def decoy_rounds(plan: Plan, rng: random.Random) -> tuple[Round, ...]:
    """A sleeper's decoy for this visit: the rounds of a real visit with decisions in this lap,
    drawn with the frequency real visits have them in simulated nights of this deck."""
    shape = night_shape(plan.game.deck, len(plan.game.seats), True, plan.phones)
    table = [t for t in shape.visits if t]
    if not table:
        return ((1, 1),)
    k = min(lap(plan), len(shape.visits)) - 1
    choices = shape.visits[k] or table[-1]
    total = sum(w for _, w in choices)
    pick = rng.randrange(total)
    for rounds, w in choices:
        if pick < w:
            return rounds
        pick -= w
    return choices[-1][0]


def knowledge(plan: Plan, seat: int) -> Any:
    """The seat's knowledge as far as it has been shown to it."""
    from .views import knowledge as view

    seat_of(seat, len(plan.game.seats))
    return view(plan.game, seat, upto=plan.delivered[seat])


__all__ = [
    "Ask", "Plan", "Queued", "RuleError", "start", "open_visit", "close_visit", "pending_news",
    "deliver", "next_ask", "early_asks", "decide", "options", "night_over", "knowledge",
    "laps_fixed", "laps_shown", "lap", "first_seat", "night_shape", "decoy_rounds", "Shape",
    "lap_left", "is_open", "visit_number", "open_seat", "deliver_seat", "ask_of", "decide_seat", "team_seen",
    "close_seat", "TeamDecided", "sample_night_with_phones", "with_phones",
]
