"""Phone seats take their night visits all at once, each lap, while the laptop goes round the other
seats (LAN.md "Mixed seating"); the session alone, by its actions."""
from __future__ import annotations

import random

import pytest

from app.core.classic import handoff as H
from app.core.common.errors import RuleError
from app.ui.autosave import Autosave
from app.ui.classic import actions as A
from app.ui.classic.session import ClassicSession
from app.ui.flows.classic import C_CURTAIN, C_DAWN, C_VISIT
from app.ui.lan.ballots import SeatVisit

from .test_classic_session import NAMES, PORTRAITS, step

PHONES = frozenset({1, 5})


@pytest.fixture
def cs(settings, save_dir):
    return ClassicSession(settings, Autosave(save_dir))


def start(cs: ClassicSession, seed: int = 2, phones: frozenset[int] = PHONES) -> None:
    cs.new_game(NAMES[:8], PORTRAITS[:8], seed=seed)
    cs.set_remote(phones)


def phone_visit(cs: ClassicSession, seat: int, rnd: random.Random) -> None:
    """A phone seat's whole visit, as its own page plays it: open, a choice or the decoy, Done."""
    cs.submit(A.OnPhone(seat, A.OpenCurtain()))
    view = SeatVisit(cs, seat)
    opts = view.options()
    if opts and rnd.random() < 0.9:
        cs.submit(A.OnPhone(seat, A.Act(rnd.choice(opts) or None)))
    else:
        cs.submit(A.OnPhone(seat, A.Decoy()))
    vv = view.visit_view()
    if vv is not None and vv.visit.note and rnd.random() < 0.5:
        cs.submit(A.OnPhone(seat, A.WriteNote(f"note {rnd.randrange(99)}")))
    cs.submit(A.OnPhone(seat, A.FinishVisit()))


def step_with_phones(cs: ClassicSession, rnd: random.Random) -> None:
    """`step`, with the phones' visits of the lap played when the laptop waits only for them (and
    now and then before)."""
    waiting = [s for s in sorted(cs.remote) if cs.remote_visit(s) is not None]
    voting = [s for s in sorted(cs.remote) if (o := cs.remote_ballot(s)) is not None and not o.done]
    if waiting and (cs.phones_at_night() or rnd.random() < 0.3):
        phone_visit(cs, rnd.choice(waiting), rnd)
    elif voting and (cs.phones_voting() or rnd.random() < 0.3):
        seat = rnd.choice(voting)
        if not cs.remote_ballot(seat).acted:
            cs.submit(A.RemoteBallot(seat, None))
        if cs.remote_ballot(seat) is not None:
            cs.submit(A.RemoteFinish(seat))
    else:
        step(cs, rnd)


def curtain_visit(cs: ClassicSession) -> int:
    assert cs.screen == C_CURTAIN and cs.holder() is not None
    cs.submit(A.OpenCurtain())
    assert cs.screen == C_VISIT
    seat = cs.open.seat
    if not cs.open.acted:
        cs.submit(A.Decoy())
    cs.submit(A.FinishVisit())
    return seat


def test_every_phone_visit_opens_with_the_lap_and_the_laptop_goes_round_the_curtain_seats_only(cs):
    start(cs)
    for seat in PHONES:
        o = cs.remote_visit(seat)
        assert o is not None and o.hidden and not o.acted  # the phone shows its cover first
    for seat in set(range(8)) - PHONES:
        assert cs.remote_visit(seat) is None
    served = []
    while cs.holder() is not None:
        served.append(curtain_visit(cs))
    assert served == [s for s in range(8) if s not in PHONES]  # in the lap's order, no phone seat
    assert cs.phones_at_night() and cs.screen == C_CURTAIN  # the laptop waits, the same page whoever
    assert cs.night.index == 1 and cs.night.ahead == (2, 3, 4, 6, 7)
    phone_visit(cs, 5, random.Random(1))
    assert cs.phones_at_night()
    assert cs.remote_visit(5) is None  # one visit a lap
    phone_visit(cs, 1, random.Random(2))
    assert not cs.phones_at_night() and cs.holder() == 0  # lap 2: the laptop starts it again
    assert cs.night.index == 8 and cs.night.ahead == ()
    assert all(cs.remote_visit(s) is not None for s in PHONES)  # and every phone's lap-2 visit is open


def test_the_next_lap_opens_only_once_every_visit_of_this_one_is_over(cs):
    start(cs)
    phone_visit(cs, 5, random.Random(1))  # a phone first, before any curtain seat
    assert cs.remote_visit(5) is None
    while cs.holder() is not None:
        curtain_visit(cs)
    assert cs.remote_visit(5) is None  # its lap-2 visit waits for seat 1's lap-1 visit
    assert H.lap_left(cs.state, cs.night) == (1,)
    phone_visit(cs, 1, random.Random(2))
    assert cs.remote_visit(5) is not None


def test_a_phone_may_end_the_night_and_bring_the_dawn(cs):
    start(cs)
    rnd = random.Random(4)
    for _lap in range(2):
        while cs.holder() is not None:
            curtain_visit(cs)
        for seat in sorted(PHONES):
            if cs.stage == "night":
                phone_visit(cs, seat, rnd)
    assert cs.stage != "night" and cs.night is None and cs.screen == C_DAWN
    assert cs.state.phase == "dawn" or cs.state.round == 1


def test_a_phone_visit_taken_while_a_curtain_visit_is_open_changes_nothing_of_it(cs):
    start(cs)
    cs.submit(A.OpenCurtain())
    assert cs.screen == C_VISIT and cs.open.seat == 0
    before = cs.visit_view()
    phone_visit(cs, 1, random.Random(3))
    assert cs.open.seat == 0 and cs.screen == C_VISIT
    assert cs.visit_view().visit == before.visit and cs.visit_view().role == before.role
    curtain_visit_open(cs)
    assert cs.holder() == 2  # seat 1's visit was taken on its phone


def curtain_visit_open(cs: ClassicSession) -> None:
    if not cs.open.acted:
        cs.submit(A.Decoy())
    cs.submit(A.FinishVisit())


def test_a_refused_phone_action_changes_nothing(cs):
    start(cs)
    night, screen = cs.night, cs.screen
    refused = [
        A.OnPhone(0, A.OpenCurtain()),  # a curtain seat's visit from a phone
        A.OnPhone(9, A.OpenCurtain()),  # no such seat
        A.OnPhone(True, A.OpenCurtain()),
        A.OnPhone(1, A.Act({})),  # the phone has not opened its visit
        A.OnPhone(1, A.FinishVisit()),
    ]
    for action in refused:
        with pytest.raises(RuleError):
            cs.submit(action)
        assert cs.night is night and cs.screen == screen
    cs.submit(A.OnPhone(1, A.OpenCurtain()))
    with pytest.raises(RuleError):
        cs.submit(A.OnPhone(1, A.Act({"player": 99})))
    assert cs.night is night
    with pytest.raises(TypeError):
        cs.submit(A.OnPhone(1, A.Ballot(None)))
    assert cs.night is night


def test_a_phone_visit_hidden_again_shows_the_cover_and_keeps_what_was_held(cs):
    start(cs)
    seat = 1
    cs.submit(A.OnPhone(seat, A.OpenCurtain()))
    opts = SeatVisit(cs, seat).options()
    if opts:
        cs.submit(A.OnPhone(seat, A.Act(opts[-1] or None)))
    held = cs.night.held
    cs.submit(A.OnPhone(seat, A.HideVisit()))
    assert cs.remote_visit(seat).hidden and SeatVisit(cs, seat).open is None
    assert cs.night.held == held
    with pytest.raises(RuleError):
        cs.submit(A.OnPhone(seat, A.Act({})))
    cs.submit(A.OnPhone(seat, A.OpenCurtain()))
    cs.submit(A.OnPhone(seat, A.FinishVisit()))
    assert cs.remote_visit(seat) is None


def test_a_seat_taken_back_from_its_phone_mid_lap_is_visited_behind_the_curtain(cs):
    start(cs)
    while cs.holder() is not None:
        curtain_visit(cs)
    assert cs.phones_at_night()
    cs.set_remote(PHONES - {5})
    assert cs.remote_visit(5) is None and cs.holder() == 5 and not cs.phones_at_night()
    assert curtain_visit(cs) == 5
    assert cs.phones_at_night()
    phone_visit(cs, 1, random.Random(5))
    assert cs.holder() == 0


def test_a_night_saved_with_phone_visits_ahead_resumes_behind_the_curtain(cs, settings, save_dir):
    from app.ui.autosave import Autosave as AS

    start(cs)
    phone_visit(cs, 5, random.Random(6))
    curtain_visit(cs)
    assert cs.night.ahead == (5,)
    found = AS(save_dir).read()
    again = ClassicSession(settings, AS(save_dir))
    assert again.resume(found[0])
    assert again.night == cs.night and again.remote == frozenset()
    assert again.holder() == 1  # no room after a restart: the laptop takes seat 1's visit
    rnd = random.Random(7)
    for _ in range(200):
        if again.stage != "night":
            break
        step(again, rnd)
    assert again.state.round == 1 and again.stage != "night"


@pytest.mark.parametrize("seed", range(6))
def test_whole_games_with_phones_at_night_end(cs, seed):
    rnd = random.Random(seed)
    start(cs, seed=seed, phones=frozenset(rnd.sample(range(8), rnd.randrange(1, 5))))
    nights = 0
    for _ in range(5000):
        if cs.state.phase == "end":
            break
        was = cs.stage
        step_with_phones(cs, rnd)
        nights += was == "night" and cs.stage != "night"
    assert cs.state.phase == "end" and nights >= 1


def test_the_laptop_calls_the_same_seats_in_the_same_order_whatever_the_deal(settings, save_dir, tmp_path):
    """The night's shape on the laptop depends on the seats and which are phones, never on the cards."""
    orders = set()
    for seed in range(8):
        cs = ClassicSession(settings, Autosave(tmp_path / f"s{seed}"))
        start(cs, seed=seed)
        rnd = random.Random(seed)
        calls = []
        while cs.stage == "night" and cs.state.round == 1:
            if cs.phones_at_night():
                phone_visit(cs, rnd.choice([s for s in sorted(cs.remote) if cs.remote_visit(s) is not None]), rnd)
                calls.append("phones")
            else:
                calls.append(cs.holder())
                step(cs, rnd)
                if cs.screen == C_VISIT:
                    step(cs, rnd)
        orders.add(tuple(c for i, c in enumerate(calls) if c != "phones" or calls[i - 1] != "phones"))
    assert len(orders) == 1, orders


def test_what_other_seats_do_beside_a_visit_never_changes_its_screen(cs):
    """A phone wolf's screen shows the picks locked when it opened; a curtain wolf's pick made
    meanwhile shows only at the phone's own next choice (a live change would time the other visit)."""
    cs.new_game(NAMES[:8], PORTRAITS[:8], seed=2)
    wolves = [s for s, r in enumerate(cs.state.roles) if r == "wolf"]
    curtain, phone = wolves[0], wolves[1]
    cs.set_remote(frozenset({phone}))
    cs.submit(A.OnPhone(phone, A.OpenCurtain()))
    view = SeatVisit(cs, phone)
    assert view.visit_view().picks == ()
    while cs.holder() != curtain:
        curtain_visit(cs)
    cs.submit(A.OpenCurtain())
    target = next(o for o in cs.options() if o)
    cs.submit(A.Act(target))
    assert any(c.seat == curtain for c in cs.night.held)
    assert view.visit_view().picks == ()  # unchanged on the phone's screen
    mine = next(o for o in view.options() if o)
    cs.submit(A.OnPhone(phone, A.Act(mine)))
    assert dict(view.visit_view().picks) == {curtain: target["player"], phone: mine["player"]}


def test_the_next_lap_chimes_when_the_last_phone_is_done_and_a_phone_alone_never_chimes(cs, monkeypatch):
    from app.ui import sound

    heard = []
    monkeypatch.setattr(sound, "play", lambda name, settings=None: heard.append(name) or True)
    start(cs)
    heard.clear()  # the new game's first curtain
    phone_visit(cs, 5, random.Random(1))  # a phone done while the laptop has curtain seats to visit
    assert heard == []
    while cs.holder() is not None:
        curtain_visit(cs)
    heard.clear()
    assert cs.phones_at_night()
    cs.submit(A.OnPhone(1, A.OpenCurtain()))
    cs.submit(A.OnPhone(1, A.Decoy()))
    assert heard == []  # nothing a phone does at night sounds on the laptop
    cs.submit(A.OnPhone(1, A.FinishVisit()))
    assert heard == ["curtain"] and cs.holder() == 0  # "Pass to" the next lap's first seat: a hand-off
