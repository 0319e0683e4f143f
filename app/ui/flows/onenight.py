"""One Night's screen flow: which screens each phase shows, and where a resumed game opens.

The session moves between these screens; the main window builds each from `BUILDERS`
(app/ui/main.py). A private screen is only ever reached from its curtain, never on resume.
"""
from __future__ import annotations

from ..records import record

# Screens, in the order a game meets them.
START, SETUP, CURTAIN, VISIT, DAY, VOTE, VOTE_CURTAIN, VOTE_VISIT, RESOLUTION, REVEAL = (
    "start", "setup", "curtain", "visit", "day", "vote", "vote_curtain", "vote_visit", "resolution", "reveal")
# The narrated table mode's night: the laptop in the middle, calling each step (its visits are VISIT).
TABLE_NIGHT = "table_night"
TABLE_CARD = "table_card"  # before a narrated night: one seat sees their card (a private screen)

# A private screen and the curtain in front of it.
PRIVATE = {VISIT: CURTAIN, VOTE_VISIT: VOTE_CURTAIN, TABLE_CARD: TABLE_NIGHT}


@record
class FlowRow:
    """A phase's screens: `opens` is where a resumed game goes, unless it was saved on one of
    `keeps` (then it reopens there, a private screen at its curtain)."""

    phase: str
    opens: str
    keeps: tuple[str, ...] = ()

    def resume_at(self, saved: str) -> str:
        if saved in self.keeps:
            return PRIVATE.get(saved, saved)
        return self.opens


FLOW = {
    row.phase: row
    for row in (
        FlowRow("dusk", CURTAIN),
        FlowRow("mark_check", CURTAIN),
        FlowRow("night", CURTAIN),
        FlowRow("day", DAY),
        FlowRow("vote", VOTE, (VOTE_CURTAIN, VOTE_VISIT)),
        FlowRow("reveal", RESOLUTION, (REVEAL,)),
    )
}
