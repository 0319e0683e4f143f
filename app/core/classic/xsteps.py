"""The second wave's night steps (CLASSIC.md §11.21.1) as small functions in tables: each
step's args shape (`SHAPES`), its legality after the common checks (`LEGAL`, codes in the
order of §11.27), its effect (`EFFECTS`) and its candidate args (`CANDIDATES`). Also the
facts several rules share: holders, blocks, the bites so far tonight, neighbours.

xengine asks these tables for every step that is not a first-wave one; nothing here is
reached by a first-wave deck.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from . import kinds as K
from . import wave2 as W
from .catalog import draw
from .kinds import actor_card, acts_as, blocked, card_power, neighbour, stripped, tonight  # noqa: F401 (shared facts)
from .state import Event, GameState


ACTOR_DRAWS = 1 << 20  # the actor's draw on night k uses the game's RNG at index ACTOR_DRAWS + k


class ChanceError(ValueError):
    """A stated draw that is missing (kind ``missing_chance``) or cannot be drawn (``bad_chance``)."""

    def __init__(self, kind: str, key: str, message: str) -> None:
        super().__init__(message)
        self.kind, self.key = kind, key


def ev(st: GameState, *events: Event) -> GameState:
    return replace(st, log=st.log + events)


def is_seat(st: GameState, v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < st.n


def bites_so_far(st: GameState) -> tuple[int, ...]:
    out = [tonight(st, "lbw_bite"), st.bite if st.step not in ("wolves",) else None, tonight(st, "b2"),
           tonight(st, "bbw_bite"), tonight(st, "ww_bite")]
    return tuple(t for t in out if t is not None)


def diseased_night(st: GameState) -> bool:
    """A no-kill night: the night after the diseased was eaten (E62), or after New Moon's eclipse
    (§11.31.4: exactly as that night)."""
    return K.get(st, "diseased_night") == st.round or K.night_card(st) == "eclipse"


def stone_alone(st: GameState, seat: int) -> bool:
    living = [s for s in st.alive if K.is_wolf(st, s)]
    return st.roles[seat] == "stone_wolf" and living == [seat]


def against(st: GameState, seat: int, days: tuple[int, ...]) -> int:
    """The weighted votes against `seat` on these days (E57)."""
    return sum(c for d, s, c in K.get(st, "against", ()) if s == seat and d in days)


def assassin_votes(st: GameState, seat: int) -> int:
    k = st.round
    return against(st, seat, (k - 2, k - 1))


# --- shapes ---------------------------------------------------------------------------------

def _player(st: GameState, a: Any) -> bool:
    return set(a) == {"player"} and is_seat(st, a["player"])


def _players(n: tuple[int, ...]) -> Callable[[GameState, Any], bool]:
    def shape(st: GameState, a: Any) -> bool:
        p = a.get("players")
        return set(a) == {"players"} and isinstance(p, (list, tuple)) and len(p) in n \
            and all(is_seat(st, s) for s in p)
    return shape


def _flag(key: str) -> Callable[[GameState, Any], bool]:
    return lambda st, a: set(a) == {key} and a[key] is True


def _side(st: GameState, a: Any) -> bool:
    return set(a) == {"side"} and a["side"] in ("wolves", "village")


def _draught(st: GameState, a: Any) -> bool:
    return len(a) == 1 and set(a) <= {"stupor", "restore"} and is_seat(st, next(iter(a.values())))


def _message(st: GameState, a: Any) -> bool:
    m = a.get("message")
    return set(a) == {"message"} and isinstance(m, str) and 1 <= len(m) <= W.GHOST_LIMIT and bool(m.strip())


SHAPES: dict[str, Callable[[GameState, Any], bool]] = {
    "wolf_hound": _side, "avenger": _side, "heretic": _players((2,)), "mad_doctor": _players((2,)),
    "pied_piper": _players((1, 2)), "judge": _flag("sign"), "actor": _flag("draw"), "demon_wolf": _flag("convert"),
    "apothecary": _draught, "ghost": _message,
}
PLAYER_STEPS = ("stray_wolf", "wild_child", "shadow", "moon_maiden", "little_brother_wolf", "second_bite",
                "big_bad_wolf", "white_wolf", "wolf_seer", "fire_wolf", "vampire", "aura_seer", "enchanter",
                "raven", "old_hag", "assassin", "cavalier", "servant", "revenge")
for _s in PLAYER_STEPS:
    SHAPES[_s] = _player


# --- legality (after not_awake, already_acted, bad_args, power_lost, blocked) -------------------

def _other_alive(st: GameState, seat: int, t: int) -> str | None:
    return "illegal_target" if not st.is_alive(t) or t == seat else None


def _pick(st: GameState, seat: int, a: Any) -> str | None:
    return _other_alive(st, seat, a["player"])


def _repeat(key: str) -> Callable[[GameState, int, Any], str | None]:
    def legal(st: GameState, seat: int, a: Any) -> str | None:
        code = _pick(st, seat, a)
        if code:
            return code
        last = K.get(st, key)
        return "repeat_target" if last is not None and last[0] == st.round - 1 and last[1] == a["player"] else None
    return legal


def _two(self_ok: bool) -> Callable[[GameState, int, Any], str | None]:
    def legal(st: GameState, seat: int, a: Any) -> str | None:
        p, q = a["players"]
        if p == q or not st.is_alive(p) or not st.is_alive(q) or (not self_ok and seat in (p, q)):
            return "illegal_target"
        return None
    return legal


def _judge(st: GameState, seat: int, a: Any) -> str | None:
    return "unavailable" if K.get(st, "judge_used") is not None else None


def _actor(st: GameState, seat: int, a: Any) -> str | None:
    return None if K.get(st, "actor_left", ()) else "unavailable"


def _little_brother(st: GameState, seat: int, a: Any) -> str | None:
    return "unavailable" if diseased_night(st) else _pick(st, seat, a)


def pack_pick(st: GameState, seat: int, t: int, bite_wolves: bool) -> str | None:
    """The `wolves` / `second_bite` rule: unavailable on a diseased night or for a stone wolf
    alone; a target alive, not the picker, not known to the pack (unless wolves may bite wolves)."""
    if diseased_night(st) or stone_alone(st, seat):
        return "unavailable"
    if not st.is_alive(t) or t == seat or (K.known_to_pack(st, t) and not bite_wolves):
        return "illegal_target"
    return None


def _second_bite(st: GameState, seat: int, a: Any) -> str | None:
    code = pack_pick(st, seat, a["player"], bool(K.opt(st, "wolves_may_bite_wolves")))
    if code:
        return code
    return "illegal_target" if a["player"] == st.bite else None


def _demon(st: GameState, seat: int, a: Any) -> str | None:
    return "no_victim" if st.bite is None else None


def _bbw(st: GameState, seat: int, a: Any) -> str | None:
    if not K.get(st, "bbw_unlocked", False) or diseased_night(st):
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


def fire_uses(st: GameState) -> int:
    """Uses earned (E81): one after the first wolf death, one more per round with two or more."""
    rounds = [r for r in K.get(st, "wolf_deaths", ())]
    if not rounds:
        return 0
    per: dict[int, int] = {}
    for r in rounds:
        per[r] = per.get(r, 0) + 1
    return 1 + sum(1 for c in per.values() if c >= 2)


def _fire(st: GameState, seat: int, a: Any) -> str | None:
    if fire_uses(st) - K.get(st, "fire_used", 0) <= 0:
        return "unavailable"
    return _pick(st, seat, a)


def _piper(st: GameState, seat: int, a: Any) -> str | None:
    p = a["players"]
    charmed = K.get(st, "charmed", ())
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
    if K.get(st, f"{kind}_used") is not None:
        return "potion_spent"
    return _other_alive(st, seat, a[kind])


LEGAL: dict[str, Callable[[GameState, int, Any], str | None]] = {
    "wolf_hound": lambda st, s, a: None, "avenger": lambda st, s, a: None,
    "stray_wolf": _pick, "wild_child": _pick, "shadow": _pick, "heretic": _two(False), "judge": _judge,
    "moon_maiden": _repeat("mm_last"), "actor": _actor, "little_brother_wolf": _little_brother,
    "second_bite": _second_bite, "demon_wolf": _demon, "big_bad_wolf": _bbw, "white_wolf": _ww,
    "wolf_seer": _pick, "fire_wolf": _fire, "vampire": _pick, "pied_piper": _piper, "aura_seer": _pick,
    "enchanter": _repeat("ench_last"), "raven": _repeat("raven_last"), "old_hag": _pick,
    "mad_doctor": _two(True), "assassin": _assassin, "apothecary": _apothecary, "ghost": lambda st, s, a: None,
}


# --- effects ------------------------------------------------------------------------------------

def _log(st: GameState, kind: str, seat: int, target: int | None = None, value: str | None = None,
         seats: tuple[int, ...] = (), public: bool = False) -> GameState:
    return ev(st, Event(st.moment, kind, seat=seat, target=target, value=value, seats=seats, public=public))


def notice(st: GameState, seat: int, what: str, value: str | None = None) -> GameState:
    """A private notice for `seat` at its next screen (§11.26): blocked, wolf, vampire, stripped, role."""
    return _log(st, "notice", seat, value=f"{what}:{value}" if value is not None else what)


def _side_effect(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    side = a["side"] if a else "village"
    if st.roles[seat] == "avenger":  # the side is the chooser's, not the card's (E123)
        st = K.put(st, avenger_side=(seat, side))
    if side == "wolves":
        st = K.put(st, wolfed=tuple(sorted(set(K.get(st, "wolfed", ())) | {seat})))
    return _log(st, "side", seat, value=side)


def _link(key: str) -> Callable[[GameState, int, Any, Any], GameState]:
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
    left = list(K.get(st, "actor_left", ()))
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


def _bite_key(key: str, step: str) -> Callable[[GameState, int, Any, Any], GameState]:
    def effect(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
        if a is None:
            return _log(st, "skip", seat, value=step)
        t = a["player"]
        return _log(K.put(st, **{key: (st.round, t)}), "xbite", seat, target=t, value=step)
    return effect


def _second_pick(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    t = None if a is None else a["player"]
    st = K.put(st, picks2=K.get(st, "picks2", ()) + ((seat, -1 if t is None else t),))
    return _log(st, "pick" if t is not None else "skip", seat, target=t, value="second_bite")


def _demon_fx(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    if a is None:
        return _log(st, "skip", seat, value="demon_wolf")
    return _log(K.put(st, demon=st.round), "convert", seat, target=st.bite)


def _look(kind: str, test: Callable[[GameState, int], bool]) -> Callable[[GameState, int, Any, Any], GameState]:
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
    st = K.put(st, fire=(st.round, t), fire_used=K.get(st, "fire_used", 0) + 1)
    return _log(st, "fire", seat, target=t)


def _piper_fx(st: GameState, seat: int, a: Any, chance: Any) -> GameState:
    if a is None:
        return _log(st, "skip", seat, value="pied_piper")
    p = tuple(sorted(a["players"]))
    st = K.put(st, charmed=tuple(sorted(set(K.get(st, "charmed", ())) | set(p))))
    return _log(st, "charm", seat, seats=p)


def _mark(key: str, step: str, last: str | None = None) -> Callable[[GameState, int, Any, Any], GameState]:
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


EFFECTS: dict[str, Callable[[GameState, int, Any, Any], GameState]] = {
    "wolf_hound": _side_effect, "avenger": _side_effect, "stray_wolf": _link("companion"),
    "wild_child": _link("model_wc"), "shadow": _link("model_sh"), "heretic": _heretic, "judge": _judge_fx,
    "moon_maiden": _moon, "actor": _actor_fx, "little_brother_wolf": _bite_key("lbw_bite", "little_brother_wolf"),
    "second_bite": _second_pick, "demon_wolf": _demon_fx, "big_bad_wolf": _bite_key("bbw_bite", "big_bad_wolf"),
    "white_wolf": _bite_key("ww_bite", "white_wolf"),
    "wolf_seer": _look("wolf_seer", lambda st, t: st.roles[t] == "seer"),
    "fire_wolf": _fire_fx, "vampire": _mark("vamp", "vampire"), "pied_piper": _piper_fx,
    "aura_seer": _look("aura_seer", K.has_power_card), "enchanter": _mark("ench", "enchanter", "ench_last"),
    "raven": _mark("raven", "raven", "raven_last"), "old_hag": _mark("hag", "old_hag"),
    "mad_doctor": _doctor, "assassin": _mark("assassin_t", "assassin"), "apothecary": _apothecary_fx,
    "ghost": _ghost_fx,
}


def candidates(st: GameState, step: str) -> list[Any]:
    n = range(st.n)
    if step in ("wolf_hound", "avenger"):
        return [{"side": "wolves"}, {"side": "village"}]
    if step in ("heretic", "mad_doctor"):
        return [{"players": [a, b]} for a in n for b in n if a < b]
    if step == "pied_piper":
        return [{"players": [a, b]} for a in n for b in n if a < b] + [{"players": [a]} for a in n]
    if step == "judge":
        return [{"sign": True}]
    if step == "actor":
        return [{"draw": True}]
    if step == "demon_wolf":
        return [{"convert": True}]
    if step == "apothecary":
        return [{"stupor": t} for t in n] + [{"restore": t} for t in n]
    if step == "ghost":
        return [{"message": "A message from beyond"}]
    return [{"player": t} for t in n]
