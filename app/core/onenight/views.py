"""What one seat knows, and what everybody at the table knows (the only things screens render)."""
from __future__ import annotations

from dataclasses import dataclass

from .catalog import Phase, uses_marks
from .phases import DAYLIGHT
from .table import SPACES, GameState, Seen


@dataclass(frozen=True)
class SeatView:
    """A seat's knowledge: its dealt card and everything it has legitimately seen."""

    seat: int
    name: str
    dealt: str
    night_role: str  # the role this player acts as, as far as they know (dealt, or their copy)
    mark: str  # own mark as last seen ("" before mark check)
    seen: tuple[Seen, ...]

    def cards(self) -> dict[int, str]:
        """Latest card seen at each place (seats first, then centre slots)."""
        out: dict[int, str] = {self.seat: self.dealt}
        for s in self.seen:
            if s.kind in ("card", "faceup"):
                out[s.place] = s.value
        return out

    def marks(self) -> dict[int, str]:
        """Latest mark seen on each seat."""
        out: dict[int, str] = {}
        for s in self.seen:
            if s.kind == "mark":
                out[s.place] = s.value
        return out


def seen_by(state: GameState, seat: int, upto: int | None = None) -> tuple[Seen, ...]:
    """Everything `seat` has seen in the first `upto` log events (all by default)."""
    log = state.log if upto is None else state.log[:upto]
    return tuple(s for ev in log for s in ev.seen if s.seat == seat)


def knowledge(state: GameState, seat: int, upto: int | None = None) -> SeatView:
    """A seat's knowledge view, optionally as of the first `upto` log events."""
    seen = seen_by(state, seat, upto)
    role = state.cards[seat]
    mark = ""
    for s in seen:
        if s.kind == "copy":
            role = s.value
        elif s.kind == "mark" and s.place == seat:
            mark = s.value
    return SeatView(seat, state.seats[seat], state.cards[seat], role, mark, seen)


@dataclass(frozen=True)
class Space:
    """One mark-board space as the table shows it."""

    board: str  # main / doppel
    mark: str  # the mark this space is for
    token: str  # "back" (a face-down token lies here), or the token's mark at the reveal


@dataclass(frozen=True)
class PublicView:
    """What everybody at the table can see (no face-down card or mark, ever)."""

    seats: tuple[str, ...]
    phase: str
    roles_in_game: tuple[str, ...]  # the deck is public
    centre_slots: int
    spaces: tuple[Space, ...]
    shields: tuple[int, ...]  # seats whose card carries a shield (from the Day on)
    artifact_seats: tuple[int, ...]  # seats whose card carries an artifact (from the Day on)
    face_up: tuple[tuple[int, str], ...]  # (seat, printed role) left up by the Revealer
    votes: tuple[int, ...]  # after the vote
    revealed: bool  # True at the Reveal: `cards` and `marks` are filled in
    marks_in_play: bool = False  # whether this deck has marks that can change hands (Vampire box)
    cards: tuple[str, ...] = ()  # places, at the Reveal only
    marks: tuple[str, ...] = ()  # seats, at the Reveal only
    artifacts: tuple[str, ...] = ()  # seats, at the Reveal only


def public_view(state: GameState) -> PublicView:
    """The public view of any state: during the Night the table never changes."""
    n = len(state.seats)
    day = state.phase in DAYLIGHT
    reveal = state.phase == Phase.REVEAL.value
    spaces = tuple(
        Space(b, m, state.tokens[state.spaces[j]] if reveal and state.spaces[j] >= 0 else
              ("back" if state.spaces[j] >= 0 else ""))
        for j, (b, m) in enumerate(SPACES)
    )
    shields = tuple(s for s in range(n) if state.places[s] in state.shields) if day else ()
    arts = tuple(s for s in range(n) if state.artifacts[state.places[s]]) if day else ()
    face_up = tuple((s, state.cards[state.places[s]]) for s in range(n) if state.places[s] in state.face_up) if day else ()
    return PublicView(
        seats=state.seats,
        phase=state.phase,
        roles_in_game=state.deck,
        centre_slots=len(state.places) - n,
        spaces=spaces,
        shields=shields,
        artifact_seats=arts,
        face_up=face_up,
        votes=state.votes,
        revealed=reveal,
        marks_in_play=uses_marks(state.deck),
        cards=tuple(state.cards[c] for c in state.places) if reveal else (),
        marks=tuple(state.tokens[t] for t in state.mark_at) if reveal else (),
        artifacts=tuple(state.artifacts[state.places[s]] for s in range(n)) if reveal else (),
    )


def shield_seats(state: GameState) -> tuple[int, ...]:
    """Seats whose card carries a shield now.

    Shields are tokens on the table: a player who is awake at night sees those already
    placed (show them during a seat's decisions), and everyone sees them from the Day on.
    """
    return tuple(s for s in range(len(state.seats)) if state.places[s] in state.shields)
