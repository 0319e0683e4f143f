"""Shared PyInstaller settings: slimming rules, version, strip policy.

Imported by packaging/pass-the-night.spec and packaging/bare/bare.spec, so that the app
and the bare-window baseline are built exactly the same way (see benchmarks/).
"""
from __future__ import annotations

import hashlib
import posixpath
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Python modules a frozen game never needs.
EXCLUDES = ["tkinter", "_tkinter", "unittest", "pydoc", "pydoc_data"]

# QML/Quick libraries go when nothing kept links them (slim() notes it when something
# does; Qt 6.12's FFmpeg multimedia plugin links QtQuick, which is why that plugin is left out).
_UNWANTED = re.compile(r"(^|/)(lib)?qt6?(qml|quick)[^/]*$", re.IGNORECASE)

# Qt translations kept (the game's languages); the rest of Qt's catalogue is dropped.
KEEP_QT_LANGUAGES = {"en", "es", "vi"}

# PyInstaller's own strip=True is not used: on Linux it rewrites Qt's FFmpeg libraries
# into files the loader rejects ("ELF load command address/offset not page-aligned"), which
# silently disables the multimedia plugin. strip_debug() strips only binaries that carry
# DWARF debug info (a self-built Python's libpython is 23 MB with it, 6 MB without). The
# Qt wheels and the python.org/Windows/macOS builds ship without debug info.
STRIP = False

# Destination paths (forward slashes, case-insensitive) that are left out of the bundle.
# Libraries that only these files used (QtQml, QtQuick, gtk, cairo, pango...) go with
# them; see slim().
_DROP = [re.compile(p, re.IGNORECASE) for p in (
    # Qt modules a widgets app never loads: web engine, PDF, virtual keyboard, Wayland and
    # EGLFS support. On macOS these are whole .framework folders.
    r"(^|/)(lib)?qt6?(webengine|pdf|virtualkeyboard|wayland|wlshell|eglfs)[^/]*(/|$)",
    r"(^|/)pyside6/(qt/)?qml/",  # QML import folders: no QML engine runs in the game
    # Plugin folders: Wayland, embedded EGL devices, network information, TLS backends,
    # QML tooling, and "generic" evdev/TUIO input for embedded devices (TUIO links QtNetwork).
    r"/plugins/(wayland-[^/]*|egldeviceintegrations|networkinformation|tls|qmltooling|generic)/",
    # Platform plugins for Wayland, EGLFS and embedded framebuffers (xcb, offscreen,
    # minimal, windows and cocoa stay).
    r"/plugins/platforms/[^/]*(wayland|eglfs|minimalegl|linuxfb|vnc|vkkhrdisplay)[^/]*$",
    # The GTK3 platform theme drags in gtk/gdk/cairo/pango.
    r"/plugins/platformthemes/[^/]*gtk3[^/]*$",
    r"/plugins/platforminputcontexts/[^/]*virtualkeyboard[^/]*$",
    r"/plugins/imageformats/[^/]*qpdf[^/]*$",
    # Media backends (FFmpeg on every OS, plus the Windows Media Foundation and Darwin
    # AVFoundation ones where a wheel has them): the game only plays short WAV files with
    # QSoundEffect, which since Qt 6.5 plays through QAudioSink on the audio backend built into
    # QtMultimedia itself (PulseAudio/PipeWire, WASAPI, CoreAudio) and needs no media plugin.
    # The FFmpeg plugin links QtQuick and QtQml (bundle 138 -> 184 MB with it).
    r"/plugins/multimedia/",
    # The `mock` text-to-speech engine is for tests; the real ones (sapi, winrt, speechdarwin,
    # speechd) stay.
    r"/plugins/texttospeech/[^/]*mock[^/]*$",
    # Windows software OpenGL fallback (~20 MB); only Qt Quick/OpenGL widgets use it.
    r"(^|/)opengl32sw\.dll$",
)]

_QT_TRANSLATION = re.compile(r"(^|/)pyside6/(qt/)?translations/(?P<stem>[^/]+)\.qm$", re.IGNORECASE)


def project_version() -> str:
    """The version in pyproject.toml."""
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]["version"]


def numeric_version(version: str) -> tuple[int, int, int, int]:
    """The release numbers of a version, for Windows version resources: a pre-release,
    post-release, dev or local part adds nothing.

    >>> numeric_version("1.2.3rc1"), numeric_version("0.1"), numeric_version("2.0.1.4+local")
    ((1, 2, 3, 0), (0, 1, 0, 0), (2, 0, 1, 4))
    """
    match = re.match(r"\s*v?(\d+(?:\.\d+)*)", version)
    if match is None:
        raise ValueError(f"not a version: {version!r}")
    numbers = [int(n) for n in match[1].split(".")[:4]]
    return tuple(numbers + [0] * (4 - len(numbers)))  # type: ignore[return-value]


def _translation_language(stem: str) -> str:
    """'qtbase_es' -> 'es', 'qt_help_de' -> 'de', 'qt_zh_CN' -> 'zh'."""
    parts = stem.split("_")
    if len(parts) >= 3 and len(parts[-1]) == 2 and parts[-1].isupper():
        return parts[-2].lower()
    return parts[-1].lower()


def _dropped(dest: str) -> bool:
    path = dest.replace("\\", "/")
    match = _QT_TRANSLATION.search(path)
    if match:
        return _translation_language(match["stem"]) not in KEEP_QT_LANGUAGES
    return any(rule.search(path) for rule in _DROP)


def _size(src: str) -> int:
    try:
        return Path(src).stat().st_size
    except OSError:
        return 0


def slim(analysis) -> None:
    """Remove unneeded Qt parts from an Analysis, then the libraries only they used.

    Refuses (SystemExit) to drop a library that a kept binary still links.
    """
    dropped = [e for e in analysis.binaries if e[2] != "SYMLINK" and _dropped(e[0])]
    kept = [e for e in analysis.binaries if e[2] != "SYMLINK" and not _dropped(e[0])]
    orphans = _orphans(kept, dropped)
    gone = {_norm(e[0]) for e in dropped + orphans}
    frameworks = tuple(f for f in {_framework_dir(e[0]) for e in dropped + orphans} if f)

    def removed(entry: tuple) -> bool:
        dest = _norm(entry[0])
        if _dropped(dest) or dest in gone or (frameworks and dest.startswith(frameworks)):
            return True
        if entry[2] == "SYMLINK":  # (dest, link target relative to dest's folder)
            target = posixpath.normpath(posixpath.join(posixpath.dirname(dest), _norm(entry[1])))
            return target in gone or bool(frameworks and (target + "/").startswith(frameworks))
        return False

    before = analysis.binaries + analysis.datas
    analysis.binaries = [e for e in analysis.binaries if not removed(e)]
    analysis.datas = [e for e in analysis.datas if not removed(e)]
    lost = [e for e in before if removed(e) and e[2] != "SYMLINK"]
    megabytes = sum(_size(e[1]) for e in lost) / 1e6
    print(
        f"pyi_slim: left out {len(lost)} files ({megabytes:.1f} MB before strip), "
        f"{len(orphans)} of them libraries that only left-out files used"
    )


def _norm(dest: str) -> str:
    return dest.replace("\\", "/")


def _name(dest: str) -> str:
    return dest.replace("\\", "/").rsplit("/", 1)[-1].lower()


def _framework_dir(dest: str) -> str:
    path = dest.replace("\\", "/")
    index = path.find(".framework/")
    return path[: index + len(".framework/")] if index >= 0 else ""


def _links(entry: tuple, names: set[str]) -> set[str]:
    """Names (lower-case base names) among `names` that a binary links against."""
    from PyInstaller.depend import bindepend

    try:
        imports = bindepend.get_imports(entry[1])
    except Exception as error:
        # Never guess: an empty answer would turn off the check that refuses to drop a library
        # a kept binary still links (and PyInstaller's private API may change under us).
        raise SystemExit(
            f"pyi_slim: cannot read the libraries {entry[1]} links ({type(error).__name__}: {error}); "
            "check packaging/pyi_slim.py against this PyInstaller version"
        ) from error
    return {n for n in (_name(name) for name, _ in imports) if n in names}


def _orphans(kept: list[tuple], dropped: list[tuple]) -> list[tuple]:
    """Kept shared libraries that only dropped binaries needed; fail if a kept one needs a dropped one."""
    if not dropped:
        return []
    by_name = {_name(e[0]): e for e in kept}
    names = set(by_name) | {_name(e[0]) for e in dropped}
    links = {}

    def deps(entry: tuple) -> set[str]:
        if entry[0] not in links:
            links[entry[0]] = _links(entry, names)
        return links[entry[0]]

    # Libraries reachable from the dropped binaries are candidates (never Python extensions).
    candidates, todo = set(), [d for e in dropped for d in deps(e)]
    while todo:
        name = todo.pop()
        entry = by_name.get(name)
        if entry is None or name in candidates or entry[2] != "BINARY":
            continue
        candidates.add(name)
        todo.extend(deps(entry))
    # Everything reachable from the other kept binaries stays.
    gone = {_name(e[0]) for e in dropped}
    needed, broken = set(), []
    todo = [e for e in kept if _name(e[0]) not in candidates]
    while todo:
        entry = todo.pop()
        for name in deps(entry):
            if name in gone:
                broken.append(f"{entry[0]} needs {name}")
            elif name in candidates and name not in needed:
                needed.add(name)
                todo.append(by_name[name])
    if broken:
        raise SystemExit(
            "pyi_slim: the slimming rules drop libraries that the bundle still links:\n  "
            + "\n  ".join(sorted(broken))
            + "\nEither the app started using that Qt module (then narrow the rule in "
            "packaging/pyi_slim.py) or a new dependency pulled it in."
        )
    orphans = candidates - needed
    for name in sorted(by_name):
        if name not in orphans and _UNWANTED.search(name):
            users = sorted(
                _name(dest) for dest, names_linked in links.items()
                if name in names_linked and _name(dest) not in orphans and _name(dest) != name
                and not _UNWANTED.search(_name(dest)) and not _dropped(dest)
            )
            print(f"pyi_slim: note: keeping {name}, linked by {', '.join(users) or 'the app'}")
    return [by_name[name] for name in sorted(orphans)]


def strip_debug(analysis, workpath: str) -> None:
    """Linux: replace binaries that carry DWARF debug info by stripped copies (cached)."""
    if not sys.platform.startswith("linux") or shutil.which("strip") is None:
        return
    cache = Path(workpath) / "stripped"
    saved = 0
    for toc_name in ("binaries", "datas"):
        toc = getattr(analysis, toc_name)
        for index, (dest, src, typecode) in enumerate(toc):
            if typecode not in ("BINARY", "EXTENSION") or not _has_debug_info(src):
                continue
            stat = Path(src).stat()
            key = hashlib.sha1(f"{src}:{stat.st_size}:{stat.st_mtime_ns}".encode()).hexdigest()[:16]
            target = cache / key / Path(src).name
            if not target.exists():
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(src, target)
                subprocess.run(["strip", "--strip-debug", str(target)], check=True)
            saved += stat.st_size - target.stat().st_size
            toc[index] = (dest, str(target), typecode)
    print(f"pyi_slim: stripped debug info, {saved / 1e6:.1f} MB saved")


def _has_debug_info(path: str) -> bool:
    """True for an ELF file with a .debug_* section."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(64)
            if head[:4] != b"\x7fELF" or head[4] != 2 or head[5] != 1:  # 64-bit little-endian only
                return False
            shoff = int.from_bytes(head[0x28:0x30], "little")
            shentsize = int.from_bytes(head[0x3A:0x3C], "little")
            shnum = int.from_bytes(head[0x3C:0x3E], "little")
            shstrndx = int.from_bytes(head[0x3E:0x40], "little")
            if not shoff or shstrndx >= shnum:
                return False
            handle.seek(shoff)
            table = handle.read(shentsize * shnum)
            names_header = table[shstrndx * shentsize:(shstrndx + 1) * shentsize]
            handle.seek(int.from_bytes(names_header[0x18:0x20], "little"))
            names = handle.read(int.from_bytes(names_header[0x20:0x28], "little"))
    except OSError:
        return False
    return b"\0.debug_" in b"\0" + names


# --- the narrator's bundled voice (eSpeak NG) -----------------------------------------------

LICENSES = ROOT / "packaging" / "licenses"


def _espeak_module():
    """app/ui/espeak.py, loaded by its path (the build imports nothing else of the app)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("_espeak_for_build", ROOT / "app" / "ui" / "espeak.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def voice_files() -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(binaries, datas) of the bundled voice: the eSpeak NG library from the espeakng-loader
    package (one file, the name the loader links), the voice data the game uses (app/ui/espeak.py's
    DATA_FILES: the phoneme tables and the vi, en and es dictionaries and voices, 1 MB of the
    package's 18 MB) under espeakng_loader/, and the licence texts under licenses/ (eSpeak NG is
    GPL-3.0-or-later: README, "What the bundle carries"). Stops the build when any is missing."""
    espeak = _espeak_module()
    folder = espeak.package_folder()
    library = espeak.library_path(folder) if folder else None
    data = espeak.data_path(folder) if folder else None
    if library is None or data is None:
        raise SystemExit("the espeakng-loader package (the narrator's bundled voice) is not installed in the build's "
                         "Python: pip install -e . (pyproject.toml's dependencies)")
    binaries = [(str(library), "espeakng_loader")]
    datas = []
    for name in espeak.DATA_FILES:
        source = data / name
        if not source.is_file():
            raise SystemExit(f"the eSpeak NG data file {name} is missing from {data}")
        datas.append((str(source), posixpath.join("espeakng_loader", "espeak-ng-data", posixpath.dirname(name))
                      .rstrip("/")))
    for source in (ROOT / "LICENSE", LICENSES / "eSpeak-NG-COPYING.txt", LICENSES / "eSpeak-NG-NOTICE.txt"):
        datas.append((str(source), "licenses"))
    return binaries, datas


def voice_problems(bundle: Path) -> list[str]:
    """What the built bundle lacks of the bundled voice: its library, a data file, a licence text."""
    espeak = _espeak_module()
    folders = [p.parent for p in bundle.rglob("phontab") if p.parent.name == "espeak-ng-data"]
    if not folders:
        return ["the eSpeak NG voice data (espeak-ng-data)"]
    data = folders[0]
    problems = [f"espeak-ng-data/{name}" for name in espeak.DATA_FILES if not (data / name).is_file()]
    names = espeak.LIBRARY_NAMES.get(sys.platform, espeak.LINUX_LIBRARY_NAMES)
    if not any(next(bundle.rglob(name), None) for name in names):
        problems.append(f"the eSpeak NG library ({' or '.join(names)})")
    for name in ("LICENSE", "eSpeak-NG-COPYING.txt", "eSpeak-NG-NOTICE.txt"):
        if not any(p.parent.name == "licenses" for p in bundle.rglob(name)):
            problems.append(f"licenses/{name}")
    return problems
