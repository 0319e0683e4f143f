"""The classic night on one laptop (CLASSIC.md §3.2, §11.5.1, §11.20): laps of private visits.

The laptop goes seat by seat clockwise, one lap after another, starting each night one seat
further on (Night 1 at the first seat). Every player alive at nightfall gets exactly one visit a
lap, whatever their role; a dead player's turn is a fixed pause ("NAME is dead - pass on"), so a
night has ``laps * seats`` turns whatever the deal and the deaths. A visit shows the holder's
actions when some are theirs on that lap, otherwise a decoy of the same shape.

Which steps each lap carries is data (`LAYOUTS`, `SECOND_WAVE_LAYOUTS`): the number of laps
depends only on the public deck list, never on who holds what.

* The standard preset and the extended preset's first wave (§3.2, §11.5.1): two laps, three on
  Night 1 when the deck list holds Cupid. On lap 1 each living wolf locks in a pick (the picks
  locked so far are shown), the seer and the bodyguard act (and the thief, Cupid, the fox, the
  little girl as their layout says); on the last lap the bite target is fixed, the witch sees it
  (or "no victim") and acts, the wolves see it, and every living player gets the same note
  field (the wolves' note for a wolf, a private note otherwise, §8.2). A visit may carry
  several actions: the thief's take, then his new role's action of that lap.
* A deck with a second-wave card (§11.20): three laps with the moon maiden in the deck list (or
  on Night 1 with Cupid), else two; a visit carries every step its seat holds on that lap (the
  thief's or the wolf hound's choice, then his pick; the actor's draw, then the drawn card's
  action). Whether a seat holds a step and the legal options are worked out from the held
  choices directly: each step's effect applied to the state at nightfall in the engine's order,
  only for the earlier steps that write a fact the step's holders or legality read (each night
  step's row names the facts it reads and writes, steps.ACTIONS; engine.walk_night); the results
  shown from all of them (the steps not held yet count as skips: the lap order puts every
  dependency before the step that needs it). The ghost writes on his turn of the last lap; every
  dead player's pause on that lap shows the same note field.

Choices are *held* in a `Night` until the last visit and then committed to the engine in its
own order (§3.1), so the engine's state stays at nightfall all night, a saved game resumes
mid-night exactly, and nothing about tonight reaches any screen except through the visit being
shown. Each held choice is checked, when it is made, against the state its step will meet, so
the commit cannot fail; a held choice that a later choice of the same lap made illegal (a pick
on a player who then took or chose the pack) counts as a skip at the commit.

>>> from app.core.classic.mode import CLASSIC
>>> g = CLASSIC.new_game(list("ABCDEFGH"), seed=7)
>>> [(v.lap, v.seat) for v in night_visits(g)][:3], len(night_visits(g))
([(1, 0), (1, 1), (1, 2)], 16)
>>> g = CLASSIC.new_game(list("ABCDEFGH"), ["wolf", "wolf", "cupid", "seer", "witch", "villager",
...                      "villager", "villager"], 1, preset="extended")
>>> laps(g), len(night_visits(g))
(3, 24)
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from ..common.errors import RuleError, SaveError
from ..common.seats import seat_of
from . import engine
from . import extended as X
from . import kinds as K
from . import views
from . import wave2 as W
from .catalog import LAST_TURN, NOTE_LIMIT, draw
from .roles import NIGHT
from .state import Choice, Event, GameState, evolve
from .steps import CHAIN_STEPS, COMMON_READS
from .steps import needed as steps_needed

LAPS = 2  # the standard preset's laps, every night
# The standard preset's steps acted on each lap (§3.2): the witch needs the bite, fixed once lap 1 is over.
LAP_STEPS = {1: ("wolves", "seer", "bodyguard"), 2: ("witch",)}


@dataclass(frozen=True)
class Visit:
    """One turn of the night's rotation.

    kind: ``act`` (the holder has a step on this lap), ``decoy`` (nothing to do: a task of the
    same shape), ``dead`` (a fixed pause for a player dead at nightfall). `step`: the step to
    take now (the first of the lap's once all are taken).
    """

    index: int
    lap: int
    seat: int
    kind: str
    step: str | None = None
    role_card: bool = False  # Night 1, lap 1: the holder first sees their role (and the pack)
    note: bool = False  # the last lap: the note field (every living player; the dead's pause in the second wave)


@dataclass(frozen=True)
class Night:
    """Tonight's progress: the first visit not taken yet, and the choices and notes held until
    the commit. `ahead`: the visits after `index` already taken, all in its lap (a phone seat's
    visit is taken beside the laptop's, in any order within the lap: `at`, `back`)."""

    round: int
    index: int = 0
    held: tuple[Choice, ...] = ()
    notes: tuple[tuple[int, str], ...] = ()  # (seat, text)
    ahead: tuple[int, ...] = ()

    def acted(self, seat: int) -> bool:
        return any(c.seat == seat for c in self.held)


@dataclass(frozen=True)
class VisitView:
    """Everything one visit shows its holder (§8.1, §11.12, §11.26), from the state at nightfall
    and tonight's held choices; nothing of anyone else's visit. A standard game's visit fills
    the first group of fields, an extended game's the second (and a second-wave game's the third)."""

    visit: Visit
    name: str
    role: str = ""
    team: str = ""
    pack: tuple[tuple[int, bool], ...] = ()  # a wolf: every wolf (as the pack knows it), alive or not
    picks: tuple[tuple[int, int | None], ...] = ()  # a wolf picking: the picks locked so far tonight
    victim: tuple[bool, int | None] = (False, None)  # the wolves and the witch on the last lap: (shown, victim)
    last_protected: int | None = None  # the bodyguard: last night's protectee (not selectable)
    potions: tuple[bool, bool] = (False, False)  # the witch: (save left, poison left)
    done: bool = False  # the actions (or the note) of this visit were already taken
    # the standard preset (§8.1)
    seer_results: tuple[tuple[int, int, str], ...] = ()  # (night, seat, team), tonight's once made
    wolves_notes: tuple[tuple[int, int, str], ...] = ()  # a wolf: earlier nights' wolves' notes
    own_notes: tuple[tuple[int, str], ...] = ()  # earlier nights' own notes (and tonight's once written)
    # the extended preset (§11.12)
    step: str | None = None  # the action to take now (None: decoy, done or dead)
    options: tuple[Any, ...] = ()
    spare: tuple[str, ...] = ()  # the thief on Night 1, lap 1: both spare cards
    partner: int | None = None  # a lover on the lovers' lap: the partner
    partner_role: str | None = None  # Night 1 only
    partner_alive: bool = True
    mixed: bool = False
    brothers: tuple[int, ...] = ()  # a brother on the brothers' lap (Night 1)
    caught: int | None = None  # wolves picking the night after a catch: the little girl caught
    results: tuple[tuple[str, Any], ...] = ()  # tonight's results shown on this visit
    power_gone: bool = False
    first_night: bool = False  # the little girl on Night 1: "from tomorrow"
    # the second wave (§11.26): what tonight's walk showed this seat so far (results, notices,
    # the pack, the lovers), and the changes since its last private screen (on its first visit)
    shown: tuple[Event, ...] = ()
    notices: tuple[Event, ...] = ()


# --- lap layouts (data) ---------------------------------------------------------------------------

# The standard preset and the first wave (§3.2, §11.5.1): the steps each lap acts (choices) or
# shows (lovers, brothers, the wolves' result).
LAYOUTS: dict[str, dict[int, tuple[str, ...]]] = {
    "n1_cupid": {1: ("thief", "cupid", "seer", "fox", "bodyguard"),
                 2: ("lovers", "brothers", "wolves", "little_girl"),
                 3: ("witch", "result")},
    "n1": {1: ("thief", "brothers", "wolves", "little_girl", "seer", "fox", "bodyguard"),
           2: ("witch", "result")},
    "later": {1: ("lovers", "wolves", "little_girl", "seer", "fox", "bodyguard"),
              2: ("witch", "result")},
}
CHOICE_STEPS = tuple(s for s in X.NIGHT_STEPS if s not in X.INFO_STEPS)

# The second wave (§11.20): the choice steps of each lap by the number of laps, each lap's visit
# taking them in the engine's order, and what each lap shows without a choice (roles.Step.lap).
def _lap(*groups: str) -> tuple[str, ...]:
    return tuple(s.id for s in NIGHT if s.lap in groups)


SECOND_WAVE_LAYOUTS: dict[int, dict[int, tuple[str, ...]]] = {
    3: {1: _lap("setup", "early"), 2: _lap("pack", "independent"), 3: _lap("last")},
    2: {1: _lap("setup", "early", "pack", "independent"), 2: _lap("last")},
}
SHOWS: dict[int, dict[int, tuple[str, ...]]] = {
    3: {1: (), 2: _lap("shown_early"), 3: ("result",) + _lap("shown_last")},
    2: {1: _lap("shown_early"), 2: ("result",) + _lap("shown_last")},
}
_ORDER = {s: i for i, s in enumerate(W.NIGHT_ORDER)}
# The steps whose answer waits for the holder's next visit on a Night 1 whose side choices may
# still change it, and the events of those answers.
LOOKS = ("seer", "fox") + tuple(s.id for s in NIGHT if s.shows)
LOOK_KINDS = ("look", "sniff") + tuple(s.id for s in NIGHT if s.shows)
# The events of a second-wave visit's own walk of the night it is shown: results, notices, what each
# information step shows, and the opening sights of its lap's step (`opening_sights`).
SHOWN_AT_ONCE = LOOK_KINDS + ("peek", "actor_draw", "side", "notice")
SHOWN = {"lovers": ("lover",), "brothers": ("brothers",), "wolf_brothers": ("wolf_brother",),
          "traitor": ("traitor_sees",), "vampires": ("vampires_see",), "charmed": ("charmed_see",)}
_SIGHT_STEPS = {"assassin_votes": "assassin", "joined": "wolves"}


def deck_list(state: GameState) -> tuple[str, ...]:
    """The public deck list: every card of the deal, spare cards included (§11.12)."""
    thief = state.roles[state.dealt.index("thief")] if "thief" in state.dealt else None
    return _deck_list(state.dealt, state.spare, thief)


@lru_cache(maxsize=256)
def _deck_list(dealt: tuple[str, ...], spare: tuple[str, ...], thief: str | None) -> tuple[str, ...]:
    # the spare cards as dealt: the thief's card back in place of the one he took
    spare = tuple(thief if c == "thief" else c for c in spare) if thief is not None else spare
    return tuple(sorted(dealt + spare, key=X.ROLES.index))


def _held(night: Night, step: str, seat: int) -> Choice | None:
    return next((c for c in night.held if c.step == step and c.seat == seat), None)


def _notes(state: GameState, night: Night) -> GameState:
    for seat, text in sorted(night.notes):
        state = engine.write_note(state, seat, text)
    return state


def _commit(state: GameState, night: Night, skip_if) -> tuple[GameState, tuple[Event, ...]]:
    """The notes and the held choices into the engine, in its order: each step's holders as the
    engine asks them, a holder without a held choice skipping, a held choice `skip_if` refuses
    made a skip. The notes go in just before the choice that ends the night, so they are tonight's."""
    if not over(state, night) or night.round != state.round or state.phase != "night":
        raise RuleError("not_awake", "the night's visits are not over", reason="classic_night_open")
    before = len(state.log)
    st = state
    notes_in = False
    while st.phase == "night" and st.step is not None:
        seat = st.pending[0]
        c = _held(night, st.step, seat)
        args = None if c is None else c.args
        if args and skip_if(st, st.step, seat, args):
            args = None  # made illegal by a later choice of the same lap
        choice = Choice(st.step, seat, args)
        nxt, _ = engine.apply(st, choice)
        if nxt.phase != "night" and not notes_in:
            st, notes_in = _notes(st, night), True
            nxt, _ = engine.apply(st, choice)
        st = nxt
    if not notes_in:  # cannot happen: a living wolf always holds a choice
        st = _notes(st, night)
    return st, st.log[before:]


def _note_field(state: GameState, night: Night, text: str) -> tuple[Visit, str]:
    """The current visit's note field and the text it takes (RuleError as each step says)."""
    v = current(state, night)
    if v is None or not v.note:
        raise RuleError("not_awake", "no note can be written on this visit", reason="classic_note_now")
    if not isinstance(text, str) or len(text) > NOTE_LIMIT:
        raise RuleError("bad_args", "a note is at most 140 characters", reason="classic_note_long")
    if any(s == v.seat for s, _ in night.notes):
        raise RuleError("already_acted", "this seat already wrote tonight's note", reason="classic_note_twice")
    return v, text.strip()


class FirstWaveLaps:
    """The standard preset's and the first wave's night (§3.2, §11.5.1)."""

    def layout(self, state: GameState) -> dict[int, tuple[str, ...]]:
        if state.round == 1:
            return LAYOUTS["n1_cupid" if "cupid" in deck_list(state) else "n1"]
        return LAYOUTS["later"]

    def laps(self, state: GameState) -> int:
        return len(self.layout(state))

    def role_of(self, state: GameState, night: Night, seat: int) -> str:
        """The seat's role tonight once the thief's held choice is counted."""
        if state.round == 1 and state.roles[seat] == "thief":
            c = _held(night, "thief", seat)
            if c is not None:
                if c.args:
                    return state.spare[c.args["take"]]
                if "wolf" in state.spare:
                    return "wolf"
        return state.roles[seat]

    def roles(self, state: GameState, night: Night) -> tuple[str, ...]:
        return tuple(self.role_of(state, night, s) for s in range(state.n))

    def steps_of(self, state: GameState, night: Night, lap: int, seat: int) -> tuple[str, ...]:
        """The choice steps `seat` takes on `lap` tonight, in order (the thief's take first)."""
        out = []
        for step in self.layout(state)[lap]:
            if step not in CHOICE_STEPS or (step in X.FIRST_NIGHT_ONLY and state.round != 1):
                continue
            if step == "thief":
                if state.roles[seat] == "thief":
                    out.append(step)
            elif self.role_of(state, night, seat) == X.HOLDER[step]:
                if not (state.round == 1 and state.roles[seat] == "thief" and _held(night, "thief", seat) is None):
                    out.append(step)
        return tuple(out)

    def todo(self, state: GameState, night: Night, lap: int, seat: int) -> str | None:
        if seat not in state.nightfall:
            return None
        return next((s for s in self.steps_of(state, night, lap, seat) if _held(night, s, seat) is None), None)

    def visit(self, state: GameState, night: Night, index: int) -> Visit:
        n = state.n
        lap, i = index // n + 1, index % n
        seat = ((state.round - 1) % n + i) % n
        if seat not in state.nightfall:
            return Visit(index, lap, seat, "dead")
        steps = self.steps_of(state, night, lap, seat)
        step = self.todo(state, night, lap, seat) if index >= night.index else None
        return Visit(index, lap, seat, "act" if steps else "decoy", step or (steps[0] if steps else None),
                     role_card=lap == 1 and state.round == 1, note=lap == self.laps(state))

    def picks(self, state: GameState, night: Night, roles: tuple[str, ...]) -> tuple[tuple[int, int | None], ...]:
        """The wolves' held picks, a pick of a seat that became a wolf counting as a skip."""
        out = []
        bite_wolves = K.opt(state, "wolves_may_bite_wolves")
        for c in night.held:
            if c.step == "wolves":
                t = None if not c.args else c.args.get("player")
                if t is not None and roles[t] == "wolf" and not bite_wolves:
                    t = None
                out.append((c.seat, t))
        return tuple(out)

    def bite(self, state: GameState, night: Night) -> int | None:
        picks = self.picks(state, night, self.roles(state, night))
        return engine.unique_top(Counter(t for _, t in picks if t is not None))

    def what_if(self, state: GameState, night: Night, step: str, seat: int) -> GameState:
        """The state `step` will meet at the commit, with only `seat` still to act."""
        roles = self.roles(state, night) if step != "thief" else state.roles
        spare = state.spare
        th = next((c for c in night.held if c.step == "thief"), None)
        if th is not None and step != "thief":
            i = th.args["take"] if th.args else (state.spare.index("wolf") if "wolf" in state.spare else None)
            if i is not None:
                spare = spare[:i] + ("thief",) + spare[i + 1:]
        changes: dict[str, Any] = {"roles": roles, "spare": spare, "step": step, "pending": (seat,)}
        cu = next((c for c in night.held if c.step == "cupid" and c.args), None)
        if cu is not None:
            changes["lovers"] = tuple(sorted(cu.args["players"]))
        if step == "wolves":
            changes["picks"] = tuple(p for p in self.picks(state, night, roles) if p[0] != seat)
        if step == "witch":
            bg = next((c for c in night.held if c.step == "bodyguard"), None)
            changes["bite"] = self.bite(state, night)
            changes["protect"] = bg.args["player"] if bg is not None and bg.args else None
        return evolve(state, **changes)

    def meets(self, state: GameState, night: Night, step: str, seat: int) -> GameState:
        return self.what_if(state, night, step, seat)

    def defer(self, state: GameState) -> bool:
        """Night 1 of a deck with a thief: the seer's and fox's results wait for the next visit."""
        return state.round == 1 and "thief" in deck_list(state)

    def result(self, state: GameState, night: Night, c: Choice) -> tuple[str, Any] | None:
        roles = self.roles(state, night)
        if c.step == "seer" and c.args:
            t = c.args["player"]
            return ("team", (t, X.team_of(roles[t])))
        if c.step == "fox" and c.args:
            t = c.args["player"]
            group = K.fox_group(state, t)
            return ("wolf_near", (t, group, any(roles[s] == "wolf" for s in group)))
        if c.step == "little_girl" and c.args:
            wolves = tuple(s for s in state.nightfall if roles[s] == "wolf")
            wolf = wolves[draw(state.seed, state.draws, len(wolves))]
            num, den = X.LITTLE_GIRL_CAUGHT
            return ("peek", (wolf, draw(state.seed, state.draws + 1, den) < num))
        if c.step == "thief":
            return ("role", self.role_of(state, night, c.seat))
        return None

    def choose(self, state: GameState, night: Night, args: Any, defer: bool | None = None
               ) -> tuple[Night, tuple[str, Any] | None]:
        v, step = _now(state, night)
        engine.check(self.meets(state, night, step, v.seat), Choice(step, v.seat, args))
        args = None if not args else (dict(args) if isinstance(args, dict) else args)
        c = Choice(step, v.seat, args)
        night = replace(night, held=night.held + (c,))
        if step in ("seer", "fox") and self.defer(state):
            return night, None
        return night, self.result(state, night, c)

    def write_note(self, state: GameState, night: Night, text: str) -> Night:
        v, text = _note_field(state, night, text)
        return replace(night, notes=night.notes + ((v.seat, text),)) if text else night

    def skip_at_commit(self, st: GameState, step: str, seat: int, args: Any) -> bool:
        # a wolf's pick of a seat that the thief's choice made a wolf
        return step == "wolves" and engine.objection(st, "wolves", seat, args) == "illegal_target"

    def view(self, state: GameState, night: Night, v: Visit) -> VisitView:
        """What an extended first-wave visit shows (§11.12)."""
        name = state.seats[v.seat]
        seat, lap, k = v.seat, v.lap, state.round
        steps = self.layout(state)[lap]
        role = self.role_of(state, night, seat)
        roles = self.roles(state, night)
        step = self.todo(state, night, lap, seat)
        out: dict[str, Any] = {"role": role, "team": K.team(replace(state, roles=roles), seat), "step": step,
                               "options": tuple(options(state, night)) if step else (),
                               "done": v.kind == "act" and step is None}
        if role == "wolf":
            out["pack"] = tuple((w, state.is_alive(w)) for w in range(state.n) if roles[w] == "wolf")
            if "wolves" in steps:
                out["picks"] = tuple(p for p in self.picks(state, night, roles))
                if k > 1 and state.caught is not None and state.caught[0] == k - 1:
                    out["caught"] = state.caught[1]
            if "result" in steps:
                out["victim"] = (True, self.bite(state, night))
        if role == "witch" and "witch" in steps and K.powers(state):
            st = self.what_if(state, night, "witch", seat)
            out["victim"] = (True, engine.shown_victim(st))
            out["potions"] = (state.save_used is None, state.poison_used is None)
        if role == "bodyguard":
            out["last_protected"] = state.last_protect
        if state.roles[seat] == "thief" and k == 1 and lap == 1:
            out["spare"] = state.spare
        if "lovers" in steps:
            cu = next((c for c in night.held if c.step == "cupid" and c.args), None)
            lovers = tuple(sorted(cu.args["players"])) if cu is not None else state.lovers
            if seat in lovers and len(lovers) == 2:
                p = lovers[1] if lovers[0] == seat else lovers[0]
                out["partner"], out["partner_alive"] = p, state.is_alive(p)
                out["mixed"] = (roles[lovers[0]] == "wolf") != (roles[lovers[1]] == "wolf")
                if k == 1:
                    out["partner_role"] = roles[p]
        if "brothers" in steps and role == "brother":
            out["brothers"] = tuple(s for s in state.nightfall if roles[s] == "brother" and s != seat)
        if role == "little_girl":
            out["first_night"] = k == 1
        results = []
        for c in night.held:
            if c.seat != seat:
                continue
            r = self.result(state, night, c)
            if r is None:
                continue
            if c.step in ("seer", "fox") and self.defer(state) and lap <= self._lap_of(state, c):
                continue  # shown from the holder's next visit on (lap 1 -> lap 2)
            results.append(r)
        out["results"] = tuple(results)
        power_steps = [s for s in X.POWER_STEPS if X.HOLDER.get(s) == role]
        out["power_gone"] = bool(power_steps) and (not K.powers(state) or (role == "fox" and state.fox_lost))
        return VisitView(v, name, **out)

    def _lap_of(self, state: GameState, c: Choice) -> int:
        for lap, steps in self.layout(state).items():
            if c.step in steps:
                return lap
        return 0


class SecondWaveLaps(FirstWaveLaps):
    """A night of a game with a second-wave card (§11.20): worked out from the held choices."""

    def laps(self, state: GameState) -> int:
        """Three laps with the moon maiden in the deck list, or on Night 1 with Cupid; else two."""
        deck = deck_list(state)
        return 3 if "moon_maiden" in deck or (state.round == 1 and "cupid" in deck) else 2

    def layout(self, state: GameState) -> dict[int, tuple[str, ...]]:
        return SECOND_WAVE_LAYOUTS[self.laps(state)]

    def tonight(self, state: GameState, night: Night, until: tuple[str, int] | None = None
                ) -> tuple[GameState, GameState | None]:
        """Tonight's held choices applied at nightfall directly, in the engine's order, every
        other turn a skip (engine.walk_night), on to the resolution and the dawn: the state then,
        and the state as `until` (step, seat) opened (None without one)."""
        st, _, at = engine.walk_night(state, _args(night), until, through=True)
        return st, at

    def steps_of(self, state: GameState, night: Night, lap: int, seat: int) -> tuple[str, ...]:
        """The steps `seat` holds on `lap`: those whose holders, where the night order reaches
        them, count the seat. Only the earlier steps that write what holders read are applied."""
        lap_steps = self.layout(state)[lap]
        _, seen, _ = engine.walk_night(state, _args(night), None, _NEEDED_FOR_HOLDERS, frozenset(lap_steps))
        return tuple(sorted((s for s in lap_steps if (s, seat) in seen), key=_ORDER.__getitem__))

    def todo(self, state: GameState, night: Night, lap: int, seat: int) -> str | None:
        return self._first_open(night, seat, self.steps_of(state, night, lap, seat))

    @staticmethod
    def _first_open(night: Night, seat: int, steps: tuple[str, ...]) -> str | None:
        return next((s for s in steps if _held(night, s, seat) is None), None)

    def ghost_writes(self, state: GameState, seat: int) -> bool:
        return any(s == seat for s in engine.night_holders(state, "ghost")) and state.round > 1

    def visit(self, state: GameState, night: Night, index: int) -> Visit:
        n = state.n
        lap, i = index // n + 1, index % n
        seat = ((state.round - 1) % n + i) % n
        last = lap == self.laps(state)
        if seat not in state.nightfall and not (last and self.ghost_writes(state, seat)):
            return Visit(index, lap, seat, "dead", note=last)
        steps = self.steps_of(state, night, lap, seat)
        step = self._first_open(night, seat, steps) if index >= night.index else None
        return Visit(index, lap, seat, "act" if steps else "decoy", step or (steps[0] if steps else None),
                     role_card=lap == 1 and state.round == 1, note=last)

    def meets(self, state: GameState, night: Night, step: str, seat: int) -> GameState:
        """The state `step` meets at `seat`'s turn as far as its legality reads it: the held
        choices of the earlier steps whose writes it reads (steps.needed), applied directly."""
        _, _, at = engine.walk_night(state, _args(night), (step, seat), steps_needed(frozenset((step,)), step))
        if at is None:  # (the seat does not hold it: as the whole night)
            st, at = self.tonight(state, night, (step, seat))
            return st if at is None else at
        return at

    def defer(self, state: GameState) -> bool:
        """Night 1 of a two-lap night with a side choice in the deck: look results wait a visit."""
        return state.round == 1 and self.laps(state) == 2 and any(c in deck_list(state)
                                                                   for c in ("thief", "wolf_hound", "avenger"))

    def choose(self, state: GameState, night: Night, args: Any, defer: bool | None = None
               ) -> tuple[Night, tuple[str, Any] | None]:
        """`defer`: whether a look result waits for the next visit (default: `defer(state)`; the
        narrated night calls the side choices first, so it never defers)."""
        v, step = _now(state, night)
        engine.check(self.meets(state, night, step, v.seat), Choice(step, v.seat, args))
        args = None if not args else (dict(args) if isinstance(args, dict) else args)
        c = Choice(step, v.seat, args)
        held = night
        night = replace(night, held=night.held + (c,))
        if defer is None:
            defer = self.defer(state)
        if args is None or (defer and step in LOOKS):
            return night, None
        _, _, before = engine.walk_night(state, _args(held), (step, v.seat))  # the whole night so far
        after = engine.apply(before, c)[0]
        shown = [e for e in after.log[len(before.log):] if e.seat == v.seat and e.kind in SHOWN_AT_ONCE]
        return night, (step, tuple(shown)) if shown else None

    def write_note(self, state: GameState, night: Night, text: str) -> Night:
        v, text = _note_field(state, night, text)
        if v.step == "ghost" and text and self.todo(state, night, v.lap, v.seat) == "ghost":
            return self.choose(state, night, {"message": text})[0]  # the ghost's field is his message (E76)
        if v.kind == "dead" or not text:
            return night  # a dead player's field is a pause: only the ghost's is published
        return replace(night, notes=night.notes + ((v.seat, text),))

    def skip_at_commit(self, st: GameState, step: str, seat: int, args: Any) -> bool:
        return engine.objection(st, step, seat, args) is not None

    def view(self, state: GameState, night: Night, v: Visit) -> VisitView:
        """What a second-wave visit shows (§11.26): the role and team as the held choices make
        them, the step to take and its options, and what tonight has shown this seat so far."""
        name = state.seats[v.seat]
        seat, lap = v.seat, v.lap
        step = self.todo(state, night, lap, seat)
        full, at = self.tonight(state, night, (step, seat) if step else None)
        st = full if at is None else at
        mine = [e for e in full.log[len(state.log):] if e.seat == seat]
        shows = SHOWS[self.laps(state)][lap]
        kinds = set(k for s in shows for k in SHOWN.get(s, ()))
        kinds |= set(SHOWN_AT_ONCE)
        if "result" in shows:
            kinds.add("victim")
        if "witch" in self.layout(state)[lap]:
            kinds.add("victim")
        if self.defer(state) and lap == 1:  # Night 1's look results wait for the next visit
            kinds -= set(LOOK_KINDS)
        shown = tuple(e for e in mine if e.kind in kinds)
        role = st.roles[seat]
        out: dict[str, Any] = {"role": role, "team": K.team(st, seat), "step": step,
                               "options": tuple(engine.options(self.meets(state, night, step, seat), seat))
                               if step else (),
                               "done": v.kind == "act" and step is None, "shown": shown}
        if K.is_wolf(st, seat) and not K.dormant(st, seat):
            out["pack"] = tuple((w, state.is_alive(w)) for w in range(state.n) if K.known_to_pack(st, w))
        if step == "witch" and not engine.witch_blind(st, seat):  # a blocked witch is shown nothing (E122)
            out["victim"] = (True, engine.shown_victim(st))
        if step == "wolves":  # the fellow wolves' picks held so far (the walk stops before the first)
            out["picks"] = tuple((c.seat, (c.args or {}).get("player")) for c in night.held
                                 if c.step == "wolves" and c.seat != seat)
        elif step == "second_bite":
            out["picks"] = tuple((w, None if t < 0 else t) for w, t in (st.w2.picks2 or ()))
        out["power_gone"] = role not in ("villager", "wolf") and not K.card_power(st, seat)
        if lap == 1:
            out["notices"] = notices(state, seat)
        return VisitView(v, name, **out)


def _args(night: Night) -> dict[tuple[str, int], Any]:
    """Tonight's held args by (step, seat) (engine.walk_night's `held`)."""
    return {(c.step, c.seat): c.args for c in night.held}


# The steps a walk of tonight applies to know every step's holders (steps.needed of no target but
# the facts holders read: the card changes, the sides chosen, the actor's draw, the block).
_NEEDED_FOR_HOLDERS = steps_needed(frozenset(), W.NIGHT_ORDER[-1], COMMON_READS)

FIRST_WAVE = FirstWaveLaps()
SECOND_WAVE = SecondWaveLaps()


def _laps_of(state: GameState) -> FirstWaveLaps:
    """The night's planner: a game with a second-wave card (or New Moon) lays its laps out by the Step rows."""
    return SECOND_WAVE if state.w2 else FIRST_WAVE


def _standard_view(state: GameState, night: Night, v: Visit) -> VisitView:
    """What a standard visit shows (§8.1): the seat's knowledge, tonight's held picks and looks."""
    name = state.seats[v.seat]
    k = views.knowledge(state, v.seat)
    tonight = [c for c in night.held if c.seat == v.seat]
    looks = k.seer_results + tuple((state.round, c.args["player"], state.team(c.args["player"]))
                                   for c in tonight if c.step == "seer" and c.args)
    own = k.own_notes + tuple((state.round, t) for s, t in night.notes if s == v.seat)
    out = VisitView(v, name, role=k.role, team=k.team, pack=k.pack, seer_results=looks,
                    last_protected=k.last_protected, potions=k.potions, wolves_notes=k.wolves_notes,
                    own_notes=own,
                    done=(night.acted(v.seat) if v.kind == "act" else False)
                    or (v.note and any(s == v.seat for s, _ in night.notes)))
    if k.role == "wolf" and v.lap == 1:
        mine = dict((c.seat, None if not c.args else c.args.get("player")) for c in night.held
                    if c.step == "wolves")
        out = replace(out, picks=tuple((w, mine.get(w)) for w, _ in k.pack if w in mine))
    if v.lap == LAPS and k.role in ("wolf", "witch"):
        out = replace(out, victim=(True, bite(night)))
    return out


# --- the planner ---------------------------------------------------------------------------------

def laps(state: GameState) -> int:
    """Tonight's number of laps (§3.2, §11.5.1, §11.20)."""
    return _laps_of(state).laps(state)


def layout(state: GameState) -> dict[int, tuple[str, ...]]:
    """Tonight's lap layout: the choice steps (and, in the first wave, the sights) each lap carries."""
    return _laps_of(state).layout(state)


def start_seat(state: GameState) -> int:
    """The seat that starts night `state.round` (Night 1 at seat 0, then one seat further each night)."""
    return (state.round - 1) % state.n


def night_visits(state: GameState, night: Night | None = None) -> tuple[Visit, ...]:
    """Tonight's turns in order: every seat once a lap, from the night's start seat."""
    night = night or Night(state.round)
    p = _laps_of(state)
    return tuple(p.visit(state, night, i) for i in range(p.laps(state) * state.n))


def begin(state: GameState) -> Night:
    """Tonight's empty progress (the state must be at nightfall)."""
    if state.phase != "night":
        raise RuleError("not_awake", "it is not night", reason="classic_not_night")
    return Night(state.round)


def current(state: GameState, night: Night) -> Visit | None:
    """The visit to show now, or None once every lap is over (then `commit`)."""
    p = _laps_of(state)
    if night.index >= p.laps(state) * state.n:
        return None
    return p.visit(state, night, night.index)


def _now(state: GameState, night: Night) -> tuple[Visit, str]:
    """The current visit and the step it takes now (RuleError not_awake when it has none)."""
    v = current(state, night)
    step = None if v is None or v.kind != "act" else _laps_of(state).todo(state, night, v.lap, v.seat)
    if v is None or step is None:
        raise RuleError("not_awake", "this visit has no action now", reason="classic_not_awake")
    return v, step


def _todo(state: GameState, night: Night, lap: int, seat: int) -> str | None:
    """The step `seat` takes next on `lap` tonight, or None when it has none left."""
    return _laps_of(state).todo(state, night, lap, seat)


def bite(night: Night) -> int | None:
    """The bite target of the wolves' picks held so far (the unique top, §3.4)."""
    return engine.unique_top(Counter(c.args["player"] for c in night.held
                                     if c.step == "wolves" and c.args and c.args.get("player") is not None))


# --- visits taken in any order within a lap (phone seats, in parallel) --------------------------

def visit_index(state: GameState, night: Night, seat: int) -> int | None:
    """`seat`'s visit of the lap going round, if it is not taken yet (else None). The laps stay in
    order: no visit of the next lap is open before every visit of this one is taken. RuleError
    bad_args for a seat that is not at the table."""
    n = state.n
    seat_of(seat, n)
    if night.index >= laps(state) * n:
        return None
    j = night.index // n * n + (seat - start_seat(state)) % n
    return None if j < night.index or j in night.ahead else j


def lap_left(state: GameState, night: Night) -> tuple[int, ...]:
    """The seats whose visit of the lap going round is not taken yet, in the lap's order."""
    n = state.n
    if night.index >= laps(state) * n:
        return ()
    first = night.index // n * n
    return tuple((start_seat(state) + j - first) % n for j in range(night.index, first + n)
                 if j not in night.ahead)


def at(state: GameState, night: Night, seat: int) -> Night | None:
    """The night positioned at `seat`'s visit of this lap (every planner function then works on
    that visit), or None when it has none left. The first visit not taken is `night` itself."""
    j = visit_index(state, night, seat)
    if j is None:
        return None
    return night if j == night.index else replace(night, index=j)


def back(night: Night, seen: Night, index: int) -> Night:
    """`seen` -- `night` positioned at visit `index` (`at`), after that visit's choices and notes,
    or after its `finish_visit` -- folded back into the night's progress."""
    ahead = set(night.ahead)
    if seen.index > index:  # the visit is over
        ahead.add(index)
    i = night.index
    while i in ahead:
        ahead.discard(i)
        i += 1
    out = replace(seen, index=i, ahead=tuple(sorted(ahead)))
    return night if out == night else out


# --- what a visit may do ---------------------------------------------------------------------

def options(state: GameState, night: Night) -> list[Any]:
    """Every legal args object for the current visit's action ({} is the skip); [] on a decoy."""
    try:
        v, step = _now(state, night)
    except RuleError:
        return []
    return engine.options(_laps_of(state).meets(state, night, step, v.seat), v.seat)


def check(state: GameState, night: Night, args: Any) -> None:
    """RuleError with its code if `args` is not legal for the current visit's action."""
    v, step = _now(state, night)
    engine.check(_laps_of(state).meets(state, night, step, v.seat), Choice(step, v.seat, args))


def why_not(state: GameState, night: Night, args: Any) -> str | None:
    """The rejection code of `args` on the current visit, or None if it is legal."""
    try:
        check(state, night, args)
    except RuleError as exc:
        return exc.code
    return None


def choose(state: GameState, night: Night, args: Any, *, defer: bool | None = None
           ) -> tuple[Night, tuple[str, Any] | None]:
    """Hold the current visit's choice; with what it shows the holder at once (None if nothing,
    or if the result waits for the holder's next visit). A standard seer's look shows
    ``("team", (seat, team))`` (she learns it on her visit, §8.1). An illegal choice raises
    RuleError and holds nothing. `defer`: a second-wave look result waits for the next visit
    (default: as the night's laps say)."""
    return _laps_of(state).choose(state, night, args, defer)


def write_note(state: GameState, night: Night, text: str) -> Night:
    """Hold the current last-lap visit's note (the same field for everyone; empty writes nothing;
    the ghost's is his message)."""
    return _laps_of(state).write_note(state, night, text)


def finish_visit(state: GameState, night: Night) -> Night:
    """On to the next turn; every action of this visit not taken is a skip (§3.3)."""
    v = current(state, night)
    if v is None:
        raise RuleError("not_awake", "the night's visits are over", reason="classic_night_over")
    p = _laps_of(state)
    while v.kind == "act" and p.todo(state, night, v.lap, v.seat) is not None:
        night, _ = p.choose(state, night, None)
    return replace(night, index=night.index + 1)


def over(state: GameState, night: Night) -> bool:
    return night.index >= laps(state) * state.n


def commit(state: GameState, night: Night) -> tuple[GameState, tuple[Event, ...]]:
    """After the last visit: tonight's notes and choices into the engine, in its order (§3.1).
    A second-wave night's notes are those of the living (the dead's fields are pauses)."""
    p = _laps_of(state)
    if state.w2:
        night = replace(night, notes=tuple((s, t) for s, t in night.notes if s in state.nightfall))
    return _commit(state, night, p.skip_at_commit)


# --- what the holder sees -----------------------------------------------------------------------

def visit_view(state: GameState, night: Night) -> VisitView | None:
    """What the current visit shows its holder."""
    v = current(state, night)
    if v is None:
        return None
    if v.kind == "dead":
        return VisitView(v, state.seats[v.seat])
    if state.preset == "standard":
        return _standard_view(state, night, v)
    return _laps_of(state).view(state, night, v)


def notices(state: GameState, seat: int) -> tuple[Event, ...]:
    """What changed for `seat` since its last private screen (§11.18, §11.26): shown on its first
    visit of the night (the narrated night: at every call it comes to). RuleError bad_args for a seat
    that is not at the table."""
    seat_of(seat, state.n)
    k = state.round
    since = (f"N{k - 1}", f"D{k - 1}", f"N{k}")
    return tuple(e for e in state.log if e.kind == "notice" and e.seat == seat and e.moment in since
                 and not (e.value == "blocked" and e.moment != f"N{k}"))


def opening_sights(state: GameState, night: Night) -> tuple[Event, ...]:
    """Two sights of a second-wave visit that its view does not carry (§11.26), logged when
    their step opens: the assassin's vote count on his even-night step, and "S joined the pack"
    on the pack's lap; the current visit's holder's, on the lap that carries their step (empty
    elsewhere, for a dead seat's pause, and in a game without a second-wave card)."""
    if not state.w2:
        return ()
    v = current(state, night)
    if v is None or v.kind == "dead":
        return ()
    steps = layout(state).get(v.lap, ())
    full, _ = SECOND_WAVE.tonight(state, night)
    return tuple(e for e in full.log[len(state.log):]
                 if e.seat == v.seat and e.kind in _SIGHT_STEPS and _SIGHT_STEPS[e.kind] in steps)


# --- the night as save data ---------------------------------------------------------------------

def to_dict(night: Night) -> dict[str, Any]:
    out = {"round": night.round, "index": night.index,
           "held": [[c.step, c.seat, c.args] for c in night.held],
           "notes": [[s, t] for s, t in night.notes]}
    if night.ahead:  # (written only when a phone's visit was taken ahead of the laptop's)
        out["ahead"] = list(night.ahead)
    return out


def saved_ahead(state: GameState, data: dict[str, Any]) -> tuple[int, ...]:
    """A saved night's visits taken ahead of its index: all in the index's lap, after it."""
    ahead = data.get("ahead", [])
    index, n = data["index"], state.n
    if not isinstance(ahead, list) or len(set(ahead)) != len(ahead) or any(
            not isinstance(j, int) or isinstance(j, bool) or not index < j < index // n * n + n for j in ahead):
        raise ValueError("a night's visits taken ahead are out of range")
    return tuple(sorted(ahead))


def in_saved_order(night: Night, data: dict[str, Any]) -> Night:
    """A replayed night with its held choices in the order they were saved (the order they were
    taken, which a lap taken in parallel makes differ from the visits' order)."""
    order = {(c[0], c[1]): k for k, c in enumerate(data["held"])}
    seats = {n[0]: k for k, n in enumerate(data["notes"])}
    return replace(night, held=tuple(sorted(night.held, key=lambda c: order.get((c.step, c.seat), 0))),
                   notes=tuple(sorted(night.notes, key=lambda n: seats.get(n[0], 0))))


def replay_order(state: GameState, index: int, ahead: tuple[int, ...]) -> list[tuple[int, bool]]:
    """The visits a saved night replays, each with whether it was over: every one before `index`,
    those taken ahead, then the lap's others still open (a phone's visit may hold a choice before it
    is over, beside the laptop's)."""
    n = state.n
    rest = [j for j in range(index, min(index // n * n + n, laps(state) * n)) if j not in ahead]
    return [(j, True) for j in range(index)] + [(j, True) for j in ahead] + [(j, False) for j in rest]


def from_dict(state: GameState, data: Any) -> Night:
    """A saved night replayed visit by visit through the planner (SaveError "corrupt" unless every
    held choice and note is one its visit allowed)."""
    try:
        if not isinstance(data, dict) or not {"round", "index", "held", "notes"} <= set(data) \
                or not set(data) <= {"round", "index", "held", "notes", "ahead"}:
            raise ValueError("a night is an object with round, index, held and notes")
        if data["round"] != state.round or state.phase != "night":
            raise ValueError("the night does not belong to this state")
        index = data["index"]
        if not isinstance(index, int) or isinstance(index, bool) or index < 0:
            raise ValueError("a night's index is out of range")
        ahead = saved_ahead(state, data)
        held = [tuple(c) for c in data["held"]]
        notes = {n[0]: n[1] for n in data["notes"]}
        if len(notes) != len(data["notes"]) or len({(c[0], c[1]) for c in held}) != len(held):
            raise ValueError("a seat holds two notes or two choices of one step")
        night = Night(state.round)
        for i, finished in replay_order(state, index, ahead):
            seen = replace(night, index=i)
            v = current(state, seen)
            if v is None:
                break
            while v.kind == "act":  # this visit's held choices, in the order it takes them
                step = _todo(state, seen, v.lap, v.seat)
                c = next((c for c in held if c[0] == step and c[1] == v.seat), None)
                if step is None or c is None:
                    break
                held.remove(c)
                seen, _ = choose(state, seen, c[2])
            if v.note and v.seat in notes:
                seen = write_note(state, seen, notes.pop(v.seat))
            if finished:
                seen = finish_visit(state, seen)
            night = back(night, seen, i)
        if held or notes or night.index != index or night.ahead != ahead:
            raise ValueError("the night holds choices no visit made")
        return in_saved_order(night, data)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, RuleError) as exc:
        raise SaveError("corrupt", f"a damaged classic night: {exc}") from None


# --- last turns at dawn and dusk (§4.3, §5.4, §11.9.4) ---------------------------------------------

def last_turn(state: GameState) -> Visit | None:
    """The private last turn the game waits for at dawn or dusk, or None: the hunter's shot, the
    avenger's revenge, the scapegoat's choice, the dead captain's successor, the servant's, or
    "Nothing to do" for any other of the moment's dead (so the table cannot tell who had one,
    A34, A35)."""
    if state.phase not in ("dawn", "dusk") or state.step not in CHAIN_STEPS or not state.pending:
        return None
    seat = state.pending[0]
    if state.step == LAST_TURN:
        return Visit(-1, 0, seat, "decoy", None)
    return Visit(-1, 0, seat, "act", state.step)


def take_last_turn(state: GameState, args: Any) -> tuple[GameState, tuple[Event, ...]]:
    """The last turn's choice (the hunter's shot or skip, ...; None for anyone else)."""
    v = last_turn(state)
    if v is None:
        raise RuleError("not_awake", "nobody has a last turn now", reason="classic_not_awake")
    return engine.apply(state, Choice(v.step or LAST_TURN, v.seat, args if v.step else None))
