"""The language, one click away on every screen: VI · EN · ES in a corner of the window.

A small bar over the pages (not in any page's layout), in the corner each screen leaves free
(`CORNERS`, by screen; bottom left elsewhere). A click switches the game's language at once, as
Settings' Language does: the setting is kept and every page is said again in the new language,
each keeping what it holds (main.MainWindow.retranslate), a private screen included.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QPushButton, QWidget

from .widgets import hand_cursor

# (code, what the button says, the language in its own words for its tooltip)
LANGUAGES = (("vi", "VI", "Tiếng Việt"), ("en", "EN", "English"), ("es", "ES", "Español"))
MARGIN = 6  # pixels from the window's edges
# Screens whose bottom left corner holds a button of their own (Back): the bar sits top right.
TOP_RIGHT = frozenset({"setup", "c_setup", "c_mode"})

SHEET = """
#languageBar { background: rgba(12, 14, 32, 150); border-radius: 8px; }
#languageBar QPushButton { background: transparent; color: #E8E2F4; border: none; border-radius: 6px;
    padding: 2px 7px; font-size: 11px; font-weight: bold; min-height: 0; min-width: 0; }
#languageBar QPushButton:hover { background: rgba(255, 255, 255, 40); }
#languageBar QPushButton:checked { background: #F0E040; color: #1E1E2E; }
"""


class LanguageBar(QWidget):
    """Three buttons, the language in use checked; a click on another switches to it."""

    def __init__(self, settings, parent: QWidget) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("languageBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(SHEET)
        row = QHBoxLayout(self)
        row.setContentsMargins(3, 3, 3, 3)
        row.setSpacing(2)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: dict[str, QPushButton] = {}
        for code, short, own in LANGUAGES:
            b = QPushButton(short, self)
            b.setCheckable(True)
            b.setCursor(hand_cursor())
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Enter and Space stay with the page
            b.setToolTip(own)
            b.setAccessibleName(own)
            b.clicked.connect(lambda _c=False, code=code: self.choose(code))
            self.group.addButton(b)
            row.addWidget(b)
            self.buttons[code] = b
        self.screen = ""
        self.mark()
        self.adjustSize()
        parent.installEventFilter(self)
        self.place()

    def shown_language(self) -> str:
        """The language the game speaks now (the setting, or the system's one it follows)."""
        from .i18n import system_language

        return self.settings.language or system_language()

    def mark(self) -> None:
        code = self.shown_language()
        for c, b in self.buttons.items():
            b.setChecked(c == code)

    def choose(self, code: str) -> None:
        """Speak `code` from now on (kept in the settings, as Settings' Language)."""
        if code == self.shown_language() and self.settings.language:
            self.mark()
            return
        self.settings.language = code
        self.settings.sync()
        from .i18n import switch_language

        switch_language(QCoreApplication.instance(), code)
        self.mark()

    def set_screen(self, screen: str) -> None:
        self.screen = screen
        self.place()

    def place(self) -> None:
        """In the corner the screen shown leaves free, above the pages."""
        parent = self.parentWidget()
        if parent is None:
            return
        self.adjustSize()
        x = MARGIN if self.screen not in TOP_RIGHT else parent.width() - self.width() - MARGIN
        y = parent.height() - self.height() - MARGIN if self.screen not in TOP_RIGHT else MARGIN
        self.move(x, y)
        self.raise_()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.parentWidget() and event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self.place()
        return False

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.mark()


__all__ = ["LanguageBar", "LANGUAGES", "TOP_RIGHT"]
