"""What one seat knows, and what everybody at the table knows (the only things screens render)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..common.errors import RuleError
from ..common.seats import seat_of
from .catalog import DOPPEL_IMMEDIATE, Phase, uses_marks
from .phases import DAYLIGHT
from .table import SPACES, Event, Fact, GameState, Seen

# The table's records the screens read, served from here so that the UI needs only views.
__all__ = ["DAYLIGHT", "Event", "Fact", "GameState", "Looks", "PublicView", "SeatView", "Seen", "Space",
           "knowledge", "looks", "public_view", "seen_by", "shield_seats"]


@dataclass(frozen=True)
class SeatView:
    """A seat's knowledge: its dealt card, everything it has legitimately seen, and the
    table as it knows it now (its sights moved along by its own swaps)."""

    seat: int
    name: str
    dealt: str
    night_role: str  # the role this player acts as, as far as they know (dealt, or their copy)
    mark: str  # own mark as last seen ("" before mark check)
    seen: tuple[Seen, ...]
    turns: tuple[str, ...] = ()  # per `seen`: the role that look turned this seat into ("" none)
    turned: str = ""  # the role a Paranormal Investigator's look turned this seat into ("" none)
    table_cards: tuple[tuple[int, str], ...] = ()  # (place, printed role) as this seat knows the table now
    table_marks: tuple[tuple[int, str], ...] = ()  # (seat, mark) as this seat knows them now

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

    def known_cards(self) -> dict[int, str]:
        """The card this seat knows at each place as the table stands now (the Witch knows who
        got the centre card she saw; the Drunk no longer knows his own card)."""
        return dict(self.table_cards)

    def known_marks(self) -> dict[int, str]:
        """The mark this seat knows on each seat as the table stands now."""
        return dict(self.table_marks)

    def turned_by(self) -> dict[Seen, str]:
        """The looks that turned this seat into another role, with that role."""
        return {x: t for x, t in zip(self.seen, self.turns) if t}


def seen_by(state: GameState, seat: int, upto: int | None = None) -> tuple[Seen, ...]:
    """Everything `seat` has seen in the first `upto` log events (all by default)."""
    seat_of(seat, len(state.seats))
    log = state.log if _upto(upto) is None else state.log[:upto]
    return tuple(s for ev in log for s in ev.seen if s.seat == seat)


def _move(known: dict[int, str], fact: Fact) -> None:
    """Follow one move of cards or marks in what a seat knows (unknown places stay unknown)."""
    places = fact.places
    before = {p: known.get(p, "") for p in places}
    if fact.how == "swap":
        a, b = places
        moved = {a: before[b], b: before[a]}
    else:  # the Village Idiot: left moves E[k] to E[k+1]
        k = len(places)
        step = -1 if fact.how == "left" else 1
        moved = {places[i]: before[places[(i + step) % k]] for i in range(k)}
    for p, v in moved.items():
        if v:
            known[p] = v
        else:
            known.pop(p, None)


# What each kind of fact does to the table a seat knows.
_FOLLOW = {"cards": 0, "marks": 1}


def _walk(log: tuple[Event, ...], seat: int, dealt: str
          ) -> tuple[tuple[Seen, ...], tuple[str, ...], dict[int, str], dict[int, str]]:
    """The seat's sights in order, the transformation each caused, and the table it knows."""
    seen: list[Seen] = []
    turns: list[str] = []
    known: tuple[dict[int, str], dict[int, str]] = ({seat: dealt}, {})
    for ev in log:
        facts = [f for f in ev.facts if f.seat == seat]
        k = 0
        for i in range(len(ev.seen) + 1):
            while k < len(facts) and facts[k].at <= i:
                f = facts[k]
                if f.kind in _FOLLOW:
                    _move(known[_FOLLOW[f.kind]], f)
                elif f.kind == "turned" and turns:
                    turns[-1] = f.value
                k += 1
            if i == len(ev.seen):
                break
            x = ev.seen[i]
            if x.seat != seat:
                continue
            seen.append(x)
            turns.append("")
            if x.kind in ("card", "faceup"):
                known[0][x.place] = x.value
            elif x.kind == "mark":
                known[1][x.place] = x.value
    return tuple(seen), tuple(turns), known[0], known[1]


def _upto(upto: Any) -> int | None:
    if upto is not None and (not isinstance(upto, int) or isinstance(upto, bool) or upto < 0):
        raise RuleError("bad_args", "upto counts log events")
    return upto


def knowledge(state: GameState, seat: int, upto: int | None = None) -> SeatView:
    """A seat's knowledge view, optionally as of the first `upto` log events: its sights, the
    transformation they caused, and the table (cards by place, marks by seat) as it knows it now.
    RuleError bad_args for a seat that is not at the table (or an `upto` that is no count)."""
    seat_of(seat, len(state.seats))
    log = state.log if _upto(upto) is None else state.log[:upto]
    dealt = state.cards[seat]
    seen, turns, cards, marks = _walk(log, seat, dealt)
    role = dealt
    mark = ""
    for s in seen:
        if s.kind == "copy":
            role = s.value
        elif s.kind == "mark" and s.place == seat:
            mark = s.value
    turned = next((t for t in turns if t), "")
    return SeatView(seat, state.seats[seat], dealt, role, mark, seen, turns, turned,
                    tuple(cards.items()), tuple(marks.items()))


@dataclass(frozen=True)
class Looks:
    """What the first part of a two-part choice shows before the rest is chosen."""

    seen: tuple[Seen, ...] = ()
    turns: tuple[str, ...] = ()  # per `seen`: the role that look turns the seat into ("" none)
    copy: str = ""  # the Doppelganger's copy, once she has looked
    inert: bool = False  # the copy never acts (she looked at a Copycat or a Doppelganger)
    acts_as: str = ""  # the action the rest of the choice takes (her copy's at once), "" none

    def turned_by(self) -> dict[Seen, str]:
        return {x: t for x, t in zip(self.seen, self.turns) if t}


def looks(state: GameState, seat: int, partial: dict[str, Any]) -> Looks:
    """What the looks in `partial` show, without applying the step: the Doppelganger's card
    and copy, the Witch's centre card, the Paranormal Investigator's first card, and the same
    first looks of a copy (a Doppelganger-Witch's centre card, a Doppelganger-PI's first card).
    Raises RuleError unless some legal choice starts this way."""
    from . import engine as G

    pairs = G.looks(state, seat, partial)
    seen = tuple(x for x, _ in pairs)
    copy = next((x.value for x in seen if x.kind == "copy"), "")
    inert, acts_as = False, ""
    if copy:
        inert = G.copy_of(state, state.seats.index(partial["player"]))[1]
        acts_as = "" if inert or copy not in DOPPEL_IMMEDIATE else DOPPEL_IMMEDIATE[copy][0]
    return Looks(seen, tuple(t for _, t in pairs), copy, inert, acts_as)


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
