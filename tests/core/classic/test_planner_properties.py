"""Property tests of classic games played through the pass-and-play planner (handoff.py), as the
app plays them: random 8/9-player deals, random legal choices, random notes (app/core/classic/
simulate.py). Hypothesis draws the seeds, so a failing example shrinks to the seeds that replay it.
"""
from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import asdict, replace
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.classic import engine as G
from app.core.classic import handoff as H
from app.core.classic import simulate as S
from app.core.classic.catalog import CAUSES, NIGHT_STEPS, ROLES, TEAMS
from app.core.classic.mode import CLASSIC
from app.core.classic.state import Choice, GameState
from app.core.classic.steps import candidates
from app.core.common.errors import RuleError

PROPS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(0, 2**32 - 1)
PLAYERS = st.sampled_from((8, 9))

# What a visit is, from the role and the lap alone (§3.2): (kind, step).
ACTS = {("wolf", 1): "wolves", ("seer", 1): "seer", ("bodyguard", 1): "bodyguard", ("witch", 2): "witch"}


def seats(n: int) -> list[str]:
    return [f"P{i}" for i in range(n)]


def play(n: int, deal: int, choices: int, observe: S.Observer | None = None) -> S.Played:
    return S.play_game(seats(n), deal, random.Random(choices), observe)


# --- every game ends; every night is two laps over every seat -----------------------------------

class Nights:
    """Collects the visits of every night and checks each one as it is shown."""

    def __init__(self) -> None:
        self.nights: dict[int, list[H.Visit]] = {}
        self.nightfall: dict[int, tuple[int, ...]] = {}
        self.shapes: dict[tuple[tuple[int, ...], int], tuple[Any, ...]] = {}

    def __call__(self, kind: str, state: GameState, night: H.Night | None, info: dict[str, Any]) -> None:
        if kind == "visit":
            v: H.Visit = info["visit"]
            self.nights.setdefault(state.round, []).append(v)
            self.nightfall[state.round] = state.nightfall
            assert v.index == night.index
            if v.seat not in state.nightfall:
                assert (v.kind, v.step, v.role_card, v.note) == ("dead", None, False, False)
            else:
                step = ACTS.get((state.roles[v.seat], v.lap))
                assert (v.kind, v.step) == (("act", step) if step else ("decoy", None))
                assert v.role_card == (v.lap == 1 and state.round == 1)
                assert v.note == (v.lap == 2)
            if v.index == 0:
                # the same alive-set gives the same shape, whatever else happened
                shape = tuple((x.lap, x.seat, x.kind, x.step, x.note) for x in H.night_visits(state))
                bare = G.new_game(list(state.seats), None, 0, roles=state.roles)
                key = (state.nightfall, (state.round - 1) % state.n)
                bare = replace(bare, round=state.round, nightfall=state.nightfall)
                assert shape == tuple((x.lap, x.seat, x.kind, x.step, x.note) for x in H.night_visits(bare))
                assert self.shapes.setdefault(key, shape) == shape


@PROPS
@given(PLAYERS, SEEDS, SEEDS)
def test_every_game_ends_and_every_night_is_two_laps_over_every_seat(n, deal, choices):
    watch = Nights()
    p = play(n, deal, choices, watch)
    end = p.state
    assert end.phase == "end" and end.result in ("village", "wolves", "draw")
    assert end.round <= S.MAX_ROUNDS
    assert p.night_lengths == [2 * n] * p.nights == [len(watch.nights[k]) for k in sorted(watch.nights)]
    assert sorted(watch.nights) == list(range(1, p.nights + 1))
    for k, visits in watch.nights.items():
        assert visits[0].seat == (k - 1) % n  # the start seat moves on by one each night
        assert [v.seat for v in visits] == [(k - 1 + i) % n for i in range(n)] * 2
        per_seat = Counter(v.seat for v in visits)
        assert set(per_seat.values()) == {2} and len(per_seat) == n
        for s in range(n):
            kinds = [v.kind for v in visits if v.seat == s]
            if s in watch.nightfall[k]:
                assert "dead" not in kinds
            else:
                assert kinds == ["dead", "dead"]
    deaths = [d.seat for d in end.dead]
    assert len(deaths) == len(set(deaths)), "nobody dies twice"
    assert all(d.cause in CAUSES for d in end.dead)
    kinds = Counter(ev.kind for ev in end.log)
    assert kinds["save"] <= 1 and kinds["poison"] <= 1 and kinds["shot"] <= 1
    living = end.alive
    wolves = sum(end.roles[s] == "wolf" for s in living)
    assert end.result == ("draw" if not living else "village" if not wolves else "wolves")


# --- what the table and each holder see -----------------------------------------------------------

SECRET_WORDS = ROLES + CAUSES + TEAMS + ("note ",)


def check_public(state: GameState) -> None:
    pv = CLASSIC.public_view(state)
    data = asdict(pv)
    data.pop("phase")  # "vote" is a phase as well as a cause
    text = json.dumps(data)
    assert pv.roles == () and pv.causes == () and pv.winners == () and pv.result is None
    for word in SECRET_WORDS:
        assert f'"{word}' not in text, word
    for _day, lines in pv.log:
        for line in lines:
            assert line.kind in ("dawn", "died", "tally", "dusk")


class Views:
    """Checks the public view and every visit's private view against §8.1."""

    def __init__(self) -> None:
        self.checked = 0

    def __call__(self, kind: str, state: GameState, night: H.Night | None, info: dict[str, Any]) -> None:
        check_public(state)
        if kind != "visit":
            return
        assert night is not None
        v: H.Visit = info["visit"]
        vv = H.visit_view(state, night)
        assert vv is not None and vv.visit == v and vv.name == state.seats[v.seat]
        self.checked += 1
        if v.kind == "dead":
            assert vv == H.VisitView(v, vv.name)
            return
        role = state.roles[v.seat]
        assert vv.role == role and vv.team == ("wolves" if role == "wolf" else "village")
        held = {c.seat: c for c in night.held}
        if role != "wolf":
            assert vv.pack == () and vv.picks == () and vv.wolves_notes == ()
        if role != "seer":
            assert vv.seer_results == ()
        if role not in ("wolf", "witch"):
            assert vv.victim == (False, None)
        if role != "witch":
            assert vv.potions == (False, False)
        if role != "bodyguard":
            assert vv.last_protected is None
        if role == "wolf":
            assert vv.pack == tuple((w, state.is_alive(w)) for w in state.holders("wolf"))
            for _n, w, _t in vv.wolves_notes:
                assert state.roles[w] == "wolf"
            if v.lap == 1:
                before = [x.seat for x in H.night_visits(state)[: v.index] if x.step == "wolves"]
                want = tuple((w, None if not held[w].args else held[w].args["player"])
                             for w in state.holders("wolf") if w in before)
                assert vv.picks == want  # only the picks of the wolves who visited before
                assert vv.victim == (False, None)
            else:
                assert vv.picks == () and vv.victim == (True, H.bite(night))
        if role == "witch":
            assert vv.victim == ((True, H.bite(night)) if v.lap == 2 else (False, None))
            assert vv.potions == (state.save_used is None, state.poison_used is None)
        if role == "seer":
            looks = [(ev.moment, ev.target, ev.value) for ev in state.log if ev.kind == "look"]
            tonight = held.get(v.seat)
            assert len(vv.seer_results) == len(looks) + (1 if tonight and tonight.args else 0)
        if role == "bodyguard":
            assert vv.last_protected == state.last_protect
        own = {(k, t) for k, s, t in state.notes if s == v.seat} | {(state.round, t) for s, t in night.notes
                                                                   if s == v.seat}
        assert set(vv.own_notes) == own


@PROPS
@given(PLAYERS, SEEDS, SEEDS)
def test_the_table_sees_nothing_secret_and_a_visit_shows_only_its_holder(n, deal, choices):
    watch = Views()
    p = play(n, deal, choices, watch)
    assert watch.checked == p.visits
    assert CLASSIC.public_view(p.state).roles == p.state.roles  # only now


# --- illegal choices -------------------------------------------------------------------------------

JUNK: list[Any] = [{"player": -1}, {"player": 99}, {"player": "P0"}, {"player": True}, {"save": False},
                   {"save": True, "poison": 0}, {"poison": None}, {"x": 1}, "junk", [0], 3]


class Illegal:
    def __init__(self) -> None:
        self.refused = 0

    def __call__(self, kind: str, state: GameState, night: H.Night | None, info: dict[str, Any]) -> None:
        if kind != "visit":
            return
        assert night is not None
        v: H.Visit = info["visit"]
        before = (CLASSIC.dumps(state, night), night)
        legal = H.options(state, night)
        if v.kind != "act":
            assert legal == []
            tries: list[Any] = [{"player": s} for s in range(state.n)] + [{"save": True}]
        else:
            assert v.step is not None
            tries = [a for a in candidates(state, v.step, v.seat) if a not in legal] + JUNK
        for args in tries:
            try:
                H.choose(state, night, args)
            except RuleError as err:
                assert err.code in ("not_awake", "bad_args", "potion_spent", "no_victim", "illegal_target",
                                    "repeat_protect", "already_acted")
                self.refused += 1
            else:
                raise AssertionError(f"choose accepted {args!r} on {v}")
            assert night == before[1]
        assert (CLASSIC.dumps(state, night), night) == before
        for args in legal:
            H.choose(state, night, args)  # every option is accepted


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(PLAYERS, SEEDS, SEEDS)
def test_every_illegal_option_is_refused_and_changes_nothing(n, deal, choices):
    watch = Illegal()
    play(n, deal, choices, watch)
    assert watch.refused > 0


# --- saves at any point, and the commit's order ----------------------------------------------------

class Snapshot:
    """Saves the game at the `at`-th observed point, with the choice RNG's state."""

    def __init__(self, at: int, rng: random.Random) -> None:
        self.at, self.rng, self.seen = at, rng, 0
        self.saved: tuple[str, Any, str] | None = None

    def __call__(self, kind: str, state: GameState, night: H.Night | None, info: dict[str, Any]) -> None:
        if kind != "commit" and self.seen == self.at:
            self.saved = (CLASSIC.dumps(state, night, {"screen": "x"}), self.rng.getstate(), kind)
        if kind != "commit":
            self.seen += 1


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(PLAYERS, SEEDS, SEEDS, st.integers(0, 300))
def test_a_save_at_any_visit_loads_and_plays_on_to_the_same_end(n, deal, choices, at):
    rng = random.Random(choices)
    snap = Snapshot(at, rng)
    p = S.play_game(seats(n), deal, rng, snap)
    if snap.saved is None:  # the game was shorter: save at its last point instead
        snap = Snapshot(snap.seen - 1, rng := random.Random(choices))
        p = S.play_game(seats(n), deal, rng, snap)
    assert snap.saved is not None
    text, rng_state, kind = snap.saved
    state, night, extra = CLASSIC.loads_with_extra(text)
    assert extra == {"screen": "x"}
    assert (night is not None) == (kind == "visit")
    again = random.Random()
    again.setstate(rng_state)
    end = S.play_on(state, S.Policy(again), night=night).state
    assert end == p.state
    assert CLASSIC.outcome(end) == CLASSIC.outcome(p.state)


class Commits:
    def __init__(self) -> None:
        self.nights = 0

    def __call__(self, kind: str, state: GameState, night: H.Night | None, info: dict[str, Any]) -> None:
        if kind != "commit":
            return
        assert night is not None
        self.nights += 1
        before: GameState = info["before"]
        events = info["events"]
        # The engine asked in its own order, with each held choice (a skip where none is held).
        held = {(c.step, c.seat): c.args for c in night.held}
        st = before
        while st.phase == "night":
            r = G.request(st)
            assert r is not None and r.step in NIGHT_STEPS
            seat = r.seats[0]
            st, _ = G.apply(st, Choice(r.step, seat, held.pop((r.step, seat), None)))
        assert not held
        plain = [e for e in events if e.kind != "note"]
        assert tuple(plain) == st.log[len(before.log):]
        # tonight's notes go in before the choice that ends the night, in seat order
        notes = [e for e in events if e.kind == "note"]
        assert [(e.seat, e.value) for e in notes] == sorted(night.notes)
        if notes:
            last = max(i for i, e in enumerate(events) if e.kind == "note")
            assert all(e.kind not in ("death", "dawn") for e in events[:last])  # still tonight
            assert all(e.moment == f"N{before.round}" for e in notes)
        steps = [NIGHT_STEPS.index(_step_of(e)) for e in plain if _step_of(e) is not None]
        assert steps == sorted(steps)


def _step_of(ev: Any) -> str | None:
    if ev.kind in ("pick", "bite") or (ev.kind == "skip" and ev.value == "wolves"):
        return "wolves"
    if ev.kind in ("skip",):
        return ev.value
    return {"look": "seer", "protect": "bodyguard", "save": "witch", "poison": "witch"}.get(ev.kind)


@PROPS
@given(PLAYERS, SEEDS, SEEDS)
def test_the_commit_gives_the_engine_the_held_choices_in_its_own_order(n, deal, choices):
    watch = Commits()
    p = play(n, deal, choices, watch)
    assert watch.nights == p.nights
