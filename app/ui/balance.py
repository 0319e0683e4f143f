"""The deck builders' balance meter: who tends to win with the cards picked, from random games.

`BalanceMeter` shows, for the deck being built, the share of random legal games each team
(One Night) or result (classic) won, how many games that is from, and for One Night the
night's lap count L and the night length it means (L × seats × the shortest visit). The
games are played by one worker thread (`_Runner`, shared by every meter) in the order asked
for: the latest deck shown wins, the one before is set aside with what it had played and
goes on from there if it comes back; a meter that is hidden or gone stops asking, and its
games stop within half a second. The UI thread only reads the figures, on a timer: it never
waits for a game. The games are seeded from the deck (`app.core.balance`), so the same deck
always shows the same figures after the same number of games.

No garbage collection runs on the worker: a collection finalises whatever cyclic garbage the
process holds, Qt objects of the UI thread included, on the thread that triggered it, and Qt
objects deleted off their thread crash the process. So while the worker plays, Python's
automatic collection is off (`gc.disable`, only ever switched by the UI thread, under the
runner's lock) and the UI thread collects on a timer (`_Runner._tick`); the worker takes a job
only while it is off, and the UI thread turns it back on once the worker is idle.
"""
from __future__ import annotations

import gc
import sys
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QVBoxLayout, QWidget

from app.core import balance as B

from . import texts
from .widgets import label

translate = QCoreApplication.translate

GAMES = 2000  # games per deck (the "at least 2,000"); tests use fewer
POLL_MS = 50  # how often a meter reads the figures (and tells the worker it still wants them)
LEASE_S = 0.5  # a deck nobody asked about for this long is set aside
CHUNK_S = 0.02  # the worker publishes at least this often
KEPT = 32  # decks whose games so far are kept, to go on if they come back

Key = tuple[Any, ...]


SWITCH_S = 0.0005  # the GIL switch interval while the worker runs (Python's default: 5 ms)


class _Job:
    def __init__(self, make: Callable[[], Iterator[tuple[str, ...]]], laps: Callable[[], int] | None,
                 total: int) -> None:
        self.make = make
        self.games: Iterator[tuple[str, ...]] | None = None
        self.laps_of = laps
        self.total = total
        self.laps: int | None = None
        self.tally = B.Tally()
        self.error = ""
        self.lease = 0.0

    @property
    def done(self) -> bool:
        return bool(self.error) or (self.tally.games >= self.total and (self.laps_of is None or self.laps is not None))


class _Runner:
    """One daemon thread playing the games of the deck asked about most recently."""

    def __init__(self) -> None:
        self._cv = threading.Condition()
        self._jobs: OrderedDict[Key, _Job] = OrderedDict()
        self._active: Key | None = None
        self._thread: threading.Thread | None = None
        self._busy = False  # the worker is playing a chunk (set and cleared under the lock)
        self._gc_off = False  # this runner turned automatic collection off (UI thread only)
        self._timer: QTimer | None = None
        self._ticks = 0

    # --- garbage collection on the UI thread only (see the module's docstring) ----------------
    def _hold_gc(self) -> None:
        """(UI thread, lock held) No automatic collection until the worker is idle again."""
        if not self._gc_off:
            self._gc_off = gc.isenabled()
            gc.disable()
        if self._timer is None:
            app = QCoreApplication.instance()
            self._timer = QTimer(app if isinstance(app, QObject) else None)
            self._timer.setInterval(100)
            self._timer.timeout.connect(self._tick)
        if not self._timer.isActive():
            self._timer.start()

    def _tick(self) -> None:
        """(UI thread) Collect here while the worker plays; collection back on once it is idle."""
        self._ticks += 1
        # the young generations only: a full collection of a big heap would hold the UI up (the
        # old one is collected again once the worker is idle and collection is back on)
        gc.collect(1 if self._ticks % 10 == 0 else 0)
        self.settle()

    def settle(self, stop: bool = False) -> None:
        """(UI thread) Once the worker is idle (or, with `stop`, once nothing is asked any more and
        the chunk it plays is over), turn automatic collection back on."""
        if stop:
            with self._cv:
                self._active = None
                self._cv.notify_all()
            for _ in range(500):  # a chunk is CHUNK_S long (and one game past it at most)
                with self._cv:
                    if not self._busy:
                        break
                time.sleep(0.002)
        with self._cv:
            fresh = any(not j.done and time.monotonic() - j.lease < LEASE_S for j in self._jobs.values())
            if self._busy or (fresh and self._active is not None):
                return
            if self._gc_off:
                gc.enable()
            self._gc_off = False
            if self._timer is not None:
                self._timer.stop()

    def want(self, key: Key, make: Callable[[], Iterator[tuple[str, ...]]], laps: Callable[[], int] | None,
             total: int) -> None:
        """Play `key`'s games now (the job is made on first sight of the key)."""
        with self._cv:
            job = self._jobs.get(key)
            if job is None or job.total < total:
                old = job
                job = self._jobs[key] = _Job(make, laps, total)
                if old is not None:  # more games wanted: go on from the ones played
                    job.games, job.laps, job.tally = old.games, old.laps, old.tally
            self._jobs.move_to_end(key)
            while len(self._jobs) > KEPT:
                oldest = next(iter(self._jobs))
                if oldest == key:
                    break
                del self._jobs[oldest]
            job.lease = time.monotonic()
            self._active = key
            self._hold_gc()
            if self._thread is None:
                # The UI thread calls into Python for every item it paints (models, delegates): with
                # the worker holding the GIL it waits a switch interval each time, so the interval
                # is made short enough that a paint is never held up for long.
                sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_S))
                self._thread = threading.Thread(target=self._run, name="balance-meter", daemon=True)
                self._thread.start()
            self._cv.notify_all()

    def renew(self, key: Key) -> None:
        with self._cv:
            job = self._jobs.get(key)
            if job is not None:
                job.lease = time.monotonic()
                if not job.done:
                    self._hold_gc()
                if self._active != key:
                    self._active = key
                    self._cv.notify_all()

    def release(self, key: Key) -> None:
        with self._cv:
            if self._active == key:
                self._active = None

    def snapshot(self, key: Key) -> tuple[int | None, B.Tally, str, bool]:
        """(L or None, the games so far, an error message or "", whether L is known or not
        wanted)."""
        with self._cv:
            job = self._jobs.get(key)
            if job is None:
                return None, B.Tally(), "", False
            return job.laps, job.tally, job.error, job.laps_of is None or job.laps is not None

    def _next(self) -> tuple[Key, _Job]:
        with self._cv:
            while True:
                key = self._active
                job = self._jobs.get(key) if key is not None else None
                if job is not None and not job.done and time.monotonic() - job.lease < LEASE_S \
                        and not gc.isenabled():
                    self._busy = True
                    return key, job  # type: ignore[return-value]
                self._cv.wait(LEASE_S)

    def _run(self) -> None:
        while True:
            key, job = self._next()
            try:
                if job.laps_of is not None and job.laps is None:
                    laps = job.laps_of()
                    with self._cv:
                        job.laps = laps
                if job.games is None:
                    job.games = job.make()
                tally = job.tally
                until = time.monotonic() + CHUNK_S
                while tally.games < job.total and self._active == key and time.monotonic() < until:
                    tally = tally.add(next(job.games))
                with self._cv:
                    job.tally = tally
            except Exception as exc:  # a deck the simulator cannot play: say so, never crash the UI
                with self._cv:
                    job.error = f"{type(exc).__name__}: {exc}"
            finally:
                with self._cv:
                    self._busy = False


RUNNER = _Runner()


# The classic extended preset's cards whose holder can win alone, and the result it makes (§11.25).
SOLO_RESULTS = (("angel", "angel"), ("white_wolf", "white_wolf"), ("pied_piper", "pied_piper"),
                ("sectarian", "sectarian"), ("vampire", "vampires"))


def team_label(team: str) -> str:
    """A One Night team's or a classic result's name on the meter."""
    return {
        "villager": translate("BalanceMeter", "Village"),
        "werewolf": translate("BalanceMeter", "Werewolves"),
        "vampire": translate("BalanceMeter", "Vampires"),
        "tanner": translate("BalanceMeter", "Tanner"),
        "apprentice_tanner": translate("BalanceMeter", "Apprentice Tanner"),
        "assassin": translate("BalanceMeter", "Assassin"),
        "apprentice_assassin": translate("BalanceMeter", "Apprentice Assassin"),
        "village": translate("BalanceMeter", "Village"),
        "wolves": translate("BalanceMeter", "Wolves"),
        "lovers": translate("BalanceMeter", "Lovers"),
        "draw": translate("BalanceMeter", "Draw"),
        "vampires": translate("BalanceMeter", "Vampires"),
        "white_wolf": translate("BalanceMeter", "White Wolf"),
        "pied_piper": translate("BalanceMeter", "Pied Piper"),
        "heretic": translate("BalanceMeter", "Heretic"),
        "sectarian": translate("BalanceMeter", "Sectarian"),
        "angel": translate("BalanceMeter", "Angel"),
    }.get(team, team)


def percent(share: float) -> str:
    return texts.fill(translate("BalanceMeter", "%1 %"), f"{100 * share:.0f}")


class BalanceMeter(QFrame):
    """Who tends to win with the deck being built: `show_onenight` / `show_classic` when the
    deck changes (a valid one), `clear()` when there is none. `updated` after each new figure."""

    updated = Signal()

    def __init__(self, parent: QWidget | None = None, games: int | None = None) -> None:
        super().__init__(parent)
        self.setProperty("panel", True)
        self.setObjectName("balanceMeter")
        self.games = games if games is not None else GAMES
        self.key: Key | None = None
        self._make: Callable[[], Iterator[tuple[str, ...]]] | None = None
        self._laps: Callable[[], int] | None = None
        self.order: tuple[str, ...] = ()
        self.players = 0
        self.visit_ms = 0
        self.laps: int | None = None
        self.tally = B.Tally()
        self.done = False
        # what it measures, plainly: games where every night pick and every ballot is random (a real
        # table finds wolves by talking, which random ballots never do)
        self.title = label(self.tr("If everyone played at random:"), prop="strong", parent=self)
        self.shares = label("", prop="strong", wrap=True, parent=self)
        self.shares.setObjectName("balanceShares")
        # below the shares, in one line where it fits: how many games, the night, and the caveat
        self.count = ""  # "from 400 games"
        self.night = ""  # "The night: 3 laps, at least 3 min with 6 s visits." (One Night)
        self.note = self.tr("a rough guide: a table that talks votes better than chance.")
        self.details = label("", prop="muted", wrap=True, parent=self)
        top = QHBoxLayout()
        top.setSpacing(10)
        top.addWidget(self.title, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.shares, 1)
        col = QVBoxLayout(self)
        col.setContentsMargins(12, 6, 12, 6)
        col.setSpacing(2)
        col.addLayout(top)
        col.addWidget(self.details)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self.clear()

    # --- what to estimate -------------------------------------------------------------------
    def show_onenight(self, deck: Sequence[str], players: int, visit_ms: int = 0) -> None:
        """A valid One Night deck at this seat count (`visit_ms`: the shortest visit, for the
        night's length)."""
        cards = tuple(sorted(deck))
        self.visit_ms = visit_ms
        self._begin(("onenight", players, cards), lambda: B.onenight_games(cards, players),
                    lambda: B.onenight_laps(cards, players), B.onenight_teams(cards), players)

    def show_classic(self, players: int, preset: str = "standard", deck: Sequence[str] = (),
                     options: dict[str, Any] | None = None) -> None:
        """A valid classic game: the standard deal, or an extended deck with its options."""
        cards = tuple(sorted(deck)) if preset == "extended" else ()
        opts = tuple(sorted((options or {}).items())) if preset == "extended" else ()
        order = tuple(r for r in B.CLASSIC_RESULTS if r != "lovers" or "cupid" in cards)
        # the second wave's own results, for the cards that can make them (CLASSIC.md §11.25)
        solo = tuple(result for card, result in SOLO_RESULTS if card in cards)
        order = order[:-1] + solo + order[-1:]
        self._begin(("classic", preset, players, cards, opts),
                    lambda: B.classic_games(players, preset, cards, dict(opts)), None, order, players)

    def clear(self, text: str = "") -> None:
        """No deck to estimate (yet): `text` says why."""
        if self.key is not None:
            RUNNER.release(self.key)
        self.key = self._make = self._laps = None
        self._timer.stop()
        self.tally, self.laps, self.done = B.Tally(), None, False
        self.shares.setText(text or self.tr("Pick a playable deck to see who would win."))
        self.count = self.night = ""
        self._details()
        self.updated.emit()

    def _begin(self, key: Key, make, laps, order: tuple[str, ...], players: int) -> None:
        self.order, self.players = order, players
        if key == self.key:
            self._show()
            return
        if self.key is not None:
            RUNNER.release(self.key)
        self.key, self._make, self._laps = key, make, laps
        self.tally, self.laps, self.done = B.Tally(), None, False
        self.shares.setText(self.tr("Playing random games…"))
        self.count = self.night = ""
        self._details()
        if self.isVisible():
            self._ask()
        self._poll()

    def _ask(self) -> None:
        if self.key is not None and self._make is not None and not self.done:
            RUNNER.want(self.key, self._make, self._laps, self.games)
            self._timer.start()

    # --- the figures -----------------------------------------------------------------------
    def _poll(self) -> None:
        if self.key is None:
            self._timer.stop()
            return
        if self.isVisible():
            RUNNER.renew(self.key)
        laps, tally, error, laps_known = RUNNER.snapshot(self.key)
        done = laps_known and tally.games >= self.games  # (a deck seen before may have more)
        if error:
            self.shares.setText(self.tr("No estimate for this deck."))
            self.count = error
            self._details()
            self.done = True
            self._timer.stop()
            self.updated.emit()
            return
        changed = tally.games != self.tally.games or laps != self.laps
        self.tally, self.laps, self.done = tally, laps, done
        if done:
            self._timer.stop()
        if changed or done:
            self._show()
            self.updated.emit()

    def share_text(self) -> str:
        """"Village 58 % · Vampires 35 %": the teams of the deck, most wins first (a classic draw
        or lovers' win only once one happened)."""
        t = self.tally
        shown = [team for team in self.order if t.share(team) or team not in ("draw", "lovers")]
        teams = sorted(shown, key=lambda team: (-t.share(team), self.order.index(team)))
        return " · ".join(texts.fill(self.tr("%1 %2"), team_label(team), percent(t.share(team))) for team in teams)

    def _show(self) -> None:
        t = self.tally
        if t.games:
            self.shares.setText(self.share_text())
            self.count = (self.tr("from %n game(s)", "", t.games) if self.done
                          else self.tr("from %n game(s) so far", "", t.games))
        if self.laps is not None:
            minutes = self.laps * self.players * self.visit_ms / 60000
            self.night = texts.fill(self.tr("The night: %n lap(s), at least %1 min with %2 s visits", "", self.laps),
                                    int(minutes), f"{self.visit_ms / 1000:g}")
        self._details()

    def _details(self) -> None:
        text = " · ".join(t for t in (self.count, self.night, self.note) if t)
        self.details.setText(text)
        compact = getattr(self, "compact", False)
        self.details.setVisible(not compact)
        self.setToolTip(text if compact else "")

    def set_compact(self, on: bool) -> None:
        """A short window: the line under the shares (how many games, the caveat) as a tooltip."""
        if on != getattr(self, "compact", False):
            self.compact = on
            self._details()

    # --- visible or not ----------------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._ask()

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        if self.key is not None:
            RUNNER.release(self.key)
        self._timer.stop()


__all__ = ["BalanceMeter", "GAMES", "RUNNER", "team_label"]
