"""One Night with phone seats: the phones get the curtain visit's own screens, the laptop covers them."""
from __future__ import annotations

import json
import random

import pytest

from app.ui import session as S
from app.ui.flows import onenight as F
from app.ui.lan.bridge import OneNightBridge

from ..ui.conftest import NAMES, steady_choice, visit_step  # noqa: F401  (fixtures below)
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
        if any(b["do"] == do and b.get("off") for b in now["buttons"]):
            return "no_action"  # a greyed button: the room refuses it before the laptop hears of it
        return self.on_act(seat, do, pick)


def no_laptop_words(room: FakeRoom, phones) -> None:
    """A phone's visit never tells its holder to pass the laptop on: the phone stays in their hand."""
    for seat in phones:
        for shown in room.screens.get(seat, []):
            if shown["kind"] == "visit":
                words = json.dumps(shown, ensure_ascii=False).lower()
                assert "laptop" not in words and "pass on" not in words, shown


def phone_tap(room: FakeRoom, seat: int, rng: random.Random) -> bool:
    """One tap of a phone playing its visit as a person would, from its screen alone (open, a
    target while the round wants taps, else the first button not greyed: Confirm / Next, Done,
    Nothing); False when its screen asks for nothing."""
    now = room.now(seat)
    live = [b["do"] for b in now["buttons"] if not b.get("off")]
    if now["kind"] != "visit" or not live:
        return False
    options = (now["pick"] or {}).get("options") or []
    if "open" in live:
        assert room.act(seat, "open") is None
    elif options and "tap" in live and not ("confirm" in live and rng.random() < 0.3):
        option = rng.choice(options)
        assert room.act(seat, "tap", (option["id"],)) is None
    elif "confirm" in live:
        assert room.act(seat, "confirm") is None
    elif "done" in live:
        assert room.act(seat, "done") is None
    elif "secondary" in live:
        assert room.act(seat, "secondary") is None
    else:
        pytest.fail(f"no way on from {now}")
    return True


def phone_turn(room: FakeRoom, seat: int, rng: random.Random, limit: int = 60) -> int:
    """A phone plays its visit to its end, as a person would, from its screens alone; returns its taps."""
    for taps in range(limit):
        if not phone_tap(room, seat, rng):
            return taps
        if "done" not in [b["do"] for b in room.now(seat)["buttons"]] and room.now(seat)["kind"] != "visit":
            return taps + 1
    pytest.fail("the phone's visit never ended")


def night_tap(session: S.GameSession, bridge: OneNightBridge, room: FakeRoom, phones: set[int],
              rng: random.Random, opened: dict | None = None) -> bool:
    """The phones' visits of the lap are open all at once, whatever the laptop does meanwhile: one
    tap on one of them (always when the laptop waits only for them, else at random); whether a
    phone tapped. `opened` counts each phone seat's visits (by lap)."""
    visiting = [seat for seat in sorted(phones) if session.remote_visit(seat) is not None
                and room.now(seat)["kind"] == "visit" and room.now(seat)["buttons"]]
    waiting = bridge.covers(session.screen)
    if waiting:
        assert visiting, "the laptop waits for phone visits that no phone shows"
        assert session.phones_at_night()
    if not visiting or not (waiting or rng.random() < 0.5):
        return False
    for seat in visiting:  # each phone shows its own visit, never another seat's
        assert session.seats[seat] in room.now(seat)["title"]
    seat = rng.choice(visiting)
    if opened is not None and "open" in [b["do"] for b in room.now(seat)["buttons"]] \
            and session.remote_visit(seat).seen is None:
        opened.setdefault(seat, []).append(session.laps_shown()[0])
    assert phone_tap(room, seat, rng)
    return True


def laptop_step(session: S.GameSession, rng: random.Random, opened: dict | None = None) -> None:
    """One step of the laptop's own visit of a curtain seat, through the session's actions."""
    if session.screen == F.CURTAIN:
        if opened is not None and session.visit is None:
            opened.setdefault(session.holder, []).append(session.laps_shown()[0])
        session.submit(S.OpenVisit())
        return
    visit_step(session)


def play_night(session: S.GameSession, bridge: OneNightBridge, room: FakeRoom, phones: set[int],
               rng: random.Random, limit: int = 3000) -> dict[int, list[int]]:
    """The night to its end, the phones tapping at random moments beside the laptop's visits;
    returns the laps at which each seat's visits opened."""
    from PySide6.QtCore import QCoreApplication, QEvent

    opened: dict[int, list[int]] = {}
    for _ in range(limit):
        # what the event loop would do between two taps: delete the objects the phones' pages let go
        # of (the table's items of each cleared page). Left to the test's end, 8 seats' pile took
        # 9 s to delete, more than the whole night (issue 33).
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        if session.screen == F.DAY:
            return opened
        if night_tap(session, bridge, room, phones, rng, opened):
            continue
        assert not bridge.covers(session.screen)
        assert session.holder not in phones  # the laptop's lap goes round the curtain seats only
        laptop_step(session, rng, opened)
    pytest.fail("the night never ended")


def curtain_turn(session: S.GameSession) -> None:
    """A curtain seat's visit through the session's own actions."""
    session.submit(S.OpenVisit())
    for _ in range(40):
        if visit_step(session):
            return


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_night_with_phone_seats_reaches_the_day(qtbot, session, seed):
    room = FakeRoom()
    phones = {1, 3}
    session.new_game(NAMES[:5], DECK, seed)
    bridge = OneNightBridge(session, room, phones)
    rng = random.Random(seed)
    opened = play_night(session, bridge, room, phones, rng)
    assert session.screen == F.DAY
    laps = session.plan.visits // 5
    for seat in range(5):  # every seat, phone or curtain, one visit a lap
        assert opened.get(seat) == list(range(1, laps + 1)), (seat, opened)
    for seat in phones:
        assert room.now(seat)["kind"] == "day" and room.now(seat)["chat"]["channel"] == "day"
    assert room.chat_open == ("day", 1, frozenset(phones), frozenset(phones))
    no_laptop_words(room, phones)
    bridge.close()


def test_every_phone_visit_of_a_lap_opens_with_the_lap(qtbot, session):
    room = FakeRoom()
    session.new_game(NAMES[:5], DECK, 7)
    bridge = OneNightBridge(session, room, {0, 2})
    assert session.holder == 1  # the laptop's first curtain seat; seat 0 plays on its phone
    for seat in (0, 2):
        assert room.now(seat)["buttons"][0]["do"] == "open" and NAMES[seat] in room.now(seat)["title"]
    assert room.act(0, "open") is None
    now = room.now(0)
    role = session.seat_view(0).dealt if session.visit is None else None
    assert now["kind"] == "visit" and "Ann" in now["title"]
    assert role is None or any(role.split("_")[0] in line.lower() for line in now["lines"])
    # Seat 2's phone holds nothing of seat 0's visit, ever: its cover, then its own visit
    assert all(s["kind"] == "visit" and NAMES[2] in s["title"] for s in room.screens[2])
    bridge.close()


def test_taps_that_are_not_on_the_screen_change_nothing(qtbot, session):
    room = FakeRoom()
    session.new_game(NAMES[:5], DECK, 7)
    bridge = OneNightBridge(session, room, {0})
    assert bridge.on_act(0, "tap", ("card:0",)) == "no_action"  # still behind its cover
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
    for _ in range(60):  # every round of the lap, until Done is no longer greyed
        if not next(b for b in room.now(0)["buttons"] if b["do"] == "done")["off"]:
            break
        assert phone_tap(room, 0, rng)
    done = next(b for b in room.now(0)["buttons"] if b["do"] == "done")
    assert done["after_ms"] > 50000
    assert room.act(0, "done") == "too_early"
    assert session.remote_visit(0).seen is not None  # its visit is still open
    bridge.close()


BIG = ["vampire", "the_count", "werewolf", "werewolf", "seer", "robber", "troublemaker", "priest", "cupid",
       "insomniac", "villager"]


def test_eight_seats_seven_phones_each_sees_only_its_own_visit(qtbot, session):
    seed = 4
    room = FakeRoom()
    names = ["Ann", "Bình", "Cat", "Dũng", "Eve", "Phúc", "Gia", "Hà"]
    phones = set(range(1, 8))
    session.new_game(names, BIG, seed)
    bridge = OneNightBridge(session, room, phones)
    assert session.plan.phones == tuple(range(1, 8))  # L simulated for these phone seats
    opened = play_night(session, bridge, room, phones, random.Random(seed))
    laps = session.plan.visits // 8
    for seat in range(8):
        assert opened.get(seat) == list(range(1, laps + 1)), (seat, opened)
    for seat in phones:
        for shown in room.screens[seat]:
            if shown["kind"] != "visit":
                assert shown["kind"] in ("wait", "day")
                continue
            assert names[seat] in shown["title"]  # its cover or its own visit
            for other in set(range(8)) - {seat}:
                assert f"{names[other]}, this screen" not in shown["title"]
    no_laptop_words(room, phones)
    bridge.close()
