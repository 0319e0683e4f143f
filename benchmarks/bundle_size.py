"""Bundle size and start-up: the game's onedir bundle against a bare PySide6 window.

Usage: python benchmarks/bundle_size.py [--rebuild] [--runs N] [--check] [--base DIR]

Both bundles come from the same PyInstaller settings (packaging/pyi_slim.py): the game
from packaging/pass-the-night.spec into dist/pass-the-night/, the baseline from
packaging/bare/bare.spec into build/bare-dist/bare/. Start-up is the wall time of
`<bundle> --smoke` (show the main window, paint once, exit) with QT_QPA_PLATFORM=offscreen:
one warm-up run each, then N timed runs alternating between the two; the median is printed.
A missing bundle is built first; --rebuild builds both. --check exits 1 when the game's
bundle is more than 1.5x the size of the bare one. --base DIR measures another build of the
game as well (DIR: its onedir folder, e.g. the bundle of the commit before a change), its
start-up run by run alternating with the others, and prints the difference in size and time.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_DIR = ROOT / "dist" / "pass-the-night"
BARE_DIR = ROOT / "build" / "bare-dist" / "bare"
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""
APP_EXE = APP_DIR / f"pass-the-night{EXE_SUFFIX}"
BARE_EXE = BARE_DIR / f"bare{EXE_SUFFIX}"
MAX_RATIO = 1.5


def tree_size(path: Path) -> int:
    """Bytes in all regular files below path (symlinks not followed)."""
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build_app() -> None:
    """Build the game's bundle exactly as `make bundle` does."""
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py")], check=True, cwd=ROOT)


def build_bare() -> None:
    """Build the bare-window bundle with the same PyInstaller settings."""
    subprocess.run(
        [
            sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
            "--distpath", str(BARE_DIR.parent), "--workpath", str(ROOT / "build" / "bare-work"),
            str(ROOT / "packaging" / "bare" / "bare.spec"),
        ],
        check=True,
        cwd=ROOT,
    )


def smoke_seconds(exe: Path, env: dict[str, str]) -> float:
    """Wall time of one `exe --smoke`; raises if it fails."""
    started = time.perf_counter()
    subprocess.run([str(exe), "--smoke"], check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    """Build what is missing, measure, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rebuild", action="store_true", help="rebuild both bundles first")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per bundle (default 5)")
    parser.add_argument("--check", action="store_true", help=f"exit 1 if the size ratio exceeds {MAX_RATIO}")
    parser.add_argument("--base", type=Path, help="another onedir build of the game to compare with")
    args = parser.parse_args(argv)

    if args.rebuild or not APP_EXE.exists():
        build_app()
    if args.rebuild or not BARE_EXE.exists():
        build_bare()

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    base_exe = args.base / f"pass-the-night{EXE_SUFFIX}" if args.base else None
    times: dict[Path, list[float]] = {APP_EXE: [], BARE_EXE: [], **({base_exe: []} if base_exe else {})}
    for exe in times:
        smoke_seconds(exe, env)  # warm the file cache
    for _ in range(args.runs):
        for exe in times:
            times[exe].append(smoke_seconds(exe, env))

    app_size, bare_size = tree_size(APP_DIR), tree_size(BARE_DIR)
    resources = APP_DIR / "_internal" / "resources"
    resources_size = tree_size(resources) if resources.is_dir() else 0
    app_ms = statistics.median(times[APP_EXE]) * 1000
    bare_ms = statistics.median(times[BARE_EXE]) * 1000
    ratio = app_size / bare_size
    print(f"platform          {sys.platform}, Python {sys.version.split()[0]}")
    print(f"bundle size       {app_size / 1e6:7.1f} MB  dist/pass-the-night (resources {resources_size / 1e6:.1f} MB)")
    print(f"bare window size  {bare_size / 1e6:7.1f} MB  build/bare-dist/bare")
    print(f"size ratio        {ratio:7.2f}x    (limit {MAX_RATIO}x: {'ok' if ratio <= MAX_RATIO else 'TOO BIG'})")
    print(f"start-up --smoke  {app_ms:7.0f} ms  median of {args.runs} (bare window {bare_ms:.0f} ms, {app_ms - bare_ms:+.0f} ms)")
    if base_exe is not None:
        base_size, base_ms = tree_size(args.base), statistics.median(times[base_exe]) * 1000
        print(f"base bundle       {base_size / 1e6:7.1f} MB  {args.base}: this one {(app_size - base_size) / 1e6:+.2f} MB")
        print(f"base start-up     {base_ms:7.0f} ms  median of {args.runs}: this one {app_ms - base_ms:+.0f} ms")
    return 1 if args.check and ratio > MAX_RATIO else 0


if __name__ == "__main__":
    sys.exit(main())
