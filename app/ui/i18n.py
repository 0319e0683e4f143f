"""Start-up helpers: the bundled font and the translators."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFont, QFontDatabase

from .resources import resource


def load_fonts() -> str:
    """Register the bundled fonts; return the family to use ("" when none could be loaded)."""
    folder = resource("fonts")
    family = ""
    try:
        files = sorted(folder.glob("*.ttf"))
    except OSError:
        files = []
    for path in files:
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id != -1 and not family:
            fams = QFontDatabase.applicationFontFamilies(font_id)
            family = fams[0] if fams else ""
    return family


def load_emoji_font() -> None:
    """Register the bundled emoji font as the emoji fallback (names like "Lan 🌙")."""
    path = resource("fonts") / "emoji" / "NotoColorEmoji.ttf"
    try:
        if not path.is_file():
            return
    except OSError:
        return
    font_id = QFontDatabase.addApplicationFont(str(path))
    if font_id != -1:
        QFontDatabase.setApplicationEmojiFontFamilies(QFontDatabase.applicationFontFamilies(font_id))


def apply_font(app, family: str) -> None:
    if family:
        f = QFont(family)
        f.setPointSizeF(max(11.0, app.font().pointSizeF()))
        app.setFont(f)


def qt_button_words() -> tuple[str, ...]:
    """The words Qt itself puts on standard buttons (context QPlatformTheme). Qt ships no
    qtbase_vi.qm, so the game's own translation files carry them; listed here for lupdate."""
    translate = QCoreApplication.translate
    return (translate("QPlatformTheme", "OK"), translate("QPlatformTheme", "Cancel"),
            translate("QPlatformTheme", "Close"), translate("QPlatformTheme", "&Yes"),
            translate("QPlatformTheme", "&No"), translate("QPlatformTheme", "Apply"),
            translate("QPlatformTheme", "Reset"), translate("QPlatformTheme", "Help"),
            translate("QPlatformTheme", "Save"), translate("QPlatformTheme", "Discard"),
            translate("QPlatformTheme", "Open"), translate("QPlatformTheme", "Abort"),
            translate("QPlatformTheme", "Retry"), translate("QPlatformTheme", "Ignore"),
            translate("QPlatformTheme", "Restore Defaults"))


# The translators the game installed (install_translators), so that switch_language can take
# them out again before it installs the next language's.
_INSTALLED: list[QTranslator] = []
_LANGUAGE = [""]  # the language last asked for ("" = the system's)


def install_translators(app: QCoreApplication, language: str = "") -> list[QTranslator]:
    """Qt's base translations (qtbase_<lang>.qm from Qt's translations folder), when Qt has them,
    then the game's own .qm (resources/translations/pass_the_night_<lang>.qm), which also carries
    Qt's button words for languages Qt lacks (Vietnamese) and, installed last, is asked first.

    A language the game has no file for gets the English one: the sources' plurals are written
    "%n vote(s)", and only a translation turns them into "1 vote" / "2 votes"."""
    locale = QLocale(language) if language else QLocale.system()
    installed = []
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        installed.append(qt)
    ours = QTranslator(app)
    folder = str(resource("translations"))
    if ours.load(locale, "pass_the_night", "_", folder) or ours.load("pass_the_night_en", folder):
        app.installTranslator(ours)
        installed.append(ours)
    _INSTALLED.extend(installed)
    _LANGUAGE[0] = language or ""
    return installed


def switch_language(app: QCoreApplication, language: str = "") -> list[QTranslator]:
    """Change the language while the game runs: the translators the game installed come out,
    Qt's base and the game's translations for `language` ("" = the system locale) go in, and
    QLocale's default follows (numbers, dates). Qt then sends every window a LanguageChange
    event (posted, and merged into one), on which each re-translates: the main window rebuilds
    its pages from the sessions (main.MainWindow.retranslate), the dialogs re-word themselves."""
    while _INSTALLED:
        app.removeTranslator(_INSTALLED.pop())
    QLocale.setDefault(QLocale(language) if language else QLocale.system())
    return install_translators(app, language)


def current_language() -> str:
    """The language the game's translators were last installed for ("" = the system's)."""
    return _LANGUAGE[0]
