"""The day: the table face down, a discussion timer, and the roles in this game."""
from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from .. import cues
from .. import models as M
from .. import texts
from ..session import GameSession, NoteTimer, StartVote
from ..widgets import FitLabel, Page, button, label, panel, side_width, table_page
from .common import PublicTable, RolesList


SAVE_EVERY_MS = 5000  # while the clock runs, the time left is saved this often (and on pause)


def clock_text(ms: int) -> str:
    secs = max(0, (ms + 999) // 1000)
    return f"{secs // 60}:{secs % 60:02d}"


class DayScreen(Page):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__("day", parent)
        self.session = session
        self.table = PublicTable(self)
        self.roles = M.RolesModel(self)
        self.title = label(self.tr("Good morning! Everyone wakes up."), prop="heading")
        self.hint = label(self.tr("Put the laptop in the middle. Talk: who is a monster? Anyone may claim anything. "
                                  "When time is up, everyone points at someone."), prop="muted", wrap=True)
        self.tokens_label = label("", wrap=True)
        self.tokens_label.setProperty("strong", True)
        self.clock_label = FitLabel("5:00", max_pt=54, min_pt=20)
        self.clock_label.setAccessibleDescription(self.tr("Discussion time left"))
        self.start_button = button(self.tr("Start"), primary=True)
        self.more_button = button(self.tr("+1 min"))
        self.vote_button = button(self.tr("Vote now"))
        self.roles_view = RolesList(self.roles)

        side = panel()
        side_width(side, 360, 460)
        sv = QVBoxLayout(side)
        sv.addWidget(label(self.tr("Discussion"), prop="muted"))
        sv.addWidget(self.clock_label)
        row = QHBoxLayout()
        row.addWidget(self.start_button)
        row.addWidget(self.more_button)
        sv.addLayout(row)
        sv.addWidget(self.vote_button)
        sv.addSpacing(8)
        sv.addWidget(label(self.tr("Roles in this game"), prop="muted"))
        sv.addWidget(self.roles_view, 1)
        table_page(self, self.table.view, side, (20, 14, 20, 16), self.title, self.hint, self.tokens_label)

        self.left_ms = session.timer_ms
        self.saved_ms = session.timer_ms  # the time left as last saved
        self.elapsed = QElapsedTimer()
        self.ticker = QTimer(self)
        self.ticker.setInterval(250)
        self.ticker.timeout.connect(self._tick)
        self.start_button.clicked.connect(self.toggle)
        self.more_button.clicked.connect(self.add_minute)
        self.vote_button.clicked.connect(self.vote)
        session.game_changed.connect(self.refresh)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.left_ms = self.session.timer_ms
        self.saved_ms = self.left_ms
        self.refresh()
        self.start_button.setFocus()

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        self.save_clock()
        self.ticker.stop()

    def keep_state(self) -> dict:
        """A running clock runs on in the page that replaces this one (its time is in the session)."""
        return {**super().keep_state(), "running": self.running}

    def restore_state(self, kept: dict) -> None:
        super().restore_state(kept)
        if kept.get("running") and not self.running and self.left_ms > 0:
            self.toggle()

    def save_clock(self) -> None:
        """Save the time left now (the clock keeps running), so that a resume keeps it."""
        if self.running:
            self._note(max(0, self._now_left()))

    def _note(self, ms: int) -> None:
        self.saved_ms = ms
        self.session.submit(NoteTimer(ms))

    @property
    def running(self) -> bool:
        """Whether the discussion clock is counting down (its ticker runs exactly then)."""
        return self.ticker.isActive()

    def refresh(self) -> None:
        pub = self.session.public_view()
        if pub is None or not self.isVisible():
            return
        self.table.show_public(pub)
        self.roles.set_deck(pub.roles_in_game)
        tokens = texts.table_tokens(pub.shields, pub.artifact_seats, pub.face_up, pub.seats)
        self.tokens_label.setText(tokens)
        self.tokens_label.setVisible(bool(tokens))
        self._show_clock()

    def _show_clock(self) -> None:
        if self.left_ms <= 0:
            self.clock_label.set_full_text(self.tr("Time is up!"))
        else:
            self.clock_label.set_full_text(clock_text(self.left_ms))
        self.start_button.setText(self.tr("Pause") if self.running else self.tr("Start"))

    def _now_left(self) -> int:
        if not self.running:
            return self.left_ms
        return self.left_ms - self.elapsed.elapsed()

    def toggle(self) -> None:
        if self.running:
            self.left_ms = max(0, self._now_left())
            self.ticker.stop()
        elif self.left_ms > 0:
            self.elapsed.start()
            self.ticker.start()
        self._note(self.left_ms)
        self._show_clock()

    def add_minute(self) -> None:
        now = max(0, self._now_left())
        self.left_ms = now + 60000
        if self.running:
            self.elapsed.start()
        self._note(self.left_ms)
        self._show_clock()

    def _tick(self) -> None:
        left = self._now_left()
        if left > 0:
            self.clock_label.set_full_text(clock_text(left))
            if self.saved_ms - left >= SAVE_EVERY_MS:
                self._note(left)
            return
        self.left_ms = 0
        self.ticker.stop()
        self._note(0)
        cues.time_up(self.session.settings)
        self._show_clock()

    def vote(self) -> None:
        left = max(0, self._now_left())  # read while the clock still runs
        self.ticker.stop()
        self._note(left)
        self.session.submit(StartVote())

