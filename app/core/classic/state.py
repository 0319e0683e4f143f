"""The classic game's immutable state, its events and their exact JSON form.

Every field is a plain int, str, bool, None or a tuple of them, so that
``from_dict(to_dict(state)) == state`` holds for every state (tests/core/classic).
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any

from .catalog import team_of


@dataclass(frozen=True)
class Death:
    seat: int
    cause: str  # bite | poison | shot | vote
    moment: str  # N1, D1, ...


@dataclass(frozen=True)
class Event:
    """One thing that happened. `public` events make the public log (§8.2); the rest are
    secret until the end (§7.3), when the whole story is told from them.

    kinds: deal, pick, bite, victim (an observation), look, protect, save, poison, skip,
    death, dawn, last_turn, shot, vote_start, ballot, tally, dusk, note, result.
    """

    moment: str
    kind: str
    seat: int | None = None
    target: int | None = None
    value: str | None = None
    seats: tuple[int, ...] = ()
    pairs: tuple[tuple[int, int | None], ...] = ()
    public: bool = False


@dataclass(frozen=True)
class Choice:
    """A seat's action in a step: args as CLASSIC.md §9 with seat numbers for players."""

    step: str
    seat: int
    args: Any = None  # None or {} is a skip


@dataclass(frozen=True)
class Request:
    """What the game waits for: the step, the seats that may still act, whether it is a choice."""

    phase: str
    step: str | None
    seats: tuple[int, ...]
    choice: bool = True


@dataclass(frozen=True)
class GameState:
    seats: tuple[str, ...]
    roles: tuple[str, ...]
    seed: int
    draws: int
    phase: str = "night"
    round: int = 1
    step: str | None = "wolves"
    nightfall: tuple[int, ...] = ()  # living at nightfall (at the night) or voters (at the vote)
    pending: tuple[int, ...] = ()  # who may still act in the current step
    acted: tuple[tuple[str, int], ...] = ()  # (step, seat) that acted at this moment
    picks: tuple[tuple[int, int | None], ...] = ()  # (wolf, target or None) tonight
    bite: int | None = None  # tonight's bite target, once the wolves' step closed
    protect: int | None = None  # tonight's protectee
    last_protect: int | None = None  # the protectee of the night before
    witch: tuple[str, int | None] | None = None  # tonight: ("save", B) or ("poison", P)
    save_used: str | None = None  # the moment the save was used
    poison_used: str | None = None
    dead: tuple[Death, ...] = ()
    last_turns: tuple[int, ...] = ()  # dead seats whose private last turn is still to come
    ballots: tuple[tuple[int, int | None], ...] = ()  # (voter, target or None) at this vote
    result: str | None = None
    end: str | None = None
    notes: tuple[tuple[int, int, str], ...] = ()  # (night, seat, text): a wolf's is the wolves' note
    log: tuple[Event, ...] = field(default=())
    # --- the extended preset (CLASSIC.md §11); a standard game keeps every default, and its
    # saves leave these out (`to_dict`), so standard games and saves are unchanged.
    preset: str = "standard"
    options: tuple[tuple[str, Any], ...] = ()  # (option, value) for all six, in §11.1 order
    dealt: tuple[str, ...] = ()  # the roles as dealt (before the thief's choice)
    spare: tuple[str, ...] = ()  # the spare cards now (the thief's card in place of a taken one)
    lovers: tuple[int, ...] = ()  # the two lovers, once Cupid chose
    elder_hit: bool = False  # the elder's first landed bite is spent
    sick: tuple[int, int] | None = None  # (wolf, night he fell sick): he dies the next night
    caught: tuple[int, int] | None = None  # (night, little girl) caught that night
    fox_lost: bool = False  # the fox's power is gone (a "no")
    powers_lost: str | None = None  # the moment whose power check took the village's powers
    captain: int | None = None  # the captain's seat (dead until his successor step is over)
    exposed: tuple[int, ...] = ()  # idiots who survived a hanging: no ballot any more
    revealed: tuple[tuple[int, str], ...] = ()  # public role reveals (idiot, scapegoat, sick wolf)
    growls: tuple[str, ...] = ()  # moments whose dawn had the bear line
    accused: int | None = None  # today's accused (kill-or-spare)
    tied: tuple[int, ...] = ()  # the tie the captain may break
    verdicts: tuple[tuple[int, str | None], ...] = ()  # kill-or-spare ballots today
    tie_death: int | None = None  # the scapegoat who died by today's tie
    trial_next: tuple[int, int] | None = None  # (day, seat): the scapegoat's choice for that day
    turns: tuple[int, ...] = ()  # the dead of this moment who get a last turn
    # --- the second wave (§11.17-§11.29): (fact, value) pairs, sorted (kinds.get / kinds.put);
    # empty in every first-wave game, so its states and saves are unchanged.
    w2: tuple[tuple[str, Any], ...] = ()

    # --- derived facts ----------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.seats)

    @property
    def moment(self) -> str:
        return f"{'N' if self.phase in ('night', 'dawn') else 'D'}{self.round}"

    def is_alive(self, seat: int) -> bool:
        return all(d.seat != seat for d in self.dead)

    @property
    def alive(self) -> tuple[int, ...]:
        gone = {d.seat for d in self.dead}
        return tuple(s for s in range(self.n) if s not in gone)

    def team(self, seat: int) -> str:
        return team_of(self.roles[seat])

    def holders(self, role: str) -> tuple[int, ...]:
        return tuple(s for s in range(self.n) if self.roles[s] == role)

    def death_of(self, seat: int) -> Death | None:
        return next((d for d in self.dead if d.seat == seat), None)


_NAMES = frozenset(f.name for f in fields(GameState))


def evolve(state: GameState, **changes: Any) -> GameState:
    """`dataclasses.replace` for a GameState, without calling its generated __init__ again: the
    same state, made several times faster (the engine makes one at almost every step)."""
    if not changes.keys() <= _NAMES:
        raise TypeError(f"unknown GameState fields {sorted(set(changes) - _NAMES)}")
    new = object.__new__(GameState)
    object.__setattr__(new, "__dict__", {**state.__dict__, **changes})
    return new


def _tuple(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuple(v) for v in value)
    return value


# The extended fields: left out of a save while they hold their default.
EXTENDED_FIELDS = ("preset", "options", "dealt", "spare", "lovers", "elder_hit", "sick", "caught", "fox_lost",
                   "powers_lost", "captain", "exposed", "revealed", "growls", "accused", "tied", "verdicts",
                   "tie_death", "trial_next", "turns", "w2")
_DEFAULTS = {f.name: f.default for f in fields(GameState) if f.name in EXTENDED_FIELDS}


_FIELDS: dict[type, tuple[str, ...]] = {}  # a dataclass's field names, read once


def _plain(value: Any) -> Any:
    """`dataclasses.asdict`'s conversion of one value, without its deep copies: every leaf of a
    state is an immutable int, str, bool, float or None (the autosave writes the state at every
    action: this is most of its cost)."""
    kind = type(value)
    if kind is tuple or kind is list:
        return kind(_plain(v) for v in value)
    if kind is dict:
        return {_plain(k): _plain(v) for k, v in value.items()}
    names = _FIELDS.get(kind)
    if names is None:
        if not is_dataclass(value):
            return value
        names = _FIELDS[kind] = tuple(f.name for f in fields(value))
    return {name: _plain(getattr(value, name)) for name in names}


# The log a game's states share grows at its end: the last log written and its events as data,
# so that writing a state converts only the events added since (the autosave writes every action).
_LOG: list[Any] = [(), ()]


def _plain_log(log: tuple[Event, ...]) -> tuple[dict[str, Any], ...]:
    done, data = _LOG
    k = len(done)
    if not (len(log) >= k and log[:k] == done):  # not the same game's log grown (== is identity first)
        done, data, k = (), (), 0
    data = data + tuple(_plain(e) for e in log[k:])
    _LOG[:] = [log, data]
    return data


def to_dict(state: GameState) -> dict[str, Any]:
    """The state as JSON-ready data (lists for tuples); extended fields only when not at their default.
    Read-only: its events' dicts are shared with the data of the states before it."""
    names = _FIELDS.get(GameState) or _FIELDS.setdefault(GameState, tuple(f.name for f in fields(GameState)))
    data = {name: _plain_log(state.log) if name == "log" else _plain(getattr(state, name)) for name in names}
    for k in EXTENDED_FIELDS:
        if data[k] == _DEFAULTS[k] and type(data[k]) is type(_DEFAULTS[k]):
            del data[k]
    if state.preset == "standard":
        data.pop("turns", None)  # a standard game's are read off its deaths (`standard_turns`)
    return data


def standard_turns(phase: str, round_: int, end: str | None, dead: tuple[Death, ...]) -> tuple[int, ...]:
    """A standard game's dead of this moment who get a last turn (`GameState.turns`): every death
    of the dawn or the dusk the game is at, or ended at, but a hunter's shot (§4.3, §5.4). They
    follow from its deaths, so its saves leave them out, as they did before the field existed."""
    moment = {"dawn": f"N{round_}", "day": f"N{round_}", "dusk": f"D{round_}", "end": end}.get(phase)
    return tuple(sorted(d.seat for d in dead if d.moment == moment and d.cause != "shot"))


def from_dict(data: dict[str, Any]) -> GameState:
    """The state back from `to_dict` data (ValueError/TypeError/KeyError if it is not one)."""
    if not isinstance(data, dict):
        raise TypeError("a classic state is an object")
    names = {f.name for f in fields(GameState)}
    base = names - set(EXTENDED_FIELDS)
    if not base <= set(data) <= names:
        raise KeyError(f"classic state keys differ: {sorted((set(data) ^ base) - set(EXTENDED_FIELDS))}")
    kw = {k: _tuple(v) for k, v in data.items() if k not in ("dead", "log")}
    if "options" in kw:
        kw["options"] = tuple(tuple(p) for p in kw["options"])
    if "w2" in kw:
        kw["w2"] = tuple((k, v) for k, v in kw["w2"])
    kw["dead"] = tuple(Death(**d) for d in data["dead"])
    kw["log"] = tuple(Event(**{k: _tuple(v) for k, v in e.items()}) for e in data["log"])
    if kw.get("preset", "standard") == "standard" and "turns" not in kw:
        kw["turns"] = standard_turns(kw.get("phase", "night"), kw.get("round", 1), kw.get("end"), kw["dead"])
    return GameState(**kw)
