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

The night's shape (DESIGN.md §Hand-off 7 and 8) depends only on public facts: it is a whole
number of laps, always ending with the seat before the first one. Its lap count L (`Plan.laps`)
is fixed before the night by `night_shape` as the worst case of the deck at its seat count
(`worst_laps`: no deal and no choices need more), and every visit of a lap plays the lap's
script (`visit_script`: the same rounds of taps, Confirm and cards turned over for every seat,
whatever its card and whether it acts), into which each decision is fitted (`decision_rounds`,
`played_rounds`). A visit takes at most one decision (`Plan.acted`); the next one comes at the
seat's next visit.
"""
from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any

from . import engine as G
from .catalog import ANYONE, DOPPEL_IMMEDIATE, REVEALER_KEEPS_UP, STEP_BY_ID, STEPS, Kind, Phase, uses_marks
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
    # The seats whose open visit has taken its decision: a visit takes at most one (DESIGN.md
    # §Hand-off 8: every visit of a lap has the same rounds), the next comes at the seat's next visit.
    acted: tuple[int, ...] = ()


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
    if holder in plan.acted:
        values["acted"] = tuple(s for s in plan.acted if s != holder)
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
    With L as `start` fixes it every night is complete after L laps; a night given fewer (a test's
    `laps`) grows by one whole lap at a time."""
    if plan.visiting or plan.busy or plan.ahead:  # (a lap begun goes round whole)
        return False
    n = len(plan.game.seats)
    if plan.visits % n or plan.visits < laps_fixed(plan) * n:
        return False
    return _complete(plan)


# --- decisions ----------------------------------------------------------------------


def _current_ask(plan: Plan, seat: int) -> Ask | None:
    if seat in plan.acted:
        return None
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
    if g.phase not in G.NIGHT_PHASES or seat in plan.acted:
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
    acted = plan.acted + (ask.seat,)
    if not ask.early:
        return _run(plan, G.Choice(ask.step, ask.seat, args), decided=decided, acted=acted)
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
    return _run(plan, None, plan.queued + (q,), decided=decided, acted=acted)


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
        plan = _run(plan, G.Choice(ask.step, seat, args), decided=plan.decided + (pair,), acted=plan.acted + (seat,))
        result = undelivered(plan, seat)
        plan = deliver_seat(plan, seat)
        return plan, plan, result
    g = plan.game
    if pair in plan.decided or g.phase not in G.NIGHT_PHASES or g.pos > g.order.index(ask.step):
        raise RuleError("not_awake", "that decision cannot be taken early now")
    G.check(G.at_step(seen.game, ask.step, seat), G.Choice(ask.step, seat, args))
    q = Queued(ask.step, seat, "" if args is None else canonical_json(args, ascii=True))
    plan = _run(plan, None, plan.queued + (q,), decided=plan.decided + (pair,), acted=plan.acted + (seat,))
    # Its result comes at a later visit, as the screen says, even when its turn came meanwhile.
    return plan, _with(seen, queued=seen.queued + (q,), decided=seen.decided + (pair,),
                       acted=seen.acted + (seat,)), ()


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
    plan = deliver_seat(plan, seat)
    if seat not in plan.acted:  # the visit's one decision was its team's
        plan = _with(plan, acted=plan.acted + (seat,))
    return plan, result


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
    acted = tuple(s for s in plan.acted if s != seat)
    return _with(plan, delivered=tuple(d), visiting=visiting, holder=holder, visits=visits, ahead=ahead, busy=busy,
                 acted=acted)


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
                 "laps", "_scanned", "_shown", "_waiting", "_req", "_trusted", "acted_at")

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
        self.acted_at = -1  # the visit (`visits` then) at which the holder took its one decision
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
        night = cls(Work(plan.game), plan.holder, plan.visiting, plan.visits, list(plan.delivered), queued,
                    list(plan.decided), plan.laps)
        if plan.visiting and plan.holder in plan.acted:
            night.acted_at = plan.visits
        return night

    def plan(self) -> Plan:
        """The plan this night now describes (immutable, as the public functions make it)."""
        queued = tuple(Queued(step, seat, "" if args is None else canonical_json(args, ascii=True))
                       for step, seat, args in self.queued)
        acted = (self.holder,) if self.visiting and self.acted_at == self.visits else ()
        return Plan(self.w.freeze(), self.holder, self.visiting, self.visits, tuple(self.delivered), queued,
                    tuple(self.decided), self.laps, acted=acted)

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
        """`next_ask` for the holder (None once it has taken its one decision of this visit)."""
        if self.acted_at == self.visits:
            return None
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
        self.acted_at = self.visits
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
                    break  # one decision a visit: the next comes at the seat's next visit
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

MAX_LAPS = 50
Round = tuple[int, int]  # one round of a visit: (taps required, cards and marks turned over after Confirm)


@dataclass(frozen=True)
class Script:
    """One lap's visit, the same for every seat whatever its card and whether it acts (DESIGN.md
    §Hand-off 8): after what is new, each round asks for exactly `taps` taps (cards, marks,
    players, a direction, or Nothing), then Confirm, after which exactly `flips` cards turn over
    (what a look shows, the rest turning over and back); Next goes on to the next round, and Done
    ends the visit after the last one. A lap without rounds is read, then Done."""

    rounds: tuple[Round, ...]

    def presses(self) -> int:
        """Confirm per round, Next between rounds, Done: what a watcher counts."""
        return 2 * len(self.rounds) if self.rounds else 1


@dataclass(frozen=True)
class Shape:
    """The night of one deck at one seat count: public facts only, the same for every deal."""

    laps: int  # L: no deal and no choices need more (`worst_laps`)
    scripts: tuple[Script, ...]  # per lap (index 0 = lap 1): the visit every seat gets

    def script(self, lap: int) -> Script:
        """Lap `lap`'s visit (from 1; a lap past L, never reached, has no rounds)."""
        return self.scripts[lap - 1] if 1 <= lap <= len(self.scripts) else Script(())


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



# --- L: the worst case of the deck (DESIGN.md §Hand-off 7) ------------------------------------
#
# `worst_laps` bounds the laps any deal of the deck and any choices can need, lap by lap, for
# every way the cards can fall: which roles are dealt (the rest in the centre), what the
# Doppelganger and the Copycat copy. Step by step in wake order it works out e, the lap by whose
# end the step is resolved, for sure, and a, the lap by which its decision is taken:
#
# * a step nobody holds, or one without a choice, resolves with the step before it (e = e before);
# * a decision taken only on its turn (`needs_table`; every one without early decisions), or a
#   team's: every step before it is resolved by the end of lap e before, so it is the turn for
#   the whole next lap, and each of its actors is visited in that lap: a = e before + 1;
# * any other decision may be taken early: its actor takes it at its first visit once it has seen
#   all that must come before (DESIGN.md §Hand-off 4): every step before it that may show
#   bystanders something (mark check, lovers, a tap, the Assassin's look), every step before it
#   that puts a token on the table (for a Night step), and the actor's own earlier steps. Each of
#   those is resolved by the end of its lap e, so in the lap after the last of them its actor's
#   visit offers the decision (a visit takes one decision, and the actor's earlier ones are done):
#   a = max(those e) + 1 (at least 1); a second actor of the same step (the Doppelganger after a
#   Pickpocket) may find the first one's turn open and wait for the lap after it: a = max(a, e + 1);
# * e = max(a, e before): it resolves once decided and every step before it is resolved.
#
# Every seat has then seen everything in the lap after the last e, where the night ends: L = e + 1.
# The bound is the same for phone seats, whose visits of a lap come in any order: it only counts on
# what holds from a lap's start. benchmarks/night_shape.py plays 2,000 deals of every preset and
# searches for the longest nights; tests/core/test_night_shape.py checks none runs past L.


def _copy_of_roles(deck: tuple[str, ...], dealt: Counter[str], centre: Counter[str]
                   ) -> tuple[list[str | None], list[str | None]]:
    """What the Doppelganger may copy (a role dealt to another seat; None: nothing that acts) and
    what the Copycat may copy (a role in the centre)."""
    dg: list[str | None] = [None]
    if dealt["doppelganger"] or centre["doppelganger"]:
        dg += sorted(r for r in dealt if r not in ("doppelganger", "copycat"))
    cc: list[str | None] = [None]
    if dealt["copycat"]:
        cc += sorted(centre)
    return dg, cc


def _scenario(order: tuple[str, ...], phases: tuple[bool, ...], dealt: Counter[str], dg_copy: str | None,
              cc_copy: str | None, early: bool) -> tuple[int, dict[str, int]]:
    """The lap by whose end this deal's night is resolved for sure, and per step the lap by which
    its decision is taken (see above): `phases` says, per step, whether it is a Night step."""
    e_prev = 0
    shown = token = 0  # the last lap in which a step that shows bystanders / puts a token resolved
    own: dict[tuple[str, int], int] = {}  # an actor's last own step: its lap
    when: dict[str, int] = {}
    cc_dg = cc_copy == "doppelganger"
    dg_id = ("copycat", 0) if cc_dg else ("doppelganger", 0) if dealt["doppelganger"] else None
    for sid, night in zip(order, phases):
        st = STEP_BY_ID[sid]
        actors: list[tuple[str, int]] = []
        if sid == "copycat":
            actors = [("copycat", 0)] if dealt["copycat"] else []
        elif sid == "doppelganger":
            actors = [dg_id] if dg_id is not None else []
        elif st.roles:
            if not st.doppel_only:
                actors = [(r, i) for r in st.roles if r not in ("doppelganger", "copycat") for i in range(dealt[r])]
                if cc_copy in st.roles and dealt["copycat"]:
                    actors.append(("copycat", 0))
            if (st.dg or st.doppel_only) and dg_id is not None and dg_copy in st.roles:
                actors.append(dg_id)
        else:
            actors = [("*", 0)]  # the mark check, the lovers: no choice
        e = e_prev
        if actors and not st.no_choice and st.roles:
            def gate(a: tuple[str, int]) -> int:
                return max(shown, token if night else 0, own.get(a, 0)) + 1

            live = st.needs_table or not early
            if st.team:
                first = e_prev + 1 if live else min(gate(a) for a in actors)
                e = max(first, e_prev)
                when[sid] = max(when.get(sid, 0), first)
                for a in actors:
                    own[a] = e
            else:
                for turn, a in enumerate(actors):
                    decided = e + 1 if live else gate(a) if turn == 0 else max(gate(a), e + 1)
                    when[sid] = max(when.get(sid, 0), decided)
                    e = max(decided, e)
                    own[a] = e
        else:
            for a in actors:
                own[a] = e
        # The mark check and the lovers stop an early walk even with nobody to show; a tap or the
        # Assassin's look only when someone takes it (`engine.shows_bystander`).
        if st.also_shows == ANYONE or (st.also_shows and actors):
            shown = max(shown, e)
        if st.puts_token:
            token = max(token, e)
        e_prev = e
    return e_prev, when


@lru_cache(maxsize=128)
def _worst(deck: tuple[str, ...], seats: int, early: bool) -> tuple[int, tuple[tuple[str, int], ...]]:
    """(L, and per step the latest lap its decision may be taken in) for a sorted deck."""
    order = G._game_order(frozenset(deck))
    dusk = uses_marks(deck)
    phases = tuple((dusk is False) if STEP_BY_ID[sid].phase_by_place else STEP_BY_ID[sid].phase is Phase.NIGHT
                   for sid in order)
    cards = Counter(deck)
    acting = {r for sid in order for r in STEP_BY_ID[sid].roles} | {"doppelganger", "copycat"}
    # The worst deal gives seats to as many cards that act as it can: every set of acting cards dealt
    # (the other seats get cards that never wake), and every way the centre holds the rest.
    pool = sorted(r for r in deck if r in acting)
    idle = len(deck) - len(pool)
    worst = 0
    latest: dict[str, int] = {}
    seen: set[tuple[tuple[str, int], ...]] = set()
    # (A card dealt that never wakes can only shorten the worst night, but the centre it leaves a
    # card of may give the Copycat a worse copy: every count of acting cards dealt is tried.)
    for size in range(min(seats, len(pool)), max(0, seats - idle) - 1, -1):
        for picked in combinations(range(len(pool)), size):
            dealt = Counter(pool[i] for i in picked)
            key = tuple(sorted(dealt.items()))
            if key in seen:
                continue
            seen.add(key)
            centre = cards - dealt
            dg_copies, cc_copies = _copy_of_roles(deck, dealt, centre)
            for cc in cc_copies:
                for dg in dg_copies:
                    e, when = _scenario(order, phases, dealt, dg, cc, early)
                    worst = max(worst, e)
                    for sid, lap in when.items():
                        latest[sid] = max(latest.get(sid, 0), lap)
    return worst + 1, tuple(sorted(latest.items()))


def worst_laps(deck: tuple[str, ...] | list[str], seats: int, early: bool = True) -> int:
    """L: the laps that every deal of this deck at this seat count and every choice fit in."""
    return _worst(tuple(sorted(deck)), seats, early)[0]


def decision_rounds(step: str, deck: tuple[str, ...] | list[str], seats: int) -> tuple[Round, ...]:
    """The rounds one decision of `step` takes at most, as (taps, cards turned over after Confirm):
    one, but a choice that looks first (the Witch, the Paranormal Investigator: the look, then the
    rest) and the Doppelganger (her look, then her copy's own action, for the copies of this deck).
    A step awake after the Revealer also turns over the cards left face up before it (`_face_up_before`)."""
    st = STEP_BY_ID[step]
    if st.after_revealer:
        return ((st.clicks, min(3, st.looks + _face_up_before(step, deck))),)
    if st.id == "doppelganger":
        rest: tuple[Round, ...] = ()
        for role in sorted(set(deck)):
            if role in DOPPEL_IMMEDIATE:
                rest = _widest(rest, decision_rounds(role, deck, seats))
        return ((1, 1),) + rest
    if st.look_first:
        return ((1, 1), (max(1, st.clicks - 1), st.looks))
    if st.thumbs is not None and not st.action:  # the Squire, the Beholder: whether to look
        cards = sum(1 for r in deck if r in st.thumbs.roles)
        if cards and "doppelganger" in deck and not st.doppel_only:
            cards += 1  # the Doppelganger who copied one of those cards wakes as it, her card seen too
        return ((0, min(seats - 1, cards)),)
    return ((st.clicks, st.looks),)


def _face_up_before(step: str, deck: tuple[str, ...] | list[str]) -> int:
    """The most cards that can lie face up when `step`, awake after the Revealer, resolves: its
    actor sees each of them at its Confirm (RULES.md §4.3, `engine._generic_rule`), whether it acts
    or does nothing. Each step of the Revealer's action before it leaves at most one card up per
    actor: the Revealer's own (one per Revealer card in the deck, the Copycat that copies one from
    the centre taking that card's place) and the Doppelganger's (when she copies the Revealer, so
    never before her own Curator's or Revealer's step); none without a card she keeps face up."""
    if not any(r in REVEALER_KEEPS_UP for r in deck):
        return 0
    doppel = "doppelganger" in deck and not STEP_BY_ID[step].doppel_only
    up = 0
    for st in STEPS:
        if st.id == step:
            break
        if st.action not in ("revealer", "doppel_revealer"):
            continue
        if st.doppel_only:
            up += 1 if doppel and any(r in st.roles for r in deck) else 0
        else:
            up += sum(1 for r in deck if r in st.roles)
    return up


def _widest(a: tuple[Round, ...], b: tuple[Round, ...]) -> tuple[Round, ...]:
    """Round by round, the most taps and flips of either."""
    n = max(len(a), len(b))
    pad = lambda r, i: r[i] if i < len(r) else (0, 0)  # noqa: E731
    return tuple((max(pad(a, i)[0], pad(b, i)[0]), max(pad(a, i)[1], pad(b, i)[1])) for i in range(n))


@lru_cache(maxsize=128)
def _shape(deck: tuple[str, ...], seats: int, early: bool) -> Shape:
    laps, latest = _worst(deck, seats, early)
    scripts = []
    for lap in range(1, laps + 1):
        rounds: tuple[Round, ...] = ()
        for sid, last in latest:
            if last >= lap:  # may still be decided in this lap (or earlier: early decisions)
                rounds = _widest(rounds, decision_rounds(sid, deck, seats))
        # every round asks for a tap at least: Nothing, for a choice to do nothing
        scripts.append(Script(tuple((max(1, t), f) for t, f in rounds)))
    return Shape(laps, tuple(scripts))


def night_shape(deck: tuple[str, ...] | list[str], seats: int, early: bool = True,
                phones: tuple[int, ...] | frozenset[int] = ()) -> Shape:
    """The night's shape for a deck (the roles as a multiset) at a seat count: L and each lap's
    visit. Public facts only, so the same for every deal; the same with phone seats (their visits
    of a lap come in any order, which L covers). Cached per deck and seat count."""
    return _shape(tuple(sorted(deck)), seats, early)


def looks_of(step: str, shown: tuple[Seen, ...] | list[Seen]) -> int:
    """How many cards and marks a decision of `step` turned over for its actor (its own sights)."""
    return len({(x.kind == "mark", x.place) for x in shown if x.step == step and x.kind in ("card", "mark", "faceup")})


def played_rounds(step: str, args: dict[str, Any] | None, looks: int, copy: str = "") -> tuple[Round, ...]:
    """How a decision is played on the visit screen, round by round, as (taps, cards turned over
    after the round's Confirm): its picks, a look ending its round (the Witch's centre card, the
    PI's first player, the Doppelganger's card and her copy's own first look), Nothing for a choice
    to do nothing (a tap); `looks`: the cards and marks it showed in all (0 for a decision taken
    early, whose result comes at a later visit; doing nothing shows only what lies face up to a step
    awake after the Revealer); `copy`: the Doppelganger's copy."""
    st = STEP_BY_ID[step]
    if args is None:
        return ((1, looks),)
    if st.id == "doppelganger":
        rounds: list[Round] = [(1, min(1, looks))]
        then = args.get("then")
        if isinstance(then, dict) and then:
            rest = max(0, looks - 1)
            imm = DOPPEL_IMMEDIATE.get(copy)
            first = STEP_BY_ID[copy].first_half if imm is not None and imm.look_first else ""
            if first and first in then:  # a copy that looks first: its look, then the rest of it
                v = then[first]
                more = len(v) - 1 if isinstance(v, list) else 0
                others = taps({k: x for k, x in then.items() if k != first})
                rounds += [(1, min(1, rest)), (more + others or 1, max(0, rest - 1))]
            else:
                rounds.append((taps(then) or 1, rest))
        return tuple(rounds)
    if st.look_first:
        v = args.get(st.first_half)
        more = len(v) - 1 if isinstance(v, list) else 0
        others = taps({k: x for k, x in args.items() if k != st.first_half})
        return ((1, min(1, looks)), (more + others or 1, max(0, looks - 1)))
    return ((taps(args), looks),)


def fits(script: Script, rounds: tuple[Round, ...]) -> bool:
    """Whether a decision played in these rounds fits the lap's visit: no more rounds, and in each
    no more taps and no more cards turned over than every visit of the lap has."""
    if len(rounds) > len(script.rounds):
        return False
    return all(t <= st and f <= sf for (t, f), (st, sf) in zip(rounds, script.rounds))


def visit_script(plan: Plan) -> Script:
    """The visit of the lap going round (the open visit's, or the next one's): the same for every
    seat (DESIGN.md §Hand-off 8)."""
    return night_shape(plan.game.deck, len(plan.game.seats), True).script(lap(plan))


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


def decoy_rounds(plan: Plan, rng: Any = None) -> tuple[Round, ...]:
    """A sleeper's rounds: the lap's script, the same as everyone's (a lap with none: one round)."""
    return visit_script(plan).rounds or ((1, 0),)


def knowledge(plan: Plan, seat: int) -> Any:
    """The seat's knowledge as far as it has been shown to it."""
    from .views import knowledge as view

    seat_of(seat, len(plan.game.seats))
    return view(plan.game, seat, upto=plan.delivered[seat])


__all__ = [
    "Ask", "Plan", "Queued", "RuleError", "start", "open_visit", "close_visit", "pending_news",
    "deliver", "next_ask", "early_asks", "decide", "options", "night_over", "knowledge",
    "laps_fixed", "laps_shown", "lap", "first_seat", "night_shape", "worst_laps", "visit_script", "Script",
    "decision_rounds", "played_rounds", "looks_of", "fits", "Shape",
    "lap_left", "is_open", "visit_number", "open_seat", "deliver_seat", "ask_of", "decide_seat", "team_seen",
    "close_seat", "TeamDecided", "sample_night_with_phones", "with_phones",
]
