"""The WebSocket wire format as the room's server reads it (RFC 6455): the handshake and every frame rule."""
from __future__ import annotations

import random

import pytest

from app.core.lan import websocket as W

KEY = "dGhlIHNhbXBsZSBub25jZQ=="  # RFC 6455 §1.3's example


def request(*extra: str, first: str = "GET / HTTP/1.1", drop: str = "") -> bytes:
    lines = [first, "Host: 127.0.0.1:8766", "Upgrade: websocket", "Connection: keep-alive, Upgrade",
             f"Sec-WebSocket-Key: {KEY}", "Sec-WebSocket-Version: 13", *extra]
    return ("\r\n".join(x for x in lines if not (drop and x.startswith(drop))) + "\r\n\r\n").encode()


def test_the_handshake_and_its_answer() -> None:
    req = W.read_request(request("Origin: http://127.0.0.1:8765") + b"\x81")
    assert req == W.Request("/", KEY, "http://127.0.0.1:8765", len(request("Origin: http://127.0.0.1:8765")))
    assert b"Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n" in W.accept(KEY)
    assert W.accept(KEY).startswith(b"HTTP/1.1 101 ")
    assert W.read_request(request()[:-2]) is None  # not whole yet
    assert W.read_request(request(drop="Origin")).origin == ""


@pytest.mark.parametrize("raw, status", [
    (request(first="POST / HTTP/1.1"), 400),
    (request(first="GET / HTTP/1.0"), 400),
    (request(first="GET http://x/ HTTP/1.1"), 400),
    (request(drop="Upgrade"), 400),
    (request(drop="Connection"), 400),
    (request(drop="Host"), 400),
    (request(drop="Sec-WebSocket-Key"), 400),
    (request(drop="Sec-WebSocket-Version"), 426),
    (request("Sec-WebSocket-Version: 8", drop="Sec-WebSocket-Version"), 426),
    (request("Sec-WebSocket-Key: c2hvcnQ=", drop="Sec-WebSocket-Key"), 400),
    (request(" folded: header"), 400),
    (request().replace(b"Upgrade: websocket", b"Upgrade: websocket\r\nX: \xe9"), 400),
    (b"GET / HTTP/1.1\r\n" + b"X: " + b"a" * W.MAX_REQUEST, 400),
])
def test_bad_handshakes_are_refused(raw: bytes, status: int) -> None:
    with pytest.raises(W.HandshakeError) as err:
        W.read_request(raw)
    assert err.value.status == status
    assert W.refusal(status).startswith(f"HTTP/1.1 {status} ".encode())


def test_text_binary_ping_pong_close_and_fragments_byte_by_byte() -> None:
    stream = (W.client_frame(W.TEXT, '{"t":"pi'.encode(), fin=False)
              + W.client_frame(W.PING, b"p")  # a control frame between fragments
              + W.client_frame(W.CONTINUATION, 'ng","x":"\u00e9"}'.encode())
              + W.client_frame(W.BINARY, b"\x00\x01")
              + W.client_frame(W.PONG, b"")
              + W.client_frame(W.TEXT, b"")
              + W.client_frame(W.CLOSE, (1000).to_bytes(2, "big") + b"bye"))
    r = W.Reader()
    events = []
    for i in range(len(stream)):
        events += r.feed(stream[i:i + 1])
    assert events == [("ping", b"p"), ("text", '{"t":"ping","x":"\u00e9"}'), ("binary", b"\x00\x01"),
                      ("pong", b""), ("text", ""), ("close", 1000)]
    assert r.frames == 7 and r.done
    assert r.feed(W.client_frame(W.TEXT, b"late")) == []


@pytest.mark.parametrize("frame", [
    W.client_frame(W.TEXT, b"hi", masked=False),  # a client's frame must be masked
    W.client_frame(W.TEXT, b"hi", rsv=4),
    W.client_frame(W.TEXT, b"hi", rsv=1),
    W.client_frame(0x3, b"hi"),
    W.client_frame(0xB, b""),
    W.client_frame(W.PING, b"x" * 126),
    W.client_frame(W.PING, b"x", fin=False),
    W.client_frame(W.CONTINUATION, b"x"),
    W.client_frame(W.TEXT, b"x", fin=False) + W.client_frame(W.TEXT, b"y"),
    W.client_frame(W.CLOSE, b"\x03"),
    b"\x81\xff" + (1 << 63).to_bytes(8, "big"),
], ids=["unmasked", "rsv4", "rsv1", "opcode3", "opcodeB", "long_ping", "split_ping", "lone_continuation",
        "text_in_text", "close_one_byte", "length_2_63"])  # (ids: each frame's mask is random: workers agree on names)
def test_frames_that_break_the_protocol_fail_the_connection(frame: bytes) -> None:
    r = W.Reader()
    assert r.feed(frame) == [("fail", W.PROTOCOL_ERROR)]
    assert r.done and r.feed(W.client_frame(W.TEXT, b"{}")) == []


def test_an_unmasked_frame_fails_as_soon_as_its_header_is_read() -> None:
    assert W.Reader().feed(b"\x81\x7e\x10\x00") == [("fail", W.PROTOCOL_ERROR)]  # 4,096 bytes announced


def test_text_that_is_not_utf8_fails_with_1007() -> None:
    assert W.Reader().feed(W.client_frame(W.TEXT, b"\xff\xfe")) == [("fail", W.BAD_DATA)]
    assert W.Reader().feed(W.client_frame(W.CLOSE, b"\x03\xe8\xff")) == [("fail", W.BAD_DATA)]


def test_a_message_over_the_limit_is_too_big_before_its_payload_comes() -> None:
    r = W.Reader(4096)
    assert r.feed(W.client_frame(W.TEXT, b"a" * 4096)) == [("text", "a" * 4096)]
    big = W.client_frame(W.TEXT, b"a" * 4097)
    assert r.feed(big[:8]) == [("too_big", 4097)]  # header and mask only
    r = W.Reader(4096)
    parts = W.client_frame(W.TEXT, b"a" * 3000, fin=False) + W.client_frame(W.CONTINUATION, b"a" * 1097)
    assert r.feed(parts) == [("too_big", 4097)]
    huge = b"\x81\xff" + (10 ** 12).to_bytes(8, "big")
    assert W.Reader().feed(huge) == [("too_big", 10 ** 12)]


def test_server_frames_are_never_masked() -> None:
    assert W.text_frame("hi") == b"\x81\x02hi"
    assert W.text_frame("a" * 200)[:4] == b"\x81\x7e\x00\xc8"
    assert W.server_frame(W.BINARY, b"a" * 70000)[:10] == b"\x82\x7f" + (70000).to_bytes(8, "big")
    assert W.close_frame(1009) == b"\x88\x02\x03\xf1"


def test_random_bytes_never_raise() -> None:
    rng = random.Random(38)
    for _ in range(3000):
        r = W.Reader(256)
        data = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300)))
        if rng.random() < 0.5:
            data = W.client_frame(rng.choice([0, 1, 2, 8, 9, 10]), data[:rng.randrange(0, 140)],
                                  fin=rng.random() < 0.8) + data
        for chunk in (data[:7], data[7:]):
            for kind, _value in r.feed(chunk):
                assert kind in ("text", "binary", "ping", "pong", "close", "too_big", "fail")
