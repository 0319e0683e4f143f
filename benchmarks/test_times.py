"""Where the test suite's time goes, from pytest's JUnit XML (`pytest --junitxml=FILE`).

Usage:
  python benchmarks/test_times.py RUN.xml [--top 20]        the totals by folder, the slowest tests
  python benchmarks/test_times.py RUN.xml --base OLD.xml    the same beside an older run
  python benchmarks/test_times.py RUN.xml --write           also write tests/durations.json

tests/durations.json holds the seconds of every test that took a second or more; tests/conftest.py
starts the run with them, longest first, so that parallel workers (`make test`: `-n auto`) all end
at about the same time. Each figure is the test's own time (set-up, call and tear-down) as the
worker that ran it measured it: with two workers on two cores, the sum is about twice the wall time.
"""
from __future__ import annotations

import argparse
import json
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DURATIONS = ROOT / "tests" / "durations.json"
WRITE_OVER = 1.0  # seconds: the tests durations.json keeps


def read(path: Path) -> tuple[dict[str, float], float, int]:
    """(seconds per test node id, the run's wall time as pytest reported it, the count of tests)."""
    root = ET.parse(path).getroot()
    suites = [root] if root.tag == "testsuite" else list(root.iter("testsuite"))
    times: dict[str, float] = {}
    wall = 0.0
    for suite in suites:
        wall += float(suite.get("time", 0) or 0)
        for case in suite.iter("testcase"):
            module = case.get("classname", "").replace(".", "/") + ".py"
            times[f"{module}::{case.get('name')}"] = float(case.get("time", 0) or 0)
    return times, wall, len(times)


def folders(times: dict[str, float]) -> Counter:
    out: Counter = Counter()
    for node, t in times.items():
        parts = node.split("::")[0].split("/")
        out["/".join(parts[:2]) if len(parts) > 2 else parts[0]] += t
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("run", type=Path)
    ap.add_argument("--base", type=Path, help="an older run's JUnit XML, shown beside")
    ap.add_argument("--top", type=int, default=20)
    ap.add_argument("--write", action="store_true", help=f"write {DURATIONS.relative_to(ROOT)}")
    a = ap.parse_args()
    runs = {"now": read(a.run)} | ({"base": read(a.base)} if a.base else {})
    for name, (times, wall, n) in runs.items():
        total = sum(times.values())
        print(f"{name}: {n} tests, wall {wall:.0f} s, sum of test times {total:.0f} s")
        for folder, t in folders(times).most_common():
            print(f"  {folder:<18} {t:7.0f} s  {100 * t / total:4.1f} %")
        ranked = sorted(times.items(), key=lambda kv: -kv[1])
        for k in (10, 100):
            print(f"  the {k} slowest: {100 * sum(t for _, t in ranked[:k]) / total:.0f} % of the sum")
    now = runs["now"][0]
    base = runs["base"][0] if "base" in runs else {}
    print(f"\nthe {a.top} slowest tests (seconds){' and the same test in the base run' if base else ''}:")
    for node, t in sorted(now.items(), key=lambda kv: -kv[1])[:a.top]:
        print(f"  {t:7.1f}  {f'{base[node]:7.1f}  ' if node in base else ''}{node}")
    if base:
        print(f"\nthe {a.top} slowest tests of the base run, and now:")
        for node, t in sorted(base.items(), key=lambda kv: -kv[1])[:a.top]:
            print(f"  {t:7.1f}  {now[node] if node in now else float('nan'):7.1f}  {node}")
    if a.write:
        keep = {node: round(t, 1) for node, t in sorted(now.items()) if t >= WRITE_OVER}
        DURATIONS.write_text(json.dumps(keep, indent=0, sort_keys=True) + "\n", encoding="utf-8")
        print(f"\nwrote {len(keep)} tests to {DURATIONS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
