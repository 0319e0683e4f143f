"""Whole games played through the real screens with simulated clicks."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.ui import session as S

from .conftest import NAMES, make_tour

pytestmark = pytest.mark.no_paint  # whole games by clicks, no picture taken (issue 33)

VAMPIRE_5 = ["vampire", "the_master", "the_count", "renfield", "cupid", "priest", "marksman", "pickpocket"]


@pytest.mark.usefixtures("no_autosave")  # no saving tested here (issue 33)
def test_five_player_game_from_setup_to_reveal(qtbot, window, session):
    tour = make_tour(window)
    tour.setup(5, VAMPIRE_5, NAMES)
    assert session.screen == S.CURTAIN
    tour.night()
    assert session.screen == S.DAY
    tour.day()
    tour.vote()
    assert session.screen == S.RESOLUTION
    tour.end()
    assert session.screen == S.REVEAL
    oc = session.outcome()
    assert oc is not None and len(oc.teams) == 5
    assert window.pages[S.REVEAL].story.rowCount() > 0
    assert window.pages[S.REVEAL].winners.rowCount() >= 5


@pytest.mark.usefixtures("no_autosave")  # no saving tested here (issue 33)
@pytest.mark.parametrize("deck", [
    ["doppelganger", "witch", "paranormal_investigator", "seer", "werewolf", "werewolf", "robber", "troublemaker"],
    ["sentinel", "alpha_wolf", "mystic_wolf", "village_idiot", "thing", "revealer", "curator", "insomniac", "drunk"],
    ["copycat", "gremlin", "diseased", "instigator", "assassin", "apprentice_assassin", "the_count", "vampire"],
])
def test_other_boxes_play_through(qtbot, window, session, deck):
    tour = make_tour(window, seed=3)
    tour.setup(5, deck, NAMES)
    tour.night()
    tour.day()
    tour.vote()
    tour.end()
    assert session.screen == S.REVEAL


def test_play_again_keeps_players_and_deck(qtbot, window, session):
    tour = make_tour(window)
    tour.play(5, VAMPIRE_5, NAMES)
    deck, seats = session.game.deck, session.game.seats
    tour.click(window.pages[S.REVEAL].again_button)
    assert session.screen == S.CURTAIN
    assert session.game.seats == seats and session.game.deck == deck


def test_new_setup_forgets_the_saved_game(qtbot, window, session):
    tour = make_tour(window)
    tour.play(5, VAMPIRE_5, NAMES)
    tour.click(window.pages[S.REVEAL].setup_button)
    assert session.screen == S.SETUP
    assert not session.autosave.exists()


def test_private_vote_lap(qtbot, window, session, settings):
    settings.private_vote = True
    tour = make_tour(window)
    tour.setup(5, VAMPIRE_5, NAMES)
    tour.night()
    tour.click(window.pages[S.DAY].vote_button)
    for seat in range(5):
        assert session.screen == S.VOTE_CURTAIN
        curtain = window.pages[S.VOTE_CURTAIN]
        assert curtain.name_label.full_text().endswith(NAMES[seat])
        QTest.mousePress(curtain.ring, Qt.MouseButton.LeftButton)
        QTest.mouseRelease(curtain.ring, Qt.MouseButton.LeftButton)
        page = window.pages[S.VOTE_VISIT]
        target = (seat + 1) % 5
        tour.click_item(page.table.view, page.table.scene.places[target].card)
        tour.click(page.confirm_button)
    assert session.screen == S.RESOLUTION
    assert session.game.votes == tuple((s + 1) % 5 for s in range(5))


def test_a_private_vote_waits_for_the_shortest_visit(qtbot, window, session, settings):
    settings.private_vote = True
    tour = make_tour(window)
    tour.setup(5, VAMPIRE_5, NAMES)
    tour.night()
    settings.min_visit_ms = 60000
    tour.click(window.pages[S.DAY].vote_button)
    curtain = window.pages[S.VOTE_CURTAIN]
    QTest.mousePress(curtain.ring, Qt.MouseButton.LeftButton)
    QTest.mouseRelease(curtain.ring, Qt.MouseButton.LeftButton)
    page = window.pages[S.VOTE_VISIT]
    tour.click_item(page.table.view, page.table.scene.places[1].card)
    assert page.target == 1
    assert not page.confirm_button.isEnabled() and "(" in page.confirm_button.text()
    QTest.keyClick(page.table.view, Qt.Key.Key_Return)
    assert session.screen == S.VOTE_VISIT and session.lap_votes == []


def test_voting_while_the_clock_runs_keeps_the_time_left(qtbot, window, session, settings):
    tour = make_tour(window)
    tour.setup(5, VAMPIRE_5, NAMES)
    tour.night()
    day = window.pages[S.DAY]
    full = settings.day_seconds * 1000
    day.start_button.click()
    qtbot.wait(300)
    day.vote_button.click()
    assert session.screen == S.VOTE
    assert session.timer_ms < full
