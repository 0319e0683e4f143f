"""The classic session with the extended preset, without screens: whole games by its actions
(the thief's two actions in one visit, Cupid, the captain election, the tie-break, the trial,
the scapegoat and the successor), and resumes at every few steps."""
from __future__ import annotations

import random

import pytest

import app.core.classic.extended as X
from app.core.common.errors import RuleError
from app.ui.autosave import Autosave, ClassicSaved
from app.ui.classic import actions as A
from app.ui.classic.session import ClassicSession
from app.ui.flows.classic import (C_BALLOT, C_BALLOT_CURTAIN, C_CURTAIN, C_DAWN, C_DAY, C_DUSK, C_END,
                                  C_TALLY, C_TIEBREAK, C_TRIAL, C_VISIT)

NAMES = [f"P{i}" for i in range(18)]
PORTRAITS = [f"p{i % 16}" for i in range(18)]
DECK10 = ["wolf", "wolf", "cupid", "seer", "witch", "hunter", "scapegoat", "idiot", "elder", "villager"]
THIEF12 = ["wolf", "wolf", "wolf", "thief", "cupid", "seer", "fox", "knight", "bear_tamer", "little_girl",
           "villager", "villager", "villager", "wolf"]  # 12 seats + 2 spare cards (one a wolf)
CAPTAIN = {**X.OPTIONS, "captain": True}
THIEF12_SOLO = [c if c != "cupid" else "villager" for c in THIEF12]  # three laps with Cupid: wolves on lap 2
TRIAL = {**CAPTAIN, "vote_rule": "trial"}


@pytest.fixture
def cs(settings, save_dir):
    return ClassicSession(settings, Autosave(save_dir))


def step(cs: ClassicSession, rnd: random.Random, seen: set[str]) -> None:
    screen = cs.screen
    seen.add(screen)
    if screen == C_TALLY:
        line, _ = cs.tally_line()
        seen.add(f"tally:{line.kind if line else None}")
    if screen in (C_CURTAIN, C_BALLOT_CURTAIN):
        cs.submit(A.OpenCurtain())
    elif screen == C_VISIT:
        for _ in range(3):  # a visit may hold more than one action (the thief)
            opts = cs.options()
            if not opts:
                break
            choice = rnd.choice(opts)
            seen.add(f"act:{cs.visit_view().step if cs.open.kind == 'visit' else cs.last_turn().step}")
            cs.submit(A.Act(choice or None))
        if cs.open is not None and not cs.open.acted:
            cs.submit(A.Decoy())
        vv = cs.visit_view()
        if vv is not None and vv.visit.note and rnd.random() < 0.3:
            cs.submit(A.WriteNote("a note"))
        cs.submit(A.FinishVisit())
    elif screen == C_BALLOT:
        seen.add(f"ballot:{cs.ballot_step()}")
        opts = cs.options()
        o = rnd.choice(opts)
        target = o if isinstance(o, str) else (o.get("player") if o else None)
        cs.submit(A.Ballot(target))
        cs.submit(A.FinishVisit())
    elif screen in (C_DAWN, C_DUSK, C_TALLY):
        cs.submit(A.Continue())
    elif screen == C_DAY:
        cs.submit(A.StartVote())
    elif screen == C_TIEBREAK:
        opts = cs.tiebreak_options()
        o = rnd.choice(opts)
        cs.submit(A.TieBreak(o.get("player") if o else None))
    elif screen == C_TRIAL:
        cs.submit(A.StartTrial())
    elif screen == "c_draw":  # New Moon's dawn draw: the card turned, then on
        cs.submit(A.TurnCard())
        cs.submit(A.Continue())
    elif screen == "c_confess_curtain":
        cs.submit(A.OpenCurtain())
    elif screen == "c_confess":
        cs.submit(A.Continue())
    elif screen == "c_crier":
        opts = cs.crier_options()
        cs.submit(A.NameCrier(rnd.choice(opts) if opts and rnd.random() < 0.7 else None))
    else:
        raise AssertionError(f"stuck on {screen}")


def play(cs, seed, deck, options=None, resume_every=0, save_dir=None, settings=None, seen=None):
    rnd = random.Random(seed)
    n = len(deck) - (2 if "thief" in deck else 0)
    cs.new_game(NAMES[:n], PORTRAITS[:n], seed=seed, preset="extended", deck=deck, options=options or dict(X.OPTIONS))
    seen = set() if seen is None else seen
    steps = 0
    while cs.screen != C_END:
        step(cs, rnd, seen)
        steps += 1
        assert steps < 20000
        if resume_every and steps % resume_every == 0:
            found = Autosave(save_dir).read()
            assert isinstance(found[0], ClassicSaved)
            fresh = ClassicSession(settings, Autosave(save_dir))
            assert fresh.resume(found[0])
            assert fresh.state == cs.state and fresh.night == cs.night and fresh.stage == cs.stage
            cs = fresh
    return cs, seen


@pytest.mark.parametrize("seed", range(8))
def test_whole_extended_games_end(cs, seed):
    deck, opts = (DECK10, TRIAL) if seed % 2 else (THIEF12, CAPTAIN)
    cs, seen = play(cs, seed, deck, opts)
    out = cs.public_view()
    assert out.result in ("village", "wolves", "draw", "lovers") and out.roles
    if cs.state.round > 1 or cs.state.phase != "night":
        assert "ballot:election" in seen


def test_the_day_screens_all_come_up_over_some_games(settings, save_dir):
    seen: set[str] = set()
    for seed in range(40):
        cs = ClassicSession(settings, Autosave(save_dir / str(seed)))
        play(cs, seed, DECK10 if seed % 2 else THIEF12, TRIAL if seed % 4 < 2 else CAPTAIN, seen=seen)
        if {C_TIEBREAK, C_TRIAL, "ballot:trial", "act:thief", "act:cupid", "act:scapegoat",
                "act:successor"} <= seen:
            break
    for want in (C_TIEBREAK, C_TRIAL, "ballot:trial", "ballot:election", "tally:election", "tally:verdict",
                 "tally:tally", "act:thief", "act:cupid",
                 "act:scapegoat", "act:successor"):
        assert want in seen, want


@pytest.mark.parametrize("seed", range(3))
def test_resuming_every_few_steps_gives_the_same_extended_game(settings, save_dir, seed):
    a, _ = play(ClassicSession(settings, Autosave(save_dir / "a")), seed, DECK10, TRIAL)
    b, _ = play(ClassicSession(settings, Autosave(save_dir / "b")), seed, DECK10, TRIAL, resume_every=3,
                save_dir=save_dir / "b", settings=settings)
    assert a.state.log == b.state.log


def test_the_thief_takes_then_acts_in_one_visit(cs):
    for seed in range(100):  # a deal with a wolf among the spare cards: he must take it
        cs.new_game(NAMES[:12], PORTRAITS[:12], seed=seed, preset="extended", deck=THIEF12_SOLO, options=dict(X.OPTIONS))
        st = cs.state
        if "wolf" in st.spare and st.roles[0] != "thief":
            break
    thief = st.roles.index("thief")
    while cs.holder() != thief:
        cs.submit(A.OpenCurtain())
        cs.submit(A.Decoy())
        cs.submit(A.FinishVisit())
    cs.submit(A.OpenCurtain())
    assert cs.visit_view().step == "thief" and cs.visit_view().spare == st.spare
    take = st.spare.index("wolf")
    with pytest.raises(RuleError):
        cs.submit(A.Act({"take": 1 - take}) if st.spare[1 - take] != "wolf" else A.Act({"take": 9}))
    cs.submit(A.Act({"take": take}))
    assert not cs.open.acted and cs.visit_view().step == "wolves" and cs.visit_view().role == "wolf"
    cs.submit(A.Act(None))
    assert cs.open.acted


def test_a_trial_ballot_is_kill_spare_or_abstain(cs):
    cs.new_game(NAMES[:10], PORTRAITS[:10], seed=1, preset="extended", deck=DECK10, options=TRIAL)
    rnd = random.Random(0)
    seen: set[str] = set()
    for _ in range(20000):
        if cs.screen == C_BALLOT and cs.ballot_step() == "trial":
            assert {o for o in cs.options() if isinstance(o, str)} == {"kill", "spare"}
            with pytest.raises(RuleError):
                cs.submit(A.Ballot("maybe"))
            cs.submit(A.Ballot("kill"))
            assert cs.open.ballot == "kill"
            return
        if cs.screen == C_END:
            cs.new_game(NAMES[:10], PORTRAITS[:10], seed=rnd.randrange(999), preset="extended", deck=DECK10,
                        options=TRIAL)
        step(cs, rnd, seen)
    raise AssertionError("no trial in these games")
