"""The whole game told from the event log, for the end screen and the scenario `log` (§7.3).

Lines are English developer text with player names; the UI builds its own translated
sentences from the same events (`events_by_moment`).
"""
from __future__ import annotations

from .state import Event, GameState


def _name(state: GameState, seat: int | None) -> str:
    return "nobody" if seat is None else state.seats[seat]


def line(state: GameState, ev: Event) -> str | None:
    """One human-readable line for a resolved step, or None for bookkeeping events."""
    n = lambda s: _name(state, s)
    m = ev.moment
    text = {
        "pick": lambda: f"{m} wolves: {n(ev.seat)} picks {n(ev.target)}",
        "bite": lambda: f"{m} wolves: bite target {n(ev.target)}",
        "look": lambda: f"{m} seer: {n(ev.seat)} inspects {n(ev.target)}: {ev.value}",
        "protect": lambda: f"{m} bodyguard: {n(ev.seat)} protects {n(ev.target)}",
        "save": lambda: f"{m} witch: {n(ev.seat)} saves {n(ev.target)}",
        "poison": lambda: f"{m} witch: {n(ev.seat)} poisons {n(ev.target)}",
        "skip": lambda: f"{m} {ev.value}: {n(ev.seat)} skips",
        "death": lambda: f"{m} {n(ev.seat)} dies ({ev.value})",
        "dawn": lambda: f"{m} dawn: " + (", ".join(n(s) for s in ev.seats) + " died" if ev.seats
                                         else "nobody died"),
        "shot": lambda: f"{m} hunter: {n(ev.seat)} shoots {n(ev.target)}",
        "ballot": lambda: f"{m} vote: {n(ev.seat)} votes {n(ev.target) if ev.target is not None else 'blank'}",
        "tally": lambda: f"{m} tally: " + (f"{n(ev.target)} voted out" if ev.target is not None
                                           else "nobody voted out"),
        "note": lambda: f"{m} note by {n(ev.seat)}: {ev.value}",
        "result": lambda: f"{m} result: {ev.value}",
    }.get(ev.kind)
    return text() if text else None


def story_lines(state: GameState) -> list[str]:
    return [t for ev in state.log if (t := line(state, ev)) is not None]


def events_by_moment(state: GameState) -> list[tuple[str, tuple[Event, ...]]]:
    """The log grouped by moment (N1, D1, N2, ...), for a night-by-night history."""
    out: list[tuple[str, list[Event]]] = []
    for ev in state.log:
        if not out or out[-1][0] != ev.moment:
            out.append((ev.moment, []))
        out[-1][1].append(ev)
    return [(m, tuple(evs)) for m, evs in out]
