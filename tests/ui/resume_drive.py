"""Cheap automatic drivers through the sessions' actions (no window), for the every-save resume
tests (test_every_save_resumes.py): one move at a time, random legal choices from a seeded RNG,
and a move that changes nothing is a game that cannot go on (`Stuck`)."""
from __future__ import annotations

import random
from typing import Any

from app.core.classic.mode import CLASSIC
from app.ui import session as S
from app.ui.autosave import ClassicSaved
from app.ui.classic import actions as A
from app.ui.flows import classic as F

MAX_MOVES = 4000


class Stuck(AssertionError):
    """A move changed nothing: the screen cannot go on."""


# --- saves ---------------------------------------------------------------------------------------

def classic_saved(text: str) -> ClassicSaved:
    """The save as the autosave reads it back (Autosave.read, without the file)."""
    state, night, extra = CLASSIC.loads_with_extra(text)
    return ClassicSaved(state, night, extra)


class NullAutosave:
    """A session's autosave that keeps only the last text (the resumed games' saves cost nothing)."""

    def __init__(self) -> None:
        self.text = ""
        self.folder = None

    def write_text(self, text: str) -> None:
        self.text = text

    def write_growing(self, items: Any, dump: Any, path: Any) -> None:
        self.write_text(dump(0))  # (the whole text: a test may read it back or replace write_text)

    def write(self, obj: Any, extra: dict) -> None:
        from app.core.onenight.mode import ONE_NIGHT

        self.text = ONE_NIGHT.dumps(obj, extra=extra)

    def exists(self) -> bool:
        return bool(self.text)

    def remove(self) -> None:
        self.text = ""

    def set_aside(self, reason: str) -> str:
        self.text = ""
        return ""


# --- the classic game ----------------------------------------------------------------------------

class _Ref:
    """An object compared by identity (a game state is a new object whenever it changes)."""

    __slots__ = ("obj",)

    def __init__(self, obj: Any) -> None:
        self.obj = obj

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Ref) and other.obj is self.obj

    __hash__ = None  # type: ignore[assignment]


def _classic_print(cs) -> Any:
    """Everything a move may change (compared before and after it)."""
    o, t = cs.open, cs.table
    return (cs.screen, cs.stage, _Ref(cs.state), _Ref(cs.night), cs.power, cs.turned, cs.drawn,
            None if o is None else (o.kind, o.seat, o.acted, o.ballot, o.step),
            None if t is None else (t.index, t.closing, t.dealing, t.visited))


def classic_move(cs, rng: random.Random, powers: bool = True) -> None:
    """One move of the classic game on the session's screen; raises Stuck when it changed nothing."""
    before = _classic_print(cs)
    screen = cs.screen
    if screen in (F.C_CURTAIN, F.C_BALLOT_CURTAIN, F.C_CONFESS_CURTAIN, F.C_POWER_CURTAIN):
        cs.submit(A.OpenCurtain())
    elif screen == F.C_VISIT:
        _classic_visit(cs, rng)
    elif screen == F.C_BALLOT:
        o = cs.open
        if o is not None and not o.acted:
            if cs.ballot_step() == "trial":
                target = rng.choice(["kill", "kill", "spare", None])
            else:
                players = [x["player"] for x in cs.options() if x and "player" in x]
                target = rng.choice(players) if players and rng.random() < 0.9 else None
            cs.submit(A.Ballot(target))
        cs.submit(A.FinishVisit())
    elif screen == F.C_DAY:
        if powers and cs.day_power() == "cavalier" and rng.random() < 0.3:
            cs.submit(A.DayPower("cavalier"))
        else:
            cs.submit(A.StartVote())
    elif screen == F.C_DUSK and powers and cs.day_power() == "servant" and rng.random() < 0.5:
        cs.submit(A.DayPower("servant"))
    elif screen in (F.C_DAWN, F.C_DUSK, F.C_TALLY, F.C_CONFESS):
        cs.submit(A.Continue())
    elif screen == F.C_DRAW:
        cs.submit(A.Continue() if cs.turned else A.TurnCard())
    elif screen == F.C_TIEBREAK:
        tied = [x["player"] for x in cs.tiebreak_options() if x and "player" in x]
        cs.submit(A.TieBreak(rng.choice(tied) if tied and rng.random() < 0.8 else None))
    elif screen == F.C_TRIAL:
        cs.submit(A.StartTrial())
    elif screen == F.C_CRIER:
        names = cs.crier_options()
        cs.submit(A.NameCrier(rng.choice(names) if names and rng.random() < 0.8 else None))
    elif screen == F.C_PRESSER:
        alive = [s for s in range(cs.state.n) if cs.state.is_alive(s)]
        cs.submit(A.Presser(rng.choice(alive) if rng.random() < 0.9 else None))
    elif screen == F.C_POWER:
        targets = cs.power_options()
        cs.submit(A.PowerConfirm(rng.choice(targets)) if targets else A.PowerCancel())
    elif screen in (F.C_TABLE_NIGHT, F.C_TABLE_CARD):
        _classic_call(cs, rng)
    else:
        raise Stuck(f"no move on the screen {screen!r}")
    if _classic_print(cs) == before:
        raise Stuck(f"nothing moves on {screen} (stage {cs.stage}, engine {cs.state.phase}/{cs.state.step})")


def _classic_visit(cs, rng: random.Random) -> None:
    """A night visit or a last turn: its choices (random, legal), then Done."""
    o = cs.open
    for _ in range(4):  # an extended visit may hold two actions (the thief's take, then his new role's)
        if o is None or o.acted:
            break
        opts = cs.options()
        real = [x for x in opts if x]
        if real and rng.random() < 0.85:
            cs.submit(A.Act(rng.choice(real)))
        elif opts and opts != [{}] and o.kind == "visit":
            cs.submit(A.Act(None))
        else:
            cs.submit(A.Decoy())
    if o is not None and o.kind == "visit" and rng.random() < 0.2:
        cs.submit(A.WriteNote(f"note {rng.randrange(100)}"))
    cs.submit(A.FinishVisit())


def _classic_call(cs, rng: random.Random) -> None:
    """A narrated night's move: a card seen before Night 1, or a whole call (its visits, then the next)."""
    t = cs.table
    if cs.screen == F.C_TABLE_CARD:
        cs.submit(A.TableCardSeen())
        return
    if t is None:
        raise Stuck("a narrated night's screen without its night")
    if cs.table_dealer() is not None:
        cs.submit(A.TableOpen())
        return
    if t.index >= 0 and not t.closing:
        for _ in range(cs.state.n + 1):
            before = _classic_print(cs)
            cs.submit(A.TableOpen())
            if cs.screen != F.C_VISIT:
                if _classic_print(cs) == before:
                    break
                continue
            _classic_visit(cs, rng)
    cs.submit(A.TableNext())


def classic_play_to_end(cs, rng: random.Random, powers: bool = True, limit: int = MAX_MOVES) -> int:
    """Move until the end screen; the number of moves."""
    for n in range(limit):
        if cs.screen == F.C_END:
            return n
        classic_move(cs, rng, powers)
    raise Stuck(f"no end after {limit} moves (on {cs.screen})")


# --- One Night ----------------------------------------------------------------------------------

def _night_print(s) -> Any:
    v, t = s.visit, s.table
    return (s.screen, _Ref(s.plan), _Ref(s.state), s.lap_votes,
            None if v is None else (v.seat, v.stage, v.round, v.peeked, v.result),
            None if t is None else (t.index, t.closing, t.dealing))


def night_move(s, rng: random.Random) -> None:
    """One move of a One Night game on the session's screen; raises Stuck when it changed nothing."""
    from .conftest import visit_step

    before = _night_print(s)
    screen = s.screen
    if screen == S.CURTAIN:
        s.submit(S.OpenVisit())
    elif screen == S.VISIT:
        for _ in range(40):
            if visit_step(s):
                break
    elif screen == S.DAY:
        s.submit(S.StartVote())
    elif screen == S.VOTE:
        n = len(s.seats)
        s.submit(S.CastVotes(tuple((i + 1 + rng.randrange(n - 1)) % n for i in range(n))))
    elif screen == S.VOTE_CURTAIN:
        s.submit(S.OpenBallot())
    elif screen == S.VOTE_VISIT:
        n, seat = len(s.seats), s.lap_seat
        s.submit(S.Ballot((seat + 1 + rng.randrange(n - 1)) % n))
    elif screen == S.RESOLUTION:
        s.submit(S.ShowReveal())
    elif screen == S.TABLE_CARD:
        s.submit(S.TableCardSeen())
    elif screen == S.TABLE_NIGHT:
        t = s.table
        if s.table_dealer() is not None:
            s.submit(S.TableOpen())
        elif t is not None and t.index >= 0 and not t.closing:
            s.submit(S.TableOpen())
            if s.screen == S.VISIT:
                for _ in range(40):
                    if visit_step(s):
                        break
            elif _night_print(s) == before:
                s.submit(S.TableNext())
        else:
            s.submit(S.TableNext())
    else:
        raise Stuck(f"no move on the screen {screen!r}")
    if _night_print(s) == before:
        raise Stuck(f"nothing moves on {screen}")


def night_play_to_end(s, rng: random.Random, limit: int = MAX_MOVES) -> int:
    for n in range(limit):
        if s.screen == S.REVEAL:
            return n
        night_move(s, rng)
    raise Stuck(f"no end after {limit} moves (on {s.screen})")
