"""LinesView: a read-only list of sentences, emphasised ones in bold (re-exported by
`widgets`, which loads it on first use)."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QListView, QStyledItemDelegate, QStyleOptionViewItem, QWidget


class _LinesDelegate(QStyledItemDelegate):
    def initStyleOption(self, option: QStyleOptionViewItem, index) -> None:
        super().initStyleOption(option, index)
        if index.data(Qt.ItemDataRole.UserRole + 60):  # models.EMPHASIS
            option.font.setBold(True)

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:
        """Wrapped to the view's current width, so no line is ever cut short."""
        view = self.parent()
        bar = view.verticalScrollBar()
        spare = 0 if bar.isVisible() else bar.sizeHint().width()  # the bar may appear once rows are laid out
        width = max(80, view.viewport().width() - 2 * view.spacing() - 14 - spare)
        font = QFont(option.font)
        if index.data(Qt.ItemDataRole.UserRole + 60):
            font.setBold(True)
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        rect = QFontMetrics(font).boundingRect(0, 0, width, 100000, int(Qt.TextFlag.TextWordWrap), text)
        return QSize(width, rect.height() + 10)


class LinesView(QListView):
    """A read-only list of sentences; emphasised ones in bold."""

    def __init__(self, model, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.setItemDelegate(_LinesDelegate(self))
        self.setWordWrap(True)
        self.setSelectionMode(QListView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setUniformItemSizes(False)
        self.setSpacing(3)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.scheduleDelayedItemsLayout()


class IconLinesDelegate(_LinesDelegate):
    """The lines delegate for rows with a picture (a decoration): wrapped to the width left
    beside it, and at least as tall as it."""

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:
        size = super().sizeHint(option, index)
        if index.data(Qt.ItemDataRole.DecorationRole) is None:
            return size
        view = self.parent()
        icon = view.iconSize().width() + 8
        font = QFont(option.font)
        if index.data(Qt.ItemDataRole.UserRole + 60):
            font.setBold(True)
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        rect = QFontMetrics(font).boundingRect(0, 0, max(60, size.width() - icon), 100000,
                                               int(Qt.TextFlag.TextWordWrap), text)
        return QSize(size.width(), max(rect.height() + 10, view.iconSize().height() + 6))
