"""Load on the loopback address: 18 phones (real WebSocket clients) through 100 nights of a classic
table's shape (two laps of 18 visits each), one of them dropping and coming back mid-night."""
from __future__ import annotations

import json

from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket

from app.core.lan.room import Room
from app.ui.lan.server import RoomServer

SEATS, NIGHTS, LAPS = 18, 100, 2


class Client:
    """One phone: claims its seat, answers every visit screen with a tap on its first option."""

    def __init__(self, url: str, code: str, seat: int) -> None:
        self.url, self.code, self.seat = url, code, seat
        self.token, self.n, self.screens, self.errors = "", 0, [], []
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
    clients = [Client(url, room.code, seat) for seat in range(SEATS)]
    qtbot.waitUntil(lambda: all(c.token for c in clients), timeout=20000)
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
