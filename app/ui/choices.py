"""Turn the engine's legal options into clicks on the table, and clicks back into args.

Every legal args dict is written as one or more *pick sequences*: the targets a player
clicks, in order. A pick is (kind, value, path): kind ``seat`` (anywhere on a player's
place), ``card``, ``mark``, ``centre`` or ``direction``; value a seat index, centre
index or direction; path where the value sits inside the args. Choices where order does
not matter (two centre cards, the Gremlin's pair, the Marksman's card and mark) accept
both orders. This keeps every role generic: the builder only needs `options()`.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from itertools import permutations
from typing import Any

Args = dict[str, Any]


@dataclass(frozen=True)
class Pick:
    kind: str
    value: Any
    path: tuple[Any, ...]

    @property
    def target(self) -> tuple[str, Any]:
        return (self.kind, self.value)


def _seat(seats: tuple[str, ...], name: str) -> int:
    return seats.index(name)


def sequences(args: Args, seats: tuple[str, ...], base: tuple[Any, ...] = ()) -> list[tuple[Pick, ...]]:
    """Every click order that builds `args`."""
    keys = set(args)
    if not args:
        return [()]
    if keys == {"swap", "players"}:
        kind = "card" if args["swap"] == "cards" else "mark"
        a, b = (Pick(kind, _seat(seats, p), base + ("players", i)) for i, p in enumerate(args["players"]))
        return [(a, b), (b, a)]
    if keys <= {"card", "mark"}:
        picks = []
        if "card" in args:
            picks.append(Pick("card", _seat(seats, args["card"]), base + ("card",)))
        if "mark" in args:
            picks.append(Pick("mark", _seat(seats, args["mark"]), base + ("mark",)))
        return [tuple(p) for p in permutations(picks)]
    if keys == {"centres"}:
        a, b = (Pick("centre", c, base + ("centres", i)) for i, c in enumerate(args["centres"]))
        return [(a, b), (b, a)]
    if keys == {"players"}:
        return [tuple(Pick("seat", _seat(seats, p), base + ("players", i)) for i, p in enumerate(args["players"]))]
    if keys == {"centre", "player"}:
        return [(Pick("centre", args["centre"], base + ("centre",)), Pick("seat", _seat(seats, args["player"]), base + ("player",)))]
    if keys <= {"player", "then"}:
        first = Pick("seat", _seat(seats, args["player"]), base + ("player",))
        if "then" not in args:
            return [(first,)]
        return [(first,) + rest for rest in sequences(args["then"], seats, base + ("then",))]
    if keys == {"centre"}:
        return [(Pick("centre", args["centre"], base + ("centre",)),)]
    if keys == {"direction"}:
        return [(Pick("direction", args["direction"], base + ("direction",)),)]
    raise ValueError(f"no click form for args {args!r}")


def _set_path(args: Args, path: tuple[Any, ...], value: Any) -> None:
    node: Any = args
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value


# What a click on the table can mean, most specific first.
def click_targets(kind: str, value: Any) -> list[tuple[str, Any]]:
    if kind == "card":
        return [("card", value), ("seat", value)]
    if kind == "mark":
        return [("mark", value), ("seat", value)]
    return [(kind, value)]


class ChoiceBuilder:
    """The clicks made so far towards one decision, and what may be clicked next."""

    def __init__(self, options: list[Args], seats: tuple[str, ...]) -> None:
        self.seats = seats
        self.entries: list[tuple[tuple[Pick, ...], Args]] = []
        for args in options:
            for seq in sequences(args, seats):
                self.entries.append((seq, args))
        self.picks: list[Pick] = []
        self.locked = 0  # picks that can no longer be taken back (something was seen)

    # --- queries --------------------------------------------------------------------
    def _matching(self) -> list[tuple[tuple[Pick, ...], Args]]:
        n = len(self.picks)
        prefix = tuple(p.target for p in self.picks)
        return [(s, a) for s, a in self.entries if len(s) >= n and tuple(p.target for p in s[:n]) == prefix]

    def next_targets(self) -> set[tuple[str, Any]]:
        n = len(self.picks)
        return {s[n].target for s, _ in self._matching() if len(s) > n}

    def complete(self) -> Args | None:
        """The args these picks make, when they make a whole legal choice."""
        n = len(self.picks)
        for s, a in self._matching():
            if len(s) == n:
                return a
        return None

    def selected(self) -> list[tuple[str, Any]]:
        return [p.target for p in self.picks]

    def probe(self, targets: list[tuple[str, Any]]) -> Args | None:
        """Args like a legal one but with the clicked target as the next pick (to ask the engine why not)."""
        n = len(self.picks)
        for kind, value in targets:
            for s, a in self._matching():
                if len(s) > n and s[n].kind == kind:
                    probe = copy.deepcopy(a)
                    _set_path(probe, s[n].path, self._value(kind, value))
                    return probe
        return None

    def _value(self, kind: str, value: Any) -> Any:
        return self.seats[value] if kind in ("seat", "card", "mark") else value

    def partial_args(self) -> Args:
        """The args built by the picks so far (for the engine's peek)."""
        return self._build(self.picks)

    def _build(self, picks: list[Pick] | tuple[Pick, ...]) -> Args:
        out: Args = {}
        for p in picks:
            node: Any = out
            for j, key in enumerate(p.path[:-1]):
                empty: Any = [] if isinstance(p.path[j + 1], int) else {}
                if isinstance(node, list):
                    if len(node) <= key:
                        node.append(empty)
                    node = node[key]
                else:
                    node = node.setdefault(key, empty)
            value = self._value(p.kind, p.value)
            if isinstance(node, list):
                node.append(value)
            else:
                node[p.path[-1]] = value
        return out

    # --- changes ---------------------------------------------------------------------
    def click(self, targets: list[tuple[str, Any]]) -> bool:
        """Take the first of `targets` that may come next, or take back a pick. True if anything changed."""
        for t in targets:
            for i, p in enumerate(self.picks):
                if p.target == t and i >= self.locked:
                    del self.picks[i:]
                    return True
        if self._extend(targets):
            return True
        # Another target where the last pick went: change that pick (e.g. choose Bob instead of Ann).
        if len(self.picks) > self.locked:
            last = self.picks.pop()
            if self._extend(targets):
                return True
            self.picks.append(last)
        return False

    def _extend(self, targets: list[tuple[str, Any]]) -> bool:
        nxt = self.next_targets()
        for t in targets:
            if t in nxt:
                n = len(self.picks)
                for s, _ in self._matching():
                    if len(s) > n and s[n].target == t:
                        self.picks.append(s[n])
                        return True
        return False

    def clear(self) -> None:
        del self.picks[self.locked:]

    def replay(self, partial: Args) -> bool:
        """Redo the picks that built `partial` (a resumed two-part choice) and lock them."""
        for seq, _ in self.entries:
            for k in range(1, len(seq) + 1):
                if self._build(seq[:k]) == partial:
                    self.picks = list(seq[:k])
                    self.lock()
                    return True
        return False

    def lock(self) -> None:
        self.locked = len(self.picks)

