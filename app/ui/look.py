"""The game's look at start-up: fonts, translators and the window icon."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication

from .settings import Settings


def setup_look(app: QApplication, settings: Settings, *, defer: bool = False) -> None:
    """Font, translators and icon (every missing piece falls back silently). `defer` leaves
    the emoji font (11 MB) and the window icon (an SVG) to `finish_look`, for after the first
    paint: the start screen shows no names, and the icon comes a few milliseconds later."""
    from .i18n import apply_font, install_translators, load_fonts

    apply_font(app, load_fonts())
    install_translators(app, settings.language)
    if not defer:
        finish_look(app)


def finish_look(app: QApplication) -> None:
    """The emoji font (names like "Lan 🌙") and the window icon."""
    from PySide6.QtGui import QIcon

    from .i18n import load_emoji_font
    from .resources import APP_ICON, resource

    load_emoji_font()
    icon = resource(APP_ICON)
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
