"""The countdown of the classic day screens (the discussion, the accused's defence).

The time left lives in the session (`NoteTimer`, `timer_ms`), so a resumed game goes on with
the time it had; while the clock runs it is noted every `SAVE_EVERY_MS` and on every pause.
A screen mixes `SessionClock` in, calls `init_clock()`, and gives `_show_clock()` (draw it)
and `time_up()` (what 0:00 does, after the timer's chime: cues.time_up).
"""
from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QTimer

from .. import cues
from .actions import NoteTimer

TICK_MS = 250
SAVE_EVERY_MS = 5000  # while a clock runs, the time left is noted this often (and on pause)


def clock_text(ms: int) -> str:
    secs = max(0, (ms + 999) // 1000)
    return f"{secs // 60}:{secs % 60:02d}"


class SessionClock:
    """Start/pause, the tick, the notes to the session; the screen draws it and says what 0:00 does."""

    def init_clock(self) -> None:
        self.left_ms = 0
        self.saved_ms = 0
        self.elapsed = QElapsedTimer()
        self.ticker = QTimer(self)  # type: ignore[arg-type]
        self.ticker.setInterval(TICK_MS)
        self.ticker.timeout.connect(self._tick)

    @property
    def running(self) -> bool:
        return self.ticker.isActive()

    def _now_left(self) -> int:
        return self.left_ms - self.elapsed.elapsed() if self.running else self.left_ms

    def _note(self, ms: int) -> None:
        self.saved_ms = ms
        self.session.submit(NoteTimer(ms))  # type: ignore[attr-defined]

    def toggle(self) -> None:
        if self.running:
            self.left_ms = max(0, self._now_left())
            self.ticker.stop()
        elif self.left_ms > 0:
            self.elapsed.start()
            self.ticker.start()
        self._note(self.left_ms)
        self._show_clock()

    def keep_state(self) -> dict:
        """A running clock runs on in the page that replaces this one (its time is in the session)."""
        return {**super().keep_state(), "running": self.running}  # type: ignore[misc]

    def restore_state(self, kept: dict) -> None:
        super().restore_state(kept)  # type: ignore[misc]
        if kept.get("running") and not self.running and self.left_ms > 0:
            self.toggle()

    def pause_clock(self) -> None:
        """Stop a running clock and note the time left (the screen is hidden)."""
        if self.running:
            self.left_ms = max(0, self._now_left())
            self.ticker.stop()
            self._note(self.left_ms)

    def _tick(self) -> None:
        left = self._now_left()
        if left > 0:
            self.clock_label.set_full_text(clock_text(left))  # type: ignore[attr-defined]
            if self.saved_ms - left >= SAVE_EVERY_MS:
                self._note(left)
            return
        self.left_ms = 0
        self.ticker.stop()
        self._note(0)
        cues.time_up(getattr(self.session, "settings", None))  # type: ignore[attr-defined]
        self.time_up()

    def _show_clock(self) -> None:  # pragma: no cover - each screen draws its own
        raise NotImplementedError

    def time_up(self) -> None:  # pragma: no cover - each screen says what 0:00 does
        raise NotImplementedError
