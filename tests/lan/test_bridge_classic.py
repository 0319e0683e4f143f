"""A classic game with phone seats: the phones play their visits and ballots from their screens alone."""
from __future__ import annotations

import random

import pytest

from app.ui.classic import actions as A
from app.ui.classic.session import ClassicSession
from app.ui.flows import classic as CF
from app.ui.autosave import Autosave
from app.ui.lan.bridge import ClassicBridge

from .test_bridge_onenight import FakeRoom, no_laptop_words
from ..ui.conftest import NAMES
from ..ui.conftest import _english, _english_again, _mock_voice, _no_unanswered_question  # noqa: F401
from ..ui.conftest import save_dir, settings  # noqa: F401
from ..ui.xpub_games import PICS

PREFER = ("Confirm", "Kill", "Spare", "Next", "Done")


class ChatRoom(FakeRoom):
    def __init__(self) -> None:
        super().__init__()
        self.chats: list[tuple[str, int, frozenset, frozenset]] = []
        self.closed: list[str] = []

    def open_chat(self, channel, section, writers, readers) -> None:
        self.chats.append((channel, section, frozenset(writers), frozenset(readers)))

    def close_chat(self, channel) -> None:
        self.closed.append(channel)


def phone_tap(room: FakeRoom, seat: int, rng: random.Random) -> bool:
    """One tap of a phone playing its screen as a person would (open, a target, a button); False
    when its screen asks for nothing more."""
    now = room.now(seat)
    if now["kind"] != "visit" or not now["buttons"]:
        return False
    dos = {b["do"]: b["label"] for b in now["buttons"]}
    if "open" in dos:
        assert room.act(seat, "open") is None
        return True
    options = (now["pick"] or {}).get("options", [])
    only_pick = not [do for do in dos if do != "tap"]  # (a forced choice: nothing to press before a pick)
    if options and not any(o["label"].startswith("✓") for o in options) and (rng.random() < 0.8 or only_pick):
        assert room.act(seat, "tap", (rng.choice(options)["id"],)) is None
        return True
    by_label = {label.split(" (")[0]: do for do, label in dos.items() if do != "tap"}
    for word in PREFER:
        if word in by_label:
            assert room.act(seat, by_label[word]) is None
            return True
    others = [do for do in dos if do != "tap"]
    assert others, repr(now)
    assert room.act(seat, rng.choice(others)) is None
    return True


def phone_turn(room: FakeRoom, seat: int, rng: random.Random, limit: int = 40) -> None:
    """A phone plays its screen to the end."""
    for _ in range(limit):
        if not phone_tap(room, seat, rng):
            return
    pytest.fail("the phone's turn never ended")


def ballot_tap(cs: ClassicSession, bridge: ClassicBridge, room: FakeRoom, phones: set[int],
               rng: random.Random) -> int:
    """The phones' ballots are open all at once, whatever the laptop does meanwhile: one tap on one
    of them (when the laptop waits only for them, or at random); 0 when no phone tapped, 1 when a
    phone tapped while the laptop still had curtain ballots to take, 2 otherwise."""
    voting = [seat for seat in sorted(phones) if cs.remote_ballot(seat) is not None
              and room.now(seat)["kind"] == "visit" and room.now(seat)["buttons"]]
    if bridge.covers(cs.screen) and cs.phones_voting():
        assert voting, "the laptop waits for phone ballots that no phone shows"
    if not voting or not (cs.phones_voting() or rng.random() < 0.5):
        return 0
    beside = cs.holder() is not None and not cs.phones_voting()
    assert phone_tap(room, rng.choice(voting), rng)
    return 1 if beside else 2


def night_tap(cs: ClassicSession, bridge: ClassicBridge, room: FakeRoom, phones: set[int],
              rng: random.Random, seen: dict | None = None) -> int:
    """The phones' night visits of the lap are open all at once, whatever the laptop does meanwhile:
    one tap on one of them (when the laptop waits only for them, or at random); 0 when no phone
    tapped, 1 when it tapped while the laptop still had curtain seats to visit, 2 otherwise."""
    visiting = [seat for seat in sorted(phones) if cs.remote_visit(seat) is not None
                and room.now(seat)["kind"] == "visit" and room.now(seat)["buttons"]]
    if seen is not None:  # which visit each phone was given, night by night
        for seat in visiting:
            seen.setdefault((cs.state.round, seat), set()).add(cs.remote_visit(seat).index)
    waiting = bridge.covers(cs.screen) and cs.phones_at_night()
    if waiting:
        assert visiting, "the laptop waits for phone visits that no phone shows"
    if not visiting or not (waiting or rng.random() < 0.5):
        return 0
    for seat in visiting:  # each phone shows its own visit, never another seat's
        assert cs.seats[seat] in room.now(seat)["title"]
    if cs.holder() is not None:
        assert cs.holder() not in phones  # the laptop's lap goes round the curtain seats only
    beside = cs.holder() is not None or cs.open is not None
    assert phone_tap(room, rng.choice(visiting), rng)
    return 1 if beside else 2


def laptop_step(cs: ClassicSession, rng: random.Random) -> None:
    """A curtain seat's turn, or the table's public screen, through the session's actions."""
    screen = cs.screen
    if screen in (CF.C_CURTAIN, CF.C_BALLOT_CURTAIN):
        cs.submit(A.OpenCurtain())
    elif screen == CF.C_VISIT:
        opts = cs.options()
        if opts and cs.open is not None and not cs.open.acted:
            cs.submit(A.Act(rng.choice(opts)))
        if cs.open is not None and not cs.open.acted:
            cs.submit(A.Decoy())
        cs.submit(A.FinishVisit())
    elif screen == CF.C_BALLOT:
        opts = cs.options()
        cs.submit(A.Ballot(rng.choice(opts)["target"] if opts and "target" in opts[0] else None) if opts
                  else A.FinishVisit())
        if cs.open is not None:
            cs.submit(A.FinishVisit())
    elif screen in (CF.C_DAWN, CF.C_DUSK, CF.C_TALLY):
        cs.submit(A.Continue())
    elif screen == CF.C_DAY:
        cs.submit(A.StartVote())
    else:
        raise AssertionError(f"stuck on {screen}")


@pytest.mark.parametrize("seed", [3, 8])
def test_a_whole_classic_game_with_phone_seats(qtbot, settings, save_dir, seed):  # noqa: F811
    cs = ClassicSession(settings, Autosave(save_dir))
    names = NAMES[:8]
    cs.new_game(names, PICS[:8], seed=seed)
    room = ChatRoom()
    phones = {3, 1, 7, 6} if seed == 3 else {1, 4, 6}
    bridge = ClassicBridge(cs, room, phones)
    rng = random.Random(seed)
    given: dict = {}
    phone_visits = beside_the_laptop = night_beside = night_taps = 0
    for _ in range(6000):
        if cs.screen == CF.C_END:
            break
        tapped = ballot_tap(cs, bridge, room, phones, rng)
        if tapped:
            beside_the_laptop += tapped == 1
            continue
        tapped = night_tap(cs, bridge, room, phones, rng, given)
        if tapped:
            night_taps += 1
            night_beside += tapped == 1
            continue
        holder = bridge.owner(cs.screen)
        if bridge.covers(cs.screen):
            assert holder in phones, "the laptop covers a curtain seat's screen"
            phone_turn(room, holder, rng)
            phone_visits += 1
            now_holder = bridge.owner(cs.screen)
            for seat in phones - {now_holder}:  # no phone but the holder's shows a visit
                assert room.now(seat)["kind"] != "visit"
        else:
            laptop_step(cs, rng)
    assert cs.screen == CF.C_END
    assert night_taps >= 20 and night_beside >= 10  # phone visits taken while the laptop visited curtain seats
    nights = {night for night, _ in given}
    for night in nights:  # the night's shape on the phones: every phone seat, alive or dead, one visit a lap
        for seat in phones:
            assert len(given.get((night, seat), ())) == 2, (night, seat)
    assert beside_the_laptop >= 3  # phone ballots cast while curtain seats still had theirs to cast
    assert any(c[0] == "day" for c in room.chats)
    for seat in phones:
        assert room.now(seat)["kind"] == "end"
    roles = cs.state.roles
    for channel, night, writers, readers in room.chats:  # the wolves' channel: phone wolves only
        if channel == "wolves":
            assert writers == readers and len(readers) > 1
            assert all(roles[x] == "wolf" for x in readers) and readers <= phones
    if seed == 3:
        wolves = {x for x in phones if roles[x] == "wolf"}
        assert len(wolves) < 2 or any(c[0] == "wolves" for c in room.chats)
    no_laptop_words(room, phones)
    bridge.close()


@pytest.mark.parametrize("seed", [4, 9])
def test_an_extended_game_with_many_phones_taking_their_visits_beside_the_laptop(qtbot, settings, save_dir, seed):  # noqa: F811
    """Twelve seats of an extended deck, most of them phones: the thief's take and his new role's
    action on one phone visit, Cupid's two taps, the little girl's peek, the fox's sniff, the third
    lap of a Cupid night — all on phones while the laptop goes round the curtain seats."""
    names = [*NAMES, "Kim", "Lou"]
    deck = ["thief", "cupid", "seer", "witch", "fox", "bodyguard", "little_girl", "wolf", "wolf", "wolf",
            "villager", "villager", "villager", "villager"]
    cs = ClassicSession(settings, Autosave(save_dir))
    cs.new_game(names, PICS[:12], seed=seed, preset="extended", deck=deck,
                options={"captain": False, "vote_rule": "plurality"})
    rng = random.Random(seed)
    phones = set(rng.sample(range(12), 8))
    room = ChatRoom()
    bridge = ClassicBridge(cs, room, phones)
    night_taps = 0
    for _ in range(20000):
        if cs.screen == CF.C_END:
            break
        if ballot_tap(cs, bridge, room, phones, rng):
            continue
        if night_tap(cs, bridge, room, phones, rng):
            night_taps += 1
            continue
        if bridge.covers(cs.screen):
            phone_turn(room, bridge.owner(cs.screen), rng)
        else:
            laptop_step(cs, rng)
    assert cs.screen == CF.C_END, cs.screen
    assert night_taps >= 40
    no_laptop_words(room, phones)
    bridge.close()
