"""The classic cards of the extended preset and the captain's badge: valid, drawn in the card
layout, distinct, and regenerated exactly by resources/tools/make_art.py."""
from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

RES = Path(__file__).resolve().parents[2] / "resources"
FIRST_WAVE = ["cupid", "elder", "idiot", "scapegoat", "little_girl", "brother", "knight", "fox",
              "bear_tamer", "thief"]
# CLASSIC.md §11.17, ids exactly as there
SECOND_WAVE = ["moon_maiden", "enchanter", "apothecary", "assassin", "cavalier", "avenger", "shadow", "actor",
               "diseased", "tough_guy", "judge", "servant", "sectarian", "prince", "drunk", "angel", "raven",
               "apprentice_seer", "aura_seer", "old_hag", "old_man", "pacifist", "ghost", "mad_doctor",
               "big_bad_wolf", "demon_wolf", "white_wolf", "fire_wolf", "big_brother_wolf", "little_brother_wolf",
               "wolf_cub", "traitor", "wolf_seer", "lycan", "wolf_kin", "dream_wolf", "stray_wolf", "stone_wolf",
               "wild_child", "wolf_hound", "cursed", "vampire", "heretic", "pied_piper"]
NEW_MOON = ["gypsy"]  # CLASSIC.md §11.31.6
CLASSIC = FIRST_WAVE + SECOND_WAVE + NEW_MOON
CARDS = [f"roles/classic/{r}.svg" for r in CLASSIC]
CAPTAIN = "tokens/captain.svg"
CRIER = "tokens/town_crier.svg"  # §11.31.5, a title like the captain's
SVG_NS = "{http://www.w3.org/2000/svg}"
ALLOWED = {"svg", "g", "path", "circle", "ellipse", "rect", "line", "polygon", "polyline"}


def _render(rel: str, w: int, h: int) -> QImage:
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(QColor(0, 0, 0, 0))
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(RES / rel)).render(painter, QRectF(0, 0, w, h))
    painter.end()
    return img


def test_the_folder_holds_exactly_the_classic_cards():
    assert sorted(p.name for p in (RES / "roles" / "classic").glob("*")) == sorted(f"{r}.svg" for r in CLASSIC)


@pytest.mark.parametrize("rel", CARDS + [CAPTAIN, CRIER])
def test_classic_art_is_a_valid_svg_of_plain_shapes(qapp, rel):
    renderer = QSvgRenderer(str(RES / rel))
    assert renderer.isValid(), rel
    root = ET.parse(RES / rel).getroot()
    tags = {el.tag.removeprefix(SVG_NS) for el in root.iter()}
    assert tags <= ALLOWED, tags - ALLOWED
    size = [float(v) for v in root.attrib["viewBox"].split()]
    assert size == ([0, 0, 100, 100] if rel in (CAPTAIN, CRIER) else [0, 0, 250, 350])


@pytest.mark.parametrize("rel", CARDS)
def test_classic_cards_leave_the_banner_free(qapp, rel):
    img = _render(rel, 250, 350)
    assert len({img.pixel(x, y) for y in range(284, 327, 3) for x in range(30, 221, 5)}) == 1


def test_classic_cards_differ_from_each_other_and_from_the_one_night_cards(qapp):
    others = CARDS + [f"roles/{p.name}" for p in sorted((RES / "roles").glob("*.svg"))]
    images = {rel: _render(rel, 50, 70) for rel in others}
    for rel in CARDS:
        for other in others:
            if other != rel:
                assert images[rel] != images[other], (rel, other)


def test_the_second_wave_is_the_pages_catalogue():
    assert len(SECOND_WAVE) == len(set(SECOND_WAVE)) == 44
    assert not set(SECOND_WAVE) & set(FIRST_WAVE)
    try:
        from app.core.classic import wave2
    except ImportError:  # the engine's catalogue of the second wave is not here yet
        return
    assert sorted(wave2.SECOND_WAVE) == sorted(SECOND_WAVE)


def test_classic_cards_wear_their_cards_team(qapp):
    """The frame follows the card's team of §11.17: the wolves' cards the wolves' vermillion, the
    vampire the vampires' purple, the heretic and the piper their own sky blue, the rest green."""
    frames = {"villager": QColor("#009E73"), "werewolf": QColor("#D55E00"), "vampire": QColor("#CC79A7"),
              "solo": QColor("#56B4E9")}
    wolves = SECOND_WAVE[SECOND_WAVE.index("big_bad_wolf"):SECOND_WAVE.index("vampire")]
    for role in CLASSIC:
        style = ("werewolf" if role in wolves else "vampire" if role == "vampire"
                 else "solo" if role in ("heretic", "pied_piper") else "villager")
        img = _render(f"roles/classic/{role}.svg", 250, 350)
        assert img.pixelColor(4, 175) == frames[style], role


def test_classic_art_is_regenerated_exactly(tmp_path):
    spec = importlib.util.spec_from_file_location("make_art_test", RES / "tools" / "make_art.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    mod.ROOT = tmp_path
    mod.main()
    events = [f"events/{p.name}" for p in sorted((RES / "events").glob("*.svg"))]
    for rel in CARDS + [CAPTAIN, CRIER] + events:
        assert (tmp_path / rel).read_bytes() == (RES / rel).read_bytes(), f"{rel} is stale: rerun make_art.py"
    # the One Night art is untouched by the classic additions
    for p in sorted((RES / "roles").glob("*.svg")):
        assert (tmp_path / "roles" / p.name).read_bytes() == p.read_bytes(), p.name


def test_every_extended_role_has_its_picture():
    from app.ui.classic.widgets import CAPTAIN_ART, classic_role_art

    for role in CLASSIC:
        assert classic_role_art(role) == f"roles/classic/{role}.svg"
    assert classic_role_art("wolf") == "roles/werewolf.svg"
    # a second-wave id shared with a One Night role has its own classic card
    assert classic_role_art("vampire") == "roles/classic/vampire.svg"
    assert classic_role_art("nobody") == ""
    assert (RES / CAPTAIN_ART).is_file()
