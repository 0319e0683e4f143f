"""The classic setup's deck builder: the standard deal, or an extended deck with its options.

Standard: the fixed deal of CLASSIC.md §1.1, as text. Extended (§11.1-§11.3, §11.17-§11.19): every
role of both waves as a card (its art, its name, one line on its power), grouped by team (village,
wolves, third party, as §11.17), wolves and villagers counted with - and +, the three brothers as
one card, the thief's spare cards and the actor's, drunk's and sectarian's extras explained, a
suggested first-wave deck for 8 to 18 players (about a third each, `extended.suggest_deck`), a
preset for 8 to 18 that mixes both waves (`MIXED_PRESETS`), the options, and the deck checked live
by the engine's own rules (`extended.check_deck`, then a trial deal through `extended.deal`,
`draw_extras` and `check_deal` for rules 5 and 7-9): `problem(n)` is the reason, `reason_text` its
words.

Nothing here shows a player's name.
"""
from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QFrame, QGridLayout, QHBoxLayout, QPushButton,
                               QRadioButton, QScrollArea, QStackedWidget, QVBoxLayout, QWidget)

import app.core.classic.extended as X
import app.core.classic.nmview as NM
import app.core.classic.wave2 as W
from app.core.classic.catalog import ROLES as STANDARD_DEAL_ROLES
from app.core.classic.catalog import SEAT_COUNTS

from .. import rules_texts, texts
from ..balance import BalanceMeter, team_label
from ..settings import Settings
from ..teams import CLASSIC_TEAMS, TeamLegend
from ..widgets import ArtLabel, label, restyle
from .events_text import CRIER_ART, EVENT_IDS, event_art, event_sentence, event_title
from .widgets import classic_role_art, role_name

translate = QCoreApplication.translate

STANDARD, EXTENDED = "standard", "extended"
MANY = tuple(X.MANY)            # wolf, villager: any number
BROTHERS = X.BROTHERS           # one card in the builder, three in the deck
ART_HEIGHT = 70
EVENT_ART_HEIGHT = 52  # the town crier's cards, one row each


STANDARD_ROLES = STANDARD_DEAL_ROLES  # the standard preset's six roles (CLASSIC.md §1.1)

# The builder's cards by the team of the card (CLASSIC.md §11.17): each wave in its catalogue order.
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("village", tuple(r for r in X.FIRST_WAVE if r != "wolf") + W.VILLAGE_ROLES + W.NEW_MOON_ROLES),
    ("wolves", ("wolf",) + W.WOLF_ROLES),
    ("third", W.THIRD_ROLES),
)
CARD_ORDER: tuple[str, ...] = tuple(r for _, roles in GROUPS for r in roles)
WOLF_CARDS = frozenset(X.WOLF_CARDS)
# The cards whose holder is on a team of his own, and that team (§11.18).
SOLO_TEAMS = (("vampire", "vampires"), ("white_wolf", "white_wolf"), ("pied_piper", "pied_piper"),
              ("heretic", "heretic"), ("sectarian", "sectarian"))
# Seeds of the trial deals that check rules 5 and 7-9 (the app deals and draws the extras itself).
TRIAL_SEEDS = (0, 1, 2)


def _preset(*parts: tuple[str, int] | str) -> tuple[str, ...]:
    counts: Counter = Counter()
    for p in parts:
        role, k = (p, 1) if isinstance(p, str) else p
        counts[role] += k
    return tuple(r for r in X.ROLES for _ in range(counts[r]))


# Presets for 8 to 18 players that mix both waves, as seed 003 shares a table: about a third wolves
# (wolf cards, the wolf hound and the avenger: `wolf_count`), a third roles with a power, a third
# plain villagers; every second-wave role is in at least one, no thief (no spare cards), the actor
# only with three of his cards left out. Each is checked for every size by
# tests/ui/test_classic_deck_wave2.py.
MIXED_PRESETS: dict[int, tuple[str, ...]] = {
    8: _preset("wolf", "wolf_cub", "seer", "witch", "cavalier", "prince", ("villager", 2)),
    9: _preset(("wolf", 2), "big_bad_wolf", "seer", "tough_guy", "raven", ("villager", 3)),
    10: _preset(("wolf", 2), "white_wolf", "seer", "witch", "old_hag", "cursed", ("villager", 3)),
    11: _preset(("wolf", 2), "demon_wolf", "seer", "bodyguard", "judge", "apprentice_seer", "pied_piper",
                ("villager", 3)),
    12: _preset(("wolf", 2), "wolf_seer", "wolf_hound", "seer", "witch", "moon_maiden", "aura_seer", ("villager", 4)),
    13: _preset(("wolf", 3), "stray_wolf", "seer", "servant", "angel", "traitor", "vampire", ("villager", 4)),
    14: _preset(("wolf", 3), "fire_wolf", "seer", "witch", "apothecary", "ghost", "wild_child", "lycan",
                ("villager", 4)),
    15: _preset(("wolf", 4), "dream_wolf", "seer", "bodyguard", "actor", "old_man", "heretic", ("villager", 5)),
    16: _preset(("wolf", 3), "big_brother_wolf", "little_brother_wolf", "seer", "witch", "enchanter", "mad_doctor",
                "diseased", "wolf_kin", ("villager", 5)),
    17: _preset(("wolf", 4), "stone_wolf", "seer", "bodyguard", "witch", "drunk", "sectarian", "shadow", "pacifist",
                ("villager", 5)),
    18: _preset(("wolf", 4), "white_wolf", "avenger", "seer", "witch", "hunter", "cupid", "assassin", "vampire",
                ("villager", 6)),
}


COMPACT_BELOW = 820  # a window lower than this shows the deck builder's notes in tooltips


def group_title(group: str) -> str:
    """A group of cards in the builder (§11.17's teams of the card)."""
    return {
        "village": translate("ClassicDeck", "Village"),
        "wolves": translate("ClassicDeck", "Wolves"),
        "third": translate("ClassicDeck", "Third party"),
    }[group]


def group_note(group: str) -> str:
    return {
        "village": translate("ClassicDeck", "Roles that win with the village (the Sectarian and the Angel can "
                                            "also win alone)."),
        "wolves": translate("ClassicDeck", "Wolf cards and the roles on the wolves' side or that may turn into "
                                           "wolves (the White Wolf wins alone)."),
        "third": translate("ClassicDeck", "Roles that play for themselves: the Vampire and his spawn, the "
                                          "Heretic, the Pied Piper."),
    }[group]


def wolf_count(deck: list[str]) -> int:
    """The wolves of rule 6 (§11.19): wolf cards, the wolf hound and the avenger."""
    return sum(1 for r in deck if r in WOLF_CARDS or r in W.WOLF_CHOOSERS)


def deal_problem(n: int, deck: list[str]) -> str | None:
    """Rules 5 and 7-9 of §11.19 as the app will deal them: a trial deal of a valid deck with the
    engine's own deal, extras draw and deal check; the first reason, or None."""
    for seed in TRIAL_SEEDS:
        try:
            roles, spare, draws = X.deal(n, list(deck), seed)
            actor, drunk, sect, _ = X.draw_extras(roles, spare, seed, draws)
        except (IndexError, ValueError, ZeroDivisionError):
            # more cards that never lie spare than seats, or nothing left to draw for the drunk
            fixed = sum(1 for r in deck if r in W.NEVER_SPARE)
            return "ext_spare_card" if fixed > n or "drunk" not in deck else "ext_drunk"
        why = X.check_deal(roles, spare, actor or None, drunk, sect or None)
        if why:
            return why
    return None


def card_rules(role: str) -> str:
    """A classic card's name and full rules, plain text."""
    return f"{role_name(role)} — {rules_texts.classic_role_rules(role)}"


def power_line(role: str) -> str:
    """One line on a classic role's power (both waves of the extended preset), for the deck builder."""
    return {
        "wolf": translate("ClassicDeck", "Wakes with the pack every night to choose a victim."),
        "seer": translate("ClassicDeck", "Every night, learns whether one player is a wolf."),
        "bodyguard": translate("ClassicDeck", "Every night, protects one player from the wolves, never the same "
                                              "one twice in a row."),
        "witch": translate("ClassicDeck", "One potion to save the wolves' victim, one to poison: once each."),
        "hunter": translate("ClassicDeck", "When he dies, he shoots a player who dies with him."),
        "villager": translate("ClassicDeck", "No power: finds the wolves by talking and voting."),
        "cupid": translate("ClassicDeck", "On the first night, makes two players lovers for the whole game."),
        "elder": translate("ClassicDeck", "Survives the first bite; when he dies, the village loses its powers."),
        "idiot": translate("ClassicDeck", "Voted out, he is revealed and lives on, but loses his vote."),
        "scapegoat": translate("ClassicDeck", "Dies instead on a tied vote, then names who goes on trial next."),
        "little_girl": translate("ClassicDeck", "From the second night, may peek at a wolf: caught one time in "
                                                "three, she dies."),
        "brother": translate("ClassicDeck", "Three cards: the three brothers meet on the first night."),
        "knight": translate("ClassicDeck", "Bitten, he makes the first wolf to his left sick: it dies the next "
                                           "night."),
        "fox": translate("ClassicDeck", "Every night, sniffs a player and both neighbours; no wolf there costs "
                                        "him the power."),
        "bear_tamer": translate("ClassicDeck", "Every morning the bear growls if a wolf sits next to the tamer."),
        "thief": translate("ClassicDeck", "On the first night, may take one of the two spare cards instead."),
        # the second wave (CLASSIC.md §11.17-§11.21)
        "moon_maiden": translate("ClassicDeck", "Every night, blocks one player's powers for that night, never the same player twice in a row."),
        "enchanter": translate("ClassicDeck", "Every night, enchants a player who dies in his place if he is killed that night."),
        "apothecary": translate("ClassicDeck", "Two draughts, once each: a stupor that silences a player for a day, a restorative that refills the Witch's save."),
        "assassin": translate("ClassicDeck", "Every second night, kills a player if the votes against him reached four."),
        "cavalier": translate("ClassicDeck", "Once, by day: reveals himself and challenges a player; a wolf dies, otherwise he dies."),
        "avenger": translate("ClassicDeck", "Picks a side on the first night; when he dies, takes one player of the other side with him."),
        "shadow": translate("ClassicDeck", "Picks a model on the first night; when the model dies, takes that card."),
        "actor": translate("ClassicDeck", "Three cards lie aside for him; each night he may draw one at random and play it that night."),
        "diseased": translate("ClassicDeck", "If the wolves' bite kills him, the wolves cannot kill the next night."),
        "tough_guy": translate("ClassicDeck", "Survives a bite for one more day, then dies of his wounds the next night."),
        "judge": translate("ClassicDeck", "Once, gives a secret sign at night: the next day the village votes twice."),
        "servant": translate("ClassicDeck", "When someone is hanged, may reveal herself and take the hanged player's card."),
        "sectarian": translate("ClassicDeck", "The village is split in two groups; he wins alone when the other group is all dead."),
        "prince": translate("ClassicDeck", "If the village hangs him, he survives and is revealed."),
        "drunk": translate("ClassicDeck", "A villager until the third night, when he swaps for a card set aside for him."),
        "angel": translate("ClassicDeck", "If he dies on the first night or the first day, he wins alone."),
        "raven": translate("ClassicDeck", "Every night, marks a player who starts the next day's vote with two votes against him."),
        "apprentice_seer": translate("ClassicDeck", "When the Seer dies, becomes the Seer."),
        "aura_seer": translate("ClassicDeck", "Every night, learns whether a player's card has a power."),
        "old_hag": translate("ClassicDeck", "Every night, sends a player out of the village for the next day."),
        "old_man": translate("ClassicDeck", "Dies of old age on night X, where X is one more than the number of wolves at the start."),
        "pacifist": translate("ClassicDeck", "Always votes to spare at a trial; points freely in every other vote."),
        "ghost": translate("ClassicDeck", "Dies on the first night; every night he leaves a message read out at dawn."),
        "mad_doctor": translate("ClassicDeck", "Every night, tests two players: depending on what they are, one of them may die."),
        "big_bad_wolf": translate("ClassicDeck", "Hunts with the pack; once a plain wolf, the Wild Child or the Wolf Hound has died, kills a second victim alone."),
        "demon_wolf": translate("ClassicDeck", "Hunts with the pack; may turn the pack's victim into a wolf instead of killing him."),
        "white_wolf": translate("ClassicDeck", "Hunts with the pack, but every second night may kill a plain wolf; wins alone as the last one alive."),
        "fire_wolf": translate("ClassicDeck", "Once a wolf has died, burns away a player's power for good; one more use each time two wolves die the same day."),
        "big_brother_wolf": translate("ClassicDeck", "Meets his little brother on the first night, then hunts with the pack."),
        "little_brother_wolf": translate("ClassicDeck", "Sleeps until his big brother dies; the next night he kills alone, then joins the pack."),
        "wolf_cub": translate("ClassicDeck", "Hunts with the pack; the night after he dies, the pack kills twice."),
        "traitor": translate("ClassicDeck", "A villager on the wolves' side: learns who the wolves are on the first night."),
        "wolf_seer": translate("ClassicDeck", "Hunts with the pack, then learns whether a player is the Seer."),
        "lycan": translate("ClassicDeck", "A villager who turns into a wolf once the Seer looks at him."),
        "wolf_kin": translate("ClassicDeck", "A villager who turns into a wolf when the living player beside him is a wolf."),
        "dream_wolf": translate("ClassicDeck", "A sleeping wolf the pack knows; he wakes when no other wolf is left to hunt."),
        "stray_wolf": translate("ClassicDeck", "Hunts with the pack; picks a companion on the first night and dies when the companion dies."),
        "stone_wolf": translate("ClassicDeck", "Hunts with the pack, but cannot kill while he is the last wolf alive."),
        "wild_child": translate("ClassicDeck", "Picks a role model on the first night; turns into a wolf if the model dies."),
        "wolf_hound": translate("ClassicDeck", "Chooses on the first night to be a wolf or a villager."),
        "cursed": translate("ClassicDeck", "A villager who turns into a wolf instead of dying when bitten."),
        "vampire": translate("ClassicDeck", "Every night, bites a player who becomes his spawn; the vampires win when they are all that is left."),
        "heretic": translate("ClassicDeck", "Picks two players on the first night; he also wins if both die and he is alive at the end."),
        "pied_piper": translate("ClassicDeck", "Every night, charms two players; wins alone when every other living player is charmed."),
        # New Moon (CLASSIC.md §11.31.6)
        "gypsy": translate("ClassicDeck", "New Moon only: five spirit cards, once each; at night she asks the spirits a question answered aloud at dawn."),
    }.get(role, "")


def _indented(note: QWidget) -> QHBoxLayout:
    """A rule's explanation under its checkbox or radio button: indented to the button's text."""
    row = QHBoxLayout()
    row.setContentsMargins(30, 0, 0, 6)
    row.addWidget(note, 1)
    return row


def option_text(option: str) -> tuple[str, str]:
    """(the checkbox's words, the one-line explanation) of an extended option."""
    return {
        "captain": (translate("ClassicDeck", "Elect a captain"),
                    translate("ClassicDeck", "On the first day the village elects a captain: his vote counts "
                                             "double and he breaks ties.")),
        "wolves_may_bite_wolves": (translate("ClassicDeck", "Wolves may bite wolves"),
                                   translate("ClassicDeck", "A wolf may name another wolf as the night's victim.")),
        "witch_sees_protection": (translate("ClassicDeck", "The witch sees protection"),
                                  translate("ClassicDeck", "When the bodyguard saved the wolves' victim, the witch "
                                                           "is shown no victim.")),
        "witch_both_potions": (translate("ClassicDeck", "Both potions in one night"),
                               translate("ClassicDeck", "The witch may save and poison in the same night.")),
        "lovers_grief": (translate("ClassicDeck", "Lovers die of grief"),
                         translate("ClassicDeck", "When one lover dies, the other dies at once.")),
        "new_moon": (translate("ClassicDeck", "New Moon events"),
                     translate("ClassicDeck", "Each dawn an event card changes the day or the night.")),
    }[option]


def reason_text(reason: str | None, n_players: int = 0) -> str:
    """One sentence for a reason id of `extended.check_deck` / `check_options` ("" for None)."""
    if reason is None:
        return ""
    return {
        "ext_player_count": texts.fill(translate("ClassicDeck", "The extended game needs 8 to 18 players (now %1)."),
                                       n_players),
        "ext_unknown_role": translate("ClassicDeck", "The deck holds a card this game does not know."),
        "ext_duplicate": translate("ClassicDeck", "Only wolves and villagers may appear more than once."),
        "ext_brothers": translate("ClassicDeck", "The brothers come as three cards or not at all."),
        "ext_wolf_brothers": translate("ClassicDeck", "The Big Brother Wolf and the Little Brother Wolf come "
                                                      "together or not at all."),
        "ext_no_wolf": translate("ClassicDeck", "The deck needs at least one wolf."),
        "ext_spare": translate("ClassicDeck", "The deck needs one card per player, and two more with the thief."),
        "ext_too_many_wolves": translate("ClassicDeck", "Too many wolves: the wolf cards, the Wolf Hound and the "
                                                        "Avenger must be fewer than half the players."),
        "ext_actor": translate("ClassicDeck", "The Actor needs three of his cards left out of the deck (Seer, "
                                              "Aura Seer, Fox, Bodyguard, Raven, Old Hag, Mad Doctor, Enchanter)."),
        "ext_spare_card": translate("ClassicDeck", "The thief's two spare cards cannot be the thief, a brother, a "
                                                   "wolf brother, the Actor, the Drunk or the Sectarian: the deck "
                                                   "needs two other cards to lie spare."),
        "ext_drunk": translate("ClassicDeck", "No card is left to set aside for the Drunk: take a wolf out or "
                                              "add a player."),
        "ext_sect": translate("ClassicDeck", "The Sectarian's groups cannot be drawn for this table."),
        "ext_option": translate("ClassicDeck", "One of the options has a value this game does not know."),
        "nm_gypsy": translate("ClassicDeck", "The Gypsy plays only with the New Moon events: turn them on or take "
                                             "her out."),
    }.get(reason, translate("ClassicDeck", "This deck cannot be played."))


def expand(counts: Counter) -> list[str]:
    """The deck's cards in catalogue order (the brothers' one card as three)."""
    out: list[str] = []
    for role in X.ROLES:
        k = counts.get(role, 0)
        out += [role] * (BROTHERS if role == "brother" and k else k)
    return out


def counts_of(deck: list[str]) -> Counter:
    """The builder's counts for a deck (the three brothers as one card)."""
    c = Counter(r for r in deck if r in X.ROLES)
    if c.get("brother"):
        c["brother"] = 1
    return c


class RoleCard(QFrame):
    """One role of either wave: art, name, its power in one line, and its count or its checkbox."""

    changed = Signal()

    def __init__(self, role: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.role = role
        self.setProperty("deckCard", True)
        self.art = ArtLabel(ART_HEIGHT, self)
        self.art.set_art(classic_role_art(role))
        self.name = label(role_name(role), prop="strong", parent=self)
        self.power = label(power_line(role), prop="muted", wrap=True, parent=self)
        self.count = 0
        # the card's full rules on hover (plain text, escaped); the builder's details line says them too
        self.setToolTip(texts.plain_tip(power_line(role) + "\n\n" + rules_texts.classic_role_rules(role)))
        head = QHBoxLayout()
        head.setSpacing(4)
        head.addWidget(self.name, 1)
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addLayout(head)
        text.addWidget(self.power, 1)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        row.addWidget(self.art, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(text, 1)
        self.minus = self.plus = self.number = self.check = None
        if role in MANY:
            self.minus = QPushButton("−", self)
            self.plus = QPushButton("+", self)
            self.number = label("0", prop="subheading", parent=self)
            self.number.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.number.setMinimumWidth(26)
            for b, step, words in ((self.minus, -1, translate("ClassicDeck", "One %1 fewer")),
                                   (self.plus, 1, translate("ClassicDeck", "One %1 more"))):
                b.setProperty("stepper", True)
                b.setAccessibleName(texts.fill(words, role_name(role)))
                b.setToolTip(b.accessibleName())
                b.setCursor(Qt.CursorShape.PointingHandCursor)
                b.clicked.connect(lambda _=False, s=step: self.set_count(self.count + s, user=True))
            head.addWidget(self.minus)
            head.addWidget(self.number)
            head.addWidget(self.plus)
        else:
            self.check = QCheckBox(self)
            self.check.setAccessibleName(texts.fill(translate("ClassicDeck", "%1 in the deck"), role_name(role)))
            self.check.setToolTip(translate("ClassicDeck", "In the deck (three cards)") if role == "brother"
                                  else translate("ClassicDeck", "In the deck"))
            self.check.toggled.connect(lambda on: self.set_count(int(on), user=True))
            head.addWidget(self.check)
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.set_count(0)

    def mouseReleaseEvent(self, event) -> None:
        """A click anywhere on a one-of card puts it in the deck or takes it out."""
        if self.check is not None and event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
                event.position().toPoint()):
            self.check.toggle()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def set_count(self, k: int, user: bool = False) -> None:
        k = max(0, min(k, 18 if self.role in MANY else 1))
        old = self.count
        self.count = k
        if self.number is not None:
            self.number.setText(str(k))
            self.minus.setEnabled(k > 0)
            self.plus.setEnabled(k < 18)
        if self.check is not None and self.check.isChecked() != bool(k):
            self.check.blockSignals(True)
            self.check.setChecked(bool(k))
            self.check.blockSignals(False)
        self.setProperty("inDeck", bool(k))
        restyle(self)
        if user and k != old:
            self.changed.emit()


class CrierHand(QWidget):
    """The town crier's hand (CLASSIC.md §11.31.5): three different public event cards chosen by
    the host, public like the deck list. Each slot: the card's picture, a list of the fifteen
    titles and the card's sentence; picking a card another slot holds swaps the two slots, so the
    three always differ. `changed()` when the hand changes."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._hand: list[str] = list(NM.DEFAULT_HAND)
        self.badge = ArtLabel(44, self)
        self.badge.set_art(CRIER_ART)
        self.title = label(translate("ClassicDeck", "The town crier's hand"), prop="strong", parent=self)
        self.note = label(translate("ClassicDeck", "Each day the captain may name a town crier. The crier holds "
                                                   "these three cards, shown to everyone, and may play each one "
                                                   "once, at night, as the next morning's event; they never come "
                                                   "out of the draw pile."), prop="muted", wrap=True, parent=self)
        head_text = QVBoxLayout()
        head_text.setSpacing(2)
        head_text.addWidget(self.title)
        head_text.addWidget(self.note)
        head = QHBoxLayout()
        head.setSpacing(8)
        head.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignTop)
        head.addLayout(head_text, 1)
        self.boxes: list[QComboBox] = []
        self.arts: list[ArtLabel] = []
        self.sentences: list[QWidget] = []
        slots = QVBoxLayout()  # one row a card: fits a narrow window and long titles alike
        slots.setSpacing(6)
        for i in range(3):
            slot = QFrame(self)
            slot.setProperty("deckCard", True)
            slot.setProperty("inDeck", True)
            art = ArtLabel(EVENT_ART_HEIGHT, slot)
            box = QComboBox(slot)
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(16)
            for eid in EVENT_IDS:
                box.addItem(event_title(eid), eid)
            box.setAccessibleName(texts.fill(translate("ClassicDeck", "The town crier's card %1"), i + 1))
            sentence = label("", prop="muted", wrap=True, parent=slot)
            row = QHBoxLayout(slot)
            row.setContentsMargins(8, 4, 8, 4)
            row.setSpacing(10)
            row.addWidget(art, 0, Qt.AlignmentFlag.AlignVCenter)
            row.addWidget(box, 0, Qt.AlignmentFlag.AlignVCenter)
            row.addWidget(sentence, 1)
            slots.addWidget(slot)
            box.currentIndexChanged.connect(lambda _=0, k=i: self._picked(k))
            self.boxes.append(box)
            self.arts.append(art)
            self.sentences.append(sentence)
        v = QVBoxLayout(self)
        v.setContentsMargins(30, 2, 0, 6)
        v.setSpacing(6)
        v.addLayout(head)
        v.addLayout(slots)
        self._show()

    def hand(self) -> tuple[str, str, str]:
        return tuple(self._hand)  # type: ignore[return-value]

    def set_hand(self, hand) -> None:
        """Three different public ids; anything else leaves the default hand."""
        hand = list(hand or ())
        if len(hand) != 3 or len(set(hand)) != 3 or not all(e in EVENT_IDS for e in hand):
            hand = list(NM.DEFAULT_HAND)
        self._hand = hand
        self._show()

    def _picked(self, k: int) -> None:
        new = self.boxes[k].currentData()
        old = self._hand[k]
        if not new or new == old:
            return
        if new in self._hand:  # another slot holds it: it takes this slot's card
            self._hand[self._hand.index(new)] = old
        self._hand[k] = new
        self._show()
        self.changed.emit()

    def _show(self) -> None:
        for box, art, sentence, eid in zip(self.boxes, self.arts, self.sentences, self._hand):
            box.blockSignals(True)
            box.setCurrentIndex(box.findData(eid))
            box.blockSignals(False)
            art.set_art(event_art(eid))
            sentence.setText(event_sentence(eid))
            box.setToolTip(event_sentence(eid))


class DeckBuilder(QWidget):
    """The preset choice (`mode_row`, placed by the setup screen) and the deck's page.

    `changed()` whenever the preset, a count or an option changes."""

    changed = Signal()

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.n_players = 0
        self.follow = True  # the deck follows the player count until the table edits it

        # the choice of preset
        self.mode_row = QWidget(self)
        self.mode_label = label(self.tr("Game:"), prop="strong", parent=self.mode_row)
        self.standard_button = QRadioButton(self.tr("Standard (8 or 9)"), self.mode_row)
        self.extended_button = QRadioButton(self.tr("Extended (8 to 18)"), self.mode_row)
        self.standard_button.setToolTip(self.tr("The fixed deal of 8 or 9 players"))
        self.extended_button.setToolTip(self.tr("Build your own deck for 8 to 18 players, with more roles and rules"))
        self.mode_group = QButtonGroup(self)
        for b in (self.standard_button, self.extended_button):
            self.mode_group.addButton(b)
        mr = QHBoxLayout(self.mode_row)
        mr.setContentsMargins(0, 0, 0, 0)
        mr.addWidget(self.mode_label)
        mr.addWidget(self.standard_button)
        mr.addWidget(self.extended_button)
        mr.addStretch(1)

        # standard: the fixed deal
        self.standard_text = label(self.tr("The standard deal: with 8 players 2 wolves, with 9 players 3 wolves; "
                                           "always a seer, a bodyguard, a witch, a hunter and 2 villagers. Roles "
                                           "are dealt at random: a portrait changes only the picture."),
                                   prop="muted", wrap=True)
        # the standard roles' full rules under the deal, plain text
        self.standard_rules = label("\n\n".join(card_rules(r) for r in STANDARD_ROLES), wrap=True)
        self.standard_rules.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        std_inner = QWidget()
        std_inner.setProperty("deckInner", True)
        si = QVBoxLayout(std_inner)
        si.setContentsMargins(0, 0, 10, 0)
        si.addWidget(self.standard_text)
        si.addSpacing(8)
        si.addWidget(self.standard_rules)
        si.addStretch(1)
        std = QScrollArea()
        std.setWidgetResizable(True)
        std.setFrameShape(QFrame.Shape.NoFrame)
        std.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        std.setWidget(std_inner)
        std.viewport().setAutoFillBackground(False)
        std_inner.setAutoFillBackground(False)

        # extended: suggestions, cards, options
        self.suggest = QComboBox()
        self.suggest.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.suggest.setMinimumContentsLength(20)
        self.suggest.setAccessibleName(self.tr("Suggested deck"))
        self.suggest.addItem(self.tr("Suggest a deck…"), 0)
        for n in X.PLAYERS:
            self.suggest.addItem(self.tr("%n player(s)", "", n), n)
        self.suggest_note = label(self.tr("About a third wolves, a third roles with a power, the rest villagers."),
                                  prop="muted", wrap=True)
        self.mixed = QComboBox()
        self.mixed.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.mixed.setMinimumContentsLength(20)
        self.mixed.setAccessibleName(self.tr("A preset with both waves"))
        self.mixed.setToolTip(self.tr("A ready deck that mixes the first roles with the newer ones"))
        self.mixed.addItem(self.tr("Both waves…"), 0)
        for n in sorted(MIXED_PRESETS):
            self.mixed.addItem(self.tr("%n player(s)", "", n), n)
        self.cards: dict[str, RoleCard] = {}
        self.grid = grid = QGridLayout()
        grid.setSpacing(8)
        self.columns = 0
        self.group_heads: dict[str, QWidget] = {}
        for group, roles in GROUPS:
            head = QWidget()
            hv = QVBoxLayout(head)
            hv.setContentsMargins(0, 8, 0, 0)
            hv.setSpacing(0)
            hv.addWidget(label(group_title(group), prop="subheading", parent=head))
            hv.addWidget(label(group_note(group), prop="muted", wrap=True, parent=head))
            self.group_heads[group] = head
            for role in roles:
                card = RoleCard(role)
                card.changed.connect(self._edited)
                card.changed.connect(lambda r=role: self.show_rules(r))
                self.cards[role] = card
        self._lay_out(2)
        self.thief_note = label(self.tr("With the thief the deck holds two more cards than there are players: "
                                        "they stay face down as his two spare cards. On the first night he may "
                                        "take one of them instead of his own; if one is a wolf, he must take "
                                        "it."), prop="muted", wrap=True)
        self.actor_note = label(self.tr("With the Actor, three cards from the Seer, Aura Seer, Fox, Bodyguard, "
                                        "Raven, Old Hag, Mad Doctor and Enchanter left out of the deck are set "
                                        "aside for him at random; nobody else sees which."), prop="muted", wrap=True)
        self.drunk_note = label(self.tr("With the Drunk, one more card is set aside for him at random (never a "
                                        "card that sets up the first night); he becomes it on the third night."),
                                prop="muted", wrap=True)
        self.sect_note = label(self.tr("With the Sectarian, the table is split at random into two groups, shown "
                                       "to everyone at the start, his own among them."), prop="muted", wrap=True)
        self.options_title = label(self.tr("Rules"), prop="subheading")
        self.plurality_button = QRadioButton(self.tr("Vote: the most votes is hanged"))
        self.trial_button = QRadioButton(self.tr("Vote: point, then a trial"))
        self.plurality_note = label(self.tr("Every player votes; the player with the most votes is hanged."),
                                    prop="muted", wrap=True)
        self.trial_note = label(self.tr("Whoever more than half the table points at goes on trial; then everyone "
                                        "votes to kill or spare."), prop="muted", wrap=True)
        self.vote_group = QButtonGroup(self)
        self.vote_group.addButton(self.plurality_button)
        self.vote_group.addButton(self.trial_button)
        self.option_boxes: dict[str, QCheckBox] = {}
        self.option_notes: dict[str, QWidget] = {}
        opts = QVBoxLayout()
        opts.setSpacing(2)
        opts.addWidget(self.options_title)
        # each rule's explanation under its button, indented by the layout (not by the label's own
        # margins: the label's box is then exactly its wrapped text, so a long line wraps, never cut)
        for w in (self.plurality_button, self.plurality_note, self.trial_button, self.trial_note):
            opts.addLayout(_indented(w)) if w in (self.plurality_note, self.trial_note) else opts.addWidget(w)
        for opt in X.OPTIONS:
            if opt == "vote_rule":
                continue
            words, note = option_text(opt)
            box = QCheckBox(words)
            self.option_boxes[opt] = box
            self.option_notes[opt] = label(note, prop="muted", wrap=True)
            opts.addWidget(box)
            opts.addLayout(_indented(self.option_notes[opt]))
            box.toggled.connect(lambda _=False: self._options_changed())
        # New Moon (§11.31.1): the events, the gypsy and, with the captain, the town crier's hand
        words, note = option_text("new_moon")
        self.new_moon_box = QCheckBox(words)
        self.option_boxes["new_moon"] = self.new_moon_box
        self.option_notes["new_moon"] = label(note, prop="muted", wrap=True)
        self.crier_hand = CrierHand()
        opts.addWidget(self.new_moon_box)
        opts.addLayout(_indented(self.option_notes["new_moon"]))
        opts.addWidget(self.crier_hand)
        self.new_moon_box.toggled.connect(lambda _=False: self._options_changed())
        self.crier_hand.changed.connect(self._options_changed)
        inner = QWidget()
        inner.setProperty("deckInner", True)
        iv = QVBoxLayout(inner)
        iv.setContentsMargins(0, 0, 10, 0)
        srow = QHBoxLayout()
        srow.addWidget(self.suggest)
        srow.addWidget(self.mixed)
        srow.addStretch(1)
        iv.addLayout(srow)
        iv.addWidget(self.suggest_note)
        iv.addLayout(grid)
        for note in (self.thief_note, self.actor_note, self.drunk_note, self.sect_note):
            iv.addWidget(note)
        iv.addSpacing(8)
        iv.addLayout(opts)
        iv.addStretch(1)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(inner)
        self.scroll.viewport().setAutoFillBackground(False)
        inner.setAutoFillBackground(False)

        self.stack = QStackedWidget()
        self.stack.addWidget(std)
        self.stack.addWidget(self.scroll)
        self.summary = label("", wrap=True)
        # the full rules of the card last put in or taken out (every card says them on hover too)
        self.details = label(translate("ClassicRules", "Point at a card to read its full rules; the last card "
                                                       "you change shows them here."), prop="muted", wrap=True)
        self.details.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.legend = TeamLegend(22)  # the teams' badges, named (teams.py)
        self.meter = BalanceMeter()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.stack, 1)
        outer.addWidget(self.details)
        sum_row = QHBoxLayout()
        sum_row.addWidget(self.summary, 1)
        sum_row.addWidget(self.legend, 0, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(sum_row)
        outer.addWidget(self.meter)

        # the last choices, or the defaults
        preset = settings.classic_preset if settings is not None else STANDARD
        deck = settings.classic_deck if settings is not None else []
        options = settings.classic_options if settings is not None else {}
        if X.check_options(options) is not None:
            options = {}
        self.set_options(options)
        if deck and X.check_deck(len(deck) - (2 if "thief" in deck else 0), deck) is None:
            self.set_deck(deck)
            self.follow = False
        else:
            self.set_deck(list(X.suggest_deck(8)))
        self.set_preset(preset)
        self.mode_group.buttonToggled.connect(lambda b, on: on and self._mode_changed())
        self.vote_group.buttonToggled.connect(lambda b, on: on and self._options_changed())
        self.suggest.activated.connect(self._suggested)
        self.mixed.activated.connect(self._mixed_chosen)

    def show_rules(self, role: str) -> None:
        """The details line: the full rules of `role`."""
        self.details.setText(card_rules(role))

    def _lay_out(self, columns: int) -> None:
        """The cards by team, in one column in a narrow window, two otherwise."""
        if columns == self.columns:
            return
        self.columns = columns
        for w in list(self.cards.values()) + list(self.group_heads.values()):
            self.grid.removeWidget(w)
        row = 0
        for group, roles in GROUPS:
            self.grid.addWidget(self.group_heads[group], row, 0, 1, 2)
            row += 1
            for i, role in enumerate(roles):
                self.grid.addWidget(self.cards[role], row + i // columns, i % columns)
            row += (len(roles) + columns - 1) // columns
        for c in range(2):
            self.grid.setColumnStretch(c, 1 if c < columns else 0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        zoom = getattr(self.window(), "zoom", 0.0) or 1.0
        self._lay_out(2 if self.width() >= 620 * min(zoom, 1.4) else 1)
        # a short window (1280x720, 1366x768): the list of cards takes the room of the suggestion's
        # note and the meter's second line (both then in tooltips)
        short = self.window().height() < COMPACT_BELOW
        self.suggest_note.setVisible(not short)
        self.suggest.setToolTip(self.suggest_note.text() if short else "")
        self.meter.set_compact(short)

    # --- the preset ----------------------------------------------------------------------------
    def preset(self) -> str:
        return EXTENDED if self.extended_button.isChecked() else STANDARD

    def set_preset(self, preset: str) -> None:
        (self.extended_button if preset == EXTENDED else self.standard_button).setChecked(True)
        self.stack.setCurrentIndex(1 if preset == EXTENDED else 0)
        self._update()

    def _mode_changed(self) -> None:
        self.stack.setCurrentIndex(1 if self.preset() == EXTENDED else 0)
        self._update()
        self.changed.emit()

    # --- the deck ------------------------------------------------------------------------------
    def deck(self) -> list[str]:
        """Every card of the extended deck (spare cards included), in catalogue order."""
        return expand(Counter({r: c.count for r, c in self.cards.items()}))

    def set_deck(self, deck: list[str]) -> None:
        counts = counts_of(list(deck))
        for role, card in self.cards.items():
            card.set_count(counts.get(role, 0))
        self._update()

    def suggest_for(self, n: int) -> None:
        """The suggested deck for n players (8..18), as E2's "about a third each"."""
        self.set_deck(list(X.suggest_deck(n)))
        self.follow = True
        self.changed.emit()

    def preset_for(self, n: int) -> None:
        """The preset of n players (8..18) that mixes both waves."""
        self.set_deck(list(MIXED_PRESETS[n]))
        self.follow = False
        self.changed.emit()

    def _mixed_chosen(self, index: int) -> None:
        n = self.mixed.itemData(index)
        if n:
            self.preset_for(int(n))
        self.mixed.setCurrentIndex(0)

    def _suggested(self, index: int) -> None:
        n = self.suggest.itemData(index)
        if n:
            self.suggest_for(int(n))
        self.suggest.setCurrentIndex(0)

    def _edited(self) -> None:
        self.follow = False
        self._update()
        self.changed.emit()

    def set_players(self, n: int) -> None:
        """The table now has n players: follow the suggestion if the deck was not edited."""
        if n != self.n_players:
            self.n_players = n
            if self.follow and n in X.PLAYERS:
                self.set_deck(list(X.suggest_deck(n)))
            self._update()

    # --- options -------------------------------------------------------------------------------
    def options(self) -> dict:
        """Every extended option with its value; with New Moon on, `new_moon` and the crier's hand
        too (§11.31.1: `crier_hand` only with `new_moon`)."""
        out: dict[str, object] = {"vote_rule": "trial" if self.trial_button.isChecked() else "plurality"}
        for opt, box in self.option_boxes.items():
            out[opt] = box.isChecked()
        full = {k: out[k] for k in X.OPTIONS}
        if self.new_moon_box.isChecked():
            full["new_moon"] = True
            full["crier_hand"] = self.crier_hand.hand()
        return full

    def set_options(self, options: dict) -> None:
        full = X.full_options(options)
        (self.trial_button if full["vote_rule"] == "trial" else self.plurality_button).setChecked(True)
        for opt, box in self.option_boxes.items():
            box.blockSignals(True)
            box.setChecked(bool(full.get(opt, False)))
            box.blockSignals(False)
        self.crier_hand.set_hand(full.get("crier_hand", NM.DEFAULT_HAND))
        self._update()
        self.changed.emit()  # the setup page's problem line and Start follow the new options

    def _options_changed(self) -> None:
        self._update()
        self.changed.emit()

    # --- checking ------------------------------------------------------------------------------
    def problem(self, n: int | None = None) -> str | None:
        """The reason id why the extended deck and options cannot start a game of n players, or None."""
        n = self.n_players if n is None else n
        deck = self.deck()
        return (X.check_deck(n, deck) or deal_problem(n, deck) or X.check_options(self.options())
                or ("nm_gypsy" if NM.ROLE in deck and not self.new_moon_box.isChecked() else None))

    def _update(self) -> None:
        deck = self.deck()
        thief = "thief" in deck
        self.thief_note.setVisible(thief)
        for note, role in ((self.actor_note, "actor"), (self.drunk_note, "drunk"), (self.sect_note, "sectarian")):
            note.setVisible(role in deck)
        # the crier's hand: with New Moon and the captain both on (§11.31.5)
        self.crier_hand.setVisible(self.new_moon_box.isChecked() and self.option_boxes["captain"].isChecked())
        self._update_meter()
        self.details.setVisible(self.preset() == EXTENDED)
        if self.preset() != EXTENDED:
            self.summary.setText("")
            self.summary.setVisible(False)
            return
        self.summary.setVisible(True)
        why = self.problem()
        wolves = wolf_count(deck)
        if thief:
            words = texts.fill(self.tr("%1 cards of %2 needed (one per player and the thief's 2 spare cards), "
                                       "%n of them wolves.", "", wolves), len(deck), self.n_players + 2)
        else:
            words = texts.fill(self.tr("%1 cards of %2 needed (one per player), %n of them wolves.", "", wolves),
                               len(deck), self.n_players)
        self.summary.setText(words if why is None else words + " " + reason_text(why, self.n_players))
        self.summary.setProperty("problem", why is not None)
        self.summary.setProperty("ok", why is None)
        restyle(self.summary)

    def _update_meter(self) -> None:
        """Who tends to win: the standard deal for 8 or 9 players, or a playable extended deck."""
        n = self.n_players
        lovers = self.preset() == EXTENDED and "cupid" in self.deck()
        teams = [t for t in CLASSIC_TEAMS if t != "lovers" or lovers]
        if self.preset() == EXTENDED:  # the solo teams of the cards in the deck (§11.18)
            deck = self.deck()
            teams += [team for card, team in SOLO_TEAMS if card in deck]
        self.legend.set_teams([(t, team_label(t)) for t in teams])
        if self.preset() == EXTENDED:
            if self.problem() is None:
                self.meter.show_classic(n, EXTENDED, self.deck(), self.options())
            else:
                self.meter.clear()
        elif n in SEAT_COUNTS:
            self.meter.show_classic(n)
        else:
            self.meter.clear(self.tr("The standard game needs 8 or 9 players."))

    def remember(self) -> None:
        if self.settings is not None:
            self.settings.classic_preset = self.preset()
            if self.preset() == EXTENDED:
                self.settings.classic_deck = self.deck()
                self.settings.classic_options = self.options()


__all__ = ["CARD_ORDER", "CrierHand", "DeckBuilder", "GROUPS", "MIXED_PRESETS", "RoleCard", "card_rules", "counts_of",
           "deal_problem", "expand", "group_title", "option_text", "power_line", "reason_text", "wolf_count"]
