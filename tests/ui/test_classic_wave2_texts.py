"""The second wave's words (CLASSIC.md §11.17, §11.27): every role's name, one-line power and rules
text, the new teams, results and causes, in English and through the translation files in
Vietnamese (the seed's names) and Spanish."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from app.ui import balance
from app.ui import rules_texts as R
from app.ui.classic import deck as D
from app.ui.classic import widgets as W
from app.ui.resources import resource

from .test_classic_art import FIRST_WAVE, SECOND_WAVE

# seed 003's names, as §11.17 gives them (the wolf brothers: the seed's "Sói Anh" and "Sói Em"
# of its "Lang Huynh Đệ" entry)
SEED_NAMES = {
    "moon_maiden": "Nguyệt Nữ", "enchanter": "Cổ Hoặc Sư", "apothecary": "Dược Sỹ", "assassin": "Thích Khách",
    "cavalier": "Kỵ Sỹ", "avenger": "Kẻ Báo Thù", "shadow": "Ảnh Tử", "actor": "Diễn Viên", "diseased": "Con Bệnh",
    "tough_guy": "Lực Sỹ", "judge": "Thẩm Phán", "servant": "Hầu Gái", "sectarian": "Bô Lão", "prince": "Hoàng Tử",
    "drunk": "Say Rượu", "angel": "Thiên Thần", "raven": "Con Quạ", "apprentice_seer": "Tiên Tri Tập Sự",
    "aura_seer": "Tiên Tri Thối", "old_hag": "Bà Da Đen", "old_man": "Ông Già", "pacifist": "Người Yêu Hòa Bình",
    "ghost": "Hồn Ma", "mad_doctor": "Bác Sỹ Điên", "big_bad_wolf": "Sói Trùm", "demon_wolf": "Sói quỷ",
    "white_wolf": "Sói trắng", "fire_wolf": "Sói Lửa", "big_brother_wolf": "Sói Anh", "little_brother_wolf": "Sói Em",
    "wolf_cub": "Sói Con", "traitor": "Phản Bội", "wolf_seer": "Sói Tiên Tri", "lycan": "Lycan", "wolf_kin": "Người Sói",
    "dream_wolf": "Sói Mộng Mơ", "stray_wolf": "Sói Lạc Bầy", "stone_wolf": "Sói Đá", "wild_child": "Con Hoang",
    "wolf_hound": "Sói Lai", "cursed": "Lời Nguyền", "vampire": "Vampire", "heretic": "Tà Đạo",
    "pied_piper": "Kẻ Thổi Sáo",
}
TEAMS = ("vampires", "white_wolf", "pied_piper", "heretic", "sectarian")
RESULTS = ("angel", "white_wolf", "pied_piper", "sectarian", "vampires")
CAUSES = ("wounds", "old_age", "ghost", "mad_doctor", "assassin", "enchanted", "cavalier", "companion", "vampire",
          "revenge")


def test_every_second_wave_role_has_a_name_a_power_and_rules():
    assert tuple(SECOND_WAVE) == R.CLASSIC_SECOND_WAVE and sorted(SEED_NAMES) == sorted(SECOND_WAVE)
    names, powers = set(), set()
    for role in SECOND_WAVE:
        name, power, rules = W.role_name(role), D.power_line(role), R.classic_role_rules(role)
        assert name and name != role and power and rules, role
        assert "\n" not in power and len(power) <= 130 and power.endswith("."), role
        assert power not in rules and len(rules) > len(power), role
        names.add(name)
        powers.add(power)
    assert len(names) == len(powers) == len(SECOND_WAVE)
    # a name never shadows a first-wave one
    assert not names & {W.role_name(r) for r in FIRST_WAVE + ["wolf", "seer", "witch", "hunter", "villager"]}


def test_the_new_teams_results_and_causes_have_words():
    for team in TEAMS:
        assert W.team_name(team) != team and balance.team_label(team) != team, team
    assert balance.team_label("angel") != "angel"
    words = [W.result_words(r) for r in RESULTS]
    assert all(words) and len(set(words)) == len(words)
    causes = [W.cause_name(c) for c in CAUSES]
    assert all(c != k for c, k in zip(causes, CAUSES)) and len(set(causes)) == len(causes)


@pytest.fixture(params=("vi", "es"))
def language(request, qapp):
    tr = QTranslator()
    assert tr.load(str(resource("translations") / f"pass_the_night_{request.param}.qm"))
    QCoreApplication.installTranslator(tr)
    yield request.param
    QCoreApplication.removeTranslator(tr)


def test_the_words_are_translated(language, monkeypatch):
    english = {}
    with monkeypatch.context() as m:
        for mod in (W, D, R, balance):
            m.setattr(mod, "translate", lambda context, text, *args: text)
        for role in SECOND_WAVE:
            english[role] = (W.role_name(role), D.power_line(role), R.classic_role_rules(role))
        english_rest = ([W.team_name(t) for t in TEAMS] + [W.result_words(r) for r in RESULTS]
                        + [W.cause_name(c) for c in CAUSES])
    for role in SECOND_WAVE:
        name, power, rules = W.role_name(role), D.power_line(role), R.classic_role_rules(role)
        if language == "vi":
            assert name == SEED_NAMES[role], role
        else:
            assert name and (name != english[role][0] or role == "actor"), role
        assert power and power != english[role][1], (language, role)
        assert rules and rules != english[role][2], (language, role)
    rest = [W.team_name(t) for t in TEAMS] + [W.result_words(r) for r in RESULTS] + [W.cause_name(c) for c in CAUSES]
    assert all(a and a != b for a, b in zip(rest, english_rest)), (language, list(zip(rest, english_rest)))
