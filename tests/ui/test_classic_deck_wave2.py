"""The deck builder's second wave: every role of both waves as a card grouped by team (CLASSIC.md
§11.17), the deal rules of §11.19 checked live with the engine's own checks and each reason in
words, and the presets for 8 to 18 players that mix both waves (each one dealt for every size)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.core.classic import extended as X
from app.core.classic import wave2 as W
from app.core.classic.mode import CLASSIC
from app.ui.classic.deck import (CARD_ORDER, GROUPS, MIXED_PRESETS, DeckBuilder, deal_problem, power_line,
                                 reason_text, wolf_count)
from app.ui.classic.setup import ClassicSetupScreen
from app.ui.classic.widgets import role_name

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lee", "Max", "Ned",
         "Oda", "Pia", "Quy", "Rex"]


def setup(qtbot, settings, n: int) -> ClassicSetupScreen:
    settings.classic_names = NAMES[:n]
    settings.classic_portraits = []
    settings.classic_preset = "extended"
    page = ClassicSetupScreen(settings)
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    qtbot.waitExposed(page)
    page.tabs.setCurrentWidget(page.deck)
    return page


def _edit(page, role: str, k: int) -> None:
    page.deck.cards[role].set_count(k, user=True)


# --- the cards --------------------------------------------------------------------------------------

def test_every_role_of_both_waves_is_a_card_grouped_by_team(qtbot, settings):
    page = setup(qtbot, settings, 12)
    assert set(page.deck.cards) == set(X.ROLES) and len(page.deck.cards) == len(X.ROLES) == 61
    assert list(page.deck.cards) == list(CARD_ORDER)
    groups = dict(GROUPS)
    assert set(groups["third"]) == set(W.THIRD_ROLES)
    assert set(groups["wolves"]) == {"wolf", *W.WOLF_ROLES}
    assert set(groups["village"]) == (set(X.FIRST_WAVE) - {"wolf"}) | set(W.VILLAGE_ROLES) | {"gypsy"}
    for group, head in page.deck.group_heads.items():
        assert head.isVisibleTo(page)
    # every group's heading is above its cards, each card in the rows under its own heading
    grid = page.deck.grid
    heads = {g: grid.getItemPosition(grid.indexOf(w))[0] for g, w in page.deck.group_heads.items()}
    assert heads["village"] < heads["wolves"] < heads["third"]
    for group, roles in GROUPS:
        nxt = min([r for r in heads.values() if r > heads[group]], default=10 ** 6)
        for role in roles:
            row = grid.getItemPosition(grid.indexOf(page.deck.cards[role]))[0]
            assert heads[group] < row < nxt, role
    for role in W.SECOND_WAVE:
        card = page.deck.cards[role]
        assert card.art.art and not card.art.pixmap().isNull(), role
        assert card.name.text() == role_name(role) != role and card.power.text() == power_line(role) != ""


def test_a_second_wave_card_goes_in_by_click_and_the_count_follows(qtbot, settings):
    page = setup(qtbot, settings, 12)
    before = page.deck.deck()
    vill = page.deck.cards["villager"].count
    _edit(page, "villager", vill - 1)
    qtbot.mouseClick(page.deck.cards["prince"], Qt.MouseButton.LeftButton)
    assert "prince" in page.deck.deck() and len(page.deck.deck()) == len(before)
    assert page.deck.problem() is None and page.start_button.isEnabled()
    got = []
    page.start_game.connect(lambda *a: got.append(a))
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert got and "prince" in got[0][3]


# --- the deal rules live ----------------------------------------------------------------------------

def test_every_deal_reason_has_its_own_sentence():
    ids = X.DECK_REASONS + X.DEAL_REASONS + ("ext_option",)
    sentences = {r: reason_text(r, 9) for r in ids}
    fallback = reason_text("no_such_reason")
    assert all(s and s.endswith(".") and s != fallback for s in sentences.values()), sentences
    assert len(set(sentences.values())) == len(sentences)


def _too_many_wolves(page):
    # 4 wolves on 12 seats is fine; a fifth (a wolf card) and a sixth (the wolf hound) are not
    _edit(page, "villager", page.deck.cards["villager"].count - 2)
    _edit(page, "wolf_cub", 1)
    _edit(page, "wolf_hound", 1)


def _wolf_brothers(page):
    _edit(page, "villager", page.deck.cards["villager"].count - 1)
    _edit(page, "big_brother_wolf", 1)


def _actor(page):
    # six of the actor's eight possible cards in the deck: only two are left to set aside for him
    page.deck.set_deck(["wolf"] * 3 + ["actor", "seer", "bodyguard", "aura_seer", "raven", "old_hag", "mad_doctor",
                                       "villager", "villager"])
    page.refresh()


def _spare_card(page):
    # with the thief on 8 seats: ten cards, nine of which may never lie spare
    page.deck.set_deck(["thief", "brother", "brother", "brother", "big_brother_wolf", "little_brother_wolf",
                        "actor", "drunk", "sectarian", "villager"])
    page.refresh()


REASONS = {"ext_wolf_brothers": (12, _wolf_brothers), "ext_too_many_wolves": (12, _too_many_wolves),
           "ext_actor": (12, _actor), "ext_spare_card": (8, _spare_card)}


@pytest.mark.parametrize("reason", sorted(REASONS))
def test_a_broken_deal_rule_says_why_and_cannot_start(qtbot, settings, reason):
    n, how = REASONS[reason]
    page = setup(qtbot, settings, n)
    assert page.deck.problem() is None
    how(page)
    assert page.deck.problem() == reason
    assert page.count.text() == reason_text(reason, n) and page.count.property("problem") is True
    assert reason_text(reason, n) in page.deck.summary.text()
    assert not page.start_button.isEnabled()


def test_the_check_is_the_engines_own(qtbot, settings):
    """What the builder accepts the core deals; what the core's deal refuses, the builder refuses."""
    # the spare-card deck: the core cannot deal it
    deck = ["thief", "brother", "brother", "brother", "big_brother_wolf", "little_brother_wolf", "actor", "drunk",
            "sectarian", "villager"]
    assert X.check_deck(8, deck) is None
    assert deal_problem(8, deck) == "ext_spare_card"
    with pytest.raises(Exception):
        CLASSIC.new_game(NAMES[:8], deck, seed=0, preset="extended")


def test_the_extras_are_explained_when_their_card_is_in(qtbot, settings):
    page = setup(qtbot, settings, 12)
    notes = {"actor": page.deck.actor_note, "drunk": page.deck.drunk_note, "sectarian": page.deck.sect_note}
    for role, note in notes.items():
        assert not note.isVisibleTo(page)
        _edit(page, role, 1)
        assert note.isVisibleTo(page), role
        _edit(page, role, 0)
        assert not note.isVisibleTo(page)


def test_the_wolf_count_is_rule_6s(qtbot, settings):
    page = setup(qtbot, settings, 12)
    page.deck.preset_for(12)
    deck = page.deck.deck()
    assert wolf_count(deck) == sum(1 for r in deck if r in X.WOLF_CARDS) + ("wolf_hound" in deck) + (
        "avenger" in deck) == 4
    assert "4 of them wolves" in page.deck.summary.text()
    assert "4 wolves" in page.count.text()


# --- the presets that mix both waves ----------------------------------------------------------------

@pytest.mark.parametrize("n", list(X.PLAYERS))
def test_every_mixed_preset_is_valid_and_deals_for_its_size(n):
    deck = list(MIXED_PRESETS[n])
    assert len(deck) == n and "thief" not in deck
    assert any(r in W.SECOND_WAVE for r in deck) and any(r in X.FIRST_WAVE and r not in X.MANY for r in deck)
    assert X.check_deck(n, deck) is None and deal_problem(n, deck) is None
    for seed in range(12):
        st = CLASSIC.new_game(NAMES[:n], deck, seed=seed, preset="extended")
        assert sorted(st.roles) == sorted(deck)
    assert 2 * wolf_count(deck) < n


def test_the_mixed_presets_cover_every_second_wave_role():
    used = {r for deck in MIXED_PRESETS.values() for r in deck}
    assert set(W.SECOND_WAVE) <= used
    assert sorted(MIXED_PRESETS) == list(X.PLAYERS)


@pytest.mark.parametrize("n", [8, 13, 18])
def test_a_mixed_preset_is_picked_from_the_list_and_starts(qtbot, settings, n):
    page = setup(qtbot, settings, n)
    box = page.deck.mixed
    index = box.findData(n)
    assert index > 0 and str(n) in box.itemText(index)
    box.setCurrentIndex(index)
    box.activated.emit(index)
    assert page.deck.deck() == sorted(MIXED_PRESETS[n], key=X.ROLES.index)
    assert box.currentIndex() == 0  # the list is a menu: it goes back to its prompt
    assert page.deck.problem() is None and page.start_button.isEnabled()
    got = []
    page.start_game.connect(lambda *a: got.append(a))
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert got and sorted(got[0][3]) == sorted(MIXED_PRESETS[n])


def test_the_meter_estimates_a_mixed_deck_with_its_solo_results(qtbot):
    builder = DeckBuilder(None)
    qtbot.addWidget(builder)
    builder.meter.games = 30
    builder.show()
    builder.set_preset("extended")
    builder.set_players(18)
    builder.preset_for(18)
    assert builder.problem() is None
    assert {"white_wolf", "vampires", "lovers"} <= set(builder.meter.order)
    qtbot.waitUntil(lambda: builder.meter.done, timeout=120_000)
    # At least 30: the meter's worker is shared, and a deck seen before (the same preset, in a test that
    # ran earlier with the meter's default count) keeps the games it already played.
    assert builder.meter.tally.games >= 30
    assert "%" in builder.meter.shares.text()
    teams = [t for t, _ in builder.legend.teams]
    assert {"village", "wolves", "lovers", "vampires", "white_wolf"} <= set(teams)
