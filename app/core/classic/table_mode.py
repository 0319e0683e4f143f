"""The classic narrated night (CLASSIC.md §3.2 "narrated table mode", §11.5, A30): the laptop
lies in the middle and the narrator calls every step of the night in the engine's order,
whether its holder is alive or not; the players called come to the laptop in turn.

It is the pass-and-play night of `handoff` visited in another order: the
choices are held in the same `Night` and committed to the engine after the last call, and a
visit shows exactly what that seat's pass-and-play visit of the same lap shows. Only the
visits with something of the called step are made, at its call, instead of every seat in
every lap. The calls follow the engine's step table (`narration.classic_steps`), so they are
the same whatever the deal and the deaths; a dead holder's step is called and nobody comes.

>>> from app.core.classic.mode import CLASSIC
>>> g = CLASSIC.new_game(list("ABCDEFGH"), seed=7)
>>> calls(g)
('wolves', 'seer', 'bodyguard', 'witch')
>>> night = H.begin(g)
>>> [g.roles[s] for s in visitors(g, night, "wolves", ())]
['wolf', 'wolf']

A game with a second-wave card (CLASSIC.md §11.20) is called by `wave2.NIGHT_ORDER` (the
drunk's card at nightfall of N3 first) and visited as its laps are: a call takes its own
step only (a wolf seer picks with the pack at the pack's call and looks at his own; the
actor draws at his call and acts at the drawn card's), every earlier step of the night is
held by then, so the visit's step is exactly the call's. An information call (lovers,
wolf brothers, traitor, vampires, charmed, drunk) brings whoever it shows something to.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from .. import narration
from ..common.errors import RuleError, SaveError
from ..common.seats import seat_of
from . import handoff as H
from . import kinds as K
from . import newmoon as NM
from . import wave2 as W
from .handoff import Night
from .state import GameState

# Steps a holder is shown something at (no choice): who comes is read off their visit's view.
_SHOWN = {"lovers": lambda view: getattr(view, "partner", None) is not None,
          "brothers": lambda view: bool(getattr(view, "brothers", ()))}


def call_deck(state: GameState) -> tuple[str, ...]:
    """The cards whose steps are called: the public deck list, with the second wave's cards set
    aside (the actor's, the drunk's: their holders wake at those cards' calls, §11.26 "Setup")."""
    if state.preset == "standard":
        return ()
    aside: tuple[str, ...] = ()
    if state.w2:
        aside = tuple(state.w2.actor_cards or ()) + tuple(c for c in (state.w2.drunk_dealt,) if c)
    return tuple(H.deck_list(state)) + aside


def calls(state: GameState) -> tuple[str, ...]:
    """Tonight's calls, in the engine's order (the deck list's steps, not the deal's)."""
    if state.preset == "standard":
        return narration.classic_steps(state.preset, (), state.round)
    crier = NM.on(state) and bool(dict(state.options).get("captain"))
    return narration.classic_steps(state.preset, call_deck(state), state.round, wave2=bool(state.w2), crier=crier)


def lap_of(state: GameState, step: str) -> int:
    """The pass-and-play lap whose visits carry `step` tonight."""
    if state.preset == "standard":
        return next(lap for lap, steps in H.LAP_STEPS.items() if step in steps)
    if state.w2:
        for table in (H.layout(state), H.SHOWS[H.laps(state)]):
            lap = next((lap for lap, steps in sorted(table.items()) if step in steps), None)
            if lap is not None:
                return lap
        return 1  # the drunk's card: told on the night's first visit
    layout = H.layout(state)
    return next((lap for lap, steps in sorted(layout.items()) if step in steps), 1)


def at(state: GameState, night: Night, step: str, seat: int) -> Night:
    """The night positioned at `seat`'s visit of the lap that carries `step` (every planner
    function then works on that visit)."""
    n = state.n
    seat_of(seat, n)
    index = (lap_of(state, step) - 1) * n + (seat - H.start_seat(state)) % n
    return replace(night, index=index)


def _info(state: GameState, step: str) -> bool:
    """A second-wave call that only shows its holders something (no choice)."""
    return bool(state.w2) and step in W.INFO_STEPS


def _wants2(state: GameState, night: Night, step: str, seat: int, view: Any) -> bool:
    if step == "drunk":
        return any(e.kind == "drunk" and e.seat == seat and e.moment == f"N{state.round}" for e in state.log)
    if _info(state, step):
        kinds = H.SHOWN.get(step, ())
        return any(e.kind in kinds for e in view.shown)
    return view.step == step


def _wants(state: GameState, night: Night, step: str, seat: int) -> bool:
    view = H.visit_view(state, at(state, night, step, seat))
    if view is None or view.visit.kind == "dead":
        return False
    if state.w2:
        return _wants2(state, night, step, seat, view)
    if step in _SHOWN:
        return _SHOWN[step](view)
    if state.preset == "standard":
        return view.visit.kind == "act" and view.visit.step == step and not view.done
    return getattr(view, "step", None) == step


def visitors(state: GameState, night: Night, step: str, visited: tuple[int, ...]) -> list[int]:
    """The seats still to come during the call of `step`, in seat order from the night's first
    seat (`visited`: those who came already)."""
    n = state.n
    first = H.start_seat(state)
    order = [(first + i) % n for i in range(n)]
    return [s for s in order if s not in visited and s in state.nightfall and _wants(state, night, step, s)]


def end_call(state: GameState, night: Night, step: str, visited: tuple[int, ...]) -> Night:
    """The call's time is up: a turn of `step` nobody took is a skip (§3.3)."""
    for seat in visitors(state, night, step, ()):
        positioned = at(state, night, step, seat)
        if step in _SHOWN or _info(state, step):
            continue
        night = finish(state, positioned, step)
    return night


def done(state: GameState, night: Night, step: str) -> bool:
    """Whether the open visit has nothing more to do at the call of `step` (the second wave:
    its turn of `step` is taken; else: no option left, as in pass-and-play)."""
    if state.w2:
        view = H.visit_view(state, night)
        return view is None or _info(state, step) or view.step != step
    return not H.options(state, night)


def choose(state: GameState, night: Night, args: Any) -> tuple[Night, Any]:
    """Hold the open visit's choice (the second wave: its result shown at once, since every side
    choice of the night was called before)."""
    if state.w2:
        return H.choose(state, night, args, defer=False)
    return H.choose(state, night, args)


def finish(state: GameState, night: Night, step: str | None = None) -> Night:
    """The open visit is over: what it did not take is a skip (as in pass-and-play). The second
    wave: only the call's own step (the seat's later steps have their own calls)."""
    if not state.w2:
        return H.finish_visit(state, night)
    if step is None or _info(state, step):
        return night
    view = H.visit_view(state, night)
    if view is not None and view.step == step:
        night, _ = H.choose(state, night, None)
    return night


def commit(state: GameState, night: Night) -> tuple[GameState, Any]:
    """After the last call: the night's held choices into the engine, in its order."""
    return H.commit(state, replace(night, index=H.laps(state) * state.n))


def visit_view(state: GameState, night: Night, step: str | None) -> Any:
    """The open visit's view at the call of `step`. The second wave: what changed for the seat
    since its last private screen at every call it comes to (it may come to none on the first
    lap); at an information call, only what it shows (the seat's choices have their own calls)."""
    view = H.visit_view(state, night)
    if not state.w2 or view is None or view.visit.kind == "dead":
        return view
    out: dict[str, Any] = {"notices": H.notices(state, view.visit.seat)}
    if step is not None and _info(state, step):
        out.update(step=None, options=(), done=True, visit=replace(view.visit, kind="decoy", step=None))
    return replace(view, **out)


# --- a saved narrated night ------------------------------------------------------------------------

def from_dict(state: GameState, data: Any) -> Night:
    """A saved narrated extended night (both waves): its held choices replayed call by call, each at
    its own step's visit, in the order they were held (a narrated night holds them in the engine's
    order, not the laps'), then the notes. SaveError "corrupt" unless each was the visit's
    step then and legal. (Replayed visit by visit, as a pass-and-play night is, a call that
    comes to an earlier lap than the one before it would be refused, and the visits before the
    index would be finished, their steps still to be called held as skips.)"""
    try:
        if not isinstance(data, dict) or set(data) != {"round", "index", "held", "notes"}:
            raise ValueError("a night is an object with round, index, held and notes")
        if data["round"] != state.round or state.phase != "night":
            raise ValueError("the night does not belong to this state")
        index, n = data["index"], state.n
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index <= H.laps(state) * n:
            raise ValueError("a night's index is out of range")
        night = Night(state.round)
        for step, seat, args in (tuple(c) for c in data["held"]):
            if not isinstance(step, str) or not isinstance(seat, int) or isinstance(seat, bool) \
                    or not 0 <= seat < n:
                raise ValueError("a held choice names no step or seat")
            positioned = at(state, night, step, seat)
            view = H.visit_view(state, positioned)
            if view is None or view.visit.kind == "dead" or view.step != step:
                raise ValueError(f"no call of {step} came to seat {seat} then")
            night, _ = choose(state, positioned, args)
        last = (H.laps(state) - 1) * n
        for seat, text in (tuple(x) for x in data["notes"]):
            if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
                raise ValueError("a note names no seat")
            night = H.write_note(state, replace(night, index=last + (seat - H.start_seat(state)) % n), text)
        if [tuple(c) for c in data["notes"]] != [tuple(x) for x in night.notes]:
            raise ValueError("the night holds notes no visit wrote")
        return replace(night, index=index)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, RuleError) as exc:
        raise SaveError("corrupt", f"a damaged narrated night: {exc}") from None
