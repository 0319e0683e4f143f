"""The narrated table mode's night screen (both modes): the laptop lies in the middle.

It shows only what the narrator says and a press-and-hold moon; nothing about the cards.
The player called presses and holds the moon to see their turn (the private visit screen),
which blanks back to this screen when they are done or when the call's time is up.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from .. import texts
from ..widgets import HoldRing, Page, button, label


class TableNightScreen(Page):
    """The narrator's line, and the moon to hold when called."""

    menu = Signal()

    def __init__(self, director: Any, hold_ms: int, parent: QWidget | None = None) -> None:
        super().__init__("curtain", parent)
        self.director = director
        self.menu_button = button(self.tr("Back to menu"))
        self.menu_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.menu_button.clicked.connect(self.menu)
        self.heading = label(self.tr("Narrated night"), prop="muted")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.line_label = label("", prop="heading", wrap=True)
        self.line_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.line_label.setMinimumHeight(110)
        self.ring = HoldRing(hold_ms)
        self.caption = label(self.tr("Eyes closed. When the narrator calls you, open your eyes, press and hold the "
                                     "moon to see your turn, and close your eyes again when you are done."),
                             prop="muted", wrap=True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pace = label("", prop="muted")
        self.pace.setAlignment(Qt.AlignmentFlag.AlignCenter)
        col = QVBoxLayout(self)
        col.setContentsMargins(40, 24, 40, 40)
        top = QHBoxLayout()
        top.addStretch(1)
        top.addWidget(self.menu_button)
        col.addLayout(top)
        col.addStretch(2)
        col.addWidget(self.heading)
        col.addWidget(self.line_label)
        col.addSpacing(30)
        col.addWidget(self.ring, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addSpacing(16)
        col.addWidget(self.caption)
        col.addWidget(self.pace)
        col.addStretch(3)
        self.ring.held.connect(self._held)
        director.line_shown.connect(self.show_line)
        director.call_started.connect(lambda _index: self._refresh())
        self._refresh()

    def show_line(self, words: str) -> None:
        """What the narrator says now (the same text whether or not a voice speaks it)."""
        self.line_label.setText(words)

    def _refresh(self) -> None:
        seconds = max(1, self.director.step_ms // 1000)
        self.pace.setText(texts.fill(self.tr("Every call lasts %1 s, whoever holds the role."), seconds))
        self.ring.cancel()

    def _held(self) -> None:
        self.director.open_turn()
        self.ring.cancel()  # nobody's turn: the moon simply fills again, as for anyone

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.ring.cancel()
        self.ring.setFocus()
