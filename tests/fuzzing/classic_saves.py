"""Mutated classic save files: each must be refused with SaveError, or load into a game that the
planner plays on to the end (the classic counterpart of saves.py).

`run(count, seed)` is the whole fuzz: `count` mutants of real saves of random games played
through the planner (a fresh deal, visits mid-night with held choices and notes, the dawn's
last turns, the day, ballots under way, dusk, the end), replayable from `seed`. A mutant
changes one to three values (other numbers, other ids, wrong types, list items swapped,
dropped or doubled), deletes keys, truncates the text or puts random bytes in it.
"""
from __future__ import annotations

import copy
import json
import random
from typing import Any

from app.core.classic import handoff as H
from app.core.classic import simulate as S
from app.core.classic.catalog import CAUSES, PHASE_IDS, RESULTS, ROLES, STEPS
from app.core.classic.mode import CLASSIC
from app.core.classic.state import GameState
from app.core.common.errors import SaveError

from .saves import _paths

IDS = list(ROLES + CAUSES + PHASE_IDS + RESULTS + STEPS) + ["last_turn", "N1", "D1", "N2", "xyz", "", "pick",
                                                            "skip", "bite", "note", "vote_start"]
KINDS = ("value", "value", "value", "type", "delete", "truncate", "bytes")


class Broken(Exception):
    """A mutant that loaded into a broken game, or made the loader raise something else."""


# --- real saves -----------------------------------------------------------------------------------

def real_saves(rng: random.Random) -> list[str]:
    """The save texts of one random game at a few of its moments."""
    n = rng.choice((8, 9))
    texts: list[str] = []
    share = rng.choice((0.02, 0.05, 0.1))

    def grab(kind: str, state: GameState, night: H.Night | None, info: dict[str, Any]) -> None:
        if kind != "commit" and (not texts or rng.random() < share):
            extra = {"screen": "c_curtain" if night is not None else "c_day", "timer_ms": rng.randrange(60000)}
            texts.append(CLASSIC.dumps(state, night, extra))
            if night is not None and rng.random() < 0.3:
                texts.append(CLASSIC.dumps(state))  # at nightfall, without tonight's progress

    p = S.play_game([f"P{i}" for i in range(n)], rng.randrange(1 << 30), rng, grab)
    texts.append(CLASSIC.dumps(p.state, extra={"screen": "c_end"}))
    return texts


# --- mutations -----------------------------------------------------------------------------------

def _new_value(rng: random.Random, old: Any) -> Any:
    roll = rng.random()
    if isinstance(old, bool) and roll < 0.5:
        return not old
    if isinstance(old, int) and not isinstance(old, bool) and roll < 0.7:
        return rng.choice([old + 1, old - 1, old + 2, -1, 0, 8, 9, 99, 10**9, -2, 2**63, 1.0 * old])
    if isinstance(old, str) and roll < 0.6:
        return rng.choice(IDS)
    if isinstance(old, list) and old and roll < 0.6:
        new = list(old)
        op = rng.randrange(4)
        if op == 0 and len(new) > 1:
            i, j = rng.sample(range(len(new)), 2)
            new[i], new[j] = new[j], new[i]
        elif op == 1:
            del new[rng.randrange(len(new))]
        elif op == 2:
            new.insert(rng.randrange(len(new) + 1), copy.deepcopy(rng.choice(new)))
        else:
            new[rng.randrange(len(new))] = _new_value(rng, rng.choice(new))
        return new
    return rng.choice([None, True, False, 0, -1, 3, 1.5, "", "abc", "P0", [], [0], [[0, 1]], {}, {"x": 1},
                       {"player": 1}, rng.choice(IDS), [rng.choice(IDS)], "9" * 30])


def mutate(rng: random.Random, text: str) -> str | bytes:
    """`text` damaged in one of several ways (mostly one to three values inside the game)."""
    how = rng.choice(KINDS)
    if how == "truncate":
        return text[: rng.randrange(len(text))]
    if how == "bytes":
        raw = bytearray(text.encode("utf-8"))
        for _ in range(rng.randint(1, 4)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        return bytes(raw)
    doc = json.loads(text)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        paths = [p for p in _paths(doc) if p and (p[0] in ("state", "night") or rng.random() < 0.05)]
        if not paths:  # an earlier damage deleted the whole game
            break
        path = rng.choice(paths)
        parent: Any = doc
        for key in path[:-1]:
            parent = parent[key]
        if how == "delete" and isinstance(parent, (dict, list)):
            del parent[path[-1]]
        elif how == "type":
            parent[path[-1]] = rng.choice([None, "1", 1.5, [], {}, True, [parent[path[-1]]]])
        else:
            parent[path[-1]] = _new_value(rng, parent[path[-1]])
    return json.dumps(doc, ensure_ascii=False, sort_keys=rng.random() < 0.5)


# --- loading and playing on -----------------------------------------------------------------------

def play_on(state: GameState, night: H.Night | None, rng: random.Random) -> None:
    """Play a loaded save to the end through the planner, as the app would; Broken if it cannot."""
    if state.phase == "night" and night is None:
        night = H.begin(state)
    CLASSIC.public_view(state)
    if night is not None:
        H.visit_view(state, night)
    end = S.play_on(state, S.Policy(rng), night=night).state
    if end.phase != "end" or CLASSIC.outcome(end) is None:
        raise Broken("the game did not end")
    CLASSIC.story(end)
    CLASSIC.public_view(end)
    for seat in range(end.n):
        CLASSIC.knowledge(end, seat)
    again = CLASSIC.loads(CLASSIC.dumps(end))
    if again != end:
        raise Broken("the finished game does not save and load back")


def one(text: str | bytes, rng: random.Random) -> str:
    """'rejected', 'loaded', or raise Broken (with the reason) for one save text."""
    try:
        state, night, _extra = CLASSIC.loads_with_extra(text)  # type: ignore[arg-type]
    except SaveError as err:
        if err.reason not in ("corrupt", "version") or not str(err):
            raise Broken(f"SaveError without a clear reason: {err!r}") from None
        return "rejected"
    except Exception as exc:  # noqa: BLE001 - the point of the fuzz
        raise Broken(f"load raised {type(exc).__name__}: {exc}") from None
    try:
        play_on(state, night, rng)
    except Broken:
        raise
    except Exception as exc:  # noqa: BLE001
        raise Broken(f"playing on raised {type(exc).__name__}: {exc}") from None
    return "loaded"


def run(count: int, seed: int) -> dict[str, Any]:
    """Try `count` mutated saves; the figures: tried, rejected, loaded, failures and a few examples."""
    rng = random.Random(seed)
    figures: dict[str, Any] = {"tried": 0, "rejected": 0, "loaded": 0, "failures": 0, "examples": []}
    bases: list[str] = []
    while figures["tried"] < count:
        if not bases or rng.random() < 0.05:
            bases = real_saves(rng)
        text = mutate(rng, rng.choice(bases))
        figures["tried"] += 1
        try:
            figures[one(text, random.Random(rng.random()))] += 1
        except Broken as exc:
            figures["failures"] += 1
            if len(figures["examples"]) < 10:
                figures["examples"].append(str(exc))
    return figures


if __name__ == "__main__":
    import sys

    print(run(int(sys.argv[1]) if len(sys.argv) > 1 else 1000, int(sys.argv[2]) if len(sys.argv) > 2 else 1))
