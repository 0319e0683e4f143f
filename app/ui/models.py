"""Qt item models over the game's views: each exposes its data through roles (STYLE.md)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import (QAbstractListModel, QModelIndex, QPersistentModelIndex,
                            QSortFilterProxyModel, Qt, Signal)

from app.core.common import names
from app.core.onenight.catalog import ROLES, Box

from . import texts
from .resources import role_art

Index = QModelIndex | QPersistentModelIndex
USER = Qt.ItemDataRole.UserRole
DISPLAY = Qt.ItemDataRole.DisplayRole
EDIT = Qt.ItemDataRole.EditRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole
READ_ONLY = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class _ListModel(QAbstractListModel):
    """A flat list model over a Python list (`_items()`): row count and index checks."""

    def _items(self) -> list:
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._items())

    def _item(self, index: Index) -> Any:
        """The list entry behind `index`, or None for an invalid or stale index."""
        items = self._items()
        if not index.isValid() or not 0 <= index.row() < len(items):
            return None
        return items[index.row()]

    def retranslate(self) -> None:
        """The language changed: every row's words (names of roles, tooltips) are asked again,
        and views lay their rows out anew (a translated name may be longer)."""
        self.layoutAboutToBeChanged.emit()
        self.layoutChanged.emit()
        n = self.rowCount()
        if n:
            self.dataChanged.emit(self.index(0, 0), self.index(n - 1, 0), [])


# --- players --------------------------------------------------------------------------------


class PlayersModel(_ListModel):
    """The players' names in clockwise seating order; rename in place, drag to reorder."""

    problem = Signal(str)  # a rejected edit: empty / duplicate / full
    names_changed = Signal()

    MAX = 10

    def __init__(self, initial: list[str] | None = None, parent=None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self.set_names(list(initial or []))
        for sig in (self.dataChanged, self.rowsInserted, self.rowsRemoved, self.rowsMoved, self.modelReset):
            sig.connect(self.names_changed)

    def names(self) -> list[str]:
        return list(self._names)

    def _items(self) -> list[str]:
        return self._names

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        name = self._item(index)
        if name is None:
            return None
        if role in (DISPLAY, EDIT):
            return name
        if role in (TOOLTIP, ACCESSIBLE):
            text = texts.fill(texts.translate("Setup", "Seat %1: %2"), index.row() + 1, name)
            return texts.plain_tip(text) if role == TOOLTIP else text
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        return (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable
                | Qt.ItemFlag.ItemIsDragEnabled)

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def check_name(self, name: str, row: int = -1) -> str | None:
        """Why `name` cannot be used (for seat `row`, or a new seat when -1): empty, too_long,
        duplicate, lookalike (it looks the same as another name on screen) or full."""
        others = [other for i, other in enumerate(self._names) if i != row]
        problem = names.problem(name, others)
        if problem:
            return problem
        if row < 0 and len(self._names) >= self.MAX:
            return "full"
        return None

    def setData(self, index: Index, value: Any, role: int = EDIT) -> bool:
        if not index.isValid() or role != EDIT or not isinstance(value, str):
            return False
        problem = self.check_name(value, index.row())
        if problem:
            self.problem.emit(problem)
            return False
        self._names[index.row()] = names.normalise(value)
        self.dataChanged.emit(index, index, [DISPLAY, EDIT])
        return True

    def add(self, name: str) -> bool:
        problem = self.check_name(name)
        if problem:
            self.problem.emit(problem)
            return False
        row = len(self._names)
        self.beginInsertRows(QModelIndex(), row, row)
        self._names.append(names.normalise(name))
        self.endInsertRows()
        return True

    def removeRows(self, row: int, count: int, parent: Index = QModelIndex()) -> bool:
        if parent.isValid() or row < 0 or count <= 0 or row + count > len(self._names):
            return False
        self.beginRemoveRows(QModelIndex(), row, row + count - 1)
        del self._names[row:row + count]
        self.endRemoveRows()
        return True

    def moveRows(self, src_parent: Index, src: int, count: int, dst_parent: Index, dst: int) -> bool:
        if src_parent.isValid() or dst_parent.isValid() or count <= 0:
            return False
        if src < 0 or src + count > len(self._names) or not 0 <= dst <= len(self._names):
            return False
        if src <= dst <= src + count:
            return False
        if not self.beginMoveRows(QModelIndex(), src, src + count - 1, QModelIndex(), dst):
            return False
        block = self._names[src:src + count]
        del self._names[src:src + count]
        at = dst - count if dst > src else dst
        self._names[at:at] = block
        self.endMoveRows()
        return True

    def set_names(self, given: list[str]) -> None:
        """Replace every name (e.g. the last game's, from the settings): each normalised, and
        one that cannot sit with those before it (empty, look-alike, too many) left out."""
        kept: list[str] = []
        for name in given:
            if isinstance(name, str) and len(kept) < self.MAX and names.problem(name, kept) is None:
                kept.append(names.normalise(name))
        self.beginResetModel()
        self._names = kept
        self.endResetModel()


# --- roles (deck builder, roles in this game) -----------------------------------------------

ROLE_ID, BOX, COUNT, MAX_COPIES, POWER, ART, TEAM = (USER + i for i in range(1, 8))


def shelf(role: str) -> str:
    """The box a role is first offered under (the Villager sits with the Vampire box's cards)."""
    return _SHELF.get(role) or ROLES[role].box.value


_SHELF = {"villager": Box.VAMPIRE.value}  # roles first offered under another box than their own


def shelves(role: str) -> tuple[str, ...]:
    """Every deck-builder tab that offers the role: the Villager, a Werewolf-box card (the paw on
    its art), is also offered with the Vampire box, whose games need plain villagers too."""
    return tuple(dict.fromkeys((shelf(role), ROLES[role].box.value)))


ROLE_ORDER = sorted(ROLES, key=lambda r: list(Box).index(Box(shelf(r))))


class DeckModel(_ListModel):
    """Every role, how many of its cards are in the deck; grouped by box (Vampire first)."""

    deck_changed = Signal()

    def __init__(self, roles: list[str] | None = None, parent=None) -> None:
        super().__init__(parent)
        self._roles = list(roles or ROLE_ORDER)
        self._count = {r: 0 for r in self._roles}
        self._order: list[str] = []  # the cards in the order they were added (the deal follows it)

    def _items(self) -> list[str]:
        return self._roles

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        rid = self._item(index)
        if rid is None:
            return None
        info = ROLES[rid]
        if role == DISPLAY:
            return texts.role_name(rid)
        if role in (TOOLTIP, POWER):
            return texts.role_power(rid)
        if role == ACCESSIBLE:
            n = self._count[rid]
            return texts.fill(texts.translate("Setup", "%1, %2 in the deck. %3"), texts.role_name(rid), n,
                              texts.role_power(rid))
        if role == ROLE_ID:
            return rid
        if role == BOX:
            return shelf(rid)
        if role in (COUNT, EDIT):
            return self._count[rid]
        if role == MAX_COPIES:
            return info.max_copies
        if role == ART:
            return role_art(rid)
        if role == TEAM:
            return info.team.value
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        return READ_ONLY if index.isValid() else Qt.ItemFlag.NoItemFlags

    def setData(self, index: Index, value: Any, role: int = EDIT) -> bool:
        if not index.isValid() or role not in (COUNT, EDIT):
            return False
        rid = self._roles[index.row()]
        try:
            n = int(value)
        except (TypeError, ValueError):
            return False
        n = max(0, min(ROLES[rid].max_copies, n))
        if n == self._count[rid]:
            return True
        self._count[rid] = n
        while self._order.count(rid) > n:
            del self._order[len(self._order) - 1 - self._order[::-1].index(rid)]
        self._order += [rid] * (n - self._order.count(rid))
        self.dataChanged.emit(index, index, [COUNT, EDIT, ACCESSIBLE])
        self.deck_changed.emit()
        return True

    def cycle(self, index: Index, step: int = 1) -> None:
        """Add one copy (wrapping to none after the box's limit), or remove one with step -1."""
        rid = self._roles[index.row()]
        n = self._count[rid] + step
        if n > ROLES[rid].max_copies:
            n = 0
        self.setData(index, max(0, n), COUNT)

    def deck(self) -> list[str]:
        """The cards, in the order they were added."""
        return list(self._order)

    def set_deck(self, deck: list[str]) -> None:
        counts = {r: 0 for r in self._roles}
        for r in deck:
            if r in counts:
                counts[r] = min(ROLES[r].max_copies, counts[r] + 1)
        self._count = counts
        order: list[str] = []
        for r in deck:
            if r in counts and order.count(r) < counts[r]:
                order.append(r)
        self._order = order
        if self._roles:
            self.dataChanged.emit(self.index(0), self.index(len(self._roles) - 1), [COUNT, EDIT, ACCESSIBLE])
        self.deck_changed.emit()


class BoxFilter(QSortFilterProxyModel):
    """One box's roles (or, with box "", only the roles in the deck)."""

    def __init__(self, box: str, parent=None) -> None:
        super().__init__(parent)
        self.box = box

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:
        index = self.sourceModel().index(row, 0, parent)
        if self.box:
            return self.box in shelves(index.data(ROLE_ID))
        return bool(index.data(COUNT))


class RolesModel(_ListModel):
    """The roles of a game (the deck is public), each once with its count."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, int]] = []

    def set_deck(self, deck: tuple[str, ...] | list[str]) -> None:
        self.beginResetModel()
        order = [r for r in ROLE_ORDER if r in deck]
        self._rows = [(r, list(deck).count(r)) for r in order]
        self.endResetModel()

    def _items(self) -> list[tuple[str, int]]:
        return self._rows

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        found = self._item(index)
        if found is None:
            return None
        rid, n = found
        if role == DISPLAY:
            name = texts.role_name(rid)
            return f"{name} ×{n}" if n > 1 else name
        if role in (TOOLTIP, POWER):
            return texts.role_power(rid)
        if role == ACCESSIBLE:
            return texts.role_name(rid) + ". " + texts.role_power(rid)
        if role == ROLE_ID:
            return rid
        if role == COUNT:
            return n
        if role == ART:
            return role_art(rid)
        if role == TEAM:
            return ROLES[rid].team.value
        return None


# --- the table ---------------------------------------------------------------------------------

(KIND, PLACE_INDEX, FACE, FRESH, MARK, MARK_FRESH, SHIELD, ARTIFACT, CARD_TARGET, MARK_TARGET,
 REASON, MARK_REASON, VOTE, STATUS, WINNER_TEAM, ME, HINT) = (USER + 20 + i for i in range(17))
ALL_TABLE_ROLES = [KIND, PLACE_INDEX, FACE, FRESH, MARK, MARK_FRESH, SHIELD, ARTIFACT, CARD_TARGET,
                   MARK_TARGET, REASON, MARK_REASON, VOTE, STATUS, WINNER_TEAM, ME, HINT]


class TableModel(_ListModel):
    """One row per place: the seats clockwise, then the centre slots.

    It holds only what one viewer may see: faces are filled from a knowledge view during a
    visit, from the public view otherwise, and are all "" (face down) at a curtain.
    """

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.seats: tuple[str, ...] = ()
        self.centre = 0
        self.marks_shown = True
        self._rows: list[dict[int, Any]] = []

    def _blank(self, kind: str, i: int) -> dict[int, Any]:
        return {KIND: kind, PLACE_INDEX: i, FACE: "", FRESH: False,
                MARK: ("" if kind == "seat" and self.marks_shown else "none"), MARK_FRESH: False,
                SHIELD: False, ARTIFACT: "", CARD_TARGET: "", MARK_TARGET: "", REASON: "",
                MARK_REASON: "", VOTE: -1, STATUS: "", WINNER_TEAM: "", ME: False, HINT: ""}

    def set_layout(self, seats: tuple[str, ...], centre: int, marks_shown: bool) -> None:
        """Seats and centre slots, everything face down."""
        self.beginResetModel()
        self.seats, self.centre, self.marks_shown = tuple(seats), centre, marks_shown
        self._rows = [self._blank("seat", i) for i in range(len(seats))]
        self._rows += [self._blank("centre", i) for i in range(centre)]
        self.endResetModel()

    def face_down(self) -> None:
        """Every card and mark back to face down, no targets, no votes (the curtain's table)."""
        self.beginResetModel()
        self._rows = [self._blank(r[KIND], r[PLACE_INDEX]) for r in self._rows]
        self.endResetModel()

    def _items(self) -> list[dict[int, Any]]:
        return self._rows

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        row = self._item(index)
        if row is None:
            return None
        if role == DISPLAY:
            return self._name(row)
        if role == TOOLTIP:
            return row[REASON] or None
        if role == ACCESSIBLE:
            return self.accessible(index.row())
        return row.get(role)

    def _name(self, row: dict[int, Any]) -> str:
        return self.seats[row[PLACE_INDEX]] if row[KIND] == "seat" else texts.centre_name(row[PLACE_INDEX])

    def accessible(self, r: int) -> str:
        row = self._rows[r]
        name = self._name(row)
        if row[FACE]:
            return texts.fill(texts.translate("Table", "%1: %2"), name, texts.role_name(row[FACE]))
        return texts.fill(texts.translate("Table", "%1: face-down card"), name)

    def set_places(self, values: dict[int, dict[int, Any]]) -> None:
        """Set some roles on some rows (row = place: seats first, then centre slots)."""
        for r, changes in values.items():
            if not 0 <= r < len(self._rows):
                continue
            row = self._rows[r]
            roles = [k for k, v in changes.items() if row.get(k) != v]
            if roles:
                row.update(changes)
                self.dataChanged.emit(self.index(r), self.index(r), roles + [TOOLTIP, ACCESSIBLE])

    def value(self, r: int, role: int) -> Any:
        return self._rows[r].get(role)


BOARD, SPACE_MARK, TOKEN = (USER + 40 + i for i in range(3))


class SpacesModel(_ListModel):
    """The mark boards' spaces (from the public view: a face-down token, empty, or at the Reveal its mark)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, str, str]] = []

    def set_spaces(self, spaces) -> None:
        rows = [(s.board, s.mark, s.token) for s in spaces]
        if [r[:2] for r in rows] != [r[:2] for r in self._rows]:
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
            return
        for i, r in enumerate(rows):
            if r != self._rows[i]:
                self._rows[i] = r
                self.dataChanged.emit(self.index(i), self.index(i), [TOKEN])

    def clear(self) -> None:
        self.beginResetModel()
        self._rows = []
        self.endResetModel()

    def _items(self) -> list[tuple[str, str, str]]:
        return self._rows

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        found = self._item(index)
        if found is None:
            return None
        board, mark, token = found
        if role == BOARD:
            return board
        if role == SPACE_MARK:
            return mark
        if role == TOKEN:
            return token
        if role == DISPLAY:
            return ""
        return None


# --- lines (knowledge, story, resolution) -------------------------------------------------------

EMPHASIS, LINE_KIND = USER + 60, USER + 61


class LinesModel(_ListModel):
    """A list of sentences, some emphasised (news, deaths)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, bool, str]] = []

    def set_lines(self, lines: list[tuple[str, bool, str]] | list[tuple[str, bool]]) -> None:
        self.beginResetModel()
        self._rows = [(t[0], t[1], t[2] if len(t) > 2 else "") for t in lines]
        self.endResetModel()

    def lines(self) -> list[str]:
        return [t for t, _, _ in self._rows]

    def _items(self) -> list[tuple[str, bool, str]]:
        return self._rows

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        found = self._item(index)
        if found is None:
            return None
        text, em, kind = found
        if role in (DISPLAY, ACCESSIBLE):
            return text
        if role == EMPHASIS:
            return em
        if role == LINE_KIND:
            return kind
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        return READ_ONLY if index.isValid() else Qt.ItemFlag.NoItemFlags


VOTER, TARGET = USER + 70, USER + 71


class VotesModel(_ListModel):
    """Who points at whom (-1: not yet), one row per voter."""

    votes_changed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.seats: tuple[str, ...] = ()
        self._votes: list[int] = []

    def set_seats(self, seats: tuple[str, ...]) -> None:
        self.beginResetModel()
        self.seats = tuple(seats)
        self._votes = [-1] * len(seats)
        self.endResetModel()
        self.votes_changed.emit()

    def _items(self) -> list[int]:
        return self._votes

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        t = self._item(index)
        if t is None:
            return None
        r = index.row()
        if role in (DISPLAY, ACCESSIBLE):
            if t < 0:
                return texts.fill(texts.translate("Vote", "%1 → (not yet)"), self.seats[r])
            return texts.fill(texts.translate("Vote", "%1 → %2"), self.seats[r], self.seats[t])
        if role == VOTER:
            return r
        if role in (TARGET, EDIT):
            return t
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return READ_ONLY | Qt.ItemFlag.ItemIsEditable

    def setData(self, index: Index, value: Any, role: int = EDIT) -> bool:
        if not index.isValid() or role not in (TARGET, EDIT):
            return False
        try:
            t = int(value)
        except (TypeError, ValueError):
            return False
        r = index.row()
        if t == r or not -1 <= t < len(self.seats):
            return False
        if self._votes[r] != t:
            self._votes[r] = t
            self.dataChanged.emit(index, index, [DISPLAY, ACCESSIBLE, TARGET, EDIT])
            self.votes_changed.emit()
        return True

    def votes(self) -> list[int]:
        return list(self._votes)

    def complete(self) -> bool:
        return bool(self._votes) and all(t >= 0 for t in self._votes)
