"""Legality apart from applying: `check` and `why_not` judge a choice without applying it,
and agree with `apply` on every choice, legal or not."""
from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from app.core.common.errors import PhaseError, RuleError
from app.core.onenight import engine as G
from app.core.onenight import steps
from app.core.onenight.table import GameState

from .pools import POOL_NAMES, SEEDS
from .test_properties import legal_skips, new_random_game, rand_args, random_choice

LEGALITY = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def outcome(call: Callable[..., Any], *args: Any) -> tuple[Any, ...] | None:
    """None when `call(*args)` passes, else what it raised: type, code, reason and message."""
    try:
        call(*args)
    except (RuleError, PhaseError) as exc:
        return (type(exc), getattr(exc, "code", None), getattr(exc, "reason", None), str(exc))
    return None


def night_states(seed: int, pool: str) -> list[GameState]:
    """Every state a random night passes through, from the first decision to the Day."""
    g, rng = new_random_game(seed, pool)
    g = G.advance(g)
    states = [g]
    while g.phase in G.NIGHT_PHASES:
        g = G.apply(g, random_choice(g, rng))
        states.append(g)
    return states


def trial_choices(g: GameState, rng: random.Random) -> list[G.Choice]:
    """For the current turn: every legal option and skip, random malformed or illegal args,
    no entry, args that are not an object, other seats, and a wrong step."""
    req = G.request(g)
    if req is None:
        return [G.Choice("seer", 0, None)]
    out: list[G.Choice] = []
    for seat in req.seats or (None,):
        opts = G.options(g, seat) if seat is not None else []
        entries: list[Any] = [copy.deepcopy(o) for o in opts]
        if seat is not None:
            entries += legal_skips(g, req.step, seat, opts)
            entries += [rand_args(rng, g, seat, opts) for _ in range(8)]
        entries += [None, {}, ["player", g.seats[0]], "x"]
        out += [G.Choice(req.step, seat, a) for a in entries]
    sample = copy.deepcopy(G.options(g, req.seats[0])[:1] or [{}])[0] if req.seats else {}
    out += [G.Choice(req.step, s, sample) for s in range(len(g.seats)) if s not in req.seats]
    out += [G.Choice(req.step, -1, None), G.Choice(req.step, True, None), G.Choice(req.step, "P0", None)]  # type: ignore[arg-type]
    out.append(G.Choice("seer" if req.step != "seer" else "robber", req.seats[0] if req.seats else None, None))
    return out


def early_state(g: GameState, rng: random.Random) -> GameState | None:
    """The state moved to a later step's turn, as the planner checks an early decision."""
    if g.phase not in G.NIGHT_PHASES or g.pos + 1 >= len(g.order):
        return None
    step = rng.choice(g.order[g.pos + 1:])
    return G.at_step(g, step, rng.randrange(len(g.seats)))


@LEGALITY
@given(seed=SEEDS, pool=POOL_NAMES)
def test_check_and_why_not_agree_with_apply_on_every_choice(seed: int, pool: str) -> None:
    rng = random.Random(seed ^ 0xC4EC)
    for g in night_states(seed, pool):
        for state in filter(None, (g, early_state(g, rng))):
            frozen = copy.deepcopy(state)
            legal = {(s, repr(o)) for s in G.turn_seats(state) for o in G.options(state, s)}
            for choice in trial_choices(state, rng):
                args = copy.deepcopy(choice.args)
                by_apply = outcome(G.apply, state, choice)
                by_check = outcome(G.check, state, choice)
                assert by_check == by_apply, f"{choice}: check {by_check} but apply {by_apply}"
                if by_apply is None or by_apply[0] is RuleError:
                    err = G.why_not(state, choice)
                    assert (None if err is None else (type(err), err.code, err.reason, str(err))) == by_apply
                if (choice.seat, repr(choice.args)) in legal:
                    assert by_check is None, f"an option was rejected: {choice} -> {by_check}"
                assert choice.args == args, "judging a choice changed its args"
            assert state == frozen, "judging a choice changed the state"


def _boom(*_: Any) -> Any:
    raise AssertionError("an effect ran")


def _no_effects(mp: pytest.MonkeyPatch) -> None:
    """Make every effect, every step's run and every turn change fail loudly."""
    for name, act in list(steps.ACTIONS.items()):
        mp.setitem(steps.ACTIONS, name, steps.Action(act.shape, act.check, _boom, act.candidates))
    for step, rule in list(G._RULES.items()):
        mp.setitem(G._RULES, step, G._Rule(rule.check, _boom))
    mp.setattr(G, "_next_turn", _boom)
    mp.setattr(G, "_dawn", _boom)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, pool=POOL_NAMES)
def test_check_never_applies_a_choice(seed: int, pool: str) -> None:
    rng = random.Random(seed ^ 0xB00)
    states = night_states(seed, pool)
    trials = [(g, c) for g in states for c in trial_choices(g, rng)]
    judged = {id(c): outcome(G.check, g, c) for g, c in trials}
    with pytest.MonkeyPatch.context() as mp:
        _no_effects(mp)
        frozen = copy.deepcopy(states)
        for g, choice in trials:
            assert outcome(G.check, g, choice) == judged[id(choice)]
            outcome(G.why_not, g, choice)
        assert states == frozen


def test_apply_does_run_effects_that_check_skips() -> None:
    """The guard above can fail: with effects disabled, applying a legal choice breaks."""
    g = G.advance(G.new_game(["Ann", "Bob", "Cat"], deal=G.Deal(("vampire", "villager", "seer"),
                                                               ("villager", "cupid", "priest"))))
    choice = G.Choice("vampires", 0, {"player": "Bob"})
    with pytest.MonkeyPatch.context() as mp:
        _no_effects(mp)
        G.check(g, choice)
        with pytest.raises(AssertionError, match="an effect ran"):
            G.apply(g, choice)


def test_why_not_gives_the_code_and_reason_without_applying() -> None:
    g = G.advance(G.new_game(["Ann", "Bob", "Cat"], deal=G.Deal(("vampire", "villager", "seer"),
                                                               ("villager", "cupid", "priest"))))
    err = G.why_not(g, G.Choice("vampires", 0, {"player": "Ann"}))
    assert err is not None and (err.code, err.reason) == ("illegal_target", "vampire_target")
    assert G.why_not(g, G.Choice("vampires", 0, {"player": "Bob"})) is None


def test_apply_events_returns_the_state_and_the_new_events() -> None:
    g = G.advance(G.new_game(["Ann", "Bob", "Cat"], deal=G.Deal(("vampire", "villager", "seer"),
                                                               ("villager", "cupid", "priest"))))
    choice = G.Choice("vampires", 0, {"player": "Bob"})
    after, events = G.apply_events(g, choice)
    assert after == G.apply(g, choice)
    assert [e.step for e in events] == ["vampires"]
