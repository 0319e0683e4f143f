"""One small function per wake step: shape, legality, effect and what is seen (RULES.md §3)."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, permutations
from typing import Any, Callable, Iterator, NamedTuple

from .catalog import REVEALER_KEEPS_UP, VAMPIRE_KIND, WEREWOLF_KIND
from ..common.errors import RuleError, show
from .table import Fact, Seen, Work, canonical_json, new_seen

Args = dict[str, Any]


_new = object.__new__
_set_dict = object.__setattr__


class Ctx:
    """Who acts, for which step and board, and what they see (one turn)."""

    __slots__ = ("w", "step", "actor", "board", "seen", "detail", "facts", "shared")

    def __init__(self, w: Work, step: str, actor: int, board: str) -> None:
        self.w = w
        self.step = step
        self.actor = actor
        self.board = board
        self.seen: list[Seen] = []
        self.detail: list[str] = []
        self.facts: list[Fact] = []
        self.shared = False  # options may list the candidates' own args (the caller copies what it keeps)

    def see(self, seat: int, kind: str, place: int = -1, value: str = "", seats: tuple[int, ...] = ()) -> None:
        # new_seen(...), written out (a sight is made at nearly every turn)
        out = _new(Seen)
        d = out.__dict__
        d["seat"] = seat
        d["step"] = self.step
        d["kind"] = kind
        d["place"] = place
        d["value"] = value
        d["seats"] = seats
        self.seen.append(out)

    def moved(self, kind: str, how: str, *places: int) -> None:
        """The actor moved cards or marks (``kind``) at these places: a fact he knows."""
        self.facts.append(Fact(self.actor, kind, how, tuple(places), at=len(self.seen)))

    def turned(self, role: str) -> None:
        """The actor became `role` by his last look (the Paranormal Investigator)."""
        self.facts.append(Fact(self.actor, "turned", value=role, at=len(self.seen)))

    def view_card(self, place: int) -> str:
        """The actor looks at the card at `place`."""
        w = self.w
        role = w.cards[w.places[place]]  # w.printed(place)
        self.see(self.actor, "card", place, role)
        return role

    def give(self, mark: str, seat: int) -> None:
        if self.w.give_mark(mark, self.board, seat):
            self.detail.append(f"give:{mark}:{seat}")


def bad(msg: str) -> RuleError:
    return RuleError("bad_args", msg)


def illegal(msg: str, reason: str) -> RuleError:
    return RuleError("illegal_target", msg, reason)


def shielded(msg: str) -> RuleError:
    return RuleError("shielded", msg, "shielded")


# --- shapes: parse args or raise bad_args --------------------------------------------


def _keys(args: Args, *required: str) -> None:
    # The keys are exactly `required` (distinct names): as many, and each of them there.
    if len(args) != len(required) or any(k not in args for k in required):
        raise bad(f"expected keys {sorted(required)}, got {show(list(args))}")


def _seat(w: Work, value: Any) -> int:
    if isinstance(value, str):
        try:
            return w.seats.index(value)
        except ValueError:
            pass
    raise bad(f"unknown seat {show(value)}")


def _centre(w: Work, value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 3:
        raise bad(f"centre index must be 0-3, got {show(value)}")
    return value


def _direction(value: Any) -> str:
    if value not in ("left", "right"):
        raise bad(f"direction must be 'left' or 'right', got {show(value)}")
    return value


def _seat_list(w: Work, value: Any, sizes: tuple[int, ...]) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) not in sizes:
        raise bad(f"players must be a list of {' or '.join(map(str, sizes))}")
    return tuple(_seat(w, v) for v in value)


def shape_player(w: Work, a: Args) -> int:
    _keys(a, "player")
    return _seat(w, a["player"])


def shape_players2(w: Work, a: Args) -> tuple[int, ...]:
    _keys(a, "players")
    return _seat_list(w, a["players"], (2,))


def shape_pi(w: Work, a: Args) -> tuple[int, ...]:
    _keys(a, "players")
    return _seat_list(w, a["players"], (1, 2))


def shape_centre(w: Work, a: Args) -> int:
    _keys(a, "centre")
    return _centre(w, a["centre"])


def shape_direction(w: Work, a: Args) -> str:
    _keys(a, "direction")
    return _direction(a["direction"])


def shape_seer(w: Work, a: Args) -> tuple[str, Any]:
    if set(a) == {"player"}:
        return ("player", _seat(w, a["player"]))
    _keys(a, "centres")
    v = a["centres"]
    if not isinstance(v, list) or len(v) != 2:
        raise bad("centres must be a list of two indexes")
    return ("centres", tuple(_centre(w, i) for i in v))


def shape_marksman(w: Work, a: Args) -> tuple[int, int]:
    if not set(a) <= {"card", "mark"} or not a:
        raise bad("marksman takes 'card' and/or 'mark'")
    card = _seat(w, a["card"]) if "card" in a else -1
    mark = _seat(w, a["mark"]) if "mark" in a else -1
    return card, mark


def shape_witch(w: Work, a: Args) -> tuple[int, int]:
    _keys(a, "centre", "player")
    return _centre(w, a["centre"]), _seat(w, a["player"])


def shape_gremlin(w: Work, a: Args) -> tuple[str, tuple[int, ...]]:
    _keys(a, "swap", "players")
    if a["swap"] not in ("cards", "marks"):
        raise bad("swap must be 'cards' or 'marks'")
    return a["swap"], _seat_list(w, a["players"], (2,))


# --- candidate args, for options() -----------------------------------------------


def cand_player(w: Work) -> Iterator[Args]:
    for s in w.seats:
        yield {"player": s}


def cand_players2(w: Work) -> Iterator[Args]:
    for s, t in permutations(w.seats, 2):
        yield {"players": [s, t]}


def cand_pi(w: Work) -> Iterator[Args]:
    for s in w.seats:
        yield {"players": [s]}
    yield from cand_players2(w)


def cand_centre(w: Work) -> Iterator[Args]:
    for i in range(w.n_centre):
        yield {"centre": i}


def cand_direction(w: Work) -> Iterator[Args]:
    yield {"direction": "left"}
    yield {"direction": "right"}


def cand_seer(w: Work) -> Iterator[Args]:
    yield from cand_player(w)
    for i in range(w.n_centre):
        for j in range(i + 1, w.n_centre):
            yield {"centres": [i, j]}


def cand_marksman(w: Work) -> Iterator[Args]:
    for s in w.seats:
        yield {"card": s}
        yield {"mark": s}
    for s, t in permutations(w.seats, 2):
        yield {"card": s, "mark": t}


def cand_witch(w: Work) -> Iterator[Args]:
    for i in range(w.n_centre):
        for s in w.seats:
            yield {"centre": i, "player": s}


def cand_gremlin(w: Work) -> Iterator[Args]:
    for kind in ("cards", "marks"):
        for s, t in combinations(w.seats, 2):
            yield {"swap": kind, "players": [s, t]}


# --- legality helpers ------------------------------------------------------------


class Refusal(NamedTuple):
    """Why a shaped entry is illegal: what `check` returns instead of raising (a random
    choice or an option list tries many candidates and refuses most of them)."""

    code: str
    message: str
    reason: str

    def error(self) -> RuleError:
        return RuleError(self.code, self.message, self.reason)


def refuse(why: Refusal | None) -> None:
    """Raise the RuleError of a check's refusal, if any."""
    if why is not None:
        raise why.error()


def _illegal(msg: str, reason: str) -> Refusal:
    return Refusal("illegal_target", msg, reason)


_SELF = _illegal("must be another player", "self")
_NO_SLOT_3 = _illegal("there is no centre slot 3 in this game", "no_slot_3")
_SHIELDED = Refusal("shielded", "that card is shielded", "shielded")
_SAME_PLAYER = _illegal("the same player twice", "same_player")


def _other(c: Ctx, s: int) -> Refusal | None:
    return _SELF if s == c.actor else None


def _centre_exists(c: Ctx, i: int) -> Refusal | None:
    w = c.w
    return _NO_SLOT_3 if i >= len(w.places) - len(w.seats) else None  # i >= w.n_centre


def _unshielded(c: Ctx, *places: int) -> Refusal | None:
    shields = c.w.shields
    if shields:  # (no card is shielded before the Sentinel)
        at = c.w.places
        for p in places:
            if at[p] in shields:  # c.w.shielded(p)
                return _SHIELDED
    return None


def _distinct(*seats: int) -> Refusal | None:
    if len(seats) == 2:
        return _SAME_PLAYER if seats[0] == seats[1] else None
    return _SAME_PLAYER if len(set(seats)) != len(seats) else None


def _holds_vampire_mark(w: Work, s: int) -> bool:
    """Whether seat `s` is one of `_vampire_mark_holders(w)`."""
    return w.tokens[w.mark_at[s]] == "vampire"


def _vampire_mark_holders(w: Work) -> set[int]:
    tokens = w.tokens
    return {s for s, t in enumerate(w.mark_at) if tokens[t] == "vampire"}


# --- actions -------------------------------------------------------------------------


@dataclass(frozen=True)
class Action:
    """Shape (raises bad_args), legality (returns the Refusal: illegal_target then shielded;
    None when legal), effect and candidate args."""

    shape: Callable[[Work, Args], Any]
    check: Callable[[Ctx, Any], Refusal | None]
    effect: Callable[[Ctx, Any], None]
    candidates: Callable[[Work], Iterator[Args]]


def _no_check(c: Ctx, p: Any) -> Refusal | None:
    return None


# Dusk ---------------------------------------------------------------------------------


def copycat_check(c: Ctx, i: int) -> Refusal | None:
    return _centre_exists(c, i)


def copycat_effect(c: Ctx, i: int) -> None:
    w = c.w
    role = c.view_card(w.centre_place(i))
    card = w.card_at(c.actor)
    w.copies[card] = role
    w.night_roles[c.actor] = role
    if role == "doppelganger":  # RULES.md §9 D 13
        w.dg_seat = c.actor
    c.see(c.actor, "copy", value=role)
    c.detail.append(f"copy:{role}")
    w.note_aura(c.actor)


_VAMPIRE_TARGET = _illegal("the Vampire mark goes to a non-vampire", "vampire_target")
_FEAR_TARGET = _illegal("the Fear mark goes to a non-vampire", "fear_target")
_NOT_NEIGHBOUR = _illegal("the Disease mark goes to a neighbour", "not_neighbour")


def vampires_check(c: Ctx, s: int) -> Refusal | None:
    # RULES.md §9 D 54: not a vampires actor and not already a Vampire-mark holder.
    if s in c.w.actors or _holds_vampire_mark(c.w, s):
        return _VAMPIRE_TARGET
    return None


def vampires_effect(c: Ctx, s: int) -> None:
    w = c.w
    c.give("vampire", s)
    w.vampire_target = s
    for a in w.actors:
        c.see(a, "team", value="vampire_mark", seats=(s,))
        w.note_aura(a)  # RULES.md §9 D 60: only when the mark was given


def count_check(c: Ctx, s: int) -> Refusal | None:
    if s in c.w.vampire_team or _holds_vampire_mark(c.w, s):
        return _FEAR_TARGET
    return None


def count_effect(c: Ctx, s: int) -> None:
    c.give("fear", s)
    c.w.note_aura(c.actor)


def diseased_check(c: Ctx, s: int) -> Refusal | None:
    if s not in (c.w.left(c.actor), c.w.right(c.actor)) or s == c.actor:
        return _NOT_NEIGHBOUR
    return None


def give_effect(mark: str) -> Callable[[Ctx, int], None]:
    def effect(c: Ctx, s: int) -> None:
        c.give(mark, s)
        c.w.note_aura(c.actor)

    return effect


def cupid_check(c: Ctx, p: tuple[int, ...]) -> Refusal | None:
    return _SAME_PLAYER if p[0] == p[1] else None  # _distinct(*p) of its two seats


def cupid_effect(c: Ctx, p: tuple[int, ...]) -> None:
    for s in p:
        c.give("love", s)
    c.w.note_aura(c.actor)


def priest_effect(c: Ctx, s: int) -> None:
    c.give("clarity", c.actor)
    if s >= 0:
        c.give("clarity", s)
    c.w.note_aura(c.actor)


def assassin_effect(c: Ctx, s: int) -> None:
    c.give("assassin", s)
    c.w.note_aura(c.actor)


# Night --------------------------------------------------------------------------------


def sentinel_check(c: Ctx, s: int) -> Refusal | None:
    return _other(c, s) or _unshielded(c, s)


def sentinel_effect(c: Ctx, s: int) -> None:
    c.w.shields.append(c.w.card_at(s))
    c.detail.append(f"shield:{s}")


def lone_peek_check(c: Ctx, i: int) -> Refusal | None:
    return _centre_exists(c, i)


def view_centre_effect(c: Ctx, i: int) -> None:
    c.view_card(c.w.centre_place(i))
    c.w.note_aura(c.actor)


_KNOWN_WEREWOLF = _illegal("the Alpha Wolf knows that player is a Werewolf", "known_werewolf")
_COPIED_ALPHA = _illegal("not the Alpha Wolf she copied", "copied_alpha")


def alpha_check(c: Ctx, s: int) -> Refusal | None:
    return _other(c, s) or (_KNOWN_WEREWOLF if s in c.w.wolves_known else None) or _unshielded(c, s)


def doppel_alpha_check(c: Ctx, s: int) -> Refusal | None:
    return _other(c, s) or (_COPIED_ALPHA if s == c.w.dg_viewed else None) or _unshielded(c, s)


def alpha_effect(c: Ctx, s: int) -> None:
    c.w.swap_places(c.w.centre_place(3), s)
    c.moved("cards", "swap", c.w.centre_place(3), s)
    c.w.note_aura(c.actor)


def view_other_check(c: Ctx, s: int) -> Refusal | None:
    if s == c.actor:  # _other(c, s)
        return _SELF
    w = c.w
    return _SHIELDED if w.shields and w.places[s] in w.shields else None  # _unshielded(c, s)


def view_player_effect(c: Ctx, s: int) -> None:
    c.view_card(s)
    c.w.note_aura(c.actor)


def thing_effect(c: Ctx, d: str) -> None:
    w = c.w
    tapped = w.left(c.actor) if d == "left" else w.right(c.actor)
    # The tapped player learns on which side of him the Thing sits.
    c.see(tapped, "tap", value="right" if d == "left" else "left")
    c.detail.append(f"tap:{tapped}")


def seer_check(c: Ctx, p: tuple[str, Any]) -> Refusal | None:
    kind, v = p
    if kind == "player":
        return _other(c, v) or _unshielded(c, v)
    why = _distinct(*v)
    for i in v:
        why = why or _centre_exists(c, i)
    return why


def seer_effect(c: Ctx, p: tuple[str, Any]) -> None:
    kind, v = p
    if kind == "player":
        c.view_card(v)
    else:
        for i in v:
            c.view_card(c.w.centre_place(i))
    c.w.note_aura(c.actor)


def pi_stops(role: str) -> str:
    """RULES.md §4.3 and D 23: the transformation a viewed printed role forces, or ""."""
    if role in WEREWOLF_KIND:
        return "werewolf"
    if role == "tanner":
        return "tanner"
    if role in VAMPIRE_KIND:
        return "vampire"
    return ""


_PI_STOPPED = _illegal("the first card stopped the Paranormal Investigator", "pi_stopped")


def pi_check(c: Ctx, p: tuple[int, ...]) -> Refusal | None:
    for s in p:
        if s == c.actor:
            return _SELF
    why = _distinct(*p)
    if why:
        return why
    if len(p) == 2 and pi_stops(c.w.printed(p[0])):  # RULES.md §9 D 55
        return _PI_STOPPED
    return _unshielded(c, *p)


def pi_effect(c: Ctx, p: tuple[int, ...]) -> None:
    w = c.w
    for s in p:
        turned = pi_stops(c.view_card(s))
        if turned:
            # RULES.md §9 D 24: written on the card he holds now.
            w.transforms[w.card_at(c.actor)] = turned
            c.detail.append(f"turns:{turned}")
            c.turned(turned)
            break
    w.note_aura(c.actor)


_CARD_AND_MARK_SAME = _illegal("card and mark of two different players", "card_and_mark_same")


def marksman_check(c: Ctx, p: tuple[int, int]) -> Refusal | None:
    card, mark = p
    for s in (card, mark):
        if s >= 0 and s == c.actor:
            return _SELF
    if card >= 0 and card == mark:
        return _CARD_AND_MARK_SAME
    if card >= 0:
        return _unshielded(c, card)
    return None


def marksman_effect(c: Ctx, p: tuple[int, int]) -> None:
    card, mark = p
    if card >= 0:
        c.view_card(card)
    if mark >= 0:
        c.see(c.actor, "mark", mark, c.w.mark(mark))
    c.w.note_aura(c.actor)


def robber_check(c: Ctx, s: int) -> Refusal | None:
    return _other(c, s) or _unshielded(c, c.actor, s)


def robber_effect(c: Ctx, s: int) -> None:
    c.w.swap_places(c.actor, s)
    c.moved("cards", "swap", c.actor, s)
    c.view_card(c.actor)
    c.w.note_aura(c.actor)


def witch_check(c: Ctx, p: tuple[int, int]) -> Refusal | None:
    i, s = p
    w = c.w
    if i >= len(w.places) - len(w.seats):  # _centre_exists(c, i)
        return _NO_SLOT_3
    return _SHIELDED if w.shields and w.places[s] in w.shields else None  # _unshielded(c, s)


def witch_effect(c: Ctx, p: tuple[int, int]) -> None:
    i, s = p
    place = c.w.centre_place(i)
    c.view_card(place)
    c.w.swap_places(place, s)
    c.moved("cards", "swap", place, s)
    c.w.note_aura(c.actor)


def pickpocket_effect(c: Ctx, s: int) -> None:
    c.w.swap_marks(c.actor, s)
    c.moved("marks", "swap", c.actor, s)
    c.see(c.actor, "mark", c.actor, c.w.mark(c.actor))
    c.w.note_aura(c.actor)


def other_check(c: Ctx, s: int) -> Refusal | None:
    return _other(c, s)


def troublemaker_check(c: Ctx, p: tuple[int, ...]) -> Refusal | None:
    for s in p:
        if s == c.actor:
            return _SELF
    return _distinct(*p) or _unshielded(c, *p)


def troublemaker_effect(c: Ctx, p: tuple[int, ...]) -> None:
    c.w.swap_places(*p)
    c.moved("cards", "swap", *p)
    c.w.note_aura(c.actor)


def village_idiot_effect(c: Ctx, d: str) -> None:
    w = c.w
    moving = [s for s in range(w.n) if s != c.actor and not w.shielded(s)]
    if len(moving) < 2:  # RULES.md §9 D 26
        return
    cards = [w.places[s] for s in moving]
    k = len(moving)
    for idx, s in enumerate(moving):
        # left: E[k] -> E[k+1], so E[k+1] receives E[k]
        src = (idx - 1) % k if d == "left" else (idx + 1) % k
        w.places[s] = cards[src]
    c.moved("cards", d, *moving)
    w.note_aura(c.actor)


def gremlin_check(c: Ctx, p: tuple[str, tuple[int, ...]]) -> Refusal | None:
    kind, seats = p
    why = _distinct(*seats)
    if why is None and kind == "cards":
        why = _unshielded(c, *seats)
    return why


def gremlin_effect(c: Ctx, p: tuple[str, tuple[int, ...]]) -> None:
    kind, (s, t) = p
    if kind == "cards":
        c.w.swap_places(s, t)
    else:
        c.w.swap_marks(s, t)
    c.moved(kind, "swap", s, t)
    c.w.note_aura(c.actor)


def drunk_check(c: Ctx, i: int) -> Refusal | None:
    return _centre_exists(c, i) or _unshielded(c, c.actor)


def drunk_effect(c: Ctx, i: int) -> None:
    c.w.swap_places(c.actor, c.w.centre_place(i))
    c.moved("cards", "swap", c.actor, c.w.centre_place(i))
    c.w.note_aura(c.actor)


def revealer_effect(c: Ctx, s: int) -> None:
    role = c.view_card(s)
    if role in REVEALER_KEEPS_UP:  # RULES.md §9 D 20
        c.w.face_up.append(c.w.card_at(s))
        c.detail.append("stays_up")


_FACE_UP = _illegal("that card is already face up", "face_up")
_HAS_ARTIFACT = _illegal("that card already has an artifact", "has_artifact")


def doppel_revealer_check(c: Ctx, s: int) -> Refusal | None:
    # RULES.md §3.1 10a (seed 002): only a card still face down.
    return _other(c, s) or (_FACE_UP if c.w.card_at(s) in c.w.face_up else None) or _unshielded(c, s)


def curator_check(c: Ctx, s: int) -> Refusal | None:
    return _HAS_ARTIFACT if c.w.artifacts[c.w.card_at(s)] else _unshielded(c, s)


def curator_effect(c: Ctx, s: int) -> None:
    w = c.w
    if not w.pile:
        return
    art = w.pile.pop(0)
    w.artifacts[w.card_at(s)] = art
    c.detail.append(f"artifact:{art}")


ACTIONS: dict[str, Action] = {
    "copycat": Action(shape_centre, copycat_check, copycat_effect, cand_centre),
    "vampires": Action(shape_player, vampires_check, vampires_effect, cand_player),
    "the_count": Action(shape_player, count_check, count_effect, cand_player),
    "diseased": Action(shape_player, diseased_check, give_effect("disease"), cand_player),
    "cupid": Action(shape_players2, cupid_check, cupid_effect, cand_players2),
    "instigator": Action(shape_player, _no_check, give_effect("traitor"), cand_player),
    "priest": Action(shape_player, other_check, priest_effect, cand_player),
    "assassin": Action(shape_player, _no_check, assassin_effect, cand_player),
    "sentinel": Action(shape_player, sentinel_check, sentinel_effect, cand_player),
    "werewolves": Action(shape_centre, lone_peek_check, view_centre_effect, cand_centre),
    "alpha_wolf": Action(shape_player, alpha_check, alpha_effect, cand_player),
    "doppel_alpha": Action(shape_player, doppel_alpha_check, alpha_effect, cand_player),
    "mystic_wolf": Action(shape_player, view_other_check, view_player_effect, cand_player),
    "thing": Action(shape_direction, _no_check, thing_effect, cand_direction),
    "seer": Action(shape_seer, seer_check, seer_effect, cand_seer),
    "apprentice_seer": Action(shape_centre, lone_peek_check, view_centre_effect, cand_centre),
    "paranormal_investigator": Action(shape_pi, pi_check, pi_effect, cand_pi),
    "marksman": Action(shape_marksman, marksman_check, marksman_effect, cand_marksman),
    "robber": Action(shape_player, robber_check, robber_effect, cand_player),
    "witch": Action(shape_witch, witch_check, witch_effect, cand_witch),
    "pickpocket": Action(shape_player, other_check, pickpocket_effect, cand_player),
    "troublemaker": Action(shape_players2, troublemaker_check, troublemaker_effect, cand_players2),
    "village_idiot": Action(shape_direction, _no_check, village_idiot_effect, cand_direction),
    "gremlin": Action(shape_gremlin, gremlin_check, gremlin_effect, cand_gremlin),
    "drunk": Action(shape_centre, drunk_check, drunk_effect, cand_centre),
    "revealer": Action(shape_player, view_other_check, revealer_effect, cand_player),
    "doppel_revealer": Action(shape_player, doppel_revealer_check, revealer_effect, cand_player),
    "curator": Action(shape_player, curator_check, curator_effect, cand_player),
}
ACTIONS["apprentice_assassin"] = ACTIONS["assassin"]


def legal(c: Ctx, action: Action, args: Args) -> bool:
    """Whether `args` is a legal, complete choice (no exception on shape, legality, shields)."""
    try:
        parsed = action.shape(c.w, args)
    except RuleError:
        return False
    return action.check(c, parsed) is None


# An action's candidates with their shapes, by the action's candidates and shape and the
# table's seats and centre size (all they depend on): made and parsed once, not per turn.
_UNSHAPED = object()
_SHAPED: dict[tuple[Any, ...], tuple[tuple[Args, Any, str], ...]] = {}


def shaped_candidates(w: Work, action: Action) -> tuple[tuple[Args, Any, str], ...]:
    """(candidate args, its shape, its canonical JSON text) for every candidate of `action`,
    in the candidates' order. The args are shared: hand out `fresh(args)`."""
    key = (action.candidates, action.shape, w.seats, len(w.places) - len(w.seats))  # (w.n_centre)
    hit = _SHAPED.get(key)
    if hit is None:
        out = []
        for a in action.candidates(w):
            try:
                out.append((a, action.shape(w, a), canonical_json(a)))
            except RuleError:
                out.append((a, _UNSHAPED, ""))
        hit = tuple(out)
        if len(_SHAPED) >= 1024:
            _SHAPED.clear()
        _SHAPED[key] = hit
    return hit


def fresh(args: Args) -> Args:
    """A copy of candidate args (their lists and objects too) for a caller to keep."""
    return {k: (v[:] if type(v) is list else fresh(v) if type(v) is dict else v) for k, v in args.items()}


def legal_shaped(c: Ctx, action: Action, parsed: Any) -> bool:
    """`legal`, for a candidate already shaped by `shaped_candidates`."""
    return parsed is not _UNSHAPED and action.check(c, parsed) is None


def legal_options(c: Ctx, action: Action) -> list[Args]:
    """Every legal choice of this action for this actor now."""
    check = action.check
    legal = [e[0] for e in shaped_candidates(c.w, action) if e[1] is not _UNSHAPED and check(c, e[1]) is None]
    return legal if c.shared else [fresh(a) for a in legal]


def legal_entries(c: Ctx, action: Action) -> list[tuple[Args, Any, str]]:
    """The legal candidates of `legal_options` as `shaped_candidates` entries (shared)."""
    check = action.check
    return [e for e in shaped_candidates(c.w, action) if e[1] is not _UNSHAPED and check(c, e[1]) is None]


def has_legal(c: Ctx, action: Action) -> bool:
    check = action.check
    return any(e[1] is not _UNSHAPED and check(c, e[1]) is None for e in shaped_candidates(c.w, action))
