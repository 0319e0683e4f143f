"""The fuzzers in the suite: fixed seeds, bounded counts (benchmarks/fuzz.py runs 10x)."""
from __future__ import annotations

import importlib

import pytest

# (module, count, seed): the counts benchmarks/fuzz.py multiplies by ten.
COUNTS = {"scenarios": (400, 20261201), "engine": (4000, 20261201), "saves": (1500, 20261201),
          "names": (2000, 20261201), "resumes": (3, 20261201)}


@pytest.mark.parametrize("name", sorted(COUNTS))
def test_fuzz_finds_no_failure(name: str) -> None:
    count, seed = COUNTS[name]
    figures = importlib.import_module(f"tests.fuzzing.{name}").run(count, seed)
    assert figures["tried"] == count
    assert figures["failures"] == 0, figures["examples"]


def test_scenario_fuzz_reaches_every_check() -> None:
    # The mutants are mostly malformed (bad_scenario with the key named), some still run,
    # and a directory run reports every one of them.
    f = importlib.import_module("tests.fuzzing.scenarios").run(200, 7)
    assert f["bad_scenario"] > 100 and f["ran"] > 5 and f["unnamed"] == 0
    assert f["directory_run_reported"] == 200


def test_engine_fuzz_reaches_every_target() -> None:
    engine = importlib.import_module("tests.fuzzing.engine")
    f = engine.run(1000, 7)
    assert f["ok"] > 100 and f["rejected"] > 300
    assert all(t["tried"] == 1000 // len(engine.TARGETS) for t in f["by_target"].values())
    assert {"knowledge", "reads", "classic"} <= set(f["by_target"])
