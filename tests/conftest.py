"""Session-wide test setup: Qt runs offscreen, and every test process (each pytest-xdist worker,
and the app processes the tests start) keeps its settings, autosave and logs in a folder of its
own, never the user's nor another worker's: tests run in parallel (`make test`: `-n auto`)."""
from __future__ import annotations

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _own_home() -> None:
    """QSettings() and QStandardPaths (the autosave, the crash log) read these: a fresh folder per
    process. The font cache stays where it was (a fresh one would be built again in every worker)."""
    home = tempfile.mkdtemp(prefix="ptn-test-home-")
    atexit.register(shutil.rmtree, home, True)
    os.environ.setdefault("XDG_CACHE_HOME", os.path.join(os.path.expanduser("~"), ".cache"))
    os.environ["HOME"] = home
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        os.environ[var] = os.path.join(home, var.lower())


_own_home()


def pytest_sessionstart(session) -> None:
    """The compiled translations are build products (`make translations`): a run of pytest
    alone (a fresh clone, or a .ts edited since) compiles those missing or older than their .ts.
    Under pytest-xdist the controller does it before its workers start (they skip it)."""
    if hasattr(session.config, "workerinput"):
        return
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "resources" / "tools"))
    try:
        import translations
    finally:
        sys.path.pop(0)
    translations.compile_all()


# --- the long tests start first -------------------------------------------------------------------
# tests/durations.json: the seconds each test over a second took in a whole run
# (`python benchmarks/test_times.py JUNIT.xml --write` makes it from pytest's --junitxml). The
# run starts with them, longest first, so that with parallel workers (`-n auto`) no long test
# starts last and keeps one worker busy after the others are done; the rest keep their order.
DURATIONS = os.path.join(os.path.dirname(__file__), "durations.json")


def pytest_collection_modifyitems(session, config, items) -> None:
    import json

    try:
        with open(DURATIONS, encoding="utf-8") as f:
            known = json.load(f)
    except (OSError, ValueError):
        return
    if not isinstance(known, dict):
        return
    weight = {i: float(known.get(item.nodeid, 0) or 0) for i, item in enumerate(items)}
    order = sorted(range(len(items)), key=lambda i: (-weight[i], i))
    items[:] = [items[i] for i in order]
