"""A fake transport and clock for the room's tests: every message sent, per connection."""
from __future__ import annotations

import json
import random
from collections import defaultdict
from collections.abc import Sequence

from app.core.lan.room import Room

NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay")


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def tick(self, seconds: float) -> None:
        self.now += seconds


class Net:
    """The transport: a room, what it sent to each connection, what it closed."""

    def __init__(self, names: Sequence[str] = NAMES, phone: Sequence[int] | None = None, *, seed: int = 1) -> None:
        self.sent: dict[int, list[dict]] = defaultdict(list)
        self.closed: list[int] = []
        self.clock = Clock()
        self.room = Room(names, range(len(names)) if phone is None else phone, send=self._send,
                         close=self.closed.append, clock=self.clock, rng=random.Random(seed), code="K7M2QX")

    def _send(self, conn: int, msg: dict) -> None:
        json.dumps(msg)  # the server JSON-encodes it: it must be plain data
        self.sent[conn].append(msg)

    def send(self, conn: int, msg: dict | str | bytes) -> list[dict]:
        """One message from a phone; returns what the room answered to that connection."""
        before = len(self.sent[conn])
        self.room.receive(conn, msg if isinstance(msg, (str, bytes)) else json.dumps(msg))
        self.clock.tick(0.15)  # phones do not flood
        return self.sent[conn][before:]

    def last(self, conn: int, t: str) -> dict:
        return next(m for m in reversed(self.sent[conn]) if m["t"] == t)

    def join(self, conn: int, seat: int, portrait: str = "fox", addr: str | None = None) -> str:
        """Connect, claim a seat; returns the token."""
        self.room.connect(conn, addr or f"192.168.1.{conn}")
        out = self.send(conn, {"t": "claim", "room": "K7M2QX", "seat": seat, "portrait": portrait})
        assert out[0]["t"] == "claimed", out
        return out[0]["token"]

    def screen(self, conn: int) -> dict:
        return self.last(conn, "screen")
