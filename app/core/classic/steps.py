"""Every classic step as a row (CLASSIC.md §3.4, §5.2, §6, §9, §11.6, §11.9, §11.21, §11.31.5-6):
who holds it now, the shape of its args, its legality after the common checks, its effect and
the args worth trying, as `ACTIONS[step] = Action(shape, legal, effect, candidates)`; and the
one `objection` that runs the common checks in the order of §9, §11.13 and §11.27.

A check returns None (legal) or the rejection code. An effect takes the state, the acting seat,
the args (None for a skip) and `chance` (the stated draws of the scenario runner, or None for
the game's seeded RNG) and returns the state with its events logged; the engine moves on.

Also the facts several steps and the engine share: who holds a night step tonight, the victim
the witch is shown, blocks, the bites so far tonight, deaths and the chains they start (grief,
the stray wolf's companion, a vampire's spawn), card changes and conversions.

>>> set(STEPS) <= set(ACTIONS), ACTIONS["hunter"].legal is ACTIONS["seer"].legal
(True, True)
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from ..common.errors import RuleError
from . import extended as X
from . import kinds as K
from . import newmoon as NM
from . import wave2 as W
from .catalog import LAST_TURN, draw
from .kinds import acts_as, blocked, card_power, fox_group, opt, powers, tonight
from .state import Death, Event, GameState, evolve

Shape = Callable[[GameState, Any], bool]
Legal = Callable[[GameState, int, Any], "str | None"]
Effect = Callable[[GameState, int, Any, Any], GameState]
Candidates = Callable[[GameState], list[Any]]


@dataclass(frozen=True)
class Action:
    """One step's rule: `shape` (the args' form: bad_args), `legal` (the rest, after the common
    checks: a code or None), `effect` (state, seat, args or None for a skip, chance) and
    `candidates` (every args worth trying besides the skip, legal or not). A night step also
    names tonight's facts (GameState's fields and the second wave's Facts) it `reads` besides
    `COMMON_READS` (its legality, its effect, its opening and close) and those it `writes` (its
    effect, its opening and its close; the log left out, which no rule reads): the planner works
    out a step's legality from the earlier steps whose writes it reads (`needed`)."""

    shape: Shape
    legal: Legal
    effect: Effect
    candidates: Candidates
    reads: frozenset[str] = frozenset()
    writes: frozenset[str] = frozenset()


WHY = {
    "not_awake": "this seat does not act in this step now",
    "already_acted": "this seat already acted in this step",
    "bad_args": "wrong shape, unknown key or unknown seat",
    "power_lost": "that power is gone",
    "not_first_night": "the little girl may peek from night 2 on",
    "must_take_wolf": "a spare card is a wolf: the thief must take it",
    "potion_spent": "that potion was already used",
    "no_victim": "there is no victim tonight",
    "illegal_target": "that player cannot be chosen",
    "repeat_protect": "that player was protected last night",
    "blocked": "the moon maiden blocked this seat tonight",
    "unavailable": "that power cannot be used now",
    "repeat_target": "that player was chosen last night",
}
BALLOT_STEPS = ("election", "vote", "trial", "second_vote")
CHAIN_STEPS = ("hunter", "revenge", LAST_TURN, "scapegoat", "successor", "servant")
NIGHT_ORDER = W.NIGHT_ORDER
STEPS = tuple(s for s in NIGHT_ORDER if s not in W.INFO_STEPS) + (
    "hunter", "revenge", LAST_TURN, "scapegoat", "successor", "servant", "election", "crier", "cavalier", "vote",
    "tiebreak", "trial", "second_vote")
# Steps whose entries need the acting seat's power (§11.10, §11.24); the pack's bite never does.
POWERED = X.POWER_STEPS + tuple(s for s in W.HOLDER2 if s not in W.PACK_STEPS) + ("revenge", "cavalier", "servant")
ACTOR_DRAWS = 1 << 20  # the actor's draw on night k uses the game's RNG at index ACTOR_DRAWS + k


class ChanceError(ValueError):
    """A stated draw that is missing (kind ``missing_chance``) or cannot be drawn (``bad_chance``)."""

    def __init__(self, kind: str, key: str, message: str) -> None:
        super().__init__(message)
        self.kind, self.key = kind, key


# --- small facts ----------------------------------------------------------------------------

def is_seat(st: GameState, v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < st.n


def is_skip(args: Any) -> bool:
    return args is None or (isinstance(args, dict) and not args)


def night_holders(st: GameState, step: str) -> tuple[int, ...]:
    """Who holds a night step tonight (§11.5, §11.20), alive at nightfall (the ghost: dead of it)."""
    k = st.round
    if step in W.FIRST_NIGHT_ONLY and k != 1:
        return ()
    nm = NM.holders(st, step)
    if nm is not None:
        return nm
    if step in W.EVEN_NIGHTS and k % 2:
        return ()
    if step in W.PACK_STEPS:
        if step == "second_bite" and st.w2.cub_night != k:
            return ()
        return K.pack(st)
    if step == "little_brother_wolf" and st.w2.lbw_rage != k:
        return ()
    if step == "ghost" and k > 1:
        return tuple(s for s in range(st.n) if st.roles[s] == "ghost" and (d := st.death_of(s)) is not None
                     and d.cause == "ghost")
    role = X.HOLDER.get(step) or W.HOLDER2.get(step)
    if role is None:
        return ()
    return tuple(s for s in st.nightfall if acts_as(st, s, role))


def shown_victim(st: GameState) -> int | None:
    """The victim the witch is shown (§11.6): the bite target, or None when it is protected and
    the table plays with `witch_sees_protection`. A blocked witch is shown nothing at all (E122):
    None here too (her save is `blocked` first); `witch_blind` says whether she sees anything."""
    if opt(st, "witch_sees_protection") and st.bite is not None and st.protect == st.bite:
        return None
    if K.wave2(st) and any(blocked(st, w) for w in night_holders(st, "witch")):
        return None
    return st.bite


def witch_blind(st: GameState, seat: int) -> bool:
    """The witch at `seat` is shown no victim at all (no entry): her powers are gone (§11.10,
    §11.24) or the moon maiden blocked her tonight (E122)."""
    if not K.wave2(st):
        return not powers(st)
    return not card_power(st, seat, "witch") or blocked(st, seat)


def target_ok(st: GameState, t: int) -> bool:
    """A day target: alive and not exiled today (§11.23)."""
    return st.is_alive(t) and not K.absent(st, t)


def hanged_today(st: GameState) -> tuple[int, ...]:
    h = st.w2.hanged or ()
    return tuple(s for d, s in h if d == st.round)


def bites_so_far(st: GameState) -> tuple[int, ...]:
    out = [tonight(st, "lbw_bite"), st.bite if st.step not in ("wolves",) else None, tonight(st, "b2"),
           tonight(st, "bbw_bite"), tonight(st, "ww_bite")]
    return tuple(t for t in out if t is not None)


def diseased_night(st: GameState) -> bool:
    """A no-kill night: the night after the diseased was eaten (E62), or after New Moon's eclipse
    (§11.31.4: exactly as that night)."""
    return st.w2.diseased_night == st.round or K.night_card(st) == "eclipse"


def stone_alone(st: GameState, seat: int) -> bool:
    living = [s for s in st.alive if K.is_wolf(st, s)]
    return st.roles[seat] == "stone_wolf" and living == [seat]


def against(st: GameState, seat: int, days: tuple[int, ...]) -> int:
    """The weighted votes against `seat` on these days (E57)."""
    return sum(c for d, s, c in (st.w2.against or ()) if s == seat and d in days)


def assassin_votes(st: GameState, seat: int) -> int:
    k = st.round
    return against(st, seat, (k - 2, k - 1))


def fire_uses(st: GameState) -> int:
    """Uses earned (E81): one after the first wolf death, one more per round with two or more."""
    rounds = list(st.w2.wolf_deaths or ())
    if not rounds:
        return 0
    per: dict[int, int] = {}
    for r in rounds:
        per[r] = per.get(r, 0) + 1
    return 1 + sum(1 for c in per.values() if c >= 2)


# --- who acts: the common checks (§9, §11.13, §11.27) --------------------------------------------

# Who holds each step of the dawn, the dusk and the vote (the night's steps: `night_holders`).
HOLDS: dict[str, Callable[[GameState, int], bool]] = {
    "hunter": lambda st, s: st.phase in ("dawn", "dusk") and s in st.turns and st.roles[s] == "hunter",
    "revenge": lambda st, s: st.phase in ("dawn", "dusk") and s in st.turns and st.roles[s] == "avenger",
    LAST_TURN: lambda st, s: st.phase in ("dawn", "dusk") and s in st.turns
    and st.roles[s] not in ("hunter", "avenger"),
    "scapegoat": lambda st, s: st.phase == "dusk" and st.tie_death == s,
    "servant": lambda st, s: st.phase in ("dawn", "dusk") and st.step == "servant" and s in st.pending,
    "successor": lambda st, s: st.phase in ("dawn", "dusk") and st.captain == s
    and (d := st.death_of(s)) is not None and d.moment == st.moment,
    **{b: (lambda step: lambda st, s: st.phase == "vote" and st.step == step and s in st.nightfall)(b)
       for b in BALLOT_STEPS},
    **{d: (lambda step: lambda st, s: st.phase == "vote" and st.step == step and s in st.pending)(d)
       for d in ("cavalier", "crier")},
    "tiebreak": lambda st, s: st.phase == "vote" and st.step == "tiebreak" and st.captain == s and st.is_alive(s),
}


def holds(st: GameState, step: str, seat: int) -> bool:
    """Does `seat` hold `step` at this moment (the §9, §11.13, §11.27 `not_awake`)?"""
    if not is_seat(st, seat):
        return False
    if step in NIGHT_ORDER:
        if step in W.INFO_STEPS or st.phase != "night":
            return False
        return seat in night_holders(st, step)
    rule = HOLDS.get(step)
    return rule is not None and rule(st, seat)


def _power_role(st: GameState, step: str, seat: int) -> str:
    """The card whose power this step uses: the step's holder card (the actor: his drawn card)."""
    role = X.HOLDER.get(step) or W.HOLDER2.get(step) or step
    return {"revenge": "avenger"}.get(step, role)


def _power_gone(st: GameState, step: str, seat: int) -> bool:
    if step not in POWERED:
        return False
    if not K.wave2(st):
        return step in X.POWER_STEPS and (not powers(st) or (step == "fox" and st.fox_lost))
    role = _power_role(st, step, seat)
    if step == "fox" and st.fox_lost:
        return True
    if not card_power(st, seat, role):
        return True
    if st.roles[seat] == "actor" and role != "actor" and not card_power(st, seat, "actor"):
        return True
    return step == "servant" and seat in st.lovers


def objection(st: GameState, step: str, seat: int, args: Any) -> str | None:
    """The rejection code of this action now, in the order of §9, §11.13 and §11.27, or None."""
    return awake(st, step, seat) or args_objection(st, step, seat, args)


def awake(st: GameState, step: str, seat: int) -> str | None:
    """The checks that do not read the args: `seat` may act in `step` now (None), or not_awake,
    already_acted."""
    if st.phase == "end" or step not in STEPS or not holds(st, step, seat):
        return "not_awake"
    if (step, seat) in st.acted:
        return "already_acted"
    if step != st.step or seat not in st.pending:
        return "not_awake"
    return None


def args_objection(st: GameState, step: str, seat: int, args: Any) -> str | None:
    """The checks of the args of a seat that may act (`awake`): a skip is always legal; then
    bad_args, power_lost, blocked and the step's own legality."""
    if is_skip(args):
        return None
    action = ACTIONS[step]
    if not action.shape(st, args):
        return "bad_args"
    if _power_gone(st, step, seat):
        return "power_lost"
    if st.phase == "night" and step in W.BLOCKABLE and blocked(st, seat):
        return "blocked"
    return action.legal(st, seat, args)


def check(state: GameState, step: str, seat: int, args: Any) -> None:
    """RuleError with its code if this action is illegal now."""
    code = objection(state, step, seat, args)
    if code:
        raise RuleError(code, WHY[code], reason=f"classic_{code}")


def candidates(st: GameState, step: str, seat: int) -> list[Any]:
    """Every args object worth trying for this seat in this step ({} is the skip), legal or not."""
    action = ACTIONS.get(step)
    return [{}] + (action.candidates(st) if action is not None else _players(st))


# --- shapes ---------------------------------------------------------------------------------

def _dict(shape: Shape) -> Shape:
    """A shape for args that are an object."""
    return lambda st, a: isinstance(a, dict) and shape(st, a)


@_dict
def _player(st: GameState, a: Any) -> bool:
    return set(a) == {"player"} and is_seat(st, a["player"])


def _seats(n: tuple[int, ...]) -> Shape:
    @_dict
    def shape(st: GameState, a: Any) -> bool:
        p = a.get("players")
        return set(a) == {"players"} and isinstance(p, (list, tuple)) and len(p) in n \
            and all(is_seat(st, s) for s in p)
    return shape


def _flag(key: str) -> Shape:
    return _dict(lambda st, a: set(a) == {key} and a[key] is True)


@_dict
def _take(st: GameState, a: Any) -> bool:
    return set(a) == {"take"} and type(a["take"]) is int and a["take"] in (0, 1)


@_dict
def _potions(st: GameState, a: Any) -> bool:
    keys = set(a)
    if keys == {"save", "poison"} and not opt(st, "witch_both_potions"):
        return False
    if not keys or not keys <= {"save", "poison"}:
        return False
    return ("save" not in a or a["save"] is True) and ("poison" not in a or is_seat(st, a["poison"]))


@_dict
def _side(st: GameState, a: Any) -> bool:
    return set(a) == {"side"} and a["side"] in ("wolves", "village")


@_dict
def _draught(st: GameState, a: Any) -> bool:
    return len(a) == 1 and set(a) <= {"stupor", "restore"} and is_seat(st, next(iter(a.values())))


@_dict
def _message(st: GameState, a: Any) -> bool:
    m = a.get("message")
    return set(a) == {"message"} and isinstance(m, str) and 1 <= len(m) <= W.GHOST_LIMIT and bool(m.strip())


def _verdict_shape(st: GameState, a: Any) -> bool:
    return a in ("kill", "spare")


def _nothing(st: GameState, a: Any) -> bool:
    return False  # a last turn without a shot takes no arguments


# --- legality (after not_awake, already_acted, bad_args, power_lost, blocked) -------------------

def _free(st: GameState, seat: int, a: Any) -> str | None:
    return None


def _other_alive(st: GameState, seat: int, t: int) -> str | None:
    return "illegal_target" if not st.is_alive(t) or t == seat else None


def _pick(st: GameState, seat: int, a: Any) -> str | None:
    return _other_alive(st, seat, a["player"])


def _alive(st: GameState, seat: int, a: Any) -> str | None:
    return None if st.is_alive(a["player"]) else "illegal_target"


def _repeat(key: str) -> Legal:
    def legal(st: GameState, seat: int, a: Any) -> str | None:
        code = _pick(st, seat, a)
        if code:
            return code
        last = getattr(st.w2, key)
        return "repeat_target" if last is not None and last[0] == st.round - 1 and last[1] == a["player"] else None
    return legal


def _two(self_ok: bool) -> Legal:
    def legal(st: GameState, seat: int, a: Any) -> str | None:
        p, q = a["players"]
        if p == q or not st.is_alive(p) or not st.is_alive(q) or (not self_ok and seat in (p, q)):
            return "illegal_target"
        return None
    return legal


def _thief_legal(st: GameState, seat: int, a: Any) -> str | None:
    return "must_take_wolf" if "wolf" in st.spare and st.spare[a["take"]] != "wolf" else None


def _peek_legal(st: GameState, seat: int, a: Any) -> str | None:
    return "not_first_night" if st.round == 1 else None


def pack_pick(st: GameState, seat: int, t: int, bite_wolves: bool) -> str | None:
    """The `wolves` / `second_bite` rule: unavailable on a diseased night or for a stone wolf
    alone; a target alive, not the picker, not known to the pack (unless wolves may bite wolves)."""
    if diseased_night(st) or stone_alone(st, seat):
        return "unavailable"
    if not st.is_alive(t) or t == seat or (K.known_to_pack(st, t) and not bite_wolves):
        return "illegal_target"
    return None


def _wolves_legal(st: GameState, seat: int, a: Any) -> str | None:
    return pack_pick(st, seat, a["player"], bool(opt(st, "wolves_may_bite_wolves")))


def _second_bite(st: GameState, seat: int, a: Any) -> str | None:
    code = pack_pick(st, seat, a["player"], bool(opt(st, "wolves_may_bite_wolves")))
    if code:
        return code
    return "illegal_target" if a["player"] == st.bite else None


def _protect_legal(st: GameState, seat: int, a: Any) -> str | None:
    t = a["player"]
    if not st.is_alive(t):
        return "illegal_target"
    return "repeat_protect" if t == st.last_protect and K.night_card(st) != "vigil" else None


def _potions_legal(st: GameState, seat: int, a: Any) -> str | None:
    if "poison" in a and K.night_card(st) == "cold_night":
        return "unavailable"
    if "save" in a and st.save_used is not None:
        return "potion_spent"
    if "poison" in a and st.poison_used is not None:
        return "potion_spent"
    if "save" in a and shown_victim(st) is None:
        return "no_victim"
    if "poison" in a:
        t = a["poison"]
        if not st.is_alive(t) or t == seat:
            return "illegal_target"
    return None


def _ballot_legal(st: GameState, seat: int, a: Any) -> str | None:
    t = a["player"]
    return "illegal_target" if not target_ok(st, t) or t == seat else None


def _election_legal(st: GameState, seat: int, a: Any) -> str | None:
    return None if target_ok(st, a["player"]) else "illegal_target"


def _cavalier_legal(st: GameState, seat: int, a: Any) -> str | None:
    if st.w2.cavalier_used is not None:
        return "unavailable"
    t = a["player"]
    return "illegal_target" if not target_ok(st, t) or t == seat else None


def _servant_legal(st: GameState, seat: int, a: Any) -> str | None:
    return None if a["player"] in hanged_today(st) else "illegal_target"


def _tiebreak_legal(st: GameState, seat: int, a: Any) -> str | None:
    return None if a["player"] in st.tied else "illegal_target"


def _verdict_legal(st: GameState, seat: int, a: Any) -> str | None:
    return "unavailable" if a == "kill" and st.roles[seat] == "pacifist" else None


def _judge(st: GameState, seat: int, a: Any) -> str | None:
    return "unavailable" if st.w2.judge_used is not None else None


def _actor(st: GameState, seat: int, a: Any) -> str | None:
    return None if st.w2.actor_left else "unavailable"


def _little_brother(st: GameState, seat: int, a: Any) -> str | None:
    return "unavailable" if diseased_night(st) else _pick(st, seat, a)


def _demon(st: GameState, seat: int, a: Any) -> str | None:
    return "no_victim" if st.bite is None else None


def _bbw(st: GameState, seat: int, a: Any) -> str | None:
    if not st.w2.bbw_unlocked or diseased_night(st):
        return "unavailable"
    t = a["player"]
    if not st.is_alive(t) or K.known_to_pack(st, t) or t in bites_so_far(st):
        return "illegal_target"
    return None


def _ww(st: GameState, seat: int, a: Any) -> str | None:
    if diseased_night(st):
        return "unavailable"
    t = a["player"]
    if not st.is_alive(t) or t == seat or not K.plain_wolf(st, t) or not K.known_to_pack(st, t) \
            or t in bites_so_far(st):
        return "illegal_target"
    return None


def _fire(st: GameState, seat: int, a: Any) -> str | None:
    if fire_uses(st) - (st.w2.fire_used or 0) <= 0:
        return "unavailable"
    return _pick(st, seat, a)


def _piper(st: GameState, seat: int, a: Any) -> str | None:
    p = a["players"]
    charmed = st.w2.charmed or ()
    if len(set(p)) != len(p) or any(not st.is_alive(t) or t == seat or t in charmed for t in p):
        return "illegal_target"
    left = [s for s in st.alive if s != seat and s not in charmed]
    if len(p) == 1 and len(left) != 1:
        return "illegal_target"
    return None


def _assassin(st: GameState, seat: int, a: Any) -> str | None:
    if assassin_votes(st, seat) < 4:
        return "unavailable"
    return _pick(st, seat, a)


def _apothecary(st: GameState, seat: int, a: Any) -> str | None:
    kind = next(iter(a))
    if getattr(st.w2, f"{kind}_used") is not None:
        return "potion_spent"
    return _other_alive(st, seat, a[kind])


# --- effects ------------------------------------------------------------------------------------

def ev(st: GameState, *events: Event) -> GameState:
    """The state with these events logged (the same state when there are none)."""
    return evolve(st, log=st.log + events) if events else st


def _log(st: GameState, kind: str, seat: int, target: int | None = None, value: str | None = None,
         seats: tuple[int, ...] = (), public: bool = False) -> GameState:
    return ev(st, Event(st.moment, kind, seat=seat, target=target, value=value, seats=seats, public=public))


def skip(st: GameState, seat: int, step: str) -> GameState:
    return ev(st, Event(st.moment, "skip", seat=seat, value=step))


def notice(st: GameState, seat: int, what: str, value: str | None = None) -> GameState:
    """A private notice for `seat` at its next screen (§11.26): blocked, wolf, vampire, stripped, role."""
    return _log(st, "notice", seat, value=f"{what}:{value}" if value is not None else what)


def died(st: GameState, pairs: tuple[tuple[int, str], ...]) -> GameState:
    """Record deaths (seat, cause) at this moment, with what the second wave remembers of them:
    the card at death, the wolves' deaths (fire wolf), the unlocks (big bad wolf, wolf cub,
    little brother)."""
    st = evolve(st, dead=st.dead + tuple(Death(s, c, st.moment) for s, c in pairs))
    if not K.wave2(st):
        return st
    at = list(st.w2.at_death or ())
    wolf_deaths = list(st.w2.wolf_deaths or ())
    facts: dict[str, Any] = {}
    for s, _ in pairs:
        role = st.roles[s]
        wolf = K.is_wolf(st, s)
        at.append((s, role, st.moment))
        if wolf:
            wolf_deaths.append(st.round)
        if (wolf and K.plain_wolf(st, s)) or role in ("wild_child", "wolf_hound"):
            facts["bbw_unlocked"] = True
        if role == "wolf_cub":
            facts["cub_night"] = st.round + 1
        if role == "big_brother_wolf" and not st.w2.lbw_awake:
            facts["lbw_rage"] = st.round + 1
    return K.put(st, at_death=tuple(at), wolf_deaths=tuple(wolf_deaths), **facts)


def grief(st: GameState) -> tuple[GameState, tuple[int, ...]]:
    """Linked deaths (§11.22 step 8), repeated until nothing changes: grief (`lovers_grief`),
    the stray wolf whose companion is dead, every spawn of a dead vampire."""
    out: tuple[int, ...] = ()
    while True:
        st, new = _linked_once(st)
        if not new:
            return st, out
        out += new


def _linked_once(st: GameState) -> tuple[GameState, tuple[int, ...]]:
    if len(st.lovers) == 2 and opt(st, "lovers_grief"):
        a, b = st.lovers
        for dead, other in ((a, b), (b, a)):
            if not st.is_alive(dead) and st.is_alive(other):
                st = died(st, ((other, "grief"),))
                return ev(st, Event(st.moment, "death", seat=other, value="grief")), (other,)
    if not K.wave2(st):
        return st, ()
    c = st.w2.companion
    if c is not None and st.is_alive(c[0]) and not st.is_alive(c[1]) and st.roles[c[0]] == "stray_wolf":
        st = died(st, ((c[0], "companion"),))
        return ev(st, Event(st.moment, "death", seat=c[0], value="companion")), (c[0],)
    vampires = [s for s in range(st.n) if st.roles[s] == "vampire"]
    if vampires and not st.is_alive(vampires[0]):
        spawn = tuple(s for s in (st.w2.spawn or ()) if st.is_alive(s))
        if spawn:
            st = died(st, tuple((s, "vampire") for s in spawn))
            return ev(st, *(Event(st.moment, "death", seat=s, value="vampire") for s in spawn)), spawn
    return st, ()


def swap(st: GameState, living: int, dead: int) -> GameState:
    """A card change (§11.18): the living player takes the other's card, the other gets his."""
    roles = list(st.roles)
    roles[living], roles[dead] = roles[dead], roles[living]
    st = evolve(st, roles=tuple(roles))
    return notice(ev(st, Event(st.moment, "swap", seat=living, target=dead)), living, "role", roles[living])


def turn(st: GameState, seat: int, how: str) -> GameState:
    """A conversion to a wolf (§11.18): for good, noticed at his next screen."""
    st = K.put(st, wolfed=tuple(sorted(set(st.w2.wolfed or ()) | {seat})))
    return notice(ev(st, Event(st.moment, "turn", seat=seat, value=how)), seat, "wolf")


def _queue_turns(st: GameState, dead: tuple[int, ...]) -> GameState:
    """A hunter or an avenger killed by a last turn (or with it) gets his own (E45)."""
    new = tuple(s for s in dead if st.roles[s] in ("hunter", "avenger") and s not in st.turns)
    if not new:
        return st
    return evolve(st, turns=st.turns + new, last_turns=st.last_turns + new)


def _thief(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        if "wolf" not in st.spare:
            return skip(st, seat, "thief")
        i, how = st.spare.index("wolf"), "forced"
    else:
        i, how = args["take"], "take"
    role = st.spare[i]
    roles = st.roles[:seat] + (role,) + st.roles[seat + 1:]
    spare = st.spare[:i] + ("thief",) + st.spare[i + 1:]
    st = evolve(st, roles=roles, spare=spare)
    return ev(st, Event(st.moment, "take", seat=seat, target=i, value=how))


def _cupid(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        return skip(st, seat, "cupid")
    a, b = sorted(args["players"])
    st = evolve(st, lovers=(a, b))
    return ev(st, Event(st.moment, "couple", seat=seat, seats=(a, b)))


def _wolves(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    t = None if args is None else args["player"]
    st = evolve(st, picks=st.picks + ((seat, t),))
    return ev(st, Event(st.moment, "pick" if t is not None else "skip", seat=seat, target=t, value="wolves"))


def _little_girl(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        return skip(st, seat, "little_girl")
    wolves = K.pack(st)
    if not wolves:  # §11.21.3: an empty pack shows nobody, and nobody sees her
        return ev(st, Event(st.moment, "peek", seat=seat, target=None, value="safe"))
    draws = st.draws
    if chance is not None:
        if "wolf" not in chance:
            raise ChanceError("missing_chance", "wolf", "a peek needs a stated 'wolf' draw")
        wolf = chance["wolf"]
        if wolf not in wolves:
            raise ChanceError("bad_chance", "wolf", "the stated 'wolf' is not a wolf alive at nightfall")
        if "caught" not in chance:
            raise ChanceError("missing_chance", "caught", "a peek needs a stated 'caught' draw")
        caught = chance["caught"]
        if not isinstance(caught, bool):
            raise ChanceError("bad_chance", "caught", "the stated 'caught' is not true or false")
    else:
        wolf = wolves[draw(st.seed, draws, len(wolves))]
        num, den = X.LITTLE_GIRL_CAUGHT
        caught = draw(st.seed, draws + 1, den) < num
        draws += 2
    st = evolve(st, draws=draws, caught=(st.round, seat) if caught else st.caught)
    return ev(st, Event(st.moment, "peek", seat=seat, target=wolf, value="caught" if caught else "safe"))


def _seer(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        return skip(st, seat, "seer")
    t = args["player"]
    if K.wave2(st) and st.roles[t] == "lycan" and card_power(st, t):
        st = K.put(st, lycan_hit=st.round)
    if K.night_card(st) == "fog":  # the card, not the team (E118)
        return ev(st, Event(st.moment, "look", seat=seat, target=t, value=f"role:{st.roles[t]}"))
    return ev(st, Event(st.moment, "look", seat=seat, target=t,
                        value="wolves" if K.seen_as_wolf(st, t) else "village"))


def _fox(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        return skip(st, seat, "fox")
    t = args["player"]
    group = fox_group(st, t)
    yes = any(K.seen_as_wolf(st, s) for s in group)
    st = evolve(st, fox_lost=st.fox_lost or not yes)
    return ev(st, Event(st.moment, "sniff", seat=seat, target=t, seats=group, value="yes" if yes else "no"))


def _bodyguard(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    t = None if args is None else args["player"]
    st = evolve(st, protect=t)
    if t is None:
        return skip(st, seat, "bodyguard")
    return ev(st, Event(st.moment, "protect", seat=seat, target=t))


def _witch(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        return skip(st, seat, "witch")
    both = "save" in args and "poison" in args
    evs: list[Event] = []
    if "save" in args:
        st = evolve(st, witch=("save", st.bite), save_used=st.moment)
        evs.append(Event(st.moment, "save", seat=seat, target=st.bite, value="both" if both else None))
    if "poison" in args:
        t = args["poison"]
        st = evolve(st, witch=("both" if both else "poison", t), poison_used=st.moment)
        evs.append(Event(st.moment, "poison", seat=seat, target=t))
    return ev(st, *evs)


def _hunter(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        return skip(st, seat, "hunter")
    t = args["player"]
    st = died(st, ((t, "shot"),))
    st = ev(st, Event(st.moment, "shot", seat=seat, target=t), Event(st.moment, "death", seat=t, value="shot"),
            Event(st.moment, "died", seats=(t,), public=True))
    st, grieved = grief(st)
    st = ev(st, *(Event(st.moment, "died", seats=(g,), public=True) for g in grieved))
    return _queue_turns(st, (t,) + grieved) if K.wave2(st) else st


def _revenge(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        return skip(st, seat, "revenge")
    t = args["player"]
    side = K.avenger_side(st, seat)
    hits = K.is_wolf(st, t) if side == "village" else not K.is_wolf(st, t)
    st = ev(st, Event(st.moment, "revenge", seat=seat, target=t, value="hit" if hits else "miss"))
    if not hits:
        return st
    st = died(st, ((t, "revenge"),))
    st = ev(st, Event(st.moment, "death", seat=t, value="revenge"), Event(st.moment, "died", seats=(t,), public=True))
    st, linked = grief(st)
    st = ev(st, *(Event(st.moment, "died", seats=(g,), public=True) for g in linked))
    return _queue_turns(st, (t,) + linked)


def _last_turn(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    return ev(st, Event(st.moment, "last_turn", seat=seat))


def _scapegoat(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        return skip(st, seat, "scapegoat")
    t = args["player"]
    st = evolve(st, trial_next=(st.round + 1, t))
    return ev(st, Event(st.moment, "scapegoat", seat=seat, target=t, public=True))


def _successor(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    t = None if args is None else args["player"]
    if t is None:
        st = skip(st, seat, "successor")
    st = evolve(st, captain=t)
    return ev(st, Event(st.moment, "captain", seat=seat, target=t, value="successor", public=True))


def _servant(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        return skip(st, seat, "servant")
    t = args["player"]
    st = evolve(st, revealed=st.revealed + ((seat, st.roles[seat]),))
    st = ev(st, Event(st.moment, "reveal", seat=seat, value=st.roles[seat], public=True))
    return swap(st, seat, t)


def _cavalier(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        st = skip(st, seat, "cavalier")
        return evolve(st, pending=())
    t = args["player"]
    wolf = K.is_wolf(st, t)
    st = K.put(st, cavalier_used=st.moment)
    st = evolve(st, revealed=st.revealed + ((seat, "cavalier"),), pending=())
    st = ev(st, Event(st.moment, "reveal", seat=seat, value="cavalier", public=True),
            Event(st.moment, "announce:cavalier", seat=seat, target=t, value="true" if wolf else "false",
                  public=True))
    out = t if wolf else seat
    st = K.put(died(st, ((out, "cavalier"),)), cav_out=(st.round, out, wolf))
    return ev(st, Event(st.moment, "death", seat=out, value="cavalier"))


def _ballot(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    t = None if args is None else args["player"]
    st = evolve(st, ballots=st.ballots + ((seat, t),))
    return ev(st, Event(st.moment, "ballot", seat=seat, target=t, value=None if st.step == "vote" else st.step))


def _trial(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    st = evolve(st, verdicts=st.verdicts + ((seat, args),))
    return ev(st, Event(st.moment, "verdict_ballot", seat=seat, target=st.accused, value=args))


def _tiebreak(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    t = None if args is None else args["player"]
    if t is None:  # the tie stands
        return skip(st, seat, "tiebreak")
    st = evolve(st, tied=(t,))
    return ev(st, Event(st.moment, "tiebreak", seat=seat, target=t, public=True))


def _side_effect(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    side = a["side"] if a else "village"
    if st.roles[seat] == "avenger":  # the side is the chooser's, not the card's (E123)
        st = K.put(st, avenger_side=(seat, side))
    if side == "wolves":
        st = K.put(st, wolfed=tuple(sorted(set(st.w2.wolfed or ()) | {seat})))
    return _log(st, "side", seat, value=side)


def _link(key: str) -> Effect:
    def effect(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
        if a is None:
            return _log(st, "skip", seat, value=key)
        t = a["player"]
        st = K.put(st, **{key: (seat, t)})
        return _log(st, key, seat, target=t)
    return effect


def _heretic(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    if a is None:
        return _log(st, "skip", seat, value="heretic")
    p = tuple(sorted(a["players"]))
    return _log(K.put(st, heretic=(seat,) + p), "heretic", seat, seats=p)


def _judge_fx(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    if a is None:
        return _log(st, "skip", seat, value="judge")
    return _log(K.put(st, judge_used=st.moment, signed=st.round), "sign", seat)


def _moon(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    if a is None:
        return _log(st, "skip", seat, value="moon_maiden")
    t = a["player"]
    st = K.put(st, blocked=(st.round, t), mm_last=(st.round, t))
    return notice(_log(st, "block", seat, target=t), t, "blocked")


def _actor_fx(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    if a is None:
        return _log(st, "skip", seat, value="actor")
    left = list(st.w2.actor_left or ())
    if chance is not None:
        if "actor" not in chance:
            raise ChanceError("missing_chance", "actor", "the actor's draw needs a stated 'actor' card")
        card = chance["actor"]
        if card not in left:
            raise ChanceError("bad_chance", "actor", "the stated 'actor' card is not one of his cards left")
    else:
        # Its own index per night, so no other draw of the night (a peek) depends on whether he
        # drew: a visit can show both at once (pass-and-play, §11.20).
        card = left[draw(st.seed, ACTOR_DRAWS + st.round, len(left))]
    left.remove(card)
    st = K.put(st, actor_left=tuple(left), actor_card=(st.round, card))
    return _log(st, "actor_draw", seat, value=card)


def _bite_key(key: str, step: str) -> Effect:
    def effect(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
        if a is None:
            return _log(st, "skip", seat, value=step)
        t = a["player"]
        return _log(K.put(st, **{key: (st.round, t)}), "xbite", seat, target=t, value=step)
    return effect


def _second_pick(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    t = None if a is None else a["player"]
    st = K.put(st, picks2=(st.w2.picks2 or ()) + ((seat, -1 if t is None else t),))
    return _log(st, "pick" if t is not None else "skip", seat, target=t, value="second_bite")


def _demon_fx(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    if a is None:
        return _log(st, "skip", seat, value="demon_wolf")
    return _log(K.put(st, demon=st.round), "convert", seat, target=st.bite)


def _look(kind: str, test: Callable[[GameState, int], bool]) -> Effect:
    def effect(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
        if a is None:
            return _log(st, "skip", seat, value=kind)
        t = a["player"]
        return _log(st, kind, seat, target=t, value="yes" if test(st, t) else "no")
    return effect


def _fire_fx(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    if a is None:
        return _log(st, "skip", seat, value="fire_wolf")
    t = a["player"]
    st = K.put(st, fire=(st.round, t), fire_used=(st.w2.fire_used or 0) + 1)
    return _log(st, "fire", seat, target=t)


def _piper_fx(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    if a is None:
        return _log(st, "skip", seat, value="pied_piper")
    p = tuple(sorted(a["players"]))
    st = K.put(st, charmed=tuple(sorted(set(st.w2.charmed or ()) | set(p))))
    return _log(st, "charm", seat, seats=p)


def _mark(key: str, step: str, last: str | None = None) -> Effect:
    def effect(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
        if a is None:
            return _log(st, "skip", seat, value=step)
        t = a["player"]
        st = K.put(st, **{key: (st.round, t)})
        if last:
            st = K.put(st, **{last: (st.round, t)})
        return _log(st, step, seat, target=t)
    return effect


def _doctor(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    if a is None:
        return _log(st, "skip", seat, value="mad_doctor")
    p, q = a["players"]
    kinds = {p: K.doctor_kind(st, p), q: K.doctor_kind(st, q)}
    pair = {kinds[p], kinds[q]}
    loser = None
    for x, y, dies in (("wolf", "plain", "plain"), ("wolf", "power", "wolf"), ("plain", "power", "power")):
        if pair == {x, y}:
            loser = p if kinds[p] == dies else q
    if loser is not None:
        st = K.put(st, doctor=(st.round, loser))
    return _log(st, "doctor", seat, target=loser, seats=(p, q))


def _apothecary_fx(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    if a is None:
        return _log(st, "skip", seat, value="apothecary")
    kind = next(iter(a))
    t = a[kind]
    st = K.put(st, **{kind: (st.round, t), f"{kind}_used": st.moment})
    return _log(st, kind, seat, target=t)


def _ghost_fx(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    if a is None:
        return _log(st, "skip", seat, value="ghost")
    return _log(K.put(st, ghost_msg=(st.round, a["message"])), "ghost_note", seat, value=a["message"])


# --- candidates -----------------------------------------------------------------------------------

def _players(st: GameState) -> list[Any]:
    return [{"player": t} for t in range(st.n)]


def _pairs(st: GameState) -> list[Any]:
    n = range(st.n)
    return [{"players": [a, b]} for a in n for b in n if a < b]


def _one_or_two(st: GameState) -> list[Any]:
    return _pairs(st) + [{"players": [a]} for a in range(st.n)]


def _potion_args(st: GameState) -> list[Any]:
    n = range(st.n)
    out: list[Any] = [{"save": True}] + [{"poison": t} for t in n]
    if opt(st, "witch_both_potions"):
        out += [{"save": True, "poison": t} for t in n]
    return out


def _draught_args(st: GameState) -> list[Any]:
    n = range(st.n)
    return [{"stupor": t} for t in n] + [{"restore": t} for t in n]


def _just(*args: Any) -> Candidates:
    return lambda st: list(args)


# --- the table ------------------------------------------------------------------------------------

def _player_step(legal: Legal, effect: Effect, reads: tuple[str, ...] = (), writes: tuple[str, ...] = ()) -> Action:
    return Action(_player, legal, effect, _players, frozenset(reads), frozenset(writes))


def _night(action: Action, reads: tuple[str, ...] = (), writes: tuple[str, ...] = ()) -> Action:
    """A night step's row with the facts it reads and writes (`Action`)."""
    return replace(action, reads=frozenset(reads), writes=frozenset(writes))


_BITES = ("lbw_bite", "bite", "b2", "bbw_bite", "ww_bite")  # bites_so_far


ACTIONS: dict[str, Action] = {
    # the first wave's night (§3.4, §11.6)
    "thief": _night(Action(_take, _thief_legal, _thief, _just({"take": 0}, {"take": 1})), ("spare",),
                    ("roles", "spare")),
    "cupid": _night(Action(_seats((2,)), _two(True), _cupid, _pairs), (), ("lovers",)),
    "wolves": _player_step(_wolves_legal, _wolves, ("picks", "pack_seen", "caught"),
                           ("picks", "bite", "pack_seen", "old_man_x")),
    "little_girl": _night(Action(_flag("peek"), _peek_legal, _little_girl, _just({"peek": True})),
                          ("draws", "caught"), ("draws", "caught")),
    "seer": _player_step(_pick, _seer, (), ("lycan_hit",)),
    "fox": _player_step(_alive, _fox, ("fox_lost",), ("fox_lost",)),
    "bodyguard": _player_step(_protect_legal, _bodyguard, (), ("protect",)),
    "witch": _night(Action(_potions, _potions_legal, _witch, _potion_args), ("save_used", "poison_used", "bite",
                    "protect"), ("witch", "save_used", "poison_used")),
    # last turns and the dusk's choices (§4.3, §5.4, §11.9.4, §11.21.2)
    "hunter": _player_step(_pick, _hunter),
    "revenge": _player_step(_pick, _revenge),
    LAST_TURN: Action(_nothing, _free, _last_turn, _just()),
    "scapegoat": _player_step(_pick, _scapegoat),
    "successor": _player_step(_pick, _successor),
    "servant": _player_step(_servant_legal, _servant),
    # the day (§5.2, §11.9, §11.21.2)
    "election": _player_step(_election_legal, _ballot),
    "cavalier": _player_step(_cavalier_legal, _cavalier),
    "vote": _player_step(_ballot_legal, _ballot),
    "second_vote": _player_step(_ballot_legal, _ballot),
    "tiebreak": _player_step(_tiebreak_legal, _tiebreak),
    "trial": Action(_verdict_shape, _verdict_legal, _trial, _just("kill", "spare")),
    # the second wave's night (§11.21.1)
    "wolf_hound": _night(Action(_side, _free, _side_effect, _just({"side": "wolves"}, {"side": "village"})), (),
                         ("avenger_side", "wolfed")),
    "avenger": _night(Action(_side, _free, _side_effect, _just({"side": "wolves"}, {"side": "village"})), (),
                      ("avenger_side", "wolfed")),
    "stray_wolf": _player_step(_pick, _link("companion"), (), ("companion",)),
    "wild_child": _player_step(_pick, _link("model_wc"), (), ("model_wc",)),
    "shadow": _player_step(_pick, _link("model_sh"), (), ("model_sh",)),
    "heretic": _night(Action(_seats((2,)), _two(False), _heretic, _pairs), (), ("heretic",)),
    "judge": _night(Action(_flag("sign"), _judge, _judge_fx, _just({"sign": True})), ("judge_used",),
                    ("judge_used", "signed")),
    "moon_maiden": _player_step(_repeat("mm_last"), _moon, ("mm_last",), ("blocked", "mm_last")),
    "actor": _night(Action(_flag("draw"), _actor, _actor_fx, _just({"draw": True})), ("actor_left",),
                    ("actor_left", "actor_card")),
    "little_brother_wolf": _player_step(_little_brother, _bite_key("lbw_bite", "little_brother_wolf"), (),
                                        ("lbw_bite",)),
    "second_bite": _player_step(_second_bite, _second_pick, ("bite", "picks2"), ("picks2", "b2")),
    "demon_wolf": _night(Action(_flag("convert"), _demon, _demon_fx, _just({"convert": True})), ("bite",),
                         ("demon",)),
    "big_bad_wolf": _player_step(_bbw, _bite_key("bbw_bite", "big_bad_wolf"), _BITES, ("bbw_bite",)),
    "white_wolf": _player_step(_ww, _bite_key("ww_bite", "white_wolf"), _BITES, ("ww_bite",)),
    "wolf_seer": _player_step(_pick, _look("wolf_seer", lambda st, t: st.roles[t] == "seer")),
    "fire_wolf": _player_step(_fire, _fire_fx, ("fire_used",), ("fire", "fire_used")),
    "vampire": _player_step(_pick, _mark("vamp", "vampire"), (), ("vamp",)),
    "pied_piper": _night(Action(_seats((1, 2)), _piper, _piper_fx, _one_or_two), ("charmed",), ("charmed",)),
    "aura_seer": _player_step(_pick, _look("aura_seer", K.has_power_card)),
    "enchanter": _player_step(_repeat("ench_last"), _mark("ench", "enchanter", "ench_last"), ("ench_last",),
                              ("ench", "ench_last")),
    "raven": _player_step(_repeat("raven_last"), _mark("raven", "raven", "raven_last"), ("raven_last",),
                          ("raven", "raven_last")),
    "old_hag": _player_step(_pick, _mark("hag", "old_hag"), (), ("hag",)),
    "mad_doctor": _night(Action(_seats((2,)), _two(True), _doctor, _pairs), (), ("doctor",)),
    "assassin": _player_step(_assassin, _mark("assassin_t", "assassin"), (), ("assassin_t",)),
    "apothecary": _night(Action(_draught, _apothecary, _apothecary_fx, _draught_args), ("stupor_used", "restore_used"),
                         ("stupor", "restore", "stupor_used", "restore_used")),
    "ghost": Action(_message, _free, _ghost_fx, _just({"message": "A message from beyond"}),
                    writes=frozenset({"ghost_msg"})),
    # New Moon's (§11.31.5, §11.31.6): the gypsy, the town crier's play, the captain naming the crier
    **{step: Action(_dict(shape), legal, effect, candidates) for step, (shape, legal, effect, candidates)
       in NM.STEPS.items()},
}
ACTIONS["gypsy"] = _night(ACTIONS["gypsy"], ("nm_used", "lovers", "mixed"), ("nm_used", "nm_seance"))
ACTIONS["town_crier"] = _night(ACTIONS["town_crier"], ("nm_hand",), ("nm_play",))

# --- tonight's facts: which earlier steps a step's legality needs ---------------------------------

# What every night step reads: its holders (the cards, the pack, the actor's card), its power (the
# avenger's side) and the moon maiden's block (§11.5, §11.20, §11.24).
COMMON_READS = frozenset({"roles", "wolfed", "actor_card", "avenger_side", "blocked"})
# The information steps (no entries): what they read and write besides the log.
INFO_FACTS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "lovers": (frozenset({"lovers", "mixed"}), frozenset({"mixed"})),
}


def facts(step: str) -> tuple[frozenset[str], frozenset[str]]:
    """What night step `step` reads (COMMON_READS included) and writes."""
    if step in ACTIONS:
        a = ACTIONS[step]
        return COMMON_READS | a.reads, a.writes
    reads, writes = INFO_FACTS.get(step, (frozenset(), frozenset()))
    return COMMON_READS | reads, writes


@lru_cache(maxsize=1024)
def needed(targets: frozenset[str], last: str, reads: frozenset[str] = frozenset()) -> frozenset[str]:
    """The night steps up to `last` (included) a walk of tonight must apply for the steps
    `targets` to meet the state they meet in the whole night, and the facts `reads` to be right
    at `last`: the targets, and every earlier step that writes a fact a later kept step (or
    `reads`) reads (engine.walk_night's `steps`)."""
    need: set[str] = set(reads)
    out = set()
    for step in reversed(NIGHT_ORDER[: NIGHT_ORDER.index(last) + 1]):
        reads, writes = facts(step)
        if step in targets or writes & need:
            out.add(step)
            need |= reads
    return frozenset(out)
