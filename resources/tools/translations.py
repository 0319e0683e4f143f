"""The translation files: compile the .ts files to .qm, or bring the .ts files up to date with the code.

Usage (from anywhere; `make translations` and `make update-translations` run these):
  python resources/tools/translations.py compile [--force]   every .ts -> .qm (pyside6-lrelease), when the .ts is newer
  python resources/tools/translations.py update              pyside6-lupdate over app/**/*.py into the three .ts files

The .qm files are build products (not in git): `make run/test/bundle` and packaging/build.py
compile them. The .ts files are kept by lupdate without source locations and without obsolete
messages, so their diffs show only real changes.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("vi", "es", "en")
# No source locations and no obsolete messages: diffs show only real changes. The same-text
# heuristic is off: it would copy a translation into every other context's unfinished message
# with the same source (as unfinished guesses), rewriting contexts nobody touched.
LUPDATE_FLAGS = ("-locations", "none", "-no-obsolete", "-disable-heuristic", "sametext")


def ts_files() -> list[Path]:
    return [FOLDER / f"pass_the_night_{lang}.ts" for lang in LANGUAGES]


def tool(name: str) -> str:
    """The pyside6-<name> launcher next to this interpreter (a venv's bin/ or Scripts/), else on PATH."""
    here = Path(sys.executable).parent
    for candidate in (here / f"pyside6-{name}", here / f"pyside6-{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"pyside6-{name} not found (install PySide6 in this environment)")
    return found


def sources() -> list[str]:
    """Every Python file of the app, relative to the translations folder (lupdate's inputs)."""
    files = sorted((ROOT / "app").rglob("*.py"))
    return [str(Path("..", "..", p.relative_to(ROOT))) for p in files if "__pycache__" not in p.parts]


def lupdate_command(targets: list[Path]) -> list[str]:
    return [tool("lupdate"), *LUPDATE_FLAGS, *sources(), "-ts", *map(str, targets)]


def update(targets: list[Path] | None = None) -> str:
    """Run lupdate (from the translations folder, as the files were made) into targets
    (default: the three .ts files); return its report."""
    done = subprocess.run(lupdate_command(targets or ts_files()), cwd=FOLDER, check=True,
                          capture_output=True, text=True)
    return done.stdout + done.stderr


def compile_all(force: bool = False) -> list[Path]:
    """lrelease every .ts whose .qm is missing or older; return the .qm files written."""
    written = []
    for ts in sorted(FOLDER.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        if not force and qm.is_file() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        subprocess.run([tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
        written.append(qm)
    return written


def main(argv: list[str]) -> int:
    if argv[:1] == ["compile"]:
        for qm in compile_all(force="--force" in argv):
            print(f"translations: {qm.relative_to(ROOT)}")
        return 0
    if argv[:1] == ["update"]:
        print(update(), end="")
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
