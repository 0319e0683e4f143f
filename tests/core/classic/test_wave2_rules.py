"""Second-wave rules (CLASSIC.md §11.17-§11.29), each a small game written from the page and
played through the scenario runner, as the suites of tests/scenarios are."""
from __future__ import annotations

from typing import Any

import pytest

from app.core.classic import scenario as SC
from app.core.common.scenarios import ScenarioError

SEATS = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


def play(roles: list[str], nights: list[dict], days: list[dict] | None = None, expect: dict | None = None,
         **extra: Any) -> dict[str, Any]:
    data = {"mode": "classic", "name": "t", "preset": "extended", "seats": SEATS[:len(roles)],
            "deal": {"seats": dict(zip(SEATS, roles)), **extra.pop("deal", {})}, "nights": nights,
            "days": days or [], "expect": expect or {}, **extra}
    sc = SC.parse(data)
    out = SC.run_scenario(sc)
    problems = SC.compare(sc.expect, out)
    assert not problems, problems
    return out


V = "villager"


def test_cursed_turns_and_white_wolf_kills_on_even_night() -> None:
    out = play(["wolf", "white_wolf", "cursed", "seer", V, V, V, V],
               [{"wolves": {"Ann": {"player": "Cat"}, "Bob": {"player": "Cat"}}, "seer": {"Dan": {"player": "Cat"}}},
                {"wolves": {"Ann": {"player": "Eve"}, "Bob": {"player": "Eve"}, "Cat": {"player": "Eve"}},
                 "white_wolf": {"Bob": {"player": "Ann"}}}],
               [{}],
               {"deaths": {"N1": [], "D1": [], "N2": ["Ann", "Eve"]}, "teams": {"Cat": "wolves"}})
    assert out["observations"][-1]["what"] in ("joined", "victim") or out["observations"]


def test_white_wolf_is_not_awake_on_odd_nights() -> None:
    play(["wolf", "white_wolf", V, V, V, V, V, V], [{"white_wolf": {"Bob": {"player": "Ann"}}}],
         expect={"rejected": {"moment": "N1", "step": "white_wolf", "seat": "Bob", "code": "not_awake"}})


def test_demon_wolf_converts_a_power_role_who_keeps_it() -> None:
    play(["wolf", "demon_wolf", "seer", V, V, V, V, V],
         [{"wolves": {"Ann": {"player": "Cat"}, "Bob": {"player": "Cat"}}, "demon_wolf": {"Bob": {"convert": True}}},
          {"seer": {"Cat": {"player": "Dan"}}}],
         [{}],
         {"deaths": {"N1": []}, "teams": {"Cat": "wolves"},
          "observations": [{"moment": "N1", "seat": "Cat", "step": "notice", "what": "wolf", "value": True},
                           {"moment": "N2", "seat": "Cat", "step": "seer", "what": "team:Dan", "value": "village"}]})


def test_demon_wolf_without_bite_is_no_victim() -> None:
    play(["wolf", "demon_wolf", V, V, V, V, V, V], [{"demon_wolf": {"Bob": {"convert": True}}}],
         expect={"rejected": {"moment": "N1", "step": "demon_wolf", "seat": "Bob", "code": "no_victim"}})


def test_wolf_cub_death_gives_a_second_bite_the_witch_sees_only_the_first() -> None:
    play(["wolf", "wolf_cub", "witch", V, V, V, V, V, V, V],
         [{}, {"wolves": {"Ann": {"player": "Dan"}}, "second_bite": {"Ann": {"player": "Eve"}}}],
         [{"Ann": "Bob", "Cat": "Bob", "Dan": "Bob"}],
         {"deaths": {"D1": ["Bob"], "N2": ["Dan", "Eve"]},
          "observations": [{"moment": "N2", "seat": "Cat", "step": "witch", "what": "victim", "value": "Dan"},
                           {"moment": "N2", "seat": "Ann", "step": "second_bite", "what": "victim", "value": "Eve"}]},
)


def test_tough_guy_dies_the_night_after_the_bite() -> None:
    play(["wolf", "tough_guy", V, V, V, V, V, V],
         [{"wolves": {"Ann": {"player": "Bob"}}}, {}],
         [{}],
         {"deaths": {"N1": [], "N2": ["Bob"]}, "causes": {"Bob": "wounds"}})


def test_enchanter_bitten_the_enchanted_dies_instead() -> None:
    play(["wolf", "enchanter", V, V, V, V, V, V],
         [{"wolves": {"Ann": {"player": "Bob"}}, "enchanter": {"Bob": {"player": "Cat"}}}],
         expect={"deaths": {"N1": ["Cat"]}, "causes": {"Cat": "enchanted"}})


def test_vampire_spawn_die_with_the_vampire() -> None:
    play(["wolf", "vampire", V, "hunter", V, V, V, V],
         [{"vampire": {"Bob": {"player": "Cat"}}}, {"wolves": {"Ann": {"player": "Bob"}}}],
         [{}],
         {"teams": {"Cat": "vampires"}, "deaths": {"N2": ["Bob", "Cat"]}, "causes": {"Cat": "vampire"},
          "observations": [{"moment": "N1", "seat": "Cat", "step": "notice", "what": "vampire", "value": True},
                           {"moment": "N2", "seat": "Cat", "step": "vampires", "what": "vampires",
                            "value": ["Bob", "Cat"]}]})


def test_angel_dying_on_day_one_wins_alone() -> None:
    play(["wolf", "angel", V, V, V, V, V, V], [{}], [{"Ann": "Bob", "Cat": "Bob"}],
         {"winner": "angel", "end": "D1", "winners": ["Bob"]})


def test_pied_piper_wins_when_every_other_living_player_is_charmed() -> None:
    play(["wolf", "pied_piper", V, V, V, V, V, V],
         [{"pied_piper": {"Bob": {"players": ["Ann", "Cat"]}}, "wolves": {"Ann": {"player": "Dan"}}},
          {"pied_piper": {"Bob": {"players": ["Eve", "Fay"]}}, "wolves": {"Ann": {"player": "Gus"}}},
          {"pied_piper": {"Bob": {"players": ["Hal"]}}}],
         [{}, {}],
         {"winner": "pied_piper", "end": "N3", "winners": ["Bob"], "charmed": ["Ann", "Cat", "Eve", "Fay", "Hal"]})


def test_moon_maiden_blocks_the_seer_and_may_not_repeat() -> None:
    play(["wolf", "moon_maiden", "seer", V, V, V, V, V],
         [{"moon_maiden": {"Bob": {"player": "Cat"}}, "seer": {"Cat": {"player": "Ann"}}}],
         expect={"rejected": {"moment": "N1", "step": "seer", "seat": "Cat", "code": "blocked"}})
    play(["wolf", "moon_maiden", "seer", V, V, V, V, V],
         [{"moon_maiden": {"Bob": {"player": "Cat"}}}, {"moon_maiden": {"Bob": {"player": "Cat"}}}], [{}],
         expect={"rejected": {"moment": "N2", "step": "moon_maiden", "seat": "Bob", "code": "repeat_target"}})


def test_raven_old_hag_and_stupor_are_announced_and_counted() -> None:
    out = play(["wolf", "raven", "old_hag", "apothecary", V, V, V, V],
               [{"raven": {"Bob": {"player": "Eve"}}, "old_hag": {"Cat": {"player": "Fay"}},
                 "apothecary": {"Dan": {"stupor": "Gus"}}}],
               [{"Ann": "Hal"}],
               {"deaths": {"D1": ["Eve"]}, "draughts": {"stupor": "N1", "restore": None},
                "announced": [{"moment": "N1", "what": "raven", "value": "Eve"},
                              {"moment": "N1", "what": "exiled", "value": "Fay"},
                              {"moment": "N1", "what": "stupor", "value": "Gus"}]})
    assert out["causes"]["Eve"] == "vote"


def test_an_exiled_player_cannot_vote() -> None:
    play(["wolf", "old_hag", V, V, V, V, V, V], [{"old_hag": {"Bob": {"player": "Cat"}}}],
         [{"Cat": "Ann"}], {"rejected": {"moment": "D1", "step": "vote", "seat": "Cat", "code": "not_awake"}})


def test_judge_sign_makes_a_second_vote() -> None:
    play(["wolf", "judge", V, V, V, V, V, V], [{"judge": {"Bob": {"sign": True}}}],
         [{"Ann": "Cat", "Bob": "Cat"}], second_vote={"D1": {"Bob": "Ann", "Dan": "Ann"}},
         expect={"deaths": {"D1": ["Ann", "Cat"]}, "winner": "village", "end": "D1",
                 "announced": [{"moment": "D1", "what": "second_vote", "value": True}]})


def test_cavalier_finding_a_wolf_ends_the_day() -> None:
    play(["wolf", "cavalier", V, V, V, V, V, "wolf"], [{}], [{"Cat": "Dan"}, {}],
         cavalier={"D1": {"Bob": {"player": "Ann"}}},
         expect={"rejected": {"moment": "D1", "step": "vote", "seat": "Cat", "code": "not_awake"}})


def test_servant_takes_the_hanged_players_card() -> None:
    play(["wolf", "servant", "seer", V, V, V, V, V], [{}], [{"Ann": "Cat", "Bob": "Cat", "Dan": "Cat"}],
         servant={"D1": {"Bob": {"player": "Cat"}}},
         expect={"roles": {"Bob": "seer", "Cat": "servant"}, "revealed": {"Bob": "servant"}})


def test_avenger_revenge_kills_a_wolf_on_the_village_side() -> None:
    play(["wolf", "avenger", V, V, V, V, V, "wolf"],
         [{"avenger": {"Bob": {"side": "village"}}, "wolves": {"Ann": {"player": "Bob"}, "Hal": {"player": "Bob"}}}],
         revenge={"N1": {"player": "Ann"}},
         expect={"deaths": {"N1": ["Ann", "Bob"]}, "causes": {"Ann": "revenge"}})


def test_mad_doctor_wolf_and_power_card_the_wolf_dies() -> None:
    play(["wolf", "mad_doctor", "seer", V, V, V, V, V],
         [{"mad_doctor": {"Bob": {"players": ["Ann", "Cat"]}}}],
         expect={"deaths": {"N1": ["Ann"]}, "causes": {"Ann": "mad_doctor"}, "winner": "village"})


def test_ghost_dies_on_night_one_and_writes_from_then_on() -> None:
    play(["wolf", "ghost", V, V, V, V, V, V], [{}, {"ghost": {"Bob": {"message": "Ann!"}}}], [{}],
         {"deaths": {"N1": ["Bob"]}, "causes": {"Bob": "ghost"},
          "announced": [{"moment": "N2", "what": "ghost", "value": "Ann!"}]})


def test_old_man_dies_on_night_wolves_plus_one() -> None:
    play(["wolf", "old_man", V, V, V, V, V, V], [{}, {}], [{}],
         {"deaths": {"N1": [], "N2": ["Bob"]}, "causes": {"Bob": "old_age"}})


def test_actor_draws_and_acts_as_the_card() -> None:
    play(["wolf", "actor", V, V, V, V, V, V],
         [{"actor": {"Bob": {"draw": True}}, "seer": {"Bob": {"player": "Ann"}}}],
         deal={"actor": ["seer", "fox", "raven"]}, chance={"N1": {"actor": "seer"}},
         expect={"observations": [{"moment": "N1", "seat": "Bob", "step": "actor", "what": "card", "value": "seer"},
                                  {"moment": "N1", "seat": "Bob", "step": "seer", "what": "team:Ann",
                                   "value": "wolves"}]})


def test_drunk_takes_his_card_on_night_three() -> None:
    play(["wolf", "drunk", V, V, V, V, V, V], [{}, {}, {"seer": {"Bob": {"player": "Ann"}}}], [{}, {}],
         deal={"drunk": "seer"},
         expect={"roles": {"Bob": "seer"},
                 "observations": [{"moment": "N3", "seat": "Bob", "step": "notice", "what": "role", "value": "seer"},
                                  {"moment": "N3", "seat": "Bob", "step": "seer", "what": "team:Ann",
                                   "value": "wolves"}]})


def test_sectarian_needs_his_group() -> None:
    with pytest.raises(ScenarioError):
        play(["wolf", "sectarian", V, V, V, V, V, V], [{}])
    play(["wolf", "sectarian", V, V, V, V, V, V], [{}], deal={"sect": ["Bob", "Cat", "Dan", "Eve"]})


def test_apprentice_seer_becomes_the_seer() -> None:
    play(["wolf", "seer", "apprentice_seer", V, V, V, V, V],
         [{"wolves": {"Ann": {"player": "Bob"}}}, {"seer": {"Cat": {"player": "Ann"}}}], [{}],
         {"roles": {"Cat": "seer", "Bob": "apprentice_seer"},
          "observations": [{"moment": "N2", "seat": "Cat", "step": "seer", "what": "team:Ann", "value": "wolves"}]})


def test_wild_child_turns_when_the_model_dies() -> None:
    play(["wolf", "wild_child", V, V, V, V, V, V],
         [{"wild_child": {"Bob": {"player": "Cat"}}, "wolves": {"Ann": {"player": "Cat"}}}],
         expect={"teams": {"Bob": "wolves"}})


def test_stray_wolf_follows_his_companion() -> None:
    play(["wolf", "stray_wolf", V, V, V, V, V, V, V, V],
         [{"stray_wolf": {"Bob": {"player": "Cat"}}, "wolves": {"Ann": {"player": "Cat"}, "Bob": {"player": "Cat"}}}],
         expect={"deaths": {"N1": ["Bob", "Cat"]}, "causes": {"Bob": "companion"}})


def test_diseased_victim_stops_the_next_nights_bite() -> None:
    play(["wolf", "diseased", V, V, V, V, V, V],
         [{"wolves": {"Ann": {"player": "Bob"}}}, {"wolves": {"Ann": {"player": "Cat"}}}], [{}],
         expect={"rejected": {"moment": "N2", "step": "wolves", "seat": "Ann", "code": "unavailable"}})


def test_prince_survives_his_hanging_revealed() -> None:
    play(["wolf", "prince", V, V, V, V, V, V], [{}], [{"Ann": "Bob", "Cat": "Bob"}],
         {"deaths": {"D1": []}, "revealed": {"Bob": "prince"}})


def test_pacifist_may_not_vote_kill() -> None:
    play(["wolf", "pacifist", V, V, V, V, V, V], [{}], [{"Ann": "Cat", "Bob": "Cat", "Dan": "Cat", "Eve": "Cat",
                                                        "Fay": "Cat"}],
         options={"vote_rule": "trial"}, trials={"D1": {"Bob": "kill"}},
         expect={"rejected": {"moment": "D1", "step": "trial", "seat": "Bob", "code": "unavailable"}})


def test_traitor_and_wolf_brothers_see_and_are_seen() -> None:
    play(["wolf", "traitor", "big_brother_wolf", "little_brother_wolf", V, "seer", V, V, V, V],
         [{"seer": {"Fay": {"player": "Bob"}}}],
         expect={"observations": [{"moment": "N1", "seat": "Bob", "step": "traitor", "what": "wolves",
                                   "value": ["Ann", "Cat", "Dan"]},
                                  {"moment": "N1", "seat": "Cat", "step": "wolf_brothers", "what": "brother",
                                   "value": "Dan"},
                                  {"moment": "N1", "seat": "Fay", "step": "seer", "what": "team:Bob",
                                   "value": "village"}],
                 "teams": {"Bob": "wolves"}})


def test_little_brother_is_dormant_then_rages() -> None:
    play(["wolf", "big_brother_wolf", "little_brother_wolf", "seer", V, V, V, V, V, V],
         [{"seer": {"Dan": {"player": "Cat"}}},
          {"little_brother_wolf": {"Cat": {"player": "Eve"}}, "wolves": {"Ann": {"player": "Fay"},
                                                                          "Cat": {"player": "Fay"}}}],
         [{"Ann": "Bob", "Dan": "Bob", "Eve": "Bob"}],
         expect={"deaths": {"D1": ["Bob"], "N2": ["Eve", "Fay"]},
                 "observations": [{"moment": "N1", "seat": "Dan", "step": "seer", "what": "team:Cat",
                                   "value": "village"}]})


def test_white_wolf_wins_alone() -> None:
    from dataclasses import replace

    from app.core.classic import engine
    from app.core.classic.state import Death
    g = engine.new_game(SEATS[:8], None, 0, roles=("white_wolf", "wolf", V, V, V, V, V, V), preset="extended")
    g = replace(g, dead=tuple(Death(s, "bite", "N1") for s in range(1, 8)))
    assert engine.winner(g) == "white_wolf"
    g = replace(g, dead=tuple(Death(s, "bite", "N1") for s in range(2, 8)))
    assert engine.winner(g) == "wolves"  # the white wolf counts as "other" for the pack's parity


def test_heretic_wins_beside_the_winners_when_his_picks_are_dead() -> None:
    play(["wolf", "heretic", V, V, V, V, V, V],
         [{"heretic": {"Bob": {"players": ["Ann", "Cat"]}}, "wolves": {"Ann": {"player": "Cat"}}}],
         [{"Bob": "Ann", "Dan": "Ann", "Eve": "Ann"}],
         {"winner": "village", "end": "D1", "winners": ["Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]})


def test_big_bad_wolf_is_unlocked_by_a_plain_wolfs_death() -> None:
    play(["wolf", "big_bad_wolf", "wolf", V, V, V, V, V, V, V],
         [{"big_bad_wolf": {"Bob": {"player": "Dan"}}}],
         expect={"rejected": {"moment": "N1", "step": "big_bad_wolf", "seat": "Bob", "code": "unavailable"}})
    play(["wolf", "big_bad_wolf", "wolf", V, V, V, V, V, V, V],
         [{}, {"wolves": {"Bob": {"player": "Dan"}, "Cat": {"player": "Dan"}}, "big_bad_wolf": {"Bob": {"player": "Eve"}}}],
         [{"Dan": "Ann", "Eve": "Ann", "Fay": "Ann"}],
         {"deaths": {"D1": ["Ann"], "N2": ["Dan", "Eve"]}})


def test_fire_wolf_strips_at_the_power_check() -> None:
    play(["wolf", "fire_wolf", "seer", V, V, V, V, V, V, "wolf"],
         [{}, {"fire_wolf": {"Bob": {"player": "Cat"}}, "seer": {"Cat": {"player": "Bob"}}},
          {"seer": {"Cat": {"player": "Jon"}}}],
         [{"Dan": "Ann", "Eve": "Ann", "Fay": "Ann"}, {}],
         {"rejected": {"moment": "N3", "step": "seer", "seat": "Cat", "code": "power_lost"}})


def test_lycan_seen_by_the_seer_turns_from_the_next_day() -> None:
    play(["wolf", "lycan", "seer", V, V, V, V, V],
         [{"seer": {"Cat": {"player": "Bob"}}}],
         [{}],
         {"teams": {"Bob": "wolves"},
          "observations": [{"moment": "N1", "seat": "Cat", "step": "seer", "what": "team:Bob", "value": "village"},
                           {"moment": "N1", "seat": "Bob", "step": "notice", "what": "wolf", "value": True}]})


def test_wolf_kin_next_to_a_wolf_turns() -> None:
    play(["wolf", "wolf_kin", V, V, V, V, V, V], [{}], expect={"teams": {"Bob": "wolves"}})
    play(["wolf", V, "wolf_kin", V, V, V, V, V], [{}], expect={"teams": {"Cat": "village"}})


def test_shadow_takes_the_dead_models_card() -> None:
    play(["wolf", "shadow", "seer", V, V, V, V, V],
         [{"shadow": {"Bob": {"player": "Cat"}}, "wolves": {"Ann": {"player": "Cat"}}},
          {"seer": {"Bob": {"player": "Ann"}}}], [{}],
         {"roles": {"Bob": "seer", "Cat": "shadow"},
          "observations": [{"moment": "N2", "seat": "Bob", "step": "seer", "what": "team:Ann", "value": "wolves"}]})


def test_assassin_needs_four_votes_against_him() -> None:
    play(["wolf", "assassin", V, V, V, V, V, V], [{}, {"assassin": {"Bob": {"player": "Ann"}}}],
         [{"Cat": "Bob", "Dan": "Eve", "Fay": "Eve"}],
         expect={"rejected": {"moment": "N2", "step": "assassin", "seat": "Bob", "code": "unavailable"}})
    play(["wolf", "assassin", V, V, V, V, V, V], [{}, {"assassin": {"Bob": {"player": "Ann"}}}],
         [{"Cat": "Bob", "Dan": "Bob", "Eve": "Bob", "Fay": "Bob", "Ann": "Gus", "Gus": "Hal"}],
         options={"vote_rule": "trial"},
         expect={"deaths": {"N2": ["Ann"]}, "causes": {"Ann": "assassin"}, "winner": "village",
                 "observations": [{"moment": "N2", "seat": "Bob", "step": "assassin", "what": "votes", "value": 4}]})


def test_vampires_win_when_every_living_player_is_one() -> None:
    out = play(["vampire", "wolf", V, V, V, V, V, V],
               [{"vampire": {"Ann": {"player": "Cat"}}, "wolves": {"Bob": {"player": "Dan"}}}],
               [{"Ann": "Bob", "Cat": "Bob", "Eve": "Bob"}])
    assert out["teams"]["Cat"] == "vampires"
