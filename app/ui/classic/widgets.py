"""The classic mode's shared widgets: portraits, seat tiles, the public log and the tally.

Names are player text: always plain text (painted with drawText, or in Qt.PlainText labels and
item views), never markup. Nothing here knows a role unless it is given one (the end screen).
"""
from __future__ import annotations

import json
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QIcon, QKeyEvent, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QSizePolicy, QToolTip, QVBoxLayout, QWidget

from .. import models as M
from .. import style, texts
from ..resources import resource, svg
from ..widgets import FitLabel, LinesView, _LinesDelegate, label

translate = QCoreApplication.translate

FALLBACK_COUNT = 12  # generic silhouettes while resources/portraits/index.json is missing
_FALLBACK_PREFIX = "generic_"
_SILHOUETTE_HUES = (20, 200, 120, 280, 45, 330, 170, 240, 90, 0, 300, 140)


# --- portraits ---------------------------------------------------------------------------------

@lru_cache(maxsize=1)
def _index() -> tuple[tuple[str, str], ...]:
    path = resource("portraits/index.json")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        out = tuple((str(d["id"]), str(d.get("name", d["id"]))) for d in data
                    if isinstance(d, dict) and d.get("id") and resource(f"portraits/{d['id']}.svg").is_file())
    except (OSError, ValueError, TypeError, KeyError):
        out = ()
    return out


def portraits() -> list[tuple[str, str]]:
    """Every portrait as (id, name), in index order (resources/portraits/index.json, read once);
    generic silhouettes (generic_1 ... generic_12) while the index is missing or empty."""
    found = _index()
    if found:
        return list(found)
    return [(f"{_FALLBACK_PREFIX}{i + 1}", fill(translate("Classic", "Silhouette %1"), i + 1))
            for i in range(FALLBACK_COUNT)]


def portrait_name(pid: str) -> str:
    """The portrait's name in the player's language (index.json holds the English one)."""
    words = {
        "fox": translate("Portrait", "Fox"), "owl": translate("Portrait", "Owl"),
        "rice_farmer": translate("Portrait", "Rice Farmer"), "rabbit": translate("Portrait", "Rabbit"),
        "bear": translate("Portrait", "Bear"), "black_cat": translate("Portrait", "Black Cat"),
        "lotus_girl": translate("Portrait", "Lotus Girl"), "deer": translate("Portrait", "Deer"),
        "tiger_cub": translate("Portrait", "Tiger Cub"), "frog": translate("Portrait", "Frog"),
        "village_elder": translate("Portrait", "Village Elder"), "heron": translate("Portrait", "Heron"),
        "water_buffalo": translate("Portrait", "Water Buffalo"), "monkey": translate("Portrait", "Monkey"),
        "raccoon": translate("Portrait", "Raccoon"), "boar": translate("Portrait", "Boar"),
    }
    return words.get(pid) or dict(portraits()).get(pid, pid)


def portrait_art(pid: str) -> str:
    """The portrait's SVG path relative to resources/, or "" when there is none (the generic
    silhouette is then drawn in code, see `draw_portrait`)."""
    if pid and resource(f"portraits/{pid}.svg").is_file():
        return f"portraits/{pid}.svg"
    return ""


def _hue(pid: str) -> int:
    if pid.startswith(_FALLBACK_PREFIX):
        try:
            return _SILHOUETTE_HUES[(int(pid[len(_FALLBACK_PREFIX):]) - 1) % len(_SILHOUETTE_HUES)]
        except ValueError:
            pass
    return sum(map(ord, pid)) * 37 % 360


def draw_portrait(p: QPainter, rect: QRectF, pid: str) -> None:
    """The portrait (its SVG scaled to fit, centred) or a generic silhouette in a coloured disc."""
    rel = portrait_art(pid)
    if rel:
        r = svg(rel)
        size = r.defaultSize()
        if size.width() > 0 and size.height() > 0:
            scale = min(rect.width() / size.width(), rect.height() / size.height())
            w, h = size.width() * scale, size.height() * scale
            r.render(p, QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h))
            return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(rect.width(), rect.height())
    disc = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor.fromHsv(_hue(pid), 90, 150))
    p.drawEllipse(disc)
    clip = QPainterPath()
    clip.addEllipse(disc)
    p.setClipPath(clip)
    p.setBrush(QColor(255, 248, 231, 230))
    head = side * 0.36
    p.drawEllipse(QRectF(disc.center().x() - head / 2, disc.top() + side * 0.18, head, head))
    body = QRectF(disc.center().x() - side * 0.36, disc.top() + side * 0.60, side * 0.72, side * 0.7)
    p.drawEllipse(body)
    p.restore()


def portrait_pixmap(pid: str, side: int, ratio: float = 1.0) -> QPixmap:
    return _pixmap(pid, side, round(ratio * 100))


@lru_cache(maxsize=512)
def _pixmap(pid: str, side: int, ratio100: int) -> QPixmap:
    ratio = ratio100 / 100
    pm = QPixmap(int(side * ratio), int(side * ratio))
    pm.setDevicePixelRatio(ratio)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_portrait(p, QRectF(0, 0, side, side), pid)
    p.end()
    return pm


# --- words ---------------------------------------------------------------------------------------

def fill(text: str, *values: object) -> str:
    return texts.fill(text, *values)


def role_name(role: str) -> str:
    return {
        "wolf": translate("ClassicRole", "Wolf"),
        "seer": translate("ClassicRole", "Seer"),
        "bodyguard": translate("ClassicRole", "Bodyguard"),
        "witch": translate("ClassicRole", "Witch"),
        "hunter": translate("ClassicRole", "Hunter"),
        "villager": translate("ClassicRole", "Villager"),
        "cupid": translate("ClassicRole", "Cupid"),
        "elder": translate("ClassicRole", "Elder"),
        "idiot": translate("ClassicRole", "Village Idiot"),
        "scapegoat": translate("ClassicRole", "Scapegoat"),
        "little_girl": translate("ClassicRole", "Little Girl"),
        "brother": translate("ClassicRole", "Brother"),
        "knight": translate("ClassicRole", "Knight"),
        "fox": translate("ClassicRole", "Fox"),
        "bear_tamer": translate("ClassicRole", "Bear Tamer"),
        "thief": translate("ClassicRole", "Thief"),
        # the second wave (CLASSIC.md §11.17)
        "moon_maiden": translate("ClassicRole", "Moon Maiden"),
        "enchanter": translate("ClassicRole", "Enchanter"),
        "apothecary": translate("ClassicRole", "Apothecary"),
        "assassin": translate("ClassicRole", "Assassin"),
        "cavalier": translate("ClassicRole", "Cavalier"),
        "avenger": translate("ClassicRole", "Avenger"),
        "shadow": translate("ClassicRole", "Shadow"),
        "actor": translate("ClassicRole", "Actor"),
        "diseased": translate("ClassicRole", "Diseased"),
        "tough_guy": translate("ClassicRole", "Tough Guy"),
        "judge": translate("ClassicRole", "Judge"),
        "servant": translate("ClassicRole", "Servant"),
        "sectarian": translate("ClassicRole", "Sectarian"),
        "prince": translate("ClassicRole", "Prince"),
        "drunk": translate("ClassicRole", "Drunk"),
        "angel": translate("ClassicRole", "Angel"),
        "raven": translate("ClassicRole", "Raven"),
        "apprentice_seer": translate("ClassicRole", "Apprentice Seer"),
        "aura_seer": translate("ClassicRole", "Aura Seer"),
        "old_hag": translate("ClassicRole", "Old Hag"),
        "old_man": translate("ClassicRole", "Old Man"),
        "pacifist": translate("ClassicRole", "Pacifist"),
        "ghost": translate("ClassicRole", "Ghost"),
        "mad_doctor": translate("ClassicRole", "Mad Doctor"),
        "big_bad_wolf": translate("ClassicRole", "Big Bad Wolf"),
        "demon_wolf": translate("ClassicRole", "Demon Wolf"),
        "white_wolf": translate("ClassicRole", "White Wolf"),
        "fire_wolf": translate("ClassicRole", "Fire Wolf"),
        "big_brother_wolf": translate("ClassicRole", "Big Brother Wolf"),
        "little_brother_wolf": translate("ClassicRole", "Little Brother Wolf"),
        "wolf_cub": translate("ClassicRole", "Wolf Cub"),
        "traitor": translate("ClassicRole", "Traitor"),
        "wolf_seer": translate("ClassicRole", "Wolf Seer"),
        "lycan": translate("ClassicRole", "Lycan"),
        "wolf_kin": translate("ClassicRole", "Wolf Kin"),
        "dream_wolf": translate("ClassicRole", "Dream Wolf"),
        "stray_wolf": translate("ClassicRole", "Stray Wolf"),
        "stone_wolf": translate("ClassicRole", "Stone Wolf"),
        "wild_child": translate("ClassicRole", "Wild Child"),
        "wolf_hound": translate("ClassicRole", "Wolf Hound"),
        "cursed": translate("ClassicRole", "Cursed"),
        "vampire": translate("ClassicRole", "Vampire"),
        "heretic": translate("ClassicRole", "Heretic"),
        "pied_piper": translate("ClassicRole", "Pied Piper"),
        "captain": translate("ClassicRole", "Captain"),
        # New Moon (CLASSIC.md §11.31): a village card and a title
        "gypsy": translate("ClassicRole", "Gypsy"),
        "town_crier": translate("ClassicRole", "Town Crier"),
    }.get(role, role)


# The standard roles' pictures are the One Night cards; the extended preset's roles have their
# own classic cards (resources/roles/classic/, drawn by resources/tools/make_art.py).
_ONE_NIGHT_ART = {"wolf": "werewolf", "seer": "seer", "bodyguard": "bodyguard", "witch": "witch",
                  "hunter": "hunter", "villager": "villager"}
CAPTAIN_ART = "tokens/captain.svg"
CRIER_ART = "tokens/town_crier.svg"  # New Moon's town crier (CLASSIC.md §11.31.5)


def classic_role_art(role: str) -> str:
    """The card picture of a classic role (a path relative to resources/), "" for an unknown one."""
    if role in _ONE_NIGHT_ART:
        return f"roles/{_ONE_NIGHT_ART[role]}.svg"
    if role and resource(f"roles/classic/{role}.svg").is_file():
        return f"roles/classic/{role}.svg"
    return ""


def team_name(team: str) -> str:
    return {"wolves": translate("ClassicRole", "Wolves"),
            "village": translate("ClassicRole", "Village"),
            "vampires": translate("ClassicRole", "Vampires"),
            "white_wolf": translate("ClassicRole", "White Wolf"),
            "pied_piper": translate("ClassicRole", "Pied Piper"),
            "heretic": translate("ClassicRole", "Heretic"),
            "sectarian": translate("ClassicRole", "Sectarian")}.get(team, team)


def cause_name(cause: str) -> str:
    return {"bite": translate("ClassicRole", "bitten"), "poison": translate("ClassicRole", "poisoned"),
            "shot": translate("ClassicRole", "shot"), "vote": translate("ClassicRole", "voted out"),
            "grief": translate("ClassicRole", "of grief"), "caught": translate("ClassicRole", "caught peeking"),
            "sickness": translate("ClassicRole", "of the knight's sickness"),
            "wounds": translate("ClassicRole", "of his wounds"),
            "old_age": translate("ClassicRole", "of old age"),
            "ghost": translate("ClassicRole", "as the ghost"),
            "mad_doctor": translate("ClassicRole", "by the mad doctor"),
            "assassin": translate("ClassicRole", "by the assassin"),
            "enchanted": translate("ClassicRole", "in the enchanter's place"),
            "cavalier": translate("ClassicRole", "in the cavalier's challenge"),
            "companion": translate("ClassicRole", "with his companion"),
            "vampire": translate("ClassicRole", "with the vampire"),
            "revenge": translate("ClassicRole", "by the avenger's revenge")}.get(cause, cause)


def result_words(result: str | None) -> str:
    return {"village": translate("Classic", "The village wins"),
            "wolves": translate("Classic", "The wolves win"),
            "lovers": translate("Classic", "The lovers win"),
            "draw": translate("Classic", "Draw: no side can win"),  # nobody alive, a lone survivor (E125) or a stalemate
            "angel": translate("Classic", "The angel wins alone"),
            "white_wolf": translate("Classic", "The white wolf wins alone"),
            "pied_piper": translate("Classic", "The pied piper wins: everyone is charmed"),
            "sectarian": translate("Classic", "The sectarian wins: the other group is gone"),
            "vampires": translate("Classic", "The vampires win")}.get(result or "", "")


def moment_name(moment: str) -> str:
    """N2 -> "Night 2", D2 -> "Day 2"."""
    if len(moment) > 1 and moment[1:].isdigit():
        if moment[0] == "N":
            return fill(translate("Classic", "Night %1"), moment[1:])
        if moment[0] == "D":
            return fill(translate("Classic", "Day %1"), moment[1:])
    return moment


def died_words(moment: str) -> str:
    """A dead tile's mark: "died night 2" / "died day 2" (never how)."""
    if moment.startswith("N"):
        return fill(translate("Classic", "died night %1"), moment[1:])
    return fill(translate("Classic", "died day %1"), moment[1:])


def names_of(seats: tuple[int, ...] | list[int], names: tuple[str, ...] | list[str]) -> str:
    return texts.join_names([names[s] for s in seats])


def public_line(line, names: tuple[str, ...] | list[str], double: int | None = None, extended: bool = False,
                raven: int | None = None, tally=None) -> str:
    """One `PublicLine` in words (plain text). `tally`: the engine's count of a vote or kill-or-spare
    line (`views.log_tallies`), whose weights, raven's mark and leaders the words read; a caller
    without it names `double` (the seat whose ballot counted twice: the living captain) and
    `raven`; `extended`: the extended preset's wording (a vote's top is not yet its outcome, a
    hanged player is "hanged")."""
    n = lambda s: names[s] if s is not None and 0 <= s < len(names) else ""  # noqa: E731
    k = line.kind
    weight = 2
    if tally is not None:
        double, weight = tally.weights[0] if tally.weights else (None, 1)
        raven = tally.raven
    if k == "dawn":
        if not line.seats:
            return translate("Classic", "Nobody died last night.")
        return fill(translate("Classic", "Died last night: %1."), names_of(line.seats, names))
    if k == "died":
        return fill(translate("Classic", "%1 died."), names_of(line.seats, names))
    if k == "dusk":
        if extended:
            return fill(translate("Classic", "%1 is hanged and leaves the game."), names_of(line.seats, names))
        return fill(translate("Classic", "%1 was voted out and leaves the game."), names_of(line.seats, names))
    if k == "tally":
        if extended:
            votes = ", ".join(ballot_words(v, t, names, v == double, weight) for v, t in line.ballots) \
                or translate("Classic", "no ballots")
            if raven is not None:
                votes += ", " + fill(translate("Classic", "the Raven's mark: 2 on %1"), n(raven))
            tops = tally.tops if tally is not None else _tops_without_count(line.ballots, double, raven)
            return fill(translate("Classic", "Votes: %1 — %2."), votes, top_words(tops, names))
        return tally_sentence(line.ballots, line.target, names)
    if k == "election":
        votes = ", ".join(ballot_words(v, t, names) for v, t in line.ballots) or translate("Classic", "no ballots")
        return fill(translate("Classic", "Captain election: %1."), votes)
    if k == "captain":
        return captain_words(line, names) + "."
    if k == "accused":
        return fill(translate("Classic", "%1 goes on trial."), n(line.target))
    if k == "verdict":
        votes = ", ".join(verdict_ballot_words(v, b, names, v == double, weight) for v, b in line.verdicts) \
            or translate("Classic", "no ballots")
        return fill(translate("Classic", "Kill or spare: %1 — %2."), votes, verdict_words(line, names))
    if k == "tiebreak":
        who = n(line.seats[0]) if line.seats else ""
        if line.target is None:
            return fill(translate("Classic", "%1, the captain, lets the tie stand."), who)
        return fill(translate("Classic", "%1, the captain, breaks the tie: %2."), who, n(line.target))
    if k == "reveal":
        return reveal_words(line, names) + "."
    if k == "scapegoat":
        if line.target is None:
            return fill(translate("Classic", "%1, the Scapegoat, names nobody for trial."),
                        n(line.seats[0]) if line.seats else "")
        return fill(translate("Classic", "%1 goes on trial tomorrow."), n(line.target))
    if k == "growl":
        return growl_words() + "."
    if k == "result":
        return result_words(line.value) + "."
    return wave2_line(line, names)


def raven_mark(section) -> int | None:
    """The Raven's mark for a day's first vote: the target of the day's dawn line, if any."""
    for line in section:
        if line.kind in ("tally", "announce:second_vote"):
            return None
        if line.kind == "announce:raven":
            return line.target
    return None


def wave2_line(line, names) -> str:
    """A second-wave public line in words (CLASSIC.md §11.23, §11.26), "" for another kind: the
    raven's mark, the old hag's exile, the stupor, the ghost's message, the cavalier's challenge
    and its death, the judge's second vote."""
    n = lambda s: names[s] if s is not None and 0 <= s < len(names) else ""  # noqa: E731
    k = line.kind
    if k == "announce:raven":
        return fill(translate("Classic", "The Raven marked %1: 2 votes against %1 today."), n(line.target))
    if k == "announce:exiled":
        return fill(translate("Classic", "%1 has left the village for today: no vote, and nobody may name %1."),
                    n(line.target))
    if k == "announce:stupor":
        return fill(translate("Classic", "%1 drank the stupor draught: silent, no vote today."), n(line.target))
    if k == "announce:ghost":
        return fill(translate("Classic", "The Ghost's message: “%1”"), line.value or "")
    if k == "announce:cavalier":
        who = n(line.seats[0]) if line.seats else ""
        if line.value == "true":
            return fill(translate("Classic", "%1, the Cavalier, challenges %2: %2 is a wolf."), who, n(line.target))
        return fill(translate("Classic", "%1, the Cavalier, challenges %2: %2 is not a wolf."), who, n(line.target))
    if k == "cavalier_out":
        return fill(translate("Classic", "%1 dies in the Cavalier's challenge."), names_of(line.seats, names))
    if k == "announce:second_vote":
        if line.value == "card":
            return translate("Classic", "Two Trials: the village votes a second time today.")
        return translate("Classic", "The Judge gave his sign: the village votes a second time today.")
    if k.startswith("announce:") or k in ("no_vote", "amnesty"):  # New Moon's (CLASSIC.md §11.31)
        from .newmoon import nm_line
        return nm_line(line, names)
    return ""


def growl_words() -> str:
    return translate("Classic", "The bear growls: he senses danger")


def captain_words(line, names) -> str:
    """A ``captain`` line: elected, the successor, or no captain (no full stop)."""
    who = names[line.target] if line.target is not None and 0 <= line.target < len(names) else None
    if line.value == "election":
        return fill(translate("Classic", "%1 is the captain"), who) if who is not None \
            else translate("Classic", "Nobody voted: the village has no captain")
    return fill(translate("Classic", "%1 is the new captain"), who) if who is not None \
        else translate("Classic", "The captain's title lapses")


def reveal_words(line, names) -> str:
    """A public role reveal (no full stop): the sick wolf, the idiot, the scapegoat."""
    who = names[line.seats[0]] if line.seats and 0 <= line.seats[0] < len(names) else ""
    if line.value == "wolf":
        return fill(translate("Classic", "%1 was a wolf, killed by the knight's sickness"), who)
    if line.value == "idiot":
        return fill(translate("Classic", "%1 is the Idiot: he survives and loses his vote"), who)
    if line.value == "scapegoat":
        return fill(translate("Classic", "Tie: %1, the Scapegoat, dies"), who)
    if line.value == "prince":
        return fill(translate("Classic", "%1 is the Prince: the village cannot hang him, he lives on"), who)
    if line.value == "servant":
        return fill(translate("Classic", "%1 is the Servant: she takes the hanged player's card, unseen"), who)
    if line.value == "cavalier":
        return fill(translate("Classic", "%1 is the Cavalier"), who)
    return fill(translate("Classic", "%1 is the %2"), who, role_name(line.value or ""))


def verdict_words(line, names) -> str:
    """A kill-or-spare verdict's outcome (no full stop)."""
    who = names[line.target] if line.target is not None and 0 <= line.target < len(names) else ""
    if line.value == "kill":
        return fill(translate("Classic", "%1 is condemned"), who)
    return fill(translate("Classic", "%1 is spared"), who)


def verdict_ballot_words(voter: int, ballot: str | None, names, double: bool = False, weight: int = 2) -> str:
    who = names[voter] + (f" ×{weight}" if double else "")
    if ballot is None:
        return fill(translate("Classic", "%1 abstained"), who)
    word = translate("Classic", "kill") if ballot == "kill" else translate("Classic", "spare")
    return f"{texts.unglued(who)} → {word}"


def top_words(tops, names) -> str:
    """A vote's leaders in words: nobody, a tie between them, or the most votes."""
    if not tops:
        return translate("Classic", "nobody")
    if len(tops) > 1:
        return fill(translate("Classic", "a tie between %1"), names_of(tops, names))
    return fill(translate("Classic", "most votes: %1"), names[tops[0]])


def _tops_without_count(ballots, double: int | None, raven: int | None) -> tuple[int, ...]:
    """The leaders for a caller that has no engine count to give (the moderator's table, which
    names the captain and the raven's mark itself): its ballots, the captain's twice, the mark's +2.
    The classic screens always pass the engine's count (`views.log_tallies`)."""
    counts: dict[int, int] = {raven: 2} if raven is not None else {}
    for v, t in ballots:
        if t is not None:
            counts[t] = counts.get(t, 0) + (2 if v == double else 1)
    top = max(counts.values(), default=0)
    return tuple(sorted(s for s, c in counts.items() if c == top)) if counts else ()


def log_lines(log, names, extended: bool = False, tallies=None) -> list[tuple[str, bool, str]]:
    """The public log as (text, heading, kind) rows: "Day N" headings, then each line in words.
    `tallies`: the engine's count of each vote and kill-or-spare line in the log's order
    (`views.log_tallies`): their captain's weight, the raven's mark and the leaders; without them
    (a log with no game behind it) the captain's ballot is marked ×2, followed through the log's
    captain lines, and the day's raven line gives the mark."""
    out: list[tuple[str, bool, str]] = []
    captain: int | None = None
    cavalier = False
    counted = iter(tallies) if tallies is not None else None
    for heading, section in log:
        raven: int | None = None
        mark: int | None = None
        day = heading.split()[-1] if heading.split() and heading.split()[-1].isdigit() else heading
        out.append((fill(translate("PublicLog", "Day %1"), day), True, "heading"))
        goats = {line.seats[0] for line in section if line.kind == "reveal" and line.value == "scapegoat"
                 and line.seats}
        for line in section:
            if line.kind == "dusk" and set(line.seats) <= goats:
                continue  # "Tie: S, the Scapegoat, dies" said it
            if line.kind == "captain":
                captain = line.target
            if line.kind == "announce:cavalier":
                cavalier = True
            elif line.kind == "dusk" and cavalier:  # the challenge's death, not a hanging
                cavalier = False
                line = type(line)("cavalier_out", seats=line.seats)
            if line.kind == "announce:raven":
                raven = line.target
            elif line.kind in ("announce:second_vote", "tally"):
                mark = raven if line.kind == "tally" else None
                raven = None  # the mark counts in the day's first vote only
            tally = next(counted, None) if counted is not None and line.kind in ("tally", "verdict") else None
            text = public_line(line, names, captain if line.kind in ("tally", "verdict") else None, extended,
                               mark if line.kind == "tally" else None, tally=tally)
            if text:
                out.append((text, False, line.kind))
    return out


def ballot_words(voter: int, target: int | None, names, double: bool = False, weight: int = 2) -> str:
    """"Ann → Bob" ("Ann ×2 → Bob" for the captain's ballot), or "Ann abstained"."""
    who = names[voter] + (f" ×{weight}" if double else "")
    if target is None:
        return fill(translate("Classic", "%1 abstained"), who)
    return f"{texts.unglued(who)} → {names[target]}"


def outcome_words(target: int | None, names) -> str:
    if target is None:
        return translate("Classic", "nobody was voted out")
    return fill(translate("Classic", "%1 was voted out"), names[target])


def tally_sentence(ballots, target: int | None, names) -> str:
    votes = ", ".join(ballot_words(v, t, names) for v, t in ballots) or translate("Classic", "no ballots")
    return fill(translate("Classic", "Votes: %1 — %2."), votes, outcome_words(target, names))


# --- seat tiles ----------------------------------------------------------------------------------

_FRAME_PAD = 5  # the focus outline's room around a tile


@lru_cache(maxsize=256)
def _tile_frame(w: int, h: int, ratio: float, bg: tuple[int, int, int, int], legal: bool, selected: bool, focus: bool,
                hover: int | None, accused: bool) -> QPixmap:
    """A seat tile's background and outlines, drawn once per look and size (antialiased rounded
    rectangles are most of a table's paint: a table is painted again at every tap)."""
    pm = QPixmap(round((w + 2 * _FRAME_PAD) * ratio), round((h + 2 * _FRAME_PAD) * ratio))
    pm.setDevicePixelRatio(ratio)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = QRectF(_FRAME_PAD, _FRAME_PAD, w, h)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(*bg))
    p.drawRoundedRect(r, 12, 12)
    if legal:
        p.setPen(QPen(style.LEGAL, 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 12, 12)
    if selected:
        p.setPen(QPen(style.SELECTED, 5))
        p.setBrush(QColor(86, 180, 233, 60))
        p.drawRoundedRect(r.adjusted(2.5, 2.5, -2.5, -2.5), 12, 12)
    if focus:
        p.setPen(QPen(style.SELECTED, 2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 14, 14)
    if hover is not None:
        p.setPen(QPen(QColor.fromRgba(hover), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 13, 13)
    if accused:
        p.setPen(QPen(QColor("#D55E00"), 4))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 12, 12)
    p.end()
    return pm


class SeatTiles(QWidget):
    """A grid of seat tiles in seat order: portrait, name, and for the dead a grave and the moment
    their death was announced ("died night 2"); roles only when given (the end).

    Display only by default; `set_choosable(legal)` makes it a picker: seat -> None (legal,
    yellow frame) or a reason (greyed, the reason as tooltip); seats not in `legal` are greyed.
    Mouse click, or arrows/Tab to move and Space/Enter to choose, emit `clicked(seat)` for legal
    seats only.

    `neutral` (a private screen's tiles): every living seat the picker lists looks choosable,
    whether the holder may take it or not, and a tap on one they may not take emits
    `refused(seat)` (the page says why): which seats a power may take is not drawn for the room
    to see (DESIGN.md §Hand-off 8). The dead look the same on every visit, greyed and unframed."""

    clicked = Signal(int)
    refused = Signal(int)

    TILE = QSize(150, 178)  # at zoom 1: the largest a tile grows
    MIN_TILE = QSize(96, 118)
    GAP = 12

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.portrait_ids: list[str] = []
        self.alive: list[bool] = []
        self.died_at: list[str | None] = []
        self.roles: list[str] | None = None
        self.legal: dict[int, str | None] | None = None
        self.selected: int | None = None
        self.current: int | None = None  # the keyboard cursor
        self.dark = True
        self.max_tile = QSize(self.TILE)
        self.captain: int | None = None  # the tile with the captain's badge
        self.crier: int | None = None  # the tile with the town crier's bell (New Moon)
        self.marks: dict[int, list[str]] = {}  # public words under a name: a revealed role, "no vote"
        self.lovers: set[int] = set()  # tiles with the lovers' heart (the end)
        self.accused: int | None = None  # the "on trial" frame
        self.neutral = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._hover: int | None = None

    # --- API ---------------------------------------------------------------------------------
    def set_seats(self, names, portraits, alive=None, died_at=None, roles=None) -> None:
        n = len(names)
        self.names = [str(x) for x in names]
        self.portrait_ids = list(portraits) + [""] * (n - len(portraits))
        self.alive = list(alive) if alive is not None else [True] * n
        self.died_at = list(died_at) if died_at is not None else [None] * n
        self.roles = list(roles) if roles else None
        if self.current is not None and self.current >= n:
            self.current = None
        self.setAccessibleName(translate("Classic", "Seats"))
        self.updateGeometry()
        self.update()

    def set_captain(self, index: int | None) -> None:
        """The captain's badge on this tile (an index into the tiles shown), or on none."""
        self.captain = index if index is not None and 0 <= index < len(self.names) else None
        self.update()

    def set_marks(self, marks: dict[int, list[str]] | None = None, lovers=(), accused: int | None = None) -> None:
        """Public words under a tile's name (tile index -> words: a revealed role, "no vote"),
        the lovers' heart (the end) and the "on trial" frame."""
        self.marks = {int(k): list(v) for k, v in (marks or {}).items() if v}
        self.lovers = set(lovers)
        self.accused = accused
        self.update()

    def set_public(self, pub, shown: list[int] | None = None) -> None:
        """The captain, the public reveals and the exposed idiots of a `PublicView` on these tiles;
        `shown`: the seat of each tile when they are not every seat in order."""
        seats = list(range(len(pub.seats))) if shown is None else list(shown)
        at = {s: i for i, s in enumerate(seats)}
        self.set_captain(at.get(pub.captain) if getattr(pub, "captain", None) is not None else None)
        marks: dict[int, list[str]] = {}
        if not self.roles:
            for seat, role in getattr(pub, "revealed", ()):
                if seat in at and role_name(role) not in marks.get(at[seat], []):
                    marks.setdefault(at[seat], []).append(role_name(role))
        for seat in getattr(pub, "no_vote", ()):
            if seat in at:
                marks.setdefault(at[seat], []).append(translate("Classic", "no vote"))
        crier = getattr(pub, "crier", None)  # New Moon's town crier: a public title, like the captain's
        self.crier = at.get(crier) if crier is not None else None
        if crier is not None and crier in at:
            marks.setdefault(at[crier], []).append(translate("Classic", "town crier"))
        lovers = [at[s] for s in getattr(pub, "lovers", ()) if s in at]
        accused = getattr(pub, "accused", None)
        self.set_marks(marks, lovers, at.get(accused) if accused is not None else None)

    def set_choosable(self, legal: dict[int, str | None] | None) -> None:
        self.legal = dict(legal) if legal is not None else None
        self.setCursor(Qt.CursorShape.PointingHandCursor if self.legal else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_selected(self, seat: int | None) -> None:
        self.selected = seat
        if seat is not None:
            self.current = seat
        self.update()

    def set_dark(self, dark: bool) -> None:
        """Light text on a dark page (default) or dark text on the day's parchment."""
        self.dark = dark
        self.update()

    def is_legal(self, seat: int) -> bool:
        return self.legal is not None and seat in self.legal and self.legal[seat] is None

    def looks_legal(self, seat: int) -> bool:
        """Whether the tile is drawn as one to choose (on a neutral picker: every living seat listed)."""
        if not self.neutral:
            return self.is_legal(seat)
        return self.legal is not None and seat in self.legal and seat < len(self.alive) and self.alive[seat]

    def _tap(self, seat: int) -> None:
        if self.is_legal(seat):
            self.clicked.emit(seat)
        elif self.looks_legal(seat):
            self.refused.emit(seat)

    def tile_text(self, seat: int) -> str:
        """What the tile says, as one line (also its accessible text)."""
        parts = [self.names[seat]]
        if self.captain == seat:
            parts.append(translate("Classic", "captain"))
        if seat in self.lovers:
            parts.append(translate("Classic", "lover"))
        if self.accused == seat:
            parts.append(translate("Classic", "on trial"))
        if self.roles:
            parts.append(role_name(self.roles[seat]))
        parts.extend(self.marks.get(seat, []))
        if not self.alive[seat]:
            parts.append(died_words(self.died_at[seat]) if self.died_at[seat] else translate("Classic", "dead"))
        if self.legal is not None and self.legal.get(seat) is not None:
            parts.append(str(self.legal[seat]))
        return " — ".join(parts)

    # --- geometry ----------------------------------------------------------------------------
    def _zoom(self) -> float:
        win = self.window()
        return style.zoom_for(win.size()) if win is not None else 1.0

    def _grid(self) -> tuple[int, int, QSizeF]:
        n = max(1, len(self.names))
        z = self._zoom()
        key = (n, z, self.width(), self.height(), self.max_tile.width())
        memo = getattr(self, "_grid_memo", None)  # the same grid for every tile of a paint
        if memo is not None and memo[0] == key:
            return memo[1]
        grid = self._best_grid(n, z)
        self._grid_memo = (key, grid)
        return grid

    def _best_grid(self, n: int, z: float) -> tuple[int, int, QSizeF]:
        gap = self.GAP * z
        options = []
        for cols in range(1, n + 1):
            rows = -(-n // cols)
            w = (self.width() - gap * (cols - 1)) / cols
            h = (self.height() - gap * (rows - 1)) / rows
            w = min(w, h * self.TILE.width() / self.TILE.height(), self.max_tile.width() * z)
            options.append((cols, rows, w))
        top = max(w for _, _, w in options)
        # among the grids whose tiles are (nearly) the largest: the fullest last row, then the widest
        best = min((o for o in options if o[2] >= top * 0.97), key=lambda o: (o[0] * o[1] - n, -o[0]))
        cols, rows, w = best
        w = max(w, 40.0)
        return cols, rows, QSizeF(w, w * self.TILE.height() / self.TILE.width())

    def tile_rect(self, seat: int) -> QRectF:
        cols, rows, size = self._grid()
        gap = self.GAP * self._zoom()
        row, col = divmod(seat, cols)
        in_row = min(cols, len(self.names) - row * cols)
        total_w = in_row * size.width() + (in_row - 1) * gap
        total_h = rows * size.height() + (rows - 1) * gap
        x0 = (self.width() - total_w) / 2
        y0 = max(0.0, (self.height() - total_h) / 2)
        return QRectF(x0 + col * (size.width() + gap), y0 + row * (size.height() + gap), size.width(), size.height())

    def seat_at(self, pos) -> int | None:
        for s in range(len(self.names)):
            if self.tile_rect(s).contains(QPointF(pos)):
                return s
        return None

    def sizeHint(self) -> QSize:
        n = max(1, len(self.names))
        cols = min(n, 5 if n > 4 else n)
        rows = -(-n // cols)
        return QSize(cols * (self.TILE.width() + self.GAP), rows * (self.TILE.height() + self.GAP))

    def minimumSizeHint(self) -> QSize:
        n = max(1, len(self.names))
        cols = min(n, 5)
        rows = -(-n // cols)
        return QSize(cols * (self.MIN_TILE.width() + self.GAP) // 2, rows * (self.MIN_TILE.height() + self.GAP) // 2)

    # --- painting ----------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = QColor("#F3EBC3") if self.dark else QColor("#2E2416")
        muted = QColor("#B8AFCF") if self.dark else QColor("#6B5A3E")
        ratio = self.devicePixelRatioF() or 1.0
        fonts = None
        for s in range(len(self.names)):
            r = self.tile_rect(s)
            alive = self.alive[s]
            choosing = self.legal is not None
            legal = self.looks_legal(s)
            dim = (choosing and not legal) or not alive
            bg = (255, 255, 255, 30) if self.dark else (255, 255, 255, 150)
            if not alive:
                bg = (0, 0, 0, 70) if self.dark else (60, 40, 10, 40)
            focus = self.hasFocus() and self.current == s
            hover = text.rgba() if self._hover == s and legal else None
            frame = _tile_frame(round(r.width()), round(r.height()), ratio, bg, legal, self.selected == s, focus, hover,
                                self.accused == s)
            p.drawPixmap(QPointF(round(r.left()) - _FRAME_PAD, round(r.top()) - _FRAME_PAD), frame)
            pad = r.width() * 0.1
            extras = ([role_name(self.roles[s])] if self.roles else []) + self.marks.get(s, []) + \
                ([died_words(self.died_at[s]) if self.died_at[s] else translate("Classic", "dead")] if not alive else [])
            lines = 1 + len(extras)
            if fonts is None or fonts[0] != r.width():  # every tile has the same size: made once
                name_font = QFont(self.font())
                name_font.setBold(True)
                name_font.setPointSizeF(max(8.0, r.width() / 11.5))
                small = QFont(self.font())
                small.setPointSizeF(max(7.5, r.width() / 14.5))
                fonts = (r.width(), name_font, small, QFontMetrics(name_font).height(), QFontMetrics(small).height())
            _, name_font, small, nh, sh = fonts
            text_h = nh + (lines - 1) * sh + 6
            side = min(r.width() - 2 * pad, r.height() - text_h - 2 * pad)
            art = QRectF(r.center().x() - side / 2, r.top() + pad, side, side)
            p.setOpacity(0.38 if dim else 1.0)
            p.drawPixmap(art.topLeft(), portrait_pixmap(self.portrait_ids[s], max(8, int(side)), ratio))
            p.setOpacity(1.0)
            if not alive:
                self._grave(p, QRectF(art.right() - side * 0.36, art.bottom() - side * 0.42, side * 0.36, side * 0.42))
            badge = max(14.0, r.width() * 0.3)
            if self.captain == s:
                self._art(p, CAPTAIN_ART, QRectF(r.left() + 3, r.top() + 3, badge, badge))
            if self.crier == s:  # New Moon's town crier: his bell, under the captain's corner
                self._art(p, CRIER_ART, QRectF(r.left() + 3, r.top() + 3 + (badge if self.captain == s else 0),
                                               badge * 0.8, badge * 0.8))
            if s in self.lovers:
                self._art(p, LOVE_ART, QRectF(r.right() - 3 - badge * 0.8, r.top() + 3, badge * 0.8, badge * 0.8))
            y = art.bottom() + 4
            box = QRectF(r.left() + 4, y, r.width() - 8, nh)
            fit = QFont(name_font)
            while fit.pointSizeF() > name_font.pointSizeF() * 0.72 and \
                    QFontMetrics(fit).horizontalAdvance(self.names[s]) > box.width():
                fit.setPointSizeF(fit.pointSizeF() - 0.5)  # a long name shrinks a little before it is cut
            p.setFont(fit)
            p.setPen(muted if dim else text)
            name = QFontMetrics(fit).elidedText(self.names[s], Qt.TextElideMode.ElideRight, int(box.width()))
            p.drawText(box, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextSingleLine), name)
            y += nh
            p.setFont(small)
            for i, extra in enumerate(extras):
                revealed = not self.roles and i < len(self.marks.get(s, []))
                p.setPen(QColor("#D55E00") if revealed and not self.dark else (QColor("#F0E442") if revealed else muted))
                box = QRectF(r.left() + 4, y, r.width() - 8, sh)
                p.drawText(box, int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.TextFlag.TextSingleLine),
                           QFontMetrics(small).elidedText(extra, Qt.TextElideMode.ElideRight, int(box.width())))
                y += sh
        p.end()

    @staticmethod
    def _art(p: QPainter, rel: str, r: QRectF) -> None:
        rend = svg(rel)
        if rend.isValid():
            rend.render(p, r)

    @staticmethod
    def _grave(p: QPainter, r: QRectF) -> None:
        p.save()
        path = QPainterPath()
        w, h = r.width(), r.height()
        path.moveTo(r.left(), r.bottom())
        path.lineTo(r.left(), r.top() + w / 2)
        path.arcTo(QRectF(r.left(), r.top(), w, w), 180, -180)
        path.lineTo(r.right(), r.bottom())
        path.closeSubpath()
        p.setPen(QPen(QColor("#1D2233"), max(1.0, w / 14)))
        p.setBrush(QColor("#9A9A9A"))
        p.drawPath(path)
        p.setPen(QPen(QColor("#1D2233"), max(1.0, w / 12)))
        cx = r.center().x()
        p.drawLine(QPointF(cx, r.top() + h * 0.25), QPointF(cx, r.top() + h * 0.7))
        p.drawLine(QPointF(cx - w * 0.2, r.top() + h * 0.4), QPointF(cx + w * 0.2, r.top() + h * 0.4))
        p.restore()

    # --- input -------------------------------------------------------------------------------
    def mouseMoveEvent(self, event) -> None:
        seat = self.seat_at(event.position().toPoint())
        if seat != self._hover:
            self._hover = seat
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:
        self._hover = None
        self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            seat = self.seat_at(event.position().toPoint())
            if seat is not None:
                self.current = seat
                self.update()
                self._tap(seat)
                return
        super().mousePressEvent(event)

    def _step(self, delta: int) -> bool:
        """Move the keyboard cursor by `delta` seats (onto choosable seats when choosing);
        False at an end."""
        n = len(self.names)
        if not n:
            return False
        cur = self.current
        if cur is None:
            cands = [s for s in range(n) if self.legal is None or s in self.legal]
            if not cands:
                return False
            self.current = cands[0] if delta > 0 else cands[-1]
            self.update()
            return True
        s = cur + delta
        while 0 <= s < n:
            if self.legal is None or s in self.legal:
                self.current = s
                self.update()
                return True
            s += 1 if delta > 0 else -1
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        cols = self._grid()[0]
        moves = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Up: -cols, Qt.Key.Key_Down: cols}
        if key in moves and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            d = moves[key]
            if not self._step(d) and abs(d) > 1:
                self._step(1 if d > 0 else -1)
            event.accept()
            return
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Select):
            if self.current is not None:
                self._tap(self.current)
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, forward: bool) -> bool:
        """Tab walks the tiles, then leaves the widget."""
        if self.hasFocus() and self.legal is not None and self._step(1 if forward else -1):
            return True
        return super().focusNextPrevChild(forward)

    def focusInEvent(self, event) -> None:
        if self.current is None:
            self._step(1)
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update()

    def event(self, e) -> bool:
        if e.type() == QEvent.Type.ToolTip:
            seat = self.seat_at(e.pos())
            if seat is not None:
                QToolTip.showText(e.globalPos(), texts.plain_tip(self.tile_text(seat)), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(e)


# --- public log ----------------------------------------------------------------------------------

# A picture beside some lines of the log (and the dawn/dusk lines): the captain's badge, the
# revealed role's card, the bear, the lovers' heart.
LINE_ART = {"captain": CAPTAIN_ART, "growl": "roles/classic/bear_tamer.svg"}
LOVE_ART = "marks/love.svg"


def line_art(kind: str, value: str | None = None) -> str:
    """The picture beside a public line of this kind ("" for none)."""
    if kind == "reveal":
        return classic_role_art("wolf" if value == "wolf" else (value or ""))
    return LINE_ART.get(kind, "")


@lru_cache(maxsize=64)
def art_icon(rel: str, side: int = 44) -> QIcon:
    """A bundled SVG as an icon (its aspect kept, centred in a square)."""
    pm = QPixmap(side, side)
    pm.fill(Qt.GlobalColor.transparent)
    r = svg(rel)
    if r.isValid():
        size = r.defaultSize()
        scale = min(side / max(1, size.width()), side / max(1, size.height()))
        w, h = size.width() * scale, size.height() * scale
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r.render(p, QRectF((side - w) / 2, (side - h) / 2, w, h))
        p.end()
    return QIcon(pm)


class _LogModel(M.LinesModel):
    """LinesModel rows (text, heading, kind), with the kind's picture as decoration."""

    def data(self, index, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DecorationRole:
            kind = super().data(index, M.LINE_KIND) or ""
            art = LINE_ART.get(kind, "")
            return art_icon(art) if art else None
        return super().data(index, role)


class _IconLinesDelegate(_LinesDelegate):
    """The shared lines delegate, wrapping to the width left beside a line's picture."""

    def sizeHint(self, option, index) -> QSize:
        size = super().sizeHint(option, index)
        if index.data(Qt.ItemDataRole.DecorationRole) is None:
            return size
        view = self.parent()
        icon = view.iconSize().width() + 8
        font = QFont(option.font)
        if index.data(M.EMPHASIS):
            font.setBold(True)
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        rect = QFontMetrics(font).boundingRect(0, 0, max(60, size.width() - icon), 100000,
                                               int(Qt.TextFlag.TextWordWrap), text)
        return QSize(size.width(), max(rect.height() + 10, view.iconSize().height() + 6))


class PublicLog(QWidget):
    """The public log of a `PublicView` (§8.2): a bold heading per day, then its system lines."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = _LogModel(self)
        self.view = LinesView(self.model)
        self.view.setItemDelegate(_IconLinesDelegate(self.view))
        self.view.setIconSize(QSize(22, 22))
        self.view.setAccessibleName(self.tr("Public log"))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.view)
        self._scroll = QTimer(self)  # scrolls to the newest line once the rows are laid out
        self._scroll.setSingleShot(True)
        self._scroll.setInterval(0)
        self._scroll.timeout.connect(self.view.scrollToBottom)

    def set_view(self, pub, tallies=None) -> None:
        """The public view's log; `tallies`: the engine's counts of its votes (`views.log_tallies`)."""
        self.set_log(pub.log, pub.seats, getattr(pub, "preset", "standard") != "standard", tallies)

    def set_log(self, log, names, extended: bool = False, tallies=None) -> None:
        lines = log_lines(log, names, extended, tallies)
        if not lines:
            lines.append((self.tr("Nothing has happened yet."), False, ""))
        self.model.set_lines(lines)
        self.view.scrollToBottom()
        self._scroll.start()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._scroll.start()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._scroll.start()

    def lines(self) -> list[str]:
        return self.model.lines()


# --- tally ---------------------------------------------------------------------------------------

class TallyView(QWidget):
    """Every ballot (voter → target, or abstained) in large type, the count per target and the
    outcome as a headline."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.headline = FitLabel("", max_pt=34, min_pt=16)
        self.counts = label("", wrap=True)
        self.counts.setProperty("subheading", True)
        self.counts.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(36)
        self.grid.setVerticalSpacing(6)
        self.rows: list = []
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.headline)
        lay.addWidget(self.counts)
        lay.addSpacing(8)
        lay.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addLayout(self.grid)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(2)

    def set_tally(self, ballots, target: int | None, names, counts: str = "") -> None:
        """The standard preset's vote: every ballot, the count (the engine's, in words), who was voted out."""
        self.show_rows(self.tr("Nobody was voted out") if target is None
                       else fill(self.tr("%1 was voted out"), names[target]),
                       counts, [(ballot_words(v, t, names), t is None) for v, t in ballots])

    def count_words(self, counts: dict[int, int], abstained: int, names, rule: str = "") -> str:
        """ "Ann: 3 votes · Bob: 1 vote · abstained: 2" (most first), then any rule line."""
        ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
        # a name never breaks across two lines of the count (no-break spaces inside it)
        parts = [fill(self.tr("%1: %n vote(s)", "", c), names[t].replace(" ", "\u00a0")) for t, c in ranked]
        if abstained:
            parts.append(fill(self.tr("abstained: %1"), abstained))
        text = "   ·   ".join(parts) if parts else self.tr("Nobody voted.")
        return text + ("\n" + rule if rule else "")

    def show_rows(self, headline: str, counts: str, rows: list[tuple[str, bool]]) -> None:
        """A headline, a counts line and one large row per ballot (text, muted)."""
        for lab in self.rows:
            self.grid.removeWidget(lab)
            lab.hide()  # at once: a deferred delete may wait for the next turn of the event loop
            lab.setParent(None)
            lab.deleteLater()
        self.rows = []
        self.headline.set_full_text(headline)
        self.counts.setText(counts)
        col_count = 3 if len(rows) > 12 else (2 if len(rows) > 5 else 1)
        per_col = -(-len(rows) // col_count) if rows else 0
        for i, (text, muted) in enumerate(rows):
            lab = label(text)
            lab.setProperty("heading" if len(rows) <= 12 else "subheading", True)
            if muted:
                lab.setProperty("muted", True)
            lab.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(lab, i % per_col, i // per_col)
            self.rows.append(lab)
        self._columns = col_count
        self._fit_rows()

    # The ballots' type, largest first: the largest in which every column fits the width (long names).
    ROW_SIZES = ("heading", "subheading", "")

    def _fit_rows(self) -> None:
        if not self.rows:
            return
        from ..widgets import restyle

        width = self.width() - 24
        first = "heading" if len(self.rows) <= 12 else "subheading"
        sizes = self.ROW_SIZES[self.ROW_SIZES.index(first):]
        per_col = -(-len(self.rows) // max(1, getattr(self, "_columns", 1)))
        for size in sizes:
            for lab in self.rows:
                for prop in ("heading", "subheading"):
                    lab.setProperty(prop, prop == size)
                restyle(lab)
            columns = [self.rows[k:k + per_col] for k in range(0, len(self.rows), per_col)]
            need = sum(max(lab.sizeHint().width() for lab in col) for col in columns) \
                + self.grid.horizontalSpacing() * (len(columns) - 1)
            if need <= width or width <= 0:
                break

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_rows()

    def texts(self) -> list[str]:
        return [self.headline.full_text(), self.counts.text()] + [lab.text() for lab in self.rows]
