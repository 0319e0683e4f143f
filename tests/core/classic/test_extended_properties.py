"""Properties of the extended preset (CLASSIC.md §11) over random games.

* Equivalence (§11, E42): an extended game dealt only standard roles, with default options,
  plays exactly like the standard preset: same requests, same legal options, same deaths,
  results, winners, observations and public log.
* Every random game of a random valid deck and random options ends.
* The public view before the end never holds what §11.12 keeps private.
* Save -> load round trips for extended states (the replay check accepts them).
"""
from __future__ import annotations

import json
import random
from dataclasses import asdict
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.classic import extended as X
from app.core.classic import scenario as SC
from app.core.classic.catalog import deal
from app.core.classic.mode import CLASSIC
from app.core.classic.state import Choice, GameState

PROPS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MAX_STEPS = 6000


def random_deck(rng: random.Random, n: int) -> list[str]:
    """A random valid first-wave deck for n players (a thief, brothers and spare cards sometimes)."""
    while True:
        pool = [r for r in X.FIRST_WAVE if r not in ("wolf", "villager", "brother", "thief")]
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


def random_options(rng: random.Random) -> dict[str, Any]:
    return {k: rng.choice(v) for k, v in X.OPTION_VALUES.items() if rng.random() < 0.6}


def pick(state: GameState, rng: random.Random) -> tuple[str, int, Any]:
    r = CLASSIC.request(state)
    assert r is not None
    if r.phase == "day":
        return ("begin_vote", -1, None)
    seat = r.seats[0]
    opts = CLASSIC.options(state, seat)
    assert opts, (r, seat)
    return (r.step or "", seat, opts[0] if rng.random() < 0.15 else rng.choice(opts))


def step(state: GameState, action: tuple[str, int, Any]) -> GameState:
    name, seat, args = action
    if name == "begin_vote":
        return CLASSIC.begin_vote(state)[0]
    return CLASSIC.apply(state, Choice(name, seat, args))[0]


def observations(state: GameState) -> list[dict[str, Any]]:
    return SC.observations(state)


def public(state: GameState) -> Any:
    pv = CLASSIC.public_view(state)
    keep = ("seats", "alive", "died_at", "phase", "round", "moment", "turn", "last_turns", "log", "result",
            "winners", "roles", "causes")
    return {k: getattr(pv, k) for k in keep}


@PROPS
@given(st.integers(0, 2**31), st.integers(0, 2**31), st.sampled_from([8, 9]))
def test_equivalence_with_the_standard_preset(deal_seed: int, seed: int, n: int) -> None:
    seats = [f"P{i}" for i in range(n)]
    roles, _ = deal(n, deal_seed)
    a = CLASSIC.new_game(seats, seed=0, roles=roles)
    b = CLASSIC.new_game(seats, seed=0, roles=roles, preset="extended")
    rng = random.Random(seed)
    for _ in range(MAX_STEPS):
        ra, rb = CLASSIC.request(a), CLASSIC.request(b)
        assert ra == rb
        if ra is None:
            break
        for s in ra.seats:
            assert CLASSIC.options(a, s) == CLASSIC.options(b, s)
        action = pick(a, rng)
        a, b = step(a, action), step(b, action)
        assert a.dead == b.dead and a.result == b.result and a.end == b.end
        assert observations(a) == observations(b)
        assert public(a) == public(b)
    assert a.phase == "end" and CLASSIC.outcome(a) == CLASSIC.outcome(b)
    # illegal choices are refused with the same codes
    probe = CLASSIC.new_game(seats, seed=0, roles=roles)
    probe_x = CLASSIC.new_game(seats, seed=0, roles=roles, preset="extended")
    for s in range(n):
        for args in ({"player": s}, {"player": (s + 1) % n}, {"save": True}, {"x": 1}, "bad"):
            codes = []
            for g in (probe, probe_x):
                try:
                    CLASSIC.check(g, Choice("wolves", s, args))
                    codes.append(None)
                except Exception as exc:  # noqa: BLE001
                    codes.append(getattr(exc, "code", type(exc).__name__))
            assert codes[0] == codes[1]


PRIVATE_LINES = {"dawn", "died", "dusk", "tally", "result", "election", "captain", "accused", "verdict",
                 "tiebreak", "reveal", "scapegoat", "growl"}


def _check_public(state: GameState) -> None:
    pv = CLASSIC.public_view(state)
    if state.phase == "end":
        return
    assert pv.roles == () and pv.causes == () and pv.lovers == () and pv.winners == () and pv.captains == ()
    text = json.dumps(asdict(pv), default=str)
    assert "powers_lost" not in text and "elder_hit" not in text
    for _, lines in pv.log:
        for line in lines:
            assert line.kind in PRIVATE_LINES, line
            if line.kind == "reveal":
                seat = line.seats[0]
                assert (seat, line.value) in state.revealed
                assert line.value in ("idiot", "scapegoat", "wolf")
    for seat, role in pv.revealed:
        assert state.roles[seat] == role
    # the deck list is public, but never who holds which card
    assert sorted(pv.deck) == sorted(pv.deck) and not hasattr(pv, "spare")


@PROPS
@given(st.integers(0, 2**31))
def test_random_extended_games_end_privately_and_save(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.choice(list(X.PLAYERS))
    deck = random_deck(rng, n) if rng.random() < 0.8 else list(X.suggest_deck(n))
    g = CLASSIC.new_game([f"P{i}" for i in range(n)], deck, seed, preset="extended", options=random_options(rng))
    for i in range(MAX_STEPS):
        if g.phase == "end":
            break
        _check_public(g)
        if i % 17 == 0:
            assert CLASSIC.loads(CLASSIC.dumps(g)) == g
        for s in range(n):
            CLASSIC.knowledge(g, s)
        g = step(g, pick(g, rng))
    assert g.phase == "end", "a random extended game did not end"
    assert g.result in X.RESULTS
    assert CLASSIC.loads(CLASSIC.dumps(g)) == g
    winners = CLASSIC.outcome(g).winners
    if g.result == "draw":
        assert winners == ()
    else:
        assert winners


def test_a_standard_save_has_no_extended_keys() -> None:
    g = CLASSIC.new_game([f"P{i}" for i in range(8)], seed=3)
    data = json.loads(CLASSIC.dumps(g))
    assert "preset" not in data["state"] and "lovers" not in data["state"]
    assert CLASSIC.loads(CLASSIC.dumps(g)) == g


def test_a_tampered_extended_save_is_refused() -> None:
    from app.core.common.errors import SaveError
    g = CLASSIC.new_game([f"P{i}" for i in range(10)], X.suggest_deck(10), 5, preset="extended")
    data = json.loads(CLASSIC.dumps(g))
    data["state"]["lovers"] = [0, 1]
    try:
        CLASSIC.loads(json.dumps(data))
    except SaveError as err:
        assert err.args
    else:  # pragma: no cover
        raise AssertionError("a tampered save loaded")
