"""Random legal games through the hand-off planner:
`python -m app.core.simulate --players N --games G --seed S [--deck id,id,...] [--no-early]`.

Prints one JSON object: games, seconds, games_per_second, visits_mean, laps_mean, laps_p95,
wins (fraction of games each team won), and the night's shape (DESIGN.md §Hand-off 7):
laps_fixed (L, the laps fixed before the night for this deck and seat count; the most common
one when the deck is filled at random each game, with every value in laps_fixed_values),
extended_share (share of nights that needed more than L laps), end_seats (sorted seats the
nights ended on), visits_per_seat (the sorted distinct per-seat visit counts of one night:
of the night with the most of them, so one value when every seat got as many visits in every
night).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from functools import lru_cache
from typing import Any

from ..common.draws import below
from ..common.watch import Sample, identical, lifts
from . import engine as G
from . import handoff as P
from .catalog import ROLES, WOLF_CENTRE_ROLES
from .table import GameState
from .victory import Outcome, outcome, resolve

VAMPIRE_DECKS = {
    3: "vampire,the_master,renfield,priest,cupid,marksman",
    4: "vampire,the_count,renfield,priest,cupid,marksman,pickpocket",
    5: "vampire,the_master,the_count,renfield,cupid,priest,marksman,pickpocket",
    6: "vampire,the_master,the_count,renfield,diseased,cupid,priest,marksman,pickpocket",
    7: "vampire,the_master,the_count,renfield,diseased,cupid,instigator,priest,marksman,pickpocket",
    8: "copycat,vampire,the_master,the_count,renfield,diseased,cupid,instigator,priest,assassin,marksman",
    9: "copycat,vampire,vampire,the_master,the_count,renfield,diseased,cupid,instigator,priest,assassin,"
       "marksman",
    10: "copycat,vampire,vampire,the_master,the_count,renfield,diseased,cupid,instigator,priest,assassin,"
        "apprentice_assassin,marksman",
}


def random_deck(rng: random.Random, players: int, pool: list[str] | None = None) -> list[str]:
    """A random legal deck for `players` from `pool` (all roles by default)."""
    pool = sorted(pool or ROLES)
    while True:
        cards: list[str] = []
        bag = [r for r in pool for _ in range(ROLES[r].max_copies)]
        rng.shuffle(bag)
        need = players + 3
        for r in bag:
            if len(cards) == need:
                break
            cards.append(r)
        if "alpha_wolf" in cards:
            wolves = [r for r in bag if r in WOLF_CENTRE_ROLES and cards.count(r) < ROLES[r].max_copies]
            if not wolves:
                continue
            cards.append(wolves[0])
        if G.validate_deck(players, cards) is None:
            return cards


def random_args(rng: random.Random, plan: P.Plan, ask: P.Ask) -> dict[str, Any] | None:
    """A random legal choice (or, one time in five, a skip where the step allows one)."""
    if not ask.mandatory and rng.random() < 0.2:
        return None
    return P.random_option(plan, ask, rng)


def play_night(plan: P.Plan, rng: random.Random, *, early: bool = True, max_laps: int = 50,
               seat_visits: list[int] | None = None) -> P.Plan:
    """Drive the planner to the end of the night with random legal decisions (`seat_visits`,
    when given, counts the visits of each seat). The night is played in place on a working
    copy (`handoff.Night`): the same asks, draws and results as `random_args` and the public
    planner functions give, step by step."""
    night = P.Night.of(plan)
    night.play(rng, early=early, max_laps=max_laps, seat_visits=seat_visits)
    return night.plan()


def phone_night_check(deck: list[str], players: int, phones: tuple[int, ...], deals: int, seed: int = 1
                      ) -> dict[str, Any]:
    """Play `deals` random nights of one deck with these phone seats, under each behaviour of the
    phones L is simulated for (their visits at random moments beside the laptop's, and every phone
    opening its visit as the lap begins), on deals of their own: L and, per behaviour, the share of
    nights grown past it (DESIGN.md §Hand-off 7: none)."""
    seats = [f"P{i + 1}" for i in range(players)]
    rng = random.Random(f"phones:{seed}")
    laps = P.night_shape(deck, players, True, phones).laps
    out: dict[str, Any] = {"laps_fixed": laps}
    for name, together in (("random", False), ("together", True)):
        grown = 0
        for _ in range(deals):
            plan = P.start(G.new_game(seats, deck, rng.randrange(1 << 30)), laps=1)
            plan = P.sample_night_with_phones(plan, rng, phones, together=together)
            grown += plan.visits // players > laps
        out[name] = grown / deals
    return out


def night_shape_check(deck: list[str], players: int, deals: int, seed: int = 1) -> dict[str, Any]:
    """Play `deals` random nights of one deck through the planner with its fixed L, as the app drives
    them (`watched_nights`), and measure the night's shape (DESIGN.md §Hand-off 7 and 8): L, the share
    of nights grown past it, the seats the nights ended on, the distinct per-seat visit counts within
    a night, the decisions that did not fit their lap's visit, and what a watcher learns from the
    visits (`watch.lifts`: the best gain over the base rate, card and team, in points)."""
    stats: dict[str, Any] = {}
    samples = watched_nights(deck, players, deals, seed, stats=stats)
    lift = lifts(samples)
    return {
        "laps_fixed": stats["laps_fixed"],
        "extended_share": stats["extended"] / deals if deals else 0.0,
        "end_seats": sorted(stats["end_seats"]),
        "visits_per_seat": sorted({c for counts in stats["per_seat"] for c in counts}),
        "equal_visits": all(len(set(c)) == 1 for c in stats["per_seat"]),
        "misfits": stats["misfits"],
        "identical": identical(samples),
        "lift": lift,
    }


def watched_nights(deck: list[str], players: int, deals: int, seed: int = 1,
                   stats: dict[str, Any] | None = None) -> list[Sample]:
    """Play `deals` random nights of one deck through the planner's public functions, as the app
    drives them (the laptop alone: open, show, ask, decide, close), and record each seat as a
    watcher sees it (app.core.common.watch): per lap, its visit's rounds (taps, cards turned over
    after Confirm), its presses and its screens; and how many laps the night ran.

    Every visit plays its lap's script (`handoff.visit_script`): a decision is played in its rounds
    (`handoff.played_rounds`: its picks, a look ending a round, Nothing for a choice to do nothing),
    padded to the script's taps and flips, and the script's other rounds are played with taps that
    do nothing. A decision that does not fit its lap's script shows as what it is (its own rounds),
    so the watcher sees it. `stats`, when given, receives L, the nights grown past it, the seats the
    nights ended on, the visits per seat of each night, and the decisions that did not fit."""
    seats = [f"P{i + 1}" for i in range(players)]
    rng = random.Random(f"watch:{seed}")
    laps_fixed = P.night_shape(deck, players).laps
    out: list[Sample] = []
    extended = 0
    end_seats: set[int] = set()
    per_seat: list[tuple[int, ...]] = []
    misfits: Counter[tuple[str, tuple[tuple[int, int], ...]]] = Counter()
    for d in range(deals):
        game = G.new_game(seats, deck, rng.randrange(1 << 30))
        dealt = [game.cards[s] for s in range(players)]
        plan = P.start(game)
        seen: list[list[Any]] = [[] for _ in range(players)]
        counts = [0] * players
        while not P.night_over(plan):
            if plan.visits > 50 * players:
                raise RuntimeError("the hand-off planner made no progress")
            seat = plan.holder
            counts[seat] += 1
            plan = P.deliver(P.open_visit(plan))
            script = P.visit_script(plan)
            shown: Any = script.rounds
            ask = P.next_ask(plan)
            if ask is not None:
                args = random_args(rng, plan, ask)
                plan = P.decide(plan, ask, args)
                news = P.pending_news(plan)
                looks = 0 if ask.early else P.looks_of(ask.step, news)
                copy = next((x.value for x in news if x.kind == "copy" and x.step == ask.step), "")
                played = P.played_rounds(ask.step, args, looks, copy)
                plan = P.deliver(plan)
                if not P.fits(script, played):
                    shown = ("misfit", played)
                    misfits[(ask.step, played)] += 1
                if P.next_ask(plan) is not None:  # a second decision in one visit
                    shown = ("second decision", shown)
            seen[seat].append((shown, script.presses(), max(1, 2 * len(script.rounds))))
            plan = P.close_visit(plan)
        laps = plan.visits // players
        extended += laps > laps_fixed
        end_seats.add((plan.holder - 1) % players)
        per_seat.append(tuple(counts))
        for s in range(players):
            out.append(Sample(d, s, dealt[s], ROLES[dealt[s]].team.value, tuple(seen[s]), laps))
    if stats is not None:
        stats.update(laps_fixed=laps_fixed, extended=extended, end_seats=end_seats, per_seat=per_seat,
                     misfits=dict(misfits))
    return out


def random_votes(rng: random.Random, n: int) -> tuple[int, ...]:
    """For each seat, one of the others (`rng.choice` of them, in seat order)."""
    if type(rng) is not random.Random or n < 2:
        choice = rng.choice
        return tuple(choice(others) for others in _others(n))
    # rng.choice(others) written out: n - 1 others, drawn below n - 1
    getrandbits = rng.getrandbits
    m = n - 1
    k = m.bit_length()
    out = []
    for others in _others(n):
        r = getrandbits(k)
        while r >= m:
            r = getrandbits(k)
        out.append(others[r])
    return tuple(out)


@lru_cache(maxsize=16)
def _others(n: int) -> tuple[tuple[int, ...], ...]:
    """For each seat, the seats it may vote for, in seat order."""
    return tuple(tuple(t for t in range(n) if t != s) for s in range(n))


def play_game(seats: list[str], deck: list[str], seed: int, rng: random.Random, *, early: bool = True,
              seat_visits: list[int] | None = None) -> tuple[GameState, P.Plan, Outcome]:
    """One whole random game: night through the planner, a random vote, the outcome."""
    g, night, oc = _play_game(seats, deck, seed, rng, early=early, seat_visits=seat_visits)
    return g, night.plan(), oc  # type: ignore[return-value]


def game_outcome(seats: list[str], deck: list[str], seed: int, rng: random.Random, *, early: bool = True
                 ) -> Outcome:
    """`play_game(...)[2]`: the same game and the same random numbers, its outcome only (no
    state or plan is frozen)."""
    return _play_game(seats, deck, seed, rng, early=early, frozen=False)[2]


def _play_game(seats: list[str], deck: list[str], seed: int, rng: random.Random, *, early: bool = True,
               seat_visits: list[int] | None = None, frozen: bool = True
               ) -> tuple[GameState | None, P.Night, Outcome]:
    """`play_game`, with the night as it was played in place (its plan not frozen); without
    `frozen`, the game's state is not made either (None) and the outcome is read off the
    working table."""
    night = P.Night.start(G.new_work(seats, deck, seed), early=early)
    night.play(rng, early=early, seat_visits=seat_visits)
    votes = random_votes(rng, len(seats))
    if not frozen:
        # outcome(cast_votes(begin_vote(...))), read off the working table
        return None, night, resolve(night.w, G.checked_vote(night.w, votes, drawn=True))  # type: ignore[arg-type]
    # cast_votes(begin_vote(...)) on the working table: the one frozen state of the game.
    g = G.vote_work(night.w, votes)
    return g, night, outcome(g)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m app.core.simulate")
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--deck", help="comma-separated role ids (default: a Vampire deck; with fewer "
                    "cards than players+3, the rest is filled at random each game)")
    ap.add_argument("--no-early", action="store_true", help="no early decisions")
    a = ap.parse_args(argv)
    n = a.players
    if not 3 <= n <= 10:
        print("players must be 3-10", file=sys.stderr)
        return 2
    base = (a.deck or VAMPIRE_DECKS[n]).split(",")
    unknown = [r for r in base if r not in ROLES]
    if unknown:
        print(f"unknown role ids: {', '.join(unknown)}", file=sys.stderr)
        return 2
    seats = [f"P{i + 1}" for i in range(n)]
    rng = random.Random(a.seed)
    fill = G.validate_deck(n, base) is not None
    if fill and len(base) > n + 4:
        print(f"deck invalid for {n} players: {G.validate_deck(n, base)}", file=sys.stderr)
        return 2
    wins: Counter[str] = Counter()
    laps: list[float] = []
    visits = 0
    fixed: Counter[int] = Counter()
    extended = 0
    end_seats: set[int] = set()
    per_seat: list[int] = []
    t0 = time.perf_counter()
    for i in range(a.games):
        deck = base
        if fill:
            extra = [r for r in random_deck(rng, n) if r not in base]
            deck = base + extra[: n + 3 - len(base)]
            if G.validate_deck(n, deck):
                deck = random_deck(rng, n)
        counts = [0] * n
        _, plan, oc = _play_game(seats, deck, below(rng, 1 << 30), rng, early=not a.no_early,
                                 seat_visits=counts, frozen=False)
        visits += plan.visits
        laps.append(plan.visits / n)
        fixed[plan.laps] += 1
        extended += plan.visits > plan.laps * n
        end_seats.add((plan.holder - 1) % n)
        distinct = sorted(set(counts))
        if len(distinct) > len(per_seat):
            per_seat = distinct
        for team, won in oc.team_wins:
            if won:
                wins[team] += 1
    secs = time.perf_counter() - t0
    laps.sort()
    out = {
        "games": a.games,
        "seconds": round(secs, 3),
        "games_per_second": round(a.games / secs, 1) if secs else None,
        "visits_mean": round(visits / a.games, 3),
        "laps_mean": round(sum(laps) / len(laps), 3),
        "laps_p95": round(laps[min(len(laps) - 1, int(0.95 * len(laps)))], 3),
        "wins": {t: round(c / a.games, 3) for t, c in sorted(wins.items())},
        "laps_fixed": fixed.most_common(1)[0][0] if fixed else None,
        "extended_share": round(extended / a.games, 4) if a.games else None,
        "end_seats": sorted(end_seats),
        "visits_per_seat": per_seat,
    }
    if len(fixed) > 1:
        out["laps_fixed_values"] = sorted(fixed)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
