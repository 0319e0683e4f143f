"""The phone room's tests make windows too: each one is closed and deleted when its test ends."""
from ..ui.conftest import _no_window_outlives_its_test  # noqa: F401  (an autouse fixture)
