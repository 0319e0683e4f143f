"""Screen behaviours: the curtain's hold, Esc, the shortest visit, idle hiding, keyboard, setup checks."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.ui import session as S
from app.ui import table as T

from .conftest import NAMES, make_tour

DECK = ["vampire", "the_master", "the_count", "renfield", "cupid", "priest", "marksman", "pickpocket"]
ROOT = Path(__file__).resolve().parents[2]


def _night(window):
    tour = make_tour(window)
    tour.setup(5, DECK, NAMES)
    return tour


def test_the_curtain_opens_only_after_a_full_hold(qtbot, window, session):
    _night(window)
    curtain = window.pages[S.CURTAIN]
    curtain.ring.hold_ms = 150
    QTest.mousePress(curtain.ring, Qt.MouseButton.LeftButton)
    QTest.mouseRelease(curtain.ring, Qt.MouseButton.LeftButton)  # let go at once: stays closed
    assert session.screen == S.CURTAIN
    with qtbot.waitSignal(curtain.ring.held, timeout=5000):
        QTest.mousePress(curtain.ring, Qt.MouseButton.LeftButton)
    QTest.mouseRelease(curtain.ring, Qt.MouseButton.LeftButton)
    assert session.screen == S.VISIT


def test_the_curtain_shows_only_the_name(qtbot, window, session):
    _night(window)
    curtain = window.pages[S.CURTAIN]
    assert curtain.name_label.full_text() == "Pass to Ann"


def test_escape_hides_a_visit_and_reopening_continues_it(qtbot, window, session):
    tour = _night(window)
    tour.open_curtain()
    stage = session.visit.stage
    QTest.keyClick(window.pages[S.VISIT].view, Qt.Key.Key_Escape)
    assert session.screen == S.CURTAIN
    assert window.pages[S.CURTAIN].name_label.full_text() == "Pass to Ann"
    tour.open_curtain()
    assert session.screen == S.VISIT and session.visit.stage == stage and session.holder == 0


def test_done_waits_for_the_shortest_visit(qtbot, window, session, settings):
    settings.min_visit_ms = 60000
    tour = _night(window)
    tour.open_curtain()
    page = window.pages[S.VISIT]
    tour.visit(done=False)  # every round of the lap played, acting or not
    assert session.visit_done() and not page.done.isEnabled()
    assert "(" in page.done.text()


def test_a_visit_left_alone_hides_behind_the_curtain(qtbot, window, session, settings):
    settings.idle_ms = 1000
    tour = _night(window)
    tour.open_curtain()
    qtbot.waitUntil(lambda: session.screen == S.CURTAIN, timeout=10000)
    assert session.plan.visiting  # hidden, not finished


def test_keyboard_picks_a_target_and_enter_confirms(qtbot, window, session):
    tour = _night(window)
    for _ in range(20):  # find a visit with a decision
        tour.open_curtain()
        if session.visit.stage == "ask" and session.ask_options():
            break
        tour.visit()
    page = window.pages[S.VISIT]
    assert session.visit.stage == "ask"
    page.view.setFocus()
    for _ in range(30):
        QTest.keyClick(page.view, Qt.Key.Key_Right)
        QTest.keyClick(page.view, Qt.Key.Key_Space)
        if page.confirm.isEnabled():
            break
    assert page.confirm.isEnabled()
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    assert session.visit.stage == "result"


def test_refused_targets_look_like_the_others_and_say_why(qtbot, window, session):
    """On the private table a target the decision refuses is drawn as every other (nothing of what
    the holder may pick shows across the table: DESIGN.md §Hand-off 8); its tooltip and a tap say
    why, and the tap counts for nothing."""
    tour = _night(window)
    for _ in range(20):
        tour.open_curtain()
        if session.visit.stage == "ask" and session.ask_options() and any(
                p.card.target == "illegal" for p in window.pages[S.VISIT].scene.places):
            break
        tour.visit()
    page = window.pages[S.VISIT]
    illegal = [p.card for p in page.scene.places if p.card.target == "illegal"]
    assert illegal and all(item.toolTip() for item in illegal)
    assert all(item.opacity() == 1 and item.interactive() for item in illegal)
    assert all(p.card.target in ("legal", "illegal") for p in page.scene.places)
    made = page.taps_made()
    tour.click_item(page.view, illegal[0])
    assert page.taps_made() == made and page.reason_label.text()


def test_setup_rejects_empty_and_duplicate_names_with_a_message(qtbot, window, session):
    window.show_screen(S.START)
    tour = make_tour(window)
    tour.click(window.pages[S.START].new_button)
    tour.click(window.pages["c_mode"].one_night_button)
    page = window.pages[S.SETUP].players_page
    page.players.set_names(["Ann", "Bob", "Cat"])
    page.entry.setText("   ")
    tour.click(page.add_button)
    assert page.problem.text() == "A name cannot be empty."
    page.entry.setText("bob")
    tour.click(page.add_button)
    assert "same name" in page.problem.text()
    assert page.players.names() == ["Ann", "Bob", "Cat"]


def test_long_names_are_elided_on_the_table(qtbot, window, session):
    long = "Maximilian Alexander von Nachtigall der Dritte"
    tour = make_tour(window)
    tour.setup(5, DECK, ["Ann", long, "Lan 🌙", "Nguyễn Thị Hương", "Eve"])
    tour.open_curtain()
    names = [p.name for p in window.pages[S.VISIT].scene.places if p.name is not None]
    item = next(n for n in names if n.name == long)
    assert item.text != long and item.text.endswith("…")
    assert any(n.text == "Nguyễn Thị Hương" for n in names)


def test_start_is_disabled_until_the_deck_is_valid(qtbot, window, session):
    window.show_screen(S.START)
    tour = make_tour(window)
    tour.click(window.pages[S.START].new_button)
    tour.click(window.pages["c_mode"].one_night_button)
    setup = window.pages[S.SETUP]
    setup.players_page.players.set_names(NAMES[:5])
    tour.click(setup.players_page.next_button)
    cards = setup.cards_page
    tour.click(cards.clear_button)
    assert not cards.start_button.isEnabled()
    assert "Choose 8 cards" in cards.status.text()
    cards.deck.set_deck(DECK)
    assert cards.start_button.isEnabled()
    cards.deck.set_deck(DECK[:-1] + ["alpha_wolf"])
    assert not cards.start_button.isEnabled()
    assert "Alpha Wolf" in cards.status.text()


@pytest.mark.parametrize("family", ["vampire", "werewolf", "daybreak", "vampire_werewolf", "everything"])
@pytest.mark.parametrize("n", range(3, 11))
def test_presets_are_valid_for_every_table_size(n, family):
    from app.core.onenight.engine import validate_deck
    from app.ui.presets import preset

    assert validate_deck(n, preset(n, family)) is None


def test_mixed_presets_mix_boxes():
    from app.core.onenight.catalog import ROLES
    from app.ui.presets import preset

    for n in range(3, 11):
        assert {ROLES[r].box.value for r in preset(n, "vampire_werewolf")} >= {"vampire", "werewolf"}
        assert {ROLES[r].box.value for r in preset(n, "everything")} >= {"vampire", "werewolf", "daybreak", "bonus"}


def test_the_preset_picker_fills_the_deck_with_a_mixed_preset(qtbot, window, session):
    window.show_screen(S.START)
    tour = make_tour(window)
    tour.click(window.pages[S.START].new_button)
    tour.click(window.pages["c_mode"].one_night_button)
    setup = window.pages[S.SETUP]
    setup.players_page.players.set_names(NAMES[:8])
    tour.click(setup.players_page.next_button)
    cards = setup.cards_page
    cards.family_box.setCurrentIndex(cards.family_box.findData("everything"))
    tour.click(cards.preset_button)
    assert "alpha_wolf" in cards.deck.deck() and len(cards.deck.deck()) == 12
    assert cards.start_button.isEnabled()
    assert "wolf card" in cards.status.text()


def test_the_alpha_wolf_without_a_wolf_card_is_explained(qtbot, window, session):
    window.show_screen(S.START)
    tour = make_tour(window)
    tour.click(window.pages[S.START].new_button)
    tour.click(window.pages["c_mode"].one_night_button)
    setup = window.pages[S.SETUP]
    setup.players_page.players.set_names(NAMES[:5])
    tour.click(setup.players_page.next_button)
    cards = setup.cards_page
    cards.deck.set_deck(["alpha_wolf", "seer", "robber", "troublemaker", "villager", "villager", "drunk", "insomniac"])
    assert "With the Alpha Wolf, choose 9 cards" in cards.status.text()
    cards.deck.set_deck(["alpha_wolf", "seer", "robber", "troublemaker", "villager", "villager", "drunk", "insomniac",
                         "hunter"])
    assert "needs a wolf card in the centre" in cards.status.text()
    assert not cards.start_button.isEnabled()


def test_table_fits_ten_seats_without_overlap(qapp):
    from app.ui import models as M

    m = M.TableModel()
    m.set_layout(tuple(NAMES), 4, True)
    scene = T.TableScene(m)
    cards = [p.card.mapRectToScene(p.card.rect()) for p in scene.places]
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            assert not a.intersects(b)
    assert scene.sceneRect().contains(scene.itemsBoundingRect().adjusted(10, 10, -10, -10))


def _run(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)


def test_smoke_starts_and_exits_cleanly():
    assert _run("--smoke").returncode == 0


def test_tour_saves_every_screen(tmp_path):
    result = _run("--tour", str(tmp_path), "--seed", "7")
    assert result.returncode == 0, result.stderr
    shots = sorted(p.name for p in tmp_path.glob("*.png"))
    assert len(shots) >= 14
    for key in ("start", "setup_players", "deck_builder", "curtain", "sleep", "mark_check", "day", "vote_entry",
                "resolution", "reveal", "night_story"):
        assert any(key in s for s in shots), key
    assert len([s for s in shots if "_action_" in s]) >= 3


def test_the_mixed_tour_shows_shields_the_wolf_card_and_an_artifact(tmp_path):
    deck = "doppelganger,sentinel,alpha_wolf,werewolf,curator,witch,the_count,vampire,seer,robber,cupid,mystic_wolf"
    result = _run("--tour", str(tmp_path), "--seed", "11", "--players", "8", "--deck", deck)
    assert result.returncode == 0, result.stderr
    shots = sorted(p.name for p in tmp_path.glob("*.png"))
    for key in ("action_sentinel", "awake_sees_shield", "action_curator", "dawn_artifact_news",
                "day_shields_artifact_wolf_card", "action_alpha_wolf", "reveal"):
        assert any(key in s for s in shots), key


def test_vietnamese_translation_loads(qapp):
    from PySide6.QtCore import QCoreApplication

    from app.ui.i18n import install_translators

    installed = install_translators(qapp, "vi")
    try:
        assert installed
        assert QCoreApplication.translate("CurtainScreen", "Pass to %1") == "Chuyển cho %1"
        from app.ui import texts

        assert texts.role_name("the_count") == "Bá Tước"
        assert texts.role_power("seer") == "Có thể xem lá bài của một người khác hoặc hai lá ở giữa."
        assert texts.instruction("sentinel").startswith("Bạn có thể đặt khiên")
    finally:
        for t in installed:
            qapp.removeTranslator(t)


def test_redrawing_the_targets_applies_no_choice(qtbot, window, session, monkeypatch):
    from app.core.onenight import engine as G

    def applied(*_args):
        raise AssertionError("a choice was applied to explain a target")

    window.seed = 11  # a fixed deal: the first decision with a forbidden target comes early
    tour = _night(window)
    page = window.pages[S.VISIT]
    illegal = []
    for _ in range(40):
        tour.open_curtain()
        if session.visit.stage == "ask" and session.ask_options():
            with monkeypatch.context() as m:
                m.setattr(G, "_resolve", applied)
                page.refresh()
                illegal = [p.card for p in page.scene.places if p.card.target == "illegal"]
            if illegal:
                break
        tour.visit()
    assert illegal and all(item.toolTip() for item in illegal)