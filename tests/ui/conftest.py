"""Fixtures for the GUI tests: isolated settings and autosave, instant timers, a driver."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

import app.ui  # noqa: F401  (PySide6 6.12 on Python 3.11 needs its reference-count guard first)
from PySide6.QtCore import QSettings

from app.ui import session as S
from app.ui.autosave import Autosave
from app.ui.settings import Settings

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]


@pytest.fixture(scope="session", autouse=True)
def _english(qapp):
    """The app in English, as it runs on an English system: the English .qm installed (the
    sources' plurals are "%n vote(s)"; the English file turns them into "1 vote" / "2 votes").
    A test that installs another language installs it on top and removes it after."""
    from app.ui.i18n import install_translators

    installed = install_translators(qapp, "en")
    yield
    for translator in installed:
        qapp.removeTranslator(translator)


@pytest.fixture(autouse=True)
def _english_again(qapp):
    """A test that switched the language live leaves the app in English again for the next one,
    and QLocale's default as it found it (a language switch sets it; the system language the app
    follows is read from it when the environment names none)."""
    from PySide6.QtCore import QCoreApplication, QLocale

    locale = QLocale()
    yield
    if QCoreApplication.translate("TallyScreen", "%n vote(s)", "", 2) == "2 vote(s)":
        from app.ui.i18n import switch_language

        switch_language(qapp, "en")
    if QLocale().name() != locale.name():
        QLocale.setDefault(locale)


@pytest.fixture(autouse=True)
def _no_unanswered_question(monkeypatch):
    """A question box nobody answers would stop the run: unanswered, it closes at once (the
    safe answer). Tests that answer one patch `exec` themselves."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "exec", lambda self: 0)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    s = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    s.min_visit_ms = 0
    s.hold_ms = 0
    s.countdown_ms = 0
    s.animation_ms = 0
    return s


@pytest.fixture
def save_dir(tmp_path: Path) -> Path:
    return tmp_path / "save"


@pytest.fixture
def session(settings: Settings, save_dir: Path) -> S.GameSession:
    return S.GameSession(settings, Autosave(save_dir))


@pytest.fixture
def no_autosave(monkeypatch):
    """For a long game by clicks that does not test saving (issue 33: saving was most of such a
    game's time): the autosave writes nothing. The last save each game asked for is still made in
    memory when the test ends, so its state still has to serialise; saving itself is proven by
    tests/ui/test_autosave*.py, test_every_save_resumes.py and the fuzzers' saves and resumes."""
    last: dict[int, object] = {}
    monkeypatch.setattr(Autosave, "write", lambda self, obj, extra: last.__setitem__(id(self), (obj, extra)))
    monkeypatch.setattr(Autosave, "write_text", lambda self, text: None)
    monkeypatch.setattr(Autosave, "write_growing", lambda self, items, dump, path: last.__setitem__(id(self), dump))
    yield
    from app.core.onenight.mode import ONE_NIGHT

    for made in last.values():
        if callable(made):
            assert made(0)  # a classic game's save text
        else:
            obj, extra = made
            assert ONE_NIGHT.dumps(obj, extra=extra)


@pytest.fixture
def window(qtbot, session, request):
    from app.ui.main import MainWindow

    w = MainWindow(session)
    w.ask_before_closing = False  # closing at teardown must not open a question box
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    if request.node.get_closest_marker("no_paint") is not None:
        w.setUpdatesEnabled(False)  # the mark no_paint (pyproject.toml): a third of such a game went to painting
    return w


def steady_choice(step: str, seat: int, opts: list[dict], mandatory: bool) -> dict | None:
    """A decision that depends only on the step and seat (so a resumed game decides the same)."""
    if not opts:
        return None
    k = sum(map(ord, step)) * 31 + seat
    if not mandatory and k % 5 == 0:
        return None
    return opts[k % len(opts)]


def visit_step(session, visit=None, submit=None, options=None, more=None) -> bool:
    """One step of an open One Night visit (the laptop's, or with `visit`, `submit`, `options` and
    `more` given, a phone seat's), decided with `steady_choice`; True when it was the last (Done).
    A pass-and-play visit plays its lap's rounds: the decision, then rounds with nothing to decide."""
    v = session.visit if visit is None else visit
    submit = session.submit if submit is None else submit
    if v.stage == "ask":
        opts = (options or session.ask_options)()
        submit(S.Decide(steady_choice(v.ask.step, v.seat, opts, v.ask.mandatory)))
    elif v.stage in ("looked", "result", "slept") and (more or session.more_rounds)():
        submit(S.NextDecision())
    elif v.stage == "sleep":
        submit(S.Sleep())
    else:
        submit(S.FinishVisit())
        return True
    return False


def make_tour(window, seed: int = 1, choose=steady_choice):
    from PySide6.QtWidgets import QApplication

    from app.ui.tour import Tour

    tour = Tour(QApplication.instance(), window, None, random.Random(seed), choose)
    tour.vote_of = lambda voter, n: (voter + 1 + (voter % 2)) % n if (voter + 1 + (voter % 2)) % n != voter else (voter + 1) % n
    return tour


@pytest.fixture(autouse=True)
def _mock_voice(monkeypatch):
    """No test talks to a real text-to-speech engine (PLATFORM.md: a speech-dispatcher without
    audio never finishes): every Narrator uses Qt's `mock` engine (silence where it is missing),
    and none falls back on the bundled voice unless its test gives it one (tests/ui/test_voice.py)."""
    from app.ui import voice

    monkeypatch.setattr(voice, "DEFAULT_ENGINE", "mock")
    monkeypatch.setattr(voice, "BUNDLED", False)


@pytest.fixture(autouse=True)
def _no_window_outlives_its_test(qapp):
    """Every top-level widget a test made is closed and deleted when it ends (those given to qtbot
    already are): a window left behind keeps its timers running, and every later test's event
    processing pays for them (a run of the whole suite grew to a second per test that way)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    before = {id(w) for w in qapp.topLevelWidgets()}
    yield
    balance = sys.modules.get("app.ui.balance")
    if balance is not None:  # the meter's games stop and Python's collection is back on
        balance.RUNNER.settle(stop=True)
    left = [w for w in qapp.topLevelWidgets() if id(w) not in before]
    for w in left:
        try:
            w.close()
            w.deleteLater()
        except RuntimeError:  # deleted meanwhile
            pass
    if left:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
