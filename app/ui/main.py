"""Application start-up (placeholder window until the screens land)."""
from __future__ import annotations

import argparse

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def run(argv: list[str]) -> int:
    """Parse arguments, build the main window, run the event loop."""
    parser = argparse.ArgumentParser(prog="pass-the-night")
    parser.add_argument("--smoke", action="store_true", help="show the window, paint once, exit 0")
    args, qt_args = parser.parse_known_args(argv[1:])
    app = QApplication.instance() or QApplication([argv[0], *qt_args])
    window = QMainWindow()
    window.setWindowTitle(QApplication.translate("main", "Pass the Night"))
    window.setCentralWidget(QLabel(QApplication.translate("main", "Pass the Night")))
    window.resize(1280, 720)
    window.show()
    if args.smoke:
        QTimer.singleShot(0, app.quit)
    return app.exec()
