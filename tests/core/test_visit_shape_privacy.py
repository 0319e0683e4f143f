"""Every visit of a lap looks the same (DESIGN.md §Hand-off 7 and 8, issue 37).

For every One Night preset the app offers (and a 10-player mix of every box), random legal nights
are played through the planner's public functions as the app drives them, and each seat is
recorded as a watcher sees it (`simulate.watched_nights`): per lap, the cards tapped, the cards
turned over, the Confirm / Next / Done presses and the screens of its visit, and how many laps
the night ran. Nothing of it may change with the card: either every seat's visit looks the same in
each lap and every night runs as long, or a held-out classifier (`common.watch.lifts`: the most
common card per thing seen, trained on half the nights, scored on the other half) gains at most
one point over the base rate, for the card and for the team.

VISIT_PRIVACY_DEALS=N sets the nights per preset (default 300 here; benchmarks/night_shape.py
plays 2,000 and prints the lifts).

The classic mode's presets (standard, the extended preset's first wave, the second wave, New
Moon) are measured the same way over their first night (VISIT_PRIVACY_CLASSIC_DEALS, default
200): their visits do not look alike yet, and the test says so (a strict expected failure,
whose reason lists the shapes that differ).
"""
from __future__ import annotations

import os

import pytest

from app.core.common.watch import Sample, differing_laps, identical, lifts
from app.core.classic.simulate import WATCH_CASES as CLASSIC_CASES
from app.core.classic.simulate import watched_first_nights as watched_classic_first_nights
from app.core.onenight.simulate import watched_nights
from app.ui.presets import FAMILIES, PRESETS

DEALS = int(os.environ.get("VISIT_PRIVACY_DEALS", "300"))
MIX10 = ["doppelganger", "sentinel", "curator", "witch", "the_count", "vampire", "cupid", "werewolf", "seer",
         "robber", "tanner", "aura_seer", "thing"]
CASES = [(f, n) for f in FAMILIES for n in range(3, 11)] + [("mix", 10)]
ALLOWED = 1.0  # points over the base rate


def _deck(family: str, players: int) -> list[str]:
    return list(MIX10) if family == "mix" else list(PRESETS[family][players])


@pytest.mark.parametrize("family,players", CASES)
def test_no_visit_shape_tells_the_card(family: str, players: int) -> None:
    samples = watched_nights(_deck(family, players), players, DEALS, seed=1)
    if identical(samples):
        return
    lift = lifts(samples)
    laps = sorted({s.laps for s in samples})
    shown = {k: dict(c.most_common(4)) for k, c in sorted(differing_laps(samples).items())}
    assert lift.role <= ALLOWED and lift.team <= ALLOWED, (
        f"{family} {players}: card {100 * lift.role_accuracy:.1f} % against {100 * lift.role_base:.1f} % "
        f"({lift.role_view}), team {100 * lift.team_accuracy:.1f} % against {100 * lift.team_base:.1f} % "
        f"({lift.team_view}); nights of {laps} laps; visits that differ: {shown}")


def _samples(visit_of_role: bool, nights: int = 400) -> list[Sample]:
    roles = ["seer", "robber", "vampire", "cupid", "villager"]
    teams = {"vampire": "vampire"}
    out = []
    for d in range(nights):
        for seat in range(5):
            role = roles[(d * 7 + seat * 3 + d // 5) % 5]
            look = (role == "seer",) if visit_of_role else (False,)
            out.append(Sample(d, seat, role, teams.get(role, "villager"), (look, ()), 2))
    return out


def test_the_classifier_finds_a_shape_that_names_a_card() -> None:
    leaky = _samples(True)
    assert not identical(leaky)
    lift = lifts(leaky)
    assert lift.role > 10 and lift.role_view in ("visit", "night")
    same = _samples(False)
    assert identical(same)
    assert lifts(same).role <= 0.0


def test_an_extra_lap_that_follows_a_seat_is_found() -> None:
    samples = []
    for d in range(600):
        for seat in range(5):
            role = ["pickpocket", "seer", "vampire", "cupid", "villager"][(d + seat) % 5]
            long = role == "pickpocket" and seat == 0
            samples.append(Sample(d, seat, role, "villager", ((),), 3 if long else 2))
    # every visit looks the same, but one night in five runs a lap more, when seat 0 holds the Pickpocket
    assert not identical(samples)
    lift = lifts(samples)
    assert lift.role > 2 * ALLOWED and lift.role_view in ("seat_and_length", "night")


# --- the classic mode (issue 37, item 4) ----------------------------------------------------------
#
# A classic visit as a watcher sees it on the classic visit screen (app/ui/classic/private.py): per
# round, Skip, or the touches the lap's script asks of every visit (app/core/classic/shape.py: tile
# taps, presses of the row of two buttons, card taps; the choice's own touches are among them, a
# touch it does not need does nothing) then Confirm; as many rounds as the script says, the visit's
# own steps first, then rounds that only fill; the dead's pause (a dead ghost writes in the field
# every dead seat has). Skip is pressed as often on every round (SKIP_SHARE) but where a step may not
# be skipped (the thief facing a spare wolf). The first night of random deals is played through the
# classic planner's public functions (app.core.classic.handoff: begin, current, options, choose,
# finish_visit), as the app drives it; `tests/ui/test_classic_xprivate.py` checks that the screen
# asks for exactly these touches and rounds.

CLASSIC_DEALS = int(os.environ.get("VISIT_PRIVACY_CLASSIC_DEALS", "200"))


@pytest.mark.parametrize("case", list(CLASSIC_CASES))
def test_no_classic_visit_shape_tells_the_card(case: str) -> None:
    players, deck, options = CLASSIC_CASES[case]
    samples = watched_classic_first_nights(players, deck, options, CLASSIC_DEALS)
    if identical(samples):
        return
    lift = lifts(samples)
    shown = {k: dict(c.most_common(5)) for k, c in sorted(differing_laps(samples).items())}
    assert lift.role <= ALLOWED and lift.team <= ALLOWED, (
        f"{case}: card {100 * lift.role_accuracy:.1f} % against {100 * lift.role_base:.1f} % ({lift.role_view}), "
        f"team {100 * lift.team_accuracy:.1f} % against {100 * lift.team_base:.1f} % ({lift.team_view}); "
        f"visits that differ: {shown}")
