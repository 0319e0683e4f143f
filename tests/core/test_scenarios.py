"""Every scenario file under tests/scenarios passes through the engine."""
from __future__ import annotations

from pathlib import Path

import pytest

from app.core.scenario import check_file

ROOT = Path(__file__).resolve().parents[1] / "scenarios"
# Classic files have their own runner (tests/core/classic/test_scenarios_classic.py).
FILES = sorted(p for p in ROOT.rglob("*.json") if "classic" not in p.relative_to(ROOT).parts)


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ROOT)) for p in FILES])
def test_scenario_passes(path: Path) -> None:
    ok, name, problems = check_file(path)
    assert ok, f"{name}: " + "; ".join(problems)
