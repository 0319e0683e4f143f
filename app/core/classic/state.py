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


Night = int  # a night's or a day's number k
Seat = int
Mark = tuple[int, int]  # (k, seat): a choice made on night k (or day k) about that seat


@dataclass(frozen=True)
class Facts:
    """What a game with a second-wave card or New Moon knows beyond the first wave's fields
    (CLASSIC.md §11.17-§11.31): one field per fact, each None until the game first learns it (a
    first-wave game learns none). Written by `kinds.put`; read as ``state.w2.<fact>``.

    True (``bool(state.w2)``) exactly in such a game: its deal sets `wave`.
    """

    wave: int | None = None  # 2: the deck holds a second-wave card, or New Moon is on
    # --- the deal's extras (§11.19)
    actor_cards: tuple[str, ...] | None = None  # the actor's three cards as dealt (() without an actor)
    actor_left: tuple[str, ...] | None = None  # the actor's cards not drawn yet
    actor_card: tuple[Night, str] | None = None  # (k, card) the actor plays on night k
    drunk_dealt: str | None = None  # the card set aside for the drunk
    drunk_card: str | None = None  # that card while it waits; "drunk" once he took it
    sect: tuple[Seat, ...] | None = None  # the sectarian's side
    # --- choices of the nights, as (k, seat) marks (§11.20-§11.23)
    b2: Mark | None = None  # the wolves' second bite (the wolf cub's night)
    lbw_bite: Mark | None = None
    bbw_bite: Mark | None = None
    ww_bite: Mark | None = None
    blocked: Mark | None = None  # the moon maiden's block
    mm_last: Mark | None = None
    ench: Mark | None = None
    ench_last: Mark | None = None
    raven: Mark | None = None
    raven_last: Mark | None = None
    hag: Mark | None = None
    vamp: Mark | None = None
    assassin_t: Mark | None = None
    doctor: Mark | None = None  # (k, the loser of the mad doctor's pair)
    fire: Mark | None = None
    stupor: Mark | None = None
    restore: Mark | None = None
    picks2: tuple[tuple[Seat, int], ...] | None = None  # tonight's second picks (-1: none)
    pack_seen: tuple[Seat, ...] | None = None  # the wolves who woke with the pack (known to each other)
    ghost_msg: tuple[Night, str] | None = None
    # --- links and one-use powers (§11.21-§11.25)
    companion: tuple[Seat, Seat] | None = None  # (the stray wolf, his companion)
    model_wc: tuple[Seat, Seat] | None = None  # (the wild child, his model)
    model_sh: tuple[Seat, Seat] | None = None  # (the shadow, his model)
    heretic: tuple[Seat, Seat, Seat] | None = None  # (the heretic, his two picks)
    avenger_side: tuple[Seat, str] | None = None  # (the avenger who chose, "village" or "wolves")
    wounded: tuple[Seat, Night] | None = None  # (the tough guy, the night he was bitten)
    fire_used: int | None = None
    stupor_used: str | None = None  # the moment of the apothecary's draught
    restore_used: str | None = None
    judge_used: str | None = None
    cavalier_used: str | None = None
    cav_out: tuple[int, Seat, bool] | None = None  # (day, who died, whether the named was a wolf)
    signed: int | None = None  # the day the judge signed for a second vote
    demon: int | None = None  # the night the demon wolf converts the bite
    old_man_x: int | None = None  # the night the old man dies of age
    lycan_hit: int | None = None
    # --- what became of seats and cards
    wolfed: tuple[Seat, ...] | None = None  # turned to the pack, or chose it
    spawn: tuple[Seat, ...] | None = None  # the vampire's spawn
    charmed: tuple[Seat, ...] | None = None  # the pied piper's
    stripped: tuple[Seat, ...] | None = None  # powers taken by fire
    mixed: bool | None = None  # the lovers are a mixed couple (judged once, Night 1)
    dream_awake: bool | None = None
    lbw_awake: bool | None = None
    lbw_rage: int | None = None  # the night the little brother wolf wakes enraged
    bbw_unlocked: bool | None = None
    cub_night: int | None = None  # the night of the wolf cub's second bite
    diseased_night: int | None = None  # the night the pack is sick of the diseased
    at_death: tuple[tuple[Seat, str, str], ...] | None = None  # (seat, card, moment) of every death
    wolf_deaths: tuple[Night, ...] | None = None  # the rounds a wolf died in
    # --- days (§11.9, §11.25)
    against: tuple[tuple[int, Seat, int], ...] | None = None  # (day, seat, ballots against him)
    hanged: tuple[tuple[int, Seat], ...] | None = None
    next: str | None = None  # the step the dusk goes on to (the judge's second vote)
    second_day: int | None = None  # the day of the judge's second vote
    sv_done: int | None = None  # the day whose second vote is over
    # --- New Moon (§11.31; newmoon.py)
    nm_events: tuple[tuple[int, str | None, Seat | None], ...] | None = None  # (k, card, drawer) each dawn
    nm_day: tuple[int, str] | None = None  # (k, card) whose day part covers day k
    nm_night: tuple[int, str] | None = None  # (k, card) whose night part covers night k
    nm_swap: tuple[int, Seat, Seat] | None = None
    nm_discard: tuple[str, ...] | None = None  # the pile's discards since its last shuffle
    nm_hand: tuple[str, ...] | None = None  # the crier's cards left
    nm_crier: Seat | None = None
    nm_play: tuple[Night, str] | None = None  # (k, the card the crier plays tonight)
    nm_used: tuple[str, ...] | None = None  # the spiritualism cards spent
    nm_seance: tuple[Night, str, tuple[Seat, ...], bool] | None = None  # (k, card, named, answer)
    nm_said: tuple[tuple[Night, str, tuple[Seat, ...], bool], ...] | None = None  # every seance told

    def __bool__(self) -> bool:
        return self.wave is not None


NO_FACTS = Facts()
FACTS = frozenset(f.name for f in fields(Facts))


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
    # --- the second wave and New Moon (§11.17-§11.31): their facts, typed (`Facts`); none in a
    # first-wave game, so its states and saves are unchanged.
    w2: Facts = NO_FACTS

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
    return _made(GameState, {**state.__dict__, **changes})


def learn(state: GameState, **facts: Any) -> GameState:
    """The state with these `Facts` set (None: unknown again), made as `evolve` makes a state."""
    if not facts.keys() <= FACTS:
        raise TypeError(f"unknown facts {sorted(set(facts) - FACTS)}")
    return evolve(state, w2=_made(Facts, {**state.w2.__dict__, **facts}))


def _made(kind: type, values: dict[str, Any]) -> Any:
    new = object.__new__(kind)
    object.__setattr__(new, "__dict__", values)
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
_DEFAULTS["w2"] = {}  # written as its known facts only (`to_dict`)


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
    data = {name: _plain_log(state.log) if name == "log" else _plain(getattr(state, name)) for name in names
            if name != "w2"}
    data["w2"] = {} if state.w2 is NO_FACTS else {k: _plain(v) for k, v in state.w2.__dict__.items() if v is not None}
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
        if not isinstance(kw["w2"], dict) or None in kw["w2"].values():
            raise TypeError("the second wave's facts are an object of known facts")
        kw["w2"] = Facts(**{k: _tuple(v) for k, v in kw["w2"].items()})
    kw["dead"] = tuple(Death(**d) for d in data["dead"])
    kw["log"] = tuple(Event(**{k: _tuple(v) for k, v in e.items()}) for e in data["log"])
    if kw.get("preset", "standard") == "standard" and "turns" not in kw:
        kw["turns"] = standard_turns(kw.get("phase", "night"), kw.get("round", 1), kw.get("end"), kw["dead"])
    return GameState(**kw)
