"""Where the bundled art, fonts and translations live (source tree or PyInstaller bundle)."""
from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer


def resource_dir() -> Path:
    """The resources folder: inside the bundle when frozen, else at the repository root."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def resource(rel: str) -> Path:
    """The path of one resource file, e.g. resource("roles/seer.svg")."""
    return resource_dir() / rel


def role_art(role: str) -> str:
    return f"roles/{role}.svg"


def mark_art(mark: str) -> str:
    return f"marks/{mark}.svg"


def artifact_art(artifact: str) -> str:
    return f"artifacts/{artifact}.svg"


CARD_BACK = "roles/card_back.svg"
MARK_BACK = "marks/mark_back.svg"
SPACE_EMPTY = "marks/space_empty.svg"
SHIELD = "tokens/shield.svg"
ARTIFACT_BACK = "tokens/artifact_back.svg"
APP_ICON = "icons/app.svg"


@lru_cache(maxsize=None)
def svg(rel: str) -> QSvgRenderer:
    """A shared renderer for one SVG (an invalid renderer when the file is missing)."""
    from PySide6.QtSvg import QSvgRenderer  # QtSvg loads with the first picture, not with this module

    path = resource(rel)
    return QSvgRenderer(str(path)) if path.is_file() else QSvgRenderer()
