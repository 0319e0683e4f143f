"""The room's join address as a QR code (segno, pure Python), drawn dark on light with its quiet zone."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

QUIET = 4  # modules of light border every reader needs


def qr_image(text: str, size: int) -> QImage:
    """`text` as a QR code filling a `size`×`size` image (whole modules, centred)."""
    import segno

    matrix = segno.make(text, error="m").matrix
    n = len(matrix) + 2 * QUIET
    module = max(1, size // n)
    side = module * n
    image = QImage(size, size, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    offset = (size - side) / 2 + QUIET * module
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                p.fillRect(QRectF(offset + x * module, offset + y * module, module, module), QColor("black"))
    p.end()
    return image


def qr_pixmap(text: str, size: int) -> QPixmap:
    return QPixmap.fromImage(qr_image(text, size))
