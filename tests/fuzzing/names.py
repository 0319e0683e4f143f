"""Player names against the setup's check (app/core/common/names.py).

Each case takes a real-looking name (plain Latin, Vietnamese with its marks, with an emoji) and
attacks it one way:

* hidden: invisible characters (every default-ignorable code point, format characters, the
  braille blank) put anywhere in it: the result must be refused beside the name (duplicate, or
  lookalike where a braille blank became a space), never accepted as another player;
* lookalike: one to three of its letters replaced by characters of other scripts that Unicode's
  confusables data gives that letter as their prototype: refused beside the name;
* blank: a name made only of invisible characters and spaces: refused as empty;
* vietnamese: the same name with one letter's mark changed (a, ă, â; the five tones): accepted
  beside it (a different name);
* random: any text of any script: the check answers a known code or None, never raises, and
  normalising twice changes nothing.

`run(count, seed)` returns the figures; `python -m tests.fuzzing.names [COUNT] [SEED]` prints them.
"""
from __future__ import annotations

import json
import random
import sys
import unicodedata
from typing import Any

from app.core.common import names as N

KINDS = ("hidden", "lookalike", "blank", "vietnamese", "random")
CODES = {None, "empty", "too_long", "duplicate", "lookalike"}
BASES = ["Ann", "Bob", "Minh", "Lan", "Hương", "Nguyễn Thị Hương", "Trần Văn Đức", "Lê Thị Ánh", "Phạm Quỳnh",
         "María José", "Zoë", "Ingrid", "Lan 🌙", "Kim Oanh", "Thảo", "Võ Hoàng Yến", "Chris", "Walter", "Emma",
         "Đặng Mỹ Linh"]
TONES = ("", "\u0300", "\u0301", "\u0309", "\u0303", "\u0323")
VOWELS = {"a": ("a", "a\u0306", "a\u0302"), "e": ("e", "e\u0302"), "o": ("o", "o\u0302", "o\u031b"),
          "u": ("u", "u\u031b"), "i": ("i",), "y": ("y",)}


def _invisible() -> list[str]:
    """Every assigned character that draws nothing (controls that are spaces left out: a tab or a
    line break between letters is shown as a space)."""
    out = [chr(c) for c in range(0x110000) if (0xD800 > c or c > 0xDFFF) and N.ignorable(chr(c))
           and unicodedata.category(chr(c)) != "Cn" and not chr(c).isspace()]
    return out + ["\u2800"]


def _sources() -> dict[str, list[str]]:
    """For each letter, the characters of other scripts whose prototype it is (one letter or digit
    each). A name is shown normalised (NFKC): a character that NFKC turns into something else than
    its prototype (ẚ into aʾ) is shown as that, and is left out here."""
    out: dict[str, list[str]] = {}
    for src, proto in N.prototypes().items():
        if len(proto) == 1 and proto.isalpha() and unicodedata.category(src)[0] in "LN" and src != proto \
                and unicodedata.normalize("NFKC", src) in (src, proto, proto.lower(), proto.upper()):
            out.setdefault(proto, []).append(src)
    return out


def _swap_mark(rng: random.Random, name: str) -> str | None:
    """The name with one vowel's Vietnamese mark changed (another base or another tone)."""
    decomposed = unicodedata.normalize("NFD", name)
    letters = [i for i, ch in enumerate(decomposed) if ch.lower() in VOWELS]
    if not letters:
        return None
    i = rng.choice(letters)
    base = decomposed[i]
    j = i + 1
    marks = ""
    while j < len(decomposed) and unicodedata.combining(decomposed[j]):
        marks += decomposed[j]
        j += 1
    shape = next((m for m in ("\u0306", "\u0302", "\u031b") if m in marks), "")
    tone = next((t for t in TONES[1:] if t in marks), "")
    shapes = [v[1:] for v in VOWELS[base.lower()]]
    new_shape, new_tone = shape, tone
    while (new_shape, new_tone) == (shape, tone):
        new_shape, new_tone = rng.choice(shapes), rng.choice(TONES)
    out = decomposed[:i] + base + new_shape + new_tone + decomposed[j:]
    return unicodedata.normalize("NFC", out)


def _random_text(rng: random.Random) -> str:
    pools = [(0x20, 0x7F), (0xA0, 0x250), (0x300, 0x370), (0x370, 0x530), (0x1100, 0x1200), (0x1E00, 0x1F00),
             (0x2000, 0x2070), (0x2800, 0x2900), (0x3000, 0x3200), (0xA4D0, 0xA500), (0xFE00, 0xFE70),
             (0x13A0, 0x1400), (0x1F300, 0x1F700), (0xE0000, 0xE0080)]
    out = []
    for _ in range(rng.randrange(0, 14)):
        lo, hi = rng.choice(pools)
        out.append(chr(rng.randrange(lo, hi)))
    return "".join(out)


def run(count: int = 2000, seed: int = 0) -> dict[str, Any]:
    rng = random.Random(seed)
    invisible = _invisible()
    sources = _sources()
    figures: dict[str, Any] = {"attack": "player names", "tried": 0, "refused": 0, "accepted": 0, "failures": 0,
                               "by_kind": {k: {"tried": 0, "failures": 0} for k in KINDS}, "examples": []}
    for i in range(count):
        kind = KINDS[i % len(KINDS)]
        base = rng.choice(BASES)
        want: set[str | None]
        if kind == "hidden":
            chars = list(base)
            for _ in range(rng.randrange(1, 4)):
                chars.insert(rng.randrange(len(chars) + 1), rng.choice(invisible))
            name, other, want = "".join(chars), base, {"duplicate", "lookalike"}
            if "\u2800" in name and N.normalise(name) != N.normalise(base):
                want = {"duplicate", "lookalike", None}  # a braille blank between letters is a space
        elif kind == "lookalike":
            chars = list(base)
            spots = [k for k, ch in enumerate(chars) if ch in sources]
            for k in rng.sample(spots, min(len(spots), rng.randrange(1, 4))):
                chars[k] = rng.choice(sources[chars[k]])
            name, other, want = "".join(chars), base, {"duplicate", "lookalike"}
        elif kind == "blank":
            name = "".join(rng.choice(invisible + [" ", "\u3000", "\t"]) for _ in range(rng.randrange(1, 6)))
            other, want = base, {"empty"}
        elif kind == "vietnamese":
            name = _swap_mark(rng, base) or base + "a"
            other, want = base, {None}
        else:
            name, other = _random_text(rng), _random_text(rng)
            want = CODES
        figures["tried"] += 1
        figures["by_kind"][kind]["tried"] += 1
        problem = ""
        try:
            got = N.problem(name, [other])
            again = N.normalise(N.normalise(name))
            if got not in want:
                problem = f"{got!r}, wanted one of {sorted(map(str, want))}"
            elif again != N.normalise(name):
                problem = "normalising twice changed the name"
        except Exception as exc:  # noqa: BLE001 - the very thing counted
            got, problem = None, f"{type(exc).__name__}: {exc}"
        if got is None and not problem:
            figures["accepted"] += 1
        elif not problem:
            figures["refused"] += 1
        if problem:
            figures["failures"] += 1
            figures["by_kind"][kind]["failures"] += 1
            if len(figures["examples"]) < 10:
                figures["examples"].append({"kind": kind, "name": name, "other": other, "error": problem})
    return figures


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:3]]
    print(json.dumps(run(*args), ensure_ascii=False))
