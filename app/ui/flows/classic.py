"""The classic mode's screen flow: which screens each phase shows, and where a resumed game opens.

A night is two laps of private visits behind the curtain (CLASSIC.md §3.2); dawn announces
the night's dead and sends the laptop round their last turns (§4.3-4.4); the day screen lies
in the middle; the ballots go round behind the curtain (§5.2); the tally shows every ballot
(§5.3); dusk gives the voted-out player a last turn (§5.4); the end reveals everything (§7.3).
"""
from __future__ import annotations

from .onenight import FlowRow

# Screens, in the order a game meets them (C_MODE: the choice of mode on "New game").
C_MODE = "c_mode"
(C_SETUP, C_CURTAIN, C_VISIT, C_DAWN, C_DAY, C_BALLOT_CURTAIN, C_BALLOT, C_TALLY, C_DUSK, C_END) = (
    "c_setup", "c_curtain", "c_visit", "c_dawn", "c_day", "c_ballot_curtain", "c_ballot", "c_tally",
    "c_dusk", "c_end")

# The extended preset's public day screens (CLASSIC.md §11.9): the captain breaks a tie, the
# accused's defence before the kill-or-spare ballots.
C_TIEBREAK, C_TRIAL = "c_tiebreak", "c_trial"

# The narrated table mode's night (the laptop in the middle) and, before Night 1, one seat's card.
C_TABLE_NIGHT, C_TABLE_CARD = "c_table_night", "c_table_card"

# The second wave's public day buttons (CLASSIC.md §11.23): who pressed, the curtain in front of
# the presser's private confirmation, and the confirmation. Saved with the press (the session's
# `power`): a resumed game opens at who pressed, or at the curtain in front of the presser.
C_PRESSER, C_POWER_CURTAIN, C_POWER = "c_presser", "c_power_curtain", "c_power"

# New Moon (CLASSIC.md §11.31): the dawn's draw (public: the drawer turns the card over), the
# confession's private answer and its curtain, the captain naming the town crier (public).
C_DRAW, C_CONFESS_CURTAIN, C_CONFESS, C_CRIER = "c_draw", "c_confess_curtain", "c_confess", "c_crier"

# A private screen and the curtain in front of it.
PRIVATE = {C_VISIT: C_CURTAIN, C_BALLOT: C_BALLOT_CURTAIN, C_TABLE_CARD: C_TABLE_NIGHT, C_POWER: C_POWER_CURTAIN,
           C_CONFESS: C_CONFESS_CURTAIN}

# Where a resumed classic game opens, by the session's stage (see ClassicSession.stage).
FLOW = {
    row.phase: row
    for row in (
        FlowRow("night", C_CURTAIN),
        FlowRow("draw", C_DRAW),
        FlowRow("confess", C_CONFESS_CURTAIN, (C_CONFESS_CURTAIN, C_CONFESS)),
        FlowRow("dawn", C_DAWN, (C_CURTAIN, C_VISIT)),
        FlowRow("day", C_DAY),
        FlowRow("crier", C_CRIER),
        FlowRow("vote", C_BALLOT_CURTAIN, (C_BALLOT_CURTAIN, C_BALLOT)),
        FlowRow("tally", C_TALLY),
        FlowRow("tiebreak", C_TIEBREAK),
        FlowRow("trial", C_TRIAL),
        FlowRow("dusk", C_DUSK, (C_CURTAIN, C_VISIT)),
        FlowRow("end", C_END),
    )
}

# The stages whose private screens go round a lap behind one curtain (the last turns of a dawn or
# a dusk, a ballot lap): the curtain, and once the engine waits for nobody in that lap, the stage
# and public screen the lap leads to. The session reads which from the engine's state
# (ClassicSession.lap_screen) when a private screen closes and when a game resumes, so a save
# written after the engine moved on, before the screen closed, resumes where Done would have gone.
LAPS = {
    "dawn": (C_CURTAIN, "dawn", C_DAWN),
    "dusk": (C_CURTAIN, "dusk", C_DUSK),
    "vote": (C_BALLOT_CURTAIN, "tally", C_TALLY),
}

# Every screen of a classic game under way (Back to menu goes through the classic session).
FLOW_SCREENS = frozenset({C_CURTAIN, C_VISIT, C_DAWN, C_DAY, C_BALLOT_CURTAIN, C_BALLOT, C_TALLY, C_DUSK, C_END,
                          C_TIEBREAK, C_TRIAL, C_TABLE_NIGHT, C_TABLE_CARD, C_PRESSER, C_POWER_CURTAIN, C_POWER,
                          C_DRAW, C_CONFESS_CURTAIN, C_CONFESS, C_CRIER})
