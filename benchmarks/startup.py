"""Start-up figure: time to first paint of `python -m app --smoke` against a bare PySide6 window.

Each run is a fresh interpreter (offscreen) that shows its main window and, at the window's
first paint, prints the wall clock and its own CPU time so far; the time to first paint is
that clock minus the moment the process was started (teardown excluded). Both sides run
from compiled bytecode: the app's is compiled first (`compileall`, as `make` and the bundle
do; PySide6's was compiled by pip), and the bare window's few lines are a script either way.
One warm-up run each, then the median of N alternating runs, beside a fixed pure-Python
reference loop timed before each pair (a machine slowed by other work shows in it too).

Usage: .venv/bin/python benchmarks/startup.py [--runs 9] [--base DIR]

`--base DIR` measures the app checked out in DIR as well (compiled the same way), run by run
alternating with this one.
"""
from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BARE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow(); w.setCentralWidget(QLabel("bare")); w.resize(1280, 720)
class First(QObject):
    done = False
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            print(f"first-paint wall={time.time():.6f} cpu={time.process_time():.6f}", flush=True)
            QTimer.singleShot(0, app.quit)
        return False
f = First(); w.centralWidget().installEventFilter(f)
w.show(); QTimer.singleShot(10000, app.quit); app.exec()
"""


def reference() -> float:
    """CPU seconds of a fixed pure-Python workload (the one benchmarks/engine.py uses)."""
    c0 = time.process_time()
    d: dict[str, int] = {}
    acc = 0
    for i in range(300_000):
        t = (i, i & 7, "s%d" % (i & 15))
        d[t[2]] = d.get(t[2], 0) + t[1]
        acc += len(t) + (i % 3)
    return time.process_time() - c0


def first_paint(cmd: list[str], cwd: Path) -> tuple[float, float]:
    """(ms from starting the process to its first paint, the child's CPU ms by then)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    t0 = time.time()
    proc = subprocess.run(cmd, cwd=cwd, env=env, check=True, capture_output=True, text=True)
    for line in proc.stdout.splitlines():
        if line.startswith("first-paint "):
            fields = dict(kv.split("=") for kv in line.split()[1:])
            return (float(fields["wall"]) - t0) * 1000, float(fields["cpu"]) * 1000
    raise SystemExit(f"{cmd}: no first-paint line in its output:\n{proc.stdout}\n{proc.stderr}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--base", type=Path, help="also measure the app in this directory")
    a = ap.parse_args()
    trees = {"app": ROOT} | ({"base": a.base.resolve()} if a.base else {})
    for tree in trees.values():
        compileall.compile_dir(tree / "app", quiet=1)
    app_cmd = [sys.executable, "-m", "app", "--smoke"]
    bare_cmd = [sys.executable, "-c", BARE]
    sides = {**{k: (app_cmd, t) for k, t in trees.items()}, "bare": (bare_cmd, ROOT)}
    for cmd, cwd in sides.values():
        first_paint(cmd, cwd)  # warm the file cache
    wall: dict[str, list[float]] = {k: [] for k in sides}
    cpu: dict[str, list[float]] = {k: [] for k in sides}
    ratio: dict[str, list[float]] = {k: [] for k in sides}
    refs: list[float] = []
    for _ in range(a.runs):
        refs.append(reference() * 1000)
        got = {k: first_paint(cmd, cwd) for k, (cmd, cwd) in sides.items()}
        for k, (w, c) in got.items():
            wall[k].append(w)
            cpu[k].append(c)
            ratio[k].append(w / got["bare"][0])
    med = statistics.median
    print(f"time to first paint, offscreen, compiled bytecode; median of {a.runs} alternating runs "
          f"(reference loop {med(refs):.0f} ms CPU, {min(refs):.0f}-{max(refs):.0f})")
    names = {"app": "python -m app --smoke", "base": f"base: {a.base}", "bare": "bare PySide6 window"}
    for k in sides:
        print(f"{names[k]:<24}: wall {med(wall[k]):4.0f} ms ({min(wall[k]):.0f}-{max(wall[k]):.0f}), "
              f"CPU {med(cpu[k]):4.0f} ms")
    for k in sides:
        if k != "bare":
            print(f"{k} / bare{'':<17}: wall {med(wall[k]) / med(wall['bare']):.2f}x "
                  f"(run by run: median {med(ratio[k]):.2f}x, {min(ratio[k]):.2f}-{max(ratio[k]):.2f}), "
                  f"CPU {med(cpu[k]) / med(cpu['bare']):.2f}x, +{med(wall[k]) - med(wall['bare']):.0f} ms")


if __name__ == "__main__":
    main()
