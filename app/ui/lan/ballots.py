"""A phone seat's ballot, or its night visit, taken while the laptop goes round the other seats
(LAN.md: ballots from phones in parallel; mixed seating).

The phone's ballot is the curtain's own ballot page (`BallotScreen`, in a `VisitDouble`), so it
shows the same words, the same 60-second clock and the same choices, and the engine checks the
ballot exactly as behind the curtain. The page reads "its" session: here a `SeatBallot`, the
classic session seen from one phone seat. Its `open` is that seat's phone ballot
(`ClassicSession.remote_ballot`) instead of the laptop's open screen, the session's own methods
run against it, and what the page submits becomes that seat's action (`RemoteBallot`, ...).
Everything else is the session's, read live; the view writes nothing but its own cache.

A phone's night visit is the same: the curtain's `VisitScreen` reads a `SeatVisit`, whose `open`
is that seat's visit of the lap going round (`ClassicSession.remote_visit`); the session's own
methods position the night at that visit (`seen_night`), and what the page submits goes to the
session as that seat's (`OnPhone`).
"""
from __future__ import annotations

import inspect
from functools import partial
from typing import Any

from ..classic import actions as A
from ..session_base import NOTHING, Changes


class SeatBallot:
    """The classic session as one phone seat's ballot page sees it."""

    _OWN = ("_session", "seat", "_memo")

    def __init__(self, session: Any, seat: int) -> None:
        object.__setattr__(self, "_session", session)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "_memo", None)

    @property
    def open(self) -> Any:
        o = self._session.remote_ballot(self.seat)
        return None if o is None or o.done else o

    def submit(self, action: object) -> Changes:
        """The page's action, as this seat's: a ballot or Done; what it changed. Its idle hide does
        nothing: the ballot stays on the phone until its 60-second clock casts the abstention (the game
        never waits on a phone that went to sleep)."""
        seat = self.seat
        if isinstance(action, A.Ballot):
            return self._session.submit(A.RemoteBallot(seat, action.target))
        if isinstance(action, A.FinishVisit):
            return self._session.submit(A.RemoteFinish(seat))
        if not isinstance(action, A.HideVisit):
            raise TypeError(f"a phone ballot does not {type(action).__name__}")
        return NOTHING

    def __getattr__(self, name: str) -> Any:
        # The session's methods (its mode's and its base's, SessionBase) run with this view as `self`
        # (so `self.open` is this seat's own); its data, properties and signals are the session's own.
        attr = inspect.getattr_static(type(self._session), name, None)
        if inspect.isfunction(attr):
            return partial(attr, self)
        return getattr(self._session, name)

    def __setattr__(self, name: str, value: Any) -> None:
        if name not in self._OWN:  # a page or a method may cache, never change the game
            raise AttributeError(f"a phone's view cannot set {name!r}")
        object.__setattr__(self, name, value)


class SeatVisit(SeatBallot):
    """The classic session as one phone seat's night-visit page sees it."""

    @property
    def open(self) -> Any:
        o = self._session.remote_visit(self.seat)
        return None if o is None or o.hidden else o

    def submit(self, action: object) -> Changes:
        """The page's action, as this seat's (the engine checks every choice as behind the curtain).
        Its idle hide covers the phone's screen again, as the curtain covers the laptop's."""
        return self._session.submit(A.OnPhone(self.seat, action))


class SeatNight(SeatBallot):
    """One Night's session as one phone seat's night-visit page sees it: its `visit` is that seat's
    visit of the lap going round (`GameSession.remote_visit`), so the session's own methods read the
    night as that visit sees it (`visit_plan`); what the page submits is that seat's (`OnPhone`)."""

    @property
    def visit(self) -> Any:
        return self._session.remote_visit(self.seat)

    @property
    def visit_number(self) -> int:
        v = self.visit
        return v.number if v is not None else 0

    def submit(self, action: object) -> Changes:
        """The page's action, as this seat's (the engine checks every choice as behind the curtain).
        Its idle hide covers the phone's screen again, as the curtain covers the laptop's."""
        from ..session import OnPhone

        return self._session.submit(OnPhone(self.seat, action))
