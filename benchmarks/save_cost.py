"""What an autosave costs as a classic game grows: the journal (Autosave.write_growing, a record
of what is new per save) beside the whole game written at every save (the snapshot alone, as
before the journal), over the same seeded game in the same run.

Each side plays the game through a real ClassicSession (offscreen) with a real Autosave in a
fresh folder, times every save (CPU and wall time of the write: the text, the seal, the file, the
flush to disk), and prints: the number of saves, the mean of the first and of the last N saves,
their ratio (last / first), the median, the slowest (for the journal: a compaction, the snapshot
written again) and the total.

Usage: python benchmarks/save_cost.py [--players 12] [--seed 3] [--first 20] [--second-wave]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

WAVE2_12 = ["wolf", "wolf_seer", "big_bad_wolf", "moon_maiden", "actor", "aura_seer", "raven", "old_hag", "ghost",
            "villager", "villager", "witch"]
FIRST_12 = ["wolf", "wolf", "wolf", "seer", "witch", "hunter", "cupid", "idiot", "elder", "villager", "villager",
            "bodyguard"]


def play(folder: Path, players: int, seed: int, whole: bool, second_wave: bool) -> list[tuple[float, float]]:
    """(CPU seconds, wall seconds) of every save of one seeded game; `whole`: every save the whole game."""
    from PySide6.QtCore import QSettings

    from app.ui.autosave import Autosave
    from app.ui.classic.session import ClassicSession
    from app.ui.settings import Settings
    from tests.ui import resume_drive as R

    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.min_visit_ms = settings.hold_ms = settings.countdown_ms = settings.animation_ms = 0
    auto = Autosave(folder / "save")
    times: list[tuple[float, float]] = []
    write = auto.write_growing

    def timed(items, dump, path):
        t0, w0 = time.process_time(), time.perf_counter()
        if whole:
            auto.write_text(dump(0))
        else:
            write(items, dump, path)
        times.append((time.process_time() - t0, time.perf_counter() - w0))

    auto.write_growing = timed  # type: ignore[method-assign]
    cs = ClassicSession(settings, auto)
    deck = (WAVE2_12 if second_wave else FIRST_12)[:players]
    cs.new_game([f"Player {i + 1}" for i in range(players)], ["fox"] * players, seed=seed, preset="extended",
                deck=list(deck), options={"captain": True})
    R.classic_play_to_end(cs, random.Random(seed))
    return times


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=12)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--first", type=int, default=20, help="how many saves make 'the first' and 'the last'")
    ap.add_argument("--second-wave", action="store_true")
    a = ap.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])  # noqa: F841  (the session's signals)
    k = a.first
    for name, whole in (("journal (now)", False), ("whole game every save (before)", True)):
        with tempfile.TemporaryDirectory() as tmp:
            both = play(Path(tmp), a.players, a.seed, whole, a.second_wave)
        print(f"{name} ({len(both)} saves):")
        for label, i in (("CPU", 0), ("wall", 1)):
            times = [t[i] * 1000 for t in both]
            first, last = statistics.mean(times[:k]), statistics.mean(times[-k:])
            print(f"  {label:<4}: first {k} {first:.2f} ms, last {k} {last:.2f} ms (last/first {last / first:.2f}x); "
                  f"median {statistics.median(times):.2f} ms, slowest {max(times):.2f} ms, total {sum(times):.0f} ms")


if __name__ == "__main__":
    main()
