"""The classic Mode's members of ARCHITECTURE.md's table: why_not and looks (found without
applying), ballot_targets and cast_ballot (the secret vote as core data), the planner as an
object, and the phases moving only through the phase table."""
from __future__ import annotations

import random

import pytest

from app.core.classic import simulate as S
from app.core.classic.mode import CLASSIC
from app.core.classic.phases import PHASES
from app.core.classic.state import Choice
from app.core.common.errors import RuleError, VoteError

SEATS = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
ROLES = ("wolf", "wolf", "seer", "bodyguard", "witch", "hunter", "villager", "villager")


def game():
    return CLASSIC.new_game(SEATS, seed=1, roles=ROLES)


def at_the_seer():
    g = game()
    for w in (0, 1):
        g, _ = CLASSIC.apply(g, Choice("wolves", w, {"player": 6}))
    return g


def test_why_not_is_the_code_check_raises_and_none_for_a_legal_choice():
    g = at_the_seer()
    assert CLASSIC.why_not(g, Choice("seer", 2, {"player": 0})) is None
    for choice in (Choice("seer", 2, {"player": 2}), Choice("seer", 3, {"player": 0}),
                   Choice("seer", 2, {"player": 99}), Choice("wolves", 0, {"player": 6})):
        with pytest.raises(RuleError) as err:
            CLASSIC.check(g, choice)
        assert CLASSIC.why_not(g, choice) == err.value.code


def test_looks_shows_the_seer_her_look_and_applies_nothing():
    g = at_the_seer()
    shown = CLASSIC.looks(g, 2, {"player": 0})
    assert [(e.kind, e.target, e.value) for e in shown] == [("look", 0, "wolves")]
    assert CLASSIC.looks(g, 2, {}) == ()  # a skip shows nothing
    assert CLASSIC.request(g).step == "seer" and not any(e.kind == "look" for e in g.log)
    with pytest.raises(RuleError):
        CLASSIC.looks(g, 2, {"player": 2})


def to_the_vote(seed: int):
    rng = random.Random(seed)
    p = S.Policy(rng)
    g = CLASSIC.new_game(SEATS, seed=seed)
    g, _ = S.play_night(g, p)
    g = S.play_last_turns(g, p)
    return g, rng


@pytest.mark.parametrize("seed", range(6))
def test_a_vote_cast_ballot_by_ballot_is_the_vote_applied_choice_by_choice(seed):
    g, rng = to_the_vote(seed)
    if g.phase != "day":
        pytest.skip("the game ended at dawn")
    g, _ = CLASSIC.begin_vote(g)
    lap = CLASSIC.ballot_lap(g)
    assert lap.voters == g.pending == g.alive
    direct = g
    while lap.seat is not None:
        seat = lap.seat
        targets = CLASSIC.ballot_targets(g, seat)
        assert seat not in targets and set(targets) == set(g.alive) - {seat}
        with pytest.raises(VoteError):
            CLASSIC.cast_ballot(g, lap, seat)  # nobody votes for themselves (§5.2)
        target = rng.choice(targets + (None,))
        g, lap = CLASSIC.cast_ballot(g, lap, target)
        direct, _ = CLASSIC.apply(direct, Choice("vote", seat, {} if target is None else {"player": target}))
        assert g == direct
    assert g.phase != "vote"
    with pytest.raises(VoteError):
        CLASSIC.cast_ballot(g, lap, 0)


def test_the_planner_is_an_object_with_the_hand_off():
    g = game()
    night = CLASSIC.planner.begin(g)
    assert CLASSIC.planner.current(g, night).seat == 0 and CLASSIC.planner.laps(g) == 2
    assert not isinstance(CLASSIC.planner, type(random))  # not a module


def test_a_dusk_goes_back_to_the_vote_through_the_phase_table():
    assert PHASES.after("dusk", "vote_again") == "vote"
    assert PHASES.after("dusk", "no_result") == "night"
