"""What the end screen shows of a finished second-wave game beyond the public view (CLASSIC.md
§11.26, End: "every team, the charmed, the spawn, the heretic's picks"), read from the finished
state with the kinds of §11.18. Nothing here is asked before the end.
"""
from __future__ import annotations

from typing import Any

from . import kinds as K
from .state import GameState


def end_facts(state: GameState) -> dict[str, Any]:
    """The second-wave facts of a finished game (empty before the end or in a first-wave game).

    ``teams``: each seat's team at the end; ``charmed`` and ``spawn``: seats; ``heretic``: (his
    seat, his two picks, whether he won beside the winners, E97) or None."""
    if state.phase != "end" or not K.wave2(state):
        return {}
    heretic = None
    fact = state.w2.heretic  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    picks: tuple[int, ...] = ()
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
    return {
        "teams": tuple(K.team(state, s) for s in range(state.n)),
        "charmed": tuple(sorted(state.w2.charmed or ())),
        "spawn": tuple(sorted(state.w2.spawn or ())),
        "heretic": heretic,
    }
