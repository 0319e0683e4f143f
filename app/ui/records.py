"""`record`: a plain data class without the code generation of `@dataclass`.

`@dataclass` compiles an `__init__`, `__eq__`, `__repr__` (and for frozen classes
`__setattr__`, `__hash__`) per class with `exec`: about 0.6 ms a class, paid at import. The
session's action classes are imported before the start screen's first paint, so they use
this instead: the same fields (class annotations, in order, with their defaults or a
`factory(...)` for a fresh value each time), keyword or positional construction, equality and
hashing by type and field values, a dataclass-like repr, and frozen instances by default.
The methods are shared closures, so a class costs a few microseconds (and the module does
not import `dataclasses`).
"""
from __future__ import annotations

from typing import Any, Callable, TypeVar

T = TypeVar("T", bound=type)
MISSING = object()


class FrozenError(AttributeError):
    """Assigning to a field of a frozen record."""


class factory:  # noqa: N801  (used like dataclasses.field(default_factory=...))
    """A field default made afresh for each record: `peek_args: dict = factory(dict)`."""

    def __init__(self, make: Callable[[], Any]) -> None:
        self.make = make


def record(cls: T | None = None, /, *, frozen: bool = True) -> Any:
    """Make `cls` a record (see the module); `@record` or `@record(frozen=False)`."""

    def wrap(c: T) -> T:
        return _make(c, frozen)

    return wrap if cls is None else wrap(cls)


def _make(cls: T, frozen: bool) -> T:
    names = tuple(n for n, t in cls.__dict__.get("__annotations__", {}).items()
                  if not str(t).startswith(("ClassVar", "typing.ClassVar")))
    defaults: list[tuple[str, Any, Callable[[], Any] | None]] = []
    for n in names:
        d = cls.__dict__.get(n, MISSING)
        make = None
        if isinstance(d, factory):
            make, d = d.make, MISSING
            delattr(cls, n)  # the marker must not stay as a class attribute
        defaults.append((n, d, make))
    need = [n for n, d, f in defaults if d is MISSING and f is None]
    set_ = object.__setattr__

    def __init__(self, *args: Any, **kw: Any) -> None:
        if len(args) > len(names):
            raise TypeError(f"{cls.__name__}() takes {len(names)} arguments, {len(args)} given")
        for i, (n, d, f) in enumerate(defaults):
            if i < len(args):
                if n in kw:
                    raise TypeError(f"{cls.__name__}() got two values for {n!r}")
                v = args[i]
            elif n in kw:
                v = kw.pop(n)
            elif f is not None:
                v = f()
            elif d is not MISSING:
                v = d
            else:
                missing = [m for m in need if m not in kw and names.index(m) >= len(args)]
                raise TypeError(f"{cls.__name__}() missing {', '.join(map(repr, missing))}")
            set_(self, n, v)
        if kw:
            raise TypeError(f"{cls.__name__}() got an unexpected argument {next(iter(kw))!r}")

    def _values(self: Any) -> tuple[Any, ...]:
        return tuple(getattr(self, n) for n in names)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return _values(self) == _values(other)

    def __repr__(self) -> str:
        return f"{cls.__qualname__}({', '.join(f'{n}={getattr(self, n)!r}' for n in names)})"

    cls.__init__ = __init__  # type: ignore[misc]
    cls.__eq__ = __eq__  # type: ignore[method-assign,assignment]
    cls.__repr__ = __repr__  # type: ignore[method-assign,assignment]
    cls.__match_args__ = names  # type: ignore[attr-defined]
    cls._fields = names  # type: ignore[attr-defined]
    if frozen:
        def __setattr__(self: Any, name: str, value: Any) -> None:
            raise FrozenError(f"cannot assign to field {name!r}")

        def __delattr__(self: Any, name: str) -> None:
            raise FrozenError(f"cannot delete field {name!r}")

        def __hash__(self: Any) -> int:
            return hash(_values(self))

        cls.__setattr__ = __setattr__  # type: ignore[method-assign,assignment]
        cls.__delattr__ = __delattr__  # type: ignore[method-assign,assignment]
        cls.__hash__ = __hash__  # type: ignore[method-assign,assignment]
    else:
        cls.__hash__ = None  # type: ignore[assignment]  (mutable: unhashable, as a dataclass)
    return cls
