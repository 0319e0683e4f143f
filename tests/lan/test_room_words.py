"""The room's words, translated in the UI: the same ids and English as the core's table."""
from __future__ import annotations

from app.core.lan import room
from app.ui.lan import words


def test_the_ui_has_every_word_of_the_room_with_the_same_english():
    assert words.WORDS == room.WORDS


def test_a_word_comes_back_in_the_app_language(qapp):
    assert words.room_words("ready") == "Ready"
    assert words.room_words("nonsense") == "nonsense"
