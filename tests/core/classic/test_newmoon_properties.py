"""Properties of random games with New Moon (CLASSIC.md §11.31): every game ends; a save of
every state round-trips and replays; the crier's cards never come from the pile; events are
drawn from the seed alone; and with `new_moon` off (or absent) the game is exactly the game
without it (E103). Random games of both presets and both waves, with New Moon and without,
played through the planner as the app plays them, end with every choice legal."""
from __future__ import annotations

import random

import pytest

from app.core.classic import engine as G
from app.core.classic import kinds as K
from app.core.classic import newmoon as NM
from app.core.classic import save as SV
from app.core.classic import simulate as S
from app.core.classic.mode import CLASSIC
from app.core.classic.state import Choice, from_dict, to_dict

MAX_STEPS = 20000


def _setup(seed: int, new_moon: bool | None) -> tuple[list[str], list[str], dict, random.Random, int]:
    rng = random.Random(seed)
    n = rng.randrange(8, 19)
    deck = S.random_deck(rng, n, ("second",) if seed % 3 == 0 else ("first", "second"))
    opts = S.random_options(rng)
    if new_moon:
        deck = S.with_gypsy(rng, deck)
        opts["new_moon"] = True
        if seed % 2:
            opts["crier_hand"] = rng.sample(NM.PUBLIC, 3)
    elif new_moon is False:
        opts["new_moon"] = False
    return [f"P{i}" for i in range(n)], deck, opts, rng, rng.randrange(1 << 30)


def play(seed: int, new_moon: bool | None = True, check_saves: bool = False):
    seats, deck, opts, rng, game_seed = _setup(seed, new_moon)
    st = CLASSIC.new_game(seats, deck, game_seed, preset="extended", options=opts)
    for i in range(MAX_STEPS):
        if st.phase == "end":
            return st
        if check_saves and i % 25 == 0:
            assert from_dict(to_dict(st)) == st
            assert SV.loads(SV.dumps(st)) == st
        r = CLASSIC.request(st)
        if r.phase == "day":
            st, _ = G.begin_vote(st)
            continue
        seat = r.seats[0]
        o = CLASSIC.options(st, seat)
        assert o, (r, seat)
        if r.step != "last_turn":
            assert {} in o or None in o or (r.step == "trial" and o), (r.step, o[:3])
        st, _ = CLASSIC.apply(st, Choice(r.step or "", seat, rng.choice(o)))
    raise AssertionError(f"game {seed} did not end")


@pytest.mark.parametrize("seed", range(30))
def test_random_new_moon_games_end_and_their_saves_replay(seed: int) -> None:
    st = play(seed, check_saves=seed < 6)
    assert st.result is not None and st.end is not None
    assert SV.loads(SV.dumps(st)) == st
    events = NM.events(st)
    dawns = [k for k, _, _ in events]
    assert dawns == list(range(1, int(st.end[1:]) + 1))  # one event per dawn that ran
    hand = set(dict(st.options)["crier_hand"]) if dict(st.options).get("captain") else set()
    crier_dawns = {ev.moment for ev in st.log if ev.kind == "announce:event"} - \
        {ev.moment for ev in st.log if ev.kind == "nm_draw"}
    for k, e, drawer in events:
        if e is None:
            continue
        assert e in NM.PUBLIC
        if f"N{k}" not in crier_dawns:
            assert e not in hand  # the crier's cards never enter the pile (§11.31.1)
        else:
            assert e in hand
    assert all(d is None or 0 <= d < st.n for _, _, d in events)


@pytest.mark.parametrize("new_moon", [True, False])
@pytest.mark.parametrize("seed", range(100, 112))
def test_random_games_of_both_waves_end_and_every_save_replays(seed: int, new_moon: bool) -> None:
    """Decks of both waves (a third second-wave only), New Moon on and off: the game ends, the
    saves taken along it and at its end load back to the same state, and a draw leaves nobody,
    only the wolf of a mixed couple (11.25 row 10, E125), or a game nobody can die in any more
    (engine.stalemate)."""
    st = play(seed, new_moon=new_moon, check_saves=True)
    assert st.result is not None and st.end is not None
    assert SV.loads(SV.dumps(st)) == st
    assert NM.on(st) is new_moon
    if st.result == "draw" and len(st.alive) == 1:
        (s,) = st.alive
        assert K.is_wolf(st, s) and G.team(st, s) == "lovers"
    elif st.result == "draw" and st.alive:
        assert G.stalemate(st)


def play_through_the_planner(seed: int, preset: str, waves: tuple[str, ...], new_moon: bool):
    """A random game as the app plays it: every night through the pass-and-play planner (a random
    option on each visit, the last turns, the notes), every day's ballots through the engine; each
    choice is legal before it is made (why_not), and a save of every 25th moment (the night's
    progress with it) loads back to the same state and night."""
    rng = random.Random(seed)
    policy = S.Policy(rng)
    if preset == "standard":
        st = CLASSIC.new_game([f"P{i}" for i in range(8 + seed % 2)], seed=seed)
    else:
        n = rng.randrange(8, 13)
        deck = S.random_deck(rng, n, waves)
        opts = S.random_options(rng, new_moon=new_moon)
        deck = S.with_gypsy(rng, deck) if new_moon else deck
        st = CLASSIC.new_game([f"P{i}" for i in range(len(deck) - (2 if "thief" in deck else 0))], deck,
                              rng.randrange(1 << 20), preset="extended", options=opts)
    moments = 0

    def saved(state, night=None):
        nonlocal moments
        moments += 1
        if moments % 25 == 0:
            back, back_night, _ = SV.loads_with_extra(SV.dumps(state, night))
            assert back == state and back_night == night

    H = CLASSIC.planner
    for _ in range(MAX_STEPS):
        if st.phase == "end":
            return st
        if st.phase == "night":
            night = H.begin(st)
            while (v := H.current(st, night)) is not None:
                saved(st, night)
                opts = H.options(st, night) if v.kind == "act" else []
                if opts:
                    args = policy.act(st, night, v, opts)
                    assert H.why_not(st, night, args) is None
                    night, _ = H.choose(st, night, args)
                if v.note and (text := policy.note(st, night, v)) is not None:
                    night = H.write_note(st, night, text)
                night = H.finish_visit(st, night)
            st, _ = H.commit(st, night)
        elif st.phase in ("dawn", "dusk"):
            saved(st)
            v = H.last_turn(st)
            args = policy.shot(st, CLASSIC.options(st, v.seat)) if v.kind == "act" else None
            st, _ = H.take_last_turn(st, args)
        elif st.phase == "day":
            saved(st)
            st, _ = CLASSIC.begin_vote(st)
        else:
            saved(st)
            seat = st.pending[0]
            choice = Choice(st.step or "", seat, policy.ballot(st, seat, CLASSIC.options(st, seat)))
            assert CLASSIC.why_not(st, choice) is None
            st, _ = CLASSIC.apply(st, choice)
    raise AssertionError(f"game {seed} did not end")


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("preset,waves,new_moon", [
    ("standard", (), False), ("extended", ("first",), False), ("extended", ("first", "second"), False),
    ("extended", ("second",), False), ("extended", ("first",), True), ("extended", ("first", "second"), True),
    ("extended", ("second",), True)])
def test_random_games_through_the_planner_end_with_every_choice_legal(seed, preset, waves, new_moon) -> None:
    """Both presets, both waves, New Moon on and off, played through the planner as the app plays
    them: every choice legal, every 25th save round-trips, the game ends."""
    st = play_through_the_planner(seed, preset, waves, new_moon)
    assert st.result is not None and SV.loads(SV.dumps(st)) == st
    assert NM.on(st) is new_moon


@pytest.mark.parametrize("seed", range(12))
def test_new_moon_off_is_the_game_without_it(seed: int) -> None:
    """E103: `new_moon: false` plays exactly the game with no New Moon option at all, and writes
    no New Moon fact, option or RNG draw."""
    a = play(seed, new_moon=None)
    b = play(seed, new_moon=False)
    assert a == b
    assert not any(k.startswith("nm_") and v is not None for k, v in a.w2.__dict__.items())
    assert "new_moon" not in dict(a.options)
    assert not any(ev.kind.startswith("announce:event") or ev.kind == "nm_draw" for ev in a.log)


def test_the_draws_come_from_the_seed() -> None:
    a, b = play(7), play(7)
    assert a == b and NM.events(a) == NM.events(b)


def test_no_gypsy_without_new_moon() -> None:
    seats = [f"P{i}" for i in range(8)]
    deck = ["wolf", "wolf", "seer", "gypsy"] + ["villager"] * 4
    with pytest.raises(Exception, match="new_moon"):
        G.new_game(seats, deck, 1, preset="extended")
    assert G.new_game(seats, deck, 1, preset="extended", options={"new_moon": True}).options[-2:] == (
        ("new_moon", True), ("crier_hand", NM.DEFAULT_HAND))


def test_the_pile_reshuffles_when_empty() -> None:
    """E116: twelve draws use the twelve pile cards once each (captain on), then all come back."""
    seats = [f"P{i}" for i in range(8)]
    st = G.new_game(seats, ["wolf", "seer"] + ["villager"] * 6, 3, preset="extended",
                     options={"new_moon": True, "captain": True})
    seen = []
    for k in range(1, 14):
        st = K.put(st, nm_discard=tuple(seen[-(len(seen) % 12):]) if seen and len(seen) % 12 else None)
        pile = NM.pile(st)
        assert len(pile) == 12 - (len(seen) % 12) and not set(pile) & set(NM.DEFAULT_HAND)
        seen.append(pile[0])
    assert sorted(seen[:12]) == sorted(e for e in NM.PUBLIC if e not in NM.DEFAULT_HAND)


def test_simulate_with_new_moon() -> None:
    out = S.simulate_extended(12, 20, 4, new_moon=True)
    assert sum(out["results"].values()) == 20 and out["new_moon"] is True
