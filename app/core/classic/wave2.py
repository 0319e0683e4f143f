"""The extended preset's second wave as data (CLASSIC.md §11.17-§11.27): roles, the deck and
deal rules of §11.19, the night order of §11.20, step holders, causes, results and codes.

>>> len(SECOND_WAVE), "town_crier" in SECOND_WAVE
(44, False)
>>> NIGHT_ORDER.index("thief") < NIGHT_ORDER.index("wolf_hound") < NIGHT_ORDER.index("cupid")
True
"""
from __future__ import annotations

VILLAGE_ROLES = ("moon_maiden", "enchanter", "apothecary", "assassin", "cavalier", "avenger", "shadow", "actor",
                 "diseased", "tough_guy", "judge", "servant", "sectarian", "prince", "drunk", "angel", "raven",
                 "apprentice_seer", "aura_seer", "old_hag", "old_man", "pacifist", "ghost", "mad_doctor")
WOLF_ROLES = ("big_bad_wolf", "demon_wolf", "white_wolf", "fire_wolf", "big_brother_wolf", "little_brother_wolf",
              "wolf_cub", "traitor", "wolf_seer", "lycan", "wolf_kin", "dream_wolf", "stray_wolf", "stone_wolf",
              "wild_child", "wolf_hound", "cursed")
THIRD_ROLES = ("vampire", "heretic", "pied_piper")
SECOND_WAVE: tuple[str, ...] = VILLAGE_ROLES + WOLF_ROLES + THIRD_ROLES
NEW_MOON_ROLES = ("gypsy",)  # with the option `new_moon` only (§11.31.6); the town crier is a title

# --- the deck (§11.19) ------------------------------------------------------------------------
WOLF_BROTHERS = ("big_brother_wolf", "little_brother_wolf")
NEVER_SPARE = ("thief", "brother", "big_brother_wolf", "little_brother_wolf", "actor", "drunk", "sectarian")
ACTOR_CARDS = ("seer", "aura_seer", "fox", "bodyguard", "raven", "old_hag", "mad_doctor", "enchanter")
NEVER_DRUNK = NEVER_SPARE + ("cupid", "wolf_hound", "avenger", "stray_wolf", "wild_child", "shadow", "heretic",
                             "traitor", "ghost", "angel", "old_man", "gypsy")
WOLF_CHOOSERS = ("wolf_hound", "avenger")  # counted as wolves by rule 6

# --- the night (§11.20) -------------------------------------------------------------------------
# Engine order of every night step, information steps (no entries) included. `drunk` runs at
# nightfall, before this list.
NIGHT_ORDER: tuple[str, ...] = (
    "thief", "wolf_hound", "avenger", "cupid", "lovers", "brothers", "wolf_brothers",
    "stray_wolf", "wild_child", "shadow", "heretic", "judge", "moon_maiden", "actor", "little_brother_wolf",
    "wolves", "second_bite", "demon_wolf", "big_bad_wolf", "white_wolf", "wolf_seer", "fire_wolf", "traitor",
    "little_girl", "vampire", "vampires", "pied_piper", "charmed",
    "seer", "aura_seer", "fox", "enchanter", "raven", "old_hag", "mad_doctor", "assassin",
    "bodyguard", "witch", "apothecary", "ghost",
    "gypsy", "town_crier",  # New Moon (§11.31.5-6): after every step of §11.20, only with `new_moon`
)
INFO_STEPS = ("lovers", "brothers", "wolf_brothers", "traitor", "vampires", "charmed", "drunk")
FIRST_NIGHT_ONLY = ("thief", "cupid", "brothers", "wolf_hound", "avenger", "wolf_brothers", "stray_wolf",
                    "wild_child", "shadow", "heretic", "traitor")
EVEN_NIGHTS = ("white_wolf", "assassin")
# Steps whose entries the moon maiden's block voids (rows 9-23 of §11.20).
BLOCKABLE = NIGHT_ORDER[NIGHT_ORDER.index("actor"):]
# The pack's steps (holders: the pack tonight).
PACK_STEPS = ("wolves", "second_bite")
# Steps a diseased night closes (E62).
KILL_STEPS = ("wolves", "second_bite", "big_bad_wolf", "white_wolf", "little_brother_wolf")
# The card that holds each single-holder step.
HOLDER2 = {s: s for s in ("wolf_hound", "avenger", "stray_wolf", "wild_child", "shadow", "heretic", "judge",
                          "moon_maiden", "actor", "little_brother_wolf", "demon_wolf", "big_bad_wolf",
                          "white_wolf", "wolf_seer", "fire_wolf", "vampire", "pied_piper", "aura_seer",
                          "enchanter", "raven", "old_hag", "mad_doctor", "assassin", "apothecary", "ghost",
                          "gypsy")}

# Cards whose powers go with the elder (§11.24); the avenger only on the village side.
VILLAGE_POWER_CARDS = frozenset({
    "little_girl", "seer", "fox", "bodyguard", "witch", "hunter", "knight", "bear_tamer", "idiot", "scapegoat",
    "elder", "moon_maiden", "enchanter", "apothecary", "assassin", "cavalier", "shadow", "actor", "diseased",
    "tough_guy", "judge", "servant", "prince", "raven", "apprentice_seer", "aura_seer", "old_hag", "ghost",
    "mad_doctor", "lycan", "wolf_kin", "cursed", "wild_child", "gypsy"})

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
