"""The app's sounds: short WAV files from resources/sounds/, played with QSoundEffect.

`play(name, settings)` is the one way a screen makes a sound. Nothing plays while the
settings say the sound is off (`Settings.sound`). Missing audio (no device, no server, no
QtMultimedia) is silence, never an error (PLATFORM.md). Every sound actually started is
appended to `played`, so tests can see what was asked for without hearing it.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

from .resources import resource

SOUNDS = {"growl": "sounds/growl.wav"}
played: list[str] = []  # every sound started, in order (tests read and clear it)
_effects: dict[str, Any] = {}
_hush = [0]  # > 0 while a screen is rebuilt for a new language (hushed): what it shows again stays silent


@contextmanager
def hushed() -> Iterator[None]:
    """No sound while the block runs (a page rebuilt for a new language shows again what it had
    shown: its sound was heard already)."""
    _hush[0] += 1
    try:
        yield
    finally:
        _hush[0] -= 1


def enabled(settings: Any) -> bool:
    return bool(getattr(settings, "sound", True))


def play(name: str, settings: Any = None, *, loops: int = 1) -> bool:
    """Start the named sound unless the sound is off; True if it was started."""
    if not enabled(settings) or name not in SOUNDS or _hush[0]:
        return False
    played.append(name)
    try:
        effect = _effects.get(name)
        if effect is None:
            from PySide6.QtCore import QUrl
            from PySide6.QtMultimedia import QSoundEffect

            path = resource(SOUNDS[name])
            if not path.is_file():
                return True
            effect = QSoundEffect()
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(0.8)
            _effects[name] = effect
        effect.setLoopCount(loops)
        effect.play()
    except Exception:  # noqa: BLE001 - no audio is silence
        pass
    return True


_looping: list[str] = []  # the sound playing on a loop (at most one)


def loop(name: str, settings: Any = None) -> bool:
    """Play the named sound over and over (the narrated night's masking sound) until `stop_loop`."""
    stop_loop()
    from_start = play(name, settings, loops=-2)  # QSoundEffect.Loop.Infinite
    if from_start:
        _looping.append(name)
    return from_start


def stop_loop() -> None:
    """Stop the looping sound, if any (silence without audio, never an error)."""
    while _looping:
        effect = _effects.get(_looping.pop())
        try:
            if effect is not None:
                effect.stop()
        except Exception:  # noqa: BLE001 - no audio is silence
            pass
