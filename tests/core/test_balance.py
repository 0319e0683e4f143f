"""The balance meter's figures (app.core.balance): random games of a deck, seeded by the deck."""
from __future__ import annotations

from itertools import islice

from app.core import balance as B
from app.core.classic import extended as X

DECK = ["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager", "villager", "tanner"]


def test_a_deck_always_gives_the_same_games():
    first = list(islice(B.onenight_games(DECK, 5), 25))
    again = list(islice(B.onenight_games(list(reversed(DECK)), 5), 25))  # the cards' order does not count
    assert first == again
    assert all(set(w) <= set(B.ONENIGHT_TEAMS) for w in first)
    assert first != list(islice(B.onenight_games(DECK[:-1] + ["hunter"], 5), 25))


def test_the_tally_counts_games_and_wins():
    t = B.Tally()
    for winners in [("villager",), ("werewolf", "tanner"), ()]:
        t = t.add(winners)
    assert t.games == 3 and t.share("villager") == 1 / 3 and t.share("tanner") == 1 / 3 and t.share("vampire") == 0
    assert B.Tally().share("villager") == 0.0


def test_laps_and_teams_of_a_deck():
    assert B.onenight_laps(DECK, 5) == B.onenight_laps(sorted(DECK), 5) >= 1
    assert B.onenight_teams(DECK) == ("villager", "werewolf", "tanner")


def test_classic_games_are_seeded_by_the_deck_and_options():
    std = list(islice(B.classic_games(8), 3))
    assert std == list(islice(B.classic_games(8), 3)) and all(r[0] in B.CLASSIC_RESULTS for r in std)
    deck = list(X.suggest_deck(10))
    opts = X.full_options({})
    ext = list(islice(B.classic_games(10, "extended", deck, opts), 3))
    assert ext == list(islice(B.classic_games(10, "extended", list(reversed(deck)), dict(opts)), 3))
