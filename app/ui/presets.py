"""A good starting deck for each table size (Vampire box), players + 3 cards."""
from __future__ import annotations

_BASE = ["vampire", "the_master", "renfield", "cupid", "priest", "marksman"]
PRESETS: dict[int, list[str]] = {
    3: _BASE,
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
}


def preset(players: int) -> list[str]:
    """The preset for `players` (clamped to 3–10)."""
    return list(PRESETS[max(3, min(10, players))])
