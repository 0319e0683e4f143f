"""Every rejection is a typed error with a code (issue 9 item 6), and the runner's edge cases."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.core.common.errors import CODES, VOTE_CODES, PhaseError, RuleError, VoteError
from app.core.onenight import engine as G
from app.core.onenight import handoff as P
from app.core.onenight.engine import VoteError as EngineVoteError
from app.core.scenario import check_file, main

SEATS4 = ["Ann", "Bob", "Cat", "Dan"]


def test_rule_error_refuses_an_unknown_code_without_assert() -> None:
    with pytest.raises(ValueError, match="unknown rule error code"):
        RuleError("nonsense")
    assert RuleError("bad_args").code == "bad_args"
    assert set(CODES) >= {"not_awake", "bad_args"}


def test_vote_error_has_a_code_and_is_the_engines() -> None:
    assert EngineVoteError is VoteError
    assert VoteError("self_vote", "x").code == "self_vote"
    with pytest.raises(ValueError):
        VoteError("nonsense", "x")
    assert set(VOTE_CODES) >= {"missing_vote", "bad_votes", "self_vote", "unknown_seat"}
    assert PhaseError("x").code == "wrong_phase"


@pytest.fixture(scope="module")
def day() -> G.GameState:
    g = G.new_game(SEATS4, deal=G.Deal(("villager", "villager", "hunter", "tanner"), ("werewolf", "seer", "robber")))
    g = G.advance(g)
    assert g.phase == "day"
    return g


@pytest.mark.parametrize("votes, code", [
    (3, "bad_votes"), ("abc", "bad_votes"), (None, "bad_votes"), ((x for x in (1, 2, 3, 0)), "bad_votes"),
    ((1, 2, 3), "missing_vote"), ({0: 1, 1: 2, 2: 3, True: 0}, "missing_vote"), ({0: 1, 1: 2, 2: 3}, "missing_vote"),
    ((1, 1, 3, 0), "self_vote"), ((1, 2, 3, 4), "unknown_seat"), ((1, 2, 3, 10**5000), "unknown_seat"),
    ((1, 2, 3, [0]), "unknown_seat"), ((1, 2, 3, 0.0), "unknown_seat"),
])
def test_cast_votes_rejects_with_a_code(day: G.GameState, votes: object, code: str) -> None:
    with pytest.raises(VoteError) as err:
        G.cast_votes(day, votes)  # type: ignore[arg-type]
    assert err.value.code == code


def _seer_turn() -> G.GameState:
    g = G.advance(G.new_game(SEATS4, deal=G.Deal(("seer", "villager", "werewolf", "villager"),
                                                  ("drunk", "tanner", "robber"))))
    assert G.current_step(g) == "werewolves"
    g = G.advance(G.apply(g, G.Choice("werewolves", 2, {"centre": 0})))
    assert G.current_step(g) == "seer"
    return g


@pytest.mark.parametrize("args", [
    {1: "Bob", "player": "Bob"},  # mixed-type keys: sorted() in a message cannot order them
    {None: 0}, {"player": 10**5000}, {"player": b"Bob"}, {"centres": [0, 10**5000]},
    {"player": [[[[]]]]}, {"centres": {0, 1}}, {("player",): "Bob"},
])
def test_apply_rejects_odd_args_with_bad_args(args: dict) -> None:
    g = _seer_turn()
    with pytest.raises(RuleError) as err:
        G.apply(g, G.Choice("seer", 0, args))
    assert err.value.code == "bad_args"


@pytest.mark.parametrize("choice", [None, 3, ("seer", 0, {"player": "Bob"}), G.Choice(["seer"], 0, None),
                                    G.Choice("seer", 0.0, {"player": "Bob"}), G.Choice("seer", 10**5000, None)])
def test_apply_rejects_odd_choices_with_a_code(choice: object) -> None:
    g = _seer_turn()
    with pytest.raises(RuleError) as err:
        G.apply(g, choice)  # type: ignore[arg-type]
    assert err.value.code in ("bad_args", "not_awake")


def test_options_and_peek_take_only_int_seats() -> None:
    g = _seer_turn()
    assert G.options(g, 0)
    for seat in (0.0, False, -1, 4):  # not a seat at the table: refused (issue 38), never another seat's answer
        with pytest.raises(RuleError) as err:
            G.options(g, seat)  # type: ignore[arg-type]
        assert err.value.code == "bad_args"
    deal = G.Deal(("witch", "villager", "werewolf", "villager"), ("drunk", "tanner", "robber"))
    g = G.advance(G.new_game(SEATS4, deal=deal))
    g = G.advance(G.apply(g, G.Choice("werewolves", 2, None)))
    assert G.current_step(g) == "witch"
    assert G.peek(g, 0, {"centre": 1})
    for args in ({"centre": 1.0}, {"centre": True}, {"centre": [1]}):
        with pytest.raises(RuleError) as err:
            G.peek(g, 0, args)
        assert err.value.code == "bad_args"


def test_decide_rejects_a_forged_ask() -> None:
    # Ann is the Seer, Cat the lone werewolf: at Ann's first visit the werewolves' turn is
    # still to come. A made-up early ask for a step she has no part in, or for a step not in
    # the game, is refused, and so is a current ask for the wrong step.
    deal = G.Deal(("seer", "villager", "werewolf", "villager"), ("drunk", "tanner", "robber"))
    plan = P.deliver(P.open_visit(P.start(G.new_game(SEATS4, deal=deal))))
    for ask in (P.Ask("werewolves", 0, True, False, ()), P.Ask("witch", 0, True, False, ()),
                P.Ask("robber", 0, False, True, ()), P.Ask(["seer"], 0, True, False, ())):  # type: ignore[arg-type]
        with pytest.raises(RuleError) as err:
            P.decide(plan, ask, {"player": "Bob"})
        assert err.value.code == "not_awake"
    with pytest.raises(RuleError) as err:
        P.decide(plan, "seer", {"player": "Bob"})  # type: ignore[arg-type]
    assert err.value.code == "bad_args"
    with pytest.raises(PhaseError) as perr:
        P.decide(plan, P.Ask("seer", 1, True, False, ()), None)
    assert perr.value.code == "wrong_phase"


def test_a_curator_placement_with_artifacts_used_up_is_a_scenario_error(tmp_path: Path) -> None:
    sc = {
        "name": "the Curator places with deal.artifacts empty",
        "seats": ["Ann", "Bob", "Cat"],
        "deal": {"seats": {"Ann": "curator", "Bob": "villager", "Cat": "werewolf"},
                 "centre": ["villager", "seer", "robber"], "artifacts": []},
        "actions": [{"step": "curator", "seat": "Ann", "args": {"player": "Bob"}}],
        "votes": {"Ann": "Cat", "Bob": "Cat", "Cat": "Ann"},
    }
    path = tmp_path / "s.json"
    path.write_text(json.dumps(sc), encoding="utf-8")
    ok, _name, problems = check_file(path)
    assert not ok and problems[0].startswith("bad_scenario") and "deal.artifacts" in problems[0]
    sc["deal"]["artifacts"] = ["mask_of_muting"]
    path.write_text(json.dumps(sc), encoding="utf-8")
    assert check_file(path)[0]


@pytest.mark.parametrize("text, key", [
    ('{"seats": [["Ann"], "Bob", "Cat"]}', "seats[0]"),
    ('{"seats": ["Ann", "Bob", "Cat"], "deal": {"seats": {"Ann": {}, "Bob": "seer", "Cat": "werewolf"}, '
     '"centre": ["villager", "robber", "tanner"]}}', "deal.seats.Ann"),
    ('{"seats": ["Ann", "Bob", "Cat"], "deal": {"seats": {"Ann": "villager", "Bob": "seer", "Cat": "werewolf"}, '
     '"centre": ["villager", "robber", "tanner"]}, "actions": [{"step": ["seer"], "seat": "Bob", "args": {}}]}',
     "actions[0].step"),
    ('{"seats": ["Ann", "Bob", "Cat"], "deal": {"seats": {"Ann": "villager", "Bob": "seer", "Cat": "werewolf"}, '
     '"centre": ["villager", "robber", "tanner"]}, "actions": [{"step": "seer", "seat": "Bob", "args": null}]}',
     "actions[0].args"),
    ('{"seats": ["Ann", "Bob", "Cat"], "deal": {"seats": {"Ann": "villager", "Bob": "seer", "Cat": "werewolf"}, '
     '"centre": ["villager", "robber", "tanner"]}, "expect": {"dead": ["Ann", null]}}', "expect.dead[1]"),
    ('{"seats": ["Ann", "Bob", "Cat"], "deal": {"seats": {"Ann": "villager", "Bob": "seer", "Cat": "werewolf"}, '
     '"centre": ["villager", "robber", "tanner"]}, "expect": {"final": {"seats": ["Ann"]}}}', "expect.final.seats"),
    ('{"seats": ["Ann", "Bob", "Cat"], "why": ' + "[" * 5000 + "]" * 5000 + "}", None),
    ('{"seats": ["Ann", "Bob", "Cat"], "name": ' + "7" * 5000 + "}", None),
    ('["Ann"]', None),
    ('{"seats": ["Ann", "Bob", "Cat"], "note": ' + "[" * 100 + "]" * 100 + "}", "note"),
])
def test_malformed_files_name_the_key_and_the_run_goes_on(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          text: str, key: str | None) -> None:
    (tmp_path / "a.json").write_text(text, encoding="utf-8")
    (tmp_path / "b.json").write_text(
        (Path(__file__).parents[1] / "scenarios" / "werewolf" / "tanner_alive_loses.json").read_text(encoding="utf-8"),
        encoding="utf-8")
    ok, _name, problems = check_file(tmp_path / "a.json")
    assert not ok and problems[0].startswith("bad_scenario"), problems
    if key is None:  # the file as a whole is not a scenario object
        assert "cannot read JSON" in problems[0] or "one JSON object" in problems[0], problems
    else:
        assert f"key '{key}" in problems[0], problems
    assert main([str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert f"FAIL {tmp_path / 'a.json'}" in out and f"PASS {tmp_path / 'b.json'}" in out
