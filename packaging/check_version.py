"""Check a release tag against the version in pyproject.toml (the release workflow's first step).

Usage: python packaging/check_version.py TAG        e.g. v0.2.0 or refs/tags/v0.2.0

Exit status 0 when TAG is "v" + project.version (the names of every file the release ships
come from that version), 1 when they differ, 2 on a malformed tag. Without a tag (a run started
by hand), pass "" and nothing is checked.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import pyi_slim  # noqa: E402  (packaging/pyi_slim.py: project_version())

_TAG = re.compile(r"^(?:refs/tags/)?v(?P<version>\d[0-9A-Za-z.+!-]*)$")


def tag_version(tag: str) -> str:
    """'v1.2.3' or 'refs/tags/v1.2.3' -> '1.2.3'; ValueError for anything else."""
    match = _TAG.match(tag.strip())
    if match is None:
        raise ValueError(f"not a release tag (v<version>): {tag!r}")
    return match["version"]


def check(tag: str, version: str) -> str:
    """"" when the tag names this version, else what is wrong."""
    wanted = tag_version(tag)
    if wanted != version:
        return (f"the tag {tag.strip()} says {wanted}, pyproject.toml says {version}: set project.version "
                f"to {wanted} (or tag v{version}) so the release's files carry the tag's version")
    return ""


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    tag, version = argv[1], pyi_slim.project_version()
    if not tag.strip():
        print(f"check_version: no tag, version {version}")
        return 0
    try:
        problem = check(tag, version)
    except ValueError as error:
        print(f"check_version: error: {error}", file=sys.stderr)
        return 2
    if problem:
        print(f"check_version: error: {problem}", file=sys.stderr)
        return 1
    print(f"check_version: {tag.strip()} matches pyproject.toml ({version})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
