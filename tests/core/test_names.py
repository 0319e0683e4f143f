"""Player names: normalised, and names that look the same refused."""
from __future__ import annotations

import pytest

from app.core.common import names

ZWSP = "\u200b"
CYR_A = "\u0410"  # Cyrillic capital A


@pytest.mark.parametrize("raw, clean", [
    ("  Ann  ", "Ann"),
    ("Ann" + ZWSP, "Ann"),
    ("A\u200enn\u2060", "Ann"),            # direction mark, word joiner
    ("Ann \t\u00a0 Lee", "Ann Lee"),        # any run of spaces: one space
    ("Ｂｏｂ", "Bob"),                       # full-width letters (NFKC)
    ("Nguye\u0302\u0303n", "Nguyễn"),        # decomposed Vietnamese composes
    ("Lan 🌙", "Lan 🌙"),
    ("👩\u200d👧", "👩\u200d👧"),             # the joiner inside an emoji stays
    ("<b>Ann</b>", "<b>Ann</b>"),          # text stays text: it is shown plainly, not filtered
    ("\x00Ann\x1b", "Ann"),
])
def test_normalise(raw, clean):
    assert names.normalise(raw) == clean


@pytest.mark.parametrize("name, others, code", [
    ("", ["Ann"], "empty"),
    (ZWSP + " \u200b", [], "empty"),
    ("ann", ["Ann"], "duplicate"),
    ("Ann" + ZWSP, ["Ann"], "duplicate"),
    (" Ann ", ["Ann"], "duplicate"),
    (CYR_A + "nn", ["Ann"], "lookalike"),
    ("Ann", [CYR_A + "nn"], "lookalike"),
    ("\u0391\u039d\u039d", ["ann"], "lookalike"),      # Greek capitals ΑΝΝ
    ("Maі", ["Mai"], "lookalike"),                  # Cyrillic і
    ("lan", ["Ian"], "lookalike"),                  # small l and capital I
    ("B0b", ["Bob"], "lookalike"),
    ("M" * 61, [], "too_long"),
    ("M" * 60, [], None),
    ("Lan", ["Ian"], None),
    ("Lan 🌙", ["Lan"], None),
    ("Nguyễn Thị Hương", ["Nguyen Thi Huong"], None),  # accents are seen: different names
    ("<img src=x.png>", ["Ann"], None),
])
def test_problem(name, others, code):
    assert names.problem(name, others) == code


def test_the_skeleton_folds_case_and_scripts():
    assert names.skeleton(CYR_A + "NN") == names.skeleton("ann")
    assert names.skeleton("Ann") != names.skeleton("Anne")


# --- issue 38: invisible characters, look-alikes of other scripts, blank names, Vietnamese ----------

INVISIBLE = ["\u034f", "\u3164", "\u115f", "\u1160", "\u2800", "\ufe00", "\u17b4", "\u17b5"]


@pytest.mark.parametrize("ch", INVISIBLE, ids=lambda c: f"U+{ord(c):04X}")
def test_ann_with_an_invisible_character_is_ann(ch):
    for name in ("Ann" + ch, ch + "Ann", "Ann" + ch * 3):
        assert names.normalise(name) == "Ann"
        assert names.problem(name, ["Ann"]) == "duplicate"
        assert names.problem("Ann", [name]) == "duplicate"
    assert names.skeleton("An" + ch + "n") in (names.skeleton("Ann"), names.skeleton("An n"))


@pytest.mark.parametrize("name, other", [
    ("\u13aann", "Ann"),   # Cherokee letter GO: Ꭺnn
    ("\ua4eenn", "Ann"),   # Lisu letter A: ꓮnn
    ("\u13f4ob", "Bob"),   # Cherokee letter YV: Ᏼob
    ("\u13aann", "ann"),
    ("\u13f4OB", "bob"),
])
def test_look_alikes_of_other_scripts(name, other):
    assert names.problem(name, [other]) == "lookalike"
    assert names.problem(other, [name]) == "lookalike"
    assert names.problem(name, ["Bob" if other.lower() == "ann" else "Ann"]) is None


@pytest.mark.parametrize("name", ["\u3164\u3164", "\u2800", "\u3164", "\u115f\u1160", "\ufe00", " \u2800 \u3164 ",
                                  "\u034f\u17b4\u17b5", "\u200b\u2060\ufeff"])
def test_a_name_of_nothing_visible_is_empty(name):
    assert names.normalise(name) == ""
    assert names.problem(name, []) == "empty"


def test_vietnamese_names_stay_distinct():
    assert names.problem("Lân", ["Lan"]) is None
    assert names.problem("Lấn", ["Lan", "Lân"]) is None
    assert names.problem("Lan", ["Lân", "Lấn"]) is None
    assert names.problem("Lâ\u0301n", ["Lấn"]) == "duplicate"  # decomposed: the same letter after NFC
    assert names.problem("LÂN", ["Lân"]) == "duplicate"


def test_every_letter_of_the_vietnamese_alphabet_has_its_own_skeleton():
    letters = sorted(names._VIETNAMESE | set("abcdeghiklmnopqrstuvxy"))
    lower = sorted({x.lower() for x in letters})
    shapes = {names.skeleton(f"T{x}n"): x for x in lower}
    assert len(shapes) == len(lower), "two Vietnamese letters share a skeleton"
    for x in lower:
        for y in lower:
            if x != y:
                assert not names.look_alike(f"T{x}n", f"T{y}n"), (x, y)
    assert len(names._VIETNAMESE) == 2 * (12 * 6 - 6 + 1)  # a ă â e ê i o ô ơ u ư y, 5 tones (and none), đ


def test_an_emoji_keeps_its_presentation_and_joiners():
    assert names.normalise("Lan \u2764\ufe0f") == "Lan \u2764\ufe0f"
    assert names.normalise("\U0001f469\u200d\U0001f467") == "\U0001f469\u200d\U0001f467"
    assert names.normalise("Ann\ufe0f") == "Ann"
    assert names.problem("Lan \u2764\ufe0f", ["Lan \u2764"]) == "lookalike"


def test_the_confusables_are_unicodes_own_data_and_load_from_the_bundle(tmp_path, monkeypatch):
    path = names.data_path()
    head = path.read_text(encoding="utf-8-sig")[:600]
    assert "confusables.txt" in head and "Unicode Security Mechanisms for UTS #39" in head
    assert path.parts[-3:] == ("resources", "unicode", "confusables.txt")
    table = names.prototypes()
    assert table["\u13aa"] == "A" and table["\ua4ee"] == "A" and table["\u13f4"] == "B" and table["m"] == "rn"
    bundle = tmp_path / "bundle"
    (bundle / "resources" / "unicode").mkdir(parents=True)
    (bundle / "resources" / "unicode" / "confusables.txt").write_bytes(path.read_bytes())
    monkeypatch.setattr("sys._MEIPASS", str(bundle), raising=False)
    names.prototypes.cache_clear()
    try:
        assert names.data_path() == bundle / "resources" / "unicode" / "confusables.txt"
        assert names.prototypes() == table
    finally:
        names.prototypes.cache_clear()


def test_normalising_twice_changes_nothing():
    # A mark whose letter was behind an invisible character is composed with it at once.
    for raw in ("D\U000e0011\u0307n", "A\u034f\u0301nn", "\u2060\u0301Ann"):
        once = names.normalise(raw)
        assert names.normalise(once) == once
    assert names.normalise("D\U000e0011\u0307n") == "\u1e0an"
