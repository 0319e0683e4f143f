"""The extended preset's night on one laptop (CLASSIC.md §11.5.1): 3 laps on Night 1 when the
deck list holds `cupid`, else 2; every later night 2.

As in `handoff` (whose `Night` and `Visit` it uses), every seat gets one visit per lap,
choices are *held* until the last visit and then committed to the engine in its order, and
each held choice is checked against the state its step will meet. What changes:

* The laps (`LAYOUTS`, data): the steps acted or shown on each lap. The number of laps
  depends only on the public deck list (spare cards included), never on who holds what.
* A visit may carry several actions: the thief's take, then his new role's action of that
  lap (`Visit.step` is the one to take now). The thief's held choice is his role for the
  rest of the night's visits (a forced take when he keeps his card while a wolf is spare).
* Results shown to a holder: the seer's team, the fox's answer, the little girl's peek
  (from the game's seeded draws, exactly those the engine will make). On Night 1 of a deck
  with a `thief` the seer's and the fox's results depend on his choice, so they are shown on
  the holder's next visit (for every target, so that a delay never points at the thief).
* A wolf's held pick that the thief's later choice makes illegal (he took a wolf) counts as
  a skip at the commit, and the witch is shown the bite without it.

>>> from app.core.classic.mode import CLASSIC
>>> from app.core.classic import handoff as H
>>> g = CLASSIC.new_game(list("ABCDEFGH"), ["wolf", "wolf", "cupid", "seer", "witch", "villager",
...                      "villager", "villager"], 1, preset="extended")
>>> laps(g), len(H.night_visits(g))
(3, 24)
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..common.errors import RuleError, SaveError
from . import extended as X
from . import engine as XE
from .catalog import LAST_TURN, NOTE_LIMIT, draw
from . import handoff as H
from .handoff import Night, Visit, _notes  # the notes go in as for a standard night
from .state import Choice, Event, GameState

# The steps each lap acts (choices) or shows (lovers, brothers, the wolves' result) (§11.5.1).
LAYOUTS: dict[str, dict[int, tuple[str, ...]]] = {
    "n1_cupid": {1: ("thief", "cupid", "seer", "fox", "bodyguard"),
                 2: ("lovers", "brothers", "wolves", "little_girl"),
                 3: ("witch", "result")},
    "n1": {1: ("thief", "brothers", "wolves", "little_girl", "seer", "fox", "bodyguard"),
           2: ("witch", "result")},
    "later": {1: ("lovers", "wolves", "little_girl", "seer", "fox", "bodyguard"),
              2: ("witch", "result")},
}
CHOICE_STEPS = tuple(s for s in X.NIGHT_STEPS if s not in X.INFO_STEPS)


def deck_list(state: GameState) -> tuple[str, ...]:
    """The public deck list: every card of the deal, spare cards included (§11.12)."""
    spare = tuple(state.roles[state.dealt.index("thief")] if c == "thief" else c for c in state.spare) \
        if "thief" in state.dealt else state.spare
    return tuple(sorted(state.dealt + spare, key=X.ROLES.index))


def layout(state: GameState) -> dict[int, tuple[str, ...]]:
    if state.round == 1:
        return LAYOUTS["n1_cupid" if "cupid" in deck_list(state) else "n1"]
    return LAYOUTS["later"]


def laps(state: GameState) -> int:
    return len(layout(state))


def _held(night: Night, step: str, seat: int) -> Choice | None:
    return next((c for c in night.held if c.step == step and c.seat == seat), None)


def role_of(state: GameState, night: Night, seat: int) -> str:
    """The seat's role tonight once the thief's held choice is counted."""
    if state.round == 1 and state.roles[seat] == "thief":
        c = _held(night, "thief", seat)
        if c is not None:
            if c.args:
                return state.spare[c.args["take"]]
            if "wolf" in state.spare:
                return "wolf"
    return state.roles[seat]


def _roles(state: GameState, night: Night) -> tuple[str, ...]:
    return tuple(role_of(state, night, s) for s in range(state.n))


def _steps_of(state: GameState, night: Night, lap: int, seat: int) -> tuple[str, ...]:
    """The choice steps `seat` takes on `lap` tonight, in order (the thief's take first)."""
    out = []
    for step in layout(state)[lap]:
        if step not in CHOICE_STEPS or (step in X.FIRST_NIGHT_ONLY and state.round != 1):
            continue
        if step == "thief":
            if state.roles[seat] == "thief":
                out.append(step)
        elif role_of(state, night, seat) == X.HOLDER[step] and (step != "thief"):
            if not (state.round == 1 and state.roles[seat] == "thief" and _held(night, "thief", seat) is None):
                out.append(step)
    return tuple(out)


def _todo(state: GameState, night: Night, lap: int, seat: int) -> str | None:
    if seat not in state.nightfall:
        return None
    return next((s for s in _steps_of(state, night, lap, seat) if _held(night, s, seat) is None), None)


def _visit(state: GameState, night: Night, index: int) -> Visit:
    n = state.n
    lap, i = index // n + 1, index % n
    seat = ((state.round - 1) % n + i) % n
    if seat not in state.nightfall:
        return Visit(index, lap, seat, "dead")
    steps = _steps_of(state, night, lap, seat)
    step = _todo(state, night, lap, seat) if index >= night.index else None
    return Visit(index, lap, seat, "act" if steps else "decoy", step or (steps[0] if steps else None),
                 role_card=lap == 1 and state.round == 1, note=lap == laps(state))


def night_visits(state: GameState, night: Night | None = None) -> tuple[Visit, ...]:
    """Tonight's turns: every seat once a lap, from the night's start seat (§3.2, §11.5.1)."""
    night = night or Night(state.round)
    return tuple(_visit(state, night, i) for i in range(laps(state) * state.n))


def current(state: GameState, night: Night) -> Visit | None:
    if night.index >= laps(state) * state.n:
        return None
    return _visit(state, night, night.index)


# --- legality of a held choice --------------------------------------------------------------

def _picks(state: GameState, night: Night, roles: tuple[str, ...]) -> tuple[tuple[int, int | None], ...]:
    """The wolves' held picks, a pick of a seat that became a wolf counting as a skip."""
    out = []
    bite_wolves = XE.opt(state, "wolves_may_bite_wolves")
    for c in night.held:
        if c.step == "wolves":
            t = None if not c.args else c.args.get("player")
            if t is not None and roles[t] == "wolf" and not bite_wolves:
                t = None
            out.append((c.seat, t))
    return tuple(out)


def _bite(state: GameState, night: Night) -> int | None:
    from collections import Counter
    return XE.unique_top(Counter(t for _, t in _picks(state, night, _roles(state, night)) if t is not None))


def _what_if(state: GameState, night: Night, step: str, seat: int) -> GameState:
    """The state `step` will meet at the commit, with only `seat` still to act."""
    roles = _roles(state, night) if step != "thief" else state.roles
    spare = state.spare
    th = next((c for c in night.held if c.step == "thief"), None)
    if th is not None and step != "thief":
        i = th.args["take"] if th.args else (state.spare.index("wolf") if "wolf" in state.spare else None)
        if i is not None:
            spare = spare[:i] + ("thief",) + spare[i + 1:]
    st = replace(state, roles=roles, spare=spare, step=step, pending=(seat,))
    cu = next((c for c in night.held if c.step == "cupid" and c.args), None)
    if cu is not None:
        st = replace(st, lovers=tuple(sorted(cu.args["players"])))
    if step == "wolves":
        st = replace(st, picks=tuple(p for p in _picks(state, night, roles) if p[0] != seat))
    if step == "witch":
        bg = next((c for c in night.held if c.step == "bodyguard"), None)
        st = replace(st, bite=_bite(state, night), protect=bg.args["player"] if bg is not None and bg.args else None)
    return st


def options(state: GameState, night: Night) -> list[Any]:
    v = current(state, night)
    if v is None or v.kind != "act" or _todo(state, night, v.lap, v.seat) is None:
        return []
    step = _todo(state, night, v.lap, v.seat)
    assert step is not None
    return XE.options(_what_if(state, night, step, v.seat), v.seat)


def check(state: GameState, night: Night, args: Any) -> None:
    v = current(state, night)
    step = None if v is None or v.kind != "act" else _todo(state, night, v.lap, v.seat)
    if v is None or step is None:
        raise RuleError("not_awake", "this visit has no action now", reason="classic_not_awake")
    XE.check(_what_if(state, night, step, v.seat), Choice(step, v.seat, args))


def why_not(state: GameState, night: Night, args: Any) -> str | None:
    try:
        check(state, night, args)
    except RuleError as exc:
        return exc.code
    return None


def _defer(state: GameState) -> bool:
    """Night 1 of a deck with a thief: the seer's and fox's results wait for the next visit."""
    return state.round == 1 and "thief" in deck_list(state)


def _result(state: GameState, night: Night, c: Choice) -> tuple[str, Any] | None:
    roles = _roles(state, night)
    if c.step == "seer" and c.args:
        t = c.args["player"]
        return ("team", (t, X.team_of(roles[t])))
    if c.step == "fox" and c.args:
        t = c.args["player"]
        group = XE.fox_group(state, t)
        return ("wolf_near", (t, group, any(roles[s] == "wolf" for s in group)))
    if c.step == "little_girl" and c.args:
        wolves = tuple(s for s in state.nightfall if roles[s] == "wolf")
        wolf = wolves[draw(state.seed, state.draws, len(wolves))]
        num, den = X.LITTLE_GIRL_CAUGHT
        return ("peek", (wolf, draw(state.seed, state.draws + 1, den) < num))
    if c.step == "thief":
        return ("role", role_of(state, night, c.seat))
    return None


def choose(state: GameState, night: Night, args: Any) -> tuple[Night, tuple[str, Any] | None]:
    """Hold the current visit's choice; with what it shows the holder at once (None if nothing
    or if the result waits for the next visit, `_defer`)."""
    check(state, night, args)
    v = current(state, night)
    assert v is not None
    step = _todo(state, night, v.lap, v.seat)
    assert step is not None
    args = None if not args else (dict(args) if isinstance(args, dict) else args)
    c = Choice(step, v.seat, args)
    night = replace(night, held=night.held + (c,))
    if step in ("seer", "fox") and _defer(state):
        return night, None
    return night, _result(state, night, c)


def write_note(state: GameState, night: Night, text: str) -> Night:
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
    """On to the next turn; every action of this visit not taken is a skip (§3.3)."""
    v = current(state, night)
    if v is None:
        raise RuleError("not_awake", "the night's visits are over", reason="classic_night_over")
    while v.kind == "act" and _todo(state, night, v.lap, v.seat) is not None:
        night, _ = choose(state, night, None)
    return replace(night, index=night.index + 1)


def over(state: GameState, night: Night) -> bool:
    return night.index >= laps(state) * state.n


def commit(state: GameState, night: Night) -> tuple[GameState, tuple[Event, ...]]:
    """After the last visit: the notes and the held choices into the engine, in its order."""
    if not over(state, night) or night.round != state.round or state.phase != "night":
        raise RuleError("not_awake", "the night's visits are not over", reason="classic_night_open")
    before = len(state.log)
    st = state
    notes_in = False
    while st.phase == "night" and st.step is not None:
        seat = st.pending[0]
        c = _held(night, st.step, seat)
        choice = Choice(st.step, seat, None if c is None else c.args)
        if c is not None and st.step == "wolves" and XE.objection(st, "wolves", seat, c.args) == "illegal_target":
            choice = Choice("wolves", seat, None)  # he picked a seat that the thief's choice made a wolf
        nxt, _ = XE.apply(st, choice)
        if nxt.phase != "night" and not notes_in:
            st, notes_in = _notes(st, night), True
            nxt, _ = XE.apply(st, choice)
        st = nxt
    if not notes_in:
        st = _notes(st, night)
    return st, st.log[before:]


# --- what the holder sees -----------------------------------------------------------------------

@dataclass(frozen=True)
class XVisitView:
    """Everything one extended visit shows its holder (§11.12), from the state at nightfall and
    tonight's held choices; nothing of anyone else's visit."""

    visit: Visit
    name: str
    role: str = ""
    team: str = ""
    step: str | None = None  # the action to take now (None: decoy, done or dead)
    options: tuple[Any, ...] = ()
    pack: tuple[tuple[int, bool], ...] = ()  # a wolf: every wolf, alive or not
    picks: tuple[tuple[int, int | None], ...] = ()  # a wolf picking: the picks locked so far
    victim: tuple[bool, int | None] = (False, None)  # the witch (shown victim) and the wolves on the last lap
    spare: tuple[str, ...] = ()  # the thief on Night 1, lap 1: both spare cards
    partner: int | None = None  # a lover on the lovers' lap: the partner
    partner_role: str | None = None  # Night 1 only
    partner_alive: bool = True
    mixed: bool = False
    brothers: tuple[int, ...] = ()  # a brother on the brothers' lap (Night 1)
    caught: int | None = None  # wolves picking the night after a catch: the little girl caught
    results: tuple[tuple[str, Any], ...] = ()  # tonight's results shown on this visit
    power_gone: bool = False
    first_night: bool = False  # the little girl on Night 1: "from tomorrow"
    last_protected: int | None = None
    potions: tuple[bool, bool] = (False, False)
    done: bool = False


def visit_view(state: GameState, night: Night) -> XVisitView | None:
    v = current(state, night)
    if v is None:
        return None
    name = state.seats[v.seat]
    if v.kind == "dead":
        return XVisitView(v, name)
    seat, lap, k = v.seat, v.lap, state.round
    steps = layout(state)[lap]
    role = role_of(state, night, seat)
    roles = _roles(state, night)
    step = _todo(state, night, lap, seat)
    out: dict[str, Any] = {"role": role, "team": XE.team(replace(state, roles=roles), seat), "step": step,
                           "options": tuple(options(state, night)) if step else (), "done": v.kind == "act"
                           and step is None}
    if role == "wolf":
        out["pack"] = tuple((w, state.is_alive(w)) for w in range(state.n) if roles[w] == "wolf")
        if "wolves" in steps:
            out["picks"] = tuple(p for p in _picks(state, night, roles))
            if k > 1 and state.caught is not None and state.caught[0] == k - 1:
                out["caught"] = state.caught[1]
        if "result" in steps:
            out["victim"] = (True, _bite(state, night))
    if role == "witch" and "witch" in steps and XE.powers(state):
        st = _what_if(state, night, "witch", seat)
        out["victim"] = (True, XE.shown_victim(st))
        out["potions"] = (state.save_used is None, state.poison_used is None)
    if role == "bodyguard":
        out["last_protected"] = state.last_protect
    if state.roles[seat] == "thief" and k == 1 and lap == 1:
        out["spare"] = state.spare
    if "lovers" in steps:
        cu = next((c for c in night.held if c.step == "cupid" and c.args), None)
        lovers = tuple(sorted(cu.args["players"])) if cu is not None else state.lovers
        if seat in lovers and len(lovers) == 2:
            p = lovers[1] if lovers[0] == seat else lovers[0]
            out["partner"], out["partner_alive"] = p, state.is_alive(p)
            out["mixed"] = (roles[lovers[0]] == "wolf") != (roles[lovers[1]] == "wolf")
            if k == 1:
                out["partner_role"] = roles[p]
    if "brothers" in steps and role == "brother":
        out["brothers"] = tuple(s for s in state.nightfall if roles[s] == "brother" and s != seat)
    if role == "little_girl":
        out["first_night"] = k == 1
    results = []
    for c in night.held:
        if c.seat != seat:
            continue
        r = _result(state, night, c)
        if r is None:
            continue
        made = next(i for i, h in enumerate(night.held) if h is c)
        if c.step in ("seer", "fox") and _defer(state):
            # shown from the holder's next visit on (lap 1 -> lap 2)
            if lap <= _lap_of(state, night, c):
                continue
        del made
        results.append(r)
    out["results"] = tuple(results)
    power_steps = [s for s in X.POWER_STEPS if X.HOLDER.get(s) == role]
    out["power_gone"] = bool(power_steps) and (not XE.powers(state) or (role == "fox" and state.fox_lost))
    return XVisitView(v, name, **out)


def _lap_of(state: GameState, night: Night, c: Choice) -> int:
    for lap, steps in layout(state).items():
        if c.step in steps:
            return lap
    return 0


# --- saved nights ---------------------------------------------------------------------------

def from_dict(state: GameState, data: Any) -> Night:
    """A saved extended night, replayed visit by visit (SaveError "corrupt" unless every step is legal)."""
    return replay_saved(state, data, current, _todo, choose, write_note, finish_visit)


def replay_saved(state: GameState, data: Any, current, todo, choose, write_note, finish_visit) -> Night:
    """A saved night replayed visit by visit through a planner's own functions (the extended night's
    or the second wave's laps): SaveError "corrupt" unless every held choice and note is legal."""
    try:
        if not isinstance(data, dict) or not {"round", "index", "held", "notes"} <= set(data) \
                or not set(data) <= {"round", "index", "held", "notes", "ahead"}:
            raise ValueError("a night is an object with round, index, held and notes")
        if data["round"] != state.round or state.phase != "night":
            raise ValueError("the night does not belong to this state")
        index = data["index"]
        if not isinstance(index, int) or isinstance(index, bool) or index < 0:
            raise ValueError("a night's index is out of range")
        ahead = H.saved_ahead(state, data)
        held = [tuple(c) for c in data["held"]]
        notes = {n[0]: n[1] for n in data["notes"]}
        if len(notes) != len(data["notes"]) or len({(c[0], c[1]) for c in held}) != len(held):
            raise ValueError("a seat holds two notes or two choices of one step")
        night = Night(state.round)
        for i, finished in H.replay_order(state, index, ahead):
            seen = replace(night, index=i)
            v = current(state, seen)
            if v is None:
                break
            while v.kind == "act":  # this visit's held choices, in the order it takes them
                step = todo(state, seen, v.lap, v.seat)
                c = next((c for c in held if c[0] == step and c[1] == v.seat), None)
                if step is None or c is None:
                    break
                held.remove(c)
                seen, _ = choose(state, seen, c[2])
            if v.note and v.seat in notes:
                seen = write_note(state, seen, notes.pop(v.seat))
            if finished:
                seen = finish_visit(state, seen)
            night = H.back(night, seen, i)
        if held or notes or night.index != index or night.ahead != ahead:
            raise ValueError("the night holds choices no visit made")
        return H.in_saved_order(night, data)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, RuleError) as exc:
        raise SaveError("corrupt", f"a damaged classic night: {exc}") from None


# --- last turns at dawn and dusk -----------------------------------------------------------------

LAST_TURN_STEPS = ("hunter", "revenge", LAST_TURN, "scapegoat", "successor", "servant")


def last_turn(state: GameState) -> Visit | None:
    """The private last turn the game waits for (§11.9.4): the hunter's shot, the scapegoat's
    choice, the dead captain's successor, or "Nothing to do" for any other of the moment's dead."""
    if state.phase not in ("dawn", "dusk") or state.step not in LAST_TURN_STEPS or not state.pending:
        return None
    seat = state.pending[0]
    if state.step == LAST_TURN:
        return Visit(-1, 0, seat, "decoy", None)
    return Visit(-1, 0, seat, "act", state.step)


def take_last_turn(state: GameState, args: Any) -> tuple[GameState, tuple[Event, ...]]:
    v = last_turn(state)
    if v is None:
        raise RuleError("not_awake", "nobody has a last turn now", reason="classic_not_awake")
    return XE.apply(state, Choice(v.step or LAST_TURN, v.seat, args if v.step else None))


# --- a game with a second-wave card: xlaps (§11.20) -------------------------------------------

def _second_wave(name: str):
    first = globals()[name]

    def planner(state: GameState, *args: Any, **kw: Any) -> Any:
        if state.w2:
            from . import xlaps
            return getattr(xlaps, name)(state, *args, **kw)
        return first(state, *args, **kw)
    planner.__doc__ = first.__doc__
    planner.__name__ = name
    return planner


for _name in ("laps", "layout", "night_visits", "current", "options", "check", "why_not", "choose", "write_note",
              "finish_visit", "over", "commit", "visit_view", "from_dict"):
    globals()[_name] = _second_wave(_name)
del _name
