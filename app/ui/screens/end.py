"""The end of a game: who died and why, then every card and mark turns over, winners and the night's story."""
from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QHBoxLayout, QTabWidget, QVBoxLayout, QWidget

from .. import models as M
from .. import story, teams
from ..session import GameSession, ShowReveal
from ..widgets import FitLabel, LinesView, Page, button, label, panel, side_width, table_page
from .common import PublicTable


class _EndScreen(Page):
    """The public table under a headline, beside a side panel, once the votes are in."""

    def __init__(self, session: GameSession, max_pt: int, min_pt: int, parent: QWidget | None) -> None:
        super().__init__("reveal", parent)
        self.session = session
        self.table = PublicTable(self)
        self.headline = FitLabel("", max_pt=max_pt, min_pt=min_pt)

    def _lay_out(self, side: QWidget) -> None:
        table_page(self, self.table.view, side, (20, 14, 20, 16), self.headline)

    def _show_end(self, pub, oc, *, marks_up: bool = True) -> None:
        """The table as everybody sees it, the dead marked, and the headline."""
        self.table.show_public(pub, marks_up=marks_up)
        self.table.model.set_places({d: {M.STATUS: "dead"} for d in oc.dead})
        self.headline.set_full_text(story.headline(oc, pub.seats))


class ResolutionScreen(_EndScreen):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(session, 40, 18, parent)
        self.lines = M.LinesModel(self)
        self.lines_view = LinesView(self.lines)
        self.reveal_button = button(self.tr("Turn over all cards"), primary=True, big=True)
        side = panel()
        side_width(side, 380, 480)
        sv = QVBoxLayout(side)
        sv.addWidget(label(self.tr("What happened at the vote"), prop="muted"))
        sv.addWidget(self.lines_view, 1)
        sv.addWidget(self.reveal_button)
        self._lay_out(side)
        self.reveal_button.clicked.connect(lambda: session.submit(ShowReveal()))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        s = self.session
        pub = s.public_view()
        oc = s.outcome()
        if pub is None or oc is None:
            return
        self._show_end(pub, oc, marks_up=False)
        self.lines.set_lines(story.resolution_lines(oc, s.identities(), pub.votes, pub.seats, pub.marks))
        self.reveal_button.setFocus()


class RevealScreen(_EndScreen):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(session, 36, 16, parent)
        self.winners = teams.team_lines_model(self)  # each team's and player's line with its badge
        self.story = M.LinesModel(self)
        self.tabs = QTabWidget()
        self.tabs.addTab(teams.team_lines_view(self.winners), self.tr("Who won"))
        self.tabs.addTab(LinesView(self.story), self.tr("The night"))
        self.again_button = button(self.tr("Play again"), primary=True)
        self.setup_button = button(self.tr("New setup"))
        self.votes_button = button(self.tr("Show the votes"))
        self.votes_button.setCheckable(True)
        self.votes_button.toggled.connect(self._show_votes)
        side = panel()
        side_width(side, 400, 520)
        sv = QVBoxLayout(side)
        sv.addWidget(self.tabs, 1)
        sv.addWidget(self.votes_button)
        row = QHBoxLayout()
        row.addWidget(self.setup_button)
        row.addWidget(self.again_button)
        sv.addLayout(row)
        self._lay_out(side)
        self.again_button.clicked.connect(lambda: session.play_again())
        self.setup_button.clicked.connect(session.new_setup)
        self.queue: list[int] = []
        self.flip_timer = QTimer(self)
        self.flip_timer.timeout.connect(self._flip_next)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        s = self.session
        pub = s.public_view()
        oc = s.outcome()
        if pub is None or oc is None or not pub.revealed:
            return
        seats = pub.seats
        ids = s.identities()
        self.votes_button.setChecked(False)  # seen at the vote's resolution: off now, the cards matter
        self._show_votes(False)
        self._show_end(pub, oc)
        self.table.scene.animate_ms = s.settings.animation_ms
        self.winners.set_lines(story.winner_lines(oc, ids, pub.marks, seats, pub.cards))
        self.story.set_lines([(line, False) for line in story.night_story(s.night_events(), seats, pub.roles_in_game)])
        self.tabs.setCurrentIndex(0)
        self.queue = list(range(len(pub.cards)))
        step = max(60, s.settings.animation_ms // 2)
        if s.settings.animation_ms <= 0:
            self.finish()
        else:
            self.flip_timer.start(step)
        self.again_button.setFocus()

    def keep_state(self) -> dict:
        return {**super().keep_state(), "tab": self.tabs.currentIndex(), "votes": self.votes_button.isChecked()}

    def restore_state(self, kept: dict) -> None:
        super().restore_state(kept)
        self.finish()  # the cards were turned over already
        self.tabs.setCurrentIndex(kept.get("tab", 0))
        self.votes_button.setChecked(bool(kept.get("votes")))

    def _show_votes(self, shown: bool) -> None:
        self.table.scene.set_arrows_shown(shown)
        self.votes_button.setText(self.tr("Hide the votes") if shown else self.tr("Show the votes"))

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        self.flip_timer.stop()
        self.table.scene.set_arrows_shown(True)

    def _flip(self, r: int) -> None:
        pub = self.session.public_view()
        oc = self.session.outcome()
        n = len(pub.seats)
        row = {M.FACE: pub.cards[r], M.FRESH: True}
        if r < n:
            if self.table.model.marks_shown:
                row[M.MARK] = pub.marks[r]
                row[M.MARK_FRESH] = True
            if pub.artifacts and pub.artifacts[r]:
                row[M.ARTIFACT] = pub.artifacts[r]
            if r in oc.winners:
                row[M.WINNER_TEAM] = oc.teams[r]
        self.table.model.set_places({r: row})

    def _flip_next(self) -> None:
        if not self.queue:
            self.flip_timer.stop()
            return
        self._flip(self.queue.pop(0))

    def finish(self) -> None:
        """Turn every remaining card at once (no animation)."""
        self.flip_timer.stop()
        while self.queue:
            self._flip(self.queue.pop(0))
        self.table.scene.finish_animations()
