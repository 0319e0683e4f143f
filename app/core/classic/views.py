"""Who may see what (CLASSIC.md §8): a seat's knowledge and the public view, from the state.

The public view holds names, who is alive, the moment each death was announced, whose
private turn it is during the ballots and last turns, and the public log (one section per
day: the dawn announcement, shot victims, the tally, the dusk death). Roles, teams, causes
and the winners appear only once the game is over (§7.3).
"""
from __future__ import annotations

from collections import Counter
from typing import Any
from dataclasses import dataclass

from ..common.errors import PhaseError, SaveError
from ..common.seats import seat_of
from . import extended as X
from . import kinds as K
from . import newmoon as NM
from . import wave2 as W
from . import engine
from .catalog import team_of
from .extended import HOLDER, POWER_STEPS
from .history import before_event
from .state import Event, GameState


@dataclass(frozen=True)
class PublicLine:
    """One system line of the public log: kind dawn | died | tally | dusk | result."""

    kind: str
    seats: tuple[int, ...] = ()  # dawn: the night's dead in seat order; died/dusk: the one who died
    ballots: tuple[tuple[int, int | None], ...] = ()  # tally: every ballot, None = abstained
    target: int | None = None  # tally: the voted-out seat, or None
    value: str | None = None  # result: village | wolves | draw
    # The extended preset (§11.12) adds the kinds election (ballots, target: the captain; seats:
    # a tie drawn), captain (target: the new captain or None; value election | successor),
    # accused (target), verdict (target, value kill | spare, verdicts), tiebreak (seats: the
    # captain; target), reveal (seats: the seat; value: its role), scapegoat (seats: him;
    # target: tomorrow's accused) and growl. A tally there may also carry `seats`: the tie.
    verdicts: tuple[tuple[int, str | None], ...] = ()  # verdict: every kill-or-spare ballot


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
    # --- the extended preset (§11.12); standard games keep the defaults
    preset: str = "standard"
    options: tuple[tuple[str, object], ...] = ()  # the six options, public from setup
    deck: tuple[str, ...] = ()  # the deck list (spare cards included), in catalogue order: never who holds what
    step: str | None = None  # the open public step: election | vote | tiebreak | trial | scapegoat | successor
    captain: int | None = None  # the captain's seat (public), None without one
    revealed: tuple[tuple[int, str], ...] = ()  # the public reveals: (seat, role) of the idiot, scapegoat, sick wolf
    no_vote: tuple[int, ...] = ()  # exposed idiots: they cast no ballot
    accused: int | None = None  # today's accused, while the trial runs
    tied: tuple[int, ...] = ()  # the tie the captain may break, while he chooses
    weights: tuple[tuple[int, int], ...] = ()  # (seat, 2): the ballot that counts double (the living captain)
    lovers: tuple[int, ...] = ()  # only at the end
    # --- the second wave (§11.26): the actor's and the drunk's cards (public "aside", never
    # who holds them) and the sectarian's group (the other group is every other seat)
    aside: tuple[str, ...] = ()
    sect: tuple[int, ...] = ()
    # only at the end (§11.26): every seat's team, the charmed, the spawn, the heretic's picks
    teams: tuple[str, ...] = ()
    charmed: tuple[int, ...] = ()
    spawn: tuple[int, ...] = ()
    heretic_picks: tuple[int, ...] = ()
    captains: tuple[tuple[str, int | None], ...] = ()  # only at the end: (moment, captain) at each change
    # --- New Moon (§11.31.7): the town crier (None: no crier or the job vacant), the job's cards
    # left (public from setup), every dawn's event (dawn, event or None, drawer), today's day card
    crier: int | None = None
    crier_hand: tuple[str, ...] = ()
    events: tuple[tuple[int, str | None, int | None], ...] = ()
    day_card: str | None = None


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
    # --- the extended preset (§11.12); standard games keep the defaults
    spare_seen: tuple[str, ...] = ()  # the thief: the two spare cards he was shown (N1)
    partner: int | None = None  # a lover: the partner (seat); alive or not is public
    partner_role: str | None = None  # a lover: the partner's role, shown on N1
    mixed: bool = False  # a lover of a mixed couple: "you two are a team of your own"
    brothers: tuple[int, ...] = ()  # a brother: the other two
    caught_seen: tuple[tuple[int, int], ...] = ()  # a wolf: (night told, little girl) for each catch
    peeks: tuple[tuple[int, int, bool], ...] = ()  # the little girl: (night, wolf seen, caught)
    sniffs: tuple[tuple[int, int, tuple[int, ...], bool], ...] = ()  # the fox: (night, centre, group, wolf near)
    power_gone: bool = False  # a power role whose power is gone (the fox after a "no", or the village's loss)
    no_vote: bool = False  # an exposed idiot
    captain: bool = False  # this seat holds the title
    # --- the second wave (§11.26): (moment, what, value) of every private sight of this seat:
    # notices (blocked, wolf, vampire, stripped, role:CARD), joined, the wolf seer's and aura
    # seer's answers, the traitor's wolves, the wolf brother, the vampires, the charmed, the
    # actor's card, the assassin's votes, the second bite, set-up picks
    sights: tuple[tuple[str, str, Any], ...] = ()


def _night(moment: str) -> int:
    return int(moment[1:])


def public_view(state: GameState) -> PublicView:
    sections: dict[int, list[PublicLine]] = {}
    for ev in state.log:
        if not ev.public:
            continue
        day = _night(ev.moment)
        line = public_line(ev)
        if line is not None:
            sections.setdefault(day, []).append(line)
    log = tuple((f"Day {d}", tuple(lines)) for d, lines in sorted(sections.items()))
    died_at = tuple((d.moment if (d := state.death_of(s)) else None) for s in range(state.n))
    private_turn = state.phase in ("vote", "dawn", "dusk") and state.pending
    turn = min(state.pending) if private_turn else None
    over = state.phase == "end"
    if state.preset != "standard":
        return _x_public(state, log, died_at, turn, over)
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


def _x_public(state: GameState, log, died_at, turn, over: bool) -> PublicView:
    public_steps = ("election", "vote", "tiebreak", "trial", "scapegoat", "successor")
    alive_captain = state.captain if state.captain is not None and state.is_alive(state.captain) else None
    dealt_spare = tuple(state.roles[state.dealt.index("thief")] if c == "thief" else c for c in state.spare) \
        if "thief" in state.dealt else state.spare
    deck = tuple(sorted(state.dealt + dealt_spare, key=X.ROLES.index))
    return PublicView(
        seats=state.seats, alive=tuple(state.is_alive(s) for s in range(state.n)), died_at=died_at,
        phase=state.phase, round=state.round, moment=state.moment if not over else (state.end or ""),
        turn=turn, last_turns=state.last_turns if state.phase in ("dawn", "dusk") else (), log=log,
        result=state.result,
        winners=engine.winners(state) if over else (),
        roles=state.roles if over else (),
        causes=tuple((d.cause if (d := state.death_of(s)) else None) for s in range(state.n)) if over else (),
        preset=state.preset, options=state.options, deck=deck,
        step=state.step if state.step in public_steps else None,
        captain=state.captain if state.step != "successor" else state.captain,
        revealed=state.revealed, no_vote=_no_vote(state),
        accused=state.accused if state.phase in ("vote", "dusk") else None,
        tied=state.tied if state.step == "tiebreak" else (),
        lovers=state.lovers if over else (),
        captains=tuple((ev.moment, ev.target) for ev in state.log if ev.kind == "captain") if over else (),
        **{"weights": ((alive_captain, 2),) if alive_captain is not None else (), **_w2_public(state)},
    )


def _w2_public(state: GameState) -> dict:
    if not K.wave2(state):
        return {}
    aside = tuple(state.w2.actor_cards or ()) + ((state.w2.drunk_dealt,)
                                                      if state.w2.drunk_dealt else ())
    out = {"aside": aside, "sect": tuple(state.w2.sect or ())}
    if NM.on(state):
        c = NM.crier(state)
        out.update(crier=c if c is not None and state.is_alive(c) else None, crier_hand=NM.hand(state),
                   events=NM.events(state), day_card=NM.day_card(state))
        # the latest day's card: a tally shown after the engine moved on to the night keeps its weights
        day = state.round if state.phase in ("day", "vote", "dusk", "end") else state.round - 1
        d = state.w2.nm_day
        card = d[1] if d is not None and d[0] == day else None
        cap = state.captain
        if card == "secret_ballot":
            out["weights"] = ()
        elif card == "captain_voice" and cap is not None and state.is_alive(cap):
            out["weights"] = ((cap, 3),)
    if state.phase == "end":
        h = state.w2.heretic
        out.update(teams=tuple(K.team(state, s) for s in range(state.n)), charmed=tuple(state.w2.charmed or ()),
                   spawn=tuple(state.w2.spawn or ()), heretic_picks=tuple(h[1:]) if h else ())
    return out


def _no_vote(state: GameState) -> tuple[int, ...]:
    """Exposed idiots; in a second-wave game also today's exiled and stupefied (§11.23)."""
    if not K.wave2(state):
        return state.exposed
    today = tuple(s for s in state.alive if K.absent(state, s) or K.stupefied(state, s) or NM.pilloried(state, s))
    return tuple(sorted(set(state.exposed) | set(today)))


def public_line(ev: Event) -> PublicLine | None:
    if ev.kind in ("dawn", "died", "dusk"):
        return PublicLine(ev.kind, seats=ev.seats)
    if ev.kind == "tally":
        return PublicLine("tally", ballots=ev.pairs, target=ev.target, seats=ev.seats)
    if ev.kind == "election":
        return PublicLine("election", ballots=ev.pairs, target=ev.target, seats=ev.seats)
    if ev.kind == "captain":
        return PublicLine("captain", target=ev.target, value=ev.value)
    if ev.kind == "accused":
        return PublicLine("accused", target=ev.target)
    if ev.kind == "verdict":
        v = {1: "kill", 0: "spare", None: None}
        return PublicLine("verdict", target=ev.target, value=ev.value,
                          verdicts=tuple((s, v[b]) for s, b in ev.pairs))
    if ev.kind in ("tiebreak", "scapegoat"):
        return PublicLine(ev.kind, seats=(ev.seat,) if ev.seat is not None else (), target=ev.target)
    if ev.kind == "reveal":
        return PublicLine("reveal", seats=(ev.seat,) if ev.seat is not None else (), value=ev.value)
    if ev.kind == "growl":
        return PublicLine("growl")
    if ev.kind == "result":
        return PublicLine("result", value=ev.value)
    if ev.kind.startswith("announce:"):  # raven, exiled, stupor, ghost, cavalier, second_vote (§11.23)
        # New Moon's (§11.31): event (target: the drawer), census, pillory, moonstruck, swap_votes
        # (seats: the pair), crier (seats: the captain, target: the crier), seance (seats: the named)
        seats = ev.seats if ev.seats else (ev.seat,) if ev.seat is not None else ()
        return PublicLine(ev.kind, seats=seats, target=ev.target, value=ev.value)
    if ev.kind == "secret_tally":  # New Moon's secret ballot: counts only (target or 1/0, count)
        return PublicLine("secret_tally", ballots=ev.pairs, target=ev.target, value=ev.value)
    if ev.kind == "swapped":  # New Moon's switched seats applied to this tally (seats: the pair)
        return PublicLine("swapped", seats=ev.seats)
    if ev.kind in ("no_vote", "amnesty"):  # New Moon's market day; a verdict voided by the amnesty
        return PublicLine(ev.kind, target=ev.target, value=ev.value)
    return None  # vote_start: only moves the screen


@dataclass(frozen=True)
class TallyView:
    """A ballot's count as the engine made it (§5.3, §11.9.2-§11.9.3, E121): the vote's tally, the
    captain election or the kill-or-spare verdict, read off the game as it was when those ballots
    were counted, so a screen shown later (the captain hanged, the night begun) shows the same
    numbers the engine judged by. Every number a tally screen, the tie-break or the trial shows is
    here: the screens never count."""

    counts: tuple[tuple[int, int], ...]  # (seat, weighted count), seat order: the raven's +2 and New Moon's switch in
    tops: tuple[int, ...]  # the seats at the top (two or more: a tie); () with no count at all
    raven: int | None  # the raven's mark counted in this tally (the day's first vote only)
    weights: tuple[tuple[int, int], ...]  # (voter, weight) of every ballot that counted more than once
    present: int  # L: the living players not away today (the trial threshold's, E73)
    need: int  # the least count over the trial threshold (2·c > L)
    trial: bool  # the trial rule decides this tally (the day's first vote under vote_rule trial)
    on_trial: int | None  # the unique top whose count passes the threshold (trial), before any tie-break
    kind: str = "tally"  # tally | election | verdict (a secret ballot's line reads its hidden tally or verdict)
    abstained: int = 0  # the ballots cast for nobody (a verdict: neither kill nor spare, as the engine counted)
    swap: tuple[int, ...] = ()  # New Moon's switched seats applied to this tally (the pair), else ()
    second: bool = False  # the judge's second vote (no raven, no trial: E64)
    kills: int = 0  # a verdict: the weighted kill ballots (hanged when kills > spares)
    spares: int = 0  # a verdict: the weighted spare ballots (the pacifist's counted as spare, E75)

    def count(self, seat: int) -> int:
        return dict(self.counts).get(seat, 0)

    def weight(self, voter: int) -> int:
        """How many times `voter`'s ballot counted (1 unless listed in `weights`)."""
        return dict(self.weights).get(voter, 1)


_TALLIES: dict[Any, TallyView] = {}  # the last few tallies asked for, by (seed, log up to the tally)
_COUNTED = ("tally", "election", "verdict")


def tally_view(state: GameState, at: int | None = None) -> TallyView | None:
    """The count of the ballot event `state.log[at]` (a tally, an election, a verdict, or a secret
    ballot's counts line, which reads the hidden tally or verdict just before it; the latest `tally`
    event when `at` is None), made by the engine's own functions on the game as it stood just before
    the action that closed those ballots; None when there is no such event. A state its deal and
    choices do not replay to (made by hand) is counted on its own facts as they stood then (deaths
    after the ballots undone, the day and the captain of that moment). Standard and extended games alike."""
    if at is None:
        at = next((i for i in range(len(state.log) - 1, -1, -1) if state.log[i].kind == "tally"), None)
        if at is None:
            return None
    if not 0 <= at < len(state.log):
        return None
    if state.log[at].kind == "secret_tally" and at > 0 and state.log[at - 1].kind in ("tally", "verdict"):
        at -= 1
    if state.log[at].kind not in _COUNTED:
        return None
    ev = state.log[at]
    key = (state.seed, state.seats, state.roles, state.options, state.captain, state.log[: at + 1])
    hit = _TALLIES.get(key)
    if hit is not None:
        return hit
    try:
        before = before_event(state, at)
    except (ValueError, SaveError, PhaseError):  # a state no deal and choices replay to (made by hand)
        before = _as_it_stood(state, at)
    out = _count(before, ev, state.log[at - 1] if at else None)
    if len(_TALLIES) > 64:
        _TALLIES.clear()
    _TALLIES[key] = out
    return out


def ballot_view(state: GameState) -> TallyView | None:
    """The count of the latest public ballot line (the election, the vote, the kill-or-spare
    verdict, or a secret ballot's counts): the one the tally screen shows; None before any."""
    at = next((i for i in range(len(state.log) - 1, -1, -1) if state.log[i].public
               and state.log[i].kind in _COUNTED + ("secret_tally",)), None)
    return tally_view(state, at) if at is not None else None


def log_tallies(state: GameState) -> tuple[TallyView | None, ...]:
    """The count of every public vote and kill-or-spare line of the public log, in its order (one per
    `tally` and `verdict` line of `public_view(state).log`): the log's words read their leaders,
    weights and the raven's mark from it."""
    return tuple(tally_view(state, i) for i, ev in enumerate(state.log) if ev.public and ev.kind in ("tally", "verdict"))


def _as_it_stood(state: GameState, at: int) -> GameState:
    """A hand-made state as it stood at `state.log[at]`: its own facts, with the deaths logged after
    that event undone, the day of the event, its vote open, and the captain of that moment (the log's
    latest captain line before it, else the state's own)."""
    ev = state.log[at]
    later = {e.seat for e in state.log[at:] if e.kind == "death"}
    captain = state.captain
    named = [e.target for e in state.log[:at] if e.kind == "captain"]
    if named:
        captain = named[-1]
    return engine.evolve(state, dead=tuple(d for d in state.dead if d.seat not in later), phase="vote",
                         round=_night(ev.moment), step=ev.value or "vote" if ev.kind == "tally" else ev.kind,
                         captain=captain)


def _count(st: GameState, ev: Event, prev: Event | None) -> TallyView:
    """The engine's count of `ev`'s ballots on `st`, the game as it stood when they were counted."""
    abstained = sum(1 for _, t in ev.pairs if t is None)
    if ev.kind == "election":  # one ballot each, no weight, no raven (§11.9.1)
        counts = Counter(t for _, t in ev.pairs if t is not None)
        return _view(counts, None, (), 0, False, kind="election", abstained=abstained)
    present = len(engine.present(st))
    weights = tuple((v, w) for v, _ in ev.pairs if (w := engine._weight(st, v)) > 1)
    if ev.kind == "verdict":
        kills, spares, abst = _verdict_counts(st, ev.pairs)
        return _view(Counter(), None, weights, present, False, kind="verdict", abstained=abst,
                     kills=kills, spares=spares)
    st = engine.evolve(st, ballots=ev.pairs)
    first = ev.value is None  # the judge's second vote has no raven and no trial (E64, §11.23)
    counts = engine._counts(st, raven=first)
    trial = first and st.preset != "standard" and engine.opt(st, "vote_rule") == "trial"
    swap = prev.seats if first and prev is not None and prev.kind == "swapped" else ()
    return _view(counts, engine.raven_mark(st) if first else None, weights, present, trial,
                 abstained=abstained, swap=swap, second=not first)


def _view(counts: Counter, raven: int | None, weights, present: int, trial: bool, **more) -> TallyView:
    top = max(counts.values()) if counts else 0
    tops = tuple(sorted(s for s, c in counts.items() if c == top)) if counts else ()
    on_trial = tops[0] if trial and len(tops) == 1 and 2 * counts[tops[0]] > present else None
    return TallyView(counts=tuple(sorted(counts.items())), tops=tops, raven=raven, weights=weights, present=present,
                     need=present // 2 + 1, trial=trial, on_trial=on_trial, **more)


def _verdict_counts(st: GameState, pairs) -> tuple[int, int, int]:
    """The kill-or-spare count as the engine's verdict makes it (engine._verdict): each ballot at its
    weight, the pacifist's counted as spare also when he abstains (E75); (kills, spares, abstained)."""
    ballots = {v: ("kill" if b == 1 else "spare" if b == 0 else None) for v, b in pairs}
    if K.wave2(st):
        for v in (st.nightfall if st.step == "trial" else tuple(ballots)):
            if st.roles[v] == "pacifist":
                ballots[v] = "spare"
    kills = sum(engine._weight(st, v) for v, b in ballots.items() if b == "kill")
    spares = sum(engine._weight(st, v) for v, b in ballots.items() if b == "spare")
    return kills, spares, sum(1 for b in ballots.values() if b is None)


def knowledge(state: GameState, seat: int) -> SeatView:
    """What `seat` has been shown so far (§8.1); the dead see only public screens from their death on.
    RuleError bad_args for a seat that is not at the table."""
    seat_of(seat, len(state.seats))
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
    if state.preset != "standard":
        _x_knowledge(state, seat, seen, out)
    return SeatView(**out)


def _order(state: GameState, action: tuple) -> int:
    m = action[0]
    return 2 * int(m[1:]) - (m[0] == "N")


def _x_knowledge(state: GameState, seat: int, seen: tuple[Event, ...], out: dict) -> None:
    """The extended preset's additions to what `seat` knows (§11.12)."""
    out["team"] = K.team(state, seat)
    mine = [ev for ev in seen if ev.seat == seat]
    extra = ("take", "couple", "peek", "sniff", "verdict_ballot", "tiebreak", "scapegoat", "captain")
    out["own_actions"] = tuple(sorted(out["own_actions"] + tuple(
        (ev.moment, ev.kind, ev.target) for ev in state.log if ev.seat == seat and ev.kind in extra),
        key=lambda a: _order(state, a)))
    for ev in mine:
        if ev.kind == "spare":
            out["spare_seen"] = tuple((ev.value or "").split(","))
        elif ev.kind == "lover":
            out["partner"], out["partner_role"] = ev.target, ev.value
            out["mixed"] = K.mixed(state)
        elif ev.kind == "brothers":
            out["brothers"] = ev.seats
    out["caught_seen"] = tuple((int(ev.moment[1:]), ev.target) for ev in mine
                               if ev.kind == "caught_notice" and ev.target is not None)
    out["peeks"] = tuple((int(ev.moment[1:]), ev.target, ev.value == "caught") for ev in mine
                         if ev.kind == "peek" and ev.target is not None)
    out["sniffs"] = tuple((int(ev.moment[1:]), ev.target, ev.seats, ev.value == "yes") for ev in mine
                          if ev.kind == "sniff" and ev.target is not None)
    role = state.roles[seat]
    holds_power = any(HOLDER.get(step) == role for step in POWER_STEPS)
    out["power_gone"] = holds_power and (not K.powers(state) or (role == "fox" and state.fox_lost))
    out["no_vote"] = seat in state.exposed
    out["captain"] = state.captain == seat
    if K.wave2(state):
        _w2_knowledge(state, seat, mine, out)
    # The witch is shown the victim of her step's event (with witch_sees_protection: None when protected).
    if out.get("victim", (False, None))[0] and role == "witch":
        ev = next((e for e in reversed(state.log) if e.kind == "victim" and e.seat == seat
                   and e.moment == state.moment), None)
        out["victim"] = (True, ev.target if ev else None)
    if role == "seer":
        out["seer_results"] = tuple((int(ev.moment[1:]), ev.target, ev.value) for ev in seen
                                    if ev.kind == "look" and ev.seat == seat)


_SIGHTS = {"notice": "notice", "joined": "joined", "wolf_seer": "seer", "aura_seer": "power",
           "traitor_sees": "wolves", "wolf_brother": "brother", "vampires_see": "vampires",
           "charmed_see": "charmed", "actor_draw": "card", "assassin_votes": "votes", "side": "side",
           "companion": "companion", "model_wc": "model", "model_sh": "model", "heretic": "picks",
           "charm": "charmed_now", "doctor": "doctor", "block": "block"}


def _w2_knowledge(state: GameState, seat: int, mine: list, out: dict) -> None:
    """The second wave's additions (§11.26): the pack as the pack knows it, every private
    sight, powers lost or stripped, no ballot today."""
    if K.is_wolf(state, seat) and not K.dormant(state, seat):
        out["pack"] = tuple((w, state.is_alive(w)) for w in range(state.n) if K.known_to_pack(state, w))
    elif K.dormant(state, seat):
        out["pack"] = ()
    sights = []
    for ev in mine:
        what = _SIGHTS.get(ev.kind)
        if what is None and not (ev.kind == "victim" and ev.value == "second_bite"):
            continue
        value: Any = ev.value
        if ev.seats:
            value = ev.seats
        elif ev.target is not None and ev.kind not in ("wolf_seer", "aura_seer"):
            value = ev.target
        elif ev.kind in ("wolf_seer", "aura_seer"):
            value = (ev.target, ev.value == "yes")
        sights.append((ev.moment, what or "second_bite", value))
    out["sights"] = tuple(sights)
    role = state.roles[seat]
    if role not in ("villager", "wolf"):
        out["power_gone"] = out["power_gone"] or not K.card_power(state, seat)
    out["no_vote"] = out["no_vote"] or K.absent(state, seat) or K.stupefied(state, seat)


# --- the moderator's view (a game played with real cards: the moderator sees everything) ----------

@dataclass(frozen=True)
class BoardSeat:
    """One seat as the moderator of a game with real cards sees it: the card held now and dealt,
    the team, life and death, and the seat's states as ids (`Board.marks`' words are the UI's):
    lover, captain, crier, charmed, spawn, turned (a wolf by conversion or choice), dormant,
    wounded, sick, exiled, stupefied, pilloried, no_vote (an exposed idiot), power_lost (its card's
    power is gone: the elder's death, the fox's "no", a strip), stripped, blocked (tonight),
    protected (tonight), raven (today's or tomorrow's two votes), elder_hit (one life spent),
    companion (the stray wolf's), model (the wild child's or the shadow's), revealed."""

    seat: int
    role: str
    dealt: str
    team: str
    alive: bool
    died: tuple[str, str] | None = None  # (moment, cause)
    marks: tuple[str, ...] = ()


@dataclass(frozen=True)
class Board:
    """The whole table for the moderator (never a player's screen): every seat, the cards set
    aside, the witch's potions, whether the village lost its powers."""

    seats: tuple[BoardSeat, ...]
    spare: tuple[str, ...] = ()  # the spare cards now (the thief's: his thief card in place of one taken)
    aside: tuple[str, ...] = ()  # the actor's cards left, the drunk's card (second wave)
    sect: tuple[int, ...] = ()  # the sectarian's group
    save_used: str | None = None  # the moment each potion was used
    poison_used: str | None = None
    powers_lost: str | None = None  # the moment the village lost its powers


@dataclass(frozen=True)
class CallSeat:
    """A seat called by a night step: `status` is acts (the engine waits for its entry and some
    action is legal), cannot (it may only skip: `why` is the rule's code, power_lost, blocked,
    unavailable, potion_spent, no_victim, ...), done (its entry is in), later (the step has not
    opened yet tonight), shown (an information step shows it something), asleep (a dormant
    wolf), dead, or not_tonight (the step does not call it tonight)."""

    seat: int
    status: str
    why: str | None = None


@dataclass(frozen=True)
class CallView:
    """A night call for the moderator: who holds it and whether each can act, so that the call
    is faked for a dead or powerless holder; `last`: last night's target, not allowed again
    tonight (bodyguard, moon maiden, enchanter, raven); `spent`: the one-use powers used."""

    step: str
    open: bool
    seats: tuple[CallSeat, ...]
    last: int | None = None
    spent: tuple[str, ...] = ()


def board(state: GameState) -> Board:
    """Every seat's card, team, fate and states for the moderator of a game with real cards."""
    w2 = K.wave2(state)
    rows = []
    for s in range(state.n):
        d = state.death_of(s)
        rows.append(BoardSeat(s, state.roles[s], (state.dealt or state.roles)[s],
                              K.team(state, s) if state.preset != "standard" else team_of(state.roles[s]),
                              d is None, (d.moment, d.cause) if d is not None else None, _marks(state, s, w2)))
    aside: tuple[str, ...] = ()
    if w2:
        drunk = state.w2.drunk_card
        aside = tuple(state.w2.actor_left or ()) + ((drunk,) if drunk and drunk != "drunk" else ())
    return Board(tuple(rows), state.spare, aside, tuple(state.w2.sect or ()), state.save_used,
                 state.poison_used, state.powers_lost)


def _marks(st: GameState, s: int, w2: bool) -> tuple[str, ...]:
    out = []
    role = st.roles[s]
    if s in st.lovers:
        out.append("lover")
    if st.captain == s and st.is_alive(s):
        out.append("captain")
    if w2 and NM.on(st) and NM.crier(st) == s and st.is_alive(s):
        out.append("crier")
    if st.sick is not None and st.sick[0] == s and st.is_alive(s):
        out.append("sick")
    if s in st.exposed:
        out.append("no_vote")
    if st.phase == "night" and st.protect == s:
        out.append("protected")
    if st.preset != "standard" and role == "elder" and st.elder_hit:
        out.append("elder_hit")
    if st.preset != "standard" and st.is_alive(s) and role not in ("villager", "wolf") and (
            (not w2 and not K.powers(st) and role in X.POWER_STEPS) or (role == "fox" and st.fox_lost)
            or (w2 and not K.card_power(st, s))):
        out.append("power_lost")
    if any(seat == s for seat, _ in st.revealed):
        out.append("revealed")
    if not w2:
        return tuple(out)
    facts = (("charmed", s in (st.w2.charmed or ())), ("spawn", s in (st.w2.spawn or ())),
             ("turned", s in (st.w2.wolfed or ())), ("dormant", K.dormant(st, s) and st.is_alive(s)),
             ("wounded", K.wounded(st, s) and st.is_alive(s)), ("exiled", K.absent(st, s)),
             ("stupefied", K.stupefied(st, s)), ("pilloried", NM.pilloried(st, s)), ("stripped", K.stripped(st, s)),
             ("blocked", st.phase == "night" and K.blocked(st, s)))
    out += [name for name, on in facts if on]
    r = st.w2.raven
    if r is not None and r[1] == s and r[0] in (st.round, st.round + 1) and st.is_alive(s):
        out.append("raven")
    for key, name in (("companion", "companion"), ("model_wc", "model"), ("model_sh", "model")):
        link = getattr(st.w2, key)
        if link is not None and link[1] == s:
            out.append(name)
    return tuple(out)


# Information steps: the seats each shows something to (no entries).
_SHOWN_TO = {
    "lovers": lambda st: tuple(st.lovers),
    "brothers": lambda st: st.holders("brother"),
    "wolf_brothers": lambda st: tuple(s for s in range(st.n) if st.roles[s] in ("big_brother_wolf",
                                                                                 "little_brother_wolf")),
    "traitor": lambda st: st.holders("traitor"),
    "vampires": lambda st: tuple(s for s in range(st.n) if K.vampire_team(st, s)),
    "charmed": lambda st: tuple(st.w2.charmed or ()),
    "drunk": lambda st: st.holders("drunk") + tuple(s for s in range(st.n) if any(
        e.kind == "drunk" and e.seat == s and e.moment == st.moment for e in st.log)),
}
# The keys of last night's target, not allowed again tonight (repeat_target / repeat_protect).
_LAST = {"moon_maiden": "mm_last", "enchanter": "ench_last", "raven": "raven_last"}


def call_view(state: GameState, step: str) -> CallView:
    """Who holds the night step `step` tonight and whether each can act (for the moderator of a
    game with real cards, who calls every step of the deck and fakes the calls nobody answers)."""
    st = state
    holders = engine.night_holders(st, step) if step in engine.ACTIONS else ()
    is_open = st.phase == "night" and st.step == step
    seats: list[CallSeat] = []
    if step in _SHOWN_TO:
        k = st.round
        shown = tuple(dict.fromkeys(_SHOWN_TO[step](st)))
        first_only = step in ("brothers", "wolf_brothers", "traitor") and k != 1
        for s in sorted(shown):
            status = "dead" if s not in st.nightfall else "not_tonight" if first_only else "shown"
            seats.append(CallSeat(s, status))
        return CallView(step, False, tuple(seats))
    if step in W.PACK_STEPS:
        cards = tuple(s for s in range(st.n) if K.is_wolf(st, s))
    elif step == "town_crier":
        c = NM.crier(st) if NM.on(st) else None
        cards = (c,) if c is not None else ()
    else:
        role = X.HOLDER.get(step) or W.HOLDER2.get(step)
        cards = tuple(s for s in range(st.n) if role is not None and K.acts_as(st, s, role))
    for s in sorted(set(cards) | set(holders)):
        if s in holders:
            if (step, s) in st.acted:
                seats.append(CallSeat(s, "done"))
            elif is_open and s in st.pending:
                legal = [a for a in engine.options(st, s) if not engine.is_skip(a)]
                why = None
                if not legal:
                    why = next((c for a in engine.candidates(st, step, s) if not engine.is_skip(a)
                                if (c := engine.args_objection(st, step, s, a))), None)
                seats.append(CallSeat(s, "acts" if legal else "cannot", why))
            else:
                seats.append(CallSeat(s, "later" if st.phase == "night" else "done"))
        elif s not in st.nightfall or not st.is_alive(s):
            seats.append(CallSeat(s, "dead"))
        elif K.dormant(st, s):
            seats.append(CallSeat(s, "asleep"))
        else:
            seats.append(CallSeat(s, "not_tonight"))
    last = None
    if step == "bodyguard":
        last = st.last_protect
    elif step in _LAST:
        v = getattr(st.w2, _LAST[step])
        last = v[1] if v is not None and v[0] == st.round - 1 else None
    spent: tuple[str, ...] = ()
    if step == "witch":
        spent = tuple(p for p, used in (("save", st.save_used), ("poison", st.poison_used)) if used is not None)
    elif step == "apothecary":
        spent = tuple(p for p in ("stupor", "restore") if getattr(st.w2, f"{p}_used") is not None)
    return CallView(step, is_open, tuple(seats), last, spent)
