"""Start-up: the start screen is painted before the rules load; the autosave is only checked for
existence until then, and read (a damaged one set aside, its problem shown) just after."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from app.core.onenight import save
from app.ui import session as S
from app.ui.autosave import Autosave

ROOT = Path(__file__).resolve().parents[2]


def _quick_window(qtbot, session):
    from app.ui.main import MainWindow

    w = MainWindow(session, quick_start=True)
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.show()
    return w


def test_a_damaged_save_is_reported_once_the_rules_are_loaded(qtbot, settings, save_dir):
    save_dir.mkdir(parents=True)
    (save_dir / "autosave.json").write_text("{ this is not json", encoding="utf-8")
    w = _quick_window(qtbot, S.GameSession(settings, Autosave(save_dir)))
    start = w.pages[S.START]
    assert start.resume_button.isVisible() and not start.problem.text()  # first paint: the file is there
    w.finish_start()
    assert not start.resume_button.isVisible() and "damaged" in start.problem.text()
    assert len(list(save_dir.glob("autosave.corrupt-*.json"))) == 1


def test_a_save_from_a_newer_version_is_reported_after_the_first_paint(qtbot, settings, save_dir):
    save_dir.mkdir(parents=True)
    (save_dir / "autosave.json").write_text(json.dumps({"format": save.FORMAT, "version": 999, "kind": "plan",
                                                        "data": {}, "extra": {}}), encoding="utf-8")
    w = _quick_window(qtbot, S.GameSession(settings, Autosave(save_dir)))
    w.finish_start()
    assert "newer version" in w.pages[S.START].problem.text()


def test_no_save_no_resume_button(qtbot, settings, save_dir):
    w = _quick_window(qtbot, S.GameSession(settings, Autosave(save_dir)))
    assert not w.pages[S.START].resume_button.isVisible()
    w.finish_start()
    assert not w.pages[S.START].resume_button.isVisible() and not w.pages[S.START].problem.text()


# What the start screen never needs: each loads when a game, the phones or the voice is first used.
LATER = ("app.core.classic", "app.ui.classic", "app.ui.moderator", "app.ui.lan", "app.ui.voice", "app.ui.narrator", "app.ui.dialogs",
         "app.core.onenight", "PySide6.QtMultimedia", "PySide6.QtTextToSpeech")


def _loaded_at_start(tmp_path, save: str = "") -> tuple[list[str], list[str]]:
    """The modules of LATER loaded at the start screen's first paint, and after the rest of the
    start (finish_start, which reads the autosave): in a fresh interpreter, as the app starts."""
    script = f"""
import sys
sys.path.insert(0, {str(ROOT)!r})
import app.ui  # noqa
from PySide6.QtCore import QSettings
from app.ui.app import make_app
app = make_app(["x"])
from app.ui import session as S
from app.ui.autosave import Autosave
from app.ui.main import MainWindow
from app.ui.settings import Settings
settings = Settings(QSettings({str(tmp_path / "s.ini")!r}, QSettings.Format.IniFormat))
w = MainWindow(S.GameSession(settings, Autosave({str(tmp_path / "save")!r})), quick_start=True)
w.show()
LATER = {LATER!r}
def loaded():
    return sorted({{p for p in LATER for m in sys.modules if m == p or m.startswith(p + ".")}})
print(loaded())
w.finish_start()
print(loaded())
w.close()
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True).stdout
    before, after = out.strip().splitlines()[-2:]
    return eval(before), eval(after)  # noqa: S307  (our own printed lists)


def test_the_start_screen_loads_no_mode_phone_room_or_voice(tmp_path):
    """Issue 33: the first paint imports only what the start screen needs; a mode's rules and
    screens, the phone room, the voice and Qt Multimedia load when first used. With no autosave,
    the rest of the start (and the window's closing) loads none of them either."""
    assert _loaded_at_start(tmp_path) == ([], [])


def test_a_saved_game_loads_only_its_own_mode_after_the_first_paint(qtbot, tmp_path, settings):
    from app.ui.autosave import Autosave
    from app.ui.main import MainWindow

    # a real One Night autosave: a new game's first curtain
    session = S.GameSession(settings, Autosave(tmp_path / "save"))
    w = MainWindow(session)
    w.ask_before_closing = False
    qtbot.addWidget(w)
    session.new_game(["Ann", "Bob", "Cat"], ["vampire", "the_count", "renfield", "villager", "villager", "villager"],
                     seed=3)
    assert (tmp_path / "save" / "autosave.json").exists()
    before, after = _loaded_at_start(tmp_path)
    assert before == []
    assert "app.core.onenight" in after
    assert not {"app.core.classic", "app.ui.classic", "app.ui.lan", "PySide6.QtMultimedia"} & set(after)


def test_the_app_paints_and_quits_with_smoke(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path), HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-m", "app", "--smoke"], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0 and out.stdout.startswith("first-paint wall=")


def test_the_start_screen_paints_without_the_qt_namespace(tmp_path):
    """Making PySide's `Qt` namespace costs a sixth of a bare window's start-up: the app's first
    paint happens without it (widgets._LazyQt), and so does the rest of the start just after it
    (the language bar, the shortcuts); the buttons get their hand cursor just after the paint."""
    script = f"""
import os, sys
sys.path.insert(0, {str(ROOT)!r})
sys.argv = ["app", "--smoke"]
import PySide6.QtCore as C
import app.ui.app as A
orig = A._FirstPaint.eventFilter
def ef(self, obj, ev):
    r = orig(self, obj, ev)
    if self.done and not getattr(self, "told", False):
        self.told = True
        print("qt-at-paint", "Qt" in C.__dict__, flush=True)
    return r
A._FirstPaint.eventFilter = ef
code = A.run(sys.argv)
print("qt-after-start", "Qt" in C.__dict__, flush=True)
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
shapes = {{b.cursor().shape() for w in QApplication.topLevelWidgets() for b in w.findChildren(QPushButton)}}
print("cursors", shapes == {{Qt.CursorShape.PointingHandCursor}}, flush=True)
sys.exit(code)
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path), HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "qt-at-paint False" in out.stdout and "cursors True" in out.stdout, out.stdout + out.stderr
    assert "qt-after-start False" in out.stdout, out.stdout + out.stderr


def test_buttons_get_their_cursor_at_once_without_a_deferred_start(qapp):
    from PySide6.QtCore import Qt

    from app.ui.widgets import button

    assert button("x").cursor().shape() == Qt.CursorShape.PointingHandCursor


def test_the_autosave_knows_a_classic_save_by_the_classic_kind():
    from app.core.classic.save import KIND
    from app.ui.autosave import CLASSIC_KIND

    assert CLASSIC_KIND == KIND
