"""A new language, live, while a phone plays its visit: the phone's screen is re-worded at once,
its fixed labels too, and what the player had picked and not yet confirmed stays picked."""
from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication

from app.ui import i18n
from app.ui.autosave import Autosave
from app.ui.classic.session import ClassicSession
from app.ui.flows import classic as CF
from app.ui.lan.bridge import ClassicBridge, OneNightBridge

from .test_bridge_classic import ChatRoom, laptop_step
from .test_bridge_onenight import DECK, FakeRoom, phone_turn
from ..ui.conftest import NAMES
from ..ui.conftest import _english, _english_again, _mock_voice, _no_unanswered_question  # noqa: F401
from ..ui.conftest import save_dir, session, settings  # noqa: F401
from ..ui.test_language_live import languages, qm_folder  # noqa: F401 (fixtures)
from ..ui.xpub_games import PICS


def _labels(shown: dict) -> list[str]:
    return [b["label"] for b in shown["buttons"]] + [o["label"] for o in (shown["pick"] or {}).get("options", [])]


def _switch(qapp, qtbot, language: str) -> None:
    i18n.switch_language(qapp, language)
    qtbot.wait(20)  # the posted LanguageChange reaches every window, the never-shown ones too


def test_a_one_night_phone_visit_changes_language_and_keeps_its_pick(qapp, qtbot, session, languages):  # noqa: F811
    room = FakeRoom()
    session.new_game(NAMES[:5], DECK, 3)  # seat 0 is the Robber, awake in the first lap
    bridge = OneNightBridge(session, room, {0, 2})
    assert room.act(0, "open") is None
    now = room.now(0)
    assert now["kind"] == "visit" and now["pick"], now
    first = now["pick"]["options"][0]
    assert room.act(0, "tap", (first["id"],)) is None
    name = session.seats[int(first["id"].partition(":")[2])]
    while any(b["do"] == "confirm" and b["off"] for b in room.now(0)["buttons"]):  # the lap's round
        assert room.act(0, "tap", (room.now(0)["pick"]["options"][-1]["id"],)) is None  # wants more taps
    english = room.now(0)
    assert first["id"] not in [o["id"] for o in english["pick"]["options"]]  # picked: no longer offered
    assert name in english["prompt"] and "secondary" in [b["do"] for b in english["buttons"]]
    night_en = room.now(2)["title"]

    _switch(qapp, qtbot, "vi")
    vi = room.now(0)
    assert vi["kind"] == "visit" and vi["title"] != english["title"] and vi["prompt"] != english["prompt"]
    clear_vi = QCoreApplication.translate("VisitScreen", "Clear")
    assert clear_vi != "Clear"
    assert [b["label"] for b in vi["buttons"] if b["do"] == "secondary"] == [clear_vi], vi
    assert [o["id"] for o in vi["pick"]["options"]] == [o["id"] for o in english["pick"]["options"]]
    assert name in vi["prompt"]  # the pick not yet confirmed is still held, worded anew
    assert room.now(2)["title"] != night_en  # the other phone's night screen too

    _switch(qapp, qtbot, "en")
    assert room.now(0)["title"] == english["title"]
    phone_turn(room, 0, random.Random(1))  # the visit plays on to its end, in the page made anew
    assert session.holder != 0 or room.now(0)["kind"] != "visit"
    bridge.close()


def test_a_classic_phone_visit_changes_language(qapp, qtbot, settings, save_dir, languages):  # noqa: F811
    cs = ClassicSession(settings, Autosave(save_dir))
    cs.new_game(NAMES[:8], PICS[:8], seed=3)
    room = ChatRoom()
    phones = {1, 4, 6}
    bridge = ClassicBridge(cs, room, phones)
    rng = random.Random(3)
    laptop_step(cs, rng)  # the laptop opens its first curtain seat's visit: the phones' are open beside it
    seat = 4
    assert cs.remote_visit(seat) is not None and cs.holder() not in phones
    assert room.act(seat, "open") is None
    english = room.now(seat)
    assert english["kind"] == "visit" and english["buttons"]

    _switch(qapp, qtbot, "vi")
    vi = room.now(seat)
    assert vi["kind"] == "visit" and vi != english
    labels_en, labels_vi = _labels(english), _labels(vi)
    assert len(labels_en) == len(labels_vi)
    for before, after in zip(labels_en, labels_vi):  # every fixed label worded anew (names stay names)
        if before.split(" (")[0] in ("Done", "Confirm", "Skip", "Next"):
            assert after != before, (before, after)
    _switch(qapp, qtbot, "en")
    back = room.now(seat)
    assert back["title"] == english["title"] and back["lines"] == english["lines"]
    assert [b["label"].split(" (")[0] for b in back["buttons"]] == [b["label"].split(" (")[0] for b in english["buttons"]]
    bridge.close()
