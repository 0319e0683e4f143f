"""One Night with real cards: the narrator alone, as the official app does it. The night's calls
for the chosen deck (every card's step, the centre's included, so that the calls tell nobody what
was dealt), each the same length, said by the voice over the masking sound (or shown large with a
chime when no voice can speak); no input at all. The clock is the narrated table mode's own
(`TableDirector`), driven by a session that only holds where the night is.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QListWidget, QListWidgetItem, QSpinBox,
                               QVBoxLayout, QWidget)

from app.core import narration as N

from .. import presets
from .. import texts
from ..session import TableNight
from ..widgets import FitLabel, Page, button, label, panel


class CallNext:
    """The call is over: the next one."""


class CallClose:
    """The call's close line."""


class CallOpen:
    """Nothing to open: nobody uses the laptop during these calls."""


class CallsOnly(QObject):
    """Where a One Night narrated night is, for `TableDirector` (no game: the players hold real cards)."""

    changed = Signal()

    def __init__(self, settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.table: TableNight | None = None
        self.calls: tuple[str, ...] = ()

    def set_deck(self, deck: list[str]) -> None:
        self.calls = N.onenight_steps(deck)
        self.table = None

    def begin(self) -> None:
        self.table = TableNight(self.calls)

    def table_dealer(self) -> None:
        return None

    def table_line(self):
        assert self.table is not None
        step = self.table.step()
        if not step:
            return N.Line(N.NIGHT_FALLS), None
        return N.Line(N.WAKE, step), N.Line(N.CLOSE, step)

    def dawn_line(self):
        return N.Line(N.DAWN)

    def submit(self, action: object) -> None:
        t = self.table
        if t is None:
            return
        if isinstance(action, CallClose):
            t.closing = True
        elif isinstance(action, CallNext):
            t.index += 1
            t.closing = False
            if t.index >= len(t.calls):
                self.table = None
        self.changed.emit()


class OneNightCallsScreen(Page):
    """The deck (your last One Night deck, or a preset), the calls, Start / Stop, each call's length."""

    back = Signal()

    def __init__(self, settings, parent: QWidget | None = None) -> None:
        super().__init__("night", parent)
        self.settings = settings
        self.session = CallsOnly(settings, self)
        self.director = None
        self.title = label(self.tr("One Night with real cards: the narrator"), prop="heading")
        self.hint = label(self.tr("Deal your own One Night cards (three in the centre), lay the laptop in the middle "
                                  "and press Start: every card's call is said in turn, the same length each, "
                                  "whether the card was dealt or lies in the centre. Then play the day and the vote "
                                  "at the table."), prop="muted", wrap=True)
        self.deck_box = QComboBox()
        self.deck_box.addItem(self.tr("Your last One Night deck"), "")
        for family, name in ((presets.VAMPIRE, self.tr("Vampire")), (presets.WEREWOLF, self.tr("Werewolf")),
                             (presets.DAYBREAK, self.tr("Werewolf + Daybreak")),
                             (presets.VAMPIRE_WEREWOLF, self.tr("Vampire + Werewolf")),
                             (presets.EVERYTHING, self.tr("Everything"))):
            self.deck_box.addItem(name, family)
        self.players = QSpinBox()
        self.players.setRange(3, 10)
        self.players.setValue(max(3, min(10, len(settings.deck) - 3 if settings.deck else 5)))
        self.players.setPrefix(self.tr("Players: "))
        self.seconds = QSpinBox()
        self.seconds.setRange(5, 120)
        self.seconds.setValue(int(settings.table_step_seconds))
        self.seconds.setSuffix(self.tr(" s a call"))
        self.cards = label("", wrap=True)
        self.list = QListWidget()
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.line = FitLabel("", max_pt=36, min_pt=16)
        self.line.setWordWrap(True)
        self.status = label("", prop="muted", wrap=True)
        self.start_button = button(self.tr("Start the night"), primary=True, big=True)
        self.stop_button = button(self.tr("Stop"))
        self.back_button = button(self.tr("Back"))
        left = panel()
        lv = QVBoxLayout(left)
        lv.addWidget(label(self.tr("The deck"), prop="subheading"))
        lv.addWidget(self.deck_box)
        lv.addWidget(self.players)
        lv.addWidget(self.cards)
        lv.addWidget(label(self.tr("The calls"), prop="subheading"))
        lv.addWidget(self.list, 1)
        lv.addWidget(self.seconds)
        centre = QVBoxLayout()
        centre.addStretch(1)
        centre.addWidget(self.line)
        centre.addWidget(self.status)
        centre.addStretch(1)
        body = QHBoxLayout()
        body.addWidget(left, 2)
        body.addLayout(centre, 3)
        bottom = QHBoxLayout()
        bottom.addWidget(self.back_button)
        bottom.addStretch(1)
        bottom.addWidget(self.stop_button)
        bottom.addWidget(self.start_button)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 18, 28, 18)
        outer.addWidget(self.title)
        outer.addWidget(self.hint)
        outer.addLayout(body, 1)
        outer.addLayout(bottom)
        self.deck_box.currentIndexChanged.connect(lambda _: self.refresh())
        self.players.valueChanged.connect(lambda _: self.refresh())
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        self.back_button.clicked.connect(self._back)
        self.session.changed.connect(self._progress)
        self.refresh()

    def deck(self) -> list[str]:
        family = self.deck_box.currentData()
        if not family:
            return list(self.settings.deck) or presets.preset(self.players.value())
        return presets.preset(self.players.value(), family)

    def refresh(self) -> None:
        self.players.setEnabled(bool(self.deck_box.currentData()))
        deck = self.deck()
        try:
            self.session.set_deck(deck)
        except Exception:  # noqa: BLE001 - a remembered deck the engine no longer takes: the preset's
            deck = presets.preset(self.players.value())
            self.session.set_deck(deck)
        counts: dict[str, int] = {}
        for c in deck:
            counts[c] = counts.get(c, 0) + 1
        self.cards.setText(texts.join_names([f"{texts.role_name(c)} ×{k}" if k > 1 else texts.role_name(c)
                                             for c, k in counts.items()]))
        self._list()
        self.line.set_full_text(self.tr("Press Start when everyone has a card."))
        self.status.setText("")
        self.stop_button.setEnabled(False)

    def _list(self) -> None:
        from ..narrator import sentence

        self.list.clear()
        t = self.session.table
        for k, step in enumerate(self.session.calls):
            item = QListWidgetItem(sentence(N.Line(N.WAKE, step)))
            if t is not None and k == t.index:
                f = item.font()
                f.setBold(True)
                item.setFont(f)
            self.list.addItem(item)

    def start(self) -> None:
        from ..table_mode import TableDirector

        if self.director is None:
            self.director = TableDirector(self.session, (CallOpen, CallClose, CallNext), self.settings, parent=self)
            self.director.line_shown.connect(self.line.set_full_text)
            self.director.finished.connect(self._finished)
        self.settings.table_step_seconds = self.seconds.value()
        why = self.director.prepare()
        self.status.setText(self.tr("No voice can speak here: the calls are shown large, with a chime.") if why else "")
        self.session.begin()
        self.director.begin()
        self.start_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        for w in (self.deck_box, self.players, self.seconds):
            w.setEnabled(False)

    def stop(self) -> None:
        if self.director is not None:
            self.director.stop()
        self.session.table = None
        self._finished()

    def _finished(self) -> None:
        self.start_button.setEnabled(True)
        self.stop_button.setEnabled(False)
        for w in (self.deck_box, self.seconds):
            w.setEnabled(True)
        self.players.setEnabled(bool(self.deck_box.currentData()))
        self._list()

    def _progress(self) -> None:
        self._list()
        t = self.session.table
        if t is not None and 0 <= t.index < self.list.count():
            self.list.scrollToItem(self.list.item(t.index))

    def _back(self) -> None:
        self.stop()
        self.back.emit()

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        if self.director is not None and self.director.running:
            self.stop()
