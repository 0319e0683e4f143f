"""Entry point: `python -m app [--smoke]`."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Start the application and return its exit code."""
    from app.ui.app import run

    return run(sys.argv if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
