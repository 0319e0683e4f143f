"""What a visit shows a player: thumbs and taps over the seats, and cards moved by their own hand."""
from __future__ import annotations

from app.core.onenight import engine as G
from app.core.onenight import handoff as P
from app.ui import session as S

from .conftest import make_tour

SEATS = ["Ann", "Bob", "Cat", "Dan"]


def _visit_of(window, session, deal: G.Deal, seat: int, choose=None):
    """Play visits through the screens until `seat`'s visit opens with a decision or night news."""
    session.begin(P.start(G.new_game(SEATS, deal=deal)))
    tour = make_tour(window, choose=choose or (lambda step, s, opts, mandatory: opts[0] if opts else None))
    for _ in range(40):
        tour.open_curtain()
        v = session.visit
        if v.seat == seat and (any(x.step != "mark_check" for x in v.news) or v.stage == "ask"):
            return tour, window.pages[S.VISIT]
        tour.visit()
    raise AssertionError("no visit with news")


def test_the_minion_sees_the_werewolves_marked_on_the_table(qtbot, window, session):
    deal = G.Deal(("minion", "werewolf", "villager", "hunter"), ("villager", "prince", "bodyguard"))
    tour, page = _visit_of(window, session, deal, 0)
    assert page.scene.places[1].hint is not None and page.scene.places[1].hint.text == "werewolf"
    assert any("The werewolves raised a thumb for you: Bob." in line for line in page.known_model.lines())


def test_a_tapped_player_knows_which_neighbour_is_the_thing(qtbot, window, session):
    deal = G.Deal(("thing", "villager", "villager", "hunter"), ("villager", "prince", "bodyguard"))
    choose = lambda step, s, opts, mandatory: {"direction": "left"} if step == "thing" else None  # noqa: E731
    tour, page = _visit_of(window, session, deal, 1, choose)
    assert any("a Thing sits on your right (Ann)" in line for line in page.known_model.lines())
    assert page.scene.places[0].hint.text == "Thing"


def test_the_witch_sees_where_the_centre_card_went(qtbot, window, session):
    deal = G.Deal(("witch", "villager", "villager", "hunter"), ("seer", "prince", "bodyguard"))
    choose = lambda step, s, opts, mandatory: {"centre": 0, "player": "Cat"} if step == "witch" else None  # noqa: E731
    tour, page = _visit_of(window, session, deal, 0, choose)
    tour.pick(page, "centre", 0)  # her look: the round's Confirm shows it
    tour.fill_taps(page)
    tour.click(page.confirm)
    assert session.visit.stage == "looked" and page.scene.places[4].card.face == "seer"
    tour.click(page.confirm)  # Next: whom to give it
    tour.pick(page, "seat", 2)
    tour.fill_taps(page)
    tour.click(page.confirm)
    assert page.scene.places[2].card.face == "seer"  # Cat now holds the Seer she saw
    assert page.scene.places[4].card.face == ""  # the card that went to the centre was not seen


def test_the_drunk_no_longer_knows_his_card(qtbot, window, session):
    deal = G.Deal(("drunk", "villager", "villager", "hunter"), ("seer", "prince", "bodyguard"))
    tour, page = _visit_of(window, session, deal, 0)
    assert page.scene.places[0].card.face == "drunk"
    tour.pick(page, "centre", 1)
    tour.fill_taps(page)
    tour.click(page.confirm)
    assert page.scene.places[0].card.face == ""
    assert page.scene.places[5].card.face == "drunk"  # his old card lies in the centre now


def test_the_seer_may_click_the_wolf_card_set_apart(qtbot, window, session):
    deal = G.Deal(("seer", "alpha_wolf", "villager", "hunter"), ("villager", "prince", "bodyguard"), "dream_wolf")
    choose = lambda step, s, opts, mandatory: opts[0] if mandatory and opts else None  # noqa: E731
    tour, page = _visit_of(window, session, deal, 0, choose)
    assert session.visit.ask.step == "seer"
    wolf = page.scene.places[4 + 3]
    assert wolf.card.rotation() == 90 and page.scene.caption is not None
    tour.pick(page, "centre", 0)
    assert wolf.card.target == "legal"
    tour.pick(page, "centre", 3)
    tour.fill_taps(page)
    tour.click(page.confirm)
    assert session.visit.stage == "result"
    assert "the wolf card" in page.now_text.text()  # decided early: the look comes at her turn
