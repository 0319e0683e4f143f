"""Autosave after every choice: resume after a kill gives the same game; bad files are reported and kept."""
from __future__ import annotations

import json

from app.core.onenight import save
from app.ui import session as S
from app.ui.autosave import Autosave

from .conftest import NAMES, make_tour

DECK = ["vampire", "the_master", "the_count", "renfield", "cupid", "priest", "marksman", "pickpocket"]


def _finish(tour) -> None:
    tour.night()
    tour.day()
    tour.vote()
    tour.end()


def test_resume_mid_night_gives_the_same_outcome(qtbot, settings, tmp_path):
    from app.ui.main import MainWindow

    def new_window(folder):
        session = S.GameSession(settings, Autosave(folder))
        w = MainWindow(session)
        w.ask_before_closing = False  # the power goes out: no question
        qtbot.addWidget(w)
        w.resize(1280, 720)
        w.show()
        return w

    plain = new_window(tmp_path / "a")
    plain.seed = 11
    tour = make_tour(plain)
    tour.setup(5, DECK, NAMES)
    _finish(tour)
    expected = plain.session.outcome()
    expected_log = plain.session.game.log

    first = new_window(tmp_path / "b")
    first.seed = 11
    tour = make_tour(first)
    tour.setup(5, DECK, NAMES)
    tour.night(visits=4)  # stop in the middle of the night, as if the power went out
    assert first.session.screen in (S.CURTAIN, S.VISIT)
    first.close()

    second = new_window(tmp_path / "b")
    start = second.pages[S.START]
    assert start.resume_button.isVisible()
    tour = make_tour(second)
    tour.click(start.resume_button)
    assert second.session.screen == S.CURTAIN
    _finish(tour)
    assert second.session.outcome() == expected
    assert second.session.game.log == expected_log


def test_every_choice_is_saved_atomically(qtbot, window, session, save_dir):
    tour = make_tour(window)
    tour.setup(5, DECK, NAMES)
    tour.open_curtain()
    plan, extra = Autosave(save_dir).read()
    assert plan.visiting and extra["screen"] == S.VISIT
    # no temp file left behind (the key lives beside the save, not in it)
    assert sorted(p.name for p in save_dir.iterdir()) == ["autosave.json", "autosave.key"]


def test_a_corrupt_save_is_reported_and_kept(qtbot, window, session, save_dir):
    save_dir.mkdir(parents=True)
    (save_dir / "autosave.json").write_text("{ this is not json", encoding="utf-8")
    window.show_screen(S.START)
    start = window.pages[S.START]
    assert not start.resume_button.isVisible()
    assert "damaged" in start.problem.text()
    kept = list(save_dir.glob("autosave.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{ this is not json"
    assert not (save_dir / "autosave.json").exists()


def test_a_save_from_a_newer_version_is_reported_and_kept(qtbot, window, session, save_dir):
    save_dir.mkdir(parents=True)
    (save_dir / "autosave.json").write_text(json.dumps({"format": save.FORMAT, "version": 999, "kind": "plan",
                                                        "data": {}, "extra": {}}), encoding="utf-8")
    window.show_screen(S.START)
    start = window.pages[S.START]
    assert not start.resume_button.isVisible()
    assert "newer version" in start.problem.text()
    assert len(list(save_dir.glob("autosave.newer-*.json"))) == 1


def test_resume_is_offered_only_with_a_save(qtbot, window):
    assert not window.pages[S.START].resume_button.isVisible()


def test_a_resumed_doppelganger_witch_keeps_both_looks(qtbot, settings, tmp_path):
    from app.core.onenight import engine as G
    from app.core.onenight import handoff as P
    from app.ui.main import MainWindow

    def new_window():
        session = S.GameSession(settings, Autosave(tmp_path / "save"))
        w = MainWindow(session)
        w.ask_before_closing = False  # the power goes out: no question
        qtbot.addWidget(w)
        w.resize(1280, 720)
        w.show()
        return w

    first = new_window()
    deal = G.Deal(("doppelganger", "witch", "villager", "hunter"), ("seer", "prince", "bodyguard"))
    first.session.begin(P.start(G.new_game(["Ann", "Bob", "Cat", "Dan"], deal=deal)))
    tour = make_tour(first)
    tour.open_curtain()
    page = first.pages[S.VISIT]
    for kind, value in (("seat", 1), ("centre", 0)):  # her look, then her Witch's: a round each
        tour.pick(page, kind, value)
        tour.fill_taps(page)
        tour.click(page.confirm)
        assert first.session.visit.stage == "looked"
        if kind == "seat":
            tour.click(page.confirm)  # Next
    assert page.builder.locked == 1 and len(page.builder.picks) == 2
    first.close()

    second = new_window()
    tour = make_tour(second)
    tour.click(second.pages[S.START].resume_button)
    tour.open_curtain()
    page = second.pages[S.VISIT]
    assert page.builder.locked == 2
    assert page.scene.places[4].card.face == "seer"
    assert "Seer" in page.now_extra.text()
    assert second.session.visit.round == 2  # the round after her Witch's look
    tour.pick(page, "seat", 2)
    tour.fill_taps(page)
    tour.click(page.confirm)
    assert second.session.visit.stage == "result"
