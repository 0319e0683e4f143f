"""Application start-up and the main window that follows the session from screen to screen."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMainWindow, QStackedWidget, QWidget

from . import session as S
from . import texts
from .autosave import Autosave
from .models import DeckModel, PlayersModel
from .resources import APP_ICON, resource
from .settings import Settings

ORG = "PassTheNight"
APP = "Pass the Night"


class MainWindow(QMainWindow):
    """One window; one page per screen, built the first time it is needed."""

    def __init__(self, session: S.GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = session.settings
        self.setWindowTitle(self.tr("Pass the Night"))
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.pages: dict[str, QWidget] = {}
        self.players = PlayersModel(self.settings.names, self)
        self.deck = DeckModel(parent=self)
        self.deck.set_deck(self.settings.deck)
        self.seed: int | None = None  # a fixed seed for the first game (--seed)
        session.screen_changed.connect(self.show_screen)
        session.save_failed.connect(self._save_failed)
        self.resize(1280, 720)
        self.setMinimumSize(960, 600)
        self.show_screen(session.screen)

    # --- pages ------------------------------------------------------------------------------
    def page(self, screen: str) -> QWidget:
        if screen not in self.pages:
            self.pages[screen] = self._build(screen)
            self.stack.addWidget(self.pages[screen])
        return self.pages[screen]

    def _build(self, screen: str) -> QWidget:
        s = self.session
        if screen == S.START:
            from .screens.start import StartScreen

            w = StartScreen()
            w.new_game.connect(self.new_game)
            w.resume_game.connect(self.resume)
            w.show_rules.connect(self.show_rules)
            w.show_settings.connect(self.show_settings)
            w.quit_app.connect(self.close)
            return w
        if screen == S.SETUP:
            from .screens.setup import SetupScreen

            w = SetupScreen(self.players, self.deck)
            w.back.connect(s.to_start)
            w.start_game.connect(self.start_game)
            return w
        if screen == S.CURTAIN:
            from .screens.night import CurtainScreen

            w = CurtainScreen(self.settings.hold_ms)
            w.opened.connect(s.open_visit)
            return w
        if screen == S.VISIT:
            from .screens.night import VisitScreen

            return VisitScreen(s)
        if screen == S.DAY:
            from .screens.day import DayScreen

            return DayScreen(s)
        if screen == S.VOTE:
            from .screens.vote import VoteScreen

            return VoteScreen(s)
        if screen == S.VOTE_CURTAIN:
            from .screens.night import CurtainScreen

            w = CurtainScreen(self.settings.hold_ms, self.tr("Secret vote"))
            w.opened.connect(s.open_vote_visit)
            return w
        if screen == S.VOTE_VISIT:
            from .screens.vote import VoteVisitScreen

            return VoteVisitScreen(s)
        if screen == S.RESOLUTION:
            from .screens.end import ResolutionScreen

            return ResolutionScreen(s)
        if screen == S.REVEAL:
            from .screens.end import RevealScreen

            return RevealScreen(s)
        raise KeyError(screen)

    def show_screen(self, screen: str) -> None:
        s = self.session
        # Leaving a private screen resets its models; the visit page exists from the first
        # curtain on, so that every curtain has exactly the same widgets.
        if screen == S.CURTAIN:
            self.page(S.VISIT)
        for private in (S.VISIT, S.VOTE_VISIT):
            if screen != private and private in self.pages:
                self.pages[private].clear()  # type: ignore[attr-defined]
        w = self.page(screen)
        if screen == S.START:
            w.set_resume(s.saved_game())  # type: ignore[attr-defined]
            w.set_problem(self._problem_text())  # type: ignore[attr-defined]
        elif screen == S.SETUP:
            w.show_players()  # type: ignore[attr-defined]
        elif screen == S.CURTAIN:
            w.set_name(s.seats[s.holder])  # type: ignore[attr-defined]
        elif screen == S.VOTE_CURTAIN:
            w.set_name(s.seats[s.lap_seat])  # type: ignore[attr-defined]
        self.stack.setCurrentWidget(w)

    def _problem_text(self) -> str:
        p = self.session.problem
        if p is None:
            return ""
        if p.reason == "version":
            head = self.tr("The saved game was made by a newer version of Pass the Night, so it cannot be resumed here.")
        elif p.reason == "io":
            head = self.tr("The saved game could not be read.")
        else:
            head = self.tr("The saved game is damaged and cannot be resumed.")
        kept = texts.fill(self.tr("It was kept as %1."), p.kept_as) if p.kept_as else ""
        return f"{head} {kept}".strip()

    # --- actions ----------------------------------------------------------------------------
    def new_game(self) -> None:
        self.session.to_setup()

    def start_game(self, names: list[str], deck: list[str]) -> None:
        self.settings.names = names
        self.settings.deck = deck
        seed, self.seed = self.seed, None
        self.session.new_game(names, deck, seed)

    def resume(self) -> None:
        if not self.session.resume():
            self.show_screen(S.START)

    def show_rules(self) -> None:
        from .dialogs import RulesDialog

        RulesDialog(self).exec()

    def show_settings(self) -> None:
        from .dialogs import SettingsDialog

        SettingsDialog(self.settings, self).exec()

    def _save_failed(self, message: str) -> None:
        self.statusBar().showMessage(texts.fill(self.tr("Could not save the game: %1"), message), 8000)

    def closeEvent(self, event) -> None:
        self.settings.names = self.players.names()
        self.settings.sync()
        super().closeEvent(event)


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


def setup_look(app: QApplication, settings: Settings) -> None:
    """Font, translators and icon (every missing piece falls back silently)."""
    from .i18n import apply_font, install_translators, load_emoji_font, load_fonts

    apply_font(app, load_fonts())
    load_emoji_font()
    install_translators(app, settings.language)
    icon = resource(APP_ICON)
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))


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
    args, qt_args = parser.parse_known_args(argv[1:])
    app = make_app([argv[0], *qt_args])
    if args.tour:
        from .tour import run_tour

        return run_tour(app, Path(args.tour), seed=args.seed, players=args.players,
                        deck=[r for r in args.deck.split(",") if r], size=args.size, language=args.lang)
    settings = Settings(QSettings())
    setup_look(app, settings)
    session = S.GameSession(settings, Autosave())
    window = MainWindow(session)
    window.show()
    if args.smoke:
        watcher = _FirstPaint(app)
        window.installEventFilter(watcher)
        window.centralWidget().installEventFilter(watcher)
        QTimer.singleShot(10000, app.quit)  # never hang a build
        code = app.exec()
        return 0 if watcher.done else 1
    return app.exec()


if __name__ == "__main__":
    sys.exit(run(sys.argv))
