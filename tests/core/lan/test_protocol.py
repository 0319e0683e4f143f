"""The phone messages' parsing, limits, codes and tokens (PROTOCOL.md)."""
from __future__ import annotations

import random

import pytest

from app.core.common.errors import LAN_CODES, LanError
from app.core.lan import protocol as P


def test_every_message_of_the_table_parses() -> None:
    tok = "ab" * 16
    assert P.parse('{"t":"ping"}') == {"t": "ping"}
    assert P.parse(b'{"t":"hello","room":"k7m2qx"}') == {"t": "hello", "room": "k7m2qx"}
    assert P.parse('{"t":"claim","room":"A","seat":3,"portrait":"fox"}')["seat"] == 3
    assert P.parse(f'{{"t":"resume","room":"A","token":"{tok}"}}')["token"] == tok
    assert P.parse(f'{{"t":"ready","token":"{tok}","ready":false}}')["ready"] is False
    act = P.parse(f'{{"t":"act","token":"{tok}","screen":4,"n":0,"do":"ok"}}')
    assert act["pick"] == ()
    assert P.parse(f'{{"t":"act","token":"{tok}","screen":4,"n":0,"do":"ok","pick":null}}')["pick"] == ()
    assert P.parse(f'{{"t":"act","token":"{tok}","screen":4,"n":0,"do":"ok","pick":["a","b"]}}')["pick"] == ("a", "b")
    assert P.parse(f'{{"t":"chat","token":"{tok}","channel":"day","n":2,"text":"hi"}}')["text"] == "hi"
    assert set(P.FIELDS) == {"hello", "claim", "resume", "ready", "act", "chat", "ping"}


@pytest.mark.parametrize("raw, code", [
    ("", "bad_json"), ("{", "bad_json"), ("Infinity", "bad_json"), ('{"a":1,"a":2}', "bad_json"),
    (b"\xc3\x28", "bad_json"), ("[" * 2000 + "]" * 2000, "bad_json"), ("x" * 4097, "too_big"),
    (b"x" * 4097, "too_big"), ("null", "bad_message"), ('"ping"', "bad_message"), ('{"t":"PING"}', "bad_message"),
    ('{"t":"ready","token":"a","ready":0}', "bad_message"), ('{"t":"claim","room":"A","seat":false,"portrait":"f"}', "bad_message"),
    ('{"t":"claim","room":"A","seat":256,"portrait":"f"}', "bad_message"), ('{"t":"hello","room":"' + "A" * 33 + '"}', "bad_message"),
])
def test_refusals(raw: str | bytes, code: str) -> None:
    with pytest.raises(LanError) as e:
        P.parse(raw)
    assert e.value.code == code


def test_lan_error_codes_are_the_tables() -> None:
    assert len(LAN_CODES) == 20 and LanError("stale").code == "stale"
    with pytest.raises(ValueError):
        LanError("nonsense")


def test_codes_and_tokens() -> None:
    rng = random.Random(4)
    codes = {P.room_code(rng) for _ in range(200)}
    assert len(codes) == 200 and all(len(c) == 6 and set(c) <= set(P.ALPHABET) for c in codes)
    assert len(P.ALPHABET) == 32 and not set("ILOU") & set(P.ALPHABET)
    assert P.room_code(random.Random(4)) == P.room_code(random.Random(4))
    assert len(P.room_code()) == 6
    assert P.normalise_code(" ko1-il o ") == "K0111" + "0"
    tokens = {P.new_token(rng) for _ in range(200)} | {P.new_token() for _ in range(5)}
    assert len(tokens) == 205 and all(len(t) == 32 and int(t, 16) >= 0 for t in tokens)
