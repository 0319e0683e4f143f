"""The autosave file: atomic writes, and damaged or too-new files set aside, never fatal."""
from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QIODevice, QSaveFile, QStandardPaths

from app.core.onenight import save
from app.core.common.errors import SaveError

FILE_NAME = "autosave.json"


def default_dir() -> Path:
    """AppDataLocation (per user, per app)."""
    loc = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(loc or Path.home() / ".pass-the-night")


@dataclass(frozen=True)
class Problem:
    """A save that could not be used: why, and where the file was kept."""

    reason: str  # corrupt | version | io
    message: str  # the loader's words (English, for the details box)
    kept_as: str  # the backup path ("" when it could not be kept)


class Autosave:
    """One autosave file in one folder."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = Path(folder) if folder is not None else default_dir()
        self.path = self.folder / FILE_NAME

    def exists(self) -> bool:
        return self.path.is_file()

    def write(self, obj: Any, extra: dict[str, Any]) -> None:
        """Write atomically (QSaveFile: a temp file renamed over the old one). Raises OSError."""
        self.folder.mkdir(parents=True, exist_ok=True)
        data = save.dumps(obj, extra=extra).encode("utf-8")
        f = QSaveFile(str(self.path))
        if not f.open(QIODevice.OpenModeFlag.WriteOnly):
            raise OSError(f.errorString())
        f.write(data)
        if not f.commit():
            raise OSError(f.errorString())

    def read(self) -> tuple[Any, dict[str, Any]] | Problem | None:
        """The saved game and its app data; a Problem (file set aside) when unusable; None if absent."""
        if not self.exists():
            return None
        try:
            text = self.path.read_text(encoding="utf-8")
            return save.loads_with_extra(text)
        except SaveError as exc:
            return Problem(exc.reason, str(exc), self._set_aside(exc.reason))
        except (OSError, UnicodeDecodeError) as exc:
            reason = "corrupt" if isinstance(exc, UnicodeDecodeError) else "io"
            return Problem(reason, str(exc), self._set_aside(reason))
        except Exception as exc:  # a damaged file must never stop the app
            return Problem("corrupt", str(exc), self._set_aside("corrupt"))

    def _set_aside(self, reason: str) -> str:
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
