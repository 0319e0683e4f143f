"""New Moon (CLASSIC.md §11.31): the morning event deck of our own, the town crier and the gypsy,
as data plus small functions; the engine calls them at their moments (this module never calls
the engine: the facts it reads are kinds'; its deck and options are wave2's data).

With the option `new_moon` off nothing here is reached and no fact is written (E103). With it
on, the game keeps its New Moon facts with the second wave's (``GameState.w2``, a `state.Facts`: ``nm_*``):

* ``nm_events``  ((k, event or None, drawer or None), ...) every dawn that ran, in order;
* ``nm_day`` / ``nm_night``  (k, event): the card whose day part covers day k / night part night k;
* ``nm_swap``  (k, A, B) for switched seats; ``nm_discard`` the pile's discards since its last shuffle;
* ``nm_hand``  the crier's cards left; ``nm_crier`` the crier's seat; ``nm_play`` (k, event) tonight;
* ``nm_used``  the spiritualism cards spent; ``nm_seance`` (k, line, answer) tonight's answer.

Draws use the game's seeded RNG at their own indexes (``DRAWS + 2k`` for the card, ``+ 1`` for the
drawer), so no other draw of the game depends on them. A caller may state them (the scenario
runner): ``chance = {"event": E, "drawer": seat}``.

>>> len(PUBLIC), len(SEANCES), DEFAULT_HAND
(15, 5, ('market_day', 'second_hanging', 'eclipse'))
>>> [e for e in PUBLIC if KIND[e] == "night"]
['eclipse', 'fog', 'vigil', 'cold_night']
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from . import kinds as K
from .catalog import draw
from .kinds import absent, day_card, drawer_today, fox_group, moonstruck, neighbour, night_card, pilloried, stupefied
from .kinds import new_moon as on
from .state import Event, GameState
from .wave2 import DAY_CARDS, DEFAULT_HAND, EVENTS, KIND, NIGHT_CARDS, ON_LIVING, PUBLIC, SEANCES
from .wave2 import GYPSY as ROLE
from .wave2 import NEW_MOON_DRAWS as DRAWS
from .wave2 import NEW_MOON_OPTIONS as OPTIONS
from .wave2 import check_new_moon_options as check_options
from .wave2 import new_moon_options as full_options


def _opt(st: GameState, key: str) -> Any:
    return K.opt(st, key)


def start(st: GameState) -> GameState:
    """The game's New Moon facts at setup: the crier's hand (with `captain`)."""
    if not on(st):
        return st
    facts: dict[str, Any] = {"nm_events": ()}
    if _opt(st, "captain"):
        facts["nm_hand"] = tuple(_opt(st, "crier_hand"))
    return K.put(st, **facts)


# --- what is in force ------------------------------------------------------------------------------

def ballot_weight(st: GameState, seat: int, base: int) -> int:
    """A ballot's weight today: 1 under the secret ballot, 3 for the living captain under his word."""
    card = day_card(st)
    if card == "secret_ballot":
        return 1
    if card == "captain_voice" and st.captain == seat and st.is_alive(seat):
        return 3
    return base


def switched(st: GameState, target: int) -> int:
    """Switched seats: a vote ballot naming A counts for B and the reverse, both alive (E115)."""
    s = st.w2.nm_swap
    if s is None or s[0] != st.round or day_card(st) != "swap_votes":
        return target
    _, a, b = s
    if not (st.is_alive(a) and st.is_alive(b)):
        return target
    return b if target == a else a if target == b else target


def crier(st: GameState) -> int | None:
    """The town crier's seat (dead: the job is vacant until the captain names someone)."""
    return st.w2.nm_crier


def hand(st: GameState) -> tuple[str, ...]:
    return tuple(st.w2.nm_hand or ())


def crier_names(st: GameState) -> int | None:
    """The captain who may name the crier now: with `captain`, alive, present, not stupefied."""
    c = st.captain
    if not on(st) or not _opt(st, "captain") or c is None or not st.is_alive(c) or absent(st, c) \
            or stupefied(st, c):
        return None
    return c


# --- the night steps (§11.31.5, §11.31.6) ----------------------------------------------------------

def holders(st: GameState, step: str) -> tuple[int, ...] | None:
    """The holders of a New Moon night step tonight, or None for any other step."""
    if step == "town_crier":
        c = crier(st)
        return (c,) if on(st) and c is not None and c in st.nightfall else ()
    if step == "gypsy" and not on(st):
        return ()
    return None


def _seat(st: GameState, v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < st.n


def _gypsy_shape(st: GameState, a: Any) -> bool:
    card = a.get("card")
    if card == "seance_pair":
        p = a.get("players")
        return set(a) == {"card", "players"} and isinstance(p, (list, tuple)) and len(p) == 2 \
            and all(_seat(st, s) for s in p)
    return card in SEANCES and set(a) == {"card", "player"} and _seat(st, a["player"])


def _crier_shape(st: GameState, a: Any) -> bool:
    return set(a) == {"play"} and isinstance(a["play"], str) and a["play"] in PUBLIC


def _naming_shape(st: GameState, a: Any) -> bool:
    return set(a) == {"player"} and _seat(st, a["player"])




def _gypsy_legal(st: GameState, seat: int, a: Any) -> str | None:
    card = a["card"]
    if card in (st.w2.nm_used or ()):
        return "unavailable"
    named = a["players"] if card == "seance_pair" else [a["player"]]
    if card in ON_LIVING:
        if len(set(named)) != len(named) or any(s not in st.nightfall or s == seat for s in named):
            return "illegal_target"
        return None
    return "illegal_target" if named[0] in st.nightfall else None


def _crier_legal(st: GameState, seat: int, a: Any) -> str | None:
    return None if a["play"] in hand(st) else "unavailable"


def _naming_legal(st: GameState, seat: int, a: Any) -> str | None:
    t = a["player"]
    return "illegal_target" if not st.is_alive(t) or absent(st, t) or t == seat else None




def _log(st: GameState, kind: str, seat: int | None = None, target: int | None = None, value: str | None = None,
         seats: tuple[int, ...] = (), public: bool = False) -> GameState:
    return replace(st, log=st.log + (Event(st.moment, kind, seat=seat, target=target, value=value, seats=seats,
                                           public=public),))


def seance_line(card: str, named: tuple[int, ...], seats: tuple[str, ...]) -> str:
    """The announcement's `what` (§11.31.6): ``C:S``, or ``seance_pair:S+T`` in seat order."""
    return f"{card}:" + "+".join(seats[s] for s in sorted(named))


def answer(st: GameState, card: str, named: tuple[int, ...]) -> Any:
    """The spirits' fixed answer (E110, E112): True/False, a role id or a cause id."""
    if card == "seance_wolf":
        return K.seen_as_wolf(st, named[0])
    if card == "seance_neighbours":
        return any(K.seen_as_wolf(st, s) for s in fox_group(st, named[0]))
    if card == "seance_pair":
        return K.team(st, named[0]) == K.team(st, named[1])
    d = named[0]
    if card == "seance_grave":
        return next((role for s, role, _ in (st.w2.at_death or ()) if s == d), st.roles[d])
    death = st.death_of(d)
    return death.cause if death is not None else None


def _gypsy(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    if a is None:
        return _log(st, "skip", seat, value="gypsy")
    card = a["card"]
    named = tuple(sorted(a["players"])) if card == "seance_pair" else (a["player"],)
    ans = answer(st, card, named)
    st = K.put(st, nm_used=(st.w2.nm_used or ()) + (card,), nm_seance=(st.round, card, named, ans))
    return _log(st, "seance", seat, value=card, seats=named)


def _town_crier(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    if a is None:
        return _log(st, "skip", seat, value="town_crier")
    return _log(K.put(st, nm_play=(st.round, a["play"])), "crier_play", seat, value=a["play"])


def _naming(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    if a is None:
        return _log(st, "skip", seat, value="crier")
    t = a["player"]
    return _log(K.put(st, nm_crier=t), "announce:crier", seat, target=t, public=True)


def _seance_args(st: GameState) -> list[Any]:
    n = range(st.n)
    return [{"card": c, "player": t} for c in SEANCES if c != "seance_pair" for t in n] + \
        [{"card": "seance_pair", "players": [a, b]} for a in n for b in n if a < b]


# Each step's (shape of an args object, legality after the common checks, effect, candidates):
# the engine's step table (steps.ACTIONS) takes them as rows.
STEPS: dict[str, tuple[Callable[[GameState, Any], bool], Callable[[GameState, int, Any], str | None],
                       Callable[[GameState, int, Any, Any], GameState], Callable[[GameState], list[Any]]]] = {
    "gypsy": (_gypsy_shape, _gypsy_legal, _gypsy, _seance_args),
    "town_crier": (_crier_shape, _crier_legal, _town_crier, lambda st: [{"play": e} for e in PUBLIC]),
    "crier": (_naming_shape, _naming_legal, _naming, lambda st: [{"player": t} for t in range(st.n)]),
}


# --- the draw and the morning part (§11.31.3, §11.31.4) --------------------------------------------

class DrawError(ValueError):
    """A stated New Moon draw that is missing (``missing_chance``) or cannot be drawn (``bad_chance``)."""

    def __init__(self, kind: str, key: str, message: str) -> None:
        super().__init__(message)
        self.kind, self.key = kind, key


def pile(st: GameState) -> tuple[str, ...]:
    """The draw pile now, in the deck's order: the public cards but the crier's (with `captain`),
    less those drawn since the last shuffle (E116)."""
    out = tuple(e for e in PUBLIC if not (_opt(st, "captain") and e in _opt(st, "crier_hand")))
    gone = set(st.w2.nm_discard or ())
    left = tuple(e for e in out if e not in gone)
    return left if left else out


def _draw(st: GameState, chance: Any) -> tuple[GameState, str, int]:
    k = st.round
    cards = pile(st)
    if len(cards) == len(PUBLIC) - (3 if _opt(st, "captain") else 0):
        st = K.put(st, nm_discard=None)  # a fresh (or reshuffled) pile
    living = st.alive
    if chance is not None:
        if "event" not in chance:
            raise DrawError("missing_chance", "event", f"dawn N{k} needs a stated 'event' draw")
        event = chance["event"]
        if event not in cards:
            raise DrawError("bad_chance", "event", f"the stated event {event!r} is not in the pile at dawn N{k}")
        if "drawer" not in chance:
            raise DrawError("missing_chance", "drawer", f"dawn N{k} needs a stated 'drawer' draw")
        drawer = chance["drawer"]
        if drawer not in living:
            raise DrawError("bad_chance", "drawer", f"the stated drawer is not alive at dawn N{k}")
    else:
        event = cards[draw(st.seed, DRAWS + 2 * k, len(cards))]
        drawer = living[draw(st.seed, DRAWS + 2 * k + 1, len(living))]
    st = K.put(st, nm_discard=tuple(st.w2.nm_discard or ()) + (event,))
    return _log(st, "nm_draw", target=drawer, value=event), event, drawer


def dawn(st: GameState, chance: Any = None) -> GameState:
    """Dawn N_k's event (after the night's chain, before the dawn lines and the win check):
    the crier's card or a draw, its public lines, its morning part, then the spirits' answer."""
    k = st.round
    play = st.w2.nm_play
    c = crier(st)
    event: str | None = None
    drawer: int | None = None
    if play is not None and play[0] == k and c is not None and st.is_alive(c):
        event, drawer = play[1], c
        st = K.put(st, nm_hand=tuple(e for e in hand(st) if e != event))
    elif st.alive:
        st, event, drawer = _draw(st, chance)
    if play is not None:
        st = K.put(st, nm_play=None)
    st = K.put(st, nm_events=tuple(st.w2.nm_events or ()) + ((k, event, drawer),))
    if event is not None:
        st = _log(st, "announce:event", target=drawer, value=event, public=True)
        st = _morning(st, event, drawer)
        if event in DAY_CARDS:
            st = K.put(st, nm_day=(k, event))
        if event in NIGHT_CARDS:
            st = K.put(st, nm_night=(k + 1, event))
    s = st.w2.nm_seance
    if s is not None and s[0] == k:
        _, card, named, ans = s
        st = _log(st, "announce:seance", value=f"{card}:{_code(ans)}", seats=tuple(named), public=True)
        st = K.put(st, nm_said=tuple(st.w2.nm_said or ()) + ((k, card, tuple(named), ans),))
    return st


def _morning(st: GameState, event: str, drawer: int) -> GameState:
    k, m = st.round, st.moment
    left = neighbour(st, drawer, 1, st.alive)
    if event == "funeral":
        died = [d.seat for d in st.dead if d.moment == m]
        at = {s: role for s, role, mm in (st.w2.at_death or ()) if mm == m}
        for s in sorted(died):
            role = at.get(s, st.roles[s])
            if (s, role) not in st.revealed:
                st = replace(st, revealed=st.revealed + ((s, role),))
            st = _log(st, "reveal", s, value=role, public=True)
    elif event == "census":
        st = _log(st, "announce:census", value=str(sum(1 for s in st.alive if K.is_wolf(st, s))), public=True)
    elif event == "confession":
        if left is not None:
            st = _log(st, "confession", drawer, target=left, value=K.team(st, left))
    elif event in ("pillory", "moonstruck"):
        st = _log(st, f"announce:{event}", target=drawer, public=True)
    elif event == "swap_votes" and left is not None:
        a, b = sorted((drawer, left))
        st = K.put(st, nm_swap=(k, drawer, left))
        st = _log(st, "announce:swap_votes", seats=(a, b), public=True)
    return st


def _code(ans: Any) -> str:
    return "true" if ans is True else "false" if ans is False else str(ans)


def decode(value: str) -> tuple[str, Any]:
    """An `announce:seance` event's value back to (card, answer)."""
    card, _, code = value.partition(":")
    return card, True if code == "true" else False if code == "false" else code


def answers(st: GameState) -> tuple[tuple[int, str, tuple[int, ...], Any], ...]:
    """Every spirits' answer read so far: (dawn, card, named seats, answer)."""
    return tuple(st.w2.nm_said or ())


def events(st: GameState) -> tuple[tuple[int, str | None, int | None], ...]:
    return tuple(st.w2.nm_events or ())
