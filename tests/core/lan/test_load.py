"""The room alone under a table's load: 18 phones, 100 rounds of screens, a drop and a resume mid-round."""
from __future__ import annotations

from .fake import Net
from .test_room import CODE

SEATS = 18
ROUNDS = 100
DROP = (37, 5)  # in this round, this seat's phone drops before answering and comes back


class Game:
    """Shows every seat a visit screen each round; checks each act arrives once, for its seat."""

    def __init__(self, net: Net) -> None:
        self.net, self.round, self.got = net, 0, {}
        self.ids: dict[int, int] = {}
        net.room.on_act = self.on_act

    def show_round(self) -> None:
        self.round += 1
        self.got = {}
        for seat in range(SEATS):
            options = [{"id": f"r{self.round}s{other}", "label": f"P{other}"} for other in range(SEATS) if other != seat]
            self.ids[seat] = self.net.room.show(seat, {
                "kind": "visit", "title": f"Night {self.round}", "sub": "", "lines": [], "prompt": "",
                "pick": {"min": 1, "max": 1, "options": options},
                "buttons": [{"do": "ok", "label": "OK", "needs_pick": True, "after_ms": 0}],
                "chat": None, "quiet": True})

    def on_act(self, seat: int, do: str, pick: tuple[str, ...]) -> str | None:
        assert seat not in self.got, f"seat {seat} acted twice in round {self.round}"
        assert do == "ok" and pick == (f"r{self.round}s{(seat + 1) % SEATS}",), (seat, pick)
        self.got[seat] = pick
        return None


class Phone:
    """A phone's script: answers the screen it was last sent, with its own counter."""

    def __init__(self, net: Net, conn: int, seat: int) -> None:
        self.net, self.conn, self.seat, self.n = net, conn, seat, 0
        self.token = net.join(conn, seat, "fox")

    def answer(self) -> None:
        scr = self.net.screen(self.conn)
        self.n += 1
        want = f"r{scr['screen']['title'].split()[1]}s{(self.seat + 1) % SEATS}"
        out = self.net.send(self.conn, {"t": "act", "token": self.token, "screen": scr["id"], "n": self.n,
                                        "do": "ok", "pick": [want]})
        assert out == [], out


def test_eighteen_phones_a_hundred_rounds_with_a_drop_and_a_resume() -> None:
    net = Net([f"P{i}" for i in range(SEATS)])
    phones = [Phone(net, 100 + seat, seat) for seat in range(SEATS)]
    for p in phones:
        net.send(p.conn, {"t": "ready", "token": p.token, "ready": True})
    assert net.room.all_ready()
    net.room.start()
    game = Game(net)
    for r in range(1, ROUNDS + 1):
        game.show_round()
        for p in phones:
            if (r, p.seat) == DROP:
                net.room.disconnect(p.conn)
                p.conn += 1000
                net.room.connect(p.conn, "192.168.1.200")
                p.n = 0  # a new connection counts from the start
                out = net.send(p.conn, {"t": "resume", "room": CODE, "token": p.token})
                assert [m["t"] for m in out[:2]] == ["claimed", "screen"]
                assert out[1]["id"] == game.ids[p.seat]  # the same screen again
            assert net.screen(p.conn)["id"] == game.ids[p.seat]
            p.answer()
        assert sorted(game.got) == list(range(SEATS)), r
    assert game.round == ROUNDS
    assert all(s.connected and s.taken for s in net.room.seats())
    assert net.closed == [] and not any(m["t"] == "error" for msgs in net.sent.values() for m in msgs)
