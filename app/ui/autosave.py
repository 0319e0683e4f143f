"""The autosave file: atomic writes, scrambled on disk, and damaged or too-new files set aside, never fatal.

The file holds the save text packed by `app.core.common.codec` (format version 2) with a
key kept in a separate file of the same folder, both readable by the owner only. Plain
JSON saves of format version 1 are still read; the next write replaces them.
"""
from __future__ import annotations

import os
import re
import stat
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from app.core.common.errors import SaveError

from .records import record

CLASSIC_KIND = "classic"  # a classic save's "kind" (app/core/classic/save.py KIND; a test checks they agree)

# The rules (both modes' save formats) and the codec are imported when a save is read or
# written, not at start-up: the start screen only asks whether the file exists (`exists`).

FILE_NAME = "autosave.json"
KEY_NAME = "autosave.key"
# QSaveFile writes next to the target as "<name>.XXXXXX" and renames on commit; a kill
# in between leaves that copy behind.
_TEMP = re.compile(r"^(%s|%s)\.[A-Za-z0-9]{6}$" % (re.escape(FILE_NAME), re.escape(KEY_NAME)))


def default_dir() -> Path:
    """AppDataLocation (per user, per app)."""
    loc = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(loc or Path.home() / ".pass-the-night")


@record
class ClassicSaved:
    """A classic game found in the autosave: its state, tonight's visits (or None), the app's data."""

    state: Any
    night: Any
    extra: dict[str, Any]


@record
class Problem:
    """A save that could not be used: why, and where the file was kept."""

    reason: str  # corrupt | version | io
    message: str  # the loader's words (English, for the details box)
    kept_as: str  # the backup path ("" when it could not be kept)


def _owner_only(path: Path) -> None:
    try:
        os.chmod(path, stat.S_IRUSR | stat.S_IWUSR)
    except OSError:
        pass  # a file system without POSIX modes


def _write_atomically(path: Path, data: bytes) -> None:
    from PySide6.QtCore import QFileDevice, QIODevice, QSaveFile  # on the first write, not at start-up

    f = QSaveFile(str(path))
    if not f.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(f.errorString())
    f.setPermissions(QFileDevice.Permission.ReadOwner | QFileDevice.Permission.WriteOwner)
    if f.write(data) != len(data):
        f.cancelWriting()
        raise OSError(f.errorString())
    if not f.commit():
        raise OSError(f.errorString())
    _owner_only(path)


class Autosave:
    """One autosave file (and its key file) in one folder."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = Path(folder) if folder is not None else default_dir()
        self.path = self.folder / FILE_NAME
        self.key_path = self.folder / KEY_NAME
        self.clean_stale()

    def exists(self) -> bool:
        return self.path.is_file()

    def clean_stale(self) -> list[str]:
        """Remove temp copies a killed write left behind; the names removed."""
        removed: list[str] = []
        try:
            names = [p for p in self.folder.iterdir() if _TEMP.match(p.name)]
        except OSError:
            return removed
        for p in names:
            try:
                if p.is_file():
                    p.unlink()
                    removed.append(p.name)
            except OSError:
                pass
        return removed

    def _read_key(self) -> bytes | None:
        from app.core.common import codec

        try:
            key = self.key_path.read_bytes()
        except OSError:
            return None
        return key if len(key) == codec.KEY_SIZE else None

    def _key_for_writing(self) -> bytes:
        from app.core.common import codec

        key = self._read_key()
        if key is None:
            key = codec.new_key()
            _write_atomically(self.key_path, key)
        return key

    def write(self, obj: Any, extra: dict[str, Any]) -> None:
        """Write atomically (QSaveFile: a temp file renamed over the old one). Raises OSError."""
        self.folder.mkdir(parents=True, exist_ok=True)
        from app.core.common import codec
        from app.core.onenight.mode import ONE_NIGHT

        key = self._key_for_writing()
        _write_atomically(self.path, codec.pack(ONE_NIGHT.dumps(obj, extra=extra), key))

    def write_text(self, text: str) -> None:
        """Write a save text a mode made (the classic session's), like `write`. Raises OSError."""
        from app.core.common import codec

        self.folder.mkdir(parents=True, exist_ok=True)
        key = self._key_for_writing()
        _write_atomically(self.path, codec.pack(text, key))

    def read(self) -> tuple[Any, dict[str, Any]] | Problem | None:
        """The saved game and its app data; a Problem (file set aside) when unusable; None if absent.

        A classic game comes back as ``(ClassicSaved, extra)``; the file says which mode it is.
        """
        if not self.exists():
            return None
        from app.core.common import codec
        from app.core.common.flow import save_kind

        try:
            data = self.path.read_bytes()
            if codec.is_packed(data):
                text = codec.unpack(data, self._read_key())
            else:  # format version 1: the JSON text itself
                text = data.decode("utf-8")
            # only the saved game's own mode is loaded (start-up: the other one may never be needed)
            if save_kind(text) == CLASSIC_KIND:
                from app.core.classic.mode import CLASSIC

                state, night, extra = CLASSIC.loads_with_extra(text)
                return ClassicSaved(state, night, extra), extra
            from app.core.onenight.mode import ONE_NIGHT

            return ONE_NIGHT.loads_with_extra(text)
        except SaveError as exc:
            return Problem(exc.reason, str(exc), self.set_aside(exc.reason))
        except (OSError, UnicodeDecodeError) as exc:
            reason = "corrupt" if isinstance(exc, UnicodeDecodeError) else "io"
            return Problem(reason, str(exc), self.set_aside(reason))
        except Exception as exc:  # a damaged file must never stop the app
            return Problem("corrupt", str(exc), self.set_aside("corrupt"))

    def set_aside(self, reason: str) -> str:
        """Move the autosave aside as a dated backup (for a save that cannot be used); its path."""
        tag = "newer" if reason == "version" else "corrupt"
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.folder / f"autosave.{tag}-{stamp}.json"
        k = 1
        while target.exists():
            target = self.folder / f"autosave.{tag}-{stamp}-{k}.json"
            k += 1
        try:
            self.path.replace(target)
        except OSError:
            return ""
        return str(target)

    def remove(self) -> None:
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            pass
