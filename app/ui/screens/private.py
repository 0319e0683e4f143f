"""One base for every private screen (the night visit, the secret vote).

A private screen is for the holder alone. Whatever they do, it behaves the same way:
it lasts at least the shortest visit (so a quick player and a slow one look alike),
hides itself behind its curtain when left alone, hides on Esc and on its Hide button,
and Enter does the screen's main thing.
"""
from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QWidget

from ..session import GameSession
from ..widgets import Page, button


class PrivateScreen(Page):
    """Subclasses give `hide_action` (what hiding submits), `primary` (Enter) and `tick_update`."""

    hide_action: type = object
    # Set on a page kept for a phone visit (app/ui/lan/visit_double.py): its words then say
    # "press Done", never "pass the laptop on" (the phone stays in its owner's hand).
    on_phone: bool = False

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__("night", parent)
        self.session = session
        self.hide_button = button(self.tr("Hide (Esc)"))
        self.hide_button.clicked.connect(self.hide_me)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.hide_me,
                  context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self, self.primary, context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.clock = QElapsedTimer()
        self.head_start = 0  # ms already spent on this visit by the page this one replaced (a new language)
        self.tick = QTimer(self)
        self.tick.setInterval(200)
        self.tick.timeout.connect(self.tick_update)
        self.idle = QTimer(self)
        self.idle.setSingleShot(True)
        self.idle.timeout.connect(self._idle_timeout)

    # --- what subclasses do ---------------------------------------------------------------
    def primary(self) -> None:
        """Enter."""

    def tick_update(self) -> None:
        """Five times a second while shown (count-down on the confirm button)."""

    # --- shared behaviour -----------------------------------------------------------------
    def hide_me(self) -> None:
        self.session.submit(self.hide_action())

    def elapsed_ms(self) -> int:
        """How long this screen has been open."""
        return self.head_start + (self.clock.elapsed() if self.clock.isValid() else 0)

    def left_ms(self) -> int:
        """How long this visit must still last."""
        done = self.elapsed_ms()
        if getattr(self.session, "table", None) is not None:
            return -done  # narrated table mode: every call lasts the same time anyway (table_mode.py)
        return self.session.settings.min_visit_ms - done

    def keep_state(self) -> dict:
        return {**super().keep_state(), "elapsed": self.elapsed_ms() if self.isVisible() else 0}

    def restore_state(self, kept: dict) -> None:
        super().restore_state(kept)
        self.head_start = int(kept.get("elapsed", 0))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.head_start = 0
        self.clock.start()
        self.tick.start()
        self.idle.start(self.session.settings.idle_ms)
        if not self.on_phone:
            # the holder's presence: any input at the laptop. A phone's page hears of its holder
            # through the phone's taps alone (the bridge restarts its clock): what happens at the
            # laptop is someone else's, and every event of the app would pass through its filter.
            QApplication.instance().installEventFilter(self)

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        self.tick.stop()
        self.idle.stop()
        QApplication.instance().removeEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress, QEvent.Type.MouseMove,
                            QEvent.Type.Wheel, QEvent.Type.TouchBegin):
            if self.idle.isActive() or self.isVisible():
                self.idle.start(self.session.settings.idle_ms)
        return False

    def _idle_timeout(self) -> None:
        if self.isVisible():
            self.hide_me()
