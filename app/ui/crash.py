"""Errors nobody caught: written to a log next to the autosave, a calm dialog, and play goes on.

Two layers:

* `CrashGuard.install()` replaces `sys.excepthook` and `threading.excepthook`. Each uncaught
  error is appended to `errors.log` in the autosave's folder, and the main window shows
  "Something went wrong — your game is saved" with the log's path. The app keeps running.
* `guard_overrides()` wraps every Python override of a Qt event handler in the app's own
  classes (`showEvent`, `paintEvent`, `eventFilter`, ...), so that an error raised inside one
  never travels back into Qt: it goes to `sys.excepthook` straight away. PySide6 from 6.8 on
  CPython 3.11 turns some built-in errors (IndexError, ZeroDivisionError) raised in such an
  override into a segmentation fault while it formats them; caught in Python first, they
  are ordinary errors again.
"""
from __future__ import annotations

import functools
import sys
import threading
import time
import traceback
import weakref
from pathlib import Path
from types import TracebackType
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QApplication, QWidget

LOG_NAME = "errors.log"
MAX_LOG_BYTES = 512 * 1024  # older entries are dropped past this size

# Qt virtuals an app class may override that Qt (not Python) calls.
_VIRTUALS = frozenset({"event", "eventFilter", "paint", "timerEvent", "changeEvent", "closeEvent"})
_GUARDED = "_crash_guarded"
# Shiboken keeps a borrowed pointer to the override an object last called: a handler replaced
# on its class must stay alive, or the next event reaches freed memory.
_KEEP: list[Callable[..., Any]] = []


def _is_handler(name: str) -> bool:
    return name in _VIRTUALS or (name.endswith("Event") and name[:1].islower())


def _guard(fn: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(fn)
    def guarded(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except Exception:
            sys.excepthook(*sys.exc_info())
            return False if fn.__name__ in ("event", "eventFilter") else None

    setattr(guarded, _GUARDED, True)
    _KEEP.append(guarded)
    return guarded


def _qt_bases(cls: type) -> list[type]:
    return [b for b in cls.__mro__[1:] if b.__module__.startswith(("PySide6.", "shiboken6"))]


# A class already looked at: its number of attributes and its handlers then (guard_overrides runs
# before every new page, over every class of the app: a class is looked at again only when its
# attributes changed since, e.g. a handler replaced on it).
_CHECKED: "weakref.WeakKeyDictionary[type, tuple[int, dict[str, Any]]]" = weakref.WeakKeyDictionary()


def guard_class(cls: type) -> bool:
    """Wrap the event handlers `cls` itself defines (once); True when any was wrapped."""
    own = vars(cls)
    seen = _CHECKED.get(cls)
    if seen is not None and seen[0] == len(own) and all(own.get(name) is fn for name, fn in seen[1].items()):
        return False
    bases = _qt_bases(cls)
    done = False
    for name, fn in list(own.items()) if bases else ():
        if not callable(fn) or isinstance(fn, (staticmethod, classmethod, type)) or getattr(fn, _GUARDED, False):
            continue
        if _is_handler(name) and any(hasattr(b, name) for b in bases):
            setattr(cls, name, _guard(fn))
            done = True
    _CHECKED[cls] = (len(own), {name: fn for name, fn in own.items() if _is_handler(name)})
    return done


def _subclasses(root: type) -> list[type]:
    seen: list[type] = []
    known: set[type] = set()  # (a list alone made this quadratic: it runs before every new page)
    todo = [root]
    while todo:
        c = todo.pop()
        for sub in c.__subclasses__():
            if sub not in known:
                known.add(sub)
                seen.append(sub)
                todo.append(sub)
    return seen


def guard_overrides(prefix: str = "app.") -> int:
    """Guard every class already imported from modules under `prefix`; the number wrapped."""
    from PySide6 import QtWidgets

    # PySide makes its Python classes on first use: while QGraphicsItem has not been made, no
    # class of the app derives from it (and asking for it would make it, at start-up).
    item = vars(QtWidgets).get("QGraphicsItem")
    roots: list[type] = [QObject] + ([item] if item is not None else [])
    count = 0
    for root in roots:
        for cls in _subclasses(root):
            if cls.__module__.startswith(prefix) and guard_class(cls):
                count += 1
    return count


def guard_app() -> int:
    """Import every module of the app's UI (the screens load lazily otherwise) and guard their
    classes. Call it before the first window: an object that already ran a handler keeps
    calling the unguarded one."""
    import importlib
    import pkgutil

    from . import screens

    for pkg in ("app.ui", screens.__name__):
        mod = importlib.import_module(pkg)
        for info in pkgutil.iter_modules(mod.__path__):
            if not info.ispkg and info.name not in ("__main__", "tour"):
                importlib.import_module(f"{pkg}.{info.name}")
    return guard_overrides()


def log_path(folder: Path) -> Path:
    return Path(folder) / LOG_NAME


def write_log(folder: Path, kind: type[BaseException], value: BaseException, tb: TracebackType | None,
              where: str = "") -> Path | None:
    """Append one error to the log (trimmed to its last MAX_LOG_BYTES); None if it cannot be written."""
    path = log_path(folder)
    stamp = time.strftime("%Y-%m-%d %H:%M:%S")
    head = f"=== {stamp}" + (f" ({where})" if where else "") + "\n"
    text = head + "".join(traceback.format_exception(kind, value, tb)) + "\n"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        old = path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""
        keep = (old + text)[-MAX_LOG_BYTES:]
        path.write_text(keep, encoding="utf-8")
    except OSError:
        return None
    return path


def message_text(path: Path | None) -> tuple[str, str]:
    """The dialog's title and text, translated."""
    title = QCoreApplication.translate("Crash", "Something went wrong")
    text = QCoreApplication.translate("Crash", "Something went wrong — your game is saved.")
    if path is not None:
        text += "\n\n" + QCoreApplication.translate("Crash", "The details were written to %1.").replace("%1", str(path))
    text += "\n\n" + QCoreApplication.translate(
        "Crash", "You can keep playing. If something looks wrong, quit and resume the game from the start screen.")
    return title, text


def show_dialog(parent: QWidget | None, path: Path | None) -> None:
    """The calm message box (plain text: the path is shown as it is)."""
    title, text = message_text(path)
    from PySide6.QtWidgets import QMessageBox  # not at start-up: its class and enums cost time

    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    from PySide6.QtCore import Qt

    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()


class CrashGuard(QObject):
    """Installs the hooks; shows at most one dialog at a time."""

    _from_thread = Signal(str)

    def __init__(self, folder: Path, parent_widget: Callable[[], QWidget | None] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = Path(folder)
        self.parent_widget = parent_widget or (lambda: QApplication.activeWindow())
        self.reports: list[str] = []  # one line per error (kind: message), for tests and the log
        self._showing = False
        self._old: tuple[Any, Any] | None = None
        self._from_thread.connect(self._show)

    def install(self) -> "CrashGuard":
        if self._old is None:
            self._old = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.handle
        threading.excepthook = self._thread_hook
        guard_overrides()
        return self

    def uninstall(self) -> None:
        if self._old is not None:
            if sys.excepthook == self.handle:
                sys.excepthook = self._old[0]
            if threading.excepthook == self._thread_hook:
                threading.excepthook = self._old[1]
            self._old = None

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit:
            return
        where = f"thread {args.thread.name}" if args.thread is not None else "thread"
        self.handle(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback, where)

    def handle(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None,
               where: str = "") -> None:
        if issubclass(kind, KeyboardInterrupt):
            QApplication.quit()
            return
        try:
            traceback.print_exception(kind, value, tb)
        except Exception:
            pass
        self.reports.append(f"{kind.__name__}: {value}")
        path = write_log(self.folder, kind, value, tb, where)
        app = QCoreApplication.instance()
        from PySide6.QtCore import QThread

        if app is not None and QThread.currentThread() == app.thread():
            self._show(str(path) if path else "")
        else:
            self._from_thread.emit(str(path) if path else "")  # queued to the main thread

    def _show(self, path: str) -> None:
        if self._showing or QApplication.instance() is None:
            return  # one dialog at a time; the log has every error
        self._showing = True
        try:
            show_dialog(self.parent_widget(), Path(path) if path else None)
        except Exception:
            pass
        finally:
            self._showing = False
