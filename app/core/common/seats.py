"""The seat arguments of the cores' public functions, checked at the boundary.

Every public function of the One Night and classic cores that takes a seat asks `seat_of`
first: a read answers only for a seat that exists, and anything else is the coded error every
caller already handles (RuleError `bad_args`: "unknown seat", RULES.md §2.3, CLASSIC.md §9),
never a negative index read from the end of a tuple, an IndexError or a TypeError.

>>> seat_of(2, 5)
2
>>> seat_of(-1, 5)
Traceback (most recent call last):
...
app.core.common.errors.RuleError: bad_args: seat -1 is not a seat of this table (5 seats)
"""
from __future__ import annotations

from typing import Any

from .errors import RuleError, show


def is_seat(seat: Any, count: int) -> bool:
    """Whether `seat` is a seat of a table of `count`: an int (never a bool) from 0 to count - 1."""
    return type(seat) is int and 0 <= seat < count or (
        isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < count)


def seat_of(seat: Any, count: int, what: str = "seat") -> int:
    """`seat` when it is a seat of a table of `count`; RuleError bad_args otherwise (a negative
    or too large index, a bool, a float, a text, None, anything else)."""
    if not is_seat(seat, count):
        raise RuleError("bad_args", f"{what} {show(seat)} is not a seat of this table ({count} seats)")
    return seat
