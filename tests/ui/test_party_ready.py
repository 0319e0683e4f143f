"""Issue 39, a Vietnamese table's first evening: each point clicked through as a person would."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from app.ui import session as S
from app.ui.flows import classic as CF


def _click(widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def _in_dialog(act) -> None:
    """`act(dialog)` on the modal dialog the next click opens (a person's hand on it)."""
    def later() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, later)
            return
        act(dialog)
    QTimer.singleShot(0, later)


def _larger_text_on(dialog) -> None:
    from app.ui.dialogs import SettingsDialog

    assert isinstance(dialog, SettingsDialog)
    dialog.large_text.setChecked(True)
    _click(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))


# --- 1. Larger text -------------------------------------------------------------------------------
def test_larger_text_after_a_setup_was_opened_restyles_every_page_without_an_error(qtbot, window, settings):
    from app.ui import style

    errors: list[str] = []
    import sys
    old = sys.excepthook
    sys.excepthook = lambda kind, value, tb: errors.append(f"{kind.__name__}: {value}")
    try:
        start = window.pages[S.START]
        _click(start.new_button)
        _click(window.pages[CF.C_MODE].one_night_button)  # the One Night setup (a stack of two pages)
        assert window._current == S.SETUP
        _click(window.pages[S.SETUP].players_page.back_button)
        assert window._current in (CF.C_MODE, S.START)
        if window._current == CF.C_MODE:
            _click(window.pages[CF.C_MODE].back_button)
        _in_dialog(_larger_text_on)
        _click(start.settings_button)
        qtbot.waitUntil(lambda: style.text_scale() == style.LARGE_TEXT, timeout=5000)
        players = window.pages[S.SETUP].players_page
        assert players.zoom == 0.0 or players.font().pointSizeF() > start.font().pointSizeF() / 1.3
    finally:
        sys.excepthook = old
        settings.large_text = False
        window.apply_look()
    assert errors == []


def test_with_larger_text_the_start_screens_title_never_covers_the_logo(qtbot, window, settings):
    start = window.pages[S.START]
    start.set_resume(True)  # the tallest start screen: a game to resume
    try:
        settings.large_text = True
        window.apply_look()
        for size in ((1280, 720), (1366, 768), (1920, 1080)):
            window.resize(*size)
            qtbot.wait(30)
            icon, title = start.icon, start.title
            if icon.isVisible():
                assert icon.geometry().bottom() < title.geometry().top(), size
            assert title.geometry().bottom() < start.subtitle.geometry().top()
            assert start.quit_button.geometry().bottom() <= start.height(), size
    finally:
        settings.large_text = False
        window.apply_look()


# --- 10. Settings keeps its size after Test voice -------------------------------------------------
def test_test_voice_neither_grows_the_settings_dialog_nor_moves_its_ok_button(qtbot, window, settings):
    from app.core import narration as N
    from app.ui.dialogs import SettingsDialog
    from app.ui.voice import Narrator

    for language in ("en", "vi", "es"):
        n = Narrator(settings, language=language, factory=lambda name, parent: None)  # silent: the longest line
        d = SettingsDialog(settings, window, narrator=n)
        qtbot.addWidget(d)
        d.show()
        qtbot.waitExposed(d)
        d.tabs.setCurrentIndex(1)
        qtbot.wait(30)
        ok = d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        before = (d.size(), ok.mapTo(d, ok.rect().topLeft()))
        with qtbot.waitSignal(n.line_finished, timeout=2000):
            _click(d.test_voice)
        qtbot.wait(30)
        assert d.test_line.text() and d.test_line.height() >= d.test_line.heightForWidth(d.test_line.width()) - 2
        assert (d.size(), ok.mapTo(d, ok.rect().topLeft())) == before, language
        d.reject()
        assert N.NIGHT_FALLS
