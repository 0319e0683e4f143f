"""Classic multi-night Werewolf (CLASSIC.md): the standard preset (§1-§10, §12) and the extended
preset (§11: the first wave, the second wave, New Moon), played by one machine.

catalog · extended · wave2 (the roles, teams, deck and deal rules, options, the night order, as
data) · state (frozen GameState, Event, Choice, exact JSON) · kinds (the kinds of §11.18 and the
facts every rule reads) · steps (every step as a row: who holds it, its shape, legality, effect
and candidates; the common checks) · newmoon (New Moon's deck, steps and dawn, hooks the engine
calls) · engine (the machine: the night, its resolution and death chains, the day's votes, the
winner; "standard" is a fixed deck with the default options) · phases (the PhaseTable) · views
(a seat's knowledge, the public view) · nmview, endview (New Moon's and the end's public sights) ·
story · save (replayed on load) · handoff (the pass-and-play night: laps as data, held choices,
one VisitView, last turns) · table_mode (the narrated night) · scenario (the runner for every
classic file) · simulate · mode (CLASSIC, the Mode the app talks to).
"""
