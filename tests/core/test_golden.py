"""Golden playthroughs: seeded random games, transcribed step by step, must not drift.

Each transcript records the deal, every decision with its legal options count, what each
seat saw, the night story and the outcome. Regenerate after a deliberate rules change with
`python -m tests.core.test_golden --update` and read the diff.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from app.core.onenight import engine as G
from app.core.onenight.simulate import random_votes
from app.core.onenight.story import story_lines
from app.core.onenight.victory import outcome
from app.core.onenight.views import knowledge

HERE = Path(__file__).parent / "golden"
GAMES = {
    "vampire_5": (["Ann", "Bob", "Cat", "Dan", "Eve"],
                  "vampire,the_count,renfield,cupid,priest,marksman,pickpocket,villager", 11),
    "vampire_8": (["Hương", "Đức", "Minh", "Lan", "Tuấn", "Mai", "Ann", "Bob"],
                  "copycat,vampire,the_master,the_count,renfield,diseased,cupid,instigator,priest,"
                  "assassin,marksman", 7),
    "werewolf_6": (["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"],
                   "doppelganger,werewolf,werewolf,minion,seer,robber,troublemaker,drunk,insomniac", 3),
    "daybreak_7": (["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gil"],
                   "sentinel,alpha_wolf,werewolf,mystic_wolf,dream_wolf,apprentice_seer,"
                   "paranormal_investigator,witch,village_idiot,revealer,curator", 5),
    "mix_10": (["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9", "P10"],
               "doppelganger,sentinel,curator,witch,the_count,vampire,cupid,werewolf,seer,robber,"
               "tanner,aura_seer,thing", 3),
}


def transcript(seats: list[str], deck: str, seed: int) -> str:
    rng = random.Random(seed)
    g = G.advance(G.new_game(seats, deck.split(","), seed))
    n = len(seats)
    lines = [f"seats: {', '.join(seats)}", f"deal: {', '.join(g.cards[:n])} | centre: {', '.join(g.cards[n:])}"]
    while (req := G.request(g)) is not None:
        seat = req.seats[0]
        opts = G.options(g, seat)
        args = rng.choice(opts) if opts and (req.kind.value == "mandatory" or rng.random() < 0.8) else None
        lines.append(f"{req.step} by {seats[seat]}: {len(opts)} options -> {args}")
        g = G.advance(G.apply(g, G.Choice(req.step, seat, args)))
    lines.append("story:")
    lines += [f"  {line}" for line in story_lines(g)]
    for s in range(n):
        v = knowledge(g, s)
        cards = ", ".join(f"{k}={r}" for k, r in sorted(v.cards().items()))
        lines.append(f"{seats[s]} knows: role {v.night_role}, mark {v.mark or '-'}, cards {cards}")
    g = G.cast_votes(G.begin_vote(g), random_votes(rng, n))
    oc = outcome(g)
    lines.append(f"votes: {', '.join(f'{seats[s]}->{seats[t]}' for s, t in enumerate(g.votes))}")
    lines.append(f"mode {oc.mode}; dead: {[seats[s] for s in oc.dead]}; winners: {[seats[s] for s in oc.winners]}")
    lines.append(f"teams: {dict(zip(seats, oc.teams))}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_playthrough_matches_golden_transcript(name: str) -> None:
    expected = (HERE / f"{name}.txt").read_text(encoding="utf-8")
    assert transcript(*GAMES[name]) == expected


if __name__ == "__main__" and "--update" in sys.argv:
    HERE.mkdir(exist_ok=True)
    for name, spec in GAMES.items():
        (HERE / f"{name}.txt").write_text(transcript(*spec), encoding="utf-8")
        print(f"wrote {name}.txt")
