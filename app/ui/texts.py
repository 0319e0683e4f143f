"""Every game word the screens show, translated: role names and powers, marks, teams, reasons.

The core speaks in ids; this module turns ids into the player's language through Qt's
translation system. Nothing here is cached: every call looks its words up in the language
installed now, so a screen rebuilt after a live language change (MainWindow.retranslate) says
them in the new one.
"""
from __future__ import annotations

import html
import unicodedata
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.core.onenight.catalog import DOPPEL_IMMEDIATE, ROLES, STEP_BY_ID

translate = QCoreApplication.translate


def role_name(role: str) -> str:
    """The role's name in the player's language."""
    names = {
        "copycat": translate("Role", "Copycat"),
        "vampire": translate("Role", "Vampire"),
        "the_master": translate("Role", "The Master"),
        "the_count": translate("Role", "The Count"),
        "renfield": translate("Role", "Renfield"),
        "diseased": translate("Role", "Diseased"),
        "cupid": translate("Role", "Cupid"),
        "instigator": translate("Role", "Instigator"),
        "priest": translate("Role", "Priest"),
        "assassin": translate("Role", "Assassin"),
        "apprentice_assassin": translate("Role", "Apprentice Assassin"),
        "marksman": translate("Role", "Marksman"),
        "pickpocket": translate("Role", "Pickpocket"),
        "gremlin": translate("Role", "Gremlin"),
        "villager": translate("Role", "Villager"),
        "doppelganger": translate("Role", "Doppelgänger"),
        "werewolf": translate("Role", "Werewolf"),
        "minion": translate("Role", "Minion"),
        "mason": translate("Role", "Mason"),
        "seer": translate("Role", "Seer"),
        "robber": translate("Role", "Robber"),
        "troublemaker": translate("Role", "Troublemaker"),
        "drunk": translate("Role", "Drunk"),
        "insomniac": translate("Role", "Insomniac"),
        "hunter": translate("Role", "Hunter"),
        "tanner": translate("Role", "Tanner"),
        "sentinel": translate("Role", "Sentinel"),
        "alpha_wolf": translate("Role", "Alpha Wolf"),
        "mystic_wolf": translate("Role", "Mystic Wolf"),
        "dream_wolf": translate("Role", "Dream Wolf"),
        "apprentice_seer": translate("Role", "Apprentice Seer"),
        "paranormal_investigator": translate("Role", "Paranormal Investigator"),
        "witch": translate("Role", "Witch"),
        "village_idiot": translate("Role", "Village Idiot"),
        "revealer": translate("Role", "Revealer"),
        "curator": translate("Role", "Curator"),
        "bodyguard": translate("Role", "Bodyguard"),
        "aura_seer": translate("Role", "Aura Seer"),
        "apprentice_tanner": translate("Role", "Apprentice Tanner"),
        "thing": translate("Role", "Thing"),
        "squire": translate("Role", "Squire"),
        "beholder": translate("Role", "Beholder"),
        "prince": translate("Role", "Prince"),
        "cursed": translate("Role", "Cursed"),
    }
    return names.get(role, role.replace("_", " ").title())


def role_power(role: str) -> str:
    """One line: what the role does."""
    powers = {
        "copycat": translate("Power", "At Dusk, looks at one centre card and becomes that role for the whole game."),
        "vampire": translate("Power", "Wakes at Dusk with the other vampires; together they give the Vampire mark to someone who is not a vampire."),
        "the_master": translate("Power", "A vampire. If another Vampire votes for The Master, The Master cannot be killed."),
        "the_count": translate("Power", "A vampire. After the vampires, gives the Fear mark to a non-vampire, who then cannot act at night."),
        "renfield": translate("Power", "Sees the vampires and whom they marked, then takes the Bat mark. Wins with the vampires."),
        "diseased": translate("Power", "Gives the Disease mark to a neighbour. Whoever votes for the Diseased or the marked player cannot win."),
        "cupid": translate("Power", "May give Love marks to two players. If one lover dies, the other dies too."),
        "instigator": translate("Power", "May give the Traitor mark to anyone: a traitor wins only if a teammate dies."),
        "priest": translate("Power", "Takes a fresh Clarity mark and may give another one to a player, wiping out their old mark."),
        "assassin": translate("Power", "Gives the Assassin mark to anyone and wins if a player holding it dies."),
        "apprentice_assassin": translate("Power", "Learns who the Assassin is and wins if the Assassin dies; with no Assassin, gives the Assassin mark."),
        "marksman": translate("Power", "May look at one player's card and at another player's mark."),
        "pickpocket": translate("Power", "May swap marks with another player, then looks at the new mark."),
        "gremlin": translate("Power", "May swap the cards, or the marks, of any two players without looking."),
        "villager": translate("Power", "No night action. Find the monsters and vote them out."),
        "doppelganger": translate("Power", "Looks at another player's card and becomes that role, acting at once when the role allows."),
        "werewolf": translate("Power", "Wakes with the other werewolves. A lone werewolf may look at one centre card."),
        "minion": translate("Power", "Sees who the werewolves are and wins with them, even if the Minion dies."),
        "mason": translate("Power", "Wakes with the other Mason so that they know each other."),
        "seer": translate("Power", "May look at another player's card or at two centre cards."),
        "robber": translate("Power", "May swap cards with another player, then looks at the new card."),
        "troublemaker": translate("Power", "May swap the cards of two other players without looking."),
        "drunk": translate("Power", "Must swap their card with a centre card without looking at it."),
        "insomniac": translate("Power", "Wakes last and looks at their own card to see if it changed."),
        "hunter": translate("Power", "If the Hunter dies, the player the Hunter voted for dies too."),
        "tanner": translate("Power", "Hates the job: wins only by dying."),
        "sentinel": translate("Power", "May shield another player's card: nobody may look at it or move it."),
        "alpha_wolf": translate("Power", "A werewolf who swaps the extra wolf card in the centre with a non-werewolf's card."),
        "mystic_wolf": translate("Power", "A werewolf who may also look at another player's card."),
        "dream_wolf": translate("Power", "A sleepy werewolf: raises a thumb for the other wolves but never wakes."),
        "apprentice_seer": translate("Power", "May look at one centre card."),
        "paranormal_investigator": translate("Power", "May look at up to two cards, and turns into the first werewolf, tanner or vampire seen."),
        "witch": translate("Power", "May look at a centre card; if so, must swap it with any player's card."),
        "village_idiot": translate("Power", "May move every other player's card one seat left or right."),
        "revealer": translate("Power", "May turn another player's card face up; monsters and tanners go back face down."),
        "curator": translate("Power", "May put a random face-down artifact on any player's card."),
        "bodyguard": translate("Power", "The player the Bodyguard votes for cannot be killed."),
        "aura_seer": translate("Power", "Sees who looked at or moved a card or a mark tonight."),
        "apprentice_tanner": translate("Power", "Sees who the Tanner is and wins if the Tanner dies."),
        "thing": translate("Power", "Taps a neighbour's shoulder: that player learns the Thing sits beside them."),
        "squire": translate("Power", "Sees the werewolves and may look at their cards. Wins with the werewolves."),
        "beholder": translate("Power", "Sees who the Seer is and may look at the Seer's card."),
        "prince": translate("Power", "Cannot be killed by the vote."),
        "cursed": translate("Power", "A villager who turns into a werewolf if any werewolf votes for them."),
    }
    return powers.get(role, "")


def mark_name(mark: str) -> str:
    names = {
        "clarity": translate("Mark", "Clarity"),
        "vampire": translate("Mark", "Vampire"),
        "fear": translate("Mark", "Fear"),
        "bat": translate("Mark", "Bat"),
        "disease": translate("Mark", "Disease"),
        "love": translate("Mark", "Love"),
        "traitor": translate("Mark", "Traitor"),
        "assassin": translate("Mark", "Assassin"),
    }
    return names.get(mark, mark)


def mark_phrase(mark: str) -> str:
    """"the Love mark"."""
    return fill(translate("Mark", "the %1 mark"), mark_name(mark))


def mark_effect(mark: str) -> str:
    effects = {
        "clarity": translate("MarkEffect", "No effect: you are what your card says."),
        "vampire": translate("MarkEffect", "You are a Vampire now, on the vampire team."),
        "fear": translate("MarkEffect", "You are too scared to act: you will not wake up tonight."),
        "bat": translate("MarkEffect", "No effect."),
        "disease": translate("MarkEffect", "Whoever votes for you cannot win."),
        "love": translate("MarkEffect", "If another lover dies, you die too."),
        "traitor": translate("MarkEffect", "You win only if someone else on your team dies."),
        "assassin": translate("MarkEffect", "The Assassin wins if you die."),
    }
    return effects.get(mark, "")


def artifact_name(artifact: str) -> str:
    names = {
        "claw_of_the_werewolf": translate("Artifact", "Claw of the Werewolf"),
        "brand_of_the_villager": translate("Artifact", "Brand of the Villager"),
        "cudgel_of_the_tanner": translate("Artifact", "Cudgel of the Tanner"),
        "void_of_nothingness": translate("Artifact", "Void of Nothingness"),
        "mask_of_muting": translate("Artifact", "Mask of Muting"),
        "shroud_of_shame": translate("Artifact", "Shroud of Shame"),
    }
    return names.get(artifact, artifact)


def artifact_effect(artifact: str) -> str:
    effects = {
        "claw_of_the_werewolf": translate("ArtifactEffect", "You are a Werewolf now."),
        "brand_of_the_villager": translate("ArtifactEffect", "You are a plain Villager now."),
        "cudgel_of_the_tanner": translate("ArtifactEffect", "You are a Tanner now: you win only if you die."),
        "void_of_nothingness": translate("ArtifactEffect", "Nothing happens."),
        "mask_of_muting": translate("ArtifactEffect", "You may not speak during the day."),
        "shroud_of_shame": translate("ArtifactEffect", "Turn away from the table during the day (you still vote)."),
    }
    return effects.get(artifact, "")


def team_result(team: str, won: bool) -> str:
    """"The vampires win: %1" (the members fill %1)."""
    wins = {
        "villager": translate("Team", "The village wins: %1"),
        "werewolf": translate("Team", "The werewolves win: %1"),
        "vampire": translate("Team", "The vampires win: %1"),
        "tanner": translate("Team", "The Tanner wins: %1"),
        "apprentice_tanner": translate("Team", "The Apprentice Tanner wins: %1"),
        "assassin": translate("Team", "The Assassin wins: %1"),
        "apprentice_assassin": translate("Team", "The Apprentice Assassin wins: %1"),
    }
    losses = {
        "villager": translate("Team", "The village loses: %1"),
        "werewolf": translate("Team", "The werewolves lose: %1"),
        "vampire": translate("Team", "The vampires lose: %1"),
        "tanner": translate("Team", "The Tanner loses: %1"),
        "apprentice_tanner": translate("Team", "The Apprentice Tanner loses: %1"),
        "assassin": translate("Team", "The Assassin loses: %1"),
        "apprentice_assassin": translate("Team", "The Apprentice Assassin loses: %1"),
    }
    return (wins if won else losses).get(team, "%1")


def team_name(team: str) -> str:
    names = {
        "villager": translate("Team", "Village"),
        "werewolf": translate("Team", "Werewolves"),
        "vampire": translate("Team", "Vampires"),
        "tanner": translate("Team", "Tanner"),
        "apprentice_tanner": translate("Team", "Apprentice Tanner"),
        "assassin": translate("Team", "Assassin"),
        "apprentice_assassin": translate("Team", "Apprentice Assassin"),
    }
    return names.get(team, team)


def box_name(box: str) -> str:
    names = {
        "vampire": translate("Box", "Vampire"),
        "werewolf": translate("Box", "Werewolf"),
        "daybreak": translate("Box", "Daybreak"),
        "bonus": translate("Box", "Bonus roles"),
    }
    return names.get(box, box)


def phase_name(phase: str) -> str:
    names = {
        "dusk": translate("Phase", "Dusk"),
        "mark_check": translate("Phase", "Dusk"),
        "night": translate("Phase", "Night"),
        "day": translate("Phase", "Day"),
        "vote": translate("Phase", "Vote"),
        "reveal": translate("Phase", "Reveal"),
    }
    return names.get(phase, phase)


def centre_name(index: int) -> str:
    """Centre slot 0-2 as "centre card 1-3", slot 3 as the wolf card."""
    if index == 3:
        return translate("Table", "the wolf card")
    return translate("Table", "centre card %1").replace("%1", str(index + 1))


def place_name(place: int, seats: tuple[str, ...]) -> str:
    """A seat's name, or a centre card for places past the seats."""
    n = len(seats)
    return seats[place] if place < n else centre_name(place - n)


WORD_JOINER = "\u2060"


def _ends_in_emoji(text: str) -> bool:
    tail = text.rstrip("\ufe0f\u200d")
    if not tail:
        return False
    c = tail[-1]
    return ord(c) >= 0x1F000 or (0x2190 <= ord(c) <= 0x2BFF and unicodedata.category(c) == "So")


def unglued(value: object) -> str:
    """`value` as text; after a closing emoji, an invisible word joiner, so that the full stop or
    comma that follows is not drawn in the emoji font's wide spacing ("Lan 🌙 ." → "Lan 🌙.")."""
    text = str(value)
    return text + WORD_JOINER if _ends_in_emoji(text) else text


def join_names(names: list[str]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cat'."""
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    names = [unglued(n) for n in names]
    return translate("Text", "%1 and %2").replace("%1", ", ".join(names[:-1])).replace("%2", names[-1])


def fill(text: str, *values: object) -> str:
    """Replace %1, %2... in a translated text (highest numbers first so %10 stays intact).

    The result is plain text: show it only in plain-text widgets (every label here is one).
    For rich text use `fill_html`, which escapes the values (player names are never markup)."""
    for i in range(len(values), 0, -1):
        text = text.replace(f"%{i}", unglued(values[i - 1]))
    return text


def fill_html(text: str, *values: object) -> str:
    """`fill` for rich text: the translated `text` may hold markup, every value is escaped."""
    return fill(text, *(html.escape(str(v), quote=True) for v in values))


def plain_tip(text: str) -> str:
    """A tooltip that shows `text` literally (Qt guesses tooltips to be rich text)."""
    return f"<qt>{html.escape(text, quote=False)}</qt>" if text else ""


# --- setup -------------------------------------------------------------------------------


def deck_problem(code: str, players: int, cards: int, need: int, alpha: bool) -> str:
    """Why a deck cannot start, in plain words."""
    if code == "players":
        return fill(translate("Setup", "Seat 3 to 10 players (now %1)."), players)
    if code == "card_count":
        if alpha:
            return fill(translate("Setup", "With the Alpha Wolf, choose %1 cards: one per player, three for the centre and "
                                           "one more for the wolf card set apart (now %2)."), need, cards)
        return fill(translate("Setup", "Choose %1 cards: one per player and 3 for the centre (now %2)."), need, cards)
    if code == "duplicate":
        return translate("Setup", "Only Vampire, Werewolf and Mason may be taken twice, and Villager three times.")
    if code == "wolf_centre":
        return translate("Setup", "The Alpha Wolf needs a wolf card in the centre: add a Werewolf, Mystic Wolf or "
                                  "Dream Wolf card to the deck.")
    if code == "unknown_role":
        return translate("Setup", "The deck holds a card this version does not know.")
    return code


def name_problem(code: str) -> str:
    if code == "empty":
        return translate("Setup", "A name cannot be empty.")
    if code == "duplicate":
        return translate("Setup", "Two players cannot have the same name.")
    if code == "full":
        return translate("Setup", "At most 10 players can sit at the table.")
    if code == "lookalike":
        return translate("Setup", "This name looks just like another player's name. Pick one that looks different, "
                                  "so that every curtain shows clearly whose turn it is.")
    if code == "too_long":
        return translate("Setup", "A name can have at most 60 characters.")
    return code


# --- night ----------------------------------------------------------------------------------

# Engine rule messages worth a precise reason; others fall back to the code's text.
def rule_reason(code: str, detail: str, reason: str = "") -> str:
    """Why a target is not allowed, in plain words (from the engine's stable reason id)."""
    by_reason = {
        "self": translate("Reason", "Not yourself: choose another player."),
        "same_player": translate("Reason", "Already chosen: pick someone else."),
        "vampire_target": translate("Reason", "Vampires cannot receive this mark."),
        "fear_target": translate("Reason", "Vampires, and the player with the Vampire mark, cannot receive Fear."),
        "not_neighbour": translate("Reason", "Only your left or right neighbour."),
        "no_slot_3": translate("Reason", "There is no wolf card in this game."),
        "shielded": translate("Reason", "This card is shielded."),
        "pi_stopped": translate("Reason", "You had to stop after the first card."),
        "card_and_mark_same": translate("Reason", "The card and the mark must belong to two different players."),
        "known_werewolf": translate("Reason", "You know this player is a werewolf."),
        "copied_alpha": translate("Reason", "Not the Alpha Wolf you copied."),
        "has_artifact": translate("Reason", "This card already carries an artifact."),
        "face_up": translate("Reason", "This card is already face up: choose a face-down card."),
    }
    by_detail = {  # engines without reason ids
        "must be another player": "self",
        "another player's card": "self",
        "the same player twice": "same_player",
        "the Vampire mark goes to a non-vampire": "vampire_target",
        "the Fear mark goes to a non-vampire": "fear_target",
        "the Disease mark goes to a neighbour": "not_neighbour",
        "there is no centre slot 3 in this game": "no_slot_3",
        "that card is shielded": "shielded",
        "the first card stopped the Paranormal Investigator": "pi_stopped",
        "card and mark of two different players": "card_and_mark_same",
        "the Alpha Wolf knows that player is a Werewolf": "known_werewolf",
        "not the Alpha Wolf she copied": "copied_alpha",
        "that card already has an artifact": "has_artifact",
        "that card is already face up": "face_up",
    }
    key = reason if reason in by_reason else by_detail.get(detail, "shielded" if code == "shielded" else "")
    if key:
        return by_reason[key]
    return translate("Reason", "Not allowed for this action.")


def step_title(step: str) -> str:
    """The heading of a wake step (the role that wakes)."""
    titles = {
        "vampires": translate("Step", "The vampires"),
        "werewolves": translate("Step", "The werewolves"),
        "masons": translate("Step", "The masons"),
        "lovers": translate("Step", "The lovers"),
        "mark_check": translate("Step", "Mark check"),
        "dawn": translate("Step", "Dawn"),
    }
    if step in titles:
        return titles[step]
    if step.startswith("doppel_"):
        return fill(translate("Step", "Doppelgänger-%1"), role_name(step[len("doppel_"):]))
    if step in ROLES:
        return role_name(step)
    return step


# Cards whose copy wakes as a step of its own: that step's prefix ("Doppelgänger-Robber").
_COPY_STEPS = {"doppelganger": "doppel_"}


def copy_title(dealt: str, role: str) -> str:
    """The visit's name for a copy that wakes as its own step ("" when `role` is not such a copy)."""
    if role == dealt or dealt not in _COPY_STEPS:
        return ""
    return step_title(_COPY_STEPS[dealt] + role)


def instruction(action: str) -> str:
    """What to do for a step's decision (`action` is the step id, doppel_ prefix removed)."""
    texts = {
        "copycat": translate("Do", "Look at one centre card: you become that role for the whole game."),
        "doppelganger": translate("Do", "Look at another player's card: you become that role."),
        "vampires": translate("Do", "Give the Vampire mark to a player who is not a vampire."),
        "the_count": translate("Do", "Give the Fear mark to a player who is not a vampire. They will not wake up tonight."),
        "diseased": translate("Do", "Give the Disease mark to your left or right neighbour."),
        "cupid": translate("Do", "You may give Love marks to two players (yourself too). Choose two players, or skip."),
        "instigator": translate("Do", "You may give the Traitor mark to any player (yourself too), or skip."),
        "priest": translate("Do", "You take a fresh Clarity mark. You may also give one to another player: tap them, or tap Nothing to keep it at that."),
        "assassin": translate("Do", "Give the Assassin mark to any player (yourself too)."),
        "apprentice_assassin": translate("Do", "No Assassin woke up. Give the Assassin mark to any player (yourself too)."),
        "sentinel": translate("Do", "You may put your shield on another player's card, or skip."),
        "werewolves": translate("Do", "You are the only werewolf awake. You may look at one centre card (the wolf card too, if there is one), or skip."),
        "alpha_wolf": translate("Do", "Swap the wolf card (set apart in the centre) with the card of a player who is not a werewolf, without looking."),
        "doppel_alpha": translate("Do", "Swap the wolf card (set apart in the centre) with another player's card, without looking."),
        "mystic_wolf": translate("Do", "You may look at another player's card, or skip."),
        "thing": translate("Do", "Tap the shoulder of your left or right neighbour."),
        "seer": translate("Do", "You may look at another player's card, or at two centre cards, or skip."),
        "apprentice_seer": translate("Do", "You may look at one centre card, or skip."),
        "paranormal_investigator": translate("Do", "You may look at up to two other players' cards, one at a time. Seeing a werewolf, tanner or vampire stops you and turns you into one."),
        "marksman": translate("Do", "You may look at one player's card and a different player's mark: click a card, a mark token, or both."),
        "robber": translate("Do", "You may swap your card with another player's card and look at your new card, or skip."),
        "witch": translate("Do", "You may look at a centre card. If you do, you must swap it with any player's card (yours too)."),
        "pickpocket": translate("Do", "You may swap your mark with another player's mark and look at your new mark, or skip."),
        "troublemaker": translate("Do", "You may swap the cards of two other players, or skip."),
        "village_idiot": translate("Do", "You may move every other player's card one seat to the left or to the right, or skip."),
        "gremlin": translate("Do", "You may swap two players' cards (click two cards) or two players' marks (click two mark tokens), or skip."),
        "drunk": translate("Do", "Swap your card with a centre card. You will not see your new card."),
        "squire": translate("Do", "The werewolves raise a thumb for you. Tap any card to also look at their cards, or Nothing to only see who they are; then press Confirm."),
        "beholder": translate("Do", "The Seer and the Apprentice Seer raise a thumb for you. Tap any card to also look at their cards, or Nothing to only see who they are; then press Confirm."),
        "revealer": translate("Do", "You may turn another player's card face up. A monster or tanner goes back face down."),
        "curator": translate("Do", "You may put an artifact on any player's card (yours too), or skip."),
    }
    return texts.get(action, translate("Do", "Make your choice on the table."))


def seen_line(seen, seats: tuple[str, ...], me: int) -> str:
    """One sentence for one thing a seat learned (a core `Seen`)."""
    kind = seen.kind
    names = [seats[s] for s in seen.seats]
    n = len(seats)
    if kind == "card":
        role = role_name(seen.value)
        if seen.place == me:
            return fill(translate("Seen", "Your card is now: %1."), role)
        if seen.place >= n:
            return fill(translate("Seen", "You looked at %1: %2."), centre_name(seen.place - n), role)
        return fill(translate("Seen", "You looked at %1's card: %2."), seats[seen.place], role)
    if kind == "mark":
        if seen.place == me:
            return fill(translate("Seen", "Your mark is %1. %2"), mark_phrase(seen.value), mark_effect(seen.value))
        return fill(translate("Seen", "You looked at %1's mark: %2."), seats[seen.place], mark_phrase(seen.value))
    if kind == "copy":
        return fill(translate("Seen", "You became: %1."), role_name(seen.value))
    if kind == "tap":
        if seen.value == "left":
            return fill(translate("Seen", "Someone tapped your left shoulder: a Thing sits on your left (%1)."), seats[(me + 1) % n])
        return fill(translate("Seen", "Someone tapped your right shoulder: a Thing sits on your right (%1)."), seats[(me - 1) % n])
    if kind == "artifact":
        return fill(translate("Seen", "An artifact lies on your card: %1. %2"), artifact_name(seen.value), artifact_effect(seen.value))
    if kind == "faceup":
        return fill(translate("Seen", "%1's card lies face up: %2."), place_name(seen.place, seats), role_name(seen.value))
    if kind == "team":
        return _team_line(seen.value, names)
    return ""


def _team_words() -> dict[str, tuple[str | None, str]]:
    """What a team sight says, by label: (when it names nobody, when it names %1)."""
    return {
        "vampires": (translate("Seen", "No other vampire woke up."), translate("Seen", "The vampires: %1.")),
        "vampire_mark": (translate("Seen", "The vampires gave the Vampire mark to nobody."),
                         translate("Seen", "The vampires pointed at %1: they gave %1 the Vampire mark.")),
        "lovers": (translate("Seen", "You hold a Love mark, but no one else does."),
                   translate("Seen", "Your fellow lovers: %1.")),
        "werewolves": (translate("Seen", "No other werewolf woke up."), translate("Seen", "Your fellow werewolves: %1.")),
        "dream_wolves": (None, translate("Seen", "A Dream Wolf raised a thumb: %1 is a werewolf too, but never wakes up.")),
        "werewolf_thumbs": (translate("Seen", "No werewolf raised a thumb: no player woke as a werewolf."),
                            translate("Seen", "The werewolves raised a thumb for you: %1.")),
        "tanner_thumbs": (translate("Seen", "No Tanner raised a thumb: no player has the Tanner card."),
                          translate("Seen", "The Tanner raised a thumb for you: %1.")),
        "masons": (translate("Seen", "No other Mason woke up."), translate("Seen", "Your fellow Mason: %1.")),
        "seer_thumbs": (translate("Seen", "No Seer or Apprentice Seer raised a thumb."),
                        translate("Seen", "The Seer and Apprentice Seer raised a thumb for you: %1.")),
        "assassin": (None, translate("Seen", "The Assassin kept their eyes open for you: %1.")),
        "apprentice_assassin": (None, translate("Seen", "The Apprentice Assassin woke up and saw you: %1.")),
        "aura": (translate("Seen", "Nobody has looked at or moved a card or a mark yet."),
                 translate("Seen", "These players looked at or moved a card or a mark: %1.")),
    }


def _team_line(label: str, names: list[str]) -> str:
    who = join_names(names)
    words = _team_words().get(label)
    if words is None:
        return who
    nobody, some = words
    if not names and nobody is not None:
        return nobody
    return fill(some, who)


def step_of(step: str) -> str:
    """The action a step uses (doppel_ steps act like the original)."""
    if step.startswith("doppel_") and step[len("doppel_"):] in STEP_BY_ID:
        return step[len("doppel_"):]
    return step


def transformation(turned: str) -> str:
    """The Paranormal Investigator's stop: "you are now a Werewolf"."""
    words = {
        "werewolf": translate("Seen", "That stops you: you are now a Werewolf, on the werewolf team."),
        "tanner": translate("Seen", "That stops you: you are now a Tanner, and win only if you die."),
        "vampire": translate("Seen", "That stops you: you are now a Vampire, on the vampire team."),
    }
    return words.get(turned, "")


def seen_lines(seen: tuple, seats: tuple[str, ...], me: int,
               turns: Mapping[Any, str] | None = None) -> list[tuple[object, str]]:
    """Every Seen as a sentence, in order; a look that transformed the seat (the core's
    `turned_by`, Seen -> role) says what it became."""
    out: list[tuple[object, str]] = []
    turns = turns or {}
    for x in seen:
        text = seen_line(x, seats, me)
        turned = turns.get(x, "")
        if turned:
            text = text + " " + transformation(turned)
        if text:
            out.append((x, text))
    return out


def copy_when(copy: str, inert: bool) -> str:
    """When a Doppelganger who became `copy` acts (RULES.md §3.2), in plain words."""
    if inert:
        return translate("Copy", "You never wake up as this role, but you have its power and goal.")
    no_action = translate("Copy", "This role has no night action: you now have its power and goal.")
    when = {
        "vampire": translate("Copy", "You will wake up with the vampires to give the Vampire mark."),
        "the_master": translate("Copy", "You will wake up with the vampires to give the Vampire mark."),
        "the_count": translate("Copy", "You will wake up with the vampires, then give your own Fear mark."),
        "werewolf": translate("Copy", "You will wake up with the werewolves."),
        "dream_wolf": translate("Copy", "You are a werewolf who never wakes up: you raise your thumb for the other wolves."),
        "minion": translate("Copy", "You will wake up with the Minion to see the werewolves."),
        "mason": translate("Copy", "You will wake up with the masons."),
        "pickpocket": translate("Copy", "You will wake up right after the Pickpocket."),
        "villager": no_action, "hunter": no_action, "tanner": no_action, "bodyguard": no_action,
        "prince": no_action, "cursed": no_action,
    }
    return when.get(copy) or fill(translate("Copy", "You will wake up later as the Doppelgänger-%1."), role_name(copy))


def after_look(action: str, turned: str, more: bool) -> str:
    """What to do once the first look of a two-part action is seen (`turned`: the role that
    look turned the seat into, "" none)."""
    then = {
        "witch": translate("Do", "Now swap that centre card with any player's card (yours too): click the player. "
                                 "You will not see the card that goes to the centre."),
    }
    if action in then:
        return then[action]
    if turned:
        return transformation(turned) + " " + translate("Do", "Press Confirm.")
    if more:
        return translate("Do", "You may look at a second card, or press Confirm to stop here.")
    return translate("Do", "Press Confirm.")


# --- what a decision did: one template per action -----------------------------------------
#
# A wording table maps an action id to (template, slots): the slots fill %1, %2... from the
# decision's args (see `_SLOTS`). An entry may instead be (arg, {value: (template, slots)}),
# picking the template by the value of one arg. A missing arg leaves the line out.

Words = dict[str, Any]


def _tapped(args: dict, seats: tuple[str, ...], me: int) -> str:
    """The neighbour a Thing tapped (left: the next seat clockwise)."""
    n = len(seats)
    return seats[(me + 1) % n] if args["direction"] == "left" else seats[(me - 1) % n]


_SLOTS: dict[str, Any] = {
    "player": lambda a, seats, me: _name(a["player"]),
    "first": lambda a, seats, me: _name(a["players"][0]),
    "second": lambda a, seats, me: _name(a["players"][1]),
    "players": lambda a, seats, me: join_names([_name(p) for p in a["players"]]),
    "centre": lambda a, seats, me: centre_name(a["centre"]),
    "tapped": _tapped,
    "player_card": lambda a, seats, me: (translate("Did", "your own card") if seats.index(a["player"]) == me
                                         else fill(translate("Did", "%1's card"), _name(a["player"]))),
}


def _name(value: Any) -> str:
    if not isinstance(value, str) or not value:
        raise KeyError("no player")
    return value


def words_for(table: Words, action: str, args: dict, seats: tuple[str, ...], me: int) -> str:
    """The line a wording table gives for `action` with these args ("" when none fits)."""
    entry = table.get(action)
    if entry is None:
        return ""
    template, slots = entry
    if isinstance(slots, dict):
        if template not in args:
            return ""
        entry = slots.get(args[template])
        if entry is None:
            return ""
        template, slots = entry
    try:
        return fill(template, *(_SLOTS[slot](args, seats, me) for slot in slots))
    except (KeyError, IndexError, TypeError, ValueError):
        return ""


def _did_words() -> Words:
    """What a decision did, in the second person, by action."""
    return {
        "vampires": (translate("Did", "The vampires gave the Vampire mark to %1."), ("player",)),
        "the_count": (translate("Did", "You gave the Fear mark to %1."), ("player",)),
        "diseased": (translate("Did", "You gave the Disease mark to %1."), ("player",)),
        "cupid": (translate("Did", "You gave Love marks to %1 and %2."), ("first", "second")),
        "instigator": (translate("Did", "You gave the Traitor mark to %1."), ("player",)),
        "priest": (translate("Did", "You took a fresh Clarity mark and gave one to %1."), ("player",)),
        "assassin": (translate("Did", "You gave the Assassin mark to %1."), ("player",)),
        "apprentice_assassin": (translate("Did", "You gave the Assassin mark to %1."), ("player",)),
        "sentinel": (translate("Did", "You put your shield on %1's card: nobody may look at it or move it now."),
                     ("player",)),
        "alpha_wolf": (translate("Did", "You swapped the wolf card with %1's card, without looking."), ("player",)),
        "doppel_alpha": (translate("Did", "You swapped the wolf card with %1's card, without looking."), ("player",)),
        "thing": (translate("Did", "You tapped %1 on the shoulder."), ("tapped",)),
        "robber": (translate("Did", "You swapped your card with %1's card."), ("player",)),
        "witch": (translate("Did", "You swapped %1 with %2, without looking again."), ("centre", "player_card")),
        "pickpocket": (translate("Did", "You swapped your mark with %1's mark."), ("player",)),
        "troublemaker": (translate("Did", "You swapped the cards of %1 and %2, without looking."), ("first", "second")),
        "village_idiot": ("direction", {
            "left": (translate("Did", "You moved everyone else's card one seat to the left."), ()),
            "right": (translate("Did", "You moved everyone else's card one seat to the right."), ()),
        }),
        "gremlin": ("swap", {
            "marks": (translate("Did", "You swapped the marks of %1 and %2, without looking."), ("first", "second")),
            "cards": (translate("Did", "You swapped the cards of %1 and %2, without looking."), ("first", "second")),
        }),
        "drunk": (translate("Did", "You swapped your card with %1. You do not know your new card."), ("centre",)),
        "revealer": (translate("Did", "You turned %1's card face up."), ("player",)),
        "curator": (translate("Did", "You put a face-down artifact on %1."), ("player_card",)),
    }


def you_did(action: str, args: dict | None, seats: tuple[str, ...], me: int) -> str:
    """What a decision did to the table, in the second person ("" for pure looks: their sights say it)."""
    if not args:
        nothing = {"priest": translate("Did", "You took a fresh Clarity mark.")}  # what happens even so
        if action in nothing:
            return nothing[action]
        return translate("Did", "You chose to do nothing.") if args is None else ""
    return words_for(_did_words(), action, args, seats, me)


def doppel_did(copy: str, args: dict | None, seats: tuple[str, ...], me: int) -> str:
    """The Doppelganger's immediate action as her copy, in the second person."""
    if not args or not isinstance(args.get("then"), dict) or copy not in DOPPEL_IMMEDIATE:
        return ""
    return you_did(DOPPEL_IMMEDIATE[copy][0], args["then"], seats, me)


# Decisions told as the copy they took: the copy's own action is what they did.
ACTS_AS_COPY = frozenset({"doppelganger"})
# Decisions whose two directions name the neighbours ("Tap Ann (left)").
TAPS_NEIGHBOURS = frozenset({"thing"})
# Decisions that look first and move after: their sights come before what they did.
_LOOKS_THEN_MOVES = frozenset({"doppelganger", "witch"})


# Team steps whose first member reached chooses for the whole team (DESIGN.md §Hand-off 5).
TEAM_CHOOSERS = frozenset({"vampires"})
# Decisions whose sight already tells what they did (said once, not twice).
_SIGHT_SAYS_IT = frozenset({"vampires"})


def result_lines(step: str, args: dict | None, result: tuple, seats: tuple[str, ...], me: int,
                 turns: Mapping[Any, str], choice_words: str, early: bool) -> list[str]:
    """What a decision did and showed, in order (an early decision shows nothing yet)."""
    action = step_of(step)
    did = ""
    if not early:
        if action in ACTS_AS_COPY:
            copy = next((x.value for x in result if x.kind == "copy"), "")
            did = doppel_did(copy, args, seats, me)
        else:
            did = you_did(action, args, seats, me)
    sights = [text for _, text in seen_lines(result, seats, me, turns)]
    if did and sights and action in _SIGHT_SAYS_IT:
        did = ""  # their sight says it: "The vampires pointed at Ann: they gave Ann the Vampire mark."
    if did and action in _LOOKS_THEN_MOVES:
        return sights + [did]
    lines = []
    if did:
        lines.append(did)
    elif choice_words and (early or not result):
        lines.append(choice_words)
    return lines + sights


def table_tokens(shields: tuple[int, ...], artifact_seats: tuple[int, ...], face_up: tuple[tuple[int, str], ...],
                 seats: tuple[str, ...]) -> str:
    """What lies on the table for everyone to see from the Day on, in plain words ("" nothing)."""
    parts: list[str] = []
    if shields:
        parts.append(fill(translate("Table", "A shield lies on the card of %1: nobody could look at it or move it."),
                          join_names([seats[s] for s in shields])))
    if artifact_seats:
        parts.append(fill(translate("Table", "A face-down artifact lies on the card of %1: only they know which one."),
                          join_names([seats[s] for s in artifact_seats])))
    for s, role in face_up:
        parts.append(fill(translate("Table", "%1's card was left face up: %2."), seats[s], role_name(role)))
    return " ".join(parts)


def family_name(family: str) -> str:
    """A preset family's name."""
    names = {
        "vampire": translate("Preset", "Vampire"),
        "werewolf": translate("Preset", "Werewolf"),
        "daybreak": translate("Preset", "Werewolf + Daybreak"),
        "vampire_werewolf": translate("Preset", "Vampire + Werewolf"),
        "everything": translate("Preset", "Everything (all four boxes)"),
    }
    return names.get(family, family)


def seat_hints(seen: tuple, seats: tuple[str, ...], me: int) -> dict[int, str]:
    """A word to show over each seat the player has learned something about (team-mates, thumbs, a tap)."""
    words = {
        "vampires": translate("Hint", "vampire"),
        "vampire_mark": translate("Hint", "Vampire mark"),
        "werewolves": translate("Hint", "werewolf"),
        "dream_wolves": translate("Hint", "Dream Wolf"),
        "werewolf_thumbs": translate("Hint", "werewolf"),
        "masons": translate("Hint", "Mason"),
        "lovers": translate("Hint", "lover"),
        "tanner_thumbs": translate("Hint", "Tanner"),
        "seer_thumbs": translate("Hint", "Seer"),
        "assassin": translate("Hint", "Assassin"),
        "apprentice_assassin": translate("Hint", "Apprentice Assassin"),
        "aura": translate("Hint", "looked or moved"),
    }
    out: dict[int, list[str]] = {}
    n = len(seats)
    for x in seen:
        if x.kind == "team" and x.value in words:
            for s in x.seats:
                if s != me and words[x.value] not in out.setdefault(s, []):
                    out[s].append(words[x.value])
        elif x.kind == "tap":
            s = (me + 1) % n if x.value == "left" else (me - 1) % n
            out.setdefault(s, []).append(translate("Hint", "Thing"))
    return {s: ", ".join(w) for s, w in out.items()}
