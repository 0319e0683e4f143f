"""The facts each night step says it writes (steps.ACTIONS' `writes`, steps.INFO_FACTS) are all it
writes: random games played straight through the engine, and at every turn of the night each
step's effect (a skip and the legal options), its opening and its close change no fact of the
state (GameState's fields, the second wave's Facts) it does not name. The planner leaves a step
out of a legality walk on these declarations (handoff.SecondWaveLaps.meets)."""
from __future__ import annotations

import dataclasses
import random

import pytest

from app.core.classic import engine as G
from app.core.classic import simulate as S
from app.core.classic import steps as ST
from app.core.classic.mode import CLASSIC
from app.core.classic.state import Choice, Facts, GameState

ENGINE_OWN = {"log", "pending", "acted", "step"}  # the machine's, not a fact any step declares


def changed(a: GameState, b: GameState) -> set[str]:
    out = {f.name for f in dataclasses.fields(a) if f.name != "w2" and getattr(a, f.name) != getattr(b, f.name)}
    return (out | {f.name for f in dataclasses.fields(a.w2) if getattr(a.w2, f.name) != getattr(b.w2, f.name)}) \
        - ENGINE_OWN


def test_the_facts_named_are_fields_of_the_state() -> None:
    assert {s for s in ST.NIGHT_ORDER if s not in ST.W.INFO_STEPS} <= set(ST.ACTIONS)
    assert set(ST.INFO_FACTS) <= set(ST.W.INFO_STEPS)
    every = {f.name for f in dataclasses.fields(GameState)} | {f.name for f in dataclasses.fields(Facts)}
    for step in ST.NIGHT_ORDER:
        reads, writes = ST.facts(step)
        assert reads <= every and writes <= every, step


# Every card that holds a night step (the pack's: any wolf card; the wolf cub: the second bite).
CARDS = sorted({c for s in ST.NIGHT_ORDER if (c := ST.X.HOLDER.get(s) or ST.W.HOLDER2.get(s))} - {"brother"}
               | {"wolf_cub"})


def deck_with(rng: random.Random, n: int, card: str) -> list[str]:
    """A random valid deck of both waves holding `card` (the gypsy's: with New Moon)."""
    while True:
        deck = S.random_deck(rng, n, ("first", "second"))
        if card in deck:
            return deck
        if "villager" in deck:
            deck[deck.index("villager")] = card
            if ST.X.check_deck(n, deck) is None:
                return deck


@pytest.mark.parametrize("game", range(3))
@pytest.mark.parametrize("card", CARDS)
def test_a_night_step_writes_only_the_facts_it_names(card: str, game: int) -> None:
    rng = random.Random(f"{card}{game}")
    n = rng.randrange(8, 17)
    new_moon = card == "gypsy" or rng.random() < 0.3
    st = CLASSIC.new_game([f"P{i}" for i in range(n)], deck_with(rng, n, card), rng.randrange(1 << 20),
                          preset="extended", options=S.random_options(rng, new_moon))
    policy = S.Policy(rng)
    for _ in range(300):
        if st.phase == "end":
            break
        if st.phase != "night":
            st = S.play_last_turns(st, policy) if st.phase in ("dawn", "dusk") else S.play_vote(st, policy)
            continue
        step, seat = st.step, st.pending[0]
        writes = ST.facts(step)[1]
        opts = G.options(st, seat)
        for args in [None] + rng.sample([o for o in opts if o], min(3, len([o for o in opts if o]))):
            after = ST.ACTIONS[step].effect(st, seat, args, None)
            assert changed(st, after) <= writes, (step, args, changed(st, after) - writes)
        args = rng.choice(opts) if opts else None
        if len(st.pending) == 1:  # the step closes, the night order goes on to the next step that opens
            cur = G.evolve(ST.ACTIONS[step].effect(st, seat, args or None, None), pending=())
            closed = G._close(cur, step)
            assert changed(cur, closed) <= writes, step
            cur, possible = closed, G._steps_of_deck(G._cards(closed))
            for p in ST.NIGHT_ORDER[ST.NIGHT_ORDER.index(step) + 1:]:
                reached, holders = G._reach(cur, p, possible)
                assert changed(cur, reached) <= ST.facts(p)[1], p
                cur = reached
                if holders:
                    cur = G.evolve(cur, step=p, pending=holders)
                    assert changed(cur, G._on_open(cur, p, holders)) <= ST.facts(p)[1], p
                    break
        st, _ = G.apply(st, Choice(step, seat, args))
