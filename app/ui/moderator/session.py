"""ModeratorSession: a classic game played with real cards, driven by its moderator's entries.

The engine is the classic mode's own (`CLASSIC`): the moderator taps what the players point at,
the engine checks it (a refusal is a `RuleError` with its code, and nothing changes) and plays
on. The night is called in the engine's order (`table_night.calls`, the calls of the deck list,
every night, whoever is dead); at a call whose step the engine waits for, every pending seat's
choice is entered (the pack's pick once, for every wolf of the pack). Each entry can be taken
back: `Undo` restores the exact state before it, and the place where it was made.

Stages (saved, see flow.py): ``deal``, ``night`` (the call index), ``dawn`` (the night's lines and
last turns), ``day`` (the clock, the election, the captain's crier, the cavalier), ``vote`` (a
ballot lap), ``dusk`` (the ballots' outcome, the tie-break, the trial's opening, the chain), ``end``.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject

from app.core.classic.mode import CLASSIC, Choice, GameState
from app.core.common.errors import RuleError, SetupError

from ..autosave import Autosave, ClassicSaved
from ..flows.onenight import START
from ..session_base import Changes, SessionBase, saved_ms
from ..settings import Settings
from . import actions as A
from .flow import M_DEAL, M_END, M_SETUP, M_TABLE, SCREENS, STAGES

T = CLASSIC.table_night  # the night's calls (app.core.classic.table_mode)
BALLOT_STEPS = ("election", "vote", "trial", "second_vote")
AUTO_STEPS = ("last_turn",)  # a dead player's last turn with nothing to do: taken at once, no entry
PACK_STEPS = ("wolves", "second_bite")  # the pack points together: one entry for every wolf
DEFENCE_MS = 120_000  # seed 003: the accused speaks for two minutes
SAVE_KEY = "moderator"  # the save's extra: a moderated game (main.resume sends it here)


def is_moderated(extra: dict[str, Any]) -> bool:
    """Whether a classic save's app data is a moderated game's."""
    return isinstance(extra.get(SAVE_KEY), dict)


@dataclass(frozen=True)
class Place:
    """Where the moderator is: the stage, the round it is about, tonight's call."""

    stage: str = "deal"
    round: int = 1
    call: int = 0


@dataclass(frozen=True)
class Refusal:
    """A refused entry: the rule's code, the seat it was for, the seat named (if any)."""

    code: str
    seat: int | None = None
    target: int | None = None


class EntryRefused(RuleError):
    """The engine refused an entry (nothing changed); `refusal` says which ballot or seat."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.code, f"refused: {refusal.code}", reason=f"classic_{refusal.code}")
        self.refusal = refusal


class ModeratorSession(SessionBase):
    """The moderator's classic game on the sessions' base (app/ui/session_base.py): its handlers move
    the screen (`_go`, said at once) and what changed is read off the session after each action."""

    SCREEN_SAID_AT_ONCE = True

    def __init__(self, settings: Settings, autosave: Autosave, parent: QObject | None = None) -> None:
        super().__init__(settings, autosave, parent)
        self.state: GameState | None = None
        self.place = Place()
        self._went = 0  # screens gone to (`_go`)
        self.names: tuple[str, ...] = ()
        self.portraits: tuple[str, ...] = ()
        self.preset = "extended"
        self.deck: tuple[str, ...] = ()
        self.options: dict[str, Any] = {}
        self.dealt_by = "app"  # app | table (the moderator entered who holds what)
        self.history: list[tuple[GameState, Place]] = []  # before each entry, for Undo
        self.timer_ms = self.day_ms()
        self.next_seed: int | None = None  # a fixed seed for the next deal (the tests', --seed's)
        self._handlers = {
            A.Prepare: self._prepare, A.Deal: self._deal, A.EnterDeal: self._enter_deal,
            A.StartNight: self._start_night, A.Entry: self._entry, A.Ballots: self._ballots,
            A.NextCall: self._next_call, A.Undo: self._undo, A.Continue: self._continue,
            A.StartVote: self._start_vote, A.NoteTimer: self._note_timer, A.ToStart: lambda a: self._go(START),
        }

    # --- what an action changed (SessionBase.submit) -------------------------------------------------
    def _mark(self) -> tuple:
        """The screens gone to; the game (by identity: it is replaced, never changed), the place, the
        undo stack's depth and the table being prepared."""
        return (self._went, self.state, (self.place, len(self.history), self.names, self.portraits, self.preset,
                                         self.deck, tuple(self.options.items()), self.dealt_by))

    def _chime(self, before: str, action: object, stage: str | None) -> None:
        """The moderator's table plays no chimes: the moderator speaks to the table."""

    def _changes_since(self, mark: tuple) -> Changes:
        now = self._mark()
        return Changes(self.screen if now[0] != mark[0] else None,
                       table=now[1] is not mark[1] or now[2] != mark[2])

    # --- what the screens read -------------------------------------------------------------------
    @property
    def seats(self) -> tuple[str, ...]:
        return self.state.seats if self.state is not None else self.names

    @property
    def stage(self) -> str:
        return self.place.stage

    def day_ms(self) -> int:
        """The day's discussion clock: Settings' minutes, else 5 (seed 003: 3 to 7 minutes)."""
        minutes = int(getattr(self.settings, "discussion_minutes", 0) or 0)
        return (minutes or 5) * 60_000

    def board(self):
        from app.core.classic.views import board

        return board(self.state) if self.state is not None else None

    def calls(self) -> tuple[str, ...]:
        """Tonight's calls in the engine's order (the deck list's steps, whoever is dead), with any
        step the engine opened that no call names put at its place."""
        st = self.state
        if st is None:
            return ()
        calls = list(T.calls(st))
        if st.phase == "night" and st.step and st.step not in calls:
            from app.core.classic.wave2 import NIGHT_ORDER

            order = {s: i for i, s in enumerate(NIGHT_ORDER)}
            at = order.get(st.step, len(order))
            calls.insert(next((i for i, c in enumerate(calls) if order.get(c, -1) > at), len(calls)), st.step)
        return tuple(calls)

    def call_step(self) -> str:
        calls = self.calls()
        return calls[self.place.call] if self.stage == "night" and 0 <= self.place.call < len(calls) else ""

    def call_view(self, step: str | None = None):
        from app.core.classic.views import call_view

        step = step or self.call_step()
        return call_view(self.state, step) if self.state is not None and step else None

    def waiting(self) -> tuple[str, tuple[int, ...]] | None:
        """(step, seats) of the entry the moderator must make now on this screen, or None: tonight's
        call's step while the engine waits for it; at the table, a last turn, the captain's
        tie-break, successor or crier, the cavalier's challenge, the servant's swap."""
        st = self.state
        if st is None or not st.pending or st.step is None:
            return None
        if self.stage == "night":
            return (st.step, self._actors(st)) if st.phase == "night" and st.step == self.call_step() else None
        if self.stage in ("dawn", "day", "dusk") and st.phase in ("dawn", "dusk", "vote") \
                and st.step not in BALLOT_STEPS:
            return st.step, self._actors(st)
        return None

    def ballot_lap(self) -> tuple[str, tuple[int, ...]] | None:
        """(step, voters) of the ballot lap open now (election, vote, trial, second vote), or None."""
        st = self.state
        if st is None or st.phase != "vote" or st.step not in BALLOT_STEPS or not st.pending:
            return None
        return st.step, tuple(st.pending)

    @staticmethod
    def _actors(st: GameState) -> tuple[int, ...]:
        return tuple(st.pending) if st.step in PACK_STEPS else tuple(st.pending[:1])

    def why_not(self, args: Any) -> Refusal | None:
        """Would the engine take `args` as the entry the game waits for? None, or the refusal."""
        w = self.waiting()
        if w is None:
            return Refusal("not_awake")
        step, seats = w
        st = self.state
        for seat in seats:
            code = CLASSIC.why_not(st, Choice(step, seat, args))
            if code:
                return Refusal(code, seat, _target(args))
            st, _ = CLASSIC.apply(st, Choice(step, seat, args))
        return None

    def ballot_why_not(self, voter: int, value: Any) -> str | None:
        """The objection to one ballot of the lap open now (checked alone), or None."""
        lap = self.ballot_lap()
        if lap is None or voter not in lap[1]:
            return "not_awake"
        return CLASSIC.why_not(self.state, Choice(lap[0], voter, _ballot_args(lap[0], value)))

    def can_undo(self) -> bool:
        return bool(self.history)

    def moment(self) -> str:
        """The moment the table screen announces: the dawn's night, or the day."""
        return f"{'N' if self.stage in ('night', 'dawn') else 'D'}{self.place.round}"

    def lines(self, moment: str | None = None) -> list[Any]:
        """The public lines of a moment (views.PublicLine), in the order they happened."""
        st = self.state
        if st is None:
            return []
        moment = moment or self.moment()
        return [line for ev in st.log if ev.public and ev.moment == moment
                and (line := CLASSIC.public_line(ev)) is not None]

    def events(self, moment: str | None = None) -> list[Any]:
        """Every event of a moment (the moderator sees them all)."""
        st = self.state
        if st is None:
            return []
        moment = moment or self.moment()
        return [ev for ev in st.log if ev.moment == moment]

    def can_continue(self) -> bool:
        """The table's lines may be left: no entry waits there, and the game went on from them."""
        st = self.state
        if st is None or self.stage not in ("dawn", "day", "vote", "dusk") or self.waiting() is not None:
            return False
        return not (self.stage == "day" and st.phase == "day") and not (st.phase in ("dawn", "dusk") and st.pending)

    def can_next_call(self) -> bool:
        """Tonight's call may be closed: the engine waits for no entry of it."""
        return self.stage == "night" and self.waiting() is None and self.state is not None

    def public_view(self):
        return CLASSIC.public_view(self.state) if self.state is not None else None

    # --- setting up ------------------------------------------------------------------------------
    def _prepare(self, a: A.Prepare) -> None:
        import app.core.classic.extended as X

        names, deck = tuple(a.names), tuple(a.deck)
        if len(a.portraits) != len(names):
            raise SetupError("one portrait per player")
        if a.preset == "extended":
            problem = X.check_deck(len(names), list(deck)) or X.check_options(dict(a.options))
        elif a.preset == "standard":
            problem = CLASSIC.validate(len(names))
        else:
            problem = "unknown_preset"
        if problem:
            raise SetupError(problem)
        self.names, self.portraits, self.preset = names, tuple(a.portraits), a.preset
        self.deck, self.options = deck, dict(a.options)
        self.history.clear()
        self.dealt_by = "app"
        self._deal(A.Deal())

    def setup_deck(self) -> tuple[str, ...]:
        """Every card of the deck (seats and spare), in the builder's order; the standard deal's for 8 or 9."""
        if self.preset == "standard":
            from app.core.classic.catalog import ROLES

            wolves = 2 if len(self.names) == 8 else 3
            return tuple(["wolf"] * wolves + [r for r in ROLES if r not in ("wolf", "villager")] + ["villager"] * 2)
        return self.deck

    def _new_state(self, seed: int, roles: tuple[str, ...] | None = None, spare: tuple[str, ...] = ()) -> GameState:
        if self.preset == "standard":
            return CLASSIC.new_game(list(self.names), seed=seed, roles=roles)
        if roles is None:
            return CLASSIC.new_game(list(self.names), list(self.deck), seed=seed, preset="extended",
                                    options=dict(self.options))
        import app.core.classic.extended as X

        actor, drunk, sect, _ = X.draw_extras(tuple(roles), tuple(spare), seed, 0)
        return CLASSIC.new_game(list(self.names), seed=seed, preset="extended", options=dict(self.options),
                                roles=tuple(roles), spare=tuple(spare), actor=actor or None, drunk=drunk,
                                sect=sect or None)

    def _deal(self, a: A.Deal) -> None:
        if not self.names:
            raise SetupError("no table to deal to")
        self.state = self._new_state(self._seed(a.seed))
        self.dealt_by = "app"
        self.place = Place("deal", 1, 0)
        self.timer_ms = self.day_ms()
        self._go(M_DEAL)

    def _seed(self, given: int | None) -> int:
        if given is not None:
            return int(given)
        if self.next_seed is not None:  # every deal of the table being set (it is dropped as the night starts)
            return self.next_seed
        return random.SystemRandom().randrange(2**31)

    def deal_problem(self, roles: tuple[str, ...], spare: tuple[str, ...]) -> tuple[str, dict[str, int]]:
        """Why an entered deal does not match the deck ("" when it does): ``count`` (the cards
        entered are not the deck's: the difference, card -> entered minus in the deck), or the
        deal rule's reason id (extended.check_deal) with no difference."""
        from collections import Counter

        have = Counter(roles) + Counter(spare)
        want = Counter(self.setup_deck())
        diff = {c: have[c] - want[c] for c in sorted(set(have) | set(want)) if have[c] != want[c]}
        if len(roles) != len(self.names) or diff:
            return "count", diff
        if self.preset == "standard":
            return "", {}
        import app.core.classic.extended as X

        why = X.check_deal(tuple(roles), tuple(spare))
        return (why or ""), {}

    def _enter_deal(self, a: A.EnterDeal) -> None:
        why, _ = self.deal_problem(tuple(a.roles), tuple(a.spare))
        if why:
            raise SetupError(why)
        self.state = self._new_state(self._seed(a.seed), tuple(a.roles), tuple(a.spare))
        self.dealt_by = "table"
        self.place = Place("deal", 1, 0)
        self._go(M_DEAL)

    def _start_night(self, _: A.StartNight) -> None:
        if self.state is None or self.stage != "deal":
            return
        self.history.clear()
        self.next_seed = None
        self.place = Place("night", 1, 0)
        self._go(self._screen())

    # --- entries -------------------------------------------------------------------------------------
    def _record(self, new: GameState, place: Place | None = None) -> None:
        """A new state from an entry (and the moderator's new place): the state and the place
        before it kept for Undo, the turns with nothing to choose taken at once."""
        before = self.state
        self.history.append((before, self.place))
        self.state = _auto(new)
        if place is not None:
            self.place = place
        lap = self.ballot_lap()
        if lap is not None and lap[0] == "trial" and not (before.phase == "vote" and before.step == "trial"):
            self.timer_ms = DEFENCE_MS  # the accused's defence comes first
        self._go(self._screen())

    def _entry(self, a: A.Entry) -> None:
        w = self.waiting()
        if w is None:
            raise EntryRefused(Refusal("not_awake"))
        step, seats = w
        st = self.state
        for seat in seats:
            code = CLASSIC.why_not(st, Choice(step, seat, a.args))
            if code:
                raise EntryRefused(Refusal(code, seat, _target(a.args)))
            st, _ = CLASSIC.apply(st, Choice(step, seat, a.args))
        self._record(st)

    def _ballots(self, a: A.Ballots) -> None:
        lap = self.ballot_lap()
        if lap is None:
            raise EntryRefused(Refusal("not_awake"))
        step, voters = lap
        given = dict(a.ballots)
        if set(given) - set(voters):
            bad = min(set(given) - set(voters))
            raise EntryRefused(Refusal("not_awake", bad))
        st = self.state
        for voter in voters:  # in seat order; a voter left out abstains
            args = _ballot_args(step, given.get(voter))
            code = CLASSIC.why_not(st, Choice(step, voter, args))
            if code:
                raise EntryRefused(Refusal(code, voter, given.get(voter) if isinstance(given.get(voter), int) else None))
            st, _ = CLASSIC.apply(st, Choice(step, voter, args))
        # the election's result, then the captain's crier, the cavalier and the vote: still the day
        self._record(st, Place("day" if step == "election" else "dusk", self.place.round))

    def _undo(self, _: A.Undo) -> None:
        if not self.history:
            return
        self.state, self.place = self.history.pop()
        self._go(self._screen())

    # --- moving on -----------------------------------------------------------------------------------
    def _next_call(self, _: A.NextCall) -> None:
        if not self.can_next_call():
            raise EntryRefused(Refusal("not_done"))
        if self.place.call + 1 < len(self.calls()):
            self.place = Place("night", self.place.round, self.place.call + 1)
        else:
            self.place = Place("dawn", self.place.round)
        self._go(self._screen())

    def _continue(self, _: A.Continue) -> None:
        if not self.can_continue():
            return
        st = self.state
        if st.phase == "end":
            self.place = Place("end", self.place.round)
        elif st.phase == "day":
            self.place = Place("day", st.round)
            self.timer_ms = self.day_ms()
        elif st.phase == "vote" and self.ballot_lap() is not None:
            self.place = Place("vote", st.round)
        elif st.phase == "night":
            self.place = Place("night", st.round, 0)
        self._go(self._screen())

    def _start_vote(self, _: A.StartVote) -> None:
        st = self.state
        if st is None or self.stage != "day" or st.phase != "day":
            return
        new = _auto(CLASSIC.begin_vote(st)[0])
        k = self.place.round
        if new.phase == "vote" and new.step in BALLOT_STEPS and new.pending and new.step != "trial":
            place = Place("vote", k)
        elif new.phase == "vote" and new.step in ("crier", "cavalier"):
            place = Place("day", k)
        else:  # a trial day opens on its accused (the defence first); a market day has no vote
            place = Place("dusk", k)
        self._record(new, place)

    def _screen(self) -> str:
        st = self.state
        if st is None:
            return M_SETUP
        if self.stage == "vote" and self.ballot_lap() is None:
            return M_TABLE
        if self.stage == "end":
            return M_END
        return SCREENS[self.stage]

    def _go(self, screen: str, save: bool = True) -> None:
        self.screen = screen
        self._went += 1
        if save and screen not in (START, M_SETUP):
            self._save()
        self.screen_changed.emit(screen)

    # --- saving and resuming -------------------------------------------------------------------------
    def _save(self) -> None:
        if self.state is None:
            return
        mine = {"stage": self.stage, "round": self.place.round, "call": self.place.call, "timer_ms": self.timer_ms,
                "portraits": list(self.portraits), "dealt_by": self.dealt_by}
        extra = {SAVE_KEY: mine, "stage": self.stage, "screen": self.screen}
        state = self.state
        # the log only grows between two entries (an undo writes a whole snapshot: journal.follows)
        self._write(lambda: self.autosave.write_growing(
            state.log, lambda k: CLASSIC.dumps(state, None, extra, log_from=k), ("state", "log")))

    def _resume(self, found: Any, extra: dict[str, Any]) -> bool:
        """Continue a saved moderated game where the moderator was (Undo starts afresh)."""
        if not isinstance(found, ClassicSaved):
            return False  # One Night's session resumes it
        state, extra = found.state, found.extra
        try:
            mine = extra.get(SAVE_KEY)
            stage, rnd, call = mine.get("stage"), mine.get("round"), mine.get("call")
            portraits = tuple(mine.get("portraits", ()))
            if stage not in STAGES or not _count(rnd) or not _count(call) or len(portraits) != state.n:
                raise ValueError("the moderator's place is damaged")
            if not all(isinstance(p, str) for p in portraits) or found.night is not None:
                raise ValueError("the moderator's table is damaged")
            timer = saved_ms(mine.get("timer_ms"), self.day_ms())
        except (AttributeError, TypeError, ValueError) as exc:
            return self._corrupt(str(exc))
        self.state, self.names, self.portraits = state, state.seats, portraits
        self.preset = state.preset
        self.dealt_by = "table" if mine.get("dealt_by") == "table" else "app"
        self.place = Place(stage, rnd, call if stage == "night" else 0)
        if stage == "night" and call >= len(self.calls()):
            self.place = Place(stage, rnd, 0)
        self.timer_ms = timer
        self.history.clear()
        self._go(self._screen(), save=False)
        return True


# --- helpers ---------------------------------------------------------------------------------------

def _count(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _target(args: Any) -> int | None:
    if isinstance(args, dict):
        for key in ("player", "poison", "stupor", "restore"):
            if isinstance(args.get(key), int):
                return args[key]
    return None


def _ballot_args(step: str, value: Any) -> Any:
    if step == "trial":
        return value if value in ("kill", "spare") else None
    return {} if value is None else {"player": value}


def _auto(st: GameState) -> GameState:
    """The turns with nothing to choose, taken at once (a dead player's last turn with no power)."""
    while st.step in AUTO_STEPS and st.pending:
        st, _ = CLASSIC.apply(st, Choice(st.step, st.pending[0], None))
    return st


def ballots_from_counts(voters: tuple[int, ...], counts: dict[int, int], fixed: dict[int, Any]) -> tuple[
        tuple[int, Any], ...] | None:
    """Ballots for a counted vote: `counts` the hands raised for each target (or "kill" / "spare"),
    `fixed` the ballots already known (the captain's, whose weight differs); every other voter is
    given one of the counted hands, never against himself, in seat order, the rest abstain. None
    when the counts cannot come from these voters (more hands than voters, a hand against oneself)."""
    free = [v for v in voters if v not in fixed]
    need: list[Any] = [t for t, c in sorted(counts.items(), key=lambda kv: str(kv[0])) for _ in range(max(0, c))]
    if len(need) > len(free):
        return None
    # a matching of hands to voters, none against himself (augmenting paths: at most 18 voters)
    owner: dict[int, int] = {}  # voter -> index of the hand given

    def place(h: int, seen: set[int]) -> bool:
        for v in free:
            if v in seen or need[h] == v:
                continue
            seen.add(v)
            if v not in owner or place(owner[v], seen):
                owner[v] = h
                return True
        return False

    for h in range(len(need)):
        if not place(h, set()):
            return None
    out = dict(fixed)
    for v in free:
        out[v] = need[owner[v]] if v in owner else None
    return tuple((v, out[v]) for v in voters)
