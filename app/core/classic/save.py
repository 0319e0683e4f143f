"""A classic game saved at any moment and loaded back exactly (JSON, with its kind and version).

A save holds the whole state, but loading trusts none of it beyond the seats, the seed, the
roles and the choices its log records: the game is dealt again and every recorded choice is
replayed through the engine (`replay`), and the result must be the saved state exactly. So a
save whose values are consistent in shape but impossible (an unknown phase, a dead list the
log does not tell, a bite that is not the picks' top, a pending seat out of range...) is
refused as corrupt instead of crashing the app later.
"""
from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from ..common.errors import SaveError
from ..common.flow import save_kind
from . import table_mode
from . import handoff
from .catalog import check_deal
from .handoff import Night
from .history import replay
from .state import GameState, from_dict, to_dict

KIND = "classic"
VERSION = 1


def dumps(state: GameState, night: Night | None = None, extra: dict[str, Any] | None = None, *,
          log_from: int = 0) -> str:
    """The game, tonight's progress if a night is under way (handoff.Night), and the app's data.
    `log_from`: the state's log from that event on only (the autosave's journal records what is
    new since its last save: app/core/common/journal.py)."""
    if log_from:
        state = replace(state, log=state.log[log_from:])
    doc: dict[str, Any] = {"kind": KIND, "version": VERSION, "state": to_dict(state)}
    if night is not None:
        doc["night"] = handoff.to_dict(night)
    if extra:
        doc["extra"] = extra
    return json.dumps(doc, ensure_ascii=False, sort_keys=True)


def is_classic(text: str) -> bool:
    """Whether `text` claims to be a classic save (its kind), whatever its state."""
    return save_kind(text) == KIND


def loads(text: str) -> GameState:
    """The saved state; SaveError("corrupt" | "version") for anything that is not a classic save."""
    return loads_with_extra(text)[0]


def loads_with_extra(text: str) -> tuple[GameState, Night | None, dict[str, Any]]:
    """The saved state, its night (replayed and checked) and the app's data; SaveError as `loads`."""
    try:
        data: Any = json.loads(text)
    except (TypeError, ValueError, RecursionError) as exc:
        raise SaveError("corrupt", f"not a classic save: {exc}") from None
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise SaveError("corrupt", "not a classic save")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise SaveError("version", f"the save was written by a newer version (classic format {version}; "
                                   f"this version reads up to {VERSION})")
    if version != VERSION:
        raise SaveError("corrupt", f"unknown classic save version {data.get('version')!r}")
    try:
        data["state"] = _facts_as_object(data["state"])
        saved = from_dict(data["state"])
        if saved.preset == "standard":
            check_deal(saved.roles)
        elif saved.preset != "extended":
            raise ValueError(f"unknown preset {saved.preset!r}")
        if len(saved.seats) != len(saved.roles):
            raise ValueError("seats and roles differ in length")
        extra = data.get("extra", {})
        if not isinstance(extra, dict) or set(data) - {"kind", "version", "state", "night", "extra"}:
            raise ValueError("unknown parts in the save")
        state = replay(saved)
        # Exactly the saved state, types included (1.0 or true for a seat 1 is not a real save).
        if json.dumps(to_dict(state), sort_keys=True) != json.dumps(data["state"], sort_keys=True):
            raise ValueError("the saved state is not the one its log replays to")
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - whatever a damaged file makes fail, it is corrupt
        raise SaveError("corrupt", f"a damaged classic save: {type(exc).__name__}: {exc}") from None
    try:
        table = extra.get("table")
        # a narrated night, call by call: its choices are held in the calls' order, and a call may come
        # to a lap before an earlier call's (the seer's after the wolves' on an extended Night 1)
        if "night" in data and state.preset != "standard" and isinstance(table, dict) and table:
            night = table_mode.from_dict(state, data["night"])
        else:
            night = handoff.from_dict(state, data["night"]) if "night" in data else None
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - as above
        raise SaveError("corrupt", f"a damaged classic night: {type(exc).__name__}: {exc}") from None
    return state, night, extra


def _facts_as_object(state: Any) -> Any:
    """A saved state in today's shape: a save written before the second wave's facts were typed
    holds them as sorted [fact, value] pairs (``"w2": [["charmed", [3]], ...]``); today they are
    an object of the facts known (state.Facts), the same facts with the same values. Any other
    state is returned as it is (its checks come after)."""
    if isinstance(state, dict) and isinstance(state.get("w2"), list):
        pairs = state["w2"]
        if not all(isinstance(p, list) and len(p) == 2 and isinstance(p[0], str) for p in pairs) \
                or [p[0] for p in pairs] != sorted({p[0] for p in pairs}):
            raise ValueError("the second wave's facts are not sorted [fact, value] pairs")
        state = {**state, "w2": dict(pairs)}
    return state
