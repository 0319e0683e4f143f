"""The vote's resolution and the winners, explained in words, for crafted games (RULES.md §7, §8)."""
from __future__ import annotations

from app.core.onenight import engine as G
from app.core.onenight import handoff as P
from app.core.onenight import victory
from app.ui import session as S
from app.ui import story

from .conftest import make_tour

SEATS = ("Ann", "Bob", "Cat", "Dan", "Eve")


def finished(cards: tuple[str, ...], centre: tuple[str, ...], votes: tuple[int, ...],
             choices: dict[str, dict] | None = None):
    """A game dealt as given, its night played (the given choices, else no entry), then these votes."""
    choices = choices or {}
    g = G.new_game(SEATS, deal=G.Deal(cards, centre))
    g = G.drive(g, None, lambda step, seats: G.Choice(step, seats[0], choices.get(step)))
    g = G.cast_votes(G.begin_vote(g), votes)
    oc = victory.outcome(g)
    ids = victory.identities(g)
    marks = tuple(g.tokens[t] for t in g.mark_at)
    return oc, ids, marks


def words(cards, centre, votes, choices=None) -> tuple[list[str], list[str]]:
    oc, ids, marks = finished(cards, centre, votes, choices)
    res = [t for t, _ in story.resolution_lines(oc, ids, votes, SEATS, marks)]
    won = [t for t, _, _ in story.winner_lines(oc, ids, marks, SEATS, cards)]
    return res, won


def test_a_hunter_chain_is_told_shot_by_shot():
    # Ann dies by votes; her Hunter shot takes Bob, a Doppelganger-Hunter, whose shot takes Dan.
    res, _ = words(("hunter", "doppelganger", "villager", "werewolf", "villager"), ("villager", "tanner", "prince"),
                   (1, 3, 0, 0, 0), {"doppelganger": {"player": "Ann"}})
    chain = [t for t in res if "Hunter" in t]
    assert chain == ["Ann was the Hunter: Bob, the player they point at, dies too.",
                     "Bob was the Hunter: Dan, the player they point at, dies too."]


def test_a_hunter_shot_at_the_prince_is_stopped():
    res, _ = words(("hunter", "prince", "villager", "werewolf", "villager"), ("villager", "bodyguard", "tanner"),
                   (1, 0, 0, 0, 1))
    assert "Ann was the Hunter and points at Bob, but Bob cannot be killed." in res


def test_the_bodyguard_protects_and_does_not_vote():
    # Dan has two votes but the Bodyguard points at him; Bob has two as well and dies alone.
    res, _ = words(("bodyguard", "villager", "villager", "werewolf", "villager"), ("cursed", "hunter", "tanner"),
                   (3, 3, 3, 1, 1))
    assert res[0] == "Votes: Bob 2, Dan 2."
    assert "Ann is the Bodyguard: pointing at Dan protects Dan and is not a vote." in res
    assert "Dan is protected by the Bodyguard (Ann) and cannot be killed." in res
    assert "Bob has the most votes (2) and dies." in res


def test_the_prince_cannot_be_killed_by_the_vote():
    res, _ = words(("prince", "villager", "werewolf", "villager", "villager"), ("seer", "hunter", "tanner"),
                   (2, 0, 0, 0, 2))
    assert "Ann is the Prince and cannot be killed, by votes or by a Hunter." in res
    assert "Ann had more votes but cannot be killed, so the next highest with at least 2 votes dies instead." in res
    assert "Cat has the most votes (2) of those who can be killed, and dies." in res


def test_one_vote_each_kills_nobody():
    res, _ = words(("prince", "villager", "werewolf", "villager", "villager"), ("seer", "hunter", "tanner"),
                   (2, 0, 3, 4, 1))
    assert "Nobody has more than one vote, so nobody dies by the vote." in res


def test_the_cursed_turns_when_a_werewolf_points_at_them():
    res, won = words(("cursed", "werewolf", "villager", "villager", "villager"), ("prince", "hunter", "tanner"),
                     (2, 0, 1, 1, 1))
    assert "Ann was the Cursed: a werewolf (Bob) pointed at them, so they become a werewolf, on the werewolf team." in res
    assert any(t.startswith("Ann: Cursed, turned werewolf by the vote") for t in won)


def test_a_dead_tanner_wins_and_stops_the_werewolves():
    _, won = words(("tanner", "werewolf", "villager", "villager", "villager"), ("bodyguard", "hunter", "prince"),
                   (1, 0, 0, 0, 0))
    assert "Ann was a Tanner and died: the Tanner wins." in won
    assert "A Tanner died (Ann): neither the werewolves nor the vampires can win." in won


def test_the_apprentice_tanner_wins_with_the_tanner_s_death():
    _, won = words(("apprentice_tanner", "tanner", "werewolf", "villager", "villager"), ("villager", "hunter", "prince"),
                   (1, 0, 1, 1, 1))
    assert "Ann is the Apprentice Tanner and wins if the Tanner (Bob) dies." in won
    assert "The Apprentice Tanner wins: Ann" in won


def test_the_minion_without_werewolves_wins_if_someone_else_dies():
    _, won = words(("minion", "villager", "villager", "villager", "hunter"), ("werewolf", "werewolf", "tanner"),
                   (1, 0, 1, 1, 1))
    assert "No player was a werewolf: Ann wins only if someone else dies." in won
    assert "The werewolves win: Ann" in won


def test_no_werewolf_and_nobody_dead_is_a_village_win():
    res, won = words(("villager", "villager", "villager", "hunter", "bodyguard"), ("werewolf", "werewolf", "minion"),
                     (1, 2, 3, 4, 0))
    assert "Nobody has more than one vote, so nobody dies by the vote." in res
    assert "No player was a werewolf or a vampire, and nobody died: the village wins." in won


def test_the_epic_battle_kills_two_places_and_needs_both_conditions():
    # Ann is a Werewolf, Bob a Vampire who gives Cat the Vampire mark.
    res, won = words(("werewolf", "vampire", "villager", "villager", "villager"), ("bodyguard", "hunter", "prince"),
                     (1, 0, 0, 0, 1), {"vampires": {"player": "Cat"}})
    assert any(t.startswith("Epic battle:") for t in res)
    assert "Ann has the most votes (3) and dies." in res
    assert "Bob comes second with 2 votes and dies too (Epic battle)." in res
    assert "Epic battle: the village needs a vampire and a werewolf to die. Dead vampires: Bob. Dead werewolves: Ann." in won
    assert any(t.startswith("Epic battle: the werewolves need a vampire to die and no werewolf to die.") for t in won)
    # said once: the mark names it, not also "a Vampire by the mark with the Vampire mark"
    assert any("Cat: Villager with the Vampire mark (" in t for t in won)
    assert not any("by the mark" in t for t in won)


def test_the_lovers_die_together_after_the_vote(qtbot):
    res, _ = words(("cupid", "villager", "werewolf", "villager", "villager"), ("bodyguard", "hunter", "prince"),
                   (2, 2, 0, 2, 2), {"cupid": {"players": ["Cat", "Dan"]}})
    assert "Cat has the most votes (4) and dies." in res
    assert "Dan dies of a broken heart: they and Cat held Love marks." in res


def test_the_end_screens_show_the_explanations(qtbot, window, session):
    deal = G.Deal(("hunter", "doppelganger", "villager", "werewolf", "villager"), ("villager", "tanner", "prince"))
    session.begin(P.start(G.new_game(SEATS, deal=deal)))
    tour = make_tour(window, choose=lambda step, seat, opts, mandatory: (
        {"player": "Ann"} if step == "doppelganger" else (opts[0] if mandatory and opts else None)))
    tour.vote_of = lambda voter, n: (1, 3, 0, 0, 0)[voter]
    tour.night()
    tour.day()
    tour.vote()
    lines = window.pages[S.RESOLUTION].lines.lines()
    assert "Bob was the Hunter: Dan, the player they point at, dies too." in lines
    tour.end()
    won = window.pages[S.REVEAL].winners.lines()
    assert any("A monster died (Dan): the village wins." == t for t in won)


def test_a_tie_of_two_says_both_die():
    res, _ = words(("werewolf", "villager", "villager", "villager", "hunter"), ("werewolf", "minion", "tanner"),
                   (1, 0, 0, 1, 2))
    assert "Ann and Bob are tied with 2 votes: both die." in res


def test_the_village_loss_names_only_the_monster_teams_at_the_table():
    _, won = words(("werewolf", "villager", "villager", "villager", "hunter"), ("vampire", "minion", "tanner"),
                   (1, 2, 3, 4, 1))
    assert "No werewolf died (they were Ann): the village loses." in won
    _, won = words(("vampire", "villager", "villager", "villager", "hunter"), ("werewolf", "minion", "tanner"),
                   (1, 2, 3, 4, 1), {"vampires": {"player": "Cat"}})
    assert any(t.startswith("No vampire died (they were ") for t in won), won
    assert not any("werewolf or vampire" in t for t in won)


def test_a_name_ending_in_an_emoji_keeps_its_full_stop_close():
    from app.ui import texts

    line = texts.fill("%1 has the most votes.", "Lan 🌙")
    assert line == "Lan 🌙\u2060 has the most votes."
    assert texts.fill("Votes for %1.", "Lan 🌙") == "Votes for Lan 🌙\u2060."
    assert texts.fill("Votes for %1.", "Ann") == "Votes for Ann."
    assert texts.join_names(["Lan 🌙", "Bob"]) == "Lan 🌙\u2060 and Bob"


def test_every_reason_the_core_gives_has_its_words():
    """The core says why each team won or lost; the end screen words every reason it can give."""
    import random

    from app.core.onenight.simulate import random_deck

    known = set(story._why_words())
    seen: set[str] = set()
    rng = random.Random(5)
    for seed in range(300):
        n = rng.randint(3, 8)
        seats = tuple(f"P{i}" for i in range(n))
        g = G.advance(G.new_game(seats, random_deck(rng, n), seed))
        while (req := G.request(g)) is not None:
            opts = G.options(g, req.seats[0]) if req.decision else []
            g = G.advance(G.apply(g, G.Choice(req.step, req.seats[0], rng.choice(opts) if opts else None)))
        votes = tuple(rng.choice([t for t in range(n) if t != s]) for s in range(n))
        g = G.cast_votes(G.begin_vote(g), votes)
        oc, ids = victory.outcome(g), victory.identities(g)
        marks = tuple(g.tokens[t] for t in g.mark_at)
        for r in victory.reasons(oc, ids, marks):
            assert r.key in known, r
            assert all(0 <= s < n for grp in r.groups for s in grp)
            seen.add(r.key)
        assert len(story.why_lines(oc, ids, marks, seats)) == len(victory.reasons(oc, ids, marks))
    assert {"monster_died", "tanner_died"} <= seen
