"""A second-wave night's legality worked out directly from the held choices (handoff.SecondWaveLaps)
against the replay of the night through the engine it replaced (replay_oracle.py): random nights
through the planner's public functions, second-wave decks, both waves, New Moon on and off,
several table sizes, random held choices (skips, illegal tries, picks a later choice of the same
lap makes illegal); at every visit the visit, the steps of its seat on every lap, the step to take,
the options, the rejection of a few args, the view, the opening sights and what a choice shows at
once are the oracle's, and the commit gives the oracle's state and events.
"""
from __future__ import annotations

import random
from typing import Any

import pytest

from app.core.classic import extended as X
from app.core.classic import handoff as H
from app.core.classic import simulate as S
from app.core.classic import steps as ST
from app.core.classic import wave2 as W
from app.core.classic.mode import CLASSIC
from app.core.classic.state import GameState
from app.core.common.errors import RuleError

from . import replay_oracle as O

NIGHTS = 4  # the nights of each game checked against the oracle


def new_game(rng: random.Random, n: int, waves: tuple[str, ...], new_moon: bool, card: str | None = None
             ) -> GameState | None:
    deck = S.random_deck(rng, n, waves)
    if card is not None and card not in deck:  # a deck holding `card`
        if "villager" not in deck:
            return None
        deck[deck.index("villager")] = card
        if X.check_deck(n, deck) is not None:
            return None
    if new_moon:
        deck = S.with_gypsy(rng, deck)
    g = CLASSIC.new_game([f"P{i}" for i in range(n)], deck, rng.randrange(1 << 20), preset="extended",
                         options=S.random_options(rng, new_moon=new_moon))
    return g if g.w2 else None


def tries(rng: random.Random, g: GameState, night: H.Night) -> list[Any]:
    """A few args to ask why_not about: the step's candidates (legal or not) and malformed ones."""
    now = O.now(g, night)
    cands: list[Any] = [{}, None, {"player": 99}, {"nope": 1}, "x"]
    if now is not None:
        v, step = now
        cands += ST.candidates(O.meets(g, night, step, v.seat), step, v.seat)
    return rng.sample(cands, min(6, len(cands)))


def check_visit(rng: random.Random, g: GameState, night: H.Night) -> None:
    v = H.current(g, night)
    assert v == O.visit(g, night, night.index)
    p = H.SECOND_WAVE
    for lap in range(1, H.laps(g) + 1):
        assert p.steps_of(g, night, lap, v.seat) == O.steps_of(g, night, lap, v.seat), (lap, v)
        assert p.todo(g, night, lap, v.seat) == O.todo(g, night, lap, v.seat), (lap, v)
    assert H.options(g, night) == O.options(g, night)
    for args in tries(rng, g, night):
        if O.now(g, night) is None:
            with pytest.raises(RuleError):
                H.check(g, night, args)
        else:
            assert H.why_not(g, night, args) == O.why_not(g, night, args), args
    assert H.visit_view(g, night) == O.view(g, night)
    assert H.opening_sights(g, night) == O.opening_sights(g, night)


def play_night(rng: random.Random, policy: S.Policy, g: GameState) -> GameState:
    night = H.begin(g)
    while (v := H.current(g, night)) is not None:
        check_visit(rng, g, night)
        while v.kind == "act" and (opts := H.options(g, night)):
            r = rng.random()
            if r < 0.15:  # an illegal try first: refused with the oracle's code, nothing held
                for args in tries(rng, g, night):
                    code = O.why_not(g, night, args)
                    if code is not None:
                        with pytest.raises(RuleError) as exc:
                            H.choose(g, night, args)
                        assert exc.value.code == code
                        break
            args = {} if r < 0.3 else policy.act(g, night, v, [o for o in opts if o] or opts)
            defer = None if rng.random() < 0.8 else False
            expected = O.shown_at_once(g, night, args, defer)
            night, shown = H.choose(g, night, args, defer=defer)
            assert shown == expected, args
            check_visit(rng, g, night)
            if rng.random() < 0.3:
                break  # the rest of this visit's actions: skips, at finish_visit
        if v.note and rng.random() < 0.5:
            night = H.write_note(g, night, rng.choice(("look at P0", "", "wolves!")))
        night = H.finish_visit(g, night)
    assert H.commit(g, night) == O.commit(g, night)
    return H.commit(g, night)[0]


CONFIGS = [(("second",), False), (("first", "second"), False), (("second",), True),
           (("first", "second"), True), (("first",), True)]


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("waves,new_moon", CONFIGS)
def test_the_direct_answers_are_the_replays_at_every_visit(seed: int, waves: tuple[str, ...], new_moon: bool) -> None:
    rng = random.Random(f"{seed}-{waves}-{new_moon}")
    g = None
    while g is None:
        g = new_game(rng, rng.choice((8, 9, 10, 12, 14)), waves, new_moon)
    play(rng, g)


# Every card that holds a night step (the pack's: the wolf cub's second bite, the wolf hound's side).
CARDS = sorted({c for s in W.NIGHT_ORDER if (c := X.HOLDER.get(s) or W.HOLDER2.get(s))} - {"brother", "wolf"}
               | {"wolf_cub"})


@pytest.mark.parametrize("card", CARDS)
def test_the_direct_answers_are_the_replays_with_each_card(card: str) -> None:
    rng = random.Random(card)
    g = None
    while g is None:
        g = new_game(rng, rng.choice((8, 10, 12, 15)), ("first", "second"), card == "gypsy" or rng.random() < 0.3,
                     card)
    play(rng, g)


def play(rng: random.Random, g: GameState) -> None:
    policy = S.Policy(rng)
    nights = 0
    for _ in range(200):
        if g.phase == "end" or nights >= NIGHTS:
            break
        if g.phase == "night":
            g = play_night(rng, policy, g)
            nights += 1
        elif g.phase in ("dawn", "dusk"):
            g = S.play_last_turns(g, policy)
        else:
            g = S.play_vote(g, policy)
    assert nights >= 1
