"""The night's shape on screen (DESIGN.md §Hand-off 7): the lap, never the phase, on a private
screen; whole laps; the sleep decoy taps and turns cards over like a real visit."""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from app.core.onenight import handoff as P
from app.ui import session as S

from .conftest import NAMES, make_tour

DECK = ["vampire", "the_master", "the_count", "renfield", "cupid", "priest", "marksman", "pickpocket"]


def test_a_private_screen_shows_the_lap_and_it_never_changes_during_a_visit(qtbot, window, session):
    tour = make_tour(window)
    tour.setup(5, DECK, NAMES)
    page = window.pages[S.VISIT]
    fixed = P.night_shape(DECK, 5).laps
    seen: dict[int, set[str]] = {}  # visit number -> every label its screen showed

    def note() -> None:  # runs after the page's own refresh on every change of the visit
        if session.screen == S.VISIT and session.plan is not None:
            seen.setdefault(session.plan.visits, set()).add(page.phase.text())

    session.visit_changed.connect(note)
    holders = []
    while session.screen in (S.CURTAIN, S.VISIT):
        tour.open_curtain()
        holders.append(session.holder)
        tour.visit()
    assert session.screen == S.DAY
    n_visits = len(holders)
    assert n_visits % 5 == 0 and n_visits >= 5 * fixed and holders[-1] == 4
    assert sorted(seen) == list(range(1, n_visits + 1))
    assert all(len(labels) == 1 for labels in seen.values()), seen
    labels = [next(iter(seen[k])) for k in range(1, n_visits + 1)]
    laps = n_visits // 5
    assert labels == [f"Lap {k} of {max(k, fixed)}" for k in range(1, laps + 1) for _ in range(5)]
    assert not any(re.search(r"Dusk|Night|Dawn", text) for text in labels)


def test_the_lap_label_is_translated(qapp):
    from app.ui.i18n import install_translators

    installed = install_translators(qapp, "vi")
    try:
        assert QCoreApplication.translate("VisitScreen", "Lap %1 of %2") == "Vòng %1 trên %2"
        assert QCoreApplication.translate("VisitScreen", "Keep your eyes closed. Press Next.") == "Hãy nhắm mắt. Bấm Tiếp."
    finally:
        for t in installed:
            qapp.removeTranslator(t)


def test_a_sleepers_decoy_has_rounds_taps_and_flips_like_a_real_visit(qtbot, window, session, settings, monkeypatch):
    settings.animation_ms = 2000  # long enough to catch the flip running
    monkeypatch.setattr(S.P, "decoy_rounds", lambda plan, rng: ((2, 1), (0, 0), (3, 2)))
    tour = make_tour(window)
    tour.setup(5, DECK, NAMES)
    page = window.pages[S.VISIT]
    for _ in range(20):  # the first visit with nothing to do
        tour.open_curtain()
        if session.visit.stage == "sleep":
            break
        tour.visit()
    v = session.visit
    assert v.stage == "sleep" and v.decoy == ((2, 1), (0, 0), (3, 2))
    scene = page.scene

    def flipping() -> list[int]:
        return [r for r, p in enumerate(scene.places) if p.card.flipping()]

    taps = 0
    # round 1: two cards, Confirm; one of them turns over (and lands face down again)
    for r in (1, 2):
        tour.click_item(page.view, scene.places[(v.seat + r) % 5].card)
        taps += 1
    assert page.confirm.isEnabled() and not page.done.isEnabled()
    faces = [p.card.face for p in scene.places]
    tour.click(page.confirm)
    taps += 1
    assert flipping() == [(v.seat + 1) % 5]
    assert v.stage == "slept" and page.confirm.isEnabled() and page.confirm.text() == "Next"
    assert not page.done.isEnabled()
    tour.click(page.confirm)  # Next
    taps += 1
    # round 2: no card, Confirm at once (as an actor with nothing to choose)
    assert v.stage == "sleep" and v.decoy_round == 1 and page.confirm.isEnabled()
    scene.finish_animations()
    tour.click(page.confirm)
    taps += 1
    assert flipping() == []
    tour.click(page.confirm)  # Next
    taps += 1
    # round 3: three cards, two turn over
    assert not page.confirm.isEnabled()
    picked = [5, 6, 7]  # centre cards
    for r in picked:
        tour.click_item(page.view, scene.places[r].card)
        taps += 1
    tour.click(page.confirm)
    taps += 1
    assert flipping() == picked[:2]
    assert [p.card.face for p in scene.places] == faces, "a decoy shows nothing"
    assert page.done.isEnabled() and not page.confirm.isEnabled()
    tour.click(page.done)
    taps += 1
    from app.core.onenight.simulate import visit_taps

    assert taps == visit_taps(((2, 1), (0, 0), (3, 2)))
    assert session.screen in (S.CURTAIN, S.DAY)
