"""The fuzzers at ten times the suite's count: one JSON line of figures per fuzzer.

Usage: .venv/bin/python benchmarks/fuzz.py [--times 10] [--seed S]

Runs every `tests.fuzzing.<name>` module that has a `run(count, seed)` (saves, scenarios,
engine, whichever exist), with the count and seed of tests/fuzzing/test_fuzz.py (or 200
for a module the tests do not list) times `--times`. Exit 1 if any reports failures.
"""
from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def fuzzers() -> list[str]:
    import tests.fuzzing as pkg

    names = []
    for info in pkgutil.iter_modules(pkg.__path__):
        if info.name.startswith("test_") or info.ispkg:
            continue
        try:
            module = importlib.import_module(f"tests.fuzzing.{info.name}")
        except Exception as exc:  # noqa: BLE001 - one broken fuzzer must not hide the others
            print(json.dumps({"fuzzer": info.name, "error": f"cannot import: {exc!r}"}), flush=True)
            continue
        if callable(getattr(module, "run", None)):
            names.append(info.name)
    return sorted(names)


def suite_counts() -> dict[str, tuple[int, int]]:
    try:
        from tests.fuzzing.test_fuzz import COUNTS
    except ImportError:
        return {}
    return dict(COUNTS)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--times", type=int, default=10)
    ap.add_argument("--seed", type=int, help="instead of the suite's seeds")
    a = ap.parse_args()
    counts = suite_counts()
    status = 0
    for name in fuzzers():
        count, seed = counts.get(name, (200, 1))
        count *= a.times
        seed = a.seed if a.seed is not None else seed
        module = importlib.import_module(f"tests.fuzzing.{name}")
        start = time.perf_counter()
        figures = module.run(count, seed)
        line = {"fuzzer": name, "count": count, "seed": seed, "seconds": round(time.perf_counter() - start, 2)}
        line.update(figures)
        print(json.dumps(line, ensure_ascii=False, default=str), flush=True)
        if figures.get("failures"):
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
