"""When the game chimes, in both modes: the sessions call `after` once per submitted action.

The moments, as tables (the sounds are app/ui/sound.py's, made by resources/tools/make_sounds.py):

* ``curtain``: the laptop passes to the next seat — a new "Pass to NAME" curtain, in front of
  a night visit, a classic last turn or a secret ballot, and a new game's first curtain.
* ``dawn``: the night is over (One Night: the day screen; classic: the dawn announcement).
* ``end``: the game is over (One Night: the vote's outcome; classic: the end screen).
* ``timer``: a day clock reached 0:00 (the screens' clocks call `time_up`).

Privacy (pass-and-play): a sound may only say what every player already sees. The curtain
chime is the same sound at the same volume for every seat's hand-off — a living player with
a power, a sleeper with the decoy, a dead player's fixed pause, a voter — and it plays when
the previous holder pressed Done, which the table sees anyway; so it never depends on the
cards. A curtain that comes back because its holder hid the screen (Esc, the idle hide) or
because a saved game resumed is silent: that is the same seat again, not a hand-off, and a
chime there would tell the table that someone hid their screen. Dawn and the end follow public
screens only; the timer is the table's own clock.
"""
from __future__ import annotations

from typing import Any

from . import sound
from .flows import classic as CF
from .flows import onenight as OF

# The screen a submitted action led to (when it changed) -> its chime.
ONE_NIGHT_SCREENS = {OF.CURTAIN: "curtain", OF.VOTE_CURTAIN: "curtain", OF.DAY: "dawn", OF.RESOLUTION: "end"}
CLASSIC_SCREENS = {CF.C_CURTAIN: "curtain", CF.C_BALLOT_CURTAIN: "curtain"}
# A classic stage entered -> its chime (before any screen's chime).
CLASSIC_STAGES = {"dawn": "dawn", "end": "end"}
# Actions that bring the same holder's curtain back: no hand-off, no chime.
QUIET = frozenset({"HideVisit", "HideBallot"})


def cue(before: str, after: str, action: object, screens: dict[str, str],
        stage: tuple[str, str] | None = None, stages: dict[str, str] | None = None) -> str:
    """The chime for an action that moved from screen `before` to `after` (and from stage
    stage[0] to stage[1]), or ""."""
    if stage is not None and stages and stage[0] != stage[1] and stage[1] in stages:
        return stages[stage[1]]
    if after == before or type(action).__name__ in QUIET:
        return ""
    return screens.get(after, "")


def after(session: Any, before: str, action: object, stage_before: str | None = None) -> str:
    """Play the chime of what `action` just did in `session` (One Night or classic); its name."""
    if hasattr(session, "stage"):
        name = cue(before, session.screen, action, CLASSIC_SCREENS, (stage_before or "", session.stage),
                   CLASSIC_STAGES)
    else:
        name = cue(before, session.screen, action, ONE_NIGHT_SCREENS)
    if name:
        sound.play(name, getattr(session, "settings", None))
    return name


def new_game(session: Any) -> None:
    """A new game's first curtain: the first hand-off."""
    sound.play("curtain", getattr(session, "settings", None))


def phones_done(session: Any) -> None:
    """The lap's last phone visit is over while the laptop waited: the next lap's first curtain,
    a hand-off like any other (whichever phone finished last)."""
    sound.play("curtain", getattr(session, "settings", None))


def time_up(settings: Any) -> None:
    """A day clock (the discussion, the accused's defence) reached 0:00."""
    sound.play("timer", settings)
