"""`--room-check`: a build's phone room opens, serves its page and answers on its socket."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from app.ui.lan import selfcheck

ROOT = Path(__file__).resolve().parents[2]


def test_the_room_check_passes_from_source():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "app", "--room-check"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    lines = [line for line in done.stdout.splitlines() if line.startswith("room check:")]
    assert done.returncode == 0, done.stdout + done.stderr
    assert lines == [f"room check: {name}: ok" for name in [*selfcheck.FILES, "socket"]]


def test_the_room_check_fails_and_says_what_is_missing(qapp, monkeypatch):
    monkeypatch.setitem(selfcheck.FILES, "/phone.js", b"a piece the script does not hold")
    said: list[str] = []
    assert selfcheck.room_check(said.append) == 1
    assert "room check: /phone.js: ok" not in said and any(s.startswith("room check: /phone.js: status 200") for s in said)
    assert "room check: socket: ok" in said and "room check: /: ok" in said
