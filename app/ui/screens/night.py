"""The night, pass-and-play: the curtain between visits, and one player's private visit."""
from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from app.core.onenight.catalog import DOPPEL_IMMEDIATE, STEP_BY_ID
from app.core.common.errors import RuleError

from .. import models as M
from .. import texts
from ..choices import ChoiceBuilder, click_targets
from ..resources import artifact_art
from ..session import Decide, FinishVisit, GameSession, HideVisit, NextDecision, NextDecoy, Peek, Sleep
from ..table import TableScene, TableView
from .private import PrivateScreen
from ..widgets import ArtLabel, FitLabel, HoldRing, LinesView, Page, button, label, panel, side_width, table_page


class CurtainScreen(Page):
    """"Pass to NAME" and a press-and-hold ring: nothing else, the same for every seat."""

    opened = Signal()
    menu = Signal()  # Back to menu (the game stays saved)

    def __init__(self, hold_ms: int, subtitle: str = "", parent: QWidget | None = None) -> None:
        super().__init__("curtain", parent)
        self.menu_button = button(self.tr("Back to menu"))
        self.menu_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.menu_button.clicked.connect(self.menu)
        self.name_label = FitLabel("", max_pt=72, min_pt=26)
        self.ring = HoldRing(hold_ms)
        self.caption = label(self.tr("Only this player may look. Press and hold the moon to open."), prop="muted", wrap=True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = label(subtitle, prop="muted")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setVisible(bool(subtitle))
        col = QVBoxLayout(self)
        col.setContentsMargins(40, 24, 40, 40)
        top = QHBoxLayout()
        top.addStretch(1)
        top.addWidget(self.menu_button)
        col.addLayout(top)
        col.addStretch(2)
        col.addWidget(self.subtitle)
        col.addWidget(self.name_label)
        col.addSpacing(30)
        col.addWidget(self.ring, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addSpacing(16)
        col.addWidget(self.caption)
        col.addStretch(3)
        self.ring.held.connect(self.opened)

    def set_name(self, name: str) -> None:
        self.name_label.set_full_text(texts.fill(self.tr("Pass to %1"), name))
        self.caption.setText(self.tr("Only this player may look. Press and hold the moon to open."))

    def set_dead(self, name: str) -> None:
        """A dead player's turn in the classic rotation: the same curtain, the same hold; its words say
        it is a pause (nothing secret behind it)."""
        self.name_label.set_full_text(texts.fill(self.tr("%1 is dead — pass on"), name))
        self.caption.setText(self.tr("A short pause, as long as anyone's turn: press and hold the moon, then "
                                     "pass the laptop on."))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.ring.cancel()
        self.ring.setFocus()


class VisitScreen(PrivateScreen):
    """One seat's private screen: what they know, then the lap's rounds (DESIGN.md §Hand-off 8).

    Every visit of a lap plays the same rounds whatever the card and whether the holder acts: each
    asks for exactly its number of taps (the decision's picks, then taps that do nothing: any card,
    a direction button, or Nothing, which is also how a choice to do nothing is made), then
    Confirm, after which exactly its number of cards turn over (what a look shows, the others
    turning over and back), then Next, and Done after the last round. The buttons are the same on
    every visit, in the same places, whether or not they do anything for this player."""

    hide_action = HideVisit
    menu = Signal()  # Back to menu (the visit hides behind the curtain first; the game stays saved)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.builder: ChoiceBuilder | None = None
        self._builder_key: tuple[Any, ...] | None = None
        self._layout_key: tuple[Any, ...] | None = None
        self.reason = ""
        # the args just decided and their picks ([]: nothing), worded each time they are shown
        self.decided: tuple[Any, list[tuple[str, Any]]] | None = None
        # This round's taps besides the decision's picks: targets tapped that do nothing (a
        # ("nothing", k) for Nothing), whether Nothing was the choice to do nothing, the decision's
        # picks made before this round, and whether this round's last pick was a look.
        self.fillers: list[tuple[str, Any]] = []
        self.nothing = False
        self.base = 0
        self.looked_pick = False
        self._round_key: tuple[Any, ...] | None = None

        self.table_model = M.TableModel(self)
        self.spaces_model = M.SpacesModel(self)
        # drawn the same for every role: nothing of the card is readable from across the table
        self.scene = TableScene(self.table_model, self.spaces_model, self, neutral=True)
        self.view = TableView(self.scene)
        self.scene.target_clicked.connect(self.on_target)

        self.who = FitLabel("", max_pt=26, min_pt=14)
        self.who.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.phase = label("", prop="muted")
        self.menu_button = button(self.tr("Back to menu"))
        self.menu_button.clicked.connect(self.menu)
        self.identity = label("", wrap=True)
        self.identity.setProperty("heading", True)
        self.known_model = M.LinesModel(self)
        self.known = LinesView(self.known_model)
        self.now_title = label("", wrap=True)
        self.now_title.setProperty("subheading", True)
        self.now_text = label("", wrap=True)
        self.now_extra = label("", wrap=True)
        self.now_extra.setProperty("strong", True)
        self.art = ArtLabel(96, grey=True)
        self.art_text = label("", wrap=True)
        self.choice_text = label("", prop="muted", wrap=True)
        self.reason_label = label("", prop="problem", wrap=True)
        self.direction_row = QHBoxLayout()
        # Two direction buttons on every visit, in the same place (a Thing's, a Village Idiot's, or
        # taps that do nothing for everyone else).
        self.direction_buttons: list[QPushButton] = []
        for d in ("left", "right"):
            b = button("")
            b.setProperty("direction", d)
            b.clicked.connect(lambda _=False, d=d: self.on_target("direction", d))
            self.direction_row.addWidget(b)
            self.direction_buttons.append(b)
        self.secondary = button("")
        self.confirm = button(self.tr("Confirm"), primary=True)
        self.done = button(self.tr("Done"), primary=True)
        for b in (self.secondary, self.confirm, self.done):
            b.setMinimumHeight(48)

        side = panel()
        side_width(side, 380, 470)
        side.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        sv = QVBoxLayout(side)
        sv.setContentsMargins(16, 14, 16, 14)
        sv.addWidget(self.identity)
        sv.addWidget(label(self.tr("What you know"), prop="muted"))
        sv.addWidget(self.known, 2)
        self.known.setMinimumHeight(48)  # two lines: it gives up its room to the words of now
        now = panel()
        nv = QVBoxLayout(now)
        nv.addWidget(self.now_title)
        nv.addWidget(self.now_text)
        nv.addWidget(self.now_extra)
        art_row = QHBoxLayout()
        art_row.addWidget(self.art)
        art_row.addWidget(self.art_text, 1)
        nv.addLayout(art_row)
        nv.addStretch(1)  # room to spare goes here, never into the words' lines
        nv.addLayout(self.direction_row)
        nv.addWidget(self.choice_text)
        nv.addWidget(self.reason_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.secondary)
        buttons.addWidget(self.confirm)
        nv.addLayout(buttons)
        sv.addWidget(now, 3)
        sv.addWidget(self.done)

        header = QHBoxLayout()
        header.addWidget(self.who, 1)
        header.addWidget(self.phase)
        header.addSpacing(12)
        header.addWidget(self.hide_button)
        header.addWidget(self.menu_button)
        table_page(self, self.view, side, (16, 10, 16, 12), header)

        self.confirm.clicked.connect(self.on_confirm)
        self.secondary.clicked.connect(self.on_secondary)
        self.done.clicked.connect(self.on_done)
        session.visit_changed.connect(self.refresh)

    # --- open / close ----------------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.refresh()
        self.view.setFocus()

    def tick_update(self) -> None:
        self._update_done()

    def keep_state(self) -> dict:
        """The picks and taps made and not yet confirmed, and the ones just confirmed (worded anew)."""
        return {**super().keep_state(), "builder": self.builder, "builder_key": self._builder_key,
                "decided": self.decided, "round": (list(self.fillers), self.nothing, self.base, self.looked_pick,
                                                   self._round_key)}

    def restore_state(self, kept: dict) -> None:
        super().restore_state(kept)
        self.builder, self._builder_key = kept.get("builder"), kept.get("builder_key")
        self.decided = kept.get("decided")
        if kept.get("round"):
            fillers, self.nothing, self.base, self.looked_pick, self._round_key = kept["round"]
            self.fillers = list(fillers)
        self.refresh()

    def clear(self) -> None:
        """Forget everything shown (before the curtain): every model face down and empty."""
        self.builder = None
        self._builder_key = None
        self.reason = ""
        self.decided = None
        self._new_round(None)
        pub = self.session.public_view()
        if pub is not None:
            self.table_model.set_layout(pub.seats, pub.centre_slots, pub.marks_in_play)
            # Tokens face down whatever the phase: the hidden page never holds a real mark.
            hidden = tuple(replace(sp, token="back" if sp.token else "") for sp in pub.spaces)
            self.spaces_model.set_spaces(hidden if pub.marks_in_play else ())
            self._layout_key = (pub.seats, pub.centre_slots)
        else:
            self.table_model.face_down()
            self.spaces_model.clear()
        self.known_model.set_lines([])
        for w in (self.identity, self.now_title, self.now_text, self.now_extra, self.choice_text, self.reason_label,
                  self.art_text):
            w.setText("")
        self.art.set_art("")
        self.who.set_full_text("")
        self.phase.setText("")
        self._set_directions()
        for b, text in ((self.secondary, self.tr("Nothing")), (self.confirm, self.tr("Confirm")), (self.done, self.tr("Done"))):
            b.setText(text)
            b.setEnabled(False)
            b.setVisible(True)
        self.scene.finish_animations()

    # --- drawing -------------------------------------------------------------------------
    def refresh(self) -> None:
        s = self.session
        v = s.visit
        if v is None or not self.isVisible():
            return
        pub = s.public_view()
        seats = pub.seats
        n = len(seats)
        self.set_mood("night")  # the same all night: a change mid-visit would tell the phase
        self.scene.animate_ms = s.settings.animation_ms
        key = (seats, pub.centre_slots)
        if key != self._layout_key or self.table_model.rowCount() != n + pub.centre_slots:
            self.table_model.set_layout(seats, pub.centre_slots, pub.marks_in_play)
            self._layout_key = key
        self.spaces_model.set_spaces(pub.spaces if pub.marks_in_play else ())
        sv = s.seat_view(v.seat)
        fresh = {x for x in v.news + v.result + v.peeked}
        faces, marks = sv.known_cards(), sv.known_marks()
        if s.table is None:
            # Only what the last Confirm turned over turns over on screen (as many cards on every
            # visit of the lap, `_turn_over`); what is new at the visit's opening is simply there.
            fresh_places = {place for kind, place in v.flips if kind == "card"}
            fresh_marks = {place for kind, place in v.flips if kind == "mark"}
        else:
            fresh_places = {x.place for x in fresh if x.kind == "card"}
            fresh_marks = {x.place for x in fresh if x.kind == "mark"}
        for x in v.peeked:
            if x.kind == "card":
                faces[x.place] = x.value
        # Tokens on the table: an awake player sees the shields (and artifacts) already placed;
        # a sleeper sees nothing; the artifact holder sees his own artifact from Dawn on.
        awake = v.stage in ("ask", "looked", "result")
        shields, arts = s.awake_tokens() if awake else ((), ())
        mine = next((x.value for x in sv.seen if x.kind == "artifact" and x.place == v.seat), "")
        hints = texts.seat_hints(sv.seen + v.peeked, seats, v.seat)
        for seat, word in self._given_marks().items():  # the Count's Fear, Cupid's Love...
            hints[seat] = ", ".join(w for w in (hints.get(seat, ""), word) if w and word not in hints.get(seat, ""))
        values: dict[int, dict[int, Any]] = {}
        for r in range(n + pub.centre_slots):
            row = {M.FACE: faces.get(r, ""), M.FRESH: r in fresh_places, M.ME: r == v.seat, M.HINT: hints.get(r, ""),
                   M.SHIELD: r in shields,
                   M.ARTIFACT: mine if (r == v.seat and mine) else ("back" if r in arts else "")}
            if r < n and self.table_model.marks_shown:
                row[M.MARK] = marks.get(r, "")
                row[M.MARK_FRESH] = r in fresh_marks
            values[r] = row
        self.table_model.set_places(values)

        self.who.set_full_text(texts.fill(self.tr("%1, this screen is for you only"), seats[v.seat]))
        # The lap, never the phase: the phase may change during a visit (DESIGN.md §Hand-off 7).
        if s.table is not None:
            self.phase.setText(self.tr("Narrated night"))
        else:
            self.phase.setText(texts.fill(self.tr("Lap %1 of %2"), *s.laps_shown()))
        role = sv.night_role
        copy_title = texts.copy_title(sv.dealt, role)
        if copy_title:
            ident = texts.fill(self.tr("Your role: %1"), copy_title)
        elif role != sv.dealt:
            ident = texts.fill(self.tr("Your role: %1 (card: %2)"), texts.role_name(role), texts.role_name(sv.dealt))
        else:
            ident = texts.fill(self.tr("Your role: %1"), texts.role_name(role))
        turned = sv.turned
        if turned:
            ident += " " + texts.fill(self.tr("— now a %1"), texts.role_name(turned))
        self.identity.setText(ident)
        lines: list[tuple[str, bool]] = [(texts.fill(self.tr("Your card at the start: %1. %2"), texts.role_name(sv.dealt),
                                                     texts.role_power(sv.dealt)), False)]
        for x, text in texts.seen_lines(sv.seen, seats, v.seat, sv.turned_by()):
            lines.append(((self.tr("New: ") + text) if x in fresh else text, x in fresh))
        for index, text in self._deeds():
            new = 0 <= v.since <= index
            lines.append(((self.tr("New: ") + text) if new else text, new))
        self.known_model.set_lines(lines)
        self.known.scrollToTop()  # opens at its first line (the new lines are marked "New:")
        news_art = next((x.value for x in v.news + v.result if x.kind == "artifact"), "")
        self.art.set_art(artifact_art(news_art) if news_art else "")
        self.art_text.setText(texts.fill(self.tr("At dawn you find an artifact on your card: %1. %2"),
                                         texts.artifact_name(news_art), texts.artifact_effect(news_art))
                              if news_art else "")
        self._ensure_builder()
        self._draw_now()
        self._draw_targets()
        self._update_done()

    def _deeds(self) -> list[tuple[int, str]]:
        """What the holder's own resolved decisions did, where no sight of theirs says it (a Priest's
        Clarity for Bob, a Troublemaker's swap): a decision made early is told here once its step
        has come, since the result screen could only say "at your next turn"."""
        s = self.session
        v = s.visit
        plan = s.visit_plan()
        assert v is not None and plan is not None
        out: list[tuple[int, str]] = []
        for index, ev in enumerate(plan.game.log[:plan.delivered[v.seat]]):
            if ev.actor != v.seat or ev.action in ("skip", "none", "auto") or any(x.seat == v.seat for x in ev.seen):
                continue
            try:
                args = json.loads(ev.args) if ev.args else {}
            except ValueError:
                continue
            text = texts.you_did(texts.step_of(ev.step), args, s.seats, v.seat)
            if text:
                out.append((index, text))
        return out

    def _given_marks(self) -> dict[int, str]:
        """A word over each seat the holder gave a mark to by their own decision (not the Vampire
        mark: the vampires' team sight labels it already)."""
        s = self.session
        v = s.visit
        plan = s.visit_plan()
        assert v is not None and plan is not None
        out: dict[int, str] = {}
        for ev in plan.game.log[:plan.delivered[v.seat]]:
            if ev.actor != v.seat:
                continue
            for d in ev.detail:
                parts = d.split(":")
                if len(parts) == 3 and parts[0] == "give" and parts[1] != "vampire" and parts[2].isdigit():
                    seat = int(parts[2])
                    if seat != v.seat:
                        out[seat] = texts.fill(texts.translate("Hint", "%1 mark"), texts.mark_name(parts[1]))
        return out

    def _ensure_builder(self) -> None:
        v = self.session.visit
        assert v is not None
        if v.stage == "ask" and v.ask is not None:
            key = ("ask", v.ask, self.session.visit_number)
            if key != self._builder_key:
                self.builder = ChoiceBuilder(self.session.ask_options(), self.session.seats)
                if v.peek_args:  # resumed after a look was seen
                    self.builder.replay(v.peek_args)
                self._builder_key = key
                self.reason = ""
        elif v.stage != "looked":  # (after a look the decision goes on at the next round)
            self.builder = None
            self._builder_key = None
        round_key = (self.session.visit_number, v.seat, v.round, v.stage in ("ask", "sleep"))
        if round_key != self._round_key:
            self._new_round(v)
            self._round_key = round_key

    def _new_round(self, v: Any) -> None:
        """A round begins: no taps yet; the decision's picks so far can no longer be taken back."""
        self.fillers = []
        self.nothing = False
        self.looked_pick = False
        b = self.builder
        if b is not None and v is not None and v.stage == "ask" and self.session.table is None:
            b.lock()
        self.base = b.locked if b is not None else 0
        self._round_key = None

    # --- the round's taps ---------------------------------------------------------------
    def _rounds(self) -> bool:
        """Whether this visit plays the lap's rounds (pass-and-play; the narrated night has none)."""
        return self.session.table is None

    def taps_made(self) -> int:
        """This round's taps so far: the decision's picks made in it, taps that do nothing, Nothing."""
        v = self.session.visit
        b = self.builder
        picks = len(b.picks) - self.base if b is not None and v is not None and v.stage == "ask" else 0
        return picks + len(self.fillers) + (1 if self.nothing else 0)

    def taps_needed(self) -> int:
        v = self.session.visit
        return v.taps_now if v is not None else 0

    def _no_options(self) -> bool:
        v = self.session.visit
        return v is not None and v.stage == "ask" and not self.session.ask_options()

    def _may_do_nothing(self) -> bool:
        """Whether Nothing may be this round's choice to do nothing (or nothing more)."""
        v = self.session.visit
        b = self.builder
        if v is None or v.stage != "ask" or v.ask is None or self.looked_pick or b is None or len(b.picks) > self.base:
            return False
        if b.locked:  # after a look: nothing more, when what was picked is a whole choice
            return b.complete() is not None
        return not v.ask.mandatory or self._no_options()

    def _fillers_ok(self) -> bool:
        """Whether a tap now does nothing (the decision needs no more picks in this round)."""
        v = self.session.visit
        b = self.builder
        if v is None:
            return False
        if v.stage == "sleep":
            return True
        if v.stage != "ask":
            return False
        return self.nothing or self.looked_pick or self._no_options() or (b is not None and b.complete() is not None)

    def tap_targets(self) -> set[tuple[str, Any]]:
        """What may be tapped now (a phone's pick list): the decision's next picks, and any card,
        mark or direction when a tap would do nothing."""
        v = self.session.visit
        b = self.builder
        if v is None or v.stage not in ("ask", "sleep"):
            return set()
        out: set[tuple[str, Any]] = set()
        full = self._rounds() and self.taps_made() >= self.taps_needed()
        if v.stage == "ask" and b is not None and not self.nothing and not self.looked_pick and not full:
            out |= b.next_targets()
        if self._rounds() and not full and self._fillers_ok():
            n = len(self.session.seats)
            pub = self.session.public_view()
            centre = pub.centre_slots if pub is not None else 0
            out |= {("card", s) for s in range(n)} | {("centre", i) for i in range(centre)}
            out |= {("direction", "left"), ("direction", "right")}
            if self.table_model.marks_shown:
                out |= {("mark", s) for s in range(n)}
            taken = set(self.fillers)
            if b is not None and v.stage == "ask":
                for p in b.picks[self.base:]:
                    kind, value = p.target
                    taken |= {p.target} | ({("card", value), ("seat", value)} if kind in ("card", "seat") else set())
            out -= taken
        return out

    def _copy(self) -> tuple[str, bool]:
        """The Doppelganger's copy once she has looked, and whether it never acts."""
        v = self.session.visit
        assert v is not None
        copy, inert, _ = v.peek_copy
        return copy, inert

    def _action(self) -> str:
        """The action being chosen now (a Doppelganger's copy once she has seen it)."""
        v = self.session.visit
        assert v is not None and v.ask is not None
        return v.peek_copy[2] or texts.step_of(v.ask.step)

    def _is_look(self) -> bool:
        """Whether the pick just made shows a card at once (and so cannot be taken back)."""
        v = self.session.visit
        b = self.builder
        if v is None or v.ask is None or b is None or b.locked >= len(b.picks):
            return False
        step = texts.step_of(v.ask.step)
        n = len(b.picks)
        if STEP_BY_ID[step].look_first:
            return n == 1
        if step in texts.ACTS_AS_COPY:
            if n == 1:
                return True
            copy, inert = self._copy()
            return n == 2 and not inert and _copy_looks_first(copy)
        return False

    def _instruction_now(self) -> str:
        v = self.session.visit
        b = self.builder
        assert v is not None and v.ask is not None
        if not self.session.ask_options():
            return self.tr("There is nothing you can do this time. Press Confirm.")
        step = texts.step_of(v.ask.step)
        cards = [x for x in v.peeked if x.kind == "card"]
        more = b is not None and bool(b.next_targets())
        copy, inert = self._copy()
        if copy:  # the Doppelganger has looked: she is her copy now
            name = texts.role_name(copy)
            imm = None if inert else DOPPEL_IMMEDIATE.get(copy)
            if imm is None:
                return " ".join((texts.fill(self.tr("You are now the %1."), name), texts.copy_when(copy, inert),
                                 self.tr("Press Confirm.")))
            if imm.look_first and b is not None and b.locked >= 2:
                return texts.after_look(copy, v.peek_turns.get(cards[-1], "") if cards else "", more)
            if not more:
                return self.tr("Press Confirm.")
            text = texts.fill(self.tr("You are now the %1 and act at once:"), name) + " " + texts.instruction(imm[0])
            if not imm[1]:
                text += " " + self.tr("Or press Confirm to do nothing more.")
            return text
        if STEP_BY_ID[step].look_first and v.peeked:
            return texts.after_look(step, v.peek_turns.get(cards[-1], "") if cards else "", more)
        return texts.instruction(self._action())

    def _draw_now(self) -> None:
        s = self.session
        v = s.visit
        assert v is not None
        seats = s.seats
        b = self.builder
        rounds = self._rounds()
        self.done.setVisible(True)
        self.reason_label.setText(self.reason)
        need, made = self.taps_needed(), self.taps_made()
        tapping = v.stage in ("ask", "sleep")
        # The same three buttons on every visit: Nothing (Clear once the round's taps are made),
        # Confirm (Next after it), Done.
        self.secondary.setVisible(True)
        self.confirm.setVisible(True)
        if tapping and rounds:
            full = made >= need
            self.secondary.setText(self.tr("Clear") if full else self.tr("Nothing"))
            # pressable on every visit of the round, whatever the card (DESIGN.md §Hand-off 8): a
            # greyed Nothing on an actor's screen only would be seen from across the table; when it
            # cannot count yet, pressing it says why (on_secondary)
            self.secondary.setEnabled(True)
            self.confirm.setText(self.tr("Confirm"))
            self.confirm.setEnabled(full and self._confirmable())
        elif tapping:  # the narrated night: a decision's picks, or Nothing to do nothing
            self.secondary.setText(self.tr("Nothing"))
            self.confirm.setText(self.tr("Confirm"))
            self.secondary.setEnabled(v.stage == "ask" and v.ask is not None and not v.ask.mandatory
                                      and (b is None or b.locked == 0))
            self.confirm.setEnabled(v.stage == "ask" and (self._no_options() or (b is not None and b.complete() is not None)))
        else:
            self.secondary.setText(self.tr("Nothing"))
            self.secondary.setEnabled(False)
            self.confirm.setText(self.tr("Next"))
            self.confirm.setEnabled(s.more_rounds())
        count = texts.fill(self.tr("Taps: %1 of %2"), made, need) if tapping and rounds else ""
        if v.stage == "ask" and v.ask is not None:
            ask = v.ask
            self.now_title.setText(texts.fill(self.tr("Your turn: %1"), texts.step_title(ask.step)))
            extra: list[str] = []
            if ask.team:
                extra.append(texts.fill(self.tr("Awake with you: %1."), texts.join_names([seats[t] for t in ask.team])))
                if texts.step_of(ask.step) in texts.TEAM_CHOOSERS:
                    extra.append(self.tr("You choose for all the vampires."))
            extra += [text for _, text in texts.seen_lines(v.peeked, seats, v.seat, v.peek_turns)]
            thumbs = self.session.thumbs_preview()
            if thumbs is not None:
                extra += [text for _, text in texts.seen_lines((thumbs,), seats, v.seat)]
            if ask.early:
                extra.append(self.tr("This happens later tonight: choose now, and you will see the result at your next turn."))
            self.now_text.setText(self._round_instruction())
            self.now_extra.setText("\n".join(extra))
            self.choice_text.setText(" · ".join(t for t in (count, self._choice_words()) if t))
        elif v.stage == "looked":
            self.now_title.setText(texts.fill(self.tr("Your turn: %1"), texts.step_title(v.ask.step if v.ask else "")))
            lines = [text for _, text in texts.seen_lines(v.peeked, seats, v.seat, v.peek_turns)]
            lines.append(self.tr("Press Next."))
            self.now_text.setText("\n".join(lines))
            self.now_extra.setText("")
            self.choice_text.setText("")
        elif v.stage == "result":
            self.now_title.setText(texts.fill(self.tr("%1: what happened"), texts.step_title(v.last_step)))
            said = v.last_choice
            if self.decided is not None and self.decided[0] is v.last_args:  # worded in today's language
                said = self._choice_words(self.decided[1]) if self.decided[1] else self.tr("You chose to do nothing.")
            lines = texts.result_lines(v.last_step, v.last_args, v.result, seats, v.seat,
                                       s.seat_view(v.seat).turned_by(), said, v.early)
            if v.overruled:  # a fellow team member chose first, beside this visit: theirs is the team's
                lines.insert(0, self.tr("Your team had already chosen."))
            if v.early:
                lines.append(self.tr("Your choice is made. You will see what happens at your next turn."))
            elif not lines:
                lines.append(self.tr("Your choice is made."))
            if s.more_rounds():
                lines.append(self.tr("Press Next."))
            self.now_text.setText("\n".join(lines))
            self.now_extra.setText("")
            self.choice_text.setText("")
        elif v.stage == "sleep":
            self.now_title.setText(self.tr("Sleep"))
            self.now_text.setText(self._decoy_instruction(need))
            self.now_extra.setText("")
            self.choice_text.setText(count)
        else:  # slept
            more = s.more_rounds()
            self.now_title.setText(self.tr("Sleep"))
            if s.table is not None:
                self.now_text.setText(self.tr("That is all for you now. Press Done, leave the laptop in the middle "
                                              "and close your eyes."))
            else:
                self.now_text.setText(self.tr("Keep your eyes closed. Press Next.") if more else
                                      self.tr("Keep your eyes closed. When the time is up, press Done.")
                                      if self.on_phone else
                                      self.tr("Keep your eyes closed. When the time is up, press Done and pass the "
                                              "laptop on."))
            self.now_extra.setText("")
            self.choice_text.setText("")
        self._set_directions()
        self._fit_now()

    def _fit_now(self) -> None:
        """The "now" panel as tall as its wrapped words need (the list of what you know above it
        gives up the room): a nested layout would otherwise squeeze the words below their
        height for the panel's width and cut them (long names at 720p)."""
        panel = self.now_title.parentWidget()
        lay = panel.layout() if panel is not None else None
        if lay is None or panel.width() <= 0:
            return
        for w in (self.now_extra, self.art_text):  # above the spare room: the buttons stay put
            w.setVisible(bool(w.text()))  # an empty line takes no room
        need = lay.totalHeightForWidth(panel.width()) if lay.hasHeightForWidth() else lay.totalMinimumSize().height()
        if need > 0 and panel.minimumHeight() != need:
            panel.setMinimumHeight(need)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self.session.visit is not None:
            self._fit_now()

    def _confirmable(self) -> bool:
        """Whether the round's taps make something Confirm can take: a whole choice, a look, a
        choice to do nothing, or (nothing to decide) any taps."""
        v = self.session.visit
        b = self.builder
        if v is None:
            return False
        if v.stage == "sleep":
            return True
        if v.stage != "ask":
            return False
        if self.nothing or self._no_options():
            return True
        if self.looked_pick:
            return v.more_rounds() or (b is not None and b.complete() is not None)
        return b is not None and b.complete() is not None

    def _round_instruction(self) -> str:
        """What to do in a round of the decision: its own instruction, then (its picks made) the
        taps that do nothing."""
        v = self.session.visit
        assert v is not None
        if not self._rounds():
            return self._instruction_now()
        left = self.taps_needed() - self.taps_made()
        b = self.builder
        picking = not self.nothing and not self.looked_pick and b is not None and bool(b.next_targets())
        if left > 0 and picking and (b.complete() is None or len(b.picks) == self.base):
            return self._instruction_now()  # its picks first
        if b is not None and not self.nothing and b.complete() == {} and not b.picks:
            return self._instruction_now()  # a choice without picks (whether to look): its own words
        if self.looked_pick:
            first = self.tr("Press Confirm to see it.")
        elif self.nothing:
            first = ""
        else:
            first = self._instruction_now()
        if left <= 0:
            return first or self.tr("Press Confirm.")
        more = (self.tr("Tap any card, or Nothing, once more: it does nothing. Then press Confirm.") if left == 1
                else texts.fill(self.tr("Tap any card, or Nothing, %1 more times: they do nothing. Then press "
                                        "Confirm."), left))
        return " ".join(t for t in (first, more) if t)

    def _decoy_instruction(self, picks: int) -> str:
        if picks <= 1:
            return self.tr("Nothing to do for you right now. So that nobody can tell, "
                           "tap any card on the table, then press Confirm.")
        if picks == 2:
            return self.tr("Nothing to do for you right now. So that nobody can tell, "
                           "tap any two cards on the table, then press Confirm.")
        return self.tr("Nothing to do for you right now. So that nobody can tell, "
                       "tap any three cards on the table, then press Confirm.")

    def _choice_words(self, picks: list[tuple[str, Any]] | None = None) -> str:
        """The picks (the builder's, by default) in words: "Your choice: Ann's card, Centre 2"."""
        if picks is None:
            b = self.builder
            if b is None or not b.picks:
                return ""
            picks = b.selected()
        return texts.fill(self.tr("Your choice: %1"), ", ".join(self.pick_words(picks)))

    def pick_words(self, picks: list[tuple[str, Any]]) -> list[str]:
        """Each pick in words ("Ann's card", "Centre 2", "left"): the choice line, and a phone's buttons."""
        seats = self.session.seats
        words = []
        for kind, value in picks:
            if kind == "card":
                words.append(texts.fill(self.tr("%1's card"), seats[value]))
            elif kind == "mark":
                words.append(texts.fill(self.tr("%1's mark"), seats[value]))
            elif kind == "seat":
                words.append(seats[value])
            elif kind == "centre":
                words.append(texts.centre_name(value))
            elif kind == "direction":
                words.append(self.tr("left") if value == "left" else self.tr("right"))
        return words

    def _direction_targets(self) -> list[str]:
        """The directions the decision may take next (the Thing's, the Village Idiot's)."""
        b = self.builder
        v = self.session.visit
        if b is None or v is None or v.stage != "ask":
            return []
        return sorted(val for kind, val in b.next_targets() if kind == "direction")

    def _set_directions(self, directions: list[str] | None = None) -> None:
        """The two direction buttons: the same on every visit, in the same place; their words say
        what they do for this player (a Thing's tap, a Village Idiot's move, or nothing at all)."""
        v = self.session.visit
        seats = self.session.seats
        real = self._direction_targets() if directions is None else directions
        thing = bool(real) and v is not None and v.ask is not None and self._action() in texts.TAPS_NEIGHBOURS
        taps = self.tap_targets() if v is not None else set()
        for b in self.direction_buttons:
            d = b.property("direction")
            if real and thing and v is not None:
                n = len(seats)
                who = seats[(v.seat + 1) % n] if d == "left" else seats[(v.seat - 1) % n]
                text = texts.fill(self.tr("Tap %1 (left)") if d == "left" else self.tr("Tap %1 (right)"), who)
            elif real:
                text = self.tr("Move cards to the left") if d == "left" else self.tr("Move cards to the right")
            else:
                text = self.tr("Left") if d == "left" else self.tr("Right")
            b.setText(text)
            chosen = ("direction", d) in self.fillers or (
                self.builder is not None and ("direction", d) in self.builder.selected())
            # pressable on every visit of a tapping round (a tap that cannot count says why)
            b.setEnabled(v is not None and (v.stage in ("ask", "sleep") or ("direction", d) in taps or chosen))
            b.setProperty("selected", chosen)
            b.setVisible(True)

    def _draw_targets(self) -> None:
        b = self.builder
        t = self.table_model
        n = len(self.session.seats)
        values: dict[int, dict[int, Any]] = {}
        v = self.session.visit
        rounds = self._rounds()
        if b is None and v is not None and v.stage == "sleep":
            b = ChoiceBuilder([], self.session.seats)  # no decision: every card is a tap that does nothing
        if b is None or (rounds and (v is None or v.stage not in ("ask", "sleep"))):
            for r in range(t.rowCount()):
                values[r] = {M.CARD_TARGET: "", M.MARK_TARGET: "", M.REASON: "", M.MARK_REASON: ""}
            t.set_places(values)
            return
        sel = set(b.selected()) | {t for t in self.fillers if t[0] != "nothing"}
        taps = self.tap_targets()
        nxt = b.next_targets() | {t for t in taps if t[0] in ("card", "centre")}
        if self.nothing or self.looked_pick or (self._rounds() and self.taps_made() >= self.taps_needed()):
            nxt = {t for t in nxt if t in taps}
        kinds = {k for k, _ in nxt}
        # Pass-and-play: while the round wants taps, every card (and mark) is a target, on every
        # visit alike; one the decision refuses is "illegal", which the private table draws like
        # the others (its reason on a tap and in its tooltip), so the outlines never show the room
        # what the holder may pick (DESIGN.md §Hand-off 8).
        if rounds and self.taps_made() < self.taps_needed():
            kinds |= {"card", "seat", "centre"} | ({"mark"} if t.marks_shown else set())
        for r in range(t.rowCount()):
            row: dict[int, Any] = {}
            if r < n:
                card_targets = [("card", r), ("seat", r)]
                if any(x in sel for x in card_targets):
                    row[M.CARD_TARGET], row[M.REASON] = "selected", ""
                elif any(x in nxt for x in card_targets):
                    row[M.CARD_TARGET], row[M.REASON] = "legal", ""
                elif kinds & {"card", "seat"}:
                    row[M.CARD_TARGET], row[M.REASON] = "illegal", self._why(card_targets)
                else:
                    row[M.CARD_TARGET], row[M.REASON] = "", ""
                if ("mark", r) in sel:
                    row[M.MARK_TARGET], row[M.MARK_REASON] = "selected", ""
                elif ("mark", r) in nxt:
                    row[M.MARK_TARGET], row[M.MARK_REASON] = "legal", ""
                elif "mark" in kinds:
                    row[M.MARK_TARGET], row[M.MARK_REASON] = "illegal", self._why([("mark", r)])
                else:
                    row[M.MARK_TARGET], row[M.MARK_REASON] = "", ""
            else:
                target = ("centre", r - n)
                if target in sel:
                    row[M.CARD_TARGET], row[M.REASON] = "selected", ""
                elif target in nxt:
                    row[M.CARD_TARGET], row[M.REASON] = "legal", ""
                elif "centre" in kinds:
                    row[M.CARD_TARGET], row[M.REASON] = "illegal", self._why([target])
                else:
                    row[M.CARD_TARGET], row[M.REASON] = "", ""
            values[r] = row
        t.set_places(values)

    def _why(self, targets: list[tuple[str, Any]]) -> str:
        v = self.session.visit
        b = self.builder
        if v is None or b is None or v.stage != "ask":
            return ""
        probe = b.probe(targets)
        if probe is None:
            return texts.rule_reason("illegal_target", "")
        err = self.session.why_not(probe)
        if err is None:
            return texts.rule_reason("illegal_target", "")
        return texts.rule_reason(err.code, err.detail, getattr(err, "reason", ""))

    def _update_done(self) -> None:
        v = self.session.visit
        if v is None:
            return
        left_ms = self.left_ms()
        if left_ms > 0:
            secs = (left_ms + 999) // 1000
            self.done.setText(texts.fill(self.tr("Done (%1)"), secs))
        else:
            self.done.setText(self.tr("Done"))
        self.done.setEnabled(self.session.visit_done() and left_ms <= 0)

    # --- actions ------------------------------------------------------------------------
    def on_target(self, kind: str, index: Any) -> None:
        """A tap on the table (or a direction button): the decision's next pick, a tap that does
        nothing, or one taken back; or why not."""
        v = self.session.visit
        b = self.builder
        if v is None or v.stage not in ("ask", "sleep"):
            return
        targets = click_targets(kind, index)
        if not self._rounds():  # the narrated night: the decision's picks, a look shown at once
            if b is None or v.stage != "ask":
                return
            if b.click(targets):
                self.reason = ""
                if self._is_look():
                    b.lock()
                    self.session.submit(Peek(b.partial_args()))  # emits visit_changed → refresh
                    return
            else:
                self.reason = self._why(targets)
            self._redraw_round()
            return
        self.reason = ""
        if kind == "mark":
            # A mark is a target on every visit (_draw_targets): its tap is the mark's own, never
            # its seat's (a seat's pick is taken back by its card or its name, not its mark).
            targets = [("mark", index)]
        # a pick of this round tapped again is taken back
        if v.stage == "ask" and b is not None:
            for t in targets:
                hit = next((i for i, p in enumerate(b.picks) if p.target == t and i >= max(b.locked, self.base)), None)
                if hit is not None:
                    del b.picks[hit:]
                    self.looked_pick = False
                    self._redraw_round()
                    return
        # a tap that did nothing, tapped again, is taken back
        mine = next((t for t in targets if t in self.fillers), None)
        if mine is not None:
            self.fillers.remove(mine)
            self._redraw_round()
            return
        full = self.taps_made() >= self.taps_needed()
        if (v.stage == "ask" and b is not None and not full and not self.nothing and not self.looked_pick
                and any(t in b.next_targets() for t in targets) and b.click(targets)):
            if self._is_look():
                self.looked_pick = True  # the look is this round's: it shows at Confirm
        elif not full and self._fillers_ok():
            self.fillers.append(targets[0])
        elif v.stage == "ask" and not full:
            self.reason = self._why(targets)
        self._redraw_round()

    def _redraw_round(self) -> None:
        self._draw_now()
        self._draw_targets()

    def on_confirm(self) -> None:
        v = self.session.visit
        if v is None or not self.confirm.isEnabled():
            return
        if v.stage == "ask":
            b = self.builder
            if self._rounds() and self.looked_pick and v.more_rounds() and not self.nothing:
                assert b is not None
                try:
                    self.session.submit(Peek(b.partial_args()))
                except RuleError as exc:
                    self.reason = texts.rule_reason(exc.code, exc.detail, getattr(exc, "reason", ""))
                    self._draw_now()
                    return
                self._turn_over()
                return
            if self.nothing and (b is None or b.locked == 0):
                args = None
            else:
                args = b.complete() if b is not None else None
                if args is None and self.session.ask_options():
                    return
            words = self._choice_words() if args else self.tr("You chose to do nothing.")
            self.decided = (args, list(b.selected()) if args and b is not None else [])
            try:
                self.session.submit(Decide(args, words))
            except RuleError as exc:
                self.reason = texts.rule_reason(exc.code, exc.detail, getattr(exc, "reason", ""))
                self._draw_now()
                return
            self._turn_over()
        elif v.stage in ("looked", "result"):
            self.session.submit(NextDecision())
        elif v.stage == "sleep":
            rows = self._tapped_rows()
            self.session.submit(Sleep())
            self._turn_over(rows)
        elif v.stage == "slept":
            self.session.submit(NextDecoy())

    def _tapped_rows(self) -> list[int]:
        """The table rows this round tapped (its picks and its taps that did nothing), in order."""
        n = len(self.session.seats)
        picked = [p.target for p in self.builder.picks[self.base:]] if self.builder is not None else []
        rows = []
        for kind, value in picked + self.fillers:
            if kind in ("seat", "card", "mark"):
                rows.append(value)
            elif kind == "centre":
                rows.append(n + value)
        return rows

    def _turn_over(self, tapped: list[int] | None = None) -> None:
        """After a Confirm: as many cards turn over as every visit of the lap turns (the round's
        flips): what a look shows, landing face up, and other cards (the ones tapped, then the
        holder's own, then the rest) turning over and back to the face they showed."""
        s = self.session
        v = s.visit
        if v is None or not self._rounds():
            return
        k = v.round
        want = v.script[k][1] if k < len(v.script) else 0
        real = list(v.flips)[:want]
        for kind, place in real:  # a look on a face already known turns over all the same
            if kind == "card" and 0 <= place < len(self.scene.places):
                card = self.scene.places[place].card
                if not card.flipping():
                    card.turn(self.scene.animate_ms)
            elif kind == "mark" and 0 <= place < len(self.scene.places) and self.scene.places[place].mark is not None:
                mark = self.scene.places[place].mark
                if not mark.flipping():
                    mark.turn(self.scene.animate_ms)
        taken = {place for kind, place in real if kind == "card"}
        rows = tapped if tapped is not None else []
        order = rows + [v.seat] + list(range(len(self.scene.places)))
        others: list[int] = []
        for r in order:
            if r not in taken and r not in others and 0 <= r < len(self.scene.places):
                others.append(r)
        self.scene.turn_over(others[:max(0, want - len(real))])

    def on_secondary(self) -> None:
        """Nothing: a tap that does nothing, or the choice to do nothing (more); once the round's
        taps are made, Clear takes them back."""
        v = self.session.visit
        if v is None or not self.secondary.isEnabled():
            return
        if not self._rounds():
            if v.stage == "ask":
                self.decided = (None, [])
                self.session.submit(Decide(None, self.tr("You chose to do nothing.")))
            return
        if v.stage not in ("ask", "sleep"):
            return
        if self.taps_made() >= self.taps_needed():  # Clear
            self.fillers = []
            self.nothing = False
            self.looked_pick = False
            if self.builder is not None:
                del self.builder.picks[max(self.builder.locked, self.base):]
        elif v.stage == "ask" and self._may_do_nothing():
            self.nothing = True
        elif v.stage == "ask" and not self._fillers_ok():  # the decision's picks come first
            self.reason = self.tr("Your choice first: tap what you choose, then the taps that do nothing.")
            self._redraw_round()
            return
        else:
            self.fillers.append(("nothing", len(self.fillers)))
        self.reason = ""
        self._redraw_round()

    def on_done(self) -> None:
        if self.done.isEnabled():
            self.session.submit(FinishVisit())

    def primary(self) -> None:
        """Enter: confirm, go on, or finish, whichever is possible."""
        for b in (self.confirm, self.done):
            if b.isVisible() and b.isEnabled():
                b.click()
                return


def _copy_looks_first(copy: str) -> bool:
    """Whether the Doppelganger's copy starts its immediate action with a look of its own."""
    imm = DOPPEL_IMMEDIATE.get(copy)
    return imm is not None and imm.look_first
