"""`state.to_dict` (the autosave's conversion, written for speed) gives exactly what
`dataclasses.asdict` gives, for states of one game after another and of games interleaved."""
from __future__ import annotations

import random
from dataclasses import asdict

from app.core.classic import simulate as SIM
from app.core.classic.state import _DEFAULTS, EXTENDED_FIELDS, to_dict


def _asdict(state):
    data = asdict(state)
    data["w2"] = {k: v for k, v in data["w2"].items() if v is not None}  # the facts known only
    for k in EXTENDED_FIELDS:
        if data[k] == _DEFAULTS[k] and type(data[k]) is type(_DEFAULTS[k]):
            del data[k]
    if state.preset == "standard":
        data.pop("turns", None)  # read off the deaths (state.standard_turns)
    return data


def _games():
    rng = random.Random(11)
    states = []

    def observe(kind, st, night, info):
        states.append(st)

    SIM.play_game([f"P{i}" for i in range(8)], 3, rng, observe=observe)
    for g, new_moon in ((1, False), (2, True)):
        deck = SIM.random_deck(rng, 12)
        seats = [f"P{i}" for i in range(len(deck) - (2 if "thief" in deck else 0))]
        SIM.play_game(seats, g, rng, observe=observe, preset="extended", deck=deck,
                      options=SIM.random_options(rng, new_moon=new_moon))
    return states


def test_to_dict_is_asdict_for_every_state_in_order_and_interleaved():
    states = _games()
    assert len(states) > 100
    shuffled = states[::7] + states[::-5]  # logs that do not grow from the last one written
    for st in states + shuffled:
        assert repr(to_dict(st)) == repr(_asdict(st))
