"""Every autosave a game writes resumes to a screen that goes on to the game's end (issue 38, 1).

Seeded games of both modes are played through the real screens by clicks (and, for what the click
tours never do — the day buttons, the narrated night, a second-wave table — through the
sessions' actions), and every save written is captured at the autosave's writer. Each save is
resumed in a fresh session as MainWindow.resume does (the save read back, then `resume`) and
played on by a cheap driver (resume_drive.py): the first and the last save of every kind (the
saved stage and screen × the engine's phase and the step it waits on) to the end, every other one
until the game has moved on. A second-wave game's save replays the whole game when it is read, so
those games resume a few saves of each kind, spread over it, instead of every one. A sample — the
latest save on a lap's private screen written after the lap's last choice, the moment a game used
to be stranded at — is resumed in a fresh window from the start screen's Resume and clicked to the
end screen. A resumed screen that no move changes is a stranded save (`Stuck`): the failure lists
the stranded kinds with their counts.
"""
from __future__ import annotations

import random
from collections import defaultdict

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.ui import session as S
from app.ui.autosave import Autosave
from app.ui.classic.session import ClassicSession
from app.ui.classic.tour import EXTENDED_DECK, EXTENDED_OPTIONS, ClassicTour
from app.ui.flows.classic import C_BALLOT, C_END, C_VISIT

from . import resume_drive as R
from .conftest import NAMES, make_tour

pytestmark = pytest.mark.no_paint  # whole games by clicks, no picture taken (issue 33)

PICS = ["fox", "owl", "rice_farmer", "rabbit", "bear", "black_cat", "lotus_girl", "deer", "tiger_cub", "frog",
        "village_elder", "heron", "water_buffalo", "monkey"]
# The extended game by clicks: 8 players, the thief's two spare cards, Cupid, the captain, the trial
# and New Moon with the gypsy.
NEW_MOON_DECK = ["wolf", "wolf", "thief", "cupid", "seer", "witch", "hunter", "gypsy", "idiot", "elder"]
NEW_MOON_OPTIONS = {**EXTENDED_OPTIONS, "new_moon": True}
# The day buttons (the cavalier's challenge, the servant's take; the servant's window runs on a clock,
# so the click tours never press it) and the judge's second vote.
POWERS_DECK = ["wolf", "wolf", "seer", "witch", "hunter", "cavalier", "servant", "judge", "villager", "idiot"]
# The second wave at 10 seats: the moon maiden's three laps, the actor's cards, the ghost's messages.
WAVE2_10 = ["wolf", "wolf_seer", "big_bad_wolf", "moon_maiden", "actor", "aura_seer", "raven", "old_hag", "ghost",
            "pied_piper"]
MOVED_ON = 12  # moves a resumed save gets to take the game somewhere else
PER_KIND = 3  # saves of a kind resumed in a second-wave game (the first and the last among them)


class Saves:
    """The saves a game wrote, each text once, by kind, in the order written."""

    def __init__(self) -> None:
        self.by_kind: dict[tuple, list[str]] = defaultdict(list)
        self.order: dict[str, int] = {}
        self.log: list[tuple[tuple, str]] = []  # every write: (kind, text)
        self.on = True

    def add(self, kind: tuple, text: str) -> None:
        if not self.on:
            return
        self.log.append((kind, text))
        if text not in self.order:
            self.order[text] = len(self.order)
            self.by_kind[kind].append(text)

    def latest(self, wanted) -> str | None:
        """The last save written of a kind `wanted(kind)` accepts."""
        texts = [t for k, ts in self.by_kind.items() if wanted(k) for t in ts]
        return max(texts, key=self.order.__getitem__, default=None)


def _picked(n: int, every: bool) -> dict[int, bool]:
    """The saves of a kind to resume (index -> played to the end). Every one, the first and the last
    to the end; or (`every` False) a few spread over the game, the last to the end; the others until
    the game moved on."""
    if every:
        return {i: i in (0, n - 1) for i in range(n)}
    return {i: i == n - 1 for i in {round(k * (n - 1) / (PER_KIND - 1)) for k in range(PER_KIND)}}


def _report(stranded: dict, saves: Saves) -> str:
    """The stranded kinds: how many of the saves resumed, and of the kind's saves."""
    return f"{len(stranded)} of {len(saves.by_kind)} kinds stranded: " + "; ".join(
        f"{k}: {n} of {tried} resumed ({len(saves.by_kind[k])} saves)" for k, (n, tried) in sorted(stranded.items()))


def _window(qtbot, settings, folder, write):
    """A fresh window on a save folder `write` filled, resumed from the start screen's button."""
    from app.ui.main import MainWindow

    write(Autosave(folder))
    w = MainWindow(S.GameSession(settings, Autosave(folder)))
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    w.show_screen(S.START)
    start = w.pages[S.START]
    assert start.resume_button.isVisible()
    start.resume_button.click()
    return w


# --- the classic game ----------------------------------------------------------------------------

def _kind(cs) -> tuple:
    """A classic save's kind, read off the session writing it: (stage, screen) as saved, the engine's
    phase, and the step it waits on at a dawn, a dusk or a vote."""
    st = cs.state
    return cs.stage, cs.screen, st.phase, st.step if st.phase in ("dawn", "dusk", "vote") else ""


def _place(cs) -> tuple:
    """Where a classic game is: the engine's state, the night's visits (each a new object when it
    changes), the stage, a narrated night's call and card."""
    t = cs.table
    return id(cs.state), id(cs.night), cs.stage, None if t is None else (t.index, t.dealing)


def _classic_goes_on(settings, text: str, rng: random.Random, to_end: bool) -> None:
    cs = ClassicSession(settings, R.NullAutosave())
    assert cs.resume(R.classic_saved(text)), cs.problem
    cs._save = lambda: None  # the resumed game's own saves are not read: not written (they cost most)
    if to_end:
        R.classic_play_to_end(cs, rng)
        return
    place = _place(cs)
    for _ in range(MOVED_ON):
        if cs.screen == C_END or _place(cs) != place:
            return
        R.classic_move(cs, rng)
    raise R.Stuck(f"the game did not move on in {MOVED_ON} moves (on {cs.screen})")


def _check_classic(settings, saves: Saves, every: bool) -> dict:
    """Resume the saves; {kind: (how many were stranded, of how many resumed)} for the stranded kinds."""
    stranded: dict[tuple, tuple[int, int]] = {}
    for kind, texts in saves.by_kind.items():
        picked = _picked(len(texts), every)
        for i, to_end in picked.items():
            try:
                _classic_goes_on(settings, texts[i], random.Random(i), to_end)
            except R.Stuck:
                stranded[kind] = (stranded.get(kind, (0, 0))[0] + 1, len(picked))
    return stranded


def _where_done_went(settings, saves: Saves) -> tuple[int, list]:
    """Each save on a lap's private screen (a ballot, a dawn's or a dusk's last turn) that was the last
    one written there before Done, when Done left the engine as it was (the choice was in), resumed:
    (how many, those resuming elsewhere than where Done went: the next save's stage and screen)."""
    import json

    private = (C_VISIT, C_BALLOT)
    n, out = 0, []
    for (kind, text), (after, text2) in zip(saves.log, saves.log[1:]):
        if kind[0] not in ("dawn", "dusk", "vote") or kind[1] not in private or after[1] in private:
            continue
        if json.loads(text)["state"] != json.loads(text2)["state"]:
            continue  # Done itself took the turn (left without a choice): the save was before it
        n += 1
        cs = ClassicSession(settings, R.NullAutosave())
        assert cs.resume(R.classic_saved(text))
        if (cs.stage, cs.screen) != after[:2]:
            out.append((kind, (cs.stage, cs.screen), after[:2]))
    return n, out


def _lap_over(kind: tuple) -> bool:
    """A save on a lap's private screen (a ballot, a dawn's or a dusk's last turn) taken after the engine
    left that lap: the lap's last choice, written before its screen closed."""
    stage, screen, phase, _ = kind
    return (stage, screen) == ("vote", C_BALLOT) and phase != "vote" or \
        stage in ("dawn", "dusk") and screen == C_VISIT and phase not in ("dawn", "dusk")


def _classic_clicks(qtbot, settings, folder, text: str) -> None:
    """`text` resumed in a fresh window and clicked to the end screen."""
    from PySide6.QtWidgets import QApplication

    w = _window(qtbot, settings, folder, lambda a: a.write_text(text))
    tour = ClassicTour(QApplication.instance(), w, None, random.Random(1))
    for _ in range(2000):
        if w._current == C_END:
            break
        before = R._classic_print(w.classic)
        tour.step()
        assert R._classic_print(w.classic) != before, f"stuck on {w._current} (stage {w.classic.stage})"
    assert w._current == C_END and w.pages[C_END].isVisible()
    w.close()


@pytest.mark.parametrize("game,seed,play", [
    ("standard", 1, dict(players=8)),
    ("extended-new-moon", 2, dict(players=8, preset="extended", deck=NEW_MOON_DECK, options=NEW_MOON_OPTIONS)),
])
def test_every_classic_save_of_a_game_by_clicks_resumes_and_goes_on(qtbot, window, settings, tmp_path, monkeypatch,
                                                                     game, seed, play):
    from PySide6.QtWidgets import QApplication

    saves = Saves()
    write_growing = Autosave.write_growing

    def hooked(autosave, items, dump, path):  # the classic session's saves (snapshot or journal record)
        saves.add(_kind(window.classic), dump(0))
        return write_growing(autosave, items, dump, path)

    monkeypatch.setattr(Autosave, "write_growing", hooked)
    window.seed = seed
    ClassicTour(QApplication.instance(), window, None, random.Random(seed)).play_classic(**play)
    assert window.classic.state.phase == "end"
    saves.on = False
    # the laps' last choices were saved before their screens closed (where issue 38 found games stranded)
    kinds = set(saves.by_kind)
    assert any(_lap_over(k) and k[0] == "vote" for k in kinds), sorted(kinds)
    assert any(_lap_over(k) and k[0] != "vote" for k in kinds), sorted(kinds)
    stranded = _check_classic(settings, saves, every=not window.classic.state.w2)
    assert not stranded, _report(stranded, saves)
    checked, elsewhere = _where_done_went(settings, saves)
    assert checked and elsewhere == []
    _classic_clicks(qtbot, settings, tmp_path / "resumed", saves.latest(_lap_over))


SESSION_GAMES = {
    "second-wave": dict(n=10, preset="extended", deck=WAVE2_10, options={}),
    "day-powers": dict(n=10, preset="extended", deck=POWERS_DECK, options={"captain": True, "vote_rule": "plurality"}),
    "narrated": dict(n=8, table=True),
    "narrated-extended": dict(n=10, preset="extended", deck=EXTENDED_DECK, options=EXTENDED_OPTIONS, table=True),
}


@pytest.mark.parametrize("game,seed", [("second-wave", 9), ("day-powers", 2), ("narrated", 3),
                                       ("narrated-extended", 5)])
def test_every_classic_save_of_a_session_game_resumes_and_goes_on(qtbot, settings, tmp_path, game, seed):
    saves = Saves()
    auto = R.NullAutosave()
    cs = ClassicSession(settings, auto)
    keep = auto.write_text
    auto.write_text = lambda text: (saves.add(_kind(cs), text), keep(text))
    kw = dict(SESSION_GAMES[game])
    n = kw.pop("n")
    names = NAMES[:n] + [f"P{i}" for i in range(n - len(NAMES))]
    cs.new_game(names, PICS[:n], seed=seed, **kw)
    R.classic_play_to_end(cs, random.Random(seed))
    saves.on = False
    if game == "day-powers":
        assert {"c_presser", "c_power_curtain", "c_power"} <= {k[1] for k in saves.by_kind}, sorted(saves.by_kind)
    # (every narrated extended save is read back in the test below: here a few of each kind)
    stranded = _check_classic(settings, saves, every=not cs.state.w2 and game != "narrated-extended")
    assert not stranded, _report(stranded, saves)
    if game == "second-wave":  # a second-wave save through the real screens, to the end
        _classic_clicks(qtbot, settings, tmp_path / "resumed", saves.latest(_lap_over))


@pytest.mark.parametrize("deck,options,seed", [(EXTENDED_DECK, EXTENDED_OPTIONS, 5), (WAVE2_10, {}, 1)])
def test_a_narrated_extended_night_loads_as_it_was_at_every_save(qtbot, settings, deck, options, seed):
    """Its choices are held in the calls' order: on an extended Night 1 with Cupid, the seer's call
    comes to a lap before the wolves' one. Read back visit by visit, such a save was damaged, or
    held the seer's turn as a skip before her call."""
    nights: list[tuple] = []
    auto = R.NullAutosave()
    cs = ClassicSession(settings, auto)
    keep = auto.write_text

    def write(text):
        keep(text)
        if cs.stage == "night":
            nights.append((text, cs.night))

    auto.write_text = write
    cs.new_game(NAMES[:10], PICS[:10], seed=seed, preset="extended", deck=list(deck), options=options, table=True)
    R.classic_play_to_end(cs, random.Random(seed))
    assert len(nights) > 50
    for text, night in nights[::1 if deck == EXTENDED_DECK else 5]:  # (a second-wave save replays the game)
        assert R.classic_saved(text).night == night



def test_the_last_phone_ballot_of_the_election_brings_its_tally(settings):
    """A phone's ballot ends a lap by the same rule as Done behind the curtain (`lap_screen`): the
    election's tally, not the next lap's curtain, though the engine already waits for the vote."""
    from app.ui.classic import actions as A
    from app.ui.flows.classic import C_BALLOT_CURTAIN, C_DAY, C_TALLY

    cs = ClassicSession(settings, R.NullAutosave())
    cs.new_game(NAMES[:10], PICS[:10], seed=5, preset="extended", deck=EXTENDED_DECK, options=EXTENDED_OPTIONS)
    rng = random.Random(5)
    while cs.screen != C_DAY:
        R.classic_move(cs, rng)
    cs.submit(A.StartVote())
    assert cs.screen == C_BALLOT_CURTAIN and cs.ballot_step() == "election"
    phone = cs.state.pending[-1]
    cs.set_remote({phone})
    while cs.holder() is not None:
        cs.submit(A.OpenCurtain())
        cs.submit(A.Ballot(None))
        cs.submit(A.FinishVisit())
    cs.submit(A.RemoteBallot(phone, None))
    assert cs.state.step == "vote" and cs.state.pending  # the engine is at the vote already
    assert (cs.stage, cs.screen) == ("tally", C_TALLY) and cs.tally_line()[0].kind == "election"
    cs.submit(A.Continue())
    assert (cs.stage, cs.screen) == ("vote", C_BALLOT_CURTAIN) and cs.ballot_step() == "vote"

# --- One Night -----------------------------------------------------------------------------------

VAMPIRE_5 = ["vampire", "the_master", "the_count", "renfield", "cupid", "priest", "marksman", "pickpocket"]
WOLVES_5 = ["doppelganger", "witch", "paranormal_investigator", "seer", "werewolf", "werewolf", "robber",
            "troublemaker"]
ALIENS_5 = ["sentinel", "alpha_wolf", "mystic_wolf", "village_idiot", "thing", "revealer", "curator", "insomniac",
            "drunk"]


class _Read(R.NullAutosave):
    """A One Night session's autosave holding one save text, read back as Autosave.read does."""

    def read(self):
        from app.core.onenight.mode import ONE_NIGHT

        return ONE_NIGHT.loads_with_extra(self.text) if self.text else None


def _night_kind(obj, extra) -> tuple:
    """A One Night save's kind: the screen saved, a night's hand-off plan or the game, its phase, narrated."""
    plan = hasattr(obj, "game")
    return extra.get("screen"), "plan" if plan else "game", (obj.game if plan else obj).phase, "table" in extra


def _hook_night(monkeypatch, saves: Saves) -> None:
    from app.core.onenight.mode import ONE_NIGHT

    write = Autosave.write

    def hooked(autosave, obj, extra):
        saves.add(_night_kind(obj, extra), ONE_NIGHT.dumps(obj, extra=extra))
        return write(autosave, obj, extra)

    monkeypatch.setattr(Autosave, "write", hooked)


def _check_night(settings, saves: Saves) -> dict:
    """Every save resumed in a fresh session and played to the reveal; as `_check_classic`."""
    stranded: dict[tuple, tuple[int, int]] = {}
    for kind, texts in saves.by_kind.items():
        for i, text in enumerate(texts):
            auto = _Read()
            auto.text = text
            s = S.GameSession(settings, auto)
            try:
                if not s.resume():
                    raise R.Stuck(f"not resumed: {s.problem}")
                R.night_play_to_end(s, random.Random(i))
            except R.Stuck:
                stranded[kind] = (stranded.get(kind, (0, 0))[0] + 1, len(texts))
    return stranded


def _ring(page) -> None:
    QTest.mousePress(page.ring, Qt.MouseButton.LeftButton)
    QTest.mouseRelease(page.ring, Qt.MouseButton.LeftButton)


def _night_clicks(qtbot, settings, folder, text: str) -> None:
    """A One Night save resumed in a fresh window and clicked to the reveal."""
    from app.core.onenight.mode import ONE_NIGHT

    obj, extra = ONE_NIGHT.loads_with_extra(text)
    w = _window(qtbot, settings, folder, lambda a: a.write(obj, extra))
    s = w.session
    tour = make_tour(w, seed=1)
    for _ in range(200):
        before = R._night_print(s)
        screen = s.screen
        if screen == S.REVEAL:
            break
        if screen == S.CURTAIN:
            tour.open_curtain()
        elif screen == S.VISIT:
            tour.visit()
        elif screen == S.DAY:
            tour.day()
        elif screen == S.VOTE:
            tour.vote()
        elif screen == S.VOTE_CURTAIN:
            _ring(w.pages[S.VOTE_CURTAIN])
            page = w.pages[S.VOTE_VISIT]
            tour.click_item(page.table.view, page.table.scene.places[(s.lap_seat + 1) % len(s.seats)].card)
            tour.click(page.confirm_button)
        elif screen == S.RESOLUTION:
            tour.click(w.pages[S.RESOLUTION].reveal_button)
        else:
            raise AssertionError(f"no click on {screen}")
        assert R._night_print(s) != before, f"stuck on {screen}"
    assert s.screen == S.REVEAL and w.pages[S.REVEAL].isVisible()
    w.close()


@pytest.mark.parametrize("deck,seed,private", [(VAMPIRE_5, 1, False), (WOLVES_5, 3, True)])
def test_every_one_night_save_of_a_game_by_clicks_resumes_and_goes_on(qtbot, window, session, settings, tmp_path,
                                                                       monkeypatch, deck, seed, private):
    settings.private_vote = private
    saves = Saves()
    _hook_night(monkeypatch, saves)
    tour = make_tour(window, seed=seed)
    tour.setup(5, deck, NAMES)
    tour.night()
    if private:
        tour.click(window.pages[S.DAY].vote_button)
        while session.screen == S.VOTE_CURTAIN:
            _ring(window.pages[S.VOTE_CURTAIN])
            page = window.pages[S.VOTE_VISIT]
            tour.click_item(page.table.view, page.table.scene.places[(session.lap_seat + 1) % 5].card)
            tour.click(page.confirm_button)
    else:
        tour.day()
        tour.vote()
    tour.end()
    assert session.screen == S.REVEAL
    saves.on = False
    stranded = _check_night(settings, saves)
    assert not stranded, _report(stranded, saves)
    # the night's last visit and the vote's last save, through the real screens
    visit = saves.latest(lambda k: k[0] == S.VISIT)
    vote = saves.latest(lambda k: k[0] in (S.VOTE, S.VOTE_CURTAIN))
    for k, text in enumerate((visit, vote)):
        _night_clicks(qtbot, settings, tmp_path / f"resumed{k}", text)


@pytest.mark.parametrize("deck,seed", [(ALIENS_5, 2), (VAMPIRE_5, 4)])
def test_every_one_night_save_of_a_narrated_game_resumes_and_goes_on(qtbot, settings, deck, seed):
    settings.private_vote = True
    saves = Saves()
    auto = _Read()
    keep = auto.write

    def write(obj, extra):
        keep(obj, extra)
        saves.add(_night_kind(obj, extra), auto.text)

    auto.write = write
    s = S.GameSession(settings, auto)
    s.new_game(NAMES[:5], deck, seed, table=True)
    R.night_play_to_end(s, random.Random(seed))
    saves.on = False
    assert any(k[3] for k in saves.by_kind) and any(k[0] == S.VOTE_CURTAIN for k in saves.by_kind)
    stranded = _check_night(settings, saves)
    assert not stranded, _report(stranded, saves)
