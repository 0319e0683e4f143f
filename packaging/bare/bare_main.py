"""Baseline for benchmarks/bundle_size.py: a bare QMainWindow that paints once and quits."""
from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


class _QuitAfterPaint(QObject):
    """Quit the event loop once the watched widget has painted."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, QApplication.quit)
        return False


def main() -> int:
    """Show the window; with --smoke, exit after the first paint."""
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("bare")
    label = QLabel("bare")
    window.setCentralWidget(label)
    window.resize(1280, 720)
    if "--smoke" in sys.argv[1:]:
        watcher = _QuitAfterPaint(label)
        label.installEventFilter(watcher)
        QTimer.singleShot(5000, app.quit)  # never hang a benchmark
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
