"""One Night's night visits on phones, beside the laptop's (LAN.md, mixed seating), at the session:
every phone seat's visit of a lap opens with the lap; the laptop goes round the curtain seats; a
visit sees the night as it was when it opened, or at its own last decision."""
from __future__ import annotations

import random

import pytest

from app.core.common.errors import PhaseError, RuleError
from app.ui import session as S
from app.ui.flows import onenight as F
from app.ui.lan.ballots import SeatNight

from .conftest import NAMES, visit_step

DECK = ["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager", "insomniac", "minion"]
VAMPIRES = ["vampire", "vampire", "seer", "robber", "villager", "villager", "cupid", "priest"]


def phone_step(session: S.GameSession, seat: int, rng: random.Random) -> bool:
    """One step of a phone seat's own visit through its actions (OnPhone); False when it has none."""
    v = session.remote_visit(seat)
    if v is None:
        return False
    view = SeatNight(session, seat)
    if v.hidden or v.seen is None:
        view.submit(S.OpenVisit())
    else:
        visit_step(session, v, view.submit, view.ask_options, view.more_rounds)
    return True


def laptop_step(session: S.GameSession) -> None:
    if session.screen == F.CURTAIN:
        session.submit(S.OpenVisit())
    else:
        visit_step(session)


def play(session: S.GameSession, phones: set[int], rng: random.Random, limit: int = 4000) -> list[int]:
    """The night to the day, the phones stepping at random moments; the seats the laptop opened, in order."""
    called = []
    for _ in range(limit):
        if session.screen == F.DAY:
            return called
        busy = [s for s in sorted(phones) if session.remote_visit(s) is not None]
        if busy and (session.phones_at_night() or rng.random() < 0.5):
            assert phone_step(session, rng.choice(busy), rng)
            continue
        assert not session.phones_at_night()
        if session.screen == F.CURTAIN:
            assert session.holder not in phones
            called.append(session.holder)
        laptop_step(session)
    pytest.fail("the night never ended")


def start(session: S.GameSession, deck: list[str], seed: int, phones: set[int], n: int = 5) -> None:
    session.new_game(NAMES[:n], deck, seed)
    session.set_remote(phones)


@pytest.mark.parametrize("seed", range(6))
def test_whole_nights_with_phones_reach_the_day_with_every_seat_shown_its_news(qtbot, session, seed):
    rng = random.Random(seed)
    deck = DECK if seed % 2 else VAMPIRES
    phones = {s for s in range(5) if rng.random() < 0.5} or {0}
    start(session, deck, seed, phones)
    assert session.plan.phones == tuple(sorted(phones))
    play(session, phones, rng)
    plan = session.plan
    assert session.screen == F.DAY and plan.visits % 5 == 0 and not plan.busy and not plan.ahead
    assert not session.phone_visits


def test_the_laptop_calls_the_same_seats_whatever_the_cards(qtbot, session):
    """Which seats the laptop calls depends only on which seats are phones and the laps, never on the
    deal: the laptop goes round the curtain seats, lap by lap."""
    phones = {1, 3}
    for seed in range(8):
        rng = random.Random(seed)
        start(session, DECK, seed, phones)
        laps = session.plan.laps
        called = play(session, phones, rng)
        grown = session.plan.visits // 5
        assert called == [0, 2, 4] * grown, (seed, called)
        assert grown >= laps


def test_a_phone_visit_does_not_change_under_its_holders_eyes(qtbot, session):
    """The phone's visit sees the night as it opened: the curtain seats' decisions beside it change
    nothing it shows (a change would time someone else's visit)."""
    start(session, DECK, 3, {4})
    session.submit(S.OnPhone(4, S.OpenVisit()))
    v = session.remote_visit(4)
    view = SeatNight(session, 4)
    before = (view.seat_view(4), view.public_view(), v.ask, v.stage, view.laps_shown(), view.awake_tokens())
    for _ in range(200):  # the laptop's whole lap: seats 0 to 3
        if session.phones_at_night():
            break
        laptop_step(session)
    assert session.phones_at_night()
    assert session.plan.game != v.seen.game or session.plan.game.log == v.seen.game.log
    after = (view.seat_view(4), view.public_view(), v.ask, v.stage, view.laps_shown(), view.awake_tokens())
    assert after == before


def test_refusals_and_the_phones_cover(qtbot, session):
    start(session, DECK, 3, {0, 2})
    with pytest.raises(RuleError):
        session.submit(S.OnPhone(1, S.OpenVisit()))  # a curtain seat
    with pytest.raises(RuleError):
        session.submit(S.OnPhone(0, S.FinishVisit()))  # not opened yet
    session.submit(S.OnPhone(0, S.OpenVisit()))
    session.submit(S.OnPhone(0, S.HideVisit()))
    assert session.remote_visit(0).hidden
    with pytest.raises(RuleError):
        session.submit(S.OnPhone(0, S.Sleep()))  # behind its cover
    session.submit(S.OnPhone(0, S.OpenVisit()))  # the same visit again, not a new one
    v = session.remote_visit(0)
    assert not v.hidden and session.plan.busy.count(0) + (session.plan.holder == 0 and session.plan.visiting) == 1
    if v.stage == "ask":
        with pytest.raises(PhaseError):
            session.submit(S.OnPhone(0, S.FinishVisit()))  # a decision is still open
    assert session.screen == F.CURTAIN and session.visit is None  # nothing of it on the laptop


def test_the_lap_waits_for_its_phones_and_the_last_one_brings_the_next_curtain(qtbot, session, monkeypatch):
    chimes = []
    from app.ui import cues

    monkeypatch.setattr(cues.sound, "play", lambda name, settings=None: chimes.append(name))
    start(session, DECK, 5, {1, 3})
    rng = random.Random(5)
    while not session.phones_at_night():
        laptop_step(session)
    assert session.screen == F.CURTAIN and session.visit is None
    with pytest.raises(PhaseError):
        session.submit(S.OpenVisit())  # nobody's turn on the laptop: only phone visits are left
    chimes.clear()
    for seat in (1, 3):
        while session.remote_visit(seat) is not None and session.plan.visits < 5:
            phone_step(session, seat, rng)
            if seat == 1:
                assert chimes == []  # a phone at night never sounds on the laptop
    assert not session.phones_at_night()
    assert session.holder == 0 and session.screen in (F.CURTAIN, F.DAY)
    assert chimes == ["curtain"] or session.screen == F.DAY


def test_a_seat_taken_back_mid_visit_goes_on_behind_the_curtain(qtbot, session):
    start(session, DECK, 3, {0, 2})
    session.submit(S.OnPhone(0, S.OpenVisit()))
    kept = session.remote_visit(0)
    session.set_remote({2})  # seat 0's phone dropped: the laptop takes its visit
    assert session.holder == 0
    session.submit(S.OpenVisit())
    assert session.visit is kept and session.screen == F.VISIT
    rng = random.Random(1)
    play(session, {2}, rng)
    assert session.screen == F.DAY


def test_a_save_with_phone_visits_open_resumes(qtbot, session, settings, save_dir):
    from app.ui.autosave import Autosave

    start(session, VAMPIRES, 4, {1, 3})
    rng = random.Random(4)
    session.submit(S.OnPhone(1, S.OpenVisit()))
    laptop_step(session)  # seat 0's visit opens on the laptop
    saved = session.plan
    assert saved.busy  # seat 1's phone visit beside the laptop's
    again = S.GameSession(settings, Autosave(save_dir))
    assert again.resume()
    assert again.plan == saved and again.screen == F.CURTAIN
    again.set_remote({1, 3})
    assert again.holder == 0
    v = again.remote_visit(1)
    assert v is not None and v.seen is None  # behind its cover until the phone opens it again
    play(again, {1, 3}, rng)
    assert again.screen == F.DAY


def test_a_fellow_vampire_who_chose_first_takes_the_team_choice(qtbot, session):
    deck = ["vampire", "vampire", "seer", "villager", "villager", "robber", "cupid"]
    for seed in range(200):
        session.new_game(NAMES[:4], deck, seed)
        vamps = [s for s in range(4) if session.plan.game.night_roles[s] == "vampire"]
        if len(vamps) == 2 and vamps[0] != 0:
            break
    phone, curtain = vamps[1], vamps[0]
    session.set_remote({phone})
    session.submit(S.OnPhone(phone, S.OpenVisit()))
    v = session.remote_visit(phone)
    assert v.ask is not None and v.ask.step == "vampires"
    view = SeatNight(session, phone)
    mine = view.ask_options()[-1]
    while session.holder != curtain or session.screen != F.CURTAIN:
        laptop_step(session)
    session.submit(S.OpenVisit())
    assert session.visit.ask.step == "vampires"
    theirs = session.ask_options()[0]
    session.submit(S.Decide(theirs, "theirs"))
    session.submit(S.OnPhone(phone, S.Decide(mine, "mine")))
    assert v.stage == "result" and v.overruled
    assert any(x.value == "vampire_mark" for x in v.result)
    picked = [ev for ev in session.plan.game.log if ev.step == "vampires"]
    assert len(picked) == 1 and picked[0].actor == curtain
