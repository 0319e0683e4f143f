"""The vote: "everyone point… 3, 2, 1", then one person enters every vote; or a private lap."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QComboBox, QFormLayout, QHBoxLayout, QScrollArea, QStackedWidget,
                               QVBoxLayout, QWidget)

from app.core.common.errors import VoteError

from .. import models as M
from .. import texts
from ..session import Ballot, CastVotes, GameSession, HideBallot
from ..widgets import FitLabel, Page, button, label, panel, side_width, table_page
from .common import PublicTable
from .private import PrivateScreen


class VoteScreen(Page):
    """Countdown, then vote entry by clicking each voter and their target."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__("day", parent)
        self.session = session
        self.stack = QStackedWidget()

        # countdown
        self.count_page = QWidget()
        self.count_label = FitLabel("", max_pt=96, min_pt=24)
        self.count_hint = label(self.tr("When the count reaches zero, everyone points at another player, all at the "
                                        "same time. Keep pointing until every vote is entered."), prop="muted", wrap=True)
        self.count_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.count_button = button(self.tr("Start the countdown"), primary=True, big=True)
        cv = QVBoxLayout(self.count_page)
        cv.addStretch(2)
        cv.addWidget(self.count_label)
        cv.addWidget(self.count_hint)
        cv.addSpacing(20)
        cv.addWidget(self.count_button, 0, Qt.AlignmentFlag.AlignHCenter)
        cv.addStretch(3)

        # entry
        self.entry_page = QWidget()
        self.table = PublicTable(self)
        self.votes = M.VotesModel(self)
        self.instruction = label("", wrap=True)
        self.instruction.setProperty("subheading", True)
        self.form_host = QWidget()
        self.form = QFormLayout(self.form_host)
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.combos: list[QComboBox] = []
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form_host)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        self.clear_button = button(self.tr("Start over"))
        self.confirm_button = button(self.tr("Confirm the votes"), primary=True)
        self.problem = label("", prop="problem", wrap=True)
        side = panel()
        side_width(side, 360, 460)
        sv = QVBoxLayout(side)
        sv.addWidget(self.instruction)
        sv.addWidget(label(self.tr("Everyone points at another player. Click a player, then the player they point "
                                   "at — or pick from the lists below."), prop="muted", wrap=True))
        sv.addWidget(scroll, 1)
        sv.addWidget(self.problem)
        row = QHBoxLayout()
        row.addWidget(self.clear_button)
        row.addWidget(self.confirm_button)
        sv.addLayout(row)
        ev = QHBoxLayout(self.entry_page)
        ev.setContentsMargins(0, 0, 0, 0)
        ev.addWidget(self.table.view, 1)
        ev.addWidget(side)

        self.stack.addWidget(self.count_page)
        self.stack.addWidget(self.entry_page)
        self.title = label(self.tr("The vote"), prop="heading")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(20, 14, 20, 16)
        outer.addWidget(self.title)
        outer.addWidget(self.stack, 1)

        self.voter = -1
        self.beats: list[str] = []
        self.beat_timer = QTimer(self)
        self.beat_timer.setSingleShot(True)
        self.beat_timer.timeout.connect(self._beat)
        self.count_button.clicked.connect(self.start_countdown)
        self.clear_button.clicked.connect(self.start_over)
        self.confirm_button.clicked.connect(self.confirm)
        self.table.scene.target_clicked.connect(self.on_target)
        self.votes.votes_changed.connect(self._votes_changed)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self, self._enter, context=Qt.ShortcutContext.WidgetWithChildrenShortcut)

    # --- countdown ------------------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.stack.setCurrentWidget(self.count_page)
        self.count_label.set_full_text(self.tr("Everyone, get ready to point…"))
        self.count_button.setEnabled(True)
        self.count_button.setFocus()

    def keep_state(self) -> dict:
        """The countdown under way, or the votes entered so far and the voter being asked."""
        entry = self.stack.currentWidget() is self.entry_page
        return {**super().keep_state(), "counting": not entry and not self.count_button.isEnabled(),
                "entry": entry, "votes": self.votes.votes(), "voter": self.voter}

    def restore_state(self, kept: dict) -> None:
        super().restore_state(kept)
        if kept.get("entry"):
            self.show_entry()
            for s, t in enumerate(kept.get("votes", ())):
                if t >= 0 and s < self.votes.rowCount():
                    self.votes.setData(self.votes.index(s), t, M.TARGET)
            self.voter = kept.get("voter", 0)
            self._votes_changed()
        elif kept.get("counting"):
            self.start_countdown()

    def start_countdown(self) -> None:
        self.count_button.setEnabled(False)
        self.beats = [self.tr("Everyone point… 3"), "2", "1", self.tr("Point now!")]
        self._beat()

    def _beat(self) -> None:
        if not self.beats:
            self.show_entry()
            return
        self.count_label.set_full_text(self.beats.pop(0))
        ms = self.session.settings.countdown_ms
        if ms <= 0:
            self._beat()
        else:
            self.beat_timer.start(ms)

    # --- entry ----------------------------------------------------------------------------
    def show_entry(self) -> None:
        pub = self.session.public_view()
        seats = pub.seats
        # Forget the last game's voter and combo boxes before the model changes: it may have
        # had more players, and the model's signal reads the combo boxes.
        self.voter = -1
        self.combos = []
        while self.form.rowCount():
            self.form.removeRow(0)
        self.table.show_public(pub)
        self.votes.set_seats(seats)
        for s, name in enumerate(seats):
            combo = QComboBox()
            combo.addItem(self.tr("(points at…)"), -1)
            for t, other in enumerate(seats):
                if t != s:
                    combo.addItem(other, t)
            combo.setAccessibleName(texts.fill(self.tr("%1 points at"), name))
            combo.currentIndexChanged.connect(lambda _i, s=s, c=combo: self.votes.setData(self.votes.index(s), c.currentData(), M.TARGET))
            combo.setMinimumContentsLength(8)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            self.form.addRow(label(_elide(name)), combo)  # a plain-text label: names are never markup
            self.combos.append(combo)
        self.voter = 0
        self.stack.setCurrentWidget(self.entry_page)
        self._votes_changed()
        self.table.view.setFocus()

    def start_over(self) -> None:
        self.votes.set_seats(self.votes.seats)
        self.voter = 0
        self._votes_changed()

    def _votes_changed(self) -> None:
        votes = self.votes.votes()
        for s, combo in zip(range(len(votes)), self.combos):
            want = combo.findData(votes[s])
            if combo.currentIndex() != want:
                combo.blockSignals(True)
                combo.setCurrentIndex(want)
                combo.blockSignals(False)
        self.table.model.set_places({s: {M.VOTE: t} for s, t in enumerate(votes)})
        self._draw_targets()
        self.confirm_button.setEnabled(self.votes.complete())
        self.problem.setText("")

    def _draw_targets(self) -> None:
        seats = self.votes.seats
        values: dict[int, dict[int, Any]] = {
            s: {M.CARD_TARGET: "selected" if s == self.voter else "legal", M.REASON: ""} for s in range(len(seats))}
        self.table.model.set_places(values)
        if not 0 <= self.voter < len(seats):
            self.voter = -1
        if self.voter < 0:
            if self.votes.complete():
                self.instruction.setText(self.tr("Every vote is in. Check the arrows, then confirm."))
            else:
                self.instruction.setText(self.tr("Click a player who is pointing."))
        else:
            self.instruction.setText(texts.fill(self.tr("Whom does %1 point at?"), seats[self.voter]))

    def on_target(self, kind: str, index: int) -> None:
        if kind not in ("card", "seat", "mark"):
            return
        if self.voter < 0:
            self.voter = index
        elif index == self.voter:
            self.voter = -1  # take back the selection
        else:
            self.votes.setData(self.votes.index(self.voter), index, M.TARGET)
            votes = self.votes.votes()
            n = len(votes)
            nxt = [(self.voter + k) % n for k in range(1, n + 1) if votes[(self.voter + k) % n] < 0]
            self.voter = nxt[0] if nxt else -1
        self._draw_targets()

    def confirm(self) -> None:
        if not self.votes.complete():
            self.problem.setText(self.tr("Everyone must point at someone."))
            return
        try:
            self.session.submit(CastVotes(tuple(self.votes.votes())))
        except VoteError:
            self.problem.setText(self.tr("Everyone must point at another player."))

    def _enter(self) -> None:
        if self.stack.currentWidget() is self.count_page:
            if self.count_button.isEnabled():
                self.count_button.click()
        elif self.confirm_button.isEnabled():
            self.confirm_button.click()


def _elide(name: str, limit: int = 18) -> str:
    return name if len(name) <= limit else name[: limit - 1] + "…"


class VoteVisitScreen(PrivateScreen):
    """A private vote: the holder clicks the player they point at."""

    hide_action = HideBallot

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.table = PublicTable(self)
        self.title = FitLabel("", max_pt=26, min_pt=14)
        self.hint = label(self.tr("Click the player you point at, then confirm. Nobody else sees your vote until "
                                  "everyone has voted."), prop="muted", wrap=True)
        self.choice = label("", wrap=True)
        self.confirm_button = button(self.tr("Confirm my vote"), primary=True)
        side = panel()
        side_width(side, 340, 440)
        sv = QVBoxLayout(side)
        sv.addWidget(self.hint)
        sv.addWidget(self.choice)
        sv.addStretch(1)
        sv.addWidget(self.confirm_button)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.hide_button)
        table_page(self, self.table.view, side, (16, 10, 16, 12), top)
        self.target = -1
        self.table.scene.target_clicked.connect(self.on_target)
        self.confirm_button.clicked.connect(self.confirm)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.target = -1
        pub = self.session.public_view()
        self.table.show_public(pub)
        seat = self.session.lap_seat
        self.title.set_full_text(texts.fill(self.tr("%1, whom do you point at?"), pub.seats[seat]))
        self._draw()
        self.table.view.setFocus()

    def primary(self) -> None:
        self.confirm()

    def keep_state(self) -> dict:
        return {**super().keep_state(), "target": self.target}

    def restore_state(self, kept: dict) -> None:
        super().restore_state(kept)
        self.target = kept.get("target", -1)
        self._draw()

    def tick_update(self) -> None:
        self._update_confirm()

    def _update_confirm(self) -> None:
        left = self.left_ms()
        if left > 0:
            self.confirm_button.setText(texts.fill(self.tr("Confirm my vote (%1)"), (left + 999) // 1000))
        else:
            self.confirm_button.setText(self.tr("Confirm my vote"))
        self.confirm_button.setEnabled(self.target >= 0 and left <= 0)

    def clear(self) -> None:
        self.target = -1
        self.choice.setText("")
        self.title.set_full_text("")
        self.table.model.face_down()

    def _draw(self) -> None:
        seat = self.session.lap_seat
        n = len(self.session.seats)
        values = {}
        for s in range(n):
            if s == seat:
                values[s] = {M.CARD_TARGET: "illegal", M.REASON: self.tr("You cannot vote for yourself.")}
            elif s == self.target:
                values[s] = {M.CARD_TARGET: "selected", M.REASON: ""}
            else:
                values[s] = {M.CARD_TARGET: "legal", M.REASON: ""}
        self.table.model.set_places(values)
        self.choice.setText(texts.fill(self.tr("You point at: %1"), self.session.seats[self.target]) if self.target >= 0 else "")
        self._update_confirm()

    def on_target(self, kind: str, index: int) -> None:
        if kind in ("card", "seat", "mark") and index != self.session.lap_seat:
            self.target = -1 if index == self.target else index
            self._draw()

    def confirm(self) -> None:
        if self.target >= 0 and self.left_ms() <= 0:
            target = self.target
            self.clear()
            self.session.submit(Ballot(target))
