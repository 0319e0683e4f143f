"""The classic scenario runner for the extended preset (CLASSIC.md §11.14).

`scenario.parse` hands a file with ``"preset": "extended"`` to `parse` here; `run` plays it
through the same engine as the app (xengine), in the order of §11.14.2, and returns the
`--json` outcome of §11.14.4. A file that cannot be run raises ScenarioError naming the key.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..common.errors import RuleError, SetupError, show
from ..common.scenarios import ScenarioError
from ..common.scenarios import need_list as _list
from ..common.scenarios import need_object as _obj
from . import extended as X
from . import xengine as XE
from .catalog import LAST_TURN
from .state import Choice, GameState
from .story import story_lines

TOP_KEYS = {"mode", "name", "preset", "options", "seats", "deal", "nights", "days", "election", "trials",
            "tiebreak", "scapegoat", "successor", "hunter", "chance", "expect", "why", "source", "note"}
REQUIRED = ("mode", "name", "preset", "seats", "deal", "nights", "days", "expect")
FILE_STEPS = ("thief", "cupid", "wolves", "little_girl", "seer", "fox", "bodyguard", "witch")
EXPECT_KEYS = {"winner", "end", "winners", "dead", "deaths", "causes", "potions", "observations", "rejected",
               "roles", "lovers", "captains", "accused", "growls", "revealed", "powers_lost", "unseen"}
OBS_KEYS = {"moment", "seat", "step", "what", "value"}
UNSEEN_KEYS = {"moment", "seat", "step", "what"}
REJ_KEYS = {"moment", "step", "seat", "code"}


@dataclass
class XScenario:
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


def _m():
    from . import scenario
    return scenario


def _seat(seats: tuple[str, ...], name: Any, where: str) -> str:
    return _m()._seat(seats, name, where)


def _moment(value: Any, where: str, nullable: bool = False, kind: str | None = None) -> None:
    _m()._moment(value, where, nullable)
    if kind is not None and value is not None and value[0] != kind:
        raise ScenarioError(f"key '{where}' takes {'day' if kind == 'D' else 'night'} moments only, "
                            f"not {show(value)}")


def parse(data: dict[str, Any]) -> XScenario:
    """Check an extended scenario's JSON (§11.14.1); ScenarioError names the key."""
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
    options = _obj(data.get("options", {}), "options")
    for k, v in options.items():
        if k not in X.OPTIONS:
            raise ScenarioError(f"unknown option {show(k)} in key 'options.{k}'")
        if X.check_options({k: v}):
            raise ScenarioError(f"bad value {show(v)} in key 'options.{k}' (one of {list(X.OPTION_VALUES[k])})")
    options = X.full_options(options)
    seats = _list(data["seats"], "seats")
    if not all(isinstance(s, str) and s for s in seats):
        raise ScenarioError("key 'seats' must be a list of names")
    if len(set(seats)) != len(seats):
        raise ScenarioError("key 'seats' repeats a name")
    if len(seats) not in X.PLAYERS:
        raise ScenarioError(f"key 'seats' must hold 8 to 18 names, not {len(seats)}")
    seats_t = tuple(seats)
    deal = _obj(data["deal"], "deal")
    for k in deal:
        if k not in ("seats", "spare"):
            raise ScenarioError(f"unknown key 'deal.{k}'")
    if "seats" not in deal:
        raise ScenarioError("missing key 'deal.seats'")
    dseats = _obj(deal["seats"], "deal.seats")
    for s in dseats:
        _seat(seats_t, s, f"deal.seats.{s}")
    for s in seats_t:
        if s not in dseats:
            raise ScenarioError(f"missing key 'deal.seats.{s}'")
        if dseats[s] not in X.FIRST_WAVE:
            raise ScenarioError(f"unknown role {show(dseats[s])} in key 'deal.seats.{s}'")
    spare = _list(deal.get("spare", []), "deal.spare")
    for i, r in enumerate(spare):
        if r not in X.FIRST_WAVE:
            raise ScenarioError(f"unknown role {show(r)} in key 'deal.spare[{i}]'")
    roles = tuple(dseats[s] for s in seats_t)
    why = X.check_deal(roles, spare)
    if why:
        raise ScenarioError(f"bad key 'deal': the deck is not valid ({why}, CLASSIC.md §11.2)")

    nights = _list(data["nights"], "nights")
    for i, night in enumerate(nights):
        night = _obj(night, f"nights[{i}]")
        for step, entries in night.items():
            if step in X.INFO_STEPS:
                raise ScenarioError(f"step {show(step)} takes no entries in key 'nights[{i}].{step}'")
            if step not in FILE_STEPS:
                raise ScenarioError(f"unknown step {show(step)} in key 'nights[{i}].{step}'")
            for s in _obj(entries, f"nights[{i}].{step}"):
                _seat(seats_t, s, f"nights[{i}].{step}.{s}")
    days = _list(data["days"], "days")
    for i, day in enumerate(days):
        for s in _obj(day, f"days[{i}]"):
            _seat(seats_t, s, f"days[{i}].{s}")
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
    scapegoat = _obj(data.get("scapegoat", {}), "scapegoat")
    for m in scapegoat:
        _moment(m, f"scapegoat.{m}")
    chance = _obj(data.get("chance", {}), "chance")
    for m, draws in chance.items():
        _moment(m, f"chance.{m}")
        draws = _obj(draws, f"chance.{m}")
        allowed = ("wolf", "caught") if m[0] == "N" else ("captain",) if m == "D1" else ()
        for k in draws:
            if k not in allowed:
                raise ScenarioError(f"unknown draw {show(k)} in key 'chance.{m}.{k}'"
                                    + (f" (a {m[0]} moment takes {', '.join(allowed)})" if allowed else
                                       " (only D1 has a draw: 'captain')"))
    expect = _obj(data["expect"], "expect")
    _check_expect(expect, seats_t)
    return XScenario(data["name"], seats_t, roles, tuple(spare), options, nights, days, election, trials, tiebreak,
                     scapegoat, successor, hunter, chance, expect)


def _moment_map(data: dict[str, Any], key: str, kind: str | None, seats: tuple[str, ...]) -> dict[str, Any]:
    out = _obj(data.get(key, {}), key)
    for m, entries in out.items():
        _moment(m, f"{key}.{m}", kind=kind)
        for s in _obj(entries, f"{key}.{m}"):
            _seat(seats, s, f"{key}.{m}.{s}")
    return out


def _check_expect(expect: dict[str, Any], seats: tuple[str, ...]) -> None:
    for k in expect:
        if k not in EXPECT_KEYS:
            raise ScenarioError(f"unknown key 'expect.{k}'")
    if "winner" in expect and expect["winner"] is not None and expect["winner"] not in X.RESULTS:
        raise ScenarioError(f"unknown result {show(expect['winner'])} in key 'expect.winner'")
    if "end" in expect:
        _moment(expect["end"], "expect.end", nullable=True)
    for key in ("winners", "dead", "lovers"):
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
            if c not in X.CAUSES:
                raise ScenarioError(f"unknown cause {show(c)} in key 'expect.causes.{s}'")
    for key in ("roles", "revealed"):
        if key in expect:
            for s, r in _obj(expect[key], f"expect.{key}").items():
                _seat(seats, s, f"expect.{key}.{s}")
                if r not in X.FIRST_WAVE:
                    raise ScenarioError(f"unknown role {show(r)} in key 'expect.{key}.{s}'")
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
    if "potions" in expect:
        for k, m in _obj(expect["potions"], "expect.potions").items():
            if k not in ("save", "poison"):
                raise ScenarioError(f"unknown key 'expect.potions.{k}'")
            _moment(m, f"expect.potions.{k}", nullable=True)
    for key, need in (("observations", OBS_KEYS), ("unseen", UNSEEN_KEYS)):
        if key in expect:
            for i, o in enumerate(_list(expect[key], f"expect.{key}")):
                o = _obj(o, f"expect.{key}[{i}]")
                if set(o) != need:
                    raise ScenarioError(f"key 'expect.{key}[{i}]' needs exactly the keys {sorted(need)}")
    if "rejected" in expect:
        r = _obj(expect["rejected"], "expect.rejected")
        if set(r) != REJ_KEYS:
            raise ScenarioError(f"key 'expect.rejected' needs exactly the keys {sorted(REJ_KEYS)}")


# --- playing -------------------------------------------------------------------------------

class _Rejected(Exception):
    def __init__(self, moment: str, step: str, seat: int, code: str) -> None:
        self.moment, self.step, self.seat, self.code = moment, step, seat, code


def _idx(seats: tuple[str, ...], v: Any) -> int | None:
    return seats.index(v) if isinstance(v, str) and v in seats else None


def _args(seats: tuple[str, ...], step: str, args: Any) -> Any:
    """File args (names) to engine args (seats); anything malformed stays malformed (bad_args)."""
    if not isinstance(args, dict):
        return "malformed"
    out = dict(args)
    for key in ("player", "poison"):
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
    def __init__(self, sc: XScenario) -> None:
        self.sc = sc
        self.used: set[tuple[str, str]] = set()  # (moment, draw key) of every stated draw used

    def attempt(self, state: GameState, choice: Choice, moment: str, chance: dict | None = None) -> GameState:
        try:
            return XE.apply(state, choice, chance)[0]
        except RuleError as err:
            raise _Rejected(moment, choice.step, choice.seat, err.code) from None
        except XE.ChanceError as err:
            where = f"chance.{moment}.{err.key}"
            if err.kind == "missing_chance":
                raise ScenarioError(f"missing_chance: {err} (key '{where}')") from None
            raise ScenarioError(f"bad draw in key '{where}': {err}") from None

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

    def last_turns(self, state: GameState, moment: str) -> GameState:
        """§11.14.2: hunter, scapegoat, successor entries of this moment, in the chain's order."""
        sc, seats = self.sc, self.sc.seats
        h_entry = sc.hunter.get(moment)
        g_entry = sc.scapegoat.get(moment)
        s_entries = {seats.index(s): a for s, a in sc.successor.get(moment, {}).items()}
        hunters = [s for s in range(len(seats)) if state.roles[s] == "hunter"]
        goats = [s for s in range(len(seats)) if state.roles[s] == "scapegoat"]
        if h_entry is not None:
            if not hunters:
                raise ScenarioError(f"key 'hunter.{moment}': no seat holds the hunter (CLASSIC.md §11.14.2 rule 5)")
            h = hunters[0]
            if not (state.moment == moment and h in state.turns):
                raise _Rejected(moment, "hunter", h, "not_awake")
        if g_entry is not None:
            if not goats:
                raise ScenarioError(f"key 'scapegoat.{moment}': no seat holds the scapegoat "
                                    "(CLASSIC.md §11.14.2 rule 5)")
            if moment[0] == "N":
                raise _Rejected(moment, "scapegoat", goats[0], "not_awake")
        g_done = False
        while state.moment == moment and state.phase in ("dawn", "dusk") and state.pending:
            step, seat = state.step or "", state.pending[0]
            if step == "hunter":
                state = self.attempt(state, Choice("hunter", seat, {} if h_entry is None else
                                                   _args(seats, "hunter", h_entry)), moment)
            elif step == LAST_TURN:
                state = self.attempt(state, Choice(LAST_TURN, seat, {}), moment)
            elif step == "scapegoat":
                g_done = True
                state = self.attempt(state, Choice("scapegoat", seat, {} if g_entry is None else
                                                   _args(seats, "scapegoat", g_entry)), moment)
            elif step == "successor":
                if g_entry is not None and not g_done:
                    raise _Rejected(moment, "scapegoat", goats[0], "not_awake")
                g_done = True
                for s in sorted(s_entries):
                    if s != seat:
                        raise _Rejected(moment, "successor", s, "not_awake")
                    break
                state = self.attempt(state, Choice("successor", seat, _args(seats, "successor", s_entries.pop(seat))
                                                   if seat in s_entries else {}), moment)
            else:  # pragma: no cover - no other step runs at dawn or dusk
                break
        if g_entry is not None and not g_done:
            raise _Rejected(moment, "scapegoat", goats[0], "not_awake")
        for s in sorted(s_entries):
            raise _Rejected(moment, "successor", s, "not_awake")
        return state

    def run(self) -> tuple[GameState, dict[str, Any] | None, str]:
        sc, seats = self.sc, self.sc.seats
        try:
            state = XE.new_game(seats, None, 0, roles=sc.roles, options=sc.options, spare=sc.spare)
        except SetupError as err:
            raise ScenarioError(f"bad key 'deal': {err}") from None
        reached = ""
        try:
            k = 1
            while k <= len(sc.nights):
                reached = m = f"N{k}"
                night = sc.nights[k - 1]
                for step in FILE_STEPS:
                    ch = self.chance(m) if step == "little_girl" else None
                    state = self.entries(state, step, night.get(step, {}), m, lambda a, s=step: _args(seats, s, a),
                                         chance=ch, skip={})
                state = self.last_turns(state, m)
                if state.phase == "end" or k > len(sc.days):
                    break
                reached = m = f"D{k}"
                state = XE.begin_vote(state)[0]
                if state.step == "election":
                    state = self.entries(state, "election", sc.election or {}, m, lambda t: _ballot(seats, t),
                                         chance=self.chance(m), skip={})
                day = sc.days[k - 1]
                tb = sc.tiebreak.get(m, {})
                state = self.entries(state, "vote", day, m, lambda t: _ballot(seats, t), skip={})
                state = self.entries(state, "tiebreak", tb, m, lambda a: _args(seats, "tiebreak", a), skip={})
                state = self.entries(state, "trial", sc.trials.get(m, {}), m, _verdict, skip=None)
                state = self.last_turns(state, m)
                if state.phase == "end":
                    break
                k += 1
        except _Rejected as r:
            return state, {"moment": r.moment, "step": r.step, "seat": seats[r.seat], "code": r.code}, reached
        return state, None, reached


def _used_draws(state: GameState) -> set[tuple[str, str]]:
    used: set[tuple[str, str]] = set()
    for ev in state.log:
        if ev.kind == "peek":
            used |= {(ev.moment, "wolf"), (ev.moment, "caught")}
        elif ev.kind == "election" and ev.seats:
            used.add((ev.moment, "captain"))
    return used


def _after_end(sc: XScenario, state: GameState, reached: str, over: bool) -> None:
    mi = _m().moment_index
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
    for key in ("hunter", "scapegoat", "successor", "tiebreak", "trials", "chance"):
        for m in getattr(sc, key):
            if mi(m) > limit:
                raise ScenarioError(f"after_end: data for {m} {why} (key '{key}.{m}')")
    used = _used_draws(state)
    for m, draws in sc.chance.items():
        for k in draws:
            if (m, k) not in used:
                raise ScenarioError(f"unused_chance: no draw used key 'chance.{m}.{k}'")


def observations(state: GameState) -> list[dict[str, Any]]:
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
            out.append({"moment": m, "seat": who, "step": "seer", "what": f"team:{seats[ev.target]}",
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
    return out


def _moments(reached: str) -> list[str]:
    n = (_m().moment_index(reached) + 1) if reached else 0
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


def run(sc: XScenario) -> dict[str, Any]:
    """Play a parsed extended scenario and return the outcome of §10.4 and §11.14.4."""
    state, rejected, reached = _Play(sc).run()
    if rejected is None:
        _after_end(sc, state, reached, state.phase == "end")
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
        "dealt": {"seats": {seats[s]: sc.roles[s] for s in range(len(seats))}, "spare": list(sc.spare)},
        "roles": {seats[s]: state.roles[s] for s in range(len(seats))},
        "winner": state.result,
        "end": state.end,
        "winners": [seats[s] for s in XE.winners(state)],
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
        "observations": observations(state),
        "rejected": rejected,
        "log": story_lines(state),
    }


def compare(expect: dict[str, Any], out: dict[str, Any]) -> list[str]:
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
        for key in ("winners", "dead", "lovers", "growls"):
            if key in expect and sorted(expect[key]) != sorted(out[key]):
                problems.append(f"{key}: expected {sorted(expect[key])}, got {sorted(out[key])}")
        if "revealed" in expect and expect["revealed"] != out["revealed"]:
            problems.append(f"revealed: expected {expect['revealed']}, got {out['revealed']}")
        for m, who in (expect.get("deaths") or {}).items():
            got = out["deaths"].get(m, [])
            if sorted(who) != sorted(got):
                problems.append(f"deaths.{m}: expected {sorted(who)}, got {sorted(got)}")
        for key in ("causes", "roles", "captains", "accused"):
            for s, v in (expect.get(key) or {}).items():
                if key in ("captains", "accused") and s not in out[key]:
                    problems.append(f"{key}.{s}: expected {v!r}, but the run never reached {s}")
                elif out[key].get(s) != v:
                    problems.append(f"{key}.{s}: expected {v!r}, got {out[key].get(s)!r}")
        for k, m in (expect.get("potions") or {}).items():
            if out["potions"][k] != m:
                problems.append(f"potions.{k}: expected {m!r}, got {out['potions'][k]!r}")
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
