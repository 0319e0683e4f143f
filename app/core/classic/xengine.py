"""The extended preset's state machine (CLASSIC.md §11.4-§11.11): pure functions over GameState.

`engine` hands every state whose preset is ``extended`` to this module. The night runs the
steps of §11.5 (extended.NIGHT_STEPS, data), the resolution and death chains of §11.7, the
dawn of §11.8; the day the captain's election, the vote (plurality or trial, tie-break,
scapegoat) and kill-or-spare (§11.9); every death chain ends with last turns (hunter,
scapegoat, captain's successor) and the elder's power check (§11.10); wins as §11.11.

Random draws (the little girl's peek, a tied election) come from the game's seeded RNG
(`catalog.draw`), or from `chance` when a caller states them (the scenario runner):
``{"wolf": seat, "caught": bool}`` for a peek, ``{"captain": seat}`` for a tied election.
A missing or impossible stated draw raises ChanceError.

>>> g = new_game(list("ABCDEFGH"), roles=("thief", "wolf", "seer", "cupid", "elder", "hunter", "villager",
...              "villager"), spare=("wolf", "villager"))
>>> request(g).step, g.spare
('thief', ('wolf', 'villager'))
>>> g = apply(g, Choice("thief", 0, {}))[0]
>>> g.roles[0], g.spare, request(g).step
('wolf', ('thief', 'villager'), 'cupid')
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from ..common.errors import PhaseError, RuleError, SetupError
from . import extended as X
from .catalog import LAST_TURN, draw
from .phases import PHASES
from .state import Choice, Death, Event, GameState, Request

_WHY = {
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
}
BALLOT_STEPS = ("election", "vote", "trial")
CHAIN_STEPS = ("hunter", LAST_TURN, "scapegoat", "successor")
STEPS = X.NIGHT_STEPS + ("hunter", LAST_TURN, "scapegoat", "successor", "election", "vote", "tiebreak", "trial")


class ChanceError(ValueError):
    """A stated draw that is missing (kind ``missing_chance``) or cannot be drawn (``bad_chance``)."""

    def __init__(self, kind: str, key: str, message: str) -> None:
        super().__init__(message)
        self.kind, self.key = kind, key


# --- small facts ---------------------------------------------------------------------------

def opt(st: GameState, key: str) -> Any:
    return dict(st.options).get(key, X.OPTIONS[key])


def powers(st: GameState) -> bool:
    """The village still has its powers (§11.10)."""
    return st.powers_lost is None


def mixed(st: GameState) -> bool:
    """The lovers are a mixed couple: exactly one of them has the role wolf (§11.3, E9)."""
    return len(st.lovers) == 2 and (st.roles[st.lovers[0]] == "wolf") != (st.roles[st.lovers[1]] == "wolf")


def team(st: GameState, seat: int) -> str:
    """A seat's team now (§11.3): lovers for a mixed couple, else by the role."""
    if mixed(st) and seat in st.lovers:
        return "lovers"
    return X.team_of(st.roles[seat])


def is_pack(st: GameState, seat: int) -> bool:
    return st.roles[seat] == "wolf" and team(st, seat) == "wolves"


def partner(st: GameState, seat: int) -> int | None:
    if len(st.lovers) == 2 and seat in st.lovers:
        return st.lovers[1] if st.lovers[0] == seat else st.lovers[0]
    return None


def neighbour(st: GameState, seat: int, direction: int, living: tuple[int, ...]) -> int | None:
    """The nearest seat from `seat` in `direction` (+1 left, -1 right) among `living` (not `seat`)."""
    for i in range(1, st.n):
        s = (seat + direction * i) % st.n
        if s in living:
            return s
    return None


def fox_group(st: GameState, centre: int) -> tuple[int, ...]:
    """The centre and the nearest seat on each side alive at nightfall (§11.6, E32)."""
    group = {centre}
    for d in (1, -1):
        s = neighbour(st, centre, d, st.nightfall)
        if s is not None:
            group.add(s)
    return tuple(sorted(group))


def voters(st: GameState) -> tuple[int, ...]:
    """Who casts a ballot in the vote: every living player except an exposed idiot (§11.9.3)."""
    return tuple(s for s in st.alive if s not in st.exposed)


def weight(st: GameState, seat: int) -> int:
    """A ballot's weight: 2 for the living captain (§11.9.2), else 1."""
    return 2 if st.captain == seat and st.is_alive(seat) else 1


def shown_victim(st: GameState) -> int | None:
    """The victim the witch is shown (§11.6): the bite target, or None when it is protected and
    the table plays with `witch_sees_protection`."""
    if opt(st, "witch_sees_protection") and st.bite is not None and st.protect == st.bite:
        return None
    return st.bite


# --- setting up ----------------------------------------------------------------------------

def check_names(seats: list[str] | tuple[str, ...]) -> None:
    if len(seats) not in X.PLAYERS:
        raise SetupError(f"the extended preset needs 8 to 18 players, not {len(seats)}")
    if not all(isinstance(s, str) and s.strip() for s in seats):
        raise SetupError("every player needs a name")
    if len({s.strip().casefold() for s in seats}) != len(seats):
        raise SetupError("two players have the same name")


def new_game(seats: list[str] | tuple[str, ...], deck: Any = None, seed: int = 0, *,
             roles: tuple[str, ...] | list[str] | None = None, options: dict | None = None,
             spare: tuple[str, ...] | list[str] | None = None) -> GameState:
    """An extended game at the start of Night 1: `roles` (+ `spare`) fixed, or `deck` dealt from the seed."""
    check_names(seats)
    why = X.check_options(options)
    if why:
        raise SetupError(f"unknown option or value in {options!r} ({why})")
    opts = X.full_options(options)
    draws = 0
    n = len(seats)
    if roles is None:
        cards = list(deck) if deck is not None else list(X.suggest_deck(n))
        why = X.check_deck(n, cards)
        if why:
            raise SetupError(f"the deck is not valid ({why})")
        roles, spare, draws = X.deal(n, cards, seed)
    roles, spare = tuple(roles), tuple(spare or ())
    if len(roles) != n:
        raise SetupError("one role per seat")
    why = X.check_deal(roles, spare)
    if why:
        raise SetupError(f"the deal is not valid ({why})")
    st = GameState(tuple(seats), roles, int(seed), draws, log=(Event("N1", "deal", public=False),),
                   preset=X.PRESET, options=tuple((k, opts[k]) for k in X.OPTIONS), dealt=roles, spare=spare)
    return _start_night(st, 1)


# --- requests and legality -----------------------------------------------------------------

def request(state: GameState) -> Request | None:
    if state.phase == "end":
        return None
    if state.phase == "day":
        return Request("day", None, (), choice=False)
    return Request(state.phase, state.step, state.pending, choice=state.step != LAST_TURN)


def _is_seat(st: GameState, v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < st.n


def _is_skip(args: Any) -> bool:
    return args is None or (isinstance(args, dict) and not args)


def holds(st: GameState, step: str, seat: int) -> bool:
    """Does `seat` hold `step` at this moment (the §11.13 `not_awake`)?"""
    if not _is_seat(st, seat):
        return False
    if step in X.NIGHT_STEPS:
        if step in X.INFO_STEPS or st.phase != "night" or seat not in st.nightfall:
            return False
        if step in X.FIRST_NIGHT_ONLY and st.round != 1:
            return False
        return st.roles[seat] == X.HOLDER[step]
    if step in CHAIN_STEPS:
        if st.phase not in ("dawn", "dusk"):
            return False
        if step == "hunter":
            return seat in st.turns and st.roles[seat] == "hunter"
        if step == LAST_TURN:
            return seat in st.turns and st.roles[seat] != "hunter"
        if step == "scapegoat":
            return st.phase == "dusk" and st.tie_death == seat
        d = st.death_of(seat)
        return st.captain == seat and d is not None and d.moment == st.moment
    if step in BALLOT_STEPS:
        return st.phase == "vote" and st.step == step and seat in st.nightfall
    if step == "tiebreak":
        return st.phase == "vote" and st.step == "tiebreak" and st.captain == seat and st.is_alive(seat)
    return False


def _player(st: GameState, args: Any) -> bool:
    return set(args) == {"player"} and _is_seat(st, args["player"])


def _shape(st: GameState, step: str, args: Any) -> bool:
    if step == "trial":
        return args in ("kill", "spare")
    if not isinstance(args, dict):
        return False
    if step == "thief":
        return set(args) == {"take"} and type(args["take"]) is int and args["take"] in (0, 1)
    if step == "cupid":
        p = args.get("players")
        return set(args) == {"players"} and isinstance(p, (list, tuple)) and len(p) == 2 \
            and all(_is_seat(st, s) for s in p)
    if step == "little_girl":
        return set(args) == {"peek"} and args["peek"] is True
    if step == "witch":
        keys = set(args)
        if keys == {"save", "poison"} and not opt(st, "witch_both_potions"):
            return False
        if not keys or not keys <= {"save", "poison"}:
            return False
        return ("save" not in args or args["save"] is True) and ("poison" not in args or _is_seat(st, args["poison"]))
    if step == LAST_TURN:
        return False
    return _player(st, args)


def _legal(st: GameState, step: str, seat: int, args: Any) -> str | None:
    alive = st.is_alive
    if step == "thief":
        if "wolf" in st.spare and st.spare[args["take"]] != "wolf":
            return "must_take_wolf"
        return None
    if step == "cupid":
        a, b = args["players"]
        return "illegal_target" if a == b or not alive(a) or not alive(b) else None
    if step == "little_girl":
        return None
    if step == "wolves":
        t = args["player"]
        if not alive(t) or t == seat or (st.roles[t] == "wolf" and not opt(st, "wolves_may_bite_wolves")):
            return "illegal_target"
        return None
    if step in ("seer", "vote"):
        t = args["player"]
        return "illegal_target" if not alive(t) or t == seat else None
    if step in ("fox", "election"):
        return None if alive(args["player"]) else "illegal_target"
    if step == "bodyguard":
        t = args["player"]
        if not alive(t):
            return "illegal_target"
        return "repeat_protect" if t == st.last_protect else None
    if step == "witch":
        if "save" in args and st.save_used is not None:
            return "potion_spent"
        if "poison" in args and st.poison_used is not None:
            return "potion_spent"
        if "save" in args and shown_victim(st) is None:
            return "no_victim"
        if "poison" in args:
            t = args["poison"]
            if not alive(t) or t == seat:
                return "illegal_target"
        return None
    if step in ("hunter", "scapegoat", "successor"):
        t = args["player"]
        return "illegal_target" if not alive(t) or t == seat else None
    if step == "tiebreak":
        return None if args["player"] in st.tied else "illegal_target"
    return None


def objection(st: GameState, step: str, seat: int, args: Any) -> str | None:
    """The rejection code of this action now, in the order of §11.13, or None."""
    if st.phase == "end" or step not in STEPS or not holds(st, step, seat):
        return "not_awake"
    if (step, seat) in st.acted:
        return "already_acted"
    if step != st.step or seat not in st.pending:
        return "not_awake"
    if _is_skip(args):
        return None
    if not _shape(st, step, args):
        return "bad_args"
    if step in X.POWER_STEPS and (not powers(st) or (step == "fox" and st.fox_lost)):
        return "power_lost"
    if step == "little_girl" and st.round == 1:
        return "not_first_night"
    return _legal(st, step, seat, args)


def check(state: GameState, choice: Choice) -> None:
    code = objection(state, choice.step, choice.seat, choice.args)
    if code:
        raise RuleError(code, _WHY[code], reason=f"classic_{code}")


def candidates(st: GameState, step: str, seat: int) -> list[Any]:
    out: list[Any] = [{}]
    n = range(st.n)
    if step == "thief":
        out += [{"take": 0}, {"take": 1}]
    elif step == "cupid":
        out += [{"players": [a, b]} for a in n for b in n if a < b]
    elif step == "little_girl":
        out.append({"peek": True})
    elif step == "witch":
        out.append({"save": True})
        out += [{"poison": t} for t in n]
        if opt(st, "witch_both_potions"):
            out += [{"save": True, "poison": t} for t in n]
    elif step == "trial":
        out += ["kill", "spare"]
    elif step != LAST_TURN:
        out += [{"player": t} for t in n]
    return out


def options(state: GameState, seat: int) -> list[Any]:
    step = state.step
    if step is None or seat not in state.pending:
        return []
    return [a for a in candidates(state, step, seat) if objection(state, step, seat, a) is None]


def apply(state: GameState, choice: Choice, chance: dict | None = None) -> tuple[GameState, tuple[Event, ...]]:
    """The state after a legal choice, played on to the next turn, and the events it made."""
    check(state, choice)
    before = len(state.log)
    args = None if _is_skip(choice.args) else choice.args
    st = _EFFECTS[choice.step](state, choice.seat, args, chance)
    st = replace(st, pending=tuple(s for s in st.pending if s != choice.seat),
                 acted=st.acted + ((choice.step, choice.seat),))
    if not st.pending:
        st = _after_step(st, chance)
    return st, st.log[before:]


def begin_vote(state: GameState, chance: dict | None = None) -> tuple[GameState, tuple[Event, ...]]:
    """The table ends the discussion: the election (Day 1 with `captain`), else the vote (§11.9)."""
    before = len(state.log)
    phase = PHASES.after(state.phase, "begin_vote")
    st = replace(state, phase=phase, acted=(), ballots=(), verdicts=(), tied=(), accused=None, tie_death=None,
                 turns=(), last_turns=())
    if st.round == 1 and opt(st, "captain"):
        st = _open_ballots(st, "election", st.alive, chance)
    else:
        st = _open_vote(st, chance)
    return st, st.log[before:]


# --- effects -------------------------------------------------------------------------------

def _ev(st: GameState, *events: Event) -> GameState:
    return replace(st, log=st.log + events)


def _skip(st: GameState, seat: int, step: str) -> GameState:
    return _ev(st, Event(st.moment, "skip", seat=seat, value=step))


def _thief(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        if "wolf" not in st.spare:
            return _skip(st, seat, "thief")
        i, how = st.spare.index("wolf"), "forced"
    else:
        i, how = args["take"], "take"
    role = st.spare[i]
    roles = st.roles[:seat] + (role,) + st.roles[seat + 1:]
    spare = st.spare[:i] + ("thief",) + st.spare[i + 1:]
    st = replace(st, roles=roles, spare=spare)
    return _ev(st, Event(st.moment, "take", seat=seat, target=i, value=how))


def _cupid(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        return _skip(st, seat, "cupid")
    a, b = sorted(args["players"])
    st = replace(st, lovers=(a, b))
    return _ev(st, Event(st.moment, "couple", seat=seat, seats=(a, b)))


def _wolves(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    t = None if args is None else args["player"]
    st = replace(st, picks=st.picks + ((seat, t),))
    return _ev(st, Event(st.moment, "pick" if t is not None else "skip", seat=seat, target=t, value="wolves"))


def _little_girl(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        return _skip(st, seat, "little_girl")
    wolves = tuple(s for s in st.nightfall if st.roles[s] == "wolf")
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
    st = replace(st, draws=draws, caught=(st.round, seat) if caught else st.caught)
    return _ev(st, Event(st.moment, "peek", seat=seat, target=wolf, value="caught" if caught else "safe"))


def _seer(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        return _skip(st, seat, "seer")
    t = args["player"]
    return _ev(st, Event(st.moment, "look", seat=seat, target=t, value=X.team_of(st.roles[t])))


def _fox(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        return _skip(st, seat, "fox")
    t = args["player"]
    group = fox_group(st, t)
    yes = any(st.roles[s] == "wolf" for s in group)
    st = replace(st, fox_lost=st.fox_lost or not yes)
    return _ev(st, Event(st.moment, "sniff", seat=seat, target=t, seats=group, value="yes" if yes else "no"))


def _bodyguard(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    t = None if args is None else args["player"]
    st = replace(st, protect=t)
    if t is None:
        return _skip(st, seat, "bodyguard")
    return _ev(st, Event(st.moment, "protect", seat=seat, target=t))


def _witch(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        return _skip(st, seat, "witch")
    both = "save" in args and "poison" in args
    evs: list[Event] = []
    if "save" in args:
        st = replace(st, witch=("save", st.bite), save_used=st.moment)
        evs.append(Event(st.moment, "save", seat=seat, target=st.bite, value="both" if both else None))
    if "poison" in args:
        t = args["poison"]
        st = replace(st, witch=("both" if both else "poison", t), poison_used=st.moment)
        evs.append(Event(st.moment, "poison", seat=seat, target=t))
    return _ev(st, *evs)


def _hunter(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        return _skip(st, seat, "hunter")
    t = args["player"]
    st = replace(st, dead=st.dead + (Death(t, "shot", st.moment),))
    st = _ev(st, Event(st.moment, "shot", seat=seat, target=t), Event(st.moment, "death", seat=t, value="shot"),
             Event(st.moment, "died", seats=(t,), public=True))
    st, grieved = _grief(st)
    return _ev(st, *(Event(st.moment, "died", seats=(g,), public=True) for g in grieved))


def _last_turn(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    return _ev(st, Event(st.moment, "last_turn", seat=seat))


def _scapegoat(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    if args is None:
        return _skip(st, seat, "scapegoat")
    t = args["player"]
    st = replace(st, trial_next=(st.round + 1, t))
    return _ev(st, Event(st.moment, "scapegoat", seat=seat, target=t, public=True))


def _successor(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    t = None if args is None else args["player"]
    if t is None:
        st = _skip(st, seat, "successor")
    st = replace(st, captain=t)
    return _ev(st, Event(st.moment, "captain", seat=seat, target=t, value="successor", public=True))


def _ballot(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    t = None if args is None else args["player"]
    st = replace(st, ballots=st.ballots + ((seat, t),))
    return _ev(st, Event(st.moment, "ballot", seat=seat, target=t, value=None if st.step == "vote" else st.step))


def _trial(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    st = replace(st, verdicts=st.verdicts + ((seat, args),))
    return _ev(st, Event(st.moment, "verdict_ballot", seat=seat, target=st.accused, value=args))


def _tiebreak(st: GameState, seat: int, args: Any, chance: Any) -> GameState:
    t = None if args is None else args["player"]
    if t is None:  # the tie stands
        return _skip(st, seat, "tiebreak")
    st = replace(st, tied=(t,))
    return _ev(st, Event(st.moment, "tiebreak", seat=seat, target=t, public=True))


_EFFECTS = {"thief": _thief, "cupid": _cupid, "wolves": _wolves, "little_girl": _little_girl, "seer": _seer,
            "fox": _fox, "bodyguard": _bodyguard, "witch": _witch, "hunter": _hunter, LAST_TURN: _last_turn,
            "scapegoat": _scapegoat, "successor": _successor, "election": _ballot, "vote": _ballot,
            "trial": _trial, "tiebreak": _tiebreak}


# --- the night -----------------------------------------------------------------------------

def unique_top(counts: Counter) -> int | None:
    if not counts:
        return None
    ranked = counts.most_common()
    if len(ranked) > 1 and ranked[1][1] == ranked[0][1]:
        return None
    return ranked[0][0]


def _start_night(st: GameState, k: int) -> GameState:
    st = replace(st, phase="night", round=k, nightfall=st.alive, pending=(), acted=(), picks=(), bite=None,
                 protect=None, witch=None, ballots=(), last_turns=(), turns=(), verdicts=(), tied=(),
                 accused=None, tie_death=None)
    return _open_from(st, 0)


def _open_from(st: GameState, index: int) -> GameState:
    """Open the first night step from `index` that has a holder alive at nightfall; the
    information steps (lovers, brothers) only log what their holders see."""
    k, m = st.round, st.moment
    for step in X.NIGHT_STEPS[index:]:
        if step in X.FIRST_NIGHT_ONLY and k != 1:
            continue
        if step == "lovers":
            if k == 1 and len(st.lovers) == 2:
                evs = []
                for s in st.lovers:
                    p = partner(st, s)
                    evs.append(Event(m, "lover", seat=s, target=p, value=st.roles[p]))
                st = _ev(st, *evs)
            continue
        if step == "brothers":
            bros = tuple(s for s in st.nightfall if st.roles[s] == "brother")
            st = _ev(st, *(Event(m, "brothers", seat=b, seats=tuple(o for o in bros if o != b)) for b in bros))
            continue
        holders = tuple(s for s in st.nightfall if st.roles[s] == X.HOLDER[step])
        if not holders:
            continue
        st = replace(st, step=step, pending=holders)
        if step == "thief":
            st = _ev(st, *(Event(m, "spare", seat=t, value=",".join(st.spare)) for t in holders))
        elif step == "wolves" and st.caught is not None and st.caught[0] == k - 1:
            st = _ev(st, *(Event(m, "caught_notice", seat=w, target=st.caught[1]) for w in holders))
        elif step == "witch" and powers(st):
            v = shown_victim(st)
            st = _ev(st, *(Event(m, "victim", seat=w, target=v, value="witch") for w in holders))
        return st
    return _resolve(st)


def _after_step(st: GameState, chance: Any) -> GameState:
    step = st.step
    if step == "wolves":
        counts = Counter(t for _, t in st.picks if t is not None)
        bite = unique_top(counts)
        st = replace(st, bite=bite)
        wolves = tuple(s for s in st.nightfall if st.roles[s] == "wolf")
        st = _ev(st, Event(st.moment, "bite", target=bite),
                 *(Event(st.moment, "victim", seat=w, target=bite, value="wolves") for w in wolves))
    if step in X.NIGHT_STEPS:
        return _open_from(st, X.NIGHT_STEPS.index(step) + 1)
    if step in ("hunter", LAST_TURN):
        return _next_turn(replace(st, last_turns=st.last_turns[1:]))
    if step in ("scapegoat", "successor"):
        return _after_turns(st)
    if step == "election":
        return _elect(st, chance)
    if step == "vote":
        return _tally(st)
    if step == "tiebreak":
        return _after_tie(st, list(st.tied))
    if step == "trial":
        return _verdict(st)
    raise PhaseError(f"no step {step!r} to close")


def _grief(st: GameState) -> tuple[GameState, tuple[int, ...]]:
    """§11.7 step 9: a lover whose partner is dead dies at once (cause grief), with `lovers_grief`."""
    if len(st.lovers) != 2 or not opt(st, "lovers_grief"):
        return st, ()
    a, b = st.lovers
    for dead, other in ((a, b), (b, a)):
        if not st.is_alive(dead) and st.is_alive(other):
            st = replace(st, dead=st.dead + (Death(other, "grief", st.moment),))
            return _ev(st, Event(st.moment, "death", seat=other, value="grief")), (other,)
    return st, ()


def _resolve(st: GameState) -> GameState:
    """§11.7 steps 1-8, then the chain (grief, last turns, successor, power check) and the dawn."""
    k, m = st.round, st.moment
    marks: dict[int, list[str]] = {}
    b = st.bite
    saved = st.witch is not None and st.witch[0] in ("save", "both")
    sick = st.sick
    elder_hit = st.elder_hit
    if b is not None and st.protect != b and not saved:
        if st.roles[b] == "elder" and not elder_hit:
            elder_hit = True
        else:
            marks.setdefault(b, []).append("bite")
        if st.roles[b] == "knight" and powers(st):
            w = next((s for s in (((b + i) % st.n) for i in range(1, st.n))
                      if s in st.nightfall and st.roles[s] == "wolf"), None)
            if w is not None:
                sick = (w, k)
    if st.witch is not None and st.witch[0] in ("poison", "both") and st.witch[1] is not None:
        marks.setdefault(st.witch[1], []).append("poison")
    if st.caught is not None and st.caught[0] == k:
        marks.setdefault(st.caught[1], []).append("caught")
    reveal = None
    if st.sick is not None and st.sick[1] == k - 1 and st.is_alive(st.sick[0]):
        marks.setdefault(st.sick[0], []).append("sickness")
        reveal = st.sick[0]
    causes = {s: next(c for c in X.CAUSE_ORDER if c in cs) for s, cs in marks.items()}
    dead = tuple(sorted(causes))
    st = replace(st, phase=PHASES.after("night", "steps_done"), step=None, pending=(), elder_hit=elder_hit,
                 sick=sick, dead=st.dead + tuple(Death(s, causes[s], m) for s in dead), last_protect=st.protect)
    st = _ev(st, *(Event(m, "death", seat=s, value=causes[s]) for s in dead))
    st, grieved = _grief(st)
    turns = tuple(sorted(dead + grieved))
    evs = [Event(m, "dawn", seats=turns, public=True)]
    if reveal is not None:
        st = replace(st, revealed=st.revealed + ((reveal, "wolf"),))
        evs.append(Event(m, "reveal", seat=reveal, value="wolf", target=None, public=True))
    st = _ev(st, *evs)
    return _next_turn(replace(st, turns=turns, last_turns=turns))


def _next_turn(st: GameState) -> GameState:
    if st.last_turns:
        seat = st.last_turns[0]
        step = "hunter" if st.roles[seat] == "hunter" else LAST_TURN
        return replace(st, step=step, pending=(seat,))
    return _after_turns(replace(st, step=None, pending=()))


def _after_turns(st: GameState) -> GameState:
    """After the last turns: the scapegoat's choice, the captain's successor, the power check (§11.7)."""
    if st.phase == "dusk" and st.tie_death is not None and ("scapegoat", st.tie_death) not in st.acted:
        return replace(st, step="scapegoat", pending=(st.tie_death,))
    c = st.captain
    if c is not None and (d := st.death_of(c)) is not None and d.moment == st.moment \
            and ("successor", c) not in st.acted:
        return replace(st, step="successor", pending=(c,))
    st = replace(st, step=None, pending=())
    if powers(st) and any(d.moment == st.moment and st.roles[d.seat] == "elder" for d in st.dead):
        st = _ev(replace(st, powers_lost=st.moment), Event(st.moment, "powers_lost"))
    if st.phase == "dawn" and powers(st):
        bears = [s for s in st.alive if st.roles[s] == "bear_tamer"]
        if bears:
            bear = bears[0]
            near = {neighbour(st, bear, d, st.alive) for d in (1, -1)} - {None}
            if any(st.roles[s] == "wolf" for s in near):  # type: ignore[index]
                st = _ev(replace(st, growls=st.growls + (st.moment,)), Event(st.moment, "growl", public=True))
    return _win_check(st)


# --- the day -------------------------------------------------------------------------------

def _open_ballots(st: GameState, step: str, who: tuple[int, ...], chance: Any) -> GameState:
    st = replace(st, step=step, nightfall=who, pending=who)
    st = _ev(st, Event(st.moment, "vote_start", seats=who, value=None if step == "vote" else step, public=True))
    if not who:
        return _after_step(st, chance)
    return st


def _open_vote(st: GameState, chance: Any) -> GameState:
    tn = st.trial_next
    if tn is not None and tn[0] == st.round:
        st = replace(st, trial_next=None)
        if st.is_alive(tn[1]):
            return _open_trial(st, tn[1], chance)
    return _open_ballots(st, "vote", voters(st), chance)


def _open_trial(st: GameState, accused: int, chance: Any) -> GameState:
    st = _ev(replace(st, accused=accused), Event(st.moment, "accused", target=accused, public=True))
    return _open_ballots(st, "trial", tuple(s for s in voters(st) if s != accused), chance)


def _elect(st: GameState, chance: Any) -> GameState:
    ballots = tuple(sorted(st.ballots))
    counts = Counter(t for _, t in ballots if t is not None)
    captain = None
    tied: tuple[int, ...] = ()
    if counts:
        top = max(counts.values())
        tied = tuple(sorted(s for s, c in counts.items() if c == top))
        if len(tied) == 1:
            captain = tied[0]
        elif chance is not None:
            if "captain" not in chance:
                raise ChanceError("missing_chance", "captain", "a tied election needs a stated 'captain' draw")
            captain = chance["captain"]
            if captain not in tied:
                raise ChanceError("bad_chance", "captain", "the stated 'captain' is not among the tied")
        else:
            captain = tied[draw(st.seed, st.draws, len(tied))]
            st = replace(st, draws=st.draws + 1)
    st = replace(st, captain=captain, ballots=())
    st = _ev(st, Event(st.moment, "election", target=captain, pairs=ballots, seats=tied if len(tied) > 1 else (),
                       public=True),
             Event(st.moment, "captain", target=captain, value="election", public=True))
    st = replace(st, acted=())
    return _open_vote(st, chance)


def _tally(st: GameState) -> GameState:
    ballots = tuple(sorted(st.ballots))
    counts: Counter = Counter()
    for v, t in ballots:
        if t is not None:
            counts[t] += weight(st, v)
    st = replace(st, ballots=ballots)
    top = max(counts.values()) if counts else 0
    tops = sorted(s for s, c in counts.items() if c == top) if counts else []
    st = _ev(st, Event(st.moment, "tally", target=tops[0] if len(tops) == 1 else None, pairs=ballots, public=True))
    if len(tops) > 1 and st.captain is not None and st.is_alive(st.captain):
        return replace(st, step="tiebreak", pending=(st.captain,), tied=tuple(tops))
    return _after_tie(st, tops)


def _counts(st: GameState) -> Counter:
    counts: Counter = Counter()
    for v, t in st.ballots:
        if t is not None:
            counts[t] += weight(st, v)
    return counts


def _after_tie(st: GameState, tops: list[int]) -> GameState:
    """The vote's outcome (§11.9.3) once any tie-break is in: hang, trial, scapegoat or nobody."""
    st = replace(st, tied=())
    if not tops:
        return _dusk(st, None)
    if len(tops) == 1:
        x = tops[0]
        if opt(st, "vote_rule") == "plurality":
            return _hang(st, x)
        if 2 * _counts(st)[x] > len(st.alive):
            return _open_trial(st, x, None)
        return _dusk(st, None)
    goats = [s for s in st.alive if st.roles[s] == "scapegoat"]
    if goats and powers(st):
        g = goats[0]
        st = replace(st, tie_death=g, revealed=st.revealed + ((g, "scapegoat"),),
                     dead=st.dead + (Death(g, "vote", st.moment),))
        st = _ev(st, Event(st.moment, "death", seat=g, value="vote"),
                 Event(st.moment, "reveal", seat=g, value="scapegoat", public=True))
        return _dusk(st, g)
    return _dusk(st, None)


def _verdict(st: GameState) -> GameState:
    kills = sum(weight(st, v) for v, b in st.verdicts if b == "kill")
    spares = sum(weight(st, v) for v, b in st.verdicts if b == "spare")
    hanged = kills > spares
    st = _ev(st, Event(st.moment, "verdict", target=st.accused, value="kill" if hanged else "spare",
                       pairs=tuple((v, 1 if b == "kill" else 0 if b == "spare" else None) for v, b in st.verdicts),
                       public=True))
    if hanged and st.accused is not None:
        return _hang(st, st.accused)
    return _dusk(st, None)


def _hang(st: GameState, x: int) -> GameState:
    if st.roles[x] == "idiot" and powers(st):
        st = replace(st, exposed=st.exposed + ((x,) if x not in st.exposed else ()),
                     revealed=st.revealed + (((x, "idiot"),) if (x, "idiot") not in st.revealed else ()))
        st = _ev(st, Event(st.moment, "reveal", seat=x, value="idiot", public=True))
        return _dusk(st, None)
    st = replace(st, dead=st.dead + (Death(x, "vote", st.moment),))
    st = _ev(st, Event(st.moment, "death", seat=x, value="vote"))
    return _dusk(st, x)


def _dusk(st: GameState, out: int | None) -> GameState:
    """The dusk chain (§11.9.4): grief, then every last turn of the verdict's dead."""
    st = replace(st, phase=PHASES.after("vote", "votes"), step=None, pending=())
    if out is not None:
        st = _ev(st, Event(st.moment, "dusk", seats=(out,), public=True))
    st, grieved = _grief(st)
    st = _ev(st, *(Event(st.moment, "died", seats=(g,), public=True) for g in grieved))
    turns = tuple(sorted(((out,) if out is not None else ()) + grieved))
    return _next_turn(replace(st, turns=turns, last_turns=turns))


# --- the end -------------------------------------------------------------------------------

def winner(st: GameState) -> str | None:
    """§11.11 in its order: draw, lovers, village, wolves; None to go on."""
    living = st.alive
    if not living:
        return "draw"
    if mixed(st) and set(living) == set(st.lovers):
        return "lovers"
    if not any(st.roles[s] == "wolf" for s in living):
        return "village"
    pack = sum(1 for s in living if is_pack(st, s))
    if pack and pack >= len(living) - pack:
        return "wolves"
    if len(living) == 1:
        # Not in §11.11: with `lovers_grief` off, a mixed couple's wolf can outlive everyone.
        # Alone he can neither be voted out nor bite anyone, and no team can still win (the
        # lovers need both, the village every wolf dead, the pack has no member): a draw.
        return "draw"
    return None


def _win_check(st: GameState) -> GameState:
    result = winner(st)
    if result is not None:
        m = st.moment
        st = replace(st, phase=PHASES.after(st.phase, "result"), step=None, pending=(), result=result, end=m)
        return _ev(st, Event(m, "result", value=result, public=True))
    if PHASES.after(st.phase, "no_result") == "day":
        return replace(st, phase="day", step=None, pending=())
    return _start_night(st, st.round + 1)


def winners(st: GameState) -> tuple[int, ...]:
    """Every seat of the winning team, dead ones included (A29)."""
    if st.result == "lovers":
        return tuple(st.lovers)
    if st.result in ("village", "wolves"):
        return tuple(s for s in range(st.n) if team(st, s) == st.result)
    return ()
