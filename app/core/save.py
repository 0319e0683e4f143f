"""Versioned JSON save/load of a whole game (any moment, mid-night included).

>>> from app.core.game import new_game, advance
>>> g = advance(new_game(["Ann", "Bob", "Cat"], ["vampire", "cupid", "seer", "villager", "priest", "marksman"], 5))
>>> loads(dumps(g)) == g
True
"""
from __future__ import annotations

import json
import types
import typing
from dataclasses import fields, is_dataclass
from typing import Any, get_type_hints

from .errors import SaveError
from .passplay import Ask, Plan, Queued
from .table import Event, GameState, Seen

FORMAT = "pass-the-night"
VERSION = 1
_KINDS: dict[str, type] = {"game": GameState, "plan": Plan}


def _encode(value: Any) -> Any:
    if is_dataclass(value):
        return {f.name: _encode(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    if isinstance(value, dict):
        return {k: _encode(v) for k, v in value.items()}
    return value


def _decode(tp: Any, value: Any) -> Any:
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        if value is None:
            return None
        last: Exception | None = None
        for arg in typing.get_args(tp):
            if arg is type(None):
                continue
            try:
                return _decode(arg, value)
            except (TypeError, ValueError, KeyError) as exc:
                last = exc
        raise ValueError(f"no type matches {value!r}") from last
    if origin is tuple:
        if not isinstance(value, list):
            raise TypeError(f"expected a list, got {type(value).__name__}")
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], v) for v in value)
        if len(args) != len(value):
            raise ValueError("wrong tuple length")
        return tuple(_decode(a, v) for a, v in zip(args, value))
    if origin is dict:
        k_t, v_t = typing.get_args(tp)
        if not isinstance(value, dict):
            raise TypeError("expected an object")
        return {k: _decode(v_t, v) for k, v in value.items()}
    if isinstance(tp, type) and is_dataclass(tp):
        if not isinstance(value, dict):
            raise TypeError(f"expected an object for {tp.__name__}")
        hints = get_type_hints(tp)
        names = {f.name for f in fields(tp)}
        if set(value) != names:
            raise KeyError(f"{tp.__name__} fields differ: {sorted(set(value) ^ names)}")
        return tp(**{name: _decode(hints[name], value[name]) for name in names})
    if tp is bool:
        if not isinstance(value, bool):
            raise TypeError("expected a boolean")
        return value
    if tp is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError("expected an integer")
        return value
    if tp is str:
        if not isinstance(value, str):
            raise TypeError("expected a string")
        return value
    if tp is Any:
        return value
    raise TypeError(f"cannot decode {tp!r}")


def dumps(obj: GameState | Plan, extra: dict[str, Any] | None = None) -> str:
    """Serialise a game or a hand-off plan (plus app data in `extra`) to JSON text."""
    kind = "plan" if isinstance(obj, Plan) else "game"
    doc = {"format": FORMAT, "version": VERSION, "kind": kind, "data": _encode(obj), "extra": extra or {}}
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))


def loads_with_extra(text: str) -> tuple[GameState | Plan, dict[str, Any]]:
    """Load what `dumps` wrote, with its app data. Raises SaveError (corrupt / version)."""
    try:
        doc = json.loads(text)
    except (json.JSONDecodeError, TypeError, ValueError) as exc:
        raise SaveError("corrupt", f"the save file is not valid JSON ({exc})") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError("corrupt", "this is not a Pass the Night save file")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("corrupt", "the save file has no version")
    if version > VERSION:
        raise SaveError("version", f"the save file was written by a newer version (format {version}; "
                                   f"this version reads up to {VERSION})")
    if version < 1:
        raise SaveError("corrupt", f"unknown save format version {version}")
    kind = doc.get("kind")
    if kind not in _KINDS:
        raise SaveError("corrupt", f"unknown save kind {kind!r}")
    try:
        obj = _decode(_KINDS[kind], doc.get("data"))
    except (TypeError, ValueError, KeyError) as exc:
        raise SaveError("corrupt", f"the save file is damaged ({exc})") from None
    extra = doc.get("extra") or {}
    if not isinstance(extra, dict):
        raise SaveError("corrupt", "the save file's app data is damaged")
    return obj, extra


def loads(text: str) -> GameState | Plan:
    """Load a game or plan written by `dumps`."""
    return loads_with_extra(text)[0]


__all__ = ["dumps", "loads", "loads_with_extra", "SaveError", "Seen", "Event", "Queued", "Ask"]
