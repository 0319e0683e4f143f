"""`pass-the-night --voice-check DIR [--lang vi|en|es]`: the narrator's whole night script,
for a full deck of each mode, written as WAV files with the voice the game would use.

For each language (all three without --lang) the game's own choice of voice is made as at a
narrated night (app/ui/voice.py, `choose`, with the player's settings: speed, pitch, volume,
the system's voice or not). Every line of a One Night night with every card and of a classic
night with every role (the first night, and the second night's nightfall) is synthesized
into DIR/<lang>/<mode>/NNN-<kind>-<step>.wav. A line whose samples' RMS is not above
SILENCE_RMS, or that lasts under MIN_SECONDS, has produced no sound.

Qt's QTextToSpeech::synthesize (which would record a system voice) is not offered to Python
by PySide6: when the game would speak a language with the computer's own voice, the check
says so and records the game's own voice, the one that speaks when the system's cannot.

Prints a line per language (voice, lines, shortest line, smallest RMS, total length) and
exits 0 when every line produced sound, 1 when one did not, 2 when no voice could speak a
language at all.
"""
from __future__ import annotations

import sys
from pathlib import Path

from app.core import narration as N
from app.core.narration import Line

SILENCE_RMS = 200.0  # 16-bit full scale is 32767; eSpeak NG's speech is about 2000-3500
MIN_SECONDS = 0.3
LANGUAGES = ("vi", "en", "es")


def night_scripts() -> dict[str, tuple[Line, ...]]:
    """Each mode's night with every card: One Night (every step of every box), classic (the
    first night's every step of both presets and the second wave, and the second night's fall)."""
    onenight = [Line(N.NIGHT_FALLS)]
    for step in N.every_step(N.ONE_NIGHT):
        onenight += [Line(N.WAKE, step), Line(N.CLOSE, step)]
    onenight.append(Line(N.DAWN))
    classic = [Line(N.NIGHT_FALLS, night=1, mode=N.CLASSIC)]
    for step in N.every_step(N.CLASSIC):
        classic += [Line(N.WAKE, step, 1, N.CLASSIC), Line(N.CLOSE, step, 1, N.CLASSIC)]
    classic += [Line(N.DAWN, night=1, mode=N.CLASSIC), Line(N.NIGHT_FALLS, night=2, mode=N.CLASSIC)]
    return {N.ONE_NIGHT: tuple(onenight), N.CLASSIC: tuple(classic)}


def _file_name(index: int, line: Line) -> str:
    parts = [f"{index:03d}", line.kind] + ([line.step] if line.step else []) + ([f"n{line.night}"] if line.night else [])
    return "-".join(parts) + ".wav"


def check_language(app, language: str, folder: Path, settings=None, out=print) -> int:
    """Write one language's lines; 0 when every line produced sound, 1 when one did not, 2 no voice."""
    from . import narrator as words
    from . import voice
    from .bundled_voice import BundledVoice, rms, wav_bytes
    from .i18n import install_translators

    installed = install_translators(app, language)
    try:
        narrator = voice.Narrator(settings, language=language)
        narrator.set_enabled(True)
        kind = narrator.kind
        note = ""
        if kind == voice.SYSTEM:
            note = (f" (the game would speak {language} with this computer's voice "
                    f"{narrator.current_voice()!r}, which cannot be recorded: the game's own voice instead)")
            narrator.set_prefer_system(False)
            kind = narrator.kind
        engine = narrator.engine_for_lines()
        if kind != voice.BUNDLED_KIND or not isinstance(engine, BundledVoice):
            out(f"voice-check {language}: no voice can speak this language here "
                f"({voice.silence_message(narrator.why_silent()) or narrator.why_silent()})")
            return 2
        failed: list[str] = []
        shortest, quietest, total, count = float("inf"), float("inf"), 0.0, 0
        for mode, lines in night_scripts().items():
            target = folder / language / mode
            target.mkdir(parents=True, exist_ok=True)
            for index, line in enumerate(lines):
                text = words.sentence(line)
                pcm = engine.synthesize(text) if text else b""
                (target / _file_name(index, line)).write_bytes(wav_bytes(pcm, engine.sample_rate))
                seconds, level = len(pcm) / 2 / engine.sample_rate, rms(pcm)
                shortest, quietest, total, count = min(shortest, seconds), min(quietest, level), total + seconds, count + 1
                if not text or level <= SILENCE_RMS or seconds < MIN_SECONDS:
                    failed.append(f"{mode} {_file_name(index, line)} ({seconds:.2f} s, RMS {level:.0f}): {text!r}")
        out(f"voice-check {language}: {narrator.current_voice()} (eSpeak NG {engine.espeak.version()}){note}: "
            f"{count} lines in {folder / language}, shortest {shortest:.2f} s, smallest RMS {quietest:.0f} "
            f"(silence <= {SILENCE_RMS:.0f}), {total:.0f} s in all")
        for problem in failed:
            out(f"voice-check {language}: no sound: {problem}")
        return 1 if failed else 0
    finally:
        for translator in installed:
            app.removeTranslator(translator)


def run_voice_check(app, folder: Path, language: str = "", settings=None) -> int:
    """The check for one language (`language`) or all three; the worst status."""
    if language and language not in LANGUAGES:
        print(f"voice-check: unknown language {language!r} (vi, en or es)", file=sys.stderr)
        return 2
    if settings is None:
        from PySide6.QtCore import QSettings

        from .settings import Settings

        settings = Settings(QSettings())
    status = 0
    for code in ([language] if language else LANGUAGES):
        status = max(status, check_language(app, code, Path(folder), settings))
    return status
