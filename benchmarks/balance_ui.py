"""The UI while the balance meter plays: how long the event loop is held up.

    python benchmarks/balance_ui.py [--games 4000] [--runs 5]

Offscreen, the One Night deck builder at 1280x720 shows a 6-player preset and its meter plays
`--games` games on its worker thread while a 10 ms timer ticks on the UI thread. Each run (a
fresh process) prints the timer's median and largest gap between two ticks (what a player
would feel as a stall), the games' wall time and the process's CPU time; then the medians of
the runs, beside the reference loop of `benchmarks/engine.py` timed before each run.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

ONE = r"""
import json, statistics, sys, time
sys.path.insert(0, {root!r})
import app.ui  # noqa
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from app.ui import models as M
from app.ui.screens.setup import CardsPage
page = CardsPage(M.DeckModel(), visit_ms=6000)
page.meter.games = {games}
page.resize(1280, 720)
page.show()
gaps, last = [], [time.monotonic()]
def tick():
    now = time.monotonic()
    gaps.append(now - last[0])
    last[0] = now
timer = QTimer()
timer.setInterval(10)
timer.timeout.connect(tick)
t0, c0 = time.monotonic(), time.process_time()
page.set_players(6)
page.use_preset()
timer.start()
while not page.meter.done:
    app.processEvents()
    time.sleep(0.001)
timer.stop()
print(json.dumps({{"games": page.meter.tally.games, "wall": time.monotonic() - t0, "cpu": time.process_time() - c0,
                  "median_gap": statistics.median(gaps) if gaps else 0,
                  "max_gap": max(gaps) if gaps else 0, "ticks": len(gaps)}}))
"""


def reference_ms() -> float:
    """CPU ms of benchmarks/engine.py's reference loop (read from that file: the one loop every
    benchmark prints beside its figures)."""
    import time

    src = (ROOT / "benchmarks" / "engine.py").read_text(encoding="utf-8")
    start = src.index("def reference():")
    end = src.index("return acc + len(d)", start) + len("return acc + len(d)")
    scope: dict = {}
    exec(src[start:end], scope)  # noqa: S102 (the project's own benchmark code)
    c0 = time.process_time()
    scope["reference"]()
    return (time.process_time() - c0) * 1000


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=4000)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    rows, refs = [], []
    for run in range(args.runs):
        refs.append(reference_ms())
        out = subprocess.run([sys.executable, "-c", ONE.format(root=str(ROOT), games=args.games)], env=env,
                             capture_output=True, text=True, timeout=600)
        if out.returncode != 0:
            print(out.stderr, file=sys.stderr)
            return 1
        row = json.loads(out.stdout.strip().splitlines()[-1])
        rows.append(row)
        print(f"run {run + 1}: {row['games']} games, wall {row['wall']:.2f} s, CPU {row['cpu']:.2f} s, "
              f"timer gap median {1000 * row['median_gap']:.1f} ms, largest {1000 * row['max_gap']:.0f} ms "
              f"({row['ticks']} ticks); reference {refs[-1]:.0f} ms")

    def med(key: str) -> float:
        return statistics.median(r[key] for r in rows)

    print(f"median of {args.runs}: games wall {med('wall'):.2f} s, CPU {med('cpu'):.2f} s, timer gap median "
          f"{1000 * med('median_gap'):.1f} ms, largest {1000 * med('max_gap'):.0f} ms "
          f"(reference loop {statistics.median(refs):.0f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
