"""A classic game's log replayed from the deal: the choices a log records, played
again through the engine. A save loads by it (`replay`: the state must be the saved one, save.py) and
the tally screen reads the engine's numbers of a past vote off it (`before_event`, views.tally_view).
"""
from __future__ import annotations

import json
from typing import Any

from . import engine as G
from . import extended as X
from .catalog import LAST_TURN
from .state import Choice, Event, GameState


# --- replaying the log --------------------------------------------------------------------------

# The events a choice of the table makes (the rest, such as bite, victim, death, dawn, tally,
# dusk and result, are the engine's own consequences of them): the standard preset's, then the
# extended preset's further ones (thief, cupid, little girl, fox, trial ballots, the tie-break,
# the scapegoat's and the successor's choices, a scapegoat's trial day opening on its accused),
# and a game with a second-wave card's, whose log records each choice as it was made (a
# ``choice`` event: step and args; a market day opens on ``no_vote``).
_CHOICE_KINDS = frozenset({"pick", "skip", "look", "protect", "save", "poison", "shot", "last_turn",
                           "vote_start", "ballot", "note", "take", "couple", "peek", "sniff", "verdict_ballot",
                           "tiebreak", "scapegoat", "captain", "accused", "choice", "no_vote"})
_SKIP_STEPS = ("thief", "cupid", "wolves", "little_girl", "seer", "fox", "bodyguard", "witch", "hunter",
               "scapegoat", "successor", "tiebreak")


def _player(ev: Event) -> dict[str, Any] | None:
    return None if ev.target is None else {"player": ev.target}


def _choice(log: tuple[Event, ...], at: int) -> Choice:
    """The choice that made the recorded event `log[at]` (ValueError for an event no choice makes)."""
    ev = log[at]
    kind = ev.kind
    if kind == "choice":
        step, args = json.loads(ev.value or "")
        return Choice(step, ev.seat, args)
    if kind == "pick":
        if ev.value != "wolves" or ev.target is None:
            raise ValueError("a pick is a wolf's, with a target")
        return Choice("wolves", ev.seat, {"player": ev.target})
    if kind == "skip":
        if ev.value not in _SKIP_STEPS or ev.target is not None:
            raise ValueError(f"a skip of an unknown step {ev.value!r}")
        return Choice(ev.value, ev.seat, None)
    if kind == "save" and ev.value == "both":
        nxt = log[at + 1] if at + 1 < len(log) else None
        if nxt is None or nxt.kind != "poison":
            raise ValueError("a save with both potions is followed by its poison")
        return Choice("witch", ev.seat, {"save": True, "poison": nxt.target})
    if kind == "take":
        return Choice("thief", ev.seat, None if ev.value == "forced" else {"take": ev.target})
    if kind == "couple":
        return Choice("cupid", ev.seat, {"players": list(ev.seats)})
    if kind == "verdict_ballot":
        return Choice("trial", ev.seat, ev.value)
    if kind == "captain":
        if ev.value != "successor" or ev.target is None:
            raise ValueError("a captain event that no choice makes here")
        return Choice("successor", ev.seat, {"player": ev.target})
    if kind == "ballot":
        return Choice(ev.value or "vote", ev.seat, _player(ev))
    if kind == "last_turn":
        return Choice(LAST_TURN, ev.seat, None)
    step = {"look": "seer", "protect": "bodyguard", "shot": "hunter", "sniff": "fox", "tiebreak": "tiebreak",
            "scapegoat": "scapegoat"}.get(kind)
    if step is not None:
        return Choice(step, ev.seat, {"player": ev.target})
    args = {"save": {"save": True}, "poison": {"poison": ev.target}, "peek": {"peek": True}}.get(kind)
    if args is not None:
        return Choice("witch" if kind != "peek" else "little_girl", ev.seat, args)
    raise ValueError(f"a {kind!r} event that no choice makes here")


def replay(saved: GameState) -> GameState:
    """The game dealt again from the saved seats, seed and deal, with every choice its log records
    played again through the engine; ValueError (or the engine's RuleError/PhaseError) as soon as
    the log holds anything the replay does not make itself, in the same order. An extended game is
    dealt from the deck and the seed when the deal is the seed's, else from the saved deal (roles,
    spare cards and the second wave's extras as dealt)."""
    if not isinstance(saved.seed, int) or isinstance(saved.seed, bool):
        raise ValueError("the seed is not an integer")
    err: Exception | None = None
    for state in _starts(saved):
        try:
            out = _replay_log(state, saved.log)
            if out.phase == "day" and saved.phase == "vote" and len(out.log) == len(saved.log):
                # saved as the day opened a step that logs nothing yet (the crier's naming, the cavalier)
                out, _ = G.begin_vote(out)
        except Exception as exc:  # noqa: BLE001 - another start may be the right one
            err = exc
            continue
        if out == saved:
            return out
        err = ValueError("the saved state is not the one its log replays to")
    raise err or ValueError("no deal replays this game")


def before_event(saved: GameState, at: int) -> GameState:
    """The state the game was in just before the action that logged `saved.log[at]` (a choice,
    or the table's start of the vote), replayed from the deal as `replay` plays a save; the
    engine's numbers at that moment (a tally's counts) are read off it. ValueError as `replay`,
    or for an `at` outside the log."""
    if not 0 <= at < len(saved.log):
        raise ValueError("no such event in the log")
    err: Exception | None = None
    for state in _starts(saved):
        try:
            return _replay_log(state, saved.log, stop=at)
        except Exception as exc:  # noqa: BLE001 - another start may be the right one
            err = exc
    raise err or ValueError("no deal replays this game")


def _starts(saved: GameState) -> list[GameState]:
    """The games the saved one may have started as: a standard game dealt from its seed (or with
    its roles when it drew nothing); an extended one from its deck and seed, when that deal is
    the saved one, and from its deal as saved."""
    if saved.preset == "standard":
        if saved.draws == 0:
            return [G.new_game(saved.seats, None, saved.seed, roles=saved.roles)]
        state = G.new_game(saved.seats, None, saved.seed)  # dealt from the seed: its roles must match
        if state.roles != saved.roles or state.draws != saved.draws:
            raise ValueError("the roles are not the seed's deal")
        return [state]
    if "thief" in saved.dealt:
        t = saved.dealt.index("thief")
        spare = tuple(saved.roles[t] if c == "thief" else c for c in saved.spare)
    else:
        spare = saved.spare
    opts = dict(saved.options)
    keys = tuple(k for k, _ in saved.options)
    if keys not in (tuple(X.OPTIONS), tuple(X.OPTIONS) + ("new_moon", "crier_hand")) or X.check_options(opts):
        raise ValueError("the options are not the six of the extended preset (and New Moon's two)")
    extras = {"actor": saved.w2.actor_cards or None, "drunk": saved.w2.drunk_dealt,
              "sect": saved.w2.sect}
    starts = [G.new_game(saved.seats, None, saved.seed, roles=saved.dealt, preset="extended", options=opts,
                         spare=spare, **extras)]
    roles, sp, _ = X.deal(len(saved.seats), saved.dealt + spare, saved.seed)
    if (roles, sp) == (saved.dealt, spare):
        starts.insert(0, G.new_game(saved.seats, saved.dealt + spare, saved.seed, preset="extended", options=opts))
    return starts


def _replay_log(state: GameState, log: tuple[Event, ...], stop: int | None = None) -> GameState:
    """The state `log` replays to; with `stop`, the state just before the action that logs `log[stop]`."""
    if log[: len(state.log)] != state.log:
        raise ValueError("the log does not begin with the deal")
    if stop is not None and stop < len(state.log):
        raise ValueError("the event is the deal's")
    while len(state.log) < len(log):
        at = len(state.log)
        before = state
        ev = log[at]
        if not isinstance(ev, Event) or ev.kind not in _CHOICE_KINDS:
            raise ValueError(f"event {at} ({getattr(ev, 'kind', None)!r}) is not a choice the replay can make")
        if ev.kind in ("vote_start", "accused", "no_vote"):  # the table ended the discussion (a market day: no vote)
            state, _ = G.begin_vote(state)
        elif ev.kind == "note":
            state = G.write_note(state, ev.seat, ev.value)  # type: ignore[arg-type]
        else:
            if state.phase == "day" and ev.kind == "choice":  # the day's first choice (the cavalier's) opens it
                state, _ = G.begin_vote(state)
            state, _ = G.apply(state, _choice(log, at))
        if len(state.log) > len(log) or state.log[at:] != log[at: len(state.log)]:
            raise ValueError(f"event {at} ({ev.kind}) does not replay to the saved log")
        if stop is not None and len(state.log) > stop:
            return before
    return state
