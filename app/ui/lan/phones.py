"""The laptop's side of a room: opening it, the join code and its QR, the phones, the game's bridge.

`PhoneTable` belongs to the main window. The host opens a room from the setup (Phones…): the
room lists the setup's players; a phone claims one of them and taps Ready. When the game
starts, every claimed seat plays on its phone (`bridge.py`), the others behind the curtain.
The room stays open all game (F9 shows its code and QR again, so a phone can rejoin); it
closes with the window or from its dialog.
"""
from __future__ import annotations

import logging
from typing import Any, Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (QDialog, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
                               QSpinBox, QVBoxLayout, QWidget)

from .. import texts
from ..widgets import Page, button, label

log = logging.getLogger("app.lan")

DEFAULT_PORT = 8765


class PhoneTable(QObject):
    """The open room (or none), its server, and the bridge of the game being played."""

    changed = Signal()  # the room's seats, claims, connections
    dropped = Signal(bool)  # the phone the laptop waits on has been gone a while (or is back)
    GONE_SECONDS = 8

    def __init__(self, settings: Any, parent: QObject | None = None,
                 server_factory: Callable[..., Any] | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.room: Any = None
        self.server: Any = None
        self.bridge: Any = None
        self.names: tuple[str, ...] = ()
        self.problem = ""
        self._server_factory = server_factory
        self._gone = 0
        self.watch = QTimer(self)  # a phone seat's turn: is its phone still there?
        self.watch.setInterval(1000)
        self.watch.timeout.connect(self._watch)

    # --- the room ------------------------------------------------------------------------
    @property
    def is_open(self) -> bool:
        return self.room is not None

    def port(self) -> int:
        return int(getattr(self.settings, "lan_port", DEFAULT_PORT) or DEFAULT_PORT)

    def open(self, names: list[str] | tuple[str, ...]) -> bool:
        """Open a room for these players (or keep the one open for the same players). False, with
        `problem` set, when it cannot listen (the port taken, no network)."""
        names = tuple(names)
        if self.room is not None and names == self.names:
            return True
        code = self.room.code if self.room is not None else None
        self.close()
        from app.core.lan.room import Room

        self.problem = ""
        factory = self._server_factory
        if factory is None:
            from .server import RoomServer as factory
        try:
            self.server = factory(port=self.port())
            from .words import room_words

            self.room = Room(list(names), range(len(names)), send=self.server.send, close=self.server.drop,
                             code=code, words=room_words)
            self.server.attach(self.room)
            self.server.start()
        except Exception as exc:  # a port taken, no network: said in the dialog, the game goes on
            self.problem = str(exc)
            log.warning("the room could not open: %s", exc)
            self.close()
            return False
        self.names = names
        self.room.on_change = self.changed.emit
        self.changed.emit()
        return True

    def close(self) -> None:
        self.watch.stop()
        if self.bridge is not None:
            self.bridge.close()
            self.bridge = None
        if self.server is not None:
            self.server.stop()
        self.server = None
        self.room = None
        self.names = ()
        self.changed.emit()

    def join_urls(self) -> list[str]:
        if self.server is None or self.room is None:
            return []
        return [f"http://{host}:{self.server.port}/#{self.room.code}" for host in self.server.addresses()]

    def claimed(self) -> set[int]:
        """The seats a phone has claimed (played on the phone once the game starts)."""
        if self.room is None:
            return set()
        return {s.seat for s in self.room.seats() if s.taken}

    # --- the game ------------------------------------------------------------------------
    def attach(self, session: Any, names: tuple[str, ...] | list[str]) -> None:
        """A game starts (or resumes) with these players: its phone seats are the claimed ones."""
        if self.bridge is not None:
            self.bridge.close()
            self.bridge = None
        if self.room is None:
            return
        if tuple(names) != self.names:  # other players than the room's: the phones join again
            self.open(names)
        phones = self.claimed()
        for seat in range(len(self.names)):
            self.room.set_phone(seat, seat in phones)
        if not phones:
            return
        self.room.start()
        from .bridge import ClassicBridge, OneNightBridge

        kind = ClassicBridge if hasattr(session, "stage") else OneNightBridge
        owner = self.parent() if isinstance(self.parent(), QWidget) else None
        self.bridge = kind(session, self.room, phones, owner=owner)
        self.watch.start()
        self.changed.emit()

    def _waited(self) -> frozenset[int]:
        """The phone seats the laptop waits on now (one seat's turn, or a lap's phone visits)."""
        if self.bridge is None or self.room is None:
            return frozenset()
        waiting_on = getattr(self.bridge, "waiting_on", None)
        if callable(waiting_on):
            return waiting_on()
        seat = self.bridge.owner_now()
        return frozenset() if seat is None else frozenset({seat})

    def _gone_seats(self) -> frozenset[int]:
        if self.room is None:
            return frozenset()
        return self._waited() - {s.seat for s in self.room.seats() if s.connected}

    def _watch(self) -> None:
        there = not self._gone_seats()
        was = self._gone >= self.GONE_SECONDS
        self._gone = 0 if there else self._gone + 1
        if (self._gone >= self.GONE_SECONDS) != was:
            self.dropped.emit(not was)

    def take_back(self) -> None:
        """The turns the laptop waits on whose phones are gone are played behind the curtain from now
        on (the turn of the seat it covers, or the lap's phone visits of the phones gone)."""
        seats = self._gone_seats() or self._waited()
        if not seats or self.bridge is None:
            return
        for seat in sorted(seats):
            self.room.set_phone(seat, False)
            self.bridge.release(seat)
        self._gone = 0
        self.dropped.emit(False)
        self.changed.emit()

    def covers(self, screen: str) -> bool:
        return self.bridge is not None and self.bridge.covers(screen)

    def cover_kind(self, screen: str) -> str:
        """What the laptop's page says while it waits: ``turn`` (a phone seat's turn) or ``ballots``."""
        return self.bridge.cover_kind(screen) if self.bridge is not None else "turn"


class PhoneTurnPage(Page):
    """What the laptop shows while a phone seat plays its turn: the same for every seat. If that
    phone has dropped for a while, the turn can be taken back behind the curtain."""

    take_back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("night", parent)
        self.title = label("", prop="heading", wrap=True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = label("", prop="muted", wrap=True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.gone = label(self.tr("That phone has lost the connection. Wait for it, or play this turn on the "
                                  "laptop behind the curtain."), prop="problem", wrap=True)
        self.gone.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.back_button = button(self.tr("Play this turn on the laptop"))
        self.back_button.clicked.connect(self.take_back)
        col = QVBoxLayout(self)
        col.setContentsMargins(40, 40, 40, 40)
        col.addStretch(2)
        col.addWidget(self.title)
        col.addSpacing(18)
        col.addWidget(self.hint)
        col.addSpacing(18)
        col.addWidget(self.gone)
        col.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addStretch(3)
        self.set_kind("turn")

    def set_kind(self, kind: str) -> None:
        """``turn``: a phone seat plays its turn; ``ballots``: the phones cast their ballots, all at once;
        ``night``: the phones take their visits of the lap, all at once."""
        self.kind = kind
        if kind == "ballots":
            self.title.setText(self.tr("The phones are casting their ballots"))
            self.hint.setText(self.tr("The votes show on the laptop once every ballot is in."))
        elif kind == "night":
            self.title.setText(self.tr("The phones are taking their turns"))
            self.hint.setText(self.tr("Keep your eyes closed. The laptop goes on by itself when every phone is done."))
        else:
            self.title.setText(self.tr("A turn is being played on a phone"))
            self.hint.setText(self.tr("Keep your eyes closed. The laptop goes on by itself when the turn is over."))
        self.set_dropped(False)

    def set_dropped(self, gone: bool) -> None:
        gone = gone and self.kind != "ballots"  # a ballot that is never cast runs out on its own clock
        self.gone.setVisible(gone)
        self.back_button.setVisible(gone)

    def clear(self) -> None:
        """Nothing private to forget: the page says the same whoever plays."""


class RoomDialog(QDialog):
    """The room: its code in large letters, the QR to join, every seat and its phone."""

    def __init__(self, phones: PhoneTable, names: list[str] | tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.phones = phones
        self.names = tuple(names)
        self.setWindowTitle(self.tr("Phones as private screens"))
        self.intro = label(self.tr("Players with a phone on the same Wi-Fi can use it as their private screen: "
                                   "scan the code, pick your name and a portrait, tap Ready. "
                                   "The others pass the laptop as usual."), wrap=True)
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setMinimumSize(260, 260)
        self.code = QLabel()
        self.code.setObjectName("room_code")
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code.setTextFormat(Qt.TextFormat.PlainText)
        font = self.code.font()
        font.setPointSizeF(font.pointSizeF() * 3.2)
        font.setBold(True)
        font.setLetterSpacing(font.SpacingType.AbsoluteSpacing, 6)
        self.code.setFont(font)
        self.url = label("", prop="muted", wrap=True)
        self.url.setTextFormat(Qt.TextFormat.PlainText)
        self.problem = label("", prop="problem", wrap=True)
        self.seats = QListWidget()
        self.seats.setMinimumWidth(320)
        self.free_button = button(self.tr("Free this seat"))
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(phones.port())
        self.port.setPrefix(self.tr("Port "))
        self.open_button = button(self.tr("Open the room"), primary=True)
        self.close_button = button(self.tr("Close the room"))
        self.done_button = button(self.tr("Done"), primary=True)

        left = QVBoxLayout()
        left.addWidget(self.qr, 1)
        left.addWidget(self.code)
        left.addWidget(self.url)
        right = QVBoxLayout()
        right.addWidget(label(self.tr("Seats"), prop="muted"))
        right.addWidget(self.seats, 1)
        right.addWidget(self.free_button)
        body = QHBoxLayout()
        body.addLayout(left, 1)
        body.addLayout(right, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.port)
        bottom.addWidget(self.open_button)
        bottom.addWidget(self.close_button)
        bottom.addStretch(1)
        bottom.addWidget(self.done_button)
        col = QVBoxLayout(self)
        col.addWidget(self.intro)
        col.addLayout(body, 1)
        col.addWidget(self.problem)
        col.addLayout(bottom)

        self.open_button.clicked.connect(self._open)
        self.close_button.clicked.connect(self._close)
        self.done_button.clicked.connect(self.accept)
        self.free_button.clicked.connect(self._free)
        self.seats.currentRowChanged.connect(lambda _row: self._buttons())
        phones.changed.connect(self.refresh)
        self.tick = QTimer(self)  # connections come and go: the list is read again now and then
        self.tick.setInterval(1000)
        self.tick.timeout.connect(self.refresh)
        self.tick.start()
        self.resize(760, 520)
        self.refresh()

    def _open(self) -> None:
        self.phones.settings.lan_port = self.port.value()
        self.phones.open(self.names)
        self.refresh()

    def _close(self) -> None:
        self.phones.close()
        self.refresh()

    def _free(self) -> None:
        item = self.seats.currentItem()
        if item is None or self.phones.room is None:
            return
        self.phones.room.free_seat(int(item.data(Qt.ItemDataRole.UserRole)))
        self.refresh()

    def _buttons(self) -> None:
        item = self.seats.currentItem()
        self.free_button.setEnabled(item is not None and bool(item.data(Qt.ItemDataRole.UserRole + 1)))

    def refresh(self) -> None:
        p = self.phones
        is_open = p.is_open
        self.open_button.setVisible(not is_open)
        self.close_button.setVisible(is_open)
        self.port.setEnabled(not is_open)
        self.problem.setText(texts.fill(self.tr("The room could not open: %1"), p.problem) if p.problem else "")
        urls = p.join_urls()
        if not is_open:
            self.code.setText("")
            self.url.setText(self.tr("The room is closed."))
            self.qr.clear()
        else:
            self.code.setText(p.room.code)
            self.url.setText("\n".join(urls) if urls else self.tr("No private network found: connect the laptop "
                                                                   "to the same Wi-Fi as the phones."))
            if urls:
                from .qr import qr_pixmap

                self.qr.setPixmap(qr_pixmap(urls[0], 260))
        row = self.seats.currentRow()
        self.seats.clear()
        infos = {s.seat: s for s in p.room.seats()} if is_open else {}
        for seat, name in enumerate(self.names):
            info = infos.get(seat)
            if info is None or not info.taken:
                state = self.tr("behind the curtain")
            elif not info.connected:
                state = self.tr("phone, reconnecting")
            elif info.ready:
                state = texts.fill(self.tr("phone, ready (%1)"), info.addr or "")
            else:
                state = texts.fill(self.tr("phone, not ready yet (%1)"), info.addr or "")
            item = QListWidgetItem(f"{name} — {state}")
            item.setData(Qt.ItemDataRole.UserRole, seat)
            item.setData(Qt.ItemDataRole.UserRole + 1, bool(info is not None and info.taken))
            self.seats.addItem(item)
        if 0 <= row < self.seats.count():
            self.seats.setCurrentRow(row)
        self._buttons()

    def done(self, result: int) -> None:  # noqa: D401 (Qt's name)
        self.tick.stop()
        try:
            self.phones.changed.disconnect(self.refresh)
        except (RuntimeError, TypeError):
            pass
        super().done(result)


__all__ = ["PhoneTable", "PhoneTurnPage", "RoomDialog", "QPushButton"]
