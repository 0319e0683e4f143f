"""Build the onedir bundle: icons, PyInstaller, and on Linux a release tarball.

Usage: python packaging/build.py        (what `make bundle` runs)

Reproducible: PyInstaller runs with PYTHONHASHSEED=0 and SOURCE_DATE_EPOCH (given, else the
last commit's time), and the tarball's entries are sorted with fixed owner and times, so two
builds of one commit on one machine give byte-identical tarballs.

The build fails when PyInstaller reports "Library not found" for a binary that stays in the
bundle (a missing system library would make the bundle fail on a player's machine), except for
the libraries in SYSTEM_ONLY (the system's own, never bundled), when a .ts translation
source got into the bundle (only the compiled .qm belong there), and when the narrator's
bundled voice is not all inside (the eSpeak NG library, its vi/en/es data, the licence texts:
pyi_slim.voice_problems).

Outputs
  dist/pass-the-night/                         the bundle (all platforms)
  dist/Pass the Night.app                      macOS only; wrap it with packaging/macos/make_dmg.sh
  dist/pass-the-night-<version>-linux-<arch>.tar.gz   Linux only
  build/installer/defines.iss                  version/icon/paths for packaging/windows/installer.iss
"""
from __future__ import annotations

import gzip
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import make_icons  # noqa: E402
import pyi_slim  # noqa: E402

sys.path.insert(0, str(ROOT / "resources" / "tools"))
import translations  # noqa: E402  (resources/tools/translations.py: the .qm files are built, not kept)

NAME = "pass-the-night"
DIST = ROOT / "dist"
BUILD = ROOT / "build"
SPEC = HERE / "pass-the-night.spec"
LINUX = HERE / "linux"

# Libraries a kept plug-in links that come from the player's system, not the bundle: the speechd
# voice plug-in needs speech-dispatcher's client library (package libspeechd2), present where
# speech-dispatcher is installed; elsewhere the plug-in does not load and the narrator is silent
# ("no voice on this computer", app/ui/voice.py).
SYSTEM_ONLY = {"libspeechd.so.2"}
_NOT_FOUND = re.compile(r"Library not found: could not resolve '(?P<lib>[^']+)', dependency of '(?P<by>[^']+)'")


def tree_size(path: Path) -> int:
    """Bytes in all regular files below path (symlinks not followed)."""
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build_env() -> dict[str, str]:
    """The environment PyInstaller runs in: a fixed hash seed and source date (reproducible)."""
    return dict(os.environ, PYTHONHASHSEED="0", SOURCE_DATE_EPOCH=str(source_date()))


def run_pyinstaller(spec: Path, distpath: Path, workpath: Path) -> list[tuple[str, str]]:
    """Run PyInstaller on a spec with a clean cache, so every build starts from scratch; its
    output is passed through. Returns the (library, needed by) pairs it could not find."""
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(distpath), "--workpath", str(workpath), str(spec),
    ]
    print("build:", " ".join(command), flush=True)
    missing: list[tuple[str, str]] = []
    with subprocess.Popen(command, cwd=ROOT, env=build_env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, encoding="utf-8", errors="replace") as process:
        assert process.stdout is not None
        for line in process.stdout:
            sys.stdout.write(line)
            match = _NOT_FOUND.search(line)
            if match:
                missing.append((match["lib"], match["by"]))
    sys.stdout.flush()
    if process.returncode:
        raise subprocess.CalledProcessError(process.returncode, command)
    return missing


def check_missing(missing: list[tuple[str, str]], bundle: Path) -> list[str]:
    """The "Library not found" reports that matter: those of a binary the bundle still holds
    (one left out by pyi_slim does not), minus the SYSTEM_ONLY libraries."""
    held = {p.name.lower() for p in bundle.rglob("*")}
    problems = sorted({
        f"{lib}, needed by {Path(by).name}" for lib, by in missing
        if lib not in SYSTEM_ONLY and Path(by).name.lower() in held
    })
    return problems


def check_no_sources(bundle: Path) -> list[str]:
    """Translation sources (.ts) inside the bundle: only the compiled .qm belong there."""
    return sorted(str(p.relative_to(bundle)) for p in bundle.rglob("*.ts") if p.is_file())


def write_inno_defines(version: str) -> Path:
    """build/installer/defines.iss, included by packaging/windows/installer.iss (/D wins)."""
    path = BUILD / "installer" / "defines.iss"
    path.parent.mkdir(parents=True, exist_ok=True)
    values = {
        "AppVersion": version,
        "AppIcon": BUILD / "icons" / "app.ico",
        "BundleDir": DIST / NAME,
        "OutputDir": DIST,
    }
    lines = ["; Generated by packaging/build.py: do not edit."]
    for name, value in values.items():
        lines += [f"#ifndef {name}", f'  #define {name} "{value}"', "#endif"]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def source_date() -> int:
    """SOURCE_DATE_EPOCH, else the last commit's time, else now (for archive timestamps)."""
    if os.environ.get("SOURCE_DATE_EPOCH", "").isdigit():
        return int(os.environ["SOURCE_DATE_EPOCH"])
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True)
        return int(out.stdout.strip())
    except (OSError, ValueError):
        return int(time.time())


def write_tarball(bundle: Path, version: str) -> Path:
    """A reproducible .tar.gz of the bundle: sorted entries, fixed owner and time."""
    machine = {"amd64": "x86_64", "arm64": "aarch64"}.get(platform.machine().lower(), platform.machine().lower())
    target = DIST / f"{NAME}-{version}-linux-{machine}.tar.gz"
    top = f"{NAME}-{version}"
    mtime = source_date()

    def normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        info.mtime = mtime
        if info.isfile() or info.isdir():
            info.mode = 0o755 if info.isdir() or info.mode & 0o111 else 0o644
        return info

    paths = [bundle, *sorted(bundle.rglob("*"))]
    with open(target, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=6, mtime=mtime) as gz:
        with tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as tar:
            for path in paths:
                arcname = f"{top}/{path.relative_to(bundle).as_posix()}" if path != bundle else top
                tar.add(path, arcname=arcname, recursive=False, filter=normalise)
    return target


def main() -> int:
    """Build everything for the current platform; exit status non-zero on failure."""
    version = pyi_slim.project_version()
    started = time.monotonic()
    try:
        icons = make_icons.make_icons()
    except make_icons.IconError as error:
        print(f"build: error: {error}", file=sys.stderr)
        return 2
    print("build: icons", ", ".join(p.name for p in icons))
    # The spec bundles resources/ as it is: the compiled translations must be there first.
    compiled = translations.compile_all()
    print("build: translations", ", ".join(p.name for p in compiled) or "up to date")
    write_inno_defines(version)
    missing = run_pyinstaller(SPEC, DIST, BUILD / "pyinstaller")
    bundle = DIST / NAME
    problems = check_missing(missing, bundle)
    if problems:
        print("build: error: PyInstaller could not find libraries the bundle needs (install them on the "
              "build machine: see packaging/README.md):\n  " + "\n  ".join(problems), file=sys.stderr)
        return 3
    sources = check_no_sources(bundle)
    if sources:
        print("build: error: translation sources in the bundle: " + ", ".join(sources), file=sys.stderr)
        return 3
    voice = pyi_slim.voice_problems(bundle)
    if voice:
        print("build: error: the bundled voice is not all inside: " + ", ".join(voice), file=sys.stderr)
        return 3
    if sys.platform.startswith("linux"):
        # The menu entry and its icon: install-desktop-entry.sh puts them in the user's menu.
        shutil.copy2(BUILD / "icons" / "app.png", bundle / f"{NAME}.png")
        shutil.copy2(LINUX / f"{NAME}.desktop", bundle / f"{NAME}.desktop")
        shutil.copy2(LINUX / "install-desktop-entry.sh", bundle / "install-desktop-entry.sh")
        tarball = write_tarball(bundle, version)
        print(f"build: {tarball.relative_to(ROOT)} ({tarball.stat().st_size / 1e6:.1f} MB)")
    elif sys.platform == "darwin":
        print(f"build: {DIST.relative_to(ROOT)}/Pass the Night.app (next: packaging/macos/make_dmg.sh)")
    elif sys.platform == "win32":
        print("build: next: iscc packaging\\windows\\installer.iss")
    print(
        f"build: {bundle.relative_to(ROOT)} {tree_size(bundle) / 1e6:.1f} MB, "
        f"version {version}, {time.monotonic() - started:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
