"""The room's server: only its own files, the right types, no listing, private addresses only,
and the channel open to its own page (never another site's)."""
from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtNetwork import QNetworkRequest
from PySide6.QtWebSockets import QWebSocket

from app.core.lan.room import Room
from app.ui.lan.server import RoomServer, is_private


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
