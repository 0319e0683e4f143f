"""Clicks into args: the ChoiceBuilder behind every decision and the sleep decoy."""
from __future__ import annotations

from app.ui.choices import ChoiceBuilder

SEATS = ("Ann", "Bob", "Cat", "Dan")


def test_a_second_click_elsewhere_changes_a_one_pick_choice():
    b = ChoiceBuilder([{"player": p} for p in ("Bob", "Cat")], SEATS)
    assert b.click([("card", 1), ("seat", 1)])
    assert b.complete() == {"player": "Bob"}
    assert b.click([("card", 2), ("seat", 2)])
    assert b.complete() == {"player": "Cat"}


def test_an_illegal_click_changes_nothing():
    b = ChoiceBuilder([{"player": "Bob"}], SEATS)
    b.click([("seat", 1)])
    assert not b.click([("seat", 3)])
    assert b.complete() == {"player": "Bob"}


def test_a_seen_pick_cannot_be_changed():
    b = ChoiceBuilder([{"centre": 0, "player": "Bob"}, {"centre": 1, "player": "Bob"}], SEATS)
    b.click([("centre", 0)])
    b.lock()
    assert not b.click([("centre", 1)])
    assert b.selected() == [("centre", 0)]


def test_replay_redoes_a_nested_look():
    opts = [{"player": "Bob", "then": {"centre": 1, "player": "Cat"}}, {"player": "Bob"}]
    b = ChoiceBuilder(opts, SEATS)
    assert b.replay({"player": "Bob", "then": {"centre": 1}})
    assert b.locked == 2 and b.selected() == [("seat", 1), ("centre", 1)]


def test_engine_reasons_become_plain_words():
    from app.core.common.errors import RuleError
    from app.ui import texts

    for code, reason, words in (("shielded", "shielded", "This card is shielded."),
                                ("illegal_target", "self", "Not yourself: choose another player."),
                                ("illegal_target", "has_artifact", "This card already carries an artifact."),
                                ("illegal_target", "no_slot_3", "There is no wolf card in this game.")):
        err = RuleError(code, "whatever the English says", reason)
        assert texts.rule_reason(err.code, err.detail, err.reason) == words
