"""Shared PyInstaller settings: slimming rules, version, strip policy.

Imported by packaging/pass-the-night.spec and packaging/bare/bare.spec, so that the app
and the bare-window baseline are built exactly the same way (see benchmarks/).
"""
from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Python modules a frozen game never needs. PySide6/__init__.py imports QtNetwork only on
# Windows builds that ship OpenSSL (and tolerates its absence); the game is offline.
EXCLUDES = ["tkinter", "_tkinter", "unittest", "pydoc", "pydoc_data", "PySide6.QtNetwork"]

# Qt translations kept (the game's languages); the rest of Qt's catalogue is dropped.
KEEP_QT_LANGUAGES = {"en", "es", "vi"}

# Strip debug symbols where the platform has a safe strip (macOS uses `strip -S`);
# Windows has no strip tool and its DLLs ship without symbols.
STRIP = sys.platform != "win32"

# Destination paths (forward slashes, case-insensitive) that are left out of the bundle.
_DROP = [re.compile(p, re.IGNORECASE) for p in (
    # Qt modules a widgets app never loads: web engine, PDF, QML/Quick, virtual keyboard,
    # Wayland and EGLFS support. On macOS these are whole .framework folders.
    r"(^|/)(lib)?qt6?(webengine|pdf|qml|quick|virtualkeyboard|wayland|wlshell|eglfs)[^/]*(/|$)",
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
    # Windows software OpenGL fallback (~20 MB); only Qt Quick/OpenGL widgets use it.
    r"(^|/)opengl32sw\.dll$",
)]

_QT_TRANSLATION = re.compile(r"(^|/)pyside6/(qt/)?translations/(?P<stem>[^/]+)\.qm$", re.IGNORECASE)


def project_version() -> str:
    """The version in pyproject.toml."""
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]["version"]


def numeric_version(version: str) -> tuple[int, int, int, int]:
    """'1.2.3rc1' -> (1, 2, 3, 0), for Windows version resources."""
    numbers = [int(n) for n in re.findall(r"\d+", version.split("+")[0])[:4]]
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
    dropped = [e for e in analysis.binaries if _dropped(e[0])]
    dropped_datas = [e for e in analysis.datas if _dropped(e[0])]
    kept = [e for e in analysis.binaries if not _dropped(e[0])]
    orphans = _orphans(kept, dropped)
    gone = {_name(e[0]) for e in dropped} | {_name(e[0]) for e in orphans}
    frameworks = tuple(_framework_dir(e[0]) for e in orphans if _framework_dir(e[0]))
    analysis.binaries = [e for e in kept if e not in orphans]
    analysis.datas = [
        e for e in analysis.datas
        if not _dropped(e[0]) and not (frameworks and e[0].replace("\\", "/").startswith(frameworks))
    ]
    removed = dropped + orphans + dropped_datas
    megabytes = sum(_size(e[1]) for e in removed) / 1e6
    print(
        f"pyi_slim: dropped {len(dropped) + len(dropped_datas)} files by rule and "
        f"{len(orphans)} libraries only they used ({megabytes:.1f} MB before strip); "
        f"{len(gone)} binaries gone"
    )


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
    except Exception:  # an unreadable file is PyInstaller's business, not ours
        return set()
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
    return [by_name[name] for name in sorted(candidates - needed)]
