"""Hand-checked extended games (CLASSIC.md §11) through the scenario runner, one rule family each."""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from app.core.classic.scenario import check_file, run_file

S8 = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
S10 = S8 + ["Ivy", "Jon"]


def game(name: str, seats: list[str], roles: list[str], **rest: Any) -> dict[str, Any]:
    out = {"mode": "classic", "name": name, "preset": "extended", "seats": seats,
           "deal": {"seats": dict(zip(seats, roles))}, "nights": [], "days": [], "expect": {}}
    out.update(rest)
    return out


LOVERS = game(
    "mixed couple: lovers win; the fox's yes; the little girl caught, the wolves told the next night", S8,
    ["wolf", "wolf", "cupid", "little_girl", "fox", "seer", "villager", "villager"],
    nights=[
        {"cupid": {"Cat": {"players": ["Ann", "Gus"]}}, "wolves": {"Ann": {"player": "Hal"}, "Bob": {"player": "Hal"}},
         "little_girl": {"Dan": {}}, "fox": {"Eve": {"player": "Cat"}}},
        {"wolves": {"Ann": {"player": "Fay"}}, "little_girl": {"Dan": {"peek": True}}, "fox": {"Eve": {"player": "Gus"}}},
        {"wolves": {"Ann": {"player": "Eve"}}},
    ],
    days=[{"Ann": "Bob", "Cat": "Bob", "Dan": "Bob", "Eve": "Bob", "Fay": "Bob", "Gus": "Bob"},
          {"Ann": "Cat", "Gus": "Cat", "Cat": "Ann", "Eve": "Ann"},
          {"Ann": "Cat", "Gus": "Cat"}],
    chance={"N2": {"wolf": "Ann", "caught": True}},
    expect={
        "winner": "lovers", "end": "D3", "winners": ["Ann", "Gus"], "lovers": ["Ann", "Gus"],
        "deaths": {"N1": ["Hal"], "D1": ["Bob"], "N2": ["Dan", "Fay"], "D2": [], "N3": ["Eve"], "D3": ["Cat"]},
        "causes": {"Hal": "bite", "Bob": "vote", "Dan": "caught", "Fay": "bite", "Eve": "bite", "Cat": "vote"},
        "observations": [
            {"moment": "N1", "seat": "Ann", "step": "lovers", "what": "lover", "value": "Gus"},
            {"moment": "N1", "seat": "Gus", "step": "lovers", "what": "role:Ann", "value": "wolf"},
            {"moment": "N1", "seat": "Eve", "step": "fox", "what": "wolf_near:Cat", "value": True},
            {"moment": "N2", "seat": "Dan", "step": "little_girl", "what": "wolf", "value": "Ann"},
            {"moment": "N2", "seat": "Dan", "step": "little_girl", "what": "caught", "value": True},
            {"moment": "N2", "seat": "Eve", "step": "fox", "what": "wolf_near:Gus", "value": True},
            {"moment": "N3", "seat": "Ann", "step": "wolves", "what": "caught", "value": "Dan"},
        ],
        "unseen": [{"moment": "N2", "seat": "Ann", "step": "wolves", "what": "caught"},
                   {"moment": "N2", "seat": "Ann", "step": "lovers", "what": "lover"}],
    })

ELDER = game(
    "captain elected, tie-break, elder's two bites, powers lost after the chain: the hunter still shoots the "
    "captain, who names a successor; later the tie stays (no scapegoat) and the witch is shown nothing", S10,
    ["wolf", "wolf", "elder", "hunter", "scapegoat", "seer", "witch", "villager", "villager", "bodyguard"],
    options={"captain": True},
    nights=[
        {"wolves": {"Ann": {"player": "Cat"}, "Bob": {"player": "Cat"}}, "seer": {"Fay": {"player": "Ann"}},
         "bodyguard": {"Jon": {"player": "Hal"}}},
        {"wolves": {"Bob": {"player": "Cat"}}, "seer": {"Fay": {"player": "Bob"}}, "bodyguard": {"Jon": {"player": "Jon"}},
         "witch": {"Gus": {"poison": "Dan"}}},
        {"wolves": {"Bob": {"player": "Gus"}}, "bodyguard": {"Jon": {}}},
    ],
    election={"Ann": "Ann", "Bob": "Ann", "Cat": "Fay", "Dan": "Fay", "Eve": "Fay", "Fay": "Fay", "Gus": "Fay",
              "Hal": "Fay", "Ivy": "Fay", "Jon": "Fay"},
    days=[{"Ann": "Hal", "Bob": "Hal", "Cat": "Ann", "Dan": "Ann", "Fay": "Bob"},
          {"Bob": "Ivy", "Hal": "Bob", "Eve": "Ivy", "Gus": "Jon"},
          {"Eve": "Bob", "Hal": "Bob", "Ivy": "Bob", "Jon": "Bob"}],
    tiebreak={"D1": {"Fay": {"player": "Ann"}}, "D2": {"Hal": {}}},
    hunter={"N2": {"player": "Fay"}},
    successor={"N2": {"Fay": {"player": "Hal"}}},
    expect={
        "winner": "village", "end": "D3",
        "deaths": {"N1": [], "D1": ["Ann"], "N2": ["Cat", "Dan", "Fay"], "D2": [], "N3": ["Gus"], "D3": ["Bob"]},
        "causes": {"Ann": "vote", "Cat": "bite", "Dan": "poison", "Fay": "shot", "Gus": "bite", "Bob": "vote"},
        "captains": {"N1": None, "D1": "Fay", "N2": "Hal", "D2": "Hal", "N3": "Hal"}, "powers_lost": "N2",
        "potions": {"save": None, "poison": "N2"}, "revealed": {}, "accused": {"D1": None, "D2": None, "D3": None},
        "observations": [{"moment": "N1", "seat": "Gus", "step": "witch", "what": "victim", "value": "Cat"},
                         {"moment": "N2", "seat": "Fay", "step": "seer", "what": "team:Bob", "value": "wolves"}],
        "unseen": [{"moment": "N3", "seat": "Gus", "step": "witch", "what": "victim"}],
    })

SCAPEGOAT = game(
    "a standing tie kills the scapegoat, who sends the idiot to trial: hanged, he survives", S8,
    ["wolf", "wolf", "scapegoat", "idiot", "seer", "villager", "villager", "villager"],
    nights=[{"wolves": {"Ann": {"player": "Hal"}, "Bob": {"player": "Hal"}}},
            {"wolves": {"Ann": {"player": "Eve"}, "Bob": {"player": "Eve"}}},
            {"wolves": {"Ann": {"player": "Fay"}, "Bob": {"player": "Fay"}}}],
    days=[{"Ann": "Fay", "Bob": "Fay", "Eve": "Ann", "Gus": "Ann"}, {}],
    scapegoat={"D1": {"player": "Dan"}},
    trials={"D2": {"Ann": "kill", "Bob": "kill", "Fay": "kill", "Gus": "spare"}},
    expect={"winner": "wolves", "end": "N3", "winners": ["Ann", "Bob"],
            "deaths": {"N1": ["Hal"], "D1": ["Cat"], "N2": ["Eve"], "D2": [], "N3": ["Fay"]},
            "causes": {"Cat": "vote"}, "accused": {"D1": None, "D2": "Dan"},
            "revealed": {"Cat": "scapegoat", "Dan": "idiot"}})

WITCH = game(
    "witch told of protection; both potions at once; a saved knight makes nobody sick; no growl", S8,
    ["wolf", "wolf", "knight", "bodyguard", "witch", "bear_tamer", "villager", "villager"],
    options={"witch_both_potions": True, "witch_sees_protection": True},
    nights=[{"wolves": {"Ann": {"player": "Gus"}, "Bob": {"player": "Gus"}}, "bodyguard": {"Dan": {"player": "Gus"}}},
            {"wolves": {"Ann": {"player": "Cat"}, "Bob": {"player": "Cat"}}, "bodyguard": {"Dan": {"player": "Hal"}},
             "witch": {"Eve": {"save": True, "poison": "Ann"}}}],
    days=[{}, {"Bob": "Cat", "Cat": "Bob", "Dan": "Bob", "Eve": "Bob", "Fay": "Bob", "Gus": "Bob", "Hal": "Bob"}],
    expect={"winner": "village", "end": "D2", "deaths": {"N1": [], "D1": [], "N2": ["Ann"], "D2": ["Bob"]},
            "potions": {"save": "N2", "poison": "N2"}, "growls": [],
            "observations": [{"moment": "N1", "seat": "Eve", "step": "witch", "what": "victim", "value": None},
                             {"moment": "N2", "seat": "Eve", "step": "witch", "what": "victim", "value": "Cat"}]})


def variant(base: dict[str, Any], name: str, change) -> dict[str, Any]:
    d = copy.deepcopy(base)
    d["name"] = name
    change(d)
    return d


def _no_victim(d):
    d["nights"][0]["witch"] = {"Eve": {"save": True}}
    d["nights"], d["days"] = d["nights"][:1], []
    d["expect"] = {"rejected": {"moment": "N1", "step": "witch", "seat": "Eve", "code": "no_victim"}}


def _power_lost(d):
    d["nights"][2]["bodyguard"] = {"Jon": {"player": "Ivy"}}
    d["days"] = d["days"][:2]
    d["expect"] = {"rejected": {"moment": "N3", "step": "bodyguard", "seat": "Jon", "code": "power_lost"},
                   "observations": d["expect"]["observations"], "unseen": d["expect"]["unseen"]}


THIEF = game("the thief names the villager while a wolf is spare", S8,
             ["thief", "wolf", "seer", "cupid", "elder", "hunter", "villager", "villager"],
             nights=[{"thief": {"Ann": {"take": 1}}}],
             expect={"rejected": {"moment": "N1", "step": "thief", "seat": "Ann", "code": "must_take_wolf"},
                     "observations": [{"moment": "N1", "seat": "Ann", "step": "thief", "what": "spare",
                                       "value": ["wolf", "villager"]}]})
THIEF["deal"]["spare"] = ["wolf", "villager"]

PEEK_N1 = game("the little girl peeks on night 1", S8,
               ["wolf", "wolf", "little_girl", "seer", "villager", "villager", "villager", "villager"],
               nights=[{"wolves": {"Ann": {"player": "Eve"}}, "little_girl": {"Cat": {"peek": True}}}],
               expect={"rejected": {"moment": "N1", "step": "little_girl", "seat": "Cat", "code": "not_first_night"}})

GAMES = {g["name"]: g for g in (
    LOVERS, ELDER, SCAPEGOAT, WITCH, THIEF, PEEK_N1,
    variant(WITCH, "witch: the save is no_victim when she is told of the protection", _no_victim),
    variant(ELDER, "after the elder's death the bodyguard's protection is power_lost", _power_lost),
)}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_extended_game(name: str, tmp_path: Path) -> None:
    p = tmp_path / "game.json"
    p.write_text(json.dumps(GAMES[name]), encoding="utf-8")
    ok, _, problems = check_file(p)
    assert ok, problems
    out = run_file(p)
    assert out["preset"] == "extended" and len(out["options"]) == 6
