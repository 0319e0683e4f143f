"""The second wave's night as the planner read it before it worked tonight's facts out directly: a
replay of the held choices through `engine.apply`, every unheld turn a skip, a held choice that
the state it meets refuses a skip (handoff.SecondWaveLaps until then). Kept here as the oracle
the direct answers are checked against (test_wave2_direct.py); nothing of it in the app.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.core.classic import engine
from app.core.classic import handoff as H
from app.core.classic import kinds as K
from app.core.classic.state import Choice, Event, GameState
from app.core.common.errors import RuleError

P = H.SECOND_WAVE  # the lap count, the layout, `defer` and the ghost's turn: data the change keeps
ORDER = {s: i for i, s in enumerate(engine.W.NIGHT_ORDER)}


def held(night: H.Night, step: str, seat: int) -> Choice | None:
    return next((c for c in night.held if c.step == step and c.seat == seat), None)


_MEMO: dict[tuple, tuple[GameState, GameState, set[tuple[str, int]]]] = {}


def replay(state: GameState, night: H.Night, until: tuple[str, int] | None = None
           ) -> tuple[GameState, set[tuple[str, int]]]:
    """Tonight's held choices through the engine, every other turn a skip; stops when the engine
    waits for `until` (step, seat). The state and every (step, seat) the engine waited for.
    (Remembered for the test's speed: a visit's checks ask the same replay many times.)"""
    key = (id(state), repr(night.held), until)
    hit = _MEMO.get(key)
    if hit is not None and hit[0] is state:
        return hit[1], set(hit[2])
    st = state
    seen: set[tuple[str, int]] = set()
    while st.phase == "night" and st.step is not None:
        seen.update((st.step, s) for s in st.pending)
        if until is not None and st.step == until[0] and until[1] in st.pending:
            break
        seat = st.pending[0]
        c = held(night, st.step, seat)
        args = None if c is None else c.args
        if args and engine.objection(st, st.step, seat, args) is not None:
            args = None  # made illegal by a later choice of the same lap: a skip
        st, _ = engine.apply(st, Choice(st.step, seat, args))
    if len(_MEMO) > 256:
        _MEMO.clear()
    _MEMO[key] = (state, st, set(seen))
    return st, seen


def steps_of(state: GameState, night: H.Night, lap: int, seat: int) -> tuple[str, ...]:
    _, seen = replay(state, night)
    return tuple(sorted((s for s in P.layout(state)[lap] if (s, seat) in seen), key=ORDER.__getitem__))


def todo(state: GameState, night: H.Night, lap: int, seat: int) -> str | None:
    return next((s for s in steps_of(state, night, lap, seat) if held(night, s, seat) is None), None)


def visit(state: GameState, night: H.Night, index: int) -> H.Visit:
    n = state.n
    lap, i = index // n + 1, index % n
    seat = ((state.round - 1) % n + i) % n
    last = lap == P.laps(state)
    if seat not in state.nightfall and not (last and P.ghost_writes(state, seat)):
        return H.Visit(index, lap, seat, "dead", note=last)
    steps = steps_of(state, night, lap, seat)
    step = todo(state, night, lap, seat) if index >= night.index else None
    return H.Visit(index, lap, seat, "act" if steps else "decoy", step or (steps[0] if steps else None),
                   role_card=lap == 1 and state.round == 1, note=last)


def now(state: GameState, night: H.Night) -> tuple[H.Visit, str] | None:
    if night.index >= P.laps(state) * state.n:
        return None
    v = visit(state, night, night.index)
    step = todo(state, night, v.lap, v.seat) if v.kind == "act" else None
    return None if step is None else (v, step)


def meets(state: GameState, night: H.Night, step: str, seat: int) -> GameState:
    return replay(state, night, (step, seat))[0]


def options(state: GameState, night: H.Night) -> list[Any]:
    vs = now(state, night)
    if vs is None:
        return []
    v, step = vs
    return engine.options(meets(state, night, step, v.seat), v.seat)


def why_not(state: GameState, night: H.Night, args: Any) -> str | None:
    vs = now(state, night)
    if vs is None:
        return "not_awake"
    v, step = vs
    try:
        engine.check(meets(state, night, step, v.seat), Choice(step, v.seat, args))
    except RuleError as exc:
        return exc.code
    return None


def shown_at_once(state: GameState, night: H.Night, args: Any, defer: bool | None = None
                  ) -> tuple[str, Any] | None:
    """What a legal choice of the current visit shows its holder at once (handoff.choose's answer)."""
    v, step = now(state, night)
    before = meets(state, night, step, v.seat)
    args = None if not args else (dict(args) if isinstance(args, dict) else args)
    c = Choice(step, v.seat, args)
    if defer is None:
        defer = P.defer(state)
    if args is None or (defer and step in H.LOOKS):
        return None
    after = engine.apply(before, c)[0]
    shown = [e for e in after.log[len(before.log):] if e.seat == v.seat and e.kind in H.SHOWN_AT_ONCE]
    return (step, tuple(shown)) if shown else None


def view(state: GameState, night: H.Night) -> H.VisitView | None:
    if night.index >= P.laps(state) * state.n:
        return None
    v = visit(state, night, night.index)
    if v.kind == "dead":
        return H.VisitView(v, state.seats[v.seat])
    name = state.seats[v.seat]
    seat, lap = v.seat, v.lap
    step = todo(state, night, lap, seat)
    st, _ = replay(state, night, (step, seat) if step else None)
    full, _ = replay(state, night)
    mine = [e for e in full.log[len(state.log):] if e.seat == seat]
    shows = H.SHOWS[P.laps(state)][lap]
    kinds = set(k for s in shows for k in H.SHOWN.get(s, ()))
    kinds |= set(H.SHOWN_AT_ONCE)
    if "result" in shows:
        kinds.add("victim")
    if "witch" in P.layout(state)[lap]:
        kinds.add("victim")
    if P.defer(state) and lap == 1:
        kinds -= set(H.LOOK_KINDS)
    shown = tuple(e for e in mine if e.kind in kinds)
    role = st.roles[seat]
    out: dict[str, Any] = {"role": role, "team": K.team(st, seat), "step": step,
                           "options": tuple(options(state, night)) if step else (),
                           "done": v.kind == "act" and step is None, "shown": shown}
    if K.is_wolf(st, seat) and not K.dormant(st, seat):
        out["pack"] = tuple((w, state.is_alive(w)) for w in range(state.n) if K.known_to_pack(st, w))
    if step == "witch" and not engine.witch_blind(st, seat):
        out["victim"] = (True, engine.shown_victim(st))
    if step == "wolves":
        out["picks"] = tuple((c.seat, (c.args or {}).get("player")) for c in night.held
                             if c.step == "wolves" and c.seat != seat)
    elif step == "second_bite":
        out["picks"] = tuple((w, None if t < 0 else t) for w, t in (st.w2.picks2 or ()))
    out["power_gone"] = role not in ("villager", "wolf") and not K.card_power(st, seat)
    if lap == 1:
        out["notices"] = H.notices(state, seat)
    return H.VisitView(v, name, **out)


def opening_sights(state: GameState, night: H.Night) -> tuple[Event, ...]:
    if night.index >= P.laps(state) * state.n:
        return ()
    v = visit(state, night, night.index)
    if v.kind == "dead":
        return ()
    steps = P.layout(state).get(v.lap, ())
    full, _ = replay(state, night)
    return tuple(e for e in full.log[len(state.log):]
                 if e.seat == v.seat and e.kind in H._SIGHT_STEPS and H._SIGHT_STEPS[e.kind] in steps)


def commit(state: GameState, night: H.Night) -> tuple[GameState, tuple[Event, ...]]:
    """The held choices into the engine in its order (the notes of the living just before the
    choice that ends the night), a held choice the state it meets refuses a skip."""
    night = replace(night, notes=tuple((s, t) for s, t in night.notes if s in state.nightfall))
    before = len(state.log)
    st, notes_in = state, False
    while st.phase == "night" and st.step is not None:
        seat = st.pending[0]
        c = held(night, st.step, seat)
        args = None if c is None else c.args
        if args and engine.objection(st, st.step, seat, args) is not None:
            args = None
        choice = Choice(st.step, seat, args)
        nxt, _ = engine.apply(st, choice)
        if nxt.phase != "night" and not notes_in:
            for s, text in sorted(night.notes):
                st = engine.write_note(st, s, text)
            notes_in = True
            nxt, _ = engine.apply(st, choice)
        st = nxt
    if not notes_in:
        for s, text in sorted(night.notes):
            st = engine.write_note(st, s, text)
    return st, st.log[before:]
