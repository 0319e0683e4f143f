"""New Moon in the deck builder (CLASSIC.md §11.31.1, §11.31.5, §11.31.6): the option's toggle,
the town crier's hand chosen by the host (three different public cards, with the captain), the
gypsy's card and its live refusal without New Moon, the options a game starts with, the meter
with New Moon on, and the Rules dialog's gypsy and town crier."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from app.core.classic import extended as X
from app.core.classic import newmoon as NM
from app.ui import rules_texts as R
from app.ui.autosave import Autosave
from app.ui.classic.deck import GROUPS, DeckBuilder, option_text, power_line, reason_text
from app.ui.classic.events_text import EVENT_IDS, event_sentence, event_title
from app.ui.classic.session import ClassicSession
from app.ui.classic.setup import ClassicSetupScreen
from app.ui.classic.widgets import role_name

from .test_classic_deck_wave2 import NAMES, _edit, setup

pytestmark = pytest.mark.no_paint  # the window's games and screens by clicks, no picture taken (issue 33)

GYPSY12 = ["wolf", "wolf", "wolf", "seer", "witch", "bodyguard", "hunter", "gypsy", "villager", "villager",
           "villager", "villager"]


def _new_moon(page, on: bool = True, captain: bool | None = None) -> None:
    if captain is not None:
        page.deck.option_boxes["captain"].setChecked(captain)
    page.deck.new_moon_box.setChecked(on)


def _click(qtbot, box) -> None:
    """A click on a checkbox's box (its words are the widget's left part, not its centre)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def _gypsy_deck(page) -> None:
    page.deck.set_deck(GYPSY12)
    page.deck.follow = False
    page.refresh()


# --- the toggle -------------------------------------------------------------------------------------

def test_new_moon_is_an_option_toggle_with_its_line(qtbot, settings):
    page = setup(qtbot, settings, 12)
    box = page.deck.new_moon_box
    words, note = option_text("new_moon")
    assert box.text() == words and words and note.endswith(".")
    assert page.deck.option_boxes["new_moon"] is box and page.deck.option_notes["new_moon"].text() == note
    assert box.isVisibleTo(page) and not box.isChecked()
    assert page.deck.options() == X.OPTIONS  # off: no New Moon key at all (§11.31.1, E103)
    _click(qtbot, box)
    assert box.isChecked()
    opts = page.deck.options()
    assert opts["new_moon"] is True and opts["crier_hand"] == NM.DEFAULT_HAND
    assert X.check_options(opts) is None
    assert page.deck.problem() is None and page.start_button.isEnabled()


# --- the town crier's hand --------------------------------------------------------------------------

def test_the_crier_hand_shows_only_with_new_moon_and_the_captain(qtbot, settings):
    page = setup(qtbot, settings, 12)
    hand = page.deck.crier_hand
    for moon, captain in ((False, False), (False, True), (True, False)):
        _new_moon(page, moon, captain)
        assert not hand.isVisibleTo(page), (moon, captain)
    _new_moon(page, True, True)
    assert hand.isVisibleTo(page)
    assert hand.hand() == NM.DEFAULT_HAND
    for box, art, sentence, eid in zip(hand.boxes, hand.arts, hand.sentences, NM.DEFAULT_HAND):
        assert [box.itemData(i) for i in range(box.count())] == list(EVENT_IDS) == list(NM.PUBLIC)
        assert [box.itemText(i) for i in range(box.count())] == [event_title(e) for e in EVENT_IDS]
        assert box.currentText() == event_title(eid) and sentence.text() == event_sentence(eid)
        assert art.art == f"events/{eid}.svg" and not art.pixmap().isNull()


def test_the_crier_hand_is_three_different_cards(qtbot, settings):
    page = setup(qtbot, settings, 12)
    _new_moon(page, True, True)
    hand = page.deck.crier_hand
    seen = []
    page.deck.changed.connect(lambda: seen.append(1))
    first = hand.boxes[0]
    first.setCurrentIndex(first.findData("census"))
    assert hand.hand() == ("census", "second_hanging", "eclipse") and seen
    # a card another slot holds: the two slots swap, the three stay different
    first.setCurrentIndex(first.findData("eclipse"))
    assert hand.hand() == ("eclipse", "second_hanging", "census")
    assert hand.boxes[2].currentData() == "census"
    for i, box in enumerate(hand.boxes):
        for eid in EVENT_IDS:
            box.setCurrentIndex(box.findData(eid))
            got = hand.hand()
            assert len(set(got)) == 3 and got[i] == eid and all(e in NM.PUBLIC for e in got)
    assert page.deck.options()["crier_hand"] == hand.hand()
    assert X.check_options(page.deck.options()) is None and page.deck.problem() is None
    # nonsense from the settings: the default hand
    hand.set_hand(["census", "census", "fog"])
    assert hand.hand() == NM.DEFAULT_HAND


def test_options_hold_the_crier_hand_only_with_new_moon(qtbot, settings):
    page = setup(qtbot, settings, 12)
    _new_moon(page, True, True)
    box = page.deck.crier_hand.boxes[1]
    box.setCurrentIndex(box.findData("fog"))
    opts = page.deck.options()
    assert opts == {**X.OPTIONS, "captain": True, "new_moon": True,
                    "crier_hand": ("market_day", "fog", "eclipse")}
    _new_moon(page, False)
    assert page.deck.options() == {**X.OPTIONS, "captain": True}
    assert "crier_hand" not in page.deck.options() and "new_moon" not in page.deck.options()
    _new_moon(page, True, False)  # no captain: no crier, the host's hand is kept for later
    assert page.deck.options()["crier_hand"] == ("market_day", "fog", "eclipse")


def test_new_moon_and_the_hand_are_remembered(qtbot, settings):
    page = setup(qtbot, settings, 12)
    _gypsy_deck(page)
    _new_moon(page, True, True)
    box = page.deck.crier_hand.boxes[2]
    box.setCurrentIndex(box.findData("amnesty"))
    page.deck.remember()
    again = DeckBuilder(settings)
    qtbot.addWidget(again)
    assert again.new_moon_box.isChecked() and again.crier_hand.hand() == ("market_day", "second_hanging", "amnesty")
    assert again.options() == page.deck.options() and again.deck() == sorted(GYPSY12, key=X.ROLES.index)


# --- the gypsy --------------------------------------------------------------------------------------

def test_the_gypsy_is_a_village_card_with_her_line_and_rules(qtbot, settings):
    page = setup(qtbot, settings, 12)
    assert "gypsy" in dict(GROUPS)["village"]
    card = page.deck.cards["gypsy"]
    assert card.isVisibleTo(page)
    assert card.name.text() == role_name("gypsy") != "gypsy"
    assert card.power.text() == power_line("gypsy") != ""
    assert card.art.art == "roles/classic/gypsy.svg" and not card.art.pixmap().isNull()
    assert R.classic_role_rules("gypsy") and R.classic_role_rules("gypsy") in card.toolTip()
    assert card.check is not None  # one of a kind (ext_duplicate)


def test_the_gypsy_without_new_moon_is_refused_live(qtbot, settings):
    page = setup(qtbot, settings, 12)
    _edit(page, "villager", page.deck.cards["villager"].count - 1)
    qtbot.mouseClick(page.deck.cards["gypsy"], Qt.MouseButton.LeftButton)
    assert "gypsy" in page.deck.deck()
    assert page.deck.problem() == "nm_gypsy"
    words = reason_text("nm_gypsy", 12)
    assert words.endswith(".") and words != reason_text("no_such_reason")
    assert words in page.deck.summary.text() and page.count.text() == words
    assert page.count.property("problem") is True and not page.start_button.isEnabled()
    _click(qtbot, page.deck.new_moon_box)
    assert page.deck.problem() is None and page.start_button.isEnabled()
    assert words not in page.deck.summary.text()
    _new_moon(page, False)
    assert page.deck.problem() == "nm_gypsy"
    _edit(page, "gypsy", 0)
    _edit(page, "villager", page.deck.cards["villager"].count + 1)
    assert page.deck.problem() is None


def test_the_gypsy_reason_has_its_own_sentence():
    ids = X.DECK_REASONS + X.DEAL_REASONS + ("ext_option",)
    assert reason_text("nm_gypsy") not in {reason_text(r, 12) for r in ids}


# --- a game with New Moon ---------------------------------------------------------------------------

@pytest.mark.parametrize("captain", [True, False])
def test_a_game_starts_with_new_moon_from_the_setup(qtbot, settings, save_dir, captain):
    page = setup(qtbot, settings, 12)
    _gypsy_deck(page)
    _new_moon(page, True, captain)
    box = page.deck.crier_hand.boxes[0]
    box.setCurrentIndex(box.findData("confession"))
    got = []
    page.start_game.connect(lambda *a: got.append(a))
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert got
    names, pics, preset, deck, options = got[0]
    assert preset == "extended" and "gypsy" in deck and names == NAMES[:12]
    assert options["new_moon"] is True and options["crier_hand"] == ("confession", "second_hanging", "eclipse")
    cs = ClassicSession(settings, Autosave(save_dir))
    cs.new_game(names, pics, 7, preset=preset, deck=deck, options=options)
    st = cs.state
    assert NM.on(st) and dict(st.options)["crier_hand"] == ("confession", "second_hanging", "eclipse")
    assert dict(st.options)["captain"] is captain
    assert sorted(st.roles) == sorted(deck)


def test_a_game_without_new_moon_keeps_no_new_moon_option(qtbot, settings, save_dir):
    page = setup(qtbot, settings, 12)
    got = []
    page.start_game.connect(lambda *a: got.append(a))
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    names, pics, preset, deck, options = got[0]
    assert "new_moon" not in options and "crier_hand" not in options
    cs = ClassicSession(settings, Autosave(save_dir))
    cs.new_game(names, pics, 7, preset=preset, deck=deck, options=options)
    assert not NM.on(cs.state) and "crier_hand" not in dict(cs.state.options)


def test_the_meter_estimates_a_deck_with_new_moon(qtbot):
    builder = DeckBuilder(None)
    qtbot.addWidget(builder)
    builder.meter.games = 12
    builder.show()
    builder.set_preset("extended")
    builder.set_players(12)
    builder.set_deck(GYPSY12)
    assert builder.problem() == "nm_gypsy" and builder.meter.key is None  # no estimate for a refused deck
    builder.option_boxes["captain"].setChecked(True)
    builder.new_moon_box.setChecked(True)
    assert builder.problem() is None
    key = builder.meter.key
    assert key is not None and ("new_moon", True) in key[-1] and ("crier_hand", NM.DEFAULT_HAND) in key[-1]
    qtbot.waitUntil(lambda: builder.meter.done, timeout=180_000)
    # At least 12: the meter's worker is shared, and a deck seen before (this same deck, in a test that
    # ran earlier with the meter's default count) keeps the games it already played.
    assert builder.meter.tally.games >= 12 and "%" in builder.meter.shares.text()


# --- the rules dialog -------------------------------------------------------------------------------

def test_the_rules_list_the_gypsy_and_the_town_crier(qapp):
    from app.ui import dialogs, texts

    every = dialogs.rules_html()
    for rid in ("gypsy", "town_crier"):
        assert texts.html.escape(R.classic_role_rules(rid)) in every, rid
    assert texts.html.escape(role_name("town_crier")) in every
    deck = tuple(GYPSY12)
    moon = dialogs.rules_html(classic=deck, captain=True, new_moon=True)
    assert texts.html.escape(R.classic_role_rules("gypsy")) in moon
    assert texts.html.escape(R.classic_role_rules("town_crier")) in moon
    no_captain = dialogs.rules_html(classic=deck, captain=False, new_moon=True)
    assert texts.html.escape(R.classic_role_rules("town_crier")) not in no_captain
    plain = dialogs.rules_html(classic=("wolf", "wolf", "seer", "villager"), captain=True)
    assert texts.html.escape(R.classic_role_rules("gypsy")) not in plain
    assert texts.html.escape(R.classic_role_rules("town_crier")) not in plain


def test_the_rules_dialog_follows_a_new_moon_game(qtbot, window):
    from app.ui import dialogs

    window.start_classic(NAMES[:12], ["p"] * 12, "extended", list(GYPSY12),
                         {"captain": True, "new_moon": True, "crier_hand": ["fog", "census", "amnesty"]})
    found = dialogs.game_in_progress(window)
    assert found["new_moon"] is True and found["captain"] is True and "gypsy" in found["classic"]
    shown = dialogs.RulesDialog(window).browser.toPlainText()
    assert R.classic_role_rules("gypsy") in shown and R.classic_role_rules("town_crier") in shown


def test_the_setup_screen_keeps_new_moon_across_its_state(qtbot, settings):
    page = setup(qtbot, settings, 12)
    _gypsy_deck(page)
    _new_moon(page, True, True)
    kept = page.keep_state()
    other = ClassicSetupScreen(settings)
    qtbot.addWidget(other)
    other.restore_state(kept)
    assert other.deck.options() == page.deck.options() and other.deck.problem() is None
