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
from ..common.errors import SetupError
from ..common.flow import PhaseTable
from . import engine as G
from . import extended
from . import handoff
from . import save as _save
from . import story as S
from . import table_mode
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


@dataclass(frozen=True)
class Outcome:
    result: str  # village | wolves | draw
    end: str  # the end moment
    winners: tuple[int, ...]
    dead: tuple[Death, ...]


class Classic:
    """Classic multi-night Werewolf: the standard preset (CLASSIC.md §1-§10, seed 001) and the
    extended preset's first wave (§11.1-§11.16, seed 003)."""

    id = "classic"
    phases: PhaseTable = PHASES
    planner = handoff  # the pass-and-play night of §3.2
    table_night = table_mode  # the narrated night (table mode, §3.2)
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
    def ballot_lap(state: GameState) -> BallotLap:
        """The private vote: every living player once, in seat order (§5.2). Extended preset:
        the voters of the open ballot (election, vote, trial: §11.9), in seat order."""
        if state.preset != "standard" and state.phase == "vote":
            return BallotLap(state.nightfall)
        return BallotLap(state.alive)

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
