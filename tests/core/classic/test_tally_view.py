"""views.tally_view: a tally's count as the engine judged it (issue 36, item 2), read off games
played to their end by the simulator's table: the unique top is the tally's own result, and under
the trial rule the accused of that day follows exactly when the count passes 2·c > L (E35, E73)."""
from __future__ import annotations

import random

import pytest

from app.core.classic import simulate as S
from app.core.classic.views import tally_view


@pytest.mark.parametrize("seed", range(6))
def test_every_tally_of_a_played_game_is_the_engines(seed):
    rng = random.Random(seed)
    n = rng.randrange(8, 13)
    deck = S.random_deck(rng, n)
    options = {**S.random_options(rng), "vote_rule": "trial" if seed % 2 else "plurality"}
    state = S.play_game([f"P{i}" for i in range(n)], seed, rng, preset="extended", deck=deck, options=options).state
    seen = 0
    for i, ev in enumerate(state.log):
        if ev.kind != "tally":
            continue
        tv = tally_view(state, i)
        seen += 1
        assert tv.tops == tuple(sorted(tv.tops)) and (ev.target is None) == (len(tv.tops) != 1)
        if ev.target is not None:
            assert tv.tops == (ev.target,)
        weight = dict(tv.weights)
        assert sum(c for _, c in tv.counts) == sum(weight.get(v, 1) for v, t in ev.pairs if t is not None) \
            + (2 if tv.raven is not None else 0)
        if tv.trial:
            nxt = state.log[i + 1:]
            accused = next((e.target for e in nxt if e.kind == "accused" and e.moment == ev.moment), None)
            tiebreak = next((e for e in nxt if e.kind == "tiebreak" and e.moment == ev.moment), None)
            if tiebreak is None:
                assert accused == tv.on_trial
    assert tally_view(state, 0) is None


def test_no_tally_yet():
    state = S.G.new_game([f"P{i}" for i in range(8)], None, 3)
    assert tally_view(state) is None
