"""The deck builders' balance meter: live, off the UI thread, restarted when the deck changes, seeded."""
from __future__ import annotations

import time
from itertools import islice

from PySide6.QtCore import QTimer

from app.core import balance as B
from app.core.classic import extended as X
from app.ui import models as M
from app.ui.balance import RUNNER
from app.ui.classic.deck import DeckBuilder
from app.ui.screens.setup import CardsPage

GAMES = 40


def _tally(games, n: int = GAMES) -> B.Tally:
    """The tally of the first `n` games."""
    t = B.Tally()
    for winners in islice(games, n):
        t = t.add(winners)
    return t


def _cards_page(qtbot) -> CardsPage:
    page = CardsPage(M.DeckModel(), visit_ms=6000)
    page.meter.games = GAMES
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    qtbot.waitExposed(page)
    return page


def test_the_one_night_deck_builder_shows_who_tends_to_win(qtbot):
    page = _cards_page(qtbot)
    page.set_players(5)
    page.use_preset()
    meter = page.meter
    qtbot.waitUntil(lambda: meter.done, timeout=120_000)
    cards = page.deck.deck()
    # the same games as the simulator's, seeded by the deck (at least GAMES: a meter shown this deck
    # before, with more games wanted, left them in the shared worker's cache)
    assert meter.tally.games >= GAMES and meter.tally == _tally(B.onenight_games(cards, 5), meter.tally.games)
    assert meter.laps == B.onenight_laps(cards, 5)
    assert meter.count == f"from {meter.tally.games} games" and meter.details.text().startswith(meter.count + " · ")
    for team in B.onenight_teams(cards):
        assert f"{100 * meter.tally.share(team):.0f} %" in meter.shares.text()
    minutes = meter.laps * 5 * 6 // 60
    assert meter.night == f"The night: {meter.laps} laps, at least {minutes} min with 6 s visits"
    assert meter.night in meter.details.text() and "rough guide" in meter.details.text()


def test_a_changed_deck_restarts_the_estimate(qtbot):
    page = _cards_page(qtbot)
    page.set_players(5)
    page.use_preset()
    first = page.meter.key
    page.deck.set_deck(["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager", "villager", "tanner"])
    assert page.meter.key != first and page.meter.tally.games == 0  # the old deck's games are set aside
    qtbot.waitUntil(lambda: page.meter.done, timeout=120_000)
    assert page.meter.tally == _tally(B.onenight_games(page.deck.deck(), 5), page.meter.tally.games)
    assert "Tanner" in page.meter.shares.text()
    page.deck.set_deck(["werewolf"])  # not a deck for 5 players: no estimate
    assert page.meter.key is None and "playable deck" in page.meter.shares.text()


def test_the_ui_keeps_running_while_games_are_played(qtbot, monkeypatch):
    """The games are played on the meter's worker, never on the UI thread, and the UI's timers
    keep ticking meanwhile (how long a tick may wait is measured in benchmarks/balance_ui.py)."""
    import threading

    played_on: set[str] = set()
    add = B.Tally.add

    def counted(self, winners):
        played_on.add(threading.current_thread().name)
        return add(self, winners)

    monkeypatch.setattr(B.Tally, "add", counted)
    page = _cards_page(qtbot)
    page.meter.games = 4000  # long enough for the UI timer to tick many times, even with a fast engine
    page.set_players(6)
    page.use_preset()
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    qtbot.waitUntil(lambda: page.meter.done, timeout=120_000)
    timer.stop()
    assert page.meter.tally.games >= 4000 and len(ticks) > 5
    assert played_on == {"balance-meter"}, played_on  # never the UI thread's
    assert threading.current_thread() is threading.main_thread()


def test_a_hidden_meter_stops_asking_for_games(qtbot):
    page = _cards_page(qtbot)
    page.meter.games = 100_000
    page.set_players(5)
    page.use_preset()
    qtbot.waitUntil(lambda: page.meter.tally.games > 0, timeout=120_000)
    page.hide()
    time.sleep(0.8)  # the lease runs out
    qtbot.wait(100)
    _, before, _, _ = RUNNER.snapshot(page.meter.key)
    time.sleep(0.5)
    _, after, _, _ = RUNNER.snapshot(page.meter.key)
    assert after.games == before.games < 100_000


def test_the_classic_deck_builder_shows_who_tends_to_win(qtbot):
    b = DeckBuilder()
    b.meter.games = 10
    qtbot.addWidget(b)
    b.resize(900, 600)
    b.show()
    b.set_players(8)
    qtbot.waitUntil(lambda: b.meter.done, timeout=120_000)
    assert b.meter.tally == _tally(B.classic_games(8), b.meter.tally.games)
    assert "Wolves" in b.meter.shares.text() and "Village" in b.meter.shares.text()
    assert not b.meter.night and "rough guide" in b.meter.details.text()  # no lap count in the classic game
    b.set_preset("extended")
    b.set_deck(list(X.suggest_deck(8)))
    qtbot.waitUntil(lambda: b.meter.done and b.meter.key[1] == "extended", timeout=120_000)
    assert b.meter.tally == _tally(B.classic_games(8, "extended", b.deck(), b.options()), b.meter.tally.games)
    b.set_players(5)  # too few for the extended game: no estimate
    assert b.meter.key is None



def test_no_collection_runs_on_the_meters_thread_while_it_plays(qtbot):
    """A garbage collection finalises Qt objects on the thread that triggers it: the worker's
    games run with Python's automatic collection off (the UI thread collects on a timer), and
    it is back on once the games are over (a collection on the worker crashed a run of the
    suite, in a window's deletion)."""
    import gc
    import threading

    seen: list[str] = []

    def watch(phase, info):
        if phase == "start":
            seen.append(threading.current_thread().name)

    from app.ui.balance import BalanceMeter

    meter = BalanceMeter(games=300)
    qtbot.addWidget(meter)
    meter.show()
    gc.callbacks.append(watch)
    try:  # a deck no other test asks about (the worker keeps every deck's games)
        meter.show_onenight(["werewolf", "minion", "seer", "drunk", "insomniac", "hunter", "villager", "tanner"], 5)
        assert not gc.isenabled()  # off before the worker takes the job
        qtbot.waitUntil(lambda: meter.done, timeout=60_000)
        qtbot.waitUntil(gc.isenabled, timeout=5000)  # the UI thread turns it back on once idle
    finally:
        gc.callbacks.remove(watch)
    assert seen and "balance-meter" not in seen, seen
