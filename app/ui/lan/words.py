"""The room's own words (app/core/lan/room.py WORDS, by id) in the table's language.

The core writes English; the room asks `room_words(key)` instead, so its lobby, its first
wait screen and its errors reach the phones translated. tests/lan/test_room_words.py checks
that this table has every id of the core's, with the same English.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

WORDS = {
    "lobby_title": QT_TRANSLATE_NOOP("RoomWords", "Waiting room"),
    "lobby_set": QT_TRANSLATE_NOOP("RoomWords", "Tap Ready when you are set."),
    "lobby_is_ready": QT_TRANSLATE_NOOP("RoomWords", "You are Ready. Waiting for the others and the host."),
    "lobby_host": QT_TRANSLATE_NOOP("RoomWords", "The host starts the game when every phone is Ready."),
    "ready": QT_TRANSLATE_NOOP("RoomWords", "Ready"),
    "not_ready": QT_TRANSLATE_NOOP("RoomWords", "Not ready"),
    "wait_title": QT_TRANSLATE_NOOP("RoomWords", "The game has begun"),
    "wait_line": QT_TRANSLATE_NOOP("RoomWords", "Keep this page open: your turns come here."),
    "freed": QT_TRANSLATE_NOOP("RoomWords", "The host freed this seat."),
    "taken_over": QT_TRANSLATE_NOOP("RoomWords", "This seat was opened on another phone."),
    "error_bad_json": QT_TRANSLATE_NOOP("RoomWords", "The message could not be read."),
    "error_too_big": QT_TRANSLATE_NOOP("RoomWords", "The message is too long."),
    "error_bad_message": QT_TRANSLATE_NOOP("RoomWords", "The message is not one the room knows."),
    "error_bad_room": QT_TRANSLATE_NOOP("RoomWords", "There is no room with this code."),
    "error_too_many_tries": QT_TRANSLATE_NOOP("RoomWords", "Too many wrong codes. Wait a minute and try again."),
    "error_rate_limited": QT_TRANSLATE_NOOP("RoomWords", "Too many messages. Slow down."),
    "error_no_such_seat": QT_TRANSLATE_NOOP("RoomWords", "There is no such seat."),
    "error_not_phone": QT_TRANSLATE_NOOP("RoomWords", "This seat plays on the laptop."),
    "error_seat_taken": QT_TRANSLATE_NOOP("RoomWords", "This seat is taken."),
    "error_seat_busy": QT_TRANSLATE_NOOP("RoomWords", "This seat is open on another phone."),
    "error_bad_token": QT_TRANSLATE_NOOP("RoomWords", "This phone's seat is no longer held. Join again."),
    "error_not_your_seat": QT_TRANSLATE_NOOP("RoomWords", "That is not this phone's seat."),
    "error_stale": QT_TRANSLATE_NOOP("RoomWords", "This screen is over."),
    "error_replayed": QT_TRANSLATE_NOOP("RoomWords", "This message was already received."),
    "error_no_action": QT_TRANSLATE_NOOP("RoomWords", "There is nothing to do on this screen."),
    "error_bad_pick": QT_TRANSLATE_NOOP("RoomWords", "That choice does not fit this screen."),
    "error_too_early": QT_TRANSLATE_NOOP("RoomWords", "Too early: wait a moment."),
    "error_chat_closed": QT_TRANSLATE_NOOP("RoomWords", "The chat is closed now."),
    "error_not_allowed": QT_TRANSLATE_NOOP("RoomWords", "You cannot write here."),
    "error_illegal": QT_TRANSLATE_NOOP("RoomWords", "That choice is not allowed."),
}


def room_words(key: str) -> str:
    """The room's word `key` in the app's language (the id itself if unknown)."""
    text = WORDS.get(key)
    return QCoreApplication.translate("RoomWords", text) if text else key
