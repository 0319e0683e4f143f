"""The extended preset's public day screens (CLASSIC.md §11.9): the captain breaks a tie, and
the accused's defence before the kill-or-spare ballots.

Both lie in the middle of the table: everything on them is public (§11.12). They read the
session through `actions.py`'s interface plus ``stage``, ``tiebreak_options()``,
``tally_line()`` and ``timer_ms`` (the defence time left, kept across a resume).

Keyboard: on the tie-break, arrows move between the tied players, Enter or Space picks one
and a second Enter (or Space) on the picked one confirms; on the trial, Space starts and
pauses the defence clock, Enter presses the focused button (else the ballots), arrows move
between the two buttons.
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ..widgets import ArtLabel, FitLabel, SessionPage, button, label, panel
from app.core.classic.views import tally_view
from .actions import StartTrial, TieBreak
from .clock import SessionClock, clock_text
from .widgets import CAPTAIN_ART, SeatTiles, fill, names_of



class _DayPage(SessionPage):
    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, "day", parent)

    def refresh(self) -> None:  # pragma: no cover - each screen has its own
        raise NotImplementedError


def _captain_row(parent: QWidget) -> tuple[QVBoxLayout, ArtLabel, FitLabel]:
    """The captain's badge above a headline."""
    row = QVBoxLayout()
    pic = ArtLabel(56, parent)
    pic.set_art(CAPTAIN_ART)
    title = FitLabel("", max_pt=34, min_pt=16)
    row.addWidget(pic, 0, Qt.AlignmentFlag.AlignHCenter)
    row.addWidget(title)
    return row, pic, title


class TieBreakScreen(_DayPage):
    """The vote is tied at the top: the living captain names one of the tied players, or lets
    the tie stand (§11.9.2). The tied players' tiles only (the captain's badge on his own if he
    is among them), one tap, Confirm; or Let the tie stand."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        top, self.badge, self.title = _captain_row(self)
        self.counts = label("", prop="subheading", wrap=True)
        self.counts.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = label("", prop="muted", wrap=True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tiles = SeatTiles()
        self.tiles.set_dark(False)
        self.tiles.max_tile = QSize(210, 250)
        self.tiles.clicked.connect(self.on_tile)
        self.stand = button(self.tr("Let the tie stand"))
        self.confirm = button(self.tr("Confirm"), primary=True, big=True)
        self.stand.clicked.connect(lambda: self.session.submit(TieBreak(None)))
        self.confirm.clicked.connect(self.on_confirm)
        self.selected: int | None = None  # a seat
        self.shown: list[int] = []  # the seat of each tile
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.stand)
        row.addSpacing(16)
        row.addWidget(self.confirm)
        row.addStretch(1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 24, 40, 24)
        outer.addLayout(top)
        outer.addWidget(self.counts)
        outer.addWidget(self.tiles, 1)
        outer.addWidget(self.hint)
        outer.addSpacing(8)
        outer.addLayout(row)

    def tied(self) -> tuple[int, ...]:
        return tuple(self.session.public_view().tied)

    def refresh(self) -> None:
        if getattr(self.session, "stage", "tiebreak") != "tiebreak":
            return
        pub = self.session.public_view()
        names = list(self.session.seats)
        pics = list(self.session.portraits)
        captain = names[pub.captain] if pub.captain is not None else ""
        self.title.set_full_text(fill(self.tr("A tie: %1, the captain, decides"), captain))
        self.shown = list(pub.tied)
        st = getattr(self.session, "state", None)
        tv = tally_view(st) if hasattr(st, "log") else None  # the engine's count of the tied vote
        if tv is not None and self.shown:
            self.counts.setText(fill(self.tr("%1: %n vote(s) each", "", tv.count(self.shown[0])),
                                     names_of(self.shown, names)))
        else:
            self.counts.setText(fill(self.tr("Tied at the top: %1"), names_of(self.shown, names)))
        self.hint.setText(fill(self.tr("%1 names one of them as the vote's result, or lets the tie stand."),
                               captain))
        self.tiles.set_seats([names[s] for s in self.shown], [pics[s] if s < len(pics) else "" for s in self.shown],
                             [pub.alive[s] for s in self.shown], [pub.died_at[s] for s in self.shown])
        self.tiles.set_public(pub, self.shown)
        self.tiles.set_choosable({i: None for i in range(len(self.shown))})
        if self.selected not in self.shown:
            self.selected = None
        self.tiles.set_selected(self.shown.index(self.selected) if self.selected is not None else None)
        self.confirm.setEnabled(self.selected is not None)
        self.confirm.setText(fill(self.tr("Confirm: %1"), names[self.selected]) if self.selected is not None
                             else self.tr("Confirm"))

    def on_tile(self, index: int) -> None:
        if not 0 <= index < len(self.shown):
            return
        seat = self.shown[index]
        if seat not in self.tied():
            return
        by_key = not QApplication.mouseButtons() & Qt.MouseButton.LeftButton
        if self.selected == seat and self.tiles.hasFocus() and by_key:
            self.on_confirm()  # Enter or Space again on the picked player
            return
        self.selected = seat
        self.refresh()

    def on_confirm(self) -> None:
        if self.selected is not None and self.selected in self.tied():
            seat, self.selected = self.selected, None
            self.session.submit(TieBreak(seat))

    def showEvent(self, event) -> None:
        self.selected = None
        super().showEvent(event)

    def keep_state(self) -> dict:
        return {**super().keep_state(), "selected": self.selected}

    def restore_state(self, kept: dict) -> None:
        super().restore_state(kept)
        self.selected = kept.get("selected")
        self.refresh()
        self.tiles.setFocus()


class TrialScreen(SessionClock, _DayPage):
    """The accused on trial: his tile, his defence clock in large type (two minutes, seed 003;
    Start / Pause; the timer's chime at 0:00), then the kill-or-spare ballots go round behind the curtain
    (§11.9.3)."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.over = label("", prop="subheading")
        self.over.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = FitLabel("", max_pt=40, min_pt=18)
        self.tiles = SeatTiles()
        self.tiles.set_dark(False)
        self.tiles.max_tile = QSize(230, 274)
        self.tiles.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.clock_title = label(self.tr("Defence"), prop="muted")
        self.clock_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.clock_label = FitLabel("2:00", max_pt=120, min_pt=28)
        self.clock_label.setMinimumHeight(110)
        self.clock_label.setAccessibleDescription(self.tr("Defence time left"))
        self.hint = label("", prop="muted", wrap=True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.start_button = button(self.tr("Start the defence"), big=True)
        self.ballots_button = button(self.tr("Kill or spare: the secret ballots"), primary=True, big=True)
        self.start_button.clicked.connect(self.toggle)
        self.ballots_button.clicked.connect(self.ballots)
        box = panel()
        box.setMinimumWidth(300)
        bv = QVBoxLayout(box)
        bv.setContentsMargins(24, 16, 24, 20)
        bv.addStretch(1)
        bv.addWidget(self.clock_title)
        bv.addWidget(self.clock_label)
        bv.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignHCenter)
        bv.addStretch(1)
        body = QHBoxLayout()
        body.addWidget(self.tiles, 2)
        body.addSpacing(16)
        body.addWidget(box, 3)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 24, 40, 24)
        outer.addWidget(self.over)
        outer.addWidget(self.title)
        outer.addLayout(body, 1)
        outer.addWidget(self.hint)
        outer.addSpacing(8)
        outer.addWidget(self.ballots_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.beeped = False
        self.init_clock()

    def time_up(self) -> None:
        """0:00 (after the timer's chime): the ballots button takes the focus."""
        self.beeped = True
        self.ballots_button.setFocus()
        self._show_clock()

    def _show_clock(self) -> None:
        left = self._now_left()
        self.clock_label.set_full_text(clock_text(left) if left > 0 else self.tr("Time is up"))
        self.start_button.setText(self.tr("Pause") if self.running else
                                  (self.tr("Go on") if 0 < left < self._full_ms() else self.tr("Start the defence")))
        self.start_button.setEnabled(left > 0)

    def _full_ms(self) -> int:
        from .session import TRIAL_MS

        return TRIAL_MS

    def ballots(self) -> None:
        if self.running:
            self.left_ms = max(0, self._now_left())
            self.ticker.stop()
        self.session.submit(StartTrial())

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key == Qt.Key.Key_Space:
            if self.start_button.isEnabled():
                self.toggle()
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focus = self.focusWidget()
            (focus.click() if isinstance(focus, QPushButton) and focus.isEnabled() else self.ballots())
            event.accept()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            order = [b for b in (self.start_button, self.ballots_button) if b.isEnabled()]
            if order:
                cur = order.index(self.focusWidget()) if self.focusWidget() in order else -1
                step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1
                order[(cur + step) % len(order)].setFocus()
            event.accept()
            return
        super().keyPressEvent(event)

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        self.pause_clock()

    def refresh(self) -> None:
        if getattr(self.session, "stage", "trial") != "trial":
            return
        pub = self.session.public_view()
        names = list(self.session.seats)
        pics = list(self.session.portraits)
        accused = pub.accused
        who = names[accused] if accused is not None else ""
        self.over.setText(fill(self.tr("Day %1: the trial"), pub.round))
        self.title.set_full_text(fill(self.tr("%1 is on trial"), who))
        shown = [accused] if accused is not None else []
        self.tiles.set_seats([names[s] for s in shown], [pics[s] if s < len(pics) else "" for s in shown])
        self.tiles.set_public(pub, shown)
        self.hint.setText(fill(self.tr("%1 speaks in their defence; nobody else speaks without leave. Then everyone "
                                       "else with a vote casts a secret ballot: kill or spare. More kills than spares "
                                       "and %1 is hanged."), who))
        if not self.running:
            self.left_ms = max(0, int(getattr(self.session, "timer_ms", 0) or 0))
        self._show_clock()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        (self.start_button if self.start_button.isEnabled() else self.ballots_button).setFocus()
