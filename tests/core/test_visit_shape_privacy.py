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
# A classic visit as a watcher sees it on the classic visit screen (app/ui/classic/private.py):
# Skip, or the seat tiles tapped, the buttons pressed (the witch's save, a draught, the actor's
# draw, the demon wolf's convert), the cards tapped (the thief's spare cards) and a message typed
# (the ghost's), then Confirm; a visit with nothing to choose (a decoy, or a power with no choice
# left) taps one tile; Skip is pressed as often on every visit (SKIP_SHARE); the dead's pause. The first night of
# random deals is played through the classic planner's public functions (app.core.classic.handoff:
# begin, current, options, choose, finish_visit), as the app drives it.

CLASSIC_EXTENDED = ["wolf", "wolf", "wolf", "thief", "cupid", "seer", "witch", "hunter", "scapegoat", "idiot",
                    "elder", "villager"]  # 10 seats and the thief's two spare cards (the classic tour's table)
CLASSIC_WAVE2 = ["wolf", "wolf_seer", "big_bad_wolf", "demon_wolf", "moon_maiden", "actor", "aura_seer", "raven",
                 "old_hag", "mad_doctor", "apothecary", "ghost", "pied_piper", "vampire"]
CLASSIC_OPTIONS = {"vote_rule": "trial", "captain": True, "wolves_may_bite_wolves": False,
                   "witch_sees_protection": False, "witch_both_potions": False, "lovers_grief": True}
CLASSIC_CASES = {
    "standard 8": (8, None, None),
    "extended first wave 10": (10, CLASSIC_EXTENDED, CLASSIC_OPTIONS),
    "second wave 14": (14, CLASSIC_WAVE2, CLASSIC_OPTIONS),
    "New Moon 10": (10, [("gypsy" if r == "villager" else r) for r in CLASSIC_EXTENDED],
                    dict(CLASSIC_OPTIONS, new_moon=True)),
}
CLASSIC_DEALS = int(os.environ.get("VISIT_PRIVACY_CLASSIC_DEALS", "200"))


def classic_shape(args: dict) -> tuple:
    """What a watcher sees of one classic choice: Skip, or (tiles, buttons, cards, typed), Confirm."""
    if not args:
        return ("skip",)
    tiles = buttons = cards = typed = 0
    for key, value in args.items():
        if key == "take":
            cards += 1
        elif key == "message":
            typed += 1
        elif key in ("restore", "stupor"):  # a draught's button, then its player
            buttons += 1
            tiles += 1
        elif isinstance(value, bool):
            buttons += 1
        elif isinstance(value, int):
            tiles += 1
        elif isinstance(value, (list, tuple)):
            tiles += len(value)
        else:
            buttons += 1
    return (tiles, buttons, cards, typed, "confirm")


def watched_classic_first_nights(players: int, deck, options, deals: int, seed: int = 1) -> list[Sample]:
    import random

    from app.core.classic import engine as CG
    from app.core.classic import handoff as H
    from app.core.classic.extended import team_of
    from app.core.classic.simulate import SKIP_SHARE

    seats = [f"P{i + 1}" for i in range(players)]
    rng = random.Random(f"classic-watch:{seed}")
    out: list[Sample] = []
    for d in range(deals):
        if deck is None:
            state = CG.new_game(seats, None, rng.randrange(1 << 30))
        else:
            state = CG.new_game(seats, list(deck), rng.randrange(1 << 30), preset="extended", options=options)
        night = H.begin(state)
        seen: dict[tuple[int, int], list[tuple]] = {}
        while (v := H.current(state, night)) is not None:
            # Skip is there on every visit: everyone presses it as often (a choice, not a card)
            opts = [o for o in H.options(state, night) if o] if v.kind == "act" else []
            if opts:
                args = {} if rng.random() < SKIP_SHARE else rng.choice(opts)
                night, _ = H.choose(state, night, args)
                shown = classic_shape(args)
            elif v.kind in ("act", "decoy"):  # tap any player, then Confirm (or Skip, as often)
                shown = ("skip",) if rng.random() < SKIP_SHARE else (1, 0, 0, 0, "confirm")
            else:
                shown = (v.kind,)
            seen.setdefault((v.lap, v.seat), []).append(shown)
            night = H.finish_visit(state, night)
        laps = max(lap for lap, _ in seen)
        for s in range(players):
            visits = tuple(tuple(seen.get((lap, s), ())) for lap in range(1, laps + 1))
            out.append(Sample(d, s, state.roles[s], team_of(state.roles[s]), visits, laps))
    return out


_REMAINS = pytest.mark.xfail(strict=True, reason=(
    "issue 37, what remains in the classic mode: the extended preset's Cupid taps two players and the thief a "
    "spare card where every other visit of the lap taps one player; the second wave's actor and demon wolf "
    "press a button, the mad doctor and the pied piper tap two players, the apothecary a draught and a player"))


# The standard preset's one visit that differs, the witch pressing her save instead of tapping a
# player (a few lap-2 visits in a thousand), stays under the one-point allowance.
@pytest.mark.parametrize("case", [c if c.startswith("standard") else pytest.param(c, marks=_REMAINS)
                                  for c in CLASSIC_CASES])
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
