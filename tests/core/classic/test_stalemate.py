"""A game nobody can die in any more ends with `draw` (engine.stalemate, read as E125's lone
survivor): with the trial rule a lone stone wolf, who may not kill (E90), outlasts a village that
cannot put him on trial, since an exposed idiot has no ballot but counts among the living (E35)
and lives through every hanging (E16). Before this the game ran on for ever (the simulator's
`--preset extended --players 12 --games 2000 --seed 1` stopped at its game 787)."""
from __future__ import annotations

from typing import Any

from app.core.classic import engine as G
from app.core.classic import save as SV
from app.core.classic import scenario as SC

SEATS = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
V = "villager"


def play(roles: list[str], days: list[dict], trials: dict | None, expect: dict, **options: Any) -> SC.Scenario:
    data = {"mode": "classic", "name": "t", "preset": "extended", "options": {"captain": False, **options},
            "seats": SEATS, "deal": {"seats": dict(zip(SEATS, roles))}, "nights": [{} for _ in days],
            "days": days, "expect": expect}
    if trials:
        data["trials"] = trials
    sc = SC.parse(data)
    problems = SC.compare(sc.expect, SC.run_scenario(sc))
    assert not problems, problems
    return sc


# Day 1 hangs the idiot (he lives, exposed), days 2-5 a villager each: Ann the stone wolf, Bob the
# exposed idiot, Gus and Hal are left. L = 4: Ann's count is at most 2 (Gus, Hal) and 2*2 > 4 fails.
STONE = ["stone_wolf", "idiot", V, V, V, V, V, V]
DAYS = [{s: "Bob" for s in SEATS if s != "Bob"} | {"Bob": "Ann"},
        {s: "Cat" for s in ("Ann", "Dan", "Eve", "Fay", "Gus", "Hal")},
        {s: "Dan" for s in ("Ann", "Eve", "Fay", "Gus", "Hal")},
        {s: "Eve" for s in ("Ann", "Fay", "Gus", "Hal")},
        {s: "Fay" for s in ("Ann", "Gus", "Hal")}]
KILL = {f"D{k + 1}": {s: "kill" for s, t in day.items() if s != t} for k, day in enumerate(DAYS)}
KILL["D1"].pop("Bob")


def test_lone_stone_wolf_the_village_cannot_put_on_trial_is_a_draw() -> None:
    sc = play(STONE, DAYS, KILL,
              {"winner": "draw", "end": "D5", "winners": [], "dead": ["Cat", "Dan", "Eve", "Fay"],
               "deaths": {"D1": [], "D2": ["Cat"], "D3": ["Dan"], "D4": ["Eve"], "D5": ["Fay"]},
               "revealed": {"Bob": "idiot"}}, vote_rule="trial")
    st, rejected, _ = SC._Play(sc).run()
    assert rejected is None and G.stalemate(st) and G.winners(st) == ()
    assert SV.loads(SV.dumps(st)) == st  # the save replays its choices to the same draw


def test_one_more_player_and_the_game_goes_on() -> None:
    """At D4's dusk five are alive: three ballots on a villager make 2*3 > 5, so it is not stuck."""
    play(STONE, DAYS[:4], {k: KILL[k] for k in ("D1", "D2", "D3", "D4")},
         {"winner": None, "end": None, "dead": ["Cat", "Dan", "Eve"]}, vote_rule="trial")


def test_plurality_hangs_the_stone_wolf() -> None:
    """The same table under `plurality`: one ballot hangs, so Gus and Hal hang Ann the next day."""
    days = DAYS + [{"Gus": "Ann", "Hal": "Ann", "Ann": "Gus"}]
    play(STONE, days, None, {"winner": "village", "end": "D6", "dead": ["Ann", "Cat", "Dan", "Eve", "Fay"]},
         vote_rule="plurality")


def test_an_idiot_not_yet_hanged_has_a_ballot_and_the_game_goes_on() -> None:
    """Four alive, nobody exposed: three ballots on a villager make 2*3 > 4."""
    hanged = ("Cat", "Dan", "Eve", "Fay")
    days = [{s: t for s in SEATS if s != t and s not in hanged[:k]} for k, t in enumerate(hanged)]
    trials = {f"D{k + 1}": {s: "kill" for s in day} for k, day in enumerate(days)}
    play(STONE, days, trials, {"winner": None, "end": None, "dead": list(hanged)}, vote_rule="trial")


def test_a_second_wolf_alive_is_no_stalemate() -> None:
    st = G.new_game(SEATS, roles=("stone_wolf", "wolf", "idiot", V, V, V, V, V), preset="extended",
                    options={"vote_rule": "trial", "captain": False})
    assert not G.stalemate(st)
