"""The classic scenario runner (CLASSIC.md §10, §11.14, §11.28, §11.31.9): one whole game written
down as data, for both presets.

`check_file(path) -> (passed, name, problems)` and `run_file(path) -> dict` (the `--json`
outcome of §10.4, §11.14.4). A file says its preset: the standard preset's format is §10's, the
extended preset's §11.14's (with the second wave's and New Moon's keys); both play through the
same engine as the app, in the orders of §10.2 and §11.14.2. A file that cannot be run gives one
problem ``bad_scenario: ...`` that names the key at fault (``after_end`` for data past the moment
where the run stopped); nothing here raises for a bad file.
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
from . import engine
from . import extended as X
from . import kinds as K
from . import newmoon as NM
from . import wave2 as W
from .catalog import CAUSES, LAST_TURN, NIGHT_STEPS, RESULTS, ROLES, SEAT_COUNTS, check_deal
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


def _moment(value: Any, where: str, nullable: bool = False, kind: str | None = None) -> None:
    """A moment N<k> or D<k> (`kind` "N" or "D": only those)."""
    if value is None and nullable:
        return
    if not isinstance(value, str) or not MOMENT.match(value):
        raise ScenarioError(f"bad moment {show(value)} in key '{where}'")
    if kind is not None and value[0] != kind:
        raise ScenarioError(f"key '{where}' takes {'day' if kind == 'D' else 'night'} moments only, "
                            f"not {show(value)}")


def _head(data: dict[str, Any], top_keys: set[str]) -> None:
    """The keys of a file (§10.1, §11.14.1), its mode and its name."""
    for k in data:
        if k not in top_keys:
            raise ScenarioError(f"unknown key '{k}'")
    for k in REQUIRED:
        if k not in data:
            raise ScenarioError(f"missing key '{k}'")
    if data["mode"] != "classic":
        raise ScenarioError(f"key 'mode' must be \"classic\", not {show(data['mode'])}")
    if not isinstance(data["name"], str):
        raise ScenarioError("key 'name' must be text")


def _seat_names(data: dict[str, Any], counts: Any, how_many: str) -> tuple[str, ...]:
    seats = _list(data["seats"], "seats")
    if not all(isinstance(s, str) and s for s in seats):
        raise ScenarioError("key 'seats' must be a list of names")
    if len(set(seats)) != len(seats):
        raise ScenarioError("key 'seats' repeats a name")
    if len(seats) not in counts:
        raise ScenarioError(f"key 'seats' must hold {how_many} names, not {len(seats)}")
    return tuple(seats)


def _deal(data: dict[str, Any], keys: tuple[str, ...]) -> dict[str, Any]:
    deal = _obj(data["deal"], "deal")
    for k in deal:
        if k not in keys:
            raise ScenarioError(f"unknown key 'deal.{k}'")
    if "seats" not in deal:
        raise ScenarioError("missing key 'deal.seats'")
    return deal


def _dealt(deal: dict[str, Any], seats: tuple[str, ...], known: tuple[str, ...]) -> tuple[str, ...]:
    """The role dealt to each seat (`deal.seats`), every one of them a card of `known`."""
    dseats = _obj(deal["seats"], "deal.seats")
    for s in dseats:
        _seat(seats, s, f"deal.seats.{s}")
    for s in seats:
        if s not in dseats:
            raise ScenarioError(f"missing key 'deal.seats.{s}'")
        if dseats[s] not in known:
            raise ScenarioError(f"unknown role {show(dseats[s])} in key 'deal.seats.{s}'")
    return tuple(dseats[s] for s in seats)


def _days(data: dict[str, Any], seats: tuple[str, ...]) -> list[Any]:
    days = _list(data["days"], "days")
    for i, day in enumerate(days):
        for s in _obj(day, f"days[{i}]"):
            _seat(seats, s, f"days[{i}].{s}")
    return days


def parse(data: Any) -> Scenario:
    """Check a classic scenario's JSON (ScenarioError names the key)."""
    data = _obj(data, "scenario")
    if data.get("preset") == "extended":
        return _parse_extended(data)  # type: ignore[return-value]
    _head(data, TOP_KEYS)
    if data["preset"] != "standard":
        raise ScenarioError(f"unknown preset {show(data['preset'])} in key 'preset'")
    seats_t = _seat_names(data, SEAT_COUNTS, "8 or 9")
    deal = _deal(data, ("seats", "spare"))
    if deal.get("spare", []) != []:
        raise ScenarioError("key 'deal.spare' must be absent or empty in the standard preset")
    roles = _dealt(deal, seats_t, ROLES)
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
    days = _days(data, seats_t)
    hunter = _obj(data.get("hunter", {}), "hunter")
    for m in hunter:
        _moment(m, f"hunter.{m}")

    expect = _obj(data["expect"], "expect")
    _check_expect(expect, seats_t)
    return Scenario(data["name"], seats_t, roles, nights, days, hunter, expect)


def _check_expect(expect: dict[str, Any], seats: tuple[str, ...]) -> None:
    _expect_outcome(expect, seats, EXPECT_KEYS, RESULTS, ("winners", "dead"), CAUSES)
    _expect_potions(expect)
    _expect_records(expect, (("observations", OBS_KEYS),))
    _expect_rejected(expect)


def _expect_outcome(expect: dict[str, Any], seats: tuple[str, ...], keys: set[str], results: tuple[str, ...],
                    seat_lists: tuple[str, ...], causes: tuple[str, ...]) -> None:
    """`expect`'s keys, winner, end, the lists of seats, the deaths and their causes."""
    for k in expect:
        if k not in keys:
            raise ScenarioError(f"unknown key 'expect.{k}'")
    if "winner" in expect and expect["winner"] is not None and expect["winner"] not in results:
        raise ScenarioError(f"unknown result {show(expect['winner'])} in key 'expect.winner'")
    if "end" in expect:
        _moment(expect["end"], "expect.end", nullable=True)
    for key in seat_lists:
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
            if c not in causes:
                raise ScenarioError(f"unknown cause {show(c)} in key 'expect.causes.{s}'")


def _expect_potions(expect: dict[str, Any]) -> None:
    if "potions" in expect:
        for k, m in _obj(expect["potions"], "expect.potions").items():
            if k not in ("save", "poison"):
                raise ScenarioError(f"unknown key 'expect.potions.{k}'")
            _moment(m, f"expect.potions.{k}", nullable=True)


def _expect_records(expect: dict[str, Any], kinds: tuple[tuple[str, set[str]], ...]) -> None:
    """Lists of records with exactly their keys (observations, unseen)."""
    for key, need in kinds:
        if key in expect:
            for i, o in enumerate(_list(expect[key], f"expect.{key}")):
                o = _obj(o, f"expect.{key}[{i}]")
                if set(o) != need:
                    raise ScenarioError(f"key 'expect.{key}[{i}]' needs exactly the keys {sorted(need)}")


def _expect_rejected(expect: dict[str, Any]) -> None:
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
        return engine.apply(state, choice)[0]
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
        state = engine.new_game(sc.seats, None, 0, roles=sc.roles)
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
            state = engine.begin_vote(state)[0]
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
    """What each seat was shown, as §10.4 (§11.14.4, §11.28 for an extended game) lists it."""
    if state.preset == "extended":
        return _extended_observations(state)
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
        return _run_extended(sc)
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
        "winners": [seats[s] for s in engine.winners(state)],
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
        return _compare_extended(expect, out)
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


# --- the extended preset (§11.14, §11.28, §11.31.9) ------------------------------------------------

EXTENDED_TOP_KEYS = {"mode", "name", "preset", "options", "seats", "deal", "nights", "days", "election", "trials",
            "tiebreak", "scapegoat", "successor", "hunter", "chance", "expect", "why", "source", "note",
            "cavalier", "second_vote", "servant", "revenge", "new_moon", "crier"}


# Every input step of §11.20, in the engine's order (§11.28); the information steps take no entries.
FILE_STEPS = tuple(s for s in W.NIGHT_ORDER if s not in W.INFO_STEPS)


EXTENDED_EXPECT_KEYS = {"winner", "end", "winners", "dead", "deaths", "causes", "potions", "observations", "rejected",
               "roles", "lovers", "captains", "accused", "growls", "revealed", "powers_lost", "unseen",
               "teams", "charmed", "stripped", "announced", "draughts", "events"}


ANN_KEYS = {"moment", "what", "value"}


UNSEEN_KEYS = {"moment", "seat", "step", "what"}


@dataclass
class ExtendedScenario:
    name: str
    seats: tuple[str, ...]
    roles: tuple[str, ...]
    spare: tuple[str, ...]
    options: dict[str, Any]
    nights: list[dict[str, dict[str, Any]]]
    days: list[dict[str, Any]]
    election: dict[str, Any] | None
    trials: dict[str, dict[str, Any]]
    tiebreak: dict[str, dict[str, Any]]
    scapegoat: dict[str, Any]
    successor: dict[str, dict[str, Any]]
    hunter: dict[str, Any]
    chance: dict[str, dict[str, Any]]
    expect: dict[str, Any]
    actor: tuple[str, ...] = ()
    drunk: str | None = None
    sect: tuple[int, ...] = ()
    cavalier: dict[str, dict[str, Any]] | None = None
    second_vote: dict[str, dict[str, Any]] | None = None
    servant: dict[str, dict[str, Any]] | None = None
    revenge: dict[str, Any] | None = None
    new_moon: dict[str, dict[str, Any]] | None = None  # §11.31.9: {"Nk": {"event": E, "drawer": S}}
    crier: dict[str, dict[str, Any]] | None = None


def _parse_extended(data: dict[str, Any]) -> ExtendedScenario:
    """Check an extended scenario's JSON (§11.14.1); ScenarioError names the key."""
    _head(data, EXTENDED_TOP_KEYS)
    options = _obj(data.get("options", {}), "options")
    for k, v in options.items():
        if k in NM.OPTIONS:
            alone = {k: v} if k == "new_moon" else {"new_moon": options.get("new_moon"), k: v}
            if NM.check_options(alone):
                raise ScenarioError(f"bad value {show(v)} in key 'options.{k}'"
                                    + (" (crier_hand: three different public event ids, only with new_moon)"
                                       if k == "crier_hand" else " (true or false)"))
            continue
        if k not in X.OPTIONS:
            raise ScenarioError(f"unknown option {show(k)} in key 'options.{k}'")
        if X.check_options({k: v}):
            raise ScenarioError(f"bad value {show(v)} in key 'options.{k}' (one of {list(X.OPTION_VALUES[k])})")
    options = X.full_options(options)
    new_moon = options.get("new_moon") is True
    seats_t = _seat_names(data, X.PLAYERS, "8 to 18")
    deal = _deal(data, ("seats", "spare", "actor", "drunk", "sect"))
    roles = _dealt(deal, seats_t, X.ROLES)
    spare = _list(deal.get("spare", []), "deal.spare")
    for i, r in enumerate(spare):
        if r not in X.ROLES:
            raise ScenarioError(f"unknown role {show(r)} in key 'deal.spare[{i}]'")
    if not new_moon and NM.ROLE in roles + tuple(spare):
        raise ScenarioError("bad key 'deal': the gypsy plays only with the option new_moon (CLASSIC.md §11.31.6)")
    actor = tuple(_list(deal["actor"], "deal.actor")) if "actor" in deal else ()
    for i, r in enumerate(actor):
        if r not in X.ROLES:
            raise ScenarioError(f"unknown role {show(r)} in key 'deal.actor[{i}]'")
    drunk = deal.get("drunk")
    if "drunk" in deal and drunk not in X.ROLES:
        raise ScenarioError(f"unknown role {show(drunk)} in key 'deal.drunk'")
    sect_names = _list(deal["sect"], "deal.sect") if "sect" in deal else []
    sect = tuple(seats_t.index(_seat(seats_t, v, "deal.sect")) for v in sect_names)
    # §11.28: deal.actor and deal.sect are given exactly when their holder is on a seat (an empty list too)
    given = [why for key, role, why in (("actor", "actor", "ext_actor"), ("sect", "sectarian", "ext_sect"))
             if key in deal and role not in roles]
    why = given[0] if given else X.check_deal(roles, spare, actor or None, drunk, sect or None)
    if why:
        raise ScenarioError(f"bad key 'deal': the deck is not valid ({why}, CLASSIC.md §11.2, §11.19)")

    nights = _list(data["nights"], "nights")
    for i, night in enumerate(nights):
        night = _obj(night, f"nights[{i}]")
        for step, entries in night.items():
            if step in W.INFO_STEPS:
                raise ScenarioError(f"step {show(step)} takes no entries in key 'nights[{i}].{step}'")
            if step not in FILE_STEPS:
                raise ScenarioError(f"unknown step {show(step)} in key 'nights[{i}].{step}'")
            if step in ("gypsy", "town_crier") and not new_moon:
                raise ScenarioError(f"key 'nights[{i}].{step}' needs the option 'new_moon' true")
            for s in _obj(entries, f"nights[{i}].{step}"):
                _seat(seats_t, s, f"nights[{i}].{step}.{s}")
    days = _days(data, seats_t)
    captain = options["captain"]
    election = None
    if "election" in data:
        if not captain:
            raise ScenarioError("key 'election' needs the option 'captain' true")
        election = _obj(data["election"], "election")
        for s in election:
            _seat(seats_t, s, f"election.{s}")
    trials = _moment_map(data, "trials", "D", seats_t)
    tiebreak = _moment_map(data, "tiebreak", "D", seats_t)
    if tiebreak and not captain:
        raise ScenarioError("key 'tiebreak' needs the option 'captain' true")
    successor = _moment_map(data, "successor", None, seats_t)
    if successor and not captain:
        raise ScenarioError("key 'successor' needs the option 'captain' true")
    hunter = _obj(data.get("hunter", {}), "hunter")
    for m in hunter:
        _moment(m, f"hunter.{m}")
    revenge = _obj(data.get("revenge", {}), "revenge")
    for m in revenge:
        _moment(m, f"revenge.{m}")
    cavalier = _moment_map(data, "cavalier", "D", seats_t)
    servant = _moment_map(data, "servant", "D", seats_t)
    second_vote = _moment_map(data, "second_vote", "D", seats_t)
    nm_draws = _new_moon_draws(data, seats_t, new_moon)
    crier = _moment_map(data, "crier", "D", seats_t)
    if "crier" in data and not (new_moon and captain):
        raise ScenarioError("key 'crier' needs the options 'new_moon' and 'captain' true")
    scapegoat = _obj(data.get("scapegoat", {}), "scapegoat")
    for m in scapegoat:
        _moment(m, f"scapegoat.{m}")
    chance = _obj(data.get("chance", {}), "chance")
    for m, draws in chance.items():
        _moment(m, f"chance.{m}")
        draws = _obj(draws, f"chance.{m}")
        allowed = ("wolf", "caught", "actor") if m[0] == "N" else ("captain",) if m == "D1" else ()
        for k in draws:
            if k not in allowed:
                raise ScenarioError(f"unknown draw {show(k)} in key 'chance.{m}.{k}'"
                                    + (f" (a {m[0]} moment takes {', '.join(allowed)})" if allowed else
                                       " (only D1 has a draw: 'captain')"))
    expect = _obj(data["expect"], "expect")
    _check_extended_expect(expect, seats_t)
    return ExtendedScenario(data["name"], seats_t, roles, tuple(spare), options, nights, days, election, trials, tiebreak,
                     scapegoat, successor, hunter, chance, expect, actor, drunk, sect, cavalier, second_vote,
                     servant, revenge, nm_draws, crier)


def _new_moon_draws(data: dict[str, Any], seats: tuple[str, ...], on: bool) -> dict[str, dict[str, Any]] | None:
    """§11.31.9's `new_moon` key: each night moment's draw, `event` a public id, `drawer` a seat."""
    if "new_moon" not in data:
        return None
    if not on:
        raise ScenarioError("key 'new_moon' needs the option 'new_moon' true")
    out = _obj(data["new_moon"], "new_moon")
    for m, d in out.items():
        _moment(m, f"new_moon.{m}", kind="N")
        d = _obj(d, f"new_moon.{m}")
        for k, v in d.items():
            if k == "event":
                if v not in NM.PUBLIC:
                    raise ScenarioError(f"unknown event {show(v)} in key 'new_moon.{m}.event' "
                                        "(one of the 15 public cards, CLASSIC.md §11.31.2)")
            elif k == "drawer":
                _seat(seats, v, f"new_moon.{m}.drawer")
            else:
                raise ScenarioError(f"unknown draw {show(k)} in key 'new_moon.{m}.{k}' (event, drawer)")
    return out


def _moment_map(data: dict[str, Any], key: str, kind: str | None, seats: tuple[str, ...]) -> dict[str, Any]:
    out = _obj(data.get(key, {}), key)
    for m, entries in out.items():
        _moment(m, f"{key}.{m}", kind=kind)
        for s in _obj(entries, f"{key}.{m}"):
            _seat(seats, s, f"{key}.{m}.{s}")
    return out


def _check_extended_expect(expect: dict[str, Any], seats: tuple[str, ...]) -> None:
    lists = ("winners", "dead", "lovers", "charmed", "stripped")
    _expect_outcome(expect, seats, EXTENDED_EXPECT_KEYS, X.RESULTS, lists, X.CAUSES)
    for key in ("roles", "revealed"):
        if key in expect:
            for s, r in _obj(expect[key], f"expect.{key}").items():
                _seat(seats, s, f"expect.{key}.{s}")
                if r not in X.ROLES:
                    raise ScenarioError(f"unknown role {show(r)} in key 'expect.{key}.{s}'")
    if "teams" in expect:
        for s, t in _obj(expect["teams"], "expect.teams").items():
            _seat(seats, s, f"expect.teams.{s}")
            if t not in X.TEAMS:
                raise ScenarioError(f"unknown team {show(t)} in key 'expect.teams.{s}'")
    if "draughts" in expect:
        for k, m in _obj(expect["draughts"], "expect.draughts").items():
            if k not in ("stupor", "restore"):
                raise ScenarioError(f"unknown key 'expect.draughts.{k}'")
            _moment(m, f"expect.draughts.{k}", nullable=True)
    _expect_records(expect, (("announced", ANN_KEYS),))
    for key, kind in (("captains", None), ("accused", "D")):
        if key in expect:
            for m, s in _obj(expect[key], f"expect.{key}").items():
                _moment(m, f"expect.{key}.{m}", kind=kind)
                if s is not None:
                    _seat(seats, s, f"expect.{key}.{m}")
    if "growls" in expect:
        for i, m in enumerate(_list(expect["growls"], "expect.growls")):
            _moment(m, f"expect.growls[{i}]")
    if "powers_lost" in expect:
        _moment(expect["powers_lost"], "expect.powers_lost", nullable=True)
    _expect_potions(expect)
    _expect_records(expect, (("observations", OBS_KEYS), ("unseen", UNSEEN_KEYS)))
    if "events" in expect:
        for m, e in _obj(expect["events"], "expect.events").items():
            _moment(m, f"expect.events.{m}", kind="N")
            if e is not None and e not in NM.PUBLIC:
                raise ScenarioError(f"unknown event {show(e)} in key 'expect.events.{m}'")
    _expect_rejected(expect)


def _idx(seats: tuple[str, ...], v: Any) -> int | None:
    return seats.index(v) if isinstance(v, str) and v in seats else None


def _extended_args(seats: tuple[str, ...], step: str, args: Any) -> Any:
    """File args (names) to engine args (seats); anything malformed stays malformed (bad_args)."""
    if not isinstance(args, dict):
        return "malformed"
    out = dict(args)
    for key in ("player", "poison", "stupor", "restore"):
        if key in out:
            out[key] = _idx(seats, out[key])
    if "players" in out and isinstance(out["players"], list):
        out["players"] = [_idx(seats, v) for v in out["players"]]
    return out


def _ballot(seats: tuple[str, ...], target: Any) -> Any:
    return {} if target is None else {"player": _idx(seats, target)}


def _verdict(value: Any) -> Any:
    return value if value is None or value in ("kill", "spare") else "malformed"


class _Play:
    def __init__(self, sc: ExtendedScenario) -> None:
        self.sc = sc
        self.used: set[tuple[str, str]] = set()  # (moment, draw key) of every stated draw used
        self.turn_used: set[tuple[str, str]] = set()  # (moment, map) of hunter / revenge / scapegoat entries used
        self.left: dict[tuple[str, str], dict[int, Any]] = {}  # successor / servant entries not used yet
        self.cut: tuple[str, str] | None = None  # (day, stage) when a result came before the day's last vote

    def attempt(self, state: GameState, choice: Choice, moment: str, chance: dict | None = None) -> GameState:
        if chance is None and moment[0] == "N" and self.sc.options.get("new_moon"):
            chance = self.dawn_draw(moment)  # a last turn at dawn may end the chain: the dawn's draw
        try:
            return engine.apply(state, choice, chance)[0]
        except RuleError as err:
            raise _Rejected(moment, choice.step, choice.seat, err.code) from None
        except (engine.ChanceError, NM.DrawError) as err:
            where = f"{'new_moon' if err.key in ('event', 'drawer') else 'chance'}.{moment}.{err.key}"
            if err.kind == "missing_chance":
                raise ScenarioError(f"missing_chance: {err} (key '{where}')") from None
            raise ScenarioError(f"bad draw in key '{where}': {err}") from None

    def night_chance(self, moment: str, step: str) -> dict | None:
        """A night step's stated draws: the peek's and the actor's, and with New Moon the dawn's
        (every entry of the night may be the one that ends it)."""
        own = self.chance(moment) if step in ("little_girl", "actor") else None
        if self.sc.new_moon is None and not self.sc.options.get("new_moon"):
            return own
        return {**(own or {}), **self.dawn_draw(moment)}

    def dawn_draw(self, moment: str) -> dict:
        if not self.sc.options.get("new_moon"):
            return {}
        raw = (self.sc.new_moon or {}).get(moment, {})
        out = {}
        if "event" in raw:
            out["event"] = raw["event"]
        if "drawer" in raw:
            out["drawer"] = self.sc.seats.index(raw["drawer"])
        return out

    def chance(self, moment: str) -> dict | None:
        raw = self.sc.chance.get(moment, {})
        seats = self.sc.seats
        out = {}
        for k, v in raw.items():
            if k in ("wolf", "captain"):
                if _idx(seats, v) is None:
                    raise ScenarioError(f"unknown seat {show(v)} in key 'chance.{moment}.{k}'")
                out[k] = _idx(seats, v)
            else:
                out[k] = v
        return out

    def entries(self, state: GameState, step: str, entries: dict[str, Any], moment: str,
                convert, chance: dict | None = None, skip: Any = None) -> GameState:
        """A step's entries in seat order; a skip for each pending holder without one."""
        seats = self.sc.seats
        got = {seats.index(s): a for s, a in entries.items()}
        for seat in range(len(seats)):
            if seat in got:
                state = self.attempt(state, Choice(step, seat, convert(got[seat])), moment, chance)
            elif state.step == step and seat in state.pending and state.moment == moment:
                state = self.attempt(state, Choice(step, seat, skip), moment, chance)
        return state

    def _map(self, key: str, moment: str) -> dict[int, Any]:
        if (key, moment) not in self.left:
            raw = (getattr(self.sc, key) or {}).get(moment, {})
            self.left[(key, moment)] = {self.sc.seats.index(s): a for s, a in raw.items()}
        return self.left[(key, moment)]

    def _turn_entry(self, key: str, moment: str) -> Any:
        if (moment, key) in self.turn_used:
            return None
        return (getattr(self.sc, key) or {}).get(moment)

    def last_turns(self, state: GameState, moment: str, final: bool = True) -> GameState:
        """§11.14.2, §11.28: one death chain's last turns (hunter, revenge, scapegoat, successor,
        servant), in the chain's order; each entry is read when its turn comes, so a hunter or an
        avenger killed inside the chain uses his own (E126 a) and each chain of a day reads the
        successor of the captain who died in it (E126 b). With `final` (the moment's last chain)
        every entry left unused is `not_awake`."""
        sc, seats = self.sc, self.sc.seats
        h_entry = self._turn_entry("hunter", moment)
        r_entry = self._turn_entry("revenge", moment)
        g_entry = self._turn_entry("scapegoat", moment)
        s_entries = self._map("successor", moment)
        v_entries = self._map("servant", moment)
        hunters = [s for s in range(len(seats)) if state.roles[s] == "hunter"]
        avengers = [s for s in range(len(seats)) if state.roles[s] == "avenger"]
        goats = [s for s in range(len(seats)) if state.roles[s] == "scapegoat"]
        if h_entry is not None and not hunters:
            raise ScenarioError(f"key 'hunter.{moment}': no seat holds the hunter (CLASSIC.md §11.14.2 rule 5)")
        if r_entry is not None and not avengers:
            raise ScenarioError(f"key 'revenge.{moment}': no seat holds the avenger (CLASSIC.md §11.28)")
        if g_entry is not None:
            if not goats:
                raise ScenarioError(f"key 'scapegoat.{moment}': no seat holds the scapegoat "
                                    "(CLASSIC.md §11.14.2 rule 5)")
            if moment[0] == "N":
                raise _Rejected(moment, "scapegoat", goats[0], "not_awake")
            if not final and state.tie_death is None:
                g_entry = None
        g_done = False
        while state.moment == moment and state.phase in ("dawn", "dusk") and state.pending:
            step, seat = state.step or "", state.pending[0]
            if step == "hunter":
                if h_entry is not None:
                    self.turn_used.add((moment, "hunter"))
                state = self.attempt(state, Choice("hunter", seat, {} if h_entry is None else
                                                   _extended_args(seats, "hunter", h_entry)), moment)
                h_entry = None
            elif step == "revenge":
                if r_entry is not None:
                    self.turn_used.add((moment, "revenge"))
                state = self.attempt(state, Choice("revenge", seat, {} if r_entry is None else
                                                   _extended_args(seats, "revenge", r_entry)), moment)
                r_entry = None
            elif step == LAST_TURN:
                state = self.attempt(state, Choice(LAST_TURN, seat, {}), moment)
            elif step == "scapegoat":
                g_done = True
                if g_entry is not None:
                    self.turn_used.add((moment, "scapegoat"))
                state = self.attempt(state, Choice("scapegoat", seat, {} if g_entry is None else
                                                   _extended_args(seats, "scapegoat", g_entry)), moment)
            elif step in ("successor", "servant"):
                if step == "successor" and g_entry is not None and not g_done and final:
                    raise _Rejected(moment, "scapegoat", goats[0], "not_awake")
                g_done = True
                left = s_entries if step == "successor" else v_entries
                state = self.attempt(state, Choice(step, seat, _extended_args(seats, step, left.pop(seat))
                                                   if seat in left else {}), moment)
            else:  # pragma: no cover - no other step runs at dawn or dusk
                break
        if not final:
            return state
        if h_entry is not None:
            raise _Rejected(moment, "hunter", hunters[0], "not_awake")
        if r_entry is not None:
            raise _Rejected(moment, "revenge", avengers[0], "not_awake")
        if g_entry is not None and not g_done and (moment, "scapegoat") not in self.turn_used:
            raise _Rejected(moment, "scapegoat", goats[0], "not_awake")
        for s in sorted(s_entries):
            raise _Rejected(moment, "successor", s, "not_awake")
        for s in sorted(v_entries):
            raise _Rejected(moment, "servant", s, "not_awake")
        return state

    def chain(self, state: GameState, moment: str) -> GameState:
        """A day chain: final unless the day goes on after it (the cavalier's miss, the judge)."""
        final = state.w2.next is None and not (state.phase == "vote" and state.step == "second_vote")
        return self.last_turns(state, moment, final)

    def day_over(self, state: GameState, m: str, k: int, stage: str) -> None:
        """The cavalier ended the day: its later data is `not_awake` (§11.28)."""
        sc, seats = self.sc, self.sc.seats
        for key, entries in (("vote", sc.days[k - 1]), ("tiebreak", sc.tiebreak.get(m, {})),
                             ("trial", sc.trials.get(m, {})), ("second_vote", (sc.second_vote or {}).get(m, {}))):
            for s in sorted(entries, key=seats.index):
                raise _Rejected(m, key, seats.index(s), "not_awake")

    def run(self) -> tuple[GameState, dict[str, Any] | None, str]:
        sc, seats = self.sc, self.sc.seats
        try:
            state = engine.new_game(seats, None, 0, roles=sc.roles, preset="extended", options=sc.options,
                                spare=sc.spare, actor=sc.actor or None, drunk=sc.drunk, sect=sc.sect or None)
        except SetupError as err:
            raise ScenarioError(f"bad key 'deal': {err}") from None
        reached = ""
        try:
            k = 1
            while k <= len(sc.nights):
                reached = m = f"N{k}"
                night = sc.nights[k - 1]
                for step in FILE_STEPS:
                    ch = self.night_chance(m, step)
                    state = self.entries(state, step, night.get(step, {}), m, lambda a, s=step: _extended_args(seats, s, a),
                                         chance=ch, skip={})
                state = self.last_turns(state, m)
                if state.phase == "end" or k > len(sc.days):
                    break
                reached = m = f"D{k}"
                state = engine.begin_vote(state)[0]
                if state.step == "election":
                    state = self.entries(state, "election", sc.election or {}, m, lambda t: _ballot(seats, t),
                                         chance=self.chance(m), skip={})
                state = self.entries(state, "crier", (sc.crier or {}).get(m, {}), m,
                                     lambda a: _extended_args(seats, "crier", a), skip={})
                state = self.entries(state, "cavalier", (sc.cavalier or {}).get(m, {}), m,
                                     lambda a: _extended_args(seats, "cavalier", a), skip={})
                if state.moment == m and state.phase == "dusk":
                    state = self.chain(state, m)
                if state.phase == "end" or state.moment != m:
                    if state.phase == "end":
                        self.cut = (m, "cavalier")
                    else:
                        self.day_over(state, m, k, "cavalier")
                    state = self.last_turns(state, m)  # a market day's chain stops nowhere (E126 c)
                    if state.phase == "end":
                        break
                    k += 1
                    continue
                day = sc.days[k - 1]
                tb = sc.tiebreak.get(m, {})
                state = self.entries(state, "vote", day, m, lambda t: _ballot(seats, t), skip={})
                state = self.entries(state, "tiebreak", tb, m, lambda a: _extended_args(seats, "tiebreak", a), skip={})
                state = self.entries(state, "trial", sc.trials.get(m, {}), m, _verdict, skip=None)
                state = self.chain(state, m)
                if state.phase == "end" and state.end == m:
                    self.cut = (m, "vote")
                state = self.entries(state, "second_vote", (sc.second_vote or {}).get(m, {}), m,
                                     lambda t: _ballot(seats, t), skip={}) if state.phase != "end" else state
                if state.moment == m and state.phase == "dusk":
                    self.cut = None
                    state = self.chain(state, m)
                state = self.last_turns(state, m)  # entries the day's last chain left unused
                if state.phase == "end":
                    break
                k += 1
        except _Rejected as r:
            return state, {"moment": r.moment, "step": r.step, "seat": seats[r.seat], "code": r.code}, reached
        return state, None, reached


def _used_draws(state: GameState) -> set[tuple[str, str]]:
    used: set[tuple[str, str]] = set()
    for ev in state.log:
        if ev.kind == "peek" and ev.target is not None:
            used |= {(ev.moment, "wolf"), (ev.moment, "caught")}
        elif ev.kind == "actor_draw":
            used.add((ev.moment, "actor"))
        elif ev.kind == "election" and ev.seats:
            used.add((ev.moment, "captain"))
    return used


def _extended_after_end(sc: ExtendedScenario, state: GameState, reached: str, over: bool,
               cut: tuple[str, str] | None = None) -> None:
    mi = moment_index
    limit = mi(reached) if reached else -1
    why = (f"after the end moment {reached}" if over else
           f"that the run never reaches (it stops {'after ' + reached if reached else 'before N1'})")
    for i in range(len(sc.nights)):
        if mi(f"N{i + 1}") > limit:
            raise ScenarioError(f"after_end: data for N{i + 1} {why} (key 'nights[{i}]')")
    for i in range(len(sc.days)):
        if mi(f"D{i + 1}") > limit:
            raise ScenarioError(f"after_end: data for D{i + 1} {why} (key 'days[{i}]')")
    if sc.election is not None and mi("D1") > limit:
        raise ScenarioError(f"after_end: data for D1 {why} (key 'election')")
    if cut is not None and over:
        m, stage = cut
        k = int(m[1:])
        day_keys = [("second_vote", (sc.second_vote or {}).get(m))]
        if stage == "cavalier":
            day_keys = [("days", sc.days[k - 1] if k <= len(sc.days) else None), ("tiebreak", sc.tiebreak.get(m)),
                        ("trials", sc.trials.get(m))] + day_keys
        for key, data in day_keys:
            if data:
                where = f"days[{k - 1}]" if key == "days" else f"{key}.{m}"
                raise ScenarioError(f"after_end: data for {m} after the result found before the day's last vote "
                                    f"(key '{where}')")
    for key in ("hunter", "scapegoat", "successor", "tiebreak", "trials", "chance", "cavalier", "second_vote",
                "servant", "revenge", "new_moon", "crier"):
        for m in getattr(sc, key) or {}:
            if mi(m) > limit:
                raise ScenarioError(f"after_end: data for {m} {why} (key '{key}.{m}')")
    used = _used_draws(state)
    for m, draws in sc.chance.items():
        for k in draws:
            if (m, k) not in used:
                raise ScenarioError(f"unused_chance: no draw used key 'chance.{m}.{k}'")
    drawn = {ev.moment for ev in state.log if ev.kind == "nm_draw"}
    for m, draws in (sc.new_moon or {}).items():
        for k in draws:
            if m not in drawn:
                raise ScenarioError(f"unused_chance: no draw used key 'new_moon.{m}.{k}'"
                                    " (the crier's card was that dawn's event, or no dawn ran)")


def _extended_observations(state: GameState) -> list[dict[str, Any]]:
    seats = state.seats
    name = lambda s: None if s is None else seats[s]  # noqa: E731
    out: list[dict[str, Any]] = []
    for ev in state.log:
        m, who = ev.moment, name(ev.seat)
        if ev.seat is None:
            continue
        if ev.kind == "victim":
            out.append({"moment": m, "seat": who, "step": ev.value, "what": "victim", "value": name(ev.target)})
        elif ev.kind == "look" and ev.target is not None:
            fog = (ev.value or "").startswith("role:")  # New Moon's fog: the card (§11.31.4)
            out.append({"moment": m, "seat": who, "step": "seer",
                        "what": f"{'role' if fog else 'team'}:{seats[ev.target]}",
                        "value": ev.value[5:] if fog else ev.value})
        elif ev.kind == "confession" and ev.target is not None:
            out.append({"moment": m, "seat": who, "step": "new_moon", "what": f"team:{seats[ev.target]}",
                        "value": ev.value})
        elif ev.kind == "spare":
            out.append({"moment": m, "seat": who, "step": "thief", "what": "spare",
                        "value": (ev.value or "").split(",")})
        elif ev.kind == "lover" and ev.target is not None:
            out.append({"moment": m, "seat": who, "step": "lovers", "what": "lover", "value": name(ev.target)})
            out.append({"moment": m, "seat": who, "step": "lovers", "what": f"role:{seats[ev.target]}",
                        "value": ev.value})
        elif ev.kind == "brothers":
            out.append({"moment": m, "seat": who, "step": "brothers", "what": "brothers",
                        "value": [seats[s] for s in ev.seats]})
        elif ev.kind == "peek":
            out.append({"moment": m, "seat": who, "step": "little_girl", "what": "wolf", "value": name(ev.target)})
            out.append({"moment": m, "seat": who, "step": "little_girl", "what": "caught",
                        "value": ev.value == "caught"})
        elif ev.kind == "caught_notice":
            out.append({"moment": m, "seat": who, "step": "wolves", "what": "caught", "value": name(ev.target)})
        elif ev.kind == "sniff" and ev.target is not None:
            out.append({"moment": m, "seat": who, "step": "fox", "what": f"wolf_near:{seats[ev.target]}",
                        "value": ev.value == "yes"})
        else:
            out += _w2_observation(state, ev, m, who)
    return out


def _w2_observation(state: GameState, ev: Any, m: str, who: str | None) -> list[dict[str, Any]]:
    """The second wave's observations (§11.28)."""
    seats = state.seats
    names = lambda ss: [seats[s] for s in sorted(ss)]  # noqa: E731
    o = lambda step, what, value: [{"moment": m, "seat": who, "step": step, "what": what, "value": value}]  # noqa: E731
    k = ev.kind
    if k == "notice":
        what, _, value = (ev.value or "").partition(":")
        return o("notice", what, value if what == "role" else True)
    if k == "joined":
        return o("wolves", "joined", names(ev.seats))
    if k == "wolf_seer" and ev.target is not None:
        return o("wolf_seer", f"seer:{seats[ev.target]}", ev.value == "yes")
    if k == "aura_seer" and ev.target is not None:
        return o("aura_seer", f"power:{seats[ev.target]}", ev.value == "yes")
    if k == "traitor_sees":
        return o("traitor", "wolves", names(ev.seats))
    if k == "wolf_brother" and ev.target is not None:
        return o("wolf_brothers", "brother", seats[ev.target])
    if k == "vampires_see":
        return o("vampires", "vampires", names(ev.seats))
    if k == "charmed_see":
        return o("charmed", "charmed", names(ev.seats))
    if k == "actor_draw":
        return o("actor", "card", ev.value)
    if k == "assassin_votes":
        return o("assassin", "votes", int(ev.value or 0))
    return []


def announced(state: GameState) -> list[dict[str, Any]]:
    """The public announcements of §11.28: raven, exiled, stupor, ghost, cavalier:S, second_vote."""
    seats = state.seats
    out = []
    for ev in state.log:
        if not ev.kind.startswith("announce:"):
            continue
        what = ev.kind.split(":", 1)[1]
        if what in ("raven", "exiled", "stupor"):
            out.append({"moment": ev.moment, "what": what, "value": seats[ev.target]})
        elif what == "ghost":
            out.append({"moment": ev.moment, "what": "ghost", "value": ev.value})
        elif what == "cavalier":
            out.append({"moment": ev.moment, "what": f"cavalier:{seats[ev.target]}", "value": ev.value == "true"})
        elif what == "second_vote":
            out.append({"moment": ev.moment, "what": "second_vote", "value": True})
        elif what in ("event", "drawer"):  # New Moon (§11.31.9)
            out.append({"moment": ev.moment, "what": "event", "value": ev.value})
            out.append({"moment": ev.moment, "what": "drawer", "value": seats[ev.target]})
        elif what == "census":
            out.append({"moment": ev.moment, "what": "census", "value": int(ev.value or 0)})
        elif what in ("pillory", "moonstruck", "crier"):
            out.append({"moment": ev.moment, "what": what, "value": seats[ev.target]})
        elif what == "swap_votes":
            out.append({"moment": ev.moment, "what": "swap_votes", "value": [seats[s] for s in ev.seats]})
        elif what == "seance":
            card, ans = NM.decode(ev.value or "")
            out.append({"moment": ev.moment, "what": NM.seance_line(card, ev.seats, seats), "value": ans})
    return out


def _moments(reached: str) -> list[str]:
    n = (moment_index(reached) + 1) if reached else 0
    return [f"{'D' if i % 2 else 'N'}{i // 2 + 1}" for i in range(n)]


def captains(state: GameState, reached: str) -> dict[str, str | None]:
    """The captain once each moment that ran had ended (after its chain)."""
    seats = state.seats
    changes: dict[str, int | None] = {}
    for ev in state.log:
        if ev.kind == "captain":
            changes[ev.moment] = ev.target
    out: dict[str, str | None] = {}
    cur: int | None = None
    for m in _moments(reached):
        if m in changes:
            cur = changes[m]
        out[m] = None if cur is None else seats[cur]
    return out


def _run_extended(sc: ExtendedScenario) -> dict[str, Any]:
    """Play a parsed extended scenario and return the outcome of §10.4 and §11.14.4."""
    play = _Play(sc)
    state, rejected, reached = play.run()
    if rejected is None:
        _extended_after_end(sc, state, reached, state.phase == "end", play.cut)
    seats = sc.seats
    deaths: dict[str, list[str]] = {m: [] for m in _moments(reached)}
    for d in state.dead:
        deaths.setdefault(d.moment, []).append(seats[d.seat])
    accused: dict[str, str | None] = {m: None for m in _moments(reached) if m[0] == "D"}
    for ev in state.log:
        if ev.kind == "accused" and ev.target is not None:
            accused[ev.moment] = seats[ev.target]
    by_seat = sorted(state.dead, key=lambda d: d.seat)
    return {
        "name": sc.name,
        "mode": "classic",
        "preset": "extended",
        "options": dict(sc.options),
        "dealt": {"seats": {seats[s]: sc.roles[s] for s in range(len(seats))}, "spare": list(sc.spare),
                  **({"actor": list(sc.actor)} if sc.actor else {}), **({"drunk": sc.drunk} if sc.drunk else {}),
                  **({"sect": [seats[s] for s in sc.sect]} if sc.sect else {})},
        "roles": {seats[s]: state.roles[s] for s in range(len(seats))},
        "winner": state.result,
        "end": state.end,
        "winners": [seats[s] for s in engine.winners(state)],
        "dead": [seats[d.seat] for d in by_seat],
        "deaths": {m: sorted(v, key=seats.index) for m, v in deaths.items()},
        "causes": {seats[d.seat]: d.cause for d in by_seat},
        "potions": {"save": state.save_used, "poison": state.poison_used},
        "lovers": [seats[s] for s in state.lovers],
        "captains": captains(state, reached),
        "growls": list(state.growls),
        "revealed": {seats[s]: r for s, r in state.revealed},
        "accused": accused,
        "powers_lost": state.powers_lost,
        "teams": {seats[s]: engine.team(state, s) for s in range(len(seats))},
        "charmed": [seats[s] for s in (state.w2.charmed or ())],
        "stripped": [seats[s] for s in (state.w2.stripped or ())],
        "announced": announced(state),
        "draughts": {"stupor": state.w2.stupor_used, "restore": state.w2.restore_used},
        "observations": _extended_observations(state),
        "rejected": rejected,
        "log": story_lines(state),
        **(_new_moon_outcome(state) if NM.on(state) else {}),
    }


def _new_moon_outcome(state: GameState) -> dict[str, Any]:
    """§11.31.9's outcome additions: every dawn's event in order, the crier when the run stops."""
    c = NM.crier(state)
    return {"events": {f"N{k}": e for k, e, _ in NM.events(state)},
            "crier": None if c is None else state.seats[c]}


def _compare_extended(expect: dict[str, Any], out: dict[str, Any]) -> list[str]:
    """What the run got wrong against `expect` (§10.3, §11.14.3)."""
    problems: list[str] = []
    if "rejected" in expect or out["rejected"] is not None:
        if "rejected" not in expect:
            return [f"the run was rejected: {out['rejected']}"] + _privacy(expect, out)
        if out["rejected"] != expect["rejected"]:
            problems.append(f"rejected: expected {expect['rejected']}, got {out['rejected']}")
    else:
        for key in ("winner", "end", "powers_lost"):
            if key in expect and expect[key] != out[key]:
                problems.append(f"{key}: expected {expect[key]!r}, got {out[key]!r}")
        for key in ("winners", "dead", "lovers", "growls", "charmed", "stripped"):
            if key in expect and sorted(expect[key]) != sorted(out[key]):
                problems.append(f"{key}: expected {sorted(expect[key])}, got {sorted(out[key])}")
        if "revealed" in expect and expect["revealed"] != out["revealed"]:
            problems.append(f"revealed: expected {expect['revealed']}, got {out['revealed']}")
        for m, who in (expect.get("deaths") or {}).items():
            got = out["deaths"].get(m, [])
            if sorted(who) != sorted(got):
                problems.append(f"deaths.{m}: expected {sorted(who)}, got {sorted(got)}")
        for key in ("causes", "roles", "captains", "accused", "teams"):
            for s, v in (expect.get(key) or {}).items():
                if key in ("captains", "accused") and s not in out[key]:
                    problems.append(f"{key}.{s}: expected {v!r}, but the run never reached {s}")
                elif out[key].get(s) != v:
                    problems.append(f"{key}.{s}: expected {v!r}, got {out[key].get(s)!r}")
        for k, m in (expect.get("potions") or {}).items():
            if out["potions"][k] != m:
                problems.append(f"potions.{k}: expected {m!r}, got {out['potions'][k]!r}")
        for k, m in (expect.get("draughts") or {}).items():
            if out["draughts"][k] != m:
                problems.append(f"draughts.{k}: expected {m!r}, got {out['draughts'][k]!r}")
        for a in expect.get("announced") or []:
            if a not in out["announced"]:
                problems.append(f"announcement missing: {a}")
        for m, e in (expect.get("events") or {}).items():
            got = out.get("events", {})
            if m not in got:
                problems.append(f"events.{m}: expected {e!r}, but no dawn {m} ran")
            elif got[m] != e:
                problems.append(f"events.{m}: expected {e!r}, got {got[m]!r}")
    return problems + _privacy(expect, out)


def _privacy(expect: dict[str, Any], out: dict[str, Any]) -> list[str]:
    problems = []
    for obs in expect.get("observations") or []:
        if obs not in out["observations"]:
            problems.append(f"observation missing: {obs}")
    for u in expect.get("unseen") or []:
        hits = [o for o in out["observations"] if all(o[k] == u[k] for k in UNSEEN_KEYS)]
        if hits:
            problems.append(f"unseen: {u} was shown (value {hits[0]['value']!r})")
    return problems
