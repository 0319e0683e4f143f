"""The autosave file: atomic writes, scrambled on disk, and damaged or too-new files set aside, never fatal.

The file holds the save text packed by `app.core.common.codec` (format version 2) with a
key kept in a separate file of the same folder, both readable by the owner only. Plain
JSON saves of format version 1 are still read; the next write replaces them. A classic game's
saves are mostly records appended to a journal beside that file (`write_growing`,
app/core/common/journal.py), so that a save costs the same early and late in a long game.
"""
from __future__ import annotations

import os
import re
import stat
import time
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QStandardPaths

from app.core.common.errors import SaveError

from .records import record

CLASSIC_KIND = "classic"  # a classic save's "kind" (app/core/classic/save.py KIND; a test checks they agree)

# The rules (both modes' save formats) and the codec are imported when a save is read or
# written, not at start-up: the start screen only asks whether the file exists (`exists`).

FILE_NAME = "autosave.json"
KEY_NAME = "autosave.key"
JOURNAL_NAME = "autosave.journal"  # records appended after the snapshot (app/core/common/journal.py)
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
        self.journal_path = self.folder / JOURNAL_NAME
        self._journal: Any = None  # the journal of the snapshot this object wrote last (journal.Journal)
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
        from app.core.onenight.mode import ONE_NIGHT

        self.write_text(ONE_NIGHT.dumps(obj, extra=extra))

    def write_text(self, text: str) -> None:
        """Write a save text a mode made, like `write` (a snapshot: the journal after it is empty).
        Raises OSError."""
        self._snapshot(text)

    def _snapshot(self, text: str) -> bytes:
        from app.core.common import codec

        self._journal = None
        self.folder.mkdir(parents=True, exist_ok=True)
        key = self._key_for_writing()
        data = codec.pack(text, key)
        _write_atomically(self.path, data)
        self._drop_journal()  # after the snapshot: a crash between leaves records of the old one, passed over
        return data

    def write_growing(self, items: tuple[Any, ...], dump: Callable[[int], str], path: tuple[str, ...]) -> None:
        """Write a save whose text holds a list that only grows (the classic game's log), at a cost
        that does not grow with the game: `items` is that list now, `dump(k)` the save text with it
        cut to the items from k on, `path` where it is in the text's JSON. The save is a record
        appended to the journal (flushed to disk before this returns: a crash loses at most the
        save being written) or, for a new game or a full journal, a snapshot. Raises OSError."""
        from app.core.common import codec, journal

        j = self._journal
        if j is None or not j.follows(path, items) or j.full() or not self.path.is_file():
            data = self._snapshot(dump(0))
            self._journal = journal.Journal(journal.snapshot_id(data), len(data), path, items)
            return
        start = len(j.items)
        body = journal.frame(codec.pack(j.record(items, dump(start)), self._key_for_writing()))
        try:
            with open(self.journal_path, "ab") as f:
                f.write(body)
                f.flush()
                os.fsync(f.fileno())
        except OSError:
            self._journal = None  # the next save is a whole snapshot
            raise
        _owner_only(self.journal_path)
        j.wrote(len(body))

    def _drop_journal(self) -> None:
        try:
            self.journal_path.unlink()
        except FileNotFoundError:
            pass

    def _journaled(self, data: bytes, text: str) -> str:
        """The snapshot's text with the journal's records that follow it applied (the last save)."""
        from app.core.common import codec, journal

        try:
            raw = self.journal_path.read_bytes()
        except FileNotFoundError:
            return text
        key = self._read_key()
        records = []
        for body in journal.frames(raw):
            try:
                records.append(codec.unpack(body, key))
            except SaveError:
                break  # a damaged record ends the journal: the saves before it stand
        return journal.merge(text, records, journal.snapshot_id(data))

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
                text = self._journaled(data, codec.unpack(data, self._read_key()))
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
        self._journal = None
        try:  # its journal beside it, under the same name
            self.journal_path.replace(target.with_suffix(".journal"))
        except OSError:
            pass
        return str(target)

    def remove(self) -> None:
        self._journal = None
        for path in (self.path, self.journal_path):
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            except OSError:
                pass
