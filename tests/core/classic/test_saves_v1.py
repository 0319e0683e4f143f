"""Saves written by an earlier version of the classic code still load and resume exactly.

`saves_v1/` holds real saves of seeded games (both presets, both waves, New Moon on and off,
nights in progress with their held choices, laps taken in parallel, narrated nights), written by
`saves_v1/make_saves.py` with the code of their time; `saves_v1/expected.json` holds, for each,
a digest of what that code loaded (the state, the night, the app's data) and of the game played
on from there to its end by a seeded table. The files are never rewritten: a change that makes a
digest differ changed how old saves load or play on.
"""
from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from app.core.classic import handoff as H
from app.core.classic import simulate as S
from app.core.classic import table_mode as T
from app.core.classic.mode import CLASSIC
from app.core.classic.state import to_dict
from app.core.common.errors import SaveError

HERE = Path(__file__).parent / "saves_v1"
EXPECTED: dict[str, dict[str, str]] = (json.loads((HERE / "expected.json").read_text(encoding="utf-8"))
                                       if (HERE / "expected.json").exists() else {})


def _digest(data: Any) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:32]


def recorded_shape(state) -> dict[str, Any]:
    """A state's data as the corpus's digests were taken: the second wave's facts, typed since
    (state.Facts, written as an object of the facts known), as the sorted [fact, value] pairs of
    that time; the same facts and values, so the digests stay those recorded."""
    data = to_dict(state)
    if "w2" in data:
        data["w2"] = [[k, data["w2"][k]] for k in sorted(data["w2"])]
    return data


def _load(text: str):
    return CLASSIC.loads_with_extra(text)


def digest_loaded(text: str) -> str:
    """What the loader makes of a save: its state, its night and the app's data (or its SaveError)."""
    try:
        state, night, extra = _load(text)
    except SaveError as exc:
        return f"SaveError:{exc.code}"
    return _digest({"state": recorded_shape(state), "night": None if night is None else H.to_dict(night),
                    "extra": extra})


def resume(state, night, extra: dict[str, Any], rng: random.Random):
    """The game played on from a loaded save to its end: tonight's visits left (a narrated night:
    every call left ends, nobody else comes), then the simulator's table."""
    policy = S.Policy(rng)
    if night is not None:
        if isinstance(extra.get("table"), dict) and extra["table"]:
            for step in T.calls(state):
                night = T.end_call(state, night, step, ())
            state, _ = T.commit(state, night)
        else:
            while not H.over(state, night):
                for seat in H.lap_left(state, night):
                    j = H.visit_index(state, night, seat)
                    seen = H.at(state, night, seat)
                    v = H.current(state, seen)
                    if v.kind == "act":
                        opts = H.options(state, seen)
                        if opts:
                            seen, _ = H.choose(state, seen, policy.act(state, seen, v, opts))
                    seen = H.finish_visit(state, seen)
                    night = H.back(night, seen, j)
            state, _ = H.commit(state, night)
    return S.play_on(state, policy).state


def digest_resumed(text: str, seed: str = "") -> str:
    """The end of the game played on from the save (`resume`, seeded by `seed`)."""
    try:
        state, night, extra = _load(text)
    except SaveError as exc:
        return f"SaveError:{exc.code}"
    end = resume(state, night, extra, random.Random(seed))
    return _digest(recorded_shape(end))


def test_the_corpus_is_there() -> None:
    assert len(EXPECTED) >= 60
    assert sorted(EXPECTED) == sorted(p.name for p in HERE.glob("*.json") if p.name != "expected.json")


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_an_old_save_loads_and_resumes_as_it_did(name: str) -> None:
    text = (HERE / name).read_text(encoding="utf-8")
    assert digest_loaded(text) == EXPECTED[name]["loaded"]
    assert digest_resumed(text, name) == EXPECTED[name]["resumed"]
