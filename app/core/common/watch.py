"""What a watcher learns from the shape of the night's visits (DESIGN.md §Hand-off 8).

A watcher sees, of every private visit, how many cards or players are tapped, how many times
Confirm / Next / Done are pressed, how many cards turn over, how many screens it has, and how
long the night runs; it knows who sits where. `Sample` is one seat of one dealt night as such a
watcher records it, with the card the seat was dealt (and its team), which the watcher wants.

`lifts` trains the simplest classifier there is on half of the nights (the most common card for
each thing seen) and scores it on the other half against the base rate (always guessing the most
common card): the points it gains are what the shapes give away. It tries several views of what
was seen (one visit of a lap, a seat's whole night, where the seat sits and how long the night
ran) and reports the best of each, for the card and for the team.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterable


@dataclass(frozen=True)
class Sample:
    """One seat of one night, as a watcher records it."""

    deal: int  # which night (the first half of the nights trains, the second tests)
    seat: int
    role: str  # the card the seat was dealt
    team: str  # that card's team
    visits: tuple[Hashable, ...]  # per lap, what the watcher saw of the seat's visit (its "tuple")
    laps: int  # how many laps the night ran


# The views: what of a sample the classifier is shown, and what it is compared with (the same
# classifier shown only what the watcher knew anyway: nothing, or where the seat sits).
VIEWS: dict[str, tuple[Callable[[Sample], Iterable[Hashable]], Callable[[Sample], Iterable[Hashable]]]] = {
    # each visit alone, with its lap (one sample per visit)
    "visit": (lambda s: [(k, v) for k, v in enumerate(s.visits)], lambda s: [(k, ()) for k in range(len(s.visits))]),
    # the seat's whole night
    "night": (lambda s: [(s.visits, s.laps)], lambda s: [()]),
    # where the seat sits and how long the night ran (an extra lap that follows a seat), against
    # where it sits alone
    "seat_and_length": (lambda s: [(s.seat, s.laps)], lambda s: [s.seat]),
}


def held_out(rows: list[tuple[int, Hashable, str]]) -> tuple[float, float]:
    """(accuracy, base rate) of the majority-per-key classifier trained on the rows of the first
    half of the nights and tested on the rest; rows are (night, key, label). The base rate is the
    most common label's share (the classifier shown nothing)."""
    nights = sorted({d for d, _, _ in rows})
    if len(nights) < 2:
        return 0.0, 0.0
    cut = nights[len(nights) // 2]
    by_key: dict[Hashable, Counter[str]] = {}
    overall: Counter[str] = Counter()
    for d, key, label in rows:
        if d < cut:
            by_key.setdefault(key, Counter())[label] += 1
            overall[label] += 1
    if not overall:
        return 0.0, 0.0
    default = _majority(overall)
    guess = {key: _majority(c) for key, c in by_key.items()}
    hits = base = total = 0
    for d, key, label in rows:
        if d >= cut:
            total += 1
            hits += guess.get(key, default) == label
            base += default == label
    return (hits / total, base / total) if total else (0.0, 0.0)


def _majority(c: Counter[str]) -> str:
    """The most common label (ties broken by the label itself, so the same every run)."""
    top = max(c.values())
    return min(label for label, k in c.items() if k == top)


@dataclass(frozen=True)
class Lift:
    """The best view's gain over the base rate, in points, for the card and for the team."""

    role: float
    role_view: str
    role_accuracy: float
    role_base: float
    team: float
    team_view: str
    team_accuracy: float
    team_base: float

    def best(self) -> float:
        return max(self.role, self.team)


def lifts(samples: list[Sample]) -> Lift:
    """The best held-out gain of the views over what the watcher knew anyway, for the card and for
    the team (in points), with that view's accuracy and its comparison's."""
    best: dict[str, tuple[float, str, float, float]] = {"role": (-1e9, "", 0.0, 0.0), "team": (-1e9, "", 0.0, 0.0)}
    for name, (view, known) in VIEWS.items():
        for what in ("role", "team"):
            rows = [(s.deal, key, getattr(s, what)) for s in samples for key in view(s)]
            acc, _ = held_out(rows)
            base, _ = held_out([(s.deal, key, getattr(s, what)) for s in samples for key in known(s)])
            gain = 100.0 * (acc - base)
            if gain > best[what][0]:
                best[what] = (gain, name, acc, base)
    r, t = best["role"], best["team"]
    return Lift(r[0], r[1], r[2], r[3], t[0], t[1], t[2], t[3])


def identical(samples: list[Sample]) -> bool:
    """Whether every seat's visit looks the same as every other's in each lap, in every night, and
    every night runs as many laps: then nothing of the shapes can tell one card from another."""
    laps = {s.laps for s in samples}
    if len(laps) > 1:
        return False
    per_lap: dict[int, set[Hashable]] = {}
    for s in samples:
        for k, v in enumerate(s.visits):
            per_lap.setdefault(k, set()).add(v)
    return all(len(v) == 1 for v in per_lap.values())


def differing_laps(samples: list[Sample]) -> dict[int, Counter[Any]]:
    """For each lap whose visits do not all look the same, how often each look was seen."""
    per_lap: dict[int, Counter[Any]] = {}
    for s in samples:
        for k, v in enumerate(s.visits):
            per_lap.setdefault(k, Counter())[v] += 1
    return {k: c for k, c in per_lap.items() if len(c) > 1}


__all__ = ["Sample", "VIEWS", "Lift", "lifts", "held_out", "identical", "differing_laps"]
