"""A classic game saved at any moment and loaded back exactly (JSON, with its kind and version)."""
from __future__ import annotations

import json
from typing import Any

from ..common.errors import SaveError
from .catalog import check_deal
from .state import GameState, from_dict, to_dict

KIND = "classic"
VERSION = 1


def dumps(state: GameState) -> str:
    return json.dumps({"kind": KIND, "version": VERSION, "state": to_dict(state)}, ensure_ascii=False,
                      sort_keys=True)


def loads(text: str) -> GameState:
    """The saved state; SaveError("corrupt" | "version") for anything that is not a classic save."""
    try:
        data: Any = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise SaveError("corrupt", f"not a classic save: {exc}") from None
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise SaveError("corrupt", "not a classic save")
    if data.get("version") != VERSION:
        raise SaveError("version", f"unknown classic save version {data.get('version')!r}")
    try:
        state = from_dict(data["state"])
        check_deal(state.roles)
        if len(state.seats) != len(state.roles):
            raise ValueError("seats and roles differ in length")
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError("corrupt", f"a damaged classic save: {exc}") from None
    return state
