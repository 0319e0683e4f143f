"""Engine figures: games per second, laps per night, L and the share of nights grown past it,
median of 5 simulator runs each.

Usage: .venv/bin/python benchmarks/engine.py [--games 2000]
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EIGHT = "copycat,vampire,the_master,the_count,renfield,diseased,cupid,instigator,priest,assassin,marksman"
MIX10 = ("doppelganger,sentinel,alpha_wolf,werewolf,curator,witch,the_count,vampire,seer,robber,cupid,"
         "hunter,tanner,mystic_wolf")


def simulate(*args: str) -> dict:
    out = subprocess.run([sys.executable, "-m", "app.core.simulate", *args], cwd=ROOT,
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def median_of(runs: int, *args: str) -> dict:
    results = [simulate(*args, "--seed", str(seed)) for seed in range(1, runs + 1)]
    return {
        "games_per_second": statistics.median(r["games_per_second"] for r in results),
        "laps_mean": statistics.median(r["laps_mean"] for r in results),
        "laps_p95": statistics.median(r["laps_p95"] for r in results),
        "laps_fixed": statistics.median(r["laps_fixed"] for r in results),
        "extended_share": statistics.median(r["extended_share"] for r in results),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()
    g = str(a.games)
    rows = [
        ("6 players, Vampire deck", ["--players", "6", "--games", g]),
        ("8 players, Vampire deck (issue deck)", ["--players", "8", "--games", g, "--deck", EIGHT]),
        ("8 players, same, no early decisions", ["--players", "8", "--games", g, "--deck", EIGHT, "--no-early"]),
        ("10 players, Vampire deck", ["--players", "10", "--games", g]),
        ("10 players, mix of all boxes", ["--players", "10", "--games", g, "--deck", MIX10]),
    ]
    print(f"| run | games/s | laps mean | laps p95 | L | extended |  (median of {a.runs} runs, {a.games} games each)")
    print("|---|---|---|---|---|---|")
    for label, args in rows:
        r = median_of(a.runs, *args)
        print(f"| {label} | {r['games_per_second']:.0f} | {r['laps_mean']:.2f} | {r['laps_p95']:.2f} "
              f"| {r['laps_fixed']:g} | {100 * r['extended_share']:.1f} % |")


if __name__ == "__main__":
    main()
