"""10,000 malformed, oversized, forged, replayed and random messages (seeded): none changes the room."""
from __future__ import annotations

import json
import logging
import random

import pytest

from .fake import Net
from .test_room import CODE, visit

N = 10_000
OWN = {10: 0, 11: 1, 12: 2}       # bound phones: connection -> seat
STRANGERS = {20: "192.168.1.50", 21: "192.168.1.51", 22: "10.0.0.7", 23: "fe80::1"}


def random_json(rng: random.Random, depth: int = 0) -> object:
    kind = rng.randrange(9 if depth < 4 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.random() < 0.5
    if kind == 2:
        return rng.choice([0, -1, 1, 2 ** 31, 2 ** 53, 2 ** 64, -2 ** 70, rng.randrange(-1000, 1000)])
    if kind == 3:
        return rng.choice([0.0, 1.5, -2.25, 1e300, rng.random()])
    if kind in (4, 5):
        alphabet = "abcXYZ019 \x00\x1f\u00e9\u4e2d\U0001f43a\"\\/" + "".join(chr(rng.randrange(0x20, 0x3000)) for _ in range(4))
        return "".join(rng.choice(alphabet) for _ in range(rng.choice([0, 1, 5, 40, 400])))
    if kind in (6, 7):
        return [random_json(rng, depth + 1) for _ in range(rng.randrange(5))]
    keys = ["t", "room", "seat", "token", "screen", "n", "do", "pick", "channel", "text", "ready", "portrait", "x"]
    return {rng.choice(keys): random_json(rng, depth + 1) for _ in range(rng.randrange(6))}


class Fuzzer:
    def __init__(self, net: Net, rng: random.Random) -> None:
        self.net, self.rng = net, rng
        self.tokens = {seat: net.tok[seat] for seat in OWN.values()}
        self.old_screens = net.old_screens

    def valid_shape(self, conn: int) -> dict:
        """A well-formed message that must still be refused (forged, replayed, stale, wrong)."""
        rng, net = self.rng, self.net
        seat = OWN.get(conn)
        other = rng.choice([s for s in self.tokens if s != seat])
        token = rng.choice([self.tokens[other], "%032x" % rng.getrandbits(128), "", "0" * 32])
        cur = net.cur.get(seat, 1)
        kind = rng.randrange(9)
        if kind == 0:  # another seat's token or a made-up one
            return {"t": "act", "token": token, "screen": cur, "n": 10 ** 6, "do": "ok", "pick": ["s1"]}
        if kind == 1 and seat is not None:  # replayed n on the current screen
            return {"t": "act", "token": self.tokens[seat], "screen": cur, "n": rng.randrange(0, 101),
                    "do": "ok", "pick": ["s1"]}
        if kind == 2 and seat is not None:  # an old screen id, a fresh n
            return {"t": "act", "token": self.tokens[seat], "screen": rng.choice(self.old_screens + [cur + 1000]),
                    "n": 10 ** 6 + rng.randrange(10 ** 6), "do": "ok", "pick": ["s1"]}
        if kind == 3 and seat is not None:  # a bad pick or a button that is not there
            return {"t": "act", "token": self.tokens[seat], "screen": cur, "n": 10 ** 6, "do": rng.choice(["ok", "nope", ""]),
                    "pick": rng.choice([[], ["s9"], ["s1", "s2"], ["s1", "s1"], ["x"] * 32])}
        if kind == 4:  # claim a taken or curtain seat, a bad room, a bad portrait
            return {"t": "claim", "room": rng.choice([CODE, "AAAAAA", "k7m2qy"]), "seat": rng.randrange(0, 8),
                    "portrait": rng.choice(["fox", "dragon"])}
        if kind == 5:  # resume a busy seat or a made-up token
            return {"t": "resume", "room": rng.choice([CODE, "ZZZZZZ"]), "token": token if seat is None else self.tokens[other]}
        if kind == 6:  # chat where it may not: the wolves' channel, the closed one, replayed, empty
            tok = self.tokens[seat] if seat is not None and rng.random() < 0.7 else token
            return {"t": "chat", "token": tok, "channel": rng.choice(["wolves", "day", "old", "x"]),
                    "n": rng.randrange(0, 101), "text": rng.choice(["hi", " \x00\n ", ""])}
        if kind == 7:  # ready after the start
            return {"t": "ready", "token": self.tokens[seat] if seat is not None else token, "ready": rng.random() < 0.5}
        return {"t": "hello", "room": rng.choice(["AAAAAA", "K7M2Q", "K7M2QX0"])}

    def mutate(self, msg: dict) -> object:
        """A message with a field dropped, added or of the wrong type."""
        rng = self.rng
        msg = dict(msg)
        keys = [k for k in msg if k != "t"]
        what = rng.randrange(4)
        if what == 0 and keys:
            del msg[rng.choice(keys)]
        elif what == 1:
            msg[rng.choice(["extra", "seat", "n", "pick"]) if "pick" in msg else "extra"] = random_json(self.rng)
            if "pick" in msg and isinstance(msg["pick"], list) and all(isinstance(x, str) for x in msg["pick"]):
                msg["extra"] = 1
        elif keys:
            k = rng.choice(keys)
            bad = {str: [1, None, True, ["a"], "x" * 5000], int: [True, False, 1.0, "1", -1, 2 ** 53, None],
                   bool: [0, 1, "true", None], list: ["s1", [1], [None], {"a": 1}]}
            msg[k] = rng.choice(bad[type(msg[k])])
        else:
            msg["t"] = rng.choice(["", "Act", "act ", None, 1, "claimed", "screen"])
        return msg

    def message(self, conn: int) -> str | bytes:
        rng = self.rng
        kind = rng.randrange(6)
        if kind == 0:
            return json.dumps(random_json(rng), ensure_ascii=rng.random() < 0.5)
        if kind == 1:  # oversized
            return json.dumps({"t": "chat", "token": "a", "channel": "day", "n": 1, "text": "x" * rng.randrange(4080, 9000)})
        if kind == 2:  # broken text: cut, bytes, not UTF-8
            raw = json.dumps(self.valid_shape(conn))
            return rng.choice([raw[: rng.randrange(len(raw))], raw.encode()[:-1] + b"\xff", bytes(rng.randrange(256) for _ in range(30)),
                               raw.replace('"', "'"), raw + "}", "[" * 3000])
        if kind == 3:
            return json.dumps(self.mutate(self.valid_shape(conn)))
        return json.dumps(self.valid_shape(conn))


@pytest.fixture
def net() -> Net:
    net = Net(phone=(0, 1, 2, 3))
    net.room.set_phone(3, False)
    net.tok = {seat: net.join(conn, seat) for conn, seat in OWN.items()}
    for conn, seat in OWN.items():
        net.send(conn, {"t": "ready", "token": net.tok[seat], "ready": True})
    net.room.start()
    net.room.open_chat("old", 1, writers=[0, 1, 2], readers=[0, 1, 2])
    net.room.close_chat("old")
    net.room.open_chat("wolves", 1, writers=[0], readers=[0])
    net.room.open_chat("day", 2, writers=[1], readers=[0, 1, 2])
    net.old_screens = []
    net.cur = {}
    for seat in OWN.values():
        for _ in range(3):
            net.cur[seat] = net.room.show(seat, visit())
            net.old_screens.append(net.cur[seat])
    net.old_screens = [s for s in net.old_screens if s not in net.cur.values()]
    for conn, seat in OWN.items():  # every phone has used n up to 100 already
        net.room.on_act = lambda s, do, pick: None
        assert net.send(conn, {"t": "act", "token": net.tok[seat], "screen": net.cur[seat], "n": 100, "do": "skip"}) == []
        net.cur[seat] = net.room.show(seat, visit())
    for conn, addr in STRANGERS.items():
        net.room.connect(conn, addr)
    return net


def test_ten_thousand_bad_messages_change_nothing(net: Net, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="app.lan")
    called: list = []
    net.room.on_act = lambda seat, do, pick: called.append((seat, do, pick))
    rng = random.Random(20260)
    fuzz = Fuzzer(net, rng)
    conns = list(OWN) + list(STRANGERS)
    before = net.room.snapshot()
    codes: set[str] = set()
    for i in range(N):
        conn = rng.choice(conns)
        raw = fuzz.message(conn)
        out = net.send(conn, raw)
        assert net.room.snapshot() == before, (i, raw)
        assert called == [], (i, raw)
        assert all(m["t"] in ("error", "seats", "pong") for m in out), (i, raw, out)
        codes |= {m["code"] for m in out if m["t"] == "error"}
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]  # no bug was swallowed
    assert net.closed == []
    assert codes >= {"bad_json", "too_big", "bad_message", "bad_room", "too_many_tries", "no_such_seat", "not_phone",
                     "seat_taken", "seat_busy", "bad_token", "not_your_seat", "stale", "replayed", "no_action",
                     "bad_pick", "chat_closed", "not_allowed"}, codes
