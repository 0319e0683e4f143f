"""Versioned JSON save/load of a whole game (any moment, mid-night included).

>>> from app.core.onenight.engine import new_game, advance
>>> g = advance(new_game(["Ann", "Bob", "Cat"], ["vampire", "cupid", "seer", "villager", "priest", "marksman"], 5))
>>> loads(dumps(g)) == g
True
"""
from __future__ import annotations

import json
import types
import typing
from dataclasses import MISSING, fields, is_dataclass, replace
from typing import Any, get_type_hints

from ..common.errors import SaveError
from .catalog import STEP_BY_ID, Phase
from .handoff import Ask, Plan, Queued
from .table import Event, GameState, Seen

FORMAT = "pass-the-night"
VERSION = 1
_KINDS: dict[str, type] = {"game": GameState, "plan": Plan}
# Fields that are not written: they follow from the rest (an event's facts, from replaying the
# log's choices), so the file format stays as it was and every save gets them back on loading.
_DERIVED: dict[type, frozenset[str]] = {Event: frozenset({"facts"})}
# Fields written only when not empty: a game without phone seats is saved as before them.
_WHEN_SET: dict[type, frozenset[str]] = {Plan: frozenset({"phones", "busy", "ahead", "acted"})}


# A dataclass's fields as written (in order, the derived ones left out) and those written only
# when set, found once per class (a save encodes tens of thousands of objects); None: not a dataclass.
_WRITTEN: dict[type, tuple[tuple[str, ...], frozenset[str]] | None] = {}
_PLAIN = frozenset({str, int, bool, float, type(None)})


def _written(tp: type) -> tuple[tuple[str, ...], frozenset[str]] | None:
    if tp not in _WRITTEN:
        if is_dataclass(tp):
            skip = _DERIVED.get(tp, frozenset())
            _WRITTEN[tp] = (tuple(f.name for f in fields(tp) if f.name not in skip), _WHEN_SET.get(tp, frozenset()))
        else:
            _WRITTEN[tp] = None
    return _WRITTEN[tp]


def _encode(value: Any) -> Any:
    tp = type(value)
    if tp in _PLAIN:
        return value
    written = _written(tp)
    if written is not None:
        names, optional = written
        out = {}
        for name in names:
            v = getattr(value, name)
            if name in optional and v == ():
                continue
            out[name] = _encode(v)
        return out
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    if isinstance(value, dict):
        return {k: _encode(v) for k, v in value.items()}
    return value


_SHAPES: dict[type, tuple[dict[str, Any], set[str], set[str]]] = {}


def _shape(tp: type) -> tuple[dict[str, Any], set[str], set[str]]:
    """A dataclass's field types, field names and the fields a save must hold, read once per class
    (`get_type_hints` evaluates every annotation each time: most of a save's loading time)."""
    got = _SHAPES.get(tp)
    if got is None:
        names = {f.name for f in fields(tp)}
        # A field added later has a default, and derived fields are rebuilt on loading: saves
        # written without them still load.
        optional = _DERIVED.get(tp, frozenset())
        required = {f.name for f in fields(tp) if f.default is MISSING and f.default_factory is MISSING} - optional
        got = _SHAPES[tp] = (get_type_hints(tp), names, required)
    return got


def _decode(tp: Any, value: Any) -> Any:
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        if value is None:
            return None
        last: Exception | None = None
        for arg in typing.get_args(tp):
            if arg is type(None):
                continue
            try:
                return _decode(arg, value)
            except (TypeError, ValueError, KeyError) as exc:
                last = exc
        raise ValueError(f"no type matches {value!r}") from last
    if origin is tuple:
        if not isinstance(value, list):
            raise TypeError(f"expected a list, got {type(value).__name__}")
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], v) for v in value)
        if len(args) != len(value):
            raise ValueError("wrong tuple length")
        return tuple(_decode(a, v) for a, v in zip(args, value))
    if origin is dict:
        k_t, v_t = typing.get_args(tp)
        if not isinstance(value, dict):
            raise TypeError("expected an object")
        return {k: _decode(v_t, v) for k, v in value.items()}
    if isinstance(tp, type) and is_dataclass(tp):
        if not isinstance(value, dict):
            raise TypeError(f"expected an object for {tp.__name__}")
        hints, names, required = _shape(tp)
        if not required <= set(value) <= names:
            raise KeyError(f"{tp.__name__} fields differ: {sorted((set(value) ^ names) - (names - required))}")
        return tp(**{name: _decode(hints[name], value[name]) for name in names if name in value})
    if tp is bool:
        if not isinstance(value, bool):
            raise TypeError("expected a boolean")
        return value
    if tp is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError("expected an integer")
        return value
    if tp is str:
        if not isinstance(value, str):
            raise TypeError("expected a string")
        return value
    if tp is Any:
        return value
    raise TypeError(f"cannot decode {tp!r}")


def dumps(obj: GameState | Plan, extra: dict[str, Any] | None = None) -> str:
    """Serialise a game or a hand-off plan (plus app data in `extra`) to JSON text."""
    kind = "plan" if isinstance(obj, Plan) else "game"
    doc = {"format": FORMAT, "version": VERSION, "kind": kind, "data": _encode(obj), "extra": extra or {}}
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))


def loads_with_extra(text: str) -> tuple[GameState | Plan, dict[str, Any]]:
    """Load what `dumps` wrote, with its app data. Raises SaveError (corrupt / version)."""
    try:
        doc = json.loads(text)
    except (json.JSONDecodeError, TypeError, ValueError, RecursionError) as exc:
        raise SaveError("corrupt", f"the save file is not valid JSON ({type(exc).__name__})") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError("corrupt", "this is not a Pass the Night save file")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("corrupt", "the save file has no version")
    if version > VERSION:
        raise SaveError("version", f"the save file was written by a newer version (format {version}; "
                                   f"this version reads up to {VERSION})")
    if version < 1:
        raise SaveError("corrupt", f"unknown save format version {version}")
    kind = doc.get("kind")
    if not isinstance(kind, str) or kind not in _KINDS:
        raise SaveError("corrupt", f"unknown save kind {kind!r}")
    try:
        obj = _decode(_KINDS[kind], doc.get("data"))
    except (TypeError, ValueError, KeyError, RecursionError) as exc:
        raise SaveError("corrupt", f"the save file is damaged ({exc})") from None
    obj = _with_facts(obj)
    problem = _insane(obj.game if isinstance(obj, Plan) else obj)
    if not problem:
        problem = _replay_problem(obj.game if isinstance(obj, Plan) else obj)
    if isinstance(obj, Plan) and not problem:
        problem = _plan_problem(obj)
    if problem:
        raise SaveError("corrupt", f"the save file is damaged ({problem})")
    extra = doc.get("extra") or {}
    if not isinstance(extra, dict):
        raise SaveError("corrupt", "the save file's app data is damaged")
    return obj, extra


def _with_facts(obj: GameState | Plan) -> GameState | Plan:
    """The events' facts (not written to the file) recovered by replaying the logged choices."""
    from .engine import restore_facts

    if isinstance(obj, Plan):
        return replace(obj, game=restore_facts(obj.game))
    return restore_facts(obj)


def _insane(g: GameState) -> str:
    """Why a decoded state cannot be a real game ("" when it can)."""
    from .catalog import MARKS, ROLES, STEP_IDS

    n = len(g.seats)
    n_cards = len(g.cards)
    checks = [
        (3 <= n <= 10, "player count"),
        (n_cards in (n + 3, n + 4), "card count"),
        (all(r in ROLES for r in g.cards), "unknown role"),
        (sorted(g.places) == list(range(n_cards)), "cards out of place"),
        (len(g.copies) == len(g.transforms) == len(g.artifacts) == n_cards, "card data length"),
        (all(t in MARKS for t in g.tokens) and len(g.tokens) == len(g.token_board), "mark tokens"),
        (len(g.mark_at) == n and len(g.night_roles) == n, "seat data length"),
        (sorted(list(g.mark_at) + [t for t in g.spaces if t >= 0]) == list(range(len(g.tokens))), "marks"),
        (all(s in STEP_IDS for s in g.order) and 0 <= g.pos <= len(g.order), "wake order"),
        # the engine may leave the turn past an emptied actor list (a real save of seed 3698834 in the
        # save fuzz); the replay below checks the rest
        (all(0 <= a < n for a in g.actors) and 0 <= g.turn <= max(len(g.actors), n), "actors"),
        (not g.votes or (len(g.votes) == n and all(0 <= v < n for v in g.votes)), "votes"),
        (all(0 <= c < n_cards for c in g.shields + g.face_up), "tokens on cards"),
    ]
    return next((why for ok, why in checks if not ok), "")


def _replay_problem(g: GameState) -> str:
    """Why `g` is not the game its own deal and log make ("" when it is).

    A state is a pure function of the deal (printed cards by id, starting marks, the
    artifact pile), the seat names and the choices in its log, so the whole state is checked
    by replaying those choices from a fresh deal and comparing every field: seats, cards,
    marks and tokens in range and conserved, every log index, the phase and the step in
    progress all follow. Anything the engine refuses while replaying is damage too.
    """
    from . import engine as G

    n = len(g.seats)
    if any(not isinstance(name, str) or not name for name in g.seats):
        return "seat names"
    wolf = g.cards[n + 3] if len(g.cards) == n + 4 else None
    drawn = [d[len("artifact:"):] for ev in g.log for d in ev.detail if d.startswith("artifact:")]
    try:
        deal = G.Deal(g.cards[:n], g.cards[n:n + 3], wolf, g.tokens[:n], tuple(drawn) + g.pile)
        r = G.new_game(g.seats, deal=deal, seed=g.seed)
        while r.phase in G.NIGHT_PHASES and len(r.log) < len(g.log):
            ev = g.log[len(r.log)]
            args = json.loads(ev.args) if ev.args else None
            before = len(r.log)
            r = G.apply(r, G.Choice(ev.step, ev.actor, args))
            if len(r.log) <= before or r.log != g.log[: len(r.log)]:
                return f"the night's log does not replay (event {before})"
        if g.phase in (Phase.VOTE.value, Phase.REVEAL.value) and r.phase == Phase.DAY.value:
            r = G.begin_vote(r)
            if g.phase == Phase.REVEAL.value:
                r = G.cast_votes(r, g.votes)
    except RecursionError:
        return "the night's log does not replay (nesting)"
    except Exception as exc:  # any refusal of a damaged log: a rule, a phase, a vote, bad JSON
        return f"the night's log does not replay ({type(exc).__name__})"
    if r != g:
        wrong = next((f.name for f in fields(GameState) if getattr(r, f.name) != getattr(g, f.name)), "?")
        return f"the game does not match its own log ({wrong})"
    return ""


def _queued_args(q: Queued) -> Any:
    if not q.args:
        return None
    args = json.loads(q.args)
    if not isinstance(args, dict):
        raise ValueError("queued arguments are not an object")
    return args


def _plan_problem(plan: Plan) -> str:
    """Why the hand-off bookkeeping cannot belong to its game ("" when it can)."""
    from . import engine as G

    g = plan.game
    n = len(g.seats)
    if g.phase not in G.NIGHT_PHASES and g.phase != Phase.DAY.value:
        return "a hand-off after the night"
    if not 0 <= plan.holder < n or len(plan.delivered) != n:
        return "hand-off bookkeeping out of range"
    if not all(0 <= d <= len(g.log) for d in plan.delivered):
        return "shown events out of range"
    if not 0 <= plan.visits <= 1_000_000 or (plan.visiting and plan.visits < 1):
        return "visit count"
    if not 0 <= plan.laps <= 50:  # 0: a save written before the lap count was kept
        return "lap count"
    problem = _parallel_problem(plan)
    if problem:
        return problem
    if G.advance(g) != g:
        return "automatic steps left unresolved"
    decided = set(plan.decided)
    if len(decided) != len(plan.decided):
        return "a decision recorded twice"
    for step, seat in plan.decided:
        if step not in g.order or not 0 <= seat < n:
            return "a decision for a step or seat not in the game"
    resolved = {(ev.step, ev.actor) for ev in g.log}
    current = G.current_step(g)
    now = G.turn_seats(g) if current is not None else ()
    seen_queued: set[tuple[str, int]] = set()
    for q in plan.queued:
        key = (q.step, q.seat)
        if q.step not in g.order or not 0 <= q.seat < n:
            return "an early decision for a step or seat not in the game"
        if key in seen_queued or key not in decided or key in resolved:
            return "early decisions out of step"
        seen_queued.add(key)
        k = g.order.index(q.step)
        if g.phase not in G.NIGHT_PHASES or k < g.pos or (q.step == current and q.seat in now):
            return "an early decision whose turn has passed"
        if k == g.pos and (STEP_BY_ID[q.step].team or q.seat not in g.actors
                           or g.actors.index(q.seat) < g.turn):
            return "an early decision whose turn has passed"
        try:
            G.apply(G.at_step(g, q.step, q.seat), G.Choice(q.step, q.seat, _queued_args(q)))
        except RecursionError:
            return "an early decision is damaged (nesting)"
        except Exception as exc:
            return f"an early decision is damaged ({type(exc).__name__})"
    if not decided <= resolved | seen_queued:
        return "a decision recorded but neither resolved nor waiting"
    if current is not None and not STEP_BY_ID[current].team:
        if any((current, s) in decided for s in now):
            return "the decision in progress is marked as taken"
    return ""


def _parallel_problem(plan: Plan) -> str:
    """Why the phone seats' bookkeeping (visits in parallel) cannot be right ("" when it can)."""
    n = len(plan.game.seats)
    phones, busy, ahead = plan.phones, plan.busy, plan.ahead
    if list(phones) != sorted(set(phones)) or not all(0 <= s < n for s in phones):
        return "phone seats"
    if len(set(busy)) != len(busy) or len(set(ahead)) != len(ahead) or set(busy) & set(ahead):
        return "visits in parallel recorded twice"
    closed = plan.visits - (1 if plan.visiting else 0)
    lap = {(plan.holder + j) % n for j in range(n - closed % n)}
    if not set(busy) | set(ahead) <= lap or plan.holder in ahead or (plan.visiting and plan.holder in busy):
        return "visits in parallel out of the lap"
    acted = plan.acted
    open_now = set(busy) | ({plan.holder} if plan.visiting else set())
    if len(set(acted)) != len(acted) or not set(acted) <= open_now:
        return "a decision taken by a visit that is not open"
    return ""


def loads(text: str) -> GameState | Plan:
    """Load a game or plan written by `dumps`."""
    return loads_with_extra(text)[0]


__all__ = ["dumps", "loads", "loads_with_extra", "SaveError", "Seen", "Event", "Queued", "Ask"]
