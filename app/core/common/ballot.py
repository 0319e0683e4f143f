"""The private ballot lap: the laptop goes round the voters once, each votes in secret.

A lap is plain immutable data, saved with the game. The mode says whom a seat may vote
for; the lap only keeps the order and the ballots:

>>> lap = BallotLap((0, 1, 2))
>>> lap = cast(lap, 1, targets=(1, 2))
>>> lap.seat, lap.done
(1, False)
>>> cast(lap, 1, targets=(0, 2))
Traceback (most recent call last):
    ...
app.core.common.errors.VoteError: self_vote: this seat may not vote for that player
"""
from __future__ import annotations

from dataclasses import dataclass

from .errors import VoteError, show


@dataclass(frozen=True)
class BallotLap:
    """Who votes, in the order the laptop reaches them, and the ballots cast so far."""

    voters: tuple[int, ...]
    votes: tuple[int, ...] = ()

    @property
    def seat(self) -> int | None:
        """The seat whose turn it is to vote (None once everyone has)."""
        return self.voters[len(self.votes)] if len(self.votes) < len(self.voters) else None

    @property
    def done(self) -> bool:
        return len(self.votes) >= len(self.voters)

    def by_seat(self) -> dict[int, int]:
        return dict(zip(self.voters, self.votes))


def cast(lap: BallotLap, target: object, targets: tuple[int, ...]) -> BallotLap:
    """The current voter's ballot for `target`, one of `targets`. Raises VoteError, lap unchanged."""
    seat = lap.seat
    if seat is None:
        raise VoteError("bad_votes", "everyone has voted")
    if not isinstance(target, int) or isinstance(target, bool):
        raise VoteError("unknown_seat", f"unknown seat {show(target)}")
    if target not in targets:
        code = "self_vote" if target == seat else "unknown_seat"
        raise VoteError(code, "this seat may not vote for that player")
    return BallotLap(lap.voters, lap.votes + (target,))
