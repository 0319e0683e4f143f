"""Typed errors of the rules engine."""
from __future__ import annotations

import reprlib
from typing import Any

_SHOW = reprlib.Repr()
_SHOW.maxstring = _SHOW.maxother = 40


def show(value: Any) -> str:
    """A short repr for messages, safe for any object (huge ints, deep nesting, odd reprs)."""
    try:
        return _SHOW.repr(value)
    except Exception:  # noqa: BLE001 - a message must never fail
        return f"<{type(value).__name__}>"

CODES = ("not_awake", "feared", "bad_args", "illegal_target", "missing_action", "shielded")
# The classic mode's further codes (CLASSIC.md §9); it also uses not_awake, bad_args, illegal_target.
CLASSIC_CODES = ("already_acted", "potion_spent", "no_victim", "repeat_protect")
# The classic extended preset's further codes (CLASSIC.md §11.13).
EXTENDED_CODES = ("power_lost", "not_first_night", "must_take_wolf", "blocked", "unavailable", "repeat_target")


class RuleError(ValueError):
    """An illegal choice: carries one code of RULES.md §2.3 and changes nothing."""

    def __init__(self, code: str, message: str = "", reason: str = "") -> None:
        if code not in CODES and code not in CLASSIC_CODES and code not in EXTENDED_CODES:
            raise ValueError(f"unknown rule error code {code!r}")
        super().__init__(f"{code}: {message}" if message else code)
        self.code = code
        self.detail = message  # English, for logs and developers
        self.reason = reason or code  # a stable id for translated explanations


VOTE_CODES = ("missing_vote", "self_vote", "unknown_seat", "bad_votes")


class VoteError(ValueError):
    """A vote that breaks the voting rules (missing, self-vote, unknown seat): changes nothing."""

    def __init__(self, code: str, message: str = "") -> None:
        if code not in VOTE_CODES:
            raise ValueError(f"unknown vote error code {code!r}")
        super().__init__(f"{code}: {message}" if message else code)
        self.code = code
        self.detail = message


class SetupError(ValueError):
    """An invalid game setup (players, deck, deal): the game does not start."""


class PhaseError(RuntimeError):
    """An operation that the game's current phase does not allow."""

    code = "wrong_phase"


class SaveError(ValueError):
    """A save file that cannot be loaded: corrupt, or written by an unknown version."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason  # "corrupt" | "version" | "io"


# The phone room's error codes (app/core/lan/PROTOCOL.md, "Errors"), in the table's order.
LAN_CODES = ("bad_json", "too_big", "bad_message", "bad_room", "too_many_tries", "rate_limited",
             "no_such_seat", "not_phone", "seat_taken", "seat_busy", "bad_token", "not_your_seat",
             "stale", "replayed", "no_action", "bad_pick", "too_early", "chat_closed", "not_allowed",
             "illegal")


class LanError(ValueError):
    """A phone's message the room refuses: one code of LAN_CODES; it changes nothing.

    ``detail`` is for developers (never private, never shown: the phone gets the room's words)."""

    def __init__(self, code: str, detail: str = "") -> None:
        if code not in LAN_CODES:
            raise ValueError(f"unknown lan error code {code!r}")
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail
