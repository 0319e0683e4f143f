"""Classic games in the one autosave file: damaged, newer or foreign saves are explained and kept."""
from __future__ import annotations

import json

import pytest

from app.core.classic.mode import CLASSIC
from app.core.common.errors import SaveError
from app.core.onenight.mode import ONE_NIGHT
from app.ui import session as S
from app.ui.autosave import Autosave, ClassicSaved
from app.ui.classic.session import ClassicSession

NAMES = ["Lan", "Minh", "Hùng", "Thảo", "Tuấn", "Mai", "Dũng", "Hoa"]


def _classic_text() -> dict:
    g = CLASSIC.new_game(NAMES, seed=5)
    return json.loads(CLASSIC.dumps(g, CLASSIC.planner.begin(g), {"stage": "night", "screen": "c_curtain",
                                                                 "portraits": ["fox"] * 8, "timer_ms": 0}))


@pytest.mark.parametrize("damage, reason", [
    (lambda d: d["state"].update(round=10**9), "damaged"),
    (lambda d: d["state"]["roles"].__setitem__(0, "seer"), "damaged"),
    (lambda d: d["night"].update(index=-1), "damaged"),
    (lambda d: d.update(version=99), "newer version"),
    (lambda d: d["extra"].update(stage="nowhere"), "damaged"),
])
def test_a_bad_classic_save_is_reported_and_kept(qtbot, window, save_dir, damage, reason):
    doc = _classic_text()
    damage(doc)
    Autosave(save_dir).write_text(json.dumps(doc))
    window.show_screen(S.START)
    start = window.pages[S.START]
    if start.resume_button.isVisible():  # the file loads; the app data is checked on resume
        start.resume_button.click()
    assert window._current == S.START
    assert reason in start.problem.text() or reason in window._problem_text()
    kept = list(save_dir.glob("autosave.*-*.json"))
    assert len(kept) == 1 and not (save_dir / "autosave.json").exists()


def test_a_good_classic_save_resumes_from_the_start_screen(qtbot, window, save_dir):
    Autosave(save_dir).write_text(json.dumps(_classic_text()))
    window.show_screen(S.START)
    start = window.pages[S.START]
    assert start.resume_button.isVisible()
    start.resume_button.click()
    assert window._current == "c_curtain" and window.classic.holder() == 0
    assert window.pages["c_curtain"].name_label.full_text() == "Pass to Lan"


def test_a_one_night_save_is_never_read_as_classic():
    g = ONE_NIGHT.new_game(["A", "B", "C"], ["werewolf", "seer", "robber", "villager", "villager", "troublemaker"], 1)
    text = ONE_NIGHT.dumps(g)
    assert not CLASSIC.is_save(text)
    with pytest.raises(SaveError) as exc:
        CLASSIC.loads(text)
    assert exc.value.reason == "corrupt"


def test_a_classic_game_is_not_resumed_by_the_one_night_session(qtbot, session, save_dir, settings):
    Autosave(save_dir).write_text(json.dumps(_classic_text()))
    found = Autosave(save_dir).read()
    assert isinstance(found[0], ClassicSaved)
    assert session.saved_game() and not session.resume() and session.problem is None
    assert ClassicSession(settings, Autosave(save_dir)).resume(found[0])
