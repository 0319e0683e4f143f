"""app.core must never import Qt."""
from __future__ import annotations

import subprocess
import sys


def test_importing_every_core_module_loads_no_qt() -> None:
    code = (
        "import app.core, pkgutil, importlib, sys\n"
        "[importlib.import_module(m.name) for m in pkgutil.walk_packages(app.core.__path__, 'app.core.')]\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'PyQt'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
