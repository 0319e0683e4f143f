"""Thousands of mutated saves: refused as corrupt, or loaded into a game that plays to the end."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from . import saves


def test_save_fuzz_both_refuses_and_loads() -> None:
    # the full count runs in test_fuzz.py (COUNTS["saves"]); here: the mutants reach both outcomes
    figures = saves.run(300, seed=7)
    assert figures["rejected"] + figures["loaded"] + figures["failures"] == figures["tried"] == 300
    assert figures["failures"] == 0, figures["examples"]
    assert figures["rejected"] > 0 and figures["loaded"] > 0


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_every_moment_of_a_random_game_survives_a_mutation(seed: int) -> None:
    rng = random.Random(seed)
    for text in saves.real_saves(rng):
        assert saves.one(text, random.Random(seed)) == "loaded"  # the real save itself
        saves.one(saves.mutate(rng, text), random.Random(seed))  # raises Broken on a failure


def test_a_real_save_with_its_turn_past_an_emptied_actor_list_loads() -> None:
    """Seed 3698834 once made a real save the structural checks refused (turn 2, no actors)."""
    rng = random.Random(3698834)
    for text in saves.real_saves(rng):
        assert saves.one(text, random.Random(3698834)) == "loaded"
        saves.one(saves.mutate(rng, text), random.Random(3698834))
