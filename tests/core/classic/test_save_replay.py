"""A classic save loads only if its log replays to exactly the saved state (save.replay)."""
from __future__ import annotations

import json
import random

import pytest

from app.core.classic import handoff as H
from app.core.classic import kinds as K
from app.core.classic import simulate as S
from app.core.classic.mode import CLASSIC
from app.core.common.errors import SaveError

SEATS = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


def saves_of_a_game(seed: int = 3) -> dict[str, str]:
    """The first save of each kind of moment of one random game (night, dawn, day, vote, dusk, end)."""
    out: dict[str, str] = {}

    def grab(kind, state, night, info):
        out.setdefault(state.phase if night is None else "visit", CLASSIC.dumps(state, night))
        if state.phase == "night" and night is not None and night.held:
            out.setdefault("held", CLASSIC.dumps(state, night))

    p = S.play_game(SEATS, seed, random.Random(seed), grab)
    out["end"] = CLASSIC.dumps(p.state)
    return out


SAVES = saves_of_a_game()


def test_real_saves_of_every_moment_load_back_exactly():
    assert {"visit", "held", "dawn", "vote", "end"} <= set(SAVES)
    for text in SAVES.values():
        state, night, _ = CLASSIC.loads_with_extra(text)
        assert CLASSIC.dumps(state, night) == text


def _tampered(name: str, change) -> str:
    doc = json.loads(SAVES[name])
    change(doc["state"])
    return json.dumps(doc)


def _bite_not_top(s):
    bite = next(e for e in s["log"] if e["kind"] == "bite")
    bite["target"] = 7 if bite["target"] != 7 else 6


def _dead_not_the_log(s):
    s["dead"] = s["dead"][:-1] if s["dead"] else [{"seat": 0, "cause": "bite", "moment": "N1"}]


@pytest.mark.parametrize("name,change", [
    ("day", lambda s: s.update(phase="xyz")),
    ("day", lambda s: s.update(round=10**9)),
    ("day", _dead_not_the_log),
    ("vote", lambda s: s.update(pending=[99])),
    ("vote", lambda s: s.update(pending=s["pending"][1:])),
    ("day", _bite_not_top),
    ("day", lambda s: s["log"].append({"moment": "D1", "kind": "result", "seat": None, "target": None,
                                       "value": "wolves", "seats": [], "pairs": [], "public": True})),
    ("day", lambda s: s["log"].pop()),
    ("day", lambda s: s.update(seed=s["seed"] + 1)),
    ("day", lambda s: s.update(round=1.0) if s["round"] == 1 else s.update(round=float(s["round"]))),
    ("day", lambda s: s.update(save_used="N1")),
    ("day", lambda s: s.update(last_protect=5)),
    ("end", lambda s: s.update(result="village" if s["result"] != "village" else "wolves")),
    ("end", lambda s: s.update(phase="night")),
    ("dawn", lambda s: s.update(step="witch")),
    ("visit", lambda s: s["log"].insert(1, {"moment": "N1", "kind": "shot", "seat": 0, "target": 1,
                                            "value": None, "seats": [], "pairs": [], "public": False})),
    ("visit", lambda s: s.update(roles=list(reversed(s["roles"])))),
])
def test_a_consistent_looking_but_impossible_save_is_corrupt(name, change):
    text = _tampered(name, change)
    with pytest.raises(SaveError) as exc:
        CLASSIC.loads_with_extra(text)
    assert exc.value.reason == "corrupt"


def test_a_save_of_a_game_dealt_with_given_roles_replays_too():
    roles = ("seer", "wolf", "bodyguard", "wolf", "witch", "hunter", "villager", "villager")
    g = CLASSIC.new_game(SEATS, seed=0, roles=roles)
    night = H.begin(g)
    while not H.over(g, night):
        night = H.finish_visit(g, night)
    g, _ = H.commit(g, night)
    assert CLASSIC.loads(CLASSIC.dumps(g)) == g


def _second_wave_save() -> str:
    deck = ["wolf", "wolf", "wolf_cub", "pied_piper", "raven", "seer", "witch", "actor", "villager", "villager"]
    seats = [f"P{i}" for i in range(len(deck))]
    p = S.play_game(seats, 5, random.Random(5), preset="extended", deck=deck)
    assert p.state.w2 and p.state.w2.actor_cards
    return CLASSIC.dumps(p.state)


def _as_pairs(s):  # the state as saves wrote it before the second wave's facts were typed
    s["w2"] = [[k, s["w2"][k]] for k in sorted(s["w2"])]


def test_the_second_wave_facts_are_typed_and_old_saves_load_to_the_same_state():
    text = _second_wave_save()
    state = CLASSIC.loads(text)
    assert isinstance(json.loads(text)["state"]["w2"], dict) and state.w2.wave == 2
    with pytest.raises(TypeError):
        K.put(state, not_a_fact=1)
    assert K.put(K.put(state, charmed=(1,)), charmed=None).w2.charmed is None
    doc = json.loads(text)
    _as_pairs(doc["state"])
    assert CLASSIC.loads(json.dumps(doc)) == state  # the v1 shape, converted once on loading (save.py)


@pytest.mark.parametrize("change", [
    lambda s: (_as_pairs(s), s["w2"].reverse()),  # old pairs out of order
    lambda s: (_as_pairs(s), s["w2"].append(list(s["w2"][-1]))),  # a fact twice
    lambda s: s["w2"].update(not_a_fact=1),
    lambda s: s["w2"].update(charmed=None),
    lambda s: s["w2"].update(wave=3),
])
def test_a_second_wave_save_with_bad_facts_is_corrupt(change):
    doc = json.loads(_second_wave_save())
    change(doc["state"])
    with pytest.raises(SaveError) as exc:
        CLASSIC.loads(json.dumps(doc))
    assert exc.value.reason == "corrupt"
