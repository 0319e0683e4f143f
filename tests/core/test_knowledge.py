"""A seat's knowledge from the core: the table it knows, its transformation, a partial choice's looks."""
from __future__ import annotations

import json

import pytest

from app.core.common.errors import RuleError
from app.core.onenight import engine as G
from app.core.onenight import save
from app.core.onenight.scenario import observations
from app.core.onenight.views import knowledge, looks

SEATS = ("Ann", "Bob", "Cat", "Dan")


def play(deal: G.Deal, *choices: tuple[str, int, dict | None]) -> G.GameState:
    """Play the night: `choices` at their steps, every other decision skipped (or the first
    legal option where it is mandatory)."""
    g = G.advance(G.new_game(SEATS, deal=deal))
    todo = {(step, seat): args for step, seat, args in choices}
    while (req := G.request(g)) is not None:
        seat = req.seats[0]
        if (req.step, seat) in todo:
            args = todo.pop((req.step, seat))
        else:
            opts = G.options(g, seat)
            args = opts[0] if opts and req.kind.value == "mandatory" else None
        g = G.advance(G.apply(g, G.Choice(req.step, seat, args)))
    assert not todo, todo
    return g


def test_the_robber_knows_both_cards_after_his_swap() -> None:
    g = play(G.Deal(("robber", "seer", "villager", "tanner"), ("villager", "hunter", "werewolf")),
             ("robber", 0, {"player": "Bob"}))
    v = knowledge(g, 0)
    assert v.known_cards() == {0: "seer", 1: "robber"}
    assert v.cards() == {0: "seer"}  # the raw sights alone do not follow the swap


def test_the_witch_knows_who_got_the_centre_card_she_saw() -> None:
    g = play(G.Deal(("witch", "seer", "villager", "tanner"), ("werewolf", "hunter", "villager")),
             ("witch", 0, {"centre": 0, "player": "Cat"}))
    known = knowledge(g, 0).known_cards()
    assert known[2] == "werewolf"
    assert 4 not in known  # the card that went to the centre was never seen


def test_the_drunk_no_longer_knows_his_own_card() -> None:
    g = play(G.Deal(("drunk", "seer", "villager", "tanner"), ("werewolf", "hunter", "villager")),
             ("drunk", 0, {"centre": 1}))
    assert knowledge(g, 0).known_cards() == {5: "drunk"}


def test_the_pickpocket_follows_his_marks() -> None:
    g = play(G.Deal(("pickpocket", "seer", "villager", "vampire"), ("werewolf", "hunter", "villager"),
                    marks=("clarity", "love", "clarity", "clarity")),
             ("vampires", 3, {"player": "Cat"}), ("pickpocket", 0, {"player": "Bob"}))
    marks = knowledge(g, 0).known_marks()
    assert marks[0] == "love" and marks[1] == "clarity"


def test_a_seats_table_before_its_move_is_delivered_is_the_old_one() -> None:
    g = play(G.Deal(("robber", "seer", "villager", "tanner"), ("villager", "hunter", "werewolf")),
             ("robber", 0, {"player": "Bob"}))
    before = next(k for k, ev in enumerate(g.log) if ev.step == "robber")
    assert knowledge(g, 0, upto=before).known_cards() == {0: "robber"}


def test_moves_are_facts_of_the_event_not_sights() -> None:
    g = play(G.Deal(("troublemaker", "seer", "villager", "tanner"), ("villager", "hunter", "werewolf")),
             ("troublemaker", 0, {"players": ["Bob", "Cat"]}))
    ev = next(ev for ev in g.log if ev.step == "troublemaker")
    assert ev.seen == ()
    assert [(f.kind, f.how, f.places) for f in ev.facts] == [("cards", "swap", (1, 2))]
    assert all(o["step"] != "troublemaker" for o in observations(g))


def test_the_paranormal_investigator_knows_what_he_turned_into() -> None:
    g = play(G.Deal(("paranormal_investigator", "werewolf", "villager", "tanner"), ("villager", "hunter", "seer")),
             ("paranormal_investigator", 0, {"players": ["Bob"]}))
    v = knowledge(g, 0)
    assert v.turned == "werewolf"
    assert list(v.turned_by().values()) == ["werewolf"]
    assert [x.place for x in v.turned_by()] == [1]


def test_a_look_that_stops_nobody_turns_nobody() -> None:
    g = play(G.Deal(("paranormal_investigator", "seer", "villager", "hunter"), ("villager", "tanner", "werewolf")),
             ("paranormal_investigator", 0, {"players": ["Bob", "Cat"]}))
    assert knowledge(g, 0).turned == ""


def test_looks_of_a_doppelganger_witch_without_applying() -> None:
    g = G.advance(G.new_game(SEATS, deal=G.Deal(("doppelganger", "witch", "villager", "tanner"),
                                                 ("werewolf", "hunter", "villager"))))
    assert G.current_step(g) == "doppelganger"
    found = looks(g, 0, {"player": "Bob", "then": {"centre": 0}})
    assert [(x.kind, x.place, x.value) for x in found.seen] == [
        ("card", 1, "witch"), ("copy", -1, "witch"), ("card", 4, "werewolf")]
    assert (found.copy, found.inert, found.acts_as) == ("witch", False, "witch")
    assert G.current_step(g) == "doppelganger" and g.log == G.advance(g).log


def test_looks_of_a_doppelganger_pi_say_what_the_first_card_turns_her_into() -> None:
    g = G.advance(G.new_game(SEATS, deal=G.Deal(("doppelganger", "paranormal_investigator", "werewolf", "tanner"),
                                                 ("villager", "hunter", "villager"))))
    found = looks(g, 0, {"player": "Bob", "then": {"players": ["Cat"]}})
    assert found.turns == ("", "", "werewolf")


def test_looks_refuse_a_start_no_legal_choice_has() -> None:
    g = G.advance(G.new_game(SEATS, deal=G.Deal(("doppelganger", "witch", "villager", "tanner"),
                                                 ("werewolf", "hunter", "villager"))))
    with pytest.raises(RuleError):
        looks(g, 0, {"player": "Ann"})


def test_facts_are_not_written_to_a_save_and_come_back_on_loading() -> None:
    g = play(G.Deal(("robber", "witch", "village_idiot", "gremlin"), ("werewolf", "hunter", "villager")),
             ("robber", 0, {"player": "Bob"}), ("witch", 1, {"centre": 0, "player": "Cat"}),
             ("village_idiot", 2, {"direction": "left"}), ("gremlin", 3, {"swap": "cards", "players": ["Ann", "Dan"]}))
    assert sum(len(ev.facts) for ev in g.log) == 4
    doc = json.loads(save.dumps(g))
    assert all("facts" not in ev for ev in doc["data"]["log"])
    assert save.loads(json.dumps(doc)) == g


def test_facts_found_in_a_file_are_not_trusted() -> None:
    g = play(G.Deal(("robber", "seer", "villager", "tanner"), ("villager", "hunter", "werewolf")),
             ("robber", 0, {"player": "Bob"}))
    doc = json.loads(save.dumps(g))
    ev = next(ev for ev in doc["data"]["log"] if ev["step"] == "robber")
    ev["facts"] = [{"seat": 0, "kind": "cards", "how": "swap", "places": [0, 2], "value": "", "at": 0}]
    assert save.loads(json.dumps(doc)) == g  # facts in a file are never trusted: the log's replay decides
