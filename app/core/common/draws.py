"""`random.Random`'s draws, written out for the engine's hot paths: the same numbers in the same
order as `rng.choice`, `rng.shuffle` and `rng.randrange(n)` give, with fewer
Python calls (each of those goes through one or two methods of `random.py` per number).

The written-out forms hold for a plain `random.Random` (its `_randbelow` is
`_randbelow_with_getrandbits`); any other generator is asked through its own methods.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

_Random = random.Random


def below(rng: Any, n: int) -> int:
    """`rng._randbelow(n)` for n >= 1: `rng.randrange(n)`, and the index `rng.choice` draws for a
    sequence of length n."""
    if type(rng) is not _Random:
        return rng.randrange(n)  # type: ignore[no-any-return]
    getrandbits = rng.getrandbits
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def choice(rng: Any, seq: Sequence[Any]) -> Any:
    """`rng.choice(seq)`."""
    n = len(seq)
    if type(rng) is not _Random or not n:
        return rng.choice(seq)
    getrandbits = rng.getrandbits
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return seq[r]


def shuffle(rng: Any, x: list[Any]) -> None:
    """`rng.shuffle(x)`."""
    if type(rng) is not _Random:
        rng.shuffle(x)
        return
    getrandbits = rng.getrandbits
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]
