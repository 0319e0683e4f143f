"""Good starting decks for each table size: one box alone, or boxes mixed.

Each deck has players + 3 cards, plus one with the Alpha Wolf (whose wolf card is then a
Werewolf, Mystic Wolf or Dream Wolf card from the same deck).
"""
from __future__ import annotations

VAMPIRE, WEREWOLF, DAYBREAK, VAMPIRE_WEREWOLF, EVERYTHING = (
    "vampire", "werewolf", "daybreak", "vampire_werewolf", "everything")
FAMILIES = (VAMPIRE, WEREWOLF, DAYBREAK, VAMPIRE_WEREWOLF, EVERYTHING)


def _grow(base: list[str], steps: list[list[str]]) -> dict[int, list[str]]:
    """Decks for 3..10 players: the 3-player deck, then what each extra player adds."""
    out = {3: list(base)}
    for n, extra in zip(range(4, 11), steps):
        out[n] = out[n - 1] + extra
    return out


PRESETS: dict[str, dict[int, list[str]]] = {
    # The Vampire box alone.
    VAMPIRE: {
        3: ["vampire", "the_master", "renfield", "cupid", "priest", "marksman"],
        4: ["vampire", "the_count", "renfield", "cupid", "priest", "marksman", "pickpocket"],
        5: ["vampire", "the_master", "the_count", "renfield", "cupid", "priest", "marksman", "pickpocket"],
        6: ["vampire", "the_master", "the_count", "renfield", "diseased", "cupid", "priest", "marksman", "gremlin"],
        7: ["vampire", "the_master", "the_count", "renfield", "diseased", "cupid", "instigator", "priest",
            "marksman", "pickpocket"],
        8: ["copycat", "vampire", "the_master", "the_count", "renfield", "diseased", "cupid", "instigator",
            "priest", "marksman", "pickpocket"],
        9: ["copycat", "vampire", "vampire", "the_master", "the_count", "renfield", "diseased", "cupid",
            "instigator", "priest", "assassin", "marksman"],
        10: ["copycat", "vampire", "vampire", "the_master", "the_count", "renfield", "diseased", "cupid",
             "instigator", "priest", "assassin", "apprentice_assassin", "marksman"],
    },
    # The Werewolf base game.
    WEREWOLF: _grow(["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager"],
                    [["drunk"], ["insomniac"], ["hunter"], ["mason"], ["minion"], ["tanner"], ["doppelganger"]]),
    # Daybreak with the base game's werewolves and Seer.
    DAYBREAK: _grow(["werewolf", "mystic_wolf", "seer", "witch", "apprentice_seer", "robber"],
                    [["revealer"], ["sentinel"], ["paranormal_investigator"], ["village_idiot"], ["curator"],
                     ["bodyguard"], ["alpha_wolf", "dream_wolf"]]),
    # Vampires against werewolves: Epic Battles happen.
    VAMPIRE_WEREWOLF: _grow(["vampire", "werewolf", "seer", "robber", "priest", "villager"],
                            [["cupid"], ["marksman"], ["the_master"], ["troublemaker"], ["minion"], ["the_count"],
                             ["renfield"]]),
    # A little of every box, the bonus roles included.
    EVERYTHING: _grow(["vampire", "werewolf", "sentinel", "seer", "curator", "thing"],
                      [["robber"], ["priest"], ["witch"], ["doppelganger"], ["alpha_wolf", "mystic_wolf"],
                       ["the_count"], ["aura_seer"]]),
}


def preset(players: int, family: str = VAMPIRE) -> list[str]:
    """The preset of `family` for `players` (clamped to 3–10)."""
    return list(PRESETS[family][max(3, min(10, players))])
