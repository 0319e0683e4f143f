"""The night's story in plain English, one line per resolved step (for logs and the CLI).

The GUI tells the same story in the player's language from the same events.
"""
from __future__ import annotations

import json

from .table import Event, GameState


def _where(state: GameState, place: int) -> str:
    n = len(state.seats)
    return state.seats[place] if place < n else f"centre card {place - n + 1}"


def describe(state: GameState, ev: Event) -> str | None:
    """One English line for an event, or None for steps that did nothing."""
    seats = state.seats
    who = seats[ev.actor] if ev.actor >= 0 else ""
    step = ev.step.replace("_", " ")
    if ev.step == "dawn":
        parts = []
        for s in ev.seen:
            if s.kind == "artifact":
                parts.append(f"{seats[s.seat]} found {s.value.replace('_', ' ')} on their card")
        faceup = sorted({(s.place, s.value) for s in ev.seen if s.kind == "faceup"})
        parts += [f"{_where(state, p)}'s card lies face up: {v}" for p, v in faceup]
        return "Dawn: " + "; ".join(parts) if parts else None
    if ev.action == "none" and ev.actor < 0:
        return None
    if ev.step == "mark_check":
        return "Mark check: " + ", ".join(f"{seats[s.seat]} has {s.value}" for s in ev.seen)
    bits = []
    for s in ev.seen:
        if s.kind == "card":
            bits.append(f"{seats[s.seat]} saw {_where(state, s.place)}: {s.value}")
        elif s.kind == "mark":
            bits.append(f"{seats[s.seat]} saw {seats[s.place]}'s mark: {s.value}")
        elif s.kind == "copy":
            bits.append(f"{seats[s.seat]} became {s.value}")
        elif s.kind == "team":
            names = ", ".join(seats[x] for x in s.seats) or "nobody"
            bits.append(f"{seats[s.seat]} saw {s.value.replace('_', ' ')}: {names}")
        elif s.kind == "tap":
            bits.append(f"{seats[s.seat]} was tapped from the {s.value}")
    for d in ev.detail:
        key, _, rest = d.partition(":")
        if key == "give":
            mark, seat = rest.split(":")
            bits.append(f"{seats[int(seat)]} received the {mark} mark")
        elif key == "shield":
            bits.append(f"{seats[int(rest)]}'s card was shielded")
        elif key == "artifact":
            bits.append(f"an artifact was placed ({rest.replace('_', ' ')})")
        elif key == "turns":
            bits.append(f"{who} turned {rest}")
        elif key == "stays_up":
            bits.append("the card stays face up")
    args = json.loads(ev.args) if ev.args else None
    if ev.action == "skip":
        bits.insert(0, "skipped")
    elif args:
        bits.insert(0, "chose " + json.dumps(args, ensure_ascii=False, sort_keys=True))
    head = f"{step} ({who})" if who else step
    return f"{head}: " + "; ".join(bits) if bits else f"{head}: nothing happened"


def story_lines(state: GameState) -> list[str]:
    """The whole night as English lines, in wake order."""
    return [line for ev in state.log if (line := describe(state, ev))]
