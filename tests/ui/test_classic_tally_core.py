"""The tally screen's numbers are the engine's (issue 36, item 2): the weighted counts, the raven's
+2 (E121: a count with or without ballots), the trial threshold over the players present (E73)
and who goes on trial, read from `views.tally_view`, never counted again on the screen."""
from __future__ import annotations

import pytest

from app.core.classic.views import tally_view
from app.ui.autosave import Autosave
from app.ui.classic.public import TallyScreen
from app.ui.classic.session import ClassicSession
from app.ui.flows.classic import C_TALLY

from .test_classic_w2public import show, texts_of
from .xpub_games import at, deal, play_until

NAMES9 = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]
TRIAL = {"captain": False, "vote_rule": "trial"}
# Dan the Raven marks Hal, Eve the Old Hag sends Ivy away, the wolves bite Gus: 8 living, 7 present.
ROLES = ["wolf", "wolf", "villager", "raven", "old_hag", "witch", "villager", "villager", "villager"]
NIGHT = {("N1", "wolves", "Ann"): "Gus", ("N1", "wolves", "Bob"): "Gus", ("N1", "raven", "Dan"): "Hal",
         ("N1", "old_hag", "Eve"): "Ivy"}


@pytest.fixture
def cs(settings, save_dir):
    return ClassicSession(settings, Autosave(save_dir))


def test_the_trial_threshold_counts_the_players_present_with_the_ravens_mark(qtbot, cs):
    """Two ballots and the raven's +2 give Hal 4: over half of the 7 present (Ivy is away), so the
    engine puts him on trial; the screen said "too few" from the 8 living."""
    deal(cs, NAMES9, ROLES, TRIAL)
    play_until(cs, {**NIGHT, ("D1", "vote", "Ann"): "Hal", ("D1", "vote", "Bob"): "Hal"}, at(C_TALLY))
    tv = tally_view(cs.state)
    assert (tv.count(7), tv.raven, tv.present, tv.need, tv.on_trial) == (4, 7, 7, 4, 7)
    assert cs.state.accused == 7  # the engine's verdict
    words = texts_of(show(qtbot, TallyScreen(cs)))
    assert "Hal goes on trial" in words and "too few" not in words
    assert "more than half of the 7 players present, 4 votes or more" in words  # L (E73): 8 alive, Ivy away
    assert "Hal: 4 votes" in words


def test_the_ravens_mark_alone_is_a_count(qtbot, cs):
    """Nobody votes (E121): Hal starts with the raven's 2, alone at the top, 2·2 > 7 fails: nobody on
    trial, the screen says so with the engine's count."""
    deal(cs, NAMES9, ROLES, TRIAL)
    play_until(cs, NIGHT, at(C_TALLY))
    tv = tally_view(cs.state)
    assert (tv.counts, tv.tops, tv.on_trial) == (((7, 2),), (7,), None)
    words = texts_of(show(qtbot, TallyScreen(cs)))
    assert "Hal has the most votes, too few for a trial" in words and "Hal: 2 votes" in words
