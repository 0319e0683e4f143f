"""Two sights of a second-wave visit that `xlaps.visit_view` does not carry (CLASSIC.md §11.26):
the assassin's vote count on his even-night step, and "S joined the pack" on the pack's lap.

Both are logged when their step opens, so they are read off the same replay of tonight's held
choices that the visit view uses, and only on the lap that carries the step.
"""
from __future__ import annotations

from . import xlaps as L
from .handoff import Night
from .state import Event, GameState

# the step whose lap shows each kind of event
_SIGHT_STEPS = {"assassin_votes": "assassin", "joined": "wolves"}


def opening_sights(state: GameState, night: Night) -> tuple[Event, ...]:
    """The current visit's holder's events of kind ``assassin_votes`` or ``joined`` tonight,
    on the lap that carries their step (empty elsewhere, and for a dead seat's pause)."""
    if not state.w2:
        return ()
    v = L.current(state, night)
    if v is None or v.kind == "dead":
        return ()
    steps = L.layout(state).get(v.lap, ())
    full, _ = L.replay(state, night)
    return tuple(e for e in full.log[len(state.log):]
                 if e.seat == v.seat and e.kind in _SIGHT_STEPS and _SIGHT_STEPS[e.kind] in steps)


__all__ = ["opening_sights"]
