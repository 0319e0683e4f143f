"""Mutated save files: each must be refused as corrupt, or load into a consistent game that
plays to the end through the public API (engine, hand-off planner, outcome, story).

`run(count, seed)` is the whole fuzz: `count` mutated saves drawn from real saves of random
games (fresh deals, mid-night plans with early decisions, open visits, day, vote, reveal),
replayable from `seed`. The suite runs it with a small count; benchmarks/fuzz.py with more.
"""
from __future__ import annotations

import copy
import json
import random
from collections import Counter
from typing import Any

from app.core.common.errors import SaveError
from app.core.onenight.catalog import STEP_BY_ID
from app.core.onenight import engine as G
from app.core.onenight import handoff as P
from app.core.onenight import save, story, victory
from app.core.onenight.catalog import MARKS, ROLES, STEP_IDS, Phase
from app.core.onenight.simulate import random_args, random_deck, random_votes
from app.core.onenight.table import GameState

PHASES = frozenset(p.value for p in Phase)
ROLE_POOLS = (sorted(ROLES), sorted(r for r, role in ROLES.items() if role.box.value == "vampire"))
IDS = sorted(ROLES) + list(MARKS) + sorted(STEP_IDS) + sorted(PHASES) + ["P0", "P1", ""]
MAX_VISITS = 400  # far more than any real night needs: more means the night never ends


class Broken(Exception):
    """A loaded save that breaks an invariant, crashes, or never ends."""


# --- real saves ------------------------------------------------------------------------


def _seats(n: int) -> list[str]:
    return [f"P{i}" for i in range(n)]


def real_saves(rng: random.Random) -> list[str]:
    """The save texts of one random game at several moments."""
    n = rng.randint(3, 10)
    deck = random_deck(rng, n, rng.choice(ROLE_POOLS))
    plan = P.start(G.new_game(_seats(n), deck, rng.randrange(1 << 30)))
    plans = [plan]
    while not P.night_over(plan):
        plan = P.deliver(P.open_visit(plan))
        plans.append(plan)
        while (ask := P.next_ask(plan)) is not None:
            plan = P.deliver(P.decide(plan, ask, random_args(rng, plan, ask)))
            plans.append(plan)
        plan = P.close_visit(plan)
        plans.append(plan)
    picked = [plans[0], rng.choice(plans), rng.choice(plans)]
    picked += [p for p in plans if p.queued][:1] + [p for p in plans if p.visiting][-1:]
    day = plan.game
    vote = G.begin_vote(day)
    reveal = G.cast_votes(vote, random_votes(rng, n))
    extra = {"screen": "curtain", "timer_ms": 180000}
    texts = [save.dumps(p, extra=extra) for p in picked]
    texts += [save.dumps(day, extra={"screen": "day", "timer_ms": rng.randrange(180000)}),
              save.dumps(vote, extra={"screen": "vote_curtain", "timer_ms": 0,
                                      "lap_votes": list(random_votes(rng, n))[: rng.randrange(n)]}),
              save.dumps(reveal, extra={"screen": "reveal", "timer_ms": 0})]
    mid = [g for g in (p.game for p in plans) if g.phase == "night"]
    if mid:
        texts.append(save.dumps(rng.choice(mid)))
    return texts


# --- mutations ---------------------------------------------------------------------------


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, prefix + (i,))
    return out


def _new_value(rng: random.Random, old: Any) -> Any:
    roll = rng.random()
    if isinstance(old, bool) and roll < 0.6:
        return not old
    if isinstance(old, int) and not isinstance(old, bool) and roll < 0.7:
        return rng.choice([old + 1, old - 1, old + 2, -1, 0, 99, len(IDS), 3, 10, 11, -2, 2**40])
    if isinstance(old, str) and roll < 0.6:
        if old.startswith("{") and rng.random() < 0.5:
            return old.replace(rng.choice(["P0", "P1", "P2", "0", "1", "left", "\""]),
                               rng.choice(["P1", "P0", "P9", "2", "5", "right", ""]), 1)
        return rng.choice(IDS)
    if isinstance(old, list) and old and roll < 0.6:
        new = list(old)
        op = rng.randrange(4)
        if op == 0 and len(new) > 1:
            i, j = rng.sample(range(len(new)), 2)
            new[i], new[j] = new[j], new[i]
        elif op == 1:
            del new[rng.randrange(len(new))]
        elif op == 2:
            new.insert(rng.randrange(len(new) + 1), copy.deepcopy(rng.choice(new)))
        else:
            new[rng.randrange(len(new))] = _new_value(rng, rng.choice(new))
        return new
    return rng.choice([None, True, 0, -1, 5, 1.5, "", "abc", "P0", [], [0], {}, {"x": 1},
                       rng.choice(IDS), [rng.choice(IDS)]])


def mutate(rng: random.Random, text: str) -> str:
    """`text` with one to three values changed, mostly inside the game data."""
    doc = json.loads(text)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        paths = [p for p in _paths(doc) if p and (p[0] in ("data", "extra") or rng.random() < 0.05)]
        path = rng.choice(paths)
        parent: Any = doc
        for key in path[:-1]:
            parent = parent[key]
        parent[path[-1]] = _new_value(rng, parent[path[-1]])
    return json.dumps(doc, ensure_ascii=False)


# --- consistency and playing on ----------------------------------------------------------


def check_game(g: GameState) -> None:
    """The invariants every real game keeps (the property tests' conservation and ranges)."""
    n, n_places = len(g.seats), len(g.places)

    def need(ok: bool, why: str) -> None:
        if not ok:
            raise Broken(why)

    need(3 <= n <= 10 and len(set(g.seats)) == n, "seats")
    need(sorted(g.places) == list(range(len(g.cards))), "cards out of place")
    need(Counter(g.cards[c] for c in g.places) == Counter(g.deck), "printed cards differ from the deck")
    need(all(r in ROLES for r in g.cards), "unknown role")
    need(all(0 <= c < len(g.cards) for c in g.shields + g.face_up), "tokens on cards")
    need(len(g.mark_at) == n, "one mark per seat")
    held = list(g.mark_at) + [t for t in g.spaces if t >= 0]
    need(sorted(held) == list(range(len(g.tokens))), "marks not conserved")
    need(all(t in MARKS for t in g.tokens), "unknown mark")
    need(g.phase in PHASES and g.phase != "setup", "phase")
    need(all(s in STEP_IDS for s in g.order) and len(set(g.order)) == len(g.order), "wake order")
    for ev in g.log:
        need(-1 <= ev.actor < n, "log actor")
        for s in ev.seen:
            need(0 <= s.seat < n, "log seat")
            need(-1 <= s.place < n_places, "log place")
            need(all(0 <= t < n for t in s.seats), "log seats")
    need(all(0 <= s < n for s in g.actors + g.feared + g.vampire_team + g.assassin_actors
             + g.wolves_known + g.aura), "seat lists")
    need(-1 <= g.dg_seat < n and -1 <= g.vampire_target < n and -1 <= g.dg_viewed < n, "seat fields")
    if g.phase in G.NIGHT_PHASES:
        need(0 <= g.pos < len(g.order) and bool(g.actors), "the step in progress")
        need(0 <= g.turn < (1 if STEP_BY_ID[g.order[g.pos]].team else len(g.actors)), "the turn in progress")
    else:
        need(g.pos == len(g.order), "the night is over")
    if g.phase == "reveal":
        need(len(g.votes) == n and all(0 <= v < n and v != s for s, v in enumerate(g.votes)), "votes")
    else:
        need(not g.votes, "votes before the reveal")


def check_plan(plan: P.Plan) -> None:
    g = plan.game
    n = len(g.seats)
    check_game(g)
    if not 0 <= plan.holder < n or len(plan.delivered) != n:
        raise Broken("hand-off holder")
    if not all(0 <= d <= len(g.log) for d in plan.delivered):
        raise Broken("shown events")
    if g.phase not in G.NIGHT_PHASES + ("day",):
        raise Broken("a hand-off after the night")


def _finish(g: GameState, rng: random.Random) -> None:
    if g.phase == "day":
        g = G.begin_vote(g)
    if g.phase == "vote":
        g = G.cast_votes(g, random_votes(rng, len(g.seats)))
    check_game(g)
    victory.outcome(g)
    victory.identities(g)
    story.story_lines(g)


def play_on(obj: GameState | P.Plan, rng: random.Random) -> None:
    """Play a loaded save to the reveal with random legal choices; Broken if it cannot."""
    if isinstance(obj, P.Plan):
        plan = obj
        check_plan(plan)
        if plan.visiting:
            plan = P.close_visit(plan)
        while not P.night_over(plan):
            if plan.visits > obj.visits + MAX_VISITS:
                raise Broken("the night never ends")
            plan = P.deliver(P.open_visit(plan))
            for _ in range(50):
                ask = P.next_ask(plan)
                if ask is None:
                    break
                plan = P.deliver(P.decide(plan, ask, random_args(rng, plan, ask)))
            else:
                raise Broken("one visit never ends")
            P.pending_news(plan)
            P.knowledge(plan, plan.holder)
            plan = P.close_visit(plan)
        check_plan(plan)
        _finish(plan.game, rng)
        return
    g = obj
    check_game(g)
    for _ in range(10 * len(g.order) * len(g.seats) + 10):
        if g.phase not in G.NIGHT_PHASES:
            break
        req = G.request(g)
        assert req is not None
        seat = rng.choice(req.seats) if req.seats else None
        args = None
        if seat is not None and req.decision:
            opts = G.options(g, seat)
            args = rng.choice(opts) if opts else None
        g = G.apply(g, G.Choice(req.step, seat, args))
    else:
        raise Broken("the night never ends")
    _finish(g, rng)


def one(text: str, rng: random.Random) -> str:
    """'rejected', 'loaded', or raise Broken (with the reason) for one save text."""
    try:
        obj, _extra = save.loads_with_extra(text)
    except SaveError as err:
        if err.reason not in ("corrupt", "version") or not str(err):
            raise Broken(f"SaveError without a clear reason: {err!r}") from None
        return "rejected"
    except Exception as exc:
        raise Broken(f"load raised {type(exc).__name__}: {exc}") from None
    try:
        play_on(obj, rng)
    except Broken:
        raise
    except Exception as exc:
        raise Broken(f"playing on raised {type(exc).__name__}: {exc}") from None
    return "loaded"


def run(count: int, seed: int) -> dict[str, Any]:
    """Try `count` mutated saves; the figures: tried, rejected, loaded, failures (split in `broken`
    by invariant / crash / hang) and a few examples."""
    rng = random.Random(seed)
    figures: dict[str, Any] = {"tried": 0, "rejected": 0, "loaded": 0, "failures": 0,
                               "broken": {"invariant": 0, "crash": 0, "hang": 0}, "examples": []}
    bases: list[str] = []
    while figures["tried"] < count:
        if not bases or rng.random() < 0.02:
            bases = real_saves(rng)
        text = mutate(rng, rng.choice(bases))
        figures["tried"] += 1
        try:
            figures[one(text, random.Random(rng.random()))] += 1
        except Broken as exc:
            figures["failures"] += 1
            why = str(exc)
            kind = "hang" if "never ends" in why else "crash" if "raised" in why else "invariant"
            figures["broken"][kind] += 1
            if len(figures["examples"]) < 10:
                figures["examples"].append(str(exc))
    return figures


if __name__ == "__main__":
    import sys

    print(run(int(sys.argv[1]) if len(sys.argv) > 1 else 1000, int(sys.argv[2]) if len(sys.argv) > 2 else 1))
