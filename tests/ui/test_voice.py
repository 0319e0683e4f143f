"""The narrator's voice never blocks, hangs or raises; the Settings page drives it."""
from __future__ import annotations


import pytest
from PySide6.QtCore import QLocale, QObject, Qt, QTimer, Signal

from app.core import narration as N
from app.ui import narrator as words
from app.ui import voice
from app.ui.voice import Narrator


class FakeVoice:
    def __init__(self, name: str, locale: str) -> None:
        self._name, self._locale = name, QLocale(locale)

    def name(self) -> str:
        return self._name

    def locale(self) -> QLocale:
        return self._locale


class FakeState:
    """Stands for QTextToSpeech.State (the narrator reads only its name)."""

    def __init__(self, name: str) -> None:
        self.name = name


READY, SPEAKING, ERROR = FakeState("Ready"), FakeState("Speaking"), FakeState("Error")


class FakeEngine(QObject):
    """A text-to-speech engine that speaks in `ms`, hangs, fails or throws (the tests' own engine,
    also used where Qt's `mock` engine is missing)."""

    stateChanged = Signal(object)  # noqa: N815 (Qt's names)
    errorOccurred = Signal(object, str)  # noqa: N815

    def __init__(self, mode: str = "ok", ms: int = 30, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.mode, self.ms = mode, ms
        self.said: list[str] = []
        self.rates: list[float] = []
        self.volumes: list[float] = []
        self._state = READY
        self._voices = [FakeVoice("Ann", "en_US"), FakeVoice("Bob", "en_GB"), FakeVoice("Lan", "vi_VN")]
        self._locale = QLocale("en_US")
        self._voice = self._voices[0]

    def state(self) -> FakeState:
        return self._state

    def availableLocales(self) -> list[QLocale]:  # noqa: N802
        return list(dict.fromkeys(v.locale() for v in self._voices))

    def availableVoices(self) -> list[FakeVoice]:  # noqa: N802
        return [v for v in self._voices if v.locale() == self._locale]

    def setLocale(self, locale: QLocale) -> None:  # noqa: N802
        self._locale = locale

    def setVoice(self, v: FakeVoice) -> None:  # noqa: N802
        self._voice = v

    def voice(self) -> FakeVoice:
        return self._voice

    def setRate(self, rate: float) -> None:  # noqa: N802
        self.rates.append(rate)

    def setVolume(self, volume: float) -> None:  # noqa: N802
        self.volumes.append(volume)

    def _set(self, state: FakeState) -> None:
        self._state = state
        self.stateChanged.emit(state)

    def say(self, text: str) -> None:
        if self.mode == "raise":
            raise RuntimeError("the engine fell over")
        self.said.append(text)
        if self.mode == "error":
            QTimer.singleShot(5, self, lambda: self.errorOccurred.emit(None, "no audio"))
            return
        self._set(SPEAKING)
        if self.mode == "ok":
            QTimer.singleShot(self.ms, self, lambda: self._set(READY))
        # "hang": never Ready again (a speech-dispatcher without audio)

    def stop(self) -> None:
        self._set(READY)


def fake(mode: str = "ok"):
    made: list[FakeEngine] = []

    def factory(name, parent):
        made.append(FakeEngine(mode, parent=parent))
        return made[-1]

    return factory, made


def _has_mock() -> bool:
    return "mock" in voice.available_engines()


@pytest.fixture
def speaking_narrator(qapp, settings):
    """A narrator on Qt's `mock` engine, or on the fake engine where `mock` is missing."""
    if _has_mock():
        return Narrator(settings, engine="mock", language="en")
    factory, _ = fake("ok")
    return Narrator(settings, language="en", factory=factory)


def test_say_returns_at_once_and_always_shows_the_line(qtbot, settings) -> None:
    factory, made = fake("hang")
    n = Narrator(settings, language="en", factory=factory)
    shown: list[str] = []
    n.line_shown.connect(shown.append)
    n.say("Wolves, open your eyes and choose tonight's victim.")  # returns though the engine never ends
    assert shown == ["Wolves, open your eyes and choose tonight's victim."]
    assert made[0].said == shown and n.speaking


def test_the_watchdog_gives_up_on_a_line_that_never_ends(qtbot, settings, monkeypatch) -> None:
    monkeypatch.setattr(voice, "BASE_MS", 100)
    monkeypatch.setattr(voice, "MS_PER_CHAR", 1)
    factory, made = fake("hang")
    n = Narrator(settings, language="en", factory=factory)
    reasons: list[str] = []
    n.went_silent.connect(reasons.append)
    with qtbot.waitSignal(n.line_finished, timeout=3000) as finished:
        n.say("Seer, close your eyes.")
    assert finished.args == ["Seer, close your eyes."] and reasons == [voice.TIMEOUT]
    assert not n.speaking
    # the hung engine is not asked again: the next line is shown and finished in silence
    with qtbot.waitSignal(n.line_finished, timeout=1000):
        n.say("Witch, close your eyes.")
    assert made[0].said == ["Seer, close your eyes."] and reasons == [voice.TIMEOUT, voice.TIMEOUT]
    n.reset()  # Settings' Test voice tries again
    n.say("Again.")
    assert made[0].said[-1] == "Again."


def test_the_watchdog_grows_with_the_text_and_a_slow_voice() -> None:
    short, long = "Seer, close your eyes.", words.sentence(N.Line(N.WAKE, "paranormal_investigator"))
    assert Narrator.timeout_ms(long, 0.0) > Narrator.timeout_ms(short, 0.0)
    assert Narrator.timeout_ms(short, -1.0) > Narrator.timeout_ms(short, 0.0)
    # long enough for speech at about 15 characters a second
    assert Narrator.timeout_ms(long, 0.0) > len(long) / 15 * 1000


@pytest.mark.parametrize("factory", [lambda name, parent: None,
                                     lambda name, parent: (_ for _ in ()).throw(RuntimeError("no plug-in"))])
def test_no_engine_is_silence(qtbot, settings, factory) -> None:
    n = Narrator(settings, language="en", factory=factory)
    reasons: list[str] = []
    n.went_silent.connect(reasons.append)
    with qtbot.waitSignal(n.line_shown, timeout=1000), qtbot.waitSignal(n.line_finished, timeout=1000):
        n.say("Everyone, wake up! It is morning.")
    assert reasons == [voice.NO_ENGINE] and n.available_languages() == [] and n.voices() == []
    assert not n.has_engine()


def test_an_unknown_engine_is_silence(qtbot, settings) -> None:
    n = Narrator(settings, engine="no-such-engine", language="en")
    with qtbot.waitSignal(n.line_finished, timeout=1000):
        n.say("Hello.")
    assert n.silent_reason == voice.NO_ENGINE


@pytest.mark.parametrize("mode", ["error", "raise"])
def test_an_engine_error_is_silence(qtbot, settings, mode: str) -> None:
    factory, _ = fake(mode)
    n = Narrator(settings, language="en", factory=factory)
    with qtbot.waitSignal(n.line_finished, timeout=2000):
        n.say("Robber, close your eyes.")
    assert n.silent_reason == voice.ERROR


def test_no_voice_for_the_language_is_silence(qtbot, settings) -> None:
    factory, made = fake("ok")
    n = Narrator(settings, language="es", factory=factory)
    assert n.available_languages() == ["en", "vi"]
    with qtbot.waitSignal(n.line_finished, timeout=1000):
        n.say("Todos, cierren los ojos.")
    assert n.silent_reason == voice.NO_VOICE and made[0].said == []
    n.set_language("vi")
    assert n.voices() == ["Lan"]
    with qtbot.waitSignal(n.line_finished, timeout=1000):
        n.say("Mọi người, hãy nhắm mắt lại.")
    assert made[0].said == ["Mọi người, hãy nhắm mắt lại."] and made[0].voice().name() == "Lan"


def test_voice_off_is_silence(qtbot, settings) -> None:
    settings.voice_enabled = False
    factory, made = fake("ok")
    n = Narrator(settings, language="en", factory=factory)
    with qtbot.waitSignal(n.line_finished, timeout=1000):
        n.say("Hello.")
    assert n.silent_reason == voice.OFF and not made  # the engine is not even made


def test_the_mock_engine_speaks_a_script_line(qtbot, speaking_narrator) -> None:
    n = speaking_narrator
    assert "en" in n.available_languages()
    reasons: list[str] = []
    n.went_silent.connect(reasons.append)
    with qtbot.waitSignal(n.line_finished, timeout=10000) as done:
        text = n.say_line(N.Line(N.WAKE, "wolves", 1, N.CLASSIC))
    assert done.args == [text] and text == "Wolves, open your eyes and choose tonight's victim."
    assert reasons == []


def test_mock_has_no_vietnamese_voice(qtbot, qapp, settings) -> None:
    if not _has_mock():
        pytest.skip("Qt's mock engine is not installed")
    n = Narrator(settings, engine="mock", language="vi")
    assert n.available_languages() == ["en"]
    with qtbot.waitSignal(n.line_finished, timeout=1000):
        n.say("Mọi người, hãy nhắm mắt lại.")
    assert n.silent_reason == voice.NO_VOICE


def test_settings_start_the_narrator(settings) -> None:
    settings.voice_rate, settings.voice_volume, settings.voice_name = -5, 40, "Bob"
    factory, made = fake("ok")
    n = Narrator(settings, language="en", factory=factory)
    n.say("Hello.")
    assert made[0].rates[-1] == -0.5 and made[0].volumes[-1] == 0.4 and made[0].voice().name() == "Bob"


# --- the Settings page ---------------------------------------------------------------------------


def _dialog(qtbot, settings, mode: str = "ok"):
    from app.ui.dialogs import SettingsDialog

    factory, made = fake(mode)
    settings.language = "en"  # the English voices, whatever language the system names
    n = Narrator(settings, language="en", factory=factory)
    d = SettingsDialog(settings, None, narrator=n)
    qtbot.addWidget(d)
    d.tabs.setCurrentIndex(1)
    d.show()
    return d, n, made


def test_the_settings_controls_change_the_narrator(qtbot, settings) -> None:
    d, n, made = _dialog(qtbot, settings)
    assert [d.voice.itemData(i) for i in range(d.voice.count())] == ["", "Ann", "Bob"]
    d.rate.setValue(7)
    d.volume.setValue(25)
    d.voice.setCurrentIndex(d.voice.findData("Bob"))
    assert (n.rate, n.volume, n.voice_name) == (0.7, 0.25, "Bob")
    d.voice_on.setChecked(False)
    assert not n.enabled and not d.test_voice.isEnabled()
    d.voice_on.setChecked(True)
    assert n.enabled and d.test_voice.isEnabled()
    assert "English" in d.voices_here.text() and "Tiếng Việt" in d.voices_here.text()
    d.accept()
    assert (settings.voice_rate, settings.voice_volume, settings.voice_name, settings.voice_enabled) == \
        (7, 25, "Bob", True)


def test_cancel_puts_the_narrator_back(qtbot, settings) -> None:
    d, n, _ = _dialog(qtbot, settings)
    d.rate.setValue(-10)
    d.voice_on.setChecked(False)
    d.reject()
    assert n.rate == 0.0 and n.enabled and settings.voice_rate == 0


def test_the_test_voice_button_speaks(qtbot, settings) -> None:
    d, n, made = _dialog(qtbot, settings)
    d.rate.setValue(3)
    with qtbot.waitSignal(n.line_finished, timeout=2000):
        qtbot.mouseClick(d.test_voice, Qt.MouseButton.LeftButton)
    line = words.sentence(N.Line(N.NIGHT_FALLS))
    assert made[0].said == [line] and made[0].rates[-1] == 0.3
    assert d.test_line.text() == line


def test_the_test_voice_button_without_a_voice_shows_the_line(qtbot, settings) -> None:
    from app.ui.dialogs import SettingsDialog

    n = Narrator(settings, language="en", factory=lambda name, parent: None)
    d = SettingsDialog(settings, None, narrator=n)
    qtbot.addWidget(d)
    assert d.voices_here.text().startswith("No voice on this machine")
    with qtbot.waitSignal(n.line_finished, timeout=1000):
        d.test_voice.click()
    assert d.test_line.text().startswith(words.sentence(N.Line(N.NIGHT_FALLS)))
    assert "shown on screen only" in d.test_line.text()


def test_the_dialog_makes_its_own_narrator_on_the_test_engine(qtbot, settings) -> None:
    from app.ui.dialogs import SettingsDialog

    d = SettingsDialog(settings, None)
    qtbot.addWidget(d)
    assert d.narrator.engine_name == "mock"
    with qtbot.waitSignal(d.narrator.line_finished, timeout=10000):
        d.test_voice.click()
    assert d.test_line.text()


def test_the_sound_switch_mutes_the_game_sounds(qtbot, settings) -> None:
    from app.ui.dialogs import SettingsDialog

    settings.sound = True
    d = SettingsDialog(settings, None)
    qtbot.addWidget(d)
    assert d.sound.isChecked()
    d.sound.setChecked(False)
    d.accept()
    assert settings.sound is False


# --- why the narrator is silent, in words ----------------------------------------------------------

ENGLISH_SILENCE = {
    voice.NO_ENGINE: "No voice on this computer: the narrator's lines are shown on screen only.",
    voice.NO_VOICE: "No voice for this language on this computer: the lines are shown on screen only.",
    voice.ERROR: "The voice failed: the lines are shown on screen only.",
    voice.TIMEOUT: "The voice did not answer: the lines are shown on screen only.",
    voice.OFF: "The narrator's voice is off.",
}


def test_silence_message_says_why_for_every_reason(qapp) -> None:
    assert {reason: voice.silence_message(reason) for reason in ENGLISH_SILENCE} == ENGLISH_SILENCE
    # speaking, or a reason it does not know (media_check's "raised"): nothing to say
    assert voice.silence_message("") == "" and voice.silence_message("raised") == ""


def test_a_silent_narrators_reason_has_a_message(qtbot, settings) -> None:
    n = Narrator(settings, language="en", factory=lambda name, parent: None)
    with qtbot.waitSignal(n.line_finished, timeout=1000):
        n.say("Everyone, close your eyes.")
    assert voice.silence_message(n.silent_reason) == ENGLISH_SILENCE[voice.NO_ENGINE]


@pytest.mark.parametrize(("language", "no_engine", "off"), [
    ("vi", "Máy tính này không có giọng đọc: lời người dẫn chỉ hiện trên màn hình.", "Giọng người dẫn đang tắt."),
    ("es", "No hay voz en este ordenador: las frases del narrador solo se muestran en pantalla.",
     "La voz del narrador está desactivada."),
], ids=["vi", "es"])
def test_silence_message_in_the_apps_language(qapp, language: str, no_engine: str, off: str) -> None:
    from app.ui.i18n import install_translators

    installed = install_translators(qapp, language)
    try:
        assert voice.silence_message(voice.NO_ENGINE) == no_engine
        assert voice.silence_message(voice.OFF) == off
        for reason, english in ENGLISH_SILENCE.items():
            message = voice.silence_message(reason)
            assert message and message != english, f"{reason} is not translated into {language}"
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
    assert voice.silence_message(voice.NO_ENGINE) == ENGLISH_SILENCE[voice.NO_ENGINE]


# --- speechd without speech-dispatcher's client library ---------------------------------------------


class FakeTextToSpeech:
    """Stands for QTextToSpeech in voice.py: the engines Qt lists, and which engine was made."""

    engines: list[str] = []
    made: list[str | None] = []

    def __init__(self, *args) -> None:
        FakeTextToSpeech.made.append(args[0] if len(args) == 2 else None)  # (name, parent) or (parent,)

    @staticmethod
    def availableEngines() -> list[str]:  # noqa: N802
        return list(FakeTextToSpeech.engines)


@pytest.fixture
def system(monkeypatch):
    """Qt's engine list and the system's libraries as a test sets them: `system.engines`, and
    `system.libraries` (the libraries present); `system.asked` records what voice.py looked for."""
    import PySide6.QtTextToSpeech

    class System:
        engines: list[str] = []
        libraries: set[str] = set()
        asked: list[str] = []

    FakeTextToSpeech.engines, FakeTextToSpeech.made = System.engines, []
    monkeypatch.setattr(PySide6.QtTextToSpeech, "QTextToSpeech", FakeTextToSpeech)

    def present(name: str) -> bool:
        System.asked.append(name)
        return name in System.libraries

    monkeypatch.setattr(voice, "_system_library", present)
    return System


def test_speechd_needs_libspeechd() -> None:
    assert voice.SYSTEM_LIBRARIES == {"speechd": ("libspeechd.so.2",)}


def test_speechd_without_libspeechd_is_not_offered(system) -> None:
    system.engines[:] = ["speechd", "mock"]
    assert voice.available_engines() == ["mock"]
    assert system.asked == ["libspeechd.so.2"]  # only speechd's library is looked for
    system.libraries.add("libspeechd.so.2")
    assert voice.available_engines() == ["speechd", "mock"]


def test_the_default_engine_skips_speechd_without_libspeechd(qapp, system) -> None:
    parent = QObject()
    system.engines[:] = ["speechd", "flite", "mock"]
    assert voice._make_engine(None, parent) is not None
    assert FakeTextToSpeech.made == ["flite"]  # the next engine that can load, never Qt's default
    system.engines[:] = ["speechd", "mock"]
    assert voice._make_engine(None, parent) is None  # the test engine is no voice for players
    system.libraries.add("libspeechd.so.2")
    assert voice._make_engine(None, parent) is not None
    assert FakeTextToSpeech.made == ["flite", None]  # all can load: the platform's default


def test_speechd_asked_by_name_without_libspeechd_is_no_engine(qapp, system) -> None:
    system.engines[:] = ["speechd", "mock"]
    assert voice._make_engine("speechd", QObject()) is None
    assert voice._make_engine("mock", QObject()) is not None
    assert FakeTextToSpeech.made == ["mock"]


def test_a_narrator_on_a_linux_without_speech_dispatcher_is_silent_and_says_so(qtbot, settings, system) -> None:
    system.engines[:] = ["speechd"]  # the Linux wheel's only real engine; its library is missing
    n = Narrator(settings, engine="", language="en")  # the platform's default, as in the bundle
    shown: list[str] = []
    n.line_shown.connect(shown.append)
    with qtbot.waitSignal(n.line_finished, timeout=1000):
        n.say("Everyone, close your eyes.")
    assert shown == ["Everyone, close your eyes."] and FakeTextToSpeech.made == []
    assert n.silent_reason == voice.NO_ENGINE and not n.has_engine()
    assert voice.silence_message(n.silent_reason) == ENGLISH_SILENCE[voice.NO_ENGINE]


def test_the_library_probe_loads_real_libraries() -> None:
    import ctypes.util

    assert not voice._system_library("libpass-the-night-none.so.0")
    libc = ctypes.util.find_library("c")
    if libc is None:
        pytest.skip("no C library to find here")
    assert voice._system_library(libc)
