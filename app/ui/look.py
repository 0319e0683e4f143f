"""The game's look at start-up: fonts, translators and the window icon."""
from __future__ import annotations

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from .resources import APP_ICON, resource
from .settings import Settings


def setup_look(app: QApplication, settings: Settings, *, emoji: bool = True) -> None:
    """Font, translators and icon (every missing piece falls back silently). `emoji=False`
    leaves the emoji font (11 MB) to `load_emoji_font`, after the first paint: the start
    screen shows no names."""
    from .i18n import apply_font, install_translators, load_emoji_font, load_fonts

    apply_font(app, load_fonts())
    if emoji:
        load_emoji_font()
    install_translators(app, settings.language)
    icon = resource(APP_ICON)
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
