"""The table: cards in places, copies and tokens on cards, marks on seats and boards.

`GameState` (frozen, JSON-exact) is the public state; `Work` is its mutable twin used
inside one `apply` call and thrown away (or frozen) at the end.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, fields
from functools import lru_cache
from typing import Any

from .catalog import BOARDS


@dataclass(frozen=True)
class Seen:
    """One thing a seat learned, at one step.

    kind: ``card`` (place, value=printed role), ``mark`` (place=seat, value=mark id),
    ``copy`` (value=her new night role), ``team`` (value=label, seats),
    ``tap`` (value=side of the Thing), ``artifact`` (place=seat, value=artifact id),
    ``faceup`` (place, value=printed role).
    """

    seat: int
    step: str
    kind: str
    place: int = -1
    value: str = ""
    seats: tuple[int, ...] = ()


@dataclass(frozen=True)
class Fact:
    """One structured fact of a turn that its actor knows without seeing it.

    kind: ``cards`` or ``marks`` (what moved: how = ``swap``, ``left`` or ``right``;
    places = the places (cards) or seats (marks) that moved, in the order the move uses),
    ``turned`` (value = the role the seat became, by the look `at` - 1).
    at: how many of the event's `seen` came before it (so a Robber's swap comes before the
    look at his new card, a Witch's after the look at the centre card).
    """

    seat: int
    kind: str
    how: str = ""
    places: tuple[int, ...] = ()
    value: str = ""
    at: int = 0


@dataclass(frozen=True)
class Event:
    """One resolved turn of a step, for the log and the night's story."""

    step: str
    actor: int  # -1 when the step has no single actor
    action: str  # copy, give, view, swap, skip, shield, tap, rotate, artifact, reveal, team, none ...
    args: str  # canonical JSON of the entry as given ("" when none)
    detail: tuple[str, ...]  # small machine-readable facts for the story
    seen: tuple[Seen, ...]
    facts: tuple[Fact, ...] = ()  # what moved where and who transformed (never shown as a sight)


_new = object.__new__
_set_dict = object.__setattr__


def new_seen(seat: int, step: str, kind: str, place: int = -1, value: str = "",
             seats: tuple[int, ...] = ()) -> Seen:
    """`Seen(...)` without the frozen dataclass's per-field set (the engine's hot path): its
    fields written into the new instance's own dictionary, in their order."""
    out = _new(Seen)
    d = out.__dict__
    d["seat"] = seat
    d["step"] = step
    d["kind"] = kind
    d["place"] = place
    d["value"] = value
    d["seats"] = seats
    return out


def new_event(step: str, actor: int, action: str, args: str, detail: tuple[str, ...],
              seen: tuple[Seen, ...], facts: tuple[Fact, ...] = ()) -> Event:
    """`Event(...)`, as `new_seen`."""
    out = _new(Event)
    d = out.__dict__
    d["step"] = step
    d["actor"] = actor
    d["action"] = action
    d["args"] = args
    d["detail"] = detail
    d["seen"] = seen
    d["facts"] = facts
    return out


def new_state(**values: Any) -> GameState:
    """`GameState(**values)` (every field given), as `new_seen`."""
    out = _new(GameState)
    _set_dict(out, "__dict__", {name: values[name] for name in _FIELDS})
    return out


_ENCODERS = {False: json.JSONEncoder(ensure_ascii=False, sort_keys=True),
             True: json.JSONEncoder(ensure_ascii=True, sort_keys=True)}


# Canonical text of the small choices seen over and over ({"player": "Ann"}, {"centre": 1},
# {"players": ["Ann", "Bob"]}), by their key and value and their types (1 and True differ).
_SMALL: dict[tuple[Any, ...], str] = {}


def canonical_json(args: Any, ascii: bool = False) -> str:
    """`json.dumps(args, sort_keys=True, ensure_ascii=ascii)`, remembered for one-key choices."""
    if type(args) is dict and len(args) == 1:
        for k, v in args.items():
            tv = type(v)
            if tv is list:
                if len(v) > 3 or any(type(x) is not str for x in v):
                    break
                v = tuple(v)
            elif tv is not str and tv is not int:
                break
            key = (type(k), k, tv, v, ascii)
            hit = _SMALL.get(key)
            if hit is None:
                hit = _ENCODERS[ascii].encode(args)
                if len(_SMALL) < 8192:
                    _SMALL[key] = hit
            return hit
    return _ENCODERS[ascii].encode(args)


class TableReads:
    """Read-only questions about the table, shared by GameState and Work."""

    seats: tuple[str, ...]
    cards: tuple[str, ...]
    places: Any
    shields: Any
    tokens: tuple[str, ...]
    mark_at: Any

    @property
    def n(self) -> int:
        return len(self.seats)

    # --- places -------------------------------------------------------------------
    def centre_place(self, i: int) -> int:
        return self.n + i

    @property
    def n_centre(self) -> int:
        return len(self.places) - self.n

    def card_at(self, place: int) -> int:
        return self.places[place]

    def printed(self, place: int) -> str:
        return self.cards[self.places[place]]

    def shielded(self, place: int) -> bool:
        return self.places[place] in self.shields

    def left(self, seat: int) -> int:
        return (seat + 1) % self.n

    def right(self, seat: int) -> int:
        return (seat - 1) % self.n

    # --- marks --------------------------------------------------------------------
    def mark(self, seat: int) -> str:
        return self.tokens[self.mark_at[seat]]


@dataclass(frozen=True)
class GameState(TableReads):
    """The whole game as plain immutable data (round-trips through JSON exactly)."""

    seats: tuple[str, ...]
    deck: tuple[str, ...]
    cards: tuple[str, ...]  # printed role of each card id
    places: tuple[int, ...]  # card id at each place: seats first, then centre slots
    copies: tuple[str, ...]  # per card id: Copycat/Doppelganger copy ("" none)
    transforms: tuple[str, ...]  # per card id: PI transformation ("" none)
    artifacts: tuple[str, ...]  # per card id ("" none)
    shields: tuple[int, ...]  # shielded card ids
    face_up: tuple[int, ...]  # card ids left face up by a Revealer
    tokens: tuple[str, ...]  # mark id of each mark token
    token_board: tuple[str, ...]  # "start", "main" or "doppel"
    mark_at: tuple[int, ...]  # token id held by each seat
    spaces: tuple[int, ...]  # token id resting on each board space (-1 empty)
    order: tuple[str, ...]  # step ids of this game's wake order
    pos: int  # index in `order` of the current step (len(order) when the night is over)
    turn: int  # turn index inside the current step
    actors: tuple[int, ...]  # actors of the current step
    phase: str
    night_roles: tuple[str, ...]
    dg_seat: int
    dg_inert: bool
    dg_viewed: int
    feared: tuple[int, ...]
    vampire_team: tuple[int, ...]
    vampire_target: int
    assassin_actors: tuple[int, ...]
    wolves_known: tuple[int, ...]
    aura: tuple[int, ...]
    pile: tuple[str, ...]
    log: tuple[Event, ...]
    seed: int
    draws: int
    votes: tuple[int, ...]


SPACES: tuple[tuple[str, str], ...] = tuple(
    (board, mark) for board in ("main", "doppel") for mark in BOARDS[board]
)

_SPACE_AT: dict[tuple[str, str], tuple[int, ...]] = {}
for _j, _space in enumerate(SPACES):
    _SPACE_AT[_space] = _SPACE_AT.get(_space, ()) + (_j,)

_FIELDS = tuple(f.name for f in fields(GameState))
# Fields that change during play (lists inside Work, tuples in GameState).
_MUTABLE = (
    "places", "copies", "transforms", "artifacts", "shields", "face_up", "mark_at", "spaces",
    "actors", "night_roles", "feared", "vampire_team", "assassin_actors", "wolves_known", "aura",
    "pile", "log", "votes",
)
# Of those, the ones the engine changes in place (the others it only ever replaces with a new
# list, so a Work starts with the state's tuple and `freeze` makes a tuple of whatever is there).
_REPLACED_ONLY = frozenset({"actors", "feared", "vampire_team", "assassin_actors", "wolves_known", "votes"})
_CHANGED_IN_PLACE = tuple(name for name in _MUTABLE if name not in _REPLACED_ONLY)


class Work(TableReads):
    """Mutable copy of a GameState for the duration of one operation."""

    seats: tuple[str, ...]
    cards: tuple[str, ...]
    places: list[int]
    copies: list[str]
    transforms: list[str]
    artifacts: list[str]
    shields: list[int]
    face_up: list[int]
    tokens: tuple[str, ...]
    token_board: tuple[str, ...]
    mark_at: list[int]
    spaces: list[int]
    night_roles: list[str]
    aura: list[int]
    pile: list[str]
    log: list[Event]

    def __init__(self, state: GameState) -> None:
        d = state.__dict__.copy()
        for name in _CHANGED_IN_PLACE:
            d[name] = list(d[name])
        self.__dict__ = d

    def freeze(self) -> GameState:
        """The immutable state this work now describes."""
        values = self.__dict__.copy()  # exactly the GameState fields (see __init__)
        for name in _MUTABLE:
            values[name] = tuple(values[name])
        state = _new(GameState)
        _set_dict(state, "__dict__", values)
        return state

    def swap_places(self, a: int, b: int) -> None:
        self.places[a], self.places[b] = self.places[b], self.places[a]

    def give_mark(self, mark: str, board: str, seat: int) -> bool:
        """Move a fresh mark from its board space to `seat`; the old mark returns to that space.

        RULES.md §1.2: the receiver's previous mark goes face down to the space the new
        mark has just left.
        """
        base = len(self.seats)
        for j in _SPACE_AT.get((board, mark), ()):  # the board spaces holding this mark
            if self.spaces[j] == base + j:
                old = self.mark_at[seat]
                self.mark_at[seat] = base + j
                self.spaces[j] = old
                return True
        return False

    def swap_marks(self, a: int, b: int) -> None:
        self.mark_at[a], self.mark_at[b] = self.mark_at[b], self.mark_at[a]

    def note_aura(self, seat: int) -> None:
        if seat not in self.aura:
            self.aura.append(seat)


def new_work_of(**values: Any) -> Work:
    """`Work(new_state(**values))` for values given in the field order, as a Work holds them
    (lists for the fields it changes in place, tuples for the others)."""
    w = _new(Work)
    w.__dict__ = values
    return w


def work_from(values: dict[str, Any]) -> Work:
    """`new_work_of(**values)` for a dictionary of them made for it (it becomes the Work's own)."""
    w = _new(Work)
    w.__dict__ = values
    return w


def replaced(state: GameState, **changes: Any) -> GameState:
    """The state with these fields changed (tuples where a Work's freeze makes tuples), for a
    change too small for a Work."""
    values = state.__dict__.copy()
    values.update(changes)
    for name in _MUTABLE:
        if type(values[name]) is not tuple:
            values[name] = tuple(values[name])
    out = _new(GameState)
    _set_dict(out, "__dict__", values)
    return out


def fresh_tokens(start_marks: list[str]) -> tuple[tuple[str, ...], tuple[str, ...], tuple[int, ...], tuple[int, ...]]:
    """Tokens for a new game: one starting mark per seat, then every board space's mark."""
    return _fresh_tokens(tuple(start_marks))


@lru_cache(maxsize=256)
def _fresh_tokens(start_marks: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...], tuple[int, ...],
                                                         tuple[int, ...]]:
    n = len(start_marks)
    tokens = tuple(start_marks) + tuple(m for _, m in SPACES)
    boards = ("start",) * n + tuple(b for b, _ in SPACES)
    mark_at = tuple(range(n))
    spaces = tuple(n + j for j in range(len(SPACES)))
    return tokens, boards, mark_at, spaces
