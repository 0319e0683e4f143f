"""A room of phones (PROTOCOL.md): seats, claims, tokens, the lobby, screens, chat, every limit.

The room is pure logic. The transport hands it each connection's text (`receive`) and gives it
`send` and `close`; the game shows each seat its screen (`show`) and answers its taps
(`on_act`). Every message is checked here before anything else sees it, and a refused one
changes nothing but the sender's rate counters.
"""
from __future__ import annotations

import copy
import logging
import random
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Sequence

from .protocol import (RATE_COUNT, RATE_STRIKES, RATE_WINDOW, WRONG_CODES, WRONG_WINDOW, LanError, clean_text,
                       new_token, normalise_code, parse, room_code)

log = logging.getLogger("app.lan")

Send = Callable[[int, dict], None]
Close = Callable[[int], None]

PORTRAITS = ("bear", "black_cat", "boar", "deer", "fox", "frog", "heron", "lotus_girl", "monkey", "owl",
             "rabbit", "raccoon", "rice_farmer", "tiger_cub", "village_elder", "water_buffalo")
STALE_AFTER = 30.0  # a seat's connection silent this long may be taken over by its own token (Wi-Fi slept)

# The lobby's words, by id: the app passes `words` to say them in the table's language.
LOBBY_WORDS = {
    "lobby_title": "%1, you are in",
    "lobby_ready": "Tap Ready when you are. The game starts when the host starts it on the laptop.",
    "lobby_is_ready": "Ready. Wait for the host to start the game.",
    "ready": "Ready",
    "not_ready": "Not ready",
    "seat_freed": "The host freed this seat.",
    "taken_over": "This seat was opened on another phone.",
}


def english(word_id: str) -> str:
    return LOBBY_WORDS.get(word_id, word_id)


@dataclass
class SeatInfo:
    seat: int
    name: str
    phone: bool
    taken: bool
    ready: bool
    connected: bool
    portrait: str
    addr: str


@dataclass
class _Seat:
    name: str
    phone: bool = True
    token: str = ""
    portrait: str = ""
    ready: bool = False
    conn: int | None = None


@dataclass
class _Conn:
    addr: str
    seat: int | None = None
    last_n: int = 0
    times: deque = field(default_factory=deque)
    strikes: int = 0
    seen: float = 0.0


@dataclass
class _Chat:
    section: int
    writers: frozenset[int]
    readers: frozenset[int]
    open: bool = True
    lines: dict[int, list[dict[str, str]]] = field(default_factory=dict)


class Room:
    def __init__(self, names: Sequence[str], phone: Iterable[int], *, send: Send, close: Close,
                 clock: Callable[[], float] = time.monotonic, rng: random.Random | None = None,
                 code: str | None = None, portraits: Sequence[str] = PORTRAITS,
                 words: Callable[[str], str] = english) -> None:
        phones = set(phone)
        self.rng = rng
        self.code = code or room_code(rng)
        self._seats = [_Seat(str(n), i in phones) for i, n in enumerate(names)]
        self._conns: dict[int, _Conn] = {}
        self._wrong: dict[str, deque] = {}
        self._screens: dict[int, tuple[int, dict[str, Any], float]] = {}
        self._chats: dict[str, _Chat] = {}
        self._next_id = 0
        self.portraits = tuple(portraits)
        self.started = False
        self.send, self.close, self.clock, self.words = send, close, clock, words
        self.on_act: Callable[[int, str, tuple[str, ...]], str | None] = lambda seat, do, pick: "no_action"
        self.on_change: Callable[[], None] = lambda: None

    # --- the transport -----------------------------------------------------------------------
    def connect(self, conn: int, addr: str) -> None:
        self._conns[conn] = _Conn(str(addr), seen=self.clock())

    def disconnect(self, conn: int) -> None:
        c = self._conns.pop(conn, None)
        if c is not None and c.seat is not None and self._seats[c.seat].conn == conn:
            self._seats[c.seat].conn = None
            self.on_change()

    def receive(self, conn: int, raw: str | bytes) -> None:
        """One message from a connection: answered, or refused with a typed error. Never raises."""
        c = self._conns.get(conn)
        if c is None:
            return
        try:
            if not self._rate_ok(conn, c):
                return
            c.seen = self.clock()
            msg = parse(raw)
            getattr(self, "_on_" + msg["t"])(conn, c, msg)
        except LanError as exc:
            log.info("lan refused conn=%d code=%s", conn, exc.code)
            self._send(conn, {"t": "error", "code": exc.code, "detail": exc.detail})
        except Exception:  # a fault of ours: the phone is told, the room goes on
            log.exception("lan fault conn=%d", conn)
            self._send(conn, {"t": "error", "code": "bad_message", "detail": "not understood"})

    def _rate_ok(self, conn: int, c: _Conn) -> bool:
        now = self.clock()
        while c.times and now - c.times[0] > RATE_WINDOW:
            c.times.popleft()
        c.times.append(now)
        if len(c.times) <= RATE_COUNT:
            return True
        if len(c.times) == RATE_COUNT + 1:  # once per burst
            c.strikes += 1
            log.info("lan rate limited conn=%d strikes=%d", conn, c.strikes)
            self._send(conn, {"t": "error", "code": "rate_limited", "detail": "too many messages"})
            if c.strikes >= RATE_STRIKES:
                self.close(conn)
                self.disconnect(conn)
        return False

    def _send(self, conn: int, msg: dict[str, Any]) -> None:
        try:
            self.send(conn, msg)
        except Exception:
            log.exception("lan send failed conn=%d", conn)

    # --- the messages --------------------------------------------------------------------------
    def _code_ok(self, c: _Conn, text: str) -> None:
        now = self.clock()
        wrong = self._wrong.setdefault(c.addr, deque())
        while wrong and now - wrong[0] > WRONG_WINDOW:
            wrong.popleft()
        if len(wrong) >= WRONG_CODES:
            raise LanError("too_many_tries", "too many wrong codes: wait a minute")
        if normalise_code(text) != self.code:
            wrong.append(now)
            raise LanError("bad_room", "no room with this code")
        if not wrong:
            self._wrong.pop(c.addr, None)

    def _on_ping(self, conn: int, c: _Conn, msg: dict) -> None:
        self._send(conn, {"t": "pong"})

    def _on_hello(self, conn: int, c: _Conn, msg: dict) -> None:
        self._code_ok(c, msg["room"])
        self._send(conn, self._seats_message())

    def _seats_message(self) -> dict[str, Any]:
        return {"t": "seats", "room": self.code, "portraits": list(self.portraits),
                "seats": [{"seat": i, "name": s.name, "phone": s.phone, "taken": bool(s.token),
                           "portrait": s.portrait} for i, s in enumerate(self._seats)]}

    def _on_claim(self, conn: int, c: _Conn, msg: dict) -> None:
        self._code_ok(c, msg["room"])
        seat = msg["seat"]
        if seat >= len(self._seats):
            raise LanError("no_such_seat", "no such seat")
        s = self._seats[seat]
        if c.seat is not None:
            raise LanError("not_your_seat", "this phone holds a seat already")
        if not s.phone:
            raise LanError("not_phone", "this seat plays behind the curtain")
        if s.token:
            raise LanError("seat_taken", "this seat is taken")
        if msg["portrait"] not in self.portraits:
            raise LanError("bad_message", "no such portrait")
        s.token, s.portrait, s.ready, s.conn = new_token(self.rng), msg["portrait"], False, conn
        c.seat, c.last_n = seat, 0
        self._welcome(conn, seat)
        self._broadcast_seats()
        self.on_change()

    def _on_resume(self, conn: int, c: _Conn, msg: dict) -> None:
        self._code_ok(c, msg["room"])
        seat = self._seat_of(msg["token"])
        if c.seat is not None and c.seat != seat:
            raise LanError("not_your_seat", "this phone holds another seat")
        s = self._seats[seat]
        if s.conn is not None and s.conn != conn:
            old = self._conns.get(s.conn)
            if old is not None and self.clock() - old.seen < STALE_AFTER:
                raise LanError("seat_busy", "this seat is open on another phone")
            self._send(s.conn, {"t": "error", "code": "seat_busy", "detail": self.words("taken_over")})
            self.close(s.conn)
            self.disconnect(s.conn)
        s.conn, c.seat = conn, seat
        self._welcome(conn, seat)
        self.on_change()

    def _welcome(self, conn: int, seat: int) -> None:
        s = self._seats[seat]
        self._send(conn, {"t": "claimed", "seat": seat, "token": s.token, "name": s.name})
        self._send_screen(seat)
        for channel, chat in sorted(self._chats.items()):
            if seat in chat.readers:
                for section in sorted(chat.lines):
                    self._send(conn, {"t": "chat", "channel": channel, "section": section,
                                      "lines": list(chat.lines[section])})

    def _seat_of(self, token: str) -> int:
        for i, s in enumerate(self._seats):
            if s.token and _same(s.token, token):
                return i
        raise LanError("bad_token", "this seat's key is not known")

    def _bound(self, c: _Conn, token: str) -> int:
        """The seat a message acts for: its token's, which must be the connection's own."""
        if c.seat is None:
            self._seat_of(token)  # a made-up token is bad_token; a real one not claimed here is not ours
            raise LanError("not_your_seat", "claim or resume the seat first")
        if not _same(self._seats[c.seat].token, token):
            raise LanError("not_your_seat" if any(s.token and _same(s.token, token) for s in self._seats)
                           else "bad_token", "not this phone's seat")
        return c.seat

    def _on_ready(self, conn: int, c: _Conn, msg: dict) -> None:
        seat = self._bound(c, msg["token"])
        self._set_ready(seat, msg["ready"])

    def _set_ready(self, seat: int, ready: bool) -> None:
        s = self._seats[seat]
        if s.ready != ready:
            s.ready = ready
            if not self.started:
                self._send_screen(seat)
            self.on_change()

    def _on_act(self, conn: int, c: _Conn, msg: dict) -> None:
        seat = self._bound(c, msg["token"])
        if msg["n"] <= c.last_n:
            raise LanError("replayed", "an old message")
        current = self._current(seat)
        if current is None or msg["screen"] != current[0]:
            raise LanError("stale", "this screen is gone")
        sid, screen, shown_at = current
        button = next((b for b in screen.get("buttons", []) if b.get("do") == msg["do"]), None)
        if button is None:
            raise LanError("no_action", "nothing to do with that here")
        pick = msg.get("pick") or []
        options = {o["id"] for o in (screen.get("pick") or {}).get("options", [])}
        if button.get("needs_pick"):
            p = screen.get("pick") or {}
            if not (p.get("min", 1) <= len(pick) <= p.get("max", 1)) or len(set(pick)) != len(pick) \
                    or not set(pick) <= options:
                raise LanError("bad_pick", "not a choice on this screen")
        elif pick:
            raise LanError("bad_pick", "this button takes no choice")
        if self.clock() - shown_at < button.get("after_ms", 0) / 1000.0:
            raise LanError("too_early", "wait until the time is up")
        if screen.get("kind") == "lobby":
            c.last_n = msg["n"]
            self._set_ready(seat, msg["do"] == "ready")
            return
        answer = self.on_act(seat, msg["do"], tuple(pick))
        if answer:
            code, _, detail = str(answer).partition(":")
            raise LanError(code if code in ("illegal", "too_early", "bad_pick", "no_action") else "no_action",
                           detail)
        c.last_n = msg["n"]

    def _on_chat(self, conn: int, c: _Conn, msg: dict) -> None:
        seat = self._bound(c, msg["token"])
        if msg["n"] <= c.last_n:
            raise LanError("replayed", "an old message")
        chat = self._chats.get(msg["channel"])
        if chat is None or not chat.open:
            raise LanError("chat_closed", "the chat is closed now")
        if seat not in chat.writers or seat not in chat.readers:
            raise LanError("not_allowed", "you cannot write here")
        text = clean_text(msg["text"])
        if not text:
            raise LanError("bad_message", "an empty line")
        c.last_n = msg["n"]
        line = {"from": self._seats[seat].name, "text": text}
        chat.lines.setdefault(chat.section, []).append(line)
        for reader in sorted(chat.readers):
            rc = self._seats[reader].conn
            if rc is not None:
                self._send(rc, {"t": "chat", "channel": msg["channel"], "section": chat.section, "lines": [line]})

    # --- screens ---------------------------------------------------------------------------------
    def _current(self, seat: int) -> tuple[int, dict[str, Any], float] | None:
        if not self.started and self._seats[seat].token:
            return self._lobby(seat)
        return self._screens.get(seat)

    def _lobby(self, seat: int) -> tuple[int, dict[str, Any], float]:
        s = self._seats[seat]
        key = ("lobby", s.ready)
        found = self._screens.get(seat)
        if found is not None and found[1].get("_key") == key:
            return found
        w = self.words
        screen = {"kind": "lobby", "title": w("lobby_title").replace("%1", s.name), "sub": "",
                  "lines": [w("lobby_is_ready") if s.ready else w("lobby_ready")], "prompt": "", "pick": None,
                  "buttons": [{"do": "unready" if s.ready else "ready", "label": w("not_ready" if s.ready else "ready"),
                               "needs_pick": False, "after_ms": 0}],
                  "chat": None, "quiet": False, "_key": key}
        self._next_id += 1
        self._screens[seat] = (self._next_id, screen, self.clock())
        return self._screens[seat]

    def _send_screen(self, seat: int) -> None:
        s = self._seats[seat]
        current = self._current(seat)
        if s.conn is None or current is None:
            return
        sid, screen, shown_at = current
        left = [max(0, int(b.get("after_ms", 0) - (self.clock() - shown_at) * 1000)) for b in screen.get("buttons", [])]
        out = {k: v for k, v in screen.items() if not k.startswith("_")}
        out["buttons"] = [{**b, "after_ms": ms} for b, ms in zip(screen.get("buttons", []), left)]
        self._send(s.conn, {"t": "screen", "id": sid, "screen": out})

    def show(self, seat: int, screen: dict[str, Any]) -> int:
        """The seat's new current screen (sent at once if its phone is there); its id."""
        self._next_id += 1
        self._screens[seat] = (self._next_id, copy.deepcopy(screen), self.clock())
        if self.started:
            self._send_screen(seat)
        return self._next_id

    # --- the host ----------------------------------------------------------------------------------
    def start(self) -> None:
        if not self.started:
            self.started = True
            for seat in range(len(self._seats)):
                if self._screens.get(seat, (0, {}, 0))[1].get("kind") == "lobby":
                    self._screens.pop(seat)
                self._send_screen(seat)
            self.on_change()

    def set_phone(self, seat: int, phone: bool) -> None:
        s = self._seats[seat]
        if s.phone != phone:
            if not phone and s.token:
                self.free_seat(seat)
            s.phone = phone
            self._broadcast_seats()
            self.on_change()

    def free_seat(self, seat: int) -> None:
        s = self._seats[seat]
        conn = s.conn
        s.token, s.ready, s.conn, s.portrait = "", False, None, ""
        if conn is not None:
            self._send(conn, {"t": "error", "code": "bad_token", "detail": self.words("seat_freed")})
            c = self._conns.get(conn)
            if c is not None:
                c.seat = None
            self.close(conn)
        self._broadcast_seats()
        self.on_change()

    def _broadcast_seats(self) -> None:
        msg = self._seats_message()
        for conn, c in sorted(self._conns.items()):
            if c.seat is None:
                self._send(conn, msg)

    def open_chat(self, channel: str, section: int, writers: Iterable[int], readers: Iterable[int]) -> None:
        old = self._chats.get(channel)
        chat = _Chat(section, frozenset(writers), frozenset(readers), True, old.lines if old else {})
        chat.lines.setdefault(section, [])
        self._chats[channel] = chat
        for reader in sorted(chat.readers):
            rc = self._seats[reader].conn
            if rc is not None:
                self._send(rc, {"t": "chat", "channel": channel, "section": section, "lines": list(chat.lines[section])})

    def close_chat(self, channel: str) -> None:
        chat = self._chats.get(channel)
        if chat is not None:
            chat.open = False

    # --- what the laptop shows ---------------------------------------------------------------------
    def seats(self) -> list[SeatInfo]:
        out = []
        for i, s in enumerate(self._seats):
            c = self._conns.get(s.conn) if s.conn is not None else None
            out.append(SeatInfo(i, s.name, s.phone, bool(s.token), s.ready, c is not None, s.portrait,
                                c.addr if c is not None else ""))
        return out

    def all_ready(self) -> bool:
        """At least one phone has claimed a seat, and every claimed seat is Ready."""
        claimed = [s for s in self._seats if s.token]
        return bool(claimed) and all(s.ready for s in claimed)

    def snapshot(self) -> dict[str, Any]:
        """Everything a message could change (the tests compare it before and after a refusal)."""
        return copy.deepcopy({"seats": [(s.token, s.portrait, s.ready, s.phone) for s in self._seats],
                              "screens": {k: (v[0], v[1]) for k, v in self._screens.items()},
                              "chats": {k: (v.section, v.open, v.lines) for k, v in self._chats.items()},
                              "started": self.started})


def _same(a: str, b: str) -> bool:
    import hmac

    return hmac.compare_digest(a.encode(), b.encode())
