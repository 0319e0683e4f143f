"""At every curtain and on the day screen, nothing on screen or in the widget tree gives away a hidden card.

The walk reads every widget's texts, tooltips and accessible names, every item view's rows,
and every table item. Widgets flagged ``publicInfo`` (the setup screen, the roles in this
game) list the deck, which is public, and are left out; so are the mark boards' printed
spaces. Curtains must also be identical for every seat apart from the name.
"""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QComboBox, QGraphicsView, QLabel,
                               QLineEdit, QWidget)

from app.core.onenight.catalog import ARTIFACTS, MARKS, ROLES
from app.ui import session as S
from app.ui import table as T
from app.ui import texts

from .conftest import NAMES, make_tour

# whole games by clicks; none of these tests tests saving (issue 33: the autosave was a third of a game)
pytestmark = [pytest.mark.usefixtures("no_autosave"), pytest.mark.no_paint]

DECKS = [
    ["vampire", "the_master", "the_count", "renfield", "cupid", "priest", "marksman", "pickpocket"],
    ["copycat", "vampire", "vampire", "diseased", "instigator", "assassin", "apprentice_assassin", "gremlin"],
    ["doppelganger", "seer", "werewolf", "minion", "robber", "troublemaker", "insomniac", "mason"],
    ["sentinel", "revealer", "curator", "witch", "mystic_wolf", "aura_seer", "squire", "beholder"],
]
# Mixed boxes, with every token: shields, artifacts, cards left face up, the wolf card.
MIXED = [
    ["doppelganger", "sentinel", "curator", "revealer", "werewolf", "vampire", "seer", "cupid"],
    ["sentinel", "alpha_wolf", "werewolf", "curator", "the_count", "vampire", "revealer", "witch", "robber"],
    ["copycat", "sentinel", "curator", "revealer", "mystic_wolf", "the_master", "thing", "paranormal_investigator"],
]
MARK_TEXT = [texts.mark_name(m) for m in MARKS]
ARTIFACT_TEXT = [texts.artifact_name(a) for a in ARTIFACTS] + list(ARTIFACTS)


def secret(public_roles: set[str] = frozenset()) -> re.Pattern:
    """Any hidden identity: role, mark and artifact names and art (roles lying face up are public)."""
    roles = [r for r in ROLES if r not in public_roles]
    words = [texts.role_name(r) for r in roles] + roles + MARK_TEXT + ARTIFACT_TEXT
    return re.compile(r"\b(" + "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True))
                      + r")\b|roles/[a-z_]+\.svg|marks/[a-z_]+\.svg|artifacts/[a-z_]+\.svg")


SECRET = secret()


def _public(w: QWidget) -> bool:
    while w is not None:
        if w.property("publicInfo"):
            return True
        w = w.parentWidget()
    return False


def widget_strings(root: QWidget) -> list[str]:
    """Every string the widget tree holds (hidden pages included), public listings left out."""
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if _public(w):
            continue
        out += [w.toolTip(), w.accessibleName(), w.accessibleDescription(), w.statusTip(), w.whatsThis()]
        if w.isWindow():
            out.append(w.windowTitle())
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        if isinstance(w, QLineEdit):
            out += [w.text(), w.placeholderText()]
        if isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            m = w.model()
            for r in range(m.rowCount()):
                idx = m.index(r, 0)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
                    v = idx.data(role)
                    if isinstance(v, str):
                        out.append(v)
        full = getattr(w, "full_text", None)
        if callable(full):
            out.append(full())
    return [s for s in out if s]


def scene_facts(root: QWidget, public_up: dict[int, str]) -> list[str]:
    """Face-up cards and marks on every table, and the items' texts (the printed boards left out)."""
    out: list[str] = []
    for view in root.findChildren(QGraphicsView):
        if _public(view):
            continue
        scene = view.scene()
        for item in scene.items():
            if isinstance(item, T.SpaceItem):
                continue
            out.append(item.toolTip())
            if isinstance(item, (T.NameItem, T.PillItem)):
                out.append(item.text)
            if isinstance(item, T.TokenItem) and item.art not in ("tokens/shield.svg", "tokens/artifact_back.svg"):
                out.append(item.art)
        if isinstance(scene, T.TableScene):
            for r, place in enumerate(scene.places):
                if place.card.face and public_up.get(r) != place.card.face:
                    out.append(f"card {r} shows roles/{place.card.face}.svg")
                if place.mark is not None and place.mark.face:
                    out.append(f"mark {r} shows marks/{place.mark.face}.svg")
    return [s for s in out if s]


def leaks(window, public_up: dict[int, str] | None = None) -> list[str]:
    public_up = public_up or {}
    pattern = secret(set(public_up.values())) if public_up else SECRET
    names = sorted({texts.role_name(r) for r in public_up.values()}, key=len, reverse=True)
    strings = widget_strings(window) + scene_facts(window, public_up)

    def hidden(s: str) -> str:  # a face-up card's name is public ("Aura Seer" is not a hidden Seer)
        for name in names:
            s = s.replace(name, "")
        return s

    return [s for s in strings if pattern.search(hidden(s))]


def curtain_fingerprint(window, name: str) -> list[str]:
    strings = widget_strings(window) + scene_facts(window, {})
    return sorted(s.replace(name, "<NAME>") if s.startswith("Pass to ") else s for s in strings)


@pytest.mark.parametrize("deck", DECKS)
def test_curtains_and_day_show_nothing_hidden(qtbot, window, session, deck):
    tour = make_tour(window, seed=5)
    tour.setup(5, deck, NAMES)
    prints = []
    while session.screen in (S.CURTAIN, S.VISIT):
        if session.screen == S.CURTAIN:
            assert leaks(window) == []
            prints.append(curtain_fingerprint(window, session.seats[session.holder]))
            tour.open_curtain()
        else:
            tour.visit()
    assert len(prints) >= 5
    diffs = [sorted(set(p) ^ set(prints[0])) for p in prints if p != prints[0]]
    assert not diffs, f"a curtain differs between seats: {diffs}"
    assert session.screen == S.DAY
    pub = session.public_view()
    assert leaks(window, dict(pub.face_up)) == []


def test_the_walk_would_see_a_face_up_card(qtbot, window, session):
    """The check itself works: during a visit the holder's own card is face up and is found."""
    tour = make_tour(window)
    tour.setup(5, DECKS[0], NAMES)
    tour.open_curtain()
    assert session.screen == S.VISIT
    assert leaks(window) != []


def _tokens(scene) -> list[str]:
    return [item.art for item in scene.items() if isinstance(item, T.TokenItem)]


@pytest.mark.parametrize("deck", MIXED)
def test_tokens_are_private_at_night_and_public_from_the_day(qtbot, window, session, deck):
    tour = make_tour(window, seed=9, choose=None)  # real actions: shields, artifacts, face-up cards
    window.seed = 2  # a deal where the Sentinel and the Curator are players
    tour.setup(5, deck, NAMES)
    visit = window.pages[S.VISIT]
    prints = []
    while session.screen in (S.CURTAIN, S.VISIT):
        if session.screen == S.CURTAIN:
            assert leaks(window) == []
            assert _tokens(visit.scene) == []  # nothing lies on a curtain's hidden table
            prints.append(curtain_fingerprint(window, session.seats[session.holder]))
            tour.open_curtain()
            v = session.visit
            if v.stage in ("sleep", "slept"):
                own = next((x.value for x in session.seat_view(v.seat).seen if x.kind == "artifact"), "")
                # a sleeper sees no token, only the artifact on his own card from Dawn on
                assert _tokens(visit.scene) == ([f"artifacts/{own}.svg"] if own else [])
        else:
            tour.visit()
    diffs = [sorted(set(p) ^ set(prints[0])) for p in prints if p != prints[0]]
    assert not diffs, f"a curtain differs between seats: {diffs}"
    assert session.screen == S.DAY
    pub = session.public_view()
    assert pub.shields or pub.artifact_seats or pub.face_up, "the tour made no token appear"
    assert leaks(window, dict(pub.face_up)) == []
    day = window.pages[S.DAY].table.scene
    for r, place in enumerate(day.places[:len(pub.seats)]):
        assert (place.shield is not None) == (r in pub.shields)
        assert (place.artifact is not None) == (r in pub.artifact_seats)
        if place.artifact is not None:
            assert place.artifact.art == "tokens/artifact_back.svg"
