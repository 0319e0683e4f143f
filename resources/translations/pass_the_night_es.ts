<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AnnounceScreen</name>
    <message>
        <source>%1 was voted out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody was voted out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 died.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night %1 is over. Everyone opens their eyes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Died last night: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody died last night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1: the votes are in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last turns: pass the laptop to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last turn: pass the laptop to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of the night&apos;s dead takes a short private turn, in seat order. Everyone else looks away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes a short private turn. Everyone else looks away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dead may watch, but not speak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See who won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Night %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Artifact</name>
    <message>
        <source>Claw of the Werewolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brand of the Villager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cudgel of the Tanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Void of Nothingness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mask of Muting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shroud of Shame</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArtifactEffect</name>
    <message>
        <source>You are a Werewolf now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are a plain Villager now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are a Tanner now: you win only if you die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may not speak during the day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn away from the table during the day (you still vote).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BalanceMeter</name>
    <message>
        <source>Village</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Werewolves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vampires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apprentice Tanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apprentice Assassin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lovers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who tends to win:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random play: a rough guide, not a prediction of a skilled table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a playable deck to see who tends to win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing random games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No estimate for this deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1 games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1 games so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The night: %1 laps, at least %2 min with %3 s visits</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <source>Vampire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daybreak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus roles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardsPage</name>
    <message>
        <source>Choose the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a card to add it; click again for another copy (×2) or, for a card that comes once (✓), to take it out. Right-click or press minus to take one out. You need one card per player and three for the centre; with the Alpha Wolf, one more: the wolf card, which must be a Werewolf, Mystic Wolf or Dream Wolf. Boxes mix freely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset for %1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: %1 cards for %2 players, one of them a wolf card set apart in the centre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: %1 cards for %2 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the deck: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Classic</name>
    <message>
        <source>Silhouette %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The village wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wolves win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lovers win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: nobody is left alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>died night %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>died day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody died last night.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Died last night: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 died.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is hanged and leaves the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was voted out and leaves the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ballots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Votes: %1 — %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captain election: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes on trial.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kill or spare: %1 — %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the captain, lets the tie stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the captain, breaks the tie: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the Scapegoat, names nobody for trial.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes on trial tomorrow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bear growls: he senses danger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody voted: the village has no captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the new captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The captain&apos;s title lapses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was a wolf, killed by the knight&apos;s sickness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the Idiot: he survives and loses his vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie: %1, the Scapegoat, dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is condemned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is spared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 abstained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tie between %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most votes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody was voted out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was voted out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassicDayScreen</name>
    <message>
        <source>Put the laptop in the middle and talk: who is lying? Anyone may claim anything. The dead may watch, but not speak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discussion time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elect the captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start %1&apos;s trial</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassicDeck</name>
    <message>
        <source>Wakes with the pack every night to choose a victim.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every night, learns whether one player is a wolf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every night, protects one player from the wolves, never the same one twice in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One potion to save the wolves&apos; victim, one to poison: once each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When he dies, he shoots a player who dies with him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No power: finds the wolves by talking and voting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the first night, makes two players lovers for the whole game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survives the first bite; when he dies, the village loses its powers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voted out, he is revealed and lives on, but loses his vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dies instead on a tied vote, then names who goes on trial next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the second night, may peek at a wolf: caught one time in three, she dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three cards: the three brothers meet on the first night.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bitten, he makes the first wolf to his left sick: it dies the next night.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every night, sniffs a player and both neighbours; no wolf there costs him the power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every morning the bear growls if a wolf sits next to the tamer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the first night, may take one of the two spare cards instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elect a captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the first day the village elects a captain: his vote counts double and he breaks ties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wolves may bite wolves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wolf may name another wolf as the night&apos;s victim.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The witch sees protection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the bodyguard saved the wolves&apos; victim, the witch is shown no victim.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both potions in one night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The witch may save and poison in the same night.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lovers die of grief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When one lover dies, the other dies at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The extended game needs 8 to 18 players (now %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck holds a card this game does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only wolves and villagers may appear more than once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The brothers come as three cards or not at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck needs at least one wolf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck needs one card per player, and two more with the thief.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many wolves: they must be fewer than half the players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the options has a value this game does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deck cannot be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One %1 fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the deck (three cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the deck</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassicDusk</name>
    <message>
        <source>%1 is hanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is spared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody goes on trial</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassicEndScreen</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lover, captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>captain %1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>captain from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lovers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captains: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lovers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lover</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassicHistory</name>
    <message>
        <source>%1 (wolf) picked %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (wolf) picked nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wolves&apos; bite: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bite tonight: the wolves&apos; picks did not agree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (seer) looked at %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a wolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (bodyguard) protected %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (witch) used the save potion on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (witch) poisoned %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (seer) looked at nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (bodyguard) protected nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (witch) used no potion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (hunter) did not shoot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (thief) kept the thief card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (Cupid) made no couple.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (little girl) slept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (fox) sniffed nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (scapegoat) named nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (captain) let the tie stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 died (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (hunter) shot %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 voted for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 abstained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (wolf) wrote the wolves&apos; note: “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wrote a private note: “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (thief) had to take the wolf card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (thief) took the %2 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (Cupid) made %2 and %3 the lovers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (little girl) peeked and saw %2, but the wolves saw her.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (little girl) peeked and saw %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (fox) sniffed around %2: a wolf is near.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (fox) sniffed around %2: no wolf near, the fox&apos;s power is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 voted to hang %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 voted to spare %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The elder is dead: every village role has lost its power.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassicRole</name>
    <message>
        <source>Wolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bodyguard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Witch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hunter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Villager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cupid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Village Idiot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scapegoat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Little Girl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brother</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bear Tamer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Village</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bitten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>voted out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of grief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>caught peeking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of the knight&apos;s sickness</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassicSetupScreen</name>
    <message>
        <source>Classic Werewolf: who is playing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players, clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a player&apos;s name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the first night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portraits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name can have at most %1 characters; the rest was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portraits: choose a player on the left first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player on the left first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portrait for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic Werewolf needs exactly 8 or 9 players (now %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players have the same portrait: give each their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the 8 to 18 players clockwise around the table, starting with whoever holds the laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename. Click a player, then a portrait on the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the 8 or 9 players clockwise around the table, starting with whoever holds the laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename. Click a player, then a portrait on the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players, an extended deck with %2 wolves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players: %2 wolves against %3 villagers and helpers.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassicVisit</name>
    <message>
        <source>You protected %1 last night.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You protected this player last night.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This player cannot be chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That potion is used up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no victim to save tonight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your power is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wolf is among the spare cards: you must take it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From tomorrow night you may peek.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A note for your later nights (optional, 140 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · round %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dead — pass on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait until Done lights up, then pass the laptop on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is left to shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing left to use tonight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last turn: nothing to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do on this visit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap any player, then Confirm: everyone does the same, so nobody can tell who had something to do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are the %1 (team: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your card for the whole game. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your pack: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead wolves: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 picked %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tonight&apos;s victim: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No victim tonight (the picks were tied or empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night %1: %2 is on the %3 side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last night you protected %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Potions left: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>poison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night %1, %2 wrote: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your note, night %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose tonight&apos;s victim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a player who is not a wolf, then Confirm. The player most picked is bitten; a tie means nobody is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at one player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap another living player, then Confirm: you will see their side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protect one player tonight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a living player (yourself too), then Confirm. Not the same player two nights running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your potions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a player and Confirm to poison them, or save tonight&apos;s victim. One potion a night at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are dying: take a last shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a living player and Confirm to shoot them, or Skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on the %2 side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done. Wait until Done lights up, then pass the laptop on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap the card, then Confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the Thief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sleep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peek</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You will see the answer on your next visit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lovers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ballot · %1 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, your secret ballot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are the captain: your ballot counts double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your ballot is in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You abstained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You voted to kill %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You voted to spare %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You voted for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You voted against %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It cannot be changed. Wait until Done lights up, then pass on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot vote for yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abstain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two spare cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a card, then Confirm: it is your card for the whole game. Skip keeps the Thief, a villager with no power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the two lovers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap two living players (yourself too), then Confirm. Tap a player again to unselect. The lovers will know each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap another player (a wolf too), then Confirm. The player most picked is bitten; a tie means nobody is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peek at the wolves?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peek to learn one wolf&apos;s name; but one time in three the wolves see you, and then you die tonight. Sleep is safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sniff out a group of three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a living player (yourself too), then Confirm: you learn whether a wolf is among that player and their two living neighbours. If none is, your power is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save tonight&apos;s victim, tap a player to poison them, or both; then Confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You die for the tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name a player who goes on trial tomorrow, or skip. Tap a living player, then Confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the new captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You were the captain: name the new captain, or skip. Tap a living player, then Confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your power is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From tomorrow night you may peek</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a wolf is among them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no wolf. Your power is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You saw a wolf: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wolves saw you! You die tonight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are now the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last night you caught the Little Girl, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your lover is %1, the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You two are a team of your own: you win together if you are the last two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner, %1, is alive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner, %1, is dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your lover: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your brothers: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night %1: a wolf among %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night %1: no wolf among %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night %1: you saw the wolf %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elect the captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap any living player (yourself too), then Confirm, or Abstain. The most votes wins; a tie is drawn at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on trial: kill or spare?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose Kill or Spare, then Confirm, or Abstain. More kills than spares: the accused is hanged; otherwise they live.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap another living player, then Confirm, or Abstain. The player most pointed at goes on trial if more than half of the living point at them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap another living player, then Confirm, or Abstain. The player with the most votes is voted out; a tie means nobody is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who should leave the village?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Copy</name>
    <message>
        <source>You never wake up as this role, but you have its power and goal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This role has no night action: you now have its power and goal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You will wake up with the vampires to give the Vampire mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You will wake up with the vampires, then give your own Fear mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You will wake up with the werewolves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are a werewolf who never wakes up: you raise your thumb for the other wolves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You will wake up with the Minion to see the werewolves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You will wake up with the masons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You will wake up right after the Pickpocket.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You will wake up later as the Doppelgänger-%1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong — your game is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The details were written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can keep playing. If something looks wrong, quit and resume the game from the start screen.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CurtainScreen</name>
    <message>
        <source>Back to menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this player may look. Press and hold the moon to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dead — pass on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DayScreen</name>
    <message>
        <source>Good morning! Everyone wakes up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the laptop in the middle. Talk: who is a monster? Anyone may claim anything. When time is up, everyone points at someone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discussion time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vote now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roles in this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard (8 or 9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extended (8 to 18)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fixed deal of 8 or 9 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build your own deck for 8 to 18 players, with more roles and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standard deal: with 8 players 2 wolves, with 9 players 3 wolves; always a seer, a bodyguard, a witch, a hunter and 2 villagers. Roles are dealt at random: a portrait changes only the picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest a deck…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About a third wolves, a third roles with a power, the rest villagers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the thief the deck holds two more cards than there are players: they stay face down as his two spare cards. On the first night he may take one of them instead of his own; if one is a wolf, he must take it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vote: the most votes is hanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vote: point, then a trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player votes; the player with the most votes is hanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whoever more than half the table points at goes on trial; then everyone votes to kill or spare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards of %2 needed (one per player and the thief&apos;s 2 spare cards), %3 of them wolves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards of %2 needed (one per player), %3 of them wolves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standard game needs 8 or 9 players.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Did</name>
    <message>
        <source>your own card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vampires gave the Vampire mark to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You gave the Fear mark to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You gave the Disease mark to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You gave Love marks to %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You gave the Traitor mark to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took a fresh Clarity mark and gave one to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You gave the Assassin mark to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You put your shield on %1&apos;s card: nobody may look at it or move it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You swapped the wolf card with %1&apos;s card, without looking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You tapped %1 on the shoulder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You swapped your card with %1&apos;s card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You swapped %1 with %2, without looking again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You swapped your mark with %1&apos;s mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You swapped the cards of %1 and %2, without looking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You moved everyone else&apos;s card one seat to the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You moved everyone else&apos;s card one seat to the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You swapped the marks of %1 and %2, without looking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You swapped your card with %1. You do not know your new card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You turned %1&apos;s card face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You put a face-down artifact on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took a fresh Clarity mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You chose to do nothing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Do</name>
    <message>
        <source>Look at one centre card: you become that role for the whole game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at another player&apos;s card: you become that role.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the Vampire mark to a player who is not a vampire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the Fear mark to a player who is not a vampire. They will not wake up tonight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the Disease mark to your left or right neighbour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may give Love marks to two players (yourself too). Choose two players, or skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may give the Traitor mark to any player (yourself too), or skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take a fresh Clarity mark. You may also give one to another player: click them and Confirm, or press Confirm (or Skip) to keep it at that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the Assassin mark to any player (yourself too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Assassin woke up. Give the Assassin mark to any player (yourself too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may put your shield on another player&apos;s card, or skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are the only werewolf awake. You may look at one centre card (the wolf card too, if there is one), or skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap the wolf card (set apart in the centre) with the card of a player who is not a werewolf, without looking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap the wolf card (set apart in the centre) with another player&apos;s card, without looking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may look at another player&apos;s card, or skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap the shoulder of your left or right neighbour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may look at another player&apos;s card, or at two centre cards, or skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may look at one centre card, or skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may look at up to two other players&apos; cards, one at a time. Seeing a werewolf, tanner or vampire stops you and turns you into one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may look at one player&apos;s card and a different player&apos;s mark: click a card, a mark token, or both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may swap your card with another player&apos;s card and look at your new card, or skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may look at a centre card. If you do, you must swap it with any player&apos;s card (yours too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may swap your mark with another player&apos;s mark and look at your new mark, or skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may swap the cards of two other players, or skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may move every other player&apos;s card one seat to the left or to the right, or skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may swap two players&apos; cards (click two cards) or two players&apos; marks (click two mark tokens), or skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap your card with a centre card. You will not see your new card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The werewolves raise a thumb for you. Press Confirm to also look at their cards, or Skip to only see who they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Seer and the Apprentice Seer raise a thumb for you. Press Confirm to also look at their cards, or Skip to only see who they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may turn another player&apos;s card face up. A monster or tanner goes back face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may put an artifact on any player&apos;s card (yours too), or skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make your choice on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now swap that centre card with any player&apos;s card (yours too): click the player. You will not see the card that goes to the centre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may look at a second card, or press Confirm to stop here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>%1 mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vampire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vampire mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>werewolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dream Wolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apprentice Assassin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looked or moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HoldRing</name>
    <message>
        <source>Press and hold to open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pass the Night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Pass the Night, so it cannot be resumed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game is damaged and cannot be resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to menu?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game stays saved: choose Resume game in progress on the start screen to come back to this curtain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is not being saved: %1. You can play on, but if the app closes now, this game is lost. This warning stays until saving works again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Pass the Night?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game stays saved: start Pass the Night again and choose Resume game in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret vote</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mark</name>
    <message>
        <source>Clarity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disease</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Love</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 mark</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MarkEffect</name>
    <message>
        <source>No effect: you are what your card says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are a Vampire now, on the vampire team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are too scared to act: you will not wake up tonight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whoever votes for you cannot win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If another lover dies, you die too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win only if someone else on your team dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Assassin wins if you die.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModeChoiceScreen</name>
    <message>
        <source>Which game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play One Night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 to 10 players, one night and one vote: about ten minutes, with dozens of roles to choose from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 or 9 players, night after night until the village or the wolves win; the dead watch quietly.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>Doppelgänger, wake up and look at another player&apos;s card: you are now that role. If that role acts at once, do it now.</source>
        <translation>Doppelgänger, despierta y mira la carta de otro jugador: ahora eres ese rol. Si ese rol actúa en el acto, hazlo ahora.</translation>
    </message>
    <message>
        <source>Copycat, wake up and look at one of the centre cards: you are now that role.</source>
        <translation>Imitador, despierta y mira una de las cartas del centro: ahora eres ese rol.</translation>
    </message>
    <message>
        <source>Vampires, wake up and look for other vampires. Give the Vampire mark to a player who is not a vampire.</source>
        <translation>Vampiros, despierten y busquen a otros vampiros. Denle la Marca del Vampiro a un jugador que no sea vampiro.</translation>
    </message>
    <message>
        <source>Count, wake up and give the Fear mark to a player who is not a vampire.</source>
        <translation>Conde, despierta y dale la Marca del Miedo a un jugador que no sea vampiro.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Count, wake up and give your Fear mark to a player who is not a vampire.</source>
        <translation>Doppelgänger, si eres el Conde, despierta y dale tu Marca del Miedo a un jugador que no sea vampiro.</translation>
    </message>
    <message>
        <source>Vampires, point at the player with the Vampire mark, eyes closed. Renfield, wake up, see the vampires and whom they point at, and take the Bat mark.</source>
        <translation>Vampiros, con los ojos cerrados, señalen al jugador con la Marca del Vampiro. Renfield, despierta, mira a los vampiros y a quién señalan, y toma la Marca del Murciélago.</translation>
    </message>
    <message>
        <source>Vampires, point at the player with the Vampire mark, eyes closed. Doppelgänger, if you are Renfield, wake up, see the vampires and take your Bat mark.</source>
        <translation>Vampiros, con los ojos cerrados, señalen al jugador con la Marca del Vampiro. Doppelgänger, si eres Renfield, despierta, mira a los vampiros y toma tu Marca del Murciélago.</translation>
    </message>
    <message>
        <source>Diseased, wake up and give the Disease mark to the player on your left or on your right.</source>
        <translation>Enfermo, despierta y dale la Marca de la Enfermedad al jugador de tu izquierda o de tu derecha.</translation>
    </message>
    <message>
        <source>Cupid, wake up. You may give a Love mark to two players.</source>
        <translation>Cupido, despierta. Puedes darles una Marca del Amor a dos jugadores.</translation>
    </message>
    <message>
        <source>Instigator, wake up. You may give the Traitor mark to any player.</source>
        <translation>Instigador, despierta. Puedes darle la Marca del Traidor a cualquier jugador.</translation>
    </message>
    <message>
        <source>Priest, wake up and take a Clarity mark. You may give another player a Clarity mark too.</source>
        <translation>Sacerdote, despierta y tómate una Marca de Claridad. También puedes darle una Marca de Claridad a otro jugador.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Priest, wake up and take a Clarity mark. You may give another player one too.</source>
        <translation>Doppelgänger, si eres el Sacerdote, despierta y tómate una Marca de Claridad. También puedes darle una a otro jugador.</translation>
    </message>
    <message>
        <source>Assassin, wake up and give the Assassin mark to any player.</source>
        <translation>Asesino, despierta y dale la Marca del Asesino a cualquier jugador.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Assassin, wake up and give your Assassin mark to any player.</source>
        <translation>Doppelgänger, si eres el Asesino, despierta y dale tu Marca del Asesino a cualquier jugador.</translation>
    </message>
    <message>
        <source>Apprentice Assassin, wake up and look for the Assassin. If there is none, give the Assassin mark to any player.</source>
        <translation>Aprendiz de asesino, despierta y busca al Asesino. Si no hay ninguno, dale la Marca del Asesino a cualquier jugador.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Apprentice Assassin, wake up and look for the Assassin. If there is none, give your Assassin mark to any player.</source>
        <translation>Doppelgänger, si eres el Aprendiz de asesino, despierta y busca al Asesino. Si no hay ninguno, dale tu Marca del Asesino a cualquier jugador.</translation>
    </message>
    <message>
        <source>Everyone, wake up and look at your mark.</source>
        <translation>Todos, despierten y miren su Marca.</translation>
    </message>
    <message>
        <source>Everyone with a Love mark, wake up and look for your lover.</source>
        <translation>Quienes tengan una Marca del Amor, despierten y busquen a su enamorado.</translation>
    </message>
    <message>
        <source>Sentinel, wake up. You may put your shield on another player&apos;s card.</source>
        <translation>Centinela, despierta. Puedes poner tu escudo sobre la carta de otro jugador.</translation>
    </message>
    <message>
        <source>Werewolves, wake up and look for other werewolves. A Dream Wolf keeps their eyes closed and raises a thumb. A lone werewolf may look at a centre card.</source>
        <translation>Hombres lobo, despierten y busquen a otros hombres lobo. El Lobo Soñador sigue con los ojos cerrados y levanta el pulgar. Un hombre lobo solitario puede mirar una carta del centro.</translation>
    </message>
    <message>
        <source>Alpha Wolf, wake up and swap the centre wolf card with the card of a player who is not a werewolf.</source>
        <translation>Lobo Alfa, despierta e intercambia la carta de lobo del centro con la carta de un jugador que no sea hombre lobo.</translation>
    </message>
    <message>
        <source>Mystic Wolf, wake up. You may look at another player&apos;s card.</source>
        <translation>Lobo Místico, despierta. Puedes mirar la carta de otro jugador.</translation>
    </message>
    <message>
        <source>Werewolves, raise your thumbs, eyes closed. Minion, wake up and see who the werewolves are.</source>
        <translation>Hombres lobo, con los ojos cerrados, levanten el pulgar. Esbirro, despierta y mira quiénes son los hombres lobo.</translation>
    </message>
    <message>
        <source>Tanner, raise your thumb, eyes closed. Apprentice Tanner, wake up and see who the Tanner is.</source>
        <translation>Curtidor, con los ojos cerrados, levanta el pulgar. Aprendiz de curtidor, despierta y mira quién es el Curtidor.</translation>
    </message>
    <message>
        <source>Tanner, raise your thumb, eyes closed. Doppelgänger, if you are the Apprentice Tanner, wake up and see who the Tanner is.</source>
        <translation>Curtidor, con los ojos cerrados, levanta el pulgar. Doppelgänger, si eres el Aprendiz de curtidor, despierta y mira quién es el Curtidor.</translation>
    </message>
    <message>
        <source>Masons, wake up and look for the other Mason.</source>
        <translation>Masones, despierten y busquen al otro masón.</translation>
    </message>
    <message>
        <source>Thing, wake up and tap the player on your left or on your right.</source>
        <translation>Cosa, despierta y toca al jugador de tu izquierda o de tu derecha.</translation>
    </message>
    <message>
        <source>Seer, wake up. You may look at another player&apos;s card or at two centre cards.</source>
        <translation>Vidente, despierta. Puedes mirar la carta de otro jugador o dos cartas del centro.</translation>
    </message>
    <message>
        <source>Apprentice Seer, wake up. You may look at one centre card.</source>
        <translation>Aprendiz de vidente, despierta. Puedes mirar una carta del centro.</translation>
    </message>
    <message>
        <source>Paranormal Investigator, wake up. You may look at up to two other players&apos; cards; if you see a werewolf or a tanner, you become one and stop.</source>
        <translation>Investigador paranormal, despierta. Puedes mirar hasta dos cartas de otros jugadores; si ves un hombre lobo o un curtidor, te conviertes en él y te detienes.</translation>
    </message>
    <message>
        <source>Marksman, wake up. You may look at one player&apos;s card and another player&apos;s mark.</source>
        <translation>Tirador, despierta. Puedes mirar la carta de un jugador y la Marca de otro.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Marksman, wake up. You may look at one player&apos;s card and another player&apos;s mark.</source>
        <translation>Doppelgänger, si eres el Tirador, despierta. Puedes mirar la carta de un jugador y la Marca de otro.</translation>
    </message>
    <message>
        <source>Robber, wake up. You may swap your card with another player&apos;s card, then look at your new card.</source>
        <translation>Ladrón, despierta. Puedes intercambiar tu carta con la de otro jugador y luego mirar tu nueva carta.</translation>
    </message>
    <message>
        <source>Witch, wake up. You may look at a centre card; if you do, swap it with any player&apos;s card.</source>
        <translation>Bruja, despierta. Puedes mirar una carta del centro; si lo haces, cámbiala por la carta de cualquier jugador.</translation>
    </message>
    <message>
        <source>Pickpocket, wake up. You may swap your mark with another player&apos;s mark, then look at your new mark.</source>
        <translation>Carterista, despierta. Puedes intercambiar tu Marca con la de otro jugador y luego mirar tu nueva Marca.</translation>
    </message>
    <message>
        <source>Troublemaker, wake up. You may swap the cards of two other players.</source>
        <translation>Alborotadora, despierta. Puedes intercambiar las cartas de otros dos jugadores.</translation>
    </message>
    <message>
        <source>Village Idiot, wake up. You may move every other player&apos;s card one place to the left or to the right.</source>
        <translation>Tonto del pueblo, despierta. Puedes mover las cartas de todos los demás jugadores un lugar a la izquierda o a la derecha.</translation>
    </message>
    <message>
        <source>Aura Seer, wake up and see who moved or looked at a card or a mark tonight.</source>
        <translation>Vidente del aura, despierta y mira quién ha movido o mirado una carta o una Marca esta noche.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Aura Seer, wake up and see who moved or looked at a card or a mark tonight.</source>
        <translation>Doppelgänger, si eres el Vidente del aura, despierta y mira quién ha movido o mirado una carta o una Marca esta noche.</translation>
    </message>
    <message>
        <source>Gremlin, wake up. You may swap the cards or the marks of two players.</source>
        <translation>Gremlin, despierta. Puedes intercambiar las cartas o las Marcas de dos jugadores.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Gremlin, wake up. You may swap the cards or the marks of two players.</source>
        <translation>Doppelgänger, si eres el Gremlin, despierta. Puedes intercambiar las cartas o las Marcas de dos jugadores.</translation>
    </message>
    <message>
        <source>Drunk, wake up and swap your card with a centre card without looking at it.</source>
        <translation>Borracho, despierta e intercambia tu carta con una carta del centro sin mirarla.</translation>
    </message>
    <message>
        <source>Insomniac, wake up and look at your card.</source>
        <translation>Insomne, despierta y mira tu carta.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Insomniac, wake up and look at your card.</source>
        <translation>Doppelgänger, si eres el Insomne, despierta y mira tu carta.</translation>
    </message>
    <message>
        <source>Werewolves, raise your thumbs, eyes closed. Squire, wake up and see who the werewolves are; you may look at their cards.</source>
        <translation>Hombres lobo, con los ojos cerrados, levanten el pulgar. Escudero, despierta y mira quiénes son los hombres lobo; puedes mirar sus cartas.</translation>
    </message>
    <message>
        <source>Werewolves, raise your thumbs, eyes closed. Doppelgänger, if you are the Squire, wake up and see who the werewolves are; you may look at their cards.</source>
        <translation>Hombres lobo, con los ojos cerrados, levanten el pulgar. Doppelgänger, si eres el Escudero, despierta y mira quiénes son los hombres lobo; puedes mirar sus cartas.</translation>
    </message>
    <message>
        <source>Seer and Apprentice Seer, raise your thumbs, eyes closed. Beholder, wake up and see who they are; you may look at their cards.</source>
        <translation>Vidente y Aprendiz de vidente, con los ojos cerrados, levanten el pulgar. Observador, despierta y mira quiénes son; puedes mirar sus cartas.</translation>
    </message>
    <message>
        <source>Seer and Apprentice Seer, raise your thumbs, eyes closed. Doppelgänger, if you are the Beholder, wake up and see who they are; you may look at their cards.</source>
        <translation>Vidente y Aprendiz de vidente, con los ojos cerrados, levanten el pulgar. Doppelgänger, si eres el Observador, despierta y mira quiénes son; puedes mirar sus cartas.</translation>
    </message>
    <message>
        <source>Revealer, wake up. You may turn another player&apos;s card face up; if it is not a villager&apos;s card, turn it face down again.</source>
        <translation>Reveladora, despierta. Puedes poner boca arriba la carta de otro jugador; si no es una carta de aldeano, vuelve a ponerla boca abajo.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Revealer, wake up. You may turn another player&apos;s face-down card face up; if it is not a villager&apos;s card, turn it face down again.</source>
        <translation>Doppelgänger, si eres la Reveladora, despierta. Puedes poner boca arriba una carta boca abajo de otro jugador; si no es una carta de aldeano, vuelve a ponerla boca abajo.</translation>
    </message>
    <message>
        <source>Curator, wake up. You may place an artifact on any player&apos;s card.</source>
        <translation>Curador, despierta. Puedes poner un artefacto sobre la carta de cualquier jugador.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Curator, wake up. You may place an artifact on any player&apos;s card.</source>
        <translation>Doppelgänger, si eres el Curador, despierta. Puedes poner un artefacto sobre la carta de cualquier jugador.</translation>
    </message>
    <message>
        <source>Doppelgänger, close your eyes.</source>
        <translation>Doppelgänger, cierra los ojos.</translation>
    </message>
    <message>
        <source>Werewolves, lower your thumbs.</source>
        <translation>Hombres lobo, bajen el pulgar.</translation>
    </message>
    <message>
        <source>Copycat, close your eyes.</source>
        <translation>Imitador, cierra los ojos.</translation>
    </message>
    <message>
        <source>Vampires, close your eyes.</source>
        <translation>Vampiros, cierren los ojos.</translation>
    </message>
    <message>
        <source>Count, close your eyes.</source>
        <translation>Conde, cierra los ojos.</translation>
    </message>
    <message>
        <source>Vampires, lower your hands. Renfield, close your eyes.</source>
        <translation>Vampiros, bajen las manos. Renfield, cierra los ojos.</translation>
    </message>
    <message>
        <source>Vampires, lower your hands. Doppelgänger, close your eyes.</source>
        <translation>Vampiros, bajen las manos. Doppelgänger, cierra los ojos.</translation>
    </message>
    <message>
        <source>Diseased, close your eyes.</source>
        <translation>Enfermo, cierra los ojos.</translation>
    </message>
    <message>
        <source>Cupid, close your eyes.</source>
        <translation>Cupido, cierra los ojos.</translation>
    </message>
    <message>
        <source>Instigator, close your eyes.</source>
        <translation>Instigador, cierra los ojos.</translation>
    </message>
    <message>
        <source>Priest, close your eyes.</source>
        <translation>Sacerdote, cierra los ojos.</translation>
    </message>
    <message>
        <source>Assassin, close your eyes.</source>
        <translation>Asesino, cierra los ojos.</translation>
    </message>
    <message>
        <source>Apprentice Assassin, close your eyes.</source>
        <translation>Aprendiz de asesino, cierra los ojos.</translation>
    </message>
    <message>
        <source>Everyone, close your eyes.</source>
        <translation>Todos, cierren los ojos.</translation>
    </message>
    <message>
        <source>Lovers, close your eyes.</source>
        <translation>Enamorados, cierren los ojos.</translation>
    </message>
    <message>
        <source>Sentinel, close your eyes.</source>
        <translation>Centinela, cierra los ojos.</translation>
    </message>
    <message>
        <source>Werewolves, close your eyes. Dream Wolf, lower your thumb.</source>
        <translation>Hombres lobo, cierren los ojos. Lobo Soñador, baja el pulgar.</translation>
    </message>
    <message>
        <source>Alpha Wolf, close your eyes.</source>
        <translation>Lobo Alfa, cierra los ojos.</translation>
    </message>
    <message>
        <source>Mystic Wolf, close your eyes.</source>
        <translation>Lobo Místico, cierra los ojos.</translation>
    </message>
    <message>
        <source>Minion, close your eyes.</source>
        <translation>Esbirro, cierra los ojos.</translation>
    </message>
    <message>
        <source>Tanner, lower your thumb. Apprentice Tanner, close your eyes.</source>
        <translation>Curtidor, baja el pulgar. Aprendiz de curtidor, cierra los ojos.</translation>
    </message>
    <message>
        <source>Tanner, lower your thumb. Doppelgänger, close your eyes.</source>
        <translation>Curtidor, baja el pulgar. Doppelgänger, cierra los ojos.</translation>
    </message>
    <message>
        <source>Masons, close your eyes.</source>
        <translation>Masones, cierren los ojos.</translation>
    </message>
    <message>
        <source>Thing, close your eyes.</source>
        <translation>Cosa, cierra los ojos.</translation>
    </message>
    <message>
        <source>Seer, close your eyes.</source>
        <translation>Vidente, cierra los ojos.</translation>
    </message>
    <message>
        <source>Apprentice Seer, close your eyes.</source>
        <translation>Aprendiz de vidente, cierra los ojos.</translation>
    </message>
    <message>
        <source>Paranormal Investigator, close your eyes.</source>
        <translation>Investigador paranormal, cierra los ojos.</translation>
    </message>
    <message>
        <source>Marksman, close your eyes.</source>
        <translation>Tirador, cierra los ojos.</translation>
    </message>
    <message>
        <source>Robber, close your eyes.</source>
        <translation>Ladrón, cierra los ojos.</translation>
    </message>
    <message>
        <source>Witch, close your eyes.</source>
        <translation>Bruja, cierra los ojos.</translation>
    </message>
    <message>
        <source>Pickpocket, close your eyes.</source>
        <translation>Carterista, cierra los ojos.</translation>
    </message>
    <message>
        <source>Troublemaker, close your eyes.</source>
        <translation>Alborotadora, cierra los ojos.</translation>
    </message>
    <message>
        <source>Village Idiot, close your eyes.</source>
        <translation>Tonto del pueblo, cierra los ojos.</translation>
    </message>
    <message>
        <source>Aura Seer, close your eyes.</source>
        <translation>Vidente del aura, cierra los ojos.</translation>
    </message>
    <message>
        <source>Gremlin, close your eyes.</source>
        <translation>Gremlin, cierra los ojos.</translation>
    </message>
    <message>
        <source>Drunk, close your eyes.</source>
        <translation>Borracho, cierra los ojos.</translation>
    </message>
    <message>
        <source>Insomniac, close your eyes.</source>
        <translation>Insomne, cierra los ojos.</translation>
    </message>
    <message>
        <source>Squire, close your eyes.</source>
        <translation>Escudero, cierra los ojos.</translation>
    </message>
    <message>
        <source>Seers, lower your thumbs. Beholder, close your eyes.</source>
        <translation>Videntes, bajen el pulgar. Observador, cierra los ojos.</translation>
    </message>
    <message>
        <source>Seers, lower your thumbs. Doppelgänger, close your eyes.</source>
        <translation>Videntes, bajen el pulgar. Doppelgänger, cierra los ojos.</translation>
    </message>
    <message>
        <source>Revealer, close your eyes.</source>
        <translation>Reveladora, cierra los ojos.</translation>
    </message>
    <message>
        <source>Curator, close your eyes.</source>
        <translation>Curador, cierra los ojos.</translation>
    </message>
    <message>
        <source>Thief, open your eyes. You may take one of the two spare cards instead of yours.</source>
        <translation>Ladrón, abre los ojos. Puedes tomar una de las dos cartas sobrantes en lugar de la tuya.</translation>
    </message>
    <message>
        <source>Cupid, open your eyes and choose the two players who fall in love.</source>
        <translation>Cupido, abre los ojos y elige a los dos jugadores que se enamoran.</translation>
    </message>
    <message>
        <source>Lovers, open your eyes and look at each other.</source>
        <translation>Enamorados, abran los ojos y mírense.</translation>
    </message>
    <message>
        <source>Brothers, open your eyes and look at each other.</source>
        <translation>Hermanos, abran los ojos y mírense.</translation>
    </message>
    <message>
        <source>Wolves, open your eyes and choose tonight&apos;s victim.</source>
        <translation>Lobos, abran los ojos y elijan a la víctima de esta noche.</translation>
    </message>
    <message>
        <source>Little Girl, open your eyes. From the second night on, you may peek at the wolves.</source>
        <translation>Niña, abre los ojos. A partir de la segunda noche, puedes espiar a los lobos.</translation>
    </message>
    <message>
        <source>Seer, open your eyes and choose a player whose side you want to know.</source>
        <translation>Vidente, abre los ojos y elige a un jugador cuyo bando quieras conocer.</translation>
    </message>
    <message>
        <source>Fox, open your eyes and choose a player: you will learn whether a wolf is among them and their neighbours.</source>
        <translation>Zorro, abre los ojos y elige a un jugador: sabrás si hay un lobo entre él y sus vecinos.</translation>
    </message>
    <message>
        <source>Bodyguard, open your eyes and choose a player to protect tonight.</source>
        <translation>Protector, abre los ojos y elige a un jugador para protegerlo esta noche.</translation>
    </message>
    <message>
        <source>Witch, open your eyes. See tonight&apos;s victim; you may save them, or poison a player.</source>
        <translation>Bruja, abre los ojos. Mira a la víctima de esta noche; puedes salvarla o envenenar a un jugador.</translation>
    </message>
    <message>
        <source>Thief, close your eyes.</source>
        <translation>Ladrón, cierra los ojos.</translation>
    </message>
    <message>
        <source>Brothers, close your eyes.</source>
        <translation>Hermanos, cierren los ojos.</translation>
    </message>
    <message>
        <source>Wolves, close your eyes.</source>
        <translation>Lobos, cierren los ojos.</translation>
    </message>
    <message>
        <source>Little Girl, close your eyes.</source>
        <translation>Niña, cierra los ojos.</translation>
    </message>
    <message>
        <source>Fox, close your eyes.</source>
        <translation>Zorro, cierra los ojos.</translation>
    </message>
    <message>
        <source>Bodyguard, close your eyes.</source>
        <translation>Protector, cierra los ojos.</translation>
    </message>
    <message>
        <source>Night %1 falls. Everyone, close your eyes.</source>
        <translation>Cae la noche %1. Todos, cierren los ojos.</translation>
    </message>
    <message>
        <source>Everyone, open your eyes. The sun rises over the village.</source>
        <translation>Todos, abran los ojos. El sol sale sobre el pueblo.</translation>
    </message>
    <message>
        <source>Everyone, close your eyes. Night falls.</source>
        <translation>Todos, cierren los ojos. Cae la noche.</translation>
    </message>
    <message>
        <source>Everyone, wake up! It is morning.</source>
        <translation>¡Todos, despierten! Ya es de día.</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>Dusk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Who is playing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the players clockwise around the table, starting with whoever holds the laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players, clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a player&apos;s name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: choose the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating (clockwise, the laptop starts at the bottom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name can have at most %1 characters; the rest was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table is full: remove a name to add another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a name to add another.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Portrait</name>
    <message>
        <source>Fox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rice Farmer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black Cat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lotus Girl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiger Cub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Village Elder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water Buffalo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monkey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raccoon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boar</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Power</name>
    <message>
        <source>At Dusk, looks at one centre card and becomes that role for the whole game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wakes at Dusk with the other vampires; together they give the Vampire mark to someone who is not a vampire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A vampire. If another Vampire votes for The Master, The Master cannot be killed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A vampire. After the vampires, gives the Fear mark to a non-vampire, who then cannot act at night.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sees the vampires and whom they marked, then takes the Bat mark. Wins with the vampires.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gives the Disease mark to a neighbour. Whoever votes for the Diseased or the marked player cannot win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May give Love marks to two players. If one lover dies, the other dies too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May give the Traitor mark to anyone: a traitor wins only if a teammate dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes a fresh Clarity mark and may give another one to a player, wiping out their old mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gives the Assassin mark to anyone and wins if a player holding it dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learns who the Assassin is and wins if the Assassin dies; with no Assassin, gives the Assassin mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May look at one player&apos;s card and at another player&apos;s mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May swap marks with another player, then looks at the new mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May swap the cards, or the marks, of any two players without looking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No night action. Find the monsters and vote them out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looks at another player&apos;s card and becomes that role, acting at once when the role allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wakes with the other werewolves. A lone werewolf may look at one centre card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sees who the werewolves are and wins with them, even if the Minion dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wakes with the other Mason so that they know each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May look at another player&apos;s card or at two centre cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May swap cards with another player, then looks at the new card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May swap the cards of two other players without looking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must swap their card with a centre card without looking at it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wakes last and looks at their own card to see if it changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the Hunter dies, the player the Hunter voted for dies too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hates the job: wins only by dying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May shield another player&apos;s card: nobody may look at it or move it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A werewolf who swaps the extra wolf card in the centre with a non-werewolf&apos;s card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A werewolf who may also look at another player&apos;s card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sleepy werewolf: raises a thumb for the other wolves but never wakes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May look at one centre card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May look at up to two cards, and turns into the first werewolf, tanner or vampire seen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May look at a centre card; if so, must swap it with any player&apos;s card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May move every other player&apos;s card one seat left or right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May turn another player&apos;s card face up; monsters and tanners go back face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May put a random face-down artifact on any player&apos;s card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player the Bodyguard votes for cannot be killed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sees who looked at or moved a card or a mark tonight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sees who the Tanner is and wins if the Tanner dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taps a neighbour&apos;s shoulder: that player learns the Thing sits beside them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sees the werewolves and may look at their cards. Wins with the werewolves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sees who the Seer is and may look at the Seer&apos;s card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be killed by the vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A villager who turns into a werewolf if any werewolf votes for them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>Vampire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Werewolf + Daybreak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vampire + Werewolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything (all four boxes)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivateScreen</name>
    <message>
        <source>Hide (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PublicLog</name>
    <message>
        <source>Day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>Not yourself: choose another player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already chosen: pick someone else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vampires cannot receive this mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vampires, and the player with the Vampire mark, cannot receive Fear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only your left or right neighbour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no wolf card in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is shielded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You had to stop after the first card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card and the mark must belong to two different players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You know this player is a werewolf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not the Alpha Wolf you copied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card already carries an artifact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is already face up: choose a face-down card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed for this action.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResolutionScreen</name>
    <message>
        <source>Turn over all cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened at the vote</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RevealScreen</name>
    <message>
        <source>Who won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the votes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Role</name>
    <message>
        <source>Copycat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renfield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diseased</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cupid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apprentice Assassin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marksman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pickpocket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gremlin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Villager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doppelgänger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troublemaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insomniac</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hunter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentinel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alpha Wolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mystic Wolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dream Wolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apprentice Seer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paranormal Investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Witch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Village Idiot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bodyguard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aura Seer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apprentice Tanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beholder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prince</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cursed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RolesList</name>
    <message>
        <source>Roles in this game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone gets a secret card. At Dusk and during the Night the laptop goes round the table clockwise; each player opens their own screen behind the curtain, sees what they know and acts when their role wakes. Everyone else&apos;s screen looks the same, so nobody can tell who did what.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the morning, talk. Then everyone points at another player at the same time: whoever has the most votes (at least two) dies. Your team wins if the right players die — cards may have moved during the night, so you may not be what you were dealt!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks (Vampire box) lie face down next to each card. Everyone looks at their own mark once, at the end of Dusk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens (Daybreak): a shield on a card means nobody may look at it or move it. An artifact lies face down on a card; its holder looks at it at dawn, and the Claw, the Brand and the Cudgel change who the holder is. Players awake at night see the shields already placed; everyone sees every token in the morning, and cards the Revealer left face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the Alpha Wolf, a fourth card lies apart in the centre: the wolf card. The Alpha Wolf swaps it with a non-werewolf&apos;s card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epic Battle: when werewolves, vampires and villagers are all among the players, the top two places of the vote die, and each team needs two things: the village needs a werewolf and a vampire to die; each monster team needs the other monsters to lose someone while it loses no one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seen</name>
    <message>
        <source>Your card is now: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You looked at %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You looked at %1&apos;s card: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your mark is %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You looked at %1&apos;s mark: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You became: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone tapped your left shoulder: a Thing sits on your left (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone tapped your right shoulder: a Thing sits on your right (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An artifact lies on your card: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s card lies face up: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other vampire woke up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vampires: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vampires gave the Vampire mark to nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vampires pointed at %1: they gave %1 the Vampire mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold a Love mark, but no one else does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your fellow lovers: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other werewolf woke up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your fellow werewolves: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Dream Wolf raised a thumb: %1 is a werewolf too, but never wakes up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No werewolf raised a thumb: no player woke as a werewolf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The werewolves raised a thumb for you: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Tanner raised a thumb: no player has the Tanner card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Tanner raised a thumb for you: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other Mason woke up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your fellow Mason: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Seer or Apprentice Seer raised a thumb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Seer and Apprentice Seer raised a thumb for you: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Assassin kept their eyes open for you: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Apprentice Assassin woke up and saw you: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody has looked at or moved a card or a mark yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These players looked at or moved a card or a mark: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That stops you: you are now a Werewolf, on the werewolf team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That stops you: you are now a Tanner, and win only if you die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That stops you: you are now a Vampire, on the vampire team.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every visit lasts at least this long, so that nobody can tell who acted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Narrated night: every call lasts this long, whether anyone acts or not, so that its length tells nobody who holds the role.</source>
        <translation>Noche narrada: cada llamada dura esto, actúe alguien o no, para que su duración no revele quién tiene el papel.</translation>
    </message>
    <message>
        <source>Vote in secret, passing the laptop round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animate card flips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger text, to read from across the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play sounds (chimes, the bear&apos;s growl)</source>
        <translation>Reproducir sonidos (campanillas, el gruñido del oso)</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language applies the next time the game starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest visit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discussion time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Narrated night: each call</source>
        <translation>Noche narrada: cada llamada</translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Narrator&apos;s voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speak the narrator&apos;s lines aloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slower to the left, faster to the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The narrated table mode calls every step of the night aloud and shows each line on screen. Pass-and-play stays silent at night.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No voice on this machine: the narrator&apos;s lines are shown on screen only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voices on this machine: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None for %1: its lines are shown on screen only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(No voice on this machine: shown on screen only.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(No voice for this language: shown on screen only.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(The voice failed: shown on screen only.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(The voice did not answer: shown on screen only.)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>Seat %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 in the deck. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat 3 to 10 players (now %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the Alpha Wolf, choose %1 cards: one per player, three for the centre and one more for the wolf card set apart (now %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose %1 cards: one per player and 3 for the centre (now %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only Vampire, Werewolf and Mason may be taken twice, and Villager three times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Alpha Wolf needs a wolf card in the centre: add a Werewolf, Mystic Wolf or Dream Wolf card to the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck holds a card this version does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name cannot be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players cannot have the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most 10 players can sit at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This name looks just like another player&apos;s name. Pick one that looks different, so that every curtain shows clearly whose turn it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name can have at most 60 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night: pass the laptop round</source>
        <translation>Noche: pasar el portátil</translation>
    </message>
    <message>
        <source>Night: narrated, laptop in the middle</source>
        <translation>Noche: narrada, portátil en el centro</translation>
    </message>
    <message>
        <source>How the night is played</source>
        <translation>Cómo se juega la noche</translation>
    </message>
    <message>
        <source>Pass the laptop round: each player looks in private, in silence.
Narrated: everyone closes their eyes; the laptop calls each role in turn, and the player called presses and holds the moon to act.</source>
        <translation>Pasar el portátil: cada jugador mira en privado, en silencio.
Narrada: todos cierran los ojos; el portátil llama a cada papel por turno, y el jugador llamado mantiene pulsada la luna para actuar.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Pass the Night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Night Ultimate Vampire for one laptop, passed from seat to seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume game in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Step</name>
    <message>
        <source>The vampires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The werewolves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The masons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lovers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doppelgänger-%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <source>%1&apos;s card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swapped cards with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swapped the cards of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swapped %1 with %2&apos;s card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swapped their card with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swapped the marks of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swapped marks with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swapped the wolf card with %1&apos;s card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved everyone else&apos;s card to the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved everyone else&apos;s card to the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tapped %1 on the shoulder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shielded %1&apos;s card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turned %1&apos;s card face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put an artifact on %1&apos;s card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saw their own card: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looked at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now holds %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looked at %1&apos;s mark: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>became the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gave %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the artifact was the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turned into a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card stays face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 found the %2 on their card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s card lies face up: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dawn: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark check: everyone looked at their mark (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nobody woke up (the card was in the centre, or its holder was afraid).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chose to do nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>had nothing to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>woke up and saw each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>woke up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the Prince and cannot be killed, by votes or by a Hunter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is The Master, and a fellow Vampire pointed at them: they cannot be killed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is protected by the Bodyguard (%2) and cannot be killed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is protected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 died</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Votes: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the Bodyguard: pointing at %2 protects %2 and is not a vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epic battle: werewolves, vampires and villagers are all at the table, so the top two places die (everyone tied at the top, or the top and the runner-up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 had more votes but cannot be killed, so the next highest with at least 2 votes dies instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are tied with %2 votes: both die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are tied with %2 votes: they all die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the most votes (%2) of those who can be killed, and dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the most votes (%2) and dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 comes second with %2 votes and dies too (Epic battle).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody has more than one vote, so nobody dies by the vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody dies by the vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was the Cursed: a werewolf (%2) pointed at them, so they become a werewolf, on the werewolf team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pointed at a diseased player and cannot win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was the Hunter and points at %2, but %2 cannot be killed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was the Hunter: %2, the player they point at, dies too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dies of a broken heart: they and %2 held Love marks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is taken down by a Hunter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dies of a broken heart: they held a Love mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copied the %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, turned %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a Vampire by the mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, turned werewolf by the vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (dead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2: %3 with %4 (%5) — %6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wolf card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wolf card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>centre card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shield lies on the card of %1: nobody could look at it or move it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down artifact lies on the card of %1: only they know which one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s card was left face up: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableCardScreen</name>
    <message>
        <source>Remember it, press Done, and put the laptop back for the next player.</source>
        <translation>Recuérdala, pulsa Hecho y deja el portátil para el siguiente jugador.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Hide (Esc)</source>
        <translation>Ocultar (Esc)</translation>
    </message>
    <message>
        <source>%1, this is your card</source>
        <translation>%1, esta es tu carta</translation>
    </message>
</context>
<context>
    <name>TableNightScreen</name>
    <message>
        <source>Back to menu</source>
        <translation>Volver al menú</translation>
    </message>
    <message>
        <source>Narrated night</source>
        <translation>Noche narrada</translation>
    </message>
    <message>
        <source>Start the night</source>
        <translation>Empezar la noche</translation>
    </message>
    <message>
        <source>Every call lasts %1 s, whoever holds the role.</source>
        <translation>Cada llamada dura %1 s, tenga quien tenga el papel.</translation>
    </message>
    <message>
        <source>Before the night: everyone sees their card</source>
        <translation>Antes de la noche: cada uno ve su carta</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Pásalo a %1</translation>
    </message>
    <message>
        <source>Only this player may look. Press and hold the moon to see your card.</source>
        <translation>Solo este jugador puede mirar. Mantén pulsada la luna para ver tu carta.</translation>
    </message>
    <message>
        <source>Put the laptop in the middle of the table.</source>
        <translation>Deja el portátil en el centro de la mesa.</translation>
    </message>
    <message>
        <source>Press Start the night: the narrator calls each role in turn. When you are called, open your eyes, press and hold the moon, and act.</source>
        <translation>Pulsa Empezar la noche: el narrador llama a cada papel por turno. Cuando te llame, abre los ojos, mantén pulsada la luna y actúa.</translation>
    </message>
    <message>
        <source>Eyes closed. When the narrator calls you, open your eyes, press and hold the moon to see your turn, and close your eyes again when you are done.</source>
        <translation>Ojos cerrados. Cuando el narrador te llame, abre los ojos, mantén pulsada la luna para ver tu turno y vuelve a cerrarlos al terminar.</translation>
    </message>
</context>
<context>
    <name>TallyScreen</name>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The votes of day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1: the captain election</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1: kill or spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody voted: the village has no captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie between %1, drawn at random: %2 is the captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To go on trial: more than half of the %1 living, %2 votes or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the captain: that ballot counts twice (×2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody went on trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody was voted out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie between %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes on trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the most votes, too few for a trial: nobody goes on trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most votes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is condemned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is spared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kill: %1   ·   Spare: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abstained: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More kills than spares: hanged. A tie or more spares: spared.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TallyView</name>
    <message>
        <source>Nobody was voted out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was voted out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: 1 vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abstained: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody voted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Team</name>
    <message>
        <source>The village wins: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The werewolves win: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vampires win: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Tanner wins: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Apprentice Tanner wins: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Assassin wins: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Apprentice Assassin wins: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The village loses: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The werewolves lose: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vampires lose: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Tanner loses: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Apprentice Tanner loses: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Assassin loses: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Apprentice Assassin loses: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Village</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Werewolves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vampires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apprentice Tanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apprentice Assassin</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TieBreakScreen</name>
    <message>
        <source>Let the tie stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie: %1, the captain, decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 votes each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: 1 vote each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied at the top: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names one of them as the vote&apos;s result, or lets the tie stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrialScreen</name>
    <message>
        <source>Defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defence time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kill or spare: the secret ballots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1: the trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 speaks in their defence; nobody else speaks without leave. Then everyone else with a vote casts a secret ballot: kill or spare. More kills than spares and %1 is hanged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VisitScreen</name>
    <message>
        <source>Back to menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, this screen is for you only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Narrated night</source>
        <translation>Noche narrada</translation>
    </message>
    <message>
        <source>Lap %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role: %1 (card: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— now a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your card at the start: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At dawn you find an artifact on your card: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing you can do this time. Press Confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are now the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are now the %1 and act at once:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or press Confirm to do nothing more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Awake with you: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You choose for all the vampires.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This happens later tonight: choose now, and you will see the result at your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: what happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your choice is made. You will see what happens at your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your choice is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sleep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep your eyes closed. Press Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep your eyes closed. When the time is up, press Done and pass the laptop on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do for you right now. So that nobody can tell, press Confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do for you right now. So that nobody can tell, tap any card on the table, then press Confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do for you right now. So that nobody can tell, tap any two cards on the table, then press Confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do for you right now. So that nobody can tell, tap any three cards on the table, then press Confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your choice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap %1 (left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap %1 (right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move cards to the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move cards to the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You chose to do nothing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Vote</name>
    <message>
        <source>%1 → (not yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoteScreen</name>
    <message>
        <source>When the count reaches zero, everyone points at another player, all at the same time. Keep pointing until every vote is entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the countdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm the votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone points at another player. Click a player, then the player they point at — or pick from the lists below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone, get ready to point…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone point… 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point now!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(points at…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every vote is in. Check the arrows, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a player who is pointing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whom does %1 point at?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone must point at someone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone must point at another player.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoteVisitScreen</name>
    <message>
        <source>Click the player you point at, then confirm. Nobody else sees your vote until everyone has voted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm my vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, whom do you point at?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm my vote (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot vote for yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You point at: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>Epic battle: the village needs a vampire and a werewolf to die. Dead vampires: %1. Dead werewolves: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A monster died (%1): the village wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No werewolf or vampire died (they were %1): the village loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No werewolf died (they were %1): the village loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No vampire died (they were %1): the village loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player was a werewolf or a vampire, and nobody died: the village wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player was a werewolf or a vampire, yet %1 died: the village loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Tanner died (%1): neither the werewolves nor the vampires can win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epic battle: the werewolves need a vampire to die and no werewolf to die. Dead vampires: %1. Dead werewolves: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epic battle: the vampires need a werewolf to die and no vampire to die. Dead werewolves: %1. Dead vampires: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player was a werewolf: %1 wins only if someone else dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 died: the %2 lose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>werewolves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vampires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1 died: the %1 win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was a Tanner and died: the Tanner wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was a Tanner and survived: the Tanner loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the Apprentice Tanner and wins if the Tanner (%2) dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins if a player holding an Assassin mark dies (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 held the Traitor mark: they win only if someone else on their team dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
