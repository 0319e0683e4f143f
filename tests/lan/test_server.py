"""The room's server: only its own files, the right types, no listing, private addresses only,
and the channel open to its own page (never another site's)."""
from __future__ import annotations

import base64
import json
import os
import socket
import threading
import urllib.error
import urllib.request

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtNetwork import QNetworkRequest
from PySide6.QtWebSockets import QWebSocket

from app.core.lan import websocket as W
from app.core.lan.room import Room
from app.ui.lan.server import HANDSHAKE_SECONDS, RoomServer, is_private


@pytest.mark.parametrize("addr,private", [
    ("10.1.2.3", True), ("172.16.0.1", True), ("172.31.255.255", True), ("172.32.0.1", False),
    ("192.168.1.20", True), ("169.254.3.4", True), ("8.8.8.8", False), ("100.64.0.1", False),
    ("127.0.0.1", False), ("0.0.0.0", False), ("fd12:3456::1", True), ("fe80::1%eth0", True),
    ("2001:4860::8888", False), ("::1", False), ("::ffff:192.168.0.9", True), ("::ffff:8.8.8.8", False),
    ("nonsense", False), ("", False),
])
def test_which_addresses_are_private(addr, private):
    assert is_private(addr) is private


@pytest.fixture
def served(qapp):
    server = RoomServer(0, hosts=["127.0.0.1"])
    room = Room(["Ann", "Bob"], [0, 1], send=server.send, close=server.drop)
    server.attach(room)
    server.start()
    yield server, room
    server.stop()
    server.deleteLater()


def fetch(qapp, url: str) -> tuple[int, dict, bytes]:
    box: dict = {}

    def run() -> None:
        try:
            with urllib.request.urlopen(url, timeout=5) as r:
                box["r"] = (r.status, {k.lower(): v for k, v in r.headers.items()}, r.read())
        except urllib.error.HTTPError as e:
            box["r"] = (e.code, {}, b"")

    t = threading.Thread(target=run)
    t.start()
    while t.is_alive():
        qapp.processEvents()
        t.join(0.01)
    return box["r"]


def test_the_page_and_its_files_with_their_types(served, qapp):
    server, room = served
    base = f"http://127.0.0.1:{server.port}"
    status, headers, body = fetch(qapp, base + "/")
    assert status == 200 and headers["content-type"].startswith("text/html")
    assert headers["cache-control"] == "no-store" and "frame-ancestors 'none'" in headers["content-security-policy"]
    assert f'content="{server.ws_port}"'.encode() in body and room.code.encode() not in body
    for path, kind in (("/phone.js", "text/javascript"), ("/phone.css", "text/css"),
                       ("/portraits/fox.svg", "image/svg+xml")):
        status, headers, _ = fetch(qapp, base + path)
        assert status == 200 and headers["content-type"].startswith(kind), path
    for path in ("/../pyproject.toml", "/%2e%2e/pyproject.toml", "/portraits/", "/portraits/../../app/__init__.py",
                 "/resources/lan/phone.js", "/index.html?x=1/../..", "/ws"):
        assert fetch(qapp, base + path)[0] == 404, path


def test_the_channel_is_open_to_this_page_only(served, qtbot):
    server, room = served
    url = QUrl(f"ws://127.0.0.1:{server.ws_port}/")
    got: dict[str, list] = {"own": [], "other": []}
    socks = []
    for name, origin in (("own", f"http://127.0.0.1:{server.port}"), ("other", "http://evil.example")):
        sock = QWebSocket(origin)
        sock.textMessageReceived.connect(lambda text, name=name: got[name].append(json.loads(text)))
        sock.connected.connect(lambda sock=sock: sock.sendTextMessage(json.dumps({"t": "hello", "room": room.code})))
        sock.open(QNetworkRequest(url))
        socks.append(sock)
    qtbot.waitUntil(lambda: bool(got["own"]), timeout=5000)
    qtbot.wait(300)
    assert got["own"][0]["t"] == "seats" and got["other"] == []
    for sock in socks:
        sock.close()
        sock.deleteLater()


def test_the_laptops_own_addresses_are_read_and_listened_on(qapp):
    from app.ui.lan.server import private_addresses

    found = private_addresses()
    assert all(is_private(a) and "." in a for a in found)
    server = RoomServer(0)  # the system's own addresses, as the app opens a room
    server.attach(Room(["Ann"], [0], send=server.send, close=server.drop))
    server.start()
    try:
        assert server.port and server.ws_port and server.addresses() == found
    finally:
        server.stop()
        server.deleteLater()


# --- the channel's frames (issue 38): what RFC 6455 asks of a server, enforced here ---------------

def _talk(qtbot, port: int, frames: bytes, *, handshake: bool = True, origin: str = "") -> tuple[bytes, list, bool]:
    """A raw client in a thread of its own (the server runs in this thread's event loop): the
    handshake's answer, the server's frames after it (without a handshake: the bytes it got), and
    whether the server closed the socket."""
    box: dict = {"head": b"", "data": b"", "closed": False}

    def run() -> None:
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
        try:
            if handshake:
                key = base64.b64encode(os.urandom(16)).decode()
                extra = f"Origin: {origin}\r\n" if origin else ""
                s.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                           f"{extra}\r\n").encode())
                while b"\r\n\r\n" not in box["head"]:
                    chunk = s.recv(4096)
                    if not chunk:
                        break
                    box["head"] += chunk
                box["head"], _, box["data"] = box["head"].partition(b"\r\n\r\n")
            try:
                s.sendall(frames)
            except OSError:
                pass
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    box["closed"] = True
                    break
                box["data"] += chunk
        except (ConnectionResetError, BrokenPipeError):
            box["closed"] = True
        except socket.timeout:
            pass
        finally:
            s.close()

    t = threading.Thread(target=run)
    t.start()
    qtbot.waitUntil(lambda: not t.is_alive(), timeout=15000)
    return box["head"], box["data"] if not handshake else _frames(box["data"]), box["closed"]


def _frames(data: bytes) -> list[tuple[int, bytes]]:
    """The server's frames (never masked)."""
    out = []
    while len(data) >= 2:
        size, at = data[1] & 0x7F, 2
        if size == 126:
            size, at = int.from_bytes(data[2:4], "big"), 4
        elif size == 127:
            size, at = int.from_bytes(data[2:10], "big"), 10
        out.append((data[0] & 0x0F, data[at:at + size]))
        data = data[at + size:]
    return out


def _close_code(frames: list) -> int | None:
    return next((int.from_bytes(p[:2], "big") for op, p in frames if op == W.CLOSE), None)


def test_a_masked_message_is_answered(served, qtbot):
    server, room = served
    head, frames, _ = _talk(qtbot, server.ws_port, W.client_frame(W.TEXT, b'{"t":"ping"}')
                            + W.client_frame(W.PING, b"hi") + W.client_frame(W.CLOSE, b"\x03\xe8"))
    assert head.startswith(b"HTTP/1.1 101 ")
    assert frames == [(W.TEXT, b'{"t":"pong"}'), (W.PONG, b"hi"), (W.CLOSE, b"\x03\xe8")]


def test_an_unmasked_frame_closes_the_connection(served, qtbot):
    # Qt's QWebSocketServer took it and answered (the server used it until issue 38).
    server, room = served
    _, frames, closed = _talk(qtbot, server.ws_port, W.client_frame(W.TEXT, b'{"t":"ping"}', masked=False))
    assert frames == [(W.CLOSE, (W.PROTOCOL_ERROR).to_bytes(2, "big"))] and closed


def test_an_oversized_frame_is_answered_too_big_then_closed(served, qtbot):
    server, room = served
    big = json.dumps({"t": "ping", "x": "a" * 5000}).encode()
    _, frames, closed = _talk(qtbot, server.ws_port, W.client_frame(W.TEXT, big))
    assert [op for op, _ in frames] == [W.TEXT, W.CLOSE] and closed
    assert json.loads(frames[0][1])["code"] == "too_big" and _close_code(frames) == W.TOO_BIG
    _, frames, _ = _talk(qtbot, server.ws_port, W.client_frame(W.TEXT, b" " * 4084 + b'{"t":"ping"}')
                         + W.client_frame(W.CLOSE, b""))
    assert frames[0] == (W.TEXT, b'{"t":"pong"}')  # 4,096 bytes: still a message


@pytest.mark.parametrize("flood", ["ping frames", "messages"])
def test_a_flood_is_closed(served, qtbot, flood):
    server, room = served
    one = W.client_frame(W.PING, b"x") if flood == "ping frames" else W.client_frame(W.TEXT, b'{"t":"ping"}')
    _, frames, closed = _talk(qtbot, server.ws_port, one * 2000)
    assert closed and _close_code(frames) == W.POLICY
    assert len(frames) < 200


def test_a_broken_handshake_and_another_sites_page_are_refused(served, qtbot):
    server, room = served
    _, got, closed = _talk(qtbot, server.ws_port, b"GET / HTTP/1.1\r\nHost: x\r\n\r\n", handshake=False)
    assert got.startswith(b"HTTP/1.1 400 ") and closed
    head, _, closed = _talk(qtbot, server.ws_port, b"", origin="http://evil.example")
    assert head.startswith(b"HTTP/1.1 403 ") and closed


def test_a_handshake_not_finished_in_time_is_cut(qapp, qtbot):
    now = [100.0]
    server = RoomServer(0, hosts=["127.0.0.1"], clock=lambda: now[0])
    room = Room(["Ann"], [0], send=server.send, close=server.drop)
    server.attach(room)
    server.start()
    try:
        s = socket.create_connection(("127.0.0.1", server.ws_port), timeout=5)
        s.sendall(b"GET / HTTP/1.1\r\n")  # and no more
        qtbot.waitUntil(lambda: len(server._sockets) == 1, timeout=5000)
        now[0] += HANDSHAKE_SECONDS
        qtbot.waitUntil(lambda: not server._sockets, timeout=5000)
        s.close()
    finally:
        server.stop()
        server.deleteLater()
