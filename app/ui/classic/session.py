"""ClassicSession: the one object that owns a classic game and changes it (STYLE.md).

Screens submit actions (app/ui/classic/actions.py) and listen to `changed`; they read the
game only through the views this session hands out: the public view and the dawn/dusk
announcement for the table, the open visit's view for the holder behind the curtain.
Every change is written to the autosave at once, with tonight's held choices, so a game
resumes at the same curtain.

Stages (saved; `FLOW` maps each to its screens): ``night`` (two laps of visits, three on
an extended Night 1 with Cupid), ``dawn`` (the night's dead, their last turns, any shot),
``day``, ``vote`` (a ballot lap: the vote, or in the extended preset the captain election or
the trial's kill-or-spare ballots, see `ballot_step`), ``tally`` (that lap's ballots on the
table, see `tally_line`), ``tiebreak`` (extended: the captain names one of the tied),
``trial`` (extended: the accused's defence), ``dusk`` (the verdict's last turns, any shot),
``end``. A lap of private screens (a dawn's or a dusk's last turns, a ballot lap) resumes at its
curtain only while the engine still waits for someone in it, else at the screen the lap leads to
(`lap_screen`, the same rule as Done): a save is written the moment a choice is in, before its
screen closes.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QObject

from app.core.classic.mode import CLASSIC, Choice, GameState
from app.core.common.errors import RuleError, SaveError, SetupError

from .. import cues
from ..autosave import Autosave, ClassicSaved
from ..flows.classic import (C_BALLOT, C_BALLOT_CURTAIN, C_CONFESS, C_CONFESS_CURTAIN, C_CRIER, C_CURTAIN,
                             C_DAWN, C_DAY, C_DRAW, C_DUSK, C_END, C_POWER, C_POWER_CURTAIN, C_PRESSER, C_TABLE_CARD,
                             C_TABLE_NIGHT, C_TALLY, C_TIEBREAK, C_TRIAL, C_VISIT, FLOW, LAPS, PRIVATE)
from ..flows.onenight import START
from ..session_base import Changes, SessionBase, TableNight, saved_ms
from ..settings import Settings
from . import actions as A
from .actions import Announcement

H = CLASSIC.planner  # the pass-and-play night (app.core.classic.handoff)
T = CLASSIC.table_night  # the narrated night (app.core.classic.table_mode)
STAGES = ("night", "draw", "confess", "dawn", "day", "crier", "vote", "tally", "tiebreak", "trial", "dusk", "end")
BALLOT_STEPS = ("election", "vote", "trial", "second_vote")  # the ballot laps behind the curtain
DAY_POWERS = ("cavalier", "servant")  # the second wave's public day buttons (CLASSIC.md §11.23)
# Announced before the moment's last turns; the rest (shots, scapegoat, captain, bear) after them.
BEFORE_TURNS = ("dawn", "dusk", "tally", "election", "verdict", "accused", "tiebreak", "reveal", "announce:cavalier",
                "cavalier_out")
TRIAL_MS = 120_000  # seed 003: the accused speaks for two minutes (CLASSIC.md §11.9.3)


@dataclass
class Open:
    """The private screen being shown: a night visit, a last turn or a ballot."""

    kind: str  # visit | last_turn | ballot
    seat: int
    shown: tuple[str, Any] | None = None  # what the holder's choice showed at once (the seer's look)
    acted: bool = False  # the choice (or the decoy) was confirmed
    ballot: int | str | None = None  # the confirmed ballot: a seat, "kill" / "spare" (trial), None: abstained
    step: str | None = None  # a ballot's lap (election | vote | trial), fixed when its curtain opens
    done: bool = False  # a phone's ballot closed (Done): nothing more to show on that phone this lap
    index: int | None = None  # a phone's night visit: the visit it is (handoff.visit_index)
    hidden: bool = False  # a phone's night visit not opened yet, or hidden again: the phone shows its cover
    seen: Any = None  # a night visit: (its own choices and notes, the night it sees) (seen_night)


class ClassicSession(SessionBase):
    """A classic game: its stages, nights of visits, last turns, ballot laps and day buttons. Its
    handlers change the session and move the screen (`_go`, which says it at once); what changed
    is read off the session after each action (`_mark`)."""

    TABLE_NIGHT_SCREEN = C_TABLE_NIGHT
    TABLE_CARD_SCREEN = C_TABLE_CARD
    CURTAIN_SCREEN = C_CURTAIN
    SCREEN_SAID_AT_ONCE = True

    def __init__(self, settings: Settings, autosave: Autosave, parent: QObject | None = None) -> None:
        super().__init__(settings, autosave, parent)
        self.state: GameState | None = None
        self.night: Any = None  # handoff.Night while a night's visits go round
        self.portraits: tuple[str, ...] = ()
        self.stage = "night"
        self._went = 0  # screens gone to (`_go`), so that an action's Changes say the screen moved
        self.open: Open | None = None
        self.timer_ms = _discussion_ms(self.settings)
        # a day button pressed (CLASSIC.md §11.23): (power, the presser's seat or None while asked)
        self.power: tuple[str, int | None] | None = None
        self.turned = False  # New Moon: the dawn's card is turned over (CLASSIC.md §11.31.3)
        self.drawn = 0  # New Moon: the last dawn whose draw the table was shown
        # Seats that play on their phones (LAN.md): their ballots, all at once, and their night visits,
        # each lap's all at once, beside the laptop's; the laptop's laps go round the other seats only.
        # Set by the room's bridge (`remote`, the base's).
        # this ballot lap's phone ballots (remote_ballot), this lap's phone visits (remote_visit)
        self._remote_open: dict[int, Open] = {}
        self._handlers = {
            A.OpenCurtain: self._open_curtain, A.HideVisit: self._hide, A.Act: self._act, A.Decoy: self._decoy,
            A.WriteNote: self._write_note, A.FinishVisit: self._finish, A.Ballot: self._ballot,
            A.Continue: self._continue, A.StartVote: self._start_vote, A.NoteTimer: self._note_timer,
            A.TieBreak: self._tiebreak, A.StartTrial: self._start_trial,
            A.ToStart: lambda a: self._go(START),
            A.TableOpen: self._table_open, A.TableCardSeen: self._table_card_seen,  # (the base's)
            A.TableClose: self._table_close, A.TableNext: self._table_next,
            A.DayPower: self._day_power, A.Presser: self._presser, A.PowerConfirm: self._power_confirm,
            A.PowerCancel: self._power_cancel, A.TurnCard: self._turn_card, A.NameCrier: self._name_crier,
            A.RemoteBallot: self._remote_ballot, A.RemoteFinish: self._remote_finish,
            A.OnPhone: self._on_phone,
        }

    # --- what an action changed (SessionBase.submit) ----------------------------------------------
    def _cue_stage(self) -> str | None:
        return self.stage

    def _mark(self) -> tuple:
        """The session's moving parts: the screens gone to, the game and tonight's progress (by
        identity: they are replaced, never changed), the stage and the table's other facts, and the
        private screens open (the laptop's, the phones')."""
        t = self.table
        return (self._went, self.state, self.night,
                (self.stage, self.power, self.turned, self.drawn,
                 None if t is None else (t.index, t.closing, t.dealing, t.visited)),
                _copy(self.open), {seat: _copy(o) for seat, o in self._remote_open.items()})

    def _changes_since(self, mark: tuple) -> Changes:
        now = self._mark()
        return Changes(self.screen if now[0] != mark[0] else None,
                       table=now[1] is not mark[1] or now[2] is not mark[2] or now[3] != mark[3],
                       visit=now[4] != mark[4] or now[5] != mark[5])

    def _to(self, screen: str, *, table: bool = False, visit: bool = False) -> None:
        self._go(screen)  # (what changed is read off the session: `_mark`)

    # --- starting and resuming --------------------------------------------------------------------
    def new_game(self, names: list[str] | tuple[str, ...], portraits: list[str] | tuple[str, ...],
                 seed: int | None = None, preset: str = "standard", deck: list[str] | None = None,
                 options: dict | None = None, table: bool = False) -> None:
        """Deal a game and hand the laptop to Night 1's first seat. SetupError if it cannot be.

        The standard preset (the default) deals its fixed deck; `preset="extended"` deals `deck`
        (every card, the thief's two spare cards included) with `options` (CLASSIC.md §11.1-§11.2)."""
        import random

        if len(portraits) != len(names):
            raise SetupError("one portrait per player")
        if preset == "standard":
            if deck or options:
                raise SetupError("the standard preset's deck and rules are fixed")
            problem = CLASSIC.validate(len(names))
            if problem:
                raise SetupError(problem)
        elif preset == "extended":
            import app.core.classic.extended as X

            problem = X.check_deck(len(names), list(deck or ())) or X.check_options(options)
            if problem:
                raise SetupError(problem)
        else:
            raise SetupError(f"unknown preset {preset!r}")
        seed = random.SystemRandom().randrange(2**31) if seed is None else seed
        if preset == "standard":
            self.state = CLASSIC.new_game(list(names), seed=seed)
        else:
            self.state = CLASSIC.new_game(list(names), list(deck or ()), seed=seed, preset=preset,
                                          options=dict(options or {}))
        self.portraits = tuple(portraits)
        self.power = None
        self.drawn, self.turned = 0, False
        self.timer_ms = _discussion_ms(self.settings)
        self.table_mode = table
        self._night_starts()
        screen = self._night_screen()
        if screen == C_CURTAIN:  # pass-and-play: the first hand-off's chime (the narrated night is called instead)
            self.screen = screen
            cues.new_game(self)
        self._go(screen)

    def _resume(self, found: Any, extra: dict[str, Any]) -> bool:
        """Continue a saved classic game at the curtain, day, vote or tally where it stopped."""
        if not isinstance(found, ClassicSaved):
            return False  # One Night's session resumes it
        state, night, extra = found.state, found.night, found.extra
        try:
            stage = extra.get("stage", "")
            portraits = tuple(extra.get("portraits", ()))
            if stage not in STAGES or len(portraits) != state.n or not all(isinstance(p, str) for p in portraits):
                raise ValueError("the save's stage or portraits are damaged")
            if (stage == "night") != (night is not None) or (stage == "night" and state.phase != "night"):
                raise ValueError("a night saved without its visits")
            timer = saved_ms(extra.get("timer_ms"), _discussion_ms(self.settings))
        except (AttributeError, TypeError, ValueError) as exc:
            return self._corrupt(str(exc))
        self.state, self.night, self.portraits, self.stage, self.timer_ms = state, night, portraits, stage, timer
        self.open = None
        self.power = None
        drawn = extra.get("drawn", 0)
        self.drawn = drawn if isinstance(drawn, int) and not isinstance(drawn, bool) and drawn >= 0 else 0
        self.turned = stage == "draw" and extra.get("turned") is True
        self.table_mode, self.table = _saved_table(extra.get("table"), state, stage)
        screen = str(extra.get("screen", ""))
        # never straight into someone's private screen: to its curtain
        target = FLOW[stage].resume_at(screen) if stage != "night" else self._night_screen()
        if stage in LAPS and PRIVATE.get(target, target) == LAPS[stage][0]:
            # a lap's curtain: only while the engine still waits for someone in it (the save may
            # have been written after the lap's last choice, before its screen was closed)
            lap = extra.get("lap")
            self.stage, target = self.lap_screen(lap if lap in BALLOT_STEPS else None)
            if self.stage == "dawn" and target == C_DAWN and self._fresh_draw() is not None:
                d = self._fresh_draw()
                self.stage, target, self.turned, self.drawn = "draw", C_DRAW, False, d.round  # the draw first
        self.power = self._saved_power(extra.get("power"), screen)
        if self.power is not None:  # a day button pressed: who pressed, or the curtain to the presser
            target = C_PRESSER if self.power[1] is None else C_POWER_CURTAIN
        self._go(PRIVATE.get(target, target), save=False)
        return True

    def _saved_power(self, saved: Any, screen: str) -> tuple[str, int | None] | None:
        """A saved day button's press (power, presser or None), if the save was taken on one of its
        screens and the button is still there in the saved game; else None (the button unpressed)."""
        if screen not in (C_PRESSER, C_POWER_CURTAIN, C_POWER) or not isinstance(saved, list) or len(saved) != 2:
            return None
        power, seat = saved
        if power not in DAY_POWERS or self.day_power() != power:
            return None
        if seat is None:
            return (power, None) if screen == C_PRESSER else None
        st = self.state
        if screen == C_PRESSER or isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < st.n \
                or not st.is_alive(seat):
            return None
        return power, seat

    # --- what the screens read ---------------------------------------------------------------------
    @property
    def seats(self) -> tuple[str, ...]:
        return self.state.seats if self.state is not None else ()

    def public_view(self):
        assert self.state is not None
        return CLASSIC.public_view(self.state)

    def end_facts(self) -> dict:
        """At the end of a second-wave game: every team, the charmed, the spawn, the heretic
        (app.core.classic.endview); {} otherwise."""
        from app.core.classic.endview import end_facts

        return end_facts(self.state) if self.state is not None else {}

    def history(self):
        assert self.state is not None and self.state.phase == "end"
        return CLASSIC.history(self.state)

    def holder(self) -> int | None:
        """The seat the laptop goes to next (behind the curtain), or None."""
        st = self.state
        if st is None:
            return None
        if self.power is not None and self.power[1] is not None:
            return self.power[1]
        if self.stage == "night" and self.night is not None:
            if self.table is None and self.remote:
                # Phone seats take their visits on their phones, beside the laptop's (LAN.md): the
                # laptop goes round the lap's other seats, and waits for the phones at the lap's end.
                o = self.open
                if o is not None and o.kind == "visit":
                    return o.seat
                return next((seat for seat in H.lap_left(st, self.night) if seat not in self.remote), None)
            v = H.current(st, self.night)
            return v.seat if v is not None else None
        if self.stage in ("dawn", "dusk"):
            v = self._turn()
            return v.seat if v is not None else None
        if self.stage == "confess":
            d = self.draw_view()
            return d.drawer if d is not None else None
        if self._ballot_lap():
            return next((seat for seat in st.pending if seat not in self.remote), None)
        return None

    def _ballot_lap(self) -> bool:
        st = self.state
        return (st is not None and self.stage == "vote" and st.phase == "vote" and st.step in BALLOT_STEPS
                and bool(st.pending))

    def lap_screen(self, lap: str | None = None) -> tuple[str, str]:
        """(stage, screen) of the lap of private screens at this stage (the last turns of a dawn or
        a dusk, a ballot lap), read off the engine: its curtain while the engine still waits for
        someone in it, else the public screen it leads to (LAPS: the announcement, the tally). `lap`
        is the ballot lap going round (election | vote | trial | second_vote; None: any). The one
        rule for a private screen closed and for a game resumed behind a lap's curtain."""
        curtain, stage, after = LAPS[self.stage]
        st = self.state
        if self.stage == "vote":
            waits = st.phase == "vote" and bool(st.pending) and (st.step == lap if lap else st.step in BALLOT_STEPS)
        else:
            waits = self._turn() is not None
        return (self.stage, curtain) if waits else (stage, after)

    def _lap_seats(self) -> tuple[int, ...]:
        if self.stage != "night" or self.night is None:
            return ()
        return tuple(H.lap_left(self.state, self.night))

    def _laptop_next(self) -> int | None:
        return self.holder()

    def _private_open(self) -> bool:
        return self.open is not None

    def remote_visit(self, seat: int) -> Open | None:
        """A phone seat's night visit of the lap going round (every phone seat's opens with the lap,
        all at once), until it is over; None when it has none."""
        st, night = self.state, self.night
        if self.stage != "night" or night is None or self.table is not None or seat not in self.remote:
            return None
        o = self.open
        j = H.visit_index(st, night, seat)
        if j is None or (o is not None and o.kind == "visit" and o.seat == seat):
            self._remote_open.pop(seat, None)
            return None
        mine = self._remote_open.get(seat)
        if mine is None or mine.kind != "visit" or mine.index != j:
            mine = self._remote_open[seat] = Open("visit", seat, index=j, hidden=True)
        return mine

    def phones_voting(self) -> bool:
        """Only phone ballots are left in this lap: the laptop waits for them (the same page whoever)."""
        return self._ballot_lap() and self.holder() is None and self.open is None

    def remote_ballot(self, seat: int) -> Open | None:
        """A phone seat's ballot in the lap going round (opened when the lap reaches the phones: all
        of them at once), kept until the lap is over; None when it has none."""
        if self.stage != "vote":  # (the lap's ballots are dropped as the stage moves on: _go)
            return None
        st = self.state
        o = self._remote_open.get(seat)
        lap = self._ballot_lap()
        if o is not None and o.kind == "ballot" and (not lap or o.step == st.step):
            return o
        if o is not None and o.kind != "ballot":
            o = None
        if lap and seat in self.remote and seat in st.pending:
            o = self._remote_open[seat] = Open("ballot", seat, step=st.step)
            return o
        self._remote_open.pop(seat, None)
        return None

    def _phones_set(self) -> None:
        """A seat taken back keeps no ballot or visit of its phone: the laptop's lap reaches it."""
        for seat in list(self._remote_open):
            if seat not in self.remote:
                del self._remote_open[seat]

    def ballot_step(self) -> str:
        """The ballot lap going round: ``vote`` (the pointing vote too), ``election`` or ``trial``.
        An open ballot keeps its lap after the last ballot moved the game on."""
        if self.open is not None and self.open.kind == "ballot" and self.open.step:
            return self.open.step
        st = self.state
        if st is not None and st.phase == "vote" and st.step in BALLOT_STEPS:
            return st.step
        return "vote"

    def day_next(self) -> str:
        """What the day's Vote button opens: ``election`` (extended Day 1 with a captain),
        ``trial`` (the scapegoat named today's accused, alive) or ``vote``."""
        st = self.state
        if st is None or st.preset == "standard":
            return "vote"
        if st.round == 1 and dict(st.options).get("captain") and st.phase == "day":
            return "election"
        tn = st.trial_next
        if tn is not None and tn[0] == st.round and st.is_alive(tn[1]):
            return "trial"
        return "vote"

    def tally_line(self):
        """The ballots on the table at the ``tally`` stage: the latest public line of kind
        ``election``, ``tally`` (the vote) or ``verdict`` (kill-or-spare), and its day; (None, day)."""
        pub = self.public_view()
        for heading, lines in reversed(pub.log):
            for line in reversed(lines):
                if line.kind in ("election", "tally", "verdict", "secret_tally"):
                    day = heading.split()[-1]
                    return line, int(day) if day.isdigit() else pub.round
        return None, pub.round

    def curtain_text_kind(self) -> str:
        """What the curtain says: ``pass`` (to a living holder) or ``dead`` (a fixed pause)."""
        if self.stage == "night" and self.night is not None:
            seat = self.holder()
            seen = H.at(self.state, self.night, seat) if seat is not None else None
            v = H.current(self.state, seen) if seen is not None else None
            if v is not None and v.kind == "dead":
                return "dead"
        return "pass"

    def memo(self, key: Any, make: Any) -> Any:
        """`make()` once per game state, night and open screen: a second-wave visit's view, options
        and objections each walk the night's held choices (engine.walk_night), and a screen asks for
        them often."""
        o = self.open
        night = self.night
        if o is not None and o.kind == "visit" and night is not None and self.table is None:
            self.seen_night()  # a visit's answers follow the night it sees, not what others do beside it
            night = o.seen[1] if o.seen is not None else night
        token = (self.state, night, None if o is None else (o.kind, o.seat, o.acted, o.step))
        cache = getattr(self, "_memo", None)
        if cache is None or cache["token"][0] is not token[0] or cache["token"][1] is not token[1] \
                or cache["token"][2] != token[2]:
            self._memo = cache = {"token": token}
        if key not in cache:
            cache[key] = make()
        return cache[key]

    def seen_night(self):
        """Tonight's progress positioned at the open visit (the laptop's, or a phone's beside it):
        every planner function then works on that visit. The visit sees the night as it was when it
        opened, or at its own last choice or note: what other seats do meanwhile, beside it, never
        changes the screen under its holder's eyes (a change would time someone else's visit)."""
        o, night = self.open, self.night
        if night is None or o is None or o.kind != "visit" or self.table is not None:
            return night
        mine = (tuple(c for c in night.held if c.seat == o.seat), tuple(n for n in night.notes if n[0] == o.seat))
        if o.seen is None or o.seen[0] != mine or o.seen[1].round != night.round:
            o.seen = (mine, night)
        return H.at(self.state, o.seen[1], o.seat) or night

    def visit_view(self):
        """The open night visit's view (handoff.VisitView), or None."""
        if self.open is None or self.open.kind != "visit" or self.night is None:
            return None
        if self.table is not None:  # the narrated night: the view of the call's own step
            return self.memo("visit_view", lambda: T.visit_view(self.state, self.night, self.table.step()))
        return self.memo("visit_view", lambda: H.visit_view(self.state, self.seen_night()))

    def knowledge(self):
        """What the open screen's holder was shown before this moment (views.SeatView), or None."""
        if self.open is None or self.state is None:
            return None
        return CLASSIC.knowledge(self.state, self.open.seat)

    def laps(self) -> int:
        """Tonight's number of laps (2, or 3 on an extended Night 1 with Cupid in the deck)."""
        return H.laps(self.state) if self.state is not None and self.state.phase == "night" else 2

    def last_turn(self):
        """The open last turn (handoff.Visit: ``act`` with step ``hunter``, or ``decoy``), or None."""
        if self.open is None or self.open.kind != "last_turn":
            return None
        return self._turn()

    def _turn(self):
        """The last turn the laptop goes round for, or None. The servant's choice is not one: it
        is her public button's (CLASSIC.md §11.23), never a hand-off that would name her."""
        v = H.last_turn(self.state) if self.state is not None else None
        return None if v is None or v.step == "servant" else v

    # --- the second wave's day buttons (CLASSIC.md §11.23) ---------------------------------------
    def day_power(self) -> str | None:
        """The public button the screen now shows: ``cavalier`` on the day screen until the vote
        opens, ``servant`` on a dusk of the day's last chain when someone was hanged today (every
        such dusk, once its last turns are over, while the servant is in the deck list); or None.
        Only public facts decide it, never who holds the card."""
        st = self.state
        if st is None or st.preset == "standard":
            return None
        pub = self.public_view()
        deck = getattr(pub, "deck", ())
        if self.stage == "day" and "cavalier" in deck and not any(r == "cavalier" for _, r in pub.revealed):
            if st.phase == "vote" and st.step == "cavalier":
                return "cavalier"
            if st.phase == "day" and not (st.round == 1 and dict(st.options).get("captain")):
                return "cavalier"
            return None
        if self.stage == "dusk" and "servant" in deck and st.phase in ("dusk", "night", "end") and self._turn() is None                 and self._hanged_today(pub) and not self._servant_revealed_today(pub):
            return "servant"
        return None

    def _hanged_today(self, pub) -> bool:
        """Someone was hanged today (a verdict's or a second vote's dusk line, not the cavalier's)."""
        st = self.state
        day = self._moment("dusk")  # the dusk shown (the night may have begun in the engine)
        cav = False
        for ev in st.log:
            if not ev.public or ev.moment != day:
                continue
            if ev.kind == "announce:cavalier":
                cav = True
            elif ev.kind == "dusk" and ev.seats:
                if cav:
                    cav = False  # the cavalier's challenge ended in this death: no hanging
                    continue
                return True
        return False

    def _servant_revealed_today(self, pub) -> bool:
        day = self._moment("dusk")
        return any(ev.public and ev.moment == day and ev.kind == "reveal" and ev.value == "servant"
                   for ev in self.state.log)

    def power_options(self) -> list[int]:
        """The players the presser may name, in private: empty unless the presser holds the card
        and may use it now (the engine's own check), so anyone else can only cancel."""
        st, p = self.state, self.power
        if st is None or p is None or p[1] is None:
            return []
        power, seat = p
        if power == "cavalier":
            if st.phase == "day":
                if self.day_power() != "cavalier":
                    return []
                st = _past_crier(CLASSIC.begin_vote(st)[0])
            if not (st.phase == "vote" and st.step == "cavalier" and seat in st.pending):
                return []
        elif not (st.step == "servant" and seat in st.pending):
            return []
        return [o["player"] for o in CLASSIC.options(st, seat) if o and "player" in o]

    def hanged_today(self) -> tuple[int, ...]:
        """Today's hanged players (public), for the servant's screen."""
        st = self.state
        if st is None:
            return ()
        day = self._moment("dusk")  # the dusk shown (the night may have begun in the engine)
        out: list[int] = []
        cav = False
        for ev in st.log:
            if ev.public and ev.moment == day:
                if ev.kind == "announce:cavalier":
                    cav = True
                elif ev.kind == "dusk" and ev.seats:
                    if cav:
                        cav = False
                    else:
                        out.extend(ev.seats)
        return tuple(out)

    def _day_power(self, action: A.DayPower) -> None:
        if action.power not in DAY_POWERS or self.day_power() != action.power:
            return
        self.power = (action.power, None)
        self._go(C_PRESSER)

    def _presser(self, action: A.Presser) -> None:
        if self.power is None:
            return
        st = self.state
        if action.seat is None or not (isinstance(action.seat, int) and 0 <= action.seat < st.n
                                       and st.is_alive(action.seat)):
            self._power_cancel(A.PowerCancel())
            return
        self.power = (self.power[0], action.seat)
        self._go(C_POWER_CURTAIN)

    def _power_cancel(self, _: A.PowerCancel) -> None:
        if self.power is None:
            return
        self.power = None
        self._go(C_DAY if self.stage == "day" else C_DUSK)

    def _power_confirm(self, action: A.PowerConfirm) -> None:
        p = self.power
        if p is None or p[1] is None or action.target not in self.power_options():
            raise RuleError("not_awake", "only the card's holder may use this button now", reason="classic_not_awake")
        power, seat = p
        st = self.state
        if power == "cavalier" and st.phase == "day":
            st = _past_crier(CLASSIC.begin_vote(st)[0])
        self.state, _ = CLASSIC.apply(st, Choice(power, seat, {"player": action.target}))
        self.power = None
        # the reveal and the answer at once, on the dusk screen (the cavalier's chain, the servant's)
        self.stage = "dusk"
        self._go(C_DUSK)

    def _skip_power_steps(self) -> None:
        """The engine waits for a day power nobody used: it is skipped (nothing is said)."""
        st = self.state
        while st.step in DAY_POWERS and st.pending and st.phase in ("vote", "dusk"):
            st, _ = CLASSIC.apply(st, Choice(st.step, st.pending[0], {}))
        self.state = st

    def options(self) -> list[dict[str, Any]]:
        """The legal args of the open screen's choice ({} is the skip)."""
        st, o = self.state, self.open
        if st is None or o is None or o.acted:
            return []
        if o.kind == "visit":
            return list(self.memo("options", lambda: H.options(st, self.seen_night())))
        if o.kind == "last_turn":
            v = H.last_turn(st)
            return CLASSIC.options(st, v.seat) if v is not None and v.step else []
        if o.kind == "ballot":
            return CLASSIC.options(st, o.seat)
        return []

    def tiebreak_options(self) -> list[dict[str, Any]]:
        """At the ``tiebreak`` stage: the captain's legal choices ({} leaves the tie standing)."""
        st = self.state
        if self.stage != "tiebreak" or st is None or st.step != "tiebreak" or not st.pending:
            return []
        return CLASSIC.options(st, st.pending[0])

    def why_not(self, args: dict[str, Any]) -> str | None:
        """The rejection code of `args` on the open screen, or None if legal."""
        return self.memo(("why_not", repr(args)), lambda: self._why_not(args))

    def _why_not(self, args: dict[str, Any]) -> str | None:
        st, o = self.state, self.open
        if st is None or o is None:
            return "not_awake"
        try:
            if o.kind == "visit":
                H.check(st, self.seen_night(), args)
            else:
                step = self.ballot_step() if o.kind == "ballot" else (H.last_turn(st).step or "last_turn")
                CLASSIC.check(st, Choice(step, o.seat, args))
        except RuleError as exc:
            return exc.code
        return None

    def announcement(self) -> Announcement:
        """The dawn or dusk announcement, from the public log only."""
        st = self.state
        assert st is not None
        kind = "dusk" if self.stage in ("tally", "dusk") else "dawn"
        moment = self._moment(kind)
        dead: tuple[int, ...] = ()
        shot: list[int] = []
        for ev in st.log:
            if not ev.public or ev.moment != moment:
                continue
            if ev.kind in ("dawn", "dusk"):
                dead = ev.seats
            elif ev.kind == "died":
                shot.extend(ev.seats)
        pending = self._turn() is not None and self.stage in ("dawn", "dusk")
        result = st.result if st.end == moment else None
        lines = tuple(line for line in self._lines(moment) if not pending or line.kind in BEFORE_TURNS)
        return Announcement(kind, int(moment[1:]), dead, () if pending else tuple(shot), pending, result, lines)

    def _lines(self, moment: str) -> list:
        """The moment's public lines; a death by the cavalier's challenge is told as such, not as a
        hanging (its chain's dusk line follows the answer)."""
        out = []
        cav = False
        for ev in self.state.log:
            if not ev.public or ev.moment != moment:
                continue
            line = CLASSIC.public_line(ev)
            if line is None:
                continue
            if line.kind == "announce:cavalier":
                cav = True
            elif line.kind == "dusk" and cav:
                cav = False
                line = type(line)("cavalier_out", seats=line.seats)
            out.append(line)
        return out

    def _moment(self, kind: str) -> str:
        """The moment the dawn/dusk screen is about: the latest Nk / Dk with its public line."""
        st = self.state
        letter = "N" if kind == "dawn" else "D"
        for ev in reversed(st.log):
            if ev.public and ev.moment.startswith(letter) and ev.kind in (("dawn",) if kind == "dawn" else
                                                                           ("tally", "verdict", "secret_tally",
                                                                            "no_vote")):
                return ev.moment
        return f"{letter}{st.round}"

    # --- handlers ------------------------------------------------------------------------------------
    def _open_curtain(self, _: A.OpenCurtain) -> None:
        if self.power is not None and self.power[1] is not None:
            if self.screen == C_POWER_CURTAIN:
                self._go(C_POWER)
            return
        if self.stage == "confess":
            self._go(C_CONFESS)
            return
        seat = self.holder()
        if seat is None:
            return
        kind = {"night": "visit", "dawn": "last_turn", "dusk": "last_turn", "vote": "ballot"}[self.stage]
        if self.open is None or self.open.seat != seat or self.open.kind != kind:
            self.open = None
            self.open = Open(kind, seat, step=self.ballot_step() if kind == "ballot" else None)
        self._go(C_BALLOT if kind == "ballot" else C_VISIT)

    def _hide(self, _: A.HideVisit) -> None:
        if self.screen == C_POWER:  # hidden: as a cancel, nothing shown
            self._power_cancel(A.PowerCancel())
            return
        if self.screen == C_TABLE_CARD:
            self._card_hidden()
            return
        if self.screen == C_CONFESS:
            self._go(C_CONFESS_CURTAIN)
            return
        if self.open is not None:
            if self.open.kind == "visit" and self.table is not None:
                self._go(C_TABLE_NIGHT)
                return
            self._go(C_BALLOT_CURTAIN if self.open.kind == "ballot" else C_CURTAIN)

    def _act(self, action: A.Act) -> None:
        o, st = self.open, self.state
        if o is None or o.acted:
            raise RuleError("already_acted", "this choice was already made", reason="classic_already_acted")
        if o.kind == "visit" and self.table is not None:  # the narrated night: the call's own step
            self.night, shown = T.choose(st, self.night, action.args)
            o.shown = shown or o.shown
            o.acted = T.done(st, self.night, self.table.step())
            self._save()
            return
        if o.kind == "visit":
            self._act_on(o, action.args)
            return
        elif o.kind == "last_turn":
            self.state, _ = H.take_last_turn(st, action.args)
        else:
            raise RuleError("not_awake", "a ballot is cast with Ballot", reason="classic_not_awake")
        o.acted = True
        self._save()

    def _work(self, o: Open, change: Any) -> Any:
        """`change(state, night)` on tonight's progress positioned at `o`'s visit (the laptop's, or
        a phone's beside it), folded back; what it returns beside the night."""
        st, night = self.state, self.night
        j = H.visit_index(st, night, o.seat)
        seen = H.at(st, night, o.seat)
        if j is None or seen is None:
            raise RuleError("not_awake", "this visit is over", reason="classic_not_awake")
        seen, out = change(st, seen)
        self.night = H.back(night, seen, j)
        return out

    def _act_on(self, o: Open, args: Any) -> None:
        shown = self._work(o, lambda st, seen: H.choose(st, seen, args))
        o.shown = shown or o.shown
        # an extended visit may hold more than one action (the thief's take, then his new role's)
        seen = H.at(self.state, self.night, o.seat)
        o.acted = seen is None or not H.options(self.state, seen)
        self._save()

    def _note_on(self, o: Open, text: str) -> None:
        seen = H.at(self.state, self.night, o.seat)
        v = H.current(self.state, seen) if seen is not None else None
        if v is not None and v.note and not any(s == v.seat for s, _ in self.night.notes):
            self._work(o, lambda st, seen: (H.write_note(st, seen, text), None))

    def _visit_over(self, o: Open) -> bool:
        """`o`'s visit is over; True when it was the night's last (then the commit and the dawn)."""
        self._work(o, lambda st, seen: (H.finish_visit(st, seen), None))
        st = self.state
        if not H.over(st, self.night):
            return False
        self.state, _ = H.commit(st, self.night)
        self.night = None
        self._remote_open.clear()
        self._to_dawn()
        return True

    def _decoy(self, _: A.Decoy) -> None:
        o = self.open
        if o is None or o.acted:
            return
        if o.kind == "last_turn":
            self.state, _ = H.take_last_turn(self.state, None)
        o.acted = True
        self._save()

    def _write_note(self, action: A.WriteNote) -> None:
        if self.open is None or self.open.kind != "visit":
            return
        self._note_on(self.open, action.text)

    def _finish(self, _: A.FinishVisit) -> None:
        o, st = self.open, self.state
        if o is None:
            return
        self.open = None
        if o.kind == "visit" and self.table is not None:  # back to the middle of the table
            self.night = T.finish(st, self.night, self.table.step())
            self.table.visited += (o.seat,)
            self._go(C_TABLE_NIGHT)
            return
        if o.kind == "visit":
            if not self._visit_over(o):
                self._go(C_CURTAIN)
            return
        if o.kind == "last_turn":
            if not o.acted:  # left without a choice: no shot (§6)
                self.state, _ = H.take_last_turn(st, None)
            self.stage, screen = self.lap_screen()
            if self._draw_first(screen):
                return
            self._go(screen)
            return
        if o.kind == "ballot":
            step = o.step or self.ballot_step()
            if not o.acted:
                self.state, _ = CLASSIC.apply(st, Choice(step, o.seat, None if step == "trial" else {}))
            self.stage, screen = self.lap_screen(step)
            self._go(screen)

    def _ballot(self, action: A.Ballot) -> None:
        o = self.open
        if o is None or o.kind != "ballot" or o.acted:
            raise RuleError("already_acted", "this ballot was already cast", reason="classic_already_acted")
        self._cast(o, action.target)
        self._save()

    def _cast(self, o: Open, target: int | str | None) -> None:
        """`o`'s ballot into the game (the engine checks it; a refusal changes nothing)."""
        step = o.step or self.ballot_step()
        if step == "trial":
            args: Any = target if target in ("kill", "spare") else None
            if target is not None and args is None:
                raise RuleError("bad_args", "a trial ballot is kill, spare or abstain", reason="classic_bad_args")
        else:
            args = {} if target is None else {"player": target}
        self.state, _ = CLASSIC.apply(self.state, Choice(step, o.seat, args))
        o.acted, o.ballot = True, target

    # --- the phones' ballots, in parallel ----------------------------------------------------------
    def _remote(self, seat: int) -> Open:
        o = self.remote_ballot(seat) if isinstance(seat, int) and not isinstance(seat, bool) else None
        if o is None or o.done:
            raise RuleError("not_awake", "this seat has no ballot to cast now", reason="classic_not_awake")
        return o

    def _remote_ballot(self, action: A.RemoteBallot) -> None:
        o = self._remote(action.seat)
        if o.acted:
            raise RuleError("already_acted", "this ballot was already cast", reason="classic_already_acted")
        self._cast(o, action.target)
        self._after_remote(o.step)
        self.phone_changed.emit(action.seat)

    def _remote_finish(self, action: A.RemoteFinish) -> None:
        o = self._remote(action.seat)
        if not o.acted:  # closed without a ballot: an abstention, as behind the curtain
            self._cast(o, None)
        o.done = True
        self._after_remote(o.step)
        self.phone_changed.emit(action.seat)

    # --- the phones' night visits, in parallel -----------------------------------------------------
    def _on_phone(self, action: A.OnPhone) -> None:
        """What a phone seat's own visit page did (its visit of the lap, beside the laptop's)."""
        self._phone_visit(action)
        self.phone_changed.emit(action.seat)

    def _phone_visit(self, action: A.OnPhone) -> None:
        seat = action.seat
        o = self.remote_visit(seat) if isinstance(seat, int) and not isinstance(seat, bool) else None
        if o is None:
            raise RuleError("not_awake", "this seat has no visit now", reason="classic_not_awake")
        a = action.action
        if isinstance(a, A.OpenCurtain):
            o.hidden = False
            return
        if isinstance(a, A.HideVisit):
            o.hidden = True
            return
        if o.hidden:
            raise RuleError("not_awake", "this visit is not open", reason="classic_not_awake")
        if isinstance(a, A.Act):
            if o.acted:
                raise RuleError("already_acted", "this choice was already made", reason="classic_already_acted")
            self._act_on(o, a.args)
        elif isinstance(a, A.WriteNote):
            self._note_on(o, a.text)
        elif isinstance(a, A.Decoy):
            if not o.acted:
                o.acted = True
                self._save()
        elif isinstance(a, A.FinishVisit):
            waiting = self.phones_at_night()
            self._remote_open.pop(seat, None)
            if self._visit_over(o):
                return
            if waiting and self.holder() is not None:  # the lap's last phone: the next lap's first curtain
                self._go(C_CURTAIN)
                cues.phones_done(self)
            elif waiting:
                self._go(C_CURTAIN)  # (the laptop's page stays: other phones are not done)
            else:
                self._save()
        else:
            raise TypeError(f"a phone's visit does not {type(a).__name__}")

    def _after_remote(self, lap: str | None) -> None:
        """A phone's ballot of `lap` is in: when it was the lap's last and the laptop was only waiting
        for the phones, the tally (a curtain ballot still open moves the game on when it closes)."""
        if self.open is None and self.screen == C_BALLOT_CURTAIN:
            stage, screen = self.lap_screen(lap)
            if screen != self.screen:
                self.stage = stage
                self._go(screen)
                return
        self._save()

    def _continue(self, _: A.Continue) -> None:
        st = self.state
        if self.stage == "draw":
            if not self.turned:
                return
            d = self.draw_view()
            if d is not None and d.confession is not None:  # the drawer's private answer first
                self.stage = "confess"
                self._go(C_CONFESS_CURTAIN)
                return
            self.stage = "dawn"
            self._go(C_DAWN)
            return
        if self.stage == "confess":
            self.stage = "dawn"
            self._go(C_DAWN)
            return
        if self.stage in ("dawn", "dusk"):
            if self._turn() is not None:
                self._go(C_CURTAIN)
                return
            self._skip_power_steps()  # the servant's window closed unused
            if self.stage == "dawn" and self._fresh_draw() is not None:
                self._to_dawn()
                return
            self._after_moment()
        elif self.stage == "tally":
            self._after_ballots()

    def _after_ballots(self) -> None:
        """After a tally (or the tie-break, or a trial nobody can vote in): on as the engine went."""
        st = self.state
        if st.phase == "vote" and st.step == "crier":  # New Moon: the captain names the town crier
            self.stage = "crier"
            self._go(C_CRIER)
        elif st.phase == "vote" and st.step == "cavalier":  # after the election: the cavalier's moment
            self.stage = "day"
            self._go(C_DAY)
        elif st.phase == "vote" and st.step == "tiebreak":
            self.stage = "tiebreak"
            self._go(C_TIEBREAK)
        elif st.phase == "vote" and st.step == "trial":
            self.stage = "trial"
            self.timer_ms = TRIAL_MS
            self._go(C_TRIAL)
        elif st.phase == "vote" and st.step in BALLOT_STEPS:  # the vote after the election
            self.stage = "vote"
            self._go(C_BALLOT_CURTAIN)
        else:
            self.stage = "dusk"
            self._go(C_DUSK)

    def _tiebreak(self, action: A.TieBreak) -> None:
        st = self.state
        if self.stage != "tiebreak" or st.step != "tiebreak" or not st.pending:
            raise RuleError("not_awake", "no tie is waiting for the captain", reason="classic_not_awake")
        args = {} if action.player is None else {"player": action.player}
        self.state, _ = CLASSIC.apply(st, Choice("tiebreak", st.pending[0], args))
        self._after_ballots()

    def _start_trial(self, _: A.StartTrial) -> None:
        if self.stage != "trial":
            return
        st = self.state
        if st.phase == "vote" and st.step == "trial" and st.pending:
            self.stage = "vote"
            self._go(C_BALLOT_CURTAIN)
        else:  # nobody may vote: the verdict is in
            self.stage = "tally"
            self._go(C_TALLY)

    def _after_moment(self) -> None:
        """Dawn or dusk is over: the day, the next night or the end, as the engine went."""
        st = self.state
        if st.phase == "end":
            self.stage = "end"
            self._go(C_END)
        elif st.phase == "day":
            self.stage = "day"
            self.timer_ms = _discussion_ms(self.settings)
            self._go(C_DAY)
        elif st.phase == "night":
            self._night_starts()
            self._go(self._night_screen())
        elif st.phase == "vote":  # the judge's second vote, or the vote after the cavalier's challenge
            self._after_ballots()

    def _start_vote(self, _: A.StartVote) -> None:
        if self.stage != "day":
            return
        if self.state.phase == "day":
            self.state, _ = CLASSIC.begin_vote(self.state)
        if self.state.phase == "vote" and self.state.step == "election":
            self.stage = "vote"
            self._go(C_BALLOT_CURTAIN)
            return
        if self.state.phase == "vote" and self.state.step == "crier":
            self.stage = "crier"
            self._go(C_CRIER)
            return
        self._to_ballots()

    def _to_ballots(self) -> None:
        """The day's ballots open (after the election and the crier's naming)."""
        self._skip_power_steps()  # the vote opens: the cavalier's button is gone
        st = self.state
        if st.phase in ("night", "end", "dusk"):  # New Moon's market day: no vote today
            self.stage = "dusk"
            self._go(C_DUSK)
            return
        if st.phase == "vote" and st.step == "trial":  # the scapegoat's trial day: straight to the defence
            self.stage = "trial"
            self.timer_ms = TRIAL_MS
            self._go(C_TRIAL)
        elif st.phase == "vote" and st.step in BALLOT_STEPS and st.pending:
            self.stage = "vote"
            self._go(C_BALLOT_CURTAIN)
        else:  # nobody may vote
            self.stage = "tally"
            self._go(C_TALLY)

    def _night_starts(self) -> None:
        self.night = H.begin(self.state)
        self.stage = "night"
        self.open = None
        st = self.state
        # (a pass-and-play game after a narrated one left mid-night keeps no narrated night)
        self.table = TableNight(T.calls(st), dealing=0 if st.round == 1 else st.n) if self.table_mode else None

    def _night_screen(self) -> str:
        return C_TABLE_NIGHT if self.table is not None else C_CURTAIN

    # --- the narrated table mode's night (the base's actions; what is the classic mode's) ----------
    def _card_words(self, seat: int) -> tuple[str, str, str]:
        from .deck import power_line
        from .widgets import classic_role_art, role_name

        role = self.state.roles[seat]
        return role_name(role), power_line(role), classic_role_art(role)

    def _line_facts(self) -> dict[str, Any]:
        from app.core import narration as N

        return {"night": self.state.round if self.state is not None else 0, "mode": N.CLASSIC}

    def _table_turn(self) -> None:
        """The moon held during a call: the next seat the call visits (one who came is not called
        again), or a turn hidden before it was done."""
        t, st = self.table, self.state
        if self.open is not None and self.open.kind == "visit":  # a turn hidden before it was done
            self._go(C_VISIT)
            return
        step = t.step()
        if not step or t.closing:
            return
        seats = T.visitors(st, self.night, step, t.visited)
        if not seats:
            return  # nobody's turn: the moon stays dark, as for anyone
        self.night = T.at(st, self.night, step, seats[0])
        self.open = Open("visit", seats[0])
        self.open.acted = T.done(st, self.night, step)  # only something to see: no decoy at a narrated night
        self._go(C_VISIT)

    def _end_call(self, step: str) -> None:
        t, st = self.table, self.state
        if self.open is not None and self.open.kind == "visit":
            self.night = T.finish(st, self.night, step)
            t.visited += (self.open.seat,)
            self.open = None
        if step:
            self.night = T.end_call(st, self.night, step, t.visited)

    def _end_night(self) -> None:
        self.state, _ = T.commit(self.state, self.night)
        self.night = None
        self.table = None
        self._to_dawn()

    # --- New Moon (CLASSIC.md §11.31) -----------------------------------------------------------------
    def draw_view(self):
        """The latest dawn's New Moon event as the table sees it (nmview.DrawView), or None."""
        from app.core.classic.nmview import draw_view

        return draw_view(self.state) if self.state is not None else None

    def _fresh_draw(self):
        """Tonight's New Moon event once the night's chain is over and before the table saw it.
        (With last turns at dawn the deaths are told first, for the turns; the draw follows them.)"""
        st, d = self.state, self.draw_view()
        if d is None or d.round != st.round or st.phase in ("night", "dawn") or self.drawn == d.round:
            return None
        return d

    def _draw_first(self, screen: str) -> bool:
        """The dawn's last turns are over and New Moon's card is not turned yet: the draw comes before
        the dawn's lines (CLASSIC.md §11.31.3), never a dawn that names the event before it is drawn."""
        if self.stage != "dawn" or screen != C_DAWN or self._fresh_draw() is None:
            return False
        self._to_dawn()
        return True

    def _to_dawn(self) -> None:
        """After the night's commit (or the dawn's last turns): New Moon's draw, then the dawn."""
        d = self._fresh_draw()
        if d is None:
            self.stage = "dawn"
            self._go(C_DAWN)
            return
        self.turned, self.drawn = False, d.round
        self.stage = "draw"
        self._go(C_DRAW)

    def _turn_card(self, _: A.TurnCard) -> None:
        if self.stage == "draw" and not self.turned:
            self.turned = True
            self._save()

    def crier_options(self) -> list[int]:
        """The players the captain may name town crier now (the engine's own check)."""
        st = self.state
        if self.stage != "crier" or st is None or st.step != "crier" or not st.pending:
            return []
        return [o["player"] for o in CLASSIC.options(st, st.pending[0]) if o and "player" in o]

    def _name_crier(self, action: A.NameCrier) -> None:
        st = self.state
        if self.stage != "crier" or st is None or st.step != "crier" or not st.pending:
            raise RuleError("not_awake", "no captain is naming the town crier now", reason="classic_not_awake")
        args = {} if action.player is None else {"player": action.player}
        self.state, _ = CLASSIC.apply(st, Choice("crier", st.pending[0], args))
        st = self.state
        if st.phase == "vote" and st.step == "cavalier":  # the cavalier's moment: the day screen
            self.stage = "day"
            self._go(C_DAY)
            return
        self.stage = "day"
        self._to_ballots()

    # --- moving and saving ---------------------------------------------------------------------------
    def _go(self, screen: str, save: bool = True) -> None:
        self.screen = screen
        self._went += 1
        # the ballot lap is over: its phone ballots with it (and the night's phone visits with the night)
        for seat, o in list(self._remote_open.items()):
            if (o.kind == "ballot" and self.stage != "vote") or (o.kind == "visit" and self.stage != "night"):
                del self._remote_open[seat]
        if save and screen != START:
            self._save()
        self.screen_changed.emit(screen)

    def _save(self) -> None:
        if self.state is None:
            return
        extra = {"stage": self.stage, "screen": self.screen, "portraits": list(self.portraits),
                 "timer_ms": self.timer_ms}
        if self.stage == "vote":  # the ballot lap going round (a resumed lap's curtain is read off the engine)
            extra["lap"] = self.ballot_step()
        if self.power is not None:  # a day button pressed (its screens resume there)
            extra["power"] = [self.power[0], self.power[1]]
        if self.drawn:  # New Moon: the draw the table saw, and whether the card is turned
            extra.update(drawn=self.drawn, turned=self.turned)
        if self.table_mode:
            t = self.table
            extra["table"] = {"index": t.index, "dealing": t.dealing, "visited": list(t.visited)} if t else {}
        state, night = self.state, self.night if self.stage == "night" else None
        # the log only grows: the journal records what is new (a save's cost does not grow with the game)
        self._write(lambda: self.autosave.write_growing(
            state.log, lambda k: CLASSIC.dumps(state, night, extra, log_from=k), ("state", "log")))


__all__ = ["ClassicSession", "Open", "SaveError"]


def _copy(o: Open | None) -> Open | None:
    """A copy of an open private screen as it is now (its fields are replaced, never changed)."""
    return None if o is None else replace(o)


def _saved_table(saved: Any, state: GameState, stage: str) -> tuple[bool, TableNight | None]:
    """(whether the game is narrated, tonight's narrated night) from a save; a damaged entry is
    a narrated night from its start (nothing of it was committed: the choices are held)."""
    if not isinstance(saved, dict):
        return False, None
    if stage != "night":
        return True, None
    calls = T.calls(state)
    index, dealing, visited = saved.get("index", -1), saved.get("dealing", state.n), saved.get("visited", [])
    ok = (isinstance(index, int) and not isinstance(index, bool) and -1 <= index < len(calls)
          and isinstance(dealing, int) and not isinstance(dealing, bool) and 0 <= dealing <= state.n
          and isinstance(visited, list) and all(isinstance(v, int) and 0 <= v < state.n for v in visited))
    if not ok:
        return True, TableNight(calls, dealing=0 if state.round == 1 else state.n)
    return True, TableNight(calls, index, dealing=dealing, visited=tuple(visited))


def _past_crier(st: GameState) -> GameState:
    """The cavalier challenged during the discussion: on that day the town crier keeps his job
    (the captain's naming comes at the vote, and the challenge came first)."""
    if st.phase == "vote" and st.step == "crier" and st.pending:
        st, _ = CLASSIC.apply(st, Choice("crier", st.pending[0], {}))
    return st


def _discussion_ms(settings: Settings) -> int:
    """The discussion clock's start (0: no clock, the table presses Vote)."""
    return int(getattr(settings, "discussion_minutes", 0)) * 60_000
