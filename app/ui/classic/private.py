"""The classic mode's private screens: a night visit or a last turn, and a ballot.

Every visit of a lap has the same shape whatever the holder holds (CLASSIC.md §3.2, §4.3, §5.4;
DESIGN.md §Hand-off 8): the lap's script (app/core/classic/shape.py) asks every visit for the same
rounds, and each round for the same tile taps, presses of the row of two buttons above Skip /
Confirm and taps on the row of cards under the tiles, then Confirm (or Skip); a touch the choice
does not need does nothing, a decoy makes them all, and rounds after the visit's own steps only
fill; then Done once the shortest visit is over; on the last lap the same note field for every
player. Only the words differ, and only the holder reads them.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QSizePolicy, QVBoxLayout, QWidget

import app.core.classic.nmview as NM
from app.core.classic.catalog import NOTE_LIMIT, team_of
from app.core.classic.mode import CLASSIC

from .. import models as M
from ..texts import translate
from ..screens.private import PrivateScreen
from ..widgets import ArtLabel, FitLabel, LinesView, button, label, panel, side_width
from . import actions as A
from . import xprivate as XP
from .widgets import classic_role_art, fill, moment_name, role_name, team_name

SHAPE = CLASSIC.shape  # the lap's script (DESIGN.md §Hand-off 8)

BALLOT_MS = 60_000  # seed 001: 60 seconds a ballot (A23)


def _why(code: str | None, names: tuple[str, ...], last: int | None = None) -> str | None:
    """A sentence for a rejection code, as the holder would understand it."""
    if code is None:
        return None
    return {
        "repeat_protect": fill(translate("ClassicVisit", "You protected %1 last night."), names[last]) if last is not None
        else translate("ClassicVisit", "You protected this player last night."),
        "illegal_target": translate("ClassicVisit", "This player cannot be chosen."),
        "potion_spent": translate("ClassicVisit", "That potion is used up."),
        "no_victim": translate("ClassicVisit", "There is no victim to save tonight."),
        "power_lost": translate("ClassicVisit", "Your power is gone."),
        "must_take_wolf": translate("ClassicVisit", "A wolf is among the spare cards: you must take it."),
        "not_first_night": translate("ClassicVisit", "From tomorrow night you may peek."),
        "repeat_target": translate("ClassicVisit", "You chose this player last night."),
        "blocked": translate("ClassicVisit", "Your power is blocked tonight."),
        "unavailable": translate("ClassicVisit", "You cannot use this tonight."),
    }.get(code, translate("ClassicVisit", "This player cannot be chosen."))


def identity_words(role: str, team: str) -> str:
    """"You are the Seer (team: Village)."; the role's name alone when it says the team already
    (the Villager of the village: never "Dân Làng (Dân làng)")."""
    if role.casefold() == team.casefold():
        return fill(translate("ClassicVisit", "You are the %1."), role)
    return fill(translate("ClassicVisit", "You are the %1 (team: %2)."), role, team)


class _Private(PrivateScreen):
    """The common frame: who it is for, the tiles, what they know, what to do now, the buttons."""

    hide_action = A.HideVisit
    menu = Signal()

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.selected: int | None = None
        self.mode_save = False
        self.card: int | None = None  # the thief's spare card, once tapped
        self._step_seen: str | None = None  # the last action this visit asked for (its title stays after it)
        self.who = FitLabel("", max_pt=26, min_pt=14)
        self.who.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.phase = label("", prop="muted")
        self.menu_button = button(translate("ClassicVisit", "Back to menu"))
        self.menu_button.clicked.connect(self.menu)
        self.tiles = XP.PairTiles()
        # drawn the same for every role: a seat the holder may not take looks like any other, a tap
        # on it says why; the card's picture in greys (DESIGN.md §Hand-off 8)
        self.tiles.neutral = True
        self.tiles.clicked.connect(self._no_refusal)
        self.tiles.clicked.connect(self.on_tile)
        self.tiles.refused.connect(self._refused)
        self.art = ArtLabel(72, grey=True)
        self.identity = label("", wrap=True)
        self.identity.setProperty("subheading", True)
        self.known_model = M.LinesModel(self)
        self.known = LinesView(self.known_model)
        self.known.setMinimumHeight(56)
        self.known.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.now_title = label("", wrap=True)
        self.now_title.setProperty("subheading", True)
        self.now_text = label("", wrap=True)
        self.result = label("", wrap=True)
        self.result.setProperty("strong", True)
        self.reason = label("", prop="problem", wrap=True)
        self.cards = XP.CardPicker()  # the thief's two spare cards (N1, lap 1), face down on every other visit
        self.cards.neutral = True
        self.cards.setVisible(False)
        self.cards.clicked.connect(self.on_card)
        self.cards.refused.connect(lambda i: self.reason.setText(str(self.cards.cards[i][1] or "")))
        self.choices = QHBoxLayout()  # the trial's Kill / Spare (BallotScreen); empty elsewhere
        self.extra = button("")  # the witch's save; greyed "Save" on every other visit (VisitScreen)
        self.extra.setCheckable(True)
        # hidden on every other visit, but its place is kept: the buttons sit where they sit for the witch
        keep = self.extra.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.extra.setSizePolicy(keep)
        self.extra.clicked.connect(self.on_extra)
        self.secondary = button(translate("ClassicVisit", "Skip"))
        self.confirm = button(translate("ClassicVisit", "Confirm"), primary=True)
        self.note = QLineEdit()
        self.note.setMaxLength(NOTE_LIMIT)
        self.note.setPlaceholderText(translate("ClassicVisit", "A note for your later nights (optional, 140 characters)"))
        self.done = button(translate("ClassicVisit", "Done"), primary=True)
        for b in (self.secondary, self.confirm, self.done, self.extra):
            b.setMinimumHeight(48)
        self.secondary.clicked.connect(self.on_secondary)
        self.confirm.clicked.connect(self.on_confirm)
        self.done.clicked.connect(self.on_done)

        side = panel()
        side_width(side, 360, 460)
        side.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        sv = QVBoxLayout(side)
        sv.setContentsMargins(16, 14, 16, 14)
        idrow = QHBoxLayout()
        idrow.addWidget(self.art)
        idrow.addWidget(self.identity, 1)
        sv.addLayout(idrow)
        sv.addWidget(label(translate("ClassicVisit", "What you know"), prop="muted"))
        sv.addWidget(self.known, 1)
        now = panel()
        # its own height, under a list that takes the rest: the buttons sit at the same place on every visit
        now.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        nv = QVBoxLayout(now)
        nv.addWidget(self.now_title)
        nv.addWidget(self.now_text)
        nv.addWidget(self.result)
        nv.addWidget(self.cards)
        nv.addLayout(self.choices)
        nv.addWidget(self.reason)
        row = QHBoxLayout()
        for b in (self.secondary, self.extra, self.confirm):  # the same widths whatever their words
            policy = b.sizePolicy()
            policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
            b.setSizePolicy(policy)
            row.addWidget(b, 1)
        nv.addLayout(row)
        sv.addWidget(now, 0)
        sv.addWidget(self.note)
        sv.addWidget(self.done)

        header = QHBoxLayout()
        header.addWidget(self.who, 1)
        header.addWidget(self.phase)
        header.addSpacing(12)
        header.addWidget(self.hide_button)
        header.addWidget(self.menu_button)
        body = QHBoxLayout()
        self.tiles_column = QVBoxLayout()  # the tiles; under them, a visit screen's row of event cards
        self.tiles_column.addWidget(self.tiles, 1)
        body.addLayout(self.tiles_column, 1)
        body.addWidget(side)
        col = QVBoxLayout(self)
        col.setContentsMargins(16, 10, 16, 12)
        col.addLayout(header)
        col.addLayout(body, 1)
        session.changed.connect(self._changed)  # a method: it goes with the page (a new language rebuilds it)

    def _changed(self, *_) -> None:
        self.refresh()

    def _no_refusal(self, _seat: int) -> None:
        self.reason.setText("")

    def _refused(self, seat: int) -> None:
        """A tap on a seat the holder may not take: why, and nothing chosen."""
        legal = self.tiles.legal or {}
        self.reason.setText(str(legal.get(seat) or ""))

    # --- shown and hidden -----------------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.selected, self.mode_save, self.card, self._step_seen = None, False, None, None
        self.tiles.set_also(None)
        self.note.clear()
        self.refresh()
        self.tiles.setFocus()

    def keep_state(self) -> dict:
        """The tap, the save, the spare card, Cupid's second tap and the note not yet confirmed."""
        return {**super().keep_state(), "selected": self.selected, "mode_save": self.mode_save, "card": self.card,
                "step_seen": self._step_seen, "also": self.tiles.also, "note": self.note.text()}

    def restore_state(self, kept: dict) -> None:
        super().restore_state(kept)
        self.selected, self.mode_save = kept.get("selected"), bool(kept.get("mode_save"))
        self.card, self._step_seen = kept.get("card"), kept.get("step_seen")
        self.tiles.set_also(kept.get("also"))
        self.note.setText(kept.get("note", ""))
        self.refresh()
        if self.mode_save and self.extra.isVisible() and not self.extra.text().startswith("✓ "):
            self.extra.setChecked(True)
            self.extra.setText(f"✓ {self.extra.text()}")

    def clear(self) -> None:
        """Forget everything shown (before the curtain)."""
        self.selected, self.mode_save, self.card, self._step_seen = None, False, None, None
        self.tiles.set_also(None)
        self.cards.set_cards([], None)
        self.cards.setVisible(False)
        self.known_model.set_lines([])
        for w in (self.identity, self.now_title, self.now_text, self.result, self.reason):
            w.setText("")
        self.who.set_full_text("")
        self.phase.setText("")
        self.art.set_art("")
        self.note.clear()
        self.tiles.set_seats((), ())
        self.extra.setChecked(False)
        self.extra.setText("")
        self.extra.setVisible(False)
        self.tiles.setToolTip("")

    def tick_update(self) -> None:
        # an empty line takes no room (the buttons stay where they are on every visit)
        for w in (self.result, self.reason):
            w.setVisible(bool(w.text()))
        left = self.left_ms()
        ready = self._finished()
        self.done.setEnabled(ready and left <= 0)
        self.done.setText(translate("ClassicVisit", "Done") if left <= 0 else fill(translate("ClassicVisit", "Done (%1)"), (left + 999) // 1000))

    def primary(self) -> None:
        if self.confirm.isEnabled() and self.confirm.isVisible():
            self.on_confirm()
        elif self.done.isEnabled():
            self.on_done()

    # --- shared drawing -----------------------------------------------------------------------
    def _tiles(self, legal: dict[int, str | None] | None) -> None:
        pub = self.session.public_view()
        self.tiles.set_seats(pub.seats, self.session.portraits, pub.alive, pub.died_at)
        self.tiles.set_choosable(legal)
        self.tiles.set_selected(self.selected)

    def _buttons(self, can_choose: bool, skip_text: str) -> None:
        self.secondary.setText(skip_text)
        self.secondary.setEnabled(can_choose)
        self.confirm.setEnabled(can_choose and self._confirm_ready())
        self.tick_update()

    def _confirm_ready(self) -> bool:
        return self.selected is not None or self.mode_save

    # --- what subclasses decide ----------------------------------------------------------------
    def _finished(self) -> bool:
        return False

    def on_tile(self, seat: int) -> None:
        pass

    def on_extra(self) -> None:
        pass

    def on_card(self, i: int) -> None:
        pass

    def on_secondary(self) -> None:
        pass

    def on_confirm(self) -> None:
        pass

    def on_done(self) -> None:
        pass

    def refresh(self) -> None:
        pass


class VisitScreen(_Private):
    """A night visit (role card, action or decoy, note) or a last turn at dawn or dusk."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        # no third button between Skip and Confirm on any visit: the witch answers on the row above
        keep = self.extra.sizePolicy()
        keep.setRetainSizeWhenHidden(False)
        self.extra.setSizePolicy(keep)
        self.extra.setVisible(False)
        self.draught: str | None = None  # the apothecary's draught tapped: "stupor" | "restore"
        self.event_card: str | None = None  # the gypsy's or the crier's card tapped (an event id)
        self.side: str | None = None  # the wolf hound's or the avenger's side tapped: "wolves" | "village"
        # the lap's script (DESIGN.md §Hand-off 8): the rounds confirmed (or skipped) on this visit and
        # the touches made in the round going on, whatever they meant
        self.rounds_done = 0
        self.taps = {"tiles": 0, "buttons": 0, "cards": 0}
        self.no_save = False  # the witch pressed Don't save
        # A row of two choices above Skip / Confirm: the apothecary's draughts, or the side a wolf hound
        # or an avenger takes (never on Confirm's place: tap a side, then Confirm, as any visit taps then
        # confirms); its room is kept on every visit, so the buttons below never move
        self.stupor = button(translate("ClassicVisit", "Stupor"))
        self.restore = button(translate("ClassicVisit", "Restore"))
        self.side_wolves, self.side_village = self.stupor, self.restore
        for b, v in ((self.stupor, "stupor"), (self.restore, "restore")):
            b.setCheckable(True)
            b.setMinimumHeight(48)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _c=False, v=v: self.on_pair(v))
            keep = b.sizePolicy()  # their room is kept on every visit: the buttons below never move
            keep.setRetainSizeWhenHidden(True)
            b.setSizePolicy(keep)
            b.setVisible(False)
            self.choices.addWidget(b)
        self._note_hint = self.note.placeholderText()
        # New Moon's card lap (CLASSIC.md §11.31.7): the gypsy's spiritualism cards or the town crier's
        # hand under the tiles, face down on every other visit of that lap; hidden elsewhere
        self.events = XP.CardPicker()
        self.events.setFixedHeight(XP.EVENT_ROW_HEIGHT)
        self.events.setVisible(False)
        self.events.clicked.connect(self.on_event_card)
        self.event_caption = label("", wrap=True)  # the tapped card's title and question (or effect)
        self.event_caption.setProperty("strong", True)
        self.event_caption.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.event_caption.setFixedHeight(self.event_caption.fontMetrics().lineSpacing() * 3 + 6)
        self.event_caption.setVisible(False)
        # what the lap's script still asks for in this round (DESIGN.md §Hand-off 8)
        self.shape_hint = label("", prop="muted", wrap=True)
        self.shape_hint.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.shape_hint.setFixedHeight(self.shape_hint.fontMetrics().lineSpacing() * 3 + 6)  # the tiles never move
        keep = self.shape_hint.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.shape_hint.setSizePolicy(keep)
        self.shape_hint.setVisible(False)
        # the thief's spare cards under the tiles, as New Moon's cards: the row every visit of his lap shows
        self.cards.parentWidget().layout().removeWidget(self.cards)
        self.cards.setFixedHeight(XP.EVENT_ROW_HEIGHT)
        self.tiles_column.addWidget(self.cards)
        self.tiles_column.addWidget(self.shape_hint)
        self.tiles_column.addWidget(self.events)
        self.tiles_column.addWidget(self.event_caption)

    def showEvent(self, event) -> None:
        self.draught, self.event_card, self.side, self.no_save = None, None, None, False
        self._new_visit()
        super().showEvent(event)

    def keep_state(self) -> dict:
        return {**super().keep_state(), "draught": self.draught, "event_card": self.event_card, "side": self.side,
                "rounds_done": self.rounds_done, "taps": dict(self.taps), "no_save": self.no_save}

    def restore_state(self, kept: dict) -> None:
        self.draught, self.event_card, self.side = kept.get("draught"), kept.get("event_card"), kept.get("side")
        self.rounds_done = int(kept.get("rounds_done", 0))
        self.taps = {**self.taps, **kept.get("taps", {})}
        self.no_save = bool(kept.get("no_save"))
        super().restore_state(kept)

    def clear(self) -> None:
        super().clear()
        self.event_card, self.side, self.no_save = None, None, False
        self.shape_hint.setText("")
        self._new_visit()
        for b in (self.stupor, self.restore):
            b.setVisible(False)
        self.events.set_cards([], None)
        self.events.setVisible(False)
        self.event_caption.setText("")
        self.event_caption.setVisible(False)

    # --- reading the session ------------------------------------------------------------------
    def _idle_text(self) -> str:
        """A visit with nothing to do: pass-and-play plays the decoy; a narrated night needs none."""
        if self.session.table is not None:
            return translate("ClassicVisit", "That is all for you now. Press Done, leave the laptop in the middle and "
                                             "close your eyes.")
        return translate("ClassicVisit", "Tap any player, then Confirm: everyone does the same, so nobody can tell who "
                                         "had something to do.")

    def _done_text(self) -> str:
        """After the choice: pass the laptop on, or (a narrated night) back to the middle of the table."""
        if self.session.table is not None:
            return self._idle_text()
        if self.on_phone:
            return translate("ClassicVisit", "Done. Wait until Done lights up, then press it.")
        return translate("ClassicVisit", "Done. Wait until Done lights up, then pass the laptop on.")

    def _pass_on(self) -> str:
        """Nothing more to do: wait for Done, then pass the laptop on (on a phone: press it)."""
        if self.on_phone:
            return translate("ClassicVisit", "Wait until Done lights up, then press it.")
        return translate("ClassicVisit", "Wait until Done lights up, then pass the laptop on.")

    def _dead_title(self, name: str) -> str:
        """A dead seat's visit: its title (behind the curtain it says to pass the laptop on)."""
        if self.on_phone:
            return fill(translate("ClassicVisit", "%1 is dead"), name)
        return fill(translate("ClassicVisit", "%1 is dead — pass on"), name)

    def _night_words(self, night: int, lap: int) -> str:
        """Which night and lap this visit is (a narrated night has no laps: just the night)."""
        s = self.session
        if s.table is not None:
            return moment_name(f"N{night}")
        return fill(translate("ClassicVisit", "%1 · round %2 of %3"), moment_name(f"N{night}"), lap, s.laps())

    def _idle_extra(self) -> None:
        """No button between Skip and Confirm on any visit: the witch answers on the row of two
        buttons above them, which every visit of her lap has (DESIGN.md §Hand-off 8)."""
        self.extra.setVisible(False)
        self.extra.setChecked(False)
        self.extra.setText("")

    def _witch_row(self, victim: str | None, can_save: bool) -> None:
        """The witch's two buttons: Save (the victim), or Don't save; then her poison's player."""
        self.stupor.setVisible(True)
        self.restore.setVisible(True)
        self.stupor.setEnabled(can_save)
        self.restore.setEnabled(True)
        self.stupor.setChecked(self.mode_save)
        self.restore.setChecked(self.no_save)
        words = self._save_words(victim if can_save else None)
        self.stupor.setText(("✓ " if self.mode_save else "") + words)
        self.restore.setText(("✓ " if self.no_save else "") + translate("ClassicVisit", "Don't save"))

    # --- the lap's script (DESIGN.md §Hand-off 8) -------------------------------------------------
    def _new_visit(self) -> None:
        self.rounds_done = 0
        self._new_round()

    def _new_round(self) -> None:
        self.taps = {"tiles": 0, "buttons": 0, "cards": 0}
        self.no_save = False
        self._back_pick: int | None = None  # the face-down card tapped this round (it does nothing)

    def script(self) -> Any:
        """The open visit's lap script; None on a narrated night, a last turn and a dead seat's pause
        (a dead ghost's message is typed in the field every dead seat has)."""
        s = self.session
        if s.table is not None or s.open is None or s.open.kind != "visit" or s.state is None:
            return None
        vv = s.visit_view()
        if vv is None or vv.visit.kind == "dead" or vv.visit.seat not in s.state.nightfall:
            return None
        return SHAPE.script(s.state, vv.visit.lap)

    def _step_now(self) -> str | None:
        """The step this round answers (None: a decoy, nothing left to use, the visit's own over)."""
        s = self.session
        if s.open is None or s.open.acted or s.options() == [{}]:
            return None
        if s.state.preset == "standard":
            vv = s.visit_view()
            return vv.visit.step if vv is not None and vv.visit.kind == "act" else None
        return self._x_step()

    def filling(self) -> bool:
        """A round after this visit's own steps: the same taps and Confirm, which do nothing."""
        sc = self.script()
        return sc is not None and self.session.open.acted and self.rounds_done < sc.rounds

    def _filler(self, kind: str) -> bool:
        """Whether a touch of this kind does nothing in this round (its step needs none)."""
        step = self._step_now()
        return step is None or getattr(SHAPE.touches(step), kind) == 0

    def still_needed(self) -> dict[str, int]:
        """The touches the round going on still asks for before Confirm (none without a script)."""
        sc = self.script()
        if sc is None or (self.session.open.acted and not self.filling()):
            return {"tiles": 0, "buttons": 0, "cards": 0}
        want = {"tiles": sc.tiles, "buttons": sc.buttons, "cards": sc.cards}
        return {k: max(0, want[k] - self.taps[k]) for k in want}

    def next_touch(self) -> tuple[str, int] | None:
        """What a player who has made their choice touches next to complete the round, as the
        words ask, without changing the choice: ("tile", seat) — the one chosen again, the
        witch's victim after Save, else any —, ("button", 0 | 1) of the row above Skip / Confirm
        (the witch's Don't save, or Save once pressed), ("card", i) of the row under the tiles; None
        when the round asks for nothing more (a driver for the tour and the tests, and the phones'
        hint)."""
        left = self.still_needed()
        s = self.session
        if left["buttons"]:
            if self._step_now() == "witch" and not self.filling():
                return ("button", 0 if self.mode_save else 1)
            return ("button", 0)
        if left["cards"]:
            row = self.events if self.events.isVisible() and self.events.kind == "back" else self.cards
            legal = [i for i in range(len(row.cards)) if row.legal(i)]
            pick = row.selected if row.selected in legal else (legal[0] if legal else None)
            return None if pick is None else ("card", pick)
        if left["tiles"]:
            legal = [i for i in range(len(s.seats)) if self.tiles.is_legal(i)]
            if self._step_now() == "witch" and self.mode_save:
                victim = getattr(s.visit_view(), "victim", (False, None))[1]
                if victim in legal:
                    return ("tile", victim)
            pick = self.selected if self.selected in legal and not self.filling() else None
            if pick is None and self.tiles.selected in legal:
                pick = self.tiles.selected
            return None if not legal else ("tile", legal[0] if pick is None else pick)
        return None

    def _round_mark(self) -> tuple:
        s = self.session
        return (s.open.acted if s.open is not None else None, len(s.night.held) if s.night is not None else 0)

    def _needed_words(self) -> str:
        left = self.still_needed()
        parts = []
        if left["tiles"]:
            parts.append(translate("ClassicVisit", "tap a player") if left["tiles"] == 1
                         else fill(translate("ClassicVisit", "tap players %1 times"), left["tiles"]))
        if left["buttons"]:
            parts.append(translate("ClassicVisit", "press a button above Skip"))
        if left["cards"]:
            parts.append(translate("ClassicVisit", "tap a card"))
        if not parts:
            return ""
        if self.filling():
            return fill(translate("ClassicVisit", "One more round, nothing more for you: %1, then Confirm."),
                        ", ".join(parts))
        return fill(translate("ClassicVisit", "Every visit does this, so nobody can tell: %1, then Confirm."),
                    ", ".join(parts))

    def _apply_script(self) -> None:
        """After a refresh: what the lap's script adds to every visit of the lap (the same rounds,
        the same touches, the same rows of buttons and cards, whatever the seat holds)."""
        sc = self.script()
        if sc is None:
            return
        s = self.session
        acted = s.open.acted
        filling = self.filling()
        names = s.seats
        live = not acted or filling
        if filling and self.result.text().endswith(self._done_text()):  # not done yet: one more round first
            self.result.setText(self.result.text()[:-len(self._done_text())].rstrip())
        if live and sc.tiles and (filling or self._filler("tiles") or (self._step_now() == "witch" and self.mode_save)):
            self.tiles.set_choosable({i: None for i in range(len(names))})
        step = self._step_now()
        if sc.buttons:
            own = step in ("witch", "apothecary") or step in XP.W2_SIDE
            for b in (self.stupor, self.restore):
                b.setVisible(True)
                if not own:
                    b.setEnabled(live)
                    b.setChecked(False)
                    b.setText(translate("ClassicVisit", "Press"))
        if sc.cards:
            vv = s.visit_view()
            row = SHAPE.card_row(s.state, vv.visit.lap) if vv is not None else None
            if row == "spare" and step != "thief":
                self.cards.set_cards([("", None)] * 2, self._back_pick, kind="back", taps=live)
                self.cards.setVisible(True)
            elif row == "events" and step not in XP.NM_CARDS:
                if filling:
                    self._nm_row(None, [], False)  # the row of face-down cards, as on every visit
                if self.events.isVisible():
                    self.events.set_cards(self.events.cards, self._back_pick, kind="back", taps=live)
        self.shape_hint.setText(self._needed_words() if live else "")
        self.shape_hint.setVisible(bool(self.shape_hint.text()))
        ready = self._choice_ready() if not filling else True
        self.confirm.setEnabled(live and ready and not any(self.still_needed().values()))
        if filling:
            self.secondary.setText(translate("ClassicVisit", "Skip"))
            self.secondary.setEnabled(True)
            self.confirm.setText(translate("ClassicVisit", "Confirm"))
        self.tick_update()

    def _kind(self) -> str:
        """``act`` | ``decoy`` | ``dead`` | ``shot`` (the hunter's last turn) | ``last`` (anyone else's)."""
        s = self.session
        if s.open is None:
            return ""
        if s.open.kind == "last_turn":
            v = s.last_turn()
            if v is None:
                return "last"
            return "shot" if v.step == "hunter" else "last"
        vv = s.visit_view()
        return vv.visit.kind if vv is not None else ""

    def _finished(self) -> bool:
        s = self.session
        if s.open is None:
            return False
        if self._kind() == "dead" or self._x_step() == "ghost":
            return True
        sc = self.script()
        return s.open.acted and (sc is None or self.rounds_done >= sc.rounds)

    def refresh(self) -> None:
        s = self.session
        if not self.isVisible() or s.open is None or s.state is None:
            return
        if s.state.preset != "standard":
            self._x_refresh()
            return
        self.set_mood("night")
        names = s.seats
        seat = s.open.seat
        kind = self._kind()
        self.who.set_full_text(names[seat])
        vv = s.visit_view()
        if s.open.kind == "last_turn":
            self.phase.setText(translate("ClassicVisit", "Last turn"))
        elif vv is not None:
            self.phase.setText(self._night_words(s.state.round, vv.visit.lap))
        role = s.state.roles[seat] if kind != "dead" else ""
        self._identity(role, vv)
        self._known(role, vv)
        self.result.setText(self._result_text())
        opts = s.options()
        acted = s.open.acted
        legal: dict[int, str | None] | None
        self._idle_extra()
        if kind == "dead":
            self.now_title.setText(self._dead_title(names[seat]))
            self.now_text.setText(self._pass_on())
            legal = {}
        elif kind in ("decoy", "last") or (kind in ("shot", "act") and opts == [{}]):
            # nothing left to use (no potion, nobody to shoot): the decoy's shape, the same words
            if kind == "shot":
                self.now_title.setText(translate("ClassicVisit", "Nobody is left to shoot"))
            elif kind == "act":
                self.now_title.setText(translate("ClassicVisit", "Nothing left to use tonight"))
            elif kind == "last":
                self.now_title.setText(translate("ClassicVisit", "Your last turn: nothing to do"))
            else:
                self.now_title.setText(translate("ClassicVisit", "Nothing to do on this visit"))
            self.now_text.setText(self._idle_text())
            legal = None if acted else {i: None for i in range(len(names))}
        else:
            legal = self._legal(opts, vv) if not acted else None
            self._ask_words(kind, vv)
        self.reason.setText("")
        self._tiles(legal if not acted else {})
        self.note.setVisible(vv is not None and vv.visit.note)
        self.note.setEnabled(not any(sv == seat for sv, _ in (s.night.notes if s.night else ())))
        self._buttons(not acted and kind != "dead", translate("ClassicVisit", "Skip"))
        self._apply_script()

    def _identity(self, role: str, vv) -> None:
        if not role:
            self.identity.setText("")
            self.art.set_art("")
            return
        self.art.set_art(classic_role_art(role))
        words = identity_words(role_name(role), team_name(team_of(role)))
        if vv is not None and vv.visit.role_card:
            words = fill(translate("ClassicVisit", "Your card for the whole game. %1"), words)
        self.identity.setText(words)

    def _known(self, role: str, vv) -> None:
        s = self.session
        names = s.seats
        lines: list[tuple[str, bool]] = []
        if vv is None:
            self.known_model.set_lines(lines)
            return
        if vv.pack:
            alive = [names[w] for w, a in vv.pack if a]
            dead = [names[w] for w, a in vv.pack if not a]
            lines.append((fill(translate("ClassicVisit", "Your pack: %1"), ", ".join(alive)), True))
            if dead:
                lines.append((fill(translate("ClassicVisit", "Dead wolves: %1"), ", ".join(dead)), False))
        for w, t in vv.picks:
            lines.append((fill(translate("ClassicVisit", "%1 picked %2"), names[w], names[t]) if t is not None
                          else fill(translate("ClassicVisit", "%1 did not pick"), names[w]), True))
        if vv.victim[0]:
            lines.append((fill(translate("ClassicVisit", "Tonight's victim: %1"), names[vv.victim[1]]) if vv.victim[1] is not None
                          else translate("ClassicVisit", "No victim tonight (the picks were tied or empty)."), True))
        for night, t, team in vv.seer_results:
            lines.append((fill(translate("ClassicVisit", "Night %1: %2 is on the %3 side"), night, names[t], team_name(team)), False))
        if role == "bodyguard" and vv.last_protected is not None:
            lines.append((fill(translate("ClassicVisit", "Last night you protected %1."), names[vv.last_protected]), False))
        if role == "witch":
            save, poison = vv.potions
            lines.append((fill(translate("ClassicVisit", "Potions left: %1"), ", ".join(
                [w for ok, w in ((save, translate("ClassicVisit", "save")), (poison, translate("ClassicVisit", "poison"))) if ok]) or translate("ClassicVisit", "none")),
                False))
        for night, w, text in vv.wolves_notes:
            lines.append((fill(translate("ClassicVisit", "Night %1, %2 wrote: %3"), night, names[w], text), False))
        for night, text in vv.own_notes:
            lines.append((fill(translate("ClassicVisit", "Your note, night %1: %2"), night, text), False))
        self.known_model.set_lines(lines)

    def _legal(self, opts: list[dict[str, Any]], vv) -> dict[int, str | None]:
        s = self.session
        names = s.seats
        keys = [o.get("player", o.get("poison")) for o in opts if o and "save" not in o]
        legal: dict[int, str | None] = {}
        last = getattr(vv, "last_protected", None) if vv is not None else None
        for i in range(len(names)):
            if i in keys:
                legal[i] = None
            else:
                arg = "poison" if self._kind() == "act" and vv is not None and vv.visit.step == "witch" else "player"
                legal[i] = _why(s.why_not({arg: i}), names, last) or translate("ClassicVisit", "This player cannot be chosen.")
        return legal

    def _ask_words(self, kind: str, vv) -> None:
        s = self.session
        names = s.seats
        step = "hunter" if kind == "shot" else (vv.visit.step if vv is not None else "")
        title, text = {
            "wolves": (translate("ClassicVisit", "Choose tonight's victim"),
                       translate("ClassicVisit", "Tap a player who is not a wolf, then Confirm. The player most picked is bitten; "
                               "a tie means nobody is.")),
            "seer": (translate("ClassicVisit", "Look at one player"),
                     translate("ClassicVisit", "Tap another living player, then Confirm: you will see their side.")),
            "bodyguard": (translate("ClassicVisit", "Protect one player tonight"),
                          translate("ClassicVisit", "Tap a living player (yourself too), then Confirm. Not the same player two "
                                  "nights running.")),
            "witch": (translate("ClassicVisit", "Your potions"), XP.witch_words()),
            "hunter": (translate("ClassicVisit", "You are dying: take a last shot"),
                       translate("ClassicVisit", "Tap a living player and Confirm to shoot them, or Skip.")),
        }.get(step or "", ("", ""))
        self.now_title.setText(title)
        self.now_text.setText(text)
        if step == "witch" and vv is not None:
            victim = vv.victim[1]
            # why the save cannot be used is on the "What you know" list (victim, potions left)
            self._witch_row(names[victim] if victim is not None else None, {"save": True} in s.options())

    def _result_text(self) -> str:
        s = self.session
        o = s.open
        if o is None or not o.acted:
            return ""
        if o.shown and o.shown[0] == "team":
            t, team = o.shown[1]
            return fill(translate("ClassicVisit", "%1 is on the %2 side."), s.seats[t], team_name(team))
        return self._done_text()

    # --- the extended preset (CLASSIC.md §11.5-§11.12) ------------------------------------------
    def _save_words(self, victim: str | None) -> str:
        """The witch's save button: "Save NAME" when it fits the button (with its tick), else "Save"
        (the victim is named on the list above): never cut."""
        plain = translate("ClassicVisit", "Save")
        if victim is None:
            return plain
        words = fill(translate("ClassicVisit", "Save %1"), victim)
        room = self.stupor.width() - 28
        fits = self.stupor.fontMetrics().horizontalAdvance("✓ " + words) <= room
        return words if fits else plain

    def _reset_choice(self) -> None:
        self.selected, self.mode_save, self.card, self.draught, self.event_card = None, False, None, None, None
        self.side = None
        self.tiles.set_selected(None)
        self.tiles.set_also(None)
        self._uncheck_save()

    def _uncheck_save(self) -> None:
        self.extra.setChecked(False)
        self.extra.setText(self.extra.text().removeprefix("✓ "))
        self.mode_save = self.no_save = False

    def _x_step(self) -> str | None:
        """The action the open screen asks for now (None: decoy, done or dead)."""
        s = self.session
        if s.open is None:
            return None
        if s.open.kind == "last_turn":
            v = s.last_turn()
            return v.step if v is not None and not s.open.acted else None
        vv = s.visit_view()
        # the standard preset's and the first wave's visit views name no step: only second-wave ones do
        return getattr(vv, "step", None) if vv is not None and not s.open.acted else None

    def _both_potions(self) -> bool:
        return any(isinstance(o, dict) and "save" in o and "poison" in o for o in self.session.options())

    def _confirm_ready(self) -> bool:
        return self._choice_ready() and not any(self.still_needed().values())

    def _choice_ready(self) -> bool:
        s = self.session
        if s.state is None or s.state.preset == "standard" or s.open is None:
            return super()._confirm_ready()
        step = self._x_step()
        if step is None or s.options() == [{}]:
            return self.selected is not None
        if s.state.w2 and step not in ("thief", "cupid", "little_girl", "witch"):
            return self._w2_ready(step)
        if step == "thief":
            return self.card is not None
        if step == "cupid":
            return self.selected is not None and self.tiles.also is not None
        if step == "little_girl":
            return {"peek": True} in s.options()
        if step == "witch":
            return self.selected is not None or self.mode_save
        return self.selected is not None

    def _x_refresh(self) -> None:
        s = self.session
        st = s.state
        if st.w2:
            self._w2_refresh()
            return
        self.set_mood("night")
        names = s.seats
        seat = s.open.seat
        last = s.open.kind == "last_turn"
        vv = s.visit_view()
        acted = s.open.acted
        self.who.set_full_text(names[seat])
        if last:
            self.phase.setText(translate("ClassicVisit", "Last turn"))
        elif vv is not None:
            self.phase.setText(self._night_words(st.round, vv.visit.lap))
        dead = vv is not None and vv.visit.kind == "dead"
        role = "" if dead else (vv.role if vv is not None else st.roles[seat])
        self._x_identity(role, vv)
        k = s.knowledge() if not dead else None
        self._x_known(role, vv, k)
        step = self._x_step()
        if step is not None:
            self._step_seen = step
        opts = s.options()
        self._idle_extra()
        self.cards.setVisible(False)
        self.secondary.setText(translate("ClassicVisit", "Skip"))
        self.confirm.setText(translate("ClassicVisit", "Confirm"))
        results: list[str] = []
        if vv is not None and not dead:
            for r in vv.results:
                results += XP.result_line(r, names)
        legal: dict[int, str | None] | None
        can_skip = not acted and not dead
        if dead:
            self.now_title.setText(self._dead_title(names[seat]))
            self.now_text.setText(self._pass_on())
            legal = {}
        elif step is None or opts == [{}]:
            # nothing to do (or nothing left to use): the decoy's shape and words
            shown = (self._step_seen or (vv.visit.step if vv is not None and vv.visit.kind == "act" else None)) \
                if acted else None
            idle = vv is not None and (vv.power_gone or (shown == "little_girl" and vv.first_night))
            if shown is not None and not idle:
                title, text = XP.step_words(shown, [], self._bite_wolves())
                self.now_title.setText(title)
                self.now_text.setText(text)
            else:
                self.now_title.setText(XP.idle_title(role, vv, last))
                self.now_text.setText(self._idle_text())
            legal = {} if acted else {i: None for i in range(len(names))}
        else:
            title, text = XP.step_words(step, opts, self._bite_wolves())
            self.now_title.setText(title)
            self.now_text.setText(text)
            legal = self._x_legal(step, opts, vv)
            if step == "thief" and vv is not None:
                spare = vv.spare
                must = translate("ClassicVisit", "A wolf is among the spare cards: you must take it.")
                takes = {o["take"] for o in opts if o}
                self.cards.set_cards([(c, None if i in takes else must) for i, c in enumerate(spare)], self.card)
                self.cards.setVisible(True)
                if "wolf" in spare:
                    can_skip = False
                    self.now_text.setText(must + " " + translate("ClassicVisit", "Tap the card, then Confirm."))
                self.secondary.setText(translate("ClassicVisit", "Keep the Thief"))
            elif step == "little_girl":
                self.secondary.setText(translate("ClassicVisit", "Sleep"))
                self.confirm.setText(translate("ClassicVisit", "Peek"))
            elif step == "witch" and vv is not None:
                victim = vv.victim[1]
                self._witch_row(names[victim] if victim is not None else None,
                                any(isinstance(o, dict) and o.get("save") for o in opts))
        if acted:
            done_step = self._step_seen or (vv.visit.step if vv is not None else None)
            looked = s.night is not None and any(c.step == done_step and c.seat == seat and c.args
                                                 for c in s.night.held)
            if vv is not None and done_step in ("seer", "fox") and looked \
                    and not any(r[0] in ("team", "wolf_near") for r in vv.results):
                results.append(translate("ClassicVisit", "You will see the answer on your next visit."))
            if not results:
                results.append(self._done_text())
        self.result.setText("\n".join(results))
        self.reason.setText("")
        self._tiles(legal if not acted else {})
        self.tiles.set_also(self.tiles.also if step == "cupid" and not acted else None)
        self.note.setVisible(vv is not None and vv.visit.note)
        self.note.setEnabled(not any(sv == seat for sv, _ in (s.night.notes if s.night else ())))
        self._buttons(not acted and not dead, self.secondary.text())
        self.secondary.setEnabled(can_skip)
        self._apply_script()

    def _bite_wolves(self) -> bool:
        st = self.session.state
        return bool(dict(st.options).get("wolves_may_bite_wolves")) if st is not None else False

    def _x_identity(self, role: str, vv) -> None:
        if not role:
            self.identity.setText("")
            self.art.set_art("")
            return
        self.art.set_art(classic_role_art(role))
        team = vv.team if vv is not None and vv.team else team_of(role)
        team_words = translate("ClassicVisit", "the lovers") if team == "lovers" else team_name(team)
        words = identity_words(role_name(role), team_words)
        if vv is not None and vv.visit.role_card:
            words = fill(translate("ClassicVisit", "Your card for the whole game. %1"), words)
        self.identity.setText(words)

    def _x_known(self, role: str, vv, k) -> None:
        s = self.session
        names = s.seats
        lines: list[tuple[str, bool]] = []
        if vv is None or vv.visit.kind == "dead":
            self.known_model.set_lines(lines)
            return
        if vv.pack:
            alive = [names[w] for w, a in vv.pack if a]
            dead = [names[w] for w, a in vv.pack if not a]
            lines.append((fill(translate("ClassicVisit", "Your pack: %1"), ", ".join(alive)), True))
            if dead:
                lines.append((fill(translate("ClassicVisit", "Dead wolves: %1"), ", ".join(dead)), False))
        for w, t in vv.picks:
            lines.append((fill(translate("ClassicVisit", "%1 picked %2"), names[w], names[t]) if t is not None
                          else fill(translate("ClassicVisit", "%1 did not pick"), names[w]), True))
        if vv.victim[0]:
            lines.append((fill(translate("ClassicVisit", "Tonight's victim: %1"), names[vv.victim[1]]) if vv.victim[1] is not None
                          else translate("ClassicVisit", "No victim tonight (the picks were tied or empty)."), True))
        if role == "witch" and vv.victim[0]:
            save, poison = vv.potions
            lines.append((fill(translate("ClassicVisit", "Potions left: %1"), ", ".join(
                [w for ok, w in ((save, translate("ClassicVisit", "save")), (poison, translate("ClassicVisit", "poison")))
                 if ok]) or translate("ClassicVisit", "none")), False))
        tonight = [t for sv, t in (s.night.notes if s.night else ()) if sv == vv.visit.seat]
        lines += XP.known_lines(vv, k, names, s.state.round, tonight)
        self.known_model.set_lines(lines)

    def _x_legal(self, step: str, opts: list[Any], vv) -> dict[int, str | None] | None:
        s = self.session
        names = s.seats
        if step in ("thief", "little_girl", "town_crier") or step in XP.W2_FLAG or step in XP.W2_SIDE:
            return None  # the tiles only show the table: the choice is elsewhere
        if step == "gypsy":
            card = self._nm_card()
            if card is None:
                return None  # first the card
            keys = {p for o in opts if isinstance(o, dict) and o.get("card") == card
                    for p in o.get("players", [o.get("player")])}
            alive = s.public_view().alive
            return {i: None if i in keys else XP.gypsy_target_reason(card, i, s.open.seat, bool(alive[i]))
                    for i in range(len(names))}
        if step == "ghost":
            return {}
        if step == "apothecary":
            if self.draught is None:
                return None  # first the draught
            keys = {o[self.draught] for o in opts if isinstance(o, dict) and self.draught in o}
            return {i: None if i in keys else _why(s.why_not({self.draught: i}), names) for i in range(len(names))}
        if step == "cupid" or step in XP.W2_PAIR:
            keys = {p for o in opts if o for p in o["players"]}
        elif step == "witch":
            keys = {o["poison"] for o in opts if o and "poison" in o}
        else:
            keys = {o["player"] for o in opts if isinstance(o, dict) and "player" in o}
        last = getattr(vv, "last_protected", None) if vv is not None else None
        legal: dict[int, str | None] = {}
        for i in range(len(names)):
            if i in keys:
                legal[i] = None
            elif step == "cupid" or step in XP.W2_PAIR:
                legal[i] = translate("ClassicVisit", "This player cannot be chosen.")
            else:
                legal[i] = _why(s.why_not({"poison" if step == "witch" else "player": i}), names, last)
        return legal

    def _x_tile(self, seat: int) -> None:
        step = self._x_step()
        opts = self.session.options()
        if (step == "cupid" or (step in XP.W2_PAIR and not self._single()) or self._seance_pair()) and opts != [{}]:
            first, second = self.selected, self.tiles.also
            if seat == first:
                first, second = second, None
            elif seat == second:
                second = None
            elif first is None:
                first = seat
            else:
                second = seat
            self.selected = first
            self.tiles.set_selected(first)
            self.tiles.set_also(second)
        else:
            self.selected = seat
            if step != "witch":  # the witch's tile is her poison (or nothing, after Save)
                self._uncheck_save()
            self.tiles.set_selected(seat)
        self._buttons(True, self.secondary.text())
        if step == "thief":
            self.secondary.setEnabled({} in opts)
        elif step == "ghost":
            self.secondary.setEnabled(False)
        elif step == "gypsy":
            self.refresh()  # the card's question names the players tapped

    def _card_filler(self, row, i: int) -> bool:
        """A tap on a face-down card of a lap whose script asks for one: counted, nothing more."""
        s = self.session
        if self.script() is None or row.kind != "back" or not row.legal(i):
            return False
        if not (self.filling() or (not s.open.acted and self._filler("cards"))):
            return False
        self.taps["cards"] += 1
        self._back_pick = i
        self._apply_script()
        return True

    def on_event_card(self, i: int) -> None:
        """A tap on the gypsy's or the crier's row: that card; the gypsy then taps its player(s) anew."""
        s = self.session
        if s.open is None or self._card_filler(self.events, i):
            return
        if s.open.acted or self._x_step() not in XP.NM_CARDS or not self.events.legal(i):
            return
        if self.script() is not None:
            self.taps["cards"] += 1
        self.event_card = self.events.cards[i][0]
        self.selected = None
        self.tiles.set_selected(None)
        self.tiles.set_also(None)
        self.refresh()

    def on_card(self, i: int) -> None:
        s = self.session
        if s.open is None:
            return
        if self._card_filler(self.cards, i):
            return
        if s.open.acted or self._x_step() != "thief":
            return
        if self.script() is not None:
            self.taps["cards"] += 1
        self.card = i
        self.cards.set_cards(self.cards.cards, i)
        self.confirm.setEnabled(self._confirm_ready())
        self._apply_script()

    def _x_confirm(self) -> None:
        s = self.session
        step = self._x_step()
        opts = s.options()
        if not self._confirm_ready():
            return
        if step is None or opts == [{}]:
            sel = self.selected
            self._reset_choice()
            s.submit(A.Decoy(sel))
            return
        if step == "thief":
            args: Any = {"take": self.card}
        elif step == "gypsy":
            card = self._nm_card()
            args = {"card": card, "players": sorted([self.selected, self.tiles.also])} if card == "seance_pair" \
                else {"card": card, "player": self.selected}
        elif step == "town_crier":
            args = {"play": self._nm_card()}
        elif step == "cupid" or (step in XP.W2_PAIR and not self._single()):
            args = {"players": sorted([self.selected, self.tiles.also])}
        elif step in XP.W2_PAIR:
            args = {"players": [self.selected]}
        elif step in XP.W2_FLAG:
            args = {XP.W2_FLAG[step]: True}
        elif step in XP.W2_SIDE:
            args = {"side": self.side}
        elif step == "apothecary":
            args = {self.draught: self.selected}
        elif step == "ghost":
            return
        elif step == "little_girl":
            args = {"peek": True}
        elif step == "witch":
            args = {}
            if self.mode_save:
                args["save"] = True
            if self.selected is not None:
                args["poison"] = self.selected
            victim = getattr(s.visit_view(), "victim", (False, None))[1]
            if self.mode_save and self.selected is not None and (not self._both_potions() or self.selected == victim):
                args = {"save": True}  # after Save, a tap on the victim (or any tap, one potion a night) does nothing
        else:
            args = {"player": self.selected}
        code = s.why_not(args)
        if code is not None:
            vv = s.visit_view()
            self.reason.setText(_why(code, s.seats, getattr(vv, "last_protected", None) if vv else None) or "")
            self.reason.setVisible(True)
            return
        self._reset_choice()
        s.submit(A.Act(args))


    # --- the second wave (CLASSIC.md §11.17-§11.26) ---------------------------------------------
    def _single(self) -> bool:
        """The pied piper with one uncharmed player left: one tap, not two."""
        opts = self.session.options()
        return bool(opts) and all(len(o.get("players", ())) == 1 for o in opts if isinstance(o, dict) and o)

    # --- New Moon's night steps (CLASSIC.md §11.31.5-§11.31.7) -----------------------------------
    def _nm_card(self) -> str | None:
        """The event card tapped on the gypsy's or the crier's row, or None."""
        return self.event_card if self._x_step() in XP.NM_CARDS else None

    def _seance_pair(self) -> bool:
        """The gypsy tapped The Spirits Judge: two taps on the tiles."""
        return self._x_step() == "gypsy" and self._nm_card() == "seance_pair"

    def _nm_lap(self) -> bool:
        """A visit of New Moon's card lap: the night's last lap when the deck list holds the gypsy or
        a town crier was alive at nightfall (both public). Every visit of it shows the row of cards in
        the same place: the gypsy's and the crier's face up, everyone else's face down."""
        s = self.session
        st = s.state
        if st is None or s.open is None or s.open.kind != "visit" or not NM.on(st):
            return False
        vv = s.visit_view()
        if vv is None or vv.visit.lap != s.laps():
            return False
        return NM.ROLE in s.public_view().deck or NM.crier(st) in st.nightfall

    def _nm_row(self, step: str | None, opts: list[Any], over: bool) -> None:
        """The row of cards of New Moon's card lap (the decoy's shows as many cards, face down, as
        the gypsy holds: public, as every spent card is read at dawn; else the crier's hand). Its
        room is kept on every visit of the lap, the holder's and the decoy's alike."""
        nm = self._nm_lap()
        row = self.events
        for w in (row, self.event_caption):
            keep = w.sizePolicy()
            keep.setRetainSizeWhenHidden(nm)
            w.setSizePolicy(keep)
            w.setVisible(False)
        row.set_cards([], None)
        self.event_caption.setText("")
        if not nm or over:
            return
        st = self.session.state
        left = NM.seances_left(st)
        if step in XP.NM_CARDS and opts != [{}]:
            if step == "gypsy":
                offered = {o["card"] for o in opts if isinstance(o, dict) and "card" in o}
                cards = list(left)
            else:
                offered = {o["play"] for o in opts if isinstance(o, dict) and "play" in o}
                cards = list(NM.hand(st))
            if self.event_card not in offered:
                self.event_card = None
            reason = XP.nm_card_reason(step)
            row.set_cards([(c, None if c in offered else reason) for c in cards],
                          cards.index(self.event_card) if self.event_card in cards else None, kind="event")
        else:
            n = len(left) if NM.ROLE in self.session.public_view().deck else len(NM.hand(st))
            row.set_cards([("", None)] * n, None, kind="back")
        row.setVisible(bool(row.cards))

    def _w2_ready(self, step: str) -> bool:
        s = self.session
        opts = s.options()
        if step in XP.W2_FLAG:
            return {XP.W2_FLAG[step]: True} in opts
        if step in XP.W2_SIDE:
            return self.side is not None and {"side": self.side} in opts
        if step == "gypsy":
            card = self._nm_card()
            if card is None or self.selected is None:
                return False
            return self.tiles.also is not None if card == "seance_pair" else True
        if step == "town_crier":
            return self._nm_card() is not None
        if step in XP.W2_PAIR and not self._single():
            return self.selected is not None and self.tiles.also is not None
        if step == "apothecary":
            return self.draught is not None and self.selected is not None
        if step == "ghost":
            return False
        return self.selected is not None

    def on_pair(self, v: str) -> None:
        """One of the two buttons above Skip / Confirm: a draught, a side, the witch's Save or Don't
        save, or (on any other visit of a lap whose script asks for a press) a press that does nothing."""
        s = self.session
        if s.open is None:
            return
        sc = self.script()
        step = self._step_now()
        if sc is not None and (self.filling() or (not s.open.acted and self._filler("buttons"))):
            self.taps["buttons"] += 1
            for b, w in ((self.stupor, "stupor"), (self.restore, "restore")):
                b.setChecked(w == v)
            self._apply_script()
            return
        if s.open.acted:
            return
        if sc is not None:
            self.taps["buttons"] += 1
        if step == "witch":
            self.mode_save, self.no_save = v == "stupor", v == "restore"
            self.refresh()
            return
        if self._x_step() in XP.W2_SIDE:
            self.on_side("wolves" if v == "stupor" else "village")
        else:
            self.on_draught(v)

    def on_side(self, side: str) -> None:
        """The wolf hound's or the avenger's side, tapped: Confirm takes it, Skip stays with the village."""
        s = self.session
        if s.open is None or s.open.acted or self._x_step() not in XP.W2_SIDE:
            return
        self.side = side
        self.refresh()

    def on_draught(self, v: str) -> None:
        s = self.session
        if s.open is None or s.open.acted or self._x_step() != "apothecary":
            return
        self.draught = v
        self.selected = None
        self.refresh()

    def _votes(self) -> int | None:
        """The assassin's vote count shown when his step opens (even nights), or None."""
        from app.core.classic.mode import CLASSIC

        s = self.session
        if s.night is None or s.open is None or s.open.kind != "visit":
            return None
        sights = s.memo("opening_sights", lambda: CLASSIC.planner.opening_sights(s.state, s.seen_night()))
        ev = next((e for e in sights if e.kind == "assassin_votes"), None)
        return int(ev.value) if ev is not None and str(ev.value).isdigit() else None

    def _w2_tonight(self, vv) -> list[str]:
        """What tonight's visits have shown this holder so far: results, information wakes, the block."""
        from app.core.classic.mode import CLASSIC

        s = self.session
        names = s.seats
        lines: list[str] = []
        events = list(vv.shown) if vv is not None else []
        if s.night is not None and s.open is not None and s.open.kind == "visit":
            events += [e for e in s.memo("opening_sights", lambda: CLASSIC.planner.opening_sights(s.state,
                                                                                                 s.seen_night()))
                       if e.kind == "joined"]
        if self._x_step() in XP.W2_SIDE:  # the side taken (the wolf hound's, the avenger's): never before the choice
            events = [e for e in events if e.kind not in ("side", "joined")]
        for ev in events:
            if ev.kind == "notice" and not str(ev.value).startswith("blocked"):
                continue  # a conversion is told on the next night's screens, from what is committed
            for line in XP.w2_event_lines(ev, names):
                if line not in lines:
                    lines.append(line)
        return lines

    def _w2_known(self, role: str, vv, k) -> None:
        s = self.session
        names = s.seats
        st = s.state
        lines: list[tuple[str, bool]] = []
        if vv is None or vv.visit.kind == "dead":
            self.known_model.set_lines(lines)
            return
        for ev in vv.notices:  # since this seat's last private screen, on its first visit of the night
            line = XP.notice_line(ev.value or "")
            if line:
                lines.append((line, True))
        lines += [(line, True) for line in self._w2_tonight(vv)]
        if vv.pack:
            alive = [names[w] for w, a in vv.pack if a]
            dead = [names[w] for w, a in vv.pack if not a]
            lines.append((fill(translate("ClassicVisit", "Your pack: %1"), ", ".join(alive)), True))
            if dead:
                lines.append((fill(translate("ClassicVisit", "Dead wolves: %1"), ", ".join(dead)), False))
        if not s.open.acted:
            for w, t in vv.picks:
                lines.append((fill(translate("ClassicVisit", "%1 picked %2"), names[w], names[t]) if t is not None
                              else fill(translate("ClassicVisit", "%1 did not pick"), names[w]), True))
        if vv.victim[0]:
            lines.append((fill(translate("ClassicVisit", "Tonight's victim: %1"), names[vv.victim[1]])
                          if vv.victim[1] is not None
                          else translate("ClassicVisit", "No victim tonight (the picks were tied or empty)."), True))
        if role == "witch" and k is not None and vv.victim[0]:
            save, poison = k.potions
            lines.append((fill(translate("ClassicVisit", "Potions left: %1"), ", ".join(
                [w for ok, w in ((save, translate("ClassicVisit", "save")), (poison, translate("ClassicVisit", "poison")))
                 if ok]) or translate("ClassicVisit", "none")), False))
        if k is not None:
            if k.partner is not None and st.round > 1:
                lines.append((fill(translate("ClassicVisit", "Your lover: %1."), names[k.partner]), False))
            if k.brothers and st.round > 1:
                lines.append((fill(translate("ClassicVisit", "Your brothers: %1."),
                                   ", ".join(names[b] for b in k.brothers)), False))
            if role == "bodyguard" and k.last_protected is not None:
                lines.append((fill(translate("ClassicVisit", "Last night you protected %1."),
                                   names[k.last_protected]), False))
            for n, t, team in k.seer_results:
                lines.append((fill(translate("ClassicVisit", "Night %1: %2 is on the %3 side"), n, names[t],
                                   team_name(team)), False))
            lines += XP.sight_lines(k, names)
            for n, w, text in k.wolves_notes:
                lines.append((fill(translate("ClassicVisit", "Night %1, %2 wrote: %3"), n, names[w], text), False))
            tonight = [t for sv, t in (s.night.notes if s.night else ()) if sv == vv.visit.seat]
            for n, text in tuple(k.own_notes) + tuple((st.round, t) for t in tonight):
                lines.append((fill(translate("ClassicVisit", "Your note, night %1: %2"), n, text), False))
        self.known_model.set_lines(lines)

    @staticmethod
    def _side(k) -> str | None:
        """The side the holder chose (the avenger's, the wolf hound's), from what they were shown."""
        return next((v for _m, what, v in reversed(getattr(k, "sights", ()) or ()) if what == "side"), None)

    def _w2_refresh(self) -> None:
        """A visit of a game with a second-wave card: the same frame, the step's words and its picker."""
        s = self.session
        st = s.state
        self.set_mood("night")
        names = s.seats
        seat = s.open.seat
        last = s.open.kind == "last_turn"
        vv = s.visit_view()
        acted = s.open.acted
        self.who.set_full_text(names[seat])
        if last:
            self.phase.setText(translate("ClassicVisit", "Last turn"))
        elif vv is not None:
            self.phase.setText(self._night_words(st.round, vv.visit.lap))
        dead = vv is not None and vv.visit.kind == "dead"
        role = "" if dead else (vv.role if vv is not None else st.roles[seat])
        self._x_identity(role, vv)
        k = s.knowledge() if not dead else None
        self._w2_known(role, vv, k)
        step = self._x_step()
        if step is not None:
            self._step_seen = step
        opts = s.options()
        self._idle_extra()
        self.cards.setVisible(False)
        for b in (self.stupor, self.restore):
            b.setVisible((step == "apothecary" or step in XP.W2_SIDE) and not acted and opts != [{}])
        self._nm_row(step, opts, acted or dead)  # before the words: they name the card tapped
        self.secondary.setText(translate("ClassicVisit", "Skip"))
        self.confirm.setText(translate("ClassicVisit", "Confirm"))
        self.note.setPlaceholderText(translate("ClassicVisit", "Write here if you wish (optional, 140 characters)")
                                     if dead or step == "ghost" else self._note_hint)
        legal: dict[int, str | None] | None
        can_skip = not acted and not dead and step != "ghost"
        results: list[str] = []
        if dead:
            self.now_title.setText(self._dead_title(names[seat]))
            self.now_text.setText(translate("ClassicVisit", "You may write in the field below; nobody will read "
                                            "it. Wait until Done lights up, then pass the laptop on.")
                                  if vv.visit.note and not self.on_phone else self._pass_on())
            legal = {}
        elif step == "ghost":
            title, text = XP.w2_step_words(step, opts)
            self.now_title.setText(title)
            self.now_text.setText(text)
            legal = {}
        elif step is None or opts == [{}]:
            shown = (self._step_seen or (vv.visit.step if vv is not None and vv.visit.kind == "act" else None)) \
                if acted else None
            blocked = vv is not None and any(e.kind == "notice" and str(e.value).startswith("blocked")
                                             for e in vv.shown)
            idle = vv is not None and (vv.power_gone or blocked or shown == "little_girl" and st.round == 1)
            if shown is not None and not idle:
                title, text = XP.w2_step_words(shown, [], self._votes())
                if not title:
                    title, text = XP.step_words(shown, [], self._bite_wolves())
                self.now_title.setText(title)
                self.now_text.setText(XP.nm_done_text(shown, self.on_phone) if shown in XP.NM_CARDS else text)
            else:
                self.now_title.setText(translate("ClassicVisit", "Your power is blocked tonight")
                                       if blocked and vv.visit.kind == "act" and (step is not None or acted)
                                       else XP.idle_title(role, vv, last))
                extra = XP.w2_idle_words(step, self._votes()) if step == "assassin" else ""
                if last and role == "servant":  # dead, she can no longer take a hanged player's card
                    extra = translate("ClassicVisit", "Dead, you can no longer take a hanged player's card.")
                self.now_text.setText((extra + " " if extra else "") + self._idle_text())
            legal = {} if acted else {i: None for i in range(len(names))}
        else:
            title, text = XP.w2_step_words(step, opts, self._votes(), self._side(k))
            if not title:
                title, text = XP.step_words(step, opts, self._bite_wolves())
            self.now_title.setText(title)
            self.now_text.setText(text)
            legal = self._x_legal(step, opts, vv)
            if step == "thief" and st.roles[seat] == "thief":
                spare = st.spare
                must = translate("ClassicVisit", "A wolf is among the spare cards: you must take it.")
                takes = {o["take"] for o in opts if o}
                self.cards.set_cards([(c, None if i in takes else must) for i, c in enumerate(spare)], self.card)
                self.cards.setVisible(True)
                if {} not in opts:
                    can_skip = False
                    self.now_text.setText(must + " " + translate("ClassicVisit", "Tap the card, then Confirm."))
                self.secondary.setText(translate("ClassicVisit", "Keep the Thief"))
            elif step == "little_girl":
                self.secondary.setText(translate("ClassicVisit", "Sleep"))
                self.confirm.setText(translate("ClassicVisit", "Peek"))
            elif step in XP.W2_FLAG:
                self.confirm.setText({"judge": translate("ClassicVisit", "Sign"),
                                      "actor": translate("ClassicVisit", "Draw"),
                                      "demon_wolf": translate("ClassicVisit", "Convert")}[step])
            elif step in XP.W2_SIDE:
                for b, v in ((self.side_wolves, "wolves"), (self.side_village, "village")):
                    b.setEnabled({"side": v} in opts)
                    b.setChecked(self.side == v)
                    words = translate("ClassicVisit", "The wolves") if v == "wolves" else \
                        translate("ClassicVisit", "The village")
                    b.setText(("✓ " if self.side == v else "") + words)
            elif step in XP.NM_CARDS:
                card = self._nm_card()
                named = [names[p] for p in (self.selected, self.tiles.also) if p is not None]
                self.now_text.setText(XP.gypsy_text(card) if step == "gypsy" else text)
                self.event_caption.setText(XP.event_caption(step, card, named))
                self.event_caption.setVisible(bool(self.event_caption.text()))
                if step == "town_crier":
                    self.confirm.setText(translate("ClassicVisit", "Play"))
                    self.secondary.setText(translate("ClassicVisit", "Keep them"))
            elif step == "apothecary":
                for b, v in ((self.stupor, "stupor"), (self.restore, "restore")):
                    ok = any(isinstance(o, dict) and v in o for o in opts)
                    b.setEnabled(ok)
                    b.setChecked(self.draught == v)
                    words = translate("ClassicVisit", "Stupor") if v == "stupor" else translate("ClassicVisit", "Restore")
                    b.setText(("✓ " if self.draught == v else "") + words)
            elif step == "witch" and vv is not None:
                victim = vv.victim[1]
                self._witch_row(names[victim] if victim is not None else None,
                                any(isinstance(o, dict) and o.get("save") for o in opts))
        if acted:
            o = s.open
            if o.shown:
                for ev in o.shown[1]:
                    if ev.kind != "notice":
                        results += XP.w2_event_lines(ev, names)
            for c in (s.night.held if s.night is not None else ()):
                if c.seat == seat and c.step in XP.NM_CARDS:
                    results += XP.nm_result_lines(c.step, c.args, names)
            done_step = self._step_seen or (vv.visit.step if vv is not None else None)
            looked = s.night is not None and any(c.step == done_step and c.seat == seat and c.args
                                                 for c in s.night.held)
            if done_step in ("seer", "fox", "wolf_seer", "aura_seer") and looked and not results:
                results.append(translate("ClassicVisit", "You will see the answer on your next visit."))
            held = next((c for c in (s.night.held if s.night is not None else ())
                         if c.step == done_step and c.seat == seat), None)
            if not results and held is not None and isinstance(held.args, dict):
                chosen = held.args.get("players", [held.args.get("player")] if "player" in held.args else
                                       [v for key, v in held.args.items() if key in ("stupor", "restore")])
                if chosen:
                    results.append(fill(translate("ClassicVisit", "Your choice: %1."),
                                        ", ".join(names[c] for c in chosen if isinstance(c, int))))
            if not results:
                results.append(self._done_text())
        self.result.setText("\n".join(results))
        self.reason.setText("")
        self._tiles(legal if not acted else {})
        pair = (step == "cupid" or (step in XP.W2_PAIR and not self._single()) or self._seance_pair()) and not acted
        self.tiles.set_also(self.tiles.also if pair else None)
        self.note.setVisible(vv is not None and vv.visit.note)
        self.note.setEnabled(not any(sv == seat for sv, _ in (s.night.notes if s.night else ())))
        self._buttons(not acted and not dead and step != "ghost", self.secondary.text())
        self.secondary.setEnabled(can_skip)
        self._apply_script()

    # --- what the holder does -------------------------------------------------------------------
    def on_tile(self, seat: int) -> None:
        s = self.session
        if s.open is None or not self.tiles.is_legal(seat):
            return
        sc = self.script()
        if sc is not None and (self.filling() or (not s.open.acted and self._step_now() is not None
                                                  and self._filler("tiles"))):
            self.taps["tiles"] += 1  # a tap the choice does not need: it does nothing
            self.tiles.set_selected(seat)
            self._apply_script()
            return
        if s.open.acted:
            return
        if sc is not None:
            self.taps["tiles"] += 1
        if s.state.preset != "standard":
            self._x_tile(seat)
            self._apply_script()
            return
        self.selected = seat
        if self._step_now() != "witch":  # the witch's tile is her poison, or nothing after Save
            self._uncheck_save()
        self.tiles.set_selected(seat)
        self._buttons(True, self.secondary.text())
        self._apply_script()

    def on_extra(self) -> None:
        self.mode_save = self.extra.isChecked()
        if self.mode_save and not self._both_potions():
            self.selected = None
            self.tiles.set_selected(None)
        text = self.extra.text().removeprefix("✓ ")
        self.extra.setText(f"✓ {text}" if self.mode_save else text)
        self._buttons(True, self.secondary.text())

    def on_secondary(self) -> None:
        """Skip: this round without a choice (a round of the script that only fills, too)."""
        s = self.session
        if s.open is None:
            return
        if self.filling():
            self._end_round()
            return
        if s.open.acted:
            return
        mark = self._round_mark()
        self._skip_choice()
        if self._round_mark() != mark:
            self._end_round()

    def _end_round(self) -> None:
        self.rounds_done += 1
        self._new_round()
        self.selected = None
        self.tiles.set_selected(None)
        self.tiles.set_also(None)
        self.refresh()

    def _skip_choice(self) -> None:
        s = self.session
        if s.state.preset != "standard":
            self._reset_choice()
            step = self._x_step()
            if step in XP.W2_SIDE and {"side": "village"} in s.options():
                s.submit(A.Act({"side": "village"}))
                return
            s.submit(A.Act(None) if step is not None and s.options() != [{}] else A.Decoy())
            return
        kind = self._kind()
        if kind in ("act", "shot") and s.options() != [{}]:
            s.submit(A.Act(None))
        else:
            s.submit(A.Decoy())

    def on_confirm(self) -> None:
        """Confirm: the round's choice (or its decoy); every touch the lap's script asks for first."""
        s = self.session
        if s.open is None or any(self.still_needed().values()):
            return
        if self.filling():
            self._end_round()
            return
        mark = self._round_mark()
        self._confirm_choice()
        if self.script() is not None and self._round_mark() != mark:
            self._end_round()

    def _confirm_choice(self) -> None:
        s = self.session
        if s.open is not None and not s.open.acted and s.state.preset != "standard":
            self._x_confirm()
            return
        if s.open is None or s.open.acted or (self.selected is None and not self.mode_save):
            return
        kind = self._kind()
        if kind in ("act", "shot") and s.options() != [{}]:
            vv = s.visit_view()
            if self.mode_save:
                args: dict[str, Any] = {"save": True}
            elif vv is not None and vv.visit.step == "witch":
                args = {"poison": self.selected}
            else:
                args = {"player": self.selected}
            code = s.why_not(args)
            if code is not None:
                self.reason.setText(_why(code, s.seats, getattr(vv, "last_protected", None) if vv else None) or "")
                return
            s.submit(A.Act(args))
        else:
            s.submit(A.Decoy(self.selected))

    def on_done(self) -> None:
        s = self.session
        if not self.done.isEnabled():
            return
        if self.note.isVisible() and self.note.isEnabled() and self.note.text().strip():
            s.submit(A.WriteNote(self.note.text()))
        s.submit(A.FinishVisit())


class BallotScreen(_Private):
    """One voter's private ballot, 60 seconds (§5.2): the vote (another living player or
    abstain); in the extended preset also the captain election (anyone living, oneself too)
    and the trial's Kill / Spare for the accused (§11.9)."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.note.hide()
        self.extra.hide()
        self.countdown = label("", prop="muted")
        self.ballot_clock = 0
        self.phase.setText("")
        self.verdict: str | None = None  # the trial ballot tapped: "kill" | "spare"
        self._accused: int | None = None
        self.kill = button(translate("ClassicVisit", "Kill"))
        self.spare = button(translate("ClassicVisit", "Spare"))
        for b, v in ((self.kill, "kill"), (self.spare, "spare")):
            b.setCheckable(True)
            b.setMinimumHeight(56)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _c=False, v=v: self.on_verdict(v))
            b.setVisible(False)
            self.choices.addWidget(b)

    def showEvent(self, event) -> None:
        self.verdict, self._accused = None, None
        super().showEvent(event)

    def keep_state(self) -> dict:
        return {**super().keep_state(), "verdict": self.verdict, "accused": self._accused}

    def restore_state(self, kept: dict) -> None:
        self.verdict, self._accused = kept.get("verdict"), kept.get("accused")
        super().restore_state(kept)

    def _finished(self) -> bool:
        s = self.session
        return s.open is not None and s.open.acted

    def _confirm_ready(self) -> bool:
        if self.session.ballot_step() == "trial":
            return self.verdict is not None
        return self.selected is not None

    def tick_update(self) -> None:
        super().tick_update()
        s = self.session
        if s.open is None or s.open.acted or not self.isVisible():
            return
        left = BALLOT_MS - self.elapsed_ms()
        self.phase.setText(fill(translate("ClassicVisit", "Ballot · %1 s left"), max(0, (left + 999) // 1000)))
        if left <= 0:
            s.submit(A.Ballot(None))  # the clock ran out: an abstention (§3.2)

    def refresh(self) -> None:
        s = self.session
        if not self.isVisible() or s.open is None or s.state is None:
            return
        self.set_mood("night")
        names = s.seats
        seat = s.open.seat
        acted = s.open.acted
        pub = s.public_view()
        # once the last ballot is in the game moves on: the screen keeps the ballot it asked for
        if acted and self._step_seen is not None:
            step, accused = self._step_seen, self._accused
        else:
            step = "trial" if acted and isinstance(s.open.ballot, str) else s.ballot_step()
            accused = pub.accused if step == "trial" else None
        if not acted:
            self._step_seen, self._accused = step, accused
        self.who.set_full_text(names[seat])
        self.identity.setText(fill(translate("ClassicVisit", "%1, your secret ballot"), names[seat]))
        self.art.set_art("")
        lines: list[tuple[str, bool]] = []
        weight = next((w for s_, w in pub.weights if s_ == seat), 1)
        if step != "election" and pub.captain == seat and weight > 1:
            lines.append((translate("ClassicVisit", "You are the captain: your ballot counts double.") if weight == 2
                          else translate("ClassicVisit", "You are the captain: your ballot counts three times today."),
                          True))
        from .newmoon import day_reminder
        reminder = day_reminder(s)  # New Moon's card in force today: the same words for every voter
        if reminder:
            lines.append((reminder, False))
        if s.state.w2:  # a conversion, a card change or a strip since the night: told on this screen
            k = s.knowledge()
            lines = [(line, True) for line in XP.new_notices(k, (f"N{s.state.round}", f"D{s.state.round}"))] + lines
        self.known_model.set_lines(lines)
        trial_rule = dict(s.state.options).get("vote_rule") == "trial"
        title, text = XP.ballot_words(step, names[accused] if accused is not None else "", trial_rule=trial_rule)
        for b, v in ((self.kill, "kill"), (self.spare, "spare")):
            b.setVisible(step == "trial")
            b.setEnabled(not acted)
        self._mark_verdict(s.open.ballot if acted else self.verdict)
        if acted:
            t = s.open.ballot
            self.now_title.setText(translate("ClassicVisit", "Your ballot is in") if step != "trial" else title)
            if t is None:
                self.result.setText(translate("ClassicVisit", "You abstained."))
            elif step == "trial":
                who = names[accused] if accused is not None else ""
                self.result.setText(fill(translate("ClassicVisit", "You voted to kill %1."), who) if t == "kill"
                                    else fill(translate("ClassicVisit", "You voted to spare %1."), who))
            elif step == "election":
                self.result.setText(fill(translate("ClassicVisit", "You voted for %1."), names[t]))
            else:
                self.result.setText(fill(translate("ClassicVisit", "You voted against %1."), names[t]))
            self.now_text.setText(translate("ClassicVisit", "It cannot be changed. Wait until Done lights up, then press it.")
                                  if self.on_phone else
                                  translate("ClassicVisit", "It cannot be changed. Wait until Done lights up, then pass on."))
            self._tiles({})
        else:
            self.now_title.setText(title)
            self.now_text.setText(text)
            self.result.setText("")
            if step == "trial":
                self._tiles(None)
                self.tiles.set_selected(accused)
            else:
                keys = {o["player"] for o in s.options() if isinstance(o, dict) and o}
                self._tiles({i: (None if i in keys else (translate("ClassicVisit", "You cannot vote for yourself.")
                                                         if i == seat else translate("ClassicVisit",
                                                                                     "This player cannot be chosen.")))
                             for i in range(len(names))})
        self.reason.setText("")
        self._buttons(not acted, translate("ClassicVisit", "Abstain"))

    def on_tile(self, seat: int) -> None:
        s = self.session
        if s.open is None or s.open.acted or not self.tiles.is_legal(seat) or s.ballot_step() == "trial":
            return
        self.selected = seat
        self.tiles.set_selected(seat)
        self._buttons(True, translate("ClassicVisit", "Abstain"))

    def _mark_verdict(self, v) -> None:
        for b, key, words in ((self.kill, "kill", translate("ClassicVisit", "Kill")),
                              (self.spare, "spare", translate("ClassicVisit", "Spare"))):
            b.setChecked(v == key)
            b.setText(f"✓ {words}" if v == key else words)

    def on_verdict(self, v: str) -> None:
        s = self.session
        if s.open is None or s.open.acted or s.ballot_step() != "trial":
            return
        self.verdict = v
        self._mark_verdict(v)
        self._buttons(True, translate("ClassicVisit", "Abstain"))

    def on_secondary(self) -> None:
        s = self.session
        if s.open is not None and not s.open.acted:
            self.selected, self.verdict = None, None
            s.submit(A.Ballot(None))

    def on_confirm(self) -> None:
        s = self.session
        if s.open is None or s.open.acted:
            return
        if s.ballot_step() == "trial":
            if self.verdict is None:
                return
            v, self.verdict = self.verdict, None
            s.submit(A.Ballot(v))
            return
        if self.selected is None:
            return
        sel, self.selected = self.selected, None
        s.submit(A.Ballot(sel))

    def on_done(self) -> None:
        if self.done.isEnabled():
            self.session.submit(A.FinishVisit())


__all__ = ["BallotScreen", "VisitScreen"]
