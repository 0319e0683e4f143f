"""Every role's, mark's and artifact's full rules, one paragraph each, translated.

The one-line powers live in `texts.py` (One Night) and `classic/deck.py` (classic); these are
the longer texts the Rules dialog and the deck builders show: when the role wakes, what it
does and sees, how it wins and the special cases a player needs (RULES.md, CLASSIC.md, in
our own words). Contexts "RoleRules" (One Night roles, marks, artifacts) and "ClassicRules"
(the classic roles of both presets and the captain). Every string is written literally inside
`translate(...)` so that pyside6-lupdate finds it. Plain text: callers escape it for rich text.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def role_rules(role: str) -> str:
    """A One Night role's full rules ("" for an unknown id)."""
    t = {
        # Vampire box
        "copycat": translate("RoleRules", "At Dusk, before anyone else, the Copycat looks at one centre card (the wolf card too, when there is one) and becomes that role for the whole game: she wakes when that role wakes, acts as it and is on its team. The copy stays on the Copycat card, so whoever holds that card at the end is the copied role. If she sees the Doppelgänger, she becomes the Doppelgänger. A Copycat card that started in the centre makes its final holder a plain Villager."),
        "vampire": translate("RoleRules", "At Dusk all the vampires (Vampire, The Master, The Count) wake together, see each other and must give the Vampire mark to one player who is not a vampire; in pass-and-play the first vampire the laptop reaches chooses and the others are shown the choice. The marked player becomes a Vampire but only learns it at the mark check. The vampire team wins if no Vampire dies and no Tanner dies. The Vampire has no vote power."),
        "the_master": translate("RoleRules", "The Master is a vampire and wakes with the vampires at Dusk. If at least one other Vampire points at The Master in the vote, The Master cannot be killed, by votes or by a Hunter: the next player with the most votes (at least two) dies instead. The power holds with the Vampire mark too, but a Love mark kills The Master when the other lover dies."),
        "the_count": translate("RoleRules", "The Count is a vampire: he wakes with the vampires at Dusk, then again on his own, and must give the Fear mark to a player who is not a vampire and did not just get the Vampire mark. That player sees the mark at the mark check and takes no action during the Night (Dusk is already over). The Count wins with the vampire team."),
        "renfield": translate("RoleRules", "At Dusk Renfield wakes after the vampires, sees who they are and whom they point at (the new Vampire-mark holder), then takes the Bat mark, which does nothing. He is on the vampire team and wins with it even if he dies; his own death is not a Vampire's death. If no player is a Vampire at the end, he is on the village team; holding the Vampire mark makes him a Vampire."),
        "diseased": translate("RoleRules", "At Dusk the Diseased must give the Disease mark to the player on their left or on their right. In the vote, every player who points at the Diseased or at the Disease-mark holder cannot win, even if their team wins. Those votes still count: a contagious player with the most votes dies as usual. The Diseased is on the village team."),
        "cupid": translate("RoleRules", "At Dusk Cupid may give Love marks to two different players, himself allowed. The lovers wake right after the mark check and see each other. If one lover dies, every other Love-mark holder dies too, even a protected one; lovers keep their own teams. With a Doppelgänger-Cupid up to four lovers live and die together."),
        "instigator": translate("RoleRules", "At Dusk the Instigator may give the Traitor mark to any player, themselves included. The traitor stays on their team but wins only if another member of that team dies. On a team of one, or on a Tanner or an assassin, the mark changes nothing. The Instigator is on the village team."),
        "priest": translate("RoleRules", "At Dusk the Priest always takes a fresh Clarity mark and may give another one to a different player; the marks they held go back to the board unseen. Clarity does nothing, so this wipes out a Vampire, Fear, Love or other mark given earlier. The Priest is on the village team."),
        "assassin": translate("RoleRules", "At Dusk the Assassin must give the Assassin mark to any player, himself included, then keeps his eyes open while the Apprentice Assassin looks for him. He wins if a player holding an Assassin mark dies; if he holds one himself, he wins only if he dies. He wins alongside any other team, dead or alive. If nobody holds an Assassin mark at the end, he is a villager."),
        "apprentice_assassin": translate("RoleRules", "At Dusk the Apprentice Assassin wakes after the Assassin. If an Assassin woke, the apprentice sees him, does nothing else and wins if an Assassin dies. With no Assassin awake, the apprentice must give the Assassin mark to any player, themselves included, and wins if a mark holder dies. The apprentice wins alongside any other team; if nobody holds an Assassin mark at the end, the apprentice is a villager."),
        "marksman": translate("RoleRules", "During the Night the Marksman may look at one other player's card and at the mark of a different other player: one of them, both or neither. A shield stops the look at a card, never the look at a mark. The Marksman is on the village team."),
        "pickpocket": translate("RoleRules", "During the Night the Pickpocket may swap his mark with another player's mark, then looks at his new mark; shields do not stop him. He now has that mark's effect (a Vampire mark makes him a Vampire), but taking the Fear mark changes nothing: who is afraid was settled at the mark check. The Pickpocket is on the village team."),
        "gremlin": translate("RoleRules", "During the Night the Gremlin may swap either the cards or the marks of any two players, himself allowed, without looking. A shield stops a card swap, not a mark swap. Nobody is told. The Gremlin is on the village team."),
        "villager": translate("RoleRules", "The Villager has no night action and no power. Listen, compare stories and vote for a monster: the village wins if a Werewolf or a Vampire dies, or, when no player is one, if nobody dies."),
        # Base game
        "doppelganger": translate("RoleRules", "The Doppelgänger looks at another player's card and becomes that role for the game: at Dusk when Vampire-box roles are in the deck, otherwise at the start of the Night, after the Sentinel. A role that acts once she copies at once; a role with a later turn (Insomniac, Curator, ...) she plays in its turn; a werewolf or vampire wakes with its team. Her marks come from her own board. Copying the Copycat gives her the Copycat's role with no action. The copy stays on her card; a Doppelgänger card that never copied makes its holder a Villager."),
        "werewolf": translate("RoleRules", "During the Night the werewolves (Werewolf, Alpha Wolf, Mystic Wolf) wake together and see each other, and a Dream Wolf raises a thumb. A werewolf who is alone and sees no thumb may look at one centre card. The werewolf team wins if no Werewolf dies and no Tanner dies. A Werewolf given the Vampire mark still wakes with the werewolves but plays for the vampires."),
        "minion": translate("RoleRules", "During the Night the Minion sees the werewolves raise their thumbs (the Dream Wolf too); they do not learn who the Minion is. The Minion wins with the werewolves even if the Minion dies. If no player is a Werewolf, the Minion wins if someone else dies and no Tanner dies."),
        "mason": translate("RoleRules", "During the Night the Masons wake together and see each other. A Mason who sees nobody knows that no other player woke as a Mason. Masons are on the village team."),
        "seer": translate("RoleRules", "During the Night the Seer may look at another player's card, or at two centre cards (the wolf card may be one). A shielded card cannot be seen. The Seer raises a thumb for the Beholder and is on the village team."),
        "robber": translate("RoleRules", "During the Night the Robber may swap his card with another player's card, then looks at his new card. At the end he is that role and on its team, but he does not act as it tonight; the robbed player is not told. Neither card may be shielded."),
        "troublemaker": translate("RoleRules", "During the Night the Troublemaker may swap the cards of two other players without looking; they are not told. A shielded card cannot be moved. The Troublemaker is on the village team."),
        "drunk": translate("RoleRules", "During the Night the Drunk must swap his card with a centre card (the wolf card too) without looking at it, so he does not know what he is now. A shield on his card cancels the swap. He ends as whatever card he took."),
        "insomniac": translate("RoleRules", "Near the end of the Night the Insomniac looks at her own card and learns whether someone moved it; a shield on it blocks the look. She is whatever she finds there."),
        "hunter": translate("RoleRules", "The Hunter has no night action. If the Hunter dies, the player the Hunter points at dies too, unless that player is protected (Bodyguard, Prince, The Master); deaths can chain through other Hunters and lovers. The power stays with the Vampire mark and is lost with a role-changing artifact."),
        "tanner": translate("RoleRules", "The Tanner has no night action and is on a team of his own: he wins only if he dies. If a Tanner dies, neither the werewolves nor the vampires can win, but the village still can (a Tanner and a Werewolf both dead: both win)."),
        # Daybreak
        "sentinel": translate("RoleRules", "At the start of the Night the Sentinel may put a shield on another player's card. For the rest of the game nobody can look at, move or put an artifact on that card, its holder included. The shield protects the card, not the mark. The Sentinel is on the village team."),
        "alpha_wolf": translate("RoleRules", "The Alpha Wolf adds a fourth centre card set apart, the wolf card (a Werewolf, Mystic Wolf or Dream Wolf). He wakes with the werewolves, then must swap the wolf card, unseen, with the card of another player who is not a werewolf he saw and whose card is not shielded. That player is now a werewolf without knowing it."),
        "mystic_wolf": translate("RoleRules", "The Mystic Wolf wakes with the werewolves, then may look at another player's card if it is not shielded. She is a Werewolf in every other way."),
        "dream_wolf": translate("RoleRules", "The Dream Wolf never wakes. While the werewolves are awake she raises a thumb so that they know her, and she raises it for the Minion and the Squire. She never counts as a lone wolf, and once her thumb was seen the Alpha Wolf cannot give her the wolf card."),
        "apprentice_seer": translate("RoleRules", "During the Night the Apprentice Seer may look at one centre card (the wolf card too). She raises a thumb for the Beholder and is on the village team."),
        "paranormal_investigator": translate("RoleRules", "During the Night the Paranormal Investigator may look at up to two other players' cards, one at a time. Seeing a werewolf, he must stop and becomes a Werewolf; a Tanner, a Tanner; a vampire, a Vampire. The change belongs to the card he holds and counts at the end; he does not wake with his new team."),
        "witch": translate("RoleRules", "During the Night the Witch may look at one centre card (the wolf card too); if she does, she must swap it with any player's card that is not shielded, her own included, without looking again. Taking it herself, she knows her new role but does not act as it."),
        "village_idiot": translate("RoleRules", "During the Night the Village Idiot may move every card one place to the left or to the right, except his own and shielded cards, which stay put; nobody is told. With fewer than two cards to move, nothing happens. The Village Idiot is on the village team."),
        "revealer": translate("RoleRules", "During the Night the Revealer may turn another player's card face up (not a shielded one). A village-team card stays face up for everyone to see in the morning (the Doppelgänger, Copycat and Paranormal Investigator cards count as village cards); any other card (werewolves, vampires, Tanners, Minion, Squire, Renfield, assassins) goes back face down at once. She sees it either way."),
        "curator": translate("RoleRules", "At the end of the Night the Curator may put a random artifact face down on any card that has none and is not shielded, his own included. At dawn that card's holder looks at it in secret; the Claw, the Brand and the Cudgel change who the holder is."),
        "bodyguard": translate("RoleRules", "The Bodyguard has no night action. In the vote, the player the Bodyguard points at cannot be killed, and the Bodyguard's pointing is not a vote. If that player has the most votes, the next highest with at least two votes dies instead. The power stays with the Vampire mark and is lost with a role-changing artifact."),
        # Bonus roles
        "aura_seer": translate("RoleRules", "During the Night the Aura Seer sees every player who, earlier at Dusk or tonight, looked at or moved a card or a mark, handing out marks included; looking at one's own card or mark does not count. She learns who, not what. The Aura Seer is on the village team."),
        "apprentice_tanner": translate("RoleRules", "During the Night the Apprentice Tanner sees the Tanner raise a thumb. He is on a team of his own and wins if a Tanner dies. If no player is a Tanner at the end, he is a Tanner himself: he wins only by dying, and his death stops the werewolves and the vampires."),
        "thing": translate("RoleRules", "During the Night the Thing must tap the shoulder of the player on its left or on its right; that player learns that a Thing sits on that side. The Thing is on the village team."),
        "squire": translate("RoleRules", "During the Night the Squire sees the werewolves raise their thumbs and may look at their cards (not shielded ones). The Squire wins with the werewolves even if the Squire dies; with no Werewolf among the players, the Squire wins if someone else dies and no Tanner dies."),
        "beholder": translate("RoleRules", "During the Night the Beholder sees the Seer and the Apprentice Seer raise their thumbs and may look at their cards (not shielded ones). The Beholder is on the village team."),
        "prince": translate("RoleRules", "The Prince has no night action and cannot be killed by votes or by a Hunter: if the Prince has the most votes, the next highest with at least two votes dies instead. A Love mark still takes the Prince along with a dying lover. The Prince is on the village team."),
        "cursed": translate("RoleRules", "The Cursed has no night action and is on the village team until the vote: if at least one Werewolf points at the Cursed, the Cursed becomes a Werewolf and wins or loses with the werewolves. With the Vampire mark the Cursed stays a Vampire."),
    }
    return t.get(role, "")


def mark_rules(mark: str) -> str:
    """A mark's full rules ("" for an unknown id)."""
    t = {
        "clarity": translate("RoleRules", "Everyone starts with a Clarity mark, and the Priest hands out fresh ones. It does nothing: your card, and any artifact on it, says who you are."),
        "vampire": translate("RoleRules", "The vampires give it at Dusk to a player who is not a vampire. Its holder is a Vampire on the vampire team: he keeps his card's night action and vote power (Hunter, Bodyguard, Prince, The Master, Diseased) but loses its team and its way to win. A role-changing artifact beats it."),
        "fear": translate("RoleRules", "The Count gives it. A player who sees the Fear mark at the mark check takes no action during the Night, but still raises a thumb when asked. Moving the mark later changes nothing."),
        "bat": translate("RoleRules", "Renfield takes it at Dusk. It has no effect at all."),
        "disease": translate("RoleRules", "The Diseased gives it to a neighbour. Whoever points at its holder in the vote cannot win; the holder can."),
        "love": translate("RoleRules", "Cupid gives two of them, a Doppelgänger-Cupid two more. The lovers see each other after the mark check. If two or more players hold a Love mark and one of them dies, all of them die, whatever protects them. Lovers keep their teams; a lone Love mark does nothing."),
        "traitor": translate("RoleRules", "The Instigator gives it. Its holder stays on their team but wins only if another member of that team dies. It changes nothing for a player alone on their team, for Tanners or for assassins."),
        "assassin": translate("RoleRules", "The Assassin gives it, or the Apprentice Assassin when no Assassin woke. Its holder is not affected, but the assassins win if a holder dies. If nobody holds an Assassin mark at the end, the Assassin and the apprentice are villagers."),
    }
    return t.get(mark, "")


def artifact_rules(artifact: str) -> str:
    """An artifact's full rules ("" for an unknown id)."""
    t = {
        "claw_of_the_werewolf": translate("RoleRules", "Its holder is a Werewolf on the werewolf team, whatever the card or a Vampire mark says, and the card's powers are gone. Love, Disease, Traitor and Assassin marks still count. The holder looks at it at dawn and may lie about it."),
        "brand_of_the_villager": translate("RoleRules", "Its holder is a plain Villager with no power (a Hunter or Bodyguard loses the vote power), whatever the card or a Vampire mark says. The holder looks at it at dawn and may lie about it."),
        "cudgel_of_the_tanner": translate("RoleRules", "Its holder is a Tanner, whatever the card or a Vampire mark says: he wins only if he dies, and if he dies neither the werewolves nor the vampires can win."),
        "void_of_nothingness": translate("RoleRules", "It does nothing: its holder stays what the card says. Only its holder knows it is harmless."),
        "mask_of_muting": translate("RoleRules", "Its holder may not speak during the Day (the table sees to it) but still votes; the role does not change."),
        "shroud_of_shame": translate("RoleRules", "Its holder turns away from the table during the Day but still votes; the role does not change."),
    }
    return t.get(artifact, "")


def classic_role_rules(role: str) -> str:
    """A classic role's (or the captain's) full rules ("" for an unknown id)."""
    t = {
        "wolf": translate("ClassicRules", "The wolves know each other from the start. Every night each living wolf picks a living player who is not a wolf (another wolf too, with that extended rule); the player picked most often, with no tie at the top, is bitten, and a tie means nobody is. The wolves may leave each other a short note. They win when they are at least as many as the other living players."),
        "seer": translate("ClassicRules", "Every night the Seer chooses another living player and learns, privately, that player's team: wolf or village, never the exact role. The results stay on the Seer's screen for the rest of the game."),
        "bodyguard": translate("ClassicRules", "Every night the Bodyguard protects one living player, himself allowed, from the wolves' bite, never the same player two nights in a row. The protection stops only the bite: not the Witch's poison, not the Hunter's shot, not the Little Girl's catch."),
        "witch": translate("ClassicRules", "The Witch has a save potion and a poison potion, each usable once per game. Every night she is shown the wolves' victim, or that there is none, and may save that victim (herself included) or poison another living player, but only one potion a night unless the table allowed both. She is never told whether the Bodyguard protected the victim."),
        "hunter": translate("ClassicRules", "When the Hunter dies, by any cause, he may shoot one other living player, who dies too; nobody can stop the shot. After a night death he shoots at dawn, after a hanging at once. Every dead player gets the same private last turn, so the table cannot tell who was the Hunter."),
        "villager": translate("ClassicRules", "The Villager has no power. Talk, watch and vote out the wolves: the village wins when no wolf is left alive."),
        "cupid": translate("ClassicRules", "On the first night Cupid chooses two living players, himself allowed, who are lovers for the whole game; they wake and see each other's role. If one lover dies, the other dies of grief at once, unless the table turned that rule off. A wolf and a villager in love form a team of their own and win if they are the last two alive."),
        "elder": translate("ClassicRules", "The Elder survives the first bite that lands on him (he is not told) and dies of the second. Poison, a shot, a hanging or grief kill him at once. When the Elder dies, by any cause, every village role loses its power for the rest of the game."),
        "idiot": translate("ClassicRules", "If the village hangs the Village Idiot, he is revealed and survives, but he never votes again (he may still talk). Any other death kills him as usual, and once the Elder's death took the village's powers a hanging kills him too."),
        "scapegoat": translate("ClassicRules", "When the vote ends in a tie that stands, the Scapegoat dies instead and his role is revealed. At his last turn he may name a living player, who goes straight to a kill-or-spare vote the next day."),
        "little_girl": translate("ClassicRules", "From the second night, while the wolves are awake, the Little Girl may peek: she learns the name of one wolf, but one time in three the wolves catch her and she dies that night, whatever protects her. On the first night she can only sleep. The wolves learn whom they caught."),
        "brother": translate("ClassicRules", "The Brothers come as three cards. On the first night the three wake and see each other; after that they are villagers who know two players they can trust."),
        "knight": translate("ClassicRules", "If the wolves' bite kills the Knight, the first living wolf to his left falls sick and dies the next night, revealed as a wolf at dawn. A Knight who was saved or protected makes nobody sick."),
        "fox": translate("ClassicRules", "Every night the Fox may point at a living player, himself allowed, and learns whether a wolf is among that player and the nearest living player on each side. If the answer is no, the Fox loses his power for good."),
        "bear_tamer": translate("ClassicRules", "Every morning, if the nearest living player on the Bear Tamer's left or right is a wolf, the bear growls for the whole table to hear. The Bear Tamer does nothing else; the bear falls silent when he dies or when the village loses its powers."),
        "thief": translate("ClassicRules", "With the Thief, two cards more than there are players are dealt, and two lie aside face down. On the first night the Thief sees both and may take one in place of his own card, becoming that role at once; if one of them is a wolf he must take a wolf. If he keeps his card he is a villager with no power."),
        "captain": translate("ClassicRules", "With the captain rule, the village elects a captain on the first day: anyone living, oneself included, and a tie is drawn at random. The captain's ballot counts double in every later vote, and a captain may settle a tie by naming one of the tied players. A dying captain names a successor or the title lapses; a wolf may be captain."),
    }
    return t.get(role, "")


__all__ = ["artifact_rules", "classic_role_rules", "mark_rules", "role_rules"]
