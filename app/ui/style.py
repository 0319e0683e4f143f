"""Colours, fonts and the style sheet: dusk violet, night navy, day parchment (ART.md)."""
from __future__ import annotations

from PySide6.QtGui import QColor

TEAM_COLOURS = {
    "villager": "#009E73",
    "werewolf": "#D55E00",
    "vampire": "#CC79A7",
    "tanner": "#E69F00",
    "apprentice_tanner": "#E69F00",
    "assassin": "#9A9A9A",
    "apprentice_assassin": "#9A9A9A",
}
LEGAL = QColor("#F0E442")  # Okabe-Ito yellow: a target you may click
SELECTED = QColor("#56B4E9")  # Okabe-Ito sky blue: a target you picked
MOON = QColor("#F3EBC3")
INK = QColor("#1D2233")

MOODS = {
    # background top, background bottom, text, muted text, panel
    "dusk": ("#2B1F55", "#4A2E6E", "#F3EBC3", "#C9B8E8", "rgba(20, 12, 45, 0.55)"),
    "night": ("#0A1230", "#16224A", "#F3EBC3", "#9FB0D9", "rgba(5, 10, 30, 0.55)"),
    "curtain": ("#070B1E", "#101838", "#F3EBC3", "#8C97BF", "rgba(0, 0, 0, 0.3)"),
    "day": ("#F6ECD4", "#E9D7AE", "#2E2416", "#6B5A3E", "rgba(255, 250, 238, 0.75)"),
    "reveal": ("#1B1F3A", "#2C2350", "#FFF8E7", "#C7C3E0", "rgba(10, 10, 30, 0.5)"),
}


LARGE_TEXT = 1.25  # the "Larger text" setting's factor
_TEXT_SCALE = [1.0]


def text_scale() -> float:
    """1, or LARGE_TEXT with the "Larger text" setting."""
    return _TEXT_SCALE[0]


def set_text_scale(scale: float) -> None:
    _TEXT_SCALE[0] = scale


def zoom_for(size) -> float:
    """How much larger than at 1280×720 the text should be (steps of 0.25, at least 1), times the
    "Larger text" factor."""
    z = min(size.width() / 1280.0, size.height() / 720.0)
    return max(1.0, round(z * 4) / 4) * text_scale()


def mood_sheet(mood: str, zoom: float = 1.0) -> str:
    """The style sheet of one page (its background, text colours, buttons and panels)."""
    top, bottom, text, muted, panel = MOODS[mood]

    def pt(v: float) -> str:
        return f"{v * zoom:.1f}pt"

    def px(v: float) -> str:
        return f"{round(v * zoom)}px"

    dark = mood != "day"
    button_bg = "rgba(243, 235, 195, 0.14)" if dark else "rgba(60, 40, 10, 0.08)"
    button_border = "rgba(243, 235, 195, 0.45)" if dark else "rgba(60, 40, 10, 0.35)"
    primary_bg = "#F0E442" if dark else "#2E5E4E"
    primary_text = "#1D2233" if dark else "#FFF8E7"
    field_bg = "rgba(0, 0, 0, 0.25)" if dark else "rgba(255, 255, 255, 0.7)"
    return f"""
#page {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {top}, stop:1 {bottom}); }}
#page QLabel, #page QCheckBox, #page QRadioButton {{ color: {text}; font-size: {pt(12.5)}; }}
#page QLabel[muted="true"] {{ color: {muted}; }}
#page QLabel[heading="true"] {{ font-size: {pt(22)}; font-weight: bold; }}
#page QLabel[subheading="true"] {{ font-size: {pt(15)}; font-weight: bold; }}
#page QLabel[strong="true"] {{ font-weight: bold; }}
#page QLabel[title="true"] {{ font-size: {pt(34)}; font-weight: bold; }}
#page QLabel[problem="true"] {{ color: {"#FFB4A0" if dark else "#A0300A"}; font-weight: bold; }}
#page QLabel[ok="true"] {{ color: {"#9BE5C8" if dark else "#1E6B4F"}; font-weight: bold; }}
#page QFrame[panel="true"] {{ background: {panel}; border-radius: 14px; }}
#page QPushButton, #page QToolButton {{
    color: {text}; background: {button_bg}; border: 2px solid {button_border};
    border-radius: {px(10)}; padding: {px(8)} {px(18)}; min-height: {px(30)}; font-size: {pt(12)}; }}
#page QPushButton:hover, #page QToolButton:hover {{ border-color: {text}; }}
#page QPushButton:focus, #page QToolButton:focus {{ border-color: #56B4E9; }}
#page QPushButton:disabled {{ color: {muted}; border-color: rgba(128, 128, 128, 0.35); }}
#page QPushButton[primary="true"] {{ background: {primary_bg}; color: {primary_text}; border-color: {primary_bg};
    font-weight: bold; }}
#page QPushButton[primary="true"]:disabled {{ background: rgba(128, 128, 128, 0.3); color: {muted};
    border-color: rgba(128, 128, 128, 0.3); }}
#page QPushButton[big="true"] {{ font-size: {pt(16)}; padding: {px(12)} {px(28)}; min-width: {px(260)}; }}
#page QLineEdit, #page QSpinBox, #page QComboBox {{
    color: {text}; background: {field_bg}; border: 2px solid {button_border}; border-radius: 8px;
    padding: {px(6)} {px(10)}; font-size: {pt(12)}; selection-background-color: #56B4E9; }}
#page QCheckBox::indicator {{ width: {px(20)}; height: {px(20)}; border: 2px solid {button_border};
    border-radius: 5px; background: {field_bg}; }}
#page QCheckBox::indicator:checked {{ background: #F0E442; border-color: #F0E442; }}
#page QCheckBox::indicator:focus {{ border-color: #56B4E9; }}
#page QRadioButton::indicator {{ width: {px(18)}; height: {px(18)}; border: 2px solid {button_border};
    border-radius: {px(11)}; background: {field_bg}; }}
#page QRadioButton::indicator:checked {{ background: #F0E442; border-color: #F0E442; }}
#page QRadioButton:focus, #page QCheckBox:focus {{ text-decoration: underline; }}
#page QScrollArea, #page QScrollArea > QWidget > QWidget[deckInner="true"] {{ background: transparent; border: none; }}
#page QPushButton[stepper="true"] {{ padding: 0px; min-width: {px(38)}; max-width: {px(38)}; min-height: {px(30)};
    font-size: {pt(15)}; font-weight: bold; }}
#page QFrame[deckCard="true"] {{ background: rgba(0, 0, 0, 0.16); border-radius: 10px; }}
#page QFrame[deckCard="true"][inDeck="true"] {{ background: rgba(240, 228, 66, 0.14); border: 2px solid rgba(240, 228, 66, 0.55); }}
#page QComboBox QAbstractItemView {{ color: {text}; background: {top}; selection-background-color: #56B4E9; }}
#page QListView, #page QTextBrowser {{
    color: {text}; background: {field_bg}; border: none; border-radius: 10px; font-size: {pt(13)}; padding: 4px; }}
#page QListView::item {{ padding: 4px; }}
#page QListView::item:selected {{ background: rgba(86, 180, 233, 0.45); color: {text}; }}
#page QTabWidget::pane {{ border: none; }}
#page QTabBar::tab {{ color: {muted}; background: transparent; padding: {px(8)} {px(18)}; font-size: {pt(12)};
    border-bottom: 3px solid transparent; }}
#page QTabBar::tab:selected {{ color: {text}; border-bottom: 3px solid #F0E442; font-weight: bold; }}
#page QScrollBar:vertical {{ background: transparent; width: 12px; }}
#page QScrollBar::handle:vertical {{ background: {button_border}; border-radius: 6px; min-height: 30px; }}
#page QScrollBar::add-line, #page QScrollBar::sub-line {{ height: 0; }}
QToolTip {{ color: #1D2233; background: #FFF8E7; border: 1px solid #1D2233; padding: 4px; font-size: 11pt; }}
"""


def team_colour(team: str) -> QColor:
    return QColor(TEAM_COLOURS.get(team, "#CCCCCC"))
