"""The classic game's setup: the names in clockwise order, each with a portrait, and the deck
(the standard deal of 8 or 9, or an extended deck of 8 to 18 built in `deck.py`)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHBoxLayout, QLineEdit, QListView, QTabWidget, QVBoxLayout, QWidget

from app.core.common import names as N

from .. import models as M
from .. import texts
import app.core.classic.extended as X
from app.core.classic.catalog import SEAT_COUNTS

from ..settings import Settings
from ..widgets import Page, button, label, panel
from .deck import EXTENDED, STANDARD, DeckBuilder, reason_text, wolf_count
from .widgets import SeatTiles, portrait_name, portrait_pixmap, portraits

NAME_MAX = 60
DECORATION = Qt.ItemDataRole.DecorationRole
PORTRAIT = Qt.ItemDataRole.UserRole + 80
SILHOUETTE = "generic_"


def portrait_choices(at_least: int = 0) -> list[tuple[str, str]]:
    """The portraits (id, name) a player may pick: the bundled ones, then generic silhouettes
    (drawn in code) when a large extended table has more players than there are portraits."""
    found = [(pid, portrait_name(pid)) for pid, _ in portraits()]
    known = {pid for pid, _ in found}
    k = 1
    while len(found) < at_least:
        pid = f"{SILHOUETTE}{k}"
        if pid not in known:
            found.append((pid, texts.fill(QCoreApplication.translate("Classic", "Silhouette %1"), k)))
        k += 1
    return found


class ClassicPlayersModel(M.PlayersModel):
    """PlayersModel with a portrait id per player, kept with its player on every move."""

    MAX = X.PLAYERS[-1]  # the extended preset's largest table (the standard one takes 8 or 9)
    ICON = 40

    def __init__(self, parent=None) -> None:
        self._portraits: list[str] = []
        super().__init__([], parent)

    def portraits(self) -> list[str]:
        return list(self._portraits)

    def free_portrait(self, taken: list[str] | None = None) -> str:
        """The first portrait in index order nobody has (the first one if all are taken)."""
        used = set(self._portraits if taken is None else taken)
        ids = [pid for pid, _ in portrait_choices(len(used) + 1)]
        return next((pid for pid in ids if pid not in used), ids[0] if ids else "")

    def set_players(self, given_names: list[str], given_portraits: list[str]) -> None:
        """Names (each checked as `PlayersModel.set_names`) with their portraits; a missing,
        unknown or already taken portrait becomes the first free one."""
        known = {pid for pid, _ in portrait_choices(self.MAX)}
        kept: list[str] = []
        pics: list[str] = []
        for i, name in enumerate(given_names):
            if isinstance(name, str) and len(kept) < self.MAX and N.problem(name, kept) is None:
                kept.append(N.normalise(name))
                pid = given_portraits[i] if i < len(given_portraits) else ""
                pics.append(pid if pid in known and pid not in pics else "")
        for i, pid in enumerate(pics):
            if not pid:
                pics[i] = self.free_portrait(pics)
        self.beginResetModel()
        self._names = kept
        self._portraits = pics
        self.endResetModel()

    def set_names(self, given: list[str]) -> None:
        self.set_players(list(given), [])

    def set_portrait(self, row: int, pid: str) -> bool:
        """Give `row` the portrait `pid`; False if another player has it."""
        if not 0 <= row < len(self._portraits):
            return False
        if any(p == pid for i, p in enumerate(self._portraits) if i != row):
            return False
        self._portraits[row] = pid
        idx = self.index(row)
        self.dataChanged.emit(idx, idx, [DECORATION, PORTRAIT])
        return True

    def data(self, index, role: int = M.DISPLAY):
        if role in (DECORATION, PORTRAIT) and index.isValid() and 0 <= index.row() < len(self._portraits):
            pid = self._portraits[index.row()]
            if role == PORTRAIT:
                return pid
            icon = QIcon()
            pm = portrait_pixmap(pid, self.ICON, 2.0)
            for mode in (QIcon.Mode.Normal, QIcon.Mode.Selected, QIcon.Mode.Active):
                icon.addPixmap(pm, mode)
            return icon
        return super().data(index, role)

    def add(self, name: str) -> bool:
        pid = self.free_portrait()
        self._portraits.append(pid)  # before the insert, so that views see the row complete
        if super().add(name):
            return True
        self._portraits.pop()
        return False

    def removeRows(self, row: int, count: int, parent=QModelIndex()) -> bool:
        if parent.isValid() or row < 0 or count <= 0 or row + count > len(self._names):
            return False
        self.beginRemoveRows(QModelIndex(), row, row + count - 1)
        del self._names[row:row + count]
        del self._portraits[row:row + count]
        self.endRemoveRows()
        return True

    def moveRows(self, src_parent, src: int, count: int, dst_parent, dst: int) -> bool:
        before = list(self._names)
        pics = list(self._portraits)
        if not super().moveRows(src_parent, src, count, dst_parent, dst):
            return False
        block = pics[src:src + count]
        del pics[src:src + count]
        at = dst - count if dst > src else dst
        pics[at:at] = block
        self._portraits = pics
        assert len(before) == len(self._names)
        return True


class ClassicSetupScreen(Page):
    """Names clockwise, seating by buttons, drag or Ctrl+Up/Down, a portrait each, and the deck.

    `start_game(names, portrait_ids, preset, deck, options)` when the table is ready (the standard
    preset: an empty deck and no options); `back()` to the mode choice."""

    back = Signal()
    start_game = Signal(list, list, str, list, dict)

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__("dusk", parent)
        self.setProperty("publicInfo", True)
        self.settings = settings
        self.players = ClassicPlayersModel(self)
        title = label(self.tr("Classic Werewolf: who is playing?"), prop="heading")
        hint = self.hint = label("", prop="muted", wrap=True)
        self.list = QListView()
        self.list.setModel(self.players)
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.list.setIconSize(QSize(ClassicPlayersModel.ICON, ClassicPlayersModel.ICON))
        self.list.setAccessibleName(self.tr("Players, clockwise"))
        self.list.installEventFilter(self)
        self.entry = QLineEdit()
        self.entry.setPlaceholderText(self.tr("Add a player's name…"))
        self.entry.setMaxLength(NAME_MAX)
        self.entry.setAccessibleName(self.tr("New player's name"))
        self.add_button = button(self.tr("Add"))
        self.remove_button = button(self.tr("Remove"))
        self.up_button = button(self.tr("Move up"))
        self.down_button = button(self.tr("Move down"))
        self.problem = label("", prop="problem", wrap=True)
        self.count = label("", wrap=True)
        self.deck = DeckBuilder(settings)
        self.preset = self.deck.standard_text
        self.back_button = button(self.tr("Back"))
        self.start_button = button(self.tr("Start the first night"), primary=True)
        from ..screens.setup import night_kind_box

        self.night_kind = night_kind_box()
        self.night_kind.setCurrentIndex(1 if settings is not None and settings.table_mode else 0)

        self.picker_title = label("", prop="subheading")
        self.picker = SeatTiles()
        self.picker.max_tile = QSize(130, 155)
        self.picker.setAccessibleName(self.tr("Portraits"))

        left = QVBoxLayout()
        left.addWidget(title)
        left.addWidget(hint)
        add_row = QHBoxLayout()
        add_row.addWidget(self.entry, 1)
        add_row.addWidget(self.add_button)
        left.addLayout(add_row)
        left.addWidget(self.list, 1)
        edit_row = QHBoxLayout()
        for b in (self.up_button, self.down_button, self.remove_button):
            edit_row.addWidget(b)
        edit_row.addStretch(1)
        left.addLayout(edit_row)
        left.addWidget(self.problem)
        box = panel()
        pv = QVBoxLayout(box)
        pv.addWidget(self.deck.mode_row)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        pics = QWidget()
        pl = QVBoxLayout(pics)
        pl.setContentsMargins(0, 6, 0, 0)
        pl.addWidget(self.picker_title)
        pl.addWidget(self.picker, 1)
        self.tabs.addTab(pics, self.tr("Portraits"))
        self.tabs.addTab(self.deck, self.tr("Cards and rules"))
        pv.addWidget(self.tabs, 1)
        body = QHBoxLayout()
        body.addLayout(left, 2)
        body.addWidget(box, 3)
        bottom = QHBoxLayout()
        bottom.addWidget(self.back_button)
        bottom.addSpacing(12)
        bottom.addWidget(self.count, 1)
        self.phones_button = button(self.tr("Phones…"))
        self.phones_button.setToolTip(self.tr("Let players use their own phone as their private screen (F9)"))
        self.phones_button.clicked.connect(lambda: getattr(self.window(), "show_phones", lambda: None)())
        bottom.addWidget(self.phones_button)
        bottom.addWidget(self.night_kind)
        bottom.addWidget(self.start_button)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 20, 28, 20)
        outer.addLayout(body, 1)
        outer.addLayout(bottom)

        self.add_button.clicked.connect(self._add)
        self.entry.returnPressed.connect(self._add)
        self.entry.textEdited.connect(self._check_length)
        self.remove_button.clicked.connect(self._remove)
        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button.clicked.connect(lambda: self._move(1))
        self.back_button.clicked.connect(self.back)
        self.start_button.clicked.connect(self._start)
        self.picker.clicked.connect(self._pick)
        self.players.problem.connect(self._show_problem)
        self.players.names_changed.connect(self.refresh)
        self.deck.changed.connect(self.refresh)
        self.deck.mode_group.buttonToggled.connect(self._preset_toggled)
        self.list.selectionModel().currentChanged.connect(lambda *_: self._show_picker())
        if settings is not None:
            self.players.set_players(settings.classic_names, settings.classic_portraits)
            self.players.names_changed.connect(self._remember_players)
        self.refresh()

    # --- one remembered table for both games -------------------------------------------------------
    def _remember_players(self) -> None:
        """Every change to the list is the table both setups open with next."""
        if self.settings is not None and not getattr(self, "_reloading", False):
            self.settings.classic_names = self.players.names()
            self.settings.classic_portraits = self.players.portraits()

    def reload_players(self) -> None:
        """The table as the other game's setup left it (nothing changes when it is this list)."""
        if self.settings is None or self.settings.classic_names == self.players.names():
            return
        self._reloading = True
        try:
            self.players.set_players(self.settings.classic_names, self.settings.classic_portraits)
        finally:
            self._reloading = False
        self.refresh()

    # --- names ---------------------------------------------------------------------------------
    def _show_problem(self, code: str) -> None:
        self.problem.setText(texts.name_problem(code))

    def _length_note(self) -> str:
        return texts.fill(self.tr("A name can have at most %1 characters; the rest was left out."), NAME_MAX)

    def _check_length(self, text: str) -> None:
        if len(text) >= NAME_MAX:
            self.problem.setText(self._length_note())
        elif self.problem.text() == self._length_note():
            self.problem.setText("")

    def _add(self) -> None:
        if self.players.add(self.entry.text()):
            self.entry.clear()
            self.problem.setText("")
            self.list.setCurrentIndex(self.players.index(self.players.rowCount() - 1))
            self.refresh()

    def _remove(self) -> None:
        idx = self.list.currentIndex()
        if idx.isValid():
            self.players.removeRows(idx.row(), 1)

    def _move(self, step: int) -> None:
        idx = self.list.currentIndex()
        if not idx.isValid():
            return
        r = idx.row()
        target = r + step
        if not 0 <= target < self.players.rowCount():
            return
        self.players.moveRows(QModelIndex(), r, 1, QModelIndex(), target + (1 if step > 0 else 0))
        self.list.setCurrentIndex(self.players.index(target))

    def eventFilter(self, obj, event) -> bool:
        if obj is self.list and isinstance(event, QKeyEvent) and event.type() == QKeyEvent.Type.KeyPress:
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                self._move(-1 if event.key() == Qt.Key.Key_Up else 1)
                return True
            if event.key() == Qt.Key.Key_Delete:
                self._remove()
                return True
        return super().eventFilter(obj, event)

    # --- portraits -----------------------------------------------------------------------------
    def current_row(self) -> int:
        idx = self.list.currentIndex()
        return idx.row() if idx.isValid() else -1

    def _show_picker(self) -> None:
        choices = portrait_choices(self.players.rowCount())
        ids = [pid for pid, _ in choices]
        pics = self.players.portraits()
        names = self.players.names()
        row = self.current_row()
        owners = {p: k for k, p in enumerate(pics)}
        self.picker.set_seats([names[owners[pid]] if pid in owners and owners[pid] != row else pname
                               for pid, pname in choices], ids)
        if row < 0:
            self.picker_title.setText(self.tr("Portraits: choose a player on the left first"))
            self.picker.set_choosable({i: self.tr("Choose a player on the left first") for i in range(len(ids))})
            self.picker.set_selected(None)
            return
        self.picker_title.setText(texts.fill(self.tr("Portrait for %1"), names[row]))
        legal: dict[int, str | None] = {}
        for i, pid in enumerate(ids):
            owner = next((k for k, p in enumerate(pics) if p == pid), None)
            legal[i] = None if owner is None or owner == row else texts.fill(self.tr("Taken by %1"), names[owner])
        self.picker.set_choosable(legal)
        self.picker.set_selected(ids.index(pics[row]) if pics[row] in ids else None)

    def _pick(self, index: int) -> None:
        row = self.current_row()
        ids = [pid for pid, _ in portrait_choices(self.players.rowCount())]
        if row >= 0 and 0 <= index < len(ids) and self.players.set_portrait(row, ids[index]):
            self._show_picker()

    # --- readiness -----------------------------------------------------------------------------
    def preset_id(self) -> str:
        return self.deck.preset()

    def problem_text(self) -> str | None:
        n = self.players.rowCount()
        extended = self.preset_id() == EXTENDED
        if not extended and n not in SEAT_COUNTS:
            return texts.fill(self.tr("Classic Werewolf needs exactly 8 or 9 players (now %1)."), n)
        if extended and n not in X.PLAYERS:
            return reason_text("ext_player_count", n)
        pics = self.players.portraits()
        if len(set(pics)) != len(pics):
            return self.tr("Two players have the same portrait: give each their own.")
        if extended:
            why = self.deck.problem(n)
            if why is not None:
                return reason_text(why, n)
        return None

    def _preset_toggled(self, button, on: bool) -> None:
        if on and button is self.deck.extended_button:
            self.tabs.setCurrentWidget(self.deck)

    def _hint_text(self) -> str:
        if self.preset_id() == EXTENDED:
            return self.tr("List the 8 to 18 players clockwise around the table, starting with whoever holds the "
                           "laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click "
                           "to rename. Click a player, then a portrait on the right.")
        return self.tr("List the 8 or 9 players clockwise around the table, starting with whoever holds the "
                       "laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click "
                       "to rename. Click a player, then a portrait on the right.")

    def refresh(self) -> None:
        n = self.players.rowCount()
        self.deck.set_players(n)
        self.hint.setText(self._hint_text())
        why = self.problem_text()
        self.start_button.setEnabled(why is None)
        if why is None and self.preset_id() == EXTENDED:
            wolves = wolf_count(self.deck.deck())
            self.count.setText(texts.fill(self.tr("%1 players, an extended deck with %n wolf/wolves.", "", wolves), n))
            self.count.setProperty("problem", False)
        elif why is None:
            wolves = 2 if n == 8 else 3
            self.count.setText(texts.fill(self.tr("%1 players: %2 wolves against %3 villagers and helpers."),
                                          n, wolves, n - wolves))
            self.count.setProperty("problem", False)
        else:
            self.count.setText(why)
            self.count.setProperty("problem", True)
        from ..widgets import restyle

        restyle(self.count)
        full = n >= ClassicPlayersModel.MAX
        self.add_button.setEnabled(not full)
        self.entry.setEnabled(not full)
        if self.current_row() < 0 and n:
            self.list.setCurrentIndex(self.players.index(0))
        self._show_picker()

    def keep_state(self) -> dict:
        """Everything typed and chosen here (this screen owns its players and its deck)."""
        d = self.deck
        return {**super().keep_state(), "names": self.players.names(), "portraits": self.players.portraits(),
                "row": self.current_row(), "entry": self.entry.text(), "tab": self.tabs.currentIndex(),
                "preset": d.preset(), "deck": d.deck(), "options": d.options(), "follow": d.follow}

    def restore_state(self, kept: dict) -> None:
        super().restore_state(kept)
        d = self.deck
        self.players.set_players(kept.get("names", []), kept.get("portraits", []))
        d.set_options(kept.get("options", {}))
        d.set_deck(kept.get("deck", d.deck()))
        d.follow = bool(kept.get("follow", d.follow))
        d.set_preset(kept.get("preset", d.preset()))
        self.entry.setText(kept.get("entry", ""))
        row = kept.get("row", -1)
        if 0 <= row < self.players.rowCount():
            self.list.setCurrentIndex(self.players.index(row))
        self.refresh()
        self.tabs.setCurrentIndex(kept.get("tab", 0))

    def _start(self) -> None:
        if self.problem_text() is not None:
            return
        names, pics = self.players.names(), self.players.portraits()
        if self.settings is not None:
            self.settings.classic_names = names
            self.settings.classic_portraits = pics
        self.deck.remember()
        if self.settings is not None:
            self.settings.table_mode = bool(self.night_kind.currentData())
        if self.preset_id() == EXTENDED:
            self.start_game.emit(names, pics, EXTENDED, self.deck.deck(), self.deck.options())
        else:
            self.start_game.emit(names, pics, STANDARD, [], {})

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.reload_players()
        self.entry.setFocus()


__all__ = ["ClassicPlayersModel", "ClassicSetupScreen", "portrait_choices", "portrait_name"]
