#!/usr/bin/env python3
"""Generate the game's original SVG art (role cards, card back, marks, tokens, icon).

Run from the repository root:  python3 resources/tools/make_art.py

Everything is flat vector shapes built from a handful of constants so that the
whole set shares one outline width (STROKE), one bold line width (BOLD = 2 x
STROKE) and one corner radius (RADIUS). The output is deterministic.

Layout of a role card (viewBox 0 0 250 350, portrait 5:7):
  * outer rounded rectangle in the team colour (the frame);
  * a dark panel in the darker team shade;
  * a light "window" whose outline is the team's frame shape (round, jagged,
    pointed arch, square, diamond) holding the role's emblem;
  * top-left: box badge (dark disc: crescent = Vampire, paw = Werewolf base,
    rising sun = Daybreak, sparkle = Bonus);
  * top-right: team badge: the team's own shape (circle, triangle, pointed arch, square,
    diamond; an apprentice's shape half filled) with the team emblem, so that the team
    reads without its colour (ART.md, colour-blind players); the same badges are written
    alone to teams/<team>.svg for the screens (the reveal, the end, the legends);
  * y 280..330 is left empty: the app draws the translated name banner there.
"""
from __future__ import annotations

import math
import random
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# --------------------------------------------------------------------- constants
STROKE = 5            # every outline, on cards and tokens alike
BOLD = 2 * STROKE     # structural lines inside emblems (bow limbs, handles...)
RADIUS = 16           # card and square-token corner radius

INK = "#1D2233"
PALE = "#FFF8E7"
YELLOW = "#F0E442"
SKY = "#56B4E9"
BLUE = "#0072B2"
ROSE = "#E8506E"
STEEL = "#B9C2CF"
HIDE = "#D9B382"
NIGHT = "#141B3A"
NIGHT2 = "#22306A"
MOON = "#F3EBC3"

W, H = 250, 350
CX, CY = 125, 166     # emblem centre on a card

TEAMS = {
    #            frame      panel      window     emblem accent
    "villager": ("#009E73", "#0B4A3B", "#E2F3EC", "#009E73"),
    "werewolf": ("#D55E00", "#6B2C04", "#FBE7D8", "#D55E00"),
    "vampire": ("#CC79A7", "#7A3B69", "#F8E6F0", "#CC79A7"),
    "tanner": ("#E69F00", "#7A5300", "#FCF0D2", "#E69F00"),
    "assassin": ("#2B2B2B", "#8A8A8A", "#D6D6D6", "#5E5E5E"),
}
FRAME_SHAPE = {
    "villager": "round",
    "werewolf": "jagged",
    "vampire": "arch",
    "tanner": "square",
    "assassin": "diamond",
}

VAMPIRE_TEAM = {"vampire", "the_master", "the_count", "renfield"}
WEREWOLF_TEAM = {"werewolf", "alpha_wolf", "mystic_wolf", "dream_wolf", "minion", "squire"}
TANNER_TEAM = {"tanner", "apprentice_tanner"}
ASSASSIN_TEAM = {"assassin", "apprentice_assassin"}

BOXES = {
    "vampire": "copycat vampire the_master the_count renfield diseased cupid instigator "
               "priest assassin apprentice_assassin marksman pickpocket gremlin",
    "base": "villager doppelganger werewolf minion mason seer robber troublemaker drunk "
            "insomniac hunter tanner",
    "daybreak": "sentinel alpha_wolf mystic_wolf dream_wolf apprentice_seer "
                "paranormal_investigator witch village_idiot revealer curator bodyguard",
    "bonus": "aura_seer apprentice_tanner thing squire beholder prince cursed",
}
ROLE_BOX = {r: box for box, roles in BOXES.items() for r in roles.split()}
ROLE_IDS = [r for roles in BOXES.values() for r in roles.split()]

MARKS = ["clarity", "vampire", "fear", "bat", "disease", "love", "traitor", "assassin"]
ARTIFACTS = ["claw_of_the_werewolf", "brand_of_the_villager", "cudgel_of_the_tanner",
             "void_of_nothingness", "mask_of_muting", "shroud_of_shame"]


def team_of(role: str) -> str:
    if role in VAMPIRE_TEAM:
        return "vampire"
    if role in WEREWOLF_TEAM:
        return "werewolf"
    if role in TANNER_TEAM:
        return "tanner"
    if role in ASSASSIN_TEAM:
        return "assassin"
    return "villager"


# ----------------------------------------------------------------- primitives
def f(v: float) -> str:
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def circle(cx, cy, r, fill, extra=""):
    return f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="{fill}"{extra}/>'


def ellipse(cx, cy, rx, ry, fill, rot=None, extra=""):
    t = f' transform="rotate({f(rot)} {f(cx)} {f(cy)})"' if rot else ""
    return f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(rx)}" ry="{f(ry)}" fill="{fill}"{t}{extra}/>'


def rect(x, y, w, h, fill, rx=0, extra=""):
    r = f' rx="{f(rx)}"' if rx else ""
    return f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}"{r} fill="{fill}"{extra}/>'


def path(d, fill, extra=""):
    return f'<path d="{d}" fill="{fill}"{extra}/>'


def poly(points, fill, extra=""):
    pts = " ".join(f"{f(x)},{f(y)}" for x, y in points)
    return f'<polygon points="{pts}" fill="{fill}"{extra}/>'


def line(x1, y1, x2, y2, width=STROKE, color=INK, extra=""):
    return (f'<line x1="{f(x1)}" y1="{f(y1)}" x2="{f(x2)}" y2="{f(y2)}" '
            f'stroke="{color}" stroke-width="{f(width)}"{extra}/>')


def stroke_path(d, width=STROKE, color=INK, extra=""):
    return f'<path d="{d}" fill="none" stroke="{color}" stroke-width="{f(width)}"{extra}/>'


def group(body, transform=None, outline=True, extra=""):
    t = f' transform="{transform}"' if transform else ""
    o = (f' stroke="{INK}" stroke-width="{STROKE}" stroke-linejoin="round" '
         f'stroke-linecap="round"') if outline else ""
    return f"<g{t}{o}{extra}>{''.join(body) if isinstance(body, list) else body}</g>"


NO = ' stroke="none"'


def svg(w, h, body):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{w}" '
            f'height="{h}" viewBox="0 0 {w} {h}">\n{body}\n</svg>\n')


def star4(cx, cy, r, fill, k=0.32, extra=""):
    """Four-pointed sparkle."""
    pts = []
    for i in range(8):
        a = math.pi / 4 * i - math.pi / 2
        rr = r if i % 2 == 0 else r * k
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return poly(pts, fill, extra)


def star5(cx, cy, r, fill, extra=""):
    pts = []
    for i in range(10):
        a = math.pi / 5 * i - math.pi / 2
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return poly(pts, fill, extra)


def heart(cx, cy, s, fill, extra=""):
    """Heart of half-width s centred on (cx, cy)."""
    d = (f"M{f(cx)},{f(cy + s * 0.95)} "
         f"C{f(cx - s * 0.35)},{f(cy + s * 0.6)} {f(cx - s * 1.05)},{f(cy + s * 0.15)} "
         f"{f(cx - s * 1.0)},{f(cy - s * 0.35)} "
         f"C{f(cx - s * 0.95)},{f(cy - s * 0.95)} {f(cx - s * 0.2)},{f(cy - s * 1.0)} "
         f"{f(cx)},{f(cy - s * 0.45)} "
         f"C{f(cx + s * 0.2)},{f(cy - s * 1.0)} {f(cx + s * 0.95)},{f(cy - s * 0.95)} "
         f"{f(cx + s * 1.0)},{f(cy - s * 0.35)} "
         f"C{f(cx + s * 1.05)},{f(cy + s * 0.15)} {f(cx + s * 0.35)},{f(cy + s * 0.6)} "
         f"{f(cx)},{f(cy + s * 0.95)} Z")
    return path(d, fill, extra)


def bat(cx, cy, s, fill, extra=""):
    """Bat silhouette, wingspan 2*s."""
    def P(x, y):
        return f"{f(cx + x * s)},{f(cy + y * s)}"
    d = (f"M{P(0, -0.22)} L{P(-0.1, -0.42)} L{P(-0.14, -0.16)} "
         f"C{P(-0.4, -0.3)} {P(-0.75, -0.45)} {P(-1, -0.2)} "
         f"C{P(-0.85, -0.05)} {P(-0.8, 0.12)} {P(-0.8, 0.3)} "
         f"C{P(-0.68, 0.16)} {P(-0.55, 0.14)} {P(-0.45, 0.2)} "
         f"C{P(-0.38, 0.1)} {P(-0.28, 0.1)} {P(-0.2, 0.2)} "
         f"C{P(-0.12, 0.24)} {P(-0.06, 0.3)} {P(0, 0.42)} "
         f"C{P(0.06, 0.3)} {P(0.12, 0.24)} {P(0.2, 0.2)} "
         f"C{P(0.28, 0.1)} {P(0.38, 0.1)} {P(0.45, 0.2)} "
         f"C{P(0.55, 0.14)} {P(0.68, 0.16)} {P(0.8, 0.3)} "
         f"C{P(0.8, 0.12)} {P(0.85, -0.05)} {P(1, -0.2)} "
         f"C{P(0.75, -0.45)} {P(0.4, -0.3)} {P(0.14, -0.16)} "
         f"L{P(0.1, -0.42)} Z")
    return path(d, fill, extra)


def crescent(cx, cy, r, fill, extra="", cut=0.62, shift=0.45):
    """Crescent opening to the right-top, outer radius r (arcs only)."""
    # outer circle minus an offset inner circle, drawn with evenodd
    ir = r * cut * 1.25
    ox, oy = cx + r * shift, cy - r * shift * 0.6
    d = (f"M{f(cx)},{f(cy - r)} A{f(r)},{f(r)} 0 1,0 {f(cx)},{f(cy + r)} "
         f"A{f(r)},{f(r)} 0 1,0 {f(cx)},{f(cy - r)} Z "
         f"M{f(ox)},{f(oy - ir)} A{f(ir)},{f(ir)} 0 1,1 {f(ox)},{f(oy + ir)} "
         f"A{f(ir)},{f(ir)} 0 1,1 {f(ox)},{f(oy - ir)} Z")
    return path(d, fill, ' fill-rule="evenodd"' + extra)


def true_crescent(cx, cy, r, fill, extra="", inner=0.78):
    """Crescent as a single closed outline (two arcs), horns pointing right.

    A larger `inner` radius gives a fatter moon."""
    d = (f"M{f(cx + r * 0.35)},{f(cy - r * 0.94)} "
         f"A{f(r)},{f(r)} 0 1,0 {f(cx + r * 0.35)},{f(cy + r * 0.94)} "
         f"A{f(r * inner)},{f(r * inner)} 0 0,1 {f(cx + r * 0.35)},{f(cy - r * 0.94)} Z")
    return path(d, fill, extra)


def dagger(cx, cy, s, blade=PALE, guard=YELLOW, grip=INK, extra=""):
    """Dagger pointing down, total height about 2*s."""
    def P(x, y):
        return (cx + x * s, cy + y * s)
    out = [
        poly([P(-0.2, -0.05), P(0.2, -0.05), P(0.2, 0.55), P(0, 1.0), P(-0.2, 0.55)], blade, extra),
        rect(cx - 0.11 * s, cy - 0.72 * s, 0.22 * s, 0.5 * s, grip, rx=0.06 * s, extra=extra),
        rect(cx - 0.55 * s, cy - 0.26 * s, 1.1 * s, 0.22 * s, guard, rx=0.1 * s, extra=extra),
        circle(cx, cy - 0.84 * s, 0.16 * s, guard, extra),
    ]
    return "".join(out)


# -------------------------------------------------------------- team emblems
def team_emblem(team: str, s: float = 1.0) -> str:
    """Small team emblem centred at 0,0 spanning about +-14*s (badge size)."""
    col = TEAMS[team][0]
    if team == "villager":
        return group([
            circle(5 * s, -5 * s, 6.5 * s, YELLOW, NO),
            poly([(-13 * s, 1 * s), (-3 * s, -8 * s), (7 * s, 1 * s)], INK, NO),
            rect(-10 * s, 1 * s, 14 * s, 11 * s, col, extra=NO),
        ], outline=False)
    if team == "werewolf":
        out = []
        for dx in (-7, 0, 7):
            x = dx * s
            out.append(path(f"M{f(x - 5 * s)},{f(-12 * s)} Q{f(x + 3 * s)},{f(-2 * s)} "
                            f"{f(x + 3 * s)},{f(13 * s)} Q{f(x - 1 * s)},{f(-1 * s)} "
                            f"{f(x - 5 * s)},{f(-12 * s)} Z", col, NO))
        return "".join(out)
    if team == "vampire":
        return bat(0, 0, 14 * s, col, NO)
    if team == "tanner":
        return group([
            rect(-12 * s, -12 * s, 24 * s, 24 * s, "none", extra=f' stroke="{col}" stroke-width="{f(3 * s)}"'),
            path(f"M{f(-8 * s)},{f(-8 * s)} Q0,{f(-4 * s)} {f(8 * s)},{f(-8 * s)} "
                 f"Q{f(4 * s)},0 {f(8 * s)},{f(8 * s)} Q0,{f(4 * s)} {f(-8 * s)},{f(8 * s)} "
                 f"Q{f(-4 * s)},0 {f(-8 * s)},{f(-8 * s)} Z", col, NO),
        ], outline=False)
    if team == "assassin":
        return dagger(0, -1 * s, 13 * s, blade=col, guard=col, grip=col, extra=NO)
    raise KeyError(team)



# -------------------------------------------------------------- team badges
# Each team's badge is a shape of its own (ART.md: colour *and* shape), the same on the cards,
# on the tokens that change a team, at the reveal and in every legend: told apart in grey.
BADGE_SHAPE = {
    "villager": "circle",
    "werewolf": "triangle",
    "vampire": "arch",
    "tanner": "square",
    "apprentice_tanner": "square",
    "assassin": "diamond",
    "apprentice_assassin": "diamond",
    "lovers": "heart",  # the classic game's mixed couple
    # the classic solo teams (CLASSIC.md §11.18); the vampires wear the One Night vampires' badge
    "white_wolf": "inverted triangle",
    "pied_piper": "hexagon",
    "heretic": "star",
    "sectarian": "hourglass",
}
BADGE_HALF = {"apprentice_tanner", "apprentice_assassin"}  # the shape half filled: an apprentice
BADGE_COLOUR = {"lovers": ROSE, "white_wolf": "#8E9AAF", "pied_piper": "#56B4E9", "heretic": "#6C4A9E",
                "sectarian": "#0072B2"}
SOLO_TEAMS = ("white_wolf", "pied_piper", "heretic", "sectarian")
BADGE_EMBLEM = {"apprentice_tanner": "tanner", "apprentice_assassin": "assassin"}


def badge_team(role: str) -> str:
    """The badge on a role's card: its printed team (an apprentice has its own)."""
    return role if role in BADGE_HALF else team_of(role)


def badge_path(shape: str, r: float) -> str:
    """The outline of a badge shape centred at 0,0, about r from the centre to its edge."""
    if shape == "circle":
        k = 0.9 * r
        return f"M{f(-k)},0 A{f(k)},{f(k)} 0 1,1 {f(k)},0 A{f(k)},{f(k)} 0 1,1 {f(-k)},0 Z"
    if shape == "triangle":
        return f"M0,{f(-r)} L{f(r)},{f(0.78 * r)} L{f(-r)},{f(0.78 * r)} Z"
    if shape == "arch":
        return (f"M{f(-0.74 * r)},{f(0.86 * r)} L{f(-0.74 * r)},{f(-0.1 * r)} "
                f"C{f(-0.74 * r)},{f(-0.55 * r)} {f(-0.35 * r)},{f(-0.8 * r)} 0,{f(-r)} "
                f"C{f(0.35 * r)},{f(-0.8 * r)} {f(0.74 * r)},{f(-0.55 * r)} {f(0.74 * r)},{f(-0.1 * r)} "
                f"L{f(0.74 * r)},{f(0.86 * r)} Z")
    if shape == "square":
        k = 0.76 * r
        return f"M{f(-k)},{f(-k)} L{f(k)},{f(-k)} L{f(k)},{f(k)} L{f(-k)},{f(k)} Z"
    if shape == "diamond":
        return f"M0,{f(-r)} L{f(r)},0 L0,{f(r)} L{f(-r)},0 Z"
    if shape == "heart":
        s = 0.92 * r
        return heart(0, 0.05 * r, s, "x").split('d="')[1].split('"')[0]
    if shape == "inverted triangle":
        return f"M0,{f(r)} L{f(r)},{f(-0.78 * r)} L{f(-r)},{f(-0.78 * r)} Z"
    if shape == "hexagon":
        k = 0.5 * r
        return (f"M{f(-r)},0 L{f(-k)},{f(-0.8 * r)} L{f(k)},{f(-0.8 * r)} L{f(r)},0 "
                f"L{f(k)},{f(0.8 * r)} L{f(-k)},{f(0.8 * r)} Z")
    if shape == "star":
        pts = []
        for i in range(10):
            a = math.pi / 5 * i - math.pi / 2
            rr = r if i % 2 == 0 else r * 0.52
            pts.append((rr * math.cos(a), 0.06 * r + rr * math.sin(a)))
        return "M" + " L".join(f"{f(x)},{f(y)}" for x, y in pts) + " Z"
    if shape == "hourglass":
        k = 0.8 * r
        return (f"M{f(-k)},{f(-r)} L{f(k)},{f(-r)} L{f(0.16 * r)},0 L{f(k)},{f(r)} "
                f"L{f(-k)},{f(r)} L{f(-0.16 * r)},0 Z")
    raise KeyError(shape)


def badge_lower_half(shape: str, r: float) -> str:
    """The lower half of an apprentice's shape (square or diamond)."""
    if shape == "square":
        k = 0.76 * r
        return f"M{f(-k)},0 L{f(k)},0 L{f(k)},{f(k)} L{f(-k)},{f(k)} Z"
    if shape == "diamond":
        return f"M{f(-r)},0 L{f(r)},0 L0,{f(r)} Z"
    raise KeyError(shape)


def team_badge(team: str, r: float = 22.0) -> str:
    """A team's badge centred at 0,0: its shape, pale inside a ring of the team colour and a
    dark edge (readable on a dark card and on the day's parchment), the emblem inside."""
    shape = BADGE_SHAPE[team]
    col = BADGE_COLOUR.get(team, TEAMS.get(BADGE_EMBLEM.get(team, team), TEAMS["villager"])[0])
    d = badge_path(shape, r)
    parts = [
        path(d, INK, f' stroke="{INK}" stroke-width="{f(0.3 * r)}" stroke-linejoin="round"'),
        path(d, PALE, f' stroke="{col}" stroke-width="{f(0.16 * r)}" stroke-linejoin="round"'),
    ]
    half = team in BADGE_HALF
    if half:
        parts.append(path(badge_lower_half(shape, r), col, NO))
    # the emblem: lower in a triangle and a heart (their middle sits low), smaller in a diamond
    dy = {"triangle": 0.22 * r, "arch": 0.08 * r, "heart": -0.02 * r, "inverted triangle": -0.26 * r,
          "star": 0.08 * r}.get(shape, 0.0)
    k = {"triangle": 0.036, "diamond": 0.04, "heart": 0.036, "arch": 0.044, "inverted triangle": 0.036,
         "star": 0.026, "hourglass": 0.036}.get(shape, 0.048) * r
    if team == "lovers":
        emblem = heart(0, 0, 11, ROSE, NO)
    elif team in SOLO_TEAMS:
        emblem = solo_emblem(team, col)
    else:
        emblem = team_emblem(BADGE_EMBLEM.get(team, team))
        if half:  # dark over both halves
            emblem = group(team_emblem(BADGE_EMBLEM[team]), outline=False, extra=' fill="#1D2233"')
            emblem = _recolour(emblem, col, INK)
    parts.append(group(emblem, transform=f"translate(0,{f(dy)}) scale({f(k)})", outline=False))
    return group(parts, outline=False, extra=f' class="team-badge" id="badge-{team}"')


def solo_emblem(team: str, col: str) -> str:
    """The emblem inside a classic solo team's badge, about +-14 at scale 1 (the badge scales it)."""
    if team == "white_wolf":  # one claw mark: the wolf who hunts alone
        return path("M-6,-16 Q6,-4 5,15 Q-1,-2 -9,-12 Z", col, NO) + path("M3,-18 Q12,-8 12,8 Q7,-6 1,-14 Z", col, NO)
    if team == "pied_piper":  # a music note
        return (ellipse(-4, 9, 6, 4.5, col, rot=-20, extra=NO) + rect(0.5, -14, 3.5, 23, col, extra=NO)
                + path("M0.5,-14 Q10,-12 11,-3 Q8,-8 4,-8 Z", col, NO))
    if team == "heretic":  # an open eye
        return path("M-13,0 Q0,-11 13,0 Q0,11 -13,0 Z", col, NO) + circle(0, 0, 4, PALE, NO)
    if team == "sectarian":  # the village cut in two halves
        return path("M-1.5,-12 A12,12 0 0,0 -1.5,12 Z", col, NO) + path("M1.5,-12 A12,12 0 0,1 1.5,12 Z", GOLD_BADGE, NO)
    raise KeyError(team)


GOLD_BADGE = "#E69F00"


def _recolour(body: str, old: str, new: str) -> str:
    return body.replace(f'fill="{old}"', f'fill="{new}"').replace(f'stroke="{old}"', f'stroke="{new}"')


def team_badge_svg(team: str) -> str:
    """teams/<team>.svg: the badge alone, 100x100."""
    return svg(100, 100, group(team_badge(team, 40.0), transform="translate(50,50)", outline=False))

BOX_COL = PALE


def box_symbol(box: str) -> str:
    """Box symbol centred at 0,0, about +-12, pale on the dark badge."""
    c = BOX_COL
    if box == "vampire":
        return true_crescent(-1, 0, 12, c, NO)
    if box == "base":  # paw print
        return "".join([
            ellipse(0, 5, 7.5, 6.2, c, extra=NO),
            ellipse(-9, -3, 3.2, 4, c, rot=-25, extra=NO),
            ellipse(-3.5, -9.5, 3.2, 4.2, c, rot=-8, extra=NO),
            ellipse(3.5, -9.5, 3.2, 4.2, c, rot=8, extra=NO),
            ellipse(9, -3, 3.2, 4, c, rot=25, extra=NO),
        ])
    if box == "daybreak":  # rising sun over the horizon
        out = [path("M-8,5 A8,8 0 0,1 8,5 Z", c, NO), rect(-13, 6, 26, 3, c, extra=NO)]
        for a in (-150, -120, -90, -60, -30):
            r = math.radians(a)
            out.append(line(11 * math.cos(r), 4 + 11 * math.sin(r), 15 * math.cos(r),
                            4 + 15 * math.sin(r), 3, c, ' stroke-linecap="round"'))
        return "".join(out)
    if box == "bonus":
        return star4(0, 0, 13, c, 0.3, NO)
    raise KeyError(box)


# ------------------------------------------------------------- window shapes
# Everything drawn in the window stays above y = 280 (the band included).
EMBLEM_CY = {"diamond": 160, "jagged": 161}

def window_path(shape: str) -> str:
    x0, x1, y0, y1 = 27, 223, 62, 270
    if shape == "round":
        r = 102
        cy = CY
        return (f"M{CX - r},{cy} A{r},{r} 0 1,1 {CX + r},{cy} A{r},{r} 0 1,1 {CX - r},{cy} Z")
    if shape == "square":
        return f"M{x0},{y0} L{x1},{y0} L{x1},{y1} L{x0},{y1} Z"
    if shape == "arch":
        return (f"M{x0},{y1} L{x0},150 C{x0},96 78,70 {CX},38 C172,70 {x1},96 {x1},150 "
                f"L{x1},{y1} Z")
    if shape == "octagon":  # the classic solo third parties
        k = 40
        return (f"M{x0 + k},{y0} L{x1 - k},{y0} L{x1},{y0 + k} L{x1},{y1 - k} L{x1 - k},{y1} "
                f"L{x0 + k},{y1} L{x0},{y1 - k} L{x0},{y0 + k} Z")
    if shape == "diamond":
        cy = EMBLEM_CY["diamond"]
        return f"M{CX},50 L{x1 + 6},{cy} L{CX},270 L{x0 - 6},{cy} Z"
    if shape == "jagged":
        y1 = 260  # the teeth must stay clear of the banner area
        pts = []
        d = 9
        n_h, n_v = 7, 8

        def edge(ax, ay, bx, by, n, nx, ny):
            for i in range(n):
                t0 = i / n
                tm = (i + 0.5) / n
                pts.append((ax + (bx - ax) * t0, ay + (by - ay) * t0))
                pts.append((ax + (bx - ax) * tm + nx * d, ay + (by - ay) * tm + ny * d))
        edge(x0, y0, x1, y0, n_h, 0, -1)
        edge(x1, y0, x1, y1, n_v, 1, 0)
        edge(x1, y1, x0, y1, n_h, 0, 1)
        edge(x0, y1, x0, y0, n_v, -1, 0)
        return "M" + " L".join(f"{f(x)},{f(y)}" for x, y in pts) + " Z"
    raise KeyError(shape)


# ------------------------------------------------------------------- emblems
# Each emblem is drawn around (0, 0) inside roughly +-60 units, with the
# standard ink outline applied by the caller's group. T = team accent colour.

def wolf_head(T, eyes="open", dy=0.0, s=1.0):
    def P(x, y):
        return (x * s, (y + dy) * s)
    head = [P(-44, -56), P(-20, -30), P(20, -30), P(44, -56), P(48, -6), P(36, 18),
            P(16, 34), P(0, 52), P(-16, 34), P(-36, 18), P(-48, -6)]
    out = [poly(head, INK)]
    out.append(poly([P(-38, -44), P(-24, -29), P(-40, -18)], T, NO))
    out.append(poly([P(38, -44), P(24, -29), P(40, -18)], T, NO))
    out.append(poly([P(-14, 8), P(14, 8), P(10, 40), P(0, 48), P(-10, 40)], PALE))
    out.append(ellipse(0, (36 + dy) * s, 7 * s, 5 * s, INK, extra=NO))
    if eyes == "open":
        out.append(poly([P(-30, -8), P(-10, -4), P(-14, 3)], YELLOW, NO))
        out.append(poly([P(30, -8), P(10, -4), P(14, 3)], YELLOW, NO))
    elif eyes == "closed":
        out.append(stroke_path(f"M{f(-30 * s)},{f((-6 + dy) * s)} Q{f(-20 * s)},{f((2 + dy) * s)} "
                               f"{f(-10 * s)},{f((-6 + dy) * s)}", STROKE, YELLOW))
        out.append(stroke_path(f"M{f(30 * s)},{f((-6 + dy) * s)} Q{f(20 * s)},{f((2 + dy) * s)} "
                               f"{f(10 * s)},{f((-6 + dy) * s)}", STROKE, YELLOW))
    return out


def em_werewolf(T):
    return [circle(0, -6, 58, YELLOW, NO)] + wolf_head(T, dy=4)


def em_alpha_wolf(T):
    crown = poly([(-26, -34), (-30, -62), (-14, -46), (0, -66), (14, -46), (30, -62), (26, -34)],
                 YELLOW)
    return wolf_head(T, dy=12, s=0.92) + [crown]


def em_mystic_wolf(T):
    out = wolf_head(T, dy=6)
    out.append(poly([(0, -34), (9, -22), (0, -10), (-9, -22)], SKY))
    out += [star4(-50, 34, 11, SKY, extra=NO), star4(50, 34, 11, SKY, extra=NO),
            star4(-54, -58, 8, SKY, extra=NO), star4(54, -58, 8, SKY, extra=NO)]
    return out


def em_dream_wolf(T):
    out = [true_crescent(-24, -20, 40, YELLOW, NO)]
    out += wolf_head(T, eyes="closed", dy=14, s=0.85)
    # sleepy "z z" drawn as zig-zag paths
    out.append(stroke_path("M34,-62 L50,-62 L34,-46 L50,-46", STROKE, INK))
    out.append(stroke_path("M48,-36 L58,-36 L48,-26 L58,-26", STROKE, INK))
    return out


def em_villager(T):
    out = []
    sx, sy = 18, -26
    for i in range(8):
        a = math.radians(i * 45 + 22.5)
        out.append(line(sx + 28 * math.cos(a), sy + 28 * math.sin(a),
                        sx + 40 * math.cos(a), sy + 40 * math.sin(a), BOLD, YELLOW))
    out.append(circle(sx, sy, 21, YELLOW))
    out.append(rect(-48, 0, 66, 52, T))
    out.append(poly([(-60, 2), (-15, -40), (30, 2)], INK))
    out.append(rect(-23, 20, 16, 32, PALE))
    return out


def em_doppelganger(T):
    r = 48
    return [
        path(f"M0,{-r} A{r},{r} 0 0,0 0,{r} Z", INK),
        path(f"M0,{-r} A{r},{r} 0 0,1 0,{r} Z", PALE),
        ellipse(-18, -8, 8, 10, PALE, extra=NO),
        ellipse(18, -8, 8, 10, INK, extra=NO),
        stroke_path("M-22,22 Q-10,30 0,22", STROKE, PALE),
        stroke_path("M22,22 Q10,30 0,22", STROKE, INK),
        line(0, -58, 0, 58, STROKE, T, ' stroke-dasharray="8 7"'),
    ]


def em_minion(T):
    return [
        rect(26, -6, 20, 58, T, rx=4),
        rect(-36, 0, 64, 50, PALE, rx=14),
        line(-36, 13, -6, 13), line(-36, 26, -6, 26), line(-36, 39, -6, 39),
        rect(-18, -52, 22, 60, PALE, rx=11),
    ]


def em_mason(T):
    out = []
    bw, bh = 36, 20
    y0 = -6
    for row in range(3):
        y = y0 + row * bh
        off = -bw / 2 if row % 2 else 0
        x = -54 + off
        while x < 54:
            xa, xb = max(x, -54), min(x + bw, 54)
            out.append(rect(xa, y, xb - xa, bh, PALE if (row + int((x + 80) // bw)) % 3 else T))
            x += bw
    # trowel
    out.append(group([
        poly([(-44, 0), (0, -16), (8, 0), (0, 16)], STEEL),
        line(8, 0, 18, 0, STROKE),
        rect(18, -7, 34, 14, T, rx=7),
    ], transform="translate(0,-34) rotate(-18)", outline=False))
    return out


def em_seer(T):
    return [
        poly([(-34, 30), (34, 30), (44, 54), (-44, 54)], T),
        circle(0, -10, 44, SKY),
        path("M-28,-20 A30,30 0 0,1 -6,-42", "none", f' stroke="{PALE}" stroke-width="{BOLD}"'),
        star4(12, -6, 16, PALE, extra=NO),
        star4(-10, 14, 8, PALE, extra=NO),
    ]


def em_robber(T):
    mask = ("M-58,-14 Q0,-34 58,-14 L54,14 Q28,30 0,12 Q-28,30 -54,14 Z")
    return [
        poly([(-50, -6), (-62, 30), (-52, 34)], INK),
        poly([(-46, -2), (-48, 40), (-38, 40)], INK),
        path(mask, INK),
        ellipse(-25, 0, 13, 8, PALE, extra=NO),
        ellipse(25, 0, 13, 8, PALE, extra=NO),
        circle(38, 44, 13, YELLOW), circle(12, 48, 10, YELLOW),
    ]


def em_troublemaker(T):
    return [
        path("M-40,22 C-50,-6 -58,-22 -58,-40 C-40,-34 -24,-18 -16,-4 Z", T),
        path("M40,22 C50,-6 58,-22 58,-40 C40,-34 24,-18 16,-4 Z", T),
        path("M-22,22 C-24,-10 -12,-40 0,-56 C12,-40 24,-10 22,22 Z", INK),
        rect(-46, 18, 92, 22, PALE, rx=6),
        poly([(-30, 18), (-20, 40), (-10, 18), (0, 40), (10, 18), (20, 40), (30, 18)], "none",
             f' stroke="{T}"'),
        circle(-58, -44, 9, YELLOW), circle(58, -44, 9, YELLOW), circle(0, -58, 9, YELLOW),
    ]


def em_drunk(T):
    body = [
        path("M26,-16 C58,-16 58,36 26,36 L26,24 C44,24 44,-4 26,-4 Z", INK),
        rect(-36, -24, 64, 74, YELLOW, rx=6),
        rect(-36, -8, 64, 8, T, extra=NO),
        rect(-36, 32, 64, 8, T, extra=NO),
        line(-36, -8, 28, -8), line(-36, 0, 28, 0), line(-36, 32, 28, 32), line(-36, 40, 28, 40),
        path("M-42,-22 C-50,-36 -36,-48 -26,-40 C-22,-56 0,-56 2,-44 C10,-58 36,-50 30,-34 "
             "C40,-30 36,-16 30,-18 L-38,-18 Z", PALE),
        circle(-16, 12, 4, PALE, NO), circle(8, 20, 3, PALE, NO), circle(-2, 6, 2.5, PALE, NO),
    ]
    return [group(body, transform="rotate(-12)", outline=False)]


def em_insomniac(T):
    out = [
        line(-30, 40, -40, 54, BOLD), line(30, 40, 40, 54, BOLD),
        path("M-50,-22 A20,20 0 0,1 -20,-50 Z", T),
        path("M50,-22 A20,20 0 0,0 20,-50 Z", T),
        line(0, -46, 0, -56, BOLD),
        circle(0, 4, 44, PALE),
    ]
    for i in range(12):
        a = math.radians(i * 30)
        out.append(line(34 * math.sin(a), 4 - 34 * math.cos(a), 38 * math.sin(a),
                        4 - 38 * math.cos(a), STROKE, INK))
    out += [line(0, 4, 0, -22, BOLD), line(0, 4, 18, 14, BOLD), circle(0, 4, 5, T)]
    return out


def em_hunter(T):
    return [
        rect(-8, -30, 16, 88, T, rx=4),
        path("M-58,6 Q0,-58 58,6 Q0,-40 -58,6 Z", INK),
        stroke_path("M-56,4 L0,26 L56,4", STROKE, INK),
        line(0, 20, 0, -44, STROKE + 1, INK),
        poly([(0, -62), (-9, -44), (9, -44)], STEEL),
        rect(-14, 30, 28, 10, INK, rx=3),
    ]


def em_tanner(T):
    hide = ("M-6,-40 Q0,-34 6,-40 L20,-32 L38,-44 L30,-22 Q40,0 30,22 L38,44 L20,32 "
            "L6,40 Q0,34 -6,40 L-20,32 L-38,44 L-30,22 Q-40,0 -30,-22 L-38,-44 L-20,-32 Z")
    out = [path("M-58,-58 H58 V58 H-58 Z M-46,-46 V46 H46 V-46 Z", T, ' fill-rule="evenodd"')]
    for sx in (-1, 1):
        for sy in (-1, 1):
            out.append(line(sx * 38, sy * 44, sx * 46, sy * 50, STROKE, INK))
            out.append(line(sx * 38, sy * 44, sx * 50, sy * 40, STROKE, INK))
    out.append(path(hide, HIDE))
    out.append(stroke_path("M-14,-10 Q0,-4 14,-10 M-10,12 Q0,18 10,12", STROKE, "#A8794A"))
    return out


def em_copycat(T):
    def cat(dx, dy, fill, eye, extra=""):
        return [
            poly([(dx - 38, dy - 6), (dx - 34, dy - 46), (dx - 8, dy - 26)], fill, extra),
            poly([(dx + 38, dy - 6), (dx + 34, dy - 46), (dx + 8, dy - 26)], fill, extra),
            ellipse(dx, dy + 6, 40, 32, fill, extra=extra),
        ] + ([] if eye is None else [
            ellipse(dx - 15, dy, 8, 9, eye), ellipse(dx + 15, dy, 8, 9, eye),
            ellipse(dx - 15, dy, 2, 6, INK, extra=NO), ellipse(dx + 15, dy, 2, 6, INK, extra=NO),
            poly([(dx - 6, dy + 14), (dx + 6, dy + 14), (dx, dy + 20)], T),
        ])
    return (cat(18, -18, T, YELLOW)
            + cat(-14, 20, INK, YELLOW))


def em_vampire(T):
    dark = TEAMS["vampire"][1]
    return [
        poly([(-60, 56), (-54, -20), (-28, 20), (0, 34), (28, 20), (54, -20), (60, 56)], dark),
        poly([(-40, 56), (-20, 28), (0, 40), (20, 28), (40, 56)], T),
        ellipse(0, -8, 28, 36, PALE),
        path("M-29,-6 C-32,-40 -14,-48 0,-48 C14,-48 32,-40 29,-6 L18,-26 L0,-18 L-18,-26 Z", INK),
        ellipse(-11, -2, 5, 3.5, INK, extra=NO), ellipse(11, -2, 5, 3.5, INK, extra=NO),
        line(-10, 14, 10, 14),
        poly([(-8, 14), (-3, 14), (-5.5, 23)], PALE, ' stroke-width="2.5"'),
        poly([(8, 14), (3, 14), (5.5, 23)], PALE, ' stroke-width="2.5"'),
    ]


def em_the_master(T):
    dark = TEAMS["vampire"][1]
    return [
        poly([(-24, -60), (24, -60), (42, -26), (24, 60), (-24, 60), (-42, -26)], dark),
        poly([(-16, -50), (16, -50), (30, -24), (16, 50), (-16, 50), (-30, -24)], T, NO),
        bat(0, -16, 40, PALE),
    ]


def em_the_count(T):
    out = [
        poly([(-22, 46), (22, 46), (30, 58), (-30, 58)], INK),
        rect(-4, 6, 8, 42, INK, extra=NO),
        stroke_path("M-38,-6 Q-38,16 0,16 Q38,16 38,-6", BOLD, INK),
    ]
    for x, top in ((-38, -32), (0, -44), (38, -32)):
        out.append(rect(x - 7, top, 14, -6 - top, PALE))
        out.append(rect(x - 12, -8, 24, 8, T, rx=3))
        out.append(path(f"M{x},{top - 22} C{x + 10},{top - 10} {x + 8},{top - 2} {x},{top - 2} "
                        f"C{x - 8},{top - 2} {x - 10},{top - 10} {x},{top - 22} Z", YELLOW))
    return out


def em_renfield(T):
    out = [
        ellipse(-24, -8, 28, 14, SKY, rot=-30),
        ellipse(24, -8, 28, 14, SKY, rot=30),
    ]
    for sx in (-1, 1):
        out.append(stroke_path(f"M{sx * 8},10 L{sx * 26},18 L{sx * 34},34", STROKE, INK))
        out.append(stroke_path(f"M{sx * 8},22 L{sx * 22},36 L{sx * 24},54", STROKE, INK))
    out += [
        ellipse(0, 18, 15, 30, INK),
        circle(0, -22, 13, INK),
        circle(-8, -26, 6, T), circle(8, -26, 6, T),
        line(-10, 16, 10, 16, STROKE, PALE), line(-10, 28, 10, 28, STROKE, PALE),
    ]
    return out


def em_diseased(T):
    out = []
    for i in range(8):
        a = math.radians(i * 45 + 10)
        out.append(line(30 * math.cos(a), 30 * math.sin(a), 46 * math.cos(a),
                        46 * math.sin(a), BOLD))
        out.append(circle(50 * math.cos(a), 50 * math.sin(a), 8, YELLOW))
    out += [
        circle(0, 0, 34, T),
        circle(-12, -6, 6, PALE), circle(12, -6, 6, PALE),
        circle(-12, -6, 2.5, INK, NO), circle(12, -6, 2.5, INK, NO),
        stroke_path("M-12,16 Q0,8 12,16", STROKE, INK),
        circle(18, 14, 4, YELLOW, NO), circle(-20, 12, 3, YELLOW, NO),
    ]
    return out


def em_cupid(T):
    body = [
        stroke_path("M-16,-56 Q-62,0 -16,56", BOLD, INK),
        line(-16, -56, -16, 56, STROKE - 1, INK),
        line(-50, 0, 34, 0, STROKE + 1, INK),
        poly([(-60, -9), (-44, -9), (-38, 0), (-44, 9), (-60, 9), (-52, 0)], PALE),
        heart(46, 0, 15, ROSE),
    ]
    return [group(body, transform="rotate(-30)", outline=False)]


def em_instigator(T):
    body = [
        rect(-50, -10, 14, 20, INK, rx=3),
        poly([(-38, -12), (18, -40), (18, 40), (-38, 12)], T),
        ellipse(18, 0, 10, 40, PALE),
        poly([(-22, 8), (-12, 8), (-4, 36), (-14, 36)], INK),
        stroke_path("M38,-22 Q48,0 38,22", BOLD, INK),
        stroke_path("M52,-34 Q66,0 52,34", BOLD, INK),
    ]
    return [group(body, transform="rotate(-14)", outline=False)]


def em_priest(T):
    out = [circle(0, -8, 50, YELLOW)]
    for i in range(12):
        a = math.radians(i * 30 + 15)
        out.append(line(38 * math.cos(a), -8 + 38 * math.sin(a), 44 * math.cos(a),
                        -8 + 44 * math.sin(a), STROKE, INK))
    out.append(path("M-9,-56 H9 V-30 H32 V-12 H9 V58 H-9 V-12 H-32 V-30 H-9 Z", PALE))
    return out


def em_assassin(T):
    return [dagger(0, 0, 64, blade=STEEL, guard=YELLOW, grip=INK)]


def em_apprentice_assassin(T):
    hood = "M0,-60 C32,-60 46,-24 46,10 L50,56 L-50,56 L-46,10 C-46,-24 -32,-60 0,-60 Z"
    return [
        path(hood, T),
        ellipse(0, 4, 27, 32, INK),
        poly([(-17, -2), (-5, 2), (-15, 6)], YELLOW, NO),
        poly([(17, -2), (5, 2), (15, 6)], YELLOW, NO),
        stroke_path("M-30,40 Q0,58 30,40", STROKE, INK),
    ]


def em_marksman(T):
    body = [
        circle(0, 6, 50, PALE), circle(0, 6, 36, T), circle(0, 6, 22, PALE), circle(0, 6, 9, INK),
        line(0, 6, 44, -38, STROKE + 1),
        poly([(40, -34), (50, -60), (56, -48)], YELLOW),
        poly([(40, -34), (66, -44), (54, -50)], YELLOW),
    ]
    return body


def em_pickpocket(T):
    return [
        path("M-16,-24 C-58,-8 -58,54 0,54 C58,54 58,-8 16,-24 Z", T),
        path("M-18,-28 L-30,-52 L-8,-40 L0,-56 L8,-40 L30,-52 L18,-28 Z", T),
        rect(-20, -32, 40, 10, INK, rx=4),
        circle(36, 40, 17, YELLOW), circle(36, 40, 8, "none", ' stroke-width="4"'),
        star4(-20, 18, 10, PALE, extra=NO),
    ]


def em_gremlin(T):
    return [
        poly([(-24, -12), (-62, -40), (-40, 10)], T),
        poly([(24, -12), (62, -40), (40, 10)], T),
        poly([(-30, -14), (-52, -30), (-40, 0)], PALE, NO),
        poly([(30, -14), (52, -30), (40, 0)], PALE, NO),
        ellipse(0, 4, 36, 38, T),
        circle(-14, -6, 11, YELLOW), circle(14, -6, 11, YELLOW),
        circle(-12, -6, 4.5, INK, NO), circle(12, -6, 4.5, INK, NO),
        path("M-22,18 Q0,36 22,18 Z", INK),
        poly([(-14, 21), (-9, 21), (-11.5, 27)], PALE, ' stroke-width="2"'),
        poly([(14, 21), (9, 21), (11.5, 27)], PALE, ' stroke-width="2"'),
    ]


def em_sentinel(T):
    shield = "M-42,-50 L42,-50 L42,0 C42,30 22,46 0,58 C-22,46 -42,30 -42,0 Z"
    return [
        path(shield, BLUE),
        path("M-10,-50 L10,-50 L10,52 L0,58 L-10,52 Z", PALE, NO),
        stroke_path(shield, STROKE, INK),
        star5(0, -8, 18, YELLOW),
    ]


def em_apprentice_seer(T):
    return [
        path("M-58,-24 L0,-14 L58,-24 L58,44 L0,54 L-58,44 Z", T),
        path("M-52,-30 Q-24,-32 0,-20 L0,46 Q-24,34 -52,36 Z", PALE),
        path("M52,-30 Q24,-32 0,-20 L0,46 Q24,34 52,36 Z", PALE),
        line(-42, -12, -12, -6, STROKE - 1), line(-42, 4, -12, 10, STROKE - 1),
        line(-42, 20, -12, 26, STROKE - 1),
        line(42, -12, 12, -6, STROKE - 1), line(42, 4, 12, 10, STROKE - 1),
        star4(0, -46, 18, YELLOW),
    ]


def em_paranormal_investigator(T):
    ghost = "M-16,14 L-16,-8 C-16,-30 16,-30 16,-8 L16,14 L10,8 L5,14 L0,8 L-5,14 L-10,8 Z"
    return [
        line(22, 22, 50, 50, BOLD + 8, INK),
        line(28, 28, 50, 50, BOLD, T),
        circle(-10, -10, 40, SKY),
        circle(-10, -10, 40, "none", f' stroke-width="{BOLD}"'),
        group([path(ghost, PALE), circle(-6, -8, 2.8, INK, NO), circle(6, -8, 2.8, INK, NO)],
              transform="translate(-10,-6)", outline=False),
    ]


def em_witch(T):
    return [
        ellipse(0, 38, 58, 14, INK),
        path("M-32,38 C-22,4 -4,-30 20,-58 C10,-24 22,10 32,38 Z", INK),
        path("M-30,30 C-29,26 -28,22 -26,18 L28,18 C28,22 29,26 30,30 Z", T),
        rect(-8, 16, 16, 16, YELLOW, extra=' stroke-width="4"'),
        star4(-38, -30, 12, YELLOW, extra=NO), star4(46, -8, 8, YELLOW, extra=NO),
    ]


def em_village_idiot(T):
    out = [path("M-44,22 A44,44 0 0,1 44,22 Z", T)]
    out.append(path("M-15,22 C-15,-4 -6,-18 0,-22 C6,-18 15,-4 15,22 Z", YELLOW))
    out.append(path("M-44,22 C-26,22 -22,34 24,34 L58,34 Q58,22 44,22 Z", INK))
    out += [
        rect(-3, -36, 6, 14, INK),
        ellipse(-22, -40, 22, 8, SKY, rot=-8),
        ellipse(22, -40, 22, 8, SKY, rot=-8),
        circle(0, -38, 5, YELLOW),
    ]
    return [group(out, transform="translate(0,10)", outline=False)]


def em_revealer(T):
    out = []
    for a in (-160, -130, -50, -20, 20, 160):
        r = math.radians(a)
        out.append(line(44 * math.cos(r), 8 + 44 * math.sin(r), 58 * math.cos(r),
                        8 + 58 * math.sin(r), BOLD, YELLOW))
    out += [
        circle(0, -50, 10, "none", f' stroke-width="{BOLD - 2}"'),
        poly([(-20, -32), (20, -32), (28, -18), (-28, -18)], INK),
        rect(-24, -18, 48, 56, YELLOW),
        path("M0,-8 C10,6 10,22 0,24 C-10,22 -10,6 0,-8 Z", PALE),
        line(-12, -18, -12, 38), line(12, -18, 12, 38),
        rect(-30, 38, 60, 12, INK, rx=3),
    ]
    return out


def em_curator(T):
    return [
        star4(-40, -44, 10, YELLOW, extra=NO), star4(42, -30, 8, YELLOW, extra=NO),
        poly([(-26, -42), (26, -42), (38, -26), (0, 10), (-38, -26)], SKY),
        stroke_path("M-38,-26 H38 M-12,-42 L-16,-26 L0,10 M12,-42 L16,-26 L0,10", 3, INK),
        rect(-36, 12, 72, 10, INK, rx=2),
        rect(-24, 22, 48, 28, T),
        line(-10, 22, -10, 50, 4), line(10, 22, 10, 50, 4),
        rect(-40, 50, 80, 10, INK, rx=2),
    ]


def em_bodyguard(T):
    fingers = [(-27, -34), (-13, -46), (1, -44), (15, -34)]
    out = [rect(-32, 40, 56, 20, T, rx=3)]
    out.append(rect(-43, -2, 15, 38, PALE, rx=7.5, extra=' transform="rotate(-32 -30 30)"'))
    for x, top in fingers:
        out.append(rect(x, top, 13, 40, PALE, rx=6.5))
    out.append(rect(-29, -4, 49, 46, PALE, rx=10))
    out.append(rect(-24, -2, 39, 12, PALE, extra=NO))
    return [group(out, transform="translate(6,-4) scale(1.15)", outline=False)]


def em_aura_seer(T):
    out = [circle(0, -2, 56, SKY), circle(0, -2, 44, YELLOW), circle(0, -2, 32, PALE)]
    out += [
        path("M-26,28 C-26,4 26,4 26,28 Z", INK),
        circle(0, -14, 13, INK),
    ]
    return out


def em_apprentice_tanner(T):
    boot = "M-30,-54 L10,-54 L10,8 C28,12 52,18 54,34 L54,52 L-30,52 Z"
    return [
        path(boot, HIDE),
        rect(-34, -58, 48, 14, T, rx=3),
        rect(-30, 42, 84, 12, INK, rx=3),
        line(-6, -30, 8, -30), line(-6, -16, 8, -16), line(-6, -2, 8, -2),
        stroke_path("M-18,42 L-18,8", STROKE, "#A8794A"),
    ]


def em_thing(T):
    body = "M-40,54 C-44,0 -36,-50 0,-50 C36,-50 44,0 40,54 L28,42 L16,54 L4,42 L-8,54 L-20,42 Z"
    return [
        stroke_path("M34,-4 Q50,-14 52,-36", BOLD + 2, INK),
        circle(52, -40, 8, INK),
        line(38, -48, 34, -58, STROKE), line(46, -52, 48, -62, STROKE), line(58, -52, 62, -60, STROKE),
        path(body, INK),
        ellipse(-14, -14, 10, 13, YELLOW, extra=NO), ellipse(14, -14, 10, 13, YELLOW, extra=NO),
        circle(-12, -12, 4.5, INK, NO), circle(12, -12, 4.5, INK, NO),
    ]


def em_squire(T):
    helm = "M-34,50 L-34,-8 C-34,-44 34,-44 34,-8 L34,50 Z"
    return [
        path("M0,-36 C10,-60 40,-62 52,-48 C36,-48 20,-38 10,-30 Z", T),
        path(helm, STEEL),
        rect(-28, -8, 56, 10, INK, rx=3),
        line(0, 2, 0, 50, STROKE),
        circle(-14, 22, 3, INK, NO), circle(-14, 34, 3, INK, NO),
        circle(14, 22, 3, INK, NO), circle(14, 34, 3, INK, NO),
        rect(-46, 46, 92, 10, T, rx=3),
    ]


def em_beholder(T):
    return [
        rect(-52, -46, 42, 62, T, rx=10),
        rect(10, -46, 42, 62, T, rx=10),
        rect(-12, -30, 24, 24, INK),
        circle(-31, 26, 24, INK), circle(31, 26, 24, INK),
        circle(-31, 26, 14, SKY, NO), circle(31, 26, 14, SKY, NO),
        circle(-36, 21, 4, PALE, NO), circle(26, 21, 4, PALE, NO),
    ]


def em_prince(T):
    return [
        poly([(-50, 26), (-54, -34), (-26, -4), (0, -48), (26, -4), (54, -34), (50, 26)], YELLOW),
        rect(-52, 22, 104, 22, YELLOW, rx=4),
        circle(-54, -38, 7, PALE), circle(0, -52, 7, PALE), circle(54, -38, 7, PALE),
        circle(-28, 33, 6, T), circle(0, 33, 6, SKY), circle(28, 33, 6, T),
    ]


def em_cursed(T):
    wolf = TEAMS["werewolf"][0]
    return [
        circle(34, -34, 22, YELLOW, NO),
        poly([(-26, -28), (-38, -62), (-8, -42)], wolf),
        poly([(26, -28), (38, -62), (8, -42)], wolf),
        path("M-46,56 C-46,14 46,14 46,56 Z", T),
        circle(0, -10, 30, PALE),
        circle(-11, -12, 4, INK, NO),
        poly([(18, -16), (5, -12), (9, -6)], wolf, ' stroke-width="2.5"'),
        stroke_path("M-8,6 Q0,2 8,6", STROKE, INK),
    ]


EMBLEMS = {name[3:]: fn for name, fn in globals().items() if name.startswith("em_")}


# --------------------------------------------------------------------- cards
def role_card(role: str) -> str:
    team = team_of(role)
    frame, panel, window, accent = TEAMS[team]
    shape = FRAME_SHAPE[team]
    wp = window_path(shape)
    edge = INK if team != "assassin" else "#111111"
    parts = [
        rect(0, 0, W, H, frame, rx=RADIUS),
        rect(10, 10, W - 20, H - 20, panel, rx=RADIUS - 8),
        # frame band around the window in the team colour, then the window
        path(wp, frame, f' stroke="{frame}" stroke-width="{3 * STROKE}" stroke-linejoin="round"'),
        path(wp, window, f' stroke="{edge}" stroke-width="{STROKE}" stroke-linejoin="round"'),
    ]
    scale = 0.9 if shape == "diamond" else 1.12
    body = EMBLEMS[role](accent)
    cy = EMBLEM_CY.get(shape, CY)
    parts.append(group(body, transform=f"translate({CX},{cy}) scale({scale})"))
    # box badge (top-left) and team badge (top-right)
    parts.append(circle(36, 36, 20, INK, f' stroke="{PALE}" stroke-width="{STROKE - 2}"'))
    parts.append(group(box_symbol(ROLE_BOX[role]), transform="translate(36,36)", outline=False))
    parts.append(group(team_badge(badge_team(role)), transform=f"translate({W - 36},37)", outline=False))
    return svg(W, H, "\n".join(parts))


def card_back() -> str:
    rng = random.Random(7)
    parts = [
        rect(0, 0, W, H, NIGHT2, rx=RADIUS),
        rect(10, 10, W - 20, H - 20, NIGHT, rx=RADIUS - 8),
        rect(20, 20, W - 40, H - 40, "none", rx=RADIUS - 8,
             extra=f' stroke="{MOON}" stroke-width="2" stroke-opacity="0.45"'),
    ]
    # stars: deterministic, kept clear of the moon
    placed = []
    while len(placed) < 46:
        x, y = rng.uniform(30, W - 30), rng.uniform(30, H - 30)
        if math.hypot(x - CX, y - H / 2) < 74 or any(math.hypot(x - a, y - b) < 18 for a, b in placed):
            continue
        placed.append((x, y))
    for i, (x, y) in enumerate(placed):
        if i % 5 == 0:
            parts.append(star4(x, y, 7, MOON, 0.28))
        else:
            parts.append(circle(x, y, 1.6 if i % 3 else 2.4, MOON, ' fill-opacity="0.85"'))
    # corner sparkles, mirrored so the back reads the same either way up
    for x, y in ((40, 40), (W - 40, 40), (40, H - 40), (W - 40, H - 40)):
        parts.append(star4(x, y, 10, YELLOW, 0.25))
    # the moon with two soft rings
    my = H / 2
    parts += [
        circle(CX, my, 66, MOON, ' fill-opacity="0.10"'),
        circle(CX, my, 56, MOON, ' fill-opacity="0.16"'),
        circle(CX, my, 46, MOON),
        circle(CX - 14, my - 10, 9, "#E2D8A8"), circle(CX + 16, my + 14, 6, "#E2D8A8"),
        circle(CX + 8, my - 22, 4, "#E2D8A8"), circle(CX - 18, my + 20, 4, "#E2D8A8"),
    ]
    return svg(W, H, "\n".join(parts))


# -------------------------------------------------------------------- tokens
MARK_COL = {
    "clarity": SKY, "vampire": "#CC79A7", "fear": BLUE, "bat": "#7A3B69",
    "disease": "#009E73", "love": ROSE, "traitor": "#E69F00", "assassin": "#8A8A8A",
}


def mark_emblem(mark: str) -> list[str]:
    c = MARK_COL[mark]
    if mark == "clarity":
        return [path("M16,50 Q50,20 84,50 Q50,80 16,50 Z", PALE),
                circle(50, 50, 13, c), circle(50, 50, 5, INK, NO)]
    if mark == "vampire":
        return [path("M22,36 Q50,46 78,36 L74,48 Q50,56 26,48 Z", INK),
                poly([(34, 46), (42, 48), (37, 72)], PALE),
                poly([(66, 46), (58, 48), (63, 72)], PALE)]
    if mark == "fear":
        return [stroke_path("M18,50 L28,36 L36,64 L44,32 L52,68 L60,34 L68,62 L76,40 L82,50",
                            STROKE, INK)]
    if mark == "bat":
        return [bat(50, 50, 34, INK)]
    if mark == "disease":
        return [path("M50,20 C60,38 70,48 70,60 C70,72 60,80 50,80 C40,80 30,72 30,60 "
                     "C30,48 40,38 50,20 Z", c),
                path("M41,58 C41,66 45,70 50,71", "none", f' stroke="{PALE}"')]
    if mark == "love":
        return [heart(50, 52, 24, c)]
    if mark == "traitor":
        # a thick ring snapped in two, the halves pulled apart
        def arc(cx, cy, a0, a1):
            r = 22
            x0, y0 = cx + r * math.cos(math.radians(a0)), cy + r * math.sin(math.radians(a0))
            x1, y1 = cx + r * math.cos(math.radians(a1)), cy + r * math.sin(math.radians(a1))
            d = f"M{f(x0)},{f(y0)} A{r},{r} 0 0,1 {f(x1)},{f(y1)}"
            return (stroke_path(d, BOLD + 4, INK, ' stroke-linecap="butt"')
                    + stroke_path(d, BOLD - 4, c, ' stroke-linecap="butt"'))
        return [arc(45, 53, 112, 248), arc(55, 47, -68, 68)]
    if mark == "assassin":
        return [circle(50, 50, 24, "none"), circle(50, 50, 24, "none",
                                                   f' stroke="#D55E00" stroke-width="2"'),
                line(50, 18, 50, 38), line(50, 62, 50, 82), line(18, 50, 38, 50),
                line(62, 50, 82, 50), circle(50, 50, 4, "#D55E00")]
    raise KeyError(mark)


# The tokens that put their holder on a team carry that team's badge (bottom right).
TOKEN_TEAM = {"vampire": "vampire", "claw_of_the_werewolf": "werewolf", "brand_of_the_villager": "villager",
              "cudgel_of_the_tanner": "tanner"}


def token_badge(token: str) -> str:
    team = TOKEN_TEAM.get(token)
    if team is None:
        return ""
    return group(team_badge(team, 15.0), transform="translate(80,80)", outline=False)


def mark_token(mark: str) -> str:
    c = MARK_COL[mark]
    parts = [circle(50, 50, 46, c), circle(50, 50, 36, PALE)]
    return svg(100, 100, group(parts + mark_emblem(mark)) + token_badge(mark))


def mark_back() -> str:
    parts = [
        circle(50, 50, 46, NIGHT2),
        circle(50, 50, 36, NIGHT, f' stroke="{MOON}" stroke-width="2" stroke-opacity="0.5"'),
        true_crescent(46, 50, 18, MOON, NO),
        star4(68, 36, 6, MOON, 0.3, NO), star4(66, 64, 4, MOON, 0.3, NO),
    ]
    return svg(100, 100, group(parts))


def space_empty() -> str:
    return svg(100, 100, circle(50, 50, 44, MOON, f' fill-opacity="0.08" stroke="{MOON}" '
                                f'stroke-width="{STROKE}" stroke-dasharray="10 7" '
                                f'stroke-opacity="0.75"'))


def shield_token() -> str:
    shield = "M16,14 L84,14 L84,46 C84,70 68,82 50,92 C32,82 16,70 16,46 Z"
    return svg(100, 100, group([
        path(shield, BLUE),
        path("M42,14 L58,14 L58,86 L50,92 L42,86 Z", PALE, NO),
        path("M16,38 L84,38 L84,52 L16,52 Z", PALE, NO),
        stroke_path(shield, STROKE, INK),
    ]))


BRONZE = "#9C7443"


def artifact_frame(inner=PALE):
    return [rect(4, 4, 92, 92, BRONZE, rx=RADIUS), rect(14, 14, 72, 72, inner, rx=RADIUS - 8)]


def artifact_back() -> str:
    parts = artifact_frame(NIGHT)
    parts += [
        poly([(50, 24), (76, 50), (50, 76), (24, 50)], BRONZE),
        poly([(50, 36), (64, 50), (50, 64), (36, 50)], NIGHT, NO),
        circle(50, 50, 5, MOON, NO),
    ]
    for x, y in ((26, 26), (74, 26), (26, 74), (74, 74)):
        parts.append(circle(x, y, 3.5, MOON, NO))
    return svg(100, 100, group(parts))


def artifact(aid: str) -> str:
    parts = artifact_frame()
    if aid == "claw_of_the_werewolf":
        col = TEAMS["werewolf"][0]
        for dx in (-14, 0, 14):
            x = 50 + dx
            parts.append(path(f"M{x - 10},24 Q{x + 6},42 {x + 6},78 Q{x - 2},46 {x - 10},24 Z", col))
    elif aid == "brand_of_the_villager":
        parts = artifact_frame()
        parts.append(circle(50, 50, 30, TEAMS["villager"][0]))
        parts.append(group(team_emblem("villager", 1.6), transform="translate(50,52)", outline=False))
        parts[-2] = circle(50, 50, 30, PALE, f' stroke="{TEAMS["villager"][0]}" stroke-width="{BOLD}"')
    elif aid == "cudgel_of_the_tanner":
        col = TEAMS["tanner"][0]
        parts.append(group([
            path("M-6,36 L-7,4 C-20,-4 -20,-38 0,-38 C20,-38 20,-4 7,4 L6,36 Z", col),
            circle(-7, -24, 3.5, INK, NO), circle(7, -14, 3.5, INK, NO),
            circle(-3, -4, 3, INK, NO),
            rect(-8, 20, 16, 14, INK, rx=3, extra=NO),
        ], transform="translate(50,50) rotate(35)", outline=False))
    elif aid == "void_of_nothingness":
        parts.append(circle(50, 50, 26, NIGHT))
        parts.append(circle(50, 50, 14, "#000000", NO))
        parts.append(star4(62, 38, 5, MOON, 0.3, NO))
    elif aid == "mask_of_muting":
        parts.append(path("M22,30 Q50,18 78,30 Q80,62 50,80 Q20,62 22,30 Z", STEEL))
        parts.append(ellipse(38, 42, 7, 4, INK, extra=NO))
        parts.append(ellipse(62, 42, 7, 4, INK, extra=NO))
        parts.append(line(38, 58, 62, 68, STROKE))
        parts.append(line(38, 68, 62, 58, STROKE))
    elif aid == "shroud_of_shame":
        parts.append(path("M50,18 C70,18 78,36 78,54 L84,82 L16,82 L22,54 C22,36 30,18 50,18 Z",
                          "#7A3B69"))
        parts.append(path("M50,32 C62,32 66,44 66,58 L34,58 C34,44 38,32 50,32 Z", INK))
        parts.append(stroke_path("M28,70 Q50,78 72,70", STROKE, INK))
    else:
        raise KeyError(aid)
    return svg(100, 100, group(parts) + token_badge(aid))


def app_icon() -> str:
    s = 512
    parts = [
        rect(0, 0, s, s, NIGHT, rx=96),
        true_crescent(150, 146, 104, MOON, inner=1.12),
        star4(400, 92, 30, MOON, 0.3),
        group([rect(-96, -134, 192, 268, TEAMS["vampire"][1], rx=26,
                    extra=f' stroke="{PALE}" stroke-width="14"')],
              transform="translate(250,330) rotate(-12)", outline=False),
        group([rect(-96, -134, 192, 268, PALE, rx=26, extra=f' stroke="{INK}" stroke-width="14"'),
               circle(0, 0, 60, TEAMS["villager"][0]),
               poly([(-48, 8), (0, -38), (48, 8)], INK),
               rect(-32, 8, 64, 40, PALE, extra=NO)],
              transform="translate(344,336) rotate(10)", outline=False),
    ]
    return svg(s, s, "\n".join(parts))


# ------------------------------------------------------------- classic cards
# The classic mode (Pass the Night's Werewolf for 8-18 players) has its own family
# of cards: the same layout, frame and team badge as the One Night cards, but the
# top-left badge shows a full moon (the classic game) instead of a One Night box,
# so that the two families are never mistaken for each other. Every first-wave
# classic role is on the village side (the round green frame); the second wave's frames
# follow its cards' teams (below). Written to roles/classic/<id>.svg.
FIRST_WAVE = ["cupid", "elder", "idiot", "scapegoat", "little_girl", "brother", "knight", "fox",
              "bear_tamer", "thief"]
FOX = "#E69F00"
BEAR = "#8C5A32"
RUST = "#A8794A"
SKIN = "#E8B98A"
HAIR = "#5B3A29"


def classic_symbol() -> str:
    """Top-left badge of a classic card: a full moon with two craters."""
    return "".join([circle(0, 0, 11, MOON, NO), circle(-4, -3, 3.2, "#D8CC96", NO),
                    circle(4, 4, 2.2, "#D8CC96", NO)])


def ce_cupid(T):
    return em_cupid(T)


def ce_elder(T):
    """Bald head with a long white beard, a crook staff and two hearts (two lives)."""
    return [
        stroke_path("M-44,58 L-44,-30 C-44,-52 -20,-52 -20,-34", BOLD, INK),
        path("M-26,56 C-30,24 -18,8 0,8 C18,8 30,24 26,56 Z", T),
        circle(0, -18, 24, SKIN),
        path("M-22,-14 C-24,12 -10,40 0,44 C10,40 24,12 22,-14 C14,-4 -14,-4 -22,-14 Z", PALE),
        path("M-10,-8 Q0,-14 10,-8 Q0,-2 -10,-8 Z", PALE),
        line(-12, -24, -4, -22, STROKE), line(12, -24, 4, -22, STROKE),
        heart(40, -42, 9, ROSE), heart(44, -18, 9, ROSE),
    ]


def ce_idiot(T):
    """A jester's two-pointed cap with bells, over a grinning face."""
    return [
        circle(0, 16, 28, SKIN),
        circle(-10, 12, 4, INK, NO), circle(10, 12, 4, INK, NO),
        stroke_path("M-14,26 Q0,38 14,26", STROKE, INK),
        path("M-34,-2 C-46,-30 -58,-40 -60,-58 C-36,-52 -20,-40 -8,-18 "
             "C-4,-40 10,-56 28,-60 C30,-40 34,-20 34,-2 Z", T),
        path("M-8,-18 C-4,-40 10,-56 28,-60 C30,-40 34,-20 34,-2 L4,-2 Z", YELLOW),
        rect(-38, -8, 76, 14, INK, rx=5),
        circle(-60, -58, 8, YELLOW), circle(28, -60, 8, T),
    ]


def ce_scapegoat(T):
    """A goat's head: curled horns, long ears, a beard."""
    return [
        stroke_path("M-14,-30 C-30,-60 -62,-50 -52,-22 C-46,-8 -30,-14 -32,-26", BOLD + 2, INK),
        stroke_path("M14,-30 C30,-60 62,-50 52,-22 C46,-8 30,-14 32,-26", BOLD + 2, INK),
        stroke_path("M-14,-30 C-30,-60 -62,-50 -52,-22 C-46,-8 -30,-14 -32,-26", BOLD - 4, STEEL),
        stroke_path("M14,-30 C30,-60 62,-50 52,-22 C46,-8 30,-14 32,-26", BOLD - 4, STEEL),
        ellipse(-38, -2, 18, 8, PALE, rot=20), ellipse(38, -2, 18, 8, PALE, rot=-20),
        path("M-24,-30 C-26,0 -16,30 0,36 C16,30 26,0 24,-30 C14,-38 -14,-38 -24,-30 Z", PALE),
        path("M-8,34 L0,60 L8,34 Z", PALE),
        ellipse(-11, -8, 5, 3.5, INK, extra=NO), ellipse(11, -8, 5, 3.5, INK, extra=NO),
        ellipse(0, 22, 8, 5, INK, extra=NO),
        stroke_path("M-8,30 Q0,34 8,30", STROKE, INK),
    ]


def ce_little_girl(T):
    """A girl with pigtails and a bow: one eye shut, one peeking."""
    return [
        circle(-44, 4, 15, HAIR), circle(44, 4, 15, HAIR),
        path("M-32,56 C-32,34 -16,28 0,28 C16,28 32,34 32,56 Z", T),
        circle(0, -4, 32, SKIN),
        path("M-33,-4 C-36,-36 -14,-42 0,-40 C14,-42 36,-36 33,-4 C22,-20 -22,-20 -33,-4 Z", HAIR),
        poly([(0, -40), (-22, -54), (-22, -28)], ROSE), poly([(0, -40), (22, -54), (22, -28)], ROSE),
        circle(0, -40, 6, ROSE),
        stroke_path("M-18,0 Q-11,6 -4,0", STROKE, INK),
        circle(12, 0, 7, PALE), circle(13, 1, 3.5, INK, NO),
        stroke_path("M-6,16 Q0,20 6,16", STROKE, INK),
    ]


def ce_brother(T):
    """Three brothers side by side, shoulder to shoulder."""
    out = []
    for x, y, s, col in ((-36, 8, 0.85, YELLOW), (36, 8, 0.85, SKY), (0, 0, 1.0, T)):
        out += [
            path(f"M{f(x - 26 * s)},{f(y + 56 * s)} C{f(x - 26 * s)},{f(y + 20 * s)} {f(x - 14 * s)},"
                 f"{f(y + 12 * s)} {f(x)},{f(y + 12 * s)} C{f(x + 14 * s)},{f(y + 12 * s)} "
                 f"{f(x + 26 * s)},{f(y + 20 * s)} {f(x + 26 * s)},{f(y + 56 * s)} Z", col),
            circle(x, y - 16 * s, 20 * s, SKIN),
            path(f"M{f(x - 20 * s)},{f(y - 16 * s)} C{f(x - 20 * s)},{f(y - 42 * s)} {f(x + 20 * s)},"
                 f"{f(y - 42 * s)} {f(x + 20 * s)},{f(y - 16 * s)} C{f(x + 8 * s)},{f(y - 26 * s)} "
                 f"{f(x - 8 * s)},{f(y - 26 * s)} {f(x - 20 * s)},{f(y - 16 * s)} Z", HAIR),
            circle(x - 7 * s, y - 12 * s, 2.8, INK, NO), circle(x + 7 * s, y - 12 * s, 2.8, INK, NO),
        ]
    return out


def ce_knight(T):
    """A round shield behind an upright sword with rust spots."""
    return [
        circle(0, 4, 46, T),
        circle(0, 4, 30, "none", f' stroke="{PALE}" stroke-width="{STROKE}"'),
        poly([(-9, -30), (9, -30), (9, 48), (0, 62), (-9, 48)], STEEL),
        circle(-2, 8, 4, RUST, NO), circle(3, 26, 3, RUST, NO), circle(-3, 40, 2.6, RUST, NO),
        rect(-36, -40, 72, 12, YELLOW, rx=6),
        rect(-6, -64, 12, 26, INK, rx=3),
        circle(0, -66, 8, YELLOW),
    ]


def ce_fox(T):
    """A fox's face: tall ears, white cheeks, a black nose."""
    return [
        poly([(-46, -10), (-40, -60), (-12, -30)], FOX), poly([(46, -10), (40, -60), (12, -30)], FOX),
        poly([(-38, -20), (-36, -46), (-20, -30)], INK, NO), poly([(38, -20), (36, -46), (20, -30)], INK, NO),
        path("M-52,-8 C-40,-36 40,-36 52,-8 L0,52 Z", FOX),
        path("M-52,-8 C-40,4 -20,10 -8,16 L0,52 L8,16 C20,10 40,4 52,-8 L0,52 Z", PALE),
        path("M-52,-8 Q-26,22 0,52 Q26,22 52,-8", "none"),
        poly([(-28, -8), (-10, -4), (-16, 2)], INK, NO), poly([(28, -8), (10, -4), (16, 2)], INK, NO),
        ellipse(0, 46, 8, 6, INK, extra=NO),
    ]


def ce_bear_tamer(T):
    """A bear's head with a ring in its ear and growl lines on each side."""
    out = [
        circle(-34, -34, 15, BEAR), circle(34, -34, 15, BEAR),
        circle(-34, -34, 7, HIDE, NO), circle(34, -34, 7, HIDE, NO),
        circle(0, 2, 42, BEAR),
        ellipse(0, 20, 22, 17, HIDE),
        ellipse(0, 12, 9, 6, INK, extra=NO),
        stroke_path("M0,18 L0,26 M-10,30 Q0,36 10,30", STROKE, INK),
        circle(-15, -8, 5, INK, NO), circle(15, -8, 5, INK, NO),
        circle(46, -22, 8, "none", f' stroke="{YELLOW}" stroke-width="{STROKE}"'),
    ]
    for sx in (-1, 1):
        out.append(stroke_path(f"M{sx * 52},6 Q{sx * 60},16 {sx * 52},26", STROKE, INK))
        out.append(stroke_path(f"M{sx * 60},0 Q{sx * 70},16 {sx * 60},32", STROKE, INK))
    return out


def ce_thief(T):
    """A dark glove fanning out the two spare cards, face down."""
    out = []
    for rot in (-16, 14):
        out.append(group([
            rect(-26, -40, 52, 74, NIGHT2, rx=6),
            rect(-19, -33, 38, 60, NIGHT, rx=3, extra=NO),
            true_crescent(-3, -4, 12, MOON, NO),
        ], transform=f"translate({-6 if rot < 0 else 10},-14) rotate({rot} 0 30)", outline=False))
    out += [
        rect(-36, 22, 52, 34, SKIN, rx=14),
        ellipse(-16, 22, 9, 20, SKIN, rot=-50),
        line(-14, 34, 10, 34, 3), line(-14, 44, 10, 44, 3),
        rect(-40, 50, 60, 12, T, rx=4),
    ]
    return out


# ------------------------------------------------------- classic cards, second wave
# The extended preset's second wave (CLASSIC.md §11.17): 24 village cards (round green frame),
# 17 wolf cards (the jagged vermillion frame: the seed lists the cursed, lycan, wolf kin, wild
# child, wolf hound and traitor on the wolves' side), the vampire (pointed arch) and the two
# solo third parties, the heretic and the pied piper (their own octagonal sky-blue frame). The
# white wolf, the sectarian, the heretic and the pied piper each wear their solo team's badge.
SECOND_WAVE = ["moon_maiden", "enchanter", "apothecary", "assassin", "cavalier", "avenger", "shadow", "actor",
               "diseased", "tough_guy", "judge", "servant", "sectarian", "prince", "drunk", "angel", "raven",
               "apprentice_seer", "aura_seer", "old_hag", "old_man", "pacifist", "ghost", "mad_doctor",
               "big_bad_wolf", "demon_wolf", "white_wolf", "fire_wolf", "big_brother_wolf", "little_brother_wolf",
               "wolf_cub", "traitor", "wolf_seer", "lycan", "wolf_kin", "dream_wolf", "stray_wolf", "stone_wolf",
               "wild_child", "wolf_hound", "cursed",
               "vampire", "heretic", "pied_piper"]
CLASSIC_WOLF_CARDS = set(SECOND_WAVE[SECOND_WAVE.index("big_bad_wolf"):SECOND_WAVE.index("vampire")])
CLASSIC_SOLO_CARDS = {"heretic", "pied_piper"}
# A card's top-right badge when it is not its frame's team (the solo teams of §11.18).
CLASSIC_BADGE = {"white_wolf": "white_wolf", "sectarian": "sectarian", "heretic": "heretic",
                 "pied_piper": "pied_piper"}
SOLO = "#56B4E9"
GOLD = "#E6B422"
FLAME = "#F28C28"
STONE = "#9AA1AA"
GHOSTLY = "#EEF2F7"
PURPLE = "#6C4A9E"
GREENISH = "#CFE3B5"


def _face(cx, cy, r, skin=SKIN, eyes="open"):
    out = [circle(cx, cy, r, skin)]
    e = r * 0.36
    if eyes == "open":
        out += [circle(cx - e, cy - r * 0.05, r * 0.11, INK, NO), circle(cx + e, cy - r * 0.05, r * 0.11, INK, NO)]
    elif eyes == "closed":
        out += [stroke_path(f"M{f(cx - e - r * 0.16)},{f(cy - r * 0.05)} Q{f(cx - e)},{f(cy + r * 0.12)} "
                            f"{f(cx - e + r * 0.16)},{f(cy - r * 0.05)}", STROKE - 1, INK),
                stroke_path(f"M{f(cx + e - r * 0.16)},{f(cy - r * 0.05)} Q{f(cx + e)},{f(cy + r * 0.12)} "
                            f"{f(cx + e + r * 0.16)},{f(cy - r * 0.05)}", STROKE - 1, INK)]
    return out


def _shoulders(cx, cy, w, h, fill):
    return path(f"M{f(cx - w)},{f(cy + h)} C{f(cx - w)},{f(cy + h * 0.25)} {f(cx - w * 0.55)},{f(cy)} {f(cx)},{f(cy)} "
                f"C{f(cx + w * 0.55)},{f(cy)} {f(cx + w)},{f(cy + h * 0.25)} {f(cx + w)},{f(cy + h)} Z", fill)


def _wolf(T, fill=INK, eye=YELLOW, dy=0.0, s=1.0, dx=0.0, eyes="open", ear=None):
    """The classic family's wolf head (broader than the One Night one): ears, muzzle, eyes."""
    def P(x, y):
        return (dx + x * s, (y + dy) * s)
    head = [P(-46, -58), P(-22, -32), P(22, -32), P(46, -58), P(52, -10), P(40, 16), P(18, 32), P(0, 50),
            P(-18, 32), P(-40, 16), P(-52, -10)]
    ear = T if ear is None else ear
    out = [poly(head, fill),
           poly([P(-40, -46), P(-26, -31), P(-43, -20)], ear, NO), poly([P(40, -46), P(26, -31), P(43, -20)], ear, NO),
           poly([P(-15, 6), P(15, 6), P(11, 38), P(0, 46), P(-11, 38)], PALE),
           ellipse(dx, (34 + dy) * s, 7.5 * s, 5.5 * s, INK, extra=NO)]
    if eyes == "open":
        out += [poly([P(-32, -10), P(-11, -5), P(-15, 3)], eye, NO), poly([P(32, -10), P(11, -5), P(15, 3)], eye, NO)]
    elif eyes == "closed":
        for sx in (-1, 1):
            a, b = P(sx * 32, -6), P(sx * 11, -6)
            m = P(sx * 21, 2)
            out.append(stroke_path(f"M{f(a[0])},{f(a[1])} Q{f(m[0])},{f(m[1])} {f(b[0])},{f(b[1])}", STROKE, eye))
    elif eyes == "angry":
        out += [poly([P(-32, -14), P(-11, -3), P(-15, 3), P(-30, -4)], eye, NO),
                poly([P(32, -14), P(11, -3), P(15, 3), P(30, -4)], eye, NO)]
    return out


# --- village -----------------------------------------------------------------------------------
def ce_moon_maiden(T):
    """A maiden with long dark hair under a crescent diadem, one hand raised: stop."""
    return [
        true_crescent(-40, -46, 20, YELLOW, NO),
        path("M-40,58 C-46,10 -40,-44 0,-46 C40,-44 46,10 40,58 Z", HAIR),
        _shoulders(0, 26, 34, 32, SKY),
        *_face(0, -6, 28, eyes="closed"),
        path("M-29,-10 C-30,-36 -12,-42 0,-42 C12,-42 30,-36 29,-10 C18,-26 -18,-26 -29,-10 Z", HAIR),
        stroke_path("M-22,-30 Q0,-40 22,-30", 3, YELLOW), circle(0, -36, 5, YELLOW),
        star4(48, -22, 6, YELLOW, extra=NO),
        rect(36, 8, 20, 30, SKIN, rx=8), rect(38, -8, 7, 20, SKIN, rx=3.5), rect(47, -6, 7, 18, SKIN, rx=3.5),
    ]


def ce_enchanter(T):
    """A hypnotic spiral and a golden pendulum swinging before it."""
    pts = []
    for i in range(0, 721, 15):
        a = math.radians(i)
        r = 4 + i / 720 * 40
        pts.append((r * math.cos(a), -8 + r * math.sin(a)))
    d = "M" + " L".join(f"{f(x)},{f(y)}" for x, y in pts)
    return [
        circle(0, -8, 50, PURPLE),
        stroke_path(d, BOLD - 3, PALE, ' stroke-linecap="round"'),
        line(-40, -58, 18, 34, STROKE - 1, INK),
        circle(-40, -58, 6, INK, NO),
        circle(22, 40, 15, YELLOW), circle(22, 40, 6, GOLD, NO),
    ]


def _flask(cx, cy, s, liquid, extra_parts=()):
    body = (f"M{f(cx - 7 * s)},{f(cy - 30 * s)} L{f(cx - 7 * s)},{f(cy - 12 * s)} "
            f"C{f(cx - 26 * s)},{f(cy - 4 * s)} {f(cx - 26 * s)},{f(cy + 26 * s)} {f(cx)},{f(cy + 26 * s)} "
            f"C{f(cx + 26 * s)},{f(cy + 26 * s)} {f(cx + 26 * s)},{f(cy - 4 * s)} {f(cx + 7 * s)},{f(cy - 12 * s)} "
            f"L{f(cx + 7 * s)},{f(cy - 30 * s)} Z")
    return [path(body, PALE),
            path(f"M{f(cx - 21 * s)},{f(cy + 4 * s)} C{f(cx - 20 * s)},{f(cy + 24 * s)} {f(cx + 20 * s)},"
                 f"{f(cy + 24 * s)} {f(cx + 21 * s)},{f(cy + 4 * s)} Z", liquid, NO),
            stroke_path(body.replace(" Z", "") + " Z", STROKE, INK),
            rect(cx - 10 * s, cy - 38 * s, 20 * s, 10 * s, HIDE, rx=3), *extra_parts]


def ce_apothecary(T):
    """Two corked draughts: the stupor (violet, asleep) and the restorative (green, a cross)."""
    return [
        *_flask(-28, 2, 1.15, PURPLE),
        stroke_path("M-40,26 L-30,26 L-40,36 L-30,36", 3, PALE),
        *_flask(30, 8, 1.15, T),
        rect(26, 20, 8, 24, PALE, rx=1, extra=NO), rect(18, 28, 24, 8, PALE, rx=1, extra=NO),
        star4(0, -50, 9, YELLOW, extra=NO),
    ]


def ce_assassin(T):
    """A masked face behind two crossed daggers."""
    return [
        path("M0,-62 C30,-62 42,-30 42,0 L44,30 L-44,30 L-42,0 C-42,-30 -30,-62 0,-62 Z", INK),
        _shoulders(0, 20, 50, 40, NIGHT2),
        circle(0, -16, 25, SKIN),
        rect(-27, -26, 54, 14, INK, rx=6),
        ellipse(-10, -19, 5.5, 3, YELLOW, extra=NO), ellipse(10, -19, 5.5, 3, YELLOW, extra=NO),
        group(dagger(0, 0, 34, blade=PALE, guard=YELLOW, grip=INK), transform="translate(-20,30) rotate(-130)",
              outline=False),
        group(dagger(0, 0, 34, blade=PALE, guard=YELLOW, grip=INK), transform="translate(20,30) rotate(130)",
              outline=False),
    ]


def ce_cavalier(T):
    """A horse's head in profile and an upright sword."""
    return [
        poly([(36, -44), (44, -44), (44, 40), (40, 52), (36, 40)], STEEL),
        rect(24, -48, 32, 8, YELLOW, rx=4), rect(37, -66, 6, 18, INK, rx=2), circle(40, -68, 5, YELLOW),
        path("M-8,-56 L2,-40 C24,-32 32,-6 30,20 L28,58 L-34,58 C-30,34 -24,22 -34,14 L-52,20 "
             "C-62,14 -62,2 -54,-6 L-28,-34 L-22,-52 Z", BEAR),
        path("M-8,-56 L2,-40 C8,-20 8,10 -2,40 L-16,58 L-8,20 C-6,-6 -10,-24 -20,-40 Z", HAIR),
        circle(-30, -16, 4.5, INK, NO), ellipse(-54, 8, 3, 2, INK, extra=NO),
        stroke_path("M-46,-2 L-20,-30 M-20,-30 L-8,-12", 3, YELLOW),
    ]


def ce_avenger(T):
    """A shield split between the two sides (wolf and village) and a lightning bolt of revenge."""
    shield = "M-46,-50 L46,-50 L46,2 C46,32 24,48 0,60 C-24,48 -46,32 -46,2 Z"
    return [
        path("M-46,-50 L0,-50 L0,60 C-24,48 -46,32 -46,2 Z", TEAMS["werewolf"][0], NO),
        path("M0,-50 L46,-50 L46,2 C46,32 24,48 0,60 Z", T, NO),
        stroke_path(shield, STROKE, INK),
        poly([(6, -62), (-22, 4), (0, 4), (-10, 62), (26, -14), (4, -14), (18, -62)], YELLOW),
    ]


def ce_shadow(T):
    """A pale figure and, behind it, a taller dark shadow that will take its place."""
    return [
        path("M-2,58 C0,12 8,-6 26,-8 C44,-6 54,12 56,58 Z", NIGHT2),
        circle(26, -32, 20, NIGHT2),
        ellipse(40, -34, 4, 2.5, YELLOW, extra=NO), ellipse(28, -34, 4, 2.5, YELLOW, extra=NO),
        path("M-54,58 C-52,20 -44,6 -26,6 C-8,6 0,20 2,58 Z", T),
        *_face(-26, -14, 17),
    ]


def ce_actor(T):
    """The two theatre masks, laughing and weeping, and the three cards he plays from."""
    def mask(cx, cy, rot, fill, smile):
        mouth = (f"M-12,14 Q0,{26 if smile else 4} 12,14" if smile else "M-12,20 Q0,8 12,20")
        return group([
            path("M-26,-26 Q0,-36 26,-26 C28,6 18,30 0,34 C-18,30 -28,6 -26,-26 Z", fill),
            path("M-18,-8 Q-11,-14 -4,-8 Q-11,-3 -18,-8 Z", INK, NO),
            path("M18,-8 Q11,-14 4,-8 Q11,-3 18,-8 Z", INK, NO),
            stroke_path(mouth, STROKE, INK),
        ], transform=f"translate({cx},{cy}) rotate({rot})", outline=False)
    out = []
    for k, x in enumerate((-34, -8, 18)):
        out.append(rect(x, -62, 22, 30, NIGHT2, rx=3))
        out.append(true_crescent(x + 10, -47, 6, MOON, NO))
    out += [mask(-20, 12, -14, YELLOW, True), mask(22, 20, 12, SKY, False)]
    return out


def ce_diseased(T):
    """A pale, feverish face with a thermometer and sweat drops."""
    return [
        _shoulders(0, 30, 40, 28, T),
        *_face(0, -6, 34, skin=GREENISH, eyes="closed"),
        circle(-14, 14, 4, ROSE, NO), circle(16, 10, 3.5, ROSE, NO), circle(4, -24, 3, ROSE, NO),
        line(6, 20, 46, 32, BOLD - 2, PALE), circle(48, 33, 6, ROSE),
        path("M-44,-34 C-40,-28 -38,-24 -38,-20 C-38,-16 -41,-14 -44,-14 C-47,-14 -50,-16 -50,-20 "
             "C-50,-24 -48,-28 -44,-34 Z", SKY),
        path("M44,-46 C48,-40 50,-36 50,-32 C50,-28 47,-26 44,-26 C41,-26 38,-28 38,-32 C38,-36 40,-40 44,-46 Z",
             SKY),
    ]


def ce_tough_guy(T):
    """A strongman with a curled moustache lifting a barbell, a plaster on his brow."""
    return [
        rect(-58, -58, 116, 9, INK, rx=4),
        rect(-62, -70, 14, 34, STEEL, rx=4), rect(48, -70, 14, 34, STEEL, rx=4),
        rect(-40, -50, 10, 36, SKIN, rx=5), rect(30, -50, 10, 36, SKIN, rx=5),
        _shoulders(0, 18, 46, 40, T),
        *_face(0, -4, 26),
        path("M-18,10 C-12,2 -4,4 0,8 C4,4 12,2 18,10 C12,8 6,12 0,12 C-6,12 -12,8 -18,10 Z", HAIR),
        group([rect(-12, -3, 24, 7, PALE, rx=3)], transform="translate(10,-20) rotate(-25)", outline=True),
    ]


def ce_judge(T):
    """A gavel striking its block."""
    return [
        rect(-50, 34, 100, 18, BEAR, rx=5),
        rect(-40, 26, 80, 12, HIDE, rx=4),
        group([
            rect(-6, -10, 12, 78, HIDE, rx=5),
            rect(-34, -40, 68, 32, BEAR, rx=9),
            rect(-40, -44, 10, 40, YELLOW, rx=4), rect(30, -44, 10, 40, YELLOW, rx=4),
        ], transform="translate(-6,-16) rotate(-38)", outline=False),
        stroke_path("M36,6 L50,-4 M40,18 L58,16", STROKE, INK),
    ]


def ce_servant(T):
    """A maid in a frilled cap and a white collar, holding a card for a swap."""
    frills = "".join(circle(x, -38, 7, PALE) for x in (-24, -12, 0, 12, 24))
    return [
        _shoulders(0, 26, 42, 32, NIGHT2),
        poly([(-18, 26), (0, 42), (18, 26), (10, 22), (0, 30), (-10, 22)], PALE),
        path("M-30,-4 C-34,-36 -16,-40 0,-40 C16,-40 34,-36 30,-4 Z", HAIR),
        *_face(0, -4, 25),
        frills,
        group([rect(-14, -20, 28, 40, T, rx=4), circle(0, 0, 6, PALE, NO)],
              transform="translate(42,20) rotate(14)", outline=False),
    ]


def ce_sectarian(T):
    """The village split into two groups, one marked as his."""
    out = [circle(0, 0, 54, PALE), path("M0,-54 A54,54 0 0,0 0,54 Z", SKY, NO),
           path("M0,-54 A54,54 0 0,1 0,54 Z", GOLD, NO), circle(0, 0, 54, "none"), line(0, -54, 0, 54, BOLD)]
    for sx, col in ((-1, BLUE), (1, HIDE)):
        for x, y in ((22, -20), (34, 10), (16, 28)):
            out.append(circle(sx * x, y - 6, 7, col))
            out.append(path(f"M{sx * x - 10},{y + 12} C{sx * x - 10},{y + 2} {sx * x + 10},{y + 2} {sx * x + 10},"
                            f"{y + 12} Z", col))
    out.append(star5(-28, -46, 10, YELLOW))
    return out


def ce_prince(T):
    """A young prince with a small crown and a red cape, unharmed."""
    return [
        path("M-48,58 C-46,20 -30,14 0,14 C30,14 46,20 48,58 Z", ROSE),
        poly([(-14, 14), (0, 30), (14, 14)], PALE),
        *_face(0, -12, 26),
        path("M-26,-16 C-28,-34 -14,-38 0,-38 C14,-38 28,-34 26,-16 C18,-24 -18,-24 -26,-16 Z", HIDE),
        poly([(-20, -36), (-22, -58), (-10, -46), (0, -62), (10, -46), (22, -58), (20, -36)], YELLOW),
        circle(0, -46, 4, T, NO),
        stroke_path("M-8,0 Q0,5 8,0", STROKE - 1, INK),
    ]


def ce_drunk(T):
    """A rice-wine gourd tipped over a little cup, hiccup bubbles, and the spare card face down."""
    return [
        group([rect(-20, -30, 40, 56, NIGHT2, rx=5), true_crescent(-2, -2, 10, MOON, NO)],
              transform="translate(-36,14) rotate(-12)", outline=False),
        group([
            circle(0, 16, 26, HIDE), circle(0, -16, 15, HIDE),
            rect(-6, -40, 12, 12, BEAR, rx=2), rect(-26, 6, 52, 8, ROSE, extra=NO),
        ], transform="translate(18,-6) rotate(28)", outline=False),
        path("M14,40 L44,40 L40,56 L18,56 Z", PALE),
        circle(-10, -48, 7, SKY), circle(2, -62, 5, SKY), circle(-22, -60, 4, SKY),
    ]


def ce_angel(T):
    """Wings, a halo and a face at peace."""
    wing = "M-12,4 C-40,-30 -66,-20 -62,-2 C-70,8 -60,20 -50,18 C-56,30 -40,40 -28,30 C-24,40 -10,36 -10,26 Z"
    return [
        path(wing, PALE), path(wing, PALE, ' transform="scale(-1,1)"'),
        path("M-24,58 C-22,20 -12,14 0,14 C12,14 22,20 24,58 Z", PALE),
        *_face(0, -10, 20, eyes="closed"),
        ellipse(0, -40, 22, 7, "none", extra=f' stroke="{YELLOW}" stroke-width="{BOLD - 2}"'),
    ]


def ce_raven(T):
    """A black raven on a branch, one yellow eye, and the +2 of tomorrow's vote."""
    return [
        rect(-60, 40, 120, 9, BEAR, rx=4),
        path("M-30,38 C-40,10 -26,-24 2,-30 C8,-48 28,-54 40,-42 L60,-36 L40,-28 C44,-6 34,24 8,34 "
             "L-8,40 L-40,56 L-26,38 Z", INK),
        path("M-14,4 C-6,-10 12,-10 20,4 C10,2 -4,8 -14,4 Z", NIGHT2, NO),
        circle(30, -38, 5, YELLOW, NO),
        rect(-56, -60, 38, 30, PALE, rx=8),
        rect(-52, -48, 15, 5, INK, extra=NO), rect(-47, -53, 5, 15, INK, extra=NO),
        stroke_path("M-34,-52 Q-28,-58 -24,-52 Q-24,-46 -34,-38 L-22,-38", 3, INK),
    ]


def ce_apprentice_seer(T):
    """A small crystal ball wearing a learner's cap, on an open book."""
    return [
        path("M-56,40 L0,48 L56,40 L56,58 L0,64 L-56,58 Z", T),
        path("M-50,36 Q-24,34 0,44 L0,58 Q-24,50 -50,52 Z", PALE),
        path("M50,36 Q24,34 0,44 L0,58 Q24,50 50,52 Z", PALE),
        circle(0, 6, 34, SKY),
        path("M-18,-2 A20,20 0 0,1 -2,-18", "none", f' stroke="{PALE}" stroke-width="{BOLD - 2}"'),
        star4(10, 10, 10, PALE, extra=NO),
        poly([(0, -48), (40, -36), (0, -24), (-40, -36)], INK),
        rect(-16, -34, 32, 12, INK, extra=NO),
        stroke_path("M36,-36 L40,-12", 3, YELLOW), circle(40, -10, 4, YELLOW, NO),
    ]


def ce_aura_seer(T):
    """An open eye inside rings of coloured light."""
    out = [
        path("M-60,0 A60,60 0 0,1 60,0 Z", YELLOW),
        path("M-46,0 A46,46 0 0,1 46,0 Z", ROSE),
        path("M-32,0 A32,32 0 0,1 32,0 Z", SKY),
        path("M-58,10 Q0,-40 58,10 Q0,60 -58,10 Z", PALE),
        circle(0, 10, 20, T), circle(0, 10, 9, INK, NO), circle(5, 5, 4, PALE, NO),
    ]
    for a in (200, 230, 270, 310, 340):
        r = math.radians(a)
        out.append(line(62 * math.cos(r), 62 * math.sin(r) - 4, 70 * math.cos(r), 70 * math.sin(r) - 4,
                        STROKE, YELLOW))
    return out


def ce_old_hag(T):
    """An old woman in a dark headscarf, and a villager's house someone must leave for the day."""
    return [
        path("M-58,58 C-56,24 -42,14 -18,14 C6,14 18,24 20,58 Z", PURPLE),
        path("M-50,6 C-56,-40 -32,-60 -18,-60 C-2,-60 18,-40 14,6 L2,20 L-38,20 Z", INK),
        circle(-18, -14, 22, SKIN),
        path("M-40,-18 C-40,-40 4,-40 4,-18 C-6,-30 -30,-30 -40,-18 Z", INK),
        circle(-27, -14, 3.2, INK, NO), circle(-9, -14, 3.2, INK, NO),
        path("M-20,-14 C-12,-10 -4,-2 -8,2 C-12,2 -16,0 -20,-2 Z", HIDE),
        stroke_path("M-28,8 Q-22,11 -16,8", 3, INK),
        poly([(26, 24), (58, 24), (58, 54), (26, 54)], PALE),
        poly([(20, 26), (42, 4), (64, 26)], ROSE),
        rect(36, 36, 12, 18, HAIR, extra=NO),
        stroke_path("M30,-8 C36,-30 54,-34 62,-22", BOLD - 2, YELLOW),
        poly([(54, -18), (66, -14), (64, -28)], YELLOW),
    ]


def ce_old_man(T):
    """An hourglass running low beside a walking stick: his night is counted."""
    return [
        stroke_path("M40,60 L40,-34 C40,-54 62,-54 62,-38", BOLD, BEAR),
        rect(-44, -58, 68, 10, BEAR, rx=3), rect(-44, 46, 68, 10, BEAR, rx=3),
        path("M-36,-48 L16,-48 C16,-22 -4,-10 -4,0 C-4,10 16,22 16,46 L-36,46 C-36,22 -16,10 -16,0 "
             "C-16,-10 -36,-22 -36,-48 Z", PALE),
        path("M-27,-36 L7,-36 C4,-22 -6,-14 -10,-8 C-14,-14 -24,-22 -27,-36 Z", YELLOW, NO),
        path("M-10,4 L-10,30 M-30,44 C-26,30 6,30 10,44 Z", YELLOW, ' stroke="none"'),
        line(-10, 0, -10, 34, 3, GOLD),
        path("M-36,-48 L16,-48 C16,-22 -4,-10 -4,0 C-4,10 16,22 16,46 L-36,46 C-36,22 -16,10 -16,0 "
             "C-16,-10 -36,-22 -36,-48 Z", "none"),
    ]


def ce_pacifist(T):
    """A white dove carrying an olive branch."""
    return [
        stroke_path("M30,-6 Q48,-4 60,-18", STROKE, T),
        ellipse(50, -20, 7, 4, T, rot=-30), ellipse(40, -2, 7, 4, T, rot=30), ellipse(58, -6, 6, 3.5, T, rot=10),
        path("M-58,24 C-40,20 -30,16 -20,4 C-28,-22 -24,-48 -8,-60 C0,-40 4,-22 6,-8 C14,-24 24,-30 30,-28 "
             "L40,-22 L30,-16 C28,8 10,32 -16,38 L-30,54 L-34,38 Z", PALE),
        path("M-20,4 C-28,-22 -24,-48 -8,-60 C0,-40 4,-22 6,-8 C0,-6 -12,-2 -20,4 Z", SKY),
        circle(22, -22, 3.5, INK, NO),
    ]


def ce_ghost(T):
    """A friendly ghost holding a quill over his note."""
    body = "M-36,54 L-36,-14 C-36,-52 36,-52 36,-14 L36,54 L24,42 L12,54 L0,42 L-12,54 L-24,42 Z"
    return [
        group([rect(-22, -28, 44, 56, HIDE, rx=4), line(-12, -14, 12, -14, 3), line(-12, -2, 12, -2, 3),
               line(-12, 10, 6, 10, 3)], transform="translate(40,22) rotate(10)", outline=False),
        path(body, GHOSTLY),
        ellipse(-13, -14, 6, 9, INK, extra=NO), ellipse(13, -14, 6, 9, INK, extra=NO),
        ellipse(0, 8, 7, 9, INK, extra=NO),
        path("M56,-40 C46,-30 36,-10 30,8 L26,10 C30,-10 42,-34 56,-40 Z", PALE),
    ]


def ce_mad_doctor(T):
    """Wild hair, round glasses and a head mirror, and a syringe in hand."""
    spikes = [(-40, -18), (-50, -40), (-28, -34), (-26, -58), (-10, -42), (0, -64), (10, -42), (26, -58),
              (28, -34), (50, -40), (40, -18)]
    return [
        _shoulders(0, 28, 44, 30, PALE),
        line(0, 30, 0, 58, STROKE),
        poly(spikes, PALE),
        *_face(0, -8, 28, eyes=None),
        circle(-11, -10, 9, SKY), circle(11, -10, 9, SKY), line(-2, -10, 2, -10, 3),
        circle(-11, -10, 3, INK, NO), circle(13, -8, 3, INK, NO),
        circle(0, -36, 8, YELLOW),
        stroke_path("M-10,8 Q0,14 10,8", STROKE - 1, INK),
        group([rect(-6, -24, 12, 40, PALE, rx=2), rect(-2, 16, 4, 12, STEEL), rect(-10, -28, 20, 5, INK),
               rect(-4, -36, 8, 8, INK), rect(-4, -10, 8, 22, T, extra=NO)],
              transform="translate(46,18) rotate(35)", outline=False),
    ]


# --- wolves ------------------------------------------------------------------------------------
def ce_big_bad_wolf(T):
    """The biggest wolf: broad head, heavy brows and bared teeth."""
    out = _wolf(T, dy=-4, s=1.18, eyes="angry")
    out.append(path("M-16,28 L16,28 L12,44 L0,50 L-12,44 Z", ROSE))
    for x in (-10, -3, 4, 11):
        out.append(poly([(x - 3, 28), (x + 3, 28), (x, 36)], PALE, ' stroke-width="2"'))
    return out


def ce_demon_wolf(T):
    """A wolf with curved demon horns and a red glow."""
    out = [circle(0, -4, 58, ROSE, NO)]
    out.append(path("M-24,-36 C-38,-50 -46,-66 -40,-78 C-30,-66 -18,-58 -10,-40 Z", INK))
    out.append(path("M24,-36 C38,-50 46,-66 40,-78 C30,-66 18,-58 10,-40 Z", INK))
    out += _wolf(ROSE, dy=6, s=0.98, eye=ROSE, ear=ROSE)
    return out


def ce_white_wolf(T):
    """A white wolf with pale blue eyes, claw marks behind it: he hunts the pack too."""
    out = []
    for dx in (-30, 0, 30):
        out.append(path(f"M{dx - 14},-70 Q{dx + 10},-20 {dx + 8},70 Q{dx - 2},-20 {dx - 14},-70 Z", T, NO))
    out += _wolf(SKY, fill=PALE, eye=BLUE, dy=2, s=1.02, ear=STEEL)
    return out


def ce_fire_wolf(T):
    """A wolf's head crowned with flames."""
    flames = ("M-52,30 C-66,-4 -48,-30 -40,-46 C-38,-30 -30,-24 -26,-30 C-32,-52 -16,-70 -4,-78 "
              "C-6,-60 2,-52 8,-54 C6,-70 20,-76 30,-74 C22,-60 34,-44 42,-50 C44,-40 62,-20 52,30 Z")
    out = [path(flames, FLAME), path("M-36,20 C-44,-4 -30,-20 -24,-30 C-20,-16 -10,-18 -8,-30 C-2,-20 8,-20 12,-32 "
                                     "C18,-18 28,-18 32,-28 C42,-10 42,6 36,20 Z", YELLOW, NO)]
    out += _wolf(FLAME, dy=10, s=0.95, eye=FLAME, ear=FLAME)
    return out


def ce_big_brother_wolf(T):
    """The big brother wolf, awake, and his little brother asleep at his side."""
    return (_wolf(T, dy=-10, s=0.95, dx=12) + _wolf(T, fill=NIGHT2, eye=STEEL, dy=110, s=0.5, dx=-52,
                                                  eyes="closed"))


def ce_little_brother_wolf(T):
    """The little brother wolf, eyes burning with rage, and the outline of the big brother he lost."""
    out = [poly([(-46, -58), (-22, -32), (22, -32), (46, -58), (52, -10), (40, 16), (18, 32), (0, 50),
                 (-18, 32), (-40, 16), (-52, -10)], "none",
                f' stroke="{TEAMS["werewolf"][1]}" stroke-dasharray="10 8" transform="translate(0,-10) scale(1.15)"')]
    out += _wolf(T, dy=30, s=0.72, eye=ROSE, eyes="angry")
    out.append(stroke_path("M34,-2 L42,6 M46,-6 L38,2 M40,-8 L40,-2", 3, ROSE))
    return out


def ce_wolf_cub(T):
    """A round-faced cub with big eyes and a paw print."""
    return [
        poly([(-40, -36), (-34, -64), (-14, -42)], INK), poly([(40, -36), (34, -64), (14, -42)], INK),
        poly([(-34, -42), (-31, -56), (-22, -44)], T, NO), poly([(34, -42), (31, -56), (22, -44)], T, NO),
        ellipse(0, -6, 46, 40, INK),
        ellipse(0, 16, 20, 16, PALE),
        circle(-17, -12, 10, YELLOW), circle(17, -12, 10, YELLOW),
        circle(-15, -12, 5, INK, NO), circle(19, -12, 5, INK, NO),
        circle(-13, -15, 2, PALE, NO), circle(21, -15, 2, PALE, NO),
        ellipse(0, 8, 6, 4, INK, extra=NO),
        path("M-4,20 Q0,32 4,20 Z", ROSE),
        ellipse(38, 46, 10, 8, PALE), circle(28, 34, 4, PALE), circle(36, 30, 4, PALE), circle(46, 32, 4, PALE),
    ]


def ce_traitor(T):
    """A smiling villager's mask on a stick, held in front of a wolf's face."""
    out = _wolf(T, dy=-12, s=1.08)
    out += [
        line(6, 30, 36, 66, BOLD, HIDE),
        circle(-2, 6, 32, PALE),
        circle(-13, 0, 4, INK, NO), circle(9, 0, 4, INK, NO),
        stroke_path("M-16,14 Q-2,26 12,14", STROKE, INK),
        circle(-20, 12, 4, ROSE, NO), circle(16, 12, 4, ROSE, NO),
    ]
    return out


def ce_wolf_seer(T):
    """A wolf peering into a crystal ball."""
    out = _wolf(T, dy=-18, s=0.92)
    out += [
        rect(-24, 48, 48, 12, INK, rx=4),
        circle(0, 24, 28, SKY),
        path("M-14,16 A16,16 0 0,1 -2,4", "none", f' stroke="{PALE}" stroke-width="{STROKE}"'),
        star4(8, 28, 9, PALE, extra=NO),
    ]
    return out


def ce_lycan(T):
    """A man's face under the full moon, one half already turning to wolf."""
    return [
        circle(-40, -44, 20, MOON), circle(-46, -50, 5, "#D8CC96", NO), circle(-34, -38, 3.5, "#D8CC96", NO),
        _shoulders(0, 28, 40, 30, BLUE),
        circle(0, -4, 32, SKIN),
        path("M0,-36 A32,32 0 0,1 0,28 C10,22 18,16 22,10 L30,14 L26,2 L34,0 L26,-8 L32,-16 L22,-18 "
             "L24,-30 L12,-26 Z", HAIR),
        poly([(14, -30), (26, -58), (32, -22)], HAIR),
        circle(-12, -6, 4, INK, NO), poly([(8, -10), (20, -6), (10, -2)], YELLOW, NO),
        stroke_path("M-14,12 Q-6,16 0,12", STROKE - 1, INK),
        line(0, -36, 0, 28, 3, INK),
    ]


def ce_wolf_kin(T):
    """A villager beside a wolf, a wolf's ear already growing on the side it sits."""
    return [
        *_wolf(T, dy=-4, s=0.72, dx=34),
        _shoulders(-26, 24, 32, 34, SKY),
        poly([(-8, -26), (2, -50), (6, -18)], INK),
        *_face(-26, -6, 26),
        path("M-50,-14 C-52,-36 -38,-36 -26,-36 C-14,-36 -2,-30 -2,-14 C-12,-26 -40,-26 -50,-14 Z", HAIR),
        poly([(-20, -10), (-10, -8), (-18, -2)], YELLOW),
    ]


def ce_dream_wolf(T):
    """A wolf asleep in a nightcap on a cloud, one finger raised for the pack."""
    return [
        path("M-62,44 C-70,26 -52,14 -40,20 C-36,4 -14,2 -8,14 C0,2 24,4 26,18 C40,10 62,20 56,40 "
             "C60,54 -58,58 -62,44 Z", GHOSTLY),
        *_wolf(T, dy=-12, s=0.78, eyes="closed"),
        path("M-36,-44 C-30,-66 10,-80 40,-64 L24,-46 C8,-54 -14,-52 -36,-44 Z", SKY),
        circle(44, -62, 8, PALE),
        rect(-42, -48, 46, 10, PALE, rx=5),
        rect(50, -16, 9, 30, SKIN, rx=4.5), rect(46, 8, 18, 18, SKIN, rx=6),
    ]


def ce_stray_wolf(T):
    """A lone wolf howling on a rock, a red thread tied to his companion."""
    return [
        path("M-60,58 L-52,30 L-20,22 L10,34 L20,58 Z", STONE),
        path("M-50,26 C-52,0 -40,-20 -30,-30 L-28,-58 L-16,-40 L-4,-56 C6,-44 6,-30 0,-18 C4,-4 -4,16 -20,24 Z",
             INK),
        poly([(-12, -40), (-4, -54), (-2, -40)], T, NO),
        ellipse(-14, -36, 3, 2.2, YELLOW, extra=NO),
        stroke_path("M-18,10 C10,30 26,-10 40,6", STROKE - 1, ROSE),
        circle(44, -6, 10, SKIN), path("M30,28 C30,12 58,12 58,28 L58,40 L30,40 Z", SKY),
        star4(40, -50, 8, YELLOW, extra=NO),
    ]


def ce_stone_wolf(T):
    """A wolf's head carved in grey stone, cracked."""
    out = _wolf(T, fill=STONE, eye=INK, dy=0, s=1.1, ear=INK)
    out += [stroke_path("M-20,-34 L-12,-18 L-22,-6 L-14,6", 3, INK),
            stroke_path("M30,-46 L22,-30 L30,-22", 3, INK),
            rect(-58, 56, 116, 10, INK, rx=3)]
    return out


def ce_wild_child(T):
    """A child with wild hair and leaves, a star above: the role model he follows."""
    hair = [(-34, 0), (-46, -14), (-36, -20), (-44, -38), (-26, -36), (-24, -54), (-8, -42), (4, -58),
            (12, -40), (30, -52), (28, -32), (46, -34), (36, -16), (46, -4), (30, -6)]
    return [
        _shoulders(0, 28, 40, 30, TEAMS["villager"][0]),
        poly(hair, HAIR),
        *_face(0, -4, 26),
        ellipse(-26, -30, 9, 5, TEAMS["villager"][0], rot=-30), ellipse(24, -40, 9, 5, TEAMS["villager"][0], rot=30),
        stroke_path("M-8,10 Q0,16 8,10", STROKE - 1, INK),
        star5(44, -58, 14, YELLOW),
    ]


def ce_wolf_hound(T):
    """Half dog, half wolf: a floppy brown ear on one side, a pointed wolf ear on the other."""
    return [
        path("M0,-36 L-26,-34 C-44,-30 -52,-10 -46,14 C-40,30 -18,40 0,50 Z", BEAR),
        path("M0,-36 L22,-32 L46,-58 L52,-10 L40,16 L18,32 L0,50 Z", INK),
        poly([(40, -46), (26, -31), (43, -20)], T, NO),
        path("M-24,-34 C-52,-40 -64,-8 -56,20 C-46,14 -40,-6 -34,-20 Z", HAIR),
        poly([(-15, 6), (15, 6), (11, 38), (0, 46), (-11, 38)], PALE),
        ellipse(0, 34, 7.5, 5.5, INK, extra=NO),
        circle(-20, -6, 6, INK, NO), circle(-18, -8, 2, PALE, NO),
        poly([(32, -10), (11, -5), (15, 3)], YELLOW, NO),
        path("M-6,42 Q-2,58 6,42 Z", ROSE),
    ]


def ce_cursed(T):
    """A villager with two bite marks, a wolf's shadow rising behind him."""
    return [
        *_wolf(T, fill=NIGHT2, eye=ROSE, dy=-18, s=1.05, ear=ROSE),
        _shoulders(0, 30, 36, 28, T),
        *_face(0, 8, 24),
        stroke_path("M-8,20 Q0,16 8,20", STROKE - 1, INK),
        circle(18, 28, 3, ROSE, NO), circle(26, 26, 3, ROSE, NO),
    ]


# --- third parties -----------------------------------------------------------------------------
def ce_vampire(T):
    """A mouth with two long fangs, a drop of blood, and a bat above."""
    return [
        bat(0, -40, 40, INK),
        path("M-52,0 Q0,-22 52,0 Q30,44 0,46 Q-30,44 -52,0 Z", TEAMS["vampire"][1]),
        path("M-40,4 Q0,-8 40,4 Q26,32 0,34 Q-26,32 -40,4 Z", INK, NO),
        poly([(-22, 2), (-10, 0), (-16, 30)], PALE),
        poly([(22, 2), (10, 0), (16, 30)], PALE),
        path("M16,36 C20,44 22,48 22,52 C22,56 19,58 16,58 C13,58 10,56 10,52 C10,48 12,44 16,36 Z", ROSE),
    ]


def ce_heretic(T):
    """A dark book of heresy between two black candles, its sigil an open eye."""
    out = [
        path("M-52,-26 L0,-18 L52,-26 L52,44 L0,52 L-52,44 Z", PURPLE),
        path("M-46,-32 Q-22,-34 0,-22 L0,46 Q-22,36 -46,38 Z", PALE),
        path("M46,-32 Q22,-34 0,-22 L0,46 Q22,36 46,38 Z", PALE),
        line(-38, -16, -8, -10, 3), line(-38, 24, -8, 30, 3), line(38, -16, 8, -10, 3), line(38, 24, 8, 30, 3),
        path("M-40,4 Q-23,-10 -6,4 Q-23,18 -40,4 Z", PURPLE, NO), circle(-23, 4, 4.5, PALE, NO),
        stroke_path("M12,-4 L34,14 M34,-4 L12,14", BOLD - 3, ROSE),
    ]
    for x in (-46, 46):
        out += [rect(x - 6, -62, 12, 30, INK),
                path(f"M{x},-82 C{x + 6},-74 {x + 6},-68 {x},-66 C{x - 6},-68 {x - 6},-74 {x},-82 Z", YELLOW)]
    return out


def ce_pied_piper(T):
    """A feathered hat, a pipe and music notes leading a little mouse."""
    out = [
        group([rect(-60, -6, 120, 12, HIDE, rx=6)] + [circle(x, 0, 2.6, INK, NO) for x in (-24, -10, 4, 18, 32)],
              transform="translate(-4,6) rotate(-24)", outline=False),
        path("M-52,-34 C-40,-60 0,-62 8,-40 L28,-44 C20,-30 -20,-24 -52,-34 Z", ROSE),
        path("M-10,-50 C0,-74 26,-80 40,-72 C24,-66 10,-56 0,-46 Z", YELLOW),
    ]
    for x, y in ((34, -16), (52, -40)):
        out += [ellipse(x, y, 7, 5, INK, rot=-20), line(x + 6, y - 2, x + 6, y - 26, 3)]
    out += [
        ellipse(-20, 44, 18, 12, STEEL),
        circle(-4, 36, 6, STEEL), circle(-36, 40, 2.5, INK, NO),
        stroke_path("M-38,48 C-52,52 -56,40 -62,46", 3, INK),
        circle(-30, 38, 2, INK, NO),
    ]
    return out


# --- New Moon (CLASSIC.md §11.31.6): the gypsy, a village card -------------------------------------
NEW_MOON_ROLES = ["gypsy"]
CRYSTAL = "#B7A3E6"


def ce_gypsy(T):
    """A crystal ball on a gold stand, a star in its mist, and two tarot cards fanned behind it."""
    out = []
    for dx, rot, sym in ((-30, -18, "moon"), (30, 18, "star")):
        inner = (true_crescent(-2, -4, 11, YELLOW, NO) if sym == "moon" else star5(0, -4, 12, YELLOW, NO))
        out.append(group([rect(-22, -36, 44, 66, NIGHT2, rx=6),
                          rect(-15, -29, 30, 52, "none", rx=3, extra=f' stroke="{MOON}" stroke-width="2"'),
                          inner], transform=f"translate({dx},-14) rotate({rot} 0 30)", outline=False))
    out += [
        path("M-34,58 L-24,36 L24,36 L34,58 Z", GOLD),
        rect(-40, 52, 80, 10, GOLD, rx=4),
        circle(0, 2, 38, CRYSTAL),
        path("M-26,-10 A28,28 0 0,1 -8,-28", "none", f' stroke="{PALE}" stroke-width="{BOLD - 3}"'),
        path("M-22,16 Q-6,6 6,16 Q18,26 28,14", "none", f' stroke="{PALE}" stroke-width="3" stroke-opacity="0.8"'),
        star4(8, 0, 12, PALE, extra=NO),
        circle(-10, 18, 2.5, PALE, NO), circle(18, -14, 2.5, PALE, NO),
    ]
    return out


CLASSIC_ROLES = FIRST_WAVE + SECOND_WAVE + NEW_MOON_ROLES
CLASSIC_EMBLEMS = {name[3:]: fn for name, fn in globals().items() if name.startswith("ce_")}


def classic_style(role: str) -> str:
    """The frame a classic card wears: the village's, the wolves', the vampires' or the solo third
    parties' (CLASSIC.md §11.17, "team of the card")."""
    if role in CLASSIC_WOLF_CARDS:
        return "werewolf"
    if role == "vampire":
        return "vampire"
    if role in CLASSIC_SOLO_CARDS:
        return "solo"
    return "villager"


def classic_badge(role: str) -> str:
    """The team badge in a classic card's top-right corner."""
    return CLASSIC_BADGE.get(role) or {"solo": "villager"}.get(classic_style(role), classic_style(role))


CLASSIC_FRAMES = dict(TEAMS, solo=(SOLO, "#1E4A66", "#E4F2FB", SOLO))
CLASSIC_WINDOW = dict(FRAME_SHAPE, solo="octagon")


def classic_card(role: str) -> str:
    style = classic_style(role)
    frame, panel, window, accent = CLASSIC_FRAMES[style]
    shape = CLASSIC_WINDOW[style]
    wp = window_path(shape)
    cy = EMBLEM_CY.get(shape, CY)
    parts = [
        rect(0, 0, W, H, frame, rx=RADIUS),
        rect(10, 10, W - 20, H - 20, panel, rx=RADIUS - 8),
        path(wp, frame, f' stroke="{frame}" stroke-width="{3 * STROKE}" stroke-linejoin="round"'),
        path(wp, window, f' stroke="{INK}" stroke-width="{STROKE}" stroke-linejoin="round"'),
        group(CLASSIC_EMBLEMS[role](accent), transform=f"translate({CX},{cy}) scale(1.12)"),
        circle(36, 36, 20, INK, f' stroke="{PALE}" stroke-width="{STROKE - 2}"'),
        group(classic_symbol(), transform="translate(36,36)", outline=False),
        group(team_badge(classic_badge(role)), transform=f"translate({W - 36},37)", outline=False),
    ]
    return svg(W, H, "\n".join(parts))


def captain_badge() -> str:
    """The captain's title (never a card): a gold medal with a star on a ribbon, 100x100."""
    parts = [
        poly([(30, 4), (46, 4), (54, 40), (38, 44)], BLUE),
        poly([(70, 4), (54, 4), (46, 40), (62, 44)], ROSE),
        circle(50, 60, 34, YELLOW),
        circle(50, 60, 25, "none", f' stroke="{HIDE}" stroke-width="3"'),
        star5(50, 61, 19, PALE),
    ]
    return svg(100, 100, group(parts))


def town_crier_badge() -> str:
    """The town crier's title (CLASSIC.md §11.31.5; never a card): a gold hand bell ringing on its
    wooden handle, 100x100 like the captain's badge."""
    parts = [
        rect(43, 4, 14, 26, BEAR, rx=6),
        circle(50, 6, 8, BEAR),
        path("M24,76 C24,50 32,30 50,30 C68,30 76,50 76,76 L84,84 L16,84 Z", GOLD),
        rect(14, 80, 72, 8, GOLD, rx=4),
        path("M36,70 C36,52 40,42 47,38", "none", f' stroke="{PALE}" stroke-width="4" stroke-opacity="0.85"'),
        circle(50, 92, 6, STEEL),
        stroke_path("M13,38 Q6,52 13,66", 4, INK), stroke_path("M87,38 Q94,52 87,66", 4, INK),
        stroke_path("M4,30 Q-4,52 4,74", 4, INK), stroke_path("M96,30 Q104,52 96,74", 4, INK),
    ]
    return svg(100, 100, group(parts))


# --------------------------------------------------------------- New Moon event cards
# CLASSIC.md §11.31.2: fifteen public event cards (the draw pile, and the town crier's hand) and
# five spiritualism cards only the gypsy uses. The same 250x350 card, stroke and corner radius as
# the role cards, but a frame of their own so they are never taken for a role: the public deck
# wears the night sky (indigo frame, a round-topped window of moonlit blue, stars in the corners,
# a new moon in the top-left badge), the spiritualism cards a ghostly violet (the window's hem
# waves like a ghost's, a candle flame in the top-left badge). The top-right badge tells the
# card's kind without words: a ballot (vote), a crescent (night), an open eye (information), two
# crossing arrows (chaos), a little ghost (spirits). y 280..330 stays empty for the app's banner.
EVENTS = [  # id, kind, in the deck's order (§11.31.2)
    ("market_day", "vote"), ("secret_ballot", "vote"), ("second_hanging", "vote"), ("captain_voice", "vote"),
    ("pillory", "vote"), ("amnesty", "vote"), ("eclipse", "night"), ("fog", "night"), ("vigil", "night"),
    ("cold_night", "night"), ("confession", "info"), ("funeral", "info"), ("census", "info"),
    ("swap_votes", "chaos"), ("moonstruck", "chaos"),
    ("seance_wolf", "spirit"), ("seance_neighbours", "spirit"), ("seance_pair", "spirit"),
    ("seance_grave", "spirit"), ("seance_cause", "spirit"),
]
EVENT_KIND = dict(EVENTS)
EVENT_STYLE = {
    #          frame      panel      window     emblem accent
    "public": ("#34428A", NIGHT, "#E1E7F6", "#4A5BA8"),
    "seance": ("#6C4A9E", "#26143D", "#EFE7F8", "#8A63C4"),
}
GREEN = "#009E73"
LEAF = "#3E8E5A"


def event_window(style: str) -> str:
    """A round-topped window (the night sky's); the spiritualism cards' hem waves like a ghost's."""
    x0, x1, top_cy, y1 = 27, 223, 160, 270
    r = (x1 - x0) // 2
    head = f"M{x0},{top_cy} A{r},{r} 0 0,1 {x1},{top_cy}"
    if style == "public":
        return f"{head} L{x1},{y1 - 16} Q{x1},{y1} {x1 - 16},{y1} L{x0 + 16},{y1} Q{x0},{y1} {x0},{y1 - 16} Z"
    n, y = 6, y1 - 8
    w = (x1 - x0) / n
    waves = "".join(f" Q{f(x1 - w * (i + 0.5))},{y + 16} {f(x1 - w * (i + 1))},{y}" for i in range(n))
    return f"{head} L{x1},{y}{waves} Z"


def event_family_symbol(style: str) -> str:
    """Top-left badge: a new moon (the public deck) or a candle flame (the spiritualism cards)."""
    if style == "public":
        return "".join([circle(0, 0, 11, "#2B3470", f' stroke="{MOON}" stroke-width="2.5"'),
                        path("M-6,-8 A10,10 0 0,0 -6,8 A12,12 0 0,1 -6,-8 Z", MOON, NO)])
    return "".join([rect(-4.5, 0, 9, 12, PALE, rx=1.5, extra=NO),
                    path("M0,-13 C6,-6 6,-2 0,0 C-6,-2 -6,-6 0,-13 Z", YELLOW, NO)])


def event_kind_symbol(kind: str) -> str:
    """Top-right badge: the card's kind, in shape."""
    if kind == "vote":
        return "".join([rect(-8, -10, 16, 20, PALE, rx=2, extra=NO),
                        stroke_path("M-4,0 L-1,4 L5,-5", 2.5, INK, ' stroke-linecap="round" stroke-linejoin="round"')])
    if kind == "night":
        return true_crescent(-2, 0, 11, YELLOW, NO, inner=0.82)
    if kind == "info":
        return "".join([path("M-12,0 Q0,-10 12,0 Q0,10 -12,0 Z", PALE, NO), circle(0, 0, 4, INK, NO)])
    if kind == "chaos":
        return "".join([line(-9, -4, 5, -4, 2.6, PALE), poly([(4, -9), (11, -4), (4, 1)], PALE, NO),
                        line(9, 5, -5, 5, 2.6, PALE), poly([(-4, 0), (-11, 5), (-4, 10)], PALE, NO)])
    if kind == "spirit":
        return "".join([path("M-8,11 L-8,-2 C-8,-12 8,-12 8,-2 L8,11 L4,7 L0,11 L-4,7 Z", GHOSTLY, NO),
                        circle(-3, -3, 1.8, INK, NO), circle(3, -3, 1.8, INK, NO)])
    raise KeyError(kind)


def _ghost(dx, dy, s, fill=GHOSTLY):
    body = "M-36,54 L-36,-14 C-36,-52 36,-52 36,-14 L36,54 L24,42 L12,54 L0,42 L-12,54 L-24,42 Z"
    return group([path(body, fill), ellipse(-13, -12, 6, 8, INK, extra=NO), ellipse(13, -12, 6, 8, INK, extra=NO),
                  ellipse(0, 10, 6, 7, INK, extra=NO)],
                 transform=f"translate({f(dx)},{f(dy)}) scale({f(s)})", outline=False)


def _outlined(d, width, colour):
    """A thick coloured stroke with the ink outline around it."""
    return (stroke_path(d, width + 2 * STROKE, INK, ' stroke-linecap="round" stroke-linejoin="round"')
            + stroke_path(d, width, colour, ' stroke-linecap="round" stroke-linejoin="round"'))


# --- the public deck ---------------------------------------------------------------------------------
def ev_market_day(T):
    """A market stall: a striped, scalloped awning over a counter of fruit."""
    out = [rect(-50, -34, 8, 88, BEAR), rect(42, -34, 8, 88, BEAR),
           path("M-46,-60 L46,-60 L60,-30 L-60,-30 Z", ROSE)]
    for i in range(3):  # pale stripes on the awning
        a = -46 + 92 * (2 * i + 1) / 6
        b = -60 + 120 * (2 * i + 1) / 6
        c = -46 + 92 * (2 * i + 2) / 6
        d = -60 + 120 * (2 * i + 2) / 6
        out.append(poly([(a, -60), (c, -60), (d, -30), (b, -30)], PALE, NO))
    for i in range(6):
        x = -50 + 20 * i
        out.append(path(f"M{x - 10},-30 A10,10 0 0,0 {x + 10},-30 Z", ROSE if i % 2 == 0 else PALE))
    out.append(path("M-60,-60 L60,-60 L60,-30 L-60,-30", "none", NO))
    out += [
        circle(-30, 14, 11, YELLOW), circle(-8, 12, 11, GREEN), circle(14, 14, 11, ROSE), circle(34, 12, 10, FOX),
        circle(-19, 2, 10, FOX), circle(4, 0, 10, YELLOW), circle(25, 1, 9, GREEN),
        rect(-60, 22, 120, 28, HIDE, rx=4),
        line(-54, 36, 54, 36, 3, "#B08C5A"),
    ]
    return out


def ev_secret_ballot(T):
    """A sealed ballot box: a folded ballot slipping into its slot, a wax seal on the front."""
    return [
        group([rect(-16, -40, 32, 40, PALE, rx=2), line(-9, -30, 9, -30, 3), line(-9, -21, 5, -21, 3)],
              transform="translate(0,-16) rotate(8 0 -20)", outline=False),
        rect(-46, -12, 92, 70, BLUE, rx=6),
        poly([(-52, -12), (52, -12), (44, -28), (-44, -28)], SKY),
        rect(-20, -24, 40, 6, INK, rx=2, extra=NO),
        poly([(-8, 30), (-18, 52), (-6, 48), (0, 56), (4, 34)], ROSE),
        poly([(8, 30), (18, 52), (6, 48), (0, 56), (-4, 34)], ROSE),
        circle(0, 24, 15, ROSE),
        star4(0, 24, 9, PALE, 0.4, NO),
    ]


def _gavel(rot, head):
    return group([
        rect(-5, -16, 10, 64, HIDE, rx=4),
        rect(-30, -44, 60, 28, head, rx=6),
        rect(-34, -40, 8, 20, GOLD, rx=2), rect(26, -40, 8, 20, GOLD, rx=2),
    ], transform=f"translate(0,-2) rotate({rot})", outline=False)


def ev_second_hanging(T):
    """Two judge's gavels crossed over their sounding block: two trials in one day."""
    return [
        rect(-48, 46, 96, 14, BEAR, rx=5),
        rect(-36, 38, 72, 10, "#B08C5A", rx=4),
        _gavel(-36, BEAR),
        _gavel(36, "#6E4524"),
    ]


def ev_captain_voice(T):
    """The captain's medal under three stars: his ballot weighs three."""
    return [
        poly([(-22, -26), (-6, -26), (4, 12), (-12, 16)], BLUE),
        poly([(22, -26), (6, -26), (-4, 12), (12, 16)], ROSE),
        circle(0, 22, 32, YELLOW),
        circle(0, 22, 23, "none", f' stroke="{HIDE}" stroke-width="3"'),
        star5(0, 23, 17, PALE),
        star5(-40, -42, 13, YELLOW), star5(0, -54, 13, YELLOW), star5(40, -42, 13, YELLOW),
    ]


def ev_pillory(T):
    """The pillory: a wooden board with holes for the head and the hands, on its post."""
    return [
        rect(-8, 0, 16, 56, BEAR),
        rect(-32, 52, 64, 10, BEAR, rx=4),
        rect(-58, -40, 116, 40, HIDE, rx=5),
        line(-58, -20, 58, -20, STROKE),
        circle(-38, -20, 8, INK, NO), circle(0, -20, 13, INK, NO), circle(38, -20, 8, INK, NO),
        rect(-62, -26, 8, 12, STEEL, rx=2), rect(54, -26, 8, 12, STEEL, rx=2),
    ]


def ev_amnesty(T):
    """A white dove carrying an olive branch: nobody dies by today's verdict."""
    out = [
        poly([(-30, 14), (-62, 34), (-58, 4)], PALE),
        path("M-40,10 C-30,34 16,38 34,12 C40,2 40,-12 34,-18 C20,-6 -10,0 -40,10 Z", PALE),
        path("M-12,4 C-24,-26 -8,-54 18,-62 C12,-40 18,-18 12,2 Z", PALE),
        path("M-2,0 C-8,-20 0,-38 14,-46", "none", f' stroke="{STEEL}" stroke-width="3"'),
        circle(38, -16, 14, PALE),
        poly([(50, -20), (62, -14), (50, -10)], YELLOW),
        circle(40, -19, 2.6, INK, NO),
        stroke_path("M58,-10 Q56,14 40,30", 3, LEAF),
    ]
    for x, y, a in ((54, 2, 30), (46, 20, -20), (52, 18, 60)):
        out.append(ellipse(x, y, 8, 4, GREEN, rot=a))
    return out


def ev_eclipse(T):
    """A moon swallowed by the earth's shadow, its rim and the rays around it still shining."""
    out = []
    for i in range(12):
        a = math.radians(30 * i + 15)
        out.append(line(54 * math.cos(a), 54 * math.sin(a), 64 * math.cos(a), 64 * math.sin(a), STROKE, YELLOW))
    out += [
        circle(0, 0, 46, MOON),
        circle(10, -8, 42, "#3A2A4A", NO),
        circle(0, 0, 46, "none"),
        circle(18, -20, 5, "#4E3D60", NO), circle(-4, 4, 7, "#4E3D60", NO), circle(22, 14, 4, "#4E3D60", NO),
    ]
    return out


def ev_fog(T):
    """The seer's eye behind bands of fog."""
    return [
        path("M-56,0 Q0,-46 56,0 Q0,46 -56,0 Z", PALE),
        circle(0, 0, 20, T), circle(0, 0, 9, INK, NO), circle(5, -5, 4, PALE, NO),
        _outlined("M-58,-34 Q-38,-46 -18,-34 T22,-34 T58,-34", 8, STEEL),
        _outlined("M-58,18 Q-38,6 -18,18 T22,18 T58,18", 10, STEEL),
        _outlined("M-46,46 Q-26,34 -6,46 T34,46 T54,46", 8, STEEL),
    ]


def ev_vigil(T):
    """A candle burning before the bodyguard's shield all night long."""
    return [
        path("M0,-60 L48,-44 C48,0 32,36 0,58 C-32,36 -48,0 -48,-44 Z", BLUE),
        path("M0,-46 L36,-34 C36,0 24,26 0,44 C-24,26 -36,0 -36,-34 Z", "none",
             f' stroke="{SKY}" stroke-width="3"'),
        circle(0, -20, 18, YELLOW, ' fill-opacity="0.35" stroke="none"'),
        rect(-10, -6, 20, 44, PALE, rx=3),
        line(0, -6, 0, -12, 3),
        path("M0,-36 C9,-24 9,-16 0,-12 C-9,-16 -9,-24 0,-36 Z", YELLOW),
        ellipse(0, 40, 24, 7, STEEL),
    ]


def ev_cold_night(T):
    """A large snowflake: the witch's poison freezes."""
    out = []
    arms = []
    for i in range(6):
        a = math.radians(60 * i - 90)
        c, s = math.cos(a), math.sin(a)
        arms.append(f"M0,0 L{f(56 * c)},{f(56 * s)}")
        for r0, r1 in ((32, 16), (48, 10)):
            bx, by = r0 * c, r0 * s
            for turn in (-1, 1):
                b = a + turn * math.radians(50)
                arms.append(f"M{f(bx)},{f(by)} L{f(bx + r1 * math.cos(b))},{f(by + r1 * math.sin(b))}")
    d = " ".join(arms)
    out += [stroke_path(d, BOLD + 2, INK, ' stroke-linecap="round"'),
            stroke_path(d, BOLD - 4, SKY, ' stroke-linecap="round"'),
            circle(0, 0, 10, PALE)]
    return out


def ev_confession(T):
    """A speech bubble with a heart: a secret told to one ear only."""
    d = ("M-30,-48 L30,-48 Q56,-48 56,-22 L56,4 Q56,30 30,30 L-8,30 L-40,56 L-30,30 "
         "Q-56,30 -56,4 L-56,-22 Q-56,-48 -30,-48 Z")
    return [path(d, PALE), heart(0, -10, 22, ROSE)]


def ev_funeral(T):
    """A coffin with a white lily laid across it."""
    return [
        poly([(-22, -60), (22, -60), (36, -30), (24, 60), (-24, 60), (-36, -30)], BEAR),
        poly([(-14, -48), (14, -48), (24, -28), (16, 48), (-16, 48), (-24, -28)], "none",
             f' stroke="{HIDE}" stroke-width="3"'),
        stroke_path("M-30,46 Q0,14 20,-18", 4, LEAF),
        ellipse(-10, 24, 10, 5, GREEN, rot=-60),
        path("M20,-18 C8,-30 12,-48 26,-50 C24,-40 26,-30 20,-18 Z", PALE),
        path("M20,-18 C30,-30 46,-30 50,-18 C40,-18 30,-16 20,-18 Z", PALE),
        path("M20,-18 C30,-12 36,2 28,10 C24,0 20,-8 20,-18 Z", PALE),
        circle(20, -18, 4, YELLOW),
    ]


def ev_census(T):
    """Five tally marks on a sheet, under a wolf's paw print: the living wolves are counted."""
    out = [rect(-54, -34, 108, 86, PALE, rx=6)]
    d = " ".join(f"M{x},-16 L{x},34" for x in (-34, -18, -2, 14)) + " M-44,24 L24,-6"
    out += [stroke_path(d, BOLD - 2, INK, ' stroke-linecap="round"')]
    out += [ellipse(36, 36, 9, 7, INK, extra=NO), circle(26, 24, 3.6, INK, NO), circle(33, 20, 3.6, INK, NO),
            circle(41, 20, 3.6, INK, NO), circle(47, 25, 3.6, INK, NO)]
    out += [_wolf_ears(T)]
    return out


def _wolf_ears(T):
    """A wolf peeking over the sheet: the top of its head and its ears."""
    return group([
        path("M-34,-34 L-30,-60 L-14,-46 L14,-46 L30,-60 L34,-34 Z", INK),
        poly([(-28, -50), (-18, -44), (-28, -40)], T, NO), poly([(28, -50), (18, -44), (28, -40)], T, NO),
        poly([(-22, -40), (-8, -38), (-12, -35)], YELLOW, NO), poly([(22, -40), (8, -38), (12, -35)], YELLOW, NO),
    ], outline=False, extra=f' stroke="{INK}" stroke-width="{STROKE}" stroke-linejoin="round"')


def ev_swap_votes(T):
    """Two neighbours, and two arrows changing their places."""
    return [
        _shoulders(-40, 6, 18, 26, SKY), circle(-40, -8, 13, SKIN),
        _shoulders(40, 6, 18, 26, ROSE), circle(40, -8, 13, SKIN),
        _outlined("M-36,-34 Q0,-70 34,-34", 6, YELLOW),
        poly([(24, -40), (44, -24), (44, -46)], YELLOW),
        _outlined("M36,46 Q0,80 -34,46", 6, PALE),
        poly([(-24, 52), (-44, 36), (-44, 58)], PALE),
    ]


def ev_moonstruck(T):
    """A sleepy crescent moon in a nightcap, and footprints wandering off."""
    out = [
        true_crescent(-12, 0, 48, MOON, inner=0.8),
        stroke_path("M-30,-6 Q-24,0 -18,-6", STROKE, INK),
        path("M-4,-46 C-20,-64 8,-72 30,-60 C40,-54 46,-40 50,-28 C36,-40 20,-48 -4,-46 Z", ROSE),
        circle(52, -26, 7, PALE),
    ]
    for x, y in ((34, 20), (50, 30), (40, 46), (56, 56)):  # bare footprints: the sole, then the heel
        out += [ellipse(x, y, 4.5, 7, INK, rot=35, extra=NO), ellipse(x - 5, y + 9, 3.4, 4, INK, rot=35, extra=NO)]
    return out


# --- the spiritualism cards (the gypsy's) ----------------------------------------------------------------
def ev_seance_wolf(T):
    """A ghost pointing straight at a wolf: is this one a wolf?"""
    return [
        path("M-10,-4 L24,-20 L30,-12 L-2,6 Z", GHOSTLY),
        _ghost(-24, 12, 0.86),
        *_wolf(T, fill=INK, s=0.5, dx=32, dy=-56),
    ]


def ev_seance_neighbours(T):
    """Three houses side by side, a spirit floating over the middle one."""
    out = []
    for x, col in ((-40, PALE), (0, T), (40, PALE)):
        out += [rect(x - 16, 28, 32, 30, col), poly([(x - 22, 30), (x, 8), (x + 22, 30)], INK),
                rect(x - 5, 42, 10, 16, HIDE)]
    out.append(_ghost(0, -32, 0.62))
    return out


def ev_seance_pair(T):
    """A pair of scales weighing two faces, a spirit holding the beam: the same team or not?"""
    out = [
        rect(-5, -18, 10, 70, GOLD),
        rect(-30, 50, 60, 10, GOLD, rx=4),
        line(-48, -12, 48, -12, BOLD, INK),
        line(-48, -12, 48, -12, BOLD - 2 * STROKE + 4, GOLD),
        line(-48, -12, -60, 20, 3), line(-48, -12, -36, 20, 3),
        line(48, -12, 36, 20, 3), line(48, -12, 60, 20, 3),
        path("M-64,20 A16,12 0 0,0 -32,20 Z", GOLD), path("M32,20 A16,12 0 0,0 64,20 Z", GOLD),
        circle(-48, 6, 10, SKIN), circle(48, 6, 10, SKIN),
    ]
    out.append(_ghost(0, -42, 0.5))
    return out


def ev_seance_grave(T):
    """A gravestone showing a face-down card, a spirit's wisp rising from it: which card?"""
    return [
        path("M-60,58 Q-40,44 -20,54 Q0,44 20,54 Q40,44 60,58 Z", GREEN),
        path("M-34,52 L-34,-14 C-34,-50 34,-50 34,-14 L34,52 Z", STONE),
        group([rect(-14, -20, 28, 40, NIGHT2, rx=4), true_crescent(-2, 0, 8, MOON, NO)],
              transform="translate(0,8)", outline=False),
        _outlined("M22,-44 C36,-52 30,-64 44,-66", 4, GHOSTLY),
    ]


def ev_seance_cause(T):
    """A spirit telling its story in a speech bubble: how did it die?"""
    d = "M-6,-58 L44,-58 Q60,-58 60,-42 L60,-26 Q60,-10 44,-10 L12,-10 L-2,4 L0,-10 Q-22,-10 -22,-26 L-22,-42 Q-22,-58 -6,-58 Z"
    return [
        path(d, PALE),
        circle(6, -34, 5, INK, NO), circle(19, -34, 5, INK, NO), circle(32, -34, 5, INK, NO),
        _ghost(-20, 18, 0.8),
    ]


EVENT_EMBLEMS = {name[3:]: fn for name, fn in globals().items() if name.startswith("ev_")}


def event_style(eid: str) -> str:
    return "seance" if EVENT_KIND[eid] == "spirit" else "public"


def _event_stars(colour: str) -> list[str]:
    """A few stars in the panel around the window's round top (the same on every card of a style)."""
    out = []
    for x, y, r in ((20, 96, 5), (230, 96, 5), (64, 16, 4), (186, 16, 4)):
        out.append(star4(x, y, r, colour, 0.3, NO))
    for x, y in ((18, 130), (232, 130), (96, 16), (154, 16), (20, 66), (230, 66)):
        out.append(circle(x, y, 1.6, colour, ' stroke="none" fill-opacity="0.8"'))
    return out


def event_card(eid: str) -> str:
    style = event_style(eid)
    frame, panel, window, accent = EVENT_STYLE[style]
    wp = event_window(style)
    star = MOON if style == "public" else GHOSTLY
    parts = [
        rect(0, 0, W, H, frame, rx=RADIUS),
        rect(10, 10, W - 20, H - 20, panel, rx=RADIUS - 8),
        *_event_stars(star),
        path(wp, frame, f' stroke="{frame}" stroke-width="{3 * STROKE}" stroke-linejoin="round"'),
        path(wp, window, f' stroke="{INK}" stroke-width="{STROKE}" stroke-linejoin="round"'),
        group(EVENT_EMBLEMS[eid](accent), transform=f"translate({CX},{CY + 6}) scale(1.2)"),
        circle(36, 36, 20, INK, f' stroke="{PALE}" stroke-width="{STROKE - 2}"'),
        group(event_family_symbol(style), transform="translate(36,36)", outline=False),
        circle(W - 36, 36, 20, INK, f' stroke="{PALE}" stroke-width="{STROKE - 2}"'),
        group(event_kind_symbol(EVENT_KIND[eid]), transform=f"translate({W - 36},36)", outline=False),
    ]
    return svg(W, H, "\n".join(parts))


def event_back() -> str:
    """The back of every event card (shown before the dawn draw turns it): a new moon, dark with a
    thin lit rim, in a starry sky inside a double gold rule. Not the role cards' back (a full moon)."""
    rng = random.Random(31)
    frame = EVENT_STYLE["public"][0]
    parts = [
        rect(0, 0, W, H, frame, rx=RADIUS),
        rect(10, 10, W - 20, H - 20, NIGHT, rx=RADIUS - 8),
        rect(18, 18, W - 36, H - 36, "none", rx=RADIUS - 8, extra=f' stroke="{GOLD}" stroke-width="2"'),
        rect(24, 24, W - 48, H - 48, "none", rx=RADIUS - 10,
             extra=f' stroke="{GOLD}" stroke-width="1.5" stroke-opacity="0.6"'),
    ]
    placed = []
    while len(placed) < 40:
        x, y = rng.uniform(34, W - 34), rng.uniform(34, H - 34)
        if math.hypot(x - CX, y - H / 2) < 80 or any(math.hypot(x - a, y - b) < 18 for a, b in placed):
            continue
        placed.append((x, y))
    for i, (x, y) in enumerate(placed):
        if i % 6 == 0:
            parts.append(star4(x, y, 6, MOON, 0.28))
        else:
            parts.append(circle(x, y, 1.5 if i % 3 else 2.2, MOON, ' fill-opacity="0.8"'))
    my = H / 2
    for k in range(8):  # a ring of little phases around the new moon
        a = math.radians(45 * k - 90)
        x, y = CX + 74 * math.cos(a), my + 74 * math.sin(a)
        parts.append(circle(x, y, 5, MOON if k == 4 else "#2B3470", f' stroke="{MOON}" stroke-width="1.5"'))
    parts += [
        circle(CX, my, 58, MOON, ' fill-opacity="0.08"'),
        circle(CX, my, 50, "#0B1029", f' stroke="{MOON}" stroke-width="3"'),
        path(f"M{CX - 28},{f(my - 41)} A50,50 0 0,0 {CX - 28},{f(my + 41)} "
             f"A58,58 0 0,1 {CX - 28},{f(my - 41)} Z", MOON, ' fill-opacity="0.85"'),
        circle(CX + 14, my - 12, 8, "#141B3A"), circle(CX + 20, my + 18, 5, "#141B3A"),
    ]
    for x, y in ((44, 44), (W - 44, 44), (44, H - 44), (W - 44, H - 44)):
        parts.append(star4(x, y, 9, GOLD, 0.25))
    return svg(W, H, "\n".join(parts))


# ---------------------------------------------------------------------- main
def write(rel: str, text: str) -> None:
    ET.fromstring(text)  # well-formed, no duplicated attributes
    p = ROOT / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")


def main() -> None:
    missing = [r for r in ROLE_IDS if r not in EMBLEMS]
    assert not missing, missing
    assert len(ROLE_IDS) == 44, len(ROLE_IDS)
    for role in ROLE_IDS:
        write(f"roles/{role}.svg", role_card(role))
    write("roles/card_back.svg", card_back())
    for m in MARKS:
        write(f"marks/{m}.svg", mark_token(m))
    write("marks/mark_back.svg", mark_back())
    write("marks/space_empty.svg", space_empty())
    write("tokens/shield.svg", shield_token())
    write("tokens/artifact_back.svg", artifact_back())
    for a in ARTIFACTS:
        write(f"artifacts/{a}.svg", artifact(a))
    write("icons/app.svg", app_icon())
    assert sorted(CLASSIC_EMBLEMS) == sorted(CLASSIC_ROLES), sorted(CLASSIC_EMBLEMS)
    for role in CLASSIC_ROLES:
        write(f"roles/classic/{role}.svg", classic_card(role))
    write("tokens/captain.svg", captain_badge())
    write("tokens/town_crier.svg", town_crier_badge())
    assert [e for e, _ in EVENTS] == list(EVENT_EMBLEMS) and len(EVENTS) == 20, sorted(EVENT_EMBLEMS)
    for eid, _kind in EVENTS:
        write(f"events/{eid}.svg", event_card(eid))
    write("events/event_back.svg", event_back())
    for team in BADGE_SHAPE:
        write(f"teams/{team}.svg", team_badge_svg(team))
    print(f"wrote {len(ROLE_IDS)} role cards, {len(MARKS)} marks, {len(ARTIFACTS)} artifacts, "
          f"{len(CLASSIC_ROLES)} classic cards, the captain's and the town crier's badges, "
          f"{len(EVENTS)} event cards and their back, and {len(BADGE_SHAPE)} team badges")


if __name__ == "__main__":
    main()
