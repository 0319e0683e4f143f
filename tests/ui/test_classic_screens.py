"""The classic mode's setup and public screens, over a small fake session backed by real games."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, Qt, Signal
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QLabel, QTabWidget

from app.core.classic import story
from app.core.classic.mode import CLASSIC
from app.core.classic.state import Choice
from app.ui.classic import actions as A
from app.ui.classic.public import (AnnounceScreen, ClassicDayScreen, ClassicEndScreen, ModeChoiceScreen,
                                   TallyScreen, history_lines)
from app.ui.classic.setup import ClassicSetupScreen
from app.ui.classic.widgets import PublicLog, SeatTiles, portrait_art, portraits
from app.ui.widgets import FitLabel

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]


# --- a fake session over a real game ----------------------------------------------------------

class FakeSession(QObject):
    """The public screens' session interface (actions.py) over a real classic state."""

    changed = Signal()

    def __init__(self, state, settings, pics=None) -> None:
        super().__init__()
        self.state = state
        self.settings = settings
        self.seats = state.seats
        self.portraits = tuple(pics or [pid for pid, _ in portraits()][:state.n])
        self.actions: list = []
        self.shown_moment: str | None = None  # the moment the dawn/dusk screen announces
        self.timer_ms = None

    def set_state(self, state, moment: str | None = None) -> None:
        self.state = state
        self.shown_moment = moment
        self.changed.emit()

    def public_view(self):
        return CLASSIC.public_view(self.state)

    def history(self):
        return story.events_by_moment(self.state)

    def announcement(self):
        st = self.state
        moment = self.shown_moment or st.moment
        kind = "dawn" if moment.startswith("N") else "dusk"
        evs = [e for e in st.log if e.moment == moment and e.public]
        if kind == "dawn":
            dead = next((e.seats for e in evs if e.kind == "dawn"), ())
        else:
            dead = next((e.seats for e in evs if e.kind == "dusk"), ())
        pending = st.phase == kind and bool(st.pending) and st.moment == moment
        shot = () if pending else tuple(s for e in evs if e.kind == "died" for s in e.seats)
        result = next((e.value for e in evs if e.kind == "result"), None)
        return A.Announcement(kind, int(moment[1:]), tuple(dead), shot, pending, result)

    def submit(self, action) -> None:
        self.actions.append(action)
        if isinstance(action, A.StartVote) and self.state.phase == "day":
            self.set_state(CLASSIC.begin_vote(self.state)[0])


def choose(state, step: str, seat: int, opts: list[dict]):
    """Deterministic play: wolves and seer take the first legal target, the bodyguard and witch
    skip, the hunter shoots the first legal target; ballots agree on the lowest living seat."""
    if step == "vote":
        living = [s for s in state.alive if s != seat]
        target = min(state.alive) if min(state.alive) != seat else living[0]
        return {"player": target}
    if step in ("wolves", "seer", "hunter") and len(opts) > 1:
        return opts[1]
    return {}


def advance(state, stop, limit: int = 400):
    """Play `state` on until `stop(state)` (checked before every move)."""
    for _ in range(limit):
        if stop(state):
            return state
        req = CLASSIC.request(state)
        if req is None:
            return state
        if req.phase == "day":
            state = CLASSIC.begin_vote(state)[0]
            continue
        seat = req.seats[0]
        opts = CLASSIC.options(state, seat)
        state = CLASSIC.apply(state, Choice(req.step, seat, choose(state, req.step, seat, opts)))[0]
    raise AssertionError("the game did not reach the stop")


def new_game(n: int = 8, seed: int = 7):
    return CLASSIC.new_game(NAMES[:n], seed=seed)


@pytest.fixture
def game_at():
    def make(stop, n: int = 8, seed: int = 7):
        return advance(new_game(n, seed), stop)
    return make


def at_dawn_turns(st):
    return st.phase == "dawn" and bool(st.pending)


def at_day(st):
    return st.phase == "day"


def at_dusk(st):
    return st.phase == "dusk"


def at_end(st):
    return st.phase == "end"


def show(qtbot, widget, size=(1280, 720)):
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


# --- what a screen shows -------------------------------------------------------------------------

def visible_texts(root) -> list[str]:
    """Every text a person could read on `root`: labels, buttons, tabs, item views (display and
    tooltip), seat tiles (names, marks and tooltips)."""
    out: list[str] = []
    for lab in root.findChildren(QLabel):
        if lab.isVisibleTo(root):
            out.append(lab.full_text() if isinstance(lab, FitLabel) else lab.text())
            out.append(lab.toolTip())
    for b in root.findChildren(QAbstractButton):
        if b.isVisibleTo(root):
            out += [b.text(), b.toolTip()]
    for tabs in root.findChildren(QTabWidget):
        out += [tabs.tabText(i) for i in range(tabs.count())]
    for view in root.findChildren(QAbstractItemView):
        if not view.isVisibleTo(root) or view.model() is None:
            continue
        m = view.model()
        for r in range(m.rowCount()):
            cols = 1 if isinstance(m, QAbstractListModel) else m.columnCount()
            for c in range(cols):
                idx = m.index(r, c)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    v = m.data(idx, role)
                    if isinstance(v, str):
                        out.append(v)
    for tiles in root.findChildren(SeatTiles):
        if tiles.isVisibleTo(root):
            out += [tiles.tile_text(s) for s in range(len(tiles.names))]
    return [t for t in out if t]


SECRET = re.compile(r"\b(wolf|wolves|seer|bodyguard|witch|hunter|villagers?|village|bite|bitten|poison|poisoned|"
                    r"shot|protect\w*|inspect\w*|team)\b", re.IGNORECASE)


def assert_private(root) -> None:
    leaks = [t for t in visible_texts(root) if SECRET.search(t)]
    assert not leaks, leaks


# --- setup ---------------------------------------------------------------------------------------

def _setup(qtbot, settings, names):
    settings.classic_names = names
    settings.classic_portraits = []
    return show(qtbot, ClassicSetupScreen(settings))


@pytest.mark.parametrize("n, ok", [(7, False), (8, True), (9, True), (10, False)])
def test_setup_takes_exactly_8_or_9(qtbot, settings, n, ok):
    page = _setup(qtbot, settings, NAMES[:n] + ["Jo"] * (n == 10))
    assert page.players.rowCount() == n
    assert page.start_button.isEnabled() is ok
    if not ok:
        assert "8 or 9" in page.count.text() and str(n) in page.count.text()
    got = []
    page.start_game.connect(lambda names, pics, preset, deck, options: got.append((names, pics)))
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert bool(got) is ok
    if ok:
        names, pics = got[0]
        assert names == page.players.names() and len(set(pics)) == n
        assert settings.classic_names == names and settings.classic_portraits == pics


def test_setup_portraits_are_distinct_and_taken_ones_refused(qtbot, settings):
    page = _setup(qtbot, settings, NAMES[:8])
    ids = [pid for pid, _ in portraits()]
    assert page.players.portraits() == ids[:8]  # a sensible default: index order
    page.list.setCurrentIndex(page.players.index(0))
    # the portrait Bob has is refused for Ann, with the reason as tooltip
    assert page.picker.legal[1] is not None and "Bob" in page.picker.legal[1]
    assert not page.players.set_portrait(0, ids[1])
    page.picker.clicked.emit(8)  # a free one
    assert page.players.portraits()[0] == ids[8]
    page._pick(1)
    assert page.players.portraits()[0] == ids[8]
    # the portrait moves with its player
    page._move(1)
    assert page.players.names()[:2] == ["Bob", "Ann"]
    assert page.players.portraits()[:2] == [ids[1], ids[8]]


def test_a_drag_moves_the_portrait_with_its_player(qtbot, settings):
    """A drop in the list is a `moveRow` (QListView, InternalMove): the portrait follows."""
    page = _setup(qtbot, settings, NAMES[:8])
    ids = [pid for pid, _ in portraits()]
    assert page.players.moveRow(QModelIndex(), 0, QModelIndex(), 4)
    assert page.players.names()[:4] == ["Bob", "Cat", "Dan", "Ann"]
    assert page.players.portraits()[:4] == [ids[1], ids[2], ids[3], ids[0]]
    page.players.removeRows(0, 1)
    assert page.players.portraits()[0] == ids[2] and not page.start_button.isEnabled()


def test_end_history_tells_notes_apart():
    from app.core.classic.state import Event

    hist = [("N2", (Event("N2", "note", seat=0, value="bite Cat"), Event("N2", "note", seat=1, value="Ann lies")))]
    lines = [t for t, _ in history_lines(hist, ["Ann", "Bob"], ("wolf", "seer"))]
    assert lines == ["Night 2", "Ann (wolf) wrote the wolves' note: “bite Cat”", "Bob wrote a private note: “Ann lies”"]


def test_setup_ctrl_down_moves_and_add_gives_a_free_portrait(qtbot, settings):
    page = _setup(qtbot, settings, NAMES[:7])
    page.list.setFocus()
    page.list.setCurrentIndex(page.players.index(0))
    qtbot.keyClick(page.list, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert page.players.names()[:2] == ["Bob", "Ann"]
    page.entry.setText("Ivy")
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    assert page.players.rowCount() == 8 and page.start_button.isEnabled()
    assert len(set(page.players.portraits())) == 8


@pytest.mark.parametrize("name, message", [
    ("", "A name cannot be empty."), ("ann", "Two players cannot have the same name."),
    ("\u0410nn", "This name looks just like another player's name."),
])
def test_setup_name_checks(qtbot, settings, name, message):
    page = _setup(qtbot, settings, NAMES[:3])
    page.entry.setText(name)
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    assert page.problem.text().startswith(message)
    assert page.players.rowCount() == 3


def test_setup_hostile_names_are_plain_text(qtbot, settings):
    hostile = ["<b>Bo</b>", "<img src=x>", "Lan 🌙", "Nguyễn Thị Hương", "A & <i>B</i>", "Cat", "Dan", "Eve"]
    page = _setup(qtbot, settings, hostile)
    assert page.players.names() == hostile
    page.list.setCurrentIndex(page.players.index(0))
    assert page.picker_title.text() == "Portrait for <b>Bo</b>"
    assert page.picker_title.textFormat() == Qt.TextFormat.PlainText
    for lab in page.findChildren(QLabel):
        assert lab.textFormat() == Qt.TextFormat.PlainText


# --- tiles ---------------------------------------------------------------------------------------

def test_tiles_click_and_keyboard(qtbot):
    tiles = show(qtbot, SeatTiles(), (800, 400))
    tiles.set_seats(NAMES[:8], [pid for pid, _ in portraits()][:8], [True] * 7 + [False], [None] * 7 + ["N1"])
    assert "died night 1" in tiles.tile_text(7)
    tiles.set_choosable({0: None, 1: "Not yourself", 2: None, 3: None})
    got = []
    tiles.clicked.connect(got.append)
    qtbot.mouseClick(tiles, Qt.MouseButton.LeftButton, pos=tiles.tile_rect(2).center().toPoint())
    qtbot.mouseClick(tiles, Qt.MouseButton.LeftButton, pos=tiles.tile_rect(1).center().toPoint())  # refused
    qtbot.mouseClick(tiles, Qt.MouseButton.LeftButton, pos=tiles.tile_rect(6).center().toPoint())  # not offered
    assert got == [2]
    tiles.setFocus()
    tiles.current = 0
    qtbot.keyClick(tiles, Qt.Key.Key_Right)  # skips the refused seat 1? no: it is offered, with a reason
    assert tiles.current == 1
    qtbot.keyClick(tiles, Qt.Key.Key_Space)
    assert got == [2]  # a refused seat is not chosen
    qtbot.keyClick(tiles, Qt.Key.Key_Right)
    qtbot.keyClick(tiles, Qt.Key.Key_Right)
    qtbot.keyClick(tiles, Qt.Key.Key_Right)  # seat 4+ are not offered: stays on 3
    qtbot.keyClick(tiles, Qt.Key.Key_Return)
    assert got == [2, 3]
    assert "Not yourself" in tiles.tile_text(1)
    tiles.set_selected(3)
    assert tiles.selected == 3


def test_portraits_fall_back():
    ids = portraits()
    assert len(ids) >= 9 and len({i for i, _ in ids}) == len(ids)
    assert portrait_art("no_such_portrait") == ""


# --- public screens ------------------------------------------------------------------------------

def test_mode_choice(qtbot):
    page = show(qtbot, ModeChoiceScreen())
    got = []
    page.classic.connect(lambda: got.append("classic"))
    page.one_night.connect(lambda: got.append("one"))
    page.back.connect(lambda: got.append("back"))
    for b in (page.classic_button, page.one_night_button, page.back_button):
        qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
    assert got == ["classic", "one", "back"]


def test_dawn_with_last_turns_then_on(qtbot, settings, game_at):
    st = game_at(at_dawn_turns)
    s = FakeSession(st, settings)
    page = show(qtbot, AnnounceScreen(s, "dawn"))
    ann = s.announcement()
    dead = [st.seats[x] for x in ann.dead]
    assert ann.last_turns and dead
    assert page.over.text().startswith("Night 1 is over")
    assert all(name in page.headline.full_text() for name in dead)
    first = st.seats[min(st.pending)]
    assert page.go_button.text() == f"Last turn{'s' if len(dead) > 1 else ''}: pass the laptop to {first}"
    assert_private(page)
    qtbot.mouseClick(page.go_button, Qt.MouseButton.LeftButton)
    assert isinstance(s.actions[-1], A.Continue)
    # the last turns are over: the day is next
    s.set_state(advance(st, lambda x: x.phase != "dawn"), moment="N1")
    assert page.go_button.text() in ("Start Day 1", "See who won")
    assert_private(page)


def test_dawn_nobody_died(qtbot, settings):
    st = new_game()
    while st.step == "wolves":
        st = CLASSIC.apply(st, Choice("wolves", st.pending[0], {}))[0]
    st = advance(st, lambda x: x.phase != "night")  # every wolf skipped: no bite, no death, no last turn
    s = FakeSession(st, settings)
    s.shown_moment = "N1"
    page = show(qtbot, AnnounceScreen(s, "dawn"))
    assert page.headline.full_text() == "Nobody died last night"
    assert page.go_button.text() == "Start Day 1"
    assert_private(page)


def test_day_tiles_log_and_vote(qtbot, settings, game_at):
    st = game_at(at_day)
    s = FakeSession(st, settings)
    page = show(qtbot, ClassicDayScreen(s))
    pub = s.public_view()
    dead = [i for i, a in enumerate(pub.alive) if not a]
    assert page.title.text() == "Day 1"
    assert all("died night 1" in page.tiles.tile_text(d) for d in dead)
    assert page.log.lines()[0] == "Day 1"
    assert page.log.lines()[1].startswith("Died last night: ") or page.log.lines()[1] == "Nobody died last night."
    assert not page.clock_label.isVisible()  # the timer is off by default
    assert_private(page)
    qtbot.mouseClick(page.vote_button, Qt.MouseButton.LeftButton)
    assert isinstance(s.actions[-1], A.StartVote)


def test_day_timer_expires_into_the_vote(qtbot, settings, game_at):
    settings.discussion_minutes = 1
    s = FakeSession(game_at(at_day), settings)
    page = show(qtbot, ClassicDayScreen(s))
    assert page.clock_label.isVisible() and page.clock_label.full_text() == "1:00"
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert page.running and isinstance(s.actions[-1], A.NoteTimer)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)  # pause
    assert not page.running and s.actions[-1].ms_left <= 60000
    page.left_ms = 1
    page.toggle()
    qtbot.waitUntil(lambda: any(isinstance(a, A.StartVote) for a in s.actions), timeout=3000)


def test_tally_and_dusk_words(qtbot, settings, game_at):
    st = game_at(at_dusk)
    s = FakeSession(st, settings)
    tally = show(qtbot, TallyScreen(s))
    line, day = tally.latest()
    out = st.seats[line.target]
    assert tally.view.headline.full_text() == f"{out} was voted out"
    texts_ = tally.view.texts()
    voter, target = line.ballots[0]
    assert f"{st.seats[voter]} → {st.seats[target]}" in texts_
    assert_private(tally)
    dusk = show(qtbot, AnnounceScreen(s, "dusk"))
    assert dusk.headline.full_text() == f"{out} was voted out"
    assert dusk.go_button.text() == f"Last turn: pass the laptop to {out}"
    assert_private(dusk)


def test_public_log_words(qtbot):
    from app.core.classic.views import PublicLine

    log = PublicLog()
    qtbot.addWidget(log)
    names = ["Ann", "Bob", "Cat", "Dan"]
    log.set_log((("Day 1", (PublicLine("dawn"), PublicLine("tally", ballots=((0, 1), (1, None), (2, 1)), target=1),
                            PublicLine("dusk", seats=(1,)))),
                 ("Day 2", (PublicLine("dawn", seats=(0, 2)), PublicLine("died", seats=(3,)),
                            PublicLine("tally", ballots=((0, 2), (2, 0)), target=None)))), names)
    assert log.lines() == [
        "Day 1", "Nobody died last night.", "Votes: Ann → Bob, Bob abstained, Cat → Bob — Bob was voted out.",
        "Bob was voted out and leaves the game.",
        "Day 2", "Died last night: Ann and Cat.", "Dan died.", "Votes: Ann → Cat, Cat → Ann — nobody was voted out.",
    ]


def test_end_shows_everything(qtbot, settings, game_at):
    st = game_at(at_end)
    s = FakeSession(st, settings)
    page = show(qtbot, ClassicEndScreen(s))
    assert page.headline.full_text() in ("The village wins", "The wolves win", "Draw: no side can win")
    t = page.table
    assert t.rowCount() == st.n
    for seat in range(st.n):
        assert t.item(seat, 0).text() == st.seats[seat]
        assert t.item(seat, 1).text() == {"wolf": "Wolf", "seer": "Seer", "bodyguard": "Bodyguard", "witch": "Witch",
                                          "hunter": "Hunter", "villager": "Villager"}[st.roles[seat]]
        d = st.death_of(seat)
        if d:
            assert "died" in t.item(seat, 3).text() and "(" in t.item(seat, 3).text()
    lines = [x for x, _ in history_lines(s.history(), st.seats)]
    assert lines[0] == "Night 1"
    assert any("(wolf) picked" in x for x in lines)
    assert any("(seer) looked at" in x for x in lines)
    assert any("voted for" in x for x in lines)
    got = []
    page.new_game.connect(lambda: got.append("new"))
    page.menu.connect(lambda: got.append("menu"))
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.menu_button, Qt.MouseButton.LeftButton)
    assert got == ["new", "menu"]


def test_no_secret_on_any_public_screen_through_a_whole_game(qtbot, settings):
    """Play a 9-seat game; at every state before the end, every public screen shows no role,
    team or cause word."""
    st = new_game(9, seed=3)
    s = FakeSession(st, settings)
    pages = [show(qtbot, AnnounceScreen(s, "dawn")), show(qtbot, AnnounceScreen(s, "dusk")),
             show(qtbot, ClassicDayScreen(s)), show(qtbot, TallyScreen(s))]
    seen = 0
    while st.phase != "end":
        if st.phase in ("dawn", "dusk", "day", "vote"):
            s.set_state(st)
            for page in pages:
                assert_private(page)
            seen += 1
        nxt = advance(st, lambda x, before=st: x is not before)
        st = nxt
    assert seen > 3


def test_names_are_plain_text_on_public_screens(qtbot, settings, game_at):
    hostile = ["<b>Bo</b>", "<img src=x>", "Lan 🌙", "Nguyễn Thị Hương", "A & <i>B</i>", "Cat", "Dan", "Eve"]
    st = advance(CLASSIC.new_game(hostile, seed=7), at_dusk)
    s = FakeSession(st, settings)
    for page in (ClassicDayScreen(s), TallyScreen(s), AnnounceScreen(s, "dusk"), AnnounceScreen(s, "dawn")):
        show(qtbot, page)
        for lab in page.findChildren(QLabel):
            assert lab.textFormat() == Qt.TextFormat.PlainText, lab.text()
