"""The classic cards and night steps are rows (roles.py): the lists every rule reads are read off
them, exactly the lists that were written by hand before; and a new night role needs in the core
only its rows in roles.py and its Action in steps.py (ARCHITECTURE.md, "a new classic night role"):
a copy of the core with the owl added that way deals it, offers its step on its lap, shows its
answer, logs and tells it, and calls it at night."""
from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

from app.core.classic import extended as X
from app.core.classic import handoff as H
from app.core.classic import kinds as K
from app.core.classic import wave2 as W

ROOT = Path(__file__).resolve().parents[3]


def test_the_lists_of_the_rules_are_the_rows_lists():
    assert W.NIGHT_ORDER == (
        "thief", "wolf_hound", "avenger", "cupid", "lovers", "brothers", "wolf_brothers",
        "stray_wolf", "wild_child", "shadow", "heretic", "judge", "moon_maiden", "actor", "little_brother_wolf",
        "wolves", "second_bite", "demon_wolf", "big_bad_wolf", "white_wolf", "wolf_seer", "fire_wolf", "traitor",
        "little_girl", "vampire", "vampires", "pied_piper", "charmed",
        "seer", "aura_seer", "fox", "enchanter", "raven", "old_hag", "mad_doctor", "assassin",
        "bodyguard", "witch", "apothecary", "ghost", "gypsy", "town_crier")
    assert W.INFO_STEPS == ("lovers", "brothers", "wolf_brothers", "traitor", "vampires", "charmed", "drunk")
    assert set(W.FIRST_NIGHT_ONLY) == {"thief", "cupid", "brothers", "wolf_hound", "avenger", "wolf_brothers",
                                       "stray_wolf", "wild_child", "shadow", "heretic", "traitor"}
    assert W.EVEN_NIGHTS == ("white_wolf", "assassin") and W.PACK_STEPS == ("wolves", "second_bite")
    assert set(W.KILL_STEPS) == {"wolves", "second_bite", "big_bad_wolf", "white_wolf", "little_brother_wolf"}
    assert W.HOLDER2 == {s: s for s in (
        "wolf_hound", "avenger", "stray_wolf", "wild_child", "shadow", "heretic", "judge", "moon_maiden", "actor",
        "little_brother_wolf", "demon_wolf", "big_bad_wolf", "white_wolf", "wolf_seer", "fire_wolf", "vampire",
        "pied_piper", "aura_seer", "enchanter", "raven", "old_hag", "mad_doctor", "assassin", "apothecary", "ghost",
        "gypsy")}
    assert W.VILLAGE_ROLES == (
        "moon_maiden", "enchanter", "apothecary", "assassin", "cavalier", "avenger", "shadow", "actor", "diseased",
        "tough_guy", "judge", "servant", "sectarian", "prince", "drunk", "angel", "raven", "apprentice_seer",
        "aura_seer", "old_hag", "old_man", "pacifist", "ghost", "mad_doctor")
    assert W.WOLF_ROLES == (
        "big_bad_wolf", "demon_wolf", "white_wolf", "fire_wolf", "big_brother_wolf", "little_brother_wolf",
        "wolf_cub", "traitor", "wolf_seer", "lycan", "wolf_kin", "dream_wolf", "stray_wolf", "stone_wolf",
        "wild_child", "wolf_hound", "cursed")
    assert W.THIRD_ROLES == ("vampire", "heretic", "pied_piper") and W.NEW_MOON_ROLES == ("gypsy",)
    assert W.VILLAGE_POWER_CARDS == {
        "little_girl", "seer", "fox", "bodyguard", "witch", "hunter", "knight", "bear_tamer", "idiot", "scapegoat",
        "elder", "moon_maiden", "enchanter", "apothecary", "assassin", "cavalier", "shadow", "actor", "diseased",
        "tough_guy", "judge", "servant", "prince", "raven", "apprentice_seer", "aura_seer", "old_hag", "ghost",
        "mad_doctor", "lycan", "wolf_kin", "cursed", "wild_child", "gypsy"}
    assert X.FIRST_WAVE == ("wolf", "seer", "bodyguard", "witch", "hunter", "villager", "cupid", "elder", "idiot",
                            "scapegoat", "little_girl", "brother", "knight", "fox", "bear_tamer", "thief")
    assert X.WOLF_CARDS == ("wolf", "big_bad_wolf", "demon_wolf", "white_wolf", "fire_wolf", "big_brother_wolf",
                            "little_brother_wolf", "wolf_cub", "wolf_seer", "dream_wolf", "stray_wolf", "stone_wolf")
    assert K.WOLF_CARDS == set(X.WOLF_CARDS)
    assert X.NIGHT_STEPS == ("thief", "cupid", "lovers", "brothers", "wolves", "little_girl", "seer", "fox",
                             "bodyguard", "witch")
    assert X.FIRST_NIGHT_ONLY == ("thief", "cupid", "brothers") and X.INFO_STEPS == ("lovers", "brothers")
    assert X.HOLDER == {"thief": "thief", "cupid": "cupid", "brothers": "brother", "wolves": "wolf",
                        "little_girl": "little_girl", "seer": "seer", "fox": "fox", "bodyguard": "bodyguard",
                        "witch": "witch", "hunter": "hunter", "scapegoat": "scapegoat"}
    laps = {n: {lap: set(steps) for lap, steps in by_lap.items()} for n, by_lap in H.SECOND_WAVE_LAYOUTS.items()}
    setup = {"thief", "wolf_hound", "avenger", "cupid", "stray_wolf", "wild_child", "shadow", "heretic"}
    independent = {"little_brother_wolf", "actor", "wolf_seer", "fire_wolf", "little_girl", "vampire", "pied_piper",
                   "seer", "aura_seer", "fox", "enchanter", "raven", "old_hag", "mad_doctor", "assassin", "bodyguard",
                   "apothecary"}
    last = {"witch", "second_bite", "demon_wolf", "big_bad_wolf", "white_wolf", "ghost", "gypsy", "town_crier"}
    assert laps == {3: {1: setup | {"judge", "moon_maiden"}, 2: {"wolves"} | independent, 3: last},
                    2: {1: setup | {"judge", "moon_maiden", "wolves"} | independent, 2: last}}
    assert H.SHOWS == {3: {1: (), 2: ("lovers", "brothers", "wolf_brothers"),
                           3: ("result", "traitor", "vampires", "charmed")},
                       2: {1: ("lovers", "brothers", "wolf_brothers"), 2: ("result", "traitor", "vampires", "charmed")}}


# The owl (a made-up card): every night it looks at another living player and learns whether he
# is seen as a wolf. Its rows, as ARCHITECTURE.md shows them.
OWL_ROLE = '_r("owl", "second", power=True),'
OWL_STEP = '    _s("owl", "owl", shows=True),\n'
OWL_ACTION = '    "owl": _player_step(_pick, _look("owl", lambda st, t: K.seen_as_wolf(st, t))),\n'

PLAY = textwrap.dedent('''
    import json
    from app.core import narration
    from app.core.classic import extended, handoff as H, story
    from app.core.classic.mode import CLASSIC

    deck = ["wolf", "wolf", "owl", "seer", "witch", "villager", "villager", "villager"]
    assert extended.check_deck(8, deck) is None
    g = CLASSIC.new_game([f"P{i}" for i in range(8)], None, 1, roles=deck, preset="extended")
    night = H.begin(g)
    answer = None
    while not H.over(g, night):
        v = H.current(g, night)
        if v.step == "owl":
            assert {"player": 0} in H.options(g, night) and {"player": 2} not in H.options(g, night)
            night, answer = H.choose(g, night, {"player": 0})
            shown = H.visit_view(g, night).shown
        night = H.finish_visit(g, night)
    g, events = H.commit(g, night)
    out = {"answer": [answer[0], [[e.kind, e.seat, e.target, e.value] for e in answer[1]]],
           "shown": [[e.kind, e.value] for e in shown],
           "story": [line for line in story.story_lines(g) if "owl" in line],
           "called": "owl" in narration.classic_steps("extended", deck, 1, wave2=True)}
    print(json.dumps(out))
''')


def test_a_new_night_role_needs_its_rows_in_roles_and_steps_only(tmp_path):
    app = tmp_path / "app"
    shutil.copytree(ROOT / "app" / "core", app / "core", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "app" / "__init__.py", app / "__init__.py")
    classic = app / "core" / "classic"
    roles = (classic / "roles.py").read_text(encoding="utf-8")
    doctor = '_r("mad_doctor", "second", power=True),'
    roles = roles.replace(doctor, f"{doctor} {OWL_ROLE}", 1)
    roles = roles.replace('    _s("old_hag", "old_hag"),\n', '    _s("old_hag", "old_hag"),\n' + OWL_STEP, 1)
    steps = (classic / "steps.py").read_text(encoding="utf-8")
    steps = steps.replace('    "ghost": Action(', OWL_ACTION + '    "ghost": Action(', 1)
    assert OWL_ROLE in roles and OWL_STEP in roles and OWL_ACTION in steps
    (classic / "roles.py").write_text(roles, encoding="utf-8")
    (classic / "steps.py").write_text(steps, encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", PLAY], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    out = __import__("json").loads(done.stdout)
    assert out["answer"] == ["owl", [["owl", 2, 0, "yes"]]]  # P0 is a wolf: the owl learns it at once
    assert out["shown"] == [["owl", "yes"]]
    assert out["story"] == ["N1 owl: P2 chooses P0: yes"]
    assert out["called"]
