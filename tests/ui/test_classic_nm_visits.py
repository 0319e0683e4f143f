"""New Moon's private night screens (CLASSIC.md §11.31.5-§11.31.7) over a real ClassicSession, by
clicks: the gypsy's spiritualism cards, then their player(s) (a living one, two, a dead one), her
choice held and read publicly at the dawn (never shown on her screen); the town crier's hand,
played or kept; and the face-down row of cards on every other visit of that lap, so that every
visit of it has the same shape (DESIGN.md, Hand-off rule 7)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

import app.core.classic.extended as X
from app.core.classic import kinds as K
from app.core.classic import newmoon as NM
from app.core.classic import engine
from app.ui.autosave import Autosave
from app.ui.classic import actions as A
from app.ui.classic import xprivate as XP
from app.ui.classic.private import VisitScreen
from app.ui.classic.session import ClassicSession
from app.ui.classic.tour import fill_round, fill_rounds
from app.ui.flows.classic import C_CONFESS, C_CONFESS_CURTAIN, C_CRIER, C_CURTAIN, C_DRAW, C_END, C_VISIT

from .test_classic_w2play import held, visit_of
from .test_classic_xprivate import click, goto, shape, shown, tap, texts
from .test_classic_xsession import NAMES, PORTRAITS

# seat: 0 gypsy, 1 seer, 2 wolf, 3 villager (the town crier), 4 witch, 5 wolf, 6 villager, 7 villager
ROLES = ("gypsy", "seer", "wolf", "villager", "witch", "wolf", "villager", "villager")
NM_OPTIONS = {**X.OPTIONS, "new_moon": True, "captain": True}
HAND = NM.DEFAULT_HAND  # market_day, second_hanging, eclipse


@pytest.fixture
def cs(settings, save_dir):
    return ClassicSession(settings, Autosave(save_dir))


def fixed(cs: ClassicSession, crier: int | None = 3, roles=ROLES) -> ClassicSession:
    """A New Moon game with a fixed deal (and a town crier before the first night), at Night 1's curtain."""
    n = len(roles)
    cs.state = engine.new_game(NAMES[:n], None, 1, roles=roles, preset="extended", options=dict(NM_OPTIONS))
    if crier is not None:
        cs.state = K.put(cs.state, nm_crier=crier)
    cs.portraits = tuple(PORTRAITS[:n])
    cs._night_starts()
    cs._go(C_CURTAIN)
    return cs


def tap_event(qtbot, w, i: int) -> None:
    qtbot.mouseClick(w.events, Qt.MouseButton.LeftButton, pos=w.events.card_rect(i).center().toPoint())


def on(cs: ClassicSession) -> None:
    """One step on, every choice skipped; New Moon's dawn card turned, no crier named."""
    if cs.screen == C_DRAW:
        cs.submit(A.Continue() if cs.turned else A.TurnCard())
    elif cs.screen == C_CRIER:
        cs.submit(A.NameCrier(None))
    elif cs.screen == C_CONFESS_CURTAIN:
        cs.submit(A.OpenCurtain())
    elif cs.screen == C_CONFESS:
        cs.submit(A.Continue())
    else:
        goto(cs, lambda c: False, limit=1)


def to_dawn(cs: ClassicSession) -> None:
    """Every other visit skipped, until the night is committed."""
    night = cs.state.round
    while cs.screen != C_END and cs.state.phase == "night" and cs.state.round == night:
        on(cs)


def dawn_line(cs: ClassicSession, kind: str):
    return next((e for e in cs.state.log if e.kind == kind and e.public), None)


# --- the gypsy ------------------------------------------------------------------------------------

def test_the_gypsy_asks_about_a_living_player_and_the_answer_is_read_at_dawn(qtbot, cs):
    fixed(cs)
    assert goto(cs, visit_of(0, 2))
    w = shown(cs, qtbot)
    words = texts(w)
    assert "Ask the spirits" in words and "The spirits answer at dawn, for everyone to hear." in words
    assert w.events.isVisible() and w.events.kind == "event"
    assert [c for c, _ in w.events.cards] == list(NM.SEANCES)
    # nobody is dead yet: the graves' cards are not offered
    assert [w.events.legal(i) for i in range(5)] == [True, True, True, False, False]
    assert w.tiles.legal is None and not w.confirm.isEnabled()  # first the card
    assert w.event_caption.text() == "The spirits answer at dawn, for everyone to hear."
    tap_event(qtbot, w, 0)
    assert w.event_caption.isVisible() and w.event_caption.text() == "The Pointing Spirit: Is … a wolf?"
    assert not w.tiles.is_legal(0) and all(w.tiles.is_legal(i) for i in range(1, 8))
    assert w.tiles.legal[0] == "You cannot ask the spirits about yourself."
    assert not w.confirm.isEnabled()
    tap(qtbot, w, 2)
    assert w.event_caption.text() == "The Pointing Spirit: Is P2 a wolf?"
    fill_round(w)
    click(qtbot, w.confirm)
    assert held(cs, "gypsy").args == {"card": "seance_wolf", "player": 2}
    words = texts(w)
    assert "You asked the spirits: Is P2 a wolf?" in words
    assert "The spirits answer at dawn, for everyone to hear." in words
    assert "true" not in words.lower() and "yes" not in words.lower()  # the answer waits for the dawn
    assert not w.events.isVisible() or w.events.kind == "back"
    assert not w.event_caption.isVisible()
    w.close()
    to_dawn(cs)
    ev = dawn_line(cs, "announce:seance")
    assert ev is not None and ev.seats == (2,) and NM.decode(ev.value) == ("seance_wolf", True)
    assert (cs.state.w2.nm_used or ()) == ("seance_wolf",)


def test_the_gypsy_asks_whether_two_players_share_a_team(qtbot, cs):
    fixed(cs)
    assert goto(cs, visit_of(0, 2))
    w = shown(cs, qtbot)
    tap_event(qtbot, w, 0)
    tap(qtbot, w, 5)
    tap_event(qtbot, w, 2)  # another card: its players are tapped anew
    assert w.selected is None and w.tiles.also is None
    assert w.event_caption.text() == "The Spirits Judge: Are … and … on the same team?"
    tap(qtbot, w, 7)
    assert not w.confirm.isEnabled()
    tap(qtbot, w, 5)
    assert w.event_caption.text() == "The Spirits Judge: Are P7 and P5 on the same team?"
    assert (w.selected, w.tiles.also) == (7, 5)
    fill_round(w)  # what else every visit of the lap touches
    assert w.confirm.isEnabled() and (w.selected, w.tiles.also) == (7, 5)
    click(qtbot, w.confirm)
    assert held(cs, "gypsy").args == {"card": "seance_pair", "players": [5, 7]}
    w.close()
    to_dawn(cs)
    ev = dawn_line(cs, "announce:seance")
    assert ev.seats == (5, 7) and NM.decode(ev.value) == ("seance_pair", False)  # a wolf and a villager


def test_the_gypsy_may_skip_and_keeps_her_cards(qtbot, cs):
    fixed(cs)
    assert goto(cs, visit_of(0, 2))
    w = shown(cs, qtbot)
    click(qtbot, w.secondary)
    assert held(cs, "gypsy").args is None
    assert "You keep your cards." in texts(w)
    w.close()
    to_dawn(cs)
    assert dawn_line(cs, "announce:seance") is None and not (cs.state.w2.nm_used or ())


def test_a_graves_card_names_a_dead_player_on_a_later_night(qtbot, cs):
    fixed(cs, crier=None)
    # Night 1: the pack bites P7, the witch does nothing
    for _ in range(200):
        if cs.state.round > 1 or cs.screen == C_END:
            break
        vv = cs.visit_view() if cs.screen == C_VISIT else None
        if vv is not None and not cs.open.acted and vv.step == "wolves":
            cs.submit(A.Act({"player": 7}))
        on(cs)
    assert not cs.state.is_alive(7) and cs.state.is_alive(0)
    for _ in range(400):
        if cs.screen == C_VISIT and visit_of(0, 2)(cs) and cs.visit_view().step == "gypsy":
            break
        on(cs)
    assert cs.screen == C_VISIT and cs.visit_view().step == "gypsy"
    w = shown(cs, qtbot)
    grave = list(NM.SEANCES).index("seance_grave")
    assert w.events.legal(grave)
    tap_event(qtbot, w, grave)
    assert [i for i in range(8) if w.tiles.is_legal(i)] == [7]
    assert w.tiles.legal[1] == "This card asks about a dead player."
    tap(qtbot, w, 7)
    assert w.event_caption.text() == "Voice from the Grave: Which card did P7 hold at death?"
    fill_round(w)
    click(qtbot, w.confirm)
    assert held(cs, "gypsy").args == {"card": "seance_grave", "player": 7}
    w.close()
    to_dawn(cs)
    ev = next(e for e in cs.state.log if e.kind == "announce:seance")
    assert ev.seats == (7,) and NM.decode(ev.value) == ("seance_grave", "villager")


# --- the town crier ------------------------------------------------------------------------------

def test_the_crier_plays_a_card_for_the_morning(qtbot, cs):
    fixed(cs)
    assert goto(cs, visit_of(3, 2))
    w = shown(cs, qtbot)
    assert "Play a card for the morning?" in texts(w)
    assert [c for c, _ in w.events.cards] == list(HAND) and w.events.kind == "event"
    assert w.confirm.text() == "Play" and w.secondary.text() == "Keep them"
    # the tiles may be tapped as on every visit of the lap: here a tap does nothing
    assert not w.confirm.isEnabled() and all(w.tiles.is_legal(i) for i in range(8))
    tap_event(qtbot, w, 2)
    assert w.event_caption.text() == "Eclipse: The moon is dark: the wolves cannot kill next night."
    fill_round(w)
    click(qtbot, w.confirm)
    assert held(cs, "town_crier").args == {"play": "eclipse"}
    assert "You play Eclipse: if you are alive at dawn, it is this dawn's event." in texts(w)
    w.close()
    to_dawn(cs)
    ev = dawn_line(cs, "announce:event")
    assert (ev.value, ev.target) == ("eclipse", 3)
    assert NM.hand(cs.state) == ("market_day", "second_hanging")


def test_the_crier_keeps_his_cards(qtbot, cs):
    fixed(cs)
    assert goto(cs, visit_of(3, 2))
    w = shown(cs, qtbot)
    click(qtbot, w.secondary)
    assert held(cs, "town_crier").args is None
    assert "You keep your cards." in texts(w)
    w.close()
    to_dawn(cs)
    ev = dawn_line(cs, "announce:event")
    assert ev.value not in HAND and NM.hand(cs.state) == HAND


def test_a_tapped_card_and_player_survive_hiding_the_screen(qtbot, cs):
    fixed(cs)
    assert goto(cs, visit_of(0, 2))
    w = shown(cs, qtbot)
    tap_event(qtbot, w, 1)
    tap(qtbot, w, 4)
    kept = w.keep_state()
    w.close()
    w = shown(cs, qtbot)
    w.restore_state(kept)
    assert w.event_caption.text() == "Spirits of the Street: Is there a wolf among P4 and the two living players " \
                                     "beside them?"
    assert w.selected == 4 and w.taps["tiles"] == 1 and w.taps["cards"] == 1
    fill_round(w)
    assert w.confirm.isEnabled() and w.selected == 4


# --- the same shape ------------------------------------------------------------------------------

def row_shape(w) -> tuple:
    """The row of cards and its caption, where an onlooker sees them."""
    return (w.events.isVisibleTo(w), w.events.geometry().getRect(), w.event_caption.geometry().getRect(),
            w.tiles.geometry().getRect())


@pytest.mark.parametrize("crier", [3, None])
def test_every_visit_of_the_card_lap_has_the_same_shape(qtbot, cs, crier):
    fixed(cs, crier=crier)
    before, after, counts, kinds = set(), set(), {}, {}
    for seat in range(8):
        assert goto(cs, visit_of(seat, 2))
        w = shown(cs, qtbot)
        before.add(shape(w) + row_shape(w))
        counts[seat], kinds[seat] = len(w.events.cards), w.events.kind
        if cs.open.acted:
            pass
        elif cs.visit_view().step is None or cs.options() == [{}]:
            tap(qtbot, w, seat)  # the decoy: tap any player, then Confirm
            fill_round(w)
            click(qtbot, w.confirm)
        else:
            while not cs.open.acted:  # the gypsy's or the crier's (or the witch's) skip
                click(qtbot, w.secondary)
        fill_rounds(w)
        after.add(shape(w) + row_shape(w))
        w.close()
        cs.submit(A.FinishVisit())
    assert len(before) == 1, before
    assert len(after) == 1, [[a[i] for a in after] for i in range(len(next(iter(after))))]
    assert kinds[0] == "event" and all(kinds[s] == "back" for s in (1, 2, 4, 5, 6, 7))
    # the decoy's face-down cards are as many as the gypsy's (public: every spent card is read at dawn)
    assert {counts[s] for s in (0, 1, 2, 4, 5, 6, 7)} == {5}
    assert counts[3] == (3 if crier is not None else 5)  # the crier's hand is public


def test_the_face_down_row_counts_the_gypsys_cards_left(qtbot, cs):
    fixed(cs)
    cs.state = K.put(cs.state, nm_used=("seance_wolf", "seance_pair"))
    assert goto(cs, visit_of(0, 2))
    w = shown(cs, qtbot)
    assert [c for c, _ in w.events.cards] == ["seance_neighbours", "seance_grave", "seance_cause"]
    w.close()
    assert goto(cs, visit_of(1, 2))
    w = shown(cs, qtbot)
    assert w.events.kind == "back" and len(w.events.cards) == 3


def test_no_row_without_the_gypsy_and_the_crier(qtbot, cs):
    fixed(cs, crier=None, roles=tuple("villager" if r == "gypsy" else r for r in ROLES))
    for seat in (0, 1):
        assert goto(cs, visit_of(seat, 2))
        w = shown(cs, qtbot)
        assert not w.events.isVisible() and not w.events.sizePolicy().retainSizeWhenHidden()
        w.close()
        cs.submit(A.Decoy() if not cs.options() or cs.options() == [{}] else A.Act(None))
        cs.submit(A.FinishVisit())


def test_the_first_lap_has_no_row(qtbot, cs):
    fixed(cs)
    assert goto(cs, visit_of(0, 1))
    w = shown(cs, qtbot)
    assert not w.events.isVisible() and not w.events.sizePolicy().retainSizeWhenHidden()


# --- words ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("step", XP.NM_CARDS)
def test_both_steps_have_words(step):
    title, text = XP.w2_step_words(step, [])
    assert title and text and title != text


def test_the_words_are_translated(qapp):
    from app.ui.i18n import switch_language

    switch_language(qapp, "vi")
    try:
        assert XP.nm_step_words("gypsy")[0] == "Cầu hồn"
        assert XP.seance_dawn_line() == "Các vong hồn trả lời vào lúc bình minh, cho mọi người cùng nghe."
        assert XP.event_caption("gypsy", "seance_wolf", ["An"]).startswith("Hồn Chỉ Mặt: ")
    finally:
        switch_language(qapp, "en")
