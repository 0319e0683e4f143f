"""Start-up figure: `python -m app --smoke` against a bare PySide6 window, both offscreen.

Each run is a fresh interpreter that shows its main window, waits for the first paint and
quits. One warm-up run each, then the median of N alternating runs.

Usage: .venv/bin/python benchmarks/startup.py [--runs 5]
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BARE = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow(); w.setCentralWidget(QLabel("bare")); w.resize(1280, 720)
class First(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, app.quit)
        return False
f = First(); w.centralWidget().installEventFilter(f)
w.show(); QTimer.singleShot(10000, app.quit); app.exec()
"""


def timed(cmd: list[str]) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    t0 = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, env=env, check=True, capture_output=True)
    return (time.perf_counter() - t0) * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()
    app_cmd = [sys.executable, "-m", "app", "--smoke"]
    bare_cmd = [sys.executable, "-c", BARE]
    timed(app_cmd), timed(bare_cmd)  # warm the file cache
    app_t, bare_t = [], []
    for _ in range(a.runs):
        app_t.append(timed(app_cmd))
        bare_t.append(timed(bare_cmd))
    am, bm = statistics.median(app_t), statistics.median(bare_t)
    print(f"python -m app --smoke : {am:.0f} ms (median of {a.runs})")
    print(f"bare PySide6 window   : {bm:.0f} ms (median of {a.runs})")
    print(f"difference            : {am - bm:+.0f} ms ({am / bm:.2f}x)")


if __name__ == "__main__":
    main()
