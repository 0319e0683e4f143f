"""Malformed scenario files against the runner (SCENARIOS.md).

Each mutant starts from one of the project's own scenario files and breaks it in one way:
a list or an object where a name or an id is expected, wrong types under `expect`, a key
removed or added, deep nesting, a 5,000-digit integer, damaged text. The runner must
answer every file with a PASS, a FAIL or a `bad_scenario` naming the key, never an
exception, and a directory run must report every file.

`run(count, seed)` returns the figures; `python -m tests.fuzzing.scenarios [COUNT] [SEED]`
prints them.
"""
from __future__ import annotations

import contextlib
import io
import json
import random
import sys
import tempfile
import traceback
from pathlib import Path
from typing import Any

from app.core.onenight.catalog import STEP_IDS
from app.core.scenario import check_file, main

STEPS = sorted(STEP_IDS)

ROOT = Path(__file__).resolve().parents[1] / "scenarios"
HUGE = "\u0000huge\u0000"  # placeholders replaced in the JSON text
DEEP = "\u0000deep\u0000"
# A bad_scenario message names the key at fault, or says the file itself is not a JSON object.
NAMED = ("key '", "cannot read JSON", "the file must hold one JSON object")


def _sources() -> list[Any]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted(ROOT.rglob("*.json"))]


def _paths(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a node of a JSON value (the root included)."""
    out = [at]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(_paths(v, at + (k,)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(_paths(v, at + (i,)))
    return out


def _get(value: Any, at: tuple[Any, ...]) -> Any:
    for k in at:
        value = value[k]
    return value


def _junk(rng: random.Random, depth: int = 0) -> Any:
    """A JSON value of a random type (placeholders stand for what JSON cannot hold)."""
    kind = rng.randrange(14 if depth < 2 else 10)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False])
    if kind == 2:
        return rng.choice([0, 1, 2, 3, 4, -1, 99, 2**63, -(2**70)])
    if kind == 3:
        return rng.choice([0.5, 1.0, -0.0, 1e308])
    if kind == 4:
        return rng.choice(["", "Ann", "Zed", "werewolf", "seer", "vampire", "clarity", "left", "\u200b", "x" * 300])
    if kind == 5:
        return HUGE
    if kind == 6:
        return DEEP
    if kind == 7:
        return []
    if kind == 8:
        return {}
    if kind == 9:
        return rng.choice(["not_awake", "bad_args", "card:Ann", "mark:Bob", "card:centre9"])
    if kind in (10, 11):
        return [_junk(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice(["player", "players", "centre", "seat", "step", "args", "x", ""]): _junk(rng, depth + 1)
            for _ in range(rng.randrange(3))}


# Keys whose values the runner reads; mutants aim there half of the time.
_TARGETS = (
    ("seats",), ("deal",), ("deal", "seats"), ("deal", "centre"), ("deal", "wolf_centre"), ("deal", "marks"),
    ("deal", "artifacts"), ("actions",), ("votes",), ("expect",), ("expect", "dead"), ("expect", "winners"),
    ("expect", "final"), ("expect", "teams"), ("expect", "observations"), ("expect", "rejected"),
    ("expect", "flipped"), ("name",),
)


def _mutate(rng: random.Random, data: Any) -> tuple[str, str]:
    """One broken copy of `data`: (what was done, the file's text)."""
    data = json.loads(json.dumps(data))
    kind = rng.randrange(12)
    if kind >= 10 and isinstance(data.get("actions"), list) and isinstance(data.get("seats"), list):
        # Well-formed but wrong: an entry moved to another step or seat, copied, or new.
        actions, seats = data["actions"], data["seats"]
        entry = dict(rng.choice(actions)) if actions else {"args": {}}
        entry["step"] = rng.choice(STEPS) if rng.random() < 0.7 else entry.get("step", "seer")
        entry["seat"] = rng.choice(seats) if seats and rng.random() < 0.7 else entry.get("seat", "Ann")
        if rng.random() < 0.5:
            entry["args"] = rng.choice([{}, {"player": rng.choice(seats or ["Ann"])}, {"centre": rng.randrange(5)},
                                        {"players": seats[:2]}, {"then": {}}, {"direction": "left"}])
        actions.append(entry)
        return "an extra entry", json.dumps(data, ensure_ascii=False)
    paths = [p for p in _paths(data) if p]
    if kind <= 4 and paths:
        # Replace one value (a named key, an action's field, or any node) with junk.
        if kind == 0:
            at = rng.choice([t for t in _TARGETS if _has(data, t)] or paths)
        elif kind == 1 and isinstance(data.get("actions"), list) and data["actions"]:
            i = rng.randrange(len(data["actions"]))
            at = ("actions", i, rng.choice(["step", "seat", "args"]))
        elif kind == 2:
            sub = [p for p in paths if p[0] == "expect"]
            at = rng.choice(sub or paths)
        else:
            at = rng.choice(paths)
        value = _junk(rng)
        _set(data, at, value)
        what = f"set {_label(at)}"
    elif kind == 5 and paths:
        at = rng.choice(paths)
        parent = _get(data, at[:-1])
        del parent[at[-1]]
        what = f"delete {_label(at)}"
    elif kind == 6:
        at = rng.choice([p for p in _paths(data) if isinstance(_get(data, p), dict)])
        _get(data, at)[rng.choice(["extra", "Seats", "args", "step", "x" * 50])] = _junk(rng)
        what = f"add a key under {_label(at)}"
    elif kind == 7:
        at = rng.choice(paths or [()])
        if at:
            _set(data, at, rng.choice([HUGE, DEEP]))
        what = f"huge or deep at {_label(at)}"
    else:
        text = json.dumps(data, ensure_ascii=False)
        cut = rng.randrange(len(text))
        choice = rng.randrange(4)
        if choice == 0:
            text = text[:cut]
        elif choice == 1:
            text = text[:cut] + rng.choice(["\ufeff", "\x00", "}", "]", ",", '"', "\\"]) + text[cut:]
        elif choice == 2:
            text = "[" * 50_000 + "]" * 50_000
        else:
            return "invalid UTF-8", text[:cut] + "\udcff" + text[cut:]
        return "damaged text", text
    text = json.dumps(data, ensure_ascii=False)
    depth = rng.choice([40, 900, 5_000, 100_000])
    text = text.replace(json.dumps(HUGE), "7" * rng.choice([4_000, 5_000]))
    text = text.replace(json.dumps(DEEP), "[" * depth + "]" * depth)
    return what, text


def _has(data: Any, at: tuple[Any, ...]) -> bool:
    try:
        _get(data, at)
    except (KeyError, IndexError, TypeError):
        return False
    return True


def _set(data: Any, at: tuple[Any, ...], value: Any) -> None:
    _get(data, at[:-1])[at[-1]] = value


def _label(at: tuple[Any, ...]) -> str:
    return ".".join(str(k) for k in at) or "(root)"


def run(count: int = 300, seed: int = 0) -> dict[str, Any]:
    """Write `count` malformed files, check each, then run the whole directory once.

    Figures: tried; bad_scenario (rejected with the runner's code and a named key); ran (a
    PASS or a FAIL); unnamed (bad_scenario without a key); failures (tracebacks, and a
    directory run, plain or --json, that did not report every file); examples of failures.
    """
    rng = random.Random(seed)
    sources = _sources()
    figures: dict[str, Any] = {"attack": "scenario files", "tried": 0, "bad_scenario": 0, "ran": 0,
                               "unnamed": 0, "failures": 0, "examples": []}
    with tempfile.TemporaryDirectory(prefix="fuzz-scenarios-") as tmp:
        folder = Path(tmp)
        for i in range(count):
            what, text = _mutate(rng, rng.choice(sources))
            path = folder / f"m{i:05d}.json"
            path.write_bytes(text.encode("utf-8", "surrogateescape"))
            figures["tried"] += 1
            try:
                _ok, _name, problems = check_file(path)
            except BaseException as exc:  # noqa: BLE001 - the very thing counted
                if isinstance(exc, KeyboardInterrupt):
                    raise
                figures["failures"] += 1
                _example(figures, path.name, what, exc)
                continue
            bad = [p for p in problems if p.startswith("bad_scenario")]
            if bad:
                figures["bad_scenario"] += 1
                if not any(m in bad[0] for m in NAMED):
                    figures["unnamed"] += 1
                    _example(figures, path.name, what, None, bad[0])
            else:
                figures["ran"] += 1
        # One directory run: every file is reported, and the run reaches the end.
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                main([str(folder)])
                reached = True
            except BaseException as exc:  # noqa: BLE001
                if isinstance(exc, KeyboardInterrupt):
                    raise
                reached = False
        lines = out.getvalue().splitlines()
        reported = sum(1 for line in lines if line.startswith(("PASS ", "FAIL ")))
        figures["directory_run_reported"] = reported
        if not reached or reported != count or "internal error" in out.getvalue():
            figures["failures"] += 1
            figures["examples"].append({"file": "(directory run)", "what": f"reported {reported} of {count}"})
        # The same with --json: one JSON document per file, an outcome or a bad_scenario.
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            try:
                main(["--json", str(folder)])
                reached = True
            except BaseException as exc:  # noqa: BLE001
                if isinstance(exc, KeyboardInterrupt):
                    raise
                reached = False
        docs = _documents(out.getvalue())
        figures["json_run_reported"] = len(docs)
        if not reached or len(docs) != count or any(d.get("error") not in (None, "bad_scenario") for d in docs):
            figures["failures"] += 1
            figures["examples"].append({"file": "(--json run)", "what": f"reported {len(docs)} of {count}"})
    return figures


def _documents(text: str) -> list[dict[str, Any]]:
    """The JSON documents printed one after the other (stops at anything else)."""
    decoder = json.JSONDecoder()
    docs, i = [], 0
    while True:
        while i < len(text) and text[i].isspace():
            i += 1
        if i >= len(text):
            return docs
        try:
            doc, i = decoder.raw_decode(text, i)
        except ValueError:
            return docs
        docs.append(doc if isinstance(doc, dict) else {"error": "not an object"})


def _example(figures: dict[str, Any], name: str, what: str, exc: BaseException | None, message: str = "") -> None:
    if len(figures["examples"]) >= 8:
        return
    if exc is not None:
        last = traceback.extract_tb(exc.__traceback__)[-1]
        message = f"{type(exc).__name__}: {str(exc)[:120]} at {Path(last.filename).name}:{last.lineno}"
    figures["examples"].append({"file": name, "what": what, "error": message})


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:3]]
    print(json.dumps(run(*args)))
