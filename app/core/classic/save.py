"""A classic game saved at any moment and loaded back exactly (JSON, with its kind and version)."""
from __future__ import annotations

import json
from typing import Any

from ..common.errors import SaveError
from .catalog import check_deal
from . import handoff
from .handoff import Night
from .state import GameState, from_dict, to_dict

KIND = "classic"
VERSION = 1


def dumps(state: GameState, night: Night | None = None, extra: dict[str, Any] | None = None) -> str:
    """The game, tonight's progress if a night is under way (handoff.Night), and the app's data."""
    doc: dict[str, Any] = {"kind": KIND, "version": VERSION, "state": to_dict(state)}
    if night is not None:
        doc["night"] = handoff.to_dict(night)
    if extra:
        doc["extra"] = extra
    return json.dumps(doc, ensure_ascii=False, sort_keys=True)


def is_classic(text: str) -> bool:
    """Whether `text` claims to be a classic save (its kind), whatever its state."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError):
        return False
    return isinstance(data, dict) and data.get("kind") == KIND


def loads(text: str) -> GameState:
    """The saved state; SaveError("corrupt" | "version") for anything that is not a classic save."""
    return loads_with_extra(text)[0]


def loads_with_extra(text: str) -> tuple[GameState, Night | None, dict[str, Any]]:
    """The saved state, its night (replayed and checked) and the app's data; SaveError as `loads`."""
    try:
        data: Any = json.loads(text)
    except (TypeError, ValueError) as exc:
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
        state = from_dict(data["state"])
        check_deal(state.roles)
        if len(state.seats) != len(state.roles):
            raise ValueError("seats and roles differ in length")
        extra = data.get("extra", {})
        if not isinstance(extra, dict) or set(data) - {"kind", "version", "state", "night", "extra"}:
            raise ValueError("unknown parts in the save")
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise SaveError("corrupt", f"a damaged classic save: {exc}") from None
    night = handoff.from_dict(state, data["night"]) if "night" in data else None
    return state, night, extra
