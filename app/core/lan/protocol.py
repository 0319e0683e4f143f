"""The room's messages: limits, parsing, field checks, typed errors, codes and tokens.

PROTOCOL.md is the page; this module is its table. Nothing here knows a game or a socket.
"""
from __future__ import annotations

import json
import random
import secrets
from typing import Any

MAX_BYTES = 4096  # one message from a phone
RATE_COUNT, RATE_WINDOW = 20, 2.0  # at most this many messages in this many seconds per connection
RATE_STRIKES = 3  # bursts over the rate before the connection is closed
WRONG_CODES, WRONG_WINDOW = 5, 60.0  # wrong room codes per address per minute
MAX_TEXT = 300  # a chat line
MAX_PICK = 8
MAX_ID = 64

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32: 5 bits a character
CODE_LENGTH = 6
_READ_AS = {"O": "0", "I": "1", "L": "1"}

ERRORS = ("bad_json", "too_big", "bad_message", "bad_room", "too_many_tries", "rate_limited", "no_such_seat",
          "not_phone", "seat_taken", "seat_busy", "bad_token", "not_your_seat", "stale", "replayed",
          "no_action", "bad_pick", "too_early", "chat_closed", "not_allowed", "illegal", "started")


class LanError(Exception):
    """A refused message: `code` from ERRORS, `detail` plain words (never private)."""

    def __init__(self, code: str, detail: str = "") -> None:
        assert code in ERRORS, code
        super().__init__(code, detail)
        self.code = code
        self.detail = detail


def _text(n: int) -> tuple[type, int]:
    return (str, n)


# t -> {field: (type, bound)}: str bound = most characters, int bound = largest value,
# list bound = most items (of short strings), bool bound unused.
FIELDS: dict[str, dict[str, tuple[type, int]]] = {
    "hello": {"room": _text(32)},
    "claim": {"room": _text(32), "seat": (int, 63), "portrait": _text(MAX_ID)},
    "resume": {"room": _text(32), "token": _text(32)},
    "ready": {"token": _text(32), "ready": (bool, 0)},
    "act": {"token": _text(32), "screen": (int, 2**31), "n": (int, 2**31), "do": _text(MAX_ID)},
    "chat": {"token": _text(32), "channel": _text(16), "text": _text(MAX_TEXT * 2), "n": (int, 2**31)},
    "ping": {},
}
OPTIONAL: dict[str, dict[str, tuple[type, int]]] = {"act": {"pick": (list, MAX_PICK)}}


def _check(value: Any, kind: type, bound: int, name: str) -> None:
    if kind is bool:
        ok = type(value) is bool
    elif kind is int:
        ok = type(value) is int and 0 <= value <= bound
    elif kind is str:
        ok = type(value) is str and len(value) <= bound
    else:  # a list of short strings
        ok = (type(value) is list and len(value) <= bound
              and all(type(x) is str and 0 < len(x) <= MAX_ID for x in value))
    if not ok:
        raise LanError("bad_message", f"field {name} is not valid")


def parse(raw: str | bytes) -> dict[str, Any]:
    """One message from a phone, checked: a dict with its `t`'s fields of their exact types."""
    if isinstance(raw, (bytes, bytearray)):
        if len(raw) > MAX_BYTES:
            raise LanError("too_big", "message too long")
        try:
            raw = bytes(raw).decode("utf-8")
        except UnicodeDecodeError:
            raise LanError("bad_json", "not UTF-8 text") from None
    if not isinstance(raw, str):
        raise LanError("bad_message", "not text")
    if len(raw) > MAX_BYTES or len(raw.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise LanError("too_big", "message too long")
    try:
        msg = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise LanError("bad_json", "not JSON") from None
    if type(msg) is not dict:
        raise LanError("bad_message", "not an object")
    t = msg.get("t")
    if type(t) is not str or t not in FIELDS:
        raise LanError("bad_message", "unknown message")
    fields, optional = FIELDS[t], OPTIONAL.get(t, {})
    for name in msg:
        if name != "t" and name not in fields and name not in optional:
            raise LanError("bad_message", f"unknown field {name[:20]}")
    for name, (kind, bound) in fields.items():
        if name not in msg:
            raise LanError("bad_message", f"missing field {name}")
        _check(msg[name], kind, bound, name)
    for name, (kind, bound) in optional.items():
        if name in msg:
            _check(msg[name], kind, bound, name)
    return msg


def _no_constant(name: str) -> Any:
    raise ValueError(name)  # NaN, Infinity: not JSON a phone would send


def room_code(rng: random.Random | None = None) -> str:
    """Six characters of the alphabet: 30 random bits."""
    if rng is None:
        return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))
    return "".join(rng.choice(ALPHABET) for _ in range(CODE_LENGTH))


def normalise_code(text: str) -> str:
    """A typed code as the room reads it: case-blind, O as 0, I and L as 1, spaces and dashes ignored."""
    out = []
    for ch in text.upper():
        if ch in " -_\t":
            continue
        out.append(_READ_AS.get(ch, ch))
    return "".join(out)


def new_token(rng: random.Random | None = None) -> str:
    """128 random bits, as 32 hex digits."""
    if rng is None:
        return secrets.token_hex(16)
    return f"{rng.getrandbits(128):032x}"


def clean_text(text: str) -> str:
    """A chat line as it is kept: control characters out, spaces trimmed, at most MAX_TEXT characters."""
    kept = "".join(ch for ch in text if ch.isprintable() or ch == " ")
    return kept.strip()[:MAX_TEXT]
