"""No phone ever receives another seat's private facts: whole games with every seat on a phone,
through the real room (its messages, as a phone gets them) and the bridge."""
from __future__ import annotations

import random
import re

import pytest

from app.core.lan.room import Room
from app.ui.classic.session import ClassicSession
from app.ui.classic.widgets import role_name
from app.ui.autosave import Autosave
from app.ui.flows import classic as CF
from app.ui.lan.bridge import ClassicBridge

from . import test_bridge_classic as TC
from .test_window_phones import FakeServer, Phone
from ..ui.conftest import NAMES
from ..ui.conftest import _english, _english_again, _mock_voice, _no_unanswered_question  # noqa: F401
from ..ui.conftest import save_dir, settings  # noqa: F401
from ..ui.xpub_games import PICS


class Phones:
    """The phones of a room, as the classic test's robot sees a room: `now(seat)` and `act(...)`."""

    def __init__(self, server: FakeServer, seats: list[int]) -> None:
        self.by_seat = {}
        for seat in seats:
            phone = Phone(server, 100 + seat)
            phone.claim(seat)
            self.by_seat[seat] = phone

    def now(self, seat: int) -> dict:
        return self.by_seat[seat].screen()[1]

    def act(self, seat: int, do: str, pick: tuple[str, ...] = ()) -> str | None:
        phone = self.by_seat[seat]
        before = len(phone.server.sent[phone.conn])
        phone.act(do, list(pick) if pick else None)
        errors = [m for m in phone.server.sent[phone.conn][before:] if m["t"] == "error"]
        return errors[0]["code"] if errors else None


@pytest.mark.parametrize("seed", [5, 11])
def test_every_seat_on_a_phone_sees_only_its_own(qtbot, settings, save_dir, seed):  # noqa: F811
    names = NAMES[:8]
    cs = ClassicSession(settings, Autosave(save_dir))
    server = FakeServer()
    ticks = iter(range(10**9))
    room = Room(names, range(8), send=server.send, close=server.drop, rng=random.Random(seed),
                clock=lambda: next(ticks) * 0.25)  # a phone that taps at a person's pace
    server.attach(room)
    phones = Phones(server, list(range(8)))
    cs.new_game(names, PICS[:8], seed=seed)
    room.start()
    bridge = ClassicBridge(cs, room, set(range(8)))
    rng = random.Random(seed)
    for _ in range(4000):
        if cs.screen == CF.C_END:
            break
        if TC.ballot_tap(cs, bridge, phones, set(range(8)), rng):
            continue
        if TC.night_tap(cs, bridge, phones, set(range(8)), rng):
            continue
        if bridge.covers(cs.screen):
            TC.phone_turn(phones, bridge.owner(cs.screen), rng)
        else:
            TC.laptop_step(cs, rng)
    assert cs.screen == CF.C_END
    roles = cs.state.roles
    wolves = {i for i, r in enumerate(roles) if r == "wolf"}
    own_role = {i: f"Your role: {role_name(roles[i])}" for i in range(8)}
    for seat in range(8):
        got = server.sent[100 + seat]
        visits = [m["screen"] for m in got if m["t"] == "screen" and m["screen"]["kind"] == "visit"]
        assert visits, "every seat had its turns on its phone"
        for sc in visits:
            assert names[seat] in sc["title"], (seat, sc)
            text = "\n".join([sc["title"], sc["sub"], sc["prompt"], *sc["lines"]])
            for other in range(8):
                if roles[other] != roles[seat]:  # another seat's identity line never reaches this phone
                    assert not re.search(re.escape(own_role[other]) + r"\b", text), (seat, other, text)
        for m in got:
            if m["t"] == "chat" and m["channel"] == "wolves":
                assert seat in wolves
            if m["t"] == "screen" and m["screen"]["kind"] == "wait":
                assert m["screen"]["title"] == "Night"
    bridge.close()
