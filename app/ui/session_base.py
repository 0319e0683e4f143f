"""SessionBase: what both modes' sessions share (One Night's `GameSession`, app/ui/session.py;
the classic `ClassicSession`, app/ui/classic/session.py).

A session owns its game and changes it only in `submit(action) -> Changes`: the mode's handler
table maps each action to one method, the chime of what it did is played (cues.py), and what
changed is said once: `changed(Changes)`, and the older `screen_changed` / `game_changed` /
`visit_changed` signals from it. The base also holds the autosave's writing and reading (a
failed write is `save_failed`, a file that cannot be used is `problem`), resuming (`resume`),
the phone seats (`remote`, `phone_changed`), the narrated night (`table`, its four actions, the
narrator's lines, the card each player sees before it) and the language: the sessions keep no
words, every screen asks for them when it draws, so a language change needs nothing here.
The mode sessions keep their action handlers and their own saves' contents.
"""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QObject, Signal

from app.core.common.errors import PhaseError

from . import cues
from .autosave import Autosave, Problem
from .flows.onenight import START
from .records import record
from .settings import Settings


@record
class Changes:
    """What one submitted action changed, so that screens refresh only that."""

    screen: str | None = None  # the screen now shown, when it changed
    table: bool = False  # the table's public or private picture may differ
    visit: bool = False  # the open private screen (a visit, a last turn, a ballot; a phone's) changed


NOTHING = Changes()
MAX_TIMER_MS = 24 * 3600 * 1000  # a day clock's longest (a saved one outside 0 .. this is damaged)


def saved_ms(value: Any, default: int) -> int:
    """A saved clock's time left, or `default` when it is damaged (not a whole number of ms in range)."""
    ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_TIMER_MS
    return value if ok else default


@record(frozen=False)
class TableNight:
    """A narrated night (both modes): the steps called (the deck's), the call now (-1: night
    falls), whether its time for acting is over, the seats who came during it (the classic
    session keeps them), and before it the seat whose turn it is to see their card
    (`dealing`, up to the seat count: then the laptop goes to the middle)."""

    calls: tuple[str, ...]
    index: int = -1
    closing: bool = False
    dealing: int = 0
    visited: tuple[int, ...] = ()

    def step(self) -> str:
        return self.calls[self.index] if 0 <= self.index < len(self.calls) else ""


class SessionBase(QObject):
    """The one entry point, the signals, saving and resuming, phones and the narrated night.

    A mode sets its narrated night's two screens (`TABLE_NIGHT_SCREEN`, `TABLE_CARD_SCREEN`), its
    handler table (`_handlers`, its own action classes to methods: the narrated night's four
    are the base's `_table_open`, `_table_close`, `_table_next`, `_table_card_seen`) and writes:

    * `_to(screen, table=..., visit=...)`: show `screen`, saved there (returns its Changes, or None
      when the mode's Changes are read off the session after the action: `_mark`);
    * `_table_turn()`, `_end_call(step)`, `_end_night()`: the narrated night's moments of its own;
    * `_lap_seats()`, `_laptop_next()`, `_private_open()`, `_phones_set()`: the night's lap and phones;
    * `_card_words(seat)`, `_line_facts()`: the card before the night, the lines' facts;
    * `_resume(obj, extra)`: a saved game of its own mode taken over (False: not its own, or unusable).
    """

    changed = Signal(object)  # Changes, after every submitted action that changed something
    screen_changed = Signal(str)
    game_changed = Signal()  # the table's public or private picture may differ now
    visit_changed = Signal()  # the open private screen changed
    phone_changed = Signal(int)  # a phone seat's own screen changed (nothing on the laptop did)
    save_failed = Signal(str)
    saved = Signal()  # a save worked (after a failure, the warning can go)

    TABLE_NIGHT_SCREEN = ""
    TABLE_CARD_SCREEN = ""
    CURTAIN_SCREEN = ""  # the night's curtain (where the laptop waits for the phones)
    # The screen is said (`screen_changed`) by `_go` as it goes, not once after the action: the
    # classic session's stages may pass several screens in one action, and move outside `submit`.
    SCREEN_SAID_AT_ONCE = False

    def __init__(self, settings: Settings, autosave: Autosave, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.autosave = autosave
        self.screen = START
        self.problem: Problem | None = None  # an autosave that could not be used
        self.table: TableNight | None = None  # the narrated night, while it lasts
        self.table_mode = False  # this game's nights are narrated (kept from its start; saved with it)
        self.remote: frozenset[int] = frozenset()  # the seats playing on their phones (LAN.md)
        self._handlers: dict[type, Callable[[Any], Any]] = {}

    # --- the one entry point ---------------------------------------------------------------------
    def submit(self, action: object) -> Changes:
        """Carry out one action of a screen; raises RuleError / VoteError / PhaseError, changing
        nothing, when it is not allowed now (PhaseError for an action this mode does not know).
        Emits what changed, and returns it."""
        handler = self._handlers.get(type(action))
        if handler is None:
            raise PhaseError(f"unknown action {type(action).__name__}")
        before, stage, mark = self.screen, self._cue_stage(), self._mark()
        changes = handler(action)
        if mark is not None:
            changes = self._changes_since(mark)
        self._chime(before, action, stage)
        self._announce(changes if changes is not None else NOTHING)
        return changes if changes is not None else NOTHING

    def _announce(self, changes: Changes) -> None:
        if changes.table:
            self.game_changed.emit()
        if changes.screen is not None and not self.SCREEN_SAID_AT_ONCE:
            self.screen_changed.emit(changes.screen)
        if changes.visit:
            self.visit_changed.emit()
        if changes != NOTHING:
            self.changed.emit(changes)

    def _chime(self, before: str, action: object, stage: str | None) -> None:
        """A hand-off's chime, the dawn's, the end's (cues.py), for what `action` just did."""
        cues.after(self, before, action, stage)

    def _cue_stage(self) -> str | None:
        """The stage before an action, for its chime (cues.after); None in a mode without stages."""
        return None

    def _mark(self) -> Any:
        """What `_changes_since` compares to after an action; None when the handlers return Changes."""
        return None

    def _changes_since(self, mark: Any) -> Changes:  # pragma: no cover - a mode with a mark writes it
        raise NotImplementedError

    def _to(self, screen: str, *, table: bool = False, visit: bool = False) -> Changes | None:
        raise NotImplementedError  # pragma: no cover - every mode writes it

    # --- reading --------------------------------------------------------------------------------
    @property
    def seats(self) -> tuple[str, ...]:  # pragma: no cover - every mode writes it
        raise NotImplementedError

    # --- saving and resuming ----------------------------------------------------------------------
    def _write(self, write: Callable[[], None]) -> None:
        """Run one autosave write: a failure is said (`save_failed`), never raised; a success too."""
        try:
            write()
        except OSError as exc:
            self.save_failed.emit(str(exc))
        else:
            self.saved.emit()

    def _read_saved(self) -> Any:
        """The autosave's (game, app data), or None: absent, or unusable (then `problem` says why)."""
        found = self.autosave.read()
        if isinstance(found, Problem):
            self.problem = found
            return None
        return found

    def _corrupt(self, message: str) -> bool:
        """The save cannot be used: set aside, noted in `problem`; False (nothing resumed)."""
        self.problem = Problem("corrupt", message, self.autosave.set_aside("corrupt"))
        return False

    def saved_game(self) -> bool:
        """Whether a usable autosave exists (a damaged one is set aside and noted in `problem`)."""
        return self._read_saved() is not None

    def resume(self, found: Any = None) -> bool:
        """Continue a saved game where it stopped: `found` as the autosave gave it (the file is read
        when it is not given). False when there is none, it is the other mode's, or it is unusable."""
        if found is None:
            found = self._read_saved()
            if found is None:
                return False
        if not isinstance(found, tuple):  # a classic game handed over alone (ClassicSaved)
            found = (found, getattr(found, "extra", {}))
        obj, extra = found
        return self._resume(obj, extra)

    def _resume(self, obj: Any, extra: dict[str, Any]) -> bool:  # pragma: no cover - every mode writes it
        raise NotImplementedError

    # --- the day's clock ---------------------------------------------------------------------------
    def _note_timer(self, action: Any) -> Changes:
        """Remember the day's clock (saved, so a restart keeps it; at most a day): no screen changes."""
        self.timer_ms = max(0, min(int(action.ms_left), MAX_TIMER_MS))
        self._save_timer()
        return NOTHING

    def _save_timer(self) -> None:
        """Save the clock just noted (the classic sessions: with everything else)."""
        self._save()

    # --- phone seats (LAN.md, mixed seating) ---------------------------------------------------------
    def set_remote(self, seats: frozenset[int] | set[int]) -> None:
        """The seats that play on their phones (set by the room's bridge; none: every seat behind the
        curtain). What a seat taken back or given a phone keeps is the mode's (`_phones_set`)."""
        self.remote = frozenset(seats)
        self._phones_set()

    def _phones_set(self) -> None:
        """The phone seats changed (`remote`)."""

    def _lap_seats(self) -> tuple[int, ...]:  # pragma: no cover - every mode writes it
        """The seats whose visit of the pass-and-play night's lap going round is not over (() outside one)."""
        raise NotImplementedError

    def _laptop_next(self) -> int | None:  # pragma: no cover - every mode writes it
        """The next seat the laptop goes to behind the curtain (None: nobody, only phones are left)."""
        raise NotImplementedError

    def _private_open(self) -> bool:  # pragma: no cover - every mode writes it
        """Whether the laptop shows a private screen now (a visit, a last turn, a ballot)."""
        raise NotImplementedError

    def lap_left(self) -> frozenset[int]:
        """The seats whose visit of the lap going round is not over yet (none outside a pass-and-play night)."""
        return frozenset(self._lap_seats()) if self.table is None else frozenset()

    def phones_at_night(self) -> bool:
        """Only phone visits are left in this lap: the laptop waits for them at the curtain (the same
        page whoever)."""
        return (self.table is None and bool(self.remote) and self.screen == self.CURTAIN_SCREEN
                and not self._private_open() and bool(self._lap_seats()) and self._laptop_next() is None)

    # --- the narrated night ---------------------------------------------------------------------
    def table_dealer(self) -> str | None:
        """Before the narrated night: the name of the seat whose turn it is to see their card."""
        t, seats = self.table, self.seats
        if t is None or not seats or t.dealing >= len(seats):
            return None
        return seats[t.dealing]

    def table_card(self) -> tuple[str, str, str, str]:
        """(name, role, its power, its art) of the seat seeing their card before the narrated night."""
        assert self.table is not None and self.seats
        seat = self.table.dealing
        return (self.seats[seat], *self._card_words(seat))

    def _card_words(self, seat: int) -> tuple[str, str, str]:  # pragma: no cover - every mode writes it
        raise NotImplementedError

    def _line_facts(self) -> dict[str, Any]:
        """What the narrator's lines say besides their step (the classic mode: the night's number)."""
        return {}

    def table_line(self) -> tuple[Any, Any]:
        """The narrator's (call, close) lines of the call now (close None while night falls)."""
        from app.core import narration as N

        assert self.table is not None
        step, facts = self.table.step(), self._line_facts()
        if not step:
            return N.Line(N.NIGHT_FALLS, **facts), None
        return N.Line(N.WAKE, step, **facts), N.Line(N.CLOSE, step, **facts)

    def dawn_line(self) -> Any:
        from app.core import narration as N

        return N.Line(N.DAWN, **self._line_facts())

    def _table_open(self, _: object) -> Changes | None:
        """The moon was held: before the night, the next seat's card; during a call, the turn of the
        seat whose turn it is (nobody's: nothing changes). Only on the narrated night's screen."""
        t = self.table
        if t is None or not self.seats or self.screen != self.TABLE_NIGHT_SCREEN:
            raise PhaseError("the pad opens a turn in the narrated night")
        if t.dealing < len(self.seats):  # before the night: a seat sees their card
            return self._to(self.TABLE_CARD_SCREEN)
        return self._table_turn()

    def _table_turn(self) -> Changes | None:  # pragma: no cover - every mode writes it
        raise NotImplementedError

    def _table_card_seen(self, _: object) -> Changes | None:
        if self.table is None or self.screen != self.TABLE_CARD_SCREEN:
            return NOTHING
        self.table.dealing += 1
        return self._to(self.TABLE_NIGHT_SCREEN)

    def _card_hidden(self) -> Changes | None:
        """The card before the night went away unseen: the same seat holds the moon again."""
        return self._to(self.TABLE_NIGHT_SCREEN)

    def _table_close(self, _: object) -> Changes | None:
        """The call's time for acting is over: a turn left open and the call's defaults are taken
        (once: a second close changes nothing)."""
        t = self.table
        if t is None or not self.seats or t.closing:
            return NOTHING
        self._end_call(t.step())
        t.closing = True
        return self._to(self.TABLE_NIGHT_SCREEN, table=True)

    def _end_call(self, step: str) -> None:  # pragma: no cover - every mode writes it
        raise NotImplementedError

    def _table_next(self, _: object) -> Changes | None:
        """The call's time is over: the next call, or after the last the night's end (the mode's)."""
        t = self.table
        if t is None or not self.seats:
            return NOTHING
        if not t.closing:
            self._table_close(None)
        t.index += 1
        t.closing, t.visited = False, ()
        if t.index < len(t.calls):
            return self._to(self.TABLE_NIGHT_SCREEN, table=True)
        return self._end_night()

    def _end_night(self) -> Changes | None:  # pragma: no cover - every mode writes it
        raise NotImplementedError
