"""A classic lap's visit script covers every visit of every deal (app/core/classic/shape.py,
DESIGN.md §Hand-off 8): over random games of every kind (the standard preset, the first wave, the
second wave, both, New Moon), no visit carries more steps than its lap's `rounds`, and no choice
of any step needs more touches of a kind than the lap's script asks of every visit."""
from __future__ import annotations

import random

import pytest

from app.core.classic import engine as G
from app.core.classic import handoff as H
from app.core.classic import shape as S
from app.core.classic.simulate import Policy, play_last_turns, play_vote, random_deck, random_options, with_gypsy

KINDS = {"standard": None, "first wave": ("first",), "second wave": ("second",), "both waves": ("first", "second"),
         "new moon": ("first", "second")}


def _games(kind: str, games: int, seed: int):
    rng = random.Random(f"lap-script:{kind}:{seed}")
    for _ in range(games):
        n = rng.choice([8, 9] if KINDS[kind] is None else [8, 9, 10, 12, 14, 16])
        seats = [f"P{i}" for i in range(n)]
        if KINDS[kind] is None:
            yield G.new_game(seats, None, rng.randrange(1 << 30)), rng
            continue
        deck = random_deck(rng, n, KINDS[kind])
        nm = kind == "new moon"
        if nm:
            deck = with_gypsy(rng, deck)
        yield G.new_game(seats, deck, rng.randrange(1 << 30), preset="extended",
                         options=random_options(rng, nm)), rng


def _fits(t: S.Touches, script: S.Script) -> bool:
    return t.tiles <= script.tiles and t.buttons <= script.buttons and t.cards <= script.cards


@pytest.mark.parametrize("kind", list(KINDS))
def test_every_visit_fits_its_laps_script(kind: str) -> None:
    misfits: list[str] = []
    visits = 0
    for state, rng in _games(kind, 40, 1):
        policy = Policy(rng)
        for _ in range(6):
            if state.phase != "night":
                break
            night = H.begin(state)
            scripts = {lap: S.script(state, lap) for lap in range(1, H.laps(state) + 1)}
            while (v := H.current(state, night)) is not None:
                visits += 1
                taken = 0
                while (now := H.current(state, night)) is not None and now.index == v.index and now.kind == "act" \
                        and now.step and (opts := H.options(state, night)):
                    sc = scripts[v.lap]
                    for o in opts:
                        if not _fits(S.choice_touches(now.step, o), sc):
                            misfits.append(f"night {state.round} lap {v.lap} {now.step} {o}: {sc}")
                    if not _fits(S.touches(now.step), sc):
                        misfits.append(f"night {state.round} lap {v.lap} {now.step} is not in {sc}")
                    night, _ = H.choose(state, night, policy.act(state, night, now, opts))
                    taken += 1
                    if taken > scripts[v.lap].rounds:
                        misfits.append(f"night {state.round} lap {v.lap}: seat {v.seat} ({state.roles[v.seat]}) "
                                       f"takes {taken} steps, the script {scripts[v.lap].rounds}")
                        break
                night = H.finish_visit(state, night)
            state, _ = H.commit(state, night)
            state = play_last_turns(state, policy)
            if state.phase in ("day", "vote"):
                state = play_vote(state, policy)
                state = play_last_turns(state, policy)
    assert visits > 1000
    assert not misfits, misfits[:10]


def test_every_choice_is_made_with_its_steps_touches() -> None:
    assert S.choice_touches("cupid", {"players": [1, 2]}) == S.Touches(tiles=2)
    assert S.choice_touches("witch", {"save": True}) == S.Touches(buttons=1)
    assert S.choice_touches("witch", {"poison": 3}) == S.Touches(tiles=1, buttons=1)
    assert S.choice_touches("apothecary", {"stupor": 3}) == S.Touches(tiles=1, buttons=1)
    assert S.choice_touches("thief", {"take": 0}) == S.Touches(cards=1)
    assert S.choice_touches("actor", {"draw": True}) == S.Touches()
    assert S.choice_touches("seer", {}) == S.Touches()


def test_the_script_reads_only_public_facts() -> None:
    """Two deals of the same deck list, the same night and options: the same script on every lap."""
    deck = ["wolf", "wolf_seer", "demon_wolf", "actor", "mad_doctor", "apothecary", "witch", "thief", "seer",
            "villager", "villager", "villager", "villager", "villager"]
    a = G.new_game([f"P{i}" for i in range(12)], deck, 1, preset="extended")
    b = G.new_game([f"P{i}" for i in range(12)], deck, 2, preset="extended")
    assert a.roles != b.roles
    assert [S.script(a, lap) for lap in (1, 2, 3)] == [S.script(b, lap) for lap in (1, 2, 3)]
