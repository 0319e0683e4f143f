"""Every line of every script has words in English, Vietnamese and Spanish, with the same placeholders."""
from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from app.core import narration as N
from app.core.classic import extended as X
from app.core.onenight.catalog import ROLES
from app.ui import narrator
from app.ui.resources import resource

LANGS = ("vi", "es")


def _sources(monkeypatch, lines) -> dict[str, str]:
    """The English source text behind each line (recorded from the translate calls)."""
    seen: dict[str, str] = {}

    def record(context: str, text: str, *args) -> str:
        assert context == "Narrator"
        seen[text] = text
        return text

    monkeypatch.setattr(narrator, "translate", record)
    for line in lines:
        narrator.sentence(line)
    return seen


def _placeholders(text: str) -> list[str]:
    return sorted(re.findall(r"%\d|%n", text))


@pytest.fixture(params=LANGS)
def translator(request, qapp):
    tr = QTranslator()
    assert tr.load(str(resource("translations") / f"pass_the_night_{request.param}.qm"))
    QCoreApplication.installTranslator(tr)
    yield request.param, tr
    QCoreApplication.removeTranslator(tr)


def test_every_line_has_english_words(qapp) -> None:
    for line in narrator.every_line():
        assert narrator.sentence(line).strip(), line
    assert narrator.sentence(N.Line(N.NIGHT_FALLS, night=3, mode=N.CLASSIC)).startswith("Night 3 falls")


def test_every_source_is_translated_with_its_placeholders(translator, monkeypatch) -> None:
    lang, tr = translator
    sources = _sources(monkeypatch, narrator.every_line())
    assert len(sources) > 100
    for source in sources:
        words = tr.translate("Narrator", source)
        assert words.strip(), (lang, source)
        assert words != source, (lang, source)
        assert _placeholders(words) == _placeholders(source), (lang, source)


def _decks() -> list[tuple[str, list[str], int]]:
    """(mode/preset, deck, night) for many decks of both modes."""
    rng = random.Random(13)
    out: list[tuple[str, list[str], int]] = []
    pool = [r for r, role in ROLES.items() for _ in range(role.max_copies) if r != "alpha_wolf"]
    for _ in range(60):
        rng.shuffle(pool)
        out.append(("onenight", pool[:rng.randint(6, 13)], 0))
    extended = [r for r in X.FIRST_WAVE if r not in ("wolf", "villager", "brother")]
    for night in (1, 2):
        out.append(("standard", [], night))
        out.append(("extended", ["wolf", "brother", "brother", "brother"] + extended, night))
    return out


@pytest.mark.parametrize("lang", ("en",) + LANGS)
def test_every_script_line_has_words(lang: str, qapp) -> None:
    tr = QTranslator()
    if lang != "en":
        assert tr.load(str(resource("translations") / f"pass_the_night_{lang}.qm"))
        QCoreApplication.installTranslator(tr)
    try:
        for kind, deck, night in _decks():
            script = N.onenight_script(deck) if kind == "onenight" else N.classic_script(kind, deck, night)
            for line, words in zip(script, narrator.sentences(script)):
                assert words.strip() and "%" not in words, (lang, line)
                if line.kind == N.NIGHT_FALLS and line.mode == N.CLASSIC:
                    assert str(night) in words
    finally:
        QCoreApplication.removeTranslator(tr)
