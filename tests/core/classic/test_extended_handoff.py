"""The extended preset on one laptop (CLASSIC.md §11.5.1): laps, held choices, the thief's
visit, delayed results, saved nights, last turns; and the simulator's extended games."""
from __future__ import annotations

import json
import random

import pytest

from app.core.classic import extended as X
from app.core.classic import handoff as H
from app.core.classic import simulate as S
from app.core.classic.mode import CLASSIC

S8 = [f"P{i}" for i in range(8)]


def _game(roles, spare=(), **options):
    return CLASSIC.new_game(S8, roles=tuple(roles), spare=tuple(spare), preset="extended", options=options)


def test_laps_depend_on_the_deck_list_only():
    base = ["wolf", "wolf", "seer", "witch", "villager", "villager", "villager", "villager"]
    assert H.laps(_game(base)) == 2
    with_cupid = base[:4] + ["cupid"] + base[5:]
    assert H.laps(_game(with_cupid)) == 3 and len(H.night_visits(_game(with_cupid))) == 24
    spare_cupid = _game(["thief"] + base[1:], spare=("cupid", "villager"))
    assert H.laps(spare_cupid) == 3  # the spare cards are on the public deck list
    g = CLASSIC.new_game(S8, seed=1)
    assert H.laps(g) == 2 and len(H.night_visits(g)) == 16


def _to_visit(state, night, seat):
    while (v := H.current(state, night)) is not None and not (v.seat == seat and v.kind == "act"):
        night = H.finish_visit(state, night)
    return night


def test_the_thief_takes_a_card_and_acts_with_it_on_the_same_visit():
    g = _game(["thief", "wolf", "witch", "villager", "villager", "villager", "villager", "villager"],
              spare=("seer", "villager"))
    night = H.begin(g)
    v = H.current(g, night)
    assert (v.seat, v.step) == (0, "thief")
    assert H.visit_view(g, night).spare == ("seer", "villager")
    night, shown = H.choose(g, night, {"take": 0})
    assert shown == ("role", "seer")
    v = H.current(g, night)
    assert (v.seat, v.step) == (0, "seer")
    night, shown = H.choose(g, night, {"player": 1})
    assert shown is None  # Night 1 with a thief in the deck: the result waits for the next visit
    night = H.finish_visit(g, night)
    while H.current(g, night).lap == 1:
        night = H.finish_visit(g, night)
    view = H.visit_view(g, night)
    assert view.visit.seat == 0 and ("team", (1, "wolves")) in view.results
    while not H.over(g, night):
        night = H.finish_visit(g, night)
    st, _ = H.commit(g, night)
    assert st.roles[0] == "seer" and st.spare == ("thief", "villager")


def test_a_forced_take_makes_the_thief_a_wolf_and_voids_a_pick_of_him():
    g = _game(["wolf", "thief", "witch", "villager", "villager", "villager", "villager", "villager"],
              spare=("villager", "wolf"))
    night = H.begin(g)
    v = H.current(g, night)
    assert (v.seat, v.step) == (0, "wolves")  # no cupid: the wolves pick on lap 1
    night, _ = H.choose(g, night, {"player": 1})  # the thief's seat, not a wolf yet
    night = H.finish_visit(g, night)
    night = H.finish_visit(g, night)  # the thief keeps his card: a wolf is spare, he takes it
    assert H.visit_view(g, night).visit.seat == 2
    while not H.over(g, night):
        night = H.finish_visit(g, night)
    st, _ = H.commit(g, night)
    assert st.roles[1] == "wolf"
    assert any(e.kind == "skip" and e.seat == 0 and e.value == "wolves" for e in st.log)


def play_planned(seed: int):
    rng = random.Random(seed)
    n = rng.choice(list(X.PLAYERS))
    deck = S.random_deck(rng, n)
    g = CLASSIC.new_game([f"P{i}" for i in range(n)], deck, seed, preset="extended",
                         options=S.random_options(rng))
    policy = S.Policy(rng)
    nights = 0
    while g.phase != "end":
        assert g.round < 60
        if g.phase == "night":
            night = H.begin(g)
            count = 0
            while (v := H.current(g, night)) is not None:
                count += 1
                if v.kind == "act":
                    H.visit_view(g, night)
                    opts = H.options(g, night)
                    if opts:
                        night, _ = H.choose(g, night, policy.act(g, night, v, opts))
                if v.note and rng.random() < 0.2:
                    night = H.write_note(g, night, "n")
                if rng.random() < 0.05:
                    saved = CLASSIC.dumps(g, night)
                    g2, night2, _ = CLASSIC.loads_with_extra(saved)
                    assert g2 == g and night2 == night
                night = H.finish_visit(g, night)
            assert count == H.laps(g) * n
            g, _ = H.commit(g, night)
            nights += 1
        elif g.phase in ("dawn", "dusk"):
            g = S.play_last_turns(g, policy)
        else:
            g = S.play_vote(g, policy)
    return g, nights


@pytest.mark.parametrize("seed", range(40))
def test_random_games_through_the_planner_end(seed: int):
    g, nights = play_planned(seed)
    assert g.result in X.RESULTS and nights >= 1
    assert CLASSIC.loads(CLASSIC.dumps(g)) == g


def test_last_turns_for_the_scapegoat_and_the_successor():
    from app.core.classic.state import Choice
    g = CLASSIC.new_game(S8, roles=("wolf", "wolf", "scapegoat", "seer", "villager", "villager", "villager",
                                    "villager"), preset="extended", options={"captain": True})
    for w in (0, 1):
        g = CLASSIC.apply(g, Choice("wolves", w, {"player": 7}))[0]
    g = CLASSIC.apply(g, Choice("seer", 3, {}))[0]
    g = CLASSIC.apply(g, Choice(H.last_turn(g).step or "last_turn", 7, None))[0] if H.last_turn(g) else g
    g = CLASSIC.begin_vote(g)[0]
    assert g.step == "election"
    for s in g.alive:
        g = CLASSIC.apply(g, Choice("election", s, {"player": 2}))[0]
    assert g.captain == 2 and g.step == "vote"
    g = CLASSIC.apply(g, Choice("vote", 0, {"player": 4}))[0]
    g = CLASSIC.apply(g, Choice("vote", 1, {"player": 5}))[0]
    for s in (2, 3, 4, 5, 6):
        g = CLASSIC.apply(g, Choice("vote", s, {}))[0]
    assert g.step == "tiebreak"
    g = CLASSIC.apply(g, Choice("tiebreak", 2, {}))[0]
    v = H.last_turn(g)  # the scapegoat died by the tie: his generic last turn first
    assert v is not None and v.seat == 2 and v.kind == "decoy"
    g, _ = H.take_last_turn(g, None)
    v = H.last_turn(g)
    assert v.step == "scapegoat" and v.kind == "act"
    g, _ = H.take_last_turn(g, {"player": 4})
    v = H.last_turn(g)
    assert v.step == "successor"
    g, _ = H.take_last_turn(g, {"player": 3})
    assert g.captain == 3 and g.trial_next == (2, 4) and g.phase == "night"


def test_the_simulator_runs_extended_games(capsys):
    assert S.main(["--preset", "extended", "--players", "12", "--games", "20", "--seed", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 20 and sum(out["results"].values()) == 20 and set(out["laps"]) <= {2, 3}
    assert S.main(["--preset", "extended", "--players", "9", "--games", "5", "--seed", "2",
                   "--deck", "wolf,wolf,seer,witch,cupid,villager,villager,villager,villager",
                   "--options", "vote_rule=trial,captain=true"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["options"] == {"vote_rule": "trial", "captain": True}
    with pytest.raises(SystemExit):
        S.main(["--preset", "extended", "--players", "9", "--deck", "wolf,wolf,wolf,wolf,wolf"])
    with pytest.raises(SystemExit):
        S.main(["--preset", "extended", "--players", "9", "--options", "mayor=true"])
