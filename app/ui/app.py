"""Application start-up: arguments, the QApplication, and the window or the tour."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

ORG = "PassTheNight"
APP = "Pass the Night"


class _FirstPaint(QObject):
    """Quit the app after the window's first paint (for --smoke)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__()
        self.app = app
        self.done = False

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            QTimer.singleShot(0, self.app.quit)
        return False


def make_app(argv: list[str]) -> QApplication:
    app = QApplication.instance()
    if app is None:
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication(argv)
    app.setOrganizationName(ORG)
    app.setApplicationName(APP)
    return app  # type: ignore[return-value]


def run(argv: list[str]) -> int:
    """Parse arguments, build the main window, run the event loop."""
    parser = argparse.ArgumentParser(prog="pass-the-night")
    parser.add_argument("--smoke", action="store_true", help="show the window, paint once, exit 0")
    parser.add_argument("--tour", metavar="DIR", help="play a whole seeded game through the screens, saving PNGs")
    parser.add_argument("--seed", type=int, default=7, help="the tour's seed")
    parser.add_argument("--players", type=int, default=5, help="the tour's number of players")
    parser.add_argument("--deck", default="", help="the tour's deck, comma-separated role ids")
    parser.add_argument("--size", default="1280x720", help="the tour's window size, e.g. 1920x1080")
    parser.add_argument("--lang", default="", help="the tour's language, e.g. vi")
    parser.add_argument("--mode", default="onenight", choices=("onenight", "classic"),
                        help="the tour's game mode (classic: 8 or 9 players, --players 8 by default)")
    parser.add_argument("--preset", default="standard", choices=("standard", "extended"),
                        help="the classic tour's preset (extended: 10 players with the thief, Cupid, the captain and "
                             "the trial, or the cards of --deck)")
    args, qt_args = parser.parse_known_args(argv[1:])
    app = make_app([argv[0], *qt_args])
    if args.tour:
        from .tour import run_tour

        return run_tour(app, Path(args.tour), seed=args.seed, players=args.players,
                        deck=[r for r in args.deck.split(",") if r], size=args.size, language=args.lang,
                        mode=args.mode, preset=args.preset)
    from . import session as S
    from .autosave import Autosave
    from .crash import CrashGuard
    from .look import setup_look
    from .main import MainWindow
    from .settings import Settings

    settings = Settings(QSettings())
    setup_look(app, settings)
    autosave = Autosave()
    # An error nobody caught: logged next to the autosave, a calm dialog, and play goes on.
    windows: list[QWidget] = []
    guard = CrashGuard(autosave.folder, lambda: windows[0] if windows else None, app).install()
    session = S.GameSession(settings, autosave)
    window = MainWindow(session)
    windows.append(window)
    window.apply_look()
    if not window.isVisible():
        window.show()
    if args.smoke:
        watcher = _FirstPaint(app)
        window.installEventFilter(watcher)
        window.centralWidget().installEventFilter(watcher)
        QTimer.singleShot(10000, app.quit)  # never hang a build
        app.exec()
        guard.uninstall()
        return 0 if watcher.done else 1
    code = app.exec()
    guard.uninstall()
    return code


if __name__ == "__main__":
    sys.exit(run(sys.argv))
