"""Whole games with a real phone: headless Chromium plays one seat from its page, beside curtain seats,
through the room's real server and the game's bridge (One Night, then classic)."""
from __future__ import annotations

import random

import pytest

from app.core.lan.room import Room
from app.ui import session as S
from app.ui.autosave import Autosave
from app.ui.classic.session import ClassicSession
from app.ui.flows import classic as CF
from app.ui.flows import onenight as F
from app.ui.lan.bridge import ClassicBridge, OneNightBridge
from app.ui.lan.server import RoomServer

from . import test_bridge_classic as TC
from .browser import Browser, missing
from .test_bridge_onenight import DECK, curtain_turn
from ..ui.conftest import NAMES
from ..ui.conftest import _english, _english_again, _mock_voice, _no_unanswered_question  # noqa: F401
from ..ui.conftest import save_dir, session, settings  # noqa: F401
from ..ui.xpub_games import PICS

pytestmark = pytest.mark.skipif(bool(missing()), reason=missing() or "browser present")

# What the phone's player taps, read off the page itself: an option if none is picked, else the
# button (Confirm before Done). It runs in the page, on its DOM: real clicks, real handlers.
TAP = """
const s = state.screen;
if (!s || s.kind !== 'visit' || state.screenId === arguments[0]) return null;
const buttons = [...document.querySelectorAll('#buttons button')];
const options = [...document.querySelectorAll('#options button')];
const by = (d) => buttons.find((b) => b.dataset.do === d && !b.disabled);
let press = by('open');
if (!press && options.length && !by('confirm') && !options.some((o) => o.textContent.startsWith('✓'))
    && !document.querySelector('#options button.selected')) {
  options[arguments[1] % options.length].click();
  press = by('tap');
}
const words = (b) => b.textContent.split(' (')[0];
press = press || buttons.find((b) => !b.disabled && ['Confirm', 'Kill', 'Spare', 'Next'].includes(words(b)))
  || by('confirm') || by('done') || buttons.find((b) => !b.disabled && b.dataset.do !== 'tap');
if (!press) return null;
const id = state.screenId;
press.click();
return id;
"""


@pytest.fixture
def served(qapp):
    made = {}

    def start(names, phones):
        server = RoomServer(0, hosts=["127.0.0.1"])
        room = Room(names, phones, send=server.send, close=server.drop)
        server.attach(room)
        server.start()
        browser = Browser(qapp.processEvents)
        made.update(server=server, browser=browser)
        return server, room, browser

    yield start
    if "browser" in made:
        made["browser"].quit()
        made["server"].stop()
        made["server"].deleteLater()


def join(browser: Browser, server, room, seat: int) -> None:
    browser.open(f"http://127.0.0.1:{server.port}/#{room.code}")
    browser.wait("document.querySelectorAll('#seat-list button').length > 0")
    browser.script(f"document.querySelectorAll('#seat-list button')[{seat}].click();")
    browser.wait("!document.getElementById('portraits').hidden")
    browser.script("document.querySelector('#portrait-grid button').click();"
                   "document.getElementById('claim-button').click();")
    browser.wait("document.querySelector('#buttons button[data-do=ready]')")
    browser.script("document.querySelector('#buttons button[data-do=ready]').click();")
    browser.wait("document.querySelector('#buttons button[data-do=unready]')")


def phone_turn(browser: Browser, covered, rng: random.Random, limit: int = 80, shots: str = "") -> int:
    """The browser's player taps until the laptop no longer waits on the phone; the taps made."""
    import time

    taps, last = 0, -1
    for _ in range(limit):
        deadline = time.time() + 20
        while True:  # until the laptop is done with the phone, or the phone has a new screen
            if not covered():
                return taps
            now = browser.script("return state.screen && state.screen.kind === 'visit' ? state.screenId : -1;")
            if now not in (-1, last):
                break
            if time.time() > deadline:
                browser.shot("stuck")
                raise AssertionError(browser.script("return JSON.stringify([state.screen, "
                                                    "document.getElementById('problem').textContent]);"))
            browser.pump()
        if shots:
            browser.shot(f"{shots}-{taps}")
        last = browser.script(TAP, last, rng.randrange(1000))
        last = -1 if last is None else last
        taps += 1
        pause = time.time() + 0.15  # a person's pace (the room refuses a flood: 20 messages in 2 s)
        while time.time() < pause:
            browser.pump()
    pytest.fail("the phone's turn never ended")


def test_a_one_night_game_with_a_real_phone(qtbot, served, session, settings):  # noqa: F811
    names = NAMES[:5]
    server, room, browser = served(names, [1])
    join(browser, server, room, 1)
    assert room.all_ready()
    session.new_game(names, DECK, 11)
    room.start()
    bridge = OneNightBridge(session, room, {1})
    rng = random.Random(3)
    turns = beside = 0

    def visiting() -> bool:
        return session.remote_visit(1) is not None

    for _ in range(200):
        if session.screen == F.DAY:
            break
        if visiting() and (bridge.covers(session.screen) or rng.random() < 0.5):
            # the phone's visit of the lap, beside the laptop's curtain seats (or, last, alone)
            beside += not bridge.covers(session.screen)
            phone_turn(browser, visiting, rng, shots="onenight-night" if turns == 0 else "")
            turns += 1
        else:
            assert not bridge.covers(session.screen) and session.holder != 1
            curtain_turn(session)
    assert session.screen == F.DAY and turns >= 2 and beside >= 1
    browser.wait("state.screen.kind === 'day' && !document.getElementById('chat').hidden")
    browser.shot("onenight-day")
    session.submit(S.StartVote())
    session.cast_votes([1, 2, 3, 4, 0])
    browser.wait("state.screen.kind === 'end'")
    browser.shot("onenight-end")
    bridge.close()


def test_a_classic_game_with_a_real_phone(qtbot, served, settings, save_dir):  # noqa: F811
    names = NAMES[:8]
    server, room, browser = served(names, [2])
    join(browser, server, room, 2)
    cs = ClassicSession(settings, Autosave(save_dir))
    cs.new_game(names, PICS[:8], seed=23)
    room.start()
    bridge = ClassicBridge(cs, room, {2})
    rng = random.Random(5)
    turns = beside = night_beside = 0

    def voting() -> bool:
        o = cs.remote_ballot(2)
        return o is not None and not o.done

    def visiting() -> bool:
        return cs.remote_visit(2) is not None

    for _ in range(3000):
        if cs.screen == CF.C_END:
            break
        if voting() and cs.holder() is not None:  # the phone casts its ballot while the laptop goes round
            phone_turn(browser, voting, rng, shots="classic-ballot" if beside == 0 else "")
            beside += 1
        elif visiting() and cs.holder() is not None:  # the phone's night visit, beside the laptop's
            phone_turn(browser, visiting, rng, shots="classic-night" if night_beside == 0 else "")
            night_beside += 1
        elif bridge.covers(cs.screen):
            phone_turn(browser, lambda: bridge.covers(cs.screen), rng, shots="classic-turn" if turns == 1 else "")
            turns += 1
        else:
            TC.laptop_step(cs, rng)
    assert cs.screen == CF.C_END and night_beside >= 2 and beside >= 1
    browser.wait("state.screen.kind === 'end'")
    browser.shot("classic-end")
    bridge.close()
