"""The classic mode's player portraits: listed, valid, distinct, and regenerated exactly."""
from __future__ import annotations

import json
import math
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from itertools import combinations
from pathlib import Path

import pytest

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

RES = Path(__file__).resolve().parents[2] / "resources"
PORTRAITS = RES / "portraits"
SCRIPT = RES / "tools" / "make_portraits.py"
SVG_NS = "{http://www.w3.org/2000/svg}"
# Elements QtSvg renders; anything else (text, style, filter, foreignObject...) stays out.
ALLOWED = {"svg", "g", "path", "circle", "ellipse", "rect", "line", "polygon", "polyline",
           "linearGradient", "radialGradient", "stop", "defs"}


def _index() -> list[dict]:
    return json.loads((PORTRAITS / "index.json").read_text(encoding="utf-8"))


IDS = [e["id"] for e in _index()]


def _render(pid: str, size: int) -> QImage:
    img = QImage(size, size, QImage.Format.Format_ARGB32)
    img.fill(QColor(0, 0, 0, 0))
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(PORTRAITS / f"{pid}.svg")).render(painter, QRectF(0, 0, size, size))
    painter.end()
    return img


def test_index_lists_at_least_twelve_unique_ids_with_names():
    index = _index()
    assert isinstance(index, list) and len(index) >= 12
    ids = [e["id"] for e in index]
    assert len(ids) == len(set(ids))
    for e in index:
        assert set(e) == {"id", "name"}, e
        assert re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", e["id"]), e["id"]
        assert isinstance(e["name"], str) and e["name"].strip(), e
    names = [e["name"] for e in index]
    assert len(names) == len(set(names))


def test_every_svg_in_the_folder_is_listed():
    on_disk = sorted(p.stem for p in PORTRAITS.glob("*.svg"))
    assert on_disk == sorted(IDS)


@pytest.mark.parametrize("pid", IDS)
def test_portrait_is_a_valid_square_svg_with_plain_shapes(qapp, pid):
    path = PORTRAITS / f"{pid}.svg"
    assert path.is_file(), path
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), pid
    root = ET.parse(path).getroot()
    x, y, w, h = (float(v) for v in root.attrib["viewBox"].split())
    assert (x, y) == (0, 0) and w == h
    tags = {el.tag.removeprefix(SVG_NS) for el in root.iter()}
    assert tags <= ALLOWED, tags - ALLOWED
    assert not any("style" in el.attrib or "filter" in el.attrib for el in root.iter())


@pytest.mark.parametrize("pid", IDS)
def test_portrait_stays_inside_its_round_frame(qapp, pid):
    n = 96
    img = _render(pid, n)
    assert img.pixelColor(n // 2, n // 2).alpha() == 255
    spill = [(px, py) for py in range(n) for px in range(n)
             if math.hypot(px + 0.5 - n / 2, py + 0.5 - n / 2) > n / 2 and
             img.pixelColor(px, py).alpha() > 16]
    assert not spill, spill[:5]


def test_portraits_are_told_apart_at_48_px(qapp):
    """Any two portraits differ clearly at seat-tile size (colour and silhouette)."""
    n = 48
    pixels = {}
    for pid in IDS:
        img = _render(pid, n)
        pixels[pid] = [img.pixelColor(px, py).getRgb()[:3] for py in range(n) for px in range(n)]
    for a, b in combinations(IDS, 2):
        diff = sum(abs(ca - cb) for pa, pb in zip(pixels[a], pixels[b])
                   for ca, cb in zip(pa, pb)) / (n * n * 3)
        assert diff > 25, (a, b, diff)


def _run_script(out: Path) -> None:
    subprocess.run([sys.executable, str(SCRIPT), str(out)], check=True, capture_output=True)


def test_script_is_deterministic_and_matches_the_committed_files(tmp_path):
    first, second = tmp_path / "a", tmp_path / "b"
    _run_script(first)
    _run_script(second)
    names = sorted(p.name for p in first.iterdir())
    assert names == sorted(p.name for p in second.iterdir())
    assert names == sorted(p.name for p in PORTRAITS.iterdir())
    for name in names:
        data = (first / name).read_bytes()
        assert data == (second / name).read_bytes(), name
        assert data == (PORTRAITS / name).read_bytes(), f"{name} is stale: rerun {SCRIPT.name}"
