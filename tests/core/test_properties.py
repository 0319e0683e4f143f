"""Property tests of the rules engine over random decks, random legal choices and random votes.

Every game is built from one hypothesis integer: it seeds a `random.Random` that picks the
number of players, the deck (all roles, or the Vampire box only), the deal seed, every
choice and the votes, so a failing example shrinks to one seed that replays the game.
"""
from __future__ import annotations

import copy
import json
import random
from collections import Counter
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.onenight import engine as G
from app.core.onenight import save, views
from app.core.onenight.catalog import (
    DOPPEL_IMMEDIATE, REVEALER_KEEPS_UP, ROLES, STEP_BY_ID, Box, Kind, Phase,
)
from app.core.common.errors import CODES, RuleError
from app.core.onenight.simulate import random_deck, random_votes
from app.core.onenight.table import GameState
from app.core.onenight.victory import outcome

from .pools import ALL_ROLES, POOL_NAMES, POOLS, SEEDS, VAMPIRE_BOX  # noqa: F401

PROPS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# --- helpers -------------------------------------------------------------------------------


def new_random_game(seed: int, pool: str, players: int | None = None) -> tuple[GameState, random.Random]:
    """A fresh game (before `advance`) and the RNG that will make its choices."""
    rng = random.Random(seed)
    n = players if players is not None else rng.randint(3, 10)
    deck = random_deck(rng, n, POOLS[pool])
    seats = [f"P{i}" for i in range(n)]
    return G.new_game(seats, deck, rng.randrange(1 << 30)), rng


def random_choice(g: GameState, rng: random.Random) -> G.Choice:
    """A random legal choice for the current turn (None skips where the step allows one)."""
    req = G.request(g)
    assert req is not None
    if not req.seats:
        return G.Choice(req.step, None, None)
    seat = rng.choice(req.seats)
    if not req.decision:
        return G.Choice(req.step, seat, None)
    opts = G.options(g, seat)
    if not opts or (req.kind is not Kind.MANDATORY and rng.random() < 0.2):
        return G.Choice(req.step, seat, None)
    return G.Choice(req.step, seat, copy.deepcopy(rng.choice(opts)))


def night_steps(g: GameState, rng: random.Random) -> Iterator[tuple[GameState, G.Choice, GameState]]:
    """Play the night with random legal choices, yielding (before, choice, after) per apply."""
    while g.phase in G.NIGHT_PHASES:
        choice = random_choice(g, rng)
        after = G.apply(g, choice)
        yield g, choice, after
        g = after


def play_to_reveal(g: GameState, rng: random.Random) -> tuple[list[GameState], GameState]:
    """Every state of a whole random game (night states, day, vote) and the revealed state."""
    states = [g]
    for _, _, after in night_steps(g, rng):
        states.append(after)
    day = states[-1]
    vote = G.begin_vote(day)
    final = G.cast_votes(vote, random_votes(rng, len(g.seats)))
    states += [vote, final]
    return states, final


def printed(g: GameState, place: int) -> str:
    return g.cards[g.places[place]]


def mark_of(g: GameState, seat: int) -> str:
    return g.tokens[g.mark_at[seat]]


def new_events(before: GameState, after: GameState) -> tuple[G.Event, ...]:
    assert after.log[: len(before.log)] == before.log, "the log only grows"
    return after.log[len(before.log):]


# --- conservation ----------------------------------------------------------------------------


def assert_cards_conserved(g: GameState) -> None:
    assert sorted(g.places) == list(range(len(g.cards))), "every card id in exactly one place"
    assert Counter(g.cards[c] for c in g.places) == Counter(g.deck), "printed cards == deck"
    for c in g.shields + g.face_up:
        assert 0 <= c < len(g.cards)


def assert_marks_conserved(g: GameState) -> None:
    n = len(g.seats)
    assert len(g.mark_at) == n, "every player holds exactly one mark"
    held = list(g.mark_at) + [t for t in g.spaces if t >= 0]
    assert sorted(held) == list(range(len(g.tokens))), "every mark token in exactly one place"


@PROPS
@given(seed=SEEDS, pool=POOL_NAMES)
def test_cards_and_marks_are_conserved_at_every_step(seed: int, pool: str) -> None:
    g, rng = new_random_game(seed, pool)
    tokens, cards, deck = g.tokens, g.cards, g.deck
    states, _ = play_to_reveal(g, rng)
    for s in states:
        assert (s.tokens, s.cards, s.deck) == (tokens, cards, deck)
        assert_cards_conserved(s)
        assert_marks_conserved(s)


@PROPS
@given(seed=SEEDS, pool=POOL_NAMES)
def test_every_game_reaches_the_reveal_in_bounded_applies(seed: int, pool: str) -> None:
    g, rng = new_random_game(seed, pool)
    n = len(g.seats)
    states, final = play_to_reveal(g, rng)
    applies = len(states) - 3  # the day, the vote and the reveal are not applies
    assert applies <= len(g.order) * n  # at most one turn per actor per step
    assert final.phase == Phase.REVEAL.value
    assert [s.phase for s in states[-3:]] == ["day", "vote", "reveal"]
    oc = outcome(final)
    assert set(oc.dead) <= set(range(n)) and set(oc.winners) <= set(range(n))
    assert len(oc.teams) == n


# --- knowledge -----------------------------------------------------------------------------


def check_seen_is_true(before: GameState, after: GameState) -> None:
    """Every observation made in one apply shows the real card/mark at that moment."""
    moved_cards = before.places != after.places
    moved_marks = before.mark_at != after.mark_at
    for ev in new_events(before, after):
        for s in ev.seen:
            if s.kind == "card":
                assert s.seat == ev.actor, f"{ev.step}: a card view by a seat that did not act"
                now, then = printed(before, s.place), printed(after, s.place)
                if ev.step == "robber" or (ev.step == "doppelganger" and s.place == ev.actor):
                    # the Robber (and a Doppelganger-Robber) looks at the card he has just taken
                    assert s.value == then, (ev.step, s)
                elif ev.step == "witch" or not moved_cards:
                    assert s.value == now, (ev.step, s)
                else:
                    assert s.value in (now, then), (ev.step, s)
            elif s.kind == "mark":
                if ev.step == "mark_check":
                    assert s.seat == s.place
                    assert s.value == mark_of(before, s.place)
                else:
                    assert s.seat == ev.actor
                    if ev.step == "pickpocket":
                        assert s.place == ev.actor and s.value == mark_of(after, s.place)
                    elif not moved_marks:
                        assert s.value == mark_of(before, s.place)
                    else:
                        assert s.value in (mark_of(before, s.place), mark_of(after, s.place))
            elif s.kind == "copy":
                assert s.seat == ev.actor
            elif s.kind == "faceup":
                # seen by all at Dawn, and by players awake after the Revealer (RULES.md §4.3)
                assert after.phase == "day" or STEP_BY_ID[ev.step].after_revealer, (ev.step, s)
                assert s.value == printed(after, s.place)
                assert after.places[s.place] in after.face_up
            elif s.kind == "artifact":
                assert s.seat == s.place
                assert s.value == after.artifacts[after.places[s.seat]]


@PROPS
@given(seed=SEEDS, pool=POOL_NAMES)
def test_a_seat_sees_only_true_cards_and_only_its_own_observations(seed: int, pool: str) -> None:
    g, rng = new_random_game(seed, pool)
    n = len(g.seats)
    last = g
    for before, _, after in night_steps(g, rng):
        check_seen_is_true(before, after)
        last = after
    for seat in range(n):
        view = views.knowledge(last, seat)
        assert view.seat == seat and view.dealt == g.cards[g.places[seat]]
        assert all(s.seat == seat for s in view.seen), "another seat's observation leaked"
        mine = [s for ev in last.log for s in ev.seen if s.seat == seat]
        assert list(view.seen) == mine, "the view holds everything this seat saw, in order"
        # the view as of any earlier point is a prefix of the final one
        for upto in range(0, len(last.log) + 1, 7):
            part = views.knowledge(last, seat, upto).seen
            assert view.seen[: len(part)] == part


# --- the public view -----------------------------------------------------------------------


def night_views(seed: int, deal_seed: int, seats: list[str], deck: list[str]) -> dict[str, set[Any]]:
    rng = random.Random(seed)
    g = G.new_game(seats, deck, deal_seed)
    by_phase: dict[str, set[Any]] = {}
    states = [g] + [after for _, _, after in night_steps(g, rng)]
    for s in states:
        pv = views.public_view(s)
        if s.phase in G.NIGHT_PHASES:
            by_phase.setdefault(s.phase, set()).add(pv)
            assert not pv.revealed and pv.cards == () and pv.marks == () and pv.artifacts == ()
            assert pv.shields == () and pv.artifact_seats == () and pv.face_up == ()
            assert all(sp.token == "back" for sp in pv.spaces)
            assert pv.roles_in_game == tuple(sorted(s.deck))
    return by_phase


@PROPS
@given(seed=SEEDS, pool=POOL_NAMES, other=SEEDS)
def test_public_view_during_the_night_does_not_depend_on_hidden_information(
    seed: int, pool: str, other: int
) -> None:
    rng = random.Random(seed)
    n = rng.randint(3, 10)
    deck = random_deck(rng, n, POOLS[pool])
    seats = [f"P{i}" for i in range(n)]
    a = night_views(seed, rng.randrange(1 << 30), seats, deck)
    b = night_views(other, random.Random(other).randrange(1 << 30), seats, deck)
    for phase in set(a) | set(b):
        views_ = a.get(phase, set()) | b.get(phase, set())
        assert len(views_) == 1, f"the public view changed with hidden information in {phase}"


@PROPS
@given(seed=SEEDS, pool=POOL_NAMES)
def test_public_view_after_the_night(seed: int, pool: str) -> None:
    g, rng = new_random_game(seed, pool)
    states, final = play_to_reveal(g, rng)
    for s in states:
        pv = views.public_view(s)
        if s.phase in G.NIGHT_PHASES:
            continue
        # face_up lists only cards a Revealer left up, each shown with its printed role
        revealed_by = {
            sn.place for ev in s.log if ev.step in ("revealer", "doppel_revealer") and "stays_up" in ev.detail
            for sn in ev.seen if sn.kind == "card"
        }
        for seat, role in pv.face_up:
            assert role in REVEALER_KEEPS_UP
            assert role == printed(s, seat)
            assert seat in revealed_by
        assert len(pv.face_up) == len(s.face_up)
        if s.phase != "reveal":
            assert not pv.revealed and pv.cards == () and pv.marks == () and pv.artifacts == ()
            assert all(sp.token == "back" for sp in pv.spaces)
        else:
            assert pv.revealed
            assert pv.cards == tuple(s.cards[c] for c in s.places)
            assert pv.marks == tuple(mark_of(s, x) for x in range(len(s.seats)))
            assert pv.votes == s.votes


# --- illegal choices -----------------------------------------------------------------------

KEYS = ("player", "players", "centre", "centres", "direction", "card", "mark", "swap", "then", "zz")


def rand_value(rng: random.Random, g: GameState, actor: int, depth: int = 0) -> Any:
    names = list(g.seats)
    k = rng.randrange(11)
    if k == 0:
        return rng.choice(names)
    if k == 1:
        return g.seats[actor]  # self-target
    if k == 2:
        return rng.choice(["Nobody", "", "p0", names[0].lower()])
    if k == 3:
        return rng.randint(-1, 4)  # centre 3 may not exist, 4 never does
    if k == 4:
        return rng.choice([True, False, None, 1.0, 2.5, [], {}])
    if k == 5:
        pick = [rng.choice(names + [g.seats[actor]]) for _ in range(rng.randint(0, 3))]
        if pick and rng.random() < 0.3:
            pick.append(pick[0])  # duplicates
        return pick
    if k == 6:
        return rng.choice(["left", "right", "up", "LEFT"])
    if k == 7:
        return rng.choice(["cards", "marks", "both", "card"])
    if k == 8:
        return [rng.randint(-1, 4) for _ in range(rng.randint(0, 3))]
    if k == 9 and depth == 0:
        return rand_args(rng, g, actor, [], depth + 1)
    return rng.randint(0, len(names))  # a seat index instead of a name


def rand_args(rng: random.Random, g: GameState, actor: int, opts: list[dict[str, Any]], depth: int = 0
              ) -> dict[str, Any]:
    """A random, possibly illegal, args object for `actor`'s turn."""
    r = rng.random()
    if opts and r < 0.2:
        return copy.deepcopy(rng.choice(opts))
    if opts and r < 0.6:
        return reshape(rng, g, copy.deepcopy(rng.choice(opts)))
    if opts and r < 0.85:
        return mutate(rng, g, actor, copy.deepcopy(rng.choice(opts)), depth)
    return {rng.choice(KEYS): rand_value(rng, g, actor, depth) for _ in range(rng.randint(0, 3))}


def reshape(rng: random.Random, g: GameState, a: Any) -> Any:
    """The same shape as a legal choice, with random targets: self, twice, slot 3, shielded..."""
    if isinstance(a, dict):
        return {k: reshape(rng, g, v) for k, v in a.items()}
    if isinstance(a, list):
        return [reshape(rng, g, v) for v in a]
    if isinstance(a, str) and a in g.seats:
        return rng.choice(g.seats)
    if isinstance(a, int) and not isinstance(a, bool):
        return rng.randint(0, 3)
    return a


def mutate(rng: random.Random, g: GameState, actor: int, a: dict[str, Any], depth: int = 0) -> dict[str, Any]:
    keys = list(a)
    k = rng.randrange(7)
    if k == 0 and keys:  # replace a value
        a[rng.choice(keys)] = rand_value(rng, g, actor, depth)
    elif k == 1:  # an extra key
        a[rng.choice(KEYS)] = rand_value(rng, g, actor, depth)
    elif k == 2 and keys:  # a missing key
        del a[rng.choice(keys)]
    elif k == 3 and keys:  # a wrong key
        key = rng.choice(keys)
        a[rng.choice([x for x in KEYS if x != key])] = a.pop(key)
    elif k == 4:  # lists: duplicate, grow, shrink, self
        for key in keys:
            if isinstance(a[key], list):
                v = a[key]
                choice = rng.randrange(4)
                if choice == 0 and v:
                    v[-1] = v[0]
                elif choice == 1:
                    v.append(rng.choice(list(g.seats)))
                elif choice == 2 and v:
                    v.pop()
                else:
                    v[rng.randrange(len(v))] = g.seats[actor] if v else None
    elif k == 5:  # centres: slot 3 (maybe missing), 4, -1
        for key in keys:
            if key == "centre":
                a[key] = rng.choice([3, 4, -1, "0", True])
            elif key == "centres" and isinstance(a[key], list) and a[key]:
                a[key][rng.randrange(len(a[key]))] = rng.choice([3, 4, -1])
            elif key == "then" and isinstance(a[key], dict) and depth == 0:
                a[key] = mutate(rng, g, actor, a[key], depth + 1)
    elif k == 6 and keys:  # self-target
        key = rng.choice(keys)
        if isinstance(a[key], str) and a[key] in g.seats:
            a[key] = g.seats[actor]
    return a


def canon(a: Any, step: str) -> str:
    """Args in a canonical form: a Seer's two centres and the Gremlin's pair are unordered."""
    def norm(x: Any, gremlin: bool) -> Any:
        if isinstance(x, dict):
            out = {}
            for k, v in x.items():
                if isinstance(v, list) and (k == "centres" or (k == "players" and gremlin)):
                    v = sorted(v, key=repr)
                out[k] = norm(v, gremlin)
            return out
        return x
    return json.dumps(norm(a, step in ("gremlin", "doppel_gremlin")), sort_keys=True)


def legal_skips(g: GameState, step: str, seat: int, opts: list[dict[str, Any]]) -> list[Any]:
    """Legal entries that `options` leaves out on purpose: skips."""
    out: list[Any] = []
    if STEP_BY_ID[step].kind is not Kind.MANDATORY:
        out.append({})  # an explicit skip (RULES.md §2.3)
    if step == "doppelganger":
        # `then: {}` skips an optional immediate action (SCENARIOS.md, edge cases)
        for o in opts:
            if set(o) == {"player"}:
                role = printed(g, g.seats.index(o["player"]))
                imm = None if role in ("copycat", "doppelganger") else DOPPEL_IMMEDIATE.get(role)
                if imm is not None and not imm[1]:
                    out.append({"player": o["player"], "then": {}})
    return out


def check_choice(g: GameState, choice: G.Choice, expect_legal: bool) -> None:
    frozen = copy.deepcopy(g)
    args_before = copy.deepcopy(choice.args)
    try:
        after = G.apply(g, choice)
    except RuleError as exc:
        assert exc.code in CODES
        assert not expect_legal, f"a legal choice was rejected: {choice} -> {exc}"
    else:
        assert expect_legal, f"an illegal choice was accepted: {choice}"
        assert after != g
    assert g == frozen, "a rejected or accepted choice changed the old state"
    assert choice.args == args_before, "apply changed the args it was given"


@PROPS
@given(seed=SEEDS, pool=POOL_NAMES)
def test_illegal_choices_are_rejected_with_a_code_and_change_nothing(seed: int, pool: str) -> None:
    g, rng = new_random_game(seed, pool)
    bad_rng = random.Random(seed ^ 0x5EED)
    while g.phase in G.NIGHT_PHASES:
        req = G.request(g)
        assert req is not None
        step, n = req.step, len(g.seats)
        for seat in req.seats:
            opts = G.options(g, seat)
            legal = {canon(o, step) for o in opts}
            skips = {canon(o, step) for o in legal_skips(g, step, seat, opts)}
            for _ in range(4):
                args = rand_args(bad_rng, g, seat, opts)
                key = canon(args, step)
                if key in legal:
                    check_choice(g, G.Choice(step, seat, args), True)
                elif key in skips:
                    check_choice(g, G.Choice(step, seat, args), True)
                else:
                    check_choice(g, G.Choice(step, seat, args), False)
            # no entry at all: legal unless a mandatory choice exists
            none_ok = not req.decision or req.kind is not Kind.MANDATORY or not opts
            check_choice(g, G.Choice(step, seat, None), none_ok)
        # seats that are not this turn's actors
        sample = opts[0] if req.seats and (opts := G.options(g, req.seats[0])) else {}
        for seat in range(n):
            if seat in req.seats:
                continue
            with pytest.raises(RuleError) as info:
                G.apply(g, G.Choice(step, seat, sample))
            code = info.value.code
            assert code in ("not_awake", "feared")
            if code == "feared":
                assert seat in g.feared and g.phase == Phase.NIGHT.value
            assert code == (G.would_act(g, step, seat) or "not_awake")
        # a wrong step name, and args that are not an object
        other = "seer" if step != "seer" else "robber"
        if req.seats:
            with pytest.raises(RuleError) as info:
                G.apply(g, G.Choice(other, req.seats[0], None))
            assert info.value.code == "not_awake"
            with pytest.raises(RuleError) as info:
                G.apply(g, G.Choice(step, req.seats[0], ["player", g.seats[0]]))  # type: ignore[arg-type]
            assert info.value.code == "bad_args"
        g = G.apply(g, random_choice(g, rng))


# --- save and continue ---------------------------------------------------------------------


def finish(g: GameState, rng: random.Random) -> tuple[GameState, Any]:
    for _, _, after in night_steps(g, rng):
        g = after
    g = G.cast_votes(G.begin_vote(g), random_votes(rng, len(g.seats)))
    return g, outcome(g)


@PROPS
@given(seed=SEEDS, pool=POOL_NAMES, cut=st.integers(min_value=0, max_value=400), cont=SEEDS)
def test_save_load_continue_gives_the_same_game(seed: int, pool: str, cut: int, cont: int) -> None:
    g, rng = new_random_game(seed, pool)
    states = [g] + [after for _, _, after in night_steps(g, rng)]
    mid = states[cut % len(states)]
    text = save.dumps(mid)
    loaded = save.loads(text)
    assert loaded == mid
    assert save.dumps(loaded) == text
    direct = finish(mid, random.Random(cont))
    resumed = finish(loaded, random.Random(cont))  # type: ignore[arg-type]
    assert resumed == direct
