"""Frozen entry point: the same as `python -m app`; `--media-check` checks sound and voice
inside the bundle instead (packaging/media_check.py, run by the release builds)."""
from __future__ import annotations

import sys

from app.__main__ import main

if __name__ == "__main__":
    if sys.argv[1:2] == ["--media-check"]:
        import media_check  # packaging/media_check.py, bundled next to this script

        sys.exit(media_check.run(sys.argv))
    sys.exit(main())
