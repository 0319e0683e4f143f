"""The extended preset's fixed data (CLASSIC.md §11.1-§11.3, §11.13): roles, options, deck rules, the deal.

>>> FIRST_WAVE[:6]
('wolf', 'seer', 'bodyguard', 'witch', 'hunter', 'villager')
>>> check_deck(8, ["wolf", "wolf", "seer", "witch", "villager", "villager", "villager", "villager"])
>>> check_deck(8, ["wolf"] * 4 + ["villager"] * 4)
'ext_too_many_wolves'
>>> check_options({"vote_rule": "trial"}), check_options({"vote_rule": "majority"})
(None, 'ext_option')
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from . import roles as R
from . import wave2 as W
from .catalog import draw

PRESET = "extended"
# The 16 first-wave role ids in the catalogue order of §11.2.
FIRST_WAVE: tuple[str, ...] = tuple(r.id for r in R.ROLES if r.wave == "first")
# Every role of the preset: the first wave, then the second (§11.17).
ROLES: tuple[str, ...] = FIRST_WAVE + W.SECOND_WAVE + W.NEW_MOON_ROLES
WOLF_CARDS = tuple(r.id for r in R.ROLES if r.wolf_card)
PLAYERS = range(8, 19)
# Option id -> default (§11.1); the order is the table's.
OPTIONS: dict[str, object] = {
    "vote_rule": "plurality",
    "captain": False,
    "wolves_may_bite_wolves": False,
    "witch_sees_protection": False,
    "witch_both_potions": False,
    "lovers_grief": True,
}
OPTION_VALUES: dict[str, tuple] = {
    "vote_rule": ("plurality", "trial"),
    "captain": (True, False),
    "wolves_may_bite_wolves": (True, False),
    "witch_sees_protection": (True, False),
    "witch_both_potions": (True, False),
    "lovers_grief": (True, False),
}
LITTLE_GIRL_CAUGHT = (1, 3)  # the probability of a catch per peek, as a fraction (§11.1, E20)

# Roles that may appear any number of times; `brother` is on exactly 0 or 3 seats (rule 2).
MANY = ("wolf", "villager")
BROTHERS = 3
# The "power roles" the deck builder suggests first (E2): the standard ones, then seed 003's.
_SUGGEST = ("seer", "witch", "bodyguard", "hunter", "cupid", "elder", "little_girl", "fox",
            "knight", "bear_tamer", "idiot", "scapegoat")
# Who holds each extended night step, and the steps' order (§11.5).
NIGHT_STEPS = tuple(s.id for s in R.NIGHT if s.wave == "first")
FIRST_NIGHT_ONLY = tuple(s.id for s in R.NIGHT if s.wave == "first" and s.nights == "first")
INFO_STEPS = tuple(s.id for s in R.NIGHT if s.wave == "first" and s.info)  # information only: no entries
HOLDER = {**R.FIRST_WAVE_HOLDERS, "hunter": "hunter", "scapegoat": "scapegoat"}
# Village roles whose powers go with the elder (§11.10); their steps answer power_lost.
POWER_STEPS = ("little_girl", "seer", "fox", "bodyguard", "witch", "hunter")
CAUSES = ("bite", "poison", "shot", "vote", "caught", "sickness", "grief") + W.CAUSES
# Cause precedence when a player is marked several times in one resolution (E44).
CAUSE_ORDER = ("sickness", "caught", "poison", "bite")
RESULTS = ("village", "wolves", "draw", "lovers") + W.RESULTS
TEAMS = ("wolves", "village", "lovers") + W.TEAMS
DAY_STEPS = ("election", "vote", "tiebreak", "trial")
LAST_TURNS = ("hunter", "scapegoat", "successor")
CODES = ("not_awake", "already_acted", "bad_args", "power_lost", "not_first_night", "must_take_wolf",
         "potion_spent", "no_victim", "illegal_target", "repeat_protect")
# Reason ids of check_deck / check_deal / check_options, in the order they are checked.
DECK_REASONS = ("ext_player_count", "ext_unknown_role", "ext_duplicate", "ext_brothers", "ext_wolf_brothers",
                "ext_no_wolf", "ext_spare", "ext_too_many_wolves")
# Reason ids of check_deal beyond the deck's (§11.19 rules 5, 7-9).
DEAL_REASONS = ("ext_spare_card", "ext_actor", "ext_drunk", "ext_sect")


def team_of(role: str) -> str:
    """A role's team (§11.3): `wolves` for a wolf, `village` for any other role.

    A mixed couple's team (`lovers`) is decided by the game, not by the card."""
    return "wolves" if role == "wolf" else "village"


def check_deck(n_players: int, cards: Iterable[Any]) -> str | None:
    """Why this deck (every card: one per player, two more with a thief) is not valid (§11.2,
    §11.19), or None.

    Reasons in the order checked: ext_player_count, ext_unknown_role (rule 1), ext_duplicate /
    ext_brothers / ext_wolf_brothers (rule 2), ext_no_wolf (rule 3), ext_spare (rule 4),
    ext_too_many_wolves (rule 6: wolf cards, the wolf hound and the avenger). Rule 5 and the
    actor's, drunk's and sectarian's extras belong to a deal: `check_deal`.
    """
    if not isinstance(n_players, int) or isinstance(n_players, bool) or n_players not in PLAYERS:
        return "ext_player_count"
    try:
        cards = list(cards)
    except TypeError:
        return "ext_unknown_role"
    if not all(isinstance(c, str) and c in ROLES for c in cards):
        return "ext_unknown_role"
    counts = Counter(cards)
    if any(k > 1 for r, k in counts.items() if r not in MANY and r != "brother"):
        return "ext_duplicate"
    if counts["brother"] not in (0, BROTHERS):
        return "ext_brothers"
    if counts[W.WOLF_BROTHERS[0]] != counts[W.WOLF_BROTHERS[1]]:
        return "ext_wolf_brothers"
    wolves = sum(counts[c] for c in WOLF_CARDS)
    if wolves == 0:
        return "ext_no_wolf"
    if len(cards) != n_players + (2 if counts["thief"] else 0):
        return "ext_spare"
    if 2 * (wolves + sum(counts[c] for c in W.WOLF_CHOOSERS)) >= n_players:
        return "ext_too_many_wolves"
    if counts["actor"] and sum(1 for c in W.ACTOR_CARDS if not counts[c]) < 3:
        return "ext_actor"  # rule 7 needs three actor cards outside the deck
    return None


def check_deal(roles: Iterable[Any], spare: Iterable[Any] = (), actor: Iterable[Any] | None = None,
               drunk: Any = None, sect: Iterable[Any] | None = None) -> str | None:
    """Why this deal (a role per seat, the spare cards, the actor's three cards, the drunk's
    card, the sectarian's group as seat numbers) is not valid (§11.2, §11.19), or None.

    The deck rules of `check_deck` on seats and spare together; then "ext_spare" when a thief
    on a seat does not come with exactly two spare cards (or spare cards come without him),
    "ext_spare_card" when a spare card may not be one (rule 5), "ext_actor", "ext_drunk" and
    "ext_sect" for rules 7-9 (a duplicate among the extras is "ext_duplicate", a wolf drunk card
    that breaks rule 6 "ext_too_many_wolves").
    """
    roles, spare = list(roles), list(spare)
    # Rule 2 counts the brothers on seats; a spare brother breaks rule 5 (checked below).
    why = check_deck(len(roles), roles + ["villager" if c == "brother" else c for c in spare])
    if why:
        return why
    if len(spare) != (2 if "thief" in roles else 0):
        return "ext_spare"
    if any(c in W.NEVER_SPARE for c in spare):
        return "ext_spare_card"
    actor = None if actor is None else list(actor)
    if ("actor" in roles) != bool(actor):
        return "ext_actor"
    if actor:
        if len(actor) != 3 or len(set(actor)) != 3 or not all(c in W.ACTOR_CARDS for c in actor):
            return "ext_actor"
        if any(c in roles or c in spare for c in actor):
            return "ext_duplicate"
    if ("drunk" in roles) != (drunk is not None):
        return "ext_drunk"
    if drunk is not None:
        if not isinstance(drunk, str) or drunk not in ROLES or drunk in W.NEVER_DRUNK:
            return "ext_drunk"
        if drunk not in MANY and (drunk in roles or drunk in spare or drunk in (actor or ())):
            return "ext_duplicate"
        deck = roles + spare + [drunk]
        w = sum(1 for c in deck if c in WOLF_CARDS) + sum(1 for c in deck if c in W.WOLF_CHOOSERS)
        if 2 * w >= len(roles):
            return "ext_too_many_wolves"
    sect = None if sect is None else list(sect)
    if ("sectarian" in roles) != bool(sect):
        return "ext_sect"
    if sect:
        n = len(roles)
        if len(sect) != (n + 1) // 2 or len(set(sect)) != len(sect) \
                or not all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s < n for s in sect) \
                or roles.index("sectarian") not in sect:
            return "ext_sect"
    return None


def check_options(options: Any) -> str | None:
    """"ext_option" for an unknown option id or a value it does not take (§11.1), else None."""
    if options is None:
        return None
    if not isinstance(options, dict):
        return "ext_option"
    for k, v in options.items():
        if k in W.NEW_MOON_OPTIONS:
            if W.check_new_moon_options(options):
                return "ext_option"
            continue
        if k not in OPTIONS:
            return "ext_option"
        allowed = OPTION_VALUES[k]
        # True == 1 in Python: a value must also have the allowed values' type.
        if not any(type(v) is type(a) and v == a for a in allowed):
            return "ext_option"
    return None


def full_options(options: dict | None) -> dict[str, object]:
    """Every option with its value: the given ones, the defaults for the rest (§11.1)."""
    out = dict(OPTIONS)
    out.update({k: v for k, v in (options or {}).items() if k not in W.NEW_MOON_OPTIONS})
    out.update(W.new_moon_options(options or {}))
    return out


def suggest_deck(n_players: int) -> tuple[str, ...]:
    """The deck builder's default for n players (E2): about a third wolves, a third power roles,
    the rest villagers; always a valid deck (no thief, so no spare cards)."""
    if n_players not in PLAYERS:
        raise ValueError(f"the extended preset takes 8 to 18 players, not {n_players}")
    wolves = n_players // 3
    while 2 * wolves >= n_players:  # never the case for 8..18, kept for the rule's sake
        wolves -= 1
    powers = _SUGGEST[: n_players // 3]
    villagers = n_players - wolves - len(powers)
    chosen = Counter({"wolf": wolves, "villager": villagers, **{p: 1 for p in powers}})
    return tuple(r for r in FIRST_WAVE for _ in range(chosen[r]))


def deal(n_players: int, cards: Iterable[str], seed: int, draws: int = 0
         ) -> tuple[tuple[str, ...], tuple[str, ...], int]:
    """A uniform deal of a valid deck (§11.2): (role per seat, spare cards, draws used).

    The thief and the brothers go to seats drawn uniformly; the two spare cards are drawn
    uniformly from the other cards; the rest go uniformly to the remaining seats. The cards
    are taken in catalogue order first, so the deal depends on the multiset only (a save
    replays it from the deal's cards).
    """
    cards = sorted(cards, key=ROLES.index)
    roles: list[str | None] = [None] * n_players
    free = list(range(n_players))

    def pick(seq: list) -> Any:
        nonlocal draws
        i = draw(seed, draws, len(seq))
        draws += 1
        return seq.pop(i)

    for fixed in ("thief", "brother") + W.NEVER_SPARE[2:]:
        for _ in range(cards.count(fixed)):
            cards.remove(fixed)
            roles[pick(free)] = fixed
    spare = tuple(pick(cards) for _ in range(2)) if "thief" in roles else ()
    for seat in list(free):
        free.remove(seat)
        roles[seat] = pick(cards)
    return tuple(r for r in roles if r is not None), spare, draws


def draw_extras(roles: tuple[str, ...], spare: tuple[str, ...], seed: int, draws: int
                ) -> tuple[tuple[str, ...], str | None, tuple[int, ...], int]:
    """The actor's three cards, the drunk's card and the sectarian's group, drawn with the
    game's seeded RNG at setup (§11.19): (actor, drunk, sect, draws used). Empty / None when
    the card is not on a seat."""
    def pick(seq: list) -> Any:
        nonlocal draws
        i = draw(seed, draws, len(seq))
        draws += 1
        return seq.pop(i)

    deck = list(roles) + list(spare)
    actor: tuple[str, ...] = ()
    if "actor" in roles:
        pool = [c for c in W.ACTOR_CARDS if c not in deck]
        actor = tuple(sorted((pick(pool) for _ in range(3)), key=ROLES.index))
    drunk = None
    if "drunk" in roles:
        n = len(roles)
        w = sum(1 for c in deck if c in WOLF_CARDS or c in W.WOLF_CHOOSERS)
        pool = [c for c in ROLES if c not in W.NEVER_DRUNK and (c in MANY or (c not in deck and c not in actor))
                and (c not in WOLF_CARDS or 2 * (w + 1) < n)]
        drunk = pick(pool)
    sect: tuple[int, ...] = ()
    if "sectarian" in roles:
        own = roles.index("sectarian")
        others = [s for s in range(len(roles)) if s != own]
        sect = tuple(sorted([own] + [pick(others) for _ in range((len(roles) + 1) // 2 - 1)]))
    return actor, drunk, sect, draws
