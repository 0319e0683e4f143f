"""The second wave's public day buttons on one device (CLASSIC.md §11.23): the cavalier's (day
screen, until the vote opens) and the servant's (a short window at dusk after a hanging).

Pressing one is public, so it names nobody: the table says who pressed (`PresserScreen`), the
laptop goes behind the curtain to that player, and `PowerScreen` lets only the card's holder
confirm (the session asks the engine: `power_options`). Anyone else sees the same screen with
nothing to choose and cancels; a cancel shows nothing. The reveal and the answer are then public
(the dusk screen).
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ..screens.private import PrivateScreen
from ..texts import translate
from ..widgets import ArtLabel, Page, button, label, panel
from .actions import PowerCancel, PowerConfirm, Presser
from .widgets import classic_role_art, fill, role_name


def power_title(power: str) -> str:
    return {"cavalier": translate("ClassicPower", "The Cavalier's challenge"),
            "servant": translate("ClassicPower", "The Servant takes the card")}.get(power, "")


class PresserScreen(Page):
    """Public: who pressed the button? The laptop then goes to that player, behind the curtain."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__("dusk", parent)
        self.session = session
        self.title = label("", prop="heading")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = label(self.tr("Who pressed it? Tap your name: the laptop comes to you, behind the curtain. "
                                  "Only the card's holder can go on; anyone else just cancels, and nobody sees "
                                  "the difference."), prop="muted", wrap=True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid = QGridLayout()
        self.grid.setSpacing(8)
        self.name_buttons: list[QPushButton] = []
        self.cancel_button = button(self.tr("Nobody: back"))
        self.cancel_button.clicked.connect(lambda: self.session.submit(Presser(None)))
        box = panel()
        bv = QVBoxLayout(box)
        bv.addLayout(self.grid)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(60, 30, 60, 30)
        outer.addWidget(self.title)
        outer.addWidget(self.hint)
        outer.addSpacing(10)
        outer.addWidget(box)
        outer.addStretch(1)
        outer.addWidget(self.cancel_button, 0, Qt.AlignmentFlag.AlignHCenter)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.refresh()

    def refresh(self) -> None:
        power = self.session.power[0] if self.session.power else ""
        self.title.setText(power_title(power))
        for b in self.name_buttons:
            self.grid.removeWidget(b)
            b.deleteLater()
        self.name_buttons = []
        st = self.session.state
        if st is None:
            return
        living = [s for s in range(st.n) if st.is_alive(s)]
        cols = 3 if len(living) > 9 else 2
        for i, s in enumerate(living):
            b = button(self.session.seats[s])
            b.setMinimumHeight(44)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _=False, s=s: self.session.submit(Presser(s)))
            self.grid.addWidget(b, i // cols, i % cols)
            self.name_buttons.append(b)


class PowerScreen(PrivateScreen):
    """Private: the presser confirms the power on a player, or cancels. The same screen for
    everyone, for the same time (DESIGN.md, Hand-off rule 2): the same grid of players (those the
    table knows the power could name), and Cancel and Confirm both wait for the shortest visit
    (the night visits' own clock, screens.private.PrivateScreen), so a non-holder's cancel lasts as
    long as a holder's choice. Only the holder, when the engine allows it now, can tap a player."""

    hide_action = PowerCancel

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.art = ArtLabel(96, self)
        self.title = label("", prop="heading")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = label("", wrap=True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid = QGridLayout()
        self.grid.setSpacing(8)
        self.target_buttons: dict[int, QPushButton] = {}
        self.options: list[int] = []
        self.chosen: int | None = None
        self.confirm_button = button(self.tr("Confirm"), primary=True, big=True)
        self.cancel_button = button(self.tr("Cancel"), big=True)
        self.confirm_button.clicked.connect(self.confirm)
        self.cancel_button.clicked.connect(self.cancel)
        box = panel()
        bv = QVBoxLayout(box)
        bv.addLayout(self.grid)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.cancel_button)
        row.addWidget(self.confirm_button)
        row.addStretch(1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(60, 30, 60, 30)
        outer.addWidget(self.art, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addWidget(self.title)
        outer.addWidget(self.text)
        outer.addSpacing(10)
        outer.addWidget(box)
        outer.addStretch(1)
        outer.addLayout(row)
        self.hide_button.setVisible(False)  # Esc and Cancel are the same thing here

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.chosen = None
        self.refresh()
        self.cancel_button.setFocus()

    def keep_state(self) -> dict:
        return {**super().keep_state(), "chosen": self.chosen}

    def restore_state(self, kept: dict) -> None:
        super().restore_state(kept)
        self.refresh()
        if kept.get("chosen") in self.options:
            self.pick(kept["chosen"])

    # --- the shortest visit -------------------------------------------------------------------
    def _ready(self) -> bool:
        return self.left_ms() <= 0

    def hide_me(self) -> None:
        """Esc: a cancel, once the shortest visit is over (never sooner, for anyone)."""
        self.cancel()

    def _idle_timeout(self) -> None:
        if self.isVisible():
            self.session.submit(PowerCancel())

    def primary(self) -> None:
        self.confirm()

    def tick_update(self) -> None:
        self._update()

    # --- drawing --------------------------------------------------------------------------------
    def candidates(self, power: str, seat: int) -> list[int]:
        """The players the table knows this power could name: the living but the presser for the
        cavalier, today's hanged for the servant. Public facts only: the same for everyone."""
        st = self.session.state
        if st is None:
            return []
        if power == "cavalier":
            return [s for s in range(st.n) if st.is_alive(s) and s != seat]
        return list(self.session.hanged_today())

    def refresh(self) -> None:
        p = self.session.power
        if p is None or p[1] is None:
            return
        power, seat = p
        self.options = list(self.session.power_options())
        self.art.set_art(classic_role_art(power))
        self.title.setText(power_title(power))
        name = self.session.seats[seat]
        if self.options and power == "cavalier":
            self.text.setText(fill(self.tr("%1, you are the Cavalier. Name the player you challenge: a wolf dies; "
                                           "if not, you die. Both are said aloud."), name))
        elif self.options:
            self.text.setText(fill(self.tr("%1, you are the Servant. Take the card of the hanged player? You "
                                           "are revealed; the card itself stays secret."), name))
        else:
            self.text.setText(fill(self.tr("%1, only the %2 can confirm this now. Press Cancel: nobody will know "
                                           "what you saw."), name, role_name(power)))
        for b in self.target_buttons.values():
            self.grid.removeWidget(b)
            b.deleteLater()
        self.target_buttons = {}
        shown = self.candidates(power, seat)
        shown += [t for t in self.options if t not in shown]
        for i, t in enumerate(shown):
            b = button(self.session.seats[t])
            b.setCheckable(True)
            b.setMinimumHeight(44)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.setEnabled(t in self.options)
            b.clicked.connect(lambda _=False, t=t: self.pick(t))
            self.grid.addWidget(b, i // 3, i % 3)
            self.target_buttons[t] = b
        if self.chosen not in self.options:
            self.chosen = None
        if len(self.options) == 1:
            self.pick(self.options[0])
        self._update()

    def pick(self, target: int) -> None:
        if target not in self.options:
            return
        self.chosen = target
        for t, b in self.target_buttons.items():
            b.setChecked(t == target)
        self._update()

    def _update(self) -> None:
        left = self.left_ms()
        wait = left > 0
        secs = (left + 999) // 1000
        self.cancel_button.setEnabled(not wait)
        self.cancel_button.setText(fill(self.tr("Cancel (%1)"), secs) if wait else self.tr("Cancel"))
        self.confirm_button.setEnabled(not wait and self.chosen is not None and self.chosen in self.options)
        self.confirm_button.setText(fill(self.tr("Confirm (%1)"), secs) if wait else self.tr("Confirm"))

    def cancel(self) -> None:
        if self._ready():
            self.session.submit(PowerCancel())

    def confirm(self) -> None:
        if self._ready() and self.chosen is not None and self.chosen in self.options:
            self.session.submit(PowerConfirm(self.chosen))


__all__ = ["PowerScreen", "PresserScreen", "power_title"]
