"""The narrator's words: each line id of app/core/narration.py as a sentence in the app's language.

Every sentence is a `translate("Narrator", "...")` literal (lupdate finds only those); the
only placeholder is the classic night's number (%1).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.core import narration as N
from app.core.narration import Line

translate = QCoreApplication.translate


def _onenight_wake() -> dict[str, str]:
    doppel_dusk = translate("Narrator", "Doppelgänger, wake up and look at another player's card: you are now that "
                                        "role. If that role acts at once, do it now.")
    return {
        "copycat": translate("Narrator", "Copycat, wake up and look at one of the centre cards: you are now that "
                                         "role."),
        "doppelganger": doppel_dusk,
        "vampires": translate("Narrator", "Vampires, wake up and look for other vampires. Give the Vampire mark to a "
                                          "player who is not a vampire."),
        "the_count": translate("Narrator", "Count, wake up and give the Fear mark to a player who is not a vampire."),
        "doppel_the_count": translate("Narrator", "Doppelgänger, if you are the Count, wake up and give your Fear "
                                                  "mark to a player who is not a vampire."),
        "renfield": translate("Narrator", "Vampires, point at the player with the Vampire mark, eyes closed. "
                                          "Renfield, wake up, see the vampires and whom they point at, and take the "
                                          "Bat mark."),
        "doppel_renfield": translate("Narrator", "Vampires, point at the player with the Vampire mark, eyes closed. "
                                                 "Doppelgänger, if you are Renfield, wake up, see the vampires and "
                                                 "take your Bat mark."),
        "diseased": translate("Narrator", "Diseased, wake up and give the Disease mark to the player on your left or "
                                          "on your right."),
        "cupid": translate("Narrator", "Cupid, wake up. You may give a Love mark to two players."),
        "instigator": translate("Narrator", "Instigator, wake up. You may give the Traitor mark to any player."),
        "priest": translate("Narrator", "Priest, wake up and take a Clarity mark. You may give another player a "
                                        "Clarity mark too."),
        "doppel_priest": translate("Narrator", "Doppelgänger, if you are the Priest, wake up and take a Clarity "
                                               "mark. You may give another player one too."),
        "assassin": translate("Narrator", "Assassin, wake up and give the Assassin mark to any player."),
        "doppel_assassin": translate("Narrator", "Doppelgänger, if you are the Assassin, wake up and give your "
                                                 "Assassin mark to any player."),
        "apprentice_assassin": translate("Narrator", "Apprentice Assassin, wake up and look for the Assassin. If "
                                                     "there is none, give the Assassin mark to any player."),
        "doppel_apprentice_assassin": translate("Narrator", "Doppelgänger, if you are the Apprentice Assassin, wake "
                                                            "up and look for the Assassin. If there is none, give "
                                                            "your Assassin mark to any player."),
        "mark_check": translate("Narrator", "Everyone, wake up and look at your mark."),
        "lovers": translate("Narrator", "Everyone with a Love mark, wake up and look for your lover."),
        "sentinel": translate("Narrator", "Sentinel, wake up. You may put your shield on another player's card."),
        "werewolves": translate("Narrator", "Werewolves, wake up and look for other werewolves. A Dream Wolf keeps "
                                            "their eyes closed and raises a thumb. A lone werewolf may look at a "
                                            "centre card."),
        "alpha_wolf": translate("Narrator", "Alpha Wolf, wake up and swap the centre wolf card with the card of a "
                                            "player who is not a werewolf."),
        "mystic_wolf": translate("Narrator", "Mystic Wolf, wake up. You may look at another player's card."),
        "minion": translate("Narrator", "Werewolves, raise your thumbs, eyes closed. Minion, wake up and see who the "
                                        "werewolves are."),
        "apprentice_tanner": translate("Narrator", "Tanner, raise your thumb, eyes closed. Apprentice Tanner, wake "
                                                   "up and see who the Tanner is."),
        "doppel_apprentice_tanner": translate("Narrator", "Tanner, raise your thumb, eyes closed. Doppelgänger, if "
                                                          "you are the Apprentice Tanner, wake up and see who the "
                                                          "Tanner is."),
        "masons": translate("Narrator", "Masons, wake up and look for the other Mason."),
        "thing": translate("Narrator", "Thing, wake up and tap the player on your left or on your right."),
        "seer": translate("Narrator", "Seer, wake up. You may look at another player's card or at two centre cards."),
        "apprentice_seer": translate("Narrator", "Apprentice Seer, wake up. You may look at one centre card."),
        "paranormal_investigator": translate("Narrator", "Paranormal Investigator, wake up. You may look at up to "
                                                         "two other players' cards; if you see a werewolf or a "
                                                         "tanner, you become one and stop."),
        "marksman": translate("Narrator", "Marksman, wake up. You may look at one player's card and another player's "
                                          "mark."),
        "doppel_marksman": translate("Narrator", "Doppelgänger, if you are the Marksman, wake up. You may look at "
                                                 "one player's card and another player's mark."),
        "robber": translate("Narrator", "Robber, wake up. You may swap your card with another player's card, then "
                                        "look at your new card."),
        "witch": translate("Narrator", "Witch, wake up. You may look at a centre card; if you do, swap it with any "
                                       "player's card."),
        "pickpocket": translate("Narrator", "Pickpocket, wake up. You may swap your mark with another player's mark, "
                                            "then look at your new mark."),
        "troublemaker": translate("Narrator", "Troublemaker, wake up. You may swap the cards of two other players."),
        "village_idiot": translate("Narrator", "Village Idiot, wake up. You may move every other player's card one "
                                               "place to the left or to the right."),
        "aura_seer": translate("Narrator", "Aura Seer, wake up and see who moved or looked at a card or a mark "
                                           "tonight."),
        "doppel_aura_seer": translate("Narrator", "Doppelgänger, if you are the Aura Seer, wake up and see who moved "
                                                  "or looked at a card or a mark tonight."),
        "gremlin": translate("Narrator", "Gremlin, wake up. You may swap the cards or the marks of two players."),
        "doppel_gremlin": translate("Narrator", "Doppelgänger, if you are the Gremlin, wake up. You may swap the "
                                                "cards or the marks of two players."),
        "drunk": translate("Narrator", "Drunk, wake up and swap your card with a centre card without looking at it."),
        "insomniac": translate("Narrator", "Insomniac, wake up and look at your card."),
        "doppel_insomniac": translate("Narrator", "Doppelgänger, if you are the Insomniac, wake up and look at your "
                                                  "card."),
        "squire": translate("Narrator", "Werewolves, raise your thumbs, eyes closed. Squire, wake up and see who the "
                                        "werewolves are; you may look at their cards."),
        "doppel_squire": translate("Narrator", "Werewolves, raise your thumbs, eyes closed. Doppelgänger, if you are "
                                               "the Squire, wake up and see who the werewolves are; you may look at "
                                               "their cards."),
        "beholder": translate("Narrator", "Seer and Apprentice Seer, raise your thumbs, eyes closed. Beholder, wake "
                                          "up and see who they are; you may look at their cards."),
        "doppel_beholder": translate("Narrator", "Seer and Apprentice Seer, raise your thumbs, eyes closed. "
                                                 "Doppelgänger, if you are the Beholder, wake up and see who they "
                                                 "are; you may look at their cards."),
        "revealer": translate("Narrator", "Revealer, wake up. You may turn another player's card face up; if it is "
                                          "not a villager's card, turn it face down again."),
        "doppel_revealer": translate("Narrator", "Doppelgänger, if you are the Revealer, wake up. You may turn "
                                                 "another player's face-down card face up; if it is not a villager's "
                                                 "card, turn it face down again."),
        "curator": translate("Narrator", "Curator, wake up. You may place an artifact on any player's card."),
        "doppel_curator": translate("Narrator", "Doppelgänger, if you are the Curator, wake up. You may place an "
                                                "artifact on any player's card."),
    }


def _onenight_close() -> dict[str, str]:
    doppel = translate("Narrator", "Doppelgänger, close your eyes.")
    wolves_down = translate("Narrator", "Werewolves, lower your thumbs.")
    return {
        "copycat": translate("Narrator", "Copycat, close your eyes."),
        "doppelganger": doppel,
        "vampires": translate("Narrator", "Vampires, close your eyes."),
        "the_count": translate("Narrator", "Count, close your eyes."),
        "doppel_the_count": doppel,
        "renfield": translate("Narrator", "Vampires, lower your hands. Renfield, close your eyes."),
        "doppel_renfield": translate("Narrator", "Vampires, lower your hands. Doppelgänger, close your eyes."),
        "diseased": translate("Narrator", "Diseased, close your eyes."),
        "cupid": translate("Narrator", "Cupid, close your eyes."),
        "instigator": translate("Narrator", "Instigator, close your eyes."),
        "priest": translate("Narrator", "Priest, close your eyes."),
        "doppel_priest": doppel,
        "assassin": translate("Narrator", "Assassin, close your eyes."),
        "doppel_assassin": doppel,
        "apprentice_assassin": translate("Narrator", "Apprentice Assassin, close your eyes."),
        "doppel_apprentice_assassin": doppel,
        "mark_check": translate("Narrator", "Everyone, close your eyes."),
        "lovers": translate("Narrator", "Lovers, close your eyes."),
        "sentinel": translate("Narrator", "Sentinel, close your eyes."),
        "werewolves": translate("Narrator", "Werewolves, close your eyes. Dream Wolf, lower your thumb."),
        "alpha_wolf": translate("Narrator", "Alpha Wolf, close your eyes."),
        "mystic_wolf": translate("Narrator", "Mystic Wolf, close your eyes."),
        "minion": wolves_down + " " + translate("Narrator", "Minion, close your eyes."),
        "apprentice_tanner": translate("Narrator", "Tanner, lower your thumb. Apprentice Tanner, close your eyes."),
        "doppel_apprentice_tanner": translate("Narrator", "Tanner, lower your thumb. Doppelgänger, close your eyes."),
        "masons": translate("Narrator", "Masons, close your eyes."),
        "thing": translate("Narrator", "Thing, close your eyes."),
        "seer": translate("Narrator", "Seer, close your eyes."),
        "apprentice_seer": translate("Narrator", "Apprentice Seer, close your eyes."),
        "paranormal_investigator": translate("Narrator", "Paranormal Investigator, close your eyes."),
        "marksman": translate("Narrator", "Marksman, close your eyes."),
        "doppel_marksman": doppel,
        "robber": translate("Narrator", "Robber, close your eyes."),
        "witch": translate("Narrator", "Witch, close your eyes."),
        "pickpocket": translate("Narrator", "Pickpocket, close your eyes."),
        "troublemaker": translate("Narrator", "Troublemaker, close your eyes."),
        "village_idiot": translate("Narrator", "Village Idiot, close your eyes."),
        "aura_seer": translate("Narrator", "Aura Seer, close your eyes."),
        "doppel_aura_seer": doppel,
        "gremlin": translate("Narrator", "Gremlin, close your eyes."),
        "doppel_gremlin": doppel,
        "drunk": translate("Narrator", "Drunk, close your eyes."),
        "insomniac": translate("Narrator", "Insomniac, close your eyes."),
        "doppel_insomniac": doppel,
        "squire": wolves_down + " " + translate("Narrator", "Squire, close your eyes."),
        "doppel_squire": wolves_down + " " + doppel,
        "beholder": translate("Narrator", "Seers, lower your thumbs. Beholder, close your eyes."),
        "doppel_beholder": translate("Narrator", "Seers, lower your thumbs. Doppelgänger, close your eyes."),
        "revealer": translate("Narrator", "Revealer, close your eyes."),
        "doppel_revealer": doppel,
        "curator": translate("Narrator", "Curator, close your eyes."),
        "doppel_curator": doppel,
    }


def _classic_wake() -> dict[str, str]:
    return {
        "thief": translate("Narrator", "Thief, open your eyes. You may take one of the two spare cards instead of "
                                       "yours."),
        "cupid": translate("Narrator", "Cupid, open your eyes and choose the two players who fall in love."),
        "lovers": translate("Narrator", "Lovers, open your eyes and look at each other."),
        "brothers": translate("Narrator", "Brothers, open your eyes and look at each other."),
        "wolves": translate("Narrator", "Wolves, open your eyes and choose tonight's victim."),
        "little_girl": translate("Narrator", "Little Girl, open your eyes. From the second night on, you may peek at "
                                             "the wolves."),
        "seer": translate("Narrator", "Seer, open your eyes and choose a player whose side you want to know."),
        "fox": translate("Narrator", "Fox, open your eyes and choose a player: you will learn whether a wolf is "
                                     "among them and their neighbours."),
        "bodyguard": translate("Narrator", "Bodyguard, open your eyes and choose a player to protect tonight."),
        "witch": translate("Narrator", "Witch, open your eyes. See tonight's victim; you may save them, or poison a "
                                       "player."),
    }


def _classic_close() -> dict[str, str]:
    return {
        "thief": translate("Narrator", "Thief, close your eyes."),
        "cupid": translate("Narrator", "Cupid, close your eyes."),
        "lovers": translate("Narrator", "Lovers, close your eyes."),
        "brothers": translate("Narrator", "Brothers, close your eyes."),
        "wolves": translate("Narrator", "Wolves, close your eyes."),
        "little_girl": translate("Narrator", "Little Girl, close your eyes."),
        "seer": translate("Narrator", "Seer, close your eyes."),
        "fox": translate("Narrator", "Fox, close your eyes."),
        "bodyguard": translate("Narrator", "Bodyguard, close your eyes."),
        "witch": translate("Narrator", "Witch, close your eyes."),
    }


def _wave2_wake() -> dict[str, str]:
    """The second wave's calls (CLASSIC.md §11.20): the same words whether the card is held, dead or spent."""
    return {
        "drunk": translate("Narrator", "Drunk, open your eyes and see your true card."),
        "wolf_hound": translate("Narrator", "Wolf Hound, open your eyes and choose your side: the wolves or the "
                                            "village."),
        "avenger": translate("Narrator", "Avenger, open your eyes and choose your side: the wolves or the village."),
        "wolf_brothers": translate("Narrator", "Wolf brothers, open your eyes and look at each other."),
        "stray_wolf": translate("Narrator", "Stray Wolf, open your eyes and choose your companion."),
        "wild_child": translate("Narrator", "Wild Child, open your eyes and choose your role model."),
        "shadow": translate("Narrator", "Shadow, open your eyes and choose the player you will follow."),
        "heretic": translate("Narrator", "Heretic, open your eyes and choose two players."),
        "judge": translate("Narrator", "Judge, open your eyes. You may give your sign for a second vote tomorrow."),
        "moon_maiden": translate("Narrator", "Moon Maiden, open your eyes and choose a player whose power is blocked "
                                             "tonight."),
        "actor": translate("Narrator", "Actor, open your eyes. You may draw a card: you will wake at its call."),
        "little_brother_wolf": translate("Narrator", "Little Brother Wolf, open your eyes. On your night of rage, "
                                                     "choose a victim."),
        "second_bite": translate("Narrator", "Wolves, open your eyes again. After the Wolf Cub's death, choose a "
                                             "second victim."),
        "demon_wolf": translate("Narrator", "Demon Wolf, open your eyes. You may turn tonight's victim into a wolf."),
        "big_bad_wolf": translate("Narrator", "Big Bad Wolf, open your eyes. When you may, choose one more victim."),
        "white_wolf": translate("Narrator", "White Wolf, open your eyes. Every other night, you may kill a wolf."),
        "wolf_seer": translate("Narrator", "Wolf Seer, open your eyes and choose a player: you will learn whether "
                                           "they are the Seer."),
        "fire_wolf": translate("Narrator", "Fire Wolf, open your eyes. You may burn a player's power."),
        "traitor": translate("Narrator", "Traitor, open your eyes and see the wolves."),
        "vampire": translate("Narrator", "Vampire, open your eyes and choose a player to bite."),
        "vampires": translate("Narrator", "Vampires, open your eyes and look at each other."),
        "pied_piper": translate("Narrator", "Pied Piper, open your eyes and choose two players to charm."),
        "charmed": translate("Narrator", "Everyone who is charmed, open your eyes and see who else is."),
        "aura_seer": translate("Narrator", "Aura Seer, open your eyes and choose a player: you will learn whether "
                                           "they have a power."),
        "enchanter": translate("Narrator", "Enchanter, open your eyes and choose a player to die in your place."),
        "raven": translate("Narrator", "Raven, open your eyes and choose a player who starts tomorrow's vote with two "
                                       "votes."),
        "old_hag": translate("Narrator", "Old Hag, open your eyes and choose a player who leaves the village "
                                         "tomorrow."),
        "mad_doctor": translate("Narrator", "Mad Doctor, open your eyes and choose two players."),
        "assassin": translate("Narrator", "Assassin, open your eyes. Every other night, you may kill a player."),
        "apothecary": translate("Narrator", "Apothecary, open your eyes. You may give a draught."),
        "ghost": translate("Narrator", "Ghost, open your eyes. You may write a message for the village."),
        "gypsy": translate("Narrator", "Gypsy, open your eyes. You may ask the spirits one question."),
        "town_crier": translate("Narrator", "Town Crier, open your eyes. You may play one of your cards for "
                                            "tomorrow's dawn."),
    }


def _wave2_close() -> dict[str, str]:
    return {
        "drunk": translate("Narrator", "Drunk, close your eyes."),
        "wolf_hound": translate("Narrator", "Wolf Hound, close your eyes."),
        "avenger": translate("Narrator", "Avenger, close your eyes."),
        "wolf_brothers": translate("Narrator", "Wolf brothers, close your eyes."),
        "stray_wolf": translate("Narrator", "Stray Wolf, close your eyes."),
        "wild_child": translate("Narrator", "Wild Child, close your eyes."),
        "shadow": translate("Narrator", "Shadow, close your eyes."),
        "heretic": translate("Narrator", "Heretic, close your eyes."),
        "judge": translate("Narrator", "Judge, close your eyes."),
        "moon_maiden": translate("Narrator", "Moon Maiden, close your eyes."),
        "actor": translate("Narrator", "Actor, close your eyes."),
        "little_brother_wolf": translate("Narrator", "Little Brother Wolf, close your eyes."),
        "second_bite": translate("Narrator", "Wolves, close your eyes."),
        "demon_wolf": translate("Narrator", "Demon Wolf, close your eyes."),
        "big_bad_wolf": translate("Narrator", "Big Bad Wolf, close your eyes."),
        "white_wolf": translate("Narrator", "White Wolf, close your eyes."),
        "wolf_seer": translate("Narrator", "Wolf Seer, close your eyes."),
        "fire_wolf": translate("Narrator", "Fire Wolf, close your eyes."),
        "traitor": translate("Narrator", "Traitor, close your eyes."),
        "vampire": translate("Narrator", "Vampire, close your eyes."),
        "vampires": translate("Narrator", "Vampires, close your eyes."),
        "pied_piper": translate("Narrator", "Pied Piper, close your eyes."),
        "charmed": translate("Narrator", "Charmed ones, close your eyes."),
        "aura_seer": translate("Narrator", "Aura Seer, close your eyes."),
        "enchanter": translate("Narrator", "Enchanter, close your eyes."),
        "raven": translate("Narrator", "Raven, close your eyes."),
        "old_hag": translate("Narrator", "Old Hag, close your eyes."),
        "mad_doctor": translate("Narrator", "Mad Doctor, close your eyes."),
        "assassin": translate("Narrator", "Assassin, close your eyes."),
        "apothecary": translate("Narrator", "Apothecary, close your eyes."),
        "ghost": translate("Narrator", "Ghost, close your eyes."),
        "gypsy": translate("Narrator", "Gypsy, close your eyes."),
        "town_crier": translate("Narrator", "Town Crier, close your eyes."),
    }


def sentence(line: Line) -> str:
    """The words of one line in the current language ("" for a line id nobody wrote words for)."""
    if line.mode == N.CLASSIC:
        if line.kind == N.NIGHT_FALLS:
            return translate("Narrator", "Night %1 falls. Everyone, close your eyes.").replace("%1", str(line.night))
        if line.kind == N.DAWN:
            return translate("Narrator", "Everyone, open your eyes. The sun rises over the village.")
        table = ({**_classic_wake(), **_wave2_wake()} if line.kind == N.WAKE
                 else {**_classic_close(), **_wave2_close()} if line.kind == N.CLOSE else {})
        return table.get(line.step, "")
    if line.kind == N.NIGHT_FALLS:
        return translate("Narrator", "Everyone, close your eyes. Night falls.")
    if line.kind == N.DAWN:
        return translate("Narrator", "Everyone, wake up! It is morning.")
    table = _onenight_wake() if line.kind == N.WAKE else _onenight_close() if line.kind == N.CLOSE else {}
    return table.get(line.step, "")


def sentences(lines: tuple[Line, ...] | list[Line]) -> list[str]:
    """The words of a script, line by line."""
    return [sentence(line) for line in lines]


def every_line() -> tuple[Line, ...]:
    """Every line id any script may hold (One Night and both classic presets; classic nights as night 2)."""
    out: list[Line] = [Line(N.NIGHT_FALLS), Line(N.DAWN),
                       Line(N.NIGHT_FALLS, night=2, mode=N.CLASSIC), Line(N.DAWN, night=2, mode=N.CLASSIC)]
    for mode in (N.ONE_NIGHT, N.CLASSIC):
        night = 2 if mode == N.CLASSIC else 0
        for step in N.every_step(mode):
            out += [Line(N.WAKE, step, night, mode), Line(N.CLOSE, step, night, mode)]
    return tuple(out)
