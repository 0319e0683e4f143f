"""Phone seats' night visits taken beside the laptop's (LAN.md "Mixed seating"): within a lap the
visits may be taken in any order, interleaved step by step, and the laps stay in order.

The planner positions a night at one seat's visit of the lap going round (`at`), works on it with
its own functions, and folds the result back (`back`); `ahead` keeps the visits already taken
after the first one still open.
"""
from __future__ import annotations

import json
import random

import pytest

from app.core.classic import handoff as H
from app.core.classic import simulate as S
from app.core.classic.mode import CLASSIC
from app.core.common.errors import RuleError, SaveError


class SeatPolicy(S.Policy):
    """Each visit's choice drawn from its own seed (the night, the lap, the seat): the same choice
    whatever order the visits come in, when its options are the same."""

    def __init__(self, seed: int) -> None:
        super().__init__(random.Random(seed))
        self.seed = seed

    def _rng(self, state, visit, what: str) -> random.Random:
        return random.Random(f"{self.seed}:{state.round}:{visit.lap}:{visit.seat}:{what}")

    def act(self, state, night, visit, options):
        rng = self._rng(state, visit, "act")
        return {} if rng.random() < S.SKIP_SHARE else rng.choice(options)

    def note(self, state, night, visit):
        rng = self._rng(state, visit, "note")
        return f"note {rng.randrange(1000)}" if rng.random() < S.NOTE_SHARE else None


def standard_game(n: int, seed: int):
    return CLASSIC.new_game([f"P{i}" for i in range(n)], seed=seed)


def extended_game(rng: random.Random, waves: tuple[str, ...]):
    n = rng.randrange(8, 13)
    deck = S.random_deck(rng, n, waves)
    return CLASSIC.new_game([f"P{i}" for i in range(n)], deck, rng.randrange(1 << 20), preset="extended",
                            options=S.random_options(rng))


def play_to_end(state, policy, night_of):
    for _ in range(400):
        if state.phase == "end":
            return state
        if state.phase == "night":
            state = night_of(state)
        elif state.phase in ("dawn", "dusk"):
            state = S.play_last_turns(state, policy)
        else:
            state = S.play_vote(state, policy)
    raise AssertionError("the game did not end")


# --- positioning ---------------------------------------------------------------------------------

def test_a_seat_has_one_visit_a_lap_and_the_next_lap_waits_for_the_last_visit_of_this_one():
    g = standard_game(8, 7)
    night = H.begin(g)
    assert H.lap_left(g, night) == tuple(range(8))
    # Seat 5's visit first, ahead of the laptop's seat 0.
    assert H.visit_index(g, night, 5) == 5
    seen = H.finish_visit(g, H.at(g, night, 5))
    night = H.back(night, seen, 5)
    assert (night.index, night.ahead) == (0, (5,))
    assert H.visit_index(g, night, 5) is None  # taken: no second visit this lap
    assert 5 not in H.lap_left(g, night)
    for seat in (0, 1, 2, 3, 4, 6):
        night = H.back(night, H.finish_visit(g, H.at(g, night, seat)), H.visit_index(g, night, seat))
    assert (night.index, night.ahead) == (7, ())  # seats 0-6 taken: seat 7 is the first still open
    assert H.lap_left(g, night) == (7,)
    assert all(H.visit_index(g, night, s) is None for s in range(7))  # lap 2 is not open yet
    night = H.back(night, H.finish_visit(g, H.at(g, night, 7)), 7)
    assert (night.index, night.ahead) == (8, ())
    assert H.lap_left(g, night) == tuple(range(8))
    assert H.visit_index(g, night, 3) == 11


def test_the_first_visit_not_taken_is_the_night_itself_so_a_laptop_alone_changes_nothing():
    g = standard_game(8, 3)
    night = H.begin(g)
    assert H.at(g, night, 0) is night
    seq, pos = night, night
    while not H.over(g, seq):
        seat = H.current(g, seq).seat
        seq = H.finish_visit(g, seq)
        pos = H.back(pos, H.finish_visit(g, H.at(g, pos, seat)), H.visit_index(g, pos, seat))
        assert pos == seq


def test_a_non_seat_is_refused_with_bad_args():
    g = standard_game(8, 3)
    night = H.begin(g)
    for bad in (-1, 8, None, "1", True, 1.0):
        for call in (H.visit_index, H.at):
            with pytest.raises(RuleError) as err:
                call(g, night, bad)
            assert err.value.code == "bad_args"


def test_night_two_starts_one_seat_further_on_and_a_phone_seat_keeps_its_place_in_the_lap():
    g = standard_game(8, 3)
    g = play_to_end_of_night_one(g)
    night = H.begin(g)
    assert g.round == 2
    assert H.lap_left(g, night)[0] == 1
    assert H.visit_index(g, night, 0) == 7  # seat 0 is the lap's last


def play_to_end_of_night_one(g):
    p = S.Policy(random.Random(1))
    g, _ = S.play_night(g, p)
    while g.phase != "night":
        if g.phase == "end":
            pytest.skip("the game ended on day 1")
        g = S.play_last_turns(g, p) if g.phase in ("dawn", "dusk") else S.play_vote(g, p)
    return g


# --- whole games ---------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(40))
def test_a_standard_night_in_any_interleaving_commits_exactly_as_the_laptop_alone(seed: int):
    """The same choices, visit by visit, in a random interleaving of phone and curtain visits, give
    the very same game: the held choices go to the engine in its own order (§3.1)."""
    rng = random.Random(seed)
    n = rng.choice((8, 9))
    g = standard_game(n, seed)
    policy = SeatPolicy(seed)
    phones = frozenset(s for s in range(n) if rng.random() < 0.5)
    nights = 0
    while g.phase != "end" and nights < 6:
        if g.phase == "night":
            alone, _ = S.play_night(g, policy)
            g = S.play_night_in_parallel(g, policy, phones, rng)
            assert g == alone
            nights += 1
        elif g.phase in ("dawn", "dusk"):
            g = S.play_last_turns(g, policy)
        else:
            g = S.play_vote(g, policy)
    assert nights >= 1


@pytest.mark.parametrize("seed", range(30))
@pytest.mark.parametrize("waves", [("first",), ("first", "second")], ids=["extended", "second_wave"])
def test_extended_nights_with_phones_taking_their_visits_in_parallel_end_and_every_choice_is_legal(seed, waves):
    """Every choice a visit offers is legal whatever the order of the lap, every night commits, and
    a night saved at any moment of it loads back exactly."""
    rng = random.Random(seed)
    g = extended_game(rng, waves)
    policy = S.Policy(rng)
    phones = frozenset(s for s in range(g.n) if rng.random() < 0.5)
    saved = []

    def observe(kind, state, night, info):
        if rng.random() < 0.05:
            text = CLASSIC.dumps(state, night)
            state2, night2, _ = CLASSIC.loads_with_extra(text)
            assert (state2, night2) == (state, night)
            saved.append(bool(night.ahead))

    g = play_to_end(g, policy, lambda st: S.play_night_in_parallel(st, policy, phones, rng, observe=observe))
    assert g.phase == "end"


def test_some_saves_were_taken_with_visits_ahead():
    rng = random.Random(5)
    g = standard_game(9, 5)
    policy = S.Policy(rng)
    phones = frozenset({2, 5, 7})
    found = []

    def observe(kind, state, night, info):
        if night.ahead:
            text = CLASSIC.dumps(state, night)
            assert json.loads(text)["night"]["ahead"] == list(night.ahead)
            assert CLASSIC.loads_with_extra(text)[1] == night
            found.append(night)

    S.play_night_in_parallel(g, policy, phones, rng, observe=observe)
    assert found


# --- saves -----------------------------------------------------------------------------------------

def _night_save_with_ahead(seed: int = 6):  # seats 6 and 8 are wolves: both act on lap 1
    rng = random.Random(seed)
    g = standard_game(9, seed)
    night = H.begin(g)
    for seat in (6, 8):  # two phones ahead of the laptop, which is still at seat 0
        seen = H.at(g, night, seat)
        v = H.current(g, seen)
        if v.kind == "act" and H.options(g, seen):
            seen, _ = H.choose(g, seen, rng.choice(H.options(g, seen)))
        night = H.back(night, H.finish_visit(g, seen), H.visit_index(g, night, seat))
    assert night.ahead == (6, 8)
    return g, night


def test_a_night_with_visits_ahead_saves_them_and_loads_back():
    g, night = _night_save_with_ahead()
    text = CLASSIC.dumps(g, night)
    doc = json.loads(text)
    assert doc["night"]["ahead"] == [6, 8]
    assert CLASSIC.loads_with_extra(text)[1] == night


def test_an_old_night_without_ahead_still_loads():
    g = standard_game(8, 2)
    night = H.begin(g)
    night = H.finish_visit(g, night)
    doc = json.loads(CLASSIC.dumps(g, night))
    assert "ahead" not in doc["night"]
    assert CLASSIC.loads_with_extra(json.dumps(doc))[1] == night


@pytest.mark.parametrize("ahead", [[0], [6, 6], [10], [12], [-1], ["6"], [True], "6", [6.0]])
def test_a_damaged_list_of_visits_ahead_is_a_corrupt_save(ahead):
    g, night = _night_save_with_ahead()
    doc = json.loads(CLASSIC.dumps(g, night))
    doc["night"]["ahead"] = ahead
    with pytest.raises(SaveError) as err:
        CLASSIC.loads_with_extra(json.dumps(doc))
    assert err.value.reason == "corrupt"


def test_a_phone_visit_still_open_with_its_choice_held_loads_back_open():
    g, night = _night_save_with_ahead()
    doc = json.loads(CLASSIC.dumps(g, night))
    doc["night"]["ahead"] = [6]  # seat 8's phone holds its choice but has not finished its visit
    _, loaded, _ = CLASSIC.loads_with_extra(json.dumps(doc))
    assert loaded.ahead == (6,) and any(c.seat == 8 for c in loaded.held)
    assert H.visit_index(g, loaded, 8) == 8


def test_a_choice_no_visit_of_the_lap_could_hold_is_a_corrupt_save():
    g, night = _night_save_with_ahead()
    doc = json.loads(CLASSIC.dumps(g, night))
    not_witch = next(s for s in range(g.n) if g.roles[s] != "witch")
    doc["night"]["held"].append(["witch", not_witch, None])
    with pytest.raises(SaveError):
        CLASSIC.loads_with_extra(json.dumps(doc))
