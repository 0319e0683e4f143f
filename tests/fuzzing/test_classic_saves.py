"""Mutated classic saves (values, types, deleted keys, truncated text, random bytes): each gives a
game that plays on to the end, or SaveError; never another exception (classic_saves.py)."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from . import classic_saves


def test_classic_save_fuzz_refuses_or_loads_and_never_fails() -> None:
    figures = classic_saves.run(1500, seed=20261201)
    assert figures["rejected"] + figures["loaded"] + figures["failures"] == figures["tried"] == 1500
    assert figures["failures"] == 0, figures["examples"]
    assert figures["rejected"] > 1000 and figures["loaded"] > 0


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_every_moment_of_a_random_classic_game_survives_a_mutation(seed: int) -> None:
    rng = random.Random(seed)
    for text in classic_saves.real_saves(rng):
        assert classic_saves.one(text, random.Random(seed)) == "loaded"  # the real save itself
        classic_saves.one(classic_saves.mutate(rng, text), random.Random(seed))  # raises Broken on a failure
