"""Settings and rules dialogs."""
from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QMessageBox,
                               QSpinBox, QTextBrowser, QVBoxLayout, QWidget)

from app.core.onenight.catalog import ARTIFACTS, MARKS, ROLES, Box

from . import style, texts
from .models import ROLE_ORDER
from .settings import Settings

LANGUAGES = [("", "System"), ("en", "English"), ("vi", "Tiếng Việt")]


def dress(dialog: QWidget, mood: str = "dusk") -> None:
    """Give a dialog the game's look (ART.md): its mood's background, text and buttons."""
    dialog.setObjectName("page")
    dialog.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    parent = dialog.parentWidget()
    zoom = style.zoom_for(parent.window().size()) if parent is not None else style.text_scale()
    dialog.setStyleSheet(style.mood_sheet(mood, zoom))


def confirm(parent: QWidget | None, title: str, text: str, yes: str, no: str) -> bool:
    """Ask before something the player may not have meant (the safe answer is the default)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setText(title)
    box.setInformativeText(text)
    yes_button = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    no_button = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(no_button)
    box.setEscapeButton(no_button)
    dress(box)
    box.exec()
    return box.clickedButton() is yes_button


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        dress(self)
        self.setWindowTitle(self.tr("Settings"))
        self.min_visit = QSpinBox()
        self.min_visit.setRange(0, 60)
        self.min_visit.setSuffix(self.tr(" s"))
        self.min_visit.setValue(settings.min_visit_ms // 1000)
        self.min_visit.setToolTip(self.tr("Every visit lasts at least this long, so that nobody can tell who acted."))
        self.day = QSpinBox()
        self.day.setRange(1, 30)
        self.day.setSuffix(self.tr(" min"))
        self.day.setValue(max(1, settings.day_seconds // 60))
        self.private_vote = QCheckBox(self.tr("Vote in secret, passing the laptop round"))
        self.private_vote.setChecked(settings.private_vote)
        self.animations = QCheckBox(self.tr("Animate card flips"))
        self.animations.setChecked(settings.animation_ms > 0)
        self.fullscreen = QCheckBox(self.tr("Full screen (F11)"))
        self.fullscreen.setChecked(settings.fullscreen)
        self.large_text = QCheckBox(self.tr("Larger text, to read from across the table"))
        self.large_text.setChecked(settings.large_text)
        self.language = QComboBox()
        for code, name in LANGUAGES:
            self.language.addItem(self.tr("Follow the system") if not code else name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        note = QLabel()
        note.setTextFormat(Qt.TextFormat.PlainText)
        note.setText(self.tr("A new language applies the next time the game starts."))
        note.setProperty("muted", True)
        form = QFormLayout()
        form.addRow(self.tr("Shortest visit"), self.min_visit)
        form.addRow(self.tr("Discussion time"), self.day)
        form.addRow("", self.private_vote)
        form.addRow("", self.animations)
        form.addRow("", self.fullscreen)
        form.addRow("", self.large_text)
        form.addRow(self.tr("Language"), self.language)
        form.addRow("", note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.setContentsMargins(24, 20, 24, 16)
        box.setSpacing(14)
        box.addLayout(form)
        box.addWidget(buttons)

    def accept(self) -> None:
        s = self.settings
        s.min_visit_ms = self.min_visit.value() * 1000
        s.day_seconds = self.day.value() * 60
        s.private_vote = self.private_vote.isChecked()
        s.animation_ms = 250 if self.animations.isChecked() else 0
        s.fullscreen = self.fullscreen.isChecked()
        s.large_text = self.large_text.isChecked()
        s.language = self.language.currentData()
        s.sync()
        super().accept()


def _table(title: str, rows: list[tuple[str, str]]) -> str:
    """A heading and a two-column table: names in bold, then what they do."""
    cells = "".join(f"<tr><td><b>{html.escape(name)}</b></td><td>{html.escape(text)}</td></tr>" for name, text in rows)
    return f"<h2>{html.escape(title)}</h2><table cellpadding='4'>{cells}</table>"


def rules_html() -> str:
    """How to play, every role's power by box, and the marks."""
    translate = texts.translate
    title = translate("Rules", "How to play")
    marks_title = translate("Rules", "Marks")
    artifacts_title = translate("Rules", "Artifacts")
    paragraphs = [
        translate("Rules", "Everyone gets a secret card. At Dusk and during the Night the laptop goes round "
                           "the table clockwise; each player opens their own screen behind the curtain, "
                           "sees what they know and acts when their role wakes. Everyone else's screen "
                           "looks the same, so nobody can tell who did what."),
        translate("Rules", "In the morning, talk. Then everyone points at another player at the same time: "
                           "whoever has the most votes (at least two) dies. Your team wins if the right "
                           "players die — cards may have moved during the night, so you may not be what "
                           "you were dealt!"),
        translate("Rules", "Marks (Vampire box) lie face down next to each card. Everyone looks at their "
                           "own mark once, at the end of Dusk."),
        translate("Rules", "Tokens (Daybreak): a shield on a card means nobody may look at it or move "
                           "it. An artifact lies face down on a card; its holder looks at it at dawn, "
                           "and the Claw, the Brand and the Cudgel change who the holder is. Players "
                           "awake at night see the shields already placed; everyone sees every token "
                           "in the morning, and cards the Revealer left face up."),
        translate("Rules", "With the Alpha Wolf, a fourth card lies apart in the centre: the wolf card. "
                           "The Alpha Wolf swaps it with a non-werewolf's card."),
        translate("Rules", "Epic Battle: when werewolves, vampires and villagers are all among the "
                           "players, the top two places of the vote die, and each team needs two "
                           "things: the village needs a werewolf and a vampire to die; each monster "
                           "team needs the other monsters to lose someone while it loses no one."),
    ]
    parts = [f"<h1>{html.escape(title)}</h1>"] + [f"<p>{html.escape(p)}</p>" for p in paragraphs]
    for box in Box:
        parts.append(_table(texts.box_name(box.value),
                            [(texts.role_name(r), texts.role_power(r)) for r in ROLE_ORDER if ROLES[r].box is box]))
    parts.append(_table(marks_title, [(texts.mark_name(m), texts.mark_effect(m)) for m in MARKS]))
    parts.append(_table(artifacts_title, [(texts.artifact_name(a), texts.artifact_effect(a)) for a in ARTIFACTS]))
    return "".join(parts)


class RulesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.setProperty("publicInfo", True)
        dress(self)
        self.browser = QTextBrowser()
        self.browser.setHtml(rules_html())
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        box = QVBoxLayout(self)
        box.addWidget(self.browser)
        box.addWidget(buttons)
        self.resize(820, 640)
        self.browser.setFocus(Qt.FocusReason.OtherFocusReason)
