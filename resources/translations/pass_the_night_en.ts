<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>AnnounceScreen</name>
    <message>
        <source>%1 was voted out</source>
        <translation>%1 was voted out</translation>
    </message>
    <message>
        <source>Nobody was voted out</source>
        <translation>Nobody was voted out</translation>
    </message>
    <message>
        <source>Servant: take the hanged player&apos;s card</source>
        <translation>Servant: take the hanged player&apos;s card</translation>
    </message>
    <message>
        <source>Only the Servant can confirm it, in private; anyone may press it</source>
        <translation>Only the Servant can confirm it, in private; anyone may press it</translation>
    </message>
    <message>
        <source>The Servant may take the card: %1 s left</source>
        <translation>The Servant may take the card: %1 s left</translation>
    </message>
    <message>
        <source>Too late for the Servant today.</source>
        <translation>Too late for the Servant today.</translation>
    </message>
    <message>
        <source>%1 died.</source>
        <translation>%1 died.</translation>
    </message>
    <message>
        <source>%1 was the %2.</source>
        <translation>%1 was the %2.</translation>
    </message>
    <message>
        <source>Night %1 is over. Everyone opens their eyes.</source>
        <translation>Night %1 is over. Everyone opens their eyes.</translation>
    </message>
    <message>
        <source>Died last night: %1</source>
        <translation>Died last night: %1</translation>
    </message>
    <message>
        <source>Nobody died last night</source>
        <translation>Nobody died last night</translation>
    </message>
    <message>
        <source>Day %1: the Cavalier&apos;s challenge.</source>
        <translation>Day %1: the Cavalier&apos;s challenge.</translation>
    </message>
    <message>
        <source>Day %1: the votes are in.</source>
        <translation>Day %1: the votes are in.</translation>
    </message>
    <message>
        <source>Last turns: pass the laptop to %1</source>
        <translation>Last turns: pass the laptop to %1</translation>
    </message>
    <message>
        <source>Last turn: pass the laptop to %1</source>
        <translation>Last turn: pass the laptop to %1</translation>
    </message>
    <message>
        <source>Each of the night&apos;s dead takes a short private turn, in seat order. Everyone else looks away.</source>
        <translation>Each of the night&apos;s dead takes a short private turn, in seat order. Everyone else looks away.</translation>
    </message>
    <message>
        <source>%1 takes a short private turn. Everyone else looks away.</source>
        <translation>%1 takes a short private turn. Everyone else looks away.</translation>
    </message>
    <message>
        <source>The dead may watch, but not speak.</source>
        <translation>The dead may watch, but not speak.</translation>
    </message>
    <message>
        <source>See who won</source>
        <translation>See who won</translation>
    </message>
    <message>
        <source>Start Day %1</source>
        <translation>Start Day %1</translation>
    </message>
    <message>
        <source>Start Night %1</source>
        <translation>Start Night %1</translation>
    </message>
</context>
<context>
    <name>Artifact</name>
    <message>
        <source>Claw of the Werewolf</source>
        <translation>Claw of the Werewolf</translation>
    </message>
    <message>
        <source>Brand of the Villager</source>
        <translation>Brand of the Villager</translation>
    </message>
    <message>
        <source>Cudgel of the Tanner</source>
        <translation>Cudgel of the Tanner</translation>
    </message>
    <message>
        <source>Void of Nothingness</source>
        <translation>Void of Nothingness</translation>
    </message>
    <message>
        <source>Mask of Muting</source>
        <translation>Mask of Muting</translation>
    </message>
    <message>
        <source>Shroud of Shame</source>
        <translation>Shroud of Shame</translation>
    </message>
</context>
<context>
    <name>ArtifactEffect</name>
    <message>
        <source>You are a Werewolf now.</source>
        <translation>You are a Werewolf now.</translation>
    </message>
    <message>
        <source>You are a plain Villager now.</source>
        <translation>You are a plain Villager now.</translation>
    </message>
    <message>
        <source>You are a Tanner now: you win only if you die.</source>
        <translation>You are a Tanner now: you win only if you die.</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>Nothing happens.</translation>
    </message>
    <message>
        <source>You may not speak during the day.</source>
        <translation>You may not speak during the day.</translation>
    </message>
    <message>
        <source>Turn away from the table during the day (you still vote).</source>
        <translation>Turn away from the table during the day (you still vote).</translation>
    </message>
</context>
<context>
    <name>BalanceMeter</name>
    <message>
        <source>Village</source>
        <translation>Village</translation>
    </message>
    <message>
        <source>Werewolves</source>
        <translation>Werewolves</translation>
    </message>
    <message>
        <source>Vampires</source>
        <translation>Vampires</translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation>Tanner</translation>
    </message>
    <message>
        <source>Apprentice Tanner</source>
        <translation>Apprentice Tanner</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Assassin</translation>
    </message>
    <message>
        <source>Apprentice Assassin</source>
        <translation>Apprentice Assassin</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>Wolves</translation>
    </message>
    <message>
        <source>Lovers</source>
        <translation>Lovers</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>White Wolf</source>
        <translation>White Wolf</translation>
    </message>
    <message>
        <source>Pied Piper</source>
        <translation>Pied Piper</translation>
    </message>
    <message>
        <source>Heretic</source>
        <translation>Heretic</translation>
    </message>
    <message>
        <source>Sectarian</source>
        <translation>Sectarian</translation>
    </message>
    <message>
        <source>Angel</source>
        <translation>Angel</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>If everyone played at random:</source>
        <translation>If everyone played at random:</translation>
    </message>
    <message>
        <source>a rough guide: a table that talks votes better than chance.</source>
        <translation>a rough guide: a table that talks votes better than chance.</translation>
    </message>
    <message>
        <source>Pick a playable deck to see who would win.</source>
        <translation>Pick a playable deck to see who would win.</translation>
    </message>
    <message>
        <source>Playing random games…</source>
        <translation>Playing random games…</translation>
    </message>
    <message>
        <source>No estimate for this deck.</source>
        <translation>No estimate for this deck.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>from %n game(s)</source>
        <translation>
            <numerusform>from %n game</numerusform>
            <numerusform>from %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %n game(s) so far</source>
        <translation>
            <numerusform>from %n game so far</numerusform>
            <numerusform>from %n games so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The night: %n lap(s), at least %1 min with %2 s visits</source>
        <translation>
            <numerusform>The night: %n lap, at least %1 min with %2 s visits</numerusform>
            <numerusform>The night: %n laps, at least %1 min with %2 s visits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardPanel</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>The board: every player&apos;s card and states</source>
        <translation>The board: every player&apos;s card and states</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Now</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>Story</translation>
    </message>
    <message>
        <source>dealt %1</source>
        <translation>dealt %1</translation>
    </message>
    <message>
        <source>team: lovers</source>
        <translation>team: lovers</translation>
    </message>
    <message>
        <source>team: %1</source>
        <translation>team: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Spare cards: %1.</source>
        <translation>Spare cards: %1.</translation>
    </message>
    <message>
        <source>Set aside: %1.</source>
        <translation>Set aside: %1.</translation>
    </message>
    <message>
        <source>The Sectarian&apos;s group: %1.</source>
        <translation>The Sectarian&apos;s group: %1.</translation>
    </message>
    <message>
        <source>save</source>
        <translation>save</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>poison</translation>
    </message>
    <message>
        <source>The Witch&apos;s potions used: %1.</source>
        <translation>The Witch&apos;s potions used: %1.</translation>
    </message>
    <message>
        <source>The village lost its powers (%1).</source>
        <translation>The village lost its powers (%1).</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Nothing has happened yet.</translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <source>Vampire</source>
        <translation>Vampire</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Werewolf</translation>
    </message>
    <message>
        <source>Daybreak</source>
        <translation>Daybreak</translation>
    </message>
    <message>
        <source>Bonus roles</source>
        <translation>Bonus roles</translation>
    </message>
</context>
<context>
    <name>CardsPage</name>
    <message>
        <source>Choose the cards</source>
        <translation>Choose the cards</translation>
    </message>
    <message>
        <source>Click a card to add it, again for a second copy (×2) or to take out a card that comes once (✓); right-click takes one out. Boxes mix freely.</source>
        <translation>Click a card to add it, again for a second copy (×2) or to take out a card that comes once (✓); right-click takes one out. Boxes mix freely.</translation>
    </message>
    <message>
        <source>You need one card per player and three for the centre; with the Alpha Wolf, one more: the wolf card, which must be a Werewolf, Mystic Wolf or Dream Wolf.</source>
        <translation>You need one card per player and three for the centre; with the Alpha Wolf, one more: the wolf card, which must be a Werewolf, Mystic Wolf or Dream Wolf.</translation>
    </message>
    <message>
        <source>Preset boxes</source>
        <translation>Preset boxes</translation>
    </message>
    <message numerus="yes">
        <source>Preset for %n player(s)</source>
        <translation>
            <numerusform>Preset for %n player</numerusform>
            <numerusform>Preset for %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>Use preset</source>
        <translation>Use preset</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Start the night</source>
        <translation>Start the night</translation>
    </message>
    <message>
        <source>Phones…</source>
        <translation>Phones…</translation>
    </message>
    <message>
        <source>Let players use their own phone as their private screen (F9)</source>
        <translation>Let players use their own phone as their private screen (F9)</translation>
    </message>
    <message>
        <source>Ready: %1 cards for %2 players, one of them a wolf card set apart in the centre.</source>
        <translation>Ready: %1 cards for %2 players, one of them a wolf card set apart in the centre.</translation>
    </message>
    <message>
        <source>Ready: %1 cards for %2 players.</source>
        <translation>Ready: %1 cards for %2 players.</translation>
    </message>
    <message>
        <source>In the deck: </source>
        <translation>In the deck: </translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>nothing yet</translation>
    </message>
</context>
<context>
    <name>Classic</name>
    <message>
        <source>Silhouette %1</source>
        <translation>Silhouette %1</translation>
    </message>
    <message>
        <source>The village wins</source>
        <translation>The village wins</translation>
    </message>
    <message>
        <source>The wolves win</source>
        <translation>The wolves win</translation>
    </message>
    <message>
        <source>The lovers win</source>
        <translation>The lovers win</translation>
    </message>
    <message>
        <source>Draw: no side can win</source>
        <translation>Draw: no side can win</translation>
    </message>
    <message>
        <source>The angel wins alone</source>
        <translation>The angel wins alone</translation>
    </message>
    <message>
        <source>The white wolf wins alone</source>
        <translation>The white wolf wins alone</translation>
    </message>
    <message>
        <source>The pied piper wins: everyone is charmed</source>
        <translation>The pied piper wins: everyone is charmed</translation>
    </message>
    <message>
        <source>The sectarian wins: the other group is gone</source>
        <translation>The sectarian wins: the other group is gone</translation>
    </message>
    <message>
        <source>The vampires win</source>
        <translation>The vampires win</translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation>Night %1</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Day %1</translation>
    </message>
    <message>
        <source>died night %1</source>
        <translation>died night %1</translation>
    </message>
    <message>
        <source>died day %1</source>
        <translation>died day %1</translation>
    </message>
    <message>
        <source>Nobody died last night.</source>
        <translation>Nobody died last night.</translation>
    </message>
    <message>
        <source>Died last night: %1.</source>
        <translation>Died last night: %1.</translation>
    </message>
    <message>
        <source>%1 died.</source>
        <translation>%1 died.</translation>
    </message>
    <message>
        <source>%1 is hanged and leaves the game.</source>
        <translation>%1 is hanged and leaves the game.</translation>
    </message>
    <message>
        <source>%1 was voted out and leaves the game.</source>
        <translation>%1 was voted out and leaves the game.</translation>
    </message>
    <message>
        <source>no ballots</source>
        <translation>no ballots</translation>
    </message>
    <message>
        <source>the Raven&apos;s mark: 2 on %1</source>
        <translation>the Raven&apos;s mark: 2 on %1</translation>
    </message>
    <message>
        <source>Votes: %1 — %2.</source>
        <translation>Votes: %1 — %2.</translation>
    </message>
    <message>
        <source>Captain election: %1.</source>
        <translation>Captain election: %1.</translation>
    </message>
    <message>
        <source>%1 goes on trial.</source>
        <translation>%1 goes on trial.</translation>
    </message>
    <message>
        <source>Kill or spare: %1 — %2.</source>
        <translation>Kill or spare: %1 — %2.</translation>
    </message>
    <message>
        <source>%1, the captain, lets the tie stand.</source>
        <translation>%1, the captain, lets the tie stand.</translation>
    </message>
    <message>
        <source>%1, the captain, breaks the tie: %2.</source>
        <translation>%1, the captain, breaks the tie: %2.</translation>
    </message>
    <message>
        <source>%1, the Scapegoat, names nobody for trial.</source>
        <translation>%1, the Scapegoat, names nobody for trial.</translation>
    </message>
    <message>
        <source>%1 goes on trial tomorrow.</source>
        <translation>%1 goes on trial tomorrow.</translation>
    </message>
    <message>
        <source>The Raven marked %1: 2 votes against %1 today.</source>
        <translation>The Raven marked %1: 2 votes against %1 today.</translation>
    </message>
    <message>
        <source>%1 has left the village for today: no vote, and nobody may name %1.</source>
        <translation>%1 has left the village for today: no vote, and nobody may name %1.</translation>
    </message>
    <message>
        <source>%1 drank the stupor draught: silent, no vote today.</source>
        <translation>%1 drank the stupor draught: silent, no vote today.</translation>
    </message>
    <message>
        <source>The Ghost&apos;s message: “%1”</source>
        <translation>The Ghost&apos;s message: “%1”</translation>
    </message>
    <message>
        <source>%1, the Cavalier, challenges %2: %2 is a wolf.</source>
        <translation>%1, the Cavalier, challenges %2: %2 is a wolf.</translation>
    </message>
    <message>
        <source>%1, the Cavalier, challenges %2: %2 is not a wolf.</source>
        <translation>%1, the Cavalier, challenges %2: %2 is not a wolf.</translation>
    </message>
    <message>
        <source>%1 dies in the Cavalier&apos;s challenge.</source>
        <translation>%1 dies in the Cavalier&apos;s challenge.</translation>
    </message>
    <message>
        <source>Two Trials: the village votes a second time today.</source>
        <translation>Two Trials: the village votes a second time today.</translation>
    </message>
    <message>
        <source>The Judge gave his sign: the village votes a second time today.</source>
        <translation>The Judge gave his sign: the village votes a second time today.</translation>
    </message>
    <message>
        <source>The bear growls: he senses danger</source>
        <translation>The bear growls: he senses danger</translation>
    </message>
    <message>
        <source>%1 is the captain</source>
        <translation>%1 is the captain</translation>
    </message>
    <message>
        <source>Nobody voted: the village has no captain</source>
        <translation>Nobody voted: the village has no captain</translation>
    </message>
    <message>
        <source>%1 is the new captain</source>
        <translation>%1 is the new captain</translation>
    </message>
    <message>
        <source>The captain&apos;s title lapses</source>
        <translation>The captain&apos;s title lapses</translation>
    </message>
    <message>
        <source>%1 was a wolf, killed by the knight&apos;s sickness</source>
        <translation>%1 was a wolf, killed by the knight&apos;s sickness</translation>
    </message>
    <message>
        <source>%1 is the Idiot: he survives and loses his vote</source>
        <translation>%1 is the Idiot: he survives and loses his vote</translation>
    </message>
    <message>
        <source>Tie: %1, the Scapegoat, dies</source>
        <translation>Tie: %1, the Scapegoat, dies</translation>
    </message>
    <message>
        <source>%1 is the Prince: the village cannot hang him, he lives on</source>
        <translation>%1 is the Prince: the village cannot hang him, he lives on</translation>
    </message>
    <message>
        <source>%1 is the Servant: she takes the hanged player&apos;s card, unseen</source>
        <translation>%1 is the Servant: she takes the hanged player&apos;s card, unseen</translation>
    </message>
    <message>
        <source>%1 is the Cavalier</source>
        <translation>%1 is the Cavalier</translation>
    </message>
    <message>
        <source>%1 is the %2</source>
        <translation>%1 is the %2</translation>
    </message>
    <message>
        <source>%1 is condemned</source>
        <translation>%1 is condemned</translation>
    </message>
    <message>
        <source>%1 is spared</source>
        <translation>%1 is spared</translation>
    </message>
    <message>
        <source>%1 abstained</source>
        <translation>%1 abstained</translation>
    </message>
    <message>
        <source>kill</source>
        <translation>kill</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>spare</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>a tie between %1</source>
        <translation>a tie between %1</translation>
    </message>
    <message>
        <source>most votes: %1</source>
        <translation>most votes: %1</translation>
    </message>
    <message>
        <source>nobody was voted out</source>
        <translation>nobody was voted out</translation>
    </message>
    <message>
        <source>%1 was voted out</source>
        <translation>%1 was voted out</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>no vote</source>
        <translation>no vote</translation>
    </message>
    <message>
        <source>town crier</source>
        <translation>town crier</translation>
    </message>
    <message>
        <source>captain</source>
        <translation>captain</translation>
    </message>
    <message>
        <source>lover</source>
        <translation>lover</translation>
    </message>
    <message>
        <source>on trial</source>
        <translation>on trial</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>dead</translation>
    </message>
</context>
<context>
    <name>ClassicDayScreen</name>
    <message>
        <source>Put the laptop in the middle and talk: who is lying? Anyone may claim anything. The dead may watch, but not speak.</source>
        <translation>Put the laptop in the middle and talk: who is lying? Anyone may claim anything. The dead may watch, but not speak.</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Discussion time left</source>
        <translation>Discussion time left</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Vote</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Cavalier: challenge a player</source>
        <translation>Cavalier: challenge a player</translation>
    </message>
    <message>
        <source>Only the Cavalier can confirm it, in private; anyone may press it</source>
        <translation>Only the Cavalier can confirm it, in private; anyone may press it</translation>
    </message>
    <message>
        <source>So far</source>
        <translation>So far</translation>
    </message>
    <message>
        <source>Time is up!</source>
        <translation>Time is up!</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Day %1</translation>
    </message>
    <message>
        <source>Elect the captain</source>
        <translation>Elect the captain</translation>
    </message>
    <message>
        <source>No vote today: end the day</source>
        <translation>No vote today: end the day</translation>
    </message>
    <message>
        <source>Start %1&apos;s trial</source>
        <translation>Start %1&apos;s trial</translation>
    </message>
</context>
<context>
    <name>ClassicDeck</name>
    <message>
        <source>Village</source>
        <translation>Village</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>Wolves</translation>
    </message>
    <message>
        <source>Third party</source>
        <translation>Third party</translation>
    </message>
    <message>
        <source>Roles that win with the village (the Sectarian and the Angel can also win alone).</source>
        <translation>Roles that win with the village (the Sectarian and the Angel can also win alone).</translation>
    </message>
    <message>
        <source>Wolf cards and the roles on the wolves&apos; side or that may turn into wolves (the White Wolf wins alone).</source>
        <translation>Wolf cards and the roles on the wolves&apos; side or that may turn into wolves (the White Wolf wins alone).</translation>
    </message>
    <message>
        <source>Roles that play for themselves: the Vampire and his spawn, the Heretic, the Pied Piper.</source>
        <translation>Roles that play for themselves: the Vampire and his spawn, the Heretic, the Pied Piper.</translation>
    </message>
    <message>
        <source>Wakes with the pack every night to choose a victim.</source>
        <translation>Wakes with the pack every night to choose a victim.</translation>
    </message>
    <message>
        <source>Every night, learns whether one player is a wolf.</source>
        <translation>Every night, learns whether one player is a wolf.</translation>
    </message>
    <message>
        <source>Every night, protects one player from the wolves, never the same one twice in a row.</source>
        <translation>Every night, protects one player from the wolves, never the same one twice in a row.</translation>
    </message>
    <message>
        <source>One potion to save the wolves&apos; victim, one to poison: once each.</source>
        <translation>One potion to save the wolves&apos; victim, one to poison: once each.</translation>
    </message>
    <message>
        <source>When he dies, he shoots a player who dies with him.</source>
        <translation>When he dies, he shoots a player who dies with him.</translation>
    </message>
    <message>
        <source>No power: finds the wolves by talking and voting.</source>
        <translation>No power: finds the wolves by talking and voting.</translation>
    </message>
    <message>
        <source>On the first night, makes two players lovers for the whole game.</source>
        <translation>On the first night, makes two players lovers for the whole game.</translation>
    </message>
    <message>
        <source>Survives the first bite; when he dies, the village loses its powers.</source>
        <translation>Survives the first bite; when he dies, the village loses its powers.</translation>
    </message>
    <message>
        <source>Voted out, he is revealed and lives on, but loses his vote.</source>
        <translation>Voted out, he is revealed and lives on, but loses his vote.</translation>
    </message>
    <message>
        <source>Dies instead on a tied vote, then names who goes on trial next.</source>
        <translation>Dies instead on a tied vote, then names who goes on trial next.</translation>
    </message>
    <message>
        <source>From the second night, may peek at a wolf: caught one time in three, she dies.</source>
        <translation>From the second night, may peek at a wolf: caught one time in three, she dies.</translation>
    </message>
    <message>
        <source>Three cards: the three brothers meet on the first night.</source>
        <translation>Three cards: the three brothers meet on the first night.</translation>
    </message>
    <message>
        <source>Bitten, he makes the first wolf to his left sick: it dies the next night.</source>
        <translation>Bitten, he makes the first wolf to his left sick: it dies the next night.</translation>
    </message>
    <message>
        <source>Every night, sniffs a player and both neighbours; no wolf there costs him the power.</source>
        <translation>Every night, sniffs a player and both neighbours; no wolf there costs him the power.</translation>
    </message>
    <message>
        <source>Every morning the bear growls if a wolf sits next to the tamer.</source>
        <translation>Every morning the bear growls if a wolf sits next to the tamer.</translation>
    </message>
    <message>
        <source>On the first night, may take one of the two spare cards instead.</source>
        <translation>On the first night, may take one of the two spare cards instead.</translation>
    </message>
    <message>
        <source>Every night, blocks one player&apos;s powers for that night, never the same player twice in a row.</source>
        <translation>Every night, blocks one player&apos;s powers for that night, never the same player twice in a row.</translation>
    </message>
    <message>
        <source>Every night, enchants a player who dies in his place if he is killed that night.</source>
        <translation>Every night, enchants a player who dies in his place if he is killed that night.</translation>
    </message>
    <message>
        <source>Two draughts, once each: a stupor that silences a player for a day, a restorative that refills the Witch&apos;s save.</source>
        <translation>Two draughts, once each: a stupor that silences a player for a day, a restorative that refills the Witch&apos;s save.</translation>
    </message>
    <message>
        <source>Every second night, kills a player if the votes against him reached four.</source>
        <translation>Every second night, kills a player if the votes against him reached four.</translation>
    </message>
    <message>
        <source>Once, by day: reveals himself and challenges a player; a wolf dies, otherwise he dies.</source>
        <translation>Once, by day: reveals himself and challenges a player; a wolf dies, otherwise he dies.</translation>
    </message>
    <message>
        <source>Picks a side on the first night; when he dies, takes one player of the other side with him.</source>
        <translation>Picks a side on the first night; when he dies, takes one player of the other side with him.</translation>
    </message>
    <message>
        <source>Picks a model on the first night; when the model dies, takes that card.</source>
        <translation>Picks a model on the first night; when the model dies, takes that card.</translation>
    </message>
    <message>
        <source>Three cards lie aside for him; each night he may draw one at random and play it that night.</source>
        <translation>Three cards lie aside for him; each night he may draw one at random and play it that night.</translation>
    </message>
    <message>
        <source>If the wolves&apos; bite kills him, the wolves cannot kill the next night.</source>
        <translation>If the wolves&apos; bite kills him, the wolves cannot kill the next night.</translation>
    </message>
    <message>
        <source>Survives a bite for one more day, then dies of his wounds the next night.</source>
        <translation>Survives a bite for one more day, then dies of his wounds the next night.</translation>
    </message>
    <message>
        <source>Once, gives a secret sign at night: the next day the village votes twice.</source>
        <translation>Once, gives a secret sign at night: the next day the village votes twice.</translation>
    </message>
    <message>
        <source>When someone is hanged, may reveal herself and take the hanged player&apos;s card.</source>
        <translation>When someone is hanged, may reveal herself and take the hanged player&apos;s card.</translation>
    </message>
    <message>
        <source>The village is split in two groups; he wins alone when the other group is all dead.</source>
        <translation>The village is split in two groups; he wins alone when the other group is all dead.</translation>
    </message>
    <message>
        <source>If the village hangs him, he survives and is revealed.</source>
        <translation>If the village hangs him, he survives and is revealed.</translation>
    </message>
    <message>
        <source>A villager until the third night, when he swaps for a card set aside for him.</source>
        <translation>A villager until the third night, when he swaps for a card set aside for him.</translation>
    </message>
    <message>
        <source>If he dies on the first night or the first day, he wins alone.</source>
        <translation>If he dies on the first night or the first day, he wins alone.</translation>
    </message>
    <message>
        <source>Every night, marks a player who starts the next day&apos;s vote with two votes against him.</source>
        <translation>Every night, marks a player who starts the next day&apos;s vote with two votes against him.</translation>
    </message>
    <message>
        <source>When the Seer dies, becomes the Seer.</source>
        <translation>When the Seer dies, becomes the Seer.</translation>
    </message>
    <message>
        <source>Every night, learns whether a player&apos;s card has a power.</source>
        <translation>Every night, learns whether a player&apos;s card has a power.</translation>
    </message>
    <message>
        <source>Every night, sends a player out of the village for the next day.</source>
        <translation>Every night, sends a player out of the village for the next day.</translation>
    </message>
    <message>
        <source>Dies of old age on night X, where X is one more than the number of wolves at the start.</source>
        <translation>Dies of old age on night X, where X is one more than the number of wolves at the start.</translation>
    </message>
    <message>
        <source>Always votes to spare at a trial; points freely in every other vote.</source>
        <translation>Always votes to spare at a trial; points freely in every other vote.</translation>
    </message>
    <message>
        <source>Dies on the first night; every night he leaves a message read out at dawn.</source>
        <translation>Dies on the first night; every night he leaves a message read out at dawn.</translation>
    </message>
    <message>
        <source>Every night, tests two players: depending on what they are, one of them may die.</source>
        <translation>Every night, tests two players: depending on what they are, one of them may die.</translation>
    </message>
    <message>
        <source>Hunts with the pack; once a plain wolf, the Wild Child or the Wolf Hound has died, kills a second victim alone.</source>
        <translation>Hunts with the pack; once a plain wolf, the Wild Child or the Wolf Hound has died, kills a second victim alone.</translation>
    </message>
    <message>
        <source>Hunts with the pack; may turn the pack&apos;s victim into a wolf instead of killing him.</source>
        <translation>Hunts with the pack; may turn the pack&apos;s victim into a wolf instead of killing him.</translation>
    </message>
    <message>
        <source>Hunts with the pack, but every second night may kill a plain wolf; wins alone as the last one alive.</source>
        <translation>Hunts with the pack, but every second night may kill a plain wolf; wins alone as the last one alive.</translation>
    </message>
    <message>
        <source>Once a wolf has died, burns away a player&apos;s power for good; one more use each time two wolves die the same day.</source>
        <translation>Once a wolf has died, burns away a player&apos;s power for good; one more use each time two wolves die the same day.</translation>
    </message>
    <message>
        <source>Meets his little brother on the first night, then hunts with the pack.</source>
        <translation>Meets his little brother on the first night, then hunts with the pack.</translation>
    </message>
    <message>
        <source>Sleeps until his big brother dies; the next night he kills alone, then joins the pack.</source>
        <translation>Sleeps until his big brother dies; the next night he kills alone, then joins the pack.</translation>
    </message>
    <message>
        <source>Hunts with the pack; the night after he dies, the pack kills twice.</source>
        <translation>Hunts with the pack; the night after he dies, the pack kills twice.</translation>
    </message>
    <message>
        <source>A villager on the wolves&apos; side: learns who the wolves are on the first night.</source>
        <translation>A villager on the wolves&apos; side: learns who the wolves are on the first night.</translation>
    </message>
    <message>
        <source>Hunts with the pack, then learns whether a player is the Seer.</source>
        <translation>Hunts with the pack, then learns whether a player is the Seer.</translation>
    </message>
    <message>
        <source>A villager who turns into a wolf once the Seer looks at him.</source>
        <translation>A villager who turns into a wolf once the Seer looks at him.</translation>
    </message>
    <message>
        <source>A villager who turns into a wolf when the living player beside him is a wolf.</source>
        <translation>A villager who turns into a wolf when the living player beside him is a wolf.</translation>
    </message>
    <message>
        <source>A sleeping wolf the pack knows; he wakes when no other wolf is left to hunt.</source>
        <translation>A sleeping wolf the pack knows; he wakes when no other wolf is left to hunt.</translation>
    </message>
    <message>
        <source>Hunts with the pack; picks a companion on the first night and dies when the companion dies.</source>
        <translation>Hunts with the pack; picks a companion on the first night and dies when the companion dies.</translation>
    </message>
    <message>
        <source>Hunts with the pack, but cannot kill while he is the last wolf alive.</source>
        <translation>Hunts with the pack, but cannot kill while he is the last wolf alive.</translation>
    </message>
    <message>
        <source>Picks a role model on the first night; turns into a wolf if the model dies.</source>
        <translation>Picks a role model on the first night; turns into a wolf if the model dies.</translation>
    </message>
    <message>
        <source>Chooses on the first night to be a wolf or a villager.</source>
        <translation>Chooses on the first night to be a wolf or a villager.</translation>
    </message>
    <message>
        <source>A villager who turns into a wolf instead of dying when bitten.</source>
        <translation>A villager who turns into a wolf instead of dying when bitten.</translation>
    </message>
    <message>
        <source>Every night, bites a player who becomes his spawn; the vampires win when they are all that is left.</source>
        <translation>Every night, bites a player who becomes his spawn; the vampires win when they are all that is left.</translation>
    </message>
    <message>
        <source>Picks two players on the first night; he also wins if both die and he is alive at the end.</source>
        <translation>Picks two players on the first night; he also wins if both die and he is alive at the end.</translation>
    </message>
    <message>
        <source>Every night, charms two players; wins alone when every other living player is charmed.</source>
        <translation>Every night, charms two players; wins alone when every other living player is charmed.</translation>
    </message>
    <message>
        <source>New Moon only: five spirit cards, once each; at night she asks the spirits a question answered aloud at dawn.</source>
        <translation>New Moon only: five spirit cards, once each; at night she asks the spirits a question answered aloud at dawn.</translation>
    </message>
    <message>
        <source>Elect a captain</source>
        <translation>Elect a captain</translation>
    </message>
    <message>
        <source>On the first day the village elects a captain: his vote counts double and he breaks ties.</source>
        <translation>On the first day the village elects a captain: his vote counts double and he breaks ties.</translation>
    </message>
    <message>
        <source>Wolves may bite wolves</source>
        <translation>Wolves may bite wolves</translation>
    </message>
    <message>
        <source>A wolf may name another wolf as the night&apos;s victim.</source>
        <translation>A wolf may name another wolf as the night&apos;s victim.</translation>
    </message>
    <message>
        <source>The witch sees protection</source>
        <translation>The witch sees protection</translation>
    </message>
    <message>
        <source>When the bodyguard saved the wolves&apos; victim, the witch is shown no victim.</source>
        <translation>When the bodyguard saved the wolves&apos; victim, the witch is shown no victim.</translation>
    </message>
    <message>
        <source>Both potions in one night</source>
        <translation>Both potions in one night</translation>
    </message>
    <message>
        <source>The witch may save and poison in the same night.</source>
        <translation>The witch may save and poison in the same night.</translation>
    </message>
    <message>
        <source>Lovers die of grief</source>
        <translation>Lovers die of grief</translation>
    </message>
    <message>
        <source>When one lover dies, the other dies at once.</source>
        <translation>When one lover dies, the other dies at once.</translation>
    </message>
    <message>
        <source>New Moon events</source>
        <translation>New Moon events</translation>
    </message>
    <message>
        <source>Each dawn an event card changes the day or the night.</source>
        <translation>Each dawn an event card changes the day or the night.</translation>
    </message>
    <message>
        <source>The extended game needs 8 to 18 players (now %1).</source>
        <translation>The extended game needs 8 to 18 players (now %1).</translation>
    </message>
    <message>
        <source>The deck holds a card this game does not know.</source>
        <translation>The deck holds a card this game does not know.</translation>
    </message>
    <message>
        <source>Only wolves and villagers may appear more than once.</source>
        <translation>Only wolves and villagers may appear more than once.</translation>
    </message>
    <message>
        <source>The brothers come as three cards or not at all.</source>
        <translation>The brothers come as three cards or not at all.</translation>
    </message>
    <message>
        <source>The Big Brother Wolf and the Little Brother Wolf come together or not at all.</source>
        <translation>The Big Brother Wolf and the Little Brother Wolf come together or not at all.</translation>
    </message>
    <message>
        <source>The deck needs at least one wolf.</source>
        <translation>The deck needs at least one wolf.</translation>
    </message>
    <message>
        <source>The deck needs one card per player, and two more with the thief.</source>
        <translation>The deck needs one card per player, and two more with the thief.</translation>
    </message>
    <message>
        <source>Too many wolves: the wolf cards, the Wolf Hound and the Avenger must be fewer than half the players.</source>
        <translation>Too many wolves: the wolf cards, the Wolf Hound and the Avenger must be fewer than half the players.</translation>
    </message>
    <message>
        <source>The Actor needs three of his cards left out of the deck (Seer, Aura Seer, Fox, Bodyguard, Raven, Old Hag, Mad Doctor, Enchanter).</source>
        <translation>The Actor needs three of his cards left out of the deck (Seer, Aura Seer, Fox, Bodyguard, Raven, Old Hag, Mad Doctor, Enchanter).</translation>
    </message>
    <message>
        <source>The thief&apos;s two spare cards cannot be the thief, a brother, a wolf brother, the Actor, the Drunk or the Sectarian: the deck needs two other cards to lie spare.</source>
        <translation>The thief&apos;s two spare cards cannot be the thief, a brother, a wolf brother, the Actor, the Drunk or the Sectarian: the deck needs two other cards to lie spare.</translation>
    </message>
    <message>
        <source>No card is left to set aside for the Drunk: take a wolf out or add a player.</source>
        <translation>No card is left to set aside for the Drunk: take a wolf out or add a player.</translation>
    </message>
    <message>
        <source>The Sectarian&apos;s groups cannot be drawn for this table.</source>
        <translation>The Sectarian&apos;s groups cannot be drawn for this table.</translation>
    </message>
    <message>
        <source>One of the options has a value this game does not know.</source>
        <translation>One of the options has a value this game does not know.</translation>
    </message>
    <message>
        <source>The Gypsy plays only with the New Moon events: turn them on or take her out.</source>
        <translation>The Gypsy plays only with the New Moon events: turn them on or take her out.</translation>
    </message>
    <message>
        <source>This deck cannot be played.</source>
        <translation>This deck cannot be played.</translation>
    </message>
    <message>
        <source>One %1 fewer</source>
        <translation>One %1 fewer</translation>
    </message>
    <message>
        <source>One %1 more</source>
        <translation>One %1 more</translation>
    </message>
    <message>
        <source>%1 in the deck</source>
        <translation>%1 in the deck</translation>
    </message>
    <message>
        <source>In the deck (three cards)</source>
        <translation>In the deck (three cards)</translation>
    </message>
    <message>
        <source>In the deck</source>
        <translation>In the deck</translation>
    </message>
    <message>
        <source>The town crier&apos;s hand</source>
        <translation>The town crier&apos;s hand</translation>
    </message>
    <message>
        <source>Each day the captain may name a town crier. The crier holds these three cards, shown to everyone, and may play each one once, at night, as the next morning&apos;s event; they never come out of the draw pile.</source>
        <translation>Each day the captain may name a town crier. The crier holds these three cards, shown to everyone, and may play each one once, at night, as the next morning&apos;s event; they never come out of the draw pile.</translation>
    </message>
    <message>
        <source>The town crier&apos;s card %1</source>
        <translation>The town crier&apos;s card %1</translation>
    </message>
</context>
<context>
    <name>ClassicDusk</name>
    <message>
        <source>%1 is hanged</source>
        <translation>%1 is hanged</translation>
    </message>
    <message>
        <source>%1 is spared</source>
        <translation>%1 is spared</translation>
    </message>
    <message>
        <source>Nobody goes on trial</source>
        <translation>Nobody goes on trial</translation>
    </message>
</context>
<context>
    <name>ClassicEndScreen</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Fate</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Lover, captain</source>
        <translation>Lover, captain</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Everyone</translation>
    </message>
    <message>
        <source>The whole story</source>
        <translation>The whole story</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>captain %1 – %2</source>
        <translation>captain %1 – %2</translation>
    </message>
    <message>
        <source>captain from %1</source>
        <translation>captain from %1</translation>
    </message>
    <message>
        <source>The lovers: %1</source>
        <translation>The lovers: %1</translation>
    </message>
    <message>
        <source>Captains: %1</source>
        <translation>Captains: %1</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (from %2)</translation>
    </message>
    <message>
        <source>New Moon&apos;s events: %1</source>
        <translation>New Moon&apos;s events: %1</translation>
    </message>
    <message>
        <source>The town crier&apos;s cards never played: %1</source>
        <translation>The town crier&apos;s cards never played: %1</translation>
    </message>
    <message>
        <source>The vampire&apos;s spawn: %1</source>
        <translation>The vampire&apos;s spawn: %1</translation>
    </message>
    <message>
        <source>Charmed by the Pied Piper: %1</source>
        <translation>Charmed by the Pied Piper: %1</translation>
    </message>
    <message>
        <source>%1, the Heretic, picked %2</source>
        <translation>%1, the Heretic, picked %2</translation>
    </message>
    <message>
        <source>%1, the Heretic, picked nobody</source>
        <translation>%1, the Heretic, picked nobody</translation>
    </message>
    <message>
        <source>both are dead and he is alive: he wins too</source>
        <translation>both are dead and he is alive: he wins too</translation>
    </message>
    <message>
        <source>no side win</source>
        <translation>no side win</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>alive</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>draw</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <source>Lovers</source>
        <translation>Lovers</translation>
    </message>
    <message>
        <source>lover</source>
        <translation>lover</translation>
    </message>
    <message>
        <source>spawn</source>
        <translation>spawn</translation>
    </message>
    <message>
        <source>charmed</source>
        <translation>charmed</translation>
    </message>
    <message>
        <source>side win</source>
        <translation>side win</translation>
    </message>
</context>
<context>
    <name>ClassicEvent</name>
    <message>
        <source>Market Day</source>
        <translation>Market Day</translation>
    </message>
    <message>
        <source>Secret Ballot</source>
        <translation>Secret Ballot</translation>
    </message>
    <message>
        <source>Two Trials</source>
        <translation>Two Trials</translation>
    </message>
    <message>
        <source>The Captain&apos;s Word</source>
        <translation>The Captain&apos;s Word</translation>
    </message>
    <message>
        <source>The Pillory</source>
        <translation>The Pillory</translation>
    </message>
    <message>
        <source>Amnesty</source>
        <translation>Amnesty</translation>
    </message>
    <message>
        <source>Eclipse</source>
        <translation>Eclipse</translation>
    </message>
    <message>
        <source>Fog</source>
        <translation>Fog</translation>
    </message>
    <message>
        <source>The Vigil</source>
        <translation>The Vigil</translation>
    </message>
    <message>
        <source>Bitter Cold</source>
        <translation>Bitter Cold</translation>
    </message>
    <message>
        <source>Confession</source>
        <translation>Confession</translation>
    </message>
    <message>
        <source>The Funeral</source>
        <translation>The Funeral</translation>
    </message>
    <message>
        <source>Census</source>
        <translation>Census</translation>
    </message>
    <message>
        <source>Switched Seats</source>
        <translation>Switched Seats</translation>
    </message>
    <message>
        <source>Moonstruck</source>
        <translation>Moonstruck</translation>
    </message>
    <message>
        <source>The Pointing Spirit</source>
        <translation>The Pointing Spirit</translation>
    </message>
    <message>
        <source>Spirits of the Street</source>
        <translation>Spirits of the Street</translation>
    </message>
    <message>
        <source>The Spirits Judge</source>
        <translation>The Spirits Judge</translation>
    </message>
    <message>
        <source>Voice from the Grave</source>
        <translation>Voice from the Grave</translation>
    </message>
    <message>
        <source>How I Died</source>
        <translation>How I Died</translation>
    </message>
    <message>
        <source>The whole village is at the market: there is no vote today.</source>
        <translation>The whole village is at the market: there is no vote today.</translation>
    </message>
    <message>
        <source>Today&apos;s ballots are counted but nobody sees who voted for whom, and every ballot weighs 1.</source>
        <translation>Today&apos;s ballots are counted but nobody sees who voted for whom, and every ballot weighs 1.</translation>
    </message>
    <message>
        <source>After today&apos;s vote, the village votes a second time.</source>
        <translation>After today&apos;s vote, the village votes a second time.</translation>
    </message>
    <message>
        <source>Today the captain&apos;s ballot weighs 3.</source>
        <translation>Today the captain&apos;s ballot weighs 3.</translation>
    </message>
    <message>
        <source>The player who drew this card is in the pillory and casts no ballot today.</source>
        <translation>The player who drew this card is in the pillory and casts no ballot today.</translation>
    </message>
    <message>
        <source>Nobody dies by the village&apos;s verdicts today.</source>
        <translation>Nobody dies by the village&apos;s verdicts today.</translation>
    </message>
    <message>
        <source>The moon is dark: the wolves cannot kill next night.</source>
        <translation>The moon is dark: the wolves cannot kill next night.</translation>
    </message>
    <message>
        <source>Next night the seer learns the exact card of the player she looks at, not just the team.</source>
        <translation>Next night the seer learns the exact card of the player she looks at, not just the team.</translation>
    </message>
    <message>
        <source>Next night the bodyguard may guard the same player as last night.</source>
        <translation>Next night the bodyguard may guard the same player as last night.</translation>
    </message>
    <message>
        <source>Next night the witch cannot use her poison.</source>
        <translation>Next night the witch cannot use her poison.</translation>
    </message>
    <message>
        <source>The player who drew this card secretly learns the team of his left neighbour.</source>
        <translation>The player who drew this card secretly learns the team of his left neighbour.</translation>
    </message>
    <message>
        <source>This morning&apos;s dead are shown with their cards.</source>
        <translation>This morning&apos;s dead are shown with their cards.</translation>
    </message>
    <message>
        <source>The number of wolves still alive is announced.</source>
        <translation>The number of wolves still alive is announced.</translation>
    </message>
    <message>
        <source>Today, votes for the player who drew this card count for his left neighbour, and votes for the neighbour count for him.</source>
        <translation>Today, votes for the player who drew this card count for his left neighbour, and votes for the neighbour count for him.</translation>
    </message>
    <message>
        <source>The player who drew this card sleepwalks out of the village and is away all day today.</source>
        <translation>The player who drew this card sleepwalks out of the village and is away all day today.</translation>
    </message>
    <message>
        <source>Is %1 a wolf?</source>
        <translation>Is %1 a wolf?</translation>
    </message>
    <message>
        <source>Is there a wolf among %1 and the two living players beside them?</source>
        <translation>Is there a wolf among %1 and the two living players beside them?</translation>
    </message>
    <message>
        <source>Are %1 and %2 on the same team?</source>
        <translation>Are %1 and %2 on the same team?</translation>
    </message>
    <message>
        <source>Which card did %1 hold at death?</source>
        <translation>Which card did %1 hold at death?</translation>
    </message>
    <message>
        <source>How did %1 die?</source>
        <translation>How did %1 die?</translation>
    </message>
    <message>
        <source>No vote today</source>
        <translation>No vote today</translation>
    </message>
    <message>
        <source>Ballots are secret and weigh 1</source>
        <translation>Ballots are secret and weigh 1</translation>
    </message>
    <message>
        <source>A second vote follows today&apos;s</source>
        <translation>A second vote follows today&apos;s</translation>
    </message>
    <message>
        <source>The captain&apos;s ballot weighs 3</source>
        <translation>The captain&apos;s ballot weighs 3</translation>
    </message>
    <message>
        <source>%1 is in the pillory: no ballot today</source>
        <translation>%1 is in the pillory: no ballot today</translation>
    </message>
    <message>
        <source>Amnesty: nobody dies by today&apos;s verdicts</source>
        <translation>Amnesty: nobody dies by today&apos;s verdicts</translation>
    </message>
    <message>
        <source>Votes for %1 and %2 are switched today</source>
        <translation>Votes for %1 and %2 are switched today</translation>
    </message>
    <message>
        <source>%1 is sleepwalking: away all day</source>
        <translation>%1 is sleepwalking: away all day</translation>
    </message>
</context>
<context>
    <name>ClassicHistory</name>
    <message>
        <source>%1 (wolf) picked %2.</source>
        <translation>%1 (wolf) picked %2.</translation>
    </message>
    <message>
        <source>%1 (wolf) picked nobody.</source>
        <translation>%1 (wolf) picked nobody.</translation>
    </message>
    <message>
        <source>The wolves&apos; bite: %1.</source>
        <translation>The wolves&apos; bite: %1.</translation>
    </message>
    <message>
        <source>No bite tonight: the wolves&apos; picks did not agree.</source>
        <translation>No bite tonight: the wolves&apos; picks did not agree.</translation>
    </message>
    <message>
        <source>%1 (seer) looked at %2 in the fog: the %3 card.</source>
        <translation>%1 (seer) looked at %2 in the fog: the %3 card.</translation>
    </message>
    <message>
        <source>%1 (gypsy) asked the spirits: %2.</source>
        <translation>%1 (gypsy) asked the spirits: %2.</translation>
    </message>
    <message>
        <source>%1 (town crier) played %2 for the morning.</source>
        <translation>%1 (town crier) played %2 for the morning.</translation>
    </message>
    <message>
        <source>%1 learned in confession that %2 is on the side of %3.</source>
        <translation>%1 learned in confession that %2 is on the side of %3.</translation>
    </message>
    <message>
        <source>%1 (seer) looked at %2: %3.</source>
        <translation>%1 (seer) looked at %2: %3.</translation>
    </message>
    <message>
        <source>a wolf</source>
        <translation>a wolf</translation>
    </message>
    <message>
        <source>not a wolf</source>
        <translation>not a wolf</translation>
    </message>
    <message>
        <source>%1 (bodyguard) protected %2.</source>
        <translation>%1 (bodyguard) protected %2.</translation>
    </message>
    <message>
        <source>%1 (witch) used the save potion on %2.</source>
        <translation>%1 (witch) used the save potion on %2.</translation>
    </message>
    <message>
        <source>%1 (witch) poisoned %2.</source>
        <translation>%1 (witch) poisoned %2.</translation>
    </message>
    <message>
        <source>%1 (seer) looked at nobody.</source>
        <translation>%1 (seer) looked at nobody.</translation>
    </message>
    <message>
        <source>%1 (bodyguard) protected nobody.</source>
        <translation>%1 (bodyguard) protected nobody.</translation>
    </message>
    <message>
        <source>%1 (witch) used no potion.</source>
        <translation>%1 (witch) used no potion.</translation>
    </message>
    <message>
        <source>%1 (hunter) did not shoot.</source>
        <translation>%1 (hunter) did not shoot.</translation>
    </message>
    <message>
        <source>%1 (thief) kept the thief card.</source>
        <translation>%1 (thief) kept the thief card.</translation>
    </message>
    <message>
        <source>%1 (Cupid) made no couple.</source>
        <translation>%1 (Cupid) made no couple.</translation>
    </message>
    <message>
        <source>%1 (little girl) slept.</source>
        <translation>%1 (little girl) slept.</translation>
    </message>
    <message>
        <source>%1 (fox) sniffed nobody.</source>
        <translation>%1 (fox) sniffed nobody.</translation>
    </message>
    <message>
        <source>%1 (scapegoat) named nobody.</source>
        <translation>%1 (scapegoat) named nobody.</translation>
    </message>
    <message>
        <source>%1 (captain) let the tie stand.</source>
        <translation>%1 (captain) let the tie stand.</translation>
    </message>
    <message>
        <source>%1 did nothing.</source>
        <translation>%1 did nothing.</translation>
    </message>
    <message>
        <source>%1 died (%2).</source>
        <translation>%1 died (%2).</translation>
    </message>
    <message>
        <source>%1 (hunter) shot %2.</source>
        <translation>%1 (hunter) shot %2.</translation>
    </message>
    <message>
        <source>%1 voted for %2.</source>
        <translation>%1 voted for %2.</translation>
    </message>
    <message>
        <source>%1 abstained.</source>
        <translation>%1 abstained.</translation>
    </message>
    <message>
        <source>%1 (wolf) wrote the wolves&apos; note: “%2”</source>
        <translation>%1 (wolf) wrote the wolves&apos; note: “%2”</translation>
    </message>
    <message>
        <source>%1 wrote a private note: “%2”</source>
        <translation>%1 wrote a private note: “%2”</translation>
    </message>
    <message>
        <source>%1 (thief) had to take the wolf card.</source>
        <translation>%1 (thief) had to take the wolf card.</translation>
    </message>
    <message>
        <source>%1 (thief) took the %2 card.</source>
        <translation>%1 (thief) took the %2 card.</translation>
    </message>
    <message>
        <source>%1 (Cupid) made %2 and %3 the lovers.</source>
        <translation>%1 (Cupid) made %2 and %3 the lovers.</translation>
    </message>
    <message>
        <source>%1 (little girl) peeked and saw %2, but the wolves saw her.</source>
        <translation>%1 (little girl) peeked and saw %2, but the wolves saw her.</translation>
    </message>
    <message>
        <source>%1 (little girl) peeked and saw %2.</source>
        <translation>%1 (little girl) peeked and saw %2.</translation>
    </message>
    <message>
        <source>%1 (fox) sniffed around %2: a wolf is near.</source>
        <translation>%1 (fox) sniffed around %2: a wolf is near.</translation>
    </message>
    <message>
        <source>%1 (fox) sniffed around %2: no wolf near, the fox&apos;s power is gone.</source>
        <translation>%1 (fox) sniffed around %2: no wolf near, the fox&apos;s power is gone.</translation>
    </message>
    <message>
        <source>%1 voted to hang %2.</source>
        <translation>%1 voted to hang %2.</translation>
    </message>
    <message>
        <source>%1 voted to spare %2.</source>
        <translation>%1 voted to spare %2.</translation>
    </message>
    <message>
        <source>The elder is dead: every village role has lost its power.</source>
        <translation>The elder is dead: every village role has lost its power.</translation>
    </message>
</context>
<context>
    <name>ClassicNewMoon</name>
    <message>
        <source>the village</source>
        <translation>the village</translation>
    </message>
    <message>
        <source>the wolves</source>
        <translation>the wolves</translation>
    </message>
    <message>
        <source>the lovers</source>
        <translation>the lovers</translation>
    </message>
    <message>
        <source>the vampires</source>
        <translation>the vampires</translation>
    </message>
    <message>
        <source>eaten by the wolves</source>
        <translation>eaten by the wolves</translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation>poisoned</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>shot</translation>
    </message>
    <message>
        <source>hanged by the village</source>
        <translation>hanged by the village</translation>
    </message>
    <message>
        <source>died of grief</source>
        <translation>died of grief</translation>
    </message>
    <message>
        <source>caught spying on the wolves</source>
        <translation>caught spying on the wolves</translation>
    </message>
    <message>
        <source>died of the Knight&apos;s sickness</source>
        <translation>died of the Knight&apos;s sickness</translation>
    </message>
    <message>
        <source>died another way</source>
        <translation>died another way</translation>
    </message>
    <message>
        <source>the card was %1</source>
        <translation>the card was %1</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>The spirits answer: %1 — %2.</source>
        <translation>The spirits answer: %1 — %2.</translation>
    </message>
    <message>
        <source>Wolves alive: %1.</source>
        <translation>Wolves alive: %1.</translation>
    </message>
    <message>
        <source>%1 is in the pillory: no ballot today.</source>
        <translation>%1 is in the pillory: no ballot today.</translation>
    </message>
    <message>
        <source>%1 sleepwalks out of the village: absent today.</source>
        <translation>%1 sleepwalks out of the village: absent today.</translation>
    </message>
    <message>
        <source>Votes for %1 count for %2 today, and the reverse.</source>
        <translation>Votes for %1 count for %2 today, and the reverse.</translation>
    </message>
    <message>
        <source>%1 was the %2.</source>
        <translation>%1 was the %2.</translation>
    </message>
    <message>
        <source>Nobody died: there is nobody to bury.</source>
        <translation>Nobody died: there is nobody to bury.</translation>
    </message>
    <message>
        <source>%1 learns, in private, the team of the next living player.</source>
        <translation>%1 learns, in private, the team of the next living player.</translation>
    </message>
    <message>
        <source>New Moon: %1 (drawn by %2).</source>
        <translation>New Moon: %1 (drawn by %2).</translation>
    </message>
    <message>
        <source>%1 is the town crier.</source>
        <translation>%1 is the town crier.</translation>
    </message>
    <message>
        <source>Market Day: no vote today.</source>
        <translation>Market Day: no vote today.</translation>
    </message>
    <message>
        <source>Amnesty: %1 is spared, nobody dies by the verdict today.</source>
        <translation>Amnesty: %1 is spared, nobody dies by the verdict today.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tonight: %1 — %2</source>
        <translation>Tonight: %1 — %2</translation>
    </message>
</context>
<context>
    <name>ClassicPower</name>
    <message>
        <source>The Cavalier&apos;s challenge</source>
        <translation>The Cavalier&apos;s challenge</translation>
    </message>
    <message>
        <source>The Servant takes the card</source>
        <translation>The Servant takes the card</translation>
    </message>
</context>
<context>
    <name>ClassicRole</name>
    <message>
        <source>Wolf</source>
        <translation>Wolf</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>Seer</translation>
    </message>
    <message>
        <source>Bodyguard</source>
        <translation>Bodyguard</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Witch</translation>
    </message>
    <message>
        <source>Hunter</source>
        <translation>Hunter</translation>
    </message>
    <message>
        <source>Villager</source>
        <translation>Villager</translation>
    </message>
    <message>
        <source>Cupid</source>
        <translation>Cupid</translation>
    </message>
    <message>
        <source>Elder</source>
        <translation>Elder</translation>
    </message>
    <message>
        <source>Village Idiot</source>
        <translation>Village Idiot</translation>
    </message>
    <message>
        <source>Scapegoat</source>
        <translation>Scapegoat</translation>
    </message>
    <message>
        <source>Little Girl</source>
        <translation>Little Girl</translation>
    </message>
    <message>
        <source>Brother</source>
        <translation>Brother</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Knight</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Fox</translation>
    </message>
    <message>
        <source>Bear Tamer</source>
        <translation>Bear Tamer</translation>
    </message>
    <message>
        <source>Thief</source>
        <translation>Thief</translation>
    </message>
    <message>
        <source>Moon Maiden</source>
        <translation>Moon Maiden</translation>
    </message>
    <message>
        <source>Enchanter</source>
        <translation>Enchanter</translation>
    </message>
    <message>
        <source>Apothecary</source>
        <translation>Apothecary</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Assassin</translation>
    </message>
    <message>
        <source>Cavalier</source>
        <translation>Cavalier</translation>
    </message>
    <message>
        <source>Avenger</source>
        <translation>Avenger</translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation>Shadow</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Actor</translation>
    </message>
    <message>
        <source>Diseased</source>
        <translation>Diseased</translation>
    </message>
    <message>
        <source>Tough Guy</source>
        <translation>Tough Guy</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <source>Servant</source>
        <translation>Servant</translation>
    </message>
    <message>
        <source>Sectarian</source>
        <translation>Sectarian</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>Prince</translation>
    </message>
    <message>
        <source>Drunk</source>
        <translation>Drunk</translation>
    </message>
    <message>
        <source>Angel</source>
        <translation>Angel</translation>
    </message>
    <message>
        <source>Raven</source>
        <translation>Raven</translation>
    </message>
    <message>
        <source>Apprentice Seer</source>
        <translation>Apprentice Seer</translation>
    </message>
    <message>
        <source>Aura Seer</source>
        <translation>Aura Seer</translation>
    </message>
    <message>
        <source>Old Hag</source>
        <translation>Old Hag</translation>
    </message>
    <message>
        <source>Old Man</source>
        <translation>Old Man</translation>
    </message>
    <message>
        <source>Pacifist</source>
        <translation>Pacifist</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Ghost</translation>
    </message>
    <message>
        <source>Mad Doctor</source>
        <translation>Mad Doctor</translation>
    </message>
    <message>
        <source>Big Bad Wolf</source>
        <translation>Big Bad Wolf</translation>
    </message>
    <message>
        <source>Demon Wolf</source>
        <translation>Demon Wolf</translation>
    </message>
    <message>
        <source>White Wolf</source>
        <translation>White Wolf</translation>
    </message>
    <message>
        <source>Fire Wolf</source>
        <translation>Fire Wolf</translation>
    </message>
    <message>
        <source>Big Brother Wolf</source>
        <translation>Big Brother Wolf</translation>
    </message>
    <message>
        <source>Little Brother Wolf</source>
        <translation>Little Brother Wolf</translation>
    </message>
    <message>
        <source>Wolf Cub</source>
        <translation>Wolf Cub</translation>
    </message>
    <message>
        <source>Traitor</source>
        <translation>Traitor</translation>
    </message>
    <message>
        <source>Wolf Seer</source>
        <translation>Wolf Seer</translation>
    </message>
    <message>
        <source>Lycan</source>
        <translation>Lycan</translation>
    </message>
    <message>
        <source>Wolf Kin</source>
        <translation>Wolf Kin</translation>
    </message>
    <message>
        <source>Dream Wolf</source>
        <translation>Dream Wolf</translation>
    </message>
    <message>
        <source>Stray Wolf</source>
        <translation>Stray Wolf</translation>
    </message>
    <message>
        <source>Stone Wolf</source>
        <translation>Stone Wolf</translation>
    </message>
    <message>
        <source>Wild Child</source>
        <translation>Wild Child</translation>
    </message>
    <message>
        <source>Wolf Hound</source>
        <translation>Wolf Hound</translation>
    </message>
    <message>
        <source>Cursed</source>
        <translation>Cursed</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Vampire</translation>
    </message>
    <message>
        <source>Heretic</source>
        <translation>Heretic</translation>
    </message>
    <message>
        <source>Pied Piper</source>
        <translation>Pied Piper</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Captain</translation>
    </message>
    <message>
        <source>Gypsy</source>
        <translation>Gypsy</translation>
    </message>
    <message>
        <source>Town Crier</source>
        <translation>Town Crier</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>Wolves</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Village</translation>
    </message>
    <message>
        <source>Vampires</source>
        <translation>Vampires</translation>
    </message>
    <message>
        <source>bitten</source>
        <translation>bitten</translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation>poisoned</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>shot</translation>
    </message>
    <message>
        <source>voted out</source>
        <translation>voted out</translation>
    </message>
    <message>
        <source>of grief</source>
        <translation>of grief</translation>
    </message>
    <message>
        <source>caught peeking</source>
        <translation>caught peeking</translation>
    </message>
    <message>
        <source>of the knight&apos;s sickness</source>
        <translation>of the knight&apos;s sickness</translation>
    </message>
    <message>
        <source>of his wounds</source>
        <translation>of his wounds</translation>
    </message>
    <message>
        <source>of old age</source>
        <translation>of old age</translation>
    </message>
    <message>
        <source>as the ghost</source>
        <translation>as the ghost</translation>
    </message>
    <message>
        <source>by the mad doctor</source>
        <translation>by the mad doctor</translation>
    </message>
    <message>
        <source>by the assassin</source>
        <translation>by the assassin</translation>
    </message>
    <message>
        <source>in the enchanter&apos;s place</source>
        <translation>in the enchanter&apos;s place</translation>
    </message>
    <message>
        <source>in the cavalier&apos;s challenge</source>
        <translation>in the cavalier&apos;s challenge</translation>
    </message>
    <message>
        <source>with his companion</source>
        <translation>with his companion</translation>
    </message>
    <message>
        <source>with the vampire</source>
        <translation>with the vampire</translation>
    </message>
    <message>
        <source>by the avenger&apos;s revenge</source>
        <translation>by the avenger&apos;s revenge</translation>
    </message>
</context>
<context>
    <name>ClassicRules</name>
    <message>
        <source>The wolves know each other from the start. Every night each living wolf picks a living player who is not a wolf (another wolf too, with that extended rule); the player picked most often, with no tie at the top, is bitten, and a tie means nobody is. The wolves may leave each other a short note. They win when they are at least as many as the other living players.</source>
        <translation>The wolves know each other from the start. Every night each living wolf picks a living player who is not a wolf (another wolf too, with that extended rule); the player picked most often, with no tie at the top, is bitten, and a tie means nobody is. The wolves may leave each other a short note. They win when they are at least as many as the other living players.</translation>
    </message>
    <message>
        <source>Every night the Seer chooses another living player and learns, privately, that player&apos;s team: wolf or village, never the exact role. The results stay on the Seer&apos;s screen for the rest of the game.</source>
        <translation>Every night the Seer chooses another living player and learns, privately, that player&apos;s team: wolf or village, never the exact role. The results stay on the Seer&apos;s screen for the rest of the game.</translation>
    </message>
    <message>
        <source>Every night the Bodyguard protects one living player, himself allowed, from the wolves&apos; bite, never the same player two nights in a row. The protection stops only the bite: not the Witch&apos;s poison, not the Hunter&apos;s shot, not the Little Girl&apos;s catch.</source>
        <translation>Every night the Bodyguard protects one living player, himself allowed, from the wolves&apos; bite, never the same player two nights in a row. The protection stops only the bite: not the Witch&apos;s poison, not the Hunter&apos;s shot, not the Little Girl&apos;s catch.</translation>
    </message>
    <message>
        <source>The Witch has a save potion and a poison potion, each usable once per game. Every night she is shown the wolves&apos; victim, or that there is none, and may save that victim (herself included) or poison another living player, but only one potion a night unless the table allowed both. She is never told whether the Bodyguard protected the victim.</source>
        <translation>The Witch has a save potion and a poison potion, each usable once per game. Every night she is shown the wolves&apos; victim, or that there is none, and may save that victim (herself included) or poison another living player, but only one potion a night unless the table allowed both. She is never told whether the Bodyguard protected the victim.</translation>
    </message>
    <message>
        <source>When the Hunter dies, by any cause, he may shoot one other living player, who dies too; nobody can stop the shot. After a night death he shoots at dawn, after a hanging at once. Every dead player gets the same private last turn, so the table cannot tell who was the Hunter.</source>
        <translation>When the Hunter dies, by any cause, he may shoot one other living player, who dies too; nobody can stop the shot. After a night death he shoots at dawn, after a hanging at once. Every dead player gets the same private last turn, so the table cannot tell who was the Hunter.</translation>
    </message>
    <message>
        <source>The Villager has no power. Talk, watch and vote out the wolves: the village wins when no wolf is left alive.</source>
        <translation>The Villager has no power. Talk, watch and vote out the wolves: the village wins when no wolf is left alive.</translation>
    </message>
    <message>
        <source>On the first night Cupid chooses two living players, himself allowed, who are lovers for the whole game; they wake and see each other&apos;s role. If one lover dies, the other dies of grief at once, unless the table turned that rule off. A wolf and a villager in love form a team of their own and win if they are the last two alive.</source>
        <translation>On the first night Cupid chooses two living players, himself allowed, who are lovers for the whole game; they wake and see each other&apos;s role. If one lover dies, the other dies of grief at once, unless the table turned that rule off. A wolf and a villager in love form a team of their own and win if they are the last two alive.</translation>
    </message>
    <message>
        <source>The Elder survives the first bite that lands on him (he is not told) and dies of the second. Poison, a shot, a hanging or grief kill him at once. When the Elder dies, by any cause, every village role loses its power for the rest of the game.</source>
        <translation>The Elder survives the first bite that lands on him (he is not told) and dies of the second. Poison, a shot, a hanging or grief kill him at once. When the Elder dies, by any cause, every village role loses its power for the rest of the game.</translation>
    </message>
    <message>
        <source>If the village hangs the Village Idiot, he is revealed and survives, but he never votes again (he may still talk). Any other death kills him as usual, and once the Elder&apos;s death took the village&apos;s powers a hanging kills him too.</source>
        <translation>If the village hangs the Village Idiot, he is revealed and survives, but he never votes again (he may still talk). Any other death kills him as usual, and once the Elder&apos;s death took the village&apos;s powers a hanging kills him too.</translation>
    </message>
    <message>
        <source>When the vote ends in a tie that stands, the Scapegoat dies instead and his role is revealed. At his last turn he may name a living player, who goes straight to a kill-or-spare vote the next day.</source>
        <translation>When the vote ends in a tie that stands, the Scapegoat dies instead and his role is revealed. At his last turn he may name a living player, who goes straight to a kill-or-spare vote the next day.</translation>
    </message>
    <message>
        <source>From the second night, while the wolves are awake, the Little Girl may peek: she learns the name of one wolf, but one time in three the wolves catch her and she dies that night, whatever protects her. On the first night she can only sleep. The wolves learn whom they caught.</source>
        <translation>From the second night, while the wolves are awake, the Little Girl may peek: she learns the name of one wolf, but one time in three the wolves catch her and she dies that night, whatever protects her. On the first night she can only sleep. The wolves learn whom they caught.</translation>
    </message>
    <message>
        <source>The Brothers come as three cards. On the first night the three wake and see each other; after that they are villagers who know two players they can trust.</source>
        <translation>The Brothers come as three cards. On the first night the three wake and see each other; after that they are villagers who know two players they can trust.</translation>
    </message>
    <message>
        <source>If the wolves&apos; bite kills the Knight, the first living wolf to his left falls sick and dies the next night, revealed as a wolf at dawn. A Knight who was saved or protected makes nobody sick.</source>
        <translation>If the wolves&apos; bite kills the Knight, the first living wolf to his left falls sick and dies the next night, revealed as a wolf at dawn. A Knight who was saved or protected makes nobody sick.</translation>
    </message>
    <message>
        <source>Every night the Fox may point at a living player, himself allowed, and learns whether a wolf is among that player and the nearest living player on each side. If the answer is no, the Fox loses his power for good.</source>
        <translation>Every night the Fox may point at a living player, himself allowed, and learns whether a wolf is among that player and the nearest living player on each side. If the answer is no, the Fox loses his power for good.</translation>
    </message>
    <message>
        <source>Every morning, if the nearest living player on the Bear Tamer&apos;s left or right is a wolf, the bear growls for the whole table to hear. The Bear Tamer does nothing else; the bear falls silent when he dies or when the village loses its powers.</source>
        <translation>Every morning, if the nearest living player on the Bear Tamer&apos;s left or right is a wolf, the bear growls for the whole table to hear. The Bear Tamer does nothing else; the bear falls silent when he dies or when the village loses its powers.</translation>
    </message>
    <message>
        <source>With the Thief, two cards more than there are players are dealt, and two lie aside face down. On the first night the Thief sees both and may take one in place of his own card, becoming that role at once; if one of them is a wolf he must take a wolf. If he keeps his card he is a villager with no power.</source>
        <translation>With the Thief, two cards more than there are players are dealt, and two lie aside face down. On the first night the Thief sees both and may take one in place of his own card, becoming that role at once; if one of them is a wolf he must take a wolf. If he keeps his card he is a villager with no power.</translation>
    </message>
    <message>
        <source>Every night the Moon Maiden chooses another living player, never last night&apos;s choice. That night every action the player would take after her turn is void, and a blocked Witch is shown no victim; the player is told that the power is blocked. She blocks neither the Judge&apos;s sign, nor information wakes, last turns, passive rules or anything done by day.</source>
        <translation>Every night the Moon Maiden chooses another living player, never last night&apos;s choice. That night every action the player would take after her turn is void, and a blocked Witch is shown no victim; the player is told that the power is blocked. She blocks neither the Judge&apos;s sign, nor information wakes, last turns, passive rules or anything done by day.</translation>
    </message>
    <message>
        <source>Every night the Enchanter chooses another living player, never last night&apos;s choice. If the Enchanter is marked to die at that night&apos;s resolution, by a bite or any other night kill, he lives and the enchanted player dies instead; nothing can stop that death. Deaths that come later in the chain, such as grief or the Hunter&apos;s shot, are not replaced.</source>
        <translation>Every night the Enchanter chooses another living player, never last night&apos;s choice. If the Enchanter is marked to die at that night&apos;s resolution, by a bite or any other night kill, he lives and the enchanted player dies instead; nothing can stop that death. Deaths that come later in the chain, such as grief or the Hunter&apos;s shot, are not replaced.</translation>
    </message>
    <message>
        <source>The Apothecary has two draughts, each usable once per game, thrown at night at another living player. The stupor leaves that player silent the next day: no ballot and no day action, though others may still vote against him; dawn announces it. The restorative works only on the Witch whose save potion is spent: her save is ready again. He is never told whether he hit the Witch.</source>
        <translation>The Apothecary has two draughts, each usable once per game, thrown at night at another living player. The stupor leaves that player silent the next day: no ballot and no day action, though others may still vote against him; dawn announces it. The restorative works only on the Witch whose save potion is spent: her save is ready again. He is never told whether he hit the Witch.</translation>
    </message>
    <message>
        <source>On even nights the Assassin counts the votes pointed at him over the two days before, the Raven&apos;s two votes and the Judge&apos;s second vote included, the captain&apos;s election and kill-or-spare not. With at least four, he may name another living player, who dies at the night&apos;s resolution. His screen shows him the count and whether he may kill.</source>
        <translation>On even nights the Assassin counts the votes pointed at him over the two days before, the Raven&apos;s two votes and the Judge&apos;s second vote included, the captain&apos;s election and kill-or-spare not. With at least four, he may name another living player, who dies at the night&apos;s resolution. His screen shows him the count and whether he may kill.</translation>
    </message>
    <message>
        <source>Once per game, by day, after the captain&apos;s election and before the vote, the Cavalier may press his button, reveal himself and name another living player who is present. The app says publicly whether that player is a wolf. A wolf dies and the day ends at once, with no vote; otherwise the Cavalier dies and the day goes on.</source>
        <translation>Once per game, by day, after the captain&apos;s election and before the vote, the Cavalier may press his button, reveal himself and name another living player who is present. The app says publicly whether that player is a wolf. A wolf dies and the day ends at once, with no vote; otherwise the Cavalier dies and the day goes on.</translation>
    </message>
    <message>
        <source>On the first night the Avenger chooses the wolves&apos; side or the village&apos;s; skipping keeps the village. On the wolves&apos; side he is a wolf from that night and hunts with the pack. When he dies he names another living player: on the village side that player dies if a wolf, on the wolves&apos; side if not a wolf. Nobody is told what happened.</source>
        <translation>On the first night the Avenger chooses the wolves&apos; side or the village&apos;s; skipping keeps the village. On the wolves&apos; side he is a wolf from that night and hunts with the pack. When he dies he names another living player: on the village side that player dies if a wolf, on the wolves&apos; side if not a wolf. Nobody is told what happened.</translation>
    </message>
    <message>
        <source>On the first night the Shadow chooses another living player as his model. When the model dies, the Shadow takes the model&apos;s card at the end of that chain of deaths and plays that role from then on, with everything the card carries; his old card goes to the dead. The Ghost&apos;s card is never taken.</source>
        <translation>On the first night the Shadow chooses another living player as his model. When the model dies, the Shadow takes the model&apos;s card at the end of that chain of deaths and plays that role from then on, with everything the card carries; his old card goes to the dead. The Ghost&apos;s card is never taken.</translation>
    </message>
    <message>
        <source>At setup three different power cards are set aside for the Actor, from the Seer, Aura Seer, Fox, Bodyguard, Raven, Old Hag, Mad Doctor and Enchanter. Each night he may draw one of those left at random; that night he wakes in that card&apos;s turn and acts under its rules. A drawn card is used up, and after three draws he has no power left.</source>
        <translation>At setup three different power cards are set aside for the Actor, from the Seer, Aura Seer, Fox, Bodyguard, Raven, Old Hag, Mad Doctor and Enchanter. Each night he may draw one of those left at random; that night he wakes in that card&apos;s turn and acts under its rules. A drawn card is used up, and after three draws he has no power left.</translation>
    </message>
    <message>
        <source>The Diseased has no night action. If a wolves&apos; bite lands on him and he dies that night, every wolf kill is closed the next night: neither the pack, nor the second bite, the Big Bad Wolf, the White Wolf or the little brother may pick a victim. A saved or protected Diseased changes nothing.</source>
        <translation>The Diseased has no night action. If a wolves&apos; bite lands on him and he dies that night, every wolf kill is closed the next night: neither the pack, nor the second bite, the Big Bad Wolf, the White Wolf or the little brother may pick a victim. A saved or protected Diseased changes nothing.</translation>
    </message>
    <message>
        <source>A wolves&apos; bite that lands on the Tough Guy does not kill him at once: he is wounded, lives through the next day and dies at the next night&apos;s resolution, whatever protects him. Bitten again while wounded, he simply dies. Other causes kill him as usual.</source>
        <translation>A wolves&apos; bite that lands on the Tough Guy does not kill him at once: he is wounded, lives through the next day and dies at the next night&apos;s resolution, whatever protects him. Bitten again while wounded, he simply dies. Other causes kill him as usual.</translation>
    </message>
    <message>
        <source>Once per game, at night, the Judge may make his secret sign; nothing can block it. If he is alive at dawn, that day&apos;s vote is followed at once by a second vote without discussion: the player with the most votes, alone at the top, is hanged, and a tie or no ballot hangs nobody. The second vote has no trial, no tie-break and no Raven&apos;s votes.</source>
        <translation>Once per game, at night, the Judge may make his secret sign; nothing can block it. If he is alive at dawn, that day&apos;s vote is followed at once by a second vote without discussion: the player with the most votes, alone at the top, is hanged, and a tie or no ballot hangs nobody. The second vote has no trial, no tie-break and no Raven&apos;s votes.</translation>
    </message>
    <message>
        <source>When a player is hanged, the Servant may press her button at dusk and reveal herself: she swaps cards with the hanged player and plays that role from then on, while the hanged player&apos;s card stays hidden. She cannot do it as a lover, nor when she is absent or silenced that day.</source>
        <translation>When a player is hanged, the Servant may press her button at dusk and reveal herself: she swaps cards with the hanged player and plays that role from then on, while the hanged player&apos;s card stays hidden. She cannot do it as a lover, nor when she is absent or silenced that day.</translation>
    </message>
    <message>
        <source>At setup the app splits the seats into two groups, his holding half the players rounded up, and shows everyone both groups and which one holds the Sectarian. He has no night action. While he is alive, the moment every player outside his group is dead, the game ends and the Sectarian wins alone.</source>
        <translation>At setup the app splits the seats into two groups, his holding half the players rounded up, and shows everyone both groups and which one holds the Sectarian. He has no night action. While he is alive, the moment every player outside his group is dead, the game ends and the Sectarian wins alone.</translation>
    </message>
    <message>
        <source>When the Prince is hanged, by a verdict or the second vote, he survives, is revealed as the Prince and keeps his vote. Any other death kills him as usual, and once the village has lost its powers a hanging kills him too.</source>
        <translation>When the Prince is hanged, by a verdict or the second vote, he survives, is revealed as the Prince and keeps his vote. Any other death kills him as usual, and once the village has lost its powers a hanging kills him too.</translation>
    </message>
    <message>
        <source>At setup one extra card is set aside face down for the Drunk. He is a plain villager for two nights; at nightfall of the third night he swaps his card for that one and plays the new role from that very night. His old card goes aside, and nobody else learns what the card was.</source>
        <translation>At setup one extra card is set aside face down for the Drunk. He is a plain villager for two nights; at nightfall of the third night he swaps his card for that one and plays the new role from that very night. His old card goes aside, and nobody else learns what the card was.</translation>
    </message>
    <message>
        <source>If the Angel dies during the first night or the first day, by any cause, the game ends at once and the Angel is its only winner. Otherwise he is a plain villager and wins with the village.</source>
        <translation>If the Angel dies during the first night or the first day, by any cause, the game ends at once and the Angel is its only winner. Otherwise he is a plain villager and wins with the village.</translation>
    </message>
    <message>
        <source>Every night the Raven chooses another living player, never last night&apos;s choice. At dawn the table is told, and in that day&apos;s vote the marked player starts with two votes against him, which count towards the trial threshold too. The mark is void if the Raven is dead by dawn or the player is absent, and it never counts in the second vote.</source>
        <translation>Every night the Raven chooses another living player, never last night&apos;s choice. At dawn the table is told, and in that day&apos;s vote the marked player starts with two votes against him, which count towards the trial threshold too. The mark is void if the Raven is dead by dawn or the player is absent, and it never counts in the second vote.</translation>
    </message>
    <message>
        <source>The Apprentice Seer has no night action of his own. When the Seer dies, at the end of that chain of deaths the apprentice takes the Seer&apos;s card and looks at a player every night from the next night on. His old card goes to the dead Seer.</source>
        <translation>The Apprentice Seer has no night action of his own. When the Seer dies, at the end of that chain of deaths the apprentice takes the Seer&apos;s card and looks at a player every night from the next night on. His old card goes to the dead Seer.</translation>
    </message>
    <message>
        <source>Every night the Aura Seer chooses another living player and learns privately whether that player&apos;s card has a power: every card but a plain Villager or a plain Wolf says yes. She learns nothing about the player&apos;s team.</source>
        <translation>Every night the Aura Seer chooses another living player and learns privately whether that player&apos;s card has a power: every card but a plain Villager or a plain Wolf says yes. She learns nothing about the player&apos;s team.</translation>
    </message>
    <message>
        <source>Every night the Old Hag chooses another living player, who leaves the village for the next day; dawn announces it. That day the absent player casts no ballot, cannot be voted for, tried or challenged, takes no day action and does not count towards the trial threshold.</source>
        <translation>Every night the Old Hag chooses another living player, who leaves the village for the next day; dawn announces it. That day the absent player casts no ballot, cannot be voted for, tried or challenged, takes no day action and does not count towards the trial threshold.</translation>
    </message>
    <message>
        <source>The Old Man has no power. When the wolves first wake on the first night, the app counts them; he dies of old age at the resolution of the night numbered one more than that count (with three wolves, the fourth night), and nothing can prevent it. Any other cause can kill him sooner.</source>
        <translation>The Old Man has no power. When the wolves first wake on the first night, the app counts them; he dies of old age at the resolution of the night numbered one more than that count (with three wolves, the fourth night), and nothing can prevent it. Any other cause can kill him sooner.</translation>
    </message>
    <message>
        <source>In every kill-or-spare vote the Pacifist&apos;s ballot counts as spare, even if he casts none. He may still point at anyone in the day&apos;s vote and take part in every other ballot like anyone else, and he may say whatever he likes in the debate.</source>
        <translation>In every kill-or-spare vote the Pacifist&apos;s ballot counts as spare, even if he casts none. He may still point at anyone in the day&apos;s vote and take part in every other ballot like anyone else, and he may say whatever he likes in the debate.</translation>
    </message>
    <message>
        <source>The Ghost dies at the first night&apos;s resolution and nothing can stop it; he counts as dead for everything, with no vote and no say in the debate. Every night, the first one included, he writes on his turn a message of up to 140 characters that the app reads out to the table at dawn.</source>
        <translation>The Ghost dies at the first night&apos;s resolution and nothing can stop it; he counts as dead for everything, with no vote and no say in the debate. Every night, the first one included, he writes on his turn a message of up to 140 characters that the app reads out to the table at dawn.</translation>
    </message>
    <message>
        <source>Every night the Mad Doctor chooses two different living players, himself allowed. A wolf with a plain villager: the villager dies. A wolf with a power role: the wolf dies. A plain villager with a power role: the power role dies. Any other pair: nobody dies. The death comes at the night&apos;s resolution and nothing stops it.</source>
        <translation>Every night the Mad Doctor chooses two different living players, himself allowed. A wolf with a plain villager: the villager dies. A wolf with a power role: the wolf dies. A plain villager with a power role: the power role dies. Any other pair: nobody dies. The death comes at the night&apos;s resolution and nothing stops it.</translation>
    </message>
    <message>
        <source>The Big Bad Wolf wakes with the pack every night. Once a plain wolf, the Wild Child or the Wolf Hound has died, he also wakes alone every night after the pack and may bite one more living player, who is not one of the pack nor already a victim tonight. His bite is stopped like any other.</source>
        <translation>The Big Bad Wolf wakes with the pack every night. Once a plain wolf, the Wild Child or the Wolf Hound has died, he also wakes alone every night after the pack and may bite one more living player, who is not one of the pack nor already a victim tonight. His bite is stopped like any other.</translation>
    </message>
    <message>
        <source>The Demon Wolf wakes with the pack, then alone, and may say yes. If he does and the pack&apos;s bite lands, the victim does not die but becomes a wolf for good: he keeps his card and its powers, learns it on his next screen and hunts with the pack from the next night. A stopped bite turns nobody, and a vampire cannot be turned.</source>
        <translation>The Demon Wolf wakes with the pack, then alone, and may say yes. If he does and the pack&apos;s bite lands, the victim does not die but becomes a wolf for good: he keeps his card and its powers, learns it on his next screen and hunts with the pack from the next night. A stopped bite turns nobody, and a vampire cannot be turned.</translation>
    </message>
    <message>
        <source>The White Wolf wakes with the pack every night. On even nights he also wakes alone and may bite a plain wolf of the pack other than himself. He plays for himself: he wins only as the last player alive. He still counts as a wolf, so the village cannot win while he lives.</source>
        <translation>The White Wolf wakes with the pack every night. On even nights he also wakes alone and may bite a plain wolf of the pack other than himself. He plays for himself: he wins only as the last player alive. He still counts as a wolf, so the village cannot win while he lives.</translation>
    </message>
    <message>
        <source>The Fire Wolf hunts with the pack. Once any wolf has died, he may wake alone at night and choose another living player, whose card loses every power for good at the end of that night, so the night&apos;s own results stand. He gains one more use for every night and day in which at least two wolves die, at most one use a night.</source>
        <translation>The Fire Wolf hunts with the pack. Once any wolf has died, he may wake alone at night and choose another living player, whose card loses every power for good at the end of that night, so the night&apos;s own results stand. He gains one more use for every night and day in which at least two wolves die, at most one use a night.</translation>
    </message>
    <message>
        <source>The two wolf brothers always come as a pair. On the first night they wake and see each other; after that the Big Brother Wolf hunts with the pack every night. His death wakes his little brother&apos;s rage.</source>
        <translation>The two wolf brothers always come as a pair. On the first night they wake and see each other; after that the Big Brother Wolf hunts with the pack every night. His death wakes his little brother&apos;s rage.</translation>
    </message>
    <message>
        <source>The Little Brother Wolf meets his big brother on the first night, then keeps his eyes closed: the pack does not know him, and the Seer, the Fox and the bear see a villager. The first night after his big brother&apos;s death he wakes alone and bites one living player, then joins the pack for good.</source>
        <translation>The Little Brother Wolf meets his big brother on the first night, then keeps his eyes closed: the pack does not know him, and the Seer, the Fox and the bear see a villager. The first night after his big brother&apos;s death he wakes alone and bites one living player, then joins the pack for good.</translation>
    </message>
    <message>
        <source>The Wolf Cub is a wolf and hunts with the pack. When he dies, by any cause, the next night the pack picks a second victim after the first; the Witch is shown only the first.</source>
        <translation>The Wolf Cub is a wolf and hunts with the pack. When he dies, by any cause, the next night the pack picks a second victim after the first; the Witch is shown only the first.</translation>
    </message>
    <message>
        <source>The Traitor is not a wolf and never wakes with the pack, but plays and wins with the wolves. On the first night he is shown every wolf; the wolves do not learn who he is. The Seer sees him as a villager, and when the wolves are counted against the others he is one of the others.</source>
        <translation>The Traitor is not a wolf and never wakes with the pack, but plays and wins with the wolves. On the first night he is shown every wolf; the wolves do not learn who he is. The Seer sees him as a villager, and when the wolves are counted against the others he is one of the others.</translation>
    </message>
    <message>
        <source>The Wolf Seer wakes with the pack every night, then alone, and chooses another living player: he learns whether that player&apos;s card is the Seer, and nothing else.</source>
        <translation>The Wolf Seer wakes with the pack every night, then alone, and chooses another living player: he learns whether that player&apos;s card is the Seer, and nothing else.</translation>
    </message>
    <message>
        <source>The Lycan starts as a villager, and the Seer sees him as one. When a Seer&apos;s look falls on him, he turns into a wolf at the end of that night, learns it on his next screen and hunts with the pack from the next night. Anyone acting as the Seer counts.</source>
        <translation>The Lycan starts as a villager, and the Seer sees him as one. When a Seer&apos;s look falls on him, he turns into a wolf at the end of that night, learns it on his next screen and hunts with the pack from the next night. Anyone acting as the Seer counts.</translation>
    </message>
    <message>
        <source>The Wolf Kin starts as a villager. At the end of every chain of deaths, from the first night on, if the nearest living player on his left or right is a wolf, he turns into a wolf for good, learns it on his next screen and hunts with the pack from the next night.</source>
        <translation>The Wolf Kin starts as a villager. At the end of every chain of deaths, from the first night on, if the nearest living player on his left or right is a wolf, he turns into a wolf for good, learns it on his next screen and hunts with the pack from the next night.</translation>
    </message>
    <message>
        <source>The Dream Wolf is a wolf who does not wake: the pack sees him listed as asleep, he sees nobody, and the Seer, the Fox and the bear see a villager. At the first nightfall when no other living wolf would wake with the pack, he wakes for good and hunts from then on.</source>
        <translation>The Dream Wolf is a wolf who does not wake: the pack sees him listed as asleep, he sees nobody, and the Seer, the Fox and the bear see a villager. At the first nightfall when no other living wolf would wake with the pack, he wakes for good and hunts from then on.</translation>
    </message>
    <message>
        <source>The Stray Wolf is a wolf and hunts with the pack. On the first night he chooses another living player as his companion. When the companion dies, by any cause, the Stray Wolf dies at once.</source>
        <translation>The Stray Wolf is a wolf and hunts with the pack. On the first night he chooses another living player as his companion. When the companion dies, by any cause, the Stray Wolf dies at once.</translation>
    </message>
    <message>
        <source>The Stone Wolf is a wolf and hunts with the pack. While he is the only living wolf he cannot pick a victim in the pack&apos;s turn; he still counts as a wolf for every win.</source>
        <translation>The Stone Wolf is a wolf and hunts with the pack. While he is the only living wolf he cannot pick a victim in the pack&apos;s turn; he still counts as a wolf for every win.</translation>
    </message>
    <message>
        <source>On the first night the Wild Child chooses another living player as his role model. While the model lives he is a villager and wins with the village. When the model dies, at the end of that chain of deaths he turns into a wolf for good, learns it on his next screen and hunts with the pack from the next night.</source>
        <translation>On the first night the Wild Child chooses another living player as his role model. While the model lives he is a villager and wins with the village. When the model dies, at the end of that chain of deaths he turns into a wolf for good, learns it on his next screen and hunts with the pack from the next night.</translation>
    </message>
    <message>
        <source>On the first night, before the pack first wakes, the Wolf Hound chooses: a wolf, who hunts with the pack from that very night, or a villager, which is also what a skip means. The choice holds for the whole game.</source>
        <translation>On the first night, before the pack first wakes, the Wolf Hound chooses: a wolf, who hunts with the pack from that very night, or a villager, which is also what a skip means. The choice holds for the whole game.</translation>
    </message>
    <message>
        <source>The Cursed starts as a villager. When a wolves&apos; bite lands on him he does not die: he turns into a wolf, learns it on his next screen and hunts with the pack from the next night. A saved or protected Cursed stays a villager, and a vampire is never turned.</source>
        <translation>The Cursed starts as a villager. When a wolves&apos; bite lands on him he does not die: he turns into a wolf, learns it on his next screen and hunts with the pack from the next night. A saved or protected Cursed stays a villager, and a vampire is never turned.</translation>
    </message>
    <message>
        <source>Every night the Vampire chooses another living player, who becomes a vampire spawn unless he is a wolf, already a vampire or dies that night. The Vampire and his spawn see each other every night; spawn keep their powers, except the Pied Piper&apos;s charm, but never turn into wolves. When the Vampire dies, every spawn dies with him. The vampires win when every living player is one of them, and the village cannot win while one of them lives.</source>
        <translation>Every night the Vampire chooses another living player, who becomes a vampire spawn unless he is a wolf, already a vampire or dies that night. The Vampire and his spawn see each other every night; spawn keep their powers, except the Pied Piper&apos;s charm, but never turn into wolves. When the Vampire dies, every spawn dies with him. The vampires win when every living player is one of them, and the village cannot win while one of them lives.</translation>
    </message>
    <message>
        <source>On the first night the Heretic chooses two different living players other than himself, and takes no other action. If at the end of the game he is alive and both of them are dead, he wins alongside whoever else wins, unless the Angel won or nobody is left alive.</source>
        <translation>On the first night the Heretic chooses two different living players other than himself, and takes no other action. If at the end of the game he is alive and both of them are dead, he wins alongside whoever else wins, unless the Angel won or nobody is left alive.</translation>
    </message>
    <message>
        <source>Every night the Pied Piper charms two living players who are not yet charmed, or the last one when only one is left. Then all the charmed wake together and see each other. They stay charmed for good, and the moment every living player but him is charmed, the game ends and the Pied Piper wins alone. As a vampire spawn he loses his charm.</source>
        <translation>Every night the Pied Piper charms two living players who are not yet charmed, or the last one when only one is left. Then all the charmed wake together and see each other. They stay charmed for good, and the moment every living player but him is charmed, the game ends and the Pied Piper wins alone. As a vampire spawn he loses his charm.</translation>
    </message>
    <message>
        <source>With the captain rule, the village elects a captain on the first day: anyone living, oneself included, and a tie is drawn at random. The captain&apos;s ballot counts double in every later vote, and a captain may settle a tie by naming one of the tied players. A dying captain names a successor or the title lapses; a wolf may be captain.</source>
        <translation>With the captain rule, the village elects a captain on the first day: anyone living, oneself included, and a tie is drawn at random. The captain&apos;s ballot counts double in every later vote, and a captain may settle a tie by naming one of the tied players. A dying captain names a successor or the title lapses; a wolf may be captain.</translation>
    </message>
    <message>
        <source>The Gypsy comes only with the New Moon rule and is on the village side. She holds five spirit cards, each usable once: at night she may play one to ask whether a living player is a wolf, whether a wolf sits among a living player and his two living neighbours, whether two living players are on the same team, which card a dead player held, or how a dead player died. She may not ask about herself, and the spirits see teams as the Seer does. The answer is read out to everyone at the next dawn, without saying who asked, even if she died in the night. Her power can be blocked, and she loses it like every village role when the Elder dies.</source>
        <translation>The Gypsy comes only with the New Moon rule and is on the village side. She holds five spirit cards, each usable once: at night she may play one to ask whether a living player is a wolf, whether a wolf sits among a living player and his two living neighbours, whether two living players are on the same team, which card a dead player held, or how a dead player died. She may not ask about herself, and the spirits see teams as the Seer does. The answer is read out to everyone at the next dawn, without saying who asked, even if she died in the night. Her power can be blocked, and she loses it like every village role when the Elder dies.</translation>
    </message>
    <message>
        <source>With the New Moon and captain rules, each day after the election and before the vote the living captain may name another living, present player town crier; the job stays with him until a captain names someone else. The crier&apos;s hand is three public event cards chosen at setup, each playable once in the game. At night he may play one: if he is still alive at dawn, it is the morning&apos;s event instead of a drawn card; if he died in the night, the card stays in the hand. The job is a title, not a card or a power: it survives the captain&apos;s death, a new crier inherits the cards left, and a dead crier leaves it empty until a captain names someone.</source>
        <translation>With the New Moon and captain rules, each day after the election and before the vote the living captain may name another living, present player town crier; the job stays with him until a captain names someone else. The crier&apos;s hand is three public event cards chosen at setup, each playable once in the game. At night he may play one: if he is still alive at dawn, it is the morning&apos;s event instead of a drawn card; if he died in the night, the card stays in the hand. The job is a title, not a card or a power: it survives the captain&apos;s death, a new crier inherits the cards left, and a dead crier leaves it empty until a captain names someone.</translation>
    </message>
    <message>
        <source>Point at a card to read its full rules; the last card you change shows them here.</source>
        <translation>Point at a card to read its full rules; the last card you change shows them here.</translation>
    </message>
    <message>
        <source>The classic game</source>
        <translation>The classic game</translation>
    </message>
    <message>
        <source>Several nights and days, until one side is gone. Every night the laptop goes round twice and each player acts in secret; at dawn the app names the dead, never their roles. By day the living talk and vote one player out. The village wins when no wolf is left; the wolves win when they are as many as everyone else.</source>
        <translation>Several nights and days, until one side is gone. Every night the laptop goes round twice and each player acts in secret; at dawn the app names the dead, never their roles. By day the living talk and vote one player out. The village wins when no wolf is left; the wolves win when they are as many as everyone else.</translation>
    </message>
    <message>
        <source>The standard roles</source>
        <translation>The standard roles</translation>
    </message>
    <message>
        <source>The extended game&apos;s roles</source>
        <translation>The extended game&apos;s roles</translation>
    </message>
    <message>
        <source>A title, not a card.</source>
        <translation>A title, not a card.</translation>
    </message>
    <message>
        <source>A title, not a card: New Moon with a captain.</source>
        <translation>A title, not a card: New Moon with a captain.</translation>
    </message>
</context>
<context>
    <name>ClassicSetupScreen</name>
    <message>
        <source>Classic Werewolf: who is playing?</source>
        <translation>Classic Werewolf: who is playing?</translation>
    </message>
    <message>
        <source>Players, clockwise</source>
        <translation>Players, clockwise</translation>
    </message>
    <message>
        <source>Add a player&apos;s name…</source>
        <translation>Add a player&apos;s name…</translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation>New player&apos;s name</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Move up</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Move down</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Start the first night</source>
        <translation>Start the first night</translation>
    </message>
    <message>
        <source>Portraits</source>
        <translation>Portraits</translation>
    </message>
    <message>
        <source>Cards and rules</source>
        <translation>Cards and rules</translation>
    </message>
    <message>
        <source>Phones…</source>
        <translation>Phones…</translation>
    </message>
    <message>
        <source>Let players use their own phone as their private screen (F9)</source>
        <translation>Let players use their own phone as their private screen (F9)</translation>
    </message>
    <message>
        <source>A name can have at most %1 characters; the rest was left out.</source>
        <translation>A name can have at most %1 characters; the rest was left out.</translation>
    </message>
    <message>
        <source>Portraits: choose a player on the left first</source>
        <translation>Portraits: choose a player on the left first</translation>
    </message>
    <message>
        <source>Choose a player on the left first</source>
        <translation>Choose a player on the left first</translation>
    </message>
    <message>
        <source>Portrait for %1</source>
        <translation>Portrait for %1</translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation>Taken by %1</translation>
    </message>
    <message>
        <source>Classic Werewolf needs exactly 8 or 9 players (now %1).</source>
        <translation>Classic Werewolf needs exactly 8 or 9 players (now %1).</translation>
    </message>
    <message>
        <source>Two players have the same portrait: give each their own.</source>
        <translation>Two players have the same portrait: give each their own.</translation>
    </message>
    <message>
        <source>List the 8 to 18 players clockwise around the table, starting with whoever holds the laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename. Click a player, then a portrait on the right.</source>
        <translation>List the 8 to 18 players clockwise around the table, starting with whoever holds the laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename. Click a player, then a portrait on the right.</translation>
    </message>
    <message>
        <source>List the 8 or 9 players clockwise around the table, starting with whoever holds the laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename. Click a player, then a portrait on the right.</source>
        <translation>List the 8 or 9 players clockwise around the table, starting with whoever holds the laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename. Click a player, then a portrait on the right.</translation>
    </message>
    <message numerus="yes">
        <source>%1 players, an extended deck with %n wolf/wolves.</source>
        <translation>
            <numerusform>%1 players, an extended deck with %n wolf.</numerusform>
            <numerusform>%1 players, an extended deck with %n wolves.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 players: %2 wolves against %3 villagers and helpers.</source>
        <translation>%1 players: %2 wolves against %3 villagers and helpers.</translation>
    </message>
</context>
<context>
    <name>ClassicVisit</name>
    <message>
        <source>You protected %1 last night.</source>
        <translation>You protected %1 last night.</translation>
    </message>
    <message>
        <source>You protected this player last night.</source>
        <translation>You protected this player last night.</translation>
    </message>
    <message>
        <source>This player cannot be chosen.</source>
        <translation>This player cannot be chosen.</translation>
    </message>
    <message>
        <source>That potion is used up.</source>
        <translation>That potion is used up.</translation>
    </message>
    <message>
        <source>There is no victim to save tonight.</source>
        <translation>There is no victim to save tonight.</translation>
    </message>
    <message>
        <source>Your power is gone.</source>
        <translation>Your power is gone.</translation>
    </message>
    <message>
        <source>A wolf is among the spare cards: you must take it.</source>
        <translation>A wolf is among the spare cards: you must take it.</translation>
    </message>
    <message>
        <source>From tomorrow night you may peek.</source>
        <translation>From tomorrow night you may peek.</translation>
    </message>
    <message>
        <source>Back to menu</source>
        <translation>Back to menu</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Skip</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>A note for your later nights (optional, 140 characters)</source>
        <translation>A note for your later nights (optional, 140 characters)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>What you know</translation>
    </message>
    <message>
        <source>Done (%1)</source>
        <translation>Done (%1)</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Last turn</translation>
    </message>
    <message>
        <source>%1 · round %2 of %3</source>
        <translation>%1 · round %2 of %3</translation>
    </message>
    <message>
        <source>%1 is dead — pass on</source>
        <translation>%1 is dead — pass on</translation>
    </message>
    <message>
        <source>Wait until Done lights up, then pass the laptop on.</source>
        <translation>Wait until Done lights up, then pass the laptop on.</translation>
    </message>
    <message>
        <source>Nobody is left to shoot</source>
        <translation>Nobody is left to shoot</translation>
    </message>
    <message>
        <source>Nothing left to use tonight</source>
        <translation>Nothing left to use tonight</translation>
    </message>
    <message>
        <source>Your last turn: nothing to do</source>
        <translation>Your last turn: nothing to do</translation>
    </message>
    <message>
        <source>Nothing to do on this visit</source>
        <translation>Nothing to do on this visit</translation>
    </message>
    <message>
        <source>Tap any player, then Confirm: everyone does the same, so nobody can tell who had something to do.</source>
        <translation>Tap any player, then Confirm: everyone does the same, so nobody can tell who had something to do.</translation>
    </message>
    <message>
        <source>You chose this player last night.</source>
        <translation>You chose this player last night.</translation>
    </message>
    <message>
        <source>Your power is blocked tonight.</source>
        <translation>Your power is blocked tonight.</translation>
    </message>
    <message>
        <source>You cannot use this tonight.</source>
        <translation>You cannot use this tonight.</translation>
    </message>
    <message>
        <source>Stupor</source>
        <translation>Stupor</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>That is all for you now. Press Done, leave the laptop in the middle and close your eyes.</source>
        <translation>That is all for you now. Press Done, leave the laptop in the middle and close your eyes.</translation>
    </message>
    <message>
        <source>Done. Wait until Done lights up, then press it.</source>
        <translation>Done. Wait until Done lights up, then press it.</translation>
    </message>
    <message>
        <source>Wait until Done lights up, then press it.</source>
        <translation>Wait until Done lights up, then press it.</translation>
    </message>
    <message>
        <source>%1 is dead</source>
        <translation>%1 is dead</translation>
    </message>
    <message>
        <source>You are the %1 (team: %2).</source>
        <translation>You are the %1 (team: %2).</translation>
    </message>
    <message>
        <source>Your card for the whole game. %1</source>
        <translation>Your card for the whole game. %1</translation>
    </message>
    <message>
        <source>Your pack: %1</source>
        <translation>Your pack: %1</translation>
    </message>
    <message>
        <source>Dead wolves: %1</source>
        <translation>Dead wolves: %1</translation>
    </message>
    <message>
        <source>%1 picked %2</source>
        <translation>%1 picked %2</translation>
    </message>
    <message>
        <source>%1 did not pick</source>
        <translation>%1 did not pick</translation>
    </message>
    <message>
        <source>Tonight&apos;s victim: %1</source>
        <translation>Tonight&apos;s victim: %1</translation>
    </message>
    <message>
        <source>No victim tonight (the picks were tied or empty).</source>
        <translation>No victim tonight (the picks were tied or empty).</translation>
    </message>
    <message>
        <source>Night %1: %2 is on the %3 side</source>
        <translation>Night %1: %2 is on the %3 side</translation>
    </message>
    <message>
        <source>Last night you protected %1.</source>
        <translation>Last night you protected %1.</translation>
    </message>
    <message>
        <source>Potions left: %1</source>
        <translation>Potions left: %1</translation>
    </message>
    <message>
        <source>save</source>
        <translation>save</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>poison</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Night %1, %2 wrote: %3</source>
        <translation>Night %1, %2 wrote: %3</translation>
    </message>
    <message>
        <source>Your note, night %1: %2</source>
        <translation>Your note, night %1: %2</translation>
    </message>
    <message>
        <source>Choose tonight&apos;s victim</source>
        <translation>Choose tonight&apos;s victim</translation>
    </message>
    <message>
        <source>Tap a player who is not a wolf, then Confirm. The player most picked is bitten; a tie means nobody is.</source>
        <translation>Tap a player who is not a wolf, then Confirm. The player most picked is bitten; a tie means nobody is.</translation>
    </message>
    <message>
        <source>Look at one player</source>
        <translation>Look at one player</translation>
    </message>
    <message>
        <source>Tap another living player, then Confirm: you will see their side.</source>
        <translation>Tap another living player, then Confirm: you will see their side.</translation>
    </message>
    <message>
        <source>Protect one player tonight</source>
        <translation>Protect one player tonight</translation>
    </message>
    <message>
        <source>Tap a living player (yourself too), then Confirm. Not the same player two nights running.</source>
        <translation>Tap a living player (yourself too), then Confirm. Not the same player two nights running.</translation>
    </message>
    <message>
        <source>Your potions</source>
        <translation>Your potions</translation>
    </message>
    <message>
        <source>You are dying: take a last shot</source>
        <translation>You are dying: take a last shot</translation>
    </message>
    <message>
        <source>Tap a living player and Confirm to shoot them, or Skip.</source>
        <translation>Tap a living player and Confirm to shoot them, or Skip.</translation>
    </message>
    <message>
        <source>Save %1</source>
        <translation>Save %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>%1 is on the %2 side.</source>
        <translation>%1 is on the %2 side.</translation>
    </message>
    <message>
        <source>The wolves</source>
        <translation>The wolves</translation>
    </message>
    <message>
        <source>The village</source>
        <translation>The village</translation>
    </message>
    <message>
        <source>Done. Wait until Done lights up, then pass the laptop on.</source>
        <translation>Done. Wait until Done lights up, then pass the laptop on.</translation>
    </message>
    <message>
        <source>You are the %1.</source>
        <translation>You are the %1.</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>Don&apos;t save</translation>
    </message>
    <message>
        <source>tap a player</source>
        <translation>tap a player</translation>
    </message>
    <message>
        <source>tap players %1 times</source>
        <translation>tap players %1 times</translation>
    </message>
    <message>
        <source>press a button above Skip</source>
        <translation>press a button above Skip</translation>
    </message>
    <message>
        <source>tap a card</source>
        <translation>tap a card</translation>
    </message>
    <message>
        <source>One more round, nothing more for you: %1, then Confirm.</source>
        <translation>One more round, nothing more for you: %1, then Confirm.</translation>
    </message>
    <message>
        <source>Every visit does this, so nobody can tell: %1, then Confirm.</source>
        <translation>Every visit does this, so nobody can tell: %1, then Confirm.</translation>
    </message>
    <message>
        <source>Press</source>
        <translation>Press</translation>
    </message>
    <message>
        <source>Tap the card, then Confirm.</source>
        <translation>Tap the card, then Confirm.</translation>
    </message>
    <message>
        <source>Keep the Thief</source>
        <translation>Keep the Thief</translation>
    </message>
    <message>
        <source>Sleep</source>
        <translation>Sleep</translation>
    </message>
    <message>
        <source>Peek</source>
        <translation>Peek</translation>
    </message>
    <message>
        <source>You will see the answer on your next visit.</source>
        <translation>You will see the answer on your next visit.</translation>
    </message>
    <message>
        <source>the lovers</source>
        <translation>the lovers</translation>
    </message>
    <message>
        <source>Write here if you wish (optional, 140 characters)</source>
        <translation>Write here if you wish (optional, 140 characters)</translation>
    </message>
    <message>
        <source>You may write in the field below; nobody will read it. Wait until Done lights up, then pass the laptop on.</source>
        <translation>You may write in the field below; nobody will read it. Wait until Done lights up, then pass the laptop on.</translation>
    </message>
    <message>
        <source>Your power is blocked tonight</source>
        <translation>Your power is blocked tonight</translation>
    </message>
    <message>
        <source>Dead, you can no longer take a hanged player&apos;s card.</source>
        <translation>Dead, you can no longer take a hanged player&apos;s card.</translation>
    </message>
    <message>
        <source>Sign</source>
        <translation>Sign</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Convert</source>
        <translation>Convert</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Keep them</translation>
    </message>
    <message>
        <source>Your choice: %1.</source>
        <translation>Your choice: %1.</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>Kill</translation>
    </message>
    <message>
        <source>Spare</source>
        <translation>Spare</translation>
    </message>
    <message>
        <source>Ballot · %1 s left</source>
        <translation>Ballot · %1 s left</translation>
    </message>
    <message>
        <source>%1, your secret ballot</source>
        <translation>%1, your secret ballot</translation>
    </message>
    <message>
        <source>You are the captain: your ballot counts double.</source>
        <translation>You are the captain: your ballot counts double.</translation>
    </message>
    <message>
        <source>You are the captain: your ballot counts three times today.</source>
        <translation>You are the captain: your ballot counts three times today.</translation>
    </message>
    <message>
        <source>Your ballot is in</source>
        <translation>Your ballot is in</translation>
    </message>
    <message>
        <source>You abstained.</source>
        <translation>You abstained.</translation>
    </message>
    <message>
        <source>You voted to kill %1.</source>
        <translation>You voted to kill %1.</translation>
    </message>
    <message>
        <source>You voted to spare %1.</source>
        <translation>You voted to spare %1.</translation>
    </message>
    <message>
        <source>You voted for %1.</source>
        <translation>You voted for %1.</translation>
    </message>
    <message>
        <source>You voted against %1.</source>
        <translation>You voted against %1.</translation>
    </message>
    <message>
        <source>It cannot be changed. Wait until Done lights up, then press it.</source>
        <translation>It cannot be changed. Wait until Done lights up, then press it.</translation>
    </message>
    <message>
        <source>It cannot be changed. Wait until Done lights up, then pass on.</source>
        <translation>It cannot be changed. Wait until Done lights up, then pass on.</translation>
    </message>
    <message>
        <source>You cannot vote for yourself.</source>
        <translation>You cannot vote for yourself.</translation>
    </message>
    <message>
        <source>Abstain</source>
        <translation>Abstain</translation>
    </message>
    <message>
        <source>Two spare cards</source>
        <translation>Two spare cards</translation>
    </message>
    <message>
        <source>Tap a card, then Confirm: it is your card for the whole game. Skip keeps the Thief, a villager with no power.</source>
        <translation>Tap a card, then Confirm: it is your card for the whole game. Skip keeps the Thief, a villager with no power.</translation>
    </message>
    <message>
        <source>Choose the two lovers</source>
        <translation>Choose the two lovers</translation>
    </message>
    <message>
        <source>Tap two living players (yourself too), then Confirm. Tap a player again to unselect. The lovers will know each other.</source>
        <translation>Tap two living players (yourself too), then Confirm. Tap a player again to unselect. The lovers will know each other.</translation>
    </message>
    <message>
        <source>Tap another player (a wolf too), then Confirm. The player most picked is bitten; a tie means nobody is.</source>
        <translation>Tap another player (a wolf too), then Confirm. The player most picked is bitten; a tie means nobody is.</translation>
    </message>
    <message>
        <source>Peek at the wolves?</source>
        <translation>Peek at the wolves?</translation>
    </message>
    <message>
        <source>Peek to learn one wolf&apos;s name; but one time in three the wolves see you, and then you die tonight. Sleep is safe.</source>
        <translation>Peek to learn one wolf&apos;s name; but one time in three the wolves see you, and then you die tonight. Sleep is safe.</translation>
    </message>
    <message>
        <source>Sniff out a group of three</source>
        <translation>Sniff out a group of three</translation>
    </message>
    <message>
        <source>Tap a living player (yourself too), then Confirm: you learn whether a wolf is among that player and their two living neighbours. If none is, your power is gone.</source>
        <translation>Tap a living player (yourself too), then Confirm: you learn whether a wolf is among that player and their two living neighbours. If none is, your power is gone.</translation>
    </message>
    <message>
        <source>Press Save to save tonight&apos;s victim, or Don&apos;t save and tap a player to poison them; then Confirm. One potion a night at most; none: Skip.</source>
        <translation>Press Save to save tonight&apos;s victim, or Don&apos;t save and tap a player to poison them; then Confirm. One potion a night at most; none: Skip.</translation>
    </message>
    <message>
        <source>Press Save or Don&apos;t save, and tap a player to poison them (after Save, a tap on the victim poisons nobody); then Confirm.</source>
        <translation>Press Save or Don&apos;t save, and tap a player to poison them (after Save, a tap on the victim poisons nobody); then Confirm.</translation>
    </message>
    <message>
        <source>You die for the tie</source>
        <translation>You die for the tie</translation>
    </message>
    <message>
        <source>Name a player who goes on trial tomorrow, or skip. Tap a living player, then Confirm.</source>
        <translation>Name a player who goes on trial tomorrow, or skip. Tap a living player, then Confirm.</translation>
    </message>
    <message>
        <source>Name the new captain</source>
        <translation>Name the new captain</translation>
    </message>
    <message>
        <source>You were the captain: name the new captain, or skip. Tap a living player, then Confirm.</source>
        <translation>You were the captain: name the new captain, or skip. Tap a living player, then Confirm.</translation>
    </message>
    <message>
        <source>Your last turn: your service is over</source>
        <translation>Your last turn: your service is over</translation>
    </message>
    <message>
        <source>Your power is gone</source>
        <translation>Your power is gone</translation>
    </message>
    <message>
        <source>From tomorrow night you may peek</source>
        <translation>From tomorrow night you may peek</translation>
    </message>
    <message>
        <source>%1: a wolf is among them.</source>
        <translation>%1: a wolf is among them.</translation>
    </message>
    <message>
        <source>%1: no wolf. Your power is gone.</source>
        <translation>%1: no wolf. Your power is gone.</translation>
    </message>
    <message>
        <source>You saw a wolf: %1.</source>
        <translation>You saw a wolf: %1.</translation>
    </message>
    <message>
        <source>The wolves saw you! You die tonight.</source>
        <translation>The wolves saw you! You die tonight.</translation>
    </message>
    <message>
        <source>You are now the %1.</source>
        <translation>You are now the %1.</translation>
    </message>
    <message>
        <source>Last night you caught the Little Girl, %1.</source>
        <translation>Last night you caught the Little Girl, %1.</translation>
    </message>
    <message>
        <source>Your lover is %1, the %2.</source>
        <translation>Your lover is %1, the %2.</translation>
    </message>
    <message>
        <source>You two are a team of your own: you win together if you are the last two.</source>
        <translation>You two are a team of your own: you win together if you are the last two.</translation>
    </message>
    <message>
        <source>Your partner, %1, is alive.</source>
        <translation>Your partner, %1, is alive.</translation>
    </message>
    <message>
        <source>Your partner, %1, is dead.</source>
        <translation>Your partner, %1, is dead.</translation>
    </message>
    <message>
        <source>Night %1: %2&apos;s card is the %3</source>
        <translation>Night %1: %2&apos;s card is the %3</translation>
    </message>
    <message>
        <source>You are dying: take your revenge</source>
        <translation>You are dying: take your revenge</translation>
    </message>
    <message>
        <source>Tap a living player and Confirm: if they are not a wolf, they die. Nothing is said either way. Or Skip.</source>
        <translation>Tap a living player and Confirm: if they are not a wolf, they die. Nothing is said either way. Or Skip.</translation>
    </message>
    <message>
        <source>Tap a living player and Confirm: if they are a wolf, they die. Nothing is said either way. Or Skip.</source>
        <translation>Tap a living player and Confirm: if they are a wolf, they die. Nothing is said either way. Or Skip.</translation>
    </message>
    <message>
        <source>Tap another living player, then Confirm.</source>
        <translation>Tap another living player, then Confirm.</translation>
    </message>
    <message>
        <source>Choose your side</source>
        <translation>Choose your side</translation>
    </message>
    <message>
        <source>Tap The wolves (you wake with the pack from tonight) or The village, then Confirm. Skip stays with the village.</source>
        <translation>Tap The wolves (you wake with the pack from tonight) or The village, then Confirm. Skip stays with the village.</translation>
    </message>
    <message>
        <source>Tap The wolves or The village, for the whole game, then Confirm. Skip stays with the village.</source>
        <translation>Tap The wolves or The village, for the whole game, then Confirm. Skip stays with the village.</translation>
    </message>
    <message>
        <source>Choose your companion</source>
        <translation>Choose your companion</translation>
    </message>
    <message>
        <source>%1 If your companion dies, you die with them.</source>
        <translation>%1 If your companion dies, you die with them.</translation>
    </message>
    <message>
        <source>Choose your role model</source>
        <translation>Choose your role model</translation>
    </message>
    <message>
        <source>%1 If your role model dies, you become a wolf.</source>
        <translation>%1 If your role model dies, you become a wolf.</translation>
    </message>
    <message>
        <source>Choose your model</source>
        <translation>Choose your model</translation>
    </message>
    <message>
        <source>%1 When your model dies, you take their card.</source>
        <translation>%1 When your model dies, you take their card.</translation>
    </message>
    <message>
        <source>Choose your two picks</source>
        <translation>Choose your two picks</translation>
    </message>
    <message>
        <source>Tap two other living players, then Confirm. Tap a player again to unselect. You win with any side if you are alive at the end and both of them are dead.</source>
        <translation>Tap two other living players, then Confirm. Tap a player again to unselect. You win with any side if you are alive at the end and both of them are dead.</translation>
    </message>
    <message>
        <source>Give the sign?</source>
        <translation>Give the sign?</translation>
    </message>
    <message>
        <source>Sign to call a second vote after tomorrow&apos;s vote (once a game). Skip keeps it.</source>
        <translation>Sign to call a second vote after tomorrow&apos;s vote (once a game). Skip keeps it.</translation>
    </message>
    <message>
        <source>Block one player tonight</source>
        <translation>Block one player tonight</translation>
    </message>
    <message>
        <source>%1 Their power does nothing tonight. Not the same player two nights running.</source>
        <translation>%1 Their power does nothing tonight. Not the same player two nights running.</translation>
    </message>
    <message>
        <source>Draw tonight&apos;s card</source>
        <translation>Draw tonight&apos;s card</translation>
    </message>
    <message>
        <source>Draw one of your cards at random: tonight you act as that role. Skip keeps them.</source>
        <translation>Draw one of your cards at random: tonight you act as that role. Skip keeps them.</translation>
    </message>
    <message>
        <source>Your rage: bite one player</source>
        <translation>Your rage: bite one player</translation>
    </message>
    <message>
        <source>%1 Tonight you bite alone, then you wake with the pack.</source>
        <translation>%1 Tonight you bite alone, then you wake with the pack.</translation>
    </message>
    <message>
        <source>Choose the second victim</source>
        <translation>Choose the second victim</translation>
    </message>
    <message>
        <source>The wolf cub died: the pack bites twice tonight. Tap a player who is not a wolf and not the first victim, then Confirm.</source>
        <translation>The wolf cub died: the pack bites twice tonight. Tap a player who is not a wolf and not the first victim, then Confirm.</translation>
    </message>
    <message>
        <source>Turn tonight&apos;s victim?</source>
        <translation>Turn tonight&apos;s victim?</translation>
    </message>
    <message>
        <source>Convert: if the bite lands, the victim becomes a wolf instead of dying. Skip lets the bite kill.</source>
        <translation>Convert: if the bite lands, the victim becomes a wolf instead of dying. Skip lets the bite kill.</translation>
    </message>
    <message>
        <source>Your own victim</source>
        <translation>Your own victim</translation>
    </message>
    <message>
        <source>A wolf has died: you bite a second player. Tap a player who is not a wolf and not already bitten tonight, then Confirm.</source>
        <translation>A wolf has died: you bite a second player. Tap a player who is not a wolf and not already bitten tonight, then Confirm.</translation>
    </message>
    <message>
        <source>Bite a wolf?</source>
        <translation>Bite a wolf?</translation>
    </message>
    <message>
        <source>Tap a wolf of the pack (not yourself) to kill them tonight, then Confirm, or Skip.</source>
        <translation>Tap a wolf of the pack (not yourself) to kill them tonight, then Confirm, or Skip.</translation>
    </message>
    <message>
        <source>Look for the seer</source>
        <translation>Look for the seer</translation>
    </message>
    <message>
        <source>%1 You learn whether that player is the Seer.</source>
        <translation>%1 You learn whether that player is the Seer.</translation>
    </message>
    <message>
        <source>Burn a power</source>
        <translation>Burn a power</translation>
    </message>
    <message>
        <source>%1 That player&apos;s card loses its power for good tonight.</source>
        <translation>%1 That player&apos;s card loses its power for good tonight.</translation>
    </message>
    <message>
        <source>Bite one player</source>
        <translation>Bite one player</translation>
    </message>
    <message>
        <source>%1 Unless they are a wolf or die tonight, they become a vampire.</source>
        <translation>%1 Unless they are a wolf or die tonight, they become a vampire.</translation>
    </message>
    <message>
        <source>Charm one player</source>
        <translation>Charm one player</translation>
    </message>
    <message>
        <source>Charm two players</source>
        <translation>Charm two players</translation>
    </message>
    <message>
        <source>Tap the last uncharmed player, then Confirm.</source>
        <translation>Tap the last uncharmed player, then Confirm.</translation>
    </message>
    <message>
        <source>Tap two other living players who are not charmed, then Confirm. Tap a player again to unselect.</source>
        <translation>Tap two other living players who are not charmed, then Confirm. Tap a player again to unselect.</translation>
    </message>
    <message>
        <source>Look at one player&apos;s aura</source>
        <translation>Look at one player&apos;s aura</translation>
    </message>
    <message>
        <source>%1 You learn whether their card has a power.</source>
        <translation>%1 You learn whether their card has a power.</translation>
    </message>
    <message>
        <source>Enchant one player</source>
        <translation>Enchant one player</translation>
    </message>
    <message>
        <source>%1 If you are to die tonight, they die instead. Not the same player two nights running.</source>
        <translation>%1 If you are to die tonight, they die instead. Not the same player two nights running.</translation>
    </message>
    <message>
        <source>Mark one player</source>
        <translation>Mark one player</translation>
    </message>
    <message>
        <source>%1 They start tomorrow&apos;s vote with two votes against them. Not the same player two nights running.</source>
        <translation>%1 They start tomorrow&apos;s vote with two votes against them. Not the same player two nights running.</translation>
    </message>
    <message>
        <source>Send one player away</source>
        <translation>Send one player away</translation>
    </message>
    <message>
        <source>%1 They are away tomorrow: no speaking, no vote.</source>
        <translation>%1 They are away tomorrow: no speaking, no vote.</translation>
    </message>
    <message>
        <source>Operate on two players</source>
        <translation>Operate on two players</translation>
    </message>
    <message>
        <source>Tap two living players (yourself too), then Confirm. Tap a player again to unselect. A wolf and a villager: the villager dies; a wolf and a power role: the wolf dies; a villager and a power role: the power role dies.</source>
        <translation>Tap two living players (yourself too), then Confirm. Tap a player again to unselect. A wolf and a villager: the villager dies; a wolf and a power role: the wolf dies; a villager and a power role: the power role dies.</translation>
    </message>
    <message>
        <source>Kill one player?</source>
        <translation>Kill one player?</translation>
    </message>
    <message>
        <source>%1 votes were cast against you over the last two days. Tap another living player, then Confirm: they die tonight. Or Skip.</source>
        <translation>%1 votes were cast against you over the last two days. Tap another living player, then Confirm: they die tonight. Or Skip.</translation>
    </message>
    <message>
        <source>Your draughts</source>
        <translation>Your draughts</translation>
    </message>
    <message>
        <source>Choose Stupor (they cannot speak tomorrow) or Restore (if they are the Witch, her used save potion comes back), tap another living player, then Confirm. Each draught works once a game.</source>
        <translation>Choose Stupor (they cannot speak tomorrow) or Restore (if they are the Witch, her used save potion comes back), tap another living player, then Confirm. Each draught works once a game.</translation>
    </message>
    <message>
        <source>You are the Ghost: a message</source>
        <translation>You are the Ghost: a message</translation>
    </message>
    <message>
        <source>Write a message for the village in the field below (at most 140 characters), then press Done. It is read out at dawn. Leave it empty to say nothing.</source>
        <translation>Write a message for the village in the field below (at most 140 characters), then press Done. It is read out at dawn. Leave it empty to say nothing.</translation>
    </message>
    <message>
        <source>Ask the spirits</source>
        <translation>Ask the spirits</translation>
    </message>
    <message>
        <source>Tap one of your cards, then the player it asks about, then Confirm; or Skip.</source>
        <translation>Tap one of your cards, then the player it asks about, then Confirm; or Skip.</translation>
    </message>
    <message>
        <source>Play a card for the morning?</source>
        <translation>Play a card for the morning?</translation>
    </message>
    <message>
        <source>Tap one of your cards, then Play: if you are alive at dawn, it is this dawn&apos;s event. Or keep them.</source>
        <translation>Tap one of your cards, then Play: if you are alive at dawn, it is this dawn&apos;s event. Or keep them.</translation>
    </message>
    <message>
        <source>The spirits answer at dawn, for everyone to hear.</source>
        <translation>The spirits answer at dawn, for everyone to hear.</translation>
    </message>
    <message>
        <source>Tap two other living players, then Confirm.</source>
        <translation>Tap two other living players, then Confirm.</translation>
    </message>
    <message>
        <source>Tap a dead player, then Confirm.</source>
        <translation>Tap a dead player, then Confirm.</translation>
    </message>
    <message>
        <source>You cannot ask the spirits about yourself.</source>
        <translation>You cannot ask the spirits about yourself.</translation>
    </message>
    <message>
        <source>This card asks about a living player.</source>
        <translation>This card asks about a living player.</translation>
    </message>
    <message>
        <source>This card asks about a dead player.</source>
        <translation>This card asks about a dead player.</translation>
    </message>
    <message>
        <source>Nobody can be asked about with this card tonight.</source>
        <translation>Nobody can be asked about with this card tonight.</translation>
    </message>
    <message>
        <source>You keep your cards.</source>
        <translation>You keep your cards.</translation>
    </message>
    <message>
        <source>You asked the spirits: %1</source>
        <translation>You asked the spirits: %1</translation>
    </message>
    <message>
        <source>You play %1: if you are alive at dawn, it is this dawn&apos;s event.</source>
        <translation>You play %1: if you are alive at dawn, it is this dawn&apos;s event.</translation>
    </message>
    <message>
        <source>%1 votes were cast against you over the last two days: you need 4 to kill.</source>
        <translation>%1 votes were cast against you over the last two days: you need 4 to kill.</translation>
    </message>
    <message>
        <source>You are now a wolf: you wake with the pack and win with the wolves.</source>
        <translation>You are now a wolf: you wake with the pack and win with the wolves.</translation>
    </message>
    <message>
        <source>You are now a vampire: you win with the vampires.</source>
        <translation>You are now a vampire: you win with the vampires.</translation>
    </message>
    <message>
        <source>Your card changed: you are now the %1.</source>
        <translation>Your card changed: you are now the %1.</translation>
    </message>
    <message>
        <source>In the fog you see %1&apos;s card: the %2.</source>
        <translation>In the fog you see %1&apos;s card: the %2.</translation>
    </message>
    <message>
        <source>You joined the wolves.</source>
        <translation>You joined the wolves.</translation>
    </message>
    <message>
        <source>You stay with the village.</source>
        <translation>You stay with the village.</translation>
    </message>
    <message>
        <source>You drew the %1: tonight you act as the %1.</source>
        <translation>You drew the %1: tonight you act as the %1.</translation>
    </message>
    <message>
        <source>%1 is the Seer.</source>
        <translation>%1 is the Seer.</translation>
    </message>
    <message>
        <source>%1 is not the Seer.</source>
        <translation>%1 is not the Seer.</translation>
    </message>
    <message>
        <source>%1&apos;s card has a power.</source>
        <translation>%1&apos;s card has a power.</translation>
    </message>
    <message>
        <source>%1&apos;s card has no power.</source>
        <translation>%1&apos;s card has no power.</translation>
    </message>
    <message>
        <source>Your wolf brother: %1.</source>
        <translation>Your wolf brother: %1.</translation>
    </message>
    <message>
        <source>The wolves: %1. You win with them, but they do not know you.</source>
        <translation>The wolves: %1. You win with them, but they do not know you.</translation>
    </message>
    <message>
        <source>The vampires: %1.</source>
        <translation>The vampires: %1.</translation>
    </message>
    <message>
        <source>The charmed: %1.</source>
        <translation>The charmed: %1.</translation>
    </message>
    <message>
        <source>New in the pack tonight: %1.</source>
        <translation>New in the pack tonight: %1.</translation>
    </message>
    <message>
        <source>The second victim: %1.</source>
        <translation>The second victim: %1.</translation>
    </message>
    <message>
        <source>No second victim tonight.</source>
        <translation>No second victim tonight.</translation>
    </message>
    <message>
        <source>The wolves: %1.</source>
        <translation>The wolves: %1.</translation>
    </message>
    <message>
        <source>Your companion: %1.</source>
        <translation>Your companion: %1.</translation>
    </message>
    <message>
        <source>Your model: %1.</source>
        <translation>Your model: %1.</translation>
    </message>
    <message>
        <source>Your picks: %1.</source>
        <translation>Your picks: %1.</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>A face-down card</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your lover: %1.</source>
        <translation>Your lover: %1.</translation>
    </message>
    <message>
        <source>Your brothers: %1.</source>
        <translation>Your brothers: %1.</translation>
    </message>
    <message>
        <source>Night %1: a wolf among %2</source>
        <translation>Night %1: a wolf among %2</translation>
    </message>
    <message>
        <source>Night %1: no wolf among %2</source>
        <translation>Night %1: no wolf among %2</translation>
    </message>
    <message>
        <source>Night %1: you saw the wolf %2</source>
        <translation>Night %1: you saw the wolf %2</translation>
    </message>
    <message>
        <source>Elect the captain</source>
        <translation>Elect the captain</translation>
    </message>
    <message>
        <source>Tap any living player (yourself too), then Confirm, or Abstain. The most votes wins; a tie is drawn at random.</source>
        <translation>Tap any living player (yourself too), then Confirm, or Abstain. The most votes wins; a tie is drawn at random.</translation>
    </message>
    <message>
        <source>%1 is on trial: kill or spare?</source>
        <translation>%1 is on trial: kill or spare?</translation>
    </message>
    <message>
        <source>Choose Kill or Spare, then Confirm, or Abstain. More kills than spares: the accused is hanged; otherwise they live.</source>
        <translation>Choose Kill or Spare, then Confirm, or Abstain. More kills than spares: the accused is hanged; otherwise they live.</translation>
    </message>
    <message>
        <source>Tap another living player, then Confirm, or Abstain. The player most pointed at goes on trial if more than half of the living point at them.</source>
        <translation>Tap another living player, then Confirm, or Abstain. The player most pointed at goes on trial if more than half of the living point at them.</translation>
    </message>
    <message>
        <source>Tap another living player, then Confirm, or Abstain. The player with the most votes is voted out; a tie means nobody is.</source>
        <translation>Tap another living player, then Confirm, or Abstain. The player with the most votes is voted out; a tie means nobody is.</translation>
    </message>
    <message>
        <source>Who should leave the village?</source>
        <translation>Who should leave the village?</translation>
    </message>
</context>
<context>
    <name>ConfessionScreen</name>
    <message>
        <source>Confession</source>
        <translation>Confession</translation>
    </message>
    <message>
        <source>Remember it, press Done, and put the laptop back in the middle.</source>
        <translation>Remember it, press Done, and put the laptop back in the middle.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Hide (Esc)</source>
        <translation>Hide (Esc)</translation>
    </message>
    <message>
        <source>%1 is on the side of %2.</source>
        <translation>%1 is on the side of %2.</translation>
    </message>
</context>
<context>
    <name>Copy</name>
    <message>
        <source>You never wake up as this role, but you have its power and goal.</source>
        <translation>You never wake up as this role, but you have its power and goal.</translation>
    </message>
    <message>
        <source>This role has no night action: you now have its power and goal.</source>
        <translation>This role has no night action: you now have its power and goal.</translation>
    </message>
    <message>
        <source>You will wake up with the vampires to give the Vampire mark.</source>
        <translation>You will wake up with the vampires to give the Vampire mark.</translation>
    </message>
    <message>
        <source>You will wake up with the vampires, then give your own Fear mark.</source>
        <translation>You will wake up with the vampires, then give your own Fear mark.</translation>
    </message>
    <message>
        <source>You will wake up with the werewolves.</source>
        <translation>You will wake up with the werewolves.</translation>
    </message>
    <message>
        <source>You are a werewolf who never wakes up: you raise your thumb for the other wolves.</source>
        <translation>You are a werewolf who never wakes up: you raise your thumb for the other wolves.</translation>
    </message>
    <message>
        <source>You will wake up with the Minion to see the werewolves.</source>
        <translation>You will wake up with the Minion to see the werewolves.</translation>
    </message>
    <message>
        <source>You will wake up with the masons.</source>
        <translation>You will wake up with the masons.</translation>
    </message>
    <message>
        <source>You will wake up right after the Pickpocket.</source>
        <translation>You will wake up right after the Pickpocket.</translation>
    </message>
    <message>
        <source>You will wake up later as the Doppelgänger-%1.</source>
        <translation>You will wake up later as the Doppelgänger-%1.</translation>
    </message>
</context>
<context>
    <name>Countdown</name>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <source>Time is up!</source>
        <translation>Time is up!</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong</source>
        <translation>Something went wrong</translation>
    </message>
    <message>
        <source>Something went wrong — your game is saved.</source>
        <translation>Something went wrong — your game is saved.</translation>
    </message>
    <message>
        <source>The details were written to %1.</source>
        <translation>The details were written to %1.</translation>
    </message>
    <message>
        <source>You can keep playing. If something looks wrong, quit and resume the game from the start screen.</source>
        <translation>You can keep playing. If something looks wrong, quit and resume the game from the start screen.</translation>
    </message>
</context>
<context>
    <name>CrierScreen</name>
    <message>
        <source>The town crier may play one of the job&apos;s cards at night: it becomes the next dawn&apos;s event. The captain names whoever he likes, or keeps the crier as he is.</source>
        <translation>The town crier may play one of the job&apos;s cards at night: it becomes the next dawn&apos;s event. The captain names whoever he likes, or keeps the crier as he is.</translation>
    </message>
    <message>
        <source>Captain %1, name the town crier</source>
        <translation>Captain %1, name the town crier</translation>
    </message>
    <message>
        <source>The job&apos;s cards: %1</source>
        <translation>The job&apos;s cards: %1</translation>
    </message>
    <message>
        <source>The job&apos;s cards are all played.</source>
        <translation>The job&apos;s cards are all played.</translation>
    </message>
    <message>
        <source>Keep %1 as the town crier</source>
        <translation>Keep %1 as the town crier</translation>
    </message>
    <message>
        <source>Name nobody for now</source>
        <translation>Name nobody for now</translation>
    </message>
</context>
<context>
    <name>CurtainScreen</name>
    <message>
        <source>Back to menu</source>
        <translation>Back to menu</translation>
    </message>
    <message>
        <source>Only this player may look. Press and hold the moon to open.</source>
        <translation>Only this player may look. Press and hold the moon to open.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Pass to %1</translation>
    </message>
    <message>
        <source>%1 is dead — pass on</source>
        <translation>%1 is dead — pass on</translation>
    </message>
    <message>
        <source>A short pause, as long as anyone&apos;s turn: press and hold the moon, then pass the laptop on.</source>
        <translation>A short pause, as long as anyone&apos;s turn: press and hold the moon, then pass the laptop on.</translation>
    </message>
</context>
<context>
    <name>DayScreen</name>
    <message>
        <source>Good morning! Everyone wakes up.</source>
        <translation>Good morning! Everyone wakes up.</translation>
    </message>
    <message>
        <source>Put the laptop in the middle. Talk: who is a monster? Anyone may claim anything. When time is up, everyone points at someone.</source>
        <translation>Put the laptop in the middle. Talk: who is a monster? Anyone may claim anything. When time is up, everyone points at someone.</translation>
    </message>
    <message>
        <source>Discussion time left</source>
        <translation>Discussion time left</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <source>Vote now</source>
        <translation>Vote now</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Roles in this game</source>
        <translation>Roles in this game</translation>
    </message>
    <message>
        <source>Time is up!</source>
        <translation>Time is up!</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>DealScreen</name>
    <message>
        <source>The deal</source>
        <translation>The deal</translation>
    </message>
    <message>
        <source>The app deals: hand each player the card shown</source>
        <translation>The app deals: hand each player the card shown</translation>
    </message>
    <message>
        <source>We dealt our own cards: enter who holds what</source>
        <translation>We dealt our own cards: enter who holds what</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Deal again</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Start the first night</source>
        <translation>Start the first night</translation>
    </message>
    <message>
        <source>Only the moderator looks: give each player, face down, the card beside their name. Put the spare cards and the cards set aside face down in the middle.</source>
        <translation>Only the moderator looks: give each player, face down, the card beside their name. Put the spare cards and the cards set aside face down in the middle.</translation>
    </message>
    <message>
        <source>Deal your own cards, then enter the card each player holds (the moderator looks at them, or each player shows theirs in turn).</source>
        <translation>Deal your own cards, then enter the card each player holds (the moderator looks at them, or each player shows theirs in turn).</translation>
    </message>
    <message>
        <source>Spare cards (for the Thief): %1.</source>
        <translation>Spare cards (for the Thief): %1.</translation>
    </message>
    <message>
        <source>Set aside (the Actor&apos;s, the Drunk&apos;s): %1.</source>
        <translation>Set aside (the Actor&apos;s, the Drunk&apos;s): %1.</translation>
    </message>
    <message>
        <source>The Sectarian&apos;s group: %1 (announce it).</source>
        <translation>The Sectarian&apos;s group: %1 (announce it).</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— choose —</translation>
    </message>
    <message>
        <source>Spare card %1</source>
        <translation>Spare card %1</translation>
    </message>
    <message>
        <source>Enter every player&apos;s card.</source>
        <translation>Enter every player&apos;s card.</translation>
    </message>
    <message>
        <source>%1 × %2 too many</source>
        <translation>%1 × %2 too many</translation>
    </message>
    <message>
        <source>%1 × %2 missing</source>
        <translation>%1 × %2 missing</translation>
    </message>
    <message>
        <source>These cards are not the deck&apos;s: %1.</source>
        <translation>These cards are not the deck&apos;s: %1.</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Standard (8 or 9)</source>
        <translation>Standard (8 or 9)</translation>
    </message>
    <message>
        <source>Extended (8 to 18)</source>
        <translation>Extended (8 to 18)</translation>
    </message>
    <message>
        <source>The fixed deal of 8 or 9 players</source>
        <translation>The fixed deal of 8 or 9 players</translation>
    </message>
    <message>
        <source>Build your own deck for 8 to 18 players, with more roles and rules</source>
        <translation>Build your own deck for 8 to 18 players, with more roles and rules</translation>
    </message>
    <message>
        <source>The standard deal: with 8 players 2 wolves, with 9 players 3 wolves; always a seer, a bodyguard, a witch, a hunter and 2 villagers. Roles are dealt at random: a portrait changes only the picture.</source>
        <translation>The standard deal: with 8 players 2 wolves, with 9 players 3 wolves; always a seer, a bodyguard, a witch, a hunter and 2 villagers. Roles are dealt at random: a portrait changes only the picture.</translation>
    </message>
    <message>
        <source>Suggested deck</source>
        <translation>Suggested deck</translation>
    </message>
    <message>
        <source>Suggest a deck…</source>
        <translation>Suggest a deck…</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>A preset with both waves</source>
        <translation>A preset with both waves</translation>
    </message>
    <message>
        <source>A ready deck that mixes the first roles with the newer ones</source>
        <translation>A ready deck that mixes the first roles with the newer ones</translation>
    </message>
    <message>
        <source>Both waves…</source>
        <translation>Both waves…</translation>
    </message>
    <message>
        <source>With the Actor, three cards from the Seer, Aura Seer, Fox, Bodyguard, Raven, Old Hag, Mad Doctor and Enchanter left out of the deck are set aside for him at random; nobody else sees which.</source>
        <translation>With the Actor, three cards from the Seer, Aura Seer, Fox, Bodyguard, Raven, Old Hag, Mad Doctor and Enchanter left out of the deck are set aside for him at random; nobody else sees which.</translation>
    </message>
    <message>
        <source>With the Drunk, one more card is set aside for him at random (never a card that sets up the first night); he becomes it on the third night.</source>
        <translation>With the Drunk, one more card is set aside for him at random (never a card that sets up the first night); he becomes it on the third night.</translation>
    </message>
    <message>
        <source>With the Sectarian, the table is split at random into two groups, shown to everyone at the start, his own among them.</source>
        <translation>With the Sectarian, the table is split at random into two groups, shown to everyone at the start, his own among them.</translation>
    </message>
    <message numerus="yes">
        <source>%1 cards of %2 needed (one per player and the thief&apos;s 2 spare cards), %n of them wolves.</source>
        <translation>
            <numerusform>%1 cards of %2 needed (one per player and the thief&apos;s 2 spare cards), %n of them a wolf.</numerusform>
            <numerusform>%1 cards of %2 needed (one per player and the thief&apos;s 2 spare cards), %n of them wolves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cards of %2 needed (one per player), %n of them wolves.</source>
        <translation>
            <numerusform>%1 cards of %2 needed (one per player), %n of them a wolf.</numerusform>
            <numerusform>%1 cards of %2 needed (one per player), %n of them wolves.</numerusform>
        </translation>
    </message>
    <message>
        <source>About a third wolves, a third roles with a power, the rest villagers.</source>
        <translation>About a third wolves, a third roles with a power, the rest villagers.</translation>
    </message>
    <message>
        <source>With the thief the deck holds two more cards than there are players: they stay face down as his two spare cards. On the first night he may take one of them instead of his own; if one is a wolf, he must take it.</source>
        <translation>With the thief the deck holds two more cards than there are players: they stay face down as his two spare cards. On the first night he may take one of them instead of his own; if one is a wolf, he must take it.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Vote: the most votes is hanged</source>
        <translation>Vote: the most votes is hanged</translation>
    </message>
    <message>
        <source>Vote: point, then a trial</source>
        <translation>Vote: point, then a trial</translation>
    </message>
    <message>
        <source>Every player votes; the player with the most votes is hanged.</source>
        <translation>Every player votes; the player with the most votes is hanged.</translation>
    </message>
    <message>
        <source>Whoever more than half the table points at goes on trial; then everyone votes to kill or spare.</source>
        <translation>Whoever more than half the table points at goes on trial; then everyone votes to kill or spare.</translation>
    </message>
    <message>
        <source>The standard game needs 8 or 9 players.</source>
        <translation>The standard game needs 8 or 9 players.</translation>
    </message>
</context>
<context>
    <name>Did</name>
    <message>
        <source>your own card</source>
        <translation>your own card</translation>
    </message>
    <message>
        <source>%1&apos;s card</source>
        <translation>%1&apos;s card</translation>
    </message>
    <message>
        <source>The vampires gave the Vampire mark to %1.</source>
        <translation>The vampires gave the Vampire mark to %1.</translation>
    </message>
    <message>
        <source>You gave the Fear mark to %1.</source>
        <translation>You gave the Fear mark to %1.</translation>
    </message>
    <message>
        <source>You gave the Disease mark to %1.</source>
        <translation>You gave the Disease mark to %1.</translation>
    </message>
    <message>
        <source>You gave Love marks to %1 and %2.</source>
        <translation>You gave Love marks to %1 and %2.</translation>
    </message>
    <message>
        <source>You gave the Traitor mark to %1.</source>
        <translation>You gave the Traitor mark to %1.</translation>
    </message>
    <message>
        <source>You took a fresh Clarity mark and gave one to %1.</source>
        <translation>You took a fresh Clarity mark and gave one to %1.</translation>
    </message>
    <message>
        <source>You gave the Assassin mark to %1.</source>
        <translation>You gave the Assassin mark to %1.</translation>
    </message>
    <message>
        <source>You put your shield on %1&apos;s card: nobody may look at it or move it now.</source>
        <translation>You put your shield on %1&apos;s card: nobody may look at it or move it now.</translation>
    </message>
    <message>
        <source>You swapped the wolf card with %1&apos;s card, without looking.</source>
        <translation>You swapped the wolf card with %1&apos;s card, without looking.</translation>
    </message>
    <message>
        <source>You tapped %1 on the shoulder.</source>
        <translation>You tapped %1 on the shoulder.</translation>
    </message>
    <message>
        <source>You swapped your card with %1&apos;s card.</source>
        <translation>You swapped your card with %1&apos;s card.</translation>
    </message>
    <message>
        <source>You swapped %1 with %2, without looking again.</source>
        <translation>You swapped %1 with %2, without looking again.</translation>
    </message>
    <message>
        <source>You swapped your mark with %1&apos;s mark.</source>
        <translation>You swapped your mark with %1&apos;s mark.</translation>
    </message>
    <message>
        <source>You swapped the cards of %1 and %2, without looking.</source>
        <translation>You swapped the cards of %1 and %2, without looking.</translation>
    </message>
    <message>
        <source>You moved everyone else&apos;s card one seat to the left.</source>
        <translation>You moved everyone else&apos;s card one seat to the left.</translation>
    </message>
    <message>
        <source>You moved everyone else&apos;s card one seat to the right.</source>
        <translation>You moved everyone else&apos;s card one seat to the right.</translation>
    </message>
    <message>
        <source>You swapped the marks of %1 and %2, without looking.</source>
        <translation>You swapped the marks of %1 and %2, without looking.</translation>
    </message>
    <message>
        <source>You swapped your card with %1. You do not know your new card.</source>
        <translation>You swapped your card with %1. You do not know your new card.</translation>
    </message>
    <message>
        <source>You turned %1&apos;s card face up.</source>
        <translation>You turned %1&apos;s card face up.</translation>
    </message>
    <message>
        <source>You put a face-down artifact on %1.</source>
        <translation>You put a face-down artifact on %1.</translation>
    </message>
    <message>
        <source>You took a fresh Clarity mark.</source>
        <translation>You took a fresh Clarity mark.</translation>
    </message>
    <message>
        <source>You chose to do nothing.</source>
        <translation>You chose to do nothing.</translation>
    </message>
</context>
<context>
    <name>Do</name>
    <message>
        <source>Look at one centre card: you become that role for the whole game.</source>
        <translation>Look at one centre card: you become that role for the whole game.</translation>
    </message>
    <message>
        <source>Look at another player&apos;s card: you become that role.</source>
        <translation>Look at another player&apos;s card: you become that role.</translation>
    </message>
    <message>
        <source>Give the Vampire mark to a player who is not a vampire.</source>
        <translation>Give the Vampire mark to a player who is not a vampire.</translation>
    </message>
    <message>
        <source>Give the Fear mark to a player who is not a vampire. They will not wake up tonight.</source>
        <translation>Give the Fear mark to a player who is not a vampire. They will not wake up tonight.</translation>
    </message>
    <message>
        <source>Give the Disease mark to your left or right neighbour.</source>
        <translation>Give the Disease mark to your left or right neighbour.</translation>
    </message>
    <message>
        <source>You may give Love marks to two players (yourself too). Choose two players, or skip.</source>
        <translation>You may give Love marks to two players (yourself too). Choose two players, or skip.</translation>
    </message>
    <message>
        <source>You may give the Traitor mark to any player (yourself too), or skip.</source>
        <translation>You may give the Traitor mark to any player (yourself too), or skip.</translation>
    </message>
    <message>
        <source>Give the Assassin mark to any player (yourself too).</source>
        <translation>Give the Assassin mark to any player (yourself too).</translation>
    </message>
    <message>
        <source>No Assassin woke up. Give the Assassin mark to any player (yourself too).</source>
        <translation>No Assassin woke up. Give the Assassin mark to any player (yourself too).</translation>
    </message>
    <message>
        <source>You may put your shield on another player&apos;s card, or skip.</source>
        <translation>You may put your shield on another player&apos;s card, or skip.</translation>
    </message>
    <message>
        <source>You are the only werewolf awake. You may look at one centre card (the wolf card too, if there is one), or skip.</source>
        <translation>You are the only werewolf awake. You may look at one centre card (the wolf card too, if there is one), or skip.</translation>
    </message>
    <message>
        <source>Swap the wolf card (set apart in the centre) with the card of a player who is not a werewolf, without looking.</source>
        <translation>Swap the wolf card (set apart in the centre) with the card of a player who is not a werewolf, without looking.</translation>
    </message>
    <message>
        <source>Swap the wolf card (set apart in the centre) with another player&apos;s card, without looking.</source>
        <translation>Swap the wolf card (set apart in the centre) with another player&apos;s card, without looking.</translation>
    </message>
    <message>
        <source>You may look at another player&apos;s card, or skip.</source>
        <translation>You may look at another player&apos;s card, or skip.</translation>
    </message>
    <message>
        <source>Tap the shoulder of your left or right neighbour.</source>
        <translation>Tap the shoulder of your left or right neighbour.</translation>
    </message>
    <message>
        <source>You may look at another player&apos;s card, or at two centre cards, or skip.</source>
        <translation>You may look at another player&apos;s card, or at two centre cards, or skip.</translation>
    </message>
    <message>
        <source>You may look at one centre card, or skip.</source>
        <translation>You may look at one centre card, or skip.</translation>
    </message>
    <message>
        <source>You may look at up to two other players&apos; cards, one at a time. Seeing a werewolf, tanner or vampire stops you and turns you into one.</source>
        <translation>You may look at up to two other players&apos; cards, one at a time. Seeing a werewolf, tanner or vampire stops you and turns you into one.</translation>
    </message>
    <message>
        <source>You may look at one player&apos;s card and a different player&apos;s mark: click a card, a mark token, or both.</source>
        <translation>You may look at one player&apos;s card and a different player&apos;s mark: click a card, a mark token, or both.</translation>
    </message>
    <message>
        <source>You may swap your card with another player&apos;s card and look at your new card, or skip.</source>
        <translation>You may swap your card with another player&apos;s card and look at your new card, or skip.</translation>
    </message>
    <message>
        <source>You may look at a centre card. If you do, you must swap it with any player&apos;s card (yours too).</source>
        <translation>You may look at a centre card. If you do, you must swap it with any player&apos;s card (yours too).</translation>
    </message>
    <message>
        <source>You may swap your mark with another player&apos;s mark and look at your new mark, or skip.</source>
        <translation>You may swap your mark with another player&apos;s mark and look at your new mark, or skip.</translation>
    </message>
    <message>
        <source>You may swap the cards of two other players, or skip.</source>
        <translation>You may swap the cards of two other players, or skip.</translation>
    </message>
    <message>
        <source>You may move every other player&apos;s card one seat to the left or to the right, or skip.</source>
        <translation>You may move every other player&apos;s card one seat to the left or to the right, or skip.</translation>
    </message>
    <message>
        <source>You may swap two players&apos; cards (click two cards) or two players&apos; marks (click two mark tokens), or skip.</source>
        <translation>You may swap two players&apos; cards (click two cards) or two players&apos; marks (click two mark tokens), or skip.</translation>
    </message>
    <message>
        <source>Swap your card with a centre card. You will not see your new card.</source>
        <translation>Swap your card with a centre card. You will not see your new card.</translation>
    </message>
    <message>
        <source>You may turn another player&apos;s card face up. A monster or tanner goes back face down.</source>
        <translation>You may turn another player&apos;s card face up. A monster or tanner goes back face down.</translation>
    </message>
    <message>
        <source>You may put an artifact on any player&apos;s card (yours too), or skip.</source>
        <translation>You may put an artifact on any player&apos;s card (yours too), or skip.</translation>
    </message>
    <message>
        <source>Make your choice on the table.</source>
        <translation>Make your choice on the table.</translation>
    </message>
    <message>
        <source>Now swap that centre card with any player&apos;s card (yours too): click the player. You will not see the card that goes to the centre.</source>
        <translation>Now swap that centre card with any player&apos;s card (yours too): click the player. You will not see the card that goes to the centre.</translation>
    </message>
    <message>
        <source>Press Confirm.</source>
        <translation>Press Confirm.</translation>
    </message>
    <message>
        <source>You may look at a second card, or press Confirm to stop here.</source>
        <translation>You may look at a second card, or press Confirm to stop here.</translation>
    </message>
    <message>
        <source>You take a fresh Clarity mark. You may also give one to another player: tap them, or tap Nothing to keep it at that.</source>
        <translation>You take a fresh Clarity mark. You may also give one to another player: tap them, or tap Nothing to keep it at that.</translation>
    </message>
    <message>
        <source>The Seer and the Apprentice Seer raise a thumb for you. Tap any card to also look at their cards, or Nothing to only see who they are; then press Confirm.</source>
        <translation>The Seer and the Apprentice Seer raise a thumb for you. Tap any card to also look at their cards, or Nothing to only see who they are; then press Confirm.</translation>
    </message>
    <message>
        <source>The werewolves raise a thumb for you. Tap any card to also look at their cards, or Nothing to only see who they are; then press Confirm.</source>
        <translation>The werewolves raise a thumb for you. Tap any card to also look at their cards, or Nothing to only see who they are; then press Confirm.</translation>
    </message>
</context>
<context>
    <name>DrawScreen</name>
    <message>
        <source>Turn the card over</source>
        <translation>Turn the card over</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Dawn of Night %1: the New Moon</source>
        <translation>Dawn of Night %1: the New Moon</translation>
    </message>
    <message>
        <source>%1, the town crier, plays a card</source>
        <translation>%1, the town crier, plays a card</translation>
    </message>
    <message>
        <source>%1 draws the card</source>
        <translation>%1 draws the card</translation>
    </message>
    <message>
        <source>%1, tap to turn it over for everyone.</source>
        <translation>%1, tap to turn it over for everyone.</translation>
    </message>
    <message>
        <source>%1 drew: %2</source>
        <translation>%1 drew: %2</translation>
    </message>
    <message>
        <source>The town crier %1 played: %2</source>
        <translation>The town crier %1 played: %2</translation>
    </message>
    <message>
        <source>To the dawn</source>
        <translation>To the dawn</translation>
    </message>
    <message>
        <source>Pass the laptop to %1</source>
        <translation>Pass the laptop to %1</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 drew %2.</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>The whole game</source>
        <translation>The whole game</translation>
    </message>
    <message>
        <source>The end (%1)</source>
        <translation>The end (%1)</translation>
    </message>
    <message>
        <source>Winners: %1.</source>
        <translation>Winners: %1.</translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <translation>Nobody wins.</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>The Ghost&apos;s message (at most 140 characters)</source>
        <translation>The Ghost&apos;s message (at most 140 characters)</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nothing</translation>
    </message>
    <message>
        <source>Nobody was pointed at, or the player did nothing</source>
        <translation>Nobody was pointed at, or the player did nothing</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>dead</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>alive</translation>
    </message>
    <message>
        <source>The wolves point together: %1</source>
        <translation>The wolves point together: %1</translation>
    </message>
    <message>
        <source>The Hunter is dead: tap the player he shoots, then Record; Nothing if he does not.</source>
        <translation>The Hunter is dead: tap the player he shoots, then Record; Nothing if he does not.</translation>
    </message>
    <message>
        <source>The Avenger is dead: tap the player he takes with him, then Record; Nothing if he does not.</source>
        <translation>The Avenger is dead: tap the player he takes with him, then Record; Nothing if he does not.</translation>
    </message>
    <message>
        <source>The Scapegoat died for the tie: tap the player who goes on trial tomorrow, then Record; or Nothing.</source>
        <translation>The Scapegoat died for the tie: tap the player who goes on trial tomorrow, then Record; or Nothing.</translation>
    </message>
    <message>
        <source>The captain is dead: tap the new captain he names, then Record; or Nothing.</source>
        <translation>The captain is dead: tap the new captain he names, then Record; or Nothing.</translation>
    </message>
    <message>
        <source>The Servant may reveal herself and take the hanged player&apos;s card: tap the hanged player, then Record; Nothing if she does not.</source>
        <translation>The Servant may reveal herself and take the hanged player&apos;s card: tap the hanged player, then Record; Nothing if she does not.</translation>
    </message>
    <message>
        <source>A tie: tap the player the captain names among the tied, then Record; Nothing leaves the tie.</source>
        <translation>A tie: tap the player the captain names among the tied, then Record; Nothing leaves the tie.</translation>
    </message>
    <message>
        <source>The captain names the town crier: tap that player, then Record; Nothing keeps the job as it is.</source>
        <translation>The captain names the town crier: tap that player, then Record; Nothing keeps the job as it is.</translation>
    </message>
    <message>
        <source>Before the vote the Cavalier may challenge a player: tap that player, then Record; Nothing if he does not.</source>
        <translation>Before the vote the Cavalier may challenge a player: tap that player, then Record; Nothing if he does not.</translation>
    </message>
    <message>
        <source>Tap the two players pointed at, then Record.</source>
        <translation>Tap the two players pointed at, then Record.</translation>
    </message>
    <message>
        <source>Tap the players pointed at (two, or one when only one is left), then Record.</source>
        <translation>Tap the players pointed at (two, or one when only one is left), then Record.</translation>
    </message>
    <message>
        <source>Tap the spare card the Thief takes, then Record.</source>
        <translation>Tap the spare card the Thief takes, then Record.</translation>
    </message>
    <message>
        <source>Save tonight&apos;s victim, or poison a player (tap Poison, then the player), then Record.</source>
        <translation>Save tonight&apos;s victim, or poison a player (tap Poison, then the player), then Record.</translation>
    </message>
    <message>
        <source>Tap the button if the player says yes, then Record; else Nothing.</source>
        <translation>Tap the button if the player says yes, then Record; else Nothing.</translation>
    </message>
    <message>
        <source>Tap the side the player chose, then Record.</source>
        <translation>Tap the side the player chose, then Record.</translation>
    </message>
    <message>
        <source>Tap the draught, then the player, then Record.</source>
        <translation>Tap the draught, then the player, then Record.</translation>
    </message>
    <message>
        <source>Type the Ghost&apos;s message, then Record.</source>
        <translation>Type the Ghost&apos;s message, then Record.</translation>
    </message>
    <message>
        <source>Tap the spirit card the Gypsy chose, then the player(s), then Record.</source>
        <translation>Tap the spirit card the Gypsy chose, then the player(s), then Record.</translation>
    </message>
    <message>
        <source>Tap the card the Town Crier plays for the morning, then Record.</source>
        <translation>Tap the card the Town Crier plays for the morning, then Record.</translation>
    </message>
    <message>
        <source>Tap the player pointed at, then Record. Nobody pointed: Nothing.</source>
        <translation>Tap the player pointed at, then Record. Nobody pointed: Nothing.</translation>
    </message>
    <message>
        <source>Card %1: %2</source>
        <translation>Card %1: %2</translation>
    </message>
    <message>
        <source>Save the victim</source>
        <translation>Save the victim</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Poison</translation>
    </message>
    <message>
        <source>Save and poison</source>
        <translation>Save and poison</translation>
    </message>
    <message>
        <source>Peek</source>
        <translation>Peek</translation>
    </message>
    <message>
        <source>Give the sign</source>
        <translation>Give the sign</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Draw a card</translation>
    </message>
    <message>
        <source>Turn the victim</source>
        <translation>Turn the victim</translation>
    </message>
    <message>
        <source>The wolves</source>
        <translation>The wolves</translation>
    </message>
    <message>
        <source>The village</source>
        <translation>The village</translation>
    </message>
    <message>
        <source>Stupor</source>
        <translation>Stupor</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>To record: %1</source>
        <translation>To record: %1</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>%1 mark</source>
        <translation>%1 mark</translation>
    </message>
    <message>
        <source>vampire</source>
        <translation>vampire</translation>
    </message>
    <message>
        <source>Vampire mark</source>
        <translation>Vampire mark</translation>
    </message>
    <message>
        <source>werewolf</source>
        <translation>werewolf</translation>
    </message>
    <message>
        <source>Dream Wolf</source>
        <translation>Dream Wolf</translation>
    </message>
    <message>
        <source>Mason</source>
        <translation>Mason</translation>
    </message>
    <message>
        <source>lover</source>
        <translation>lover</translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation>Tanner</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>Seer</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Assassin</translation>
    </message>
    <message>
        <source>Apprentice Assassin</source>
        <translation>Apprentice Assassin</translation>
    </message>
    <message>
        <source>looked or moved</source>
        <translation>looked or moved</translation>
    </message>
    <message>
        <source>Thing</source>
        <translation>Thing</translation>
    </message>
</context>
<context>
    <name>HoldRing</name>
    <message>
        <source>Press and hold to open</source>
        <translation>Press and hold to open</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pass the Night</source>
        <translation>Pass the Night</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Pass the Night, so it cannot be resumed here.</source>
        <translation>The saved game was made by a newer version of Pass the Night, so it cannot be resumed here.</translation>
    </message>
    <message>
        <source>The saved game could not be read.</source>
        <translation>The saved game could not be read.</translation>
    </message>
    <message>
        <source>The saved game is damaged and cannot be resumed.</source>
        <translation>The saved game is damaged and cannot be resumed.</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>It was kept as %1.</translation>
    </message>
    <message>
        <source>Back to menu?</source>
        <translation>Back to menu?</translation>
    </message>
    <message>
        <source>The game is over. Its results stay saved until the next game starts: choose See the last game&apos;s results on the start screen.</source>
        <translation>The game is over. Its results stay saved until the next game starts: choose See the last game&apos;s results on the start screen.</translation>
    </message>
    <message>
        <source>The game stays saved: choose Resume game in progress on the start screen to come back to where you were.</source>
        <translation>The game stays saved: choose Resume game in progress on the start screen to come back to where you were.</translation>
    </message>
    <message>
        <source>Back to menu</source>
        <translation>Back to menu</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Keep playing</translation>
    </message>
    <message>
        <source>Stay here</source>
        <translation>Stay here</translation>
    </message>
    <message>
        <source>The game is not being saved: %1. You can play on, but if the app closes now, this game is lost. This warning stays until saving works again.</source>
        <translation>The game is not being saved: %1. You can play on, but if the app closes now, this game is lost. This warning stays until saving works again.</translation>
    </message>
    <message>
        <source>Quit Pass the Night?</source>
        <translation>Quit Pass the Night?</translation>
    </message>
    <message>
        <source>The game stays saved: start Pass the Night again and choose Resume game in progress.</source>
        <translation>The game stays saved: start Pass the Night again and choose Resume game in progress.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>Secret vote</source>
        <translation>Secret vote</translation>
    </message>
</context>
<context>
    <name>Mark</name>
    <message>
        <source>Clarity</source>
        <translation>Clarity</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Vampire</translation>
    </message>
    <message>
        <source>Fear</source>
        <translation>Fear</translation>
    </message>
    <message>
        <source>Bat</source>
        <translation>Bat</translation>
    </message>
    <message>
        <source>Disease</source>
        <translation>Disease</translation>
    </message>
    <message>
        <source>Love</source>
        <translation>Love</translation>
    </message>
    <message>
        <source>Traitor</source>
        <translation>Traitor</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Assassin</translation>
    </message>
    <message>
        <source>the %1 mark</source>
        <translation>the %1 mark</translation>
    </message>
</context>
<context>
    <name>MarkEffect</name>
    <message>
        <source>No effect: you are what your card says.</source>
        <translation>No effect: you are what your card says.</translation>
    </message>
    <message>
        <source>You are a Vampire now, on the vampire team.</source>
        <translation>You are a Vampire now, on the vampire team.</translation>
    </message>
    <message>
        <source>You are too scared to act: you will not wake up tonight.</source>
        <translation>You are too scared to act: you will not wake up tonight.</translation>
    </message>
    <message>
        <source>No effect.</source>
        <translation>No effect.</translation>
    </message>
    <message>
        <source>Whoever votes for you cannot win.</source>
        <translation>Whoever votes for you cannot win.</translation>
    </message>
    <message>
        <source>If another lover dies, you die too.</source>
        <translation>If another lover dies, you die too.</translation>
    </message>
    <message>
        <source>You win only if someone else on your team dies.</source>
        <translation>You win only if someone else on your team dies.</translation>
    </message>
    <message>
        <source>The Assassin wins if you die.</source>
        <translation>The Assassin wins if you die.</translation>
    </message>
</context>
<context>
    <name>ModeChoiceScreen</name>
    <message>
        <source>Which game?</source>
        <translation>Which game?</translation>
    </message>
    <message>
        <source>Play One Night</source>
        <translation>Play One Night</translation>
    </message>
    <message>
        <source>Play Werewolf</source>
        <translation>Play Werewolf</translation>
    </message>
    <message>
        <source>One Night Ultimate Vampire</source>
        <translation>One Night Ultimate Vampire</translation>
    </message>
    <message>
        <source>Werewolf (classic)</source>
        <translation>Werewolf (classic)</translation>
    </message>
    <message>
        <source>8 to 18 players, night after night until the village or the wolves win; the dead watch quietly.</source>
        <translation>8 to 18 players, night after night until the village or the wolves win; the dead watch quietly.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>3 to 10 players, one night and one vote: about ten minutes, with dozens of roles to choose from.</source>
        <translation>3 to 10 players, one night and one vote: about ten minutes, with dozens of roles to choose from.</translation>
    </message>
    <message>
        <source>Moderate Werewolf</source>
        <translation>Moderate Werewolf</translation>
    </message>
    <message>
        <source>One Night&apos;s calls</source>
        <translation>One Night&apos;s calls</translation>
    </message>
    <message>
        <source>With your own cards</source>
        <translation>With your own cards</translation>
    </message>
    <message>
        <source>Your card box, a human moderator: the app calls each role, checks every choice and keeps the board. Or One Night&apos;s calls alone.</source>
        <translation>Your card box, a human moderator: the app calls each role, checks every choice and keeps the board. Or One Night&apos;s calls alone.</translation>
    </message>
</context>
<context>
    <name>Moderator</name>
    <message>
        <source>The wolves</source>
        <translation>The wolves</translation>
    </message>
    <message>
        <source>The wolves (second bite)</source>
        <translation>The wolves (second bite)</translation>
    </message>
    <message>
        <source>The lovers</source>
        <translation>The lovers</translation>
    </message>
    <message>
        <source>The brothers</source>
        <translation>The brothers</translation>
    </message>
    <message>
        <source>The wolf brothers</source>
        <translation>The wolf brothers</translation>
    </message>
    <message>
        <source>The vampires</source>
        <translation>The vampires</translation>
    </message>
    <message>
        <source>The charmed</source>
        <translation>The charmed</translation>
    </message>
    <message>
        <source>The dead captain</source>
        <translation>The dead captain</translation>
    </message>
    <message>
        <source>The captain</source>
        <translation>The captain</translation>
    </message>
    <message>
        <source>cannot act: %1</source>
        <translation>cannot act: %1</translation>
    </message>
    <message>
        <source>awake: enter the choice</source>
        <translation>awake: enter the choice</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>entered</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>alive</translation>
    </message>
    <message>
        <source>wakes to see</source>
        <translation>wakes to see</translation>
    </message>
    <message>
        <source>asleep (a dormant wolf)</source>
        <translation>asleep (a dormant wolf)</translation>
    </message>
    <message>
        <source>dead: fake the call</source>
        <translation>dead: fake the call</translation>
    </message>
    <message>
        <source>not called tonight</source>
        <translation>not called tonight</translation>
    </message>
    <message>
        <source>the power is gone</source>
        <translation>the power is gone</translation>
    </message>
    <message>
        <source>blocked by the Moon Maiden</source>
        <translation>blocked by the Moon Maiden</translation>
    </message>
    <message>
        <source>the power cannot be used tonight</source>
        <translation>the power cannot be used tonight</translation>
    </message>
    <message>
        <source>both potions are used</source>
        <translation>both potions are used</translation>
    </message>
    <message>
        <source>no victim tonight</source>
        <translation>no victim tonight</translation>
    </message>
    <message>
        <source>not before night 2</source>
        <translation>not before night 2</translation>
    </message>
    <message>
        <source>nobody may be chosen</source>
        <translation>nobody may be chosen</translation>
    </message>
    <message>
        <source>only “nothing” can be entered</source>
        <translation>only “nothing” can be entered</translation>
    </message>
    <message>
        <source>%1 cannot choose themself here.</source>
        <translation>%1 cannot choose themself here.</translation>
    </message>
    <message>
        <source>%1 cannot be chosen here (dead, absent today, already chosen tonight, or not allowed for this card).</source>
        <translation>%1 cannot be chosen here (dead, absent today, already chosen tonight, or not allowed for this card).</translation>
    </message>
    <message>
        <source>%1 was protected last night: not two nights running.</source>
        <translation>%1 was protected last night: not two nights running.</translation>
    </message>
    <message>
        <source>%1 was chosen last night: not two nights running.</source>
        <translation>%1 was chosen last night: not two nights running.</translation>
    </message>
    <message>
        <source>Nobody acts in this step now.</source>
        <translation>Nobody acts in this step now.</translation>
    </message>
    <message>
        <source>This choice is already entered.</source>
        <translation>This choice is already entered.</translation>
    </message>
    <message>
        <source>The choice is not complete: tap the players it needs.</source>
        <translation>The choice is not complete: tap the players it needs.</translation>
    </message>
    <message>
        <source>This power is gone (the Elder&apos;s death, the Fire Wolf, or the Fox&apos;s “no”): enter “nothing”.</source>
        <translation>This power is gone (the Elder&apos;s death, the Fire Wolf, or the Fox&apos;s “no”): enter “nothing”.</translation>
    </message>
    <message>
        <source>The Moon Maiden blocked this player tonight: enter “nothing”.</source>
        <translation>The Moon Maiden blocked this player tonight: enter “nothing”.</translation>
    </message>
    <message>
        <source>The Little Girl may peek from night 2 on.</source>
        <translation>The Little Girl may peek from night 2 on.</translation>
    </message>
    <message>
        <source>A wolf is among the spare cards: the Thief must take it.</source>
        <translation>A wolf is among the spare cards: the Thief must take it.</translation>
    </message>
    <message>
        <source>This power cannot be used now (used up, not earned yet, or a night without a kill).</source>
        <translation>This power cannot be used now (used up, not earned yet, or a night without a kill).</translation>
    </message>
    <message>
        <source>That potion (or draught) is already used.</source>
        <translation>That potion (or draught) is already used.</translation>
    </message>
    <message>
        <source>There is no victim tonight.</source>
        <translation>There is no victim tonight.</translation>
    </message>
    <message>
        <source>This player cannot be chosen here.</source>
        <translation>This player cannot be chosen here.</translation>
    </message>
    <message>
        <source>Enter the choice of this call first (or “nothing”).</source>
        <translation>Enter the choice of this call first (or “nothing”).</translation>
    </message>
    <message>
        <source>These counts cannot come from these voters: more hands than voters, or a hand against oneself.</source>
        <translation>These counts cannot come from these voters: more hands than voters, or a hand against oneself.</translation>
    </message>
    <message>
        <source>Refused (%1).</source>
        <translation>Refused (%1).</translation>
    </message>
    <message>
        <source>lover</source>
        <translation>lover</translation>
    </message>
    <message>
        <source>captain</source>
        <translation>captain</translation>
    </message>
    <message>
        <source>town crier</source>
        <translation>town crier</translation>
    </message>
    <message>
        <source>charmed</source>
        <translation>charmed</translation>
    </message>
    <message>
        <source>vampire spawn</source>
        <translation>vampire spawn</translation>
    </message>
    <message>
        <source>turned wolf</source>
        <translation>turned wolf</translation>
    </message>
    <message>
        <source>dormant</source>
        <translation>dormant</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>wounded</translation>
    </message>
    <message>
        <source>sick: dies next night</source>
        <translation>sick: dies next night</translation>
    </message>
    <message>
        <source>exiled today</source>
        <translation>exiled today</translation>
    </message>
    <message>
        <source>stupor: silent today</source>
        <translation>stupor: silent today</translation>
    </message>
    <message>
        <source>pillory: no vote</source>
        <translation>pillory: no vote</translation>
    </message>
    <message>
        <source>no vote</source>
        <translation>no vote</translation>
    </message>
    <message>
        <source>power lost</source>
        <translation>power lost</translation>
    </message>
    <message>
        <source>stripped</source>
        <translation>stripped</translation>
    </message>
    <message>
        <source>blocked tonight</source>
        <translation>blocked tonight</translation>
    </message>
    <message>
        <source>protected</source>
        <translation>protected</translation>
    </message>
    <message>
        <source>raven&apos;s mark</source>
        <translation>raven&apos;s mark</translation>
    </message>
    <message>
        <source>one life left</source>
        <translation>one life left</translation>
    </message>
    <message>
        <source>stray wolf&apos;s companion</source>
        <translation>stray wolf&apos;s companion</translation>
    </message>
    <message>
        <source>role model</source>
        <translation>role model</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>revealed</translation>
    </message>
    <message>
        <source>nod (yes)</source>
        <translation>nod (yes)</translation>
    </message>
    <message>
        <source>shake your head (no)</source>
        <translation>shake your head (no)</translation>
    </message>
    <message>
        <source>Tell %1 privately: blocked tonight.</source>
        <translation>Tell %1 privately: blocked tonight.</translation>
    </message>
    <message>
        <source>Touch %1 when the wolves wake: now a wolf.</source>
        <translation>Touch %1 when the wolves wake: now a wolf.</translation>
    </message>
    <message>
        <source>Tell %1 privately: now a vampire.</source>
        <translation>Tell %1 privately: now a vampire.</translation>
    </message>
    <message>
        <source>Tell %1 privately: the power is gone.</source>
        <translation>Tell %1 privately: the power is gone.</translation>
    </message>
    <message>
        <source>Give %1 the %2 card: it is theirs now.</source>
        <translation>Give %1 the %2 card: it is theirs now.</translation>
    </message>
    <message>
        <source>Show %1 (Witch) tonight&apos;s victim: %2.</source>
        <translation>Show %1 (Witch) tonight&apos;s victim: %2.</translation>
    </message>
    <message>
        <source>Show %1 (Witch): no victim tonight.</source>
        <translation>Show %1 (Witch): no victim tonight.</translation>
    </message>
    <message>
        <source>The wolves&apos; victim: %1.</source>
        <translation>The wolves&apos; victim: %1.</translation>
    </message>
    <message>
        <source>No victim: the wolves&apos; picks are tied.</source>
        <translation>No victim: the wolves&apos; picks are tied.</translation>
    </message>
    <message>
        <source>Show %1 (Seer) the card of %2: %3.</source>
        <translation>Show %1 (Seer) the card of %2: %3.</translation>
    </message>
    <message>
        <source>%1 (Seer) looks at %2: %3.</source>
        <translation>%1 (Seer) looks at %2: %3.</translation>
    </message>
    <message>
        <source>a wolf</source>
        <translation>a wolf</translation>
    </message>
    <message>
        <source>not a wolf</source>
        <translation>not a wolf</translation>
    </message>
    <message>
        <source>%1 (Fox) sniffs %2: %3.</source>
        <translation>%1 (Fox) sniffs %2: %3.</translation>
    </message>
    <message>
        <source>The Fox&apos;s power is gone.</source>
        <translation>The Fox&apos;s power is gone.</translation>
    </message>
    <message>
        <source>%1 (Little Girl) peeks: no wolf is awake.</source>
        <translation>%1 (Little Girl) peeks: no wolf is awake.</translation>
    </message>
    <message>
        <source>%1 (Little Girl) peeks: show her one wolf, %2.</source>
        <translation>%1 (Little Girl) peeks: show her one wolf, %2.</translation>
    </message>
    <message>
        <source>The wolves saw her: she dies tonight.</source>
        <translation>The wolves saw her: she dies tonight.</translation>
    </message>
    <message>
        <source>Show %1 (Thief) the two spare cards: %2.</source>
        <translation>Show %1 (Thief) the two spare cards: %2.</translation>
    </message>
    <message>
        <source>%1 (Thief) takes spare card %2 and gives back the Thief card.</source>
        <translation>%1 (Thief) takes spare card %2 and gives back the Thief card.</translation>
    </message>
    <message>
        <source>Wake the lovers %1 and %2: they see each other and each other&apos;s card.</source>
        <translation>Wake the lovers %1 and %2: they see each other and each other&apos;s card.</translation>
    </message>
    <message>
        <source>Wake the brothers: %1.</source>
        <translation>Wake the brothers: %1.</translation>
    </message>
    <message>
        <source>Wake the wolf brothers: %1.</source>
        <translation>Wake the wolf brothers: %1.</translation>
    </message>
    <message>
        <source>Show %1 (Traitor) the wolves: %2.</source>
        <translation>Show %1 (Traitor) the wolves: %2.</translation>
    </message>
    <message>
        <source>%1 sees the vampires: %2.</source>
        <translation>%1 sees the vampires: %2.</translation>
    </message>
    <message>
        <source>%1 sees the charmed: %2.</source>
        <translation>%1 sees the charmed: %2.</translation>
    </message>
    <message>
        <source>Tell %1 (wolf): last night the wolves caught the Little Girl, %2.</source>
        <translation>Tell %1 (wolf): last night the wolves caught the Little Girl, %2.</translation>
    </message>
    <message>
        <source>Tell %1 (wolf): %2 joined the pack.</source>
        <translation>Tell %1 (wolf): %2 joined the pack.</translation>
    </message>
    <message>
        <source>%1 (Actor) draws %2: call him at that card&apos;s step tonight.</source>
        <translation>%1 (Actor) draws %2: call him at that card&apos;s step tonight.</translation>
    </message>
    <message>
        <source>%1 (Wolf Seer) asks whether %2 is the Seer: %3.</source>
        <translation>%1 (Wolf Seer) asks whether %2 is the Seer: %3.</translation>
    </message>
    <message>
        <source>%1 (Aura Seer) asks whether %2 has a power: %3.</source>
        <translation>%1 (Aura Seer) asks whether %2 has a power: %3.</translation>
    </message>
    <message>
        <source>Tell %1 (Assassin): %2 votes against him in the last two days (4 are needed to kill).</source>
        <translation>Tell %1 (Assassin): %2 votes against him in the last two days (4 are needed to kill).</translation>
    </message>
    <message>
        <source>%1 (Drunk) takes the card set aside: %2.</source>
        <translation>%1 (Drunk) takes the card set aside: %2.</translation>
    </message>
    <message>
        <source>Tell %1 privately: %2 is on the side of %3.</source>
        <translation>Tell %1 privately: %2 is on the side of %3.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Dawn after night %1</source>
        <translation>Dawn after night %1</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Day %1</translation>
    </message>
    <message>
        <source>Day %1: the ballots</source>
        <translation>Day %1: the ballots</translation>
    </message>
    <message>
        <source>Day %1: the vote&apos;s outcome</source>
        <translation>Day %1: the vote&apos;s outcome</translation>
    </message>
</context>
<context>
    <name>ModeratorPage</name>
    <message>
        <source>Undo last entry</source>
        <translation>Undo last entry</translation>
    </message>
    <message>
        <source>Take back the last entry: the game goes back exactly as it was before it (Ctrl+Z)</source>
        <translation>Take back the last entry: the game goes back exactly as it was before it (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
</context>
<context>
    <name>ModeratorSetupScreen</name>
    <message>
        <source>Next: the deal</source>
        <translation>Next: the deal</translation>
    </message>
    <message>
        <source>You are the moderator (Quản Trò): list the players clockwise around the table, starting on your left. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename. Then build the deck your real cards make.</source>
        <translation>You are the moderator (Quản Trò): list the players clockwise around the table, starting on your left. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename. Then build the deck your real cards make.</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>Doppelgänger, wake up and look at another player&apos;s card: you are now that role. If that role acts at once, do it now.</source>
        <translation>Doppelgänger, wake up and look at another player&apos;s card: you are now that role. If that role acts at once, do it now.</translation>
    </message>
    <message>
        <source>Copycat, wake up and look at one of the centre cards: you are now that role.</source>
        <translation>Copycat, wake up and look at one of the centre cards: you are now that role.</translation>
    </message>
    <message>
        <source>Vampires, wake up and look for other vampires. Give the Vampire mark to a player who is not a vampire.</source>
        <translation>Vampires, wake up and look for other vampires. Give the Vampire mark to a player who is not a vampire.</translation>
    </message>
    <message>
        <source>Count, wake up and give the Fear mark to a player who is not a vampire.</source>
        <translation>Count, wake up and give the Fear mark to a player who is not a vampire.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Count, wake up and give your Fear mark to a player who is not a vampire.</source>
        <translation>Doppelgänger, if you are the Count, wake up and give your Fear mark to a player who is not a vampire.</translation>
    </message>
    <message>
        <source>Vampires, point at the player with the Vampire mark, eyes closed. Renfield, wake up, see the vampires and whom they point at, and take the Bat mark.</source>
        <translation>Vampires, point at the player with the Vampire mark, eyes closed. Renfield, wake up, see the vampires and whom they point at, and take the Bat mark.</translation>
    </message>
    <message>
        <source>Vampires, point at the player with the Vampire mark, eyes closed. Doppelgänger, if you are Renfield, wake up, see the vampires and take your Bat mark.</source>
        <translation>Vampires, point at the player with the Vampire mark, eyes closed. Doppelgänger, if you are Renfield, wake up, see the vampires and take your Bat mark.</translation>
    </message>
    <message>
        <source>Diseased, wake up and give the Disease mark to the player on your left or on your right.</source>
        <translation>Diseased, wake up and give the Disease mark to the player on your left or on your right.</translation>
    </message>
    <message>
        <source>Cupid, wake up. You may give a Love mark to two players.</source>
        <translation>Cupid, wake up. You may give a Love mark to two players.</translation>
    </message>
    <message>
        <source>Instigator, wake up. You may give the Traitor mark to any player.</source>
        <translation>Instigator, wake up. You may give the Traitor mark to any player.</translation>
    </message>
    <message>
        <source>Priest, wake up and take a Clarity mark. You may give another player a Clarity mark too.</source>
        <translation>Priest, wake up and take a Clarity mark. You may give another player a Clarity mark too.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Priest, wake up and take a Clarity mark. You may give another player one too.</source>
        <translation>Doppelgänger, if you are the Priest, wake up and take a Clarity mark. You may give another player one too.</translation>
    </message>
    <message>
        <source>Assassin, wake up and give the Assassin mark to any player.</source>
        <translation>Assassin, wake up and give the Assassin mark to any player.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Assassin, wake up and give your Assassin mark to any player.</source>
        <translation>Doppelgänger, if you are the Assassin, wake up and give your Assassin mark to any player.</translation>
    </message>
    <message>
        <source>Apprentice Assassin, wake up and look for the Assassin. If there is none, give the Assassin mark to any player.</source>
        <translation>Apprentice Assassin, wake up and look for the Assassin. If there is none, give the Assassin mark to any player.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Apprentice Assassin, wake up and look for the Assassin. If there is none, give your Assassin mark to any player.</source>
        <translation>Doppelgänger, if you are the Apprentice Assassin, wake up and look for the Assassin. If there is none, give your Assassin mark to any player.</translation>
    </message>
    <message>
        <source>Everyone, wake up and look at your mark.</source>
        <translation>Everyone, wake up and look at your mark.</translation>
    </message>
    <message>
        <source>Everyone with a Love mark, wake up and look for your lover.</source>
        <translation>Everyone with a Love mark, wake up and look for your lover.</translation>
    </message>
    <message>
        <source>Sentinel, wake up. You may put your shield on another player&apos;s card.</source>
        <translation>Sentinel, wake up. You may put your shield on another player&apos;s card.</translation>
    </message>
    <message>
        <source>Werewolves, wake up and look for other werewolves. A Dream Wolf keeps their eyes closed and raises a thumb. A lone werewolf may look at a centre card.</source>
        <translation>Werewolves, wake up and look for other werewolves. A Dream Wolf keeps their eyes closed and raises a thumb. A lone werewolf may look at a centre card.</translation>
    </message>
    <message>
        <source>Alpha Wolf, wake up and swap the centre wolf card with the card of a player who is not a werewolf.</source>
        <translation>Alpha Wolf, wake up and swap the centre wolf card with the card of a player who is not a werewolf.</translation>
    </message>
    <message>
        <source>Mystic Wolf, wake up. You may look at another player&apos;s card.</source>
        <translation>Mystic Wolf, wake up. You may look at another player&apos;s card.</translation>
    </message>
    <message>
        <source>Werewolves, raise your thumbs, eyes closed. Minion, wake up and see who the werewolves are.</source>
        <translation>Werewolves, raise your thumbs, eyes closed. Minion, wake up and see who the werewolves are.</translation>
    </message>
    <message>
        <source>Tanner, raise your thumb, eyes closed. Apprentice Tanner, wake up and see who the Tanner is.</source>
        <translation>Tanner, raise your thumb, eyes closed. Apprentice Tanner, wake up and see who the Tanner is.</translation>
    </message>
    <message>
        <source>Tanner, raise your thumb, eyes closed. Doppelgänger, if you are the Apprentice Tanner, wake up and see who the Tanner is.</source>
        <translation>Tanner, raise your thumb, eyes closed. Doppelgänger, if you are the Apprentice Tanner, wake up and see who the Tanner is.</translation>
    </message>
    <message>
        <source>Masons, wake up and look for the other Mason.</source>
        <translation>Masons, wake up and look for the other Mason.</translation>
    </message>
    <message>
        <source>Thing, wake up and tap the player on your left or on your right.</source>
        <translation>Thing, wake up and tap the player on your left or on your right.</translation>
    </message>
    <message>
        <source>Seer, wake up. You may look at another player&apos;s card or at two centre cards.</source>
        <translation>Seer, wake up. You may look at another player&apos;s card or at two centre cards.</translation>
    </message>
    <message>
        <source>Apprentice Seer, wake up. You may look at one centre card.</source>
        <translation>Apprentice Seer, wake up. You may look at one centre card.</translation>
    </message>
    <message>
        <source>Paranormal Investigator, wake up. You may look at up to two other players&apos; cards; if you see a werewolf or a tanner, you become one and stop.</source>
        <translation>Paranormal Investigator, wake up. You may look at up to two other players&apos; cards; if you see a werewolf or a tanner, you become one and stop.</translation>
    </message>
    <message>
        <source>Marksman, wake up. You may look at one player&apos;s card and another player&apos;s mark.</source>
        <translation>Marksman, wake up. You may look at one player&apos;s card and another player&apos;s mark.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Marksman, wake up. You may look at one player&apos;s card and another player&apos;s mark.</source>
        <translation>Doppelgänger, if you are the Marksman, wake up. You may look at one player&apos;s card and another player&apos;s mark.</translation>
    </message>
    <message>
        <source>Robber, wake up. You may swap your card with another player&apos;s card, then look at your new card.</source>
        <translation>Robber, wake up. You may swap your card with another player&apos;s card, then look at your new card.</translation>
    </message>
    <message>
        <source>Witch, wake up. You may look at a centre card; if you do, swap it with any player&apos;s card.</source>
        <translation>Witch, wake up. You may look at a centre card; if you do, swap it with any player&apos;s card.</translation>
    </message>
    <message>
        <source>Pickpocket, wake up. You may swap your mark with another player&apos;s mark, then look at your new mark.</source>
        <translation>Pickpocket, wake up. You may swap your mark with another player&apos;s mark, then look at your new mark.</translation>
    </message>
    <message>
        <source>Troublemaker, wake up. You may swap the cards of two other players.</source>
        <translation>Troublemaker, wake up. You may swap the cards of two other players.</translation>
    </message>
    <message>
        <source>Village Idiot, wake up. You may move every other player&apos;s card one place to the left or to the right.</source>
        <translation>Village Idiot, wake up. You may move every other player&apos;s card one place to the left or to the right.</translation>
    </message>
    <message>
        <source>Aura Seer, wake up and see who moved or looked at a card or a mark tonight.</source>
        <translation>Aura Seer, wake up and see who moved or looked at a card or a mark tonight.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Aura Seer, wake up and see who moved or looked at a card or a mark tonight.</source>
        <translation>Doppelgänger, if you are the Aura Seer, wake up and see who moved or looked at a card or a mark tonight.</translation>
    </message>
    <message>
        <source>Gremlin, wake up. You may swap the cards or the marks of two players.</source>
        <translation>Gremlin, wake up. You may swap the cards or the marks of two players.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Gremlin, wake up. You may swap the cards or the marks of two players.</source>
        <translation>Doppelgänger, if you are the Gremlin, wake up. You may swap the cards or the marks of two players.</translation>
    </message>
    <message>
        <source>Drunk, wake up and swap your card with a centre card without looking at it.</source>
        <translation>Drunk, wake up and swap your card with a centre card without looking at it.</translation>
    </message>
    <message>
        <source>Insomniac, wake up and look at your card.</source>
        <translation>Insomniac, wake up and look at your card.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Insomniac, wake up and look at your card.</source>
        <translation>Doppelgänger, if you are the Insomniac, wake up and look at your card.</translation>
    </message>
    <message>
        <source>Werewolves, raise your thumbs, eyes closed. Squire, wake up and see who the werewolves are; you may look at their cards.</source>
        <translation>Werewolves, raise your thumbs, eyes closed. Squire, wake up and see who the werewolves are; you may look at their cards.</translation>
    </message>
    <message>
        <source>Werewolves, raise your thumbs, eyes closed. Doppelgänger, if you are the Squire, wake up and see who the werewolves are; you may look at their cards.</source>
        <translation>Werewolves, raise your thumbs, eyes closed. Doppelgänger, if you are the Squire, wake up and see who the werewolves are; you may look at their cards.</translation>
    </message>
    <message>
        <source>Seer and Apprentice Seer, raise your thumbs, eyes closed. Beholder, wake up and see who they are; you may look at their cards.</source>
        <translation>Seer and Apprentice Seer, raise your thumbs, eyes closed. Beholder, wake up and see who they are; you may look at their cards.</translation>
    </message>
    <message>
        <source>Seer and Apprentice Seer, raise your thumbs, eyes closed. Doppelgänger, if you are the Beholder, wake up and see who they are; you may look at their cards.</source>
        <translation>Seer and Apprentice Seer, raise your thumbs, eyes closed. Doppelgänger, if you are the Beholder, wake up and see who they are; you may look at their cards.</translation>
    </message>
    <message>
        <source>Revealer, wake up. You may turn another player&apos;s card face up; if it is not a villager&apos;s card, turn it face down again.</source>
        <translation>Revealer, wake up. You may turn another player&apos;s card face up; if it is not a villager&apos;s card, turn it face down again.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Revealer, wake up. You may turn another player&apos;s face-down card face up; if it is not a villager&apos;s card, turn it face down again.</source>
        <translation>Doppelgänger, if you are the Revealer, wake up. You may turn another player&apos;s face-down card face up; if it is not a villager&apos;s card, turn it face down again.</translation>
    </message>
    <message>
        <source>Curator, wake up. You may place an artifact on any player&apos;s card.</source>
        <translation>Curator, wake up. You may place an artifact on any player&apos;s card.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Curator, wake up. You may place an artifact on any player&apos;s card.</source>
        <translation>Doppelgänger, if you are the Curator, wake up. You may place an artifact on any player&apos;s card.</translation>
    </message>
    <message>
        <source>Doppelgänger, close your eyes.</source>
        <translation>Doppelgänger, close your eyes.</translation>
    </message>
    <message>
        <source>Werewolves, lower your thumbs.</source>
        <translation>Werewolves, lower your thumbs.</translation>
    </message>
    <message>
        <source>Copycat, close your eyes.</source>
        <translation>Copycat, close your eyes.</translation>
    </message>
    <message>
        <source>Vampires, close your eyes.</source>
        <translation>Vampires, close your eyes.</translation>
    </message>
    <message>
        <source>Count, close your eyes.</source>
        <translation>Count, close your eyes.</translation>
    </message>
    <message>
        <source>Vampires, lower your hands. Renfield, close your eyes.</source>
        <translation>Vampires, lower your hands. Renfield, close your eyes.</translation>
    </message>
    <message>
        <source>Vampires, lower your hands. Doppelgänger, close your eyes.</source>
        <translation>Vampires, lower your hands. Doppelgänger, close your eyes.</translation>
    </message>
    <message>
        <source>Diseased, close your eyes.</source>
        <translation>Diseased, close your eyes.</translation>
    </message>
    <message>
        <source>Cupid, close your eyes.</source>
        <translation>Cupid, close your eyes.</translation>
    </message>
    <message>
        <source>Instigator, close your eyes.</source>
        <translation>Instigator, close your eyes.</translation>
    </message>
    <message>
        <source>Priest, close your eyes.</source>
        <translation>Priest, close your eyes.</translation>
    </message>
    <message>
        <source>Assassin, close your eyes.</source>
        <translation>Assassin, close your eyes.</translation>
    </message>
    <message>
        <source>Apprentice Assassin, close your eyes.</source>
        <translation>Apprentice Assassin, close your eyes.</translation>
    </message>
    <message>
        <source>Everyone, close your eyes.</source>
        <translation>Everyone, close your eyes.</translation>
    </message>
    <message>
        <source>Lovers, close your eyes.</source>
        <translation>Lovers, close your eyes.</translation>
    </message>
    <message>
        <source>Sentinel, close your eyes.</source>
        <translation>Sentinel, close your eyes.</translation>
    </message>
    <message>
        <source>Werewolves, close your eyes. Dream Wolf, lower your thumb.</source>
        <translation>Werewolves, close your eyes. Dream Wolf, lower your thumb.</translation>
    </message>
    <message>
        <source>Alpha Wolf, close your eyes.</source>
        <translation>Alpha Wolf, close your eyes.</translation>
    </message>
    <message>
        <source>Mystic Wolf, close your eyes.</source>
        <translation>Mystic Wolf, close your eyes.</translation>
    </message>
    <message>
        <source>Minion, close your eyes.</source>
        <translation>Minion, close your eyes.</translation>
    </message>
    <message>
        <source>Tanner, lower your thumb. Apprentice Tanner, close your eyes.</source>
        <translation>Tanner, lower your thumb. Apprentice Tanner, close your eyes.</translation>
    </message>
    <message>
        <source>Tanner, lower your thumb. Doppelgänger, close your eyes.</source>
        <translation>Tanner, lower your thumb. Doppelgänger, close your eyes.</translation>
    </message>
    <message>
        <source>Masons, close your eyes.</source>
        <translation>Masons, close your eyes.</translation>
    </message>
    <message>
        <source>Thing, close your eyes.</source>
        <translation>Thing, close your eyes.</translation>
    </message>
    <message>
        <source>Seer, close your eyes.</source>
        <translation>Seer, close your eyes.</translation>
    </message>
    <message>
        <source>Apprentice Seer, close your eyes.</source>
        <translation>Apprentice Seer, close your eyes.</translation>
    </message>
    <message>
        <source>Paranormal Investigator, close your eyes.</source>
        <translation>Paranormal Investigator, close your eyes.</translation>
    </message>
    <message>
        <source>Marksman, close your eyes.</source>
        <translation>Marksman, close your eyes.</translation>
    </message>
    <message>
        <source>Robber, close your eyes.</source>
        <translation>Robber, close your eyes.</translation>
    </message>
    <message>
        <source>Witch, close your eyes.</source>
        <translation>Witch, close your eyes.</translation>
    </message>
    <message>
        <source>Pickpocket, close your eyes.</source>
        <translation>Pickpocket, close your eyes.</translation>
    </message>
    <message>
        <source>Troublemaker, close your eyes.</source>
        <translation>Troublemaker, close your eyes.</translation>
    </message>
    <message>
        <source>Village Idiot, close your eyes.</source>
        <translation>Village Idiot, close your eyes.</translation>
    </message>
    <message>
        <source>Aura Seer, close your eyes.</source>
        <translation>Aura Seer, close your eyes.</translation>
    </message>
    <message>
        <source>Gremlin, close your eyes.</source>
        <translation>Gremlin, close your eyes.</translation>
    </message>
    <message>
        <source>Drunk, close your eyes.</source>
        <translation>Drunk, close your eyes.</translation>
    </message>
    <message>
        <source>Insomniac, close your eyes.</source>
        <translation>Insomniac, close your eyes.</translation>
    </message>
    <message>
        <source>Squire, close your eyes.</source>
        <translation>Squire, close your eyes.</translation>
    </message>
    <message>
        <source>Seers, lower your thumbs. Beholder, close your eyes.</source>
        <translation>Seers, lower your thumbs. Beholder, close your eyes.</translation>
    </message>
    <message>
        <source>Seers, lower your thumbs. Doppelgänger, close your eyes.</source>
        <translation>Seers, lower your thumbs. Doppelgänger, close your eyes.</translation>
    </message>
    <message>
        <source>Revealer, close your eyes.</source>
        <translation>Revealer, close your eyes.</translation>
    </message>
    <message>
        <source>Curator, close your eyes.</source>
        <translation>Curator, close your eyes.</translation>
    </message>
    <message>
        <source>Thief, open your eyes. You may take one of the two spare cards instead of yours.</source>
        <translation>Thief, open your eyes. You may take one of the two spare cards instead of yours.</translation>
    </message>
    <message>
        <source>Cupid, open your eyes and choose the two players who fall in love.</source>
        <translation>Cupid, open your eyes and choose the two players who fall in love.</translation>
    </message>
    <message>
        <source>Lovers, open your eyes and look at each other.</source>
        <translation>Lovers, open your eyes and look at each other.</translation>
    </message>
    <message>
        <source>Brothers, open your eyes and look at each other.</source>
        <translation>Brothers, open your eyes and look at each other.</translation>
    </message>
    <message>
        <source>Wolves, open your eyes and choose tonight&apos;s victim.</source>
        <translation>Wolves, open your eyes and choose tonight&apos;s victim.</translation>
    </message>
    <message>
        <source>Little Girl, open your eyes. From the second night on, you may peek at the wolves.</source>
        <translation>Little Girl, open your eyes. From the second night on, you may peek at the wolves.</translation>
    </message>
    <message>
        <source>Seer, open your eyes and choose a player whose side you want to know.</source>
        <translation>Seer, open your eyes and choose a player whose side you want to know.</translation>
    </message>
    <message>
        <source>Fox, open your eyes and choose a player: you will learn whether a wolf is among them and their neighbours.</source>
        <translation>Fox, open your eyes and choose a player: you will learn whether a wolf is among them and their neighbours.</translation>
    </message>
    <message>
        <source>Bodyguard, open your eyes and choose a player to protect tonight.</source>
        <translation>Bodyguard, open your eyes and choose a player to protect tonight.</translation>
    </message>
    <message>
        <source>Witch, open your eyes. See tonight&apos;s victim; you may save them, or poison a player.</source>
        <translation>Witch, open your eyes. See tonight&apos;s victim; you may save them, or poison a player.</translation>
    </message>
    <message>
        <source>Thief, close your eyes.</source>
        <translation>Thief, close your eyes.</translation>
    </message>
    <message>
        <source>Brothers, close your eyes.</source>
        <translation>Brothers, close your eyes.</translation>
    </message>
    <message>
        <source>Wolves, close your eyes.</source>
        <translation>Wolves, close your eyes.</translation>
    </message>
    <message>
        <source>Little Girl, close your eyes.</source>
        <translation>Little Girl, close your eyes.</translation>
    </message>
    <message>
        <source>Fox, close your eyes.</source>
        <translation>Fox, close your eyes.</translation>
    </message>
    <message>
        <source>Bodyguard, close your eyes.</source>
        <translation>Bodyguard, close your eyes.</translation>
    </message>
    <message>
        <source>Drunk, open your eyes and see your true card.</source>
        <translation>Drunk, open your eyes and see your true card.</translation>
    </message>
    <message>
        <source>Wolf Hound, open your eyes and choose your side: the wolves or the village.</source>
        <translation>Wolf Hound, open your eyes and choose your side: the wolves or the village.</translation>
    </message>
    <message>
        <source>Avenger, open your eyes and choose your side: the wolves or the village.</source>
        <translation>Avenger, open your eyes and choose your side: the wolves or the village.</translation>
    </message>
    <message>
        <source>Wolf brothers, open your eyes and look at each other.</source>
        <translation>Wolf brothers, open your eyes and look at each other.</translation>
    </message>
    <message>
        <source>Stray Wolf, open your eyes and choose your companion.</source>
        <translation>Stray Wolf, open your eyes and choose your companion.</translation>
    </message>
    <message>
        <source>Wild Child, open your eyes and choose your role model.</source>
        <translation>Wild Child, open your eyes and choose your role model.</translation>
    </message>
    <message>
        <source>Shadow, open your eyes and choose the player you will follow.</source>
        <translation>Shadow, open your eyes and choose the player you will follow.</translation>
    </message>
    <message>
        <source>Heretic, open your eyes and choose two players.</source>
        <translation>Heretic, open your eyes and choose two players.</translation>
    </message>
    <message>
        <source>Judge, open your eyes. You may give your sign for a second vote tomorrow.</source>
        <translation>Judge, open your eyes. You may give your sign for a second vote tomorrow.</translation>
    </message>
    <message>
        <source>Moon Maiden, open your eyes and choose a player whose power is blocked tonight.</source>
        <translation>Moon Maiden, open your eyes and choose a player whose power is blocked tonight.</translation>
    </message>
    <message>
        <source>Actor, open your eyes. You may draw a card: you will wake at its call.</source>
        <translation>Actor, open your eyes. You may draw a card: you will wake at its call.</translation>
    </message>
    <message>
        <source>Little Brother Wolf, open your eyes. On your night of rage, choose a victim.</source>
        <translation>Little Brother Wolf, open your eyes. On your night of rage, choose a victim.</translation>
    </message>
    <message>
        <source>Wolves, open your eyes again. After the Wolf Cub&apos;s death, choose a second victim.</source>
        <translation>Wolves, open your eyes again. After the Wolf Cub&apos;s death, choose a second victim.</translation>
    </message>
    <message>
        <source>Demon Wolf, open your eyes. You may turn tonight&apos;s victim into a wolf.</source>
        <translation>Demon Wolf, open your eyes. You may turn tonight&apos;s victim into a wolf.</translation>
    </message>
    <message>
        <source>Big Bad Wolf, open your eyes. When you may, choose one more victim.</source>
        <translation>Big Bad Wolf, open your eyes. When you may, choose one more victim.</translation>
    </message>
    <message>
        <source>White Wolf, open your eyes. Every other night, you may kill a wolf.</source>
        <translation>White Wolf, open your eyes. Every other night, you may kill a wolf.</translation>
    </message>
    <message>
        <source>Wolf Seer, open your eyes and choose a player: you will learn whether they are the Seer.</source>
        <translation>Wolf Seer, open your eyes and choose a player: you will learn whether they are the Seer.</translation>
    </message>
    <message>
        <source>Fire Wolf, open your eyes. You may burn a player&apos;s power.</source>
        <translation>Fire Wolf, open your eyes. You may burn a player&apos;s power.</translation>
    </message>
    <message>
        <source>Traitor, open your eyes and see the wolves.</source>
        <translation>Traitor, open your eyes and see the wolves.</translation>
    </message>
    <message>
        <source>Vampire, open your eyes and choose a player to bite.</source>
        <translation>Vampire, open your eyes and choose a player to bite.</translation>
    </message>
    <message>
        <source>Vampires, open your eyes and look at each other.</source>
        <translation>Vampires, open your eyes and look at each other.</translation>
    </message>
    <message>
        <source>Pied Piper, open your eyes and choose two players to charm.</source>
        <translation>Pied Piper, open your eyes and choose two players to charm.</translation>
    </message>
    <message>
        <source>Everyone who is charmed, open your eyes and see who else is.</source>
        <translation>Everyone who is charmed, open your eyes and see who else is.</translation>
    </message>
    <message>
        <source>Aura Seer, open your eyes and choose a player: you will learn whether they have a power.</source>
        <translation>Aura Seer, open your eyes and choose a player: you will learn whether they have a power.</translation>
    </message>
    <message>
        <source>Enchanter, open your eyes and choose a player to die in your place.</source>
        <translation>Enchanter, open your eyes and choose a player to die in your place.</translation>
    </message>
    <message>
        <source>Raven, open your eyes and choose a player who starts tomorrow&apos;s vote with two votes.</source>
        <translation>Raven, open your eyes and choose a player who starts tomorrow&apos;s vote with two votes.</translation>
    </message>
    <message>
        <source>Old Hag, open your eyes and choose a player who leaves the village tomorrow.</source>
        <translation>Old Hag, open your eyes and choose a player who leaves the village tomorrow.</translation>
    </message>
    <message>
        <source>Mad Doctor, open your eyes and choose two players.</source>
        <translation>Mad Doctor, open your eyes and choose two players.</translation>
    </message>
    <message>
        <source>Assassin, open your eyes. Every other night, you may kill a player.</source>
        <translation>Assassin, open your eyes. Every other night, you may kill a player.</translation>
    </message>
    <message>
        <source>Apothecary, open your eyes. You may give a draught.</source>
        <translation>Apothecary, open your eyes. You may give a draught.</translation>
    </message>
    <message>
        <source>Ghost, open your eyes. You may write a message for the village.</source>
        <translation>Ghost, open your eyes. You may write a message for the village.</translation>
    </message>
    <message>
        <source>Gypsy, open your eyes. You may ask the spirits one question.</source>
        <translation>Gypsy, open your eyes. You may ask the spirits one question.</translation>
    </message>
    <message>
        <source>Town Crier, open your eyes. You may play one of your cards for tomorrow&apos;s dawn.</source>
        <translation>Town Crier, open your eyes. You may play one of your cards for tomorrow&apos;s dawn.</translation>
    </message>
    <message>
        <source>Wolf Hound, close your eyes.</source>
        <translation>Wolf Hound, close your eyes.</translation>
    </message>
    <message>
        <source>Avenger, close your eyes.</source>
        <translation>Avenger, close your eyes.</translation>
    </message>
    <message>
        <source>Wolf brothers, close your eyes.</source>
        <translation>Wolf brothers, close your eyes.</translation>
    </message>
    <message>
        <source>Stray Wolf, close your eyes.</source>
        <translation>Stray Wolf, close your eyes.</translation>
    </message>
    <message>
        <source>Wild Child, close your eyes.</source>
        <translation>Wild Child, close your eyes.</translation>
    </message>
    <message>
        <source>Shadow, close your eyes.</source>
        <translation>Shadow, close your eyes.</translation>
    </message>
    <message>
        <source>Heretic, close your eyes.</source>
        <translation>Heretic, close your eyes.</translation>
    </message>
    <message>
        <source>Judge, close your eyes.</source>
        <translation>Judge, close your eyes.</translation>
    </message>
    <message>
        <source>Moon Maiden, close your eyes.</source>
        <translation>Moon Maiden, close your eyes.</translation>
    </message>
    <message>
        <source>Actor, close your eyes.</source>
        <translation>Actor, close your eyes.</translation>
    </message>
    <message>
        <source>Little Brother Wolf, close your eyes.</source>
        <translation>Little Brother Wolf, close your eyes.</translation>
    </message>
    <message>
        <source>Demon Wolf, close your eyes.</source>
        <translation>Demon Wolf, close your eyes.</translation>
    </message>
    <message>
        <source>Big Bad Wolf, close your eyes.</source>
        <translation>Big Bad Wolf, close your eyes.</translation>
    </message>
    <message>
        <source>White Wolf, close your eyes.</source>
        <translation>White Wolf, close your eyes.</translation>
    </message>
    <message>
        <source>Wolf Seer, close your eyes.</source>
        <translation>Wolf Seer, close your eyes.</translation>
    </message>
    <message>
        <source>Fire Wolf, close your eyes.</source>
        <translation>Fire Wolf, close your eyes.</translation>
    </message>
    <message>
        <source>Traitor, close your eyes.</source>
        <translation>Traitor, close your eyes.</translation>
    </message>
    <message>
        <source>Vampire, close your eyes.</source>
        <translation>Vampire, close your eyes.</translation>
    </message>
    <message>
        <source>Pied Piper, close your eyes.</source>
        <translation>Pied Piper, close your eyes.</translation>
    </message>
    <message>
        <source>Charmed ones, close your eyes.</source>
        <translation>Charmed ones, close your eyes.</translation>
    </message>
    <message>
        <source>Enchanter, close your eyes.</source>
        <translation>Enchanter, close your eyes.</translation>
    </message>
    <message>
        <source>Raven, close your eyes.</source>
        <translation>Raven, close your eyes.</translation>
    </message>
    <message>
        <source>Old Hag, close your eyes.</source>
        <translation>Old Hag, close your eyes.</translation>
    </message>
    <message>
        <source>Mad Doctor, close your eyes.</source>
        <translation>Mad Doctor, close your eyes.</translation>
    </message>
    <message>
        <source>Apothecary, close your eyes.</source>
        <translation>Apothecary, close your eyes.</translation>
    </message>
    <message>
        <source>Ghost, close your eyes.</source>
        <translation>Ghost, close your eyes.</translation>
    </message>
    <message>
        <source>Gypsy, close your eyes.</source>
        <translation>Gypsy, close your eyes.</translation>
    </message>
    <message>
        <source>Town Crier, close your eyes.</source>
        <translation>Town Crier, close your eyes.</translation>
    </message>
    <message>
        <source>Night %1 falls. Everyone, close your eyes.</source>
        <translation>Night %1 falls. Everyone, close your eyes.</translation>
    </message>
    <message>
        <source>Everyone, open your eyes. The sun rises over the village.</source>
        <translation>Everyone, open your eyes. The sun rises over the village.</translation>
    </message>
    <message>
        <source>Everyone, close your eyes. Night falls.</source>
        <translation>Everyone, close your eyes. Night falls.</translation>
    </message>
    <message>
        <source>Everyone, wake up! It is morning.</source>
        <translation>Everyone, wake up! It is morning.</translation>
    </message>
</context>
<context>
    <name>NightScreen</name>
    <message>
        <source>Tonight&apos;s calls</source>
        <translation>Tonight&apos;s calls</translation>
    </message>
    <message>
        <source>Say the call</source>
        <translation>Say the call</translation>
    </message>
    <message>
        <source>Say “close your eyes”</source>
        <translation>Say “close your eyes”</translation>
    </message>
    <message>
        <source>Say “night falls”</source>
        <translation>Say “night falls”</translation>
    </message>
    <message>
        <source>Masking sound</source>
        <translation>Masking sound</translation>
    </message>
    <message>
        <source>A quiet sound all night, so nobody hears who moves</source>
        <translation>A quiet sound all night, so nobody hears who moves</translation>
    </message>
    <message>
        <source>Next call</source>
        <translation>Next call</translation>
    </message>
    <message>
        <source>Night %1 — call %2 of %3: %4</source>
        <translation>Night %1 — call %2 of %3: %4</translation>
    </message>
    <message>
        <source>Read aloud: “%1”</source>
        <translation>Read aloud: “%1”</translation>
    </message>
    <message>
        <source>Then: “%1”</source>
        <translation>Then: “%1”</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nobody holds this card tonight: fake the call (wait as long as for any other).</source>
        <translation>Nobody holds this card tonight: fake the call (wait as long as for any other).</translation>
    </message>
    <message>
        <source>Nobody can act: fake the call, wait as long as for any other, say nothing more.</source>
        <translation>Nobody can act: fake the call, wait as long as for any other, say nothing more.</translation>
    </message>
    <message>
        <source>Not %1 again (chosen last night).</source>
        <translation>Not %1 again (chosen last night).</translation>
    </message>
    <message>
        <source>the save potion</source>
        <translation>the save potion</translation>
    </message>
    <message>
        <source>the poison</source>
        <translation>the poison</translation>
    </message>
    <message>
        <source>the stupor draught</source>
        <translation>the stupor draught</translation>
    </message>
    <message>
        <source>the restoring draught</source>
        <translation>the restoring draught</translation>
    </message>
    <message>
        <source>Used already: %1.</source>
        <translation>Used already: %1.</translation>
    </message>
    <message>
        <source>To the dawn</source>
        <translation>To the dawn</translation>
    </message>
</context>
<context>
    <name>OneNightCallsScreen</name>
    <message>
        <source>One Night with real cards: the narrator</source>
        <translation>One Night with real cards: the narrator</translation>
    </message>
    <message>
        <source>Deal your own One Night cards (three in the centre), lay the laptop in the middle and press Start: every card&apos;s call is said in turn, the same length each, whether the card was dealt or lies in the centre. Then play the day and the vote at the table.</source>
        <translation>Deal your own One Night cards (three in the centre), lay the laptop in the middle and press Start: every card&apos;s call is said in turn, the same length each, whether the card was dealt or lies in the centre. Then play the day and the vote at the table.</translation>
    </message>
    <message>
        <source>Your last One Night deck</source>
        <translation>Your last One Night deck</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Vampire</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Werewolf</translation>
    </message>
    <message>
        <source>Werewolf + Daybreak</source>
        <translation>Werewolf + Daybreak</translation>
    </message>
    <message>
        <source>Vampire + Werewolf</source>
        <translation>Vampire + Werewolf</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Everything</translation>
    </message>
    <message>
        <source>Players: </source>
        <translation>Players: </translation>
    </message>
    <message>
        <source> s a call</source>
        <translation> s a call</translation>
    </message>
    <message>
        <source>Start the night</source>
        <translation>Start the night</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>The deck</translation>
    </message>
    <message>
        <source>The calls</source>
        <translation>The calls</translation>
    </message>
    <message>
        <source>Press Start when everyone has a card.</source>
        <translation>Press Start when everyone has a card.</translation>
    </message>
    <message>
        <source>No voice can speak here: the calls are shown large, with a chime.</source>
        <translation>No voice can speak here: the calls are shown large, with a chime.</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>Dusk</source>
        <translation>Dusk</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Night</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Day</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Vote</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Reveal</translation>
    </message>
</context>
<context>
    <name>PhoneTurnPage</name>
    <message>
        <source>A turn is being played on a phone</source>
        <translation>A turn is being played on a phone</translation>
    </message>
    <message>
        <source>Keep your eyes closed. The laptop goes on by itself when the turn is over.</source>
        <translation>Keep your eyes closed. The laptop goes on by itself when the turn is over.</translation>
    </message>
    <message>
        <source>That phone has lost the connection. Wait for it, or play this turn on the laptop behind the curtain.</source>
        <translation>That phone has lost the connection. Wait for it, or play this turn on the laptop behind the curtain.</translation>
    </message>
    <message>
        <source>Play this turn on the laptop</source>
        <translation>Play this turn on the laptop</translation>
    </message>
    <message>
        <source>The phones are casting their ballots</source>
        <translation>The phones are casting their ballots</translation>
    </message>
    <message>
        <source>The votes show on the laptop once every ballot is in.</source>
        <translation>The votes show on the laptop once every ballot is in.</translation>
    </message>
    <message>
        <source>The phones are taking their turns</source>
        <translation>The phones are taking their turns</translation>
    </message>
    <message>
        <source>Keep your eyes closed. The laptop goes on by itself when every phone is done.</source>
        <translation>Keep your eyes closed. The laptop goes on by itself when every phone is done.</translation>
    </message>
</context>
<context>
    <name>PhoneWords</name>
    <message>
        <source>%1, it is your turn</source>
        <translation>%1, it is your turn</translation>
    </message>
    <message>
        <source>Make sure nobody can see your phone, then open your screen.</source>
        <translation>Make sure nobody can see your phone, then open your screen.</translation>
    </message>
    <message>
        <source>Open my screen</source>
        <translation>Open my screen</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Night</translation>
    </message>
    <message>
        <source>Keep your eyes closed. Your phone lights up when it is your turn.</source>
        <translation>Keep your eyes closed. Your phone lights up when it is your turn.</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Choose</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Day %1</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Day</translation>
    </message>
    <message>
        <source>Talk at the table. Chat here if you like: the living may write, the dead only read.</source>
        <translation>Talk at the table. Chat here if you like: the living may write, the dead only read.</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>The vote</translation>
    </message>
    <message>
        <source>The vote is on the laptop.</source>
        <translation>The vote is on the laptop.</translation>
    </message>
    <message>
        <source>Your ballot is in. The laptop shows the votes once every ballot is cast.</source>
        <translation>Your ballot is in. The laptop shows the votes once every ballot is cast.</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <source>The laptop shows who won.</source>
        <translation>The laptop shows who won.</translation>
    </message>
    <message>
        <source>Lap %1 of %2</source>
        <translation>Lap %1 of %2</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Waiting for the game</source>
        <translation>Waiting for the game</translation>
    </message>
    <message>
        <source>The host is setting up the game on the laptop.</source>
        <translation>The host is setting up the game on the laptop.</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Who is playing?</source>
        <translation>Who is playing?</translation>
    </message>
    <message>
        <source>List the players clockwise around the table, starting with whoever holds the laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename.</source>
        <translation>List the players clockwise around the table, starting with whoever holds the laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename.</translation>
    </message>
    <message>
        <source>Players, clockwise</source>
        <translation>Players, clockwise</translation>
    </message>
    <message>
        <source>Add a player&apos;s name…</source>
        <translation>Add a player&apos;s name…</translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation>New player&apos;s name</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Move up</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Move down</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Next: choose the cards</source>
        <translation>Next: choose the cards</translation>
    </message>
    <message>
        <source>Seating (clockwise, the laptop starts at the bottom)</source>
        <translation>Seating (clockwise, the laptop starts at the bottom)</translation>
    </message>
    <message>
        <source>A name can have at most %1 characters; the rest was left out.</source>
        <translation>A name can have at most %1 characters; the rest was left out.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>The table is full: remove a name to add another.</source>
        <translation>The table is full: remove a name to add another.</translation>
    </message>
    <message>
        <source>Remove a name to add another.</source>
        <translation>Remove a name to add another.</translation>
    </message>
</context>
<context>
    <name>Portrait</name>
    <message>
        <source>Fox</source>
        <translation>Fox</translation>
    </message>
    <message>
        <source>Owl</source>
        <translation>Owl</translation>
    </message>
    <message>
        <source>Rice Farmer</source>
        <translation>Rice Farmer</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Rabbit</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Bear</translation>
    </message>
    <message>
        <source>Black Cat</source>
        <translation>Black Cat</translation>
    </message>
    <message>
        <source>Lotus Girl</source>
        <translation>Lotus Girl</translation>
    </message>
    <message>
        <source>Deer</source>
        <translation>Deer</translation>
    </message>
    <message>
        <source>Tiger Cub</source>
        <translation>Tiger Cub</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>Frog</translation>
    </message>
    <message>
        <source>Village Elder</source>
        <translation>Village Elder</translation>
    </message>
    <message>
        <source>Heron</source>
        <translation>Heron</translation>
    </message>
    <message>
        <source>Water Buffalo</source>
        <translation>Water Buffalo</translation>
    </message>
    <message>
        <source>Monkey</source>
        <translation>Monkey</translation>
    </message>
    <message>
        <source>Raccoon</source>
        <translation>Raccoon</translation>
    </message>
    <message>
        <source>Boar</source>
        <translation>Boar</translation>
    </message>
</context>
<context>
    <name>Power</name>
    <message>
        <source>At Dusk, looks at one centre card and becomes that role for the whole game.</source>
        <translation>At Dusk, looks at one centre card and becomes that role for the whole game.</translation>
    </message>
    <message>
        <source>Wakes at Dusk with the other vampires; together they give the Vampire mark to someone who is not a vampire.</source>
        <translation>Wakes at Dusk with the other vampires; together they give the Vampire mark to someone who is not a vampire.</translation>
    </message>
    <message>
        <source>A vampire. If another Vampire votes for The Master, The Master cannot be killed.</source>
        <translation>A vampire. If another Vampire votes for The Master, The Master cannot be killed.</translation>
    </message>
    <message>
        <source>A vampire. After the vampires, gives the Fear mark to a non-vampire, who then cannot act at night.</source>
        <translation>A vampire. After the vampires, gives the Fear mark to a non-vampire, who then cannot act at night.</translation>
    </message>
    <message>
        <source>Sees the vampires and whom they marked, then takes the Bat mark. Wins with the vampires.</source>
        <translation>Sees the vampires and whom they marked, then takes the Bat mark. Wins with the vampires.</translation>
    </message>
    <message>
        <source>Gives the Disease mark to a neighbour. Whoever votes for the Diseased or the marked player cannot win.</source>
        <translation>Gives the Disease mark to a neighbour. Whoever votes for the Diseased or the marked player cannot win.</translation>
    </message>
    <message>
        <source>May give Love marks to two players. If one lover dies, the other dies too.</source>
        <translation>May give Love marks to two players. If one lover dies, the other dies too.</translation>
    </message>
    <message>
        <source>May give the Traitor mark to anyone: a traitor wins only if a teammate dies.</source>
        <translation>May give the Traitor mark to anyone: a traitor wins only if a teammate dies.</translation>
    </message>
    <message>
        <source>Takes a fresh Clarity mark and may give another one to a player, wiping out their old mark.</source>
        <translation>Takes a fresh Clarity mark and may give another one to a player, wiping out their old mark.</translation>
    </message>
    <message>
        <source>Gives the Assassin mark to anyone and wins if a player holding it dies.</source>
        <translation>Gives the Assassin mark to anyone and wins if a player holding it dies.</translation>
    </message>
    <message>
        <source>Learns who the Assassin is and wins if the Assassin dies; with no Assassin, gives the Assassin mark.</source>
        <translation>Learns who the Assassin is and wins if the Assassin dies; with no Assassin, gives the Assassin mark.</translation>
    </message>
    <message>
        <source>May look at one player&apos;s card and at another player&apos;s mark.</source>
        <translation>May look at one player&apos;s card and at another player&apos;s mark.</translation>
    </message>
    <message>
        <source>May swap marks with another player, then looks at the new mark.</source>
        <translation>May swap marks with another player, then looks at the new mark.</translation>
    </message>
    <message>
        <source>May swap the cards, or the marks, of any two players without looking.</source>
        <translation>May swap the cards, or the marks, of any two players without looking.</translation>
    </message>
    <message>
        <source>No night action. Find the monsters and vote them out.</source>
        <translation>No night action. Find the monsters and vote them out.</translation>
    </message>
    <message>
        <source>Looks at another player&apos;s card and becomes that role, acting at once when the role allows.</source>
        <translation>Looks at another player&apos;s card and becomes that role, acting at once when the role allows.</translation>
    </message>
    <message>
        <source>Wakes with the other werewolves. A lone werewolf may look at one centre card.</source>
        <translation>Wakes with the other werewolves. A lone werewolf may look at one centre card.</translation>
    </message>
    <message>
        <source>Sees who the werewolves are and wins with them, even if the Minion dies.</source>
        <translation>Sees who the werewolves are and wins with them, even if the Minion dies.</translation>
    </message>
    <message>
        <source>Wakes with the other Mason so that they know each other.</source>
        <translation>Wakes with the other Mason so that they know each other.</translation>
    </message>
    <message>
        <source>May look at another player&apos;s card or at two centre cards.</source>
        <translation>May look at another player&apos;s card or at two centre cards.</translation>
    </message>
    <message>
        <source>May swap cards with another player, then looks at the new card.</source>
        <translation>May swap cards with another player, then looks at the new card.</translation>
    </message>
    <message>
        <source>May swap the cards of two other players without looking.</source>
        <translation>May swap the cards of two other players without looking.</translation>
    </message>
    <message>
        <source>Must swap their card with a centre card without looking at it.</source>
        <translation>Must swap their card with a centre card without looking at it.</translation>
    </message>
    <message>
        <source>Wakes last and looks at their own card to see if it changed.</source>
        <translation>Wakes last and looks at their own card to see if it changed.</translation>
    </message>
    <message>
        <source>If the Hunter dies, the player the Hunter voted for dies too.</source>
        <translation>If the Hunter dies, the player the Hunter voted for dies too.</translation>
    </message>
    <message>
        <source>Hates the job: wins only by dying.</source>
        <translation>Hates the job: wins only by dying.</translation>
    </message>
    <message>
        <source>May shield another player&apos;s card: nobody may look at it or move it.</source>
        <translation>May shield another player&apos;s card: nobody may look at it or move it.</translation>
    </message>
    <message>
        <source>A werewolf who swaps the extra wolf card in the centre with a non-werewolf&apos;s card.</source>
        <translation>A werewolf who swaps the extra wolf card in the centre with a non-werewolf&apos;s card.</translation>
    </message>
    <message>
        <source>A werewolf who may also look at another player&apos;s card.</source>
        <translation>A werewolf who may also look at another player&apos;s card.</translation>
    </message>
    <message>
        <source>A sleepy werewolf: raises a thumb for the other wolves but never wakes.</source>
        <translation>A sleepy werewolf: raises a thumb for the other wolves but never wakes.</translation>
    </message>
    <message>
        <source>May look at one centre card.</source>
        <translation>May look at one centre card.</translation>
    </message>
    <message>
        <source>May look at up to two cards, and turns into the first werewolf, tanner or vampire seen.</source>
        <translation>May look at up to two cards, and turns into the first werewolf, tanner or vampire seen.</translation>
    </message>
    <message>
        <source>May look at a centre card; if so, must swap it with any player&apos;s card.</source>
        <translation>May look at a centre card; if so, must swap it with any player&apos;s card.</translation>
    </message>
    <message>
        <source>May move every other player&apos;s card one seat left or right.</source>
        <translation>May move every other player&apos;s card one seat left or right.</translation>
    </message>
    <message>
        <source>May turn another player&apos;s card face up; monsters and tanners go back face down.</source>
        <translation>May turn another player&apos;s card face up; monsters and tanners go back face down.</translation>
    </message>
    <message>
        <source>May put a random face-down artifact on any player&apos;s card.</source>
        <translation>May put a random face-down artifact on any player&apos;s card.</translation>
    </message>
    <message>
        <source>The player the Bodyguard votes for cannot be killed.</source>
        <translation>The player the Bodyguard votes for cannot be killed.</translation>
    </message>
    <message>
        <source>Sees who looked at or moved a card or a mark tonight.</source>
        <translation>Sees who looked at or moved a card or a mark tonight.</translation>
    </message>
    <message>
        <source>Sees who the Tanner is and wins if the Tanner dies.</source>
        <translation>Sees who the Tanner is and wins if the Tanner dies.</translation>
    </message>
    <message>
        <source>Taps a neighbour&apos;s shoulder: that player learns the Thing sits beside them.</source>
        <translation>Taps a neighbour&apos;s shoulder: that player learns the Thing sits beside them.</translation>
    </message>
    <message>
        <source>Sees the werewolves and may look at their cards. Wins with the werewolves.</source>
        <translation>Sees the werewolves and may look at their cards. Wins with the werewolves.</translation>
    </message>
    <message>
        <source>Sees who the Seer is and may look at the Seer&apos;s card.</source>
        <translation>Sees who the Seer is and may look at the Seer&apos;s card.</translation>
    </message>
    <message>
        <source>Cannot be killed by the vote.</source>
        <translation>Cannot be killed by the vote.</translation>
    </message>
    <message>
        <source>A villager who turns into a werewolf if any werewolf votes for them.</source>
        <translation>A villager who turns into a werewolf if any werewolf votes for them.</translation>
    </message>
</context>
<context>
    <name>PowerScreen</name>
    <message>
        <source>Confirm</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>%1, you are the Cavalier. Name the player you challenge: a wolf dies; if not, you die. Both are said aloud.</source>
        <translation>%1, you are the Cavalier. Name the player you challenge: a wolf dies; if not, you die. Both are said aloud.</translation>
    </message>
    <message>
        <source>%1, you are the Servant. Take the card of the hanged player? You are revealed; the card itself stays secret.</source>
        <translation>%1, you are the Servant. Take the card of the hanged player? You are revealed; the card itself stays secret.</translation>
    </message>
    <message>
        <source>%1, only the %2 can confirm this now. Press Cancel: nobody will know what you saw.</source>
        <translation>%1, only the %2 can confirm this now. Press Cancel: nobody will know what you saw.</translation>
    </message>
    <message>
        <source>Cancel (%1)</source>
        <translation>Cancel (%1)</translation>
    </message>
    <message>
        <source>Confirm (%1)</source>
        <translation>Confirm (%1)</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>Vampire</source>
        <translation>Vampire</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Werewolf</translation>
    </message>
    <message>
        <source>Werewolf + Daybreak</source>
        <translation>Werewolf + Daybreak</translation>
    </message>
    <message>
        <source>Vampire + Werewolf</source>
        <translation>Vampire + Werewolf</translation>
    </message>
    <message>
        <source>Everything (all four boxes)</source>
        <translation>Everything (all four boxes)</translation>
    </message>
</context>
<context>
    <name>PresserScreen</name>
    <message>
        <source>Who pressed it? Tap your name: the laptop comes to you, behind the curtain. Only the card&apos;s holder can go on; anyone else just cancels, and nobody sees the difference.</source>
        <translation>Who pressed it? Tap your name: the laptop comes to you, behind the curtain. Only the card&apos;s holder can go on; anyone else just cancels, and nobody sees the difference.</translation>
    </message>
    <message>
        <source>Nobody: back</source>
        <translation>Nobody: back</translation>
    </message>
</context>
<context>
    <name>PrivateScreen</name>
    <message>
        <source>Hide (Esc)</source>
        <translation>Hide (Esc)</translation>
    </message>
</context>
<context>
    <name>PublicLog</name>
    <message>
        <source>Day %1</source>
        <translation>Day %1</translation>
    </message>
    <message>
        <source>Public log</source>
        <translation>Public log</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Nothing has happened yet.</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Yes</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abort</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Retry</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignore</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restore Defaults</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>Not yourself: choose another player.</source>
        <translation>Not yourself: choose another player.</translation>
    </message>
    <message>
        <source>Already chosen: pick someone else.</source>
        <translation>Already chosen: pick someone else.</translation>
    </message>
    <message>
        <source>Vampires cannot receive this mark.</source>
        <translation>Vampires cannot receive this mark.</translation>
    </message>
    <message>
        <source>Vampires, and the player with the Vampire mark, cannot receive Fear.</source>
        <translation>Vampires, and the player with the Vampire mark, cannot receive Fear.</translation>
    </message>
    <message>
        <source>Only your left or right neighbour.</source>
        <translation>Only your left or right neighbour.</translation>
    </message>
    <message>
        <source>There is no wolf card in this game.</source>
        <translation>There is no wolf card in this game.</translation>
    </message>
    <message>
        <source>This card is shielded.</source>
        <translation>This card is shielded.</translation>
    </message>
    <message>
        <source>You had to stop after the first card.</source>
        <translation>You had to stop after the first card.</translation>
    </message>
    <message>
        <source>The card and the mark must belong to two different players.</source>
        <translation>The card and the mark must belong to two different players.</translation>
    </message>
    <message>
        <source>You know this player is a werewolf.</source>
        <translation>You know this player is a werewolf.</translation>
    </message>
    <message>
        <source>Not the Alpha Wolf you copied.</source>
        <translation>Not the Alpha Wolf you copied.</translation>
    </message>
    <message>
        <source>This card already carries an artifact.</source>
        <translation>This card already carries an artifact.</translation>
    </message>
    <message>
        <source>This card is already face up: choose a face-down card.</source>
        <translation>This card is already face up: choose a face-down card.</translation>
    </message>
    <message>
        <source>Not allowed for this action.</source>
        <translation>Not allowed for this action.</translation>
    </message>
</context>
<context>
    <name>ResolutionScreen</name>
    <message>
        <source>Turn over all cards</source>
        <translation>Turn over all cards</translation>
    </message>
    <message>
        <source>What happened at the vote</source>
        <translation>What happened at the vote</translation>
    </message>
</context>
<context>
    <name>RevealScreen</name>
    <message>
        <source>Who won</source>
        <translation>Who won</translation>
    </message>
    <message>
        <source>The night</source>
        <translation>The night</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <source>New setup</source>
        <translation>New setup</translation>
    </message>
    <message>
        <source>Show the votes</source>
        <translation>Show the votes</translation>
    </message>
    <message>
        <source>Hide the votes</source>
        <translation>Hide the votes</translation>
    </message>
</context>
<context>
    <name>Role</name>
    <message>
        <source>Copycat</source>
        <translation>Copycat</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Vampire</translation>
    </message>
    <message>
        <source>The Master</source>
        <translation>The Master</translation>
    </message>
    <message>
        <source>The Count</source>
        <translation>The Count</translation>
    </message>
    <message>
        <source>Renfield</source>
        <translation>Renfield</translation>
    </message>
    <message>
        <source>Diseased</source>
        <translation>Diseased</translation>
    </message>
    <message>
        <source>Cupid</source>
        <translation>Cupid</translation>
    </message>
    <message>
        <source>Instigator</source>
        <translation>Instigator</translation>
    </message>
    <message>
        <source>Priest</source>
        <translation>Priest</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Assassin</translation>
    </message>
    <message>
        <source>Apprentice Assassin</source>
        <translation>Apprentice Assassin</translation>
    </message>
    <message>
        <source>Marksman</source>
        <translation>Marksman</translation>
    </message>
    <message>
        <source>Pickpocket</source>
        <translation>Pickpocket</translation>
    </message>
    <message>
        <source>Gremlin</source>
        <translation>Gremlin</translation>
    </message>
    <message>
        <source>Villager</source>
        <translation>Villager</translation>
    </message>
    <message>
        <source>Doppelgänger</source>
        <translation>Doppelgänger</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Werewolf</translation>
    </message>
    <message>
        <source>Minion</source>
        <translation>Minion</translation>
    </message>
    <message>
        <source>Mason</source>
        <translation>Mason</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>Seer</translation>
    </message>
    <message>
        <source>Robber</source>
        <translation>Robber</translation>
    </message>
    <message>
        <source>Troublemaker</source>
        <translation>Troublemaker</translation>
    </message>
    <message>
        <source>Drunk</source>
        <translation>Drunk</translation>
    </message>
    <message>
        <source>Insomniac</source>
        <translation>Insomniac</translation>
    </message>
    <message>
        <source>Hunter</source>
        <translation>Hunter</translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation>Tanner</translation>
    </message>
    <message>
        <source>Sentinel</source>
        <translation>Sentinel</translation>
    </message>
    <message>
        <source>Alpha Wolf</source>
        <translation>Alpha Wolf</translation>
    </message>
    <message>
        <source>Mystic Wolf</source>
        <translation>Mystic Wolf</translation>
    </message>
    <message>
        <source>Dream Wolf</source>
        <translation>Dream Wolf</translation>
    </message>
    <message>
        <source>Apprentice Seer</source>
        <translation>Apprentice Seer</translation>
    </message>
    <message>
        <source>Paranormal Investigator</source>
        <translation>Paranormal Investigator</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Witch</translation>
    </message>
    <message>
        <source>Village Idiot</source>
        <translation>Village Idiot</translation>
    </message>
    <message>
        <source>Revealer</source>
        <translation>Revealer</translation>
    </message>
    <message>
        <source>Curator</source>
        <translation>Curator</translation>
    </message>
    <message>
        <source>Bodyguard</source>
        <translation>Bodyguard</translation>
    </message>
    <message>
        <source>Aura Seer</source>
        <translation>Aura Seer</translation>
    </message>
    <message>
        <source>Apprentice Tanner</source>
        <translation>Apprentice Tanner</translation>
    </message>
    <message>
        <source>Thing</source>
        <translation>Thing</translation>
    </message>
    <message>
        <source>Squire</source>
        <translation>Squire</translation>
    </message>
    <message>
        <source>Beholder</source>
        <translation>Beholder</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>Prince</translation>
    </message>
    <message>
        <source>Cursed</source>
        <translation>Cursed</translation>
    </message>
</context>
<context>
    <name>RoleRules</name>
    <message>
        <source>At Dusk, before anyone else, the Copycat looks at one centre card (the wolf card too, when there is one) and becomes that role for the whole game: she wakes when that role wakes, acts as it and is on its team. The copy stays on the Copycat card, so whoever holds that card at the end is the copied role. If she sees the Doppelgänger, she becomes the Doppelgänger. A Copycat card that started in the centre makes its final holder a plain Villager.</source>
        <translation>At Dusk, before anyone else, the Copycat looks at one centre card (the wolf card too, when there is one) and becomes that role for the whole game: she wakes when that role wakes, acts as it and is on its team. The copy stays on the Copycat card, so whoever holds that card at the end is the copied role. If she sees the Doppelgänger, she becomes the Doppelgänger. A Copycat card that started in the centre makes its final holder a plain Villager.</translation>
    </message>
    <message>
        <source>At Dusk all the vampires (Vampire, The Master, The Count) wake together, see each other and must give the Vampire mark to one player who is not a vampire; in pass-and-play the first vampire the laptop reaches chooses and the others are shown the choice. The marked player becomes a Vampire but only learns it at the mark check. The vampire team wins if no Vampire dies and no Tanner dies. The Vampire has no vote power.</source>
        <translation>At Dusk all the vampires (Vampire, The Master, The Count) wake together, see each other and must give the Vampire mark to one player who is not a vampire; in pass-and-play the first vampire the laptop reaches chooses and the others are shown the choice. The marked player becomes a Vampire but only learns it at the mark check. The vampire team wins if no Vampire dies and no Tanner dies. The Vampire has no vote power.</translation>
    </message>
    <message>
        <source>The Master is a vampire and wakes with the vampires at Dusk. If at least one other Vampire points at The Master in the vote, The Master cannot be killed, by votes or by a Hunter: the next player with the most votes (at least two) dies instead. The power holds with the Vampire mark too, but a Love mark kills The Master when the other lover dies.</source>
        <translation>The Master is a vampire and wakes with the vampires at Dusk. If at least one other Vampire points at The Master in the vote, The Master cannot be killed, by votes or by a Hunter: the next player with the most votes (at least two) dies instead. The power holds with the Vampire mark too, but a Love mark kills The Master when the other lover dies.</translation>
    </message>
    <message>
        <source>The Count is a vampire: he wakes with the vampires at Dusk, then again on his own, and must give the Fear mark to a player who is not a vampire and did not just get the Vampire mark. That player sees the mark at the mark check and takes no action during the Night (Dusk is already over). The Count wins with the vampire team.</source>
        <translation>The Count is a vampire: he wakes with the vampires at Dusk, then again on his own, and must give the Fear mark to a player who is not a vampire and did not just get the Vampire mark. That player sees the mark at the mark check and takes no action during the Night (Dusk is already over). The Count wins with the vampire team.</translation>
    </message>
    <message>
        <source>At Dusk Renfield wakes after the vampires, sees who they are and whom they point at (the new Vampire-mark holder), then takes the Bat mark, which does nothing. He is on the vampire team and wins with it even if he dies; his own death is not a Vampire&apos;s death. If no player is a Vampire at the end, he is on the village team; holding the Vampire mark makes him a Vampire.</source>
        <translation>At Dusk Renfield wakes after the vampires, sees who they are and whom they point at (the new Vampire-mark holder), then takes the Bat mark, which does nothing. He is on the vampire team and wins with it even if he dies; his own death is not a Vampire&apos;s death. If no player is a Vampire at the end, he is on the village team; holding the Vampire mark makes him a Vampire.</translation>
    </message>
    <message>
        <source>At Dusk the Diseased must give the Disease mark to the player on their left or on their right. In the vote, every player who points at the Diseased or at the Disease-mark holder cannot win, even if their team wins. Those votes still count: a contagious player with the most votes dies as usual. The Diseased is on the village team.</source>
        <translation>At Dusk the Diseased must give the Disease mark to the player on their left or on their right. In the vote, every player who points at the Diseased or at the Disease-mark holder cannot win, even if their team wins. Those votes still count: a contagious player with the most votes dies as usual. The Diseased is on the village team.</translation>
    </message>
    <message>
        <source>At Dusk Cupid may give Love marks to two different players, himself allowed. The lovers wake right after the mark check and see each other. If one lover dies, every other Love-mark holder dies too, even a protected one; lovers keep their own teams. With a Doppelgänger-Cupid up to four lovers live and die together.</source>
        <translation>At Dusk Cupid may give Love marks to two different players, himself allowed. The lovers wake right after the mark check and see each other. If one lover dies, every other Love-mark holder dies too, even a protected one; lovers keep their own teams. With a Doppelgänger-Cupid up to four lovers live and die together.</translation>
    </message>
    <message>
        <source>At Dusk the Instigator may give the Traitor mark to any player, themselves included. The traitor stays on their team but wins only if another member of that team dies. On a team of one, or on a Tanner or an assassin, the mark changes nothing. The Instigator is on the village team.</source>
        <translation>At Dusk the Instigator may give the Traitor mark to any player, themselves included. The traitor stays on their team but wins only if another member of that team dies. On a team of one, or on a Tanner or an assassin, the mark changes nothing. The Instigator is on the village team.</translation>
    </message>
    <message>
        <source>At Dusk the Priest always takes a fresh Clarity mark and may give another one to a different player; the marks they held go back to the board unseen. Clarity does nothing, so this wipes out a Vampire, Fear, Love or other mark given earlier. The Priest is on the village team.</source>
        <translation>At Dusk the Priest always takes a fresh Clarity mark and may give another one to a different player; the marks they held go back to the board unseen. Clarity does nothing, so this wipes out a Vampire, Fear, Love or other mark given earlier. The Priest is on the village team.</translation>
    </message>
    <message>
        <source>At Dusk the Assassin must give the Assassin mark to any player, himself included, then keeps his eyes open while the Apprentice Assassin looks for him. He wins if a player holding an Assassin mark dies; if he holds one himself, he wins only if he dies. He wins alongside any other team, dead or alive. If nobody holds an Assassin mark at the end, he is a villager.</source>
        <translation>At Dusk the Assassin must give the Assassin mark to any player, himself included, then keeps his eyes open while the Apprentice Assassin looks for him. He wins if a player holding an Assassin mark dies; if he holds one himself, he wins only if he dies. He wins alongside any other team, dead or alive. If nobody holds an Assassin mark at the end, he is a villager.</translation>
    </message>
    <message>
        <source>At Dusk the Apprentice Assassin wakes after the Assassin. If an Assassin woke, the apprentice sees him, does nothing else and wins if an Assassin dies. With no Assassin awake, the apprentice must give the Assassin mark to any player, themselves included, and wins if a mark holder dies. The apprentice wins alongside any other team; if nobody holds an Assassin mark at the end, the apprentice is a villager.</source>
        <translation>At Dusk the Apprentice Assassin wakes after the Assassin. If an Assassin woke, the apprentice sees him, does nothing else and wins if an Assassin dies. With no Assassin awake, the apprentice must give the Assassin mark to any player, themselves included, and wins if a mark holder dies. The apprentice wins alongside any other team; if nobody holds an Assassin mark at the end, the apprentice is a villager.</translation>
    </message>
    <message>
        <source>During the Night the Marksman may look at one other player&apos;s card and at the mark of a different other player: one of them, both or neither. A shield stops the look at a card, never the look at a mark. The Marksman is on the village team.</source>
        <translation>During the Night the Marksman may look at one other player&apos;s card and at the mark of a different other player: one of them, both or neither. A shield stops the look at a card, never the look at a mark. The Marksman is on the village team.</translation>
    </message>
    <message>
        <source>During the Night the Pickpocket may swap his mark with another player&apos;s mark, then looks at his new mark; shields do not stop him. He now has that mark&apos;s effect (a Vampire mark makes him a Vampire), but taking the Fear mark changes nothing: who is afraid was settled at the mark check. The Pickpocket is on the village team.</source>
        <translation>During the Night the Pickpocket may swap his mark with another player&apos;s mark, then looks at his new mark; shields do not stop him. He now has that mark&apos;s effect (a Vampire mark makes him a Vampire), but taking the Fear mark changes nothing: who is afraid was settled at the mark check. The Pickpocket is on the village team.</translation>
    </message>
    <message>
        <source>During the Night the Gremlin may swap either the cards or the marks of any two players, himself allowed, without looking. A shield stops a card swap, not a mark swap. Nobody is told. The Gremlin is on the village team.</source>
        <translation>During the Night the Gremlin may swap either the cards or the marks of any two players, himself allowed, without looking. A shield stops a card swap, not a mark swap. Nobody is told. The Gremlin is on the village team.</translation>
    </message>
    <message>
        <source>The Villager has no night action and no power. Listen, compare stories and vote for a monster: the village wins if a Werewolf or a Vampire dies, or, when no player is one, if nobody dies.</source>
        <translation>The Villager has no night action and no power. Listen, compare stories and vote for a monster: the village wins if a Werewolf or a Vampire dies, or, when no player is one, if nobody dies.</translation>
    </message>
    <message>
        <source>The Doppelgänger looks at another player&apos;s card and becomes that role for the game: at Dusk when Vampire-box roles are in the deck, otherwise at the start of the Night, after the Sentinel. A role that acts once she copies at once; a role with a later turn (Insomniac, Curator, ...) she plays in its turn; a werewolf or vampire wakes with its team. Her marks come from her own board. Copying the Copycat gives her the Copycat&apos;s role with no action. The copy stays on her card; a Doppelgänger card that never copied makes its holder a Villager.</source>
        <translation>The Doppelgänger looks at another player&apos;s card and becomes that role for the game: at Dusk when Vampire-box roles are in the deck, otherwise at the start of the Night, after the Sentinel. A role that acts once she copies at once; a role with a later turn (Insomniac, Curator, ...) she plays in its turn; a werewolf or vampire wakes with its team. Her marks come from her own board. Copying the Copycat gives her the Copycat&apos;s role with no action. The copy stays on her card; a Doppelgänger card that never copied makes its holder a Villager.</translation>
    </message>
    <message>
        <source>During the Night the werewolves (Werewolf, Alpha Wolf, Mystic Wolf) wake together and see each other, and a Dream Wolf raises a thumb. A werewolf who is alone and sees no thumb may look at one centre card. The werewolf team wins if no Werewolf dies and no Tanner dies. A Werewolf given the Vampire mark still wakes with the werewolves but plays for the vampires.</source>
        <translation>During the Night the werewolves (Werewolf, Alpha Wolf, Mystic Wolf) wake together and see each other, and a Dream Wolf raises a thumb. A werewolf who is alone and sees no thumb may look at one centre card. The werewolf team wins if no Werewolf dies and no Tanner dies. A Werewolf given the Vampire mark still wakes with the werewolves but plays for the vampires.</translation>
    </message>
    <message>
        <source>During the Night the Minion sees the werewolves raise their thumbs (the Dream Wolf too); they do not learn who the Minion is. The Minion wins with the werewolves even if the Minion dies. If no player is a Werewolf, the Minion wins if someone else dies and no Tanner dies.</source>
        <translation>During the Night the Minion sees the werewolves raise their thumbs (the Dream Wolf too); they do not learn who the Minion is. The Minion wins with the werewolves even if the Minion dies. If no player is a Werewolf, the Minion wins if someone else dies and no Tanner dies.</translation>
    </message>
    <message>
        <source>During the Night the Masons wake together and see each other. A Mason who sees nobody knows that no other player woke as a Mason. Masons are on the village team.</source>
        <translation>During the Night the Masons wake together and see each other. A Mason who sees nobody knows that no other player woke as a Mason. Masons are on the village team.</translation>
    </message>
    <message>
        <source>During the Night the Seer may look at another player&apos;s card, or at two centre cards (the wolf card may be one). A shielded card cannot be seen. The Seer raises a thumb for the Beholder and is on the village team.</source>
        <translation>During the Night the Seer may look at another player&apos;s card, or at two centre cards (the wolf card may be one). A shielded card cannot be seen. The Seer raises a thumb for the Beholder and is on the village team.</translation>
    </message>
    <message>
        <source>During the Night the Robber may swap his card with another player&apos;s card, then looks at his new card. At the end he is that role and on its team, but he does not act as it tonight; the robbed player is not told. Neither card may be shielded.</source>
        <translation>During the Night the Robber may swap his card with another player&apos;s card, then looks at his new card. At the end he is that role and on its team, but he does not act as it tonight; the robbed player is not told. Neither card may be shielded.</translation>
    </message>
    <message>
        <source>During the Night the Troublemaker may swap the cards of two other players without looking; they are not told. A shielded card cannot be moved. The Troublemaker is on the village team.</source>
        <translation>During the Night the Troublemaker may swap the cards of two other players without looking; they are not told. A shielded card cannot be moved. The Troublemaker is on the village team.</translation>
    </message>
    <message>
        <source>During the Night the Drunk must swap his card with a centre card (the wolf card too) without looking at it, so he does not know what he is now. A shield on his card cancels the swap. He ends as whatever card he took.</source>
        <translation>During the Night the Drunk must swap his card with a centre card (the wolf card too) without looking at it, so he does not know what he is now. A shield on his card cancels the swap. He ends as whatever card he took.</translation>
    </message>
    <message>
        <source>Near the end of the Night the Insomniac looks at her own card and learns whether someone moved it; a shield on it blocks the look. She is whatever she finds there.</source>
        <translation>Near the end of the Night the Insomniac looks at her own card and learns whether someone moved it; a shield on it blocks the look. She is whatever she finds there.</translation>
    </message>
    <message>
        <source>The Hunter has no night action. If the Hunter dies, the player the Hunter points at dies too, unless that player is protected (Bodyguard, Prince, The Master); deaths can chain through other Hunters and lovers. The power stays with the Vampire mark and is lost with a role-changing artifact.</source>
        <translation>The Hunter has no night action. If the Hunter dies, the player the Hunter points at dies too, unless that player is protected (Bodyguard, Prince, The Master); deaths can chain through other Hunters and lovers. The power stays with the Vampire mark and is lost with a role-changing artifact.</translation>
    </message>
    <message>
        <source>The Tanner has no night action and is on a team of his own: he wins only if he dies. If a Tanner dies, neither the werewolves nor the vampires can win, but the village still can (a Tanner and a Werewolf both dead: both win).</source>
        <translation>The Tanner has no night action and is on a team of his own: he wins only if he dies. If a Tanner dies, neither the werewolves nor the vampires can win, but the village still can (a Tanner and a Werewolf both dead: both win).</translation>
    </message>
    <message>
        <source>At the start of the Night the Sentinel may put a shield on another player&apos;s card. For the rest of the game nobody can look at, move or put an artifact on that card, its holder included. The shield protects the card, not the mark. The Sentinel is on the village team.</source>
        <translation>At the start of the Night the Sentinel may put a shield on another player&apos;s card. For the rest of the game nobody can look at, move or put an artifact on that card, its holder included. The shield protects the card, not the mark. The Sentinel is on the village team.</translation>
    </message>
    <message>
        <source>The Alpha Wolf adds a fourth centre card set apart, the wolf card (a Werewolf, Mystic Wolf or Dream Wolf). He wakes with the werewolves, then must swap the wolf card, unseen, with the card of another player who is not a werewolf he saw and whose card is not shielded. That player is now a werewolf without knowing it.</source>
        <translation>The Alpha Wolf adds a fourth centre card set apart, the wolf card (a Werewolf, Mystic Wolf or Dream Wolf). He wakes with the werewolves, then must swap the wolf card, unseen, with the card of another player who is not a werewolf he saw and whose card is not shielded. That player is now a werewolf without knowing it.</translation>
    </message>
    <message>
        <source>The Mystic Wolf wakes with the werewolves, then may look at another player&apos;s card if it is not shielded. She is a Werewolf in every other way.</source>
        <translation>The Mystic Wolf wakes with the werewolves, then may look at another player&apos;s card if it is not shielded. She is a Werewolf in every other way.</translation>
    </message>
    <message>
        <source>The Dream Wolf never wakes. While the werewolves are awake she raises a thumb so that they know her, and she raises it for the Minion and the Squire. She never counts as a lone wolf, and once her thumb was seen the Alpha Wolf cannot give her the wolf card.</source>
        <translation>The Dream Wolf never wakes. While the werewolves are awake she raises a thumb so that they know her, and she raises it for the Minion and the Squire. She never counts as a lone wolf, and once her thumb was seen the Alpha Wolf cannot give her the wolf card.</translation>
    </message>
    <message>
        <source>During the Night the Apprentice Seer may look at one centre card (the wolf card too). She raises a thumb for the Beholder and is on the village team.</source>
        <translation>During the Night the Apprentice Seer may look at one centre card (the wolf card too). She raises a thumb for the Beholder and is on the village team.</translation>
    </message>
    <message>
        <source>During the Night the Paranormal Investigator may look at up to two other players&apos; cards, one at a time. Seeing a werewolf, he must stop and becomes a Werewolf; a Tanner, a Tanner; a vampire, a Vampire. The change belongs to the card he holds and counts at the end; he does not wake with his new team.</source>
        <translation>During the Night the Paranormal Investigator may look at up to two other players&apos; cards, one at a time. Seeing a werewolf, he must stop and becomes a Werewolf; a Tanner, a Tanner; a vampire, a Vampire. The change belongs to the card he holds and counts at the end; he does not wake with his new team.</translation>
    </message>
    <message>
        <source>During the Night the Witch may look at one centre card (the wolf card too); if she does, she must swap it with any player&apos;s card that is not shielded, her own included, without looking again. Taking it herself, she knows her new role but does not act as it.</source>
        <translation>During the Night the Witch may look at one centre card (the wolf card too); if she does, she must swap it with any player&apos;s card that is not shielded, her own included, without looking again. Taking it herself, she knows her new role but does not act as it.</translation>
    </message>
    <message>
        <source>During the Night the Village Idiot may move every card one place to the left or to the right, except his own and shielded cards, which stay put; nobody is told. With fewer than two cards to move, nothing happens. The Village Idiot is on the village team.</source>
        <translation>During the Night the Village Idiot may move every card one place to the left or to the right, except his own and shielded cards, which stay put; nobody is told. With fewer than two cards to move, nothing happens. The Village Idiot is on the village team.</translation>
    </message>
    <message>
        <source>During the Night the Revealer may turn another player&apos;s card face up (not a shielded one). A village-team card stays face up for everyone to see in the morning (the Doppelgänger, Copycat and Paranormal Investigator cards count as village cards); any other card (werewolves, vampires, Tanners, Minion, Squire, Renfield, assassins) goes back face down at once. She sees it either way.</source>
        <translation>During the Night the Revealer may turn another player&apos;s card face up (not a shielded one). A village-team card stays face up for everyone to see in the morning (the Doppelgänger, Copycat and Paranormal Investigator cards count as village cards); any other card (werewolves, vampires, Tanners, Minion, Squire, Renfield, assassins) goes back face down at once. She sees it either way.</translation>
    </message>
    <message>
        <source>At the end of the Night the Curator may put a random artifact face down on any card that has none and is not shielded, his own included. At dawn that card&apos;s holder looks at it in secret; the Claw, the Brand and the Cudgel change who the holder is.</source>
        <translation>At the end of the Night the Curator may put a random artifact face down on any card that has none and is not shielded, his own included. At dawn that card&apos;s holder looks at it in secret; the Claw, the Brand and the Cudgel change who the holder is.</translation>
    </message>
    <message>
        <source>The Bodyguard has no night action. In the vote, the player the Bodyguard points at cannot be killed, and the Bodyguard&apos;s pointing is not a vote. If that player has the most votes, the next highest with at least two votes dies instead. The power stays with the Vampire mark and is lost with a role-changing artifact.</source>
        <translation>The Bodyguard has no night action. In the vote, the player the Bodyguard points at cannot be killed, and the Bodyguard&apos;s pointing is not a vote. If that player has the most votes, the next highest with at least two votes dies instead. The power stays with the Vampire mark and is lost with a role-changing artifact.</translation>
    </message>
    <message>
        <source>During the Night the Aura Seer sees every player who, earlier at Dusk or tonight, looked at or moved a card or a mark, handing out marks included; looking at one&apos;s own card or mark does not count. She learns who, not what. The Aura Seer is on the village team.</source>
        <translation>During the Night the Aura Seer sees every player who, earlier at Dusk or tonight, looked at or moved a card or a mark, handing out marks included; looking at one&apos;s own card or mark does not count. She learns who, not what. The Aura Seer is on the village team.</translation>
    </message>
    <message>
        <source>During the Night the Apprentice Tanner sees the Tanner raise a thumb. He is on a team of his own and wins if a Tanner dies. If no player is a Tanner at the end, he is a Tanner himself: he wins only by dying, and his death stops the werewolves and the vampires.</source>
        <translation>During the Night the Apprentice Tanner sees the Tanner raise a thumb. He is on a team of his own and wins if a Tanner dies. If no player is a Tanner at the end, he is a Tanner himself: he wins only by dying, and his death stops the werewolves and the vampires.</translation>
    </message>
    <message>
        <source>During the Night the Thing must tap the shoulder of the player on its left or on its right; that player learns that a Thing sits on that side. The Thing is on the village team.</source>
        <translation>During the Night the Thing must tap the shoulder of the player on its left or on its right; that player learns that a Thing sits on that side. The Thing is on the village team.</translation>
    </message>
    <message>
        <source>During the Night the Squire sees the werewolves raise their thumbs and may look at their cards (not shielded ones). The Squire wins with the werewolves even if the Squire dies; with no Werewolf among the players, the Squire wins if someone else dies and no Tanner dies.</source>
        <translation>During the Night the Squire sees the werewolves raise their thumbs and may look at their cards (not shielded ones). The Squire wins with the werewolves even if the Squire dies; with no Werewolf among the players, the Squire wins if someone else dies and no Tanner dies.</translation>
    </message>
    <message>
        <source>During the Night the Beholder sees the Seer and the Apprentice Seer raise their thumbs and may look at their cards (not shielded ones). The Beholder is on the village team.</source>
        <translation>During the Night the Beholder sees the Seer and the Apprentice Seer raise their thumbs and may look at their cards (not shielded ones). The Beholder is on the village team.</translation>
    </message>
    <message>
        <source>The Prince has no night action and cannot be killed by votes or by a Hunter: if the Prince has the most votes, the next highest with at least two votes dies instead. A Love mark still takes the Prince along with a dying lover. The Prince is on the village team.</source>
        <translation>The Prince has no night action and cannot be killed by votes or by a Hunter: if the Prince has the most votes, the next highest with at least two votes dies instead. A Love mark still takes the Prince along with a dying lover. The Prince is on the village team.</translation>
    </message>
    <message>
        <source>The Cursed has no night action and is on the village team until the vote: if at least one Werewolf points at the Cursed, the Cursed becomes a Werewolf and wins or loses with the werewolves. With the Vampire mark the Cursed stays a Vampire.</source>
        <translation>The Cursed has no night action and is on the village team until the vote: if at least one Werewolf points at the Cursed, the Cursed becomes a Werewolf and wins or loses with the werewolves. With the Vampire mark the Cursed stays a Vampire.</translation>
    </message>
    <message>
        <source>Everyone starts with a Clarity mark, and the Priest hands out fresh ones. It does nothing: your card, and any artifact on it, says who you are.</source>
        <translation>Everyone starts with a Clarity mark, and the Priest hands out fresh ones. It does nothing: your card, and any artifact on it, says who you are.</translation>
    </message>
    <message>
        <source>The vampires give it at Dusk to a player who is not a vampire. Its holder is a Vampire on the vampire team: he keeps his card&apos;s night action and vote power (Hunter, Bodyguard, Prince, The Master, Diseased) but loses its team and its way to win. A role-changing artifact beats it.</source>
        <translation>The vampires give it at Dusk to a player who is not a vampire. Its holder is a Vampire on the vampire team: he keeps his card&apos;s night action and vote power (Hunter, Bodyguard, Prince, The Master, Diseased) but loses its team and its way to win. A role-changing artifact beats it.</translation>
    </message>
    <message>
        <source>The Count gives it. A player who sees the Fear mark at the mark check takes no action during the Night, but still raises a thumb when asked. Moving the mark later changes nothing.</source>
        <translation>The Count gives it. A player who sees the Fear mark at the mark check takes no action during the Night, but still raises a thumb when asked. Moving the mark later changes nothing.</translation>
    </message>
    <message>
        <source>Renfield takes it at Dusk. It has no effect at all.</source>
        <translation>Renfield takes it at Dusk. It has no effect at all.</translation>
    </message>
    <message>
        <source>The Diseased gives it to a neighbour. Whoever points at its holder in the vote cannot win; the holder can.</source>
        <translation>The Diseased gives it to a neighbour. Whoever points at its holder in the vote cannot win; the holder can.</translation>
    </message>
    <message>
        <source>Cupid gives two of them, a Doppelgänger-Cupid two more. The lovers see each other after the mark check. If two or more players hold a Love mark and one of them dies, all of them die, whatever protects them. Lovers keep their teams; a lone Love mark does nothing.</source>
        <translation>Cupid gives two of them, a Doppelgänger-Cupid two more. The lovers see each other after the mark check. If two or more players hold a Love mark and one of them dies, all of them die, whatever protects them. Lovers keep their teams; a lone Love mark does nothing.</translation>
    </message>
    <message>
        <source>The Instigator gives it. Its holder stays on their team but wins only if another member of that team dies. It changes nothing for a player alone on their team, for Tanners or for assassins.</source>
        <translation>The Instigator gives it. Its holder stays on their team but wins only if another member of that team dies. It changes nothing for a player alone on their team, for Tanners or for assassins.</translation>
    </message>
    <message>
        <source>The Assassin gives it, or the Apprentice Assassin when no Assassin woke. Its holder is not affected, but the assassins win if a holder dies. If nobody holds an Assassin mark at the end, the Assassin and the apprentice are villagers.</source>
        <translation>The Assassin gives it, or the Apprentice Assassin when no Assassin woke. Its holder is not affected, but the assassins win if a holder dies. If nobody holds an Assassin mark at the end, the Assassin and the apprentice are villagers.</translation>
    </message>
    <message>
        <source>Its holder is a Werewolf on the werewolf team, whatever the card or a Vampire mark says, and the card&apos;s powers are gone. Love, Disease, Traitor and Assassin marks still count. The holder looks at it at dawn and may lie about it.</source>
        <translation>Its holder is a Werewolf on the werewolf team, whatever the card or a Vampire mark says, and the card&apos;s powers are gone. Love, Disease, Traitor and Assassin marks still count. The holder looks at it at dawn and may lie about it.</translation>
    </message>
    <message>
        <source>Its holder is a plain Villager with no power (a Hunter or Bodyguard loses the vote power), whatever the card or a Vampire mark says. The holder looks at it at dawn and may lie about it.</source>
        <translation>Its holder is a plain Villager with no power (a Hunter or Bodyguard loses the vote power), whatever the card or a Vampire mark says. The holder looks at it at dawn and may lie about it.</translation>
    </message>
    <message>
        <source>Its holder is a Tanner, whatever the card or a Vampire mark says: he wins only if he dies, and if he dies neither the werewolves nor the vampires can win.</source>
        <translation>Its holder is a Tanner, whatever the card or a Vampire mark says: he wins only if he dies, and if he dies neither the werewolves nor the vampires can win.</translation>
    </message>
    <message>
        <source>It does nothing: its holder stays what the card says. Only its holder knows it is harmless.</source>
        <translation>It does nothing: its holder stays what the card says. Only its holder knows it is harmless.</translation>
    </message>
    <message>
        <source>Its holder may not speak during the Day (the table sees to it) but still votes; the role does not change.</source>
        <translation>Its holder may not speak during the Day (the table sees to it) but still votes; the role does not change.</translation>
    </message>
    <message>
        <source>Its holder turns away from the table during the Day but still votes; the role does not change.</source>
        <translation>Its holder turns away from the table during the Day but still votes; the role does not change.</translation>
    </message>
    <message>
        <source>Point at a card to read its full rules here.</source>
        <translation>Point at a card to read its full rules here.</translation>
    </message>
</context>
<context>
    <name>RolesList</name>
    <message>
        <source>Roles in this game</source>
        <translation>Roles in this game</translation>
    </message>
</context>
<context>
    <name>RoomDialog</name>
    <message>
        <source>Phones as private screens</source>
        <translation>Phones as private screens</translation>
    </message>
    <message>
        <source>Players with a phone on the same Wi-Fi can use it as their private screen: scan the code, pick your name and a portrait, tap Ready. The others pass the laptop as usual.</source>
        <translation>Players with a phone on the same Wi-Fi can use it as their private screen: scan the code, pick your name and a portrait, tap Ready. The others pass the laptop as usual.</translation>
    </message>
    <message>
        <source>Free this seat</source>
        <translation>Free this seat</translation>
    </message>
    <message>
        <source>Port </source>
        <translation>Port </translation>
    </message>
    <message>
        <source>Open the room</source>
        <translation>Open the room</translation>
    </message>
    <message>
        <source>Close the room</source>
        <translation>Close the room</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>The room could not open: %1</source>
        <translation>The room could not open: %1</translation>
    </message>
    <message>
        <source>The room is closed.</source>
        <translation>The room is closed.</translation>
    </message>
    <message>
        <source>No private network found: connect the laptop to the same Wi-Fi as the phones.</source>
        <translation>No private network found: connect the laptop to the same Wi-Fi as the phones.</translation>
    </message>
    <message>
        <source>behind the curtain</source>
        <translation>behind the curtain</translation>
    </message>
    <message>
        <source>phone, reconnecting</source>
        <translation>phone, reconnecting</translation>
    </message>
    <message>
        <source>phone, ready (%1)</source>
        <translation>phone, ready (%1)</translation>
    </message>
    <message>
        <source>phone, not ready yet (%1)</source>
        <translation>phone, not ready yet (%1)</translation>
    </message>
</context>
<context>
    <name>RoomWords</name>
    <message>
        <source>Waiting room</source>
        <translation>Waiting room</translation>
    </message>
    <message>
        <source>Tap Ready when you are set.</source>
        <translation>Tap Ready when you are set.</translation>
    </message>
    <message>
        <source>You are Ready. Waiting for the others and the host.</source>
        <translation>You are Ready. Waiting for the others and the host.</translation>
    </message>
    <message>
        <source>The host starts the game when every phone is Ready.</source>
        <translation>The host starts the game when every phone is Ready.</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Ready</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>Not ready</translation>
    </message>
    <message>
        <source>The game has begun</source>
        <translation>The game has begun</translation>
    </message>
    <message>
        <source>Keep this page open: your turns come here.</source>
        <translation>Keep this page open: your turns come here.</translation>
    </message>
    <message>
        <source>The host freed this seat.</source>
        <translation>The host freed this seat.</translation>
    </message>
    <message>
        <source>This seat was opened on another phone.</source>
        <translation>This seat was opened on another phone.</translation>
    </message>
    <message>
        <source>The message could not be read.</source>
        <translation>The message could not be read.</translation>
    </message>
    <message>
        <source>The message is too long.</source>
        <translation>The message is too long.</translation>
    </message>
    <message>
        <source>The message is not one the room knows.</source>
        <translation>The message is not one the room knows.</translation>
    </message>
    <message>
        <source>There is no room with this code.</source>
        <translation>There is no room with this code.</translation>
    </message>
    <message>
        <source>Too many wrong codes. Wait a minute and try again.</source>
        <translation>Too many wrong codes. Wait a minute and try again.</translation>
    </message>
    <message>
        <source>Too many messages. Slow down.</source>
        <translation>Too many messages. Slow down.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>There is no such seat.</translation>
    </message>
    <message>
        <source>This seat plays on the laptop.</source>
        <translation>This seat plays on the laptop.</translation>
    </message>
    <message>
        <source>This seat is taken.</source>
        <translation>This seat is taken.</translation>
    </message>
    <message>
        <source>This seat is open on another phone.</source>
        <translation>This seat is open on another phone.</translation>
    </message>
    <message>
        <source>This phone&apos;s seat is no longer held. Join again.</source>
        <translation>This phone&apos;s seat is no longer held. Join again.</translation>
    </message>
    <message>
        <source>That is not this phone&apos;s seat.</source>
        <translation>That is not this phone&apos;s seat.</translation>
    </message>
    <message>
        <source>This screen is over.</source>
        <translation>This screen is over.</translation>
    </message>
    <message>
        <source>This message was already received.</source>
        <translation>This message was already received.</translation>
    </message>
    <message>
        <source>There is nothing to do on this screen.</source>
        <translation>There is nothing to do on this screen.</translation>
    </message>
    <message>
        <source>That choice does not fit this screen.</source>
        <translation>That choice does not fit this screen.</translation>
    </message>
    <message>
        <source>Too early: wait a moment.</source>
        <translation>Too early: wait a moment.</translation>
    </message>
    <message>
        <source>The chat is closed now.</source>
        <translation>The chat is closed now.</translation>
    </message>
    <message>
        <source>You cannot write here.</source>
        <translation>You cannot write here.</translation>
    </message>
    <message>
        <source>That choice is not allowed.</source>
        <translation>That choice is not allowed.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Marks</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Artifacts</translation>
    </message>
    <message>
        <source>Everyone gets a secret card. At Dusk and during the Night the laptop goes round the table clockwise; each player opens their own screen behind the curtain, sees what they know and acts when their role wakes. Everyone else&apos;s screen looks the same, so nobody can tell who did what.</source>
        <translation>Everyone gets a secret card. At Dusk and during the Night the laptop goes round the table clockwise; each player opens their own screen behind the curtain, sees what they know and acts when their role wakes. Everyone else&apos;s screen looks the same, so nobody can tell who did what.</translation>
    </message>
    <message>
        <source>In the morning, talk. Then everyone points at another player at the same time: whoever has the most votes (at least two) dies. Your team wins if the right players die — cards may have moved during the night, so you may not be what you were dealt!</source>
        <translation>In the morning, talk. Then everyone points at another player at the same time: whoever has the most votes (at least two) dies. Your team wins if the right players die — cards may have moved during the night, so you may not be what you were dealt!</translation>
    </message>
    <message>
        <source>Marks (Vampire box) lie face down next to each card. Everyone looks at their own mark once, at the end of Dusk.</source>
        <translation>Marks (Vampire box) lie face down next to each card. Everyone looks at their own mark once, at the end of Dusk.</translation>
    </message>
    <message>
        <source>Tokens (Daybreak): a shield on a card means nobody may look at it or move it. An artifact lies face down on a card; its holder looks at it at dawn, and the Claw, the Brand and the Cudgel change who the holder is. Players awake at night see the shields already placed; everyone sees every token in the morning, and cards the Revealer left face up.</source>
        <translation>Tokens (Daybreak): a shield on a card means nobody may look at it or move it. An artifact lies face down on a card; its holder looks at it at dawn, and the Claw, the Brand and the Cudgel change who the holder is. Players awake at night see the shields already placed; everyone sees every token in the morning, and cards the Revealer left face up.</translation>
    </message>
    <message>
        <source>With the Alpha Wolf, a fourth card lies apart in the centre: the wolf card. The Alpha Wolf swaps it with a non-werewolf&apos;s card.</source>
        <translation>With the Alpha Wolf, a fourth card lies apart in the centre: the wolf card. The Alpha Wolf swaps it with a non-werewolf&apos;s card.</translation>
    </message>
    <message>
        <source>Epic Battle: when werewolves, vampires and villagers are all among the players, the top two places of the vote die, and each team needs two things: the village needs a werewolf and a vampire to die; each monster team needs the other monsters to lose someone while it loses no one.</source>
        <translation>Epic Battle: when werewolves, vampires and villagers are all among the players, the top two places of the vote die, and each team needs two things: the village needs a werewolf and a vampire to die; each monster team needs the other monsters to lose someone while it loses no one.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
</context>
<context>
    <name>Seen</name>
    <message>
        <source>Your card is now: %1.</source>
        <translation>Your card is now: %1.</translation>
    </message>
    <message>
        <source>You looked at %1: %2.</source>
        <translation>You looked at %1: %2.</translation>
    </message>
    <message>
        <source>You looked at %1&apos;s card: %2.</source>
        <translation>You looked at %1&apos;s card: %2.</translation>
    </message>
    <message>
        <source>Your mark is %1. %2</source>
        <translation>Your mark is %1. %2</translation>
    </message>
    <message>
        <source>You looked at %1&apos;s mark: %2.</source>
        <translation>You looked at %1&apos;s mark: %2.</translation>
    </message>
    <message>
        <source>You became: %1.</source>
        <translation>You became: %1.</translation>
    </message>
    <message>
        <source>Someone tapped your left shoulder: a Thing sits on your left (%1).</source>
        <translation>Someone tapped your left shoulder: a Thing sits on your left (%1).</translation>
    </message>
    <message>
        <source>Someone tapped your right shoulder: a Thing sits on your right (%1).</source>
        <translation>Someone tapped your right shoulder: a Thing sits on your right (%1).</translation>
    </message>
    <message>
        <source>An artifact lies on your card: %1. %2</source>
        <translation>An artifact lies on your card: %1. %2</translation>
    </message>
    <message>
        <source>%1&apos;s card lies face up: %2.</source>
        <translation>%1&apos;s card lies face up: %2.</translation>
    </message>
    <message>
        <source>No other vampire woke up.</source>
        <translation>No other vampire woke up.</translation>
    </message>
    <message>
        <source>The vampires: %1.</source>
        <translation>The vampires: %1.</translation>
    </message>
    <message>
        <source>The vampires gave the Vampire mark to nobody.</source>
        <translation>The vampires gave the Vampire mark to nobody.</translation>
    </message>
    <message>
        <source>The vampires pointed at %1: they gave %1 the Vampire mark.</source>
        <translation>The vampires pointed at %1: they gave %1 the Vampire mark.</translation>
    </message>
    <message>
        <source>You hold a Love mark, but no one else does.</source>
        <translation>You hold a Love mark, but no one else does.</translation>
    </message>
    <message>
        <source>Your fellow lovers: %1.</source>
        <translation>Your fellow lovers: %1.</translation>
    </message>
    <message>
        <source>No other werewolf woke up.</source>
        <translation>No other werewolf woke up.</translation>
    </message>
    <message>
        <source>Your fellow werewolves: %1.</source>
        <translation>Your fellow werewolves: %1.</translation>
    </message>
    <message>
        <source>A Dream Wolf raised a thumb: %1 is a werewolf too, but never wakes up.</source>
        <translation>A Dream Wolf raised a thumb: %1 is a werewolf too, but never wakes up.</translation>
    </message>
    <message>
        <source>No werewolf raised a thumb: no player woke as a werewolf.</source>
        <translation>No werewolf raised a thumb: no player woke as a werewolf.</translation>
    </message>
    <message>
        <source>The werewolves raised a thumb for you: %1.</source>
        <translation>The werewolves raised a thumb for you: %1.</translation>
    </message>
    <message>
        <source>No Tanner raised a thumb: no player has the Tanner card.</source>
        <translation>No Tanner raised a thumb: no player has the Tanner card.</translation>
    </message>
    <message>
        <source>The Tanner raised a thumb for you: %1.</source>
        <translation>The Tanner raised a thumb for you: %1.</translation>
    </message>
    <message>
        <source>No other Mason woke up.</source>
        <translation>No other Mason woke up.</translation>
    </message>
    <message>
        <source>Your fellow Mason: %1.</source>
        <translation>Your fellow Mason: %1.</translation>
    </message>
    <message>
        <source>No Seer or Apprentice Seer raised a thumb.</source>
        <translation>No Seer or Apprentice Seer raised a thumb.</translation>
    </message>
    <message>
        <source>The Seer and Apprentice Seer raised a thumb for you: %1.</source>
        <translation>The Seer and Apprentice Seer raised a thumb for you: %1.</translation>
    </message>
    <message>
        <source>The Assassin kept their eyes open for you: %1.</source>
        <translation>The Assassin kept their eyes open for you: %1.</translation>
    </message>
    <message>
        <source>The Apprentice Assassin woke up and saw you: %1.</source>
        <translation>The Apprentice Assassin woke up and saw you: %1.</translation>
    </message>
    <message>
        <source>Nobody has looked at or moved a card or a mark yet.</source>
        <translation>Nobody has looked at or moved a card or a mark yet.</translation>
    </message>
    <message>
        <source>These players looked at or moved a card or a mark: %1.</source>
        <translation>These players looked at or moved a card or a mark: %1.</translation>
    </message>
    <message>
        <source>That stops you: you are now a Werewolf, on the werewolf team.</source>
        <translation>That stops you: you are now a Werewolf, on the werewolf team.</translation>
    </message>
    <message>
        <source>That stops you: you are now a Tanner, and win only if you die.</source>
        <translation>That stops you: you are now a Tanner, and win only if you die.</translation>
    </message>
    <message>
        <source>That stops you: you are now a Vampire, on the vampire team.</source>
        <translation>That stops you: you are now a Vampire, on the vampire team.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Every visit lasts at least this long, so that nobody can tell who acted.</source>
        <translation>Every visit lasts at least this long, so that nobody can tell who acted.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Narrated night: every call lasts this long, whether anyone acts or not, so that its length tells nobody who holds the role.</source>
        <translation>Narrated night: every call lasts this long, whether anyone acts or not, so that its length tells nobody who holds the role.</translation>
    </message>
    <message>
        <source>Vote in secret, passing the laptop round</source>
        <translation>Vote in secret, passing the laptop round</translation>
    </message>
    <message>
        <source>Animate card flips</source>
        <translation>Animate card flips</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>Full screen (F11)</translation>
    </message>
    <message>
        <source>Larger text, to read from across the table</source>
        <translation>Larger text, to read from across the table</translation>
    </message>
    <message>
        <source>Play sounds (chimes, the bear&apos;s growl)</source>
        <translation>Play sounds (chimes, the bear&apos;s growl)</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Follow the system</translation>
    </message>
    <message>
        <source>Shortest visit</source>
        <translation>Shortest visit</translation>
    </message>
    <message>
        <source>Discussion time</source>
        <translation>Discussion time</translation>
    </message>
    <message>
        <source>Narrated night: each call</source>
        <translation>Narrated night: each call</translation>
    </message>
    <message>
        <source>A narrated night no voice can speak is shown on screen only, with a chime at each call: every call lasts this long.</source>
        <translation>A narrated night no voice can speak is shown on screen only, with a chime at each call: every call lasts this long.</translation>
    </message>
    <message>
        <source>Night on screen only: each call</source>
        <translation>Night on screen only: each call</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Narrator&apos;s voice</source>
        <translation>Narrator&apos;s voice</translation>
    </message>
    <message>
        <source>Speak the narrator&apos;s lines aloud</source>
        <translation>Speak the narrator&apos;s lines aloud</translation>
    </message>
    <message>
        <source>Use this computer&apos;s own voice when it has one for the language</source>
        <translation>Use this computer&apos;s own voice when it has one for the language</translation>
    </message>
    <message>
        <source>Off, or when the computer has no voice for the language, the game&apos;s own voice speaks (eSpeak NG, in Vietnamese, English and Spanish).</source>
        <translation>Off, or when the computer has no voice for the language, the game&apos;s own voice speaks (eSpeak NG, in Vietnamese, English and Spanish).</translation>
    </message>
    <message>
        <source>Slower to the left, faster to the right.</source>
        <translation>Slower to the left, faster to the right.</translation>
    </message>
    <message>
        <source>Lower to the left, higher to the right.</source>
        <translation>Lower to the left, higher to the right.</translation>
    </message>
    <message>
        <source>Test voice</source>
        <translation>Test voice</translation>
    </message>
    <message>
        <source>The narrated table mode calls every step of the night aloud and shows each line on screen. Pass-and-play stays silent at night.</source>
        <translation>The narrated table mode calls every step of the night aloud and shows each line on screen. Pass-and-play stays silent at night.</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Voice</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Pitch</source>
        <translation>Pitch</translation>
    </message>
    <message>
        <source>Default voice</source>
        <translation>Default voice</translation>
    </message>
    <message>
        <source>No voice on this machine: the narrator&apos;s lines are shown on screen only.</source>
        <translation>No voice on this machine: the narrator&apos;s lines are shown on screen only.</translation>
    </message>
    <message>
        <source>Voices on this machine: %1.</source>
        <translation>Voices on this machine: %1.</translation>
    </message>
    <message>
        <source>None for %1: its lines are shown on screen only.</source>
        <translation>None for %1: its lines are shown on screen only.</translation>
    </message>
    <message>
        <source>%1 is spoken by the game&apos;s own voice (eSpeak NG).</source>
        <translation>%1 is spoken by the game&apos;s own voice (eSpeak NG).</translation>
    </message>
    <message>
        <source>%1 is spoken by this computer&apos;s voice.</source>
        <translation>%1 is spoken by this computer&apos;s voice.</translation>
    </message>
    <message>
        <source>(No voice on this machine: shown on screen only.)</source>
        <translation>(No voice on this machine: shown on screen only.)</translation>
    </message>
    <message>
        <source>(No voice for this language: shown on screen only.)</source>
        <translation>(No voice for this language: shown on screen only.)</translation>
    </message>
    <message>
        <source>(The voice failed: shown on screen only.)</source>
        <translation>(The voice failed: shown on screen only.)</translation>
    </message>
    <message>
        <source>(The voice did not answer: shown on screen only.)</source>
        <translation>(The voice did not answer: shown on screen only.)</translation>
    </message>
    <message>
        <source>(No sound output on this machine: shown on screen only.)</source>
        <translation>(No sound output on this machine: shown on screen only.)</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>Seat %1: %2</source>
        <translation>Seat %1: %2</translation>
    </message>
    <message>
        <source>%1, %2 in the deck. %3</source>
        <translation>%1, %2 in the deck. %3</translation>
    </message>
    <message>
        <source>Seat 3 to 10 players (now %1).</source>
        <translation>Seat 3 to 10 players (now %1).</translation>
    </message>
    <message>
        <source>With the Alpha Wolf, choose %1 cards: one per player, three for the centre and one more for the wolf card set apart (now %2).</source>
        <translation>With the Alpha Wolf, choose %1 cards: one per player, three for the centre and one more for the wolf card set apart (now %2).</translation>
    </message>
    <message>
        <source>Choose %1 cards: one per player and 3 for the centre (now %2).</source>
        <translation>Choose %1 cards: one per player and 3 for the centre (now %2).</translation>
    </message>
    <message>
        <source>Only Vampire, Werewolf and Mason may be taken twice, and Villager three times.</source>
        <translation>Only Vampire, Werewolf and Mason may be taken twice, and Villager three times.</translation>
    </message>
    <message>
        <source>The Alpha Wolf needs a wolf card in the centre: add a Werewolf, Mystic Wolf or Dream Wolf card to the deck.</source>
        <translation>The Alpha Wolf needs a wolf card in the centre: add a Werewolf, Mystic Wolf or Dream Wolf card to the deck.</translation>
    </message>
    <message>
        <source>The deck holds a card this version does not know.</source>
        <translation>The deck holds a card this version does not know.</translation>
    </message>
    <message>
        <source>A name cannot be empty.</source>
        <translation>A name cannot be empty.</translation>
    </message>
    <message>
        <source>Two players cannot have the same name.</source>
        <translation>Two players cannot have the same name.</translation>
    </message>
    <message>
        <source>At most 10 players can sit at the table.</source>
        <translation>At most 10 players can sit at the table.</translation>
    </message>
    <message>
        <source>This name looks just like another player&apos;s name. Pick one that looks different, so that every curtain shows clearly whose turn it is.</source>
        <translation>This name looks just like another player&apos;s name. Pick one that looks different, so that every curtain shows clearly whose turn it is.</translation>
    </message>
    <message>
        <source>A name can have at most 60 characters.</source>
        <translation>A name can have at most 60 characters.</translation>
    </message>
    <message>
        <source>Night: pass the laptop round</source>
        <translation>Night: pass the laptop round</translation>
    </message>
    <message>
        <source>Night: narrated, laptop in the middle</source>
        <translation>Night: narrated, laptop in the middle</translation>
    </message>
    <message>
        <source>How the night is played</source>
        <translation>How the night is played</translation>
    </message>
    <message>
        <source>Pass the laptop round: each player looks in private, in silence.
Narrated: everyone closes their eyes; the laptop calls each role in turn, and the player called presses and holds the moon to act.</source>
        <translation>Pass the laptop round: each player looks in private, in silence.
Narrated: everyone closes their eyes; the laptop calls each role in turn, and the player called presses and holds the moon to act.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Pass the Night</source>
        <translation>Pass the Night</translation>
    </message>
    <message>
        <source>Two games for one laptop passed from seat to seat: Werewolf, night after night, and One Night Ultimate Vampire.</source>
        <translation>Two games for one laptop passed from seat to seat: Werewolf, night after night, and One Night Ultimate Vampire.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Resume game in progress</source>
        <translation>Resume game in progress</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>F11: full screen (also in Settings)</source>
        <translation>F11: full screen (also in Settings)</translation>
    </message>
    <message>
        <source>See the last game&apos;s results</source>
        <translation>See the last game&apos;s results</translation>
    </message>
</context>
<context>
    <name>Step</name>
    <message>
        <source>The vampires</source>
        <translation>The vampires</translation>
    </message>
    <message>
        <source>The werewolves</source>
        <translation>The werewolves</translation>
    </message>
    <message>
        <source>The masons</source>
        <translation>The masons</translation>
    </message>
    <message>
        <source>The lovers</source>
        <translation>The lovers</translation>
    </message>
    <message>
        <source>Mark check</source>
        <translation>Mark check</translation>
    </message>
    <message>
        <source>Dawn</source>
        <translation>Dawn</translation>
    </message>
    <message>
        <source>Doppelgänger-%1</source>
        <translation>Doppelgänger-%1</translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <source>%1&apos;s card</source>
        <translation>%1&apos;s card</translation>
    </message>
    <message>
        <source>swapped cards with %1</source>
        <translation>swapped cards with %1</translation>
    </message>
    <message>
        <source>swapped the cards of %1</source>
        <translation>swapped the cards of %1</translation>
    </message>
    <message>
        <source>swapped %1 with %2&apos;s card</source>
        <translation>swapped %1 with %2&apos;s card</translation>
    </message>
    <message>
        <source>swapped their card with %1</source>
        <translation>swapped their card with %1</translation>
    </message>
    <message>
        <source>swapped the marks of %1</source>
        <translation>swapped the marks of %1</translation>
    </message>
    <message>
        <source>swapped marks with %1</source>
        <translation>swapped marks with %1</translation>
    </message>
    <message>
        <source>swapped the wolf card with %1&apos;s card</source>
        <translation>swapped the wolf card with %1&apos;s card</translation>
    </message>
    <message>
        <source>moved everyone else&apos;s card to the left</source>
        <translation>moved everyone else&apos;s card to the left</translation>
    </message>
    <message>
        <source>moved everyone else&apos;s card to the right</source>
        <translation>moved everyone else&apos;s card to the right</translation>
    </message>
    <message>
        <source>tapped %1 on the shoulder</source>
        <translation>tapped %1 on the shoulder</translation>
    </message>
    <message>
        <source>shielded %1&apos;s card</source>
        <translation>shielded %1&apos;s card</translation>
    </message>
    <message>
        <source>turned %1&apos;s card face up</source>
        <translation>turned %1&apos;s card face up</translation>
    </message>
    <message>
        <source>put an artifact on %1&apos;s card</source>
        <translation>put an artifact on %1&apos;s card</translation>
    </message>
    <message>
        <source>saw their own card: %1</source>
        <translation>saw their own card: %1</translation>
    </message>
    <message>
        <source>looked at %1: %2</source>
        <translation>looked at %1: %2</translation>
    </message>
    <message>
        <source>now holds %1</source>
        <translation>now holds %1</translation>
    </message>
    <message>
        <source>looked at %1&apos;s mark: %2</source>
        <translation>looked at %1&apos;s mark: %2</translation>
    </message>
    <message>
        <source>became the %1</source>
        <translation>became the %1</translation>
    </message>
    <message>
        <source>gave %1 to %2</source>
        <translation>gave %1 to %2</translation>
    </message>
    <message>
        <source>the artifact was the %1</source>
        <translation>the artifact was the %1</translation>
    </message>
    <message>
        <source>turned into a %1</source>
        <translation>turned into a %1</translation>
    </message>
    <message>
        <source>the card stays face up</source>
        <translation>the card stays face up</translation>
    </message>
    <message>
        <source>%1 found the %2 on their card</source>
        <translation>%1 found the %2 on their card</translation>
    </message>
    <message>
        <source>%1&apos;s card lies face up: %2</source>
        <translation>%1&apos;s card lies face up: %2</translation>
    </message>
    <message>
        <source>Dawn: %1.</source>
        <translation>Dawn: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Mark check: everyone looked at their mark (%1).</source>
        <translation>Mark check: everyone looked at their mark (%1).</translation>
    </message>
    <message>
        <source>%1: nobody woke up (the card was in the centre, or its holder was afraid).</source>
        <translation>%1: nobody woke up (the card was in the centre, or its holder was afraid).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>chose to do nothing</source>
        <translation>chose to do nothing</translation>
    </message>
    <message>
        <source>had nothing to do</source>
        <translation>had nothing to do</translation>
    </message>
    <message>
        <source>woke up and saw each other</source>
        <translation>woke up and saw each other</translation>
    </message>
    <message>
        <source>woke up alone</source>
        <translation>woke up alone</translation>
    </message>
    <message>
        <source>woke up</source>
        <translation>woke up</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>%1 is the Prince and cannot be killed, by votes or by a Hunter.</source>
        <translation>%1 is the Prince and cannot be killed, by votes or by a Hunter.</translation>
    </message>
    <message>
        <source>%1 is The Master, and a fellow Vampire pointed at them: they cannot be killed.</source>
        <translation>%1 is The Master, and a fellow Vampire pointed at them: they cannot be killed.</translation>
    </message>
    <message>
        <source>%1 is protected by the Bodyguard (%2) and cannot be killed.</source>
        <translation>%1 is protected by the Bodyguard (%2) and cannot be killed.</translation>
    </message>
    <message>
        <source>%1 is protected.</source>
        <translation>%1 is protected.</translation>
    </message>
    <message>
        <source>Nobody dies</source>
        <translation>Nobody dies</translation>
    </message>
    <message numerus="yes">
        <source>%1 died</source>
        <translation>
            <numerusform>%1 died</numerusform>
            <numerusform>%1 died</numerusform>
        </translation>
    </message>
    <message>
        <source>Votes: %1.</source>
        <translation>Votes: %1.</translation>
    </message>
    <message>
        <source>%1 is the Bodyguard: pointing at %2 protects %2 and is not a vote.</source>
        <translation>%1 is the Bodyguard: pointing at %2 protects %2 and is not a vote.</translation>
    </message>
    <message>
        <source>Epic battle: werewolves, vampires and villagers are all at the table, so the top two places die (everyone tied at the top, or the top and the runner-up).</source>
        <translation>Epic battle: werewolves, vampires and villagers are all at the table, so the top two places die (everyone tied at the top, or the top and the runner-up).</translation>
    </message>
    <message numerus="yes">
        <source>%1 had more votes but cannot be killed, so the next highest with at least 2 votes dies instead.</source>
        <translation>
            <numerusform>%1 had more votes but cannot be killed, so the next highest with at least 2 votes dies instead.</numerusform>
            <numerusform>%1 had more votes but cannot be killed, so the next highest with at least 2 votes dies instead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 are tied with %n vote(s): both die.</source>
        <translation>
            <numerusform>%1 are tied with %n vote: both die.</numerusform>
            <numerusform>%1 are tied with %n votes: both die.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 are tied with %n vote(s): they all die.</source>
        <translation>
            <numerusform>%1 are tied with %n vote: they all die.</numerusform>
            <numerusform>%1 are tied with %n votes: they all die.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 comes second with %n vote(s) and dies too (Epic battle).</source>
        <translation>
            <numerusform>%1 comes second with %n vote and dies too (Epic battle).</numerusform>
            <numerusform>%1 comes second with %n votes and dies too (Epic battle).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has the most votes (%2) of those who can be killed, and dies.</source>
        <translation>%1 has the most votes (%2) of those who can be killed, and dies.</translation>
    </message>
    <message>
        <source>%1 has the most votes (%2) and dies.</source>
        <translation>%1 has the most votes (%2) and dies.</translation>
    </message>
    <message>
        <source>Nobody has more than one vote, so nobody dies by the vote.</source>
        <translation>Nobody has more than one vote, so nobody dies by the vote.</translation>
    </message>
    <message>
        <source>Nobody dies by the vote.</source>
        <translation>Nobody dies by the vote.</translation>
    </message>
    <message>
        <source>%1 was the Cursed: a werewolf (%2) pointed at them, so they become a werewolf, on the werewolf team.</source>
        <translation>%1 was the Cursed: a werewolf (%2) pointed at them, so they become a werewolf, on the werewolf team.</translation>
    </message>
    <message numerus="yes">
        <source>%1 pointed at a diseased player and cannot win.</source>
        <translation>
            <numerusform>%1 pointed at a diseased player and cannot win.</numerusform>
            <numerusform>%1 pointed at a diseased player and cannot win.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was the Hunter and points at %2, but %2 cannot be killed.</source>
        <translation>%1 was the Hunter and points at %2, but %2 cannot be killed.</translation>
    </message>
    <message>
        <source>%1 was the Hunter: %2, the player they point at, dies too.</source>
        <translation>%1 was the Hunter: %2, the player they point at, dies too.</translation>
    </message>
    <message>
        <source>%1 dies of a broken heart: they and %2 held Love marks.</source>
        <translation>%1 dies of a broken heart: they and %2 held Love marks.</translation>
    </message>
    <message>
        <source>%1 is taken down by a Hunter.</source>
        <translation>%1 is taken down by a Hunter.</translation>
    </message>
    <message>
        <source>%1 dies of a broken heart: they held a Love mark.</source>
        <translation>%1 dies of a broken heart: they held a Love mark.</translation>
    </message>
    <message>
        <source>%1 (copied the %2)</source>
        <translation>%1 (copied the %2)</translation>
    </message>
    <message>
        <source>%1, turned %2</source>
        <translation>%1, turned %2</translation>
    </message>
    <message>
        <source>%1 with the %2</source>
        <translation>%1 with the %2</translation>
    </message>
    <message>
        <source>%1, a Vampire by the mark</source>
        <translation>%1, a Vampire by the mark</translation>
    </message>
    <message>
        <source>%1, turned werewolf by the vote</source>
        <translation>%1, turned werewolf by the vote</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>wins</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>loses</translation>
    </message>
    <message>
        <source> (dead)</source>
        <translation> (dead)</translation>
    </message>
    <message>
        <source>%1%2: %3 with %4 (%5) — %6</source>
        <translation>%1%2: %3 with %4 (%5) — %6</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: face-down card</source>
        <translation>%1: face-down card</translation>
    </message>
    <message>
        <source>wolf card</source>
        <translation>wolf card</translation>
    </message>
    <message>
        <source>the wolf card</source>
        <translation>the wolf card</translation>
    </message>
    <message>
        <source>centre card %1</source>
        <translation>centre card %1</translation>
    </message>
    <message>
        <source>A shield lies on the card of %1: nobody could look at it or move it.</source>
        <translation>A shield lies on the card of %1: nobody could look at it or move it.</translation>
    </message>
    <message>
        <source>A face-down artifact lies on the card of %1: only they know which one.</source>
        <translation>A face-down artifact lies on the card of %1: only they know which one.</translation>
    </message>
    <message>
        <source>%1&apos;s card was left face up: %2.</source>
        <translation>%1&apos;s card was left face up: %2.</translation>
    </message>
</context>
<context>
    <name>TableCardScreen</name>
    <message>
        <source>Remember it, press Done, and put the laptop back for the next player.</source>
        <translation>Remember it, press Done, and put the laptop back for the next player.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Hide (Esc)</source>
        <translation>Hide (Esc)</translation>
    </message>
    <message>
        <source>%1, this is your card</source>
        <translation>%1, this is your card</translation>
    </message>
</context>
<context>
    <name>TableNightScreen</name>
    <message>
        <source>Back to menu</source>
        <translation>Back to menu</translation>
    </message>
    <message>
        <source>Narrated night</source>
        <translation>Narrated night</translation>
    </message>
    <message>
        <source>Start the night</source>
        <translation>Start the night</translation>
    </message>
    <message>
        <source>Every call lasts %1 s, whoever holds the role.</source>
        <translation>Every call lasts %1 s, whoever holds the role.</translation>
    </message>
    <message>
        <source>Nobody will hear the calls: on screen only, each call is shown large with a chime, and lasts %1 s.</source>
        <translation>Nobody will hear the calls: on screen only, each call is shown large with a chime, and lasts %1 s.</translation>
    </message>
    <message>
        <source>Start the night on screen only</source>
        <translation>Start the night on screen only</translation>
    </message>
    <message>
        <source>Before the night: everyone sees their card</source>
        <translation>Before the night: everyone sees their card</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Pass to %1</translation>
    </message>
    <message>
        <source>Only this player may look. Press and hold the moon to see your card.</source>
        <translation>Only this player may look. Press and hold the moon to see your card.</translation>
    </message>
    <message>
        <source>Put the laptop in the middle of the table.</source>
        <translation>Put the laptop in the middle of the table.</translation>
    </message>
    <message>
        <source>Press Start the night: the narrator calls each role in turn. When you are called, open your eyes, press and hold the moon, and act.</source>
        <translation>Press Start the night: the narrator calls each role in turn. When you are called, open your eyes, press and hold the moon, and act.</translation>
    </message>
    <message>
        <source>On screen only: at each chime the call is shown here. When it is yours, press and hold the moon to see your turn.</source>
        <translation>On screen only: at each chime the call is shown here. When it is yours, press and hold the moon to see your turn.</translation>
    </message>
    <message>
        <source>Eyes closed. When the narrator calls you, open your eyes, press and hold the moon to see your turn, and close your eyes again when you are done.</source>
        <translation>Eyes closed. When the narrator calls you, open your eyes, press and hold the moon to see your turn, and close your eyes again when you are done.</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>New Moon: read this card aloud</source>
        <translation>New Moon: read this card aloud</translation>
    </message>
    <message>
        <source>Announce</source>
        <translation>Announce</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Nothing announced yet today.</source>
        <translation>Nothing announced yet today.</translation>
    </message>
    <message>
        <source>In private:</source>
        <translation>In private:</translation>
    </message>
    <message>
        <source>The accused&apos;s defence</source>
        <translation>The accused&apos;s defence</translation>
    </message>
    <message>
        <source>Elect the captain</source>
        <translation>Elect the captain</translation>
    </message>
    <message>
        <source>Start the vote</source>
        <translation>Start the vote</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>The end of the game</translation>
    </message>
    <message>
        <source>To the day</source>
        <translation>To the day</translation>
    </message>
    <message>
        <source>Night %1 falls</source>
        <translation>Night %1 falls</translation>
    </message>
    <message>
        <source>The captain&apos;s election</source>
        <translation>The captain&apos;s election</translation>
    </message>
    <message>
        <source>Kill or spare: the ballots</source>
        <translation>Kill or spare: the ballots</translation>
    </message>
    <message>
        <source>The second vote</source>
        <translation>The second vote</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>The vote</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Played by the town crier, %1.</source>
        <translation>Played by the town crier, %1.</translation>
    </message>
    <message>
        <source>%1 draws the card.</source>
        <translation>%1 draws the card.</translation>
    </message>
</context>
<context>
    <name>TallyScreen</name>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>The votes of day %1</source>
        <translation>The votes of day %1</translation>
    </message>
    <message>
        <source>Day %1: the captain election</source>
        <translation>Day %1: the captain election</translation>
    </message>
    <message>
        <source>Day %1: the secret ballot</source>
        <translation>Day %1: the secret ballot</translation>
    </message>
    <message>
        <source>Day %1: kill or spare</source>
        <translation>Day %1: kill or spare</translation>
    </message>
    <message>
        <source>Day %1: the Judge&apos;s second vote</source>
        <translation>Day %1: the Judge&apos;s second vote</translation>
    </message>
    <message>
        <source>The ballots stay secret until the end of the game.</source>
        <translation>The ballots stay secret until the end of the game.</translation>
    </message>
    <message>
        <source>Nobody voted: the village has no captain</source>
        <translation>Nobody voted: the village has no captain</translation>
    </message>
    <message>
        <source>A tie between %1, drawn at random: %2 is the captain</source>
        <translation>A tie between %1, drawn at random: %2 is the captain</translation>
    </message>
    <message>
        <source>%1 is the captain</source>
        <translation>%1 is the captain</translation>
    </message>
    <message>
        <source>%1 is the captain: that ballot counts twice (×2).</source>
        <translation>%1 is the captain: that ballot counts twice (×2).</translation>
    </message>
    <message>
        <source>%1 is the captain: that ballot counts three times today (×3).</source>
        <translation>%1 is the captain: that ballot counts three times today (×3).</translation>
    </message>
    <message>
        <source>Switched Seats: votes for %1 count for %2, and the reverse.</source>
        <translation>Switched Seats: votes for %1 count for %2, and the reverse.</translation>
    </message>
    <message>
        <source>The Raven marked %1: 2 votes against them from the start (+2).</source>
        <translation>The Raven marked %1: 2 votes against them from the start (+2).</translation>
    </message>
    <message>
        <source>Nobody went on trial</source>
        <translation>Nobody went on trial</translation>
    </message>
    <message>
        <source>Nobody was voted out</source>
        <translation>Nobody was voted out</translation>
    </message>
    <message>
        <source>A tie between %1</source>
        <translation>A tie between %1</translation>
    </message>
    <message>
        <source>%1 goes on trial</source>
        <translation>%1 goes on trial</translation>
    </message>
    <message>
        <source>%1 has the most votes, too few for a trial: nobody goes on trial</source>
        <translation>%1 has the most votes, too few for a trial: nobody goes on trial</translation>
    </message>
    <message>
        <source>Most votes: %1</source>
        <translation>Most votes: %1</translation>
    </message>
    <message>
        <source>%1 is condemned</source>
        <translation>%1 is condemned</translation>
    </message>
    <message>
        <source>%1 is spared</source>
        <translation>%1 is spared</translation>
    </message>
    <message>
        <source>Kill: %1   ·   Spare: %2</source>
        <translation>Kill: %1   ·   Spare: %2</translation>
    </message>
    <message numerus="yes">
        <source>To go on trial: more than half of the %1 players present, %n vote(s) or more</source>
        <translation>
            <numerusform>To go on trial: more than half of the %1 players present, %n vote or more</numerusform>
            <numerusform>To go on trial: more than half of the %1 players present, %n votes or more</numerusform>
        </translation>
    </message>
    <message>
        <source>abstained: %1</source>
        <translation>abstained: %1</translation>
    </message>
    <message>
        <source>More kills than spares: hanged. A tie or more spares: spared.</source>
        <translation>More kills than spares: hanged. A tie or more spares: spared.</translation>
    </message>
</context>
<context>
    <name>TallyView</name>
    <message>
        <source>Nobody was voted out</source>
        <translation>Nobody was voted out</translation>
    </message>
    <message>
        <source>%1 was voted out</source>
        <translation>%1 was voted out</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n vote(s)</source>
        <translation>
            <numerusform>%1: %n vote</numerusform>
            <numerusform>%1: %n votes</numerusform>
        </translation>
    </message>
    <message>
        <source>abstained: %1</source>
        <translation>abstained: %1</translation>
    </message>
    <message>
        <source>Nobody voted.</source>
        <translation>Nobody voted.</translation>
    </message>
</context>
<context>
    <name>Team</name>
    <message>
        <source>The village wins: %1</source>
        <translation>The village wins: %1</translation>
    </message>
    <message>
        <source>The werewolves win: %1</source>
        <translation>The werewolves win: %1</translation>
    </message>
    <message>
        <source>The vampires win: %1</source>
        <translation>The vampires win: %1</translation>
    </message>
    <message>
        <source>The Tanner wins: %1</source>
        <translation>The Tanner wins: %1</translation>
    </message>
    <message>
        <source>The Apprentice Tanner wins: %1</source>
        <translation>The Apprentice Tanner wins: %1</translation>
    </message>
    <message>
        <source>The Assassin wins: %1</source>
        <translation>The Assassin wins: %1</translation>
    </message>
    <message>
        <source>The Apprentice Assassin wins: %1</source>
        <translation>The Apprentice Assassin wins: %1</translation>
    </message>
    <message>
        <source>The village loses: %1</source>
        <translation>The village loses: %1</translation>
    </message>
    <message>
        <source>The werewolves lose: %1</source>
        <translation>The werewolves lose: %1</translation>
    </message>
    <message>
        <source>The vampires lose: %1</source>
        <translation>The vampires lose: %1</translation>
    </message>
    <message>
        <source>The Tanner loses: %1</source>
        <translation>The Tanner loses: %1</translation>
    </message>
    <message>
        <source>The Apprentice Tanner loses: %1</source>
        <translation>The Apprentice Tanner loses: %1</translation>
    </message>
    <message>
        <source>The Assassin loses: %1</source>
        <translation>The Assassin loses: %1</translation>
    </message>
    <message>
        <source>The Apprentice Assassin loses: %1</source>
        <translation>The Apprentice Assassin loses: %1</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Village</translation>
    </message>
    <message>
        <source>Werewolves</source>
        <translation>Werewolves</translation>
    </message>
    <message>
        <source>Vampires</source>
        <translation>Vampires</translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation>Tanner</translation>
    </message>
    <message>
        <source>Apprentice Tanner</source>
        <translation>Apprentice Tanner</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Assassin</translation>
    </message>
    <message>
        <source>Apprentice Assassin</source>
        <translation>Apprentice Assassin</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
</context>
<context>
    <name>TieBreakScreen</name>
    <message>
        <source>Let the tie stand</source>
        <translation>Let the tie stand</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>A tie: %1, the captain, decides</source>
        <translation>A tie: %1, the captain, decides</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n vote(s) each</source>
        <translation>
            <numerusform>%1: %n vote each</numerusform>
            <numerusform>%1: %n votes each</numerusform>
        </translation>
    </message>
    <message>
        <source>Tied at the top: %1</source>
        <translation>Tied at the top: %1</translation>
    </message>
    <message>
        <source>%1 names one of them as the vote&apos;s result, or lets the tie stand.</source>
        <translation>%1 names one of them as the vote&apos;s result, or lets the tie stand.</translation>
    </message>
    <message>
        <source>Confirm: %1</source>
        <translation>Confirm: %1</translation>
    </message>
</context>
<context>
    <name>TrialScreen</name>
    <message>
        <source>Defence</source>
        <translation>Defence</translation>
    </message>
    <message>
        <source>Defence time left</source>
        <translation>Defence time left</translation>
    </message>
    <message>
        <source>Start the defence</source>
        <translation>Start the defence</translation>
    </message>
    <message>
        <source>Kill or spare: the secret ballots</source>
        <translation>Kill or spare: the secret ballots</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Time is up</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Go on</translation>
    </message>
    <message>
        <source>Day %1: the trial</source>
        <translation>Day %1: the trial</translation>
    </message>
    <message>
        <source>%1 is on trial</source>
        <translation>%1 is on trial</translation>
    </message>
    <message>
        <source>%1 speaks in their defence; nobody else speaks without leave. Then everyone else with a vote casts a secret ballot: kill or spare. More kills than spares and %1 is hanged.</source>
        <translation>%1 speaks in their defence; nobody else speaks without leave. Then everyone else with a vote casts a secret ballot: kill or spare. More kills than spares and %1 is hanged.</translation>
    </message>
</context>
<context>
    <name>VisitScreen</name>
    <message>
        <source>Back to menu</source>
        <translation>Back to menu</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>What you know</translation>
    </message>
    <message>
        <source>%1, this screen is for you only</source>
        <translation>%1, this screen is for you only</translation>
    </message>
    <message>
        <source>Narrated night</source>
        <translation>Narrated night</translation>
    </message>
    <message>
        <source>Lap %1 of %2</source>
        <translation>Lap %1 of %2</translation>
    </message>
    <message>
        <source>Your role: %1</source>
        <translation>Your role: %1</translation>
    </message>
    <message>
        <source>Your role: %1 (card: %2)</source>
        <translation>Your role: %1 (card: %2)</translation>
    </message>
    <message>
        <source>— now a %1</source>
        <translation>— now a %1</translation>
    </message>
    <message>
        <source>Your card at the start: %1. %2</source>
        <translation>Your card at the start: %1. %2</translation>
    </message>
    <message>
        <source>New: </source>
        <translation>New: </translation>
    </message>
    <message>
        <source>At dawn you find an artifact on your card: %1. %2</source>
        <translation>At dawn you find an artifact on your card: %1. %2</translation>
    </message>
    <message>
        <source>There is nothing you can do this time. Press Confirm.</source>
        <translation>There is nothing you can do this time. Press Confirm.</translation>
    </message>
    <message>
        <source>You are now the %1.</source>
        <translation>You are now the %1.</translation>
    </message>
    <message>
        <source>Press Confirm.</source>
        <translation>Press Confirm.</translation>
    </message>
    <message>
        <source>You are now the %1 and act at once:</source>
        <translation>You are now the %1 and act at once:</translation>
    </message>
    <message>
        <source>Or press Confirm to do nothing more.</source>
        <translation>Or press Confirm to do nothing more.</translation>
    </message>
    <message>
        <source>Your turn: %1</source>
        <translation>Your turn: %1</translation>
    </message>
    <message>
        <source>Awake with you: %1.</source>
        <translation>Awake with you: %1.</translation>
    </message>
    <message>
        <source>You choose for all the vampires.</source>
        <translation>You choose for all the vampires.</translation>
    </message>
    <message>
        <source>This happens later tonight: choose now, and you will see the result at your next turn.</source>
        <translation>This happens later tonight: choose now, and you will see the result at your next turn.</translation>
    </message>
    <message>
        <source>%1: what happened</source>
        <translation>%1: what happened</translation>
    </message>
    <message>
        <source>Your team had already chosen.</source>
        <translation>Your team had already chosen.</translation>
    </message>
    <message>
        <source>Your choice is made. You will see what happens at your next turn.</source>
        <translation>Your choice is made. You will see what happens at your next turn.</translation>
    </message>
    <message>
        <source>Your choice is made.</source>
        <translation>Your choice is made.</translation>
    </message>
    <message>
        <source>Your choice first: tap what you choose, then the taps that do nothing.</source>
        <translation>Your choice first: tap what you choose, then the taps that do nothing.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>Sleep</source>
        <translation>Sleep</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>That is all for you now. Press Done, leave the laptop in the middle and close your eyes.</source>
        <translation>That is all for you now. Press Done, leave the laptop in the middle and close your eyes.</translation>
    </message>
    <message>
        <source>Keep your eyes closed. Press Next.</source>
        <translation>Keep your eyes closed. Press Next.</translation>
    </message>
    <message>
        <source>Keep your eyes closed. When the time is up, press Done.</source>
        <translation>Keep your eyes closed. When the time is up, press Done.</translation>
    </message>
    <message>
        <source>Keep your eyes closed. When the time is up, press Done and pass the laptop on.</source>
        <translation>Keep your eyes closed. When the time is up, press Done and pass the laptop on.</translation>
    </message>
    <message>
        <source>Nothing to do for you right now. So that nobody can tell, tap any card on the table, then press Confirm.</source>
        <translation>Nothing to do for you right now. So that nobody can tell, tap any card on the table, then press Confirm.</translation>
    </message>
    <message>
        <source>Nothing to do for you right now. So that nobody can tell, tap any two cards on the table, then press Confirm.</source>
        <translation>Nothing to do for you right now. So that nobody can tell, tap any two cards on the table, then press Confirm.</translation>
    </message>
    <message>
        <source>Nothing to do for you right now. So that nobody can tell, tap any three cards on the table, then press Confirm.</source>
        <translation>Nothing to do for you right now. So that nobody can tell, tap any three cards on the table, then press Confirm.</translation>
    </message>
    <message>
        <source>%1&apos;s card</source>
        <translation>%1&apos;s card</translation>
    </message>
    <message>
        <source>%1&apos;s mark</source>
        <translation>%1&apos;s mark</translation>
    </message>
    <message>
        <source>left</source>
        <translation>left</translation>
    </message>
    <message>
        <source>right</source>
        <translation>right</translation>
    </message>
    <message>
        <source>Your choice: %1</source>
        <translation>Your choice: %1</translation>
    </message>
    <message>
        <source>Tap %1 (left)</source>
        <translation>Tap %1 (left)</translation>
    </message>
    <message>
        <source>Tap %1 (right)</source>
        <translation>Tap %1 (right)</translation>
    </message>
    <message>
        <source>Move cards to the left</source>
        <translation>Move cards to the left</translation>
    </message>
    <message>
        <source>Move cards to the right</source>
        <translation>Move cards to the right</translation>
    </message>
    <message>
        <source>Done (%1)</source>
        <translation>Done (%1)</translation>
    </message>
    <message>
        <source>You chose to do nothing.</source>
        <translation>You chose to do nothing.</translation>
    </message>
    <message>
        <source>Press Next.</source>
        <translation>Press Next.</translation>
    </message>
    <message>
        <source>Taps: %1 of %2</source>
        <translation>Taps: %1 of %2</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <source>Tap any card, or Nothing, %1 more times: they do nothing. Then press Confirm.</source>
        <translation>Tap any card, or Nothing, %1 more times: they do nothing. Then press Confirm.</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <source>Press Confirm to see it.</source>
        <translation>Press Confirm to see it.</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nothing</translation>
    </message>
    <message>
        <source>Tap any card, or Nothing, once more: it does nothing. Then press Confirm.</source>
        <translation>Tap any card, or Nothing, once more: it does nothing. Then press Confirm.</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No voice on this computer: the narrator&apos;s lines are shown on screen only.</source>
        <translation>No voice on this computer: the narrator&apos;s lines are shown on screen only.</translation>
    </message>
    <message>
        <source>No voice for this language on this computer: the lines are shown on screen only.</source>
        <translation>No voice for this language on this computer: the lines are shown on screen only.</translation>
    </message>
    <message>
        <source>The voice failed: the lines are shown on screen only.</source>
        <translation>The voice failed: the lines are shown on screen only.</translation>
    </message>
    <message>
        <source>The voice did not answer: the lines are shown on screen only.</source>
        <translation>The voice did not answer: the lines are shown on screen only.</translation>
    </message>
    <message>
        <source>No sound output on this computer: the narrator&apos;s lines are shown on screen only.</source>
        <translation>No sound output on this computer: the narrator&apos;s lines are shown on screen only.</translation>
    </message>
    <message>
        <source>The narrator&apos;s voice is off.</source>
        <translation>The narrator&apos;s voice is off.</translation>
    </message>
</context>
<context>
    <name>Vote</name>
    <message>
        <source>%1 → (not yet)</source>
        <translation>%1 → (not yet)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
</context>
<context>
    <name>VoteScreen</name>
    <message>
        <source>When the count reaches zero, everyone points at another player, all at the same time. Keep pointing until every vote is entered.</source>
        <translation>When the count reaches zero, everyone points at another player, all at the same time. Keep pointing until every vote is entered.</translation>
    </message>
    <message>
        <source>Start the countdown</source>
        <translation>Start the countdown</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Start over</translation>
    </message>
    <message>
        <source>Confirm the votes</source>
        <translation>Confirm the votes</translation>
    </message>
    <message>
        <source>Everyone points at another player. Click a player, then the player they point at — or pick from the lists below.</source>
        <translation>Everyone points at another player. Click a player, then the player they point at — or pick from the lists below.</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>The vote</translation>
    </message>
    <message>
        <source>Everyone, get ready to point…</source>
        <translation>Everyone, get ready to point…</translation>
    </message>
    <message>
        <source>Everyone point… 3</source>
        <translation>Everyone point… 3</translation>
    </message>
    <message>
        <source>Point now!</source>
        <translation>Point now!</translation>
    </message>
    <message>
        <source>(points at…)</source>
        <translation>(points at…)</translation>
    </message>
    <message>
        <source>%1 points at</source>
        <translation>%1 points at</translation>
    </message>
    <message>
        <source>Every vote is in. Check the arrows, then confirm.</source>
        <translation>Every vote is in. Check the arrows, then confirm.</translation>
    </message>
    <message>
        <source>Click a player who is pointing.</source>
        <translation>Click a player who is pointing.</translation>
    </message>
    <message>
        <source>Whom does %1 point at?</source>
        <translation>Whom does %1 point at?</translation>
    </message>
    <message>
        <source>Everyone must point at someone.</source>
        <translation>Everyone must point at someone.</translation>
    </message>
    <message>
        <source>Everyone must point at another player.</source>
        <translation>Everyone must point at another player.</translation>
    </message>
    <message>
        <source>Each player&apos;s pointing</source>
        <translation>Each player&apos;s pointing</translation>
    </message>
    <message>
        <source>Counted hands</source>
        <translation>Counted hands</translation>
    </message>
    <message>
        <source>Record the vote</source>
        <translation>Record the vote</translation>
    </message>
    <message>
        <source>— abstains —</source>
        <translation>— abstains —</translation>
    </message>
    <message>
        <source>kill</source>
        <translation>kill</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>spare</translation>
    </message>
    <message>
        <source>Hands for %1</source>
        <translation>Hands for %1</translation>
    </message>
    <message>
        <source>%1 (captain, not counted above) points at</source>
        <translation>%1 (captain, not counted above) points at</translation>
    </message>
    <message>
        <source>Day %1: the captain&apos;s election</source>
        <translation>Day %1: the captain&apos;s election</translation>
    </message>
    <message>
        <source>Day %1: the vote</source>
        <translation>Day %1: the vote</translation>
    </message>
    <message>
        <source>Day %1: kill or spare %2?</source>
        <translation>Day %1: kill or spare %2?</translation>
    </message>
    <message>
        <source>Day %1: the second vote</source>
        <translation>Day %1: the second vote</translation>
    </message>
    <message>
        <source>Everyone points at the captain they want (themself too). Enter each player&apos;s pointing, or the hands counted for each player.</source>
        <translation>Everyone points at the captain they want (themself too). Enter each player&apos;s pointing, or the hands counted for each player.</translation>
    </message>
    <message>
        <source>“Whom do you suspect? Point! 5, 4, 3, 2, 1!” Enter each player&apos;s pointing, or the hands counted for each player. A hand lowered is an abstention.</source>
        <translation>“Whom do you suspect? Point! 5, 4, 3, 2, 1!” Enter each player&apos;s pointing, or the hands counted for each player. A hand lowered is an abstention.</translation>
    </message>
    <message>
        <source>“Kill or spare! 5, 4, 3, 2, 1!” Enter each player&apos;s hand, or the counts.</source>
        <translation>“Kill or spare! 5, 4, 3, 2, 1!” Enter each player&apos;s hand, or the counts.</translation>
    </message>
    <message>
        <source>The village votes again at once: enter each player&apos;s pointing, or the counts.</source>
        <translation>The village votes again at once: enter each player&apos;s pointing, or the counts.</translation>
    </message>
    <message>
        <source>%1&apos;s ballot: %2</source>
        <translation>%1&apos;s ballot: %2</translation>
    </message>
</context>
<context>
    <name>VoteVisitScreen</name>
    <message>
        <source>Click the player you point at, then confirm. Nobody else sees your vote until everyone has voted.</source>
        <translation>Click the player you point at, then confirm. Nobody else sees your vote until everyone has voted.</translation>
    </message>
    <message>
        <source>Confirm my vote</source>
        <translation>Confirm my vote</translation>
    </message>
    <message>
        <source>%1, whom do you point at?</source>
        <translation>%1, whom do you point at?</translation>
    </message>
    <message>
        <source>Confirm my vote (%1)</source>
        <translation>Confirm my vote (%1)</translation>
    </message>
    <message>
        <source>You cannot vote for yourself.</source>
        <translation>You cannot vote for yourself.</translation>
    </message>
    <message>
        <source>You point at: %1</source>
        <translation>You point at: %1</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>Epic battle: the village needs a vampire and a werewolf to die. Dead vampires: %1. Dead werewolves: %2.</source>
        <translation>Epic battle: the village needs a vampire and a werewolf to die. Dead vampires: %1. Dead werewolves: %2.</translation>
    </message>
    <message>
        <source>A monster died (%1): the village wins.</source>
        <translation>A monster died (%1): the village wins.</translation>
    </message>
    <message>
        <source>No werewolf or vampire died (they were %1): the village loses.</source>
        <translation>No werewolf or vampire died (they were %1): the village loses.</translation>
    </message>
    <message>
        <source>No werewolf died (they were %1): the village loses.</source>
        <translation>No werewolf died (they were %1): the village loses.</translation>
    </message>
    <message>
        <source>No vampire died (they were %1): the village loses.</source>
        <translation>No vampire died (they were %1): the village loses.</translation>
    </message>
    <message>
        <source>No player was a werewolf or a vampire, and nobody died: the village wins.</source>
        <translation>No player was a werewolf or a vampire, and nobody died: the village wins.</translation>
    </message>
    <message>
        <source>No player was a werewolf or a vampire, yet %1 died: the village loses.</source>
        <translation>No player was a werewolf or a vampire, yet %1 died: the village loses.</translation>
    </message>
    <message>
        <source>A Tanner died (%1): neither the werewolves nor the vampires can win.</source>
        <translation>A Tanner died (%1): neither the werewolves nor the vampires can win.</translation>
    </message>
    <message>
        <source>Epic battle: the werewolves need a vampire to die and no werewolf to die. Dead vampires: %1. Dead werewolves: %2.</source>
        <translation>Epic battle: the werewolves need a vampire to die and no werewolf to die. Dead vampires: %1. Dead werewolves: %2.</translation>
    </message>
    <message>
        <source>Epic battle: the vampires need a werewolf to die and no vampire to die. Dead werewolves: %1. Dead vampires: %2.</source>
        <translation>Epic battle: the vampires need a werewolf to die and no vampire to die. Dead werewolves: %1. Dead vampires: %2.</translation>
    </message>
    <message>
        <source>No player was a werewolf: %1 wins only if someone else dies.</source>
        <translation>No player was a werewolf: %1 wins only if someone else dies.</translation>
    </message>
    <message>
        <source>%1 died: the %2 lose.</source>
        <translation>%1 died: the %2 lose.</translation>
    </message>
    <message>
        <source>werewolves</source>
        <translation>werewolves</translation>
    </message>
    <message>
        <source>vampires</source>
        <translation>vampires</translation>
    </message>
    <message>
        <source>No %1 died: the %1 win.</source>
        <translation>No %1 died: the %1 win.</translation>
    </message>
    <message>
        <source>%1 was a Tanner and died: the Tanner wins.</source>
        <translation>%1 was a Tanner and died: the Tanner wins.</translation>
    </message>
    <message>
        <source>%1 was a Tanner and survived: the Tanner loses.</source>
        <translation>%1 was a Tanner and survived: the Tanner loses.</translation>
    </message>
    <message>
        <source>%1 is the Apprentice Tanner and wins if the Tanner (%2) dies.</source>
        <translation>%1 is the Apprentice Tanner and wins if the Tanner (%2) dies.</translation>
    </message>
    <message>
        <source>%1 wins if a player holding an Assassin mark dies (%2).</source>
        <translation>%1 wins if a player holding an Assassin mark dies (%2).</translation>
    </message>
    <message>
        <source>%1 held the Traitor mark: they win only if someone else on their team dies.</source>
        <translation>%1 held the Traitor mark: they win only if someone else on their team dies.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
</context>
</TS>
