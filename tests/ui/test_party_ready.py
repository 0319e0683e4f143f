"""Issue 39, a Vietnamese table's first evening: each point clicked through as a person would."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from app.ui import session as S
from app.ui.flows import classic as CF


def _click(widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def _in_dialog(act) -> None:
    """`act(dialog)` on the modal dialog the next click opens (a person's hand on it)."""
    def later() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, later)
            return
        act(dialog)
    QTimer.singleShot(0, later)


def _larger_text_on(dialog) -> None:
    from app.ui.dialogs import SettingsDialog

    assert isinstance(dialog, SettingsDialog)
    dialog.large_text.setChecked(True)
    _click(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))


# --- 1. Larger text -------------------------------------------------------------------------------
def test_larger_text_after_a_setup_was_opened_restyles_every_page_without_an_error(qtbot, window, settings):
    from app.ui import style

    errors: list[str] = []
    import sys
    old = sys.excepthook
    sys.excepthook = lambda kind, value, tb: errors.append(f"{kind.__name__}: {value}")
    try:
        start = window.pages[S.START]
        _click(start.new_button)
        _click(window.pages[CF.C_MODE].one_night_button)  # the One Night setup (a stack of two pages)
        assert window._current == S.SETUP
        _click(window.pages[S.SETUP].players_page.back_button)
        assert window._current in (CF.C_MODE, S.START)
        if window._current == CF.C_MODE:
            _click(window.pages[CF.C_MODE].back_button)
        _in_dialog(_larger_text_on)
        _click(start.settings_button)
        qtbot.waitUntil(lambda: style.text_scale() == style.LARGE_TEXT, timeout=5000)
        players = window.pages[S.SETUP].players_page
        assert players.zoom == 0.0 or players.font().pointSizeF() > start.font().pointSizeF() / 1.3
    finally:
        sys.excepthook = old
        settings.large_text = False
        window.apply_look()
    assert errors == []


def test_with_larger_text_the_start_screens_title_never_covers_the_logo(qtbot, window, settings):
    start = window.pages[S.START]
    start.set_resume(True)  # the tallest start screen: a game to resume
    try:
        settings.large_text = True
        window.apply_look()
        for size in ((1280, 720), (1366, 768), (1920, 1080)):
            window.resize(*size)
            qtbot.wait(30)
            icon, title = start.icon, start.title
            if icon.isVisible():
                assert icon.geometry().bottom() < title.geometry().top(), size
            assert title.geometry().bottom() < start.subtitle.geometry().top()
            assert start.quit_button.geometry().bottom() <= start.height(), size
    finally:
        settings.large_text = False
        window.apply_look()


# --- 10. Settings keeps its size after Test voice -------------------------------------------------
def test_test_voice_neither_grows_the_settings_dialog_nor_moves_its_ok_button(qtbot, window, settings):
    from app.core import narration as N
    from app.ui.dialogs import SettingsDialog
    from app.ui.voice import Narrator

    for language in ("en", "vi", "es"):
        n = Narrator(settings, language=language, factory=lambda name, parent: None)  # silent: the longest line
        d = SettingsDialog(settings, window, narrator=n)
        qtbot.addWidget(d)
        d.show()
        qtbot.waitExposed(d)
        d.tabs.setCurrentIndex(1)
        qtbot.wait(30)
        ok = d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        before = (d.size(), ok.mapTo(d, ok.rect().topLeft()))
        with qtbot.waitSignal(n.line_finished, timeout=2000):
            _click(d.test_voice)
        qtbot.wait(30)
        assert d.test_line.text() and d.test_line.height() >= d.test_line.heightForWidth(d.test_line.width()) - 2
        assert (d.size(), ok.mapTo(d, ok.rect().topLeft())) == before, language
        d.reject()
        assert N.NIGHT_FALLS


# --- 3. The Wolf Hound's side is never where Confirm sits, and is confirmed ----------------------
def test_the_wolf_hounds_routine_tap_and_confirm_never_joins_the_wolves(qtbot, settings, save_dir):
    from app.ui.autosave import Autosave
    from app.ui.classic.session import ClassicSession

    from app.ui.classic.tour import fill_round

    from .test_classic_w2play import fixed, held, visit_of
    from .test_classic_xprivate import click, goto, shape, shown, tap, texts

    cs = fixed(ClassicSession(settings, Autosave(save_dir)))
    assert goto(cs, visit_of(7, 1))  # seat 7 holds the wolf hound
    w = shown(cs, qtbot)
    qtbot.wait(1)  # as a player sees it: the layout settled
    hound = shape(w)
    confirm_at = w.confirm.mapTo(w, w.confirm.rect().center())
    assert "Choose your side" in texts(w)
    assert "You stay with the village" not in texts(w)  # not told before the choice
    for b in (w.side_wolves, w.side_village):  # the sides sit elsewhere than Confirm
        assert not b.geometry().translated(b.parentWidget().mapTo(w, b.pos()) - b.pos()).contains(confirm_at)
    # a player's routine: tap anyone, then Confirm (greyed: the round asks for a press of the row too)
    tap(qtbot, w, 2)
    qtbot.mouseClick(w.confirm, Qt.MouseButton.LeftButton)
    assert held(cs, "wolf_hound") is None and not cs.open.acted
    # the wolves tapped, then a change of mind before Confirm
    click(qtbot, w.side_wolves)
    click(qtbot, w.side_village)
    assert w.side_village.isChecked() and not w.side_wolves.isChecked()
    click(qtbot, w.side_wolves)
    qtbot.wait(1)
    assert w.confirm.mapTo(w, w.confirm.rect().center()) == confirm_at
    fill_round(w)  # the tap the lap's script asks of every visit (here the side is the press)
    click(qtbot, w.confirm)
    assert held(cs, "wolf_hound").args == {"side": "wolves"}
    w.close()
    # a watcher across the table sees the same shape on a villager's visit of the same lap
    assert goto(cs, visit_of(8, 1))
    v = shown(cs, qtbot)
    qtbot.wait(1)
    # (the row of two above Skip / Confirm is on every visit of the lap: DESIGN.md §Hand-off 8)
    assert hound == shape(v)
    assert v.confirm.mapTo(v, v.confirm.rect().center()) == confirm_at


# --- 6. New Moon's dawn: the draw, the card, then the dawn's lines --------------------------------
def test_a_dawn_with_a_last_turn_shows_the_draw_before_any_dawn_that_names_the_event(qtbot, settings, save_dir):
    import app.core.classic.extended as X
    from app.core.classic import engine
    from app.core.classic.state import Choice
    from app.ui.autosave import Autosave
    from app.ui.classic import actions as A
    from app.ui.classic.public import AnnounceScreen
    from app.ui.classic.session import ClassicSession
    from app.ui.flows.classic import C_CURTAIN, C_DAWN, C_DAY, C_DRAW, C_VISIT

    from .test_classic_xsession import NAMES, PORTRAITS

    roles = ("wolf", "wolf", "gypsy", "seer", "witch", "hunter", "villager", "villager")
    st = engine.new_game(NAMES[:8], None, 1, roles=roles, preset="extended",
                         options={**X.OPTIONS, "new_moon": True, "captain": True})
    while st.phase == "night" and st.pending:  # the wolves bite the hunter (seat 5); every other step skips
        seat = st.pending[0]
        st, _ = engine.apply(st, Choice(st.step, seat, {"player": 5} if st.step == "wolves" else {}))
    assert st.phase == "dawn" and st.pending == (5,) or list(st.pending) == [5]  # the hunter's last turn
    cs = ClassicSession(settings, Autosave(save_dir))
    cs.state, cs.portraits = st, tuple(PORTRAITS[:8])
    seen: list[tuple[str, bool]] = []  # each screen, and whether a dawn named the card
    dawn = AnnounceScreen(cs, "dawn")
    qtbot.addWidget(dawn)

    def watch(screen: str) -> None:
        named = False
        if screen == C_DAWN:
            dawn.refresh()
            named = any(line.kind == "announce:event" for line in cs.announcement().lines)
        seen.append((screen, named))
    cs.screen_changed.connect(watch)
    cs._to_dawn()  # the night's commit: the deaths first, for the hunter's last turn
    assert seen == [(C_DAWN, False)]
    cs.submit(A.Continue())
    cs.submit(A.OpenCurtain())
    assert cs.screen == C_VISIT
    cs.submit(A.Act(None))  # the hunter keeps his shot
    cs.submit(A.FinishVisit())
    assert [s for s, _ in seen] == [C_DAWN, C_CURTAIN, C_VISIT, C_DRAW]  # straight to the draw
    cs.submit(A.TurnCard())
    cs.submit(A.Continue())
    assert seen[-1] == (C_DAWN, True)  # then the dawn's lines, the card's among them
    cs.submit(A.Continue())
    assert cs.screen == C_DAY


# --- 7. Suggested decks as seed 003 shares a table; the meter says what it measures ----------------
def test_every_mixed_preset_is_about_a_third_wolves_a_third_powers_a_third_villagers():
    from app.core.classic import extended as X
    from app.ui.classic.deck import MIXED_PRESETS, wolf_count

    for n, deck in MIXED_PRESETS.items():
        wolves, villagers = wolf_count(list(deck)), deck.count("villager")
        powers = n - wolves - villagers
        for part in (wolves, powers, villagers):
            assert abs(part - n / 3) <= 1.34, (n, wolves, powers, villagers)
    for n in X.PLAYERS:  # the first-wave suggestion too
        deck = X.suggest_deck(n)
        assert abs(deck.count("wolf") - n / 3) <= 1 and abs(deck.count("villager") - n / 3) <= 1.34


def test_the_standard_preset_is_seed_001s_deal():
    from app.core.classic.mode import CLASSIC

    for n, wolves in ((8, 2), (9, 3)):  # seed 001: 2 or 3 wolves, the four powers, 2 villagers
        st = CLASSIC.new_game([f"P{i}" for i in range(n)], None, seed=3)
        roles = sorted(st.roles)
        assert roles.count("wolf") == wolves and roles.count("villager") == 2
        assert {"seer", "bodyguard", "witch", "hunter"} <= set(roles)


def test_the_meter_says_it_counts_random_games(qtbot):
    from app.ui.classic.deck import DeckBuilder

    builder = DeckBuilder(None)
    qtbot.addWidget(builder)
    builder.show()
    words = builder.meter.title.text() + " " + builder.meter.details.text()
    assert "at random" in builder.meter.title.text(), words


# --- 9. The front door ----------------------------------------------------------------------------
def test_the_system_language_is_read_from_language_lc_and_lang_then_the_keyboard():
    from app.ui.i18n import system_language

    assert system_language({"LANG": "en_US.UTF-8", "LANGUAGE": "vi"}, []) == "vi"
    assert system_language({"LANG": "vi_VN.UTF-8"}, ["en-US"]) == "vi"
    assert system_language({"LC_ALL": "es_ES.UTF-8", "LANG": "en_US.UTF-8"}, []) == "es"
    assert system_language({"LANGUAGE": "fr:es", "LANG": "fr_FR.UTF-8"}, []) == "es"
    assert system_language({"LANG": "fr_FR.UTF-8"}, ["fr-FR"], keyboard="vi") == "en"  # French: English
    assert system_language({"LANG": "C.UTF-8"}, [], keyboard="vi") == "vi"  # nothing named: the keyboard's
    assert system_language({}, ["vi-VN", "en-US"]) == "vi"  # Windows, macOS: the system's own list
    assert system_language({}, [], keyboard="") == "en"


def test_follow_the_system_speaks_vietnamese_on_a_vietnamese_system(qtbot, qapp, window, settings, monkeypatch):
    from app.ui.i18n import switch_language

    monkeypatch.setenv("LANGUAGE", "vi")
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    settings.language = ""
    switch_language(qapp, "")
    qtbot.waitUntil(lambda: window.pages[S.START].new_button.text() == "Ván mới", timeout=5000)


def test_the_start_screen_names_both_games_as_equals(qtbot, qapp, window):
    from app.ui.i18n import switch_language

    switch_language(qapp, "vi")
    qtbot.waitUntil(lambda: window.pages[S.START].new_button.text() == "Ván mới", timeout=5000)
    start = window.pages[S.START]
    assert "Ma Sói" in start.subtitle.text() and "Ma Cà Rồng Một Đêm" in start.subtitle.text()
    _click(start.new_button)
    choice = window.pages[CF.C_MODE]
    assert choice.classic_button.text() == "Chơi Ma Sói" and choice.one_night_button.text() == "Chơi Một Đêm"


def _type_names(page, names) -> None:
    for name in names:
        page.entry.setText(name)
        _click(page.add_button)


def test_one_remembered_table_for_both_games_and_no_made_up_names(qtbot, window, settings):
    start = window.pages[S.START]
    _click(start.new_button)
    _click(window.pages[CF.C_MODE].one_night_button)
    players = window.pages[S.SETUP].players_page
    assert window.players.names() == []  # a first evening: no Ann, Bob, Cat...
    _click(players.back_button)
    if window._current == CF.C_MODE:
        _click(window.pages[CF.C_MODE].back_button)
    _click(start.new_button)
    _click(window.pages[CF.C_MODE].classic_button)
    classic = window.pages[CF.C_SETUP]
    table = ["Nguyễn Thị Phương Thảo", "Trần Hoàng Minh Tuấn", "Lê Văn Đức", "Hoa", "Mai", "Dũng", "Quân", "Linh"]
    _type_names(classic, table)
    _click(classic.back_button)  # no game started: the list is kept all the same
    _click(window.pages[CF.C_MODE].one_night_button)
    assert window.players.names() == table
    players.entry.setText("Bảo")
    _click(players.add_button)
    _click(players.back_button)
    if window._current == CF.C_MODE:
        _click(window.pages[CF.C_MODE].classic_button)
    else:
        _click(start.new_button)
        _click(window.pages[CF.C_MODE].classic_button)
    assert classic.players.names() == table + ["Bảo"]


def test_the_language_is_one_click_away_on_every_screen(qtbot, qapp, window, settings):
    bar = window.language_bar
    for screen in (S.START, CF.C_MODE, CF.C_SETUP, S.SETUP, "cards"):
        if screen == "cards":  # the One Night setup's second page: the deck builder
            screen = S.SETUP
            window.pages[S.SETUP].setCurrentIndex(1)
        window.show_screen(screen)
        qtbot.wait(30)
        assert bar.isVisible()
        page = window.pages[screen]
        # above the page, and on no button of it
        corner = bar.geometry()
        for b in page.findChildren(QPushButton := __import__("PySide6.QtWidgets", fromlist=["QPushButton"]).QPushButton):
            if b.isVisible():
                where = b.geometry().translated(b.parentWidget().mapTo(window.centralWidget(), b.pos()) - b.pos())
                assert not where.intersects(corner), (screen, b.text())
    window.show_screen(S.START)
    _click(bar.buttons["vi"])
    qtbot.waitUntil(lambda: window.pages[S.START].new_button.text() == "Ván mới", timeout=5000)
    assert settings.language == "vi" and bar.buttons["vi"].isChecked()
    _click(bar.buttons["es"])
    qtbot.waitUntil(lambda: window.pages[S.START].new_button.text() == "Nueva partida", timeout=5000)
    assert window.language_bar is bar and bar.isVisible()


# --- 8. Words as a Vietnamese (and a Spanish) table reads them ------------------------------------
LONG_NAMES = ["Nguyễn Thị Phương Thảo", "Trần Hoàng Minh Tuấn", "Lê Nguyễn Bảo Ngọc", "Phạm Thị Thanh Hương",
              "Hoàng Văn Quốc Bảo", "Võ Thị Ngọc Huyền", "Đặng Trần Minh Khôi", "Trịnh Thu Trang Nguyễn"]


def test_vietnamese_words_read_as_a_player_reads_them(qtbot, qapp):
    from PySide6.QtCore import QCoreApplication

    from app.ui.classic.private import identity_words
    from app.ui.classic.widgets import role_name, team_name
    from app.ui.i18n import switch_language

    switch_language(qapp, "vi")
    qtbot.waitUntil(lambda: QCoreApplication.translate("ClassicVisit", "Confirm") == "Xác nhận", timeout=5000)
    assert identity_words(role_name("villager"), team_name("village")) == "Bạn là Dân Làng."  # not "(Dân làng)"
    assert identity_words(role_name("seer"), team_name("village")) == "Bạn là Tiên Tri (Dân làng)."
    t = QCoreApplication.translate
    assert t("ClassicDayScreen", "So far") == "Diễn biến đến nay"
    assert "đã chết" in t("ClassicVisit", "You are dying: take a last shot")  # he is dead already
    assert "sắp chết" not in t("ClassicVisit", "You are dying: take your revenge")
    assert t("Story", "woke up alone") == "thức dậy một mình"


def test_a_lone_team_member_woke_up_alone_in_the_story():
    from app.core.onenight.table import Event
    from app.ui.story import event_line

    line = event_line(Event(step="vampires", actor=1, seen=(), action="", args="", detail=()), ("Ann", "Lan", "Minh"),
                      ("vampire",))
    assert "saw each other" not in line and "woke up alone" in line


def test_a_dead_players_pause_and_the_end_say_what_they_are(qtbot, window, monkeypatch):
    from app.ui.screens.night import CurtainScreen

    curtain = CurtainScreen(0)
    qtbot.addWidget(curtain)
    curtain.set_dead("Lan")
    assert "Only this player may look" not in curtain.caption.text() and "pause" in curtain.caption.text()
    curtain.set_name("Minh")
    assert "Only this player may look" in curtain.caption.text()
    # the end: Back to menu says the game is over, and the start screen offers its results, not a game to resume
    asked: list[str] = []
    import app.ui.dialogs as D
    monkeypatch.setattr(D, "confirm", lambda parent, title, text, yes, no: asked.append(text) or True)
    window._current = S.REVEAL
    window.back_to_menu()
    assert asked and "over" in asked[0] and "come back" not in asked[0]
    start = window.pages[S.START]
    start.set_resume(True, over=True)
    assert start.resume_button.text() == "See the last game's results"


def test_the_spanish_witchs_save_button_never_cuts_its_words(qtbot, qapp, window):
    import random

    from app.ui.classic.tour import ClassicTour
    from app.ui.flows.classic import C_VISIT
    from app.ui.i18n import switch_language

    switch_language(qapp, "es")
    qtbot.waitUntil(lambda: window.pages[S.START].new_button.text() == "Nueva partida", timeout=5000)
    tour = ClassicTour(QApplication.instance(), window, None, random.Random(3))
    tour.setup_classic(8, LONG_NAMES)
    seen = 0
    for _ in range(400):
        page = window.pages.get(C_VISIT)
        if tour.screen() == C_VISIT and page is not None and page.stupor.isVisible() \
                and page.stupor.text().removeprefix("✓ ").startswith("Salvar"):
            b = page.stupor
            assert b.fontMetrics().horizontalAdvance(b.text()) <= b.width() - 8, b.text()
            seen += 1
            if seen >= 2:
                break
        if tour.screen() == CF.C_END:
            break
        tour.step()
    assert seen


# --- 4. The curtain never cuts the name ------------------------------------------------------------
def test_the_curtain_shows_every_name_whole_at_every_size_and_language(qtbot, qapp):
    from PySide6.QtCore import QCoreApplication

    from app.core.common.names import MAX_LENGTH
    from app.ui.i18n import switch_language
    from app.ui.screens.night import CurtainScreen
    from app.ui.tour import clipped_texts

    longest = ("Nguyễn Thị Phương Thảo Hoàng Lê Bảo Ngọc Minh Khôi Đặng Trần Quốc ")[:MAX_LENGTH].strip()
    for language, word in (("vi", "Chuyển cho"), ("en", "Pass to"), ("es", "Pásalo")):
        switch_language(qapp, language)
        qtbot.waitUntil(lambda: QCoreApplication.translate("CurtainScreen", "Pass to %1").startswith(word),
                        timeout=5000)
        for size in ((1280, 720), (1366, 768), (1920, 1080)):
            curtain = CurtainScreen(0)
            qtbot.addWidget(curtain)
            curtain.resize(*size)
            curtain.show()
            qtbot.waitExposed(curtain)
            for name in ("Nguyễn Hùng", "Nguyễn Thị Phương Thảo", longest):
                curtain.set_name(name)
                qtbot.wait(5)
                label = curtain.name_label
                assert label.text() == label.full_text() and name in label.text(), (language, size, label.text())
                assert label.height() >= label.heightForWidth(label.width()) - 2 or not label.wordWrap()
                assert clipped_texts(curtain) == [], (language, size, name)
            curtain.close()


# --- 2. Extended preset: a later wolf sees the pack's picks already made ---------------------------
def test_a_later_wolf_of_a_second_wave_pack_sees_the_picks_already_made(qtbot, settings, save_dir):
    from app.ui.autosave import Autosave
    from app.ui.classic.session import ClassicSession

    from .test_classic_w2play import fixed
    from .test_classic_xprivate import click, goto, shape, shown, tap, texts

    roles = ("wolf", "seer", "big_bad_wolf", "moon_maiden", "villager", "wolf", "villager", "villager", "villager")
    cs = fixed(ClassicSession(settings, Autosave(save_dir)), roles)

    def wolves_of(seat: int):
        return lambda cs: cs.open is not None and cs.open.kind == "visit" and cs.open.seat == seat \
            and getattr(cs.visit_view(), "step", None) == "wolves"

    assert goto(cs, wolves_of(0))
    w = shown(cs, qtbot)
    assert " picked P" not in texts(w)  # the first wolf: nothing picked yet
    first = shape(w)
    tap(qtbot, w, 4)
    click(qtbot, w.confirm)
    w.close()
    assert goto(cs, wolves_of(2))
    w = shown(cs, qtbot)
    assert "P0 picked P4" in texts(w)  # as in the standard preset
    assert shape(w) == first  # the same buttons in the same places
    tap(qtbot, w, 6)
    click(qtbot, w.confirm)
    w.close()
    assert goto(cs, wolves_of(5))
    w = shown(cs, qtbot)
    words = texts(w)
    assert "P0 picked P4" in words and "P2 picked P6" in words
    w.close()
    # a villager of the same lap is shown nobody's pick, and the same shape
    assert goto(cs, lambda cs: cs.open is not None and cs.open.kind == "visit" and cs.open.seat == 6)
    v = shown(cs, qtbot)
    assert " picked P" not in texts(v)
    assert shape(v)[1:] == first[1:]


# --- 5. Every screen usable at 1280x720: the One Night card picker shows two whole rows ------------
def test_the_card_picker_shows_two_whole_rows_of_cards_at_1280x720(qtbot, window):
    from PySide6.QtWidgets import QStyleOptionViewItem

    from app.ui.tour import clipped_texts

    for size in ((1280, 720), (1366, 768)):
        window.resize(*size)
        _click(window.pages[S.START].new_button) if window._current == S.START else None
        if window._current == CF.C_MODE:
            _click(window.pages[CF.C_MODE].one_night_button)
        setup = window.pages[S.SETUP]
        setup.setCurrentIndex(1)
        qtbot.wait(50)
        cards = setup.cards_page
        grid = cards.tabs.currentWidget()
        option = QStyleOptionViewItem()
        grid.initViewItemOption(option)
        tile = grid.itemDelegate().sizeHint(option, grid.model().index(0, 0))
        assert 2 * tile.height() + 4 * grid.spacing() <= grid.viewport().height(), (size, tile, grid.viewport().height())
        assert clipped_texts(cards) == [], size


# --- the tour's cut-text check with long Vietnamese names (the whole matrix: benchmarks/cut_text.py) --
def test_no_text_is_cut_with_long_vietnamese_names_at_every_seat(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    from .test_polish import NO_PICTURES

    root = Path(__file__).resolve().parents[2]
    sys.path.insert(0, str(root / "benchmarks"))
    try:
        from cut_text import NAMES
    finally:
        sys.path.remove(str(root / "benchmarks"))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    runs = {}
    for name, args in (("newmoon_vi_720", ("--lang", "vi", "--size", "1280x720", "--mode", "classic", "--preset",
                                           "extended", "--new-moon")),
                       # the visit's "now" words with long names at 720p (the Diseased's result was cut)
                       ("onenight_vi_720", ("--lang", "vi", "--size", "1280x720", "--players", "10"))):
        out = tmp_path / name
        # the check reads the widgets: the screens are grabbed, their PNGs not written (issue 33)
        runs[name] = subprocess.Popen([sys.executable, "-c", NO_PICTURES, "--tour", str(out), "--names",
                                       ",".join(NAMES), *args], cwd=root, env=env, stdout=subprocess.PIPE,
                                      stderr=subprocess.PIPE, text=True)
    for name, proc in runs.items():
        _, err = proc.communicate(timeout=900)
        assert proc.returncode == 0, err
        cut = (tmp_path / name / "clipped.txt").read_text(encoding="utf-8")
        assert cut == "", f"{name}: {cut}"


def test_the_classic_deck_list_takes_the_notes_room_in_a_short_window(qtbot, settings):
    from .test_classic_deck import setup

    short = setup(qtbot, settings, 10, size=(1280, 720))
    qtbot.wait(30)
    deck = short.deck
    assert not deck.meter.details.isVisible() and "rough guide" in deck.meter.toolTip()
    assert not deck.suggest_note.isVisible() and deck.suggest.toolTip() == deck.suggest_note.text()
    listed = deck.scroll.viewport().height()
    assert listed >= 380, listed
    tall = setup(qtbot, settings, 10, size=(1920, 1080))
    qtbot.wait(30)
    assert tall.deck.meter.details.isVisible() and tall.deck.suggest_note.isVisible()
