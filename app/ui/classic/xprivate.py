"""The extended preset's private words and two small pickers (CLASSIC.md §11.5-§11.12).

`VisitScreen` and `BallotScreen` (private.py) keep one frame for every visit; this module
gives them what changes with the extended steps: the words of each step, the lines of
"What you know" (lovers, brothers, a catch, tonight's results, earlier nights), the thief's
two spare cards as a card picker, and seat tiles that hold two selections (Cupid).
Everything is plain text.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from .. import style
from ..texts import join_names, translate
from .widgets import SeatTiles, classic_role_art, fill, role_name, team_name


# --- words -------------------------------------------------------------------------------------

def step_words(step: str, opts: list[Any], bite_wolves: bool = False) -> tuple[str, str]:
    """(title, text) of the action to take now."""
    both = any(isinstance(o, dict) and "save" in o and "poison" in o for o in opts)
    if step == "thief":
        return (translate("ClassicVisit", "Two spare cards"),
                translate("ClassicVisit", "Tap a card, then Confirm: it is your card for the whole game. Skip keeps "
                          "the Thief, a villager with no power."))
    if step == "cupid":
        return (translate("ClassicVisit", "Choose the two lovers"),
                translate("ClassicVisit", "Tap two living players (yourself too), then Confirm. Tap a player again to "
                          "unselect. The lovers will know each other."))
    if step == "wolves":
        if bite_wolves:
            return (translate("ClassicVisit", "Choose tonight's victim"),
                    translate("ClassicVisit", "Tap another player (a wolf too), then Confirm. The player most picked is "
                              "bitten; a tie means nobody is."))
        return (translate("ClassicVisit", "Choose tonight's victim"),
                translate("ClassicVisit", "Tap a player who is not a wolf, then Confirm. The player most picked is "
                          "bitten; a tie means nobody is."))
    if step == "little_girl":
        return (translate("ClassicVisit", "Peek at the wolves?"),
                translate("ClassicVisit", "Peek to learn one wolf's name; but one time in three the wolves see you, "
                          "and then you die tonight. Sleep is safe."))
    if step == "seer":
        return (translate("ClassicVisit", "Look at one player"),
                translate("ClassicVisit", "Tap another living player, then Confirm: you will see their side."))
    if step == "fox":
        return (translate("ClassicVisit", "Sniff out a group of three"),
                translate("ClassicVisit", "Tap a living player (yourself too), then Confirm: you learn whether a wolf is "
                          "among that player and their two living neighbours. If none is, your power is gone."))
    if step == "bodyguard":
        return (translate("ClassicVisit", "Protect one player tonight"),
                translate("ClassicVisit", "Tap a living player (yourself too), then Confirm. Not the same player two "
                          "nights running."))
    if step == "witch":
        if both:
            return (translate("ClassicVisit", "Your potions"),
                    translate("ClassicVisit", "Save tonight's victim, tap a player to poison them, or both; then "
                              "Confirm."))
        return (translate("ClassicVisit", "Your potions"),
                translate("ClassicVisit", "Tap a player and Confirm to poison them, or save tonight's victim. One "
                          "potion a night at most."))
    if step == "hunter":
        return (translate("ClassicVisit", "You are dying: take a last shot"),
                translate("ClassicVisit", "Tap a living player and Confirm to shoot them, or Skip."))
    if step == "scapegoat":
        return (translate("ClassicVisit", "You die for the tie"),
                translate("ClassicVisit", "Name a player who goes on trial tomorrow, or skip. Tap a living player, "
                          "then Confirm."))
    if step == "successor":
        return (translate("ClassicVisit", "Name the new captain"),
                translate("ClassicVisit", "You were the captain: name the new captain, or skip. Tap a living player, "
                          "then Confirm."))
    return ("", "")


def idle_title(role: str, vv, last: bool) -> str:
    """The title of a visit with nothing to do (the decoy's shape)."""
    if last:
        return translate("ClassicVisit", "Your last turn: nothing to do")
    if vv is not None and vv.power_gone:
        return translate("ClassicVisit", "Your power is gone")
    if vv is not None and role == "little_girl" and vv.first_night and vv.visit.kind == "act":
        return translate("ClassicVisit", "From tomorrow night you may peek")
    if vv is not None and vv.visit.kind == "act":
        return translate("ClassicVisit", "Nothing left to use tonight")
    return translate("ClassicVisit", "Nothing to do on this visit")


def result_line(r: tuple[str, Any], names) -> list[str]:
    """One of tonight's results in words (a peek that was seen gives two lines)."""
    kind, value = r
    if kind == "team":
        t, team = value
        return [fill(translate("ClassicVisit", "%1 is on the %2 side."), names[t], team_name(team))]
    if kind == "wolf_near":
        _centre, group, yes = value
        who = join_names([names[s] for s in group])
        if yes:
            return [fill(translate("ClassicVisit", "%1: a wolf is among them."), who)]
        return [fill(translate("ClassicVisit", "%1: no wolf. Your power is gone."), who)]
    if kind == "peek":
        wolf, caught = value
        out = [fill(translate("ClassicVisit", "You saw a wolf: %1."), names[wolf])]
        if caught:
            out.append(translate("ClassicVisit", "The wolves saw you! You die tonight."))
        return out
    if kind == "role":
        return [fill(translate("ClassicVisit", "You are now the %1."), role_name(value))]
    return []


def known_lines(vv, k, names, night: int, tonight_notes) -> list[tuple[str, bool]]:
    """The extended additions to "What you know": (text, strong). `k` is the seat's knowledge
    (views.SeatView) of earlier moments, `vv` tonight's view."""
    lines: list[tuple[str, bool]] = []
    if vv.caught is not None:
        lines.append((fill(translate("ClassicVisit", "Last night you caught the Little Girl, %1."), names[vv.caught]), True))
    if vv.partner is not None:
        p = names[vv.partner]
        if vv.partner_role:
            lines.append((fill(translate("ClassicVisit", "Your lover is %1, the %2."), p, role_name(vv.partner_role)), True))
            if vv.mixed:
                lines.append((translate("ClassicVisit", "You two are a team of your own: you win together if you are "
                                        "the last two."), True))
        elif vv.partner_alive:
            lines.append((fill(translate("ClassicVisit", "Your partner, %1, is alive."), p), True))
        else:
            lines.append((fill(translate("ClassicVisit", "Your partner, %1, is dead."), p), True))
    elif k is not None and k.partner is not None:
        lines.append((fill(translate("ClassicVisit", "Your lover: %1."), names[k.partner]), False))
    if vv.brothers:
        lines.append((fill(translate("ClassicVisit", "Your brothers: %1."), join_names([names[b] for b in vv.brothers])), True))
    if k is not None:
        for n, t, team in k.seer_results:
            lines.append((fill(translate("ClassicVisit", "Night %1: %2 is on the %3 side"), n, names[t], team_name(team)), False))
        for n, _c, group, yes in k.sniffs:
            who = join_names([names[s] for s in group])
            lines.append((fill(translate("ClassicVisit", "Night %1: a wolf among %2"), n, who) if yes
                          else fill(translate("ClassicVisit", "Night %1: no wolf among %2"), n, who), False))
        for n, w, _caught in k.peeks:
            lines.append((fill(translate("ClassicVisit", "Night %1: you saw the wolf %2"), n, names[w]), False))
    if vv.last_protected is not None and vv.role == "bodyguard":
        lines.append((fill(translate("ClassicVisit", "Last night you protected %1."), names[vv.last_protected]), False))
    if k is not None:
        for n, w, text in k.wolves_notes:
            lines.append((fill(translate("ClassicVisit", "Night %1, %2 wrote: %3"), n, names[w], text), False))
        for n, text in tuple(k.own_notes) + tuple((night, t) for t in tonight_notes):
            lines.append((fill(translate("ClassicVisit", "Your note, night %1: %2"), n, text), False))
    return lines


def ballot_words(step: str, accused: str = "", captain: bool = False, trial_rule: bool = False) -> tuple[str, str]:
    if step == "election":
        return (translate("ClassicVisit", "Elect the captain"),
                translate("ClassicVisit", "Tap any living player (yourself too), then Confirm, or Abstain. The most "
                          "votes wins; a tie is drawn at random."))
    if step == "trial":
        return (fill(translate("ClassicVisit", "%1 is on trial: kill or spare?"), accused),
                translate("ClassicVisit", "Choose Kill or Spare, then Confirm, or Abstain. More kills than spares: "
                          "the accused is hanged; otherwise they live."))
    if trial_rule:
        text = translate("ClassicVisit", "Tap another living player, then Confirm, or Abstain. The player most pointed "
                         "at goes on trial if more than half of the living point at them.")
    else:
        text = translate("ClassicVisit", "Tap another living player, then Confirm, or Abstain. The player with the "
                         "most votes is voted out; a tie means nobody is.")
    return (translate("ClassicVisit", "Who should leave the village?"), text)


# --- the thief's cards -------------------------------------------------------------------------

class CardPicker(QWidget):
    """A row of role cards (picture and name); a tap on a takeable card emits `clicked(i)`.
    A card with a reason is greyed and says why (tooltip and accessible text)."""

    clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[tuple[str, str | None]] = []  # (role, reason or None)
        self.selected: int | None = None
        self.enabled_pick = True
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_cards(self, cards: list[tuple[str, str | None]], selected: int | None, enabled: bool = True) -> None:
        self.cards = list(cards)
        self.selected = selected
        self.enabled_pick = enabled
        self.setAccessibleName(" | ".join(self.card_text(i) for i in range(len(self.cards))))
        self.setToolTip("\n".join(r for _c, r in self.cards if r))
        self.updateGeometry()
        self.update()

    def card_text(self, i: int) -> str:
        role, reason = self.cards[i]
        return role_name(role) + (f" — {reason}" if reason else "")

    def legal(self, i: int) -> bool:
        return self.enabled_pick and 0 <= i < len(self.cards) and self.cards[i][1] is None

    def sizeHint(self) -> QSize:
        return QSize(300, 132)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 132)

    def card_rect(self, i: int) -> QRectF:
        n = max(1, len(self.cards))
        gap = 12.0
        w = min(150.0, (self.width() - gap * (n - 1)) / n)
        x0 = (self.width() - (w * n + gap * (n - 1))) / 2
        return QRectF(x0 + i * (w + gap), 2, w, self.height() - 4)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        from ..resources import svg

        for i, (role, reason) in enumerate(self.cards):
            r = self.card_rect(i)
            dim = reason is not None or not self.enabled_pick
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 255, 255, 30))
            p.drawRoundedRect(r, 10, 10)
            if not dim:
                p.setPen(QPen(style.LEGAL, 3))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 10, 10)
            if self.selected == i:
                p.setPen(QPen(style.SELECTED, 5))
                p.setBrush(QColor(86, 180, 233, 60))
                p.drawRoundedRect(r.adjusted(2.5, 2.5, -2.5, -2.5), 10, 10)
            font = QFont(self.font())
            font.setBold(True)
            fm = QFontMetrics(font)
            side = min(r.width() - 16, r.height() - fm.height() - 18)
            art = classic_role_art(role)
            p.setOpacity(0.35 if dim else 1.0)
            if art and side > 8:
                rend = svg(art)
                size = rend.defaultSize()
                w = side * size.width() / size.height() if size.height() > 0 else side
                w = min(w, r.width() - 16)
                rend.render(p, QRectF(r.center().x() - w / 2, r.top() + 8, w, side))
            p.setOpacity(1.0)
            p.setFont(font)
            p.setPen(QColor("#B8AFCF") if dim else QColor("#F3EBC3"))
            box = QRectF(r.left() + 4, r.bottom() - fm.height() - 6, r.width() - 8, fm.height())
            p.drawText(box, int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.TextFlag.TextSingleLine),
                       fm.elidedText(role_name(role), Qt.TextElideMode.ElideRight, int(box.width())))
        p.end()

    def mousePressEvent(self, event) -> None:
        for i in range(len(self.cards)):
            if self.card_rect(i).contains(QPointF(event.position())) and self.legal(i):
                self.clicked.emit(i)
                return

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self.cards:
            i = 0 if self.selected is None else (self.selected + (1 if key == Qt.Key.Key_Right else -1)) % len(self.cards)
            if self.legal(i):
                self.clicked.emit(i)
            return
        super().keyPressEvent(event)


# --- two selections on the seat tiles (Cupid) ------------------------------------------------------

class PairTiles(SeatTiles):
    """SeatTiles that can show a second selected seat (`also`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.also: int | None = None

    def set_also(self, seat: int | None) -> None:
        self.also = seat
        self.update()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self.also is None or self.also >= len(self.names):
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.tile_rect(self.also)
        p.setPen(QPen(style.SELECTED, 5))
        p.setBrush(QColor(86, 180, 233, 60))
        p.drawRoundedRect(r.adjusted(2.5, 2.5, -2.5, -2.5), 12, 12)
        p.end()


__all__ = ["CardPicker", "PairTiles", "ballot_words", "idle_title", "known_lines", "result_line", "step_words"]
