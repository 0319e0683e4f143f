"""The autosave's journal (app/core/common/journal.py, Autosave.write_growing): a classic game's
saves are records appended beside the snapshot; reading gives back the last save exactly, a
record cut short by a crash is left out (the saves before it stand), records of an older
snapshot are never applied, and the file on disk shows nothing of the game."""
from __future__ import annotations

import json
import random

import pytest

from app.core.common import journal
from app.ui.autosave import Autosave, ClassicSaved
from app.ui.classic.session import ClassicSession

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]


def _doc(log, n):
    return {"kind": "toy", "state": {"log": list(log), "turn": n}, "extra": {"screen": f"s{n}"}}


def _dump(log, n):
    return lambda k: json.dumps(_doc(log[k:], n), ensure_ascii=False, sort_keys=True)


def _last_text(folder):
    a = Autosave(folder)
    data = a.path.read_bytes()
    from app.core.common import codec

    return a._journaled(data, codec.unpack(data, a._read_key()))


def test_every_save_reads_back_as_written_snapshots_and_records_alike(tmp_path, monkeypatch):
    monkeypatch.setattr(journal, "FLOOR", 4000)  # a small journal is full sooner: compactions in 300 saves
    a = Autosave(tmp_path)
    log: tuple = ()
    kinds = []
    for n in range(300):
        log = log + tuple(f"event {n}.{i} é" for i in range(n % 3))
        a.write_growing(log, _dump(log, n), ("state", "log"))
        kinds.append("record" if a.journal_path.is_file() and a._journal.seq else "snapshot")
        assert json.loads(_last_text(tmp_path)) == _doc(log, n)
    assert kinds.count("record") > 200 and kinds.count("snapshot") >= 3  # the journal was compacted


def test_a_new_game_is_a_snapshot_and_the_old_journal_goes(tmp_path):
    a = Autosave(tmp_path)
    log = ("a", "b", "c")
    for k in range(1, 4):
        a.write_growing(log[:k], _dump(log[:k], k), ("state", "log"))
    assert a.journal_path.is_file()
    other = ("x",)  # not the last log grown
    a.write_growing(other, _dump(other, 9), ("state", "log"))
    assert not a.journal_path.exists()
    assert json.loads(_last_text(tmp_path)) == _doc(other, 9)


def test_a_record_cut_short_by_a_crash_leaves_the_save_before(tmp_path):
    a = Autosave(tmp_path)
    log: tuple = ()
    for n in range(6):
        log = log + (n,)
        a.write_growing(log, _dump(log, n), ("state", "log"))
    whole = a.journal_path.read_bytes()
    for cut in (1, 5, 40):
        a.journal_path.write_bytes(whole[:-cut])
        assert json.loads(_last_text(tmp_path)) == _doc(log[:-1], 4)


def test_a_damaged_record_ends_the_journal_and_records_of_an_old_snapshot_are_passed_over(tmp_path):
    a = Autosave(tmp_path)
    log: tuple = ()
    for n in range(5):
        log = log + (n,)
        a.write_growing(log, _dump(log, n), ("state", "log"))
    raw = bytearray(a.journal_path.read_bytes())
    frames = list(journal.frames(bytes(raw)))
    second = journal.LENGTH_SIZE * 2 + len(frames[0]) + 10  # a byte inside the second record
    raw[second] ^= 0x40
    a.journal_path.write_bytes(bytes(raw))
    assert json.loads(_last_text(tmp_path)) == _doc(log[:2], 1)
    # a new snapshot written, and the crash before the old journal was removed: its records stay out
    a.journal_path.write_bytes(b"".join(journal.frame(f) for f in frames))
    old_journal = a.journal_path.read_bytes()
    a.write_text(json.dumps(_doc(("new",), 0), sort_keys=True))
    a.journal_path.write_bytes(old_journal)
    assert json.loads(_last_text(tmp_path)) == _doc(("new",), 0)


def test_the_journal_shows_nothing_of_the_game(tmp_path):
    a = Autosave(tmp_path)
    log = ("the seer looked at Nguyễn Văn Bình",)
    a.write_growing(log, _dump(log, 0), ("state", "log"))
    log = log + ("Werewolf",)
    a.write_growing(log, _dump(log, 1), ("state", "log"))
    raw = a.journal_path.read_bytes()
    assert raw and b"Werewolf" not in raw and "Bình".encode() not in raw and b"seer" not in raw


def test_set_aside_and_remove_take_the_journal_too(tmp_path):
    a = Autosave(tmp_path)
    log = (1, 2)
    a.write_growing(log[:1], _dump(log[:1], 0), ("state", "log"))
    a.write_growing(log, _dump(log, 1), ("state", "log"))
    kept = a.set_aside("corrupt")
    assert not a.path.exists() and not a.journal_path.exists()
    assert (tmp_path / kept).with_suffix(".journal").is_file()
    a.write_growing(log[:1], _dump(log[:1], 0), ("state", "log"))
    a.write_growing(log, _dump(log, 1), ("state", "log"))
    a.remove()
    assert not a.path.exists() and not a.journal_path.exists()


WAVE2_10 = ["wolf", "wolf_seer", "big_bad_wolf", "moon_maiden", "actor", "aura_seer", "raven", "old_hag", "ghost",
            "villager"]


@pytest.mark.parametrize("preset,seed", [("standard", 4), ("extended", 7)])
def test_a_classic_game_resumes_exactly_at_every_save(settings, tmp_path, preset, seed):
    """A whole classic game through the session: at every save, the autosave read back (snapshot
    and journal) is the session's game as it was."""
    from tests.ui import resume_drive as R

    auto = Autosave(tmp_path / "save")
    cs = ClassicSession(settings, auto)
    seen = []
    write = auto.write_growing

    def hooked(items, dump, path):
        write(items, dump, path)
        found, extra = auto.read()
        seen.append(isinstance(found, ClassicSaved) and found.state == cs.state)

    auto.write_growing = hooked
    kw = {} if preset == "standard" else dict(preset="extended", deck=list(WAVE2_10), options={"new_moon": True})
    n = 8 if preset == "standard" else 10
    cs.new_game(NAMES[:n], [f"p{i}" for i in range(n)], seed=seed, **kw)
    R.classic_play_to_end(cs, random.Random(seed))
    assert len(seen) > 100 and all(seen)
