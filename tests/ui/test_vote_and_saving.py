"""The vote screens, a failed save and the running day clock."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.ui import session as S
from app.ui.autosave import Autosave

from .conftest import NAMES, make_tour

pytestmark = pytest.mark.no_paint  # games by clicks, no picture taken (issue 33)

DECK_5 = ["vampire", "the_master", "the_count", "renfield", "cupid", "priest", "marksman", "pickpocket"]
DECK_3 = ["werewolf", "seer", "robber", "villager", "villager", "troublemaker"]


def _open_vote_curtain(window) -> None:
    curtain = window.pages[S.VOTE_CURTAIN]
    QTest.mousePress(curtain.ring, Qt.MouseButton.LeftButton)
    QTest.mouseRelease(curtain.ring, Qt.MouseButton.LeftButton)


def test_a_private_vote_left_alone_hides_behind_the_curtain(qtbot, window, session, settings):
    settings.private_vote = True
    tour = make_tour(window)
    tour.setup(5, DECK_5, NAMES)
    tour.night()
    tour.click(window.pages[S.DAY].vote_button)
    settings.idle_ms = 1000
    _open_vote_curtain(window)
    assert session.screen == S.VOTE_VISIT
    page = window.pages[S.VOTE_VISIT]
    tour.click_item(page.table.view, page.table.scene.places[2].card)
    qtbot.waitUntil(lambda: session.screen == S.VOTE_CURTAIN, timeout=10000)
    assert session.lap_votes == []  # hidden, nothing voted
    assert page.target == -1 and page.title.full_text() == ""
    assert window.pages[S.VOTE_CURTAIN].name_label.full_text().endswith(NAMES[0])


def test_the_vote_screen_after_a_bigger_game(qtbot, window, session):
    """Five players, then three: the entry is rebuilt without reading the old combo boxes."""
    tour = make_tour(window)
    tour.setup(5, DECK_5, NAMES)
    tour.night()
    tour.day()
    tour.vote()
    assert session.screen == S.RESOLUTION
    vote = window.pages[S.VOTE]
    assert len(vote.combos) == 5
    vote.voter = 4  # the last one picked in the bigger game
    session.new_game(NAMES[:3], DECK_3, 2)
    tour.night()
    tour.day()
    tour.vote()
    assert session.screen == S.RESOLUTION
    assert len(vote.combos) == 3 and vote.form.rowCount() == 3
    assert len(session.game.votes) == 3


def test_a_failed_save_shows_a_warning_that_stays_until_a_save_works(qtbot, window, session, monkeypatch):
    tour = make_tour(window)
    tour.setup(5, DECK_5, NAMES)
    banner = window.save_banner
    assert banner.isHidden()
    real = Autosave.write

    def full_disk(self, obj, extra):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Autosave, "write", full_disk)
    tour.open_curtain()  # saves, and fails
    assert session.screen == S.VISIT
    assert banner.isVisible() and "No space left on device" in banner.text()
    assert banner.textFormat() == Qt.TextFormat.PlainText
    session.hide_visit()  # play goes on, still unsaved: the warning stays
    assert session.screen == S.CURTAIN and banner.isVisible()
    monkeypatch.setattr(Autosave, "write", real)
    tour.open_curtain()  # this save works
    assert session.screen == S.VISIT
    assert banner.isHidden() and banner.text() == ""
    assert session.autosave.exists()


class FakeClock:
    """Stands in for the day screen's QElapsedTimer: time passes when the test says so."""

    def __init__(self) -> None:
        self.ms = 0

    def start(self) -> None:
        self.ms = 0

    def elapsed(self) -> int:
        return self.ms


def _saved_timer(session) -> int:
    found = session.autosave.read()
    assert isinstance(found, tuple)
    return found[1]["timer_ms"]


def test_the_running_day_clock_is_saved_and_resumed(qtbot, window, session, settings, save_dir):
    from app.ui.main import MainWindow

    tour = make_tour(window)
    tour.setup(5, DECK_5, NAMES)
    tour.night()
    day = window.pages[S.DAY]
    full = settings.day_seconds * 1000
    clock = FakeClock()
    day.elapsed = clock
    day.start_button.click()
    assert day.running
    clock.ms = 2000
    day._tick()
    assert _saved_timer(session) == full  # not yet: saved every few seconds
    clock.ms = 7000
    day._tick()
    assert _saved_timer(session) == full - 7000
    clock.ms = 9500
    window.close()  # closing the app saves the time left
    assert _saved_timer(session) == full - 9500

    resumed = S.GameSession(settings, Autosave(save_dir))
    again = MainWindow(resumed)
    qtbot.addWidget(again)
    again.show()
    assert resumed.resume()
    assert resumed.screen == S.DAY and resumed.timer_ms == full - 9500
    assert again.pages[S.DAY].left_ms == full - 9500


def test_pausing_the_day_clock_saves_the_time_left(qtbot, window, session, settings):
    tour = make_tour(window)
    tour.setup(5, DECK_5, NAMES)
    tour.night()
    day = window.pages[S.DAY]
    clock = FakeClock()
    day.elapsed = clock
    day.start_button.click()
    clock.ms = 3210
    day.start_button.click()  # pause
    assert not day.running
    assert _saved_timer(session) == settings.day_seconds * 1000 - 3210
