"""The classic night on one laptop (CLASSIC.md §3.2): two laps, held choices, the commit."""
from __future__ import annotations

import json
import random

import pytest

from app.core.classic import handoff as H
from app.core.classic.mode import CLASSIC
from app.core.classic.state import Choice
from app.core.common.errors import RuleError, SaveError

S8 = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
# Seer first, so that her visit comes before the wolves' (held until the wolves are done).
R8 = ("seer", "wolf", "bodyguard", "wolf", "witch", "hunter", "villager", "villager")
ANN, BOB, CAT, DAN, EVE, FAY, GUS, HAL = range(8)


def game():
    return CLASSIC.new_game(S8, seed=0, roles=R8)


def play_visit(st, night, args=None, note=None):
    v = H.current(st, night)
    if v.kind == "act" and args is not None:
        night, _ = H.choose(st, night, args)
    if note is not None and v.note:
        night = H.write_note(st, night, note)
    return H.finish_visit(st, night)


def test_every_night_is_two_laps_over_every_seat_from_a_moving_start():
    st = game()
    visits = H.night_visits(st)
    assert [v.seat for v in visits] == list(range(8)) * 2
    assert [v.lap for v in visits] == [1] * 8 + [2] * 8
    assert all(v.role_card for v in visits[:8]) and not any(v.role_card for v in visits[8:])
    assert all(v.note for v in visits[8:]) and not any(v.note for v in visits[:8])
    acts = {(v.lap, v.seat): v.step for v in visits if v.kind == "act"}
    assert acts == {(1, ANN): "seer", (1, BOB): "wolves", (1, CAT): "bodyguard", (1, DAN): "wolves",
                    (2, EVE): "witch"}
    st2 = H.commit(st, _quiet_night(st))[0]  # nobody dies: on to day 1, then night 2
    st2 = CLASSIC.begin_vote(st2)[0]
    for v in list(st2.pending):
        st2 = CLASSIC.apply(st2, Choice("vote", v, {}))[0]
    assert st2.round == 2 and H.start_seat(st2) == 1
    assert [v.seat for v in H.night_visits(st2)][:8] == [1, 2, 3, 4, 5, 6, 7, 0]


def _quiet_night(st):
    night = H.begin(st)
    while not H.over(st, night):
        night = H.finish_visit(st, night)
    return night


def test_dead_seats_stay_in_the_rotation_as_pauses():
    st = game()
    night = H.begin(st)
    picks = {BOB: {"player": GUS}, DAN: {"player": GUS}}
    while not H.over(st, night):
        v = H.current(st, night)
        night = play_visit(st, night, picks.get(v.seat) if v.lap == 1 else None)
    st, _ = H.commit(st, night)
    assert st.phase == "dawn" and st.last_turns == (GUS,)
    st, _ = H.take_last_turn(st, None)
    st = CLASSIC.begin_vote(st)[0]
    for v in list(st.pending):
        st = CLASSIC.apply(st, Choice("vote", v, {}))[0]
    visits = H.night_visits(st)
    assert len(visits) == 16
    assert [v.kind for v in visits if v.seat == GUS] == ["dead", "dead"]


def test_held_choices_show_at_once_and_commit_in_engine_order():
    st = game()
    night = H.begin(st)
    # Ann (seer) looks at Bob before any wolf has picked: she learns his team at once.
    night, shown = H.choose(st, night, {"player": BOB})
    assert shown == ("team", (BOB, "wolves"))
    with pytest.raises(RuleError) as exc:
        H.choose(st, night, {"player": CAT})
    assert exc.value.code == "not_awake"  # one action per visit
    night = H.finish_visit(st, night)
    night, _ = H.choose(st, night, {"player": HAL})  # Bob picks Hal
    night = H.finish_visit(st, night)
    with pytest.raises(RuleError) as exc:
        H.choose(st, night, {"player": 99})
    assert exc.value.code == "bad_args"
    night, _ = H.choose(st, night, {"player": HAL})  # Cat protects Hal
    night = H.finish_visit(st, night)
    assert H.visit_view(st, night).picks == ((BOB, HAL),)  # Dan sees Bob's pick
    with pytest.raises(RuleError) as exc:
        H.choose(st, night, {"player": BOB})
    assert exc.value.code == "illegal_target"
    night, _ = H.choose(st, night, {"player": GUS})  # A-B: no bite
    while H.current(st, night).lap == 1:
        night = H.finish_visit(st, night)
    assert H.bite(night) is None
    assert st.log[-1].kind == "deal"  # nothing reached the engine yet
    while H.current(st, night).seat != EVE:
        night = H.finish_visit(st, night)
    vv = H.visit_view(st, night)
    assert vv.victim == (True, None) and vv.potions == (True, True)
    assert H.why_not(st, night, {"save": True}) == "no_victim"
    night, _ = H.choose(st, night, {"poison": HAL})
    night = H.write_note(st, night, "Hal was loud")
    while not H.over(st, night):
        night = H.finish_visit(st, night)
    st, events = H.commit(st, night)
    kinds = [e.kind for e in events]
    assert kinds.index("look") > kinds.index("bite") and kinds.index("note") < kinds.index("poison")
    assert st.phase == "dawn" and st.last_turns == (HAL,)
    assert CLASSIC.knowledge(st, ANN).seer_results == ((1, BOB, "wolves"),)


def test_the_night_saves_and_resumes_at_any_visit():
    st = game()
    rnd = random.Random(5)
    night = H.begin(st)
    while not H.over(st, night):
        opts = H.options(st, night)
        if opts and rnd.random() < 0.8:
            night, _ = H.choose(st, night, rnd.choice(opts))
        if H.current(st, night).note and rnd.random() < 0.5:
            night = H.write_note(st, night, f"note {night.index}")
        text = CLASSIC.dumps(st, night, {"screen": "c_curtain"})
        st2, night2, extra = CLASSIC.loads_with_extra(text)
        assert (st2, night2, extra) == (st, night, {"screen": "c_curtain"})
        night = H.finish_visit(st, night)
    assert H.commit(st, night)[0].phase in ("dawn", "day")


@pytest.mark.parametrize("tamper", [
    lambda n: n["held"].append(["seer", ANN, {"player": ANN}]),  # an illegal look
    lambda n: n.update(index=99),
    lambda n: n["held"].append(["witch", EVE, {"save": True}]),  # the witch's visit is on lap 2
    lambda n: n["notes"].append([GUS, "x"]),  # no note on lap 1
    lambda n: n.update(round=3),
    lambda n: n.pop("notes"),
])
def test_a_tampered_night_is_a_corrupt_save(tamper):
    st = game()
    night = H.finish_visit(st, H.begin(st))
    data = json.loads(CLASSIC.dumps(st, night))
    tamper(data["night"])
    with pytest.raises(SaveError) as exc:
        CLASSIC.loads_with_extra(json.dumps(data))
    assert exc.value.reason == "corrupt"


def test_last_turns_are_the_same_shape_for_the_hunter_and_anyone_else():
    st = game()
    night = H.begin(st)
    picks = {BOB: {"player": FAY}, DAN: {"player": FAY}}
    while not H.over(st, night):
        v = H.current(st, night)
        if v.seat == EVE and v.lap == 2:
            night, _ = H.choose(st, night, {"poison": GUS})
        night = play_visit(st, night, picks.get(v.seat) if v.lap == 1 else None)
    st, _ = H.commit(st, night)
    assert st.last_turns == (FAY, GUS)
    v = H.last_turn(st)
    assert (v.seat, v.kind, v.step) == (FAY, "act", "hunter")
    with pytest.raises(RuleError):
        H.take_last_turn(st, {"player": GUS})  # Gus died tonight too (A19)
    st, _ = H.take_last_turn(st, {"player": HAL})
    v = H.last_turn(st)
    assert (v.seat, v.kind, v.step) == (GUS, "decoy", None)
    st, _ = H.take_last_turn(st, None)
    assert H.last_turn(st) is None and st.phase == "day"
    assert not st.is_alive(HAL)
