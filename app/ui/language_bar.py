"""The language, one click away on every screen: VI · EN · ES in a corner of the window.

A small bar over the pages (not in any page's layout), in the corner each screen leaves free
(`CORNERS`, by screen; bottom left elsewhere). A click switches the game's language at once, as
Settings' Language does: the setting is kept and every page is said again in the new language,
each keeping what it holds (main.MainWindow.retranslate), a private screen included.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QButtonGroup, QFrame, QHBoxLayout, QPushButton, QWidget

from .widgets import hand_cursor

# (code, what the button says, the language in its own words for its tooltip)
LANGUAGES = (("vi", "VI", "Tiếng Việt"), ("en", "EN", "English"), ("es", "ES", "Español"))
MARGIN = 6  # pixels from the window's edges
# Screens whose bottom left corner holds a button of their own (Back): the bar sits top right.
TOP_RIGHT = frozenset({"setup", "c_setup", "c_mode"})

SHEET = """
#languageBar { background: rgba(12, 14, 32, 150); border-radius: 8px; }
#languageBar QPushButton { background: transparent; color: #E8E2F4; border: none; border-radius: 6px;
    padding: 2px 7px; font-size: %dpx; font-weight: bold; min-height: 0; min-width: 0; }
#languageBar QPushButton:hover { background: rgba(255, 255, 255, 40); }
#languageBar QPushButton:checked { background: #F0E040; color: #1E1E2E; }
"""


# What a click on the bar must never hide.
CONTROLS = ("QAbstractButton", "QComboBox", "QLineEdit", "QAbstractSpinBox", "QTabBar")


class LanguageBar(QFrame):
    """Three buttons, the language in use checked; a click on another switches to it."""

    def __init__(self, settings, parent: QWidget) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("languageBar")
        # A frame draws its style sheet's background by itself; and the buttons' focus policy is
        # set as a property value (Qt::NoFocus = 0): made just after the first paint, the bar does
        # not make PySide's whole `Qt` namespace (widgets._LazyQt).
        self._zoom = 0.0
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
            b.setProperty("focusPolicy", 0)  # NoFocus: Enter and Space stay with the page
            b.setToolTip(own)
            b.setAccessibleName(own)
            b.clicked.connect(lambda _c=False, code=code: self.choose(code))
            self.group.addButton(b)
            row.addWidget(b)
            self.buttons[code] = b
        self.screen = ""
        self.page: QWidget | None = None
        self._pending = False  # a placing asked for, made once the events waiting now are handled
        self._controls: dict[type, bool] = {}  # a widget class: whether it is one of CONTROLS
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

    def set_screen(self, screen: str, page: QWidget | None = None) -> None:
        self.screen = screen
        self.page = page
        inner = getattr(page, "currentChanged", None)  # a screen of several pages (the One Night setup)
        if inner is not None and not page.property("languageBarWatched"):
            page.setProperty("languageBarWatched", True)
            inner.connect(lambda *_: self.place_soon())
        self.place()
        self.place_soon()  # again once the page is laid out

    def place_soon(self) -> None:
        """Place the bar once the events waiting now are handled (a page laid out again and again
        in one go, as a refresh sets its texts, places it once)."""
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._place_now)

    def _place_now(self) -> None:
        self._pending = False
        self.place()

    def corners(self, parent: QWidget) -> list[tuple[int, int]]:
        """Where the bar may sit, the screen's own corner first: bottom left, top right, the top's
        middle, top left, bottom right."""
        w, h = self.width(), self.height()
        right, bottom = parent.width() - w - MARGIN, parent.height() - h - MARGIN
        first = [(right, MARGIN)] if self.screen in TOP_RIGHT else [(MARGIN, bottom)]
        return first + [(MARGIN, bottom), (right, MARGIN), ((parent.width() - w) // 2, MARGIN), (MARGIN, MARGIN),
                        (right, bottom)]

    def _taken(self, parent: QWidget) -> list:
        """The places of the page's controls (what a click on the bar must never hide)."""
        from shiboken6 import isValid

        page = getattr(self, "page", None)
        if page is None or not isValid(page):  # a page dropped for a new language: the next one comes
            return []
        out = []
        controls = self._controls
        window = parent.window()
        for w in page.findChildren(QWidget):
            kind = type(w)
            control = controls.get(kind)
            if control is None:
                # by class name: importing those classes would make their enums just after the first paint
                control = controls[kind] = any(w.inherits(name) for name in CONTROLS)
            if control and w.isVisible() and w.window() is window:
                out.append(w.rect().translated(w.mapTo(parent, w.rect().topLeft())))
        return out

    def place(self) -> None:
        """In the first corner where it covers none of the screen's controls, above the pages."""
        from PySide6.QtCore import QRect

        parent = self.parentWidget()
        if parent is None:
            return
        from . import style

        zoom = style.zoom_for(parent.size())
        if zoom != self._zoom:  # as large as the screen's words (1920x1080: a quarter larger)
            self._zoom = zoom
            self.setStyleSheet(SHEET % round(11 * zoom))
        self.adjustSize()
        taken = self._taken(parent)
        spots = self.corners(parent)
        x, y = next(((x, y) for x, y in spots
                     if not any(QRect(x, y, self.width(), self.height()).adjusted(-2, -2, 2, 2).intersects(r)
                                for r in taken)), spots[0])
        self.move(x, y)
        self.raise_()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.parentWidget():
            kind = event.type()
            if kind == QEvent.Type.Resize:
                self.place()
            elif kind == QEvent.Type.LayoutRequest:
                self.place_soon()
        return False

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.mark()


__all__ = ["LanguageBar", "LANGUAGES", "TOP_RIGHT"]
