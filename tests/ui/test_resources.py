"""The bundled art and font: every SVG loads, backs are unique files, the font covers Vietnamese."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetrics, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

RES = Path(__file__).resolve().parents[2] / "resources"

ROLE_IDS = (
    "copycat vampire the_master the_count renfield diseased cupid instigator priest assassin "
    "apprentice_assassin marksman pickpocket gremlin villager doppelganger werewolf minion mason "
    "seer robber troublemaker drunk insomniac hunter tanner sentinel alpha_wolf mystic_wolf "
    "dream_wolf apprentice_seer paranormal_investigator witch village_idiot revealer curator "
    "bodyguard aura_seer apprentice_tanner thing squire beholder prince cursed"
).split()
MARKS = "clarity vampire fear bat disease love traitor assassin".split()
ARTIFACTS = (
    "claw_of_the_werewolf brand_of_the_villager cudgel_of_the_tanner void_of_nothingness "
    "mask_of_muting shroud_of_shame"
).split()
VIETNAMESE = "ạắầễộựđƯ" + "Người sói, ma cà rồng và những đêm dài"

ROLE_FILES = [f"roles/{r}.svg" for r in ROLE_IDS]
MARK_FILES = [f"marks/{m}.svg" for m in MARKS]
ARTIFACT_FILES = [f"artifacts/{a}.svg" for a in ARTIFACTS]
OTHER_FILES = [
    "roles/card_back.svg", "marks/mark_back.svg", "marks/space_empty.svg",
    "tokens/shield.svg", "tokens/artifact_back.svg", "icons/app.svg",
]
ALL_SVG = ROLE_FILES + MARK_FILES + ARTIFACT_FILES + OTHER_FILES


@pytest.fixture(scope="module")
def gui_app():
    return QGuiApplication.instance() or QGuiApplication([])


def _view_box(rel: str) -> list[float]:
    root = ET.parse(RES / rel).getroot()
    return [float(v) for v in root.attrib["viewBox"].split()]


def _render(rel: str, w: int, h: int) -> QImage:
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(QColor(0, 0, 0, 0))
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(RES / rel)).render(painter, QRectF(0, 0, w, h))
    painter.end()
    return img


def test_role_list_is_complete():
    assert len(ROLE_IDS) == 44 and len(set(ROLE_IDS)) == 44


@pytest.mark.parametrize("rel", ALL_SVG)
def test_svg_loads(gui_app, rel):
    path = RES / rel
    assert path.is_file(), rel
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), rel
    assert not renderer.defaultSize().isEmpty(), rel


@pytest.mark.parametrize("rel", ROLE_FILES + ["roles/card_back.svg"])
def test_cards_are_portrait_5_by_7(rel):
    assert _view_box(rel) == [0, 0, 250, 350]


@pytest.mark.parametrize("rel", MARK_FILES + ARTIFACT_FILES + OTHER_FILES[1:5])
def test_tokens_are_100_square(rel):
    assert _view_box(rel) == [0, 0, 100, 100]


def test_app_icon_is_square():
    assert _view_box("icons/app.svg") == [0, 0, 512, 512]


@pytest.mark.parametrize("rel", ROLE_FILES)
def test_role_cards_carry_no_text(rel):
    """The app draws the translated name itself; the art must not contain text."""
    root = ET.parse(RES / rel).getroot()
    tags = {el.tag.split("}")[-1] for el in root.iter()}
    assert not tags & {"text", "tspan", "textPath", "image"}, rel


@pytest.mark.parametrize("rel", ROLE_FILES)
def test_role_cards_leave_the_banner_free(gui_app, rel):
    """Rows 280..330 (card units) hold only the plain panel colour, for the name banner."""
    img = _render(rel, 250, 350)
    colours = {img.pixel(x, y) for y in range(284, 327, 3) for x in range(30, 221, 5)}
    assert len(colours) == 1, rel


@pytest.mark.parametrize("rel", ROLE_FILES)
def test_role_cards_differ(gui_app, rel):
    """Each role has its own emblem: no two role cards render the same."""
    mine = _render(rel, 50, 70)
    for other in ROLE_FILES:
        if other != rel:
            assert _render(other, 50, 70) != mine, (rel, other)


def test_backs_are_single_shared_files(gui_app):
    """One file per back: a face-down card or mark looks the same whatever lies under it."""
    for rel in ("roles/card_back.svg", "marks/mark_back.svg", "tokens/artifact_back.svg"):
        first = _render(rel, 125, 175)
        assert _render(rel, 125, 175) == first
    backs = sorted(p.name for p in (RES / "roles").glob("*back*.svg"))
    assert backs == ["card_back.svg"]
    backs = sorted(p.name for p in (RES / "marks").glob("*back*.svg"))
    assert backs == ["mark_back.svg"]


@pytest.mark.parametrize("name", ["NotoSans-Regular.ttf", "NotoSans-Bold.ttf"])
def test_font_covers_vietnamese(gui_app, name):
    path = RES / "fonts" / name
    assert path.is_file()
    assert path.stat().st_size < 1_200_000
    font_id = QFontDatabase.addApplicationFont(str(path))
    assert font_id != -1
    families = QFontDatabase.applicationFontFamilies(font_id)
    assert "Noto Sans" in families
    assert QFontDatabase.WritingSystem.Vietnamese in QFontDatabase.writingSystems("Noto Sans")
    metrics = QFontMetrics(QFont("Noto Sans"))
    missing = [ch for ch in VIETNAMESE if not ch.isspace() and not metrics.inFontUcs4(ord(ch))]
    assert not missing


def test_font_licence_is_bundled():
    text = (RES / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in text
    assert "Google LLC" in text


def test_generator_is_present():
    assert (RES / "tools" / "make_art.py").is_file()


def test_emoji_font_becomes_the_emoji_fallback(gui_app):
    from app.ui.i18n import load_emoji_font

    load_emoji_font()
    assert "Noto Color Emoji" in QFontDatabase.applicationEmojiFontFamilies()
    assert (RES / "fonts" / "emoji" / "OFL.txt").is_file()
