"""Small shared widgets: the press-and-hold ring, a label that fits its text, page helpers."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QRectF, QSize, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (QApplication, QFrame, QHBoxLayout, QLabel, QLayout, QPushButton, QSizePolicy,
                               QVBoxLayout, QWidget)

from . import style

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent



class _LazyQt:
    """PySide's `Qt` namespace, made on first use. Making it (its ~130 enums) costs as much as
    a sixth of a bare window's start-up, and the start screen paints without it: its labels
    take their text format and alignment as plain property values (`plain()`, `centred()`),
    its buttons their hand cursor from its streamed form (`hand_cursor`)."""

    def __getattr__(self, name: str):
        from PySide6.QtCore import Qt as real

        globals()["Qt"] = real
        return getattr(real, name)


Qt = _LazyQt()

# Qt::TextFormat::PlainText and Qt::AlignCenter as the ints Qt's property system converts to the enums.
PLAIN_TEXT = 0
ALIGN_CENTER = 0x84


def plain(lab: QLabel) -> None:
    """`lab.setTextFormat(Qt.TextFormat.PlainText)`, without making the `Qt` namespace."""
    lab.setProperty("textFormat", PLAIN_TEXT)


def centred(lab: QLabel) -> None:
    """`lab.setAlignment(Qt.AlignmentFlag.AlignCenter)`, without making the `Qt` namespace."""
    lab.setProperty("alignment", ALIGN_CENTER)


_HAND: list = []  # the pointing-hand QCursor, made once


def hand_cursor():
    """The pointing-hand cursor, read from its streamed form (a Qt::CursorShape as a qint16:
    PointingHandCursor is 13): `QCursor(Qt.CursorShape.PointingHandCursor)` would make the `Qt`
    namespace, which the start screen paints without."""
    if not _HAND:
        from PySide6.QtCore import QByteArray, QDataStream
        from PySide6.QtGui import QCursor

        cursor = QCursor()
        stream = QDataStream(QByteArray(b"\x00\x0d"))
        stream >> cursor  # noqa: B015  (reads into cursor)
        _HAND.append(cursor)
    return _HAND[0]


# QVariantAnimation and QEasingCurve are imported where a HoldRing uses them, and LinesView
# (a QListView) lives in .lines: making those Qt classes (and their enums) in Python takes ~10 ms,
# and the start screen, painted first, has neither.


def __getattr__(name: str):
    if name in ("LinesView", "_LinesDelegate"):
        from . import lines

        return getattr(lines, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class HoldRing(QWidget):
    """Press and hold (mouse, touch or Space/Enter) for `hold_ms` to emit `held`."""

    held = Signal()

    def __init__(self, hold_ms: int = 1000, parent: QWidget | None = None) -> None:
        from PySide6.QtCore import QEasingCurve, QVariantAnimation

        super().__init__(parent)
        self.hold_ms = hold_ms
        self.progress = 0.0
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.Linear)
        self._anim.valueChanged.connect(self._set_progress)
        self._anim.finished.connect(self._finished)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFixedSize(190, 190)
        self.setAccessibleName(self.tr("Press and hold to open"))
        # X11 key auto-repeat sends release/press pairs not marked as repeats: a key release only
        # ends the hold when no press follows within this gap.
        self._key_down = False
        self._release_gap = QTimer(self)
        self._release_gap.setSingleShot(True)
        self._release_gap.setInterval(self.RELEASE_GAP_MS)
        self._release_gap.timeout.connect(self._key_released)

    RELEASE_GAP_MS = 60

    def sizeHint(self) -> QSize:
        return QSize(190, 190)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        side = int(190 * style.zoom_for(self.window().size()))
        self.setFixedSize(side, side)

    def _set_progress(self, v: float) -> None:
        self.progress = float(v)
        self.update()

    def _finished(self) -> None:
        if self.progress >= 1.0:
            self.progress = 0.0
            self.update()
            self.held.emit()

    def begin(self) -> None:
        if self.hold_ms <= 0:
            self.held.emit()
            return
        from PySide6.QtCore import QVariantAnimation

        self._anim.stop()
        self._anim.setDirection(QVariantAnimation.Direction.Forward)
        self._anim.setDuration(self.hold_ms)
        self._anim.setStartValue(0.0)
        self._anim.start()

    def cancel(self) -> None:
        from PySide6.QtCore import QVariantAnimation

        if self._anim.state() == QVariantAnimation.State.Running:
            self._anim.stop()
        self.progress = 0.0
        self.update()

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.begin()

    def mouseReleaseEvent(self, event) -> None:
        self.cancel()

    @staticmethod
    def _hold_key(key) -> bool:
        return key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._hold_key(event.key()):
            if self._release_gap.isActive():
                self._release_gap.stop()  # a repeat disguised as release + press: the hold goes on
            elif not event.isAutoRepeat() and not self._key_down:
                self._key_down = True
                self.begin()
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if self._hold_key(event.key()):
            if not event.isAutoRepeat() and self._key_down:
                self._release_gap.start()
            event.accept()
            return
        super().keyReleaseEvent(event)

    def _key_released(self) -> None:
        self._key_down = False
        self.cancel()

    def focusOutEvent(self, event) -> None:
        self._release_gap.stop()
        self._key_down = False
        self.cancel()
        super().focusOutEvent(event)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height()) - 24
        r = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        p.setPen(QPen(QColor(243, 235, 195, 70), 14))
        p.drawEllipse(r)
        if self.progress > 0:
            p.setPen(QPen(style.MOON, 14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawArc(r, 90 * 16, int(-self.progress * 360 * 16))
        # the moon in the middle
        inner = r.adjusted(side * 0.3, side * 0.3, -side * 0.3, -side * 0.3)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(style.MOON)
        p.drawEllipse(inner)
        p.setBrush(QColor("#101838"))
        p.drawEllipse(inner.translated(inner.width() * 0.28, -inner.height() * 0.12))
        if self.hasFocus():
            p.setPen(QPen(QColor("#56B4E9"), 3, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(r.adjusted(-9, -9, 9, 9))


class FitLabel(QLabel):
    """A one-line label whose font shrinks (down to `min_pt`) to fit, then wraps onto more lines:
    never cut (it shows a player's name, the one word that matters on a curtain)."""

    def __init__(self, text: str = "", max_pt: int = 60, min_pt: int = 22, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.max_pt, self.min_pt = max_pt, min_pt
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)  # it may show a player's name: never markup
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.set_full_text(text)

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setAccessibleName(text)
        self._fit()

    def full_text(self) -> str:
        return self._full

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit()  # its width may have changed while it was hidden

    def _fit(self) -> None:
        width = max(50, self.width() - 20)
        f = QFont(self.font())
        f.setBold(True)
        win = self.window()
        pt = int(self.max_pt * (style.zoom_for(win.size()) if win is not None else 1.0))
        while pt > self.min_pt:
            f.setPointSize(pt)
            if QFontMetrics(f).horizontalAdvance(self._full) <= width:
                break
            pt -= 2
        f.setPointSize(pt)
        # its own style sheet, so that the page's label rule does not override the size; set only
        # when the size changes (setting a sheet re-polishes the label, even the same sheet again)
        sheet = f"font-size: {pt}pt; font-weight: bold;"
        if sheet != self.styleSheet():
            self.setStyleSheet(sheet)
        metrics = QFontMetrics(f)
        wrap = metrics.horizontalAdvance(self._full) > width  # too long even at min_pt: more lines, never cut
        self.setWordWrap(wrap)
        super().setText(self._full)
        height = metrics.boundingRect(QRect(0, 0, width, 100000), int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter),
                                      self._full).height() if wrap else metrics.height()
        self.setMinimumHeight(height + 8)


def label(text: str = "", *, prop: str = "", wrap: bool = False, parent: QWidget | None = None) -> QLabel:
    lab = QLabel(parent)
    plain(lab)  # player names are text, never markup
    lab.setText(text)
    if prop:
        lab.setProperty(prop, True)
    lab.setWordWrap(wrap)
    return lab


def button(text: str, *, primary: bool = False, big: bool = False, parent: QWidget | None = None) -> QPushButton:
    # parent by keyword: positional, PySide also weighs QPushButton(QIcon, str, parent) and makes
    # the QIcon class to do so, at start-up
    b = QPushButton(text, parent=parent)
    if primary:
        b.setProperty("primary", True)
    if big:
        b.setProperty("big", True)
    b.setCursor(hand_cursor())
    return b


def panel(parent: QWidget | None = None) -> QFrame:
    f = QFrame(parent)
    f.setProperty("panel", True)
    return f


def restyle(w: QWidget) -> None:
    """Re-apply the style sheet after a dynamic property changed."""
    w.style().unpolish(w)
    w.style().polish(w)
    w.update()


def side_width(w: QWidget, low: int, high: int) -> None:
    """A side panel's width at zoom 1 (pages scale it with the window): fixed at `high`, so that
    the panel keeps its width when its text changes (after Confirm, when all votes are in);
    `low` is what the table may squeeze it to in a narrow window."""
    w.setProperty("base_width", (high, high))
    w.setMinimumWidth(high)
    w.setMaximumWidth(high)


def table_page(page: QWidget, view: QWidget, side: QWidget, margins: tuple[int, int, int, int],
               *top: QWidget | QLayout) -> None:
    """A page's usual shape: the `top` rows, then the table beside its side panel."""
    body = QHBoxLayout()
    body.addWidget(view, 1)
    body.addWidget(side)
    outer = QVBoxLayout(page)
    outer.setContentsMargins(*margins)
    for item in top:
        if isinstance(item, QLayout):
            outer.addLayout(item)
        else:
            outer.addWidget(item)
    outer.addLayout(body, 1)


class Page(QFrame):
    """A full-window page with its mood's background and style sheet, zoomed with the window.
    A (frameless) QFrame: the style sheet paints its background with no `WA_StyledBackground`
    attribute to set, which would make the `Qt` namespace before the first paint."""

    def __init__(self, mood: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        self.mood = ""
        self.zoom = 0.0
        self.set_mood(mood)

    def set_mood(self, mood: str) -> None:
        if mood != self.mood:
            self.mood = mood
            self.zoom = 0.0
            self._restyle()

    def _restyle(self) -> None:
        zoom = style.zoom_for(self.window().size() if self.window() is not None else self.size())
        if zoom == self.zoom:
            return
        self.zoom = zoom
        font = QFont(QApplication.font())
        font.setPointSizeF(QApplication.font().pointSizeF() * zoom)
        self.setFont(font)
        self.setStyleSheet(style.mood_sheet(self.mood, zoom))
        for child in self.findChildren(QWidget):
            base = child.property("base_width")
            if base:
                child.setMinimumWidth(int(base[0] * zoom))
                child.setMaximumWidth(int(base[1] * zoom))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._restyle()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._restyle()

    # A new language rebuilds the page (MainWindow.retranslate): what it holds that the session
    # does not is handed from the old page to the new one.
    def keep_state(self) -> dict:
        """What the player had on this page that the session does not keep (subclasses add theirs)."""
        return {}

    def restore_state(self, kept: dict) -> None:
        """Take back `keep_state()`'s answer of the page this one replaces (called once shown)."""


class SessionPage(Page):
    """A page over a session: refreshed when shown, and on the session's `changed` while visible."""

    def __init__(self, session, mood: str, parent: QWidget | None = None) -> None:
        super().__init__(mood, parent)
        self.session = session
        session.changed.connect(self._changed)  # a method: it goes with the page (a new language rebuilds it)

    def _changed(self, *_) -> None:
        if self.isVisible():
            self.refresh()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.refresh()

    def refresh(self) -> None:  # pragma: no cover - every page has its own
        raise NotImplementedError


class ArtLabel(QLabel):
    """A small picture from the bundled SVG art (hidden when empty); `grey`: in greys (a private
    screen's picture, whose colours must not be read from across the table)."""

    def __init__(self, height: int, parent: QWidget | None = None, grey: bool = False) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.art = ""
        self.h = height
        self.grey = grey
        self.setVisible(False)

    def set_art(self, rel: str) -> None:
        if rel == self.art:
            return
        self.art = rel
        if self.parentWidget() is None:
            raise RuntimeError("an ArtLabel needs its parent before its art (it would open as a window)")
        self.setVisible(bool(rel))
        if not rel:
            self.clear()
            return
        from .resources import svg

        r = svg(rel)
        size = r.defaultSize()
        w = int(self.h * size.width() / size.height()) if size.height() > 0 else self.h
        ratio = self.devicePixelRatioF() or 1.0
        if self.grey:
            from .table import grey_image

            pm = QPixmap.fromImage(grey_image(rel, int(w * ratio), int(self.h * ratio)))
            pm.setDevicePixelRatio(ratio)
            self.setPixmap(pm)
            self.setFixedSize(w, self.h)
            return
        pm = QPixmap(int(w * ratio), int(self.h * ratio))
        pm.setDevicePixelRatio(ratio)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r.render(p)
        p.end()
        self.setPixmap(pm)
        self.setFixedSize(w, self.h)
