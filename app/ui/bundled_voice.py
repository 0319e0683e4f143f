"""The bundled voice: eSpeak NG (app/ui/espeak.py) synthesizing into memory, played with Qt Multimedia.

`BundledVoice` answers the part of QTextToSpeech the Narrator uses (state, stateChanged,
errorOccurred, locales and voices, rate/pitch/volume, say, stop), so the Narrator treats it
like any engine: its watchdog, its silence. A line is synthesized at once (a few ms) and
played by a `PcmPlayer` (a QAudioSink reading the samples from a QBuffer); Ready comes when
the sink has played them all. No audio output is an error, never a hang or a crash.

Nothing here is imported before the narrator first needs a voice: QtMultimedia is imported
by the player when it first plays, the library is loaded by the first line or voice list.
"""
from __future__ import annotations

import array
import math
from typing import Any

from PySide6.QtCore import QLocale, QObject, QTimer, Signal

from . import espeak as E

# The locale each language's voices are listed under (the Narrator matches on the language).
LOCALES = {"vi": "vi_VN", "en": "en_US", "es": "es_ES"}
NO_AUDIO = "no_audio"  # the error text when there is no audio output at all


class State:
    """Stands for QTextToSpeech.State: the Narrator reads only the name."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"State({self.name})"


READY, SPEAKING, ERROR = State("Ready"), State("Speaking"), State("Error")


class BundledVoiceInfo:
    """Stands for QVoice: a name (shown in Settings), a locale and the eSpeak NG voice id."""

    def __init__(self, voice: E.Voice) -> None:
        self.voice = voice

    def name(self) -> str:
        return f"eSpeak NG: {self.voice.name}"

    def locale(self) -> QLocale:
        return QLocale(LOCALES[self.voice.language])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BundledVoiceInfo) and other.voice == self.voice

    def __hash__(self) -> int:
        return hash(self.voice)


def rms(pcm: bytes) -> float:
    """The root mean square of 16-bit samples (0: silence; full scale 32767).

    >>> rms(b""), round(rms(array.array("h", [1000, -1000]).tobytes()))
    (0.0, 1000)
    """
    samples = array.array("h")
    samples.frombytes(pcm[: len(pcm) // 2 * 2])
    if not samples:
        return 0.0
    return math.sqrt(sum(s * s for s in samples) / len(samples))


def wav_bytes(pcm: bytes, rate: int) -> bytes:
    """A WAV file of 16-bit mono samples."""
    import io
    import wave

    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(pcm)
    return out.getvalue()


def convert(pcm: bytes, rate: int, to_rate: int, channels: int, sample_format: str) -> bytes:
    """16-bit mono samples at `rate` as `channels` channels at `to_rate` in "Int16", "Int32",
    "Float" or "UInt8" (for an output that does not take eSpeak's format as it is).

    >>> len(convert(array.array("h", [0, 100, 200, 300]).tobytes(), 1, 2, 2, "Float"))
    64
    """
    source = array.array("h")
    source.frombytes(pcm[: len(pcm) // 2 * 2])
    count = len(source)
    if count and to_rate != rate:
        length = max(1, round(count * to_rate / rate))
        step = (count - 1) / max(1, length - 1)
        resampled = []
        for i in range(length):
            x = i * step
            j = int(x)
            k = min(j + 1, count - 1)
            resampled.append(source[j] + (source[k] - source[j]) * (x - j))
    else:
        resampled = list(source)
    if sample_format == "Float":
        out = array.array("f", (v / 32768.0 for v in resampled for _ in range(channels)))
    elif sample_format == "Int32":
        out = array.array("i", (int(v) * 65536 for v in resampled for _ in range(channels)))
    elif sample_format == "UInt8":
        out = array.array("B", (max(0, min(255, int(v) // 256 + 128)) for v in resampled for _ in range(channels)))
    else:
        out = array.array("h", (int(v) for v in resampled for _ in range(channels)))
    return out.tobytes()


def audio_outputs() -> int:
    """How many audio outputs Qt sees (0: nothing can be heard)."""
    try:
        from PySide6.QtMultimedia import QMediaDevices
    except ImportError:
        return 0
    return len(QMediaDevices.audioOutputs())


class PcmPlayer(QObject):
    """Plays 16-bit mono samples once on the default audio output (a QAudioSink over a QBuffer)."""

    finished = Signal()  # every sample was played (or stop() was called)
    failed = Signal(str)  # NO_AUDIO, or the sink's error

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sink: Any = None
        self._buffer: Any = None
        self.played: list[int] = []  # the number of samples of every line started (tests and checks)

    def available(self) -> bool:
        return audio_outputs() > 0

    def play(self, pcm: bytes, rate: int) -> None:
        from PySide6.QtCore import QBuffer, QByteArray, QIODevice
        from PySide6.QtMultimedia import QAudioFormat, QAudioSink, QMediaDevices

        self.stop(quiet=True)
        device = QMediaDevices.defaultAudioOutput()
        if device.isNull():
            QTimer.singleShot(0, self, lambda: self.failed.emit(NO_AUDIO))
            return
        fmt = QAudioFormat()
        fmt.setSampleRate(rate)
        fmt.setChannelCount(1)
        fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        if not device.isFormatSupported(fmt):
            fmt = device.preferredFormat()
            pcm = convert(pcm, rate, fmt.sampleRate(), fmt.channelCount(), fmt.sampleFormat().name)
        self.played.append(len(pcm))
        self._buffer = QBuffer(self)
        self._buffer.setData(QByteArray(pcm))
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self._sink = QAudioSink(device, fmt, self)
        # no argument taken: PySide6 6.12 cannot convert the signal's QAudio::State for a Python slot
        self._sink.stateChanged.connect(self._on_state)
        self._sink.start(self._buffer)

    def _on_state(self) -> None:
        sink = self._sink
        if sink is None:
            return
        state = sink.state()
        name = getattr(state, "name", str(state))
        if name == "IdleState":  # the buffer ran dry: the line was played to its end
            self.stop(quiet=True)
            self.finished.emit()
        elif name == "StoppedState":
            error = sink.error()
            if getattr(error, "name", "NoError") != "NoError":
                self.stop(quiet=True)
                self.failed.emit(getattr(error, "name", str(error)))

    def stop(self, quiet: bool = False) -> None:
        sink, self._sink = self._sink, None
        if sink is not None:
            try:
                sink.stateChanged.disconnect(self._on_state)
                sink.stop()
            except (RuntimeError, TypeError):
                pass
            sink.deleteLater()
            if not quiet:
                self.finished.emit()
        if self._buffer is not None:
            self._buffer.close()
            self._buffer.deleteLater()
            self._buffer = None


class BundledVoice(QObject):
    """eSpeak NG as a text-to-speech engine for the Narrator (see the module's doc)."""

    stateChanged = Signal(object)  # noqa: N815 (QTextToSpeech's names)
    errorOccurred = Signal(object, str)  # noqa: N815

    def __init__(self, parent: QObject | None = None, *, engine: E.Espeak | None = None,
                 player: Any = None) -> None:
        super().__init__(parent)
        self._espeak = engine
        self.player = player if player is not None else PcmPlayer(self)
        self.player.finished.connect(self._played)
        self.player.failed.connect(self._failed)
        self._state = READY
        self._locale = QLocale(LOCALES["en"])
        self._voice = BundledVoiceInfo(E.VOICES["en"][0])
        self.rate = self.pitch = 0.0
        self.volume = 0.8
        self.last_pcm = b""  # the samples of the last line said

    @property
    def espeak(self) -> E.Espeak:
        """The loaded library (an EspeakError where it cannot be loaded)."""
        if self._espeak is None:
            self._espeak = E.shared()
        return self._espeak

    # --- what the Narrator asks of an engine -------------------------------------------------

    def state(self) -> State:
        return self._state

    def can_play(self) -> bool:
        """Whether what it says can be heard here (an audio output exists)."""
        return bool(self.player.available())

    def availableLocales(self) -> list[QLocale]:  # noqa: N802
        return [QLocale(LOCALES[code]) for code in E.VOICES]

    def locale(self) -> QLocale:
        return self._locale

    def setLocale(self, locale: QLocale) -> None:  # noqa: N802
        self._locale = QLocale(locale)

    def _language(self, locale: QLocale | None = None) -> str:
        return (locale or self._locale).name().split("_")[0]

    def availableVoices(self) -> list[BundledVoiceInfo]:  # noqa: N802
        return [BundledVoiceInfo(v) for v in E.VOICES.get(self._language(), ())]

    def setVoice(self, voice: BundledVoiceInfo) -> None:  # noqa: N802
        self._voice = voice

    def voice(self) -> BundledVoiceInfo:
        return self._voice

    def setRate(self, rate: float) -> None:  # noqa: N802
        self.rate = float(rate)

    def setPitch(self, pitch: float) -> None:  # noqa: N802
        self.pitch = float(pitch)

    def setVolume(self, volume: float) -> None:  # noqa: N802
        self.volume = float(volume)

    def synthesize(self, text: str) -> bytes:
        """The text in the chosen voice, speed, pitch and volume: 16-bit mono samples at `sample_rate`."""
        engine = self.espeak
        engine.set_voice(self._voice.voice.id)
        engine.set_params(self.rate, self.pitch, self.volume)
        return engine.synth(text)

    @property
    def sample_rate(self) -> int:
        return self.espeak.sample_rate

    def say(self, text: str) -> None:
        """Synthesize the line and play it: Speaking now, Ready when it was played."""
        self.player.stop(quiet=True)
        try:
            pcm = self.synthesize(text)
        except E.EspeakError as error:
            self._failed(str(error))
            return
        self.last_pcm = pcm
        self._set(SPEAKING)
        self.player.play(pcm, self.sample_rate)

    def stop(self) -> None:
        self.player.stop(quiet=True)
        if self._state is SPEAKING:
            self._set(READY)

    def _played(self) -> None:
        if self._state is SPEAKING:
            self._set(READY)

    def _failed(self, why: str) -> None:
        self._set(ERROR)
        self.errorOccurred.emit(None, why)
        self._state = READY  # the next line may try again (the Narrator stays silent until its reset())

    def _set(self, state: State) -> None:
        self._state = state
        self.stateChanged.emit(state)
