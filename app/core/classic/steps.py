"""Every classic step's legality (CLASSIC.md §3.4, §5.2, §6, §9) as one table of small checks.

A check returns None (legal) or the rejection code; codes are tried in the order of §9:
``not_awake``, ``already_acted``, ``bad_args``, ``potion_spent``, ``no_victim``,
``illegal_target``, ``repeat_protect``.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .catalog import HOLDER, LAST_TURN, NIGHT_STEPS
from .state import GameState

Args = dict[str, Any]


def is_seat(state: GameState, value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < state.n


def is_skip(args: Any) -> bool:
    return args is None or (isinstance(args, dict) and not args)


def holds(state: GameState, step: str, seat: int) -> bool:
    """Does `seat` hold a living role acting in `step` at this moment (§9 `not_awake`)?"""
    if not is_seat(state, seat):
        return False
    if step in NIGHT_STEPS:
        return state.phase == "night" and seat in state.nightfall and state.roles[seat] == HOLDER[step]
    if step in ("hunter", LAST_TURN):
        if state.phase not in ("dawn", "dusk"):
            return False
        d = state.death_of(seat)
        if d is None or d.moment != state.moment or d.cause == "shot":
            return False
        return (state.roles[seat] == "hunter") == (step == "hunter")
    if step == "vote":
        return state.phase == "vote" and seat in state.nightfall
    return False


# --- shapes (bad_args) ---------------------------------------------------------------------

def _player_shape(state: GameState, args: Args) -> bool:
    return set(args) == {"player"} and is_seat(state, args["player"])


def _witch_shape(state: GameState, args: Args) -> bool:
    if len(args) != 1:
        return False
    if "save" in args:
        return args["save"] is True
    return "poison" in args and is_seat(state, args["poison"])


def _no_shape(state: GameState, args: Args) -> bool:
    return False  # a last turn without a shot takes no arguments


# --- legality (after the shape) ------------------------------------------------------------

def _wolves(state: GameState, seat: int, args: Args) -> str | None:
    t = args["player"]
    if not state.is_alive(t) or state.roles[t] == "wolf":
        return "illegal_target"
    return None


def _seer(state: GameState, seat: int, args: Args) -> str | None:
    t = args["player"]
    return "illegal_target" if not state.is_alive(t) or t == seat else None


def _bodyguard(state: GameState, seat: int, args: Args) -> str | None:
    t = args["player"]
    if not state.is_alive(t):
        return "illegal_target"
    return "repeat_protect" if t == state.last_protect else None


def _witch(state: GameState, seat: int, args: Args) -> str | None:
    if "save" in args:
        if state.save_used is not None:
            return "potion_spent"
        return "no_victim" if state.bite is None else None
    if state.poison_used is not None:
        return "potion_spent"
    t = args["poison"]
    return "illegal_target" if not state.is_alive(t) or t == seat else None


def _other_living(state: GameState, seat: int, args: Args) -> str | None:
    t = args["player"]
    return "illegal_target" if not state.is_alive(t) or t == seat else None


SHAPES: dict[str, Callable[[GameState, Args], bool]] = {
    "wolves": _player_shape, "seer": _player_shape, "bodyguard": _player_shape,
    "witch": _witch_shape, "hunter": _player_shape, "vote": _player_shape, LAST_TURN: _no_shape,
}
LEGAL: dict[str, Callable[[GameState, int, Args], str | None]] = {
    "wolves": _wolves, "seer": _seer, "bodyguard": _bodyguard, "witch": _witch,
    "hunter": _other_living, "vote": _other_living, LAST_TURN: lambda s, seat, a: None,
}


def objection(state: GameState, step: str, seat: int, args: Any) -> str | None:
    """The rejection code of this action, or None if it is legal now."""
    if state.phase == "end" or step not in SHAPES or not holds(state, step, seat):
        return "not_awake"
    if (step, seat) in state.acted:
        return "already_acted"
    if step != state.step or seat not in state.pending:
        return "not_awake"  # a holder of a step that is not open yet
    if is_skip(args):
        return None
    if not isinstance(args, dict) or not SHAPES[step](state, args):
        return "bad_args"
    return LEGAL[step](state, seat, args)


def candidates(state: GameState, step: str, seat: int) -> list[Args]:
    """Every args object worth trying for this seat in this step (legal or not)."""
    out: list[Args] = [{}]
    if step == "witch":
        out.append({"save": True})
        out.extend({"poison": t} for t in range(state.n))
    elif step != LAST_TURN:
        out.extend({"player": t} for t in range(state.n))
    return out
