"""Random legal classic games played through the pass-and-play planner, exactly as the app plays them:
`python -m app.core.simulate --mode classic --players 8|9 --games N --seed S`.

Every night: `handoff.begin`, then every visit `current`; on an act visit a random legal option
of `handoff.options` (a skip one time in five), a random note on lap 2 now and then,
`finish_visit`, and `commit` after the last one. Last turns at dawn and dusk go through
`last_turn` / `take_last_turn` (the hunter shoots a random legal target or skips). Each day:
`begin_vote`, then one ballot per living voter in seat order, random legal or abstaining.

Prints one JSON object: games, seed, players, seconds, games_per_second, visits_mean (visits
per game), rounds_mean, rounds_p95, rounds_max, nights_mean, visits_per_night_mean,
visits_per_night_values (the distinct night lengths seen: always [2 * players]), laps (2),
wins (the share of games each result took: village, wolves, draw) and results (their counts).
"""
from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import engine as G
from . import extended as X
from . import kinds as K
from . import newmoon as NM
from . import wave2 as W
from . import handoff as H
from ..common.watch import Sample
from .catalog import RESULTS, SEAT_COUNTS
from .state import Choice, GameState

MAX_ROUNDS = 60  # a random game that runs longer is a bug, not bad luck
# The extended preset's random games run longer (an elder's spare life, a bodyguard and a witch
# among 18 seats, trials that spare): 2000 games of 12 seats (seed 1) peak at 86 rounds.
MAX_ROUNDS_EXTENDED = 150
SKIP_SHARE = 0.2  # an act visit skips this often (besides the skip among the options)
NOTE_SHARE = 0.3  # a lap-2 visit writes a note this often
ABSTAIN_SHARE = 0.15  # a ballot abstains this often
BANDWAGON = 0.5  # on a second-wave day, a ballot follows the first accusation this often
PACK_FOLLOWS = 0.75  # on a second-wave night, a wolf takes the pack's first pick this often

# observe(kind, state, night, info): kind is "visit" (before a visit's action), "commit" (info:
# the state before and the events), "last_turn" (before the choice), "day" (before the vote
# begins) or "ballot" (before it).
Observer = Callable[[str, GameState, "H.Night | None", dict[str, Any]], None]


class Policy:
    """The random choices of a simulated table; subclass to fix a different one."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, state: GameState, night: H.Night, visit: H.Visit, options: list[dict[str, Any]]) -> dict[str, Any]:
        if not options or self.rng.random() < SKIP_SHARE:
            return {}
        return self.rng.choice(options)

    def note(self, state: GameState, night: H.Night, visit: H.Visit) -> str | None:
        if self.rng.random() < NOTE_SHARE:
            return f"note {self.rng.randrange(1000)}"
        return None

    def shot(self, state: GameState, options: list[dict[str, Any]]) -> dict[str, Any]:
        if not options or self.rng.random() < SKIP_SHARE:
            return {}
        return self.rng.choice(options)

    def ballot(self, state: GameState, seat: int, options: list[dict[str, Any]]) -> dict[str, Any]:
        if not options or self.rng.random() < ABSTAIN_SHARE:
            return {}
        return self.rng.choice(options)


@dataclass
class Played:
    """One simulated game: its end state and what the table went through."""

    state: GameState
    nights: int = 0
    visits: int = 0
    night_lengths: list[int] = field(default_factory=list)


def play_night(state: GameState, policy: Policy, observe: Observer | None = None,
               night: H.Night | None = None) -> tuple[GameState, int]:
    """The night from `night` (or its beginning) to the commit: (the state after, visits shown)."""
    night = H.begin(state) if night is None else night
    shown = 0
    while (v := H.current(state, night)) is not None:
        if observe:
            observe("visit", state, night, {"visit": v})
        shown += 1
        if v.kind == "act":
            opts = H.options(state, night)
            if opts:
                night, _ = H.choose(state, night, policy.act(state, night, v, opts))
        if v.note:
            text = policy.note(state, night, v)
            if text is not None:
                night = H.write_note(state, night, text)
        night = H.finish_visit(state, night)
    before = state
    state, events = H.commit(state, night)
    if observe:
        observe("commit", state, night, {"before": before, "events": events})
    return state, shown


def play_night_in_parallel(state: GameState, policy: Policy, phones: frozenset[int] | set[int],
                           rng: random.Random, night: H.Night | None = None,
                           observe: Observer | None = None) -> GameState:
    """`play_night` with the phone seats' visits of each lap taken beside the laptop's (LAN.md): the
    laptop goes round the other seats in the lap's order while every phone seat's visit is open at
    once, and the steps of all of them (a choice, a note, the end of the visit) come in a random
    interleaving. Returns the state after the commit."""
    night = H.begin(state) if night is None else night
    n = state.n
    while not H.over(state, night):
        left = H.lap_left(state, night)
        agents = [[s for s in left if s not in phones]] + [[s] for s in left if s in phones]
        queues = [[(seat, op) for seat in seats for op in ("act", "note", "finish")] for seats in agents]
        queues = [q for q in queues if q]
        while queues:
            q = rng.choice(queues)
            seat, op = q.pop(0)
            if not q:
                queues.remove(q)
            j = H.visit_index(state, night, seat)
            seen = H.at(state, night, seat)
            assert j is not None and seen is not None, (seat, night)
            v = H.current(state, seen)
            if op == "act" and v.kind == "act":
                opts = H.options(state, seen)
                if opts:
                    seen, _ = H.choose(state, seen, policy.act(state, seen, v, opts))
            elif op == "note" and v.note:
                text = policy.note(state, seen, v)
                if text is not None:
                    seen = H.write_note(state, seen, text)
            elif op == "finish":
                seen = H.finish_visit(state, seen)
            night = H.back(night, seen, j)
            if observe:
                observe("parallel", state, night, {"seat": seat, "op": op})
        assert night.index % n == 0 and not night.ahead
    state, _ = H.commit(state, night)
    return state


def play_last_turns(state: GameState, policy: Policy, observe: Observer | None = None) -> GameState:
    """Every last turn of this dawn or dusk, in seat order (the hunter's a random shot or a skip)."""
    while (v := H.last_turn(state)) is not None:
        if observe:
            observe("last_turn", state, None, {"visit": v})
        args = policy.shot(state, G.options(state, v.seat)) if v.kind == "act" else None
        state, _ = H.take_last_turn(state, args)
    return state


def play_vote(state: GameState, policy: Policy, observe: Observer | None = None) -> GameState:
    """From the day (or a vote under way) to the tally: every ballot in seat order."""
    if state.phase == "day":
        if observe:
            observe("day", state, None, {})
        state, _ = G.begin_vote(state)
    while state.phase == "vote":
        seat = state.pending[0]
        if observe:
            observe("ballot", state, None, {"seat": seat})
        step = state.step or "vote"  # extended: election, vote, tiebreak or trial (§11.9)
        opts = G.options(state, seat)
        args = policy.ballot(state, seat, opts)
        if state.w2 and step in ("vote", "second_vote"):  # a second-wave table follows the first accusation
            first = next(({"player": t} for _, t in state.ballots if t is not None), None)
            if first is not None and first in opts and policy.rng.random() < BANDWAGON:
                args = first
        state, _ = G.apply(state, Choice(step, seat, args))
    return state


def play_night_direct(state: GameState, policy: Policy) -> GameState:
    """A second-wave night straight through the engine, step by step, each pending seat a
    random legal option (the pass-and-play planner covers the first wave's steps only)."""
    while state.phase == "night":
        seat = state.pending[0]
        opts = G.options(state, seat)
        acts = [o for o in opts if o]
        if state.step == "vampire":  # a bite that can make a spawn
            acts = [o for o in acts if not K.is_wolf(state, o["player"])
                    and not K.vampire_team(state, o["player"])] or acts
        args = policy.act(state, None, None, acts) if opts else {}  # type: ignore[arg-type]
        if state.step in ("wolves", "second_bite"):  # the pack mostly follows its first pick
            picks = state.picks if state.step == "wolves" else (state.w2.picks2 or ())
            first = next(({"player": t} for _, t in picks if t is not None and t >= 0), None)
            if first is not None and first in opts and policy.rng.random() < PACK_FOLLOWS:
                args = first
        state, _ = G.apply(state, Choice(state.step or "", seat, args))
    return state


def play_on(state: GameState, policy: Policy, observe: Observer | None = None,
            night: H.Night | None = None, played: Played | None = None) -> Played:
    """Play `state` (and tonight's progress `night`, if any) to the end."""
    out = played or Played(state)
    while state.phase != "end":
        cap = MAX_ROUNDS if state.preset == "standard" else MAX_ROUNDS_EXTENDED
        if state.round > cap:
            raise RuntimeError(f"a classic game ran past {cap} rounds (seed {state.seed})")
        if state.phase == "night" and state.w2:
            state = play_night_direct(state, policy)
            out.nights += 1
        elif state.phase == "night":
            state, shown = play_night(state, policy, observe, night)
            night = None
            out.nights += 1
            out.visits += shown
            out.night_lengths.append(shown)
        elif state.phase in ("dawn", "dusk"):
            state = play_last_turns(state, policy, observe)
        elif state.phase in ("day", "vote"):
            state = play_vote(state, policy, observe)
        else:  # pragma: no cover - every phase is handled above
            raise RuntimeError(f"no way on from phase {state.phase!r}")
        out.state = state
    out.state = state
    return out


def play_game(seats: list[str] | tuple[str, ...], seed: int, rng: random.Random,
              observe: Observer | None = None, policy: Policy | None = None, *, preset: str = "standard",
              deck: list[str] | tuple[str, ...] | None = None, options: dict[str, Any] | None = None) -> Played:
    """One whole random game, dealt from `seed`, its choices drawn from `rng` (the extended
    preset: from `deck`, with `options`)."""
    if preset == "extended":
        state = G.new_game(list(seats), deck, seed, preset="extended", options=options)
    else:
        state = G.new_game(list(seats), None, seed)
    return play_on(state, policy or Policy(rng), observe)


def random_deck(rng: random.Random, n: int, waves: tuple[str, ...] = ("first", "second")) -> list[str]:
    """A random valid extended deck for n players: a few power roles of the chosen waves
    (§11.2, §11.17), sometimes the brothers or the wolf brothers, sometimes a thief (with two
    spare cards), one wolf card up to fewer than half the table (§11.19 rule 6)."""
    roles = (X.FIRST_WAVE if "first" in waves else ()) + (W.SECOND_WAVE if "second" in waves else ())
    while True:
        pool = [r for r in roles if r not in ("wolf", "villager", "brother", "thief") + W.WOLF_BROTHERS]
        deck = rng.sample(pool, rng.randrange(0, min(len(pool), n - 2) + 1))
        if "first" in waves and rng.random() < 0.3 and n - len(deck) >= 5:
            deck += ["brother"] * 3
        if "second" in waves and rng.random() < 0.15:
            deck += list(W.WOLF_BROTHERS)
        thief = "first" in waves and rng.random() < 0.4
        deck += ["wolf"] * rng.randrange(0 if "second" in waves else 1, (n - 1) // 2 + 1)
        if thief:
            deck.append("thief")
        extra = n + (2 if thief else 0) - len(deck)
        if extra < 0:
            continue
        deck += ["villager"] * extra
        if X.check_deck(n, deck) is None:
            return deck


def random_options(rng: random.Random, new_moon: bool = False) -> dict[str, Any]:
    """Random extended options; with `new_moon` also New Moon on, with the default crier's hand
    or a random one (§11.31.1). Without it the draws are exactly those of before."""
    out: dict[str, Any] = {k: rng.choice(v) for k, v in X.OPTION_VALUES.items()}
    if new_moon:
        out["new_moon"] = True
        if rng.random() < 0.5:
            out["crier_hand"] = rng.sample(NM.PUBLIC, 3)
    return out


def with_gypsy(rng: random.Random, deck: list[str]) -> list[str]:
    """Half the time, the gypsy in place of a villager (New Moon's card, §11.31.6)."""
    if "villager" in deck and "gypsy" not in deck and rng.random() < 0.5:
        deck = list(deck)
        deck[deck.index("villager")] = "gypsy"
    return deck


def simulate_extended(players: int, games: int, seed: int, deck: list[str] | None = None,
                      options: dict[str, Any] | None = None, new_moon: bool = False) -> dict[str, Any]:
    """`simulate` for the extended preset: a random valid deck (the suggested one a third of the
    time) and random options for each game, unless `deck` / `options` fix them."""
    seats = [f"P{i + 1}" for i in range(players)]
    rng = random.Random(seed)
    results: Counter[str] = Counter()
    rounds: list[int] = []
    nights = visits = 0
    lengths: Counter[int] = Counter()
    roles_won: Counter[str] = Counter()
    t0 = time.perf_counter()
    for _ in range(games):
        d = deck if deck is not None else (list(X.suggest_deck(players)) if rng.random() < 1 / 3
                                           else random_deck(rng, players))
        if new_moon and deck is None:
            d = with_gypsy(rng, d)
        o = options if options is not None else random_options(rng, new_moon)
        p = play_game(seats, rng.randrange(1 << 30), rng, preset="extended", deck=d, options=o)
        results[p.state.result or ""] += 1
        rounds.append(p.state.round)
        nights += p.nights
        visits += p.visits
        lengths.update(p.night_lengths)
    secs = time.perf_counter() - t0
    rounds.sort()
    del roles_won
    return {
        "games": games, "seed": seed, "players": players, "preset": "extended",
        "deck": list(deck) if deck is not None else "random", "options": options if options is not None else "random",
        "seconds": round(secs, 3),
        "games_per_second": round(games / secs, 1) if secs else None,
        "visits_mean": round(visits / games, 3) if games else None,
        "rounds_mean": round(sum(rounds) / games, 3) if games else None,
        "rounds_p95": rounds[min(games - 1, int(0.95 * games))] if games else None,
        "rounds_max": rounds[-1] if games else None,
        "nights_mean": round(nights / games, 3) if games else None,
        "visits_per_night_mean": round(visits / nights, 3) if nights else None,
        "visits_per_night_values": sorted(lengths),
        "laps": sorted({v // players for v in lengths}),
        "wins": {r: round(results[r] / games, 3) if games else 0.0 for r in X.RESULTS},
        "results": {r: results[r] for r in X.RESULTS},
        **({"new_moon": True} if new_moon else {}),
    }


def simulate(players: int, games: int, seed: int) -> dict[str, Any]:
    """The figures of `games` random games (the JSON the command prints)."""
    seats = [f"P{i + 1}" for i in range(players)]
    rng = random.Random(seed)
    results: Counter[str] = Counter()
    rounds: list[int] = []
    nights = visits = 0
    lengths: Counter[int] = Counter()
    t0 = time.perf_counter()
    for _ in range(games):
        p = play_game(seats, rng.randrange(1 << 30), rng)
        results[p.state.result or ""] += 1
        rounds.append(p.state.round)
        nights += p.nights
        visits += p.visits
        lengths.update(p.night_lengths)
    secs = time.perf_counter() - t0
    rounds.sort()
    return {
        "games": games,
        "seed": seed,
        "players": players,
        "seconds": round(secs, 3),
        "games_per_second": round(games / secs, 1) if secs else None,
        "visits_mean": round(visits / games, 3) if games else None,
        "rounds_mean": round(sum(rounds) / games, 3) if games else None,
        "rounds_p95": rounds[min(games - 1, int(0.95 * games))] if games else None,
        "rounds_max": rounds[-1] if games else None,
        "nights_mean": round(nights / games, 3) if games else None,
        "visits_per_night_mean": round(visits / nights, 3) if nights else None,
        "visits_per_night_values": sorted(lengths),
        "laps": H.LAPS,
        "wins": {r: round(results[r] / games, 3) if games else 0.0 for r in RESULTS},
        "results": {r: results[r] for r in RESULTS},
    }


# The watcher's cases (tests/core/test_visit_shape_privacy.py, benchmarks/night_shape.py --classic):
# (players, deck or None for the standard preset, options).
_WATCH_EXTENDED = ["wolf", "wolf", "wolf", "thief", "cupid", "seer", "witch", "hunter", "scapegoat", "idiot", "elder",
                   "villager"]  # 10 seats and the thief's two spare cards (the classic tour's table)
_WATCH_WAVE2 = ["wolf", "wolf_seer", "big_bad_wolf", "demon_wolf", "moon_maiden", "actor", "aura_seer", "raven",
                "old_hag", "mad_doctor", "apothecary", "ghost", "pied_piper", "vampire"]
_WATCH_OPTIONS = {"vote_rule": "trial", "captain": True, "wolves_may_bite_wolves": False,
                  "witch_sees_protection": False, "witch_both_potions": False, "lovers_grief": True}
WATCH_CASES: dict[str, tuple[int, list[str] | None, dict[str, Any] | None]] = {
    "standard 8": (8, None, None),
    "extended first wave 10": (10, _WATCH_EXTENDED, _WATCH_OPTIONS),
    "second wave 14": (14, _WATCH_WAVE2, _WATCH_OPTIONS),
    "New Moon 10": (10, [("gypsy" if r == "villager" else r) for r in _WATCH_EXTENDED],
                    dict(_WATCH_OPTIONS, new_moon=True)),
}


def watched_first_nights(players: int, deck: list[str] | None, options: dict[str, Any] | None, deals: int,
                         seed: int = 1) -> list[Sample]:
    """The first night of random deals as a watcher sees each seat's visits (DESIGN.md §Hand-off 8):
    per round, Skip or the touches the lap's script asks of every visit then Confirm (shape.py), as
    many rounds as the script says; a dead seat's pause. Played through the planner's public
    functions as the app drives them (`deck` None: the standard preset)."""
    from .shape import script as lap_script

    seats = [f"P{i + 1}" for i in range(players)]
    rng = random.Random(f"classic-watch:{seed}")
    out: list[Sample] = []
    for d in range(deals):
        if deck is None:
            state = G.new_game(seats, None, rng.randrange(1 << 30))
        else:
            state = G.new_game(seats, list(deck), rng.randrange(1 << 30), preset="extended", options=options)
        night = H.begin(state)
        seen: dict[tuple[int, int], list[tuple]] = {}
        while (v := H.current(state, night)) is not None:
            if v.kind == "dead":
                shown: list[tuple] = [("dead",)]
            else:
                sc = lap_script(state, v.lap)
                touches = (sc.tiles, sc.buttons, sc.cards, "confirm")
                shown = []
                for _ in range(sc.rounds):
                    now = H.current(state, night)
                    opts = H.options(state, night) if now is not None and now.index == v.index \
                        and now.kind == "act" and now.step else []
                    if opts and opts != [{}]:
                        may_skip = {} in opts or not any(o for o in opts)
                        if may_skip and rng.random() < SKIP_SHARE:
                            night, _ = H.choose(state, night, {})
                            shown.append(("skip",))
                        else:
                            night, _ = H.choose(state, night, rng.choice([o for o in opts if o]))
                            shown.append(touches)
                    else:  # a decoy, nothing left to use, or a round that only fills
                        shown.append(("skip",) if rng.random() < SKIP_SHARE else touches)
            seen.setdefault((v.lap, v.seat), []).append(tuple(shown))
            night = H.finish_visit(state, night)
        laps = max(lap for lap, _ in seen)
        for s in range(players):
            visits = tuple(tuple(seen.get((lap, s), ())) for lap in range(1, laps + 1))
            out.append(Sample(d, s, state.roles[s], X.team_of(state.roles[s]), visits, laps))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m app.core.simulate --mode classic")
    ap.add_argument("--players", type=int, default=8)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--preset", choices=("standard", "extended"), default="standard")
    ap.add_argument("--deck", help="extended: the whole deck, role ids separated by commas")
    ap.add_argument("--options", help="extended: option=value,... (true/false for the switches)")
    ap.add_argument("--new-moon", action="store_true", help="extended: New Moon on (CLASSIC.md §11.31)")
    a = ap.parse_args(argv)
    if a.preset == "extended":
        return _main_extended(ap, a)
    if a.deck or a.options or a.new_moon:
        ap.error("--deck, --options and --new-moon belong to the extended preset")
    if a.players not in SEAT_COUNTS:
        ap.error(f"the classic standard preset needs 8 or 9 players, not {a.players}")
    if a.games < 1:
        ap.error("--games must be at least 1")
    print(json.dumps(simulate(a.players, a.games, a.seed)))
    return 0


def _main_extended(ap: argparse.ArgumentParser, a: argparse.Namespace) -> int:
    if a.players not in X.PLAYERS:
        ap.error(f"the classic extended preset needs 8 to 18 players, not {a.players}")
    if a.games < 1:
        ap.error("--games must be at least 1")
    deck = None
    if a.deck:
        deck = [c.strip() for c in a.deck.split(",") if c.strip()]
        why = X.check_deck(a.players, deck)
        if why:
            ap.error(f"--deck is not a valid deck for {a.players} players ({why})")
    options = None
    if a.options:
        options = {}
        for item in a.options.split(","):
            key, _, value = item.partition("=")
            key, value = key.strip(), value.strip()
            v: Any = {"true": True, "false": False}.get(value.lower(), value)
            options[key] = v
        if a.new_moon:
            options["new_moon"] = True
        if X.check_options(options):
            ap.error(f"--options: unknown option or value in {a.options!r} (see CLASSIC.md §11.1)")
    if deck and "gypsy" in deck and not a.new_moon and not (options or {}).get("new_moon"):
        ap.error("--deck: the gypsy plays only with --new-moon (CLASSIC.md §11.31.6)")
    print(json.dumps(simulate_extended(a.players, a.games, a.seed, deck, options, a.new_moon)))
    return 0
