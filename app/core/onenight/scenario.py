"""Scenario runner: `python -m app.core.scenario [--json] FILE_OR_DIR...` (see SCENARIOS.md)."""
from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .catalog import ARTIFACTS, STEP_BY_ID, STEP_IDS, wake_order
from ..common.errors import RuleError, SetupError
from ..common.scenarios import ScenarioError, read_json
from ..common.scenarios import need_list as _list
from ..common.scenarios import need_object as _obj
from .engine import (
    Choice, Deal, apply, cast_votes, current_step, new_game, turn_seats, would_act,
)
from ..common.errors import show
from .story import story_lines
from .table import GameState
from .victory import outcome as game_outcome

TOP_KEYS = {"name", "seats", "deal", "actions", "votes", "expect", "why", "source", "note"}
DEAL_KEYS = {"seats", "centre", "wolf_centre", "marks", "artifacts"}
EXPECT_KEYS = {"dead", "winners", "final", "teams", "observations", "rejected", "flipped"}
FINAL_KEYS = {"seats", "centre", "marks"}
ACTION_KEYS = {"step", "seat", "args"}


@dataclass
class Scenario:
    """A parsed scenario file."""

    name: str
    seats: tuple[str, ...]
    deal: Deal
    entries: dict[tuple[str, int], dict[str, Any]]
    votes: dict[str, Any] | None
    expect: dict[str, Any]


MAX_DEPTH = 32  # deeper nesting than any scenario needs is refused before it is looked at


def _need(obj: dict[str, Any], key: str, where: str) -> Any:
    if key not in obj:
        raise ScenarioError(f"missing key '{where}{key}'")
    return obj[key]


def _unknown(obj: dict[str, Any], allowed: set[str], where: str) -> None:
    for k in obj:
        if k not in allowed:
            raise ScenarioError(f"unknown key '{where}{_show(k)}'")


def _str(value: Any, where: str, what: str = "a string") -> str:
    if not isinstance(value, str):
        raise ScenarioError(f"key '{where}' must be {what}, got {_show(value)}")
    return value


def _strs(value: Any, where: str, what: str) -> list[str]:
    for i, v in enumerate(_list(value, where)):
        _str(v, f"{where}[{i}]", what)
    return value


def _str_map(value: Any, where: str, what: str) -> dict[str, str]:
    for k, v in _obj(value, where).items():
        _str(v, f"{where}.{k}", what)
    return value


def _show(value: Any) -> str:
    """A short repr for messages, safe for any parsed JSON."""
    text = show(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _depth(value: Any, where: str, limit: int = MAX_DEPTH) -> None:
    """Refuse nesting deeper than `limit` (checked without recursion)."""
    stack = [(value, where, 0)]
    while stack:
        v, at, d = stack.pop()
        if d > limit:
            raise ScenarioError(f"key '{at}' nests deeper than {limit} levels")
        if isinstance(v, dict):
            stack.extend((x, f"{at}.{k}" if at else str(k), d + 1) for k, x in v.items())
        elif isinstance(v, list):
            stack.extend((x, f"{at}[{i}]", d + 1) for i, x in enumerate(v))


def parse(data: Any) -> Scenario:
    """Check a scenario's JSON and turn it into a Scenario (ScenarioError names the key)."""
    if not isinstance(data, dict):
        raise ScenarioError("the file must hold one JSON object")
    _depth(data, "")
    _unknown(data, TOP_KEYS, "")
    seats = _strs(_need(data, "seats", ""), "seats", "a seat name")
    if len(set(seats)) != len(seats):
        raise ScenarioError("key 'seats' repeats a name")
    deal = _obj(_need(data, "deal", ""), "deal")
    _unknown(deal, DEAL_KEYS, "deal.")
    dseats = _str_map(_need(deal, "seats", "deal."), "deal.seats", "a role id")
    for s in dseats:
        if s not in seats:
            raise ScenarioError(f"unknown seat in key 'deal.seats.{s}'")
    for s in seats:
        if s not in dseats:
            raise ScenarioError(f"missing key 'deal.seats.{s}'")
    centre = _strs(_need(deal, "centre", "deal."), "deal.centre", "a role id")
    if len(centre) != 3:
        raise ScenarioError("key 'deal.centre' must list three cards")
    wolf = deal.get("wolf_centre")
    if wolf is not None:
        _str(wolf, "deal.wolf_centre", "a role id or null")
    marks = deal.get("marks")
    marks = {} if marks is None else _str_map(marks, "deal.marks", "a mark id")
    for s in marks:
        if s not in seats:
            raise ScenarioError(f"unknown seat in key 'deal.marks.{s}'")
    artifacts = deal.get("artifacts")
    artifacts = [] if artifacts is None else _strs(artifacts, "deal.artifacts", "an artifact id")
    for a in artifacts:
        if a not in ARTIFACTS:
            raise ScenarioError(f"unknown artifact {a!r} in key 'deal.artifacts'")
    d = Deal(
        tuple(dseats[s] for s in seats), tuple(centre), wolf,
        tuple(marks.get(s, "clarity") for s in seats) if marks else (), tuple(artifacts),
    )

    entries: dict[tuple[str, int], dict[str, Any]] = {}
    actions = _list(data.get("actions", []), "actions")
    for i, e in enumerate(actions):
        e = _obj(e, f"actions[{i}]")
        _unknown(e, ACTION_KEYS, f"actions[{i}].")
        step = _need(e, "step", f"actions[{i}].")
        seat = _need(e, "seat", f"actions[{i}].")
        if e.get("args") is None:  # SCENARIOS.md: "args": null is an entry without args
            raise ScenarioError(f"missing key 'actions[{i}].args'")
        if not isinstance(step, str) or step not in STEP_IDS:
            raise ScenarioError(f"unknown step {_show(step)} in key 'actions[{i}].step'")
        if not isinstance(seat, str) or seat not in seats:
            raise ScenarioError(f"unknown seat {_show(seat)} in key 'actions[{i}].seat'")
        key = (step, seats.index(seat))
        if key in entries:
            raise ScenarioError(f"two entries for step {step!r} and seat {seat!r} (key 'actions[{i}]')")
        entries[key] = e["args"]
    votes = data.get("votes")
    if votes is not None:
        _obj(votes, "votes")
    name = data.get("name", "")
    _str(name, "name")
    return Scenario(name, tuple(seats), d, entries, votes, _expect(data.get("expect", {})))


_OBSERVATION_KEYS = ("seat", "step", "what", "value")


def _expect(value: Any) -> dict[str, Any]:
    """Check the types under `expect` (SCENARIOS.md), so that comparing never fails."""
    expect = _obj(value, "expect")
    _unknown(expect, EXPECT_KEYS, "expect.")
    if "rejected" in expect:
        if len(expect) > 1:
            raise ScenarioError("key 'expect.rejected' cannot be combined with other expect keys")
        rej = _obj(expect["rejected"], "expect.rejected")
        _unknown(rej, {"step", "seat", "code"}, "expect.rejected.")
        for k in ("step", "seat", "code"):
            _str(_need(rej, k, "expect.rejected."), f"expect.rejected.{k}")
    for k in ("dead", "winners"):
        if k in expect:
            _strs(expect[k], f"expect.{k}", "a seat name")
    if "final" in expect:
        final = _obj(expect["final"], "expect.final")
        _unknown(final, FINAL_KEYS, "expect.final.")
        for k, what in (("seats", "a role id"), ("marks", "a mark id")):
            if final.get(k) is not None:
                _str_map(final[k], f"expect.final.{k}", what)
        if final.get("centre") is not None:
            _strs(final["centre"], "expect.final.centre", "a role id")
    if expect.get("teams") is not None:
        _str_map(expect["teams"], "expect.teams", "a team id")
    if "flipped" in expect:
        _str_map(expect["flipped"], "expect.flipped", "a role id")
    if expect.get("observations") is not None:
        for i, obs in enumerate(_list(expect["observations"], "expect.observations")):
            where = f"expect.observations[{i}]"
            _unknown(_obj(obs, where), set(_OBSERVATION_KEYS), where + ".")
            for k in _OBSERVATION_KEYS:
                _str(_need(obs, k, where + "."), f"{where}.{k}")
    return expect


class _Rejected(Exception):
    def __init__(self, step: str, seat: int, code: str) -> None:
        self.step, self.seat, self.code = step, seat, code


def _attempt(state: GameState, choice: Choice) -> GameState:
    try:
        return apply(state, choice)
    except RuleError as err:
        raise _Rejected(choice.step, choice.seat if choice.seat is not None else -1, err.code) from None


def play_night(
    state: GameState, entries: dict[tuple[str, int], dict[str, Any]]
) -> tuple[GameState, tuple[str, int, str] | None]:
    """Play Dusk and Night with a scenario's entries (SCENARIOS.md order of checks).

    Returns the state at the end of the Night, or as it stood when an entry was rejected,
    with (step, seat, code) of that rejection.
    """
    checked = 0  # steps of the full wake order whose entries were checked on arrival
    order = [s.id for s in wake_order(state.cards)]  # the game's own order skips idle steps
    try:
        while True:
            step = current_step(state)
            upto = order.index(step) if step is not None else len(order)
            # Arriving at a step (possibly past steps without actors): check their entries.
            while checked <= upto and checked < len(order):
                _check_arrival(state, order[checked], entries)
                checked += 1
            if step is None:
                return state, None
            seats = turn_seats(state)
            if STEP_BY_ID[step].team:
                # Every actor's entry is checked, in seat order; the first one is played.
                given = sorted((s, a) for (st, s), a in entries.items() if st == step and s in seats)
                if len(given) > 1:
                    for s, a in given:
                        _attempt(state, Choice(step, s, a))
                seat, args = given[0] if given else (seats[0], None)
            else:
                seat = seats[0]
                args = entries.get((step, seat))
            used_up = step in ("curator", "doppel_curator") and not state.pile
            state = _attempt(state, Choice(step, seat, args))
            if used_up and isinstance(args, dict) and "player" in args:
                raise ScenarioError(
                    f"a Curator placement with key 'deal.artifacts' used up (step {step!r})")
    except _Rejected as r:
        return state, (r.step, r.seat, r.code)


def _check_arrival(state: GameState, step: str, entries: dict[tuple[str, int], dict[str, Any]]) -> None:
    """SCENARIOS.md: the team-step check first, then entries of seats that are not actors."""
    mine = sorted(seat for (st, seat) in entries if st == step)
    if step == "vampires" and len(mine) > 1:
        raise _Rejected(step, mine[1], "bad_args")
    for seat in mine:
        code = would_act(state, step, seat)
        if code:
            raise _Rejected(step, seat, code)


def run_scenario(sc: Scenario) -> dict[str, Any]:
    """Play a scenario and return the outcome JSON of SCENARIOS.md."""
    try:
        st = new_game(sc.seats, deal=sc.deal)
    except SetupError as err:
        raise ScenarioError(f"bad key 'deal': {err}") from None
    st, rej = play_night(st, sc.entries)
    seats = sc.seats
    rejected = None if rej is None else {"step": rej[0], "seat": seats[rej[1]], "code": rej[2]}
    out: dict[str, Any] = {"name": sc.name, "dead": [], "winners": [], "teams": {}}
    if rejected is None:
        votes = sc.votes
        if votes is None:
            raise ScenarioError("missing key 'votes'")
        for s in seats:
            if s not in votes:
                raise ScenarioError(f"missing key 'votes.{s}'")
        for s, t in votes.items():
            if s not in seats:
                raise ScenarioError(f"unknown seat in key 'votes.{s}'")
            if t not in seats or t == s:
                raise ScenarioError(f"bad vote in key 'votes.{s}': {_show(t)}")
        st = cast_votes(st, tuple(seats.index(votes[s]) for s in seats))
        oc = game_outcome(st)
        out["dead"] = [seats[s] for s in oc.dead]
        out["winners"] = [seats[s] for s in oc.winners]
        out["teams"] = {seats[s]: oc.teams[s] for s in range(len(seats))}
    n = len(seats)
    out["final"] = {
        "seats": {seats[s]: st.cards[st.places[s]] for s in range(n)},
        "centre": [st.cards[c] for c in st.places[n:]],
        "marks": {seats[s]: st.tokens[st.mark_at[s]] for s in range(n)},
    }
    out["flipped"] = {seats[s]: st.cards[st.places[s]] for s in range(n) if st.places[s] in st.face_up}
    out["observations"] = observations(st)
    out["rejected"] = rejected
    out["log"] = story_lines(st)
    return out


def observations(state: GameState) -> list[dict[str, str]]:
    """Card and mark observations of the log, in SCENARIOS.md terms."""
    n = len(state.seats)
    out = []
    for ev in state.log:
        for s in ev.seen:
            if s.kind == "card":
                what = f"card:{state.seats[s.place]}" if s.place < n else f"card:centre{s.place - n}"
            elif s.kind == "mark":
                what = f"mark:{state.seats[s.place]}"
            else:
                continue
            out.append({"seat": state.seats[s.seat], "step": s.step, "what": what, "value": s.value})
    return out


def compare(expect: dict[str, Any], out: dict[str, Any]) -> list[str]:
    """Differences between what a scenario expects and what came out."""
    problems: list[str] = []
    if "rejected" in expect:
        if out["rejected"] != expect["rejected"]:
            problems.append(f"rejected: expected {expect['rejected']}, got {out['rejected']}")
        return problems
    if out["rejected"] is not None:
        return [f"the run was rejected: {out['rejected']}"]
    for key in ("dead", "winners"):
        if key in expect and sorted(expect[key]) != sorted(out[key]):
            problems.append(f"{key}: expected {sorted(expect[key])}, got {out[key]}")
    final = expect.get("final", {})
    for key in ("seats", "marks"):
        for seat, value in (final.get(key) or {}).items():
            got = out["final"][key].get(seat)
            if got != value:
                problems.append(f"final.{key}.{seat}: expected {value}, got {got}")
    if final.get("centre"):
        if list(final["centre"]) != out["final"]["centre"]:
            problems.append(f"final.centre: expected {final['centre']}, got {out['final']['centre']}")
    for seat, team in (expect.get("teams") or {}).items():
        if out["teams"].get(seat) != team:
            problems.append(f"teams.{seat}: expected {team}, got {out['teams'].get(seat)}")
    for obs in expect.get("observations") or []:
        if obs not in out["observations"]:
            problems.append(f"observation missing: {obs}")
    if "flipped" in expect and expect["flipped"] != out["flipped"]:
        problems.append(f"flipped: expected {expect['flipped']}, got {out['flipped']}")
    return problems


def load(path: Path) -> Scenario:
    """Read and parse one scenario file."""
    return parse(read_json(path))


def check_file(path: Path) -> tuple[bool, str, list[str]]:
    """Run one scenario file: (passed, name, problems)."""
    try:
        sc = load(path)
        out = run_scenario(sc)
    except ScenarioError as err:
        return False, "", [f"bad_scenario: {err}"]
    return not (problems := compare(sc.expect, out)), sc.name, problems


def run_file(path: Path) -> dict[str, Any]:
    """The full outcome of one file (the runner's --json); ScenarioError if it cannot run."""
    return run_scenario(load(path))


def main(argv: list[str] | None = None) -> int:
    """Command line entry point (every mode's files)."""
    from ..scenario import main as run_all

    return run_all(argv)


if __name__ == "__main__":
    sys.exit(main())
