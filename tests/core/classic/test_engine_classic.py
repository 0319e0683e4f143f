"""The classic engine through its Mode: deal, steps, codes, views, notes, save/load."""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import asdict

import pytest

from app.core.classic import engine as G
from app.core.classic.catalog import standard_counts
from app.core.classic.mode import CLASSIC
from app.core.classic.phases import PHASES
from app.core.classic.state import Choice, from_dict, to_dict
from app.core.common.errors import (
    CLASSIC_CODES,
    PhaseError,
    RuleError,
    SaveError,
    SetupError,
)

S8 = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
R8 = ("wolf", "wolf", "seer", "bodyguard", "witch", "hunter", "villager", "villager")
ANN, BOB, CAT, DAN, EVE, FAY, GUS, HAL = range(8)


def game():
    return CLASSIC.new_game(S8, seed=0, roles=R8)


def act(st, step, seat, args=None):
    return CLASSIC.apply(st, Choice(step, seat, {} if args is None else args))[0]


def night(st, picks=(None, None), seer=None, guard=None, witch=None):
    """Play one night's steps for the standard 8-seat deal above (None = skip)."""
    for w, t in zip((ANN, BOB), picks):
        if w in st.pending and st.step == "wolves":
            st = act(st, "wolves", w, None if t is None else {"player": t})
    for step, seat, args in (("seer", CAT, seer), ("bodyguard", DAN, guard), ("witch", EVE, witch)):
        if st.step == step and seat in st.pending:
            if args == "stop":
                return st
            if args is not None and not isinstance(args, dict):
                args = {"player": args}
            st = act(st, step, seat, args)
    return st


def codes_of(st, step, seat, args):
    with pytest.raises(RuleError) as exc:
        CLASSIC.apply(st, Choice(step, seat, args))
    return exc.value.code


def test_the_deal_is_the_standard_preset_drawn_from_the_seed():
    for n in (8, 9):
        for seed in range(30):
            g = CLASSIC.new_game([f"P{i}" for i in range(n)], seed=seed)
            assert Counter(g.roles) == Counter(standard_counts(n))
            assert g.seed == seed and g.draws == n - 1
            assert CLASSIC.new_game([f"P{i}" for i in range(n)], seed=seed).roles == g.roles
    deals = {CLASSIC.new_game(S8, seed=s).roles for s in range(40)}
    assert len(deals) > 20  # the seed really moves the deal
    first_wolf = Counter(CLASSIC.new_game(S8, seed=s).roles[0] for s in range(400))
    assert 50 < first_wolf["wolf"] < 150  # about 2/8 of 400


@pytest.mark.parametrize("n", [7, 10, 0])
def test_seven_or_ten_players_are_refused(n):
    assert CLASSIC.validate(n) == "classic_player_count"
    with pytest.raises(SetupError):
        CLASSIC.new_game([f"P{i}" for i in range(n)], seed=1)


def test_names_must_differ():
    with pytest.raises(SetupError):
        CLASSIC.new_game(S8[:-1] + ["ann"], seed=1)


def test_the_phase_table():
    assert PHASES.ids == ("night", "dawn", "day", "vote", "dusk", "end")
    assert PHASES.after("night", "steps_done") == "dawn"
    assert PHASES.after("dawn", "no_result") == "day"
    assert PHASES.after("day", "begin_vote") == "vote"
    assert PHASES.after("vote", "votes") == "dusk"
    assert PHASES.after("dusk", "result") == "end"
    with pytest.raises(PhaseError):
        PHASES.after("night", "begin_vote")
    with pytest.raises(PhaseError):
        CLASSIC.begin_vote(game())


def test_new_codes_are_known_to_rule_error():
    for code in ("already_acted", "potion_spent", "no_victim", "repeat_protect"):
        assert code in CLASSIC_CODES


def test_already_acted_only_through_the_api():
    st = act(game(), "wolves", ANN, {"player": GUS})
    assert codes_of(st, "wolves", ANN, {"player": HAL}) == "already_acted"
    assert codes_of(st, "wolves", ANN, {"player": 99}) == "already_acted"  # before bad_args
    st = act(st, "wolves", BOB, {})
    st = act(st, "seer", CAT, {"player": ANN})
    assert st.step == "bodyguard"
    assert codes_of(st, "seer", CAT, {"player": BOB}) == "already_acted"
    assert codes_of(st, "witch", EVE, {}) == "not_awake"  # her step is not open yet
    assert codes_of(st, "seer", GUS, {}) == "not_awake"


def test_a_rejection_changes_nothing():
    st = game()
    before = to_dict(st)
    for args in ({"player": BOB}, {"player": "Gus"}, {"x": 1}, "Gus", {"player": True}):
        with pytest.raises(RuleError):
            CLASSIC.apply(st, Choice("wolves", ANN, args))
    assert to_dict(st) == before


def test_options_follow_the_rules():
    st = night(game(), picks=(GUS, HAL), guard=DAN, witch="stop")
    assert st.step == "witch"
    opts = CLASSIC.options(st, EVE)
    assert {} in opts and {"save": True} not in opts  # tied bite: no victim
    assert {"poison": EVE} not in opts and {"poison": ANN} in opts
    st = act(st, "witch", EVE)
    assert st.phase == "day"  # nobody died: no last turns
    st = CLASSIC.begin_vote(st)[0]
    for v in list(st.pending):
        st = act(st, "vote", v)
    assert st.phase == "night" and st.round == 2
    st = night(st, picks=(GUS, GUS), guard="stop")
    assert st.step == "bodyguard"
    assert {"player": DAN} not in CLASSIC.options(st, DAN)  # protected last night
    assert {"player": GUS} in CLASSIC.options(st, DAN)
    assert codes_of(st, "bodyguard", DAN, {"player": DAN}) == "repeat_protect"


def test_a_night_death_gives_every_dead_a_last_turn_and_only_the_hunter_a_shot():
    st = night(game(), picks=(FAY, FAY), witch={"poison": GUS})
    assert st.phase == "dawn" and st.last_turns == (FAY, GUS)
    assert CLASSIC.request(st).step == "hunter" and CLASSIC.request(st).seats == (FAY,)
    assert codes_of(st, "hunter", FAY, {"player": GUS}) == "illegal_target"  # died tonight (A19)
    assert codes_of(st, "hunter", FAY, {"player": FAY}) == "illegal_target"
    st = act(st, "hunter", FAY, {"player": BOB})
    r = CLASSIC.request(st)
    assert (r.step, r.seats, r.choice) == ("last_turn", (GUS,), False)
    assert CLASSIC.public_view(st).turn == GUS
    st = act(st, "last_turn", GUS)
    assert st.phase == "day"
    pv = CLASSIC.public_view(st)
    assert pv.log[0][0] == "Day 1"
    assert [(line.kind, line.seats) for line in pv.log[0][1]] == [("dawn", (FAY, GUS)), ("died", (BOB,))]
    assert pv.roles == () and pv.causes == ()


def test_knowledge_follows_8_1():
    st = night(game(), picks=(GUS, None), seer=ANN, guard=HAL, witch="stop")
    k_wolf = CLASSIC.knowledge(st, BOB)
    assert k_wolf.pack == ((ANN, True), (BOB, True))
    assert k_wolf.picks == ((ANN, GUS), (BOB, None)) and k_wolf.victim == (True, GUS)
    assert CLASSIC.knowledge(st, CAT).seer_results == ((1, ANN, "wolves"),)
    k_witch = CLASSIC.knowledge(st, EVE)
    assert k_witch.victim == (True, GUS) and k_witch.potions == (True, True)
    k_vil = CLASSIC.knowledge(st, HAL)
    assert (k_vil.pack, k_vil.picks, k_vil.seer_results, k_vil.victim) == ((), (), (), (False, None))
    st = G.write_note(st, ANN, "the seer is Cat?")
    st = act(st, "witch", EVE, {"poison": BOB})
    assert st.phase == "dawn" and st.last_turns == (BOB, GUS)
    assert CLASSIC.knowledge(st, BOB).picks == ()  # the dead see only public screens
    st = act(act(st, "last_turn", BOB), "last_turn", GUS)
    assert st.phase == "day"
    with pytest.raises(RuleError):
        G.write_note(st, ANN, "the night is over")
    assert CLASSIC.knowledge(st, DAN).last_protected == HAL
    assert CLASSIC.knowledge(st, EVE).potions == (True, False)
    assert CLASSIC.knowledge(st, BOB).wolves_notes == ()  # dead wolves see no notes


def test_notes_are_one_per_night_and_only_for_the_living():
    st = game()
    st = night(st, picks=(GUS, GUS), seer="stop")
    st = G.write_note(st, ANN, "Cat looks like the seer")
    st = G.write_note(st, HAL, "Ann was quiet")
    with pytest.raises(RuleError) as exc:
        G.write_note(st, ANN, "again")
    assert exc.value.code == "already_acted"
    with pytest.raises(RuleError) as exc:
        G.write_note(st, BOB, "x" * 141)
    assert exc.value.code == "bad_args"
    assert CLASSIC.knowledge(st, HAL).own_notes == ((1, "Ann was quiet"),)
    st = night(st, seer=GUS, guard=GUS, witch={})  # Gus protected: nobody dies
    st = CLASSIC.begin_vote(st)[0]
    for v in list(st.pending):
        st = act(st, "vote", v)
    assert st.round == 2
    assert CLASSIC.knowledge(st, BOB).wolves_notes == ((1, ANN, "Cat looks like the seer"),)
    assert CLASSIC.knowledge(st, CAT).wolves_notes == ()
    assert "Ann was quiet" not in json.dumps(asdict(CLASSIC.public_view(st)))


def _example_a_states():
    st = CLASSIC.new_game(S8, seed=0, roles=R8)
    states = [st]
    def go(step, seat, args=None):
        nonlocal st
        st = act(st, step, seat, args)
        states.append(st)
    go("wolves", ANN, {"player": GUS}); go("wolves", BOB, {"player": GUS})
    go("seer", CAT, {"player": BOB}); go("bodyguard", DAN, {"player": CAT}); go("witch", EVE, {"save": True})
    st = CLASSIC.begin_vote(st)[0]; states.append(st)
    for v, t in ((ANN, CAT), (BOB, CAT), (CAT, BOB), (DAN, BOB), (EVE, None), (FAY, None), (GUS, BOB), (HAL, CAT)):
        go("vote", v, None if t is None else {"player": t})
    go("wolves", ANN, {"player": CAT}); go("wolves", BOB, {"player": CAT})
    go("seer", CAT, {"player": ANN}); go("bodyguard", DAN, {"player": DAN}); go("witch", EVE, {"poison": BOB})
    go("last_turn", BOB); go("last_turn", CAT)
    st = CLASSIC.begin_vote(st)[0]; states.append(st)
    for v, t in ((ANN, FAY), (DAN, ANN), (EVE, ANN), (FAY, None), (GUS, FAY), (HAL, FAY)):
        go("vote", v, None if t is None else {"player": t})
    go("hunter", FAY, {"player": ANN})
    return states


def test_example_a_through_the_api_and_save_at_every_moment():
    states = _example_a_states()
    end = states[-1]
    assert end.phase == "end" and end.result == "village" and end.end == "D2"
    oc = CLASSIC.outcome(end)
    assert oc.winners == (CAT, DAN, EVE, FAY, GUS, HAL)
    for st in states:
        assert CLASSIC.loads(CLASSIC.dumps(st)) == st
        assert from_dict(json.loads(json.dumps(to_dict(st)))) == st
    pv = CLASSIC.public_view(end)
    assert pv.roles == R8 and pv.winners == oc.winners
    assert any("Fay shoots Ann" in line for line in CLASSIC.story(end))


@pytest.mark.parametrize("text", ["", "{", "[]", '{"kind": "onenight", "version": 1, "state": {}}',
                                  '{"kind": "classic", "version": 9, "state": {}}',
                                  '{"kind": "classic", "version": 1, "state": {"seats": []}}'])
def test_a_bad_classic_save_is_refused(text):
    with pytest.raises(SaveError):
        CLASSIC.loads(text)


def test_a_save_with_a_wrong_deal_is_refused():
    data = json.loads(CLASSIC.dumps(game()))
    data["state"]["roles"][2] = "wolf"
    with pytest.raises(SaveError):
        CLASSIC.loads(json.dumps(data))

