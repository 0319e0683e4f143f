"""Engine figures: games per second by CPU time and by wall time, laps per night, L and the
share of nights grown past it, each the median of 5 runs of the same seed and workload, beside
a fixed reference loop timed in the same process just before each run (a noisy machine shows
as noise in both).

Usage: .venv/bin/python benchmarks/engine.py [--games 2000] [--runs 5] [--seed 1] [--base DIR]

`--base DIR` also measures the code checked out in DIR (for example a `git worktree add` of an
older commit) with the same workloads, alternating run by run, and prints the ratio.
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

# One child process per run: the reference loop, then the simulator's own `main` (the games,
# L for the deck from an empty cache, the JSON line), both timed by CPU and by wall clock.
_CHILD = r"""
import contextlib, io, json, sys, time
sys.path.insert(0, ".")
from app.core.onenight import simulate

def reference():
    # A fixed pure-Python workload of the same flavour (calls, tuples, dicts, lists).
    d = {}
    acc = 0
    for i in range(300_000):
        t = (i, i & 7, "s%d" % (i & 15))
        d[t[2]] = d.get(t[2], 0) + t[1]
        acc += len(t) + (i % 3)
    return acc + len(d)

c0, w0 = time.process_time(), time.perf_counter()
reference()
c1, w1 = time.process_time(), time.perf_counter()
out = io.StringIO()
with contextlib.redirect_stdout(out):
    simulate.main(sys.argv[1:])
c2, w2 = time.process_time(), time.perf_counter()
doc = json.loads(out.getvalue())
doc.update(ref_cpu=c1 - c0, ref_wall=w1 - w0, sim_cpu=c2 - c1, sim_wall=w2 - w1)
print(json.dumps(doc))
"""

ROWS = [
    ("6 players, Vampire deck", ["--players", "6"]),
    ("8 players, Vampire deck (issue deck)", ["--players", "8", "--deck", EIGHT]),
    ("8 players, same, no early decisions", ["--players", "8", "--deck", EIGHT, "--no-early"]),
    ("10 players, Vampire deck", ["--players", "10"]),
    ("10 players, mix of all boxes", ["--players", "10", "--deck", MIX10]),
]


def run_once(tree: Path, args: list[str]) -> dict:
    out = subprocess.run([sys.executable, "-c", _CHILD, *args], cwd=tree, check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def summary(results: list[dict], games: int) -> dict:
    med = statistics.median
    return {
        "cpu_gps": games / med(r["sim_cpu"] for r in results),
        "wall_gps": games / med(r["sim_wall"] for r in results),
        "ref_cpu_ms": 1000 * med(r["ref_cpu"] for r in results),
        "norm": med(r["sim_cpu"] / r["ref_cpu"] for r in results),
        "laps_mean": med(r["laps_mean"] for r in results),
        "laps_p95": med(r["laps_p95"] for r in results),
        "laps_fixed": med(r["laps_fixed"] for r in results),
        "extended_share": med(r["extended_share"] for r in results),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--base", type=Path, help="also measure the code in this directory")
    a = ap.parse_args()
    common = ["--games", str(a.games), "--seed", str(a.seed)]
    print(f"runs: {a.runs} of {a.games} games each, seed {a.seed}, the same workload every run; "
          f"figures are medians; 'ref' is the reference loop's CPU time in the same process; "
          f"'sim/ref' the simulator's CPU time over it")
    head = "| run | games/s CPU | games/s wall | ref ms | sim/ref | laps mean | laps p95 | L | extended |"
    if a.base:
        head += " base games/s CPU | base sim/ref | speed-up (sim/ref) |"
    print(head)
    print("|" + "---|" * (head.count("|") - 1))
    for label, args in ROWS:
        now, old = [], []
        for _ in range(a.runs):
            if a.base:
                old.append(run_once(a.base, args + common))
            now.append(run_once(ROOT, args + common))
        r = summary(now, a.games)
        line = (f"| {label} | {r['cpu_gps']:.0f} | {r['wall_gps']:.0f} | {r['ref_cpu_ms']:.0f} | {r['norm']:.2f} "
                f"| {r['laps_mean']:.2f} | {r['laps_p95']:.2f} | {r['laps_fixed']:g} | {100 * r['extended_share']:.1f} % |")
        if a.base:
            b = summary(old, a.games)
            line += f" {b['cpu_gps']:.0f} | {b['norm']:.2f} | {b['norm'] / r['norm']:.2f}x |"
        print(line, flush=True)


if __name__ == "__main__":
    main()
