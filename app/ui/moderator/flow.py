"""The moderator's screens: which one each stage shows, and where a resumed game opens."""
from __future__ import annotations

# Screens, in the order a game meets them.
M_SETUP, M_DEAL, M_NIGHT, M_TABLE, M_VOTE, M_END = "m_setup", "m_deal", "m_night", "m_table", "m_vote", "m_end"
# One Night with real cards: the narrator alone (the night's calls for a deck, timed).
M_ONENIGHT = "m_onenight"

# The moderator's stages (saved): the cards handed out, the night call by call, the dawn's lines
# and last turns, the day (its timer, the captain's and the cavalier's moments), the ballots, the
# vote's outcome and its chain (dusk), the end.
STAGES = ("deal", "night", "dawn", "day", "vote", "dusk", "end")

# The screen of each stage; the ballots' stage shows the table while the engine waits for an
# entry that is not a ballot (the captain's tie-break, the crier, the cavalier).
SCREENS = {"deal": M_DEAL, "night": M_NIGHT, "dawn": M_TABLE, "day": M_TABLE, "vote": M_VOTE, "dusk": M_TABLE,
           "end": M_END}

# Every screen of a moderated game under way (Back to menu leaves it saved).
GAME_SCREENS = frozenset({M_DEAL, M_NIGHT, M_TABLE, M_VOTE, M_END})
EVERY_SCREEN = GAME_SCREENS | {M_SETUP, M_ONENIGHT}
