"""The start screen: new game, resume, rules, settings, quit."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..resources import APP_ICON, svg
from ..widgets import Page, button, centred, label


ICON_MAX, ICON_MIN = 170, 56  # the logo's side, in pixels


class StartScreen(Page):
    """Painted first, at start-up: it touches no value of the `Qt` namespace (making it costs a
    sixth of a bare window's start-up; widgets._LazyQt): alignments as property values, the
    columns centred by stretches, the problem line made selectable when it first shows."""

    new_game = Signal()
    resume_game = Signal()
    show_rules = Signal()
    show_settings = Signal()
    quit_app = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("dusk", parent)
        self.setProperty("publicInfo", True)  # the same text for every game
        self.icon = QLabel()
        centred(self.icon)
        self.icon.setFixedSize(QSize(ICON_MAX, ICON_MAX))
        self.title = label(self.tr("Pass the Night"), prop="title")
        centred(self.title)
        # both games by name, as equals: Werewolf (Ma Sói), night after night, and One Night
        self.subtitle = label(self.tr("Two games for one laptop passed from seat to seat: Werewolf, night after "
                                      "night, and One Night Ultimate Vampire."), prop="muted", wrap=True)
        centred(self.subtitle)
        self.new_button = button(self.tr("New game"), primary=True, big=True)
        self.resume_button = button(self.tr("Resume game in progress"), big=True)
        self.rules_button = button(self.tr("Rules"), big=True)
        self.settings_button = button(self.tr("Settings"), big=True)
        self.quit_button = button(self.tr("Quit"), big=True)
        # F11 works wherever a window manager lets a window fill the screen; Settings has the same switch
        self.keys = label(self.tr("F11: full screen (also in Settings)"), prop="muted")
        centred(self.keys)
        self.problem = label("", prop="problem", wrap=True)
        centred(self.problem)
        self.problem.hide()

        col = QVBoxLayout()
        col.setSpacing(14)
        col.addStretch(2)
        col.addLayout(_centre(self.icon))
        col.addWidget(self.title)
        col.addWidget(self.subtitle)
        col.addSpacing(18)
        for b in (self.new_button, self.resume_button, self.rules_button, self.settings_button, self.quit_button):
            col.addLayout(_centre(b))
        col.addSpacing(8)
        col.addWidget(self.keys)
        col.addWidget(self.problem)
        col.addStretch(3)
        row = QHBoxLayout(self)
        row.addStretch(1)
        row.addLayout(col, 3)
        row.addStretch(1)

        self.new_button.clicked.connect(self.new_game)
        self.resume_button.clicked.connect(self.resume_game)
        self.rules_button.clicked.connect(self.show_rules)
        self.settings_button.clicked.connect(self.show_settings)
        self.quit_button.clicked.connect(self.quit_app)
        self.set_resume(False)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit_icon()
        self.new_button.setFocus()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_icon()

    def _restyle(self) -> None:
        super()._restyle()
        if hasattr(self, "icon"):  # once the new style sheet's fonts are in place
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self, self._fit_icon)

    def _fit_icon(self) -> None:
        """The logo takes the height the words and buttons leave (larger text, a resume button, a
        short window): from ICON_MAX down to ICON_MIN, then it steps aside, never under the title."""
        layout = self.layout()
        if layout is None:
            return
        layout.invalidate()  # a new font (larger text) changed the words' heights
        rest = layout.sizeHint().height() - (self.icon.height() if self.icon.isVisibleTo(self) else 0)
        side = max(0, min(ICON_MAX, self.height() - rest))
        side = side if side >= ICON_MIN else 0
        self.icon.setVisible(side > 0)
        if side and (side != self.icon.width() or self.icon.pixmap().isNull()):
            self.icon.setFixedSize(QSize(side, side))
            self._draw_icon()
        layout.activate()  # placed at once: the title is never drawn over an icon of the old size

    def _draw_icon(self) -> None:
        dpr = self.devicePixelRatioF()
        side = self.icon.width()
        pm = QPixmap(int(side * dpr), int(side * dpr))
        pm.fill(QColor(0, 0, 0, 0))
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        svg(APP_ICON).render(p, QRectF(0, 0, pm.width(), pm.height()))
        p.end()
        pm.setDevicePixelRatio(dpr)
        self.icon.setPixmap(pm)

    def set_resume(self, available: bool, over: bool = False) -> None:
        """A saved game to go back to; `over`: it has ended, its results are what is left to see."""
        self.resume_button.setText(self.tr("See the last game's results") if over
                                   else self.tr("Resume game in progress"))
        self.resume_button.setVisible(available)
        self._fit_icon()

    def set_problem(self, text: str) -> None:
        if text:
            from PySide6.QtCore import Qt

            self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem.setText(text)
        self.problem.setVisible(bool(text))


def _centre(w: QWidget) -> QHBoxLayout:
    """`w` at its size hint in the middle of a row (as `addWidget(w, 0, AlignHCenter)`)."""
    row = QHBoxLayout()
    row.setContentsMargins(0, 0, 0, 0)
    row.addStretch(1)
    row.addWidget(w)
    row.addStretch(1)
    return row
