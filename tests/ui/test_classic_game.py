"""Whole classic games through the real screens, by clicks; the privacy walk of every public screen."""
from __future__ import annotations

import random
import re

import pytest

from app.core.classic.catalog import ROLES
from app.ui.classic.tour import ClassicTour
from app.ui.classic.widgets import cause_name, role_name
from app.ui.flows.classic import C_BALLOT, C_END, C_VISIT

from .test_privacy import widget_strings

pytestmark = pytest.mark.no_paint  # whole games by clicks, no picture taken (issue 33)

PRIVATE_SCREENS = {C_VISIT, C_BALLOT, C_END}


def classic_secret() -> re.Pattern:
    """Role names and ids, causes of death other than the public vote, role art."""
    words = [role_name(r) for r in ROLES] + list(ROLES) + [cause_name(c) for c in ("bite", "poison", "shot")]
    words += ["bite", "bitten", "poison", "poisoned", "potion", "protect", "protected", "wolves", "wolf"]
    return re.compile(r"\b(" + "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True))
                      + r")\b|roles/[a-z_]+\.svg", re.IGNORECASE)


SECRET = classic_secret()


class WalkingTour(ClassicTour):
    """Plays on, and on every public screen reads every string the window holds."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.leaks: list[str] = []
        self.public_screens: set[str] = set()

    def step(self) -> None:
        screen = self.screen()
        if screen not in PRIVATE_SCREENS:
            self.public_screens.add(screen)
            self.leaks += [f"{screen}: {s}" for s in widget_strings(self.window) if SECRET.search(s)]
        super().step()


def _tour(window, seed: int) -> WalkingTour:
    from PySide6.QtWidgets import QApplication

    return WalkingTour(QApplication.instance(), window, None, random.Random(seed))


@pytest.mark.usefixtures("no_autosave")  # no saving tested here (issue 33)
@pytest.mark.parametrize("seed,players", [(1, 8), (2, 9), (3, 8)])
def test_a_whole_classic_game_by_clicks_shows_nothing_private_in_public(qtbot, window, seed, players):
    window.seed = seed
    tour = _tour(window, seed)
    tour.play_classic(players)
    assert window.classic.state.phase == "end"
    assert tour.leaks == []
    assert {"c_curtain", "c_dawn", "c_day", "c_ballot_curtain", "c_tally", "c_dusk"} <= tour.public_screens
    end = window.pages[C_END]
    assert window._current == C_END and end.isVisible()


def test_the_walk_would_see_a_role_on_a_public_screen(qtbot, window):
    from PySide6.QtWidgets import QLabel

    window.seed = 1
    tour = _tour(window, 1)
    # to the first day (a whole game before, issue 33: the check reads the window, not the game)
    tour.setup_classic(8)
    for _ in range(400):
        if tour.screen() == "c_day":
            break
        tour.step()
    assert tour.screen() == "c_day" and tour.leaks == []
    window.show_screen("c_day")
    window.pages["c_day"].findChildren(QLabel)[0].setText(role_name("witch"))
    assert any(SECRET.search(s) for s in widget_strings(window))


def test_a_classic_game_resumes_at_the_same_curtain(qtbot, window, settings, save_dir):
    from app.ui.autosave import Autosave
    from app.ui.classic.session import ClassicSession

    window.seed = 4
    tour = _tour(window, 4)
    tour.shot = lambda *a, **k: None
    tour.setup_classic(8)
    tour.play_on(7)
    holder = window.classic.holder()
    found = Autosave(save_dir).read()
    fresh = ClassicSession(settings, Autosave(save_dir))
    assert fresh.resume(found[0])
    assert fresh.screen == "c_curtain" and fresh.holder() == holder
    assert fresh.state == window.classic.state and fresh.night == window.classic.night
