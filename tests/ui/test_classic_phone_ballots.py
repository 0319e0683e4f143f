"""Phone seats cast their ballots all at once, while the laptop's ballot lap goes round the other
seats (LAN.md: ballots from phones in parallel); the session alone, by its actions."""
from __future__ import annotations

import random

import pytest

from app.core.common.errors import RuleError
from app.ui.autosave import Autosave
from app.ui.classic import actions as A
from app.ui.classic.session import ClassicSession
from app.ui.flows.classic import C_BALLOT, C_BALLOT_CURTAIN, C_DAY, C_TALLY

from .test_classic_phone_visits import step_with_phones
from .test_classic_session import NAMES, PORTRAITS

PHONES = frozenset({1, 5})


def to_the_vote(cs: ClassicSession, seed: int = 2, phones: frozenset[int] = PHONES) -> None:
    """A standard game up to its first day's ballots, with both phone seats alive and voting."""
    rnd = random.Random(seed)
    cs.new_game(NAMES[:8], PORTRAITS[:8], seed=seed)
    cs.set_remote(phones)
    for _ in range(2000):
        if cs.screen == C_DAY:
            cs.submit(A.StartVote())
            break
        step_with_phones(cs, rnd)  # the phones take their night visits beside the laptop's
    assert cs.screen == C_BALLOT_CURTAIN and cs.stage == "vote"
    assert phones <= set(cs.state.pending), "pick a seed where the phone seats vote"


def legal(cs: ClassicSession, seat: int) -> list[int]:
    from app.core.classic.mode import CLASSIC

    return [o["player"] for o in CLASSIC.options(cs.state, seat) if o]


def curtain_ballot(cs: ClassicSession, target_of) -> int:
    assert cs.screen == C_BALLOT_CURTAIN
    cs.submit(A.OpenCurtain())
    assert cs.screen == C_BALLOT
    seat = cs.open.seat
    cs.submit(A.Ballot(target_of(seat)))
    cs.submit(A.FinishVisit())
    return seat


@pytest.fixture
def cs(settings, save_dir):
    return ClassicSession(settings, Autosave(save_dir))


def test_the_laptop_goes_round_the_curtain_seats_while_every_phone_ballot_is_open(cs):
    to_the_vote(cs)
    living = set(cs.state.pending)
    for seat in PHONES:  # every phone's ballot opens with the lap, all at once
        o = cs.remote_ballot(seat)
        assert o is not None and o.step == "vote" and not o.acted
    for seat in living - PHONES:  # a curtain seat has none
        assert cs.remote_ballot(seat) is None
    served = []
    while cs.holder() is not None:
        served.append(curtain_ballot(cs, lambda s: None))
    assert set(served) == living - PHONES  # the laptop never went to a phone seat
    assert cs.phones_voting() and cs.screen == C_BALLOT_CURTAIN  # it waits, the same page whoever
    first, last = sorted(PHONES)
    cs.submit(A.RemoteBallot(first, legal(cs, first)[0]))
    assert cs.screen == C_BALLOT_CURTAIN and cs.phones_voting()
    cs.submit(A.RemoteBallot(last, None))
    assert cs.screen == C_TALLY and cs.stage == "tally"  # the last phone ballot brings the votes
    assert cs.remote_ballot(first) is None  # the lap is over: its phone ballots with it


def test_phones_may_vote_first_and_the_last_curtain_ballot_brings_the_tally(cs):
    to_the_vote(cs)
    for seat in sorted(PHONES):
        cs.submit(A.RemoteBallot(seat, legal(cs, seat)[-1]))
        cs.submit(A.RemoteFinish(seat))
        assert cs.remote_ballot(seat).done
    while cs.screen == C_BALLOT_CURTAIN:
        curtain_ballot(cs, lambda s: None)
    assert cs.screen == C_TALLY


def test_a_phone_ballot_during_a_curtain_ballot_waits_for_that_page_to_close(cs):
    to_the_vote(cs)
    while cs.holder() is not None and len([s for s in cs.state.pending if s not in PHONES]) > 1:
        curtain_ballot(cs, lambda s: None)
    for seat in PHONES:
        cs.submit(A.RemoteBallot(seat, None))
    cs.submit(A.OpenCurtain())  # the last curtain voter's ballot is open while... the phones are in
    cs.submit(A.Ballot(None))
    assert cs.screen == C_BALLOT  # the page stays until its holder is done
    cs.submit(A.FinishVisit())
    assert cs.screen == C_TALLY


def test_the_same_ballots_give_the_same_votes_in_parallel_or_one_by_one(settings, save_dir, tmp_path):
    def target_of(cs, seat):
        options = legal(cs, seat)
        return options[(seat * 3) % len(options)]

    one_by_one = ClassicSession(settings, Autosave(tmp_path / "a"))
    to_the_vote(one_by_one)  # the same night as the other (the phones' visits alike)
    one_by_one.set_remote(frozenset())  # then every ballot behind the curtain
    while one_by_one.screen == C_BALLOT_CURTAIN:
        curtain_ballot(one_by_one, lambda s: target_of(one_by_one, s))
    parallel = ClassicSession(settings, Autosave(tmp_path / "b"))
    to_the_vote(parallel)
    for seat in sorted(PHONES, reverse=True):  # the phones first, in another order
        parallel.submit(A.RemoteBallot(seat, target_of(parallel, seat)))
    while parallel.screen == C_BALLOT_CURTAIN:
        curtain_ballot(parallel, lambda s: target_of(parallel, s))
    assert one_by_one.screen == parallel.screen == C_TALLY
    def public(cs):
        return [e for e in cs.state.log if e.public]

    assert public(one_by_one) == public(parallel)  # the tally, its pairs and its outcome alike
    private = {e for e in one_by_one.state.log if not e.public}  # each ballot's own line, in time order
    assert private == {e for e in parallel.state.log if not e.public}
    assert one_by_one.state.dead == parallel.state.dead


def test_a_refused_phone_ballot_changes_nothing(cs):
    to_the_vote(cs)
    curtain = next(s for s in cs.state.pending if s not in PHONES)
    phone = min(PHONES)
    cases = [
        A.RemoteBallot(curtain, None),  # a curtain seat's ballot is the laptop's
        A.RemoteBallot(phone, phone),  # a vote against oneself
        A.RemoteBallot(phone, 99),
        A.RemoteBallot(phone, "kill"),  # not a trial
        A.RemoteBallot(True, None),  # not a seat
        A.RemoteFinish(curtain),
    ]
    for action in cases:
        state, screen, holder = cs.state, cs.screen, cs.holder()
        with pytest.raises(RuleError):
            cs.submit(action)
        assert (cs.state, cs.screen, cs.holder()) == (state, screen, holder), action
        assert not cs.remote_ballot(phone).acted
    cs.submit(A.RemoteBallot(phone, None))
    state = cs.state
    with pytest.raises(RuleError):  # a ballot cannot change
        cs.submit(A.RemoteBallot(phone, legal(cs, curtain)[0] if legal(cs, curtain) else None))
    assert cs.state == state
    cs.submit(A.RemoteFinish(phone))
    with pytest.raises(RuleError):  # closed: nothing more from that phone this lap
        cs.submit(A.RemoteFinish(phone))


def test_closing_a_phone_ballot_without_one_abstains(cs):
    to_the_vote(cs)
    phone = min(PHONES)
    cs.submit(A.RemoteFinish(phone))
    assert phone not in cs.state.pending and cs.remote_ballot(phone).ballot is None


def test_a_seat_taken_back_from_its_phone_votes_behind_the_curtain(cs):
    to_the_vote(cs)
    gone = min(PHONES)
    cs.set_remote(PHONES - {gone})
    assert cs.remote_ballot(gone) is None
    served = []
    while cs.holder() is not None:
        served.append(curtain_ballot(cs, lambda s: None))
    assert gone in served and max(PHONES) not in served
    cs.submit(A.RemoteBallot(max(PHONES), None))
    assert cs.screen == C_TALLY


def test_without_phones_every_ballot_goes_round_the_laptop(cs):
    to_the_vote(cs, phones=frozenset())
    living = set(cs.state.pending)
    served = []
    while cs.screen == C_BALLOT_CURTAIN:
        served.append(curtain_ballot(cs, lambda s: None))
    assert set(served) == living and cs.screen == C_TALLY
