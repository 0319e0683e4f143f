"""Every scenario file under tests/scenarios passes through the engine."""
from __future__ import annotations

from pathlib import Path

import pytest

from app.core.scenario import check_file

ROOT = Path(__file__).resolve().parents[1] / "scenarios"
# Every mode's files, each through its own runner (a classic file says "mode": "classic").
FILES = sorted(ROOT.rglob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ROOT)) for p in FILES])
def test_scenario_passes(path: Path) -> None:
    ok, name, problems = check_file(path)
    assert ok, f"{name}: " + "; ".join(problems)
