"""Start-up figures: time to first paint and from spawn to exit of `python -m app --smoke` against a
bare PySide6 window (which quits at its first paint).

Each run is a fresh interpreter (offscreen) that shows its main window and, at the window's
first paint, prints the wall clock and its own CPU time so far; the time to first paint is
that clock minus the moment the process was started (teardown excluded). Both sides run
from compiled bytecode: the app's is compiled first (`compileall`, as `make` and the bundle
do; PySide6's was compiled by pip), and the bare window's few lines are a script either way.
One warm-up run each, then the median of N alternating runs, beside a fixed pure-Python
reference loop timed before each pair (a machine slowed by other work shows in it too).

Usage: .venv/bin/python benchmarks/startup.py [--runs 9] [--base DIR] [--instructions]

`--instructions` counts instead the instructions each side runs under `valgrind
--tool=cachegrind --cache-sim=no` (one run each): to its first paint (the process ended with
`os._exit` there), then from spawn to exit: the steady figures on a busy machine.

`--base DIR` measures the app checked out in DIR as well (compiled the same way), run by run
alternating with this one.
"""
from __future__ import annotations

import argparse
import compileall
import os
import resource
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


def first_paint(cmd: list[str], cwd: Path) -> tuple[float, float, float, float]:
    """(ms from starting the process to its first paint, the child's CPU ms by then, ms from
    starting it to its exit, its CPU ms in all): spawn-to-exit counts what the app does after
    its first paint before `--smoke` quits (MainWindow.finish_start) and its teardown."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.time()
    proc = subprocess.run(cmd, cwd=cwd, env=env, check=True, capture_output=True, text=True)
    t1 = time.time()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu_all = (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000
    for line in proc.stdout.splitlines():
        if line.startswith("first-paint "):
            fields = dict(kv.split("=") for kv in line.split()[1:])
            return (float(fields["wall"]) - t0) * 1000, float(fields["cpu"]) * 1000, (t1 - t0) * 1000, cpu_all
    raise SystemExit(f"{cmd}: no first-paint line in its output:\n{proc.stdout}\n{proc.stderr}")


# The app and the bare window, each ended with os._exit at its first paint (for valgrind).
APP_EXIT = """
import os, sys
sys.argv = ["app", "--smoke"]
import app.ui.app as A
orig = A._FirstPaint.eventFilter
def ef(self, obj, ev):
    r = orig(self, obj, ev)
    if self.done:
        os._exit(0)
    return r
A._FirstPaint.eventFilter = ef
sys.exit(A.run(sys.argv))
"""
APP_FULL = """
import sys
sys.argv = ["app", "--smoke"]
import app.ui.app as A
sys.exit(A.run(sys.argv))
"""
BARE_EXIT = BARE.replace("QTimer.singleShot(0, app.quit)", "import os; os._exit(0)")


def instructions(cmd: list[str], cwd: Path) -> float:
    """Millions of instructions `cmd` runs to its first paint (cachegrind, no cache simulation)."""
    import re
    import tempfile

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(cwd))
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                               f"--cachegrind-out-file={tmp}/cg.out", *cmd],
                              cwd=cwd, env=env, capture_output=True, text=True)
    m = re.search(r"I\s+refs:\s+([\d,]+)", proc.stderr)
    if not m:
        raise SystemExit(f"{cmd}: no instruction count:\n{proc.stderr[-2000:]}")
    return int(m.group(1).replace(",", "")) / 1e6


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--base", type=Path, help="also measure the app in this directory")
    ap.add_argument("--instructions", action="store_true", help="count instructions to first paint (valgrind)")
    a = ap.parse_args()
    trees = {"app": ROOT} | ({"base": a.base.resolve()} if a.base else {})
    for tree in trees.values():
        compileall.compile_dir(tree / "app", quiet=1)
    if a.instructions:
        for what, app_code, bare_code in (("to first paint", APP_EXIT, BARE_EXIT), ("spawn to exit", APP_FULL, BARE)):
            bare = instructions([sys.executable, "-c", bare_code], ROOT)
            for k, tree in trees.items():
                n = instructions([sys.executable, "-c", app_code], tree)
                print(f"instructions {what} ({k}): {n:,.0f} M against the bare window's {bare:,.0f} M: "
                      f"{n / bare:.2f}x")
        return
    app_cmd = [sys.executable, "-m", "app", "--smoke"]
    bare_cmd = [sys.executable, "-c", BARE]
    sides = {**{k: (app_cmd, t) for k, t in trees.items()}, "bare": (bare_cmd, ROOT)}
    for cmd, cwd in sides.values():
        first_paint(cmd, cwd)  # warm the file cache
    # per side: paint wall, paint CPU, exit wall, exit CPU (ms), one list of runs each
    got_all: dict[str, list[tuple[float, float, float, float]]] = {k: [] for k in sides}
    refs: list[float] = []
    for _ in range(a.runs):
        refs.append(reference() * 1000)
        for k, (cmd, cwd) in sides.items():
            got_all[k].append(first_paint(cmd, cwd))
    med = statistics.median
    print(f"offscreen, compiled bytecode; median of {a.runs} alternating runs "
          f"(reference loop {med(refs):.0f} ms CPU, {min(refs):.0f}-{max(refs):.0f})")
    names = {"app": "python -m app --smoke", "base": f"base: {a.base}", "bare": "bare PySide6 window"}
    for i, what in ((0, "first paint"), (2, "spawn to exit")):
        print(f"-- {what}")
        for k in sides:
            w = [r[i] for r in got_all[k]]
            c = [r[i + 1] for r in got_all[k]]
            print(f"{names[k]:<24}: wall {med(w):4.0f} ms ({min(w):.0f}-{max(w):.0f}), CPU {med(c):4.0f} ms")
        bw = [r[i] for r in got_all["bare"]]
        bc = [r[i + 1] for r in got_all["bare"]]
        for k in sides:
            if k != "bare":
                w = [r[i] for r in got_all[k]]
                c = [r[i + 1] for r in got_all[k]]
                by_run = [x / y for x, y in zip(w, bw)]
                print(f"{k} / bare{'':<17}: wall {med(w) / med(bw):.2f}x (run by run: median {med(by_run):.2f}x, "
                      f"{min(by_run):.2f}-{max(by_run):.2f}), CPU {med(c) / med(bc):.2f}x, +{med(w) - med(bw):.0f} ms")

if __name__ == "__main__":
    main()
