"""One session base for both modes (app/ui/session_base.py): the same entry point, the same
Changes, the same narrated night's rules, the same resume."""
from __future__ import annotations

import pytest

from app.core.common.errors import PhaseError
from app.ui import session as S
from app.ui.autosave import Autosave
from app.ui.classic import actions as A
from app.ui.classic.session import ClassicSession
from app.ui.flows import classic as CF
from app.ui.session_base import NOTHING, Changes, SessionBase

from .conftest import NAMES

DECK = ["vampire", "the_master", "renfield", "priest", "cupid", "marksman"]
PORTRAITS = [f"p{i}" for i in range(8)]


@pytest.fixture
def cs(settings, save_dir) -> ClassicSession:
    return ClassicSession(settings, Autosave(save_dir))


def test_both_sessions_are_the_one_base(session, cs):
    assert isinstance(session, SessionBase) and isinstance(cs, SessionBase)
    for name in ("submit", "resume", "table_line", "table_dealer", "table_card", "_table_open", "_table_close",
                 "_table_next", "_table_card_seen", "saved_game"):
        assert getattr(type(session), name) is getattr(SessionBase, name)
        assert getattr(type(cs), name) is getattr(SessionBase, name)


def test_classic_submit_returns_and_emits_what_changed(qtbot, cs):
    got: list[object] = []
    cs.changed.connect(got.append)
    cs.new_game(NAMES[:8], PORTRAITS, seed=3)
    assert cs.screen == CF.C_CURTAIN
    changes = cs.submit(A.OpenCurtain())
    assert changes == Changes(CF.C_VISIT, visit=True) and got == [changes]
    # nothing to change: nothing said
    assert cs.submit(A.StartVote()) == NOTHING and got == [changes]
    assert cs.submit(A.HideVisit()) == Changes(CF.C_CURTAIN)
    cs.submit(A.OpenCurtain())
    opts = [o for o in cs.options() if o]
    if opts:
        changes = cs.submit(A.Act(opts[0]))
        assert changes.visit and changes.table and changes.screen is None  # the night holds the choice
    else:
        assert cs.submit(A.Decoy()) == Changes(visit=True)
    changes = cs.submit(A.FinishVisit())
    assert changes.screen == CF.C_CURTAIN and got[-1] == changes


def test_an_unknown_action_is_a_phase_error_in_both_modes(cs, session):
    cs.new_game(NAMES[:8], PORTRAITS, seed=3)
    for s in (session, cs):
        with pytest.raises(PhaseError):
            s.submit(object())
    with pytest.raises(PhaseError):
        cs.submit(S.OpenVisit())  # the other mode's action


def test_the_pad_opens_a_turn_only_on_the_narrated_night_in_both_modes(qtbot, cs, session):
    """One Night raised PhaseError where the classic session returned silently: both raise now,
    and nothing changes."""
    cs.new_game(NAMES[:8], PORTRAITS, seed=3)  # pass-and-play: no narrated night
    with pytest.raises(PhaseError):
        cs.submit(A.TableOpen())
    assert cs.screen == CF.C_CURTAIN and cs.open is None
    cs.new_game(NAMES[:8], PORTRAITS, seed=3, table=True)
    assert cs.screen == CF.C_TABLE_NIGHT
    assert cs.submit(A.TableOpen()) == Changes(CF.C_TABLE_CARD)
    with pytest.raises(PhaseError):  # the card is shown: the pad is not on the table
        cs.submit(A.TableOpen())
    assert cs.screen == CF.C_TABLE_CARD and cs.table.dealing == 0
    session.new_game(NAMES[:3], DECK, 4)
    with pytest.raises(PhaseError):
        session.submit(S.TableOpen())
    assert session.screen == S.CURTAIN


def _narrated_one_night(session) -> None:
    session.new_game(NAMES[:3], DECK, 4, table=True)
    for _ in range(3):
        session.submit(S.TableOpen())
        session.submit(S.TableCardSeen())
    assert session.table_dealer() is None
    session.submit(S.TableNext())  # night falls -> the first call
    assert session.table.index == 0


def test_a_second_close_of_a_call_changes_nothing_in_both_modes(qtbot, cs, session):
    """The classic session closed a call once; One Night ended it again (its defaults taken twice)."""
    _narrated_one_night(session)
    assert session.submit(S.TableClose()) == Changes(S.TABLE_NIGHT, table=True)
    plan = session.plan
    assert session.submit(S.TableClose()) == NOTHING
    assert session.plan is plan and session.table.closing
    cs.new_game(NAMES[:8], PORTRAITS, seed=3, table=True)
    for _ in range(8):
        cs.submit(A.TableOpen())
        cs.submit(A.TableCardSeen())
    cs.submit(A.TableNext())
    assert cs.submit(A.TableClose()).screen == CF.C_TABLE_NIGHT
    night = cs.night
    assert cs.submit(A.TableClose()) == NOTHING and cs.night is night


def test_both_narrated_nights_say_their_lines_and_cards_alike(qtbot, cs, session):
    from app.core import narration as N

    session.new_game(NAMES[:3], DECK, 4, table=True)
    cs.new_game(NAMES[:8], PORTRAITS, seed=3, table=True)
    for s in (session, cs):
        name, role, power, art = s.table_card()
        assert name == s.table_dealer() == s.seats[0] and role and power
        call, close = s.table_line()
        assert call.kind == N.NIGHT_FALLS and close is None
        assert s.dawn_line().kind == N.DAWN
    assert cs.table_line()[0] == N.Line(N.NIGHT_FALLS, night=1, mode=N.CLASSIC)


def test_each_session_resumes_only_its_own_mode(qtbot, settings, save_dir, cs, session):
    cs.new_game(NAMES[:8], PORTRAITS, seed=3)
    cs.submit(A.OpenCurtain())
    other = S.GameSession(settings, Autosave(save_dir))
    assert not other.resume() and other.problem is None  # a classic save: not One Night's
    again = ClassicSession(settings, Autosave(save_dir))
    assert again.resume()  # read from the file
    assert again.state == cs.state and again.screen == CF.C_CURTAIN
    session.new_game(NAMES[:3], DECK, 4)
    assert not ClassicSession(settings, Autosave(save_dir)).resume()
    assert S.GameSession(settings, Autosave(save_dir)).resume()


def test_a_failed_save_is_said_in_both_modes(qtbot, cs, session, monkeypatch):
    failed: list[str] = []

    def refuse(*_a, **_k):
        raise OSError("disk full")

    for s in (session, cs):
        s.save_failed.connect(failed.append)
    monkeypatch.setattr(Autosave, "write_text", refuse)
    monkeypatch.setattr(Autosave, "write_growing", refuse)
    session.new_game(NAMES[:3], DECK, 4)
    cs.new_game(NAMES[:8], PORTRAITS, seed=3)
    assert failed == ["disk full", "disk full"]


def test_no_lap_goes_round_a_narrated_night_in_both_modes(qtbot, cs, session):
    """The classic session gave its planner's lap during a narrated night; One Night none: none now
    (the narrated night calls the seats; no lap of visits goes round, on phones or behind the curtain)."""
    cs.new_game(NAMES[:8], PORTRAITS, seed=3, table=True)
    session.new_game(NAMES[:3], DECK, 4, table=True)
    for s in (cs, session):
        s.set_remote({1})
        assert s.lap_left() == frozenset() and not s.phones_at_night()
    cs.new_game(NAMES[:8], PORTRAITS, seed=3)  # a pass-and-play game after a narrated one left mid-night
    session.new_game(NAMES[:3], DECK, 4)
    assert cs.table is None and cs.screen == CF.C_CURTAIN and session.table is None
    for s in (cs, session):
        assert 0 in s.lap_left() and not s.phones_at_night()  # the laptop's seats come first


def test_the_clock_noted_is_at_most_a_day_in_every_mode(qtbot, cs, session, settings, save_dir):
    """One Night kept any time the screen noted (and a save of it resumed at the default clock); the
    classic sessions kept at most a day: every mode does now, and says no change."""
    from app.ui.moderator import actions as MA
    from app.ui.moderator.session import ModeratorSession
    from app.ui.session_base import MAX_TIMER_MS

    session.new_game(NAMES[:3], DECK, 4)
    cs.new_game(NAMES[:8], PORTRAITS, seed=3)
    moderator = ModeratorSession(settings, Autosave(save_dir))
    for s, note in ((session, S.NoteTimer), (cs, A.NoteTimer), (moderator, MA.NoteTimer)):
        assert s.submit(note(10**12)) == NOTHING and s.timer_ms == MAX_TIMER_MS
        assert s.submit(note(-5)) == NOTHING and s.timer_ms == 0
