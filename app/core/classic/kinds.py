"""The kinds of CLASSIC.md §11.18, asked by every rule of the extended preset: what "a wolf",
"seen as a wolf", "the pack", "a power role" and a seat's team mean, and the second wave's
per-game facts (`put`; typed: ``GameState.w2`` is a `state.Facts`); and the facts every later rule reads
(an option's value, a seat's neighbours, powers kept or lost, who is absent today, the New Moon
card in force), so that the engine, the second wave's steps and New Moon read them from one place.

A first-wave game learns no such fact, and for its roles every kind reduces to the first
wave's test (the role ``wolf``), so the equivalence of §11 holds by construction.

>>> WOLF_CARDS >= {"wolf", "white_wolf", "dream_wolf"}, "traitor" in WOLF_CARDS
(True, False)
"""
from __future__ import annotations

from typing import Any

from . import extended as X
from . import wave2 as W
from .extended import OPTIONS
from .state import GameState, learn

WOLF_CARDS = frozenset(X.WOLF_CARDS)
# Wolf cards whose holder is not a "plain wolf" (sói thường).
SPECIAL_WOLF_CARDS = WOLF_CARDS - {"wolf"}
SOLO_TEAMS = ("white_wolf", "pied_piper", "heretic", "sectarian")
PLAIN_CARDS = ("villager", "wolf")  # the aura seer's "no power"


# --- the second wave's facts (state.Facts) ----------------------------------------------------

put = learn  # the state with these facts set (None: unknown again)


def wave2(st: GameState) -> bool:
    """The game's deck holds a second-wave card, or New Moon is on (its deal set `Facts.wave`)."""
    return bool(st.w2)


# --- kinds ------------------------------------------------------------------------------------

def is_wolf(st: GameState, seat: int) -> bool:
    """A wolf: a wolf card, or turned / chose the pack (§11.18, E49)."""
    return st.roles[seat] in WOLF_CARDS or seat in (st.w2.wolfed or ())


def avenger_side(st: GameState, seat: int) -> str:
    """The side the avenger at `seat` chose: a choice stays with the player who made it; a later
    holder of the card (shadow, servant) chose nothing and is on the village side (E123)."""
    chosen = st.w2.avenger_side
    return chosen[1] if chosen is not None and chosen[0] == seat else "village"


def wounded(st: GameState, seat: int) -> bool:
    """The tough guy's wound is the bitten player's, not the card's (E124)."""
    w = st.w2.wounded
    return w is not None and w[0] == seat


def dormant(st: GameState, seat: int) -> bool:
    role = st.roles[seat]
    if role == "dream_wolf":
        return not st.w2.dream_awake
    if role == "little_brother_wolf":
        return not st.w2.lbw_awake
    return False


def seen_as_wolf(st: GameState, seat: int) -> bool:
    """What the seer, the fox and the bear see (E50)."""
    return is_wolf(st, seat) and not dormant(st, seat)


def pack(st: GameState, living: tuple[int, ...] | None = None) -> tuple[int, ...]:
    """The pack tonight: the wolves alive at nightfall who are not dormant."""
    living = st.nightfall if living is None else living
    return tuple(s for s in living if is_wolf(st, s) and not dormant(st, s))


def known_to_pack(st: GameState, seat: int) -> bool:
    return (is_wolf(st, seat) and not dormant(st, seat)) or (st.roles[seat] == "dream_wolf"
                                                              and is_wolf(st, seat))


def plain_wolf(st: GameState, seat: int) -> bool:
    return is_wolf(st, seat) and st.roles[seat] not in SPECIAL_WOLF_CARDS


def doctor_kind(st: GameState, seat: int) -> str:
    """The mad doctor's kinds: Sói, Dân, Chức Năng (§11.18)."""
    if is_wolf(st, seat):
        return "wolf"
    return "plain" if st.roles[seat] == "villager" else "power"


def has_power_card(st: GameState, seat: int) -> bool:
    """The aura seer's answer: the card is neither villager nor wolf (E72)."""
    return st.roles[seat] not in PLAIN_CARDS


def vampire_team(st: GameState, seat: int) -> bool:
    return st.roles[seat] == "vampire" or seat in (st.w2.spawn or ())


def can_turn(st: GameState, seat: int) -> bool:
    """A conversion to a wolf may touch him: alive, not a wolf, not of the vampire team."""
    return st.is_alive(seat) and not is_wolf(st, seat) and not vampire_team(st, seat)


def mixed(st: GameState) -> bool:
    """A mixed couple (§11.3, E53): judged once at the end of Night 1's lovers step in a
    second-wave game; a first-wave game's roles never change after the thief, so its test
    is the role's."""
    if len(st.lovers) != 2:
        return False
    fixed = st.w2.mixed
    if fixed is not None:
        return bool(fixed)
    a, b = st.lovers
    return is_wolf(st, a) != is_wolf(st, b)


def team(st: GameState, seat: int) -> str:
    """A seat's team now, first match (§11.18)."""
    if mixed(st) and seat in st.lovers:
        return "lovers"
    if vampire_team(st, seat):
        return "vampires"
    role = st.roles[seat]
    if role in SOLO_TEAMS and seat not in (st.w2.wolfed or ()):
        return role
    if is_wolf(st, seat) or role == "traitor":
        return "wolves"
    return "village"


# --- facts every later rule reads ------------------------------------------------------------

def opt(st: GameState, key: str) -> Any:
    """An option's value in this game (§11.1, §11.31.1), its default when the game does not set it."""
    return dict(st.options).get(key, OPTIONS[key] if key in OPTIONS else W.NEW_MOON_OPTIONS[key])


def tonight(st: GameState, key: str) -> Any:
    """A fact stored as (night, value) for this night, or None."""
    v = getattr(st.w2, key)
    return v[1] if v is not None and v[0] == st.round else None


def neighbour(st: GameState, seat: int, direction: int, living: tuple[int, ...]) -> int | None:
    """The nearest seat from `seat` in `direction` (+1 left, -1 right) among `living` (not `seat`)."""
    for i in range(1, st.n):
        s = (seat + direction * i) % st.n
        if s in living:
            return s
    return None


def fox_group(st: GameState, centre: int) -> tuple[int, ...]:
    """The centre and the nearest seat on each side alive at nightfall (§11.6, E32)."""
    group = {centre}
    for d in (1, -1):
        s = neighbour(st, centre, d, st.nightfall)
        if s is not None:
            group.add(s)
    return tuple(sorted(group))


def powers(st: GameState) -> bool:
    """The village still has its powers (§11.10)."""
    return st.powers_lost is None


def actor_card(st: GameState) -> str | None:
    return tonight(st, "actor_card")


def acts_as(st: GameState, seat: int, role: str) -> bool:
    """The seat holds `role` tonight: its card, or the actor's drawn card."""
    return st.roles[seat] == role or (st.roles[seat] == "actor" and actor_card(st) == role)


def blocked(st: GameState, seat: int) -> bool:
    return tonight(st, "blocked") == seat


def stripped(st: GameState, seat: int) -> bool:
    return seat in (st.w2.stripped or ())


def card_power(st: GameState, seat: int, role: str | None = None) -> bool:
    """The seat still has the power of `role` (its card by default) (§11.24)."""
    role = st.roles[seat] if role is None else role
    if stripped(st, seat):
        return False
    if role == "avenger":
        return avenger_side(st, seat) == "wolves" or st.powers_lost is None
    if role in W.VILLAGE_POWER_CARDS and st.powers_lost is not None:
        return False
    if role == "pied_piper" and seat in (st.w2.spawn or ()):
        return False
    if role == "actor" and st.roles[seat] == "actor" and st.powers_lost is not None:
        return False
    return True


# --- New Moon's cards in force (§11.31.4): read by the rules they change -----------------------

def new_moon(st: GameState) -> bool:
    """The game plays with New Moon (§11.31.1)."""
    return any(k == "new_moon" and v is True for k, v in st.options)


def day_card(st: GameState) -> str | None:
    """The card whose day part covers today (day k, after dawn k's draw)."""
    d = st.w2.nm_day
    if d is None or d[0] != st.round or st.phase not in ("day", "vote", "dusk"):
        return None
    return d[1]


def night_card(st: GameState) -> str | None:
    """The card whose night part covers tonight (night k+1)."""
    d = st.w2.nm_night
    if d is None or d[0] != st.round or st.phase != "night":
        return None
    return d[1]


def drawer_today(st: GameState) -> int | None:
    e = st.w2.nm_events or ()
    return e[-1][2] if e and e[-1][0] == st.round else None


def pilloried(st: GameState, seat: int) -> bool:
    """The pillory's drawer casts no ballot today (§11.31.4)."""
    return day_card(st) == "pillory" and drawer_today(st) == seat


def moonstruck(st: GameState, seat: int) -> bool:
    """The moonstruck drawer is absent today, as the old hag's exile."""
    return day_card(st) == "moonstruck" and drawer_today(st) == seat


def absent(st: GameState, seat: int) -> bool:
    """Exiled by the old hag for today (§11.23), or moonstruck by New Moon's card (§11.31.4)."""
    h = st.w2.hag
    if h is not None and h[0] == st.round and h[1] == seat and st.phase in ("day", "vote", "dusk"):
        return True
    return moonstruck(st, seat)


def stupefied(st: GameState, seat: int) -> bool:
    h = st.w2.stupor
    return h is not None and h[0] == st.round and h[1] == seat and st.phase in ("day", "vote", "dusk")
