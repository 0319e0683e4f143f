"""Every translation file is complete, consistent with its sources and up to date with the code.

For each .ts file (vi, es, en): the XML parses; every message has a finished, non-empty
translation (a plural message: every form, as many forms as the language has); the
placeholders (%1..%9, %n) and HTML tags of each translation (each plural form) are those of
its source; no Vietnamese or Spanish translation is left in English (ALLOWED_SAME lists the
few words that are the same in those languages); and lupdate over the code finds no source
text the files lack, nor any they hold that the code no longer has. The checks run on broken
copies too, so that each one is seen to fail.
"""
from __future__ import annotations

import re
import shutil
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("vi", "es", "en")
# Plural forms per language (Qt's rules): Vietnamese has one, English and Spanish two.
FORMS = {"vi": 1, "es": 2, "en": 2}
# The language attribute lupdate keeps in each file (the plural rules lrelease uses follow it).
LANGUAGE_ATTR = {"vi": "vi_VN", "es": "es_ES", "en": "en_GB"}

# Sources whose translation may equal the English text. Texts with no letters outside their
# placeholders ("%1: %2", "%1 → %2") are always allowed.
ALLOWED_SAME = {
    "vi": {
        "Renfield",  # a name (the seeds keep it)
        "Menu",  # the loanword Vietnamese screens use ("Về menu")
        "Vampire", "Lycan",  # the classic cards' names in seed 003 (CLASSIC.md §11.17)
    },
    "es": {
        "Renfield", "Doppelgänger", "Doppelgänger-%1", "Gremlin",  # names the Spanish edition keeps
        "&No", "No",  # the same word in Spanish (Qt's own qtbase_es says so too; the spirits' answer)
        "+1 min", " min", " s",  # "min" and "s" are the Spanish abbreviations as well
        "Actor",  # the same word in Spanish (the classic card)
    },
}

# Contexts whose Spanish is still being written (on another branch): their unfinished
# messages are reported by test_pending_spanish (an expected failure) instead of failing the
# suite. Empty this set once the Spanish file is complete; nothing else is excused.
PENDING: dict[str, set[str]] = {}

_PLACEHOLDER = re.compile(r"%L?([1-9n])")
_TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>")


def ts_path(lang: str) -> Path:
    return FOLDER / f"pass_the_night_{lang}.ts"


def placeholders(text: str) -> Counter:
    return Counter(_PLACEHOLDER.findall(text))


def tags(text: str) -> Counter:
    return Counter(t.lower() for t in _TAG.findall(text))


def has_words(text: str) -> bool:
    return bool(re.search(r"[^\W\d_]", _PLACEHOLDER.sub("", text)))


def messages(path: Path):
    """(context, source, numerus, translation element) for every message of a .ts file."""
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            yield name, message.findtext("source") or "", message.get("numerus") == "yes", message.find("translation")


def problems(path: Path, lang: str) -> list[str]:
    """Everything wrong with one .ts file (empty when it is complete and consistent)."""
    out: list[str] = []
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as error:
        return [f"{path.name}: not well-formed XML: {error}"]
    if root.get("language") != LANGUAGE_ATTR[lang]:
        out.append(f"{path.name}: language {root.get('language')!r}, expected {LANGUAGE_ATTR[lang]!r}")
    allowed = ALLOWED_SAME.get(lang)
    count = 0
    for context, source, numerus, translation in messages(path):
        count += 1
        where = f"{path.name} [{context}] {source!r}"
        if translation is None:
            out.append(f"{where}: no translation element")
            continue
        if translation.get("type") in ("unfinished", "vanished", "obsolete"):
            out.append(f"{where}: {translation.get('type')}")
            continue
        if numerus:
            forms = [f.text or "" for f in translation.findall("numerusform")]
            if len(forms) != FORMS[lang]:
                out.append(f"{where}: {len(forms)} plural forms, {lang} has {FORMS[lang]}")
        else:
            forms = [translation.text or ""]
        for form in forms:
            if not form.strip():
                out.append(f"{where}: empty translation")
                continue
            if placeholders(form) != placeholders(source):
                out.append(f"{where}: placeholders of {form!r} differ from the source's")
            if tags(form) != tags(source):
                out.append(f"{where}: HTML tags of {form!r} differ from the source's")
            if allowed is not None and form == source and has_words(source) and source not in allowed:
                out.append(f"{where}: left in English")
    if not count:
        out.append(f"{path.name}: no messages")
    return out


def keys(path: Path) -> set[tuple[str, str, bool]]:
    return {(context, source, numerus) for context, source, numerus, _ in messages(path)}


def stale(folder: Path) -> list[str]:
    """Run lupdate (the project's flags) over the code into the .ts copies in folder: what
    changes is text the copies lack (new in the code) or hold in vain (gone from the code)."""
    sys.path.insert(0, str(ROOT / "resources" / "tools"))
    try:
        import translations
    finally:
        sys.path.pop(0)
    targets = [folder / ts_path(lang).name for lang in LANGUAGES]
    before = {t: keys(t) for t in targets}
    report = translations.update(targets)
    out = []
    for target in targets:
        after = keys(target)
        out += [f"{target.name}: not in the file yet: [{c}] {s!r}" for c, s, _ in sorted(after - before[target])]
        out += [f"{target.name}: no longer in the code: [{c}] {s!r}" for c, s, _ in sorted(before[target] - after)]
    new = [int(n) for n in re.findall(r"\((\d+) new and", report)]
    if any(new) and not out:
        out.append(f"lupdate found new source text: {report}")
    return out


def _pending(problem: str, lang: str) -> bool:
    """An unfinished message in a context whose translation is still being written."""
    context = re.match(r"\S+ \[([^\]]*)\]", problem)
    return bool(context) and context.group(1) in PENDING.get(lang, ()) and problem.endswith(": unfinished")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_is_translated_and_consistent(lang):
    found = [p for p in problems(ts_path(lang), lang) if not _pending(p, lang)]
    assert not found, f"{len(found)} problem(s):\n" + "\n".join(found[:60])


@pytest.mark.xfail(reason="Spanish of the PENDING contexts still being written", strict=False)
@pytest.mark.parametrize("lang", sorted(PENDING))
def test_pending_translations(lang):
    found = [p for p in problems(ts_path(lang), lang) if _pending(p, lang)]
    assert not found, f"{len(found)} message(s) unfinished:\n" + "\n".join(found[:20])


def test_the_files_hold_the_same_messages():
    vi, es, en = (keys(ts_path(lang)) for lang in LANGUAGES)
    assert vi == es == en, (vi ^ es) | (vi ^ en)


def test_the_translation_files_are_up_to_date_with_the_code(tmp_path):
    for lang in LANGUAGES:
        shutil.copy(ts_path(lang), tmp_path)
    found = stale(tmp_path)
    assert not found, "run `make update-translations`:\n" + "\n".join(found[:60])


# --- the checks fail for real ---------------------------------------------------------------


def _broken_copy(tmp_path: Path, lang: str, old: str, new: str) -> Path:
    text = ts_path(lang).read_text(encoding="utf-8")
    assert old in text, old
    target = tmp_path / ts_path(lang).name
    target.write_text(text.replace(old, new, 1), encoding="utf-8")
    return target


@pytest.mark.parametrize("lang, old, new, expected", [
    ("es", "<translation>Pásalo a %1</translation>", '<translation type="unfinished">Pásalo a %1</translation>',
     "unfinished"),
    ("es", "<translation>Pásalo a %1</translation>", "<translation></translation>", "empty translation"),
    ("es", "<translation>Pásalo a %1</translation>", "<translation>Pásalo</translation>", "placeholders"),
    ("es", "<translation>Pásalo a %1</translation>", "<translation>Pásalo a %1 %2</translation>", "placeholders"),
    ("vi", "<translation>Chuyển cho %1</translation>", "<translation>Pass to %1</translation>", "left in English"),
    ("es", "<translation>Pásalo a %1</translation>", "<translation>Pásalo a <b>%1</translation>", "not well-formed"),
    ("es", "<translation>Pásalo a %1</translation>", "<translation>Pásalo a &lt;b&gt;%1&lt;/b&gt;</translation>",
     "HTML tags"),
    ("es", "<numerusform>%1: %n votos</numerusform>", "<numerusform></numerusform>", "empty translation"),
    ("es", "<numerusform>%1: %n votos</numerusform>", "<numerusform>%1: votos</numerusform>", "placeholders"),
    ("es", "<numerusform>%1: %n votos</numerusform>\n", "", "plural forms"),
    ("vi", "<numerusform>%1: %n phiếu</numerusform>\n", "<numerusform>%1: %n phiếu</numerusform>\n"
     "            <numerusform>%1: %n phiếu</numerusform>\n", "plural forms"),
])
def test_a_broken_file_is_caught(tmp_path, lang, old, new, expected):
    found = problems(_broken_copy(tmp_path, lang, old, new), lang)
    assert any(expected in p for p in found), found


def test_a_file_behind_the_code_is_caught(tmp_path):
    for lang in LANGUAGES:
        shutil.copy(ts_path(lang), tmp_path)
    es = tmp_path / ts_path("es").name
    text = es.read_text(encoding="utf-8")
    message = re.search(r"\n    <message>\n        <source>Pass to %1</source>\n.*?</message>", text, re.S)
    assert message
    es.write_text(text.replace(message.group(0), "", 1), encoding="utf-8")  # as if the code had a new string
    vi = tmp_path / ts_path("vi").name
    vi.write_text(vi.read_text(encoding="utf-8").replace(
        "<source>Pass to %1</source>", "<source>Pass it to %1</source>", 1), encoding="utf-8")  # a string gone
    found = stale(tmp_path)
    assert any("not in the file yet" in p and "Pass to %1" in p for p in found), found
    assert any("no longer in the code" in p and "Pass it to %1" in p for p in found), found


# --- what the app loads -------------------------------------------------------------------


def _with_language(qapp, lang):
    from app.ui.i18n import install_translators

    return install_translators(qapp, lang)


def _remove(qapp, installed):
    for translator in installed:
        qapp.removeTranslator(translator)


def test_spanish_loads_qt_base_translations_first(qapp):
    """qtbase_es.qm (Qt's own) is installed before the game's file: QMessageBox and
    QDialogButtonBox say "Cancelar"."""
    from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

    installed = _with_language(qapp, "es")
    try:
        assert [Path(t.filePath()).name for t in installed] == ["qtbase_es.qm", "pass_the_night_es.qm"]
        assert installed[0].translate("QPlatformTheme", "Cancel") == "Cancelar"  # Qt's file alone says so
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Cancelar"
        assert box.button(QDialogButtonBox.StandardButton.Ok).text() == "Aceptar"
        message = QMessageBox()
        message.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
        assert message.button(QMessageBox.StandardButton.Cancel).text() == "Cancelar"
        assert message.button(QMessageBox.StandardButton.Yes).text().replace("&", "") == "Sí"
    finally:
        _remove(qapp, installed)


@pytest.mark.parametrize("lang, one, two", [
    ("en", "Ann: 1 vote", "Ann: 2 votes"),
    ("es", "Ann: 1 voto", "Ann: 2 votos"),
    ("vi", "Ann: 1 phiếu", "Ann: 2 phiếu"),
    ("de", "Ann: 1 vote", "Ann: 2 votes"),  # a language the game lacks: the English file
])
def test_plurals_follow_the_count(qapp, lang, one, two):
    from PySide6.QtCore import QCoreApplication

    from app.ui.texts import fill

    installed = _with_language(qapp, lang)
    try:
        assert Path(installed[-1].filePath()).name == f"pass_the_night_{'en' if lang == 'de' else lang}.qm"
        words = [fill(QCoreApplication.translate("TallyView", "%1: %n vote(s)", "", n), "Ann") for n in (1, 2)]
        assert words == [one, two]
    finally:
        _remove(qapp, installed)
