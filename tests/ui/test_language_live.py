"""The language switches live, on every screen of both modes (issue 13).

Every screen the tours meet (One Night, classic standard and extended, the private vote, the
extended preset's tie-break and trial) is shown in English, then the language is switched to
Vietnamese while it is on screen: no English string of the game's catalogue may be left in the
widget tree (labels, buttons, tooltips, window titles, placeholders, item models, tab and combo
texts, the table's scene items). Then back to English, and no Vietnamese string may be left.

The catalogue: every source of pass_the_night_vi.ts whose Vietnamese differs from it (short
words and words the other language also uses are left out); `%1`-style placeholders match
anything. The .ts files are compiled into a temporary folder with pyside6-lrelease, so the test
needs no .qm file in the checkout.
"""
from __future__ import annotations

import html
import random
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any, Callable

import pytest
from PySide6.QtCore import QLocale, QObject, Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QApplication, QComboBox,
                               QGraphicsSimpleTextItem, QGraphicsTextItem, QGraphicsView, QGroupBox, QLabel,
                               QLineEdit, QTabBar, QTextEdit, QWidget)

from app.ui import i18n
from app.ui import session as S
from app.ui.flows import classic as CF

from .conftest import NAMES, steady_choice

# whole games by clicks; none of these tests tests saving (issue 33: the autosave was a third of a game)
pytestmark = [pytest.mark.usefixtures("no_autosave"), pytest.mark.no_paint]

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
VAMPIRE_5 = ["vampire", "the_count", "villager", "villager", "seer", "robber", "troublemaker", "insomniac"]


# --- the catalogue --------------------------------------------------------------------------------

def _messages(lang: str) -> list[tuple[str, str]]:
    """(source, translation) of every current message of a .ts file (each plural form apart)."""
    out = []
    for msg in ET.parse(TRANSLATIONS / f"pass_the_night_{lang}.ts").getroot().iter("message"):
        source = msg.findtext("source") or ""
        tr = msg.find("translation")
        if tr is None or tr.get("type") in ("vanished", "obsolete"):
            continue
        forms = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
        out += [(source, form) for form in forms if form]
    return out


_PLACEHOLDER = re.compile(r"%(?:\d+|n)")
_MNEMONIC = re.compile(r"&(?=\w)")


def _pattern(text: str) -> re.Pattern[str] | None:
    """A regex finding `text` in a longer string, its placeholders matching anything; None when
    too short to tell a language by (fewer than 4 letters outside the placeholders)."""
    text = _MNEMONIC.sub("", text)
    chunks = [c for c in _PLACEHOLDER.split(text)]
    letters = sum(ch.isalpha() for c in chunks for ch in c)
    if letters < 4:
        return None
    parts = []
    for i, c in enumerate(chunks):
        if not c:
            continue
        piece = re.escape(c.strip()) if c.strip() else None
        if piece is None:
            continue
        if c.strip()[0].isalnum():
            piece = r"(?<![\w])" + piece
        if c.strip()[-1].isalnum():
            piece += r"(?![\w])"
        parts.append(piece)
    return re.compile(r".*?".join(parts), re.DOTALL) if parts else None


class Catalogue:
    """The strings of one language that the other one never shows."""

    def __init__(self, texts: set[str], other: set[str]) -> None:
        self.entries: list[tuple[str, str, re.Pattern[str]]] = []
        others = "\n\x00".join(other)
        for text in sorted(texts):
            pat = _pattern(text)
            if pat is None:
                continue  # short: fewer than 4 letters
            longest = max((c.strip() for c in _PLACEHOLDER.split(_MNEMONIC.sub("", text))), key=len)
            # the other language says it too (names, "OK", "%1: %2"); its longest piece must be there
            # for the pattern to match, and looking for that first spares most slow searches
            if longest in others and pat.search(others):
                continue
            self.entries.append((text, longest, pat))

    def found(self, strings: list[str]) -> list[tuple[str, str]]:
        """(catalogue text, the shown string holding it) for every catalogue text still shown."""
        blob = "\n\x00".join(strings)
        out = []
        for text, longest, pat in self.entries:
            if longest not in blob:
                continue
            for s in strings:
                if longest in s and pat.search(s):
                    out.append((text, s))
                    break
        return out


@pytest.fixture(scope="module")
def catalogues() -> tuple[Catalogue, Catalogue]:
    """(the English strings Vietnamese replaces, the Vietnamese strings English replaces)."""
    pairs = [(s, t) for s, t in _messages("vi") if t.strip() and t.strip() != s.strip()]
    english = {s for s, _ in pairs}
    vietnamese = {t for _, t in pairs}
    return Catalogue(english, vietnamese), Catalogue(vietnamese, english)


@pytest.fixture(scope="module")
def qm_folder(tmp_path_factory) -> Path:
    """vi and en compiled from the .ts files (the .qm files may not be in the checkout)."""
    folder = tmp_path_factory.mktemp("qm")
    lrelease = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent)) or shutil.which(
        "pyside6-lrelease")
    for lang in ("vi", "en"):
        ts = TRANSLATIONS / f"pass_the_night_{lang}.ts"
        qm = folder / f"pass_the_night_{lang}.qm"
        if lrelease and ts.is_file():
            subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True)
        elif (TRANSLATIONS / qm.name).is_file():
            shutil.copy(TRANSLATIONS / qm.name, qm)
    if not (folder / "pass_the_night_vi.qm").is_file():
        pytest.skip("no pyside6-lrelease and no pass_the_night_vi.qm")
    return folder


@pytest.fixture
def languages(qapp, qm_folder, monkeypatch):
    """switch_language reads the compiled folder; afterwards no game translator is left installed."""
    real = i18n.resource
    monkeypatch.setattr(i18n, "resource", lambda rel: qm_folder if rel == "translations" else real(rel))
    default = QLocale()
    i18n.switch_language(qapp, "en")
    yield
    while i18n._INSTALLED:
        qapp.removeTranslator(i18n._INSTALLED.pop())
    QLocale.setDefault(default)
    qapp.processEvents()


# --- every string on screen -----------------------------------------------------------------------

def _plain(text: str) -> str:
    if re.search(r"</?[a-zA-Z][^>]*>", text):
        text = html.unescape(re.sub(r"<[^>]*>", " ", text))
    return _MNEMONIC.sub("", text)


def _model_strings(model, out: list[str]) -> None:
    if model is None:
        return
    from PySide6.QtCore import QModelIndex

    rows = model.rowCount(QModelIndex())
    try:
        cols = max(1, model.columnCount(QModelIndex()))
    except TypeError:  # a list model's columnCount is private: one column
        cols = 1
    for c in range(cols):
        for orient in (Qt.Orientation.Horizontal,):
            head = model.headerData(c, orient, Qt.ItemDataRole.DisplayRole)
            if isinstance(head, str):
                out.append(head)
    for r in range(min(rows, 400)):
        for c in range(cols):
            idx = model.index(r, c)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = idx.data(role)
                if isinstance(value, str):
                    out.append(value)


def shown_strings(root: QWidget) -> list[str]:
    """Every string the visible widget tree under `root` shows (or shows on hovering)."""
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        if w.isWindow():
            out.append(w.windowTitle())
        out.append(w.toolTip())
        if isinstance(w, QLabel):
            full = getattr(w, "full_text", None)
            out.append(full() if callable(full) else w.text())
        elif isinstance(w, QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QLineEdit):
            out += [w.placeholderText(), w.text()]
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QTabBar):
            out += [t for i in range(w.count()) for t in (w.tabText(i), w.tabToolTip(i))]
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QTextEdit):
            out.append(w.toPlainText())
        elif isinstance(w, QAbstractSpinBox):
            out += [getattr(w, "suffix", lambda: "")(), getattr(w, "prefix", lambda: "")()]
        if isinstance(w, QAbstractItemView):
            _model_strings(w.model(), out)
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                out.append(item.toolTip())
                if isinstance(item, QGraphicsTextItem):
                    out.append(item.toPlainText())
                elif isinstance(item, QGraphicsSimpleTextItem):
                    out.append(item.text())
                elif isinstance(getattr(item, "text", None), str):
                    out.append(item.text)
        # the app's own painted widgets say what they paint
        tile_text = getattr(w, "tile_text", None)
        if callable(tile_text):
            out += [tile_text(i) for i in range(len(getattr(w, "names", ())))]
        texts = getattr(w, "texts", None)
        if callable(texts):
            try:
                found = texts()
            except TypeError:
                found = []
            out += [t for t in found if isinstance(t, str)]
    return [_plain(s) for s in out if isinstance(s, str) and s.strip()]


# --- the check --------------------------------------------------------------------------------

class Live:
    """A page (or a widget of it) looked up again at each use: the pages are rebuilt when the
    language changes, so the tours' references must follow them."""

    def __init__(self, resolve: Callable[[], Any]) -> None:
        object.__setattr__(self, "_resolve", resolve)

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._resolve(), name)
        if isinstance(value, QObject):
            return Live(lambda: getattr(self._resolve(), name))
        return value

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self._resolve(), name, value)


def unwrap(x: Any) -> Any:
    return x._resolve() if isinstance(x, Live) else x


class _QTest:
    """QTest for the tours, with Live references unwrapped."""

    def __getattr__(self, name: str) -> Any:
        from PySide6.QtTest import QTest

        fn = getattr(QTest, name)
        return lambda *a, **k: fn(*[unwrap(x) for x in a], **{key: unwrap(v) for key, v in k.items()})


class Checker:
    """Switches the shown screen to Vietnamese and back, and notes what stayed behind."""

    def __init__(self, app, window, catalogues: tuple[Catalogue, Catalogue]) -> None:
        self.app, self.window = app, window
        self.english, self.vietnamese = catalogues
        self.problems: list[str] = []
        self.screens: set[str] = set()
        self.checks = 0

    def settle(self) -> None:
        for _ in range(3):
            self.app.processEvents()

    def roots(self) -> list[QWidget]:
        return [self.window] + [w for w in QApplication.topLevelWidgets()
                                if w is not self.window and w.isVisible() and w.window() is w
                                and w.parentWidget() is self.window]

    def strings(self) -> list[str]:
        return [s for root in self.roots() for s in shown_strings(root)]

    def check(self, key: str) -> None:
        self.settle()
        screen = self.window._current
        self.screens.add(screen)
        self.checks += 1
        before = self.window.retranslations
        i18n.switch_language(self.app, "vi")
        self.settle()
        assert self.window.retranslations > before, "the window did not handle LanguageChange"
        assert self.window._current == screen
        shown = self.strings()
        if not self.vietnamese.found(shown):
            self.problems.append(f"{key} ({screen}): nothing Vietnamese is shown after the switch")
        for text, where in self.english.found(shown):
            self.problems.append(f"{key} ({screen}) in Vietnamese still shows {text!r} in {where!r}")
        i18n.switch_language(self.app, "en")
        self.settle()
        assert self.window._current == screen
        for text, where in self.vietnamese.found(self.strings()):
            self.problems.append(f"{key} ({screen}) back in English still shows {text!r} in {where!r}")


def _live_tour(base: type) -> type:
    class LiveTour(base):  # type: ignore[misc, valid-type]
        checker: Checker

        def page(self, screen: str):
            return Live(lambda: self.window.page(screen))

        def shot(self, key: str, widget=None) -> None:
            if key in self.taken:
                return
            self.taken.add(key)
            self.checker.check(key)

        def click(self, button) -> None:
            super().click(unwrap(button))

    return LiveTour


@pytest.fixture
def checker(qapp, window, catalogues, languages, monkeypatch):
    from app.ui import tour
    from app.ui.classic import tour as ctour

    monkeypatch.setattr(tour, "QTest", _QTest())
    monkeypatch.setattr(ctour, "QTest", _QTest())
    return Checker(qapp, window, catalogues)


def _report(checker: Checker) -> None:
    assert checker.checks, "no screen was checked"
    assert not checker.problems, "\n".join(checker.problems[:40])


def _one_night_tour(window, checker, seed=1):
    from app.ui.tour import Tour

    t = _live_tour(Tour)(QApplication.instance(), window, None, random.Random(seed), steady_choice)
    t.checker = checker
    t.vote_of = lambda voter, n: (voter + 1) % n
    return t


def _classic_tour(window, checker, seed=5):
    from app.ui.classic.tour import ClassicTour

    t = _live_tour(ClassicTour)(QApplication.instance(), window, None, random.Random(seed))
    t.checker = checker
    return t


# --- the tests ----------------------------------------------------------------------------------

def test_one_night_every_screen_switches_live(qtbot, window, session, checker):
    session.settings.animation_ms = 0
    window.seed = 3
    t = _one_night_tour(window, checker)
    t.play(5, ["vampire", "the_count", "copycat", "villager", "seer", "robber", "troublemaker", "insomniac"],
           NAMES[:5])
    _report(checker)
    assert {S.START, S.SETUP, S.CURTAIN, S.VISIT, S.DAY, S.VOTE, S.RESOLUTION, S.REVEAL} <= checker.screens


def test_one_night_daybreak_table_switches_live(qtbot, window, session, checker):
    """Shields, artifacts, the wolf card's caption on the table."""
    window.seed = 11
    t = _one_night_tour(window, checker)
    t.play(5, ["alpha_wolf", "sentinel", "curator", "revealer", "villager", "seer", "werewolf", "robber", "insomniac"],
           NAMES[:5])
    _report(checker)


def test_the_private_vote_switches_live(qtbot, window, session, settings, checker):
    settings.private_vote = True
    t = _one_night_tour(window, checker)
    t.setup(5, VAMPIRE_5, NAMES[:5])
    t.night()
    t.click(t.page(S.DAY).vote_button)
    for seat in range(5):
        checker.check(f"vote_curtain_{seat}") if seat < 2 else None
        curtain = t.page(S.VOTE_CURTAIN)
        _QTest().mousePress(curtain.ring, Qt.MouseButton.LeftButton)
        _QTest().mouseRelease(curtain.ring, Qt.MouseButton.LeftButton)
        t.settle()
        page = t.page(S.VOTE_VISIT)
        t.click_item(unwrap(page.table.view), page.table.scene.places[(seat + 1) % 5].card)
        if seat < 2:
            checker.check(f"vote_visit_{seat}")
            page = t.page(S.VOTE_VISIT)
            assert page.target == (seat + 1) % 5  # the vote being cast is kept
        t.click(page.confirm_button)
    assert session.screen == S.RESOLUTION
    assert session.game.votes == tuple((s + 1) % 5 for s in range(5))
    _report(checker)
    assert {S.VOTE_CURTAIN, S.VOTE_VISIT} <= checker.screens


def test_classic_standard_every_screen_switches_live(qtbot, window, checker):
    window.seed = 5
    t = _classic_tour(window, checker)
    t.play_classic(8)
    _report(checker)
    assert {CF.C_MODE, CF.C_SETUP, CF.C_CURTAIN, CF.C_VISIT, CF.C_DAWN, CF.C_DAY, CF.C_BALLOT_CURTAIN, CF.C_BALLOT,
            CF.C_TALLY, CF.C_DUSK, CF.C_END} <= checker.screens


def test_classic_extended_every_screen_switches_live(qtbot, window, checker):
    from app.ui.classic.tour import EXTENDED_DECK

    window.seed = 5
    t = _classic_tour(window, checker)
    t.play_classic(10, preset="extended", deck=list(EXTENDED_DECK))
    _report(checker)


@pytest.mark.parametrize("which,screen", [("K", CF.C_TIEBREAK), ("T", CF.C_TRIAL), ("T", CF.C_TALLY),
                                          ("K", CF.C_DAWN)])
def test_classic_extended_day_screens_switch_live(qtbot, window, checker, which, screen):
    from .xpub_games import NAMES10, OPTS_K, OPTS_T, ROLES_K, SCRIPT_K, SCRIPT_T, at, deal, play_until

    cs = window.classic
    deal(cs, NAMES10, ROLES_K, OPTS_K if which == "K" else OPTS_T)
    play_until(cs, SCRIPT_K if which == "K" else SCRIPT_T, at(screen))
    assert window._current == screen
    checker.check(screen)
    _report(checker)


def test_classic_day_power_screens_switch_live(qtbot, window, checker):
    """The cavalier's public button: the presser's list, the curtain before the private confirm, the confirm."""
    from app.ui.classic import actions as A

    from . import w2pub_games as G
    from .xpub_games import at, deal, play_until

    cs = window.classic
    deal(cs, G.NAMES10, G.ROLES_C, G.PLAIN)
    play_until(cs, G.SCRIPT_C, at(CF.C_DAY))
    cs.submit(A.DayPower("cavalier"))
    assert window._current == CF.C_PRESSER
    checker.check(CF.C_PRESSER)
    cs.submit(A.Presser(3))
    assert window._current == CF.C_POWER_CURTAIN
    checker.check(CF.C_POWER_CURTAIN)
    cs.submit(A.OpenCurtain())
    assert window._current == CF.C_POWER
    checker.check(CF.C_POWER)
    _report(checker)


def test_classic_new_moon_screens_switch_live(qtbot, window, checker):
    """New Moon's dawn draw (before and after the turn), the confession's curtain and screen, the
    captain naming the town crier (CLASSIC.md §11.31)."""
    from app.core.classic import engine
    from app.core.classic.state import Choice
    from app.ui.classic import actions as A

    from .test_classic_newmoon import at_dawn

    cs = window.classic
    at_dawn(cs, {"event": "confession", "drawer": 7})
    assert window._current == CF.C_DRAW
    checker.check(CF.C_DRAW)
    cs.submit(A.TurnCard())
    checker.check("draw_turned")
    cs.submit(A.Continue())
    assert window._current == CF.C_CONFESS_CURTAIN
    checker.check(CF.C_CONFESS_CURTAIN)
    cs.submit(A.OpenCurtain())
    assert window._current == CF.C_CONFESS
    checker.check(CF.C_CONFESS)
    cs.submit(A.Continue())
    cs.submit(A.Continue())
    assert window._current == CF.C_DAY
    cs.submit(A.StartVote())
    st = cs.state
    for seat in list(st.pending):
        st, _ = engine.apply(st, Choice("election", seat, {"player": 3}))
    cs.state, cs.stage = st, "tally"
    cs._after_ballots()
    assert window._current == CF.C_CRIER
    checker.check(CF.C_CRIER)
    _report(checker)


def test_the_phone_turn_page_switches_live(qtbot, window, settings, checker):
    """The laptop while a phone seat plays its turn (app/ui/lan)."""
    from app.ui.lan.phones import PhoneTable, PhoneTurnPage

    from ..lan.test_window_phones import FakeServer, Phone

    servers = []
    window._phones = PhoneTable(settings, window, server_factory=lambda port: servers.append(FakeServer(port))
                                or servers[-1])
    names = ["Ann", "Bob", "Cat", "Dan", "Eve"]
    window.phones.open(names)
    Phone(servers[-1], 1).claim(0)
    window.start_game(names, ["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager", "insomniac",
                              "minion"])
    from ..lan.test_bridge_onenight import curtain_turn

    for _ in range(4):  # the lap's curtain seats: then the laptop waits for seat 0's phone
        curtain_turn(window.session)
    assert isinstance(window.stack.currentWidget(), PhoneTurnPage)
    checker.check("phone_turn")
    _report(checker)


def test_every_screen_is_covered():
    """Each screen of BUILDERS is met by one of the tests above: a new screen must be added here."""
    from app.ui.main import BUILDERS

    met = {S.START, CF.C_MODE, S.SETUP, S.CURTAIN, S.VISIT, S.DAY, S.VOTE, S.RESOLUTION, S.REVEAL, S.VOTE_CURTAIN,
           S.VOTE_VISIT, CF.C_SETUP, CF.C_CURTAIN, CF.C_VISIT, CF.C_DAWN, CF.C_DAY, CF.C_BALLOT_CURTAIN, CF.C_BALLOT,
           CF.C_TALLY, CF.C_DUSK, CF.C_END, CF.C_TIEBREAK, CF.C_TRIAL,
           S.TABLE_NIGHT, S.TABLE_CARD, CF.C_TABLE_NIGHT, CF.C_TABLE_CARD, CF.C_PRESSER, CF.C_POWER_CURTAIN, CF.C_POWER,
           CF.C_DRAW, CF.C_CONFESS_CURTAIN, CF.C_CONFESS, CF.C_CRIER, "phone_turn",
           # the moderator's table: tests/ui/test_moderator.py::test_every_moderator_screen_switches_language_live
           "m_setup", "m_onenight", "m_deal", "m_night", "m_table", "m_vote", "m_end"}
    assert set(BUILDERS) <= met, f"not checked by a live-language test yet: {sorted(set(BUILDERS) - met)}"


# --- the detector itself, the dialogs, what a rebuilt page keeps ------------------------------------

def test_a_screen_that_does_not_retranslate_is_caught(qtbot, window, checker, monkeypatch):
    from app.ui.main import MainWindow

    monkeypatch.setattr(MainWindow, "retranslate", lambda self: setattr(self, "retranslations",
                                                                        self.retranslations + 1))
    checker.check("start")
    assert any("in Vietnamese still shows 'New game'" in p for p in checker.problems), checker.problems[:5]


def test_an_open_dialog_switches_live(qtbot, window, session, checker):
    from app.ui.dialogs import RulesDialog, SettingsDialog

    for dialog in (RulesDialog(window), SettingsDialog(session.settings, window)):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        checker.check(type(dialog).__name__)
        dialog.reject()
    _report(checker)


def test_settings_ok_switches_the_language_at_once(qtbot, window, session, languages):
    from app.ui.dialogs import SettingsDialog

    dialog = SettingsDialog(session.settings, window)
    qtbot.addWidget(dialog)
    assert not any("next time" in w.text() for w in dialog.findChildren(QLabel))
    dialog.language.setCurrentIndex(dialog.language.findData("vi"))
    before = window.retranslations
    dialog.accept()
    qtbot.waitUntil(lambda: window.retranslations > before, timeout=2000)
    assert session.settings.language == "vi"
    from PySide6.QtCore import QCoreApplication

    vi = QCoreApplication.translate("StartScreen", "New game")
    assert vi != "New game" and window.pages[S.START].new_button.text() == vi
    assert i18n.current_language() == "vi" and QLocale().name().startswith("vi")


def test_the_setup_keeps_what_was_typed(qtbot, window, session, checker):
    from app.ui.tour import Tour

    t = _one_night_tour(window, checker)
    t.click(t.page(S.START).new_button)
    t.click(t.page(CF.C_MODE).one_night_button)
    pp = t.page(S.SETUP).players_page
    pp.players.set_names(NAMES[:4])
    pp.entry.setText("Zed")
    checker.check("setup_players")
    assert window.pages[S.SETUP].players_page.entry.text() == "Zed"
    assert window.players.names() == NAMES[:4]
    t.click(pp.next_button)
    cp = t.page(S.SETUP).cards_page
    t.click(cp.clear_button)
    t.click_role(cp, "seer")
    cp.tabs.setCurrentIndex(1)
    checker.check("setup_cards")
    cp = window.pages[S.SETUP].cards_page
    assert window.pages[S.SETUP].currentWidget() is cp and cp.tabs.currentIndex() == 1
    assert window.deck.deck() == ["seer"]
    _report(checker)


def test_the_classic_setup_keeps_what_was_typed(qtbot, window, checker):
    t = _classic_tour(window, checker)
    t.click(t.page(S.START).new_button)
    t.click(t.page(CF.C_MODE).classic_button)
    setup = t.page(CF.C_SETUP)
    for name in NAMES[:9]:
        setup.entry.setText(name)
        t.click(setup.add_button)
    t.click(setup.deck.extended_button)
    setup.deck.set_deck(["wolf", "wolf", "seer", "witch", "hunter", "villager", "villager", "idiot", "elder"])
    setup.entry.setText("Half-typed")
    checker.check("classic_setup")
    page = window.pages[CF.C_SETUP]
    assert page.players.names() == NAMES[:9] and page.entry.text() == "Half-typed"
    assert page.preset_id() == "extended"
    assert page.deck.deck() == sorted(["wolf", "wolf", "seer", "witch", "hunter", "villager", "villager", "idiot",
                                       "elder"], key=page.deck.deck().index)
    _report(checker)


def test_a_running_day_clock_keeps_its_time(qtbot, window, session, checker):
    session.settings.day_seconds = 300
    t = _one_night_tour(window, checker)
    t.setup(5, VAMPIRE_5, NAMES[:5])
    t.night()
    day = t.page(S.DAY)
    t.click(day.start_button)
    qtbot.wait(300)
    left = day._now_left()
    checker.check("day_running")
    new = window.pages[S.DAY]
    assert new.running
    assert left - 2000 < new._now_left() <= left
    _report(checker)


def test_a_visit_keeps_the_picks_made(qtbot, window, session, checker):
    deck = ["troublemaker", "werewolf", "werewolf", "seer", "robber", "villager", "villager", "insomniac"]
    window.seed = next(k for k in range(1, 200)
                       if "troublemaker" in [S.rules().new_game(NAMES[:5], deck, k).printed(p) for p in range(5)])
    t = _one_night_tour(window, checker)
    t.setup(5, deck, NAMES[:5])
    for _ in range(40):  # the troublemaker's turn: two picks, the first one kept across the switch
        assert session.screen == S.CURTAIN
        t.open_curtain()
        v = session.visit
        if v.stage == "ask" and v.ask.step.endswith("troublemaker") and session.ask_options():
            break
        t.visit()
    else:
        pytest.fail("no troublemaker turn")
    page = window.pages[S.VISIT]
    others = [i for i in range(5) if i != v.seat]
    t.click_item(page.view, page.scene.places[others[0]].card)
    assert page.builder.picks
    checker.check("visit_half_chosen")
    page = window.pages[S.VISIT]
    assert page.builder is not None and len(page.builder.picks) == 1
    assert page.scene.places[others[0]].card.target == "selected"
    t.click_item(page.view, page.scene.places[others[1]].card)
    t.click(page.confirm)
    assert session.visit.stage == "result"
    checker.check("visit_result")
    page = window.pages[S.VISIT]
    assert page.decided is not None and len(page.decided[1]) == 2
    _report(checker)


# --- the narrated table mode ----------------------------------------------------------------------

TABLE_DECK = ["doppelganger", "werewolf", "werewolf", "seer", "robber", "troublemaker", "insomniac", "villager",
              "drunk"]


def _table_night(window, checker, night: str, card: str, visit: str, session, players: int) -> None:
    """The deal lap (the moon, each player's card), the calls, a turn at the laptop, all switched live."""
    from app.ui import narrator as words

    director = window.table_director("onenight" if night == S.TABLE_NIGHT else "classic")
    director.step_ms_override = 600_000  # the calls move on only when the test says so
    checker.check("table_deal")
    for seat in range(players):
        window.pages[night].ring.held.emit()
        assert session.screen == card
        if seat == 0:
            checker.check("table_card")
        window.pages[card].done_button.click()
    window.pages[night].start_button.click()
    assert director.running
    try:
        checker.check("table_call")
        assert window.pages[night].line_label.text() == words.sentence(director.spoken[-1])
        for _ in range(40):
            director._on_next()
            if session.screen != night:
                break
            window.pages[night].ring.held.emit()
            if session.screen == visit:
                checker.check("table_turn")
                break
        assert visit in checker.screens
    finally:
        director.stop()
    assert {night, card} <= checker.screens


def test_one_night_table_mode_switches_live(qtbot, window, session, checker):
    session.new_game(NAMES[:6], TABLE_DECK, 4, table=True)
    assert session.screen == S.TABLE_NIGHT
    _table_night(window, checker, S.TABLE_NIGHT, S.TABLE_CARD, S.VISIT, session, 6)
    _report(checker)


def test_classic_table_mode_switches_live(qtbot, window, checker):
    window.settings.table_mode = True
    window.seed = 3
    window.start_classic(NAMES[:8], ["p"] * 8, "standard", None, {})
    c = window.classic
    assert c.screen == CF.C_TABLE_NIGHT
    _table_night(window, checker, CF.C_TABLE_NIGHT, CF.C_TABLE_CARD, CF.C_VISIT, c, 8)
    _report(checker)


def test_a_classic_visit_keeps_the_tap_made(qtbot, window, checker):
    from .xpub_games import NAMES10, OPTS_K, ROLES_K, SCRIPT_K, at, deal, play_until

    cs = window.classic
    deal(cs, NAMES10, ROLES_K, OPTS_K)
    play_until(cs, SCRIPT_K, at(CF.C_VISIT))
    page = window.pages[CF.C_VISIT]
    seat = next(i for i in range(len(NAMES10)) if page.tiles.is_legal(i))
    page.on_tile(seat)
    page.note.setText("a note")
    assert page.selected == seat
    checker.check("classic_visit_tapped")
    page = window.pages[CF.C_VISIT]
    assert page.selected == seat and page.tiles.selected == seat and page.confirm.isEnabled()
    assert page.note.text() == "a note"
    _report(checker)


def test_the_start_screens_settings_switch_the_window(qtbot, window, session, languages):
    """Start screen -> Settings -> Tiếng Việt -> OK: the window is Vietnamese at once, no restart."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from app.ui.dialogs import SettingsDialog

    def answer() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, SettingsDialog) and w.isVisible())
        dialog.language.setCurrentIndex(dialog.language.findData("vi"))
        dialog.accept()

    QTimer.singleShot(200, answer)
    qtbot.mouseClick(window.pages[S.START].settings_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.retranslations > 0, timeout=5000)
    qtbot.wait(50)
    vi = QCoreApplication.translate("StartScreen", "New game")
    assert vi != "New game" and window.pages[S.START].new_button.text() == vi
    assert window.windowTitle() == QCoreApplication.translate("MainWindow", "Pass the Night") != "Pass the Night"
    assert window.pages[S.START].isVisible() and session.settings.language == "vi"
