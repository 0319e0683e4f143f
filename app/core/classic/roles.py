"""The extended preset's cards and night steps as rows (CLASSIC.md §11.2-§11.6, §11.17-§11.21,
§11.31.5-§11.31.6): one `Role` per card, one `Step` per night step in the engine's order. The
lists every rule reads (`extended`, `wave2`: the waves, the wolf cards, the powers the elder takes,
the night order, who holds each step, the first-night and even-night steps, the second wave's
laps) are read off these rows; each step's rule is its row of `steps.ACTIONS`.

A new night role is a `Role` row, a `Step` row at its place in the night (its holder, its nights,
its lap) and an `Action` in `steps.ACTIONS` (ARCHITECTURE.md, "a new classic night role").

>>> ROLE["raven"].side, ROLE["raven"].power, STEP["raven"].holder, STEP["raven"].lap
('village', True, 'raven', 'independent')
>>> [s.id for s in NIGHT if s.nights == "even"]
['white_wolf', 'assassin']
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Role:
    """One card. `wave`: first (§11.2), second (§11.17) or new_moon (§11.31.6); `side`: the deck
    builder's group (village, wolves, third); `wolf_card`: a wolf card (§11.18); `power`: a power
    the village loses with the elder (§11.10, §11.24)."""

    id: str
    wave: str
    side: str = "village"
    wolf_card: bool = False
    power: bool = False


@dataclass(frozen=True)
class Step:
    """One night step, in the engine's order (§11.5, §11.20). `holder`: the card that holds it
    (None: the pack's, an information step's, the town crier's); `wave`: first or second (New
    Moon's: new_moon); `nights`: every, first (Night 1 only) or even; `info`: it shows its holders
    something and takes no entries; `pack`: the pack holds it; `kill`: a diseased night closes it
    (E62); `lap`: the second wave's lap (§11.20 "Laps") — setup, early, pack, independent or last
    for a step with entries, shown_early or shown_last for an information step; `shows`: its
    holder is shown its answer at once (an event of the step's own kind, yes or no about a player),
    on its next visit on a Night 1 whose side choices may still change it (§11.26)."""

    id: str
    holder: str | None = None
    wave: str = "second"
    nights: str = "every"
    info: bool = False
    pack: bool = False
    kill: bool = False
    lap: str = "independent"
    shows: bool = False


def _r(id: str, wave: str, side: str = "village", *, wolf: bool = False, power: bool = False) -> Role:
    return Role(id, wave, side, wolf, power)


ROLES: tuple[Role, ...] = (
    # the first wave (§11.2), in the catalogue's order
    _r("wolf", "first", "wolves", wolf=True), _r("seer", "first", power=True), _r("bodyguard", "first", power=True),
    _r("witch", "first", power=True), _r("hunter", "first", power=True), _r("villager", "first"),
    _r("cupid", "first"), _r("elder", "first", power=True), _r("idiot", "first", power=True),
    _r("scapegoat", "first", power=True), _r("little_girl", "first", power=True), _r("brother", "first"),
    _r("knight", "first", power=True), _r("fox", "first", power=True), _r("bear_tamer", "first", power=True),
    _r("thief", "first"),
    # the second wave (§11.17): the village's, the wolves', the third parties'
    _r("moon_maiden", "second", power=True), _r("enchanter", "second", power=True),
    _r("apothecary", "second", power=True), _r("assassin", "second", power=True),
    _r("cavalier", "second", power=True), _r("avenger", "second"), _r("shadow", "second", power=True),
    _r("actor", "second", power=True), _r("diseased", "second", power=True), _r("tough_guy", "second", power=True),
    _r("judge", "second", power=True), _r("servant", "second", power=True), _r("sectarian", "second"),
    _r("prince", "second", power=True), _r("drunk", "second"), _r("angel", "second"),
    _r("raven", "second", power=True), _r("apprentice_seer", "second", power=True),
    _r("aura_seer", "second", power=True), _r("old_hag", "second", power=True), _r("old_man", "second"),
    _r("pacifist", "second"), _r("ghost", "second", power=True), _r("mad_doctor", "second", power=True),
    _r("big_bad_wolf", "second", "wolves", wolf=True), _r("demon_wolf", "second", "wolves", wolf=True),
    _r("white_wolf", "second", "wolves", wolf=True), _r("fire_wolf", "second", "wolves", wolf=True),
    _r("big_brother_wolf", "second", "wolves", wolf=True), _r("little_brother_wolf", "second", "wolves", wolf=True),
    _r("wolf_cub", "second", "wolves", wolf=True), _r("traitor", "second", "wolves"),
    _r("wolf_seer", "second", "wolves", wolf=True), _r("lycan", "second", "wolves", power=True),
    _r("wolf_kin", "second", "wolves", power=True), _r("dream_wolf", "second", "wolves", wolf=True),
    _r("stray_wolf", "second", "wolves", wolf=True), _r("stone_wolf", "second", "wolves", wolf=True),
    _r("wild_child", "second", "wolves", power=True), _r("wolf_hound", "second", "wolves"),
    _r("cursed", "second", "wolves", power=True),
    _r("vampire", "second", "third"), _r("heretic", "second", "third"), _r("pied_piper", "second", "third"),
    # New Moon's card (§11.31.6), with the option `new_moon` only; the town crier is a title
    _r("gypsy", "new_moon", power=True),
)
ROLE = {r.id: r for r in ROLES}


def _s(id: str, holder: str | None = None, lap: str = "independent", *, wave: str = "second",
       nights: str = "every", info: bool = False, pack: bool = False, kill: bool = False, shows: bool = False) -> Step:
    return Step(id, holder, wave, nights, info, pack, kill, lap, shows)


# Every night step in the engine's order (§11.20), information steps included; the drunk's card is
# told at nightfall, before them (engine._nightfall).
NIGHT: tuple[Step, ...] = (
    _s("thief", "thief", "setup", wave="first", nights="first"),
    _s("wolf_hound", "wolf_hound", "setup", nights="first"),
    _s("avenger", "avenger", "setup", nights="first"),
    _s("cupid", "cupid", "setup", wave="first", nights="first"),
    _s("lovers", None, "shown_early", wave="first", info=True),
    _s("brothers", "brother", "shown_early", wave="first", nights="first", info=True),
    _s("wolf_brothers", None, "shown_early", nights="first", info=True),
    _s("stray_wolf", "stray_wolf", "setup", nights="first"),
    _s("wild_child", "wild_child", "setup", nights="first"),
    _s("shadow", "shadow", "setup", nights="first"),
    _s("heretic", "heretic", "setup", nights="first"),
    _s("judge", "judge", "early"),
    _s("moon_maiden", "moon_maiden", "early"),
    _s("actor", "actor"),
    _s("little_brother_wolf", "little_brother_wolf", kill=True),
    _s("wolves", "wolf", "pack", wave="first", pack=True, kill=True),
    _s("second_bite", None, "last", pack=True, kill=True),
    _s("demon_wolf", "demon_wolf", "last"),
    _s("big_bad_wolf", "big_bad_wolf", "last", kill=True),
    _s("white_wolf", "white_wolf", "last", nights="even", kill=True),
    _s("wolf_seer", "wolf_seer", shows=True),
    _s("fire_wolf", "fire_wolf"),
    _s("traitor", None, "shown_last", nights="first", info=True),
    _s("little_girl", "little_girl", wave="first"),
    _s("vampire", "vampire"),
    _s("vampires", None, "shown_last", info=True),
    _s("pied_piper", "pied_piper"),
    _s("charmed", None, "shown_last", info=True),
    _s("seer", "seer", wave="first"),
    _s("aura_seer", "aura_seer", shows=True),
    _s("fox", "fox", wave="first"),
    _s("enchanter", "enchanter"),
    _s("raven", "raven"),
    _s("old_hag", "old_hag"),
    _s("mad_doctor", "mad_doctor"),
    _s("assassin", "assassin", nights="even"),
    _s("bodyguard", "bodyguard", wave="first"),
    _s("witch", "witch", "last", wave="first"),
    _s("apothecary", "apothecary"),
    _s("ghost", "ghost", "last"),
    # New Moon's (§11.31.5-6): after every step of §11.20, only with `new_moon`; the crier holds his
    _s("gypsy", "gypsy", "last", wave="new_moon"),
    _s("town_crier", None, "last", wave="new_moon"),
)
STEP = {s.id: s for s in NIGHT}
# The first wave's night steps whose holder is named by another card than the step's (§11.5).
FIRST_WAVE_HOLDERS = {s.id: s.holder for s in NIGHT if s.wave == "first" and s.holder is not None}
