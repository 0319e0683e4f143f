"""The player's preferences and remembered names, kept with QSettings."""
from __future__ import annotations

from PySide6.QtCore import QSettings

DEFAULT_NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve"]  # an older version's made-up names: never shown
CLASSIC_MAX = 18  # the extended preset's largest table


class _Int:
    """An integer setting, clamped to [low, high]; the default when missing or unreadable."""

    def __init__(self, key: str, default: int, low: int, high: int, doc: str = "") -> None:
        self.key, self.default, self.low, self.high = key, default, low, high
        self.__doc__ = doc

    def __get__(self, obj: Settings | None, owner: type) -> int:
        if obj is None:
            return self  # type: ignore[return-value]  # the descriptor itself, for introspection
        try:
            value = int(obj.store.value(self.key, self.default))
        except (TypeError, ValueError):
            return self.default
        return max(self.low, min(self.high, value))

    def __set__(self, obj: Settings, value: int) -> None:
        obj.store.setValue(self.key, int(value))


class Settings:
    """Typed access to the app's QSettings (tests pass their own ini-backed QSettings)."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings()

    # Visits --------------------------------------------------------------------------
    min_visit_ms = _Int("night/min_visit_ms", 6000, 0, 60000,
                        "The shortest a visit may last (Done stays disabled until then).")
    idle_ms = _Int("night/idle_ms", 60000, 1000, 600000, "A visit left alone this long hides behind the curtain.")
    hold_ms = _Int("night/hold_ms", 1000, 0, 5000, "How long the curtain's ring must be held.")
    lan_port = _Int("phones/port", 8765, 1024, 65535, "The port the room for phones listens on.")
    table_step_seconds = _Int("table/step_seconds", 10, 4, 60,
                              "Narrated table mode: how long every step of the night lasts, acted or not.")
    table_quiet_step_seconds = _Int("table/quiet_step_seconds", 20, 4, 60,
                                    "The narrated night on screen only (no voice can speak): how long every "
                                    "call lasts (longer: the calls are read, not heard).")

    @property
    def table_mode(self) -> bool:
        """Narrated table mode: the laptop lies in the middle and calls each step (off: pass-and-play)."""
        return str(self.store.value("table/on", "false")).lower() in ("true", "1")

    @table_mode.setter
    def table_mode(self, value: bool) -> None:
        self.store.setValue("table/on", "true" if value else "false")

    # Day and vote ----------------------------------------------------------------------
    day_seconds = _Int("day/seconds", 300, 30, 3600)
    discussion_minutes = _Int("classic/discussion_minutes", 0, 0, 15,
                              "The classic day's discussion timer in minutes (0: no timer, the table presses Vote).")
    countdown_ms = _Int("vote/countdown_ms", 1000, 0, 3000, 'One beat of the "3, 2, 1" before everyone points.')
    animation_ms = _Int("look/animation_ms", 250, 0, 2000, "Card flip duration (0 turns animations off).")

    @property
    def private_vote(self) -> bool:
        """Vote by passing the laptop round the curtain instead of one person entering votes."""
        return str(self.store.value("vote/private", "false")).lower() in ("true", "1")

    @private_vote.setter
    def private_vote(self, value: bool) -> None:
        self.store.setValue("vote/private", "true" if value else "false")

    @property
    def sound(self) -> bool:
        """Play the game's sounds (the chimes, the bear's growl, the narrated night's masking sound); off:
        every sound is muted."""
        return str(self.store.value("look/sound", "true")).lower() in ("true", "1")

    @sound.setter
    def sound(self, value: bool) -> None:
        self.store.setValue("look/sound", "true" if value else "false")

    @property
    def fullscreen(self) -> bool:
        """Play in full screen (F11 toggles it; the night is best played full screen)."""
        return str(self.store.value("look/fullscreen", "false")).lower() in ("true", "1")

    @fullscreen.setter
    def fullscreen(self, value: bool) -> None:
        self.store.setValue("look/fullscreen", "true" if value else "false")

    @property
    def large_text(self) -> bool:
        """Larger text everywhere, to read the screen from across the table."""
        return str(self.store.value("look/large_text", "false")).lower() in ("true", "1")

    @large_text.setter
    def large_text(self, value: bool) -> None:
        self.store.setValue("look/large_text", "true" if value else "false")

    # The narrator's voice (the narrated table mode) -------------------------------------
    voice_rate = _Int("voice/rate", 0, -10, 10, "The narrator's speed in tenths: -10 slow, 0 normal, 10 fast.")
    voice_volume = _Int("voice/volume", 80, 0, 100, "The narrator's volume in percent.")
    voice_pitch = _Int("voice/pitch", 0, -10, 10, "The narrator's pitch in tenths: -10 low, 0 normal, 10 high.")

    @property
    def voice_system(self) -> bool:
        """Speak with the computer's own voice when it has one for the language (off, or without one:
        the voice bundled with the game, eSpeak NG)."""
        return str(self.store.value("voice/system", "true")).lower() in ("true", "1")

    @voice_system.setter
    def voice_system(self, value: bool) -> None:
        self.store.setValue("voice/system", "true" if value else "false")

    @property
    def voice_enabled(self) -> bool:
        """Speak the narrator's lines aloud (they are always shown on screen too)."""
        return str(self.store.value("voice/enabled", "true")).lower() in ("true", "1")

    @voice_enabled.setter
    def voice_enabled(self, value: bool) -> None:
        self.store.setValue("voice/enabled", "true" if value else "false")

    @property
    def voice_name(self) -> str:
        """The chosen voice's name ("" the first voice of the language)."""
        return str(self.store.value("voice/name", "") or "")

    @voice_name.setter
    def voice_name(self, value: str) -> None:
        self.store.setValue("voice/name", str(value))

    @property
    def voice_engine(self) -> str:
        """The text-to-speech engine ("" the platform's default)."""
        return str(self.store.value("voice/engine", "") or "")

    @voice_engine.setter
    def voice_engine(self, value: str) -> None:
        self.store.setValue("voice/engine", str(value))

    # Language and players --------------------------------------------------------------
    @property
    def language(self) -> str:
        """"" follows the system; otherwise a locale name such as "vi" or "en"."""
        return str(self.store.value("look/language", "") or "")

    @language.setter
    def language(self, value: str) -> None:
        self.store.setValue("look/language", value)

    # One remembered table for both games: the players' names, clockwise, kept by whichever setup
    # started a game last (One Night seats the first ten). Older versions kept one list per game:
    # the newer of the two is read until a game starts.
    def _list(self, key: str) -> list[str] | None:
        value = self.store.value(key, None)
        if isinstance(value, str):
            value = [value] if value else []
        return [str(v) for v in value] if isinstance(value, list) else None

    def players(self) -> list[str]:
        """The remembered players, clockwise (empty: none yet; never made-up names)."""
        shared = self._list("players/names")
        if shared is None:
            shared = self._list("classic/names") or [n for n in (self._list("setup/names") or [])
                                                      if n not in DEFAULT_NAMES] or []
        return shared[:CLASSIC_MAX]

    def set_players(self, value: list[str]) -> None:
        """Keep the table; each player keeps the portrait they had (portraits go by name)."""
        value = [str(v) for v in value][:CLASSIC_MAX]
        had = dict(zip(self.players(), self.classic_portraits))
        self.store.setValue("players/names", value)
        self.store.setValue("classic/portraits", [had.get(name, "") for name in value])

    @property
    def names(self) -> list[str]:
        """The One Night setup's players: the remembered table's first ten."""
        return self.players()[:10]

    @names.setter
    def names(self, value: list[str]) -> None:
        self.set_players(value)

    @property
    def deck(self) -> list[str]:
        value = self.store.value("setup/deck", None)
        if isinstance(value, str):
            value = [value] if value else []
        return [str(v) for v in value] if isinstance(value, list) else []

    @deck.setter
    def deck(self, value: list[str]) -> None:
        self.store.setValue("setup/deck", list(value))

    @property
    def classic_names(self) -> list[str]:
        """The classic setup's players: the remembered table (empty: none yet)."""
        return self.players()

    @classic_names.setter
    def classic_names(self, value: list[str]) -> None:
        self.set_players(value)

    @property
    def classic_portraits(self) -> list[str]:
        """The portrait id of each of `classic_names`, in the same order."""
        value = self.store.value("classic/portraits", None)
        if isinstance(value, str):
            value = [value] if value else []
        return [str(v) for v in value][:CLASSIC_MAX] if isinstance(value, list) else []

    @classic_portraits.setter
    def classic_portraits(self, value: list[str]) -> None:
        self.store.setValue("classic/portraits", list(value))

    @property
    def classic_preset(self) -> str:
        """The last classic game's preset: "standard" or "extended"."""
        value = str(self.store.value("classic/preset", "standard") or "standard")
        return value if value in ("standard", "extended") else "standard"

    @classic_preset.setter
    def classic_preset(self, value: str) -> None:
        self.store.setValue("classic/preset", str(value))

    @property
    def classic_deck(self) -> list[str]:
        """The last extended deck built (every card, spare cards included; empty: none yet)."""
        value = self.store.value("classic/deck", None)
        if isinstance(value, str):
            value = [value] if value else []
        return [str(v) for v in value][:40] if isinstance(value, list) else []

    @classic_deck.setter
    def classic_deck(self, value: list[str]) -> None:
        self.store.setValue("classic/deck", list(value))

    @property
    def classic_options(self) -> dict:
        """The last extended game's options, as given (unknown keys and values are dropped by the reader)."""
        try:
            import json

            value = json.loads(str(self.store.value("classic/options", "{}") or "{}"))
        except ValueError:
            return {}
        return value if isinstance(value, dict) else {}

    @classic_options.setter
    def classic_options(self, value: dict) -> None:
        import json

        self.store.setValue("classic/options", json.dumps(dict(value), sort_keys=True))

    def sync(self) -> None:
        self.store.sync()
