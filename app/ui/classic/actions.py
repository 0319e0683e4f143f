"""What a classic screen asks its session to do (ClassicSession.submit), and what the public
screens are given to show. Screens read the game only through these and the core's views.

The public screens (dawn, day, tally, dusk, end) need of their session only:

* ``changed``: a Qt signal, emitted after every change;
* ``seats`` (names) and ``portraits`` (a portrait id per seat);
* ``public_view()``: `app.core.classic.views.PublicView` (roles only at the end);
* ``announcement()``: an `Announcement` for the dawn and dusk screens;
* ``history()``: at the end, the event log by moment (`story.events_by_moment`);
* ``settings``: the app settings (``discussion_minutes``: 0 = no discussion timer);
* ``submit(action)`` with the actions below.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Announcement:
    """What the dawn or dusk screen announces, all of it public (CLASSIC.md §4.4, §5.4)."""

    kind: str  # dawn | dusk
    round: int  # the night (dawn) or day (dusk) number
    dead: tuple[int, ...]  # dawn: the night's dead in seat order; dusk: the voted-out seat (or empty)
    shot: tuple[int, ...] = ()  # seats shot at this moment, once the last turns are over
    last_turns: bool = False  # True: the last turns are still to come (the button starts them)
    result: str | None = None  # the game ended at this moment: village | wolves | draw
    # Every public line of this moment in log order (app.core.classic.views.PublicLine): the
    # extended preset's reveals, verdict, scapegoat's choice, new captain, bear line... While the
    # last turns are still to come, only what is announced before them (dawn, dusk, tally,
    # election, verdict, accused, tiebreak, reveal) is here; the rest once they are over.
    lines: tuple = ()


@dataclass(frozen=True)
class Continue:
    """Dawn/tally/dusk: go on (to the last turns, the day, the next night or the end)."""


@dataclass(frozen=True)
class StartVote:
    """The table ends the discussion: the ballots begin."""


@dataclass(frozen=True)
class NoteTimer:
    """The discussion clock's time left (kept across a resume)."""

    ms_left: int


@dataclass(frozen=True)
class OpenCurtain:
    """The holder opened the curtain (a night visit, a last turn or a ballot)."""


@dataclass(frozen=True)
class HideVisit:
    """Back to the curtain (Esc, or left alone too long); the visit stays open."""


@dataclass(frozen=True)
class Act:
    """The holder's choice on this visit (args as CLASSIC.md §9 with seat numbers; None: skip)."""

    args: dict | None


@dataclass(frozen=True)
class Decoy:
    """A decoy task was confirmed (the game does not change)."""

    seat: int | None = None


@dataclass(frozen=True)
class WriteNote:
    """The lap-2 note field (wolves' note for a wolf, a private note otherwise; may be empty)."""

    text: str


@dataclass(frozen=True)
class FinishVisit:
    """Done: the laptop goes to the next seat (or the middle of the table)."""


@dataclass(frozen=True)
class Ballot:
    """A confirmed ballot (None: abstain, also on timeout); it cannot change.

    The vote and the captain election name a seat; a kill-or-spare ballot of the trial
    (extended preset, CLASSIC.md §11.9.3) is ``"kill"`` or ``"spare"``."""

    target: int | str | None


@dataclass(frozen=True)
class RemoteBallot:
    """A phone seat's confirmed ballot, cast on its phone while the laptop's lap goes round the
    others (LAN.md); as `Ballot`, None abstains."""

    seat: int
    target: int | str | None


@dataclass(frozen=True)
class RemoteFinish:
    """A phone seat closed its ballot (Done); without a ballot, that is an abstention."""

    seat: int


@dataclass(frozen=True)
class OnPhone:
    """What a phone seat's own night-visit page did (`Act`, `WriteNote`, `Decoy`, `FinishVisit`, or
    `OpenCurtain` / `HideVisit` for the phone's cover), on its visit of the lap going round (LAN.md)."""

    seat: int
    action: object


@dataclass(frozen=True)
class TieBreak:
    """The living captain names one of the tied players, or None: the tie stands (§11.9.2)."""

    player: int | None


@dataclass(frozen=True)
class StartTrial:
    """The accused's defence is over: the kill-or-spare ballots begin (§11.9.3)."""


@dataclass(frozen=True)
class ToStart:
    """Back to the start screen (the game stays saved)."""


@dataclass(frozen=True)
class NewClassic:
    """Start a classic game: names clockwise and a portrait id each."""

    names: tuple[str, ...]
    portraits: tuple[str, ...]
    seed: int | None = None


@dataclass(frozen=True)
class TableOpen:
    """Narrated table mode: the moon was held (a seat's card before Night 1, or the called seat's turn)."""


@dataclass(frozen=True)
class TableCardSeen:
    """Narrated table mode, before Night 1: the holder has seen their card."""


@dataclass(frozen=True)
class TableClose:
    """Narrated table mode: the call's time for acting is over."""


@dataclass(frozen=True)
class TableNext:
    """Narrated table mode: the call is over; the next call, or the dawn."""


# --- the second wave's day buttons (CLASSIC.md §11.23: the cavalier's, the servant's) ------------

@dataclass(frozen=True)
class DayPower:
    """Someone pressed a public day button: ``cavalier`` (day screen) or ``servant`` (dusk)."""

    power: str


@dataclass(frozen=True)
class Presser:
    """Who pressed it (the laptop goes to them), or None: nobody after all (nothing happens)."""

    seat: int | None


@dataclass(frozen=True)
class PowerConfirm:
    """The presser, in private, confirms the power on `target` (only its holder can)."""

    target: int


@dataclass(frozen=True)
class PowerCancel:
    """The presser, in private, cancels: back to the public screen, nothing shown."""


@dataclass(frozen=True)
class TurnCard:
    """New Moon's dawn: the drawer turns the event card over (CLASSIC.md §11.31.3)."""


@dataclass(frozen=True)
class NameCrier:
    """New Moon: the captain names the town crier (a seat), or keeps the job as it is (None)."""

    player: int | None
