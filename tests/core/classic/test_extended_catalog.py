"""The extended preset's data (CLASSIC.md §11.1-§11.2): roles, options, the deck rules and the deal."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from app.core.classic import extended as X


def test_first_wave_and_options():
    assert len(X.FIRST_WAVE) == 16 and len(set(X.FIRST_WAVE)) == 16
    assert X.FIRST_WAVE[-1] == "thief" and "captain" not in X.FIRST_WAVE
    assert list(X.PLAYERS) == list(range(8, 19))
    assert X.OPTIONS == {"vote_rule": "plurality", "captain": False, "wolves_may_bite_wolves": False,
                         "witch_sees_protection": False, "witch_both_potions": False, "lovers_grief": True}
    assert set(X.OPTION_VALUES) == set(X.OPTIONS)
    assert all(X.OPTIONS[k] in X.OPTION_VALUES[k] for k in X.OPTIONS)
    assert X.LITTLE_GIRL_CAUGHT == (1, 3)
    assert X.team_of("wolf") == "wolves" and X.team_of("thief") == "village" and X.team_of("cupid") == "village"


BASE = ["wolf", "wolf", "seer", "witch", "villager", "villager", "villager", "villager"]


@pytest.mark.parametrize("n, cards, why", [
    (7, BASE[:7], "ext_player_count"),
    (19, ["wolf"] + ["villager"] * 18, "ext_player_count"),
    (8, BASE[:7] + ["mayor"], "ext_unknown_role"),
    (8, BASE[:7] + [3], "ext_unknown_role"),
    (8, BASE[:7] + ["seer"], "ext_duplicate"),
    (8, BASE[:6] + ["brother", "brother"], "ext_brothers"),
    (8, ["seer", "witch"] + ["villager"] * 6, "ext_no_wolf"),
    (8, BASE + ["villager"], "ext_spare"),
    (8, BASE[:7] + ["thief"], "ext_spare"),
    (8, ["wolf"] * 4 + ["villager"] * 4, "ext_too_many_wolves"),
    (8, BASE[:7] + ["thief", "wolf", "wolf"], "ext_too_many_wolves"),  # spare wolves count
    (8, BASE, None),
    (8, BASE[:7] + ["thief", "wolf", "villager"], None),
    (9, BASE[:6] + ["brother"] * 3, None),
    (8, ["seer", "witch"] + ["villager"] * 5 + ["thief", "wolf", "villager"], None),  # only spare wolves
])
def test_check_deck(n, cards, why):
    assert X.check_deck(n, cards) == why


def test_check_deck_order_of_reasons():
    # an unknown role and a duplicate: the unknown role is reported first
    assert X.check_deck(8, ["x", "seer", "seer"] + ["villager"] * 5) == "ext_unknown_role"
    # a duplicate and no wolf: the duplicate first
    assert X.check_deck(8, ["seer", "seer"] + ["villager"] * 6) == "ext_duplicate"
    # no wolf and a missing spare: no wolf first
    assert X.check_deck(8, ["thief"] + ["villager"] * 7) == "ext_no_wolf"


def test_check_deal_rule_5():
    roles = BASE[:7] + ["thief"]
    assert X.check_deal(roles, ["wolf", "villager"]) is None
    assert X.check_deal(roles, ["wolf"]) == "ext_spare"
    assert X.check_deal(BASE, ["wolf", "villager"]) == "ext_spare"
    assert X.check_deal(BASE[:5] + ["brother", "brother", "thief"], ["brother", "wolf"]) == "ext_spare_card"


def test_check_options():
    assert X.check_options({}) is None and X.check_options(None) is None
    assert X.check_options({"vote_rule": "trial", "captain": True, "lovers_grief": False}) is None
    assert X.check_options({"mayor": True}) == "ext_option"
    assert X.check_options({"captain": 1}) == "ext_option"
    assert X.check_options({"captain": "yes"}) == "ext_option"
    assert X.check_options({"vote_rule": "majority"}) == "ext_option"
    assert X.full_options({"captain": True})["captain"] is True


@pytest.mark.parametrize("n", list(X.PLAYERS))
def test_suggest_deck_is_valid_and_about_a_third(n):
    deck = X.suggest_deck(n)
    assert len(deck) == n and X.check_deck(n, deck) is None
    c = Counter(deck)
    assert c["wolf"] == n // 3
    assert list(deck) == sorted(deck, key=X.FIRST_WAVE.index)


def test_deal_is_a_valid_deal_of_the_deck():
    rng = random.Random(3)
    for _ in range(300):
        n = rng.choice(list(X.PLAYERS))
        deck = list(X.suggest_deck(n))
        if rng.random() < 0.5:
            deck[deck.index("villager")] = "thief"
            deck += rng.sample(["wolf", "villager", "elder", "cupid"], 2) if n > 8 else ["villager", "villager"]
            if X.check_deck(n, deck):
                continue
        if rng.random() < 0.4 and deck.count("villager") >= 3:
            for _ in range(3):
                deck[deck.index("villager")] = "brother"
        roles, spare, draws = X.deal(n, deck, seed=rng.randrange(1000))
        assert sorted(roles + spare) == sorted(deck)
        assert X.check_deal(roles, spare) is None
        assert draws > 0
