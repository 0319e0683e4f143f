"""Mutated classic scenario files never crash the classic runner (fixed seeds, bounded)."""
from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from app.core.classic.scenario import check_file

ROOT = Path(__file__).resolve().parents[2] / "scenarios" / "classic"
SOURCES = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(ROOT.glob("*.json"))]
JUNK: list[Any] = [None, True, False, 0, -1, 7, 10**30, 1.5, "", "Ann", "Zed", "N1", "D9", "wolf", [], ["Ann"],
                   {}, {"player": "Ann"}, {"save": True}, {"poison": "Bob"}, {"x": 1}, [[]], {"Ann": {}}]


def _nodes(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [at]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _nodes(v, at + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _nodes(v, at + (i,))
    return out


def _mutate(data: Any, rng: random.Random) -> Any:
    data = json.loads(json.dumps(data))
    for _ in range(rng.randint(1, 3)):
        at = rng.choice(_nodes(data)[1:])
        parent = data
        for k in at[:-1]:
            parent = parent[k]
        if rng.random() < 0.2 and isinstance(parent, dict):
            del parent[at[-1]]
        else:
            parent[at[-1]] = rng.choice(JUNK)
    return data


@pytest.mark.parametrize("seed", range(12))
def test_mutated_files_give_a_result_or_a_named_scenario_error(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    for i in range(40):
        p = tmp_path / f"f{i}.json"
        p.write_text(json.dumps(_mutate(rng.choice(SOURCES), rng)), encoding="utf-8")
        _ok, _name, problems = check_file(p)
        for problem in problems:
            assert not problem.startswith("internal error"), problem
            if problem.startswith("bad_scenario: "):
                assert "key '" in problem or "cannot read JSON" in problem or "JSON object" in problem, problem
