"""A thin ctypes binding to eSpeak NG, the narrator's bundled offline voice (no Qt here).

The library and its voice data come from the `espeakng-loader` wheel (eSpeak NG 1.52,
GPL-3.0-or-later: README, "What the bundle carries"); the bundle carries the same files,
the data trimmed to the game's three languages (packaging/pass-the-night.spec). Only what
the narrator needs is bound: synthesis into memory (AUDIO_OUTPUT_SYNCHRONOUS, the samples
collected by a synth callback), a voice by name, speed, pitch and volume, and the phonemes
of a text (what tests read to check that Vietnamese tones are spoken, not spelled).

eSpeak NG keeps one global state: one `Espeak` per process (`shared()`), used from one
thread. Nothing here is imported before the narrator first needs a voice (start-up).

>>> VOICES["vi"][0]
Voice(id='vi', language='vi', name='Vietnamese (Northern)')
>>> sorted(VOICES)
['en', 'es', 'vi']
"""
from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path
from typing import NamedTuple


class Voice(NamedTuple):
    """One eSpeak NG voice the game offers: what espeak_SetVoiceByName takes, its language, its name."""

    id: str
    language: str
    name: str


# The voices offered, the language's main one first (each is a file of espeak-ng-data/lang/;
# the bundle carries exactly these: packaging/pass-the-night.spec, DATA_FILES).
VOICES: dict[str, tuple[Voice, ...]] = {
    "vi": (Voice("vi", "vi", "Vietnamese (Northern)"), Voice("vi-vn-x-central", "vi", "Vietnamese (Central)"),
           Voice("vi-vn-x-south", "vi", "Vietnamese (Southern)")),
    "en": (Voice("en-us", "en", "English (America)"), Voice("en", "en", "English (Great Britain)")),
    "es": (Voice("es", "es", "Spanish (Spain)"), Voice("es-419", "es", "Spanish (Latin America)")),
}
# espeak-ng-data's files the game needs, relative to that folder (the phoneme tables, the
# three languages' dictionaries, the voices above).
DATA_FILES = ("phontab", "phonindex", "phondata", "intonations", "en_dict", "es_dict", "vi_dict",
              "lang/gmw/en", "lang/gmw/en-US", "lang/roa/es", "lang/roa/es-419", "lang/aav/vi",
              "lang/aav/vi-VN-x-central", "lang/aav/vi-VN-x-south")
# The library's file name in the wheel's folder, by platform (the first one found is loaded).
LIBRARY_NAMES = {"win32": ("espeak-ng.dll",), "darwin": ("libespeak-ng.1.dylib", "libespeak-ng.dylib")}
LINUX_LIBRARY_NAMES = ("libespeak-ng.so.1", "libespeak-ng.so")

# speak_lib.h
AUDIO_OUTPUT_SYNCHRONOUS = 2
INITIALIZE_DONT_EXIT = 0x8000
CHARS_UTF8 = 1
POS_CHARACTER = 1
ENDPAUSE = 0x1000
PHONEMES_IPA = 0x02
RATE, VOLUME, PITCH = 1, 2, 3
EE_OK = 0

# Speed (words a minute), pitch (0-100) and volume (0-200) at the narrator's settings
# -1.0 … 0 … 1.0: eSpeak's defaults in the middle.
RATE_WPM = (110, 165, 260)
PITCH_RANGE = (25, 50, 80)

_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.c_void_p)


class EspeakError(RuntimeError):
    """The library or its data is missing, or eSpeak NG refused a call (`code` says which)."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code


def package_folder() -> Path | None:
    """The folder of the espeakng-loader package: its library and espeak-ng-data (None: not installed).

    The package is found without importing it (its import prints on a failed load)."""
    import importlib.util

    try:
        spec = importlib.util.find_spec("espeakng_loader")
    except (ImportError, ValueError):
        spec = None
    if spec is not None and spec.origin and spec.origin not in ("frozen", "built-in"):
        return Path(spec.origin).parent
    base = getattr(sys, "_MEIPASS", None)  # a PyInstaller bundle: _internal/espeakng_loader
    if base and (Path(base) / "espeakng_loader").is_dir():
        return Path(base) / "espeakng_loader"
    return None


def library_path(folder: Path | None = None) -> Path | None:
    """The eSpeak NG library in `folder` (default: the package's), or None."""
    folder = folder or package_folder()
    if folder is None:
        return None
    names = LIBRARY_NAMES.get(sys.platform, LINUX_LIBRARY_NAMES)
    return next((folder / n for n in names if (folder / n).is_file()), None)


def data_path(folder: Path | None = None) -> Path | None:
    """The espeak-ng-data folder in `folder` (default: the package's), or None."""
    folder = folder or package_folder()
    if folder is None or not (folder / "espeak-ng-data" / "phontab").is_file():
        return None
    return folder / "espeak-ng-data"


def native_path(path: Path) -> bytes:
    """A path as eSpeak NG's C code opens it: the file system's bytes (POSIX); on Windows, where
    it opens files through the ANSI code page, the folder's short 8.3 name when it has letters
    that page lacks (a user folder named with Vietnamese letters)."""
    if sys.platform != "win32":
        return os.fsencode(path)
    try:
        return str(path).encode("mbcs", "strict")
    except UnicodeEncodeError:
        pass
    buffer = ctypes.create_unicode_buffer(32768)
    if ctypes.windll.kernel32.GetShortPathNameW(str(path), buffer, len(buffer)):  # type: ignore[attr-defined]
        try:
            return buffer.value.encode("mbcs", "strict")
        except UnicodeEncodeError:
            pass
    return str(path).encode("mbcs", "replace")


def scale(value: float, low: int, middle: int, high: int) -> int:
    """-1.0 … 1.0 onto low … middle … high (0 is the middle).

    >>> scale(0.0, 110, 165, 260), scale(-1.0, 110, 165, 260), scale(1.0, 110, 165, 260), scale(0.5, 0, 50, 100)
    (165, 110, 260, 75)
    """
    value = max(-1.0, min(1.0, float(value)))
    return round(middle + value * ((high - middle) if value > 0 else (middle - low)))


class Espeak:
    """The loaded library: `synth(text)` gives 16-bit mono PCM at `sample_rate`."""

    def __init__(self, library: Path | None = None, data: Path | None = None) -> None:
        library = library or library_path()
        data = data or data_path()
        if library is None:
            raise EspeakError("no_library", "the espeakng-loader package is not installed")
        if data is None:
            raise EspeakError("no_data", "espeak-ng-data is missing")
        try:
            lib = ctypes.CDLL(str(library))
        except OSError as error:
            raise EspeakError("no_library", str(error)) from error
        lib.espeak_Initialize.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_char_p, ctypes.c_int]
        lib.espeak_Initialize.restype = ctypes.c_int
        lib.espeak_SetSynthCallback.argtypes = [_CALLBACK]
        lib.espeak_SetSynthCallback.restype = None
        lib.espeak_SetVoiceByName.argtypes = [ctypes.c_char_p]
        lib.espeak_SetVoiceByName.restype = ctypes.c_int
        lib.espeak_SetParameter.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int]
        lib.espeak_SetParameter.restype = ctypes.c_int
        lib.espeak_Synth.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_uint, ctypes.c_int, ctypes.c_uint,
                                     ctypes.c_uint, ctypes.c_void_p, ctypes.c_void_p]
        lib.espeak_Synth.restype = ctypes.c_int
        lib.espeak_TextToPhonemes.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_int, ctypes.c_int]
        lib.espeak_TextToPhonemes.restype = ctypes.c_char_p
        lib.espeak_Info.argtypes = [ctypes.POINTER(ctypes.c_char_p)]
        lib.espeak_Info.restype = ctypes.c_char_p
        # the path is the espeak-ng-data folder itself (eSpeak NG looks for phontab in it first)
        rate = lib.espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, native_path(data), INITIALIZE_DONT_EXIT)
        if rate <= 0:
            raise EspeakError("init_failed", f"espeak_Initialize returned {rate} for {data}")
        self.lib, self.library, self.data, self.sample_rate = lib, library, data, rate
        self._chunks: list[bytes] = []
        self._callback = _CALLBACK(self._collect)  # kept: the library holds only a pointer to it
        lib.espeak_SetSynthCallback(self._callback)
        self._voice = ""

    def _collect(self, wav, count: int, events) -> int:
        if count > 0 and wav:
            self._chunks.append(ctypes.string_at(wav, count * 2))
        return 0  # go on

    def version(self) -> str:
        return (self.lib.espeak_Info(None) or b"").decode("ascii", "replace")

    def set_voice(self, voice_id: str) -> None:
        """Speak with this voice (an id of VOICES, or any name eSpeak NG knows)."""
        if voice_id == self._voice:
            return
        code = self.lib.espeak_SetVoiceByName(voice_id.encode("utf-8"))
        if code != EE_OK:
            raise EspeakError("no_voice", f"{voice_id!r} ({code})")
        self._voice = voice_id

    def set_params(self, rate: float = 0.0, pitch: float = 0.0, volume: float = 1.0) -> None:
        """The narrator's speed and pitch (-1.0 … 1.0) and volume (0.0 … 1.0)."""
        for parameter, value in ((RATE, scale(rate, *RATE_WPM)), (PITCH, scale(pitch, *PITCH_RANGE)),
                                 (VOLUME, round(100 * max(0.0, min(1.0, float(volume)))))):
            self.lib.espeak_SetParameter(parameter, value, 0)

    def synth(self, text: str) -> bytes:
        """The text spoken, as 16-bit little-endian mono samples at `sample_rate`."""
        raw = text.encode("utf-8") + b"\0"
        self._chunks = []
        code = self.lib.espeak_Synth(raw, len(raw), 0, POS_CHARACTER, 0, CHARS_UTF8 | ENDPAUSE, None, None)
        pcm, self._chunks = b"".join(self._chunks), []
        if code != EE_OK:
            raise EspeakError("synth_failed", f"espeak_Synth returned {code}")
        return pcm

    def phonemes(self, text: str) -> str:
        """The text's phonemes in IPA, clause by clause (" | " between clauses): what is spoken."""
        buffer = ctypes.create_string_buffer(text.encode("utf-8"))
        pointer = ctypes.c_void_p(ctypes.addressof(buffer))
        out: list[str] = []
        while pointer.value:
            got = self.lib.espeak_TextToPhonemes(ctypes.byref(pointer), CHARS_UTF8, PHONEMES_IPA)
            if got:
                out.append(got.decode("utf-8", "replace").strip())
        return " | ".join(part for part in out if part)


_shared: list[Espeak] = []
_failed: list[EspeakError] = []


def shared() -> Espeak:
    """The process's one Espeak, loaded the first time (an EspeakError, remembered, if it cannot be)."""
    if _shared:
        return _shared[0]
    if _failed:
        raise _failed[0]
    try:
        _shared.append(Espeak())
    except EspeakError as error:
        _failed.append(error)
        raise
    return _shared[0]


def available() -> bool:
    """Whether the bundled voice can be loaded here."""
    try:
        shared()
    except EspeakError:
        return False
    return True
