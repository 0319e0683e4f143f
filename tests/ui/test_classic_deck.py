"""The classic setup's deck builder: the standard deal as before, an extended deck of 8 to 18 with its
options, checked live (each reason in words, Start disabled while invalid), remembered, and carried
through the start signal and the session to the core."""
from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from app.core.classic import extended as X
from app.core.classic.mode import CLASSIC
from app.core.common.errors import SetupError
from app.ui.autosave import Autosave
from app.ui.classic.deck import DeckBuilder, option_text, power_line, reason_text
from app.ui.classic.session import ClassicSession
from app.ui.classic.setup import ClassicSetupScreen
from app.ui.classic.widgets import role_name

pytestmark = pytest.mark.no_paint  # the window's games and screens by clicks, no picture taken (issue 33)

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lee", "Max", "Ned",
         "Oda", "Pia", "Quy", "Rex", "Sam"]


def show(qtbot, widget, size=(1280, 720)):
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def setup(qtbot, settings, n: int, preset: str = "extended", size=(1280, 720)) -> ClassicSetupScreen:
    settings.classic_names = NAMES[:n]
    settings.classic_portraits = []
    settings.classic_preset = preset
    page = show(qtbot, ClassicSetupScreen(settings), size)
    if preset == "extended":
        page.tabs.setCurrentWidget(page.deck)
    return page


def started(page) -> list[tuple]:
    got: list[tuple] = []
    page.start_game.connect(lambda *args: got.append(args))
    return got


# --- the standard deal is as before -----------------------------------------------------------------

def test_standard_is_the_default_and_starts_as_before(qtbot, settings):
    page = setup(qtbot, settings, 8, preset="")
    assert page.deck.preset() == "standard" and page.deck.standard_button.isChecked()
    assert "standard deal" in page.preset.text() and page.start_button.isEnabled()
    got = started(page)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert got == [(NAMES[:8], page.players.portraits(), "standard", [], {})]
    assert settings.classic_preset == "standard"


@pytest.mark.parametrize("n", [10, 12, 18])
def test_standard_still_refuses_more_than_nine(qtbot, settings, n):
    page = setup(qtbot, settings, n, preset="standard")
    assert not page.start_button.isEnabled() and "8 or 9" in page.count.text()
    page.deck.extended_button.click()
    assert page.start_button.isEnabled(), page.count.text()
    assert page.tabs.currentWidget() is page.deck  # choosing Extended opens its cards


# --- suggestions -------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", list(X.PLAYERS))
def test_the_suggested_deck_is_valid_for_every_table(qtbot, settings, n):
    page = setup(qtbot, settings, n)
    page.deck.suggest_for(n)
    assert page.deck.deck() == list(X.suggest_deck(n))
    assert page.deck.problem(n) is None and page.problem_text() is None
    assert page.start_button.isEnabled()
    wolves = page.deck.deck().count("wolf")
    assert wolves == n // 3 and str(wolves) in page.count.text()


def test_the_suggestion_follows_the_table_until_the_deck_is_edited(qtbot, settings):
    page = setup(qtbot, settings, 8)
    assert page.deck.deck() == list(X.suggest_deck(8))
    page.entry.setText("Zed")
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    assert page.deck.deck() == list(X.suggest_deck(9)) and page.start_button.isEnabled()
    qtbot.mouseClick(page.deck.cards["villager"].plus, Qt.MouseButton.LeftButton)  # an edit
    page.entry.setText("Yan")
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    assert Counter(page.deck.deck())["villager"] == Counter(X.suggest_deck(9))["villager"] + 1
    # the combo box's presets
    page.deck.suggest.setCurrentIndex(page.deck.suggest.findData(10))
    page.deck.suggest.activated.emit(page.deck.suggest.currentIndex())
    assert page.deck.deck() == list(X.suggest_deck(10)) and page.start_button.isEnabled()


# --- live validation -----------------------------------------------------------------------------------

def test_every_reason_has_its_own_sentence():
    sentences = {r: reason_text(r, 7) for r in X.DECK_REASONS + ("ext_option",)}
    assert all(s and s.endswith(".") for s in sentences.values())
    assert len(set(sentences.values())) == len(sentences)
    assert "7" in sentences["ext_player_count"]
    assert reason_text(None) == ""


def _edit(page, role: str, k: int) -> None:
    page.deck.cards[role].set_count(k, user=True)


REACHABLE = {
    # reason: how a table gets there from the suggested deck of 12 with the mouse
    "ext_no_wolf": lambda page: _edit(page, "wolf", 0),
    "ext_too_many_wolves": lambda page: (_edit(page, "wolf", 6), _edit(page, "villager", 2)),
    "ext_spare": lambda page: _edit(page, "villager", 5),
}


@pytest.mark.parametrize("reason", sorted(REACHABLE))
def test_an_invalid_deck_says_why_and_cannot_start(qtbot, settings, reason):
    page = setup(qtbot, settings, 12)
    REACHABLE[reason](page)
    assert page.deck.problem() == reason
    assert page.count.text() == reason_text(reason, 12)
    assert page.count.property("problem") is True and page.deck.summary.property("problem") is True
    assert not page.start_button.isEnabled()
    got = started(page)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    page._start()
    assert got == []


@pytest.mark.parametrize("reason, deck", [
    ("ext_unknown_role", ["wolf", "wolf", "seer", "witch"] + ["villager"] * 7 + ["mayor"]),
    ("ext_duplicate", ["wolf", "wolf", "wolf", "seer", "seer"] + ["villager"] * 7),
    ("ext_brothers", ["wolf", "wolf", "wolf", "brother", "brother"] + ["villager"] * 7),
])
def test_reasons_no_click_can_reach_are_still_shown(qtbot, settings, monkeypatch, reason, deck):
    page = setup(qtbot, settings, 12)
    monkeypatch.setattr(page.deck, "deck", lambda: list(deck))
    page.refresh()
    assert page.count.text() == reason_text(reason, 12) and not page.start_button.isEnabled()


def test_the_thief_needs_two_more_cards_and_is_explained(qtbot, settings):
    page = setup(qtbot, settings, 12)
    assert not page.deck.thief_note.isVisibleTo(page)
    qtbot.mouseClick(page.deck.cards["thief"].check, Qt.MouseButton.LeftButton)
    assert page.deck.thief_note.isVisibleTo(page) and "two spare cards" in page.deck.thief_note.text()
    assert page.deck.problem() == "ext_spare" and not page.start_button.isEnabled()
    assert "14" in page.deck.summary.text()
    assert len(page.deck.deck()) == 13  # the 12 suggested cards and the thief
    _edit(page, "villager", page.deck.cards["villager"].count + 1)
    assert page.deck.problem() is None and page.start_button.isEnabled()
    assert len(page.deck.deck()) == 14
    _edit(page, "villager", page.deck.cards["villager"].count + 1)
    assert page.deck.problem() == "ext_spare"


def test_the_player_count_is_checked_for_the_extended_game(qtbot, settings):
    page = setup(qtbot, settings, 7)
    assert page.count.text() == reason_text("ext_player_count", 7) and not page.start_button.isEnabled()


def test_the_brothers_are_one_card_meaning_three(qtbot, settings):
    page = setup(qtbot, settings, 12)
    _edit(page, "villager", 1)
    qtbot.mouseClick(page.deck.cards["brother"].check, Qt.MouseButton.LeftButton)
    assert page.deck.deck().count("brother") == 3
    assert page.deck.problem() is None and page.start_button.isEnabled()
    page.deck.cards["brother"].check.click()
    assert "brother" not in page.deck.deck()


def test_counts_by_keyboard_and_cards_by_click(qtbot, settings):
    page = setup(qtbot, settings, 12)
    wolf = page.deck.cards["wolf"]
    before = wolf.count
    wolf.plus.setFocus()
    qtbot.keyClick(wolf.plus, Qt.Key.Key_Space)
    assert wolf.count == before + 1 and wolf.number.text() == str(before + 1)
    qtbot.keyClick(wolf.minus, Qt.Key.Key_Space)
    qtbot.keyClick(wolf.minus, Qt.Key.Key_Space)
    assert wolf.count == before - 1
    fox = page.deck.cards["fox"]
    assert fox.count == 0
    qtbot.keyClick(fox.check, Qt.Key.Key_Space)
    assert fox.count == 1 and "fox" in page.deck.deck()
    qtbot.mouseClick(fox, Qt.MouseButton.LeftButton)  # anywhere on the card
    assert fox.count == 0 and "fox" not in page.deck.deck()


def test_every_card_has_art_a_name_and_a_power(qtbot, settings):
    page = setup(qtbot, settings, 12)
    assert set(X.FIRST_WAVE) <= set(page.deck.cards)
    for role, card in page.deck.cards.items():
        assert card.art.art and card.art.pixmap() is not None and not card.art.pixmap().isNull(), role
        assert card.name.text() == role_name(role) != role
        assert power_line(role) and card.power.text() == power_line(role)
    for opt in X.OPTIONS:
        if opt != "vote_rule":
            words, note = option_text(opt)
            assert page.deck.option_boxes[opt].text() == words and page.deck.option_notes[opt].text() == note


# --- options, the start signal and the session ---------------------------------------------------------

def test_options_and_deck_are_carried_and_remembered(qtbot, settings):
    page = setup(qtbot, settings, 12)
    page.deck.trial_button.click()
    page.deck.option_boxes["captain"].click()
    page.deck.option_boxes["lovers_grief"].click()
    qtbot.mouseClick(page.deck.cards["cupid"].check, Qt.MouseButton.LeftButton)
    _edit(page, "villager", page.deck.cards["villager"].count - 1)
    assert page.start_button.isEnabled(), page.count.text()
    got = started(page)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    names, pics, preset, deck, options = got[0]
    assert names == NAMES[:12] and len(set(pics)) == 12 and preset == "extended"
    assert "cupid" in deck and X.check_deck(12, deck) is None
    assert options == dict(X.OPTIONS, vote_rule="trial", captain=True, lovers_grief=False)
    # remembered: the next setup opens the same way
    again = show(qtbot, ClassicSetupScreen(settings))
    assert again.deck.preset() == "extended" and again.deck.deck() == deck
    assert again.deck.options() == options and not again.deck.follow


def test_a_broken_remembered_deck_falls_back_to_the_suggestion(qtbot, settings):
    settings.classic_deck = ["wolf"] * 9
    settings.classic_options = {"vote_rule": "majority"}
    page = setup(qtbot, settings, 9)
    assert page.deck.deck() == list(X.suggest_deck(9)) and page.deck.options() == X.OPTIONS


def test_the_session_passes_preset_deck_and_options_to_the_core(settings, save_dir, monkeypatch):
    seen = []

    def fake(seats, deck=None, seed=0, **kw):
        seen.append((list(seats), deck, seed, kw))
        raise SetupError("stop here")

    cs = ClassicSession(settings, Autosave(save_dir))
    monkeypatch.setattr(CLASSIC, "new_game", staticmethod(fake))
    deck = list(X.suggest_deck(12))
    opts = dict(X.OPTIONS, captain=True)
    with pytest.raises(SetupError):
        cs.new_game(NAMES[:12], [f"p{i}" for i in range(12)], 5, preset="extended", deck=deck, options=opts)
    assert seen == [(NAMES[:12], deck, 5, {"preset": "extended", "options": opts})]
    # the standard path calls the core exactly as before
    with pytest.raises(SetupError):
        cs.new_game(NAMES[:8], [f"p{i}" for i in range(8)], 3)
    assert seen[-1] == (NAMES[:8], None, 3, {})


@pytest.mark.parametrize("kw", [
    {"preset": "extended", "deck": ["wolf"] * 6 + ["villager"] * 6, "options": {}},
    {"preset": "extended", "deck": list(X.suggest_deck(12)), "options": {"vote_rule": "majority"}},
    {"preset": "standard", "deck": ["wolf"] * 8},
    {"preset": "chaos"},
])
def test_the_session_refuses_a_bad_setup_before_the_core(settings, save_dir, monkeypatch, kw):
    monkeypatch.setattr(CLASSIC, "new_game", staticmethod(lambda *a, **k: pytest.fail("reached the core")))
    cs = ClassicSession(settings, Autosave(save_dir))
    with pytest.raises(SetupError):
        cs.new_game(NAMES[:12] if kw["preset"] != "standard" else NAMES[:8],
                    [f"p{i}" for i in range(12 if kw["preset"] != "standard" else 8)], 1, **kw)


def test_the_window_hands_the_extended_setup_to_the_session(window, monkeypatch):
    calls = []
    monkeypatch.setattr(window.classic, "new_game", lambda *a, **k: calls.append((a, k)))
    deck = list(X.suggest_deck(10))
    window.seed = 9
    window.start_classic(NAMES[:10], ["p"] * 10, "extended", deck, {"captain": True})
    assert calls == [((NAMES[:10], ["p"] * 10, 9), {"preset": "extended", "deck": deck, "options": {"captain": True}, "table": False})]
    window.start_classic(NAMES[:8], ["p"] * 8, "standard", [], {})
    assert calls[-1] == ((NAMES[:8], ["p"] * 8, None), {"table": False})


# --- names are text ------------------------------------------------------------------------------------

def test_names_stay_plain_text(qtbot, settings):
    hostile = ["<b>Ann</b>", "<img src=x>", "Bob &amp; Co", "<a href='x'>Cat</a>"] + NAMES[:8]
    settings.classic_names = hostile
    settings.classic_preset = "extended"
    page = show(qtbot, ClassicSetupScreen(settings))
    assert page.players.names() == hostile
    for lab in page.findChildren(QLabel):
        assert lab.textFormat() == Qt.TextFormat.PlainText, (lab.objectName(), lab.text())
    page.list.setCurrentIndex(page.players.index(0))
    assert "<b>Ann</b>" in page.picker_title.text()
    # the deck builder never shows a name
    texts = [lab.text() for lab in page.deck.findChildren(QLabel)]
    assert not any(n in t for n in hostile[:4] for t in texts)


def test_many_players_get_distinct_portraits(qtbot, settings):
    page = setup(qtbot, settings, 18, size=(960, 600))
    pics = page.players.portraits()
    assert len(pics) == 18 and len(set(pics)) == 18 and page.start_button.isEnabled()


def test_the_builder_alone_without_settings(qtbot):
    b = show(qtbot, DeckBuilder())
    assert b.preset() == "standard" and b.options() == X.OPTIONS and b.deck() == list(X.suggest_deck(8))
    b.set_preset("extended")
    b.set_players(8)
    assert b.problem() is None and b.summary.isVisible()


def test_an_extended_game_really_starts_at_the_first_curtain(settings, save_dir):
    cs = ClassicSession(settings, Autosave(save_dir))
    deck = list(X.suggest_deck(12))
    cs.new_game(NAMES[:12], [f"p{i}" for i in range(12)], 3, preset="extended", deck=deck,
                options={"captain": True, "vote_rule": "trial"})
    assert cs.state.preset == "extended" and cs.state.phase == "night"
    assert dict(cs.state.options) == dict(X.OPTIONS, captain=True, vote_rule="trial")
    assert sorted(cs.state.roles) == sorted(deck)
    assert cs.screen == "c_curtain"


@pytest.mark.parametrize("language", ["en", "vi"])
def test_the_rules_lines_are_never_cut(qtbot, qapp, settings, language):
    """The explanation under each rule (the vote rules, every option) wraps inside its own box: the
    tour's check of cut texts (app.ui.tour.clipped_texts) finds none of them, in English or in the
    longer Vietnamese, at the window's usual size."""
    from app.ui.i18n import switch_language
    from app.ui.tour import clipped_texts

    switch_language(qapp, language)
    try:
        page = setup(qtbot, settings, 14)
        page.deck.set_deck(["wolf", "wolf_seer", "big_bad_wolf", "demon_wolf", "moon_maiden", "actor", "aura_seer",
                            "raven", "old_hag", "mad_doctor", "apothecary", "ghost", "pied_piper", "vampire"])
        page.deck.set_options({**X.OPTIONS, "captain": True, "lovers_grief": True})
        bar = page.deck.scroll.verticalScrollBar()
        bar.setValue(bar.maximum())
        qtbot.wait(50)
        notes = [page.deck.plurality_note.text(), page.deck.trial_note.text()] + \
            [n.text() for n in page.deck.option_notes.values()]
        assert all(notes) and not set(notes) & set(clipped_texts(page))
        for n in page.deck.option_notes.values():  # each note shows all its lines
            assert n.height() >= n.heightForWidth(n.width()) and n.isVisibleTo(page)
    finally:
        switch_language(qapp, "en")
