"""The classic mode's public screens: mode choice, dawn and dusk, the day, the tally, the end.

Each screen reads its session only through the interface of `actions.py` (``changed``,
``seats``, ``portraits``, ``public_view()``, ``announcement()``, ``history()``, ``settings``,
``submit(action)``), refreshes on ``changed`` and when shown (`refresh()`), and shows nothing
secret before the end: no role, team or cause of death (CLASSIC.md §8.1).
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QHeaderView, QTableWidget,
                               QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget)

from .. import models as M
from .. import texts
from ..texts import translate
from app.core.classic.catalog import team_of
from app.core.classic.views import ballot_view, log_tallies

from ..widgets import ArtLabel, FitLabel, LinesView, Page, SessionPage, button, label, panel, side_width
from .actions import Continue, DayPower, StartVote
from .. import sound, teams
from .widgets import (CAPTAIN_ART, LOVE_ART, PublicLog, SeatTiles, TallyView, art_icon, ballot_words, captain_words,
                      cause_name, classic_role_art, died_words, fill, growl_words, moment_name, names_of,
                      portrait_pixmap, public_line, result_words, reveal_words, role_name, tally_sentence, team_name,
                      verdict_ballot_words, wave2_line)

from .clock import SessionClock, clock_text


class _Public(SessionPage):
    """A public screen over a session: refreshes on `changed` while visible, and when shown."""


# --- mode choice ---------------------------------------------------------------------------------

class ModeChoiceScreen(Page):
    """One Night or Classic: two big cards, each with one line saying what it is."""

    one_night = Signal()
    classic = Signal()
    moderator = Signal()  # a classic game with real cards, the app serving its moderator (app/ui/moderator)
    one_night_calls = Signal()  # One Night with real cards: the calls alone
    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("dusk", parent)
        self.setProperty("publicInfo", True)
        title = label(self.tr("Which game?"), prop="title")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.one_night_button = button(self.tr("Play One Night"), primary=True, big=True)
        self.classic_button = button(self.tr("Play Werewolf"), primary=True, big=True)
        self.moderator_button = button(self.tr("Moderate Werewolf"), primary=True, big=True)
        self.calls_button = button(self.tr("One Night's calls"))
        self.back_button = button(self.tr("Back"))
        cards = QHBoxLayout()
        cards.setSpacing(28)
        for heading, line, b, art in (
            (self.tr("One Night Ultimate Vampire"), self.tr("3 to 10 players, one night and one vote: about ten "
                                                            "minutes, with dozens of roles to choose from."),
             self.one_night_button, "roles/card_back.svg"),
            (self.tr("Werewolf (classic)"), self.tr("8 to 18 players, night after night until the village or the "
                                                    "wolves win; the dead watch quietly."), self.classic_button,
             "icons/app.svg"),
            (self.tr("With your own cards"), self.tr("Your card box, a human moderator: the app calls each role, checks "
                                                     "every choice and keeps the board. Or One Night's calls alone."),
             self.moderator_button, "tokens/captain.svg"),
        ):
            card = panel()
            cv = QVBoxLayout(card)
            cv.setContentsMargins(28, 24, 28, 24)
            h = label(heading, prop="heading", wrap=True)  # three cards side by side: a long title wraps
            h.setAlignment(Qt.AlignmentFlag.AlignCenter)
            d = label(line, prop="muted", wrap=True)
            d.setAlignment(Qt.AlignmentFlag.AlignCenter | Qt.AlignmentFlag.AlignTop)
            pic = ArtLabel(150, card)  # parented first: a parentless label would show as a window
            cv.addWidget(h)
            cv.addWidget(pic, 0, Qt.AlignmentFlag.AlignHCenter)
            pic.set_art(art)
            cv.addSpacing(8)
            cv.addWidget(d)
            cv.addStretch(1)
            cv.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
            if b is self.moderator_button:
                cv.addWidget(self.calls_button, 0, Qt.AlignmentFlag.AlignHCenter)
            cards.addWidget(card, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.back_button)
        bottom.addStretch(1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(48, 36, 48, 24)
        outer.addWidget(title)
        outer.addSpacing(18)
        outer.addLayout(cards, 1)
        outer.addSpacing(18)
        outer.addLayout(bottom)
        self.one_night_button.clicked.connect(self.one_night)
        self.classic_button.clicked.connect(self.classic)
        self.moderator_button.clicked.connect(self.moderator)
        self.calls_button.clicked.connect(self.one_night_calls)
        self.back_button.clicked.connect(self.back)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.classic_button.setFocus()

    def refresh(self) -> None:
        pass


# --- dawn and dusk -------------------------------------------------------------------------------

class LineRows(QWidget):
    """The moment's public lines below the headline, one row each: a small picture (the
    captain's badge, a revealed card, the bear) and the sentence, plain text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.lay.setSpacing(6)
        self.rows: list[tuple[str, str]] = []
        self._widgets: list[QWidget] = []
        self._labels: list[QWidget] = []
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self._widths)

    def set_rows(self, rows: list[tuple[str, str]], art_px: int = 44) -> None:
        """`rows`: (text, art path or "")."""
        if rows == self.rows and self._widgets:
            return
        for w in self._widgets:
            self.lay.removeWidget(w)
            w.hide()
            w.setParent(None)
            w.deleteLater()
        self._widgets = []
        self._labels: list[QWidget] = []
        self.rows = list(rows)
        for text, art in rows:
            row = QWidget(self)
            h = QHBoxLayout(row)
            h.setContentsMargins(0, 0, 0, 0)
            h.setSpacing(12)
            h.addStretch(1)
            pic = ArtLabel(art_px, row)
            if art:
                pic.set_art(art)
            h.addWidget(pic, 0, Qt.AlignmentFlag.AlignVCenter)
            lab = label(text, prop="subheading", wrap=True, parent=row)
            lab.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            h.addWidget(lab, 0, Qt.AlignmentFlag.AlignVCenter)
            h.addStretch(1)
            self.lay.addWidget(row)
            self._widgets.append(row)
            self._labels.append(lab)
        self._widths()
        self._later.start()  # again once the style sheet has set the labels' font
        self.setVisible(bool(rows))

    def _widths(self) -> None:
        """Each sentence on one line when it fits the width, wrapped otherwise."""
        room = max(120, self.width() - 120)
        for lab in self._labels:
            lab.ensurePolished()
            lab.setMinimumWidth(min(room, lab.fontMetrics().horizontalAdvance(lab.text()) + 8))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._widths()

    def texts(self) -> list[str]:
        return [t for t, _ in self.rows]


def verdict_headline(ann, names, pub) -> tuple[str, str]:
    """Dusk's headline and its picture: the scapegoat or the idiot revealed, hanged, spared,
    nobody (CLASSIC.md §11.9.4); the standard preset's "voted out"."""
    lines = list(getattr(ann, "lines", ()))
    for line in lines:
        if line.kind == "reveal" and line.value in ("scapegoat", "idiot", "prince"):
            return reveal_words(line, names), classic_role_art(line.value)
        if line.kind in ("no_vote", "amnesty"):  # New Moon's market day, a verdict voided by the amnesty
            from .events_text import event_art
            return wave2_line(line, names).rstrip("."), event_art("market_day" if line.kind == "no_vote"
                                                                  else "amnesty")
    cav = next((line for line in lines if line.kind == "announce:cavalier"), None)
    if cav is not None and not any(line.kind in ("tally", "verdict") for line in lines):
        return wave2_line(cav, names).rstrip("."), classic_role_art("cavalier")
    extended = getattr(pub, "preset", "standard") != "standard"
    if ann.dead:
        if extended:
            return fill(translate("ClassicDusk", "%1 is hanged"), names_of(ann.dead, names)), ""
        return fill(translate("AnnounceScreen", "%1 was voted out"), names_of(ann.dead, names)), ""
    verdict = next((line for line in lines if line.kind == "verdict"), None)
    if verdict is not None and verdict.target is not None:
        return fill(translate("ClassicDusk", "%1 is spared"), names[verdict.target]), ""
    tally = next((line for line in lines if line.kind == "tally"), None)
    if extended and dict(getattr(pub, "options", ())).get("vote_rule") == "trial" and tally is not None \
            and tally.ballots and not any(line.kind == "accused" for line in lines):
        return translate("ClassicDusk", "Nobody goes on trial"), ""
    return translate("AnnounceScreen", "Nobody was voted out"), ""


# The second wave's lines under the dawn or dusk headline (CLASSIC.md §11.23), with their picture.
W2_ROWS = {
    "announce:raven": "roles/classic/raven.svg",
    "announce:exiled": "roles/classic/old_hag.svg",
    "announce:stupor": "roles/classic/apothecary.svg",
    "announce:ghost": "roles/classic/ghost.svg",
    "announce:cavalier": "roles/classic/cavalier.svg",
    "cavalier_out": "",
    "announce:second_vote": "roles/classic/judge.svg",
}
# New Moon's lines (CLASSIC.md §11.31), their picture by kind (the event's own card for most).
NM_ROWS = ("announce:event", "announce:census", "announce:crier", "announce:seance")


def nm_row_art(line) -> str:
    from .events_text import CRIER_ART, event_art
    if line.kind == "announce:crier":
        return CRIER_ART
    if line.kind == "announce:census":
        return event_art("census")
    if line.kind == "announce:seance":
        return event_art((line.value or "").partition(":")[0])
    return event_art(line.value or "")
SERVANT_WINDOW_MS = 10_000  # the servant's button stays this long on every dusk with a hanging


class AnnounceScreen(_Public):
    """Dawn ("Night 2 is over", the night's dead or "Nobody died last night") or dusk (the
    verdict); then the last turns; then the moment's other public lines (CLASSIC.md §11.8,
    §11.9.4): the sick wolf revealed, shot and grief victims, the scapegoat's choice, the new
    captain, the bear's growl (with its sound); then on."""

    def __init__(self, session, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(session, "dusk" if kind == "dusk" else "day", parent)
        self.kind = kind
        self.over = label("", prop="subheading")
        self.over.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline = FitLabel("", max_pt=40, min_pt=18)
        self.headline_art = ArtLabel(64, self)
        self.tiles = SeatTiles()
        self.tiles.max_tile = QSize(200, 238)
        self.tiles.set_dark(kind == "dusk")
        self.shot_line = FitLabel("", max_pt=28, min_pt=14)  # the standard preset's shot victims
        self.shot_line.setVisible(False)
        self.rows = LineRows()
        self.hint = label("", prop="muted", wrap=True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.go_button = button("", primary=True, big=True)
        # the servant's public button (dusk, CLASSIC.md §11.23): a short window on every dusk with a
        # hanging while the servant is in the deck list; Continue waits for it
        self.power_button = button(self.tr("Servant: take the hanged player's card"))
        self.power_button.setToolTip(self.tr("Only the Servant can confirm it, in private; anyone may press it"))
        self.power_button.clicked.connect(lambda: self.session.submit(DayPower("servant")))
        self.power_note = label("", prop="muted")
        self.power_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.window_timer = QTimer(self)
        self.window_timer.setInterval(250)
        self.window_timer.timeout.connect(self._tick)
        self.window_left = 0
        self._window_for: str | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 24, 40, 24)
        outer.addWidget(self.over)
        outer.addWidget(self.headline_art, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addWidget(self.headline)
        outer.addWidget(self.tiles, 1)
        outer.addWidget(self.shot_line)
        outer.addWidget(self.rows)
        outer.addSpacing(6)
        outer.addWidget(self.hint)
        outer.addWidget(self.power_button, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addWidget(self.power_note)
        outer.addWidget(self.go_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.go_button.clicked.connect(lambda: self.session.submit(Continue()))
        self._growl_shown = False  # the growl line is on screen (its sound played once)

    def window_ms(self) -> int:
        settings = getattr(self.session, "settings", None)
        return int(getattr(settings, "servant_window_ms", SERVANT_WINDOW_MS))

    def _servant(self) -> None:
        """The servant's button and its window: opened once per day, the same for every table."""
        power = getattr(self.session, "day_power", lambda: None)()
        on = self.kind == "dusk" and power == "servant"
        key = f"{getattr(self.session.state, 'moment', '')}" if on else None
        if on and key != self._window_for:
            self._window_for = key
            self.window_left = self.window_ms()
            if self.window_left > 0:
                self.window_timer.start()
        if not on:
            self.window_timer.stop()
            self.window_left = 0
        self.power_button.setVisible(on)
        self.power_note.setVisible(on)
        waiting = on and self.window_left > 0
        self.go_button.setEnabled(not waiting)
        self.power_button.setEnabled(waiting)
        if on:
            secs = (self.window_left + 999) // 1000
            self.power_note.setText(fill(self.tr("The Servant may take the card: %1 s left"), secs) if waiting
                                    else self.tr("Too late for the Servant today."))

    def _tick(self) -> None:
        self.window_left = max(0, self.window_left - self.window_timer.interval())
        if self.window_left <= 0:
            self.window_timer.stop()
        if self.isVisible():
            self._servant()
    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.go_button.setFocus()

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        self._growl_shown = False

    def line_rows(self, ann, names) -> list[tuple[str, str]]:
        """The rows under the headline: everything of the moment the headline does not say."""
        rows: list[tuple[str, str]] = []
        lines = list(getattr(ann, "lines", ()))
        for line in lines:
            k = line.kind
            if k == "reveal" and line.value == "wolf":
                rows.append((reveal_words(line, names), classic_role_art("wolf")))
            elif k == "tiebreak" and ann.kind == "dusk":
                rows.append((public_line(line, names), CAPTAIN_ART))
        rows.extend((fill(self.tr("%1 died."), names[s]), "") for s in ann.shot)
        funeral = any(line.kind == "announce:event" and line.value == "funeral" for line in lines)
        for line in lines:
            k = line.kind
            if k in W2_ROWS and not (k == "announce:cavalier" and ann.kind == "dusk"
                                     and not any(x.kind in ("tally", "verdict") for x in lines)):
                rows.append((wave2_line(line, names), W2_ROWS[k]))
            elif k == "reveal" and line.value == "servant":
                rows.append((reveal_words(line, names) + ".", classic_role_art("servant")))
            elif k == "scapegoat":
                rows.append((public_line(line, names), classic_role_art("scapegoat")))
            elif k == "captain" and line.value == "successor":
                rows.append((captain_words(line, names), CAPTAIN_ART))
            elif k == "growl":
                rows.append((growl_words(), "roles/classic/bear_tamer.svg"))
            elif k in NM_ROWS and wave2_line(line, names):
                rows.append((wave2_line(line, names), nm_row_art(line)))
            elif k == "reveal" and funeral and line.seats and line.value:
                rows.append((fill(self.tr("%1 was the %2."), names[line.seats[0]], role_name(line.value)),
                             classic_role_art(line.value)))
        return rows

    def refresh(self) -> None:
        ann = self.session.announcement()
        if ann is None:
            return
        names = list(self.session.seats)
        pics = list(self.session.portraits)
        pub = self.session.public_view()
        art = ""
        if ann.kind == "dawn":
            self.over.setText(fill(self.tr("Night %1 is over. Everyone opens their eyes."), ann.round))
            if ann.dead:
                self.headline.set_full_text(fill(self.tr("Died last night: %1"), names_of(ann.dead, names)))
            else:
                self.headline.set_full_text(self.tr("Nobody died last night"))
        else:
            lines = list(getattr(ann, "lines", ()))
            challenge = any(x.kind == "announce:cavalier" for x in lines) and not any(
                x.kind in ("tally", "verdict") for x in lines)
            self.over.setText(fill(self.tr("Day %1: the Cavalier's challenge."), ann.round) if challenge
                              else fill(self.tr("Day %1: the votes are in."), ann.round))
            text, art = verdict_headline(ann, names, pub)
            self.headline.set_full_text(text)
        self.headline_art.set_art(art)
        shown = tile_order(ann)
        self.tiles.set_seats([names[s] for s in shown], [pics[s] if s < len(pics) else "" for s in shown],
                             [pub.alive[s] for s in shown] if pub is not None else None,
                             [pub.died_at[s] for s in shown] if pub is not None else None)
        if pub is not None:
            self.tiles.set_public(pub, shown)
        self.tiles.setVisible(bool(shown))
        rows = self.line_rows(ann, names)
        self.rows.set_rows(rows)
        growl = any(line.kind == "growl" for line in getattr(ann, "lines", ()))
        if growl and not self._growl_shown:
            sound.play("growl", getattr(self.session, "settings", None))
        self._growl_shown = growl
        if ann.last_turns:
            turn = pub.turn if pub is not None and pub.turn is not None else (ann.dead[0] if ann.dead else None)
            who = names[turn] if turn is not None else ""
            self.go_button.setText(fill(self.tr("Last turns: pass the laptop to %1") if len(ann.dead) > 1
                                        else self.tr("Last turn: pass the laptop to %1"), who))
            if ann.kind == "dawn" and len(ann.dead) > 1:
                self.hint.setText(self.tr("Each of the night's dead takes a short private turn, in seat order. "
                                          "Everyone else looks away."))
            else:
                self.hint.setText(fill(self.tr("%1 takes a short private turn. Everyone else looks away."), who))
        else:
            self.hint.setText(self.tr("The dead may watch, but not speak.") if ann.dead or ann.shot else "")
            if ann.result:
                self.go_button.setText(self.tr("See who won"))
            elif ann.kind == "dawn":
                self.go_button.setText(fill(self.tr("Start Day %1"), ann.round))
            else:
                self.go_button.setText(fill(self.tr("Start Night %1"), ann.round + 1))
        self.hint.setVisible(bool(self.hint.text()))
        self._servant()


# --- the day -------------------------------------------------------------------------------------

class ClassicDayScreen(SessionClock, _Public):
    """The seat tiles (alive or dead, no roles), the public log, an optional discussion clock,
    Vote and Menu."""

    menu = Signal()

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, "day", parent)
        self.title = label("", prop="heading")
        self.hint = label(self.tr("Put the laptop in the middle and talk: who is lying? Anyone may claim anything. "
                                  "The dead may watch, but not speak."), prop="muted", wrap=True)
        self.tiles = SeatTiles()
        self.tiles.set_dark(False)
        # New Moon's card in force (CLASSIC.md §11.31.7): today's day part, tonight's night part
        self.event_line = label("", prop="subheading", wrap=True)
        self.event_line.setVisible(False)
        self.log = PublicLog()
        self.clock_title = label(self.tr("Discussion"), prop="muted")
        self.clock_label = FitLabel("0:00", max_pt=40, min_pt=18)
        self.clock_label.setAccessibleDescription(self.tr("Discussion time left"))
        self.start_button = button(self.tr("Start"))
        self.vote_button = button(self.tr("Vote"), primary=True, big=True)
        self.menu_button = button(self.tr("Menu"))
        # the cavalier's public button (CLASSIC.md §11.23), until the vote opens
        self.power_button = button(self.tr("Cavalier: challenge a player"))
        self.power_button.setToolTip(self.tr("Only the Cavalier can confirm it, in private; anyone may press it"))
        self.power_button.clicked.connect(lambda: self.session.submit(DayPower("cavalier")))

        side = panel()
        side_width(side, 320, 380)
        sv = QVBoxLayout(side)
        sv.addWidget(self.clock_title)
        clock_row = QHBoxLayout()
        clock_row.addWidget(self.clock_label, 1)
        clock_row.addWidget(self.start_button)
        sv.addLayout(clock_row)
        sv.addWidget(label(self.tr("So far"), prop="muted"))
        sv.addWidget(self.log, 1)
        sv.addWidget(self.power_button)
        sv.addWidget(self.vote_button)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.menu_button)
        body = QHBoxLayout()
        body.addWidget(self.tiles, 1)
        body.addWidget(side)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(20, 14, 20, 16)
        outer.addLayout(top)
        outer.addWidget(self.hint)
        outer.addWidget(self.event_line)
        outer.addLayout(body, 1)

        self._day: tuple | None = None  # the day the clock was set for
        self.init_clock()
        self.start_button.clicked.connect(self.toggle)
        self.vote_button.clicked.connect(self.vote)
        self.menu_button.clicked.connect(self.menu)

    # --- the clock ---------------------------------------------------------------------------
    def minutes(self) -> int:
        settings = getattr(self.session, "settings", None)
        return int(getattr(settings, "discussion_minutes", 0) or 0)

    def _set_clock(self) -> None:
        """At a new day: the time the session kept (`timer_ms`, after a resume) or the full time."""
        kept = getattr(self.session, "timer_ms", None)
        full = self.minutes() * 60000
        self.left_ms = int(kept) if isinstance(kept, int) and 0 <= kept <= full and kept > 0 else full
        self.saved_ms = self.left_ms

    def time_up(self) -> None:
        self._show_clock()  # the timer's chime has played (SessionClock._tick)
        self.session.submit(StartVote())  # time is up: the ballots begin

    def _show_clock(self) -> None:
        on = self.minutes() > 0
        for w in (self.clock_title, self.clock_label, self.start_button):
            w.setVisible(on)
        self.clock_label.set_full_text(clock_text(self._now_left()) if self._now_left() > 0 else self.tr("Time is up!"))
        self.start_button.setText(self.tr("Pause") if self.running else self.tr("Start"))

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        self.pause_clock()

    def vote(self) -> None:
        if self.minutes() > 0:
            left = max(0, self._now_left())
            self.ticker.stop()
            self.left_ms = left
            self._note(left)
        self.session.submit(StartVote())

    # --- the table ---------------------------------------------------------------------------
    def refresh(self) -> None:
        pub = self.session.public_view()
        if pub is None:
            return
        day = (pub.round, tuple(pub.alive))
        if day != self._day and not self.running:
            self._day = day
            self._set_clock()
        self.title.setText(fill(self.tr("Day %1"), pub.round))
        self.tiles.set_seats(pub.seats, self.session.portraits, pub.alive, pub.died_at)
        self.tiles.set_public(pub)
        st = getattr(self.session, "state", None)
        self.log.set_view(pub, log_tallies(st) if getattr(st, "log", None) else None)
        self.vote_button.setText(self.vote_words(pub))
        from .newmoon import day_reminder, night_reminder
        nm = [t for t in (day_reminder(self.session), night_reminder(self.session)) if t]
        self.event_line.setText("\n".join(nm))
        self.event_line.setVisible(bool(nm))
        power = getattr(self.session, "day_power", lambda: None)()
        self.power_button.setVisible(power == "cavalier")
        self._show_clock()

    def vote_words(self, pub) -> str:
        """What the Vote button opens (the session's `day_next`): the election, the vote, or the
        trial the scapegoat sent someone to."""
        nxt = self.session.day_next() if hasattr(self.session, "day_next") else "vote"
        if nxt == "election":
            return self.tr("Elect the captain")
        if getattr(pub, "day_card", None) == "market_day":
            return self.tr("No vote today: end the day")
        if nxt == "trial":
            accused = next((line.target for _, section in reversed(pub.log) for line in reversed(section)
                            if line.kind == "scapegoat" and line.target is not None), None)
            if accused is not None:
                return fill(self.tr("Start %1's trial"), pub.seats[accused])
        return self.tr("Vote")

    def showEvent(self, event) -> None:
        super().showEvent(event)
        (self.start_button if self.minutes() > 0 else self.vote_button).setFocus()


# --- the tally -----------------------------------------------------------------------------------

class TallyScreen(_Public):
    """Every ballot of the lap just ended and its outcome, then Continue: the standard vote;
    in the extended preset also the captain election (a tie drawn at random said so), the vote
    or pointing vote (the captain's ballot marked ×2, weighted counts, the trial threshold) and
    the kill-or-spare verdict (CLASSIC.md §11.9, §11.12)."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, "day", parent)
        self.title = label("", prop="heading")
        self.title_art = ArtLabel(40, self)
        self.view = TallyView()
        self.go_button = button(self.tr("Continue"), primary=True, big=True)
        box = panel()
        bv = QVBoxLayout(box)
        bv.setContentsMargins(28, 20, 28, 20)
        bv.addWidget(self.view)
        top = QHBoxLayout()
        top.addWidget(self.title_art)
        top.addWidget(self.title, 1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 24, 40, 24)
        outer.addLayout(top)
        outer.addWidget(box, 1)
        outer.addWidget(self.go_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.go_button.clicked.connect(lambda: self.session.submit(Continue()))

    def latest(self):
        """The ballots on the table and their day: the session's `tally_line` (a standard fake
        session: the last tally line of the public log); (None, day) before any."""
        if hasattr(self.session, "tally_line"):
            return self.session.tally_line()
        pub = self.session.public_view()
        if pub is None:
            return None, 0
        for heading, lines in reversed(pub.log):
            for line in reversed(lines):
                if line.kind == "tally":
                    day = heading.split()[-1]
                    return line, int(day) if day.isdigit() else pub.round
        return None, pub.round

    def refresh(self) -> None:
        line, day = self.latest()
        pub = self.session.public_view()
        names = list(self.session.seats)
        extended = pub is not None and getattr(pub, "preset", "standard") != "standard"
        self.title_art.set_art(CAPTAIN_ART if line is not None and line.kind == "election" else "")
        if line is None:
            self.title.setText(fill(self.tr("The votes of day %1"), day))
            return
        tv = self.counted(line)
        if line.kind == "election":
            self.title.setText(fill(self.tr("Day %1: the captain election"), day))
            self.title_art.set_art(CAPTAIN_ART)
            self.show_election(line, names, tv)
        elif line.kind == "secret_tally":  # New Moon's secret ballot: counts only
            self.title.setText(fill(self.tr("Day %1: the secret ballot"), day))
            self.show_secret(line, names, tv)
        elif line.kind == "verdict":
            self.title.setText(fill(self.tr("Day %1: kill or spare"), day))
            self.show_verdict(line, names, tv)
        elif extended:
            self.title.setText(fill(self.tr("Day %1: the Judge's second vote"), day) if tv is not None and tv.second
                               else fill(self.tr("The votes of day %1"), day))
            self.show_vote(line, names, tv)
        else:
            self.title.setText(fill(self.tr("The votes of day %1"), day))
            self.view.set_tally(line.ballots, line.target, names, self.count_line(tv, names))

    def counted(self, line):
        """The engine's count of the ballots on the table (`views.ballot_view`: counts, leaders,
        weights, the raven's +2, New Moon's switch, abstentions, the trial threshold); None for a
        session without a game state (a test's stand-in), whose screen then shows no numbers."""
        st = getattr(self.session, "state", None)
        if not getattr(st, "log", None):
            return None
        tv = ballot_view(st)
        kinds = ("tally", "verdict") if line.kind == "secret_tally" else (line.kind,)
        return tv if tv is not None and tv.kind in kinds else None

    def count_line(self, tv, names, rule: str = "") -> str:
        """The count under the headline, as the engine made it ("" without one)."""
        if tv is None:
            return rule
        return self.view.count_words(dict(tv.counts), tv.abstained, names, rule)

    def show_secret(self, line, names, tv) -> None:
        """Under the secret ballot the table sees counts only, never who voted for whom (§11.31.4)."""
        if line.value in ("kill", "spare"):
            who = names[line.target] if line.target is not None else ""
            head = fill(self.tr("%1 is condemned"), who) if line.value == "kill" else fill(self.tr("%1 is spared"), who)
            counts = fill(self.tr("Kill: %1   ·   Spare: %2"), tv.kills, tv.spares) if tv is not None else ""
            self.view.show_rows(head, counts, [])
            return
        tops = tv.tops if tv is not None else ()
        if line.target is not None:
            head = fill(self.tr("Most votes: %1"), names[line.target])
        elif tops:
            head = fill(self.tr("A tie between %1"), names_of(tops, names))
        else:
            head = self.tr("Nobody was voted out")
        secret = self.tr("The ballots stay secret until the end of the game.")
        counts = self.view.count_words(dict(tv.counts), 0, names, secret) if tv is not None else secret
        self.view.show_rows(head, counts, [])

    def show_election(self, line, names, tv) -> None:
        if line.target is None:
            head = self.tr("Nobody voted: the village has no captain")
        elif line.seats:
            head = fill(self.tr("A tie between %1, drawn at random: %2 is the captain"),
                        names_of(line.seats, names), names[line.target])
        else:
            head = fill(self.tr("%1 is the captain"), names[line.target])
        self.view.show_rows(head, self.count_line(tv, names),
                            [(ballot_words(v, t, names), t is None) for v, t in line.ballots])

    @staticmethod
    def _double(tv) -> tuple[int | None, int]:
        """The captain's seat and his ballot's weight in this count (2; 3 under New Moon's Captain's Word)."""
        return tv.weights[0] if tv is not None and tv.weights else (None, 1)

    def show_vote(self, line, names, tv) -> None:
        double, weight = self._double(tv)
        raven, swap = (tv.raven, tv.swap) if tv is not None else (None, ())
        trial = tv is not None and tv.trial
        rule = fill(self.tr("To go on trial: more than half of the %1 players present, %n vote(s) or more", "",
                            tv.need), tv.present) if trial else ""
        if double is not None and any(v == double for v, _ in line.ballots):
            note = fill(self.tr("%1 is the captain: that ballot counts twice (×2)."), names[double]) if weight == 2 \
                else fill(self.tr("%1 is the captain: that ballot counts three times today (×3)."), names[double])
            rule = note + ("\n" + rule if rule else "")
        if swap:
            note = fill(self.tr("Switched Seats: votes for %1 count for %2, and the reverse."), names[swap[0]],
                        names[swap[1]])
            rule = note + ("\n" + rule if rule else "")
        if raven is not None:
            note = fill(self.tr("The Raven marked %1: 2 votes against them from the start (+2)."), names[raven])
            rule = note + ("\n" + rule if rule else "")
        tops = tv.tops if tv is not None else ((line.target,) if line.target is not None else ())
        if not tops:
            head = self.tr("Nobody went on trial") if trial else self.tr("Nobody was voted out")
        elif len(tops) > 1:
            head = fill(self.tr("A tie between %1"), names_of(tops, names))
        elif trial:
            x = tops[0]
            head = fill(self.tr("%1 goes on trial"), names[x]) if tv.on_trial == x \
                else fill(self.tr("%1 has the most votes, too few for a trial: nobody goes on trial"), names[x])
        else:
            head = fill(self.tr("Most votes: %1"), names[tops[0]])
        self.view.show_rows(head, self.count_line(tv, names, rule),
                            [(ballot_words(v, t, names, v == double, weight), t is None) for v, t in line.ballots])

    def show_verdict(self, line, names, tv) -> None:
        double, weight = self._double(tv)
        who = names[line.target] if line.target is not None else ""
        head = fill(self.tr("%1 is condemned"), who) if line.value == "kill" else fill(self.tr("%1 is spared"), who)
        counts = ""
        if tv is not None:
            counts = fill(self.tr("Kill: %1   ·   Spare: %2"), tv.kills, tv.spares)
            if tv.abstained:
                counts += "   ·   " + fill(self.tr("abstained: %1"), tv.abstained)
            counts += "\n"
        rule = self.tr("More kills than spares: hanged. A tie or more spares: spared.")
        if double is not None and any(v == double for v, _ in line.verdicts):
            rule = (fill(self.tr("%1 is the captain: that ballot counts twice (×2)."), names[double]) if weight == 2
                    else fill(self.tr("%1 is the captain: that ballot counts three times today (×3)."),
                              names[double])) + "\n" + rule
        self.view.show_rows(head, counts + rule,
                            [(verdict_ballot_words(v, b, names, v == double, weight), b is None)
                             for v, b in line.verdicts])

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.go_button.setFocus()


# --- the end -------------------------------------------------------------------------------------

def history_line(ev, names, roles=()) -> str | None:
    """One event of the finished game as a sentence (None for bookkeeping); `roles` tell a
    wolves' note from a private one."""
    n = lambda s: names[s] if s is not None and 0 <= s < len(names) else ""  # noqa: E731
    k = ev.kind
    if k == "pick":
        return fill(translate("ClassicHistory", "%1 (wolf) picked %2."), n(ev.seat), n(ev.target)) if ev.target is not None \
            else fill(translate("ClassicHistory", "%1 (wolf) picked nobody."), n(ev.seat))
    if k == "bite":
        return fill(translate("ClassicHistory", "The wolves' bite: %1."), n(ev.target)) if ev.target is not None \
            else translate("ClassicHistory", "No bite tonight: the wolves' picks did not agree.")
    if k == "look" and (ev.value or "").startswith("role:"):  # New Moon's fog: the card
        return fill(translate("ClassicHistory", "%1 (seer) looked at %2 in the fog: the %3 card."), n(ev.seat),
                    n(ev.target), role_name(ev.value[5:]))
    if k == "seance":
        from .events_text import event_title
        return fill(translate("ClassicHistory", "%1 (gypsy) asked the spirits: %2."), n(ev.seat),
                    event_title(ev.value or ""))
    if k == "crier_play":
        from .events_text import event_title
        return fill(translate("ClassicHistory", "%1 (town crier) played %2 for the morning."), n(ev.seat),
                    event_title(ev.value or ""))
    if k == "confession" and ev.target is not None:
        from .newmoon import team_name
        return fill(translate("ClassicHistory", "%1 learned in confession that %2 is on the side of %3."),
                    n(ev.seat), n(ev.target), team_name(ev.value or ""))
    if k in ("announce:event", "announce:crier", "announce:census", "announce:seance", "no_vote", "amnesty"):
        from app.core.classic.views import public_line as line_of

        from .newmoon import nm_line
        return nm_line(line_of(ev), names) or None
    if k == "look":
        return fill(translate("ClassicHistory", "%1 (seer) looked at %2: %3."), n(ev.seat), n(ev.target),
                    translate("ClassicHistory", "a wolf") if ev.value == "wolves" else translate("ClassicHistory", "not a wolf"))
    if k == "protect":
        return fill(translate("ClassicHistory", "%1 (bodyguard) protected %2."), n(ev.seat), n(ev.target))
    if k == "save":
        return fill(translate("ClassicHistory", "%1 (witch) used the save potion on %2."), n(ev.seat), n(ev.target))
    if k == "poison":
        return fill(translate("ClassicHistory", "%1 (witch) poisoned %2."), n(ev.seat), n(ev.target))
    if k == "skip":
        return {
            "wolves": fill(translate("ClassicHistory", "%1 (wolf) picked nobody."), n(ev.seat)),
            "seer": fill(translate("ClassicHistory", "%1 (seer) looked at nobody."), n(ev.seat)),
            "bodyguard": fill(translate("ClassicHistory", "%1 (bodyguard) protected nobody."), n(ev.seat)),
            "witch": fill(translate("ClassicHistory", "%1 (witch) used no potion."), n(ev.seat)),
            "hunter": fill(translate("ClassicHistory", "%1 (hunter) did not shoot."), n(ev.seat)),
            "thief": fill(translate("ClassicHistory", "%1 (thief) kept the thief card."), n(ev.seat)),
            "cupid": fill(translate("ClassicHistory", "%1 (Cupid) made no couple."), n(ev.seat)),
            "little_girl": fill(translate("ClassicHistory", "%1 (little girl) slept."), n(ev.seat)),
            "fox": fill(translate("ClassicHistory", "%1 (fox) sniffed nobody."), n(ev.seat)),
            "scapegoat": fill(translate("ClassicHistory", "%1 (scapegoat) named nobody."), n(ev.seat)),
            "tiebreak": fill(translate("ClassicHistory", "%1 (captain) let the tie stand."), n(ev.seat)),
        }.get(ev.value or "", fill(translate("ClassicHistory", "%1 did nothing."), n(ev.seat)))
    if k == "death":
        return fill(translate("ClassicHistory", "%1 died (%2)."), n(ev.seat), cause_name(ev.value or ""))
    if k == "shot":
        return fill(translate("ClassicHistory", "%1 (hunter) shot %2."), n(ev.seat), n(ev.target))
    if k == "ballot":
        return fill(translate("ClassicHistory", "%1 voted for %2."), n(ev.seat), n(ev.target)) if ev.target is not None \
            else fill(translate("ClassicHistory", "%1 abstained."), n(ev.seat))
    if k == "tally":
        return tally_sentence(ev.pairs, ev.target, names)
    if k == "note":
        if not ev.value:
            return None
        if ev.seat is not None and ev.seat < len(roles) and roles[ev.seat] == "wolf":
            return fill(translate("ClassicHistory", "%1 (wolf) wrote the wolves' note: “%2”"), n(ev.seat), ev.value)
        return fill(translate("ClassicHistory", "%1 wrote a private note: “%2”"), n(ev.seat), ev.value)
    if k == "result":
        return result_words(ev.value) + "."
    extended = _extended_history(ev, n, roles)
    if extended is not None:
        return extended
    if k in ("election", "captain", "accused", "verdict", "tiebreak", "reveal", "scapegoat", "growl"):
        from app.core.classic.views import public_line as core_line

        line = core_line(ev)
        return public_line(line, names, extended=True) if line is not None else None
    return None  # deal, victim, dawn, died, dusk, last_turn, vote_start: told by the lines above


def _extended_history(ev, n, roles) -> str | None:
    """The extended preset's private events of the finished game (§11.12: shown only at the end)."""
    k = ev.kind
    if k == "take":
        role = roles[ev.seat] if ev.seat is not None and ev.seat < len(roles) else ""
        if ev.value == "forced":
            return fill(translate("ClassicHistory", "%1 (thief) had to take the wolf card."), n(ev.seat))
        return fill(translate("ClassicHistory", "%1 (thief) took the %2 card."), n(ev.seat), role_name(role))
    if k == "couple" and len(ev.seats) == 2:
        return fill(translate("ClassicHistory", "%1 (Cupid) made %2 and %3 the lovers."), n(ev.seat), n(ev.seats[0]),
                    n(ev.seats[1]))
    if k == "peek":
        if ev.value == "caught":
            return fill(translate("ClassicHistory", "%1 (little girl) peeked and saw %2, but the wolves saw her."),
                        n(ev.seat), n(ev.target))
        return fill(translate("ClassicHistory", "%1 (little girl) peeked and saw %2."), n(ev.seat), n(ev.target))
    if k == "sniff":
        if ev.value == "yes":
            return fill(translate("ClassicHistory", "%1 (fox) sniffed around %2: a wolf is near."), n(ev.seat),
                        n(ev.target))
        return fill(translate("ClassicHistory", "%1 (fox) sniffed around %2: no wolf near, the fox's power is gone."),
                    n(ev.seat), n(ev.target))
    if k == "verdict_ballot":
        if ev.value == "kill":
            return fill(translate("ClassicHistory", "%1 voted to hang %2."), n(ev.seat), n(ev.target))
        if ev.value == "spare":
            return fill(translate("ClassicHistory", "%1 voted to spare %2."), n(ev.seat), n(ev.target))
        return fill(translate("ClassicHistory", "%1 abstained."), n(ev.seat))
    if k == "powers_lost":
        return translate("ClassicHistory", "The elder is dead: every village role has lost its power.")
    return None


def history_lines(history, names, roles=()) -> list[tuple[str, bool]]:
    """The whole game, a bold heading per moment ("Night 1", "Day 1", ...), then its sentences."""
    out: list[tuple[str, bool]] = []
    for moment, events in history:
        said = [t for ev in events if (t := history_line(ev, names, roles))]
        if said:
            out.append((moment_name(moment), True))
            out.extend((t, False) for t in said)
    return out


def tile_order(ann) -> list[int]:
    """The seats an announcement shows as tiles, in the order things happened at that moment: the
    dead of each dawn or dusk line and a hanged idiot or prince who lives on ("Village Idiot · no
    vote", "Prince") as their lines come (a prince spared by the judge's second vote after the first
    vote's hanging comes after the hanged), then the dead not in a line, then the shot."""
    order: list[int] = []
    for line in getattr(ann, "lines", ()):
        if line.kind in ("dawn", "dusk", "cavalier_out") and line.seats:
            seats = [s for s in line.seats if s in ann.dead]
        elif line.kind == "reveal" and line.value in ("idiot", "prince") and line.seats:
            seats = [line.seats[0]]
        else:
            continue
        order += [s for s in seats if s not in order]
    order += [s for s in ann.dead if s not in order]
    return order + [s for s in ann.shot if s not in order]


class ClassicEndScreen(_Public):
    """The result, every seat's role, team and fate, and the whole story night by night."""

    new_game = Signal()
    menu = Signal()

    COLUMNS = 6
    NOTES = 5  # the column of the lovers' heart and the captains (the extended preset): last, elided if need be

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, "reveal", parent)
        self.headline = FitLabel("", max_pt=40, min_pt=18)
        self.headline_badge = ArtLabel(48, self)  # the winning team's badge (teams.py): its shape, not only its colour
        self.rows = LineRows()
        self.table = QTableWidget(0, self.COLUMNS)
        self.table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Role"), self.tr("Team"), self.tr("Fate"),
                                              self.tr("Result"), self.tr("Lover, captain")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.setIconSize(QSize(36, 36))
        head = self.table.horizontalHeader()
        for c in range(self.COLUMNS):
            head.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(self.NOTES, QHeaderView.ResizeMode.Stretch)  # the rest of the width, elided
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        head.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.table.setStyleSheet(
            "QTableWidget { background: rgba(0,0,0,0.25); color: #FFF8E7; border: none; border-radius: 10px; }"
            "QHeaderView { background: transparent; border: none; }"
            "QHeaderView::section { background: transparent; color: #C7C3E0; border: none; padding: 6px 14px;"
            " font-weight: bold; }"
            "QTableWidget::item { padding: 2px 14px; }")
        self.story = M.LinesModel(self)
        self.story_view = LinesView(self.story)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.table, self.tr("Everyone"))
        self.tabs.addTab(self.story_view, self.tr("The whole story"))
        self.new_button = button(self.tr("New game"), primary=True)
        self.menu_button = button(self.tr("Menu"))
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.menu_button)
        bottom.addWidget(self.new_button)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        outer.addWidget(self.headline_badge, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addWidget(self.headline)
        outer.addWidget(self.rows)
        outer.addWidget(self.tabs, 1)
        outer.addLayout(bottom)
        self.new_button.clicked.connect(self.new_game)
        self.menu_button.clicked.connect(self.menu)

    def keep_state(self) -> dict:
        return {**super().keep_state(), "tab": self.tabs.currentIndex()}

    def restore_state(self, kept: dict) -> None:
        super().restore_state(kept)
        self.tabs.setCurrentIndex(kept.get("tab", 0))

    def captain_spans(self, pub) -> dict[int, list[str]]:
        """Each captain's terms as words ("captain Day 1 – Night 3"), from `captains`."""
        changes = list(getattr(pub, "captains", ()))
        out: dict[int, list[str]] = {}
        for i, (moment, seat) in enumerate(changes):
            if seat is None:
                continue
            until = changes[i + 1][0] if i + 1 < len(changes) else None
            if until is not None:
                words = fill(self.tr("captain %1 – %2"), moment_name(moment), moment_name(until))
            else:
                words = fill(self.tr("captain from %1"), moment_name(moment))
            out.setdefault(seat, []).append(words)
        return out

    def extra_rows(self, pub, names) -> list[tuple[str, str]]:
        rows: list[tuple[str, str]] = []
        lovers = list(getattr(pub, "lovers", ()))
        if len(lovers) == 2:
            rows.append((fill(self.tr("The lovers: %1"), names_of(lovers, names)), LOVE_ART))
        changes = [(m, c) for m, c in getattr(pub, "captains", ()) if c is not None]
        if changes:
            rows.append((fill(self.tr("Captains: %1"), ", ".join(
                fill(self.tr("%1 (from %2)"), names[c], moment_name(m)) for m, c in changes)), CAPTAIN_ART))
        if getattr(pub, "events", ()):  # New Moon (§11.31.7): every event, and the crier's cards left
            from .events_text import CRIER_ART, event_art, event_title
            drawn = [fill(self.tr("%1 (%2)"), event_title(e), moment_name(f"N{k}")) for k, e, _ in pub.events if e]
            if drawn:
                rows.append((fill(self.tr("New Moon's events: %1"), ", ".join(drawn)), event_art("census")))
            if pub.crier_hand:
                rows.append((fill(self.tr("The town crier's cards never played: %1"),
                                  ", ".join(event_title(e) for e in pub.crier_hand)), CRIER_ART))
        facts = self.facts()
        if facts.get("spawn"):
            rows.append((fill(self.tr("The vampire's spawn: %1"), names_of(facts["spawn"], names)),
                         classic_role_art("vampire")))
        if facts.get("charmed"):
            rows.append((fill(self.tr("Charmed by the Pied Piper: %1"), names_of(facts["charmed"], names)),
                         classic_role_art("pied_piper")))
        h = facts.get("heretic")
        if h is not None:
            seat, picks, won = h
            words = fill(self.tr("%1, the Heretic, picked %2"), names[seat], names_of(picks, names)) if picks \
                else fill(self.tr("%1, the Heretic, picked nobody"), names[seat])
            words += " — " + (self.tr("both are dead and he is alive: he wins too") if won
                              else self.tr("no side win"))
            rows.append((words, classic_role_art("heretic")))
        return rows

    def facts(self) -> dict:
        """The second wave's end facts (every team, the charmed, the spawn, the heretic), or {}."""
        f = getattr(self.session, "end_facts", None)
        return f() if f is not None else {}

    def refresh(self) -> None:
        pub = self.session.public_view()
        if pub is None or pub.result is None:
            return
        names = list(pub.seats)
        pics = list(self.session.portraits)
        self.headline.set_full_text(result_words(pub.result))
        self.headline_badge.set_art(teams.badge_art(pub.result))  # none for a draw
        extended = getattr(pub, "preset", "standard") != "standard"
        self.rows.set_rows(self.extra_rows(pub, names), 36)
        self.table.setColumnHidden(self.NOTES, not extended)
        lovers = set(getattr(pub, "lovers", ()))
        mixed = len(lovers) == 2 and len({team_of(pub.roles[s]) for s in lovers if s < len(pub.roles)}) > 1
        spans = self.captain_spans(pub)
        facts = self.facts()
        w2_teams = facts.get("teams", ())
        self.table.setRowCount(len(names))
        z = self.zoom or 1.0
        room = (self.height() - (290 + (56 if self.headline_badge.art else 0) + 40 * len(self.rows.rows)) * z) / max(1, len(names)) - 8
        side = int(max(22 * z, min(36 * z, room)))
        self.table.setIconSize(QSize(side, side))
        for s, name in enumerate(names):
            role = pub.roles[s] if s < len(pub.roles) else ""
            if pub.alive[s]:
                fate = self.tr("alive")
            else:
                cause = pub.causes[s] if s < len(pub.causes) else None
                fate = died_words(pub.died_at[s] or "")
                if cause:
                    fate = fill(self.tr("%1 (%2)"), fate, cause_name(cause))
            won = self.tr("won") if s in pub.winners else (self.tr("draw") if pub.result == "draw" else self.tr("lost"))
            if s < len(w2_teams):  # the second wave: the team of §11.18 at the end
                team_id = w2_teams[s]
            else:
                team_id = "lovers" if s in lovers and mixed else (team_of(role) if role else "")
            team = self.tr("Lovers") if team_id == "lovers" else (team_name(team_id) if role else "")
            notes = ([self.tr("lover")] if s in lovers else []) + spans.get(s, [])
            notes += [self.tr("spawn")] if s in facts.get("spawn", ()) else []
            notes += [self.tr("charmed")] if s in facts.get("charmed", ()) else []
            h = facts.get("heretic")
            if h is not None and h[2] and s == h[0]:
                notes.append(self.tr("side win"))
            cells = [name, role_name(role), team, fate, won, ", ".join(notes)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if s in pub.winners:
                    item.setForeground(QColor("#F0E442"))
                if c == 0:
                    item.setIcon(QIcon(portrait_pixmap(pics[s] if s < len(pics) else "", side, 2.0)))
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                elif c == 1 and classic_role_art(role):
                    item.setIcon(art_icon(classic_role_art(role), 64))
                elif c == 2 and teams.badge_art(team_id):
                    item.setIcon(teams.badge_icon(team_id, 64))  # the team's shape beside its name
                elif c == self.NOTES and notes:
                    icon = LOVE_ART if s in lovers else CAPTAIN_ART
                    item.setIcon(art_icon(icon, 64))
                    item.setToolTip(texts.plain_tip(text))
                self.table.setItem(s, c, item)
            self.table.setRowHeight(s, side + 10)
        self.story.set_lines(history_lines(self.session.history(), names, pub.roles))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.tabs.setCurrentIndex(0)
        self.new_button.setFocus()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.isVisible():
            self.refresh()  # the rows' height follows the window's
