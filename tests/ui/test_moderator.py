"""The moderator's table (issue 41) through its session: random games end, Undo restores the exact
state before an entry (a property), a game resumes where the moderator was, every refusal has its
reason in words, the counted hands become ballots, an entered deal is checked against the deck,
One Night's calls run through, and the board stays on the moderator's own screens."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings as hsettings
from hypothesis import strategies as st

from app.core.classic.mode import CLASSIC
from app.ui.autosave import Autosave, ClassicSaved
from app.ui.moderator import actions as A
from app.ui.moderator import words
from app.ui.moderator.session import ModeratorSession, ballots_from_counts

from .moderator_drive import act_once, play

pytestmark = pytest.mark.no_paint  # games by clicks, no picture taken (issue 33)

NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou")
DECKS = {
    "second_wave_new_moon": (("wolf", "wolf", "white_wolf", "seer", "witch", "hunter", "cupid", "moon_maiden",
                              "avenger", "villager", "villager", "gypsy"),
                             (("captain", True), ("new_moon", True), ("vote_rule", "trial"))),
    "first_wave_thief": (("wolf", "wolf", "seer", "witch", "hunter", "cupid", "elder", "knight", "fox", "idiot",
                          "scapegoat", "thief", "villager", "villager"), (("captain", True), ("vote_rule", "trial"))),
    "second_wave_day": (("wolf", "wolf", "wolf_cub", "seer", "witch", "bodyguard", "raven", "old_hag", "cavalier",
                         "servant", "judge", "villager"), (("captain", True), ("new_moon", True))),
}
ENTRIES = (A.Entry, A.Ballots, A.StartVote)  # what Undo takes back


def _session(settings, folder: Path, deck: str = "second_wave_new_moon", seed: int = 1) -> ModeratorSession:
    m = ModeratorSession(settings, Autosave(folder))
    cards, options = DECKS[deck]
    m.submit(A.Prepare(NAMES, ("",) * 12, "extended", cards, options))
    m.submit(A.Deal(seed))
    return m


@pytest.mark.parametrize("deck", sorted(DECKS))
def test_a_random_moderated_game_ends(settings, tmp_path, deck):
    m = _session(settings, tmp_path / "save", deck, seed=3)
    assert play(m, random.Random(3)) > 10
    assert m.screen == "m_end" and m.state.result is not None


def _resumed(settings, folder: Path) -> ModeratorSession:
    found = Autosave(folder).read()
    assert isinstance(found, tuple) and isinstance(found[0], ClassicSaved)
    m = ModeratorSession(settings, Autosave(folder))
    assert m.resume(found[0])
    return m


@hsettings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000), at=st.integers(0, 120))
def test_undo_restores_the_exact_state_and_place_before_an_entry(settings, tmp_path, seed, at):
    folder = tmp_path / f"save{seed}_{at}"
    m = _session(settings, folder, random.choice(sorted(DECKS)), seed)
    rng = random.Random(seed)
    entries = 0
    while m.screen != "m_end":
        action = act_once(m, rng)
        if isinstance(action, ENTRIES):
            if entries == at:
                state, place, text = m.state, m.place, CLASSIC.dumps(m.state)
                m.submit(action)
                assert m.can_undo()
                m.submit(A.Undo())
                assert m.state == state and m.place == place and CLASSIC.dumps(m.state) == text
                back = _resumed(settings, folder)  # the save after Undo is the state before the entry
                assert back.state == state and back.place == place
            entries += 1
        m.submit(action)  # (again, after Undo: the game goes on as before)
    assert m.state.result is not None


def test_undo_steps_back_entry_by_entry_to_the_first_call(settings, tmp_path):
    m = _session(settings, tmp_path / "save")
    m.submit(A.StartNight())
    rng = random.Random(5)
    before = []  # (state, place) where each entry was made, before it
    for _ in range(25):
        action = act_once(m, rng)
        if isinstance(action, ENTRIES):
            before.append((m.state, m.place))
        m.submit(action)
    assert len(before) > 5
    while m.can_undo():
        m.submit(A.Undo())
        assert (m.state, m.place) == before.pop()
    assert not before and m.place.call == 0 and m.stage == "night"


def test_a_moderated_game_resumes_where_the_moderator_was(settings, tmp_path):
    folder = tmp_path / "save"
    m = _session(settings, folder, "second_wave_day", seed=8)
    rng = random.Random(8)
    for k in range(140):
        action = act_once(m, rng)
        if action is None:
            break
        m.submit(action)
        if k % 20 == 19:
            back = _resumed(settings, folder)
            assert back.state == m.state and back.place == m.place and back.screen == m.screen


FALLBACK = "Refused ("


def test_every_refusal_met_in_random_games_has_its_reason(settings, tmp_path):
    """At every entry of random games, every player the moderator may tap is checked by the engine; a
    refusal always has its own sentence (never the bare code)."""
    met: set[str] = set()
    for deck, seed in (("second_wave_new_moon", 2), ("first_wave_thief", 4), ("second_wave_day", 6)):
        m = _session(settings, tmp_path / deck, deck, seed)
        rng = random.Random(seed)
        while m.screen != "m_end":
            w = m.waiting()
            if w is not None and w[0] not in ("cupid", "heretic", "mad_doctor", "pied_piper", "thief", "gypsy",
                                              "town_crier", "ghost", "apothecary"):
                for t in range(len(NAMES)):
                    args = {"poison": t} if w[0] == "witch" else {"player": t}
                    refusal = m.why_not(args)
                    if refusal is not None:
                        met.add(refusal.code)
                        text = words.reason(refusal.code, m.seats, refusal.seat, refusal.target)
                        assert text and FALLBACK not in text, (w, refusal)
            m.submit(act_once(m, rng))
    assert {"illegal_target", "potion_spent"} <= met


def test_every_rule_code_has_a_sentence():
    codes = ("not_awake", "already_acted", "bad_args", "power_lost", "blocked", "not_first_night", "must_take_wolf",
             "unavailable", "potion_spent", "no_victim", "illegal_target", "repeat_protect", "repeat_target",
             "not_done", "bad_counts")
    texts = {c: words.reason(c, NAMES, 0, 1, 1) for c in codes}
    assert all(FALLBACK not in t for t in texts.values())
    assert len(set(texts.values())) == len(codes)


def test_the_night_screen_says_why_a_tap_is_refused(qtbot, window):
    """The moderator taps what the player points at; the engine refuses, and the reason shows at once."""
    m = window.moderator
    m.submit(A.Prepare(NAMES[:8], ("",) * 8, "standard", (), ()))
    m.submit(A.EnterDeal(("wolf", "wolf", "seer", "bodyguard", "witch", "hunter", "villager", "villager"), seed=2))
    m.submit(A.StartNight())
    page = window.pages["m_night"]
    assert m.waiting() == ("wolves", (0, 1))
    page.entry.tap(1)  # a wolf for the wolves
    assert "Bob cannot be chosen here" in page.entry.reason.text() and page.entry.seats == []
    page.entry.tap(6)
    page.entry.record()
    page.next_call()
    page.entry.tap(2)  # the seer at herself
    assert "Cat cannot choose themself here." == page.entry.reason.text()
    page.entry.tap(0)
    page.entry.record()
    assert "Cat (Seer) looks at Ann: nod (yes) — a wolf." in page.signals.text()
    page.next_call()
    page.entry.tap(7)
    page.entry.record()
    page.next_call()
    assert "Show Eve (Witch) tonight's victim: Gus." in page.signals.text()
    page.entry.pick_mode("poison")
    page.entry.tap(4)  # herself
    assert "Eve cannot choose themself here." == page.entry.reason.text()
    page.entry.nothing()
    page.next_call()
    assert m.stage == "dawn" and window._current == "m_table"
    table = window.pages["m_table"]
    assert "Died last night: Gus." in table.lines_model.lines()
    table.go()  # to the day
    table.go()  # the vote
    vote = window.pages["m_vote"]
    vote.set_pointing({s: (2 if s != 2 else 3) for s in range(8) if s != 6})
    vote.record()
    assert m.stage == "dusk"
    table.go()  # night 2
    page.entry.tap(6)  # Gus is dead
    assert not page.entry.seats  # a dead tile cannot be chosen
    m.submit(A.Entry({"player": 4}))  # the wolves: Eve
    m.submit(A.NextCall())
    assert "Cat (Seer): dead: fake the call" in page.holders.text()  # the seer is dead: a faked call
    m.submit(A.NextCall())
    page.entry.tap(7)  # the bodyguard protected Hal last night
    assert page.entry.reason.text() == "Hal was protected last night: not two nights running."


def test_counted_hands_become_ballots_never_against_oneself():
    got = ballots_from_counts((0, 1, 2, 3), {0: 2, 1: 1}, {})
    assert got is not None and sorted(t for _, t in got if t is not None) == [0, 0, 1]
    assert all(v != t for v, t in got)
    assert ballots_from_counts((0, 1, 2), {0: 3}, {}) is None  # one hand would be Ann's own
    assert ballots_from_counts((0, 1, 2), {1: 2, 2: 2}, {}) is None  # more hands than voters
    captain = ballots_from_counts((0, 1, 2, 3), {"kill": 2, "spare": 1}, {3: "kill"})
    assert dict(captain)[3] == "kill" and sorted(str(t) for _, t in captain) == ["kill", "kill", "kill", "spare"]


def test_an_entered_deal_is_checked_against_the_deck(settings, tmp_path):
    m = _session(settings, tmp_path / "save", "first_wave_thief")
    cards = DECKS["first_wave_thief"][0]
    roles = tuple(c for c in cards if c not in ("thief",))[:11] + ("thief",)
    spare = tuple(c for c in cards if c not in roles or cards.count(c) > roles.count(c))
    assert m.deal_problem(roles, spare[:2]) == ("", {})
    why, diff = m.deal_problem(roles[:-1] + ("seer",), spare[:2])
    assert why == "count" and diff == {"seer": 1, "thief": -1}
    assert m.deal_problem(roles, ("thief", "wolf"))[0] == "count"
    m.submit(A.EnterDeal(roles, spare[:2], seed=9))
    assert m.state.roles == roles and m.dealt_by == "table"
    from app.core.common.errors import SetupError

    with pytest.raises(SetupError):
        m.submit(A.EnterDeal(roles[:-1] + ("seer",), spare[:2]))
    assert m.state.roles == roles  # nothing changed


def test_one_night_calls_are_said_in_turn_to_the_dawn(qtbot, settings):
    from app.ui.moderator.onenight import CallClose, CallNext, CallOpen, CallsOnly
    from app.ui.table_mode import TableDirector

    calls = CallsOnly(settings)
    calls.set_deck(["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager"])
    director = TableDirector(calls, (CallOpen, CallClose, CallNext), settings)
    director.step_ms_override = 40
    said: list[str] = []
    director.line_shown.connect(said.append)
    calls.begin()
    director.begin()
    qtbot.waitUntil(lambda: calls.table is None and not director.running, timeout=5000)
    kinds = [line.kind for line in director.spoken]
    assert kinds[0] == "night_falls" and kinds[-1] == "dawn"
    assert [line.step for line in director.spoken if line.kind == "wake"] == list(calls.calls)
    assert "werewolves" in calls.calls and len(said) == len(director.spoken)


def test_the_board_is_shown_on_the_moderators_screens_only():
    """Every card and state is the moderator's alone: no other screen reads the moderator's view."""
    ui = Path(__file__).resolve().parents[2] / "app" / "ui"
    for path in ui.rglob("*.py"):
        if "moderator" in path.parts:
            continue
        text = path.read_text(encoding="utf-8")
        assert "call_view" not in text and "BoardPanel" not in text and "import board" not in text, path


# --- every moderator screen in the other language, live ------------------------------------------------

from .test_language_live import catalogues, checker, languages, qm_folder  # noqa: E402, F401  (fixtures)


def test_every_moderator_screen_switches_language_live(qtbot, window, checker):
    window.show_screen("c_mode")
    checker.check("mode")
    window.show_screen("m_onenight")
    checker.check("one_night_calls")
    window.show_screen("m_setup")
    window.pages["m_setup"].players.set_players(list(NAMES), [])
    checker.check("setup")
    m = window.moderator
    cards, options = DECKS["second_wave_new_moon"]
    m.submit(A.Prepare(NAMES, ("",) * 12, "extended", cards, options))
    m.submit(A.Deal(4))
    checker.check("deal")
    window.pages["m_deal"].table_radio.setChecked(True)
    checker.check("deal_entered")
    window.pages["m_deal"].app_radio.setChecked(True)
    rng = random.Random(4)
    seen: set[tuple[str, str, bool]] = set()
    while m.screen != "m_end":
        key = (m.screen, m.stage, m.waiting() is not None)
        if key not in seen:
            seen.add(key)
            checker.check(f"{m.screen}_{m.stage}")
        m.submit(act_once(m, rng))
    checker.check("end")
    assert not checker.problems, "\n".join(checker.problems[:30])
    assert {"m_setup", "m_onenight", "m_deal", "m_night", "m_table", "m_vote", "m_end"} <= checker.screens
