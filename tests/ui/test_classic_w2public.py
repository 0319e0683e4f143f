"""The second wave's public screens over a real classic session (scripted games of
tests/ui/w2pub_games.py, CLASSIC.md §11.21-§11.26): the cavalier's button on the day screen and
the servant's at dusk (whoever presses, only the holder can confirm, a cancel shows nothing),
the reveals and answers, the judge's second vote, the raven's +2 in the tally, the old hag's
exile and the other dawn lines, the prince, and the end screen's solo wins and teams."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.core.classic.views import PublicLine
from app.ui.autosave import Autosave
from app.ui.classic import actions as A
from app.ui.classic.dayaction import PowerScreen, PresserScreen
from app.ui.classic.public import AnnounceScreen, ClassicDayScreen, ClassicEndScreen, TallyScreen
from app.ui.classic.session import ClassicSession
from app.ui.classic.widgets import log_lines, public_line, wave2_line
from app.ui.flows.classic import C_BALLOT_CURTAIN, C_DAWN, C_DAY, C_DUSK, C_END, C_POWER, C_POWER_CURTAIN, C_PRESSER, C_TALLY

from . import w2pub_games as G
from .test_classic_screens import visible_texts
from .xpub_games import at, deal, play_until, step


@pytest.fixture
def cs(settings, save_dir):
    return ClassicSession(settings, Autosave(save_dir))


def show(qtbot, page, size=(1280, 720)):
    qtbot.addWidget(page)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    return page


def texts_of(page) -> str:
    rows = [text for text, _ in getattr(getattr(page, "rows", None), "rows", [])]
    return " | ".join(visible_texts(page) + rows)


def log_snapshot(cs):
    return [(h, tuple(lines)) for h, lines in cs.public_view().log]


# --- the cavalier ---------------------------------------------------------------------------------

def test_the_cavalier_button_anyone_presses_only_the_holder_confirms(qtbot, cs):
    deal(cs, G.NAMES10, G.ROLES_C, G.PLAIN)
    play_until(cs, G.SCRIPT_C, at(C_DAY))
    day = show(qtbot, ClassicDayScreen(cs))
    assert day.power_button.isVisible() and "Cavalier" in day.power_button.text()
    before, state = log_snapshot(cs), cs.state
    # Dan (not the cavalier) presses: the laptop goes to him, he can only cancel
    qtbot.mouseClick(day.power_button, Qt.MouseButton.LeftButton)
    assert cs.screen == C_PRESSER
    picker = show(qtbot, PresserScreen(cs))
    names = [b.text() for b in picker.name_buttons]
    assert names == [n for i, n in enumerate(G.NAMES10) if cs.state.is_alive(i)] and "Gus" not in names
    qtbot.mouseClick(picker.name_buttons[names.index("Dan")], Qt.MouseButton.LeftButton)
    assert cs.screen == C_POWER_CURTAIN and cs.holder() == 3
    cs.submit(A.OpenCurtain())
    assert cs.screen == C_POWER
    private = show(qtbot, PowerScreen(cs))
    assert private.target_buttons and not any(b.isEnabled() for b in private.target_buttons.values())
    assert not private.confirm_button.isEnabled()
    assert "only the Cavalier" in private.text.text()
    with pytest.raises(Exception):
        cs.submit(A.PowerConfirm(0))
    qtbot.mouseClick(private.cancel_button, Qt.MouseButton.LeftButton)
    assert cs.screen == C_DAY and cs.state == state and log_snapshot(cs) == before  # nothing shown
    # Cat, the cavalier, presses and names Ann, a wolf: public reveal and answer; Ann dies; no vote
    cs.submit(A.DayPower("cavalier"))
    cs.submit(A.Presser(2))
    cs.submit(A.OpenCurtain())
    private.refresh()
    assert set(private.target_buttons) == {0, 1, 3, 4, 5, 7, 8, 9}  # the living, not himself
    assert "you are the Cavalier" in private.text.text()
    qtbot.mouseClick(private.target_buttons[0], Qt.MouseButton.LeftButton)
    assert private.confirm_button.isEnabled()
    qtbot.mouseClick(private.confirm_button, Qt.MouseButton.LeftButton)
    assert cs.screen == C_DUSK and not cs.state.is_alive(0)
    dusk = show(qtbot, AnnounceScreen(cs, "dusk"))
    words = texts_of(dusk)
    assert "Cat, the Cavalier, challenges Ann: Ann is a wolf" in words
    assert "hanged" not in words
    # the day is over: the last turns, then the next night, without any vote
    for _ in range(60):
        if cs.state.phase == "night" or cs.screen == C_END:
            break
        assert cs.state.step not in ("vote", "second_vote")
        step(cs, {})
    assert cs.state.phase == "night" and cs.state.round == 2
    pub = cs.public_view()
    lines = [t for t, _, _ in log_lines(pub.log, list(pub.seats), True)]
    assert "Ann dies in the Cavalier's challenge." in lines and not any("Ann is hanged" in t for t in lines)
    # used: the button is gone from now on
    assert ("cavalier" not in [cs.day_power()])


class _Clock:
    """The private screen's visit clock, advanced by the test (no wall-clock time is measured)."""

    def __init__(self) -> None:
        self.now = 0

    def start(self) -> None:
        self.now = 0

    def isValid(self) -> bool:  # noqa: N802 (QElapsedTimer's name)
        return True

    def elapsed(self) -> int:
        return self.now


def _power_visit(qtbot, cs, power, seat, target=None):
    """Press the button, give the laptop to `seat`, open the curtain and leave the private screen as
    soon as its buttons let you (a cancel, or `target` confirmed): the screens a watcher sees on the
    way, and the time the private screen stayed up (on its own clock, moved 20 ms a try)."""
    seen: list[str] = []
    cs.screen_changed.connect(seen.append)
    cs.submit(A.DayPower(power))
    cs.submit(A.Presser(seat))
    cs.submit(A.OpenCurtain())
    assert cs.screen == C_POWER
    private = show(qtbot, PowerScreen(cs))
    private.clock = clock = _Clock()
    if target is not None:
        qtbot.mouseClick(private.target_buttons[target], Qt.MouseButton.LeftButton)
    button = private.cancel_button if target is None else private.confirm_button
    while cs.screen == C_POWER:
        private.tick_update()
        if button.isEnabled():
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        else:  # pressed at once and on every tick (Esc for a cancel): nothing until the shortest visit is over
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            if target is None:
                qtbot.keyClick(private, Qt.Key.Key_Escape)
            clock.now += 20
        assert clock.now < 10_000
    took = clock.now / 1000
    cs.screen_changed.disconnect(seen.append)
    private.close()
    return seen, took


@pytest.mark.parametrize("power", ["cavalier", "servant"])
def test_the_private_confirm_lasts_the_same_for_holder_and_anyone(qtbot, cs, power):
    """DESIGN.md Hand-off rule 2 on the day buttons: whoever presses, the private screen lasts at least
    the shortest visit, and the table sees the same screens for a holder's cancel as for anyone's."""
    if power == "cavalier":
        deal(cs, G.NAMES10, G.ROLES_C, G.PLAIN)
        play_until(cs, G.SCRIPT_C, at(C_DAY))
        back = C_DAY
    else:
        deal(cs, G.NAMES10, G.ROLES_S, G.PLAIN)
        play_until(cs, G.SCRIPT_S, lambda c: c.screen == C_DUSK and c.day_power() == "servant")
        back = C_DUSK
    cs.settings.min_visit_ms = 600
    holder, other = 2, 4  # Cat holds the card in both games; Eve does not
    state = cs.state
    seen_other, t_other = _power_visit(qtbot, cs, power, other)
    seen_holder, t_holder = _power_visit(qtbot, cs, power, holder)  # the holder may cancel too
    assert seen_other == seen_holder == [C_PRESSER, C_POWER_CURTAIN, C_POWER, back]
    assert cs.state == state
    assert t_other >= 0.6 and t_holder >= 0.6
    assert abs(t_other - t_holder) < 0.4
    # the holder's choice takes the same shortest time; what it does next is public anyway
    target = 0 if power == "cavalier" else 3
    seen_used, t_used = _power_visit(qtbot, cs, power, holder, target)
    assert seen_used[:3] == [C_PRESSER, C_POWER_CURTAIN, C_POWER] and cs.screen == C_DUSK
    assert t_used >= 0.6


def _resumed(cs, settings, save_dir):
    from app.ui.autosave import ClassicSaved

    found = Autosave(save_dir).read()
    assert isinstance(found[0], ClassicSaved)
    fresh = ClassicSession(settings, Autosave(save_dir))
    assert fresh.resume(found[0])
    assert fresh.state == cs.state and fresh.stage == cs.stage
    return fresh


@pytest.mark.parametrize("power", ["cavalier", "servant"])
def test_a_pressed_day_button_resumes_where_it_was(qtbot, cs, settings, save_dir, power):
    """A save taken after the button was pressed opens again on who pressed, then on the curtain in
    front of the presser (never on the private screen itself), with the press kept."""
    if power == "cavalier":
        deal(cs, G.NAMES10, G.ROLES_C, G.PLAIN)
        play_until(cs, G.SCRIPT_C, at(C_DAY))
        back, target = C_DAY, 0
    else:
        deal(cs, G.NAMES10, G.ROLES_S, G.PLAIN)
        play_until(cs, G.SCRIPT_S, lambda c: c.screen == C_DUSK and c.day_power() == "servant")
        back, target = C_DUSK, 3
    cs.submit(A.DayPower(power))
    cs = _resumed(cs, settings, save_dir)
    assert cs.screen == C_PRESSER and cs.power == (power, None)
    cs.submit(A.Presser(2))
    cs = _resumed(cs, settings, save_dir)
    assert cs.screen == C_POWER_CURTAIN and cs.power == (power, 2) and cs.holder() == 2
    cs.submit(A.OpenCurtain())
    assert cs.screen == C_POWER
    cs = _resumed(cs, settings, save_dir)
    assert cs.screen == C_POWER_CURTAIN and cs.power == (power, 2)  # the private screen: behind its curtain
    cs.submit(A.OpenCurtain())
    assert cs.power_options() and target in cs.power_options()
    cs.submit(A.PowerCancel())
    cs = _resumed(cs, settings, save_dir)
    assert cs.screen == back and cs.power is None  # a cancel is saved as such
    cs.submit(A.DayPower(power))
    cs.submit(A.Presser(2))
    cs = _resumed(cs, settings, save_dir)
    cs.submit(A.OpenCurtain())
    cs.submit(A.PowerConfirm(target))
    cs = _resumed(cs, settings, save_dir)
    assert cs.screen == C_DUSK and cs.power is None
    assert any(ev.kind == "reveal" and ev.seat == 2 for ev in cs.state.log)


def test_a_missed_challenge_kills_the_cavalier_and_the_day_goes_on(qtbot, cs):
    deal(cs, G.NAMES10, G.ROLES_C, G.PLAIN)
    play_until(cs, G.SCRIPT_C, at(C_DAY))
    cs.submit(A.DayPower("cavalier"))
    cs.submit(A.Presser(2))
    cs.submit(A.OpenCurtain())
    cs.submit(A.PowerConfirm(3))  # Dan is no wolf
    assert not cs.state.is_alive(2) and cs.state.is_alive(3)
    dusk = show(qtbot, AnnounceScreen(cs, "dusk"))
    assert "Cat, the Cavalier, challenges Dan: Dan is not a wolf" in texts_of(dusk)
    play_until(cs, {}, lambda c: c.screen == C_BALLOT_CURTAIN)
    assert cs.stage == "vote" and cs.state.step == "vote" and cs.state.round == 1


def test_the_vote_closes_the_cavaliers_moment(qtbot, cs):
    deal(cs, G.NAMES10, G.ROLES_C, G.PLAIN)
    play_until(cs, G.SCRIPT_C, at(C_DAY))
    day = show(qtbot, ClassicDayScreen(cs))
    qtbot.mouseClick(day.vote_button, Qt.MouseButton.LeftButton)
    assert cs.state.step == "vote" and cs.day_power() is None
    assert not any(ev.kind == "reveal" for ev in cs.state.log)  # a skip says nothing


def test_with_a_captain_the_cavalier_comes_after_the_election(qtbot, cs):
    deal(cs, G.NAMES10, G.ROLES_C, {"captain": True, "vote_rule": "plurality"})
    play_until(cs, G.SCRIPT_C, at(C_DAY))
    assert cs.day_power() is None  # Day 1: the election first (§11.23's day order)
    script = {**G.SCRIPT_C, **{("D1", "election", n): "Eve" for n in G.NAMES10}}
    cs.submit(A.StartVote())
    play_until(cs, script, lambda c: c.screen == C_DAY)
    assert cs.state.captain == 4 and cs.day_power() == "cavalier"
    day = show(qtbot, ClassicDayScreen(cs))
    assert day.power_button.isVisible() and day.vote_button.text() == "Vote"
    cs.submit(A.DayPower("cavalier"))
    cs.submit(A.Presser(2))
    cs.submit(A.OpenCurtain())
    assert 0 in cs.power_options()


# --- the servant ----------------------------------------------------------------------------------

def test_the_servants_window_at_dusk(qtbot, cs):
    deal(cs, G.NAMES10, G.ROLES_S, G.PLAIN)
    play_until(cs, G.SCRIPT_S, lambda c: c.screen == C_DUSK and c.day_power() == "servant")
    assert cs.state.step == "servant"
    assert cs.holder() is None  # no hand-off names her
    dusk = AnnounceScreen(cs, "dusk")
    dusk.window_ms = lambda: 400
    show(qtbot, dusk)
    assert dusk.power_button.isVisible() and dusk.power_button.isEnabled()
    assert not dusk.go_button.isEnabled()  # the table waits for the window
    # Eve presses, sees nothing to do, cancels
    qtbot.mouseClick(dusk.power_button, Qt.MouseButton.LeftButton)
    cs.submit(A.Presser(4))
    cs.submit(A.OpenCurtain())
    assert cs.power_options() == []
    cs.submit(A.PowerCancel())
    assert cs.screen == C_DUSK
    # Cat, the servant, takes Dan's card: she is revealed, the card is not
    cs.submit(A.DayPower("servant"))
    cs.submit(A.Presser(2))
    cs.submit(A.OpenCurtain())
    assert cs.power_options() == [3]
    private = show(qtbot, PowerScreen(cs))
    assert private.confirm_button.isEnabled()  # one hanged player: already chosen
    qtbot.mouseClick(private.confirm_button, Qt.MouseButton.LeftButton)
    assert cs.screen == C_DUSK and cs.state.roles[2] == "seer"
    dusk.refresh()
    words = texts_of(dusk)
    assert "Cat is the Servant: she takes the hanged player's card, unseen." in words
    assert "Seer" not in words
    assert not dusk.power_button.isVisible() and dusk.go_button.isEnabled()


def test_the_window_shows_on_every_hanging_dusk_even_without_a_servant(qtbot, cs):
    roles = list(G.ROLES_S)
    roles[2] = "villager"
    roles[4] = "servant"
    deal(cs, G.NAMES10, roles, G.PLAIN)
    script = {**G.SCRIPT_S, ("N1", "wolves", "Ann"): "Eve", ("N1", "wolves", "Bob"): "Eve"}  # the servant dies
    play_until(cs, script, lambda c: c.screen == C_DUSK and c._turn() is None)
    assert not cs.state.is_alive(4) and cs.day_power() == "servant"
    dusk = AnnounceScreen(cs, "dusk")
    dusk.window_ms = lambda: 200
    show(qtbot, dusk)
    assert dusk.power_button.isVisible() and not dusk.go_button.isEnabled()
    qtbot.waitUntil(lambda: dusk.go_button.isEnabled(), timeout=3000)
    assert not dusk.power_button.isEnabled()
    qtbot.mouseClick(dusk.go_button, Qt.MouseButton.LeftButton)
    assert cs.state.phase == "night"


# --- the judge, the raven, the old hag, the prince --------------------------------------------------

def test_raven_exile_second_vote_and_prince(qtbot, cs):
    deal(cs, G.NAMES10, G.ROLES_J, G.PLAIN)
    play_until(cs, G.SCRIPT_J, lambda c: c.screen == C_DAWN and c._turn() is None)  # after the last turns
    dawn = show(qtbot, AnnounceScreen(cs, "dawn"))
    words = texts_of(dawn)
    assert "The Raven marked Hal: 2 votes against Hal today." in words
    assert "Ivy has left the village for today" in words
    play_until(cs, G.SCRIPT_J, at(C_TALLY))
    assert cs.state.step is None or cs.state.phase != "vote" or True
    tally = show(qtbot, TallyScreen(cs))
    words = texts_of(tally)
    assert "Most votes: Hal" in words  # 2 ballots + the raven's 2 beat Jon's 3
    assert "The Raven marked Hal" in words and "Hal: 4 votes" in words and "Jon: 3 votes" in words
    assert not any(ev.seat == 8 and ev.kind == "ballot" for ev in cs.state.log)  # Ivy, away, cast none
    play_until(cs, G.SCRIPT_J, lambda c: c.screen == C_TALLY and c.state.phase != "vote" and any(
        ev.kind == "announce:second_vote" for ev in c.state.log) and c.tally_line()[0].ballots
        and c.tally_line()[0] != tally.latest()[0] if False else c.screen == C_TALLY and any(
        ev.kind == "tally" and ev.value == "second_vote" for ev in c.state.log))
    tally.refresh()
    words = texts_of(tally)
    assert "Day 1: the Judge's second vote" in words and "Most votes: Jon" in words
    assert "Raven" not in words  # no raven in the second vote
    play_until(cs, G.SCRIPT_J, at(C_DUSK))
    dusk = show(qtbot, AnnounceScreen(cs, "dusk"))
    words = texts_of(dusk)
    assert "Jon is the Prince" in words and cs.state.is_alive(9)
    # the tiles in the order things happened: Hal hanged by the first vote, then Jon spared as the Prince
    assert list(dusk.tiles.names) == ["Hal", "Jon"]
    pub = cs.public_view()
    lines = [t for t, _, _ in log_lines(pub.log, list(pub.seats), True)]
    assert "The Judge gave his sign: the village votes a second time today." in lines
    assert any("the Raven's mark: 2 on Hal" in t and "most votes: Hal" in t for t in lines)


def test_every_second_wave_line_has_words():
    names = list(G.NAMES10)
    lines = [PublicLine("announce:raven", target=1), PublicLine("announce:exiled", target=2),
             PublicLine("announce:stupor", target=3), PublicLine("announce:ghost", value="beware Ann"),
             PublicLine("announce:cavalier", seats=(4,), target=0, value="true"),
             PublicLine("announce:cavalier", seats=(4,), target=5, value="false"),
             PublicLine("cavalier_out", seats=(0,)), PublicLine("announce:second_vote", value="true"),
             PublicLine("reveal", seats=(6,), value="prince"), PublicLine("reveal", seats=(6,), value="servant")]
    words = [public_line(line, names, extended=True) for line in lines]
    assert all(words) and len(set(words)) == len(words)
    assert "beware Ann" in words[3] and "Bob" in words[0]
    assert wave2_line(PublicLine("dawn"), names) == ""


# --- the end ----------------------------------------------------------------------------------------

def test_the_angels_early_death_ends_the_game_and_the_end_screen_says_so(qtbot, cs):
    deal(cs, G.NAMES10, G.ROLES_A, G.PLAIN)
    play_until(cs, G.SCRIPT_A, at(C_END))
    assert cs.state.result == "angel"
    end = show(qtbot, ClassicEndScreen(cs))
    assert end.headline.text().startswith("The angel wins alone") or "angel wins alone" in texts_of(end)
    won = {end.table.item(r, 0).text(): end.table.item(r, 4).text() for r in range(end.table.rowCount())}
    assert won["Gus"] == "won" and all(v == "lost" for k, v in won.items() if k != "Gus")
    teams = {end.table.item(r, 0).text(): end.table.item(r, 2).text() for r in range(end.table.rowCount())}
    assert teams["Ann"] == "Wolves" and teams["Gus"] == "Village"


def test_the_end_screen_shows_the_second_waves_teams_and_facts(qtbot, cs, monkeypatch):
    deal(cs, G.NAMES10, G.ROLES_A, G.PLAIN)
    play_until(cs, G.SCRIPT_A, at(C_END))
    facts = {"teams": ("wolves", "vampires", "white_wolf", "village", "village", "village", "village",
                       "pied_piper", "heretic", "sectarian"),
             "charmed": (3, 4), "spawn": (1,), "heretic": (8, (0, 2), True)}
    monkeypatch.setattr(cs, "end_facts", lambda: facts)
    end = show(qtbot, ClassicEndScreen(cs))
    teams = [end.table.item(r, 2).text() for r in range(end.table.rowCount())]
    assert teams[1] == "Vampires" and teams[2] == "White Wolf" and teams[7] == "Pied Piper"
    assert teams[8] == "Heretic" and teams[9] == "Sectarian"
    words = texts_of(end)
    assert "The vampire's spawn: Bob" in words and "Charmed by the Pied Piper: Dan and Eve" in words
    assert "Ivy, the Heretic, picked Ann and Cat" in words and "he wins too" in words
    notes = [end.table.item(r, end.NOTES).text() for r in range(end.table.rowCount())]
    assert "spawn" in notes[1] and "charmed" in notes[3] and "side win" in notes[8]


# --- the last turns' own words ----------------------------------------------------------------------

@pytest.mark.parametrize("card, side", [("avenger", "village"), ("avenger", "wolves"), ("servant", None)])
def test_the_avenger_and_the_servant_have_their_own_last_turn_words(qtbot, cs, card, side):
    """The avenger's revenge tells him what it does on his side (§11.21, E59), like the hunter's last
    shot; the servant's last turn says her service is over. Never the empty or generic words."""
    from app.ui.classic.private import VisitScreen
    from app.ui.flows.classic import C_VISIT

    roles = ["wolf", "wolf", "seer", "villager", "villager", "witch", card, "villager", "villager", "villager"]
    # the wolves bite Hal, the witch poisons Gus (a wolf-side avenger cannot be bitten)
    script = {("N1", "wolves", "Ann"): "Hal", ("N1", "wolves", "Bob"): "Hal", ("N1", "witch", "Fay"): {"poison": 6}}
    if side:
        script[("N1", "avenger", "Gus")] = {"side": side}
    deal(cs, G.NAMES10, roles, G.PLAIN)
    play_until(cs, script, lambda c: c.screen == C_VISIT and c.open.kind == "last_turn" and c.open.seat == 6)
    page = show(qtbot, VisitScreen(cs))
    title, text = page.now_title.text(), page.now_text.text()
    assert page.phase.text() == "Last turn"
    if card == "avenger":
        assert cs.last_turn().step == "revenge"
        assert title == "You are dying: take your revenge"
        assert ("if they are not a wolf, they die" if side == "wolves" else "if they are a wolf, they die") in text
        assert page.secondary.isEnabled()  # he may skip
    else:
        assert title == "Your last turn: your service is over"
        assert text.startswith("Dead, you can no longer take a hanged player's card.")
    assert title not in ("", "Your last turn: nothing to do", "You are dying: take a last shot")
