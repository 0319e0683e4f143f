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


GAME_LANGUAGES = ("vi", "en", "es")  # the languages the game speaks


def system_language(env=None, ui_languages=None, keyboard: str | None = None) -> str:
    """The system's language the game follows ("Follow the system"): the first of the game's
    languages named by LANGUAGE (GNU's list of preferred languages, "vi:en"), then LC_ALL,
    LC_MESSAGES and LANG, then the system's own list (QLocale's uiLanguages: Windows', macOS's);
    when none of them names a language at all (unset, "C", "POSIX"), the keyboard's (the input
    method's locale); English when nothing names vi, en or es. `env`, `ui_languages` and
    `keyboard` are read from the system when not given (tests give them)."""
    import os

    env = os.environ if env is None else env
    named: list[str] = []
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        named += [part for part in str(env.get(key, "") or "").split(":") if part]
    if ui_languages is None:
        ui_languages = QLocale.system().uiLanguages()
    named += list(ui_languages)
    codes = [n.replace("-", "_").split("_")[0].split(".")[0].split("@")[0].lower() for n in named]
    codes = [c for c in codes if c and c not in ("c", "posix")]
    for code in codes:
        if code in GAME_LANGUAGES:
            return code
    if not codes:  # nothing names a language: the keyboard's, when the game speaks it
        if keyboard is None:
            keyboard = _keyboard_language()
        if keyboard in GAME_LANGUAGES:
            return keyboard
    return "en"


def _keyboard_language() -> str:
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        return ""
    return QGuiApplication.inputMethod().locale().name().split("_")[0].lower()


def install_translators(app: QCoreApplication, language: str = "") -> list[QTranslator]:
    """Qt's base translations (qtbase_<lang>.qm from Qt's translations folder), when Qt has them,
    then the game's own .qm (resources/translations/pass_the_night_<lang>.qm), which also carries
    Qt's button words for languages Qt lacks (Vietnamese) and, installed last, is asked first.

    A language the game has no file for gets the English one: the sources' plurals are written
    "%n vote(s)", and only a translation turns them into "1 vote" / "2 votes"."""
    locale = QLocale(language or system_language())
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
    QLocale.setDefault(QLocale(language) if language else QLocale(system_language()))
    return install_translators(app, language)


def current_language() -> str:
    """The language the game's translators were last installed for ("" = the system's)."""
    return _LANGUAGE[0]
