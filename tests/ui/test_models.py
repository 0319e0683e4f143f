"""Every item model passes Qt's model tester, and behaves as the screens expect."""
from __future__ import annotations

from PySide6.QtCore import QModelIndex

from app.core.onenight import engine as G
from app.core.onenight import views
from app.ui import models as M


def test_players_model(qtmodeltester):
    m = M.PlayersModel(["Ann", "Bob", "Cat"])
    qtmodeltester.check(m)
    assert m.add("Hương")
    assert m.moveRows(QModelIndex(), 0, 1, QModelIndex(), 3)
    assert m.names() == ["Bob", "Cat", "Ann", "Hương"]
    qtmodeltester.check(m)


def test_players_model_rejects_empty_and_duplicate_names(qtbot):
    m = M.PlayersModel(["Ann", "Bob"])
    with qtbot.waitSignal(m.problem) as blocker:
        assert not m.add("   ")
    assert blocker.args == ["empty"]
    with qtbot.waitSignal(m.problem) as blocker:
        assert not m.setData(m.index(1), " ann ")
    assert blocker.args == ["duplicate"]
    assert m.names() == ["Ann", "Bob"]


def test_players_model_accepts_emoji_diacritics_and_long_names():
    m = M.PlayersModel([])
    for name in ("Lan 🌙", "Nguyễn Thị Hương", "M" * 60):
        assert m.add(name)
    assert m.names() == ["Lan 🌙", "Nguyễn Thị Hương", "M" * 60]


def test_deck_model(qtmodeltester):
    m = M.DeckModel()
    m.set_deck(["vampire", "vampire", "villager", "seer"])
    qtmodeltester.check(m)
    assert sorted(m.deck()) == ["seer", "vampire", "vampire", "villager"]


def test_deck_model_cycles_copies_up_to_the_box_limit():
    m = M.DeckModel()
    row = M.ROLE_ORDER.index("vampire")
    for want in (1, 2, 0):
        m.cycle(m.index(row), 1)
        assert m.deck().count("vampire") == want


def test_vampire_box_roles_come_first_with_the_villager():
    vampire_tab = [r for r in M.ROLE_ORDER if M.shelf(r) == "vampire"]
    assert vampire_tab == ["copycat", "vampire", "the_master", "the_count", "renfield", "diseased", "cupid",
                           "instigator", "priest", "assassin", "apprentice_assassin", "marksman", "pickpocket",
                           "gremlin", "villager"]


def test_box_filter(qtmodeltester):
    m = M.DeckModel()
    f = M.BoxFilter("daybreak")
    f.setSourceModel(m)
    qtmodeltester.check(f)
    assert f.rowCount() == 11


def test_roles_model(qtmodeltester):
    m = M.RolesModel()
    m.set_deck(("vampire", "vampire", "cupid"))
    qtmodeltester.check(m)
    assert m.rowCount() == 2


def test_table_model(qtmodeltester):
    m = M.TableModel()
    m.set_layout(("Ann", "Bob", "Cat"), 3, True)
    m.set_places({0: {M.FACE: "seer", M.CARD_TARGET: "legal"}, 4: {M.CARD_TARGET: "illegal", M.REASON: "no"}})
    qtmodeltester.check(m)
    m.face_down()
    assert all(m.value(r, M.FACE) == "" for r in range(6))


def test_spaces_model(qtmodeltester):
    g = G.new_game(["Ann", "Bob", "Cat"], ["vampire", "cupid", "priest", "villager", "seer", "marksman"], 1)
    m = M.SpacesModel()
    m.set_spaces(views.public_view(g).spaces)
    qtmodeltester.check(m)
    assert m.rowCount() > 0


def test_lines_model(qtmodeltester):
    m = M.LinesModel()
    m.set_lines([("one", True), ("two", False, "kind")])
    qtmodeltester.check(m)


def test_votes_model(qtmodeltester):
    m = M.VotesModel()
    m.set_seats(("Ann", "Bob", "Cat"))
    assert not m.setData(m.index(0), 0, M.TARGET)  # nobody votes for themselves
    for s in range(3):
        m.setData(m.index(s), (s + 1) % 3, M.TARGET)
    qtmodeltester.check(m)
    assert m.complete() and m.votes() == [1, 2, 0]


def test_the_villager_is_offered_with_the_werewolf_box_too():
    m = M.DeckModel()
    tabs = {}
    for box in ("vampire", "werewolf", "daybreak", "bonus"):
        f = M.BoxFilter(box)
        f.setSourceModel(m)
        tabs[box] = [f.index(r, 0).data(M.ROLE_ID) for r in range(f.rowCount())]
    assert "villager" in tabs["vampire"] and "villager" in tabs["werewolf"]
    assert "villager" not in tabs["daybreak"] and "villager" not in tabs["bonus"]
    assert tabs["werewolf"].count("villager") == 1
