"""Versioned JSON save/load of games and hand-off plans: exact round trips, clear refusals."""
from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from app.core.onenight import engine as G
from app.core.onenight import handoff as P
from app.core.onenight import save
from app.core.common.errors import SaveError
from app.core.onenight.simulate import VAMPIRE_DECKS, random_votes
from app.core.onenight.table import GameState

SEATS = [f"P{i}" for i in range(8)]
DECK = VAMPIRE_DECKS[8].split(",")
MIXED = ["doppelganger", "sentinel", "werewolf", "alpha_wolf", "werewolf", "seer", "robber",
         "curator", "revealer", "priest", "cupid", "pickpocket"]


def choose(g: GameState, rng: random.Random) -> G.Choice:
    req = G.request(g)
    assert req is not None
    seat = req.seats[0] if req.seats else None
    if seat is None or not req.decision:
        return G.Choice(req.step, seat, None)
    opts = G.options(g, seat)
    return G.Choice(req.step, seat, rng.choice(opts) if opts else None)


def game_states(deck: list[str], seed: int) -> list[GameState]:
    """Every state of one whole game, from new_game to the reveal."""
    rng = random.Random(seed)
    g = G.new_game(SEATS[: len(deck) - 3 - ("alpha_wolf" in deck)], deck, seed)
    out = [g]
    while g.phase in G.NIGHT_PHASES:
        g = G.apply(g, choose(g, rng))
        out.append(g)
    out.append(G.begin_vote(g))
    out.append(G.cast_votes(out[-1], random_votes(rng, len(g.seats))))
    return out


def plans(deck: list[str], seed: int) -> list[P.Plan]:
    """Every plan of one night through the planner, visits open and closed."""
    rng = random.Random(seed)
    plan = P.start(G.new_game(SEATS[: len(deck) - 3 - ("alpha_wolf" in deck)], deck, seed))
    out = [plan]
    while not P.night_over(plan):
        plan = P.deliver(P.open_visit(plan))
        out.append(plan)
        while (ask := P.next_ask(plan)) is not None:
            opts = P.options(plan, ask)
            plan = P.deliver(P.decide(plan, ask, rng.choice(opts) if opts else None))
            out.append(plan)
        plan = P.close_visit(plan)
        out.append(plan)
    return out


def pick(states: list[GameState], phase: str, *, mid: bool = False) -> GameState:
    found = [s for s in states if s.phase == phase and (not mid or s.log)]
    assert found, phase
    return found[len(found) // 2]


@pytest.fixture(scope="module")
def states() -> list[GameState]:
    return game_states(DECK, 11) + game_states(MIXED, 5)


@pytest.mark.parametrize("point", ["start", "mid-dusk", "mark_check", "mid-night", "day", "vote", "reveal"])
def test_game_round_trips_exactly(states: list[GameState], point: str) -> None:
    g = {
        "start": states[0],
        "mid-dusk": pick(states, "dusk", mid=True),
        "mark_check": pick(states, "mark_check"),
        "mid-night": pick(states, "night", mid=True),
        "day": pick(states, "day"),
        "vote": pick(states, "vote"),
        "reveal": pick(states, "reveal"),
    }[point]
    text = save.dumps(g)
    back = save.loads(text)
    assert isinstance(back, GameState)
    assert back == g
    assert save.dumps(back) == text


def test_every_state_of_two_games_round_trips(states: list[GameState]) -> None:
    for g in states:
        assert save.loads(save.dumps(g)) == g


def test_plan_round_trips_at_every_point_of_a_night() -> None:
    all_plans = plans(DECK, 3) + plans(MIXED, 8)
    assert any(p.queued for p in all_plans), "some plan holds an early decision"
    assert any(p.visiting for p in all_plans)
    for plan in all_plans:
        text = save.dumps(plan, extra={"autosave": 1, "names": ["Ann"]})
        back, extra = save.loads_with_extra(text)
        assert isinstance(back, P.Plan)
        assert back == plan
        assert extra == {"autosave": 1, "names": ["Ann"]}


def test_a_loaded_plan_continues_like_the_original() -> None:
    mid = [p for p in plans(DECK, 21) if p.queued and not p.visiting][0]
    back = save.loads(save.dumps(mid))
    assert isinstance(back, P.Plan)

    def finish(plan: P.Plan) -> P.Plan:
        rng = random.Random(99)
        while not P.night_over(plan):
            plan = P.deliver(P.open_visit(plan))
            while (ask := P.next_ask(plan)) is not None:
                opts = P.options(plan, ask)
                plan = P.deliver(P.decide(plan, ask, rng.choice(opts) if opts else None))
            plan = P.close_visit(plan)
        return plan

    assert finish(back) == finish(mid)


# --- refusals ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def doc() -> dict[str, Any]:
    gs = game_states(DECK, 2)
    g = gs[len(gs) // 2]
    return json.loads(save.dumps(g))


def refused(text: Any) -> SaveError:
    with pytest.raises(SaveError) as info:
        save.loads(text)
    err = info.value
    assert err.reason in ("corrupt", "version")
    assert str(err) and len(str(err)) > 10, "a clear message"
    return err


@pytest.mark.parametrize("text", ["", "{", "not json", "{\"format\": ", "\x00", "[1, 2", "nul"])
def test_not_json_is_corrupt(text: str) -> None:
    err = refused(text)
    assert err.reason == "corrupt" and "JSON" in str(err)


@pytest.mark.parametrize("text", ["null", "[]", "42", "\"pass-the-night\"", "{}", "true"])
def test_json_that_is_not_a_save_is_corrupt(text: str) -> None:
    assert refused(text).reason == "corrupt"


def test_wrong_format_is_corrupt(doc: dict[str, Any]) -> None:
    d = copy.deepcopy(doc)
    d["format"] = "some-other-game"
    err = refused(json.dumps(d))
    assert err.reason == "corrupt" and "not a Pass the Night save" in str(err)


def test_future_version_is_refused_with_reason_version(doc: dict[str, Any]) -> None:
    d = copy.deepcopy(doc)
    d["version"] = save.VERSION + 1
    err = refused(json.dumps(d))
    assert err.reason == "version"
    assert "newer version" in str(err) and str(save.VERSION + 1) in str(err)


@pytest.mark.parametrize("version", [None, "1", 1.0, True, 0, -3, [1]])
def test_bad_version_is_corrupt(doc: dict[str, Any], version: Any) -> None:
    d = copy.deepcopy(doc)
    d["version"] = version
    assert refused(json.dumps(d)).reason == "corrupt"


def test_missing_version_is_corrupt(doc: dict[str, Any]) -> None:
    d = copy.deepcopy(doc)
    del d["version"]
    assert refused(json.dumps(d)).reason == "corrupt"


@pytest.mark.parametrize("kind", ["banana", None, 3])
def test_unknown_kind_is_corrupt(doc: dict[str, Any], kind: Any) -> None:
    d = copy.deepcopy(doc)
    d["kind"] = kind
    assert refused(json.dumps(d)).reason == "corrupt"


@pytest.mark.parametrize("kind", [["game"], {"game": 1}])
def test_unhashable_kind_is_corrupt(doc: dict[str, Any], kind: Any) -> None:
    d = copy.deepcopy(doc)
    d["kind"] = kind
    assert refused(json.dumps(d)).reason == "corrupt"


def test_deeply_nested_json_is_corrupt() -> None:
    assert refused("[" * 100_000 + "]" * 100_000).reason == "corrupt"


@pytest.mark.parametrize("name", ["seats", "places", "log", "phase", "votes", "dg_inert"])
def test_missing_field_is_corrupt(doc: dict[str, Any], name: str) -> None:
    d = copy.deepcopy(doc)
    del d["data"][name]
    err = refused(json.dumps(d))
    assert err.reason == "corrupt" and name in str(err)


def test_unknown_field_is_corrupt(doc: dict[str, Any]) -> None:
    d = copy.deepcopy(doc)
    d["data"]["cheat"] = 1
    err = refused(json.dumps(d))
    assert err.reason == "corrupt" and "cheat" in str(err)


@pytest.mark.parametrize(
    "name,value",
    [
        ("seats", "P0,P1"),
        ("pos", "3"),
        ("pos", 3.0),
        ("pos", True),
        ("dg_inert", 0),
        ("places", [0, 1, "2"]),
        ("places", {"0": 1}),
        ("log", [{"step": "x"}]),
        ("log", [[1, 2]]),
        ("phase", None),
        ("seed", None),
    ],
)
def test_wrong_type_is_corrupt(doc: dict[str, Any], name: str, value: Any) -> None:
    d = copy.deepcopy(doc)
    d["data"][name] = value
    assert refused(json.dumps(d)).reason == "corrupt"


def test_wrong_type_inside_a_log_event_is_corrupt(doc: dict[str, Any]) -> None:
    d = copy.deepcopy(doc)
    ev = next(e for e in d["data"]["log"] if e["seen"])
    ev["seen"][0]["place"] = "centre0"
    assert refused(json.dumps(d)).reason == "corrupt"


@pytest.mark.parametrize("data", [None, [], "game", 7])
def test_data_that_is_not_an_object_is_corrupt(doc: dict[str, Any], data: Any) -> None:
    d = copy.deepcopy(doc)
    d["data"] = data
    assert refused(json.dumps(d)).reason == "corrupt"


def test_app_data_that_is_not_an_object_is_corrupt(doc: dict[str, Any]) -> None:
    d = copy.deepcopy(doc)
    d["extra"] = [1, 2]
    assert refused(json.dumps(d)).reason == "corrupt"


def test_a_game_save_loaded_as_a_plan_kind_is_corrupt(doc: dict[str, Any]) -> None:
    d = copy.deepcopy(doc)
    d["kind"] = "plan"
    assert refused(json.dumps(d)).reason == "corrupt"


def test_huge_integer_is_corrupt(doc: dict[str, Any]) -> None:
    text = json.dumps(doc).replace('"seed":', '"seed":' + "9" * 5000 + ",\"_\":", 1)
    assert refused(text).reason == "corrupt"


# --- fuzzing -------------------------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 2**40) | st.floats(allow_nan=False)
    | st.text(max_size=8) | st.sampled_from(["P0", "vampire", "night", "seer", "clarity", ""]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)
FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def base_texts() -> list[str]:
    g = game_states(MIXED, 4)
    p = plans(DECK, 4)
    return [save.dumps(g[0]), save.dumps(g[len(g) // 2]), save.dumps(g[-1]), save.dumps(p[len(p) // 2])]


BASES = base_texts()


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += paths(v, prefix + (i,))
    return out


def must_load_or_refuse(text: Any) -> None:
    try:
        obj = save.loads(text)
    except SaveError as err:
        assert err.reason in ("corrupt", "version")
        assert str(err)
    else:
        assert isinstance(obj, (GameState, P.Plan))


@FUZZ
@given(base=st.sampled_from(range(len(BASES))), data=st.data())
def test_mutated_json_loads_or_is_refused(base: int, data: st.DataObject) -> None:
    doc = json.loads(BASES[base])
    all_paths = paths(doc)
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(all_paths))
        op = data.draw(st.sampled_from(["replace", "delete", "insert"]))
        if not path:
            doc = data.draw(JSON_VALUES)
            break
        parent: Any = doc
        try:
            for key in path[:-1]:
                parent = parent[key]
            last = path[-1]
            if op == "replace":
                parent[last] = data.draw(JSON_VALUES)
            elif op == "delete":
                del parent[last]
            elif isinstance(parent, list):
                parent.insert(last, data.draw(JSON_VALUES))
            else:
                parent[data.draw(st.text(max_size=6))] = data.draw(JSON_VALUES)
        except (KeyError, IndexError, TypeError):
            pass  # an earlier mutation removed this path
    # an unhashable "kind" is a known defect, covered by test_unhashable_kind_is_corrupt
    assume(not (isinstance(doc, dict) and isinstance(doc.get("kind"), (list, dict))))
    must_load_or_refuse(json.dumps(doc))


@FUZZ
@given(base=st.sampled_from(range(len(BASES))), data=st.data())
def test_mutated_text_loads_or_is_refused(base: int, data: st.DataObject) -> None:
    text = BASES[base]
    for _ in range(data.draw(st.integers(1, 4))):
        i = data.draw(st.integers(0, len(text)))
        j = data.draw(st.integers(i, min(len(text), i + 20)))
        new = data.draw(st.sampled_from(["", "0", "\"", "{", "]", ",", "null", "true", "-1", "1e999", "\\u00",
                                         "\"x\":1,", "[]", "2"]) | st.text(max_size=4))
        text = text[:i] + new + text[j:]
    must_load_or_refuse(text)


def test_bytes_and_non_text_input() -> None:
    assert save.loads(BASES[0].encode("utf-8")) == save.loads(BASES[0])
    for junk in (None, 42, b"\xff\xfe\x00", object()):
        assert refused(junk).reason == "corrupt"


# --- complete validation: a loaded game is the game its own deal and log make ------------


@pytest.fixture(scope="module")
def day_doc() -> dict[str, Any]:
    return json.loads(save.dumps(pick(game_states(MIXED, 5), "day")))


def test_a_seen_seat_out_of_range_in_a_day_save_is_corrupt(day_doc: dict[str, Any]) -> None:
    # issue 9's example: accepted before, then the story at the reveal raised IndexError
    d = copy.deepcopy(day_doc)
    ev = next(e for e in d["data"]["log"] if e["seen"])
    ev["seen"][0]["seat"] = 99
    assert refused(json.dumps(d)).reason == "corrupt"


@pytest.mark.parametrize("field,value", [("place", 99), ("place", -5), ("seats", [42])])
def test_a_seen_place_or_seat_list_out_of_range_is_corrupt(day_doc: dict[str, Any], field: str, value: Any) -> None:
    d = copy.deepcopy(day_doc)
    ev = next(e for e in d["data"]["log"] if e["seen"])
    ev["seen"][0][field] = value
    assert refused(json.dumps(d)).reason == "corrupt"


def test_a_log_actor_out_of_range_is_corrupt(day_doc: dict[str, Any]) -> None:
    d = copy.deepcopy(day_doc)
    next(e for e in d["data"]["log"] if e["actor"] >= 0)["actor"] = 12
    assert refused(json.dumps(d)).reason == "corrupt"


def test_swapped_cards_the_log_does_not_explain_are_corrupt(day_doc: dict[str, Any]) -> None:
    d = copy.deepcopy(day_doc)
    places = d["data"]["places"]
    i = next(k for k in range(1, len(places)) if d["data"]["cards"][places[k]] != d["data"]["cards"][places[0]])
    places[0], places[i] = places[i], places[0]
    assert refused(json.dumps(d)).reason == "corrupt"


@pytest.mark.parametrize("name,value", [
    ("deck", ["villager"] * 15), ("mark_at", [0, 0, 1, 2, 3, 4, 5, 6]), ("face_up", [0]),
    ("shields", [1, 1]), ("phase", "reveal"), ("phase", "night"), ("pos", 0), ("actors", [0]),
    ("dg_seat", 7), ("vampire_target", 3), ("feared", [2]), ("draws", 2),
    ("wolves_known", [0, 1]), ("aura", [5]),
])
def test_a_field_that_does_not_follow_from_the_log_is_corrupt(day_doc: dict[str, Any], name: str, value: Any) -> None:
    d = copy.deepcopy(day_doc)
    assert d["data"][name] != value
    d["data"][name] = value
    assert refused(json.dumps(d)).reason == "corrupt"


def test_a_reveal_with_a_self_vote_is_corrupt() -> None:
    d = json.loads(save.dumps(game_states(DECK, 2)[-1]))
    d["data"]["votes"][0] = 0
    assert refused(json.dumps(d)).reason == "corrupt"


def test_log_arguments_that_are_not_json_are_corrupt(day_doc: dict[str, Any]) -> None:
    d = copy.deepcopy(day_doc)
    next(e for e in d["data"]["log"] if e["args"].startswith("{\""))["args"] = "{not json"
    assert refused(json.dumps(d)).reason == "corrupt"


@pytest.fixture(scope="module")
def queued_doc() -> dict[str, Any]:
    plan = next(p for p in plans(DECK, 3) + plans(MIXED, 8) if p.queued and not p.visiting)
    return json.loads(save.dumps(plan))


def test_a_decision_recorded_but_not_waiting_is_corrupt(queued_doc: dict[str, Any]) -> None:
    # before: the seat's turn then never asked, and the night never ended
    d = copy.deepcopy(queued_doc)
    d["data"]["queued"] = []
    assert refused(json.dumps(d)).reason == "corrupt"


@pytest.mark.parametrize("change", ["step", "seat", "args", "twice", "undecided"])
def test_a_damaged_early_decision_is_corrupt(queued_doc: dict[str, Any], change: str) -> None:
    d = copy.deepcopy(queued_doc)
    q = d["data"]["queued"][0]
    if change == "step":
        q["step"] = "banana"
    elif change == "seat":
        q["seat"] = 40
    elif change == "args":
        q["args"] = "[1, 2"
    elif change == "twice":
        d["data"]["queued"].append(dict(q))
    else:
        d["data"]["decided"] = [x for x in d["data"]["decided"] if x != [q["step"], q["seat"]]]
    assert refused(json.dumps(d)).reason == "corrupt"


@pytest.mark.parametrize("name,value", [("holder", 8), ("delivered", [999] * 8), ("visits", -1)])
def test_hand_off_bookkeeping_out_of_range_is_corrupt(queued_doc: dict[str, Any], name: str, value: Any) -> None:
    d = copy.deepcopy(queued_doc)
    d["data"][name] = value
    assert refused(json.dumps(d)).reason == "corrupt"


def test_a_plan_with_automatic_steps_left_unresolved_is_corrupt() -> None:
    deck = ["werewolf", "seer", "robber", "villager", "villager", "troublemaker"]
    fresh = G.new_game(SEATS[:3], deck, 4)  # before `advance`: the planner would wait for ever
    assert G.advance(fresh) != fresh
    plan = P.start(fresh)
    d = json.loads(save.dumps(plan))
    d["data"]["game"] = json.loads(save.dumps(fresh))["data"]
    assert refused(json.dumps(d)).reason == "corrupt"


def test_every_plan_of_many_random_nights_still_loads() -> None:
    for seed in range(12):
        for plan in plans(DECK if seed % 2 else MIXED, 100 + seed):
            assert save.loads(save.dumps(plan)) == plan
