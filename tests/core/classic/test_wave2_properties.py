"""Properties of random games whose decks mix both waves (CLASSIC.md §11.17-§11.29): every
game ends; a save of every state round-trips; the dead die once; the winners are seats; a
waiting step always offers its skip; teams and kinds stay consistent."""
from __future__ import annotations

import random

import pytest

from app.core.classic import engine as G
from app.core.classic import kinds as K
from app.core.classic import simulate as S
from app.core.classic.mode import CLASSIC
from app.core.classic.state import Choice, from_dict, to_dict

MAX_STEPS = 20000


def play(seed: int) -> tuple[int, object]:
    rng = random.Random(seed)
    n = rng.randrange(8, 19)
    deck = S.random_deck(rng, n, ("second",) if seed % 3 == 0 else ("first", "second"))
    opts = S.random_options(rng)
    st = CLASSIC.new_game([f"P{i}" for i in range(n)], deck, rng.randrange(1 << 30), preset="extended",
                          options=opts)
    for i in range(MAX_STEPS):
        if st.phase == "end":
            assert from_dict(to_dict(st)) == st
            return n, st
        if i % 40 == 0:
            assert from_dict(to_dict(st)) == st
        r = CLASSIC.request(st)
        if r.phase == "day":
            st, _ = G.begin_vote(st)
            continue
        seat = r.seats[0]
        o = CLASSIC.options(st, seat)
        assert o, (r, seat)
        if r.step != "last_turn":
            assert {} in o or None in o or (r.step == "trial" and o), (r.step, o[:3])
        a = rng.choice(o)
        st, _ = CLASSIC.apply(st, Choice(r.step or "", seat, a))
        assert len({d.seat for d in st.dead}) == len(st.dead)
        for s in st.alive:
            if K.vampire_team(st, s):
                assert not (s in (st.w2.wolfed or ()))
    raise AssertionError(f"game {seed} did not end")


@pytest.mark.parametrize("seed", range(40))
def test_random_games_of_both_waves_end(seed: int) -> None:
    n, st = play(seed)
    assert st.result is not None and st.end is not None
    assert all(0 <= s < n for s in G.winners(st))
    if st.result in ("white_wolf", "pied_piper", "sectarian", "angel"):
        assert len([s for s in G.winners(st) if st.roles[s] != "heretic"]) <= 1 or st.result != "angel"


def test_simulate_plays_decks_of_both_waves() -> None:
    out = S.simulate_extended(10, 30, 5)
    assert sum(out["results"].values()) == 30
