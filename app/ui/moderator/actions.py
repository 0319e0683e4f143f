"""What the moderator's screens ask of the session (ModeratorSession.submit): small frozen records."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Prepare:
    """The table is set: the players in seat order, their portraits, the preset, the deck, the options."""

    names: tuple[str, ...]
    portraits: tuple[str, ...]
    preset: str
    deck: tuple[str, ...]
    options: tuple[tuple[str, Any], ...]


@dataclass(frozen=True)
class Deal:
    """The app deals (again): a new seeded deal shown to the moderator."""

    seed: int | None = None


@dataclass(frozen=True)
class EnterDeal:
    """The moderator dealt the real cards: who holds what (a card per seat, the spare cards)."""

    roles: tuple[str, ...]
    spare: tuple[str, ...] = ()
    seed: int | None = None


@dataclass(frozen=True)
class StartNight:
    """The cards are handed out: Night 1 begins."""


@dataclass(frozen=True)
class Entry:
    """The pointed-at choice of the seat (or the pack) the game waits for: args as the engine's
    (None or {} is "nothing")."""

    args: Any = None


@dataclass(frozen=True)
class Ballots:
    """Every ballot of the ballot lap open now, in seat order: (voter, a seat, None to abstain,
    or "kill" / "spare" in a trial)."""

    ballots: tuple[tuple[int, Any], ...]


@dataclass(frozen=True)
class NextCall:
    """The call is over: the next one (after the last, the dawn)."""


@dataclass(frozen=True)
class Undo:
    """The last entry is taken back: the exact state before it, where it was made."""


@dataclass(frozen=True)
class Continue:
    """The lines are announced: on as the game went (the day, the ballots, the next night, the end)."""


@dataclass(frozen=True)
class StartVote:
    """The discussion is over: the captain's election on Day 1, then the vote."""


@dataclass(frozen=True)
class NoteTimer:
    """The day's (or the defence's) clock, kept across a language change and a resume."""

    ms_left: int


@dataclass(frozen=True)
class ToStart:
    """Back to the start screen (the game stays saved)."""
