"""Settings and rules dialogs."""
from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QRect, Qt, QTimer
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel,
                               QMessageBox, QPushButton, QSlider, QSpinBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget)

from app.core.narration import NIGHT_FALLS, Line
from app.core.onenight.catalog import ARTIFACTS, MARKS, ROLES, VAMPIRE_BOX, Box

from . import rules_texts, style, texts
from .models import ROLE_ORDER
from .settings import Settings
from .voice import Narrator, app_language

LANGUAGES = [("", "System"), ("en", "English"), ("vi", "Tiếng Việt"), ("es", "Español")]
# Each narrator language in its own words (Settings says which have a voice on this machine).
VOICE_LANGUAGES = {"en": "English", "vi": "Tiếng Việt", "es": "Español"}


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
    def __init__(self, settings: Settings, parent: QWidget | None = None, narrator: Narrator | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        dress(self)
        self.min_visit = QSpinBox()
        self.min_visit.setRange(0, 60)
        self.min_visit.setValue(settings.min_visit_ms // 1000)
        self.day = QSpinBox()
        self.day.setRange(1, 30)
        self.day.setValue(max(1, settings.day_seconds // 60))
        self.table_step = QSpinBox()
        self.table_step.setRange(4, 60)
        self.table_step.setValue(settings.table_step_seconds)
        self.quiet_step = QSpinBox()
        self.quiet_step.setRange(4, 60)
        self.quiet_step.setValue(settings.table_quiet_step_seconds)
        self.private_vote = QCheckBox()
        self.private_vote.setChecked(settings.private_vote)
        self.animations = QCheckBox()
        self.animations.setChecked(settings.animation_ms > 0)
        self.fullscreen = QCheckBox()
        self.fullscreen.setChecked(settings.fullscreen)
        self.large_text = QCheckBox()
        self.large_text.setChecked(settings.large_text)
        self.sound = QCheckBox()
        self.sound.setChecked(settings.sound)
        self.language = QComboBox()
        for code, name in LANGUAGES:
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        # the form's words, kept to be said again in a new language (retranslate)
        self.min_visit_label, self.day_label, self.language_label = QLabel(), QLabel(), QLabel()
        form = QFormLayout()
        self.table_step_label = QLabel()
        form.addRow(self.min_visit_label, self.min_visit)
        form.addRow(self.day_label, self.day)
        form.addRow(self.table_step_label, self.table_step)
        self.quiet_step_label = QLabel()
        form.addRow(self.quiet_step_label, self.quiet_step)
        form.addRow("", self.private_vote)
        form.addRow("", self.animations)
        form.addRow("", self.fullscreen)
        form.addRow("", self.large_text)
        form.addRow("", self.sound)
        form.addRow(self.language_label, self.language)
        form.setContentsMargins(4, 14, 4, 0)
        form.setHorizontalSpacing(round(16 * self._zoom()))  # a long label never touches its field
        game = QWidget()
        game.setLayout(form)
        self.tabs = QTabWidget()
        self.tabs.addTab(game, "")
        self.tabs.addTab(self._voice_page(narrator), "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.setContentsMargins(24, 20, 24, 16)
        box.setSpacing(14)
        box.addWidget(self.tabs)
        box.addWidget(buttons)
        self.retranslate()
        # The voice page's wrapped lines would let Qt squeeze the dialog (and its form's labels) to
        # two thirds of the screen: it keeps its natural width, and at least 700 px at 1280x720.
        self.setMinimumWidth(max(self.sizeHint().width(), round(700 * self._zoom())))

    def retranslate(self) -> None:
        """Every word of the dialog in the language now installed (at start, and live when the
        language changes while it is open)."""
        self.setWindowTitle(self.tr("Settings"))
        self.min_visit.setSuffix(self.tr(" s"))
        self.min_visit.setToolTip(self.tr("Every visit lasts at least this long, so that nobody can tell who acted."))
        self.day.setSuffix(self.tr(" min"))
        self.table_step.setSuffix(self.tr(" s"))
        self.table_step.setToolTip(self.tr("Narrated night: every call lasts this long, whether anyone acts or not, "
                                           "so that its length tells nobody who holds the role."))
        self.table_step_label.setText(self.tr("Narrated night: each call"))
        self.quiet_step.setSuffix(self.tr(" s"))
        self.quiet_step.setToolTip(self.tr("A narrated night no voice can speak is shown on screen only, with a "
                                           "chime at each call: every call lasts this long."))
        self.quiet_step_label.setText(self.tr("Night on screen only: each call"))
        self.private_vote.setText(self.tr("Vote in secret, passing the laptop round"))
        self.animations.setText(self.tr("Animate card flips"))
        self.fullscreen.setText(self.tr("Full screen (F11)"))
        self.large_text.setText(self.tr("Larger text, to read from across the table"))
        self.sound.setText(self.tr("Play sounds (chimes, the bear's growl)"))
        for i, (code, name) in enumerate(LANGUAGES):
            self.language.setItemText(i, self.tr("Follow the system") if not code else name)
        self.min_visit_label.setText(self.tr("Shortest visit"))
        self.day_label.setText(self.tr("Discussion time"))
        self.language_label.setText(self.tr("Language"))
        self.tabs.setTabText(0, self.tr("Game"))
        self.tabs.setTabText(1, self.tr("Narrator's voice"))
        self.voice_on.setText(self.tr("Speak the narrator's lines aloud"))
        self.voice_system.setText(self.tr("Use this computer's own voice when it has one for the language"))
        self.voice_system.setToolTip(self.tr("Off, or when the computer has no voice for the language, the "
                                             "game's own voice speaks (eSpeak NG, in Vietnamese, English and "
                                             "Spanish)."))
        self.rate.setToolTip(self.tr("Slower to the left, faster to the right."))
        self.pitch.setToolTip(self.tr("Lower to the left, higher to the right."))
        self.test_voice.setText(self.tr("Test voice"))
        self.about.setText(self.tr("The narrated table mode calls every step of the night aloud and shows each "
                                   "line on screen. Pass-and-play stays silent at night."))
        for field, words in ((self.voice, self.tr("Voice")), (self.rate, self.tr("Speed")),
                             (self.pitch, self.tr("Pitch")), (self.volume, self.tr("Volume"))):
            self.voice_labels[field].setText(words)
        self._fill_voices()
        if self.test_line.text():  # the line Test voice showed, in the new language
            from . import narrator as words

            self.test_line.setText(words.sentence(Line(NIGHT_FALLS)))
        self._fit_labels()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    # The narrator's voice ----------------------------------------------------------------

    def _voice_page(self, narrator: Narrator | None) -> QWidget:
        """Voice on/off, the voice, speed, volume, a Test voice button and which languages have a voice."""
        s = self.settings
        self._own_narrator = narrator is None
        self.narrator = narrator if narrator is not None else Narrator(s, parent=self)
        self.narrator.set_language(app_language(s))
        self.voice_on = QCheckBox()
        self.voice_on.setChecked(s.voice_enabled)
        self.voice_system = QCheckBox()
        self.voice_system.setChecked(s.voice_system)
        self.narrator.set_prefer_system(s.voice_system)
        self.voice = QComboBox()
        self.rate = QSlider(Qt.Orientation.Horizontal)
        self.rate.setRange(-10, 10)
        self.rate.setValue(s.voice_rate)
        self.pitch = QSlider(Qt.Orientation.Horizontal)
        self.pitch.setRange(-10, 10)
        self.pitch.setValue(s.voice_pitch)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setValue(s.voice_volume)
        self.test_voice = QPushButton()
        self.test_voice.setCursor(Qt.CursorShape.PointingHandCursor)
        self.voices_here = self._plain_label(muted=True)
        self.test_line = self._plain_label()
        about = self.about = self._plain_label(muted=True)
        # a tab page's wrapped labels do not grow the dialog by themselves: _fit_labels does
        self._wrapped = (self.test_line, self.voices_here, about)
        for label in self._wrapped:
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        for slider in (self.rate, self.pitch, self.volume):
            slider.setMinimumHeight(round(32 * self._zoom()))
        form = QFormLayout()
        self.voice_labels = {self.voice: QLabel(), self.rate: QLabel(), self.pitch: QLabel(), self.volume: QLabel()}
        form.addRow("", self.voice_on)
        form.addRow("", self.voice_system)
        for field, name in self.voice_labels.items():
            form.addRow(name, field)
        test_row = QHBoxLayout()
        test_row.addWidget(self.test_voice)
        test_row.addStretch(1)
        form.addRow("", test_row)
        form.addRow("", self.test_line)
        form.addRow("", self.voices_here)
        form.addRow("", about)
        form.setContentsMargins(4, 14, 4, 0)
        form.setHorizontalSpacing(round(16 * self._zoom()))
        form.setVerticalSpacing(round(12 * self._zoom()))
        self._fill_voices()
        self.voice_on.toggled.connect(self._voice_changed)
        self.voice_system.toggled.connect(self._system_changed)
        self.voice.currentIndexChanged.connect(self._voice_changed)
        self.rate.valueChanged.connect(self._voice_changed)
        self.pitch.valueChanged.connect(self._voice_changed)
        self.volume.valueChanged.connect(self._voice_changed)
        self.language.currentIndexChanged.connect(self._language_changed)
        self.test_voice.clicked.connect(self.speak_test)
        self.narrator.line_shown.connect(self._show_test_line)
        self.narrator.went_silent.connect(self._silent)
        self._voice_changed()
        page = QWidget()
        page.setLayout(form)
        return page

    def _zoom(self) -> float:
        """The text zoom `dress` gave this dialog."""
        parent = self.parentWidget()
        return style.zoom_for(parent.window().size()) if parent is not None else style.text_scale()

    @staticmethod
    def _plain_label(muted: bool = False) -> QLabel:
        label = QLabel()
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        if muted:
            label.setProperty("muted", True)
        return label

    def _fill_voices(self) -> None:
        """The voices of the narrator's language, and the line saying which languages have one."""
        self.voice.blockSignals(True)
        self.voice.clear()
        self.voice.addItem(self.tr("Default voice"), "")
        for name in self.narrator.voices():
            self.voice.addItem(name, name)
        self.voice.setCurrentIndex(max(0, self.voice.findData(self.settings.voice_name)))
        self.voice.blockSignals(False)
        have = [VOICE_LANGUAGES[code] for code in self.narrator.available_languages()]
        if not have:
            text = self.tr("No voice on this machine: the narrator's lines are shown on screen only.")
        else:
            text = self.tr("Voices on this machine: %1.").replace("%1", ", ".join(have))
            if self.voice.count() == 1:
                text += " " + self.tr("None for %1: its lines are shown on screen only.").replace(
                    "%1", VOICE_LANGUAGES.get(self.narrator.language, self.narrator.language))
            elif self.narrator.kind == "bundled":
                text += " " + self.tr("%1 is spoken by the game's own voice (eSpeak NG).").replace(
                    "%1", VOICE_LANGUAGES.get(self.narrator.language, self.narrator.language))
            else:
                text += " " + self.tr("%1 is spoken by this computer's voice.").replace(
                    "%1", VOICE_LANGUAGES.get(self.narrator.language, self.narrator.language))
        self.voices_here.setText(text)
        if hasattr(self, "_wrapped"):
            self._fit_labels()
        self.voice.setEnabled(self.voice.count() > 1)

    def _fit_labels(self) -> None:
        """Give each wrapped label of the voice page the height its text needs at its width."""
        for label in self._wrapped:
            m = label.contentsMargins()
            width = self._label_width(label) - m.left() - m.right()
            if width > 40:
                text = label.text()
                if label is self.test_line:  # its room is kept from the start: Test voice moves nothing
                    text = max((text, self._longest_test_line()), key=lambda t: self._text_height(label, width, t))
                height = self._text_height(label, width, text) if text else 0
                label.setFixedHeight(height + m.top() + m.bottom() if text else 0)

    def _label_width(self, label: QLabel) -> int:
        """A voice page label's width; on the tab not shown yet, the one it will have (the tabs'
        pages share one size), so that the dialog is sized for it from the start."""
        page = label.parentWidget()
        if label.isVisible() or not hasattr(self, "tabs") or page is None or page.layout() is None:
            return label.width()
        form = page.layout()
        margins = form.contentsMargins()
        names = max(name.sizeHint().width() for name in self.voice_labels.values())
        return self.tabs.currentWidget().width() - margins.left() - margins.right() - names - form.horizontalSpacing()

    @staticmethod
    def _text_height(label: QLabel, width: int, text: str) -> int:
        return label.fontMetrics().boundingRect(QRect(0, 0, width, 100000), Qt.TextFlag.TextWordWrap, text).height()

    def _longest_test_line(self) -> str:
        """The longest words Test voice can show: the night's first line and the longest reason for silence."""
        from . import narrator as words

        return words.sentence(Line(NIGHT_FALLS)) + " " + max(self._silence_reasons().values(), key=len)

    def _silence_reasons(self) -> dict[str, str]:
        return {
            "no_engine": self.tr("(No voice on this machine: shown on screen only.)"),
            "no_voice": self.tr("(No voice for this language: shown on screen only.)"),
            "error": self.tr("(The voice failed: shown on screen only.)"),
            "timeout": self.tr("(The voice did not answer: shown on screen only.)"),
            "no_audio": self.tr("(No sound output on this machine: shown on screen only.)"),
        }

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        QTimer.singleShot(0, self, self._fit_labels)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit_labels()
        QTimer.singleShot(0, self, self._fit_labels)  # again once the layout has settled

    def _voice_changed(self, *args: object) -> None:
        """Every control acts on the narrator at once, so Test voice says it as set."""
        n = self.narrator
        n.set_enabled(self.voice_on.isChecked())
        n.set_voice(self.voice.currentData() or "")
        n.set_rate(self.rate.value() / 10.0)
        n.set_pitch(self.pitch.value() / 10.0)
        n.set_volume(self.volume.value() / 100.0)
        on = self.voice_on.isChecked()
        for w in (self.voice, self.voice_system, self.rate, self.pitch, self.volume, self.test_voice):
            w.setEnabled(on and (w is not self.voice or self.voice.count() > 1))

    def _system_changed(self, on: bool) -> None:
        """The computer's voice or the game's: the voices offered change with it."""
        self.narrator.set_prefer_system(on)
        self._fill_voices()
        self._voice_changed()

    def _language_changed(self, *args: object) -> None:
        code = self.language.currentData() or ""
        self.narrator.set_language(code or app_language(None))
        self._fill_voices()
        self._voice_changed()

    def speak_test(self) -> None:
        """Say a line of the night in the chosen language (it is shown below the button too)."""
        self.narrator.reset()
        self.narrator.say_line(Line(NIGHT_FALLS))

    def _show_test_line(self, text: str) -> None:
        self.test_line.setText(text)
        self._fit_labels()

    def _silent(self, reason: str) -> None:
        why = self._silence_reasons().get(reason, "")
        if why and self.test_line.text():
            self.test_line.setText(self.test_line.text() + " " + why)
            self._fit_labels()

    def _restore_narrator(self) -> None:
        """Cancel: a narrator that outlives the dialog goes back to the saved settings."""
        if self._own_narrator:
            self.narrator.stop()
            return
        s, n = self.settings, self.narrator
        n.set_enabled(s.voice_enabled)
        n.set_voice(s.voice_name)
        n.set_rate(s.voice_rate / 10.0)
        n.set_pitch(s.voice_pitch / 10.0)
        n.set_volume(s.voice_volume / 100.0)
        n.set_prefer_system(s.voice_system)
        n.set_language(app_language(s))

    def reject(self) -> None:
        self._restore_narrator()
        super().reject()

    def accept(self) -> None:
        s = self.settings
        s.min_visit_ms = self.min_visit.value() * 1000
        s.day_seconds = self.day.value() * 60
        s.table_step_seconds = self.table_step.value()
        s.table_quiet_step_seconds = self.quiet_step.value()
        s.private_vote = self.private_vote.isChecked()
        s.animation_ms = 250 if self.animations.isChecked() else 0
        s.fullscreen = self.fullscreen.isChecked()
        s.large_text = self.large_text.isChecked()
        s.sound = self.sound.isChecked()
        language_was = s.language
        from . import sound

        sound.muted(s)  # switched off: a sound going round stops at once
        s.language = self.language.currentData() or ""
        s.voice_enabled = self.voice_on.isChecked()
        s.voice_name = self.voice.currentData() or ""
        s.voice_rate = self.rate.value()
        s.voice_pitch = self.pitch.value()
        s.voice_volume = self.volume.value()
        s.voice_system = self.voice_system.isChecked()
        s.sync()
        if self._own_narrator:
            self.narrator.stop()
        super().accept()
        if s.language != language_was:  # live: every window re-translates (LanguageChange)
            from PySide6.QtCore import QCoreApplication

            from .i18n import switch_language

            switch_language(QCoreApplication.instance(), s.language)


def _section(name: str, power: str, rules: str, level: int = 3) -> str:
    """One role, mark or artifact: its name as a heading, the one-line power in italics, the rules."""
    out = f"<h{level}>{html.escape(name)}</h{level}>"
    if power:
        out += f"<p><i>{html.escape(power)}</i></p>"
    if rules:
        out += f"<p>{html.escape(rules)}</p>"
    return out


def _onenight_parts(deck: tuple[str, ...] | None) -> list[str]:
    """How to play One Night, then a section per role (by box), mark and artifact: every one, or
    those of `deck` (marks with a Vampire-box role, artifacts with the Curator)."""
    translate = texts.translate
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
    title = translate("Rules", "How to play")
    parts = [f"<h1>{html.escape(title)}</h1>"]
    parts += [f"<p>{html.escape(p)}</p>" for p in paragraphs]
    in_play = set(deck) if deck is not None else set(ROLES)
    for box in Box:
        roles = [r for r in ROLE_ORDER if ROLES[r].box is box and r in in_play]
        if roles:
            parts.append(f"<h2>{html.escape(texts.box_name(box.value))}</h2>")
            parts += [_section(texts.role_name(r), texts.role_power(r), rules_texts.role_rules(r)) for r in roles]
    if deck is None or in_play & VAMPIRE_BOX:
        marks_title = translate("Rules", "Marks")
        parts.append(f"<h2>{html.escape(marks_title)}</h2>")
        parts += [_section(texts.mark_name(m), texts.mark_effect(m), rules_texts.mark_rules(m)) for m in MARKS]
    if deck is None or "curator" in in_play:
        artifacts_title = translate("Rules", "Artifacts")
        parts.append(f"<h2>{html.escape(artifacts_title)}</h2>")
        parts += [_section(texts.artifact_name(a), texts.artifact_effect(a), rules_texts.artifact_rules(a))
                  for a in ARTIFACTS]
    return parts


def _classic_parts(deck: tuple[str, ...] | None, captain: bool, new_moon: bool = False) -> list[str]:
    """The classic game: a section per role of both presets (New Moon's gypsy among the extended
    game's), the captain and the town crier; or those of `deck` (the crier: with the captain and
    New Moon both on, CLASSIC.md §11.31.5)."""
    import app.core.classic.catalog as CC
    import app.core.classic.extended as CX
    import app.core.classic.wave2 as CW

    from .classic.deck import power_line
    from .classic.widgets import role_name

    translate = texts.translate
    title = translate("ClassicRules", "The classic game")
    parts = [f"<h1>{html.escape(title)}</h1>",
             "<p>" + html.escape(translate("ClassicRules", "Several nights and days, until one side is gone. Every "
                                           "night the laptop goes round twice and each player acts in secret; at "
                                           "dawn the app names the dead, never their roles. By day the living talk "
                                           "and vote one player out. The village wins when no wolf is left; the "
                                           "wolves win when they are as many as everyone else.")) + "</p>"]

    def add(title: str, roles: list[str]) -> None:
        if roles:
            parts.append(f"<h2>{html.escape(title)}</h2>")
            parts.extend(_section(role_name(r), power_line(r), rules_texts.classic_role_rules(r)) for r in roles)

    extended = tuple(CX.FIRST_WAVE) + tuple(r for r in rules_texts.CLASSIC_SECOND_WAVE if r not in CX.FIRST_WAVE) \
        + tuple(CW.NEW_MOON_ROLES)
    chosen = set(deck) if deck is not None else set(extended)
    add(translate("ClassicRules", "The standard roles"), [r for r in CC.ROLES if r in chosen])
    add(translate("ClassicRules", "The extended game's roles"),
        [r for r in extended if r in chosen and r not in CC.ROLES])
    if deck is None or captain:
        parts.append(_section(role_name("captain"), translate("ClassicRules", "A title, not a card."),
                              rules_texts.classic_role_rules("captain"), level=2))
    if deck is None or (captain and new_moon):
        parts.append(_section(role_name("town_crier"),
                              translate("ClassicRules", "A title, not a card: New Moon with a captain."),
                              rules_texts.classic_role_rules("town_crier"), level=2))
    return parts


def rules_html(onenight: tuple[str, ...] | list[str] | None = None, classic: tuple[str, ...] | list[str] | None = None,
               captain: bool = False, new_moon: bool = False) -> str:
    """The rules: with no game, how to play and every role, mark and artifact of every box and the
    classic game; during a One Night game (`onenight`: its deck) or a classic game (`classic`: its
    cards, `captain` and `new_moon`: the options), only what that game holds. Everything escaped."""
    if onenight is not None:
        return "".join(_onenight_parts(tuple(onenight)))
    if classic is not None:
        return "".join(_classic_parts(tuple(classic), captain, new_moon))
    return "".join(_onenight_parts(None) + _classic_parts(None, True))


def game_in_progress(window: QWidget | None) -> dict:
    """`rules_html`'s arguments for the game the main window is playing ({} at the start)."""
    try:
        if window is None or not window.in_game():  # type: ignore[attr-defined]
            return {}
        from .flows import classic as CF

        if getattr(window, "_current", "") in CF.FLOW_SCREENS:
            st = getattr(getattr(window, "_classic", None), "state", None)
            if st is None:
                return {}
            cards = tuple(st.dealt or st.roles) + tuple(st.spare)
            options = dict(st.options)
            return {"classic": cards, "captain": bool(options.get("captain")),
                    "new_moon": options.get("new_moon") is True}
        game = window.session.game  # type: ignore[attr-defined]
        return {"onenight": tuple(game.deck)} if game is not None else {}
    except AttributeError:
        return {}


class RulesDialog(QDialog):
    """The rules (`rules_html`): of the game in progress in `parent` (the main window), or of
    everything at the start; `game` gives `rules_html`'s arguments instead."""

    def __init__(self, parent: QWidget | None = None, game: dict | None = None) -> None:
        super().__init__(parent)
        self.setProperty("publicInfo", True)
        dress(self)
        self.browser = QTextBrowser()
        self._game = game if game is not None else game_in_progress(parent)
        self.browser.setOpenExternalLinks(False)
        self.retranslate()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        box = QVBoxLayout(self)
        box.addWidget(self.browser)
        box.addWidget(buttons)
        self.resize(820, 640)
        self.browser.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate(self) -> None:
        """The title and the rules in the language now installed (live, when it changes while open)."""
        self.setWindowTitle(self.tr("Rules"))
        at = self.browser.verticalScrollBar().value()
        self.browser.setHtml(rules_html(**self._game))
        self.browser.verticalScrollBar().setValue(at)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
