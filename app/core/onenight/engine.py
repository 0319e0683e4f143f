"""The phase state machine: setup → dusk → mark check → night → day → vote → reveal.

The GUI, the hand-off planner, the simulator and the scenario runner all drive a game
through the same few pure functions:

>>> g = advance(new_game(["Ann", "Bob", "Cat"], deal=Deal(("vampire", "villager", "seer"),
...              ("villager", "cupid", "priest"))))
>>> request(g).step, request(g).seats
('vampires', (0,))
>>> g = advance(apply(g, Choice("vampires", 0, {"player": "Bob"})))
>>> g.phase
'night'
"""
from __future__ import annotations

import json
import random
import threading
from hashlib import sha512 as _sha512
from functools import lru_cache, partial
from dataclasses import dataclass
from typing import Any, Callable, NamedTuple

from . import catalog
from .catalog import ANYONE, ASSASSINS, DOPPEL_IMMEDIATE, NEIGHBOURS, ROLES, STEP_BY_ID, Kind, Phase
from .phases import NIGHT_PHASES, PHASES
from ..common.draws import choice as _choice, shuffle as _shuffle
from ..common.errors import PhaseError, RuleError, SetupError, VoteError
from ..common.seats import seat_of
from .steps import (_UNSHAPED, ACTIONS, Args, Ctx, bad, fresh, has_legal, legal_entries, legal_options, legal_shaped,
                    pi_stops, refuse, shaped_candidates, show)
from .table import (Event, GameState, Seen, Work, canonical_json, fresh_tokens, new_event, new_seen, new_state,
                    new_work_of, replaced, work_from)

SAVE_VERSION = 1

@dataclass(frozen=True)
class Deal:
    """Who got which card: by seat, the three centre cards, and slot 3 (Alpha Wolf)."""

    seats: tuple[str, ...]
    centre: tuple[str, ...]
    wolf_centre: str | None = None
    marks: tuple[str, ...] = ()  # starting marks by seat (default: all clarity)
    artifacts: tuple[str, ...] = ()  # the Curator's draw order (default: shuffled)


@dataclass(frozen=True)
class Choice:
    """A seat's decision for a step; `args` None means "no entry" (skip / nothing)."""

    step: str
    seat: int | None
    args: Args | None = None


@dataclass(frozen=True)
class Request:
    """What the game waits for: the current step, who may decide, and whether they must."""

    step: str
    seats: tuple[int, ...]  # seats that may submit this turn (all actors for a team step)
    actors: tuple[int, ...]  # every actor of the step
    kind: Kind
    decision: bool  # False: nothing to choose, submit Choice(step, seat, None)


# --- setup ------------------------------------------------------------------------------


def validate_deck(n_players: int, deck: list[str] | tuple[str, ...]) -> str | None:
    """Why this deck cannot be played by n players (None when it can). RULES.md §1.1."""
    try:
        return _validate_cached(n_players, tuple(deck))  # the same answer for the same question
    except TypeError:  # unhashable
        return _validate(n_players, deck)


@lru_cache(maxsize=512, typed=True)
def _validate_cached(n_players: int, deck: tuple[str, ...]) -> str | None:
    return _validate(n_players, deck)


def _validate(n_players: int, deck: list[str] | tuple[str, ...]) -> str | None:
    if not 3 <= n_players <= 10:
        return "players"
    unknown = [r for r in deck if r not in ROLES]
    if unknown:
        return "unknown_role"
    need = n_players + 3 + (1 if "alpha_wolf" in deck else 0)
    if len(deck) != need:
        return "card_count"
    for r in set(deck):
        if deck.count(r) > ROLES[r].max_copies:
            return "duplicate"
    if "alpha_wolf" in deck and not any(r in catalog.WOLF_CENTRE_ROLES for r in deck):
        return "wolf_centre"
    return None


def _check_deal(seats: tuple[str, ...], deal: Deal) -> None:
    if len(set(seats)) != len(seats):
        raise SetupError("repeated seat names")
    if not 3 <= len(seats) <= 10:
        raise SetupError("3 to 10 players")
    if len(deal.seats) != len(seats) or len(deal.centre) != 3:
        raise SetupError("one card per seat and three centre cards")
    cards = list(deal.seats) + list(deal.centre)
    for r in cards + ([deal.wolf_centre] if deal.wolf_centre else []):
        if r not in ROLES:
            raise SetupError(f"unknown role {r!r}")
    if "alpha_wolf" in cards:
        if deal.wolf_centre not in catalog.WOLF_CENTRE_ROLES:
            raise SetupError("slot 3 must hold werewolf, mystic_wolf or dream_wolf")
        cards.append(deal.wolf_centre)
    elif deal.wolf_centre:
        raise SetupError("slot 3 exists only with the Alpha Wolf")
    for r in set(cards):
        if cards.count(r) > ROLES[r].max_copies:
            raise SetupError(f"too many {r} cards")
    for m in deal.marks:
        if m not in catalog.MARKS:
            raise SetupError(f"unknown mark {m!r}")
    if deal.marks and len(deal.marks) != len(seats):
        raise SetupError("one starting mark per seat")
    for a in deal.artifacts:
        if a not in catalog.ARTIFACTS:
            raise SetupError(f"unknown artifact {a!r}")


def _draw(seed: int, draws: int) -> random.Random:
    return random.Random(f"{seed}:{draws}")


_SEEDED = threading.local()
_seed_int = random.Random.__mro__[1].seed  # the generator's own seeding (`_random.Random.seed`)


def _deal_rng(seed: int) -> random.Random:
    """`_draw(seed, 0)` for a draw that is over before the next one begins (the deal): this
    thread's one generator, seeded again as `random.Random(text)` seeds itself (version 2:
    the text's bytes and their SHA-512 as one integer), the same numbers without making a
    generator (which seeds itself twice: once when made, once in its `__init__`)."""
    rng = getattr(_SEEDED, "rng", None)
    if rng is None:
        rng = _SEEDED.rng = random.Random(0)
    text = f"{seed}:0".encode()
    _seed_int(rng, int.from_bytes(text + _sha512(text).digest()))
    rng.gauss_next = None
    return rng


def deal_deck(seats: list[str] | tuple[str, ...], deck: list[str] | tuple[str, ...], seed: int) -> Deal:
    """Shuffle `deck` with `seed` into a Deal (slot 3 gets a wolf card when the Alpha is in)."""
    cards, wolf, artifacts = _shuffled(seats, deck, seed)
    n = len(seats)
    out = _new(Deal)  # Deal(...) without the frozen dataclass's per-field set
    _set_dict(out, "__dict__", {"seats": tuple(cards[:n]), "centre": tuple(cards[n:]), "wolf_centre": wolf,
                                "marks": (), "artifacts": tuple(artifacts)})
    return out


def _shuffled(seats: list[str] | tuple[str, ...], deck: list[str] | tuple[str, ...], seed: int
              ) -> tuple[list[str], str | None, list[str]]:
    """`deal_deck`'s draws: the seats' and centre cards in one list, slot 3 and the artifacts."""
    problem = validate_deck(len(seats), deck)
    if problem:
        raise SetupError(problem)
    return _shuffle_deal(deck, seed, _wolves(deck))


def _wolves(deck: list[str] | tuple[str, ...]) -> list[int]:
    """With the Alpha Wolf, the places in `deck` of the cards slot 3 may get (else none)."""
    if "alpha_wolf" not in deck:
        return []
    return [i for i, r in enumerate(deck) if r in catalog.WOLF_CENTRE_ROLES]


def _shuffle_deal(deck: list[str] | tuple[str, ...], seed: int, wolves: list[int]
                  ) -> tuple[list[str], str | None, list[str]]:
    """`_shuffled`'s draws, for a valid deck and its `_wolves`."""
    rng = _deal_rng(seed)
    cards = list(deck)
    wolf = None
    if wolves:
        wolf = cards.pop(_choice(rng, wolves))
    _shuffle(rng, cards)
    artifacts = list(catalog.ARTIFACTS)
    _shuffle(rng, artifacts)
    return cards, wolf, artifacts


def new_game(
    seats: list[str] | tuple[str, ...],
    deck: list[str] | tuple[str, ...] | None = None,
    seed: int = 0,
    *,
    deal: Deal | None = None,
) -> GameState:
    """A game at the start of Dusk (automatic steps not yet run: call `advance`)."""
    return new_work(seats, deck, seed, deal=deal).freeze()


def new_work(
    seats: list[str] | tuple[str, ...],
    deck: list[str] | tuple[str, ...] | None = None,
    seed: int = 0,
    *,
    deal: Deal | None = None,
) -> Work:
    """`new_game` as a working table (`Work`), for a run that plays on it in place."""
    seats = tuple(seats)
    n = len(seats)
    if deal is None and deck is not None:
        try:
            dealt = _DEALT.get((seats, tuple(deck)))
        except TypeError:  # unhashable: the checks below say what is wrong
            dealt = None
        if dealt is not None:
            # A deck dealt to these seats before: its facts are known, only the draws are new.
            sorted_deck, order, tokens, boards, mark_at, spaces, wolves = dealt
            shuffled, wolf, artifacts = _shuffle_deal(deck, seed, wolves)
            night_roles = shuffled[:n]
            if wolf:
                shuffled.append(wolf)
            cards = tuple(shuffled)
            k = len(cards)
            w = work_from({
                "seats": seats, "deck": sorted_deck, "cards": cards, "places": list(range(k)),
                "copies": [""] * k, "transforms": [""] * k, "artifacts": [""] * k, "shields": [], "face_up": [],
                "tokens": tokens, "token_board": boards, "mark_at": list(mark_at), "spaces": list(spaces),
                "order": order, "pos": 0, "turn": 0, "actors": (), "phase": _DUSK,
                "night_roles": night_roles,
                "dg_seat": night_roles.index("doppelganger") if "doppelganger" in night_roles else -1,
                "dg_inert": False, "dg_viewed": -1, "feared": (), "vampire_team": (), "vampire_target": -1,
                "assassin_actors": (), "wolves_known": (), "aura": [], "pile": artifacts, "log": [], "seed": seed,
                "draws": 1, "votes": (),
            })
            _enter_step(w)
            return w
    if deal is None:
        if deck is None:
            raise SetupError("a deck or a deal is needed")
        # deal_deck(seats, deck, seed), without making the Deal
        shuffled, wolf, artifacts = _shuffled(seats, deck, seed)
        # A deal of a valid deck (deal_deck checked it) is valid but for the seat names.
        if len(set(seats)) != n:
            raise SetupError("repeated seat names")
        night_roles = shuffled[:n]
        cards = tuple(shuffled) + ((wolf,) if wolf else ())
        marks: Any = ()
    else:
        _check_deal(seats, deal)
        night_roles = list(deal.seats)
        cards = tuple(deal.seats) + tuple(deal.centre) + ((deal.wolf_centre,) if deal.wolf_centre else ())
        marks, artifacts = deal.marks, list(deal.artifacts)
    tokens, boards, mark_at, spaces = fresh_tokens(list(marks) or ["clarity"] * n)
    order = _game_order(frozenset(cards))
    dg = night_roles.index("doppelganger") if "doppelganger" in night_roles else -1
    k = len(cards)
    # Work(new_state(...)) in one go: every GameState field, in order, lists where a Work
    # changes them in place (`table.Work`).
    w = new_work_of(
        seats=seats, deck=tuple(sorted(cards)), cards=cards, places=list(range(k)),
        copies=[""] * k, transforms=[""] * k, artifacts=[""] * k, shields=[], face_up=[],
        tokens=tokens, token_board=boards, mark_at=list(mark_at), spaces=list(spaces),
        order=order, pos=0, turn=0, actors=(), phase=Phase.DUSK.value,
        night_roles=night_roles, dg_seat=dg, dg_inert=False, dg_viewed=-1, feared=(),
        vampire_team=(), vampire_target=-1, assassin_actors=(), wolves_known=(), aura=[],
        pile=artifacts, log=[], seed=seed, draws=1, votes=(),
    )
    if deal is None and len(_DEALT) < 256:
        # What the next deal of this deck to these seats shares with this one (the same fields as above).
        try:
            _DEALT[(seats, tuple(deck))] = (w.deck, order, tokens, boards, mark_at, spaces,  # type: ignore[arg-type]
                                            _wolves(deck))  # type: ignore[arg-type]
        except TypeError:
            pass
    _enter_step(w)
    return w


# (seats, deck) -> what every deal of that valid deck to those seats shares: the sorted deck, the
# wake order, the tokens (`fresh_tokens`) and the places of the cards slot 3 may get.
_DEALT: dict[tuple[tuple[str, ...], tuple[str, ...]], tuple[Any, ...]] = {}


@lru_cache(maxsize=256)
def _game_order(cards: frozenset[str]) -> tuple[str, ...]:
    """The steps a game with these cards runs, in wake order."""
    return tuple(s.id for s in catalog.wake_order(tuple(cards)) if _may_wake(s, cards))


def _may_wake(step: catalog.Step, cards: frozenset[str]) -> bool:
    """Whether anyone could ever act in `step` with these cards (copies come from the deck)."""
    if not step.roles:  # woken by their marks (the mark check wakes everyone)
        return True
    if step.doppel_only and "doppelganger" not in cards:
        return False
    return any(r in cards for r in step.roles)


# --- actors --------------------------------------------------------------------------


# step id -> (roles, wakes the Doppelganger too, Doppelganger only, phase), for speed
_INFO = {
    st.id: (frozenset(st.roles), st.dg or st.doppel_only, st.doppel_only, st.phase.value)
    for st in catalog.STEPS
}
_ONE_ROLE = {st.id: (st.roles[0] if len(set(st.roles)) == 1 else "") for st in catalog.STEPS}
_NIGHT = Phase.NIGHT.value
_DUSK = Phase.DUSK.value
_MARK_CHECK = next(st.id for st in catalog.STEPS if st.phase is Phase.MARK_CHECK)
_BY_PLACE = frozenset(st.id for st in catalog.STEPS if st.phase_by_place)


def step_actors(w: Work, step: str, *, ignore_fear: bool = False) -> list[int]:
    """The actors of `step` now, in seat order, the Doppelganger last (RULES.md §2.3)."""
    if step == "mark_check":
        return list(range(len(w.seats)))
    if step == "lovers":
        toks = w.tokens
        return [s for s, t in enumerate(w.mark_at) if toks[t] == "love"]
    roles, with_dg, doppel_only, phase = _INFO[step]
    dg = w.dg_seat
    if step == "doppelganger":
        actors = [dg] if dg >= 0 else []
    else:
        nr = w.night_roles
        one = _ONE_ROLE[step]
        if one:
            # One role: its seats found by the list's own search, not a loop over every seat.
            count = nr.count(one)
            if not count:
                return []  # nobody has it (the Doppelganger neither)
            actors = []
            if not doppel_only:
                i = -1
                for _ in range(count):
                    i = nr.index(one, i + 1)
                    if i != dg:
                        actors.append(i)
        else:
            if roles.isdisjoint(nr):
                return []  # nobody has its roles (the Doppelganger neither)
            actors = [] if doppel_only else [s for s, r in enumerate(nr) if r in roles and s != dg]
        if with_dg and dg >= 0 and not w.dg_inert and nr[dg] in roles:
            actors.append(dg)
    if step in _BY_PLACE:
        phase = phase_of(w, step)  # type: ignore[arg-type]
    if phase == _NIGHT and not ignore_fear and w.feared:
        feared = w.feared
        actors = [s for s in actors if s not in feared]
    return actors


def actors_at(state: GameState, k: int) -> list[int]:
    """The actors of the step at place `k` of the game's wake order, as the table stands now."""
    return list(state.actors) if k == state.pos else step_actors(state, state.order[k])  # type: ignore[arg-type]


def acts_at(state: GameState, k: int, seat: int) -> bool:
    """`seat in actors_at(state, k)`, without listing every actor (for a seat index)."""
    seat_of(seat, len(state.seats))
    if k == state.pos:
        return seat in state.actors
    step = state.order[k]
    if step in _LISTED:
        return seat in step_actors(state, step)  # type: ignore[arg-type]
    roles, with_dg, doppel_only, phase = _INFO[step]
    nr = state.night_roles
    if seat == state.dg_seat:
        if not (with_dg and not state.dg_inert and nr[seat] in roles):
            return False
    elif doppel_only or nr[seat] not in roles:
        return False
    if step in _BY_PLACE:
        phase = phase_of(state, step)
    return not (phase == _NIGHT and state.feared and seat in state.feared)


_LISTED = frozenset({"mark_check", "lovers", "doppelganger"})  # steps whose actors step_actors lists itself


def phase_of(state: GameState, step: str) -> str:
    """The phase `step` wakes in, in this game (the Doppelganger's follows her place)."""
    if step in _BY_PLACE:
        # RULES.md §9 D 2: at Dusk with Vampire-box cards, else in the Night after the Sentinel
        # (also when no Doppelganger was dealt, so the step is not in the game's order).
        return _DUSK if catalog.uses_marks(state.cards) else _NIGHT
    return _INFO[step][3]


def shows_bystander(state: GameState, k: int, seat: int) -> bool:
    """Whether resolving the step at place `k` of the wake order could show `seat` something
    although `seat` is not one of its actors: the mark check and the lovers (anyone), a tap
    (the actors' neighbours), the Apprentice Assassin's look (the Assassins).

    A tap shows nothing to the one who taps (RULES.md §2.4: the tapped neighbour learns that a
    Thing sits on that side), so an actor is a bystander of a tap only as another actor's
    neighbour: the Thing's own step does not end her early walk (handoff._early_step), as the
    planner's L assumes (handoff._scenario)."""
    seat_of(seat, len(state.seats))
    shows = STEP_BY_ID[state.order[k]].also_shows
    if shows == ANYONE:
        return True
    if shows == NEIGHBOURS:
        n = len(state.seats)
        return any(seat in ((a + 1) % n, (a - 1) % n) for a in actors_at(state, k) if a != seat)
    if shows == ASSASSINS:
        return seat in state.assassin_actors
    return False


def must_show(state: GameState, sights: tuple[Seen, ...]) -> bool:
    """Whether any of these sights needs a private visit. Face-up cards are on the public
    table at Day, and without Vampire-box cards nobody's mark can change (the mark check
    shows only Clarity)."""
    return any(map(visit_sight(state), sights))


def _sight_shown_marks(s: Seen) -> bool:
    return s.kind != "faceup"


def _sight_shown(s: Seen) -> bool:
    return s.kind != "faceup" and s.step != _MARK_CHECK


MARK_CHECK = _MARK_CHECK
visit_sight_marks = _sight_shown_marks  # `visit_sight` of a game with Vampire-box cards


def visit_sight(state: GameState) -> Callable[[Seen], bool]:
    """`must_show` for one sight, for this game (the rule is the same for all its sights)."""
    return _sight_shown_marks if catalog.uses_marks(state.cards) else _sight_shown


def _turns(w: Work) -> int:
    step = w.order[w.pos]
    return 1 if _TEAM[step] or not w.actors else len(w.actors)


_TEAM = {st.id: st.team for st in catalog.STEPS}


def _enter_step(w: Work) -> None:
    """Move to the first step from w.pos that has actors (or on to the Day).

    A step without actors does nothing (RULES.md §2.3), so the machine never stops there.
    """
    order = w.order
    end = len(order)
    pos = w.pos
    nr = w.night_roles
    absent_if = _ABSENT_IF
    while pos < end:
        step = order[pos]
        roles = absent_if.get(step)
        if roles is not None and (roles not in nr if type(roles) is str else roles.isdisjoint(nr)):
            pos += 1  # nobody has its roles (the Doppelganger neither): step_actors(w, step) == []
            continue
        w.pos = pos
        actors = step_actors(w, step)
        if actors:
            w.phase = phase_of(w, step) if step in _BY_PLACE else _INFO[step][3]  # type: ignore[arg-type]
            w.turn = 0
            w.actors = actors
            return
        pos += 1
    w.pos = pos
    w.phase = PHASES.after(w.phase, "steps_done")
    w.actors = []
    _dawn(w)


# Per step whose actors step_actors finds from the night roles: its one role, or its roles, none of
# which among the night roles means no actors.
_ABSENT_IF: dict[str, Any] = {
    st.id: (_ONE_ROLE[st.id] or frozenset(st.roles)) for st in catalog.STEPS
    if st.id not in ("mark_check", "lovers", "doppelganger") and st.roles
}


def _next_turn(w: Work) -> None:
    turn = w.turn = w.turn + 1
    actors = w.actors
    if turn >= (1 if _TEAM[w.order[w.pos]] or not actors else len(actors)):
        w.pos += 1
        _enter_step(w)


def _dawn(w: Work) -> None:
    """RULES.md §2.1 phase 5: artifact holders look at theirs; face-up cards are seen by all."""
    seen: list[Seen] = []
    n = len(w.seats)
    places, arts, face_up = w.places, w.artifacts, w.face_up
    for s in range(n):
        art = arts[places[s]]
        if art:
            seen.append(new_seen(s, "dawn", "artifact", s, art))
    if face_up:
        for s in range(n):
            if places[s] in face_up:
                seen.extend(new_seen(v, "dawn", "faceup", s, w.printed(s)) for v in range(n))
    w.log.append(new_event("dawn", -1, "dawn", "", (), tuple(seen)))


# --- queries ---------------------------------------------------------------------------


def current_step(state: GameState) -> str | None:
    """The step being resolved, or None outside the night."""
    return state.order[state.pos] if state.phase in NIGHT_PHASES else None


def turn_seats(state: GameState) -> tuple[int, ...]:
    """Seats that may submit the current turn."""
    step = current_step(state)
    if step is None or not state.actors:
        return ()
    if STEP_BY_ID[step].team:
        return state.actors
    return (state.actors[state.turn],)


def _ctx(w: Work, step: str, seat: int) -> Ctx:
    board = "doppel" if seat == w.dg_seat and step != "vampires" else "main"
    return Ctx(w, step, seat, board)


def _needs_decision(w: Work, step: str, seat: int) -> bool:
    decides = _DECIDES[step]
    if decides is True or decides is False:
        return decides
    return decides(w)


def request(state: GameState) -> Request | None:
    """The turn the game waits for, or None outside Dusk, mark check and Night."""
    last = _REQUEST[0]
    if last is not None and last[0] is state:
        return last[1]  # states are immutable: the planner asks again at every visit
    out = request_now(state)
    if type(state) is GameState:
        _REQUEST[0] = (state, out)
    return out


def request_now(state: GameState | Work) -> Request | None:
    """`request`, worked out afresh (for a working table, which changes in place)."""
    if state.phase not in NIGHT_PHASES:
        return None
    step = state.order[state.pos]
    actors = state.actors
    seats = () if not actors else actors if _TEAM[step] else (actors[state.turn],)
    decision = bool(seats) and _needs_decision(state, step, seats[0])  # type: ignore[arg-type]
    out = _new(Request)
    _set_dict(out, "__dict__", {"step": step, "seats": tuple(seats), "actors": tuple(state.actors),
                                "kind": STEP_BY_ID[step].kind, "decision": decision})
    return out


_REQUEST: list[tuple[GameState, Request] | None] = [None]  # the last answer of `request`


def asking(w: Work) -> tuple[str, Any, bool, bool] | None:
    """`request_now(w)` when it waits for a decision (`decision`), as (step, seats, whether
    the step is a team's, whether its entry is mandatory); None otherwise (for the planner's
    own loop, which asks after every change of the table)."""
    if w.phase not in NIGHT_PHASES:
        return None
    actors = w.actors
    if not actors:
        return None
    step = w.order[w.pos]
    team = _TEAM[step]
    decides = _DECIDES[step]  # _needs_decision(w, step, seat)
    if decides is False or (decides is not True and not decides(w)):
        return None
    return step, actors if team else (actors[w.turn],), team, _MANDATORY[step]


_MANDATORY = {st.id: st.kind is Kind.MANDATORY for st in catalog.STEPS}


_new = object.__new__
_set_dict = object.__setattr__


def options(state: GameState, seat: int) -> list[Args]:
    """Every legal complete args for `seat` in the current turn (skips not included; none for a
    seat whose turn it is not). RuleError bad_args for a seat that is not at the table."""
    seat_of(seat, len(state.seats))
    return _options(state, seat, False)


def _options(state: GameState, seat: int, shared: bool) -> list[Args]:
    """`options`; `shared`: the candidates' own args objects may be listed (the caller copies
    the one it keeps)."""
    step = current_step(state)
    if step is None or not _is_seat(seat) or seat not in turn_seats(state):
        return []
    st = STEP_BY_ID[step]
    w = Work(state)
    c = _ctx(w, step, seat)
    c.shared = shared
    own = _RULES[step].options
    if own is not None:
        return own(w, c)
    if st.no_choice:
        return [{}]
    return legal_options(c, ACTIONS[st.action])


def _doppel_groups(w: Work, c: Ctx) -> list[tuple[str, bool, list[tuple[Args, Any, str]]]]:
    """The Doppelganger's options by the seat she views, in order: its name, whether viewing
    it without her copy's action is one of them, and her copy's legal candidates (shared
    `shaped_candidates` entries). Notes each viewed card in `dg_viewed` as it goes (her
    copy's checks ask which card she viewed), and leaves it as it found it."""
    out: list[tuple[str, bool, list[tuple[Args, Any, str]]]] = []
    viewed = w.dg_viewed
    for s in range(w.n):
        if s == c.actor or w.shielded(s):
            continue
        copy, inert = _copy_of(w, s)
        name = w.seats[s]
        imm = None if inert else DOPPEL_IMMEDIATE.get(copy)
        if imm is None:
            out.append((name, True, []))
            continue
        w.dg_viewed = s
        legal = legal_entries(c, ACTIONS[imm.action])
        out.append((name, not imm.mandatory or not legal, legal))
    w.dg_viewed = viewed
    return out


def _doppel_options(w: Work, c: Ctx) -> list[Args]:
    out: list[Args] = []
    for name, lead, legal in _doppel_groups(w, c):
        if lead:
            out.append({"player": name})
        out.extend({"player": name, "then": a if c.shared else fresh(a)} for a, _p, _t in legal)
    w.dg_viewed = -1
    return out


def _doppel_draw(w: Work, c: Ctx, rng: random.Random) -> Args | None:
    """`fresh(rng.choice(_doppel_options(w, c)))` (None when there is none), drawing the same
    random number, without making every option: only the one drawn."""
    groups = _doppel_groups(w, c)
    total = 0
    for _name, lead, legal in groups:
        total += lead + len(legal)
    if not total:
        return None
    i = _choice(rng, range(total))  # as rng.choice(options): one draw below their count
    for name, lead, legal in groups:
        if lead:
            if not i:
                return {"player": name}
            i -= 1
        if i < len(legal):
            return {"player": name, "then": fresh(legal[i][0])}
        i -= len(legal)
    raise AssertionError("unreachable")


def _is_seat(seat: Any) -> bool:
    return isinstance(seat, int) and not isinstance(seat, bool)


def _lone_wolf(w: Work) -> bool:
    return len(w.actors) == 1 and not _dream_thumbs(w)


def _dream_thumbs(w: Work) -> list[int]:
    # RULES.md §3.3: a feared Dream Wolf shows nothing at `werewolves` (D 58).
    nr = w.night_roles
    if "dream_wolf" not in nr:
        return []
    return [s for s in range(len(nr)) if nr[s] == "dream_wolf" and s not in w.feared]


def _copy_of(w: Work, seat: int) -> tuple[str, bool]:
    """What the Doppelganger becomes by viewing `seat`'s card, and whether she is inert."""
    card = w.card_at(seat)
    role = w.cards[card]
    if role == "copycat":  # RULES.md §3.2: the Copycat's copy, and no action ever
        return (w.copies[card] or "villager"), True
    if role == "doppelganger":
        return (w.copies[card] or "villager"), True
    return role, False


def copy_of(state: GameState, seat: int) -> tuple[str, bool]:
    """What the Doppelganger becomes by viewing `seat`'s card now, and whether she is inert."""
    seat_of(seat, len(state.seats))
    return _copy_of(state, seat)  # type: ignore[arg-type]


def would_act(state: GameState, step: str, seat: int) -> str | None:
    """None if `seat` is an actor of `step` now, else the rejection code (not_awake/feared)."""
    seat_of(seat, len(state.seats))
    w = Work(state)
    if seat in step_actors(w, step):
        return None
    if phase_of(w, step) == _NIGHT and seat in step_actors(w, step, ignore_fear=True):  # type: ignore[arg-type]
        return "feared"
    return "not_awake"


# --- applying a choice --------------------------------------------------------------------


def _args_json(args: Args | None) -> str:
    return "" if args is None else canonical_json(args)


def apply(state: GameState, choice: Choice) -> GameState:
    """Resolve the current turn with `choice`; raise RuleError (state unchanged) if illegal."""
    w = Work(state)
    _apply(w, choice)
    return w.freeze()


def apply_events(state: GameState, choice: Choice) -> tuple[GameState, tuple[Event, ...]]:
    """`apply`, and the events it added to the log (the turn's, and the Dawn's if the night ended)."""
    after = apply(state, choice)
    return after, after.log[len(state.log):]


def _admit(w: Work, choice: Choice) -> tuple[str, Any, tuple[int, ...]]:
    """The current step, the choosing seat and the turn's seats, once `choice` may be taken
    at all (its step, its seat, args an object); raises the error `apply` raises otherwise."""
    if not isinstance(choice, Choice):
        raise RuleError("bad_args", f"not a Choice: {show(choice)}")
    step = current_step(w)  # type: ignore[arg-type]
    if step is None:
        raise PhaseError(f"no step to act on in phase {w.phase}")
    if not isinstance(choice.step, str) or choice.step != step:
        raise RuleError("not_awake", f"the current step is {step}, not {show(choice.step)}")
    seats = turn_seats(w)  # type: ignore[arg-type]
    seat = choice.seat
    if seat is not None and not _is_seat(seat):
        raise RuleError("not_awake", f"{show(seat)} is not a seat")
    if seats:
        if seat not in seats:
            code = "not_awake" if seat is None or not 0 <= seat < w.n else (
                would_act(w.freeze(), step, seat) or "not_awake")
            raise RuleError(code, f"seat {show(seat)} does not act now in {step}")
    elif seat is not None and seat >= 0:
        raise RuleError(would_act(w.freeze(), step, seat) or "not_awake", f"nobody acts in {step}")
    if choice.args is not None and not isinstance(choice.args, dict):
        raise bad("args must be an object")
    return step, seat, seats


def _apply(w: Work, choice: Choice) -> None:
    step, seat, seats = _admit(w, choice)
    if seats:
        w.log.append(_resolve(w, step, seat, choice.args))
    _next_turn(w)


def check(state: GameState, choice: Choice) -> None:
    """Raise the error `apply(state, choice)` would raise, if any, without applying it.

    Only the shape and legality checks run (the same ones `apply` runs first, in the same
    order), on a throwaway copy of the table: no effect, no log entry.
    """
    w = Work(state)
    step, seat, seats = _admit(w, choice)
    if seats:
        _RULES[step].check(w, _ctx(w, step, seat), choice.args)


def why_not(state: GameState, choice: Choice) -> RuleError | None:
    """The objection to `choice` for the current turn (None when it is legal), never applied.

    The GUI asks this for each place a player might click, with a probe choice that puts
    that place where the next pick goes.
    """
    try:
        check(state, choice)
    except RuleError as exc:
        return exc
    return None


def advance(state: GameState) -> GameState:
    """Resolve every turn that needs no decision, up to the next decision or the Day."""
    step = current_step(state)
    if step is None:
        return state
    seats = turn_seats(state)
    if seats and _needs_decision(state, step, seats[0]):  # type: ignore[arg-type]
        return state
    return drive(state, None, lambda step, seats: None)


def advance_work(w: Work) -> None:
    """`advance` on a working table, in place."""
    _advance(w)


def _advance(w: Work) -> None:
    # Each turn is `_apply(w, Choice(step, seats[0] or None, None))`, whose admission holds.
    order = w.order
    night_phases = NIGHT_PHASES
    while w.phase in night_phases:
        step = order[w.pos]
        actors = w.actors
        if actors:
            seat = actors[0] if _TEAM[step] else actors[w.turn]
            decides = _DECIDES[step]  # _needs_decision(w, step, seat)
            if decides is True or (decides is not False and decides(w)):
                return
            w.log.append(_resolve(w, step, seat, None))
        # _next_turn(w), written out
        turn = w.turn = w.turn + 1
        if turn >= (1 if _TEAM[step] or not actors else len(actors)):
            w.pos += 1
            _enter_step(w)


def drive(state: GameState, choice: Choice | None, supply: Callable[[str, tuple[int, ...]], Choice | None]
          ) -> GameState:
    """Apply `choice` (if any), then play on: automatic turns, and every decision that
    `supply(step, seats)` answers, until a decision nobody has supplied (or the Day).

    Raises RuleError, with nothing changed, if `choice` or a supplied choice is illegal.
    """
    w = Work(state)
    drive_work(w, choice, supply)
    return w.freeze()


def drive_work(w: Work, choice: Choice | None, supply: Callable[[str, tuple[int, ...]], Choice | None]) -> None:
    """`drive` on a working table, in place (a refused choice leaves the turns before it
    applied: for a run that trusts its own choices)."""
    if choice is not None:
        _apply(w, choice)
    while True:
        _advance(w)
        step = current_step(w)  # type: ignore[arg-type]
        if step is None:
            break
        supplied = supply(step, tuple(turn_seats(w)))  # type: ignore[arg-type]
        if supplied is None:
            break
        _apply(w, supplied)


class _Rule(NamedTuple):
    """How one step takes its entry: `check` raises the RuleError for an illegal entry (or
    returns what `run` needs), `run` makes the effects and returns the event's action.
    `check` only reads the table (the Doppelganger's check notes which card she views).
    A step with entry rules of its own also lists its `options` and says whether its actor
    `decides` anything as the table stands (default: the action's legal args; yes), and may
    list `entries`: its options in the same order, each as (args, what `check` returns for
    them, their canonical JSON text), so that a random choice need not be checked again."""

    check: Callable[[Work, Ctx, Args | None], Any]
    run: Callable[[Work, Ctx, Any], str]
    options: Callable[[Work, Ctx], list[Args]] | None = None
    decides: Callable[[Work], bool] | None = None
    entries: Callable[[Work, Ctx], list[tuple[Args, Any, str]]] | None = None


_UNCHECKED = object()
UNCHECKED = _UNCHECKED  # what `draw` gives for a choice `apply_drawn` must check


def _resolve(w: Work, step: str, seat: int, args: Args | None, checked: Any = _UNCHECKED,
             text: str | None = None) -> Event:
    """The turn's event, with its effects made (`checked`: what the step's check returns for
    `args`, when the caller already knows it; `text`: the args' canonical JSON, likewise)."""
    # _ctx(w, step, seat), written out
    c = Ctx(w, step, seat, "doppel" if seat == w.dg_seat and step != "vampires" else "main")
    auto = _AUTO_OF.get(step)
    if auto is not None and args is None and checked is _UNCHECKED:
        auto(w, c)  # an automatic step without an entry: its rule's check accepts it, its run is this
        action = "auto"
    else:
        rule = _RULES[step]
        if checked is _UNCHECKED:
            checked = rule.check(w, c, args)
        action = rule.run(w, c, checked)
    # new_event(...), written out
    out = _new(Event)
    d = out.__dict__
    d["step"] = step
    d["actor"] = seat
    d["action"] = action
    d["args"] = ("" if args is None else canonical_json(args)) if text is None else text
    d["detail"] = tuple(c.detail)
    d["seen"] = tuple(c.seen)
    d["facts"] = tuple(c.facts)
    return out


def apply_drawn(w: Work, seat: int, drawn: tuple[Args | None, Any, str | None]) -> None:
    """Resolve `seat`'s current turn on a working table with a choice `draw` made for it
    just now (not checked again: it was drawn from the legal ones), then move on a turn."""
    step = w.order[w.pos]
    if w.phase in NIGHT_PHASES and w.actors:
        args, checked, text = drawn
        w.log.append(_resolve(w, step, seat, args, checked, text))
    _next_turn(w)


def draw(w: Work, seat: int, rng: random.Random) -> tuple[Args | None, Any, str | None]:
    """`random_option` on a working table, drawing the same random numbers and the same
    choice, with what the step's check returns for it and its canonical JSON text when both
    are known without checking it (else `_UNCHECKED` and None: `apply_drawn` checks it).
    The args are shared with the engine's candidates: read them, never change them."""
    step = current_step(w)  # type: ignore[arg-type]
    if step is None or seat not in turn_seats(w):  # type: ignore[arg-type]
        return None, _UNCHECKED, None
    return draw_at(w, step, seat, rng)


def draw_at(w: Work, step: str, seat: int, rng: random.Random) -> tuple[Args | None, Any, str | None]:
    """`draw` for the current `step` of the table and a `seat` it asks now (the caller knows both)."""
    st = STEP_BY_ID[step]
    if step in _SPECIAL or not st.action:
        entries = _RULES[step].entries
        if entries is None:
            if step == "doppelganger":  # on the working table itself (it leaves dg_viewed as it was)
                return _doppel_draw(w, _ctx(w, step, seat), rng), _UNCHECKED, None
            return random_option(w, seat, rng), _UNCHECKED, None  # type: ignore[arg-type]
        legal = entries(w, _ctx(w, step, seat))  # `options`, in its order: the same draw
        if not legal:
            return None, _UNCHECKED, None
        return _choice(rng, legal)  # type: ignore[no-any-return]
    act = ACTIONS[st.action]
    c = Ctx(w, step, seat, "doppel" if seat == w.dg_seat and step != "vampires" else "main")  # _ctx(...)
    check = act.check
    cands = shaped_candidates(w, act)
    for _ in range(12):
        e = _choice(rng, cands)
        if e[1] is not _UNSHAPED and check(c, e[1]) is None:
            return e[0], _parsed((e[1],)), e[2]
    legal = [e for e in cands if e[1] is not _UNSHAPED and check(c, e[1]) is None]
    if not legal:
        return None, _UNCHECKED, None
    e = _choice(rng, legal)
    return e[0], _parsed((e[1],)), e[2]


def moved(w: Work, step: str, seat: int) -> Work:
    """`at_step` on a working table: a view of it moved to `seat`'s turn of a later `step`
    that shares its lists (only read: for an early decision's options and its draw)."""
    m = _new(Work)
    m.__dict__ = w.__dict__.copy()
    m.pos = m.order.index(step)
    if not step_actors(m, step):  # moving on past it would change the shared lists
        m = Work(w)
        m.pos = m.order.index(step)
    _enter_step(m)
    if seat in m.actors and not STEP_BY_ID[step].team:
        m.turn = m.actors.index(seat)
    return m


# What a generic check returns when there is nothing to apply.
_NONE, _SKIP = "none", "skip"


def _generic_check(w: Work, c: Ctx, args: Args | None, act: Any, *, mandatory: bool) -> Any:
    if args is None or args == {}:
        if mandatory:
            if args == {}:
                raise bad(f"{c.step} is mandatory")
            if has_legal(c, act):
                raise RuleError("missing_action", f"{c.step} needs a choice")
            return _NONE
        return _SKIP
    parsed = act.shape(w, args)
    refuse(act.check(c, parsed))
    return _Parsed(parsed)


class _Parsed(NamedTuple):
    """A checked entry, ready for its action's effect."""

    value: Any


_parsed = partial(tuple.__new__, _Parsed)  # `_Parsed(value)` as `_parsed((value,))`, without a Python frame


def _generic_run(c: Ctx, checked: Any, act: Any) -> str:
    if isinstance(checked, _Parsed):
        act.effect(c, checked.value)
        return "act"
    return checked


def _generic_rule(st: catalog.Step) -> _Rule:
    act = ACTIONS[st.action]
    mandatory = st.kind is Kind.MANDATORY

    def check(w: Work, c: Ctx, args: Args | None) -> Any:
        return _generic_check(w, c, args, act, mandatory=mandatory)

    after_revealer = st.after_revealer
    effect = act.effect

    def run(w: Work, c: Ctx, checked: Any) -> str:
        if after_revealer:
            # Awake after the Revealer, he sees the cards she left face up (RULES.md §4.3).
            for s in range(w.n):
                if w.card_at(s) in w.face_up:
                    c.see(c.actor, "faceup", s, w.printed(s))
        if type(checked) is _Parsed:  # _generic_run(c, checked, act)
            effect(c, checked[0])
            return "act"
        return checked

    return _Rule(check, run)


# Automatic steps --------------------------------------------------------------------------


def _no_entry(w: Work, c: Ctx, args: Args | None) -> None:
    if args not in (None, {}):
        raise bad(f"{c.step} takes no choice")


def _auto_rule(effect: Callable[[Work, Ctx], None]) -> _Rule:
    def run(w: Work, c: Ctx, checked: Any) -> str:
        effect(w, c)
        return "auto"

    return _Rule(_no_entry, run)


def _mark_check(w: Work, c: Ctx) -> None:
    tokens, mark_at = w.tokens, w.mark_at
    marks = [tokens[mark_at[s]] for s in range(len(w.seats))]  # w.mark(s) of each seat
    see = c.see
    for s, m in enumerate(marks):
        see(s, "mark", s, m)
    w.feared = [s for s, m in enumerate(marks) if m == "fear"] if "fear" in marks else []


def _lovers(w: Work, c: Ctx) -> None:
    for s in w.actors:
        c.see(s, "team", value="lovers", seats=tuple(o for o in w.actors if o != s))


def _renfield(w: Work, c: Ctx) -> None:
    c.see(c.actor, "team", value="vampires", seats=tuple(w.vampire_team))
    c.see(c.actor, "team", value="vampire_mark",
          seats=(w.vampire_target,) if w.vampire_target >= 0 else ())
    c.give("bat", c.actor)
    w.note_aura(c.actor)


def _thumbs(w: Work, roles: frozenset[str], actor: int) -> tuple[int, ...]:
    return tuple(s for s in range(w.n) if s != actor and w.night_roles[s] in roles)


def _thumb_step(w: Work, c: Ctx) -> None:
    st = STEP_BY_ID[c.step]
    thumbs = st.thumbs
    assert thumbs is not None
    for a in (w.actors if st.team else [c.actor]):
        c.see(a, "team", value=thumbs.label, seats=_thumbs(w, thumbs.roles, a))


def _masons(w: Work, c: Ctx) -> None:
    for s in w.actors:
        c.see(s, "team", value="masons", seats=tuple(o for o in w.actors if o != s))


def _aura(w: Work, c: Ctx) -> None:
    c.see(c.actor, "team", value="aura", seats=tuple(s for s in w.aura if s != c.actor))


def _insomniac(w: Work, c: Ctx) -> None:
    if not w.shielded(c.actor):
        c.view_card(c.actor)


_AUTO = {
    "mark_check": _mark_check,
    "lovers": _lovers,
    "renfield": _renfield,
    "doppel_renfield": _renfield,
    "minion": _thumb_step,
    "apprentice_tanner": _thumb_step,
    "doppel_apprentice_tanner": _thumb_step,
    "masons": _masons,
    "aura_seer": _aura,
    "doppel_aura_seer": _aura,
    "insomniac": _insomniac,
    "doppel_insomniac": _insomniac,
}


# Steps with their own entry rules ---------------------------------------------------------


def _vampires_check(w: Work, c: Ctx, args: Args | None) -> Any:
    return _generic_check(w, c, args, ACTIONS["vampires"], mandatory=True)


def _generic_entries(action: str) -> Callable[[Work, Ctx], list[tuple[Args, Any, str]]]:
    """`entries` for a step whose options are its action's legal candidates and whose check
    is `_generic_check`'s for them."""
    act = ACTIONS[action]

    def entries(w: Work, c: Ctx) -> list[tuple[Args, Any, str]]:
        return [(a, _parsed((p,)), t) for a, p, t in legal_entries(c, act)]

    return entries


_EMPTY_TEXT = canonical_json({})


def _vampires_run(w: Work, c: Ctx, checked: Any) -> str:
    # The vampires wake together and see each other, then give the mark (RULES.md §4.1).
    w.vampire_team = list(w.actors)
    for a in w.actors:
        c.see(a, "team", value="vampires", seats=tuple(o for o in w.actors if o != a))
    out = _generic_run(c, checked, ACTIONS["vampires"])
    return "give" if out == "act" else out


def _werewolves_options(w: Work, c: Ctx) -> list[Args]:
    return legal_options(c, ACTIONS["werewolves"]) if _lone_wolf(w) else [{}]


def _werewolves_entries(w: Work, c: Ctx) -> list[tuple[Args, Any, str]]:
    if _lone_wolf(w):
        return [(a, _parsed((p,)), t) for a, p, t in legal_entries(c, ACTIONS["werewolves"])]
    return [({}, None, _EMPTY_TEXT)]


def _werewolves_check(w: Work, c: Ctx, args: Args | None) -> Any:
    if args in (None, {}):
        return None
    if not _lone_wolf(w):
        raise bad("only a lone wolf may look at a centre card")
    act = ACTIONS["werewolves"]
    parsed = act.shape(w, args)  # type: ignore[arg-type]
    refuse(act.check(c, parsed))
    return _Parsed(parsed)


def _werewolves_run(w: Work, c: Ctx, checked: Any) -> str:
    dream = _dream_thumbs(w)
    for a in w.actors:
        c.see(a, "team", value="werewolves", seats=tuple(o for o in w.actors if o != a))
        if dream:
            c.see(a, "team", value="dream_wolves", seats=tuple(dream))
    w.wolves_known = list(w.actors) + dream
    if checked is None:
        return "none"
    c.actor = w.actors[0]
    ACTIONS["werewolves"].effect(c, checked.value)
    return "peek"


def _priest_options(w: Work, c: Ctx) -> list[Args]:
    return [{}] + legal_options(c, ACTIONS["priest"])  # no target: only his own Clarity


def _priest_entries(w: Work, c: Ctx) -> list[tuple[Args, Any, str]]:
    return [({}, -1, _EMPTY_TEXT)] + legal_entries(c, ACTIONS["priest"])  # checked: the target


def _priest_check(w: Work, c: Ctx, args: Args | None) -> int:
    if args in (None, {}):
        return -1
    act = ACTIONS["priest"]
    target = act.shape(w, args)  # type: ignore[arg-type]
    refuse(act.check(c, target))
    return target


def _priest_run(w: Work, c: Ctx, target: int) -> str:
    ACTIONS["priest"].effect(c, target)
    return "give"


_LOOK = "look"


def _apprentice_assassin_options(w: Work, c: Ctx) -> list[Args]:
    return [{}] if w.assassin_actors else legal_options(c, ACTIONS["apprentice_assassin"])


def _apprentice_assassin_decides(w: Work) -> bool:
    return not w.assassin_actors


def _apprentice_assassin_entries(w: Work, c: Ctx) -> list[tuple[Args, Any, str]]:
    if w.assassin_actors:
        return [({}, _LOOK, _EMPTY_TEXT)]
    return [(a, _parsed((p,)), t) for a, p, t in legal_entries(c, ACTIONS["apprentice_assassin"])]


def _apprentice_assassin_check(w: Work, c: Ctx, args: Args | None) -> Any:
    if w.assassin_actors:
        if args not in (None, {}):
            raise bad("with an Assassin awake the Apprentice only looks")
        return _LOOK
    return _generic_check(w, c, args, ACTIONS["apprentice_assassin"], mandatory=True)


def _apprentice_assassin_run(w: Work, c: Ctx, checked: Any) -> str:
    if checked is _LOOK:
        c.see(c.actor, "team", value="assassin", seats=tuple(w.assassin_actors))
        for a in w.assassin_actors:
            c.see(a, "team", value="apprentice_assassin", seats=(c.actor,))
        return "look"
    return _generic_run(c, checked, ACTIONS["apprentice_assassin"])


def _assassin_check(w: Work, c: Ctx, args: Args | None) -> Any:
    return _generic_check(w, c, args, ACTIONS["assassin"], mandatory=True)


def _assassin_run(w: Work, c: Ctx, checked: Any) -> str:
    out = _generic_run(c, checked, ACTIONS["assassin"])
    if c.step == "assassin":
        w.assassin_actors = list(w.actors)
    return out


def _look_thumbs_options(w: Work, c: Ctx) -> list[Args]:
    return [{}]


def _look_thumbs_entries(w: Work, c: Ctx) -> list[tuple[Args, Any, str]]:
    return [({}, True, _EMPTY_TEXT)]


def _look_thumbs_check(w: Work, c: Ctx, args: Args | None) -> bool:
    """The Squire's and the Beholder's entry: {} looks at the thumbs' cards, none does not."""
    if args not in (None, {}):
        raise bad(f"{c.step} takes {{}} (look) or no entry")
    return args is not None


def _look_thumbs_run(w: Work, c: Ctx, look: bool) -> str:
    thumbs = STEP_BY_ID[c.step].thumbs
    assert thumbs is not None
    seats = _thumbs(w, thumbs.roles, c.actor)
    c.see(c.actor, "team", value=thumbs.label, seats=seats)
    if not look:
        return "skip"
    for s in seats:
        if not w.shielded(s):  # RULES.md §9 D 44: shielded cards are skipped silently
            c.view_card(s)
    return "look"


class _Copy(NamedTuple):
    """The Doppelganger's checked entry: the seat she views, what she becomes, her copy's act."""

    seat: int
    copy: str
    inert: bool
    act: Any
    parsed: Any


def _doppelganger_check(w: Work, c: Ctx, args: Args | None) -> _Copy | None:
    if args is None:
        if any(s != c.actor and not w.shielded(s) for s in range(w.n)):
            raise RuleError("missing_action", "the Doppelganger must look at a card")
        return None
    if "player" not in args or not set(args) <= {"player", "then"}:
        raise bad("the Doppelganger takes 'player' and optionally 'then'")
    then = args.get("then")
    if "then" in args and not isinstance(then, dict):
        raise bad("'then' must be an object")
    s = w.seats.index(args["player"]) if isinstance(args["player"], str) and args["player"] in w.seats else None
    if s is None:
        raise bad(f"unknown seat {show(args['player'])}")
    copy, inert = _copy_of(w, s)
    imm = None if inert else DOPPEL_IMMEDIATE.get(copy)
    act = ACTIONS[imm.action] if imm else None
    parsed = None
    if then is not None:
        if act is None:
            raise bad(f"a Doppelganger-{copy} has no immediate action")
        if then != {}:
            parsed = act.shape(w, then)
        elif imm and imm.mandatory:
            raise bad(f"the Doppelganger-{copy} action is mandatory")
    if s == c.actor:
        raise RuleError("illegal_target", "another player's card", "self")
    w.dg_viewed = s  # her copy's checks ask which card she viewed (RULES.md §9: the Alpha Wolf)
    if parsed is not None:
        refuse(act.check(c, parsed))  # type: ignore[union-attr]
    if w.shielded(s):
        raise RuleError("shielded", "that card is shielded")
    if then is None and imm and imm.mandatory and has_legal(c, act):  # type: ignore[arg-type]
        raise RuleError("missing_action", f"the Doppelganger-{copy} must act")
    return _Copy(s, copy, inert, act, parsed)


def _doppelganger_run(w: Work, c: Ctx, checked: _Copy | None) -> str:
    if checked is None:
        return "none"
    # The copy: on her own card (RULES.md §3.1 -7).
    c.view_card(checked.seat)
    w.copies[w.card_at(c.actor)] = checked.copy
    w.night_roles[c.actor] = checked.copy
    w.dg_inert = checked.inert
    c.see(c.actor, "copy", value=checked.copy)
    c.detail.append(f"copy:{checked.copy}")
    w.note_aura(c.actor)
    if checked.parsed is not None:
        checked.act.effect(c, checked.parsed)
    return "copy"


_VAMPIRES = _Rule(_vampires_check, _vampires_run, entries=_generic_entries("vampires"))
_PRIEST = _Rule(_priest_check, _priest_run, _priest_options, entries=_priest_entries)
_ASSASSIN = _Rule(_assassin_check, _assassin_run, entries=_generic_entries("assassin"))
_APPRENTICE_ASSASSIN = _Rule(_apprentice_assassin_check, _apprentice_assassin_run, _apprentice_assassin_options,
                             _apprentice_assassin_decides, _apprentice_assassin_entries)
_LOOK_THUMBS = _Rule(_look_thumbs_check, _look_thumbs_run, _look_thumbs_options, entries=_look_thumbs_entries)
_SPECIAL = {
    "doppelganger": _Rule(_doppelganger_check, _doppelganger_run, _doppel_options),
    "vampires": _VAMPIRES,
    "werewolves": _Rule(_werewolves_check, _werewolves_run, _werewolves_options, _lone_wolf, _werewolves_entries),
    "priest": _PRIEST,
    "doppel_priest": _PRIEST,
    "assassin": _ASSASSIN,
    "doppel_assassin": _ASSASSIN,
    "apprentice_assassin": _APPRENTICE_ASSASSIN,
    "doppel_apprentice_assassin": _APPRENTICE_ASSASSIN,
    "squire": _LOOK_THUMBS,
    "doppel_squire": _LOOK_THUMBS,
    "beholder": _LOOK_THUMBS,
    "doppel_beholder": _LOOK_THUMBS,
}
# Every step's rule: automatic ones, their own, or the generic one built from the step's action.
_RULES: dict[str, _Rule] = {
    st.id: (_auto_rule(_AUTO[st.id]) if st.no_choice else _SPECIAL.get(st.id) or _generic_rule(st))
    for st in catalog.STEPS
}
# The automatic steps' effects, by step id (`_auto_rule`'s run without its frame).
_AUTO_OF = {st.id: _AUTO[st.id] for st in catalog.STEPS if st.no_choice}
# Per step: whether its actor decides anything: False (never), True (always) or a test of
# the table (`_Rule.decides`), for `_needs_decision`.
_DECIDES: dict[str, Any] = {
    st.id: (False if st.no_choice else True if _RULES[st.id].decides is None else _RULES[st.id].decides)
    for st in catalog.STEPS
}


def peek(state: GameState, seat: int, args: Args) -> list[Seen]:
    """What the first half of a two-part choice shows (the Doppelganger's card and copy, the
    Witch's centre card, the PI's first card), for the GUI to show before the second half is
    chosen. Raises RuleError unless some legal choice starts with this first half."""
    seat_of(seat, len(state.seats))
    step = current_step(state)
    key = STEP_BY_ID[step].first_half if step is not None else ""
    if not key or not isinstance(args, dict) or key not in args:
        raise RuleError("bad_args", "nothing to look at first in this step")

    def first(a: Args) -> Any:
        v = a[key]
        if key == "players":
            if not isinstance(v, list) or not v:
                raise RuleError("bad_args", "malformed first half")
            v = v[0]
        return v

    wanted = first(args)
    if not isinstance(wanted, int if key == "centre" else str) or isinstance(wanted, bool):
        raise RuleError("bad_args", "malformed first half")
    if not any(key in o and first(o) == wanted for o in options(state, seat)):
        raise RuleError("illegal_target", "no legal choice starts this way")
    w = Work(state)
    if key == "centre":
        p = w.centre_place(wanted)
        return [Seen(seat, step, "card", p, w.printed(p))]  # type: ignore[arg-type]
    s = w.seats.index(wanted)
    out = [Seen(seat, step, "card", s, w.printed(s))]  # type: ignore[arg-type]
    if step == "doppelganger":
        out.append(Seen(seat, step, "copy", -1, _copy_of(w, s)[0]))  # type: ignore[arg-type]
    return out


def _extends(option: Any, partial: Any) -> bool:
    """Whether a complete option starts with the picks in `partial`."""
    for key, value in partial.items():
        if key not in option:
            return False
        have = option[key]
        if isinstance(value, dict):
            if not isinstance(have, dict) or not _extends(have, value):
                return False
        elif isinstance(value, list):
            if not isinstance(have, list) or have[:len(value)] != value:
                return False
        elif have != value:
            return False
    return True


def looks(state: GameState, seat: int, partial: Args) -> list[tuple[Seen, str]]:
    """What the looks in `partial` show, each with the role it turns the seat into ("" none),
    without applying the step: `peek`'s first look, then a copy's own first look (a
    Doppelganger-Witch's centre card, a Doppelganger-PI's first card) when `partial` has a
    "then". Raises RuleError unless some legal choice starts this way."""
    seat_of(seat, len(state.seats))
    if not isinstance(partial, dict):
        raise RuleError("bad_args", "a partial choice is an object")
    step = current_step(state)
    first = peek(state, seat, {k: v for k, v in partial.items() if k != "then"})
    pi = step == "paranormal_investigator"
    out = [(x, pi_stops(x.value) if pi and x.kind == "card" else "") for x in first]
    then = partial.get("then")
    if not then:
        return out
    if not isinstance(then, dict) or not any(_extends(o, partial) for o in options(state, seat)):
        raise RuleError("illegal_target", "no legal choice starts this way")
    copy = next((x.value for x in first if x.kind == "copy"), "")
    action = DOPPEL_IMMEDIATE[copy][0] if copy in DOPPEL_IMMEDIATE else ""
    key = STEP_BY_ID[action].first_half if action in STEP_BY_ID else ""
    if not key or key not in then or then[key] == []:
        return out  # the copy's action does not start with a look
    if key == "centre":
        place = len(state.seats) + then["centre"]
    else:
        place = state.seats.index(then["players"][0])
    look = Seen(seat, step or "", "card", place, state.printed(place))
    out.append((look, pi_stops(look.value) if copy == "paranormal_investigator" else ""))
    return out


# --- day, vote ------------------------------------------------------------------------


def _move(phase: Any, happening: str) -> str | None:
    """`PHASES.after(phase, happening)` where `PHASES.allows` it, else None (remembered)."""
    key = (phase, happening)
    hit = _MOVES.get(key, _MISSING) if type(phase) is str else _MISSING
    if hit is _MISSING:
        hit = PHASES.after(phase, happening) if PHASES.allows(phase, happening) else None
        if type(phase) is str and len(_MOVES) < 64:
            _MOVES[key] = hit
    return hit  # type: ignore[return-value]


_MOVES: dict[tuple[str, str], str | None] = {}
_MISSING = object()


def begin_vote(state: GameState) -> GameState:
    """Day → Vote."""
    after = _move(state.phase, "begin_vote")
    if after is None:
        raise PhaseError("the vote follows the day")
    return replaced(state, phase=after)


def cast_votes(state: GameState, votes: dict[int, int] | tuple[int, ...]) -> GameState:
    """Every seat points at another seat: Vote → Reveal."""
    after = _move(state.phase, "votes")
    if after is None:
        raise PhaseError("votes are cast after the night")
    return replaced(state, votes=_checked_votes(len(state.seats), votes), phase=after)


def vote_work(w: Work, votes: dict[int, int] | tuple[int, ...]) -> GameState:
    """`cast_votes(begin_vote(w.freeze()), votes)` for a working table at the Day, made as one
    frozen state (for the simulator)."""
    after, checked = _vote_at_day(w, votes)
    return replaced(w, votes=checked, phase=after)  # type: ignore[arg-type]


def checked_vote(w: Work, votes: dict[int, int] | tuple[int, ...], *, drawn: bool = False) -> tuple[int, ...]:
    """The votes `vote_work(w, votes)` would record (with its errors), without making the
    state (for a simulator that only wants the outcome: `victory.resolve(w, votes)`).
    `drawn`: the votes are a tuple of one other seat per seat, drawn as such (the simulator's
    `random_votes`), so only the phase is checked."""
    return _vote_at_day(w, votes, drawn)[1]


def _vote_at_day(w: Work, votes: Any, drawn: bool = False) -> tuple[str, tuple[int, ...]]:
    voting = _move(w.phase, "begin_vote")
    if voting is None:
        raise PhaseError("the vote follows the day")
    after = _move(voting, "votes")
    if after is None:
        raise PhaseError("votes are cast after the night")
    return after, votes if drawn else _checked_votes(len(w.seats), votes)


def _checked_votes(n: int, votes: Any) -> tuple[int, ...]:
    """The votes as one seat per player, or the VoteError `cast_votes` raises."""
    if isinstance(votes, dict):
        if set(votes) != set(range(n)) or any(type(s) is not int for s in votes):
            raise VoteError("missing_vote", "every player votes, once, by seat number")
        votes = tuple(votes[s] for s in range(n))
    if not isinstance(votes, (tuple, list)):
        raise VoteError("bad_votes", "votes are one seat per player")
    if len(votes) != n:
        raise VoteError("missing_vote", "every player votes")
    for s, t in enumerate(votes):
        if not isinstance(t, int) or isinstance(t, bool) or not 0 <= t < n:
            raise VoteError("unknown_seat", f"unknown seat {show(t)}")
        if s == t:
            raise VoteError("self_vote", "nobody votes for himself")
    return tuple(votes)


def at_step(state: GameState, step: str, seat: int) -> GameState:
    """The state moved to `seat`'s turn of a later `step`, as if it were now (for early
    decisions: their options and their checks). Never played on."""
    seat_of(seat, len(state.seats))
    last = _AT_STEP[0]
    if last is not None and last[0] is state and last[1] == step and last[2] == seat:
        return last[3]  # an early decision's options, then its check: the same moved state
    w = Work(state)
    w.pos = w.order.index(step)
    _enter_step(w)
    if seat in w.actors and not STEP_BY_ID[step].team:
        w.turn = w.actors.index(seat)
    out = w.freeze()
    _AT_STEP[0] = (state, step, seat, out)
    return out


# The last answer of `at_step` (states are immutable, so the same question has the same answer).
_AT_STEP: list[tuple[GameState, str, int, GameState] | None] = [None]


def restore_facts(state: GameState) -> GameState:
    """The state with its log's structured facts (`Event.facts`) filled in, for a game saved
    before events carried them: its logged choices are replayed from the deal they started
    from. The log is left as it was if the replay does not reproduce it exactly."""
    n = len(state.seats)
    cards = state.cards
    placed = tuple(d.partition(":")[2] for ev in state.log for d in ev.detail
                   if d.startswith("artifact:") and ev.step in ("curator", "doppel_curator"))
    try:
        deal = Deal(cards[:n], cards[n:n + 3], cards[n + 3] if len(cards) > n + 3 else None,
                    state.tokens[:n], placed + state.pile)
        g = new_game(state.seats, seed=state.seed, deal=deal)
        for ev in state.log:
            if ev.step == "dawn":
                break
            args = json.loads(ev.args) if ev.args else None
            g = apply(g, Choice(ev.step, ev.actor if ev.actor >= 0 else None, args))
    except (RuleError, PhaseError, SetupError, ValueError, KeyError, TypeError, IndexError):
        return state
    log = []
    for old, new in zip(state.log, g.log):
        if (old.step, old.actor, old.action, old.args, old.detail, old.seen) != (
                new.step, new.actor, new.action, new.args, new.detail, new.seen):
            return state
        log.append(Event(old.step, old.actor, old.action, old.args, old.detail, old.seen, new.facts))
    log += state.log[len(log):]
    w = Work(state)
    w.log = log
    return w.freeze()


def needs_decision(state: GameState, step: str, seat: int) -> bool:
    """Whether `seat` has something to choose at `step` (as the table stands now)."""
    seat_of(seat, len(state.seats))
    return _needs_decision(state, step, seat)  # type: ignore[arg-type]


def random_option(state: GameState, seat: int, rng: random.Random) -> Args | None:
    """One legal choice for `seat`'s current turn, uniformly at random (None if none exists).

    Samples candidates and keeps the first legal one, which is uniform over the legal
    choices and much cheaper than listing them all.
    """
    seat_of(seat, len(state.seats))
    step = current_step(state)
    if step is None or seat not in turn_seats(state):
        return None
    st = STEP_BY_ID[step]
    if step == "doppelganger":
        if not _is_seat(seat):
            return None  # as _options
        w = Work(state)
        return _doppel_draw(w, _ctx(w, step, seat), rng)
    if step in _SPECIAL or not st.action:
        opts = _options(state, seat, True)
        return fresh(rng.choice(opts)) if opts else None
    act = ACTIONS[st.action]
    w: Any = state  # checks only read the table
    c = _ctx(w, step, seat)
    cands = shaped_candidates(w, act)  # the candidates are the engine's own: shaped once
    for _ in range(12):
        a, parsed, _text = rng.choice(cands)
        if legal_shaped(c, act, parsed):
            return fresh(a)
    opts = [a for a, parsed, _text in cands if legal_shaped(c, act, parsed)]
    return fresh(rng.choice(opts)) if opts else None


def thumbs_preview(state: GameState, step: str, seat: int) -> Seen | None:
    """The thumbs a Squire or Beholder sees before choosing whether to look at those cards.

    Thumbs follow night roles, fixed once the Doppelganger has copied, so what this shows
    for an early decision is what the step will show (RULES.md §3.3, D 44, D 45).
    """
    seat_of(seat, len(state.seats))
    thumbs = STEP_BY_ID[step].thumbs
    if thumbs is None or STEP_BY_ID[step].no_choice:
        return None
    return Seen(seat, step, "team", -1, thumbs.label, _thumbs(state, thumbs.roles, seat))  # type: ignore[arg-type]
