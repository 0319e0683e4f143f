"""The narrated table mode's clock and voice (issue 13): the laptop lies in the middle of
the table and runs the night call by call.

Every call lasts exactly the same time, `Settings.table_step_seconds`, whether its role is
held, lies in the centre or its holder is dead, and whether or not anyone acts: the call
line is said when it starts, the close line a fixed time before it ends (from then on the
turn cannot be taken any more; a turn nobody took is taken by default), and the next call
starts when it ends. So the length of the night and of each call tells nobody anything.
A quiet masking sound plays all night. The session (One Night's `GameSession` or the
classic `ClassicSession`) keeps where the night is; this object only keeps time.

A narrated night never goes mute by surprise: when no voice can speak the game's language
(`Narrator.why_silent`), the night screen says so before the night starts and offers the
night on screen only (`quiet`): the calls shown large, a chime at each call, and every call
`Settings.table_quiet_step_seconds` long. A voice that falls silent during the night turns
the rest of it to the large calls and chimes (`screen_only`), its calls keeping their length.
"""
from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from . import sound
from .voice import Narrator

# The close line comes this long before the call ends (at most; a quarter of a short call).
CLOSE_LEAD_MS = 3000


class TableDirector(QObject):
    """Keeps the narrated night's time: one call after another, each `step_ms` long.

    `session` offers `table` (None once the night is over), `table_line()` -> (call line,
    close line or None), `dawn_line()`, and `submit()` of the three actions given."""

    line_shown = Signal(str)  # the words of every line said (shown on the table screen)
    call_started = Signal(int)  # the index of the call that began (-1: night falls)
    finished = Signal()  # the night is over (the day is shown)
    screen_only_changed = Signal(bool)  # the calls are (no longer) shown large with a chime

    def __init__(self, session: Any, actions: tuple[type, type, type], settings: Any,
                 narrator: Narrator | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.open_action_type, self.close_action, self.next_action = actions
        self.settings = settings
        self.narrator = narrator if narrator is not None else Narrator(settings, parent=self)
        self.narrator.line_shown.connect(self.line_shown)
        self.narrator.went_silent.connect(self._went_silent)
        self.quiet = False  # this night runs on screen only (no voice could speak when it began)
        self.fell_silent = ""  # why the voice fell silent during the night ("" it did not)
        self.chimes = 0  # the calls chimed in this run (screen only)
        self.step_ms_override: int | None = None  # tests run short calls
        self.running = False
        self.starts: list[tuple[int, float]] = []  # (call index, monotonic seconds) of each call's start
        self.spoken: list[Any] = []  # every script line said, in order
        self._close = QTimer(self)
        self._close.setSingleShot(True)
        self._close.setTimerType(Qt.TimerType.PreciseTimer)
        self._close.timeout.connect(self._on_close)
        self._next = QTimer(self)
        self._next.setSingleShot(True)
        self._next.setTimerType(Qt.TimerType.PreciseTimer)
        self._next.timeout.connect(self._on_next)
        self._close_line: Any = None
        self._t0 = 0.0  # when the first call of this run began (monotonic seconds)
        self._calls = 0  # calls begun in this run

    @property
    def step_ms(self) -> int:
        if self.step_ms_override is not None:
            return self.step_ms_override
        if self.quiet:
            return int(self.settings.table_quiet_step_seconds) * 1000
        return int(self.settings.table_step_seconds) * 1000

    @property
    def screen_only(self) -> bool:
        """The calls are shown large with a chime: no voice could speak, or it fell silent tonight."""
        return self.quiet or bool(self.fell_silent)

    def prepare(self) -> str:
        """Before the night: why no voice would speak it ("" one will), and so whether it runs on
        screen only. The night screen shows the answer before Start."""
        if self.running:
            return ""
        why = self.narrator.why_silent()
        self.quiet = bool(why)
        return why

    def _went_silent(self, reason: str) -> None:
        if self.running and not self.screen_only:
            self.fell_silent = reason
            self.screen_only_changed.emit(True)

    @property
    def close_ms(self) -> int:
        return min(CLOSE_LEAD_MS, self.step_ms // 4)

    def begin(self) -> None:
        """Start (or, after a resume, restart) the night at the session's current call."""
        if self.running or getattr(self.session, "table", None) is None or self.session.table_dealer() is not None:
            return
        self.prepare()
        self.running = True
        self.fell_silent = ""
        self.chimes = 0
        self._t0, self._calls = time.monotonic(), 0
        self.screen_only_changed.emit(self.screen_only)
        sound.loop("mask", self.settings)
        self._start_call()

    def stop(self) -> None:
        """Leave the night (back to the menu): the clock and the sound stop; the session keeps
        the call, which starts again from its beginning on resume."""
        self._close.stop()
        self._next.stop()
        self.narrator.stop()
        sound.stop_loop()
        self.running = False

    def _say(self, line: Any) -> None:
        self.spoken.append(line)
        self.narrator.say_line(line)

    def _start_call(self) -> None:
        table = self.session.table
        self.starts.append((table.index, time.monotonic()))
        self.call_started.emit(table.index)
        call, close = self.session.table_line()
        self._close_line = close
        if self.screen_only and sound.play("curtain", self.settings):
            self.chimes += 1
        self._say(call)
        # Timed from the run's start, not from now: the work a call does never lengthens the next.
        start = self._t0 + self._calls * self.step_ms / 1000
        self._calls += 1
        late_ms = int((time.monotonic() - start) * 1000)
        if close is not None:
            self._close.start(max(0, self.step_ms - self.close_ms - late_ms))
        self._next.start(max(0, self.step_ms - late_ms))

    def _on_close(self) -> None:
        self.session.submit(self.close_action())
        if self._close_line is not None:
            self._say(self._close_line)

    def _on_next(self) -> None:
        self.session.submit(self.next_action())
        if getattr(self.session, "table", None) is None:  # the night is over
            self.starts.append((-2, time.monotonic()))
            self._say(self.session.dawn_line())
            sound.stop_loop()
            self.running = False
            self.finished.emit()
            return
        self._start_call()

    def open_turn(self) -> None:
        """The moon was held: before the night, the next player's card; during a call, the turn
        of the seat whose turn it is (nothing for anyone else)."""
        if self.running or self.session.table_dealer() is not None:
            self.session.submit(self.open_action_type())
