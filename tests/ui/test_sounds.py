"""The game's sounds: the files (valid, short, small, made again byte for byte by their script),
the sound module without audio, and the moment each chime is asked for, in both modes — the
same for every seat's curtain whatever the cards (app/ui/cues.py)."""
from __future__ import annotations

import importlib.util
import random
import struct
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.ui import cues, sound
from app.ui import session as S
from app.ui.autosave import Autosave
from app.ui.classic import actions as A
from app.ui.classic.session import ClassicSession
from app.ui.flows.classic import C_BALLOT_CURTAIN, C_CURTAIN, C_DAWN, C_END, C_VISIT

from .conftest import NAMES, make_tour
from .test_classic_session import PORTRAITS
from .test_classic_session import step as classic_step

pytestmark = pytest.mark.no_paint  # the window's games and screens by clicks, no picture taken (issue 33)

ROOT = Path(__file__).resolve().parents[2] / "resources"
CHIMES = ("curtain", "timer", "dawn", "end")
VAMPIRE_5 = ["vampire", "the_master", "the_count", "renfield", "cupid", "priest", "marksman", "pickpocket"]


def frames(path: Path) -> tuple[wave.Wave_read, list[int]]:
    w = wave.open(str(path))
    n = w.getnframes()
    return w, list(struct.unpack(f"<{n}h", w.readframes(n)))


# --- the files ------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(sound.SOUNDS))
def test_every_sound_is_a_small_mono_16_bit_wav(name):
    path = ROOT / sound.SOUNDS[name]
    assert path.is_file()
    w, data = frames(path)
    assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
    seconds = w.getnframes() / w.getframerate()
    if name == "mask":
        assert 10 <= seconds <= 20 and path.stat().st_size < 600_000
    else:
        assert 0.3 <= seconds <= 2.0 and path.stat().st_size < 100_000
    assert max(abs(v) for v in data) < 32767  # never clipped
    if name in CHIMES:
        assert data[0] == 0 and data[-1] == 0  # starts and ends in silence: no click


def test_the_masking_sound_loops_without_a_seam():
    _, data = frames(ROOT / sound.SOUNDS["mask"])
    steps = sorted(abs(b - a) for a, b in zip(data, data[1:]))
    typical, biggest = steps[len(steps) // 2], steps[-1]
    assert abs(data[0] - data[-1]) <= max(4 * typical, biggest // 2)  # the seam is an ordinary step

    def rms(xs):
        return (sum(x * x for x in xs) / len(xs)) ** 0.5

    tenth = 2205  # 0.1 s blocks: no jump in loudness across the seam
    around = data[-tenth:] + data[:tenth]
    assert 0.5 < rms(around[:tenth]) / rms(around[tenth:]) < 2.0
    assert rms(data) < 0.15 * 32767  # quiet


def test_the_script_makes_the_same_bytes(tmp_path):
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    mod.main(["--out", str(tmp_path)])
    for name, rel in sound.SOUNDS.items():
        assert (tmp_path / rel).read_bytes() == (ROOT / rel).read_bytes(), name


# --- the module -----------------------------------------------------------------------------------

class Off:
    sound = False


class On:
    sound = True


@pytest.fixture(autouse=True)
def _quiet():
    sound.stop_loop()
    sound.played.clear()
    yield
    sound.stop_loop()
    sound.played.clear()


def test_play_and_loop_never_raise_without_audio(qapp):
    for name in sound.SOUNDS:
        assert sound.play(name, On())
    assert sound.loop("mask", On()) and sound.looping == "mask"
    assert sound.loop("mask", On()) and sound.played.count("mask") == 2  # once by play, once by loop
    sound.stop_loop()
    sound.stop_loop()
    assert sound.looping is None
    assert not sound.play("no_such_sound", On()) and not sound.loop("no_such_sound", On())


def test_the_sound_switch_mutes_chimes_and_the_loop(qapp):
    assert not sound.play("curtain", Off()) and not sound.loop("mask", Off())
    assert sound.played == [] and sound.looping is None
    sound.loop("mask", On())
    sound.muted(Off())  # the switch turned off while the night's sound goes round
    assert sound.looping is None


# --- One Night: when each chime plays ----------------------------------------------------------------

@pytest.fixture
def heard(monkeypatch):
    """Every sound asked for, with the screen and the seat it was asked on."""
    log: list[tuple[str, str, int | None]] = []

    def record(name, settings=None):
        win = record.session
        log.append((name, win.screen if win is not None else "", _holder(win)))
        return True

    record.session = None
    monkeypatch.setattr(sound, "play", record)
    return log, record


def _holder(s):
    if s is None:
        return None
    if isinstance(s, ClassicSession):
        return s.holder()
    if s.screen == S.CURTAIN:
        return s.holder
    if s.screen == S.VOTE_CURTAIN:
        return s.lap_seat
    return None


def test_one_night_chimes_at_each_hand_off_the_dawn_and_the_end(qtbot, window, session, settings, heard):
    log, record = heard
    record.session = session
    settings.private_vote = True
    tour = make_tour(window)
    tour.setup(5, VAMPIRE_5, NAMES)
    assert log == [("curtain", S.CURTAIN, 0)]  # the first hand-off
    # a holder who hides the screen comes back to a silent curtain
    tour.open_curtain()
    QTest.keyClick(window.pages[S.VISIT], Qt.Key.Key_Escape)
    assert session.screen == S.CURTAIN and len(log) == 1
    tour.night()
    night = [x for x in log if x[1] == S.CURTAIN]
    assert [x[0] for x in night] == ["curtain"] * session.visit_number  # one per visit, for every seat
    assert sorted({x[2] for x in night}) == list(range(5))
    assert log[len(night)] == ("dawn", S.DAY, None) and len(log) == len(night) + 1
    tour.click(window.pages[S.DAY].vote_button)
    for seat in range(5):  # the secret vote: every voter's curtain chimes alike
        assert log[-1] == ("curtain", S.VOTE_CURTAIN, seat)
        curtain = window.pages[S.VOTE_CURTAIN]
        QTest.mousePress(curtain.ring, Qt.MouseButton.LeftButton)
        QTest.mouseRelease(curtain.ring, Qt.MouseButton.LeftButton)
        page = window.pages[S.VOTE_VISIT]
        tour.click_item(page.table.view, page.table.scene.places[(seat + 1) % 5].card)
        tour.click(page.confirm_button)
    assert session.screen == S.RESOLUTION and log[-1] == ("end", S.RESOLUTION, None)
    n = len(log)
    tour.end()
    assert session.screen == S.REVEAL and len(log) == n  # the reveal itself is silent


def _night_chimes(session, deck, seed):
    """The chimes of a whole night of `deck` dealt with `seed`, as (sound, screen)."""
    log = []
    sound_play = sound.play
    try:
        sound.play = lambda name, settings=None: log.append((name, session.screen)) or True
        session.new_game(NAMES[:5], deck, seed)
        rnd = random.Random(seed)
        while session.screen in (S.CURTAIN, S.VISIT):
            if session.screen == S.CURTAIN:
                session.open_visit()
                continue
            v = session.visit
            if v.stage == "ask":
                opts = session.ask_options()
                session.decide(rnd.choice(opts) if opts and (v.ask.mandatory or rnd.random() < 0.8) else None)
            elif v.stage == "sleep":
                session.sleep_confirm()
            elif session.more_rounds():
                session.next_decision()
            else:
                session.finish_visit()
    finally:
        sound.play = sound_play
    return log


def test_one_night_chimes_do_not_depend_on_the_cards(session):
    """Deals of the same deck: who holds which card differs, the night's sounds do not."""
    heard = {tuple(_night_chimes(session, VAMPIRE_5, seed)) for seed in range(6)}
    assert len(heard) == 1
    (one,) = heard
    assert one[-1] == ("dawn", S.DAY) and {x for x in one[:-1]} == {("curtain", S.CURTAIN)}


def test_the_day_timer_chimes_at_zero(qtbot, window, session, heard):
    log, record = heard
    tour = make_tour(window)
    tour.setup(5, VAMPIRE_5, NAMES)
    tour.night()
    log.clear()
    day = window.pages[S.DAY]
    day.left_ms = 1
    day.toggle()
    qtbot.waitUntil(lambda: not day.running, timeout=3000)
    assert [x[0] for x in log] == ["timer"]


# --- classic -------------------------------------------------------------------------------------------

def test_classic_chimes_at_each_hand_off_the_dawn_and_the_end(settings, save_dir, heard):
    log, record = heard
    cs = ClassicSession(settings, Autosave(save_dir))
    record.session = cs
    cs.new_game(NAMES[:8], PORTRAITS[:8], seed=2)
    assert log == [("curtain", C_CURTAIN, 0)]
    cs.submit(A.OpenCurtain())
    cs.submit(A.HideVisit())  # hidden and back: the same holder, no chime
    assert cs.screen == C_CURTAIN and len(log) == 1
    rnd = random.Random(2)
    expected = 1
    nights = 0
    while cs.screen != C_END:
        before, stage = cs.screen, cs.stage
        classic_step(cs, rnd)
        if cs.stage == "dawn" and stage == "night":
            nights += 1
            expected += 1
            assert log[-1][:2] == ("dawn", C_DAWN)
        elif cs.screen in (C_CURTAIN, C_BALLOT_CURTAIN) and before not in (C_CURTAIN, C_BALLOT_CURTAIN):
            expected += 1
            assert log[-1][0] == "curtain" and log[-1][1] == cs.screen and log[-1][2] == cs.holder()
        assert len(log) == expected + (1 if cs.screen == C_END else 0)
    assert log[-1][:2] == ("end", C_END) and nights >= 1
    assert [x[0] for x in log].count("dawn") == nights and [x[0] for x in log].count("end") == 1


def test_classic_every_seat_and_the_dead_hear_the_same_curtain(settings, save_dir, heard):
    log, record = heard
    cs = ClassicSession(settings, Autosave(save_dir))
    record.session = cs
    rnd = random.Random(5)
    cs.new_game(NAMES[:8], PORTRAITS[:8], seed=5)
    dead_curtains = 0
    while cs.screen != C_END:
        if cs.screen == C_CURTAIN and cs.curtain_text_kind() == "dead":
            dead_curtains += 1
        classic_step(cs, rnd)
    curtains = [x for x in log if x[1] in (C_CURTAIN, C_BALLOT_CURTAIN)]
    assert {x[0] for x in curtains} == {"curtain"} and {x[2] for x in curtains} == set(range(8))
    assert dead_curtains > 0  # dead players' fixed pauses were among them


def test_classic_clocks_chime_at_zero(qtbot, settings, save_dir, heard):
    from app.ui.classic.public import ClassicDayScreen

    log, record = heard
    settings.discussion_minutes = 3
    cs = ClassicSession(settings, Autosave(save_dir))
    rnd = random.Random(1)
    cs.new_game(NAMES[:8], PORTRAITS[:8], seed=1)
    while cs.stage != "day":
        classic_step(cs, rnd)
    page = ClassicDayScreen(cs)
    qtbot.addWidget(page)
    page.show()
    log.clear()
    page.left_ms = 1
    page.toggle()
    qtbot.waitUntil(lambda: not page.running, timeout=3000)
    assert [x[0] for x in log][:1] == ["timer"]  # then the ballots begin (their first curtain)


def test_cue_table():
    class HideVisit:
        pass

    class FinishVisit:
        pass

    assert cues.cue(S.VISIT, S.CURTAIN, FinishVisit(), cues.ONE_NIGHT_SCREENS) == "curtain"
    assert cues.cue(S.VISIT, S.CURTAIN, HideVisit(), cues.ONE_NIGHT_SCREENS) == ""
    assert cues.cue(C_VISIT, C_DAWN, FinishVisit(), cues.CLASSIC_SCREENS, ("night", "dawn"),
                    cues.CLASSIC_STAGES) == "dawn"
    assert cues.cue(C_VISIT, C_DAWN, FinishVisit(), cues.CLASSIC_SCREENS, ("dawn", "dawn"),
                    cues.CLASSIC_STAGES) == ""  # back from a last turn: dawn already chimed
