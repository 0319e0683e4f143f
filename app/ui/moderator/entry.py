"""The moderator's entry: the seat tiles to tap what the players point at, the few buttons a
step's choice needs beyond that (the witch's potions, the thief's cards, a side, a flag), Record
and Nothing; the engine checks each tap and the refusal's reason shows at once.

The shape of each step's choice is the engine's args (CLASSIC.md §3.4, §11.6, §11.21, §11.31):
`FORMS` says which taps and buttons make it; the engine alone says whether it is legal.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ..classic.events_text import event_title
from ..classic.widgets import role_name
from ..classic.xprivate import PairTiles
from ..texts import fill, join_names
from ..widgets import button, label
from . import words
from .actions import Entry
from .session import EntryRefused

# The taps and buttons of each step's choice; any other step is one player ("player").
FORMS = {
    "thief": "take", "cupid": "pair", "heretic": "pair", "mad_doctor": "pair", "pied_piper": "one_or_two",
    "witch": "potions", "little_girl": "flag:peek", "judge": "flag:sign", "actor": "flag:draw",
    "demon_wolf": "flag:convert", "wolf_hound": "side", "avenger": "side", "apothecary": "draught",
    "ghost": "message", "gypsy": "gypsy", "town_crier": "play",
}
SEATLESS = ("take", "side", "play")  # no tile to tap


def form_of(step: str) -> str:
    return FORMS.get(step, "player")


def compose(form: str, mode: Any, seats: list[int], text: str = "") -> Any:
    """The engine's args for these taps and this button, or None while the choice is not complete."""
    one = seats[0] if len(seats) == 1 else None
    if form == "player":
        return {"player": one} if one is not None else None
    if form == "pair":
        return {"players": list(seats)} if len(seats) == 2 else None
    if form == "one_or_two":
        return {"players": list(seats)} if 1 <= len(seats) <= 2 else None
    if form in ("take", "side", "play"):
        key = {"take": "take", "side": "side", "play": "play"}[form]
        return {key: mode} if mode is not None else None
    if form.startswith("flag:"):
        return {form[5:]: True} if mode else None
    if form == "potions":
        if mode == "save":
            return {"save": True}
        if mode == "poison" and one is not None:
            return {"poison": one}
        if mode == "both" and one is not None:
            return {"save": True, "poison": one}
        return None
    if form == "draught":
        return {mode: one} if mode in ("stupor", "restore") and one is not None else None
    if form == "message":
        return {"message": text.strip()} if text.strip() else None
    if form == "gypsy":
        if mode == "seance_pair":
            return {"card": mode, "players": list(seats)} if len(seats) == 2 else None
        return {"card": mode, "player": one} if mode and one is not None else None
    return None


def seats_needed(form: str, mode: Any) -> int:
    if form in ("pair",) or (form == "gypsy" and mode == "seance_pair"):
        return 2
    if form == "one_or_two":
        return 2
    if form in SEATLESS or form.startswith("flag:") or form == "message" or (form == "potions" and mode == "save"):
        return 0
    return 1


class EntryPanel(QWidget):
    """The entry the game waits for: who acts, the tiles, the step's buttons, Record / Nothing,
    the refusal's reason, and what the last entry showed."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.key: Any = None  # (step, seats, state) the selection belongs to
        self.seats: list[int] = []
        self.mode: Any = None
        self.who = label("", prop="subheading", wrap=True)
        self.hint = label("", prop="muted", wrap=True)
        self.tiles = PairTiles()
        self.tiles.max_tile.setWidth(120)
        self.tiles.max_tile.setHeight(140)
        self.tiles.clicked.connect(self.tap)
        self.modes_row = QHBoxLayout()
        self.modes = QButtonGroup(self)
        self.modes.setExclusive(True)
        self.message = QLineEdit()
        self.message.setMaxLength(140)
        self.message.setPlaceholderText(self.tr("The Ghost's message (at most 140 characters)"))
        self.message.textChanged.connect(lambda _: self._check())
        self.chosen = label("", wrap=True)
        self.reason = label("", prop="problem", wrap=True)
        self.nothing_button = button(self.tr("Nothing"))
        self.nothing_button.setToolTip(self.tr("Nobody was pointed at, or the player did nothing"))
        self.record_button = button(self.tr("Record"), primary=True)
        self.record_button.setShortcut("Return")
        for b in (self.nothing_button, self.record_button):
            b.setMinimumHeight(44)
        self.nothing_button.clicked.connect(self.nothing)
        self.record_button.clicked.connect(self.record)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self.who)
        col.addWidget(self.hint)
        col.addLayout(self.modes_row)
        col.addWidget(self.message)
        col.addWidget(self.tiles, 1)
        col.addWidget(self.chosen)
        col.addWidget(self.reason)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.nothing_button)
        row.addWidget(self.record_button)
        col.addLayout(row)

    # --- what the panel shows -------------------------------------------------------------------------
    def show_tiles(self, choosing: bool) -> None:
        """The seats with their cards (the moderator sees them), dead or alive, the lovers' hearts."""
        s = self.session
        b = s.board()
        if b is None:
            return
        pub = s.public_view()
        self.tiles.set_seats(list(s.seats), list(s.portraits), [x.alive for x in b.seats],
                             [x.died[0] if x.died else None for x in b.seats], [x.role for x in b.seats])
        marks = {x.seat: [words.mark_words(m) for m in x.marks if m in ("captain", "sick", "wounded", "charmed",
                                                                        "power_lost", "blocked", "exiled")][:1]
                 for x in b.seats}
        self.tiles.set_marks(marks, [x.seat for x in b.seats if "lover" in x.marks])
        self.tiles.set_captain(pub.captain if pub is not None else None)
        if not choosing:
            self.tiles.set_choosable(None)
            return
        grave = self.form == "gypsy" and self.mode in ("seance_grave", "seance_cause")
        legal = {x.seat: None if (x.alive != grave) else (self.tr("dead") if not x.alive else self.tr("alive"))
                 for x in b.seats}
        self.tiles.set_choosable(legal)

    @property
    def form(self) -> str:
        w = self.session.waiting()
        return form_of(w[0]) if w is not None else "player"

    def refresh(self) -> None:
        s = self.session
        w = s.waiting()
        self.setVisible(w is not None)
        if w is None:
            self.key = None
            return
        step, actors = w
        key = (step, actors, s.state)
        if key != self.key:
            self.key = key
            self.seats, self.mode = [], None
            self.message.clear()
            self.reason.setText("")
            self._make_modes(step)
        names = s.seats
        roles = s.state.roles
        self.who.setVisible(s.stage != "night")  # at night the call's holders say it
        if step in ("wolves", "second_bite"):
            self.who.setText(fill(self.tr("The wolves point together: %1"), join_names([names[a] for a in actors])))
        else:
            self.who.setText(words.seat_title(names, actors[0], roles[actors[0]]))
        self.hint.setText(self._hint(step))
        form = self.form
        self.message.setVisible(form == "message")
        self.show_tiles(form not in SEATLESS and not form.startswith("flag:") and form != "message"
                        and not (form == "potions" and self.mode in (None, "save")) and not
                        (form in ("draught", "gypsy") and self.mode is None))
        self.tiles.set_selected(self.seats[0] if self.seats else None)
        self.tiles.set_also(self.seats[1] if len(self.seats) > 1 else None)
        self._check(show=False)

    def _hint(self, step: str) -> str:
        chain = {
            "hunter": self.tr("The Hunter is dead: tap the player he shoots, then Record; Nothing if he does not."),
            "revenge": self.tr("The Avenger is dead: tap the player he takes with him, then Record; Nothing if he "
                               "does not."),
            "scapegoat": self.tr("The Scapegoat died for the tie: tap the player who goes on trial tomorrow, then "
                                 "Record; or Nothing."),
            "successor": self.tr("The captain is dead: tap the new captain he names, then Record; or Nothing."),
            "servant": self.tr("The Servant may reveal herself and take the hanged player's card: tap the hanged "
                               "player, then Record; Nothing if she does not."),
            "tiebreak": self.tr("A tie: tap the player the captain names among the tied, then Record; Nothing leaves "
                                "the tie."),
            "crier": self.tr("The captain names the town crier: tap that player, then Record; Nothing keeps the job "
                             "as it is."),
            "cavalier": self.tr("Before the vote the Cavalier may challenge a player: tap that player, then Record; "
                                "Nothing if he does not."),
        }
        if step in chain:
            return chain[step]
        form = self.form
        if form == "pair":
            return self.tr("Tap the two players pointed at, then Record.")
        if form == "one_or_two":
            return self.tr("Tap the players pointed at (two, or one when only one is left), then Record.")
        if form == "take":
            return self.tr("Tap the spare card the Thief takes, then Record.")
        if form == "potions":
            return self.tr("Save tonight's victim, or poison a player (tap Poison, then the player), then Record.")
        if form.startswith("flag:"):
            return self.tr("Tap the button if the player says yes, then Record; else Nothing.")
        if form == "side":
            return self.tr("Tap the side the player chose, then Record.")
        if form == "draught":
            return self.tr("Tap the draught, then the player, then Record.")
        if form == "message":
            return self.tr("Type the Ghost's message, then Record.")
        if form == "gypsy":
            return self.tr("Tap the spirit card the Gypsy chose, then the player(s), then Record.")
        if form == "play":
            return self.tr("Tap the card the Town Crier plays for the morning, then Record.")
        return self.tr("Tap the player pointed at, then Record. Nobody pointed: Nothing.")

    def _make_modes(self, step: str) -> None:
        for b in self.modes.buttons():
            self.modes.removeButton(b)
            b.setParent(None)
            b.deleteLater()
        form = form_of(step)
        for value, text in self._mode_choices(form):
            b = QPushButton(text)
            b.setCheckable(True)
            b.setMinimumHeight(40)
            b.setStyleSheet("QPushButton:checked { background: #56B4E9; color: #1D2233; border-color: #56B4E9; "
                            "font-weight: bold; }")
            b.setProperty("mode", value)
            b.clicked.connect(lambda _=False, v=value: self.pick_mode(v))
            self.modes.addButton(b)
            self.modes_row.addWidget(b)
            b.show()  # a child added to a shown panel stays hidden until told

    def _mode_choices(self, form: str) -> list[tuple[Any, str]]:
        s = self.session
        if form == "take":
            b = s.board()
            return [(i, fill(self.tr("Card %1: %2"), i + 1, role_name(c))) for i, c in enumerate(b.spare[:2])]
        if form == "potions":
            out = [("save", self.tr("Save the victim")), ("poison", self.tr("Poison"))]
            if dict(s.state.options).get("witch_both_potions"):
                out.append(("both", self.tr("Save and poison")))
            return out
        if form.startswith("flag:"):
            return [(True, {"peek": self.tr("Peek"), "sign": self.tr("Give the sign"), "draw": self.tr("Draw a card"),
                            "convert": self.tr("Turn the victim")}[form[5:]])]
        if form == "side":
            return [("wolves", self.tr("The wolves")), ("village", self.tr("The village"))]
        if form == "draught":
            return [("stupor", self.tr("Stupor")), ("restore", self.tr("Restore"))]
        if form == "gypsy":
            from app.core.classic.nmview import seances_left

            return [(c, event_title(c)) for c in seances_left(s.state)]
        if form == "play":
            from app.core.classic.nmview import hand

            return [(c, event_title(c)) for c in hand(s.state)]
        return []

    # --- taps -------------------------------------------------------------------------------------
    def pick_mode(self, value: Any) -> None:
        self.mode = value
        if seats_needed(self.form, value) == 0:
            self.seats = []
        self.refresh()
        self._check()

    def tap(self, seat: int) -> None:
        form = self.form
        need = seats_needed(form, self.mode)
        if need == 0:
            return
        before = list(self.seats)
        if seat in self.seats:
            self.seats.remove(seat)
        elif need == 1:
            self.seats = [seat]
        elif len(self.seats) < need:
            self.seats.append(seat)
        else:
            self.seats = [self.seats[-1], seat]
        args = compose(form, self.mode, self.seats, self.message.text())
        if args is not None:
            refusal = self.session.why_not(args)
            if refusal is not None:
                self.seats = before
                self._say(refusal)
                self.refresh()
                return
        self.reason.setText("")
        self.refresh()

    def args(self) -> Any:
        return compose(self.form, self.mode, self.seats, self.message.text())

    def _check(self, show: bool = True) -> None:
        args = self.args()
        self.record_button.setEnabled(args is not None)
        for b in self.modes.buttons():
            b.setChecked(b.property("mode") == self.mode)
        names = self.session.seats
        self.reason.setVisible(bool(self.reason.text()))
        if args is None:
            self.chosen.setText("")
            self.chosen.setVisible(False)
            return
        self.chosen.setVisible(True)
        picked = [names[x] for x in self.seats]
        mode = next((b.text() for b in self.modes.buttons() if b.property("mode") == self.mode), "")
        self.chosen.setText(fill(self.tr("To record: %1"), join_names([t for t in [mode] + picked if t])
                                 or self.message.text().strip()))
        if show:
            refusal = self.session.why_not(args)
            if refusal is not None:
                self._say(refusal)

    def _say(self, refusal) -> None:
        view = self.session.call_view(self.session.waiting()[0]) if self.session.stage == "night" else None
        last = view.last if view is not None else None
        self.reason.setText(words.reason(refusal.code, self.session.seats, refusal.seat, refusal.target, last))
        self.reason.setVisible(True)

    # --- entering ---------------------------------------------------------------------------------
    def record(self) -> None:
        args = self.args()
        if args is None:
            self.reason.setText(words.reason("bad_args", self.session.seats))
            return
        self._submit(args)

    def nothing(self) -> None:
        self._submit({})

    def _submit(self, args: Any) -> None:
        try:
            self.session.submit(Entry(args))
        except EntryRefused as exc:
            self._say(exc.refusal)
            return
        self.reason.setText("")

    def keep_state(self) -> dict:
        return {"seats": list(self.seats), "mode": self.mode, "text": self.message.text()}

    def restore_state(self, kept: dict) -> None:
        self.refresh()
        self.seats = [s for s in kept.get("seats", []) if isinstance(s, int)]
        self.mode = kept.get("mode")
        self.message.setText(kept.get("text", ""))
        self.refresh()


__all__ = ["EntryPanel", "FORMS", "compose", "form_of"]
