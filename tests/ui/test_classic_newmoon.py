"""New Moon's public screens (CLASSIC.md §11.31.3, §11.31.7) over a real ClassicSession: the dawn's
draw (the drawer's name, the card's back, turned over, its sentence and public line, the spirits'
answer without the gypsy's name), the confession behind its curtain, the captain naming the town
crier, the day's reminder, the secret ballot's counts, the market day, a resume at the draw, and
a whole New Moon game by clicks through the real screens."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel

import app.core.classic.extended as X
from app.core.classic import newmoon as NM
from app.core.classic import engine
from app.core.classic.state import Choice
from app.ui.autosave import Autosave
from app.ui.classic import actions as A
from app.ui.classic.newmoon import ConfessionScreen, CrierScreen, DrawScreen
from app.ui.classic.public import ClassicDayScreen, TallyScreen
from app.ui.classic.session import ClassicSession
from app.ui.classic.tour import EXTENDED_DECK, EXTENDED_OPTIONS, ClassicTour
from app.ui.flows.classic import C_CONFESS, C_CONFESS_CURTAIN, C_CRIER, C_DAWN, C_DAY, C_DRAW, C_DUSK, C_END

from .test_classic_xsession import NAMES, PORTRAITS

pytestmark = pytest.mark.no_paint  # whole games by clicks, no picture taken (issue 33)

NM_OPTIONS = {**X.OPTIONS, "new_moon": True, "captain": True}
# seats: 0 wolf, 1 wolf, 2 gypsy, 3 seer, 4 witch, 5 hunter, 6 villager, 7 villager
TABLE8 = ("wolf", "wolf", "gypsy", "seer", "witch", "villager", "villager", "villager")


@pytest.fixture
def cs(settings, save_dir):
    return ClassicSession(settings, Autosave(save_dir))


def texts(w) -> str:
    out = [lab.text() for lab in w.findChildren(QLabel) if lab.isVisibleTo(w)]
    out += [b.text() for b in w.findChildren(QAbstractButton) if b.isVisibleTo(w)]
    return "\n".join(out)


def show(qtbot, w):
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    return w


def night_through(st, picks: dict[str, dict], chance: dict | None = None):
    """Play the engine's night: the given args per step (first holder), every other entry a skip."""
    while st.phase in ("night", "dawn") and st.pending:  # the night, then the dawn's last turns
        seat = st.pending[0]
        args = picks.get(st.step, {}) if seat == min(st.pending) or st.step == "wolves" else {}
        st, _ = engine.apply(st, Choice(st.step, seat, args), chance)
    return st


def at_dawn(cs: ClassicSession, chance: dict, picks: dict | None = None, roles=TABLE8, options=NM_OPTIONS):
    """A fixed New Moon game after Night 1's chain, its draw stated (`chance`), at the draw screen."""
    n = len(roles)
    st = engine.new_game(NAMES[:n], None, 1, roles=roles, preset="extended", options=dict(options))
    st = night_through(st, picks if picks is not None else {"wolves": {"player": 6}}, chance)
    cs.state, cs.portraits = st, tuple(PORTRAITS[:n])
    cs._to_dawn()
    return cs


def test_the_draw_names_the_drawer_then_turns_the_card_over(qtbot, cs):
    at_dawn(cs, {"event": "census", "drawer": 3})
    assert cs.screen == C_DRAW and cs.stage == "draw"
    w = show(qtbot, DrawScreen(cs))
    words = texts(w)
    assert "P3 draws the card" in words and "Turn the card over" in words
    assert "Census" not in words  # nothing of the card before it is turned
    qtbot.mouseClick(w.turn_button, qtbot_button())
    words = texts(w)
    assert cs.turned and "Census" in words
    assert "Wolves alive: 2." in words  # the census line (2 wolves, after the chain)
    assert w.go_button.isVisible() and not w.turn_button.isVisible()
    cs.submit(A.Continue())
    assert cs.screen == C_DAWN and cs.stage == "dawn"
    ann = cs.announcement()
    assert any(line.kind == "announce:event" for line in ann.lines)
    cs.submit(A.Continue())  # the day
    assert cs.screen == C_DAY


def qtbot_button():
    from PySide6.QtCore import Qt
    return Qt.MouseButton.LeftButton


def test_the_spirits_answer_at_dawn_without_naming_the_gypsy(qtbot, cs):
    at_dawn(cs, {"event": "fog", "drawer": 5},
            {"wolves": {"player": 6}, "gypsy": {"card": "seance_wolf", "player": 0}})
    d = cs.draw_view()
    assert d.seance == ("seance_wolf", (0,), True)
    w = show(qtbot, DrawScreen(cs))
    cs.submit(A.TurnCard())
    words = texts(w)
    assert "The spirits answer" in words and "Yes" in words
    assert "P2" not in words  # the gypsy (seat 2) is never named
    assert "Gypsy" not in words


def test_the_confession_goes_behind_the_curtain_to_the_drawer(qtbot, cs):
    at_dawn(cs, {"event": "confession", "drawer": 7})  # P7's left neighbour: P0, a wolf
    cs.submit(A.TurnCard())
    cs.submit(A.Continue())
    assert cs.screen == C_CONFESS_CURTAIN and cs.holder() == 7
    cs.submit(A.OpenCurtain())
    assert cs.screen == C_CONFESS
    w = show(qtbot, ConfessionScreen(cs))
    assert "P0 is on the side of the wolves." in texts(w)
    cs.submit(A.HideVisit())
    assert cs.screen == C_CONFESS_CURTAIN
    cs.submit(A.OpenCurtain())
    cs.submit(A.Continue())
    assert cs.screen == C_DAWN


def test_the_captain_names_the_town_crier(qtbot, cs):
    at_dawn(cs, {"event": "census", "drawer": 3})
    cs.submit(A.TurnCard())
    cs.submit(A.Continue())
    cs.submit(A.Continue())
    assert cs.screen == C_DAY
    cs.submit(A.StartVote())  # Day 1: the election first
    st = cs.state
    assert st.step == "election"
    for seat in list(st.pending):
        st, _ = engine.apply(st, Choice("election", seat, {"player": 3}))
    cs.state = st
    cs.stage = "tally"
    cs._after_ballots()
    assert cs.screen == C_CRIER and cs.stage == "crier"
    w = show(qtbot, CrierScreen(cs))
    assert "Captain P3, name the town crier" in texts(w)
    assert 3 not in cs.crier_options() and set(cs.crier_options()) == set(range(8)) - {3, 6}
    b = next(b for b in w.name_buttons if b.text() == "P4")
    qtbot.mouseClick(b, qtbot_button())
    assert NM.crier(cs.state) == 4
    assert cs.public_view().crier == 4
    assert any(line.kind == "announce:crier" for _, lines in cs.public_view().log for line in lines)


def test_the_day_screen_says_the_card_in_force_and_a_market_day_has_no_vote(qtbot, cs):
    at_dawn(cs, {"event": "market_day", "drawer": 3}, options={**NM_OPTIONS, "captain": False})
    cs.submit(A.TurnCard())
    cs.submit(A.Continue())
    cs.submit(A.Continue())
    assert cs.screen == C_DAY
    w = show(qtbot, ClassicDayScreen(cs))
    words = texts(w)
    assert "Market Day" in words and "No vote today: end the day" in words
    cs.submit(A.StartVote())
    assert cs.screen == C_DUSK
    ann = cs.announcement()
    assert any(line.kind == "no_vote" for line in ann.lines)
    cs.submit(A.Continue())
    assert cs.state.phase == "night" and cs.state.round == 2


def test_the_secret_ballot_shows_counts_only(qtbot, cs):
    at_dawn(cs, {"event": "secret_ballot", "drawer": 3}, options={**NM_OPTIONS, "captain": False})
    cs.submit(A.TurnCard())
    cs.submit(A.Continue())
    cs.submit(A.Continue())
    cs.submit(A.StartVote())
    st = cs.state
    for seat in list(st.pending):
        st, _ = engine.apply(st, Choice("vote", seat, {"player": 0 if seat != 0 else 3}))
    cs.state, cs.stage = st, "tally"
    line, _ = cs.tally_line()
    assert line.kind == "secret_tally"
    w = show(qtbot, TallyScreen(cs))
    words = texts(w)
    assert "secret ballot" in words and "P0: 6 votes" in words
    assert "→" not in words  # nobody's ballot is shown


def test_a_game_saved_at_the_draw_resumes_there(qtbot, settings, save_dir):
    # the seed's own draw (a stated draw would not replay from the seed)
    cs = at_dawn(ClassicSession(settings, Autosave(save_dir)), None)
    assert cs.screen == C_DRAW
    cs.submit(A.TurnCard())
    found = Autosave(save_dir).read()
    again = ClassicSession(settings, Autosave(save_dir))
    assert again.resume(found[0])
    assert again.screen == C_DRAW and again.stage == "draw" and again.turned
    again.submit(A.Continue())
    assert again.screen == C_DAWN


class Walk(ClassicTour):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.met: set[str] = set()

    def shot(self, key: str, widget=None) -> None:
        self.met.add(key)


def test_a_whole_new_moon_game_by_clicks(qtbot, window):
    from PySide6.QtWidgets import QApplication

    deck = [c if c != "villager" else "gypsy" for c in EXTENDED_DECK]
    window.seed = 6
    tour = Walk(QApplication.instance(), window, None, random.Random(6))
    tour.play_classic(10, preset="extended", deck=deck, options={**EXTENDED_OPTIONS, "new_moon": True})
    st = window.classic.state
    assert st.phase == "end" and window._current == C_END
    assert "draw" in tour.met and any(k.startswith("draw_") for k in tour.met), sorted(tour.met)
    assert NM.events(st) and all(e is None or e in NM.PUBLIC for _, e, _ in NM.events(st))
    end = window.pages[C_END]
    assert "New Moon's events" in texts(end)


def test_the_ballot_screen_tells_every_voter_the_card_in_force(qtbot, cs):
    from app.ui.classic.private import BallotScreen
    from app.ui.flows.classic import C_BALLOT, C_BALLOT_CURTAIN

    at_dawn(cs, {"event": "captain_voice", "drawer": 3})
    cs.submit(A.TurnCard())
    cs.submit(A.Continue())
    cs.submit(A.Continue())
    cs.submit(A.StartVote())
    st = cs.state
    for seat in list(st.pending):
        st, _ = engine.apply(st, Choice("election", seat, {"player": 0}))
    cs.state, cs.stage = st, "tally"
    cs._after_ballots()
    cs.submit(A.NameCrier(None))
    assert cs.screen == C_BALLOT_CURTAIN
    seen = []
    while cs.screen == C_BALLOT_CURTAIN and cs.state.step == "vote":
        cs.submit(A.OpenCurtain())
        assert cs.screen == C_BALLOT
        w = show(qtbot, BallotScreen(cs))
        words = texts(w) + "\n".join(w.known_model.data(w.known_model.index(i, 0))
                                     for i in range(w.known_model.rowCount()))
        seen.append((cs.open.seat, "The Captain's Word" in words, "three times" in words))
        w.close()
        cs.submit(A.Ballot(None))
        cs.submit(A.FinishVisit())
    assert seen and all(card for _, card, _ in seen)
    assert [three for seat, _, three in seen] == [seat == 0 for seat, _, _ in seen]  # the captain (P0) only


def test_the_tally_keeps_the_captains_weight_of_that_day(qtbot, cs):
    """The Captain's Word: the tally shown once the engine is already in the next night still
    counts the captain's ballot three times, as the engine did."""
    at_dawn(cs, {"event": "captain_voice", "drawer": 3}, options={**NM_OPTIONS, "captain": False})
    from dataclasses import replace
    cs.state = replace(cs.state, captain=0)  # a captain without the election (the option is off here)
    cs.submit(A.TurnCard())
    cs.submit(A.Continue())
    cs.submit(A.Continue())
    cs.submit(A.StartVote())
    st = cs.state
    for seat in list(st.pending):
        st, _ = engine.apply(st, Choice("vote", seat, {"player": 4 if seat == 0 else (5 if seat != 5 else 7)}))
    cs.state, cs.stage = st, "tally"
    assert dict(cs.public_view().weights) == {0: 3}
    w = show(qtbot, TallyScreen(cs))
    assert "P4: 3 votes" in texts(w)


def test_the_tally_counts_switched_seats_as_the_engine_did(qtbot, cs):
    at_dawn(cs, {"event": "swap_votes", "drawer": 3}, options={**NM_OPTIONS, "captain": False})  # P3 and P4
    cs.submit(A.TurnCard())
    cs.submit(A.Continue())
    cs.submit(A.Continue())
    cs.submit(A.StartVote())
    st = cs.state
    for seat in list(st.pending):
        st, _ = engine.apply(st, Choice("vote", seat, {"player": 3 if seat != 3 else 5}))
    cs.state, cs.stage = st, "tally"
    w = show(qtbot, TallyScreen(cs))
    words = texts(w)
    assert "Most votes: P4" in words and "P4: 6 votes" in words  # every ballot for P3 counted for P4
    assert "Switched Seats" in words
    assert any(d.seat == 4 for d in cs.state.dead)  # the engine hanged P4


def test_the_seer_in_the_fog_is_told_a_card_not_a_side(qtbot):
    from app.core.classic.state import Event
    from app.ui.classic.xprivate import w2_event_lines

    lines = w2_event_lines(Event("N2", "look", seat=3, target=0, value="role:wolf"), list(NAMES[:8]))
    assert lines == ["In the fog you see P0's card: the Wolf."]
    assert w2_event_lines(Event("N2", "look", seat=3, target=0, value="wolves"), list(NAMES[:8])) == \
        ["P0 is on the Wolves side."]


def test_the_narrator_reads_the_card_when_the_voice_is_on(qtbot, cs, monkeypatch):
    import app.ui.voice as V

    said: list[str] = []

    class Ear:
        def __init__(self, *a, **k) -> None:
            pass

        def say(self, text: str) -> None:
            said.append(text)

    monkeypatch.setattr(V, "Narrator", Ear)
    cs.settings.voice_enabled = True
    at_dawn(cs, {"event": "census", "drawer": 3})
    w = show(qtbot, DrawScreen(cs))
    assert said == []  # nothing before the card is turned
    cs.submit(A.TurnCard())
    assert len(said) == 1 and "P3 drew Census." in said[0] and "Wolves alive: 2." in said[0]
    w.refresh()
    assert len(said) == 1  # once per card
    cs.settings.voice_enabled = False
