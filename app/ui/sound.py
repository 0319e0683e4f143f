"""The app's sounds: short WAV files from resources/sounds/, played with QSoundEffect.

`play(name, settings)` is the one way a screen makes a sound; `loop(name, settings)` keeps one
sound going round (the narrated night's masking sound) until `stop_loop()`. Nothing plays while
the settings say the sound is off (`Settings.sound`). Missing audio (no device, no server, no
QtMultimedia) is silence, never an error (PLATFORM.md). Every sound actually started is
appended to `played`, so tests can see what was asked for without hearing it; `looping` names
the sound going round (None: none).

The chimes (resources/tools/make_sounds.py) and where they play (app/ui/cues.py):
``curtain`` each hand-off to the next seat, ``timer`` a day clock at 0:00, ``dawn`` the night is
over, ``end`` the game is over; ``growl`` the bear (classic); ``mask`` the masking loop.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

from .resources import resource

SOUNDS = {name: f"sounds/{name}.wav" for name in ("growl", "curtain", "timer", "dawn", "end", "mask")}
VOLUME = {"curtain": 0.55, "mask": 0.5}  # the rest at DEFAULT_VOLUME
DEFAULT_VOLUME = 0.8
CHIMES = ("curtain", "timer", "dawn", "end")
played: list[str] = []  # every sound started, in order (tests read and clear it)
looping: str | None = None  # the sound `loop` keeps going round
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


def _effect(name: str) -> Any:
    """The sound's QSoundEffect (made once), or None when its file or QtMultimedia is missing."""
    effect = _effects.get(name)
    if effect is None:
        from PySide6.QtCore import QUrl
        from PySide6.QtMultimedia import QSoundEffect

        path = resource(SOUNDS[name])
        if not path.is_file():
            return None
        effect = QSoundEffect()
        effect.setSource(QUrl.fromLocalFile(str(path)))
        effect.setVolume(VOLUME.get(name, DEFAULT_VOLUME))
        _effects[name] = effect
    return effect


def play(name: str, settings: Any = None) -> bool:
    """Start the named sound unless the sound is off; True if it was started."""
    if not enabled(settings) or name not in SOUNDS or _hush[0]:
        return False
    played.append(name)
    try:
        effect = _effect(name)
        if effect is not None:
            effect.play()
    except Exception:  # noqa: BLE001 - no audio is silence
        pass
    return True


def loop(name: str, settings: Any = None) -> bool:
    """Keep the named sound going round (seamlessly: its file is made to loop) until
    `stop_loop()`; another loop stops first. False, and silence, while the sound is off."""
    global looping
    if looping == name:
        return True
    stop_loop()
    if not enabled(settings) or name not in SOUNDS:
        return False
    played.append(name)
    looping = name
    try:
        effect = _effect(name)
        if effect is not None:
            from PySide6.QtMultimedia import QSoundEffect

            effect.setLoopCount(QSoundEffect.Loop.Infinite.value)
            effect.play()
    except Exception:  # noqa: BLE001 - no audio is silence
        pass
    return True


def stop_loop() -> None:
    """Stop the sound `loop` started (nothing if none)."""
    global looping
    name, looping = looping, None
    if name is None:
        return
    try:
        effect = _effects.get(name)
        if effect is not None:
            effect.stop()
    except Exception:  # noqa: BLE001 - no audio is silence
        pass


def muted(settings: Any) -> None:
    """The settings changed: a loop stops when the sound is switched off."""
    if not enabled(settings):
        stop_loop()
