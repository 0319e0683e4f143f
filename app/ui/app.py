"""Application start-up: arguments, the QApplication, and the window or the tour."""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QWidget

ORG = "PassTheNight"
APP = "Pass the Night"


class _FirstPaint(QObject):
    """At the window's first paint: the rest of the start-up (`then`), just after it; for
    --smoke, print when it happened (wall clock and this process's CPU time, for
    benchmarks/startup.py) and quit once that rest is done."""

    def __init__(self, app: QApplication, then, smoke: bool = False) -> None:
        super().__init__()
        self.app = app
        self.then = then
        self.smoke = smoke
        self.done = False

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            if self.smoke:
                print(f"first-paint wall={time.time():.6f} cpu={time.process_time():.6f}", flush=True)
            QTimer.singleShot(0, self._after)
        return False

    def _after(self) -> None:
        self.then()
        if self.smoke:
            QTimer.singleShot(0, self.app.quit)


def make_app(argv: list[str]) -> QApplication:
    app = QApplication.instance()
    if app is None:
        # Qt 6 rounds high-DPI scale factors with PassThrough by default (what this app wants);
        # not setting it here keeps the `Qt` namespace unmade until after the first paint.
        app = QApplication(argv)
    app.setOrganizationName(ORG)
    app.setApplicationName(APP)
    return app  # type: ignore[return-value]


def _args(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    """The app's options and the rest (for Qt). A start from the icon has none (or only
    --smoke): that skips building the parser, whose message catalogue lookups cost a few ms."""
    if not set(argv[1:]) - {"--smoke"}:
        return argparse.Namespace(smoke="--smoke" in argv[1:], tour=None), []
    parser = argparse.ArgumentParser(prog="pass-the-night")
    parser.add_argument("--smoke", action="store_true", help="show the window, paint once, exit 0")
    parser.add_argument("--room-check", action="store_true",
                        help="open a phone room on the loopback address, fetch its page, open its socket, exit 0")
    parser.add_argument("--tour", metavar="DIR", help="play a whole seeded game through the screens, saving PNGs")
    parser.add_argument("--voice-check", metavar="DIR",
                        help="write the narrator's night script of both modes as WAV files in DIR with the voice "
                             "the game would use (every language, or --lang's); exit 0 when every line has sound")
    parser.add_argument("--seed", type=int, default=7, help="the tour's seed")
    parser.add_argument("--players", type=int, default=5, help="the tour's number of players")
    parser.add_argument("--deck", default="", help="the tour's deck, comma-separated role ids")
    parser.add_argument("--size", default="1280x720", help="the tour's window size, e.g. 1920x1080")
    parser.add_argument("--lang", default="", help="the tour's or the voice check's language, e.g. vi")
    parser.add_argument("--mode", default="onenight", choices=("onenight", "classic"),
                        help="the tour's game mode (classic: 8 or 9 players, --players 8 by default)")
    parser.add_argument("--preset", default="standard", choices=("standard", "extended"),
                        help="the classic tour's preset (extended: 10 players with the thief, Cupid, the captain and "
                             "the trial, or the cards of --deck)")
    parser.add_argument("--table", action="store_true", help="the tour plays its nights in the narrated table mode")
    parser.add_argument("--names", default="",
                        help="the tour's players' names, comma-separated, in seat order (the tour's own names "
                             "fill the seats past the last one given)")
    parser.add_argument("--new-moon", action="store_true",
                        help="the extended tour plays with New Moon's events, the town crier and the gypsy")
    return parser.parse_known_args(argv[1:])


def run(argv: list[str]) -> int:
    """Parse arguments, build the main window, run the event loop."""
    args, qt_args = _args(argv)
    app = make_app([argv[0], *qt_args])
    if getattr(args, "room_check", False):
        from .lan.selfcheck import room_check

        return room_check()
    if getattr(args, "voice_check", None):
        from .voice_check import run_voice_check

        return run_voice_check(app, Path(args.voice_check), args.lang)
    if args.tour:
        from .tour import run_tour

        return run_tour(app, Path(args.tour), seed=args.seed, players=args.players,
                        deck=[r for r in args.deck.split(",") if r], size=args.size, language=args.lang,
                        mode=args.mode, preset=args.preset, table=args.table, new_moon=args.new_moon,
                        names=[n.strip() for n in args.names.split(",") if n.strip()])
    # Only what the start screen needs comes before its first paint: the rules engines, the
    # autosave's contents, the emoji font and the window icon load just after it
    # (benchmarks/README.md, Start-up).
    from . import session as S
    from .autosave import Autosave
    from .crash import CrashGuard
    from .look import finish_look, setup_look
    from .main import MainWindow
    from .settings import Settings

    settings = Settings(QSettings())
    setup_look(app, settings, defer=True)
    autosave = Autosave()
    # An error nobody caught: logged next to the autosave, a calm dialog, and play goes on.
    windows: list[QWidget] = []
    guard = CrashGuard(autosave.folder, lambda: windows[0] if windows else None, app).install()
    session = S.GameSession(settings, autosave)
    window = MainWindow(session, quick_start=True)
    windows.append(window)

    def after_first_paint() -> None:
        finish_look(app)
        window.finish_start()

    watcher = _FirstPaint(app, after_first_paint, smoke=args.smoke)
    window.installEventFilter(watcher)
    window.centralWidget().installEventFilter(watcher)
    window.apply_look()
    if not window.isVisible():
        window.show()
    if args.smoke:
        QTimer.singleShot(10000, app.quit)  # never hang a build
        app.exec()
        guard.uninstall()
        return 0 if watcher.done else 1
    code = app.exec()
    guard.uninstall()
    return code


if __name__ == "__main__":
    sys.exit(run(sys.argv))
