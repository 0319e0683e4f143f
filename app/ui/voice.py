"""The narrator's voice: the system's (QTextToSpeech) or the bundled one (eSpeak NG), or
silence, never a hang.

Which voice speaks a language (`choose`): the system's when it has a voice for the language
and the player prefers it (Settings, `voice_system`, on by default); otherwise the bundled
eSpeak NG voice (app/ui/bundled_voice.py), which speaks Vietnamese, English and Spanish on
every computer; the system's again when the bundled one cannot load. Neither: silence, and
the narrated night says so before it starts (app/ui/screens/table_night.py).

`Narrator.say(text)` returns at once. Every line is also emitted as `line_shown(text)` so a
screen can show it; `line_finished(text)` follows when the voice has said it, or at once when
the voice stays silent. Silence is the answer to everything that can go wrong: no engine, no
voice for the language, no audio output for the bundled voice, an engine error, or a `say()`
that never ends (PLATFORM.md: a speech-dispatcher without audio never finishes) — a watchdog
timer, as long as the text, gives up on the line and the engine is not asked again until
`reset()`.

>>> Narrator.timeout_ms("Wolves, close your eyes.", 0.0) > Narrator.timeout_ms("Hi.", 0.0)
True
>>> choose(True, True, True), choose(False, True, True), choose(True, False, True), choose(False, True, False)
('system', 'bundled', 'bundled', 'system')
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTimer, Signal

from app.core.narration import Line

from . import narrator as words
from .settings import Settings

LANGUAGES = ("en", "vi", "es")
# The engine a Narrator uses when neither its caller nor the settings name one: None is the
# platform's default engine. Tests set "mock" (tests/ui/conftest.py).
DEFAULT_ENGINE: str | None = None
# Whether a Narrator may fall back on the bundled voice (tests/ui/conftest.py turns it off: its
# tests turn it on with a player that plays nothing).
BUNDLED = True
SYSTEM, BUNDLED_KIND = "system", "bundled"

# Why a line was not spoken (`Narrator.silent_reason`).
OFF, NO_ENGINE, NO_VOICE, ERROR, TIMEOUT = "off", "no_engine", "no_voice", "error", "timeout"
NO_AUDIO = "no_audio"  # the bundled voice would speak, but this computer has no audio output

BASE_MS = 3000  # the watchdog's allowance for any line...
MS_PER_CHAR = 120  # ...plus this per character (speech runs at about 15 characters a second)


def app_language(settings: Settings | None) -> str:
    """The language the narrator speaks: the app's setting, else the system's, else English."""
    if not (settings.language if settings is not None else ""):
        from .i18n import system_language

        return system_language()
    code = settings.language
    code = code.split("_")[0].lower()
    return code if code in LANGUAGES else "en"


# Engines whose plug-in needs a library of the system's own: on Linux the speechd plug-in
# links libspeechd.so.2 (speech-dispatcher's client library, package libspeechd2), which the
# bundle does not carry; without it the plug-in cannot load ("Error loading text-to-speech
# plug-in"), so it is not offered at all and the narrator is silent: "no voice on this computer".
SYSTEM_LIBRARIES = {"speechd": ("libspeechd.so.2",)}


def _system_library(name: str) -> bool:
    import ctypes

    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def _usable(engine: str) -> bool:
    """False for an engine whose plug-in cannot load here (its system library is missing)."""
    return all(_system_library(lib) for lib in SYSTEM_LIBRARIES.get(engine, ()))


def available_engines() -> list[str]:
    """The text-to-speech engines that can speak here (none: no voice on this computer)."""
    try:
        from PySide6.QtTextToSpeech import QTextToSpeech
    except ImportError:  # the Addons wheel is missing: no voice at all
        return []
    return [e for e in QTextToSpeech.availableEngines() if _usable(e)]


def _make_engine(name: str | None, parent: QObject) -> Any:
    """A QTextToSpeech for `name` (None: the platform default); None when there is none."""
    try:
        from PySide6.QtTextToSpeech import QTextToSpeech
    except ImportError:
        return None
    engines = QTextToSpeech.availableEngines()
    if name and (name not in engines or not _usable(name)):
        return None
    usable = [e for e in engines if _usable(e)]
    if not usable:
        return None
    if not name and usable != list(engines):
        name = next((e for e in usable if e != "mock"), "")  # the default would be the one that cannot load
        if not name:
            return None
    return QTextToSpeech(name, parent) if name else QTextToSpeech(parent)


def _make_bundled(parent: QObject) -> Any:
    """The bundled eSpeak NG voice, or None where its library or data cannot be loaded."""
    from . import espeak

    if not espeak.available():
        return None
    from .bundled_voice import BundledVoice

    return BundledVoice(parent)


def choose(prefer_system: bool, system_has: bool, bundled_has: bool) -> str:
    """Which voice speaks a language: SYSTEM, BUNDLED_KIND or "" (none has a voice for it)."""
    if system_has and (prefer_system or not bundled_has):
        return SYSTEM
    return BUNDLED_KIND if bundled_has else ""


def silence_message(reason: str) -> str:
    """Why the narrator is silent, in the app's language, for a screen or a log ("" when it speaks)."""
    translate = QCoreApplication.translate
    return {
        NO_ENGINE: translate("Voice", "No voice on this computer: the narrator's lines are shown on screen only."),
        NO_VOICE: translate("Voice", "No voice for this language on this computer: the lines are shown on screen only."),
        ERROR: translate("Voice", "The voice failed: the lines are shown on screen only."),
        TIMEOUT: translate("Voice", "The voice did not answer: the lines are shown on screen only."),
        NO_AUDIO: translate("Voice", "No sound output on this computer: the narrator's lines are shown on screen "
                                     "only."),
        OFF: translate("Voice", "The narrator's voice is off."),
    }.get(reason, "")


def _is_error(state: Any) -> bool:
    return getattr(state, "name", str(state)).endswith("Error")


def _is_ready(state: Any) -> bool:
    return getattr(state, "name", str(state)).endswith("Ready")


def _is_speaking(state: Any) -> bool:
    return getattr(state, "name", str(state)).endswith("Speaking")


class Narrator(QObject):
    """Speaks lines in the chosen language with the chosen voice, rate, pitch and volume, or stays silent."""

    line_shown = Signal(str)  # every line, spoken or not: the screen shows it
    line_finished = Signal(str)  # the line was said to its end, or given up on
    went_silent = Signal(str)  # a line is not spoken: OFF, NO_ENGINE, NO_VOICE, NO_AUDIO, ERROR or TIMEOUT

    def __init__(self, settings: Settings | None = None, *, engine: str | None = None, language: str = "",
                 factory: Callable[[str | None, QObject], Any] | None = None,
                 bundled: Callable[[QObject], Any] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._engine_name = engine if engine is not None else ((settings.voice_engine if settings else "")
                                                              or DEFAULT_ENGINE)
        self._factory = factory or _make_engine
        self._bundled_factory = bundled if bundled is not None else (_make_bundled if BUNDLED else None)
        self._system: Any = None
        self._bundled: Any = None
        self._made = False
        self._bundled_made = False
        self._tts: Any = None  # the engine chosen for the language (the system's or the bundled one)
        self._kind = ""  # SYSTEM, BUNDLED_KIND or "" (no voice for the language)
        self._chosen = False
        self._broken = ""  # ERROR or TIMEOUT once the engine misbehaved: silent until reset()
        self._language = language or app_language(settings)
        self._voice_ok = False
        self._selected = False
        self.enabled = settings.voice_enabled if settings else True
        self.prefer_system = settings.voice_system if settings else True
        self.voice_name = settings.voice_name if settings else ""
        self.rate = (settings.voice_rate / 10.0) if settings else 0.0
        self.pitch = (settings.voice_pitch / 10.0) if settings else 0.0
        self.volume = (settings.voice_volume / 100.0) if settings else 0.8
        self._line = ""  # the line being spoken ("" none)
        self._started = False
        self.silent_reason = ""
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._give_up)

    # --- the engines ---------------------------------------------------------------------

    @property
    def engine_name(self) -> str:
        """The system engine asked for ("" the platform's default)."""
        return self._engine_name or ""

    def _listen(self, tts: Any) -> None:
        try:
            # bound methods: Qt drops the connections when the narrator goes (a lambda would outlive it)
            tts.stateChanged.connect(self._on_state_of)
            tts.errorOccurred.connect(self._on_error_of)
        except (AttributeError, RuntimeError, TypeError):
            pass

    @staticmethod
    def _working(tts: Any) -> Any:
        """The engine, or None when it is missing or in its error state."""
        if tts is None:
            return None
        try:
            return None if _is_error(tts.state()) else tts
        except RuntimeError:
            return None

    def system_engine(self) -> Any:
        """The system's text-to-speech engine (made the first time), or None."""
        if not self._made:
            self._made = True
            try:
                self._system = self._factory(self._engine_name or None, self)
            except Exception:  # noqa: BLE001  (a plug-in that fails to load is silence)
                self._system = None
            if self._system is not None:
                self._listen(self._system)
        return self._working(self._system)

    def bundled_engine(self) -> Any:
        """The bundled eSpeak NG voice (loaded the first time), or None where it cannot load."""
        if not self._bundled_made:
            self._bundled_made = True
            try:
                self._bundled = self._bundled_factory(self) if self._bundled_factory is not None else None
            except Exception:  # noqa: BLE001  (a library that fails to load is silence)
                self._bundled = None
            if self._bundled is not None:
                self._listen(self._bundled)
        return self._working(self._bundled)

    def _choose(self) -> None:
        """Choose the engine that speaks the narrator's language (`choose`)."""
        if self._chosen:
            return
        self._chosen = True
        system, code = self.system_engine(), self._language
        system_has = system is not None and bool(self._voices_of(system, code))
        bundled = None
        if not (system_has and self.prefer_system):
            bundled = self.bundled_engine()
        bundled_has = bundled is not None and bool(self._voices_of(bundled, code))
        self._kind = choose(self.prefer_system, system_has, bundled_has)
        self._tts = bundled if self._kind == BUNDLED_KIND else system if system is not None else bundled
        self._selected = False

    def _engine(self) -> Any:
        self._choose()
        return self._working(self._tts)

    @property
    def kind(self) -> str:
        """Which voice speaks the language: SYSTEM, BUNDLED_KIND or "" (none)."""
        self._choose()
        return self._kind

    def has_engine(self) -> bool:
        return self.system_engine() is not None or self.bundled_engine() is not None

    def reset(self) -> None:
        """Forget a misbehaving engine's silence and choose the voice again (settings changed)."""
        self._broken = ""
        self._selected = False
        self._chosen = False

    def set_prefer_system(self, on: bool) -> None:
        """Speak with the system's voice when it has one for the language (off: the bundled voice)."""
        if bool(on) != self.prefer_system:
            self.prefer_system = bool(on)
            self._chosen = False

    # --- language and voice ------------------------------------------------------------------

    @property
    def language(self) -> str:
        return self._language

    def set_language(self, code: str) -> None:
        code = (code or "en").split("_")[0].lower()
        if code != self._language:
            self._language = code
            self._selected = False
            self._chosen = False

    def _locales(self, tts: Any, code: str) -> list[Any]:
        want = QLocale(code)
        try:
            found = [loc for loc in tts.availableLocales() if loc.language() == want.language()]
        except RuntimeError:
            return []
        # the language's main country first (vi_VN, es_ES, en_US), then the others
        return sorted(found, key=lambda loc: loc.name() != want.name())

    def _voices_of(self, tts: Any, code: str) -> list[Any]:
        """Every voice of the language, over all its locales (the engine is left on the first locale)."""
        voices: list[Any] = []
        locales = self._locales(tts, code)
        try:
            for loc in reversed(locales):
                tts.setLocale(loc)
                voices = [v for v in tts.availableVoices()] + voices
        except RuntimeError:
            return []
        return voices

    def voices(self, code: str = "") -> list[str]:
        """The names of the voices that speak a language here (default: the narrator's): the
        chosen engine's."""
        code = (code or self._language).split("_")[0].lower()
        if code != self._language:
            saved, self._language, self._chosen = self._language, code, False
            try:
                return self.voices()
            finally:
                self._language, self._chosen, self._selected = saved, False, False
        tts = self._engine()
        if tts is None or not self._kind:
            return []
        names = list(dict.fromkeys(v.name() for v in self._voices_of(tts, code)))
        self._selected = False
        return names

    def available_languages(self) -> list[str]:
        """Which of en, vi, es have a voice here, the system's or the bundled one (none without either)."""
        engines = [e for e in (self.system_engine(), self.bundled_engine()) if e is not None]
        out = [code for code in LANGUAGES if any(self._voices_of(e, code) for e in engines)]
        self._selected = False
        return out

    def _select(self) -> bool:
        """Put the engine on the language's locale, the chosen voice (else the first), rate, pitch and volume."""
        tts = self._engine()
        if tts is None:
            return False
        if not self._selected:
            self._selected = True
            voices = self._voices_of(tts, self._language) if self._kind else []
            self._voice_ok = bool(voices)
            if voices:
                chosen = next((v for v in voices if v.name() == self.voice_name), voices[0])
                try:
                    tts.setLocale(chosen.locale())
                    tts.setVoice(chosen)
                except (RuntimeError, TypeError, AttributeError):
                    pass
        if self._voice_ok:
            try:
                tts.setRate(max(-1.0, min(1.0, self.rate)))
                tts.setVolume(max(0.0, min(1.0, self.volume)))
            except (RuntimeError, TypeError, AttributeError):
                pass
            try:
                tts.setPitch(max(-1.0, min(1.0, self.pitch)))
            except (RuntimeError, TypeError, AttributeError):
                pass
        return self._voice_ok

    def set_voice(self, name: str) -> None:
        self.voice_name = name
        self._selected = False

    def set_rate(self, rate: float) -> None:
        """-1.0 (slow) … 1.0 (fast); 0 is the voice's normal speed."""
        self.rate = max(-1.0, min(1.0, float(rate)))

    def set_pitch(self, pitch: float) -> None:
        """-1.0 (low) … 1.0 (high); 0 is the voice's normal pitch."""
        self.pitch = max(-1.0, min(1.0, float(pitch)))

    def set_volume(self, volume: float) -> None:
        """0.0 … 1.0."""
        self.volume = max(0.0, min(1.0, float(volume)))

    def set_enabled(self, on: bool) -> None:
        self.enabled = bool(on)
        if not on:
            self.stop()

    def current_voice(self) -> str:
        """The voice that speaks now ("" none)."""
        if not self._select():
            return ""
        try:
            return self._tts.voice().name()
        except (RuntimeError, AttributeError):
            return ""

    def engine_for_lines(self) -> Any:
        """The engine set up to speak the narrator's language as set (None: silent): for the voice check."""
        return self._tts if self._select() else None

    # --- speaking ----------------------------------------------------------------------------

    @staticmethod
    def timeout_ms(text: str, rate: float) -> int:
        """How long a line may take before the watchdog gives up on it (longer when slower)."""
        return int((BASE_MS + MS_PER_CHAR * len(text)) * (1.0 + max(0.0, -rate)))

    @property
    def speaking(self) -> bool:
        return bool(self._line)

    def say_line(self, line: Line) -> str:
        """Say one line of a script (app/core/narration.py) in the narrator's language; its words."""
        text = words.sentence(line)
        self.say(text)
        return text

    def say(self, text: str) -> None:
        """Show the line, and speak it if the voice can; returns at once, never raises."""
        if self._line:
            self._finish()  # a new line cuts the previous one short
        self.line_shown.emit(text)
        reason = self._why_silent()
        if not reason:
            self._line, self._started = text, False
            self._watchdog.start(self.timeout_ms(text, self.rate))
            try:
                self._tts.say(text)
            except Exception:  # noqa: BLE001  (an engine that throws is silence)
                self._line = ""
                self._watchdog.stop()
                reason = ERROR
                self._broken = ERROR
            else:
                return
        self.silent_reason = reason
        self.went_silent.emit(reason)
        QTimer.singleShot(0, self, lambda t=text: self.line_finished.emit(t))

    def _why_silent(self) -> str:
        if not self.enabled:
            return OFF
        if self._broken:
            return self._broken
        if self._engine() is None:
            return NO_ENGINE
        if not self._select():
            return NO_VOICE
        if self._kind == BUNDLED_KIND and not self._can_play(self._tts):
            return NO_AUDIO
        return ""

    @staticmethod
    def _can_play(tts: Any) -> bool:
        try:
            return bool(tts.can_play())
        except Exception:  # noqa: BLE001  (no audio is silence)
            return False

    def why_silent(self) -> str:
        """Why a line said now would not be heard ("": it would be), without saying anything."""
        return self._why_silent()

    def can_speak(self) -> bool:
        """Whether the narrator's lines would be heard now, in its language."""
        return not self._why_silent()

    def stop(self) -> None:
        """Stop the line being spoken (it still counts as finished)."""
        if not self._line:
            return
        if not self._broken:
            try:
                self._tts.stop()
            except Exception:  # noqa: BLE001
                pass
        self._finish()

    def _finish(self) -> None:
        text, self._line = self._line, ""
        self._watchdog.stop()
        if text:
            self.line_finished.emit(text)

    def _from_active(self) -> bool:
        """Whether the signal being handled comes from the engine that speaks now."""
        sender = self.sender()
        return sender is None or sender is self._tts

    def _on_state_of(self, state: Any) -> None:
        if self._from_active():
            self._on_state(state)

    def _on_error_of(self, *args: Any) -> None:
        if self._from_active():
            self._on_error(*args)

    def _on_state(self, state: Any) -> None:
        if not self._line:
            return
        if _is_speaking(state):
            self._started = True
        elif _is_error(state):
            self._on_error()
        elif _is_ready(state) and self._started:
            self._finish()

    def _on_error(self, *args: Any) -> None:
        self._broken = ERROR
        if self._line:
            self.silent_reason = ERROR
            self.went_silent.emit(ERROR)
            self._finish()

    def _give_up(self) -> None:
        """The watchdog: the engine never finished; from now on the narrator is silent."""
        if not self._line:
            return
        self._broken = TIMEOUT
        self.silent_reason = TIMEOUT
        self.went_silent.emit(TIMEOUT)
        self._finish()
