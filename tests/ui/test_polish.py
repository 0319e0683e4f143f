"""The party-polish fixes: the curtain hold under key auto-repeat, confirms, words and limits."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from app.ui.widgets import HoldRing


def _key(ring, kind, key=Qt.Key.Key_Space):
    QApplication.sendEvent(ring, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, "", False))


def test_a_held_key_survives_x11_repeats_sent_as_release_press_pairs(qtbot):
    ring = HoldRing(300)
    qtbot.addWidget(ring)
    ring.show()
    fired = []
    ring.held.connect(lambda: fired.append(True))
    pairs = {"left": 200}

    def repeat():  # what X11 sends while the key stays down: release + press, not marked auto-repeat
        if fired or pairs["left"] <= 0:
            timer.stop()
            return
        pairs["left"] -= 1
        _key(ring, QEvent.Type.KeyRelease)
        _key(ring, QEvent.Type.KeyPress)

    timer = QTimer()
    timer.timeout.connect(repeat)
    _key(ring, QEvent.Type.KeyPress)
    timer.start(25)
    qtbot.waitUntil(lambda: bool(fired) or pairs["left"] <= 0, timeout=20000)
    timer.stop()
    assert fired, "the hold restarted at every release/press pair"


def test_a_real_key_release_still_ends_the_hold(qtbot):
    ring = HoldRing(400)
    qtbot.addWidget(ring)
    ring.show()
    fired = []
    ring.held.connect(lambda: fired.append(True))
    _key(ring, QEvent.Type.KeyPress, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ring.progress > 0, timeout=5000)
    _key(ring, QEvent.Type.KeyRelease, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ring.progress == 0.0, timeout=5000)
    qtbot.wait(HoldRing.RELEASE_GAP_MS * 2)
    assert ring.progress == 0.0 and not fired
    # and a fresh press after a real release starts a new hold
    with qtbot.waitSignal(ring.held, timeout=5000):
        _key(ring, QEvent.Type.KeyPress, Qt.Key.Key_Return)


def test_an_early_decision_is_told_once_its_step_has_come(qtbot, window, session):
    from app.core.onenight import engine as G
    from app.core.onenight import handoff as P
    from app.ui import session as S

    from .conftest import make_tour

    deal = G.Deal(("priest", "villager", "troublemaker", "vampire"), ("villager", "hunter", "seer"))
    choose = lambda step, s, opts, mandatory: {"player": "Bob"} if step == "priest" else (opts[0] if opts else None)  # noqa: E731
    session.begin(P.start(G.new_game(["Ann", "Bob", "Cat", "Dan"], deal=deal)))
    tour = make_tour(window, choose=choose)
    page = window.pages.get(S.VISIT)
    promised = False
    for _ in range(40):
        tour.open_curtain()
        page = window.pages[S.VISIT]
        v = session.visit
        if v.seat == 0 and promised:
            break
        if v.seat == 0 and v.stage == "ask" and v.ask.step == "priest":
            assert v.ask.early
            promised = True
        tour.visit()
    else:
        raise AssertionError("the Priest never came back")
    told = [line for line in page.known_model.lines() if "gave one to Bob" in line]
    assert told and told[0].startswith("New: "), page.known_model.lines()


def test_the_first_vampire_is_told_they_choose_for_all(qtbot, window, session):
    from app.core.onenight import engine as G
    from app.core.onenight import handoff as P
    from app.ui import session as S

    from .conftest import make_tour

    deal = G.Deal(("vampire", "villager", "the_count", "villager"), ("villager", "hunter", "seer"))
    session.begin(P.start(G.new_game(["Ann", "Bob", "Cat", "Dan"], deal=deal)))
    tour = make_tour(window)
    for _ in range(20):
        tour.open_curtain()
        v = session.visit
        if v.stage == "ask" and v.ask.step == "vampires":
            break
        tour.visit()
    else:
        raise AssertionError("no vampire decision")
    assert "You choose for all the vampires." in window.pages[S.VISIT].now_extra.text()


def test_setup_says_why_adding_stops_at_ten_names_and_sixty_characters(qtbot, window, session):
    from PySide6.QtTest import QTest

    from app.ui import session as S

    from .conftest import make_tour

    window.show_screen(S.START)
    tour = make_tour(window)
    tour.click(window.pages[S.START].new_button)
    tour.click(window.pages["c_mode"].one_night_button)
    page = window.pages[S.SETUP].players_page
    page.players.set_names(["Ann", "Bob", "Cat"])
    page.entry.setFocus()
    QTest.keyClicks(page.entry, "x" * 70)
    assert page.entry.text() == "x" * 60
    assert "at most 60 characters" in page.problem.text()
    page.entry.clear()
    QTest.keyClick(page.entry, Qt.Key.Key_Backspace)
    page.players.set_names([f"P{i}" for i in range(9)])
    assert page.add_button.isEnabled() and not page.problem.text().startswith("At most 10")
    page.entry.setText("Tenth")
    tour.click(page.add_button)
    assert not page.add_button.isEnabled() and not page.entry.isEnabled()
    assert "At most 10 players" in page.problem.text() and "Remove a name" in page.problem.text()
    page.players.removeRows(0, 1)
    assert page.add_button.isEnabled() and page.problem.text() == ""


def test_the_vampire_mark_is_said_once_and_the_count_sees_his_fear_on_the_table(qtbot, window, session):
    from app.core.onenight import engine as G
    from app.core.onenight import handoff as P
    from app.ui import session as S

    from .conftest import make_tour

    deal = G.Deal(("vampire", "villager", "the_count", "villager"), ("villager", "hunter", "seer"))
    session.begin(P.start(G.new_game(["Ann", "Bob", "Cat", "Dan"], deal=deal)))
    tour = make_tour(window)
    page = None
    seen_vampires = seen_count = False
    for _ in range(30):
        if session.screen != S.CURTAIN:
            break
        tour.open_curtain()
        page = window.pages[S.VISIT]
        v = session.visit
        while v.stage == "ask":
            step = v.ask.step
            if step == "vampires":
                tour.pick(page, "seat", 1)
            elif step == "the_count":
                tour.pick(page, "seat", 3)
            elif step == "mark_check" or not session.ask_options():
                pass
            else:
                tour.pick(page, *tour_target(session))
            tour.fill_taps(page)  # the round's other taps, which do nothing
            tour.click(page.confirm)
            if step == "vampires":
                text = page.now_text.text()
                assert text.count("Vampire mark") == 1, text
                seen_vampires = True
            if step == "the_count":
                assert "Fear mark" in page.scene.places[3].hint.text
                seen_count = True
            if v.stage == "result" and page.confirm.isEnabled():
                tour.click(page.confirm)
        if seen_vampires and seen_count:
            break
        tour.visit()
    assert seen_vampires and seen_count


def tour_target(session):
    opt = session.ask_options()[0]
    if "player" in opt:
        return "seat", session.seats.index(opt["player"])
    raise AssertionError(opt)


def _answer(monkeypatch, role):
    """Make every QMessageBox answer at once with the button of `role`; return the boxes asked."""
    from PySide6.QtWidgets import QMessageBox

    asked = []

    def fake_exec(box):
        asked.append(box.informativeText())
        for b in box.buttons():
            if box.buttonRole(b) == role:
                b.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    return asked


def _at_a_visit(window, session):
    from app.core.onenight import engine as G
    from app.core.onenight import handoff as P

    from .conftest import make_tour

    deal = G.Deal(("vampire", "villager", "the_count", "villager"), ("villager", "hunter", "seer"))
    session.begin(P.start(G.new_game(["Ann", "Bob", "Cat", "Dan"], deal=deal)))
    tour = make_tour(window)
    tour.open_curtain()
    return tour


def test_back_to_menu_from_the_private_screen_asks_and_keeps_the_game(qtbot, window, session, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from app.ui import session as S

    tour = _at_a_visit(window, session)
    page = window.pages[S.VISIT]
    asked = _answer(monkeypatch, QMessageBox.ButtonRole.RejectRole)
    tour.click(page.menu_button)
    assert asked and session.screen == S.VISIT  # "Keep playing"
    asked = _answer(monkeypatch, QMessageBox.ButtonRole.AcceptRole)
    tour.click(page.menu_button)
    assert session.screen == S.START and session.saved_game()
    assert window.pages[S.START].resume_button.isEnabled()
    assert session.resume() and session.screen == S.CURTAIN


def test_back_to_menu_from_the_curtain(qtbot, window, session, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from app.ui import session as S

    tour = _at_a_visit(window, session)
    session.hide_visit()
    tour.settle()
    _answer(monkeypatch, QMessageBox.ButtonRole.AcceptRole)
    tour.click(window.pages[S.CURTAIN].menu_button)
    assert session.screen == S.START and session.saved_game()


def test_closing_the_window_mid_game_asks_first(qtbot, window, session, monkeypatch):
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QMessageBox

    from app.ui import session as S

    _at_a_visit(window, session)
    window.ask_before_closing = True
    asked = _answer(monkeypatch, QMessageBox.ButtonRole.RejectRole)
    event = QCloseEvent()
    window.closeEvent(event)
    assert asked and not event.isAccepted()
    _answer(monkeypatch, QMessageBox.ButtonRole.AcceptRole)
    event = QCloseEvent()
    window.closeEvent(event)
    assert event.isAccepted() and session.saved_game()
    window.ask_before_closing = False


def test_closing_at_the_start_screen_does_not_ask(qtbot, window, session, monkeypatch):
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QMessageBox

    window.ask_before_closing = True
    asked = _answer(monkeypatch, QMessageBox.ButtonRole.RejectRole)
    event = QCloseEvent()
    window.closeEvent(event)
    assert not asked and event.isAccepted()
    window.ask_before_closing = False


def test_f11_and_the_setting_toggle_full_screen(qtbot, window, settings):
    from PySide6.QtTest import QTest

    window.show()
    qtbot.waitExposed(window)
    QTest.keyClick(window, Qt.Key.Key_F11)
    assert settings.fullscreen and window.isFullScreen()
    QTest.keyClick(window, Qt.Key.Key_F11)
    assert not settings.fullscreen and not window.isFullScreen()
    settings.fullscreen = True
    window.apply_look()
    assert window.isFullScreen()
    settings.fullscreen = False
    window.apply_look()


def test_the_reveal_hides_the_vote_arrows_until_asked(qtbot, window, session):
    from app.core.onenight import engine as G
    from app.core.onenight import handoff as P
    from app.ui import session as S

    from .conftest import make_tour

    seats = ("Ann", "Bob", "Cat", "Dan", "Eve")
    deal = G.Deal(("hunter", "villager", "villager", "werewolf", "bodyguard"), ("villager", "tanner", "prince"))
    session.begin(P.start(G.new_game(seats, deal=deal)))
    tour = make_tour(window, choose=lambda step, seat, opts, mandatory: opts[0] if mandatory and opts else None)
    tour.vote_of = lambda voter, n: (3, 3, 3, 0, 0)[voter]
    tour.night()
    tour.day()
    tour.vote()
    assert window.pages[S.RESOLUTION].table.scene.arrows  # the first look shows who pointed at whom
    tour.end()
    reveal = window.pages[S.REVEAL]
    assert reveal.table.scene.arrows == [] and not reveal.votes_button.isChecked()
    tour.click(reveal.votes_button)
    assert len(reveal.table.scene.arrows) == 5 and reveal.votes_button.text() == "Hide the votes"
    tour.click(reveal.votes_button)
    assert reveal.table.scene.arrows == []
    dead = reveal.table.scene.places[3].card
    assert dead.dead and dead._shown == "werewolf"  # face up under its small grave


def test_qt_standard_buttons_speak_vietnamese(qapp):
    from PySide6.QtWidgets import QDialogButtonBox

    from app.ui.i18n import install_translators

    installed = install_translators(qapp, "vi")
    try:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                               | QDialogButtonBox.StandardButton.Close)
        texts = {box.button(b).text() for b in (QDialogButtonBox.StandardButton.Ok,
                                                 QDialogButtonBox.StandardButton.Cancel,
                                                 QDialogButtonBox.StandardButton.Close)}
        assert texts == {"Đồng ý", "Hủy", "Đóng"}
    finally:
        for t in installed:
            qapp.removeTranslator(t)


# `python -m app`, its PNGs grabbed but not written (encoding them was 40 % of a 4K tour's time)
NO_PICTURES = ("import sys\nfrom PySide6.QtGui import QPixmap\nQPixmap.save = lambda self, *a, **k: True\n"
               "from app.__main__ import main\nsys.exit(main(['app', *sys.argv[1:]]))")


def _tour(out, *args, pictures: bool = True):
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    root = Path(__file__).resolve().parents[2]
    run = ["-m", "app"] if pictures else ["-c", NO_PICTURES]
    return subprocess.Popen([sys.executable, *run, "--tour", str(out), "--seed", "7", *args], cwd=root,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_no_text_is_cut_in_the_tour_in_english_and_vietnamese_at_720p_and_4k(tmp_path):
    runs = {}
    for name, args in (("en", ()), ("vi", ("--lang", "vi")), ("vi4k", ("--lang", "vi", "--size", "3840x2160")),
                       ("en4k", ("--size", "3840x2160"))):
        (tmp_path / name).mkdir()
        # the cut-text check reads the widgets, not the pictures: only the first tour writes its PNGs
        runs[name] = _tour(tmp_path / name, *args, pictures=name == "en")
    for name, proc in runs.items():
        _, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err
        cut = (tmp_path / name / "clipped.txt").read_text(encoding="utf-8")
        assert cut == "", f"{name}: {cut}"
    assert len(list((tmp_path / "en").glob("*.png"))) >= 20  # that tour's pictures were written


def test_the_cut_text_check_finds_a_cut_label(qtbot):
    from PySide6.QtWidgets import QLabel, QWidget

    from app.ui.tour import clipped_texts

    w = QWidget()
    qtbot.addWidget(w)
    short = QLabel("fits", w)
    long = QLabel("a sentence far too long for the fifty pixels it is given", w)
    long.setGeometry(0, 30, 50, 20)
    short.setGeometry(0, 0, 200, 20)
    w.show()
    assert clipped_texts(w) == [long.text()]


def test_a_tour_shot_lays_out_a_text_set_by_the_last_event_before_it_looks_for_cut_text(qtbot, window, tmp_path):
    # The deck builder's meter keeps counting while the tour takes its picture: a longer text that
    # arrived in the last event is not cut, its layout has only not run yet.
    from PySide6.QtWidgets import QFrame, QLabel, QStackedWidget, QVBoxLayout, QWidget

    from .conftest import make_tour

    w = QWidget()
    qtbot.addWidget(w)
    w.resize(400, 300)
    pages = QStackedWidget(w)
    QVBoxLayout(w).addWidget(pages)
    page = QWidget()
    pages.addWidget(page)
    column = QVBoxLayout(page)
    column.addWidget(QLabel("the cards"), 1)  # takes what is left, as the deck builder's grid
    box = QFrame()
    column.addWidget(box)
    label = QLabel("short", box)
    label.setWordWrap(True)
    QVBoxLayout(box).addWidget(label)
    w.show()
    qtbot.waitExposed(w)
    tour = make_tour(window)
    tour.out = tmp_path
    tour.settle = lambda: label.setText("a counted text that now needs a few more lines " * 6)
    tour.shot("meter", w)
    assert tour.shots and tour.clipped == []


def test_larger_text_scales_every_page_and_the_dialogs_wear_the_game_style(qtbot, window, settings):
    from app.ui import session as S
    from app.ui import style
    from app.ui.dialogs import RulesDialog, SettingsDialog

    start = window.pages[S.START]
    before = start.font().pointSizeF()
    try:
        settings.large_text = True
        window.apply_look()
        assert style.text_scale() == style.LARGE_TEXT
        assert start.font().pointSizeF() > before * 1.2
    finally:
        settings.large_text = False
        window.apply_look()
    assert style.text_scale() == 1.0 and start.font().pointSizeF() == before
    for dialog in (SettingsDialog(settings, window), RulesDialog(window)):
        assert dialog.objectName() == "page" and "#page" in dialog.styleSheet()
        dialog.deleteLater()
    d = SettingsDialog(settings, window)
    d.large_text.setChecked(True)
    d.fullscreen.setChecked(False)
    d.accept()
    assert settings.large_text
    settings.large_text = False
