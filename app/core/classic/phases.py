"""The classic mode's phases as data (CLASSIC.md §2): night k -> dawn -> day -> vote -> dusk -> night k+1.

Dawn and dusk end with the win check (§7.2): a result leads to the end, no result to the
next phase; a dusk whose day has another vote (the cavalier's dusk before the vote, the judge's
or New Moon's second vote, §11.21.2, §11.31.4) leads back to the vote. The engine moves phases
only with ``PHASES.after(phase, happening)``.

>>> PHASES.after("dusk", "no_result")
'night'
"""
from __future__ import annotations

from ..common.flow import PhaseRow, PhaseTable

_RESULT = ("result", "end")
PHASES = PhaseTable((
    PhaseRow("night", "steps", (("steps_done", "dawn"),), private=True),
    PhaseRow("dawn", "steps", (("no_result", "day"), _RESULT), private=True),  # last turns of the night's dead
    PhaseRow("day", "nothing", (("begin_vote", "vote"),)),
    PhaseRow("vote", "ballots", (("votes", "dusk"),), private=True),
    PhaseRow("dusk", "steps", (("no_result", "night"), ("vote_again", "vote"), _RESULT),
             private=True),  # the voted-out player's last turn
    PhaseRow("end", "end"),
))

NIGHT_PHASES = ("night",)
