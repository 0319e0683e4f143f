"""A moderator who enters random legal choices through the session (tests of the moderator's table)."""
from __future__ import annotations

import random

from app.core.classic.mode import CLASSIC
from app.ui.moderator import actions as A
from app.ui.moderator.flow import M_DEAL, M_END, M_NIGHT, M_TABLE, M_VOTE


def legal_entry(session, rng: random.Random):
    """A random args the engine takes for the entry the session waits for ({} when only skipping)."""
    step, seats = session.waiting()
    common = None
    for seat in seats:
        opts = [a for a in CLASSIC.options(session.state, seat)]
        keyed = {repr(a): a for a in opts}
        common = keyed if common is None else {k: v for k, v in common.items() if k in keyed}
    choices = list((common or {"{}": {}}).values())
    for _ in range(len(choices)):
        args = rng.choice(choices)
        if session.why_not(args) is None:
            return args
    return {}


def random_ballots(session, rng: random.Random):
    step, voters = session.ballot_lap()
    out = []
    for v in voters:
        if step == "trial":
            out.append((v, rng.choice(["kill", "kill", "spare", None])))
        else:
            targets = CLASSIC.ballot_targets(session.state, v)
            out.append((v, rng.choice(list(targets) + [None]) if targets else None))
    return tuple(out)


def act_once(session, rng: random.Random) -> object | None:
    """One moderator action, as the screen shown allows; None at the end."""
    screen = session.screen
    if screen == M_END:
        return None
    if screen == M_DEAL:
        return A.StartNight()
    if screen == M_NIGHT:
        return A.Entry(legal_entry(session, rng)) if session.waiting() else A.NextCall()
    if screen == M_TABLE:
        if session.waiting():
            return A.Entry(legal_entry(session, rng))
        if session.stage == "day" and session.state.phase == "day":
            return A.StartVote()
        assert session.can_continue(), (session.place, session.state.phase, session.state.step)
        return A.Continue()
    if screen == M_VOTE:
        return A.Ballots(random_ballots(session, rng))
    raise AssertionError(f"unexpected screen {screen}")


def play(session, rng: random.Random, limit: int = 3000, each=None) -> int:
    """Play the game on to its end; `each(action)` before each action. The number of actions."""
    for k in range(limit):
        action = act_once(session, rng)
        if action is None:
            return k
        if each is not None:
            each(action)
        session.submit(action)
    raise AssertionError("the game did not end")


# --- a scenario file (CLASSIC.md §10, §11.14, §11.28, §11.31.9) played by the moderator ------------

def seat_args(seats: list[str], args):
    """A scenario's args with names turned into seats."""
    if not isinstance(args, dict):
        return args
    out = {}
    for key, value in args.items():
        if key in ("player", "poison", "stupor", "restore") and isinstance(value, str):
            out[key] = seats.index(value)
        elif key == "players":
            out[key] = [seats.index(v) for v in value]
        else:
            out[key] = value
    return out


_MOMENT_MAPS = ("hunter", "revenge", "scapegoat")  # {MOMENT: args}
_SEAT_MAPS = ("successor", "servant", "tiebreak", "crier", "cavalier")  # {MOMENT: {SEAT: args}}


def scenario_entry(data: dict, session):
    """The args the scenario gives for the entry the session waits for ({} when it gives none)."""
    seats = list(data["seats"])
    step, actors = session.waiting()
    st = session.state
    seat = seats[actors[0]]
    if session.stage == "night":
        night = data["nights"][st.round - 1] if st.round <= len(data["nights"]) else {}
        return seat_args(seats, night.get(step, {}).get(seat, {}))
    moment = st.moment
    if step in _MOMENT_MAPS:
        return seat_args(seats, data.get(step, {}).get(moment, {}))
    if step in _SEAT_MAPS:
        return seat_args(seats, data.get(step, {}).get(moment, {}).get(seat, {}))
    return {}


def scenario_ballots(data: dict, session) -> dict[int, object]:
    """The scenario's ballots of the lap open now, by voter (a voter left out abstains)."""
    seats = list(data["seats"])
    step, voters = session.ballot_lap()
    st = session.state
    k = st.round
    if step == "election":
        given = data.get("election", {})
    elif step == "vote":
        given = data["days"][k - 1] if k <= len(data["days"]) else {}
    elif step == "trial":
        given = data.get("trials", {}).get(f"D{k}", {})
    else:
        given = data.get("second_vote", {}).get(f"D{k}", {})
    out: dict[int, object] = {}
    for voter, target in given.items():
        v = seats.index(voter)
        out[v] = seats.index(target) if isinstance(target, str) and target in seats else target
    return out


def scenario_setup(data: dict):
    """(names, roles, spare, options) of a scenario file's fixed deal."""
    seats = list(data["seats"])
    roles = tuple(data["deal"]["seats"][name] for name in seats)
    spare = tuple(data["deal"].get("spare", ()))
    return seats, roles, spare, tuple(sorted(data.get("options", {}).items()))


def play_scenario(session, data: dict, seed: int, limit: int = 2000) -> None:
    """The scenario's choices entered through the session (its fixed deal entered), to the end."""
    seats, roles, spare, options = scenario_setup(data)
    deck = roles + spare
    session.submit(A.Prepare(tuple(seats), tuple("" for _ in seats), data["preset"], deck, options))
    session.submit(A.EnterDeal(roles, spare, seed=seed))
    for _ in range(limit):
        screen = session.screen
        if screen == M_END:
            return
        if screen == M_DEAL:
            session.submit(A.StartNight())
        elif screen == M_NIGHT:
            session.submit(A.Entry(scenario_entry(data, session)) if session.waiting() else A.NextCall())
        elif screen == M_TABLE:
            if session.waiting():
                session.submit(A.Entry(scenario_entry(data, session)))
            elif session.stage == "day" and session.state.phase == "day":
                session.submit(A.StartVote())
            else:
                session.submit(A.Continue())
        elif screen == M_VOTE:
            given = scenario_ballots(data, session)
            session.submit(A.Ballots(tuple((v, given.get(v)) for v in session.ballot_lap()[1])))
        else:
            raise AssertionError(screen)
    raise AssertionError("the scenario's game did not end")
