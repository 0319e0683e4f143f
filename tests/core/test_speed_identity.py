"""Same-seed identity: speed work must leave every figure, outcome, log and visit unchanged.

For a fixed set of seeds and decks (6 to 10 players, several boxes, with and without early
decisions) this records, with the rules as they stand:

* the simulator's JSON figures that do not depend on time (`python -m app.core.simulate`);
* every game of a seeded run through the planner's public functions: the visit sequence
  (holder, every ask with its flags, the random choice taken, the number of legal options
  and a digest of them), the event log as text, the outcome, and the final plan's save text;
* the night's shape (`handoff.night_shape`: L, the laps each simulated night needed, the
  table of real visits) for each deck.

The golden files in `tests/core/golden_speed/` were written before any speed work; the test
replays and compares. A deliberate rules change regenerates them with
`python -m tests.core.test_speed_identity --update` (read the diff first).
"""
from __future__ import annotations

import contextlib
import hashlib
import io
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from app.core.onenight import engine as G
from app.core.onenight import handoff as P
from app.core.onenight import save as S
from app.core.onenight import simulate as SIM
from app.core.onenight.victory import outcome

HERE = Path(__file__).parent / "golden_speed"

EIGHT = "copycat,vampire,the_master,the_count,renfield,diseased,cupid,instigator,priest,assassin,marksman"
MIX10 = ("doppelganger,sentinel,alpha_wolf,werewolf,curator,witch,the_count,vampire,seer,robber,cupid,"
         "hunter,tanner,mystic_wolf")
WEREWOLF7 = "doppelganger,werewolf,werewolf,minion,mason,mason,seer,robber,troublemaker,drunk"
DAYBREAK6 = ("sentinel,alpha_wolf,werewolf,mystic_wolf,dream_wolf,apprentice_seer,paranormal_investigator,"
             "witch,village_idiot,revealer")
BONUS9 = ("doppelganger,werewolf,aura_seer,thing,squire,beholder,apprentice_tanner,tanner,seer,robber,"
          "troublemaker,insomniac")

# name -> (players, deck or None for the simulator's Vampire deck, early decisions, games, seed)
CASES: dict[str, tuple[int, str | None, bool, int, int]] = {
    "vampire_6": (6, None, True, 150, 1),
    "mix_10": (10, MIX10, True, 100, 1),
    "vampire_8_no_early": (8, EIGHT, False, 80, 2),
    "werewolf_7": (7, WEREWOLF7, True, 100, 3),
    "daybreak_6": (6, DAYBREAK6, True, 100, 4),
    "bonus_9": (9, BONUS9, True, 80, 5),
    "filled_5": (5, "vampire,seer,robber", True, 100, 6),  # the rest filled at random each game
}
DETAILED = 3  # games per case whose log is kept as full text (the rest as digests)
OPTIONS = 25  # games per case whose asks also record their legal options


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def _figures(players: int, deck: str | None, early: bool, games: int, seed: int) -> dict[str, Any]:
    argv = ["--players", str(players), "--games", str(games), "--seed", str(seed)]
    if deck:
        argv += ["--deck", deck]
    if not early:
        argv.append("--no-early")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert SIM.main(argv) == 0
    doc = json.loads(out.getvalue())
    del doc["seconds"], doc["games_per_second"]
    return doc


def _event_text(ev: Any) -> str:
    return repr((ev.step, ev.actor, ev.action, ev.args, ev.detail, ev.seen, ev.facts))


def _game(seats: list[str], deck: list[str], seed: int, rng: random.Random, early: bool,
          with_options: bool) -> dict[str, Any]:
    """One game through the planner's public functions, as the simulator plays it."""
    plan = P.start(G.new_game(seats, deck, seed), early=early)
    n = len(seats)
    visits: list[Any] = []
    while not P.night_over(plan):
        assert plan.visits <= 50 * n
        holder = plan.holder
        plan = P.deliver(P.open_visit(plan))
        asks: list[Any] = []
        while (ask := P.next_ask(plan)) is not None:
            if ask.early and not early:
                break
            row: list[Any] = [ask.step, ask.seat, ask.early, ask.mandatory, list(ask.team)]
            if with_options:
                opts = P.options(plan, ask)
                row += [len(opts), _digest(json.dumps(opts, sort_keys=True))]
            args = SIM.random_args(rng, plan, ask)
            row.append(args)
            plan = P.decide(plan, ask, args)
            row.append(len(P.pending_news(plan)))
            plan = P.deliver(plan)
            asks.append(row)
        visits.append([holder, asks])
        plan = P.close_visit(plan)
    g = G.cast_votes(G.begin_vote(plan.game), SIM.random_votes(rng, n))
    oc = outcome(g)
    log = [_event_text(ev) for ev in g.log]
    return {
        "deck": ",".join(deck),
        "seed": seed,
        "laps": plan.laps,
        "visits": plan.visits,
        "visit_digest": _digest(json.dumps(visits)),
        "log_digest": _digest("\n".join(log)),
        "save_digest": _digest(S.dumps(plan)),
        "outcome": repr(oc),
        "_visits": visits,
        "_log": log,
    }


def _games(players: int, deck: str | None, early: bool, games: int, seed: int) -> list[dict[str, Any]]:
    """The simulator's games (same decks and seeds as `simulate.main`), recorded."""
    base = (deck or SIM.VAMPIRE_DECKS[players]).split(",")
    seats = [f"P{i + 1}" for i in range(players)]
    rng = random.Random(seed)
    fill = G.validate_deck(players, base) is not None
    out = []
    for i in range(games):
        d = base
        if fill:
            extra = [r for r in SIM.random_deck(rng, players) if r not in base]
            d = base + extra[: players + 3 - len(base)]
            if G.validate_deck(players, d):
                d = SIM.random_deck(rng, players)
        rec = _game(seats, d, rng.randrange(1 << 30), rng, early, i < OPTIONS)
        if i >= DETAILED:
            del rec["_visits"], rec["_log"]
        out.append(rec)
    return out


def _shapes(players: int, deck: str | None, early: bool) -> dict[str, Any]:
    base = (deck or SIM.VAMPIRE_DECKS[players]).split(",")
    if G.validate_deck(players, base) is not None:
        return {}
    shape = P.night_shape(base, players, early)
    return {"laps": shape.laps, "scripts": [[list(r) for r in script.rounds] for script in shape.scripts]}


def record(name: str) -> dict[str, Any]:
    players, deck, early, games, seed = CASES[name]
    return {
        "case": [players, deck, early, games, seed],
        "figures": _figures(players, deck, early, games, seed),
        "shape": _shapes(players, deck, early),
        "games": _games(players, deck, early, games, seed),
    }


@pytest.mark.parametrize("name", sorted(CASES))
def test_same_seed_identity(name: str) -> None:
    want = json.loads((HERE / f"{name}.json").read_text(encoding="utf-8"))
    got = json.loads(json.dumps(record(name)))
    assert got["case"] == want["case"]
    assert got["figures"] == want["figures"]
    assert got["shape"] == want["shape"]
    assert len(got["games"]) == len(want["games"])
    for i, (g, w) in enumerate(zip(got["games"], want["games"])):
        assert g == w, f"{name}: game {i} differs"


def _play_fast(seats: list[str], deck: list[str], seed: int, rng: random.Random, early: bool, thaw: bool
               ) -> dict[str, Any]:
    """One game as the simulator plays it in place (`handoff.Night`), from a new working table
    or (`thaw`) from the public plan through `simulate.play_night`."""
    n = len(seats)
    if thaw:
        plan = SIM.play_night(P.start(G.new_game(seats, deck, seed), early=early), rng, early=early)
    else:
        night = P.Night.start(G.new_work(seats, deck, seed), early=early)
        night.play(rng, early=early)
        plan = night.plan()
    g = G.cast_votes(G.begin_vote(plan.game), SIM.random_votes(rng, n))
    return {"laps": plan.laps, "visits": plan.visits, "log": [_event_text(ev) for ev in g.log],
            "save": S.dumps(plan), "outcome": repr(outcome(g)), "rng": rng.random()}


@pytest.mark.parametrize("name", sorted(CASES))
def test_in_place_night_plays_as_the_public_functions(name: str) -> None:
    """The simulator's in-place night (no frozen state per step, its own draws trusted) gives
    every game exactly as the public planner functions do: log, save, outcome, random numbers."""
    players, deck, early, games, seed = CASES[name]
    base = (deck or SIM.VAMPIRE_DECKS[players]).split(",")
    seats = [f"P{i + 1}" for i in range(players)]
    pick = random.Random(f"pick:{name}")
    for i in range(12):
        d = base if G.validate_deck(players, base) is None else SIM.random_deck(pick, players)
        game_seed = pick.randrange(1 << 30)
        rng_seed = pick.randrange(1 << 30)
        rng = random.Random(rng_seed)
        rec = _game(seats, d, game_seed, rng, early, False)
        want = {"laps": rec["laps"], "visits": rec["visits"], "log": rec["_log"], "save": None,
                "outcome": rec["outcome"], "rng": rng.random()}
        for thaw in (False, True):
            got = _play_fast(seats, d, game_seed, random.Random(rng_seed), early, thaw)
            assert _digest(got.pop("save")) == rec["save_digest"], f"{name}: game {i} save differs"
            want["save"] = None
            got["save"] = None
            assert got == want, f"{name}: game {i} differs (thaw={thaw})"


def test_acts_at_is_membership_of_actors_at() -> None:
    """`engine.acts_at` (the early walk's question) answers as `seat in actors_at` does, at
    every visit of random nights of every case's deck."""
    checked = 0
    for name, (players, deck, early, _games, _seed) in sorted(CASES.items()):
        base = (deck or SIM.VAMPIRE_DECKS[players]).split(",")
        seats = [f"P{i + 1}" for i in range(players)]
        rng = random.Random(f"acts:{name}")
        for _ in range(6):
            d = base if G.validate_deck(players, base) is None else SIM.random_deck(rng, players)
            night = P.Night.start(G.new_work(seats, d, rng.randrange(1 << 30)), laps=1)
            while not (night.visits and night.visits % players == 0 and night.complete()):
                assert night.visits < 50 * players
                g = night.w
                for k in range(len(g.order)):
                    for seat in range(players):
                        assert G.acts_at(g, k, seat) == (seat in G.actors_at(g, k)), (name, k, seat)  # type: ignore[arg-type]
                        checked += 1
                ask = night.next_ask()
                if ask is None:
                    night.visits += 1
                    night.holder = (night.holder + 1) % players
                    night.deliver()
                    continue
                night.decide(ask, night.draw(ask, rng))
                night.deliver()
    assert checked > 1000


def main(argv: list[str]) -> int:
    if "--update" not in argv:
        print("usage: python -m tests.core.test_speed_identity --update", file=sys.stderr)
        return 2
    HERE.mkdir(exist_ok=True)
    for name in sorted(CASES):
        (HERE / f"{name}.json").write_text(json.dumps(record(name), ensure_ascii=False, indent=1) + "\n",
                                           encoding="utf-8")
        print("wrote", name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
