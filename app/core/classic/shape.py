"""Every visit of a classic lap looks the same (DESIGN.md §Hand-off 8, CLASSIC.md §3.2, §11.20).

A watcher sees of a visit what is touched on the visit screen and how often Confirm is pressed,
never what it means. Each night step is answered with a fixed number of touches of three kinds
(`TOUCHES`): the seat tiles, the two buttons of the row above Skip / Confirm (the witch's
save or not, a draught, a side), and the row of cards (the thief's spare cards, New Moon's
event cards). A lap's `Script` is worked out from public facts only (the deck list, the night,
the options, the lap's steps): every visit of the lap plays `rounds` rounds, and each round
asks for `tiles` tile taps, `buttons` button presses and `cards` card taps before Confirm
(or Skip, which is there on every round of every visit), whatever the seat holds and whether
it acts. A touch the seat's choice does not need does nothing. A dead seat's pause is the same
for every dead seat (a dead ghost's message is typed in the note field every dead seat has on
the last lap).

`rounds` covers the most steps one visit can carry on the lap in any deal (the thief's take and
then his new card's step, the actor's draw and then the drawn card's, a wolf's own step and the
pack's): a bound read off the deck list, which `tests/core/classic/test_lap_script.py` checks
against random nights.

>>> from app.core.classic import engine as G
>>> g = G.new_game(list("ABCDEFGHIJ"), ["wolf", "wolf", "cupid", "seer", "witch", "thief", "villager",
...                "villager", "villager", "hunter", "villager", "villager"], 1, preset="extended")
>>> [script(g, lap) for lap in (1, 2, 3)]
[Script(rounds=2, tiles=2, buttons=0, cards=1), Script(rounds=1, tiles=1, buttons=0, cards=0), \
Script(rounds=1, tiles=1, buttons=1, cards=0)]
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from . import handoff as H
from . import kinds as K
from .roles import ROLE, STEP
from .state import GameState


@dataclass(frozen=True)
class Touches:
    """What answering a step asks for on the visit screen, at most."""

    tiles: int = 0
    buttons: int = 0
    cards: int = 0


@dataclass(frozen=True)
class Script:
    """One lap's visit, the same for every living seat (DESIGN.md §Hand-off 8): `rounds` rounds of
    `tiles` tile taps, `buttons` presses of the row's buttons and `cards` card taps, then Confirm."""

    rounds: int = 1
    tiles: int = 1
    buttons: int = 0
    cards: int = 0

    def touches(self) -> Touches:
        return Touches(self.tiles, self.buttons, self.cards)


# How each step is answered on the visit screen (app/ui/classic/private.py); a step not named taps
# one player. A flag (the little girl's peek, the judge's sign, the actor's draw, the demon wolf's
# convert) is Confirm under another word: no touch.
TOUCHES: dict[str, Touches] = {
    "thief": Touches(cards=1),
    "cupid": Touches(tiles=2), "heretic": Touches(tiles=2), "mad_doctor": Touches(tiles=2),
    "pied_piper": Touches(tiles=2),
    "little_girl": Touches(), "judge": Touches(), "actor": Touches(), "demon_wolf": Touches(),
    "wolf_hound": Touches(buttons=1), "avenger": Touches(buttons=1),
    "apothecary": Touches(tiles=1, buttons=1),
    "witch": Touches(tiles=1, buttons=1),  # Save or Don't save, and the poison's player
    "ghost": Touches(),  # typed in the field every dead seat has
    "gypsy": Touches(tiles=2, cards=1), "town_crier": Touches(cards=1),
}
PLAYER = Touches(tiles=1)
# Cards whose holder may answer another card's steps, tonight or on a later night: the thief's
# take, the actor's draw, the servant's and the apprentice's new card, a drunk's card told later.
SHIFTERS = ("thief", "actor", "servant", "apprentice_seer", "drunk")
# Cards that may join the pack (§11.18-§11.19): besides the wolf cards and the wolves' side, a
# demon wolf's convert may be anyone.
CONVERTER = "demon_wolf"


def touches(step: str) -> Touches:
    return TOUCHES.get(step, PLAYER)


def choice_touches(step: str, args: dict | None) -> Touches:
    """The touches one choice is made with on the visit screen (none for Skip): a player or
    players on the tiles, a spare or event card on the card row, a draught, a side or the witch's
    Save / Don't save on the button row; a flag is Confirm under another word."""
    if not args:
        return Touches()
    tiles = buttons = cards = 0
    for key, value in args.items():
        if key in ("take", "card", "play"):
            cards += 1
        elif key in ("player", "poison"):
            tiles += 1
        elif key == "players":
            tiles += len(value)
        elif key in ("stupor", "restore"):
            buttons, tiles = buttons + 1, tiles + 1
        elif key == "side":
            buttons += 1
    if step == "witch":
        buttons = 1  # Save, or Don't save before the poison
    return Touches(tiles, buttons, cards)


def script(state: GameState, lap: int) -> Script:
    """Lap `lap`'s visit tonight, from public facts only."""
    layout = H.layout(state)
    if lap not in layout:
        return Script()
    deck = public_deck(state)
    return _script(deck, state.round, K.new_moon(state), tuple(layout[lap]))


def card_row(state: GameState, lap: int) -> str | None:
    """The row of cards every visit of the lap shows: the thief's two spare cards ("spare", face
    down but on his visit) or New Moon's event cards ("events"), or None."""
    steps = H.layout(state).get(lap, ())
    if "thief" in steps and state.round == 1 and "thief" in public_deck(state):
        return "spare"
    if K.new_moon(state) and any(s in steps for s in ("gypsy", "town_crier")):
        return "events"
    return None


def public_deck(state: GameState) -> tuple[str, ...]:
    """Every card the table was told of (§11.26 Setup): the deal and the spare cards, the actor's
    and the drunk's cards set aside; the standard preset's deck is its seat count's."""
    aside = (state.w2.actor_cards or ()) + ((state.w2.drunk_dealt,) if state.w2.drunk_dealt else ())
    return tuple(sorted(H.deck_list(state) + aside)) or tuple(sorted(state.roles))


@lru_cache(maxsize=512)
def _script(deck: tuple[str, ...], night: int, new_moon: bool, lap_steps: tuple[str, ...]) -> Script:
    cards = set(deck)
    steps = [s for s in lap_steps if _runs(s, night, new_moon)]
    anyone = CONVERTER in cards
    pack = [s for s in steps if STEP[s].pack]
    crier = [s for s in steps if s == "town_crier"]  # the crier is a title: any living seat may hold it

    def may_pack(card: str) -> bool:
        return anyone or ROLE[card].wolf_card or ROLE[card].side == "wolves"

    def own(card: str) -> set[str]:
        return {s for s in steps if STEP[s].holder == card}

    def joined(card: str) -> set[str]:  # what any holder may answer besides its card's: the pack's, the crier's
        return set(pack if may_pack(card) else ()) | set(crier)

    widest = max((len(own(c)) for c in cards), default=0)
    # a shifter answers his own step, then another card's (the thief's take, the actor's draw)
    rounds = max((len(own(c) | joined(c)) + (widest if c in SHIFTERS else 0) for c in cards), default=0)
    held = [s for s in steps if STEP[s].holder in cards or STEP[s].pack and any(may_pack(c) for c in cards)
            or s == "town_crier"]
    t = [touches(s) for s in held]
    return Script(rounds=max(1, rounds),
                  tiles=max([x.tiles for x in t] + [1]),
                  buttons=max([x.buttons for x in t] + [0]),
                  cards=max([x.cards for x in t] + [0]))


def _runs(step: str, night: int, new_moon: bool) -> bool:
    s = STEP.get(step)
    if s is None or s.info:
        return False
    if s.nights == "first" and night != 1:
        return False
    if s.nights == "even" and night % 2:
        return False
    return s.wave != "new_moon" or new_moon
