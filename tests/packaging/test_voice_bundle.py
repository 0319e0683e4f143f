"""The narrator's bundled voice in the bundle: what the spec takes (the eSpeak NG library, the
vi/en/es voice data, the licence texts), the build's check that it is all inside, the trimmed
data speaking as the full data does, and the built bundle itself (when there is one: `.ci/run`
runs this file again after `make bundle`)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import pyi_slim  # noqa: E402

from app.ui import espeak as E  # noqa: E402

BUNDLE = ROOT / "dist" / "pass-the-night"
pytestmark = pytest.mark.skipif(E.library_path() is None, reason="the espeakng-loader package is not installed")


def test_the_spec_takes_the_library_the_three_languages_and_the_licences() -> None:
    binaries, datas = pyi_slim.voice_files()
    assert [(Path(src).name, dest) for src, dest in binaries] == [(E.library_path().name, "espeakng_loader")]
    data = {(Path(src).relative_to(E.data_path()).as_posix() if "espeak-ng-data" in src else Path(src).name, dest)
            for src, dest in datas}
    for name in E.DATA_FILES:
        parent = "/".join(["espeakng_loader", "espeak-ng-data", *name.split("/")[:-1]])
        assert (name, parent) in data
    assert {("LICENSE", "licenses"), ("eSpeak-NG-COPYING.txt", "licenses"), ("eSpeak-NG-NOTICE.txt", "licenses")} <= data
    size = sum(Path(src).stat().st_size for src, _ in binaries + datas)
    assert size < 2.5e6  # the library and three languages, not the package's 20 MB


def test_the_licence_texts() -> None:
    copying = (pyi_slim.LICENSES / "eSpeak-NG-COPYING.txt").read_text(encoding="utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in copying and "Version 3, 29 June 2007" in copying
    notice = (pyi_slim.LICENSES / "eSpeak-NG-NOTICE.txt").read_text(encoding="utf-8")
    version = E.shared().version()
    assert f"eSpeak NG {version}" in notice and f"tag {version}" in notice
    assert f"espeak-ng-{version}-source.tar.gz" in notice


def test_the_release_attaches_the_source_of_the_bundled_eSpeak_NG() -> None:
    """GPL-3.0: whoever gets the installers can get eSpeak NG's source from the same release."""
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    version = E.shared().version()
    assert f"espeak-ng/archive/refs/tags/{version}.tar.gz" in workflow
    assert f"espeak-ng-{version}-source.tar.gz" in workflow


def _fake_bundle(root: Path, skip: str = "") -> Path:
    bundle = root / "pass-the-night"
    data = bundle / "_internal" / "espeakng_loader" / "espeak-ng-data"
    for name in E.DATA_FILES:
        if name != skip:
            (data / name).parent.mkdir(parents=True, exist_ok=True)
            (data / name).write_bytes(b"x")
    library = E.LIBRARY_NAMES.get(sys.platform, E.LINUX_LIBRARY_NAMES)[0]
    if skip != "library":
        (data.parent / library).write_bytes(b"x")
    (bundle / "_internal" / "licenses").mkdir(parents=True)
    for name in ("LICENSE", "eSpeak-NG-COPYING.txt", "eSpeak-NG-NOTICE.txt"):
        if name != skip:
            (bundle / "_internal" / "licenses" / name).write_text("x")
    return bundle


def test_the_build_finds_the_voice_complete(tmp_path) -> None:
    assert pyi_slim.voice_problems(_fake_bundle(tmp_path)) == []


@pytest.mark.parametrize(("skip", "problem"), [
    ("vi_dict", "espeak-ng-data/vi_dict"), ("lang/aav/vi", "espeak-ng-data/lang/aav/vi"),
    ("phondata", "espeak-ng-data/phondata"), ("library", "the eSpeak NG library"),
    ("eSpeak-NG-COPYING.txt", "licenses/eSpeak-NG-COPYING.txt"), ("LICENSE", "licenses/LICENSE"),
])
def test_the_build_stops_on_a_missing_voice_file(tmp_path, skip, problem) -> None:
    problems = pyi_slim.voice_problems(_fake_bundle(tmp_path, skip))
    assert len(problems) == 1 and problems[0].startswith(problem)


def test_the_build_stops_without_voice_data(tmp_path) -> None:
    (tmp_path / "pass-the-night" / "_internal").mkdir(parents=True)
    assert pyi_slim.voice_problems(tmp_path / "pass-the-night") == ["the eSpeak NG voice data (espeak-ng-data)"]


SPEAK = """
import json, sys
from pathlib import Path
sys.path.insert(0, {root!r})
from app.ui import espeak as E
engine = E.Espeak(data=Path({data!r})) if {data!r} else E.Espeak()
out = {{}}
for language, voices in E.VOICES.items():
    for voice in voices:
        engine.set_voice(voice.id)
        text = {{"vi": "Doppelgänger, hãy thức dậy. Tiên Tri, hãy nhắm mắt lại.", "en": "Seer, wake up.",
                "es": "Vidente, despierta."}}[language]
        out[voice.id] = [engine.phonemes(text), len(engine.synth(text))]
print(json.dumps(out))
"""


def _speak(data: str) -> dict:
    done = subprocess.run([sys.executable, "-c", SPEAK.format(root=str(ROOT), data=data)], capture_output=True,
                          text=True, check=True, timeout=120)
    return json.loads(done.stdout)


def test_the_trimmed_data_speaks_as_the_full_data(tmp_path) -> None:
    """The bundle's 1 MB of data (DATA_FILES) says every offered voice's lines exactly as the
    package's 18 MB does (each in its own process: eSpeak NG keeps one global state)."""
    for name in E.DATA_FILES:
        (tmp_path / "espeak-ng-data" / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(E.data_path() / name, tmp_path / "espeak-ng-data" / name)
    trimmed, full = _speak(str(tmp_path / "espeak-ng-data")), _speak("")
    assert trimmed == full and len(full) == sum(len(v) for v in E.VOICES.values())
    assert all(samples > 10000 for _, samples in full.values())


# --- the built bundle ------------------------------------------------------------------------------


def _bundle() -> Path:
    if not BUNDLE.is_dir():
        pytest.skip("no bundle in dist/: `make bundle` builds one (.ci/run runs this file again after it)")
    built = max(p.stat().st_mtime for p in BUNDLE.iterdir())
    sources = max((ROOT / "packaging" / name).stat().st_mtime for name in ("pass-the-night.spec", "pyi_slim.py"))
    if built < sources:
        pytest.skip("the bundle in dist/ is older than the packaging scripts: `make bundle` builds it again")
    return BUNDLE


def test_the_bundle_carries_the_voice_and_its_licences() -> None:
    bundle = _bundle()
    assert pyi_slim.voice_problems(bundle) == []
    data = next(p.parent for p in bundle.rglob("phontab"))
    assert sorted(p.name for p in data.glob("*_dict")) == ["en_dict", "es_dict", "vi_dict"]


def test_the_bundle_speaks_vietnamese_offline(tmp_path) -> None:
    """The bundle's --voice-check writes every Vietnamese line with sound (no speech service, no
    Python of the system: the bundle's own library and data)."""
    bundle = _bundle()
    exe = bundle / ("pass-the-night.exe" if sys.platform == "win32" else "pass-the-night")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run([str(exe), "--voice-check", str(tmp_path / "out"), "--lang", "vi"], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "eSpeak NG: Vietnamese (Northern)" in done.stdout
    assert len(list((tmp_path / "out" / "vi").rglob("*.wav"))) > 150
