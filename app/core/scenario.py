"""Scenario runner: `python -m app.core.scenario [--json] FILE_OR_DIR...` (see SCENARIOS.md).

Each mode's runner lives in its package; files say their mode with `"mode"` (none: One Night).
"""
from __future__ import annotations

from pathlib import Path

from .common.scenarios import Runner, ScenarioError
from .common.scenarios import check_file as _check_file
from .common.scenarios import main as _main
from .classic import scenario as classic
from .onenight import scenario as onenight
from .onenight.scenario import load, run_scenario

RUNNERS: dict[str | None, Runner] = {None: onenight, "classic": classic}  # type: ignore[dict-item]

__all__ = ["RUNNERS", "ScenarioError", "check_file", "load", "main", "run_scenario"]


def check_file(path: Path) -> tuple[bool, str, list[str]]:
    """Run one file of any mode: (passed, name, problems)."""
    return _check_file(Path(path), RUNNERS)


def main(argv: list[str] | None = None) -> int:
    return _main(argv, RUNNERS)


if __name__ == "__main__":
    raise SystemExit(main())
