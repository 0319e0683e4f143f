"""Writes the saves corpus of tests/core/classic/test_saves_v1.py (run once, by hand, from the root:
`.venv/bin/python -m tests.core.classic.saves_v1.make_saves`).

Seeded games of both presets, both waves, New Moon on and off, played through the pass-and-play
planner (a few nights through the narrated night, a few laps taken in parallel as phones take
them), saved at many moments: mid-night (the night's progress saved too), the last turns of a
dawn or a dusk, the day, a vote under way, the end. Beside each save, `expected.json` holds a
digest of what the loader made of it (the state, the night, the app's data) and of the game
played on from there to its end with a seeded table (`resume` in the test), as the code that
wrote the saves produced them. The corpus is test data: written once, never rewritten.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

from app.core.classic import handoff as H
from app.core.classic import simulate as S
from app.core.classic import table_mode as T
from app.core.classic.mode import CLASSIC
from tests.core.classic.test_saves_v1 import HERE, digest_loaded, digest_resumed

ROUNDS = 2  # saves of the first two rounds (and the end of the shorter games)
END_SIZE = 13500
# name: (preset, players, deck or None, options, seed, narrated night, phone seats, saves wanted)
V = "villager"
GAMES: dict[str, tuple] = {
    "std8": ("standard", 8, None, None, 11, False, (), 6),
    "std9_phones": ("standard", 9, None, None, 12, False, (1, 4, 6), 4),
    "std8_table": ("standard", 8, None, None, 13, True, (), 3),
    "fw_thief_cupid": ("extended", 9, ["thief", "cupid", "wolf", "wolf", "seer", "witch", "bodyguard", "hunter",
                                        "little_girl", V, V], {"captain": True, "vote_rule": "trial"}, 21, False,
                       (), 5),
    "fw_elder_fox": ("extended", 10, ["wolf", "wolf", "wolf", "elder", "fox", "seer", "witch", "idiot", "scapegoat",
                                      "bear_tamer"], {"witch_both_potions": True, "captain": True}, 22, False,
                     (2, 5), 5),
    "fw_brothers_table": ("extended", 10, ["wolf", "wolf", "brother", "brother", "brother", "cupid", "knight",
                                           "seer", "witch", V], {"lovers_grief": False}, 23, True, (), 3),
    "w2_maiden": ("extended", 10, ["wolf", "wolf", "moon_maiden", "raven", "seer", "witch", "wolf_seer", "old_hag",
                                   "hunter", V], {"captain": True}, 31, False, (), 5),
    "w2_hound_vampire": ("extended", 11, ["wolf", "wolf_hound", "vampire", "cupid", "seer", "bodyguard", "avenger",
                                          "judge", "cavalier", V, V], {"vote_rule": "trial"}, 32, False, (3, 7), 5),
    "w2_table": ("extended", 10, ["wolf", "big_bad_wolf", "actor", "apothecary", "witch", "pied_piper", "ghost",
                                  "servant", V, V], {}, 33, True, (), 4),
    "nm_gypsy_crier": ("extended", 10, ["wolf", "wolf", "gypsy", "seer", "witch", "bodyguard", "hunter", V, V, V],
                       {"new_moon": True, "captain": True}, 41, False, (), 5),
    "nm_w2_table": ("extended", 9, ["wolf", "wolf_cub", "gypsy", "enchanter", "seer", "idiot", "prince", V, V],
                    {"new_moon": True, "captain": True, "crier_hand": ["pillory", "fog", "amnesty"]}, 42, True,
                    (), 4),
    "nm_fw_phones": ("extended", 9, ["wolf", "wolf", "seer", "witch", "hunter", "cupid", V, V, V],
                     {"new_moon": True}, 43, False, (0, 8), 4),
}


def new_game(preset: str, n: int, deck, options, seed: int):
    seats = [f"P{i}" for i in range(n)]
    if preset == "standard":
        return CLASSIC.new_game(seats, seed=seed)
    return CLASSIC.new_game(seats, deck, seed, preset="extended", options=options)


class Game:
    """One game played on by a seeded table, offering a save at each moment; `take` says which."""

    def __init__(self, name: str, spec: tuple) -> None:
        preset, n, deck, options, seed, self.narrated, phones, self.wanted = spec
        self.name = name
        self.rng = random.Random(seed)
        self.policy = S.Policy(self.rng)
        self.phones = frozenset(phones)
        self.state = new_game(preset, n, deck, options, seed)
        self.moments: list[tuple[str, str]] = []  # (tag, save text) of every moment offered

    def offer(self, tag: str, night=None, extra=None) -> None:
        self.moments.append((tag, CLASSIC.dumps(self.state, night, extra)))

    def night(self) -> None:
        st = self.state
        if self.narrated:
            self.table_night()
        elif self.phones:
            self.parallel_night()
        else:
            night = H.begin(st)
            while (v := H.current(st, night)) is not None:
                if v.kind == "act":
                    opts = H.options(st, night)
                    if opts:
                        night, _ = H.choose(st, night, self.policy.act(st, night, v, opts))
                        self.offer(f"N{st.round}.{night.index}.chosen", night)
                if v.note:
                    text = self.policy.note(st, night, v)
                    if text is not None:
                        night = H.write_note(st, night, text)
                night = H.finish_visit(st, night)
                self.offer(f"N{st.round}.{night.index}", night)
            self.state, _ = H.commit(st, night)

    def parallel_night(self) -> None:
        st, rng = self.state, self.rng
        night = H.begin(st)
        while not H.over(st, night):
            left = H.lap_left(st, night)
            agents = [[s for s in left if s not in self.phones]] + [[s] for s in left if s in self.phones]
            queues = [q for q in ([(s, op) for s in seats for op in ("act", "note", "finish")] for seats in agents)
                      if q]
            while queues:
                q = rng.choice(queues)
                seat, op = q.pop(0)
                if not q:
                    queues.remove(q)
                j = H.visit_index(st, night, seat)
                seen = H.at(st, night, seat)
                v = H.current(st, seen)
                if op == "act" and v.kind == "act":
                    opts = H.options(st, seen)
                    if opts:
                        seen, _ = H.choose(st, seen, self.policy.act(st, seen, v, opts))
                elif op == "note" and v.note:
                    text = self.policy.note(st, seen, v)
                    if text is not None:
                        seen = H.write_note(st, seen, text)
                elif op == "finish":
                    seen = H.finish_visit(st, seen)
                night = H.back(night, seen, j)
                self.offer(f"N{st.round}.p{night.index}.{len(night.ahead)}", night)
        self.state, _ = H.commit(st, night)

    def table_night(self) -> None:
        st = self.state
        night = H.begin(st)
        extra = {"table": {"index": 0, "dealing": [], "visited": []}}
        for step in T.calls(st):
            visited: list[int] = []
            for seat in T.visitors(st, night, step, ()):
                seen = T.at(st, night, step, seat)
                if not T.done(st, seen, step):
                    view = T.visit_view(st, seen, step)
                    opts = list(getattr(view, "options", ()) or ()) if st.w2 else H.options(st, seen)
                    if opts:
                        seen, _ = T.choose(st, seen, self.policy.act(st, seen, view.visit, opts))
                night = T.finish(st, seen, step)
                visited.append(seat)
                self.offer(f"N{st.round}.t.{step}.{seat}", night, extra)
            night = T.end_call(st, night, step, tuple(visited))
        self.state, _ = T.commit(st, night)

    def play(self) -> None:
        for _ in range(400):
            st = self.state
            if st.phase == "end":
                self.offer("end")
                return
            if st.phase == "night":
                self.offer(f"N{st.round}.nightfall", H.begin(st))
                self.night()
            elif st.phase in ("dawn", "dusk"):
                self.offer(f"{st.phase}{st.round}")
                v = H.last_turn(st)
                args = self.policy.shot(st, CLASSIC.options(st, v.seat)) if v.kind == "act" else None
                self.state, _ = H.take_last_turn(st, args)
            elif st.phase == "day":
                self.offer(f"day{st.round}")
                self.state, _ = CLASSIC.begin_vote(st)
            else:  # a ballot of the vote (or a day step: the crier's naming, the cavalier)
                self.offer(f"vote{st.round}.{st.step}.{len(st.acted)}")
                seat = st.pending[0]
                self.state, _ = CLASSIC.apply(st, S.Choice(st.step, seat, self.policy.ballot(
                    st, seat, CLASSIC.options(st, seat))))
        raise RuntimeError(f"{self.name} did not end")


def main() -> None:
    expected: dict[str, dict[str, str]] = {}
    for name, spec in GAMES.items():
        g = Game(name, spec)
        g.play()
        pick = random.Random(name)
        early = [m for m in g.moments if json.loads(m[1])["state"]["round"] <= ROUNDS]  # a small corpus
        nights = [m for m in early if json.loads(m[1]).get("night")]
        others = [m for m in early if not json.loads(m[1]).get("night")]
        k = g.wanted // 2 + 1
        chosen = pick.sample(nights, min(k, len(nights))) + pick.sample(others, min(g.wanted - k, len(others)))
        for want in ("dusk", ".trial.", ".crier.", ".cavalier.", ".tiebreak.", ".second_vote."):
            have = [m for m in early if want in m[0] and m not in chosen]
            if have and not any(want in m[0] for m in chosen):
                chosen.append(have[0])  # each kind of moment at least once
        if len(g.moments[-1][1]) < END_SIZE:
            chosen.append(g.moments[-1])  # the end
        for tag, text in chosen:
            fname = f"{name}.{tag}.json"
            (HERE / fname).write_text(text, encoding="utf-8")
            expected[fname] = {"loaded": digest_loaded(text), "resumed": digest_resumed(text, fname)}
    (HERE / "expected.json").write_text(json.dumps(expected, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
