"""Every autosave of random games resumed: none may strand the game (issue 38, 1).

`run(count, seed)` plays `count` random games through the sessions (the classic mode's standard
and extended presets, random decks and options, New Moon and the narrated night among them; One
Night with a random box's deck, narrated or passed round), captures every save each one writes,
groups them by kind (the saved screen and stage, and where the engine is), and resumes saves of
every kind in a fresh session as MainWindow.resume does: the first and the last of each kind
played to the end, a few more until the game has moved on. A save that does not resume, or a
resumed game that no move changes, is a failure. Replayable from `seed`.
"""
from __future__ import annotations

import random
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any

MODES = ("standard", "extended", "onenight")
MOVED_ON = 12  # moves a resumed save gets to take the game somewhere else
PER_KIND = 3  # saves of a kind resumed (the first and the last among them, played to the end)
ONE_NIGHT_DECKS = (
    ["vampire", "the_master", "the_count", "renfield", "cupid", "priest", "marksman", "pickpocket"],
    ["doppelganger", "witch", "paranormal_investigator", "seer", "werewolf", "werewolf", "robber", "troublemaker"],
    ["sentinel", "alpha_wolf", "mystic_wolf", "village_idiot", "thing", "revealer", "curator", "insomniac", "drunk"],
)


def _settings(folder: Path):
    from PySide6.QtCore import QSettings

    from app.ui.settings import Settings

    s = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    s.min_visit_ms = s.hold_ms = s.countdown_ms = s.animation_ms = 0
    return s


def _picked(n: int) -> dict[int, bool]:
    """The saves of a kind to resume: index -> played to the end (the first and the last)."""
    return {i: i in (0, n - 1) for i in {round(k * (n - 1) / (PER_KIND - 1)) for k in range(PER_KIND)}}


def _classic_game(settings, rng: random.Random, preset: str) -> tuple[dict[tuple, list[str]], str]:
    from app.core.classic import simulate as SIM
    from app.ui.classic.session import ClassicSession
    from tests.ui import resume_drive as R

    saves: dict[tuple, list[str]] = defaultdict(list)
    auto = R.NullAutosave()
    cs = ClassicSession(settings, auto)
    keep = auto.write_text

    def write(text: str) -> None:
        st = cs.state
        saves[(cs.stage, cs.screen, st.phase, st.step if st.phase in ("dawn", "dusk", "vote") else "")].append(text)
        keep(text)

    auto.write_text = write  # type: ignore[method-assign]
    table = rng.random() < 0.25
    if preset == "standard":
        n = rng.choice((8, 9))
        cs.new_game([f"P{i}" for i in range(n)], ["fox"] * n, seed=rng.randrange(1 << 30), table=table)
        what = f"standard {n}{' narrated' if table else ''}"
    else:
        n = rng.randrange(8, 15)
        new_moon = rng.random() < 0.4
        deck = SIM.random_deck(rng, n)  # (a thief's two spare cards besides the n)
        if new_moon:
            deck = SIM.with_gypsy(rng, deck)
        options = SIM.random_options(rng, new_moon=new_moon)
        cs.new_game([f"P{i}" for i in range(n)], ["fox"] * n, seed=rng.randrange(1 << 30), preset="extended",
                    deck=deck, options=options, table=table)
        what = f"extended {deck} {options}{' narrated' if table else ''}"
    R.classic_play_to_end(cs, random.Random(rng.randrange(1 << 30)))
    return saves, what


def _classic_goes_on(settings, text: str, rng: random.Random, to_end: bool) -> None:
    from app.ui.classic.session import ClassicSession
    from app.ui.flows.classic import C_END
    from tests.ui import resume_drive as R

    cs = ClassicSession(settings, R.NullAutosave())
    if not cs.resume(R.classic_saved(text)):
        raise R.Stuck(f"not resumed: {cs.problem}")
    cs._save = lambda: None  # the resumed game's own saves are not read: not written
    if to_end:
        R.classic_play_to_end(cs, rng)
        return
    place = (id(cs.state), id(cs.night), cs.stage, None if cs.table is None else (cs.table.index, cs.table.dealing))
    for _ in range(MOVED_ON):
        now = (id(cs.state), id(cs.night), cs.stage, None if cs.table is None else (cs.table.index, cs.table.dealing))
        if cs.screen == C_END or now != place:
            return
        R.classic_move(cs, rng)
    raise R.Stuck(f"the game did not move on in {MOVED_ON} moves (on {cs.screen})")


class _Read:
    """A One Night session's autosave holding its last save text, read back as Autosave.read does."""

    def __init__(self) -> None:
        self.text = ""
        self.folder = None

    def write(self, obj: Any, extra: dict) -> None:
        from app.core.onenight.mode import ONE_NIGHT

        self.text = ONE_NIGHT.dumps(obj, extra=extra)

    def write_text(self, text: str) -> None:
        self.text = text

    def read(self):
        from app.core.onenight.mode import ONE_NIGHT

        return ONE_NIGHT.loads_with_extra(self.text) if self.text else None

    def exists(self) -> bool:
        return bool(self.text)

    def remove(self) -> None:
        self.text = ""

    def set_aside(self, reason: str) -> str:
        self.text = ""
        return ""


def _night_game(settings, rng: random.Random) -> tuple[dict[tuple, list[str]], str]:
    from app.ui import session as S
    from tests.ui import resume_drive as R

    saves: dict[tuple, list[str]] = defaultdict(list)
    auto = _Read()
    keep = auto.write

    def write(obj: Any, extra: dict) -> None:
        keep(obj, extra)
        plan = hasattr(obj, "game")
        saves[(extra.get("screen"), "plan" if plan else "game", (obj.game if plan else obj).phase,
               "table" in extra)].append(auto.text)

    auto.write = write  # type: ignore[method-assign]
    settings.private_vote = rng.random() < 0.5
    table = rng.random() < 0.3
    deck = list(rng.choice(ONE_NIGHT_DECKS))
    s = S.GameSession(settings, auto)
    s.new_game([f"P{i}" for i in range(len(deck) - 3 - (1 if "alpha_wolf" in deck else 0))], deck,
               rng.randrange(1 << 30), table=table)
    R.night_play_to_end(s, random.Random(rng.randrange(1 << 30)))
    return saves, f"one night {deck}{' narrated' if table else ''}"


def _night_goes_on(settings, text: str, rng: random.Random, to_end: bool) -> None:
    from app.ui import session as S
    from tests.ui import resume_drive as R

    auto = _Read()
    auto.text = text
    s = S.GameSession(settings, auto)
    if not s.resume():
        raise R.Stuck(f"not resumed: {s.problem}")
    if to_end:
        R.night_play_to_end(s, rng)
        return
    for _ in range(MOVED_ON):
        if s.screen == S.REVEAL:
            return
        R.night_move(s, rng)  # raises Stuck when nothing moves


def run(count: int = 4, seed: int = 0) -> dict[str, Any]:
    from PySide6.QtWidgets import QApplication

    from tests.ui import resume_drive as R

    QApplication.instance() or QApplication([])
    rng = random.Random(seed)
    figures: dict[str, Any] = {"attack": "every autosave of random games resumed and played on", "tried": 0,
                               "saves": 0, "kinds": 0, "resumed": 0, "to_end": 0, "failures": 0,
                               "by_mode": {m: {"games": 0, "saves": 0, "kinds": 0, "resumed": 0} for m in MODES},
                               "examples": []}
    with tempfile.TemporaryDirectory() as tmp:
        settings = _settings(Path(tmp))
        for i in range(count):
            mode = MODES[i % len(MODES)]
            game_rng = random.Random(rng.randrange(1 << 30))
            saves, what = (_night_game(settings, game_rng) if mode == "onenight"
                           else _classic_game(settings, game_rng, mode))
            goes_on = _night_goes_on if mode == "onenight" else _classic_goes_on
            by = figures["by_mode"][mode]
            by["games"] += 1
            figures["tried"] += 1
            n_saves = sum(len(t) for t in saves.values())
            by["saves"] += n_saves
            by["kinds"] += len(saves)
            figures["saves"] += n_saves
            figures["kinds"] += len(saves)
            for kind, texts in saves.items():
                for j, to_end in _picked(len(texts)).items():
                    by["resumed"] += 1
                    figures["resumed"] += 1
                    figures["to_end"] += to_end
                    try:
                        goes_on(settings, texts[j], random.Random(j), to_end)
                    except (R.Stuck, Exception) as exc:  # noqa: BLE001 - any error is a finding
                        figures["failures"] += 1
                        if len(figures["examples"]) < 5:
                            figures["examples"].append(f"{what}: {kind}: {type(exc).__name__}: {exc}")
    return figures
