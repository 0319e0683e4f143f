"""The extended preset's second wave as data (CLASSIC.md §11.17-§11.27): roles, the deck and
deal rules of §11.19, the night order of §11.20, step holders, causes, results and codes; and
New Moon's deck and options (§11.31.1-§11.31.2), whose rules are in newmoon.py.

>>> len(SECOND_WAVE), "town_crier" in SECOND_WAVE
(44, False)
>>> NIGHT_ORDER.index("thief") < NIGHT_ORDER.index("wolf_hound") < NIGHT_ORDER.index("cupid")
True
"""
from __future__ import annotations

from typing import Any

from .roles import NIGHT, ROLES

# The second wave's cards (§11.17), the village's, the wolves', the third parties' (roles.ROLES).
VILLAGE_ROLES = tuple(r.id for r in ROLES if r.wave == "second" and r.side == "village")
WOLF_ROLES = tuple(r.id for r in ROLES if r.wave == "second" and r.side == "wolves")
THIRD_ROLES = tuple(r.id for r in ROLES if r.wave == "second" and r.side == "third")
SECOND_WAVE: tuple[str, ...] = VILLAGE_ROLES + WOLF_ROLES + THIRD_ROLES
NEW_MOON_ROLES = tuple(r.id for r in ROLES if r.wave == "new_moon")  # with `new_moon` only; the town crier is a title

# --- the deck (§11.19) ------------------------------------------------------------------------
WOLF_BROTHERS = ("big_brother_wolf", "little_brother_wolf")
NEVER_SPARE = ("thief", "brother", "big_brother_wolf", "little_brother_wolf", "actor", "drunk", "sectarian")
ACTOR_CARDS = ("seer", "aura_seer", "fox", "bodyguard", "raven", "old_hag", "mad_doctor", "enchanter")
NEVER_DRUNK = NEVER_SPARE + ("cupid", "wolf_hound", "avenger", "stray_wolf", "wild_child", "shadow", "heretic",
                             "traitor", "ghost", "angel", "old_man", "gypsy")
WOLF_CHOOSERS = ("wolf_hound", "avenger")  # counted as wolves by rule 6

# --- the night (§11.20): read off roles.NIGHT ------------------------------------------------------
# Engine order of every night step, information steps (no entries) included. `drunk` runs at
# nightfall, before this list.
NIGHT_ORDER: tuple[str, ...] = tuple(s.id for s in NIGHT)
INFO_STEPS = tuple(s.id for s in NIGHT if s.info) + ("drunk",)
FIRST_NIGHT_ONLY = tuple(s.id for s in NIGHT if s.nights == "first")
EVEN_NIGHTS = tuple(s.id for s in NIGHT if s.nights == "even")
# Steps whose entries the moon maiden's block voids (rows 9-23 of §11.20).
BLOCKABLE = NIGHT_ORDER[NIGHT_ORDER.index("actor"):]
# The pack's steps (holders: the pack tonight).
PACK_STEPS = tuple(s.id for s in NIGHT if s.pack)
# Steps a diseased night closes (E62).
KILL_STEPS = tuple(s.id for s in NIGHT if s.kill)
# The card that holds each single-holder step of the second wave and New Moon.
HOLDER2 = {s.id: s.holder for s in NIGHT if s.wave != "first" and s.holder is not None}

# Cards whose powers go with the elder (§11.24); the avenger only on the village side.
VILLAGE_POWER_CARDS = frozenset(r.id for r in ROLES if r.power)

# Mark precedence at one resolution (§11.22 step 6, E44, E100).
CAUSE_ORDER = ("ghost", "old_age", "sickness", "wounds", "caught", "enchanted", "assassin", "mad_doctor", "poison",
               "bite")
CAUSES = ("wounds", "old_age", "ghost", "mad_doctor", "assassin", "enchanted", "cavalier", "companion", "vampire",
          "revenge")
RESULTS = ("angel", "white_wolf", "pied_piper", "sectarian", "vampires")
TEAMS = ("vampires", "white_wolf", "pied_piper", "heretic", "sectarian")
DAY_STEPS = ("cavalier", "second_vote", "servant")
LAST_TURNS = ("revenge",)
# Rejection codes in precedence order (§11.27).
CODES = ("not_awake", "already_acted", "bad_args", "power_lost", "blocked", "not_first_night", "must_take_wolf",
         "unavailable", "potion_spent", "no_victim", "illegal_target", "repeat_protect", "repeat_target")
GHOST_LIMIT = 140


# --- New Moon (§11.31): the event deck and its options ------------------------------------------
PUBLIC: tuple[str, ...] = (
    "market_day", "secret_ballot", "second_hanging", "captain_voice", "pillory", "amnesty", "eclipse", "fog",
    "vigil", "cold_night", "confession", "funeral", "census", "swap_votes", "moonstruck")
SEANCES: tuple[str, ...] = ("seance_wolf", "seance_neighbours", "seance_pair", "seance_grave", "seance_cause")
EVENTS = PUBLIC + SEANCES
KIND: dict[str, str] = {
    **dict.fromkeys(("market_day", "secret_ballot", "second_hanging", "captain_voice", "pillory", "amnesty"), "vote"),
    **dict.fromkeys(("eclipse", "fog", "vigil", "cold_night"), "night"),
    **dict.fromkeys(("confession", "funeral", "census"), "info"),
    **dict.fromkeys(("swap_votes", "moonstruck"), "chaos"),
    **dict.fromkeys(SEANCES, "spirit"),
}
# The cards with a day part (day k) and those with a night part (night k+1) (§11.31.4).
DAY_CARDS = tuple(e for e in PUBLIC if KIND[e] in ("vote", "chaos"))
NIGHT_CARDS = tuple(e for e in PUBLIC if KIND[e] == "night")
# The spiritualism cards that name living players (the others name a dead one).
ON_LIVING = ("seance_wolf", "seance_neighbours", "seance_pair")

DEFAULT_HAND = ("market_day", "second_hanging", "eclipse")
NEW_MOON_OPTIONS: dict[str, Any] = {"new_moon": False, "crier_hand": DEFAULT_HAND}
GYPSY = "gypsy"  # the village card New Moon adds (§11.31.6)
NEW_MOON_DRAWS = 1 << 22  # dawn k's draws use the RNG at this + 2k (the card) and this + 2k + 1 (the drawer)


def check_new_moon_options(options: dict) -> str | None:
    """"ext_option" when `new_moon` is not a boolean, or `crier_hand` is not three different
    public ids or comes without `new_moon`; else None."""
    if "new_moon" in options and type(options["new_moon"]) is not bool:
        return "ext_option"
    if "crier_hand" in options:
        hand = options["crier_hand"]
        if options.get("new_moon") is not True or not isinstance(hand, (list, tuple)) or len(hand) != 3 \
                or len(set(hand)) != 3 or not all(isinstance(e, str) and e in PUBLIC for e in hand):
            return "ext_option"
    return None


def new_moon_options(options: dict) -> list[tuple[str, Any]]:
    """The New Moon options a game keeps: none with `new_moon` off (so every other game's
    options are unchanged), else both, the hand as a tuple."""
    if options.get("new_moon") is not True:
        return []
    return [("new_moon", True), ("crier_hand", tuple(options.get("crier_hand", DEFAULT_HAND)))]
