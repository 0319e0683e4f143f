"""The classic narrated night (CLASSIC.md §3.2 "narrated table mode", §11.5, A30): the laptop
lies in the middle and the narrator calls every step of the night in the engine's order,
whether its holder is alive or not; the players called come to the laptop in turn.

It is the pass-and-play night of `handoff` / `xhandoff` visited in another order: the
choices are held in the same `Night` and committed to the engine after the last call, and a
visit shows exactly what that seat's pass-and-play visit of the same lap shows. Only the
visits with something of the called step are made, at its call, instead of every seat in
every lap. The calls follow the engine's step table (`narration.classic_steps`), so they are
the same whatever the deal and the deaths; a dead holder's step is called and nobody comes.

>>> from app.core.classic.mode import CLASSIC
>>> g = CLASSIC.new_game(list("ABCDEFGH"), seed=7)
>>> calls(g)
('wolves', 'seer', 'bodyguard', 'witch')
>>> night = H.begin(g)
>>> [g.roles[s] for s in visitors(g, night, "wolves", ())]
['wolf', 'wolf']
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from .. import narration
from . import handoff as H
from .handoff import Night
from .state import GameState

# Steps a holder is shown something at (no choice): who comes is read off their visit's view.
_SHOWN = {"lovers": lambda view: getattr(view, "partner", None) is not None,
          "brothers": lambda view: bool(getattr(view, "brothers", ()))}


def _x():
    from . import xhandoff
    return xhandoff


def calls(state: GameState) -> tuple[str, ...]:
    """Tonight's calls, in the engine's order (the deck list's steps, not the deal's)."""
    deck = _x().deck_list(state) if state.preset != "standard" else ()
    return narration.classic_steps(state.preset, deck, state.round)


def lap_of(state: GameState, step: str) -> int:
    """The pass-and-play lap whose visits carry `step` tonight."""
    if state.preset == "standard":
        return next(lap for lap, steps in H.LAP_STEPS.items() if step in steps)
    layout = _x().layout(state)
    return next((lap for lap, steps in sorted(layout.items()) if step in steps), 1)


def at(state: GameState, night: Night, step: str, seat: int) -> Night:
    """The night positioned at `seat`'s visit of the lap that carries `step` (every planner
    function then works on that visit)."""
    n = state.n
    index = (lap_of(state, step) - 1) * n + (seat - H.start_seat(state)) % n
    return replace(night, index=index)


def _wants(state: GameState, night: Night, step: str, seat: int) -> bool:
    view = H.visit_view(state, at(state, night, step, seat))
    if view is None or view.visit.kind == "dead":
        return False
    if step in _SHOWN:
        return _SHOWN[step](view)
    if state.preset == "standard":
        return view.visit.kind == "act" and view.visit.step == step and not view.done
    return getattr(view, "step", None) == step


def visitors(state: GameState, night: Night, step: str, visited: tuple[int, ...]) -> list[int]:
    """The seats still to come during the call of `step`, in seat order from the night's first
    seat (`visited`: those who came already)."""
    n = state.n
    first = H.start_seat(state)
    order = [(first + i) % n for i in range(n)]
    return [s for s in order if s not in visited and s in state.nightfall and _wants(state, night, step, s)]


def end_call(state: GameState, night: Night, step: str, visited: tuple[int, ...]) -> Night:
    """The call's time is up: a turn of `step` nobody took is a skip (§3.3)."""
    for seat in visitors(state, night, step, ()):
        positioned = at(state, night, step, seat)
        if step in _SHOWN:
            continue
        night = H.finish_visit(state, positioned)
    return night


def finish(state: GameState, night: Night) -> Night:
    """The open visit is over: what it did not take is a skip (as in pass-and-play)."""
    return H.finish_visit(state, night)


def commit(state: GameState, night: Night) -> tuple[GameState, Any]:
    """After the last call: the night's held choices into the engine, in its order."""
    return H.commit(state, replace(night, index=H.laps(state) * state.n))
