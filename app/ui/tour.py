"""`python -m app --tour DIR`: play one seeded game through the real screens, saving a PNG of each.

Every step is a simulated click on a real widget or table item (QTest), so the tour
exercises the same paths a player does. It exits non-zero on any error.
"""
from __future__ import annotations

import random
import sys
import tempfile
import traceback
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QEvent, QPoint, QRect, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from . import session as S
from .autosave import Autosave
from .choices import sequences
from .look import setup_look
from .main import MainWindow
from .presets import preset
from .settings import Settings

NAMES = ["Hương", "Minh", "Lan 🌙", "Maximilian Alexander von Nachtigall", "Ana", "Bảo", "Chloé", "Đức", "Eun-ji", "Farid"]


Chooser = Callable[[str, int, list[dict[str, Any]], bool], "dict[str, Any] | None"]


def clipped_texts(root: QWidget) -> list[str]:
    """Every visible text in `root` that does not fit its box: a one-line label wider than its
    contents, a wrapped label taller, a deck tile's role name or power cut, a FitLabel (a curtain's
    name, a headline: it shrinks, then wraps) that still does not show all of its text."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QLabel, QStyleOptionViewItem

    from .screens.setup import RoleCardDelegate, RoleGrid
    from .widgets import FitLabel

    out: list[str] = []
    for w in root.findChildren(QLabel):
        if not w.isVisibleTo(root) or not w.text() or w.pixmap() is not None and not w.pixmap().isNull():
            continue
        if isinstance(w, FitLabel) and w.text() != w.full_text():
            out.append(w.full_text())
            continue
        box = w.contentsRect()
        if w.wordWrap():
            if w.heightForWidth(box.width()) > box.height() + 1:
                out.append(w.text())
        elif QFontMetrics(w.font()).horizontalAdvance(w.text()) > box.width() + 1:
            out.append(w.text())
    grids = root.findChildren(RoleGrid)
    if any(g.isVisibleTo(root) for g in grids):  # the deck builder: every tab's tiles, as drawn
        shown = next(g for g in grids if g.isVisibleTo(root))
        for grid in grids:
            delegate = grid.itemDelegate()
            if not isinstance(delegate, RoleCardDelegate):
                continue
            for r in range(grid.model().rowCount()):
                index = grid.model().index(r, 0)
                option = QStyleOptionViewItem()
                shown.initViewItemOption(option)
                option.rect = QRect(QPoint(0, 0), delegate.sizeHint(option, index))
                out += [t for t in delegate.cut_texts(option, index) if t not in out]
    return out


class Tour:
    """Drives the real screens with simulated clicks; `choose(step, seat, options, mandatory)` decides."""

    def __init__(self, app: QApplication, window: MainWindow, out: Path | None, rng: random.Random,
                 choose: Chooser | None = None) -> None:
        self.app = app
        self.window = window
        self.session = window.session
        self.out = out
        self.rng = rng
        self.choose = choose or self.random_choice
        self.shots: list[str] = []
        self.taken: set[str] = set()
        self.clipped: list[str] = []  # texts cut off in a shot (see clipped_texts)

    def random_choice(self, step: str, seat: int, opts: list[dict[str, Any]], mandatory: bool) -> dict[str, Any] | None:
        """A real action rather than a skip, so that the screens show what the roles do (a
        Doppelganger prefers a copy that acts at once, a Sentinel shields, a Curator places)."""
        if not opts:
            return None
        acting = [o for o in opts if o.get("then")] or opts
        return self.rng.choice(acting)

    # --- helpers ----------------------------------------------------------------------------
    def settle(self) -> None:
        for _ in range(3):
            self.app.processEvents()

    def shot(self, key: str, widget: QWidget | None = None) -> None:
        if key in self.taken or self.out is None:
            return
        self.taken.add(key)
        self.settle()
        # A text set by the last event (the deck builder's meter keeps counting) may still wait for
        # its layout: lay every widget out before the picture and the clipping check, as a frame would.
        for _ in range(4):
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        name = f"{len(self.shots) + 1:02d}_{key}.png"
        pm = (widget or self.window).grab()
        if not pm.save(str(self.out / name), "PNG", 80):  # light compression: quick to write
            raise RuntimeError(f"could not save {name}")
        self.shots.append(name)
        self.clipped += [f"{name}: {text}" for text in clipped_texts(widget or self.window)]

    def click(self, button: QAbstractButton) -> None:
        if not button.isEnabled() or not button.isVisible():
            raise RuntimeError(f"button {button.text()!r} is not clickable")
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        self.settle()

    def click_item(self, view, item) -> None:
        pos = view.mapFromScene(item.scenePos())
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
        self.settle()

    def page(self, screen: str):
        return self.window.pages[screen]

    # --- the game ---------------------------------------------------------------------------
    def play(self, players: int, deck: list[str], names: list[str] | None = None) -> None:
        self.setup(players, deck, names)
        self.night()
        self.day()
        self.vote()
        self.end()

    def setup(self, players: int, deck: list[str], names: list[str] | None = None) -> None:
        """From the start screen to the first curtain."""
        start = self.page(S.START)
        self.shot("start")
        if self.out is not None:
            self.rules_and_settings()
        self.click(start.new_button)
        self.click(self.page("c_mode").one_night_button)
        setup = self.page(S.SETUP)
        pp = setup.players_page
        pp.players.set_names([])
        for name in (names or NAMES)[:players]:
            pp.entry.setText(name)
            self.click(pp.add_button)
        self.shot("setup_players")
        self.click(pp.next_button)
        cp = setup.cards_page
        self.click(cp.clear_button)
        for role in deck or preset(players):
            self.click_role(cp, role)
        self.shot("deck_builder")
        self.click(cp.start_button)

    def rules_and_settings(self) -> None:
        from .dialogs import RulesDialog, SettingsDialog

        for key, dialog in (("rules", RulesDialog(self.window)), ("settings", SettingsDialog(self.session.settings, self.window))):
            dialog.show()
            self.settle()
            self.shot(key, dialog)
            dialog.reject()

    def click_role(self, cards_page, role: str) -> None:
        from . import models as M

        for k, (box, grid) in enumerate(cards_page.grids.items()):
            for r in range(grid.proxy.rowCount()):
                idx = grid.proxy.index(r, 0)
                if idx.data(M.ROLE_ID) == role:
                    cards_page.tabs.setCurrentIndex(k)
                    self.settle()
                    grid.scrollTo(idx)
                    rect = grid.visualRect(idx)
                    QTest.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                                     rect.center())
                    self.settle()
                    return
        raise RuntimeError(f"role {role} is not in the deck builder")

    def night(self, visits: int = 400) -> None:
        """Play visits until the day (or until `visits` visits were opened)."""
        s = self.session
        if s.screen in (S.TABLE_NIGHT, S.TABLE_CARD):
            self.narrated_night()
            return
        for _ in range(visits):
            if s.screen == S.CURTAIN:
                self.shot("curtain")
                self.open_curtain()
            elif s.screen == S.VISIT:
                self.visit()
            else:
                return
        if visits == 400:
            raise RuntimeError("the night did not end")

    def narrated_night(self, seconds: float = 300.0) -> None:
        """The narrated table mode's night, until the day."""
        import time

        director = self.window.table_director()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            screen = self.session.screen
            if screen == S.VISIT:
                self.visit()
            elif screen in (S.TABLE_NIGHT, S.TABLE_CARD):
                self.table_move(S.TABLE_NIGHT, S.TABLE_CARD, self.session, director)
            else:
                return
        raise RuntimeError("the narrated night did not end")

    def table_move(self, night_screen: str, card_screen: str, session: Any, director: Any) -> None:
        """One move of a narrated night: a card seen, the night started, or the moon held when a
        call is open (nobody's turn: the clock is left to run a moment)."""
        if self.window._current == card_screen:
            self.shot("table_card")
            self.click(self.page(card_screen).done_button)
            return
        page = self.page(night_screen)
        if session.table_dealer() is not None:
            self.shot("table_deal")
            self.hold(page.ring)
            return
        if not director.running:
            self.shot("table_ready")
            self.click(page.start_button)
            return
        table = session.table
        if table is not None and table.index >= 0 and not table.closing:
            self.shot("table_call")
            self.hold(page.ring)
            if self.window._current != night_screen:
                return
        QTest.qWait(40)

    def hold(self, ring) -> None:
        QTest.mousePress(ring, Qt.MouseButton.LeftButton)
        QTest.mouseRelease(ring, Qt.MouseButton.LeftButton)
        self.settle()

    def open_curtain(self) -> None:
        curtain = self.page(S.CURTAIN)
        QTest.mousePress(curtain.ring, Qt.MouseButton.LeftButton)
        QTest.mouseRelease(curtain.ring, Qt.MouseButton.LeftButton)
        self.settle()

    def visit(self, done: bool = True) -> None:
        """The open visit played round by round to its end, then Done (unless not `done`)."""
        s = self.session
        v = s.visit
        page = self.page(S.VISIT)
        if any(x.kind == "mark" and x.place == v.seat for x in v.news):  # the mark check's sight
            self.shot("mark_check")
        if any(x.kind == "artifact" for x in v.news):
            self.shot("dawn_artifact_news")
        if s.table is not None:
            self.narrated_visit(page)
            return
        # Pass-and-play: the lap's rounds, the same for every seat (DESIGN.md §Hand-off 8). The
        # decision's picks come in its rounds (a look ends one); every round's taps are made up
        # with taps that do nothing.
        chosen: list[Any] = []  # the decision's pick sequence (None: do nothing), once chosen
        while s.screen == S.VISIT and s.visit is not None:
            v = s.visit
            if v.stage == "ask":
                ask = v.ask
                if any(p.shield is not None for p in page.scene.places):
                    self.shot("awake_sees_shield")
                if not chosen:
                    opts = s.ask_options()
                    args = self.choose(ask.step, ask.seat, opts, ask.mandatory) if opts else None
                    chosen.append(sequences(args, s.seats)[0] if args is not None else None)
                picks = chosen[0]
                if picks is None:
                    self.click(page.secondary)  # Nothing: the choice to do nothing
                else:
                    b = page.builder
                    for pick in picks[len(b.picks):]:
                        if page.taps_made() >= page.taps_needed():
                            break
                        self.pick(page, pick.kind, pick.value)
                        if page.looked_pick:
                            break
                self.fill_taps(page)
                self.shot(f"action_{ask.step}" + ("" if v.round == 0 else f"_{v.round + 1}"))
                self.click(page.confirm)
                self.shot(f"result_{ask.step}" + ("" if v.round == 0 else f"_{v.round + 1}"))
            elif v.stage == "sleep":
                self.fill_taps(page)
                self.shot("sleep")
                self.click(page.confirm)
            elif s.more_rounds():
                self.click(page.confirm)  # Next
            else:
                break
        if done and s.screen == S.VISIT:
            self.click(page.done)

    def fill_taps(self, page) -> None:
        """The round's taps that do nothing: cards from the seat's own place on (the same for everyone)."""
        s = self.session
        v = s.visit
        places = len(page.scene.places)
        start = v.seat * 7 + 3 + v.round
        k = 0
        while page.taps_made() < page.taps_needed():
            targets = page.tap_targets()
            free = [p % places for p in range(start + k * 5, start + k * 5 + places)
                    if self._target_of(page, p % places) in targets]
            if not free:
                if not page.secondary.isEnabled():
                    raise RuntimeError(f"no tap to make: {v.stage} {v.ask} {page.taps_made()}/{page.taps_needed()} "
                                       f"{page.builder.selected() if page.builder else None} {page.reason}")
                self.click(page.secondary)  # Nothing
            else:
                made = page.taps_made()
                self.click_item(page.view, page.scene.places[free[0]].card)
                if page.taps_made() == made:
                    QTest.qWait(25)  # a card still turning takes no tap: as a player would, wait for it
            k += 1
            if k > 40:
                raise RuntimeError(f"the round's taps could not be made: {v.stage} {v.ask} {page.taps_made()}"
                                   f"/{page.taps_needed()}")

    def _target_of(self, page, row: int) -> tuple[str, int]:
        n = len(self.session.seats)
        return ("card", row) if row < n else ("centre", row - n)

    def narrated_visit(self, page) -> None:
        """A narrated night's visit: its decisions one after another, then Done."""
        s = self.session
        v = s.visit
        while v.stage == "ask":
            ask = v.ask
            opts = s.ask_options()
            args = self.choose(ask.step, ask.seat, opts, ask.mandatory) if opts else None
            if not opts:
                self.shot(f"action_{ask.step}")
                self.click(page.confirm)
            elif args is None:
                self.shot(f"action_{ask.step}")
                self.click(page.secondary)
            else:
                for pick in sequences(args, s.seats)[0]:
                    self.pick(page, pick.kind, pick.value)
                self.shot(f"action_{ask.step}")
                self.click(page.confirm)
            self.shot(f"result_{ask.step}")
            if s.visit is None:  # the call ended meanwhile
                return
            if s.visit.stage == "result" and s.more_asks():
                self.click(page.confirm)
            v = s.visit
        if s.screen == S.VISIT and page.done.isEnabled():
            self.click(page.done)

    def pick(self, page, kind: str, value: Any) -> None:
        n = len(self.session.seats)
        if kind == "direction":
            for b in page.direction_buttons:
                if b.property("direction") == value:
                    self.click(b)
                    return
            raise RuntimeError("no direction button")
        if kind == "centre":
            self.click_item(page.view, page.scene.places[n + value].card)
        elif kind == "mark":
            self.click_item(page.view, page.scene.places[value].mark)
        else:
            self.click_item(page.view, page.scene.places[value].card)

    def day(self) -> None:
        s = self.session
        if s.screen != S.DAY:
            raise RuntimeError(f"expected the day, got {s.screen}")
        day = self.page(S.DAY)
        self.click(day.start_button)
        pub = s.public_view()
        name = "day" + ("_shields" if pub.shields else "") + ("_artifact" if pub.artifact_seats else "") \
            + ("_face_up" if pub.face_up else "") + ("_wolf_card" if pub.centre_slots > 3 else "")
        self.shot(name)
        self.click(day.vote_button)

    def vote(self) -> None:
        s = self.session
        vote = self.page(S.VOTE)
        self.shot("vote_countdown")
        self.click(vote.count_button)
        self.settle()
        n = len(s.seats)
        for voter in range(n):
            target = self.vote_of(voter, n)
            if vote.voter != voter:
                if vote.voter >= 0:
                    self.click_item(vote.table.view, vote.table.scene.places[vote.voter].card)
                self.click_item(vote.table.view, vote.table.scene.places[voter].card)
            self.click_item(vote.table.view, vote.table.scene.places[target].card)
        self.shot("vote_entry")
        self.click(vote.confirm_button)

    def vote_of(self, voter: int, n: int) -> int:
        return self.rng.choice([t for t in range(n) if t != voter])

    def end(self) -> None:
        s = self.session
        if s.screen != S.RESOLUTION:
            raise RuntimeError(f"expected the resolution, got {s.screen}")
        res = self.page(S.RESOLUTION)
        self.shot("resolution")
        self.click(res.reveal_button)
        reveal = self.page(S.REVEAL)
        reveal.finish()
        self.shot("reveal")
        reveal.tabs.setCurrentIndex(1)
        self.shot("night_story")


def seat_names(given: list[str] | None, own: list[str]) -> list[str]:
    """The tour's seats: the names given, in order, then the tour's own names not given already."""
    given = list(given or [])
    return given + [n for n in own if n not in given]


TABLE_STEP_MS = 3000  # a narrated night's call in the tour


def run_tour(app: QApplication, out: Path, *, seed: int = 7, players: int = 5, deck: list[str] | None = None,
             size: str = "1280x720", language: str = "en", mode: str = "onenight", preset: str = "standard",
             table: bool = False, new_moon: bool = False, names: list[str] | None = None) -> int:
    """Play the tour; 0 when every screen was reached and saved without an error. `names` seat the
    players in that order; the tour's own names fill the seats past the last one given."""
    out.mkdir(parents=True, exist_ok=True)
    errors: list[str] = []
    old_hook = sys.excepthook

    def hook(kind, value, tb) -> None:
        errors.append("".join(traceback.format_exception(kind, value, tb)))
        old_hook(kind, value, tb)

    sys.excepthook = hook
    tmp = Path(tempfile.mkdtemp(prefix="pass-the-night-tour-"))
    settings = Settings(QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat))
    settings.min_visit_ms = 0
    settings.hold_ms = 0
    settings.countdown_ms = 0
    settings.animation_ms = 0
    settings.language = language or "en"
    settings.table_mode = table
    setup_look(app, settings)
    session = S.GameSession(settings, Autosave(tmp / "save"))
    window = MainWindow(session)
    window.ask_before_closing = False  # the tour ends by closing the window mid-game
    window.seed = seed
    if table:  # short calls: long enough for the tour's clicks and screenshots
        window.table_director("classic" if mode == "classic" else "onenight").step_ms_override = TABLE_STEP_MS
    try:
        w, h = (int(x) for x in size.lower().split("x"))
    except ValueError:
        w, h = 1280, 720
    window.resize(w, h)
    window.show()
    if mode == "classic":
        from .classic.tour import NAMES as CLASSIC_NAMES, ClassicTour

        tour = ClassicTour(app, window, out, random.Random(seed))
        seated = seat_names(names, CLASSIC_NAMES)
    else:
        tour = Tour(app, window, out, random.Random(seed))
        seated = seat_names(names, NAMES)
    try:
        if mode == "classic" and preset == "extended":
            from .classic.tour import EXTENDED_DECK, EXTENDED_OPTIONS

            cards = list(deck or EXTENDED_DECK)
            options = None
            if new_moon:  # New Moon: its option, and the gypsy in place of a villager of the default deck
                options = {**EXTENDED_OPTIONS, "new_moon": True}
                if not deck and "villager" in cards:
                    cards[cards.index("villager")] = "gypsy"
            n = len(cards) - (2 if "thief" in cards else 0)
            tour.play_classic(n, seated, preset="extended", deck=cards, options=options)  # type: ignore[attr-defined]
        elif mode == "classic":
            tour.play_classic(players if players in (8, 9) else 8, seated)  # type: ignore[attr-defined]
        else:
            tour.play(max(3, min(10, players)), list(deck or []), seated)
    except Exception:
        errors.append(traceback.format_exc())
    finally:
        sys.excepthook = old_hook
    for e in errors:
        print(e, file=sys.stderr)
    (out / "clipped.txt").write_text("".join(line + "\n" for line in tour.clipped), encoding="utf-8")
    for line in tour.clipped:
        print(f"clipped: {line}", file=sys.stderr)
    print(f"tour: {len(tour.shots)} screenshots in {out}")
    for name in tour.shots:
        print(f"  {name}")
    window.close()
    return 1 if errors or len(tour.shots) < (12 if mode == "classic" else 14) else 0
