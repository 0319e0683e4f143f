"""The main window: one page per screen, following the session from screen to screen."""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from . import session as S
from .crash import guard_overrides
from .widgets import Qt, plain
from .flows import classic as CF
from .flows.onenight import PRIVATE

if TYPE_CHECKING:
    from .classic.session import ClassicSession
    from .models import DeckModel, PlayersModel


class MainWindow(QMainWindow):
    """One window; one page per screen, built the first time it is needed."""

    def __init__(self, session: S.GameSession, parent: QWidget | None = None, *, quick_start: bool = False) -> None:
        """`quick_start` (the app, not the tests): the start screen is painted first and only
        checks that an autosave exists; the rules load and the save is read just after that
        first paint (`finish_start`)."""
        guard_overrides()  # Qt overrides report their errors instead of reaching Qt (crash.py)
        super().__init__(parent)
        self.session = session
        self.settings = session.settings
        self.setWindowTitle(self.tr("Pass the Night"))
        self.stack = QStackedWidget()
        # A failed save is a warning that stays until a save works again.
        self.save_banner = QLabel()
        self.save_banner.setObjectName("saveBanner")
        plain(self.save_banner)
        self.save_banner.setWordWrap(True)
        self.save_banner.setStyleSheet("#saveBanner { background: #8B1A1A; color: #FFF8E7; padding: 8px 14px; "
                                       "font-weight: bold; }")
        self.save_banner.hide()
        central = QWidget()
        col = QVBoxLayout(central)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        col.addWidget(self.save_banner)
        col.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        self._current = ""
        self.pages: dict[str, QWidget] = {}
        self._players: PlayersModel | None = None
        self._deck: DeckModel | None = None
        self.seed: int | None = None  # a fixed seed for the first game (--seed)
        self.ask_before_closing = True  # closing mid-game asks first (the tour and tests turn it off)
        self._classic: ClassicSession | None = None
        self._save_message = ""  # the failed save's message, re-worded on a language change
        self.retranslations = 0  # how many times the pages were rebuilt for a new language
        self._directors: dict[str, object] = {}  # each mode's narrated-night clock (table_mode.TableDirector)
        self._wire(session)
        self.quick_start = quick_start  # until finish_start: the start screen has not read the autosave
        self.resize(1280, 720)
        self.setMinimumSize(960, 600)
        if not quick_start:
            self._shortcuts()
        self.show_screen(session.screen)

    def _shortcuts(self) -> None:
        from PySide6.QtGui import QKeySequence, QShortcut

        # by name: `Qt.Key` would make PySide's whole `Qt` namespace (widgets._LazyQt) at start-up
        QShortcut(QKeySequence("F11"), self, self.toggle_fullscreen)
        QShortcut(QKeySequence("F9"), self, self.show_phones)
        self._language_bar()

    def _language_bar(self):
        """VI · EN · ES in a corner of every screen (made just after the first paint)."""
        if getattr(self, "language_bar", None) is None:
            from .language_bar import LanguageBar

            self.language_bar = LanguageBar(self.settings, self.centralWidget())
            self.language_bar.set_screen(self._current, self.pages.get(self._current))
            self.language_bar.show()
        return self.language_bar

    # --- phones as private screens (app/ui/lan) ------------------------------------------------
    @property
    def phones(self):
        """The room for phones (made when first needed: most tables never open one)."""
        if getattr(self, "_phones", None) is None:
            from .lan.phones import PhoneTable

            self._phones = PhoneTable(self.settings, self)
        return self._phones

    def phone_names(self) -> list[str]:
        """The players a room lists: the game's, or the setup's shown now."""
        if self._current in CF.FLOW_SCREENS and self._classic is not None and self._classic.state is not None:
            return list(self._classic.seats)
        if self._current not in (S.START, S.SETUP, CF.C_MODE, CF.C_SETUP) and self.session.game is not None:
            return list(self.session.seats)
        classic_setup = self.pages.get(CF.C_SETUP)
        if self._current == CF.C_SETUP and classic_setup is not None:
            return list(classic_setup.players.names())  # type: ignore[attr-defined]
        return list(self.players.names())

    def show_phones(self) -> None:
        """The room's dialog: its code, its QR, the seats and their phones (F9, or Phones… on a setup)."""
        from .lan.phones import RoomDialog

        guard_overrides()
        RoomDialog(self.phones, self.phone_names(), self).exec()
        if getattr(self, "_phones", None) is not None and self._phones.bridge is None and self._current not in (
                S.START, S.SETUP, CF.C_MODE, CF.C_SETUP):
            self._attach_phones()
        self.show_screen(self._current)

    def _attach_phones(self) -> None:
        """The game just started or resumed: the claimed seats play on their phones."""
        phones = getattr(self, "_phones", None)
        if phones is None or not phones.is_open:
            return
        if self._current in CF.FLOW_SCREENS and self._classic is not None and self._classic.state is not None:
            phones.attach(self._classic, self._classic.seats)
        elif self.session.game is not None:
            phones.attach(self.session, self.session.seats)
        self.show_screen(self._current)

    @property
    def players(self) -> PlayersModel:
        """The One Night setup's names (made when first needed: the start screen needs none)."""
        if self._players is None:
            from .models import PlayersModel

            self._players = PlayersModel(self.settings.names, self)
            self._players.names_changed.connect(self._remember_players)
        return self._players

    def _remember_players(self) -> None:
        """One remembered table for both games: every change to the One Night list is kept."""
        if self._players is not None and not getattr(self, "_reloading_players", False):
            self.settings.names = self._players.names()

    def _reload_players(self) -> None:
        """The One Night setup opens on the table as the classic setup left it."""
        if self._players is None or self._players.names() == self.settings.names:
            return
        self._reloading_players = True
        try:
            self._players.set_names(self.settings.names)
        finally:
            self._reloading_players = False

    @property
    def deck(self) -> DeckModel:
        """The One Night setup's cards."""
        if self._deck is None:
            from .models import DeckModel

            self._deck = DeckModel(parent=self)
            self._deck.set_deck(self.settings.deck)
        return self._deck

    @property
    def classic(self) -> ClassicSession:
        """The classic mode's game: a session of its own (both write the one autosave file),
        made the first time it is needed, so that its rules load after the first paint."""
        if self._classic is None:
            from .classic.session import ClassicSession

            guard_overrides()
            self._classic = ClassicSession(self.session.settings, self.session.autosave, self)
            self._wire(self._classic)
        return self._classic

    @property
    def moderator(self):
        """The moderator's table (a classic game played with real cards, app/ui/moderator): its
        session, made the first time one of its screens is needed."""
        if getattr(self, "_moderator", None) is None:
            from .moderator.pages import session_for

            self._moderator = session_for(self)
            self._wire(self._moderator)
        return self._moderator

    def _wire(self, s) -> None:
        s.screen_changed.connect(self.show_screen)
        s.save_failed.connect(self._save_failed)
        s.saved.connect(self._saved)

    def finish_start(self) -> None:
        """After the first paint (quick start): the shortcuts, and the autosave read (a damaged one is
        set aside and its problem shown, as when the start screen reopens)."""
        if not self.quick_start:
            return
        self.quick_start = False
        self._shortcuts()
        # Nothing else loads here: a mode's rules, screens and session load when first used (the
        # autosave's mode, read just below, loads only that mode's rules; benchmarks/README.md).
        if self._current == S.START:
            _enter_start(self, self.pages[S.START])

    # --- pages ------------------------------------------------------------------------------
    def page(self, screen: str) -> QWidget:
        if screen not in self.pages:
            # The screen modules load lazily: guard their Qt overrides before the first object
            # of a class exists (an object keeps calling the handler it first used).
            module = SCREEN_MODULES.get(screen)
            if module:
                importlib.import_module(f"{__package__}.{module}" if "." in module
                                        else f"{__package__}.screens.{module}")
            guard_overrides()
            self.pages[screen] = self._build(screen)
            self.stack.addWidget(self.pages[screen])
        return self.pages[screen]

    def _build(self, screen: str) -> QWidget:
        return BUILDERS[screen](self)

    def show_screen(self, screen: str) -> None:
        # Leaving a private screen resets its models; the visit page exists from the first
        # curtain on, so that every curtain has exactly the same widgets.
        if screen in (S.CURTAIN, S.TABLE_NIGHT):
            self.page(S.VISIT)
        if screen == CF.C_TABLE_NIGHT:
            self.page(CF.C_VISIT)
        for mode, director in self._directors.items():
            if director.running and screen not in TABLE_SCREENS[mode]:  # type: ignore[attr-defined]
                director.stop()  # type: ignore[attr-defined]  # left the narrated night: its call restarts on resume
        if screen == CF.C_CURTAIN:
            self.page(CF.C_VISIT)
        for private in (*PRIVATE, *CF.PRIVATE):
            if screen != private and private in self.pages:
                self.pages[private].clear()  # type: ignore[attr-defined]
        if (self._current in PRIVATE or self._current in CF.PRIVATE) and screen != self._current:
            from .table import clear_art_cache

            clear_art_cache()  # no rendered face of the holder's cards outlives the private screen
        self._current = screen
        phones = getattr(self, "_phones", None)
        if phones is not None and phones.covers(screen):  # a phone seat's turn: the same page whoever plays
            page = self.page(PHONE_TURN)
            page.set_kind(phones.cover_kind(screen))  # type: ignore[attr-defined]
            self.stack.setCurrentWidget(page)
            return
        w = self.page(screen)
        enter = ON_SHOW.get(screen)
        if enter is not None:
            enter(self, w)
        self.stack.setCurrentWidget(w)
        bar = getattr(self, "language_bar", None)
        if bar is not None:
            bar.set_screen(screen, w)

    # --- a new language, live -----------------------------------------------------------------
    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        """Every screen in the new language: the pages are views of the sessions (BUILDERS and
        ON_SHOW), so each one is dropped and the one shown is built again in place. A page that
        holds something of its own the session does not (the setup's entry line, a visit's picks
        not yet confirmed, a running clock) gives it in `keep_state()` and takes it back in
        `restore_state(kept)`. Every screen in BUILDERS, present or future, is covered: none
        keeps a word of the old language."""
        if getattr(self, "_retranslating", False):
            return
        self._retranslating = True
        try:
            self.setWindowTitle(self.tr("Pass the Night"))
            if self._save_message:
                self._save_failed(self._save_message)
            for model in (self._players, self._deck):
                if model is not None:
                    model.retranslate()
            if self._directors:  # a narrated night's voice speaks the new language from its next line on
                from types import SimpleNamespace

                from .i18n import current_language
                from .voice import app_language

                for director in self._directors.values():
                    director.narrator.set_language(  # type: ignore[attr-defined]
                        app_language(SimpleNamespace(language=current_language())))
            current = self._current
            old = self.pages.get(current)
            keep = getattr(old, "keep_state", None)
            kept = keep() if callable(keep) else None
            pages, self.pages = self.pages, {}
            for page in pages.values():
                page.hide()
                self.stack.removeWidget(page)
                page.setParent(None)  # out of the window's tree at once (no old word left in it)
                page.deleteLater()
            self.retranslations += 1
            if not current:
                return
            from . import sound

            with sound.hushed():  # the page shows again what it showed: its sound was heard
                self.show_screen(current)
                restore = getattr(self.pages.get(current), "restore_state", None)
                if kept is not None and callable(restore):
                    restore(kept)
        finally:
            self._retranslating = False

    def table_director(self, mode: str = "onenight"):
        """A mode's narrated-night clock and voice (made the first time a narrated night starts)."""
        if mode not in self._directors:
            from .table_mode import TableDirector

            guard_overrides()
            if mode == "onenight":
                session, acts = self.session, (S.TableOpen, S.TableClose, S.TableNext)
            else:
                from .classic import actions as CA

                session, acts = self.classic, (CA.TableOpen, CA.TableClose, CA.TableNext)
            self._directors[mode] = TableDirector(session, acts, self.settings, parent=self)
        return self._directors[mode]

    def _problem_text(self) -> str:
        p = self.session.problem or (self._classic.problem if self._classic is not None else None) \
            or getattr(getattr(self, "_moderator", None), "problem", None)
        if p is None:
            return ""
        if p.reason == "version":
            head = self.tr("The saved game was made by a newer version of Pass the Night, so it cannot be resumed here.")
        elif p.reason == "io":
            head = self.tr("The saved game could not be read.")
        else:
            head = self.tr("The saved game is damaged and cannot be resumed.")
        from . import texts

        kept = texts.fill(self.tr("It was kept as %1."), p.kept_as) if p.kept_as else ""
        return f"{head} {kept}".strip()

    # --- actions ----------------------------------------------------------------------------
    def new_game(self) -> None:
        """New game: first the choice of mode."""
        self.show_screen(CF.C_MODE)

    def one_night_setup(self) -> None:
        self._reload_players()
        self.session.submit(S.ToSetup())

    def start_classic(self, names: list[str], portraits: list[str], preset: str = "standard",
                      deck: list[str] | None = None, options: dict | None = None) -> None:
        seed, self.seed = self.seed, None
        if preset == "standard":
            self.classic.new_game(names, portraits, seed, table=self.settings.table_mode)
        else:
            self.classic.new_game(names, portraits, seed, preset=preset, deck=list(deck or ()),
                                  options=dict(options or {}), table=self.settings.table_mode)
        self._attach_phones()

    def start_game(self, names: list[str], deck: list[str]) -> None:
        self.settings.names = names
        self.settings.deck = deck
        seed, self.seed = self.seed, None
        table = False
        setup = self.pages.get(S.SETUP)
        if setup is not None:
            table = bool(setup.cards_page.night_kind.currentData())  # type: ignore[attr-defined]
            self.settings.table_mode = table
        self.session.new_game(names, deck, seed, table=table)
        self._attach_phones()

    def resume(self) -> None:
        from .autosave import ClassicSaved

        self.session.problem = None
        if self._classic is not None:
            self._classic.problem = None
        found = self.session.autosave.read()
        if isinstance(found, tuple) and isinstance(found[0], ClassicSaved) \
                and isinstance(found[0].extra.get("moderator"), dict):  # a moderated game (app/ui/moderator)
            self.moderator.problem = None
            if not self.moderator.resume(found[0]):
                self.show_screen(S.START)
            return
        if isinstance(found, tuple) and isinstance(found[0], ClassicSaved):
            if not self.classic.resume(found[0]):
                self.show_screen(S.START)
            else:
                self._attach_phones()
            return
        if not self.session.resume():
            self.show_screen(S.START)
        else:
            self._attach_phones()

    def show_rules(self) -> None:
        from .dialogs import RulesDialog

        guard_overrides()
        RulesDialog(self).exec()

    def show_settings(self) -> None:
        from .dialogs import SettingsDialog

        guard_overrides()
        if SettingsDialog(self.settings, self).exec():
            self.apply_look()

    def apply_look(self) -> None:
        """Full screen and text size as the settings say (at start and after the Settings dialog)."""
        from . import style

        if self.settings.fullscreen != self.isFullScreen():
            self.set_fullscreen(self.settings.fullscreen)
        scale = style.LARGE_TEXT if self.settings.large_text else 1.0
        if scale != style.text_scale():
            style.set_text_scale(scale)
            from .widgets import Page

            for top in self.pages.values():
                # a screen may be a Page or hold Pages (the One Night setup: a stack of two)
                inner = [top] if isinstance(top, Page) else []
                for page in inner + top.findChildren(Page):
                    page.zoom = 0.0
                    page._restyle()
                    scene = getattr(page, "scene", None)
                    if scene is not None and hasattr(scene, "rebuild"):
                        scene.rebuild()

    def set_fullscreen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.isFullScreen()
        self.settings.sync()
        self.set_fullscreen(self.settings.fullscreen)

    def in_game(self) -> bool:
        """Whether a game is under way (leaving it asks first; it stays saved either way)."""
        return self._current not in (S.START, S.SETUP, CF.C_MODE, CF.C_SETUP, *MODERATOR_SETUP)

    def back_to_menu(self) -> None:
        """Leave the game for the start screen, once the player confirms; it stays saved and resumable."""
        from .classic import actions as CA
        from .dialogs import confirm

        over = self._current in GAME_OVER
        if not confirm(self, self.tr("Back to menu?"),
                       self.tr("The game is over. Its results stay saved until the next game starts: choose "
                               "See the last game's results on the start screen.") if over else
                       self.tr("The game stays saved: choose Resume game in progress on the start screen to "
                               "come back to where you were."),
                       self.tr("Back to menu"), self.tr("Stay here") if over else self.tr("Keep playing")):
            return
        if self._current in CF.FLOW_SCREENS:
            if self._current in CF.PRIVATE:
                self.classic.submit(CA.HideVisit())  # behind the curtain, saved as it stands
            self.classic.submit(CA.ToStart())
            return
        if self.session.screen in (S.VISIT, S.TABLE_CARD):
            self.session.submit(S.HideVisit())  # the visit goes behind the curtain, saved as it stands
        self.session.submit(S.ToStart())

    def _save_failed(self, message: str) -> None:
        from . import texts

        self._save_message = message
        self.save_banner.setText(texts.fill(self.tr("The game is not being saved: %1. You can play on, but if the app "
                                                    "closes now, this game is lost. This warning stays until saving "
                                                    "works again."), message))
        self.save_banner.show()

    def _saved(self) -> None:
        self._save_message = ""
        if self.save_banner.isVisible() or self.save_banner.text():
            self.save_banner.hide()
            self.save_banner.setText("")

    def closeEvent(self, event) -> None:
        if self.ask_before_closing and self.in_game() and not _confirm()(
                self, self.tr("Quit Pass the Night?"),
                self.tr("The game stays saved: start Pass the Night again and choose Resume game in progress."),
                self.tr("Quit"), self.tr("Keep playing")):
            event.ignore()
            return
        day = self.pages.get(S.DAY)
        if day is not None:
            day.save_clock()  # type: ignore[attr-defined]
        if self._players is not None:
            self.settings.names = self._players.names()
        self.settings.sync()
        super().closeEvent(event)


# --- the screens, built the first time they are needed ----------------------------------------


def _start(win: MainWindow) -> QWidget:
    from .screens.start import StartScreen

    w = StartScreen()
    w.new_game.connect(win.new_game)
    w.resume_game.connect(win.resume)
    w.show_rules.connect(win.show_rules)
    w.show_settings.connect(win.show_settings)
    w.quit_app.connect(win.close)
    return w


def _setup(win: MainWindow) -> QWidget:
    from .screens.setup import SetupScreen

    w = SetupScreen(win.players, win.deck, visit_ms=win.settings.min_visit_ms)
    w.cards_page.night_kind.setCurrentIndex(1 if win.settings.table_mode else 0)
    w.back.connect(lambda: win.session.submit(S.ToStart()))
    w.start_game.connect(win.start_game)
    return w


def _curtain(win: MainWindow) -> QWidget:
    from .screens.night import CurtainScreen

    w = CurtainScreen(win.settings.hold_ms)
    w.opened.connect(lambda: win.session.submit(S.OpenVisit()))
    w.menu.connect(win.back_to_menu)
    return w


def _visit(win: MainWindow) -> QWidget:
    from .screens.night import VisitScreen

    w = VisitScreen(win.session)
    w.menu.connect(win.back_to_menu)
    return w


def _table_night(mode: str) -> Callable[[MainWindow], QWidget]:
    def build(win: MainWindow) -> QWidget:
        from .screens.table_night import TableNightScreen

        session = win.session if mode == "onenight" else win.classic
        w = TableNightScreen(session, win.table_director(mode), win.settings.hold_ms)
        w.menu.connect(win.back_to_menu)
        return w
    return build


def _table_card(mode: str) -> Callable[[MainWindow], QWidget]:
    def build(win: MainWindow) -> QWidget:
        from .screens.table_night import TableCardScreen

        if mode == "onenight":
            return TableCardScreen(win.session, S.TableCardSeen, S.HideVisit)
        from .classic import actions as CA

        return TableCardScreen(win.classic, CA.TableCardSeen, CA.HideVisit)
    return build


# The screens of each mode's narrated night (its clock stops when the window leaves them).
TABLE_SCREENS = {"onenight": (S.TABLE_NIGHT, S.TABLE_CARD, S.VISIT),
                 "classic": (CF.C_TABLE_NIGHT, CF.C_TABLE_CARD, CF.C_VISIT)}


def _vote_curtain(win: MainWindow) -> QWidget:
    from . import texts
    from .screens.night import CurtainScreen

    w = CurtainScreen(win.settings.hold_ms, texts.translate("MainWindow", "Secret vote"))
    w.opened.connect(lambda: win.session.submit(S.OpenBallot()))
    w.menu.connect(win.back_to_menu)
    return w


def _session_screen(module: str, name: str) -> Callable[[MainWindow], QWidget]:
    """A screen built from the session alone."""

    def build(win: MainWindow) -> QWidget:
        import importlib

        return getattr(importlib.import_module(f"app.ui.screens.{module}"), name)(win.session)

    return build


def _mode_choice(win: MainWindow) -> QWidget:
    from .classic.public import ModeChoiceScreen

    w = ModeChoiceScreen()
    w.one_night.connect(win.one_night_setup)
    w.classic.connect(lambda: win.show_screen(CF.C_SETUP))
    if hasattr(w, "moderator"):  # a game with real cards: the moderator's table (app/ui/moderator)
        w.moderator.connect(lambda: win.show_screen("m_setup"))
        w.one_night_calls.connect(lambda: win.show_screen("m_onenight"))
    w.back.connect(lambda: win.show_screen(S.START))
    return w


def _classic_setup(win: MainWindow) -> QWidget:
    from .classic.setup import ClassicSetupScreen

    w = ClassicSetupScreen(win.settings)
    w.back.connect(lambda: win.show_screen(CF.C_MODE))
    w.start_game.connect(win.start_classic)
    return w


def _classic_curtain(subtitle: str = "") -> Callable[[MainWindow], QWidget]:
    def build(win: MainWindow) -> QWidget:
        from . import texts
        from .classic import actions as CA
        from .screens.night import CurtainScreen

        w = CurtainScreen(win.settings.hold_ms, subtitle and texts.translate("MainWindow", subtitle))
        w.opened.connect(lambda: win.classic.submit(CA.OpenCurtain()))
        w.menu.connect(win.back_to_menu)
        return w
    return build


def _classic(module: str, name: str, *args: object) -> Callable[[MainWindow], QWidget]:
    """A classic screen built from the classic session; its menu / new game signals wired."""

    def build(win: MainWindow) -> QWidget:
        w = getattr(importlib.import_module(f"app.ui.classic.{module}"), name)(win.classic, *args)
        if hasattr(w, "menu"):
            w.menu.connect(win.back_to_menu)
        if hasattr(w, "new_game"):
            w.new_game.connect(win.new_game)
        return w
    return build


def _set_classic_curtain(win: MainWindow, w) -> None:
    seat = win.classic.holder()
    if seat is None:
        return
    name = win.classic.seats[seat]
    if win.classic.curtain_text_kind() == "dead":
        w.set_dead(name)
    else:
        w.set_name(name)


# The module each screen's page comes from (imported, and guarded, before the page is built).
PHONE_TURN = "phone_turn"  # the laptop while a phone seat plays its turn (app/ui/lan)


def _phone_turn(win: MainWindow) -> QWidget:
    from .lan.phones import PhoneTurnPage

    page = PhoneTurnPage()
    page.take_back.connect(win.phones.take_back)
    page.take_back.connect(lambda: win.show_screen(win._current))  # the curtain, now the seat's own
    win.phones.dropped.connect(page.set_dropped)
    win.phones.changed.connect(lambda: _phone_page_still_needed(win, page))
    return page


def _phone_page_still_needed(win: MainWindow, page: QWidget) -> None:
    """The room changed (closed, a seat freed): a laptop waiting on phones that no longer play
    shows its own screen again."""
    if win.stack.currentWidget() is page and not win.phones.covers(win._current):
        win.show_screen(win._current)


SCREEN_MODULES = {S.TABLE_NIGHT: "table_night", S.TABLE_CARD: "table_night", CF.C_TABLE_NIGHT: "table_night",
                  CF.C_TABLE_CARD: "table_night", S.START: "start", S.SETUP: "setup", S.CURTAIN: "night", S.VISIT: "night", S.DAY: "day",
                  S.VOTE: "vote", S.VOTE_CURTAIN: "night", S.VOTE_VISIT: "vote", S.RESOLUTION: "end",
                  S.REVEAL: "end", CF.C_MODE: "classic.public", CF.C_SETUP: "classic.setup",
                  CF.C_CURTAIN: "night", CF.C_BALLOT_CURTAIN: "night", CF.C_VISIT: "classic.private",
                  CF.C_BALLOT: "classic.private", CF.C_DAWN: "classic.public", CF.C_DUSK: "classic.public",
                  CF.C_DAY: "classic.public", CF.C_TALLY: "classic.public", CF.C_END: "classic.public",
                  CF.C_TIEBREAK: "classic.trial", CF.C_TRIAL: "classic.trial", CF.C_PRESSER: "classic.dayaction",
                  CF.C_POWER_CURTAIN: "night", CF.C_POWER: "classic.dayaction", CF.C_DRAW: "classic.newmoon",
                  CF.C_CONFESS_CURTAIN: "night", CF.C_CONFESS: "classic.newmoon", CF.C_CRIER: "classic.newmoon"}

BUILDERS: dict[str, Callable[[MainWindow], QWidget]] = {
    S.START: _start,
    S.SETUP: _setup,
    S.CURTAIN: _curtain,
    S.VISIT: _visit,
    S.TABLE_NIGHT: _table_night("onenight"),
    S.TABLE_CARD: _table_card("onenight"),
    CF.C_TABLE_NIGHT: _table_night("classic"),
    CF.C_TABLE_CARD: _table_card("classic"),
    S.DAY: _session_screen("day", "DayScreen"),
    S.VOTE: _session_screen("vote", "VoteScreen"),
    S.VOTE_CURTAIN: _vote_curtain,
    S.VOTE_VISIT: _session_screen("vote", "VoteVisitScreen"),
    S.RESOLUTION: _session_screen("end", "ResolutionScreen"),
    S.REVEAL: _session_screen("end", "RevealScreen"),
    CF.C_MODE: _mode_choice,
    CF.C_SETUP: _classic_setup,
    CF.C_CURTAIN: _classic_curtain(),
    CF.C_VISIT: _classic("private", "VisitScreen"),
    CF.C_DAWN: _classic("public", "AnnounceScreen", "dawn"),
    CF.C_DAY: _classic("public", "ClassicDayScreen"),
    # translated when the curtain is built; the marker puts the words in the .ts files (lupdate
    # cannot see the variable in _classic_curtain's translate call)
    CF.C_BALLOT_CURTAIN: _classic_curtain(QT_TRANSLATE_NOOP("MainWindow", "Secret vote")),
    CF.C_BALLOT: _classic("private", "BallotScreen"),
    CF.C_TALLY: _classic("public", "TallyScreen"),
    CF.C_DUSK: _classic("public", "AnnounceScreen", "dusk"),
    CF.C_END: _classic("public", "ClassicEndScreen"),
    CF.C_TIEBREAK: _classic("trial", "TieBreakScreen"),
    CF.C_TRIAL: _classic("trial", "TrialScreen"),
    CF.C_PRESSER: _classic("dayaction", "PresserScreen"),
    CF.C_POWER_CURTAIN: _classic_curtain(),
    CF.C_POWER: _classic("dayaction", "PowerScreen"),
    CF.C_DRAW: _classic("newmoon", "DrawScreen"),
    CF.C_CONFESS_CURTAIN: _classic_curtain(),
    CF.C_CONFESS: _classic("newmoon", "ConfessionScreen"),
    CF.C_CRIER: _classic("newmoon", "CrierScreen"),
    PHONE_TURN: lambda win: _phone_turn(win),
}


# The moderator's table (a classic game with real cards, and One Night's calls alone): its pages are
# built by app/ui/moderator/pages.py, loaded when one is first shown (never before the first paint).
MODERATOR_SETUP = ("m_setup", "m_onenight")
MODERATOR_SCREENS = MODERATOR_SETUP + ("m_deal", "m_night", "m_table", "m_vote", "m_end")


def _moderator(screen: str) -> Callable[[MainWindow], QWidget]:
    def build(win: MainWindow) -> QWidget:
        from .moderator.pages import build as moderator_page

        guard_overrides()
        return moderator_page(win, screen)
    return build


BUILDERS.update({screen: _moderator(screen) for screen in MODERATOR_SCREENS})


def _confirm():
    """The question box (the dialogs module loads the rules texts: only when a question is asked)."""
    from .dialogs import confirm

    return confirm


def _enter_start(win: MainWindow, w) -> None:
    if win.quick_start:  # the first paint: whether a save is there; it is read just after (finish_start)
        w.set_resume(win.session.autosave.exists())
        return
    w.set_resume(win.session.saved_game(), over=_saved_game_over(win))
    w.set_problem(win._problem_text())


# The screens of a game that has ended (its results): the save holds a game nobody can play on.
GAME_OVER = frozenset({S.REVEAL, CF.C_END})


def _saved_game_over(win: MainWindow) -> bool:
    """Whether the autosave holds a game that has ended (its results screen)."""
    found = win.session.autosave.read()
    if not isinstance(found, tuple):
        return False
    extra = found[1] if isinstance(found[1], dict) else {}
    screen = extra.get("screen")  # a damaged save may hold anything here (a list: not hashable)
    return (isinstance(screen, str) and screen in GAME_OVER) or extra.get("stage") == "end"


# What a screen is told each time it is shown.
ON_SHOW: dict[str, Callable[[MainWindow, object], None]] = {
    S.START: _enter_start,
    S.SETUP: lambda win, w: w.show_players(),
    S.CURTAIN: lambda win, w: w.set_name(win.session.seats[win.session.holder]),
    S.TABLE_NIGHT: lambda win, w: w.refresh(),
    S.TABLE_CARD: lambda win, w: w.show_card(),
    CF.C_TABLE_NIGHT: lambda win, w: w.refresh(),
    CF.C_TABLE_CARD: lambda win, w: w.show_card(),
    S.VOTE_CURTAIN: lambda win, w: w.set_name(win.session.seats[win.session.lap_seat]),
    CF.C_SETUP: lambda win, w: w.refresh() if hasattr(w, "refresh") else None,
    CF.C_CURTAIN: _set_classic_curtain,
    CF.C_BALLOT_CURTAIN: _set_classic_curtain,
    CF.C_POWER_CURTAIN: _set_classic_curtain,
    CF.C_CONFESS_CURTAIN: _set_classic_curtain,
}
