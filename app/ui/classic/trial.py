"""The extended preset's public day screens (CLASSIC.md §11.9): the captain breaks a tie, and
the accused's defence before the kill-or-spare ballots.

Both lie in the middle of the table: everything on them is public (§11.12). They read the
session through `actions.py`'s interface plus ``stage``, ``tiebreak_options()`` and
``timer_ms`` (the defence time left, kept across a resume).
"""
from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QHBoxLayout, QVBoxLayout, QWidget

from ..widgets import FitLabel, Page, button, label, panel
from .actions import NoteTimer, StartTrial, TieBreak
from .widgets import SeatTiles, fill

TICK_MS = 250


def clock_text(ms: int) -> str:
    secs = max(0, (ms + 999) // 1000)
    return f"{secs // 60}:{secs % 60:02d}"


class _DayPage(Page):
    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__("day", parent)
        self.session = session
        session.changed.connect(lambda *_: self.refresh() if self.isVisible() else None)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.refresh()

    def refresh(self) -> None:  # pragma: no cover - each screen has its own
        raise NotImplementedError


class TieBreakScreen(_DayPage):
    """The vote is tied at the top: the living captain names one of the tied players, or lets
    the tie stand (§11.9.2). Tiles of the tied players, one tap, Confirm; or Let the tie stand."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.title = FitLabel("", max_pt=34, min_pt=16)
        self.hint = label("", prop="muted", wrap=True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tiles = SeatTiles()
        self.tiles.max_tile = QSize(200, 238)
        self.tiles.clicked.connect(self.on_tile)
        self.stand = button(self.tr("Let the tie stand"))
        self.confirm = button(self.tr("Confirm"), primary=True, big=True)
        self.stand.clicked.connect(lambda: self.session.submit(TieBreak(None)))
        self.confirm.clicked.connect(self.on_confirm)
        self.selected: int | None = None
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.stand)
        row.addWidget(self.confirm)
        row.addStretch(1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 28, 40, 28)
        outer.addWidget(self.title)
        outer.addWidget(self.hint)
        outer.addWidget(self.tiles, 1)
        outer.addLayout(row)

    def tied(self) -> tuple[int, ...]:
        return tuple(self.session.public_view().tied)

    def refresh(self) -> None:
        if self.session.stage != "tiebreak":
            return
        pub = self.session.public_view()
        names = list(self.session.seats)
        captain = names[pub.captain] if pub.captain is not None else ""
        self.title.set_full_text(fill(self.tr("A tie: %1, the captain, decides"), captain))
        self.hint.setText(fill(self.tr("Tied at the top: %1. The captain may name one of them as the vote's result, "
                                       "or let the tie stand."), ", ".join(names[s] for s in pub.tied)))
        self.tiles.set_seats(pub.seats, self.session.portraits, pub.alive, pub.died_at)
        legal = {i: (None if i in pub.tied else self.tr("Not among the tied players.")) for i in range(len(names))}
        self.tiles.set_choosable(legal)
        if self.selected not in pub.tied:
            self.selected = None
        self.tiles.set_selected(self.selected)
        self.confirm.setEnabled(self.selected is not None)

    def on_tile(self, seat: int) -> None:
        if seat in self.tied():
            self.selected = seat
            self.tiles.set_selected(seat)
            self.confirm.setEnabled(True)

    def on_confirm(self) -> None:
        if self.selected is not None and self.selected in self.tied():
            seat, self.selected = self.selected, None
            self.session.submit(TieBreak(seat))

    def showEvent(self, event) -> None:
        self.selected = None
        super().showEvent(event)
        self.tiles.setFocus()


class TrialScreen(_DayPage):
    """The accused on trial: his defence clock (two minutes, seed 003), then the kill-or-spare
    ballots go round behind the curtain (§11.9.3)."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.over = label("", prop="subheading")
        self.over.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = FitLabel("", max_pt=40, min_pt=18)
        self.tiles = SeatTiles()
        self.tiles.max_tile = QSize(220, 262)
        self.clock_label = FitLabel("2:00", max_pt=44, min_pt=18)
        self.clock_label.setAccessibleDescription(self.tr("Defence time left"))
        self.hint = label("", prop="muted", wrap=True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.start_button = button(self.tr("Start the defence"))
        self.ballots_button = button(self.tr("Kill or spare: the secret ballots"), primary=True, big=True)
        self.start_button.clicked.connect(self.toggle)
        self.ballots_button.clicked.connect(self.ballots)
        box = panel()
        bv = QVBoxLayout(box)
        bv.addWidget(self.clock_label)
        bv.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignHCenter)
        body = QHBoxLayout()
        body.addWidget(self.tiles, 1)
        body.addWidget(box)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 28, 40, 28)
        outer.addWidget(self.over)
        outer.addWidget(self.title)
        outer.addLayout(body, 1)
        outer.addWidget(self.hint)
        outer.addWidget(self.ballots_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.left_ms = 0
        self.saved_ms = 0
        self.elapsed = QElapsedTimer()
        self.ticker = QTimer(self)
        self.ticker.setInterval(TICK_MS)
        self.ticker.timeout.connect(self._tick)

    @property
    def running(self) -> bool:
        return self.ticker.isActive()

    def _now_left(self) -> int:
        return self.left_ms - self.elapsed.elapsed() if self.running else self.left_ms

    def toggle(self) -> None:
        if self.running:
            self.left_ms = max(0, self._now_left())
            self.ticker.stop()
        elif self.left_ms > 0:
            self.elapsed.start()
            self.ticker.start()
        self._note(self.left_ms)
        self._show_clock()

    def _note(self, ms: int) -> None:
        self.saved_ms = ms
        self.session.submit(NoteTimer(ms))

    def _tick(self) -> None:
        left = self._now_left()
        if left > 0:
            self.clock_label.set_full_text(clock_text(left))
            if self.saved_ms - left >= 5000:
                self._note(left)
            return
        self.left_ms = 0
        self.ticker.stop()
        self._note(0)
        QApplication.beep()
        self._show_clock()

    def _show_clock(self) -> None:
        left = self._now_left()
        self.clock_label.set_full_text(clock_text(left) if left > 0 else self.tr("Time is up"))
        self.start_button.setText(self.tr("Pause") if self.running else self.tr("Start the defence"))
        self.start_button.setEnabled(left > 0)

    def ballots(self) -> None:
        if self.running:
            self.left_ms = max(0, self._now_left())
            self.ticker.stop()
        self.session.submit(StartTrial())

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        if self.running:
            self.left_ms = max(0, self._now_left())
            self.ticker.stop()
            self._note(self.left_ms)

    def refresh(self) -> None:
        if self.session.stage != "trial":
            return
        pub = self.session.public_view()
        names = list(self.session.seats)
        accused = pub.accused
        who = names[accused] if accused is not None else ""
        self.over.setText(fill(self.tr("Day %1: the trial"), pub.round))
        self.title.set_full_text(fill(self.tr("%1 is on trial"), who))
        shown = [accused] if accused is not None else []
        self.tiles.set_seats([names[s] for s in shown], [self.session.portraits[s] for s in shown])
        self.hint.setText(fill(self.tr("%1 speaks in their defence; nobody else speaks without leave. Then everyone "
                                       "else with a vote casts a secret ballot: kill or spare. More kills than spares "
                                       "and %1 is hanged."), who))
        if not self.running:
            self.left_ms = max(0, int(getattr(self.session, "timer_ms", 0) or 0))
        self._show_clock()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.ballots_button.setFocus()
