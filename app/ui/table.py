"""The card table: a QGraphicsScene drawn from a TableModel and a SpacesModel.

Seats sit on an ellipse (clockwise on screen, the first seat at the bottom), the centre
cards in the middle and the mark boards below them. Items know nothing about the game:
they show the faces, marks and target states their model rows hold, and report clicks.
"""
from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import (QEasingCurve, QModelIndex, QPointF, QRectF, Qt, QVariantAnimation,
                            Signal)
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QImage, QKeyEvent, QPainter, QPainterPath,
                           QPen, QPixmap, QPixmapCache, QPolygonF, QResizeEvent)
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsObject, QGraphicsScene, QGraphicsView,
                               QStyleOptionGraphicsItem, QWidget)

from . import models as M
from . import style, texts
from .resources import ARTIFACT_BACK, CARD_BACK, MARK_BACK, SHIELD, SPACE_EMPTY, artifact_art, mark_art, role_art, svg

SCENE = QRectF(0, 0, 1600, 1020)
NEUTRAL_FILL = QColor(12, 17, 40, 225)  # a private screen's bands and captions: the table's own night blue
CX, CY, RX, RY = 800.0, 505.0, 640.0, 370.0
FONT_FAMILY = "Noto Sans"


_PIXMAPS: OrderedDict[tuple[str, int, int], QPixmap] = OrderedDict()


def clear_art_cache() -> None:
    """Forget every rendered picture (ours, Qt's pixmap cache and the shared SVG renderers), so
    that after a private screen no face it showed is kept in memory."""
    _PIXMAPS.clear()
    QPixmapCache.clear()
    svg.cache_clear()


def draw_art(painter: QPainter, rel: str, rect: QRectF, grey: bool = False) -> None:
    """Draw one SVG into `rect`, from a pixmap rendered once at the size it appears on screen;
    `grey`: in greys (a private screen's faces and tokens, whose colours must not be read from
    across the table: DESIGN.md §Hand-off 8)."""
    t = painter.deviceTransform()
    scale = math.hypot(t.m21(), t.m22())  # the vertical scale: a card's flip only squashes it sideways
    w, h = max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale))
    if w * h > 1_000_000 and not grey:  # huge: draw the vectors directly
        svg(rel).render(painter, rect)
        return
    key = (("grey:" if grey else "") + rel, w, h)
    pm = _PIXMAPS.get(key)
    if pm is None:
        pm = QPixmap.fromImage(grey_image(rel, w, h)) if grey else _rendered(rel, w, h)
        _PIXMAPS[key] = pm
        if len(_PIXMAPS) > 600:
            _PIXMAPS.popitem(last=False)
    else:
        _PIXMAPS.move_to_end(key)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(rect, pm, QRectF(0, 0, w, h))
    painter.restore()


def _rendered(rel: str, w: int, h: int) -> QPixmap:
    pm = QPixmap(w, h)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    svg(rel).render(p, QRectF(0, 0, w, h))
    p.end()
    return pm


def grey_image(rel: str, w: int, h: int) -> QImage:
    """One SVG rendered at w x h in greys, its transparency kept: the colour image's luminance
    (Qt's conversion to 8-bit grey), then cut to the colour image's alpha."""
    colour = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    colour.fill(Qt.GlobalColor.transparent)
    p = QPainter(colour)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    svg(rel).render(p, QRectF(0, 0, w, h))
    p.end()
    out = colour.convertToFormat(QImage.Format.Format_Grayscale8).convertToFormat(
        QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(out)
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
    p.drawImage(0, 0, colour)
    p.end()
    return out


def card_size(n: int) -> tuple[float, float]:
    w = 140.0 if n <= 5 else 128.0 if n <= 7 else 112.0
    return w, w * 1.4


def centre_size(seat_w: float) -> tuple[float, float]:
    cw = min(seat_w * 0.85, 112.0)
    return cw, cw * 1.4


def centre_point(i: int, slots: int, seat_w: float) -> QPointF:
    """Centre slot i: slots 0-2 in a row; slot 3 (the wolf card) set apart on the right, the row shifted
    left so the group stays centred."""
    cw, ch = centre_size(seat_w)
    gap, apart = 22.0, 64.0
    row = 3 * cw + 2 * gap
    total = row + (apart + ch if slots > 3 else 0.0)
    x0 = CX - total / 2 + cw / 2
    if i < 3:
        return QPointF(x0 + i * (cw + gap), CY - 50)
    return QPointF(x0 + 2 * (cw + gap) + cw / 2 + apart + ch / 2, CY - 50)


def seat_point(k: int, n: int) -> QPointF:
    """Seat k of n: the first at the bottom, then clockwise on screen."""
    phi = math.radians(90 + 360.0 * k / n)
    return QPointF(CX + RX * math.cos(phi), CY + RY * math.sin(phi))


def scene_font(px: float, bold: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(1, int(px)))
    f.setBold(bold)
    return f


def fitted_font(text: str, width: float, height: float, px: float, bold: bool = True) -> QFont:
    """The largest font up to `px` whose wrapped text fits the box."""
    while px > 6:
        f = scene_font(px, bold)
        r = QFontMetricsF(f).boundingRect(QRectF(0, 0, width, 1000), Qt.TextFlag.TextWordWrap, text)
        if r.height() <= height and r.width() <= width:
            return f
        px -= 1
    return scene_font(6, bold)


class TableItem(QGraphicsObject):
    """A clickable thing on the table with a target state: "" idle, legal, illegal, selected."""

    clicked = Signal()

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.target = ""
        self.reason = ""
        self.hover = False
        self.glow = QColor()  # a team colour at the reveal
        # On a private screen (TableScene.neutral): a target the holder's decision refuses looks
        # like any other (its reason in its tooltip and on a tap), so which cards a decision may
        # take is not drawn on the table for the room to see (DESIGN.md §Hand-off 8).
        self.neutral = False
        self.setAcceptHoverEvents(True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)

    def set_target(self, target: str, reason: str = "") -> None:
        if target == self.target and reason == self.reason:
            return
        self.target, self.reason = target, reason
        self.setToolTip(texts.plain_tip(reason) if target == "illegal" else "")
        self.setOpacity(0.38 if target == "illegal" and not self.neutral else 1.0)
        active = target in ("legal", "selected", "illegal")
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, active)
        self.setCursor(Qt.CursorShape.PointingHandCursor if target in ("legal", "selected") else Qt.CursorShape.ArrowCursor)
        self.update()

    def interactive(self) -> bool:
        return self.target in ("legal", "selected", "illegal")

    def hoverEnterEvent(self, event) -> None:
        self.hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:
        self.hover = False
        self.update()

    def mousePressEvent(self, event) -> None:
        if self.interactive():
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        if self.interactive() and self.boundingRect().contains(event.pos()):
            self.clicked.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and self.interactive():
            self.clicked.emit()
            event.accept()
            return
        event.ignore()

    def focusInEvent(self, event) -> None:
        self.update()

    def focusOutEvent(self, event) -> None:
        self.update()

    def outline(self, painter: QPainter, shape: QPainterPath) -> None:
        """Glow, selection ring and focus ring around `shape`."""
        if self.glow.isValid():
            painter.setPen(QPen(self.glow, 14))
            painter.drawPath(shape)
        if self.target == "legal" or (self.target == "illegal" and self.neutral):
            c = QColor(style.LEGAL)
            c.setAlpha(255 if self.hover or self.hasFocus() else 200)
            painter.setPen(QPen(c, 9 if self.hover else 6))
            painter.drawPath(shape)
        elif self.target == "selected":
            painter.setPen(QPen(style.SELECTED, 11))
            painter.drawPath(shape)
        if self.hasFocus():
            pen = QPen(QColor("#FFFFFF"), 3, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawPath(shape)
        painter.setPen(Qt.PenStyle.NoPen)


class FlipItem(TableItem):
    """A table item with a face that turns over (card or mark): the face squashes to an edge
    and opens again with the new face (ART.md: about 250 ms)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.face = ""
        self._shown = ""  # the face currently drawn (differs from `face` mid-flip)
        self._squash = 1.0
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self._anim.valueChanged.connect(self._flip_step)

    def set_face(self, face: str, animate_ms: int = 0) -> None:
        if face == self.face:
            return
        self.face = face
        if animate_ms > 0:
            self._anim.stop()
            self._anim.setDuration(animate_ms)
            self._anim.start()
        else:
            self._shown, self._squash = face, 1.0
            self.update()

    def turn(self, animate_ms: int) -> None:
        """Turn over and land on the same face (the sleep decoy's look: the same animation as
        a real look, showing nothing)."""
        if animate_ms > 0:
            self._anim.stop()
            self._anim.setDuration(animate_ms)
            self._anim.start()

    def flipping(self) -> bool:
        return self._anim.state() == QVariantAnimation.State.Running

    def flip_now(self) -> None:
        """Finish any running flip at once."""
        if self._anim.state() == QVariantAnimation.State.Running:
            self._anim.stop()
        self._shown, self._squash = self.face, 1.0
        self.update()

    def _flip_step(self, v: float) -> None:
        if v >= 0.5:
            self._shown = self.face
        self._squash = max(0.02, abs(1.0 - 2.0 * v))
        self.update()


class CardItem(FlipItem):
    """One card: face down (the shared back) or showing a role with its translated name.

    On a private screen (`neutral`) every card is the shared back with a band across it, and a
    card the holder knows has its role's name in the band: the same colours for every role and
    every card, so that neither a team's colour nor how many cards the holder knows can be seen
    from across the table (DESIGN.md §Hand-off 8)."""

    def __init__(self, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.w, self.h = w, h
        self.dead = False
        self.team = ""  # at the reveal, a winner's team: its badge on the card's corner (teams.py)

    def rect(self) -> QRectF:
        return QRectF(-self.w / 2, -self.h / 2, self.w, self.h)

    def boundingRect(self) -> QRectF:
        m = max(12.0, self.w * 0.12)
        return self.rect().adjusted(-m, -m, 12, 12)

    def badge_rect(self) -> QRectF:
        """Where a winner's team badge sits: across the card's top-left corner."""
        side = self.w * 0.5
        r = self.rect()
        return QRectF(r.left() - side * 0.22, r.top() - side * 0.22, side, side)

    def shape_path(self) -> QPainterPath:
        p = QPainterPath()
        p.addRoundedRect(self.rect().adjusted(-5, -5, 5, 5), 12, 12)
        return p

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        if self._squash > 0.98:
            self.outline(painter, self.shape_path())
        painter.save()
        painter.scale(self._squash, 1.0)
        r = self.rect()
        if self.neutral:
            self._paint_neutral(painter, r)
        else:
            draw_art(painter, role_art(self._shown) if self._shown else CARD_BACK, r)
        if self._shown and not self.neutral:
            band = QRectF(r.left() + self.w * 0.07, r.top() + self.h * 281 / 350, self.w * 0.86, self.h * 48 / 350)
            name = texts.role_name(self._shown)
            painter.setFont(fitted_font(name, band.width(), band.height(), self.h * 0.1 * style.text_scale()))
            painter.setPen(style.MOON)
            painter.drawText(band, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
        painter.restore()
        if self.dead:
            shown = bool(self._shown)
            painter.setBrush(QColor(10, 10, 20, 70 if shown else 150))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(r, 10, 10)
            painter.setPen(QPen(QColor("#FFF8E7"), 3 if shown else 5))
            # a small grave: rounded stone with a cross line, calm and readable; once the card is
            # face up it shrinks to the top edge, so that the role's emblem and name still show
            painter.save()
            if shown:
                painter.translate(0, -self.h * 0.5 + self.w * 0.16)
            s = self.w * (0.11 if shown else 0.22)
            stone = QPainterPath()
            stone.moveTo(-s, s)
            stone.lineTo(-s, -s * 0.3)
            stone.arcTo(QRectF(-s, -s * 1.3, 2 * s, 2 * s), 180, -180)
            stone.lineTo(s, s)
            stone.closeSubpath()
            painter.setBrush(QColor("#6E6A80"))
            painter.drawPath(stone)
            painter.drawLine(QPointF(0, -s * 0.8), QPointF(0, s * 0.4))
            painter.drawLine(QPointF(-s * 0.4, -s * 0.35), QPointF(s * 0.4, -s * 0.35))
            painter.restore()
        if self.team and self._squash > 0.98:
            from .teams import badge_art

            art = badge_art(self.team)
            if art:
                draw_art(painter, art, self.badge_rect())

    def band_rect(self) -> QRectF:
        """A neutral card's band: across its lower part, below the back's moon."""
        r = self.rect()
        return QRectF(r.left() + self.w * 0.08, r.top() + self.h * 0.74, self.w * 0.84, self.h * 0.18)

    def _paint_neutral(self, painter: QPainter, r: QRectF) -> None:
        draw_art(painter, CARD_BACK, r)
        band = self.band_rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(NEUTRAL_FILL)
        painter.drawRoundedRect(band, 6, 6)
        if self._shown:
            name = texts.role_name(self._shown)
            painter.setFont(fitted_font(name, band.width() * 0.94, band.height() * 0.92,
                                        self.h * 0.1 * style.text_scale()))
            painter.setPen(style.MOON)
            painter.drawText(band, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)


class MarkItem(FlipItem):
    """A player's mark token: the shared back, or a mark face (in greys when `neutral`)."""

    def __init__(self, d: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.d = d

    def rect(self) -> QRectF:
        return QRectF(-self.d / 2, -self.d / 2, self.d, self.d)

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-10, -10, 10, 10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        p = QPainterPath()
        p.addEllipse(self.rect().adjusted(-4, -4, 4, 4))
        if self._squash > 0.98:
            self.outline(painter, p)
        painter.save()
        painter.scale(self._squash, 1.0)
        draw_art(painter, mark_art(self._shown) if self._shown else MARK_BACK, self.rect(), self.neutral)
        painter.restore()


class NameItem(TableItem):
    """The player's name under the card (elided when long)."""

    def __init__(self, name: str, max_w: float, px: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.font = scene_font(px, True)
        fm = QFontMetricsF(self.font)
        while fm.horizontalAdvance(name) > max_w and self.font.pixelSize() > px * 0.72:
            self.font = scene_font(self.font.pixelSize() - 1, True)  # shrink a little before eliding
            fm = QFontMetricsF(self.font)
        self.text = fm.elidedText(name, Qt.TextElideMode.ElideRight, max_w)
        self.w = min(max_w, fm.horizontalAdvance(self.text)) + px * 1.1
        self.h = fm.height() + px * 0.35
        self.me = False
        self.dead = False
        self.setToolTip(texts.plain_tip(name) if self.text != name else "")

    def rect(self) -> QRectF:
        return QRectF(-self.w / 2, -self.h / 2, self.w, self.h)

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-10, -10, 10, 10)

    def set_target(self, target: str, reason: str = "") -> None:
        super().set_target(target, reason)
        if target != "illegal":
            self.setToolTip(texts.plain_tip(self.name) if self.text != self.name else "")

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        p = QPainterPath()
        p.addRoundedRect(self.rect(), self.h / 2, self.h / 2)
        self.outline(painter, p)
        bg = QColor(style.MOON) if self.me else QColor(10, 14, 35, 215)
        painter.setBrush(bg)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(p)
        painter.setFont(self.font)
        painter.setPen(style.INK if self.me else style.MOON)
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.text)
        if self.dead:
            painter.setPen(QPen(QColor("#FFB4A0"), 3))
            y = 0.0
            painter.drawLine(QPointF(self.rect().left() + 8, y), QPointF(self.rect().right() - 8, y))


class PillItem(QGraphicsItem):
    """A small printed caption on the table (the same for everyone)."""

    def __init__(self, text: str, px: float, parent: QGraphicsItem | None = None,
                 background: QColor | None = None, ink: QColor | None = None) -> None:
        super().__init__(parent)
        self.text = text
        self.background = background or QColor(10, 14, 35, 170)
        self.ink = ink or style.MOON
        self.font = scene_font(px, True)
        fm = QFontMetricsF(self.font)
        self.w = fm.horizontalAdvance(text) + px * 1.2
        self.h = fm.height() + px * 0.3

    def boundingRect(self) -> QRectF:
        return QRectF(-self.w / 2, -self.h / 2, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.background)
        painter.drawRoundedRect(self.boundingRect(), self.h / 2, self.h / 2)
        painter.setFont(self.font)
        painter.setPen(self.ink)
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)


class TokenItem(QGraphicsItem):
    """A small token on a card: shield, or artifact (back or face)."""

    def __init__(self, art: str, size: float, parent: QGraphicsItem | None = None, grey: bool = False) -> None:
        super().__init__(parent)
        self.art = art
        self.size = size
        self.grey = grey  # a private screen's token (CardItem.neutral)
        # A token stays plain to see when its card is dimmed as a forbidden target.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresParentOpacity, True)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.size / 2, -self.size / 2, self.size, self.size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_art(painter, self.art, self.boundingRect(), self.grey)


class SpaceItem(QGraphicsItem):
    """One space of a mark board: the printed outline with its mark's emblem, and a token on it."""

    public = True  # printed on the board: the same for everyone

    def __init__(self, mark: str, d: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.mark = mark
        self.d = d
        self.token = ""

    def boundingRect(self) -> QRectF:
        return QRectF(-self.d / 2, -self.d / 2, self.d, self.d)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        draw_art(painter, SPACE_EMPTY, r)
        if self.token == "back":
            draw_art(painter, MARK_BACK, r.adjusted(4, 4, -4, -4))
        elif self.token:
            draw_art(painter, mark_art(self.token), r.adjusted(4, 4, -4, -4))
        else:
            painter.setOpacity(0.35)
            draw_art(painter, mark_art(self.mark), r.adjusted(9, 9, -9, -9))


class ArrowItem(QGraphicsItem):
    """A vote: an arrow from the voter's card to the target's card."""

    def __init__(self, a: QPointF, b: QPointF, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.a, self.b, self.colour = a, b, colour
        line = b - a
        length = math.hypot(line.x(), line.y()) or 1.0
        ux, uy = line.x() / length, line.y() / length
        side = QPointF(-uy * 9, ux * 9)  # two players pointing at each other get two arrows
        self.start = a + QPointF(ux * 50, uy * 50) + side
        self.end = b - QPointF(ux * 70, uy * 70) + side
        self.ux, self.uy = ux, uy
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        return QRectF(self.start, self.end).normalized().adjusted(-30, -30, 30, 30)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 120), 11, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(self.start, self.end)
        painter.setPen(QPen(self.colour, 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(self.start, self.end)
        ux, uy = self.ux, self.uy
        tip = self.end + QPointF(ux * 8, uy * 8)
        left = self.end - QPointF(ux * 22, uy * 22) + QPointF(-uy * 16, ux * 16)
        right = self.end - QPointF(ux * 22, uy * 22) - QPointF(-uy * 16, ux * 16)
        painter.setBrush(self.colour)
        painter.setPen(QPen(QColor(0, 0, 0, 140), 2))
        painter.drawPolygon(QPolygonF([tip, left, right]))


class Place:
    """The items of one place (a seat or a centre slot)."""

    def __init__(self, card: CardItem, name: NameItem | None, mark: MarkItem | None) -> None:
        self.card, self.name, self.mark = card, name, mark
        self.shield: TokenItem | None = None
        self.artifact: TokenItem | None = None
        self.artifact_art = ""
        self.hint: PillItem | None = None  # what this player knows about that seat ("werewolf", "lover")


class TableScene(QGraphicsScene):
    """Items laid out from the models; `target_clicked(kind, index)` reports clicks.

    kind is "card", "mark" or "seat" (index: seat) or "centre" (index: centre slot).

    `neutral`: a private screen's table, drawn the same for every role (DESIGN.md §Hand-off 8):
    cards as the shared back with a band (a known card's name in it), marks and tokens in greys,
    captions in the table's night blue, a refused target like any other (CardItem, TableItem).
    """

    target_clicked = Signal(str, int)

    def __init__(self, table: M.TableModel, spaces: M.SpacesModel | None = None, parent=None, *,
                 neutral: bool = False) -> None:
        super().__init__(parent)
        self.setSceneRect(SCENE)
        self.neutral = neutral
        self.table = table
        self.spaces = spaces
        self.places: list[Place] = []
        self.space_items: list[SpaceItem] = []
        self.arrows: list[ArrowItem] = []
        self.arrows_shown = True  # the votes' arrows (the reveal lets them be hidden)
        self.caption: PillItem | None = None
        self.animate_ms = 0
        table.modelReset.connect(self.rebuild)
        table.dataChanged.connect(self._table_changed)
        if spaces is not None:
            spaces.modelReset.connect(self._rebuild_spaces)
            spaces.dataChanged.connect(self._spaces_changed)
        self.rebuild()

    # --- building -------------------------------------------------------------------------
    def rebuild(self) -> None:
        for p in self.places:
            for item in (p.card, p.name, p.mark):
                if item is not None:
                    self.removeItem(item)
                    item.deleteLater()
        self.places = []
        if self.caption is not None:
            self.removeItem(self.caption)
            self.caption = None
        self._clear_arrows()
        t = self.table
        n = len(t.seats)
        w, h = card_size(max(n, 3))
        mark_d = w * 0.46
        name_px = (34 if n <= 6 else 30) * style.text_scale()
        name_w = 250 if n <= 6 else 215
        for r in range(t.rowCount()):
            kind, i = t.value(r, M.KIND), t.value(r, M.PLACE_INDEX)
            card = CardItem(w, h)
            card.neutral = self.neutral
            self.addItem(card)
            if kind == "seat":
                pt = seat_point(i, n)
                card.setPos(pt)
                name = NameItem(t.seats[i], name_w, name_px)
                name.neutral = self.neutral
                name.setPos(pt + QPointF(0, h / 2 + name.h / 2 + 8))
                self.addItem(name)
                mark = None
                if t.marks_shown:
                    mark = MarkItem(mark_d)
                    mark.neutral = self.neutral
                    mark.setPos(pt + QPointF(w / 2 + mark_d / 2 + 8, h / 2 - mark_d / 2))
                    self.addItem(mark)
                    mark.clicked.connect(lambda i=i: self.target_clicked.emit("mark", i))
                    mark.setZValue(2)
                card.clicked.connect(lambda i=i: self.target_clicked.emit("card", i))
                name.clicked.connect(lambda i=i: self.target_clicked.emit("seat", i))
                self.places.append(Place(card, name, mark))
            else:
                card.w, card.h = centre_size(w)
                card.setPos(centre_point(i, t.centre, w))
                if i == 3:
                    card.setRotation(90)  # the wolf card lies apart, across the others (RULES.md §1.1)
                    self._wolf_caption(card)
                card.clicked.connect(lambda i=i: self.target_clicked.emit("centre", i))
                self.places.append(Place(card, None, None))
        for r in range(t.rowCount()):
            self._apply_row(r, list(M.ALL_TABLE_ROLES), animate=False)
        self._rebuild_spaces()
        self._update_arrows()

    def _wolf_caption(self, card: CardItem) -> None:
        pill = PillItem(texts.translate("Table", "wolf card"), 17)
        pill.setPos(card.pos() + QPointF(0, card.w / 2 + pill.h / 2 + 4))
        self.addItem(pill)
        self.caption = pill

    def _rebuild_spaces(self) -> None:
        for item in self.space_items:
            self.removeItem(item)
        self.space_items = []
        if self.spaces is None:
            return
        n = self.spaces.rowCount()
        boards: dict[str, list[int]] = {}
        for r in range(n):
            boards.setdefault(self.spaces.index(r).data(M.BOARD), []).append(r)
        d, gap = 44.0, 8.0
        y = CY + 68
        for board in ("main", "doppel"):
            rows = boards.get(board, [])
            if not rows:
                continue
            width = len(rows) * d + (len(rows) - 1) * gap
            x0 = CX - width / 2 + d / 2
            for k, r in enumerate(rows):
                idx = self.spaces.index(r)
                item = SpaceItem(idx.data(M.SPACE_MARK), d)
                item.token = idx.data(M.TOKEN)
                item.setPos(QPointF(x0 + k * (d + gap), y))
                self.addItem(item)
                self.space_items.append(item)
            y += d + 14

    def _spaces_changed(self, top: QModelIndex, bottom: QModelIndex, roles=()) -> None:
        for r in range(top.row(), bottom.row() + 1):
            if r < len(self.space_items):
                self.space_items[r].token = self.spaces.index(r).data(M.TOKEN)
                self.space_items[r].update()

    # --- updates ----------------------------------------------------------------------------
    def _table_changed(self, top: QModelIndex, bottom: QModelIndex, roles=()) -> None:
        roles = list(roles) or list(M.ALL_TABLE_ROLES)
        for r in range(top.row(), bottom.row() + 1):
            self._apply_row(r, roles, animate=True)
        if M.VOTE in roles:
            self._update_arrows()

    def _apply_row(self, r: int, roles: list[int], animate: bool) -> None:
        if r >= len(self.places):
            return
        t = self.table
        p = self.places[r]
        ms = self.animate_ms if animate and t.value(r, M.FRESH) else 0
        if M.FACE in roles or M.FRESH in roles:
            p.card.set_face(t.value(r, M.FACE), ms)
        if M.CARD_TARGET in roles or M.REASON in roles:
            p.card.set_target(t.value(r, M.CARD_TARGET), t.value(r, M.REASON))
            if p.name is not None:
                target = t.value(r, M.CARD_TARGET)
                p.name.set_target(target, t.value(r, M.REASON))
        if p.mark is not None:
            if M.MARK in roles or M.MARK_FRESH in roles:
                face = t.value(r, M.MARK)
                p.mark.setVisible(face != "none")
                p.mark.set_face("" if face == "none" else face, self.animate_ms if animate and t.value(r, M.MARK_FRESH) else 0)
            if M.MARK_TARGET in roles or M.MARK_REASON in roles:
                p.mark.set_target(t.value(r, M.MARK_TARGET), t.value(r, M.MARK_REASON))
        if M.SHIELD in roles:
            self._shield(p, bool(t.value(r, M.SHIELD)))
        if M.ARTIFACT in roles:
            self._artifact(p, t.value(r, M.ARTIFACT))
        if M.STATUS in roles:
            dead = t.value(r, M.STATUS) == "dead"
            p.card.dead = dead
            p.card.update()
            if p.name is not None:
                p.name.dead = dead
                p.name.update()
        if M.WINNER_TEAM in roles:
            team = t.value(r, M.WINNER_TEAM)
            p.card.glow = style.team_colour(team) if team else QColor()
            p.card.team = team or ""  # the team's shape too, not its colour alone
            p.card.update()
        if M.HINT in roles and p.name is not None:
            self._hint(p, t.value(r, M.HINT) or "")
        if M.ME in roles and p.name is not None:
            p.name.me = bool(t.value(r, M.ME))
            p.name.update()

    def _shield(self, p: Place, on: bool) -> None:
        if on and p.shield is None:
            p.shield = TokenItem(SHIELD, p.card.w * 0.56, p.card, self.neutral)
            p.shield.setPos(p.card.w / 2 - p.card.w * 0.16, -p.card.h / 2 + p.card.w * 0.2)
            p.shield.setZValue(3)
        elif not on and p.shield is not None:
            self.removeItem(p.shield)
            p.shield = None

    def _hint(self, p: Place, text: str) -> None:
        if p.hint is not None and p.hint.text != text:
            self.removeItem(p.hint)
            p.hint = None
        if text and p.hint is None:
            # on a private screen in the table's night blue: a word over a fellow wolf's card
            # must not be a yellow patch the room can count (CardItem.neutral)
            fill, ink = (NEUTRAL_FILL, style.MOON) if self.neutral else (QColor(style.LEGAL), style.INK)
            p.hint = PillItem(text, 18 * style.text_scale(), p.card, fill, ink)
            p.hint.setPos(0, -p.card.h / 2 - p.hint.h / 2 + 4)
            p.hint.setZValue(4)
            p.hint.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresParentOpacity, True)

    def _artifact(self, p: Place, art: str) -> None:
        want = "" if not art else (ARTIFACT_BACK if art == "back" else artifact_art(art))
        if p.artifact is not None and p.artifact_art != want:
            self.removeItem(p.artifact)
            p.artifact = None
        if want and p.artifact is None:
            p.artifact = TokenItem(want, p.card.w * 0.5, p.card, self.neutral)
            p.artifact.setPos(-p.card.w / 2 + p.card.w * 0.14, p.card.h / 2 - p.card.w * 0.16)
            p.artifact.setZValue(3)
        p.artifact_art = want

    def _clear_arrows(self) -> None:
        for a in self.arrows:
            self.removeItem(a)
        self.arrows = []

    def set_arrows_shown(self, shown: bool) -> None:
        self.arrows_shown = shown
        self._update_arrows()

    def _update_arrows(self) -> None:
        self._clear_arrows()
        if not self.arrows_shown:
            return
        t = self.table
        n = len(t.seats)
        for s in range(min(n, len(self.places))):
            v = t.value(s, M.VOTE)
            if v is not None and 0 <= v < n:
                colour = QColor("#56B4E9")
                a = ArrowItem(self.places[s].card.pos(), self.places[v].card.pos(), colour)
                self.addItem(a)
                self.arrows.append(a)

    def turn_over(self, rows: list[int]) -> None:
        """Turn these places' cards over and back to the face they show (the sleep decoy)."""
        for r in rows:
            if 0 <= r < len(self.places):
                self.places[r].card.turn(self.animate_ms)

    def finish_animations(self) -> None:
        for p in self.places:
            p.card.flip_now()
            if p.mark is not None:
                p.mark.flip_now()

    def focus_order(self) -> list[TableItem]:
        """Interactive items, seats clockwise then the centre."""
        out: list[TableItem] = []
        for p in self.places:
            for item in (p.card, p.mark):
                if item is not None and item.isVisible() and item.interactive():
                    out.append(item)
        return out


class TableView(QGraphicsView):
    """Shows a TableScene fitted to the widget; arrow keys and Tab move between targets, Space picks."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setStyleSheet("background: transparent;")
        self.setBackgroundBrush(QBrush(Qt.BrushStyle.NoBrush))
        self.viewport().setAutoFillBackground(False)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 200)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def focusNextPrevChild(self, forward: bool) -> bool:
        if self._move_focus(1 if forward else -1):
            return True
        return super().focusNextPrevChild(forward)

    def _move_focus(self, step: int) -> bool:
        scene: TableScene = self.scene()  # type: ignore[assignment]
        order = scene.focus_order()
        if not order:
            return False
        current = scene.focusItem()
        k = order.index(current) if current in order else (-1 if step > 0 else 0)
        nxt = k + step
        if not 0 <= nxt < len(order):
            return False  # let Tab leave the table at either end
        order[nxt].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
            scene: TableScene = self.scene()  # type: ignore[assignment]
            order = scene.focus_order()
            if order:
                step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1
                current = scene.focusItem()
                k = order.index(current) if current in order else -1
                order[(k + step) % len(order)].setFocus(Qt.FocusReason.OtherFocusReason)
                event.accept()
                return
        super().keyPressEvent(event)
