"""Roles, marks, artifacts, boards and the wake order as data (ids from RULES.md)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, NamedTuple


class Box(str, Enum):
    """The box a card comes from."""

    VAMPIRE = "vampire"
    WEREWOLF = "werewolf"
    DAYBREAK = "daybreak"
    BONUS = "bonus"


class Team(str, Enum):
    """Team ids of RULES.md §6.3."""

    VILLAGER = "villager"
    WEREWOLF = "werewolf"
    VAMPIRE = "vampire"
    TANNER = "tanner"
    APPRENTICE_TANNER = "apprentice_tanner"
    ASSASSIN = "assassin"
    APPRENTICE_ASSASSIN = "apprentice_assassin"


@dataclass(frozen=True)
class Role:
    """One printed role."""

    id: str
    box: Box
    team: Team  # printed (start) team
    max_copies: int = 1


_R = Role
ROLES: dict[str, Role] = {
    r.id: r
    for r in (
        # Vampire box
        _R("copycat", Box.VAMPIRE, Team.VILLAGER),
        _R("vampire", Box.VAMPIRE, Team.VAMPIRE, 2),
        _R("the_master", Box.VAMPIRE, Team.VAMPIRE),
        _R("the_count", Box.VAMPIRE, Team.VAMPIRE),
        _R("renfield", Box.VAMPIRE, Team.VAMPIRE),
        _R("diseased", Box.VAMPIRE, Team.VILLAGER),
        _R("cupid", Box.VAMPIRE, Team.VILLAGER),
        _R("instigator", Box.VAMPIRE, Team.VILLAGER),
        _R("priest", Box.VAMPIRE, Team.VILLAGER),
        _R("assassin", Box.VAMPIRE, Team.ASSASSIN),
        _R("apprentice_assassin", Box.VAMPIRE, Team.APPRENTICE_ASSASSIN),
        _R("marksman", Box.VAMPIRE, Team.VILLAGER),
        _R("pickpocket", Box.VAMPIRE, Team.VILLAGER),
        _R("gremlin", Box.VAMPIRE, Team.VILLAGER),
        _R("villager", Box.WEREWOLF, Team.VILLAGER, 3),
        # Base game
        _R("doppelganger", Box.WEREWOLF, Team.VILLAGER),
        _R("werewolf", Box.WEREWOLF, Team.WEREWOLF, 2),
        _R("minion", Box.WEREWOLF, Team.WEREWOLF),
        _R("mason", Box.WEREWOLF, Team.VILLAGER, 2),
        _R("seer", Box.WEREWOLF, Team.VILLAGER),
        _R("robber", Box.WEREWOLF, Team.VILLAGER),
        _R("troublemaker", Box.WEREWOLF, Team.VILLAGER),
        _R("drunk", Box.WEREWOLF, Team.VILLAGER),
        _R("insomniac", Box.WEREWOLF, Team.VILLAGER),
        _R("hunter", Box.WEREWOLF, Team.VILLAGER),
        _R("tanner", Box.WEREWOLF, Team.TANNER),
        # Daybreak
        _R("sentinel", Box.DAYBREAK, Team.VILLAGER),
        _R("alpha_wolf", Box.DAYBREAK, Team.WEREWOLF),
        _R("mystic_wolf", Box.DAYBREAK, Team.WEREWOLF),
        _R("dream_wolf", Box.DAYBREAK, Team.WEREWOLF),
        _R("apprentice_seer", Box.DAYBREAK, Team.VILLAGER),
        _R("paranormal_investigator", Box.DAYBREAK, Team.VILLAGER),
        _R("witch", Box.DAYBREAK, Team.VILLAGER),
        _R("village_idiot", Box.DAYBREAK, Team.VILLAGER),
        _R("revealer", Box.DAYBREAK, Team.VILLAGER),
        _R("curator", Box.DAYBREAK, Team.VILLAGER),
        _R("bodyguard", Box.DAYBREAK, Team.VILLAGER),
        # Bonus roles
        _R("aura_seer", Box.BONUS, Team.VILLAGER),
        _R("apprentice_tanner", Box.BONUS, Team.APPRENTICE_TANNER),
        _R("thing", Box.BONUS, Team.VILLAGER),
        _R("squire", Box.BONUS, Team.WEREWOLF),
        _R("beholder", Box.BONUS, Team.VILLAGER),
        _R("prince", Box.BONUS, Team.VILLAGER),
        _R("cursed", Box.BONUS, Team.VILLAGER),
    )
}

# Vampire-box roles decide where the Doppelganger wakes (RULES.md §9 D 2).
VAMPIRE_BOX = frozenset(r.id for r in ROLES.values() if r.box is Box.VAMPIRE and r.id != "villager")

WEREWOLF_KIND = frozenset({"werewolf", "alpha_wolf", "mystic_wolf", "dream_wolf"})
VAMPIRE_KIND = frozenset({"vampire", "the_master", "the_count"})
WOLF_CENTRE_ROLES = frozenset({"werewolf", "mystic_wolf", "dream_wolf"})
# Printed teams the Revealer leaves face up (RULES.md §4.3, D 20).
REVEALER_KEEPS_UP = frozenset(r.id for r in ROLES.values() if r.team is Team.VILLAGER)

MARKS = ("clarity", "vampire", "fear", "bat", "disease", "love", "traitor", "assassin")

ARTIFACTS = (
    "claw_of_the_werewolf",
    "brand_of_the_villager",
    "cudgel_of_the_tanner",
    "void_of_nothingness",
    "mask_of_muting",
    "shroud_of_shame",
)
# RULES.md §1.4 / §5.2: artifacts that change who the holder is.
ROLE_ARTIFACTS = {
    "claw_of_the_werewolf": "werewolf",
    "brand_of_the_villager": "villager",
    "cudgel_of_the_tanner": "tanner",
}

# RULES.md §1.2: one space per mark on each board.
MAIN_BOARD = ("vampire", "fear", "bat", "disease", "love", "love", "traitor", "clarity", "clarity", "assassin")
DOPPEL_BOARD = ("fear", "bat", "disease", "love", "love", "traitor", "clarity", "clarity", "assassin")
BOARDS = {"main": MAIN_BOARD, "doppel": DOPPEL_BOARD}


class Phase(str, Enum):
    """Phases of RULES.md §2.1, in order."""

    DUSK = "dusk"
    MARK_CHECK = "mark_check"
    NIGHT = "night"
    DAY = "day"
    VOTE = "vote"
    REVEAL = "reveal"


class Kind(str, Enum):
    """How a step takes its entry (RULES.md §2.3)."""

    MANDATORY = "mandatory"
    OPTIONAL = "optional"
    AUTOMATIC = "automatic"


@dataclass(frozen=True)
class Thumbs:
    """Thumbs shown at a step (RULES.md §3.3): their label, and the night roles that raise them."""

    label: str
    roles: frozenset[str]


# Who, besides its actors, a step may show something to (`Step.also_shows`).
ANYONE = "anyone"  # the mark check, the lovers: any seat may be woken
NEIGHBOURS = "neighbours"  # a tap: the actors' neighbours
ASSASSINS = "assassins"  # the Apprentice Assassin's look: the Assassins awake with her


@dataclass(frozen=True)
class Step:
    """One row of the wake order (RULES.md §3.1), with every fact the code asks about it.

    `roles` are the night roles that wake (NR); `dg` says whether the Doppelganger who
    copied one of them wakes here too (always last); `doppel_only` steps wake only her.
    `kind` is how the entry is taken (RULES.md §2.3); `no_choice` says there is nothing to
    choose at all (the Priest's entry is automatic, yet he may pick a player).
    """

    id: str
    key: str
    phase: Phase
    roles: tuple[str, ...]
    kind: Kind
    dg: bool = False
    doppel_only: bool = False
    # The steps.ACTIONS entry that shapes, checks and applies its choice ("" none).
    action: str = ""
    # Resolved in one turn for all its actors.
    team: bool = False
    # Nothing to choose: an entry, if any, must be {}.
    no_choice: bool = False
    # A two-part choice: the args key whose look is seen before the rest is chosen.
    first_half: str = ""
    # Its action starts with a look of its own (its first pick shows a card at once).
    look_first: bool = False
    # The most picks one decision takes.
    clicks: int = 0
    # The most cards and marks one decision shows its actor when it is confirmed (a two-part
    # choice: its second part; its first part shows one). The Squire and the Beholder see as many
    # cards as the deck has of their thumbs' roles (`handoff.decision_rounds`).
    looks: int = 0
    # DESIGN.md §Hand-off 4: decides only when it is the earliest unresolved step.
    needs_table: bool = False
    # Changes what an awake player sees on the table: shields, cards left face up.
    puts_token: bool = False
    thumbs: Thumbs | None = None
    # Awake after the Revealer: its actors see the cards she left face up (RULES.md §4.3).
    after_revealer: bool = False
    # Its phase is that of its place in the wake order (RULES.md §9 D 2: Dusk or Night).
    phase_by_place: bool = False
    # Who else it may show something to: ANYONE, NEIGHBOURS, ASSASSINS or "".
    also_shows: str = ""

    @property
    def two_part(self) -> bool:
        return bool(self.first_half)


def _s(id: str, key: str, phase: Phase, roles: tuple[str, ...] | str, kind: Kind, *, act: str | None = None,
       clicks: int | None = None, **kw: Any) -> Step:
    """A step; its action defaults to its own id, and one pick, unless it has nothing to choose."""
    free = kw.get("no_choice", False)
    action = ("" if free else id) if act is None else act
    picks = (0 if free else 1) if clicks is None else clicks
    return Step(id, key, phase, (roles,) if isinstance(roles, str) else roles, kind,
                action=action, clicks=picks, **kw)


_D, _N = Phase.DUSK, Phase.NIGHT
_M, _O, _A = Kind.MANDATORY, Kind.OPTIONAL, Kind.AUTOMATIC
_WOLF_THUMBS = Thumbs("werewolf_thumbs", WEREWOLF_KIND)
_TANNER_THUMBS = Thumbs("tanner_thumbs", frozenset({"tanner"}))
_SEER_THUMBS = Thumbs("seer_thumbs", frozenset({"seer", "apprentice_seer"}))

# The doppelganger step is placed at -7 or at 1 by `wake_order` (RULES.md §9 D 2).
DOPPELGANGER_STEP = _s("doppelganger", "-7", _D, "doppelganger", _M, act="", first_half="player", clicks=2,
                       needs_table=True, puts_token=True, phase_by_place=True, also_shows=NEIGHBOURS)
# Without Vampire-box cards she wakes at 1 instead, in the Night, after this step.
DOPPELGANGER_LATE = replace(DOPPELGANGER_STEP, key="1", phase=_N)
DOPPELGANGER_LATE_AFTER = "sentinel"
STEPS: tuple[Step, ...] = (
    _s("copycat", "-8", _D, "copycat", _M, needs_table=True, looks=1),
    DOPPELGANGER_STEP,
    _s("vampires", "-6", _D, ("vampire", "the_master", "the_count"), _M, dg=True, team=True, needs_table=True),
    _s("the_count", "-6-B", _D, "the_count", _M, needs_table=True),
    _s("doppel_the_count", "-6-Ba", _D, "the_count", _M, doppel_only=True, act="the_count", needs_table=True),
    _s("renfield", "-6-C", _D, "renfield", _A, no_choice=True),
    _s("doppel_renfield", "-6-Ca", _D, "renfield", _A, doppel_only=True, no_choice=True),
    _s("diseased", "-5", _D, "diseased", _M),
    _s("cupid", "-4", _D, "cupid", _O, clicks=2),
    _s("instigator", "-3", _D, "instigator", _O),
    _s("priest", "-2", _D, "priest", _A),
    _s("doppel_priest", "-2a", _D, "priest", _A, doppel_only=True, act="priest"),
    _s("assassin", "-1", _D, "assassin", _M),
    _s("doppel_assassin", "-1a", _D, "assassin", _M, doppel_only=True, act="assassin"),
    _s("apprentice_assassin", "-1-B", _D, "apprentice_assassin", _M, also_shows=ASSASSINS, needs_table=True),
    _s("doppel_apprentice_assassin", "-1-Ba", _D, "apprentice_assassin", _M, doppel_only=True,
       act="apprentice_assassin", also_shows=ASSASSINS, needs_table=True),
    _s("mark_check", "end of Dusk", Phase.MARK_CHECK, (), _A, also_shows=ANYONE, team=True, no_choice=True),
    _s("lovers", "00", _N, (), _A, also_shows=ANYONE, team=True, no_choice=True),
    _s("sentinel", "0", _N, "sentinel", _O, puts_token=True),
    _s("werewolves", "2", _N, ("werewolf", "alpha_wolf", "mystic_wolf"), _A, dg=True, team=True, needs_table=True,
       looks=1),
    _s("alpha_wolf", "2-B", _N, "alpha_wolf", _M, needs_table=True),
    _s("mystic_wolf", "2-C", _N, "mystic_wolf", _O, looks=1),
    _s("minion", "3", _N, "minion", _A, dg=True, thumbs=_WOLF_THUMBS, team=True, no_choice=True),
    _s("apprentice_tanner", "3-B", _N, "apprentice_tanner", _A, thumbs=_TANNER_THUMBS, no_choice=True),
    _s("doppel_apprentice_tanner", "3-Ba", _N, "apprentice_tanner", _A, doppel_only=True, thumbs=_TANNER_THUMBS,
       no_choice=True),
    _s("masons", "4", _N, "mason", _A, dg=True, team=True, no_choice=True),
    _s("thing", "4-B", _N, "thing", _M, also_shows=NEIGHBOURS),
    _s("seer", "5", _N, "seer", _O, clicks=2, looks=2),
    _s("apprentice_seer", "5-B", _N, "apprentice_seer", _O, looks=1),
    _s("paranormal_investigator", "5-C", _N, "paranormal_investigator", _O, first_half="players", look_first=True,
       clicks=2, needs_table=True, looks=1),
    _s("marksman", "5-D", _N, "marksman", _O, clicks=2, looks=2),
    _s("doppel_marksman", "5-Da", _N, "marksman", _O, doppel_only=True, act="marksman", clicks=2, looks=2),
    _s("robber", "6", _N, "robber", _O, looks=1),
    _s("witch", "6-B", _N, "witch", _O, first_half="centre", look_first=True, clicks=2, needs_table=True),
    _s("pickpocket", "6-C", _N, "pickpocket", _O, dg=True, looks=1),
    _s("troublemaker", "7", _N, "troublemaker", _O, clicks=2),
    _s("village_idiot", "7-B", _N, "village_idiot", _O),
    _s("aura_seer", "7-C", _N, "aura_seer", _A, no_choice=True),
    _s("doppel_aura_seer", "7-Ca", _N, "aura_seer", _A, doppel_only=True, no_choice=True),
    _s("gremlin", "7-D", _N, "gremlin", _O, clicks=2),
    _s("doppel_gremlin", "7-Da", _N, "gremlin", _O, doppel_only=True, act="gremlin", clicks=2),
    _s("drunk", "8", _N, "drunk", _M),
    _s("insomniac", "9", _N, "insomniac", _A, no_choice=True),
    _s("doppel_insomniac", "9a", _N, "insomniac", _A, doppel_only=True, no_choice=True),
    # The Squire and the Beholder choose whether to look: {} or no entry, no pick.
    _s("squire", "9-C", _N, "squire", _O, act="", clicks=0, thumbs=_WOLF_THUMBS),
    _s("doppel_squire", "9-Ca", _N, "squire", _O, doppel_only=True, act="", clicks=0, thumbs=_WOLF_THUMBS),
    _s("beholder", "9-Z", _N, "beholder", _O, act="", clicks=0, thumbs=_SEER_THUMBS),
    _s("doppel_beholder", "9-Za", _N, "beholder", _O, doppel_only=True, act="", clicks=0, thumbs=_SEER_THUMBS),
    _s("revealer", "10", _N, "revealer", _O, puts_token=True, looks=1),
    # RULES.md §3.1 10a: her own check, on a card still face down.
    _s("doppel_revealer", "10a", _N, "revealer", _O, doppel_only=True, after_revealer=True, puts_token=True,
       looks=1),
    _s("curator", "11", _N, "curator", _O, after_revealer=True),
    _s("doppel_curator", "11a", _N, "curator", _O, doppel_only=True, act="curator", after_revealer=True,
       needs_table=True),
)
STEP_IDS = frozenset(s.id for s in STEPS)
STEP_BY_ID = {s.id: s for s in STEPS}


class Immediate(NamedTuple):
    """A copy the Doppelganger performs at once inside her own step (RULES.md §3.2)."""

    action: str  # the steps.ACTIONS entry (its args shape)
    mandatory: bool
    look_first: bool  # the copied action starts with a look of its own: her second look


def _imm(copy: str, action: str, mandatory: bool) -> tuple[str, Immediate]:
    return copy, Immediate(action, mandatory, STEP_BY_ID[copy].look_first)


DOPPEL_IMMEDIATE: dict[str, Immediate] = dict((
    _imm("diseased", "diseased", True),
    _imm("cupid", "cupid", False),
    _imm("instigator", "instigator", False),
    _imm("alpha_wolf", "doppel_alpha", True),
    _imm("mystic_wolf", "mystic_wolf", False),
    _imm("seer", "seer", False),
    _imm("robber", "robber", False),
    _imm("troublemaker", "troublemaker", False),
    _imm("drunk", "drunk", True),
    _imm("sentinel", "sentinel", False),
    _imm("apprentice_seer", "apprentice_seer", False),
    _imm("paranormal_investigator", "paranormal_investigator", False),
    _imm("witch", "witch", False),
    _imm("village_idiot", "village_idiot", False),
    _imm("thing", "thing", True),
))


def wake_order(deck: tuple[str, ...] | list[str]) -> tuple[Step, ...]:
    """The steps of a game with this deck, the Doppelganger placed per RULES.md §9 D 2."""
    if VAMPIRE_BOX.intersection(deck):
        return STEPS
    out: list[Step] = []
    for s in STEPS:
        if s is DOPPELGANGER_STEP:
            continue
        out.append(s)
        if s.id == DOPPELGANGER_LATE_AFTER:
            out.append(DOPPELGANGER_LATE)
    return tuple(out)


def uses_marks(deck: tuple[str, ...] | list[str]) -> bool:
    """Whether marks can change hands in this deck (otherwise mark check shows only Clarity)."""
    return bool(VAMPIRE_BOX.intersection(deck))
