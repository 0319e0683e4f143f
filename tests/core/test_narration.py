"""The narrator's script follows the engines' own tables (app/core/narration.py)."""
from __future__ import annotations

import random

import pytest

from app.core import narration as N
from app.core.classic import catalog as C
from app.core.classic import extended as X
from app.core.classic import wave2 as W
from app.core.narration import CLOSE, DAWN, NIGHT_FALLS, WAKE, Line
from app.core.onenight import catalog, engine
from app.core.onenight.catalog import ROLES


def _random_deck(rng: random.Random) -> list[str]:
    """A playable One Night deck of 3-10 players drawn from every role."""
    while True:
        players = rng.randint(3, 10)
        pool = [r for r, role in ROLES.items() for _ in range(role.max_copies)]
        rng.shuffle(pool)
        size = players + 3
        deck = pool[:size]
        if "alpha_wolf" in deck:
            deck = pool[:size + 1]
            if not set(deck) & catalog.WOLF_CENTRE_ROLES or "alpha_wolf" not in deck:
                continue
        if engine.validate_deck(players, deck) is None:
            return deck


def _expected_onenight(deck: list[str]) -> list[str]:
    """The wake order read straight from the catalogue's table: every step one of the deck's
    cards (wherever it lies) could wake in, the Doppelganger's steps when she is in the deck,
    and the mark-woken steps when marks can move."""
    cards = set(deck)
    out = []
    for step in catalog.wake_order(deck):
        if not step.roles:
            if catalog.uses_marks(deck):
                out.append(step.id)
        elif step.doppel_only:
            if "doppelganger" in cards and set(step.roles) & cards:
                out.append(step.id)
        elif set(step.roles) & cards:
            out.append(step.id)
    return out


def _shape(script: tuple[Line, ...]) -> list[str]:
    assert script[0].kind == NIGHT_FALLS and script[-1].kind == DAWN
    middle = script[1:-1]
    assert len(middle) % 2 == 0
    steps = []
    for wake, close in zip(middle[::2], middle[1::2]):
        assert (wake.kind, close.kind) == (WAKE, CLOSE) and wake.step == close.step
        steps.append(wake.step)
    return steps


@pytest.mark.parametrize("seed", range(200))
def test_onenight_script_follows_the_wake_table(seed: int) -> None:
    deck = _random_deck(random.Random(seed))
    script = N.onenight_script(deck)
    steps = _shape(script)
    assert steps == _expected_onenight(deck)
    # the engine's own game order, minus the mark-woken steps when no mark can move
    order = engine.new_game([f"p{i}" for i in range(len(deck) - 3 - ("alpha_wolf" in deck))], deck, seed).order
    assert [s for s in order if s in steps] == steps
    # every card of the deck that has a step of its own is called, wherever it was dealt
    for card in set(deck):
        own = [s.id for s in catalog.STEPS if card in s.roles and not s.doppel_only]
        assert not own or set(own) & set(steps), card


def test_centre_cards_are_called() -> None:
    deck = ["werewolf", "werewolf", "seer", "robber", "troublemaker", "drunk"]
    game = engine.new_game(["Ann", "Bob", "Cat"], deck, seed=4)
    called = set(N.onenight_steps(deck))
    centre = set(game.cards[3:])
    assert centre  # three cards lie in the centre, yet every one of them is called
    assert {"werewolves", "seer", "robber", "troublemaker", "drunk"} <= called


def test_two_onenight_decks_by_hand() -> None:
    """Checked by hand against RULES.md §3.1 and §9 D 2."""
    base = ["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager", "villager", "insomniac",
            "doppelganger", "minion"]
    # No Vampire-box card: the Doppelganger wakes at 1 (after the Sentinel's place), in the Night.
    assert N.onenight_steps(base) == ("doppelganger", "werewolves", "minion", "seer", "robber", "troublemaker",
                                      "insomniac", "doppel_insomniac")
    vampire = ["vampire", "vampire", "the_count", "renfield", "diseased", "cupid", "priest", "assassin",
               "copycat", "villager"]
    assert N.onenight_steps(vampire) == ("copycat", "vampires", "the_count", "renfield", "diseased", "cupid",
                                         "priest", "assassin", "mark_check", "lovers")
    assert N.onenight_script(vampire)[:3] == (Line(NIGHT_FALLS), Line(WAKE, "copycat"), Line(CLOSE, "copycat"))


def _expected_classic(table: tuple[str, ...], holder: dict[str, str], first: tuple[str, ...], deck: set[str],
                      night: int) -> list[str]:
    out = []
    for step in table:
        if step in first and night > 1:
            continue
        if holder.get(step, "cupid") in deck:  # the lovers exist only with Cupid
            out.append(step)
    return out


@pytest.mark.parametrize("night", [1, 2, 5])
def test_classic_standard_script(night: int) -> None:
    deck = C.standard_deck(8)
    script = N.classic_script("standard", deck, night)
    assert _shape(script) == _expected_classic(C.NIGHT_STEPS, C.HOLDER, (), set(deck), night)
    assert script[0] == Line(NIGHT_FALLS, night=night, mode=N.CLASSIC)
    assert all(line.mode == N.CLASSIC and line.night == night for line in script)


@pytest.mark.parametrize("seed", range(60))
def test_classic_extended_script_follows_the_table(seed: int) -> None:
    rng = random.Random(seed)
    pool = [r for r in X.FIRST_WAVE if r not in ("wolf", "villager", "brother")]
    deck = ["wolf", "wolf", "villager"] + rng.sample(pool, rng.randint(0, len(pool)))
    if rng.random() < 0.5:
        deck += ["brother"] * 3
    for night in (1, 2, 3):
        steps = _shape(N.classic_script("extended", deck, night))
        assert steps == _expected_classic(X.NIGHT_STEPS, X.HOLDER, X.FIRST_NIGHT_ONLY, set(deck), night)
        later = N.classic_steps("extended", deck, night, first_night_steps_later=True)
        assert later == N.classic_steps("extended", deck, 1)


def test_classic_extended_by_hand() -> None:
    """Checked by hand against CLASSIC.md §11.5."""
    deck = ["wolf", "wolf", "seer", "witch", "cupid", "thief", "little_girl", "fox", "brother", "brother", "brother",
            "villager", "villager", "villager"]
    assert N.classic_steps("extended", deck, 1) == ("thief", "cupid", "lovers", "brothers", "wolves", "little_girl",
                                                    "seer", "fox", "witch")
    assert N.classic_steps("extended", deck, 2) == ("lovers", "wolves", "little_girl", "seer", "fox", "witch")
    plain = ["wolf", "wolf", "seer", "bodyguard", "villager", "villager", "villager", "villager"]
    assert N.classic_steps("extended", plain, 1) == ("wolves", "seer", "bodyguard")


def test_every_step_is_every_table_entry() -> None:
    assert set(N.every_step(N.ONE_NIGHT)) == catalog.STEP_IDS
    assert set(N.every_step(N.CLASSIC)) == set(C.NIGHT_STEPS) | set(X.NIGHT_STEPS) | set(W.NIGHT_ORDER) | {"drunk"}


WAVE2 = ["wolf", "wolf_seer", "big_bad_wolf", "demon_wolf", "moon_maiden", "actor", "aura_seer", "raven", "old_hag",
         "mad_doctor", "apothecary", "ghost", "pied_piper", "vampire", "drunk", "wolf_cub", "seer"]


@pytest.mark.parametrize("night", [1, 2, 3, 4])
def test_a_second_wave_night_is_called_in_the_engine_order(night: int) -> None:
    steps = N.classic_steps("extended", WAVE2, night)
    assert _shape(N.classic_script("extended", WAVE2, night)) == list(steps)
    # the drunk's card at nightfall of N3, then wave2.NIGHT_ORDER itself
    assert (steps[0] == "drunk") == (night == 3)
    body = [s for s in steps if s != "drunk"]
    assert body == [s for s in W.NIGHT_ORDER if s in body]
    # every night step of the deck's cards, first-night-only ones on N1 only, the rest every night
    # (even-night steps, the second bite and the ghost's too: the calls never depend on the deaths)
    assert {"wolves", "second_bite", "demon_wolf", "big_bad_wolf", "wolf_seer", "vampire", "vampires", "pied_piper",
            "charmed", "seer", "aura_seer", "raven", "old_hag", "mad_doctor", "moon_maiden", "actor", "apothecary",
            "ghost"} <= set(body)
    assert not {"thief", "cupid", "white_wolf", "assassin", "judge", "traitor", "fox"} & set(body)
    assert not set(body) & set(W.FIRST_NIGHT_ONLY)


def test_a_first_wave_deck_keeps_its_table() -> None:
    plain = ["wolf", "wolf", "cupid", "seer", "witch", "villager", "villager", "villager"]
    assert N.classic_steps("extended", plain, 1) == ("cupid", "lovers", "wolves", "seer", "witch")


def test_new_moon_calls_the_gypsy_and_the_crier_last() -> None:
    """New Moon (§11.31.5-6): the gypsy's call and, with a captain, the crier's, after every step of
    §11.20; a first-wave deck with New Moon is called by the second wave's table too (its night is)."""
    from app.core.classic import table_mode as T
    from app.core.classic.mode import CLASSIC

    deck = ["wolf", "wolf", "seer", "witch", "gypsy", "villager", "villager", "villager"]
    g = CLASSIC.new_game(list("ABCDEFGH"), deck, 3, preset="extended", options={"new_moon": True, "captain": True})
    assert g.w2 and T.calls(g)[-2:] == ("gypsy", "town_crier")
    assert T.calls(g) == tuple(s for s in W.NIGHT_ORDER if s in T.calls(g))
    plain = [c if c != "gypsy" else "villager" for c in deck]
    g = CLASSIC.new_game(list("ABCDEFGH"), plain, 3, preset="extended", options={"new_moon": True})
    assert g.w2 and "town_crier" not in T.calls(g) and "gypsy" not in T.calls(g)
    assert T.calls(g) == N.classic_steps("extended", plain, 1, wave2=True)
