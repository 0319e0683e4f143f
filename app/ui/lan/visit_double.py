"""A private screen played on a phone: the curtain visit's own page, never shown on the laptop.

A phone visit is the same visit as behind the curtain, so it is built by the same page: the
session's `VisitScreen`, kept in a window that is never put on screen
(`WA_DontShowOnScreen`). The bridge reads what the page says (its labels, its buttons, the
targets its choice builder offers) and presses what the phone pressed. Nothing of it is drawn
on the laptop, and it is cleared as soon as the visit ends, as the curtain clears its page.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget


class VisitDouble(QWidget):
    """A never-shown window holding one private page (`page_class(session)`)."""

    def __init__(self, page_class: type, session: Any, owner: QWidget | None = None) -> None:
        # Owned by the main window (a window of its own, never shown): Qt deletes it with the window,
        # in the main thread. A parentless widget would be deleted whenever Python collects it —
        # from any thread, in the middle of a paint (a deadlock seen in PySide6 6.12).
        super().__init__(owner, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        self.setObjectName("visit_double")
        self.resize(1280, 800)  # the laptop's size: the page lays out as it would there
        self.page = page_class(session)
        self.page.on_phone = True  # its words speak of a phone, not of passing the laptop
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self.page)
        self.open = False

    def start(self) -> None:
        """The phone's visit opened: the page is "shown" (its clocks run) but never painted."""
        if not self.open:
            self.open = True
            self.show()

    def dispose(self) -> None:
        """Gone for good, deleted by Qt in the main thread."""
        self.stop()
        self.deleteLater()

    def stop(self) -> None:
        """The visit is over: the page forgets everything it showed."""
        if self.open:
            self.open = False
            self.hide()
        clear = getattr(self.page, "clear", None)
        if callable(clear):
            clear()
