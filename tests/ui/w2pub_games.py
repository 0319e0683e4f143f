"""Scripted second-wave games for the public screens' tests (test_classic_w2public.py), played
through a real ClassicSession with the helpers of xpub_games (a script maps (moment, step, name)
to a choice). Written from CLASSIC.md §11.21-§11.23, not from the engine's output."""
from __future__ import annotations

NAMES10 = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
PLAIN = {"captain": False, "vote_rule": "plurality"}

# Game C: Cat is the Cavalier. N1 the wolves (Ann, Bob) bite Gus. D1 Cat challenges Ann, a wolf:
# Ann dies, the day ends without a vote (§11.21.2, E58).
ROLES_C = ["wolf", "wolf", "cavalier", "villager", "seer", "witch", "villager", "villager", "villager", "villager"]
SCRIPT_C = {("N1", "wolves", "Ann"): "Gus", ("N1", "wolves", "Bob"): "Gus"}

# Game S: Cat is the Servant, Dan the Seer. N1 the wolves bite Gus. D1 everyone votes Dan: he is
# hanged; at dusk Cat takes his card (§11.21.2, E65).
ROLES_S = ["wolf", "wolf", "servant", "seer", "villager", "witch", "villager", "villager", "villager", "villager"]
SCRIPT_S = {("N1", "wolves", "Ann"): "Gus", ("N1", "wolves", "Bob"): "Gus",
            **{("D1", "vote", n): "Dan" for n in ("Ann", "Bob", "Cat", "Eve", "Fay", "Hal", "Ivy", "Jon")},
            ("D1", "vote", "Dan"): "Ann"}

# Game J: Cat the Judge signs on N1, Dan the Raven marks Hal, Eve the Old Hag sends Ivy away,
# Jon the Prince. The wolves bite Gus. D1: the raven's +2 puts Hal at the top (3 ballots on Jon,
# 2 on Hal + 2); Hal is hanged; then the judge's second vote hangs Jon, the Prince: revealed, he
# lives (§11.21.2, E64, E67, E70, E73).
ROLES_J = ["wolf", "wolf", "judge", "raven", "old_hag", "witch", "villager", "villager", "villager", "prince"]
SCRIPT_J = {("N1", "wolves", "Ann"): "Gus", ("N1", "wolves", "Bob"): "Gus", ("N1", "judge", "Cat"): {"sign": True},
            ("N1", "raven", "Dan"): "Hal", ("N1", "old_hag", "Eve"): "Ivy",
            ("D1", "vote", "Ann"): "Jon", ("D1", "vote", "Bob"): "Jon", ("D1", "vote", "Cat"): "Jon",
            ("D1", "vote", "Dan"): "Hal", ("D1", "vote", "Eve"): "Hal",
            **{("D1", "second_vote", n): "Jon" for n in ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay")}}

# Game A: the Angel (Gus) bitten on N1: the game ends at dawn, the angel wins alone (§11.25, E69).
ROLES_A = ["wolf", "wolf", "seer", "villager", "villager", "witch", "angel", "villager", "villager", "villager"]
SCRIPT_A = {("N1", "wolves", "Ann"): "Gus", ("N1", "wolves", "Bob"): "Gus"}

# Game G: Gus the Ghost dies on N1 (cause ghost) after leaving his first message, read at dawn 1.
ROLES_G = ["wolf", "wolf", "seer", "villager", "villager", "witch", "ghost", "villager", "villager", "villager"]
SCRIPT_G = {("N1", "wolves", "Ann"): "Hal", ("N1", "wolves", "Bob"): "Hal",
            ("N1", "ghost", "Gus"): {"message": "Ann smells of wet fur"}}
