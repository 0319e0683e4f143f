"""One Night as a `Mode` (app.core.common.flow): the only door the app, the autosave, the
scenario runner and the simulator use to reach its rules.

>>> from app.core.onenight.mode import ONE_NIGHT
>>> g = ONE_NIGHT.new_game(["Ann", "Bob", "Cat"], ["vampire", "cupid", "seer", "villager", "priest", "marksman"], 5)
>>> ONE_NIGHT.request(g).step
'vampires'
"""
from __future__ import annotations

from ..common.ballot import BallotLap
from ..common.ballot import cast as cast_ballot
from ..common.flow import PhaseTable
from ..common.seats import seat_of
from . import engine as G
from . import handoff as P
from . import save as _save
from . import story as S
from . import table_mode as T
from . import victory, views
from .engine import Choice, Deal, Request
from .handoff import Ask, Plan
from .phases import PHASES
from .table import Event, GameState, Seen
from .victory import Identity, Outcome, Reason, reasons
from .views import PublicView, SeatView

__all__ = ["ONE_NIGHT", "OneNight", "Ask", "Choice", "Deal", "Event", "GameState", "Identity", "Outcome", "Plan",
           "PublicView", "Reason", "Request", "SeatView", "Seen", "reasons"]


class _Planner:
    """One Night's hand-off policy: a clockwise lap with early decisions (DESIGN.md §Hand-off)."""

    start = staticmethod(P.start)
    open_visit = staticmethod(P.open_visit)
    pending_news = staticmethod(P.pending_news)
    deliver = staticmethod(P.deliver)
    next_ask = staticmethod(P.next_ask)
    options = staticmethod(P.options)
    random_option = staticmethod(P.random_option)
    decide = staticmethod(P.decide)
    close_visit = staticmethod(P.close_visit)
    night_over = staticmethod(P.night_over)
    knowledge = staticmethod(P.knowledge)
    laps_shown = staticmethod(P.laps_shown)  # the night's shape (DESIGN.md §Hand-off 7)
    # every visit of a lap alike (DESIGN.md §Hand-off 8): the lap's rounds, a decision's rounds
    visit_script = staticmethod(P.visit_script)
    decision_rounds = staticmethod(P.decision_rounds)
    decoy_rounds = staticmethod(P.decoy_rounds)
    # visits in parallel (LAN.md, mixed seating): phone seats' visits beside the laptop's
    lap_left = staticmethod(P.lap_left)
    is_open = staticmethod(P.is_open)
    visit_number = staticmethod(P.visit_number)
    open_seat = staticmethod(P.open_seat)
    ask_of = staticmethod(P.ask_of)
    decide_seat = staticmethod(P.decide_seat)
    team_seen = staticmethod(P.team_seen)
    close_seat = staticmethod(P.close_seat)
    with_phones = staticmethod(P.with_phones)
    TeamDecided = P.TeamDecided


class _TableNight:
    """The narrated table mode's night: every step called in wake order (table_mode.py)."""

    start = staticmethod(T.start)
    calls = staticmethod(T.calls)
    visitor = staticmethod(T.visitor)
    open_visit = staticmethod(T.open_visit)
    next_ask = staticmethod(T.next_ask)
    end_call = staticmethod(T.end_call)
    end_night = staticmethod(T.end_night)
    night_over = staticmethod(T.night_over)


class OneNight:
    """One Night Ultimate Vampire, mixable with the Werewolf base game, Daybreak and the bonus roles."""

    id = "onenight"
    phases: PhaseTable = PHASES
    planner = _Planner()
    table_night = _TableNight()
    state_type = GameState
    plan_type = Plan

    # --- setting up ---------------------------------------------------------------------
    @staticmethod
    def validate(n_players: int, deck: list[str] | tuple[str, ...]) -> str | None:
        return G.validate_deck(n_players, deck)

    @staticmethod
    def new_game(seats: list[str] | tuple[str, ...], deck: list[str] | tuple[str, ...] | None = None,
                 seed: int = 0, *, deal: Deal | None = None) -> GameState:
        """A dealt game with its automatic first turns resolved."""
        return G.advance(G.new_game(list(seats), None if deck is None else list(deck), seed, deal=deal))

    # --- the night ----------------------------------------------------------------------
    request = staticmethod(G.request)
    options = staticmethod(G.options)
    check = staticmethod(G.check)
    why_not = staticmethod(G.why_not)
    peek = staticmethod(G.peek)
    thumbs_preview = staticmethod(G.thumbs_preview)
    at_step = staticmethod(G.at_step)

    @staticmethod
    def apply(state: GameState, choice: Choice) -> tuple[GameState, tuple[Event, ...]]:
        """Resolve `choice` and play on through automatic turns: the new state and its events."""
        after = G.drive(state, choice, lambda step, seats: None)
        return after, after.log[len(state.log):]

    # --- day and vote -------------------------------------------------------------------
    begin_vote = staticmethod(G.begin_vote)
    cast_votes = staticmethod(G.cast_votes)

    @staticmethod
    def ballot_lap(state: GameState) -> BallotLap:
        """The private vote: every seat once, clockwise from the first."""
        return BallotLap(tuple(range(len(state.seats))))

    @staticmethod
    def ballot_targets(state: GameState, seat: int) -> tuple[int, ...]:
        """Whom `seat` may vote for: any other player (RULES.md §7.1)."""
        seat_of(seat, len(state.seats))
        return tuple(s for s in range(len(state.seats)) if s != seat)

    @classmethod
    def cast_ballot(cls, state: GameState, lap: BallotLap, target: int) -> tuple[GameState, BallotLap]:
        """One secret ballot; after the last voter the votes are cast (VoteError, nothing changed, if illegal)."""
        seat = lap.seat
        lap = cast_ballot(lap, target, () if seat is None else cls.ballot_targets(state, seat))
        if lap.done:
            by_seat = lap.by_seat()
            state = G.cast_votes(state, tuple(by_seat[s] for s in range(len(state.seats))))
        return state, lap

    # --- what people see ----------------------------------------------------------------
    knowledge = staticmethod(views.knowledge)
    looks = staticmethod(views.looks)  # a partial two-part choice's looks, nothing applied
    public_view = staticmethod(views.public_view)
    shield_seats = staticmethod(views.shield_seats)

    @staticmethod
    def outcome(state: GameState) -> victory.Outcome | None:
        return victory.outcome(state) if state.votes else None

    identities = staticmethod(victory.identities)
    story = staticmethod(S.story_lines)

    # --- saving -------------------------------------------------------------------------
    dumps = staticmethod(_save.dumps)  # a game or a hand-off plan, with the app's data
    loads_with_extra = staticmethod(_save.loads_with_extra)


ONE_NIGHT = OneNight()
