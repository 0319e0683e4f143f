"""The phone page in a real browser (headless Chromium at 390×844) against the room's real server."""
from __future__ import annotations

import pytest

from app.core.lan.room import Room
from app.ui.lan.server import RoomServer

from .browser import Browser, missing

pytestmark = pytest.mark.skipif(bool(missing()), reason=missing() or "browser present")


@pytest.fixture
def served(qtbot, qapp):
    server = RoomServer(0, hosts=["127.0.0.1"])
    room = Room(["Ann", "<b>Eve</b>", "Cát"], [0, 1, 2], send=server.send, close=server.drop)
    server.attach(room)
    server.start()
    browser = Browser(qapp.processEvents)
    yield server, room, browser
    browser.quit()
    server.stop()
    server.deleteLater()  # deleted by Qt in the main thread, not by a collection elsewhere


def test_a_phone_joins_claims_a_seat_and_plays_a_screen(served):
    server, room, b = served
    acts = []
    room.on_act = lambda seat, do, pick: acts.append((seat, do, pick)) or None
    b.open(f"http://127.0.0.1:{server.port}/#{room.code.lower()}")
    b.wait("document.querySelectorAll('#seat-list button').length === 3")
    assert b.text("#seat-list li:nth-child(2) button") == "<b>Eve</b>"  # as typed, never markup
    b.shot("1-seats")
    b.click("#seat-list li:nth-child(2) button")
    b.wait("!document.getElementById('portraits').hidden")
    b.click("#portrait-grid button[data-portrait='owl']")
    b.shot("2-portrait")
    b.click("#claim-button")
    b.wait("document.querySelector('#buttons button[data-do=ready]')")
    assert room.seats()[1].taken and room.seats()[1].portrait == "owl"
    b.shot("3-lobby")
    b.click("#buttons button[data-do=ready]")
    b.wait("document.querySelector('#buttons button[data-do=unready]')")
    assert room.all_ready()
    room.start()
    room.show(1, {"kind": "visit", "title": "<b>Eve</b>, this screen is for you only", "sub": "Lap 1 of 2",
                  "lines": ["Your role: Seer"], "prompt": "Look at one card.",
                  "pick": {"min": 1, "max": 1, "options": [{"id": "seat:0", "label": "Ann"},
                                                           {"id": "seat:2", "label": "Cát"},
                                                           {"id": "centre:0", "label": "centre card 1"}]},
                  "buttons": [{"do": "tap", "label": "Choose", "needs_pick": True, "after_ms": 1000}],
                  "chat": None, "quiet": True})
    b.wait("document.querySelectorAll('#options button').length === 3")
    assert b.text("#title") == "<b>Eve</b>, this screen is for you only"
    assert b.script("return document.querySelector('#buttons button').disabled")  # nothing picked, and 1 s
    b.click("#options button[data-id='seat:2']")
    b.wait("!document.querySelector('#buttons button').disabled", timeout=5)
    b.shot("4-visit")
    b.click("#buttons button")
    b.wait("true")
    for _ in range(50):
        if acts:
            break
        b.wait("true")
    assert acts == [(1, "tap", ("seat:2",))]
    # a reload keeps the seat: the stored key reclaims it
    b.open(f"http://127.0.0.1:{server.port}/#{room.code}")
    b.wait("document.getElementById('title').textContent.includes('this screen is for you only')")
    assert sum(1 for s in room.seats() if s.connected) == 1
    # the day's chat
    room.open_chat("day", 1, [1], [1])
    room.show(1, {"kind": "day", "title": "Day 1", "sub": "", "lines": ["Talk."], "prompt": "", "pick": None,
                  "buttons": [], "chat": {"channel": "day", "can_send": True}, "quiet": False})
    b.wait("!document.getElementById('chat').hidden")
    b.type("#chat-text", "<i>hello</i> Cát")
    b.click("#chat-send")
    b.wait("document.querySelectorAll('#chat-lines .line').length === 1")
    assert b.text("#chat-lines .line span:last-child") == "<i>hello</i> Cát"
    b.shot("5-day-chat")


def test_a_stranger_without_the_code_gets_only_the_join_page(served):
    server, room, b = served
    b.open(f"http://127.0.0.1:{server.port}/")
    b.wait("!document.getElementById('join').hidden")
    b.type("#code", "WRONG1")
    b.click("#join-button")
    b.wait("document.getElementById('problem').textContent.length > 0")
    assert not any(s.taken for s in room.seats())
    b.shot("6-join")


def test_a_dropped_phone_comes_back_by_itself_on_the_same_screen(served):
    server, room, b = served
    acts = []
    room.on_act = lambda seat, do, pick: acts.append((seat, do, pick)) or None
    b.open(f"http://127.0.0.1:{server.port}/#{room.code}")
    b.wait("document.querySelectorAll('#seat-list button').length === 3")
    b.click("#seat-list li:nth-child(3) button")
    b.click("#portrait-grid button[data-portrait='fox']")
    b.click("#claim-button")
    b.wait("document.querySelector('#buttons button[data-do=ready]')")
    room.start()
    sid = room.show(2, {"kind": "visit", "title": "Cát", "sub": "", "lines": [], "prompt": "Done?", "pick": None,
                        "buttons": [{"do": "done", "label": "Done", "needs_pick": False, "after_ms": 0}],
                        "chat": None, "quiet": True})
    b.wait(f"state.screenId === {sid}")
    for conn in list(server._sockets):  # the Wi-Fi drops
        server.drop(conn)
        room.disconnect(conn)
    b.wait("document.body.classList.contains('offline') || state.ws === null || true")
    b.wait(f"state.screenId === {sid} && !document.body.classList.contains('offline') && "
           "state.ws && state.ws.readyState === 1", timeout=20)
    for _ in range(300):  # the socket is open: its `resume` may still be on its way to the room
        if room.seats()[2].connected:
            break
        b.wait("true")
    assert room.seats()[2].connected
    b.click("#buttons button[data-do=done]")
    for _ in range(50):
        if acts:
            break
        b.wait("true")
    assert acts == [(2, "done", ())]
