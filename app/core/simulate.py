"""Random legal games through the hand-off planner: `python -m app.core.simulate [--mode M] ...`.

The simulator of each mode lives in its package; this entry point keeps the command stable:
`--mode onenight` (the default) is `app.core.onenight.simulate`, `--mode classic` is
`app.core.classic.simulate`. The other options belong to the mode's own simulator.
"""
from __future__ import annotations

import argparse
import sys

MODES = ("onenight", "classic")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m app.core.simulate", add_help=False)
    ap.add_argument("--mode", choices=MODES, default="onenight")
    a, rest = ap.parse_known_args(sys.argv[1:] if argv is None else argv)
    if "-h" in rest or "--help" in rest:
        print(f"--mode {{{','.join(MODES)}}}: the game mode (default onenight; now {a.mode}). "
              f"The options below are the {a.mode} simulator's own.\n")
    if a.mode == "classic":
        from .classic.simulate import main as run
    else:
        from .onenight.simulate import main as run
    return run(rest)


if __name__ == "__main__":
    raise SystemExit(main())
