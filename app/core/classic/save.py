"""A classic game saved at any moment and loaded back exactly (JSON, with its kind and version).

A save holds the whole state, but loading trusts none of it beyond the seats, the seed, the
roles and the choices its log records: the game is dealt again and every recorded choice is
replayed through the engine (`replay`), and the result must be the saved state exactly. So a
save whose values are consistent in shape but impossible (an unknown phase, a dead list the
log does not tell, a bite that is not the picks' top, a pending seat out of range...) is
refused as corrupt instead of crashing the app later.
"""
from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from ..common.errors import SaveError
from ..common.flow import save_kind
from . import engine as G
from . import extended as X
from . import kinds as K
from . import table_mode
from . import handoff
from .catalog import LAST_TURN, NIGHT_STEPS, check_deal
from .handoff import Night
from .state import Choice, Event, GameState, from_dict, to_dict

KIND = "classic"
VERSION = 1


def dumps(state: GameState, night: Night | None = None, extra: dict[str, Any] | None = None, *,
          log_from: int = 0) -> str:
    """The game, tonight's progress if a night is under way (handoff.Night), and the app's data.
    `log_from`: the state's log from that event on only (the autosave's journal records what is
    new since its last save: app/core/common/journal.py)."""
    if log_from:
        state = replace(state, log=state.log[log_from:])
    doc: dict[str, Any] = {"kind": KIND, "version": VERSION, "state": to_dict(state)}
    if night is not None:
        doc["night"] = handoff.to_dict(night)
    if extra:
        doc["extra"] = extra
    return json.dumps(doc, ensure_ascii=False, sort_keys=True)


def is_classic(text: str) -> bool:
    """Whether `text` claims to be a classic save (its kind), whatever its state."""
    return save_kind(text) == KIND


def loads(text: str) -> GameState:
    """The saved state; SaveError("corrupt" | "version") for anything that is not a classic save."""
    return loads_with_extra(text)[0]


def loads_with_extra(text: str) -> tuple[GameState, Night | None, dict[str, Any]]:
    """The saved state, its night (replayed and checked) and the app's data; SaveError as `loads`."""
    try:
        data: Any = json.loads(text)
    except (TypeError, ValueError, RecursionError) as exc:
        raise SaveError("corrupt", f"not a classic save: {exc}") from None
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise SaveError("corrupt", "not a classic save")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise SaveError("version", f"the save was written by a newer version (classic format {version}; "
                                   f"this version reads up to {VERSION})")
    if version != VERSION:
        raise SaveError("corrupt", f"unknown classic save version {data.get('version')!r}")
    try:
        saved = from_dict(data["state"])
        if saved.preset == "standard":
            check_deal(saved.roles)
        elif saved.preset != "extended":
            raise ValueError(f"unknown preset {saved.preset!r}")
        if len(saved.seats) != len(saved.roles):
            raise ValueError("seats and roles differ in length")
        extra = data.get("extra", {})
        if not isinstance(extra, dict) or set(data) - {"kind", "version", "state", "night", "extra"}:
            raise ValueError("unknown parts in the save")
        state = replay(saved)
        # Exactly the saved state, types included (1.0 or true for a seat 1 is not a real save).
        if json.dumps(to_dict(state), sort_keys=True) != json.dumps(data["state"], sort_keys=True):
            raise ValueError("the saved state is not the one its log replays to")
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - whatever a damaged file makes fail, it is corrupt
        raise SaveError("corrupt", f"a damaged classic save: {type(exc).__name__}: {exc}") from None
    try:
        table = extra.get("table")
        # a narrated night, call by call: its choices are held in the calls' order, and a call may come
        # to a lap before an earlier call's (the seer's after the wolves' on an extended Night 1)
        if "night" in data and state.preset != "standard" and isinstance(table, dict) and table:
            night = table_mode.from_dict(state, data["night"])
        else:
            night = handoff.from_dict(state, data["night"]) if "night" in data else None
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - as above
        raise SaveError("corrupt", f"a damaged classic night: {type(exc).__name__}: {exc}") from None
    return state, night, extra


# --- replaying the log --------------------------------------------------------------------------

# The events a choice of the table makes (the rest, such as bite, victim, death, dawn, tally,
# dusk and result, are the engine's own consequences of them).
_CHOICE_KINDS = frozenset({"pick", "skip", "look", "protect", "save", "poison", "shot", "last_turn",
                           "vote_start", "ballot", "note"})
_SKIP_STEPS = NIGHT_STEPS + ("hunter",)
# The extended preset's further choice events (CLASSIC.md §11): thief, cupid, little girl, fox,
# trial ballots, the tie-break, the scapegoat's and the successor's choices.
_X_CHOICE_KINDS = frozenset({"take", "couple", "peek", "sniff", "verdict_ballot", "tiebreak", "scapegoat", "captain"})
_X_SKIP_STEPS = ("thief", "cupid", "wolves", "little_girl", "seer", "fox", "bodyguard", "witch", "hunter",
                 "scapegoat", "successor", "tiebreak")


def _player(ev: Event) -> dict[str, Any] | None:
    return None if ev.target is None else {"player": ev.target}


def _x_choice(log: tuple[Event, ...], at: int) -> Choice:
    """As `_choice`, for an extended game's event `log[at]`."""
    ev = log[at]
    kind = ev.kind
    if kind == "take":
        return Choice("thief", ev.seat, None if ev.value == "forced" else {"take": ev.target})
    if kind == "couple":
        return Choice("cupid", ev.seat, {"players": list(ev.seats)})
    if kind == "peek":
        return Choice("little_girl", ev.seat, {"peek": True})
    if kind == "sniff":
        return Choice("fox", ev.seat, {"player": ev.target})
    if kind == "verdict_ballot":
        return Choice("trial", ev.seat, ev.value)
    if kind == "tiebreak":
        return Choice("tiebreak", ev.seat, {"player": ev.target})
    if kind == "scapegoat":
        return Choice("scapegoat", ev.seat, {"player": ev.target})
    if kind == "captain":
        if ev.value != "successor" or ev.target is None:
            raise ValueError("a captain event that no choice makes here")
        return Choice("successor", ev.seat, {"player": ev.target})
    if kind == "skip":
        if ev.value not in _X_SKIP_STEPS or ev.target is not None:
            raise ValueError(f"a skip of an unknown step {ev.value!r}")
        return Choice(ev.value, ev.seat, None)
    if kind == "ballot":
        return Choice(ev.value or "vote", ev.seat, _player(ev))
    if kind == "save" and ev.value == "both":
        nxt = log[at + 1] if at + 1 < len(log) else None
        if nxt is None or nxt.kind != "poison":
            raise ValueError("a save with both potions is followed by its poison")
        return Choice("witch", ev.seat, {"save": True, "poison": nxt.target})
    return _choice(ev)


def _choice(ev: Event) -> Choice:
    """The choice that made the recorded event `ev` (ValueError for an event no choice makes)."""
    kind = ev.kind
    if kind == "pick":
        if ev.value != "wolves" or ev.target is None:
            raise ValueError("a pick is a wolf's, with a target")
        return Choice("wolves", ev.seat, {"player": ev.target})
    if kind == "skip":
        if ev.value not in _SKIP_STEPS or ev.target is not None:
            raise ValueError(f"a skip of an unknown step {ev.value!r}")
        return Choice(ev.value, ev.seat, None)
    if kind == "look":
        return Choice("seer", ev.seat, {"player": ev.target})
    if kind == "protect":
        return Choice("bodyguard", ev.seat, {"player": ev.target})
    if kind == "save":
        return Choice("witch", ev.seat, {"save": True})
    if kind == "poison":
        return Choice("witch", ev.seat, {"poison": ev.target})
    if kind == "shot":
        return Choice("hunter", ev.seat, {"player": ev.target})
    if kind == "last_turn":
        return Choice(LAST_TURN, ev.seat, None)
    if kind == "ballot":
        return Choice("vote", ev.seat, _player(ev))
    raise ValueError(f"a {kind!r} event that no choice makes here")


def replay(saved: GameState) -> GameState:
    """The game dealt again from the saved seats, seed and roles, with every choice its log
    records played again through the engine; ValueError (or the engine's RuleError/PhaseError)
    as soon as the log holds anything the replay does not make itself, in the same order."""
    if not isinstance(saved.seed, int) or isinstance(saved.seed, bool):
        raise ValueError("the seed is not an integer")
    if saved.preset == "extended":
        return _x_replay(saved)
    if saved.draws == 0:
        state = G.new_game(saved.seats, None, saved.seed, roles=saved.roles)
    else:
        state = G.new_game(saved.seats, None, saved.seed)  # dealt from the seed: its roles must match
        if state.roles != saved.roles or state.draws != saved.draws:
            raise ValueError("the roles are not the seed's deal")
    log = saved.log
    if log[: len(state.log)] != state.log:
        raise ValueError("the log does not begin with the deal")
    while len(state.log) < len(log):
        at = len(state.log)
        ev = log[at]
        if not isinstance(ev, Event) or ev.kind not in _CHOICE_KINDS:
            raise ValueError(f"event {at} ({getattr(ev, 'kind', None)!r}) is not a choice the replay can make")
        if ev.kind == "vote_start":
            state, _ = G.begin_vote(state)
        elif ev.kind == "note":
            state = G.write_note(state, ev.seat, ev.value)  # type: ignore[arg-type]
        else:
            state, _ = G.apply(state, _choice(ev))
        if len(state.log) > len(log) or state.log[at:] != log[at: len(state.log)]:
            raise ValueError(f"event {at} ({ev.kind}) does not replay to the saved log")
    return state


def _x_replay(saved: GameState) -> GameState:
    """`replay` for an extended game: dealt again from the deck and the seed when the deal is
    the seed's, else from the saved deal (roles and spare cards as dealt); then every choice."""
    if "thief" in saved.dealt:
        t = saved.dealt.index("thief")
        spare = tuple(saved.roles[t] if c == "thief" else c for c in saved.spare)
    else:
        spare = saved.spare
    opts = dict(saved.options)
    keys = tuple(k for k, _ in saved.options)
    if keys not in (tuple(X.OPTIONS), tuple(X.OPTIONS) + ("new_moon", "crier_hand")) or X.check_options(opts):
        raise ValueError("the options are not the six of the extended preset (and New Moon's two)")
    if saved.w2:
        return _w2_replay(saved, spare, opts)
    starts = [G.new_game(saved.seats, None, saved.seed, roles=saved.dealt, preset="extended", options=opts,
                         spare=spare)]
    roles, sp, draws = X.deal(len(saved.seats), saved.dealt + spare, saved.seed)
    if (roles, sp) == (saved.dealt, spare):
        starts.insert(0, G.new_game(saved.seats, saved.dealt + spare, saved.seed, preset="extended", options=opts))
    err: Exception | None = None
    for state in starts:
        try:
            out = _replay_log(state, saved.log, extended=True)
        except Exception as exc:  # noqa: BLE001 - the other start may be the right one
            err = exc
            continue
        if out == saved:
            return out
        err = ValueError("the saved state is not the one its log replays to")
    raise err or ValueError("no deal replays this game")


def _replay_log(state: GameState, log: tuple[Event, ...], extended: bool = False) -> GameState:
    if log[: len(state.log)] != state.log:
        raise ValueError("the log does not begin with the deal")
    kinds = _CHOICE_KINDS | (_X_CHOICE_KINDS | {"accused"} if extended else frozenset())
    while len(state.log) < len(log):
        at = len(state.log)
        ev = log[at]
        if not isinstance(ev, Event) or ev.kind not in kinds:
            raise ValueError(f"event {at} ({getattr(ev, 'kind', None)!r}) is not a choice the replay can make")
        if ev.kind == "vote_start" or ev.kind == "accused":  # a scapegoat's trial day opens on its accused
            state, _ = G.begin_vote(state)
        elif ev.kind == "note":
            state = G.write_note(state, ev.seat, ev.value)  # type: ignore[arg-type]
        else:
            state, _ = G.apply(state, _x_choice(log, at) if extended else _choice(ev))
        if len(state.log) > len(log) or state.log[at:] != log[at: len(state.log)]:
            raise ValueError(f"event {at} ({ev.kind}) does not replay to the saved log")
    return state


def _w2_replay(saved: GameState, spare: tuple[str, ...], opts: dict[str, Any]) -> GameState:
    """`replay` for a game with a second-wave card: its log records every choice as it was
    made (a ``choice`` event: step and args), so the replay plays those again, from the seed's
    deal (and extras) when they are the saved ones, else from the saved deal."""
    extras = {"actor": K.get(saved, "actor_cards") or None, "drunk": K.get(saved, "drunk_dealt"),
              "sect": K.get(saved, "sect")}
    starts = [G.new_game(saved.seats, None, saved.seed, roles=saved.dealt, preset="extended", options=opts,
                         spare=spare, **extras)]
    roles, sp, _ = X.deal(len(saved.seats), saved.dealt + spare, saved.seed)
    if (roles, sp) == (saved.dealt, spare):
        starts.insert(0, G.new_game(saved.seats, saved.dealt + spare, saved.seed, preset="extended", options=opts))
    err: Exception | None = None
    for state in starts:
        try:
            out = _w2_replay_log(state, saved.log)
            if out.phase == "day" and saved.phase == "vote" and len(out.log) == len(saved.log):
                # saved as the day opened a step that logs nothing yet (the crier's naming, the cavalier)
                out, _ = G.begin_vote(out)
        except Exception as exc:  # noqa: BLE001 - the other start may be the right one
            err = exc
            continue
        if out == saved:
            return out
        err = ValueError("the saved state is not the one its log replays to")
    raise err or ValueError("no deal replays this game")


def _w2_replay_log(state: GameState, log: tuple[Event, ...]) -> GameState:
    if log[: len(state.log)] != state.log:
        raise ValueError("the log does not begin with the deal")
    while len(state.log) < len(log):
        at = len(state.log)
        ev = log[at]
        if not isinstance(ev, Event) or ev.kind not in ("choice", "vote_start", "accused", "note", "no_vote"):
            raise ValueError(f"event {at} ({getattr(ev, 'kind', None)!r}) is not a choice the replay can make")
        if ev.kind in ("vote_start", "accused", "no_vote"):  # the table ended the discussion (a market day: no vote)
            state, _ = G.begin_vote(state)
        elif ev.kind == "note":
            state = G.write_note(state, ev.seat, ev.value)  # type: ignore[arg-type]
        else:
            if state.phase == "day":  # the day's first choice (the cavalier's) opens it
                state, _ = G.begin_vote(state)
            step, args = json.loads(ev.value or "")
            state, _ = G.apply(state, Choice(step, ev.seat, args))
        if len(state.log) > len(log) or state.log != log[: len(state.log)]:
            raise ValueError(f"event {at} ({ev.kind}) does not replay to the saved log")
    return state
