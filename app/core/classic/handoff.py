"""The classic night on one laptop (CLASSIC.md §3.2): two laps of private visits, every night.

The laptop goes seat by seat clockwise, twice, starting each night one seat further on
(Night 1 at the first seat). Every player alive at nightfall gets exactly two visits,
whatever their role; a dead player's turn is a fixed pause ("NAME is dead - pass on"), so
a night has ``2 * seats`` turns whatever the deal and the deaths. A visit shows the
holder's action when one is theirs on that lap, otherwise a decoy of the same shape.

* Lap 1: on Night 1 everyone first sees their role (a wolf also the pack); each living
  wolf locks in a pick (the picks locked so far are shown), the seer and the bodyguard act.
* Lap 2: the bite target is fixed; the witch sees it (or "no victim") and acts; the wolves
  see it; every living player gets the same note field (the wolves' note for a wolf, a
  private note otherwise, §8.2).

Choices are *held* in a `Night` until the last visit of lap 2 and then committed to the
engine in its own order (§3.1), so the engine's state stays at nightfall all night, a
saved game resumes mid-night exactly, and nothing about tonight reaches any screen
except through the visit being shown. Each held choice is checked, when it is made,
against the state its step will meet (the seer's and bodyguard's steps depend on nothing
decided tonight, the witch's only on the bite, §3.1), so the commit cannot fail.

>>> from app.core.classic.mode import CLASSIC
>>> g = CLASSIC.new_game(list("ABCDEFGH"), seed=7)
>>> [(v.lap, v.seat) for v in night_visits(g)][:3], len(night_visits(g))
([(1, 0), (1, 1), (1, 2)], 16)
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from ..common.errors import RuleError, SaveError
from ..common.seats import seat_of
from .catalog import HOLDER, NIGHT_STEPS, NOTE_LIMIT
from . import engine as G
from . import views as G_views
from .state import Choice, Event, GameState

LAPS = 2
# The steps acted on each lap (§3.2): the witch needs the bite, fixed once lap 1 is over.
LAP_STEPS = {1: ("wolves", "seer", "bodyguard"), 2: ("witch",)}
STEP_OF = {role: step for step, role in HOLDER.items() if step in NIGHT_STEPS}  # role -> its night step


@dataclass(frozen=True)
class Visit:
    """One turn of the night's rotation.

    kind: ``act`` (the holder's step is on this lap), ``decoy`` (nothing to do: a task of
    the same shape), ``dead`` (a fixed pause for a player dead at nightfall).
    """

    index: int
    lap: int
    seat: int
    kind: str
    step: str | None = None  # the step acted on an ``act`` visit
    role_card: bool = False  # Night 1, lap 1: the holder first sees their role (and the pack)
    note: bool = False  # lap 2: the note field (every living player)


@dataclass(frozen=True)
class Night:
    """Tonight's progress: the first visit not taken yet, and the choices and notes held until
    the commit. `ahead`: the visits after `index` already taken, all in its lap (a phone seat's
    visit is taken beside the laptop's, in any order within the lap: `at`, `back`)."""

    round: int
    index: int = 0
    held: tuple[Choice, ...] = ()
    notes: tuple[tuple[int, str], ...] = ()  # (seat, text)
    ahead: tuple[int, ...] = ()

    def acted(self, seat: int) -> bool:
        return any(c.seat == seat for c in self.held)


def _x():
    from . import xhandoff
    return xhandoff


def laps(state: GameState) -> int:
    """Tonight's number of laps: 2, or 3 on Night 1 of an extended deck with cupid (§11.5.1)."""
    return _x().laps(state) if state.preset != "standard" else LAPS


def start_seat(state: GameState) -> int:
    """The seat that starts night `state.round` (Night 1 at seat 0, then one seat further each night)."""
    return (state.round - 1) % state.n


def night_visits(state: GameState) -> tuple[Visit, ...]:
    """Tonight's turns in order: two laps over every seat, from the night's start seat."""
    if state.preset != "standard":
        return _x().night_visits(state)
    return _visits(state.round, state.nightfall, state.roles)


@lru_cache(maxsize=512)
def _visits(round_: int, nightfall: tuple[int, ...], roles: tuple[str, ...]) -> tuple[Visit, ...]:
    # A pure function of the round, the living at nightfall and the roles (cached: every
    # `current` asks for it).
    n = len(roles)
    first = (round_ - 1) % n
    out: list[Visit] = []
    for lap in range(1, LAPS + 1):
        for i in range(n):
            seat = (first + i) % n
            index = len(out)
            if seat not in nightfall:
                out.append(Visit(index, lap, seat, "dead"))
                continue
            step = STEP_OF.get(roles[seat])
            acts = step in LAP_STEPS[lap]
            out.append(Visit(index, lap, seat, "act" if acts else "decoy", step if acts else None,
                             role_card=lap == 1 and round_ == 1, note=lap == LAPS))
    return tuple(out)


def begin(state: GameState) -> Night:
    """Tonight's empty progress (the state must be at nightfall)."""
    if state.phase != "night":
        raise RuleError("not_awake", "it is not night", reason="classic_not_night")
    return Night(state.round)


def current(state: GameState, night: Night) -> Visit | None:
    """The visit to show now, or None once both laps are over (then `commit`)."""
    if state.preset != "standard":
        return _x().current(state, night)
    visits = night_visits(state)
    return visits[night.index] if night.index < len(visits) else None


# --- visits taken in any order within a lap (phone seats, in parallel) --------------------------

def visit_index(state: GameState, night: Night, seat: int) -> int | None:
    """`seat`'s visit of the lap going round, if it is not taken yet (else None). The laps stay in
    order: no visit of the next lap is open before every visit of this one is taken. RuleError
    bad_args for a seat that is not at the table."""
    n = state.n
    seat_of(seat, n)
    if night.index >= laps(state) * n:
        return None
    j = night.index // n * n + (seat - start_seat(state)) % n
    return None if j < night.index or j in night.ahead else j


def lap_left(state: GameState, night: Night) -> tuple[int, ...]:
    """The seats whose visit of the lap going round is not taken yet, in the lap's order."""
    n = state.n
    if night.index >= laps(state) * n:
        return ()
    first = night.index // n * n
    return tuple((start_seat(state) + j - first) % n for j in range(night.index, first + n)
                 if j not in night.ahead)


def at(state: GameState, night: Night, seat: int) -> Night | None:
    """The night positioned at `seat`'s visit of this lap (every planner function then works on
    that visit), or None when it has none left. The first visit not taken is `night` itself."""
    j = visit_index(state, night, seat)
    if j is None:
        return None
    return night if j == night.index else replace(night, index=j)


def back(night: Night, seen: Night, index: int) -> Night:
    """`seen` -- `night` positioned at visit `index` (`at`), after that visit's choices and notes,
    or after its `finish_visit` -- folded back into the night's progress."""
    ahead = set(night.ahead)
    if seen.index > index:  # the visit is over
        ahead.add(index)
    i = night.index
    while i in ahead:
        ahead.discard(i)
        i += 1
    out = replace(seen, index=i, ahead=tuple(sorted(ahead)))
    return night if out == night else out


# --- what a visit may do ---------------------------------------------------------------------

def _picks(night: Night) -> tuple[tuple[int, int | None], ...]:
    return tuple((c.seat, None if not c.args else c.args.get("player")) for c in night.held if c.step == "wolves")


def bite(night: Night) -> int | None:
    """The bite target of the picks held so far (the unique top, §3.4)."""
    return G.unique_top(Counter(t for _, t in _picks(night) if t is not None))


def _what_if(state: GameState, night: Night, step: str, seat: int) -> GameState:
    """The state `step` will meet at the commit, with only `seat` still to act."""
    st = replace(state, step=step, pending=(seat,))
    if step == "wolves":
        return replace(st, picks=_picks(night))
    if step == "witch":
        return replace(st, bite=bite(night))
    return st


def _visit_step(state: GameState, night: Night) -> Visit:
    v = current(state, night)
    if v is None or v.kind != "act" or night.acted(v.seat):
        raise RuleError("not_awake", "this visit has no action now", reason="classic_not_awake")
    return v


def options(state: GameState, night: Night) -> list[dict[str, Any]]:
    """Every legal args object for the current visit's action ({} is the skip); [] on a decoy."""
    if state.preset != "standard":
        return _x().options(state, night)
    v = current(state, night)
    if v is None or v.kind != "act" or night.acted(v.seat) or v.step is None:
        return []
    return G.options(_what_if(state, night, v.step, v.seat), v.seat)


def check(state: GameState, night: Night, args: dict[str, Any] | None) -> None:
    """RuleError with its §9 code if `args` is not legal for the current visit's action."""
    if state.preset != "standard":
        return _x().check(state, night, args)
    v = _visit_step(state, night)
    assert v.step is not None
    G.check(_what_if(state, night, v.step, v.seat), Choice(v.step, v.seat, args))


def why_not(state: GameState, night: Night, args: dict[str, Any] | None) -> str | None:
    """The rejection code of `args` on the current visit, or None if it is legal."""
    try:
        check(state, night, args)
    except RuleError as exc:
        return exc.code
    return None


def choose(state: GameState, night: Night, args: dict[str, Any] | None) -> tuple[Night, tuple[str, Any] | None]:
    """Hold the current visit's choice; with what it shows the holder at once.

    The result is ``("team", (seat, team))`` for an accepted look of the seer (she learns it
    on her visit, §8.1), otherwise None. An illegal choice raises RuleError and holds nothing.
    """
    if state.preset != "standard":
        return _x().choose(state, night, args)
    check(state, night, args)
    v = current(state, night)
    assert v is not None and v.step is not None
    args = None if not args else dict(args)
    night = replace(night, held=night.held + (Choice(v.step, v.seat, args),))
    if v.step == "seer" and args:
        return night, ("team", (args["player"], state.team(args["player"])))
    return night, None


def write_note(state: GameState, night: Night, text: str) -> Night:
    """Hold the current lap-2 visit's note (the same field for everyone; empty writes nothing)."""
    if state.preset != "standard":
        return _x().write_note(state, night, text)
    v = current(state, night)
    if v is None or not v.note:
        raise RuleError("not_awake", "no note can be written on this visit", reason="classic_note_now")
    if not isinstance(text, str) or len(text) > NOTE_LIMIT:
        raise RuleError("bad_args", "a note is at most 140 characters", reason="classic_note_long")
    if any(s == v.seat for s, _ in night.notes):
        raise RuleError("already_acted", "this seat already wrote tonight's note", reason="classic_note_twice")
    text = text.strip()
    return replace(night, notes=night.notes + ((v.seat, text),)) if text else night


def finish_visit(state: GameState, night: Night) -> Night:
    """On to the next turn. An action not taken on its visit is a skip (§3.3)."""
    if state.preset != "standard":
        return _x().finish_visit(state, night)
    v = current(state, night)
    if v is None:
        raise RuleError("not_awake", "the night's visits are over", reason="classic_night_over")
    if v.kind == "act" and not night.acted(v.seat):
        night, _ = choose(state, night, None)
    return replace(night, index=night.index + 1)


def over(state: GameState, night: Night) -> bool:
    if state.preset != "standard":
        return _x().over(state, night)
    return night.index >= len(night_visits(state))


def commit(state: GameState, night: Night) -> tuple[GameState, tuple[Event, ...]]:
    """After the last visit: tonight's notes and choices into the engine, in its order (§3.1).

    The notes go in just before the choice that ends the night, so that they are tonight's.
    """
    if state.preset != "standard":
        return _x().commit(state, night)
    if not over(state, night) or night.round != state.round or state.phase != "night":
        raise RuleError("not_awake", "the night's visits are not over", reason="classic_night_open")
    before = len(state.log)
    order = {step: i for i, step in enumerate(NIGHT_STEPS)}
    # Within a step, in the order the engine asks (the wolves in seat order, §10.2).
    held = sorted(night.held, key=lambda c: (order[c.step], c.seat))
    st = state
    notes_in = False
    for c in held:
        nxt, _ = G.apply(st, c)
        if nxt.phase != "night" and not notes_in:
            st, notes_in = _notes(st, night), True
            nxt, _ = G.apply(st, c)
        st = nxt
    if not notes_in:  # cannot happen: a living wolf always holds a choice
        st = _notes(st, night)
    return st, st.log[before:]


def _notes(state: GameState, night: Night) -> GameState:
    for seat, text in sorted(night.notes):
        state = G.write_note(state, seat, text)
    return state


# --- what the holder sees -----------------------------------------------------------------------

@dataclass(frozen=True)
class VisitView:
    """Everything one visit shows its holder (§8.1), from the state at nightfall and tonight's
    held choices; nothing of anyone else's visit."""

    visit: Visit
    name: str
    role: str = ""
    team: str = ""
    pack: tuple[tuple[int, bool], ...] = ()  # a wolf: every wolf, alive or not
    picks: tuple[tuple[int, int | None], ...] = ()  # a wolf on lap 1: picks locked so far tonight
    victim: tuple[bool, int | None] = (False, None)  # wolves and witch on lap 2: (shown, bite target)
    seer_results: tuple[tuple[int, int, str], ...] = ()  # (night, seat, team), tonight's once made
    last_protected: int | None = None  # the bodyguard: last night's protectee (not selectable)
    potions: tuple[bool, bool] = (False, False)  # the witch: (save left, poison left)
    wolves_notes: tuple[tuple[int, int, str], ...] = ()  # a wolf: earlier nights' wolves' notes
    own_notes: tuple[tuple[int, str], ...] = ()  # earlier nights' own notes (and tonight's once written)
    done: bool = False  # the action (or the note) of this visit was already taken


def visit_view(state: GameState, night: Night) -> VisitView | None:
    """What the current visit shows its holder (an extended game: xhandoff.XVisitView)."""
    if state.preset != "standard":
        return _x().visit_view(state, night)  # type: ignore[return-value]
    v = current(state, night)
    if v is None:
        return None
    name = state.seats[v.seat]
    if v.kind == "dead":
        return VisitView(v, name)
    k = G_views.knowledge(state, v.seat)
    tonight = [c for c in night.held if c.seat == v.seat]
    looks = k.seer_results + tuple((state.round, c.args["player"], state.team(c.args["player"]))
                                   for c in tonight if c.step == "seer" and c.args)
    own = k.own_notes + tuple((state.round, t) for s, t in night.notes if s == v.seat)
    out = VisitView(v, name, role=k.role, team=k.team, pack=k.pack, seer_results=looks,
                    last_protected=k.last_protected, potions=k.potions, wolves_notes=k.wolves_notes,
                    own_notes=own,
                    done=(night.acted(v.seat) if v.kind == "act" else False)
                    or (v.note and any(s == v.seat for s, _ in night.notes)))
    if k.role == "wolf" and v.lap == 1:
        mine = dict(_picks(night))
        out = replace(out, picks=tuple((w, mine.get(w)) for w, _ in k.pack if w in mine))
    if v.lap == LAPS and k.role in ("wolf", "witch"):
        out = replace(out, victim=(True, bite(night)))
    return out


# --- the night as save data ---------------------------------------------------------------------

def to_dict(night: Night) -> dict[str, Any]:
    out = {"round": night.round, "index": night.index,
           "held": [[c.step, c.seat, c.args] for c in night.held],
           "notes": [[s, t] for s, t in night.notes]}
    if night.ahead:  # (written only when a phone's visit was taken ahead of the laptop's)
        out["ahead"] = list(night.ahead)
    return out


def saved_ahead(state: GameState, data: dict[str, Any]) -> tuple[int, ...]:
    """A saved night's visits taken ahead of its index: all in the index's lap, after it."""
    ahead = data.get("ahead", [])
    index, n = data["index"], state.n
    if not isinstance(ahead, list) or len(set(ahead)) != len(ahead) or any(
            not isinstance(j, int) or isinstance(j, bool) or not index < j < index // n * n + n for j in ahead):
        raise ValueError("a night's visits taken ahead are out of range")
    return tuple(sorted(ahead))


def in_saved_order(night: Night, data: dict[str, Any]) -> Night:
    """A replayed night with its held choices in the order they were saved (the order they were
    taken, which a lap taken in parallel makes differ from the visits' order)."""
    order = {(c[0], c[1]): k for k, c in enumerate(data["held"])}
    seats = {n[0]: k for k, n in enumerate(data["notes"])}
    return replace(night, held=tuple(sorted(night.held, key=lambda c: order.get((c.step, c.seat), 0))),
                   notes=tuple(sorted(night.notes, key=lambda n: seats.get(n[0], 0))))


def replay_order(state: GameState, index: int, ahead: tuple[int, ...]) -> list[tuple[int, bool]]:
    """The visits a saved night replays, each with whether it was over: every one before `index`,
    those taken ahead, then the lap's others still open (a phone's visit may hold a choice before it
    is over, beside the laptop's)."""
    n = state.n
    rest = [j for j in range(index, min(index // n * n + n, laps(state) * n)) if j not in ahead]
    return [(j, True) for j in range(index)] + [(j, True) for j in ahead] + [(j, False) for j in rest]


def from_dict(state: GameState, data: Any) -> Night:
    """A saved night, replayed against `state` (SaveError "corrupt" unless every step is legal)."""
    if state.preset != "standard":
        return _x().from_dict(state, data)
    try:
        if not isinstance(data, dict) or not {"round", "index", "held", "notes"} <= set(data) \
                or not set(data) <= {"round", "index", "held", "notes", "ahead"}:
            raise ValueError("a night is an object with round, index, held and notes")
        if data["round"] != state.round or state.phase != "night":
            raise ValueError("the night does not belong to this state")
        index = data["index"]
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index <= len(night_visits(state)):
            raise ValueError("a night's index is out of range")
        ahead = saved_ahead(state, data)
        held = {c[1]: tuple(c) for c in data["held"]}
        notes = {n[0]: n[1] for n in data["notes"]}
        if len(held) != len(data["held"]) or len(notes) != len(data["notes"]):
            raise ValueError("a seat holds two choices or notes")
        night = Night(state.round)
        # Replay the visits one by one: each held choice and note must be one its visit allowed.
        for i, finished in replay_order(state, index, ahead):
            seen = replace(night, index=i)
            v = current(state, seen)
            if v is None:
                break
            if v.kind == "act" and v.seat in held and v.step == held[v.seat][0]:
                _, seat, args = held.pop(v.seat)
                seen, _ = choose(state, seen, args)
            if v.note and v.seat in notes:
                seen = write_note(state, seen, notes.pop(v.seat))
            if finished:
                seen = finish_visit(state, seen)
            night = back(night, seen, i)
        if held or notes or night.index != index or night.ahead != ahead:
            raise ValueError("the night holds choices no visit made")
        return in_saved_order(night, data)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, RuleError) as exc:
        raise SaveError("corrupt", f"a damaged classic night: {exc}") from None


__all__ = ["LAPS", "Night", "Visit", "VisitView", "begin", "bite", "check", "choose", "commit", "current",
           "finish_visit", "from_dict", "night_visits", "options", "over", "start_seat", "to_dict",
           "visit_view", "why_not", "write_note"]


# --- last turns at dawn and dusk (§4.3, §5.4) ---------------------------------------------------

def last_turn(state: GameState) -> Visit | None:
    """The private last turn the game waits for at dawn or dusk, or None.

    Every one of the moment's dead gets one, in seat order: the hunter's offers the shot,
    anyone else's is a decoy of the same shape (A34, A35).
    """
    if state.preset != "standard":
        return _x().last_turn(state)
    if state.phase not in ("dawn", "dusk") or state.step not in ("hunter", G.LAST_TURN) or not state.pending:
        return None
    seat = state.pending[0]
    hunter = state.step == "hunter"
    return Visit(-1, 0, seat, "act" if hunter else "decoy", "hunter" if hunter else None)


def take_last_turn(state: GameState, args: dict[str, Any] | None) -> tuple[GameState, tuple[Event, ...]]:
    """The last turn's choice (the hunter's shot or skip; None for anyone else)."""
    if state.preset != "standard":
        return _x().take_last_turn(state, args)
    v = last_turn(state)
    if v is None:
        raise RuleError("not_awake", "nobody has a last turn now", reason="classic_not_awake")
    return G.apply(state, Choice(v.step or G.LAST_TURN, v.seat, args if v.step else None))
