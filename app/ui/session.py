"""GameSession: the one object that owns the game and changes it (STYLE.md).

Screens call its methods and listen to its signals; they read the game only through
views (`public_view`, `seat_view`, the visit's news) and never touch core state.
Every change that matters is written to the autosave at once.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.core.onenight import engine as G
from app.core.onenight import handoff as P
from app.core.onenight import victory, views
from app.core.common.errors import PhaseError, RuleError, SetupError
from app.core.onenight.handoff import Ask, Plan
from app.core.onenight.catalog import DOPPEL_IMMEDIATE
from app.core.onenight.table import Event, GameState, Seen

from .autosave import Autosave, Problem
from .settings import Settings

# Screens, in the order a game meets them.
START, SETUP, CURTAIN, VISIT, DAY, VOTE, VOTE_CURTAIN, VOTE_VISIT, RESOLUTION, REVEAL = (
    "start", "setup", "curtain", "visit", "day", "vote", "vote_curtain", "vote_visit", "resolution", "reveal")
TWO_PART = frozenset({"doppelganger", "witch", "paranormal_investigator"})
# Copies whose immediate action starts with a look of its own (a second look for the Doppelganger).
LOOK_FIRST = frozenset({"witch", "paranormal_investigator"})
# Actions where one decision takes two clicks (the sleep decoy copies this shape).
TWO_CLICKS = frozenset({"witch", "marksman", "gremlin", "troublemaker", "cupid", "seer",
                        "paranormal_investigator", "doppelganger"})


@dataclass
class Visit:
    """The open visit: what the holder was shown and where they are in it."""

    seat: int
    news: tuple[Seen, ...] = ()  # new since their last visit, shown when it opened
    ask: Ask | None = None
    stage: str = "sleep"  # ask | result | sleep | slept
    result: tuple[Seen, ...] = ()  # what their last decision showed at once
    early: bool = False  # the last decision waits for its turn: result on a later visit
    last_step: str = ""
    last_choice: str = ""  # the holder's own words for what they chose (shown with the result)
    last_args: dict[str, Any] | None = None
    peeked: tuple[Seen, ...] = ()  # first half of a two-part choice, already seen
    peek_args: dict[str, Any] = field(default_factory=dict)
    decoy_picks: int = 1  # how many taps the sleep decoy asks for


class GameSession(QObject):
    """Owns the setup, the hand-off plan, the day, the vote and the outcome."""

    screen_changed = Signal(str)
    game_changed = Signal()  # the table's public or private picture may differ now
    visit_changed = Signal()  # the visit's stage, news or ask changed
    save_failed = Signal(str)

    def __init__(self, settings: Settings, autosave: Autosave, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.autosave = autosave
        self.screen = START
        self.plan: Plan | None = None
        self.state: GameState | None = None  # from the Day on
        self.visit: Visit | None = None
        self.timer_ms = settings.day_seconds * 1000
        self.lap_votes: list[int] = []
        self.problem: Problem | None = None  # an autosave that could not be used

    # --- navigation -------------------------------------------------------------------
    def _go(self, screen: str) -> None:
        self.screen = screen
        self.screen_changed.emit(screen)

    def to_start(self) -> None:
        self._go(START)

    def to_setup(self) -> None:
        self._go(SETUP)

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
        return self.plan.holder if self.plan else 0

    def public_view(self) -> views.PublicView | None:
        g = self.game
        return views.public_view(g) if g else None

    def seat_view(self, seat: int) -> views.SeatView:
        """What `seat` has been shown so far (its knowledge)."""
        assert self.plan is not None
        return P.knowledge(self.plan, seat)

    def known_table(self, seat: int) -> tuple[dict[int, str], dict[int, str]]:
        """The cards (by place) and marks (by seat) `seat` knows as the table stands now: what it
        saw, moved along by its own swaps (the Witch knows who got the centre card she saw; the
        Drunk no longer knows his own card)."""
        assert self.plan is not None
        g = self.plan.game
        faces: dict[int, str] = {seat: g.cards[seat]}
        marks: dict[int, str] = {}
        for ev in g.log[:self.plan.delivered[seat]]:
            mine = [x for x in ev.seen if x.seat == seat]
            move = _own_move(g, ev, seat, mine) if ev.actor == seat and ev.args else None
            at = move[3] if move else len(mine)
            for k, x in enumerate(mine + [None]):
                if k == at and move:
                    _apply_move(faces if move[0] == "cards" else marks, move[1], move[2])
                if x is None:
                    break
                if x.kind in ("card", "faceup"):
                    faces[x.place] = x.value
                elif x.kind == "mark":
                    marks[x.place] = x.value
        return faces, marks

    def outcome(self) -> victory.Outcome | None:
        g = self.state
        return victory.outcome(g) if g is not None and g.votes else None

    def identities(self) -> tuple[victory.Identity, ...]:
        assert self.state is not None and self.state.phase == "reveal"
        return victory.identities(self.state)

    def night_events(self):
        """The night's log, for the story at the Reveal only."""
        assert self.state is not None and self.state.phase == "reveal"
        return self.state.log

    # --- a new game -----------------------------------------------------------------
    def new_game(self, seats: list[str], deck: list[str], seed: int | None = None, *,
                 deal: G.Deal | None = None) -> None:
        """Deal (or use a prepared `deal`) and start the night with the laptop at the first seat."""
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 30)
        if deal is None:
            problem = G.validate_deck(len(seats), deck)
            if problem:
                raise SetupError(problem)
        self.begin(P.start(G.new_game(list(seats), list(deck), seed, deal=deal)))

    def begin(self, plan: Plan) -> None:
        """Take over a hand-off plan at its curtain (a new game, or one prepared elsewhere)."""
        self.plan = plan
        self.state = None
        self.visit = None
        self.lap_votes = []
        self.timer_ms = self.settings.day_seconds * 1000
        self._save(CURTAIN)
        self.game_changed.emit()
        self._go(CURTAIN)

    def play_again(self, seed: int | None = None) -> None:
        """The same players and the same cards, a new deal."""
        g = self.game
        assert g is not None
        self.new_game(list(g.seats), list(g.deck), seed)

    def new_setup(self) -> None:
        self.autosave.remove()
        self.plan = None
        self.state = None
        self.visit = None
        self._go(SETUP)

    # --- the night --------------------------------------------------------------------
    def open_visit(self) -> None:
        """The holder opened the curtain: show news, then their decision or the sleep screen."""
        assert self.plan is not None and self.screen == CURTAIN
        if not self.plan.visiting:
            self.plan = P.open_visit(self.plan)
            news = P.pending_news(self.plan)
            self.plan = P.deliver(self.plan)
            self.visit = Visit(self.plan.holder, news)
            self._next_stage()
        elif self.visit is None or self.visit.seat != self.plan.holder:
            self.visit = Visit(self.plan.holder)
            self._next_stage()
        self._save(VISIT)
        self._go(VISIT)
        self.visit_changed.emit()

    def _next_stage(self) -> None:
        assert self.plan is not None and self.visit is not None
        ask = P.next_ask(self.plan)
        self.visit.ask = ask
        self.visit.stage = "ask" if ask is not None else "sleep"
        self.visit.peeked = ()
        self.visit.peek_args = {}
        self.visit.decoy_picks = self._decoy_picks() if ask is None else 1

    def _decoy_picks(self) -> int:
        """One or two taps: the shapes the deck's real actions have, drawn per visit (same on resume)."""
        g = self.plan.game
        shapes = [1, 2] if TWO_CLICKS.intersection(g.deck) else [1]
        return random.Random(f"{g.seed}:decoy:{self.plan.visits}").choice(shapes)

    def hide_visit(self) -> None:
        """Back to the curtain (Esc, or left alone too long); the visit stays open."""
        if self.screen != VISIT:
            return
        self._save(CURTAIN)
        self._go(CURTAIN)

    def ask_options(self) -> list[dict[str, Any]]:
        assert self.plan is not None and self.visit is not None and self.visit.ask is not None
        return P.options(self.plan, self.visit.ask)

    def more_asks(self) -> bool:
        return self.plan is not None and P.next_ask(self.plan) is not None

    def why_not(self, args: dict[str, Any]) -> RuleError | None:
        """The engine's objection to `args` for the current ask (None when legal)."""
        assert self.plan is not None and self.visit is not None and self.visit.ask is not None
        ask = self.visit.ask
        g = G.at_step(self.plan.game, ask.step, ask.seat) if ask.early else self.plan.game
        try:
            G.check(g, G.Choice(ask.step, ask.seat, args))
        except RuleError as exc:
            return exc
        except (PhaseError, ValueError, KeyError, TypeError, IndexError):
            return RuleError("bad_args")
        return None

    def thumbs_preview(self) -> Seen | None:
        """The thumbs a Squire or Beholder sees before deciding whether to look."""
        ask = self.visit.ask if self.visit is not None else None
        if ask is None:
            return None
        g = G.at_step(self.plan.game, ask.step, ask.seat) if ask.early else self.plan.game
        return G.thumbs_preview(g, ask.step, ask.seat)

    def peek(self, partial: dict[str, Any]) -> tuple[Seen, ...]:
        """See the next look of a two-part choice (it cannot be taken back): the Doppelganger's
        card, the Witch's centre card, the PI's first card, and the same looks of a copy."""
        assert self.plan is not None and self.visit is not None and self.visit.ask is not None
        ask = self.visit.ask
        if ask.step not in TWO_PART or ask.early:
            return ()
        seen = self.visit.peeked + tuple(x for x in _looks(self.plan.game, ask.seat, partial, self.ask_options())
                                         if x not in self.visit.peeked)
        self.visit.peeked = seen
        self.visit.peek_args = _copy_args(partial)
        self._save(VISIT)
        self.visit_changed.emit()
        return seen

    def awake_tokens(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Shields and artifact tokens on the table now (seats), as a player awake for a decision sees them."""
        g = self.game
        if g is None:
            return (), ()
        arts = tuple(s for s in range(len(g.seats)) if g.artifacts[g.places[s]])
        return views.shield_seats(g), arts

    def decide(self, args: dict[str, Any] | None, words: str = "") -> None:
        """Take the holder's decision (None: skip). Raises RuleError and changes nothing if illegal."""
        assert self.plan is not None and self.visit is not None and self.visit.ask is not None
        ask = self.visit.ask
        self.plan = P.decide(self.plan, ask, args)
        self.visit.result = P.pending_news(self.plan)
        self.plan = P.deliver(self.plan)
        self.visit.early = ask.early
        self.visit.last_step = ask.step
        self.visit.last_choice = words
        self.visit.last_args = args
        self.visit.stage = "result"
        self.visit.peeked = ()
        self.visit.peek_args = {}
        self._save(VISIT)
        self.visit_changed.emit()

    def next_decision(self) -> None:
        """After a result: on to the holder's next decision."""
        assert self.visit is not None
        self._next_stage()
        self.visit.result = ()
        self._save(VISIT)
        self.visit_changed.emit()

    def sleep_confirm(self) -> None:
        """The sleeper's decoy tap was confirmed (the game does not change)."""
        if self.visit is not None and self.visit.stage == "sleep":
            self.visit.stage = "slept"
            self.visit_changed.emit()

    def finish_visit(self) -> None:
        """Done: the laptop goes to the next seat clockwise, or to the middle for the day."""
        assert self.plan is not None and self.visit is not None
        if self.visit.stage in ("ask",) or (self.visit.stage == "result" and self.more_asks()):
            raise PhaseError("a decision is still open")
        self.plan = P.close_visit(self.plan)
        self.visit = None
        if P.night_over(self.plan):
            self.state = self.plan.game
            self.timer_ms = self.settings.day_seconds * 1000
            self._save(DAY)
            self.game_changed.emit()
            self._go(DAY)
        else:
            self._save(CURTAIN)
            self.game_changed.emit()
            self._go(CURTAIN)

    # --- day and vote ------------------------------------------------------------------
    def note_timer(self, ms_left: int) -> None:
        """Remember the discussion clock (saved, so a restart keeps it)."""
        self.timer_ms = max(0, int(ms_left))
        if self.screen == DAY:
            self._save(DAY)

    def start_vote(self) -> None:
        assert self.state is not None
        self.state = G.begin_vote(self.state)
        self.lap_votes = []
        screen = VOTE_CURTAIN if self.settings.private_vote else VOTE
        self._save(screen)
        self.game_changed.emit()
        self._go(screen)

    def cast_votes(self, votes: tuple[int, ...] | list[int]) -> None:
        """Everyone's pointing, entered at once. Raises game.VoteError if incomplete."""
        assert self.state is not None
        self.state = G.cast_votes(self.state, tuple(votes))
        self._save(RESOLUTION)
        self.game_changed.emit()
        self._go(RESOLUTION)

    @property
    def lap_seat(self) -> int:
        return len(self.lap_votes)

    def open_vote_visit(self) -> None:
        assert self.screen == VOTE_CURTAIN
        self._go(VOTE_VISIT)

    def hide_vote_visit(self) -> None:
        if self.screen == VOTE_VISIT:
            self._go(VOTE_CURTAIN)

    def lap_vote(self, target: int) -> None:
        """One private vote; after the last seat the votes are cast."""
        seat = self.lap_seat
        if target == seat or not 0 <= target < len(self.seats):
            raise G.VoteError("nobody votes for himself")
        self.lap_votes.append(target)
        if len(self.lap_votes) == len(self.seats):
            self.cast_votes(self.lap_votes)
        else:
            self._save(VOTE_CURTAIN)
            self._go(VOTE_CURTAIN)

    def show_reveal(self) -> None:
        self._save(REVEAL)
        self._go(REVEAL)

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
        try:
            self.autosave.write(obj, extra)
        except OSError as exc:
            self.save_failed.emit(str(exc))

    def saved_game(self) -> bool:
        """Whether a usable autosave exists (a damaged one is set aside and noted in `problem`)."""
        found = self.autosave.read()
        if isinstance(found, Problem):
            self.problem = found
            return False
        return found is not None

    def resume(self) -> bool:
        """Continue the autosaved game at the curtain, day, vote or reveal where it stopped."""
        found = self.autosave.read()
        if isinstance(found, Problem):
            self.problem = found
            return False
        if found is None:
            return False
        obj, extra = found
        screen = str(extra.get("screen", CURTAIN))
        self.visit = None
        self.timer_ms = int(extra.get("timer_ms", self.settings.day_seconds * 1000) or 0)
        self.lap_votes = [int(v) for v in extra.get("lap_votes", [])]
        if isinstance(obj, Plan):
            self.plan, self.state = obj, None
            if obj.visiting:
                self.visit = Visit(obj.holder)
                self._next_stage()
                peek = extra.get("peek")
                if peek and self.visit.ask is not None and self.visit.ask.step in TWO_PART:
                    try:
                        self.visit.peeked = _looks(obj.game, obj.holder, peek, P.options(obj, self.visit.ask))
                        self.visit.peek_args = _copy_args(peek)
                    except (RuleError, KeyError, ValueError, IndexError, TypeError):
                        pass
            target = CURTAIN  # never straight into someone's private screen
        else:
            self.plan, self.state = None, obj
            if obj.phase == "day":
                target = DAY
            elif obj.phase == "vote":
                target = VOTE_CURTAIN if screen in (VOTE_CURTAIN, VOTE_VISIT) else VOTE
            elif obj.phase == "reveal":
                target = REVEAL if screen == REVEAL else RESOLUTION
            else:
                return False
        self.game_changed.emit()
        self._go(target)
        return True


def _copy_args(args: dict[str, Any]) -> dict[str, Any]:
    return {k: (_copy_args(v) if isinstance(v, dict) else list(v) if isinstance(v, list) else v) for k, v in args.items()}


def _extends(option: dict[str, Any], partial: dict[str, Any]) -> bool:
    """Whether a complete option starts with the picks in `partial`."""
    for key, value in partial.items():
        if key not in option:
            return False
        have = option[key]
        if isinstance(value, dict):
            if not isinstance(have, dict) or not _extends(have, value):
                return False
        elif isinstance(value, list):
            if not isinstance(have, list) or have[:len(value)] != value:
                return False
        elif have != value:
            return False
    return True


def _looks(game: GameState, seat: int, partial: dict[str, Any], options: list[dict[str, Any]]) -> tuple[Seen, ...]:
    """What the looks in `partial` show. The engine's `peek` covers the first look; a copy's own
    first look (a Doppelganger-Witch's centre card, a Doppelganger-PI's first card) is read from
    a throwaway application of a legal choice that starts the same way."""
    seen = tuple(G.peek(game, seat, {k: v for k, v in partial.items() if k != "then"}))
    then = partial.get("then")
    if not then:
        return seen
    option = next((o for o in options if _extends(o, partial)), None)
    if option is None:
        raise RuleError("illegal_target", "no legal choice starts this way")
    after = G.apply(game, G.Choice(G.current_step(game) or "", seat, option))
    n = len(game.seats)
    if "centre" in then:
        wanted = {n + then["centre"]}
    else:
        wanted = {game.seats.index(p) for p in then.get("players", [])[:1]}
    extra = tuple(x for x in after.log[-1].seen if x.seat == seat and x.kind == "card" and x.place in wanted)
    return seen + extra


def _own_move(g: GameState, ev: Event, seat: int, mine: list[Seen]) -> tuple[str, str, list[int], int] | None:
    """The cards or marks a seat's own action moved: (cards|marks, swap|left|right, places, when),
    `when` being the index among its sights at which the move happened."""
    args = json.loads(ev.args)
    action = ev.step[len("doppel_"):] if ev.step in ("doppel_gremlin",) else ev.step
    copy_at = -1
    if ev.step == "doppelganger":
        copy_at = next((k for k, x in enumerate(mine) if x.kind == "copy"), -1)
        copy = mine[copy_at].value if copy_at >= 0 else ""
        if not isinstance(args.get("then"), dict) or not args["then"] or copy not in DOPPEL_IMMEDIATE:
            return None
        action, args = DOPPEL_IMMEDIATE[copy][0], args["then"]
    n = len(g.seats)
    idx = g.seats.index
    end = len(mine)

    def own_view(kind: str) -> int:
        return next((k for k, x in enumerate(mine) if k > copy_at and x.kind == kind and x.place == seat), end)

    try:
        if action == "robber":
            return ("cards", "swap", [seat, idx(args["player"])], own_view("card"))
        if action == "pickpocket":
            return ("marks", "swap", [seat, idx(args["player"])], own_view("mark"))
        if action == "witch":
            return ("cards", "swap", [n + args["centre"], idx(args["player"])], end)
        if action == "drunk":
            return ("cards", "swap", [seat, n + args["centre"]], end)
        if action in ("alpha_wolf", "doppel_alpha"):
            return ("cards", "swap", [n + 3, idx(args["player"])], end)
        if action == "troublemaker":
            return ("cards", "swap", [idx(p) for p in args["players"]], end)
        if action == "gremlin":
            return ("cards" if args["swap"] == "cards" else "marks", "swap", [idx(p) for p in args["players"]], end)
        if action == "village_idiot":
            shields = set(views.shield_seats(g))
            moving = [s for s in range(n) if s != seat and s not in shields]
            return ("cards", args["direction"], moving, end) if len(moving) >= 2 else None
    except (KeyError, ValueError, TypeError, IndexError):
        return None
    return None


def _apply_move(known: dict[int, str], how: str, places: list[int]) -> None:
    before = {p: known.get(p, "") for p in places}
    if how == "swap":
        a, b = places
        moved = {a: before[b], b: before[a]}
    else:  # the Village Idiot: left moves E[k] to E[k+1]
        k = len(places)
        step = -1 if how == "left" else 1
        moved = {places[i]: before[places[(i + step) % k]] for i in range(k)}
    for p, v in moved.items():
        if v:
            known[p] = v
        else:
            known.pop(p, None)
