"""The PySide6 application: models wrap the core, views render them."""
from __future__ import annotations

import sys

_NONE_GUARD = 1 << 60


def _keep_none_alive() -> None:
    """Work around PySide6 6.12's stable-ABI wheels on Python < 3.12.

    Every binding that returns nothing drops one reference to None too many. Where None
    is not immortal (CPython before 3.12) its count runs out after a few thousand calls
    and the interpreter aborts ("none_dealloc"). Give None a count no session can use up,
    as CPython 3.12 itself does.
    """
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    import ctypes  # only here: importing it costs start-up time on every Python

    for singleton in (None, True, False):  # True/False suffer the same at shutdown
        if sys.getrefcount(singleton) < _NONE_GUARD // 2:
            ctypes.c_ssize_t.from_address(id(singleton)).value += _NONE_GUARD


_keep_none_alive()
