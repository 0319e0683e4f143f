"""The night's shape (DESIGN.md §Hand-off 7 and 8) over every preset: L, extensions, the ending
seat, visits per seat, the decisions that did not fit their lap's script, and what a watcher
learns from the visits (the held-out classifier's best lift over the base rate, card and team:
app.core.common.watch), 2,000 random deals each.

Usage: .venv/bin/python benchmarks/night_shape.py [--deals 2000] [--seed 1] [--phones | --classic]

With --classic: the classic mode's first night (the standard preset, the extended preset's first
wave, the second wave, New Moon; app/core/classic/shape.py): each lap's script (rounds x tile
taps / button presses / card taps every visit of the lap makes) and the watcher's best lift, card
and team; exits 1 when a case gives more than one point over the base rate.

With --phones: for every preset with half its seats on phones and with all of them, L, the time
it takes to work out, and the share of nights grown past it under each behaviour of the phones
(their visits at random moments beside the laptop's; every phone opening as the lap begins).
Prints a Markdown table and the time L takes to work out per preset (wall and CPU time,
from an empty cache); exits 1 when a preset breaks the rules (an ending seat that varies,
unequal visits, any night extended past L, a decision that did not fit its lap's script, or
visits whose shapes differ and give the classifier more than one point over the base rate, for
the card or the team; "same" when every seat's visit looks the same in each lap).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core.onenight import handoff as P  # noqa: E402
from app.core.onenight.simulate import night_shape_check, phone_night_check  # noqa: E402
from app.ui.presets import PRESETS  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--phones", action="store_true")
    ap.add_argument("--classic", action="store_true")
    a = ap.parse_args()
    if a.phones:
        return phones(a.deals, a.seed)
    if a.classic:
        return classic(a.deals, a.seed)
    bad: list[str] = []
    print(f"| preset | players | L | extended | end seats | visits per seat | misfits | card: lift (acc / base) "
          f"| team: lift (acc / base) | L: wall / CPU |  ({a.deals} deals each)")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for family, decks in PRESETS.items():
        for n, deck in decks.items():
            P._shape.cache_clear()
            t0, c0 = time.perf_counter(), time.process_time()
            P.night_shape(deck, n)
            ms, cpu = (time.perf_counter() - t0) * 1000, (time.process_time() - c0) * 1000
            r = night_shape_check(deck, n, a.deals, a.seed)
            lift, misfits = r["lift"], sum(r["misfits"].values())
            same = " (same)" if r["identical"] else ""
            print(f"| {family} | {n} | {r['laps_fixed']} | {100 * r['extended_share']:.1f} % | {r['end_seats']} "
                  f"| {r['visits_per_seat']} | {misfits} "
                  f"| {lift.role:+.1f} ({100 * lift.role_accuracy:.1f} / {100 * lift.role_base:.1f} %){same} "
                  f"| {lift.team:+.1f} ({100 * lift.team_accuracy:.1f} / {100 * lift.team_base:.1f} %){same} "
                  f"| {ms:.0f} / {cpu:.0f} ms |", flush=True)
            leaks = not r["identical"] and lift.best() > 1.0
            if len(r["end_seats"]) != 1 or not r["equal_visits"] or r["extended_share"] > 0 or misfits or leaks:
                bad.append(f"{family} {n}")
    if bad:
        print("rules 7 and 8 broken for: " + ", ".join(bad))
        return 1
    return 0


def phones(deals: int, seed: int) -> int:
    bad: list[str] = []
    print(f"| preset | players | phones | L | L alone | extended: random / together | L: wall / CPU |  ({deals} deals each)")
    print("|---|---|---|---|---|---|---|")
    for family, decks in PRESETS.items():
        for n, deck in decks.items():
            for seats in (tuple(range(0, n, 2)), tuple(range(n))):
                P._shape.cache_clear()
                t0, c0 = time.perf_counter(), time.process_time()
                P.night_shape(deck, n, True, seats)
                ms, cpu = (time.perf_counter() - t0) * 1000, (time.process_time() - c0) * 1000
                r = phone_night_check(deck, n, seats, deals, seed)
                print(f"| {family} | {n} | {len(seats)} | {r['laps_fixed']} | {P.night_shape(deck, n).laps} "
                      f"| {100 * r['random']:.1f} % / {100 * r['together']:.1f} % | {ms:.0f} / {cpu:.0f} ms |", flush=True)
                if max(r["random"], r["together"]) > 0.05:
                    bad.append(f"{family} {n} ({len(seats)} phones)")
    if bad:
        print("rule 7 broken for: " + ", ".join(bad))
        return 1
    return 0


def classic(deals: int, seed: int) -> int:
    from app.core.classic import engine as G
    from app.core.classic import handoff as H
    from app.core.classic import shape as SH
    from app.core.classic.simulate import WATCH_CASES as CLASSIC_CASES
    from app.core.classic.simulate import watched_first_nights
    from app.core.classic.state import evolve
    from app.core.common.watch import identical, lifts

    bad: list[str] = []
    print(f"| case | L (Night 1 / later) | extended | Night 1: laps (rounds x taps / presses / cards) | Night 2 "
          f"| card: lift (acc / base) | team: lift (acc / base) |  ({deals} deals each)")
    print("|---|---|---|---|---|---|---|")
    for case, (players, deck, options) in CLASSIC_CASES.items():
        seats = [f"P{i + 1}" for i in range(players)]
        g = G.new_game(seats, None, 1) if deck is None else G.new_game(seats, list(deck), 1, preset="extended",
                                                                        options=options)
        g2 = evolve(g, round=2)  # the laps of a later night (its scripts read only public facts)

        def laps(st) -> str:
            return ", ".join(f"{sc.rounds} x {sc.tiles}/{sc.buttons}/{sc.cards}"
                             for sc in (SH.script(st, lap) for lap in range(1, H.laps(st) + 1)))

        samples = watched_first_nights(players, deck, options, deals, seed)
        same = identical(samples)
        lift = lifts(samples)
        tag = " (same)" if same else ""
        # L is the deck list's (handoff.laps): no deal and no choice changes it, so no night runs past it
        print(f"| {case} | {H.laps(g)} / {H.laps(g2)} | 0 % | {laps(g)} | {laps(g2)} "
              f"| {lift.role:+.1f} ({100 * lift.role_accuracy:.1f} / {100 * lift.role_base:.1f} %){tag} "
              f"| {lift.team:+.1f} ({100 * lift.team_accuracy:.1f} / {100 * lift.team_base:.1f} %){tag} |", flush=True)
        if not same and lift.best() > 1.0:
            bad.append(case)
    if bad:
        print("rule 8 broken for: " + ", ".join(bad))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
