"""The narrated table mode's night (issue 13): the laptop lies in the middle, the narrator
calls every step of the deck in the engine's wake order, those of centre cards included,
and the players called come to the laptop in turn.

A call is one step of `narration.onenight_steps(deck)`: the same list for every deal of the
deck, so the calls and their number tell nobody which cards were dealt. During a call the
seats that act or see something now come one after the other (`visitor`); when the call's
time is up (`end_call`) a turn nobody took is taken for them: a skip, or for a step that
must be done a random legal choice (as a moderator does for a player who does not move).
The hand-off `Plan` of `handoff.py` carries the game and what each seat was shown; its
laps do not apply here.

>>> from app.core.onenight import engine as G
>>> g = G.new_game(["A", "B", "C"], ["werewolf", "seer", "robber", "villager", "villager", "werewolf"], seed=3)
>>> plan = start(g)
>>> calls(plan)
('werewolves', 'seer', 'robber')
"""
from __future__ import annotations

import random
from typing import Any

from .. import narration
from ..common.seats import seat_of
from . import engine as G
from . import handoff as P
from .catalog import Kind
from .handoff import Ask, Plan


def start(game: Any) -> Plan:
    """The plan of a narrated night (automatic first steps resolved, as in pass-and-play)."""
    return P.start(game, early=False, laps=1)


def calls(plan: Plan) -> tuple[str, ...]:
    """Every step the narrator calls tonight, in wake order (the deck's, not the deal's)."""
    return narration.onenight_steps(plan.game.deck)


def _undelivered_at(plan: Plan, step: str) -> list[int]:
    """Seats with something of `step` (resolved without a decision) not shown to them yet."""
    g = plan.game
    out = []
    for seat in range(len(g.seats)):
        if any(s.seat == seat for ev in g.log[plan.delivered[seat]:] if ev.step == step for s in ev.seen):
            out.append(seat)
    return out


def visitor(plan: Plan, step: str) -> int | None:
    """The next seat to come to the laptop during the call of `step` (None: nobody now).

    The seat whose turn the engine waits for in this step, else a seat that this step showed
    something (a step with nothing to decide is resolved at once)."""
    req = G.request(plan.game)
    if req is not None and req.step == step and req.decision and req.seats:
        return req.seats[0]
    seats = _undelivered_at(plan, step)
    return seats[0] if seats else None


def open_visit(plan: Plan, seat: int) -> Plan:
    """The laptop is with `seat` for its turn."""
    seat_of(seat, len(plan.game.seats))
    if plan.visiting:
        raise G.PhaseError("a visit is already open")
    return P.open_visit(P._with(plan, holder=seat))


def next_ask(plan: Plan) -> Ask | None:
    """The holder's decision in the current turn only (no early decisions at the table)."""
    ask = P._current_ask(plan, plan.holder)
    P._OFFERED[0] = (plan, ask)
    return ask


def _default(plan: Plan, step: str, seat: int, rng: random.Random) -> Any:
    """A turn nobody took: skip it, or, when it must be taken, a random legal choice."""
    req = G.request(plan.game)
    if req is not None and req.kind is Kind.MANDATORY:
        return G.random_option(plan.game, seat, rng)
    return None


def end_call(plan: Plan, step: str, rng: random.Random) -> Plan:
    """The call of `step` is over: every turn of it still waiting is taken by default, and
    the open visit (if any) is closed."""
    if plan.visiting:
        plan = P.close_visit(plan)
    while G.current_step(plan.game) == step:
        req = G.request(plan.game)
        assert req is not None
        seat = req.seats[0] if req.seats else None
        args = _default(plan, step, seat, rng) if seat is not None else None
        try:
            plan = P._run(plan, G.Choice(step, seat, args), decided=plan.decided + ((step, seat),))
        except G.RuleError:
            plan = P._run(plan, G.Choice(step, seat, None), decided=plan.decided + ((step, seat),))
    return plan


def end_night(plan: Plan, rng: random.Random) -> Plan:
    """After the last call: anything the engine still waits for is taken by default (a
    safeguard: every step the engine runs is called)."""
    while True:
        step = G.current_step(plan.game)
        if step is None:
            return plan
        plan = end_call(plan, step, rng)


def night_over(plan: Plan) -> bool:
    return G.current_step(plan.game) is None
