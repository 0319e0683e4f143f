"""The phone room's messages (PROTOCOL.md): limits, parsing with exact field types, codes, tokens.

Pure and deterministic: every check is a table lookup; randomness comes from the caller
(``secrets`` when ``rng`` is None).
"""
from __future__ import annotations

import json
import random
import secrets
from collections.abc import Callable
from typing import Any

from app.core.common.errors import LanError

MAX_BYTES = 4096            # a message's size, UTF-8 bytes
RATE_COUNT = 20             # at most this many messages ...
RATE_WINDOW = 2.0           # ... in this many seconds on one connection
RATE_BURSTS = 3             # the third refused burst closes the connection
FLOOD = 40                  # refused messages in one rate window: the connection is closed at once
JOIN_SECONDS = 5.0          # a new connection's time to give the room code (hello, claim or resume)
MAX_CONNECTIONS = 64        # open connections in all (phones, reloads, the seat list's readers)
ADDRESS_STRANGERS = 4       # connections from one address that have not given the room code
TRIES = 5                   # wrong room codes from one address ...
TRIES_WINDOW = 60.0         # ... in this many seconds: then too_many_tries
CHAT_MAX = 300              # a chat line's characters
MAX_INT = 2 ** 53 - 1       # the largest int a phone's script counts exactly
MAX_PICK = 32               # option ids in one act

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32
CODE_LEN = 6
TOKEN_HEX = 32              # 128 bits


# --- field kinds: each returns the value or raises ---------------------------------------------

def _str(limit: int) -> Callable[[Any], Any]:
    def check(v: Any) -> Any:
        if type(v) is not str or len(v) > limit:
            raise LanError("bad_message", "string expected")
        return v
    return check


def _int(lo: int, hi: int) -> Callable[[Any], Any]:
    def check(v: Any) -> Any:
        if type(v) is not int or not lo <= v <= hi:  # bool is not int here
            raise LanError("bad_message", "int expected")
        return v
    return check


def _bool(v: Any) -> Any:
    if type(v) is not bool:
        raise LanError("bad_message", "bool expected")
    return v


def _pick(v: Any) -> Any:
    if v is None:
        return ()
    if type(v) is not list or len(v) > MAX_PICK:
        raise LanError("bad_message", "list expected")
    return tuple(_str(64)(x) for x in v)


ROOM = _str(32)
TOKEN = _str(64)
ID = _str(64)
SEAT = _int(0, 255)
INT = _int(0, MAX_INT)
TEXT = _str(CHAT_MAX)

# Every phone message: its required fields, then its optional ones (absent: the default).
FIELDS: dict[str, tuple[dict[str, Callable[[Any], Any]], dict[str, tuple[Callable[[Any], Any], Any]]]] = {
    "hello": ({"room": ROOM}, {}),
    "claim": ({"room": ROOM, "seat": SEAT, "portrait": ID}, {}),
    "resume": ({"room": ROOM, "token": TOKEN}, {}),
    "ready": ({"token": TOKEN, "ready": _bool}, {}),
    "act": ({"token": TOKEN, "screen": INT, "n": INT, "do": ID}, {"pick": (_pick, ())}),
    "chat": ({"token": TOKEN, "channel": ID, "n": INT, "text": TEXT}, {}),
    "ping": ({}, {}),
}


def _no_dupes(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        raise ValueError("duplicate key")
    return out


def _no_constant(name: str) -> Any:
    raise ValueError(f"not JSON: {name}")


def parse(raw: str | bytes) -> dict[str, Any]:
    """One phone message, checked: a dict with ``t`` and exactly its fields (optional ones filled in).

    Raises LanError: too_big, bad_json, bad_message."""
    if isinstance(raw, (bytes, bytearray)):
        if len(raw) > MAX_BYTES:
            raise LanError("too_big")
        try:
            text = bytes(raw).decode("utf-8")
        except UnicodeDecodeError:
            raise LanError("bad_json", "not UTF-8") from None
    elif isinstance(raw, str):
        if len(raw) > MAX_BYTES or len(raw.encode("utf-8", "surrogatepass")) > MAX_BYTES:
            raise LanError("too_big")
        text = raw
    else:
        raise LanError("bad_json", "not text")
    try:
        msg = json.loads(text, object_pairs_hook=_no_dupes, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise LanError("bad_json") from None
    if type(msg) is not dict:
        raise LanError("bad_message", "not an object")
    t = msg.get("t")
    if type(t) is not str or t not in FIELDS:
        raise LanError("bad_message", "unknown t")
    need, optional = FIELDS[t]
    extra = set(msg) - {"t"} - set(need) - set(optional)
    if extra or not set(need) <= set(msg):
        raise LanError("bad_message", f"fields of {t}")
    out: dict[str, Any] = {"t": t}
    for name, check in need.items():
        out[name] = check(msg[name])
    for name, (check, default) in optional.items():
        out[name] = check(msg[name]) if name in msg else default
    return out


# --- codes and tokens ----------------------------------------------------------------------------

def room_code(rng: random.Random | None = None) -> str:
    """A new room code: 6 symbols of Crockford's base 32 (30 bits)."""
    pick = secrets.choice if rng is None else rng.choice
    return "".join(pick(ALPHABET) for _ in range(CODE_LEN))


_READ = str.maketrans({"O": "0", "I": "1", "L": "1", " ": None, "-": None})


def normalise_code(text: str) -> str:
    """A typed room code in display form: case-blind, O as 0, I and L as 1, spaces and dashes dropped."""
    return text.upper().translate(_READ)


def new_token(rng: random.Random | None = None) -> str:
    """A seat token: 128 random bits as 32 hex digits."""
    if rng is None:
        return secrets.token_hex(TOKEN_HEX // 2)
    return f"{rng.getrandbits(128):032x}"
