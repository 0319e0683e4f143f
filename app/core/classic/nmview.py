"""What the table sees of New Moon (CLASSIC.md §11.31.7), for the screens: a dawn's event as
drawn (`draw_view`), the cards in force today and tonight (`in_force`), a spirits' answer line
(`decode`); the deck's data the deck builder shows (`PUBLIC`, `DEFAULT_HAND`, `ROLE`). Read off the log and the game's New Moon facts; no rule is decided here.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import kinds as K
from .newmoon import DEFAULT_HAND, ON_LIVING, PUBLIC, ROLE, SEANCES, crier, day_card, decode, drawer_today, hand, on
from .state import GameState

@dataclass(frozen=True)
class DrawView:
    """Dawn N_k's event, from the public log (and, for the drawer's eyes only, the confession):
    the card, who drew it (the crier: who played it), its public line, the spirits' answer."""

    round: int
    event: str
    drawer: int
    by_crier: bool = False
    census: int | None = None
    pillory: int | None = None
    moonstruck: int | None = None
    swap: tuple[int, ...] = ()
    funeral: tuple[tuple[int, str], ...] = ()  # (seat, card at death)
    seance: tuple[str, tuple[int, ...], Any] | None = None  # (card, named seats, answer)
    confession: tuple[int, str] | None = None  # private to the drawer: (left neighbour, team)


def draw_view(st: GameState) -> DrawView | None:
    """The latest dawn's event while its dawn is the latest moment shown (None without New Moon)."""
    if not on(st):
        return None
    ev = next((e for e in reversed(st.log) if e.kind == "announce:event"), None)
    if ev is None or ev.target is None:
        return None
    m, k = ev.moment, int(ev.moment[1:])
    out: dict[str, Any] = {}
    drew = any(e.kind == "nm_draw" and e.moment == m for e in st.log)
    after = False
    for e in st.log:
        if e is ev:
            after = True
            continue
        if not after or e.moment != m:
            continue
        if e.kind == "announce:census":
            out["census"] = int(e.value or 0)
        elif e.kind in ("announce:pillory", "announce:moonstruck"):
            out[e.kind.split(":")[1]] = e.target
        elif e.kind == "announce:swap_votes":
            out["swap"] = e.seats
        elif e.kind == "reveal" and ev.value == "funeral" and e.seat is not None:
            out["funeral"] = out.get("funeral", ()) + ((e.seat, e.value),)
        elif e.kind == "announce:seance":
            card, ans = decode(e.value or "")
            out["seance"] = (card, e.seats, ans)
        elif e.kind == "confession":
            out["confession"] = (e.target, e.value)
    return DrawView(k, ev.value or "", ev.target, by_crier=not drew, **out)


@dataclass(frozen=True)
class InForce:
    """The cards in force: today's day card with its drawer and his left neighbour (switched
    seats), tonight's night card (from the last dawn)."""

    day: str | None = None
    drawer: int | None = None
    other: int | None = None
    night: str | None = None


def in_force(st: GameState) -> InForce:
    if not on(st):
        return InForce()
    s = st.w2.nm_swap
    n = st.w2.nm_night
    tonight = st.round if st.phase == "night" else st.round + 1
    return InForce(day_card(st), drawer_today(st), s[2] if s is not None and s[0] == st.round else None,
                   n[1] if n is not None and n[0] == tonight else None)


def seances_left(st: GameState) -> tuple[str, ...]:
    """The gypsy's spiritualism cards not yet used (public: every used one was read at dawn)."""
    used = st.w2.nm_used or ()
    return tuple(c for c in SEANCES if c not in used)


__all__ = ["ON_LIVING", "crier", "hand", "on", "seances_left", "DEFAULT_HAND", "DrawView", "InForce", "PUBLIC", "ROLE", "SEANCES", "decode", "draw_view", "in_force"]
