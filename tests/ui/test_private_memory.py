"""After a private screen closes, memory holds no face it showed (defence in depth)."""
from __future__ import annotations

from PySide6.QtGui import QPixmap, QPixmapCache

from app.ui import resources
from app.ui import session as S
from app.ui import table as T

from .conftest import NAMES, make_tour

DECK = ["vampire", "the_master", "the_count", "renfield", "cupid", "priest", "marksman", "pickpocket"]


def _faces_in_cache() -> set[str]:
    """The faces the table's pixmap cache holds, drawn in colour or in greys (a private screen's)."""
    rels = {key.removeprefix("grey:") for key, _w, _h in T._PIXMAPS}
    return {rel for rel in rels if rel.startswith(("roles/", "marks/", "artifacts/"))
            and rel not in (resources.CARD_BACK, resources.MARK_BACK, resources.SPACE_EMPTY)}


def test_after_a_visit_the_caches_hold_no_face_it_showed(qtbot, window, session):
    tour = make_tour(window)
    tour.setup(5, DECK, NAMES)
    tour.open_curtain()
    assert session.screen == S.VISIT
    window.grab()  # paint the visit (its table: every card the shared back, a known one with its name on a band)
    assert resources.CARD_BACK in {key for key, _w, _h in T._PIXMAPS}
    probe = QPixmap(4, 4)
    assert QPixmapCache.insert("private-probe", probe)
    session.hide_visit()
    assert session.screen == S.CURTAIN
    window.grab()  # the curtain paints
    assert _faces_in_cache() == set()
    assert QPixmapCache.find("private-probe") is None
    assert resources.svg.cache_info().currsize <= 3  # at most the backs the curtain drew


def test_the_hidden_visit_page_holds_no_face_up_item_at_the_resolution(qtbot, window, session):
    tour = make_tour(window)
    tour.setup(5, DECK, NAMES)
    tour.night()
    tour.day()
    tour.vote()
    assert session.screen == S.RESOLUTION
    tour.click(window.pages[S.RESOLUTION].reveal_button)
    assert session.screen == S.REVEAL
    visit = window.pages[S.VISIT]
    scene = visit.scene
    assert scene.space_items, "the vampire deck has mark boards"
    for p in scene.places:
        assert p.card.face == ""
        assert p.mark is None or p.mark.face == ""
    assert all(item.token in ("", "back") for item in scene.space_items)
    assert all(visit.spaces_model.index(r).data(T.M.TOKEN) in ("", "back")
               for r in range(visit.spaces_model.rowCount()))
