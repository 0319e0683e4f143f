"""Team identity without colour (ART.md "Teams: colour and shape"): every team has a badge —
its own shape with its emblem — drawn by resources/tools/make_art.py into teams/<team>.svg and
onto each role card's top-right corner, so a colour-blind player tells the teams apart by
shape alone (a grey copy of any screen still shows it).

The same badge is shown wherever a team is named: on the cards, on the tokens that put their
holder on a team, on the winners' cards at the reveal, beside the teams' results, in the
classic end screen's Team column and in the deck builders' legends.
"""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from .resources import svg

# Each team's shape; an apprentice's shape is its master's, half filled (make_art.BADGE_SHAPE).
SHAPES = {
    "villager": "circle",
    "werewolf": "triangle",
    "vampire": "arch",
    "tanner": "square",
    "apprentice_tanner": "half square",
    "assassin": "diamond",
    "apprentice_assassin": "half diamond",
    "lovers": "heart",
    # the classic extended preset's solo teams (CLASSIC.md §11.18)
    "white_wolf": "inverted triangle",
    "pied_piper": "hexagon",
    "heretic": "star",
    "sectarian": "hourglass",
}
ONE_NIGHT_TEAMS = ("villager", "werewolf", "vampire", "tanner", "apprentice_tanner", "assassin",
                   "apprentice_assassin")
CLASSIC_TEAMS = ("village", "wolves", "lovers")
# The classic game's teams wear the One Night badges of the same side.
ALIASES = {"village": "villager", "wolves": "werewolf", "vampires": "vampire"}


def badge_team(team: str) -> str:
    """The badge a team (One Night, or a classic team or result) wears, "" for none (a draw)."""
    team = ALIASES.get(team, team)
    return team if team in SHAPES else ""


def shape_of(team: str) -> str:
    return SHAPES.get(badge_team(team), "")


def badge_art(team: str) -> str:
    """The badge's picture (a path relative to resources/), "" for none."""
    t = badge_team(team)
    return f"teams/{t}.svg" if t else ""


@lru_cache(maxsize=64)
def badge_pixmap(team: str, side: int) -> QPixmap:
    pm = QPixmap(side, side)
    pm.fill(Qt.GlobalColor.transparent)
    rel = badge_art(team)
    if rel:
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        svg(rel).render(p, QRectF(0, 0, side, side))
        p.end()
    return pm


def badge_icon(team: str, side: int = 44) -> QIcon | None:
    """The badge as an icon (None for a team without one)."""
    return QIcon(badge_pixmap(team, side)) if badge_art(team) else None


class TeamLegend(QWidget):
    """A row of badges, each with its team's name (plain text): what the shapes mean."""

    def __init__(self, side: int = 22, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.teams: list[tuple[str, str]] = []
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(6)
        self._widgets: list[QWidget] = []

    def set_teams(self, teams: list[tuple[str, str]]) -> None:
        """(team, its translated name) in the order shown."""
        teams = [(t, n) for t, n in teams if badge_art(t)]
        if teams == self.teams:
            return
        self.teams = teams
        for w in self._widgets:
            self._row.removeWidget(w)
            w.hide()
            w.setParent(None)
            w.deleteLater()
        self._widgets = []
        while self._row.count():
            self._row.takeAt(0)
        for k, (team, name) in enumerate(teams):
            if k:
                self._row.addSpacing(10)
            icon = QLabel(self)
            icon.setTextFormat(Qt.TextFormat.PlainText)
            ratio = self.devicePixelRatioF() or 1.0
            pm = QPixmap(badge_pixmap(team, int(self.side * ratio)))
            pm.setDevicePixelRatio(ratio)
            icon.setPixmap(pm)
            icon.setFixedSize(QSize(self.side, self.side))
            icon.setAccessibleName(name)
            text = QLabel(name, self)
            text.setTextFormat(Qt.TextFormat.PlainText)
            text.setProperty("muted", True)
            self._row.addWidget(icon)
            self._row.addWidget(text)
            self._widgets += [icon, text]
        self._row.addStretch(1)
        self.setVisible(bool(teams))

    def names(self) -> list[str]:
        return [n for _, n in self.teams]


def team_lines_model(parent=None):
    """A LinesModel whose rows of a team's kind (the reveal's results, each player's line) show
    that team's badge."""
    from .models import LINE_KIND, LinesModel

    class TeamLinesModel(LinesModel):
        def data(self, index, role: int = Qt.ItemDataRole.DisplayRole):
            if role == Qt.ItemDataRole.DecorationRole:
                return badge_icon(super().data(index, LINE_KIND) or "")
            return super().data(index, role)

    return TeamLinesModel(parent)


def team_lines_view(model, side: int = 24):
    """A LinesView for a team_lines_model: the badges at `side` pixels, the text wrapped beside."""
    from .lines import IconLinesDelegate, LinesView

    view = LinesView(model)
    view.setItemDelegate(IconLinesDelegate(view))
    view.setIconSize(QSize(side, side))
    return view
