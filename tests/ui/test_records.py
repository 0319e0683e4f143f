"""`records.record`: the session's data classes without dataclass code generation behave as the
dataclasses they replace."""
from __future__ import annotations

import pytest

from app.ui import session as S
from app.ui.records import FrozenError, factory, record


@record
class Point:
    x: int
    y: int = 0


@record(frozen=False)
class Bag:
    name: str
    items: list = factory(list)


def test_fields_defaults_equality_hash_and_repr():
    assert Point(1) == Point(1, 0) == Point(x=1, y=0) and Point(1) != Point(2)
    assert hash(Point(1, 2)) == hash(Point(1, 2)) and len({Point(1), Point(1, 0), Point(3)}) == 2
    assert repr(Point(1, 2)) == "Point(x=1, y=2)"
    assert Point._fields == ("x", "y") and Point.__match_args__ == ("x", "y")
    assert S.Decide(None) == S.Decide(None, "") and S.ToStart() != S.ToSetup()
    assert S.Changes() == S.NOTHING and S.Changes("start") != S.NOTHING


def test_frozen_and_mutable_records():
    p = Point(1)
    with pytest.raises(FrozenError):
        p.x = 2
    with pytest.raises(AttributeError):  # as dataclasses.FrozenInstanceError is one
        del p.y
    a, b = Bag("a"), Bag("b")
    a.items.append(1)
    a.name = "c"
    assert b.items == [] and a == Bag("c", [1])  # a fresh list each
    with pytest.raises(TypeError):
        hash(a)


def test_wrong_arguments_are_refused():
    with pytest.raises(TypeError):
        Point()
    with pytest.raises(TypeError):
        Point(1, 2, 3)
    with pytest.raises(TypeError):
        Point(1, x=2)
    with pytest.raises(TypeError):
        Point(1, z=2)
