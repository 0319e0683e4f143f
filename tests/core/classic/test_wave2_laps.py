"""A second-wave night on one laptop (CLASSIC.md §11.20 "Laps"): the lap count from the public
deck list only; random games played through the planner end, and the planner's commit gives
the engine only legal choices."""
from __future__ import annotations

import random

import pytest

from app.core.classic import handoff as H
from app.core.classic import simulate as S
from app.core.classic.mode import CLASSIC

V = "villager"


def game(deck: list[str], seed: int = 1):
    return CLASSIC.new_game([f"P{i}" for i in range(len(deck) - (2 if "thief" in deck else 0))], deck, seed,
                            preset="extended")


def test_three_laps_with_the_moon_maiden_every_night() -> None:
    g = game(["wolf", "wolf", "moon_maiden", "seer", V, V, V, V])
    assert H.laps(g) == 3 and len(H.night_visits(g)) == 24


def test_three_laps_on_night_one_with_cupid_else_two() -> None:
    g = game(["wolf", "wolf", "cupid", "raven", V, V, V, V])
    assert H.laps(g) == 3
    g2 = game(["wolf", "wolf", "raven", "seer", V, V, V, V])
    assert H.laps(g2) == 2


def test_the_lap_count_does_not_depend_on_the_deal() -> None:
    deck = ["wolf", "wolf", "moon_maiden", "seer", "cupid", V, V, V, V]
    assert {H.laps(game(deck, seed)) for seed in range(8)} == {3}


def test_the_ghost_writes_on_the_last_lap() -> None:
    g = game(["wolf", "wolf", "ghost", "seer", V, V, V, V])
    # Night 1: the ghost is alive; he dies at its resolution
    rng = random.Random(3)
    p = S.Policy(rng)
    g, _ = S.play_night(g, p)
    g = S.play_last_turns(g, p)
    while g.phase in ("day", "vote"):
        g = S.play_vote(g, p)
        g = S.play_last_turns(g, p)
    if g.phase != "night":
        pytest.skip("the game ended")
    ghost = g.roles.index("ghost")
    night = H.begin(g)
    while (v := H.current(g, night)) is not None:
        if v.seat == ghost and v.lap == H.laps(g):
            assert v.note and v.step == "ghost"
            night = H.write_note(g, night, "look at P0")
        night = H.finish_visit(g, night)
    g2, _ = H.commit(g, night)
    assert any(e.kind == "announce:ghost" and e.value == "look at P0" for e in g2.log)


@pytest.mark.parametrize("seed", range(12))
def test_random_second_wave_games_through_the_planner_end(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randrange(8, 13)
    deck = S.random_deck(rng, n, ("first", "second"))
    g = CLASSIC.new_game([f"P{i}" for i in range(n)], deck, rng.randrange(1 << 20), preset="extended",
                         options=S.random_options(rng))
    if not g.w2:
        pytest.skip("a first-wave deck")
    p = S.Policy(rng)
    for _ in range(200):
        if g.phase == "end":
            break
        if g.phase == "night":
            night = H.begin(g)
            assert len(H.night_visits(g)) == H.laps(g) * n
            g, _ = S.play_night(g, p, None, night)
        elif g.phase in ("dawn", "dusk"):
            g = S.play_last_turns(g, p)
        else:
            g = S.play_vote(g, p)
    assert g.phase == "end"
