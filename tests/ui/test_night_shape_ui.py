"""The night's shape on screen (DESIGN.md §Hand-off 7 and 8): the lap, never the phase, on a private
screen; whole laps; every visit of a lap plays the same rounds, taps, presses and flips."""
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


def test_every_visit_of_a_lap_plays_the_same_rounds_on_screen(qtbot, window, session, settings):
    """DESIGN.md §Hand-off 8, on the real screen: in each lap, every seat's visit (an actor's, a
    sleeper's, one with a decision taken early) has the same rounds, the same taps in each, the same
    presses, as many cards turning over after each Confirm, and the same buttons."""
    settings.animation_ms = 2000  # long enough to catch the flips running
    tour = make_tour(window)
    tour.setup(5, DECK, NAMES)
    page = window.pages[S.VISIT]
    scene = page.scene
    seen: dict[int, set[tuple]] = {}
    record: list = []
    click, click_item = tour.click, tour.click_item

    def flipping() -> int:
        return sum(p.card.flipping() + (p.mark is not None and p.mark.flipping()) for p in scene.places)

    def pressed(button) -> None:
        v = session.visit
        before = v.stage if v is not None else ""
        taps = page.taps_made() if before in ("ask", "sleep") else 0
        scene.finish_animations()
        if button is page.confirm and before in ("ask", "sleep"):
            record.append(("confirm", taps))
            click(button)
            record.append(("flips", flipping()))
        elif button is page.secondary:
            record.append(("tap",))
            click(button)
        else:
            record.append((button.text().split(" ")[0],))
            click(button)

    def tapped(view, item) -> None:
        record.append(("tap",))
        click_item(view, item)

    tour.click, tour.click_item = pressed, tapped
    buttons: dict[int, set[tuple]] = {}
    while session.screen in (S.CURTAIN, S.VISIT):
        tour.open_curtain()
        lap = P.lap(session.plan)
        buttons.setdefault(lap, set()).add((page.secondary.isVisible(), page.confirm.isVisible(), page.done.isVisible(),
                     tuple(b.isVisible() for b in page.direction_buttons),
                     # and greyed or not alike: a greyed Nothing or direction is seen from afar
                     page.secondary.isEnabled(), page.confirm.isEnabled(), page.done.isEnabled(),
                     tuple(b.isEnabled() for b in page.direction_buttons)))
        record.clear()
        tour.visit()
        # the taps a round took, not which (a pick, a tap that does nothing, Nothing)
        seen.setdefault(lap, set()).add(tuple(x for x in record))
    assert session.screen == S.DAY
    fixed = P.night_shape(DECK, 5)
    assert sorted(seen) == list(range(1, fixed.laps + 1))
    for lap, shapes in seen.items():
        assert len(shapes) == 1, (lap, shapes)
        (shape,) = shapes
        script = fixed.script(lap).rounds
        assert [x[1] for x in shape if x[0] == "confirm"] == [t for t, _ in script]
        assert [x[1] for x in shape if x[0] == "flips"] == [f for _, f in script]
    assert all(len(b) == 1 for b in buttons.values()), repr(buttons)  # each lap's visits open alike
    assert len({b[:4] for shapes in buttons.values() for b in shapes}) == 1  # the same buttons in every lap
