"""Every public function of the One Night and classic cores that takes a seat checks it at the
boundary (issue 38): a seat that is not at the table is RuleError bad_args, never an answer about
another seat, an IndexError, a TypeError or an AttributeError."""
from __future__ import annotations

import inspect
import random
from typing import Any, Callable

import pytest

from app.core.classic import engine as CG
from app.core.classic import handoff as CH
from app.core.classic import table_mode as CT
from app.core.classic import views as CV
from app.core.classic.mode import CLASSIC
from app.core.common.errors import RuleError
from app.core.common.seats import is_seat, seat_of
from app.core.onenight import engine as G
from app.core.onenight import handoff as P
from app.core.onenight import table_mode as T
from app.core.onenight import views as V
from app.core.onenight.mode import ONE_NIGHT

SEATS = ("Ann", "Bob", "Cat", "Dan", "Eve")
N = len(SEATS)
CLASSIC_SEATS = SEATS + ("Fay", "Gus", "Hal")


def bad(n: int) -> list[Any]:
    """Seats that are not at a table of `n`."""
    return [-1, -n, n, n + 7, 2 ** 70, 1.0, 0.0, 2.5, float("nan"), "0", "Ann", "", True, False, None, [0], (0,),
            {0: 1}, b"\x00", object()]


def _table(fn: Callable) -> int:
    return len(CLASSIC_SEATS) if fn.__module__.startswith("app.core.classic") else N


def _onenight():
    deal = G.Deal(("doppelganger", "witch", "seer", "robber", "werewolf"), ("villager", "hunter", "troublemaker"))
    plan = P.deliver(P.open_visit(P.start(G.new_game(SEATS, deal=deal))))
    return plan.game, plan


def _classic():
    state = CLASSIC.new_game(list(CLASSIC_SEATS), seed=7)
    return state, CH.begin(state)


def _args(fn: Callable, seat: Any) -> dict[str, Any]:
    """Arguments for `fn` by their names, with `seat` as its seat."""
    game, plan = _onenight()
    cstate, night = _classic()
    classic = fn.__module__.startswith("app.core.classic")
    state = cstate if classic else game
    step = (CLASSIC.request(cstate).step if classic else G.current_step(game))
    given = {"state": state, "plan": plan, "night": night, "step": step, "k": 0 if classic else game.pos,
             "args": {}, "partial": {}, "rng": random.Random(0), "upto": None, "text": "x", "seen": None,
             "seat": seat}
    out = {}
    for name, p in inspect.signature(fn).parameters.items():
        if name in given:
            out[name] = given[name]
        elif p.default is inspect.Parameter.empty:
            raise AssertionError(f"{fn.__module__}.{fn.__name__}: no argument for {name}")
    return out


def _seat_functions() -> list[Callable]:
    """The public functions taking a seat of every module a mode hands out: its rules, its views,
    its planner, its narrated night (and the mode's own)."""
    out: dict[str, Callable] = {}
    for module in (G, V, P, T, CG, CV, CH, CT):
        for name, fn in vars(module).items():
            if name.startswith("_") or not inspect.isfunction(fn) or fn.__module__ != module.__name__:
                continue
            params = list(inspect.signature(fn).parameters)
            if "seat" in params and params[0] != "w":  # `w`: the engine's own working copy, never handed out
                out[f"{module.__name__}.{name}"] = fn
    for mode in (ONE_NIGHT, CLASSIC):
        for name in dir(mode):
            fn = getattr(mode, name)
            if not name.startswith("_") and inspect.isfunction(fn) and "seat" in inspect.signature(fn).parameters:
                out[f"{type(mode).__name__}.{name}"] = fn
    unique: dict[int, Callable] = {}
    for k in sorted(out):
        unique.setdefault(id(out[k]), out[k])  # a mode's function is often its module's own
    return list(unique.values())


FUNCTIONS = _seat_functions()


def test_the_functions_are_found():
    names = {f"{fn.__module__.rsplit('.', 1)[-1]}.{fn.__name__}" for fn in FUNCTIONS}
    assert {"views.knowledge", "views.looks", "views.seen_by", "engine.options", "engine.peek", "engine.looks",
            "handoff.knowledge", "handoff.ask_of", "handoff.visit_index", "mode.ballot_targets",
            "engine.write_note", "table_mode.at"} <= names
    assert len(FUNCTIONS) >= 30


@pytest.mark.parametrize("fn", FUNCTIONS, ids=lambda fn: f"{fn.__module__.removeprefix('app.core.')}.{fn.__name__}")
def test_a_seat_not_at_the_table_is_bad_args(fn):
    for seat in bad(_table(fn)):
        kwargs = _args(fn, seat)
        with pytest.raises(RuleError) as err:
            fn(**kwargs)
        assert err.value.code == "bad_args", (seat, err.value)


@pytest.mark.parametrize("fn", FUNCTIONS, ids=lambda fn: f"{fn.__module__.removeprefix('app.core.')}.{fn.__name__}")
def test_a_real_seat_is_never_refused_as_unknown(fn):
    for seat in range(_table(fn)):
        try:
            fn(**_args(fn, seat))
        except RuleError as exc:
            assert "is not a seat" not in str(exc), (seat, exc)
        except (KeyError, ValueError, LookupError, TypeError) as exc:  # other arguments are made up here
            assert not isinstance(exc, RuleError) and "seat" not in str(exc).lower(), (seat, exc)
        except Exception:  # noqa: BLE001 - a planner's PhaseError for a visit not open, and the like
            pass


def test_the_issues_examples():
    game, _plan = _onenight()
    for seat in (-1, N, "0", 1.5, True):
        with pytest.raises(RuleError, match="bad_args"):
            V.knowledge(game, seat)
        with pytest.raises(RuleError, match="bad_args"):
            ONE_NIGHT.knowledge(game, seat)
    with pytest.raises(RuleError, match="bad_args"):
        V.looks(game, 0, 5)
    with pytest.raises(RuleError, match="bad_args"):
        V.knowledge(game, 0, upto=-1)
    assert V.knowledge(game, 4).name == "Eve"
    cstate, _night = _classic()
    with pytest.raises(RuleError, match="bad_args"):
        CLASSIC.knowledge(cstate, -1)
    with pytest.raises(RuleError, match="bad_args"):
        CLASSIC.options(cstate, 8)


def test_the_helper():
    assert [is_seat(s, 3) for s in (0, 2, 3, -1, True, 1.0, "1", None)] == [True, True] + [False] * 6
    assert seat_of(1, 2) == 1
    with pytest.raises(RuleError) as err:
        seat_of(object(), 2)
    assert err.value.code == "bad_args" and "not a seat" in str(err.value)
