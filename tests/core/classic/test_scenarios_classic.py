"""Every classic scenario file passes; every malformed one is refused as bad_scenario, naming the fault."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from app.core.classic.scenario import check_file, run_file
from app.core.common.scenarios import ScenarioError

ROOT = Path(__file__).resolve().parents[2] / "scenarios" / "classic"
FILES = sorted(ROOT.glob("*.json"))
BAD = sorted((Path(__file__).parent / "bad").glob("*.json"))


def test_there_are_enough_classic_files():
    assert len(FILES) >= 27


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_classic_scenario_passes(path: Path) -> None:
    ok, name, problems = check_file(path)
    assert ok, f"{name}: " + "; ".join(problems)


def _expected_problem(path: Path) -> str:
    m = re.search(r'"why": "([^"]*)"', path.read_text(encoding="utf-8"))
    assert m, f"{path.name} says in 'why' what must go wrong"
    return m.group(1)


@pytest.mark.parametrize("path", BAD, ids=[p.name for p in BAD])
def test_malformed_classic_file_is_a_scenario_error(path: Path) -> None:
    ok, _name, problems = check_file(path)
    assert not ok
    assert len(problems) == 1 and problems[0].startswith("bad_scenario: "), problems
    assert _expected_problem(path) in problems[0]
    with pytest.raises(ScenarioError):
        run_file(path)


def test_the_json_outcome_of_example_a():
    out = run_file(ROOT / "example_a_village_save_hunter.json")
    assert out["mode"] == "classic" and out["rejected"] is None
    assert out["winner"] == "village" and out["end"] == "D2"
    assert out["roles"]["Fay"] == "hunter"
    assert out["deaths"] == {"N1": [], "D1": [], "N2": ["Bob", "Cat"], "D2": ["Ann", "Fay"]}
    assert out["potions"] == {"save": "N1", "poison": "N2"}
    assert out["causes"] == {"Ann": "shot", "Bob": "poison", "Cat": "bite", "Fay": "vote"}
    assert any("shoots Ann" in line for line in out["log"])
    json.dumps(out)


def test_a_rejected_run_without_expect_rejected_fails(tmp_path: Path):
    data = json.loads((ROOT / "t15_wolf_picks_wolf.json").read_text(encoding="utf-8"))
    data["expect"] = {"winner": None}
    p = tmp_path / "x.json"
    p.write_text(json.dumps(data), encoding="utf-8")
    ok, _, problems = check_file(p)
    assert not ok and "rejected" in problems[0]


def test_an_expected_rejection_that_does_not_happen_fails(tmp_path: Path):
    data = json.loads((ROOT / "t05_bite_protected.json").read_text(encoding="utf-8"))
    data["expect"] = {"rejected": {"moment": "N1", "step": "wolves", "seat": "Ann", "code": "bad_args"}}
    p = tmp_path / "x.json"
    p.write_text(json.dumps(data), encoding="utf-8")
    ok, _, problems = check_file(p)
    assert not ok and problems[0].startswith("rejected:")


def test_a_wrong_expectation_fails(tmp_path: Path):
    data = json.loads((ROOT / "example_b_wolves_win.json").read_text(encoding="utf-8"))
    data["expect"]["winners"] = ["Bob", "Hal"]  # Dan is dead but wins with his team (A29)
    p = tmp_path / "x.json"
    p.write_text(json.dumps(data), encoding="utf-8")
    ok, _, problems = check_file(p)
    assert not ok and problems[0].startswith("winners:")


def test_the_shared_command_line_runs_classic_files(tmp_path: Path, capsys):
    from app.core.classic import scenario as classic
    from app.core.common.scenarios import main
    assert main([str(ROOT)], {None: classic, "classic": classic}) == 0  # type: ignore[dict-item]
    out = capsys.readouterr().out
    assert out.count("PASS ") == len(FILES) and "FAIL" not in out
    assert main(["--json", str(BAD[0])], {None: classic, "classic": classic}) == 1  # type: ignore[dict-item]
    assert '"error": "bad_scenario"' in capsys.readouterr().out


def test_a_file_that_is_not_there_is_a_scenario_error(tmp_path: Path):
    ok, _, problems = check_file(tmp_path / "missing.json")
    assert not ok and problems[0].startswith("bad_scenario: cannot read JSON")
