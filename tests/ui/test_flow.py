"""The screen flow table, the session's one entry point and the private-screen base."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from app.core.common.errors import PhaseError
from app.core.onenight.phases import PHASES
from app.ui import session as S
from app.ui.flows.onenight import FLOW, PRIVATE

from .conftest import NAMES



def test_every_phase_has_a_screen_and_no_private_screen_is_resumed_into():
    assert set(FLOW) == set(PHASES.ids)
    for row in FLOW.values():
        assert row.opens not in PRIVATE
        for saved in (*row.keeps, *PRIVATE, "nowhere"):
            assert row.resume_at(saved) not in PRIVATE


def test_every_screen_has_a_builder():
    from app.ui.main import BUILDERS

    screens = {S.START, S.SETUP, S.CURTAIN, S.VISIT, S.DAY, S.VOTE, S.VOTE_CURTAIN, S.VOTE_VISIT,
               S.RESOLUTION, S.REVEAL, S.TABLE_NIGHT, S.TABLE_CARD}
    from app.ui.flows import classic as CF

    classic = {CF.C_MODE, CF.C_SETUP, CF.C_CURTAIN, CF.C_VISIT, CF.C_DAWN, CF.C_DAY, CF.C_BALLOT_CURTAIN,
               CF.C_BALLOT, CF.C_TALLY, CF.C_DUSK, CF.C_END, CF.C_TIEBREAK, CF.C_TRIAL, CF.C_TABLE_NIGHT,
               CF.C_TABLE_CARD, CF.C_PRESSER, CF.C_POWER_CURTAIN, CF.C_POWER,
               CF.C_DRAW, CF.C_CONFESS_CURTAIN, CF.C_CONFESS, CF.C_CRIER}  # New Moon's (CLASSIC.md §11.31)
    from app.ui.moderator.flow import EVERY_SCREEN

    # the laptop during a phone seat's turn; the moderator's table (a classic game with real cards)
    assert set(BUILDERS) == screens | classic | {"phone_turn"} | EVERY_SCREEN
    assert classic >= set(CF.PRIVATE) | set(CF.PRIVATE.values()) | CF.FLOW_SCREENS


def test_submit_reports_what_changed(qtbot, session):
    got: list[S.Changes] = []
    session.changed.connect(got.append)
    session.new_game(NAMES[:3], ["vampire", "the_master", "renfield", "priest", "cupid", "marksman"], 4)
    assert got[-1] == S.Changes(S.CURTAIN, table=True)
    changes = session.submit(S.OpenVisit())
    assert changes == S.Changes(S.VISIT, visit=True) and session.screen == S.VISIT
    assert session.submit(S.HideVisit()) == S.Changes(S.CURTAIN)
    assert session.submit(S.HideVisit()) == S.NOTHING
    with pytest.raises(PhaseError):
        session.submit(object())
    with pytest.raises(PhaseError):
        session.submit(S.StartVote())


UI = Path(__file__).resolve().parents[2] / "app" / "ui"


def _core_imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("app.core"):
            if node.module in ("app.core", "app.core.onenight", "app.core.common"):
                out.update(f"{node.module}.{a.name}" for a in node.names)
            else:
                out.add(node.module)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.startswith("app.core"))
    return out


# The UI may use a mode, what a seat and the table see, catalog data, errors and the shared
# data types of every mode; never the engine, the steps, the planner or the victory rules.
ALLOWED = {"app.core.modes", "app.core.lan.room", "app.core.lan.protocol", "app.core.lan.websocket", "app.core.common.errors", "app.core.common.ballot", "app.core.common.flow",
           "app.core.common.names", "app.core.common.codec",
           # the autosave's journal: records appended after a snapshot, framed and merged (no rules)
           "app.core.common.journal", "app.core.onenight.mode", "app.core.onenight.views",
           "app.core.onenight.catalog", "app.core.classic.mode", "app.core.classic.views",
           "app.core.classic.catalog",
           # the extended preset's catalog: its roles, options, deck rules and suggested deck (no engine)
           "app.core.classic.extended",
           # the second wave's data: its roles by team, the deal rules' card lists (no engine)
           "app.core.classic.wave2",
           # the end screen's second-wave facts: every team, the charmed, the spawn, the heretic's picks
           "app.core.classic.endview",
           # the deck builders' balance meter: random games of a deck, tallied (the simulators behind it)
           "app.core.balance",
           # New Moon's public sights: a dawn's draw, the cards in force (read off the log, no rules)
           "app.core.classic.nmview",
           # the narrator's script: line ids read from the engines' step tables (data, no rules)
           "app.core.narration"}


def test_the_ui_reaches_the_core_only_through_the_mode_views_catalog_and_errors():
    found = {str(p.relative_to(UI)): _core_imports(p) - ALLOWED for p in UI.rglob("*.py")}
    assert {k: v for k, v in found.items() if v} == {}
