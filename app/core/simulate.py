"""Random legal games through the hand-off planner: `python -m app.core.simulate ...`.

The simulator of each mode lives in its package; this entry point keeps the command stable.
"""
from __future__ import annotations

from .onenight.simulate import main

if __name__ == "__main__":
    raise SystemExit(main())
