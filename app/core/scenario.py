"""Scenario runner: `python -m app.core.scenario [--json] FILE_OR_DIR...` (see SCENARIOS.md).

The runner of each mode lives in its package; this entry point keeps the command stable.
"""
from __future__ import annotations

from .onenight.scenario import ScenarioError, check_file, load, main, run_scenario

__all__ = ["ScenarioError", "check_file", "load", "main", "run_scenario"]

if __name__ == "__main__":
    raise SystemExit(main())
