"""Property tests of the classic engine over random 8/9-player games with random legal choices.

Every game is built from hypothesis integers seeding `random.Random`s, so a failing example
shrinks to the seeds that replay it. Hidden choices (the seer's looks, the notes) come from
a second RNG, so two games that differ only there must look the same to the table.
"""
from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import asdict
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.classic.catalog import CAUSES, ROLES
from app.core.classic.mode import CLASSIC
from app.core.classic.state import Choice, GameState
from app.core.classic.steps import candidates, objection
from app.core.common.errors import CLASSIC_CODES as NEW_CODES
from app.core.common.errors import CODES, RuleError

PROPS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MAX_ROUNDS = 40
CLASSIC_CODES = ("not_awake", "already_acted", "bad_args", "potion_spent", "no_victim", "illegal_target",
                 "repeat_protect")


def choose(state: GameState, rng: random.Random, hidden: random.Random, eager: bool) -> tuple[str, int, Any]:
    """One legal action for the game's current turn ('begin_vote' on a day)."""
    r = CLASSIC.request(state)
    assert r is not None
    if r.phase == "day":
        return ("begin_vote", -1, None)
    seat = r.seats[0]
    opts = CLASSIC.options(state, seat)
    assert opts, (r, seat)
    if r.step == "seer":
        return (r.step, seat, hidden.choice(opts))
    if eager and r.step == "wolves":
        # Every wolf picks the first living villager-team seat: a bite every night.
        target = next(s for s in state.alive if state.roles[s] != "wolf")
        return (r.step, seat, {"player": target})
    if eager and r.step == "bodyguard":
        return (r.step, seat, {})
    return (r.step, seat, rng.choice(opts))


def step_game(state: GameState, action: tuple[str, int, Any]) -> GameState:
    step, seat, args = action
    if step == "begin_vote":
        return CLASSIC.begin_vote(state)[0]
    return CLASSIC.apply(state, Choice(step, seat, args))[0]


def play(seed: int, hidden_seed: int = 0, eager: bool = False, notes: bool = True,
         upto: int | None = None) -> tuple[list[GameState], list[tuple[str, int, Any]]]:
    rng, hidden = random.Random(seed), random.Random(hidden_seed)
    n = rng.choice((8, 9))
    state = CLASSIC.new_game([f"P{i}" for i in range(n)], seed=rng.randrange(10**6))
    states, actions = [state], []
    while state.phase != "end" and state.round <= MAX_ROUNDS:
        if upto is not None and len(actions) >= upto:
            break
        if notes and state.phase == "night" and state.step != "wolves":
            for s in state.nightfall:
                if not any(nn == state.round and ss == s for nn, ss, _ in state.notes) and hidden.random() < 0.3:
                    from app.core.classic.engine import write_note
                    state = write_note(state, s, f"note {hidden.randrange(1000)}")
        action = choose(state, rng, hidden, eager)
        state = step_game(state, action)
        states.append(state)
        actions.append(action)
    return states, actions


@PROPS
@given(st.integers(0, 10**9))
def test_every_game_ends_or_reaches_the_bound_and_keeps_its_invariants(seed):
    states, _ = play(seed)
    end = states[-1]
    assert end.phase == "end" or end.round > MAX_ROUNDS
    deaths = [d.seat for d in end.dead]
    assert len(deaths) == len(set(deaths)), "nobody dies twice"
    assert all(d.cause in CAUSES for d in end.dead)
    kinds = Counter(ev.kind for ev in end.log)
    assert kinds["save"] <= 1 and kinds["poison"] <= 1 and kinds["shot"] <= 1
    assert Counter(end.roles) in (Counter({"wolf": 2, "seer": 1, "bodyguard": 1, "witch": 1, "hunter": 1,
                                           "villager": 2}),
                                  Counter({"wolf": 3, "seer": 1, "bodyguard": 1, "witch": 1, "hunter": 1,
                                           "villager": 2}))
    if end.phase == "end":
        oc = CLASSIC.outcome(end)
        living = end.alive
        wolves = sum(end.roles[s] == "wolf" for s in living)
        assert oc.result == ("draw" if not living else "village" if not wolves else "wolves")
        if oc.result == "wolves":
            assert wolves >= len(living) - wolves


@PROPS
@given(st.integers(0, 10**9))
def test_games_with_a_bite_every_night_end_quickly(seed):
    states, _ = play(seed, eager=True)
    end = states[-1]
    assert end.phase == "end"
    assert end.round <= 9


@PROPS
@given(st.integers(0, 10**9))
def test_the_public_view_holds_nothing_private_until_the_end(seed):
    states, _ = play(seed)
    for state in states:
        pv = CLASSIC.public_view(state)
        data = asdict(pv)
        data.pop("phase")  # "vote" is a phase as well as a cause
        text = json.dumps(data)
        if state.phase != "end":
            assert pv.roles == () and pv.causes == () and pv.winners == ()
            for word in ROLES + CAUSES + ("note ",):
                assert f'"{word}' not in text, (word, state.phase)
            if state.phase == "night":
                assert pv.turn is None


@PROPS
@given(st.integers(0, 10**9), st.integers(0, 10**9), st.integers(0, 10**9))
def test_the_public_view_is_the_same_when_only_hidden_choices_differ(seed, h1, h2):
    a, _ = play(seed, hidden_seed=h1)
    b, _ = play(seed, hidden_seed=h2)
    assert len(a) == len(b)
    for x, y in zip(a, b):
        assert CLASSIC.public_view(x) == CLASSIC.public_view(y)


@PROPS
@given(st.integers(0, 10**9))
def test_knowledge_holds_only_what_the_seat_saw(seed):
    states, _ = play(seed)
    for state in states[:: max(1, len(states) // 25)] + [states[-1]]:
        for seat in range(state.n):
            k = CLASSIC.knowledge(state, seat)
            role = state.roles[seat]
            assert k.role == role
            if role != "wolf":
                assert k.pack == () and k.picks == () and k.wolves_notes == ()
            if role != "seer":
                assert k.seer_results == ()
            if role not in ("wolf", "witch"):
                assert k.victim == (False, None) and k.victims_seen == ()
            if role != "bodyguard":
                assert k.last_protected is None
            if role != "witch":
                assert k.potions == (False, False)
            own = {(n, t) for n, s, t in state.notes if s == seat}
            assert set(k.own_notes) == own
            for n, w, _ in k.wolves_notes:
                assert state.roles[w] == "wolf" and n < state.round
            if not state.is_alive(seat):
                assert k.picks == () and k.victim == (False, None) and k.wolves_notes == ()
            d = state.death_of(seat)
            for night, _t, _team in k.seer_results:
                assert d is None or night <= int(d.moment[1:])


@PROPS
@given(st.integers(0, 10**9))
def test_every_illegal_choice_is_refused_with_its_code_and_changes_nothing(seed):
    states, _ = play(seed, notes=False)
    for state in states[:: max(1, len(states) // 8)]:
        if state.phase in ("day", "end"):
            continue
        before = CLASSIC.dumps(state)
        for seat in range(state.n):
            legal = CLASSIC.options(state, seat)
            for step in ("wolves", "seer", "bodyguard", "witch", "hunter", "vote", "last_turn"):
                for args in candidates(state, step, seat) + [{"player": "x"}, {"save": False}, "junk"]:
                    code = objection(state, step, seat, args)
                    try:
                        CLASSIC.check(state, Choice(step, seat, args))
                    except RuleError as err:
                        assert err.code == code and code in CLASSIC_CODES and (code in CODES or code in NEW_CODES)
                        try:
                            CLASSIC.apply(state, Choice(step, seat, args))
                        except RuleError as again:
                            assert again.code == code
                        else:
                            raise AssertionError("apply accepted what check refused")
                    else:
                        assert code is None
                        if isinstance(args, dict):
                            assert args in legal
        assert CLASSIC.dumps(state) == before


@PROPS
@given(st.integers(0, 10**9), st.integers(0, 400))
def test_save_load_continue_gives_the_same_outcome(seed, cut):
    states, actions = play(seed, notes=False)
    cut = min(cut, len(actions))
    loaded = CLASSIC.loads(CLASSIC.dumps(states[cut]))
    assert loaded == states[cut]
    state = loaded
    for action in actions[cut:]:
        state = step_game(state, action)
    assert state == states[-1]
    assert CLASSIC.outcome(state) == CLASSIC.outcome(states[-1])
