"""Player names are plain text everywhere, and names that look alike are refused at setup."""
from __future__ import annotations

import html

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsItem, QLabel

from app.ui import session as S

from .conftest import make_tour

pytestmark = pytest.mark.no_paint  # whole games by clicks, no picture taken (issue 33)

DECK = ["vampire", "the_master", "the_count", "renfield", "cupid", "priest", "marksman", "pickpocket"]
HOSTILE = ["<img src='/etc/hosts'>", "<span style='font-size:90pt'>Big</span>", "<b>Bo</b> &amp; co",
           "Lan 🌙", "Nguyễn Thị Hương"]


def _players_page(window):
    window.show_screen(S.START)
    tour = make_tour(window)
    tour.click(window.pages[S.START].new_button)
    tour.click(window.pages["c_mode"].one_night_button)
    return tour, window.pages[S.SETUP].players_page


@pytest.mark.parametrize("name, message", [
    ("", "A name cannot be empty."),
    ("\u200b", "A name cannot be empty."),
    ("ann", "Two players cannot have the same name."),
    ("Ann\u200b", "Two players cannot have the same name."),
    ("\u0410nn", "This name looks just like another player's name."),
    ("M" * 61, "A name can have at most 60 characters."),
])
def test_setup_refuses_a_name_with_a_clear_message(qtbot, window, name, message):
    tour, page = _players_page(window)
    page.players.set_names(["Ann", "Bob", "Cat"])
    page.entry.setMaxLength(100)
    page.entry.setText(name)
    tour.click(page.add_button)
    assert page.problem.text().startswith(message)
    assert page.players.names() == ["Ann", "Bob", "Cat"]


@pytest.mark.parametrize("name, stored", [
    ("  Dan  ", "Dan"), ("Lan 🌙", "Lan 🌙"), ("Nguyễn Thị Hương", "Nguyễn Thị Hương"), ("M" * 60, "M" * 60),
    ("<img src=x>", "<img src=x>"), ("Ｅｖｅ", "Eve"),
])
def test_setup_accepts_and_normalises(qtbot, window, name, stored):
    tour, page = _players_page(window)
    page.players.set_names(["Ann", "Bob", "Cat"])
    page.entry.setText(name)
    tour.click(page.add_button)
    assert page.problem.text() == ""
    assert page.players.names()[-1] == stored


SAME = "Two players cannot have the same name."
LOOKS = "This name looks just like another player's name."
EMPTY = "A name cannot be empty."
# Issue 38's names: Ann with an invisible character, look-alikes of other scripts, blank names.
ISSUE_38 = [("Ann" + ch, SAME) for ch in ("\u034f", "\u3164", "\u115f", "\u1160", "\u2800", "\ufe00", "\u17b4",
                                         "\u17b5")] + [
    ("\u13aann", LOOKS), ("\ua4eenn", LOOKS), ("\u13f4ob", LOOKS), ("\u3164\u3164", EMPTY), ("\u2800", EMPTY)]


def _refuses_every_one(tour, page) -> None:
    before = page.players.names()
    for name, message in ISSUE_38:
        page.entry.setText(name)
        tour.click(page.add_button)
        assert page.problem.text().startswith(message), (name, page.problem.text())
        assert page.players.names() == before
    for name in ("Lân", "Lấn"):  # Vietnamese letters are their own
        page.entry.setText(name)
        tour.click(page.add_button)
        assert page.problem.text() == "" and page.players.names()[-1] == name


def test_the_one_night_setup_refuses_invisible_look_alike_and_blank_names(qtbot, window):
    tour, page = _players_page(window)
    page.players.set_names(["Ann", "Bob", "Lan"])
    _refuses_every_one(tour, page)


def test_the_classic_setup_refuses_invisible_look_alike_and_blank_names(qtbot, window):
    from app.ui.flows import classic as CF

    window.show_screen(S.START)
    tour = make_tour(window)
    tour.click(window.pages[S.START].new_button)
    tour.click(window.pages[CF.C_MODE].classic_button)
    page = window.pages[CF.C_SETUP]
    page.players.set_names(["Ann", "Bob", "Lan"])
    assert page.players.names() == ["Ann", "Bob", "Lan"]
    _refuses_every_one(tour, page)


def test_renaming_into_a_look_alike_is_refused(qtbot, window):
    _, page = _players_page(window)
    page.players.set_names(["Ann", "Bob", "Cat"])
    assert not page.players.setData(page.players.index(2), "B\u03bfb")  # Greek omicron
    assert page.players.names() == ["Ann", "Bob", "Cat"]
    assert "looks just like" in page.problem.text()


def test_saved_names_are_normalised_and_look_alikes_dropped(qtbot):
    from app.ui.models import PlayersModel

    m = PlayersModel(["Ann", "Ann\u200b", "\u0410nn", " Bob ", ""])
    assert m.names() == ["Ann", "Bob"]


def _shows_a_name(text: str, names: list[str]) -> str | None:
    for name in names:
        if name in text or html.escape(name) in text or name[:8] in text:
            return name
    return None


def _page_of(window, widget) -> str:
    pages = {id(p): name for name, p in window.pages.items()}
    w = widget
    while w is not None and id(w) not in pages:
        w = w.parentWidget()
    return pages.get(id(w), "window") if w is not None else "window"


def _check_labels(window, names: list[str], seen: set[str]) -> None:
    for lab in window.findChildren(QLabel):
        text = lab.text()
        name = _shows_a_name(text, names)
        if name is None:
            continue
        seen.add(_page_of(window, lab))
        plain = lab.textFormat() == Qt.TextFormat.PlainText
        assert plain or (html.escape(name) in text and name not in text), (text, lab.textFormat())
    for page in window.pages.values():
        scene = getattr(page, "scene", None) or getattr(getattr(page, "table", None), "scene", None)
        if scene is None:
            continue
        for item in scene.items():
            tip = item.toolTip() if isinstance(item, QGraphicsItem) else ""
            if tip and _shows_a_name(tip, names):
                assert tip.startswith("<qt>") and not any(n in tip for n in names if "<" in n or "&" in n), tip


def test_every_label_that_shows_a_name_is_plain_text(qtbot, window, session, settings):
    """A whole game (public vote) and a private vote lap with names that look like markup."""
    checked: set[str] = set()
    for private in (False, True):
        settings.private_vote = private
        window.show_screen(S.START)
        tour = make_tour(window, seed=5)
        settle = tour.settle

        def settle_and_check(settle=settle):
            settle()
            _check_labels(window, HOSTILE, checked)

        tour.settle = settle_and_check
        tour.setup(5, DECK, HOSTILE)
        assert session.seats == tuple(HOSTILE)
        tour.night()
        tour.day()
        if private:
            for seat in range(5):
                curtain = window.pages[S.VOTE_CURTAIN]
                # (a name ending in an emoji carries an invisible word joiner: no gap before a full stop)
                assert curtain.name_label.full_text().rstrip("\u2060").endswith(HOSTILE[seat])
                session.open_vote_visit()
                settle_and_check()
                page = window.pages[S.VOTE_VISIT]
                tour.click_item(page.table.view, page.table.scene.places[(seat + 1) % 5].card)
                tour.click(page.confirm_button)
        else:
            tour.vote()
        tour.end()
        _check_labels(window, HOSTILE, checked)
        tour.click(window.pages[S.REVEAL].setup_button)
    # names were really looked at on each of these screens
    assert {S.CURTAIN, S.VISIT, S.VOTE, S.VOTE_CURTAIN, S.VOTE_VISIT, S.RESOLUTION, S.REVEAL} <= checked, checked


def test_a_markup_name_on_the_curtain_is_shown_as_typed(qtbot, window, session):
    tour = make_tour(window)
    tour.setup(5, DECK, HOSTILE)
    curtain = window.pages[S.CURTAIN]
    assert curtain.name_label.textFormat() == Qt.TextFormat.PlainText
    assert HOSTILE[0] in curtain.name_label.full_text()
    tour.open_curtain()
    visit = window.pages[S.VISIT]
    assert visit.who.textFormat() == Qt.TextFormat.PlainText
    assert visit.who.full_text().startswith(HOSTILE[0])
