"""One whole game mixing the four boxes, with a Doppelganger, a Sentinel, a Curator and the
Alpha Wolf's wolf card, played through the screens from setup to the reveal."""
from __future__ import annotations

import pytest

from app.core.onenight import views
from app.ui import session as S
from app.ui import texts

from .conftest import make_tour

pytestmark = pytest.mark.no_paint  # whole games by clicks, no picture taken (issue 33)

NAMES8 = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
DECK = ["doppelganger", "sentinel", "alpha_wolf", "werewolf", "curator", "witch", "the_count", "vampire", "seer",
        "robber", "cupid", "mystic_wolf"]


@pytest.mark.usefixtures("no_autosave")  # no saving tested here (issue 33)
def test_a_mixed_game_shows_shields_artifacts_and_the_wolf_card(qtbot, window, session):
    window.seed = 11
    tour = make_tour(window, seed=11, choose=None)  # the tour's own choices: real actions, no skips
    tour.setup(8, DECK, NAMES8)
    assert session.game.deck.count("werewolf") == 1 and len(session.game.places) == 12
    dealt = session.game.cards[:8]
    assert {"doppelganger", "sentinel", "curator"} <= set(dealt)
    visit = window.pages[S.VISIT]
    awake_shields: list[tuple[int, ...]] = []
    dawn: list[str] = []
    while session.screen in (S.CURTAIN, S.VISIT):
        if session.screen == S.CURTAIN:
            tour.open_curtain()
            v = session.visit
            if v.stage == "ask":
                shown = tuple(r for r, p in enumerate(visit.scene.places) if p.shield is not None)
                assert shown == views.shield_seats(session.game)
                awake_shields.append(shown)
            art = next((x.value for x in v.news if x.kind == "artifact"), "")
            if art:
                assert visit.art.art == f"artifacts/{art}.svg"
                assert texts.artifact_name(art) in visit.art_text.text()
                assert visit.scene.places[v.seat].artifact.art == f"artifacts/{art}.svg"
                dawn.append(art)
        else:
            tour.visit()
    assert any(awake_shields), "no awake player saw the shield"
    assert dawn, "nobody found an artifact at dawn"

    assert session.screen == S.DAY
    pub = session.public_view()
    day = window.pages[S.DAY]
    assert pub.shields and pub.artifact_seats and pub.centre_slots == 4
    scene = day.table.scene
    assert scene.caption is not None and scene.places[8 + 3].card.rotation() == 90
    for s in pub.shields:
        assert scene.places[s].shield is not None
    for s in pub.artifact_seats:
        assert scene.places[s].artifact.art == "tokens/artifact_back.svg"
    assert "shield" in day.tokens_label.text() and "artifact" in day.tokens_label.text()

    tour.day()
    tour.vote()
    assert session.screen == S.RESOLUTION
    tour.end()
    reveal = window.pages[S.REVEAL]
    holder = pub.artifact_seats[0]
    art = session.public_view().artifacts[holder]
    assert reveal.table.scene.places[holder].artifact.art == f"artifacts/{art}.svg"
    story = reveal.story.lines()
    assert any("shielded" in line for line in story)
    assert any("put an artifact" in line for line in story)
    assert any(line.startswith("Doppelgänger") for line in story)
