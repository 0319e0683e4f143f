"""The autosave's journal: a save whose text holds one list that only grows (a classic game's
log), written at a cost that does not grow with the game.

A save is a snapshot (the whole text, written atomically as before) and a journal beside it:
records appended one per save, each holding the save text with the growing list cut to the
items added since the record before. Reading the snapshot and then every record of its journal
in order gives back the text of the last save, item for item (`merge`). The snapshot is written
again (and the journal emptied) when the list did not grow from the last save (a new game) or
the journal has grown large beside the snapshot (`Journal.full`), so that a save costs about
the same at any point of a game.

The bytes of each record are sealed by the caller (the codec, with the save's key); here they
are framed (a length before each record, so that a write cut short by a crash is seen and left
out: the saves before it stand) and tied to their snapshot (its id is in every record, so that
records left over from an older snapshot are never applied to a newer one).

>>> snap = '{"state": {"log": [1, 2], "n": 0}}'
>>> j = Journal(snapshot_id(snap.encode()), len(snap), ("state", "log"), (1, 2))
>>> rec = j.record((1, 2, 3), '{"state": {"log": [3], "n": 1}}')
>>> merge(snap, [rec], snapshot_id(snap.encode()))
'{"state": {"log": [1, 2, 3], "n": 1}}'
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator
from typing import Any

LENGTH_SIZE = 4  # each framed record: its length (big-endian) then its bytes
FLOOR = 64 * 1024  # a journal may always grow to this many bytes before the snapshot is written again
RATIO = 4  # ...or to this many times the snapshot's size


def snapshot_id(data: bytes) -> str:
    """The id that ties records to the snapshot file they follow (a digest of its bytes)."""
    return hashlib.sha256(data).hexdigest()[:32]


def frame(data: bytes) -> bytes:
    return len(data).to_bytes(LENGTH_SIZE, "big") + data


def frames(data: bytes) -> Iterator[bytes]:
    """The framed records of a journal file, in order; a last one cut short is left out."""
    at = 0
    while at + LENGTH_SIZE <= len(data):
        size = int.from_bytes(data[at:at + LENGTH_SIZE], "big")
        if at + LENGTH_SIZE + size > len(data):
            return
        yield data[at + LENGTH_SIZE:at + LENGTH_SIZE + size]
        at += LENGTH_SIZE + size


class Journal:
    """What the writer remembers of the snapshot it wrote last: the records that may follow it."""

    def __init__(self, base: str, snapshot_bytes: int, path: tuple[str, ...], items: tuple[Any, ...]) -> None:
        self.base = base
        self.snapshot_bytes = snapshot_bytes
        self.path = path
        self.items = items  # the growing list as the last save had it
        self.seq = 0
        self.bytes = 0  # the journal file's size

    def follows(self, path: tuple[str, ...], items: tuple[Any, ...]) -> bool:
        """Whether a save of `items` can be a record: the same list, grown (or as it was)."""
        k = len(self.items)
        return path == self.path and len(items) >= k and items[:k] == self.items

    def full(self) -> bool:
        return self.bytes > max(FLOOR, RATIO * self.snapshot_bytes)

    def record(self, items: tuple[Any, ...], text: str) -> str:
        """The record of a save whose growing list is `items`; `text` is its save text with that
        list cut to the items from len(self.items) on. The journal then follows this save."""
        head = {"base": self.base, "seq": self.seq, "path": list(self.path), "from": len(self.items)}
        self.seq += 1
        self.items = items
        return json.dumps(head, sort_keys=True) + "\n" + text

    def wrote(self, size: int) -> None:
        self.bytes += size


def _at(doc: Any, path: Iterable[str]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def merge(snapshot: str, records: Iterable[str], base: str) -> str:
    """The last save's text: the snapshot with its journal's records applied in order. Records
    of another snapshot are passed over; the first one out of order or damaged ends the reading
    (the saves before it stand)."""
    doc = json.loads(snapshot)
    seq = 0
    changed = False
    for rec in records:
        try:
            head_text, text = rec.split("\n", 1)
            head = json.loads(head_text)
            if not isinstance(head, dict) or head.get("base") != base:
                continue
            path = head["path"]
            grown = _at(doc, path)
            if head["seq"] != seq or head["from"] != len(grown):
                break
            new = json.loads(text)
            parent = _at(new, path[:-1])
            parent[path[-1]] = grown + parent[path[-1]]
        except (ValueError, KeyError, TypeError, IndexError, AttributeError):
            break
        doc = new
        seq += 1
        changed = True
    if not changed:
        return snapshot
    return json.dumps(doc, ensure_ascii=False, sort_keys=True)


__all__ = ["Journal", "frame", "frames", "merge", "snapshot_id"]
