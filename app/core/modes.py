"""Every game mode the app can play, by id (a new mode is one more package and one more line)."""
from __future__ import annotations

from .common.flow import Mode
from .classic.mode import CLASSIC
from .onenight.mode import ONE_NIGHT

MODES: dict[str, Mode] = {ONE_NIGHT.id: ONE_NIGHT, CLASSIC.id: CLASSIC}
DEFAULT = ONE_NIGHT.id
