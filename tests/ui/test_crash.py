"""An error nobody caught: logged next to the autosave, a calm dialog, and the game goes on."""
from __future__ import annotations

import subprocess
import sys
import textwrap
import threading
from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from app.ui import crash
from app.ui import session as S
from app.ui.screens.start import StartScreen

ROOT = Path(__file__).resolve().parents[2]


def _boom(self, event) -> None:
    [][1]  # a built-in IndexError, raised by the interpreter itself


def _record_dialogs(monkeypatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    return shown


def test_an_error_in_a_screens_show_event_is_logged_and_shown(qtbot, session, save_dir, monkeypatch):
    from app.ui.main import MainWindow

    shown = _record_dialogs(monkeypatch)
    # Patched before any start screen exists: an object keeps calling the handler it first used.
    monkeypatch.setattr(StartScreen, "showEvent", _boom)
    window = MainWindow(session)
    qtbot.addWidget(window)
    guard = crash.CrashGuard(save_dir, lambda: window).install()
    try:
        window.show()  # the start screen shows: its showEvent raises
        qtbot.waitExposed(window)
    finally:
        guard.uninstall()
    log = save_dir / crash.LOG_NAME
    assert log.is_file()
    text = log.read_text(encoding="utf-8")
    assert "IndexError" in text and "_boom" in text
    assert len(shown) == 1
    assert "your game is saved" in shown[0] and str(log) in shown[0]
    assert guard.reports == ["IndexError: list index out of range"]
    session.to_setup()  # and the app goes on
    assert session.screen == S.SETUP and window.stack.currentWidget() is window.pages[S.SETUP]


def test_an_error_in_a_slot_is_logged_and_shown(qtbot, window, session, save_dir, monkeypatch):
    shown = _record_dialogs(monkeypatch)
    guard = crash.CrashGuard(save_dir, lambda: window).install()
    start = window.pages[S.START]
    start.rules_button.clicked.connect(lambda: {}["missing"])
    try:
        monkeypatch.setattr("app.ui.main.MainWindow.show_rules", lambda self: None)
        start.rules_button.click()
    finally:
        guard.uninstall()
    assert "KeyError" in (save_dir / crash.LOG_NAME).read_text(encoding="utf-8")
    assert len(shown) == 1


def test_an_error_in_a_thread_is_logged_and_shown_on_the_main_thread(qtbot, window, save_dir, monkeypatch):
    shown = _record_dialogs(monkeypatch)
    guard = crash.CrashGuard(save_dir, lambda: window).install()
    try:
        t = threading.Thread(target=lambda: 1 / 0, name="worker")
        t.start()
        t.join()
        qtbot.waitUntil(lambda: bool(shown), timeout=5000)
    finally:
        guard.uninstall()
    text = (save_dir / crash.LOG_NAME).read_text(encoding="utf-8")
    assert "ZeroDivisionError" in text and "thread worker" in text
    assert len(shown) == 1


def test_one_dialog_at_a_time_and_the_log_keeps_every_error(qtbot, save_dir, monkeypatch):
    shown: list[str] = []
    guard = crash.CrashGuard(save_dir)

    def nested(box) -> int:
        shown.append(box.text())
        try:
            raise ValueError("while the dialog is open")
        except ValueError:
            guard.handle(*sys.exc_info())
        return 0

    monkeypatch.setattr(QMessageBox, "exec", nested)
    try:
        raise RuntimeError("first")
    except RuntimeError:
        guard.handle(*sys.exc_info())
    assert len(shown) == 1
    text = (save_dir / crash.LOG_NAME).read_text(encoding="utf-8")
    assert "RuntimeError: first" in text and "ValueError: while the dialog is open" in text


def test_the_dialog_words_are_translated_and_name_the_log(qtbot, tmp_path):
    title, text = crash.message_text(tmp_path / "errors.log")
    assert title and str(tmp_path / "errors.log") in text
    assert text.startswith("Something went wrong — your game is saved.")


SCRIPT = textwrap.dedent("""
    import os, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path.insert(0, sys.argv[1])
    from pathlib import Path
    import app.ui
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QMessageBox
    from app.ui import crash, session as S
    from app.ui.autosave import Autosave
    from app.ui.app import make_app
    from app.ui.main import MainWindow
    from app.ui.screens.start import StartScreen
    from app.ui.settings import Settings

    def boom(self, event):
        [][1]

    StartScreen.showEvent = boom
    QMessageBox.exec = lambda box: print("DIALOG", box.text().splitlines()[0], flush=True) or 0
    folder = Path(sys.argv[2])
    app = make_app(["test"])
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    session = S.GameSession(settings, Autosave(folder / "save"))
    guard = crash.CrashGuard(folder / "save").install()
    window = MainWindow(session)
    window.show()
    QTimer.singleShot(0, session.to_setup)
    QTimer.singleShot(20, session.to_start)
    QTimer.singleShot(40, session.to_setup)
    QTimer.singleShot(200, app.quit)
    app.exec()
    print("SURVIVED", session.screen, flush=True)
""")


def test_the_process_survives_an_index_error_in_show_event(tmp_path):
    """In a fresh process, as in the app: PySide6 6.8+ on CPython 3.11 dies here unless the
    override is guarded."""
    script = tmp_path / "show_event_error.py"
    script.write_text(SCRIPT, encoding="utf-8")
    run = subprocess.run([sys.executable, str(script), str(ROOT), str(tmp_path)], capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert "SURVIVED setup" in run.stdout
    assert "DIALOG Something went wrong — your game is saved." in run.stdout
    assert "IndexError" in (tmp_path / "save" / crash.LOG_NAME).read_text(encoding="utf-8")


def test_every_qt_event_handler_of_the_ui_is_guarded(qtbot):
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QGraphicsItem

    crash.guard_app()
    handlers = []
    for root in (QObject, QGraphicsItem):
        for cls in crash._subclasses(root):
            if cls.__module__.startswith("app.ui"):
                handlers += [(cls.__name__, name, fn) for name, fn in vars(cls).items()
                             if callable(fn) and crash._is_handler(name)]
    assert len(handlers) > 30  # showEvent, paint, eventFilter... across the screens
    unguarded = [(c, n) for c, n, fn in handlers if not getattr(fn, crash._GUARDED, False)]
    assert unguarded == []


def test_the_new_words_have_vietnamese(qtbot):
    from PySide6.QtCore import QCoreApplication, QTranslator

    from app.ui import texts
    from app.ui.resources import resource

    tr = QTranslator()
    assert tr.load(str(resource("translations") / "pass_the_night_vi.qm"))
    app = QCoreApplication.instance()
    app.installTranslator(tr)
    try:
        title, text = crash.message_text(Path("/x/errors.log"))
        assert title == "Đã xảy ra lỗi" and text.startswith("Đã xảy ra lỗi — ván chơi của bạn đã được lưu.")
        assert "/x/errors.log" in text
        assert texts.name_problem("lookalike").startswith("Tên này trông giống hệt")
        assert texts.name_problem("too_long") == "Tên chỉ được dài tối đa 60 ký tự."
        banner = QCoreApplication.translate("MainWindow", "The game is not being saved: %1. You can play on, but if the "
                                            "app closes now, this game is lost. This warning stays until saving works "
                                            "again.")
        assert banner.startswith("Ván chơi đang KHÔNG được lưu: %1.")
    finally:
        app.removeTranslator(tr)


class _Guarded(QWidget):
    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)


def test_a_handler_put_on_a_class_already_looked_at_is_guarded_too(monkeypatch):
    """guard_overrides looks at a class again only when its attributes changed: a handler replaced
    or added afterwards (as a test's monkeypatch does) is wrapped all the same."""
    here = __name__
    crash.guard_overrides(here)
    assert getattr(_Guarded.showEvent, crash._GUARDED, False)
    assert crash.guard_overrides(here) == 0  # nothing new

    monkeypatch.setattr(_Guarded, "showEvent", _boom)  # replaced
    assert not getattr(_Guarded.showEvent, crash._GUARDED, False)
    assert crash.guard_overrides(here) == 1
    assert getattr(_Guarded.showEvent, crash._GUARDED, False)

    monkeypatch.setattr(_Guarded, "paintEvent", _boom, raising=False)  # added
    assert crash.guard_overrides(here) == 1
    assert getattr(_Guarded.paintEvent, crash._GUARDED, False)
    assert crash.guard_overrides(here) == 0
