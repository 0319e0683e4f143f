"""A phone's private page (`VisitDouble`): cleared when its visit ends, and only then; a page
opened again shows what the session says now, never what it showed before."""
from __future__ import annotations

import random
from types import SimpleNamespace

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from app.ui.autosave import Autosave
from app.ui.classic.session import ClassicSession
from app.ui.flows import classic as CF
from app.ui.lan.bridge import ClassicBridge
from app.ui.lan.visit_double import VisitDouble
from app.ui.screens.private import PrivateScreen

from .test_bridge_classic import ChatRoom, ballot_tap, laptop_step, night_tap, phone_turn
from ..ui.conftest import NAMES
from ..ui.conftest import _english, _english_again, _mock_voice, _no_unanswered_question  # noqa: F401
from ..ui.conftest import save_dir, settings  # noqa: F401
from ..ui.xpub_games import PICS


class Secret(QWidget):
    """A private page in miniature: it reads the session while shown; a tap writes a line the
    session's refresh never overwrites (as a visit's result or a tapped card)."""

    def __init__(self, session: dict) -> None:
        super().__init__()
        self.session = session
        self.who, self.result = QLabel(), QLabel()
        col = QVBoxLayout(self)
        col.addWidget(self.who)
        col.addWidget(self.result)
        self.clears = 0

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self.who.setText(self.session["secret"])

    def tap(self) -> None:
        self.result.setText(f"you saw {self.session['secret']}")

    def clear(self) -> None:
        self.clears += 1
        self.who.setText("")
        self.result.setText("")


def test_a_page_is_cleared_once_when_its_visit_ends_and_opens_again_fresh(qtbot):
    owner = QWidget()
    qtbot.addWidget(owner)
    session = {"secret": "Ann is the seer"}
    d = VisitDouble(Secret, session, owner)
    page = d.page
    assert page.on_phone
    for _ in range(3):  # never shown yet: nothing to forget, nothing cleared
        d.stop()
    assert page.clears == 0 and page.who.text() == ""

    d.start()
    page.tap()
    assert page.isVisible() and page.who.text() == "Ann is the seer"
    d.start()  # already open: nothing changes
    assert page.result.text() == "you saw Ann is the seer"
    d.stop()
    assert not page.isVisible() and page.clears == 1
    assert page.who.text() == page.result.text() == ""  # forgotten as soon as the visit ends
    for _ in range(5):  # the session changes again and again while the page stays closed
        d.stop()
    assert page.clears == 1

    session["secret"] = "Bob is a wolf"
    d.start()  # opened again: what the session says now, and nothing of the last visit
    assert page.who.text() == "Bob is a wolf" and page.result.text() == ""
    d.stop()
    assert page.clears == 2 and page.who.text() == ""


def test_a_page_made_again_in_a_new_language_is_cleared_when_its_visit_ends(qtbot):
    owner = QWidget()
    qtbot.addWidget(owner)
    session = {"secret": "Ann is the seer"}
    d = VisitDouble(Secret, session, owner)
    d.retranslate()  # closed: a fresh page, nothing to clear
    d.stop()
    assert d.page.clears == 0
    d.start()
    d.page.tap()
    d.retranslate()  # open: the new page is shown at once, the old one is gone
    page = d.page
    assert page.isVisible() and page.who.text() == "Ann is the seer"
    page.tap()
    d.stop()
    assert page.clears == 1 and page.who.text() == page.result.text() == ""


def _closed_pages_show_nothing(bridge: ClassicBridge, names: list[str]) -> int:
    """Every phone page not open holds no word; an open one speaks of its own seat. The open ones."""
    opened = 0
    pages = [*bridge.doubles.values(), *bridge.ballots.values(), *bridge.visits.values()]
    for d in pages:
        p = d.page
        words = [p.who.full_text(), p.identity.text(), p.now_title.text(), p.now_text.text(), p.result.text(),
                 p.reason.text(), *p.known_model.lines()]
        if not d.open:
            assert not any(words), words
            continue
        opened += 1
        assert p.who.full_text() in names
    return opened


def test_a_classic_game_on_phones_never_keeps_a_closed_page_s_words(qtbot, settings, save_dir):  # noqa: F811
    """The laptop's two shared pages (a phone seat's turn behind the curtain, its ballot) pass
    from seat to seat, and every phone seat has its own visit and ballot pages: whenever one is
    closed it holds nothing of the visit it showed, and whenever one is open it shows its own seat."""
    cs = ClassicSession(settings, Autosave(save_dir))
    names = NAMES[:8]
    cs.new_game(names, PICS[:8], seed=3)
    room = ChatRoom()
    phones = {3, 1, 7, 6}
    bridge = ClassicBridge(cs, room, phones)
    rng = random.Random(3)
    opened = 0
    for _ in range(6000):
        if cs.screen == CF.C_END:
            break
        opened += _closed_pages_show_nothing(bridge, names)
        if ballot_tap(cs, bridge, room, phones, rng) or night_tap(cs, bridge, room, phones, rng):
            continue
        if bridge.covers(cs.screen):
            phone_turn(room, bridge.owner(cs.screen), rng)
        else:
            laptop_step(cs, rng)
    assert cs.screen == CF.C_END
    assert opened > 100  # pages were open at many of the moments checked
    _closed_pages_show_nothing(bridge, names)
    bridge.close()


class _Clock(QTimer):
    """An idle clock that counts its starts."""

    def __init__(self, parent) -> None:
        super().__init__(parent)
        self.starts = 0

    def start(self, *args) -> None:
        self.starts += 1
        super().start(*args)


class _Idle(PrivateScreen):
    """A private page and nothing else, its idle clock counting its starts."""

    def __init__(self, session) -> None:
        super().__init__(session)
        self.idle.deleteLater()
        self.idle = _Clock(self)
        self.idle.setSingleShot(True)


def test_input_at_the_laptop_is_not_a_phone_holders_presence(qtbot):
    """A phone's page hears of its holder through the phone's taps (the bridge restarts its idle
    clock); a click or a key at the laptop is someone else's and keeps it alive no longer, while
    the laptop's own private page counts it as before."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QPushButton

    session = SimpleNamespace(settings=SimpleNamespace(idle_ms=3_600_000, min_visit_ms=0), submit=lambda _: None)
    laptop = QPushButton("a button on the laptop")
    qtbot.addWidget(laptop)
    laptop.show()
    owner = QWidget()
    qtbot.addWidget(owner)
    phone = VisitDouble(_Idle, session, owner)
    phone.start()
    assert phone.page.isVisible() and phone.page.idle.isActive()
    own = _Idle(session)  # the laptop's own private page, shown
    qtbot.addWidget(own)
    own.show()
    qtbot.waitExposed(own)
    before = own.idle.starts, phone.page.idle.starts
    assert before[1] == 1  # its visit opened
    for _ in range(3):
        QTest.mouseClick(laptop, Qt.MouseButton.LeftButton)
        QTest.keyClick(laptop, Qt.Key.Key_A)
    assert own.idle.starts >= before[0] + 6
    assert phone.page.idle.starts == before[1]
    phone.stop()
    assert not phone.page.idle.isActive()
