"""Who tends to win with a deck: random legal games through each mode's simulator.

The deck builders' balance meter (issue 14, part 2) plays games one at a time from
`onenight_games` or `classic_games` and adds them up in a `Tally`. Both are seeded from the
deck itself (the roles as a multiset, the seat count and, for the classic extended preset,
the options), so a deck always gives the same figures after the same number of games.

Random play is a rough guide: a table of real players finds wolves by talking, which random
ballots do not. The figures say how the rules and the deck lean, not who a skilled table
would see win.
"""
from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

# One Night's teams and the classic results, in the order the meter lists them.
ONENIGHT_TEAMS = ("villager", "werewolf", "vampire", "tanner", "apprentice_tanner", "assassin",
                  "apprentice_assassin")
CLASSIC_RESULTS = ("village", "wolves", "lovers", "draw")


@dataclass(frozen=True)
class Tally:
    """Games played so far and, per team (One Night) or result (classic), the games it won.
    In One Night more than one team can win a game, so shares may add up past 100 %."""

    games: int = 0
    wins: tuple[tuple[str, int], ...] = ()

    def add(self, winners: Sequence[str]) -> Tally:
        won = dict(self.wins)
        for w in winners:
            won[w] = won.get(w, 0) + 1
        return Tally(self.games + 1, tuple(won.items()))

    def share(self, team: str) -> float:
        """The share of the games `team` won (0.0 before any game)."""
        return dict(self.wins).get(team, 0) / self.games if self.games else 0.0


def _seed(*parts: Any) -> str:
    return "balance:" + ":".join(str(p) for p in parts)


def onenight_laps(deck: Sequence[str], players: int, early: bool = True) -> int:
    """L, the night's laps for this deck and seat count (DESIGN.md §Hand-off 7). The planner
    simulates it once per deck and seat count and caches it (`handoff.night_shape`)."""
    from .onenight import handoff

    return handoff.night_shape(tuple(deck), players, early).laps


def onenight_teams(deck: Sequence[str]) -> tuple[str, ...]:
    """The teams a One Night deck can have (a team whose card may end in the centre included)."""
    from .onenight.catalog import ROLES

    present = {ROLES[r].team.value for r in deck if r in ROLES}
    return tuple(t for t in ONENIGHT_TEAMS if t in present)


def onenight_games(deck: Sequence[str], players: int, early: bool = True) -> Iterator[tuple[str, ...]]:
    """Random legal One Night games of a valid deck, without end: each yields the teams that won."""
    from .onenight import simulate

    cards = sorted(deck)
    seats = [f"P{i + 1}" for i in range(players)]
    rng = random.Random(_seed("onenight", players, ",".join(cards), int(early)))
    while True:
        outcome = simulate.game_outcome(seats, list(cards), rng.randrange(1 << 30), rng, early=early)
        yield tuple(team for team, won in outcome.team_wins if won)


def classic_games(players: int, preset: str = "standard", deck: Sequence[str] = (),
                  options: dict[str, Any] | None = None) -> Iterator[tuple[str, ...]]:
    """Random legal classic games without end (the standard deal for 8 or 9 players, or an
    extended deck with its options): each yields its result (village, wolves, lovers, draw)."""
    from .classic import simulate

    seats = [f"P{i + 1}" for i in range(players)]
    if preset == "extended":
        cards = sorted(deck)
        opts = dict(sorted((options or {}).items()))
        rng = random.Random(_seed("classic", "extended", players, ",".join(cards), opts))
        while True:
            played = simulate.play_game(seats, rng.randrange(1 << 30), rng, preset="extended",
                                        deck=list(deck), options=dict(opts))
            yield (played.state.result or "draw",)
    rng = random.Random(_seed("classic", "standard", players))
    while True:
        played = simulate.play_game(seats, rng.randrange(1 << 30), rng)
        yield (played.state.result or "draw",)
