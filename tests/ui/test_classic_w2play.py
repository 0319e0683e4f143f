"""The second wave's pass-and-play night (CLASSIC.md §11.20, §11.26) over a real ClassicSession,
by clicks: each new step's screen (one or two taps, a flag, a side, the apothecary's draughts,
the ghost's field), the moon maiden's block told to the blocked player, the actor's card then
its screen, the decoy's shape on every visit of a lap, the notices; and whole games with many
second-wave roles through the real screens to the end."""
from __future__ import annotations

import random

import pytest

import app.core.classic.extended as X
from app.core.classic import engine
from app.ui.autosave import Autosave
from app.ui.classic import actions as A
from app.ui.classic import xprivate as XP
from app.ui.classic.session import ClassicSession
from app.ui.classic.tour import EXTENDED_OPTIONS, WAVE2_DECK, ClassicTour, fill_round
from app.ui.flows.classic import C_CURTAIN, C_END, C_VISIT

from .test_classic_xprivate import click, goto, shape, shown, tap, texts
from .test_classic_xsession import NAMES, PORTRAITS

pytestmark = pytest.mark.no_paint  # whole games by clicks, no picture taken (issue 33)

# seat: 0 moon maiden, 1 seer, 2 wolf, 3 actor, 4 apothecary, 5 ghost, 6 heretic, 7 wolf hound, 8 villager
TABLE9 = ("moon_maiden", "seer", "wolf", "actor", "apothecary", "ghost", "heretic", "wolf_hound", "villager")
ACTOR_CARDS = ("bodyguard", "raven", "old_hag")
WAVE2_DECK_B = ["wolf", "big_brother_wolf", "little_brother_wolf", "white_wolf", "villager", "wolf_hound", "traitor",
                "stray_wolf", "wild_child", "shadow", "heretic", "villager", "assassin", "enchanter"]
# (the judge plays in his own whole game below, WAVE2_DECK_J)


@pytest.fixture
def cs(settings, save_dir):
    return ClassicSession(settings, Autosave(save_dir))


def fixed(cs: ClassicSession, roles=TABLE9, actor=ACTOR_CARDS) -> ClassicSession:
    """A second-wave game with a fixed deal, at Night 1's first curtain."""
    n = len(roles)
    cs.state = engine.new_game(NAMES[:n], None, 1, roles=roles, preset="extended", options=dict(X.OPTIONS),
                               actor=actor if "actor" in roles else None)
    cs.portraits = tuple(PORTRAITS[:n])
    cs._night_starts()
    cs._go(C_CURTAIN)
    return cs


def visit_of(seat: int, lap: int):
    return lambda cs: cs.open is not None and cs.open.kind == "visit" and cs.open.seat == seat \
        and cs.visit_view().visit.lap == lap


def held(cs: ClassicSession, step: str):
    return next((c for c in cs.night.held if c.step == step), None)


# --- each new step's screen ---------------------------------------------------------------------

def test_the_moon_maiden_blocks_and_the_blocked_player_is_told(qtbot, cs):
    fixed(cs)
    assert goto(cs, visit_of(0, 1))
    w = shown(cs, qtbot)
    assert "Block one player tonight" in texts(w)
    assert not w.confirm.isEnabled()
    assert not w.tiles.is_legal(0)  # not herself
    tap(qtbot, w, 1)
    fill_round(w)
    click(qtbot, w.confirm)
    assert held(cs, "moon_maiden").args == {"player": 1}
    assert "Your choice: P1." in texts(w)
    w.close()
    assert goto(cs, visit_of(1, 2))
    w = shown(cs, qtbot)
    words = texts(w)
    assert "Your power is blocked tonight." in words and "Your power is blocked tonight" in words
    assert "Tap any player, then Confirm" in words  # the decoy's shape and words
    assert all(w.tiles.is_legal(i) for i in range(9))


def test_a_blocked_witch_sees_the_blocked_screen_and_no_victim_line(qtbot, cs):
    """E122: the blocked witch is shown nothing of the bite: the same blocked screen as any
    blocked player, no "No victim tonight" line (the pack did pick), no victim's name."""
    fixed(cs, ("moon_maiden", "seer", "wolf", "witch", "villager", "villager", "villager", "villager"))
    assert goto(cs, visit_of(0, 1))
    w = shown(cs, qtbot)
    tap(qtbot, w, 3)
    fill_round(w)
    click(qtbot, w.confirm)
    w.close()
    assert goto(cs, visit_of(2, 2))
    w = shown(cs, qtbot)
    tap(qtbot, w, 4)
    fill_round(w)
    click(qtbot, w.confirm)
    w.close()
    assert held(cs, "wolves").args == {"player": 4}
    assert goto(cs, visit_of(3, 3))
    assert cs.visit_view().victim == (False, None)
    w = shown(cs, qtbot)
    words = texts(w)
    assert "Your power is blocked tonight." in words and "Your power is blocked tonight" in words
    assert "Tap any player, then Confirm" in words  # the decoy's shape and words
    assert "No victim tonight" not in words and "Tonight's victim" not in words and "P4" not in words
    assert all(w.tiles.is_legal(i) for i in range(8))
    assert w.stupor.text() == w.restore.text() == "Press"  # the row of two, as on every visit of the lap
    blocked = shape(w)
    tap(qtbot, w, 3)
    fill_round(w)
    click(qtbot, w.confirm)
    w.close()
    h = held(cs, "witch")
    assert h is None or not h.args  # the decoy's tap acts for nothing
    assert goto(cs, visit_of(5, 3))
    w = shown(cs, qtbot)
    assert shape(w) == blocked  # a villager's decoy on the same lap


def test_the_wolf_hound_chooses_a_side_with_two_buttons(qtbot, cs):
    fixed(cs)
    assert goto(cs, visit_of(7, 1))
    w = shown(cs, qtbot)
    assert "Choose your side" in texts(w)
    # the side is tapped above Skip / Confirm, then confirmed: Confirm keeps its place and its word
    assert w.confirm.text() == "Confirm" and w.secondary.text() == "Skip"
    assert w.side_wolves.text() == "The wolves" and w.side_village.text() == "The village"
    assert not w.confirm.isEnabled()
    click(qtbot, w.side_wolves)
    assert w.side_wolves.text() == "✓ The wolves"
    fill_round(w)  # and a player, as every visit of the lap taps one (here it does nothing)
    assert w.confirm.isEnabled() and w.side_wolves.text() == "✓ The wolves"
    click(qtbot, w.confirm)
    assert held(cs, "wolf_hound").args == {"side": "wolves"}
    assert "You joined the wolves." in texts(w)
    assert cs.visit_view().team == "wolves"


def test_the_heretic_taps_two_players(qtbot, cs):
    fixed(cs)
    assert goto(cs, visit_of(6, 1))
    w = shown(cs, qtbot)
    assert "Choose your two picks" in texts(w)
    assert not w.tiles.is_legal(6)
    tap(qtbot, w, 2)
    assert not w.confirm.isEnabled()
    tap(qtbot, w, 4)
    assert (w.selected, w.tiles.also) == (2, 4)
    fill_round(w)  # a press of the row above Skip / Confirm, as every visit of the lap (the wolf hound's)
    assert w.confirm.isEnabled() and (w.selected, w.tiles.also) == (2, 4)
    click(qtbot, w.confirm)
    assert held(cs, "heretic").args == {"players": [2, 4]}


def test_the_actor_draws_then_acts_in_the_drawn_card(qtbot, cs):
    fixed(cs)
    assert goto(cs, visit_of(3, 2))
    w = shown(cs, qtbot)
    assert "Draw tonight's card" in texts(w) and w.confirm.text() == "Draw"
    fill_round(w)
    click(qtbot, w.confirm)
    assert not cs.open.acted  # the drawn card's step comes next, in the same visit
    words = texts(w)
    drawn = next(c for c in ACTOR_CARDS if f"You drew the {X_NAMES[c]}" in words)
    assert cs.visit_view().step == drawn
    target = next(o["player"] for o in cs.options() if o)
    tap(qtbot, w, target)
    fill_round(w)
    click(qtbot, w.confirm)
    assert cs.open.acted


X_NAMES = {"bodyguard": "Bodyguard", "raven": "Raven", "old_hag": "Old Hag"}


def test_the_apothecary_picks_a_draught_then_a_player(qtbot, cs):
    fixed(cs)
    assert goto(cs, visit_of(4, 2))
    w = shown(cs, qtbot)
    assert "Your draughts" in texts(w)
    assert w.stupor.isVisible() and w.restore.isVisible()
    assert not w.confirm.isEnabled()
    click(qtbot, w.stupor)
    assert w.stupor.text().startswith("✓") and not w.tiles.is_legal(4)
    tap(qtbot, w, 2)
    fill_round(w)
    click(qtbot, w.confirm)
    assert held(cs, "apothecary").args == {"stupor": 2}
    assert w.stupor.isVisible() and "✓" not in w.stupor.text()  # the row stays on every visit of the lap


@pytest.mark.usefixtures("no_autosave")  # no saving tested here (issue 33)
def test_the_ghost_writes_in_the_same_field_as_every_dead_pause(qtbot, cs):
    fixed(cs)
    assert goto(cs, visit_of(5, 3))
    w = shown(cs, qtbot)
    assert "You are the Ghost: a message" in texts(w)
    assert w.note.isVisible() and w.note.isEnabled()
    assert not w.confirm.isEnabled() and not w.secondary.isEnabled()
    ghost_hint = w.note.placeholderText()
    w.note.setText("look at the mill")
    w.tick_update()
    click(qtbot, w.done)
    assert held(cs, "ghost").args == {"message": "look at the mill"}
    w.close()
    while cs.screen != C_END and cs.state.phase == "night":
        goto(cs, lambda c: False, limit=1)
    assert any(ev.kind == "ghost_note" for ev in cs.state.log)
    # a later night: a dead player's pause on the last lap has the ghost's field, the same words
    dead = next((s for s in range(9) if not cs.state.is_alive(s)), None)
    if dead is not None and goto(cs, lambda c: c.open is not None and c.open.kind == "visit"
                                 and c.visit_view().visit.kind == "dead" and c.visit_view().visit.note):
        w = shown(cs, qtbot)
        assert w.note.isVisible() and w.note.placeholderText() == ghost_hint


def test_every_visit_of_a_lap_has_the_same_shape(qtbot, cs):
    fixed(cs)
    shapes = {}
    for seat in range(9):
        assert goto(cs, visit_of(seat, 2))
        w = shown(cs, qtbot)
        # the apothecary's draughts (seat 4), the wolf hound's sides (seat 7): one row of two, on every
        # visit of the lap (DESIGN.md §Hand-off 8)
        shapes[seat] = shape(w)
        assert w.stupor.isVisible() and w.restore.isVisible()
        w.close()
        cs.submit(A.Decoy() if not cs.options() or cs.options() == [{}] else A.Act(None))
        cs.submit(A.FinishVisit())
    assert len(set(shapes.values())) == 1, shapes


# --- words -------------------------------------------------------------------------------------

@pytest.mark.parametrize("step", XP.W2_PLAYER + XP.W2_PAIR + tuple(XP.W2_FLAG) + XP.W2_SIDE + ("apothecary", "ghost"))
def test_every_new_step_has_words(step):
    title, text = XP.w2_step_words(step, [], 5)
    assert title and text and title != text


def test_notices_are_worded_and_told_once_per_moment():
    class K:
        sights = (("N1", "notice", "wolf"), ("N1", "notice", "stripped"), ("D1", "notice", "role:seer"),
                  ("N2", "notice", "vampire"), ("N2", "notice", "blocked"))

    assert XP.new_notices(K, ("N1", "D1")) == [
        "You are now a wolf: you wake with the pack and win with the wolves.", "Your power is gone.",
        "Your card changed: you are now the Seer."]
    assert XP.new_notices(K, ("N2",)) == ["You are now a vampire: you win with the vampires."]
    assert XP.notice_line("blocked") == "Your power is blocked tonight."
    assert XP.notice_line("nonsense") == ""


# --- whole games by clicks ----------------------------------------------------------------------

class Walk(ClassicTour):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.met: set[str] = set()

    def shot(self, key: str, widget=None) -> None:
        self.met.add(key)


SECOND_WAVE_VISITS = {f"visit_{s}" for s in XP.W2_PLAYER + XP.W2_PAIR + tuple(XP.W2_FLAG) + XP.W2_SIDE
                      + ("apothecary", "ghost")}


def _met_by_clicks(tour, window, deck) -> None:
    """A whole second-wave game by clicks ended on the end screen, its visits' screens shown for at
    least 8 of the deck's 8 or more second-wave cards' steps."""
    st = window.classic.state
    assert st.phase == "end" and st.w2
    assert window._current == C_END and window.pages[C_END].isVisible()
    met = tour.met & SECOND_WAVE_VISITS
    assert len(met) >= 8, sorted(met)
    assert len({c for c in deck if c in X.W.SECOND_WAVE}) >= 8


@pytest.mark.usefixtures("no_autosave")  # no saving tested here (issue 33)
@pytest.mark.parametrize("deck,seed", [(WAVE2_DECK, 9), (WAVE2_DECK, 2), (WAVE2_DECK_B, 3), (WAVE2_DECK_B, 7)])
def test_a_whole_second_wave_game_through_the_session(cs, deck, seed):
    """The second-wave decks' games to their end, more seeds, through the session's actions (the
    same games by clicks took 15 s each; the screens' wiring is played by clicks in the pied
    piper's game, WAVE2_DECK, and the judge's, WAVE2_DECK_B with a judge, below)."""
    from .test_classic_xsession import step

    assert X.check_deck(14, deck) is None
    cs.new_game(NAMES[:14], PORTRAITS[:14],
                seed=seed, preset="extended", deck=list(deck), options=dict(EXTENDED_OPTIONS))
    rnd, met = random.Random(seed), set()
    for _ in range(20_000):
        if cs.screen == C_END:
            break
        if cs.screen == C_VISIT and cs.open.kind == "visit" and cs.visit_view().step:
            met.add(f"visit_{cs.visit_view().step}")
        step(cs, rnd, set())
    st = cs.state
    assert cs.screen == C_END and st.phase == "end" and st.w2
    assert len(met & SECOND_WAVE_VISITS) >= 8, sorted(met)
    assert len({c for c in deck if c in X.W.SECOND_WAVE}) >= 8


def test_the_tour_meets_a_visit_screen_for_every_seat(qtbot, window):
    """A sanity check of the walk itself: it plays visits, not only public screens."""
    from PySide6.QtWidgets import QApplication

    tour = Walk(QApplication.instance(), window, None, random.Random(1))
    tour.setup_classic(14, preset="extended", deck=list(WAVE2_DECK))
    for _ in range(60):
        tour.step()
    assert any(k.startswith("visit_") for k in tour.met), sorted(tour.met)


# the judge in a whole game: his sign, then the second vote's ballot lap and its dusk, by clicks
WAVE2_DECK_J = [c if i != 11 else "judge" for i, c in enumerate(WAVE2_DECK_B)]


@pytest.mark.usefixtures("no_autosave")  # no saving tested here (issue 33)
def test_a_whole_game_with_the_judges_second_vote(qtbot, window):
    from PySide6.QtWidgets import QApplication

    assert X.check_deck(14, WAVE2_DECK_J) is None
    window.seed = 3
    tour = Walk(QApplication.instance(), window, None, random.Random(3))
    tour.play_classic(14, preset="extended", deck=list(WAVE2_DECK_J))
    st = window.classic.state
    assert st.phase == "end" and window._current == C_END
    assert any("second_vote" in repr(e) for e in st.log), "the judge's second vote was never held"
    _met_by_clicks(tour, window, WAVE2_DECK_J)  # a whole second-wave game by clicks (WAVE2_DECK_B's)


class DawnWalk(Walk):
    """The walk, reading every dawn screen as the table sees it (its words and rows)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.dawns: list[tuple[str, str]] = []  # (the night it ends, the dawn screen's words)

    def step(self) -> None:
        from app.ui.flows.classic import C_DAWN

        from .test_classic_w2public import texts_of

        if self.screen() == C_DAWN:
            page = self.window.pages[C_DAWN]
            words = texts_of(page)
            night = f"N{self.window.classic.announcement().round}"  # the night this dawn ends
            if (night, words) not in self.dawns:
                self.dawns.append((night, words))
        super().step()


@pytest.mark.usefixtures("no_autosave")  # no saving tested here (issue 33)
def test_a_whole_game_with_the_ghosts_messages_and_the_pied_pipers_win(qtbot, window):
    """By clicks through the real engine (no injected deal or data): the ghost dies on Night 1 and
    writes on each of his visits; each message is read on the next dawn's screen. The pied piper
    charms the table and wins alone: the end screen says so, with every seat's team of the end and
    the charmed."""
    from PySide6.QtWidgets import QApplication

    from app.ui.classic.widgets import result_words, team_name

    window.seed = 1
    tour = DawnWalk(QApplication.instance(), window, None, random.Random(1))
    tour.play_classic(14, preset="extended", deck=list(WAVE2_DECK))
    st = window.classic.state
    assert st.phase == "end" and window._current == C_END
    _met_by_clicks(tour, window, WAVE2_DECK)  # a whole second-wave game by clicks (WAVE2_DECK's)
    ghost = st.roles.index("ghost") if "ghost" in st.roles else st.dealt.index("ghost")
    assert any(ev.kind == "death" and ev.seat == ghost and ev.value == "ghost" for ev in st.log)
    messages = [(ev.moment, ev.value) for ev in st.log if ev.kind == "announce:ghost" and ev.public and ev.value]
    assert len(messages) >= 2, messages
    for moment, text in messages:  # each one on its dawn's screen, as the table read it
        assert any(m == moment and f"The Ghost's message: “{text}”" in words for m, words in tour.dawns), \
            (moment, text, tour.dawns)
    # the end: the pied piper's solo win, everyone's team at the end, the charmed
    assert st.result == "pied_piper"
    end = window.pages[C_END]
    assert end.headline.full_text() == result_words("pied_piper")
    facts = window.classic.end_facts()
    piper = st.roles.index("pied_piper")
    assert facts["teams"][piper] == "pied_piper" and set(window.classic.public_view().winners) == {piper}
    for s in range(st.n):
        assert end.table.item(s, 2).text() == team_name(facts["teams"][s])
    assert end.table.item(piper, 4).text() == "won"
    assert all(end.table.item(s, 4).text() == "lost" for s in range(st.n) if s != piper)
    charmed = [st.seats[s] for s in facts["charmed"]]
    assert charmed and any(text.startswith("Charmed by the Pied Piper:") and all(n in text for n in charmed)
                           for text, _ in end.rows.rows)
    assert all("charmed" in end.table.item(s, 5).text() for s in facts["charmed"])
