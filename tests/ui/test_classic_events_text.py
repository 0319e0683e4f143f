"""The New Moon event cards' words and pictures (CLASSIC.md §11.31.2), the gypsy's and the town
crier's names: every card has a title, a sentence and a valid picture; the Vietnamese titles are
the page's; the words are translated."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, QTranslator
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from app.ui.classic import events_text as E
from app.ui.classic import widgets as W
from app.ui.resources import resource

RES = Path(__file__).resolve().parents[2] / "resources"

# CLASSIC.md §11.31.2: id, Tiếng Việt, English, kind (rows 1-20, in the page's order)
DECK = [
    ("market_day", "Phiên Chợ", "Market Day", "vote"),
    ("secret_ballot", "Bỏ Phiếu Kín", "Secret Ballot", "vote"),
    ("second_hanging", "Hai Phiên Tòa", "Two Trials", "vote"),
    ("captain_voice", "Lời Trưởng Làng", "The Captain's Word", "vote"),
    ("pillory", "Cọc Bêu", "The Pillory", "vote"),
    ("amnesty", "Ân Xá", "Amnesty", "vote"),
    ("eclipse", "Nguyệt Thực", "Eclipse", "night"),
    ("fog", "Sương Mù", "Fog", "night"),
    ("vigil", "Đêm Canh Thức", "The Vigil", "night"),
    ("cold_night", "Đêm Giá Rét", "Bitter Cold", "night"),
    ("confession", "Lời Thú Tội", "Confession", "info"),
    ("funeral", "Đám Tang", "The Funeral", "info"),
    ("census", "Kiểm Kê", "Census", "info"),
    ("swap_votes", "Đổi Chỗ", "Switched Seats", "chaos"),
    ("moonstruck", "Mộng Du", "Moonstruck", "chaos"),
    ("seance_wolf", "Hồn Chỉ Mặt", "The Pointing Spirit", "spirit"),
    ("seance_neighbours", "Hồn Láng Giềng", "Spirits of the Street", "spirit"),
    ("seance_pair", "Hồn Phân Xử", "The Spirits Judge", "spirit"),
    ("seance_grave", "Tiếng Gọi Từ Mộ", "Voice from the Grave", "spirit"),
    ("seance_cause", "Hồn Kể Tội", "How I Died", "spirit"),
]
IDS = [row[0] for row in DECK]
SVG_NS = "{http://www.w3.org/2000/svg}"


def test_the_ids_are_the_pages_deck():
    assert list(E.EVENT_IDS) == IDS[:15]
    assert list(E.SEANCE_IDS) == IDS[15:]
    assert list(E.ALL_EVENT_IDS) == IDS
    assert [E.event_kind(e) for e in IDS] == [row[3] for row in DECK]
    assert E.event_kind("nothing") == "" and E.event_title("nothing") == "nothing"
    assert E.event_sentence("nothing") == "" and E.event_day_line("nothing") is None
    assert E.event_art("nothing") == ""


@pytest.mark.parametrize("eid, vi, en, kind", DECK)
def test_every_card_has_words_and_a_picture(qapp, eid, vi, en, kind):
    assert E.event_title(eid) == en
    sentence = E.event_sentence(eid)
    assert sentence.strip() and sentence[-1] in ".?", eid
    assert "<" not in sentence and ">" not in sentence
    # a spiritualism card asks about the players it names; a public card names nobody
    wanted = ["%1", "%2"] if eid == "seance_pair" else ["%1"] if kind == "spirit" else []
    assert re.findall(r"%\d", sentence) == wanted, eid
    line = E.event_day_line(eid)
    assert (line is not None) == (kind in ("vote", "chaos")), eid
    if line is not None:
        assert line.strip() and set(re.findall(r"%\d", line)) <= {"%1", "%2"}, eid
        assert W.fill(line, "Ann", "Bob").count("%") == 0
    rel = E.event_art(eid)
    assert rel == f"events/{eid}.svg" and (RES / rel).is_file()
    assert QSvgRenderer(str(RES / rel)).isValid(), rel
    root = ET.parse(RES / rel).getroot()
    assert [float(v) for v in root.attrib["viewBox"].split()] == [0, 0, 250, 350]


def test_the_back_the_badge_and_the_gypsy_load(qapp):
    for rel in (E.EVENT_BACK_ART, E.CRIER_ART, "roles/classic/gypsy.svg"):
        assert QSvgRenderer(str(RES / rel)).isValid(), rel
    assert W.classic_role_art("gypsy") == "roles/classic/gypsy.svg"
    assert W.role_name("gypsy") == "Gypsy" and W.role_name("town_crier") == "Town Crier"
    # the folder holds the twenty faces and the back, nothing else
    assert sorted(p.stem for p in (RES / "events").glob("*")) == sorted(IDS + ["event_back"])


def _render(rel: str, w: int, h: int) -> QImage:
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(QColor(0, 0, 0, 0))
    painter = QPainter(img)
    QSvgRenderer(str(RES / rel)).render(painter, QRectF(0, 0, w, h))
    painter.end()
    return img


def test_the_cards_leave_the_banner_free_and_differ(qapp):
    images = {}
    for eid in IDS:
        img = _render(E.event_art(eid), 250, 350)
        assert len({img.pixel(x, y) for y in range(284, 327, 3) for x in range(30, 221, 5)}) == 1, eid
        images[eid] = _render(E.event_art(eid), 50, 70)
    back = _render(E.EVENT_BACK_ART, 50, 70)
    assert len({img.bits().tobytes() for img in images.values()} | {back.bits().tobytes()}) == len(IDS) + 1
    assert back != _render("roles/card_back.svg", 50, 70)  # not the role cards' back


def test_the_sentences_and_the_day_lines_are_distinct(qapp):
    sentences = [E.event_sentence(e) for e in IDS]
    lines = [E.event_day_line(e) for e in IDS if E.event_day_line(e)]
    titles = [E.event_title(e) for e in IDS]
    for words in (sentences, lines, titles):
        assert len(set(words)) == len(words)


@pytest.fixture(params=("vi", "es"))
def language(request, qapp):
    tr = QTranslator()
    assert tr.load(str(resource("translations") / f"pass_the_night_{request.param}.qm"))
    QCoreApplication.installTranslator(tr)
    yield request.param
    QCoreApplication.removeTranslator(tr)


def test_the_words_are_translated(language, monkeypatch):
    with monkeypatch.context() as m:  # the English sources, as the calls give them
        m.setattr(E, "translate", lambda context, text, *args: text)
        m.setattr(W, "translate", lambda context, text, *args: text)
        english = {e: (E.event_title(e), E.event_sentence(e), E.event_day_line(e)) for e in IDS}
        names = {r: W.role_name(r) for r in ("gypsy", "town_crier")}
    for eid, vi, _en, _kind in DECK:
        title, sentence, line = E.event_title(eid), E.event_sentence(eid), E.event_day_line(eid)
        if language == "vi":
            assert title == vi, eid  # the page's Vietnamese column, exactly
        assert title and title != english[eid][0], (language, eid)
        assert sentence and sentence != english[eid][1], (language, eid)
        assert re.findall(r"%\d", sentence) == re.findall(r"%\d", english[eid][1]), (language, eid)
        if line is not None:
            assert line != english[eid][2], (language, eid)
            assert sorted(re.findall(r"%\d", line)) == sorted(re.findall(r"%\d", english[eid][2]))
    if language == "vi":
        assert W.role_name("gypsy") == "Cô Gái Digan" and W.role_name("town_crier") == "Người Loan Tin"
    for role, english_name in names.items():
        assert W.role_name(role) and W.role_name(role) != english_name, (language, role)
