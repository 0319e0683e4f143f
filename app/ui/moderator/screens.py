"""The moderator's game screens: the deal, the night call by call, the table (dawn, day, dusk),
the ballots, the end. Each is a view of the ModeratorSession; the board is beside every one.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QButtonGroup, QComboBox, QGridLayout, QHBoxLayout, QListWidget,
                               QListWidgetItem, QRadioButton, QScrollArea, QSpinBox, QStackedWidget, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from app.core import narration as N

from .. import models as M
from ..classic.events_text import event_art, event_sentence, event_title
from ..classic.public import history_lines
from ..classic.widgets import art_icon, classic_role_art, moment_name, public_line, result_words, role_name
from ..texts import fill, join_names
from ..widgets import ArtLabel, FitLabel, LinesView, Page, button, label, panel
from . import actions as A
from . import words
from .board import Countdown, ModeratorPage, style_table
from .entry import EntryPanel
from .session import EntryRefused, ballots_from_counts


def _rows(n: int) -> int:
    """Rows of a two-column grid of n entries (one column up to six)."""
    return n if n <= 6 else -(-n // 2)


def _line_words(lines, names, weights=(), raven: int | None = None) -> list[str]:
    """The public lines in the app's wording (never a cause, but the knight's sickness); the
    captain's ballot marked with its weight, the raven's two votes in the day's first tally."""
    out = []
    double, weight = (weights[0] if weights else (None, 2))
    for line in lines:
        if line.kind in ("vote_start",):
            continue
        mark = raven if line.kind == "tally" else None
        if line.kind in ("tally", "announce:second_vote"):
            raven = None  # the mark counts in the day's first vote only
        text = public_line(line, names, double if line.kind in ("tally", "verdict") else None, extended=True,
                           raven=mark)
        if text:
            out.append(text)
    return out


# --- the deal --------------------------------------------------------------------------------------

class DealScreen(Page):
    """Who gets which card: the app's deal, shown to the moderator alone, or the deal the table
    made with its own cards, entered and checked against the deck."""

    menu = Signal()

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__("dusk", parent)
        self.session = session
        self.title = label(self.tr("The deal"), prop="heading")
        self.app_radio = QRadioButton(self.tr("The app deals: hand each player the card shown"))
        self.table_radio = QRadioButton(self.tr("We dealt our own cards: enter who holds what"))
        group = QButtonGroup(self)
        group.addButton(self.app_radio)
        group.addButton(self.table_radio)
        self.app_radio.setChecked(True)
        self.hint = label("", prop="muted", wrap=True)
        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Card")])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        style_table(self.table)
        self.facts = label("", wrap=True)
        self.problem = label("", prop="problem", wrap=True)
        self.redeal_button = button(self.tr("Deal again"))
        self.menu_button = button(self.tr("Menu"))
        self.start_button = button(self.tr("Start the first night"), primary=True, big=True)
        self.combos: list[QComboBox] = []
        self.spare_combos: list[QComboBox] = []
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.menu_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.redeal_button)
        bottom.addWidget(self.problem, 1)
        bottom.addWidget(self.start_button)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 18, 28, 18)
        outer.addLayout(top)
        outer.addWidget(self.app_radio)
        outer.addWidget(self.table_radio)
        outer.addWidget(self.hint)
        outer.addWidget(self.table, 1)
        outer.addWidget(self.facts)
        outer.addLayout(bottom)
        self.app_radio.toggled.connect(lambda _: self.refresh())
        self.redeal_button.clicked.connect(lambda: self.session.submit(A.Deal()))
        self.start_button.clicked.connect(self.start)
        self.menu_button.clicked.connect(self.menu)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self.session.dealt_by == "table" and not self.table_radio.isChecked():
            self.table_radio.setChecked(True)
        self.refresh()

    def entering(self) -> bool:
        return self.table_radio.isChecked()

    def cards(self) -> list[str]:
        """The deck's different cards, in the deck's order."""
        return list(dict.fromkeys(self.session.setup_deck()))

    def refresh(self) -> None:
        s = self.session
        if s.state is None:
            return
        names = list(s.seats)
        entering = self.entering()
        self.redeal_button.setVisible(not entering)
        from .board import fit_table

        fit_table(self.table)
        b = s.board()
        if not entering:
            self.hint.setText(self.tr("Only the moderator looks: give each player, face down, the card beside their "
                                      "name. Put the spare cards and the cards set aside face down in the middle."))
            if self.combos:  # from the entry: its lists go
                self.table.clearContents()
            self.table.setRowCount(len(names))
            for row, seat in enumerate(b.seats):
                name = QTableWidgetItem(names[row])
                card = QTableWidgetItem(role_name(seat.dealt))
                art = classic_role_art(seat.dealt)
                if art:
                    card.setIcon(art_icon(art, 48))
                self.table.setItem(row, 0, name)
                self.table.setItem(row, 1, card)
            self.combos, self.spare_combos = [], []
            self.problem.setText("")
            self.start_button.setEnabled(True)
        else:
            self.hint.setText(self.tr("Deal your own cards, then enter the card each player holds (the moderator "
                                      "looks at them, or each player shows theirs in turn)."))
            self._entry_rows(names)
            self._check()
        self.table.resizeRowsToContents()
        facts = []
        if b.spare and not entering:
            facts.append(fill(self.tr("Spare cards (for the Thief): %1."), join_names([role_name(c) for c in b.spare])))
        if b.aside:
            facts.append(fill(self.tr("Set aside (the Actor's, the Drunk's): %1."),
                              join_names([role_name(c) for c in b.aside])))
        if b.sect:
            facts.append(fill(self.tr("The Sectarian's group: %1 (announce it)."), join_names([names[x] for x in b.sect])))
        self.facts.setText("\n".join(facts))
        self.facts.setVisible(bool(facts))

    def _combo(self) -> QComboBox:
        c = QComboBox()
        c.addItem(self.tr("— choose —"), "")
        for card in self.cards():
            art = classic_role_art(card)
            if art:
                c.addItem(art_icon(art, 40), role_name(card), card)
            else:
                c.addItem(role_name(card), card)
        c.currentIndexChanged.connect(lambda _: self._check())
        return c

    def _entry_rows(self, names: list[str]) -> None:
        spare = 2 if "thief" in self.session.setup_deck() else 0
        rows = len(names) + spare
        if len(self.combos) == len(names) and len(self.spare_combos) == spare and self.table.rowCount() == rows:
            return
        self.table.clearContents()  # the app's deal goes: the entry's lists take its place
        self.table.setRowCount(rows)
        self.combos = [self._combo() for _ in names]
        self.spare_combos = [self._combo() for _ in range(spare)]
        for row, name in enumerate(names):
            self.table.setItem(row, 0, QTableWidgetItem(name))
            self.table.setCellWidget(row, 1, self.combos[row])
        for k, c in enumerate(self.spare_combos):
            self.table.setItem(len(names) + k, 0, QTableWidgetItem(fill(self.tr("Spare card %1"), k + 1)))
            self.table.setCellWidget(len(names) + k, 1, c)

    def entered(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return (tuple(c.currentData() or "" for c in self.combos), tuple(c.currentData() or "" for c in self.spare_combos))

    def set_entered(self, roles: list[str], spare: list[str] = ()) -> None:
        """Fill the entry (the moderator's choices; tests)."""
        self.table_radio.setChecked(True)
        self.refresh()
        for c, card in zip(self.combos + self.spare_combos, list(roles) + list(spare)):
            c.setCurrentIndex(max(0, c.findData(card)))
        self._check()

    def _check(self) -> None:
        roles, spare = self.entered()
        if "" in roles or "" in spare:
            self.problem.setText(self.tr("Enter every player's card."))
            self.start_button.setEnabled(False)
            return
        why, diff = self.session.deal_problem(roles, spare)
        if why == "count":
            more = [fill(self.tr("%1 × %2 too many"), d, role_name(c)) for c, d in diff.items() if d > 0]
            less = [fill(self.tr("%1 × %2 missing"), -d, role_name(c)) for c, d in diff.items() if d < 0]
            self.problem.setText(fill(self.tr("These cards are not the deck's: %1."), join_names(more + less)))
        elif why:
            from ..classic.deck import reason_text

            self.problem.setText(reason_text(why, len(roles)))
        else:
            self.problem.setText("")
        self.start_button.setEnabled(not why)

    def start(self) -> None:
        if self.entering():
            roles, spare = self.entered()
            try:
                self.session.submit(A.EnterDeal(roles, spare))
            except Exception as exc:  # a deal the engine refuses: its reason stays on screen
                from app.core.common.errors import SetupError

                if not isinstance(exc, SetupError):
                    raise
                self._check()
                return
        self.session.submit(A.StartNight())

    def keep_state(self) -> dict:
        roles, spare = self.entered()
        return {"entering": self.entering(), "roles": list(roles), "spare": list(spare)}

    def restore_state(self, kept: dict) -> None:
        if kept.get("entering"):
            self.set_entered(kept.get("roles", []), kept.get("spare", []))


# --- the night ------------------------------------------------------------------------------------

class NightScreen(ModeratorPage):
    """Tonight's calls in the engine's order: the call to read aloud (the voice may say it, with the
    masking sound), who holds it and whether they can act, the entry, what to signal back, Next."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, "night", parent)
        self.narrator = None
        self.calls = QListWidget()
        self.calls.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.calls.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.calls.setAccessibleName(self.tr("Tonight's calls"))
        self.calls.setProperty("base_width", (160, 200))  # scaled with the page (Page._restyle)
        self.calls.setWordWrap(True)
        self.calls.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.call_text = label("", prop="subheading", wrap=True)
        self.close_text = label("", prop="muted", wrap=True)
        self.say_button = button(self.tr("Say the call"))
        self.say_close_button = button(self.tr("Say “close your eyes”"))
        self.fall_button = button(self.tr("Say “night falls”"))
        self.mask_button = button(self.tr("Masking sound"))
        self.mask_button.setCheckable(True)
        self.mask_button.setToolTip(self.tr("A quiet sound all night, so nobody hears who moves"))
        self.holders = label("", wrap=True)
        self.entry = EntryPanel(session)
        self.signals = label("", wrap=True)
        self.signals.setProperty("strong", True)
        self.next_button = button(self.tr("Next call"), primary=True, big=True)
        call_box = panel()
        cv = QVBoxLayout(call_box)
        cv.setContentsMargins(12, 10, 12, 10)
        cv.addWidget(self.call_text)
        cv.addWidget(self.close_text)
        voice = QHBoxLayout()  # "night falls" only at the night's first call; the masking sound on top
        for b in (self.fall_button, self.say_button, self.say_close_button):
            voice.addWidget(b)
        voice.addStretch(1)
        cv.addLayout(voice)
        centre = QVBoxLayout()
        centre.addWidget(call_box)
        centre.addWidget(self.holders)
        centre.addWidget(self.entry, 1)
        centre.addWidget(self.signals)
        nxt = QHBoxLayout()
        nxt.addStretch(1)
        nxt.addWidget(self.next_button)
        centre.addLayout(nxt)
        body = QHBoxLayout()
        body.addWidget(self.calls)
        body.addLayout(centre, 1)
        self.frame(body, 1)  # the night's entry needs the room: the board at its narrowest
        self.top_row.insertWidget(1, self.mask_button)
        self.say_button.clicked.connect(lambda: self._say(N.WAKE))
        self.say_close_button.clicked.connect(lambda: self._say(N.CLOSE))
        self.fall_button.clicked.connect(lambda: self._say(N.NIGHT_FALLS))
        self.mask_button.toggled.connect(self._mask)
        self.next_button.clicked.connect(self.next_call)

    def _line(self, kind: str):
        return N.Line(kind, self.session.call_step() if kind != N.NIGHT_FALLS else "", self.session.place.round,
                      N.CLASSIC)

    def _say(self, kind: str) -> None:
        if self.narrator is None:
            from ..voice import Narrator

            self.narrator = Narrator(self.session.settings, parent=self)
        self.narrator.say_line(self._line(kind))

    def _mask(self, on: bool) -> None:
        from .. import sound

        if on:
            sound.loop("mask", self.session.settings)
        else:
            sound.stop_loop()

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        if self.mask_button.isChecked():
            self.mask_button.setChecked(False)
        if self.narrator is not None:
            self.narrator.stop()

    def next_call(self) -> None:
        try:
            self.session.submit(A.NextCall())
        except EntryRefused as exc:
            self.signals.setText(words.reason(exc.refusal.code, self.session.seats))

    def refresh(self) -> None:
        super().refresh()
        s = self.session
        if s.state is None or s.stage != "night":
            return
        from ..narrator import sentence

        calls = s.calls()
        i = s.place.call
        step = s.call_step()
        self.title.set_full_text(fill(self.tr("Night %1 — call %2 of %3: %4"), s.place.round, i + 1, len(calls),
                                      words.step_holder(step)))
        self.calls.clear()
        for k, c in enumerate(calls):
            item = QListWidgetItem(("✓ " if k < i else "▶ " if k == i else "   ") + words.step_holder(c))
            if k == i:
                f = item.font()
                f.setBold(True)
                item.setFont(f)
            self.calls.addItem(item)
        if i < self.calls.count():
            self.calls.scrollToItem(self.calls.item(i))
        wake = sentence(self._line(N.WAKE))
        close = sentence(self._line(N.CLOSE))
        self.call_text.setText(fill(self.tr("Read aloud: “%1”"), wake) if wake else words.step_holder(step))
        self.close_text.setText(fill(self.tr("Then: “%1”"), close) if close else "")
        view = s.call_view(step)
        names = s.seats
        roles = s.state.roles
        rows = []
        for c in (view.seats if view is not None else ()):
            rows.append(fill(self.tr("%1: %2"), words.seat_title(names, c.seat, roles[c.seat]),
                             words.status_words(c.status, c.why)))
        if not rows:
            rows.append(self.tr("Nobody holds this card tonight: fake the call (wait as long as for any other)."))
        elif view is not None and all(c.status in ("dead", "not_tonight", "asleep", "cannot") for c in view.seats):
            rows.append(self.tr("Nobody can act: fake the call, wait as long as for any other, say nothing more."))
        if view is not None and view.last is not None:
            rows.append(fill(self.tr("Not %1 again (chosen last night)."), names[view.last]))
        if view is not None and view.spent:
            used = {"save": self.tr("the save potion"), "poison": self.tr("the poison"),
                    "stupor": self.tr("the stupor draught"), "restore": self.tr("the restoring draught")}
            rows.append(fill(self.tr("Used already: %1."), join_names([used.get(x, x) for x in view.spent])))
        self.holders.setText("\n".join(rows))
        self.entry.refresh()
        evs = s.events(f"N{s.place.round}") + [ev for ev in s.state.log if ev.kind == "notice"
                                               and ev.moment in (f"N{s.place.round - 1}", f"D{s.place.round - 1}")]
        signals = words.signal_lines(evs, names, step)
        self.signals.setText("\n".join(signals))
        self.signals.setVisible(bool(signals))
        self.fall_button.setVisible(i == 0)
        last = i + 1 >= len(calls)
        self.next_button.setText(self.tr("To the dawn") if last else self.tr("Next call"))
        self.next_button.setEnabled(s.can_next_call())

    def keep_state(self) -> dict:
        return {**super().keep_state(), "entry": self.entry.keep_state()}

    def restore_state(self, kept: dict) -> None:
        if "entry" in kept:
            self.entry.restore_state(kept["entry"])


# --- the table: dawn, day, dusk -------------------------------------------------------------------

class TableScreen(ModeratorPage):
    """What to announce at the dawn, during the day and after a vote (the app's public lines: the
    dead, never how, but the knight's sickness), New Moon's card large, the last turns and the
    captain's, the cavalier's and the crier's entries, the day's clock, then on."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, "day", parent)
        self.card_art = ArtLabel(230, self)
        self.card_title = FitLabel("", max_pt=34, min_pt=16)
        self.card_text = label("", prop="subheading", wrap=True)
        self.card_lines = label("", wrap=True)
        card = panel()
        crow = QHBoxLayout(card)
        crow.addWidget(self.card_art)
        ctext = QVBoxLayout()
        ctext.addWidget(label(self.tr("New Moon: read this card aloud"), prop="muted"))
        ctext.addWidget(self.card_title)
        ctext.addWidget(self.card_text)
        ctext.addWidget(self.card_lines)
        ctext.addStretch(1)
        crow.addLayout(ctext, 1)
        self.card_box = card
        self.lines_title = label(self.tr("Announce"), prop="muted")
        self.lines_model = M.LinesModel(self)
        self.lines = LinesView(self.lines_model)
        self.lines.setMinimumHeight(80)
        self.reminder = label("", prop="subheading", wrap=True)
        self.private = label("", wrap=True)
        self.private.setProperty("strong", True)
        self.entry = EntryPanel(session)
        self.entry.tiles.set_dark(False)
        self.clock = Countdown(session, A.NoteTimer, self.tr("Discussion"))
        self.go_button = button("", primary=True, big=True)
        centre = QVBoxLayout()
        centre.addWidget(self.card_box)
        centre.addWidget(self.lines_title)
        centre.addWidget(self.lines, 1)
        centre.addWidget(self.reminder)
        centre.addWidget(self.private)
        centre.addWidget(self.entry, 2)
        centre.addWidget(self.clock)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.go_button)
        centre.addLayout(row)
        self.frame(centre, 2)
        self.go_button.clicked.connect(self.go)
        self._clock_for: Any = None

    def go(self) -> None:
        s = self.session
        if self.clock.running:
            self.clock.pause()
        if s.stage == "day" and s.state is not None and s.state.phase == "day":
            s.submit(A.StartVote())
        else:
            s.submit(A.Continue())

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        self.clock.pause()

    def refresh(self) -> None:
        super().refresh()
        s = self.session
        st = s.state
        if st is None or s.stage not in ("dawn", "day", "vote", "dusk"):
            return
        names = list(s.seats)
        self.title.set_full_text(words.stage_title(s.stage if s.stage != "vote" else "dusk", s.place.round))
        pub = s.public_view()
        raven = next((line.target for line in s.lines(f"N{s.place.round}") if line.kind == "announce:raven"), None)
        lines = _line_words(s.lines(), names, tuple(pub.weights) if pub is not None else (),
                            raven if s.stage != "dawn" else None)
        if s.stage == "dawn":
            from ..narrator import sentence

            dawn = sentence(N.Line(N.DAWN, night=s.place.round, mode=N.CLASSIC))
            lines = ([dawn] if dawn else []) + lines
        if s.stage == "day" and not lines:  # the day begins: the dawn's lines stay to be seen
            lines = _line_words(s.lines(f"N{s.place.round}"), names) or [self.tr("Nothing announced yet today.")]
        self.lines_model.set_lines([(t, False) for t in lines])
        self._new_moon(names)
        from ..classic.newmoon import day_reminder, night_reminder

        nm = [t for t in (day_reminder(s), night_reminder(s)) if t] if s.stage != "dawn" else []
        self.reminder.setText("\n".join(nm))
        self.reminder.setVisible(bool(nm))
        evs = s.events()
        start = next((i for i, ev in enumerate(evs) if ev.kind == "dawn"), 0) if s.stage == "dawn" else 0
        evs = [ev for ev in evs[start:] if ev.kind in ("notice", "confession")]  # the night's were given at night
        private = words.signal_lines(evs, names)
        self.private.setText("\n".join([self.tr("In private:")] + private) if private else "")
        self.private.setVisible(bool(private))
        self.entry.refresh()
        lap = s.ballot_lap()
        trial = lap is not None and lap[0] == "trial" and s.stage != "vote"
        day = s.stage == "day" and st.phase == "day"
        self.clock.setVisible(day or trial)
        key = (s.stage, s.place.round, trial)
        if key != self._clock_for:
            self._clock_for = key
            self.clock.title.setText(self.tr("The accused's defence") if trial else self.tr("Discussion"))
            self.clock.set_left(s.timer_ms)
        if day:
            self.go_button.setText(self.tr("Elect the captain") if st.round == 1 and dict(st.options).get("captain")
                                   else self.tr("Start the vote"))
            self.go_button.setEnabled(True)
        else:
            self.go_button.setText(self._next_words())
            self.go_button.setEnabled(s.can_continue())

    def _next_words(self) -> str:
        st = self.session.state
        if st.phase == "end":
            return self.tr("The end of the game")
        if st.phase == "day":
            return self.tr("To the day")
        if st.phase == "night":
            return fill(self.tr("Night %1 falls"), st.round)
        lap = self.session.ballot_lap()
        if lap is not None:
            return {"election": self.tr("The captain's election"), "trial": self.tr("Kill or spare: the ballots"),
                    "second_vote": self.tr("The second vote")}.get(lap[0], self.tr("The vote"))
        return self.tr("Continue")

    def _new_moon(self, names: list[str]) -> None:
        s = self.session
        d = None
        if s.stage == "dawn":
            from app.core.classic.nmview import draw_view

            d = draw_view(s.state)
            if d is not None and d.round != s.place.round:
                d = None
        self.card_box.setVisible(d is not None)
        if d is None:
            return
        from ..classic.newmoon import draw_lines

        self.card_art.set_art(event_art(d.event))
        self.card_title.set_full_text(event_title(d.event))
        who = names[d.drawer] if 0 <= d.drawer < len(names) else ""
        self.card_text.setText(event_sentence(d.event))
        drawn = fill(self.tr("Played by the town crier, %1."), who) if d.by_crier else \
            fill(self.tr("%1 draws the card."), who)
        self.card_lines.setText("\n".join([drawn] + draw_lines(d, names)))

    def keep_state(self) -> dict:
        return {**super().keep_state(), "entry": self.entry.keep_state(), "running": self.clock.running}

    def restore_state(self, kept: dict) -> None:
        if "entry" in kept:
            self.entry.restore_state(kept["entry"])
        if kept.get("running") and not self.clock.running:
            self.clock.toggle()


# --- the ballots ------------------------------------------------------------------------------------

class VoteScreen(ModeratorPage):
    """A ballot lap entered at once: each player's pointing (a list beside every voter), or the
    counted hands (a number beside every player, the captain's own pointing apart: his weighs more)."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, "day", parent)
        self.hint = label("", prop="muted", wrap=True)
        self.pointing_radio = QRadioButton(self.tr("Each player's pointing"))
        self.counted_radio = QRadioButton(self.tr("Counted hands"))
        group = QButtonGroup(self)
        group.addButton(self.pointing_radio)
        group.addButton(self.counted_radio)
        self.pointing_radio.setChecked(True)
        self.stack = QStackedWidget()
        self.pointing = QWidget()
        self.pointing_grid = QGridLayout(self.pointing)
        self.counted = QWidget()
        self.counted_grid = QGridLayout(self.counted)
        for w in (self.pointing, self.counted):
            w.setProperty("deckInner", True)  # the page's background shows through (style.py)
            area = QScrollArea()
            area.setWidgetResizable(True)
            area.setWidget(w)
            self.stack.addWidget(area)
        self.reason = label("", prop="problem", wrap=True)
        self.record_button = button(self.tr("Record the vote"), primary=True, big=True)
        modes = QHBoxLayout()
        modes.addWidget(self.pointing_radio)
        modes.addWidget(self.counted_radio)
        modes.addStretch(1)
        centre = QVBoxLayout()
        centre.addWidget(self.hint)
        centre.addLayout(modes)
        centre.addWidget(self.stack, 1)
        centre.addWidget(self.reason)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.record_button)
        centre.addLayout(row)
        self.frame(centre, 2)
        self.pointing_radio.toggled.connect(lambda on: self.stack.setCurrentIndex(0 if on else 1))
        self.record_button.clicked.connect(self.record)
        self.key: Any = None
        self.combos: dict[int, QComboBox] = {}
        self.spins: dict[Any, QSpinBox] = {}
        self.captain_combo: QComboBox | None = None
        self.captain: int | None = None

    # --- building the rows ---------------------------------------------------------------------------
    def _choices(self, step: str, voter: int | None) -> list[tuple[str, Any]]:
        names = self.session.seats
        if step == "trial":
            return [(self.tr("— abstains —"), None), (self.tr("kill"), "kill"), (self.tr("spare"), "spare")]
        st = self.session.state
        alive = [x for x in range(len(names)) if st.is_alive(x)]
        return [(self.tr("— abstains —"), None)] + [(names[x], x) for x in alive if step == "election" or x != voter]

    def _clear(self, grid: QGridLayout) -> None:
        while grid.count():
            w = grid.takeAt(0).widget()
            if w is not None:
                w.setParent(None)
                w.deleteLater()

    def _build(self, step: str, voters: tuple[int, ...]) -> None:
        names = self.session.seats
        self._clear(self.pointing_grid)
        self._clear(self.counted_grid)
        self.combos, self.spins = {}, {}
        for k, v in enumerate(voters):
            combo = QComboBox()
            for text, value in self._choices(step, v):
                combo.addItem(text, value)
            combo.setAccessibleName(fill(self.tr("%1 points at"), names[v]))
            combo.currentIndexChanged.connect(lambda _=0: self.reason.setText(""))
            self.combos[v] = combo
            rows = _rows(len(voters))
            self.pointing_grid.addWidget(label(names[v]), k % rows, (k // rows) * 2)
            self.pointing_grid.addWidget(combo, k % rows, (k // rows) * 2 + 1)
        st = self.session.state
        cap = st.captain if st.captain is not None and st.captain in voters and step != "election" else None
        self.captain = cap
        targets = [value for _, value in self._choices(step, None) if value is not None]
        for k, t in enumerate(targets):
            spin = QSpinBox()
            spin.setRange(0, len(voters))
            spin.setAccessibleName(fill(self.tr("Hands for %1"), t if isinstance(t, str) else names[t]))
            self.spins[t] = spin
            text = {"kill": self.tr("kill"), "spare": self.tr("spare")}.get(t, names[t] if isinstance(t, int) else t)
            rows = _rows(len(targets))
            self.counted_grid.addWidget(label(text), k % rows, (k // rows) * 2)
            self.counted_grid.addWidget(spin, k % rows, (k // rows) * 2 + 1)
        self.captain_combo = None
        if cap is not None:
            self.captain_combo = QComboBox()
            for text, value in self._choices(step, cap):
                self.captain_combo.addItem(text, value)
            row = _rows(len(targets))
            self.counted_grid.addWidget(label(fill(self.tr("%1 (captain, not counted above) points at"),
                                                   names[cap]), wrap=True), row, 0, 1, 4)
            self.counted_grid.addWidget(self.captain_combo, row + 1, 1)
        for grid in (self.pointing_grid, self.counted_grid):  # the rows at their height, from the top
            grid.setRowStretch(grid.rowCount(), 1)
            grid.setColumnStretch(4, 1)

    def refresh(self) -> None:
        super().refresh()
        s = self.session
        lap = s.ballot_lap()
        if lap is None:
            return
        step, voters = lap
        names = s.seats
        st = s.state
        key = (step, voters, st.round)
        if key != self.key:
            self.key = key
            self._build(step, voters)
            self.reason.setText("")
        title = {"election": self.tr("Day %1: the captain's election"), "vote": self.tr("Day %1: the vote"),
                 "trial": self.tr("Day %1: kill or spare %2?"), "second_vote": self.tr("Day %1: the second vote")}[step]
        accused = names[st.accused] if st.accused is not None else ""
        self.title.set_full_text(fill(title, s.place.round, accused))
        hints = {"election": self.tr("Everyone points at the captain they want (themself too). Enter each "
                                     "player's pointing, or the hands counted for each player."),
                 "vote": self.tr("“Whom do you suspect? Point! 5, 4, 3, 2, 1!” Enter each player's pointing, or "
                                 "the hands counted for each player. A hand lowered is an abstention."),
                 "trial": self.tr("“Kill or spare! 5, 4, 3, 2, 1!” Enter each player's hand, or the counts."),
                 "second_vote": self.tr("The village votes again at once: enter each player's pointing, or the "
                                        "counts.")}
        from ..classic.newmoon import day_reminder

        reminder = day_reminder(s)
        self.hint.setText(hints[step] + ("\n" + reminder if reminder else ""))

    def ballots(self) -> tuple[tuple[int, Any], ...] | None:
        lap = self.session.ballot_lap()
        if lap is None:
            return None
        step, voters = lap
        if self.pointing_radio.isChecked():
            return tuple((v, self.combos[v].currentData()) for v in voters if v in self.combos)
        counts = {t: spin.value() for t, spin in self.spins.items() if spin.value()}
        fixed = {}
        if self.captain is not None and self.captain_combo is not None:
            fixed[self.captain] = self.captain_combo.currentData()
        return ballots_from_counts(voters, counts, fixed)

    def set_pointing(self, ballots: dict[int, Any]) -> None:
        """Choose each voter's pointing (the moderator's clicks; tests)."""
        self.pointing_radio.setChecked(True)
        for v, combo in self.combos.items():
            combo.setCurrentIndex(max(0, combo.findData(ballots.get(v))))

    def record(self) -> None:
        ballots = self.ballots()
        names = self.session.seats
        if ballots is None:
            self.reason.setText(words.reason("bad_counts", names))
            return
        try:
            self.session.submit(A.Ballots(ballots))
        except EntryRefused as exc:
            r = exc.refusal
            self.reason.setText(fill(self.tr("%1's ballot: %2"), names[r.seat] if r.seat is not None else "",
                                     words.reason(r.code, names, r.seat, r.target)))


# --- the end ----------------------------------------------------------------------------------------

class EndScreen(ModeratorPage):
    """The result, the winners, every card (the board), the whole story."""

    new_game = Signal()

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, "reveal", parent)
        self.headline = FitLabel("", max_pt=40, min_pt=18)
        self.winners = label("", prop="subheading", wrap=True)
        self.story_model = M.LinesModel(self)
        self.story = LinesView(self.story_model)
        self.new_button = button(self.tr("New game"), primary=True, big=True)
        centre = QVBoxLayout()
        centre.addWidget(self.headline)
        centre.addWidget(self.winners)
        centre.addWidget(label(self.tr("The whole game"), prop="muted"))
        centre.addWidget(self.story, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.new_button)
        centre.addLayout(row)
        self.frame(centre, 2)
        self.undo_button.setVisible(True)
        self.new_button.clicked.connect(self.new_game)

    def refresh(self) -> None:
        super().refresh()
        s = self.session
        st = s.state
        if st is None or st.result is None:
            return
        from app.core.classic.mode import CLASSIC

        names = list(s.seats)
        out = CLASSIC.outcome(st)
        self.headline.set_full_text(result_words(st.result))
        self.title.set_full_text(fill(self.tr("The end (%1)"), moment_name(st.end or "")))
        self.winners.setText(fill(self.tr("Winners: %1."), join_names([names[w] for w in out.winners]))
                             if out.winners else self.tr("Nobody wins."))
        self.story_model.set_lines(history_lines(CLASSIC.history(st), names, st.roles))


__all__ = ["DealScreen", "EndScreen", "NightScreen", "TableScreen", "VoteScreen"]
