"""Golden classic games: seeded random games played through the planner, transcribed, must not drift.

Each transcript holds the deal, the story (`story.story_lines`: every pick, bite, look,
protection, potion, death, dawn, shot, ballot, tally, note and the result), the public log
the table saw (the dawn, shot, tally and dusk lines of every day, ballots included) and the
outcome. The choices come from the simulator's policy (app/core/classic/simulate.py) with a
fixed seed. After a deliberate rules change, rewrite them with
`UPDATE_GOLDEN=1 pytest tests/core/classic/test_golden_classic.py` and read the diff.
"""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from app.core.classic import simulate as S
from app.core.classic.mode import CLASSIC
from app.core.classic.state import GameState

HERE = Path(__file__).parent / "golden"
S8 = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
S9 = ["Hương", "Đức", "Minh", "Lan", "Tuấn", "Mai", "Ann", "Bob", "Cat"]
# name: (seats, deal seed, choice seed)
GAMES = {
    "classic_8_a": (S8, 29, 4),
    "classic_8_b": (S8, 28, 16),
    "classic_9_a": (S9, 12, 26),
}


def _name(state: GameState, seat: int | None) -> str:
    return "nobody" if seat is None else state.seats[seat]


def public_lines(state: GameState) -> list[str]:
    """The public log of the whole game, as the table saw it (§8.2)."""
    out: list[str] = []
    for day, lines in CLASSIC.public_view(state).log:
        out.append(f"{day}:")
        for line in lines:
            if line.kind == "dawn":
                who = ", ".join(_name(state, s) for s in line.seats)
                out.append(f"  dawn: {who + ' died' if who else 'nobody died'}")
            elif line.kind in ("died", "dusk"):
                out.append(f"  {line.kind}: {', '.join(_name(state, s) for s in line.seats)}")
            elif line.kind == "tally":
                ballots = ", ".join(f"{_name(state, v)}->{_name(state, t) if t is not None else 'abstain'}"
                                    for v, t in line.ballots)
                out.append(f"  tally: {ballots or 'no ballots'}; out: {_name(state, line.target)}")
            else:
                out.append(f"  {line.kind}: {line.value}")
    return out


def transcript(seats: list[str], deal: int, choices: int) -> str:
    p = S.play_game(seats, deal, random.Random(choices))
    g = p.state
    oc = CLASSIC.outcome(g)
    assert oc is not None
    lines = [f"seats: {', '.join(seats)}",
             f"deal: {', '.join(f'{s}={r}' for s, r in zip(seats, g.roles))}",
             f"nights: {p.nights}; visits: {p.visits} ({', '.join(str(k) for k in p.night_lengths)})",
             "story:"]
    lines += [f"  {line}" for line in CLASSIC.story(g)]
    lines.append("public log:")
    lines += [f"  {line}" for line in public_lines(g)]
    lines.append(f"result: {oc.result} at {oc.end}; winners: {', '.join(seats[s] for s in oc.winners) or 'none'}")
    lines.append("dead: " + ", ".join(f"{seats[d.seat]} ({d.cause}, {d.moment})" for d in oc.dead))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_classic_game(name: str) -> None:
    seats, deal, choices = GAMES[name]
    got = transcript(seats, deal, choices)
    path = HERE / f"{name}.txt"
    if os.environ.get("UPDATE_GOLDEN") == "1":
        HERE.mkdir(exist_ok=True)
        path.write_text(got, encoding="utf-8")
    assert path.exists(), f"no golden transcript {path.name}: run with UPDATE_GOLDEN=1"
    assert got == path.read_text(encoding="utf-8")
