"""A classic game with phone seats: the phones play their visits and ballots from their screens alone."""
from __future__ import annotations

import random

import pytest

from app.ui.classic import actions as A
from app.ui.classic.session import ClassicSession
from app.ui.flows import classic as CF
from app.ui.autosave import Autosave
from app.ui.lan.bridge import ClassicBridge

from .test_bridge_onenight import FakeRoom, no_laptop_words
from ..ui.conftest import NAMES
from ..ui.conftest import _english, _english_again, _mock_voice, _no_unanswered_question  # noqa: F401
from ..ui.conftest import save_dir, settings  # noqa: F401
from ..ui.xpub_games import PICS

PREFER = ("Confirm", "Kill", "Spare", "Next", "Done")


class ChatRoom(FakeRoom):
    def __init__(self) -> None:
        super().__init__()
        self.chats: list[tuple[str, int, frozenset, frozenset]] = []
        self.closed: list[str] = []

    def open_chat(self, channel, section, writers, readers) -> None:
        self.chats.append((channel, section, frozenset(writers), frozenset(readers)))

    def close_chat(self, channel) -> None:
        self.closed.append(channel)


def phone_turn(room: FakeRoom, seat: int, rng: random.Random, limit: int = 40) -> None:
    """A phone plays its screen as a person would: open, tap a target, press a button."""
    for _ in range(limit):
        now = room.now(seat)
        if now["kind"] != "visit" or not now["buttons"]:
            return
        dos = {b["do"]: b["label"] for b in now["buttons"]}
        if "open" in dos:
            assert room.act(seat, "open") is None
            continue
        options = (now["pick"] or {}).get("options", [])
        if options and not any(o["label"].startswith("✓") for o in options) and rng.random() < 0.8:
            assert room.act(seat, "tap", (rng.choice(options)["id"],)) is None
            continue
        by_label = {label.split(" (")[0]: do for do, label in dos.items() if do != "tap"}
        for word in PREFER:
            if word in by_label:
                assert room.act(seat, by_label[word]) is None
                break
        else:
            others = [do for do in dos if do != "tap"]
            assert others, now
            assert room.act(seat, rng.choice(others)) is None
    pytest.fail("the phone's turn never ended")


def laptop_step(cs: ClassicSession, rng: random.Random) -> None:
    """A curtain seat's turn, or the table's public screen, through the session's actions."""
    screen = cs.screen
    if screen in (CF.C_CURTAIN, CF.C_BALLOT_CURTAIN):
        cs.submit(A.OpenCurtain())
    elif screen == CF.C_VISIT:
        opts = cs.options()
        if opts and cs.open is not None and not cs.open.acted:
            cs.submit(A.Act(rng.choice(opts)))
        if cs.open is not None and not cs.open.acted:
            cs.submit(A.Decoy())
        cs.submit(A.FinishVisit())
    elif screen == CF.C_BALLOT:
        opts = cs.options()
        cs.submit(A.Ballot(rng.choice(opts)["target"] if opts and "target" in opts[0] else None) if opts
                  else A.FinishVisit())
        if cs.open is not None:
            cs.submit(A.FinishVisit())
    elif screen in (CF.C_DAWN, CF.C_DUSK, CF.C_TALLY):
        cs.submit(A.Continue())
    elif screen == CF.C_DAY:
        cs.submit(A.StartVote())
    else:
        raise AssertionError(f"stuck on {screen}")


@pytest.mark.parametrize("seed", [3, 8])
def test_a_whole_classic_game_with_phone_seats(qtbot, settings, save_dir, seed):  # noqa: F811
    cs = ClassicSession(settings, Autosave(save_dir))
    names = NAMES[:8]
    cs.new_game(names, PICS[:8], seed=seed)
    room = ChatRoom()
    phones = {3, 1, 7, 6} if seed == 3 else {1, 4, 6}
    bridge = ClassicBridge(cs, room, phones)
    rng = random.Random(seed)
    phone_visits = 0
    for _ in range(3000):
        if cs.screen == CF.C_END:
            break
        holder = bridge.owner(cs.screen)
        if bridge.covers(cs.screen):
            assert holder in phones
            phone_turn(room, holder, rng)
            phone_visits += 1
            now_holder = bridge.owner(cs.screen)
            for seat in phones - {now_holder}:  # no phone but the holder's shows a visit
                assert room.now(seat)["kind"] != "visit"
        else:
            laptop_step(cs, rng)
    assert cs.screen == CF.C_END
    assert phone_visits >= 6
    assert any(c[0] == "day" for c in room.chats)
    for seat in phones:
        assert room.now(seat)["kind"] == "end"
    roles = cs.state.roles
    for channel, night, writers, readers in room.chats:  # the wolves' channel: phone wolves only
        if channel == "wolves":
            assert writers == readers and len(readers) > 1
            assert all(roles[x] == "wolf" for x in readers) and readers <= phones
    if seed == 3:
        wolves = {x for x in phones if roles[x] == "wolf"}
        assert len(wolves) < 2 or any(c[0] == "wolves" for c in room.chats)
    no_laptop_words(room, phones)
    bridge.close()
