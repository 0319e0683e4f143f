"""One Night with phone seats: the phones get the curtain visit's own screens, the laptop covers them."""
from __future__ import annotations

import json
import random

import pytest

from app.ui import session as S
from app.ui.flows import onenight as F
from app.ui.lan.bridge import OneNightBridge

from ..ui.conftest import NAMES, steady_choice  # noqa: F401  (fixtures below)
from ..ui.conftest import _english, _english_again, _mock_voice, _no_unanswered_question  # noqa: F401
from ..ui.conftest import save_dir, session, settings  # noqa: F401

DECK = ["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager", "insomniac", "minion"]


class FakeRoom:
    """What the bridge needs of a room: screens shown per seat, and the act callback."""

    def __init__(self) -> None:
        self.on_act = None
        self.screens: dict[int, list[dict]] = {}
        self.ids = 0

    def show(self, seat: int, screen: dict) -> int:
        json.dumps(screen)  # every screen travels as JSON
        self.screens.setdefault(seat, []).append(screen)
        self.ids += 1
        return self.ids

    def open_chat(self, channel, section, writers, readers) -> None:
        self.chat_open = (channel, section, frozenset(writers), frozenset(readers))

    def close_chat(self, channel) -> None:
        self.chat_open = None

    def now(self, seat: int) -> dict:
        return self.screens[seat][-1]

    def act(self, seat: int, do: str, pick: tuple[str, ...] = ()) -> str | None:
        now = self.now(seat)
        assert do in [b["do"] for b in now["buttons"]], (do, now)
        return self.on_act(seat, do, pick)


def no_laptop_words(room: FakeRoom, phones) -> None:
    """A phone's visit never tells its holder to pass the laptop on: the phone stays in their hand."""
    for seat in phones:
        for shown in room.screens.get(seat, []):
            if shown["kind"] == "visit":
                words = json.dumps(shown, ensure_ascii=False).lower()
                assert "laptop" not in words and "pass on" not in words, shown


def phone_turn(room: FakeRoom, seat: int, rng: random.Random, limit: int = 60) -> int:
    """A phone plays its visit as a person would, from its screens alone; returns its taps."""
    taps = 0
    for _ in range(limit):
        now = room.now(seat)
        dos = [b["do"] for b in now["buttons"]]
        if now["kind"] != "visit" or not dos:
            return taps
        taps += 1
        if "open" in dos:
            assert room.act(seat, "open") is None
        elif now["pick"] and "tap" in dos and not ("confirm" in dos and rng.random() < 0.3):
            option = rng.choice(now["pick"]["options"])
            assert room.act(seat, "tap", (option["id"],)) is None
        elif "confirm" in dos:
            assert room.act(seat, "confirm") is None
        elif "done" in dos:
            assert room.act(seat, "done") is None
            return taps
        elif "secondary" in dos:
            assert room.act(seat, "secondary") is None
        else:
            pytest.fail(f"no way on from {now}")
    pytest.fail("the phone's visit never ended")


def curtain_turn(session: S.GameSession) -> None:
    """A curtain seat's visit through the session's own actions."""
    session.submit(S.OpenVisit())
    for _ in range(40):
        v = session.visit
        if v.stage == "ask":
            session.submit(S.Decide(steady_choice(v.ask.step, v.seat, session.ask_options(), v.ask.mandatory)))
        elif v.stage == "result" and session.more_asks():
            session.submit(S.NextDecision())
        elif v.stage == "sleep":
            session.submit(S.Sleep())
        elif v.stage == "slept" and v.more_decoy():
            session.submit(S.NextDecoy())
        else:
            session.submit(S.FinishVisit())
            return


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_night_with_phone_seats_reaches_the_day(qtbot, session, seed):
    room = FakeRoom()
    phones = {1, 3}
    session.new_game(NAMES[:5], DECK, seed)
    bridge = OneNightBridge(session, room, phones)
    rng = random.Random(seed)
    visits = {seat: 0 for seat in range(5)}
    for _ in range(200):
        if session.screen == F.DAY:
            break
        assert session.screen == F.CURTAIN
        holder = session.holder
        visits[holder] += 1
        for seat in phones - {holder}:  # a phone not playing shows the one night screen
            assert room.now(seat)["kind"] == "wait"
        if holder in phones:
            assert bridge.covers(F.CURTAIN)
            phone_turn(room, holder, rng)
        else:
            assert not bridge.covers(F.CURTAIN)
            curtain_turn(session)
    assert session.screen == F.DAY
    assert len(set(visits.values())) == 1  # every seat, phone or curtain, the same number of visits
    for seat in phones:
        assert room.now(seat)["kind"] == "day" and room.now(seat)["chat"]["channel"] == "day"
    assert room.chat_open == ("day", 1, frozenset(phones), frozenset(phones))
    no_laptop_words(room, phones)
    bridge.close()


def test_a_phone_sees_its_own_visit_and_nobody_else_sees_it(qtbot, session):
    room = FakeRoom()
    session.new_game(NAMES[:5], DECK, 7)
    bridge = OneNightBridge(session, room, {0, 2})
    assert session.holder == 0
    assert room.now(0)["buttons"][0]["do"] == "open"
    assert room.now(2)["kind"] == "wait"
    assert room.act(0, "open") is None
    now = room.now(0)
    role = session.seat_view(0).dealt
    assert now["kind"] == "visit" and "Ann" in now["title"]
    assert any(role.split("_")[0] in line.lower() for line in now["lines"])
    # Seat 2's phone holds nothing of seat 0's visit, ever
    assert all(s["kind"] == "wait" for s in room.screens[2])
    bridge.close()


def test_taps_that_are_not_on_the_screen_change_nothing(qtbot, session):
    room = FakeRoom()
    session.new_game(NAMES[:5], DECK, 7)
    bridge = OneNightBridge(session, room, {0})
    assert bridge.on_act(0, "tap", ("card:0",)) == "no_action"  # still at the curtain
    assert bridge.on_act(1, "open", ()) == "no_action"  # not a phone seat
    room.act(0, "open")
    before = room.now(0)
    assert bridge.on_act(0, "tap", ("card:99",)) == "bad_pick"
    assert bridge.on_act(0, "tap", ("nonsense",)) == "bad_pick"
    assert bridge.on_act(0, "fly", ()) == "no_action"
    assert room.now(0) == before
    bridge.close()


def test_done_waits_for_the_shortest_visit(qtbot, session, settings):
    settings.min_visit_ms = 60000
    room = FakeRoom()
    session.new_game(NAMES[:5], DECK, 7)
    bridge = OneNightBridge(session, room, {0})
    room.act(0, "open")
    rng = random.Random(1)
    for _ in range(30):
        dos = [b["do"] for b in room.now(0)["buttons"]]
        if "done" in dos:
            break
        now = room.now(0)
        if now["pick"] and "tap" in dos:
            room.act(0, "tap", (now["pick"]["options"][0]["id"],))
        elif "confirm" in dos:
            room.act(0, "confirm")
        else:
            room.act(0, dos[0])
    done = next(b for b in room.now(0)["buttons"] if b["do"] == "done")
    assert done["after_ms"] > 50000
    assert room.act(0, "done") == "too_early"
    assert session.screen == F.VISIT
    bridge.close()
