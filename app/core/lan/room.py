"""The phone room (PROTOCOL.md): seats, claims, tokens, the lobby, screens, chat, every check.

No Qt, no sockets: the transport hands in connections and raw messages and gets messages out
through ``send``/``close``; the game hands in screens with ``show`` and gets acts through
``on_act``. The clock and the random source are injected. A refused message changes nothing
(only the rate and wrong-code counters, which are not the room's state) and is logged with its
error code and connection id only.

Words the room writes itself (the lobby, the wait screen, errors' ``detail``) come from
``words(key)``, an id -> text function: English (``WORDS``) unless the UI passes its translation.
"""
from __future__ import annotations

import hmac
import json
import logging
import random
import time
import unicodedata
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.core.common.errors import LAN_CODES, LanError

from . import protocol as P

log = logging.getLogger("app.lan")

Send = Callable[[int, dict], None]
Close = Callable[[int], None]

# resources/portraits/index.json's ids, in its order (tests/core/lan checks they match)
PORTRAITS = ("fox", "owl", "rice_farmer", "rabbit", "bear", "black_cat", "lotus_girl", "deer",
             "tiger_cub", "frog", "village_elder", "heron", "water_buffalo", "monkey", "raccoon", "boar")

# The room's own words, by id (the UI translates the ids: see PROTOCOL.md, "Words").
WORDS: dict[str, str] = {
    "lobby_title": "Waiting room",
    "lobby_set": "Tap Ready when you are set.",
    "lobby_is_ready": "You are Ready. Waiting for the others and the host.",
    "lobby_host": "The host starts the game when every phone is Ready.",
    "ready": "Ready",
    "not_ready": "Not ready",
    "wait_title": "The game has begun",
    "wait_line": "Keep this page open: your turns come here.",
    "freed": "The host freed this seat.",
    "taken_over": "This seat was opened on another phone.",
    "error_bad_json": "The message could not be read.",
    "error_too_big": "The message is too long.",
    "error_bad_message": "The message is not one the room knows.",
    "error_bad_room": "There is no room with this code.",
    "error_too_many_tries": "Too many wrong codes. Wait a minute and try again.",
    "error_rate_limited": "Too many messages. Slow down.",
    "error_no_such_seat": "There is no such seat.",
    "error_not_phone": "This seat plays on the laptop.",
    "error_seat_taken": "This seat is taken.",
    "error_seat_busy": "This seat is open on another phone.",
    "error_bad_token": "This phone's seat is no longer held. Join again.",
    "error_not_your_seat": "That is not this phone's seat.",
    "error_stale": "This screen is over.",
    "error_replayed": "This message was already received.",
    "error_no_action": "There is nothing to do on this screen.",
    "error_bad_pick": "That choice does not fit this screen.",
    "error_too_early": "Too early: wait a moment.",
    "error_chat_closed": "The chat is closed now.",
    "error_not_allowed": "You cannot write here.",
    "error_illegal": "That choice is not allowed.",
}

LOBBY_DO = {"ready": True, "unready": False}  # the lobby's button, handled by the room itself
STALE_AFTER = 30.0  # a seat's connection silent this long gives way to a resume with its token (Wi-Fi slept)


def english(key: str) -> str:
    return WORDS.get(key, key)


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    name: str
    phone: bool
    taken: bool
    ready: bool
    connected: bool
    portrait: str
    addr: str  # the live connection's address, "" when none


@dataclass
class _Seat:
    name: str
    phone: bool
    token: str | None = None
    ready: bool = False
    portrait: str = ""
    conn: int | None = None
    screen: tuple[int, dict, float] | None = None  # id, screen, when shown


@dataclass
class _Conn:
    addr: str
    seen: float = 0.0  # when its last message came
    since: float = 0.0  # when it connected
    admitted: bool = False  # it gave the room code once (hello, claim or resume)
    knows: bool = False  # it gave the room code (it may be sent the seat list)
    seat: int | None = None
    last_n: int = -1
    times: deque = field(default_factory=deque)  # accepted messages in the rate window
    refused: deque = field(default_factory=deque)  # refused messages in the rate window
    bursts: int = 0
    in_burst: bool = False


@dataclass
class _Section:
    readers: frozenset[int]
    lines: list[dict] = field(default_factory=list)


@dataclass
class _Channel:
    section: int
    writers: frozenset[int]
    open: bool = True
    sections: dict[int, _Section] = field(default_factory=dict)


def clean_text(text: str) -> str:
    """A chat line without control characters, trimmed."""
    return "".join(c for c in text if unicodedata.category(c) != "Cc").strip()


class Room:
    def __init__(self, names: Sequence[str], phone: Iterable[int], *, send: Send, close: Close,
                 clock: Callable[[], float] = time.monotonic, rng: random.Random | None = None,
                 code: str | None = None, portraits: Sequence[str] = PORTRAITS,
                 words: Callable[[str], str] = english) -> None:
        phones = set(phone)
        self._seats = [_Seat(str(n), i in phones) for i, n in enumerate(names)]
        self._send_raw, self._close, self._clock, self._rng = send, close, clock, rng
        self.code = P.normalise_code(code) if code is not None else P.room_code(rng)
        self.portraits = tuple(portraits)
        self.words = words
        self._conns: dict[int, _Conn] = {}
        self._tokens: dict[str, int] = {}
        self._chats: dict[str, _Channel] = {}
        self._wrong: dict[str, deque] = {}  # address -> times of wrong room codes
        self._next_id = 1
        self.started = False
        self.on_act: Callable[[int, str, tuple[str, ...]], str | None] = lambda seat, do, pick: "no_action"
        self.on_change: Callable[[], None] = lambda: None

    # --- the transport's side (never raises) ------------------------------------------------------

    def connect(self, conn: int, addr: str) -> None:
        """A new connection (before any message). Room is made for it: the oldest stranger (a
        connection that has not given the room code) of its address goes when that address has
        ADDRESS_STRANGERS of them; with MAX_CONNECTIONS open, the oldest stranger of any address
        goes (else the oldest connection without a seat), so that a phone holding a seat token
        always gets in to resume."""
        if conn in self._conns:  # an id used again without its disconnect: the old one is gone
            self.disconnect(conn)
        addr = str(addr)
        now = self._clock()
        strangers = [k for k, c in self._conns.items() if not c.admitted and c.addr == addr]
        if len(strangers) >= P.ADDRESS_STRANGERS:
            self._evict(strangers[0], "too many strangers from one address")
        if len(self._conns) >= P.MAX_CONNECTIONS:
            victim = next((k for k, c in self._conns.items() if not c.admitted), None)
            if victim is None:
                victim = next((k for k, c in self._conns.items() if c.seat is None), None)
            if victim is None:
                log.info("conn %d: refused, the room is full", conn)
                self._close(conn)
                return
            self._evict(victim, "the room is full")
        self._conns[conn] = _Conn(addr, now, now)
        self._changed()

    def tick(self) -> None:
        """Close every connection that has not given the room code within JOIN_SECONDS of
        connecting (the transport calls this every second or so)."""
        now = self._clock()
        for conn in [k for k, c in self._conns.items() if not c.admitted and now - c.since >= P.JOIN_SECONDS]:
            self._evict(conn, "no room code in time")

    def too_big(self, conn: int) -> None:
        """The transport met a message over MAX_BYTES (and did not read it): the phone is told
        `too_big`; the transport closes the connection after it."""
        if conn in self._conns:
            self._refuse(conn, "too_big")
            self.disconnect(conn)

    def disconnect(self, conn: int) -> None:
        c = self._conns.pop(conn, None)
        if c is not None and c.seat is not None and self._seats[c.seat].conn == conn:
            self._seats[c.seat].conn = None
        if c is not None:
            self._changed()

    def receive(self, conn: int, raw: str | bytes) -> None:
        c = self._conns.get(conn)
        if c is None:
            return  # a frame after close: nobody to answer
        try:
            if not self._admit(conn, c):
                return
            msg = P.parse(raw)
            getattr(self, "_on_" + msg["t"])(conn, c, msg)
        except LanError as e:
            self._refuse(conn, e.code, e.detail)
        except Exception as e:  # noqa: BLE001 - a bug of the game side must not reach the socket
            log.error("conn %d: internal %s", conn, type(e).__name__)  # no traceback: it may hold a token
            self._refuse(conn, "bad_message")

    # --- the game's side ----------------------------------------------------------------------------

    def show(self, seat: int, screen: dict) -> int:
        s = self._seats[seat]
        sid = self._next_id
        self._next_id += 1
        s.screen = (sid, json.loads(json.dumps(screen)), self._clock())
        self._push_screen(seat)
        return sid

    def open_chat(self, channel: str, section: int, writers: Iterable[int], readers: Iterable[int]) -> None:
        w = frozenset(writers)
        r = frozenset(readers) | w
        ch = self._chats.get(channel)
        if ch is None:
            ch = self._chats[channel] = _Channel(section, w)
        ch.section, ch.writers, ch.open = section, w, True
        sec = ch.sections.setdefault(section, _Section(r))
        sec.readers = r
        for seat in r:
            self._push_section(seat, channel, section, sec.lines)

    def close_chat(self, channel: str) -> None:
        if channel in self._chats:
            self._chats[channel].open = False

    def set_phone(self, seat: int, phone: bool) -> None:
        if not phone and self._seats[seat].token is not None:
            self.free_seat(seat)
        if self._seats[seat].phone != bool(phone):
            self._seats[seat].phone = bool(phone)
            self._push_seats()
        self._changed()

    def free_seat(self, seat: int) -> None:
        s = self._seats[seat]
        if s.token is not None:
            del self._tokens[s.token]
        s.token, s.ready, s.portrait = None, False, ""
        if not self.started:
            s.screen = None
        if s.conn is not None:
            conn, s.conn = s.conn, None
            self._send(conn, {"t": "error", "code": "bad_token", "detail": self.words("freed")})
            self._conns.pop(conn, None)
            self._close(conn)
        self._push_seats()
        self._changed()

    def start(self) -> None:
        """The host starts (the laptop offers it once all_ready()); twice is a no-op."""
        if self.started:
            return
        self.started = True
        for s in self._seats:  # the lobbies are over: the game shows each phone its first screen
            if s.screen is not None and s.screen[1].get("kind") == "lobby":
                s.screen = None
        self._changed()

    def seats(self) -> list[SeatInfo]:
        return [SeatInfo(i, s.name, s.phone, s.token is not None, s.ready, s.conn is not None,
                         s.portrait, self._conns[s.conn].addr if s.conn in self._conns else "")
                for i, s in enumerate(self._seats)]

    def all_ready(self) -> bool:
        """A phone seat is claimed and every claimed phone seat is Ready (the laptop then makes the
        unclaimed seats curtain seats)."""
        claimed = [s for s in self._seats if s.phone and s.token is not None]
        return bool(claimed) and all(s.ready for s in claimed)

    def snapshot(self) -> Any:
        """The room's state as plain data (for tests: a refused message leaves it equal)."""
        seats = [(s.name, s.phone, s.token, s.ready, s.portrait, s.conn, s.screen) for s in self._seats]
        chats = {k: (ch.section, sorted(ch.writers), ch.open,
                     {n: (sorted(sec.readers), [dict(x) for x in sec.lines]) for n, sec in ch.sections.items()})
                 for k, ch in self._chats.items()}
        conns = {k: (c.seat, c.last_n) for k, c in self._conns.items()}
        return json.dumps([seats, chats, conns, self.started, self._next_id], sort_keys=True, default=str)

    # --- messages ---------------------------------------------------------------------------------

    def _on_ping(self, conn: int, c: _Conn, msg: dict) -> None:
        self._send(conn, {"t": "pong"})

    def _on_hello(self, conn: int, c: _Conn, msg: dict) -> None:
        self._check_room(c, msg["room"])
        c.knows = True
        self._send(conn, self._seats_message())

    def _on_claim(self, conn: int, c: _Conn, msg: dict) -> None:
        self._check_room(c, msg["room"])
        seat = msg["seat"]
        if c.seat is not None:
            raise LanError("not_your_seat", "this connection has a seat")
        if seat >= len(self._seats):
            raise LanError("no_such_seat")
        s = self._seats[seat]
        if not s.phone:
            raise LanError("not_phone")
        if s.token is not None:
            raise LanError("seat_taken")
        if msg["portrait"] not in self.portraits:
            raise LanError("bad_message", "unknown portrait")
        token = P.new_token(self._rng)
        while token in self._tokens:
            token = P.new_token(self._rng)
        s.token, s.portrait, s.ready = token, msg["portrait"], False
        self._tokens[token] = seat
        if not self.started:
            self.show(seat, self._lobby_screen(seat))
        self._bind(conn, c, seat)
        self._push_seats()

    def _on_resume(self, conn: int, c: _Conn, msg: dict) -> None:
        self._check_room(c, msg["room"])
        seat = self._tokens.get(msg["token"])
        if seat is None:
            raise LanError("bad_token")
        if c.seat is not None and c.seat != seat:
            raise LanError("not_your_seat", "this connection has a seat")
        other = self._seats[seat].conn
        if other is not None and other != conn:
            old = self._conns.get(other)
            if old is not None and self._clock() - old.seen < STALE_AFTER:
                raise LanError("seat_busy")
            self._send(other, {"t": "error", "code": "seat_busy", "detail": self.words("taken_over")})
            self.disconnect(other)
            self._close(other)
        self._bind(conn, c, seat)

    def _on_ready(self, conn: int, c: _Conn, msg: dict) -> None:
        seat = self._own_seat(c, msg["token"])
        self._set_ready(seat, msg["ready"])

    def _on_act(self, conn: int, c: _Conn, msg: dict) -> None:
        seat = self._own_seat(c, msg["token"])
        s = self._seats[seat]
        if s.screen is None or s.screen[0] != msg["screen"]:
            raise LanError("stale")
        if msg["n"] <= c.last_n:
            raise LanError("replayed")
        sid, screen, shown = s.screen
        button = next((b for b in screen.get("buttons") or () if isinstance(b, dict) and b.get("do") == msg["do"]), None)
        if button is None or button.get("off"):
            raise LanError("no_action")
        pick = msg["pick"]
        self._check_pick(screen, button, pick)
        if self._clock() - shown < (button.get("after_ms") or 0) / 1000:
            raise LanError("too_early")
        if screen.get("kind") == "lobby" and msg["do"] in LOBBY_DO:
            self._set_ready(seat, LOBBY_DO[msg["do"]])
            c.last_n = msg["n"]
            return
        result = self.on_act(seat, msg["do"], pick)
        if result is not None:
            code, _, words = str(result).partition(":")
            if code not in LAN_CODES:
                code, words = "illegal", ""
            self._refuse(conn, code, "", words)
            return
        c.last_n = msg["n"]

    def _on_chat(self, conn: int, c: _Conn, msg: dict) -> None:
        seat = self._own_seat(c, msg["token"])
        ch = self._chats.get(msg["channel"])
        sec = ch.sections.get(ch.section) if ch is not None else None
        if sec is None or seat not in sec.readers:
            raise LanError("not_allowed")  # a stranger learns nothing of the channel, open or not
        if not ch.open:
            raise LanError("chat_closed")
        if seat not in ch.writers:
            raise LanError("not_allowed")
        if msg["n"] <= c.last_n:
            raise LanError("replayed")
        text = clean_text(msg["text"])
        if not text:
            raise LanError("bad_message", "empty line")
        c.last_n = msg["n"]
        line = {"from": self._seats[seat].name, "text": text}
        sec.lines.append(line)
        for r in sorted(sec.readers):
            self._push_section(r, msg["channel"], ch.section, [line])

    # --- checks ------------------------------------------------------------------------------------

    def _admit(self, conn: int, c: _Conn) -> bool:
        """The rate limit: False (and maybe closed) when over it. A connection is closed at its
        RATE_BURSTS-th burst of refusals, or at once when FLOOD messages are refused in one window."""
        now = self._clock()
        while c.times and c.times[0] <= now - P.RATE_WINDOW:
            c.times.popleft()
        while c.refused and c.refused[0] <= now - P.RATE_WINDOW:
            c.refused.popleft()
        if len(c.times) < P.RATE_COUNT:
            c.times.append(now)
            c.in_burst = False
            c.seen = now
            return True
        c.refused.append(now)
        if not c.in_burst:
            c.in_burst = True
            c.bursts += 1
            self._refuse(conn, "rate_limited")
            if c.bursts >= P.RATE_BURSTS:
                self._evict(conn, f"closed after {c.bursts} bursts")
                return False
        if len(c.refused) >= P.FLOOD:
            self._evict(conn, "closed: a flood")
        return False

    def _evict(self, conn: int, why: str) -> None:
        log.info("conn %d: %s", conn, why)
        self.disconnect(conn)
        self._close(conn)

    def _check_room(self, c: _Conn, typed: str) -> None:
        now = self._clock()
        wrong = self._wrong.setdefault(c.addr, deque())
        while wrong and wrong[0] <= now - P.TRIES_WINDOW:
            wrong.popleft()
        if len(wrong) >= P.TRIES:
            raise LanError("too_many_tries")
        if not hmac.compare_digest(P.normalise_code(typed).encode(), self.code.encode()):
            wrong.append(now)
            raise LanError("bad_room")
        c.admitted = True
        if not wrong:
            del self._wrong[c.addr]

    def _own_seat(self, c: _Conn, token: str) -> int:
        if c.seat is None:
            raise LanError("not_your_seat" if token in self._tokens else "bad_token")
        mine = self._seats[c.seat].token or ""
        if not hmac.compare_digest(token.encode(), mine.encode()):
            raise LanError("not_your_seat")
        return c.seat

    @staticmethod
    def _check_pick(screen: dict, button: dict, pick: tuple[str, ...]) -> None:
        if not button.get("needs_pick"):
            if pick:
                raise LanError("bad_pick", "this button takes no pick")
            return
        spec = screen.get("pick") or {}
        ids = {o.get("id") for o in spec.get("options") or () if isinstance(o, dict)}
        lo, hi = spec.get("min", 1), spec.get("max", 1)
        if len(set(pick)) != len(pick) or not set(pick) <= ids or not lo <= len(pick) <= hi:
            raise LanError("bad_pick")

    # --- sending ------------------------------------------------------------------------------------

    def _refuse(self, conn: int, code: str, detail: str = "", words: str = "") -> None:
        log.info("conn %d: %s", conn, code)
        self._send(conn, {"t": "error", "code": code, "detail": words or self.words("error_" + code)})

    def _send(self, conn: int, msg: dict) -> None:
        try:
            self._send_raw(conn, msg)
        except Exception as e:  # noqa: BLE001 - a dead socket must not stop the others' messages
            log.error("conn %d: send failed %s", conn, type(e).__name__)

    def _bind(self, conn: int, c: _Conn, seat: int) -> None:
        s = self._seats[seat]
        c.seat, s.conn = seat, conn
        self._send(conn, {"t": "claimed", "seat": seat, "token": s.token, "name": s.name})
        if s.screen is None and self.started:
            self.show(seat, self._wait_screen(seat))
        else:
            self._push_screen(seat)
        for name, ch in self._chats.items():
            for n, sec in sorted(ch.sections.items()):
                if seat in sec.readers:
                    self._push_section(seat, name, n, sec.lines)
        self._changed()

    def _push_screen(self, seat: int) -> None:
        """The seat's current screen to its phone; a button's after_ms is what is left of it."""
        s = self._seats[seat]
        if s.conn is None or s.screen is None:
            return
        sid, screen, shown = s.screen
        gone = int((self._clock() - shown) * 1000)
        buttons = screen.get("buttons")
        if isinstance(buttons, list) and gone > 0:
            screen = {**screen, "buttons": [{**b, "after_ms": max(0, b.get("after_ms", 0) - gone)}
                                            if isinstance(b, dict) and isinstance(b.get("after_ms"), int) else b
                                            for b in buttons]}
        self._send(s.conn, {"t": "screen", "id": sid, "screen": screen})

    def _push_seats(self) -> None:
        """The seat list again to the phones that asked for it and have no seat yet (one was taken)."""
        msg = None
        for conn, c in sorted(self._conns.items()):
            if c.knows and c.seat is None:
                msg = msg or self._seats_message()
                self._send(conn, msg)

    def _push_section(self, seat: int, channel: str, section: int, lines: list[dict]) -> None:
        conn = self._seats[seat].conn if 0 <= seat < len(self._seats) else None
        if conn is not None:
            self._send(conn, {"t": "chat", "channel": channel, "section": section,
                              "lines": [dict(x) for x in lines]})

    def _seats_message(self) -> dict:
        return {"t": "seats", "room": self.code, "portraits": list(self.portraits),
                "seats": [{"seat": i, "name": s.name, "phone": s.phone, "taken": s.token is not None,
                           "portrait": s.portrait} for i, s in enumerate(self._seats)]}

    def _set_ready(self, seat: int, ready: bool) -> None:
        if self.started:
            raise LanError("no_action", "the game has started")
        s = self._seats[seat]
        if s.ready != ready:
            s.ready = ready
            self.show(seat, self._lobby_screen(seat))
            self._changed()

    def _changed(self) -> None:
        try:
            self.on_change()
        except Exception as e:  # noqa: BLE001 - the laptop's screen must not break the room
            log.error("on_change: %s", type(e).__name__)

    # --- the room's own screens --------------------------------------------------------------------

    def _lobby_screen(self, seat: int) -> dict:
        s, w = self._seats[seat], self.words
        do = "unready" if s.ready else "ready"
        return {"kind": "lobby", "title": w("lobby_title"), "sub": s.name,
                "lines": [w("lobby_is_ready" if s.ready else "lobby_set"), w("lobby_host")], "prompt": "",
                "pick": None, "buttons": [{"do": do, "label": w("not_ready" if s.ready else "ready"), "needs_pick": False,
                             "after_ms": 0}],
                "chat": None, "quiet": False}

    def _wait_screen(self, seat: int) -> dict:
        w = self.words
        return {"kind": "wait", "title": w("wait_title"), "sub": self._seats[seat].name,
                "lines": [w("wait_line")], "prompt": "", "pick": None, "buttons": [], "chat": None,
                "quiet": True}
