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


# --- every number from the core: the verdict's count, the log's words (issue 36) ---------------

def _pacifist_verdict():
    """Ann on trial; Dan, Eve and Fay kill, Bob and Gus spare, Cat the pacifist abstains: the engine
    counts his ballot as spare (E75), 3 against 3, and Ann is spared."""
    from tests.core.classic.test_tally_view import pacifist_verdict

    return pacifist_verdict(NAMES9[:8])


def test_the_verdict_counts_the_pacifists_abstention_as_spare(qtbot, cs):
    """The screen counted the ballots as cast ("Spare: 2, abstained: 1") beside the engine's "spared";
    it shows the engine's 3 against 3 now."""
    from .test_classic_xsession import PORTRAITS

    st = _pacifist_verdict()
    assert next(e for e in st.log if e.kind == "verdict").value == "spare"
    cs.state, cs.stage, cs.portraits = st, "tally", tuple(PORTRAITS[:8])
    page = show(qtbot, TallyScreen(cs))
    assert page.view.texts()[0] == "Ann is spared"
    assert page.view.texts()[1].startswith("Kill: 3   ·   Spare: 3\n")
    assert "abstained" not in page.view.texts()[1]
    assert "Cat abstained" in page.view.texts()  # his ballot as cast


def test_the_log_reads_the_captains_word_from_the_core(qtbot, cs):
    """New Moon's Captain's Word on a state made by hand (it does not replay): the day's log marks the
    captain's ballot ×3 and names the engine's leader; the log's own recount marked it ×2 and saw a tie."""
    from dataclasses import replace

    from app.core.classic import engine
    from app.core.classic.state import Choice
    from app.ui.classic import actions as A
    from app.ui.classic.public import ClassicDayScreen

    from .test_classic_newmoon import NM_OPTIONS, at_dawn

    at_dawn(cs, {"event": "captain_voice", "drawer": 3}, options={**NM_OPTIONS, "captain": False})
    cs.state = replace(cs.state, captain=0)  # a captain without the election (the option is off here)
    cs.submit(A.TurnCard())
    cs.submit(A.Continue())
    cs.submit(A.Continue())
    cs.submit(A.StartVote())
    st = cs.state
    # P0 (the captain, ×3) names P4; P5, P7 and P1 get two ballots each: P4 leads with 3
    picks = {0: 4, 1: 5, 2: 5, 3: 7, 4: 7, 5: 1, 7: 1}
    for seat in list(st.pending):
        st, _ = engine.apply(st, Choice("vote", seat, {"player": picks[seat]}))
    cs.state, cs.stage = st, "tally"
    tv = tally_view(st)
    assert (tv.weights, tv.tops, tv.count(4)) == (((0, 3),), (4,), 3)
    line = next(t for t in show(qtbot, ClassicDayScreen(cs)).log.lines() if t.startswith("Votes:"))
    assert "P0 ×3 → P4" in line and line.endswith("— most votes: P4.")
