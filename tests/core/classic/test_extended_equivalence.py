"""The second wave's equivalence (CLASSIC.md §11, before §11.17): a deck of first-wave roles
plays exactly as before. `golden/first_wave_hashes.json` holds hashes of 150 seeded random
first-wave games recorded from the engine before the second wave existed: played straight
through the engine (every request, the number of legal options at each, the final state)
and through the pass-and-play planner (the final state, visits and night lengths)."""
from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from app.core.classic import engine as G
from app.core.classic import extended as X
from app.core.classic import simulate as S
from app.core.classic.mode import CLASSIC
from app.core.classic.state import Choice, to_dict

GOLDEN = json.loads((Path(__file__).parent / "golden" / "first_wave_hashes.json").read_text())
FIRST_WAVE = ("wolf", "seer", "bodyguard", "witch", "hunter", "villager", "cupid", "elder", "idiot",
              "scapegoat", "little_girl", "brother", "knight", "fox", "bear_tamer", "thief")


def _h(obj: Any) -> str:
    return hashlib.sha256(json.dumps(obj, sort_keys=True, default=str).encode()).hexdigest()[:16]


def first_wave_deck(rng: random.Random, n: int) -> list[str]:
    """The random first-wave deck of the recording (simulate.random_deck as it was)."""
    while True:
        pool = [r for r in FIRST_WAVE if r not in ("wolf", "villager", "brother", "thief")]
        deck = rng.sample(pool, rng.randrange(0, min(len(pool), n - 2) + 1))
        if rng.random() < 0.3 and n - len(deck) >= 5:
            deck += ["brother"] * 3
        thief = rng.random() < 0.4
        deck += ["wolf"] * rng.randrange(1, (n - 1) // 2 + 1)
        if thief:
            deck.append("thief")
        deck += ["villager"] * (n + (2 if thief else 0) - len(deck))
        if X.check_deck(n, deck) is None:
            return deck


def first_wave_options(rng: random.Random) -> dict[str, Any]:
    values = {"vote_rule": ("plurality", "trial"), "captain": (True, False),
              "wolves_may_bite_wolves": (True, False), "witch_sees_protection": (True, False),
              "witch_both_potions": (True, False), "lovers_grief": (True, False)}
    return {k: rng.choice(v) for k, v in values.items()}


def direct(seed: int) -> str:
    rng = random.Random(seed)
    n = rng.randrange(8, 19)
    deck = first_wave_deck(rng, n)
    opts = first_wave_options(rng)
    st = CLASSIC.new_game([f"P{i}" for i in range(n)], deck, rng.randrange(1 << 30), preset="extended",
                          options=opts)
    trail = []
    for _ in range(8000):
        if st.phase == "end":
            break
        r = CLASSIC.request(st)
        if r.phase == "day":
            st, _ = G.begin_vote(st)
            continue
        seat = r.seats[0]
        o = CLASSIC.options(st, seat)
        trail.append(len(o))
        a = o[0] if rng.random() < 0.15 else rng.choice(o)
        st, _ = CLASSIC.apply(st, Choice(r.step or "", seat, a))
    return _h([to_dict(st), trail])


def planner(seed: int) -> str:
    rng = random.Random(seed)
    n = rng.randrange(8, 19)
    deck = first_wave_deck(rng, n)
    opts = first_wave_options(rng)
    p = S.play_game([f"P{i}" for i in range(n)], rng.randrange(1 << 30), rng, preset="extended", deck=deck,
                    options=opts)
    return _h([to_dict(p.state), p.visits, p.night_lengths])


@pytest.mark.parametrize("seed", range(0, 150, 3))
def test_first_wave_games_play_as_recorded_engine(seed: int) -> None:
    assert direct(seed) == GOLDEN["direct"][seed]


@pytest.mark.parametrize("seed", range(1, 150, 3))
def test_first_wave_games_play_as_recorded_planner(seed: int) -> None:
    assert planner(seed) == GOLDEN["planner"][seed]
