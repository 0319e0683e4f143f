"""A private screen played on a phone: the curtain visit's own page, never shown on the laptop.

A phone visit is the same visit as behind the curtain, so it is built by the same page: the
session's `VisitScreen`, kept in a window that is never put on screen
(`WA_DontShowOnScreen`). The bridge reads what the page says (its labels, its buttons, the
targets its choice builder offers) and presses what the phone pressed. Nothing of it is drawn
on the laptop, and it is cleared as soon as the visit ends, as the curtain clears its page.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget


class VisitDouble(QWidget):
    """A never-shown window holding one private page (`page_class(session)`)."""

    reworded = Signal()  # the page was made again in a new language (the phone's screen is re-read)

    def __init__(self, page_class: type, session: Any, owner: QWidget | None = None) -> None:
        # Owned by the main window (a window of its own, never shown): Qt deletes it with the window,
        # in the main thread. A parentless widget would be deleted whenever Python collects it —
        # from any thread, in the middle of a paint (a deadlock seen in PySide6 6.12).
        super().__init__(owner, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        self.setObjectName("visit_double")
        self.resize(1280, 800)  # the laptop's size: the page lays out as it would there
        self.page_class, self.session = page_class, session
        self.col = QVBoxLayout(self)
        self.col.setContentsMargins(0, 0, 0, 0)
        self.page = self._make_page()
        self.open = False
        # Whether the page was shown since it was last cleared (a page only reads the session while
        # shown): the bridge stops every phone seat's doubles on every change of the session, and
        # clearing a page that shows nothing would only restyle its widgets again.
        self.used = False

    def _make_page(self) -> QWidget:
        page = self.page_class(self.session)
        page.on_phone = True  # its words speak of a phone, not of passing the laptop
        self.col.addWidget(page)
        return page

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        """A new language, live: the page is made again (as the main window remakes its pages), an
        open visit keeping what it held (picks not yet confirmed, the time already spent)."""
        old = self.page
        kept = old.keep_state() if self.open and callable(getattr(old, "keep_state", None)) else None
        old.hide()
        self.col.removeWidget(old)
        old.setParent(None)  # out of the window's tree at once: no word of the old language is read
        old.deleteLater()
        self.page = self._make_page()
        if self.open:
            self.page.show()
            restore = getattr(self.page, "restore_state", None)
            if kept is not None and callable(restore):
                restore(kept)
        self.reworded.emit()

    def start(self) -> None:
        """The phone's visit opened: the page is "shown" (its clocks run) but never painted."""
        if not self.open:
            self.open = True
            self.used = True
            self.show()

    def dispose(self) -> None:
        """Gone for good, deleted by Qt in the main thread."""
        self.stop()
        self.deleteLater()

    def stop(self) -> None:
        """The visit is over: the page forgets everything it showed (a page not shown since it was
        last cleared, or made since, shows nothing and is left as it is)."""
        if self.open:
            self.open = False
            self.hide()
        if not self.used:
            return
        self.used = False
        clear = getattr(self.page, "clear", None)
        if callable(clear):
            clear()
