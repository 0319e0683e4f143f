"""The classic scenario runner (CLASSIC.md §10): one whole game written down as data.

`check_file(path) -> (passed, name, problems)` and `run_file(path) -> dict` (the `--json`
outcome of §10.4). A file that cannot be run gives one problem ``bad_scenario: ...`` that
names the key at fault (``after_end`` for data past the moment where the run stopped);
nothing here raises for a bad file.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..common.errors import RuleError, SetupError, show
from ..common.scenarios import ScenarioError
from ..common.scenarios import need_list as _list
from ..common.scenarios import need_object as _obj
from . import engine as G
from .catalog import CAUSES, NIGHT_STEPS, RESULTS, ROLES, SEAT_COUNTS, check_deal
from .state import Choice, GameState
from .story import story_lines

TOP_KEYS = {"mode", "name", "preset", "seats", "deal", "nights", "days", "hunter", "expect", "why", "source", "note"}
REQUIRED = ("mode", "name", "preset", "seats", "deal", "nights", "days", "expect")
EXPECT_KEYS = {"winner", "end", "winners", "dead", "deaths", "causes", "potions", "observations", "rejected"}
OBS_KEYS = {"moment", "seat", "step", "what", "value"}
REJ_KEYS = {"moment", "step", "seat", "code"}
MOMENT = re.compile(r"^([ND])([1-9][0-9]*)$")


@dataclass
class Scenario:
    name: str
    seats: tuple[str, ...]
    roles: tuple[str, ...]
    nights: list[dict[str, dict[str, Any]]]
    days: list[dict[str, Any]]
    hunter: dict[str, Any]
    expect: dict[str, Any]


def moment_index(moment: str) -> int:
    """N1 -> 0, D1 -> 1, N2 -> 2, ... (the order moments happen in)."""
    m = MOMENT.match(moment)
    if not m:
        raise ValueError(moment)
    k = int(m.group(2))
    return 2 * k - 2 + (m.group(1) == "D")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise ScenarioError(f"duplicate key '{k}'")
        out[k] = v
    return out


def _seat(seats: tuple[str, ...], name: Any, where: str) -> str:
    if not isinstance(name, str) or name not in seats:
        raise ScenarioError(f"unknown seat {show(name)} in key '{where}'")
    return name


def _moment(value: Any, where: str, nullable: bool = False) -> None:
    if value is None and nullable:
        return
    if not isinstance(value, str) or not MOMENT.match(value):
        raise ScenarioError(f"bad moment {show(value)} in key '{where}'")


def parse(data: Any) -> Scenario:
    """Check a classic scenario's JSON (ScenarioError names the key)."""
    data = _obj(data, "scenario")
    if data.get("preset") == "extended":
        from . import xscenario
        return xscenario.parse(data)  # type: ignore[return-value]
    for k in data:
        if k not in TOP_KEYS:
            raise ScenarioError(f"unknown key '{k}'")
    for k in REQUIRED:
        if k not in data:
            raise ScenarioError(f"missing key '{k}'")
    if data["mode"] != "classic":
        raise ScenarioError(f"key 'mode' must be \"classic\", not {show(data['mode'])}")
    if not isinstance(data["name"], str):
        raise ScenarioError("key 'name' must be text")
    if data["preset"] != "standard":
        raise ScenarioError(f"unknown preset {show(data['preset'])} in key 'preset'")
    seats = _list(data["seats"], "seats")
    if not all(isinstance(s, str) and s for s in seats):
        raise ScenarioError("key 'seats' must be a list of names")
    if len(set(seats)) != len(seats):
        raise ScenarioError("key 'seats' repeats a name")
    if len(seats) not in SEAT_COUNTS:
        raise ScenarioError(f"key 'seats' must hold 8 or 9 names, not {len(seats)}")
    seats_t = tuple(seats)
    deal = _obj(data["deal"], "deal")
    for k in deal:
        if k not in ("seats", "spare"):
            raise ScenarioError(f"unknown key 'deal.{k}'")
    if "seats" not in deal:
        raise ScenarioError("missing key 'deal.seats'")
    if deal.get("spare", []) != []:
        raise ScenarioError("key 'deal.spare' must be absent or empty in the standard preset")
    dseats = _obj(deal["seats"], "deal.seats")
    for s in dseats:
        _seat(seats_t, s, f"deal.seats.{s}")
    for s in seats_t:
        if s not in dseats:
            raise ScenarioError(f"missing key 'deal.seats.{s}'")
        if dseats[s] not in ROLES:
            raise ScenarioError(f"unknown role {show(dseats[s])} in key 'deal.seats.{s}'")
    roles = tuple(dseats[s] for s in seats_t)
    try:
        check_deal(roles)
    except SetupError as err:
        raise ScenarioError(f"bad key 'deal.seats': {err}") from None

    nights = _list(data["nights"], "nights")
    for i, night in enumerate(nights):
        night = _obj(night, f"nights[{i}]")
        for step, entries in night.items():
            if step not in NIGHT_STEPS:
                raise ScenarioError(f"unknown step {show(step)} in key 'nights[{i}].{step}'")
            for s in _obj(entries, f"nights[{i}].{step}"):
                _seat(seats_t, s, f"nights[{i}].{step}.{s}")
    days = _list(data["days"], "days")
    for i, day in enumerate(days):
        for s in _obj(day, f"days[{i}]"):
            _seat(seats_t, s, f"days[{i}].{s}")
    hunter = _obj(data.get("hunter", {}), "hunter")
    for m in hunter:
        _moment(m, f"hunter.{m}")

    expect = _obj(data["expect"], "expect")
    _check_expect(expect, seats_t)
    return Scenario(data["name"], seats_t, roles, nights, days, hunter, expect)


def _check_expect(expect: dict[str, Any], seats: tuple[str, ...]) -> None:
    for k in expect:
        if k not in EXPECT_KEYS:
            raise ScenarioError(f"unknown key 'expect.{k}'")
    if "winner" in expect and expect["winner"] is not None and expect["winner"] not in RESULTS:
        raise ScenarioError(f"unknown result {show(expect['winner'])} in key 'expect.winner'")
    if "end" in expect:
        _moment(expect["end"], "expect.end", nullable=True)
    for key in ("winners", "dead"):
        if key in expect:
            for s in _list(expect[key], f"expect.{key}"):
                _seat(seats, s, f"expect.{key}")
    if "deaths" in expect:
        for m, who in _obj(expect["deaths"], "expect.deaths").items():
            _moment(m, f"expect.deaths.{m}")
            for s in _list(who, f"expect.deaths.{m}"):
                _seat(seats, s, f"expect.deaths.{m}")
    if "causes" in expect:
        for s, c in _obj(expect["causes"], "expect.causes").items():
            _seat(seats, s, f"expect.causes.{s}")
            if c not in CAUSES:
                raise ScenarioError(f"unknown cause {show(c)} in key 'expect.causes.{s}'")
    if "potions" in expect:
        for k, m in _obj(expect["potions"], "expect.potions").items():
            if k not in ("save", "poison"):
                raise ScenarioError(f"unknown key 'expect.potions.{k}'")
            _moment(m, f"expect.potions.{k}", nullable=True)
    if "observations" in expect:
        for i, o in enumerate(_list(expect["observations"], "expect.observations")):
            o = _obj(o, f"expect.observations[{i}]")
            if set(o) != OBS_KEYS:
                raise ScenarioError(f"key 'expect.observations[{i}]' needs exactly the keys {sorted(OBS_KEYS)}")
    if "rejected" in expect:
        r = _obj(expect["rejected"], "expect.rejected")
        if set(r) != REJ_KEYS:
            raise ScenarioError(f"key 'expect.rejected' needs exactly the keys {sorted(REJ_KEYS)}")


# --- playing -------------------------------------------------------------------------------

class _Rejected(Exception):
    def __init__(self, moment: str, step: str, seat: int, code: str) -> None:
        self.moment, self.step, self.seat, self.code = moment, step, seat, code


def _args(seats: tuple[str, ...], args: Any) -> Any:
    """File args (names) to engine args (seat numbers); anything malformed stays malformed."""
    if not isinstance(args, dict):
        return "malformed"  # not an object: bad_args (after not_awake) in the engine
    out = dict(args)
    for key in ("player", "poison"):
        if key in out:
            v = out[key]
            out[key] = seats.index(v) if isinstance(v, str) and v in seats else None
    return out


def _attempt(state: GameState, choice: Choice, moment: str) -> GameState:
    """Apply one entry of `moment` (the night or day the file is playing, whatever the state
    has moved on to: a witch entry after a quiet night that already became the day is N<k>'s)."""
    try:
        return G.apply(state, choice)[0]
    except RuleError as err:
        raise _Rejected(moment, choice.step, choice.seat, err.code) from None


def _last_turns(state: GameState, sc: Scenario, moment: str) -> GameState:
    """The last turns of this moment's dead: the hunter's entry (or a skip), a plain turn for others."""
    hunter = sc.roles.index("hunter")
    entry = sc.hunter.get(moment)
    died_now = any(d.seat == hunter and d.moment == moment and d.cause != "shot" for d in state.dead)
    if entry is not None and not died_now:
        raise _Rejected(moment, "hunter", hunter, "not_awake")
    while state.moment == moment and state.phase in ("dawn", "dusk") and state.pending:
        seat = state.pending[0]
        if state.step == "hunter":
            state = _attempt(state, Choice("hunter", seat, {} if entry is None else _args(sc.seats, entry)), moment)
        else:
            state = _attempt(state, Choice(state.step or "", seat, {}), moment)
    return state


def play(sc: Scenario) -> tuple[GameState, dict[str, Any] | None, str]:
    """Play the file: (final state, rejection or None, the last moment reached)."""
    try:
        state = G.new_game(sc.seats, None, 0, roles=sc.roles)
    except SetupError as err:
        raise ScenarioError(f"bad key 'seats': {err}") from None
    reached = ""  # no moment played yet
    seats = sc.seats
    try:
        k = 1
        while True:
            if k > len(sc.nights):
                break
            reached = f"N{k}"
            night = sc.nights[k - 1]
            for step in NIGHT_STEPS:
                # In plain seat order: each entry, and a skip for each holder without one.
                entries = {seats.index(s): a for s, a in night.get(step, {}).items()}
                for seat in range(len(seats)):
                    if seat in entries:
                        state = _attempt(state, Choice(step, seat, _args(seats, entries[seat])), reached)
                    elif state.phase == "night" and state.step == step and seat in state.pending:
                        state = _attempt(state, Choice(step, seat, {}), reached)
            state = _last_turns(state, sc, reached)
            if state.phase == "end" or k > len(sc.days):
                break
            reached = f"D{k}"
            state = G.begin_vote(state)[0]
            day = sc.days[k - 1]
            for seat, voter in enumerate(seats):
                if voter in day:
                    target = day[voter]
                    args = {} if target is None else {"player": seats.index(target)
                                                       if isinstance(target, str) and target in seats else None}
                    state = _attempt(state, Choice("vote", seat, args), reached)
                elif state.phase == "vote" and seat in state.pending:
                    state = _attempt(state, Choice("vote", seat, {}), reached)  # a missing voter abstains
            state = _last_turns(state, sc, reached)
            if state.phase == "end":
                break
            k += 1
    except _Rejected as r:
        return state, {"moment": r.moment, "step": r.step, "seat": seats[r.seat], "code": r.code}, reached
    return state, None, reached


def _after_end(sc: Scenario, reached: str, over: bool) -> None:
    limit = moment_index(reached) if reached else -1
    if over:
        why = f"after the end moment {reached}"
    else:
        why = f"that the run never reaches (it stops {'after ' + reached if reached else 'before N1'})"
    for i in range(len(sc.nights)):
        if moment_index(f"N{i + 1}") > limit:
            raise ScenarioError(f"after_end: data for N{i + 1} {why} (key 'nights[{i}]')")
    for i in range(len(sc.days)):
        if moment_index(f"D{i + 1}") > limit:
            raise ScenarioError(f"after_end: data for D{i + 1} {why} (key 'days[{i}]')")
    for m in sc.hunter:
        if moment_index(m) > limit:
            raise ScenarioError(f"after_end: data for {m} {why} (key 'hunter.{m}')")


def observations(state: GameState) -> list[dict[str, Any]]:
    out = []
    seats = state.seats
    for ev in state.log:
        if ev.kind == "victim" and ev.seat is not None:
            out.append({"moment": ev.moment, "seat": seats[ev.seat], "step": ev.value, "what": "victim",
                        "value": None if ev.target is None else seats[ev.target]})
        elif ev.kind == "look" and ev.seat is not None and ev.target is not None:
            out.append({"moment": ev.moment, "seat": seats[ev.seat], "step": "seer",
                        "what": f"team:{seats[ev.target]}", "value": ev.value})
    return out


def run_scenario(sc: Scenario) -> dict[str, Any]:
    """Play a parsed scenario and return the outcome JSON of §10.4 (§11.14.4 for the extended preset)."""
    if not isinstance(sc, Scenario):
        from . import xscenario
        return xscenario.run(sc)
    state, rejected, reached = play(sc)
    if rejected is None:
        # A rejected run has no end moment and is not "unfinished" (§10.4b tells the two
        # apart), so data past a rejection is not after_end: the run simply stops there.
        _after_end(sc, reached, state.phase == "end")
    seats = sc.seats
    deaths: dict[str, list[str]] = {}
    for i in range((moment_index(reached) if reached else -1) + 1):
        k = i // 2 + 1
        deaths[f"{'D' if i % 2 else 'N'}{k}"] = []
    for d in state.dead:
        deaths.setdefault(d.moment, []).append(seats[d.seat])
    return {
        "name": sc.name,
        "mode": "classic",
        "roles": {seats[s]: sc.roles[s] for s in range(len(seats))},
        "winner": state.result,
        "end": state.end,
        "winners": [seats[s] for s in G.winners(state)],
        "dead": [seats[d.seat] for d in sorted(state.dead, key=lambda d: d.seat)],
        "deaths": {m: sorted(v, key=seats.index) for m, v in deaths.items()},
        "causes": {seats[d.seat]: d.cause for d in sorted(state.dead, key=lambda d: d.seat)},
        "potions": {"save": state.save_used, "poison": state.poison_used},
        "observations": observations(state),
        "rejected": rejected,
        "log": story_lines(state),
    }


def compare(expect: dict[str, Any], out: dict[str, Any]) -> list[str]:
    """What the run got wrong against `expect` (§10.3; §11.14.3 for the extended preset)."""
    if out.get("preset") == "extended":
        from . import xscenario
        return xscenario.compare(expect, out)
    problems: list[str] = []
    if "rejected" in expect or out["rejected"] is not None:
        if "rejected" not in expect:
            return [f"the run was rejected: {out['rejected']}"]
        if out["rejected"] != expect["rejected"]:
            problems.append(f"rejected: expected {expect['rejected']}, got {out['rejected']}")
    else:
        for key in ("winner", "end"):
            if key in expect and expect[key] != out[key]:
                problems.append(f"{key}: expected {expect[key]!r}, got {out[key]!r}")
        for key in ("winners", "dead"):
            if key in expect and sorted(expect[key]) != sorted(out[key]):
                problems.append(f"{key}: expected {sorted(expect[key])}, got {sorted(out[key])}")
        for m, who in (expect.get("deaths") or {}).items():
            got = out["deaths"].get(m, [])
            if sorted(who) != sorted(got):
                problems.append(f"deaths.{m}: expected {sorted(who)}, got {sorted(got)}")
        for s, c in (expect.get("causes") or {}).items():
            if out["causes"].get(s) != c:
                problems.append(f"causes.{s}: expected {c!r}, got {out['causes'].get(s)!r}")
        for k, m in (expect.get("potions") or {}).items():
            if out["potions"][k] != m:
                problems.append(f"potions.{k}: expected {m!r}, got {out['potions'][k]!r}")
    for obs in expect.get("observations") or []:
        if obs not in out["observations"]:
            problems.append(f"observation missing: {obs}")
    return problems


def load(path: Path | str) -> Scenario:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"), object_pairs_hook=_no_duplicates)
    except ScenarioError:
        raise
    except RecursionError:
        raise ScenarioError("cannot read JSON: nested too deep") from None
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise ScenarioError(f"cannot read JSON: {exc}") from None
    return parse(data)


def run_file(path: Path | str) -> dict[str, Any]:
    """The `--json` outcome of one file (§10.4). A file that cannot be run raises ScenarioError
    (app.core.common.scenarios prints it as {"file", "error": "bad_scenario", "message"})."""
    return run_scenario(load(path))


def check_file(path: Path | str) -> tuple[bool, str, list[str]]:
    """Run one classic scenario file: (passed, name, problems)."""
    try:
        sc = load(path)
        out = run_scenario(sc)
    except ScenarioError as err:
        return False, "", [f"bad_scenario: {err}"]
    except Exception as exc:  # noqa: BLE001 - a runner never shows a traceback
        return False, "", [f"internal error: {type(exc).__name__}: {exc} (a bug of the runner or the engine)"]
    problems = compare(sc.expect, out)
    return not problems, sc.name, problems
