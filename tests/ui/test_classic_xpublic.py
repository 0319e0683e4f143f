"""The extended preset's public screens over a real classic session (scripted games of
tests/ui/xpub_games.py): dawn and dusk lines, the captain's badge, the tallies, the tie-break,
the trial, the end; the growl's sound; nothing secret on a public screen before the end."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from app.ui import sound
from app.ui.autosave import Autosave
from app.ui.classic import actions as A
from app.ui.classic.public import AnnounceScreen, ClassicDayScreen, ClassicEndScreen, TallyScreen
from app.ui.classic.session import ClassicSession
from app.ui.classic.trial import TieBreakScreen, TrialScreen
from app.ui.flows.classic import C_DAWN, C_DAY, C_DUSK, C_END, C_TALLY, C_TIEBREAK, C_TRIAL

from .test_classic_screens import visible_texts
from .xpub_games import (NAMES8, NAMES10, OPTS_K, OPTS_L, OPTS_S, OPTS_T, ROLES_K, ROLES_L, SCRIPT_K, SCRIPT_L,
                         SCRIPT_S, SCRIPT_T, at, deal, play_until, step)


@pytest.fixture
def cs(settings, save_dir):
    return ClassicSession(settings, Autosave(save_dir))


@pytest.fixture(autouse=True)
def _quiet():
    sound.played.clear()
    yield
    sound.played.clear()


def show(qtbot, page, size=(1280, 720)):
    qtbot.addWidget(page)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow, timeout=2000)
    return page


def after_turns(screen, round_=None):
    return lambda c: (c.screen == screen and not c.announcement().last_turns
                      and (round_ is None or c.announcement().round == round_))


def tally(kind):
    return lambda c: c.screen == C_TALLY and c.tally_line()[0].kind == kind


def game(cs, which, until):
    names, roles, opts, script = {
        "K": (NAMES10, ROLES_K, OPTS_K, SCRIPT_K), "T": (NAMES10, ROLES_K, OPTS_T, SCRIPT_T),
        "S": (NAMES10, ROLES_K, OPTS_S, SCRIPT_S), "L": (NAMES8, ROLES_L, OPTS_L, SCRIPT_L)}[which]
    deal(cs, names, roles, opts)
    return play_until(cs, script, until), script


# --- dawn -----------------------------------------------------------------------------------------

def test_dawn_sick_wolf_new_captain_and_the_bear(qtbot, cs):
    game(cs, "K", after_turns(C_DAWN, 3))
    sound.played.clear()  # the game's chimes so far (test_sounds.py)
    page = show(qtbot, AnnounceScreen(cs, "dawn"))
    assert page.headline.full_text() == "Died last night: Ann and Eve"
    assert page.rows.texts() == ["Ann was a wolf, killed by the knight's sickness", "Fay is the new captain",
                                 "The bear growls: he senses danger"]
    assert "Wolf" in page.tiles.tile_text(0) and "Wolf" not in page.tiles.tile_text(1)
    assert sound.played == ["growl"]
    page.refresh()
    cs.changed.emit(None)
    assert sound.played == ["growl"]  # once while the line is on screen
    page.hide()
    page.show()
    assert sound.played == ["growl", "growl"]  # shown again: heard again


def test_dawn_without_a_growl_plays_nothing(qtbot, cs):
    game(cs, "K", after_turns(C_DAWN, 1))
    sound.played.clear()  # the game's chimes so far (test_sounds.py)
    page = show(qtbot, AnnounceScreen(cs, "dawn"))
    assert not any("bear" in t for t in page.rows.texts())
    assert sound.played == []


def test_muted_growl(qtbot, cs, settings):
    settings.sound = False
    game(cs, "K", after_turns(C_DAWN, 3))
    sound.played.clear()  # the game's chimes so far (test_sounds.py)
    page = show(qtbot, AnnounceScreen(cs, "dawn"))
    assert "The bear growls: he senses danger" in page.rows.texts()
    assert sound.played == []


# --- the captain's badge --------------------------------------------------------------------------

def test_the_badge_follows_the_captain(qtbot, cs):
    game(cs, "K", at(C_DAY))
    page = show(qtbot, ClassicDayScreen(cs))
    assert page.vote_button.text() == "Elect the captain"
    assert page.tiles.captain is None
    seen = []
    for _ in range(3000):
        if cs.screen == C_DAY:
            page.refresh()
            seen.append((cs.state.round, page.tiles.captain))
            if cs.state.round == 4:
                break
        step(cs, SCRIPT_K)
    eve, fay = NAMES10.index("Eve"), NAMES10.index("Fay")
    assert seen[1:] == [(2, eve), (3, fay), (4, fay)]
    assert "captain" in page.tiles.tile_text(fay)
    assert any("Fay is the new captain." == t for t in page.log.lines())
    assert page.vote_button.text() == "Vote"


# --- tallies ----------------------------------------------------------------------------------------

def test_election_tally(qtbot, cs):
    game(cs, "K", tally("election"))
    page = show(qtbot, TallyScreen(cs))
    t = page.view.texts()
    assert page.title.text() == "Day 1: the captain election"
    assert t[0] == "Eve is the captain"
    assert "Eve: 5 votes" in t[1] and "Fay: 2 votes" in t[1] and "abstained: 3" in t[1]
    assert "Ann → Eve" in t and "Hal abstained" in t


def test_a_tied_election_says_it_was_drawn(qtbot, cs):
    script = {k: v for k, v in SCRIPT_K.items() if k[1] != "election"}
    script.update({("D1", "election", "Ann"): "Eve", ("D1", "election", "Bob"): "Fay"})
    deal(cs, NAMES10, ROLES_K, OPTS_K)
    play_until(cs, script, tally("election"))
    page = show(qtbot, TallyScreen(cs))
    head = page.view.texts()[0]
    captain = NAMES10[cs.public_view().captain]
    assert head == f"A tie between Eve and Fay, drawn at random: {captain} is the captain"


def test_pointing_vote_tally_marks_the_captain_and_the_threshold(qtbot, cs):
    game(cs, "T", tally("tally"))
    page = show(qtbot, TallyScreen(cs))
    t = page.view.texts()
    assert t[0] == "Ivy goes on trial"
    assert "Ivy: 6 votes" in t[1] and "Ann: 2 votes" in t[1]
    assert "Eve is the captain: that ballot counts twice (×2)." in t[1]
    assert "To go on trial: more than half of the 10 players present, 6 votes or more" in t[1]
    assert "Eve ×2 → Ivy" in t and "Ann → Ivy" in t


def test_plurality_tie_goes_to_the_tiebreak(qtbot, cs):
    game(cs, "K", tally("tally"))
    page = show(qtbot, TallyScreen(cs))
    t = page.view.texts()
    assert t[0] == "A tie between Gus and Hal"
    assert "Eve ×2 → Hal" in t


def test_verdict_tally(qtbot, cs):
    game(cs, "T", tally("verdict"))
    page = show(qtbot, TallyScreen(cs))
    t = page.view.texts()
    assert page.title.text() == "Day 1: kill or spare"
    assert t[0] == "Ivy is condemned"
    assert "Kill: 5" in t[1] and "Spare: 2" in t[1] and "abstained: 3" in t[1]
    assert "Eve ×2 → kill" in t and "Cat → spare" in t


# --- the tie-break and the trial -------------------------------------------------------------------

def test_tiebreak_by_keyboard(qtbot, cs):
    game(cs, "K", at(C_TIEBREAK))
    page = show(qtbot, TieBreakScreen(cs))
    assert page.title.full_text() == "A tie: Eve, the captain, decides"
    assert page.tiles.names == ["Gus", "Hal"]  # the tied players only
    assert page.counts.text() == "Gus and Hal: 2 votes each"
    assert not page.confirm.isEnabled()
    page.tiles.setFocus()
    qtbot.keyClick(page.tiles, Qt.Key.Key_Right)
    qtbot.keyClick(page.tiles, Qt.Key.Key_Return)
    assert page.selected == NAMES10.index("Hal") and page.confirm.isEnabled()
    qtbot.keyClick(page.tiles, Qt.Key.Key_Left)
    qtbot.keyClick(page.tiles, Qt.Key.Key_Space)
    assert page.selected == NAMES10.index("Gus")
    qtbot.keyClick(page.tiles, Qt.Key.Key_Return)  # again on the picked one: confirmed
    assert cs.screen == C_DUSK
    assert any(line.kind == "tiebreak" and line.target == NAMES10.index("Gus") for line in cs.announcement().lines)


def test_tiebreak_by_mouse_and_the_badge_on_a_tied_captain(qtbot, cs):
    game(cs, "K", at(C_TIEBREAK))
    page = show(qtbot, TieBreakScreen(cs))
    qtbot.mouseClick(page.tiles, Qt.MouseButton.LeftButton, pos=page.tiles.tile_rect(1).center().toPoint())
    qtbot.mouseClick(page.tiles, Qt.MouseButton.LeftButton, pos=page.tiles.tile_rect(1).center().toPoint())
    assert cs.screen == C_TIEBREAK  # a second click does not confirm
    assert page.confirm.text() == "Confirm: Hal"
    qtbot.mouseClick(page.confirm, Qt.MouseButton.LeftButton)
    assert cs.screen == C_DUSK
    assert cs.announcement().dead == (NAMES10.index("Hal"),)


def test_trial_clock_and_keys(qtbot, cs):
    game(cs, "T", at(C_TRIAL))
    page = show(qtbot, TrialScreen(cs))
    assert page.title.full_text() == "Ivy is on trial"
    assert page.tiles.names == ["Ivy"] and page.tiles.accused == 0
    assert page.clock_label.full_text() == "2:00"
    assert page.start_button.hasFocus()
    qtbot.keyClick(page, Qt.Key.Key_Space)
    assert page.running and page.start_button.text() == "Pause"
    qtbot.keyClick(page, Qt.Key.Key_Space)
    assert not page.running
    assert isinstance(cs.timer_ms, int) and 0 < cs.timer_ms <= 120_000
    page.left_ms = 1
    page.toggle()
    qtbot.waitUntil(lambda: not page.running, timeout=3000)
    assert page.clock_label.full_text() == "Time is up"
    assert sound.played[-1:] == ["timer"] and not page.start_button.isEnabled() and cs.timer_ms == 0
    qtbot.keyClick(page, Qt.Key.Key_Up)
    assert page.ballots_button.hasFocus()
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert cs.stage == "vote" and cs.ballot_step() == "trial"


# --- dusk ---------------------------------------------------------------------------------------------

def test_dusk_the_idiot_survives(qtbot, cs):
    game(cs, "T", after_turns(C_DUSK))
    page = show(qtbot, AnnounceScreen(cs, "dusk"))
    assert page.headline.full_text() == "Ivy is the Idiot: he survives and loses his vote"
    assert page.tiles.names == ["Ivy"]
    assert "Village Idiot" in page.tiles.tile_text(0) and "no vote" in page.tiles.tile_text(0)
    play_until(cs, SCRIPT_T, at(C_DAY))
    day = show(qtbot, ClassicDayScreen(cs))
    ivy = NAMES10.index("Ivy")
    assert "no vote" in day.tiles.tile_text(ivy) and "Village Idiot" in day.tiles.tile_text(ivy)


def test_dusk_the_scapegoat_and_his_choice(qtbot, cs):
    game(cs, "S", after_turns(C_DUSK))
    page = show(qtbot, AnnounceScreen(cs, "dusk"))
    assert page.headline.full_text() == "Tie: Jon, the Scapegoat, dies"
    assert page.rows.texts() == ["Ann goes on trial tomorrow."]
    assert "Scapegoat" in page.tiles.tile_text(0)
    play_until(cs, SCRIPT_S, at(C_DAY))
    day = show(qtbot, ClassicDayScreen(cs))
    assert day.vote_button.text() == "Start Ann's trial"
    qtbot.mouseClick(day.vote_button, Qt.MouseButton.LeftButton)
    assert cs.screen == C_TRIAL


def test_dusk_hanged(qtbot, cs):
    game(cs, "K", after_turns(C_DUSK, 1))
    page = show(qtbot, AnnounceScreen(cs, "dusk"))
    assert page.headline.full_text() == "Gus is hanged"
    assert page.rows.texts() == ["Eve, the captain, breaks the tie: Gus."]


def test_dusk_spared(qtbot, cs):
    script = {**SCRIPT_T, ("D1", "trial", "Ann"): "spare", ("D1", "trial", "Bob"): "spare"}
    deal(cs, NAMES10, ROLES_K, OPTS_T)
    play_until(cs, script, after_turns(C_DUSK))
    page = show(qtbot, AnnounceScreen(cs, "dusk"))
    assert page.headline.full_text() == "Ivy is spared"


def test_nobody_on_trial(qtbot, cs):
    script = {k: v for k, v in SCRIPT_T.items() if not (k[1] == "vote" and v == "Ivy" and k[2] != "Ann")}
    deal(cs, NAMES10, ROLES_K, OPTS_T)
    play_until(cs, script, after_turns(C_DUSK))
    page = show(qtbot, AnnounceScreen(cs, "dusk"))
    assert page.headline.full_text() == "Nobody goes on trial"


# --- the end --------------------------------------------------------------------------------------------

def test_end_with_the_lovers_and_every_captain(qtbot, cs):
    game(cs, "L", at(C_END))
    page = show(qtbot, ClassicEndScreen(cs))
    assert page.headline.full_text() == "The lovers win"
    assert page.rows.texts() == ["The lovers: Ann and Cat",
                                 "Captains: Fay (from Day 1), Gus (from Night 2), Cat (from Night 3)"]
    notes = [page.table.item(r, page.NOTES).text() for r in range(page.table.rowCount())]
    assert notes[0] == "lover" and notes[2] == "lover, captain from Night 3"
    assert notes[5] == "captain Day 1 – Night 2" and page.table.item(0, 4).text() == "won"
    teams = [page.table.item(r, 2).text() for r in range(page.table.rowCount())]
    assert teams[0] == teams[2] == "Lovers"
    roles = [page.table.item(r, 1).text() for r in range(page.table.rowCount())]
    assert roles == ["Wolf", "Cupid", "Villager", "Witch", "Seer", "Villager", "Villager", "Bodyguard"]


# --- privacy ----------------------------------------------------------------------------------------------

ROLE_WORDS = re.compile(r"\b(Wolf|wolf|Wolves|Seer|Witch|Knight|Bear Tamer|Villager|Village Idiot|Idiot|Scapegoat|"
                        r"Cupid|Bodyguard|Elder|Hunter|Fox|Thief|Little Girl|Brother|lover|Lovers?)\b")
ALLOWED = {"wolf": ("Wolf", "wolf"), "idiot": ("Village Idiot", "Idiot"), "scapegoat": ("Scapegoat",)}


@pytest.mark.parametrize("which", ["K", "T", "S", "L"])
def test_nothing_secret_on_a_public_screen_before_the_end(qtbot, cs, which):
    names, roles, opts, script = {
        "K": (NAMES10, ROLES_K, OPTS_K, SCRIPT_K), "T": (NAMES10, ROLES_K, OPTS_T, SCRIPT_T),
        "S": (NAMES10, ROLES_K, OPTS_S, SCRIPT_S), "L": (NAMES8, ROLES_L, OPTS_L, SCRIPT_L)}[which]
    deal(cs, names, roles, opts)
    pages = {C_DAWN: AnnounceScreen(cs, "dawn"), C_DUSK: AnnounceScreen(cs, "dusk"), C_DAY: ClassicDayScreen(cs),
             C_TALLY: TallyScreen(cs), C_TIEBREAK: TieBreakScreen(cs), C_TRIAL: TrialScreen(cs)}
    for p in pages.values():
        qtbot.addWidget(p)
        p.resize(1280, 720)
    checked = set()
    for _ in range(1500):
        if cs.screen == C_END or (cs.state.round > 4 and which != "L"):
            break
        page = pages.get(cs.screen)
        if page is not None:
            page.show()
            allowed = {w for _, r in cs.public_view().revealed for w in ALLOWED.get(r, ())}
            leaks = [t for t in visible_texts(page) for m in ROLE_WORDS.findall(t) if m not in allowed]
            assert not leaks, (cs.screen, leaks)
            checked.add(cs.screen)
            page.hide()
        step(cs, script)
    assert {C_DAWN, C_DAY, C_TALLY, C_DUSK} <= checked


def test_the_whole_story_tells_the_extended_private_events_at_the_end():
    from app.core.classic.state import Event
    from app.ui.classic.public import history_line

    names = ["Ann", "Bob", "Cat"]
    roles = ("wolf", "cupid", "villager")
    said = [history_line(Event("N1", "take", seat=0, target=1, value="take"), names, roles),
            history_line(Event("N1", "couple", seat=1, seats=(0, 2)), names, roles),
            history_line(Event("N2", "peek", seat=2, target=0, value="caught"), names, roles),
            history_line(Event("N2", "sniff", seat=2, target=1, seats=(0, 1, 2), value="no"), names, roles),
            history_line(Event("D1", "verdict_ballot", seat=1, target=0, value="kill"), names, roles),
            history_line(Event("N3", "powers_lost"), names, roles)]
    assert all(said) and "Ann" in said[0] and "Wolf" in said[0]
    assert "Ann" in said[1] and "Cat" in said[1] and "wolves saw" in said[2] and "power is gone" in said[3]
