"""New Moon's screens (CLASSIC.md §11.31): the dawn's draw, the confession's private answer, the
captain naming the town crier, and the words of New Moon's public lines.

The draw is a moment for the table: "S draws the card", S taps, the card turns over (its own art
and title), the effect in one sentence, its public line and the spirits' answer; the narrator
reads it when a voice is on. Everything on it is public; the gypsy is never named.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from app.core.classic.nmview import decode, in_force

from ..texts import translate
from ..widgets import ArtLabel, Page, SessionPage, button, label, panel
from .actions import Continue, HideVisit, NameCrier, TurnCard
from .events_text import CRIER_ART, EVENT_BACK_ART, event_art, event_day_line, event_sentence, event_title
from .widgets import fill, role_name

FLIP_MS = 420  # the card's turn


def team_name(team: str) -> str:
    return {"village": translate("ClassicNewMoon", "the village"),
            "wolves": translate("ClassicNewMoon", "the wolves"),
            "lovers": translate("ClassicNewMoon", "the lovers"),
            "vampires": translate("ClassicNewMoon", "the vampires")}.get(team, role_name(team))


def cause_name(cause: str) -> str:
    return {"bite": translate("ClassicNewMoon", "eaten by the wolves"),
            "poison": translate("ClassicNewMoon", "poisoned"),
            "shot": translate("ClassicNewMoon", "shot"),
            "vote": translate("ClassicNewMoon", "hanged by the village"),
            "grief": translate("ClassicNewMoon", "died of grief"),
            "caught": translate("ClassicNewMoon", "caught spying on the wolves"),
            "sickness": translate("ClassicNewMoon", "died of the Knight's sickness"),
            }.get(cause, translate("ClassicNewMoon", "died another way"))


def seance_answer(card: str, named: tuple[int, ...], answer, names) -> str:
    """The spirits' answer in words (its question first), naming nobody who asked."""
    question = fill(event_sentence(card), *(names[s] for s in named))
    if card == "seance_grave":
        said = fill(translate("ClassicNewMoon", "the card was %1"), role_name(str(answer)))
    elif card == "seance_cause":
        said = cause_name(str(answer))
    else:
        said = translate("ClassicNewMoon", "Yes") if answer is True else translate("ClassicNewMoon", "No")
    return fill(translate("ClassicNewMoon", "The spirits answer: %1 — %2."), question, said)


def draw_lines(d, names) -> list[str]:
    """The card's public line (census, pillory, ...) and the spirits' answer, in words."""
    out: list[str] = []
    n = lambda s: names[s] if s is not None and 0 <= s < len(names) else ""  # noqa: E731
    if d.census is not None:
        out.append(fill(translate("ClassicNewMoon", "Wolves alive: %1."), d.census))
    if d.pillory is not None:
        out.append(fill(translate("ClassicNewMoon", "%1 is in the pillory: no ballot today."), n(d.pillory)))
    if d.moonstruck is not None:
        out.append(fill(translate("ClassicNewMoon", "%1 sleepwalks out of the village: absent today."),
                        n(d.moonstruck)))
    if len(d.swap) == 2:
        out.append(fill(translate("ClassicNewMoon", "Votes for %1 count for %2 today, and the reverse."),
                        n(d.swap[0]), n(d.swap[1])))
    for s, role in d.funeral:
        out.append(fill(translate("ClassicNewMoon", "%1 was the %2."), n(s), role_name(role)))
    if d.event == "funeral" and not d.funeral:
        out.append(translate("ClassicNewMoon", "Nobody died: there is nobody to bury."))
    if d.event == "confession":
        out.append(fill(translate("ClassicNewMoon", "%1 learns, in private, the team of the next living player."),
                        n(d.drawer)))
    if d.seance is not None:
        out.append(seance_answer(*d.seance, names))
    return out


def nm_line(line, names) -> str:
    """A New Moon public line for the dawn, dusk and history ("" for another kind)."""
    n = lambda s: names[s] if s is not None and 0 <= s < len(names) else ""  # noqa: E731
    k = line.kind
    if k == "announce:event":
        return fill(translate("ClassicNewMoon", "New Moon: %1 (drawn by %2)."), event_title(line.value or ""),
                    n(line.target))
    if k == "announce:crier":
        return fill(translate("ClassicNewMoon", "%1 is the town crier."), n(line.target))
    if k == "announce:census":
        return fill(translate("ClassicNewMoon", "Wolves alive: %1."), line.value or "0")
    if k in ("announce:pillory", "announce:moonstruck", "announce:swap_votes"):
        return ""  # said on the draw screen and under the day's reminder
    if k == "announce:seance":
        card, answer = decode(line.value or "")
        return seance_answer(card, line.seats, answer, names)
    if k == "no_vote":
        return translate("ClassicNewMoon", "Market Day: no vote today.")
    if k == "amnesty":
        return fill(translate("ClassicNewMoon", "Amnesty: %1 is spared, nobody dies by the verdict today."),
                    n(line.target))
    return ""


def day_reminder(session) -> str:
    """The day part in force today (the day and vote screens), "" if none."""
    st = getattr(session, "state", None)
    if st is None or getattr(st, "preset", "standard") == "standard":
        return ""
    f = in_force(st)
    card, drawer, other = f.day, f.drawer, f.other
    if card is None:
        return ""
    names = list(session.seats)
    line = event_day_line(card) or ""
    text = fill(line, names[drawer] if drawer is not None else "", names[other] if other is not None else "")
    return fill(translate("ClassicNewMoon", "%1: %2"), event_title(card), text) if text else event_title(card)


def night_reminder(session) -> str:
    """Tonight's card from the last dawn (eclipse, fog, vigil, bitter cold), for the day screen."""
    st = getattr(session, "state", None)
    if st is None or getattr(st, "preset", "standard") == "standard":
        return ""
    card = in_force(st).night
    if card is None:
        return ""
    return fill(translate("ClassicNewMoon", "Tonight: %1 — %2"), event_title(card), event_sentence(card))


class FlipCard(QWidget):
    """An event card that turns over: its back, then its face with the title in the banner."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = ""
        self.title = ""
        self.front = False
        self.progress = 1.0  # 0..1 of the turn (1: at rest)
        self.setMinimumSize(150, 210)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.timer = QTimer(self)
        self.timer.setInterval(16)
        self.timer.timeout.connect(self._step)
        self._t = 0

    def show_back(self) -> None:
        self.timer.stop()
        self.front, self.progress = False, 1.0
        self.update()

    def show_front(self, face: str, title: str, animate: bool = True) -> None:
        self.face, self.title = face, title
        if not animate or self.front:
            self.timer.stop()
            self.front, self.progress = True, 1.0
            self.update()
            return
        self._t = 0
        self.timer.start()

    def _step(self) -> None:
        self._t += self.timer.interval()
        p = min(1.0, self._t / FLIP_MS)
        if p >= 0.5 and not self.front:
            self.front = True
        self.progress = p
        if p >= 1.0:
            self.timer.stop()
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        from ..resources import svg

        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.height()
        w = h * 250 / 350
        if w > self.width():
            w, h = self.width(), self.width() * 350 / 250
        squeeze = abs(1 - 2 * self.progress) if self.timer.isActive() else 1.0
        cw = max(1.0, w * squeeze)
        rect = QRectF((self.width() - cw) / 2, (self.height() - h) / 2, cw, h)
        r = svg(self.face if self.front and self.face else EVENT_BACK_ART)
        r.render(p, rect)
        if self.front and self.title and squeeze > 0.6:
            band = QRectF(rect.left() + rect.width() * 0.08, rect.top() + h * 280 / 350,
                          rect.width() * 0.84, h * 50 / 350)
            p.setBrush(QColor(255, 248, 231, 235))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(band, 8, 8)
            f = QFont(self.font())
            f.setBold(True)
            f.setPixelSize(max(10, int(h * 0.055)))
            p.setFont(f)
            p.setPen(QColor("#1D2233"))
            text = p.fontMetrics().elidedText(self.title, Qt.TextElideMode.ElideRight, int(band.width() - 8))
            p.drawText(band, Qt.AlignmentFlag.AlignCenter, text)
        p.end()


class DrawScreen(SessionPage):
    """Public, at dawn before the deaths: "S draws the card", S taps, the card turns over; its
    sentence, its public line, the spirits' answer; then on to the dawn (CLASSIC.md §11.31.3)."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, "day", parent)
        self.over = label("", prop="subheading")
        self.over.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.who = label("", prop="heading", wrap=True)
        self.who.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.card = FlipCard(self)
        self.sentence = label("", prop="subheading", wrap=True)
        self.sentence.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.lines = label("", wrap=True)
        self.lines.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.turn_button = button(self.tr("Turn the card over"), primary=True, big=True)
        self.turn_button.clicked.connect(lambda: self.session.submit(TurnCard()))
        self.go_button = button(self.tr("Continue"), primary=True, big=True)
        self.go_button.clicked.connect(lambda: self.session.submit(Continue()))
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            QShortcut(QKeySequence(key), self, self._key, context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        col = QVBoxLayout(self)
        col.setContentsMargins(40, 20, 40, 24)
        col.addWidget(self.over)
        col.addWidget(self.who)
        col.addWidget(self.card, 1)
        col.addWidget(self.sentence)
        col.addWidget(self.lines)
        col.addSpacing(8)
        col.addWidget(self.turn_button, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addWidget(self.go_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self._said: tuple | None = None
        self._narrator = None

    def _key(self) -> None:
        if self.isVisible():
            (self.turn_button if self.turn_button.isVisible() else self.go_button).click()

    def showEvent(self, event) -> None:
        super().showEvent(event)  # refreshed
        (self.turn_button if self.turn_button.isVisible() else self.go_button).setFocus()

    def refresh(self) -> None:
        d = self.session.draw_view()
        if d is None:
            return
        names = list(self.session.seats)
        who = names[d.drawer] if 0 <= d.drawer < len(names) else ""
        self.over.setText(fill(self.tr("Dawn of Night %1: the New Moon"), d.round))
        turned = bool(getattr(self.session, "turned", False))
        self.who.setText(fill(self.tr("%1, the town crier, plays a card") if d.by_crier
                              else self.tr("%1 draws the card"), who))
        self.turn_button.setVisible(not turned)
        self.go_button.setVisible(turned)
        if not turned:
            self.card.show_back()
            self.sentence.setText(fill(self.tr("%1, tap to turn it over for everyone."), who))
            self.lines.setText("")
            return
        title = event_title(d.event)
        self.who.setText(fill(self.tr("%1 drew: %2") if not d.by_crier else self.tr("The town crier %1 played: %2"),
                              who, title))
        self.card.setAccessibleName(title)
        self.card.show_front(event_art(d.event), title, animate=self._said != (d.round, d.event))
        self.sentence.setText(event_sentence(d.event))
        extra = draw_lines(d, names)
        self.lines.setText("\n".join(extra))
        self.lines.setVisible(bool(extra))
        self.go_button.setText(self.tr("To the dawn") if d.confession is None
                               else fill(self.tr("Pass the laptop to %1"), who))
        if self._said != (d.round, d.event):
            self._said = (d.round, d.event)
            self._say(" ".join([fill(self.tr("%1 drew %2."), who, title), event_sentence(d.event)] + extra))

    def _say(self, text: str) -> None:
        settings = getattr(self.session, "settings", None)
        if settings is None or not getattr(settings, "voice_enabled", False):
            return
        if self._narrator is None:
            from ..voice import Narrator
            self._narrator = Narrator(settings, parent=self)
        self._narrator.say(text)


class ConfessionScreen(Page):
    """Private, for the confession's drawer: the team of his left neighbour (§11.31.4)."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__("night", parent)
        self.session = session
        self.title = label(self.tr("Confession"), prop="heading")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.art = ArtLabel(220, self)
        self.answer = label("", prop="heading", wrap=True)
        self.answer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.after = label(self.tr("Remember it, press Done, and put the laptop back in the middle."),
                           prop="muted", wrap=True)
        self.after.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.done_button = button(self.tr("Done"), primary=True)
        self.done_button.clicked.connect(lambda: self.isVisible() and self.session.submit(Continue()))
        self.hide_button = button(self.tr("Hide (Esc)"))
        self.hide_button.clicked.connect(lambda: self.isVisible() and self.session.submit(HideVisit()))
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.hide_button.click,
                  context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        col = QVBoxLayout(self)
        col.setContentsMargins(40, 24, 40, 32)
        top = QHBoxLayout()
        top.addStretch(1)
        top.addWidget(self.hide_button)
        col.addLayout(top)
        col.addWidget(self.title)
        col.addStretch(1)
        col.addWidget(self.art, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addWidget(self.answer)
        col.addStretch(1)
        col.addWidget(self.after)
        col.addWidget(self.done_button, 0, Qt.AlignmentFlag.AlignHCenter)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.refresh()
        self.done_button.setFocus()

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        self.clear()

    def clear(self) -> None:
        """Nothing of the answer outlives the screen (the window clears every private page it leaves)."""
        self.answer.setText("")

    def refresh(self) -> None:
        d = self.session.draw_view()
        if d is None or d.confession is None:
            return
        names = list(self.session.seats)
        seat, team = d.confession
        self.art.set_art(event_art("confession"))
        self.answer.setText(fill(self.tr("%1 is on the side of %2."), names[seat], team_name(team)))


class CrierScreen(Page):
    """Public: the captain names the town crier, or keeps the job as it is (§11.31.5)."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__("day", parent)
        self.session = session
        self.art = ArtLabel(96, self)
        self.title = label("", prop="heading", wrap=True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = label(self.tr("The town crier may play one of the job's cards at night: it becomes the next "
                                  "dawn's event. The captain names whoever he likes, or keeps the crier as he is."),
                          prop="muted", wrap=True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand = label("", wrap=True)
        self.hand.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid = QGridLayout()
        self.grid.setSpacing(8)
        self.name_buttons: list[QPushButton] = []
        self.keep_button = button("")
        self.keep_button.clicked.connect(lambda: self.session.submit(NameCrier(None)))
        box = panel()
        QVBoxLayout(box).addLayout(self.grid)
        col = QVBoxLayout(self)
        col.setContentsMargins(60, 24, 60, 24)
        col.addWidget(self.art, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addWidget(self.title)
        col.addWidget(self.hint)
        col.addWidget(self.hand)
        col.addSpacing(8)
        col.addWidget(box)
        col.addStretch(1)
        col.addWidget(self.keep_button, 0, Qt.AlignmentFlag.AlignHCenter)
        session.changed.connect(lambda *_: self.isVisible() and self.refresh())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.refresh()

    def refresh(self) -> None:
        st = self.session.state
        if st is None or not st.pending:
            return
        pub = self.session.public_view()
        names = list(self.session.seats)
        self.art.set_art(CRIER_ART)
        self.title.setText(fill(self.tr("Captain %1, name the town crier"), names[st.pending[0]]))
        crier = pub.crier
        hand = pub.crier_hand
        self.hand.setText(fill(self.tr("The job's cards: %1"), ", ".join(event_title(e) for e in hand)) if hand
                          else self.tr("The job's cards are all played."))
        self.keep_button.setText(fill(self.tr("Keep %1 as the town crier"), names[crier]) if crier is not None
                                 else self.tr("Name nobody for now"))
        for b in self.name_buttons:
            self.grid.removeWidget(b)
            b.hide()  # at once: a deferred delete would be painted once more
            b.deleteLater()
        self.name_buttons = []
        choices = self.session.crier_options()
        cols = 3 if len(choices) > 9 else 2
        for i, s in enumerate(choices):
            b = button(names[s])
            b.setMinimumHeight(44)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _=False, s=s: self.session.submit(NameCrier(s)))
            self.grid.addWidget(b, i // cols, i % cols)
            self.name_buttons.append(b)


__all__ = ["ConfessionScreen", "CrierScreen", "DrawScreen", "FlipCard", "day_reminder", "draw_lines", "nm_line",
           "night_reminder"]
