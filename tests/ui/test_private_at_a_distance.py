"""Nothing of a private screen is readable from across the table (issue 37, DESIGN.md §Hand-off 8).

The visit screens of three cards of each team are photographed at 1280x720 and shrunk to 10 %
(what a player across the table sees). Between any two of them:

* no pixel's colourfulness (chroma: its largest channel less its smallest) differs by more than
  a little (a team's colour on the holder's card, a fellow's card, a coloured token), and
* over the table's part of the picture the brightness differs by a small average only (no card
  dimmed as a target the holder may not take, no face drawn differently from a back).

The words differ (the role's name, the instructions): at 10 % they are a grey smudge of the same
colours, which these measures leave alone. Every role's screen is taken from the same deck and
the same lap, so the script of the lap (DESIGN.md §Hand-off 8) is the same for all.
"""
from __future__ import annotations

from itertools import combinations

import pytest

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from app.core.onenight import engine as G
from app.core.onenight import handoff as P
from app.ui import session as S

from .conftest import make_tour

TEAMS = {"village": ["seer", "robber", "villager"], "werewolf": ["werewolf", "minion", "mystic_wolf"],
         "vampire": ["vampire", "the_count", "renfield"]}
SEATS = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]
CHROMA_STEP = 40  # a pixel "changes colour" when its chroma differs by more than this (0-255)
MOST_CHANGED = 2  # pixels that may change colour between two roles' pictures
TABLE_MEAN = 0.5  # largest mean brightness difference over the table's part of the picture (0-255)


def small(window) -> list[tuple[int, int, int]]:
    """The window at 10 %, its pixels row by row."""
    img = window.grab().toImage()
    img = img.scaled(img.width() // 10, img.height() // 10, Qt.AspectRatioMode.IgnoreAspectRatio,
                     Qt.TransformationMode.SmoothTransformation).convertToFormat(QImage.Format.Format_RGB32)
    return [img.pixelColor(x, y).getRgb()[:3] for y in range(img.height()) for x in range(img.width())]


def _chroma(c: tuple[int, int, int]) -> int:
    return max(c) - min(c)


def _luma(c: tuple[int, int, int]) -> float:
    return 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]


def colour_changes(a: list[tuple[int, int, int]], b: list[tuple[int, int, int]]) -> int:
    """How many pixels of two pictures differ in colourfulness by more than CHROMA_STEP."""
    return sum(abs(_chroma(p) - _chroma(q)) > CHROMA_STEP for p, q in zip(a, b))


def table_difference(a: list[tuple[int, int, int]], b: list[tuple[int, int, int]], width: int = 128,
                     table_w: int = 78, top: int = 6) -> float:
    """The mean brightness difference over the table (left of the side panel, below the title)."""
    idx = [i for i in range(len(a)) if i % width < table_w and i // width >= top]
    return sum(abs(_luma(a[i]) - _luma(b[i])) for i in idx) / len(idx)


def assert_alike(shots: dict[str, list[tuple[int, int, int]]]) -> None:
    worst_colour = max((colour_changes(shots[x], shots[y]), x, y) for x, y in combinations(shots, 2))
    worst_table = max((table_difference(shots[x], shots[y]), x, y) for x, y in combinations(shots, 2))
    assert worst_colour[0] <= MOST_CHANGED, f"pixels that change colour between {worst_colour[1:]}: {worst_colour[0]}"
    assert worst_table[0] <= TABLE_MEAN, f"the table's brightness between {worst_table[1:]}: {worst_table[0]:.2f}"


def test_one_night_visits_look_alike_from_across_the_table(qtbot, window, session, tmp_path):
    pool = [r for roles in TEAMS.values() for r in roles] + ["hunter"]  # one deck for every picture
    shots = {}
    for roles in TEAMS.values():
        for role in roles:
            k = pool.index(role)
            deal = G.Deal(tuple(pool[k:] + pool[:k]), ("villager", "bodyguard", "tanner"))
            session.begin(P.start(G.new_game(SEATS, deal=deal)))
            tour = make_tour(window)
            tour.open_curtain()  # the first seat's first visit: its card is `role`
            assert session.screen == S.VISIT and session.seat_view(0).dealt == role
            window.pages[S.VISIT].scene.finish_animations()
            tour.settle()
            window.grab().save(str(tmp_path / f"{role}.png"))
            shots[role] = small(window)
    assert_alike(shots)


def test_the_measures_see_a_coloured_card_and_a_dimmed_one():
    dark = (20, 30, 60)
    base = [dark] * (128 * 72)
    orange = list(base)
    for i in range(20 * 128 + 30, 20 * 128 + 36):
        orange[i] = (200, 100, 40)  # a small orange card
    dimmed = [(10, 15, 30) if i % 128 < 40 and i // 128 > 10 else c for i, c in enumerate(base)]
    assert colour_changes(base, orange) > MOST_CHANGED
    assert table_difference(base, dimmed) > TABLE_MEAN
    assert colour_changes(base, base) == 0 and table_difference(base, base) == 0


def _classic_laps(window, players: int, preset: str = "standard", deck=None) -> dict[int, dict[str, list]]:
    """Every visit screen of a classic game's first night, at 10 %, by lap: {lap: {seat-role: picture}}."""
    import random

    from PySide6.QtWidgets import QApplication

    from app.ui.classic.tour import ClassicTour
    from app.ui.flows.classic import C_VISIT

    tour = ClassicTour(QApplication.instance(), window, None, random.Random(1))
    tour.setup_classic(players, preset=preset, deck=deck)
    c = window.classic
    laps: dict[int, dict[str, list]] = {}
    for _ in range(400):
        if c.state.moment != "N1":
            break
        if tour.screen() == C_VISIT and c.visit_view() is not None:
            tour.settle()
            v = c.visit_view().visit
            laps.setdefault(v.lap, {})[f"{v.seat}:{c.state.roles[v.seat]}"] = small(window)
        tour.step()
    return laps


def test_classic_visits_look_alike_from_across_the_table(qtbot, window):
    window.seed = 1
    laps = _classic_laps(window, 8)
    roles = {key.split(":")[1] for shots in laps.values() for key in shots}
    assert {"wolf", "seer", "witch"} <= roles and len(laps) >= 2
    for shots in laps.values():  # the first night's visits, lap by lap (the wolves, the seer, the witch, ...)
        assert_alike(shots)


def test_extended_visits_look_alike_from_across_the_table(qtbot, window):
    """The thief's lap: his two spare cards face up (the shared back, the name in its band), two face-down
    cards on every other visit, the same to tap (DESIGN.md §Hand-off 8)."""
    window.seed = 1
    laps = _classic_laps(window, 10, "extended")
    assert any("thief" in key for key in laps.get(1, {}))
    assert_alike(laps[1])
