"""Player names: one clean form, and a "skeleton" to tell the names that look alike.

A curtain says "Pass to NAME": two names that look the same on screen ("Ann", "Ann" with a
zero-width space, "Аnn" with a Cyrillic А) would not say who is next, so such a name is
refused. `normalise` is what gets stored; `skeleton` is only compared.
"""
from __future__ import annotations

import unicodedata

MAX_LENGTH = 60  # characters, after normalising (the entry field allows as many)

_ZWJ = "\u200d"
_VS16 = "\ufe0f"

# Letters of other scripts that look like a Latin letter (both cases, before casefolding).
_CONFUSABLE = {
    # Cyrillic
    "А": "A", "а": "a", "В": "B", "в": "b", "С": "C", "с": "c", "Е": "E", "е": "e", "Ё": "Ë", "ё": "ë",
    "Н": "H", "н": "h", "һ": "h", "І": "I", "і": "i", "Ї": "Ï", "ї": "ï", "Ј": "J", "ј": "j", "К": "K",
    "к": "k", "М": "M", "м": "m", "О": "O", "о": "o", "Р": "P", "р": "p", "Ѕ": "S", "ѕ": "s", "Т": "T",
    "т": "t", "Х": "X", "х": "x", "У": "Y", "у": "y", "Ү": "Y", "ү": "y", "Ԁ": "D", "ԁ": "d", "Ԛ": "Q",
    "ԛ": "q", "Ԝ": "W", "ԝ": "w", "Ѵ": "V", "ѵ": "v",
    # Greek
    "Α": "A", "α": "a", "Β": "B", "β": "b", "Ε": "E", "ε": "e", "Ζ": "Z", "Η": "H", "Ι": "I", "ι": "i",
    "Κ": "K", "κ": "k", "Μ": "M", "Ν": "N", "ν": "v", "Ο": "O", "ο": "o", "Ρ": "P", "ρ": "p", "Τ": "T",
    "τ": "t", "Υ": "Y", "υ": "u", "Χ": "X", "χ": "x", "Ϲ": "C", "ϲ": "c", "Ϳ": "J", "ϳ": "j",
    # Latin and other look-alikes
    "ı": "i", "ɩ": "i", "ȷ": "j", "ɡ": "g", "ɑ": "a", "ʏ": "y", "ᴀ": "a", "ᴄ": "c", "ᴏ": "o", "ᴠ": "v",
    "ᴡ": "w", "ᴢ": "z", "Ӏ": "l", "ӏ": "l",
}
# In most sans-serif fonts capital I, small l, the digit 1 and the bar look the same (so do O
# and 0): compared with case kept, so that "Ian" and "lan" clash but "Ian" and "Lan" do not.
_BARS = {"I": "l", "1": "l", "|": "l", "Ⅰ": "l", "ǀ": "l", "0": "O"}
_SEQUENCES = (("rn", "m"), ("vv", "w"))


def _keep_format(prev: str, ch: str, nxt: str) -> bool:
    """A zero-width joiner inside an emoji sequence (👩‍👧) is part of the picture: keep it."""
    if ch != _ZWJ:
        return False
    pictures = ("So", "Sk")
    return (unicodedata.category(prev) in pictures or prev == _VS16) and unicodedata.category(nxt) in pictures


def normalise(name: str) -> str:
    """NFKC; no format or control characters (zero-width spaces, direction marks); every run of
    spaces one plain space; trimmed."""
    text = unicodedata.normalize("NFKC", str(name))
    out: list[str] = []
    for i, ch in enumerate(text):
        cat = unicodedata.category(ch)
        if ch.isspace() or cat in ("Zs", "Zl", "Zp"):
            out.append(" ")
        elif cat == "Cf":
            prev = text[i - 1] if i else ""
            nxt = text[i + 1] if i + 1 < len(text) else ""
            if prev and nxt and _keep_format(prev, ch, nxt):
                out.append(ch)
        elif cat in ("Cc", "Cs", "Co", "Cn"):
            continue
        else:
            out.append(ch)
    return " ".join("".join(out).split())


def _letters(text: str) -> str:
    """Look-alike letters of other scripts as their Latin twin (accents kept apart and back on)."""
    mapped = "".join(_CONFUSABLE.get(ch, ch) for ch in unicodedata.normalize("NFD", text))
    return unicodedata.normalize("NFC", mapped)


def _shapes(text: str) -> str:
    for seq, look in _SEQUENCES:
        text = text.replace(seq, look)
    return text.replace(_ZWJ, "").replace(_VS16, "")


def skeleton(name: str) -> str:
    """What a name looks like, ignoring case: normalised (NFKC), look-alike letters of other
    scripts mapped to their Latin twin, case folded."""
    return _shapes(_letters(_letters(normalise(name)).casefold()).replace("0", "o"))


def _shape_with_case(name: str) -> str:
    text = _letters(normalise(name))
    return _shapes("".join(_BARS.get(ch, ch) for ch in text))


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
