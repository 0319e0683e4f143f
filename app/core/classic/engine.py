"""The classic state machine (CLASSIC.md §2-§7): pure functions over immutable states.

>>> g = new_game(["A", "B", "C", "D", "E", "F", "G", "H"], seed=1,
...              roles=("wolf", "wolf", "seer", "bodyguard", "witch", "hunter", "villager", "villager"))
>>> request(g).step, request(g).seats
('wolves', (0, 1))
>>> g, _ = apply(g, Choice("wolves", 0, {"player": 6}))
>>> g, _ = apply(g, Choice("wolves", 1, {"player": 6}))
>>> g.bite, request(g).step
(6, 'seer')
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from ..common.errors import PhaseError, RuleError, SetupError
from ..common.seats import seat_of
from .catalog import (
    HOLDER,
    LAST_TURN,
    NIGHT_STEPS,
    NOTE_LIMIT,
    check_deal,
    deal,
    team_of,
)
from .phases import PHASES
from .state import Choice, Death, Event, GameState, Request
from .steps import candidates, is_skip, objection

_WHY = {
    "not_awake": "this seat does not act in this step now",
    "already_acted": "this seat already acted in this step",
    "bad_args": "wrong shape, unknown key or unknown seat",
    "potion_spent": "that potion was already used",
    "no_victim": "there is no bite target tonight",
    "illegal_target": "that player cannot be chosen",
    "repeat_protect": "that player was protected last night",
}


# --- setting up ----------------------------------------------------------------------------

def check_names(seats: list[str] | tuple[str, ...]) -> None:
    if len(seats) not in (8, 9):
        raise SetupError(f"the standard preset needs exactly 8 or 9 players, not {len(seats)}")
    if not all(isinstance(s, str) and s.strip() for s in seats):
        raise SetupError("every player needs a name")
    if len({s.strip().casefold() for s in seats}) != len(seats):
        raise SetupError("two players have the same name")


def new_game(seats: list[str] | tuple[str, ...], seed: int = 0,
             roles: tuple[str, ...] | list[str] | None = None) -> GameState:
    """A dealt game at the start of Night 1 (the deal drawn from the seed unless `roles` is given)."""
    check_names(seats)
    draws = 0
    if roles is None:
        roles, draws = deal(len(seats), seed)
    roles = tuple(roles)
    if len(roles) != len(seats):
        raise SetupError("one role per seat")
    check_deal(roles)
    st = GameState(tuple(seats), roles, int(seed), draws, log=(Event("N1", "deal", public=False),))
    return _start_night(st, 1)


# --- what the game waits for ---------------------------------------------------------------

def _x():
    from . import xengine
    return xengine


def request(state: GameState) -> Request | None:
    """The turn the game waits for, or None once it is over."""
    if state.preset != "standard":
        return _x().request(state)
    if state.phase == "end":
        return None
    if state.phase == "day":
        return Request("day", None, (), choice=False)
    return Request(state.phase, state.step, state.pending, choice=state.step != LAST_TURN)


def check(state: GameState, choice: Choice) -> None:
    """RuleError with the §9 code if `choice` is illegal now."""
    if state.preset != "standard":
        return _x().check(state, choice)
    code = objection(state, choice.step, choice.seat, choice.args)
    if code:
        raise RuleError(code, _WHY[code], reason=f"classic_{code}")


def options(state: GameState, seat: int) -> list[dict[str, Any]]:
    """Every legal args object for `seat` in the open step ({} is the skip; none for a seat whose
    turn it is not). RuleError bad_args for a seat that is not at the table."""
    seat_of(seat, len(state.seats))
    if state.preset != "standard":
        return _x().options(state, seat)
    step = state.step
    if step is None or seat not in state.pending:
        return []
    return [a for a in candidates(state, step, seat) if objection(state, step, seat, a) is None]


def apply(state: GameState, choice: Choice, chance: dict | None = None) -> tuple[GameState, tuple[Event, ...]]:
    """The state after a legal choice, played on to the next turn, and the events it made.

    An illegal choice raises RuleError and changes nothing. `chance` (extended preset only)
    states the random draws instead of the seeded RNG (xengine).
    """
    if state.preset != "standard":
        return _x().apply(state, choice, chance)
    check(state, choice)
    before = len(state.log)
    st = _EFFECTS[choice.step](state, choice.seat, None if is_skip(choice.args) else choice.args)
    st = replace(st, pending=tuple(s for s in st.pending if s != choice.seat),
                 acted=st.acted + ((choice.step, choice.seat),))
    st = _after_step(st) if not st.pending else st
    return st, st.log[before:]


def begin_vote(state: GameState) -> tuple[GameState, tuple[Event, ...]]:
    """The table ends the discussion: the ballots begin (§5.1, §5.2)."""
    if state.preset != "standard":
        return _x().begin_vote(state)
    phase = PHASES.after(state.phase, "begin_vote")
    voters = state.alive
    st = replace(state, phase=phase, step="vote", nightfall=voters, pending=voters, acted=(), ballots=())
    ev = Event(st.moment, "vote_start", seats=voters, public=True)
    st = replace(st, log=st.log + (ev,))
    return st, (ev,)


def write_note(state: GameState, seat: int, text: str) -> GameState:
    """A seat's note of tonight (§8.2): the wolves' note for a wolf, a private note otherwise.

    Any player alive at nightfall may write one note a night, until the night's dawn. The
    laptop offers the field on lap 2 (handoff.py) and commits the notes with tonight's
    choices, just before the choice that ends the night. RuleError bad_args for a text that
    is not a string of at most 140 characters (or a seat that is not at the table).
    """
    seat_of(seat, len(state.seats))
    if state.phase not in ("night", "dawn") or seat not in state.nightfall:
        raise RuleError("not_awake", "no note can be written now", reason="classic_note_now")
    if any(n == state.round and s == seat for n, s, _ in state.notes):
        raise RuleError("already_acted", "this seat already wrote tonight's note", reason="classic_note_twice")
    if not isinstance(text, str) or len(text) > NOTE_LIMIT:
        raise RuleError("bad_args", "a note is at most 140 characters", reason="classic_note_long")
    ev = Event(state.moment, "note", seat=seat, value=text)
    return replace(state, notes=state.notes + ((state.round, seat, text),), log=state.log + (ev,))


# --- effects -------------------------------------------------------------------------------

def _ev(state: GameState, *events: Event) -> GameState:
    return replace(state, log=state.log + events)


def _target(args: dict[str, Any] | None, key: str = "player") -> int | None:
    return None if args is None else args[key]


def _wolves(st: GameState, seat: int, args: dict[str, Any] | None) -> GameState:
    t = _target(args)
    st = replace(st, picks=st.picks + ((seat, t),))
    return _ev(st, Event(st.moment, "pick" if t is not None else "skip", seat=seat, target=t, value="wolves"))


def _seer(st: GameState, seat: int, args: dict[str, Any] | None) -> GameState:
    t = _target(args)
    if t is None:
        return _ev(st, Event(st.moment, "skip", seat=seat, value="seer"))
    return _ev(st, Event(st.moment, "look", seat=seat, target=t, value=st.team(t)))


def _bodyguard(st: GameState, seat: int, args: dict[str, Any] | None) -> GameState:
    t = _target(args)
    st = replace(st, protect=t)
    if t is None:
        return _ev(st, Event(st.moment, "skip", seat=seat, value="bodyguard"))
    return _ev(st, Event(st.moment, "protect", seat=seat, target=t))


def _witch(st: GameState, seat: int, args: dict[str, Any] | None) -> GameState:
    if args is None:
        return _ev(st, Event(st.moment, "skip", seat=seat, value="witch"))
    if "save" in args:
        st = replace(st, witch=("save", st.bite), save_used=st.moment)
        return _ev(st, Event(st.moment, "save", seat=seat, target=st.bite))
    t = args["poison"]
    st = replace(st, witch=("poison", t), poison_used=st.moment)
    return _ev(st, Event(st.moment, "poison", seat=seat, target=t))


def _hunter(st: GameState, seat: int, args: dict[str, Any] | None) -> GameState:
    t = _target(args)
    if t is None:
        return _ev(st, Event(st.moment, "skip", seat=seat, value="hunter"))
    st = replace(st, dead=st.dead + (Death(t, "shot", st.moment),))
    return _ev(st, Event(st.moment, "shot", seat=seat, target=t),
               Event(st.moment, "death", seat=t, value="shot"),
               Event(st.moment, "died", seats=(t,), public=True))


def _last_turn(st: GameState, seat: int, args: dict[str, Any] | None) -> GameState:
    return _ev(st, Event(st.moment, "last_turn", seat=seat))


def _vote(st: GameState, seat: int, args: dict[str, Any] | None) -> GameState:
    t = _target(args)
    st = replace(st, ballots=st.ballots + ((seat, t),))
    return _ev(st, Event(st.moment, "ballot", seat=seat, target=t))


_EFFECTS = {"wolves": _wolves, "seer": _seer, "bodyguard": _bodyguard, "witch": _witch,
            "hunter": _hunter, LAST_TURN: _last_turn, "vote": _vote}


# --- moving on -----------------------------------------------------------------------------

def unique_top(targets: list[int | None]) -> int | None:
    """The target named most often, if exactly one is (§3.4 bite, §5.3 tally); None otherwise."""
    counts = Counter(t for t in targets if t is not None)
    if not counts:
        return None
    ranked = counts.most_common()
    if len(ranked) > 1 and ranked[1][1] == ranked[0][1]:
        return None
    return ranked[0][0]


def _start_night(st: GameState, k: int) -> GameState:
    living = st.alive
    st = replace(st, phase="night", round=k, nightfall=living, pending=(), acted=(), picks=(),
                 bite=None, protect=None, witch=None, ballots=(), last_turns=())
    return _open_from(st, 0)


def _open_from(st: GameState, index: int) -> GameState:
    """Open the first night step from `index` that has a holder alive at nightfall."""
    for step in NIGHT_STEPS[index:]:
        holders = tuple(s for s in st.nightfall if st.roles[s] == HOLDER[step])
        if not holders:
            continue
        st = replace(st, step=step, pending=holders)
        if step == "witch":
            # She is shown the bite target (or "no victim") every night as her step opens (A7, A8).
            st = _ev(st, *(Event(st.moment, "victim", seat=w, target=st.bite, value="witch") for w in holders))
        return st
    return _resolve(st)


def _after_step(st: GameState) -> GameState:
    step = st.step
    if step == "wolves":
        bite = unique_top([t for _, t in st.picks])
        st = replace(st, bite=bite)
        wolves = tuple(s for s in st.nightfall if st.roles[s] == "wolf")
        st = _ev(st, Event(st.moment, "bite", target=bite),
                 *(Event(st.moment, "victim", seat=w, target=bite, value="wolves") for w in wolves))
    if step in NIGHT_STEPS:
        return _open_from(st, NIGHT_STEPS.index(step) + 1)
    if step in ("hunter", LAST_TURN):
        return _next_last_turn(replace(st, last_turns=st.last_turns[1:]))
    if step == "vote":
        return _tally(st)
    raise PhaseError(f"no step {step!r} to close")


def _resolve(st: GameState) -> GameState:
    """Night resolution in the order of §4.1, then dawn (§4.4) with the night's last turns."""
    marks: dict[int, str] = {}
    b = st.bite
    saved = st.witch is not None and st.witch[0] == "save"
    if b is not None and st.protect != b and not saved:
        marks[b] = "bite"
    if st.witch is not None and st.witch[0] == "poison" and st.witch[1] is not None:
        marks[st.witch[1]] = "poison"
    moment = st.moment
    dead = tuple(sorted(marks))
    st = replace(st, phase=PHASES.after("night", "steps_done"), step=None, pending=(),
                 dead=st.dead + tuple(Death(s, marks[s], moment) for s in dead),
                 last_protect=st.protect, last_turns=dead)
    st = _ev(st, *(Event(moment, "death", seat=s, value=marks[s]) for s in dead),
             Event(moment, "dawn", seats=dead, public=True))
    return _next_last_turn(st)


def _next_last_turn(st: GameState) -> GameState:
    if st.last_turns:
        seat = st.last_turns[0]
        step = "hunter" if st.roles[seat] == "hunter" else LAST_TURN
        return replace(st, step=step, pending=(seat,))
    return _win_check(replace(st, step=None, pending=()))


def _tally(st: GameState) -> GameState:
    ballots = tuple(sorted(st.ballots))
    out = unique_top([t for _, t in ballots])
    moment = st.moment
    st = replace(st, phase=PHASES.after("vote", "votes"), step=None, pending=(), ballots=ballots)
    st = _ev(st, Event(moment, "tally", target=out, pairs=ballots, public=True))
    if out is None:
        return _win_check(st)
    st = replace(st, dead=st.dead + (Death(out, "vote", moment),), last_turns=(out,))
    st = _ev(st, Event(moment, "death", seat=out, value="vote"), Event(moment, "dusk", seats=(out,), public=True))
    return _next_last_turn(st)


def winner(st: GameState) -> str | None:
    """The checks of §7.1 in their order over the living: draw, village, wolves; None to go on."""
    if st.preset != "standard":
        return _x().winner(st)
    living = st.alive
    wolves = sum(1 for s in living if st.roles[s] == "wolf")
    if not living:
        return "draw"
    if wolves == 0:
        return "village"
    if wolves >= len(living) - wolves:
        return "wolves"
    return None


def _win_check(st: GameState) -> GameState:
    """§7.2: at the end of every dawn and dusk, once every death and shot of the moment is in."""
    result = winner(st)
    if result is not None:
        moment = st.moment
        st = replace(st, phase=PHASES.after(st.phase, "result"), step=None, pending=(), result=result, end=moment)
        return _ev(st, Event(moment, "result", value=result, public=True))
    nxt = PHASES.after(st.phase, "no_result")
    if nxt == "day":
        return replace(st, phase="day", step=None, pending=())
    return _start_night(st, st.round + 1)


# --- the result ----------------------------------------------------------------------------

def winners(st: GameState) -> tuple[int, ...]:
    """Every seat of the winning team, dead ones included (A29); empty for a draw or no result."""
    if st.preset != "standard":
        return _x().winners(st)
    if st.result in ("village", "wolves"):
        return tuple(s for s in range(st.n) if team_of(st.roles[s]) == st.result)
    return ()
