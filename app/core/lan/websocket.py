"""The WebSocket wire format (RFC 6455) as the room's server speaks it: the opening handshake and
the phones' frames, every rule a server must check, checked.

Pure: bytes in, events out. The transport (app/ui/lan/server.py) owns the sockets, the clock and
the limits on connections; the room (room.py) reads the messages. What is refused here, and how:

* a frame a client sent unmasked, with a reserved bit set, with an unknown opcode, a control frame
  over 125 bytes or fragmented, a continuation with no message begun or a new message inside one:
  the connection is failed (`("fail", 1002)`), as RFC 6455 §5.1, §5.2, §5.4, §5.5 require;
* a text message that is not UTF-8: failed with 1007 (§8.1);
* a message over `max_message` bytes: `("too_big", size)` as soon as a frame's header says so, before
  its payload is read (nothing that large is ever held); the transport answers and closes (1009).

After "fail", "too_big" or "close" the reader takes nothing more.

>>> r = Reader()
>>> r.feed(client_frame(1, b'{"t":"ping"}'))
[('text', '{"t":"ping"}')]
>>> r.feed(b"\\x81\\x02hi")  # unmasked
[('fail', 1002)]
"""
from __future__ import annotations

import base64
import hashlib
import os
from dataclasses import dataclass
from typing import Any

GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
MAX_REQUEST = 8192  # bytes of an opening handshake, headers included

# Close codes (RFC 6455 §7.4.1).
NORMAL, GOING_AWAY, PROTOCOL_ERROR, BAD_DATA, POLICY, TOO_BIG = 1000, 1001, 1002, 1007, 1008, 1009

CONTINUATION, TEXT, BINARY, CLOSE, PING, PONG = 0x0, 0x1, 0x2, 0x8, 0x9, 0xA
_DATA = (TEXT, BINARY)
_CONTROL = (CLOSE, PING, PONG)

Event = tuple[str, Any]


class HandshakeError(ValueError):
    """An opening handshake the server refuses: `status` is the HTTP answer (400, 403, 426)."""

    def __init__(self, status: int, detail: str = "") -> None:
        super().__init__(f"{status}: {detail}" if detail else str(status))
        self.status = status
        self.detail = detail


@dataclass(frozen=True)
class Request:
    """A valid opening handshake: the resource, the key, and the page it came from ("" none)."""

    path: str
    key: str
    origin: str
    size: int  # its bytes: anything after them is already frames


def read_request(buffer: bytes) -> Request | None:
    """The opening handshake at the start of `buffer`: None while it is incomplete; HandshakeError
    when it is not a WebSocket upgrade this server takes (or grows past MAX_REQUEST)."""
    end = buffer.find(b"\r\n\r\n")
    if end < 0:
        if len(buffer) > MAX_REQUEST:
            raise HandshakeError(400, "request too long")
        return None
    if end + 4 > MAX_REQUEST:
        raise HandshakeError(400, "request too long")
    try:
        text = buffer[:end].decode("ascii")
    except UnicodeDecodeError:
        raise HandshakeError(400, "not ASCII") from None
    lines = text.split("\r\n")
    parts = lines[0].split(" ")
    if len(parts) != 3 or parts[0] != "GET" or not parts[2].startswith("HTTP/1.") or parts[2] == "HTTP/1.0" \
            or not parts[1].startswith("/"):
        raise HandshakeError(400, "not a GET of HTTP/1.1")
    headers: dict[str, str] = {}
    for line in lines[1:]:
        name, colon, value = line.partition(":")
        if not colon or not name or name != name.strip():
            raise HandshakeError(400, "bad header line")
        key = name.lower()
        value = value.strip()
        headers[key] = f"{headers[key]}, {value}" if key in headers else value
    if "host" not in headers:
        raise HandshakeError(400, "no Host")
    if "websocket" not in _tokens(headers.get("upgrade", "")) or "upgrade" not in _tokens(headers.get("connection", "")):
        raise HandshakeError(400, "not an upgrade to websocket")
    if headers.get("sec-websocket-version", "") != "13":
        raise HandshakeError(426, "version 13 only")
    key = headers.get("sec-websocket-key", "")
    try:
        raw = base64.b64decode(key, validate=True)
    except ValueError:
        raw = b""
    if len(raw) != 16:
        raise HandshakeError(400, "bad Sec-WebSocket-Key")
    return Request(parts[1], key, headers.get("origin", ""), end + 4)


def _tokens(value: str) -> set[str]:
    return {t.strip().lower() for t in value.split(",")}


def accept(key: str) -> bytes:
    """The server's answer that opens the channel."""
    digest = base64.b64encode(hashlib.sha1(key.encode("ascii") + GUID).digest()).decode("ascii")
    return ("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Accept: {digest}\r\n\r\n").encode("ascii")


_REASONS = {400: "Bad Request", 403: "Forbidden", 426: "Upgrade Required"}


def refusal(status: int) -> bytes:
    """The answer to a refused handshake (the connection is closed after it)."""
    extra = "Sec-WebSocket-Version: 13\r\n" if status == 426 else ""
    return (f"HTTP/1.1 {status} {_REASONS.get(status, 'Bad Request')}\r\n{extra}"
            "Connection: close\r\nContent-Length: 0\r\n\r\n").encode("ascii")


# --- frames ---------------------------------------------------------------------------------------

def _header(opcode: int, size: int, masked: bool) -> bytes:
    first = 0x80 | opcode
    bit = 0x80 if masked else 0
    if size < 126:
        return bytes((first, bit | size))
    if size < 1 << 16:
        return bytes((first, bit | 126)) + size.to_bytes(2, "big")
    return bytes((first, bit | 127)) + size.to_bytes(8, "big")


def server_frame(opcode: int, payload: bytes) -> bytes:
    """One whole frame as a server sends it (never masked, RFC 6455 §5.1)."""
    return _header(opcode, len(payload), False) + payload


def text_frame(text: str) -> bytes:
    return server_frame(TEXT, text.encode("utf-8"))


def close_frame(code: int, reason: str = "") -> bytes:
    return server_frame(CLOSE, code.to_bytes(2, "big") + reason.encode("utf-8")[:123])


def _unmask(payload: bytes, key: bytes) -> bytes:
    n = len(payload)
    if not n:
        return b""
    stream = (key * (n // 4 + 1))[:n]
    return (int.from_bytes(payload, "little") ^ int.from_bytes(stream, "little")).to_bytes(n, "little")


def client_frame(opcode: int, payload: bytes, *, fin: bool = True, mask: bytes | None = None,
                 masked: bool = True, rsv: int = 0) -> bytes:
    """A frame as a client sends it (for tests and the fuzzers: any of its bits may be wrong)."""
    head = bytearray(_header(opcode, len(payload), masked))
    head[0] = (0x80 if fin else 0) | (rsv & 0x7) << 4 | opcode & 0xF
    if not masked:
        return bytes(head) + payload
    key = os.urandom(4) if mask is None else mask
    return bytes(head) + key + _unmask(payload, key)


class Reader:
    """One connection's incoming frames, checked as a server must; `feed` returns the events:
    ("text", str), ("binary", bytes), ("ping", bytes), ("pong", bytes), ("close", code or None),
    ("too_big", size), ("fail", close code). `frames` counts every frame read (control ones too)."""

    def __init__(self, max_message: int = 4096) -> None:
        self.max_message = max_message
        self.frames = 0
        self.done = False
        self._buf = bytearray()
        self._kind: int | None = None  # the opcode of a fragmented message in progress
        self._parts: list[bytes] = []
        self._size = 0

    def feed(self, data: bytes) -> list[Event]:
        if self.done:
            return []
        self._buf += data
        out: list[Event] = []
        while not self.done:
            event = self._next()
            if event is None:
                break
            if event[0]:
                out.append(event)
        return out

    def _stop(self, event: Event) -> Event:
        self.done = True
        self._buf.clear()
        self._parts.clear()
        return event

    def _next(self) -> Event | None:
        """One frame off the buffer: its event (("", None) for a fragment), None when incomplete."""
        buf = self._buf
        if len(buf) < 2:
            return None
        b0, b1 = buf[0], buf[1]
        fin, rsv, opcode = b0 & 0x80, b0 & 0x70, b0 & 0x0F
        size = b1 & 0x7F
        at = 2
        if size == 126:
            if len(buf) < 4:
                return None
            size, at = int.from_bytes(buf[2:4], "big"), 4
        elif size == 127:
            if len(buf) < 10:
                return None
            size, at = int.from_bytes(buf[2:10], "big"), 10
            if size >> 63:
                return self._stop(("fail", PROTOCOL_ERROR))
        # The header is whole: everything it says is checked before the payload is waited for.
        if rsv or not b1 & 0x80 or opcode not in _DATA + _CONTROL + (CONTINUATION,):
            return self._stop(("fail", PROTOCOL_ERROR))
        if opcode in _CONTROL:
            if not fin or size > 125:
                return self._stop(("fail", PROTOCOL_ERROR))
        elif (opcode == CONTINUATION) != (self._kind is not None):
            return self._stop(("fail", PROTOCOL_ERROR))
        elif self._size + size > self.max_message:
            return self._stop(("too_big", self._size + size))
        end = at + 4 + size
        if len(buf) < end:
            return None
        payload = _unmask(bytes(buf[at + 4:end]), bytes(buf[at:at + 4]))
        del buf[:end]
        self.frames += 1
        if opcode in _CONTROL:
            return self._control(opcode, payload)
        if opcode != CONTINUATION:
            self._kind = opcode
        self._parts.append(payload)
        self._size += size
        if not fin:
            return ("", None)
        kind, whole = self._kind, b"".join(self._parts)
        self._kind, self._parts, self._size = None, [], 0
        if kind == BINARY:
            return ("binary", whole)
        try:
            return ("text", whole.decode("utf-8"))
        except UnicodeDecodeError:
            return self._stop(("fail", BAD_DATA))

    def _control(self, opcode: int, payload: bytes) -> Event:
        if opcode == PING:
            return ("ping", payload)
        if opcode == PONG:
            return ("pong", payload)
        if len(payload) == 1:
            return self._stop(("fail", PROTOCOL_ERROR))
        if payload:
            try:
                payload[2:].decode("utf-8")
            except UnicodeDecodeError:
                return self._stop(("fail", BAD_DATA))
        return self._stop(("close", int.from_bytes(payload[:2], "big") if payload else None))
