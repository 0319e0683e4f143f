"""Session-wide test setup: Qt runs offscreen."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_sessionstart(session) -> None:
    """The compiled translations are build products (`make translations`): a run of pytest
    alone (a fresh clone, or a .ts edited since) compiles those missing or older than their .ts."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "resources" / "tools"))
    try:
        import translations
    finally:
        sys.path.pop(0)
    translations.compile_all()
