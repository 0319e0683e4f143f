"""The player's preferences and remembered names, kept with QSettings."""
from __future__ import annotations

from PySide6.QtCore import QSettings

DEFAULT_NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve"]


class Settings:
    """Typed access to the app's QSettings (tests pass their own ini-backed QSettings)."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings()

    def _int(self, key: str, default: int, low: int, high: int) -> int:
        try:
            value = int(self.store.value(key, default))
        except (TypeError, ValueError):
            return default
        return max(low, min(high, value))

    # Visits --------------------------------------------------------------------------
    @property
    def min_visit_ms(self) -> int:
        """The shortest a visit may last (Done stays disabled until then)."""
        return self._int("night/min_visit_ms", 6000, 0, 60000)

    @min_visit_ms.setter
    def min_visit_ms(self, value: int) -> None:
        self.store.setValue("night/min_visit_ms", int(value))

    @property
    def idle_ms(self) -> int:
        """A visit left alone this long hides behind the curtain."""
        return self._int("night/idle_ms", 60000, 1000, 600000)

    @idle_ms.setter
    def idle_ms(self, value: int) -> None:
        self.store.setValue("night/idle_ms", int(value))

    @property
    def hold_ms(self) -> int:
        """How long the curtain's ring must be held."""
        return self._int("night/hold_ms", 1000, 0, 5000)

    @hold_ms.setter
    def hold_ms(self, value: int) -> None:
        self.store.setValue("night/hold_ms", int(value))

    # Day and vote ----------------------------------------------------------------------
    @property
    def day_seconds(self) -> int:
        return self._int("day/seconds", 300, 30, 3600)

    @day_seconds.setter
    def day_seconds(self, value: int) -> None:
        self.store.setValue("day/seconds", int(value))

    @property
    def private_vote(self) -> bool:
        """Vote by passing the laptop round the curtain instead of one person entering votes."""
        return str(self.store.value("vote/private", "false")).lower() in ("true", "1")

    @private_vote.setter
    def private_vote(self, value: bool) -> None:
        self.store.setValue("vote/private", "true" if value else "false")

    @property
    def countdown_ms(self) -> int:
        """One beat of the "3, 2, 1" before everyone points."""
        return self._int("vote/countdown_ms", 1000, 0, 3000)

    @countdown_ms.setter
    def countdown_ms(self, value: int) -> None:
        self.store.setValue("vote/countdown_ms", int(value))

    @property
    def animation_ms(self) -> int:
        """Card flip duration (0 turns animations off)."""
        return self._int("look/animation_ms", 250, 0, 2000)

    @animation_ms.setter
    def animation_ms(self, value: int) -> None:
        self.store.setValue("look/animation_ms", int(value))

    # Language and players --------------------------------------------------------------
    @property
    def language(self) -> str:
        """"" follows the system; otherwise a locale name such as "vi" or "en"."""
        return str(self.store.value("look/language", "") or "")

    @language.setter
    def language(self, value: str) -> None:
        self.store.setValue("look/language", value)

    @property
    def names(self) -> list[str]:
        value = self.store.value("setup/names", None)
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not value:
            return list(DEFAULT_NAMES)
        return [str(v) for v in value][:10]

    @names.setter
    def names(self, value: list[str]) -> None:
        self.store.setValue("setup/names", list(value))

    @property
    def deck(self) -> list[str]:
        value = self.store.value("setup/deck", None)
        if isinstance(value, str):
            value = [value] if value else []
        return [str(v) for v in value] if isinstance(value, list) else []

    @deck.setter
    def deck(self, value: list[str]) -> None:
        self.store.setValue("setup/deck", list(value))

    def sync(self) -> None:
        self.store.sync()
