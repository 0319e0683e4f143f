"""Balance meter figures: the time for the meter's 2,000 games of a deck (CPU and wall), and for
One Night the time to work out L from an empty cache (what the meter does first), each the
median of 5 runs of the same deck and games, beside a fixed reference loop timed in the same
process just before each run (a noisy machine shows as noise in both).

Usage: .venv/bin/python benchmarks/balance.py [--games 2000] [--runs 5] [--only onenight|classic]

The games are `app.core.balance.onenight_games` / `classic_games`: exactly what the deck
builders' meter plays (seeded by the deck, so every run plays the same games).
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VAMPIRE6 = "vampire,the_master,the_count,renfield,diseased,cupid,priest,marksman,pickpocket"
MIX10 = ("doppelganger,sentinel,alpha_wolf,werewolf,curator,witch,the_count,vampire,seer,robber,cupid,"
         "hunter,tanner,mystic_wolf")

# One child process per run: the reference loop (the one benchmarks/engine.py uses), then L
# from an empty cache (One Night), then the games, each timed by CPU and by wall clock.
_CHILD = r"""
import itertools, json, sys, time
sys.path.insert(0, ".")
from app.core import balance as B

def reference():
    d = {}
    acc = 0
    for i in range(300_000):
        t = (i, i & 7, "s%d" % (i & 15))
        d[t[2]] = d.get(t[2], 0) + t[1]
        acc += len(t) + (i % 3)
    return acc + len(d)

mode, players, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
deck = [r for r in sys.argv[4].split(",") if r]
c0, w0 = time.process_time(), time.perf_counter()
reference()
c1, w1 = time.process_time(), time.perf_counter()
laps = None
if mode == "onenight":
    laps = B.onenight_laps(deck, players)
    it = B.onenight_games(deck, players)
elif mode == "extended":
    from app.core.classic import extended as X
    it = B.classic_games(players, "extended", deck or list(X.suggest_deck(players)), X.full_options({}))
else:
    it = B.classic_games(players)
c2, w2 = time.process_time(), time.perf_counter()
t = B.Tally()
for winners in itertools.islice(it, games):
    t = t.add(winners)
c3, w3 = time.process_time(), time.perf_counter()
print(json.dumps({"ref_cpu": c1 - c0, "laps_cpu": c2 - c1, "laps_wall": w2 - w1, "games_cpu": c3 - c2,
                  "games_wall": w3 - w2, "laps": laps, "games": t.games,
                  "wins": {k: round(v / t.games, 3) for k, v in t.wins}}))
"""

ROWS = [
    ("onenight", "One Night, 6 players, Vampire deck", "onenight", 6, VAMPIRE6),
    ("onenight", "One Night, 10 players, mix of all boxes", "onenight", 10, MIX10),
    ("classic", "Classic standard, 8 players", "standard", 8, ""),
    ("classic", "Classic extended, 12 players, suggested deck, default rules", "extended", 12, ""),
]


def run_once(mode: str, players: int, games: int, deck: str) -> dict:
    out = subprocess.run([sys.executable, "-c", _CHILD, mode, str(players), str(games), deck], cwd=ROOT,
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--only", choices=("onenight", "classic"))
    a = ap.parse_args()
    med = statistics.median
    print(f"runs: {a.runs} per row, {a.games} games each, the same deck and games every run; medians; "
          f"'ref' is the reference loop's CPU time in the same process, 'games/ref' the games' CPU "
          f"time over it; L: from an empty cache")
    head = ("| deck | 2,000 games: CPU s | wall s | games/s (CPU) | ref ms | games/ref | L | L: CPU ms "
            "| L: wall ms | wins |")
    print(head.replace("2,000", f"{a.games:,}"))
    print("|" + "---|" * (head.count("|") - 1))
    for group, label, mode, players, deck in ROWS:
        if a.only and a.only != group:
            continue
        rs = [run_once(mode, players, a.games, deck) for _ in range(a.runs)]
        cpu, wall = med(r["games_cpu"] for r in rs), med(r["games_wall"] for r in rs)
        laps = rs[0]["laps"]
        wins = " · ".join(f"{k} {100 * v:.0f} %" for k, v in sorted(rs[0]["wins"].items(), key=lambda kv: -kv[1]))
        lcpu = f"{1000 * med(r['laps_cpu'] for r in rs):.0f}" if laps is not None else "-"
        lwall = f"{1000 * med(r['laps_wall'] for r in rs):.0f}" if laps is not None else "-"
        print(f"| {label} | {cpu:.2f} | {wall:.2f} | {a.games / cpu:.0f} | {1000 * med(r['ref_cpu'] for r in rs):.0f} "
              f"| {med(r['games_cpu'] / r['ref_cpu'] for r in rs):.1f} | {laps if laps is not None else '-'} "
              f"| {lcpu} | {lwall} | {wins} |", flush=True)


if __name__ == "__main__":
    main()
