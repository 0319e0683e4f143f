"""One Night's visits in parallel (LAN.md, mixed seating): phone seats take their visits of a
lap beside the laptop's, in any order and at the same time, against straight play in wake order."""
from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given

from app.core.common.errors import PhaseError, RuleError
from app.core.onenight import engine as G
from app.core.onenight import handoff as P
from app.core.onenight import save, views
from app.core.onenight.catalog import uses_marks

from .pools import POOL_NAMES, SEEDS
from .test_passplay import PROPS, choose, new_random_game, observations, replay_straight, required


class Parallel:
    """A night played with visits opened, decided and closed in a random interleaving."""

    def __init__(self, g: Any, rng: random.Random, phones: frozenset[int], laps: int = 1) -> None:
        self.rng = rng
        self.phones = phones
        self.plan = P.start(g, laps=laps, phones=tuple(sorted(phones)))
        self.seen: dict[int, P.Plan] = {}
        self.decisions: list[tuple[str, int, Any]] = []
        self.early: list[tuple[str, int, int]] = []  # step, seat, log length the seat had seen
        self.visits: dict[int, list[int]] = {s: [] for s in range(len(g.seats))}  # seat -> laps visited
        self.problems: list[str] = []
        self.saves: list[P.Plan] = []

    def laptop_open(self) -> int | None:
        return next((s for s in self.seen if s not in self.phones), None)

    def moves(self) -> list[tuple[str, int]]:
        plan = self.plan
        out = []
        for seat in P.lap_left(plan):
            if seat in self.seen:
                ask = P.ask_of(self.seen[seat], seat)
                out.append(("decide" if ask is not None else "close", seat))
            elif seat in self.phones or self.laptop_open() is None:
                out.append(("open", seat))
        return out

    def step(self) -> None:
        kind, seat = self.rng.choice(self.moves())
        plan = self.plan
        if kind == "open":
            lap = P.lap(plan)
            self.plan, news, self.seen[seat] = P.open_seat(plan, seat)
            self.visits[seat].append(lap)
            assert news == P.undelivered(plan, seat)
        elif kind == "close":
            self.plan = P.close_seat(plan, seat, self.seen.pop(seat))
        else:
            seen = self.seen[seat]
            ask = P.ask_of(seen, seat)
            g = seen.game
            if any(required(g, s) for s in P.undelivered(seen, seat)):
                self.problems.append(f"{ask} asked before the seat saw all its news")
            opts = P.options(seen, ask)
            args = choose(self.rng, opts, ask.mandatory)
            try:
                self.plan, self.seen[seat], _ = P.decide_seat(plan, seen, ask, copy.deepcopy(args))
            except P.TeamDecided:
                assert ask.step in ("vampires",) or not ask.early, ask
                self.plan, _ = P.team_seen(plan, seat)
                self.seen[seat] = self.plan
                return
            self.decisions.append((ask.step, seat, args))
            if ask.early:
                self.early.append((ask.step, seat, len(seen.game.log)))
        if self.rng.random() < 0.05:
            self.saves.append(self.plan)

    def play(self, max_laps: int = 50) -> P.Plan:
        n = len(self.plan.game.seats)
        while not P.night_over(self.plan):
            assert self.plan.visits <= max_laps * n, "no progress"
            self.step()
        assert not self.seen and not self.plan.busy and not self.plan.ahead
        assert not self.plan.queued, self.plan.queued
        return self.plan


def random_phones(rng: random.Random, n: int) -> frozenset[int]:
    return frozenset(s for s in range(n) if rng.random() < 0.5)


@PROPS
@given(seed=SEEDS, pool=POOL_NAMES)
def test_a_night_of_parallel_visits_equals_the_straight_night(seed: int, pool: str) -> None:
    g, rng = new_random_game(seed, pool)
    n = len(g.seats)
    night = Parallel(g, rng, random_phones(rng, n))
    final = night.play()
    assert not night.problems, night.problems
    straight = replay_straight(g, night.decisions)
    assert final.game == straight
    for seat in range(n):
        assert observations(P.knowledge(final, seat), g) == observations(views.knowledge(straight, seat), g), seat
    # every seat got exactly one visit a lap, whole laps
    laps = final.visits // n
    assert final.visits % n == 0
    for seat, visited in night.visits.items():
        assert visited == list(range(1, laps + 1)), (seat, visited)


@PROPS
@given(seed=SEEDS, pool=POOL_NAMES)
def test_no_parallel_early_decision_before_the_seat_saw_every_earlier_step(seed: int, pool: str) -> None:
    g, rng = new_random_game(seed, pool)
    night = Parallel(g, rng, random_phones(rng, len(g.seats)))
    final = night.play().game
    marks = uses_marks(g.cards)
    for step, seat, shown_upto in night.early:
        k = final.order.index(step)
        for ev in final.log[shown_upto:]:
            if ev.step == "dawn" or final.order.index(ev.step) >= k:
                continue
            shown = [s for s in ev.seen if s.seat == seat and (marks or ev.step != "mark_check")]
            assert not shown, f"seat {seat} decided {step} early, unaware of {ev.step}: {shown}"


def test_saves_taken_in_the_middle_of_parallel_visits_load_back_exactly() -> None:
    taken = 0
    for seed in range(30):
        g, rng = new_random_game(seed, "all" if seed % 2 else "vampire")
        night = Parallel(g, rng, random_phones(rng, len(g.seats)))
        night.play()
        for plan in night.saves:
            assert save.loads(save.dumps(plan)) == plan
            taken += 1
    assert taken > 20


def test_the_laptop_alone_is_the_sequential_planner() -> None:
    """With no phone, the holder's visit is the only one: the seat functions do what open_visit,
    next_ask, decide and close_visit do, plan for plan."""
    for seed in range(40):
        g, rng = new_random_game(seed, "all" if seed % 3 else "vampire")
        a = b = P.start(g, laps=2)
        while not P.night_over(a):
            assert P.lap_left(b) and P.lap_left(b)[0] == b.holder
            a = P.deliver(P.open_visit(a))
            b, _, seen = P.open_seat(b, b.holder)
            assert a == b == seen
            while (ask := P.next_ask(a)) is not None:
                assert P.ask_of(seen, b.holder) == ask
                args = choose(rng, P.options(a, ask), ask.mandatory)
                a = P.deliver(P.decide(a, ask, copy.deepcopy(args)))
                b, seen, _ = P.decide_seat(b, seen, ask, copy.deepcopy(args))
                assert a.game == b.game and a.queued == b.queued and a.decided == b.decided
                b = P.deliver_seat(b, ask.seat)
                seen = b if not ask.early else seen
            a = P.close_visit(a)
            b = P.close_seat(b, b.holder, seen)
            assert a == b
        assert P.lap_left(b) == ()


def _vampire_game() -> Any:
    """A 4-seat game with both vampires at the table (the first such deal)."""
    deck = ["vampire", "vampire", "seer", "villager", "villager", "robber", "cupid"]
    for seed in range(100):
        g = G.new_game(["A", "B", "C", "D"], deck, seed)
        if sum(r == "vampire" for r in g.night_roles) == 2:
            return g
    raise AssertionError("no deal seats both vampires")


def test_the_lap_barrier_and_the_holders_place() -> None:
    g = _vampire_game()
    plan = P.start(g, laps=2, phones=(1, 3))
    assert P.lap_left(plan) == (0, 1, 2, 3)
    plan, _, s3 = P.open_seat(plan, 3)
    plan, _, s1 = P.open_seat(plan, 1)
    with pytest.raises(PhaseError):
        P.open_seat(plan, 3)  # already open
    plan = P.close_seat(plan, 3, s3)
    assert P.lap_left(plan) == (0, 1, 2) and plan.ahead == (3,)
    with pytest.raises(PhaseError):
        P.open_seat(plan, 3)  # its visit of this lap is over; the next lap's waits for the others
    plan = P.close_seat(plan, 1, s1)
    # nobody decided anything yet: the seats that still must decide get their turns
    while plan.holder != 0 or plan.visits == 0:
        for seat in P.lap_left(plan):
            plan, _, seen = P.open_seat(plan, seat)
            while (ask := P.ask_of(seen, seat)) is not None:
                try:
                    plan, seen, _ = P.decide_seat(plan, seen, ask, P.random_option(seen, ask, random.Random(1)))
                except P.TeamDecided:
                    plan, _ = P.team_seen(plan, seat)
                    seen = plan
            plan = P.close_seat(plan, seat, seen)
        break
    assert plan.visits == 4 and plan.holder == 0 and not plan.ahead and not plan.busy
    assert P.lap(plan) == 2


def test_a_fellow_vampire_who_decides_first_takes_the_team_choice() -> None:
    g = _vampire_game()
    vamps = [s for s in range(4) if g.night_roles[s] == "vampire"]
    plan = P.start(g, laps=1, phones=tuple(vamps))
    a, b = vamps
    plan, _, sa = P.open_seat(plan, a)
    plan, _, sb = P.open_seat(plan, b)
    ask_a, ask_b = P.ask_of(sa, a), P.ask_of(sb, b)
    assert ask_a.step == ask_b.step == "vampires" and not ask_a.early
    target = P.options(sa, ask_a)[0]
    before = plan
    plan, sa, _ = P.decide_seat(plan, sa, ask_a, target)
    with pytest.raises(P.TeamDecided):
        P.decide_seat(plan, sb, ask_b, P.options(sb, ask_b)[-1])
    assert P.ask_of(sb, b) == ask_b  # the view of b's visit did not change under its eyes
    after, shown = P.team_seen(plan, b)
    assert any(s.value == "vampire_mark" for s in shown), shown
    assert before.game != plan.game


def test_decisions_refused_change_nothing() -> None:
    g = _vampire_game()
    plan = P.start(g, laps=1, phones=(0, 1, 2, 3))
    plan, _, s0 = P.open_seat(plan, 0)
    ask = P.ask_of(s0, 0)
    with pytest.raises(PhaseError):
        P.decide_seat(plan, s0, P.Ask("seer", 2, True, False, ()), None)  # seat 2's visit is not open
    if ask is not None:
        with pytest.raises(RuleError):
            P.decide_seat(plan, s0, P.Ask(ask.step, 0, not ask.early, ask.mandatory, ask.team), None)
    with pytest.raises(RuleError, match="bad_args"):
        P.open_seat(plan, 9)  # no such seat
    with pytest.raises(PhaseError):
        P.close_seat(plan, 1)


def test_a_damaged_parallel_save_is_refused() -> None:
    from dataclasses import replace

    g = _vampire_game()
    plan = P.start(g, laps=1, phones=(1, 3))
    plan, _, _ = P.open_seat(plan, 3)
    assert save.loads(save.dumps(plan)) == plan
    for bad in (replace(plan, busy=(3, 3)), replace(plan, busy=(7,)), replace(plan, ahead=(3,)),
                replace(plan, ahead=(0,)), replace(plan, phones=(5,)), replace(plan, phones=(3, 1))):
        with pytest.raises(save.SaveError):
            save.loads(save.dumps(bad))


def test_l_is_the_same_with_phone_seats() -> None:
    """L is the worst case of the deck whatever order a lap's visits come in (handoff.worst_laps counts
    only on what holds from a lap's start): phone seats change neither L nor the laps' visits."""
    deck = ["vampire", "the_count", "werewolf", "werewolf", "seer", "robber", "troublemaker", "priest", "cupid",
            "insomniac", "villager", "marksman", "apprentice_seer"]
    alone = P.night_shape(deck, 10)
    phones = P.night_shape(deck, 10, True, (0, 3, 5))
    assert phones == alone and phones.laps == P.worst_laps(deck, 10)
    g = G.new_game([f"S{i}" for i in range(10)], deck, 3)
    assert P.start(g, phones=(5, 0, 3)).laps == alone.laps


def test_no_night_with_phones_grows_past_l_whatever_the_phones_do() -> None:
    """On deals of their own, with the phones' visits at random moments beside the laptop's or every
    phone opening as the lap begins, no night needs more than L (DESIGN.md §Hand-off 7;
    benchmarks/night_shape.py --phones measures every preset)."""
    from app.core.onenight.simulate import phone_night_check
    from app.ui.presets import PRESETS

    deck = PRESETS["everything"][8]
    for seats in ((0, 2, 4, 6), tuple(range(8))):
        r = phone_night_check(list(deck), 8, seats, 150, seed=2)
        assert r["random"] == 0 and r["together"] == 0, (seats, r)
        assert r["laps_fixed"] == P.night_shape(deck, 8).laps
