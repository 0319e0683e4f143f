"""The Mode protocol, One Night's phase table and the secret ballot lap."""
from __future__ import annotations

import random

import pytest

from app.core.common.ballot import BallotLap, cast
from app.core.common.errors import PhaseError, VoteError
from app.core.common.flow import PhaseRow, PhaseTable
from app.core.modes import DEFAULT, MODES
from app.core.onenight.mode import ONE_NIGHT
from app.core.onenight.phases import DAYLIGHT, NIGHT_PHASES, PHASES

DECK = ["vampire", "the_master", "renfield", "priest", "cupid", "marksman"]


def test_the_registry_holds_one_night():
    assert MODES[DEFAULT] is ONE_NIGHT
    for name in ("new_game", "validate", "request", "options", "check", "apply", "knowledge",
                 "public_view", "outcome", "story"):
        assert callable(getattr(ONE_NIGHT, name)), name
    assert ONE_NIGHT.phases is PHASES


def test_the_phase_table_moves_one_night_through_its_phases():
    assert PHASES.ids == ("dusk", "mark_check", "night", "day", "vote", "reveal")
    assert NIGHT_PHASES == ("dusk", "mark_check", "night")
    assert DAYLIGHT == ("day", "vote", "reveal")
    assert PHASES.after("night", "steps_done") == "day"
    assert PHASES.after("day", "begin_vote") == "vote"
    assert PHASES.after("vote", "votes") == "reveal"
    with pytest.raises(PhaseError):
        PHASES.after("reveal", "votes")
    with pytest.raises(PhaseError):
        PHASES.row("noon")


def test_a_phase_table_refuses_an_unknown_target():
    with pytest.raises(ValueError):
        PhaseTable((PhaseRow("a", "nothing", (("go", "b"),)),))


def test_apply_returns_the_new_state_and_its_events():
    g = ONE_NIGHT.new_game(["Ann", "Bob", "Cat"], DECK, 5)
    req = ONE_NIGHT.request(g)
    seat = req.seats[0]
    from app.core.onenight.mode import Choice

    args = ONE_NIGHT.options(g, seat)[0]
    after, events = ONE_NIGHT.apply(g, Choice(req.step, seat, args))
    assert events and events[0].step == req.step and events[0].actor == seat
    assert after.log[len(g.log):] == events
    assert g.log == () or after.log[:len(g.log)] == g.log


def test_the_phases_a_game_passes_through_are_rows_of_the_table():
    rng = random.Random(3)
    from app.core.onenight.mode import Choice

    for seed in range(20):
        g = ONE_NIGHT.new_game(["Ann", "Bob", "Cat"], DECK, seed)
        seen = [g.phase]
        while (req := ONE_NIGHT.request(g)) is not None:
            opts = ONE_NIGHT.options(g, req.seats[0]) if req.decision else []
            g, _ = ONE_NIGHT.apply(g, Choice(req.step, req.seats[0], rng.choice(opts) if opts else None))
            seen.append(g.phase)
        g = ONE_NIGHT.begin_vote(g)
        seen.append(g.phase)
        lap = ONE_NIGHT.ballot_lap(g)
        while not lap.done:
            g, lap = ONE_NIGHT.cast_ballot(g, lap, rng.choice(ONE_NIGHT.ballot_targets(g, lap.seat)))
        seen.append(g.phase)
        assert set(seen) <= set(PHASES.ids)
        assert seen[-3:] == ["day", "vote", "reveal"]
        assert ONE_NIGHT.outcome(g) is not None


def test_the_ballot_lap_goes_round_once_and_refuses_bad_ballots():
    g = ONE_NIGHT.begin_vote(_day_state())
    lap = ONE_NIGHT.ballot_lap(g)
    assert lap.voters == (0, 1, 2) and lap.seat == 0
    with pytest.raises(VoteError) as err:
        ONE_NIGHT.cast_ballot(g, lap, 0)
    assert err.value.code == "self_vote"
    for bad in (7, -1, "1", True, None):
        with pytest.raises(VoteError) as err:
            ONE_NIGHT.cast_ballot(g, lap, bad)
        assert err.value.code == "unknown_seat"
    g2, lap = ONE_NIGHT.cast_ballot(g, lap, 2)
    assert g2 is g and lap.votes == (2,) and lap.seat == 1
    g2, lap = ONE_NIGHT.cast_ballot(g2, lap, 2)
    g2, lap = ONE_NIGHT.cast_ballot(g2, lap, 0)
    assert lap.done and g2.phase == "reveal" and g2.votes == (2, 2, 0)
    with pytest.raises(VoteError):
        cast(lap, 1, (1,))


def test_a_lap_of_other_voters_follows_their_order():
    lap = BallotLap((2, 0))
    lap = cast(lap, 1, (0, 1))
    assert lap.seat == 0 and lap.by_seat() == {2: 1}


def _day_state():
    from app.core.onenight.mode import Choice

    g = ONE_NIGHT.new_game(["Ann", "Bob", "Cat"], DECK, 1)
    while (req := ONE_NIGHT.request(g)) is not None:
        opts = ONE_NIGHT.options(g, req.seats[0]) if req.decision else []
        g, _ = ONE_NIGHT.apply(g, Choice(req.step, req.seats[0], opts[0] if opts else None))
    assert g.phase == "day"
    return g
