"""A second-wave night on one laptop (CLASSIC.md §11.20 "Laps"): three laps when the deck list
holds the moon maiden, or on Night 1 when it holds Cupid; else two. xhandoff hands every
night of a game with a second-wave card to this module (a first-wave deck keeps xhandoff's
own planner, unchanged).

The laps are data (`LAYOUTS`): the choice steps each lap carries, in the engine's order; a
visit carries every step its seat holds on that lap (the thief's or the wolf hound's choice,
then his pick; the actor's draw, then the drawn card's action). Choices are held until the
last visit and then committed to the engine in its order. Whether a seat holds a step, the
legal options and the results shown are read off a replay of the held choices through the
engine itself (the steps not held yet count as skips: the lap order puts every dependency
before the step that needs it). A held choice that a later choice of the same lap made
illegal (a pick on a player who then chose the pack) counts as a skip at the commit.

The ghost writes on his turn of the night's last lap; every dead player's pause on that lap
shows the same note field, and only the ghost's is published.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..common.errors import RuleError
from . import kinds as K
from . import wave2 as W
from . import engine as XE
from .catalog import NOTE_LIMIT
from .handoff import Night, Visit, _notes
from .state import Choice, Event, GameState
from .xhandoff import replay_saved

_SETUP = ("thief", "wolf_hound", "avenger", "cupid", "stray_wolf", "wild_child", "shadow", "heretic")
_INDEPENDENT = ("little_brother_wolf", "actor", "wolf_seer", "fire_wolf", "little_girl", "vampire", "pied_piper",
                "seer", "aura_seer", "fox", "enchanter", "raven", "old_hag", "mad_doctor", "assassin", "bodyguard",
                "apothecary")
_LAST = ("witch", "second_bite", "demon_wolf", "big_bad_wolf", "white_wolf", "ghost", "gypsy", "town_crier")
# The choice steps of each lap (§11.20); each lap's visit takes them in the engine's order.
LAYOUTS: dict[int, dict[int, tuple[str, ...]]] = {
    3: {1: _SETUP + ("judge", "moon_maiden"), 2: ("wolves",) + _INDEPENDENT, 3: _LAST},
    2: {1: _SETUP + ("judge", "moon_maiden", "wolves") + _INDEPENDENT, 2: _LAST},
}
# What each lap shows without a choice (the information steps and the wolves' result).
SHOWS: dict[int, dict[int, tuple[str, ...]]] = {
    3: {1: (), 2: ("lovers", "brothers", "wolf_brothers"), 3: ("result", "traitor", "vampires", "charmed")},
    2: {1: ("lovers", "brothers", "wolf_brothers"), 2: ("result", "traitor", "vampires", "charmed")},
}
_ORDER = {s: i for i, s in enumerate(W.NIGHT_ORDER)}


def deck_list(state: GameState) -> tuple[str, ...]:
    from .xhandoff import deck_list as dl
    return dl(state)


def laps(state: GameState) -> int:
    """Three laps with the moon maiden in the deck list, or on Night 1 with Cupid; else two."""
    deck = deck_list(state)
    return 3 if "moon_maiden" in deck or (state.round == 1 and "cupid" in deck) else 2


def layout(state: GameState) -> dict[int, tuple[str, ...]]:
    return LAYOUTS[laps(state)]


# --- the replay -----------------------------------------------------------------------------------

def _held(night: Night, step: str, seat: int) -> Choice | None:
    return next((c for c in night.held if c.step == step and c.seat == seat), None)


_CACHE: dict[tuple, tuple[GameState, GameState, set[tuple[str, int]]]] = {}
_CACHE_SIZE = 512


def replay(state: GameState, night: Night, until: tuple[str, int] | None = None
           ) -> tuple[GameState, set[tuple[str, int]]]:
    """Tonight's held choices through the engine, every other turn a skip; stops when the
    engine waits for `until` (step, seat). Returns the state and every (step, seat) the engine
    waited for on the way. (Cached: a visit asks the same replay several times.)"""
    key = (id(state), repr(night.held), until)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is state:
        return hit[1], hit[2]
    out = _replay(state, night, until)
    if len(_CACHE) >= _CACHE_SIZE:
        _CACHE.clear()
    _CACHE[key] = (state, out[0], out[1])
    return out


def _replay(state: GameState, night: Night, until: tuple[str, int] | None
            ) -> tuple[GameState, set[tuple[str, int]]]:
    st = state
    seen: set[tuple[str, int]] = set()
    while st.phase == "night" and st.step is not None:
        seen.update((st.step, s) for s in st.pending)
        if until is not None and st.step == until[0] and until[1] in st.pending:
            return st, seen
        seat = st.pending[0]
        c = _held(night, st.step, seat)
        args = None if c is None else c.args
        if args and XE.objection(st, st.step, seat, args) is not None:
            args = None  # made illegal by a later choice of the same lap: a skip
        st, _ = XE.apply(st, Choice(st.step, seat, args))
    return st, seen


def _steps_of(state: GameState, night: Night, lap: int, seat: int) -> tuple[str, ...]:
    _, seen = replay(state, night)
    return tuple(sorted((s for s in layout(state)[lap] if (s, seat) in seen), key=_ORDER.__getitem__))


def _todo(state: GameState, night: Night, lap: int, seat: int) -> str | None:
    return next((s for s in _steps_of(state, night, lap, seat) if _held(night, s, seat) is None), None)


def _ghost_writes(state: GameState, seat: int) -> bool:
    return any(s == seat for s in XE.night_holders(state, "ghost")) and state.round > 1


def _visit(state: GameState, night: Night, index: int) -> Visit:
    n = state.n
    lap, i = index // n + 1, index % n
    seat = ((state.round - 1) % n + i) % n
    last = lap == laps(state)
    if seat not in state.nightfall and not (last and _ghost_writes(state, seat)):
        return Visit(index, lap, seat, "dead", note=last)
    steps = _steps_of(state, night, lap, seat)
    step = _todo(state, night, lap, seat) if index >= night.index else None
    return Visit(index, lap, seat, "act" if steps else "decoy", step or (steps[0] if steps else None),
                 role_card=lap == 1 and state.round == 1, note=last)


def night_visits(state: GameState, night: Night | None = None) -> tuple[Visit, ...]:
    night = night or Night(state.round)
    return tuple(_visit(state, night, i) for i in range(laps(state) * state.n))


def current(state: GameState, night: Night) -> Visit | None:
    if night.index >= laps(state) * state.n:
        return None
    return _visit(state, night, night.index)


def _now(state: GameState, night: Night) -> tuple[Visit, str]:
    v = current(state, night)
    step = None if v is None or v.kind != "act" else _todo(state, night, v.lap, v.seat)
    if v is None or step is None:
        raise RuleError("not_awake", "this visit has no action now", reason="classic_not_awake")
    return v, step


def options(state: GameState, night: Night) -> list[Any]:
    try:
        v, step = _now(state, night)
    except RuleError:
        return []
    st, _ = replay(state, night, (step, v.seat))
    return XE.options(st, v.seat)


def check(state: GameState, night: Night, args: Any) -> None:
    v, step = _now(state, night)
    st, _ = replay(state, night, (step, v.seat))
    XE.check(st, Choice(step, v.seat, args))


def why_not(state: GameState, night: Night, args: Any) -> str | None:
    try:
        check(state, night, args)
    except RuleError as exc:
        return exc.code
    return None


_RESULTS = ("look", "sniff", "peek", "wolf_seer", "aura_seer", "actor_draw", "side", "notice")


def _deferred(state: GameState) -> bool:
    """Night 1 of a two-lap night with a side choice in the deck: look results wait a visit."""
    return state.round == 1 and laps(state) == 2 and any(c in deck_list(state)
                                                          for c in ("thief", "wolf_hound", "avenger"))


def choose(state: GameState, night: Night, args: Any, *, defer: bool | None = None
           ) -> tuple[Night, tuple[str, Any] | None]:
    """Hold the current visit's choice; with what it shows the holder at once (or None).
    `defer`: whether a look result waits for the next visit (default: `_deferred`; the narrated
    night calls the side choices first, so it never defers)."""
    check(state, night, args)
    v, step = _now(state, night)
    args = None if not args else (dict(args) if isinstance(args, dict) else args)
    c = Choice(step, v.seat, args)
    before, _ = replay(state, night, (step, v.seat))
    night = replace(night, held=night.held + (c,))
    if defer is None:
        defer = _deferred(state)
    if args is None or (defer and step in ("seer", "fox", "wolf_seer", "aura_seer")):
        return night, None
    after = XE.apply(before, c)[0]
    shown = [e for e in after.log[len(before.log):] if e.seat == v.seat and e.kind in _RESULTS]
    return night, (step, tuple(shown)) if shown else None


def write_note(state: GameState, night: Night, text: str) -> Night:
    v = current(state, night)
    if v is None or not v.note:
        raise RuleError("not_awake", "no note can be written on this visit", reason="classic_note_now")
    if not isinstance(text, str) or len(text) > NOTE_LIMIT:
        raise RuleError("bad_args", "a note is at most 140 characters", reason="classic_note_long")
    if any(s == v.seat for s, _ in night.notes):
        raise RuleError("already_acted", "this seat already wrote tonight's note", reason="classic_note_twice")
    text = text.strip()
    if v.step == "ghost" and text and _todo(state, night, v.lap, v.seat) == "ghost":
        return choose(state, night, {"message": text})[0]  # the ghost's field is his message (E76)
    if v.kind == "dead" or not text:
        return night  # a dead player's field is a pause: only the ghost's is published
    return replace(night, notes=night.notes + ((v.seat, text),))


def finish_visit(state: GameState, night: Night) -> Night:
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
    living_notes = replace(night, notes=tuple((s, t) for s, t in night.notes if s in state.nightfall))
    st = state
    notes_in = False
    while st.phase == "night" and st.step is not None:
        seat = st.pending[0]
        c = _held(night, st.step, seat)
        args = None if c is None else c.args
        if args and XE.objection(st, st.step, seat, args) is not None:
            args = None
        choice = Choice(st.step, seat, args)
        nxt, _ = XE.apply(st, choice)
        if nxt.phase != "night" and not notes_in:
            st, notes_in = _notes(st, living_notes), True
            nxt, _ = XE.apply(st, choice)
        st = nxt
    if not notes_in:
        st = _notes(st, living_notes)
    return st, st.log[before:]


# --- what the holder sees -----------------------------------------------------------------------

@dataclass(frozen=True)
class WVisitView:
    """What one second-wave visit shows its holder (§11.26): the role and team as the held
    choices make them, the step to take and its options, and what the replay has shown this
    seat so far tonight (its own events: results, notices, the pack, the lovers)."""

    visit: Visit
    name: str
    role: str = ""
    team: str = ""
    step: str | None = None
    options: tuple[Any, ...] = ()
    pack: tuple[tuple[int, bool], ...] = ()
    picks: tuple[tuple[int, int | None], ...] = ()  # a wolf picking: the pack's picks locked so far
    shown: tuple[Event, ...] = ()
    victim: tuple[bool, int | None] = (False, None)
    power_gone: bool = False
    done: bool = False
    # changes since this seat's last private screen, shown on its first visit of the night
    # (§11.18, §11.26): "you are a wolf / a vampire", a new card, "your power is gone"
    notices: tuple[Event, ...] = ()


_SHOWN = {"lovers": ("lover",), "brothers": ("brothers",), "wolf_brothers": ("wolf_brother",),
          "traitor": ("traitor_sees",), "vampires": ("vampires_see",), "charmed": ("charmed_see",)}


def visit_view(state: GameState, night: Night) -> WVisitView | None:
    v = current(state, night)
    if v is None:
        return None
    name = state.seats[v.seat]
    if v.kind == "dead":
        return WVisitView(v, name)
    seat, lap = v.seat, v.lap
    step = _todo(state, night, lap, seat)
    st, _ = replay(state, night, (step, seat) if step else None)
    full, _ = replay(state, night)
    mine = [e for e in full.log[len(state.log):] if e.seat == seat]
    shows = SHOWS[laps(state)][lap]
    kinds = set(k for s in shows for k in _SHOWN.get(s, ()))
    kinds |= set(_RESULTS)
    if "result" in shows:
        kinds.add("victim")
    if "witch" in layout(state)[lap]:
        kinds.add("victim")
    if _deferred(state) and lap == 1:  # Night 1's look results wait for the next visit
        kinds -= {"look", "sniff", "wolf_seer", "aura_seer"}
    shown = tuple(e for e in mine if e.kind in kinds)
    role = st.roles[seat]
    out: dict[str, Any] = {"role": role, "team": K.team(st, seat), "step": step,
                           "options": tuple(options(state, night)) if step else (),
                           "done": v.kind == "act" and step is None, "shown": shown}
    if K.is_wolf(st, seat) and not K.dormant(st, seat):
        out["pack"] = tuple((w, state.is_alive(w)) for w in range(state.n) if K.known_to_pack(st, w))
    if step == "witch" and not XE.witch_blind(st, seat):  # a blocked witch is shown nothing (E122)
        out["victim"] = (True, XE.shown_victim(st))
    if step in ("wolves", "second_bite"):
        out["picks"] = st.picks if step == "wolves" else tuple(
            (w, None if t < 0 else t) for w, t in K.get(st, "picks2", ()))
    out["power_gone"] = role not in ("villager", "wolf") and not XE.card_power(st, seat)
    if lap == 1:
        out["notices"] = notices(state, seat)
    return WVisitView(v, name, **out)


def notices(state: GameState, seat: int) -> tuple[Event, ...]:
    """What changed for `seat` since its last private screen (§11.18, §11.26): shown on its first
    visit of the night (the narrated night: at every call it comes to)."""
    k = state.round
    since = (f"N{k - 1}", f"D{k - 1}", f"N{k}")
    return tuple(e for e in state.log if e.kind == "notice" and e.seat == seat and e.moment in since
                 and not (e.value == "blocked" and e.moment != f"N{k}"))


# --- saved nights ---------------------------------------------------------------------------

def from_dict(state: GameState, data: Any) -> Night:
    """A saved second-wave night, replayed visit by visit (SaveError "corrupt" unless every step is legal)."""
    return replay_saved(state, data, current, _todo, choose, write_note, finish_visit)
