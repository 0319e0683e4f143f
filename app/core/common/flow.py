"""What every game mode offers the app: the `Mode` protocol and its declarative phase table.

A mode is a package under `app.core` (One Night is `app.core.onenight`). The app's session,
the autosave, the scenario runner and the simulator talk to a game only through its mode:

>>> from app.core.onenight.mode import ONE_NIGHT
>>> ONE_NIGHT.phases.first
'dusk'
>>> ONE_NIGHT.phases.after("day", "begin_vote")
'vote'
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Protocol

from .errors import PhaseError


def save_kind(text: str) -> Any:
    """The kind a save text claims (its top-level "kind": "classic" for a classic game), read
    without loading any mode, so that reading the autosave loads only its own mode's rules;
    None when the text is not a JSON object. Each mode's loader still checks everything."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return None
    return data.get("kind") if isinstance(data, dict) else None


@dataclass(frozen=True)
class PhaseRow:
    """One phase: what it asks of the table, and which happening moves it to which phase.

    asks: ``steps`` (seats decide night steps, in private), ``nothing`` (the table talks),
    ``ballots`` (every seat votes), ``end`` (the game is over).
    on: happening -> next phase, e.g. ``{"begin_vote": "vote"}``.
    """

    id: str
    asks: str
    on: tuple[tuple[str, str], ...] = ()
    private: bool = False  # True: the laptop goes from seat to seat (pass-and-play)

    def next(self, happening: str) -> str | None:
        return dict(self.on).get(happening)


@dataclass(frozen=True)
class PhaseTable:
    """A mode's phases in the order a game meets them."""

    rows: tuple[PhaseRow, ...]

    def __post_init__(self) -> None:
        ids = [r.id for r in self.rows]
        for r in self.rows:
            for _, target in r.on:
                if target not in ids:
                    raise ValueError(f"phase {r.id!r} leads to unknown phase {target!r}")

    @property
    def first(self) -> str:
        return self.rows[0].id

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.rows)

    def row(self, phase: str) -> PhaseRow:
        for r in self.rows:
            if r.id == phase:
                return r
        raise PhaseError(f"unknown phase {phase!r}")

    def after(self, phase: str, happening: str) -> str:
        """The phase that `happening` leads to from `phase`; PhaseError if it cannot happen there."""
        target = self.row(phase).next(happening)
        if target is None:
            raise PhaseError(f"{happening!r} cannot happen in phase {phase!r}")
        return target

    def allows(self, phase: str, happening: str) -> bool:
        return any(r.id == phase and r.next(happening) is not None for r in self.rows)

    def asking(self, asks: str) -> tuple[str, ...]:
        """The phases that ask this of the table (e.g. every ``steps`` phase)."""
        return tuple(r.id for r in self.rows if r.asks == asks)


class Planner(Protocol):
    """How the laptop moves between seats while the phase is private (one policy per mode)."""

    def start(self, game: Any, first_seat: int = 0) -> Any: ...
    def open_visit(self, plan: Any) -> Any: ...
    def pending_news(self, plan: Any) -> tuple[Any, ...]: ...
    def deliver(self, plan: Any) -> Any: ...
    def next_ask(self, plan: Any) -> Any | None: ...
    def options(self, plan: Any, ask: Any) -> list[dict[str, Any]]: ...
    def decide(self, plan: Any, ask: Any, args: dict[str, Any] | None) -> Any: ...
    def close_visit(self, plan: Any) -> Any: ...
    def night_over(self, plan: Any) -> bool: ...
    def knowledge(self, plan: Any, seat: int) -> Any: ...


class Mode(Protocol):
    """A game mode: its rules behind a handful of pure functions over immutable states."""

    id: str
    phases: PhaseTable
    planner: Planner

    def new_game(self, seats: list[str], deck: list[str], seed: int, **setup: Any) -> Any: ...
    def validate(self, n_players: int, deck: list[str]) -> str | None: ...
    def request(self, state: Any) -> Any | None: ...
    def options(self, state: Any, seat: int) -> list[dict[str, Any]]: ...
    def check(self, state: Any, choice: Any) -> None: ...
    def apply(self, state: Any, choice: Any) -> tuple[Any, tuple[Any, ...]]: ...
    def knowledge(self, state: Any, seat: int) -> Any: ...
    def public_view(self, state: Any) -> Any: ...
    def outcome(self, state: Any) -> Any | None: ...
    def story(self, state: Any) -> list[str]: ...
