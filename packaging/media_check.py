"""`<bundle> --media-check`: does sound play and does the voice fail softly, inside the bundle?

Run by the release workflow and `.ci/run` on the built bundle (packaging/launch.py hands the
option here before the app starts). Prints one JSON line:

  sound    the QSoundEffect status of a bundled WAV (the game's own `curtain` chime) after
           loading: "Ready" (it plays), "Error", or "Loading"/"Null" (timed out);
  playing  whether play() started it;
  outputs  the audio outputs Qt sees (none: no sound server or device on this machine);
  engines  the text-to-speech engines that can speak here;
  voice    why the narrator is silent ("" it speaks), and `message` the sentence the app shows;
  bundled  the bundled voice: eSpeak NG's version and the samples of one line, or why it cannot load;
  plugins  the multimedia / text-to-speech plug-ins in the bundle.

`--out=FILE` writes the line to FILE too (a windowed bundle, on Windows and macOS, has no
standard output); `--lang=vi` gives the message in another language.

Exit status 0 when the sound is Ready, or when there is no audio output at all (a build
machine without a sound server: nothing can be played, nothing is wrong with the bundle);
1 when an output exists and the WAV still does not load, or the narrator raised.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path


def _plugins() -> dict[str, list[str]]:
    from PySide6.QtCore import QLibraryInfo

    root = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    return {kind: sorted(p.name for p in (root / kind).glob("*")) for kind in ("multimedia", "texttospeech")}


def run(argv: list[str]) -> int:
    from PySide6.QtCore import QCoreApplication, QUrl
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(argv[:1])
    from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

    from app.ui import voice
    from app.ui.i18n import install_translators
    from app.ui.resources import resource

    language = next((a.split("=", 1)[1] for a in argv if a.startswith("--lang=")), "en")
    install_translators(app, language)
    effect = QSoundEffect()
    effect.setSource(QUrl.fromLocalFile(str(resource("sounds/curtain.wav"))))
    deadline = time.monotonic() + 5
    while effect.status() in (QSoundEffect.Status.Null, QSoundEffect.Status.Loading) and time.monotonic() < deadline:
        QCoreApplication.processEvents()
        time.sleep(0.01)
    status = effect.status().name
    effect.setVolume(0.0)
    effect.play()
    playing = effect.isPlaying()
    outputs = [d.description() for d in QMediaDevices.audioOutputs()]
    failed = ""
    try:
        narrator = voice.Narrator(engine="")
        narrator.say("Everyone, close your eyes.")
        reason = narrator.silent_reason
        narrator.stop()
    except Exception as error:  # noqa: BLE001 - the point of the check
        reason, failed = "raised", f"{type(error).__name__}: {error}"
    try:
        from app.ui import espeak

        engine = espeak.shared()
        engine.set_voice("vi")
        bundled = f"eSpeak NG {engine.version()}: {len(engine.synth('Mọi người, hãy nhắm mắt lại.')) // 2} samples"
    except Exception as error:  # noqa: BLE001 - the point of the check
        bundled = f"cannot load: {error}"
    report = {
        "sound": status, "playing": playing, "outputs": outputs, "engines": voice.available_engines(),
        "voice": reason, "message": voice.silence_message(reason), "bundled": bundled, "plugins": _plugins(),
    }
    if failed:
        report["error"] = failed
    line = json.dumps(report, ensure_ascii=False)
    print(line, flush=True)  # a windowed bundle has no stdout: print() then does nothing
    out = next((a.split("=", 1)[1] for a in argv if a.startswith("--out=")), "")
    if out:
        Path(out).write_text(line + "\n", encoding="utf-8")
    effect.stop()
    bad = failed or (status != "Ready" and outputs)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(run(sys.argv))
