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
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from . import engine as G
from .catalog import STEP_BY_ID, Kind, Phase
from ..common.errors import PhaseError, RuleError
from .table import GameState, Seen

_NIGHT = Phase.NIGHT.value

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


def start(game: GameState, first_seat: int = 0) -> Plan:
    """Begin the hand-off for a new game (automatic steps resolved at once)."""
    n = len(game.seats)
    return Plan(G.advance(game), first_seat, False, 0, (0,) * n, (), ())


def _waiting(plan: Plan, seat: int) -> bool:
    """Whether `seat` still has something it must be shown at a visit."""
    return G.must_show(plan.game, undelivered(plan, seat))


def undelivered(plan: Plan, seat: int) -> tuple[Seen, ...]:
    """What `seat` has not been shown yet."""
    g = plan.game
    return tuple(s for ev in g.log[plan.delivered[seat]:] for s in ev.seen if s.seat == seat)


def pending_news(plan: Plan) -> tuple[Seen, ...]:
    """What is new for the seat holding the laptop."""
    return undelivered(plan, plan.holder)


def _with(plan: Plan, **changes: Any) -> Plan:
    """dataclasses.replace, without its per-call overhead (the planner's hot path)."""
    out = object.__new__(Plan)
    values = dict(plan.__dict__)
    values.update(changes)
    object.__setattr__(out, "__dict__", values)
    return out


def deliver(plan: Plan) -> Plan:
    """Mark everything so far as shown to the holder."""
    if plan.delivered[plan.holder] == len(plan.game.log):
        return plan
    d = list(plan.delivered)
    d[plan.holder] = len(plan.game.log)
    return _with(plan, delivered=tuple(d))


def open_visit(plan: Plan) -> Plan:
    if plan.visiting:
        raise PhaseError("a visit is already open")
    return _with(plan, visiting=True, visits=plan.visits + 1)


def close_visit(plan: Plan) -> Plan:
    """End the visit: the laptop goes to the next seat clockwise."""
    plan = deliver(plan)
    n = len(plan.game.seats)
    return _with(plan, visiting=False, holder=(plan.holder + 1) % n)


def night_over(plan: Plan) -> bool:
    """Every step resolved and every seat has seen everything that is theirs."""
    g = plan.game
    if g.phase in G.NIGHT_PHASES:
        return False
    n = len(g.seats)
    if plan.visits < n or plan.visiting:
        return False  # everyone gets at least one visit: nobody can tell who had nothing to do
    return not any(_waiting(plan, seat) for seat in range(n))


# --- decisions ----------------------------------------------------------------------


def _current_ask(plan: Plan, seat: int) -> Ask | None:
    g = plan.game
    req = G.request(g)
    if req is None or not req.decision or seat not in req.seats:
        return None
    team = STEP_BY_ID[req.step].team
    if (req.step, seat) in plan.decided and not team:
        return None
    return Ask(req.step, seat, False, req.kind is Kind.MANDATORY,
               tuple(a for a in req.actors if a != seat) if team else ())


def early_asks(plan: Plan, seat: int) -> list[Ask]:
    """Later steps whose decision `seat` may take now (DESIGN.md §Hand-off 4).

    Walks the wake order from the current step; the first step that could show this seat
    anything (its own, or one that also shows bystanders: mark check, lovers, a Thing's tap,
    the Assassin's look) ends the walk, since every later decision must wait until that one
    is resolved and seen. The mark check shows everyone, so a Night step's early decision
    always comes after the seat has seen its mark.
    """
    g = plan.game
    if g.phase not in G.NIGHT_PHASES:
        return []
    if _waiting(plan, seat):
        return []
    role = g.night_roles[seat]
    order = g.order
    for k in range(g.pos, len(order)):
        step = order[k]
        st = STEP_BY_ID[step]
        if st.also_shows and G.shows_bystander(g, k, seat):
            return []
        if role not in st.roles:
            continue
        if seat not in G.actors_at(g, k):
            continue
        # The first step of this seat still to come: decide it now if allowed, then stop.
        if k == g.pos or st.needs_table or st.no_choice or (step, seat) in plan.decided:
            return []
        if G.phase_of(g, step) == _NIGHT and any(STEP_BY_ID[order[j]].puts_token for j in range(g.pos, k)):
            return []
        return [Ask(step, seat, True, st.kind is Kind.MANDATORY, ())]
    return []


def next_ask(plan: Plan) -> Ask | None:
    """The next decision for the holder during this visit, or None."""
    now = _current_ask(plan, plan.holder)
    if now is not None:
        return now
    early = early_asks(plan, plan.holder)
    return early[0] if early else None


def options(plan: Plan, ask: Ask) -> list[dict[str, Any]]:
    """The legal choices for an ask (skips not included)."""
    g = plan.game if not ask.early else G.at_step(plan.game, ask.step, ask.seat)
    return G.options(g, ask.seat)


def random_option(plan: Plan, ask: Ask, rng: Any) -> dict[str, Any] | None:
    """A uniformly random legal choice for an ask (None when there is none)."""
    g = plan.game if not ask.early else G.at_step(plan.game, ask.step, ask.seat)
    return G.random_option(g, ask.seat, rng)


def _run(plan: Plan, choice: G.Choice | None = None) -> Plan:
    """Apply `choice`, then resolve automatic steps and queued early decisions whose turn
    has come, in one pass."""
    queued = list(plan.queued)

    def supply(step: str, seats: tuple[int, ...]) -> G.Choice | None:
        hit = next((q for q in queued if q.step == step and q.seat in seats), None)
        if hit is None:
            return None
        queued.remove(hit)
        return G.Choice(hit.step, hit.seat, json.loads(hit.args) if hit.args else None)

    g = G.drive(plan.game, choice, supply)
    return _with(plan, game=g, queued=tuple(queued))


def decide(plan: Plan, ask: Ask, args: dict[str, Any] | None) -> Plan:
    """Take a decision (None = skip / no entry). Raises RuleError and changes nothing if illegal."""
    if not isinstance(ask, Ask):
        raise RuleError("bad_args", "not an ask")
    if not plan.visiting or ask.seat != plan.holder:
        raise PhaseError("only the seat holding the laptop decides, during its visit")
    # Only a decision the planner offers now: the current turn's, or an early one it allows.
    if ask.early:
        if not any(a.step == ask.step for a in early_asks(plan, plan.holder)):
            raise RuleError("not_awake", "that decision cannot be taken early now")
    else:
        now = _current_ask(plan, plan.holder)
        if now is None or now.step != ask.step:
            raise RuleError("not_awake", "that decision is not asked now")
    decided = plan.decided + ((ask.step, ask.seat),)
    if not ask.early:
        return _run(_with(plan, decided=decided), G.Choice(ask.step, ask.seat, args))
    G.check(G.at_step(plan.game, ask.step, ask.seat), G.Choice(ask.step, ask.seat, args))
    q = Queued(ask.step, ask.seat, "" if args is None else json.dumps(args, sort_keys=True))
    return _run(_with(plan, queued=plan.queued + (q,), decided=decided))


def knowledge(plan: Plan, seat: int) -> Any:
    """The seat's knowledge as far as it has been shown to it."""
    from .views import knowledge as view

    return view(plan.game, seat, upto=plan.delivered[seat])


__all__ = [
    "Ask", "Plan", "Queued", "RuleError", "start", "open_visit", "close_visit", "pending_news",
    "deliver", "next_ask", "early_asks", "decide", "options", "night_over", "knowledge",
]
