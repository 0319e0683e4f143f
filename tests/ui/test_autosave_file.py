"""The autosave on disk: unreadable at a glance, owner-only, old plain saves still read,
stale temp copies removed, damaged app data never fatal."""
from __future__ import annotations

import os
import random
import sys

import pytest

from app.core.common import codec
from app.core.common.errors import SaveError
from app.core.onenight import engine as G
from app.core.onenight import handoff as P
from app.core.onenight import save
from app.core.onenight.catalog import MARKS, ROLES
from app.ui import session as S
from app.ui.autosave import Autosave, Problem

from .conftest import NAMES, make_tour

DECK = ["vampire", "the_master", "the_count", "renfield", "cupid", "priest", "marksman", "pickpocket"]


def _window(qtbot, settings, folder):
    from app.ui.main import MainWindow

    w = MainWindow(S.GameSession(settings, Autosave(folder)))
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    return w


def _mid_night(qtbot, settings, folder):
    w = _window(qtbot, settings, folder)
    w.seed = 11
    tour = make_tour(w)
    tour.setup(5, DECK, NAMES)
    tour.night(visits=7)
    assert w.session.plan is not None and w.session.plan.game.phase in G.NIGHT_PHASES
    assert len(w.session.plan.game.log) >= 2  # marks given: the vampire mark and love
    return w


def test_a_mid_night_save_shows_no_role_mark_or_name(qtbot, settings, save_dir, monkeypatch):
    # a fixed key and nonce make the bytes, and so this test, the same on every run
    monkeypatch.setattr(codec, "new_key", lambda: bytes(range(32)))
    monkeypatch.setattr(codec, "new_nonce", lambda: bytes(range(100, 116)))
    w = _mid_night(qtbot, settings, save_dir)
    data = (save_dir / "autosave.json").read_bytes()
    lowered = data.lower()
    words = list(ROLES) + list(MARKS) + [n.lower() for n in NAMES[:5]] + ["cards", "places", "seats", "format"]
    assert [x for x in words if x.encode() in lowered] == []
    assert codec.is_packed(data)
    plan, _ = Autosave(save_dir).read()
    assert plan == w.session.plan


def test_two_saves_of_the_same_game_share_no_text(tmp_path):
    plan = P.start(G.new_game(NAMES[:5], DECK, 3))
    a, b = Autosave(tmp_path / "a"), Autosave(tmp_path / "a")
    a.write(plan, {})
    first = a.path.read_bytes()
    b.write(plan, {})
    assert first != a.path.read_bytes()
    assert a.read() == b.read() == (plan, {})


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file modes")
def test_the_save_and_its_key_are_readable_by_the_owner_only(tmp_path):
    box = Autosave(tmp_path / "save")
    box.write(P.start(G.new_game(NAMES[:5], DECK, 3)), {})
    box.write(P.start(G.new_game(NAMES[:5], DECK, 4)), {})
    assert oct(os.stat(box.path).st_mode & 0o777) == "0o600"
    assert oct(os.stat(box.key_path).st_mode & 0o777) == "0o600"


def test_a_plain_json_save_of_format_1_still_resumes(qtbot, settings, save_dir):
    plan = P.start(G.new_game(NAMES[:5], DECK, 3))
    save_dir.mkdir(parents=True)
    (save_dir / "autosave.json").write_text(save.dumps(plan, extra={"screen": "curtain", "timer_ms": 5000}),
                                           encoding="utf-8")
    w = _window(qtbot, settings, save_dir)
    assert w.session.resume()
    assert w.session.plan == plan and w.session.screen == S.CURTAIN
    w.session.open_visit()
    assert codec.is_packed((save_dir / "autosave.json").read_bytes())  # rewritten in format 2


def test_stale_temp_copies_are_removed_at_start(tmp_path):
    folder = tmp_path / "save"
    box = Autosave(folder)
    box.write(P.start(G.new_game(NAMES[:5], DECK, 3)), {})
    stale = ["autosave.json.aB3xQz", "autosave.json.000001", "autosave.key.Zz9Yy8"]
    kept = ["autosave.corrupt-20260101-120000.json", "notes.txt", "autosave.json.bak"]
    for name in stale + kept:
        (folder / name).write_bytes((folder / "autosave.json").read_bytes())
    Autosave(folder)
    assert sorted(p.name for p in folder.iterdir()) == sorted(["autosave.json", "autosave.key"] + kept)


def test_a_save_without_its_key_is_set_aside(tmp_path):
    box = Autosave(tmp_path / "save")
    box.write(P.start(G.new_game(NAMES[:5], DECK, 3)), {})
    box.key_path.unlink()
    found = box.read()
    assert isinstance(found, Problem) and found.reason == "corrupt" and found.kept_as
    assert "key" in found.message and not box.exists()


@pytest.mark.parametrize("where", [0, 5, 30, -1])
def test_a_damaged_byte_is_a_corrupt_save(tmp_path, where):
    box = Autosave(tmp_path / "save")
    box.write(P.start(G.new_game(NAMES[:5], DECK, 3)), {})
    data = bytearray(box.path.read_bytes())
    data[where] ^= 0x20
    box.path.write_bytes(bytes(data))
    found = box.read()
    assert isinstance(found, Problem) and found.reason == "corrupt"


def _resealed(data: bytes, key: bytes, version: int) -> bytes:
    """The same save under another format version, sealed with the save's key (as a later
    version of the game would write it: the same header, the same seal)."""
    nonce = data[len(codec.MAGIC) + 1: len(codec.MAGIC) + 1 + codec.NONCE_SIZE]
    return codec.seal(version, nonce, data[codec.HEADER_SIZE:], key)


@pytest.mark.parametrize("version", [codec.VERSION + 1, 130, 255])
def test_a_newer_packed_format_is_set_aside_as_newer(tmp_path, version):
    box = Autosave(tmp_path / "save")
    box.write(P.start(G.new_game(NAMES[:5], DECK, 3)), {})
    box.path.write_bytes(_resealed(box.path.read_bytes(), box.key_path.read_bytes(), version))
    found = box.read()
    assert isinstance(found, Problem) and found.reason == "version"
    assert "autosave.newer-" in found.kept_as


def test_every_damaged_header_byte_is_a_corrupt_save_never_a_newer_one(tmp_path):
    # Issue 38: a version byte changed to 3, 130 or 255 was called "a newer version". Only a
    # version the seal confirms is newer; any other change to the header is damage.
    box = Autosave(tmp_path / "save")
    box.write(P.start(G.new_game(NAMES[:5], DECK, 3)), {})
    good = box.path.read_bytes()
    assert codec.unpack(good, box.key_path.read_bytes())
    tried = 0
    for where in range(codec.HEADER_SIZE):
        values = {good[where] ^ 0xFF, good[where] ^ 0x01}
        if where == len(codec.MAGIC):
            values |= {0, 1, codec.VERSION + 1, 3, 130, 255} - {good[where]}
        for value in sorted(values):
            data = bytearray(good)
            data[where] = value
            box.path.write_bytes(bytes(data))
            found = box.read()
            assert isinstance(found, Problem), (where, value)
            assert found.reason == "corrupt", (where, value, found.message)
            assert "autosave.corrupt-" in found.kept_as and not box.exists()
            tried += 1
    assert tried >= 2 * codec.HEADER_SIZE
    for cut in (len(codec.MAGIC), len(codec.MAGIC) + 1, codec.HEADER_SIZE - 1):
        box.path.write_bytes(good[:cut])
        found = box.read()
        assert isinstance(found, Problem) and found.reason == "corrupt", cut
    box.path.write_bytes(good)  # the untouched save still loads
    assert not isinstance(box.read(), Problem)


def test_a_newer_version_byte_without_the_key_is_corrupt(tmp_path):
    box = Autosave(tmp_path / "save")
    box.write(P.start(G.new_game(NAMES[:5], DECK, 3)), {})
    box.path.write_bytes(_resealed(box.path.read_bytes(), box.key_path.read_bytes(), codec.VERSION + 1))
    box.key_path.write_bytes(codec.new_key())  # another key: the version cannot be confirmed
    found = box.read()
    assert isinstance(found, Problem) and found.reason == "corrupt"


# --- damaged app data: safe defaults, never a crash ----------------------------------------


def _vote_state():
    g = P.start(G.new_game(NAMES[:5], DECK, 3)).game
    while g.phase in G.NIGHT_PHASES:
        req = G.request(g)
        seat = req.seats[0] if req.seats else None
        opts = G.options(g, seat) if seat is not None and req.decision else []
        g = G.apply(g, G.Choice(req.step, seat, opts[0] if opts else None))
    return G.begin_vote(g)


@pytest.mark.parametrize("extra", [
    {"timer_ms": "abc"}, {"timer_ms": [1]}, {"timer_ms": -5}, {"timer_ms": True}, {"timer_ms": 10**30},
    {"lap_votes": "abc"}, {"lap_votes": [1, "x"]}, {"lap_votes": [0]}, {"lap_votes": [9]},
    {"lap_votes": [1, 0, 1, 0, 1]}, {"lap_votes": {"0": 1}}, {"lap_votes": [None]},
    {"screen": 7}, {"screen": ["vote"]}, {"screen": "nowhere"}, {"peek": "abc"},
])
def test_damaged_app_data_of_a_vote_save_resumes_with_defaults(qtbot, settings, save_dir, extra):
    Autosave(save_dir).write(_vote_state(), {"screen": "vote_curtain", "timer_ms": 0, **extra})
    w = _window(qtbot, settings, save_dir)
    assert w.session.resume()
    assert w.session.screen in (S.VOTE, S.VOTE_CURTAIN)
    assert 0 <= w.session.timer_ms and w.session.lap_votes == []


def test_good_lap_votes_are_kept(qtbot, settings, save_dir):
    Autosave(save_dir).write(_vote_state(), {"screen": "vote_curtain", "timer_ms": 0, "lap_votes": [1, 0]})
    w = _window(qtbot, settings, save_dir)
    assert w.session.resume()
    assert w.session.lap_votes == [1, 0] and w.session.screen == S.VOTE_CURTAIN


@pytest.mark.parametrize("peek", ["abc", 5, [1], {"player": 7}, {"player": "Bob", "then": "abc"},
                                  {"player": "Bob", "then": {"centre": "x"}}, {"player": ["Bob"]}])
def test_a_damaged_half_choice_resumes_without_it(qtbot, settings, save_dir, peek):
    deal = G.Deal(("doppelganger", "witch", "villager", "hunter"), ("seer", "prince", "bodyguard"))
    plan = P.deliver(P.open_visit(P.start(G.new_game(["Ann", "Bob", "Cat", "Dan"], deal=deal))))
    assert P.next_ask(plan).step == "doppelganger"
    Autosave(save_dir).write(plan, {"screen": "visit", "timer_ms": 0, "peek": peek})
    w = _window(qtbot, settings, save_dir)
    assert w.session.resume()
    assert w.session.screen == S.CURTAIN and w.session.visit.peeked == ()
    make_tour(w).open_curtain()
    assert w.session.visit.ask.step == "doppelganger"


def test_a_bare_night_game_is_set_aside_not_resumed(qtbot, settings, save_dir):
    # the app saves the night with its hand-off plan; a game alone left the curtain without one
    Autosave(save_dir).write(P.start(G.new_game(NAMES[:5], DECK, 3)).game, {"screen": "curtain"})
    w = _window(qtbot, settings, save_dir)
    assert not w.session.resume()
    assert w.session.problem is not None and w.session.problem.reason == "corrupt"
    assert w.session.problem.kept_as and not (save_dir / "autosave.json").exists()


def test_mutated_saves_that_load_resume_and_play_to_the_end_on_screen(qtbot, settings, tmp_path):
    # the core fuzz (tests/fuzzing/saves.py) plays on through the engine; these go through the
    # window: resume, the night's visits, the day, the vote (public or secret) and the reveal
    from tests.fuzzing import saves as F

    rng = random.Random(5)
    played = 0
    bases: list[str] = []
    for attempt in range(1600):  # whole-lap nights (DESIGN.md §Hand-off 7): fewer mutations load
        if played == 6:
            break
        if attempt % 40 == 0:
            bases = F.real_saves(rng)
        text = F.mutate(rng, rng.choice(bases))
        try:
            save.loads_with_extra(text)
        except SaveError:
            continue
        folder = tmp_path / f"s{attempt}"
        folder.mkdir()
        (folder / "autosave.json").write_text(text, encoding="utf-8")
        w = _window(qtbot, settings, folder)
        if not w.session.resume():
            assert w.session.problem is not None  # set aside with a reason, never a crash
            continue
        tour = make_tour(w, seed=attempt)
        s = w.session
        for _ in range(40):
            if s.screen in (S.CURTAIN, S.VISIT):
                tour.night()
            elif s.screen == S.DAY:
                tour.day()
            elif s.screen == S.VOTE:
                tour.vote()
            elif s.screen in (S.VOTE_CURTAIN, S.VOTE_VISIT):
                if s.screen == S.VOTE_CURTAIN:
                    s.open_vote_visit()
                seat = s.lap_seat
                s.lap_vote((seat + 1) % len(s.seats))
            elif s.screen == S.RESOLUTION:
                tour.end()
            else:
                break
        assert s.screen == S.REVEAL
        w.close()
        played += 1
    assert played == 6


def test_a_hand_off_saved_after_the_last_step_resumes_at_the_curtain(qtbot, settings, save_dir):
    # the game has reached the day but a seat still has dawn news to see: the laptop goes on
    from app.core.onenight.simulate import random_args

    deck = ["curator", "seer", "robber", "werewolf", "villager", "villager", "troublemaker", "insomniac"]
    found = None
    for seed in range(40):
        rng = random.Random(seed)
        plan = P.start(G.new_game(NAMES[:5], deck, seed))
        while not P.night_over(plan) and found is None:
            plan = P.deliver(P.open_visit(plan))
            while (ask := P.next_ask(plan)) is not None:
                plan = P.deliver(P.decide(plan, ask, random_args(rng, plan, ask)))
            plan = P.close_visit(plan)
            if plan.game.phase == "day" and not P.night_over(plan):
                found = plan
        if found is not None:
            break
    assert found is not None
    Autosave(save_dir).write(found, {"screen": "curtain", "timer_ms": 0})
    w = _window(qtbot, settings, save_dir)
    assert w.session.resume() and w.session.screen == S.CURTAIN
    tour = make_tour(w)
    tour.night()
    tour.day()
    assert w.session.screen in (S.VOTE, S.VOTE_CURTAIN)
