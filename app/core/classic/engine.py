"""The classic state machine (CLASSIC.md §2-§7, §11.4-§11.11, §11.22-§11.25, §11.31): one machine for
every game. The standard preset (§1.1) is a fixed deck of eight or nine cards with the default
options; the extended preset (§11) a deck of its cards and the options of §11.1, §11.31.1.

The night runs the steps of `wave2.NIGHT_ORDER` that have a holder tonight (each step's rule is
its row of `steps.ACTIONS`), then the resolution and its death chain, the dawn (§4, §11.22); the
day the captain's election, the vote (plurality or trial, tie-break, scapegoat), kill-or-spare and
the judge's second vote (§5, §11.9, §11.23); every death chain ends with its last turns (hunter,
avenger, scapegoat, captain's successor, servant) and the power checks (§11.10); the winner as
§7 and §11.25. New Moon's hooks (`newmoon`: the dawn's event, the cards in force) are called at
their moments. Phases move only with ``PHASES.after(phase, happening)``.

Random draws (the little girl's peek, the actor's card, a tied election, New Moon's dawn) come
from the game's seeded RNG (`catalog.draw`), or from `chance` when a caller states them (the
scenario runner): ``{"wolf": seat, "caught": bool}`` for a peek, ``{"captain": seat}`` for a
tied election. A missing or impossible stated draw raises ChanceError.

>>> g = new_game(["A", "B", "C", "D", "E", "F", "G", "H"], seed=1,
...              roles=("wolf", "wolf", "seer", "bodyguard", "witch", "hunter", "villager", "villager"))
>>> request(g).step, request(g).seats
('wolves', (0, 1))
>>> g, _ = apply(g, Choice("wolves", 0, {"player": 6}))
>>> g, _ = apply(g, Choice("wolves", 1, {"player": 6}))
>>> g.bite, request(g).step
(6, 'seer')
>>> g = new_game(list("ABCDEFGH"), roles=("thief", "wolf", "seer", "cupid", "elder", "hunter", "villager",
...              "villager"), spare=("wolf", "villager"), preset="extended")
>>> request(g).step, g.spare
('thief', ('wolf', 'villager'))
>>> g = apply(g, Choice("thief", 0, {}))[0]
>>> g.roles[0], g.spare, request(g).step
('wolf', ('thief', 'villager'), 'cupid')
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from functools import lru_cache
from typing import Any

from ..common.errors import PhaseError, RuleError, SetupError
from ..common.seats import seat_of
from . import catalog as C
from . import extended as X
from . import kinds as K
from . import newmoon as NM
from . import wave2 as W
from .catalog import LAST_TURN, NOTE_LIMIT, draw
from .kinds import absent, acts_as, card_power, fox_group, mixed, neighbour, opt, powers, stupefied, team, tonight
from .kinds import stripped  # noqa: F401 (read by the planner)
from .phases import PHASES
from .state import Choice, Event, GameState, Request, evolve
from .steps import (ACTIONS, STEPS, ChanceError, args_objection, assassin_votes, awake, candidates, died, ev,  # noqa: F401
                    grief, hanged_today, night_holders, notice, objection, shown_victim, stone_alone, swap, turn,
                    witch_blind)
from .steps import check as check_step
from .steps import is_skip

_ev = ev


# --- small facts ---------------------------------------------------------------------------

def _is_pack(st: GameState, seat: int) -> bool:
    """A wolf of team wolves: the pack's parity (§11.25)."""
    return K.is_wolf(st, seat) and team(st, seat) == "wolves"


def _partner(st: GameState, seat: int) -> int | None:
    if len(st.lovers) == 2 and seat in st.lovers:
        return st.lovers[1] if st.lovers[0] == seat else st.lovers[0]
    return None


def present(st: GameState) -> tuple[int, ...]:
    """The living players not exiled today: the trial threshold's L (E73)."""
    return tuple(s for s in st.alive if not absent(st, s))


def voters(st: GameState) -> tuple[int, ...]:
    """Who casts a ballot in the vote: every living player except an exposed idiot, the exiled
    and the stupefied (§11.9.3, §11.23)."""
    return tuple(s for s in st.alive if s not in st.exposed and not absent(st, s) and not stupefied(st, s)
                 and not NM.pilloried(st, s))


def raven_mark(st: GameState) -> int | None:
    """Today's raven mark (+2), void if the player is dead or absent (E70)."""
    r = st.w2.raven
    if r is None or r[0] != st.round or not st.is_alive(r[1]) or absent(st, r[1]):
        return None
    return r[1]


def _weight(st: GameState, seat: int) -> int:
    """A ballot's weight: 2 for the living captain (§11.9.2), else 1; New Moon's vote cards (§11.31.4)."""
    base = 2 if st.captain == seat and st.is_alive(seat) else 1
    return NM.ballot_weight(st, seat, base) if st.w2 else base

# --- setting up ----------------------------------------------------------------------------

def check_names(seats: list[str] | tuple[str, ...], preset: str = "standard") -> None:
    if preset == "standard" and len(seats) not in C.SEAT_COUNTS:
        raise SetupError(f"the standard preset needs exactly 8 or 9 players, not {len(seats)}")
    if preset != "standard" and len(seats) not in X.PLAYERS:
        raise SetupError(f"the extended preset needs 8 to 18 players, not {len(seats)}")
    if not all(isinstance(s, str) and s.strip() for s in seats):
        raise SetupError("every player needs a name")
    if len({s.strip().casefold() for s in seats}) != len(seats):
        raise SetupError("two players have the same name")


def new_game(seats: list[str] | tuple[str, ...], deck: Any = None, seed: int = 0, *,
             roles: tuple[str, ...] | list[str] | None = None, preset: str = "standard",
             options: dict | None = None, spare: tuple[str, ...] | list[str] | None = None, actor: Any = None,
             drunk: Any = None, sect: Any = None) -> GameState:
    """A dealt game at the start of Night 1.

    The standard preset (§1.1): its fixed deck for 8 or 9 seats (`deck`, if given, must be it),
    dealt from the seed unless `roles` is given; no options, no spare cards. The extended preset
    (§11): `roles` (+ `spare`, and the actor's cards, the drunk's card, the sectarian's group as
    seats) fixed, or `deck` dealt from the seed (the extras drawn after the deal, §11.19), with
    `options` any subset of §11.1 and §11.31.1. SetupError for an invalid count, deck, deal or option.
    """
    if preset == "standard":
        if options or spare:
            raise SetupError("the standard preset takes no options and no spare cards")
        if deck is not None and C.validate(len(seats), deck):
            raise SetupError("the standard preset's deck is fixed (CLASSIC.md §1.1)")
        return _new_standard(seats, seed, roles)
    if preset != X.PRESET:
        raise SetupError(f"unknown classic preset {preset!r}")
    check_names(seats, preset)
    why = X.check_options(options)
    if why:
        raise SetupError(f"unknown option or value in {options!r} ({why})")
    opts = X.full_options(options)
    nm = opts.get("new_moon") is True
    if not nm and any(NM.ROLE in c for c in (deck or (), roles or (), spare or ())):
        raise SetupError("the gypsy plays only with the option new_moon (CLASSIC.md §11.31.6)")
    draws = 0
    n = len(seats)
    dealt_here = roles is None
    if roles is None:
        cards = list(deck) if deck is not None else list(X.suggest_deck(n))
        why = X.check_deck(n, cards)
        if why:
            raise SetupError(f"the deck is not valid ({why})")
        roles, spare, draws = X.deal(n, cards, seed)
    roles, spare = tuple(roles), tuple(spare or ())
    if len(roles) != n:
        raise SetupError("one role per seat")
    if dealt_here:
        actor, drunk, sect, draws = X.draw_extras(roles, spare, int(seed), draws)
    why = X.check_deal(roles, spare, actor or None, drunk, sect or None)
    if why:
        raise SetupError(f"the deal is not valid ({why})")
    st = GameState(tuple(seats), roles, int(seed), draws, log=(Event("N1", "deal", public=False),),
                   preset=X.PRESET, options=tuple((k, opts[k]) for k in opts), dealt=roles, spare=spare)
    if nm or any(c in W.SECOND_WAVE for c in roles + spare):
        st = K.put(st, wave=2, actor_cards=tuple(actor or ()), actor_left=tuple(actor or ()) or None,
                   drunk_card=drunk, drunk_dealt=drunk, sect=tuple(sect or ()) or None)
    return _start_night(NM.start(st), 1, PHASES.first)


def _new_standard(seats: list[str] | tuple[str, ...], seed: int,
                  roles: tuple[str, ...] | list[str] | None) -> GameState:
    """A standard game: its deck dealt from the seed (catalog.deal) unless `roles` is given."""
    check_names(seats)
    draws = 0
    if roles is None:
        roles, draws = C.deal(len(seats), seed)
    roles = tuple(roles)
    if len(roles) != len(seats):
        raise SetupError("one role per seat")
    C.check_deal(roles)
    st = GameState(tuple(seats), roles, int(seed), draws, log=(Event("N1", "deal", public=False),))
    return _start_night(st, 1, PHASES.first)


# --- what the game waits for, and a choice -------------------------------------------------

def request(state: GameState) -> Request | None:
    """The turn the game waits for, or None once it is over."""
    if state.phase == "end":
        return None
    if state.phase == "day":
        return Request("day", None, (), choice=False)
    return Request(state.phase, state.step, state.pending, choice=state.step != LAST_TURN)


def check(state: GameState, choice: Choice) -> None:
    """RuleError with its code (§9, §11.13, §11.27) if `choice` is illegal now."""
    check_step(state, choice.step, choice.seat, choice.args)


def options(state: GameState, seat: int) -> list[Any]:
    """Every legal args object for `seat` in the open step ({} is the skip; none for a seat whose
    turn it is not). RuleError bad_args for a seat that is not at the table."""
    seat_of(seat, len(state.seats))
    step = state.step
    if step is None or seat not in state.pending or awake(state, step, seat) is not None:
        return []
    return [a for a in candidates(state, step, seat) if args_objection(state, step, seat, a) is None]


def apply(state: GameState, choice: Choice, chance: dict | None = None) -> tuple[GameState, tuple[Event, ...]]:
    """The state after a legal choice, played on to the next turn, and the events it made. An
    illegal choice raises RuleError and changes nothing; `chance` states the random draws."""
    check(state, choice)
    before = len(state.log)
    args = None if is_skip(choice.args) else choice.args
    st = state
    if K.wave2(st):  # the choice itself, for a save's replay (save._w2_replay)
        st = _ev(st, Event(st.moment, "choice", seat=choice.seat, value=json.dumps([choice.step, args])))
    st = ACTIONS[choice.step].effect(st, choice.seat, args, chance)
    st = evolve(st, pending=tuple(s for s in st.pending if s != choice.seat),
                 acted=st.acted + ((choice.step, choice.seat),))
    if not st.pending:
        st = _after_step(st, chance)
    return st, st.log[before:]


def begin_vote(state: GameState, chance: dict | None = None) -> tuple[GameState, tuple[Event, ...]]:
    """The table ends the discussion: the election (Day 1 with `captain`), then the cavalier's
    moment, then the vote (§5.1, §5.2, §11.9, §11.23)."""
    before = len(state.log)
    phase = PHASES.after(state.phase, "begin_vote")
    st = evolve(state, phase=phase, acted=(), ballots=(), verdicts=(), tied=(), accused=None, tie_death=None,
                 turns=(), last_turns=())
    if st.round == 1 and opt(st, "captain"):
        st = _open_ballots(st, "election", tuple(s for s in st.alive if not absent(st, s) and not stupefied(st, s)
                                                 and not NM.pilloried(st, s)), chance)
    else:
        st = _after_election(st, chance)
    return st, st.log[before:]


def write_note(state: GameState, seat: int, text: str) -> GameState:
    """A seat's note of tonight (§8.2): the wolves' note for a wolf, a private note otherwise.

    Any player alive at nightfall may write one note a night, until the night's dawn. The
    laptop offers the field on the night's last lap (handoff.py) and commits the notes with
    tonight's choices, just before the choice that ends the night. RuleError bad_args for a text
    that is not a string of at most 140 characters (or a seat that is not at the table).
    """
    seat_of(seat, len(state.seats))
    if state.phase not in ("night", "dawn") or seat not in state.nightfall:
        raise RuleError("not_awake", "no note can be written now", reason="classic_note_now")
    if any(n == state.round and s == seat for n, s, _ in state.notes):
        raise RuleError("already_acted", "this seat already wrote tonight's note", reason="classic_note_twice")
    if not isinstance(text, str) or len(text) > NOTE_LIMIT:
        raise RuleError("bad_args", "a note is at most 140 characters", reason="classic_note_long")
    ev = Event(state.moment, "note", seat=seat, value=text)
    return evolve(state, notes=state.notes + ((state.round, seat, text),), log=state.log + (ev,))



# --- the night -----------------------------------------------------------------------------

def unique_top(counts: Counter) -> int | None:
    if not counts:
        return None
    ranked = counts.most_common()
    if len(ranked) > 1 and ranked[1][1] == ranked[0][1]:
        return None
    return ranked[0][0]


def _start_night(st: GameState, k: int, phase: str) -> GameState:
    """Nightfall of night `k` (`phase`: the night, as the phase table says)."""
    st = evolve(st, phase=phase, round=k, nightfall=st.alive, pending=(), acted=(), picks=(), bite=None,
                 protect=None, witch=None, ballots=(), last_turns=(), turns=(), verdicts=(), tied=(),
                 accused=None, tie_death=None)
    if K.wave2(st):
        st = _nightfall(K.put(st, picks2=None), k)  # tonight's second picks: none yet
    return _open_from(st, 0)


def _nightfall(st: GameState, k: int) -> GameState:
    """§11.28: the drunk's swap (N3), the little brother's rage, the dream wolf's waking."""
    m = st.moment
    if k == 3 and st.w2.drunk_card is not None:
        for s in st.alive:
            if st.roles[s] == "drunk" and not stripped(st, s):
                card = st.w2.drunk_card
                st = evolve(st, roles=st.roles[:s] + (card,) + st.roles[s + 1:])
                st = K.put(st, drunk_card="drunk")
                st = notice(_ev(st, Event(m, "drunk", seat=s, value=card)), s, "role", card)
    if st.w2.lbw_rage == k:
        st = K.put(st, lbw_awake=True)
    dreamers = [s for s in st.alive if st.roles[s] == "dream_wolf" and K.dormant(st, s)]
    if dreamers and not [s for s in K.pack(st, st.alive)]:
        st = K.put(st, dream_awake=True)
    return st


def _info(st: GameState, step: str) -> GameState:
    """An information step (no entries): what its holders see (§11.20, §11.26)."""
    k, m = st.round, st.moment
    if step == "lovers":
        if k == 1 and len(st.lovers) == 2:
            evs = []
            for s in st.lovers:
                p = _partner(st, s)
                evs.append(Event(m, "lover", seat=s, target=p, value=st.roles[p]))
            st = _ev(st, *evs)
        if k == 1 and K.wave2(st) and st.w2.mixed is None:
            a = st.lovers
            st = K.put(st, mixed=len(a) == 2 and K.is_wolf(st, a[0]) != K.is_wolf(st, a[1]))
        return st
    if step == "brothers":
        if k != 1:
            return st
        bros = tuple(s for s in st.nightfall if st.roles[s] == "brother")
        return _ev(st, *(Event(m, "brothers", seat=b, seats=tuple(o for o in bros if o != b)) for b in bros))
    if not K.wave2(st):
        return st
    if step == "wolf_brothers" and k == 1:
        bros = [s for s in st.nightfall if st.roles[s] in W.WOLF_BROTHERS]
        return _ev(st, *(Event(m, "wolf_brother", seat=b, target=o) for b in bros for o in bros if o != b))
    if step == "traitor" and k == 1:
        wolves = tuple(s for s in st.nightfall if K.is_wolf(st, s))
        return _ev(st, *(Event(m, "traitor_sees", seat=t, seats=wolves) for t in st.nightfall
                         if st.roles[t] == "traitor"))
    if step == "vampires":
        team = tuple(s for s in st.nightfall if K.vampire_team(st, s))
        return _ev(st, *(Event(m, "vampires_see", seat=v, seats=team) for v in team))
    if step == "charmed":
        charmed = tuple(s for s in st.nightfall if s in (st.w2.charmed or ()))
        return _ev(st, *(Event(m, "charmed_see", seat=c, seats=charmed) for c in charmed))
    return st


def _on_open(st: GameState, step: str, holders: tuple[int, ...]) -> GameState:
    """What a step shows its holders when it opens (§11.14.3, §11.28)."""
    k, m = st.round, st.moment
    if step == "thief":
        return _ev(st, *(Event(m, "spare", seat=t, value=",".join(st.spare)) for t in holders))
    if step == "wolves":
        if st.caught is not None and st.caught[0] == k - 1:
            st = _ev(st, *(Event(m, "caught_notice", seat=w, target=st.caught[1]) for w in holders))
        if K.wave2(st):
            before = set(st.w2.pack_seen or ())
            new = tuple(s for s in holders if s not in before)
            if k > 1 and new:
                st = _ev(st, *(Event(m, "joined", seat=w, seats=new) for w in holders))
            st = K.put(st, pack_seen=tuple(sorted(before | set(holders))))
        return st
    if step == "witch":
        evs = [Event(m, "victim", seat=w, target=shown_victim(st), value="witch") for w in holders
               if not witch_blind(st, w)]
        return _ev(st, *evs)
    if step == "assassin":
        return _ev(st, *(Event(m, "assassin_votes", seat=a, value=str(assassin_votes(st, a))) for a in holders))
    return st


def _reach(st: GameState, step: str, possible: frozenset[str]) -> tuple[GameState, tuple[int, ...]]:
    """The night order reaches `step`: an information step logs what its holders see; the pack's
    step fixes the old man's night on Night 1. Returns the state and the holders that open the
    step (none: no card of this game holds it, or nobody holds it tonight)."""
    if step in W.INFO_STEPS:
        return _info(st, step), ()
    if step == "wolves" and st.round == 1 and K.wave2(st) and "old_man" in st.roles \
            and st.w2.old_man_x is None:
        # E74: the wolves when the pack first wakes, after Night 1's side choices
        st = K.put(st, old_man_x=1 + sum(1 for s in st.nightfall if K.is_wolf(st, s)))
    if step not in possible:
        return st, ()
    return st, night_holders(st, step)


def _open_from(st: GameState, index: int, chance: Any = None) -> GameState:
    """Open the first night step from `index` that has a holder; the information steps only
    log what their holders see."""
    possible = _steps_of_deck(_cards(st))
    for step in W.NIGHT_ORDER[index:]:
        st, holders = _reach(st, step, possible)
        if holders:
            return _on_open(evolve(st, step=step, pending=holders), step, holders)
    return _resolve(st, chance)


_AT = {s: i for i, s in enumerate(W.NIGHT_ORDER)}


def walk_night(state: GameState, held: dict[tuple[str, int], Any], until: tuple[str, int] | None = None,
               steps: frozenset[str] | None = None, probe: frozenset[str] = frozenset(), through: bool = False
               ) -> tuple[GameState, tuple[tuple[str, int], ...], GameState | None]:
    """Tonight's choices applied to the state at nightfall directly, in the night order, as the
    engine plays them one by one: each step that opens, its holders' args in `held` ((step, seat):
    args; a turn not there, or args the state refuses then, is a skip) through the step's effect,
    then its close; with every step, on to the resolution and the dawn (as the night's last
    choice). `steps`: only those steps (their openings, turns and closes; the rest left out
    entirely: the caller vouches that no step kept reads what a step left out writes), up to the
    last of them or of `probe`: steps whose holders are only looked at. Stops as `until` (step,
    seat) opens, unless `through`. Returns the state, every (step, seat) that opened (or, for a
    probe, would have opened) on the way, and the state as `until` opened (None if it did not)."""
    st, at = state, None
    seen: list[tuple[str, int]] = []
    possible = _steps_of_deck(_cards(st))
    order = W.NIGHT_ORDER
    end = len(order) if steps is None else 1 + max((_AT[s] for s in steps | probe), default=-1)
    for step in order[_AT[state.step]:end]:
        if steps is not None and step not in steps:
            if step in probe:
                seen.extend((step, s) for s in _reach(st, step, possible)[1])
            continue
        if step == state.step:
            holders = state.pending  # opened at nightfall
        else:
            st, holders = _reach(st, step, possible)
            if not holders:
                continue
            st = _on_open(evolve(st, step=step, pending=holders), step, holders)
        seen.extend((step, s) for s in holders)
        if until is not None and until[0] == step and until[1] in holders:
            if not through:
                return st, tuple(seen), st
            at = st
        effect = ACTIONS[step].effect
        for seat in holders:
            args = held.get((step, seat))
            if is_skip(args) or objection(st, step, seat, args) is not None:
                args = None  # a skip, or made illegal by a later choice of the same lap
            st = effect(st, seat, args, None)
            st = evolve(st, pending=tuple(s for s in st.pending if s != seat), acted=st.acted + ((step, seat),))
        st = _close(st, step)
    if steps is None:
        st = _resolve(st)
    return st, tuple(seen), at


def _cards(st: GameState) -> frozenset[str]:
    """Every card a seat may hold in this game: the seats' and the spare ones, the actor's three,
    the drunk's (a card change only ever moves these, §11.18)."""
    drunk = st.w2.drunk_dealt
    return frozenset(st.roles + st.spare + tuple(st.w2.actor_cards or ()) + ((drunk,) if drunk else ()))


@lru_cache(maxsize=256)
def _steps_of_deck(cards: frozenset[str]) -> frozenset[str]:
    """The night steps some card of `cards` may hold (the pack's and the town crier's always)."""
    return frozenset(s for s in W.NIGHT_ORDER if s in W.PACK_STEPS or s == "town_crier"
                     or (X.HOLDER.get(s) or W.HOLDER2.get(s)) in cards)


def _close(st: GameState, step: str | None) -> GameState:
    """A night step's close: the pack's bite (and its second bite) from the picks."""
    if step == "wolves":
        counts = Counter(t for _, t in st.picks if t is not None)
        bite = unique_top(counts)
        st = evolve(st, bite=bite)
        wolves = K.pack(st)
        st = _ev(st, Event(st.moment, "bite", target=bite),
                 *(Event(st.moment, "victim", seat=w, target=bite, value="wolves") for w in wolves))
    if step == "second_bite":
        counts = Counter(t for _, t in (st.w2.picks2 or ()) if t >= 0)
        b2 = unique_top(counts)
        st = K.put(st, b2=(st.round, b2) if b2 is not None else None)
        st = _ev(st, *(Event(st.moment, "victim", seat=w, target=b2, value="second_bite") for w in K.pack(st)))
    return st


def _after_step(st: GameState, chance: Any) -> GameState:
    step = st.step
    st = _close(st, step)
    if step in W.NIGHT_ORDER:
        return _open_from(st, W.NIGHT_ORDER.index(step) + 1, chance)
    if step in ("hunter", "revenge", LAST_TURN):
        return _next_turn(evolve(st, last_turns=st.last_turns[1:]), chance)
    if step in ("scapegoat", "successor", "servant"):
        return _after_turns(st, chance)
    if step == "election":
        return _elect(st, chance)
    if step == "crier":
        return _after_crier(st, chance)
    if step == "cavalier":
        c = st.w2.cav_out
        if c is not None and c[0] == st.round and st.w2.cavalier_used == st.moment:
            st = K.put(st, cav_out=None)
            return _day_chain(st, (c[1],), "vote" if not c[2] else None)
        return _open_vote(st, chance)
    if step == "vote":
        return _tally(st)
    if step == "second_vote":
        return _second_tally(st)
    if step == "tiebreak":
        return _after_tie(st, list(st.tied))
    if step == "trial":
        return _verdict(st)
    raise PhaseError(f"no step {step!r} to close")


# --- the resolution and the death chains ---------------------------------------------------

def _bites(st: GameState) -> list[int]:
    """Tonight's bites in the order of §11.22 step 1, each player at most once."""
    out: list[int] = []
    for t in (tonight(st, "lbw_bite"), st.bite, tonight(st, "b2"), tonight(st, "bbw_bite"),
              tonight(st, "ww_bite")):
        if t is not None and t not in out:
            out.append(t)
    return out


def _resolve(st: GameState, chance: Any = None) -> GameState:
    """§11.22 steps 1-8 (§11.7 for a first-wave deck), then the chain and the dawn."""
    k, m = st.round, st.moment
    w2 = K.wave2(st)
    marks: dict[int, list[str]] = {}
    saved = st.witch is not None and st.witch[0] in ("save", "both")
    sick = st.sick
    elder_hit = st.elder_hit
    turned: list[tuple[int, str]] = []
    facts: dict[str, Any] = {}
    diseased = False
    for b in _bites(st):
        if st.protect == b or (b == st.bite and saved):
            continue  # stopped: no effect at all
        role = st.roles[b]
        if w2 and st.w2.demon == k and b == st.bite and K.can_turn(st, b):
            turned.append((b, "demon"))
            continue
        if role == "cursed" and w2 and card_power(st, b) and K.can_turn(st, b):
            turned.append((b, "cursed"))
            continue
        if role == "elder" and not elder_hit and (not w2 or card_power(st, b)):
            elder_hit = True
            continue
        if role == "tough_guy" and card_power(st, b) and not K.wounded(st, b):
            facts["wounded"] = (b, k)
            continue
        marks.setdefault(b, []).append("bite")
        if role == "knight" and (powers(st) if not w2 else card_power(st, b)):
            w = next((s for s in (((b + i) % st.n) for i in range(1, st.n))
                      if s in st.nightfall and K.is_wolf(st, s)), None)
            if w is not None:
                sick = (w, k)
        if role == "diseased" and card_power(st, b):
            diseased = True
    if st.witch is not None and st.witch[0] in ("poison", "both") and st.witch[1] is not None:
        marks.setdefault(st.witch[1], []).append("poison")
    if st.caught is not None and st.caught[0] == k:
        marks.setdefault(st.caught[1], []).append("caught")
    reveal = None
    if st.sick is not None and st.sick[1] == k - 1 and st.is_alive(st.sick[0]):
        marks.setdefault(st.sick[0], []).append("sickness")
        reveal = st.sick[0]
    if w2:
        marks = _w2_marks(st, marks)
    causes = {s: next(c for c in W.CAUSE_ORDER if c in cs) for s, cs in marks.items()}
    dead = tuple(sorted(causes))
    if w2:
        vamp = tonight(st, "vamp")
        if vamp is not None and not K.is_wolf(st, vamp) and not K.vampire_team(st, vamp) and vamp not in causes \
                and vamp not in [t for t, _ in turned]:
            st = K.put(st, spawn=tuple(sorted(set(st.w2.spawn or ()) | {vamp})))
            st = notice(st, vamp, "vampire")
        for t, how in turned:
            st = turn(st, t, how)
        if diseased and any(st.roles[s] == "diseased" for s in dead):
            facts["diseased_night"] = k + 1
        st = K.put(st, **facts)
    st = evolve(st, phase=PHASES.after(st.phase, "steps_done"), step=None, pending=(), elder_hit=elder_hit,
                 sick=sick, last_protect=st.protect)
    st = died(st, tuple((s, causes[s]) for s in dead))
    st = _ev(st, *(Event(m, "death", seat=s, value=causes[s]) for s in dead))
    if w2:
        st = _restore(st)
    st, grieved = grief(st)
    turns = tuple(sorted(dead + grieved))
    evs = [Event(m, "dawn", seats=turns, public=True)]
    if reveal is not None:
        st = evolve(st, revealed=st.revealed + ((reveal, st.roles[reveal]),))
        evs.append(Event(m, "reveal", seat=reveal, value=st.roles[reveal], target=None, public=True))
    st = _ev(st, *evs)
    return _next_turn(evolve(st, turns=turns, last_turns=turns), chance)


def _w2_marks(st: GameState, marks: dict[int, list[str]]) -> dict[int, list[str]]:
    """§11.22 step 3's second-wave marks, then the enchanter's substitution (step 4)."""
    k = st.round

    def mark(s: int | None, cause: str) -> None:
        if s is not None and st.is_alive(s):
            marks.setdefault(s, []).append(cause)

    w = st.w2.wounded
    if w is not None and w[1] == k - 1:
        mark(w[0], "wounds")
    x = st.w2.old_man_x
    if x == k:
        for s in st.nightfall:
            if st.roles[s] == "old_man":
                mark(s, "old_age")
    if k == 1:
        for s in st.nightfall:
            if st.roles[s] == "ghost":
                mark(s, "ghost")
    mark(tonight(st, "doctor"), "mad_doctor")
    mark(tonight(st, "assassin_t"), "assassin")
    ench = tonight(st, "ench")
    if ench is not None:
        holder = next((s for s in st.nightfall if acts_as(st, s, "enchanter")), None)
        if holder is not None and holder in marks and st.is_alive(ench):
            del marks[holder]
            marks.setdefault(ench, []).append("enchanted")
    return marks


def _restore(st: GameState) -> GameState:
    """§11.22 step 7: the apothecary's restore refills a spent save of the witch it hits (E56)."""
    r = tonight(st, "restore")
    if r is not None and st.roles[r] == "witch" and st.save_used is not None:
        st = evolve(st, save_used=None)
        return _ev(st, Event(st.moment, "restored", seat=r))
    return st


def _hunter_first(st: GameState, queue: tuple[int, ...]) -> tuple[int, ...]:
    """§11.22 step 9: the dead's last turns in seat order, but the avenger's after the hunter's."""
    roles = [st.roles[s] for s in queue]
    if "avenger" in roles and "hunter" in roles and roles.index("avenger") < roles.index("hunter"):
        a = queue[roles.index("avenger")]
        rest = [s for s in queue if s != a]
        h = rest.index(queue[roles.index("hunter")])
        return tuple(rest[:h + 1] + [a] + rest[h + 1:])
    return queue


def _next_turn(st: GameState, chance: Any = None) -> GameState:
    if K.wave2(st):
        st = evolve(st, last_turns=_hunter_first(st, st.last_turns))
    if st.last_turns:
        seat = st.last_turns[0]
        step = {"hunter": "hunter", "avenger": "revenge"}.get(st.roles[seat], LAST_TURN)
        if step == "revenge" and not K.wave2(st):
            step = LAST_TURN
        return evolve(st, step=step, pending=(seat,))
    return _after_turns(evolve(st, step=None, pending=()), chance)


def _servant_can(st: GameState) -> int | None:
    """The servant's window: the day's last chain, someone hanged today, the living servant
    present and not stupefied (§11.21.2)."""
    if st.phase != "dusk" or st.w2.next is not None or not hanged_today(st):
        return None
    s = next((s for s in st.alive if st.roles[s] == "servant"), None)
    if s is None or absent(st, s) or stupefied(st, s) or ("servant", s) in st.acted:
        return None
    return s


def _after_turns(st: GameState, chance: Any = None) -> GameState:
    """After the last turns: the scapegoat's choice, the captain's successor, the servant, the
    chain's end (§11.22 steps 10-11), the dawn's lines, then what follows."""
    if st.phase == "dusk" and st.tie_death is not None and ("scapegoat", st.tie_death) not in st.acted:
        return evolve(st, step="scapegoat", pending=(st.tie_death,))
    c = st.captain
    if c is not None and (d := st.death_of(c)) is not None and d.moment == st.moment \
            and ("successor", c) not in st.acted:
        return evolve(st, step="successor", pending=(c,))
    if K.wave2(st):
        s = _servant_can(st)
        if s is not None:
            return evolve(st, step="servant", pending=(s,))
    st = evolve(st, step=None, pending=())
    if K.wave2(st):
        st = _chain_end(st)
    elif powers(st) and any(d.moment == st.moment and st.roles[d.seat] == "elder" for d in st.dead):
        st = _ev(evolve(st, powers_lost=st.moment), Event(st.moment, "powers_lost"))
    if st.phase == "dawn" and NM.on(st):  # New Moon's event: after the chain, before the dawn lines
        st = NM.dawn(st, chance)
    if st.phase == "dawn" and powers(st):
        bears = [s for s in st.alive if st.roles[s] == "bear_tamer"]
        if bears and card_power(st, bears[0]):
            bear = bears[0]
            near = {neighbour(st, bear, d, st.alive) for d in (1, -1)} - {None}
            if any(K.seen_as_wolf(st, s) for s in near):  # type: ignore[arg-type]
                st = _ev(evolve(st, growls=st.growls + (st.moment,)), Event(st.moment, "growl", public=True))
    if st.phase == "dawn" and K.wave2(st):
        st = _dawn_lines(st)
    nxt = st.w2.next
    if st.phase == "dusk" and nxt is not None:
        st = K.put(st, next=None)
        result = winner(st)
        if result is not None:
            return _win_check(st)
        if nxt == "vote":
            return _open_vote(evolve(st, phase=PHASES.after(st.phase, "vote_again"), turns=(), last_turns=()), None)
        return _open_second_vote(evolve(st, phase=PHASES.after(st.phase, "vote_again"), turns=(), last_turns=()))
    return _win_check(st)


def _chain_end(st: GameState) -> GameState:
    """§11.22 step 11: apprentice seer, shadow, wild child, lycan (night), wolf kin, power check,
    fire wolf's strip (night)."""
    m, night = st.moment, st.phase == "dawn"
    died_now = [(s, role) for s, role, mm in (st.w2.at_death or ()) if mm == m]
    dead_now = {s for s, _ in died_now}
    if any(role == "seer" for _, role in died_now):
        for a in st.alive:
            if st.roles[a] == "apprentice_seer" and card_power(st, a):
                seer = next(s for s, role in died_now if role == "seer")
                if st.roles[seer] == "seer":
                    st = swap(st, a, seer)
    sh = st.w2.model_sh
    if sh is not None and sh[1] in dead_now and st.is_alive(sh[0]) and st.roles[sh[0]] == "shadow" \
            and card_power(st, sh[0]) and st.roles[sh[1]] != "ghost":
        st = swap(st, sh[0], sh[1])
    wc = st.w2.model_wc
    if wc is not None and wc[1] in dead_now and st.roles[wc[0]] == "wild_child" and card_power(st, wc[0]) \
            and K.can_turn(st, wc[0]):
        st = turn(st, wc[0], "wild_child")
    if night and st.w2.lycan_hit == st.round:
        for s in st.alive:
            if st.roles[s] == "lycan" and card_power(st, s) and K.can_turn(st, s):
                st = turn(st, s, "lycan")
    for s in st.alive:
        if st.roles[s] == "wolf_kin" and card_power(st, s) and K.can_turn(st, s):
            near = {neighbour(st, s, d, st.alive) for d in (1, -1)} - {None}
            if any(K.is_wolf(st, x) for x in near):  # type: ignore[arg-type]
                st = turn(st, s, "wolf_kin")
    if powers(st) and any(role == "elder" for _, role in died_now):
        st = _ev(evolve(st, powers_lost=m), Event(m, "powers_lost"))
    f = tonight(st, "fire") if night else None
    if f is not None and f not in (st.w2.stripped or ()):
        st = K.put(st, stripped=tuple(sorted(set(st.w2.stripped or ()) | {f})))
        st = notice(st, f, "stripped")
    if night:
        j = st.w2.signed
        judge = next((s for s in st.alive if st.roles[s] == "judge"), None)
        if j == st.round and judge is not None:
            st = K.put(st, second_day=st.round)
    return st


def _dawn_lines(st: GameState) -> GameState:
    """§11.23 dawn items 7-10: raven, old hag, stupor, the ghost's message."""
    m, k = st.moment, st.round
    evs = []
    for key, what in (("raven", "raven"), ("hag", "exiled"), ("stupor", "stupor")):
        v = getattr(st.w2, key)
        if v is not None and v[0] == k and st.is_alive(v[1]):
            evs.append(Event(m, f"announce:{what}", target=v[1], public=True))
    g = st.w2.ghost_msg
    if g is not None and g[0] == k:
        evs.append(Event(m, "announce:ghost", value=g[1], public=True))
    return _ev(st, *evs)


# --- the day -------------------------------------------------------------------------------

def _open_ballots(st: GameState, step: str, who: tuple[int, ...], chance: Any) -> GameState:
    st = evolve(st, step=step, nightfall=who, pending=who)
    st = _ev(st, Event(st.moment, "vote_start", seats=who, value=None if step == "vote" else step, public=True))
    if not who:
        return _after_step(st, chance)
    return st


def _cavalier_seat(st: GameState) -> int | None:
    """The living cavalier, present and not stupefied, whose step opens before the vote."""
    if not K.wave2(st):
        return None
    s = next((s for s in st.alive if st.roles[s] == "cavalier"), None)
    if s is None or absent(st, s) or stupefied(st, s):
        return None
    return s


def _after_election(st: GameState, chance: Any) -> GameState:
    """After the D1 election: the captain names the town crier (New Moon), then the cavalier."""
    if st.w2 and NM.crier_names(st) is not None:
        return evolve(st, step="crier", pending=(NM.crier_names(st),), acted=())
    return _after_crier(st, chance)


def _after_crier(st: GameState, chance: Any) -> GameState:
    c = _cavalier_seat(st)
    if c is not None:
        return evolve(st, step="cavalier", pending=(c,), acted=())
    return _open_vote(st, chance)


def _open_vote(st: GameState, chance: Any) -> GameState:
    if st.w2 and NM.day_card(st) == "market_day":  # no vote of any kind today (E113)
        tn = st.trial_next
        st = _ev(K.put(st, sv_done=st.round), Event(st.moment, "no_vote", value="market_day", public=True))
        if tn is not None and tn[0] == st.round:
            st = evolve(st, trial_next=None)
        return _day_chain(st, (), None)
    tn = st.trial_next
    if tn is not None and tn[0] == st.round:
        st = evolve(st, trial_next=None)
        if st.is_alive(tn[1]) and not absent(st, tn[1]):
            return _open_trial(st, tn[1], chance)
    return _open_ballots(st, "vote", voters(st), chance)


def _open_trial(st: GameState, accused: int, chance: Any) -> GameState:
    st = _ev(evolve(st, accused=accused), Event(st.moment, "accused", target=accused, public=True))
    return _open_ballots(st, "trial", tuple(s for s in voters(st) if s != accused), chance)


def _elect(st: GameState, chance: Any) -> GameState:
    ballots = tuple(sorted(st.ballots))
    counts = Counter(t for _, t in ballots if t is not None)
    captain = None
    tied: tuple[int, ...] = ()
    if counts:
        top = max(counts.values())
        tied = tuple(sorted(s for s, c in counts.items() if c == top))
        if len(tied) == 1:
            captain = tied[0]
        elif chance is not None:
            if "captain" not in chance:
                raise ChanceError("missing_chance", "captain", "a tied election needs a stated 'captain' draw")
            captain = chance["captain"]
            if captain not in tied:
                raise ChanceError("bad_chance", "captain", "the stated 'captain' is not among the tied")
        else:
            captain = tied[draw(st.seed, st.draws, len(tied))]
            st = evolve(st, draws=st.draws + 1)
    st = evolve(st, captain=captain, ballots=())
    st = _ev(st, Event(st.moment, "election", target=captain, pairs=ballots, seats=tied if len(tied) > 1 else (),
                       public=True),
             Event(st.moment, "captain", target=captain, value="election", public=True))
    st = evolve(st, acted=())
    return _after_election(st, chance)


def _counts(st: GameState, raven: bool = True) -> Counter:
    counts: Counter = Counter()
    swap = raven and K.wave2(st) and NM.day_card(st) == "swap_votes"  # the vote's ballots only (E115)
    for v, t in st.ballots:
        if t is not None:
            counts[NM.switched(st, t) if swap else t] += _weight(st, v)
    r = raven_mark(st) if raven else None
    if r is not None:  # a count with or without ballots (E121)
        counts[r] += 2
    return counts


def _record_against(st: GameState, counts: Counter) -> GameState:
    """The weighted votes against each player today, for the assassin's window (E57)."""
    if not K.wave2(st) or not counts:
        return st
    return K.put(st, against=(st.w2.against or ()) + tuple((st.round, s, c) for s, c in sorted(counts.items())))


def _tally(st: GameState) -> GameState:
    ballots = tuple(sorted(st.ballots))
    st = evolve(st, ballots=ballots)
    counts = _counts(st)
    st = _record_against(st, counts)
    top = max(counts.values()) if counts else 0
    tops = sorted(s for s, c in counts.items() if c == top) if counts else []
    sw = st.w2.nm_swap if K.wave2(st) and NM.day_card(st) == "swap_votes" else None
    if sw is not None and sw[0] == st.round and st.is_alive(sw[1]) and st.is_alive(sw[2]):
        st = _ev(st, Event(st.moment, "swapped", seats=tuple(sorted(sw[1:])), public=True))  # the tally's switch
    st = _tally_line(st, Event(st.moment, "tally", target=tops[0] if len(tops) == 1 else None, pairs=ballots,
                               public=True))
    c = st.captain
    if len(tops) > 1 and c is not None and st.is_alive(c) and not absent(st, c) and not stupefied(st, c):
        return evolve(st, step="tiebreak", pending=(c,), tied=tuple(tops))
    return _after_tie(st, tops)


def _tally_line(st: GameState, line: Event, counts: Counter | None = None) -> GameState:
    """The public tally or verdict line. Under New Moon's secret ballot the table sees counts
    only (a `secret_tally` line: (target or 1 kill / 0 spare, count) pairs); the ballots stay
    secret until the end (§11.31.4)."""
    if not (K.wave2(st) and NM.day_card(st) == "secret_ballot"):
        return _ev(st, line)
    if counts is None:
        counts = _counts(st, raven=line.value is None)
    return _ev(st, replace(line, public=False),
               replace(line, kind="secret_tally", pairs=tuple(sorted(counts.items())), seats=()))


def _amnesty(st: GameState) -> bool:
    return bool(st.w2) and NM.day_card(st) == "amnesty"


def _after_tie(st: GameState, tops: list[int]) -> GameState:
    """The vote's outcome (§11.9.3) once any tie-break is in: hang, trial, scapegoat or nobody."""
    st = evolve(st, tied=())
    if not tops:
        return _dusk(st, None)
    if len(tops) == 1:
        x = tops[0]
        if opt(st, "vote_rule") == "plurality":
            return _hang(st, x)
        if 2 * _counts(st)[x] > len(present(st)):
            return _open_trial(st, x, None)
        return _dusk(st, None)
    goats = [s for s in st.alive if st.roles[s] == "scapegoat"]
    if goats and (powers(st) if not K.wave2(st) else card_power(st, goats[0])) and not _amnesty(st):
        g = goats[0]
        st = evolve(st, tie_death=g, revealed=st.revealed + ((g, "scapegoat"),))
        st = died(st, ((g, "vote"),))
        st = _ev(st, Event(st.moment, "death", seat=g, value="vote"),
                 Event(st.moment, "reveal", seat=g, value="scapegoat", public=True))
        return _dusk(st, g)
    return _dusk(st, None)


def _verdict(st: GameState) -> GameState:
    ballots = dict(st.verdicts)
    if K.wave2(st):  # the pacifist's ballot counts as spare, also when he abstains (E75)
        for v in st.nightfall:
            if st.roles[v] == "pacifist":
                ballots[v] = "spare"
    kills = sum(_weight(st, v) for v, b in ballots.items() if b == "kill")
    spares = sum(_weight(st, v) for v, b in ballots.items() if b == "spare")
    hanged = kills > spares
    line = Event(st.moment, "verdict", target=st.accused, value="kill" if hanged else "spare",
                 pairs=tuple((v, 1 if b == "kill" else 0 if b == "spare" else None) for v, b in st.verdicts),
                 public=True)
    st = _tally_line(st, line, Counter({1: kills, 0: spares}))
    if hanged and st.accused is not None:
        return _hang(st, st.accused)
    return _dusk(st, None)


def _lives_hanged(st: GameState, x: int) -> str | None:
    """The card that lets `x` live through a hanging: the idiot's (§11.9.4, E16) or the
    prince's (§11.21), while its power holds; None if he would die."""
    w2 = K.wave2(st)
    if st.roles[x] == "idiot" and (powers(st) if not w2 else card_power(st, x)):
        return "idiot"
    if w2 and st.roles[x] == "prince" and card_power(st, x):
        return "prince"
    return None


def _hang(st: GameState, x: int) -> GameState:
    if _amnesty(st):  # the verdict is void (E114): nobody dies, nobody is revealed
        st = _ev(st, Event(st.moment, "amnesty", target=x, public=True))
        return _dusk(st, None)
    spared = _lives_hanged(st, x)
    if spared == "idiot":
        st = evolve(st, exposed=st.exposed + ((x,) if x not in st.exposed else ()),
                     revealed=st.revealed + (((x, "idiot"),) if (x, "idiot") not in st.revealed else ()))
        st = _ev(st, Event(st.moment, "reveal", seat=x, value="idiot", public=True))
        return _dusk(st, None)
    if spared == "prince":
        st = evolve(st, revealed=st.revealed + (((x, "prince"),) if (x, "prince") not in st.revealed else ()))
        st = _ev(st, Event(st.moment, "reveal", seat=x, value="prince", public=True))
        return _dusk(st, None)
    st = died(st, ((x, "vote"),))
    if K.wave2(st):
        st = K.put(st, hanged=(st.w2.hanged or ()) + ((st.round, x),))
    st = _ev(st, Event(st.moment, "death", seat=x, value="vote"))
    return _dusk(st, x)


def _dusk(st: GameState, out: int | None) -> GameState:
    """The verdict's chain (§11.9.4); the judge's second vote follows it on a signed day."""
    nxt = None
    if K.wave2(st) and st.step != "second_vote" and st.w2.sv_done != st.round \
            and (st.w2.second_day == st.round or NM.day_card(st) == "second_hanging"):
        nxt = "second_vote"
    return _day_chain(st, (out,) if out is not None else (), nxt)


def _day_chain(st: GameState, outs: tuple[int, ...], nxt: str | None) -> GameState:
    """A day's death chain (§11.22 steps 8-11): linked deaths, then every last turn of its dead."""
    st = evolve(st, phase=PHASES.after(st.phase, "votes"), step=None, pending=())
    if K.wave2(st):
        st = K.put(st, next=nxt)
    if outs:
        st = _ev(st, Event(st.moment, "dusk", seats=outs, public=True))
    st, grieved = grief(st)
    st = _ev(st, *(Event(st.moment, "died", seats=(g,), public=True) for g in grieved))
    turns = tuple(sorted(outs + grieved))
    return _next_turn(evolve(st, turns=turns, last_turns=turns))


def _open_second_vote(st: GameState) -> GameState:
    """The judge's second vote (E64): at once, after the verdict's chain."""
    st = K.put(st, sv_done=st.round)
    st = evolve(st, acted=(), ballots=(), verdicts=(), tied=(), accused=None, tie_death=None)
    by_card = st.w2.second_day != st.round  # New Moon's Two Trials, not the judge's sign
    st = _ev(st, Event(st.moment, "announce:second_vote", value="card" if by_card else "true", public=True))
    return _open_ballots(st, "second_vote", voters(st), None)


def _second_tally(st: GameState) -> GameState:
    ballots = tuple(sorted(st.ballots))
    st = evolve(st, ballots=ballots)
    counts = _counts(st, raven=False)
    st = _record_against(st, counts)
    top = unique_top(counts)
    st = _tally_line(st, Event(st.moment, "tally", target=top, pairs=ballots, value="second_vote", public=True))
    if top is None:
        return _dusk(st, None)
    return _hang(st, top)


# --- the end -------------------------------------------------------------------------------

def _angel(st: GameState) -> int | None:
    """The angel who died at this moment, N1 or D1 (E69)."""
    moment = st.end if st.phase == "end" else st.moment
    if moment not in ("N1", "D1"):
        return None
    return next((s for s, role, m in (st.w2.at_death or ()) if role == "angel" and m == moment), None)


def _solo(st: GameState, card: str) -> int | None:
    return next((s for s in st.alive if st.roles[s] == card and team(st, s) == card), None)


def winner(st: GameState) -> str | None:
    """§11.25 (§11.11 for a first-wave deck) in its order; None to go on."""
    living = st.alive
    w2 = K.wave2(st)
    if w2 and _angel(st) is not None:
        return "angel"
    if not living:
        return "draw"
    if mixed(st) and set(living) == set(st.lovers):
        return "lovers"
    if w2:
        ww = _solo(st, "white_wolf")
        if ww is not None and living == (ww,):
            return "white_wolf"
        pp = _solo(st, "pied_piper")
        charmed = st.w2.charmed or ()
        if pp is not None and all(s in charmed for s in living if s != pp):
            return "pied_piper"
        sc = _solo(st, "sectarian")
        if sc is not None and all(not st.is_alive(s) for s in range(st.n) if s not in (st.w2.sect or ())):
            return "sectarian"
        if all(team(st, s) == "vampires" for s in living):
            return "vampires"
    if not any(K.is_wolf(st, s) for s in living) and not any(K.vampire_team(st, s) for s in living):
        return "village"
    pack = sum(1 for s in living if _is_pack(st, s))
    if pack and pack >= len(living) - pack:
        return "wolves"
    if len(living) == 1:
        # §11.25 row 10 (E125): with `lovers_grief` off, a mixed couple's wolf can outlive
        # everyone. Alone he can neither be voted out nor bite anyone, and no team can still win
        # (the lovers need both, the village every wolf dead, the pack has no member): a draw.
        return "draw"
    if st.phase == "dusk" and stalemate(st):
        return "draw"
    return None


# The cards that can change nothing once Night 1 is over: no step after it, no kill, no
# conversion, no mark, no death of their own (the idiot only lives through hangings).
_INERT = frozenset({"villager", "cupid", "brother", "idiot"})


def stalemate(st: GameState) -> bool:
    """A game nobody can die in any more (`winner` asks at dusk): a draw, as E125's lone
    survivor (no team can still win; the rules pages do not end it otherwise). With the trial
    rule a lone stone wolf, who may not kill (E90), can outlast a village that cannot put him on
    trial: an exposed idiot has no ballot but counts among the living (§11.9.3, E35) and lives
    through every hanging (E16), so with four players alive only he can reach the threshold.
    The game is stuck when

    * the only living wolf is a stone wolf (no bite) and every other living player holds a card of
      `_INERT`; New Moon is off (its dawn draws cards);
    * no death is pending: no living sick wolf or wounded player, no scapegoat's trial, second
      vote, raven mark, exile or stupor to come;
    * nobody who would die of a hanging can be hanged with every other ballot against him: under
      `plurality` some ballot at all, under `trial` a weighted count over half the living (E35),
      the same ballots then voting `kill`.
    """
    if not K.wave2(st) or NM.on(st):
        return False
    wolves = [s for s in st.alive if K.is_wolf(st, s)]
    if len(wolves) != 1 or not stone_alone(st, wolves[0]):
        return False
    if any(st.roles[s] not in _INERT for s in st.alive if s != wolves[0]):
        return False
    w, k = st.w2, st.round
    if (st.sick is not None and st.is_alive(st.sick[0])) or any(K.wounded(st, s) for s in st.alive):
        return False
    if st.trial_next is not None and st.trial_next[0] > k and st.is_alive(st.trial_next[1]):
        return False
    if w.second_day is not None and (w.second_day > k or (w.second_day == k and w.sv_done != k)):
        return False
    if any(mark is not None and mark[0] > k for mark in (w.raven, w.hag, w.stupor)):
        return False
    ballots = [s for s in st.alive if s not in st.exposed]
    trial = opt(st, "vote_rule") == "trial"
    for x in st.alive:
        if _lives_hanged(st, x) is not None:
            continue
        most = sum(_weight(st, v) for v in ballots if v != x)
        if most > 0 and (not trial or 2 * most > len(st.alive)):
            return False
    return True


def _win_check(st: GameState) -> GameState:
    result = winner(st)
    if result is not None:
        m = st.moment
        st = evolve(st, phase=PHASES.after(st.phase, "result"), step=None, pending=(), result=result, end=m)
        return _ev(st, Event(m, "result", value=result, public=True))
    nxt = PHASES.after(st.phase, "no_result")
    if nxt == "day":
        return evolve(st, phase=nxt, step=None, pending=())
    return _start_night(st, st.round + 1, nxt)


def winners(st: GameState) -> tuple[int, ...]:
    """Every seat of the winning team, dead ones included (A29); the angel or a solo holder
    alone; plus the heretic whose two picks are dead (E97)."""
    r = st.result
    if r == "angel":
        a = _angel(st)
        return (a,) if a is not None else ()
    out: tuple[int, ...] = ()
    if r == "lovers":
        out = tuple(st.lovers)
    elif r in ("village", "wolves", "vampires"):
        out = tuple(s for s in range(st.n) if team(st, s) == r)
    elif r in ("white_wolf", "pied_piper", "sectarian"):
        out = tuple(s for s in range(st.n) if st.roles[s] == r and team(st, s) == r)
    h = st.w2.heretic
    if h is not None and r not in (None, "draw") and st.is_alive(h[0]) and not st.is_alive(h[1]) \
            and not st.is_alive(h[2]) and h[0] not in out:
        out = tuple(sorted(out + (h[0],)))
    return out
