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
