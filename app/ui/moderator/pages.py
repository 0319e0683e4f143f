"""The moderator's pages for the main window: each built from the window's moderator session and
wired to it (MainWindow.BUILDERS sends every moderator screen here)."""
from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ..classic.setup import ClassicSetupScreen
from . import actions as A
from . import screens  # noqa: F401  (imported with this module: the window guards its classes' overrides)
from .flow import M_DEAL, M_END, M_NIGHT, M_ONENIGHT, M_SETUP, M_TABLE, M_VOTE
from .onenight import OneNightCallsScreen


class ModeratorSetupScreen(ClassicSetupScreen):
    """The classic setup (the players in seat order, the deck builder: the standard deal or any
    extended deck, New Moon optional), its Start leading to the deal."""

    def __init__(self, settings=None, parent: QWidget | None = None) -> None:
        super().__init__(settings, parent)
        self.night_kind.hide()
        self.phones_button.hide()
        self.start_button.setText(self.tr("Next: the deal"))
        self.setProperty("publicInfo", False)  # the moderator's screen

    def _hint_text(self) -> str:
        return self.tr("You are the moderator (Quản Trò): list the players clockwise around the table, starting on "
                       "your left. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename. "
                       "Then build the deck your real cards make.")


def build(win, screen: str) -> QWidget:
    """The page of a moderator's screen."""
    session = win.moderator
    if screen == M_SETUP:
        w = ModeratorSetupScreen(win.settings)
        w.back.connect(win.new_game)
        w.start_game.connect(lambda names, pics, preset, deck, options: session.submit(
            A.Prepare(tuple(names), tuple(pics), preset, tuple(deck), tuple(sorted(dict(options).items())))))
        return w
    if screen == M_ONENIGHT:
        w = OneNightCallsScreen(win.settings)
        w.back.connect(win.new_game)
        return w
    cls = {M_DEAL: screens.DealScreen, M_NIGHT: screens.NightScreen, M_TABLE: screens.TableScreen,
           M_VOTE: screens.VoteScreen, M_END: screens.EndScreen}[screen]
    w = cls(session)
    w.menu.connect(win.back_to_menu)
    if hasattr(w, "new_game"):
        w.new_game.connect(lambda: win.show_screen(M_SETUP))
    return w


def session_for(win):
    """The window's moderator session (made the first time a moderator's screen is needed)."""
    from ..crash import guard_overrides
    from .session import ModeratorSession

    guard_overrides()
    return ModeratorSession(win.session.settings, win.session.autosave, win)
