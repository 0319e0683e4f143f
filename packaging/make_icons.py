"""Render the app icon (resources/icons/app.svg) into app.png, app.ico and app.icns.

Usage: python packaging/make_icons.py [--svg FILE] [--out DIR]

Qt renders the SVG offscreen; the .ico (Windows) and .icns (macOS) containers are
written here directly, both holding PNG images, so no platform tool is needed.
"""
from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SVG = ROOT / "resources" / "icons" / "app.svg"
DEFAULT_OUT = ROOT / "build" / "icons"

PNG_SIZE = 512
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns chunk types that hold PNG data, with their pixel size.
ICNS_TYPES = (
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512x512@2x
    (b"ic11", 32),  # 16x16@2x
    (b"ic12", 64),  # 32x32@2x
    (b"ic13", 256),  # 128x128@2x
    (b"ic14", 512),  # 256x256@2x
)


class IconError(Exception):
    """The icon cannot be made (missing or unreadable SVG)."""


def render_pngs(svg: Path, sizes: set[int]) -> dict[int, bytes]:
    """Render the SVG once per size and return PNG bytes keyed by size."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 (fonts need it)
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise IconError(f"{svg} is not a valid SVG file (Qt could not parse it)")
    view = renderer.viewBoxF()
    if view.isEmpty():
        size = renderer.defaultSize()
        view = QRectF(0, 0, max(size.width(), 1), max(size.height(), 1))
    pngs: dict[int, bytes] = {}
    for px in sorted(sizes):
        image = QImage(px, px, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        # Keep the aspect ratio: fit the view box into the square, centred.
        scale = px / max(view.width(), view.height())
        w, h = view.width() * scale, view.height() * scale
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF((px - w) / 2, (px - h) / 2, w, h))
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise IconError(f"could not encode a {px}px PNG")
        buffer.close()
        pngs[px] = bytes(data.data())
    return pngs


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An .ico file: ICONDIR, one 16-byte entry per image, then the PNG images."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    entries, images = b"", b""
    offset = len(header) + 16 * len(pngs)
    for px, png in sorted(pngs.items()):
        dim = 0 if px >= 256 else px  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        images += png
        offset += len(png)
    return header + entries + images


def icns_bytes(chunks: list[tuple[bytes, bytes]]) -> bytes:
    """An .icns file: 'icns' + total length, then (type, length incl. header, PNG) chunks."""
    body = b"".join(kind + struct.pack(">I", 8 + len(png)) + png for kind, png in chunks)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(svg: Path = DEFAULT_SVG, out: Path = DEFAULT_OUT) -> list[Path]:
    """Write app.png, app.ico and app.icns into out and return their paths."""
    if not svg.is_file():
        raise IconError(
            f"app icon source {svg} does not exist: the icons are rendered from it, "
            "so add resources/icons/app.svg (or pass --svg FILE)"
        )
    sizes = {PNG_SIZE, *ICO_SIZES, *(px for _, px in ICNS_TYPES)}
    pngs = render_pngs(svg, sizes)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, data in (
        ("app.png", pngs[PNG_SIZE]),
        ("app.ico", ico_bytes({px: pngs[px] for px in ICO_SIZES})),
        ("app.icns", icns_bytes([(kind, pngs[px]) for kind, px in ICNS_TYPES])),
    ):
        path = out / name
        path.write_bytes(data)
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; exit status 2 when the SVG is missing or invalid."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--svg", type=Path, default=DEFAULT_SVG, help=f"source SVG (default {DEFAULT_SVG})")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"output folder (default {DEFAULT_OUT})")
    args = parser.parse_args(argv)
    try:
        written = make_icons(args.svg, args.out)
    except IconError as error:
        print(f"make_icons: error: {error}", file=sys.stderr)
        return 2
    for path in written:
        print(f"make_icons: wrote {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
