"""The classic session without screens: whole games by its actions, saves and resumes at every step."""
from __future__ import annotations

import random

import pytest

from app.core.common.errors import RuleError
from app.ui.autosave import Autosave, ClassicSaved
from app.ui.classic import actions as A
from app.ui.classic.session import ClassicSession
from app.ui.flows.classic import (C_BALLOT, C_BALLOT_CURTAIN, C_CURTAIN, C_DAWN, C_DAY, C_DUSK, C_END,
                                  C_TALLY, C_VISIT)

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]
PORTRAITS = [f"p{i}" for i in range(9)]


@pytest.fixture
def cs(settings, save_dir):
    return ClassicSession(settings, Autosave(save_dir))


def step(cs: ClassicSession, rnd: random.Random) -> None:
    """One thing a table would do on the screen the session shows."""
    screen = cs.screen
    if screen in (C_CURTAIN, C_BALLOT_CURTAIN):
        cs.submit(A.OpenCurtain())
    elif screen == C_VISIT:
        opts = cs.options()
        if opts and rnd.random() < 0.9:
            cs.submit(A.Act(rnd.choice(opts) or None))
        else:
            cs.submit(A.Decoy())
        vv = cs.visit_view()
        if vv is not None and vv.visit.note and rnd.random() < 0.5:
            cs.submit(A.WriteNote(f"note {rnd.randrange(99)}"))
        cs.submit(A.FinishVisit())
    elif screen == C_BALLOT:
        opts = [o for o in cs.options() if o]
        cs.submit(A.Ballot(rnd.choice(opts)["player"] if opts and rnd.random() < 0.85 else None))
        cs.submit(A.FinishVisit())
    elif screen in (C_DAWN, C_DUSK, C_TALLY):
        cs.submit(A.Continue())
    elif screen == C_DAY:
        cs.submit(A.StartVote())
    else:
        raise AssertionError(f"stuck on {screen}")


def play(cs: ClassicSession, seed: int, n: int = 8, resume_every: int = 0, save_dir=None, settings=None) -> ClassicSession:
    rnd = random.Random(seed)
    cs.new_game(NAMES[:n], PORTRAITS[:n], seed=seed)
    steps = 0
    while cs.screen != C_END:
        step(cs, rnd)
        steps += 1
        assert steps < 5000
        if resume_every and steps % resume_every == 0:
            found = Autosave(save_dir).read()
            assert isinstance(found[0], ClassicSaved)
            fresh = ClassicSession(settings, Autosave(save_dir))
            assert fresh.resume(found[0])
            assert fresh.state == cs.state and fresh.night == cs.night and fresh.stage == cs.stage
            cs = fresh
    return cs


@pytest.mark.parametrize("seed", range(6))
def test_whole_games_end(cs, seed):
    cs = play(cs, seed, 8 + seed % 2)
    out = cs.public_view()
    assert out.result in ("village", "wolves", "draw") and out.roles


@pytest.mark.parametrize("seed", range(3))
def test_resuming_at_every_few_steps_gives_the_same_game(settings, save_dir, seed):
    a = play(ClassicSession(settings, Autosave(save_dir / "a")), seed, 9)
    b = play(ClassicSession(settings, Autosave(save_dir / "b")), seed, 9, resume_every=3,
             save_dir=save_dir / "b", settings=settings)
    assert a.state == b.state


def test_every_night_shows_two_curtains_per_seat(cs):
    cs.new_game(NAMES[:8], PORTRAITS[:8], seed=4)
    curtains = []
    rnd = random.Random(1)
    while cs.stage == "night":
        if cs.screen == C_CURTAIN:
            curtains.append(cs.holder())
        step(cs, rnd)
    assert curtains == list(range(8)) * 2


def test_an_illegal_choice_changes_nothing(cs):
    cs.new_game(NAMES[:8], PORTRAITS[:8], seed=4)
    cs.submit(A.OpenCurtain())
    before = (cs.state, cs.night)
    if cs.options():
        with pytest.raises(RuleError):
            cs.submit(A.Act({"player": 77}))
    assert (cs.state, cs.night) == before


def test_the_dawn_announcement_holds_only_public_facts(cs):
    cs = play(cs, 2, 8)
    # Back over the game's public log: no role or cause word in any announcement.
    ann = cs.announcement()
    assert ann.kind in ("dawn", "dusk")
