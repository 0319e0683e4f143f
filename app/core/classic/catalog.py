"""The classic mode's fixed data (CLASSIC.md §1, §9): roles, teams, the standard deal, ids.

>>> standard_counts(8)["wolf"], standard_counts(9)["wolf"]
(2, 3)
>>> team_of("hunter")
'village'
"""
from __future__ import annotations

import hashlib

from ..common.errors import SetupError

ROLES = ("wolf", "seer", "bodyguard", "witch", "hunter", "villager")
TEAMS = ("wolves", "village")
RESULTS = ("village", "wolves", "draw")
PRESETS = ("standard", "extended")  # extended: see extended.py (CLASSIC.md §11)
PHASE_IDS = ("night", "dawn", "day", "vote", "dusk", "end")
# The night's steps in the order the engine runs them (§3.1); `hunter` and `vote` follow.
NIGHT_STEPS = ("wolves", "seer", "bodyguard", "witch")
STEPS = NIGHT_STEPS + ("hunter", "vote")
# Not a §9 step: the private last turn of a dead player who is not the hunter (§4.3, §5.4,
# A34, A35). It takes no choice; it exists so that the table cannot tell which of the dead
# was the hunter.
LAST_TURN = "last_turn"
CAUSES = ("bite", "poison", "shot", "vote")
SEAT_COUNTS = (8, 9)
NOTE_LIMIT = 140  # characters in a wolves' note or a private note (§8.2)

# Who holds each night step.
HOLDER = {"wolves": "wolf", "seer": "seer", "bodyguard": "bodyguard", "witch": "witch", "hunter": "hunter"}

_STANDARD = {
    8: {"wolf": 2, "seer": 1, "bodyguard": 1, "witch": 1, "hunter": 1, "villager": 2},
    9: {"wolf": 3, "seer": 1, "bodyguard": 1, "witch": 1, "hunter": 1, "villager": 2},
}


def team_of(role: str) -> str:
    """A role's team (§1.2): every wolf is a wolf, everyone else is the village."""
    return "wolves" if role == "wolf" else "village"


def standard_counts(n: int) -> dict[str, int]:
    """The role counts of the standard preset for n seats (SetupError for any other count)."""
    if n not in _STANDARD:
        raise SetupError(f"the standard preset needs exactly 8 or 9 players, not {n}")
    return dict(_STANDARD[n])


def standard_deck(n: int) -> tuple[str, ...]:
    """The standard preset's cards for n seats, in catalogue order."""
    counts = standard_counts(n)
    return tuple(r for r in ROLES for _ in range(counts[r]))


def validate(n_players: int, deck: list[str] | tuple[str, ...] | None = None) -> str | None:
    """Why this game cannot be played (a reason id), or None."""
    if n_players not in _STANDARD:
        return "classic_player_count"
    if deck is not None and sorted(deck) != sorted(standard_deck(n_players)):
        return "classic_deck"
    return None


def check_deal(roles: tuple[str, ...] | list[str]) -> None:
    """SetupError unless `roles` is a standard deal for its seat count (§1.1)."""
    for r in roles:
        if r not in ROLES:
            raise SetupError(f"unknown classic role {r!r}")
    if sorted(roles) != sorted(standard_deck(len(roles))):
        raise SetupError(f"a standard {len(roles)}-seat deal needs {dict(standard_counts(len(roles)))}")


def draw(seed: int, index: int, bound: int) -> int:
    """The `index`-th draw of the game's RNG: an integer in [0, bound), a pure function of the seed.

    The state keeps the seed and the number of draws made, so a saved game replays exactly.
    """
    digest = hashlib.sha256(f"classic:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % bound


def deal(n: int, seed: int, draws: int = 0) -> tuple[tuple[str, ...], int]:
    """A uniform deal of the standard preset (Fisher-Yates over seeded draws): (roles, draws used)."""
    cards = list(standard_deck(n))
    for i in range(len(cards) - 1, 0, -1):
        j = draw(seed, draws, i + 1)
        draws += 1
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards), draws
