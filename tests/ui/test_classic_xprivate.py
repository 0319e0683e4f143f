"""The extended preset's private screens over a real ClassicSession, by clicks: every step's
words and choices (thief, Cupid, lovers, brothers, little girl, fox, power gone, scapegoat,
successor, election, trial), illegal choices greyed with a reason, and the same shape on
every visit of a lap whatever the role."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel

import app.core.classic.extended as X
from app.core.classic import engine
from app.ui.autosave import Autosave
from app.ui.classic import actions as A
from app.ui.classic.private import BallotScreen, VisitScreen
from app.ui.classic.session import ClassicSession
from app.ui.classic.tour import fill_round, fill_rounds
from app.ui.flows.classic import C_BALLOT, C_BALLOT_CURTAIN, C_CURTAIN, C_END, C_VISIT

from .test_classic_xsession import DECK10, NAMES, PORTRAITS, THIEF12, THIEF12_SOLO, TRIAL, step

CAPTAIN = {**X.OPTIONS, "captain": True}
BROTHERS = ["wolf", "wolf", "brother", "brother", "brother", "little_girl", "fox", "scapegoat", "villager"]
FOX8 = ["wolf", "wolf", "fox", "seer", "witch", "villager", "villager", "villager"]


# --- driving a session to a screen ---------------------------------------------------------------

def new(cs: ClassicSession, deck, seed: int, options=None) -> ClassicSession:
    n = len(deck) - (2 if "thief" in deck else 0)
    cs.new_game(NAMES[:n], PORTRAITS[:n], seed=seed, preset="extended", deck=list(deck),
                options=dict(options or X.OPTIONS))
    return cs


def skip_step(cs: ClassicSession) -> None:
    """One step on, every choice skipped (ballots abstain): nights without deaths."""
    scr = cs.screen
    if scr in (C_CURTAIN, C_BALLOT_CURTAIN):
        cs.submit(A.OpenCurtain())
    elif scr == C_VISIT:
        if not cs.open.acted:
            cs.submit(A.Act(None) if cs.options() and cs.options() != [{}] else A.Decoy())
        cs.submit(A.FinishVisit())
    elif scr == C_BALLOT:
        cs.submit(A.Ballot(None))
        cs.submit(A.FinishVisit())
    else:
        step(cs, random.Random(0), set())


def goto(cs: ClassicSession, pred, rnd: random.Random | None = None, limit: int = 4000) -> bool:
    """Play on (skipping, or at random with `rnd`) until `pred(cs)` holds on an open screen."""
    for _ in range(limit):
        if cs.screen in (C_VISIT, C_BALLOT) and pred(cs):
            return True
        if cs.screen == C_END:
            return False
        if cs.screen in (C_CURTAIN, C_BALLOT_CURTAIN):
            cs.submit(A.OpenCurtain())
            continue
        if rnd is None:
            skip_step(cs)
        else:
            step(cs, rnd, set())
    return False


def vstep(cs: ClassicSession) -> str | None:
    if cs.open is None:
        return None
    if cs.open.kind == "last_turn":
        v = cs.last_turn()
        return v.step if v is not None else None
    vv = cs.visit_view()
    return vv.step if vv is not None else None


def at_step(name: str, rnd_ok: bool = False):
    return lambda cs: cs.open is not None and cs.open.kind in ("visit", "last_turn") and vstep(cs) == name


def random_until(settings, save_dir, pred, decks, tries: int = 60) -> ClassicSession | None:
    """A random game (deck, options) per seed until one reaches `pred`."""
    for seed in range(tries):
        deck, opts = decks[seed % len(decks)]
        cs = new(ClassicSession(settings, Autosave(save_dir / f"r{seed}")), deck, seed, opts)
        if goto(cs, pred, random.Random(seed)):
            return cs
    return None


# --- reading and clicking a screen --------------------------------------------------------------

def shown(cs: ClassicSession, qtbot, size=(1280, 720)):
    w = BallotScreen(cs) if cs.screen == C_BALLOT else VisitScreen(cs)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def texts(w) -> str:
    out = [lab.text() for lab in w.findChildren(QLabel) if lab.isVisibleTo(w)]
    out += [b.text() for b in w.findChildren(QAbstractButton) if b.isVisibleTo(w)]
    m = w.known_model
    out += [m.data(m.index(i, 0)) for i in range(m.rowCount())]
    return "\n".join(str(t) for t in out)


def tap(qtbot, w, seat: int) -> None:
    qtbot.mouseClick(w.tiles, Qt.MouseButton.LeftButton, pos=w.tiles.tile_rect(seat).center().toPoint())


def tap_card(qtbot, w, i: int) -> None:
    qtbot.mouseClick(w.cards, Qt.MouseButton.LeftButton, pos=w.cards.card_rect(i).center().toPoint())


def click(qtbot, b) -> None:
    assert b.isVisible() and b.isEnabled(), b.text()
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)


def shape(w) -> tuple:
    """What an onlooker could tell apart: which buttons show and where, and how many tiles. The
    witch's save button shows on every visit (greyed where there is no save to offer)."""
    buttons = tuple(sorted(name for name, b in vars(w).items() if isinstance(b, QAbstractButton) and b.isVisibleTo(w)))
    where = tuple((b.width(), b.height()) if b.isVisibleTo(w) else None
                  for b in (w.secondary, w.extra, w.confirm, w.done, w.stupor, w.restore))
    rows = tuple(r.isVisibleTo(w) for r in (w.cards, w.events))
    return buttons, where, rows, len(w.tiles.names), w.note.isVisibleTo(w)


@pytest.fixture
def cs(settings, save_dir):
    return ClassicSession(settings, Autosave(save_dir))


def thief_game(cs, spare_wolf: bool = True):
    for seed in range(200):
        new(cs, THIEF12_SOLO, seed)
        st = cs.state
        if ("wolf" in st.spare) == spare_wolf and st.spare.count("wolf") < 2 and st.roles[0] != "thief":
            return cs
    raise AssertionError("no such deal")


# --- the steps ----------------------------------------------------------------------------------

def test_thief_must_take_the_spare_wolf_then_picks_in_the_same_visit(qtbot, cs):
    thief_game(cs)
    assert goto(cs, at_step("thief"))
    w = shown(cs, qtbot)
    spare = cs.state.spare
    wolf = spare.index("wolf")
    assert w.cards.isVisible() and [c for c, _ in w.cards.cards] == list(spare)
    assert w.cards.cards[1 - wolf][1] == "A wolf is among the spare cards: you must take it."
    assert w.cards.cards[wolf][1] is None
    assert not w.secondary.isEnabled() and not w.confirm.isEnabled()
    assert "Two spare cards" in texts(w)
    tap_card(qtbot, w, 1 - wolf)  # greyed: nothing happens
    assert w.card is None
    tap_card(qtbot, w, wolf)
    # every visit of this lap taps a player too (the lap's script: DESIGN.md §Hand-off 8)
    assert not w.confirm.isEnabled() and w.still_needed() == {"tiles": 1, "buttons": 0, "cards": 0}
    assert "tap a player" in texts(w)
    fill_round(w)
    assert w.card == wolf
    click(qtbot, w.confirm)
    assert not cs.open.acted and cs.visit_view().role == "wolf" and cs.visit_view().step == "wolves"
    words = texts(w)
    assert "You are now the Wolf." in words and "Choose tonight's victim" in words
    assert w.cards.isVisible() and w.cards.kind == "back"  # face down, as on every visit of the lap
    target = next(o["player"] for o in cs.options() if o)
    tap(qtbot, w, target)
    fill_round(w)  # the wolves' round taps a card as the thief's did: one of the face-down spare cards
    click(qtbot, w.confirm)
    assert cs.open.acted
    assert any(c.step == "wolves" and c.args == {"player": target} for c in cs.night.held)


def test_thief_may_keep_his_card_without_a_spare_wolf(qtbot, cs):
    thief_game(cs, spare_wolf=False)
    assert goto(cs, at_step("thief"))
    w = shown(cs, qtbot)
    assert all(r is None for _, r in w.cards.cards)
    assert w.secondary.text() == "Keep the Thief" and w.secondary.isEnabled()
    click(qtbot, w.secondary)
    assert cs.open.acted and cs.visit_view().role == "thief"
    assert "You are now the Thief." in texts(w)


def test_cupid_taps_two_players(qtbot, cs):
    new(cs, DECK10, 1)
    assert goto(cs, at_step("cupid"))
    w = shown(cs, qtbot)
    assert "Choose the two lovers" in texts(w)
    tap(qtbot, w, 2)
    assert not w.confirm.isEnabled()
    tap(qtbot, w, 5)
    assert (w.selected, w.tiles.also) == (2, 5) and w.confirm.isEnabled()
    tap(qtbot, w, 5)  # unselect
    assert w.tiles.also is None and not w.confirm.isEnabled()
    tap(qtbot, w, 4)
    click(qtbot, w.confirm)
    assert cs.open.acted
    assert any(c.step == "cupid" and c.args == {"players": [2, 4]} for c in cs.night.held)


def test_a_mixed_couple_learns_it_on_night_1(qtbot, cs):
    new(cs, DECK10, 1)
    assert goto(cs, at_step("cupid"))
    roles = cs.state.roles
    wolf = roles.index("wolf")
    other = next(i for i, r in enumerate(roles) if r not in ("wolf", "cupid"))
    cs.submit(A.Act({"players": sorted([wolf, other])}))
    cs.submit(A.FinishVisit())
    assert goto(cs, lambda c: c.open.kind == "visit" and c.open.seat == other and c.visit_view().visit.lap == 2)
    w = shown(cs, qtbot)
    words = texts(w)
    assert f"Your lover is {NAMES[wolf]}, the Wolf." in words
    assert "You two are a team of your own: you win together if you are the last two." in words


def test_brothers_see_each_other(qtbot, cs):
    new(cs, BROTHERS, 2)
    bros = [i for i, r in enumerate(cs.state.roles) if r == "brother"]
    assert goto(cs, lambda c: c.open.kind == "visit" and c.open.seat == bros[0])
    w = shown(cs, qtbot)
    assert f"Your brothers: {NAMES[bros[1]]} and {NAMES[bros[2]]}." in texts(w)


def test_little_girl_sleeps_on_night_1_and_peeks_later(qtbot, cs):
    new(cs, BROTHERS, 3)
    girl = cs.state.roles.index("little_girl")
    assert goto(cs, at_step("little_girl"))
    w = shown(cs, qtbot)
    assert "From tomorrow night you may peek" in texts(w)
    w.close()
    assert goto(cs, lambda c: at_step("little_girl")(c) and c.state.round == 2)
    w = shown(cs, qtbot)
    assert w.confirm.text() == "Peek" and w.secondary.text() == "Sleep"
    assert not w.confirm.isEnabled()  # every visit of her lap taps a player first: here it does nothing
    fill_round(w)
    assert w.confirm.isEnabled()
    click(qtbot, w.confirm)
    assert cs.open.acted and cs.open.seat == girl
    kind, (wolf, caught) = cs.visit_view().results[0]
    words = texts(w)
    assert kind == "peek" and f"You saw a wolf: {NAMES[wolf]}." in words
    assert ("The wolves saw you! You die tonight." in words) == caught


def test_fox_result_then_power_gone(qtbot, cs):
    new(cs, FOX8, 4)
    assert goto(cs, at_step("fox"))
    st = cs.state
    centre = next(o["player"] for o in cs.options() if o
                  and not any(st.roles[s] == "wolf" for s in engine.fox_group(st, o["player"])))
    group = engine.fox_group(st, centre)
    w = shown(cs, qtbot)
    assert "Sniff out a group of three" in texts(w)
    tap(qtbot, w, centre)
    click(qtbot, w.confirm)
    names = [NAMES[s] for s in group]
    assert f"{names[0]}, {names[1]} and {names[2]}: no wolf. Your power is gone." in texts(w)
    w.close()
    assert goto(cs, lambda c: c.open.kind == "visit" and c.state.round == 2 and c.visit_view().role == "fox")
    w = shown(cs, qtbot)
    assert cs.visit_view().power_gone and "Your power is gone" in texts(w)
    assert w.tiles.is_legal(0) and not w.confirm.isEnabled()  # the decoy's shape: tap anyone, Confirm
    tap(qtbot, w, 0)
    click(qtbot, w.confirm)
    assert cs.open.acted


def test_illegal_targets_are_greyed_with_a_reason(qtbot, cs):
    new(cs, FOX8, 5)
    assert goto(cs, at_step("wolves"))
    w = shown(cs, qtbot)
    me = cs.open.seat
    mate = next(s for s, _ in cs.visit_view().pack if s != me)
    assert not w.tiles.is_legal(mate) and w.tiles.legal[mate] == "This player cannot be chosen."
    assert "This player cannot be chosen." in w.tiles.tile_text(mate)


def test_scapegoat_and_successor_last_turns(qtbot, settings, save_dir):
    cs = random_until(settings, save_dir, at_step("scapegoat"), [(DECK10, TRIAL), (DECK10, CAPTAIN)])
    assert cs is not None
    w = shown(cs, qtbot)
    assert "Name a player who goes on trial tomorrow, or skip." in texts(w)
    target = next(o["player"] for o in cs.options() if o)
    tap(qtbot, w, target)
    click(qtbot, w.confirm)
    assert cs.open.acted and cs.state.trial_next is not None and cs.state.trial_next[1] == target
    w.close()
    cs = random_until(settings, save_dir, at_step("successor"), [(DECK10, CAPTAIN), (THIEF12, CAPTAIN)])
    assert cs is not None
    w = shown(cs, qtbot)
    assert "You were the captain: name the new captain, or skip." in " ".join(texts(w).split())
    target = next(o["player"] for o in cs.options() if o)
    tap(qtbot, w, target)
    click(qtbot, w.confirm)
    assert cs.open.acted and cs.state.captain == target


def test_election_allows_a_vote_for_oneself(qtbot, cs):
    new(cs, DECK10, 6, CAPTAIN)
    assert goto(cs, lambda c: c.open.kind == "ballot" and c.ballot_step() == "election")
    w = shown(cs, qtbot)
    me = cs.open.seat
    assert "Elect the captain" in texts(w) and w.tiles.is_legal(me)
    tap(qtbot, w, me)
    click(qtbot, w.confirm)
    assert cs.open.ballot == me and f"You voted for {NAMES[me]}." in texts(w)


def test_the_captain_is_told_his_ballot_counts_double(qtbot, cs):
    new(cs, DECK10, 6, CAPTAIN)
    assert goto(cs, lambda c: c.open.kind == "ballot" and c.ballot_step() == "election")
    while cs.ballot_step() == "election" and cs.screen in (C_BALLOT, C_BALLOT_CURTAIN):
        if cs.screen == C_BALLOT_CURTAIN:
            cs.submit(A.OpenCurtain())
        cs.submit(A.Ballot(3))
        cs.submit(A.FinishVisit())
    assert cs.state.captain == 3
    assert goto(cs, lambda c: c.open.kind == "ballot" and c.ballot_step() == "vote" and c.open.seat == 3)
    w = shown(cs, qtbot)
    assert "You are the captain: your ballot counts double." in texts(w)


def test_trial_ballot_kill_or_spare(qtbot, settings, save_dir):
    cs = random_until(settings, save_dir, lambda c: c.open.kind == "ballot" and c.ballot_step() == "trial",
                      [(DECK10, TRIAL)])
    assert cs is not None
    w = shown(cs, qtbot)
    accused = cs.public_view().accused
    assert accused != cs.open.seat
    assert f"{NAMES[accused]} is on trial: kill or spare?" in texts(w)
    assert w.kill.isVisible() and w.spare.isVisible() and not w.confirm.isEnabled()
    click(qtbot, w.spare)
    click(qtbot, w.kill)
    assert w.kill.isChecked() and not w.spare.isChecked()
    click(qtbot, w.confirm)
    assert cs.open.ballot == "kill" and f"You voted to kill {NAMES[accused]}." in texts(w)


# --- the same shape -------------------------------------------------------------------------------

@pytest.mark.parametrize("deck,seed", [(THIEF12, 3), (DECK10, 1), (BROTHERS, 2)])
def test_every_visit_of_a_lap_has_the_same_shape(qtbot, cs, deck, seed):
    new(cs, deck, seed)
    w = VisitScreen(cs)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    laps: dict[tuple[int, int], set] = {}
    while cs.state.round == 1 and cs.screen != C_END:
        if cs.screen == C_CURTAIN:
            cs.submit(A.OpenCurtain())
        if cs.screen != C_VISIT:
            break
        w.show()
        vv = cs.visit_view()
        laps.setdefault((cs.state.round, vv.visit.lap), set()).add(shape(w))
        for _ in range(4):
            if cs.open.acted:
                break
            if vv.visit.kind == "decoy" or cs.options() == [{}]:
                tap(qtbot, w, cs.open.seat)
                fill_round(w)
                click(qtbot, w.confirm)
            else:
                click(qtbot, w.secondary) if w.secondary.isEnabled() else cs.submit(A.Act(None))
        fill_rounds(w)
        assert w.done.isEnabled() or w.left_ms() > 0
        laps[(cs.state.round, vv.visit.lap)].add(shape(w))
        w.hide()
        cs.submit(A.FinishVisit())
    assert laps
    for lap, shapes in laps.items():
        assert len(shapes) == 1, (lap, shapes)


def test_names_are_plain_text(qtbot, cs):
    hostile = ["<b>Ann</b>", "<i>Bob", "Cat &amp;", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]
    cs.new_game(hostile, PORTRAITS[:10], seed=1, preset="extended", deck=DECK10, options=dict(X.OPTIONS))
    assert goto(cs, at_step("cupid"))
    w = shown(cs, qtbot)
    for lab in w.findChildren(QLabel):
        assert lab.textFormat() == Qt.TextFormat.PlainText
    assert "<b>Ann</b>" in w.who.text() or cs.open.seat != 0


def test_witch_with_both_potions_saves_and_poisons_in_one_confirm(qtbot, cs):
    new(cs, FOX8, 7, {**X.OPTIONS, "witch_both_potions": True})
    roles = cs.state.roles
    victim = roles.index("villager")
    while not at_step("witch")(cs) if cs.screen == C_VISIT else True:
        if cs.screen == C_CURTAIN:
            cs.submit(A.OpenCurtain())
            continue
        if vstep(cs) == "wolves":
            cs.submit(A.Act({"player": victim}))
        skip_step(cs)
    w = shown(cs, qtbot)
    assert f"Tonight's victim: {NAMES[victim]}" in texts(w)
    assert "Press Save or Don't save, and tap a player to poison them" in texts(w)
    click(qtbot, w.stupor)  # Save
    poison = roles.index("wolf")
    tap(qtbot, w, poison)
    assert w.stupor.isChecked() and w.mode_save and w.selected == poison
    click(qtbot, w.confirm)
    assert cs.open.acted
    assert any(c.step == "witch" and c.args == {"save": True, "poison": poison} for c in cs.night.held)


def test_wolves_hear_of_the_little_girl_they_caught(qtbot, settings, save_dir):
    for seed in range(40):
        cs = new(ClassicSession(settings, Autosave(save_dir / f"c{seed}")), BROTHERS, seed)
        assert goto(cs, lambda c: at_step("little_girl")(c) and c.state.round == 2)
        girl = cs.open.seat
        cs.submit(A.Act({"peek": True}))
        if cs.visit_view().results[0][1][1]:
            break
    else:
        raise AssertionError("never caught")
    cs.submit(A.FinishVisit())
    assert goto(cs, lambda c: c.open.kind == "visit" and c.state.round == 3 and vstep(c) == "wolves")
    w = shown(cs, qtbot)
    assert f"Last night you caught the Little Girl, {NAMES[girl]}." in texts(w)


def test_a_lover_hears_of_the_partner_on_later_nights(qtbot, cs):
    new(cs, DECK10, 1)
    assert goto(cs, at_step("cupid"))
    cs.submit(A.Act({"players": [3, 6]}))
    cs.submit(A.FinishVisit())
    assert goto(cs, lambda c: c.open.kind == "visit" and c.state.round == 2 and c.open.seat == 3)
    w = shown(cs, qtbot)
    assert f"Your partner, {NAMES[6]}, is alive." in texts(w)


def _click_through(qtbot, w, cs, rnd: random.Random) -> None:
    """One private screen played by clicks only, at random among what it offers."""
    for _ in range(4):  # the thief's visit holds two actions
        if cs.open is None or cs.open.acted:
            break
        if isinstance(w, BallotScreen) and w.kill.isVisible():
            click(qtbot, rnd.choice([w.kill, w.spare]))
        elif w.cards.isVisible():
            tap_card(qtbot, w, rnd.choice([i for i in range(len(w.cards.cards)) if w.cards.legal(i)]))
        elif w.tiles.legal:
            legal = [i for i in range(len(w.tiles.names)) if w.tiles.is_legal(i)]
            for seat in rnd.sample(legal, min(len(legal), 2 if vstep(cs) == "cupid" else 1)):
                tap(qtbot, w, seat)
        if isinstance(w, VisitScreen):
            fill_round(w)
        if w.confirm.isEnabled() and rnd.random() < 0.85:
            click(qtbot, w.confirm)
        elif w.secondary.isEnabled():
            click(qtbot, w.secondary)
        elif w.confirm.isEnabled():
            click(qtbot, w.confirm)
        assert not w.reason.text(), w.reason.text()
    assert cs.open.acted or cs.open.kind == "visit" and cs.visit_view().visit.kind == "dead"
    if isinstance(w, VisitScreen):
        fill_rounds(w, rnd)
    click(qtbot, w.done)


@pytest.mark.parametrize("seed", range(4))
def test_whole_extended_games_by_clicks_on_the_private_screens(qtbot, cs, seed):
    rnd = random.Random(seed)
    deck, opts = [(THIEF12, CAPTAIN), (DECK10, TRIAL), (BROTHERS, {**CAPTAIN, "witch_both_potions": True}),
                  (THIEF12, TRIAL)][seed]
    new(cs, deck, seed, opts)
    visit, ballot = VisitScreen(cs), BallotScreen(cs)
    for w in (visit, ballot):
        qtbot.addWidget(w)
        w.resize(1280, 720)
    for _ in range(3000):
        if cs.screen == C_END:
            break
        if cs.screen in (C_VISIT, C_BALLOT):
            w = visit if cs.screen == C_VISIT else ballot
            w.show()
            _click_through(qtbot, w, cs, rnd)
            w.hide()
        else:
            step(cs, rnd, set())
    assert cs.screen == C_END
