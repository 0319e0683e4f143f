"""The moderator's board and the pieces every moderator screen shares: the board (every seat's
card and states), tonight's events, the whole story; the countdown; the page frame.

Shown only on the moderator's own screens, on the laptop the moderator holds: no other mode's
screen ever builds these.
"""
from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QHeaderView, QTableWidget, QTableWidgetItem,
                               QTabWidget, QVBoxLayout, QWidget)

from .. import models as M
from ..classic.public import history_lines
from ..classic.widgets import art_icon, cause_name, classic_role_art, died_words, moment_name, role_name, team_name
from ..texts import fill, join_names
from ..widgets import FitLabel, LinesView, Page, SessionPage, button, label
from . import words

TICK_MS = 250


def clock_text(ms: int) -> str:
    secs = max(0, (ms + 999) // 1000)
    return f"{secs // 60}:{secs % 60:02d}"


def zoom_of(w: QWidget) -> float:
    """The zoom of the page a widget is on (its words grow with the window: style.zoom_for)."""
    page = w
    while page is not None and not isinstance(page, Page):
        page = page.parentWidget()
    return (page.zoom or 1.0) if page is not None else 1.0


def fit_table(table: QTableWidget) -> None:
    """The table's words at the page's size (its own style sheet keeps the application's font)."""
    f = table.font()
    f.setPointSizeF(10.0 * zoom_of(table))
    if f != table.font():
        table.setFont(f)
        table.horizontalHeader().setFont(f)
    side = int(28 * zoom_of(table))
    table.setIconSize(table.iconSize().scaled(side, side, Qt.AspectRatioMode.IgnoreAspectRatio))


def style_table(table: QTableWidget, dark: bool = True) -> None:
    """A table on a moderator's page: no grid, the page's colours (light text on the night's pages,
    dark on the day's)."""
    table.setShowGrid(False)
    text, head, bg = ("#FFF8E7", "#C7C3E0", "rgba(0,0,0,0.25)") if dark else \
        ("#2E2416", "#6B5A3E", "rgba(255,250,238,0.75)")
    table.setStyleSheet(
        f"QTableWidget {{ background: {bg}; color: {text}; border: none; border-radius: 10px; }}"
        "QHeaderView { background: transparent; border: none; }"
        f"QHeaderView::section {{ background: transparent; color: {head}; border: none; padding: 4px 8px;"
        " font-weight: bold; }"
        "QTableWidget::item { padding: 2px 8px; }")
    table.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class BoardPanel(QTabWidget):
    """Board | Tonight | Story: every seat's card and states, this night's (or day's) events, the
    whole game so far, as the moderator sees them."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setDocumentMode(True)
        self.table = QTableWidget(0, 2)  # the card, and its holder's states under it
        self.table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Card")])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setVisible(False)  # a name, its card: plain to see
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(True)
        self.table.setAccessibleName(self.tr("The board: every player's card and states"))
        h = self.table.horizontalHeader()
        h.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        h.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.dark = None
        self.set_dark(True)
        self.facts = label("", prop="muted", wrap=True)
        board = QWidget()
        bv = QVBoxLayout(board)
        bv.setContentsMargins(0, 4, 0, 0)
        bv.addWidget(self.table, 1)
        bv.addWidget(self.facts)
        self.tonight_model = M.LinesModel(self)
        self.tonight = LinesView(self.tonight_model)
        self.story_model = M.LinesModel(self)
        self.story = LinesView(self.story_model)
        self.addTab(board, self.tr("Board"))
        self.addTab(self.tonight, self.tr("Now"))
        self.addTab(self.story, self.tr("Story"))

    def set_dark(self, dark: bool) -> None:
        if dark != self.dark:
            self.dark = dark
            style_table(self.table, dark)

    def refresh(self) -> None:
        s = self.session
        b = s.board()
        if b is None:
            return
        names = list(s.seats)
        fit_table(self.table)
        self.table.setRowCount(len(b.seats))
        for row, seat in enumerate(b.seats):
            states = [words.mark_words(m) for m in seat.marks]
            if seat.role != seat.dealt:
                states.insert(0, fill(self.tr("dealt %1"), role_name(seat.dealt)))
            if seat.team not in ("village", "wolves") or seat.role == "traitor":
                states.insert(0, self.tr("team: lovers") if seat.team == "lovers"
                              else fill(self.tr("team: %1"), team_name(seat.team)))
            if seat.died is not None:
                states.insert(0, fill(self.tr("%1 (%2)"), died_words(seat.died[0]), cause_name(seat.died[1])))
            cells = [names[row], role_name(seat.role) + ("\n" + ", ".join(states) if states else "")]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if not seat.alive:
                    item.setForeground(QColor("#9A93B0" if self.dark else "#8A7A5E"))
                if c == 1 and classic_role_art(seat.role):
                    item.setIcon(art_icon(classic_role_art(seat.role), 48))
                item.setToolTip(text)
                self.table.setItem(row, c, item)
        self.table.resizeRowsToContents()
        facts = []
        if b.spare:
            facts.append(fill(self.tr("Spare cards: %1."), join_names([role_name(c) for c in b.spare])))
        if b.aside:
            facts.append(fill(self.tr("Set aside: %1."), join_names([role_name(c) for c in b.aside])))
        if b.sect:
            facts.append(fill(self.tr("The Sectarian's group: %1."), join_names([names[x] for x in b.sect])))
        if b.save_used or b.poison_used:
            used = [self.tr("save") if b.save_used else "", self.tr("poison") if b.poison_used else ""]
            facts.append(fill(self.tr("The Witch's potions used: %1."), join_names([u for u in used if u])))
        if b.powers_lost:
            facts.append(fill(self.tr("The village lost its powers (%1)."), moment_name(b.powers_lost)))
        self.facts.setText("\n".join(facts))
        self.facts.setVisible(bool(facts))
        st = s.state
        roles = st.roles if st is not None else ()
        now = [moment for moment in (s.moment(), f"D{s.place.round}") if moment]
        history = [(m, tuple(ev for ev in st.log if ev.moment == m)) for m in dict.fromkeys(now)]
        lines = history_lines(history, names, roles)
        private = words.signal_lines([ev for m, evs in history for ev in evs if ev.kind in ("notice", "confession")],
                                     names)
        self.tonight_model.set_lines(lines + [(t, False) for t in private] or
                                     [(self.tr("Nothing has happened yet."), False)])
        from app.core.classic.mode import CLASSIC

        self.story_model.set_lines(history_lines(CLASSIC.history(st), names, roles) if st is not None else [])
        self.story.scrollToBottom()


class Countdown(QWidget):
    """A clock for the table (the day's discussion, the accused's defence): Start / Pause, +1 min,
    the time left noted in the session (`NoteTimer`) so it survives a resume and a new language."""

    finished = Signal()

    def __init__(self, session, note, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.note = note  # the session action that keeps the time left
        self.left_ms = 0
        self.elapsed = QElapsedTimer()
        self.ticker = QTimer(self)
        self.ticker.setInterval(TICK_MS)
        self.ticker.timeout.connect(self._tick)
        self.title = label(title, prop="muted")
        self.clock = FitLabel("0:00", max_pt=40, min_pt=18)
        self.clock.setAccessibleDescription(title)
        self.start_button = button(self.tr("Start"))
        self.more_button = button(self.tr("+1 min"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.title)
        row.addWidget(self.clock, 1)
        row.addWidget(self.start_button)
        row.addWidget(self.more_button)
        self.start_button.clicked.connect(self.toggle)
        self.more_button.clicked.connect(self.add_minute)

    @property
    def running(self) -> bool:
        return self.ticker.isActive()

    def now_left(self) -> int:
        return self.left_ms - self.elapsed.elapsed() if self.running else self.left_ms

    def set_left(self, ms: int) -> None:
        if not self.running:
            self.left_ms = max(0, int(ms))
        self._show()

    def toggle(self) -> None:
        if self.running:
            self.left_ms = max(0, self.now_left())
            self.ticker.stop()
        elif self.left_ms > 0:
            self.elapsed.start()
            self.ticker.start()
        self.session.submit(self.note(self.left_ms))
        self._show()

    def add_minute(self) -> None:
        left = self.now_left() + 60_000
        if self.running:
            self.elapsed.start()
        self.left_ms = left
        self.session.submit(self.note(self.left_ms))
        self._show()

    def pause(self) -> None:
        if self.running:
            self.left_ms = max(0, self.now_left())
            self.ticker.stop()
            self.session.submit(self.note(self.left_ms))
        self._show()

    def _tick(self) -> None:
        left = self.now_left()
        if left <= 0:
            self.left_ms = 0
            self.ticker.stop()
            self.session.submit(self.note(0))
            from .. import cues

            cues.time_up(getattr(self.session, "settings", None))
            self.finished.emit()
        self._show()

    def _show(self) -> None:
        left = self.now_left()
        self.clock.set_full_text(clock_text(left) if left > 0 else self.tr("Time is up!"))
        self.start_button.setText(self.tr("Pause") if self.running else self.tr("Start"))


class ModeratorPage(SessionPage):
    """The frame of a moderator's game screen: a title, Undo and Menu on top; the board beside."""

    menu = Signal()

    def __init__(self, session, mood: str = "night", parent: QWidget | None = None) -> None:
        super().__init__(session, mood, parent)
        self.title = FitLabel("", max_pt=24, min_pt=13)
        self.title.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.undo_button = button(self.tr("Undo last entry"))
        self.undo_button.setToolTip(self.tr("Take back the last entry: the game goes back exactly as it was "
                                            "before it (Ctrl+Z)"))
        self.undo_button.setShortcut("Ctrl+Z")
        self.menu_button = button(self.tr("Menu"))
        self.board = BoardPanel(session)
        self.board.set_dark(mood != "day")
        self.board.setProperty("base_width", (350, 4000))  # scaled with the page (Page._restyle)
        self.undo_button.clicked.connect(self._undo)
        self.menu_button.clicked.connect(self.menu)

    def frame(self, body: QWidget | QVBoxLayout | QHBoxLayout, board_stretch: int = 2) -> None:
        """Lay the page out: the top row, then `body` beside the board."""
        top = self.top_row = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.undo_button)
        top.addWidget(self.menu_button)
        row = QHBoxLayout()
        if isinstance(body, QWidget):
            row.addWidget(body, 3)
        else:
            row.addLayout(body, 3)
        row.addWidget(self.board, board_stretch)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 12, 18, 14)
        outer.addLayout(top)
        outer.addLayout(row, 1)

    def _undo(self) -> None:
        from .actions import Undo

        self.session.submit(Undo())

    def refresh(self) -> None:
        self.undo_button.setEnabled(self.session.can_undo())
        self.board.refresh()


def icon_for(role: str) -> QIcon:
    art = classic_role_art(role)
    return art_icon(art, 48) if art else QIcon()
