"""Colour-blind safe teams: every team has a badge of its own shape (app/ui/teams.py, drawn by
resources/tools/make_art.py), told apart without colour, and shown on the cards, the tokens,
the reveal, the classic end screen and the deck builders' legends."""
from __future__ import annotations

import importlib.util
import itertools
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

import app.core.classic.extended as X
from app.core.classic.catalog import TEAMS as CLASSIC_STANDARD_TEAMS
from app.core.onenight.catalog import ROLES, Team
from app.ui import session as S
from app.ui import teams
from app.ui.autosave import Autosave
from app.ui.classic.session import ClassicSession
from app.ui.flows.classic import C_END
from app.ui.resources import resource, svg

from .conftest import NAMES, make_tour
from .test_classic_session import PORTRAITS
from .test_classic_session import step as classic_step

ROOT = Path(__file__).resolve().parents[2] / "resources"
VAMPIRE_5 = ["vampire", "the_master", "the_count", "renfield", "cupid", "priest", "marksman", "pickpocket"]
# the extended preset's second-wave teams (CLASSIC.md §11.27), also before the engine lists them
SECOND_WAVE_TEAMS = ("vampires", "white_wolf", "pied_piper", "heretic", "sectarian")
ALL_TEAMS = list(dict.fromkeys([t.value for t in Team] + list(X.TEAMS) + list(SECOND_WAVE_TEAMS)))


def make_art():
    spec = importlib.util.spec_from_file_location("make_art", ROOT / "tools" / "make_art.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_every_team_has_a_badge_of_its_own_shape():
    assert set(CLASSIC_STANDARD_TEAMS) <= set(X.TEAMS)
    shapes = {}
    for team in ALL_TEAMS:
        art = teams.badge_art(team)
        assert art and resource(art).is_file() and svg(art).isValid(), team
        shapes.setdefault(teams.badge_team(team), teams.shape_of(team))
    # one shape per badge; the classic village and wolves wear the One Night village's and werewolves'
    assert len(set(shapes.values())) == len(shapes) == len(teams.SHAPES)
    assert teams.badge_team("village") == "villager" and teams.badge_team("wolves") == "werewolf"
    assert teams.badge_art("draw") == ""


def test_the_shapes_are_the_art_scripts():
    art = make_art()
    for team, shape in art.BADGE_SHAPE.items():
        assert teams.SHAPES[team] == ("half " if team in art.BADGE_HALF else "") + shape


def grey(team: str, side: int = 48, background: str = "#808080") -> QImage:
    """The badge on a plain background, in grey only (no colour left to tell teams apart)."""
    img = QImage(side, side, QImage.Format.Format_ARGB32)
    img.fill(QColor(background))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    svg(teams.badge_art(team)).render(p, QRectF(0, 0, side, side))
    p.end()
    return img.convertToFormat(QImage.Format.Format_Grayscale8)


# Machado et al. (2009), severity 1.0: what a deuteranope and a protanope see.
CVD = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
}


def seen_as(team: str, matrix, side: int = 48) -> list[tuple[float, float, float]]:
    img = QImage(side, side, QImage.Format.Format_ARGB32)
    img.fill(QColor("#1B1F3A"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    svg(teams.badge_art(team)).render(p, QRectF(0, 0, side, side))
    p.end()
    out = []
    for y in range(side):
        for x in range(side):
            c = img.pixelColor(x, y)
            rgb = (c.redF(), c.greenF(), c.blueF())
            out.append(tuple(sum(m * v for m, v in zip(row, rgb)) for row in matrix))
    return out


def test_the_badges_stay_apart_in_grey():
    """Without any colour, every pair of badges still differs in a good part of its pixels."""
    for bg in ("#808080", "#1B1F3A", "#F6ECD4"):
        imgs = {t: grey(t, background=bg) for t in teams.SHAPES}
        for a, b in itertools.combinations(imgs, 2):
            ia, ib = imgs[a], imgs[b]
            differ = sum(1 for y in range(48) for x in range(48)
                         if abs(ia.pixelColor(x, y).value() - ib.pixelColor(x, y).value()) > 40)
            assert differ > 0.08 * 48 * 48, (a, b, bg, differ)


@pytest.mark.parametrize("kind", sorted(CVD))
def test_the_badges_stay_apart_for_red_green_colour_blindness(kind):
    seen = {t: seen_as(t, CVD[kind]) for t in teams.SHAPES}
    for a, b in itertools.combinations(seen, 2):
        differ = sum(1 for pa, pb in zip(seen[a], seen[b]) if max(abs(u - v) for u, v in zip(pa, pb)) > 0.15)
        assert differ > 0.08 * 48 * 48, (a, b, kind, differ)


def test_every_card_wears_its_team_badge():
    art = make_art()
    for role, r in ROLES.items():
        text = (ROOT / "roles" / f"{role}.svg").read_text(encoding="utf-8")
        assert f'id="badge-{r.team.value}"' in text, role
        assert text.count('class="team-badge"') == 1, role
    solo = {"white_wolf", "sectarian", "heretic", "pied_piper"}
    wolves = set(art.CLASSIC_WOLF_CARDS)
    for role in art.CLASSIC_ROLES:  # the extended classic cards: the first wave all on the village side
        text = (ROOT / "roles" / "classic" / f"{role}.svg").read_text(encoding="utf-8")
        team = (role if role in solo else "werewolf" if role in wolves else "vampire" if role == "vampire"
                else "villager")
        assert f'id="badge-{team}"' in text and text.count('class="team-badge"') == 1, role
    assert {"cupid", "thief"} <= set(art.CLASSIC_ROLES) and "traitor" in wolves and "cursed" in wolves
    # the solo teams and the vampires of the classic game have their badges
    for team in ("vampires", "white_wolf", "pied_piper", "heretic", "sectarian"):
        assert teams.badge_art(team) and resource(teams.badge_art(team)).is_file(), team
    # the classic standard roles use the One Night cards: the wolf wears the werewolves' badge
    from app.ui.classic.widgets import classic_role_art

    assert 'id="badge-werewolf"' in (ROOT / classic_role_art("wolf")).read_text(encoding="utf-8")
    assert 'id="badge-villager"' in (ROOT / classic_role_art("seer")).read_text(encoding="utf-8")


def test_the_tokens_that_change_a_team_wear_its_badge():
    for rel, team in (("marks/vampire.svg", "vampire"), ("artifacts/claw_of_the_werewolf.svg", "werewolf"),
                      ("artifacts/brand_of_the_villager.svg", "villager"),
                      ("artifacts/cudgel_of_the_tanner.svg", "tanner")):
        assert f'id="badge-{team}"' in (ROOT / rel).read_text(encoding="utf-8"), rel
    assert "team-badge" not in (ROOT / "marks/mark_back.svg").read_text(encoding="utf-8")
    assert "team-badge" not in (ROOT / "roles/card_back.svg").read_text(encoding="utf-8")


# --- on the screens ---------------------------------------------------------------------------------

def test_the_reveal_shows_each_teams_badge(qtbot, window, session):
    tour = make_tour(window)
    tour.play(5, VAMPIRE_5, NAMES)
    page = window.pages[S.REVEAL]
    page.finish()
    oc = session.outcome()
    places = page.table.scene.places
    for s in range(5):
        assert places[s].card.team == (oc.teams[s] if s in oc.winners else "")  # the winners' shape
    model = page.winners
    kinds = [model.index(r).data(Qt.ItemDataRole.UserRole + 61) for r in range(model.rowCount())]
    for team, _ in oc.team_wins:  # every team's result line carries its badge
        r = kinds.index(team)
        assert model.index(r).data(Qt.ItemDataRole.DecorationRole) is not None
    # painted: the badge is on the winner's card (its corner differs from the card without it)
    winner = next(iter(oc.winners))
    card = places[winner].card
    view = page.table.view
    corner = view.mapFromScene(card.mapToScene(card.badge_rect().center()))
    shot = view.viewport().grab().toImage()
    card.team = ""
    card.update()
    qtbot.wait(20)
    bare = view.viewport().grab().toImage()
    assert shot.pixelColor(corner) != bare.pixelColor(corner)


def test_the_classic_end_shows_each_teams_badge(qtbot, settings, save_dir):
    from app.ui.classic.public import ClassicEndScreen

    cs = ClassicSession(settings, Autosave(save_dir))
    rnd = random.Random(3)
    cs.new_game(NAMES[:8], PORTRAITS[:8], seed=3)
    while cs.screen != C_END:
        classic_step(cs, rnd)
    page = ClassicEndScreen(cs)
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    page.refresh()
    pub = cs.public_view()
    assert page.headline_badge.art == teams.badge_art(pub.result)
    for s in range(len(pub.seats)):
        item = page.table.item(s, 2)
        assert item.text() and not item.icon().isNull(), s


def test_the_deck_builders_have_a_legend(qtbot, window, session, settings):
    tour = make_tour(window)
    tour.setup(5, VAMPIRE_5, NAMES)
    cards = window.pages[S.SETUP].cards_page
    assert [t for t, _ in cards.legend.teams] == ["villager", "vampire"]
    assert cards.legend.names() == ["Village", "Vampires"]
    from app.ui.classic.deck import DeckBuilder

    b = DeckBuilder(settings)
    qtbot.addWidget(b)
    b.set_players(10)
    b._update_meter()
    assert [t for t, _ in b.legend.teams][:2] == ["village", "wolves"]
