"""packaging/linux/smoke.sh catches a bundle that cannot start on a real X display.

The offscreen smoke test never loads Qt's xcb platform plug-in, so it passes on a bundle that
aborts on a player's desktop. Here the built tarball is copied with the xcb plug-in's
`libxcb-cursor.so.0` made unusable (emptied: the bootloader puts the bundle's own folder first
on the library path, so the loader takes that copy and fails, as on a machine without
libxcb-cursor0): the offscreen start still passes, smoke.sh must fail. The intact tarball
passes smoke.sh, so the failure comes from the broken library and from nothing else.

Needs a built tarball (`make bundle`; this test never builds one) and xvfb-run; skipped
otherwise. About 15 s with the bundle built.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import pyi_slim  # noqa: E402

SMOKE = ROOT / "packaging" / "linux" / "smoke.sh"
BROKEN = "_internal/libxcb-cursor.so.0"  # in the tarball's top folder

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the X smoke test is Linux's")


def _tarball() -> Path:
    found = sorted((ROOT / "dist").glob(f"pass-the-night-{pyi_slim.project_version()}-linux-*.tar.gz"))
    if not found:
        pytest.skip("no Linux tarball of this version in dist/: `make bundle` builds one (make test never does)")
    if shutil.which("xvfb-run") is None:
        pytest.skip("xvfb-run is missing (apt-get install xvfb xauth)")
    if shutil.which("tar") is None or shutil.which("gzip") is None:
        pytest.skip("tar and gzip are needed to copy the tarball")
    return found[-1]


def _smoke(tarball: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(SMOKE), str(tarball)], cwd=ROOT, capture_output=True, text=True,
                          encoding="utf-8", errors="replace", timeout=600)


@pytest.fixture(scope="module")
def broken(tmp_path_factory) -> tuple[Path, Path]:
    """(the unpacked broken bundle, its tarball): the release tarball with libxcb-cursor emptied."""
    tarball = _tarball()
    with tarfile.open(tarball) as archive:
        top = archive.next()
        assert top is not None and top.isdir()
        name = top.name
    work = tmp_path_factory.mktemp("broken")
    subprocess.run(["tar", "-xzf", str(tarball), "-C", str(work)], check=True)
    library = work / name / BROKEN
    if not library.is_file():
        pytest.skip(f"the bundle carries no {BROKEN} (built where libxcb-cursor0 is missing?)")
    library.write_bytes(b"")
    copy = work / tarball.name
    with open(copy, "wb") as out:
        packed = subprocess.Popen(["tar", "-cf", "-", "-C", str(work), name], stdout=subprocess.PIPE)
        assert packed.stdout is not None
        zipped = subprocess.Popen(["gzip", "-1", "-c"], stdin=packed.stdout, stdout=out)
        packed.stdout.close()  # gzip holds the pipe now: tar stops if gzip does
        assert zipped.wait() == 0 and packed.wait() == 0
    return work / name, copy


def test_the_offscreen_smoke_test_misses_the_broken_library(broken) -> None:
    """Why smoke.sh exists: offscreen, the broken bundle still starts and paints."""
    folder, _ = broken
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([str(folder / "pass-the-night"), "--smoke"], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "first-paint" in done.stdout


def test_smoke_sh_fails_on_the_broken_bundle(broken) -> None:
    _, tarball = broken
    done = _smoke(tarball)
    output = done.stdout + done.stderr
    assert done.returncode != 0, output
    assert "smoke: the bundle did not start on X" in done.stderr, output
    assert 'Could not load the Qt platform plugin "xcb"' in output
    assert "smoke: --smoke on X" not in done.stdout  # it stopped before claiming success


def test_smoke_sh_passes_on_the_intact_bundle() -> None:
    done = _smoke(_tarball())
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert "smoke: --smoke on X from" in done.stdout and "smoke: --media-check: ok" in done.stdout
