"""views.tally_view: a tally's count as the engine judged it (issue 36, item 2), read off games
played to their end by the simulator's table: the unique top is the tally's own result, and under
the trial rule the accused of that day follows exactly when the count passes 2·c > L (E35, E73)."""
from __future__ import annotations

import random

import pytest

from app.core.classic import simulate as S
from app.core.classic.views import ballot_view, log_tallies, tally_view


@pytest.mark.parametrize("seed,new_moon", [(s, False) for s in range(6)] + [(s, True) for s in range(6, 12)])
def test_every_tally_of_a_played_game_is_the_engines(seed, new_moon):
    rng = random.Random(seed)
    n = rng.randrange(8, 13)
    deck = S.random_deck(rng, n)
    options = {**S.random_options(rng, new_moon), "vote_rule": "trial" if seed % 2 else "plurality"}
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
        if i + 1 < len(state.log) and state.log[i + 1].kind == "secret_tally":  # New Moon's counts only
            assert tally_view(state, i + 1) == tv and state.log[i + 1].pairs == tv.counts
    verdicts = 0
    for i, ev in enumerate(state.log):
        if ev.kind != "verdict":
            continue
        tv = tally_view(state, i)
        verdicts += 1
        assert tv.kind == "verdict" and (tv.kills > tv.spares) == (ev.value == "kill")
        assert tv.abstained <= sum(1 for _, b in ev.pairs if b is None)
        if i + 1 < len(state.log) and state.log[i + 1].kind == "secret_tally":
            assert dict(state.log[i + 1].pairs) == {1: tv.kills, 0: tv.spares}
    for i, ev in enumerate(state.log):
        if ev.kind == "election":
            tv = tally_view(state, i)
            assert sum(c for _, c in tv.counts) + tv.abstained == len(ev.pairs)
            assert (ev.target in tv.tops) if ev.target is not None else not tv.tops
    assert tally_view(state, 0) is None
    assert len(log_tallies(state)) == sum(1 for e in state.log if e.public and e.kind in ("tally", "verdict"))


def test_a_state_made_by_hand_is_counted_on_its_own_facts():
    """A state no deal replays to (the captain set by hand) still gets its count: the captain's
    ballot twice, the deaths logged after the tally undone for the players present (E73)."""
    from dataclasses import replace

    import app.core.classic.extended as X
    from app.core.classic import engine
    from app.core.classic.state import Choice

    roles = ("wolf", "wolf", "seer", "witch", "villager", "villager", "villager", "villager")
    st = engine.new_game([f"P{i}" for i in range(8)], None, 1, roles=roles, preset="extended",
                         options={**X.OPTIONS, "captain": False, "vote_rule": "plurality"})
    while st.phase in ("night", "dawn") and st.pending:
        st, _ = engine.apply(st, Choice(st.step, st.pending[0], {"player": 7} if st.step == "wolves" else {}))
    st = replace(st, captain=2)
    st, _ = engine.begin_vote(st)
    picks = {0: 4, 1: 4, 2: 5, 3: 5, 4: 5, 5: 4, 6: 4}  # P5: 2 + the captain's 2 = 4 = P4's 4: a tie
    for seat in list(st.pending):
        st, _ = engine.apply(st, Choice("vote", seat, {"player": picks[seat]}))
    assert st.step == "tiebreak" and st.tied == (4, 5)
    st, _ = engine.apply(st, Choice("tiebreak", 2, {"player": 5}))  # P5 hanged
    assert not st.is_alive(5)
    tv = tally_view(st)
    assert (tv.counts, tv.tops, tv.weights, tv.present) == (((4, 4), (5, 4)), (4, 5), ((2, 2),), 7)


def pacifist_verdict(names=None):
    """P0 on trial; P3, P4 and P5 kill, P1 and P6 spare, P2 the pacifist abstains: the engine counts
    his ballot as spare (E75), 3 against 3, and P0 is spared (also the tally screen's test)."""
    import app.core.classic.extended as X
    from app.core.classic import engine
    from app.core.classic.state import Choice

    roles = ("wolf", "wolf", "pacifist", "seer", "witch", "villager", "villager", "villager")
    st = engine.new_game(list(names or [f"P{i}" for i in range(8)]), None, 1, roles=roles, preset="extended",
                         options={**X.OPTIONS, "captain": False, "vote_rule": "trial"})
    while st.phase in ("night", "dawn") and st.pending:
        st, _ = engine.apply(st, Choice(st.step, st.pending[0], {"player": 7} if st.step == "wolves" else {}))
    st, _ = engine.begin_vote(st)
    for seat in list(st.pending):
        st, _ = engine.apply(st, Choice("vote", seat, {"player": 1 if seat == 0 else 0}))
    want = {3: "kill", 4: "kill", 5: "kill", 6: "spare", 1: "spare"}
    for seat in list(st.pending):
        st, _ = engine.apply(st, Choice("trial", seat, want.get(seat)))
    return st


def test_a_pacifists_abstention_is_a_spare():
    """E75: the kill-or-spare count reads the pacifist's abstention as spare, as the engine does."""
    st = pacifist_verdict()
    tv = ballot_view(st)
    assert (tv.kind, tv.kills, tv.spares, tv.abstained) == ("verdict", 3, 3, 0)
    assert next(e for e in st.log if e.kind == "verdict").value == "spare"


def test_no_tally_yet():
    state = S.G.new_game([f"P{i}" for i in range(8)], None, 3)
    assert tally_view(state) is None
