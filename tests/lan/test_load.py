"""Load on the loopback address: 18 phones (real WebSocket clients) through 100 nights of a classic
table's shape (two laps of 18 visits each), one of them dropping and coming back mid-night; and 300
silent sockets that lock no phone out."""
from __future__ import annotations

import base64
import json
import os
import socket
import threading

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket

from app.core.lan import protocol as P
from app.core.lan.room import Room
from app.ui.lan.server import RoomServer

SEATS, NIGHTS, LAPS = 18, 100, 2


class Client:
    """One phone: claims its seat, answers every visit screen with a tap on its first option."""

    def __init__(self, url: str, code: str, seat: int) -> None:
        self.url, self.code, self.seat = url, code, seat
        self.token, self.n, self.screens, self.errors = "", 0, [], []
        self.claims = 0
        self.answered: set[int] = set()
        self.sock = self._open()

    def _open(self) -> QWebSocket:
        sock = QWebSocket()
        sock.textMessageReceived.connect(self._got)
        sock.connected.connect(self._hello)
        sock.open(QUrl(self.url))
        return sock

    def _send(self, **msg) -> None:
        if msg["t"] in ("act", "chat"):
            self.n += 1
            msg["n"] = self.n
        self.sock.sendTextMessage(json.dumps(msg))

    def _hello(self) -> None:
        self.n = 0
        if self.token:
            self._send(t="resume", room=self.code, token=self.token)
        else:
            self._send(t="claim", room=self.code, seat=self.seat, portrait="fox")

    def _got(self, text: str) -> None:
        msg = json.loads(text)
        if msg["t"] == "claimed":
            self.token = msg["token"]
            self.claims += 1
        elif msg["t"] == "error":
            self.errors.append(msg["code"])
        elif msg["t"] == "screen":
            self.screens.append(msg)
            s = msg["screen"]
            if s["kind"] == "visit" and msg["id"] not in self.answered:
                self.answered.add(msg["id"])
                self._send(t="act", token=self.token, screen=msg["id"], do="tap", pick=[s["pick"]["options"][0]["id"]])

    def drop(self) -> None:
        self.sock.abort()
        self.sock.deleteLater()

    def back(self) -> None:
        self.sock = self._open()


def visit(night: int, lap: int, seat: int) -> dict:
    return {"kind": "visit", "title": f"Seat {seat}", "sub": f"Night {night} · lap {lap}", "lines": [], "prompt": "",
            "pick": {"min": 1, "max": 1, "options": [{"id": f"seat:{(seat + 1) % SEATS}", "label": "next"}]},
            "buttons": [{"do": "tap", "label": "Choose", "needs_pick": True, "after_ms": 0}],
            "chat": None, "quiet": True}


WAIT = {"kind": "wait", "title": "Night", "sub": "", "lines": [], "prompt": "", "pick": None, "buttons": [],
        "chat": None, "quiet": True}


def _until(app, done, rounds: int = 200_000) -> None:
    """Run the event loop until `done()` (a bounded number of rounds: a hang fails, no clock asked)."""
    for _ in range(rounds):
        if done():
            return
        app.processEvents()
    raise AssertionError("the phones stopped answering")


def test_eighteen_phones_through_a_hundred_nights(qtbot, qapp):
    server = RoomServer(0, hosts=["127.0.0.1"])
    ticks = iter(range(10**9))
    # the room's clock moves 0.2 s a message: a steady pace under the flood limit, and no wall-clock wait
    room = Room([f"P{i}" for i in range(SEATS)], range(SEATS), send=server.send, close=server.drop,
                clock=lambda: next(ticks) * 0.2)
    acts: list[tuple[int, str, tuple[str, ...]]] = []
    room.on_act = lambda seat, do, pick: acts.append((seat, do, pick)) or None
    server.attach(room)
    server.start()
    url = f"ws://127.0.0.1:{server.ws_port}/"
    clients: list[Client] = []
    for seat in range(SEATS):  # one phone after another, as they scan the code (one address here: loopback)
        clients.append(Client(url, room.code, seat))
        qtbot.waitUntil(lambda: bool(clients[-1].token), timeout=20000)
    room.start()
    expected = 0
    for night in range(1, NIGHTS + 1):
        for lap in (1, 2):
            for seat in range(SEATS):
                if night == 50 and lap == 1 and seat == 7:  # Wi-Fi sleeps during its own visit
                    clients[7].drop()
                    room.show(7, visit(night, lap, 7))
                    qtbot.wait(20)
                    clients[7].back()
                else:
                    room.show(seat, visit(night, lap, seat))
                expected += 1
                _until(qapp, lambda: len(acts) == expected)
                assert acts[-1] == (seat, "tap", (f"seat:{(seat + 1) % SEATS}",))
                room.show(seat, WAIT)
    assert len(acts) == NIGHTS * LAPS * SEATS
    for c in clients:
        assert not [e for e in c.errors if e != "stale"], (c.seat, c.errors)
    for c in clients:
        c.sock.close()
        c.sock.deleteLater()
    server.stop()
    server.deleteLater()


class Silent:
    """`count` sockets opened from a thread and left silent: every other one never finishes the
    WebSocket handshake, the rest finish it and never send a frame. All from 127.0.0.1, or (`spread`)
    each from its own loopback address where the system allows it (127.0.0.2, ...)."""

    def __init__(self, port: int, count: int, spread: bool) -> None:
        self.port, self.count, self.spread = port, count, spread
        self.socks: list[socket.socket] = []
        self.done = False
        self.thread = threading.Thread(target=self._open)
        self.thread.start()

    def _open(self) -> None:
        for k in range(self.count):
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.settimeout(10)
            try:
                s.bind((f"127.0.{2 + k // 250}.{2 + k % 250}" if self.spread else "127.0.0.1", 0))
            except OSError:
                pass
            try:
                s.connect(("127.0.0.1", self.port))
                if k % 2:
                    key = base64.b64encode(os.urandom(16)).decode()
                    s.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\nUpgrade: websocket\r\n"
                               f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                               "Sec-WebSocket-Version: 13\r\n\r\n").encode())
                    s.recv(4096)  # the answer (or the close, when the room made way for newer ones)
            except OSError:
                pass
            self.socks.append(s)
        self.done = True

    def close(self) -> None:
        self.thread.join()
        for s in self.socks:
            s.close()


@pytest.mark.parametrize("spread", [False, True], ids=["one address", "many addresses"])
def test_three_hundred_silent_sockets_lock_no_phone_out(qtbot, qapp, spread):
    # Issue 38: 64 silent connections filled every slot and nothing closed them.
    clock = [1000.0]  # the room's clock, moved by the test
    server = RoomServer(0, hosts=["127.0.0.1"])
    room = Room(["Ann", "Bob", "Cat"], range(3), send=server.send, close=server.drop, clock=lambda: clock[0])
    server.attach(room)
    server.start()
    url = f"ws://127.0.0.1:{server.ws_port}/"
    ann = Client(url, room.code, 0)
    phones = [ann]
    qtbot.waitUntil(lambda: bool(ann.token), timeout=10000)
    silent = Silent(server.ws_port, 300, spread)
    try:
        qtbot.waitUntil(lambda: silent.done, timeout=60000)
        assert len(server._sockets) <= P.MAX_CONNECTIONS  # the room never holds more
        bob = Client(url, room.code, 1)  # a new phone joins
        phones.append(bob)
        qtbot.waitUntil(lambda: bool(bob.token), timeout=5000)
        ann.drop()  # a phone that was in drops and resumes with its token
        ann.back()
        qtbot.waitUntil(lambda: ann.claims == 2, timeout=5000)
        assert room.seats()[0].connected and room.seats()[1].connected
        assert ann.errors == [] and bob.errors == []
        clock[0] += P.JOIN_SECONDS  # strangers that never gave the code are closed
        qtbot.waitUntil(lambda: len(server._sockets) == 2, timeout=10000)
        assert room.seats()[0].connected and room.seats()[1].connected
    finally:
        silent.close()
        for c in phones:
            c.sock.close()
            c.sock.deleteLater()
        server.stop()
        server.deleteLater()
