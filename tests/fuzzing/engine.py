"""Arbitrary Python objects against the engine's public calls.

`engine.apply`, `handoff.decide`, `engine.cast_votes`, `engine.peek` and `engine.options`
get JSON-ish and non-JSON arguments (mixed-type dict keys, huge integers, deep nesting,
sets, bytes, plain objects, near-legal args with one part broken, forged asks). Every call
must either succeed or raise a typed error with a known `code`; the state given is never
changed; and what is accepted must be legal (an accepted choice is one of `options`, an
accepted early ask is one the planner offers, accepted votes are one seat per seat).

The read functions get seats too, half of them not at the table (negative, past the table, a
float, a bool, a text, None, junk): One Night's knowledge (`views.knowledge`, `seen_by`, the
planner's `knowledge`), its other reads (`views.looks`, the engine's and the planner's questions
about a seat, the ballot's targets), and the classic mode's (`knowledge`, `options`, `write_note`,
the planner's `visit_index` and `at`, the narrated night's `at`) on positions of standard and
extended games. A seat that is not at the table must be refused with `bad_args` (accepting it,
or any other error, is a failure); a real seat gets an answer or a coded error.

`run(count, seed)` returns the figures; `python -m tests.fuzzing.engine [COUNT] [SEED]`
prints them.
"""
from __future__ import annotations

import json
import math
import pickle
import random
import sys
import traceback
from pathlib import Path
from typing import Any, Callable

from app.core.classic import handoff as CH
from app.core.classic import simulate as CS
from app.core.classic import table_mode as CT
from app.core.classic.mode import CLASSIC
from app.core.common import errors
from app.core.common.seats import is_seat
from app.core.onenight import engine as G
from app.core.onenight import handoff as P
from app.core.onenight import views as V
from app.core.onenight.catalog import STEP_IDS
from app.core.onenight.mode import ONE_NIGHT
from app.core.onenight.simulate import random_deck

TARGETS = ("apply", "decide", "cast_votes", "peek", "options", "knowledge", "reads", "classic")
CODES = (frozenset(errors.CODES) | frozenset(errors.CLASSIC_CODES) | frozenset(errors.EXTENDED_CODES)
         | frozenset(getattr(errors, "VOTE_CODES", ())) | {"wrong_phase"})
STEPS = sorted(STEP_IDS)
TWO_PART_POOL = ["doppelganger", "witch", "paranormal_investigator", "seer", "robber", "werewolf",
                 "villager", "troublemaker", "drunk", "insomniac", "mason", "minion", "tanner", "hunter"]
FIRST_HALF = {"doppelganger": "player", "witch": "centre", "paranormal_investigator": "players"}
KEYS = ("player", "players", "centre", "centres", "then", "card", "mark", "swap", "direction")


class _Odd:
    """An object with nothing JSON about it."""

    def __repr__(self) -> str:
        return "<odd>"


class _BadRepr:
    def __repr__(self) -> str:
        raise RuntimeError("no repr")


def _deep(depth: int) -> list[Any]:
    out: list[Any] = []
    for _ in range(depth):
        out = [out]
    return out


def junk(rng: random.Random, seats: tuple[str, ...], depth: int = 0) -> Any:
    """A random Python object, JSON-ish or not."""
    kind = rng.randrange(22 if depth < 2 else 16)
    simple: list[Callable[[], Any]] = [
        lambda: None, lambda: True, lambda: False,
        lambda: rng.choice([0, 1, 2, 3, 4, -1, len(seats), 2**64]),
        lambda: 10**5000,
        lambda: rng.choice([1.0, 0.5, math.nan, math.inf, -0.0]),
        lambda: rng.choice(seats + ("", "Nobody", "ann", seats[0] + "\u200b")),
        lambda: rng.choice(["left", "right", "cards", "marks"] + STEPS[:3]),
        lambda: b"Ann", lambda: _Odd(), lambda: _BadRepr(),
        lambda: rng.choice([[], {}, (), set(), frozenset()]),
        lambda: _deep(rng.choice([50, 3000])),
        lambda: {1: "Ann", "player": seats[0]},  # mixed-type keys: sorted() cannot order them
        lambda: {None: 1, (1, 2): 3},
        lambda: tuple(seats[:2]),
    ]
    if kind < len(simple):
        return simple[kind]()
    if kind < 19:
        return [junk(rng, seats, depth + 1) for _ in range(rng.randrange(4))]
    keys = list(KEYS) + [0, 1.5, None, ("player",), True]
    return {rng.choice(keys): junk(rng, seats, depth + 1) for _ in range(rng.randrange(1, 4))}


def near(rng: random.Random, seats: tuple[str, ...], legal: list[Any]) -> Any:
    """A legal choice with one part broken (or junk when there is none)."""
    if not legal or rng.random() < 0.3:
        return junk(rng, seats)
    args = json.loads(json.dumps(rng.choice(legal)))
    if not isinstance(args, dict) or not args:
        return junk(rng, seats)
    return _break(rng, seats, args)


def _break(rng: random.Random, seats: tuple[str, ...], args: dict[Any, Any]) -> Any:
    key = rng.choice(list(args))
    way = rng.randrange(5)
    if way == 0:
        args[key] = junk(rng, seats)
    elif way == 1:
        args[rng.choice([1, None, "extra", ("player",)] + list(KEYS))] = junk(rng, seats)
    elif way == 2 and isinstance(args[key], list) and args[key]:
        args[key] = [junk(rng, seats)] + args[key][1:]
    elif way == 3 and isinstance(args[key], dict) and args[key]:
        args[key] = _break(rng, seats, args[key])
    else:
        value = args.pop(key)
        other = junk(rng, seats)
        args[other if _hashable(other) else 7] = value
    return args


def _hashable(v: Any) -> bool:
    try:
        hash(v)
    except TypeError:
        return False
    return True


# --- positions: real games at every kind of moment -------------------------------------


def positions(rng: random.Random, games: int) -> list[P.Plan]:
    """Planner states with a visit open, from random legal games (night, day, vote)."""
    out: list[P.Plan] = []
    for k in range(games):
        n = rng.randrange(3, 9)
        seats = tuple(f"P{i}" for i in range(n))
        pool = TWO_PART_POOL if k % 3 == 0 else None  # games where peek has something to show
        plan = P.start(G.new_game(seats, random_deck(rng, n, pool), rng.randrange(1 << 30)))
        for _lap in range(60):
            if P.night_over(plan):
                break
            plan = P.deliver(P.open_visit(plan))
            while (ask := P.next_ask(plan)) is not None:
                if rng.random() < 0.35:
                    out.append(plan)
                opts = P.options(plan, ask)
                args = rng.choice(opts) if opts else None
                if not ask.mandatory and rng.random() < 0.2:
                    args = None
                plan = P.deliver(P.decide(plan, ask, args))
            if rng.random() < 0.15:
                out.append(plan)
            plan = P.close_visit(plan)
        day = P.open_visit(plan)
        out.append(day)
        out.append(P._with(day, game=G.begin_vote(day.game)))
    return out


def classic_positions(rng: random.Random, games: int) -> list[tuple[Any, Any]]:
    """(state, tonight's progress or None) at moments of random classic games, standard and extended."""
    out: list[tuple[Any, Any]] = []

    def grab(kind: str, state: Any, night: Any, info: Any) -> None:
        if rng.random() < 0.08:
            out.append((state, night))

    for k in range(games):
        n = rng.choice((8, 9)) if k % 2 == 0 else rng.choice((8, 10, 12))
        seats = [f"C{i}" for i in range(n)]
        if k % 2:
            deck = CS.random_deck(rng, n)
            played = CS.play_game(seats, rng.randrange(1 << 30), rng, grab, preset="extended", deck=deck,
                                  options=CS.random_options(rng))
        else:
            played = CS.play_game(seats, rng.randrange(1 << 30), rng, grab)
        out.append((played.state, None))
    return out


# --- seats for the read functions -------------------------------------------------------


def bad_seat(rng: random.Random, n: int) -> Any:
    """A seat that is not at a table of `n`."""
    return rng.choice([-1, -n, -n - 1, n, n + 1, 2 ** 64, 10 ** 5000, 1.0, 0.0, -0.0, float(n - 1), math.nan,
                       math.inf, True, False, None, "0", "1", "P0", "", [0], (0,), {0: 0}, {0}, b"\x00", _Odd(),
                       _BadRepr()])


def a_seat(rng: random.Random, n: int) -> Any:
    return rng.randrange(n) if rng.random() < 0.5 else bad_seat(rng, n)


def _read(call: Callable[[], Any], seat: Any, n: int) -> tuple[Callable[[], Any], Callable[[Any], str]]:
    """A read of `seat`: refused with bad_args when the seat is not at the table (any other code is
    a failure, raised here without a code); a real seat's answer is fine."""
    good = is_seat(seat, n)

    def run() -> Any:
        try:
            return call()
        except errors.RuleError as exc:
            if not good and exc.code != "bad_args":
                raise AssertionError(f"seat {errors.show(seat)} refused with {exc.code}, not bad_args") from None
            raise
        except Exception as exc:
            if not good and getattr(exc, "code", None) is not None:
                raise AssertionError(f"seat {errors.show(seat)} refused with {exc.code}, not bad_args") from None
            raise

    return run, (lambda _r: "" if good else f"answered for seat {errors.show(seat)}, not at the table")


def _reads(rng: random.Random, target: str, plan: P.Plan) -> tuple[Callable[[], Any], Callable[[Any], str]]:
    g = plan.game
    n = len(g.seats)
    seat = a_seat(rng, n)
    if target == "knowledge":
        way = rng.randrange(3)
        if way == 0:
            upto = rng.choice([None, None, rng.randrange(len(g.log) + 2), -1, "2", 1.5, True])
            if upto is not None and not (type(upto) is int and upto >= 0):
                seat = rng.randrange(n)  # a real seat: the bad `upto` alone must be refused
                return _read(lambda: V.knowledge(g, seat, upto), "bad upto", n)
            return _read(lambda: V.knowledge(g, seat, upto), seat, n)
        if way == 1:
            return _read(lambda: V.seen_by(g, seat), seat, n)
        return _read(lambda: P.knowledge(plan, seat), seat, n)
    steps = list(g.order) or STEPS
    k = rng.randrange(len(g.order)) if g.order else 0
    step = rng.choice(steps)
    calls: list[Callable[[], Any]] = [
        lambda: V.looks(g, seat, rng.choice([junk(rng, g.seats), {}, {"player": rng.choice(g.seats)},
                                             {"centre": rng.randrange(3)}, {"players": [rng.choice(g.seats)]}, 5])),
        lambda: G.copy_of(g, seat),
        lambda: G.would_act(g, step, seat),
        lambda: G.needs_decision(g, step, seat),
        lambda: G.thumbs_preview(g, step, seat),
        lambda: G.random_option(g, seat, random.Random(rng.random())),
        lambda: P.undelivered(plan, seat),
        lambda: P.early_asks(plan, seat),
        lambda: P.ask_of(plan, seat),
        lambda: P.is_open(plan, seat),
        lambda: P.visit_number(plan, seat),
        lambda: ONE_NIGHT.ballot_targets(g, seat),
    ]
    if g.order:
        calls += [lambda: G.acts_at(g, k, seat), lambda: G.shows_bystander(g, k, seat)]
    return _read(rng.choice(calls), seat, n)


def _classic(rng: random.Random, state: Any, night: Any) -> tuple[Callable[[], Any], Callable[[Any], str]]:
    n = state.n
    seat = a_seat(rng, n)
    calls: list[Callable[[], Any]] = [
        lambda: CLASSIC.knowledge(state, seat),
        lambda: CLASSIC.options(state, seat),
        lambda: CLASSIC.write_note(state, seat, rng.choice(["a note", "", "x" * 200])),
    ]
    if night is not None:
        step = rng.choice(CT.calls(state) or ("wolves",))
        calls += [lambda: CH.visit_index(state, night, seat), lambda: CH.at(state, night, seat),
                  lambda: CT.at(state, night, step, seat)]
    return _read(rng.choice(calls), seat, n)


# --- one call ------------------------------------------------------------------------


def _unorder(args: Any) -> Any:
    if not isinstance(args, dict):
        return args
    out = {}
    for k, v in args.items():
        if k in ("centres", "players") and isinstance(v, list):
            v = sorted(v, key=json.dumps)
        elif k == "then":
            v = _unorder(v)
        out[k] = v
    return out


def _key(args: Any, unordered: bool = False) -> str | None:
    """A type-strict comparable form of args (the order inside unordered pairs ignored)."""
    try:
        return json.dumps(_unorder(args) if unordered else args, sort_keys=True)
    except (TypeError, ValueError, RecursionError):
        return None


def _attack(rng: random.Random, target: str, plan: P.Plan) -> tuple[Callable[[], Any], Callable[[Any], str]]:
    """(the call, a check of an accepted result: "" when fine, else what is wrong)."""
    g = plan.game
    seats = g.seats
    n = len(seats)
    fine: Callable[[Any], str] = lambda _r: ""
    turn = tuple(G.turn_seats(g))
    if target == "options":
        seat = rng.choice([*range(-1, n + 1), *[float(t) for t in turn] * 3, True, False,
                           *[junk(rng, seats) for _ in range(3)]])
        return (lambda: G.options(g, seat)), (lambda r: "" if isinstance(r, list) else "not a list")
    if target == "cast_votes":
        good = [rng.choice([t for t in range(n) if t != s]) for s in range(n)]
        way = rng.randrange(6)
        if way == 0:
            votes: Any = junk(rng, seats)
        elif way == 1:
            votes = dict(enumerate(good))
            votes[rng.choice([0, True, "0", 0.0, None, n])] = junk(rng, seats)
        elif way == 2:
            good[rng.randrange(n)] = junk(rng, seats)
            votes = tuple(good)
        elif way == 3:
            votes = (x for x in good)
        elif way == 4:
            s = rng.randrange(n)
            good[s] = s
            votes = good
        else:
            votes = tuple(good)

        def votes_ok(r: Any) -> str:
            v = tuple(r.votes)
            ok = len(v) == n and all(type(t) is int and 0 <= t < n and t != s for s, t in enumerate(v))
            return "" if ok else f"accepted votes {v!r}"

        return (lambda: G.cast_votes(g, votes)), votes_ok
    if target == "peek":
        seat = rng.choice(list(turn) or [0]) if rng.random() < 0.8 else rng.choice(
            [junk(rng, seats), *[float(t) for t in turn], True])
        legal = G.options(g, int(seat)) if type(seat) in (int, float, bool) and seat in turn else []
        key = FIRST_HALF.get(G.current_step(g) or "", "player")
        way = rng.random()
        if way < 0.4:
            args = near(rng, seats, legal)
        elif way < 0.6:
            args = {key: rng.choice([junk(rng, seats), 1.0, True, [junk(rng, seats)], [1.0], {0: seats[0]}])}
        else:
            args = rng.choice(legal or [{}])
        return (lambda: G.peek(g, seat, args)), (lambda r: "" if isinstance(r, list) else "not a list")
    if target == "apply":
        step = G.current_step(g)
        if rng.random() < 0.8:
            st = step
        else:
            st = rng.choice(STEPS + [junk(rng, seats)])
        seat = rng.choice(list(turn) or [None]) if rng.random() < 0.8 else rng.choice(
            [None, -1, n, *range(n), junk(rng, seats)])
        legal = G.options(g, seat) if is_seat(seat, n) else []
        args = near(rng, seats, legal) if rng.random() < 0.85 else rng.choice([None, {}] + legal)
        choice = G.Choice(st, seat, args) if rng.random() < 0.97 else junk(rng, seats)

        def applied_ok(_r: Any) -> str:
            if args is None or args == {}:
                return ""
            unordered = st in ("gremlin", "doppel_gremlin", "seer", "doppelganger")  # pairs listed once
            keys = {_key(o, unordered) for o in legal}
            k = _key(args, unordered)
            return "" if k is not None and k in keys else f"accepted {st}/{seat} args not among the options"

        return (lambda: G.apply(g, choice)), applied_ok
    # decide
    real = P.next_ask(plan)
    offered = {(a.step, a.seat) for a in P.early_asks(plan, plan.holder)}
    way = rng.randrange(4)
    if real is not None and way < 2:
        ask: Any = real
    elif way == 3 and rng.random() < 0.1:
        ask = junk(rng, seats)
    else:
        ask = P.Ask(rng.choice(STEPS + list(g.order)), rng.choice([plan.holder] * 4 + [0, n - 1]),
                    rng.random() < 0.7, rng.random() < 0.5, ())
    if isinstance(ask, P.Ask):
        legal = P.options(plan, ask) if ask == real else []
    else:
        legal = []
    args = near(rng, seats, legal) if rng.random() < 0.8 else rng.choice([None] + legal)

    def decided_ok(_r: Any) -> str:
        # The ask's informational fields (mandatory, team) do not matter; who decides what does.
        if real is not None and isinstance(ask, P.Ask) and (ask.step, ask.seat, ask.early) == (
                real.step, real.seat, real.early):
            return ""
        if isinstance(ask, P.Ask) and ask.early and (ask.step, ask.seat) in offered:
            return ""
        return f"accepted a forged ask {ask!r}"

    return (lambda: P.decide(plan, ask, args)), decided_ok


def run(count: int = 2000, seed: int = 0) -> dict[str, Any]:
    """`count` fuzzed calls spread over the targets (TARGETS, in turn).

    Figures per target and in all: tried; ok (accepted, and legal); rejected (a typed error
    with a known code); failures: no code (an exception without one, or a traceback),
    accepted illegal input, or a state changed.
    """
    rng = random.Random(seed)
    plans = positions(rng, max(8, count // 60))
    night = [p for p in plans if G.current_step(p.game) is not None]
    after = [p for p in plans if G.current_step(p.game) is None]
    two_part = [p for p in night if G.current_step(p.game) in ("doppelganger", "witch", "paranormal_investigator")]
    pools = {"cast_votes": after, "peek": two_part or night}
    classic = classic_positions(rng, max(2, count // 400))
    figures: dict[str, Any] = {"attack": "engine calls", "tried": 0, "ok": 0, "rejected": 0, "failures": 0,
                               "no_code": 0, "accepted_illegal": 0, "changed": 0, "by_target": {},
                               "by_error": {}, "examples": []}
    for t in TARGETS:
        figures["by_target"][t] = {"tried": 0, "failures": 0}
    for i in range(count):
        target = TARGETS[i % len(TARGETS)]
        pool = pools.get(target, night) if rng.random() < 0.9 else plans
        plan: Any = rng.choice(pool or plans)
        if target == "classic":
            plan = rng.choice(classic)
            call, accepted = _classic(rng, *plan)
        elif target in ("knowledge", "reads"):
            call, accepted = _reads(rng, target, plan)
        else:
            call, accepted = _attack(rng, target, plan)
        before = pickle.dumps(plan)
        figures["tried"] += 1
        figures["by_target"][target]["tried"] += 1
        problem = ""
        kind = ""
        try:
            result = call()
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException as exc:  # noqa: BLE001 - the very thing counted
            code = getattr(exc, "code", None)
            if isinstance(code, str) and code in CODES:
                figures["rejected"] += 1
            else:
                kind, problem = "no_code", _where(exc)
                name = f"{target}:{type(exc).__name__}"
                figures["by_error"][name] = figures["by_error"].get(name, 0) + 1
        else:
            problem = accepted(result)
            if problem:
                kind = "accepted_illegal"
            else:
                figures["ok"] += 1
        if pickle.dumps(plan) != before:
            kind, problem = "changed", f"{target} changed the state it was given"
        if kind:
            figures[kind] += 1
            figures["failures"] += 1
            figures["by_target"][target]["failures"] += 1
            if len(figures["examples"]) < 10:
                figures["examples"].append({"target": target, "kind": kind, "error": problem})
    return figures


def _where(exc: BaseException) -> str:
    tb = traceback.extract_tb(exc.__traceback__)
    last = tb[-1] if tb else None
    at = f" at {Path(last.filename).name}:{last.lineno}" if last else ""
    try:
        text = str(exc)[:100]
    except Exception:  # noqa: BLE001
        text = "?"
    return f"{type(exc).__name__}: {text}{at}"


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:3]]
    print(json.dumps(run(*args)))
