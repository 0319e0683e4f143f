"""One Night's phases as data (RULES.md §2.1): what each asks, and what moves it on.

Dusk, mark check and Night ask seats for their steps in private; which of the three the
game is in follows the current step's own phase (catalog.Step.phase). When no step is
left the Day begins; the table talks, then votes; the Reveal ends the game.
"""
from __future__ import annotations

from ..common.flow import PhaseRow, PhaseTable
from .catalog import Phase

_DONE = ("steps_done", Phase.DAY.value)
PHASES = PhaseTable((
    PhaseRow(Phase.DUSK.value, "steps", (_DONE,), private=True),
    PhaseRow(Phase.MARK_CHECK.value, "steps", (_DONE,), private=True),
    PhaseRow(Phase.NIGHT.value, "steps", (_DONE,), private=True),
    PhaseRow(Phase.DAY.value, "nothing", (("begin_vote", Phase.VOTE.value), ("votes", Phase.REVEAL.value))),
    PhaseRow(Phase.VOTE.value, "ballots", (("votes", Phase.REVEAL.value),)),
    PhaseRow(Phase.REVEAL.value, "end"),
))

NIGHT_PHASES = PHASES.asking("steps")
# From the Day on, what lies on the table is public.
DAYLIGHT = tuple(p for p in PHASES.ids if p not in NIGHT_PHASES)
