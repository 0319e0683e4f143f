"""Facts on the steps' own definitions (catalog.Step) hold together and drive the engine."""
from __future__ import annotations

import pytest

from app.core.onenight import engine as G
from app.core.onenight.catalog import (
    DOPPEL_IMMEDIATE,
    DOPPELGANGER_LATE,
    STEP_BY_ID,
    STEPS,
    Kind,
    Phase,
    wake_order,
)
from app.core.onenight.steps import ACTIONS


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_a_step_action_is_an_action_of_the_steps_module(step):
    assert step.action == "" or step.action in ACTIONS


def test_only_steps_with_their_own_entry_rules_or_nothing_to_choose_have_no_action():
    without = sorted(s.id for s in STEPS if not s.action and not s.no_choice)
    assert without == ["beholder", "doppel_beholder", "doppel_squire", "doppelganger", "squire"]


def test_a_step_with_nothing_to_choose_takes_no_pick_and_no_entry():
    for s in STEPS:
        if s.no_choice:
            assert (s.clicks, s.kind, s.two_part) == (0, Kind.AUTOMATIC, False), s.id


def test_a_look_first_step_is_a_two_part_choice():
    assert sorted(s.id for s in STEPS if s.look_first) == ["paranormal_investigator", "witch"]
    assert all(s.two_part for s in STEPS if s.look_first)


def test_a_copy_looks_first_exactly_when_the_copied_step_does():
    for copy, imm in DOPPEL_IMMEDIATE.items():
        assert imm.look_first == STEP_BY_ID[copy].look_first, copy


def test_thumbs_are_shown_by_night_role():
    minion = STEP_BY_ID["minion"].thumbs
    assert minion is not None and minion.label == "werewolf_thumbs" and "dream_wolf" in minion.roles
    assert STEP_BY_ID["squire"].thumbs == minion


def test_the_doppelganger_wakes_in_the_night_without_vampire_box_cards():
    base = ("doppelganger", "seer", "villager")
    night = G.new_game(["Ann", "Bob", "Cat"], deal=G.Deal(base, ("villager", "villager", "werewolf")))
    dusk = G.new_game(["Ann", "Bob", "Cat"], deal=G.Deal(base, ("villager", "villager", "vampire")))
    assert G.phase_of(night, "doppelganger") == Phase.NIGHT.value
    assert G.phase_of(dusk, "doppelganger") == Phase.DUSK.value
    assert DOPPELGANGER_LATE in wake_order(base) and DOPPELGANGER_LATE.phase is Phase.NIGHT


def test_a_team_step_takes_one_turn_for_all_its_actors():
    g = G.advance(G.new_game(["Ann", "Bob", "Cat", "Dan"], deal=G.Deal(
        ("werewolf", "werewolf", "villager", "seer"), ("villager", "villager", "robber"))))
    assert STEP_BY_ID["werewolves"].team
    assert G.request(g) is None or G.current_step(g) != "werewolves"  # two wolves: nothing to decide
    assert [e.actor for e in g.log if e.step == "werewolves"] == [0]
