"""The kinds of CLASSIC.md §11.18, asked by every rule of the extended preset: what "a wolf",
"seen as a wolf", "the pack", "a power role" and a seat's team mean, and the second wave's
per-game facts (`get`, `put`) kept in ``GameState.w2``.

A first-wave game never writes ``w2``, and for its roles every kind reduces to the first
wave's test (the role ``wolf``), so the equivalence of §11 holds by construction.

>>> WOLF_CARDS >= {"wolf", "white_wolf", "dream_wolf"}, "traitor" in WOLF_CARDS
(True, False)
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from .state import GameState

WOLF_CARDS = frozenset({"wolf", "big_bad_wolf", "demon_wolf", "white_wolf", "fire_wolf", "big_brother_wolf",
                        "little_brother_wolf", "wolf_cub", "wolf_seer", "dream_wolf", "stray_wolf", "stone_wolf"})
# Wolf cards whose holder is not a "plain wolf" (sói thường).
SPECIAL_WOLF_CARDS = WOLF_CARDS - {"wolf"}
SOLO_TEAMS = ("white_wolf", "pied_piper", "heretic", "sectarian")
PLAIN_CARDS = ("villager", "wolf")  # the aura seer's "no power"


# --- the second wave's facts ----------------------------------------------------------------

def get(st: GameState, key: str, default: Any = None) -> Any:
    for k, v in st.w2:
        if k == key:
            return v
    return default


def put(st: GameState, **kv: Any) -> GameState:
    """The state with these facts set (None removes a fact); kept sorted so saves are stable."""
    d = dict(st.w2)
    for k, v in kv.items():
        if v is None:
            d.pop(k, None)
        else:
            d[k] = v
    return replace(st, w2=tuple(sorted(d.items())))


def wave2(st: GameState) -> bool:
    """The game's deck holds a second-wave card (then `w2` is never empty)."""
    return bool(st.w2)


# --- kinds ------------------------------------------------------------------------------------

def is_wolf(st: GameState, seat: int) -> bool:
    """A wolf: a wolf card, or turned / chose the pack (§11.18, E49)."""
    return st.roles[seat] in WOLF_CARDS or seat in get(st, "wolfed", ())


def avenger_side(st: GameState, seat: int) -> str:
    """The side the avenger at `seat` chose: a choice stays with the player who made it; a later
    holder of the card (shadow, servant) chose nothing and is on the village side (E123)."""
    chosen = get(st, "avenger_side")
    return chosen[1] if chosen is not None and chosen[0] == seat else "village"


def wounded(st: GameState, seat: int) -> bool:
    """The tough guy's wound is the bitten player's, not the card's (E124)."""
    w = get(st, "wounded")
    return w is not None and w[0] == seat


def dormant(st: GameState, seat: int) -> bool:
    role = st.roles[seat]
    if role == "dream_wolf":
        return not get(st, "dream_awake", False)
    if role == "little_brother_wolf":
        return not get(st, "lbw_awake", False)
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
    return st.roles[seat] == "vampire" or seat in get(st, "spawn", ())


def can_turn(st: GameState, seat: int) -> bool:
    """A conversion to a wolf may touch him: alive, not a wolf, not of the vampire team."""
    return st.is_alive(seat) and not is_wolf(st, seat) and not vampire_team(st, seat)


def mixed(st: GameState) -> bool:
    """A mixed couple (§11.3, E53): judged once at the end of Night 1's lovers step in a
    second-wave game; a first-wave game's roles never change after the thief, so its test
    is the role's."""
    if len(st.lovers) != 2:
        return False
    fixed = get(st, "mixed")
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
    if role in SOLO_TEAMS and seat not in get(st, "wolfed", ()):
        return role
    if is_wolf(st, seat) or role == "traitor":
        return "wolves"
    return "village"
