"""A whole classic game played through the real screens by simulated clicks (`--tour --mode classic`).

The GUI test plays it too; every screen it meets is saved once as ``NN_<screen>.png``.
"""
from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from app.core.classic.mode import CLASSIC

from ..flows.classic import (C_BALLOT, C_BALLOT_CURTAIN, C_CONFESS, C_CONFESS_CURTAIN, C_CRIER, C_CURTAIN, C_DAWN,
                             C_DAY, C_DRAW, C_DUSK, C_END, C_MODE,
                             C_SETUP, C_TABLE_CARD, C_TABLE_NIGHT, C_TALLY, C_TIEBREAK, C_TRIAL, C_VISIT)
from ..flows.onenight import START
from ..tour import Tour

NAMES = ["Lan", "Minh", "Hùng", "Thảo", "Tuấn", "Mai", "Dũng", "Hoa", "Quân", "Linh", "Phúc", "Trang", "Bảo", "Ngọc",
         "Khoa", "Vy", "Sơn", "Yến"]
# The extended tour's table: 10 players, the thief's two spare cards, Cupid, the captain and the trial.
EXTENDED_DECK = ["wolf", "wolf", "wolf", "thief", "cupid", "seer", "witch", "hunter", "scapegoat", "idiot", "elder",
                 "villager"]
EXTENDED_OPTIONS = {"vote_rule": "trial", "captain": True, "wolves_may_bite_wolves": False,
                    "witch_sees_protection": False, "witch_both_potions": False, "lovers_grief": True}
# The second-wave tour's table (`--deck` gives another): 14 players, no thief.
WAVE2_DECK = ["wolf", "wolf_seer", "big_bad_wolf", "demon_wolf", "moon_maiden", "actor", "aura_seer", "raven",
              "old_hag", "mad_doctor", "apothecary", "ghost", "pied_piper", "vampire"]
# The steps whose answer the tour photographs after Confirm.
RESULT_SHOTS = ("visit_thief", "visit_seer", "visit_fox", "visit_little_girl", "visit_cupid", "visit_actor",
                "visit_wolf_seer", "visit_aura_seer", "visit_wolf_hound", "visit_avenger", "visit_mad_doctor",
                "visit_heretic", "visit_pied_piper", "visit_apothecary")
FAVOURITE = 0.7  # a table tends to agree: this share of ballots goes to the day's favourite
MAX_STEPS = 20000


def touch(page: Any, kind: str, i: int) -> None:
    """A click on a tile, a button of the row above Skip / Confirm, or a card of the row under the tiles."""
    if kind == "tile":
        w, pos = page.tiles, page.tiles.tile_rect(i).center().toPoint()
    elif kind == "button":
        w, pos = (page.stupor, page.restore)[i], QPoint()
    else:
        w = page.events if page.events.isVisible() and page.events.kind == "back" else page.cards
        pos = w.card_rect(i).center().toPoint()
    QTest.mouseClick(w, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(pos))


def fill_round(page: Any) -> None:
    """The touches the lap's script still asks for before Confirm, as the visit's words say."""
    for _ in range(12):
        t = page.next_touch()
        if t is None:
            return
        touch(page, *t)


def fill_rounds(page: Any, rng: random.Random | None = None) -> int:
    """The rounds a visit plays after its own choices (the same taps and Confirm, or Skip); their count."""
    n = 0
    while page.filling() and n < 6:
        if rng is not None and rng.random() < 0.15:
            QTest.mouseClick(page.secondary, Qt.MouseButton.LeftButton)
        else:
            fill_round(page)
            QTest.mouseClick(page.confirm, Qt.MouseButton.LeftButton)
        n += 1
    return n


class ClassicTour(Tour):
    """Drives the classic screens; choices are random legal ones from the seeded RNG."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.classic = self.window.classic
        self.notes = 0
        self.favourite: tuple[str, int] | None = None  # (moment, seat) the table leans towards

    def screen(self) -> str:
        return self.window._current

    def play_classic(self, players: int = 8, names: list[str] | None = None, preset: str = "standard",
                     deck: list[str] | None = None, options: dict | None = None) -> None:
        self.setup_classic(players, names, preset, deck, options)
        self.play_on()
        self.shot("end")

    def setup_classic(self, players: int = 8, names: list[str] | None = None, preset: str = "standard",
                      deck: list[str] | None = None, options: dict | None = None) -> None:
        """From the start screen to Night 1's first curtain."""
        self.shot("start")
        self.click(self.page(START).new_button)
        self.shot("mode")
        self.click(self.page(C_MODE).classic_button)
        setup = self.page(C_SETUP)
        setup.players.set_names([]) if hasattr(setup.players, "set_names") else None
        for name in (names or NAMES)[:players]:
            setup.entry.setText(name)
            self.click(setup.add_button)
        self.shot("setup")
        if preset == "extended":
            self.click(setup.deck.extended_button)
            setup.deck.set_deck(list(deck or EXTENDED_DECK))
            setup.deck.set_options(dict(options or EXTENDED_OPTIONS))
            self.settle()
            self.shot("setup_deck")
        if setup.start_button.isEnabled() or preset != "extended":
            self.click(setup.start_button)
            return
        # a deck the deck builder does not offer yet (second-wave cards): the same start, from the names
        # and portraits typed here, as the button would emit it
        names_, pics = setup.players.names(), setup.players.portraits()
        setup.start_game.emit(names_, pics, "extended", list(deck or EXTENDED_DECK), dict(options or EXTENDED_OPTIONS))
        self.settle()

    def play_on(self, steps: int = MAX_STEPS) -> None:
        """Play screen after screen until the end (or for `steps` screens)."""
        for _ in range(steps):
            if self.screen() == C_END:
                return
            self.step()
        if steps == MAX_STEPS:
            raise RuntimeError(f"the classic game did not end (stuck on {self.screen()})")

    # --- one screen -------------------------------------------------------------------------------
    def step(self) -> None:
        screen = self.screen()
        {
            C_CURTAIN: self._curtain, C_BALLOT_CURTAIN: self._curtain, C_VISIT: self._visit,
            C_BALLOT: self._ballot, C_DAWN: self._go, C_DAY: self._day, C_TALLY: self._go, C_DUSK: self._go,
            C_TIEBREAK: self._tiebreak, C_TRIAL: self._trial, C_TABLE_NIGHT: self._table, C_TABLE_CARD: self._table,
            C_DRAW: self._draw, C_CONFESS_CURTAIN: self._curtain, C_CONFESS: self._confess, C_CRIER: self._crier,
        }.get(screen, self._stuck)()

    # --- New Moon (CLASSIC.md §11.31) ----------------------------------------------------------------
    def _draw(self) -> None:
        page = self.page(C_DRAW)
        self.settle()
        self.shot("draw")
        self.click(page.turn_button)
        page.card.show_front(page.card.face, page.card.title, animate=False)  # the turn's end, for the picture
        self.settle()
        d = self.classic.draw_view()
        self.shot(f"draw_{d.event}" if d is not None else "draw_turned")
        self.click(page.go_button)

    def _confess(self) -> None:
        page = self.page(C_CONFESS)
        self.settle()
        self.shot("confession")
        self.click(page.done_button)

    def _crier(self) -> None:
        page = self.page(C_CRIER)
        self.settle()
        self.shot("crier")
        if page.name_buttons and self.rng.random() < 0.8:
            self.click(self.rng.choice(page.name_buttons))
        else:
            self.click(page.keep_button)

    def _table(self) -> None:
        self.table_move(C_TABLE_NIGHT, C_TABLE_CARD, self.classic, self.window.table_director("classic"))

    def _stuck(self) -> None:
        raise RuntimeError(f"the classic tour does not know the screen {self.screen()!r}")

    def _curtain(self) -> None:
        screen = self.screen()
        c = self.classic
        key = "ballot_curtain" if screen == C_BALLOT_CURTAIN else (
            "curtain_dead" if c.curtain_text_kind() == "dead" else
            "curtain_last_turn" if c.stage in ("dawn", "dusk") else "curtain")
        self.shot(key)
        curtain = self.page(screen)
        QTest.mousePress(curtain.ring, Qt.MouseButton.LeftButton)
        QTest.mouseRelease(curtain.ring, Qt.MouseButton.LeftButton)
        self.settle()

    def tap(self, tiles, seat: int) -> None:
        pos = tiles.tile_rect(seat).center().toPoint()
        QTest.mouseClick(tiles, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(pos))
        self.settle()

    def _visit(self) -> None:
        if self.classic.state.preset != "standard":
            self._xvisit()
            return
        c = self.classic
        page = self.page(C_VISIT)
        self.settle()
        kind = page._kind()
        vv = c.visit_view()
        step = vv.visit.step if vv is not None else None
        if vv is not None and vv.visit.role_card and kind != "dead":
            self.shot("visit_role_" + ("wolf" if c.state.roles[vv.visit.seat] == "wolf" else "village"))
        label = {"act": f"visit_{step}", "decoy": "visit_decoy", "dead": "visit_dead",
                 "shot": "last_turn_hunter", "last": "last_turn"}.get(kind, "visit")
        if vv is not None and vv.visit.lap == 2 and kind == "decoy":
            label = "visit_note"
        self.shot(label)
        opts = [o for o in c.options() if o]
        if kind in ("act", "shot") and opts and self.rng.random() < 0.85:
            choice = self.rng.choice(opts)
            if "save" in choice:
                self.click(page.stupor)  # Save
            else:
                if "poison" in choice:
                    self.click(page.restore)  # Don't save
                self.tap(page.tiles, choice.get("player", choice.get("poison")))
            fill_round(page)
            self.settle()
            self.click(page.confirm)
            if step == "seer":
                self.shot("visit_seer_result")
        elif kind != "dead":
            if kind in ("act", "shot") and self.rng.random() < 0.5:
                self.click(page.secondary)  # Skip
            else:
                legal = [s for s in range(len(c.seats)) if page.tiles.is_legal(s)]
                self.tap(page.tiles, self.rng.choice(legal))
                fill_round(page)
                self.settle()
                self.click(page.confirm)
        fill_rounds(page)
        self.settle()
        if page.note.isVisible() and page.note.isEnabled() and self.rng.random() < 0.4:
            self.notes += 1
            page.note.setText(f"note {self.notes}")
        page.tick_update()
        self.click(page.done)

    # --- the extended preset's private screens -------------------------------------------------
    def _xstep(self) -> str:
        c = self.classic
        if c.open is None:
            return ""
        if c.open.kind == "last_turn":
            v = c.last_turn()
            return f"last_turn_{v.step}" if v is not None and v.step else "last_turn"
        vv = c.visit_view()
        if vv is None:
            return "visit"
        if vv.visit.kind == "dead":
            return "visit_dead"
        if vv.step:
            return f"visit_{vv.step}"
        if vv.power_gone:
            return "visit_power_gone"
        return "visit_decoy" if vv.visit.kind == "decoy" else "visit_done"

    def _xvisit(self) -> None:
        """An extended visit or last turn by clicks: the cards (thief), one or two tiles (Cupid), Confirm or Skip."""
        c = self.classic
        page = self.page(C_VISIT)
        self.settle()
        vv = c.visit_view()
        if vv is not None and vv.visit.role_card and vv.visit.kind != "dead":
            self.shot("visit_role_" + ("wolf" if vv.role == "wolf" else "village"))
        for _ in range(4):  # the thief's visit holds two actions
            if c.open is None or c.open.acted:
                break
            step = self._xstep()
            self.shot(step)
            own = page._step_now()  # the step this round answers (None: a decoy)
            uses = CLASSIC.shape.touches(own) if own else None
            if own in ("apothecary", "wolf_hound", "avenger"):  # a draught first, then the player; a side
                draughts = [b for b in (page.stupor, page.restore) if b.isEnabled()]
                self.click(self.rng.choice(draughts))
            if step == "visit_ghost":
                self.notes += 1
                page.note.setText(f"boo {self.notes}" if self.rng.random() < 0.7 else "")
                self.shot(step + "_written")
                break
            if own == "thief":
                legal = [i for i in range(len(page.cards.cards)) if page.cards.legal(i)]
                pos = page.cards.card_rect(self.rng.choice(legal)).center().toPoint()
                QTest.mouseClick(page.cards, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(pos))
                self.settle()
            elif page.tiles.legal and (uses is None or uses.tiles):
                legal = [i for i in range(len(c.seats)) if page.tiles.is_legal(i)]
                two = step == "visit_cupid" or (step in ("visit_heretic", "visit_mad_doctor", "visit_pied_piper")
                                                 and not page._single())
                for seat in self.rng.sample(legal, min(len(legal), 2 if two else 1)):
                    self.tap(page.tiles, seat)
            fill_round(page)
            self.settle()
            if page.confirm.isEnabled() and self.rng.random() < 0.85:
                self.click(page.confirm)
            elif page.secondary.isEnabled():
                self.click(page.secondary)
            elif page.confirm.isEnabled():
                self.click(page.confirm)
            else:
                break
            if step in RESULT_SHOTS:
                self.shot(step + "_result")
        fill_rounds(page)
        self.settle()
        vv = c.visit_view()
        if vv is not None and (getattr(vv, "results", ()) or getattr(vv, "shown", ())):
            self.shot("visit_results")
        if vv is not None and vv.visit.kind == "dead" and page.note.isVisible():
            self.shot("visit_dead_note")
        if page.note.isVisible() and page.note.isEnabled() and self.rng.random() < 0.4:
            self.notes += 1
            page.note.setText(f"note {self.notes}")
        page.tick_update()
        self.click(page.done)

    def _xballot(self) -> None:
        c = self.classic
        page = self.page(C_BALLOT)
        self.settle()
        kind = c.ballot_step()
        self.shot(f"ballot_{kind}")
        choice = self.ballot_choice(c.options())
        if kind == "trial" and choice in ("kill", "spare"):
            self.click(page.kill if choice == "kill" else page.spare)
            if page.confirm.isEnabled():
                self.click(page.confirm)
        elif isinstance(choice, int):
            self.tap(page.tiles, choice)
            self.click(page.confirm)
        if c.open is not None and not c.open.acted:
            self.click(page.secondary)  # Abstain
        self.shot(f"ballot_{kind}_cast")
        page.tick_update()
        self.click(page.done)

    def _ballot(self) -> None:
        if self.classic.state.preset != "standard":
            self._xballot()
            return
        c = self.classic
        page = self.page(C_BALLOT)
        self.settle()
        self.shot("ballot")
        opts = [o for o in c.options() if o]
        if opts and self.rng.random() < 0.85:
            self.tap(page.tiles, self.rng.choice(opts)["player"])
            self.click(page.confirm)
        else:
            self.click(page.secondary)  # Abstain
        self.shot("ballot_cast")
        page.tick_update()
        self.click(page.done)

    def _go(self) -> None:
        screen = self.screen()
        ann = self.classic.announcement() if screen in (C_DAWN, C_DUSK) else None
        key = {C_DAWN: "dawn", C_DUSK: "dusk", C_TALLY: "tally"}[screen]
        if screen == C_TALLY and self.classic.state.preset != "standard":
            line, _day = self.classic.tally_line()
            key = {"election": "tally_election", "verdict": "tally_verdict"}.get(line.kind if line else "", key)
        if ann is not None and any(line.kind == "growl" for line in ann.lines):
            key += "_growl"
        if ann is not None and ann.shot:
            key += "_shot"
        self.shot(key)
        self.click(self.page(screen).go_button)

    def _day(self) -> None:
        self.shot("day")
        self.click(self.page(C_DAY).vote_button)

    def _tiebreak(self) -> None:
        page = self.page(C_TIEBREAK)
        self.settle()
        self.shot("tiebreak")
        tied = list(self.classic.public_view().tied)
        if tied and self.rng.random() < 0.8:
            self.tap(page.tiles, page.shown.index(self.rng.choice(tied)))  # the tied players' tiles only
            self.click(page.confirm)
        else:
            self.click(page.stand)

    def _trial(self) -> None:
        page = self.page(C_TRIAL)
        self.settle()
        self.shot("trial")
        self.click(page.start_button)
        self.settle()
        self.shot("trial_defence")
        self.click(page.ballots_button)

    def _favourite(self) -> int | None:
        """The seat most of today's ballots go to (a table tends to agree), legal or not."""
        c = self.classic
        moment = f"{c.state.moment}:{c.ballot_step()}"
        if self.favourite is None or self.favourite[0] != moment:
            alive = [s for s, a in enumerate(c.public_view().alive) if a]
            self.favourite = (moment, self.rng.choice(alive))
        return self.favourite[1]

    def ballot_choice(self, opts: list) -> Any:
        """A ballot: the day's favourite most of the time, else any legal choice (or abstain)."""
        fav = self._favourite()
        if self.classic.ballot_step() == "trial":
            return self.rng.choice(["kill", "kill", "spare", None])
        players = [o["player"] for o in opts if o]
        if fav in players and self.rng.random() < FAVOURITE:
            return fav
        return self.rng.choice(players) if players and self.rng.random() < 0.85 else None


def make(app, window, out, seed: int) -> ClassicTour:
    return ClassicTour(app, window, out, random.Random(seed))
