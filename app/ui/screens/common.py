"""Pieces several screens share: the public table, the role list delegate."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QListView, QStyledItemDelegate, QStyleOptionViewItem, QWidget


from .. import models as M
from ..resources import svg
from ..table import TableScene, TableView


class PublicTable:
    """A table that shows only the public view (day, vote, resolution, reveal)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.model = M.TableModel(parent)
        self.spaces = M.SpacesModel(parent)
        self.scene = TableScene(self.model, self.spaces, parent)
        self.view = TableView(self.scene, parent)
        self._key: tuple | None = None

    def show_public(self, pub, *, marks_up: bool = True) -> None:
        """Faces, shields and artifact tokens as everybody sees them (the board's marks stay
        face down while `marks_up` is False, e.g. before "Turn over all cards")."""
        marks = pub.marks_in_play
        key = (pub.seats, pub.centre_slots, marks)
        if key != self._key:
            self.model.set_layout(pub.seats, pub.centre_slots, marks)
            self._key = key
        spaces = pub.spaces if marks_up else tuple(
            replace(sp, token="back" if sp.token else "") for sp in pub.spaces)
        self.spaces.set_spaces(spaces if marks else ())
        n = len(pub.seats)
        up = dict(pub.face_up)
        values = {}
        for r in range(n + pub.centre_slots):
            row = {M.FACE: up.get(r, ""), M.FRESH: False, M.SHIELD: r in pub.shields,
                   M.ARTIFACT: "back" if r in pub.artifact_seats else "",
                   M.CARD_TARGET: "", M.MARK_TARGET: "", M.REASON: "", M.MARK_REASON: "", M.ME: False,
                   M.STATUS: "", M.WINNER_TEAM: ""}
            if r < n and marks:
                row[M.MARK] = ""
            row[M.VOTE] = pub.votes[r] if r < n and pub.votes else -1
            values[r] = row
        self.model.set_places(values)


class RoleRowDelegate(QStyledItemDelegate):
    """A role in a list: small card art, name, power."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        width = option.rect.width() if option.rect.width() > 0 else 360
        fm = QFontMetrics(option.font)
        text_w = max(120, width - 80)
        power = fm.boundingRect(0, 0, text_w, 2000, Qt.TextFlag.TextWordWrap, index.data(M.POWER) or "")
        return QSize(width, max(78, fm.height() + power.height() + 22))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(option.rect).adjusted(2, 3, -2, -3)
        art = QRectF(r.left() + 4, r.top() + 4, 50, 70)
        svg(index.data(M.ART)).render(painter, art)
        text_x = art.right() + 12
        bold = QFont(option.font)
        bold.setBold(True)
        painter.setFont(bold)
        colour = option.palette.text().color()
        painter.setPen(QPen(colour))
        fm = QFontMetrics(bold)
        painter.drawText(QRectF(text_x, r.top() + 4, r.right() - text_x, fm.height()),
                         Qt.AlignmentFlag.AlignLeft, index.data(Qt.ItemDataRole.DisplayRole))
        painter.setFont(option.font)
        muted = QColor(colour)
        muted.setAlpha(200)
        painter.setPen(muted)
        painter.drawText(QRectF(text_x, r.top() + 6 + fm.height(), r.right() - text_x, r.height() - fm.height()),
                         Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         index.data(M.POWER) or "")
        painter.restore()


class RolesList(QListView):
    """The roles in this game (public), each with its power."""

    public_info = True  # the deck is public knowledge

    def __init__(self, model: M.RolesModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("publicInfo", True)
        self.setModel(model)
        self.setItemDelegate(RoleRowDelegate(self))
        self.setSelectionMode(QListView.SelectionMode.NoSelection)
        self.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setAccessibleName(self.tr("Roles in this game"))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.scheduleDelayedItemsLayout()
