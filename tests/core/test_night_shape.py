"""The night's shape gives nothing away (DESIGN.md §Hand-off 7 and 8).

Every preset's night is L whole laps, L the worst case of the deck at its seat count
(`handoff.worst_laps`), ending with the seat before the first one; every seat gets the same number
of visits; no night grows past L; every visit of a lap plays the lap's script, into which every
decision fits.

NIGHT_SHAPE_DEALS=N sets the nights per preset (default 300; a count under 100 checks one preset
per seat count only, for a quick run); benchmarks/night_shape.py prints the same figures over 2,000.
"""
from __future__ import annotations

import os
import random

import pytest

from app.core.onenight import engine as G
from app.core.onenight import handoff as P
from app.core.onenight import save
from app.core.onenight.simulate import night_shape_check, watched_nights
from app.ui.presets import FAMILIES, PRESETS

DEALS = int(os.environ.get("NIGHT_SHAPE_DEALS", "300"))
FULL = DEALS >= 100
CASES = ([(f, n) for f in FAMILIES for n in range(3, 11)] if FULL
         else [(FAMILIES[n % len(FAMILIES)], n) for n in range(3, 11)])


@pytest.mark.parametrize("family,players", CASES)
def test_every_night_of_a_preset_has_the_same_shape(family: str, players: int) -> None:
    deck = PRESETS[family][players]
    r = night_shape_check(deck, players, DEALS)
    assert r["end_seats"] == [players - 1], "the night ends with the seat before the first one"
    assert r["equal_visits"], "every seat gets the same number of visits"
    assert r["laps_fixed"] == P.night_shape(deck, players).laps == P.worst_laps(deck, players)
    assert r["extended_share"] == 0, "no night runs past L"
    assert r["visits_per_seat"] == [r["laps_fixed"]]
    assert r["misfits"] == {}, "every decision fits its lap's visit"
    assert r["identical"], "every visit of a lap looks the same"


def test_the_lap_count_depends_on_public_facts_only() -> None:
    deck = PRESETS["vampire"][5]
    shuffled = list(reversed(deck))
    assert P.night_shape(deck, 5) is P.night_shape(shuffled, 5)  # a multiset, cached
    laps = {P.start(G.new_game([f"P{i}" for i in range(5)], deck, seed)).laps for seed in range(20)}
    assert len(laps) == 1 and laps.pop() == P.night_shape(deck, 5).laps


# Deals (and the random choices' seed) whose night needs every lap of L: L is no longer than the
# deck needs (found by benchmarks' search for the longest nights; `handoff.worst_laps` explains L).
LONGEST = [
    ("vampire", 5, ("priest", "pickpocket", "marksman", "renfield", "the_count")),
    ("werewolf", 10, ("seer", "hunter", "mason", "werewolf", "tanner", "doppelganger", "insomniac",
                      "troublemaker", "villager", "minion")),
    ("daybreak", 6, ("revealer", "witch", "paranormal_investigator", "mystic_wolf", "seer", "sentinel")),
    ("vampire_werewolf", 9, ("troublemaker", "werewolf", "robber", "marksman", "the_count", "seer", "vampire",
                             "priest", "villager")),
]


def _needed(deck: list[str], dealt: tuple[str, ...], seed: int) -> int:
    """The laps a night of this deal needs with random choices of this seed (L ignored)."""
    n = len(dealt)
    rest = list(deck)
    for r in dealt:
        rest.remove(r)
    w = G.new_work([f"S{i}" for i in range(n)], None, 0, deal=G.Deal(dealt, tuple(rest[:3]), None))
    night = P.Night.start(w, laps=1)
    night.play(random.Random(seed), whole=True)
    return night.visits // n


@pytest.mark.parametrize("family,players,dealt", LONGEST)
def test_l_is_reached_by_some_night_and_passed_by_none(family: str, players: int, dealt: tuple[str, ...]) -> None:
    deck = PRESETS[family][players]
    fixed = P.worst_laps(deck, players)
    needed = [_needed(deck, dealt, seed) for seed in range(40)]
    assert max(needed) == fixed, (needed, fixed)
    # and random deals with random choices never need more
    rng = random.Random(f"longest:{family}:{players}")
    for _ in range(150):
        shuffled = list(deck)
        rng.shuffle(shuffled)
        assert _needed(deck, tuple(shuffled[:players]), rng.randrange(1 << 30)) <= fixed


def test_l_without_early_decisions_is_longer_and_every_lap_asks_a_tap() -> None:
    for family in FAMILIES:
        for players in (3, 6, 10):
            deck = PRESETS[family][players]
            shape = P.night_shape(deck, players)
            assert shape.laps <= P.worst_laps(deck, players, early=False)
            assert len(shape.scripts) == shape.laps
            assert shape.scripts[-1].rounds == (), "the last lap only shows what is new"
            assert all(t >= 1 for script in shape.scripts for t, _ in script.rounds)


def test_a_night_not_done_after_its_laps_grows_by_whole_laps() -> None:
    """The planner's safety net, never used with L as `start` fixes it: a night given too few laps
    grows by whole laps, and its private screens show its current lap as the last one."""
    deck = PRESETS["vampire"][5]
    seats = [f"P{i}" for i in range(5)]
    grown = 0
    for seed in range(60):
        plan = P.start(G.new_game(seats, deck, seed), laps=1)
        rng = random.Random(seed)
        shown = set()
        while not P.night_over(plan):
            plan = P.deliver(P.open_visit(plan))
            shown.add(P.laps_shown(plan))
            while (ask := P.next_ask(plan)) is not None:
                plan = P.deliver(P.decide(plan, ask, P.random_option(plan, ask, rng)))
            plan = P.close_visit(plan)
        laps = plan.visits // 5
        assert plan.visits == laps * 5 and plan.holder == 0
        assert shown == {(k, k) for k in range(1, laps + 1)}
        grown += laps > 1
    assert grown == 60


def test_old_saves_without_the_lap_count_still_load() -> None:
    deck = PRESETS["vampire"][5]
    plan = P.start(G.new_game([f"P{i}" for i in range(5)], deck, 8))
    text = save.dumps(plan).replace(f',"laps":{plan.laps}', "")
    assert '"laps"' not in text
    old = save.loads(text)
    assert isinstance(old, P.Plan) and old.laps == 0
    assert P.laps_fixed(old) == plan.laps
    assert save.loads(save.dumps(plan)) == plan


def test_every_lap_has_one_script_from_public_facts() -> None:
    """The script of a visit is its lap's, whatever the seat, its card and whether it acts: a
    sleeper plays the same rounds as an actor (no decoy drawn from the mix of real visits)."""
    deck = PRESETS["daybreak"][6]
    shape = P.night_shape(deck, 6)
    for seed in range(10):
        plan = P.start(G.new_game([f"P{i}" for i in range(6)], deck, seed))
        rng = random.Random(seed)
        while not P.night_over(plan):
            plan = P.deliver(P.open_visit(plan))
            assert P.visit_script(plan) == shape.script(P.lap(plan))
            if (ask := P.next_ask(plan)) is not None:
                args = P.random_option(plan, ask, rng)
                plan = P.deliver(P.decide(plan, ask, args))
                assert P.next_ask(plan) is None, "a visit takes one decision"
            plan = P.close_visit(plan)
    # the Witch's and the Paranormal Investigator's look is a round of its own: two rounds a visit
    # in the laps they may act in; the last lap only shows what is new
    assert shape.scripts[0].rounds == ((2, 2), (1, 1))
    assert shape.scripts[-1].rounds == ()
    assert P.decision_rounds("witch", deck, 6) == ((1, 1), (1, 0))
    assert P.decision_rounds("doppelganger", PRESETS["werewolf"][10], 10) == ((1, 1), (2, 2))


# Daybreak 9, deal 913 of benchmarks/night_shape.py's seed 1: the Revealer (seat 3), deciding early,
# turns the Curator's card (seat 1) face up; the Witch's turn (lap 5) holds the Curator's step to
# lap 6, where it is the current turn, so her placement, or her choice to do nothing, shows her the
# card lying face up at her Confirm: one card turned in the lap whose script turned none.
_FACE_UP_DEAL = (("seer", "curator", "apprentice_seer", "revealer", "witch", "paranormal_investigator", "robber",
                  "mystic_wolf", "sentinel"), ("village_idiot", "werewolf", "bodyguard"))
_FACE_UP_CHOICES = {
    "sentinel": {"player": "P5"}, "seer": {"player": "P4"}, "apprentice_seer": {"centre": 1},
    "revealer": {"player": "P2"}, "robber": {"player": "P6"}, "werewolves": {"centre": 0},
    "mystic_wolf": {"player": "P3"}, "paranormal_investigator": {"players": ["P4", "P7"]},
    "witch": {"centre": 0, "player": "P4"}, "curator": {"player": "P4"},
}


@pytest.mark.parametrize("places", [True, False], ids=["places", "does_nothing"])
def test_a_decision_after_the_revealer_fits_its_lap_with_the_card_left_face_up(places: bool) -> None:
    deck = PRESETS["daybreak"][9]
    dealt, centre = _FACE_UP_DEAL
    plan = P.start(G.new_game([f"P{i + 1}" for i in range(9)], deal=G.Deal(dealt, centre)))
    curator = None
    while not P.night_over(plan):
        plan = P.deliver(P.open_visit(plan))
        script = P.visit_script(plan)
        if (ask := P.next_ask(plan)) is not None:
            args = _FACE_UP_CHOICES[ask.step] if places or ask.step != "curator" else None
            plan = P.decide(plan, ask, args)
            news = P.pending_news(plan)
            looks = 0 if ask.early else P.looks_of(ask.step, news)
            played = P.played_rounds(ask.step, args, looks)
            assert P.fits(script, played), (P.lap(plan), ask, played, script)
            if ask.step == "curator":
                curator = (P.lap(plan), ask.early, played)
            plan = P.deliver(plan)
        plan = P.close_visit(plan)
    assert plan.visits == P.night_shape(deck, 9).laps * 9, "no night past L"
    assert curator == (6, False, ((1, 1),)), "the Curator decides on her turn in lap 6 and sees her card face up"
    # every lap the Curator may decide in turns over the card the Revealer may leave face up before her
    assert P.decision_rounds("curator", deck, 9) == ((1, 1),)
    assert P.night_shape(deck, 9).script(6).rounds == ((1, 1),)
    # with the Doppelganger, she may copy the Revealer: two cards up by the Curator's step, one by
    # her own Revealer's step (then her own look) or her own Curator's step (the Revealer's card)
    both = ["doppelganger", "revealer", "curator", "seer", "robber", "villager", "werewolf"]
    assert P.decision_rounds("curator", both, 4) == ((1, 2),)
    assert P.decision_rounds("doppel_revealer", both, 4) == ((1, 2),)
    assert P.decision_rounds("doppel_curator", both, 4) == ((1, 1),)
    assert P.decision_rounds("curator", ["curator", "seer", "robber", "werewolf", "villager", "villager"], 3) \
        == ((1, 0),), "nothing lies face up without the Revealer"


def test_the_squire_sees_the_doppelganger_who_woke_as_a_wolf_within_her_lap() -> None:
    """The Squire looks at every werewolf's card, the Doppelganger's too when she copied one: up to
    four cards where the deck has three wolf cards. Seed 11's nights include such a look."""
    deck = ["alpha_wolf", "copycat", "doppelganger", "robber", "seer", "squire", "tanner", "villager", "werewolf",
            "werewolf"]
    assert P.decision_rounds("squire", deck, 6) == ((0, 4),)
    assert P.decision_rounds("doppel_squire", deck, 6) == ((0, 3),), "as the Squire she copied no wolf"
    stats: dict = {}
    watched_nights(deck, 6, 40, seed=11, stats=stats)
    assert stats["misfits"] == {} and stats["extended"] == 0


# The Thing decides her tap early: 4 players, the Drunk at P1, the Thing at P2, the Pickpocket in
# the centre (`random.Random(5)`'s 49th deal of this deck). Her own tap showed her nothing, but
# counted her as her own neighbour, so her walk stopped at her step and she tapped on her turn in
# lap 3, and the Drunk, whose walk waits for the tap, took his card in lap 4, past the lap L
# allows his decision in (L assumes the Thing may decide early).
_THING_DECK = ["dream_wolf", "drunk", "mystic_wolf", "pickpocket", "prince", "renfield", "thing"]
_THING_DEAL = (("drunk", "thing", "prince", "mystic_wolf"), ("pickpocket", "dream_wolf", "renfield"))
_THING_CHOICES = {"thing": {"direction": "left"}, "werewolves": {"centre": 0}, "mystic_wolf": {"player": "P2"},
                  "drunk": {"centre": 0}}


def test_the_thing_is_not_a_bystander_of_her_own_tap_and_decides_it_early() -> None:
    deck = _THING_DECK
    shape = P.night_shape(deck, 4)
    g = G.new_game([f"P{i + 1}" for i in range(4)], deal=G.Deal(*_THING_DEAL))
    k = g.order.index("thing")
    # the tap shows something to the Thing's neighbours only, never to the Thing herself
    assert [G.shows_bystander(g, k, seat) for seat in range(4)] == [True, False, True, False]
    plan = P.start(g)
    decided = {}
    while not P.night_over(plan):
        plan = P.deliver(P.open_visit(plan))
        script = P.visit_script(plan)
        if (ask := P.next_ask(plan)) is not None:
            args = _THING_CHOICES[ask.step]
            plan = P.decide(plan, ask, args)
            news = P.pending_news(plan)
            played = P.played_rounds(ask.step, args, 0 if ask.early else P.looks_of(ask.step, news))
            assert P.fits(script, played), (P.lap(plan), ask, played, script)
            decided[ask.step] = (P.lap(plan), ask.early)
            plan = P.deliver(plan)
        plan = P.close_visit(plan)
    assert plan.visits == shape.laps * 4, "no night past L"
    assert decided["thing"] == (1, True), "the Thing taps early, at her first visit"
    assert decided["drunk"][0] <= 3
    # random deals and choices of this deck: none runs past L, every decision fits its lap
    stats: dict = {}
    watched_nights(deck, 4, 300, seed=5, stats=stats)
    assert stats["misfits"] == {} and stats["extended"] == 0


def test_a_doppelganger_thing_and_a_thing_beside_her_still_show_their_neighbours() -> None:
    """The Doppelganger taps at her own step when she copies the Thing: her neighbours are its
    bystanders, she is not; a Thing beside her is a bystander of her step and is not of his own."""
    deal = G.Deal(("villager", "doppelganger", "thing", "seer", "werewolf"), ("robber", "werewolf", "tanner"))
    g = G.new_game([f"P{i + 1}" for i in range(5)], deal=deal)
    dg, thing = g.order.index("doppelganger"), g.order.index("thing")
    assert [G.shows_bystander(g, dg, seat) for seat in range(5)] == [True, False, True, False, False]
    assert [G.shows_bystander(g, thing, seat) for seat in range(5)] == [False, True, False, True, False]
