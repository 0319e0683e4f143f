"""Who may see what (CLASSIC.md §8): a seat's knowledge and the public view, from the state.

The public view holds names, who is alive, the moment each death was announced, whose
private turn it is during the ballots and last turns, and the public log (one section per
day: the dawn announcement, shot victims, the tally, the dusk death). Roles, teams, causes
and the winners appear only once the game is over (§7.3).
"""
from __future__ import annotations

from dataclasses import dataclass

from .catalog import team_of
from .state import Event, GameState


@dataclass(frozen=True)
class PublicLine:
    """One system line of the public log: kind dawn | died | tally | dusk | result."""

    kind: str
    seats: tuple[int, ...] = ()  # dawn: the night's dead in seat order; died/dusk: the one who died
    ballots: tuple[tuple[int, int | None], ...] = ()  # tally: every ballot, None = abstained
    target: int | None = None  # tally: the voted-out seat, or None
    value: str | None = None  # result: village | wolves | draw


@dataclass(frozen=True)
class PublicView:
    seats: tuple[str, ...]
    alive: tuple[bool, ...]
    died_at: tuple[str | None, ...]  # the moment each death was announced
    phase: str
    round: int
    moment: str
    turn: int | None  # the seat whose private turn it is (ballot, last turn); None at night
    last_turns: tuple[int, ...]  # at dawn / dusk: the dead of this moment who get a last turn
    log: tuple[tuple[str, tuple[PublicLine, ...]], ...]  # ("Day 1", lines), ...
    result: str | None = None
    winners: tuple[int, ...] = ()
    roles: tuple[str, ...] = ()  # only at the end
    causes: tuple[str | None, ...] = ()  # only at the end


@dataclass(frozen=True)
class SeatView:
    """What one seat knows: its own role, and only what its own visits showed it (§8.1)."""

    seat: int
    role: str
    team: str
    alive: bool
    pack: tuple[tuple[int, bool], ...] = ()  # a wolf: every wolf (self included), alive or not
    wolves_notes: tuple[tuple[int, int, str], ...] = ()  # a living wolf: (night, wolf, text) of earlier nights
    picks: tuple[tuple[int, int | None], ...] = ()  # a wolf, tonight: the picks locked so far
    victim: tuple[bool, int | None] = (False, None)  # (shown yet, bite target or None): wolves after their step, the witch at hers
    seer_results: tuple[tuple[int, int, str], ...] = ()  # the seer: (night, seat, team)
    last_protected: int | None = None  # the bodyguard: last night's protectee
    potions: tuple[bool, bool] = (False, False)  # the witch: (save left, poison left)
    victims_seen: tuple[tuple[int, int | None], ...] = ()  # wolves and witch: (night, bite target or None) shown
    own_notes: tuple[tuple[int, str], ...] = ()  # (night, text): this seat's own notes
    own_actions: tuple[tuple[str, str, int | None], ...] = ()  # (moment, kind, target): what this seat did
    shot_pending: bool = False  # the hunter during his last turn


def _night(moment: str) -> int:
    return int(moment[1:])


def public_view(state: GameState) -> PublicView:
    sections: dict[int, list[PublicLine]] = {}
    for ev in state.log:
        if not ev.public:
            continue
        day = _night(ev.moment)
        line = _line(ev)
        if line is not None:
            sections.setdefault(day, []).append(line)
    log = tuple((f"Day {d}", tuple(lines)) for d, lines in sorted(sections.items()))
    died_at = tuple((d.moment if (d := state.death_of(s)) else None) for s in range(state.n))
    private_turn = state.phase in ("vote", "dawn", "dusk") and state.pending
    turn = min(state.pending) if private_turn else None
    over = state.phase == "end"
    return PublicView(
        seats=state.seats, alive=tuple(state.is_alive(s) for s in range(state.n)), died_at=died_at,
        phase=state.phase, round=state.round, moment=state.moment if not over else (state.end or ""),
        turn=turn, last_turns=state.last_turns if state.phase in ("dawn", "dusk") else (),
        log=log, result=state.result,
        winners=_winners(state) if over else (),
        roles=state.roles if over else (),
        causes=tuple((d.cause if (d := state.death_of(s)) else None) for s in range(state.n)) if over else (),
    )


def _winners(state: GameState) -> tuple[int, ...]:
    if state.result in ("village", "wolves"):
        return tuple(s for s in range(state.n) if team_of(state.roles[s]) == state.result)
    return ()


def _line(ev: Event) -> PublicLine | None:
    if ev.kind in ("dawn", "died", "dusk"):
        return PublicLine(ev.kind, seats=ev.seats)
    if ev.kind == "tally":
        return PublicLine("tally", ballots=ev.pairs, target=ev.target)
    if ev.kind == "result":
        return PublicLine("result", value=ev.value)
    return None  # vote_start: only moves the screen


def knowledge(state: GameState, seat: int) -> SeatView:
    """What `seat` has been shown so far (§8.1); the dead see only public screens from their death on."""
    role = state.roles[seat]
    alive = state.is_alive(seat)
    d = state.death_of(seat)
    # Events this seat witnessed happen before its death's moment ended; a seat that died at
    # a moment still saw that moment's private screens it had before resolution.
    cut = len(state.log)
    if d is not None:
        cut = next((i for i, ev in enumerate(state.log) if ev.kind == "death" and ev.seat == seat), cut)
    seen = state.log[:cut]
    out: dict = {"seat": seat, "role": role, "team": team_of(role), "alive": alive}
    mine = tuple((ev.moment, ev.kind, ev.target) for ev in seen if ev.seat == seat
                 and ev.kind in ("pick", "skip", "look", "protect", "save", "poison", "shot", "ballot"))
    out["own_actions"] = mine + tuple((ev.moment, ev.kind, ev.target) for ev in state.log[cut:]
                                      if ev.seat == seat and ev.kind in ("shot", "skip"))
    out["victims_seen"] = tuple((_night(ev.moment), ev.target) for ev in seen if ev.kind == "victim" and ev.seat == seat)
    out["own_notes"] = tuple((n, text) for n, s, text in state.notes if s == seat)
    tonight = state.phase == "night" and seat in state.nightfall
    if role == "wolf":
        out["pack"] = tuple((w, state.is_alive(w)) for w in state.holders("wolf"))
        if alive:
            out["wolves_notes"] = tuple((n, s, t) for n, s, t in state.notes
                                        if state.roles[s] == "wolf" and n < state.round)
        if tonight:
            out["picks"] = state.picks
    if role == "seer":
        out["seer_results"] = tuple((_night(ev.moment), ev.target, ev.value) for ev in seen
                                    if ev.kind == "look" and ev.seat == seat)
    if role == "bodyguard" and alive:
        out["last_protected"] = state.last_protect
    if role == "witch":
        out["potions"] = (state.save_used is None, state.poison_used is None)
    if tonight and role in ("wolf", "witch"):
        step = "wolves" if role == "wolf" else "witch"
        shown = any(ev.kind == "victim" and ev.seat == seat and ev.value == step and ev.moment == state.moment
                    for ev in state.log)
        if shown:
            out["victim"] = (True, state.bite)
    if role == "hunter" and state.step == "hunter" and seat in state.pending:
        out["shot_pending"] = True
    return SeatView(**out)
