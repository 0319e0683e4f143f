"""Classic Werewolf as a `Mode` (app.core.common.flow): the door the app and the tests use.

>>> from app.core.classic.mode import CLASSIC
>>> g = CLASSIC.new_game(["A", "B", "C", "D", "E", "F", "G", "H"], seed=7)
>>> CLASSIC.request(g).step
'wolves'
>>> sorted(g.roles) == sorted(["wolf", "wolf", "seer", "bodyguard", "witch", "hunter", "villager", "villager"])
True
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..common.ballot import BallotLap
from ..common.ballot import cast as cast_vote
from ..common.errors import VoteError
from ..common.flow import PhaseTable
from ..common.seats import seat_of
from . import engine as G
from . import extended
from . import handoff as P
from . import save as _save
from . import shape as _shape
from . import steps
from . import story as S
from . import table_mode as T
from . import views
from .catalog import validate as _validate
from .phases import PHASES
from .state import Choice, Death, Event, GameState, Request
from .views import PublicView, SeatView

__all__ = [
    "CLASSIC",
    "Choice",
    "Classic",
    "Death",
    "Event",
    "GameState",
    "Outcome",
    "PublicView",
    "Request",
    "SeatView",
]


class _Door:
    """One module of the mode as an object: the functions and types it hands the app, by name."""

    def __init__(self, module: Any, doc: str, names: tuple[str, ...]) -> None:
        self.__doc__ = doc
        for name in names:
            setattr(self, name, getattr(module, name))


# The classic hand-off (CLASSIC.md §3.2, §11.5.1, §11.20): laps of private visits whose choices are
# held in a `Night` and committed to the engine after the last one (handoff.py); phone seats'
# visits of a lap beside the laptop's (visit_index, lap_left, at, back: LAN.md); the last turns
# of a dawn or a dusk; a night in a save.
_PLANNER = ("Night", "Visit", "VisitView", "begin", "laps", "layout", "start_seat", "deck_list", "night_visits",
            "current", "options", "check", "why_not", "choose", "write_note", "finish_visit", "over", "commit",
            "visit_view", "notices", "opening_sights", "visit_index", "lap_left", "at", "back", "last_turn",
            "take_last_turn", "to_dict", "from_dict")
# The narrated table mode's night: every step called in the engine's order (table_mode.py).
_TABLE_NIGHT = ("calls", "call_deck", "lap_of", "at", "visitors", "done", "choose", "finish", "end_call", "visit_view",
                "commit", "from_dict")


@dataclass(frozen=True)
class Outcome:
    result: str  # village | wolves | draw
    end: str  # the end moment
    winners: tuple[int, ...]
    dead: tuple[Death, ...]


class Classic:
    """Classic multi-night Werewolf: the standard preset (CLASSIC.md §1-§10, seed 001) and the
    extended preset (§11: seed 003's first wave, the second wave, New Moon)."""

    id = "classic"
    phases: PhaseTable = PHASES
    planner = _Door(P, "The classic hand-off: the pass-and-play night of §3.2 (handoff.py).", _PLANNER)
    table_night = _Door(T, "The narrated night of the table mode (table_mode.py).", _TABLE_NIGHT)
    shape = _Door(_shape, "Every visit of a lap looks the same: the lap's script (shape.py).",
                  ("Script", "Touches", "script", "touches", "card_row"))
    state_type = GameState

    @staticmethod
    def validate(n_players: int, deck: list[str] | tuple[str, ...] | None = None,
                 preset: str = "standard") -> str | None:
        if preset == "extended":
            return extended.check_deck(n_players, deck if deck is not None else extended.suggest_deck(n_players)) \
                if n_players in extended.PLAYERS else "ext_player_count"
        return _validate(n_players, deck)

    @staticmethod
    def new_game(seats: list[str] | tuple[str, ...], deck: Any = None, seed: int = 0, *,
                 roles: tuple[str, ...] | None = None, preset: str = "standard",
                 options: dict[str, Any] | None = None, spare: tuple[str, ...] | None = None,
                 actor: Any = None, drunk: Any = None, sect: Any = None) -> GameState:
        """A game dealt from the seed (or with the given `roles`), waiting for Night 1's first step.

        Standard preset: `deck` is accepted for the protocol's shape; the preset fixes it (§1.1).
        Extended preset (§11): `deck` is the whole card multiset (one per player, two more with
        a thief), dealt by the seeded RNG as §11.2 says (suggest_deck's when None); `roles` and
        `spare` give a fixed deal instead (with the second wave's `actor` cards, `drunk` card and
        `sect` seats, §11.19; drawn from the seed when dealt); `options` any subset of §11.1.
        SetupError for an invalid count, deck, deal or option.
        """
        return G.new_game(seats, deck, seed, roles=roles, preset=preset, options=options, spare=spare, actor=actor,
                          drunk=drunk, sect=sect)

    request = staticmethod(G.request)
    options = staticmethod(G.options)
    check = staticmethod(G.check)
    apply = staticmethod(G.apply)
    begin_vote = staticmethod(G.begin_vote)
    write_note = staticmethod(G.write_note)

    @staticmethod
    def why_not(state: GameState, choice: Choice) -> str | None:
        """The objection to `choice` now (its code, §9, §11.13, §11.27), or None: found without applying it."""
        return steps.objection(state, choice.step, choice.seat, choice.args)

    @staticmethod
    def looks(state: GameState, seat: int, partial: Any) -> tuple[Event, ...]:
        """What `seat`'s choice `partial` in the step open now would show it at once (the seer's
        look, the fox's sniff, the little girl's peek, the wolf seer's and aura seer's answers, the
        actor's card, a side taken), found on a copy of the state: nothing is applied. RuleError
        as `check` for a choice that is not legal now."""
        seat_of(seat, len(state.seats))
        step = state.step or ""
        steps.check(state, step, seat, partial)
        args = None if steps.is_skip(partial) else partial
        after = steps.ACTIONS[step].effect(state, seat, args, None)
        return tuple(e for e in after.log[len(state.log):] if e.seat == seat and e.kind in P.SHOWN_AT_ONCE)

    @staticmethod
    def ballot_lap(state: GameState) -> BallotLap:
        """The private vote: the voters of the open ballot (every living player at a standard vote,
        §5.2; the election's, the vote's or the trial's voters of §11.9), in seat order; outside a
        vote, every living player."""
        return BallotLap(state.nightfall if state.phase == "vote" else state.alive)

    @staticmethod
    def ballot_targets(state: GameState, seat: int) -> tuple[int, ...]:
        """Whom `seat` may name in the ballot open now (§5.2, §11.9): none when it is not its turn,
        or in a trial (a kill-or-spare ballot names nobody). RuleError bad_args for a seat that
        is not at the table."""
        seat_of(seat, len(state.seats))
        return tuple(a["player"] for a in G.options(state, seat) if isinstance(a, dict) and "player" in a)

    @classmethod
    def cast_ballot(cls, state: GameState, lap: BallotLap, target: Any) -> tuple[GameState, BallotLap]:
        """The lap's current voter's secret ballot, into the engine at once: a seat of
        `ballot_targets`, None to abstain, or "kill" / "spare" in a trial. VoteError (nothing
        changed) for a target the voter may not name, or once everyone has voted."""
        seat = lap.seat
        if seat is None:
            raise VoteError("bad_votes", "everyone has voted")
        step = state.step or "vote"
        if target is None:
            args: Any = None if step == "trial" else {}
        elif step == "trial":
            if target not in ("kill", "spare"):
                raise VoteError("bad_votes", "a trial's ballot is kill or spare")
            args = target
        else:
            cast_vote(lap, target, cls.ballot_targets(state, seat))
            args = {"player": target}
        state, _ = G.apply(state, Choice(step, seat, args))
        return state, BallotLap(lap.voters, lap.votes + (target,))  # type: ignore[arg-type]

    knowledge = staticmethod(views.knowledge)
    public_view = staticmethod(views.public_view)
    public_line = staticmethod(views.public_line)  # one public event as its line of the log (None: not shown)

    @staticmethod
    def outcome(state: GameState) -> Outcome | None:
        if state.result is None:
            return None
        return Outcome(state.result, state.end or "", G.winners(state), state.dead)

    story = staticmethod(S.story_lines)
    history = staticmethod(S.events_by_moment)  # the log by moment, for the end screen
    is_save = staticmethod(_save.is_classic)  # whether a save text is a classic game
    dumps = staticmethod(_save.dumps)
    loads = staticmethod(_save.loads)
    loads_with_extra = staticmethod(_save.loads_with_extra)


CLASSIC = Classic()
