"""The main window with a room: phones claim seats, the game starts, the laptop covers phone turns."""
from __future__ import annotations

import json
import random

import pytest

from app.ui.flows import onenight as F
from app.ui.flows import classic as CF
from app.ui.lan.phones import PhoneTable, PhoneTurnPage

from . import test_bridge_classic as TC
from .test_bridge_onenight import DECK, curtain_turn
from ..ui.conftest import NAMES
from ..ui.conftest import _english, _english_again, _mock_voice, _no_unanswered_question  # noqa: F401
from ..ui.conftest import save_dir, session, settings, window  # noqa: F401


class FakeServer:
    """The transport, without sockets: what the room sends, per connection."""

    def __init__(self, port: int = 0) -> None:
        self.port = port or 8765
        self.sent: dict[int, list[dict]] = {}
        self.dropped: list[int] = []
        self.room = None

    def attach(self, room) -> None:
        self.room = room

    def start(self) -> None:
        pass

    def stop(self) -> None:
        pass

    def addresses(self) -> list[str]:
        return ["192.168.1.20"]

    def send(self, conn: int, message: dict) -> None:
        json.dumps(message)
        self.sent.setdefault(conn, []).append(message)

    def drop(self, conn: int) -> None:
        self.dropped.append(conn)


class Phone:
    """One phone's page, as messages."""

    def __init__(self, server: FakeServer, conn: int) -> None:
        self.server, self.conn, self.n = server, conn, 0
        self.token = ""
        server.room.connect(conn, f"192.168.1.{100 + conn}")

    def send(self, **message) -> None:
        if message["t"] in ("act", "chat"):
            self.n += 1
            message["n"] = self.n
        if self.token and message["t"] not in ("hello", "claim", "resume"):
            message.setdefault("token", self.token)
        self.server.room.receive(self.conn, json.dumps(message))

    def last(self, kind: str) -> dict | None:
        return next((m for m in reversed(self.server.sent.get(self.conn, [])) if m["t"] == kind), None)

    def claim(self, seat: int) -> None:
        code = self.server.room.code
        self.send(t="hello", room=code)
        self.send(t="claim", room=code, seat=seat, portrait="fox")
        claimed = self.last("claimed")
        assert claimed is not None and claimed["seat"] == seat, self.server.sent.get(self.conn)
        self.token = claimed["token"]
        self.send(t="ready", ready=True)

    def screen(self) -> tuple[int, dict]:
        m = self.last("screen")
        return m["id"], m["screen"]

    def act(self, do: str, pick: list[str] | None = None) -> None:
        sid, _ = self.screen()
        msg = {"t": "act", "screen": sid, "do": do}
        if pick is not None:
            msg["pick"] = pick
        self.send(**msg)
        err = self.last("error")
        assert err is None or err is not self.server.sent[self.conn][-1], err

    def play_turn(self, rng: random.Random) -> None:
        for _ in range(60):
            _, now = self.screen()
            dos = [b["do"] for b in now["buttons"] if not b.get("off")]  # a greyed button is not pressed
            if now["kind"] != "visit" or not dos:
                return
            options = (now["pick"] or {}).get("options") or []
            if "open" in dos:
                self.act("open")
            elif options and "tap" in dos and "confirm" not in dos:
                self.act("tap", [rng.choice(options)["id"]])
            elif "confirm" in dos:
                self.act("confirm")
            elif "done" in dos:
                self.act("done")
                return
            else:
                self.act(dos[0])
        pytest.fail("the phone's turn never ended")


@pytest.fixture
def room_window(window, settings):  # noqa: F811
    servers: list[FakeServer] = []

    def factory(port: int) -> FakeServer:
        servers.append(FakeServer(port))
        return servers[-1]

    window._phones = PhoneTable(settings, window, server_factory=factory)
    return window, servers


def test_a_one_night_game_with_two_phones(qtbot, room_window):
    win, servers = room_window
    names = NAMES[:5]
    assert win.phones.open(names)
    server = servers[-1]
    ann, cat = Phone(server, 1), Phone(server, 2)
    ann.claim(0)
    cat.claim(2)
    assert win.phones.room.all_ready()
    win.start_game(names, DECK)
    assert win.phones.bridge is not None and win.phones.claimed() == {0, 2}
    s = win.session
    rng = random.Random(4)
    phones = {0: ann, 2: cat}
    waited = 0
    for _ in range(400):
        if s.screen == F.DAY:
            break
        left = [seat for seat in sorted(phones) if s.remote_visit(seat) is not None]
        covered = isinstance(win.stack.currentWidget(), PhoneTurnPage)
        assert covered == s.phones_at_night()  # the laptop waits on one page, only for the phones
        if covered:
            assert left
            waited += 1
        if left and (covered or rng.random() < 0.5):  # a phone's visit of the lap, beside the laptop's
            phones[rng.choice(left)].play_turn(rng)
        else:
            assert s.holder not in phones
            curtain_turn(s)
    assert s.screen == F.DAY
    assert ann.screen()[1]["kind"] == "day"
    # nothing a phone received names another seat's role
    role_of_cat = s.seat_view(2).dealt
    for m in server.sent[1]:
        if m["t"] == "screen" and m["screen"]["kind"] == "visit":
            assert "Cat, this screen" not in m["screen"]["title"]
    assert role_of_cat  # (the seat's own view is checked in test_bridge_onenight)


def test_the_room_dialog_shows_the_code_the_qr_and_every_seat(qtbot, room_window):
    from app.ui.lan.phones import RoomDialog

    win, servers = room_window
    names = ["Ann", "<b>Bob</b>", "Cát", "Dan", "Eve"]
    dialog = RoomDialog(win.phones, names, win)
    qtbot.addWidget(dialog)
    assert dialog.code.text() == "" and dialog.open_button.isVisible() is False or True
    dialog.open_button.click()
    room = win.phones.room
    assert room is not None and dialog.code.text() == room.code and len(room.code) == 6
    assert not dialog.qr.pixmap().isNull()
    assert "http://192.168.1.20:8765/#" + room.code in dialog.url.text()
    rows = [dialog.seats.item(i).text() for i in range(dialog.seats.count())]
    assert rows[1].startswith("<b>Bob</b> — behind the curtain")  # a name is plain text
    phone = Phone(servers[-1], 7)
    phone.claim(2)
    dialog.refresh()
    assert "phone, ready" in dialog.seats.item(2).text()
    dialog.seats.setCurrentRow(2)
    assert dialog.free_button.isEnabled()
    dialog.free_button.click()
    assert 7 in servers[-1].dropped and phone.last("error")["code"] == "bad_token"
    assert "behind the curtain" in dialog.seats.item(2).text()
    dialog.close_button.click()
    assert win.phones.room is None and dialog.code.text() == ""


def test_the_qr_holds_the_join_address(qtbot):
    import segno

    from app.ui.lan.qr import QUIET, qr_image

    url = "http://10.0.0.5:8765/#7K3M9Q"
    matrix = segno.make(url, error="m").matrix
    image = qr_image(url, 300)
    n = len(matrix) + 2 * QUIET
    module = 300 // n
    offset = (300 - module * n) / 2 + QUIET * module
    for y in range(len(matrix)):
        for x in range(len(matrix)):
            c = image.pixelColor(int(offset + x * module + module / 2), int(offset + y * module + module / 2))
            assert (c.lightness() < 128) == bool(matrix[y][x])


def test_a_phone_that_drops_at_its_turn_can_be_played_on_the_laptop(qtbot, room_window):
    win, servers = room_window
    names = NAMES[:5]
    win.phones.open(names)
    ann = Phone(servers[-1], 1)
    ann.claim(0)
    win.start_game(names, DECK)
    s = win.session
    assert s.holder == 1 and not isinstance(win.stack.currentWidget(), PhoneTurnPage)
    for _ in range(4):  # the lap's curtain seats: then the laptop waits for seat 0's phone
        curtain_turn(s)
    assert s.phones_at_night() and isinstance(win.stack.currentWidget(), PhoneTurnPage)
    ann.act("open")
    assert s.screen == F.CURTAIN and s.remote_visit(0).seen is not None
    page = win.stack.currentWidget()
    win.phones.room.disconnect(1)  # Wi-Fi gone
    for _ in range(win.phones.GONE_SECONDS):
        win.phones._watch()
    assert page.back_button.isVisibleTo(page)
    page.back_button.click()
    assert s.screen == F.CURTAIN and not isinstance(win.stack.currentWidget(), PhoneTurnPage)
    assert 0 not in win.phones.bridge.phone_seats and not win.phones.room.seats()[0].taken
    assert s.holder == 0
    curtain_turn(s)  # the seat's visit, opened on its phone, goes on behind the curtain
    assert s.screen == F.DAY or (s.plan.visits == 5 and s.holder == 0)  # lap 2 begins with seat 0 on the laptop


def _classic_with_phones(room_window):
    """A classic game (seed 23) started in the window with seats 2 and 6 on phones."""
    from .test_privacy_phones import Phones
    from ..ui.xpub_games import PICS

    win, servers = room_window
    names = NAMES[:8]
    win.phones.open(names)
    room = Phones(servers[-1], [2, 6])
    win.seed = 23
    win.start_classic(names, list(PICS[:8]))
    return win, room, win.classic, win.phones.bridge


def test_the_laptop_waits_for_the_phones_ballots_on_one_page_whoever(qtbot, room_window, tmp_path):
    """Classic: the phones' ballots are open all at once; once the curtain seats have voted, the
    laptop says only that the phones are voting, and their last ballot brings the votes."""
    win, room, cs, bridge = _classic_with_phones(room_window)
    rng = random.Random(4)
    for _ in range(3000):
        if cs.stage == "vote" or cs.screen == CF.C_END:
            break
        if TC.night_tap(cs, bridge, room, {2, 6}, rng):
            continue
        if bridge.covers(cs.screen):
            TC.phone_turn(room, bridge.owner(cs.screen), rng)
        else:
            TC.laptop_step(cs, rng)
    assert cs.stage == "vote", cs.screen
    phones = {seat for seat in (2, 6) if seat in cs.state.pending}
    assert phones, "pick a seed where a phone seat votes on day 1"
    while cs.holder() is not None:
        assert not isinstance(win.stack.currentWidget(), PhoneTurnPage)
        TC.laptop_step(cs, rng)
    assert cs.phones_voting()
    page = win.stack.currentWidget()
    assert isinstance(page, PhoneTurnPage) and page.kind == "ballots"
    assert page.title.text() == "The phones are casting their ballots" and not page.back_button.isVisibleTo(page)
    win.phones._watch()
    assert not page.back_button.isVisibleTo(page)  # no seat is waited on: each ballot has its clock
    win.resize(1280, 720)
    win.grab().save(str(tmp_path / "ballots.png"))
    for seat in sorted(phones):
        TC.phone_turn(room, seat, rng)
    assert cs.screen == CF.C_TALLY and not isinstance(win.stack.currentWidget(), PhoneTurnPage)


def test_closing_the_room_during_a_phone_turn_gives_the_laptop_its_screen_back(qtbot, room_window):
    win, servers = room_window
    names = NAMES[:5]
    win.phones.open(names)
    Phone(servers[-1], 1).claim(0)
    win.start_game(names, DECK)
    for _ in range(4):  # the lap's curtain seats: then the laptop waits for seat 0's phone
        curtain_turn(win.session)
    assert isinstance(win.stack.currentWidget(), PhoneTurnPage)
    win.phones.close()
    assert win.session.holder == 0 and win.session.screen == F.CURTAIN
    assert not isinstance(win.stack.currentWidget(), PhoneTurnPage)  # the curtain, for the seat's own turn


def test_the_laptop_waits_for_the_phones_night_visits_on_one_page_whoever(qtbot, room_window, tmp_path):
    """Classic: every phone's visit of the lap is open at once; once the curtain seats of the lap
    are visited, the laptop says only that the phones are taking their turns, and the last phone
    done brings the next lap's curtain. A phone gone quiet can have its visit taken back."""
    win, room, cs, bridge = _classic_with_phones(room_window)
    rng = random.Random(4)
    assert cs.remote_visit(2) is not None and cs.remote_visit(6) is not None
    while cs.holder() is not None:  # lap 1: the laptop's curtain seats, the phones not yet done
        assert cs.holder() not in (2, 6)
        assert not isinstance(win.stack.currentWidget(), PhoneTurnPage)
        TC.laptop_step(cs, rng)
    assert cs.phones_at_night() and cs.screen == CF.C_CURTAIN
    page = win.stack.currentWidget()
    assert isinstance(page, PhoneTurnPage) and page.kind == "night"
    assert page.title.text() == "The phones are taking their turns" and not page.back_button.isVisibleTo(page)
    assert bridge.waiting_on() == frozenset({2, 6})
    win.resize(1280, 720)
    win.grab().save(str(tmp_path / "night.png"))
    TC.phone_turn(room, 6, rng)
    assert cs.phones_at_night() and bridge.waiting_on() == frozenset({2})
    # Seat 2's phone goes quiet: the page offers its visit to the laptop (the page says the same
    # whoever it is; that a phone dropped, the table sees anyway).
    win.phones.room.disconnect(102)  # its connection (the phone of seat 2)
    for _ in range(win.phones.GONE_SECONDS):
        win.phones._watch()
    assert page.back_button.isVisibleTo(page)
    page.back_button.click()
    assert not cs.phones_at_night() and cs.holder() == 2
    assert not isinstance(win.stack.currentWidget(), PhoneTurnPage)
    TC.laptop_step(cs, rng)  # the curtain to seat 2
    TC.laptop_step(cs, rng)  # its visit, behind the curtain
    assert cs.night.index == 8 and cs.holder() == 0  # lap 2, seat 6 still on its phone
    assert cs.remote_visit(6) is not None and cs.remote_visit(2) is None
