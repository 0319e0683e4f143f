"""Scripted extended games through the classic session's actions (for the public screens' tests
and screenshots): a fixed deal, then every night step, ballot, tie-break and last turn from a
script keyed by (moment, step, name); anything not in the script skips or abstains."""
from __future__ import annotations

from app.core.classic.mode import CLASSIC
from app.ui.classic import actions as A
from app.ui.flows.classic import (C_BALLOT, C_BALLOT_CURTAIN, C_CURTAIN, C_DAWN, C_DAY, C_DUSK, C_END,
                                  C_TALLY, C_TIEBREAK, C_TRIAL, C_VISIT)

PICS = ["fox", "owl", "rice_farmer", "rabbit", "bear", "black_cat", "lotus_girl", "deer", "tiger_cub", "frog",
        "village_elder", "heron", "water_buffalo", "monkey", "raccoon", "boar"]


def deal(cs, names, roles, options, seed=1):
    """A session at Night 1's first curtain with this exact deal (extended preset)."""
    import app.core.classic.extended as X

    opts = {**X.OPTIONS, **options}
    cs.new_game(list(names), PICS[:len(names)], seed=seed, preset="extended", deck=list(roles), options=opts)
    cs.state = CLASSIC.new_game(list(names), seed=seed, roles=tuple(roles), preset="extended", options=opts)
    cs._night_starts()
    cs._go(C_CURTAIN)
    return cs


def _args(cs, step, value):
    names = list(cs.seats)
    if isinstance(value, str) and value in names:
        return {"player": names.index(value)}
    if isinstance(value, (list, tuple)):
        return {"players": [names.index(v) for v in value]}
    return value


def step(cs, script):
    """One action of the scripted game."""
    names = list(cs.seats)
    screen = cs.screen
    st = cs.state
    if screen in (C_CURTAIN, C_BALLOT_CURTAIN):
        cs.submit(A.OpenCurtain())
    elif screen == C_VISIT:
        o = cs.open
        for _ in range(3):
            if o.kind == "visit":
                vv = cs.visit_view()
                stp = vv.visit.step if vv.visit.kind == "act" else None
            else:
                lt = cs.last_turn()
                stp = lt.step if lt is not None else None
            if stp is None or not cs.options():
                break
            key = (st.moment if o.kind == "last_turn" else f"N{st.round}", stp, names[o.seat])
            want = script.get(key)
            cs.submit(A.Act(_args(cs, stp, want) if want is not None else None))
            if o.acted:
                break
        if not o.acted:
            cs.submit(A.Decoy())
        cs.submit(A.FinishVisit())
    elif screen == C_BALLOT:
        bs = cs.ballot_step()
        want = script.get((f"D{st.round}", bs, names[cs.open.seat]))
        if want in names:
            want = names.index(want)
        cs.submit(A.Ballot(want if cs.options() else None) if cs.options() else A.FinishVisit())
        if cs.open is not None:
            cs.submit(A.FinishVisit())
    elif screen in (C_DAWN, C_DUSK, C_TALLY):
        cs.submit(A.Continue())
    elif screen == C_DAY:
        cs.submit(A.StartVote())
    elif screen == C_TIEBREAK:
        want = script.get((f"D{st.round}", "tiebreak"))
        cs.submit(A.TieBreak(names.index(want) if want in names else None))
    elif screen == C_TRIAL:
        cs.submit(A.StartTrial())
    else:
        raise AssertionError(f"stuck on {screen}")


def play_until(cs, script, until, limit=5000):
    """Play the script until `until(cs)` is true (checked before every action); the session."""
    for _ in range(limit):
        if until(cs):
            return cs
        if cs.screen == C_END:
            raise AssertionError("the game ended first")
        step(cs, script)
    raise AssertionError("never reached")


def at(screen, moment=None):
    return lambda cs: cs.screen == screen and (moment is None or cs.state.moment == moment)


# --- the games ----------------------------------------------------------------------------------

NAMES10 = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]

# Game K: the knight's sickness, the bear, a captain who dies with the sick wolf and names a successor.
# Ann and Bob wolves; Cat the knight (bitten N2: Ann, first wolf on his left... wrapping, is sick);
# Dan the bear tamer (Cat dead: Bob is his nearest living neighbour: growl); Eve captain, bitten N3.
ROLES_K = ["wolf", "wolf", "knight", "bear_tamer", "seer", "witch", "villager", "villager", "idiot", "scapegoat"]
OPTS_K = {"captain": True, "vote_rule": "plurality"}
SCRIPT_K = {
    ("D1", "election", "Ann"): "Eve", ("D1", "election", "Bob"): "Fay", ("D1", "election", "Cat"): "Eve",
    ("D1", "election", "Dan"): "Eve", ("D1", "election", "Eve"): "Eve", ("D1", "election", "Fay"): "Fay",
    ("D1", "election", "Gus"): "Eve", ("D1", "election", "Hal"): None,
    ("N2", "wolves", "Ann"): "Cat", ("N2", "wolves", "Bob"): "Cat",
    ("N3", "wolves", "Ann"): "Eve", ("N3", "wolves", "Bob"): "Eve",
    ("N3", "successor", "Eve"): "Fay",
    # D1: a pointing tie Gus / Hal (Eve's ballot x2 on Hal, 2 on Gus): she breaks it for Gus
    ("D1", "vote", "Ann"): "Gus", ("D1", "vote", "Bob"): "Gus", ("D1", "vote", "Eve"): "Hal",
    ("D1", "tiebreak"): "Gus",
}

# Game T (the trial rule): Eve captain; the pointing vote sends Ivy, the idiot, to trial
# (Eve's ballot x2: 6 of 10 living, more than half); kill 5 (Eve x2) v spare 2: condemned,
# but the idiot survives, revealed, and loses his vote.
OPTS_T = {"captain": True, "vote_rule": "trial"}
SCRIPT_T = {
    **{("D1", "election", n): "Eve" for n in ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay")},
    ("D1", "election", "Gus"): "Fay",
    **{("D1", "vote", n): "Ivy" for n in ("Ann", "Bob", "Cat", "Dan", "Eve")},
    ("D1", "vote", "Ivy"): "Ann", ("D1", "vote", "Jon"): "Ann",
    ("D1", "trial", "Ann"): "kill", ("D1", "trial", "Bob"): "kill", ("D1", "trial", "Cat"): "spare",
    ("D1", "trial", "Dan"): "kill", ("D1", "trial", "Eve"): "kill", ("D1", "trial", "Fay"): "spare",
}

# Game S (no captain, plurality): a tie Gus / Hal: Jon, the scapegoat, dies and sends Ann to
# trial tomorrow.
OPTS_S = {"captain": False, "vote_rule": "plurality"}
SCRIPT_S = {("D1", "vote", "Ann"): "Gus", ("D1", "vote", "Bob"): "Hal", ("D1", "scapegoat", "Jon"): "Ann"}

# Game L (8 players): Bob, Cupid, links Ann (the wolf) and Cat; Fay, then Gus, then Cat hold the
# captain's title; everyone else dies until only the lovers live: the lovers win at dawn 3.
NAMES8 = NAMES10[:8]
ROLES_L = ["wolf", "cupid", "villager", "witch", "seer", "villager", "villager", "bodyguard"]
OPTS_L = {"captain": True, "vote_rule": "plurality"}
SCRIPT_L = {
    ("N1", "cupid", "Bob"): ["Ann", "Cat"], ("N1", "wolves", "Ann"): "Bob",
    ("N1", "witch", "Dan"): {"poison": 4},
    **{("D1", "election", n): "Fay" for n in ("Ann", "Cat", "Dan", "Fay", "Gus")},
    **{("D1", "vote", n): "Dan" for n in ("Ann", "Cat", "Fay", "Gus")},
    ("N2", "wolves", "Ann"): "Fay", ("N2", "successor", "Fay"): "Gus",
    **{("D2", "vote", n): "Hal" for n in ("Ann", "Cat", "Gus")},
    ("N3", "wolves", "Ann"): "Gus", ("N3", "successor", "Gus"): "Cat",
}
