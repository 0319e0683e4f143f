"""The scenario runner's command line, shared by every mode (SCENARIOS.md, CLASSIC.md §10).

A file names its mode with a top-level `"mode"` key (no key: One Night); each mode's
runner checks and plays its own files. One bad file never stops a directory run.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Protocol

from .errors import show


class ScenarioError(ValueError):
    """A scenario file that cannot be run (bad_scenario): names the key at fault."""


class Runner(Protocol):
    def check_file(self, path: Path) -> tuple[bool, str, list[str]]: ...
    def run_file(self, path: Path) -> dict[str, Any]: ...


def need_object(value: Any, where: str) -> dict[str, Any]:
    """`value` if it is a JSON object, else the scenario error naming the key."""
    if not isinstance(value, dict):
        if where == "scenario":
            raise ScenarioError("the file must hold one JSON object")
        raise ScenarioError(f"key '{where}' must be an object")
    return value


def need_list(value: Any, where: str) -> list[Any]:
    """`value` if it is a JSON list, else the scenario error naming the key."""
    if not isinstance(value, list):
        raise ScenarioError(f"key '{where}' must be a list")
    return value


def read_json(path: Path) -> Any:
    """The file's JSON; ScenarioError when it cannot be read."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ScenarioError(f"cannot read JSON: {exc}") from None
    except RecursionError:
        raise ScenarioError("cannot read JSON: nested too deep") from None
    except ValueError as exc:  # e.g. an integer longer than Python converts (4300 digits)
        raise ScenarioError(f"cannot read JSON: {exc}") from None


def runner_for(path: Path, runners: dict[str | None, Runner]) -> Runner:
    """The runner of the file's mode (unreadable files go to the default runner, which says why)."""
    try:
        data = read_json(path)
    except ScenarioError:
        return runners[None]
    mode = data.get("mode") if isinstance(data, dict) else None
    if mode is None:
        return runners[None]
    if isinstance(mode, str) and mode in runners:
        return runners[mode]
    raise ScenarioError(f"key 'mode' must be one of {sorted(m for m in runners if m)}, got {show(mode)}")


def files(args: list[str]) -> list[Path]:
    out: list[Path] = []
    for a in args:
        p = Path(a)
        if p.is_dir():
            out.extend(sorted(p.rglob("*.json")))
        else:
            out.append(p)
    return out


def _internal(err: BaseException) -> str:
    return f"{type(err).__name__}: {show(str(err))} (a bug of the runner or the engine)"


def check_file(path: Path, runners: dict[str | None, Runner]) -> tuple[bool, str, list[str]]:
    """Run one file with its mode's runner: (passed, name, problems); never raises."""
    try:
        return runner_for(path, runners).check_file(path)
    except ScenarioError as err:
        return False, "", [f"bad_scenario: {err}"]
    except Exception as err:  # noqa: BLE001 - a runner bug must not stop the other files
        return False, "", [f"internal error: {_internal(err)}"]


def main(argv: list[str] | None, runners: dict[str | None, Runner]) -> int:
    """`python -m app.core.scenario [--json] FILE_OR_DIR...`"""
    ap = argparse.ArgumentParser(prog="python -m app.core.scenario", description="Run rules scenarios.")
    ap.add_argument("--json", action="store_true", help="print the full outcome of one scenario as JSON")
    ap.add_argument("paths", nargs="+", metavar="FILE_OR_DIR")
    a = ap.parse_args(argv)
    if a.json:
        status = 0
        for path in files(a.paths):
            try:
                out = runner_for(path, runners).run_file(path)
            except ScenarioError as err:
                print(json.dumps({"file": str(path), "error": "bad_scenario", "message": str(err)}))
                status = 1
                continue
            except Exception as err:  # noqa: BLE001 - a runner bug must not stop the other files
                print(json.dumps({"file": str(path), "error": "internal", "message": _internal(err)}))
                status = 1
                continue
            print(json.dumps(out, ensure_ascii=False, indent=2))
        return status
    found = files(a.paths)
    if not found:
        print("no scenario files found", file=sys.stderr)
        return 1
    passed = failed = 0
    for path in found:
        ok, name, problems = check_file(path, runners)
        label = f"{path}: {name}" if name else str(path)
        if ok:
            passed += 1
            print(f"PASS {label}")
        else:
            failed += 1
            print(f"FAIL {label}")
            for p in problems:
                print(f"    {p}")
    print(f"{passed} passed, {failed} failed", file=sys.stderr)
    return 1 if failed else 0
