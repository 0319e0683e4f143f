"""Setup: the players in clockwise order, then the deck builder with presets and validation."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QLineEdit, QListView,
                               QStackedWidget, QStyle, QStyledItemDelegate, QStyleOptionViewItem,
                               QTabWidget, QVBoxLayout, QWidget)

from app.core.onenight.mode import ONE_NIGHT as G
from app.core.onenight.catalog import ROLES, Box

from .. import models as M
from .. import rules_texts, style, texts
from ..balance import BalanceMeter
from ..presets import FAMILIES, preset
from ..resources import svg
from ..table import TableScene, TableView
from ..teams import ONE_NIGHT_TEAMS, TeamLegend
from ..widgets import Page, button, label, panel, restyle


NAME_MAX = 60  # the longest name the entry takes


class PlayersPage(Page):
    """Names, seating order (drag, or Ctrl+Up/Down), and a preview of the table."""

    back = Signal()
    next = Signal()

    def __init__(self, players: M.PlayersModel, parent: QWidget | None = None) -> None:
        super().__init__("dusk", parent)
        self.players = players
        title = label(self.tr("Who is playing?"), prop="heading")
        hint = label(self.tr("List the players clockwise around the table, starting with whoever holds the laptop "
                             "first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename."),
                     prop="muted", wrap=True)
        self.list = QListView()
        self.list.setModel(players)
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed)
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
        self.count = label("", prop="muted")
        self.back_button = button(self.tr("Back"))
        self.next_button = button(self.tr("Next: choose the cards"), primary=True)

        self.preview_model = M.TableModel(self)
        self.preview = TableView(TableScene(self.preview_model, None, self))
        self.preview.setFocusPolicy(Qt.FocusPolicy.NoFocus)

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
        pv.addWidget(label(self.tr("Seating (clockwise, the laptop starts at the bottom)"), prop="muted"))
        pv.addWidget(self.preview, 1)
        body = QHBoxLayout()
        body.addLayout(left, 2)
        body.addWidget(box, 3)
        bottom = QHBoxLayout()
        bottom.addWidget(self.back_button)
        bottom.addStretch(1)
        bottom.addWidget(self.count)
        bottom.addWidget(self.next_button)
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
        self.next_button.clicked.connect(self.next)
        players.problem.connect(self._show_problem)
        players.names_changed.connect(self._refresh)
        self._refresh()

    def _show_problem(self, code: str) -> None:
        self.problem.setText(texts.name_problem(code))

    def _check_length(self, text: str) -> None:
        """Typing or pasting stops at NAME_MAX characters: say so rather than cut silently."""
        if len(text) >= NAME_MAX:
            self.problem.setText(self._length_note())
        elif self.problem.text() == self._length_note():
            self.problem.setText("")

    def _length_note(self) -> str:
        return texts.fill(self.tr("A name can have at most %1 characters; the rest was left out."), NAME_MAX)

    def _add(self) -> None:
        if self.players.add(self.entry.text()):
            self.entry.clear()
            self.problem.setText("")
            self._refresh()  # says so when the table is now full
            self.list.setCurrentIndex(self.players.index(self.players.rowCount() - 1))

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

    def _refresh(self) -> None:
        names = self.players.names()
        n = len(names)
        self.preview_model.set_layout(tuple(names), 0, False)
        ok = 3 <= n <= 10
        self.next_button.setEnabled(ok)
        self.count.setText(self.tr("%n player(s)", "", n) if ok else texts.deck_problem("players", n, 0, 0, False))
        full = n >= M.PlayersModel.MAX
        self.add_button.setEnabled(not full)
        self.entry.setEnabled(not full)
        self.entry.setPlaceholderText(self.tr("The table is full: remove a name to add another.") if full
                                      else self.tr("Add a player's name…"))
        if full:
            self.problem.setText(texts.name_problem("full") + " " + self.tr("Remove a name to add another."))
        elif self.problem.text().startswith(texts.name_problem("full")):
            self.problem.setText("")

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.entry.setFocus()


class RoleCardDelegate(QStyledItemDelegate):
    """A role as a card: art, name, one-line power and how many are in the deck."""

    SIZE = QSize(296, 186)

    def geometry(self, option: QStyleOptionViewItem, index: QModelIndex) -> dict:
        """Where a tile's name and power go and in which fonts (shared by painting and by the
        tour's check for cut texts)."""
        r = QRectF(option.rect).adjusted(5, 5, -5, -5)
        art_h = r.height() - 16
        text_x = r.left() + 8 + art_h / 1.4 + 12
        tw = r.right() - text_x - 8
        name_font = QFont(option.font)
        name_font.setBold(True)
        name_font.setPointSizeF(option.font.pointSizeF() * 1.12)
        name = index.data(Qt.ItemDataRole.DisplayRole)
        badge_w = 34 * max(1.0, option.font.pointSizeF() / 13.0)
        name_font, name_lines = self.name_fit(name, name_font, tw - badge_w)
        name_h = QFontMetrics(name_font).lineSpacing() * len(name_lines)
        small = QFont(option.font)
        small.setPointSizeF(option.font.pointSizeF() * 0.86)
        power_box = QRectF(text_x, r.top() + 12 + name_h, tw, r.height() - name_h - 18)
        power = index.data(M.POWER) or ""

        def too_tall(f: QFont) -> bool:
            return QFontMetrics(f).boundingRect(power_box.toRect(), int(Qt.TextFlag.TextWordWrap),
                                                power).height() > power_box.height()

        while small.pointSizeF() > option.font.pointSizeF() * 0.7 and too_tall(small):
            small.setPointSizeF(small.pointSizeF() - 0.5)  # a long power shrinks rather than being cut
        return {"name": name, "name_font": name_font, "name_lines": name_lines,
                "name_box": QRectF(text_x, r.top() + 8, tw - badge_w, name_h), "power": power, "power_font": small,
                "power_box": power_box, "power_cut": too_tall(small)}

    def cut_texts(self, option: QStyleOptionViewItem, index: QModelIndex) -> list[str]:
        """The tile's texts that do not fit (an elided name, a power cut at the bottom)."""
        g = self.geometry(option, index)
        out = []
        if " ".join(g["name_lines"]) != g["name"]:
            out.append(g["name"])
        if g["power_cut"]:
            out.append(g["power"])
        return out

    @staticmethod
    def name_fit(name: str, font: QFont, width: float) -> tuple[QFont, list[str]]:
        """The name's font and lines: one line, shrunk up to a fifth; else two lines at the
        starting size, split where the lines are most even ("Apprentice / Assassin"); else shrunk
        further until each line fits."""
        base = font.pointSizeF()
        f = QFont(font)
        while f.pointSizeF() >= base * 0.8:
            if QFontMetrics(f).horizontalAdvance(name) <= width:
                return f, [name]
            f.setPointSizeF(f.pointSizeF() - 0.5)
        words = name.split(" ")
        f = QFont(font)
        while True:
            fm = QFontMetrics(f)
            best = None
            widest = width + 1
            for cut in range(1, len(words)):  # the most even split that fits ("Sát Thủ / Tập Sự")
                first, second = " ".join(words[:cut]), " ".join(words[cut:])
                w = max(fm.horizontalAdvance(first), fm.horizontalAdvance(second))
                if w < widest:
                    best, widest = [first, second], w
            if best is None and len(words) == 1 and fm.horizontalAdvance(name) <= width:
                best = [name]
            if best is not None or f.pointSizeF() <= base * 0.55:
                return f, best or [fm.elidedText(name, Qt.TextElideMode.ElideRight, int(width))]
            f.setPointSizeF(f.pointSizeF() - 0.5)

    MIN_HEIGHT = 162  # a short window's tiles (their power's type shrinks to fit)
    fit_height: int | None = None  # set by the grid: two whole rows in view, down to MIN_HEIGHT

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        f = max(1.0, option.font.pointSizeF() / 13.0)  # the page's zoom (its lists use 13 pt)
        h = int(self.SIZE.height() * f)
        if self.fit_height is not None:
            h = max(int(self.MIN_HEIGHT * f), min(h, self.fit_height))
        return QSize(int(self.SIZE.width() * f), h)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(option.rect).adjusted(5, 5, -5, -5)
        count = int(index.data(M.COUNT) or 0)
        team = index.data(M.TEAM)
        selected = bool(option.state & QStyle.StateFlag.State_HasFocus)
        bg = QColor(255, 255, 255, 34) if count else QColor(0, 0, 0, 60)
        painter.setPen(QPen(style.team_colour(team), 4) if count else QPen(QColor(255, 255, 255, 40), 2))
        painter.setBrush(bg)
        painter.drawRoundedRect(r, 12, 12)
        if selected:
            painter.setPen(QPen(style.SELECTED, 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 14, 14)
        art_h = r.height() - 16
        art = QRectF(r.left() + 8, r.top() + 8, art_h / 1.4, art_h)
        if not count:
            painter.setOpacity(0.55)
        svg(index.data(M.ART)).render(painter, art)
        painter.setOpacity(1.0)
        g = self.geometry(option, index)
        painter.setPen(style.MOON)
        painter.setFont(g["name_font"])
        spacing = QFontMetrics(g["name_font"]).lineSpacing()
        for k, line in enumerate(g["name_lines"]):
            rect = g["name_box"]
            painter.drawText(QRectF(rect.left(), rect.top() + k * spacing, rect.width(), spacing),
                             Qt.AlignmentFlag.AlignLeft, line)
        painter.setFont(g["power_font"])
        painter.setPen(QColor("#D9D2F0"))
        painter.drawText(g["power_box"], Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         g["power"])
        if count:
            z = max(1.0, option.font.pointSizeF() / 13.0)
            badge = QRectF(r.right() - 38 * z, r.top() + 6 * z, 32 * z, 32 * z)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#F0E442"))
            painter.drawEllipse(badge)
            painter.setPen(style.INK)
            bf = QFont(option.font)
            bf.setBold(True)
            painter.setFont(bf)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "✓" if int(index.data(M.MAX_COPIES)) == 1 else f"×{count}")
        painter.restore()


def card_rules(role: str) -> str:
    """A card's full rules for the deck builder: its name, then the paragraph (plain text)."""
    return f"{texts.role_name(role)} — {rules_texts.role_rules(role)}" if role else ""


class RulesTips(M.BoxFilter):
    """A box's cards whose tooltip is the card's power and its full rules (plain, escaped)."""

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.ToolTipRole:
            rid = super().data(index, M.ROLE_ID)
            if not rid:
                return None
            return texts.plain_tip(texts.role_power(rid) + "\n\n" + rules_texts.role_rules(rid))
        return super().data(index, role)


class RoleGrid(QListView):
    """A grid of role cards: click (or Space) adds a copy, right-click or minus removes one."""

    def __init__(self, deck: M.DeckModel, box: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deck = deck
        self.proxy = RulesTips(box, self)
        self.proxy.setSourceModel(deck)
        self.setModel(self.proxy)
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setUniformItemSizes(True)
        self.setSpacing(2)
        self.setItemDelegate(RoleCardDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setMouseTracking(True)
        self.clicked.connect(self._add)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # a short window (1280x720): the tiles get lower, so that two whole rows show
        delegate = self.itemDelegate()
        fit = (self.viewport().height() - 6 * self.spacing() - 2) // 2
        want = fit if fit < RoleCardDelegate.SIZE.height() * max(1.0, self.font().pointSizeF() / 13.0) else None
        if isinstance(delegate, RoleCardDelegate) and delegate.fit_height != want:
            delegate.fit_height = want
            self.scheduleDelayedItemsLayout()

    def _source(self, index: QModelIndex) -> QModelIndex:
        return self.proxy.mapToSource(index)

    def _add(self, index: QModelIndex) -> None:
        if index.isValid():
            self.deck.cycle(self._source(index), 1)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            index = self.indexAt(event.position().toPoint())
            if index.isValid():
                self.deck.cycle(self._source(index), -1)
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        index = self.currentIndex()
        if index.isValid():
            if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Plus, Qt.Key.Key_Equal):
                self.deck.cycle(self._source(index), 1)
                return
            if event.key() in (Qt.Key.Key_Minus, Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
                self.deck.cycle(self._source(index), -1)
                return
        super().keyPressEvent(event)


class CardsPage(Page):
    """The deck builder."""

    back = Signal()
    start = Signal()

    def __init__(self, deck: M.DeckModel, parent: QWidget | None = None, visit_ms: int = 6000) -> None:
        super().__init__("dusk", parent)
        self.deck = deck
        self.players = 5
        self.visit_ms = visit_ms  # the shortest visit (settings), for the meter's night length
        title = label(self.tr("Choose the cards"), prop="heading")
        # one line at 1280x720 (the cards need the height); how many cards is the line at the bottom's
        hint = label(self.tr("Click a card to add it, again for a second copy (×2) or to take out a card that comes "
                             "once (✓); right-click takes one out. Boxes mix freely."),
                     prop="muted", wrap=True)
        hint.setToolTip(self.tr("You need one card per player and three for the centre; with the Alpha Wolf, one "
                                "more: the wolf card, which must be a Werewolf, Mystic Wolf or Dream Wolf."))
        self.tabs = QTabWidget()
        self.grids: dict[str, RoleGrid] = {}
        for box in Box:
            grid = RoleGrid(deck, box.value)
            self.grids[box.value] = grid
            self.tabs.addTab(grid, texts.box_name(box.value))
        self.family_box = QComboBox()
        for family in FAMILIES:
            self.family_box.addItem(texts.family_name(family), family)
        self.family_box.setAccessibleName(self.tr("Preset boxes"))
        self.preset_box = QComboBox()
        for n in range(3, 11):
            self.preset_box.addItem(self.tr("Preset for %n player(s)", "", n), n)
        self.preset_box.setAccessibleName(self.tr("Preset"))
        self.preset_button = button(self.tr("Use preset"))
        self.clear_button = button(self.tr("Clear"))
        self.status = label("", wrap=True)
        # the full rules of the card under the pointer (or the one just clicked or reached by the keys)
        self.details = label(texts.translate("RoleRules", "Point at a card to read its full rules here."),
                             prop="muted", wrap=True)
        self.details.setMinimumHeight(self.details.fontMetrics().lineSpacing() * 3)
        self.details.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        for grid in self.grids.values():
            grid.entered.connect(self.show_rules)
            grid.clicked.connect(self.show_rules)
            grid.selectionModel().currentChanged.connect(lambda index, _old: self.show_rules(index))
        self.in_deck = label("", prop="muted", wrap=True)
        self.legend = TeamLegend(22)  # the badges of the deck's teams: their shapes, named
        self.back_button = button(self.tr("Back"))
        self.start_button = button(self.tr("Start the night"), primary=True)
        self.meter = BalanceMeter()
        self.night_kind = night_kind_box()

        top = QHBoxLayout()
        top.addWidget(title)
        top.addStretch(1)
        top.addWidget(self.family_box)
        top.addWidget(self.preset_box)
        top.addWidget(self.preset_button)
        top.addWidget(self.clear_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.back_button)
        bottom.addSpacing(12)
        bottom.addWidget(self.status, 1)
        self.phones_button = button(self.tr("Phones…"))
        self.phones_button.setToolTip(self.tr("Let players use their own phone as their private screen (F9)"))
        self.phones_button.clicked.connect(lambda: getattr(self.window(), "show_phones", lambda: None)())
        bottom.addWidget(self.phones_button)
        bottom.addWidget(self.night_kind)
        bottom.addWidget(self.start_button)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 20, 28, 20)
        outer.addLayout(top)
        outer.addWidget(hint)
        outer.addWidget(self.tabs, 1)
        # the card's rules beside the deck's cards and teams: the grid keeps the height (two rows of
        # cards at 1280x720)
        deck_row = QHBoxLayout()
        deck_row.setSpacing(18)
        deck_row.addWidget(self.details, 3)
        deck_col = QVBoxLayout()
        deck_col.setSpacing(4)
        deck_col.addWidget(self.in_deck)
        deck_col.addWidget(self.legend, 0, Qt.AlignmentFlag.AlignLeft)
        deck_col.addStretch(1)
        deck_row.addLayout(deck_col, 2)
        outer.addLayout(deck_row)
        outer.addWidget(self.meter)
        outer.addLayout(bottom)

        self.preset_button.clicked.connect(self.use_preset)
        self.clear_button.clicked.connect(lambda: deck.set_deck([]))
        self.back_button.clicked.connect(self.back)
        self.start_button.clicked.connect(self._start)
        deck.deck_changed.connect(self.validate)

    def show_rules(self, index: QModelIndex) -> None:
        """The details line: the full rules of the card at `index` (of any box's grid)."""
        rid = index.data(M.ROLE_ID) if index.isValid() else None
        if rid:
            self.details.setText(card_rules(rid))

    def set_players(self, n: int) -> None:
        self.players = n
        self.preset_box.setCurrentIndex(max(0, min(7, n - 3)))
        self.validate()

    def use_preset(self) -> None:
        self.deck.set_deck(preset(int(self.preset_box.currentData()), str(self.family_box.currentData())))

    def problem(self) -> str | None:
        return G.validate(self.players, self.deck.deck())

    def validate(self) -> None:
        cards = self.deck.deck()
        code = G.validate(self.players, cards)
        alpha = "alpha_wolf" in cards
        need = self.players + 3 + (1 if alpha else 0)
        if code is None:
            if alpha:
                self.status.setText(texts.fill(self.tr("Ready: %1 cards for %2 players, one of them a wolf card set "
                                                       "apart in the centre."), len(cards), self.players))
            else:
                self.status.setText(texts.fill(self.tr("Ready: %1 cards for %2 players."), len(cards), self.players))
            self.status.setProperty("problem", False)
            self.status.setProperty("ok", True)
        else:
            self.status.setText(texts.deck_problem(code, self.players, len(cards), need, alpha))
            self.status.setProperty("problem", True)
            self.status.setProperty("ok", False)
        restyle(self.status)
        names = [texts.role_name(r) for r in dict.fromkeys(cards)]
        counts = [f"{n} ×{cards.count(r)}" if cards.count(r) > 1 else n for r, n in zip(dict.fromkeys(cards), names)]
        self.in_deck.setText(self.tr("In the deck: ") + (", ".join(counts) if counts else self.tr("nothing yet")))
        in_play = {ROLES[r].team.value for r in cards if r in ROLES}
        self.legend.set_teams([(t, texts.team_name(t)) for t in ONE_NIGHT_TEAMS if t in in_play])
        self.start_button.setEnabled(code is None)
        if code is None:
            self.meter.show_onenight(cards, self.players, self.visit_ms)
        else:
            self.meter.clear()

    def _start(self) -> None:
        if self.problem() is None:
            self.start.emit()


def night_kind_box() -> QComboBox:
    """How the night is played: pass-and-play (the default, silent at night) or the narrated
    table mode (the laptop lies in the middle and calls each step aloud)."""
    box = QComboBox()
    box.addItem(QCoreApplication.translate("Setup", "Night: pass the laptop round"), False)
    box.addItem(QCoreApplication.translate("Setup", "Night: narrated, laptop in the middle"), True)
    box.setAccessibleName(QCoreApplication.translate("Setup", "How the night is played"))
    box.setToolTip(QCoreApplication.translate(
        "Setup", "Pass the laptop round: each player looks in private, in silence.\nNarrated: everyone closes "
                 "their eyes; the laptop calls each role in turn, and the player called presses and holds the "
                 "moon to act."))
    return box


class SetupScreen(QStackedWidget):
    """Players, then cards; `start_game(names, deck)` when both are ready."""

    back = Signal()
    start_game = Signal(list, list)

    def __init__(self, players: M.PlayersModel, deck: M.DeckModel, parent: QWidget | None = None, *,
                 visit_ms: int = 6000) -> None:
        super().__init__(parent)
        self.setProperty("publicInfo", True)  # the players and the deck are public
        self.players_page = PlayersPage(players)
        self.cards_page = CardsPage(deck, visit_ms=visit_ms)
        self.addWidget(self.players_page)
        self.addWidget(self.cards_page)
        self.players_page.back.connect(self.back)
        self.players_page.next.connect(self.show_cards)
        self.cards_page.back.connect(self.show_players)
        self.cards_page.start.connect(lambda: self.start_game.emit(players.names(), deck.deck()))

    def show_players(self) -> None:
        self.setCurrentWidget(self.players_page)

    def keep_state(self) -> dict:
        """Which half was shown, the tab, the name being typed and the preset lists' choices (the
        names and the deck are the window's models)."""
        cp, pp = self.cards_page, self.players_page
        return {"cards": self.currentWidget() is cp, "tab": cp.tabs.currentIndex(), "entry": pp.entry.text(),
                "family": cp.family_box.currentIndex(), "preset": cp.preset_box.currentIndex()}

    def restore_state(self, kept: dict) -> None:
        cp, pp = self.cards_page, self.players_page
        pp.entry.setText(kept.get("entry", ""))
        if kept.get("cards"):
            cp.set_players(pp.players.rowCount())  # the deck as it was, even one not valid yet
            self.setCurrentWidget(cp)
        cp.family_box.setCurrentIndex(kept.get("family", cp.family_box.currentIndex()))
        cp.preset_box.setCurrentIndex(kept.get("preset", cp.preset_box.currentIndex()))
        cp.tabs.setCurrentIndex(kept.get("tab", 0))

    def show_cards(self) -> None:
        n = self.players_page.players.rowCount()
        self.cards_page.set_players(n)
        if self.cards_page.problem() is not None:
            self.cards_page.use_preset()
        self.setCurrentWidget(self.cards_page)
        self.cards_page.tabs.currentWidget().setFocus()
