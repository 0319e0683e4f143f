#!/usr/bin/env python3
"""Generate the classic mode's player portraits (original flat SVG art).

Run from the repository root:  python3 resources/tools/make_portraits.py [OUTPUT_DIR]

OUTPUT_DIR defaults to resources/portraits. Each portrait is a friendly animal or villager
face in a round frame, viewBox 0 0 256 256, drawn with the primitives, outline colour and
stroke width of make_art.py so that the portraits sit in the same family as the cards.
Every portrait has its own background colour, face colour and silhouette (ears, horns,
hat, beak...) so that players at a table tell them apart at a glance, even at 48 px.
Portraits say nothing about a role. The output is deterministic (no randomness, fixed
number formatting), and index.json lists the ids with an English display name.
"""
from __future__ import annotations

import json
import math
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_art import (  # shared primitives: one stroke, one ink, one style
    INK, NO, PALE, STROKE, circle, ellipse, f, group, path, poly, stroke_path, svg,
)

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "portraits"

S = 256               # viewBox side
C = 128               # centre
R = 122               # frame radius (the outline ring is drawn on top, centred on R)
WHITE = "#FFFFFF"
BLUSH = "#F2A7BE"


# ------------------------------------------------------------------ helpers
def X(s: int, dx: float) -> float:
    """x of a point dx from the centre line on side s (-1 left, +1 right)."""
    return C + s * dx


def rim_y(x: float) -> float:
    """y of the lower half of the frame circle at x."""
    return C + math.sqrt(max(R * R - (x - C) ** 2, 0.0))


def shoulders(fill: str) -> str:
    """Shoulders of a villager, cut by the bottom of the frame circle."""
    return path(f"M40,{f(rim_y(40))} C56,214 92,198 128,198 C164,198 200,214 216,"
                f"{f(rim_y(216))} A{R},{R} 0 0,1 40,{f(rim_y(40))} Z", fill)


def eye(x, y, r, iris=INK, white=None, shine=True):
    """A round eye, optionally in a white, with a small highlight (reads at 48 px)."""
    out = []
    if white:
        out.append(circle(x, y, r * 1.55, white))
    out.append(circle(x, y, r, iris, NO if not white else ""))
    if shine:
        out.append(circle(x + r * 0.32, y - r * 0.36, r * 0.34, WHITE, NO))
    return "".join(out)


def merged(shapes_with_stroke: list[str], shapes_plain: list[str]) -> list[str]:
    """Overlapping shapes that read as one: outlined once, then refilled without strokes."""
    return shapes_with_stroke + shapes_plain


def frame(bg: str, body: list[str]) -> str:
    parts = [
        circle(C, C, R, bg),
        circle(C, C, R - 9, "none", f' stroke="{PALE}" stroke-width="3" stroke-opacity="0.35"'),
        group(body),
        circle(C, C, R, "none", f' stroke="{INK}" stroke-width="{STROKE + 3}"'),
    ]
    return svg(S, S, "\n".join(parts))


# ----------------------------------------------------------------- portraits
def fox():
    red, cheek, dark = "#E3642A", "#FFF3DE", "#7A2E10"
    head = ("M40,116 C50,76 90,64 128,64 C166,64 206,76 216,116 "
            "C202,150 162,190 128,208 C94,190 54,150 40,116 Z")
    out = []
    for s in (-1, 1):
        out.append(poly([(X(s, 70), 112), (X(s, 68), 26), (X(s, 10), 78)], red))
        out.append(poly([(X(s, 60), 98), (X(s, 62), 44), (X(s, 26), 80)], dark, NO))
    out.append(path(head, red, NO))
    for s in (-1, 1):
        out.append(path(f"M{f(X(s, 88))},116 C{f(X(s, 60))},124 {f(X(s, 30))},146 128,208 "
                        f"C{f(X(s, 34))},190 {f(X(s, 74))},150 {f(X(s, 88))},116 Z", cheek, NO))
    out.append(path(head, "none"))
    for s in (-1, 1):
        out.append(ellipse(X(s, 30), 122, 8, 11, INK, extra=NO))
        out.append(circle(X(s, 30) + 3, 117, 3, WHITE, NO))
    out.append(ellipse(128, 196, 12, 9, INK))
    return "#1F6F78", out


def owl():
    brown, disc, dark, gold = "#9C6B3F", "#F3E2C0", "#5C3A1E", "#F5C542"
    out = []
    for s in (-1, 1):
        out.append(poly([(X(s, 46), 74), (X(s, 72), 30), (X(s, 86), 96)], dark))
    out.append(ellipse(128, 140, 90, 92, brown))
    for s in (-1, 1):  # breast feathers
        for i, y in enumerate((198, 214)):
            dx = 20 + i * 6
            out.append(stroke_path(f"M{f(X(s, dx + 12))},{y} Q{f(X(s, dx))},{y + 10} "
                                   f"{f(X(s, dx - 12))},{y}", 4, dark))
    out += merged([circle(X(-1, 32), 128, 38, disc), circle(X(1, 32), 128, 38, disc)],
                  [circle(X(-1, 32), 128, 36, disc, NO), circle(X(1, 32), 128, 36, disc, NO)])
    for s in (-1, 1):
        out.append(circle(X(s, 32), 128, 24, gold))
        out.append(eye(X(s, 32), 128, 12))
    out.append(poly([(114, 150), (142, 150), (128, 178)], "#E8902A"))
    out.append(path("M84,74 Q128,98 172,74", "none", f' stroke="{dark}"'))
    return "#3B2F6B", out


def cat():
    black, pink, green = "#2E2E3A", BLUSH, "#C8E04A"
    out = []
    for s in (-1, 1):
        out.append(poly([(X(s, 84), 122), (X(s, 74), 30), (X(s, 18), 76)], black))
        out.append(poly([(X(s, 70), 104), (X(s, 68), 52), (X(s, 34), 78)], pink, NO))
    out.append(ellipse(128, 146, 90, 74, black))
    for s in (-1, 1):
        out.append(ellipse(X(s, 34), 130, 16, 13, green, extra=NO))
        out.append(ellipse(X(s, 34), 130, 4, 11, INK, extra=NO))
        out.append(circle(X(s, 34) + 6, 125, 3, WHITE, NO))
        for dy, ang in ((0, 0), (10, 12)):
            a = math.radians(ang)
            x0 = X(s, 40)
            out.append(f'<line x1="{f(x0)}" y1="{170 + dy}" x2="{f(x0 + s * 62 * math.cos(a))}" '
                       f'y2="{f(170 + dy + 62 * math.sin(a))}" stroke="{PALE}" stroke-width="3" '
                       f'stroke-linecap="round"/>')
    out.append(poly([(117, 160), (139, 160), (128, 172)], pink, NO))
    out.append(stroke_path("M114,180 Q121,188 128,178 Q135,188 142,180", 4, PALE))
    return BLUSH, out


def deer():
    tan, light, antler = "#C98E55", "#F2DDBE", "#F1E3C4"
    out = []
    for s in (-1, 1):
        d = (f"M{f(X(s, 26))},78 C{f(X(s, 34))},60 {f(X(s, 46))},46 {f(X(s, 62))},30 "
             f"M{f(X(s, 40))},56 C{f(X(s, 56))},56 {f(X(s, 70))},62 {f(X(s, 84))},52 "
             f"M{f(X(s, 50))},44 C{f(X(s, 50))},36 {f(X(s, 46))},30 {f(X(s, 40))},24")
        out.append(stroke_path(d, 20, INK))
        out.append(stroke_path(d, 10, antler))
        out.append(ellipse(X(s, 76), 110, 34, 15, tan, rot=s * 28))
        out.append(ellipse(X(s, 78), 110, 22, 7, "#8A5A30", rot=s * 28, extra=NO))
    head = ("M70,120 C70,80 100,68 128,68 C156,68 186,80 186,120 C186,150 170,168 164,190 "
            "C158,212 146,220 128,220 C110,220 98,212 92,190 C86,168 70,150 70,120 Z")
    out.append(path(head, tan))
    out.append(ellipse(128, 200, 28, 17, light, extra=NO))
    out.append(path("M128,76 L138,92 L128,108 L118,92 Z", light, NO))
    for s in (-1, 1):
        out.append(eye(X(s, 28), 132, 10))
    out.append(ellipse(128, 198, 14, 9, INK))
    return "#2F6B3A", out


def bear():
    brown, muzzle = "#6B4226", "#D9AE7E"
    out = []
    for s in (-1, 1):
        out.append(circle(X(s, 64), 66, 28, brown))
        out.append(circle(X(s, 64), 66, 13, muzzle, NO))
    out.append(ellipse(128, 140, 92, 84, brown))
    out.append(ellipse(128, 174, 42, 32, muzzle))
    for s in (-1, 1):
        out.append(eye(X(s, 36), 126, 10))
    out.append(ellipse(128, 160, 15, 10, INK))
    out.append(stroke_path("M128,170 L128,182 M114,186 Q128,196 142,186", 4))
    return "#8FCBEB", out


def rabbit():
    white, pink = "#F4EFE6", BLUSH
    out = []
    for s in (-1, 1):
        out.append(ellipse(X(s, 28), 74, 20, 50, white, rot=s * 10))
        out.append(ellipse(X(s, 28), 80, 9, 36, pink, rot=s * 10, extra=NO))
    out.append(ellipse(128, 164, 76, 64, white))
    for s in (-1, 1):
        out.append(eye(X(s, 28), 152, 10))
        out.append(circle(X(s, 50), 178, 11, pink, ' fill-opacity="0.7" stroke="none"'))
    out.append(poly([(118, 170), (138, 170), (128, 180)], "#D9507A"))
    out.append(stroke_path("M128,182 L128,190 M114,190 Q121,198 128,190 Q135,198 142,190", 4))
    return "#7D5BB5", out


def heron():
    grey, beak, gold = "#DCE6EF", "#E8902A", "#F5C542"
    out = []
    out.append(path(f"M94,140 C98,170 82,196 84,{f(rim_y(84))} A{R},{R} 0 0,0 156,{f(rim_y(156))} "
                    "C146,206 152,170 150,140 Z", grey))
    out.append(stroke_path("M84,104 C60,98 42,110 28,126", 9, INK))
    out.append(poly([(160, 96), (234, 118), (160, 126)], beak))
    out.append(circle(122, 110, 50, grey))
    out.append(path("M78,96 C98,88 130,86 156,96 L154,102 C128,96 100,98 80,106 Z", INK, NO))
    out.append(circle(136, 114, 10, gold))
    out.append(circle(137, 114, 5, INK, NO))
    out.append(stroke_path("M104,184 Q120,190 138,184 M104,206 Q120,212 140,206", 4, "#9AAABB"))
    return "#F2D94E", out


def boar():
    dark, snout, tusk = "#5E4B45", "#C48A7A", "#FFF3DE"
    out = []
    for s in (-1, 1):
        out.append(poly([(X(s, 40), 70), (X(s, 84), 44), (X(s, 84), 100)], dark))
    for dx in (-16, 0, 16):
        out.append(poly([(128 + dx - 10, 66), (128 + dx, 40), (128 + dx + 10, 66)], dark))
    out.append(ellipse(128, 130, 88, 76, dark))
    for s in (-1, 1):
        out.append(eye(X(s, 34), 116, 7, white=WHITE))
    for s in (-1, 1):
        out.append(path(f"M{f(X(s, 30))},196 C{f(X(s, 52))},192 {f(X(s, 60))},172 "
                        f"{f(X(s, 54))},150 C{f(X(s, 46))},168 {f(X(s, 38))},176 "
                        f"{f(X(s, 24))},180 Z", tusk))
    out.append(ellipse(128, 176, 40, 28, snout))
    for s in (-1, 1):
        out.append(ellipse(X(s, 14), 176, 6, 9, INK, extra=NO))
    return "#B5D06A", out


def buffalo():
    slate, muzzle, horn = "#4A5560", "#7C8894", "#EDE3CC"
    out = []
    for s in (-1, 1):
        out.append(path(f"M{f(X(s, 34))},92 C{f(X(s, 70))},98 {f(X(s, 96))},86 "
                        f"{f(X(s, 98))},62 C{f(X(s, 98))},54 {f(X(s, 94))},48 "
                        f"{f(X(s, 84))},44 C{f(X(s, 86))},58 {f(X(s, 76))},68 "
                        f"{f(X(s, 34))},66 Z", horn))
        out.append(ellipse(X(s, 72), 120, 26, 12, slate, rot=s * 22))
    head = ("M72,118 C72,84 98,70 128,70 C158,70 184,84 184,118 C184,146 174,160 174,178 "
            "C174,204 154,220 128,220 C102,220 82,204 82,178 C82,160 72,146 72,118 Z")
    out.append(path(head, slate))
    out.append(ellipse(128, 186, 40, 28, muzzle))
    for s in (-1, 1):
        out.append(eye(X(s, 30), 128, 7, white=WHITE))
        out.append(ellipse(X(s, 15), 188, 6, 8, INK, extra=NO))
    out.append(path("M104,76 Q128,90 152,76 Q140,70 128,70 Q116,70 104,76 Z", "#2F3840", NO))
    return "#E8A23A", out


def frog():
    green, belly = "#6CC24A", "#D9F0B8"
    out = []
    out += merged([ellipse(128, 152, 100, 66, green), circle(X(-1, 46), 96, 32, green),
                   circle(X(1, 46), 96, 32, green)],
                  [ellipse(128, 152, 97, 63, green, extra=NO), circle(X(-1, 46), 96, 29.5, green, NO),
                   circle(X(1, 46), 96, 29.5, green, NO)])
    out.append(ellipse(128, 190, 56, 20, belly, extra=NO))
    for s in (-1, 1):
        out.append(circle(X(s, 46), 96, 20, WHITE))
        out.append(eye(X(s, 46), 98, 11))
        out.append(circle(X(s, 74), 160, 12, BLUSH, ' fill-opacity="0.8" stroke="none"'))
        out.append(circle(X(s, 10), 138, 3.5, INK, NO))
    out.append(stroke_path("M70,160 Q128,204 186,160", 5))
    return "#2E62B0", out


def monkey():
    brown, face = "#7A4A2A", "#E8C49A"
    out = []
    for s in (-1, 1):
        out.append(circle(X(s, 86), 132, 26, brown))
        out.append(circle(X(s, 86), 132, 13, face, NO))
    out.append(circle(128, 128, 82, brown))
    out.append(stroke_path("M118,50 C118,38 128,32 136,36 M132,48 C136,38 146,36 152,42", 6))
    out += merged([circle(X(-1, 24), 122, 28, face), circle(X(1, 24), 122, 28, face),
                   ellipse(128, 170, 46, 34, face)],
                  [circle(X(-1, 24), 122, 25.5, face, NO), circle(X(1, 24), 122, 25.5, face, NO),
                   ellipse(128, 170, 43.5, 31.5, face, extra=NO)])
    for s in (-1, 1):
        out.append(eye(X(s, 22), 122, 9))
        out.append(circle(X(s, 7), 158, 3.5, INK, NO))
    out.append(stroke_path("M104,176 Q128,196 152,176", 5))
    return "#C9413A", out


def tiger_cub():
    orange, white, inner = "#F29A2E", "#FFF6E8", "#3A2A22"
    out = []
    for s in (-1, 1):
        out.append(circle(X(s, 62), 68, 24, orange))
        out.append(circle(X(s, 62), 68, 11, inner, NO))
    out.append(ellipse(128, 140, 92, 80, orange))
    for s in (-1, 1):  # side stripes
        for dy in (0, 24):
            out.append(poly([(X(s, 92), 128 + dy), (X(s, 62), 136 + dy), (X(s, 90), 144 + dy)],
                            INK, NO))
        out.append(ellipse(X(s, 36), 108, 14, 8, white, extra=NO))
    for dx, h in ((-20, 22), (0, 30), (20, 22)):  # forehead stripes
        out.append(poly([(128 + dx - 7, 62), (128 + dx + 7, 62), (128 + dx, 62 + h)], INK, NO))
    out += merged([ellipse(X(-1, 20), 174, 28, 22, white), ellipse(X(1, 20), 174, 28, 22, white)],
                  [ellipse(X(-1, 20), 174, 25.5, 19.5, white, extra=NO),
                   ellipse(X(1, 20), 174, 25.5, 19.5, white, extra=NO)])
    for s in (-1, 1):
        out.append(eye(X(s, 34), 130, 10, iris="#3B2A10"))
    out.append(poly([(116, 160), (140, 160), (128, 174)], "#D9507A"))
    return "#1C2A55", out


def raccoon():
    grey, white, light = "#9A9AA3", "#F4F4F6", "#C9C9CF"
    out = []
    for s in (-1, 1):
        out.append(path(f"M{f(X(s, 80))},100 C{f(X(s, 86))},64 {f(X(s, 80))},42 {f(X(s, 64))},38 "
                        f"C{f(X(s, 44))},42 {f(X(s, 30))},60 {f(X(s, 26))},80 Z", grey))
        out.append(path(f"M{f(X(s, 70))},88 C{f(X(s, 74))},66 {f(X(s, 70))},54 {f(X(s, 62))},52 "
                        f"C{f(X(s, 50))},56 {f(X(s, 42))},66 {f(X(s, 40))},80 Z", INK, NO))
    head = ("M128,72 C168,72 198,96 204,128 L226,150 L196,160 C184,194 158,212 128,212 "
            "C98,212 72,194 60,160 L30,150 L52,128 C58,96 88,72 128,72 Z")
    out.append(path(head, grey))
    out.append(path("M128,140 C150,140 172,156 170,180 C164,200 148,208 128,208 "
                    "C108,208 92,200 86,180 C84,156 106,140 128,140 Z", white, NO))
    for s in (-1, 1):
        out.append(ellipse(X(s, 40), 100, 22, 9, white, rot=s * 10, extra=NO))
    out.append(path("M48,134 C66,110 100,110 128,126 C156,110 190,110 208,134 "
                    "C190,158 156,156 128,140 C100,156 66,158 48,134 Z", INK, NO))
    out.append(path("M128,86 L136,126 L120,126 Z", light, NO))
    for s in (-1, 1):
        out.append(circle(X(s, 38), 132, 9, WHITE, NO))
        out.append(circle(X(s, 38), 132, 5, INK, NO))
    out.append(ellipse(128, 166, 13, 9, INK))
    out.append(stroke_path("M128,176 L128,186 M116,190 Q128,198 140,190", 4))
    return "#D5C8F0", out


def farmer():
    skin, hat, weave, shirt = "#C98E5E", "#E8D29A", "#B89A55", "#2F4C8A"
    out = [shoulders(shirt)]
    out.append(path("M110,184 L146,184 L144,206 Q128,214 112,206 Z", skin))
    out.append(ellipse(128, 150, 46, 52, skin))
    for s in (-1, 1):
        out.append(stroke_path(f"M{f(X(s, 26))},150 Q{f(X(s, 20))},142 {f(X(s, 14))},150", 5))
        out.append(circle(X(s, 30), 168, 8, "#E07A6A", ' fill-opacity="0.55" stroke="none"'))
    out.append(stroke_path("M112,172 Q128,184 144,172", 5))
    out.append(stroke_path("M84,120 C86,160 100,190 128,200 C156,190 170,160 172,120", 3, "#7A5A2A"))
    brim = "M128,30 L226,118 Q128,136 30,118 Z"
    out.append(path(brim, hat))
    for t in (0.3, 0.55, 0.8):
        y = 30 + 88 * t
        half = 98 * t
        out.append(stroke_path(f"M{f(128 - half)},{f(y)} Q128,{f(y + 10 * t + 6)} "
                               f"{f(128 + half)},{f(y)}", 3, weave))
    out.append(path(brim, "none"))
    return "#A8E0C8", out


def lotus_girl():
    skin, hair, dress, lotus, tip = "#8D5A3B", "#1E1B26", "#F0C040", "#F9D8E4", "#D9507A"
    out = [shoulders(dress)]
    out.append(stroke_path("M104,200 Q128,222 152,200", 4, "#B88A10"))
    out.append(path("M64,150 C58,100 84,70 128,70 C172,70 198,100 192,150 C194,180 184,200 176,206 "
                    "L80,206 C72,200 62,180 64,150 Z", hair))
    out.append(circle(128, 58, 24, hair))
    out.append(path("M110,180 L146,180 L144,204 Q128,212 112,204 Z", skin))
    out.append(ellipse(128, 140, 48, 54, skin))
    out.append(path("M80,130 C82,96 104,84 128,84 C152,84 174,96 176,130 C160,112 140,104 128,102 "
                    "C116,104 96,112 80,130 Z", hair, NO))
    for s in (-1, 1):
        out.append(eye(X(s, 20), 142, 6))
        out.append(circle(X(s, 30), 162, 8, "#E0607A", ' fill-opacity="0.5" stroke="none"'))
    out.append(stroke_path("M114,166 Q128,178 142,166", 5))
    cx, cy = 170, 74  # lotus in the hair
    petals = []
    for a in (-60, -30, 0, 30, 60):
        r = math.radians(a)
        px, py = cx + 18 * math.sin(r), cy - 18 * math.cos(r)
        petals.append(ellipse(px, py, 9, 19, lotus, rot=a))
    out += petals
    out.append(circle(cx, cy - 4, 6, tip, NO))
    out.append(ellipse(cx, cy + 6, 24, 6, "#4FA35A"))
    return "#9C3A7A", out


def elder():
    skin, white, tunic, scarf = "#D9A273", "#F4F1EA", "#27406E", "#C9413A"
    out = [shoulders(tunic)]
    out.append(path("M96,198 L128,232 L160,198 Z", scarf, NO))
    for s in (-1, 1):
        out.append(ellipse(X(s, 48), 136, 14, 22, skin))
    out.append(ellipse(128, 130, 50, 58, skin))
    out.append(path("M78,124 C74,96 96,70 128,70 C160,70 182,96 178,124 C170,104 150,96 128,96 "
                    "C106,96 86,104 78,124 Z", white))
    beard = ("M84,146 C90,170 100,178 128,178 C156,178 166,170 172,146 C178,190 158,226 128,232 "
             "C98,226 78,190 84,146 Z")
    out.append(path(beard, white))
    for s in (-1, 1):
        out.append(stroke_path(f"M{f(X(s, 32))},118 L{f(X(s, 12))},120", 6, white))
        out.append(stroke_path(f"M{f(X(s, 28))},134 Q{f(X(s, 20))},128 {f(X(s, 12))},134", 5))
        out.append(path(f"M128,166 C{f(X(s, 12))},156 {f(X(s, 32))},158 {f(X(s, 42))},170 "
                        f"C{f(X(s, 26))},166 {f(X(s, 12))},170 128,172 Z", white))
    out.append(ellipse(128, 150, 9, 7, "#C08058", extra=NO))
    return "#E8785A", out


PORTRAITS = [
    # (id, English display name, drawing)
    ("fox", "Fox", fox),
    ("owl", "Owl", owl),
    ("rice_farmer", "Rice Farmer", farmer),
    ("rabbit", "Rabbit", rabbit),
    ("bear", "Bear", bear),
    ("black_cat", "Black Cat", cat),
    ("lotus_girl", "Lotus Girl", lotus_girl),
    ("deer", "Deer", deer),
    ("tiger_cub", "Tiger Cub", tiger_cub),
    ("frog", "Frog", frog),
    ("village_elder", "Village Elder", elder),
    ("heron", "Heron", heron),
    ("water_buffalo", "Water Buffalo", buffalo),
    ("monkey", "Monkey", monkey),
    ("raccoon", "Raccoon", raccoon),
    ("boar", "Boar", boar),
]


def portrait_svg(draw) -> str:
    bg, body = draw()
    text = frame(bg, body)
    ET.fromstring(text)  # well-formed, no duplicated attributes
    return text


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else OUT
    out.mkdir(parents=True, exist_ok=True)
    ids = [pid for pid, _, _ in PORTRAITS]
    assert len(ids) == len(set(ids)), ids
    for pid, _, draw in PORTRAITS:
        (out / f"{pid}.svg").write_text(portrait_svg(draw), encoding="utf-8", newline="\n")
    index = [{"id": pid, "name": name} for pid, name, _ in PORTRAITS]
    (out / "index.json").write_text(json.dumps(index, indent=2, ensure_ascii=False) + "\n",
                                    encoding="utf-8", newline="\n")
    print(f"wrote {len(PORTRAITS)} portraits to {out}")


if __name__ == "__main__":
    main()
