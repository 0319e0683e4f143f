"""The night's story in plain English, one line per resolved step (for logs and the CLI).

The GUI tells the same story in the player's language from the same events. Each kind of
fact has one template here: what a seat saw (by sight kind), what a turn did (by detail key).
"""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from .table import Event, GameState, Seen


def _where(state: GameState, place: int) -> str:
    n = len(state.seats)
    return state.seats[place] if place < n else f"centre card {place - n + 1}"


def _names(state: GameState, seats: tuple[int, ...]) -> str:
    return ", ".join(state.seats[x] for x in seats) or "nobody"


# What a seat saw, by sight kind: template and its values.
SIGHT_WORDS: dict[str, tuple[str, Callable[[GameState, Seen], dict[str, Any]]]] = {
    "card": ("{who} saw {where}: {value}",
             lambda st, s: {"who": st.seats[s.seat], "where": _where(st, s.place), "value": s.value}),
    "mark": ("{who} saw {owner}'s mark: {value}",
             lambda st, s: {"who": st.seats[s.seat], "owner": st.seats[s.place], "value": s.value}),
    "copy": ("{who} became {value}", lambda st, s: {"who": st.seats[s.seat], "value": s.value}),
    "team": ("{who} saw {label}: {names}",
             lambda st, s: {"who": st.seats[s.seat], "label": s.value.replace("_", " "), "names": _names(st, s.seats)}),
    "tap": ("{who} was tapped from the {value}", lambda st, s: {"who": st.seats[s.seat], "value": s.value}),
}
# What a turn did, by detail key ("key:rest"): template and its values.
DETAIL_WORDS: dict[str, tuple[str, Callable[[GameState, str, str], dict[str, Any]]]] = {
    "give": ("{to} received the {mark} mark",
             lambda st, rest, who: {"mark": rest.split(":")[0], "to": st.seats[int(rest.split(":")[1])]}),
    "shield": ("{owner}'s card was shielded", lambda st, rest, who: {"owner": st.seats[int(rest)]}),
    "artifact": ("an artifact was placed ({artifact})", lambda st, rest, who: {"artifact": rest.replace("_", " ")}),
    "turns": ("{who} turned {role}", lambda st, rest, who: {"who": who, "role": rest}),
    "stays_up": ("the card stays face up", lambda st, rest, who: {}),
}
# What Dawn shows, by sight kind.
DAWN_WORDS: dict[str, str] = {
    "artifact": "{who} found {artifact} on their card",
    "faceup": "{where}'s card lies face up: {value}",
}
# Events told by a line of their own: their heading, by step.
HEADINGS = {"dawn": "Dawn", "mark_check": "Mark check"}


def _dawn(state: GameState, ev: Event) -> str | None:
    parts = [DAWN_WORDS["artifact"].format(who=state.seats[s.seat], artifact=s.value.replace("_", " "))
             for s in ev.seen if s.kind == "artifact"]
    faceup = sorted({(s.place, s.value) for s in ev.seen if s.kind == "faceup"})
    parts += [DAWN_WORDS["faceup"].format(where=_where(state, p), value=v) for p, v in faceup]
    return f"{HEADINGS['dawn']}: " + "; ".join(parts) if parts else None


def _mark_check(state: GameState, ev: Event) -> str | None:
    return f"{HEADINGS['mark_check']}: " + ", ".join(f"{state.seats[s.seat]} has {s.value}" for s in ev.seen)


_OWN_LINES = {"dawn": _dawn, "mark_check": _mark_check}


def describe(state: GameState, ev: Event) -> str | None:
    """One English line for an event, or None for steps that did nothing."""
    if ev.action == "none" and ev.actor < 0:
        return None
    if ev.step in _OWN_LINES:
        return _OWN_LINES[ev.step](state, ev)
    who = state.seats[ev.actor] if ev.actor >= 0 else ""
    step = ev.step.replace("_", " ")
    bits = []
    for s in ev.seen:
        if s.kind in SIGHT_WORDS:
            template, values = SIGHT_WORDS[s.kind]
            bits.append(template.format(**values(state, s)))
    for d in ev.detail:
        key, _, rest = d.partition(":")
        if key in DETAIL_WORDS:
            template, values = DETAIL_WORDS[key]
            bits.append(template.format(**values(state, rest, who)))
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
