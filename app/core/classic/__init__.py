"""Classic multi-night Werewolf (CLASSIC.md §1-§10, §12), the standard preset of seed 001.

catalog (roles, teams, the seeded standard deal) · state (frozen GameState, Event, Choice,
exact JSON) · steps (every step's legality, codes in §9 order) · engine (night steps,
resolution §4.1, last turns and the hunter's shot, ballots and tally, win checks §7) ·
phases (the PhaseTable) · views (a seat's knowledge, the public view, §8) · story · save ·
handoff (the pass-and-play night of §3.2: two laps, held choices, last turns) ·
scenario (the §10 runner) · mode (CLASSIC, the Mode the app talks to).

The extended preset, first wave (§11.1-§11.16): extended (roles, options, deck rules, the
deal) · xengine (its state machine; `engine` hands extended states to it) · xhandoff (its
laps on one laptop; `handoff` hands them over) · xscenario (its scenario runner, §11.14).

Not here yet: the narrated table mode and the second wave (§11.17 on).
"""
