"""The narrator's script as data: which lines a narrator says through Dusk and Night.

The lines are ids, not words (app/ui/narrator.py turns them into sentences in the chosen
language). They follow the engines' own tables, never a list kept beside them:

* One Night: the steps the engine itself runs for these cards (`engine.new_game(...).order`,
  which is `catalog.wake_order` with the steps nobody could ever act in left out), for every
  card of the deck, those in the centre included, so that the calls tell nobody which cards
  were dealt. Steps woken by marks (the mark check, the lovers) are called when marks can
  change hands (`catalog.uses_marks`).
* Classic: per night, the preset's step table (`catalog.NIGHT_STEPS`, `extended.NIGHT_STEPS`;
  a deck with a second-wave card: `wave2.NIGHT_ORDER`, §11.20) for the roles in the deck list,
  first-night-only steps on night 1, every step whether its holder is alive or not
  (CLASSIC.md §3.2, §11.5, A30).

>>> [tuple(line) for line in onenight_script(["werewolf", "werewolf", "seer", "robber", "villager", "villager"])][:4]
[('night_falls', '', 0, 'onenight'), ('wake', 'werewolves', 0, 'onenight'), ('close', 'werewolves', 0, 'onenight'), ('wake', 'seer', 0, 'onenight')]
>>> classic_steps("standard", (), 2)
('wolves', 'seer', 'bodyguard', 'witch')
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from .onenight import catalog as onenight_catalog
from .onenight import engine as onenight_engine

ONE_NIGHT = "onenight"
CLASSIC = "classic"

# The kinds of line.
NIGHT_FALLS = "night_falls"  # "Everyone, close your eyes." (classic: "Night k falls. ...")
WAKE = "wake"  # a step's call: its holders open their eyes and act
CLOSE = "close"  # the step's end: its holders close their eyes
DAWN = "dawn"  # everyone opens their eyes
KINDS = (NIGHT_FALLS, WAKE, CLOSE, DAWN)


class Line(NamedTuple):
    """One thing the narrator says. `step` for WAKE and CLOSE; `night` in the classic mode."""

    kind: str
    step: str = ""
    night: int = 0
    mode: str = ONE_NIGHT


# --- One Night ---------------------------------------------------------------------------


def _engine_order(deck: tuple[str, ...]) -> tuple[str, ...]:
    """The step ids the One Night engine runs for a game with exactly these cards."""
    seats = len(deck) - 3 - (1 if "alpha_wolf" in deck else 0)
    names = tuple(f"seat {i + 1}" for i in range(seats))
    return tuple(onenight_engine.new_game(names, deck, seed=0).order)


def onenight_steps(deck: Iterable[str]) -> tuple[str, ...]:
    """The steps a narrator calls for a One Night deck (every card, the centre included), in
    the engine's wake order. A SetupError for a deck the engine would not play."""
    cards = tuple(deck)
    marks = onenight_catalog.uses_marks(cards)
    return tuple(step for step in _engine_order(cards)
                 if onenight_catalog.STEP_BY_ID[step].roles or marks)


def onenight_script(deck: Iterable[str]) -> tuple[Line, ...]:
    """Every line of a One Night Dusk and Night: night falls, each step's call and close, dawn."""
    lines = [Line(NIGHT_FALLS)]
    for step in onenight_steps(deck):
        lines += [Line(WAKE, step), Line(CLOSE, step)]
    lines.append(Line(DAWN))
    return tuple(lines)


# --- Classic -----------------------------------------------------------------------------

# A classic step that no card holds: who makes its holders (the lovers are Cupid's couple).
_MADE_BY = {"lovers": "cupid"}
# The second wave's information steps (CLASSIC.md §11.20, `*`): the card that makes their holders.
_MADE_BY2 = {"lovers": "cupid", "wolf_brothers": "big_brother_wolf", "second_bite": "wolf_cub", "traitor": "traitor",
             "vampires": "vampire", "charmed": "pied_piper", "drunk": "drunk"}
# The second wave's night falls with the drunk's card (N3, before every step, §11.20 row "—").
DRUNK_NIGHT = 3


def _classic():
    """The classic mode's tables: (catalog, extended, wave2). Loaded when a classic script is
    first asked for, so that a One Night game (and the start screen) never loads that mode."""
    from .classic import catalog, extended, wave2

    return catalog, extended, wave2


def second_wave(deck: Iterable[str]) -> bool:
    """Whether an extended deck list holds a second-wave card (its night is §11.20's)."""
    W = _classic()[2]
    return any(card in W.SECOND_WAVE for card in deck)


def _wave2_steps(cards: set[str], night: int, first_night_steps_later: bool, crier: bool) -> tuple[str, ...]:
    """§11.20's calls: `wave2.NIGHT_ORDER` for the deck list's cards, the drunk's at nightfall of N3,
    first-night-only steps on N1; every other step every night (A30: the even-night steps,
    the second bite and the little brother's rage too, whoever died). The town crier is a
    title, not a card (§11.31.5): called every night when `crier` (New Moon with a captain)."""
    _, X, W = _classic()
    out = ["drunk"] if night == DRUNK_NIGHT and "drunk" in cards else []
    for step in W.NIGHT_ORDER:
        if step in W.FIRST_NIGHT_ONLY and night != 1 and not first_night_steps_later:
            continue
        if step == "wolves":  # the pack: every deck has one
            out.append(step)
            continue
        if step == "town_crier":
            if crier:
                out.append(step)
            continue
        role = X.HOLDER.get(step) or W.HOLDER2.get(step) or _MADE_BY2[step]
        if role in cards:
            out.append(step)
    return tuple(out)


def _classic_table(preset: str) -> tuple[tuple[str, ...], dict[str, str], tuple[str, ...]]:
    """(night steps in engine order, step -> holding role, first-night-only steps) of a preset."""
    classic_catalog, X, _ = _classic()
    if preset == "standard":
        return classic_catalog.NIGHT_STEPS, classic_catalog.HOLDER, ()
    if preset == X.PRESET:
        return X.NIGHT_STEPS, X.HOLDER, X.FIRST_NIGHT_ONLY
    raise ValueError(f"unknown classic preset {preset!r}")


def classic_steps(preset: str, deck: Iterable[str], night: int, *, first_night_steps_later: bool = False,
                  wave2: bool | None = None, crier: bool = False) -> tuple[str, ...]:
    """The steps a narrator calls on night `night` (1, 2, ...) of a classic game.

    `deck` is the deck list (every card, the thief's spare cards included); the standard
    preset always has all its roles. Steps are called whether their holder is alive or not.
    First-night-only steps are called on night 1 only, unless `first_night_steps_later`
    (CLASSIC.md §11.5 also allows calling them every night: the call order then never changes).
    `wave2`: whether the game's night is the second wave's (§11.20; None: a second-wave card in
    the deck, as New Moon makes any extended game's); `crier`: the town crier's call (§11.31.5).
    """
    classic_catalog, X, _ = _classic()
    cards = set(classic_catalog.ROLES) if preset == "standard" else set(deck)
    if preset == X.PRESET and (second_wave(cards) if wave2 is None else wave2):
        return _wave2_steps(cards, night, first_night_steps_later, crier)
    steps, holder, first_only = _classic_table(preset)
    out = []
    for step in steps:
        if step in first_only and night != 1 and not first_night_steps_later:
            continue
        role = holder.get(step) or _MADE_BY[step]
        if role in cards:
            out.append(step)
    return tuple(out)


def classic_script(preset: str, deck: Iterable[str], night: int, *, first_night_steps_later: bool = False,
                   wave2: bool | None = None, crier: bool = False) -> tuple[Line, ...]:
    """Every line of night `night` of a classic game: night k falls, each step's call and close, dawn."""
    lines = [Line(NIGHT_FALLS, night=night, mode=CLASSIC)]
    for step in classic_steps(preset, deck, night, first_night_steps_later=first_night_steps_later, wave2=wave2,
                              crier=crier):
        lines += [Line(WAKE, step, night, CLASSIC), Line(CLOSE, step, night, CLASSIC)]
    lines.append(Line(DAWN, night=night, mode=CLASSIC))
    return tuple(lines)


# --- every line that exists (for the words' tests) --------------------------------------------


def every_step(mode: str) -> tuple[str, ...]:
    """Every step id a script of this mode may call (both classic presets together)."""
    if mode == ONE_NIGHT:
        return tuple(s.id for s in onenight_catalog.STEPS)
    classic_catalog, X, W = _classic()
    return tuple(dict.fromkeys(classic_catalog.NIGHT_STEPS + X.NIGHT_STEPS + ("drunk",) + W.NIGHT_ORDER))
