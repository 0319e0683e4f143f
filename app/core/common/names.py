"""Player names: one clean form, and a "skeleton" to tell the names that look alike.

A curtain says "Pass to NAME": two names that look the same on screen ("Ann", "Ann" with an
invisible character, "Аnn" with a Cyrillic А, "Ꭺnn" with a Cherokee letter) would not say who
is next, so such a name is refused. `normalise` is what gets stored; `skeleton` is only compared.

* `normalise`: Unicode NFKC; every character that draws nothing removed (format and control
  characters, and the default-ignorable code points of the Unicode Standard §5.21: the combining
  grapheme joiner, variation selectors, the Hangul fillers, the Khmer inherent vowels, ...),
  except a joiner or an emoji variation selector that is part of an emoji; every blank (any
  space, the braille blank) one plain space; trimmed. A name made only of such characters is
  empty.
* `skeleton`: the skeleton of Unicode's UTS #39 (each character decomposed and mapped to its
  prototype by confusables.txt, the Unicode Consortium's own data, shipped with the game in
  resources/unicode/), compared with case folded; and, case kept, the same with the look-alikes
  inside Latin itself (I, l, 1 and |; O and 0; rn and m). The letters of the Vietnamese
  alphabet are compared exactly as they are after NFC: the confusables data never merges two of
  them (Lan, Lân, Lấn stay three names).
"""
from __future__ import annotations

import sys
import unicodedata
from functools import lru_cache
from pathlib import Path

MAX_LENGTH = 60  # characters, after normalising (the entry field allows as many)

_ZWJ = "\u200d"
_EMOJI_VS = ("\ufe0e", "\ufe0f")  # text and emoji presentation: part of an emoji
_BLANKS = {"\u2800"}  # drawn as nothing but not default-ignorable: a space, then trimmed

# Default_Ignorable_Code_Point (Unicode 15, DerivedCoreProperties.txt) that are not format
# characters (every Cf is dropped anyway): Other_Default_Ignorable_Code_Point and the variation
# selectors, as ranges.
_IGNORABLE = ((0x034F, 0x034F), (0x115F, 0x1160), (0x17B4, 0x17B5), (0x180B, 0x180D), (0x180F, 0x180F),
              (0x2065, 0x2065), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8),
              (0xE0000, 0xE0FFF))

# The letters of the Vietnamese alphabet that carry a mark (both cases): kept whole in a skeleton.
_VIETNAMESE = frozenset(
    unicodedata.normalize("NFC", base + tone).upper() if upper else unicodedata.normalize("NFC", base + tone)
    for base in ("a", "a\u0306", "a\u0302", "e", "e\u0302", "i", "o", "o\u0302", "o\u031b", "u", "u\u031b", "y")
    for tone in ("", "\u0300", "\u0301", "\u0309", "\u0303", "\u0323")
    for upper in (False, True)
) - set("aeiouyAEIOUY") | {"đ", "Đ"}

DATA = Path("unicode") / "confusables.txt"  # under the resources folder


def ignorable(ch: str) -> bool:
    """Whether `ch` draws nothing: a format or control character, or default-ignorable."""
    if unicodedata.category(ch) in ("Cf", "Cc"):
        return True
    cp = ord(ch)
    return any(lo <= cp <= hi for lo, hi in _IGNORABLE)


def _picture(ch: str) -> bool:
    return unicodedata.category(ch) in ("So", "Sk")


def _keep(text: str, i: int) -> bool:
    """A joiner inside an emoji sequence (👩‍👧), or an emoji's presentation selector (❤️): part of
    the picture, kept."""
    ch = text[i]
    prev = text[i - 1] if i else ""
    if ch in _EMOJI_VS:
        return bool(prev) and (_picture(prev) or prev in "0123456789#*")
    if ch != _ZWJ or not prev or i + 1 >= len(text):
        return False
    return (_picture(prev) or prev in _EMOJI_VS) and _picture(text[i + 1])


def normalise(name: str) -> str:
    """NFKC; nothing that draws nothing (zero-width spaces, direction marks, fillers, variation
    selectors, ...); every run of blanks one plain space; trimmed. Normalising twice changes
    nothing (a mark that met its letter once an invisible character between them went is composed
    with it)."""
    text = str(name)
    for _ in range(4):
        clean = _clean(unicodedata.normalize("NFKC", text))
        if clean == text:
            break
        text = clean
    return text


def _clean(text: str) -> str:
    out: list[str] = []
    for i, ch in enumerate(text):
        cat = unicodedata.category(ch)
        if ch.isspace() or cat in ("Zs", "Zl", "Zp") or ch in _BLANKS:
            out.append(" ")
        elif cat in ("Cs", "Co", "Cn"):
            continue
        elif ignorable(ch):
            if _keep(text, i):
                out.append(ch)
        else:
            out.append(ch)
    return " ".join("".join(out).split())


# --- the confusables data -----------------------------------------------------------------------

def data_path() -> Path:
    """confusables.txt: in the bundle when frozen (PyInstaller), else in the repository's resources."""
    frozen = getattr(sys, "_MEIPASS", None)
    root = Path(frozen) if frozen else Path(__file__).resolve().parents[3]
    return root / "resources" / DATA


@lru_cache(maxsize=1)
def prototypes() -> dict[str, str]:
    """Each confusable character's prototype (UTS #39, confusables.txt: `source ; target ; MA`)."""
    out: dict[str, str] = {}
    with data_path().open(encoding="utf-8-sig") as f:
        for line in f:
            entry = line.partition("#")[0]
            if not entry.strip():
                continue
            source, target = entry.split(";")[:2]
            out[chr(int(source, 16))] = "".join(chr(int(h, 16)) for h in target.split())
    if not out:
        raise ValueError(f"{data_path()} holds no confusables")
    return out


def _map(text: str, ascii_too: bool) -> str:
    """UTS #39's mapping of `text` (NFC out): each character decomposed, default-ignorables
    dropped, each part replaced by its prototype. Vietnamese letters stay whole; ASCII stays as
    it is unless `ascii_too` (then I, 1 and | are l, 0 is O, m is rn)."""
    table = prototypes()
    out: list[str] = []
    for ch in unicodedata.normalize("NFC", text):
        if ch in _VIETNAMESE or (ch < "\x80" and not ascii_too):
            out.append(ch)
            continue
        for part in unicodedata.normalize("NFD", ch):
            if not ignorable(part):
                out.append(table.get(part, part))
    return unicodedata.normalize("NFC", "".join(out))


def _shapes(text: str) -> str:
    return text.replace("rn", "m").replace("vv", "w")


def skeleton(name: str) -> str:
    """What a name looks like, ignoring case: normalised, look-alike characters of any script
    mapped to their prototype (UTS #39), case folded (0 read as o)."""
    once = _map(normalise(name), False).casefold()
    return _shapes(_map(once, False).casefold().replace("0", "o"))


def _shape_with_case(name: str) -> str:
    """What a name looks like, case kept: UTS #39's skeleton, Latin's own look-alikes included."""
    return _shapes(_map(normalise(name), True))


def look_alike(a: str, b: str) -> bool:
    """Whether two names look the same on a curtain (same skeleton, or same shape with case kept)."""
    return skeleton(a) == skeleton(b) or _shape_with_case(a) == _shape_with_case(b)


def problem(name: str, others: list[str] | tuple[str, ...]) -> str | None:
    """Why `name` cannot join `others`: empty, too_long, duplicate, lookalike (None when fine)."""
    clean = normalise(name)
    if not clean:
        return "empty"
    if len(clean) > MAX_LENGTH:
        return "too_long"
    folded = clean.casefold()
    if any(normalise(o).casefold() == folded for o in others):
        return "duplicate"
    if any(look_alike(clean, o) for o in others):
        return "lookalike"
    return None
