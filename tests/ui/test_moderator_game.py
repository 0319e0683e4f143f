"""Issue 41: a whole classic extended game (12 players, second-wave roles, New Moon, the captain and
the trial) played on the moderator's screens by clicks, as a moderator would: the players typed in,
the deck built, the deal entered card by card, every call's entry tapped on the tiles, the votes
chosen voter by voter (one lap as counted hands), every dawn and dusk announced. Its outcome is the
scenario runner's for the same choices (tests/scenarios/classic/moderator_12_second_wave_new_moon.json)."""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.core.classic.mode import CLASSIC
from app.core.classic.scenario import run_file

from .moderator_drive import scenario_ballots, scenario_entry, scenario_setup

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "classic" / "moderator_12_second_wave_new_moon.json"
SEED = 1  # the seed whose New Moon draws the scenario states


def _click(button) -> None:
    assert button.isVisible() and button.isEnabled(), f"{button.text()!r} cannot be clicked"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def _settle() -> None:
    """Every pending layout done, as before the moderator's eyes reach the screen."""
    for _ in range(3):
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QApplication.processEvents()


def _tap(tiles, seat: int) -> None:
    _settle()
    QTest.mouseClick(tiles, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     tiles.tile_rect(seat).center().toPoint())
    assert seat in (tiles.selected, getattr(tiles, "also", None)), f"the tap missed seat {seat}"


def _mode(entry, value) -> None:
    button = next(b for b in entry.modes.buttons() if b.property("mode") == value)
    _click(button)


def _mode_of(args: dict):
    """The button an entry needs beyond the tiles (the witch's potion, a side, a card, a flag), or None."""
    if "save" in args:
        return "both" if "poison" in args else "save"
    if "poison" in args:
        return "poison"
    for key in ("side", "take", "card", "play"):
        if key in args:
            return args[key]
    for key in ("stupor", "restore"):
        if key in args:
            return key
    return True if any(k in args for k in ("peek", "sign", "draw", "convert")) else None


def _enter(entry, args) -> None:
    """The moderator's taps for one entry: its button, the players pointed at, Record (Nothing for none)."""
    if not args:
        _click(entry.nothing_button)
        return
    mode = _mode_of(args)
    if mode is not None:
        _mode(entry, mode)
    if "message" in args:
        QTest.keyClicks(entry.message, args["message"])
    for key in ("player", "poison", "stupor", "restore"):
        if isinstance(args.get(key), int):
            _tap(entry.tiles, args[key])
    for seat in args.get("players", ()):
        _tap(entry.tiles, seat)
    assert not entry.reason.text(), entry.reason.text()
    _click(entry.record_button)


def _vote(page, ballots: dict[int, object], counted: bool) -> None:
    if counted:  # the counted hands: a number beside each player
        _click(page.counted_radio)
        counts: dict[object, int] = {}
        for target in ballots.values():
            if target is not None:
                counts[target] = counts.get(target, 0) + 1
        for target, spin in page.spins.items():
            spin.setValue(counts.get(target, 0))
    else:
        _click(page.pointing_radio)
        for voter, combo in page.combos.items():
            combo.setCurrentIndex(combo.findData(ballots.get(voter)))
    _click(page.record_button)


def test_a_whole_moderated_game_by_clicks_ends_as_the_scenario_runner_says(qtbot, window):
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    seats, roles, spare, options = scenario_setup(data)
    window.show_screen("c_mode")
    _click(window.pages["c_mode"].moderator_button)
    setup = window.pages["m_setup"]
    setup.players.set_players([], [])
    for name in seats:  # typed in, clockwise from the moderator's left
        QTest.keyClicks(setup.entry, name)
        _click(setup.add_button)
    assert setup.players.names() == seats
    _click(setup.deck.extended_button)
    setup.deck.set_deck(list(roles + spare))
    setup.deck.set_options(dict(options))
    window.moderator.next_seed = SEED
    _click(setup.start_button)
    assert window._current == "m_deal"
    deal = window.pages["m_deal"]
    _click(deal.table_radio)
    for combo, card in zip(deal.combos, roles):  # each player's card, as the moderator sees it
        combo.setCurrentIndex(combo.findData(card))
    assert not deal.problem.text()
    _click(deal.start_button)

    session = window.moderator
    assert session.state.roles == roles
    counted_once = False
    last, still = None, 0
    trail = []
    for _ in range(400):
        screen = window._current
        now = (screen, session.place, session.state)
        trail.append((screen, session.place, session.state.moment, session.state.step, len(session.state.log)))
        still = still + 1 if now == last else 0
        last = now
        assert still < 3, f"stuck on {screen} at {session.place}, waiting for {session.waiting()}: " \
                          f"{getattr(window.pages[screen], 'entry', None) and window.pages[screen].entry.reason.text()}"
        page = window.pages[screen]
        if screen == "m_end":
            break
        if screen == "m_night":
            if session.waiting():
                _enter(page.entry, scenario_entry(data, session))
            else:
                _click(page.next_button)
        elif screen == "m_table":
            if session.waiting():
                _enter(page.entry, scenario_entry(data, session))
            else:
                _click(page.go_button)
        elif screen == "m_vote":
            step = session.ballot_lap()[0]
            counted = step == "election" and not counted_once  # no weight in the election: counts say it all
            counted_once |= counted
            _vote(page, scenario_ballots(data, session), counted)
        else:
            raise AssertionError(f"unexpected screen {screen}")
    assert window._current == "m_end" and counted_once, trail[-12:]

    runner = run_file(SCENARIO)
    assert runner["rejected"] is None
    out = CLASSIC.outcome(session.state)
    names = session.state.seats
    assert out.result == runner["winner"] and out.end == runner["end"]
    assert sorted(names[s] for s in out.winners) == sorted(runner["winners"])
    assert {names[d.seat]: d.cause for d in out.dead} == runner["causes"]
    assert {m: sorted(names[d.seat] for d in out.dead if d.moment == m) for m in runner["deaths"]} == \
        {m: sorted(v) for m, v in runner["deaths"].items()}
    assert session.state.roles == tuple(runner["roles"][n] for n in names)
    drawn = {e.moment: e.value for e in session.state.log if e.kind == "announce:event"}
    assert drawn == runner["events"]  # the seed's New Moon draws, the ones the file states
    end = window.pages["m_end"]
    assert end.headline.full_text() and "Cat" in end.winners.text()
