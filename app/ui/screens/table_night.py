"""The narrated table mode's night screen (both modes): the laptop lies in the middle.

It shows only what the narrator says and a press-and-hold moon; nothing about the cards.
The player called presses and holds the moon to see their turn (the private visit screen),
which blanks back to this screen when they are done or when the call's time is up.

When no voice can speak the game's language, it says so before the night and its Start
button starts the night on screen only (calls shown large, a chime at each call, longer
calls: TableDirector.quiet); the night never starts mute by surprise.
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

    def __init__(self, session: Any, director: Any, hold_ms: int, parent: QWidget | None = None) -> None:
        super().__init__("curtain", parent)
        self.session = session
        self.director = director
        self.menu_button = button(self.tr("Back to menu"))
        self.menu_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.menu_button.clicked.connect(self.menu)
        self.heading = label(self.tr("Narrated night"), prop="muted")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.line_label = label("", prop="heading", wrap=True)
        self.line_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.line_label.setMinimumHeight(110)
        self.warning = label("", prop="problem", wrap=True)
        self.warning.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.warning.setContentsMargins(100, 0, 100, 0)  # a narrower column than the screen's
        self.warning.hide()
        self.ring = HoldRing(hold_ms)
        self.caption = label("", prop="muted", wrap=True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pace = label("", prop="muted")
        self.pace.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.start_button = button(self.tr("Start the night"), primary=True)
        self.start_button.clicked.connect(self._start)
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
        col.addWidget(self.warning)
        col.addSpacing(6)
        col.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addSpacing(16)
        col.addWidget(self.caption)
        col.addWidget(self.pace)
        col.addStretch(3)
        self.ring.held.connect(self._held)
        director.line_shown.connect(self.show_line)
        director.call_started.connect(self._call_started)  # methods: they go with the page (a new language)
        director.finished.connect(self.refresh)
        director.screen_only_changed.connect(self._screen_only)
        self.refresh()

    def _call_started(self, _index: int) -> None:
        self.refresh()

    def _screen_only(self, on: bool) -> None:
        """The calls shown large (no voice speaks them), or as a heading."""
        large = bool(on) and self.director.running
        if bool(self.line_label.property("title")) != large:
            self.line_label.setProperty("title", large)
            self.line_label.setProperty("heading", not large)
            self.line_label.style().unpolish(self.line_label)
            self.line_label.style().polish(self.line_label)

    def show_line(self, words: str) -> None:
        """What the narrator says now (the same text whether or not a voice speaks it)."""
        self.line_label.setText(words)

    def restore_state(self, kept: dict) -> None:
        """Rebuilt for a new language: the line being called, in the new language."""
        super().restore_state(kept)
        if self.director.running and self.director.spoken:
            from .. import narrator as words

            self.show_line(words.sentence(self.director.spoken[-1]))

    def refresh(self) -> None:
        """Before the night each player sees their card; then the laptop goes to the middle and
        the night starts on a press of Start; then the narrator's lines."""
        dealer = self.session.table_dealer() if self.session.table is not None else None
        running = self.director.running
        why = self.director.prepare() if dealer is None and not running else ""
        seconds = max(1, self.director.step_ms // 1000)
        self.pace.setText(texts.fill(self.tr("Every call lasts %1 s, whoever holds the role."), seconds))
        if why:
            from ..voice import silence_message

            self.warning.setText(silence_message(why) + " " + self.tr(
                "Nobody will hear the calls: on screen only, each call is shown large with a chime, and lasts %1 s."
            ).replace("%1", str(seconds)))
        self.warning.setVisible(bool(why))
        self.start_button.setText(self.tr("Start the night on screen only") if why else self.tr("Start the night"))
        self._screen_only(self.director.screen_only)
        if dealer is not None:
            self.heading.setText(self.tr("Before the night: everyone sees their card"))
            self.line_label.setText(texts.fill(self.tr("Pass to %1"), dealer))
            self.caption.setText(self.tr("Only this player may look. Press and hold the moon to see your card."))
        elif not running:
            self.heading.setText(self.tr("Narrated night"))
            self.line_label.setText(self.tr("Put the laptop in the middle of the table."))
            self.caption.setText(self.tr("Press Start the night: the narrator calls each role in turn. When you are "
                                         "called, open your eyes, press and hold the moon, and act."))
        elif self.director.screen_only:
            self.heading.setText(self.tr("Narrated night"))
            self.caption.setText(self.tr("On screen only: at each chime the call is shown here. When it is yours, "
                                         "press and hold the moon to see your turn."))
        else:
            self.heading.setText(self.tr("Narrated night"))
            self.caption.setText(self.tr("Eyes closed. When the narrator calls you, open your eyes, press and hold "
                                         "the moon to see your turn, and close your eyes again when you are done."))
        self.ring.setVisible(dealer is not None or running)
        self.start_button.setVisible(dealer is None and not running)
        self.pace.setVisible(dealer is None)
        self.ring.cancel()

    def _start(self) -> None:
        self.director.begin()
        self.refresh()

    def _held(self) -> None:
        self.director.open_turn()
        self.ring.cancel()  # nobody's turn: the moon simply fills again, as for anyone

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.ring.cancel()
        self.ring.setFocus()


class TableCardScreen(Page):
    """Before a narrated night: one player's card, for them alone (the same screen for every
    card). `session` offers `table_card()` -> (name, role, power, art); Done and Hide submit
    the actions given."""

    def __init__(self, session: Any, done_action: type, hide_action: type, parent: QWidget | None = None) -> None:
        from PySide6.QtGui import QKeySequence, QShortcut

        from ..widgets import ArtLabel

        super().__init__("night", parent)
        self.session = session
        self.done_action, self.hide_action = done_action, hide_action
        self.who = label("", prop="heading", wrap=True)
        self.who.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.art = ArtLabel(260, self)
        self.role = label("", prop="heading", wrap=True)
        self.role.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.power = label("", prop="muted", wrap=True)
        self.power.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.after = label(self.tr("Remember it, press Done, and put the laptop back for the next player."),
                           prop="muted", wrap=True)
        self.after.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.done_button = button(self.tr("Done"), primary=True)
        self.done_button.clicked.connect(self.done)
        self.hide_button = button(self.tr("Hide (Esc)"))
        self.hide_button.clicked.connect(self.hide_me)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.hide_me,
                  context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self, self.done, context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        col = QVBoxLayout(self)
        col.setContentsMargins(40, 24, 40, 32)
        top = QHBoxLayout()
        top.addStretch(1)
        top.addWidget(self.hide_button)
        col.addLayout(top)
        col.addWidget(self.who)
        col.addStretch(1)
        col.addWidget(self.art, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addWidget(self.role)
        col.addWidget(self.power)
        col.addStretch(1)
        col.addWidget(self.after)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.done_button)
        row.addStretch(1)
        col.addLayout(row)

    def done(self) -> None:
        if self.isVisible():
            self.session.submit(self.done_action())

    def hide_me(self) -> None:
        if self.isVisible():
            self.session.submit(self.hide_action())

    def show_card(self) -> None:
        name, role, power, art = self.session.table_card()
        self.who.setText(texts.fill(self.tr("%1, this is your card"), name))
        self.role.setText(role)
        self.power.setText(power)
        self.art.set_art(art)

    def clear(self) -> None:
        """Nothing of the card outlives the screen."""
        self.who.setText("")
        self.role.setText("")
        self.power.setText("")
        self.art.set_art("")
