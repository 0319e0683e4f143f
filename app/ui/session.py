"""GameSession: the one object that owns the game and changes it (STYLE.md).

Screens call its methods and listen to its signals; they read the game only through
views (`public_view`, `seat_view`, the visit's news) and never touch core state.
Every change that matters is written to the autosave at once.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from app.core.common.errors import PhaseError, RuleError, SetupError, VoteError

from . import cues
from .autosave import Autosave, ClassicSaved
from .flows.onenight import (CURTAIN, DAY, FLOW, REVEAL, RESOLUTION, SETUP, START, TABLE_CARD, TABLE_NIGHT, VISIT, VOTE,
                             VOTE_CURTAIN, VOTE_VISIT)
from .records import factory, record
from .session_base import NOTHING, Changes, SessionBase, TableNight, saved_ms
from .settings import Settings

if TYPE_CHECKING:
    from app.core.common.ballot import BallotLap
    from app.core.onenight import views
    from app.core.onenight.mode import Ask, Deal, Event, GameState, OneNight, Plan, Seen


def rules() -> OneNight:
    """The One Night mode. Imported the first time the session needs a rule, not at start-up:
    the start screen is painted before the engine is loaded (benchmarks/README.md, Start-up)."""
    from app.core.onenight.mode import ONE_NIGHT

    return ONE_NIGHT


def __getattr__(name: str) -> Any:
    # MODE / G (rules questions go to the mode) and P (its hand-off policy), for scripts and tests
    if name in ("MODE", "G"):
        return rules()
    if name == "P":
        return rules().planner
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@record(frozen=False)
class Visit:
    """The open visit: what the holder was shown and where they are in it."""

    seat: int
    news: tuple[Seen, ...] = ()  # new since their last visit, shown when it opened
    ask: Ask | None = None
    # Where the visit is in its lap's rounds (DESIGN.md §Hand-off 8: every visit of a lap plays the
    # same rounds of taps, Confirm and cards turned over): `ask` a round of the holder's decision,
    # `looked` after a round whose Confirm showed a look (the decision goes on next round), `result`
    # after the round that made it, `sleep` a round with nothing to decide (taps that do nothing),
    # `slept` after it; `cover` a phone's visit not opened yet.
    stage: str = "sleep"
    result: tuple[Seen, ...] = ()  # what their last decision showed at once
    early: bool = False  # the last decision waits for its turn: result on a later visit
    last_step: str = ""
    last_choice: str = ""  # the holder's own words for what they chose (shown with the result)
    last_args: dict[str, Any] | None = None
    peeked: tuple[Seen, ...] = ()  # first half of a two-part choice, already seen
    peek_turns: dict[Seen, str] = factory(dict)  # looks in `peeked` that transform the holder
    peek_copy: tuple[str, bool, str] = ("", False, "")  # the Doppelganger's copy, inert, and its action now
    peek_args: dict[str, Any] = factory(dict)
    since: int = -1  # the log length this seat had been shown when the visit opened (-1: unknown)
    # The lap's rounds, (taps required, cards turned over after Confirm) each, the same for every
    # seat (`handoff.visit_script`; none: the visit only shows what is new), and the round being
    # played (from 0).
    script: tuple[tuple[int, int], ...] = ()
    round: int = 0
    # What the last Confirm turned over that shows something: ("card", row) or ("mark", seat).
    flips: tuple[tuple[str, int], ...] = ()
    # The night as this visit sees it (the hand-off plan when it opened, or at its own last
    # decision): what other seats do beside it, on their phones, never changes its screen.
    seen: Any = None
    number: int = 0  # which visit of the night it is (its place in the lap, whenever it is taken)
    hidden: bool = False  # a phone's visit behind its cover ("Open my screen")
    overruled: bool = False  # the last decision came after a fellow team member's, beside it: not taken

    @property
    def taps_now(self) -> int:
        """How many taps the round asks for."""
        return self.script[self.round][0] if self.round < len(self.script) else 0

    @property
    def flips_now(self) -> int:
        """How many cards turn over when the round is confirmed."""
        return self.script[self.round][1] if self.round < len(self.script) else 0

    def more_rounds(self) -> bool:
        """Whether a round follows the one being played."""
        return self.round + 1 < len(self.script)

    def rounds_done(self) -> bool:
        """Whether every round of the visit is played (Done may end it)."""
        return not self.script or (self.round == len(self.script) - 1 and self.stage in ("result", "slept"))


# --- what a screen asks the session to do (GameSession.submit) --------------------------

@record
class ToStart:
    """Back to the start screen."""


@record
class ToSetup:
    """On to the players and cards."""


@record
class OpenVisit:
    """The holder opened the curtain."""


@record
class HideVisit:
    """Back to the curtain (Esc, or left alone too long); the visit stays open."""


@record
class Peek:
    """See the next look of a two-part choice (it cannot be taken back)."""

    partial: dict[str, Any]


@record
class Decide:
    """The holder's decision (args None: skip), with their own words for it."""

    args: dict[str, Any] | None
    words: str = ""


@record
class NextDecision:
    """Next: on to the visit's next round (the narrated night: to the holder's next decision)."""


@record
class Sleep:
    """A round with nothing to decide was confirmed (the game does not change)."""


@record
class NextDecoy:
    """Next after a round with nothing to decide: the same as NextDecision (kept for saved scripts)."""


@record
class FinishVisit:
    """Done: the laptop goes to the next seat clockwise, or to the middle for the day."""


@record
class OnPhone:
    """What a phone seat's own visit page did (its visit of the lap, beside the laptop's): one of
    OpenVisit, HideVisit, Peek, Decide, NextDecision, Sleep, NextDecoy, FinishVisit."""

    seat: int
    action: object


@record
class NoteTimer:
    """The discussion clock's time left."""

    ms_left: int


@record
class StartVote:
    """The table is ready to vote."""


@record
class CastVotes:
    """Everyone's pointing, entered at once."""

    votes: tuple[int, ...]


@record
class OpenBallot:
    """The voter opened the secret-vote curtain."""


@record
class HideBallot:
    """Back to the secret-vote curtain."""


@record
class Ballot:
    """One secret vote for `target`."""

    target: int


@record
class ShowReveal:
    """From the deaths to the cards."""


@record
class TableOpen:
    """Narrated table mode: the pad was held; the seat whose turn it is (if any) sees it."""


@record
class TableClose:
    """Narrated table mode: the call's time for acting is over ("... close your eyes")."""


@record
class TableNext:
    """Narrated table mode: the call's time is over; the next call (or the day) begins."""


@record
class TableCardSeen:
    """Narrated table mode, before the night: the holder has seen their card; the next seat's turn."""


class GameSession(SessionBase):
    """Owns the setup, the hand-off plan, the day, the vote and the outcome.

    Screens change it only through `submit(action)`; the signals say what changed.
    """

    TABLE_NIGHT_SCREEN = TABLE_NIGHT
    TABLE_CARD_SCREEN = TABLE_CARD
    CURTAIN_SCREEN = CURTAIN

    def __init__(self, settings: Settings, autosave: Autosave, parent: QObject | None = None) -> None:
        super().__init__(settings, autosave, parent)
        self.plan: Plan | None = None
        self.state: GameState | None = None  # from the Day on
        self.visit: Visit | None = None
        self.timer_ms = settings.day_seconds * 1000
        self.lap: BallotLap | None = None  # the secret vote, while it goes round
        self.phone_visits: dict[int, Visit] = {}  # their visits of the lap going round
        self._handlers = {
            ToStart: lambda a: self._go(START), ToSetup: lambda a: self._go(SETUP),
            OpenVisit: self._open_visit, HideVisit: self._hide_visit, Peek: self._peek, Decide: self._decide,
            NextDecision: self._next_decision, Sleep: self._sleep, NextDecoy: self._next_decoy,
            FinishVisit: self._finish_visit,
            NoteTimer: self._note_timer, StartVote: self._start_vote, CastVotes: self._cast_votes,
            OpenBallot: self._open_ballot, HideBallot: self._hide_ballot, Ballot: self._ballot,
            ShowReveal: self._show_reveal,
            TableOpen: self._table_open, TableClose: self._table_close, TableNext: self._table_next,
            TableCardSeen: self._table_card_seen, OnPhone: self._on_phone,
        }

    @property
    def mode(self) -> OneNight:
        """The rules (imported on first use)."""
        return rules()

    def _go(self, screen: str, *, table: bool = False, visit: bool = False) -> Changes:
        self.screen = screen
        return Changes(screen, table, visit)

    def _to(self, screen: str, *, table: bool = False, visit: bool = False) -> Changes:
        self._save(screen)
        return self._go(screen, table=table, visit=visit)

    # --- the old names, kept for scripts and tests: each is one submit --------------------
    def to_start(self) -> None:
        self.submit(ToStart())

    def to_setup(self) -> None:
        self.submit(ToSetup())

    def open_visit(self) -> None:
        self.submit(OpenVisit())

    def hide_visit(self) -> None:
        self.submit(HideVisit())

    def peek(self, partial: dict[str, Any]) -> tuple[Seen, ...]:
        self.submit(Peek(partial))
        return self.visit.peeked if self.visit is not None else ()

    def decide(self, args: dict[str, Any] | None, words: str = "") -> None:
        self.submit(Decide(args, words))

    def next_decision(self) -> None:
        self.submit(NextDecision())

    def sleep_confirm(self) -> None:
        self.submit(Sleep())

    def next_decoy(self) -> None:
        self.submit(NextDecoy())

    def finish_visit(self) -> None:
        self.submit(FinishVisit())

    def note_timer(self, ms_left: int) -> None:
        self.submit(NoteTimer(ms_left))

    def start_vote(self) -> None:
        self.submit(StartVote())

    def cast_votes(self, votes: tuple[int, ...] | list[int]) -> None:
        self.submit(CastVotes(tuple(votes)))

    def open_vote_visit(self) -> None:
        self.submit(OpenBallot())

    def hide_vote_visit(self) -> None:
        self.submit(HideBallot())

    def lap_vote(self, target: int) -> None:
        self.submit(Ballot(target))

    def show_reveal(self) -> None:
        self.submit(ShowReveal())

    # --- reading --------------------------------------------------------------------
    @property
    def game(self) -> GameState | None:
        if self.state is not None:
            return self.state
        return self.plan.game if self.plan else None

    @property
    def seats(self) -> tuple[str, ...]:
        g = self.game
        return g.seats if g else ()

    @property
    def holder(self) -> int:
        """The seat the laptop is with, or goes to next: with phone seats, the next seat of the lap
        going round that plays behind the curtain (LAN.md, mixed seating)."""
        plan = self.plan
        if plan is None:
            return 0
        if self.table is not None or not self.remote:
            return plan.holder
        if self.visit is not None:
            return self.visit.seat
        seat = self._laptop_next()
        return plan.holder if seat is None else seat

    def _laptop_next(self) -> int | None:
        """The next seat of the lap going round that the laptop visits (None: only phones are left)."""
        if self.plan is None:
            return None
        return next((s for s in self.mode.planner.lap_left(self.plan) if s not in self.remote), None)

    @property
    def visit_number(self) -> int:
        """Which visit of the night the open one is (between visits: how many the night has had)."""
        v = self.visit
        if v is not None and v.number:
            return v.number
        return self.plan.visits if self.plan else 0

    def visit_plan(self) -> Plan | None:
        """The night as the open visit sees it (the plan itself between visits)."""
        v = self.visit
        if v is not None and v.seen is not None:
            return v.seen
        return self.plan

    # --- phone seats (LAN.md, mixed seating) ------------------------------------------------
    def _phones_set(self) -> None:
        """The seats that take their night visits on their phones changed. A night not begun yet gets
        its laps for them; a seat taken back goes behind the curtain, its open visit kept for the laptop."""
        if self.plan is not None and self.table is None and self.state is None:
            self.plan = self.mode.planner.with_phones(self.plan, self.remote)
        v = self.visit
        if v is not None and v.seat in self.remote and self.screen != VISIT and self.table is None:
            v.hidden = True  # a visit resumed for a seat now on its phone: the phone takes it
            self.phone_visits[v.seat] = v
            self.visit = None

    def _lap_seats(self) -> tuple[int, ...]:
        if self.plan is None or self.state is not None:
            return ()
        return tuple(self.mode.planner.lap_left(self.plan))

    def _private_open(self) -> bool:
        return self.visit is not None

    def remote_visit(self, seat: int) -> Visit | None:
        """A phone seat's visit of the lap going round (every phone seat's is there as the lap
        begins, behind its cover), until it is over; None when it has none."""
        plan = self.plan
        if (plan is None or self.table is not None or self.state is not None or seat not in self.remote
                or (self.visit is not None and self.visit.seat == seat)):
            return None
        P = self.mode.planner
        if seat not in P.lap_left(plan):
            self.phone_visits.pop(seat, None)
            return None
        number = P.visit_number(plan, seat)
        v = self.phone_visits.get(seat)
        if v is None or v.number != number:
            v = self.phone_visits[seat] = Visit(seat, stage="cover", number=number, hidden=True)
        return v

    @property
    def lap_votes(self) -> list[int]:
        return list(self.lap.votes) if self.lap is not None else []

    @property
    def lap_seat(self) -> int:
        seat = self.lap.seat if self.lap is not None else None
        return seat if seat is not None else len(self.lap_votes)

    def public_view(self) -> views.PublicView | None:
        g = self.visit_plan().game if self.visit is not None and self.plan is not None else self.game
        return self.mode.public_view(g) if g else None

    def seat_view(self, seat: int) -> views.SeatView:
        """What `seat` has been shown so far (its knowledge), as the open visit sees the night."""
        if self.plan is None:
            raise PhaseError("knowledge is shown during the night")
        return self.mode.planner.knowledge(self.visit_plan(), seat)

    def outcome(self):
        g = self.state
        return self.mode.outcome(g) if g is not None else None

    def identities(self):
        if self.state is None or self.state.phase != "reveal":
            raise PhaseError("identities are shown at the Reveal")
        return self.mode.identities(self.state)

    def night_events(self) -> tuple[Event, ...]:
        """The night's log, for the story at the Reveal only."""
        if self.state is None or self.state.phase != "reveal":
            raise PhaseError("the night's story is told at the Reveal")
        return self.state.log

    def ask_options(self) -> list[dict[str, Any]]:
        ask = self._ask()
        return self.mode.planner.options(self.visit_plan(), ask)

    def more_asks(self) -> bool:
        """Whether the open visit has another decision to take (the narrated night; a pass-and-play
        visit takes one, in its rounds)."""
        if self.plan is None:
            return False
        v = self.visit
        if self.table is not None or v is None or v.seen is None:
            return self.mode.planner.next_ask(self.plan) is not None
        return self.mode.planner.ask_of(v.seen, v.seat) is not None

    def more_rounds(self) -> bool:
        """Whether Next goes on in the open visit: to its next round, or (narrated) its next decision."""
        v = self.visit
        if v is None:
            return False
        if self.table is not None:
            return v.stage == "result" and self.more_asks()
        return v.stage in ("looked", "result", "slept") and v.more_rounds()

    def visit_done(self) -> bool:
        """Whether the open visit may end (Done), the minimum time aside."""
        v = self.visit
        if v is None:
            return False
        if self.table is not None:
            return v.stage == "slept" or (v.stage == "result" and not self.more_asks())
        return v.rounds_done()

    def why_not(self, args: dict[str, Any]) -> RuleError | None:
        """The engine's objection to `args` for the current ask (None when legal)."""
        ask = self._ask()
        seen = self.visit_plan().game
        g = self.mode.at_step(seen, ask.step, ask.seat) if ask.early else seen
        from app.core.onenight.mode import Choice

        try:
            return self.mode.why_not(g, Choice(ask.step, ask.seat, args))
        except (PhaseError, ValueError, KeyError, TypeError, IndexError):
            return RuleError("bad_args")

    def thumbs_preview(self) -> Seen | None:
        """The thumbs a Squire or Beholder sees before deciding whether to look."""
        ask = self.visit.ask if self.visit is not None else None
        if ask is None:
            return None
        seen = self.visit_plan().game
        g = self.mode.at_step(seen, ask.step, ask.seat) if ask.early else seen
        return self.mode.thumbs_preview(g, ask.step, ask.seat)

    def awake_tokens(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Shields and artifact tokens on the table now (seats), as a player awake for a decision sees them."""
        g = self.visit_plan().game if self.visit is not None and self.plan is not None else self.game
        if g is None:
            return (), ()
        arts = tuple(s for s in range(len(g.seats)) if g.artifacts[g.places[s]])
        return self.mode.shield_seats(g), arts

    def _ask(self) -> Ask:
        if self.plan is None or self.visit is None or self.visit.ask is None:
            raise PhaseError("no decision is open")
        return self.visit.ask

    # --- a new game -----------------------------------------------------------------
    def new_game(self, seats: list[str], deck: list[str], seed: int | None = None, *,
                 deal: Deal | None = None, table: bool = False) -> None:
        """Deal (or use a prepared `deal`) and start the night with the laptop at the first seat
        (`table`: the narrated table mode, the laptop in the middle calling each step)."""
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 30)
        if deal is None:
            problem = self.mode.validate(len(seats), deck)
            if problem:
                raise SetupError(problem)
        game = self.mode.new_game(list(seats), list(deck), seed, deal=deal)
        if table:
            plan = self.mode.table_night.start(game)
            self.begin(plan, TableNight(self.mode.table_night.calls(plan)))
        else:
            self.begin(self.mode.planner.start(game))

    def begin(self, plan: Plan, table: TableNight | None = None) -> None:
        """Take over a hand-off plan at its curtain (a new game, or one prepared elsewhere), or
        with `table` a narrated night (table mode) at its first line."""
        if table is None and self.remote:
            plan = self.mode.planner.with_phones(plan, self.remote)
        self.plan = plan
        self.table = table
        self.table_mode = table is not None
        self.state = None
        self.visit = None
        self.phone_visits = {}
        self.lap = None
        self.timer_ms = self.settings.day_seconds * 1000
        screen = TABLE_NIGHT if table is not None else CURTAIN
        self._save(screen)
        changes = self._go(screen, table=True)
        if table is None:
            cues.new_game(self)  # the first hand-off's chime
        self._announce(changes)

    def play_again(self, seed: int | None = None) -> None:
        """The same players and the same cards, a new deal."""
        g = self.game
        if g is None:
            raise PhaseError("no game to play again")
        self.new_game(list(g.seats), list(g.deck), seed, table=self.table_mode)

    def new_setup(self) -> None:
        self.autosave.remove()
        self.plan = None
        self.state = None
        self.visit = None
        self.lap = None
        self._announce(self._go(SETUP))

    # --- the night --------------------------------------------------------------------
    def _open_visit(self, _: OpenVisit) -> Changes:
        if self.plan is None or self.screen != CURTAIN:
            raise PhaseError("a visit opens from the curtain")
        if self.table is None and self.remote and self.phones_at_night():
            raise PhaseError("only phone visits are left in this lap")
        seat = self.holder
        if self.visit is None or self.visit.seat != seat:
            self.visit = self._visit_of(seat, self.phone_visits.pop(seat, None))
        self.visit.hidden = False
        self._save(VISIT)
        return self._go(VISIT, visit=True)

    def _visit_of(self, seat: int, kept: Visit | None = None) -> Visit:
        """`seat`'s visit of the lap going round, opened now; one already open (a save resumed, a
        phone's visit taken back) goes on as it was, or from its next decision."""
        P = self.mode.planner
        plan = self.plan
        assert plan is not None
        if kept is not None and kept.seen is not None:
            return kept
        number = P.visit_number(plan, seat)
        if P.is_open(plan, seat):
            v = Visit(seat, since=plan.delivered[seat], seen=plan, number=number)
        else:
            since = plan.delivered[seat]
            self.plan, news, seen = P.open_seat(plan, seat)
            v = Visit(seat, news, since=since, seen=seen, number=number)
        self._next_stage(v)
        return v

    def _next_stage(self, v: Visit | None = None) -> None:
        """The visit's first round (or, narrated, its next decision): its decision if it has one
        now, else a round with nothing to decide; a lap without rounds only shows what is new."""
        v = self.visit if v is None else v
        assert self.plan is not None and v is not None
        if self.table is not None:
            ask = self.mode.table_night.next_ask(self.plan)
        else:
            if v.seen is None:
                v.seen = self.plan
            ask = self.mode.planner.ask_of(v.seen, v.seat)
        v.ask = ask
        v.stage = "ask" if ask is not None else "sleep"
        v.peeked = ()
        v.peek_turns = {}
        v.peek_copy = ("", False, "")
        v.peek_args = {}
        v.flips = ()
        if self.table is not None:
            v.script, v.round = (), 0
            if ask is None:
                v.stage = "slept"  # narrated: the call's time is fixed anyway, nothing to play
            return
        v.script = tuple(self.mode.planner.visit_script(v.seen).rounds)
        v.round = 0
        if not v.script:
            v.stage = "slept"  # the last lap: what is new, then Done

    def laps_shown(self) -> tuple[int, int]:
        """(lap, laps) of the open visit, for the private screen."""
        assert self.plan is not None
        return self.mode.planner.laps_shown(self.visit_plan())

    def _hide_visit(self, _: HideVisit) -> Changes:
        if self.screen not in (VISIT, TABLE_CARD):
            return NOTHING
        if self.screen == TABLE_CARD:
            return self._card_hidden()
        back = TABLE_NIGHT if self.table is not None else CURTAIN
        self._save(back)
        return self._go(back)

    def _ask_in(self, v: Visit | None) -> Ask:
        if self.plan is None or v is None or v.ask is None:
            raise PhaseError("no decision is open")
        return v.ask

    def _peek(self, action: Peek, v: Visit | None = None) -> Changes:
        """A round's Confirm on a look (the first half of a two-part choice): its cards turn over, and
        the decision goes on at the next round (narrated: at once, as the pick is made)."""
        v = self.visit if v is None else v
        ask = self._ask_in(v)
        from app.core.onenight.catalog import STEP_BY_ID

        if not STEP_BY_ID[ask.step].two_part or ask.early or (self.table is None and v.stage != "ask"):
            return NOTHING
        if self.table is None and not v.more_rounds():
            raise PhaseError("a look needs a round after it")
        partial = action.partial
        seen = v.seen if v.seen is not None and self.table is None else self.plan
        found = self.mode.looks(seen.game, ask.seat, partial)
        new = tuple(x for x in found.seen if x not in v.peeked)
        v.peeked = v.peeked + new
        v.peek_turns = {**v.peek_turns, **found.turned_by()}
        v.peek_copy = (found.copy, found.inert, found.acts_as)
        v.peek_args = _copy_args(partial)
        if self.table is None:
            v.stage = "looked"
            v.flips = _flips(new)
        if v is self.visit:
            self._save(VISIT)
        return Changes(visit=True)

    def _decide(self, action: Decide, v: Visit | None = None) -> Changes:
        v = self.visit if v is None else v
        ask = self._ask_in(v)
        P = self.mode.planner
        words = action.words
        v.overruled = False
        if self.table is not None:
            self.plan = P.decide(self.plan, ask, action.args)
            v.result = P.pending_news(self.plan)
            self.plan = P.deliver(self.plan)
        else:
            try:
                self.plan, v.seen, v.result = P.decide_seat(self.plan, v.seen, ask, action.args)
            except P.TeamDecided:
                # A fellow team member, on a phone or behind the curtain beside this visit, chose
                # first: this visit now sees what the team's choice showed.
                self.plan, v.result = P.team_seen(self.plan, v.seat)
                v.seen = self.plan
                v.overruled = True
        v.early = ask.early
        v.last_step = ask.step
        v.last_choice = words
        v.last_args = None if v.overruled else action.args
        v.stage = "result"
        # what turns over at this Confirm: the decision's own looks not seen at a round before
        v.flips = () if ask.early else _flips(tuple(x for x in v.result if x.step == ask.step and x not in v.peeked))
        v.peeked = ()
        v.peek_turns = {}
        v.peek_copy = ("", False, "")
        v.peek_args = {}
        self._save(VISIT if v is self.visit else self.screen)
        return Changes(visit=True)

    def _next_decision(self, _: NextDecision | NextDecoy, v: Visit | None = None) -> Changes:
        """Next: the visit's next round (narrated: the holder's next decision)."""
        v = self.visit if v is None else v
        if v is None:
            raise PhaseError("no visit is open")
        if self.table is not None:
            self._next_stage(v)
            v.result = ()
        else:
            if v.stage not in ("looked", "result", "slept") or not v.more_rounds():
                return NOTHING
            v.round += 1
            v.flips = ()
            if v.stage == "looked":
                v.stage = "ask"  # the decision goes on: its next part
            else:
                v.stage = "sleep"
                v.result = ()
        if v is self.visit:
            self._save(VISIT)
        return Changes(visit=True)

    def _sleep(self, _: Sleep, v: Visit | None = None) -> Changes:
        v = self.visit if v is None else v
        if v is None or v.stage != "sleep":
            return NOTHING
        v.stage = "slept"
        v.flips = ()
        if v is self.visit:
            self._save(VISIT)
        return Changes(visit=True)

    def _next_decoy(self, action: NextDecoy, v: Visit | None = None) -> Changes:
        return self._next_decision(action, v)

    def _close(self, v: Visit) -> None:
        """`v`'s visit is over (raises PhaseError, nothing changed, while it cannot end)."""
        if self.plan is None:
            raise PhaseError("no visit is open")
        if self.table is not None:
            more = self.mode.planner.next_ask(self.plan) is not None
            if v.stage in ("ask", "cover") or (v.stage == "result" and more):
                raise PhaseError("a decision is still open")
        elif v.stage in ("ask", "looked", "cover"):
            raise PhaseError("a decision is still open")
        elif not v.rounds_done():
            raise PhaseError("the visit's rounds are not finished")
        if self.table is not None:
            self.plan = self.mode.planner.close_visit(self.plan)
        else:
            self.plan = self.mode.planner.close_seat(self.plan, v.seat, v.seen)

    def _finish_visit(self, _: FinishVisit) -> Changes:
        if self.plan is None or self.visit is None:
            raise PhaseError("no visit is open")
        self._close(self.visit)
        self.visit = None
        if self.table is not None:  # back to the middle of the table: the next seat of the call may come
            self._save(TABLE_NIGHT)
            return self._go(TABLE_NIGHT, table=True)
        return self._after_close()

    def _after_close(self) -> Changes:
        """A visit is over: the dawn after the night's last, else the curtain."""
        if self.mode.planner.night_over(self.plan):
            self.state = self.plan.game
            self.phone_visits.clear()
            self.timer_ms = self.settings.day_seconds * 1000
            self._save(DAY)
            return self._go(DAY, table=True)
        self._save(CURTAIN)
        return self._go(CURTAIN, table=True)

    # --- the phones' night visits, in parallel (LAN.md, mixed seating) ---------------------------
    _PHONE_STEPS = {Peek: "_peek", Decide: "_decide", NextDecision: "_next_decision", Sleep: "_sleep",
                    NextDecoy: "_next_decoy"}

    def _on_phone(self, action: OnPhone) -> Changes:
        """What a phone seat's own visit page did. It changes that seat's visit only: the laptop's
        screen changes only when the lap's last phone visit ends while the laptop waited for it."""
        seat = action.seat
        v = self.remote_visit(seat) if isinstance(seat, int) and not isinstance(seat, bool) else None
        if v is None:
            raise RuleError("not_awake", "this seat has no visit now")
        a = action.action
        if isinstance(a, OpenVisit):
            if v.seen is None:
                v = self.phone_visits[seat] = self._visit_of(seat, None)
                self._save(self.screen)
            v.hidden = False
            return self._phone_done(seat, NOTHING)
        if isinstance(a, HideVisit):
            v.hidden = True
            return self._phone_done(seat, NOTHING)
        if v.hidden or v.seen is None:
            raise RuleError("not_awake", "this visit is not open")
        name = self._PHONE_STEPS.get(type(a))
        if name is not None:
            getattr(self, name)(a, v)
            return self._phone_done(seat, NOTHING)
        if not isinstance(a, FinishVisit):
            raise TypeError(f"a phone's visit does not {type(a).__name__}")
        waiting = self.phones_at_night()
        self._close(v)
        self.phone_visits.pop(seat, None)
        if self.mode.planner.night_over(self.plan) or waiting and self._laptop_next() is not None:
            changes = self._after_close()  # the dawn, or the next lap's first curtain seat
            if self.screen == CURTAIN:
                cues.phones_done(self)
            return self._phone_done(seat, changes)
        self._save(self.screen)
        return self._phone_done(seat, NOTHING)

    def _phone_done(self, seat: int, changes: Changes) -> Changes:
        self.phone_changed.emit(seat)
        return changes

    # --- the narrated table mode's night (the base's actions; what is One Night's) ---------------
    def _card_words(self, seat: int) -> tuple[str, str, str]:
        from . import texts
        from .resources import role_art

        role = self.seat_view(seat).dealt
        return texts.role_name(role), texts.role_power(role), role_art(role)

    def _table_rng(self) -> random.Random:
        assert self.plan is not None and self.table is not None
        return random.Random(f"{self.plan.game.seed}:table:{self.table.index}")

    def _table_turn(self) -> Changes:
        """The moon held during a call: the seat whose turn the engine waits for, or a turn hidden
        before it was done, reopened as it was."""
        assert self.plan is not None and self.table is not None
        if self.plan.visiting:
            if self.visit is None or self.visit.seat != self.plan.holder:
                self.visit = Visit(self.plan.holder)
                self._next_stage()
            return self._to(VISIT, visit=True)
        step = self.table.step()
        if not step or self.table.closing:
            return NOTHING
        seat = self.mode.table_night.visitor(self.plan, step)
        if seat is None:
            return NOTHING  # nobody's turn: the pad stays dark, as for anyone
        self.plan = self.mode.table_night.open_visit(self.plan, seat)
        news = self.mode.planner.pending_news(self.plan)
        since = self.plan.delivered[seat]
        self.plan = self.mode.planner.deliver(self.plan)
        self.visit = Visit(seat, news, since=since)
        self._next_stage()
        return self._to(VISIT, visit=True)

    def _end_call(self, step: str) -> None:
        assert self.plan is not None
        if step:
            self.plan = self.mode.table_night.end_call(self.plan, step, self._table_rng())
        self.visit = None

    def _end_night(self) -> Changes:
        assert self.plan is not None
        self.plan = self.mode.table_night.end_night(self.plan, self._table_rng())
        self.state = self.plan.game
        self.table = None
        self.timer_ms = self.settings.day_seconds * 1000
        return self._to(DAY, table=True)

    # --- day and vote ------------------------------------------------------------------
    def _save_timer(self) -> None:
        if self.screen == DAY:
            self._save(DAY)

    def _day_state(self) -> GameState:
        if self.state is None:
            raise PhaseError("the vote follows the night")
        return self.state

    def _start_vote(self, _: StartVote) -> Changes:
        self.state = self.mode.begin_vote(self._day_state())
        self.lap = self.mode.ballot_lap(self.state) if self.settings.private_vote else None
        screen = VOTE_CURTAIN if self.settings.private_vote else VOTE
        self._save(screen)
        return self._go(screen, table=True)

    def _cast_votes(self, action: CastVotes) -> Changes:
        """Raises VoteError, nothing changed, if the votes are incomplete or illegal."""
        self.state = self.mode.cast_votes(self._day_state(), action.votes)
        self.lap = None
        self._save(RESOLUTION)
        return self._go(RESOLUTION, table=True)

    def _open_ballot(self, _: OpenBallot) -> Changes:
        if self.screen != VOTE_CURTAIN:
            raise PhaseError("a secret vote opens from its curtain")
        return self._go(VOTE_VISIT)

    def _hide_ballot(self, _: HideBallot) -> Changes:
        return self._go(VOTE_CURTAIN) if self.screen == VOTE_VISIT else NOTHING

    def _ballot(self, action: Ballot) -> Changes:
        """One secret vote; after the last seat the votes are cast."""
        state = self._day_state()
        lap = self.lap if self.lap is not None else self.mode.ballot_lap(state)
        state, lap = self.mode.cast_ballot(state, lap, action.target)
        if lap.done:
            self.state, self.lap = state, None
            self._save(RESOLUTION)
            return self._go(RESOLUTION, table=True)
        self.lap = lap
        self._save(VOTE_CURTAIN)
        return self._go(VOTE_CURTAIN)

    def _show_reveal(self, _: ShowReveal) -> Changes:
        self._save(REVEAL)
        return self._go(REVEAL)

    # --- saving ----------------------------------------------------------------------
    def _save(self, screen: str) -> None:
        obj: Any = self.state if self.state is not None else self.plan
        if obj is None:
            return
        extra: dict[str, Any] = {"screen": screen, "timer_ms": self.timer_ms}
        if self.lap_votes:
            extra["lap_votes"] = list(self.lap_votes)
        if self.visit is not None and self.visit.peek_args:
            extra["peek"] = self.visit.peek_args
        if self.visit is not None and self.table is None and self.visit.round:
            extra["round"] = [self.visit.round, self.visit.stage]
        if self.table is not None:
            extra["table"] = {"index": self.table.index, "dealing": self.table.dealing}
        elif self.table_mode:
            extra["table"] = {"index": -2}  # the night was narrated: play again narrates it too
        self._write(lambda: self.autosave.write(obj, extra))

    def _resume(self, obj: Any, extra: dict[str, Any]) -> bool:
        """Continue the autosaved game at the curtain, day, vote or reveal where it stopped."""
        if isinstance(obj, ClassicSaved):
            return False  # the classic session resumes it (MainWindow.resume)
        self.phone_visits = {}
        row = FLOW.get(obj.game.phase if isinstance(obj, self.mode.plan_type) else obj.phase)
        if row is not None and row.opens == CURTAIN and not isinstance(obj, self.mode.plan_type):
            # the night is saved with its hand-off plan: a bare game at night cannot go on here
            return self._corrupt("a night saved without its hand-off")
        screen, self.timer_ms, lap_votes, peek = _saved_extra(extra, self.settings.day_seconds * 1000)
        saved_round = extra.get("round")
        self.visit = None
        self.table, self.table_mode = _saved_table(self.mode, obj, extra)
        if isinstance(obj, self.mode.plan_type):
            self.plan, self.state = obj, None
            if obj.visiting:
                self.visit = Visit(obj.holder, number=self.mode.planner.visit_number(obj, obj.holder))
                self._next_stage()
                from app.core.onenight.catalog import STEP_BY_ID

                if peek and self.visit.ask is not None and STEP_BY_ID[self.visit.ask.step].two_part:
                    try:
                        found = self.mode.looks(obj.game, obj.holder, peek)
                        self.visit.peeked, self.visit.peek_turns = found.seen, found.turned_by()
                        self.visit.peek_copy = (found.copy, found.inert, found.acts_as)
                        self.visit.peek_args = _copy_args(peek)
                    except Exception:  # a damaged half-choice: the holder simply picks again
                        self.visit.peeked, self.visit.peek_args = (), {}
                if self.table is None:
                    _resume_round(self.visit, saved_round)
        else:
            self.plan, self.state = None, obj
        row = FLOW.get(self.game.phase)
        if row is None:
            return False
        # never straight into someone's private screen; a plan is still handing the laptop round,
        # even once its game has reached the day (a seat may have dawn news still to see)
        target = CURTAIN if self.plan is not None else row.resume_at(screen)
        if self.table is not None:
            target = TABLE_NIGHT  # the narrated night goes on from the start of the call it was in
            self.table.closing = False
        self.lap = None
        if self.state is not None and target == VOTE_CURTAIN:
            lap = self.mode.ballot_lap(self.state)
            from app.core.common.ballot import BallotLap

            self.lap = BallotLap(lap.voters, _saved_ballots(self.mode, self.state, lap, lap_votes))
        self._announce(self._go(target, table=True))
        return True


def _resume_round(v: Visit, saved: Any) -> None:
    """A visit resumed from its save goes on at the round it was in (its first, when the record is
    missing or damaged): a round whose Confirm was pressed goes on at the next one, the decision's
    next part after a look, else a round with nothing to decide."""
    if not (isinstance(saved, list) and len(saved) == 2 and isinstance(saved[0], int)
            and not isinstance(saved[0], bool) and isinstance(saved[1], str)) or not v.script:
        return
    k, stage = saved
    last = len(v.script) - 1
    if not 0 <= k <= last:
        return
    if v.ask is not None:  # the decision is still to make: its first round, or the one after its look
        if v.peek_args:
            v.round = min(last, k + 1 if stage == "looked" else k)
        return
    if stage in ("result", "slept", "looked"):
        if k == last:
            v.round, v.stage = k, "slept"
            return
        k += 1
    v.round, v.stage = k, "sleep"


def _flips(sights: tuple[Seen, ...]) -> tuple[tuple[str, int], ...]:
    """The cards and marks these sights turn over on the table, once each, in order."""
    out: list[tuple[str, int]] = []
    for x in sights:
        kind = "mark" if x.kind == "mark" else "card" if x.kind in ("card", "faceup") else ""
        if kind and (kind, x.place) not in out:
            out.append((kind, x.place))
    return tuple(out)


SCREENS = frozenset({START, SETUP, CURTAIN, VISIT, DAY, VOTE, VOTE_CURTAIN, VOTE_VISIT, RESOLUTION, REVEAL, TABLE_NIGHT,
                     TABLE_CARD})

def _saved_extra(extra: dict[str, Any], default_ms: int) -> tuple[str, int, tuple[int, ...], dict[str, Any] | None]:
    """The autosave's app data (screen, clock, private ballots so far, half-choice), each field
    that is damaged replaced by its safe default: the game itself was checked by the loader."""
    screen = extra.get("screen")
    if not isinstance(screen, str) or screen not in SCREENS:
        screen = CURTAIN
    ms = extra.get("timer_ms", default_ms)
    ms = saved_ms(0 if ms is None else ms, default_ms)
    votes = extra.get("lap_votes", [])
    if not isinstance(votes, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in votes):
        votes = []
    peek = extra.get("peek")
    return screen, ms, tuple(votes), peek if isinstance(peek, dict) else None


def _saved_table(mode: Any, obj: Any, extra: dict[str, Any]) -> tuple[TableNight | None, bool]:
    """The narrated night of a save (None when it was not narrated, or is over), and whether
    the game was narrated; a damaged entry is a pass-and-play game."""
    saved = extra.get("table")
    if not isinstance(saved, dict):
        return None, False
    index = saved.get("index")
    if isinstance(index, bool) or not isinstance(index, int):
        return None, False
    if not isinstance(obj, mode.plan_type) or mode.table_night.night_over(obj) and index < 0:
        return None, True
    calls = mode.table_night.calls(obj)
    dealing = saved.get("dealing", len(obj.game.seats))
    if not -1 <= index < len(calls) or isinstance(dealing, bool) or not isinstance(dealing, int):
        return None, True
    return TableNight(calls, index, dealing=max(0, min(len(obj.game.seats), dealing))), True


def _saved_ballots(mode: Any, state: GameState, lap: BallotLap, votes: tuple[int, ...]) -> tuple[int, ...]:
    """The saved ballots if each is one its voter may cast, else none (the lap starts again)."""
    from app.core.common.ballot import cast as cast_ballot

    if len(votes) >= len(lap.voters):
        return ()
    try:
        for v in votes:
            lap = cast_ballot(lap, v, mode.ballot_targets(state, lap.seat))
    except VoteError:
        return ()
    return lap.votes


def _copy_args(args: dict[str, Any]) -> dict[str, Any]:
    return {k: (_copy_args(v) if isinstance(v, dict) else list(v) if isinstance(v, list) else v) for k, v in args.items()}
