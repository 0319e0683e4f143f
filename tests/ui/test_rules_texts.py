"""Every role, mark and artifact of both modes has its full rules text, in every language."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator

from app.core.classic import catalog as C
from app.core.classic import extended as X
from app.core.onenight.catalog import ARTIFACTS, MARKS, ROLES
from app.ui import rules_texts as R
from app.ui.resources import resource

LANGS = ("vi", "es")
from .test_classic_art import SECOND_WAVE  # noqa: E402  (CLASSIC.md §11.17)

# with New Moon's gypsy and town crier (CLASSIC.md §11.31.5, §11.31.6)
CLASSIC_IDS = tuple(dict.fromkeys(C.ROLES + X.FIRST_WAVE + tuple(SECOND_WAVE) + ("captain", "gypsy", "town_crier")))


def _every_text() -> list[tuple[str, str, str]]:
    """(kind, id, text) for every id of the catalogues."""
    out = [("role", r, R.role_rules(r)) for r in ROLES]
    out += [("mark", m, R.mark_rules(m)) for m in MARKS]
    out += [("artifact", a, R.artifact_rules(a)) for a in ARTIFACTS]
    out += [("classic", r, R.classic_role_rules(r)) for r in CLASSIC_IDS]
    return out


def _sentences(text: str) -> int:
    return len(re.findall(r"[.!?](\s|$)", text))


def test_every_id_has_a_paragraph(qapp) -> None:
    texts = _every_text()
    assert len(texts) == len(ROLES) + len(MARKS) + len(ARTIFACTS) + len(CLASSIC_IDS)
    for kind, rid, text in texts:
        assert text.strip(), (kind, rid)
        assert 1 <= _sentences(text) <= 7, (kind, rid, text)
        assert "<" not in text and ">" not in text, (kind, rid)  # plain text: callers escape it
    # an unknown id has no text (a new role without rules text fails the test above)
    assert R.role_rules("nobody") == R.classic_role_rules("nobody") == ""


def test_the_texts_are_distinct(qapp) -> None:
    seen: dict[str, tuple[str, str]] = {}
    for kind, rid, text in _every_text():
        assert text not in seen, ((kind, rid), seen.get(text))
        seen[text] = (kind, rid)


@pytest.fixture(params=LANGS)
def translator(request, qapp):
    tr = QTranslator()
    assert tr.load(str(resource("translations") / f"pass_the_night_{request.param}.qm"))
    QCoreApplication.installTranslator(tr)
    yield request.param, tr
    QCoreApplication.removeTranslator(tr)


def test_every_text_is_translated(translator, monkeypatch) -> None:
    lang, tr = translator
    with monkeypatch.context() as m:  # the English sources, as the calls give them
        m.setattr(R, "translate", lambda context, text, *args: text)
        sources = _every_text()
    for kind, rid, source in sources:
        context = "ClassicRules" if kind == "classic" else "RoleRules"
        words = tr.translate(context, source)
        assert words.strip() and words != source, (lang, kind, rid)
        assert re.findall(r"%\d", words) == re.findall(r"%\d", source), (lang, kind, rid)
    # the functions themselves answer in the installed language
    english = {(kind, rid): text for kind, rid, text in sources}
    assert R.role_rules("seer") == tr.translate("RoleRules", english["role", "seer"])
    assert R.classic_role_rules("fox") == tr.translate("ClassicRules", english["classic", "fox"])


def test_rules_dialog_shows_every_box_at_the_start_and_the_game_in_progress(qapp) -> None:
    from app.ui import dialogs, texts

    every = dialogs.rules_html()
    for r in ROLES:
        assert texts.html.escape(R.role_rules(r)) in every, r
    for m in MARKS:
        assert texts.html.escape(R.mark_rules(m)) in every, m
    for a in ARTIFACTS:
        assert texts.html.escape(R.artifact_rules(a)) in every, a
    for r in CLASSIC_IDS:
        assert texts.html.escape(R.classic_role_rules(r)) in every, r
    game = dialogs.rules_html(onenight=("werewolf", "werewolf", "seer", "robber", "villager", "tanner"))
    assert texts.html.escape(R.role_rules("robber")) in game
    assert texts.html.escape(R.role_rules("cupid")) not in game
    assert texts.html.escape(R.mark_rules("love")) not in game  # no marks without the Vampire box
    assert texts.html.escape(R.classic_role_rules("wolf")) not in game
    vampires = dialogs.rules_html(onenight=("vampire", "cupid", "seer", "villager", "villager", "curator"))
    assert texts.html.escape(R.mark_rules("love")) in vampires
    assert texts.html.escape(R.artifact_rules("void_of_nothingness")) in vampires
    classic = dialogs.rules_html(classic=("wolf", "wolf", "seer", "fox", "villager"), captain=True)
    assert texts.html.escape(R.classic_role_rules("fox")) in classic
    assert texts.html.escape(R.classic_role_rules("captain")) in classic
    assert texts.html.escape(R.classic_role_rules("witch")) not in classic
    assert texts.html.escape(R.role_rules("robber")) not in classic


def test_one_night_deck_builder_shows_a_cards_full_rules(qtbot) -> None:
    from app.ui import models as M
    from app.ui import texts
    from app.ui.screens.setup import CardsPage, card_rules

    page = CardsPage(M.DeckModel(), visit_ms=6000)
    qtbot.addWidget(page)
    for box, grid in page.grids.items():
        for row in range(grid.proxy.rowCount()):
            index = grid.proxy.index(row, 0)
            rid = index.data(M.ROLE_ID)
            tip = index.data(M.TOOLTIP)
            assert tip.startswith("<qt>") and texts.html.escape(R.role_rules(rid), quote=False) in tip, (box, rid)
            assert index.data(M.POWER) == texts.role_power(rid)  # the tile itself keeps its one line
    grid = page.grids["werewolf"]
    index = grid.proxy.index(0, 0)
    page.show_rules(index)
    assert page.details.text() == card_rules(index.data(M.ROLE_ID))
    assert page.details.textFormat() == Qt.TextFormat.PlainText
    grid.entered.emit(grid.proxy.index(1, 0))  # hovering another card
    assert page.details.text() == card_rules(grid.proxy.index(1, 0).data(M.ROLE_ID))


def test_classic_deck_builder_shows_a_cards_full_rules(qtbot) -> None:
    from app.ui import texts
    from app.ui.classic.deck import DeckBuilder, card_rules

    b = DeckBuilder()
    qtbot.addWidget(b)
    for role, card in b.cards.items():
        assert texts.html.escape(R.classic_role_rules(role), quote=False) in card.toolTip(), role
    b.set_preset("extended")
    b.cards["fox"].set_count(1, user=True)
    assert b.details.text() == card_rules("fox") and not b.details.isHidden()
    b.set_preset("standard")
    assert b.details.isHidden()
    for role in C.ROLES:
        assert R.classic_role_rules(role) in b.standard_rules.text(), role


def test_rules_dialog_follows_the_window_s_game(qtbot, window) -> None:
    from app.ui import dialogs, texts

    assert dialogs.game_in_progress(window) == {}  # the start screen: every box
    window.start_game(["Ann", "Bob", "Cat"], ["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager"])
    assert window.in_game()
    found = dialogs.game_in_progress(window)
    assert sorted(found["onenight"]) == sorted(["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager"])
    d = dialogs.RulesDialog(window)
    qtbot.addWidget(d)
    shown = d.browser.toPlainText()
    assert R.role_rules("troublemaker") in shown and R.role_rules("cupid") not in shown
    assert texts.role_name("seer") in shown


def test_rules_dialog_follows_a_classic_game(qtbot, window) -> None:
    from app.ui import dialogs
    from tests.ui.conftest import NAMES

    deck = ["wolf", "wolf", "seer", "fox", "thief", "villager", "villager", "villager", "knight", "elder"]
    window.start_classic(NAMES[:8], ["p"] * 8, "extended", deck, {"captain": True})
    found = dialogs.game_in_progress(window)
    assert sorted(found["classic"]) == sorted(deck) and found["captain"] is True
    shown = dialogs.RulesDialog(window).browser.toPlainText()
    for role in ("fox", "thief", "knight", "elder", "captain"):
        assert R.classic_role_rules(role) in shown, role
    assert R.classic_role_rules("witch") not in shown and R.role_rules("robber") not in shown
