"""The second wave's data (CLASSIC.md §11.17-§11.19): roles, the deck and deal rules with their
reason ids, the extras drawn at setup, and the kinds of §11.18."""
from __future__ import annotations

from app.core.classic import extended as X
from app.core.classic import kinds as K
from app.core.classic import wave2 as W
from app.core.classic import engine

V = "villager"


def test_the_44_roles_and_new_moons_gypsy() -> None:
    assert len(W.SECOND_WAVE) == 44 and len(set(W.SECOND_WAVE)) == 44
    # §11.31: the town crier is a title, never a card; the gypsy is a card of New Moon's only
    assert X.check_deck(8, ["wolf", "town_crier"] + [V] * 6) == "ext_unknown_role"
    assert X.ROLES[-1] == "gypsy" and "gypsy" not in W.SECOND_WAVE


def test_deck_rules_of_11_19() -> None:
    assert X.check_deck(8, ["big_bad_wolf", "seer"] + [V] * 6) is None  # a wolf card is a wolf (rule 3)
    assert X.check_deck(8, ["traitor", "seer"] + [V] * 6) == "ext_no_wolf"
    assert X.check_deck(8, ["wolf", "big_brother_wolf"] + [V] * 6) == "ext_wolf_brothers"
    assert X.check_deck(10, ["wolf", "big_brother_wolf", "little_brother_wolf"] + [V] * 7) is None
    # rule 6 counts the wolf hound and the avenger
    assert X.check_deck(8, ["wolf", "wolf", "wolf_hound", V, V, V, V, V]) is None
    assert X.check_deck(8, ["wolf", "wolf", "wolf_hound", "avenger", V, V, V, V]) == "ext_too_many_wolves"
    assert X.check_deck(8, ["wolf", "vampire", "vampire"] + [V] * 5) == "ext_duplicate"


def test_deal_rules_5_and_7_to_9() -> None:
    roles = ["thief", "wolf", "seer"] + [V] * 5
    assert X.check_deal(roles, ["actor", "wolf"]) == "ext_spare_card"
    assert X.check_deal(roles, ["sectarian", "wolf"]) == "ext_spare_card"
    assert X.check_deal(roles, ["vampire", "wolf"]) is None
    actor = ["wolf", "actor"] + [V] * 6
    assert X.check_deal(actor) == "ext_actor"
    assert X.check_deal(actor, actor=["seer", "fox"]) == "ext_actor"
    assert X.check_deal(actor, actor=["seer", "fox", "witch"]) == "ext_actor"
    assert X.check_deal(actor, actor=["seer", "fox", "raven"]) is None
    assert X.check_deal(["wolf", "actor", "seer"] + [V] * 5, actor=["seer", "fox", "raven"]) == "ext_duplicate"
    drunk = ["wolf", "drunk"] + [V] * 6
    assert X.check_deal(drunk) == "ext_drunk"
    assert X.check_deal(drunk, drunk="cupid") == "ext_drunk"
    assert X.check_deal(drunk, drunk="seer") is None
    assert X.check_deal(["wolf", "wolf", "wolf", "drunk"] + [V] * 4, drunk="wolf") == "ext_too_many_wolves"
    sect = ["wolf", "sectarian"] + [V] * 6
    assert X.check_deal(sect) == "ext_sect"
    assert X.check_deal(sect, sect=[1, 2, 3]) == "ext_sect"
    assert X.check_deal(sect, sect=[0, 2, 3, 4]) == "ext_sect"  # his own seat is in his group
    assert X.check_deal(sect, sect=[1, 2, 3, 4]) is None
    assert X.check_deal(["wolf", "sectarian"] + [V] * 7, sect=[1, 2, 3, 4, 5]) is None  # ceil(9/2)


def test_extras_are_drawn_at_setup_and_are_valid() -> None:
    for seed in range(30):
        deck = ["wolf", "wolf", "actor", "drunk", "sectarian", "seer", "fox", V, V, V, V]
        g = engine.new_game([f"P{i}" for i in range(11)], deck, seed, preset="extended")
        actor, drunk, sect = g.w2.actor_cards, g.w2.drunk_dealt, g.w2.sect
        assert X.check_deal(g.dealt, g.spare, actor, drunk, sect) is None
        assert not {"seer", "fox"} & set(actor) and len(sect) == 6


def test_kinds() -> None:
    g = engine.new_game([f"P{i}" for i in range(10)], None, 0, preset="extended",
                        roles=("dream_wolf", "wolf", "traitor", "lycan", "vampire", "villager", "seer", "white_wolf",
                               "villager", "villager"))
    assert K.is_wolf(g, 0) and K.dormant(g, 0) and not K.seen_as_wolf(g, 0) and K.known_to_pack(g, 0)
    assert not K.is_wolf(g, 2) and K.team(g, 2) == "wolves"
    assert not K.is_wolf(g, 3) and K.team(g, 3) == "village"
    assert K.team(g, 4) == "vampires" and K.team(g, 7) == "white_wolf"
    assert K.plain_wolf(g, 1) and not K.plain_wolf(g, 7)
    assert K.pack(g) == (1, 7)
    assert [K.doctor_kind(g, s) for s in (1, 5, 6)] == ["wolf", "plain", "power"]
    assert not K.has_power_card(g, 5) and K.has_power_card(g, 6) and not K.has_power_card(g, 1)
