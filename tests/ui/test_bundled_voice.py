"""The bundled voice (eSpeak NG through ctypes): which voice speaks, every line of the night
script synthesized in vi, en and es without any speech service, the Vietnamese tones read
(not spelled), a narrated night that speaks every call, the night on screen only when no
voice can speak, and `--voice-check`."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import unicodedata
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal

from app.core import narration as N
from app.ui import espeak as E
from app.ui import narrator as words
from app.ui import session as S
from app.ui import voice
from app.ui.bundled_voice import BundledVoice, convert, rms
from app.ui.voice import Narrator

from .conftest import NAMES
from .test_voice import FakeEngine

ROOT = Path(__file__).resolve().parents[2]
SILENCE = 200.0  # RMS of 16-bit samples at or below which a line counts as silent (speech is ~2000)

pytestmark = pytest.mark.skipif(not E.available(), reason="the espeakng-loader package is not installed")


class FakePlayer(QObject):
    """Plays nothing: records the samples asked for and says at once that they were played."""

    finished = Signal()
    failed = Signal(str)

    def __init__(self, outputs: bool = True, fail: str = "") -> None:
        super().__init__()
        self.outputs, self.fail = outputs, fail
        self.played: list[bytes] = []

    def available(self) -> bool:
        return self.outputs

    def play(self, pcm: bytes, rate: int) -> None:
        from PySide6.QtCore import QTimer

        self.played.append(pcm)
        if self.fail:
            QTimer.singleShot(0, lambda: self.failed.emit(self.fail))
        else:
            QTimer.singleShot(0, self.finished.emit)

    def stop(self, quiet: bool = False) -> None:
        pass


def bundled(player: FakePlayer | None = None):
    """A bundled-voice factory for a Narrator, and the player its voices play on."""
    player = player or FakePlayer()

    def make(parent):
        return BundledVoice(parent, player=player)

    return make, player


def system(language_voices: str = "en"):
    """A system engine factory whose voices speak only `language_voices` (the test's FakeEngine)."""
    made: list[FakeEngine] = []

    def factory(name, parent):
        engine = FakeEngine("ok", parent=parent)
        engine._voices = [v for v in engine._voices if v.locale().name().startswith(tuple(language_voices.split(",")))]
        made.append(engine)
        return engine

    return factory, made


def _in(qapp, language: str):
    from app.ui.i18n import install_translators

    return install_translators(qapp, language)


def _out(qapp, installed) -> None:
    for translator in installed:
        qapp.removeTranslator(translator)


# --- the binding ----------------------------------------------------------------------------------


def test_the_library_loads_with_its_three_languages() -> None:
    engine = E.shared()
    assert engine.version().startswith("1.52") and engine.sample_rate == 22050
    for language, voices in E.VOICES.items():
        for v in voices:
            engine.set_voice(v.id)
            pcm = engine.synth("Ba.")
            assert rms(pcm) > SILENCE, (language, v)


def test_an_unknown_voice_is_a_coded_error() -> None:
    with pytest.raises(E.EspeakError) as error:
        E.shared().set_voice("no-such-voice")
    assert error.value.code == "no_voice"
    E.shared().set_voice("en-us")  # still usable
    assert E.shared().synth("Hello.")


def test_a_missing_library_or_data_is_a_coded_error(tmp_path) -> None:
    with pytest.raises(E.EspeakError) as error:
        E.Espeak(library=tmp_path / "libnothing.so", data=E.data_path())
    assert error.value.code == "no_library"
    (tmp_path / "espeak-ng-data").mkdir()
    assert E.data_path(tmp_path) is None and E.library_path(tmp_path) is None


def test_speed_pitch_and_volume_change_the_sound() -> None:
    engine = E.shared()
    engine.set_voice("vi")
    text = "Mọi người, hãy nhắm mắt lại."
    engine.set_params(0.0, 0.0, 0.8)
    normal = engine.synth(text)
    engine.set_params(-1.0, 0.0, 0.8)
    slow = engine.synth(text)
    engine.set_params(1.0, 0.0, 0.8)
    fast = engine.synth(text)
    engine.set_params(0.0, 0.0, 0.3)
    quiet = engine.synth(text)
    engine.set_params(0.0, 1.0, 0.8)
    high = engine.synth(text)
    engine.set_params(0.0, 0.0, 0.8)
    assert len(slow) > len(normal) * 1.2 and len(fast) < len(normal) * 0.8
    assert rms(quiet) < rms(normal) * 0.6
    assert high != normal


def test_samples_convert_for_an_output_that_wants_another_format() -> None:
    import array

    pcm = array.array("h", [0, 1000, -1000, 2000]).tobytes()
    floats = array.array("f")
    floats.frombytes(convert(pcm, 22050, 44100, 2, "Float"))
    assert len(floats) == 8 * 2 and abs(max(floats) - 2000 / 32768) < 1e-6
    assert convert(pcm, 22050, 22050, 1, "Int16") == pcm


# --- which voice speaks ------------------------------------------------------------------------------


@pytest.mark.parametrize(("prefer", "system_has", "bundled_has", "kind"), [
    (True, True, True, voice.SYSTEM), (True, False, True, voice.BUNDLED_KIND), (False, True, True, voice.BUNDLED_KIND),
    (False, True, False, voice.SYSTEM), (True, False, False, ""), (False, False, False, ""),
])
def test_choose(prefer, system_has, bundled_has, kind) -> None:
    assert voice.choose(prefer, system_has, bundled_has) == kind


def test_the_system_voice_speaks_its_language_when_preferred(qtbot, settings) -> None:
    factory, made = system("en")
    make, player = bundled()
    n = Narrator(settings, language="en", factory=factory, bundled=make)
    assert n.kind == voice.SYSTEM and n.can_speak()
    with qtbot.waitSignal(n.line_finished, timeout=2000):
        n.say("Everyone, close your eyes.")
    assert made[0].said == ["Everyone, close your eyes."] and player.played == []


def test_without_a_system_voice_the_bundled_voice_speaks(qtbot, settings) -> None:
    make, player = bundled()
    n = Narrator(settings, language="vi", factory=lambda name, parent: None, bundled=make)
    assert n.kind == voice.BUNDLED_KIND and n.can_speak() and n.has_engine()
    assert n.voices() == ["eSpeak NG: Vietnamese (Northern)", "eSpeak NG: Vietnamese (Central)",
                          "eSpeak NG: Vietnamese (Southern)"]
    reasons: list[str] = []
    n.went_silent.connect(reasons.append)
    with qtbot.waitSignal(n.line_finished, timeout=2000):
        n.say("Mọi người, hãy nhắm mắt lại.")
    assert reasons == [] and len(player.played) == 1 and rms(player.played[0]) > SILENCE


def test_a_system_voice_in_the_wrong_language_gives_way_to_the_bundled_one(qtbot, settings) -> None:
    factory, made = system("en")  # English only: nothing for Spanish
    make, player = bundled()
    n = Narrator(settings, language="es", factory=factory, bundled=make)
    assert n.kind == voice.BUNDLED_KIND
    with qtbot.waitSignal(n.line_finished, timeout=2000):
        n.say("Todos, cierren los ojos.")
    assert made[0].said == [] and len(player.played) == 1
    assert n.available_languages() == ["en", "vi", "es"]
    n.set_language("en")  # the system's language again: the system's voice
    assert n.kind == voice.SYSTEM


def test_the_player_may_prefer_the_bundled_voice(qtbot, settings) -> None:
    settings.voice_system = False
    factory, made = system("en")
    make, player = bundled()
    n = Narrator(settings, language="en", factory=factory, bundled=make)
    assert n.kind == voice.BUNDLED_KIND and n.current_voice() == "eSpeak NG: English (America)"
    n.set_prefer_system(True)
    assert n.kind == voice.SYSTEM and n.current_voice() == "Ann"


def test_the_bundled_voice_as_chosen_with_speed_pitch_and_volume(qtbot, settings) -> None:
    settings.voice_name, settings.voice_rate, settings.voice_pitch, settings.voice_volume = \
        "eSpeak NG: Vietnamese (Southern)", -5, 3, 50
    make, player = bundled()
    n = Narrator(settings, language="vi", factory=lambda name, parent: None, bundled=make)
    with qtbot.waitSignal(n.line_finished, timeout=2000):
        n.say("Ba.")
    engine = n.engine_for_lines()
    assert engine.voice().voice.id == "vi-vn-x-south"
    assert (engine.rate, engine.pitch, engine.volume) == (-0.5, 0.3, 0.5)


def test_no_voice_at_all_is_silence(qtbot, settings) -> None:
    factory, _ = system("en")
    n = Narrator(settings, language="vi", factory=factory, bundled=lambda parent: None)
    assert n.kind == "" and n.why_silent() == voice.NO_VOICE and not n.can_speak()
    n = Narrator(settings, language="vi", factory=lambda name, parent: None, bundled=lambda parent: None)
    assert n.why_silent() == voice.NO_ENGINE and not n.has_engine()


def test_the_bundled_voice_without_audio_output_is_silence_that_says_why(qtbot, settings) -> None:
    make, player = bundled(FakePlayer(outputs=False))
    n = Narrator(settings, language="en", factory=lambda name, parent: None, bundled=make)
    assert n.kind == voice.BUNDLED_KIND and n.why_silent() == voice.NO_AUDIO
    with qtbot.waitSignal(n.line_finished, timeout=1000):
        n.say("Hello.")
    assert n.silent_reason == voice.NO_AUDIO and player.played == []
    assert voice.silence_message(voice.NO_AUDIO).startswith("No sound output on this computer")


def test_a_failing_output_is_an_error_and_silence_until_reset(qtbot, settings) -> None:
    make, player = bundled(FakePlayer(fail="OpenError"))
    n = Narrator(settings, language="en", factory=lambda name, parent: None, bundled=make)
    with qtbot.waitSignal(n.line_finished, timeout=1000):
        n.say("Hello.")
    assert n.silent_reason == voice.ERROR and n.why_silent() == voice.ERROR
    n.reset()
    assert n.why_silent() == ""


def test_the_real_player_without_an_output_fails_softly(qtbot, settings) -> None:
    """The QAudioSink player on a machine with no audio output: an error, never a hang."""
    from app.ui.bundled_voice import PcmPlayer, audio_outputs

    if audio_outputs():
        pytest.skip("this machine has an audio output")
    player = PcmPlayer()
    assert not player.available()
    with qtbot.waitSignal(player.failed, timeout=3000) as failed:
        player.play(E.shared().synth("Hello."), 22050)
    assert failed.args == ["no_audio"]


# --- every line of the script, in every language ----------------------------------------------------


@pytest.mark.parametrize("language", ["vi", "en", "es"])
def test_every_script_line_is_synthesized_with_sound(qapp, language) -> None:
    """No speech service: the bundled voice alone says every line any night may hold (role names
    included), in the game's language, each with sound (RMS above silence) and some length."""
    english = set(words.sentences(words.every_line()))
    installed = _in(qapp, language)
    try:
        texts = list(dict.fromkeys(words.sentences(words.every_line())))
    finally:
        _out(qapp, installed)
    assert len(texts) > 150
    if language != "en":  # really translated: the game's language, not English
        assert not set(texts) & english
    engine = BundledVoice(player=FakePlayer())
    engine.setLocale(engine.availableLocales()[list(E.VOICES).index(language)])
    engine.setVoice(engine.availableVoices()[0])
    assert engine.voice().voice.language == language
    for text in texts:
        pcm = engine.synthesize(text)
        assert rms(pcm) > SILENCE and len(pcm) / 2 / engine.sample_rate > 0.5, text


TONE_MARKS = {"\u0300", "\u0301", "\u0303", "\u0309", "\u0323"}  # huyền, sắc, ngã, hỏi, nặng


def _toned_syllables(text: str) -> int:
    """Vietnamese syllables written with a tone mark."""
    return sum(1 for word in re.findall(r"\w+", text)
               if TONE_MARKS & set(unicodedata.normalize("NFD", word)))


def _tones(phonemes: str) -> int:
    """Tone numbers in eSpeak NG's Vietnamese phonemes (2-6), stretches switched to English left out."""
    vietnamese = re.sub(r"\(en\).*?\((vi[^)]*)\)", " ", phonemes + "(vi)")
    return len(re.findall(r"[2-6]", vietnamese))


def test_vietnamese_tones_are_read_not_spelled(qapp) -> None:
    """Every Vietnamese line: eSpeak NG's phonemes carry a tone for each syllable written with one
    (the words are read as Vietnamese, not spelled letter by letter), and the same words without
    their marks lose those tones."""
    installed = _in(qapp, "vi")
    try:
        lines = list(dict.fromkeys(words.sentences(words.every_line())))
    finally:
        _out(qapp, installed)
    engine = E.shared()
    engine.set_voice("vi")
    for text in lines:
        phonemes = _mnemonics(engine, text)
        assert _tones(phonemes) >= _toned_syllables(text) > 0, (text, phonemes)
    plain = unicodedata.normalize("NFD", "Mọi người, hãy nhắm mắt lại.")
    plain = "".join(c for c in plain if c not in TONE_MARKS)
    assert _tones(_mnemonics(engine, plain)) < _tones(_mnemonics(engine, "Mọi người, hãy nhắm mắt lại.")) == 6


def _mnemonics(engine: E.Espeak, text: str) -> str:
    """The text's phonemes in eSpeak NG's own notation (tones as digits)."""
    import ctypes

    buffer = ctypes.create_string_buffer(text.encode("utf-8"))
    pointer = ctypes.c_void_p(ctypes.addressof(buffer))
    out = []
    while pointer.value:
        got = engine.lib.espeak_TextToPhonemes(ctypes.byref(pointer), E.CHARS_UTF8, 0)
        out.append((got or b"").decode("utf-8", "replace"))
    return " ".join(out)


def test_the_ipa_phonemes_of_a_vietnamese_line() -> None:
    engine = E.shared()
    engine.set_voice("vi")
    assert engine.phonemes("Mọi người") == "mˌɔ6j ŋˈyə2j"


# --- the narrated night -------------------------------------------------------------------------------

DECK = ["doppelganger", "werewolf", "werewolf", "seer", "robber", "troublemaker", "insomniac", "villager", "drunk"]


def _deal(session, window) -> None:
    """Every player sees their card before the night."""
    night = window.pages[S.TABLE_NIGHT]
    for _ in range(6):
        night.ring.held.emit()
        window.pages[S.TABLE_CARD].done_button.click()
    assert session.table_dealer() is None


def test_a_narrated_night_speaks_every_call_with_the_bundled_voice(qtbot, window, session, monkeypatch) -> None:
    """Vietnamese, no system voice for it: the bundled voice says every line of the night,
    each one to its end (the calls are long enough), with sound."""
    player = FakePlayer()
    monkeypatch.setattr(voice, "BUNDLED", True)
    monkeypatch.setattr(voice, "_make_bundled", lambda parent: BundledVoice(parent, player=player))
    installed = _in(_qapp(), "vi")
    try:
        director = window.table_director()
        director.narrator.set_language("vi")
        director.step_ms_override = 400
        silent: list[str] = []
        director.narrator.went_silent.connect(silent.append)
        session.new_game(NAMES[:6], DECK, 5, table=True)
        _deal(session, window)
        page = window.pages[S.TABLE_NIGHT]
        assert page.warning.isHidden() and director.prepare() == ""
        page.start_button.click()
        assert director.running and not director.quiet
        qtbot.waitUntil(lambda: session.screen == S.DAY, timeout=60_000)
        assert silent == [] and not director.screen_only
        said = words.sentences(director.spoken)
        assert said[0] == "Mọi người, hãy nhắm mắt lại. Màn đêm buông xuống."
        assert len(player.played) == len(director.spoken) == len(N.onenight_script(DECK))
        assert all(rms(pcm) > SILENCE for pcm in player.played)
    finally:
        _out(_qapp(), installed)


def _qapp():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance()


def test_no_voice_the_narrated_night_says_so_and_runs_on_screen_only(qtbot, window, session) -> None:
    """Vietnamese with only the mock engine (English) and no bundled voice: before the night the
    screen says nobody will hear the calls and offers the night on screen only; that night's
    calls are shown large, each with a chime, and last the longer screen-only time."""
    from app.ui import sound

    installed = _in(_qapp(), "vi")
    try:
        window.settings.table_quiet_step_seconds = 25
        director = window.table_director()
        director.narrator.set_language("vi")
        session.new_game(NAMES[:6], DECK, 5, table=True)
        _deal(session, window)
        page = window.pages[S.TABLE_NIGHT]
        page.refresh()
        assert page.warning.isVisibleTo(page)
        assert page.warning.text().startswith(voice.silence_message(voice.NO_VOICE))
        assert "25" in page.warning.text() and "25" in page.pace.text()
        assert page.start_button.text() == "Bắt đầu đêm chỉ trên màn hình"
        assert director.quiet and director.step_ms == 25_000
        director.step_ms_override = 300
        sound.played.clear()
        page.start_button.click()
        assert director.running and director.screen_only and page.line_label.property("title")
        qtbot.waitUntil(lambda: session.screen == S.DAY, timeout=60_000)
        calls = len(N.onenight_script(DECK)) // 2  # night falls and each step: one call each
        assert director.chimes == calls and sound.played.count("curtain") == calls
    finally:
        _out(_qapp(), installed)


def test_a_voice_that_falls_silent_turns_the_night_to_the_screen(qtbot, window, session, monkeypatch) -> None:
    player = FakePlayer()
    monkeypatch.setattr(voice, "BUNDLED", True)
    monkeypatch.setattr(voice, "_make_bundled", lambda parent: BundledVoice(parent, player=player))
    director = window.table_director()
    director.step_ms_override = 300
    director.narrator.set_prefer_system(False)
    session.new_game(NAMES[:6], DECK, 5, table=True)
    _deal(session, window)
    page = window.pages[S.TABLE_NIGHT]
    page.start_button.click()
    assert not director.screen_only and not page.line_label.property("title")
    player.fail = "UnderrunError"
    qtbot.waitUntil(lambda: director.screen_only, timeout=10_000)
    assert director.fell_silent == voice.ERROR and page.line_label.property("title")
    director.stop()


# --- the voice check ------------------------------------------------------------------------------------


def test_the_voice_check_writes_audible_wavs(tmp_path) -> None:
    """`python -m app --voice-check DIR --lang vi` in a fresh process (no speech service in the
    way: the speech-dispatcher plug-in is not offered without its library): every line of both
    modes' nights as a WAV file with sound."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, "-m", "app", "--voice-check", str(tmp_path / "out"), "--lang", "vi"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "voice-check vi:" in done.stdout
    files = sorted((tmp_path / "out" / "vi").rglob("*.wav"))
    scripts = __import__("app.ui.voice_check", fromlist=["night_scripts"]).night_scripts()
    assert len(files) == sum(len(lines) for lines in scripts.values())
    for path in files:
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
            pcm = w.readframes(w.getnframes())
        assert rms(pcm) > SILENCE and len(pcm) / 2 / 22050 > 0.3, path.name


def test_the_voice_check_refuses_an_unknown_language(tmp_path, qapp) -> None:
    from app.ui.voice_check import run_voice_check

    assert run_voice_check(qapp, tmp_path, "fr") == 2
    assert not any(tmp_path.iterdir())


def test_the_voice_check_says_when_no_voice_can_speak(tmp_path, qapp, settings) -> None:
    from app.ui.voice_check import check_language

    said: list[str] = []
    assert check_language(qapp, "vi", tmp_path, settings, out=said.append) == 2  # tests: mock engine, no bundled
    assert "no voice can speak" in said[0]


# --- start-up ------------------------------------------------------------------------------------------


def test_the_start_screen_loads_no_bundled_voice(tmp_path) -> None:
    """The voice loads when first needed: at the start screen neither the binding, the bundled
    voice, the voice check nor the library itself is loaded."""
    script = f"""
import sys
sys.path.insert(0, {str(ROOT)!r})
import app.ui  # noqa
from PySide6.QtCore import QSettings
from app.ui.app import make_app
app = make_app(["x"])
from app.ui import session as S
from app.ui.autosave import Autosave
from app.ui.main import MainWindow
from app.ui.settings import Settings
settings = Settings(QSettings({str(tmp_path / "s.ini")!r}, QSettings.Format.IniFormat))
w = MainWindow(S.GameSession(settings, Autosave({str(tmp_path / "save")!r})), quick_start=True)
w.show()
app.processEvents()
w.finish_start()
mods = sorted(m for m in sys.modules if m.startswith(("app.ui.espeak", "app.ui.bundled_voice", "app.ui.voice_check",
                                                        "espeakng_loader", "PySide6.QtMultimedia")))
maps = open("/proc/self/maps").read() if sys.platform.startswith("linux") else ""
print(mods, "espeak" in maps)
w.close()
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[] False"


# --- the Settings page -------------------------------------------------------------------------------


def _dialog(qtbot, settings, language: str = "en"):
    from app.ui.dialogs import SettingsDialog

    factory, made = system("en")
    make, player = bundled()
    n = Narrator(settings, language=language, factory=factory, bundled=make)
    d = SettingsDialog(settings, None, narrator=n)
    qtbot.addWidget(d)
    d.tabs.setCurrentIndex(1)
    d.show()
    return d, n, player


def _voices(d) -> list[str]:
    return [d.voice.itemData(i) for i in range(d.voice.count())]


def test_settings_offer_the_computers_voice_or_the_games(qtbot, settings) -> None:
    d, n, player = _dialog(qtbot, settings)
    assert d.voice_system.isChecked() and _voices(d) == ["", "Ann", "Bob"]
    assert "computer's voice" in d.voices_here.text()
    d.voice_system.setChecked(False)
    assert n.kind == voice.BUNDLED_KIND
    assert _voices(d) == ["", "eSpeak NG: English (America)", "eSpeak NG: English (Great Britain)"]
    assert "game's own voice (eSpeak NG)" in d.voices_here.text()
    d.pitch.setValue(-4)
    d.voice.setCurrentIndex(2)
    assert n.pitch == -0.4
    with qtbot.waitSignal(n.line_finished, timeout=2000):
        d.test_voice.click()  # the preview speaks with the bundled voice as set
    assert len(player.played) == 1 and d.test_line.text() == words.sentence(N.Line(N.NIGHT_FALLS))
    assert n.engine_for_lines().voice().voice.id == "en" and n.engine_for_lines().pitch == -0.4
    d.quiet_step.setValue(30)
    d.accept()
    assert (settings.voice_system, settings.voice_pitch, settings.voice_name, settings.table_quiet_step_seconds) == \
        (False, -4, "eSpeak NG: English (Great Britain)", 30)


def test_settings_in_a_language_only_the_bundled_voice_speaks(qtbot, settings) -> None:
    settings.language = "vi"
    d, n, _ = _dialog(qtbot, settings, language="vi")
    assert n.kind == voice.BUNDLED_KIND and len(_voices(d)) == 4
    assert "English, Tiếng Việt, Español" in d.voices_here.text()


def test_cancel_puts_pitch_and_the_voice_choice_back(qtbot, settings) -> None:
    d, n, _ = _dialog(qtbot, settings)
    d.pitch.setValue(9)
    d.voice_system.setChecked(False)
    d.reject()
    assert n.pitch == 0.0 and n.prefer_system and settings.voice_pitch == 0 and settings.voice_system


def test_the_data_path_is_passed_as_the_file_systems_bytes(tmp_path) -> None:
    """A bundle unpacked in a folder with Vietnamese letters: eSpeak NG gets the path's real bytes."""
    folder = tmp_path / "Trò chơi" / "espeak-ng-data"
    if sys.platform == "win32":
        pytest.skip("Windows passes the short or ANSI name")
    assert E.native_path(folder) == os.fsencode(folder) and "Trò".encode() in E.native_path(folder)
