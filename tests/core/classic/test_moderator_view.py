"""The moderator's view of a game played with real cards (views.board, views.call_view): who holds
each call and whether they can act, every seat's card and states."""
from __future__ import annotations

from app.core.classic import views as V
from app.core.classic.mode import CLASSIC, Choice

SEATS = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
ROLES = ("wolf", "wolf", "seer", "bodyguard", "witch", "hunter", "villager", "villager")


def _play(g, *choices):
    for step, seat, args in choices:
        g, _ = CLASSIC.apply(g, Choice(step, seat, args))
    return g


def _day(g):
    """Past the dawn's last turns (nothing to do), the day, and a vote nobody casts."""
    while g.phase in ("dawn", "dusk") and CLASSIC.request(g).seats:
        g, _ = CLASSIC.apply(g, Choice(g.step, CLASSIC.request(g).seats[0], {}))
    g, _ = CLASSIC.begin_vote(g)
    for s in CLASSIC.request(g).seats:
        g, _ = CLASSIC.apply(g, Choice("vote", s, {}))
    while g.phase in ("dawn", "dusk") and CLASSIC.request(g).seats:
        g, _ = CLASSIC.apply(g, Choice(g.step, CLASSIC.request(g).seats[0], {}))
    return g


def _status(g, step):
    return {c.seat: (c.status, c.why) for c in V.call_view(g, step).seats}


def test_a_call_names_its_holders_and_whether_they_can_act():
    g = CLASSIC.new_game(SEATS, seed=1, roles=ROLES)
    assert _status(g, "wolves") == {0: ("acts", None), 1: ("acts", None)}
    assert _status(g, "seer") == {2: ("later", None)}
    g = _play(g, ("wolves", 0, {"player": 2}), ("wolves", 1, {"player": 2}))
    assert _status(g, "wolves") == {0: ("done", None), 1: ("done", None)}
    assert V.call_view(g, "seer").open


def test_a_dead_holder_spent_potions_and_last_nights_protectee():
    g = CLASSIC.new_game(SEATS, seed=1, roles=ROLES)
    g = _play(g, ("wolves", 0, {"player": 2}), ("wolves", 1, {"player": 2}), ("seer", 2, {}),
              ("bodyguard", 3, {"player": 6}), ("witch", 4, {"poison": 7}))
    g = _day(g)  # the seer and Hal died at dawn; a vote nobody casts
    assert g.phase == "night" and g.round == 2
    assert _status(g, "seer") == {2: ("dead", None)}
    assert V.call_view(g, "bodyguard").last == 6
    assert V.call_view(g, "witch").spent == ("poison",)
    g = _play(g, ("wolves", 0, {"player": 6}), ("wolves", 1, {"player": 6}), ("bodyguard", 3, {"player": 5}),
              ("witch", 4, {"save": True}))
    g = _day(g)
    g = _play(g, ("wolves", 0, {"player": 5}), ("wolves", 1, {"player": 5}), ("bodyguard", 3, {}))
    assert V.call_view(g, "witch").spent == ("save", "poison")
    assert _status(g, "witch") == {4: ("cannot", "potion_spent")}


def test_the_board_shows_every_card_and_the_lovers():
    g = CLASSIC.new_game(SEATS, preset="extended", seed=2,
                         roles=("wolf", "wolf", "seer", "cupid", "elder", "hunter", "villager", "knight"))
    g = _play(g, ("cupid", 3, {"players": [5, 6]}))
    b = V.board(g)
    assert [s.role for s in b.seats] == list(g.roles)
    assert "lover" in b.seats[5].marks and "lover" in b.seats[6].marks and "lover" not in b.seats[3].marks
    assert _status(g, "lovers") == {5: ("shown", None), 6: ("shown", None)}
    g = _play(g, ("wolves", 0, {"player": 7}), ("wolves", 1, {"player": 7}), ("seer", 2, {}))
    b = V.board(g)
    assert b.seats[7].died == ("N1", "bite") and "sick" in b.seats[0].marks  # the knight's first wolf to his left
