<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AnnounceScreen</name>
    <message>
        <source>%1 was voted out</source>
        <translation>El pueblo expulsó a %1</translation>
    </message>
    <message>
        <source>Nobody was voted out</source>
        <translation>Nadie fue expulsado</translation>
    </message>
    <message>
        <source>Servant: take the hanged player&apos;s card</source>
        <translation>Sirvienta: tomar la carta del ahorcado</translation>
    </message>
    <message>
        <source>Only the Servant can confirm it, in private; anyone may press it</source>
        <translation>Solo la Sirvienta puede confirmarlo, en privado; cualquiera puede pulsarlo</translation>
    </message>
    <message>
        <source>The Servant may take the card: %1 s left</source>
        <translation>La Sirvienta puede tomar la carta: quedan %1 s</translation>
    </message>
    <message>
        <source>Too late for the Servant today.</source>
        <translation>Hoy es tarde para la Sirvienta.</translation>
    </message>
    <message>
        <source>%1 died.</source>
        <translation>%1 ha muerto.</translation>
    </message>
    <message>
        <source>%1 was the %2.</source>
        <translation>%1 era %2.</translation>
    </message>
    <message>
        <source>Night %1 is over. Everyone opens their eyes.</source>
        <translation>Termina la noche %1. Todos abren los ojos.</translation>
    </message>
    <message>
        <source>Died last night: %1</source>
        <translation>Muertes de anoche: %1</translation>
    </message>
    <message>
        <source>Nobody died last night</source>
        <translation>Anoche no murió nadie</translation>
    </message>
    <message>
        <source>Day %1: the Cavalier&apos;s challenge.</source>
        <translation>Día %1: el desafío del Jinete.</translation>
    </message>
    <message>
        <source>Day %1: the votes are in.</source>
        <translation>Día %1: ya están los votos.</translation>
    </message>
    <message>
        <source>Last turns: pass the laptop to %1</source>
        <translation>Últimos turnos: pasa el portátil a %1</translation>
    </message>
    <message>
        <source>Last turn: pass the laptop to %1</source>
        <translation>Último turno: pasa el portátil a %1</translation>
    </message>
    <message>
        <source>Each of the night&apos;s dead takes a short private turn, in seat order. Everyone else looks away.</source>
        <translation>Cada muerto de esta noche tiene un breve turno privado, por orden de asiento. Los demás miran hacia otro lado.</translation>
    </message>
    <message>
        <source>%1 takes a short private turn. Everyone else looks away.</source>
        <translation>%1 tiene un breve turno privado. Los demás miran hacia otro lado.</translation>
    </message>
    <message>
        <source>The dead may watch, but not speak.</source>
        <translation>Los muertos pueden mirar, pero no hablar.</translation>
    </message>
    <message>
        <source>See who won</source>
        <translation>Ver quién ha ganado</translation>
    </message>
    <message>
        <source>Start Day %1</source>
        <translation>Empezar el día %1</translation>
    </message>
    <message>
        <source>Start Night %1</source>
        <translation>Empezar la noche %1</translation>
    </message>
</context>
<context>
    <name>Artifact</name>
    <message>
        <source>Claw of the Werewolf</source>
        <translation>Garra del Hombre Lobo</translation>
    </message>
    <message>
        <source>Brand of the Villager</source>
        <translation>Sello del Aldeano</translation>
    </message>
    <message>
        <source>Cudgel of the Tanner</source>
        <translation>Garrote del Curtidor</translation>
    </message>
    <message>
        <source>Void of Nothingness</source>
        <translation>Vacío de la Nada</translation>
    </message>
    <message>
        <source>Mask of Muting</source>
        <translation>Máscara del Silencio</translation>
    </message>
    <message>
        <source>Shroud of Shame</source>
        <translation>Sudario de la Vergüenza</translation>
    </message>
</context>
<context>
    <name>ArtifactEffect</name>
    <message>
        <source>You are a Werewolf now.</source>
        <translation>Ahora eres un Hombre lobo.</translation>
    </message>
    <message>
        <source>You are a plain Villager now.</source>
        <translation>Ahora eres un simple Aldeano.</translation>
    </message>
    <message>
        <source>You are a Tanner now: you win only if you die.</source>
        <translation>Ahora eres un Curtidor: solo ganas si mueres.</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>No pasa nada.</translation>
    </message>
    <message>
        <source>You may not speak during the day.</source>
        <translation>No puedes hablar durante el día.</translation>
    </message>
    <message>
        <source>Turn away from the table during the day (you still vote).</source>
        <translation>Date la vuelta y no mires a la mesa durante el día (sigues votando).</translation>
    </message>
</context>
<context>
    <name>BalanceMeter</name>
    <message>
        <source>Village</source>
        <translation>Pueblo</translation>
    </message>
    <message>
        <source>Werewolves</source>
        <translation>Hombres lobo</translation>
    </message>
    <message>
        <source>Vampires</source>
        <translation>Vampiros</translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation>Curtidor</translation>
    </message>
    <message>
        <source>Apprentice Tanner</source>
        <translation>Aprendiz de curtidor</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Asesino</translation>
    </message>
    <message>
        <source>Apprentice Assassin</source>
        <translation>Aprendiz de asesino</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>Lobos</translation>
    </message>
    <message>
        <source>Lovers</source>
        <translation>Enamorados</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>White Wolf</source>
        <translation>Lobo blanco</translation>
    </message>
    <message>
        <source>Pied Piper</source>
        <translation>Flautista</translation>
    </message>
    <message>
        <source>Heretic</source>
        <translation>Hereje</translation>
    </message>
    <message>
        <source>Sectarian</source>
        <translation>Sectario</translation>
    </message>
    <message>
        <source>Angel</source>
        <translation>Ángel</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>If everyone played at random:</source>
        <translation>Si todos jugaran al azar:</translation>
    </message>
    <message>
        <source>a rough guide: a table that talks votes better than chance.</source>
        <translation>una orientación: una mesa que conversa vota mejor que el azar.</translation>
    </message>
    <message>
        <source>Pick a playable deck to see who would win.</source>
        <translation>Elige un mazo jugable para ver quién ganaría.</translation>
    </message>
    <message>
        <source>Playing random games…</source>
        <translation>Jugando partidas al azar…</translation>
    </message>
    <message>
        <source>No estimate for this deck.</source>
        <translation>No hay estimación para esta baraja.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>from %n game(s)</source>
        <translation>
            <numerusform>en %n partida</numerusform>
            <numerusform>en %n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %n game(s) so far</source>
        <translation>
            <numerusform>en %n partida hasta ahora</numerusform>
            <numerusform>en %n partidas hasta ahora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The night: %n lap(s), at least %1 min with %2 s visits</source>
        <translation>
            <numerusform>La noche: %n vuelta, al menos %1 min con visitas de %2 s</numerusform>
            <numerusform>La noche: %n vueltas, al menos %1 min con visitas de %2 s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardPanel</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>The board: every player&apos;s card and states</source>
        <translation>El tablero: la carta y los estados de cada jugador</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>dealt %1</source>
        <translation>recibió %1</translation>
    </message>
    <message>
        <source>team: lovers</source>
        <translation>bando: enamorados</translation>
    </message>
    <message>
        <source>team: %1</source>
        <translation>bando: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Spare cards: %1.</source>
        <translation>Cartas sobrantes: %1.</translation>
    </message>
    <message>
        <source>Set aside: %1.</source>
        <translation>Apartadas: %1.</translation>
    </message>
    <message>
        <source>The Sectarian&apos;s group: %1.</source>
        <translation>El grupo del Sectario: %1.</translation>
    </message>
    <message>
        <source>save</source>
        <translation>vida</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>veneno</translation>
    </message>
    <message>
        <source>The Witch&apos;s potions used: %1.</source>
        <translation>Pociones usadas de la Bruja: %1.</translation>
    </message>
    <message>
        <source>The village lost its powers (%1).</source>
        <translation>El pueblo perdió sus poderes (%1).</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Todavía no ha pasado nada.</translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <source>Vampire</source>
        <translation>Vampiro</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Hombre lobo</translation>
    </message>
    <message>
        <source>Daybreak</source>
        <translation>Amanecer</translation>
    </message>
    <message>
        <source>Bonus roles</source>
        <translation>Roles extra</translation>
    </message>
</context>
<context>
    <name>CardsPage</name>
    <message>
        <source>Choose the cards</source>
        <translation>Elige las cartas</translation>
    </message>
    <message>
        <source>Click a card to add it, again for a second copy (×2) or to take out a card that comes once (✓); right-click takes one out. Boxes mix freely.</source>
        <translation>Haz clic en una carta para añadirla, otra vez para una segunda copia (×2) o para quitar una carta única (✓); el clic derecho quita una. Las cajas se mezclan libremente.</translation>
    </message>
    <message>
        <source>You need one card per player and three for the centre; with the Alpha Wolf, one more: the wolf card, which must be a Werewolf, Mystic Wolf or Dream Wolf.</source>
        <translation>Necesitas una carta por jugador y tres para el centro; con el Lobo Alfa, una más: la carta de lobo, que debe ser Hombre lobo, Lobo Místico o Lobo Soñador.</translation>
    </message>
    <message>
        <source>Preset boxes</source>
        <translation>Cajas de la propuesta</translation>
    </message>
    <message numerus="yes">
        <source>Preset for %n player(s)</source>
        <translation>
            <numerusform>Propuesta para %n jugador</numerusform>
            <numerusform>Propuesta para %n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Propuesta</translation>
    </message>
    <message>
        <source>Use preset</source>
        <translation>Usar la propuesta</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Start the night</source>
        <translation>Empezar la noche</translation>
    </message>
    <message>
        <source>Phones…</source>
        <translation>Teléfonos…</translation>
    </message>
    <message>
        <source>Let players use their own phone as their private screen (F9)</source>
        <translation>Deja que cada jugador use su propio teléfono como pantalla privada (F9)</translation>
    </message>
    <message>
        <source>Ready: %1 cards for %2 players, one of them a wolf card set apart in the centre.</source>
        <translation>Listo: %1 cartas para %2 jugadores, una de ellas de lobo, apartada en el centro.</translation>
    </message>
    <message>
        <source>Ready: %1 cards for %2 players.</source>
        <translation>Listo: %1 cartas para %2 jugadores.</translation>
    </message>
    <message>
        <source>In the deck: </source>
        <translation>En la baraja: </translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>nada todavía</translation>
    </message>
</context>
<context>
    <name>Classic</name>
    <message>
        <source>Silhouette %1</source>
        <translation>Silueta %1</translation>
    </message>
    <message>
        <source>The village wins</source>
        <translation>Gana el pueblo</translation>
    </message>
    <message>
        <source>The wolves win</source>
        <translation>Ganan los lobos</translation>
    </message>
    <message>
        <source>The lovers win</source>
        <translation>Ganan los enamorados</translation>
    </message>
    <message>
        <source>Draw: no side can win</source>
        <translation>Empate: ningún bando puede ganar</translation>
    </message>
    <message>
        <source>The angel wins alone</source>
        <translation>El ángel gana solo</translation>
    </message>
    <message>
        <source>The white wolf wins alone</source>
        <translation>El lobo blanco gana solo</translation>
    </message>
    <message>
        <source>The pied piper wins: everyone is charmed</source>
        <translation>El flautista gana: todos están hechizados</translation>
    </message>
    <message>
        <source>The sectarian wins: the other group is gone</source>
        <translation>El sectario gana: el otro grupo ha caído</translation>
    </message>
    <message>
        <source>The vampires win</source>
        <translation>Ganan los vampiros</translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation>Noche %1</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Día %1</translation>
    </message>
    <message>
        <source>died night %1</source>
        <translation>murió la noche %1</translation>
    </message>
    <message>
        <source>died day %1</source>
        <translation>murió el día %1</translation>
    </message>
    <message>
        <source>Nobody died last night.</source>
        <translation>Anoche no murió nadie.</translation>
    </message>
    <message>
        <source>Died last night: %1.</source>
        <translation>Muertes de anoche: %1.</translation>
    </message>
    <message>
        <source>%1 died.</source>
        <translation>%1 ha muerto.</translation>
    </message>
    <message>
        <source>%1 is hanged and leaves the game.</source>
        <translation>%1 muere en la horca y deja la partida.</translation>
    </message>
    <message>
        <source>%1 was voted out and leaves the game.</source>
        <translation>El pueblo expulsó a %1, que deja la partida.</translation>
    </message>
    <message>
        <source>no ballots</source>
        <translation>ningún voto</translation>
    </message>
    <message>
        <source>the Raven&apos;s mark: 2 on %1</source>
        <translation>la marca del Cuervo: 2 a %1</translation>
    </message>
    <message>
        <source>Votes: %1 — %2.</source>
        <translation>Votos: %1 — %2.</translation>
    </message>
    <message>
        <source>Captain election: %1.</source>
        <translation>Elección del Alcalde: %1.</translation>
    </message>
    <message>
        <source>%1 goes on trial.</source>
        <translation>%1 va a juicio.</translation>
    </message>
    <message>
        <source>Kill or spare: %1 — %2.</source>
        <translation>Matar o perdonar: %1 — %2.</translation>
    </message>
    <message>
        <source>%1, the captain, lets the tie stand.</source>
        <translation>El Alcalde, %1, mantiene el empate.</translation>
    </message>
    <message>
        <source>%1, the captain, breaks the tie: %2.</source>
        <translation>El Alcalde, %1, deshace el empate: %2.</translation>
    </message>
    <message>
        <source>%1, the Scapegoat, names nobody for trial.</source>
        <translation>El Chivo expiatorio, %1, no manda a nadie a juicio.</translation>
    </message>
    <message>
        <source>%1 goes on trial tomorrow.</source>
        <translation>%1 irá a juicio mañana.</translation>
    </message>
    <message>
        <source>The Raven marked %1: 2 votes against %1 today.</source>
        <translation>El Cuervo marcó a %1: hoy %1 empieza con 2 votos en contra.</translation>
    </message>
    <message>
        <source>%1 has left the village for today: no vote, and nobody may name %1.</source>
        <translation>%1 ha salido de la aldea por hoy: no vota y nadie puede nombrar a %1.</translation>
    </message>
    <message>
        <source>%1 drank the stupor draught: silent, no vote today.</source>
        <translation>%1 bebió el brebaje del estupor: hoy calla y no vota.</translation>
    </message>
    <message>
        <source>The Ghost&apos;s message: “%1”</source>
        <translation>El mensaje del Fantasma: «%1»</translation>
    </message>
    <message>
        <source>%1, the Cavalier, challenges %2: %2 is a wolf.</source>
        <translation>%1, el Jinete, desafía a %2: %2 es un lobo.</translation>
    </message>
    <message>
        <source>%1, the Cavalier, challenges %2: %2 is not a wolf.</source>
        <translation>%1, el Jinete, desafía a %2: %2 no es un lobo.</translation>
    </message>
    <message>
        <source>%1 dies in the Cavalier&apos;s challenge.</source>
        <translation>%1 muere en el desafío del Jinete.</translation>
    </message>
    <message>
        <source>Two Trials: the village votes a second time today.</source>
        <translation>Dos Juicios: hoy el pueblo vota una segunda vez.</translation>
    </message>
    <message>
        <source>The Judge gave his sign: the village votes a second time today.</source>
        <translation>El Juez hizo su seña: hoy la aldea vota una segunda vez.</translation>
    </message>
    <message>
        <source>The bear growls: he senses danger</source>
        <translation>El oso gruñe: huele el peligro</translation>
    </message>
    <message>
        <source>%1 is the captain</source>
        <translation>%1 es el Alcalde</translation>
    </message>
    <message>
        <source>Nobody voted: the village has no captain</source>
        <translation>Nadie votó: el pueblo no tiene Alcalde</translation>
    </message>
    <message>
        <source>%1 is the new captain</source>
        <translation>%1 es el nuevo Alcalde</translation>
    </message>
    <message>
        <source>The captain&apos;s title lapses</source>
        <translation>El cargo de Alcalde queda vacante</translation>
    </message>
    <message>
        <source>%1 was a wolf, killed by the knight&apos;s sickness</source>
        <translation>%1 era un lobo y muere por la enfermedad del Caballero</translation>
    </message>
    <message>
        <source>%1 is the Idiot: he survives and loses his vote</source>
        <translation>%1 es el Idiota del pueblo: sobrevive sin voto</translation>
    </message>
    <message>
        <source>Tie: %1, the Scapegoat, dies</source>
        <translation>Empate: muere el Chivo expiatorio, %1</translation>
    </message>
    <message>
        <source>%1 is the Prince: the village cannot hang him, he lives on</source>
        <translation>%1 es el Príncipe: la aldea no puede ahorcarle, sigue vivo</translation>
    </message>
    <message>
        <source>%1 is the Servant: she takes the hanged player&apos;s card, unseen</source>
        <translation>%1 es la Sirvienta: toma la carta del ahorcado, sin mostrarla</translation>
    </message>
    <message>
        <source>%1 is the Cavalier</source>
        <translation>%1 es el Jinete</translation>
    </message>
    <message>
        <source>%1 is the %2</source>
        <translation>Rol de %1: %2</translation>
    </message>
    <message>
        <source>%1 is condemned</source>
        <translation>Se condena a %1</translation>
    </message>
    <message>
        <source>%1 is spared</source>
        <translation>%1 se salva</translation>
    </message>
    <message>
        <source>%1 abstained</source>
        <translation>%1 se abstuvo</translation>
    </message>
    <message>
        <source>kill</source>
        <translation>matar</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>perdonar</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>a tie between %1</source>
        <translation>empate entre %1</translation>
    </message>
    <message>
        <source>most votes: %1</source>
        <translation>más votos: %1</translation>
    </message>
    <message>
        <source>nobody was voted out</source>
        <translation>la votación no señala a nadie</translation>
    </message>
    <message>
        <source>%1 was voted out</source>
        <translation>la votación señala a %1</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>no vote</source>
        <translation>sin voto</translation>
    </message>
    <message>
        <source>town crier</source>
        <translation>pregonero</translation>
    </message>
    <message>
        <source>captain</source>
        <translation>alcalde</translation>
    </message>
    <message>
        <source>lover</source>
        <translation>enamorado</translation>
    </message>
    <message>
        <source>on trial</source>
        <translation>en juicio</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>muerto</translation>
    </message>
</context>
<context>
    <name>ClassicDayScreen</name>
    <message>
        <source>Put the laptop in the middle and talk: who is lying? Anyone may claim anything. The dead may watch, but not speak.</source>
        <translation>Pongan el portátil en el centro y hablen: ¿quién miente? Cualquiera puede afirmar ser lo que quiera. Los muertos pueden mirar, pero no hablar.</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Debate</translation>
    </message>
    <message>
        <source>Discussion time left</source>
        <translation>Tiempo de debate restante</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Votar</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <source>Cavalier: challenge a player</source>
        <translation>Jinete: desafiar a un jugador</translation>
    </message>
    <message>
        <source>Only the Cavalier can confirm it, in private; anyone may press it</source>
        <translation>Solo el Jinete puede confirmarlo, en privado; cualquiera puede pulsarlo</translation>
    </message>
    <message>
        <source>So far</source>
        <translation>Hasta ahora</translation>
    </message>
    <message>
        <source>Time is up!</source>
        <translation>¡Se acabó el tiempo!</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Día %1</translation>
    </message>
    <message>
        <source>Elect the captain</source>
        <translation>Elegir al Alcalde</translation>
    </message>
    <message>
        <source>No vote today: end the day</source>
        <translation>Hoy no se vota: terminar el día</translation>
    </message>
    <message>
        <source>Start %1&apos;s trial</source>
        <translation>Empezar el juicio de %1</translation>
    </message>
</context>
<context>
    <name>ClassicDeck</name>
    <message>
        <source>Village</source>
        <translation>Aldea</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>Lobos</translation>
    </message>
    <message>
        <source>Third party</source>
        <translation>Terceros</translation>
    </message>
    <message>
        <source>Roles that win with the village (the Sectarian and the Angel can also win alone).</source>
        <translation>Papeles que ganan con la aldea (el Sectario y el Ángel también pueden ganar solos).</translation>
    </message>
    <message>
        <source>Wolf cards and the roles on the wolves&apos; side or that may turn into wolves (the White Wolf wins alone).</source>
        <translation>Cartas de lobo y papeles del lado de los lobos o que pueden volverse lobos (el Lobo blanco gana solo).</translation>
    </message>
    <message>
        <source>Roles that play for themselves: the Vampire and his spawn, the Heretic, the Pied Piper.</source>
        <translation>Papeles que juegan por su cuenta: el Vampiro y sus crías, el Hereje, el Flautista.</translation>
    </message>
    <message>
        <source>Wakes with the pack every night to choose a victim.</source>
        <translation>Cada noche despierta con la manada para elegir una víctima.</translation>
    </message>
    <message>
        <source>Every night, learns whether one player is a wolf.</source>
        <translation>Cada noche descubre si un jugador es lobo.</translation>
    </message>
    <message>
        <source>Every night, protects one player from the wolves, never the same one twice in a row.</source>
        <translation>Cada noche protege a un jugador de los lobos, nunca al mismo dos noches seguidas.</translation>
    </message>
    <message>
        <source>One potion to save the wolves&apos; victim, one to poison: once each.</source>
        <translation>Una poción para salvar a la víctima de los lobos y otra para envenenar: cada una, una sola vez.</translation>
    </message>
    <message>
        <source>When he dies, he shoots a player who dies with him.</source>
        <translation>Al morir, dispara a un jugador, que muere con él.</translation>
    </message>
    <message>
        <source>No power: finds the wolves by talking and voting.</source>
        <translation>Sin poder: descubre a los lobos hablando y votando.</translation>
    </message>
    <message>
        <source>On the first night, makes two players lovers for the whole game.</source>
        <translation>La primera noche enamora a dos jugadores para toda la partida.</translation>
    </message>
    <message>
        <source>Survives the first bite; when he dies, the village loses its powers.</source>
        <translation>Sobrevive al primer mordisco; cuando muere, el pueblo pierde sus poderes.</translation>
    </message>
    <message>
        <source>Voted out, he is revealed and lives on, but loses his vote.</source>
        <translation>Si lo expulsan, se revela y sigue vivo, pero pierde su voto.</translation>
    </message>
    <message>
        <source>Dies instead on a tied vote, then names who goes on trial next.</source>
        <translation>Si la votación empata, muere él y luego elige quién irá a juicio.</translation>
    </message>
    <message>
        <source>From the second night, may peek at a wolf: caught one time in three, she dies.</source>
        <translation>Desde la segunda noche puede espiar a un lobo: una vez de cada tres la descubren y muere.</translation>
    </message>
    <message>
        <source>Three cards: the three brothers meet on the first night.</source>
        <translation>Tres cartas: los tres hermanos se conocen la primera noche.</translation>
    </message>
    <message>
        <source>Bitten, he makes the first wolf to his left sick: it dies the next night.</source>
        <translation>Si lo muerden, enferma al primer lobo a su izquierda, que muere la noche siguiente.</translation>
    </message>
    <message>
        <source>Every night, sniffs a player and both neighbours; no wolf there costs him the power.</source>
        <translation>Cada noche olfatea a un jugador y a sus dos vecinos; si no hay ningún lobo, pierde su poder.</translation>
    </message>
    <message>
        <source>Every morning the bear growls if a wolf sits next to the tamer.</source>
        <translation>Cada mañana el oso gruñe si un lobo está sentado junto al domador.</translation>
    </message>
    <message>
        <source>On the first night, may take one of the two spare cards instead.</source>
        <translation>La primera noche puede cambiar su carta por una de las dos sobrantes.</translation>
    </message>
    <message>
        <source>Every night, blocks one player&apos;s powers for that night, never the same player twice in a row.</source>
        <translation>Cada noche anula los poderes de un jugador durante esa noche, nunca el mismo dos noches seguidas.</translation>
    </message>
    <message>
        <source>Every night, enchants a player who dies in his place if he is killed that night.</source>
        <translation>Cada noche hechiza a un jugador que muere en su lugar si a él lo matan esa noche.</translation>
    </message>
    <message>
        <source>Two draughts, once each: a stupor that silences a player for a day, a restorative that refills the Witch&apos;s save.</source>
        <translation>Dos pociones, una vez cada una: un sopor que silencia a un jugador un día y un reconstituyente que devuelve a la Bruja su poción de salvar.</translation>
    </message>
    <message>
        <source>Every second night, kills a player if the votes against him reached four.</source>
        <translation>Cada dos noches mata a un jugador si los votos en su contra llegaron a cuatro.</translation>
    </message>
    <message>
        <source>Once, by day: reveals himself and challenges a player; a wolf dies, otherwise he dies.</source>
        <translation>Una vez, de día: se revela y desafía a un jugador; si es un lobo muere, si no, muere él.</translation>
    </message>
    <message>
        <source>Picks a side on the first night; when he dies, takes one player of the other side with him.</source>
        <translation>La primera noche elige bando; al morir se lleva consigo a un jugador del otro bando.</translation>
    </message>
    <message>
        <source>Picks a model on the first night; when the model dies, takes that card.</source>
        <translation>La primera noche elige un modelo; cuando el modelo muere, se queda con su carta.</translation>
    </message>
    <message>
        <source>Three cards lie aside for him; each night he may draw one at random and play it that night.</source>
        <translation>Tiene tres cartas apartadas; cada noche puede sacar una al azar y jugarla esa noche.</translation>
    </message>
    <message>
        <source>If the wolves&apos; bite kills him, the wolves cannot kill the next night.</source>
        <translation>Si el mordisco de los lobos lo mata, los lobos no pueden matar la noche siguiente.</translation>
    </message>
    <message>
        <source>Survives a bite for one more day, then dies of his wounds the next night.</source>
        <translation>Sobrevive a un mordisco un día más y muere de sus heridas la noche siguiente.</translation>
    </message>
    <message>
        <source>Once, gives a secret sign at night: the next day the village votes twice.</source>
        <translation>Una vez, hace de noche una seña secreta: al día siguiente el pueblo vota dos veces.</translation>
    </message>
    <message>
        <source>When someone is hanged, may reveal herself and take the hanged player&apos;s card.</source>
        <translation>Cuando ahorcan a alguien, puede revelarse y quedarse con la carta del ahorcado.</translation>
    </message>
    <message>
        <source>The village is split in two groups; he wins alone when the other group is all dead.</source>
        <translation>El pueblo se divide en dos grupos; gana solo cuando todo el otro grupo ha muerto.</translation>
    </message>
    <message>
        <source>If the village hangs him, he survives and is revealed.</source>
        <translation>Si el pueblo lo ahorca, sobrevive y queda revelado.</translation>
    </message>
    <message>
        <source>A villager until the third night, when he swaps for a card set aside for him.</source>
        <translation>Es un aldeano hasta la tercera noche, cuando cambia su carta por una apartada para él.</translation>
    </message>
    <message>
        <source>If he dies on the first night or the first day, he wins alone.</source>
        <translation>Si muere la primera noche o el primer día, gana solo.</translation>
    </message>
    <message>
        <source>Every night, marks a player who starts the next day&apos;s vote with two votes against him.</source>
        <translation>Cada noche marca a un jugador que empieza la votación del día siguiente con dos votos en contra.</translation>
    </message>
    <message>
        <source>When the Seer dies, becomes the Seer.</source>
        <translation>Cuando muere el Vidente, se convierte en el Vidente.</translation>
    </message>
    <message>
        <source>Every night, learns whether a player&apos;s card has a power.</source>
        <translation>Cada noche averigua si la carta de un jugador tiene poder.</translation>
    </message>
    <message>
        <source>Every night, sends a player out of the village for the next day.</source>
        <translation>Cada noche echa del pueblo a un jugador durante el día siguiente.</translation>
    </message>
    <message>
        <source>Dies of old age on night X, where X is one more than the number of wolves at the start.</source>
        <translation>Muere de viejo la noche X, con X igual al número inicial de lobos más uno.</translation>
    </message>
    <message>
        <source>Always votes to spare at a trial; points freely in every other vote.</source>
        <translation>En un juicio siempre vota perdonar; en las demás votaciones señala libremente.</translation>
    </message>
    <message>
        <source>Dies on the first night; every night he leaves a message read out at dawn.</source>
        <translation>Muere la primera noche; cada noche deja un mensaje que se lee al amanecer.</translation>
    </message>
    <message>
        <source>Every night, tests two players: depending on what they are, one of them may die.</source>
        <translation>Cada noche examina a dos jugadores: según lo que sean, uno de ellos puede morir.</translation>
    </message>
    <message>
        <source>Hunts with the pack; once a plain wolf, the Wild Child or the Wolf Hound has died, kills a second victim alone.</source>
        <translation>Caza con la manada; cuando ha muerto un lobo corriente, el Niño salvaje o el Perro lobo, mata solo a una segunda víctima.</translation>
    </message>
    <message>
        <source>Hunts with the pack; may turn the pack&apos;s victim into a wolf instead of killing him.</source>
        <translation>Caza con la manada; puede convertir en lobo a la víctima de la manada en vez de matarla.</translation>
    </message>
    <message>
        <source>Hunts with the pack, but every second night may kill a plain wolf; wins alone as the last one alive.</source>
        <translation>Caza con la manada, pero cada dos noches puede matar a un lobo corriente; gana solo si queda como el último vivo.</translation>
    </message>
    <message>
        <source>Once a wolf has died, burns away a player&apos;s power for good; one more use each time two wolves die the same day.</source>
        <translation>Cuando ha muerto un lobo, quema para siempre el poder de un jugador; un uso más cada vez que mueren dos lobos el mismo día.</translation>
    </message>
    <message>
        <source>Meets his little brother on the first night, then hunts with the pack.</source>
        <translation>Conoce a su hermano menor la primera noche y luego caza con la manada.</translation>
    </message>
    <message>
        <source>Sleeps until his big brother dies; the next night he kills alone, then joins the pack.</source>
        <translation>Duerme hasta que muere su hermano mayor; la noche siguiente mata solo y luego se une a la manada.</translation>
    </message>
    <message>
        <source>Hunts with the pack; the night after he dies, the pack kills twice.</source>
        <translation>Caza con la manada; la noche siguiente a su muerte, la manada mata dos veces.</translation>
    </message>
    <message>
        <source>A villager on the wolves&apos; side: learns who the wolves are on the first night.</source>
        <translation>Un aldeano del bando de los lobos: la primera noche sabe quiénes son los lobos.</translation>
    </message>
    <message>
        <source>Hunts with the pack, then learns whether a player is the Seer.</source>
        <translation>Caza con la manada y luego averigua si un jugador es el Vidente.</translation>
    </message>
    <message>
        <source>A villager who turns into a wolf once the Seer looks at him.</source>
        <translation>Un aldeano que se vuelve lobo cuando el Vidente lo mira.</translation>
    </message>
    <message>
        <source>A villager who turns into a wolf when the living player beside him is a wolf.</source>
        <translation>Un aldeano que se vuelve lobo cuando el jugador vivo de al lado es un lobo.</translation>
    </message>
    <message>
        <source>A sleeping wolf the pack knows; he wakes when no other wolf is left to hunt.</source>
        <translation>Un lobo dormido al que la manada conoce; despierta cuando no queda otro lobo para cazar.</translation>
    </message>
    <message>
        <source>Hunts with the pack; picks a companion on the first night and dies when the companion dies.</source>
        <translation>Caza con la manada; la primera noche elige un compañero y muere cuando muere el compañero.</translation>
    </message>
    <message>
        <source>Hunts with the pack, but cannot kill while he is the last wolf alive.</source>
        <translation>Caza con la manada, pero no puede matar mientras sea el último lobo vivo.</translation>
    </message>
    <message>
        <source>Picks a role model on the first night; turns into a wolf if the model dies.</source>
        <translation>La primera noche elige un modelo a seguir; se vuelve lobo si el modelo muere.</translation>
    </message>
    <message>
        <source>Chooses on the first night to be a wolf or a villager.</source>
        <translation>La primera noche elige ser lobo o aldeano.</translation>
    </message>
    <message>
        <source>A villager who turns into a wolf instead of dying when bitten.</source>
        <translation>Un aldeano que, si lo muerden, se vuelve lobo en vez de morir.</translation>
    </message>
    <message>
        <source>Every night, bites a player who becomes his spawn; the vampires win when they are all that is left.</source>
        <translation>Cada noche muerde a un jugador que se vuelve su engendro; los vampiros ganan cuando solo quedan ellos.</translation>
    </message>
    <message>
        <source>Picks two players on the first night; he also wins if both die and he is alive at the end.</source>
        <translation>La primera noche elige a dos jugadores; también gana si ambos mueren y él sigue vivo al final.</translation>
    </message>
    <message>
        <source>Every night, charms two players; wins alone when every other living player is charmed.</source>
        <translation>Cada noche hechiza a dos jugadores; gana solo cuando todos los demás jugadores vivos están hechizados.</translation>
    </message>
    <message>
        <source>New Moon only: five spirit cards, once each; at night she asks the spirits a question answered aloud at dawn.</source>
        <translation>Solo con Luna Nueva: cinco cartas de espiritismo, una vez cada una; de noche pregunta algo a los espíritus y la respuesta se lee en voz alta al amanecer.</translation>
    </message>
    <message>
        <source>Elect a captain</source>
        <translation>Elegir Alcalde</translation>
    </message>
    <message>
        <source>On the first day the village elects a captain: his vote counts double and he breaks ties.</source>
        <translation>El primer día el pueblo elige un Alcalde: su voto cuenta doble y deshace los empates.</translation>
    </message>
    <message>
        <source>Wolves may bite wolves</source>
        <translation>Los lobos pueden morder lobos</translation>
    </message>
    <message>
        <source>A wolf may name another wolf as the night&apos;s victim.</source>
        <translation>Un lobo puede elegir a otro lobo como víctima de la noche.</translation>
    </message>
    <message>
        <source>The witch sees protection</source>
        <translation>La Bruja ve la protección</translation>
    </message>
    <message>
        <source>When the bodyguard saved the wolves&apos; victim, the witch is shown no victim.</source>
        <translation>Si el Protector salvó a la víctima de los lobos, la Bruja no ve ninguna víctima.</translation>
    </message>
    <message>
        <source>Both potions in one night</source>
        <translation>Dos pociones en una noche</translation>
    </message>
    <message>
        <source>The witch may save and poison in the same night.</source>
        <translation>La Bruja puede salvar y envenenar en la misma noche.</translation>
    </message>
    <message>
        <source>Lovers die of grief</source>
        <translation>Los enamorados mueren de pena</translation>
    </message>
    <message>
        <source>When one lover dies, the other dies at once.</source>
        <translation>Cuando muere un enamorado, el otro muere en el acto.</translation>
    </message>
    <message>
        <source>New Moon events</source>
        <translation>Eventos de Luna Nueva</translation>
    </message>
    <message>
        <source>Each dawn an event card changes the day or the night.</source>
        <translation>Cada amanecer, una carta de suceso cambia el día o la noche.</translation>
    </message>
    <message>
        <source>The extended game needs 8 to 18 players (now %1).</source>
        <translation>La partida ampliada necesita de 8 a 18 jugadores (ahora %1).</translation>
    </message>
    <message>
        <source>The deck holds a card this game does not know.</source>
        <translation>La baraja tiene una carta que este juego no conoce.</translation>
    </message>
    <message>
        <source>Only wolves and villagers may appear more than once.</source>
        <translation>Solo los lobos y los aldeanos pueden aparecer más de una vez.</translation>
    </message>
    <message>
        <source>The brothers come as three cards or not at all.</source>
        <translation>Los hermanos van en tres cartas o no van.</translation>
    </message>
    <message>
        <source>The Big Brother Wolf and the Little Brother Wolf come together or not at all.</source>
        <translation>El Lobo hermano mayor y el Lobo hermano menor van juntos o no van.</translation>
    </message>
    <message>
        <source>The deck needs at least one wolf.</source>
        <translation>La baraja necesita al menos un lobo.</translation>
    </message>
    <message>
        <source>The deck needs one card per player, and two more with the thief.</source>
        <translation>La baraja necesita una carta por jugador, y dos más con el Ladrón.</translation>
    </message>
    <message>
        <source>Too many wolves: the wolf cards, the Wolf Hound and the Avenger must be fewer than half the players.</source>
        <translation>Demasiados lobos: las cartas de lobo, el Perro lobo y el Vengador deben ser menos de la mitad de los jugadores.</translation>
    </message>
    <message>
        <source>The Actor needs three of his cards left out of the deck (Seer, Aura Seer, Fox, Bodyguard, Raven, Old Hag, Mad Doctor, Enchanter).</source>
        <translation>El Actor necesita tres de sus cartas fuera del mazo (Vidente, Vidente del aura, Zorro, Protector, Cuervo, Vieja hechicera, Doctor loco, Encantador).</translation>
    </message>
    <message>
        <source>The thief&apos;s two spare cards cannot be the thief, a brother, a wolf brother, the Actor, the Drunk or the Sectarian: the deck needs two other cards to lie spare.</source>
        <translation>Las dos cartas sobrantes del ladrón no pueden ser el ladrón, un hermano, un lobo hermano, el Actor, el Borracho ni el Sectario: el mazo necesita otras dos cartas que queden sobrantes.</translation>
    </message>
    <message>
        <source>No card is left to set aside for the Drunk: take a wolf out or add a player.</source>
        <translation>No queda ninguna carta que apartar para el Borracho: quita un lobo o añade un jugador.</translation>
    </message>
    <message>
        <source>The Sectarian&apos;s groups cannot be drawn for this table.</source>
        <translation>No se pueden sortear los grupos del Sectario para esta mesa.</translation>
    </message>
    <message>
        <source>One of the options has a value this game does not know.</source>
        <translation>Una de las opciones tiene un valor que este juego no conoce.</translation>
    </message>
    <message>
        <source>The Gypsy plays only with the New Moon events: turn them on or take her out.</source>
        <translation>La Gitana solo juega con los eventos de Luna Nueva: actívalos o sácala del mazo.</translation>
    </message>
    <message>
        <source>This deck cannot be played.</source>
        <translation>No se puede jugar con esta baraja.</translation>
    </message>
    <message>
        <source>One %1 fewer</source>
        <translation>Un %1 menos</translation>
    </message>
    <message>
        <source>One %1 more</source>
        <translation>Un %1 más</translation>
    </message>
    <message>
        <source>%1 in the deck</source>
        <translation>%1 en la baraja</translation>
    </message>
    <message>
        <source>In the deck (three cards)</source>
        <translation>En la baraja (tres cartas)</translation>
    </message>
    <message>
        <source>In the deck</source>
        <translation>En la baraja</translation>
    </message>
    <message>
        <source>The town crier&apos;s hand</source>
        <translation>La mano del pregonero</translation>
    </message>
    <message>
        <source>Each day the captain may name a town crier. The crier holds these three cards, shown to everyone, and may play each one once, at night, as the next morning&apos;s event; they never come out of the draw pile.</source>
        <translation>Cada día el alcalde puede nombrar un pregonero. El pregonero tiene estas tres cartas, a la vista de todos, y puede jugar cada una una vez, de noche, como el evento de la mañana siguiente; nunca salen del mazo de robo.</translation>
    </message>
    <message>
        <source>The town crier&apos;s card %1</source>
        <translation>Carta %1 del pregonero</translation>
    </message>
</context>
<context>
    <name>ClassicDusk</name>
    <message>
        <source>%1 is hanged</source>
        <translation>%1 muere en la horca</translation>
    </message>
    <message>
        <source>%1 is spared</source>
        <translation>%1 se salva</translation>
    </message>
    <message>
        <source>Nobody goes on trial</source>
        <translation>Nadie va a juicio</translation>
    </message>
</context>
<context>
    <name>ClassicEndScreen</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Destino</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Lover, captain</source>
        <translation>Enamorado, alcalde</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>The whole story</source>
        <translation>La historia completa</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <source>captain %1 – %2</source>
        <translation>alcalde %1 – %2</translation>
    </message>
    <message>
        <source>captain from %1</source>
        <translation>alcalde desde %1</translation>
    </message>
    <message>
        <source>The lovers: %1</source>
        <translation>Los enamorados: %1</translation>
    </message>
    <message>
        <source>Captains: %1</source>
        <translation>Alcaldes: %1</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (desde %2)</translation>
    </message>
    <message>
        <source>New Moon&apos;s events: %1</source>
        <translation>Los sucesos de la Luna Nueva: %1</translation>
    </message>
    <message>
        <source>The town crier&apos;s cards never played: %1</source>
        <translation>Las cartas del pregonero que nunca se jugaron: %1</translation>
    </message>
    <message>
        <source>The vampire&apos;s spawn: %1</source>
        <translation>Las crías del vampiro: %1</translation>
    </message>
    <message>
        <source>Charmed by the Pied Piper: %1</source>
        <translation>Hechizados por el Flautista: %1</translation>
    </message>
    <message>
        <source>%1, the Heretic, picked %2</source>
        <translation>%1, el Hereje, eligió a %2</translation>
    </message>
    <message>
        <source>%1, the Heretic, picked nobody</source>
        <translation>%1, el Hereje, no eligió a nadie</translation>
    </message>
    <message>
        <source>both are dead and he is alive: he wins too</source>
        <translation>los dos han muerto y él sigue vivo: también gana</translation>
    </message>
    <message>
        <source>no side win</source>
        <translation>sin victoria aparte</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>con vida</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganó</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdió</translation>
    </message>
    <message>
        <source>Lovers</source>
        <translation>Enamorados</translation>
    </message>
    <message>
        <source>lover</source>
        <translation>enamorado</translation>
    </message>
    <message>
        <source>spawn</source>
        <translation>cría</translation>
    </message>
    <message>
        <source>charmed</source>
        <translation>hechizado</translation>
    </message>
    <message>
        <source>side win</source>
        <translation>victoria aparte</translation>
    </message>
</context>
<context>
    <name>ClassicEvent</name>
    <message>
        <source>Market Day</source>
        <translation>Día de Mercado</translation>
    </message>
    <message>
        <source>Secret Ballot</source>
        <translation>Voto Secreto</translation>
    </message>
    <message>
        <source>Two Trials</source>
        <translation>Dos Juicios</translation>
    </message>
    <message>
        <source>The Captain&apos;s Word</source>
        <translation>La Palabra del Alcalde</translation>
    </message>
    <message>
        <source>The Pillory</source>
        <translation>La Picota</translation>
    </message>
    <message>
        <source>Amnesty</source>
        <translation>Amnistía</translation>
    </message>
    <message>
        <source>Eclipse</source>
        <translation>Eclipse de Luna</translation>
    </message>
    <message>
        <source>Fog</source>
        <translation>Niebla</translation>
    </message>
    <message>
        <source>The Vigil</source>
        <translation>La Vigilia</translation>
    </message>
    <message>
        <source>Bitter Cold</source>
        <translation>Noche Helada</translation>
    </message>
    <message>
        <source>Confession</source>
        <translation>Confesión</translation>
    </message>
    <message>
        <source>The Funeral</source>
        <translation>El Entierro</translation>
    </message>
    <message>
        <source>Census</source>
        <translation>Censo</translation>
    </message>
    <message>
        <source>Switched Seats</source>
        <translation>Cambio de Sitio</translation>
    </message>
    <message>
        <source>Moonstruck</source>
        <translation>Sonámbulo</translation>
    </message>
    <message>
        <source>The Pointing Spirit</source>
        <translation>El Espíritu Acusador</translation>
    </message>
    <message>
        <source>Spirits of the Street</source>
        <translation>Los Espíritus del Barrio</translation>
    </message>
    <message>
        <source>The Spirits Judge</source>
        <translation>El Juicio de los Espíritus</translation>
    </message>
    <message>
        <source>Voice from the Grave</source>
        <translation>Voz de Ultratumba</translation>
    </message>
    <message>
        <source>How I Died</source>
        <translation>Cómo Morí</translation>
    </message>
    <message>
        <source>The whole village is at the market: there is no vote today.</source>
        <translation>Todo el pueblo está en el mercado: hoy no hay votación.</translation>
    </message>
    <message>
        <source>Today&apos;s ballots are counted but nobody sees who voted for whom, and every ballot weighs 1.</source>
        <translation>Hoy los votos se cuentan pero nadie ve quién votó a quién, y cada voto vale 1.</translation>
    </message>
    <message>
        <source>After today&apos;s vote, the village votes a second time.</source>
        <translation>Tras la votación de hoy, el pueblo vota una segunda vez.</translation>
    </message>
    <message>
        <source>Today the captain&apos;s ballot weighs 3.</source>
        <translation>Hoy el voto del alcalde vale 3.</translation>
    </message>
    <message>
        <source>The player who drew this card is in the pillory and casts no ballot today.</source>
        <translation>El jugador que sacó esta carta está en la picota y hoy no vota.</translation>
    </message>
    <message>
        <source>Nobody dies by the village&apos;s verdicts today.</source>
        <translation>Hoy nadie muere por los veredictos del pueblo.</translation>
    </message>
    <message>
        <source>The moon is dark: the wolves cannot kill next night.</source>
        <translation>La luna está oscura: la próxima noche los lobos no pueden matar.</translation>
    </message>
    <message>
        <source>Next night the seer learns the exact card of the player she looks at, not just the team.</source>
        <translation>La próxima noche el Vidente descubre la carta exacta del jugador que mira, no solo su bando.</translation>
    </message>
    <message>
        <source>Next night the bodyguard may guard the same player as last night.</source>
        <translation>La próxima noche el Protector puede proteger al mismo jugador que anoche.</translation>
    </message>
    <message>
        <source>Next night the witch cannot use her poison.</source>
        <translation>La próxima noche la Bruja no puede usar su veneno.</translation>
    </message>
    <message>
        <source>The player who drew this card secretly learns the team of his left neighbour.</source>
        <translation>El jugador que sacó esta carta descubre en secreto el bando de su vecino de la izquierda.</translation>
    </message>
    <message>
        <source>This morning&apos;s dead are shown with their cards.</source>
        <translation>Los muertos de esta mañana se muestran con sus cartas.</translation>
    </message>
    <message>
        <source>The number of wolves still alive is announced.</source>
        <translation>Se anuncia cuántos lobos siguen vivos.</translation>
    </message>
    <message>
        <source>Today, votes for the player who drew this card count for his left neighbour, and votes for the neighbour count for him.</source>
        <translation>Hoy, los votos contra el jugador que sacó esta carta cuentan para su vecino de la izquierda, y los votos contra el vecino cuentan para él.</translation>
    </message>
    <message>
        <source>The player who drew this card sleepwalks out of the village and is away all day today.</source>
        <translation>El jugador que sacó esta carta sale sonámbulo del pueblo y está ausente todo el día de hoy.</translation>
    </message>
    <message>
        <source>Is %1 a wolf?</source>
        <translation>¿Es %1 un lobo?</translation>
    </message>
    <message>
        <source>Is there a wolf among %1 and the two living players beside them?</source>
        <translation>¿Hay un lobo entre %1 y los dos jugadores vivos sentados a su lado?</translation>
    </message>
    <message>
        <source>Are %1 and %2 on the same team?</source>
        <translation>¿Son %1 y %2 del mismo bando?</translation>
    </message>
    <message>
        <source>Which card did %1 hold at death?</source>
        <translation>¿Qué carta tenía %1 al morir?</translation>
    </message>
    <message>
        <source>How did %1 die?</source>
        <translation>¿Cómo murió %1?</translation>
    </message>
    <message>
        <source>No vote today</source>
        <translation>Hoy no hay votación</translation>
    </message>
    <message>
        <source>Ballots are secret and weigh 1</source>
        <translation>Votos secretos; cada uno vale 1</translation>
    </message>
    <message>
        <source>A second vote follows today&apos;s</source>
        <translation>Hoy hay una segunda votación</translation>
    </message>
    <message>
        <source>The captain&apos;s ballot weighs 3</source>
        <translation>El voto del alcalde vale 3</translation>
    </message>
    <message>
        <source>%1 is in the pillory: no ballot today</source>
        <translation>%1 está en la picota: hoy no vota</translation>
    </message>
    <message>
        <source>Amnesty: nobody dies by today&apos;s verdicts</source>
        <translation>Amnistía: hoy nadie muere por veredicto</translation>
    </message>
    <message>
        <source>Votes for %1 and %2 are switched today</source>
        <translation>Hoy se intercambian los votos de %1 y %2</translation>
    </message>
    <message>
        <source>%1 is sleepwalking: away all day</source>
        <translation>%1 está sonámbulo: ausente todo el día</translation>
    </message>
</context>
<context>
    <name>ClassicHistory</name>
    <message>
        <source>%1 (wolf) picked %2.</source>
        <translation>%1 (lobo) eligió a %2.</translation>
    </message>
    <message>
        <source>%1 (wolf) picked nobody.</source>
        <translation>%1 (lobo) no eligió a nadie.</translation>
    </message>
    <message>
        <source>The wolves&apos; bite: %1.</source>
        <translation>Mordisco de los lobos: %1.</translation>
    </message>
    <message>
        <source>No bite tonight: the wolves&apos; picks did not agree.</source>
        <translation>No hubo mordisco: los lobos no se pusieron de acuerdo.</translation>
    </message>
    <message>
        <source>%1 (seer) looked at %2 in the fog: the %3 card.</source>
        <translation>%1 (vidente) miró a %2 en la niebla: la carta %3.</translation>
    </message>
    <message>
        <source>%1 (gypsy) asked the spirits: %2.</source>
        <translation>%1 (gitana) preguntó a los espíritus: %2.</translation>
    </message>
    <message>
        <source>%1 (town crier) played %2 for the morning.</source>
        <translation>%1 (pregonero) jugó %2 para la mañana.</translation>
    </message>
    <message>
        <source>%1 learned in confession that %2 is on the side of %3.</source>
        <translation>%1 supo en confesión que %2 está del lado de %3.</translation>
    </message>
    <message>
        <source>%1 (seer) looked at %2: %3.</source>
        <translation>%1 (vidente) miró a %2: %3.</translation>
    </message>
    <message>
        <source>a wolf</source>
        <translation>es lobo</translation>
    </message>
    <message>
        <source>not a wolf</source>
        <translation>no es lobo</translation>
    </message>
    <message>
        <source>%1 (bodyguard) protected %2.</source>
        <translation>%1 (protector) protegió a %2.</translation>
    </message>
    <message>
        <source>%1 (witch) used the save potion on %2.</source>
        <translation>%1 (bruja) salvó a %2 con la poción de vida.</translation>
    </message>
    <message>
        <source>%1 (witch) poisoned %2.</source>
        <translation>%1 (bruja) envenenó a %2.</translation>
    </message>
    <message>
        <source>%1 (seer) looked at nobody.</source>
        <translation>%1 (vidente) no miró a nadie.</translation>
    </message>
    <message>
        <source>%1 (bodyguard) protected nobody.</source>
        <translation>%1 (protector) no protegió a nadie.</translation>
    </message>
    <message>
        <source>%1 (witch) used no potion.</source>
        <translation>%1 (bruja) no usó ninguna poción.</translation>
    </message>
    <message>
        <source>%1 (hunter) did not shoot.</source>
        <translation>%1 (cazador) no disparó.</translation>
    </message>
    <message>
        <source>%1 (thief) kept the thief card.</source>
        <translation>%1 (ladrón) se quedó con la carta de Ladrón.</translation>
    </message>
    <message>
        <source>%1 (Cupid) made no couple.</source>
        <translation>%1 (Cupido) no formó ninguna pareja.</translation>
    </message>
    <message>
        <source>%1 (little girl) slept.</source>
        <translation>%1 (niña) durmió.</translation>
    </message>
    <message>
        <source>%1 (fox) sniffed nobody.</source>
        <translation>%1 (zorro) no olfateó a nadie.</translation>
    </message>
    <message>
        <source>%1 (scapegoat) named nobody.</source>
        <translation>%1 (chivo expiatorio) no eligió a nadie.</translation>
    </message>
    <message>
        <source>%1 (captain) let the tie stand.</source>
        <translation>%1 (alcalde) mantuvo el empate.</translation>
    </message>
    <message>
        <source>%1 did nothing.</source>
        <translation>%1 no hizo nada.</translation>
    </message>
    <message>
        <source>%1 died (%2).</source>
        <translation>%1 murió (%2).</translation>
    </message>
    <message>
        <source>%1 (hunter) shot %2.</source>
        <translation>%1 (cazador) disparó a %2.</translation>
    </message>
    <message>
        <source>%1 voted for %2.</source>
        <translation>%1 votó a %2.</translation>
    </message>
    <message>
        <source>%1 abstained.</source>
        <translation>%1 se abstuvo.</translation>
    </message>
    <message>
        <source>%1 (wolf) wrote the wolves&apos; note: “%2”</source>
        <translation>%1 (lobo) escribió la nota de los lobos: “%2”</translation>
    </message>
    <message>
        <source>%1 wrote a private note: “%2”</source>
        <translation>%1 escribió una nota privada: “%2”</translation>
    </message>
    <message>
        <source>%1 (thief) had to take the wolf card.</source>
        <translation>%1 (ladrón) tuvo que tomar la carta de lobo.</translation>
    </message>
    <message>
        <source>%1 (thief) took the %2 card.</source>
        <translation>%1 (ladrón) tomó la carta de %2.</translation>
    </message>
    <message>
        <source>%1 (Cupid) made %2 and %3 the lovers.</source>
        <translation>%1 (Cupido) enamoró a %2 y %3.</translation>
    </message>
    <message>
        <source>%1 (little girl) peeked and saw %2, but the wolves saw her.</source>
        <translation>%1 (niña) espió y vio a %2, pero los lobos la vieron.</translation>
    </message>
    <message>
        <source>%1 (little girl) peeked and saw %2.</source>
        <translation>%1 (niña) espió y vio a %2.</translation>
    </message>
    <message>
        <source>%1 (fox) sniffed around %2: a wolf is near.</source>
        <translation>%1 (zorro) olfateó alrededor de %2: hay un lobo cerca.</translation>
    </message>
    <message>
        <source>%1 (fox) sniffed around %2: no wolf near, the fox&apos;s power is gone.</source>
        <translation>%1 (zorro) olfateó alrededor de %2: ningún lobo cerca; el Zorro pierde su poder.</translation>
    </message>
    <message>
        <source>%1 voted to hang %2.</source>
        <translation>%1 votó matar a %2.</translation>
    </message>
    <message>
        <source>%1 voted to spare %2.</source>
        <translation>%1 votó perdonar a %2.</translation>
    </message>
    <message>
        <source>The elder is dead: every village role has lost its power.</source>
        <translation>El Anciano ha muerto: todos los roles del pueblo han perdido su poder.</translation>
    </message>
</context>
<context>
    <name>ClassicNewMoon</name>
    <message>
        <source>the village</source>
        <translation>el pueblo</translation>
    </message>
    <message>
        <source>the wolves</source>
        <translation>los lobos</translation>
    </message>
    <message>
        <source>the lovers</source>
        <translation>los enamorados</translation>
    </message>
    <message>
        <source>the vampires</source>
        <translation>los vampiros</translation>
    </message>
    <message>
        <source>eaten by the wolves</source>
        <translation>devorado por los lobos</translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation>envenenado</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>de un disparo</translation>
    </message>
    <message>
        <source>hanged by the village</source>
        <translation>ahorcado por el pueblo</translation>
    </message>
    <message>
        <source>died of grief</source>
        <translation>murió de pena</translation>
    </message>
    <message>
        <source>caught spying on the wolves</source>
        <translation>sorprendida espiando a los lobos</translation>
    </message>
    <message>
        <source>died of the Knight&apos;s sickness</source>
        <translation>murió de la enfermedad del Caballero</translation>
    </message>
    <message>
        <source>died another way</source>
        <translation>murió de otra manera</translation>
    </message>
    <message>
        <source>the card was %1</source>
        <translation>la carta era %1</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>The spirits answer: %1 — %2.</source>
        <translation>Los espíritus responden: %1 — %2.</translation>
    </message>
    <message>
        <source>Wolves alive: %1.</source>
        <translation>Lobos vivos: %1.</translation>
    </message>
    <message>
        <source>%1 is in the pillory: no ballot today.</source>
        <translation>%1 está en la picota: hoy no vota.</translation>
    </message>
    <message>
        <source>%1 sleepwalks out of the village: absent today.</source>
        <translation>%1 sale del pueblo sonámbulo: hoy está ausente.</translation>
    </message>
    <message>
        <source>Votes for %1 count for %2 today, and the reverse.</source>
        <translation>Hoy los votos a %1 cuentan para %2, y al revés.</translation>
    </message>
    <message>
        <source>%1 was the %2.</source>
        <translation>%1 era %2.</translation>
    </message>
    <message>
        <source>Nobody died: there is nobody to bury.</source>
        <translation>Nadie murió: no hay nadie a quien enterrar.</translation>
    </message>
    <message>
        <source>%1 learns, in private, the team of the next living player.</source>
        <translation>%1 sabe, en privado, el bando del siguiente jugador vivo.</translation>
    </message>
    <message>
        <source>New Moon: %1 (drawn by %2).</source>
        <translation>Luna Nueva: %1 (la sacó %2).</translation>
    </message>
    <message>
        <source>%1 is the town crier.</source>
        <translation>%1 es el pregonero.</translation>
    </message>
    <message>
        <source>Market Day: no vote today.</source>
        <translation>Día de Mercado: hoy no se vota.</translation>
    </message>
    <message>
        <source>Amnesty: %1 is spared, nobody dies by the verdict today.</source>
        <translation>Amnistía: %1 se salva, hoy nadie muere por el veredicto.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tonight: %1 — %2</source>
        <translation>Esta noche: %1 — %2</translation>
    </message>
</context>
<context>
    <name>ClassicPower</name>
    <message>
        <source>The Cavalier&apos;s challenge</source>
        <translation>El desafío del Jinete</translation>
    </message>
    <message>
        <source>The Servant takes the card</source>
        <translation>La Sirvienta toma la carta</translation>
    </message>
</context>
<context>
    <name>ClassicRole</name>
    <message>
        <source>Wolf</source>
        <translation>Lobo</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>Vidente</translation>
    </message>
    <message>
        <source>Bodyguard</source>
        <translation>Protector</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Bruja</translation>
    </message>
    <message>
        <source>Hunter</source>
        <translation>Cazador</translation>
    </message>
    <message>
        <source>Villager</source>
        <translation>Aldeano</translation>
    </message>
    <message>
        <source>Cupid</source>
        <translation>Cupido</translation>
    </message>
    <message>
        <source>Elder</source>
        <translation>Anciano</translation>
    </message>
    <message>
        <source>Village Idiot</source>
        <translation>Idiota del pueblo</translation>
    </message>
    <message>
        <source>Scapegoat</source>
        <translation>Chivo expiatorio</translation>
    </message>
    <message>
        <source>Little Girl</source>
        <translation>Niña</translation>
    </message>
    <message>
        <source>Brother</source>
        <translation>Hermano</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Caballero</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Zorro</translation>
    </message>
    <message>
        <source>Bear Tamer</source>
        <translation>Domador de osos</translation>
    </message>
    <message>
        <source>Thief</source>
        <translation>Ladrón</translation>
    </message>
    <message>
        <source>Moon Maiden</source>
        <translation>Doncella lunar</translation>
    </message>
    <message>
        <source>Enchanter</source>
        <translation>Encantador</translation>
    </message>
    <message>
        <source>Apothecary</source>
        <translation>Boticario</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Asesino</translation>
    </message>
    <message>
        <source>Cavalier</source>
        <translation>Jinete</translation>
    </message>
    <message>
        <source>Avenger</source>
        <translation>Vengador</translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation>Sombra</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Actor</translation>
    </message>
    <message>
        <source>Diseased</source>
        <translation>Enfermo</translation>
    </message>
    <message>
        <source>Tough Guy</source>
        <translation>Forzudo</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Juez</translation>
    </message>
    <message>
        <source>Servant</source>
        <translation>Sirvienta</translation>
    </message>
    <message>
        <source>Sectarian</source>
        <translation>Sectario</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>Príncipe</translation>
    </message>
    <message>
        <source>Drunk</source>
        <translation>Borracho</translation>
    </message>
    <message>
        <source>Angel</source>
        <translation>Ángel</translation>
    </message>
    <message>
        <source>Raven</source>
        <translation>Cuervo</translation>
    </message>
    <message>
        <source>Apprentice Seer</source>
        <translation>Aprendiz de vidente</translation>
    </message>
    <message>
        <source>Aura Seer</source>
        <translation>Vidente del aura</translation>
    </message>
    <message>
        <source>Old Hag</source>
        <translation>Vieja hechicera</translation>
    </message>
    <message>
        <source>Old Man</source>
        <translation>Viejo</translation>
    </message>
    <message>
        <source>Pacifist</source>
        <translation>Pacifista</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Fantasma</translation>
    </message>
    <message>
        <source>Mad Doctor</source>
        <translation>Doctor loco</translation>
    </message>
    <message>
        <source>Big Bad Wolf</source>
        <translation>Gran lobo feroz</translation>
    </message>
    <message>
        <source>Demon Wolf</source>
        <translation>Lobo demonio</translation>
    </message>
    <message>
        <source>White Wolf</source>
        <translation>Lobo blanco</translation>
    </message>
    <message>
        <source>Fire Wolf</source>
        <translation>Lobo de fuego</translation>
    </message>
    <message>
        <source>Big Brother Wolf</source>
        <translation>Lobo hermano mayor</translation>
    </message>
    <message>
        <source>Little Brother Wolf</source>
        <translation>Lobo hermano menor</translation>
    </message>
    <message>
        <source>Wolf Cub</source>
        <translation>Lobezno</translation>
    </message>
    <message>
        <source>Traitor</source>
        <translation>Traidor</translation>
    </message>
    <message>
        <source>Wolf Seer</source>
        <translation>Lobo vidente</translation>
    </message>
    <message>
        <source>Lycan</source>
        <translation>Licántropo</translation>
    </message>
    <message>
        <source>Wolf Kin</source>
        <translation>Pariente lobo</translation>
    </message>
    <message>
        <source>Dream Wolf</source>
        <translation>Lobo soñador</translation>
    </message>
    <message>
        <source>Stray Wolf</source>
        <translation>Lobo errante</translation>
    </message>
    <message>
        <source>Stone Wolf</source>
        <translation>Lobo de piedra</translation>
    </message>
    <message>
        <source>Wild Child</source>
        <translation>Niño salvaje</translation>
    </message>
    <message>
        <source>Wolf Hound</source>
        <translation>Perro lobo</translation>
    </message>
    <message>
        <source>Cursed</source>
        <translation>Maldito</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Vampiro</translation>
    </message>
    <message>
        <source>Heretic</source>
        <translation>Hereje</translation>
    </message>
    <message>
        <source>Pied Piper</source>
        <translation>Flautista</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Alcalde</translation>
    </message>
    <message>
        <source>Gypsy</source>
        <translation>Gitana</translation>
    </message>
    <message>
        <source>Town Crier</source>
        <translation>Pregonero</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>Lobos</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Pueblo</translation>
    </message>
    <message>
        <source>Vampires</source>
        <translation>Vampiros</translation>
    </message>
    <message>
        <source>bitten</source>
        <translation>mordisco</translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation>veneno</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>disparo</translation>
    </message>
    <message>
        <source>voted out</source>
        <translation>votación</translation>
    </message>
    <message>
        <source>of grief</source>
        <translation>de pena</translation>
    </message>
    <message>
        <source>caught peeking</source>
        <translation>descubierta espiando</translation>
    </message>
    <message>
        <source>of the knight&apos;s sickness</source>
        <translation>enfermedad del Caballero</translation>
    </message>
    <message>
        <source>of his wounds</source>
        <translation>heridas</translation>
    </message>
    <message>
        <source>of old age</source>
        <translation>vejez</translation>
    </message>
    <message>
        <source>as the ghost</source>
        <translation>destino del Fantasma</translation>
    </message>
    <message>
        <source>by the mad doctor</source>
        <translation>el Doctor loco</translation>
    </message>
    <message>
        <source>by the assassin</source>
        <translation>el Asesino</translation>
    </message>
    <message>
        <source>in the enchanter&apos;s place</source>
        <translation>en lugar del Encantador</translation>
    </message>
    <message>
        <source>in the cavalier&apos;s challenge</source>
        <translation>desafío del Jinete</translation>
    </message>
    <message>
        <source>with his companion</source>
        <translation>tras su compañero</translation>
    </message>
    <message>
        <source>with the vampire</source>
        <translation>tras el Vampiro</translation>
    </message>
    <message>
        <source>by the avenger&apos;s revenge</source>
        <translation>venganza</translation>
    </message>
</context>
<context>
    <name>ClassicRules</name>
    <message>
        <source>The wolves know each other from the start. Every night each living wolf picks a living player who is not a wolf (another wolf too, with that extended rule); the player picked most often, with no tie at the top, is bitten, and a tie means nobody is. The wolves may leave each other a short note. They win when they are at least as many as the other living players.</source>
        <translation>Los lobos se conocen desde el principio. Cada noche, cada lobo vivo elige a un jugador vivo que no sea lobo (también a otro lobo, con esa regla ampliada); el jugador más elegido, sin empate en cabeza, es mordido, y con un empate no lo es nadie. Los lobos pueden dejarse una nota breve. Ganan cuando son al menos tantos como los demás jugadores vivos.</translation>
    </message>
    <message>
        <source>Every night the Seer chooses another living player and learns, privately, that player&apos;s team: wolf or village, never the exact role. The results stay on the Seer&apos;s screen for the rest of the game.</source>
        <translation>Cada noche el Vidente elige a otro jugador vivo y descubre, en privado, su bando: lobo o pueblo, nunca el rol exacto. Los resultados siguen en la pantalla del Vidente el resto de la partida.</translation>
    </message>
    <message>
        <source>Every night the Bodyguard protects one living player, himself allowed, from the wolves&apos; bite, never the same player two nights in a row. The protection stops only the bite: not the Witch&apos;s poison, not the Hunter&apos;s shot, not the Little Girl&apos;s catch.</source>
        <translation>Cada noche el Protector protege a un jugador vivo, él incluido, de la mordida de los lobos, nunca al mismo jugador dos noches seguidas. La protección solo detiene la mordida: no el veneno de la Bruja, ni el disparo del Cazador, ni que pillen a la Niña.</translation>
    </message>
    <message>
        <source>The Witch has a save potion and a poison potion, each usable once per game. Every night she is shown the wolves&apos; victim, or that there is none, and may save that victim (herself included) or poison another living player, but only one potion a night unless the table allowed both. She is never told whether the Bodyguard protected the victim.</source>
        <translation>La Bruja tiene una poción para salvar y otra de veneno, cada una de un solo uso por partida. Cada noche se le muestra la víctima de los lobos, o que no hay ninguna, y puede salvar a esa víctima (ella incluida) o envenenar a otro jugador vivo, pero solo una poción por noche salvo que la mesa permita las dos. Nunca se le dice si el Protector protegió a la víctima.</translation>
    </message>
    <message>
        <source>When the Hunter dies, by any cause, he may shoot one other living player, who dies too; nobody can stop the shot. After a night death he shoots at dawn, after a hanging at once. Every dead player gets the same private last turn, so the table cannot tell who was the Hunter.</source>
        <translation>Cuando el Cazador muere, por la causa que sea, puede disparar a otro jugador vivo, que muere también; nadie puede impedir el disparo. Si muere de noche dispara al amanecer; si lo ahorcan, en el acto. Todo muerto tiene el mismo último turno privado, así que la mesa no puede saber quién era el Cazador.</translation>
    </message>
    <message>
        <source>The Villager has no power. Talk, watch and vote out the wolves: the village wins when no wolf is left alive.</source>
        <translation>El Aldeano no tiene poder. Habla, observa y expulsa a los lobos con tu voto: el pueblo gana cuando no queda ningún lobo vivo.</translation>
    </message>
    <message>
        <source>On the first night Cupid chooses two living players, himself allowed, who are lovers for the whole game; they wake and see each other&apos;s role. If one lover dies, the other dies of grief at once, unless the table turned that rule off. A wolf and a villager in love form a team of their own and win if they are the last two alive.</source>
        <translation>La primera noche Cupido elige a dos jugadores vivos, él incluido, que son enamorados toda la partida; despiertan y ven el rol del otro. Si muere un enamorado, el otro muere de pena al instante, salvo que la mesa haya quitado esa regla. Un lobo y un aldeano enamorados forman un bando propio y ganan si son los dos últimos vivos.</translation>
    </message>
    <message>
        <source>The Elder survives the first bite that lands on him (he is not told) and dies of the second. Poison, a shot, a hanging or grief kill him at once. When the Elder dies, by any cause, every village role loses its power for the rest of the game.</source>
        <translation>El Anciano sobrevive a la primera mordida que le alcanza (no se le avisa) y muere con la segunda. El veneno, un disparo, la horca o la pena lo matan al instante. Cuando el Anciano muere, por la causa que sea, todos los roles del pueblo pierden su poder hasta el final de la partida.</translation>
    </message>
    <message>
        <source>If the village hangs the Village Idiot, he is revealed and survives, but he never votes again (he may still talk). Any other death kills him as usual, and once the Elder&apos;s death took the village&apos;s powers a hanging kills him too.</source>
        <translation>Si el pueblo ahorca al Tonto del pueblo, se revela y sobrevive, pero no vuelve a votar nunca (puede seguir hablando). Cualquier otra muerte lo mata como siempre, y una vez que la muerte del Anciano quitó los poderes del pueblo, la horca también lo mata.</translation>
    </message>
    <message>
        <source>When the vote ends in a tie that stands, the Scapegoat dies instead and his role is revealed. At his last turn he may name a living player, who goes straight to a kill-or-spare vote the next day.</source>
        <translation>Cuando la votación termina en un empate que se mantiene, el Chivo expiatorio muere en su lugar y se revela su rol. En su último turno puede nombrar a un jugador vivo, que al día siguiente va directo a una votación de matar o perdonar.</translation>
    </message>
    <message>
        <source>From the second night, while the wolves are awake, the Little Girl may peek: she learns the name of one wolf, but one time in three the wolves catch her and she dies that night, whatever protects her. On the first night she can only sleep. The wolves learn whom they caught.</source>
        <translation>Desde la segunda noche, mientras los lobos están despiertos, la Niña puede espiar: descubre el nombre de un lobo, pero una vez de cada tres los lobos la pillan y muere esa noche, la proteja lo que la proteja. La primera noche solo puede dormir. Los lobos saben a quién pillaron.</translation>
    </message>
    <message>
        <source>The Brothers come as three cards. On the first night the three wake and see each other; after that they are villagers who know two players they can trust.</source>
        <translation>Los Hermanos son tres cartas. La primera noche los tres despiertan y se reconocen; después son aldeanos que conocen a dos jugadores en quienes confiar.</translation>
    </message>
    <message>
        <source>If the wolves&apos; bite kills the Knight, the first living wolf to his left falls sick and dies the next night, revealed as a wolf at dawn. A Knight who was saved or protected makes nobody sick.</source>
        <translation>Si la mordida de los lobos mata al Caballero, el primer lobo vivo a su izquierda enferma y muere la noche siguiente, y al amanecer se revela que era lobo. Un Caballero salvado o protegido no enferma a nadie.</translation>
    </message>
    <message>
        <source>Every night the Fox may point at a living player, himself allowed, and learns whether a wolf is among that player and the nearest living player on each side. If the answer is no, the Fox loses his power for good.</source>
        <translation>Cada noche el Zorro puede señalar a un jugador vivo, él incluido, y descubre si hay un lobo entre ese jugador y el jugador vivo más cercano a cada lado. Si la respuesta es no, el Zorro pierde su poder para siempre.</translation>
    </message>
    <message>
        <source>Every morning, if the nearest living player on the Bear Tamer&apos;s left or right is a wolf, the bear growls for the whole table to hear. The Bear Tamer does nothing else; the bear falls silent when he dies or when the village loses its powers.</source>
        <translation>Cada mañana, si el jugador vivo más cercano a la izquierda o a la derecha del Domador de osos es un lobo, el oso gruñe para que lo oiga toda la mesa. El Domador de osos no hace nada más; el oso calla cuando él muere o cuando el pueblo pierde sus poderes.</translation>
    </message>
    <message>
        <source>With the Thief, two cards more than there are players are dealt, and two lie aside face down. On the first night the Thief sees both and may take one in place of his own card, becoming that role at once; if one of them is a wolf he must take a wolf. If he keeps his card he is a villager with no power.</source>
        <translation>Con el Ladrón se reparten dos cartas más que jugadores, y dos quedan aparte boca abajo. La primera noche el Ladrón ve las dos y puede tomar una en lugar de su carta, convirtiéndose en ese rol al instante; si una de ellas es un lobo, debe tomar un lobo. Si se queda con su carta, es un aldeano sin poder.</translation>
    </message>
    <message>
        <source>Every night the Moon Maiden chooses another living player, never last night&apos;s choice. That night every action the player would take after her turn is void, and a blocked Witch is shown no victim; the player is told that the power is blocked. She blocks neither the Judge&apos;s sign, nor information wakes, last turns, passive rules or anything done by day.</source>
        <translation>Cada noche la Doncella lunar elige a otro jugador vivo, nunca el de la noche anterior. Esa noche quedan anuladas todas las acciones que ese jugador haría después de su turno, y una Bruja bloqueada no ve a ninguna víctima; al jugador se le avisa de que su poder está bloqueado. No bloquea la seña del Juez, ni los despertares solo informativos, los últimos turnos, las reglas pasivas o lo que se hace de día.</translation>
    </message>
    <message>
        <source>Every night the Enchanter chooses another living player, never last night&apos;s choice. If the Enchanter is marked to die at that night&apos;s resolution, by a bite or any other night kill, he lives and the enchanted player dies instead; nothing can stop that death. Deaths that come later in the chain, such as grief or the Hunter&apos;s shot, are not replaced.</source>
        <translation>Cada noche el Encantador elige a otro jugador vivo, nunca el de la noche anterior. Si al resolverse la noche el Encantador debe morir, por un mordisco o por cualquier otra muerte nocturna, sobrevive y muere en su lugar el hechizado; nada puede impedir esa muerte. Las muertes que llegan después en la cadena, como la pena de un enamorado o el disparo del Cazador, no se sustituyen.</translation>
    </message>
    <message>
        <source>The Apothecary has two draughts, each usable once per game, thrown at night at another living player. The stupor leaves that player silent the next day: no ballot and no day action, though others may still vote against him; dawn announces it. The restorative works only on the Witch whose save potion is spent: her save is ready again. He is never told whether he hit the Witch.</source>
        <translation>El Boticario tiene dos pociones, cada una de un solo uso, que lanza de noche a otro jugador vivo. El sopor deja a ese jugador en silencio al día siguiente: sin voto ni acción de día, aunque los demás pueden votar contra él; el amanecer lo anuncia. El reconstituyente solo funciona con la Bruja que ya gastó su poción de salvar: vuelve a tenerla. Nunca sabe si acertó a la Bruja.</translation>
    </message>
    <message>
        <source>On even nights the Assassin counts the votes pointed at him over the two days before, the Raven&apos;s two votes and the Judge&apos;s second vote included, the captain&apos;s election and kill-or-spare not. With at least four, he may name another living player, who dies at the night&apos;s resolution. His screen shows him the count and whether he may kill.</source>
        <translation>En las noches pares el Asesino cuenta los votos que lo señalaron en los dos días anteriores, con los dos votos del Cuervo y la segunda votación del Juez, sin la elección del alcalde ni el matar o perdonar. Con cuatro o más puede nombrar a otro jugador vivo, que muere al resolverse la noche. Su pantalla le muestra la cuenta y si puede matar.</translation>
    </message>
    <message>
        <source>Once per game, by day, after the captain&apos;s election and before the vote, the Cavalier may press his button, reveal himself and name another living player who is present. The app says publicly whether that player is a wolf. A wolf dies and the day ends at once, with no vote; otherwise the Cavalier dies and the day goes on.</source>
        <translation>Una vez por partida, de día, tras la elección del alcalde y antes de la votación, el Jinete puede pulsar su botón, revelarse y nombrar a otro jugador vivo y presente. La aplicación dice en público si ese jugador es un lobo. Si lo es, muere y el día termina en el acto, sin votación; si no, muere el Jinete y el día sigue.</translation>
    </message>
    <message>
        <source>On the first night the Avenger chooses the wolves&apos; side or the village&apos;s; skipping keeps the village. On the wolves&apos; side he is a wolf from that night and hunts with the pack. When he dies he names another living player: on the village side that player dies if a wolf, on the wolves&apos; side if not a wolf. Nobody is told what happened.</source>
        <translation>La primera noche el Vengador elige el bando de los lobos o el del pueblo; si no elige, se queda con el pueblo. Con los lobos es un lobo desde esa noche y caza con la manada. Al morir nombra a otro jugador vivo: del lado del pueblo, ese jugador muere si es un lobo; del lado de los lobos, si no lo es. A nadie se le dice qué ocurrió.</translation>
    </message>
    <message>
        <source>On the first night the Shadow chooses another living player as his model. When the model dies, the Shadow takes the model&apos;s card at the end of that chain of deaths and plays that role from then on, with everything the card carries; his old card goes to the dead. The Ghost&apos;s card is never taken.</source>
        <translation>La primera noche la Sombra elige a otro jugador vivo como modelo. Cuando el modelo muere, la Sombra toma su carta al final de esa cadena de muertes y desde entonces juega ese papel, con todo lo que la carta lleve; su carta antigua pasa al muerto. La carta del Fantasma nunca se toma.</translation>
    </message>
    <message>
        <source>At setup three different power cards are set aside for the Actor, from the Seer, Aura Seer, Fox, Bodyguard, Raven, Old Hag, Mad Doctor and Enchanter. Each night he may draw one of those left at random; that night he wakes in that card&apos;s turn and acts under its rules. A drawn card is used up, and after three draws he has no power left.</source>
        <translation>Al preparar la partida se apartan para el Actor tres cartas de poder distintas, entre Vidente, Vidente del aura, Zorro, Protector, Cuervo, Vieja hechicera, Doctor loco y Encantador. Cada noche puede sacar al azar una de las que quedan; esa noche despierta en el turno de esa carta y actúa con sus reglas. Una carta sacada se gasta, y tras tres sacadas ya no tiene poder.</translation>
    </message>
    <message>
        <source>The Diseased has no night action. If a wolves&apos; bite lands on him and he dies that night, every wolf kill is closed the next night: neither the pack, nor the second bite, the Big Bad Wolf, the White Wolf or the little brother may pick a victim. A saved or protected Diseased changes nothing.</source>
        <translation>El Enfermo no actúa de noche. Si un mordisco de los lobos lo alcanza y muere esa noche, la noche siguiente se cierran todas las muertes de lobo: ni la manada, ni el segundo mordisco, ni el Gran lobo feroz, ni el Lobo blanco, ni el hermano menor pueden elegir víctima. Un Enfermo salvado o protegido no cambia nada.</translation>
    </message>
    <message>
        <source>A wolves&apos; bite that lands on the Tough Guy does not kill him at once: he is wounded, lives through the next day and dies at the next night&apos;s resolution, whatever protects him. Bitten again while wounded, he simply dies. Other causes kill him as usual.</source>
        <translation>Un mordisco de los lobos que alcanza al Forzudo no lo mata enseguida: queda herido, vive el día siguiente y muere al resolverse la noche siguiente, lo proteja quien lo proteja. Si lo muerden otra vez estando herido, muere sin más. Las demás causas lo matan como a cualquiera.</translation>
    </message>
    <message>
        <source>Once per game, at night, the Judge may make his secret sign; nothing can block it. If he is alive at dawn, that day&apos;s vote is followed at once by a second vote without discussion: the player with the most votes, alone at the top, is hanged, and a tie or no ballot hangs nobody. The second vote has no trial, no tie-break and no Raven&apos;s votes.</source>
        <translation>Una vez por partida, de noche, el Juez puede hacer su seña secreta; nada puede bloquearla. Si sigue vivo al amanecer, a la votación de ese día le sigue enseguida una segunda votación sin debate: el único jugador con más votos es ahorcado, y un empate o ningún voto no ahorca a nadie. La segunda votación no tiene juicio, ni desempate, ni votos del Cuervo.</translation>
    </message>
    <message>
        <source>When a player is hanged, the Servant may press her button at dusk and reveal herself: she swaps cards with the hanged player and plays that role from then on, while the hanged player&apos;s card stays hidden. She cannot do it as a lover, nor when she is absent or silenced that day.</source>
        <translation>Cuando ahorcan a un jugador, la Sirvienta puede pulsar su botón al anochecer y revelarse: cambia su carta por la del ahorcado y desde entonces juega ese papel, mientras la carta del ahorcado sigue oculta. No puede hacerlo si está enamorada, ni si ese día está ausente o silenciada.</translation>
    </message>
    <message>
        <source>At setup the app splits the seats into two groups, his holding half the players rounded up, and shows everyone both groups and which one holds the Sectarian. He has no night action. While he is alive, the moment every player outside his group is dead, the game ends and the Sectarian wins alone.</source>
        <translation>Al preparar la partida la aplicación divide los asientos en dos grupos, el suyo con la mitad de los jugadores redondeada hacia arriba, y muestra a todos los dos grupos y en cuál está el Sectario. No actúa de noche. Mientras siga vivo, en cuanto ha muerto todo jugador de fuera de su grupo, la partida termina y el Sectario gana solo.</translation>
    </message>
    <message>
        <source>When the Prince is hanged, by a verdict or the second vote, he survives, is revealed as the Prince and keeps his vote. Any other death kills him as usual, and once the village has lost its powers a hanging kills him too.</source>
        <translation>Cuando ahorcan al Príncipe, por veredicto o en la segunda votación, sobrevive, se revela como Príncipe y conserva su voto. Cualquier otra muerte lo mata como a cualquiera, y una vez que el pueblo ha perdido sus poderes la horca también lo mata.</translation>
    </message>
    <message>
        <source>At setup one extra card is set aside face down for the Drunk. He is a plain villager for two nights; at nightfall of the third night he swaps his card for that one and plays the new role from that very night. His old card goes aside, and nobody else learns what the card was.</source>
        <translation>Al preparar la partida se aparta boca abajo una carta más para el Borracho. Durante dos noches es un aldeano sin poder; al caer la tercera noche cambia su carta por esa y juega el nuevo papel desde esa misma noche. Su carta antigua queda apartada, y nadie más sabe qué carta era.</translation>
    </message>
    <message>
        <source>If the Angel dies during the first night or the first day, by any cause, the game ends at once and the Angel is its only winner. Otherwise he is a plain villager and wins with the village.</source>
        <translation>Si el Ángel muere durante la primera noche o el primer día, por cualquier causa, la partida termina en el acto y el Ángel es su único ganador. Si no, es un aldeano sin poder y gana con el pueblo.</translation>
    </message>
    <message>
        <source>Every night the Raven chooses another living player, never last night&apos;s choice. At dawn the table is told, and in that day&apos;s vote the marked player starts with two votes against him, which count towards the trial threshold too. The mark is void if the Raven is dead by dawn or the player is absent, and it never counts in the second vote.</source>
        <translation>Cada noche el Cuervo elige a otro jugador vivo, nunca el de la noche anterior. Al amanecer se anuncia a la mesa, y en la votación de ese día el marcado empieza con dos votos en contra, que también cuentan para el umbral del juicio. La marca no vale si el Cuervo ha muerto al amanecer o el jugador está ausente, y nunca cuenta en la segunda votación.</translation>
    </message>
    <message>
        <source>The Apprentice Seer has no night action of his own. When the Seer dies, at the end of that chain of deaths the apprentice takes the Seer&apos;s card and looks at a player every night from the next night on. His old card goes to the dead Seer.</source>
        <translation>El Aprendiz de vidente no tiene acción nocturna propia. Cuando muere el Vidente, al final de esa cadena de muertes el aprendiz toma la carta del Vidente y mira a un jugador cada noche a partir de la siguiente. Su carta antigua pasa al Vidente muerto.</translation>
    </message>
    <message>
        <source>Every night the Aura Seer chooses another living player and learns privately whether that player&apos;s card has a power: every card but a plain Villager or a plain Wolf says yes. She learns nothing about the player&apos;s team.</source>
        <translation>Cada noche el Vidente del aura elige a otro jugador vivo y averigua en secreto si su carta tiene poder: toda carta salvo el Aldeano y el Lobo corrientes dice que sí. No averigua nada del bando del jugador.</translation>
    </message>
    <message>
        <source>Every night the Old Hag chooses another living player, who leaves the village for the next day; dawn announces it. That day the absent player casts no ballot, cannot be voted for, tried or challenged, takes no day action and does not count towards the trial threshold.</source>
        <translation>Cada noche la Vieja hechicera elige a otro jugador vivo, que deja el pueblo durante el día siguiente; el amanecer lo anuncia. Ese día el ausente no vota, no puede ser votado, juzgado ni desafiado, no hace ninguna acción de día y no cuenta para el umbral del juicio.</translation>
    </message>
    <message>
        <source>The Old Man has no power. When the wolves first wake on the first night, the app counts them; he dies of old age at the resolution of the night numbered one more than that count (with three wolves, the fourth night), and nothing can prevent it. Any other cause can kill him sooner.</source>
        <translation>El Viejo no tiene poder. Cuando los lobos despiertan por primera vez la primera noche, la aplicación los cuenta; él muere de viejo al resolverse la noche cuyo número es esa cuenta más uno (con tres lobos, la cuarta noche), y nada puede impedirlo. Cualquier otra causa puede matarlo antes.</translation>
    </message>
    <message>
        <source>In every kill-or-spare vote the Pacifist&apos;s ballot counts as spare, even if he casts none. He may still point at anyone in the day&apos;s vote and take part in every other ballot like anyone else, and he may say whatever he likes in the debate.</source>
        <translation>En toda votación de matar o perdonar, la papeleta del Pacifista cuenta como perdonar, aunque no vote. Aun así puede señalar a quien quiera en la votación del día y tomar parte en las demás votaciones como cualquiera, y puede decir lo que quiera en el debate.</translation>
    </message>
    <message>
        <source>The Ghost dies at the first night&apos;s resolution and nothing can stop it; he counts as dead for everything, with no vote and no say in the debate. Every night, the first one included, he writes on his turn a message of up to 140 characters that the app reads out to the table at dawn.</source>
        <translation>El Fantasma muere al resolverse la primera noche y nada puede impedirlo; cuenta como muerto para todo, sin voto ni voz en el debate. Cada noche, también la primera, escribe en su turno un mensaje de hasta 140 caracteres que la aplicación lee a la mesa al amanecer.</translation>
    </message>
    <message>
        <source>Every night the Mad Doctor chooses two different living players, himself allowed. A wolf with a plain villager: the villager dies. A wolf with a power role: the wolf dies. A plain villager with a power role: the power role dies. Any other pair: nobody dies. The death comes at the night&apos;s resolution and nothing stops it.</source>
        <translation>Cada noche el Doctor loco elige a dos jugadores vivos distintos, él mismo incluido. Un lobo y un aldeano corriente: muere el aldeano. Un lobo y un papel con poder: muere el lobo. Un aldeano corriente y un papel con poder: muere el del poder. Cualquier otra pareja: no muere nadie. La muerte llega al resolverse la noche y nada la impide.</translation>
    </message>
    <message>
        <source>The Big Bad Wolf wakes with the pack every night. Once a plain wolf, the Wild Child or the Wolf Hound has died, he also wakes alone every night after the pack and may bite one more living player, who is not one of the pack nor already a victim tonight. His bite is stopped like any other.</source>
        <translation>El Gran lobo feroz despierta cada noche con la manada. Cuando ya ha muerto un lobo corriente, el Niño salvaje o el Perro lobo, también despierta solo cada noche tras la manada y puede morder a otro jugador vivo que no sea de la manada ni víctima de esa noche. Su mordisco se detiene como cualquier otro.</translation>
    </message>
    <message>
        <source>The Demon Wolf wakes with the pack, then alone, and may say yes. If he does and the pack&apos;s bite lands, the victim does not die but becomes a wolf for good: he keeps his card and its powers, learns it on his next screen and hunts with the pack from the next night. A stopped bite turns nobody, and a vampire cannot be turned.</source>
        <translation>El Lobo demonio despierta con la manada y luego solo, y puede decir que sí. Si lo dice y el mordisco de la manada alcanza a la víctima, esta no muere sino que se vuelve lobo para siempre: conserva su carta y sus poderes, lo sabe en su siguiente pantalla y caza con la manada desde la noche siguiente. Un mordisco detenido no convierte a nadie, y un vampiro no puede ser convertido.</translation>
    </message>
    <message>
        <source>The White Wolf wakes with the pack every night. On even nights he also wakes alone and may bite a plain wolf of the pack other than himself. He plays for himself: he wins only as the last player alive. He still counts as a wolf, so the village cannot win while he lives.</source>
        <translation>El Lobo blanco despierta cada noche con la manada. En las noches pares también despierta solo y puede morder a un lobo corriente de la manada que no sea él. Juega para sí mismo: solo gana si es el último jugador vivo. Sigue contando como lobo, así que el pueblo no puede ganar mientras viva.</translation>
    </message>
    <message>
        <source>The Fire Wolf hunts with the pack. Once any wolf has died, he may wake alone at night and choose another living player, whose card loses every power for good at the end of that night, so the night&apos;s own results stand. He gains one more use for every night and day in which at least two wolves die, at most one use a night.</source>
        <translation>El Lobo de fuego caza con la manada. Cuando ya ha muerto algún lobo, puede despertar solo de noche y elegir a otro jugador vivo, cuya carta pierde todos sus poderes para siempre al final de esa noche, así que lo ocurrido esa misma noche se mantiene. Gana un uso más por cada noche y día en que mueran al menos dos lobos, como mucho un uso por noche.</translation>
    </message>
    <message>
        <source>The two wolf brothers always come as a pair. On the first night they wake and see each other; after that the Big Brother Wolf hunts with the pack every night. His death wakes his little brother&apos;s rage.</source>
        <translation>Los dos hermanos lobo van siempre juntos. La primera noche despiertan y se reconocen; después el Lobo hermano mayor caza cada noche con la manada. Su muerte despierta la furia de su hermano menor.</translation>
    </message>
    <message>
        <source>The Little Brother Wolf meets his big brother on the first night, then keeps his eyes closed: the pack does not know him, and the Seer, the Fox and the bear see a villager. The first night after his big brother&apos;s death he wakes alone and bites one living player, then joins the pack for good.</source>
        <translation>El Lobo hermano menor conoce a su hermano mayor la primera noche y luego no abre los ojos: la manada no lo conoce, y el Vidente, el Zorro y el oso ven a un aldeano. La primera noche tras la muerte de su hermano mayor despierta solo y muerde a un jugador vivo, y después se une a la manada para siempre.</translation>
    </message>
    <message>
        <source>The Wolf Cub is a wolf and hunts with the pack. When he dies, by any cause, the next night the pack picks a second victim after the first; the Witch is shown only the first.</source>
        <translation>El Lobezno es un lobo y caza con la manada. Cuando muere, por cualquier causa, la noche siguiente la manada elige una segunda víctima tras la primera; a la Bruja solo se le muestra la primera.</translation>
    </message>
    <message>
        <source>The Traitor is not a wolf and never wakes with the pack, but plays and wins with the wolves. On the first night he is shown every wolf; the wolves do not learn who he is. The Seer sees him as a villager, and when the wolves are counted against the others he is one of the others.</source>
        <translation>El Traidor no es un lobo y nunca despierta con la manada, pero juega y gana con los lobos. La primera noche se le muestran todos los lobos; los lobos no saben quién es. El Vidente lo ve como aldeano, y cuando se cuentan los lobos frente a los demás, él cuenta entre los demás.</translation>
    </message>
    <message>
        <source>The Wolf Seer wakes with the pack every night, then alone, and chooses another living player: he learns whether that player&apos;s card is the Seer, and nothing else.</source>
        <translation>El Lobo vidente despierta cada noche con la manada y luego solo, y elige a otro jugador vivo: averigua si su carta es la del Vidente, y nada más.</translation>
    </message>
    <message>
        <source>The Lycan starts as a villager, and the Seer sees him as one. When a Seer&apos;s look falls on him, he turns into a wolf at the end of that night, learns it on his next screen and hunts with the pack from the next night. Anyone acting as the Seer counts.</source>
        <translation>El Licántropo empieza como aldeano, y el Vidente lo ve como tal. Cuando la mirada de un Vidente cae sobre él, se vuelve lobo al final de esa noche, lo sabe en su siguiente pantalla y caza con la manada desde la noche siguiente. Cuenta cualquiera que actúe como Vidente.</translation>
    </message>
    <message>
        <source>The Wolf Kin starts as a villager. At the end of every chain of deaths, from the first night on, if the nearest living player on his left or right is a wolf, he turns into a wolf for good, learns it on his next screen and hunts with the pack from the next night.</source>
        <translation>El Pariente lobo empieza como aldeano. Al final de cada cadena de muertes, desde la primera noche, si el jugador vivo más cercano a su izquierda o a su derecha es un lobo, se vuelve lobo para siempre, lo sabe en su siguiente pantalla y caza con la manada desde la noche siguiente.</translation>
    </message>
    <message>
        <source>The Dream Wolf is a wolf who does not wake: the pack sees him listed as asleep, he sees nobody, and the Seer, the Fox and the bear see a villager. At the first nightfall when no other living wolf would wake with the pack, he wakes for good and hunts from then on.</source>
        <translation>El Lobo soñador es un lobo que no despierta: la manada lo ve en su lista como dormido, él no ve a nadie, y el Vidente, el Zorro y el oso ven a un aldeano. Al caer la primera noche en que ningún otro lobo vivo despertaría con la manada, despierta para siempre y caza desde entonces.</translation>
    </message>
    <message>
        <source>The Stray Wolf is a wolf and hunts with the pack. On the first night he chooses another living player as his companion. When the companion dies, by any cause, the Stray Wolf dies at once.</source>
        <translation>El Lobo errante es un lobo y caza con la manada. La primera noche elige a otro jugador vivo como compañero. Cuando el compañero muere, por cualquier causa, el Lobo errante muere en el acto.</translation>
    </message>
    <message>
        <source>The Stone Wolf is a wolf and hunts with the pack. While he is the only living wolf he cannot pick a victim in the pack&apos;s turn; he still counts as a wolf for every win.</source>
        <translation>El Lobo de piedra es un lobo y caza con la manada. Mientras sea el único lobo vivo no puede elegir víctima en el turno de la manada; aun así cuenta como lobo para cualquier victoria.</translation>
    </message>
    <message>
        <source>On the first night the Wild Child chooses another living player as his role model. While the model lives he is a villager and wins with the village. When the model dies, at the end of that chain of deaths he turns into a wolf for good, learns it on his next screen and hunts with the pack from the next night.</source>
        <translation>La primera noche el Niño salvaje elige a otro jugador vivo como modelo a seguir. Mientras el modelo vive, es un aldeano y gana con el pueblo. Cuando el modelo muere, al final de esa cadena de muertes se vuelve lobo para siempre, lo sabe en su siguiente pantalla y caza con la manada desde la noche siguiente.</translation>
    </message>
    <message>
        <source>On the first night, before the pack first wakes, the Wolf Hound chooses: a wolf, who hunts with the pack from that very night, or a villager, which is also what a skip means. The choice holds for the whole game.</source>
        <translation>La primera noche, antes de que la manada despierte por primera vez, el Perro lobo elige: lobo, que caza con la manada desde esa misma noche, o aldeano, que es también lo que significa no elegir. La elección vale para toda la partida.</translation>
    </message>
    <message>
        <source>The Cursed starts as a villager. When a wolves&apos; bite lands on him he does not die: he turns into a wolf, learns it on his next screen and hunts with the pack from the next night. A saved or protected Cursed stays a villager, and a vampire is never turned.</source>
        <translation>El Maldito empieza como aldeano. Cuando lo alcanza un mordisco de los lobos no muere: se vuelve lobo, lo sabe en su siguiente pantalla y caza con la manada desde la noche siguiente. Un Maldito salvado o protegido sigue siendo aldeano, y un vampiro nunca se convierte.</translation>
    </message>
    <message>
        <source>Every night the Vampire chooses another living player, who becomes a vampire spawn unless he is a wolf, already a vampire or dies that night. The Vampire and his spawn see each other every night; spawn keep their powers, except the Pied Piper&apos;s charm, but never turn into wolves. When the Vampire dies, every spawn dies with him. The vampires win when every living player is one of them, and the village cannot win while one of them lives.</source>
        <translation>Cada noche el Vampiro elige a otro jugador vivo, que se vuelve su engendro salvo que sea un lobo, ya sea un vampiro o muera esa noche. El Vampiro y sus engendros se ven cada noche; los engendros conservan sus poderes, salvo el hechizo del Flautista, pero nunca se vuelven lobos. Cuando muere el Vampiro, todos sus engendros mueren con él. Los vampiros ganan cuando todos los jugadores vivos son de los suyos, y el pueblo no puede ganar mientras viva uno de ellos.</translation>
    </message>
    <message>
        <source>On the first night the Heretic chooses two different living players other than himself, and takes no other action. If at the end of the game he is alive and both of them are dead, he wins alongside whoever else wins, unless the Angel won or nobody is left alive.</source>
        <translation>La primera noche el Hereje elige a dos jugadores vivos distintos que no sean él, y no hace nada más. Si al final de la partida sigue vivo y los dos han muerto, gana junto a quien gane, salvo que haya ganado el Ángel o no quede nadie vivo.</translation>
    </message>
    <message>
        <source>Every night the Pied Piper charms two living players who are not yet charmed, or the last one when only one is left. Then all the charmed wake together and see each other. They stay charmed for good, and the moment every living player but him is charmed, the game ends and the Pied Piper wins alone. As a vampire spawn he loses his charm.</source>
        <translation>Cada noche el Flautista hechiza a dos jugadores vivos que aún no lo estén, o al último cuando solo queda uno. Luego todos los hechizados despiertan juntos y se ven. Quedan hechizados para siempre, y en cuanto todos los jugadores vivos menos él están hechizados, la partida termina y el Flautista gana solo. Convertido en engendro de vampiro, pierde su hechizo.</translation>
    </message>
    <message>
        <source>With the captain rule, the village elects a captain on the first day: anyone living, oneself included, and a tie is drawn at random. The captain&apos;s ballot counts double in every later vote, and a captain may settle a tie by naming one of the tied players. A dying captain names a successor or the title lapses; a wolf may be captain.</source>
        <translation>Con la regla del capitán, el pueblo elige un capitán el primer día: cualquier jugador vivo, uno mismo incluido, y un empate se sortea. El voto del capitán cuenta doble en todas las votaciones siguientes, y el capitán puede resolver un empate nombrando a uno de los empatados. Un capitán que muere nombra a un sucesor o el título queda vacante; un lobo puede ser capitán.</translation>
    </message>
    <message>
        <source>The Gypsy comes only with the New Moon rule and is on the village side. She holds five spirit cards, each usable once: at night she may play one to ask whether a living player is a wolf, whether a wolf sits among a living player and his two living neighbours, whether two living players are on the same team, which card a dead player held, or how a dead player died. She may not ask about herself, and the spirits see teams as the Seer does. The answer is read out to everyone at the next dawn, without saying who asked, even if she died in the night. Her power can be blocked, and she loses it like every village role when the Elder dies.</source>
        <translation>La Gitana solo aparece con la regla de Luna Nueva y es del bando del pueblo. Tiene cinco cartas de espiritismo, cada una de un solo uso: de noche puede jugar una para preguntar si un jugador vivo es un lobo, si hay un lobo entre un jugador vivo y sus dos vecinos vivos, si dos jugadores vivos son del mismo bando, qué carta tenía un jugador muerto o cómo murió un jugador muerto. No puede preguntar por sí misma, y los espíritus ven los bandos como el Vidente. La respuesta se lee a todos al amanecer siguiente, sin decir quién preguntó, aunque ella muera esa noche. Su poder puede ser bloqueado, y lo pierde como todo rol del pueblo cuando muere el Anciano.</translation>
    </message>
    <message>
        <source>With the New Moon and captain rules, each day after the election and before the vote the living captain may name another living, present player town crier; the job stays with him until a captain names someone else. The crier&apos;s hand is three public event cards chosen at setup, each playable once in the game. At night he may play one: if he is still alive at dawn, it is the morning&apos;s event instead of a drawn card; if he died in the night, the card stays in the hand. The job is a title, not a card or a power: it survives the captain&apos;s death, a new crier inherits the cards left, and a dead crier leaves it empty until a captain names someone.</source>
        <translation>Con las reglas de Luna Nueva y del alcalde, cada día, tras la elección y antes de la votación, el alcalde vivo puede nombrar pregonero a otro jugador vivo y presente; el cargo sigue con él hasta que un alcalde nombre a otro. La mano del pregonero son tres cartas de evento públicas elegidas al preparar la partida, cada una jugable una vez. De noche puede jugar una: si sigue vivo al amanecer, es el evento de la mañana en lugar de una carta sacada al azar; si murió durante la noche, la carta se queda en la mano. El cargo es un título, no una carta ni un poder: sobrevive a la muerte del alcalde, un nuevo pregonero hereda las cartas que quedan y un pregonero muerto deja el cargo vacante hasta que un alcalde nombre a otro.</translation>
    </message>
    <message>
        <source>Point at a card to read its full rules; the last card you change shows them here.</source>
        <translation>Señala una carta para leer sus reglas completas; la última carta que cambies las muestra aquí.</translation>
    </message>
    <message>
        <source>The classic game</source>
        <translation>El juego clásico</translation>
    </message>
    <message>
        <source>Several nights and days, until one side is gone. Every night the laptop goes round twice and each player acts in secret; at dawn the app names the dead, never their roles. By day the living talk and vote one player out. The village wins when no wolf is left; the wolves win when they are as many as everyone else.</source>
        <translation>Varias noches y días, hasta que un bando desaparece. Cada noche el portátil da dos vueltas a la mesa y cada jugador actúa en secreto; al amanecer la aplicación nombra a los muertos, nunca sus roles. De día los vivos hablan y expulsan a un jugador con su voto. El pueblo gana cuando no queda ningún lobo; los lobos ganan cuando son tantos como todos los demás.</translation>
    </message>
    <message>
        <source>The standard roles</source>
        <translation>Los roles de la partida estándar</translation>
    </message>
    <message>
        <source>The extended game&apos;s roles</source>
        <translation>Los roles de la partida ampliada</translation>
    </message>
    <message>
        <source>A title, not a card.</source>
        <translation>Un título, no una carta.</translation>
    </message>
    <message>
        <source>A title, not a card: New Moon with a captain.</source>
        <translation>Un título, no una carta: Luna Nueva con alcalde.</translation>
    </message>
</context>
<context>
    <name>ClassicSetupScreen</name>
    <message>
        <source>Classic Werewolf: who is playing?</source>
        <translation>Clásico: ¿quién juega?</translation>
    </message>
    <message>
        <source>Players, clockwise</source>
        <translation>Jugadores, en sentido horario</translation>
    </message>
    <message>
        <source>Add a player&apos;s name…</source>
        <translation>Añade el nombre de un jugador…</translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation>Nombre del nuevo jugador</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Start the first night</source>
        <translation>Empezar la primera noche</translation>
    </message>
    <message>
        <source>Portraits</source>
        <translation>Retratos</translation>
    </message>
    <message>
        <source>Cards and rules</source>
        <translation>Cartas y reglas</translation>
    </message>
    <message>
        <source>Phones…</source>
        <translation>Teléfonos…</translation>
    </message>
    <message>
        <source>Let players use their own phone as their private screen (F9)</source>
        <translation>Deja que cada jugador use su propio teléfono como pantalla privada (F9)</translation>
    </message>
    <message>
        <source>A name can have at most %1 characters; the rest was left out.</source>
        <translation>Un nombre puede tener como máximo %1 caracteres; se ha quitado el resto.</translation>
    </message>
    <message>
        <source>Portraits: choose a player on the left first</source>
        <translation>Retratos: primero elige un jugador a la izquierda</translation>
    </message>
    <message>
        <source>Choose a player on the left first</source>
        <translation>Primero elige un jugador a la izquierda</translation>
    </message>
    <message>
        <source>Portrait for %1</source>
        <translation>Retrato de %1</translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation>Elegido por %1</translation>
    </message>
    <message>
        <source>Classic Werewolf needs exactly 8 or 9 players (now %1).</source>
        <translation>El juego clásico necesita exactamente 8 o 9 jugadores (ahora %1).</translation>
    </message>
    <message>
        <source>Two players have the same portrait: give each their own.</source>
        <translation>Dos jugadores tienen el mismo retrato: dale a cada uno el suyo.</translation>
    </message>
    <message>
        <source>List the 8 to 18 players clockwise around the table, starting with whoever holds the laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename. Click a player, then a portrait on the right.</source>
        <translation>Escribe los nombres de los 8 a 18 jugadores en el sentido de las agujas del reloj alrededor de la mesa, empezando por quien tenga primero el portátil. Arrastra los nombres (o pulsa Ctrl+Arriba/Abajo) para cambiar los asientos; doble clic para renombrar. Haz clic en un jugador y luego en un retrato de la derecha.</translation>
    </message>
    <message>
        <source>List the 8 or 9 players clockwise around the table, starting with whoever holds the laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename. Click a player, then a portrait on the right.</source>
        <translation>Escribe los nombres de los 8 o 9 jugadores en el sentido de las agujas del reloj alrededor de la mesa, empezando por quien tenga primero el portátil. Arrastra los nombres (o pulsa Ctrl+Arriba/Abajo) para cambiar los asientos; doble clic para renombrar. Haz clic en un jugador y luego en un retrato de la derecha.</translation>
    </message>
    <message numerus="yes">
        <source>%1 players, an extended deck with %n wolf/wolves.</source>
        <translation>
            <numerusform>%1 jugadores, una baraja ampliada con %n lobo.</numerusform>
            <numerusform>%1 jugadores, una baraja ampliada con %n lobos.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 players: %2 wolves against %3 villagers and helpers.</source>
        <translation>%1 jugadores: %2 lobos contra %3 aldeanos y aliados.</translation>
    </message>
</context>
<context>
    <name>ClassicVisit</name>
    <message>
        <source>You protected %1 last night.</source>
        <translation>Anoche protegiste a %1.</translation>
    </message>
    <message>
        <source>You protected this player last night.</source>
        <translation>Anoche protegiste a este jugador.</translation>
    </message>
    <message>
        <source>This player cannot be chosen.</source>
        <translation>No puedes elegir a este jugador.</translation>
    </message>
    <message>
        <source>That potion is used up.</source>
        <translation>Ya has gastado esa poción.</translation>
    </message>
    <message>
        <source>There is no victim to save tonight.</source>
        <translation>Esta noche no hay ninguna víctima a la que salvar.</translation>
    </message>
    <message>
        <source>Your power is gone.</source>
        <translation>Has perdido tu poder.</translation>
    </message>
    <message>
        <source>A wolf is among the spare cards: you must take it.</source>
        <translation>Hay un lobo entre las cartas sobrantes: debes tomarlo.</translation>
    </message>
    <message>
        <source>From tomorrow night you may peek.</source>
        <translation>A partir de mañana por la noche podrás espiar.</translation>
    </message>
    <message>
        <source>Back to menu</source>
        <translation>Volver al menú</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Saltar</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>A note for your later nights (optional, 140 characters)</source>
        <translation>Nota para tus próximas noches (opcional, máx. 140)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>Lo que sabes</translation>
    </message>
    <message>
        <source>Done (%1)</source>
        <translation>Hecho (%1)</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Último turno</translation>
    </message>
    <message>
        <source>%1 · round %2 of %3</source>
        <translation>%1 · vuelta %2 de %3</translation>
    </message>
    <message>
        <source>%1 is dead — pass on</source>
        <translation>%1 ha muerto: pásalo al siguiente</translation>
    </message>
    <message>
        <source>Wait until Done lights up, then pass the laptop on.</source>
        <translation>Espera a que se active Hecho y pasa el portátil.</translation>
    </message>
    <message>
        <source>Nobody is left to shoot</source>
        <translation>No queda nadie a quien disparar</translation>
    </message>
    <message>
        <source>Nothing left to use tonight</source>
        <translation>Esta noche no te queda nada que usar</translation>
    </message>
    <message>
        <source>Your last turn: nothing to do</source>
        <translation>Tu último turno: nada que hacer</translation>
    </message>
    <message>
        <source>Nothing to do on this visit</source>
        <translation>Nada que hacer en esta visita</translation>
    </message>
    <message>
        <source>Tap any player, then Confirm: everyone does the same, so nobody can tell who had something to do.</source>
        <translation>Toca a cualquier jugador y pulsa Confirmar: todos hacen lo mismo, así nadie sabe quién tenía algo que hacer.</translation>
    </message>
    <message>
        <source>You chose this player last night.</source>
        <translation>Anoche elegiste a este jugador.</translation>
    </message>
    <message>
        <source>Your power is blocked tonight.</source>
        <translation>Esta noche tu poder está bloqueado.</translation>
    </message>
    <message>
        <source>You cannot use this tonight.</source>
        <translation>Esta noche no puedes usarlo.</translation>
    </message>
    <message>
        <source>Stupor</source>
        <translation>Estupor</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>That is all for you now. Press Done, leave the laptop in the middle and close your eyes.</source>
        <translation>Eso es todo por ahora. Pulsa Hecho, deja el portátil en el centro y cierra los ojos.</translation>
    </message>
    <message>
        <source>Done. Wait until Done lights up, then press it.</source>
        <translation>Listo. Espera a que se active Hecho y púlsalo.</translation>
    </message>
    <message>
        <source>Wait until Done lights up, then press it.</source>
        <translation>Espera a que se active Hecho y púlsalo.</translation>
    </message>
    <message>
        <source>%1 is dead</source>
        <translation>%1 ha muerto</translation>
    </message>
    <message>
        <source>You are the %1 (team: %2).</source>
        <translation>Eres %1 (bando: %2).</translation>
    </message>
    <message>
        <source>Your card for the whole game. %1</source>
        <translation>Tu carta para toda la partida. %1</translation>
    </message>
    <message>
        <source>Your pack: %1</source>
        <translation>Tu manada: %1</translation>
    </message>
    <message>
        <source>Dead wolves: %1</source>
        <translation>Lobos muertos: %1</translation>
    </message>
    <message>
        <source>%1 picked %2</source>
        <translation>%1 eligió a %2</translation>
    </message>
    <message>
        <source>%1 did not pick</source>
        <translation>%1 no eligió</translation>
    </message>
    <message>
        <source>Tonight&apos;s victim: %1</source>
        <translation>Víctima de esta noche: %1</translation>
    </message>
    <message>
        <source>No victim tonight (the picks were tied or empty).</source>
        <translation>Esta noche no hay víctima (hubo empate o nadie eligió).</translation>
    </message>
    <message>
        <source>Night %1: %2 is on the %3 side</source>
        <translation>Noche %1: %2 es del bando %3</translation>
    </message>
    <message>
        <source>Last night you protected %1.</source>
        <translation>Anoche protegiste a %1.</translation>
    </message>
    <message>
        <source>Potions left: %1</source>
        <translation>Pociones que te quedan: %1</translation>
    </message>
    <message>
        <source>save</source>
        <translation>vida</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>veneno</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Night %1, %2 wrote: %3</source>
        <translation>Noche %1, %2 escribió: %3</translation>
    </message>
    <message>
        <source>Your note, night %1: %2</source>
        <translation>Tu nota, noche %1: %2</translation>
    </message>
    <message>
        <source>Choose tonight&apos;s victim</source>
        <translation>Elige a la víctima de esta noche</translation>
    </message>
    <message>
        <source>Tap a player who is not a wolf, then Confirm. The player most picked is bitten; a tie means nobody is.</source>
        <translation>Toca a un jugador que no sea lobo y pulsa Confirmar. El más elegido recibe el mordisco; si hay empate, nadie.</translation>
    </message>
    <message>
        <source>Look at one player</source>
        <translation>Mira a un jugador</translation>
    </message>
    <message>
        <source>Tap another living player, then Confirm: you will see their side.</source>
        <translation>Toca a otro jugador vivo y pulsa Confirmar: verás su bando.</translation>
    </message>
    <message>
        <source>Protect one player tonight</source>
        <translation>Protege a un jugador esta noche</translation>
    </message>
    <message>
        <source>Tap a living player (yourself too), then Confirm. Not the same player two nights running.</source>
        <translation>Toca a un jugador vivo (puedes ser tú) y pulsa Confirmar. No al mismo dos noches seguidas.</translation>
    </message>
    <message>
        <source>Your potions</source>
        <translation>Tus pociones</translation>
    </message>
    <message>
        <source>You are dying: take a last shot</source>
        <translation>Vas a morir: dispara por última vez</translation>
    </message>
    <message>
        <source>Tap a living player and Confirm to shoot them, or Skip.</source>
        <translation>Toca a un jugador vivo y pulsa Confirmar para dispararle, o pulsa Saltar.</translation>
    </message>
    <message>
        <source>Save %1</source>
        <translation>Salvar a %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvar</translation>
    </message>
    <message>
        <source>%1 is on the %2 side.</source>
        <translation>%1 es del bando %2.</translation>
    </message>
    <message>
        <source>The wolves</source>
        <translation>Los lobos</translation>
    </message>
    <message>
        <source>The village</source>
        <translation>El pueblo</translation>
    </message>
    <message>
        <source>Done. Wait until Done lights up, then pass the laptop on.</source>
        <translation>Listo. Espera a que se active Hecho y pasa el portátil.</translation>
    </message>
    <message>
        <source>You are the %1.</source>
        <translation>Eres %1.</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>No salvar</translation>
    </message>
    <message>
        <source>tap a player</source>
        <translation>toca a un jugador</translation>
    </message>
    <message>
        <source>tap players %1 times</source>
        <translation>toca jugadores %1 veces</translation>
    </message>
    <message>
        <source>press a button above Skip</source>
        <translation>pulsa un botón encima de Saltar</translation>
    </message>
    <message>
        <source>tap a card</source>
        <translation>toca una carta</translation>
    </message>
    <message>
        <source>One more round, nothing more for you: %1, then Confirm.</source>
        <translation>Una ronda más, nada más para ti: %1, y luego Confirmar.</translation>
    </message>
    <message>
        <source>Every visit does this, so nobody can tell: %1, then Confirm.</source>
        <translation>Todas las visitas hacen esto, para que nadie lo note: %1, y luego Confirmar.</translation>
    </message>
    <message>
        <source>Press</source>
        <translation>Pulsar</translation>
    </message>
    <message>
        <source>Tap the card, then Confirm.</source>
        <translation>Toca la carta y pulsa Confirmar.</translation>
    </message>
    <message>
        <source>Keep the Thief</source>
        <translation>Quedarse el Ladrón</translation>
    </message>
    <message>
        <source>Sleep</source>
        <translation>Dormir</translation>
    </message>
    <message>
        <source>Peek</source>
        <translation>Espiar</translation>
    </message>
    <message>
        <source>You will see the answer on your next visit.</source>
        <translation>Verás la respuesta en tu próxima visita.</translation>
    </message>
    <message>
        <source>the lovers</source>
        <translation>Enamorados</translation>
    </message>
    <message>
        <source>Write here if you wish (optional, 140 characters)</source>
        <translation>Escribe aquí si quieres (opcional, 140 caracteres)</translation>
    </message>
    <message>
        <source>You may write in the field below; nobody will read it. Wait until Done lights up, then pass the laptop on.</source>
        <translation>Puedes escribir en el campo de abajo; nadie lo leerá. Espera a que se encienda Hecho y pasa el portátil.</translation>
    </message>
    <message>
        <source>Your power is blocked tonight</source>
        <translation>Esta noche tu poder está bloqueado</translation>
    </message>
    <message>
        <source>Dead, you can no longer take a hanged player&apos;s card.</source>
        <translation>Muerta, ya no puedes tomar la carta de un ahorcado.</translation>
    </message>
    <message>
        <source>Sign</source>
        <translation>Dar la señal</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>Convert</source>
        <translation>Convertir</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Guardarlas</translation>
    </message>
    <message>
        <source>Your choice: %1.</source>
        <translation>Tu elección: %1.</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>Matar</translation>
    </message>
    <message>
        <source>Spare</source>
        <translation>Perdonar</translation>
    </message>
    <message>
        <source>Ballot · %1 s left</source>
        <translation>Voto · quedan %1 s</translation>
    </message>
    <message>
        <source>%1, your secret ballot</source>
        <translation>%1, tu voto secreto</translation>
    </message>
    <message>
        <source>You are the captain: your ballot counts double.</source>
        <translation>Eres el Alcalde: tu voto cuenta doble.</translation>
    </message>
    <message>
        <source>You are the captain: your ballot counts three times today.</source>
        <translation>Eres el alcalde: hoy tu voto cuenta tres veces.</translation>
    </message>
    <message>
        <source>Your ballot is in</source>
        <translation>Tu voto está registrado</translation>
    </message>
    <message>
        <source>You abstained.</source>
        <translation>Te has abstenido.</translation>
    </message>
    <message>
        <source>You voted to kill %1.</source>
        <translation>Has votado matar a %1.</translation>
    </message>
    <message>
        <source>You voted to spare %1.</source>
        <translation>Has votado perdonar a %1.</translation>
    </message>
    <message>
        <source>You voted for %1.</source>
        <translation>Has votado a %1.</translation>
    </message>
    <message>
        <source>You voted against %1.</source>
        <translation>Has votado contra %1.</translation>
    </message>
    <message>
        <source>It cannot be changed. Wait until Done lights up, then press it.</source>
        <translation>No se puede cambiar. Espera a que se active Hecho y púlsalo.</translation>
    </message>
    <message>
        <source>It cannot be changed. Wait until Done lights up, then pass on.</source>
        <translation>No se puede cambiar. Espera a que se active Hecho y pasa el portátil.</translation>
    </message>
    <message>
        <source>You cannot vote for yourself.</source>
        <translation>No puedes votarte a ti mismo.</translation>
    </message>
    <message>
        <source>Abstain</source>
        <translation>Abstenerse</translation>
    </message>
    <message>
        <source>Two spare cards</source>
        <translation>Dos cartas sobrantes</translation>
    </message>
    <message>
        <source>Tap a card, then Confirm: it is your card for the whole game. Skip keeps the Thief, a villager with no power.</source>
        <translation>Toca una carta y pulsa Confirmar: será tu carta para toda la partida. Si no, te quedas el Ladrón, un aldeano sin poder.</translation>
    </message>
    <message>
        <source>Choose the two lovers</source>
        <translation>Elige a los dos enamorados</translation>
    </message>
    <message>
        <source>Tap two living players (yourself too), then Confirm. Tap a player again to unselect. The lovers will know each other.</source>
        <translation>Toca a dos jugadores vivos (puedes ser tú) y pulsa Confirmar. Vuelve a tocar a un jugador para desmarcarlo. Los enamorados sabrán quién es el otro.</translation>
    </message>
    <message>
        <source>Tap another player (a wolf too), then Confirm. The player most picked is bitten; a tie means nobody is.</source>
        <translation>Toca a otro jugador (también un lobo) y pulsa Confirmar. El más elegido recibe el mordisco; si hay empate, nadie.</translation>
    </message>
    <message>
        <source>Peek at the wolves?</source>
        <translation>¿Espiar a los lobos?</translation>
    </message>
    <message>
        <source>Peek to learn one wolf&apos;s name; but one time in three the wolves see you, and then you die tonight. Sleep is safe.</source>
        <translation>Espía para saber el nombre de un lobo; pero una vez de cada tres los lobos te ven y mueres esta noche. Dormir es seguro.</translation>
    </message>
    <message>
        <source>Sniff out a group of three</source>
        <translation>Olfatea a un grupo de tres</translation>
    </message>
    <message>
        <source>Tap a living player (yourself too), then Confirm: you learn whether a wolf is among that player and their two living neighbours. If none is, your power is gone.</source>
        <translation>Toca a un jugador vivo (puedes ser tú) y pulsa Confirmar: sabrás si hay un lobo entre ese jugador y sus dos vecinos vivos. Si no lo hay, pierdes tu poder.</translation>
    </message>
    <message>
        <source>Press Save to save tonight&apos;s victim, or Don&apos;t save and tap a player to poison them; then Confirm. One potion a night at most; none: Skip.</source>
        <translation>Pulsa Salvar para salvar a la víctima de esta noche, o No salvar y toca a un jugador para envenenarlo; luego Confirmar. Como mucho una poción por noche; ninguna: Saltar.</translation>
    </message>
    <message>
        <source>Press Save or Don&apos;t save, and tap a player to poison them (after Save, a tap on the victim poisons nobody); then Confirm.</source>
        <translation>Pulsa Salvar o No salvar y toca a un jugador para envenenarlo (tras Salvar, tocar a la víctima no envenena a nadie); luego Confirmar.</translation>
    </message>
    <message>
        <source>You die for the tie</source>
        <translation>Mueres por el empate</translation>
    </message>
    <message>
        <source>Name a player who goes on trial tomorrow, or skip. Tap a living player, then Confirm.</source>
        <translation>Elige a quien irá a juicio mañana, o salta. Toca a un jugador vivo y pulsa Confirmar.</translation>
    </message>
    <message>
        <source>Name the new captain</source>
        <translation>Nombra al nuevo Alcalde</translation>
    </message>
    <message>
        <source>You were the captain: name the new captain, or skip. Tap a living player, then Confirm.</source>
        <translation>Eras el Alcalde: nombra a tu sucesor, o salta. Toca a un jugador vivo y pulsa Confirmar.</translation>
    </message>
    <message>
        <source>Your last turn: your service is over</source>
        <translation>Tu último turno: tu servicio ha terminado</translation>
    </message>
    <message>
        <source>Your power is gone</source>
        <translation>Has perdido tu poder</translation>
    </message>
    <message>
        <source>From tomorrow night you may peek</source>
        <translation>A partir de mañana por la noche podrás espiar</translation>
    </message>
    <message>
        <source>%1: a wolf is among them.</source>
        <translation>%1: hay un lobo entre ellos.</translation>
    </message>
    <message>
        <source>%1: no wolf. Your power is gone.</source>
        <translation>%1: ningún lobo. Has perdido tu poder.</translation>
    </message>
    <message>
        <source>You saw a wolf: %1.</source>
        <translation>Has visto a un lobo: %1.</translation>
    </message>
    <message>
        <source>The wolves saw you! You die tonight.</source>
        <translation>¡Los lobos te han visto! Mueres esta noche.</translation>
    </message>
    <message>
        <source>You are now the %1.</source>
        <translation>Ahora eres %1.</translation>
    </message>
    <message>
        <source>Last night you caught the Little Girl, %1.</source>
        <translation>Anoche descubrieron a la Niña: %1.</translation>
    </message>
    <message>
        <source>Your lover is %1, the %2.</source>
        <translation>Tu pareja es %1 (%2).</translation>
    </message>
    <message>
        <source>You two are a team of your own: you win together if you are the last two.</source>
        <translation>Los dos forman un bando propio: ganan juntos si son los dos últimos con vida.</translation>
    </message>
    <message>
        <source>Your partner, %1, is alive.</source>
        <translation>Tu pareja, %1, sigue con vida.</translation>
    </message>
    <message>
        <source>Your partner, %1, is dead.</source>
        <translation>Tu pareja, %1, ha muerto.</translation>
    </message>
    <message>
        <source>Night %1: %2&apos;s card is the %3</source>
        <translation>Noche %1: la carta de %2 es %3</translation>
    </message>
    <message>
        <source>You are dying: take your revenge</source>
        <translation>Vas a morir: cobra tu venganza</translation>
    </message>
    <message>
        <source>Tap a living player and Confirm: if they are not a wolf, they die. Nothing is said either way. Or Skip.</source>
        <translation>Toca a un jugador vivo y pulsa Confirmar: si no es lobo, muere. No se dice nada en ningún caso. O pulsa Saltar.</translation>
    </message>
    <message>
        <source>Tap a living player and Confirm: if they are a wolf, they die. Nothing is said either way. Or Skip.</source>
        <translation>Toca a un jugador vivo y pulsa Confirmar: si es lobo, muere. No se dice nada en ningún caso. O pulsa Saltar.</translation>
    </message>
    <message>
        <source>Tap another living player, then Confirm.</source>
        <translation>Toca a otro jugador vivo y luego Confirmar.</translation>
    </message>
    <message>
        <source>Choose your side</source>
        <translation>Elige tu bando</translation>
    </message>
    <message>
        <source>Tap The wolves (you wake with the pack from tonight) or The village, then Confirm. Skip stays with the village.</source>
        <translation>Toca «Los lobos» (despiertas con la manada desde esta noche) o «El pueblo» y luego Confirmar. Saltar te deja con el pueblo.</translation>
    </message>
    <message>
        <source>Tap The wolves or The village, for the whole game, then Confirm. Skip stays with the village.</source>
        <translation>Toca «Los lobos» o «El pueblo» (para toda la partida) y luego Confirmar. Saltar te deja con el pueblo.</translation>
    </message>
    <message>
        <source>Choose your companion</source>
        <translation>Elige a tu compañero</translation>
    </message>
    <message>
        <source>%1 If your companion dies, you die with them.</source>
        <translation>%1 Si tu compañero muere, mueres con él.</translation>
    </message>
    <message>
        <source>Choose your role model</source>
        <translation>Elige a tu modelo</translation>
    </message>
    <message>
        <source>%1 If your role model dies, you become a wolf.</source>
        <translation>%1 Si tu modelo muere, te conviertes en lobo.</translation>
    </message>
    <message>
        <source>Choose your model</source>
        <translation>Elige a quién seguir</translation>
    </message>
    <message>
        <source>%1 When your model dies, you take their card.</source>
        <translation>%1 Cuando esa persona muera, tomas su carta.</translation>
    </message>
    <message>
        <source>Choose your two picks</source>
        <translation>Elige a tus dos jugadores</translation>
    </message>
    <message>
        <source>Tap two other living players, then Confirm. Tap a player again to unselect. You win with any side if you are alive at the end and both of them are dead.</source>
        <translation>Toca a otros dos jugadores vivos y luego Confirmar. Toca de nuevo para quitar la selección. Ganas con cualquier bando si al final sigues vivo y los dos han muerto.</translation>
    </message>
    <message>
        <source>Give the sign?</source>
        <translation>¿Dar la señal?</translation>
    </message>
    <message>
        <source>Sign to call a second vote after tomorrow&apos;s vote (once a game). Skip keeps it.</source>
        <translation>Da la señal para una segunda votación tras la de mañana (una vez por partida). Saltar la guarda.</translation>
    </message>
    <message>
        <source>Block one player tonight</source>
        <translation>Bloquea a un jugador esta noche</translation>
    </message>
    <message>
        <source>%1 Their power does nothing tonight. Not the same player two nights running.</source>
        <translation>%1 Su poder no hace nada esta noche. No al mismo jugador dos noches seguidas.</translation>
    </message>
    <message>
        <source>Draw tonight&apos;s card</source>
        <translation>Roba la carta de esta noche</translation>
    </message>
    <message>
        <source>Draw one of your cards at random: tonight you act as that role. Skip keeps them.</source>
        <translation>Roba una de tus cartas al azar: esta noche actúas con ese papel. Saltar las guarda.</translation>
    </message>
    <message>
        <source>Your rage: bite one player</source>
        <translation>Tu furia: muerde a un jugador</translation>
    </message>
    <message>
        <source>%1 Tonight you bite alone, then you wake with the pack.</source>
        <translation>%1 Esta noche muerdes solo y luego despiertas con la manada.</translation>
    </message>
    <message>
        <source>Choose the second victim</source>
        <translation>Elige a la segunda víctima</translation>
    </message>
    <message>
        <source>The wolf cub died: the pack bites twice tonight. Tap a player who is not a wolf and not the first victim, then Confirm.</source>
        <translation>El lobezno murió: esta noche la manada muerde dos veces. Toca a un jugador que no sea lobo ni la primera víctima y luego Confirmar.</translation>
    </message>
    <message>
        <source>Turn tonight&apos;s victim?</source>
        <translation>¿Convertir a la víctima de esta noche?</translation>
    </message>
    <message>
        <source>Convert: if the bite lands, the victim becomes a wolf instead of dying. Skip lets the bite kill.</source>
        <translation>Convertir: si el mordisco acierta, la víctima se vuelve lobo en vez de morir. Saltar deja que el mordisco mate.</translation>
    </message>
    <message>
        <source>Your own victim</source>
        <translation>Tu propia víctima</translation>
    </message>
    <message>
        <source>A wolf has died: you bite a second player. Tap a player who is not a wolf and not already bitten tonight, then Confirm.</source>
        <translation>Ha muerto un lobo: muerdes a un segundo jugador. Toca a un jugador que no sea lobo y que no haya sido mordido esta noche y luego Confirmar.</translation>
    </message>
    <message>
        <source>Bite a wolf?</source>
        <translation>¿Morder a un lobo?</translation>
    </message>
    <message>
        <source>Tap a wolf of the pack (not yourself) to kill them tonight, then Confirm, or Skip.</source>
        <translation>Toca a un lobo de la manada (no a ti) para matarlo esta noche y luego Confirmar, o Saltar.</translation>
    </message>
    <message>
        <source>Look for the seer</source>
        <translation>Busca a la vidente</translation>
    </message>
    <message>
        <source>%1 You learn whether that player is the Seer.</source>
        <translation>%1 Sabrás si ese jugador es la Vidente.</translation>
    </message>
    <message>
        <source>Burn a power</source>
        <translation>Quema un poder</translation>
    </message>
    <message>
        <source>%1 That player&apos;s card loses its power for good tonight.</source>
        <translation>%1 La carta de ese jugador pierde su poder para siempre esta noche.</translation>
    </message>
    <message>
        <source>Bite one player</source>
        <translation>Muerde a un jugador</translation>
    </message>
    <message>
        <source>%1 Unless they are a wolf or die tonight, they become a vampire.</source>
        <translation>%1 Salvo que sea lobo o muera esta noche, se convierte en vampiro.</translation>
    </message>
    <message>
        <source>Charm one player</source>
        <translation>Hechiza a un jugador</translation>
    </message>
    <message>
        <source>Charm two players</source>
        <translation>Hechiza a dos jugadores</translation>
    </message>
    <message>
        <source>Tap the last uncharmed player, then Confirm.</source>
        <translation>Toca al último jugador sin hechizar y luego Confirmar.</translation>
    </message>
    <message>
        <source>Tap two other living players who are not charmed, then Confirm. Tap a player again to unselect.</source>
        <translation>Toca a otros dos jugadores vivos sin hechizar y luego Confirmar. Toca de nuevo para quitar la selección.</translation>
    </message>
    <message>
        <source>Look at one player&apos;s aura</source>
        <translation>Mira el aura de un jugador</translation>
    </message>
    <message>
        <source>%1 You learn whether their card has a power.</source>
        <translation>%1 Sabrás si su carta tiene un poder.</translation>
    </message>
    <message>
        <source>Enchant one player</source>
        <translation>Encanta a un jugador</translation>
    </message>
    <message>
        <source>%1 If you are to die tonight, they die instead. Not the same player two nights running.</source>
        <translation>%1 Si esta noche te toca morir, muere él en tu lugar. No al mismo jugador dos noches seguidas.</translation>
    </message>
    <message>
        <source>Mark one player</source>
        <translation>Marca a un jugador</translation>
    </message>
    <message>
        <source>%1 They start tomorrow&apos;s vote with two votes against them. Not the same player two nights running.</source>
        <translation>%1 Empieza la votación de mañana con dos votos en contra. No al mismo jugador dos noches seguidas.</translation>
    </message>
    <message>
        <source>Send one player away</source>
        <translation>Aleja a un jugador</translation>
    </message>
    <message>
        <source>%1 They are away tomorrow: no speaking, no vote.</source>
        <translation>%1 Mañana estará ausente: sin hablar y sin votar.</translation>
    </message>
    <message>
        <source>Operate on two players</source>
        <translation>Opera a dos jugadores</translation>
    </message>
    <message>
        <source>Tap two living players (yourself too), then Confirm. Tap a player again to unselect. A wolf and a villager: the villager dies; a wolf and a power role: the wolf dies; a villager and a power role: the power role dies.</source>
        <translation>Toca a dos jugadores vivos (tú también) y luego Confirmar. Toca de nuevo para quitar la selección. Un lobo y un aldeano: muere el aldeano; un lobo y un papel con poder: muere el lobo; un aldeano y un papel con poder: muere el papel con poder.</translation>
    </message>
    <message>
        <source>Kill one player?</source>
        <translation>¿Matar a un jugador?</translation>
    </message>
    <message>
        <source>%1 votes were cast against you over the last two days. Tap another living player, then Confirm: they die tonight. Or Skip.</source>
        <translation>En los dos últimos días recibiste %1 votos en contra. Toca a otro jugador vivo y luego Confirmar: muere esta noche. O Saltar.</translation>
    </message>
    <message>
        <source>Your draughts</source>
        <translation>Tus brebajes</translation>
    </message>
    <message>
        <source>Choose Stupor (they cannot speak tomorrow) or Restore (if they are the Witch, her used save potion comes back), tap another living player, then Confirm. Each draught works once a game.</source>
        <translation>Elige Estupor (mañana no podrá hablar) o Restaurar (si es la Bruja, recupera su poción de salvar usada), toca a otro jugador vivo y luego Confirmar. Cada brebaje sirve una vez por partida.</translation>
    </message>
    <message>
        <source>You are the Ghost: a message</source>
        <translation>Eres el Fantasma: un mensaje</translation>
    </message>
    <message>
        <source>Write a message for the village in the field below (at most 140 characters), then press Done. It is read out at dawn. Leave it empty to say nothing.</source>
        <translation>Escribe un mensaje para el pueblo en el campo de abajo (como mucho 140 caracteres) y pulsa Hecho. Se lee al amanecer. Déjalo vacío para no decir nada.</translation>
    </message>
    <message>
        <source>Ask the spirits</source>
        <translation>Consulta a los espíritus</translation>
    </message>
    <message>
        <source>Tap one of your cards, then the player it asks about, then Confirm; or Skip.</source>
        <translation>Toca una de tus cartas, luego al jugador por el que pregunta y luego Confirmar; o Saltar.</translation>
    </message>
    <message>
        <source>Play a card for the morning?</source>
        <translation>¿Jugar una carta para la mañana?</translation>
    </message>
    <message>
        <source>Tap one of your cards, then Play: if you are alive at dawn, it is this dawn&apos;s event. Or keep them.</source>
        <translation>Toca una de tus cartas y luego Jugar: si sigues vivo al amanecer, será el evento de este amanecer. O guárdalas.</translation>
    </message>
    <message>
        <source>The spirits answer at dawn, for everyone to hear.</source>
        <translation>Los espíritus responden al amanecer, para que todos lo oigan.</translation>
    </message>
    <message>
        <source>Tap two other living players, then Confirm.</source>
        <translation>Toca a otros dos jugadores vivos y luego Confirmar.</translation>
    </message>
    <message>
        <source>Tap a dead player, then Confirm.</source>
        <translation>Toca a un jugador muerto y luego Confirmar.</translation>
    </message>
    <message>
        <source>You cannot ask the spirits about yourself.</source>
        <translation>No puedes preguntar a los espíritus sobre ti.</translation>
    </message>
    <message>
        <source>This card asks about a living player.</source>
        <translation>Esta carta pregunta por un jugador vivo.</translation>
    </message>
    <message>
        <source>This card asks about a dead player.</source>
        <translation>Esta carta pregunta por un jugador muerto.</translation>
    </message>
    <message>
        <source>Nobody can be asked about with this card tonight.</source>
        <translation>Esta noche no hay nadie por quien preguntar con esta carta.</translation>
    </message>
    <message>
        <source>You keep your cards.</source>
        <translation>Te quedas con tus cartas.</translation>
    </message>
    <message>
        <source>You asked the spirits: %1</source>
        <translation>Preguntaste a los espíritus: %1</translation>
    </message>
    <message>
        <source>You play %1: if you are alive at dawn, it is this dawn&apos;s event.</source>
        <translation>Juegas %1: si sigues vivo al amanecer, será el evento de este amanecer.</translation>
    </message>
    <message>
        <source>%1 votes were cast against you over the last two days: you need 4 to kill.</source>
        <translation>En los dos últimos días recibiste %1 votos en contra: necesitas 4 para matar.</translation>
    </message>
    <message>
        <source>You are now a wolf: you wake with the pack and win with the wolves.</source>
        <translation>Ahora eres lobo: despiertas con la manada y ganas con los lobos.</translation>
    </message>
    <message>
        <source>You are now a vampire: you win with the vampires.</source>
        <translation>Ahora eres vampiro: ganas con los vampiros.</translation>
    </message>
    <message>
        <source>Your card changed: you are now the %1.</source>
        <translation>Tu carta cambió: ahora eres %1.</translation>
    </message>
    <message>
        <source>In the fog you see %1&apos;s card: the %2.</source>
        <translation>En la niebla ves la carta de %1: %2.</translation>
    </message>
    <message>
        <source>You joined the wolves.</source>
        <translation>Te uniste a los lobos.</translation>
    </message>
    <message>
        <source>You stay with the village.</source>
        <translation>Te quedas con el pueblo.</translation>
    </message>
    <message>
        <source>You drew the %1: tonight you act as the %1.</source>
        <translation>Robaste %1: esta noche actúas como %1.</translation>
    </message>
    <message>
        <source>%1 is the Seer.</source>
        <translation>%1 es la Vidente.</translation>
    </message>
    <message>
        <source>%1 is not the Seer.</source>
        <translation>%1 no es la Vidente.</translation>
    </message>
    <message>
        <source>%1&apos;s card has a power.</source>
        <translation>La carta de %1 tiene un poder.</translation>
    </message>
    <message>
        <source>%1&apos;s card has no power.</source>
        <translation>La carta de %1 no tiene poder.</translation>
    </message>
    <message>
        <source>Your wolf brother: %1.</source>
        <translation>Tu hermano lobo: %1.</translation>
    </message>
    <message>
        <source>The wolves: %1. You win with them, but they do not know you.</source>
        <translation>Los lobos: %1. Ganas con ellos, pero ellos no te conocen.</translation>
    </message>
    <message>
        <source>The vampires: %1.</source>
        <translation>Los vampiros: %1.</translation>
    </message>
    <message>
        <source>The charmed: %1.</source>
        <translation>Los hechizados: %1.</translation>
    </message>
    <message>
        <source>New in the pack tonight: %1.</source>
        <translation>Nuevos en la manada esta noche: %1.</translation>
    </message>
    <message>
        <source>The second victim: %1.</source>
        <translation>La segunda víctima: %1.</translation>
    </message>
    <message>
        <source>No second victim tonight.</source>
        <translation>Esta noche no hay segunda víctima.</translation>
    </message>
    <message>
        <source>The wolves: %1.</source>
        <translation>Los lobos: %1.</translation>
    </message>
    <message>
        <source>Your companion: %1.</source>
        <translation>Tu compañero: %1.</translation>
    </message>
    <message>
        <source>Your model: %1.</source>
        <translation>A quien sigues: %1.</translation>
    </message>
    <message>
        <source>Your picks: %1.</source>
        <translation>Tus elegidos: %1.</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Una carta boca abajo</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your lover: %1.</source>
        <translation>Tu pareja: %1.</translation>
    </message>
    <message>
        <source>Your brothers: %1.</source>
        <translation>Tus hermanos: %1.</translation>
    </message>
    <message>
        <source>Night %1: a wolf among %2</source>
        <translation>Noche %1: hay un lobo entre %2</translation>
    </message>
    <message>
        <source>Night %1: no wolf among %2</source>
        <translation>Noche %1: ningún lobo entre %2</translation>
    </message>
    <message>
        <source>Night %1: you saw the wolf %2</source>
        <translation>Noche %1: viste al lobo %2</translation>
    </message>
    <message>
        <source>Elect the captain</source>
        <translation>Elige al Alcalde</translation>
    </message>
    <message>
        <source>Tap any living player (yourself too), then Confirm, or Abstain. The most votes wins; a tie is drawn at random.</source>
        <translation>Toca a cualquier jugador vivo (puedes ser tú) y pulsa Confirmar, o pulsa Abstenerse. Gana el más votado; si hay empate, se sortea.</translation>
    </message>
    <message>
        <source>%1 is on trial: kill or spare?</source>
        <translation>Juicio a %1: ¿matar o perdonar?</translation>
    </message>
    <message>
        <source>Choose Kill or Spare, then Confirm, or Abstain. More kills than spares: the accused is hanged; otherwise they live.</source>
        <translation>Elige Matar o Perdonar y pulsa Confirmar, o pulsa Abstenerse. Si hay más votos de matar que de perdonar, el acusado muere en la horca; si no, vive.</translation>
    </message>
    <message>
        <source>Tap another living player, then Confirm, or Abstain. The player most pointed at goes on trial if more than half of the living point at them.</source>
        <translation>Toca a otro jugador vivo y pulsa Confirmar, o pulsa Abstenerse. El más señalado va a juicio si lo señalan más de la mitad de los vivos.</translation>
    </message>
    <message>
        <source>Tap another living player, then Confirm, or Abstain. The player with the most votes is voted out; a tie means nobody is.</source>
        <translation>Toca a otro jugador vivo y pulsa Confirmar, o pulsa Abstenerse. El más votado es expulsado; si hay empate, nadie.</translation>
    </message>
    <message>
        <source>Who should leave the village?</source>
        <translation>¿Quién debe dejar el pueblo?</translation>
    </message>
</context>
<context>
    <name>ConfessionScreen</name>
    <message>
        <source>Confession</source>
        <translation>Confesión</translation>
    </message>
    <message>
        <source>Remember it, press Done, and put the laptop back in the middle.</source>
        <translation>Recuérdalo, pulsa Hecho y deja el portátil en el centro.</translation>
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
        <source>%1 is on the side of %2.</source>
        <translation>%1 está del lado de %2.</translation>
    </message>
</context>
<context>
    <name>Copy</name>
    <message>
        <source>You never wake up as this role, but you have its power and goal.</source>
        <translation>Nunca te despiertas con este rol, pero tienes su poder y su objetivo.</translation>
    </message>
    <message>
        <source>This role has no night action: you now have its power and goal.</source>
        <translation>Este rol no tiene acción nocturna: ahora tienes su poder y su objetivo.</translation>
    </message>
    <message>
        <source>You will wake up with the vampires to give the Vampire mark.</source>
        <translation>Te despertarás con los vampiros para dar la Marca del Vampiro.</translation>
    </message>
    <message>
        <source>You will wake up with the vampires, then give your own Fear mark.</source>
        <translation>Te despertarás con los vampiros y después darás tu propia Marca del Miedo.</translation>
    </message>
    <message>
        <source>You will wake up with the werewolves.</source>
        <translation>Te despertarás con los hombres lobo.</translation>
    </message>
    <message>
        <source>You are a werewolf who never wakes up: you raise your thumb for the other wolves.</source>
        <translation>Eres un hombre lobo que nunca se despierta: levantas el pulgar para los demás lobos.</translation>
    </message>
    <message>
        <source>You will wake up with the Minion to see the werewolves.</source>
        <translation>Te despertarás con el Esbirro para ver a los hombres lobo.</translation>
    </message>
    <message>
        <source>You will wake up with the masons.</source>
        <translation>Te despertarás con los masones.</translation>
    </message>
    <message>
        <source>You will wake up right after the Pickpocket.</source>
        <translation>Te despertarás justo después del Carterista.</translation>
    </message>
    <message>
        <source>You will wake up later as the Doppelgänger-%1.</source>
        <translation>Te despertarás más tarde como Doppelgänger-%1.</translation>
    </message>
</context>
<context>
    <name>Countdown</name>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <source>Time is up!</source>
        <translation>¡Se acabó el tiempo!</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo ha salido mal</translation>
    </message>
    <message>
        <source>Something went wrong — your game is saved.</source>
        <translation>Algo ha salido mal, pero tu partida está guardada.</translation>
    </message>
    <message>
        <source>The details were written to %1.</source>
        <translation>Los detalles se han escrito en %1.</translation>
    </message>
    <message>
        <source>You can keep playing. If something looks wrong, quit and resume the game from the start screen.</source>
        <translation>Puedes seguir jugando. Si algo parece ir mal, sal y reanuda la partida desde la pantalla de inicio.</translation>
    </message>
</context>
<context>
    <name>CrierScreen</name>
    <message>
        <source>The town crier may play one of the job&apos;s cards at night: it becomes the next dawn&apos;s event. The captain names whoever he likes, or keeps the crier as he is.</source>
        <translation>El pregonero puede jugar de noche una de las cartas del cargo: será el suceso del amanecer siguiente. El alcalde nombra a quien quiera, o deja al pregonero como está.</translation>
    </message>
    <message>
        <source>Captain %1, name the town crier</source>
        <translation>Alcalde %1, nombra al pregonero</translation>
    </message>
    <message>
        <source>The job&apos;s cards: %1</source>
        <translation>Las cartas del cargo: %1</translation>
    </message>
    <message>
        <source>The job&apos;s cards are all played.</source>
        <translation>Ya se jugaron todas las cartas del cargo.</translation>
    </message>
    <message>
        <source>Keep %1 as the town crier</source>
        <translation>Mantener a %1 como pregonero</translation>
    </message>
    <message>
        <source>Name nobody for now</source>
        <translation>No nombrar a nadie por ahora</translation>
    </message>
</context>
<context>
    <name>CurtainScreen</name>
    <message>
        <source>Back to menu</source>
        <translation>Volver al menú</translation>
    </message>
    <message>
        <source>Only this player may look. Press and hold the moon to open.</source>
        <translation>Solo este jugador puede mirar. Mantén pulsada la luna para abrir.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Pásalo a %1</translation>
    </message>
    <message>
        <source>%1 is dead — pass on</source>
        <translation>%1 ha muerto: pásalo al siguiente</translation>
    </message>
    <message>
        <source>A short pause, as long as anyone&apos;s turn: press and hold the moon, then pass the laptop on.</source>
        <translation>Una pausa breve, tan larga como el turno de cualquiera: mantén pulsada la luna y luego pasa el portátil.</translation>
    </message>
</context>
<context>
    <name>DayScreen</name>
    <message>
        <source>Good morning! Everyone wakes up.</source>
        <translation>¡Buenos días! Todos se despiertan.</translation>
    </message>
    <message>
        <source>Put the laptop in the middle. Talk: who is a monster? Anyone may claim anything. When time is up, everyone points at someone.</source>
        <translation>El portátil va en el centro y se debate: ¿quién es un monstruo? Cualquiera puede afirmar lo que quiera. Cuando se acabe el tiempo, todos señalan a alguien.</translation>
    </message>
    <message>
        <source>Discussion time left</source>
        <translation>Tiempo de debate restante</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <source>Vote now</source>
        <translation>Votar ya</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Debate</translation>
    </message>
    <message>
        <source>Roles in this game</source>
        <translation>Roles de esta partida</translation>
    </message>
    <message>
        <source>Time is up!</source>
        <translation>¡Se acabó el tiempo!</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>DealScreen</name>
    <message>
        <source>The deal</source>
        <translation>El reparto</translation>
    </message>
    <message>
        <source>The app deals: hand each player the card shown</source>
        <translation>La aplicación reparte: da a cada jugador la carta indicada</translation>
    </message>
    <message>
        <source>We dealt our own cards: enter who holds what</source>
        <translation>Repartimos nuestras cartas: anota quién tiene cuál</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Repartir de nuevo</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <source>Start the first night</source>
        <translation>Empezar la primera noche</translation>
    </message>
    <message>
        <source>Only the moderator looks: give each player, face down, the card beside their name. Put the spare cards and the cards set aside face down in the middle.</source>
        <translation>Solo mira el moderador: da a cada jugador, boca abajo, la carta junto a su nombre. Deja boca abajo en el centro las cartas sobrantes y las apartadas.</translation>
    </message>
    <message>
        <source>Deal your own cards, then enter the card each player holds (the moderator looks at them, or each player shows theirs in turn).</source>
        <translation>Reparte tus propias cartas y anota la carta de cada jugador (el moderador las mira, o cada jugador le enseña la suya por turno).</translation>
    </message>
    <message>
        <source>Spare cards (for the Thief): %1.</source>
        <translation>Cartas sobrantes (para el Ladrón): %1.</translation>
    </message>
    <message>
        <source>Set aside (the Actor&apos;s, the Drunk&apos;s): %1.</source>
        <translation>Apartadas (las del Actor, la del Borracho): %1.</translation>
    </message>
    <message>
        <source>The Sectarian&apos;s group: %1 (announce it).</source>
        <translation>El grupo del Sectario: %1 (anúncialo).</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— elige —</translation>
    </message>
    <message>
        <source>Spare card %1</source>
        <translation>Carta sobrante %1</translation>
    </message>
    <message>
        <source>Enter every player&apos;s card.</source>
        <translation>Anota la carta de cada jugador.</translation>
    </message>
    <message>
        <source>%1 × %2 too many</source>
        <translation>sobran %1 × %2</translation>
    </message>
    <message>
        <source>%1 × %2 missing</source>
        <translation>faltan %1 × %2</translation>
    </message>
    <message>
        <source>These cards are not the deck&apos;s: %1.</source>
        <translation>Estas cartas no son las de la baraja: %1.</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <source>Standard (8 or 9)</source>
        <translation>Estándar (8 o 9)</translation>
    </message>
    <message>
        <source>Extended (8 to 18)</source>
        <translation>Ampliado (de 8 a 18)</translation>
    </message>
    <message>
        <source>The fixed deal of 8 or 9 players</source>
        <translation>El reparto fijo para 8 o 9 jugadores</translation>
    </message>
    <message>
        <source>Build your own deck for 8 to 18 players, with more roles and rules</source>
        <translation>Crea tu propia baraja para 8 a 18 jugadores, con más roles y reglas</translation>
    </message>
    <message>
        <source>The standard deal: with 8 players 2 wolves, with 9 players 3 wolves; always a seer, a bodyguard, a witch, a hunter and 2 villagers. Roles are dealt at random: a portrait changes only the picture.</source>
        <translation>El reparto estándar: con 8 jugadores, 2 lobos; con 9 jugadores, 3 lobos; siempre una Vidente, un Protector, una Bruja, un Cazador y 2 Aldeanos. Los roles se reparten al azar: un retrato solo cambia la imagen.</translation>
    </message>
    <message>
        <source>Suggested deck</source>
        <translation>Baraja sugerida</translation>
    </message>
    <message>
        <source>Suggest a deck…</source>
        <translation>Sugerir una baraja…</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>A preset with both waves</source>
        <translation>Un mazo con las dos tandas</translation>
    </message>
    <message>
        <source>A ready deck that mixes the first roles with the newer ones</source>
        <translation>Un mazo listo que mezcla los primeros papeles con los nuevos</translation>
    </message>
    <message>
        <source>Both waves…</source>
        <translation>Las dos tandas…</translation>
    </message>
    <message>
        <source>With the Actor, three cards from the Seer, Aura Seer, Fox, Bodyguard, Raven, Old Hag, Mad Doctor and Enchanter left out of the deck are set aside for him at random; nobody else sees which.</source>
        <translation>Con el Actor, tres cartas al azar entre Vidente, Vidente del aura, Zorro, Protector, Cuervo, Vieja hechicera, Doctor loco y Encantador que no estén en el mazo se apartan para él; nadie más sabe cuáles.</translation>
    </message>
    <message>
        <source>With the Drunk, one more card is set aside for him at random (never a card that sets up the first night); he becomes it on the third night.</source>
        <translation>Con el Borracho se aparta para él una carta más al azar (nunca una que prepare la primera noche); se convierte en ella la tercera noche.</translation>
    </message>
    <message>
        <source>With the Sectarian, the table is split at random into two groups, shown to everyone at the start, his own among them.</source>
        <translation>Con el Sectario, la mesa se divide al azar en dos grupos que todos ven al empezar; él está en uno de ellos.</translation>
    </message>
    <message numerus="yes">
        <source>%1 cards of %2 needed (one per player and the thief&apos;s 2 spare cards), %n of them wolves.</source>
        <translation>
            <numerusform>%1 cartas de %2 necesarias (una por jugador y las 2 cartas de reserva del ladrón); %n de ellas es un lobo.</numerusform>
            <numerusform>%1 cartas de %2 necesarias (una por jugador y las 2 cartas de reserva del ladrón); %n de ellas son lobos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cards of %2 needed (one per player), %n of them wolves.</source>
        <translation>
            <numerusform>%1 cartas de %2 necesarias (una por jugador); %n de ellas es un lobo.</numerusform>
            <numerusform>%1 cartas de %2 necesarias (una por jugador); %n de ellas son lobos.</numerusform>
        </translation>
    </message>
    <message>
        <source>About a third wolves, a third roles with a power, the rest villagers.</source>
        <translation>Un tercio de lobos, más o menos, un tercio de roles con poder y el resto aldeanos.</translation>
    </message>
    <message>
        <source>With the thief the deck holds two more cards than there are players: they stay face down as his two spare cards. On the first night he may take one of them instead of his own; if one is a wolf, he must take it.</source>
        <translation>Con el Ladrón, la baraja tiene dos cartas más que jugadores: quedan boca abajo como sus dos cartas sobrantes. La primera noche puede tomar una de ellas en lugar de la suya; si una es un lobo, debe tomarla.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Vote: the most votes is hanged</source>
        <translation>Votación: el más votado muere en la horca</translation>
    </message>
    <message>
        <source>Vote: point, then a trial</source>
        <translation>Votación: señalar y luego juicio</translation>
    </message>
    <message>
        <source>Every player votes; the player with the most votes is hanged.</source>
        <translation>Todos votan; el jugador más votado muere en la horca.</translation>
    </message>
    <message>
        <source>Whoever more than half the table points at goes on trial; then everyone votes to kill or spare.</source>
        <translation>Quien sea señalado por más de la mitad de la mesa va a juicio; luego todos votan si matarlo o perdonarlo.</translation>
    </message>
    <message>
        <source>The standard game needs 8 or 9 players.</source>
        <translation>La partida estándar necesita 8 o 9 jugadores.</translation>
    </message>
</context>
<context>
    <name>Did</name>
    <message>
        <source>your own card</source>
        <translation>tu propia carta</translation>
    </message>
    <message>
        <source>%1&apos;s card</source>
        <translation>la carta de %1</translation>
    </message>
    <message>
        <source>The vampires gave the Vampire mark to %1.</source>
        <translation>Los vampiros dieron la Marca del Vampiro a %1.</translation>
    </message>
    <message>
        <source>You gave the Fear mark to %1.</source>
        <translation>Diste la Marca del Miedo a %1.</translation>
    </message>
    <message>
        <source>You gave the Disease mark to %1.</source>
        <translation>Diste la Marca de la Enfermedad a %1.</translation>
    </message>
    <message>
        <source>You gave Love marks to %1 and %2.</source>
        <translation>Diste Marcas del Amor a %1 y %2.</translation>
    </message>
    <message>
        <source>You gave the Traitor mark to %1.</source>
        <translation>Diste la Marca del Traidor a %1.</translation>
    </message>
    <message>
        <source>You took a fresh Clarity mark and gave one to %1.</source>
        <translation>Tomaste una Marca de Claridad nueva y diste otra a %1.</translation>
    </message>
    <message>
        <source>You gave the Assassin mark to %1.</source>
        <translation>Diste la Marca del Asesino a %1.</translation>
    </message>
    <message>
        <source>You put your shield on %1&apos;s card: nobody may look at it or move it now.</source>
        <translation>Pusiste tu escudo sobre la carta de %1: ahora nadie puede mirarla ni moverla.</translation>
    </message>
    <message>
        <source>You swapped the wolf card with %1&apos;s card, without looking.</source>
        <translation>Intercambiaste la carta de lobo con la carta de %1, sin mirarla.</translation>
    </message>
    <message>
        <source>You tapped %1 on the shoulder.</source>
        <translation>Tocaste el hombro de %1.</translation>
    </message>
    <message>
        <source>You swapped your card with %1&apos;s card.</source>
        <translation>Intercambiaste tu carta con la carta de %1.</translation>
    </message>
    <message>
        <source>You swapped %1 with %2, without looking again.</source>
        <translation>Intercambiaste %1 con %2, sin volver a mirar.</translation>
    </message>
    <message>
        <source>You swapped your mark with %1&apos;s mark.</source>
        <translation>Intercambiaste tu Marca con la Marca de %1.</translation>
    </message>
    <message>
        <source>You swapped the cards of %1 and %2, without looking.</source>
        <translation>Intercambiaste las cartas de %1 y %2, sin mirarlas.</translation>
    </message>
    <message>
        <source>You moved everyone else&apos;s card one seat to the left.</source>
        <translation>Moviste las cartas de todos los demás un asiento a la izquierda.</translation>
    </message>
    <message>
        <source>You moved everyone else&apos;s card one seat to the right.</source>
        <translation>Moviste las cartas de todos los demás un asiento a la derecha.</translation>
    </message>
    <message>
        <source>You swapped the marks of %1 and %2, without looking.</source>
        <translation>Intercambiaste las Marcas de %1 y %2, sin mirarlas.</translation>
    </message>
    <message>
        <source>You swapped your card with %1. You do not know your new card.</source>
        <translation>Intercambiaste tu carta con %1. No conoces tu nueva carta.</translation>
    </message>
    <message>
        <source>You turned %1&apos;s card face up.</source>
        <translation>Pusiste boca arriba la carta de %1.</translation>
    </message>
    <message>
        <source>You put a face-down artifact on %1.</source>
        <translation>Pusiste un artefacto boca abajo sobre %1.</translation>
    </message>
    <message>
        <source>You took a fresh Clarity mark.</source>
        <translation>Tomaste una Marca de Claridad nueva.</translation>
    </message>
    <message>
        <source>You chose to do nothing.</source>
        <translation>Elegiste no hacer nada.</translation>
    </message>
</context>
<context>
    <name>Do</name>
    <message>
        <source>Look at one centre card: you become that role for the whole game.</source>
        <translation>Mira una carta del centro: te conviertes en ese rol durante toda la partida.</translation>
    </message>
    <message>
        <source>Look at another player&apos;s card: you become that role.</source>
        <translation>Mira la carta de otro jugador: te conviertes en ese rol.</translation>
    </message>
    <message>
        <source>Give the Vampire mark to a player who is not a vampire.</source>
        <translation>Da la Marca del Vampiro a un jugador que no sea vampiro.</translation>
    </message>
    <message>
        <source>Give the Fear mark to a player who is not a vampire. They will not wake up tonight.</source>
        <translation>Da la Marca del Miedo a un jugador que no sea vampiro. Esta noche no se despertará.</translation>
    </message>
    <message>
        <source>Give the Disease mark to your left or right neighbour.</source>
        <translation>Da la Marca de la Enfermedad a tu vecino de la izquierda o de la derecha.</translation>
    </message>
    <message>
        <source>You may give Love marks to two players (yourself too). Choose two players, or skip.</source>
        <translation>Puedes dar Marcas del Amor a dos jugadores (tú también cuentas). Elige dos jugadores o salta.</translation>
    </message>
    <message>
        <source>You may give the Traitor mark to any player (yourself too), or skip.</source>
        <translation>Puedes dar la Marca del Traidor a cualquier jugador (tú también cuentas) o saltar.</translation>
    </message>
    <message>
        <source>Give the Assassin mark to any player (yourself too).</source>
        <translation>Da la Marca del Asesino a cualquier jugador (tú también cuentas).</translation>
    </message>
    <message>
        <source>No Assassin woke up. Give the Assassin mark to any player (yourself too).</source>
        <translation>No se ha despertado ningún Asesino. Da la Marca del Asesino a cualquier jugador (tú también cuentas).</translation>
    </message>
    <message>
        <source>You may put your shield on another player&apos;s card, or skip.</source>
        <translation>Puedes poner tu escudo sobre la carta de otro jugador o saltar.</translation>
    </message>
    <message>
        <source>You are the only werewolf awake. You may look at one centre card (the wolf card too, if there is one), or skip.</source>
        <translation>Eres el único hombre lobo despierto. Puedes mirar una carta del centro (también la carta de lobo, si la hay) o saltar.</translation>
    </message>
    <message>
        <source>Swap the wolf card (set apart in the centre) with the card of a player who is not a werewolf, without looking.</source>
        <translation>Intercambia la carta de lobo (apartada en el centro) con la carta de un jugador que no sea hombre lobo, sin mirarla.</translation>
    </message>
    <message>
        <source>Swap the wolf card (set apart in the centre) with another player&apos;s card, without looking.</source>
        <translation>Intercambia la carta de lobo (apartada en el centro) con la carta de otro jugador, sin mirarla.</translation>
    </message>
    <message>
        <source>You may look at another player&apos;s card, or skip.</source>
        <translation>Puedes mirar la carta de otro jugador o saltar.</translation>
    </message>
    <message>
        <source>Tap the shoulder of your left or right neighbour.</source>
        <translation>Toca el hombro de tu vecino de la izquierda o de la derecha.</translation>
    </message>
    <message>
        <source>You may look at another player&apos;s card, or at two centre cards, or skip.</source>
        <translation>Puedes mirar la carta de otro jugador, o dos cartas del centro, o saltar.</translation>
    </message>
    <message>
        <source>You may look at one centre card, or skip.</source>
        <translation>Puedes mirar una carta del centro o saltar.</translation>
    </message>
    <message>
        <source>You may look at up to two other players&apos; cards, one at a time. Seeing a werewolf, tanner or vampire stops you and turns you into one.</source>
        <translation>Puedes mirar hasta dos cartas de otros jugadores, de una en una. Si ves un hombre lobo, un curtidor o un vampiro, te detienes y te conviertes en uno.</translation>
    </message>
    <message>
        <source>You may look at one player&apos;s card and a different player&apos;s mark: click a card, a mark token, or both.</source>
        <translation>Puedes mirar la carta de un jugador y la Marca de otro jugador: haz clic en una carta, en una ficha de Marca o en ambas.</translation>
    </message>
    <message>
        <source>You may swap your card with another player&apos;s card and look at your new card, or skip.</source>
        <translation>Puedes intercambiar tu carta con la de otro jugador y mirar tu nueva carta, o saltar.</translation>
    </message>
    <message>
        <source>You may look at a centre card. If you do, you must swap it with any player&apos;s card (yours too).</source>
        <translation>Puedes mirar una carta del centro. Si lo haces, debes cambiarla por la carta de cualquier jugador (también la tuya).</translation>
    </message>
    <message>
        <source>You may swap your mark with another player&apos;s mark and look at your new mark, or skip.</source>
        <translation>Puedes intercambiar tu Marca con la de otro jugador y mirar tu nueva Marca, o saltar.</translation>
    </message>
    <message>
        <source>You may swap the cards of two other players, or skip.</source>
        <translation>Puedes intercambiar las cartas de otros dos jugadores o saltar.</translation>
    </message>
    <message>
        <source>You may move every other player&apos;s card one seat to the left or to the right, or skip.</source>
        <translation>Puedes mover las cartas de todos los demás jugadores un asiento a la izquierda o a la derecha, o saltar.</translation>
    </message>
    <message>
        <source>You may swap two players&apos; cards (click two cards) or two players&apos; marks (click two mark tokens), or skip.</source>
        <translation>Puedes intercambiar las cartas de dos jugadores (haz clic en dos cartas) o sus Marcas (haz clic en dos fichas de Marca), o saltar.</translation>
    </message>
    <message>
        <source>Swap your card with a centre card. You will not see your new card.</source>
        <translation>Intercambia tu carta con una carta del centro. No verás tu nueva carta.</translation>
    </message>
    <message>
        <source>You may turn another player&apos;s card face up. A monster or tanner goes back face down.</source>
        <translation>Puedes poner boca arriba la carta de otro jugador. Un monstruo o un curtidor vuelve boca abajo.</translation>
    </message>
    <message>
        <source>You may put an artifact on any player&apos;s card (yours too), or skip.</source>
        <translation>Puedes poner un artefacto sobre la carta de cualquier jugador (también la tuya) o saltar.</translation>
    </message>
    <message>
        <source>Make your choice on the table.</source>
        <translation>Elige en la mesa.</translation>
    </message>
    <message>
        <source>Now swap that centre card with any player&apos;s card (yours too): click the player. You will not see the card that goes to the centre.</source>
        <translation>Ahora cambia esa carta del centro por la carta de cualquier jugador (también la tuya): haz clic en el jugador. No verás la carta que va al centro.</translation>
    </message>
    <message>
        <source>Press Confirm.</source>
        <translation>Pulsa Confirmar.</translation>
    </message>
    <message>
        <source>You may look at a second card, or press Confirm to stop here.</source>
        <translation>Puedes mirar una segunda carta o pulsar Confirmar para parar aquí.</translation>
    </message>
    <message>
        <source>You take a fresh Clarity mark. You may also give one to another player: tap them, or tap Nothing to keep it at that.</source>
        <translation>Tomas una Marca de Claridad nueva. También puedes dar una a otro jugador: tócalo, o toca Nada para quedarte solo con la tuya.</translation>
    </message>
    <message>
        <source>The Seer and the Apprentice Seer raise a thumb for you. Tap any card to also look at their cards, or Nothing to only see who they are; then press Confirm.</source>
        <translation>El Vidente y el Aprendiz de vidente levantan el pulgar para ti. Toca cualquier carta para mirar también sus cartas, o Nada para ver solo quiénes son; luego pulsa Confirmar.</translation>
    </message>
    <message>
        <source>The werewolves raise a thumb for you. Tap any card to also look at their cards, or Nothing to only see who they are; then press Confirm.</source>
        <translation>Los hombres lobo levantan el pulgar para ti. Toca cualquier carta para mirar también sus cartas, o Nada para ver solo quiénes son; luego pulsa Confirmar.</translation>
    </message>
</context>
<context>
    <name>DrawScreen</name>
    <message>
        <source>Turn the card over</source>
        <translation>Dar la vuelta a la carta</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Dawn of Night %1: the New Moon</source>
        <translation>Amanecer de la noche %1: la Luna Nueva</translation>
    </message>
    <message>
        <source>%1, the town crier, plays a card</source>
        <translation>%1, el pregonero, juega una carta</translation>
    </message>
    <message>
        <source>%1 draws the card</source>
        <translation>%1 saca la carta</translation>
    </message>
    <message>
        <source>%1, tap to turn it over for everyone.</source>
        <translation>%1, toca para darle la vuelta ante todos.</translation>
    </message>
    <message>
        <source>%1 drew: %2</source>
        <translation>%1 sacó: %2</translation>
    </message>
    <message>
        <source>The town crier %1 played: %2</source>
        <translation>El pregonero %1 jugó: %2</translation>
    </message>
    <message>
        <source>To the dawn</source>
        <translation>Al amanecer</translation>
    </message>
    <message>
        <source>Pass the laptop to %1</source>
        <translation>Pasa el portátil a %1</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 sacó %2.</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>The whole game</source>
        <translation>Toda la partida</translation>
    </message>
    <message>
        <source>The end (%1)</source>
        <translation>Fin (%1)</translation>
    </message>
    <message>
        <source>Winners: %1.</source>
        <translation>Ganadores: %1.</translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <translation>Nadie gana.</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>The Ghost&apos;s message (at most 140 characters)</source>
        <translation>El mensaje del Fantasma (140 caracteres como mucho)</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nada</translation>
    </message>
    <message>
        <source>Nobody was pointed at, or the player did nothing</source>
        <translation>No se señaló a nadie, o el jugador no hizo nada</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Anotar</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>muerto</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>con vida</translation>
    </message>
    <message>
        <source>The wolves point together: %1</source>
        <translation>Los lobos señalan juntos: %1</translation>
    </message>
    <message>
        <source>The Hunter is dead: tap the player he shoots, then Record; Nothing if he does not.</source>
        <translation>El Cazador ha muerto: toca al jugador al que dispara y pulsa Anotar; Nada si no dispara.</translation>
    </message>
    <message>
        <source>The Avenger is dead: tap the player he takes with him, then Record; Nothing if he does not.</source>
        <translation>El Vengador ha muerto: toca al jugador que se lleva con él y pulsa Anotar; Nada si no lo hace.</translation>
    </message>
    <message>
        <source>The Scapegoat died for the tie: tap the player who goes on trial tomorrow, then Record; or Nothing.</source>
        <translation>El Chivo expiatorio murió por el empate: toca al jugador que irá a juicio mañana y pulsa Anotar; o Nada.</translation>
    </message>
    <message>
        <source>The captain is dead: tap the new captain he names, then Record; or Nothing.</source>
        <translation>El alcalde ha muerto: toca al nuevo alcalde que nombra y pulsa Anotar; o Nada.</translation>
    </message>
    <message>
        <source>The Servant may reveal herself and take the hanged player&apos;s card: tap the hanged player, then Record; Nothing if she does not.</source>
        <translation>La Sirvienta puede revelarse y tomar la carta del ahorcado: toca al ahorcado y pulsa Anotar; Nada si no lo hace.</translation>
    </message>
    <message>
        <source>A tie: tap the player the captain names among the tied, then Record; Nothing leaves the tie.</source>
        <translation>Empate: toca al jugador que el alcalde nombra entre los empatados y pulsa Anotar; Nada deja el empate.</translation>
    </message>
    <message>
        <source>The captain names the town crier: tap that player, then Record; Nothing keeps the job as it is.</source>
        <translation>El alcalde nombra al pregonero: toca a ese jugador y pulsa Anotar; Nada lo deja como está.</translation>
    </message>
    <message>
        <source>Before the vote the Cavalier may challenge a player: tap that player, then Record; Nothing if he does not.</source>
        <translation>Antes de la votación el Jinete puede desafiar a un jugador: tócalo y pulsa Anotar; Nada si no lo hace.</translation>
    </message>
    <message>
        <source>Tap the two players pointed at, then Record.</source>
        <translation>Toca a los dos jugadores señalados y pulsa Anotar.</translation>
    </message>
    <message>
        <source>Tap the players pointed at (two, or one when only one is left), then Record.</source>
        <translation>Toca a los jugadores señalados (dos, o uno si solo queda uno) y pulsa Anotar.</translation>
    </message>
    <message>
        <source>Tap the spare card the Thief takes, then Record.</source>
        <translation>Toca la carta sobrante que toma el Ladrón y pulsa Anotar.</translation>
    </message>
    <message>
        <source>Save tonight&apos;s victim, or poison a player (tap Poison, then the player), then Record.</source>
        <translation>Salva a la víctima de esta noche o envenena a un jugador (toca Envenenar y luego al jugador) y pulsa Anotar.</translation>
    </message>
    <message>
        <source>Tap the button if the player says yes, then Record; else Nothing.</source>
        <translation>Toca el botón si el jugador dice que sí y pulsa Anotar; si no, Nada.</translation>
    </message>
    <message>
        <source>Tap the side the player chose, then Record.</source>
        <translation>Toca el bando que eligió el jugador y pulsa Anotar.</translation>
    </message>
    <message>
        <source>Tap the draught, then the player, then Record.</source>
        <translation>Toca la poción, luego al jugador y pulsa Anotar.</translation>
    </message>
    <message>
        <source>Type the Ghost&apos;s message, then Record.</source>
        <translation>Escribe el mensaje del Fantasma y pulsa Anotar.</translation>
    </message>
    <message>
        <source>Tap the spirit card the Gypsy chose, then the player(s), then Record.</source>
        <translation>Toca la carta de espíritus que eligió la Gitana, luego al jugador (o los dos) y pulsa Anotar.</translation>
    </message>
    <message>
        <source>Tap the card the Town Crier plays for the morning, then Record.</source>
        <translation>Toca la carta que el Pregonero juega para la mañana y pulsa Anotar.</translation>
    </message>
    <message>
        <source>Tap the player pointed at, then Record. Nobody pointed: Nothing.</source>
        <translation>Toca al jugador señalado y pulsa Anotar. Si nadie señaló: Nada.</translation>
    </message>
    <message>
        <source>Card %1: %2</source>
        <translation>Carta %1: %2</translation>
    </message>
    <message>
        <source>Save the victim</source>
        <translation>Salvar a la víctima</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Envenenar</translation>
    </message>
    <message>
        <source>Save and poison</source>
        <translation>Salvar y envenenar</translation>
    </message>
    <message>
        <source>Peek</source>
        <translation>Espiar</translation>
    </message>
    <message>
        <source>Give the sign</source>
        <translation>Hacer la señal</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Sacar una carta</translation>
    </message>
    <message>
        <source>Turn the victim</source>
        <translation>Convertir a la víctima</translation>
    </message>
    <message>
        <source>The wolves</source>
        <translation>Los lobos</translation>
    </message>
    <message>
        <source>The village</source>
        <translation>El pueblo</translation>
    </message>
    <message>
        <source>Stupor</source>
        <translation>Estupor</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>To record: %1</source>
        <translation>Para anotar: %1</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>%1 mark</source>
        <translation>Marca de %1</translation>
    </message>
    <message>
        <source>vampire</source>
        <translation>vampiro</translation>
    </message>
    <message>
        <source>Vampire mark</source>
        <translation>Marca del Vampiro</translation>
    </message>
    <message>
        <source>werewolf</source>
        <translation>hombre lobo</translation>
    </message>
    <message>
        <source>Dream Wolf</source>
        <translation>Lobo Soñador</translation>
    </message>
    <message>
        <source>Mason</source>
        <translation>Masón</translation>
    </message>
    <message>
        <source>lover</source>
        <translation>enamorado</translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation>Curtidor</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>Vidente</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Asesino</translation>
    </message>
    <message>
        <source>Apprentice Assassin</source>
        <translation>Aprendiz de asesino</translation>
    </message>
    <message>
        <source>looked or moved</source>
        <translation>miró o movió</translation>
    </message>
    <message>
        <source>Thing</source>
        <translation>Cosa</translation>
    </message>
</context>
<context>
    <name>HoldRing</name>
    <message>
        <source>Press and hold to open</source>
        <translation>Mantén pulsado para abrir</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pass the Night</source>
        <translation>Pasa la Noche</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Pass the Night, so it cannot be resumed here.</source>
        <translation>La partida guardada se creó con una versión más reciente de Pasa la Noche, así que no se puede reanudar aquí.</translation>
    </message>
    <message>
        <source>The saved game could not be read.</source>
        <translation>No se pudo leer la partida guardada.</translation>
    </message>
    <message>
        <source>The saved game is damaged and cannot be resumed.</source>
        <translation>La partida guardada está dañada y no se puede reanudar.</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>Se ha conservado como %1.</translation>
    </message>
    <message>
        <source>Back to menu?</source>
        <translation>¿Volver al menú?</translation>
    </message>
    <message>
        <source>The game is over. Its results stay saved until the next game starts: choose See the last game&apos;s results on the start screen.</source>
        <translation>La partida ha terminado. Sus resultados quedan guardados hasta que empiece la siguiente: elige Ver los resultados de la última partida en la pantalla de inicio.</translation>
    </message>
    <message>
        <source>The game stays saved: choose Resume game in progress on the start screen to come back to where you were.</source>
        <translation>La partida queda guardada: elige Reanudar la partida en curso en la pantalla de inicio para volver a donde estabas.</translation>
    </message>
    <message>
        <source>Back to menu</source>
        <translation>Volver al menú</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Stay here</source>
        <translation>Quedarme aquí</translation>
    </message>
    <message>
        <source>The game is not being saved: %1. You can play on, but if the app closes now, this game is lost. This warning stays until saving works again.</source>
        <translation>La partida no se está guardando: %1. Puedes seguir jugando, pero si la aplicación se cierra ahora, se perderá. Este aviso seguirá aquí hasta que el guardado vuelva a funcionar.</translation>
    </message>
    <message>
        <source>Quit Pass the Night?</source>
        <translation>¿Salir de Pasa la Noche?</translation>
    </message>
    <message>
        <source>The game stays saved: start Pass the Night again and choose Resume game in progress.</source>
        <translation>La partida sigue guardada: abre de nuevo Pasa la Noche y elige «Reanudar la partida en curso».</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Secret vote</source>
        <translation>Voto secreto</translation>
    </message>
</context>
<context>
    <name>Mark</name>
    <message>
        <source>Clarity</source>
        <translation>Claridad</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Vampiro</translation>
    </message>
    <message>
        <source>Fear</source>
        <translation>Miedo</translation>
    </message>
    <message>
        <source>Bat</source>
        <translation>Murciélago</translation>
    </message>
    <message>
        <source>Disease</source>
        <translation>Enfermedad</translation>
    </message>
    <message>
        <source>Love</source>
        <translation>Amor</translation>
    </message>
    <message>
        <source>Traitor</source>
        <translation>Traidor</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Asesino</translation>
    </message>
    <message>
        <source>the %1 mark</source>
        <translation>la Marca de %1</translation>
    </message>
</context>
<context>
    <name>MarkEffect</name>
    <message>
        <source>No effect: you are what your card says.</source>
        <translation>Sin efecto: eres lo que dice tu carta.</translation>
    </message>
    <message>
        <source>You are a Vampire now, on the vampire team.</source>
        <translation>Ahora eres un Vampiro, del equipo de los vampiros.</translation>
    </message>
    <message>
        <source>You are too scared to act: you will not wake up tonight.</source>
        <translation>Tienes demasiado miedo para actuar: esta noche no te despertarás.</translation>
    </message>
    <message>
        <source>No effect.</source>
        <translation>Sin efecto.</translation>
    </message>
    <message>
        <source>Whoever votes for you cannot win.</source>
        <translation>Quien vote por ti no puede ganar.</translation>
    </message>
    <message>
        <source>If another lover dies, you die too.</source>
        <translation>Si muere otro enamorado, tú también mueres.</translation>
    </message>
    <message>
        <source>You win only if someone else on your team dies.</source>
        <translation>Solo ganas si muere otra persona de tu equipo.</translation>
    </message>
    <message>
        <source>The Assassin wins if you die.</source>
        <translation>El Asesino gana si mueres.</translation>
    </message>
</context>
<context>
    <name>ModeChoiceScreen</name>
    <message>
        <source>Which game?</source>
        <translation>¿Qué juego?</translation>
    </message>
    <message>
        <source>Play One Night</source>
        <translation>Jugar a Una Noche</translation>
    </message>
    <message>
        <source>Play Werewolf</source>
        <translation>Jugar a Hombres Lobo</translation>
    </message>
    <message>
        <source>One Night Ultimate Vampire</source>
        <translation>Una Noche: Vampiro</translation>
    </message>
    <message>
        <source>Werewolf (classic)</source>
        <translation>Hombres Lobo (clásico)</translation>
    </message>
    <message>
        <source>8 to 18 players, night after night until the village or the wolves win; the dead watch quietly.</source>
        <translation>De 8 a 18 jugadores, noche tras noche hasta que gane el pueblo o los lobos; los muertos miran en silencio.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>3 to 10 players, one night and one vote: about ten minutes, with dozens of roles to choose from.</source>
        <translation>De 3 a 10 jugadores, una noche y una votación: unos diez minutos, con decenas de roles para elegir.</translation>
    </message>
    <message>
        <source>Moderate Werewolf</source>
        <translation>Moderar Hombre lobo</translation>
    </message>
    <message>
        <source>One Night&apos;s calls</source>
        <translation>Llamadas de One Night</translation>
    </message>
    <message>
        <source>With your own cards</source>
        <translation>Con tus propias cartas</translation>
    </message>
    <message>
        <source>Your card box, a human moderator: the app calls each role, checks every choice and keeps the board. Or One Night&apos;s calls alone.</source>
        <translation>Tus cartas y un moderador: la app llama a cada papel, comprueba cada elección y lleva el tablero. O solo las llamadas de One Night.</translation>
    </message>
</context>
<context>
    <name>Moderator</name>
    <message>
        <source>The wolves</source>
        <translation>Los lobos</translation>
    </message>
    <message>
        <source>The wolves (second bite)</source>
        <translation>Los lobos (segundo mordisco)</translation>
    </message>
    <message>
        <source>The lovers</source>
        <translation>La pareja de enamorados</translation>
    </message>
    <message>
        <source>The brothers</source>
        <translation>Los hermanos</translation>
    </message>
    <message>
        <source>The wolf brothers</source>
        <translation>Los hermanos lobo</translation>
    </message>
    <message>
        <source>The vampires</source>
        <translation>El clan vampiro</translation>
    </message>
    <message>
        <source>The charmed</source>
        <translation>Los hechizados</translation>
    </message>
    <message>
        <source>The dead captain</source>
        <translation>El alcalde muerto</translation>
    </message>
    <message>
        <source>The captain</source>
        <translation>El alcalde</translation>
    </message>
    <message>
        <source>cannot act: %1</source>
        <translation>no puede actuar: %1</translation>
    </message>
    <message>
        <source>awake: enter the choice</source>
        <translation>despierto: anota la elección</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>anotado</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>con vida</translation>
    </message>
    <message>
        <source>wakes to see</source>
        <translation>despierta para ver</translation>
    </message>
    <message>
        <source>asleep (a dormant wolf)</source>
        <translation>dormido (un lobo latente)</translation>
    </message>
    <message>
        <source>dead: fake the call</source>
        <translation>muerto: finge la llamada</translation>
    </message>
    <message>
        <source>not called tonight</source>
        <translation>no se llama esta noche</translation>
    </message>
    <message>
        <source>the power is gone</source>
        <translation>ha perdido su poder</translation>
    </message>
    <message>
        <source>blocked by the Moon Maiden</source>
        <translation>bloqueado por la Doncella lunar</translation>
    </message>
    <message>
        <source>the power cannot be used tonight</source>
        <translation>esta noche no puede usar su poder</translation>
    </message>
    <message>
        <source>both potions are used</source>
        <translation>ya usó las dos pociones</translation>
    </message>
    <message>
        <source>no victim tonight</source>
        <translation>esta noche no hay víctima</translation>
    </message>
    <message>
        <source>not before night 2</source>
        <translation>no antes de la noche 2</translation>
    </message>
    <message>
        <source>nobody may be chosen</source>
        <translation>no se puede elegir a nadie</translation>
    </message>
    <message>
        <source>only “nothing” can be entered</source>
        <translation>solo se puede anotar «nada»</translation>
    </message>
    <message>
        <source>%1 cannot choose themself here.</source>
        <translation>%1 no puede elegirse a sí mismo aquí.</translation>
    </message>
    <message>
        <source>%1 cannot be chosen here (dead, absent today, already chosen tonight, or not allowed for this card).</source>
        <translation>%1 no se puede elegir aquí (muerto, ausente hoy, ya elegido esta noche, o no permitido para esta carta).</translation>
    </message>
    <message>
        <source>%1 was protected last night: not two nights running.</source>
        <translation>%1 fue protegido anoche: no dos noches seguidas.</translation>
    </message>
    <message>
        <source>%1 was chosen last night: not two nights running.</source>
        <translation>%1 fue elegido anoche: no dos noches seguidas.</translation>
    </message>
    <message>
        <source>Nobody acts in this step now.</source>
        <translation>Nadie actúa en este paso ahora.</translation>
    </message>
    <message>
        <source>This choice is already entered.</source>
        <translation>Esta elección ya está anotada.</translation>
    </message>
    <message>
        <source>The choice is not complete: tap the players it needs.</source>
        <translation>La elección no está completa: toca a los jugadores que necesita.</translation>
    </message>
    <message>
        <source>This power is gone (the Elder&apos;s death, the Fire Wolf, or the Fox&apos;s “no”): enter “nothing”.</source>
        <translation>Este poder se ha perdido (la muerte del Anciano, el Lobo de fuego o el «no» del Zorro): anota «nada».</translation>
    </message>
    <message>
        <source>The Moon Maiden blocked this player tonight: enter “nothing”.</source>
        <translation>La Doncella lunar bloqueó a este jugador esta noche: anota «nada».</translation>
    </message>
    <message>
        <source>The Little Girl may peek from night 2 on.</source>
        <translation>La Niña puede espiar a partir de la noche 2.</translation>
    </message>
    <message>
        <source>A wolf is among the spare cards: the Thief must take it.</source>
        <translation>Hay un lobo entre las cartas sobrantes: el Ladrón debe tomarlo.</translation>
    </message>
    <message>
        <source>This power cannot be used now (used up, not earned yet, or a night without a kill).</source>
        <translation>Este poder no se puede usar ahora (agotado, aún no ganado, o una noche sin muerte).</translation>
    </message>
    <message>
        <source>That potion (or draught) is already used.</source>
        <translation>Esa poción ya se usó.</translation>
    </message>
    <message>
        <source>There is no victim tonight.</source>
        <translation>Esta noche no hay víctima.</translation>
    </message>
    <message>
        <source>This player cannot be chosen here.</source>
        <translation>Este jugador no se puede elegir aquí.</translation>
    </message>
    <message>
        <source>Enter the choice of this call first (or “nothing”).</source>
        <translation>Anota primero la elección de esta llamada (o «nada»).</translation>
    </message>
    <message>
        <source>These counts cannot come from these voters: more hands than voters, or a hand against oneself.</source>
        <translation>Estos recuentos no pueden salir de estos votantes: más manos que votantes, o una mano contra uno mismo.</translation>
    </message>
    <message>
        <source>Refused (%1).</source>
        <translation>Rechazado (%1).</translation>
    </message>
    <message>
        <source>lover</source>
        <translation>enamorado</translation>
    </message>
    <message>
        <source>captain</source>
        <translation>alcalde</translation>
    </message>
    <message>
        <source>town crier</source>
        <translation>pregonero</translation>
    </message>
    <message>
        <source>charmed</source>
        <translation>hechizado</translation>
    </message>
    <message>
        <source>vampire spawn</source>
        <translation>engendro vampiro</translation>
    </message>
    <message>
        <source>turned wolf</source>
        <translation>convertido en lobo</translation>
    </message>
    <message>
        <source>dormant</source>
        <translation>latente</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>herido</translation>
    </message>
    <message>
        <source>sick: dies next night</source>
        <translation>enfermo: muere la noche siguiente</translation>
    </message>
    <message>
        <source>exiled today</source>
        <translation>desterrado hoy</translation>
    </message>
    <message>
        <source>stupor: silent today</source>
        <translation>estupor: calla hoy</translation>
    </message>
    <message>
        <source>pillory: no vote</source>
        <translation>en la picota: sin voto</translation>
    </message>
    <message>
        <source>no vote</source>
        <translation>sin voto</translation>
    </message>
    <message>
        <source>power lost</source>
        <translation>sin poder</translation>
    </message>
    <message>
        <source>stripped</source>
        <translation>despojado</translation>
    </message>
    <message>
        <source>blocked tonight</source>
        <translation>bloqueado esta noche</translation>
    </message>
    <message>
        <source>protected</source>
        <translation>protegido</translation>
    </message>
    <message>
        <source>raven&apos;s mark</source>
        <translation>marca del Cuervo</translation>
    </message>
    <message>
        <source>one life left</source>
        <translation>le queda una vida</translation>
    </message>
    <message>
        <source>stray wolf&apos;s companion</source>
        <translation>compañero del Lobo solitario</translation>
    </message>
    <message>
        <source>role model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>revelado</translation>
    </message>
    <message>
        <source>nod (yes)</source>
        <translation>asiente (sí)</translation>
    </message>
    <message>
        <source>shake your head (no)</source>
        <translation>niega con la cabeza (no)</translation>
    </message>
    <message>
        <source>Tell %1 privately: blocked tonight.</source>
        <translation>Dile a %1 en privado: bloqueado esta noche.</translation>
    </message>
    <message>
        <source>Touch %1 when the wolves wake: now a wolf.</source>
        <translation>Toca a %1 cuando despierten los lobos: ahora es lobo.</translation>
    </message>
    <message>
        <source>Tell %1 privately: now a vampire.</source>
        <translation>Dile a %1 en privado: ahora es vampiro.</translation>
    </message>
    <message>
        <source>Tell %1 privately: the power is gone.</source>
        <translation>Dile a %1 en privado: ha perdido su poder.</translation>
    </message>
    <message>
        <source>Give %1 the %2 card: it is theirs now.</source>
        <translation>Dale a %1 la carta de %2: ahora es suya.</translation>
    </message>
    <message>
        <source>Show %1 (Witch) tonight&apos;s victim: %2.</source>
        <translation>Muéstrale a %1 (Bruja) la víctima de esta noche: %2.</translation>
    </message>
    <message>
        <source>Show %1 (Witch): no victim tonight.</source>
        <translation>Muéstrale a %1 (Bruja): esta noche no hay víctima.</translation>
    </message>
    <message>
        <source>The wolves&apos; victim: %1.</source>
        <translation>La víctima de los lobos: %1.</translation>
    </message>
    <message>
        <source>No victim: the wolves&apos; picks are tied.</source>
        <translation>Sin víctima: los lobos empataron.</translation>
    </message>
    <message>
        <source>Show %1 (Seer) the card of %2: %3.</source>
        <translation>Enséñale a %1 (Vidente) la carta de %2: %3.</translation>
    </message>
    <message>
        <source>%1 (Seer) looks at %2: %3.</source>
        <translation>%1 (Vidente) mira a %2: %3.</translation>
    </message>
    <message>
        <source>a wolf</source>
        <translation>es lobo</translation>
    </message>
    <message>
        <source>not a wolf</source>
        <translation>no es lobo</translation>
    </message>
    <message>
        <source>%1 (Fox) sniffs %2: %3.</source>
        <translation>%1 (Zorro) olfatea a %2: %3.</translation>
    </message>
    <message>
        <source>The Fox&apos;s power is gone.</source>
        <translation>El Zorro pierde su poder.</translation>
    </message>
    <message>
        <source>%1 (Little Girl) peeks: no wolf is awake.</source>
        <translation>%1 (Niña) espía: ningún lobo está despierto.</translation>
    </message>
    <message>
        <source>%1 (Little Girl) peeks: show her one wolf, %2.</source>
        <translation>%1 (Niña) espía: muéstrale un lobo, %2.</translation>
    </message>
    <message>
        <source>The wolves saw her: she dies tonight.</source>
        <translation>Los lobos la vieron: muere esta noche.</translation>
    </message>
    <message>
        <source>Show %1 (Thief) the two spare cards: %2.</source>
        <translation>Enséñale a %1 (Ladrón) las dos cartas sobrantes: %2.</translation>
    </message>
    <message>
        <source>%1 (Thief) takes spare card %2 and gives back the Thief card.</source>
        <translation>%1 (Ladrón) toma la carta sobrante %2 y devuelve la carta de Ladrón.</translation>
    </message>
    <message>
        <source>Wake the lovers %1 and %2: they see each other and each other&apos;s card.</source>
        <translation>Despierta a los enamorados %1 y %2: se ven y ven la carta del otro.</translation>
    </message>
    <message>
        <source>Wake the brothers: %1.</source>
        <translation>Despierta a los hermanos: %1.</translation>
    </message>
    <message>
        <source>Wake the wolf brothers: %1.</source>
        <translation>Despierta a los hermanos lobo: %1.</translation>
    </message>
    <message>
        <source>Show %1 (Traitor) the wolves: %2.</source>
        <translation>Muéstrale a %1 (Traidor) los lobos: %2.</translation>
    </message>
    <message>
        <source>%1 sees the vampires: %2.</source>
        <translation>%1 ve a los vampiros: %2.</translation>
    </message>
    <message>
        <source>%1 sees the charmed: %2.</source>
        <translation>%1 ve a los hechizados: %2.</translation>
    </message>
    <message>
        <source>Tell %1 (wolf): last night the wolves caught the Little Girl, %2.</source>
        <translation>Dile a %1 (lobo): anoche los lobos pillaron a la Niña, %2.</translation>
    </message>
    <message>
        <source>Tell %1 (wolf): %2 joined the pack.</source>
        <translation>Dile a %1 (lobo): %2 se ha unido a la manada.</translation>
    </message>
    <message>
        <source>%1 (Actor) draws %2: call him at that card&apos;s step tonight.</source>
        <translation>%1 (Actor) saca %2: llámalo esta noche en el turno de esa carta.</translation>
    </message>
    <message>
        <source>%1 (Wolf Seer) asks whether %2 is the Seer: %3.</source>
        <translation>%1 (Lobo vidente) pregunta si %2 es la Vidente: %3.</translation>
    </message>
    <message>
        <source>%1 (Aura Seer) asks whether %2 has a power: %3.</source>
        <translation>%1 (Vidente del aura) pregunta si %2 tiene un poder: %3.</translation>
    </message>
    <message>
        <source>Tell %1 (Assassin): %2 votes against him in the last two days (4 are needed to kill).</source>
        <translation>Dile a %1 (Asesino): %2 votos contra él en los dos últimos días (hacen falta 4 para matar).</translation>
    </message>
    <message>
        <source>%1 (Drunk) takes the card set aside: %2.</source>
        <translation>%1 (Borracho) toma la carta apartada: %2.</translation>
    </message>
    <message>
        <source>Tell %1 privately: %2 is on the side of %3.</source>
        <translation>Dile a %1 en privado: %2 está del lado de %3.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Dawn after night %1</source>
        <translation>Amanecer tras la noche %1</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Día %1</translation>
    </message>
    <message>
        <source>Day %1: the ballots</source>
        <translation>Día %1: las votaciones</translation>
    </message>
    <message>
        <source>Day %1: the vote&apos;s outcome</source>
        <translation>Día %1: el resultado de la votación</translation>
    </message>
</context>
<context>
    <name>ModeratorPage</name>
    <message>
        <source>Undo last entry</source>
        <translation>Deshacer lo último</translation>
    </message>
    <message>
        <source>Take back the last entry: the game goes back exactly as it was before it (Ctrl+Z)</source>
        <translation>Deshace lo último anotado: la partida vuelve exactamente a como estaba antes (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
</context>
<context>
    <name>ModeratorSetupScreen</name>
    <message>
        <source>Next: the deal</source>
        <translation>Siguiente: el reparto</translation>
    </message>
    <message>
        <source>You are the moderator (Quản Trò): list the players clockwise around the table, starting on your left. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename. Then build the deck your real cards make.</source>
        <translation>Eres el moderador (Quản Trò): escribe los jugadores en el sentido de las agujas del reloj, empezando por tu izquierda. Arrastra los nombres (o pulsa Ctrl+Arriba/Abajo) para cambiar los sitios; doble clic para renombrar. Después monta la baraja que forman tus cartas reales.</translation>
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
        <source>Drunk, open your eyes and see your true card.</source>
        <translation>Borracho, abre los ojos y mira tu verdadera carta.</translation>
    </message>
    <message>
        <source>Wolf Hound, open your eyes and choose your side: the wolves or the village.</source>
        <translation>Perro lobo, abre los ojos y elige tu bando: los lobos o el pueblo.</translation>
    </message>
    <message>
        <source>Avenger, open your eyes and choose your side: the wolves or the village.</source>
        <translation>Vengador, abre los ojos y elige tu bando: los lobos o el pueblo.</translation>
    </message>
    <message>
        <source>Wolf brothers, open your eyes and look at each other.</source>
        <translation>Lobos hermanos, abran los ojos y mírense.</translation>
    </message>
    <message>
        <source>Stray Wolf, open your eyes and choose your companion.</source>
        <translation>Lobo errante, abre los ojos y elige a tu compañero.</translation>
    </message>
    <message>
        <source>Wild Child, open your eyes and choose your role model.</source>
        <translation>Niño salvaje, abre los ojos y elige a tu modelo.</translation>
    </message>
    <message>
        <source>Shadow, open your eyes and choose the player you will follow.</source>
        <translation>Sombra, abre los ojos y elige al jugador que seguirás.</translation>
    </message>
    <message>
        <source>Heretic, open your eyes and choose two players.</source>
        <translation>Hereje, abre los ojos y elige a dos jugadores.</translation>
    </message>
    <message>
        <source>Judge, open your eyes. You may give your sign for a second vote tomorrow.</source>
        <translation>Juez, abre los ojos. Puedes hacer tu señal para una segunda votación mañana.</translation>
    </message>
    <message>
        <source>Moon Maiden, open your eyes and choose a player whose power is blocked tonight.</source>
        <translation>Doncella lunar, abre los ojos y elige a un jugador cuyo poder queda bloqueado esta noche.</translation>
    </message>
    <message>
        <source>Actor, open your eyes. You may draw a card: you will wake at its call.</source>
        <translation>Actor, abre los ojos. Puedes robar una carta: despertarás cuando se la llame.</translation>
    </message>
    <message>
        <source>Little Brother Wolf, open your eyes. On your night of rage, choose a victim.</source>
        <translation>Lobo hermano menor, abre los ojos. En tu noche de furia, elige a una víctima.</translation>
    </message>
    <message>
        <source>Wolves, open your eyes again. After the Wolf Cub&apos;s death, choose a second victim.</source>
        <translation>Lobos, abran los ojos otra vez. Tras la muerte del Lobezno, elijan a una segunda víctima.</translation>
    </message>
    <message>
        <source>Demon Wolf, open your eyes. You may turn tonight&apos;s victim into a wolf.</source>
        <translation>Lobo demonio, abre los ojos. Puedes convertir en lobo a la víctima de esta noche.</translation>
    </message>
    <message>
        <source>Big Bad Wolf, open your eyes. When you may, choose one more victim.</source>
        <translation>Gran lobo feroz, abre los ojos. Cuando puedas, elige a una víctima más.</translation>
    </message>
    <message>
        <source>White Wolf, open your eyes. Every other night, you may kill a wolf.</source>
        <translation>Lobo blanco, abre los ojos. Una noche de cada dos, puedes matar a un lobo.</translation>
    </message>
    <message>
        <source>Wolf Seer, open your eyes and choose a player: you will learn whether they are the Seer.</source>
        <translation>Lobo vidente, abre los ojos y elige a un jugador: sabrás si es la Vidente.</translation>
    </message>
    <message>
        <source>Fire Wolf, open your eyes. You may burn a player&apos;s power.</source>
        <translation>Lobo de fuego, abre los ojos. Puedes quemar el poder de un jugador.</translation>
    </message>
    <message>
        <source>Traitor, open your eyes and see the wolves.</source>
        <translation>Traidor, abre los ojos y mira quiénes son los lobos.</translation>
    </message>
    <message>
        <source>Vampire, open your eyes and choose a player to bite.</source>
        <translation>Vampiro, abre los ojos y elige a un jugador para morder.</translation>
    </message>
    <message>
        <source>Vampires, open your eyes and look at each other.</source>
        <translation>Vampiros, abran los ojos y mírense.</translation>
    </message>
    <message>
        <source>Pied Piper, open your eyes and choose two players to charm.</source>
        <translation>Flautista, abre los ojos y elige a dos jugadores para hechizar.</translation>
    </message>
    <message>
        <source>Everyone who is charmed, open your eyes and see who else is.</source>
        <translation>Todos los hechizados, abran los ojos y miren quién más lo está.</translation>
    </message>
    <message>
        <source>Aura Seer, open your eyes and choose a player: you will learn whether they have a power.</source>
        <translation>Vidente del aura, abre los ojos y elige a un jugador: sabrás si tiene un poder.</translation>
    </message>
    <message>
        <source>Enchanter, open your eyes and choose a player to die in your place.</source>
        <translation>Encantador, abre los ojos y elige a un jugador que morirá en tu lugar.</translation>
    </message>
    <message>
        <source>Raven, open your eyes and choose a player who starts tomorrow&apos;s vote with two votes.</source>
        <translation>Cuervo, abre los ojos y elige a un jugador que empezará la votación de mañana con dos votos.</translation>
    </message>
    <message>
        <source>Old Hag, open your eyes and choose a player who leaves the village tomorrow.</source>
        <translation>Vieja hechicera, abre los ojos y elige a un jugador que dejará el pueblo mañana.</translation>
    </message>
    <message>
        <source>Mad Doctor, open your eyes and choose two players.</source>
        <translation>Doctor loco, abre los ojos y elige a dos jugadores.</translation>
    </message>
    <message>
        <source>Assassin, open your eyes. Every other night, you may kill a player.</source>
        <translation>Asesino, abre los ojos. Una noche de cada dos, puedes matar a un jugador.</translation>
    </message>
    <message>
        <source>Apothecary, open your eyes. You may give a draught.</source>
        <translation>Boticario, abre los ojos. Puedes dar un brebaje.</translation>
    </message>
    <message>
        <source>Ghost, open your eyes. You may write a message for the village.</source>
        <translation>Fantasma, abre los ojos. Puedes escribir un mensaje para el pueblo.</translation>
    </message>
    <message>
        <source>Gypsy, open your eyes. You may ask the spirits one question.</source>
        <translation>Gitana, abre los ojos. Puedes hacer una pregunta a los espíritus.</translation>
    </message>
    <message>
        <source>Town Crier, open your eyes. You may play one of your cards for tomorrow&apos;s dawn.</source>
        <translation>Pregonero, abre los ojos. Puedes jugar una de tus cartas para el amanecer de mañana.</translation>
    </message>
    <message>
        <source>Wolf Hound, close your eyes.</source>
        <translation>Perro lobo, cierra los ojos.</translation>
    </message>
    <message>
        <source>Avenger, close your eyes.</source>
        <translation>Vengador, cierra los ojos.</translation>
    </message>
    <message>
        <source>Wolf brothers, close your eyes.</source>
        <translation>Lobos hermanos, cierren los ojos.</translation>
    </message>
    <message>
        <source>Stray Wolf, close your eyes.</source>
        <translation>Lobo errante, cierra los ojos.</translation>
    </message>
    <message>
        <source>Wild Child, close your eyes.</source>
        <translation>Niño salvaje, cierra los ojos.</translation>
    </message>
    <message>
        <source>Shadow, close your eyes.</source>
        <translation>Sombra, cierra los ojos.</translation>
    </message>
    <message>
        <source>Heretic, close your eyes.</source>
        <translation>Hereje, cierra los ojos.</translation>
    </message>
    <message>
        <source>Judge, close your eyes.</source>
        <translation>Juez, cierra los ojos.</translation>
    </message>
    <message>
        <source>Moon Maiden, close your eyes.</source>
        <translation>Doncella lunar, cierra los ojos.</translation>
    </message>
    <message>
        <source>Actor, close your eyes.</source>
        <translation>Actor, cierra los ojos.</translation>
    </message>
    <message>
        <source>Little Brother Wolf, close your eyes.</source>
        <translation>Lobo hermano menor, cierra los ojos.</translation>
    </message>
    <message>
        <source>Demon Wolf, close your eyes.</source>
        <translation>Lobo demonio, cierra los ojos.</translation>
    </message>
    <message>
        <source>Big Bad Wolf, close your eyes.</source>
        <translation>Gran lobo feroz, cierra los ojos.</translation>
    </message>
    <message>
        <source>White Wolf, close your eyes.</source>
        <translation>Lobo blanco, cierra los ojos.</translation>
    </message>
    <message>
        <source>Wolf Seer, close your eyes.</source>
        <translation>Lobo vidente, cierra los ojos.</translation>
    </message>
    <message>
        <source>Fire Wolf, close your eyes.</source>
        <translation>Lobo de fuego, cierra los ojos.</translation>
    </message>
    <message>
        <source>Traitor, close your eyes.</source>
        <translation>Traidor, cierra los ojos.</translation>
    </message>
    <message>
        <source>Vampire, close your eyes.</source>
        <translation>Vampiro, cierra los ojos.</translation>
    </message>
    <message>
        <source>Pied Piper, close your eyes.</source>
        <translation>Flautista, cierra los ojos.</translation>
    </message>
    <message>
        <source>Charmed ones, close your eyes.</source>
        <translation>Hechizados, cierren los ojos.</translation>
    </message>
    <message>
        <source>Enchanter, close your eyes.</source>
        <translation>Encantador, cierra los ojos.</translation>
    </message>
    <message>
        <source>Raven, close your eyes.</source>
        <translation>Cuervo, cierra los ojos.</translation>
    </message>
    <message>
        <source>Old Hag, close your eyes.</source>
        <translation>Vieja hechicera, cierra los ojos.</translation>
    </message>
    <message>
        <source>Mad Doctor, close your eyes.</source>
        <translation>Doctor loco, cierra los ojos.</translation>
    </message>
    <message>
        <source>Apothecary, close your eyes.</source>
        <translation>Boticario, cierra los ojos.</translation>
    </message>
    <message>
        <source>Ghost, close your eyes.</source>
        <translation>Fantasma, cierra los ojos.</translation>
    </message>
    <message>
        <source>Gypsy, close your eyes.</source>
        <translation>Gitana, cierra los ojos.</translation>
    </message>
    <message>
        <source>Town Crier, close your eyes.</source>
        <translation>Pregonero, cierra los ojos.</translation>
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
    <name>NightScreen</name>
    <message>
        <source>Tonight&apos;s calls</source>
        <translation>Las llamadas de esta noche</translation>
    </message>
    <message>
        <source>Say the call</source>
        <translation>Decir la llamada</translation>
    </message>
    <message>
        <source>Say “close your eyes”</source>
        <translation>Decir «cierren los ojos»</translation>
    </message>
    <message>
        <source>Say “night falls”</source>
        <translation>Decir «cae la noche»</translation>
    </message>
    <message>
        <source>Masking sound</source>
        <translation>Sonido de fondo</translation>
    </message>
    <message>
        <source>A quiet sound all night, so nobody hears who moves</source>
        <translation>Un sonido suave toda la noche, para que nadie oiga quién se mueve</translation>
    </message>
    <message>
        <source>Next call</source>
        <translation>Siguiente llamada</translation>
    </message>
    <message>
        <source>Night %1 — call %2 of %3: %4</source>
        <translation>Noche %1 — llamada %2 de %3: %4</translation>
    </message>
    <message>
        <source>Read aloud: “%1”</source>
        <translation>Lee en voz alta: «%1»</translation>
    </message>
    <message>
        <source>Then: “%1”</source>
        <translation>Después: «%1»</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nobody holds this card tonight: fake the call (wait as long as for any other).</source>
        <translation>Nadie tiene esta carta esta noche: finge la llamada (espera lo mismo que en cualquier otra).</translation>
    </message>
    <message>
        <source>Nobody can act: fake the call, wait as long as for any other, say nothing more.</source>
        <translation>Nadie puede actuar: finge la llamada, espera lo mismo que en cualquier otra y no digas nada más.</translation>
    </message>
    <message>
        <source>Not %1 again (chosen last night).</source>
        <translation>No a %1 otra vez (elegido anoche).</translation>
    </message>
    <message>
        <source>the save potion</source>
        <translation>la poción de vida</translation>
    </message>
    <message>
        <source>the poison</source>
        <translation>el veneno</translation>
    </message>
    <message>
        <source>the stupor draught</source>
        <translation>la poción de estupor</translation>
    </message>
    <message>
        <source>the restoring draught</source>
        <translation>la poción de restauración</translation>
    </message>
    <message>
        <source>Used already: %1.</source>
        <translation>Ya usado: %1.</translation>
    </message>
    <message>
        <source>To the dawn</source>
        <translation>Al amanecer</translation>
    </message>
</context>
<context>
    <name>OneNightCallsScreen</name>
    <message>
        <source>One Night with real cards: the narrator</source>
        <translation>One Night con cartas reales: el narrador</translation>
    </message>
    <message>
        <source>Deal your own One Night cards (three in the centre), lay the laptop in the middle and press Start: every card&apos;s call is said in turn, the same length each, whether the card was dealt or lies in the centre. Then play the day and the vote at the table.</source>
        <translation>Reparte tus propias cartas de One Night (tres en el centro), deja el portátil en medio y pulsa Empezar: se dice la llamada de cada carta por turno, todas igual de largas, tanto si la carta se repartió como si está en el centro. Después jugad el día y la votación en la mesa.</translation>
    </message>
    <message>
        <source>Your last One Night deck</source>
        <translation>Tu última baraja de One Night</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Vampiro</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Hombre lobo</translation>
    </message>
    <message>
        <source>Werewolf + Daybreak</source>
        <translation>Hombre lobo + Amanecer</translation>
    </message>
    <message>
        <source>Vampire + Werewolf</source>
        <translation>Vampiro + Hombre lobo</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Todo</translation>
    </message>
    <message>
        <source>Players: </source>
        <translation>Jugadores: </translation>
    </message>
    <message>
        <source> s a call</source>
        <translation> s por llamada</translation>
    </message>
    <message>
        <source>Start the night</source>
        <translation>Empezar la noche</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>La baraja</translation>
    </message>
    <message>
        <source>The calls</source>
        <translation>Las llamadas</translation>
    </message>
    <message>
        <source>Press Start when everyone has a card.</source>
        <translation>Pulsa Empezar cuando todos tengan carta.</translation>
    </message>
    <message>
        <source>No voice can speak here: the calls are shown large, with a chime.</source>
        <translation>Aquí no puede hablar ninguna voz: las llamadas se muestran en grande, con un timbre.</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>Dusk</source>
        <translation>Anochecer</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Votación</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Revelación</translation>
    </message>
</context>
<context>
    <name>PhoneTurnPage</name>
    <message>
        <source>A turn is being played on a phone</source>
        <translation>Se está jugando un turno en un teléfono</translation>
    </message>
    <message>
        <source>Keep your eyes closed. The laptop goes on by itself when the turn is over.</source>
        <translation>Mantened los ojos cerrados. El portátil sigue solo cuando termine el turno.</translation>
    </message>
    <message>
        <source>That phone has lost the connection. Wait for it, or play this turn on the laptop behind the curtain.</source>
        <translation>Ese teléfono ha perdido la conexión. Espéralo o juega este turno en el portátil tras la cortina.</translation>
    </message>
    <message>
        <source>Play this turn on the laptop</source>
        <translation>Jugar este turno en el portátil</translation>
    </message>
    <message>
        <source>The phones are casting their ballots</source>
        <translation>Los teléfonos están votando</translation>
    </message>
    <message>
        <source>The votes show on the laptop once every ballot is in.</source>
        <translation>Los votos aparecen en el portátil cuando todos hayan votado.</translation>
    </message>
    <message>
        <source>The phones are taking their turns</source>
        <translation>Los teléfonos están jugando sus turnos</translation>
    </message>
    <message>
        <source>Keep your eyes closed. The laptop goes on by itself when every phone is done.</source>
        <translation>Mantened los ojos cerrados. El portátil sigue solo cuando terminen todos los teléfonos.</translation>
    </message>
</context>
<context>
    <name>PhoneWords</name>
    <message>
        <source>%1, it is your turn</source>
        <translation>%1, es tu turno</translation>
    </message>
    <message>
        <source>Make sure nobody can see your phone, then open your screen.</source>
        <translation>Asegúrate de que nadie ve tu teléfono y abre tu pantalla.</translation>
    </message>
    <message>
        <source>Open my screen</source>
        <translation>Abrir mi pantalla</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
    <message>
        <source>Keep your eyes closed. Your phone lights up when it is your turn.</source>
        <translation>Mantén los ojos cerrados. Tu teléfono se ilumina cuando es tu turno.</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Elegir</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Día %1</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <source>Talk at the table. Chat here if you like: the living may write, the dead only read.</source>
        <translation>Hablad en la mesa. Si quieres, chatea aquí: los vivos escriben, los muertos solo leen.</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>La votación</translation>
    </message>
    <message>
        <source>The vote is on the laptop.</source>
        <translation>La votación se hace en el portátil.</translation>
    </message>
    <message>
        <source>Your ballot is in. The laptop shows the votes once every ballot is cast.</source>
        <translation>Tu voto está registrado. El portátil muestra los votos cuando todos hayan votado.</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>The laptop shows who won.</source>
        <translation>El portátil muestra quién ha ganado.</translation>
    </message>
    <message>
        <source>Lap %1 of %2</source>
        <translation>Vuelta %1 de %2</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Waiting for the game</source>
        <translation>Esperando la partida</translation>
    </message>
    <message>
        <source>The host is setting up the game on the laptop.</source>
        <translation>El anfitrión está preparando la partida en el portátil.</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Who is playing?</source>
        <translation>¿Quién juega?</translation>
    </message>
    <message>
        <source>List the players clockwise around the table, starting with whoever holds the laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename.</source>
        <translation>Escribe los nombres de los jugadores en el sentido de las agujas del reloj alrededor de la mesa, empezando por quien tenga primero el portátil. Arrastra los nombres (o pulsa Ctrl+Arriba/Abajo) para cambiar los asientos; doble clic para renombrar.</translation>
    </message>
    <message>
        <source>Players, clockwise</source>
        <translation>Jugadores, en sentido horario</translation>
    </message>
    <message>
        <source>Add a player&apos;s name…</source>
        <translation>Añade el nombre de un jugador…</translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation>Nombre del nuevo jugador</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Next: choose the cards</source>
        <translation>Siguiente: elegir las cartas</translation>
    </message>
    <message>
        <source>Seating (clockwise, the laptop starts at the bottom)</source>
        <translation>Asientos (en sentido horario; el portátil empieza abajo)</translation>
    </message>
    <message>
        <source>A name can have at most %1 characters; the rest was left out.</source>
        <translation>Un nombre puede tener como máximo %1 caracteres; se ha quitado el resto.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>The table is full: remove a name to add another.</source>
        <translation>La mesa está llena: quita un nombre para añadir otro.</translation>
    </message>
    <message>
        <source>Remove a name to add another.</source>
        <translation>Quita un nombre para añadir otro.</translation>
    </message>
</context>
<context>
    <name>Portrait</name>
    <message>
        <source>Fox</source>
        <translation>Zorro</translation>
    </message>
    <message>
        <source>Owl</source>
        <translation>Búho</translation>
    </message>
    <message>
        <source>Rice Farmer</source>
        <translation>Arrocero</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Conejo</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Oso</translation>
    </message>
    <message>
        <source>Black Cat</source>
        <translation>Gato negro</translation>
    </message>
    <message>
        <source>Lotus Girl</source>
        <translation>Chica del loto</translation>
    </message>
    <message>
        <source>Deer</source>
        <translation>Ciervo</translation>
    </message>
    <message>
        <source>Tiger Cub</source>
        <translation>Cachorro de tigre</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>Rana</translation>
    </message>
    <message>
        <source>Village Elder</source>
        <translation>Anciano del pueblo</translation>
    </message>
    <message>
        <source>Heron</source>
        <translation>Garza</translation>
    </message>
    <message>
        <source>Water Buffalo</source>
        <translation>Búfalo de agua</translation>
    </message>
    <message>
        <source>Monkey</source>
        <translation>Mono</translation>
    </message>
    <message>
        <source>Raccoon</source>
        <translation>Mapache</translation>
    </message>
    <message>
        <source>Boar</source>
        <translation>Jabalí</translation>
    </message>
</context>
<context>
    <name>Power</name>
    <message>
        <source>At Dusk, looks at one centre card and becomes that role for the whole game.</source>
        <translation>Al Anochecer, mira una carta del centro y se convierte en ese rol durante toda la partida.</translation>
    </message>
    <message>
        <source>Wakes at Dusk with the other vampires; together they give the Vampire mark to someone who is not a vampire.</source>
        <translation>Se despierta al Anochecer con los demás vampiros; juntos dan la Marca del Vampiro a alguien que no sea vampiro.</translation>
    </message>
    <message>
        <source>A vampire. If another Vampire votes for The Master, The Master cannot be killed.</source>
        <translation>Un vampiro. Si otro Vampiro vota por El Maestro, El Maestro no puede morir.</translation>
    </message>
    <message>
        <source>A vampire. After the vampires, gives the Fear mark to a non-vampire, who then cannot act at night.</source>
        <translation>Un vampiro. Después de los vampiros, da la Marca del Miedo a alguien que no sea vampiro, que entonces no puede actuar de noche.</translation>
    </message>
    <message>
        <source>Sees the vampires and whom they marked, then takes the Bat mark. Wins with the vampires.</source>
        <translation>Ve a los vampiros y a quién han marcado, y después toma la Marca del Murciélago. Gana con los vampiros.</translation>
    </message>
    <message>
        <source>Gives the Disease mark to a neighbour. Whoever votes for the Diseased or the marked player cannot win.</source>
        <translation>Da la Marca de la Enfermedad a un vecino. Quien vote por el Enfermo o por el jugador marcado no puede ganar.</translation>
    </message>
    <message>
        <source>May give Love marks to two players. If one lover dies, the other dies too.</source>
        <translation>Puede dar Marcas del Amor a dos jugadores. Si un enamorado muere, el otro también muere.</translation>
    </message>
    <message>
        <source>May give the Traitor mark to anyone: a traitor wins only if a teammate dies.</source>
        <translation>Puede dar la Marca del Traidor a cualquiera: un traidor solo gana si muere un compañero de su equipo.</translation>
    </message>
    <message>
        <source>Takes a fresh Clarity mark and may give another one to a player, wiping out their old mark.</source>
        <translation>Toma una Marca de Claridad nueva y puede dar otra a un jugador, borrando su Marca anterior.</translation>
    </message>
    <message>
        <source>Gives the Assassin mark to anyone and wins if a player holding it dies.</source>
        <translation>Da la Marca del Asesino a cualquiera y gana si muere un jugador que la tenga.</translation>
    </message>
    <message>
        <source>Learns who the Assassin is and wins if the Assassin dies; with no Assassin, gives the Assassin mark.</source>
        <translation>Sabe quién es el Asesino y gana si el Asesino muere; si no hay Asesino, da la Marca del Asesino.</translation>
    </message>
    <message>
        <source>May look at one player&apos;s card and at another player&apos;s mark.</source>
        <translation>Puede mirar la carta de un jugador y la Marca de otro jugador.</translation>
    </message>
    <message>
        <source>May swap marks with another player, then looks at the new mark.</source>
        <translation>Puede intercambiar su Marca con la de otro jugador y después mira su nueva Marca.</translation>
    </message>
    <message>
        <source>May swap the cards, or the marks, of any two players without looking.</source>
        <translation>Puede intercambiar las cartas, o las Marcas, de dos jugadores cualesquiera sin mirarlas.</translation>
    </message>
    <message>
        <source>No night action. Find the monsters and vote them out.</source>
        <translation>Sin acción nocturna. Encuentra a los monstruos y expúlsalos con tu voto.</translation>
    </message>
    <message>
        <source>Looks at another player&apos;s card and becomes that role, acting at once when the role allows.</source>
        <translation>Mira la carta de otro jugador y se convierte en ese rol; actúa en el acto si el rol lo permite.</translation>
    </message>
    <message>
        <source>Wakes with the other werewolves. A lone werewolf may look at one centre card.</source>
        <translation>Se despierta con los demás hombres lobo. Un hombre lobo solitario puede mirar una carta del centro.</translation>
    </message>
    <message>
        <source>Sees who the werewolves are and wins with them, even if the Minion dies.</source>
        <translation>Sabe quiénes son los hombres lobo y gana con ellos, aunque el Esbirro muera.</translation>
    </message>
    <message>
        <source>Wakes with the other Mason so that they know each other.</source>
        <translation>Se despierta con el otro Masón para que se conozcan.</translation>
    </message>
    <message>
        <source>May look at another player&apos;s card or at two centre cards.</source>
        <translation>Puede mirar la carta de otro jugador o dos cartas del centro.</translation>
    </message>
    <message>
        <source>May swap cards with another player, then looks at the new card.</source>
        <translation>Puede intercambiar su carta con la de otro jugador y después mira su nueva carta.</translation>
    </message>
    <message>
        <source>May swap the cards of two other players without looking.</source>
        <translation>Puede intercambiar las cartas de otros dos jugadores sin mirarlas.</translation>
    </message>
    <message>
        <source>Must swap their card with a centre card without looking at it.</source>
        <translation>Debe intercambiar su carta con una carta del centro sin mirarla.</translation>
    </message>
    <message>
        <source>Wakes last and looks at their own card to see if it changed.</source>
        <translation>Se despierta al final y mira su propia carta para ver si ha cambiado.</translation>
    </message>
    <message>
        <source>If the Hunter dies, the player the Hunter voted for dies too.</source>
        <translation>Si el Cazador muere, el jugador por el que votó el Cazador también muere.</translation>
    </message>
    <message>
        <source>Hates the job: wins only by dying.</source>
        <translation>Odia su trabajo: solo gana si muere.</translation>
    </message>
    <message>
        <source>May shield another player&apos;s card: nobody may look at it or move it.</source>
        <translation>Puede poner un escudo sobre la carta de otro jugador: nadie puede mirarla ni moverla.</translation>
    </message>
    <message>
        <source>A werewolf who swaps the extra wolf card in the centre with a non-werewolf&apos;s card.</source>
        <translation>Un hombre lobo que intercambia la carta de lobo extra del centro con la carta de alguien que no sea hombre lobo.</translation>
    </message>
    <message>
        <source>A werewolf who may also look at another player&apos;s card.</source>
        <translation>Un hombre lobo que además puede mirar la carta de otro jugador.</translation>
    </message>
    <message>
        <source>A sleepy werewolf: raises a thumb for the other wolves but never wakes.</source>
        <translation>Un hombre lobo dormilón: levanta el pulgar para los demás lobos, pero nunca se despierta.</translation>
    </message>
    <message>
        <source>May look at one centre card.</source>
        <translation>Puede mirar una carta del centro.</translation>
    </message>
    <message>
        <source>May look at up to two cards, and turns into the first werewolf, tanner or vampire seen.</source>
        <translation>Puede mirar hasta dos cartas y se convierte en el primer hombre lobo, curtidor o vampiro que vea.</translation>
    </message>
    <message>
        <source>May look at a centre card; if so, must swap it with any player&apos;s card.</source>
        <translation>Puede mirar una carta del centro; si lo hace, debe cambiarla por la carta de cualquier jugador.</translation>
    </message>
    <message>
        <source>May move every other player&apos;s card one seat left or right.</source>
        <translation>Puede mover las cartas de todos los demás jugadores un asiento a la izquierda o a la derecha.</translation>
    </message>
    <message>
        <source>May turn another player&apos;s card face up; monsters and tanners go back face down.</source>
        <translation>Puede poner boca arriba la carta de otro jugador; los monstruos y los curtidores vuelven boca abajo.</translation>
    </message>
    <message>
        <source>May put a random face-down artifact on any player&apos;s card.</source>
        <translation>Puede poner un artefacto al azar, boca abajo, sobre la carta de cualquier jugador.</translation>
    </message>
    <message>
        <source>The player the Bodyguard votes for cannot be killed.</source>
        <translation>El jugador por el que vota el Guardaespaldas no puede morir.</translation>
    </message>
    <message>
        <source>Sees who looked at or moved a card or a mark tonight.</source>
        <translation>Ve quién ha mirado o movido una carta o una Marca esta noche.</translation>
    </message>
    <message>
        <source>Sees who the Tanner is and wins if the Tanner dies.</source>
        <translation>Sabe quién es el Curtidor y gana si el Curtidor muere.</translation>
    </message>
    <message>
        <source>Taps a neighbour&apos;s shoulder: that player learns the Thing sits beside them.</source>
        <translation>Toca el hombro de un vecino: ese jugador sabe que la Cosa está sentada a su lado.</translation>
    </message>
    <message>
        <source>Sees the werewolves and may look at their cards. Wins with the werewolves.</source>
        <translation>Ve a los hombres lobo y puede mirar sus cartas. Gana con los hombres lobo.</translation>
    </message>
    <message>
        <source>Sees who the Seer is and may look at the Seer&apos;s card.</source>
        <translation>Sabe quién es el Vidente y puede mirar la carta del Vidente.</translation>
    </message>
    <message>
        <source>Cannot be killed by the vote.</source>
        <translation>No puede morir por la votación.</translation>
    </message>
    <message>
        <source>A villager who turns into a werewolf if any werewolf votes for them.</source>
        <translation>Un aldeano que se convierte en hombre lobo si algún hombre lobo vota por él.</translation>
    </message>
</context>
<context>
    <name>PowerScreen</name>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>%1, you are the Cavalier. Name the player you challenge: a wolf dies; if not, you die. Both are said aloud.</source>
        <translation>%1, eres el Jinete. Nombra al jugador que desafías: si es un lobo, muere; si no, mueres tú. El resultado se dice en voz alta.</translation>
    </message>
    <message>
        <source>%1, you are the Servant. Take the card of the hanged player? You are revealed; the card itself stays secret.</source>
        <translation>%1, eres la Sirvienta. ¿Tomas la carta del ahorcado? Te revelas; la carta sigue en secreto.</translation>
    </message>
    <message>
        <source>%1, only the %2 can confirm this now. Press Cancel: nobody will know what you saw.</source>
        <translation>%1, ahora solo %2 puede confirmarlo. Pulsa Cancelar: nadie sabrá lo que viste.</translation>
    </message>
    <message>
        <source>Cancel (%1)</source>
        <translation>Cancelar (%1)</translation>
    </message>
    <message>
        <source>Confirm (%1)</source>
        <translation>Confirmar (%1)</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>Vampire</source>
        <translation>Vampiro</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Hombre lobo</translation>
    </message>
    <message>
        <source>Werewolf + Daybreak</source>
        <translation>Hombre lobo + Amanecer</translation>
    </message>
    <message>
        <source>Vampire + Werewolf</source>
        <translation>Vampiro + Hombre lobo</translation>
    </message>
    <message>
        <source>Everything (all four boxes)</source>
        <translation>Todo (las cuatro cajas)</translation>
    </message>
</context>
<context>
    <name>PresserScreen</name>
    <message>
        <source>Who pressed it? Tap your name: the laptop comes to you, behind the curtain. Only the card&apos;s holder can go on; anyone else just cancels, and nobody sees the difference.</source>
        <translation>¿Quién lo pulsó? Toca tu nombre: el portátil va a ti, tras la cortina. Solo quien tiene la carta puede seguir; cualquier otro cancela, y nadie nota la diferencia.</translation>
    </message>
    <message>
        <source>Nobody: back</source>
        <translation>Nadie: volver</translation>
    </message>
</context>
<context>
    <name>PrivateScreen</name>
    <message>
        <source>Hide (Esc)</source>
        <translation>Ocultar (Esc)</translation>
    </message>
</context>
<context>
    <name>PublicLog</name>
    <message>
        <source>Day %1</source>
        <translation>Día %1</translation>
    </message>
    <message>
        <source>Public log</source>
        <translation>Registro público</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Todavía no ha pasado nada.</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Restablecer</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Interrumpir</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorar</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurar los valores predeterminados</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>Not yourself: choose another player.</source>
        <translation>Tú no: elige a otro jugador.</translation>
    </message>
    <message>
        <source>Already chosen: pick someone else.</source>
        <translation>Ya elegido: elige a otra persona.</translation>
    </message>
    <message>
        <source>Vampires cannot receive this mark.</source>
        <translation>Los vampiros no pueden recibir esta Marca.</translation>
    </message>
    <message>
        <source>Vampires, and the player with the Vampire mark, cannot receive Fear.</source>
        <translation>Los vampiros, y el jugador con la Marca del Vampiro, no pueden recibir el Miedo.</translation>
    </message>
    <message>
        <source>Only your left or right neighbour.</source>
        <translation>Solo tu vecino de la izquierda o de la derecha.</translation>
    </message>
    <message>
        <source>There is no wolf card in this game.</source>
        <translation>En esta partida no hay carta de lobo.</translation>
    </message>
    <message>
        <source>This card is shielded.</source>
        <translation>Esta carta está protegida por un escudo.</translation>
    </message>
    <message>
        <source>You had to stop after the first card.</source>
        <translation>Tenías que parar después de la primera carta.</translation>
    </message>
    <message>
        <source>The card and the mark must belong to two different players.</source>
        <translation>La carta y la Marca deben ser de dos jugadores distintos.</translation>
    </message>
    <message>
        <source>You know this player is a werewolf.</source>
        <translation>Sabes que este jugador es un hombre lobo.</translation>
    </message>
    <message>
        <source>Not the Alpha Wolf you copied.</source>
        <translation>No el Lobo Alfa que has copiado.</translation>
    </message>
    <message>
        <source>This card already carries an artifact.</source>
        <translation>Esta carta ya tiene un artefacto.</translation>
    </message>
    <message>
        <source>This card is already face up: choose a face-down card.</source>
        <translation>Esta carta ya está boca arriba: elige una carta boca abajo.</translation>
    </message>
    <message>
        <source>Not allowed for this action.</source>
        <translation>No está permitido para esta acción.</translation>
    </message>
</context>
<context>
    <name>ResolutionScreen</name>
    <message>
        <source>Turn over all cards</source>
        <translation>Dar la vuelta a todas las cartas</translation>
    </message>
    <message>
        <source>What happened at the vote</source>
        <translation>Qué pasó en la votación</translation>
    </message>
</context>
<context>
    <name>RevealScreen</name>
    <message>
        <source>Who won</source>
        <translation>Quién ha ganado</translation>
    </message>
    <message>
        <source>The night</source>
        <translation>La noche</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>New setup</source>
        <translation>Nueva configuración</translation>
    </message>
    <message>
        <source>Show the votes</source>
        <translation>Mostrar los votos</translation>
    </message>
    <message>
        <source>Hide the votes</source>
        <translation>Ocultar los votos</translation>
    </message>
</context>
<context>
    <name>Role</name>
    <message>
        <source>Copycat</source>
        <translation>Imitador</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Vampiro</translation>
    </message>
    <message>
        <source>The Master</source>
        <translation>El Maestro</translation>
    </message>
    <message>
        <source>The Count</source>
        <translation>El Conde</translation>
    </message>
    <message>
        <source>Renfield</source>
        <translation>Renfield</translation>
    </message>
    <message>
        <source>Diseased</source>
        <translation>Enfermo</translation>
    </message>
    <message>
        <source>Cupid</source>
        <translation>Cupido</translation>
    </message>
    <message>
        <source>Instigator</source>
        <translation>Instigador</translation>
    </message>
    <message>
        <source>Priest</source>
        <translation>Sacerdote</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Asesino</translation>
    </message>
    <message>
        <source>Apprentice Assassin</source>
        <translation>Aprendiz de asesino</translation>
    </message>
    <message>
        <source>Marksman</source>
        <translation>Tirador</translation>
    </message>
    <message>
        <source>Pickpocket</source>
        <translation>Carterista</translation>
    </message>
    <message>
        <source>Gremlin</source>
        <translation>Gremlin</translation>
    </message>
    <message>
        <source>Villager</source>
        <translation>Aldeano</translation>
    </message>
    <message>
        <source>Doppelgänger</source>
        <translation>Doppelgänger</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Hombre lobo</translation>
    </message>
    <message>
        <source>Minion</source>
        <translation>Esbirro</translation>
    </message>
    <message>
        <source>Mason</source>
        <translation>Masón</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>Vidente</translation>
    </message>
    <message>
        <source>Robber</source>
        <translation>Ladrón</translation>
    </message>
    <message>
        <source>Troublemaker</source>
        <translation>Alborotadora</translation>
    </message>
    <message>
        <source>Drunk</source>
        <translation>Borracho</translation>
    </message>
    <message>
        <source>Insomniac</source>
        <translation>Insomne</translation>
    </message>
    <message>
        <source>Hunter</source>
        <translation>Cazador</translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation>Curtidor</translation>
    </message>
    <message>
        <source>Sentinel</source>
        <translation>Centinela</translation>
    </message>
    <message>
        <source>Alpha Wolf</source>
        <translation>Lobo Alfa</translation>
    </message>
    <message>
        <source>Mystic Wolf</source>
        <translation>Lobo Místico</translation>
    </message>
    <message>
        <source>Dream Wolf</source>
        <translation>Lobo Soñador</translation>
    </message>
    <message>
        <source>Apprentice Seer</source>
        <translation>Aprendiz de vidente</translation>
    </message>
    <message>
        <source>Paranormal Investigator</source>
        <translation>Investigador paranormal</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Bruja</translation>
    </message>
    <message>
        <source>Village Idiot</source>
        <translation>Tonto del pueblo</translation>
    </message>
    <message>
        <source>Revealer</source>
        <translation>Reveladora</translation>
    </message>
    <message>
        <source>Curator</source>
        <translation>Curador</translation>
    </message>
    <message>
        <source>Bodyguard</source>
        <translation>Guardaespaldas</translation>
    </message>
    <message>
        <source>Aura Seer</source>
        <translation>Vidente del aura</translation>
    </message>
    <message>
        <source>Apprentice Tanner</source>
        <translation>Aprendiz de curtidor</translation>
    </message>
    <message>
        <source>Thing</source>
        <translation>Cosa</translation>
    </message>
    <message>
        <source>Squire</source>
        <translation>Escudero</translation>
    </message>
    <message>
        <source>Beholder</source>
        <translation>Observador</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>Príncipe</translation>
    </message>
    <message>
        <source>Cursed</source>
        <translation>Maldito</translation>
    </message>
</context>
<context>
    <name>RoleRules</name>
    <message>
        <source>At Dusk, before anyone else, the Copycat looks at one centre card (the wolf card too, when there is one) and becomes that role for the whole game: she wakes when that role wakes, acts as it and is on its team. The copy stays on the Copycat card, so whoever holds that card at the end is the copied role. If she sees the Doppelgänger, she becomes the Doppelgänger. A Copycat card that started in the centre makes its final holder a plain Villager.</source>
        <translation>Al Anochecer, antes que nadie, el Imitador mira una carta del centro (también la carta de lobo, si la hay) y se convierte en ese rol para toda la partida: despierta cuando despierta ese rol, actúa como él y es de su equipo. La copia queda en la carta del Imitador, así que quien tenga esa carta al final es el rol copiado. Si ve al Doppelgänger, se convierte en el Doppelgänger. Una carta de Imitador que empezó en el centro convierte a quien la tenga al final en un simple Aldeano.</translation>
    </message>
    <message>
        <source>At Dusk all the vampires (Vampire, The Master, The Count) wake together, see each other and must give the Vampire mark to one player who is not a vampire; in pass-and-play the first vampire the laptop reaches chooses and the others are shown the choice. The marked player becomes a Vampire but only learns it at the mark check. The vampire team wins if no Vampire dies and no Tanner dies. The Vampire has no vote power.</source>
        <translation>Al Anochecer todos los vampiros (Vampiro, El Maestro, El Conde) despiertan juntos, se reconocen y deben darle la Marca del Vampiro a un jugador que no sea vampiro; al pasar el portátil, elige el primer vampiro al que llega y a los demás se les muestra la elección. El jugador marcado pasa a ser Vampiro, pero solo lo sabe al revisar su Marca. El equipo de los vampiros gana si no muere ningún Vampiro ni ningún Curtidor. El Vampiro no tiene poder en la votación.</translation>
    </message>
    <message>
        <source>The Master is a vampire and wakes with the vampires at Dusk. If at least one other Vampire points at The Master in the vote, The Master cannot be killed, by votes or by a Hunter: the next player with the most votes (at least two) dies instead. The power holds with the Vampire mark too, but a Love mark kills The Master when the other lover dies.</source>
        <translation>El Maestro es un vampiro y despierta con los vampiros al Anochecer. Si al menos otro Vampiro señala al Maestro en la votación, el Maestro no puede morir, ni por votos ni por un Cazador: muere en su lugar el siguiente jugador con más votos (al menos dos). El poder se mantiene también con la Marca del Vampiro, pero una Marca del Amor mata al Maestro cuando muere el otro enamorado.</translation>
    </message>
    <message>
        <source>The Count is a vampire: he wakes with the vampires at Dusk, then again on his own, and must give the Fear mark to a player who is not a vampire and did not just get the Vampire mark. That player sees the mark at the mark check and takes no action during the Night (Dusk is already over). The Count wins with the vampire team.</source>
        <translation>El Conde es un vampiro: despierta con los vampiros al Anochecer, luego otra vez solo, y debe darle la Marca del Miedo a un jugador que no sea vampiro y que no acabe de recibir la Marca del Vampiro. Ese jugador ve la Marca al revisar su Marca y no hace ninguna acción durante la Noche (el Anochecer ya pasó). El Conde gana con el equipo de los vampiros.</translation>
    </message>
    <message>
        <source>At Dusk Renfield wakes after the vampires, sees who they are and whom they point at (the new Vampire-mark holder), then takes the Bat mark, which does nothing. He is on the vampire team and wins with it even if he dies; his own death is not a Vampire&apos;s death. If no player is a Vampire at the end, he is on the village team; holding the Vampire mark makes him a Vampire.</source>
        <translation>Al Anochecer Renfield despierta después de los vampiros, ve quiénes son y a quién señalan (el nuevo portador de la Marca del Vampiro) y luego toma la Marca del Murciélago, que no hace nada. Es del equipo de los vampiros y gana con él aunque muera; su propia muerte no cuenta como la de un Vampiro. Si al final ningún jugador es Vampiro, es del equipo del pueblo; con la Marca del Vampiro es un Vampiro.</translation>
    </message>
    <message>
        <source>At Dusk the Diseased must give the Disease mark to the player on their left or on their right. In the vote, every player who points at the Diseased or at the Disease-mark holder cannot win, even if their team wins. Those votes still count: a contagious player with the most votes dies as usual. The Diseased is on the village team.</source>
        <translation>Al Anochecer el Enfermo debe darle la Marca de la Enfermedad al jugador de su izquierda o de su derecha. En la votación, todo jugador que señale al Enfermo o al portador de la Marca de la Enfermedad no puede ganar, aunque gane su equipo. Esos votos cuentan igual: un jugador contagioso con más votos muere como siempre. El Enfermo es del equipo del pueblo.</translation>
    </message>
    <message>
        <source>At Dusk Cupid may give Love marks to two different players, himself allowed. The lovers wake right after the mark check and see each other. If one lover dies, every other Love-mark holder dies too, even a protected one; lovers keep their own teams. With a Doppelgänger-Cupid up to four lovers live and die together.</source>
        <translation>Al Anochecer Cupido puede darles Marcas del Amor a dos jugadores distintos, él incluido. Los enamorados despiertan justo después de revisar las Marcas y se ven. Si muere un enamorado, mueren también todos los demás portadores de una Marca del Amor, aunque estén protegidos; los enamorados conservan sus equipos. Con un Doppelgänger-Cupido, hasta cuatro enamorados viven y mueren juntos.</translation>
    </message>
    <message>
        <source>At Dusk the Instigator may give the Traitor mark to any player, themselves included. The traitor stays on their team but wins only if another member of that team dies. On a team of one, or on a Tanner or an assassin, the mark changes nothing. The Instigator is on the village team.</source>
        <translation>Al Anochecer el Instigador puede darle la Marca del Traidor a cualquier jugador, él incluido. El traidor sigue en su equipo, pero solo gana si muere otro miembro de ese equipo. En un equipo de uno, o en un Curtidor o un asesino, la Marca no cambia nada. El Instigador es del equipo del pueblo.</translation>
    </message>
    <message>
        <source>At Dusk the Priest always takes a fresh Clarity mark and may give another one to a different player; the marks they held go back to the board unseen. Clarity does nothing, so this wipes out a Vampire, Fear, Love or other mark given earlier. The Priest is on the village team.</source>
        <translation>Al Anochecer el Sacerdote siempre se toma una Marca de Claridad nueva y puede darle otra a un jugador distinto; las Marcas que tenían vuelven al tablero sin que nadie las vea. La Claridad no hace nada, así que esto borra una Marca del Vampiro, del Miedo, del Amor u otra dada antes. El Sacerdote es del equipo del pueblo.</translation>
    </message>
    <message>
        <source>At Dusk the Assassin must give the Assassin mark to any player, himself included, then keeps his eyes open while the Apprentice Assassin looks for him. He wins if a player holding an Assassin mark dies; if he holds one himself, he wins only if he dies. He wins alongside any other team, dead or alive. If nobody holds an Assassin mark at the end, he is a villager.</source>
        <translation>Al Anochecer el Asesino debe darle la Marca del Asesino a cualquier jugador, él incluido, y luego sigue con los ojos abiertos mientras el Aprendiz de asesino lo busca. Gana si muere un jugador con una Marca del Asesino; si la tiene él mismo, solo gana si muere él. Gana junto a cualquier otro equipo, vivo o muerto. Si al final nadie tiene una Marca del Asesino, es un aldeano.</translation>
    </message>
    <message>
        <source>At Dusk the Apprentice Assassin wakes after the Assassin. If an Assassin woke, the apprentice sees him, does nothing else and wins if an Assassin dies. With no Assassin awake, the apprentice must give the Assassin mark to any player, themselves included, and wins if a mark holder dies. The apprentice wins alongside any other team; if nobody holds an Assassin mark at the end, the apprentice is a villager.</source>
        <translation>Al Anochecer el Aprendiz de asesino despierta después del Asesino. Si un Asesino despertó, el aprendiz lo ve, no hace nada más y gana si muere un Asesino. Si no despertó ningún Asesino, el aprendiz debe darle la Marca del Asesino a cualquier jugador, él incluido, y gana si muere un portador de la Marca. El aprendiz gana junto a cualquier otro equipo; si al final nadie tiene una Marca del Asesino, el aprendiz es un aldeano.</translation>
    </message>
    <message>
        <source>During the Night the Marksman may look at one other player&apos;s card and at the mark of a different other player: one of them, both or neither. A shield stops the look at a card, never the look at a mark. The Marksman is on the village team.</source>
        <translation>Durante la Noche el Tirador puede mirar la carta de otro jugador y la Marca de otro jugador distinto: una de las dos, ambas o ninguna. Un escudo impide mirar una carta, nunca mirar una Marca. El Tirador es del equipo del pueblo.</translation>
    </message>
    <message>
        <source>During the Night the Pickpocket may swap his mark with another player&apos;s mark, then looks at his new mark; shields do not stop him. He now has that mark&apos;s effect (a Vampire mark makes him a Vampire), but taking the Fear mark changes nothing: who is afraid was settled at the mark check. The Pickpocket is on the village team.</source>
        <translation>Durante la Noche el Carterista puede intercambiar su Marca con la de otro jugador y luego mirar su nueva Marca; los escudos no lo detienen. Ahora tiene el efecto de esa Marca (la Marca del Vampiro lo hace Vampiro), pero tomar la Marca del Miedo no cambia nada: quién tiene miedo se decidió al revisar las Marcas. El Carterista es del equipo del pueblo.</translation>
    </message>
    <message>
        <source>During the Night the Gremlin may swap either the cards or the marks of any two players, himself allowed, without looking. A shield stops a card swap, not a mark swap. Nobody is told. The Gremlin is on the village team.</source>
        <translation>Durante la Noche el Gremlin puede intercambiar las cartas o las Marcas de dos jugadores cualesquiera, él incluido, sin mirarlas. Un escudo impide cambiar cartas, no Marcas. No se avisa a nadie. El Gremlin es del equipo del pueblo.</translation>
    </message>
    <message>
        <source>The Villager has no night action and no power. Listen, compare stories and vote for a monster: the village wins if a Werewolf or a Vampire dies, or, when no player is one, if nobody dies.</source>
        <translation>El Aldeano no tiene acción nocturna ni poder. Escucha, compara historias y vota a un monstruo: el pueblo gana si muere un Hombre lobo o un Vampiro o, si ningún jugador lo es, si no muere nadie.</translation>
    </message>
    <message>
        <source>The Doppelgänger looks at another player&apos;s card and becomes that role for the game: at Dusk when Vampire-box roles are in the deck, otherwise at the start of the Night, after the Sentinel. A role that acts once she copies at once; a role with a later turn (Insomniac, Curator, ...) she plays in its turn; a werewolf or vampire wakes with its team. Her marks come from her own board. Copying the Copycat gives her the Copycat&apos;s role with no action. The copy stays on her card; a Doppelgänger card that never copied makes its holder a Villager.</source>
        <translation>El Doppelgänger mira la carta de otro jugador y se convierte en ese rol para la partida: al Anochecer si hay roles de la caja Vampire en el mazo, si no al comienzo de la Noche, después del Centinela. Un rol que actúa una vez lo copia al instante; un rol con un turno posterior (Insomne, Curador, ...) lo juega en su turno; un hombre lobo o un vampiro despierta con su equipo. Sus Marcas salen de su propio tablero. Si copia al Imitador, recibe el rol del Imitador sin acción. La copia queda en su carta; una carta de Doppelgänger que nunca copió convierte a quien la tenga en Aldeano.</translation>
    </message>
    <message>
        <source>During the Night the werewolves (Werewolf, Alpha Wolf, Mystic Wolf) wake together and see each other, and a Dream Wolf raises a thumb. A werewolf who is alone and sees no thumb may look at one centre card. The werewolf team wins if no Werewolf dies and no Tanner dies. A Werewolf given the Vampire mark still wakes with the werewolves but plays for the vampires.</source>
        <translation>Durante la Noche los hombres lobo (Hombre lobo, Lobo Alfa, Lobo Místico) despiertan juntos y se reconocen, y el Lobo Soñador levanta el pulgar. Un hombre lobo solo que no ve ningún pulgar puede mirar una carta del centro. El equipo de los hombres lobo gana si no muere ningún Hombre lobo ni ningún Curtidor. Un Hombre lobo con la Marca del Vampiro sigue despertando con los hombres lobo, pero juega para los vampiros.</translation>
    </message>
    <message>
        <source>During the Night the Minion sees the werewolves raise their thumbs (the Dream Wolf too); they do not learn who the Minion is. The Minion wins with the werewolves even if the Minion dies. If no player is a Werewolf, the Minion wins if someone else dies and no Tanner dies.</source>
        <translation>Durante la Noche el Esbirro ve a los hombres lobo levantar el pulgar (también el Lobo Soñador); ellos no saben quién es el Esbirro. El Esbirro gana con los hombres lobo aunque muera. Si ningún jugador es Hombre lobo, el Esbirro gana si muere otro jugador y no muere ningún Curtidor.</translation>
    </message>
    <message>
        <source>During the Night the Masons wake together and see each other. A Mason who sees nobody knows that no other player woke as a Mason. Masons are on the village team.</source>
        <translation>Durante la Noche los Masones despiertan juntos y se reconocen. Un Masón que no ve a nadie sabe que ningún otro jugador despertó como Masón. Los Masones son del equipo del pueblo.</translation>
    </message>
    <message>
        <source>During the Night the Seer may look at another player&apos;s card, or at two centre cards (the wolf card may be one). A shielded card cannot be seen. The Seer raises a thumb for the Beholder and is on the village team.</source>
        <translation>Durante la Noche el Vidente puede mirar la carta de otro jugador o dos cartas del centro (una puede ser la carta de lobo). Una carta con escudo no se puede mirar. El Vidente levanta el pulgar para el Observador y es del equipo del pueblo.</translation>
    </message>
    <message>
        <source>During the Night the Robber may swap his card with another player&apos;s card, then looks at his new card. At the end he is that role and on its team, but he does not act as it tonight; the robbed player is not told. Neither card may be shielded.</source>
        <translation>Durante la Noche el Ladrón puede intercambiar su carta con la de otro jugador y luego mirar su nueva carta. Al final es ese rol y de su equipo, pero esta noche no actúa como él; al jugador robado no se le avisa. Ninguna de las dos cartas puede tener escudo.</translation>
    </message>
    <message>
        <source>During the Night the Troublemaker may swap the cards of two other players without looking; they are not told. A shielded card cannot be moved. The Troublemaker is on the village team.</source>
        <translation>Durante la Noche la Alborotadora puede intercambiar las cartas de otros dos jugadores sin mirarlas; no se les avisa. Una carta con escudo no se puede mover. La Alborotadora es del equipo del pueblo.</translation>
    </message>
    <message>
        <source>During the Night the Drunk must swap his card with a centre card (the wolf card too) without looking at it, so he does not know what he is now. A shield on his card cancels the swap. He ends as whatever card he took.</source>
        <translation>Durante la Noche el Borracho debe intercambiar su carta con una carta del centro (también la carta de lobo) sin mirarla, así que no sabe qué es ahora. Un escudo sobre su carta anula el intercambio. Termina siendo la carta que tomó.</translation>
    </message>
    <message>
        <source>Near the end of the Night the Insomniac looks at her own card and learns whether someone moved it; a shield on it blocks the look. She is whatever she finds there.</source>
        <translation>Casi al final de la Noche el Insomne mira su propia carta y sabe si alguien la movió; un escudo sobre ella impide mirarla. Es lo que encuentre allí.</translation>
    </message>
    <message>
        <source>The Hunter has no night action. If the Hunter dies, the player the Hunter points at dies too, unless that player is protected (Bodyguard, Prince, The Master); deaths can chain through other Hunters and lovers. The power stays with the Vampire mark and is lost with a role-changing artifact.</source>
        <translation>El Cazador no tiene acción nocturna. Si el Cazador muere, el jugador al que señala muere también, salvo que esté protegido (Guardaespaldas, Príncipe, El Maestro); las muertes pueden encadenarse con otros Cazadores y con los enamorados. El poder se mantiene con la Marca del Vampiro y se pierde con un artefacto que cambia el rol.</translation>
    </message>
    <message>
        <source>The Tanner has no night action and is on a team of his own: he wins only if he dies. If a Tanner dies, neither the werewolves nor the vampires can win, but the village still can (a Tanner and a Werewolf both dead: both win).</source>
        <translation>El Curtidor no tiene acción nocturna y es de un equipo propio: solo gana si muere. Si muere un Curtidor, ni los hombres lobo ni los vampiros pueden ganar, pero el pueblo sí (un Curtidor y un Hombre lobo muertos: ganan los dos).</translation>
    </message>
    <message>
        <source>At the start of the Night the Sentinel may put a shield on another player&apos;s card. For the rest of the game nobody can look at, move or put an artifact on that card, its holder included. The shield protects the card, not the mark. The Sentinel is on the village team.</source>
        <translation>Al comienzo de la Noche el Centinela puede poner un escudo sobre la carta de otro jugador. Durante el resto de la partida nadie puede mirar, mover ni poner un artefacto sobre esa carta, ni siquiera quien la tiene. El escudo protege la carta, no la Marca. El Centinela es del equipo del pueblo.</translation>
    </message>
    <message>
        <source>The Alpha Wolf adds a fourth centre card set apart, the wolf card (a Werewolf, Mystic Wolf or Dream Wolf). He wakes with the werewolves, then must swap the wolf card, unseen, with the card of another player who is not a werewolf he saw and whose card is not shielded. That player is now a werewolf without knowing it.</source>
        <translation>El Lobo Alfa añade una cuarta carta en el centro, aparte: la carta de lobo (un Hombre lobo, un Lobo Místico o un Lobo Soñador). Despierta con los hombres lobo y luego debe intercambiar la carta de lobo, sin mirarla, con la carta de otro jugador que no sea un hombre lobo que él haya visto y cuya carta no tenga escudo. Ese jugador ahora es un hombre lobo sin saberlo.</translation>
    </message>
    <message>
        <source>The Mystic Wolf wakes with the werewolves, then may look at another player&apos;s card if it is not shielded. She is a Werewolf in every other way.</source>
        <translation>El Lobo Místico despierta con los hombres lobo y luego puede mirar la carta de otro jugador si no tiene escudo. En todo lo demás es un Hombre lobo.</translation>
    </message>
    <message>
        <source>The Dream Wolf never wakes. While the werewolves are awake she raises a thumb so that they know her, and she raises it for the Minion and the Squire. She never counts as a lone wolf, and once her thumb was seen the Alpha Wolf cannot give her the wolf card.</source>
        <translation>El Lobo Soñador nunca despierta. Mientras los hombres lobo están despiertos levanta el pulgar para que lo conozcan, y también lo levanta para el Esbirro y el Escudero. Nunca cuenta como lobo solitario, y una vez visto su pulgar el Lobo Alfa no puede darle la carta de lobo.</translation>
    </message>
    <message>
        <source>During the Night the Apprentice Seer may look at one centre card (the wolf card too). She raises a thumb for the Beholder and is on the village team.</source>
        <translation>Durante la Noche el Aprendiz de vidente puede mirar una carta del centro (también la carta de lobo). Levanta el pulgar para el Observador y es del equipo del pueblo.</translation>
    </message>
    <message>
        <source>During the Night the Paranormal Investigator may look at up to two other players&apos; cards, one at a time. Seeing a werewolf, he must stop and becomes a Werewolf; a Tanner, a Tanner; a vampire, a Vampire. The change belongs to the card he holds and counts at the end; he does not wake with his new team.</source>
        <translation>Durante la Noche el Investigador paranormal puede mirar hasta dos cartas de otros jugadores, una tras otra. Si ve un hombre lobo, debe detenerse y se convierte en Hombre lobo; si ve un Curtidor, en Curtidor; si ve un vampiro, en Vampiro. El cambio pertenece a la carta que tiene y cuenta al final; no despierta con su nuevo equipo.</translation>
    </message>
    <message>
        <source>During the Night the Witch may look at one centre card (the wolf card too); if she does, she must swap it with any player&apos;s card that is not shielded, her own included, without looking again. Taking it herself, she knows her new role but does not act as it.</source>
        <translation>Durante la Noche la Bruja puede mirar una carta del centro (también la carta de lobo); si lo hace, debe cambiarla por la carta sin escudo de cualquier jugador, la suya incluida, sin volver a mirarla. Si se la queda ella, conoce su nuevo rol pero no actúa como él.</translation>
    </message>
    <message>
        <source>During the Night the Village Idiot may move every card one place to the left or to the right, except his own and shielded cards, which stay put; nobody is told. With fewer than two cards to move, nothing happens. The Village Idiot is on the village team.</source>
        <translation>Durante la Noche el Tonto del pueblo puede mover todas las cartas un lugar a la izquierda o a la derecha, salvo la suya y las que tienen escudo, que se quedan donde están; no se avisa a nadie. Si hay menos de dos cartas que mover, no pasa nada. El Tonto del pueblo es del equipo del pueblo.</translation>
    </message>
    <message>
        <source>During the Night the Revealer may turn another player&apos;s card face up (not a shielded one). A village-team card stays face up for everyone to see in the morning (the Doppelgänger, Copycat and Paranormal Investigator cards count as village cards); any other card (werewolves, vampires, Tanners, Minion, Squire, Renfield, assassins) goes back face down at once. She sees it either way.</source>
        <translation>Durante la Noche la Reveladora puede poner boca arriba la carta de otro jugador (no una con escudo). Una carta del equipo del pueblo queda boca arriba para que todos la vean por la mañana (las cartas de Doppelgänger, Imitador e Investigador paranormal cuentan como del pueblo); cualquier otra (hombres lobo, vampiros, Curtidores, Esbirro, Escudero, Renfield, asesinos) vuelve boca abajo al instante. Ella la ve en todo caso.</translation>
    </message>
    <message>
        <source>At the end of the Night the Curator may put a random artifact face down on any card that has none and is not shielded, his own included. At dawn that card&apos;s holder looks at it in secret; the Claw, the Brand and the Cudgel change who the holder is.</source>
        <translation>Al final de la Noche el Curador puede poner un artefacto al azar, boca abajo, sobre cualquier carta que no tenga ninguno ni escudo, la suya incluida. Al amanecer, quien tiene esa carta mira el artefacto en secreto; la Garra, la Marca y el Garrote cambian quién es su portador.</translation>
    </message>
    <message>
        <source>The Bodyguard has no night action. In the vote, the player the Bodyguard points at cannot be killed, and the Bodyguard&apos;s pointing is not a vote. If that player has the most votes, the next highest with at least two votes dies instead. The power stays with the Vampire mark and is lost with a role-changing artifact.</source>
        <translation>El Guardaespaldas no tiene acción nocturna. En la votación, el jugador al que señala el Guardaespaldas no puede morir, y su señal no cuenta como voto. Si ese jugador tiene más votos, muere en su lugar el siguiente con al menos dos votos. El poder se mantiene con la Marca del Vampiro y se pierde con un artefacto que cambia el rol.</translation>
    </message>
    <message>
        <source>During the Night the Aura Seer sees every player who, earlier at Dusk or tonight, looked at or moved a card or a mark, handing out marks included; looking at one&apos;s own card or mark does not count. She learns who, not what. The Aura Seer is on the village team.</source>
        <translation>Durante la Noche el Vidente del aura ve a todos los jugadores que, antes, al Anochecer o esta noche, miraron o movieron una carta o una Marca, incluido dar Marcas; mirar la propia carta o Marca no cuenta. Sabe quién, no qué. El Vidente del aura es del equipo del pueblo.</translation>
    </message>
    <message>
        <source>During the Night the Apprentice Tanner sees the Tanner raise a thumb. He is on a team of his own and wins if a Tanner dies. If no player is a Tanner at the end, he is a Tanner himself: he wins only by dying, and his death stops the werewolves and the vampires.</source>
        <translation>Durante la Noche el Aprendiz de curtidor ve al Curtidor levantar el pulgar. Es de un equipo propio y gana si muere un Curtidor. Si al final ningún jugador es Curtidor, él mismo es un Curtidor: solo gana si muere, y su muerte impide ganar a los hombres lobo y a los vampiros.</translation>
    </message>
    <message>
        <source>During the Night the Thing must tap the shoulder of the player on its left or on its right; that player learns that a Thing sits on that side. The Thing is on the village team.</source>
        <translation>Durante la Noche la Cosa debe tocar el hombro del jugador de su izquierda o de su derecha; ese jugador sabe que hay una Cosa a ese lado. La Cosa es del equipo del pueblo.</translation>
    </message>
    <message>
        <source>During the Night the Squire sees the werewolves raise their thumbs and may look at their cards (not shielded ones). The Squire wins with the werewolves even if the Squire dies; with no Werewolf among the players, the Squire wins if someone else dies and no Tanner dies.</source>
        <translation>Durante la Noche el Escudero ve a los hombres lobo levantar el pulgar y puede mirar sus cartas (no las que tienen escudo). El Escudero gana con los hombres lobo aunque muera; si ningún jugador es Hombre lobo, gana si muere otro jugador y no muere ningún Curtidor.</translation>
    </message>
    <message>
        <source>During the Night the Beholder sees the Seer and the Apprentice Seer raise their thumbs and may look at their cards (not shielded ones). The Beholder is on the village team.</source>
        <translation>Durante la Noche el Observador ve al Vidente y al Aprendiz de vidente levantar el pulgar y puede mirar sus cartas (no las que tienen escudo). El Observador es del equipo del pueblo.</translation>
    </message>
    <message>
        <source>The Prince has no night action and cannot be killed by votes or by a Hunter: if the Prince has the most votes, the next highest with at least two votes dies instead. A Love mark still takes the Prince along with a dying lover. The Prince is on the village team.</source>
        <translation>El Príncipe no tiene acción nocturna y no puede morir por votos ni por un Cazador: si el Príncipe tiene más votos, muere en su lugar el siguiente con al menos dos votos. Una Marca del Amor sí se lleva al Príncipe con un enamorado que muere. El Príncipe es del equipo del pueblo.</translation>
    </message>
    <message>
        <source>The Cursed has no night action and is on the village team until the vote: if at least one Werewolf points at the Cursed, the Cursed becomes a Werewolf and wins or loses with the werewolves. With the Vampire mark the Cursed stays a Vampire.</source>
        <translation>El Maldito no tiene acción nocturna y es del equipo del pueblo hasta la votación: si al menos un Hombre lobo señala al Maldito, el Maldito se convierte en Hombre lobo y gana o pierde con los hombres lobo. Con la Marca del Vampiro, el Maldito sigue siendo Vampiro.</translation>
    </message>
    <message>
        <source>Everyone starts with a Clarity mark, and the Priest hands out fresh ones. It does nothing: your card, and any artifact on it, says who you are.</source>
        <translation>Todos empiezan con una Marca de Claridad, y el Sacerdote reparte otras nuevas. No hace nada: tu carta, y el artefacto que tenga encima, dicen quién eres.</translation>
    </message>
    <message>
        <source>The vampires give it at Dusk to a player who is not a vampire. Its holder is a Vampire on the vampire team: he keeps his card&apos;s night action and vote power (Hunter, Bodyguard, Prince, The Master, Diseased) but loses its team and its way to win. A role-changing artifact beats it.</source>
        <translation>Los vampiros la dan al Anochecer a un jugador que no sea vampiro. Su portador es un Vampiro del equipo de los vampiros: conserva la acción nocturna y el poder de voto de su carta (Cazador, Guardaespaldas, Príncipe, El Maestro, Enfermo), pero pierde su equipo y su forma de ganar. Un artefacto que cambia el rol puede más que ella.</translation>
    </message>
    <message>
        <source>The Count gives it. A player who sees the Fear mark at the mark check takes no action during the Night, but still raises a thumb when asked. Moving the mark later changes nothing.</source>
        <translation>La da El Conde. Quien ve la Marca del Miedo al revisar su Marca no hace ninguna acción durante la Noche, pero sigue levantando el pulgar cuando se le pide. Mover la Marca después no cambia nada.</translation>
    </message>
    <message>
        <source>Renfield takes it at Dusk. It has no effect at all.</source>
        <translation>Renfield la toma al Anochecer. No tiene ningún efecto.</translation>
    </message>
    <message>
        <source>The Diseased gives it to a neighbour. Whoever points at its holder in the vote cannot win; the holder can.</source>
        <translation>El Enfermo se la da a un vecino. Quien señala a su portador en la votación no puede ganar; el portador sí puede.</translation>
    </message>
    <message>
        <source>Cupid gives two of them, a Doppelgänger-Cupid two more. The lovers see each other after the mark check. If two or more players hold a Love mark and one of them dies, all of them die, whatever protects them. Lovers keep their teams; a lone Love mark does nothing.</source>
        <translation>Cupido da dos, y un Doppelgänger-Cupido dos más. Los enamorados se ven después de revisar las Marcas. Si dos o más jugadores tienen una Marca del Amor y uno muere, mueren todos, los proteja lo que los proteja. Los enamorados conservan sus equipos; una Marca del Amor sola no hace nada.</translation>
    </message>
    <message>
        <source>The Instigator gives it. Its holder stays on their team but wins only if another member of that team dies. It changes nothing for a player alone on their team, for Tanners or for assassins.</source>
        <translation>La da el Instigador. Su portador sigue en su equipo, pero solo gana si muere otro miembro de ese equipo. No cambia nada para quien está solo en su equipo, para los Curtidores ni para los asesinos.</translation>
    </message>
    <message>
        <source>The Assassin gives it, or the Apprentice Assassin when no Assassin woke. Its holder is not affected, but the assassins win if a holder dies. If nobody holds an Assassin mark at the end, the Assassin and the apprentice are villagers.</source>
        <translation>La da el Asesino, o el Aprendiz de asesino cuando no despertó ningún Asesino. A su portador no le afecta, pero los asesinos ganan si muere un portador. Si al final nadie tiene una Marca del Asesino, el Asesino y el aprendiz son aldeanos.</translation>
    </message>
    <message>
        <source>Its holder is a Werewolf on the werewolf team, whatever the card or a Vampire mark says, and the card&apos;s powers are gone. Love, Disease, Traitor and Assassin marks still count. The holder looks at it at dawn and may lie about it.</source>
        <translation>Su portador es un Hombre lobo del equipo de los hombres lobo, diga lo que diga la carta o una Marca del Vampiro, y los poderes de la carta se pierden. Las Marcas del Amor, de la Enfermedad, del Traidor y del Asesino siguen contando. El portador la mira al amanecer y puede mentir sobre ella.</translation>
    </message>
    <message>
        <source>Its holder is a plain Villager with no power (a Hunter or Bodyguard loses the vote power), whatever the card or a Vampire mark says. The holder looks at it at dawn and may lie about it.</source>
        <translation>Su portador es un simple Aldeano sin poder (un Cazador o un Guardaespaldas pierde su poder de voto), diga lo que diga la carta o una Marca del Vampiro. El portador la mira al amanecer y puede mentir sobre ella.</translation>
    </message>
    <message>
        <source>Its holder is a Tanner, whatever the card or a Vampire mark says: he wins only if he dies, and if he dies neither the werewolves nor the vampires can win.</source>
        <translation>Su portador es un Curtidor, diga lo que diga la carta o una Marca del Vampiro: solo gana si muere, y si muere ni los hombres lobo ni los vampiros pueden ganar.</translation>
    </message>
    <message>
        <source>It does nothing: its holder stays what the card says. Only its holder knows it is harmless.</source>
        <translation>No hace nada: su portador sigue siendo lo que dice la carta. Solo su portador sabe que es inofensivo.</translation>
    </message>
    <message>
        <source>Its holder may not speak during the Day (the table sees to it) but still votes; the role does not change.</source>
        <translation>Su portador no puede hablar durante el Día (la mesa se encarga de ello), pero vota; el rol no cambia.</translation>
    </message>
    <message>
        <source>Its holder turns away from the table during the Day but still votes; the role does not change.</source>
        <translation>Su portador se pone de espaldas a la mesa durante el Día, pero vota; el rol no cambia.</translation>
    </message>
    <message>
        <source>Point at a card to read its full rules here.</source>
        <translation>Señala una carta para leer aquí sus reglas completas.</translation>
    </message>
</context>
<context>
    <name>RolesList</name>
    <message>
        <source>Roles in this game</source>
        <translation>Roles de esta partida</translation>
    </message>
</context>
<context>
    <name>RoomDialog</name>
    <message>
        <source>Phones as private screens</source>
        <translation>Teléfonos como pantallas privadas</translation>
    </message>
    <message>
        <source>Players with a phone on the same Wi-Fi can use it as their private screen: scan the code, pick your name and a portrait, tap Ready. The others pass the laptop as usual.</source>
        <translation>Quien tenga un teléfono en la misma wifi puede usarlo como pantalla privada: escanea el código, elige tu nombre y un retrato, pulsa Listo. Los demás se pasan el portátil como siempre.</translation>
    </message>
    <message>
        <source>Free this seat</source>
        <translation>Liberar este asiento</translation>
    </message>
    <message>
        <source>Port </source>
        <translation>Puerto </translation>
    </message>
    <message>
        <source>Open the room</source>
        <translation>Abrir la sala</translation>
    </message>
    <message>
        <source>Close the room</source>
        <translation>Cerrar la sala</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>The room could not open: %1</source>
        <translation>No se pudo abrir la sala: %1</translation>
    </message>
    <message>
        <source>The room is closed.</source>
        <translation>La sala está cerrada.</translation>
    </message>
    <message>
        <source>No private network found: connect the laptop to the same Wi-Fi as the phones.</source>
        <translation>No se encontró ninguna red privada: conecta el portátil a la misma wifi que los teléfonos.</translation>
    </message>
    <message>
        <source>behind the curtain</source>
        <translation>tras la cortina</translation>
    </message>
    <message>
        <source>phone, reconnecting</source>
        <translation>teléfono, reconectando</translation>
    </message>
    <message>
        <source>phone, ready (%1)</source>
        <translation>teléfono, listo (%1)</translation>
    </message>
    <message>
        <source>phone, not ready yet (%1)</source>
        <translation>teléfono, aún no listo (%1)</translation>
    </message>
</context>
<context>
    <name>RoomWords</name>
    <message>
        <source>Waiting room</source>
        <translation>Sala de espera</translation>
    </message>
    <message>
        <source>Tap Ready when you are set.</source>
        <translation>Pulsa Listo cuando estés preparado.</translation>
    </message>
    <message>
        <source>You are Ready. Waiting for the others and the host.</source>
        <translation>Estás Listo. Esperando a los demás y al anfitrión.</translation>
    </message>
    <message>
        <source>The host starts the game when every phone is Ready.</source>
        <translation>El anfitrión empieza la partida cuando todos los teléfonos están Listos.</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>No listo</translation>
    </message>
    <message>
        <source>The game has begun</source>
        <translation>La partida ha empezado</translation>
    </message>
    <message>
        <source>Keep this page open: your turns come here.</source>
        <translation>Deja esta página abierta: tus turnos llegan aquí.</translation>
    </message>
    <message>
        <source>The host freed this seat.</source>
        <translation>El anfitrión ha liberado este asiento.</translation>
    </message>
    <message>
        <source>This seat was opened on another phone.</source>
        <translation>Este asiento se ha abierto en otro teléfono.</translation>
    </message>
    <message>
        <source>The message could not be read.</source>
        <translation>No se pudo leer el mensaje.</translation>
    </message>
    <message>
        <source>The message is too long.</source>
        <translation>El mensaje es demasiado largo.</translation>
    </message>
    <message>
        <source>The message is not one the room knows.</source>
        <translation>La sala no conoce este mensaje.</translation>
    </message>
    <message>
        <source>There is no room with this code.</source>
        <translation>No hay ninguna sala con este código.</translation>
    </message>
    <message>
        <source>Too many wrong codes. Wait a minute and try again.</source>
        <translation>Demasiados códigos erróneos. Espera un minuto y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Too many messages. Slow down.</source>
        <translation>Demasiados mensajes. Más despacio.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>No existe ese asiento.</translation>
    </message>
    <message>
        <source>This seat plays on the laptop.</source>
        <translation>Este asiento juega en el portátil.</translation>
    </message>
    <message>
        <source>This seat is taken.</source>
        <translation>Este asiento está ocupado.</translation>
    </message>
    <message>
        <source>This seat is open on another phone.</source>
        <translation>Este asiento está abierto en otro teléfono.</translation>
    </message>
    <message>
        <source>This phone&apos;s seat is no longer held. Join again.</source>
        <translation>El asiento de este teléfono ya no está reservado. Vuelve a entrar.</translation>
    </message>
    <message>
        <source>That is not this phone&apos;s seat.</source>
        <translation>Ese no es el asiento de este teléfono.</translation>
    </message>
    <message>
        <source>This screen is over.</source>
        <translation>Esta pantalla ha terminado.</translation>
    </message>
    <message>
        <source>This message was already received.</source>
        <translation>Este mensaje ya se recibió.</translation>
    </message>
    <message>
        <source>There is nothing to do on this screen.</source>
        <translation>No hay nada que hacer en esta pantalla.</translation>
    </message>
    <message>
        <source>That choice does not fit this screen.</source>
        <translation>Esa elección no encaja en esta pantalla.</translation>
    </message>
    <message>
        <source>Too early: wait a moment.</source>
        <translation>Demasiado pronto: espera un momento.</translation>
    </message>
    <message>
        <source>The chat is closed now.</source>
        <translation>El chat está cerrado ahora.</translation>
    </message>
    <message>
        <source>You cannot write here.</source>
        <translation>No puedes escribir aquí.</translation>
    </message>
    <message>
        <source>That choice is not allowed.</source>
        <translation>Esa elección no está permitida.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Marcas</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Artefactos</translation>
    </message>
    <message>
        <source>Everyone gets a secret card. At Dusk and during the Night the laptop goes round the table clockwise; each player opens their own screen behind the curtain, sees what they know and acts when their role wakes. Everyone else&apos;s screen looks the same, so nobody can tell who did what.</source>
        <translation>Cada uno recibe una carta secreta. Durante el Anochecer y la Noche, el portátil da la vuelta a la mesa en el sentido de las agujas del reloj; cada jugador abre su propia pantalla tras la cortina, ve lo que sabe y actúa cuando su rol se despierta. La pantalla de todos se ve igual, así que nadie puede saber quién hizo qué.</translation>
    </message>
    <message>
        <source>In the morning, talk. Then everyone points at another player at the same time: whoever has the most votes (at least two) dies. Your team wins if the right players die — cards may have moved during the night, so you may not be what you were dealt!</source>
        <translation>Por la mañana se debate. Después, todos señalan a otro jugador a la vez: quien tenga más votos (al menos dos) muere. Tu equipo gana si mueren los jugadores adecuados; las cartas pueden haberse movido durante la noche, ¡así que quizá ya no seas lo que te tocó!</translation>
    </message>
    <message>
        <source>Marks (Vampire box) lie face down next to each card. Everyone looks at their own mark once, at the end of Dusk.</source>
        <translation>Las Marcas (caja Vampiro) están boca abajo junto a cada carta. Cada uno mira su propia Marca una vez, al final del Anochecer.</translation>
    </message>
    <message>
        <source>Tokens (Daybreak): a shield on a card means nobody may look at it or move it. An artifact lies face down on a card; its holder looks at it at dawn, and the Claw, the Brand and the Cudgel change who the holder is. Players awake at night see the shields already placed; everyone sees every token in the morning, and cards the Revealer left face up.</source>
        <translation>Fichas (Amanecer): un escudo sobre una carta significa que nadie puede mirarla ni moverla. Un artefacto está boca abajo sobre una carta; quien la tiene lo mira al alba, y la Garra, el Sello y el Garrote cambian quién es. Los jugadores despiertos de noche ven los escudos ya puestos; por la mañana todos ven todas las fichas, y las cartas que la Reveladora dejó boca arriba.</translation>
    </message>
    <message>
        <source>With the Alpha Wolf, a fourth card lies apart in the centre: the wolf card. The Alpha Wolf swaps it with a non-werewolf&apos;s card.</source>
        <translation>Con el Lobo Alfa, una cuarta carta está apartada en el centro: la carta de lobo. El Lobo Alfa la intercambia con la carta de alguien que no sea hombre lobo.</translation>
    </message>
    <message>
        <source>Epic Battle: when werewolves, vampires and villagers are all among the players, the top two places of the vote die, and each team needs two things: the village needs a werewolf and a vampire to die; each monster team needs the other monsters to lose someone while it loses no one.</source>
        <translation>Batalla épica: cuando hay hombres lobo, vampiros y aldeanos entre los jugadores, mueren los dos primeros puestos de la votación, y cada equipo necesita dos cosas: el pueblo necesita que mueran un hombre lobo y un vampiro; cada equipo de monstruos necesita que el otro pierda a alguien sin perder a nadie.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
</context>
<context>
    <name>Seen</name>
    <message>
        <source>Your card is now: %1.</source>
        <translation>Ahora tu carta es: %1.</translation>
    </message>
    <message>
        <source>You looked at %1: %2.</source>
        <translation>Miraste %1: %2.</translation>
    </message>
    <message>
        <source>You looked at %1&apos;s card: %2.</source>
        <translation>Miraste la carta de %1: %2.</translation>
    </message>
    <message>
        <source>Your mark is %1. %2</source>
        <translation>Tu Marca es %1. %2</translation>
    </message>
    <message>
        <source>You looked at %1&apos;s mark: %2.</source>
        <translation>Miraste la Marca de %1: %2.</translation>
    </message>
    <message>
        <source>You became: %1.</source>
        <translation>Te convertiste en: %1.</translation>
    </message>
    <message>
        <source>Someone tapped your left shoulder: a Thing sits on your left (%1).</source>
        <translation>Alguien te tocó el hombro izquierdo: una Cosa está sentada a tu izquierda (%1).</translation>
    </message>
    <message>
        <source>Someone tapped your right shoulder: a Thing sits on your right (%1).</source>
        <translation>Alguien te tocó el hombro derecho: una Cosa está sentada a tu derecha (%1).</translation>
    </message>
    <message>
        <source>An artifact lies on your card: %1. %2</source>
        <translation>Hay un artefacto sobre tu carta: %1. %2</translation>
    </message>
    <message>
        <source>%1&apos;s card lies face up: %2.</source>
        <translation>La carta de %1 está boca arriba: %2.</translation>
    </message>
    <message>
        <source>No other vampire woke up.</source>
        <translation>No se despertó ningún otro vampiro.</translation>
    </message>
    <message>
        <source>The vampires: %1.</source>
        <translation>Los vampiros: %1.</translation>
    </message>
    <message>
        <source>The vampires gave the Vampire mark to nobody.</source>
        <translation>Los vampiros no dieron la Marca del Vampiro a nadie.</translation>
    </message>
    <message>
        <source>The vampires pointed at %1: they gave %1 the Vampire mark.</source>
        <translation>Los vampiros señalaron a %1: le dieron la Marca del Vampiro a %1.</translation>
    </message>
    <message>
        <source>You hold a Love mark, but no one else does.</source>
        <translation>Tienes una Marca del Amor, pero nadie más tiene una.</translation>
    </message>
    <message>
        <source>Your fellow lovers: %1.</source>
        <translation>Tus compañeros enamorados: %1.</translation>
    </message>
    <message>
        <source>No other werewolf woke up.</source>
        <translation>No se despertó ningún otro hombre lobo.</translation>
    </message>
    <message>
        <source>Your fellow werewolves: %1.</source>
        <translation>Tus compañeros hombres lobo: %1.</translation>
    </message>
    <message>
        <source>A Dream Wolf raised a thumb: %1 is a werewolf too, but never wakes up.</source>
        <translation>Un Lobo Soñador levantó el pulgar: %1 también es un hombre lobo, pero nunca se despierta.</translation>
    </message>
    <message>
        <source>No werewolf raised a thumb: no player woke as a werewolf.</source>
        <translation>Ningún hombre lobo levantó el pulgar: nadie se despertó como hombre lobo.</translation>
    </message>
    <message>
        <source>The werewolves raised a thumb for you: %1.</source>
        <translation>Los hombres lobo levantaron el pulgar para ti: %1.</translation>
    </message>
    <message>
        <source>No Tanner raised a thumb: no player has the Tanner card.</source>
        <translation>Ningún Curtidor levantó el pulgar: ningún jugador tiene la carta del Curtidor.</translation>
    </message>
    <message>
        <source>The Tanner raised a thumb for you: %1.</source>
        <translation>El Curtidor levantó el pulgar para ti: %1.</translation>
    </message>
    <message>
        <source>No other Mason woke up.</source>
        <translation>No se despertó ningún otro Masón.</translation>
    </message>
    <message>
        <source>Your fellow Mason: %1.</source>
        <translation>Tu compañero Masón: %1.</translation>
    </message>
    <message>
        <source>No Seer or Apprentice Seer raised a thumb.</source>
        <translation>Ningún Vidente ni Aprendiz de vidente levantó el pulgar.</translation>
    </message>
    <message>
        <source>The Seer and Apprentice Seer raised a thumb for you: %1.</source>
        <translation>El Vidente y el Aprendiz de vidente levantaron el pulgar para ti: %1.</translation>
    </message>
    <message>
        <source>The Assassin kept their eyes open for you: %1.</source>
        <translation>El Asesino mantuvo los ojos abiertos para ti: %1.</translation>
    </message>
    <message>
        <source>The Apprentice Assassin woke up and saw you: %1.</source>
        <translation>El Aprendiz de asesino se despertó y te vio: %1.</translation>
    </message>
    <message>
        <source>Nobody has looked at or moved a card or a mark yet.</source>
        <translation>Todavía nadie ha mirado ni movido una carta o una Marca.</translation>
    </message>
    <message>
        <source>These players looked at or moved a card or a mark: %1.</source>
        <translation>Estos jugadores miraron o movieron una carta o una Marca: %1.</translation>
    </message>
    <message>
        <source>That stops you: you are now a Werewolf, on the werewolf team.</source>
        <translation>Eso te detiene: ahora eres un Hombre lobo, del equipo de los hombres lobo.</translation>
    </message>
    <message>
        <source>That stops you: you are now a Tanner, and win only if you die.</source>
        <translation>Eso te detiene: ahora eres un Curtidor y solo ganas si mueres.</translation>
    </message>
    <message>
        <source>That stops you: you are now a Vampire, on the vampire team.</source>
        <translation>Eso te detiene: ahora eres un Vampiro, del equipo de los vampiros.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Every visit lasts at least this long, so that nobody can tell who acted.</source>
        <translation>Cada visita dura al menos este tiempo, para que nadie sepa quién actuó.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Narrated night: every call lasts this long, whether anyone acts or not, so that its length tells nobody who holds the role.</source>
        <translation>Noche narrada: cada llamada dura esto, actúe alguien o no, para que su duración no revele quién tiene el rol.</translation>
    </message>
    <message>
        <source>Vote in secret, passing the laptop round</source>
        <translation>Votar en secreto, pasando el portátil</translation>
    </message>
    <message>
        <source>Animate card flips</source>
        <translation>Animar el giro de las cartas</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>Pantalla completa (F11)</translation>
    </message>
    <message>
        <source>Larger text, to read from across the table</source>
        <translation>Texto más grande, para leer desde el otro lado de la mesa</translation>
    </message>
    <message>
        <source>Play sounds (chimes, the bear&apos;s growl)</source>
        <translation>Reproducir sonidos (campanillas, el gruñido del oso)</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Igual que el sistema</translation>
    </message>
    <message>
        <source>Shortest visit</source>
        <translation>Visita mínima</translation>
    </message>
    <message>
        <source>Discussion time</source>
        <translation>Tiempo de debate</translation>
    </message>
    <message>
        <source>Narrated night: each call</source>
        <translation>Noche narrada: cada llamada</translation>
    </message>
    <message>
        <source>A narrated night no voice can speak is shown on screen only, with a chime at each call: every call lasts this long.</source>
        <translation>Una noche narrada que ninguna voz puede leer se muestra solo en pantalla, con una campanilla en cada llamada: cada llamada dura esto.</translation>
    </message>
    <message>
        <source>Night on screen only: each call</source>
        <translation>Noche en pantalla: cada llamada</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Narrator&apos;s voice</source>
        <translation>Voz del narrador</translation>
    </message>
    <message>
        <source>Speak the narrator&apos;s lines aloud</source>
        <translation>Leer en voz alta las frases del narrador</translation>
    </message>
    <message>
        <source>Use this computer&apos;s own voice when it has one for the language</source>
        <translation>Usar la voz del propio ordenador cuando tenga una para el idioma</translation>
    </message>
    <message>
        <source>Off, or when the computer has no voice for the language, the game&apos;s own voice speaks (eSpeak NG, in Vietnamese, English and Spanish).</source>
        <translation>Desactivado, o si el ordenador no tiene voz para el idioma, habla la voz propia del juego (eSpeak NG, en vietnamita, inglés y español).</translation>
    </message>
    <message>
        <source>Slower to the left, faster to the right.</source>
        <translation>Más lento a la izquierda, más rápido a la derecha.</translation>
    </message>
    <message>
        <source>Lower to the left, higher to the right.</source>
        <translation>Más grave a la izquierda, más aguda a la derecha.</translation>
    </message>
    <message>
        <source>Test voice</source>
        <translation>Probar la voz</translation>
    </message>
    <message>
        <source>The narrated table mode calls every step of the night aloud and shows each line on screen. Pass-and-play stays silent at night.</source>
        <translation>La noche narrada lee en voz alta cada paso y lo muestra en pantalla. Pasando el portátil, la noche es silenciosa.</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Voz</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Pitch</source>
        <translation>Tono</translation>
    </message>
    <message>
        <source>Default voice</source>
        <translation>Voz predeterminada</translation>
    </message>
    <message>
        <source>No voice on this machine: the narrator&apos;s lines are shown on screen only.</source>
        <translation>Este equipo no tiene voces: el narrador solo se lee en pantalla.</translation>
    </message>
    <message>
        <source>Voices on this machine: %1.</source>
        <translation>Voces en este equipo: %1.</translation>
    </message>
    <message>
        <source>None for %1: its lines are shown on screen only.</source>
        <translation>Ninguna para %1: solo en pantalla.</translation>
    </message>
    <message>
        <source>%1 is spoken by the game&apos;s own voice (eSpeak NG).</source>
        <translation>%1: lo lee la voz propia del juego (eSpeak NG).</translation>
    </message>
    <message>
        <source>%1 is spoken by this computer&apos;s voice.</source>
        <translation>%1: lo lee la voz de este ordenador.</translation>
    </message>
    <message>
        <source>(No voice on this machine: shown on screen only.)</source>
        <translation>(No hay voz en este equipo: solo en pantalla.)</translation>
    </message>
    <message>
        <source>(No voice for this language: shown on screen only.)</source>
        <translation>(No hay voz para este idioma: solo en pantalla.)</translation>
    </message>
    <message>
        <source>(The voice failed: shown on screen only.)</source>
        <translation>(La voz falló: solo en pantalla.)</translation>
    </message>
    <message>
        <source>(The voice did not answer: shown on screen only.)</source>
        <translation>(La voz no respondió: solo en pantalla.)</translation>
    </message>
    <message>
        <source>(No sound output on this machine: shown on screen only.)</source>
        <translation>(Este equipo no tiene salida de sonido: solo en pantalla.)</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>Seat %1: %2</source>
        <translation>Asiento %1: %2</translation>
    </message>
    <message>
        <source>%1, %2 in the deck. %3</source>
        <translation>%1, %2 en la baraja. %3</translation>
    </message>
    <message>
        <source>Seat 3 to 10 players (now %1).</source>
        <translation>Hacen falta de 3 a 10 jugadores (ahora %1).</translation>
    </message>
    <message>
        <source>With the Alpha Wolf, choose %1 cards: one per player, three for the centre and one more for the wolf card set apart (now %2).</source>
        <translation>Con el Lobo Alfa, elige %1 cartas: una por jugador, tres para el centro y una más para la carta de lobo apartada (ahora %2).</translation>
    </message>
    <message>
        <source>Choose %1 cards: one per player and 3 for the centre (now %2).</source>
        <translation>Elige %1 cartas: una por jugador y 3 para el centro (ahora %2).</translation>
    </message>
    <message>
        <source>Only Vampire, Werewolf and Mason may be taken twice, and Villager three times.</source>
        <translation>Solo Vampiro, Hombre lobo y Masón pueden ir dos veces, y Aldeano tres.</translation>
    </message>
    <message>
        <source>The Alpha Wolf needs a wolf card in the centre: add a Werewolf, Mystic Wolf or Dream Wolf card to the deck.</source>
        <translation>El Lobo Alfa necesita una carta de lobo en el centro: añade a la baraja una carta de Hombre lobo, Lobo Místico o Lobo Soñador.</translation>
    </message>
    <message>
        <source>The deck holds a card this version does not know.</source>
        <translation>La baraja tiene una carta que esta versión no conoce.</translation>
    </message>
    <message>
        <source>A name cannot be empty.</source>
        <translation>Un nombre no puede estar vacío.</translation>
    </message>
    <message>
        <source>Two players cannot have the same name.</source>
        <translation>Dos jugadores no pueden tener el mismo nombre.</translation>
    </message>
    <message>
        <source>At most 10 players can sit at the table.</source>
        <translation>En la mesa caben como máximo 10 jugadores.</translation>
    </message>
    <message>
        <source>This name looks just like another player&apos;s name. Pick one that looks different, so that every curtain shows clearly whose turn it is.</source>
        <translation>Este nombre se parece demasiado al de otro jugador. Elige uno que se vea distinto, para que cada cortina muestre claramente a quién le toca.</translation>
    </message>
    <message>
        <source>A name can have at most 60 characters.</source>
        <translation>Un nombre puede tener como máximo 60 caracteres.</translation>
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
Narrada: todos cierran los ojos; el portátil llama a cada rol por turno, y el jugador llamado mantiene pulsada la luna para actuar.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Pass the Night</source>
        <translation>Pasa la Noche</translation>
    </message>
    <message>
        <source>Two games for one laptop passed from seat to seat: Werewolf, night after night, and One Night Ultimate Vampire.</source>
        <translation>Dos juegos en un solo portátil que pasa de asiento en asiento: Hombres Lobo, noche tras noche, y One Night Ultimate Vampire.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Resume game in progress</source>
        <translation>Reanudar la partida en curso</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>F11: full screen (also in Settings)</source>
        <translation>F11: pantalla completa (también en Ajustes)</translation>
    </message>
    <message>
        <source>See the last game&apos;s results</source>
        <translation>Ver los resultados de la última partida</translation>
    </message>
</context>
<context>
    <name>Step</name>
    <message>
        <source>The vampires</source>
        <translation>El clan vampiro</translation>
    </message>
    <message>
        <source>The werewolves</source>
        <translation>La manada</translation>
    </message>
    <message>
        <source>The masons</source>
        <translation>La logia</translation>
    </message>
    <message>
        <source>The lovers</source>
        <translation>La pareja de enamorados</translation>
    </message>
    <message>
        <source>Mark check</source>
        <translation>Revisión de Marcas</translation>
    </message>
    <message>
        <source>Dawn</source>
        <translation>Alba</translation>
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
        <translation>la carta de %1</translation>
    </message>
    <message>
        <source>swapped cards with %1</source>
        <translation>intercambió cartas con %1</translation>
    </message>
    <message>
        <source>swapped the cards of %1</source>
        <translation>intercambió las cartas de %1</translation>
    </message>
    <message>
        <source>swapped %1 with %2&apos;s card</source>
        <translation>intercambió %1 con la carta de %2</translation>
    </message>
    <message>
        <source>swapped their card with %1</source>
        <translation>intercambió su carta con %1</translation>
    </message>
    <message>
        <source>swapped the marks of %1</source>
        <translation>intercambió las Marcas de %1</translation>
    </message>
    <message>
        <source>swapped marks with %1</source>
        <translation>intercambió Marcas con %1</translation>
    </message>
    <message>
        <source>swapped the wolf card with %1&apos;s card</source>
        <translation>intercambió la carta de lobo con la carta de %1</translation>
    </message>
    <message>
        <source>moved everyone else&apos;s card to the left</source>
        <translation>movió las cartas de todos los demás a la izquierda</translation>
    </message>
    <message>
        <source>moved everyone else&apos;s card to the right</source>
        <translation>movió las cartas de todos los demás a la derecha</translation>
    </message>
    <message>
        <source>tapped %1 on the shoulder</source>
        <translation>tocó el hombro de %1</translation>
    </message>
    <message>
        <source>shielded %1&apos;s card</source>
        <translation>protegió con un escudo la carta de %1</translation>
    </message>
    <message>
        <source>turned %1&apos;s card face up</source>
        <translation>puso boca arriba la carta de %1</translation>
    </message>
    <message>
        <source>put an artifact on %1&apos;s card</source>
        <translation>puso un artefacto sobre la carta de %1</translation>
    </message>
    <message>
        <source>saw their own card: %1</source>
        <translation>vio su propia carta: %1</translation>
    </message>
    <message>
        <source>looked at %1: %2</source>
        <translation>miró %1: %2</translation>
    </message>
    <message>
        <source>now holds %1</source>
        <translation>ahora tiene %1</translation>
    </message>
    <message>
        <source>looked at %1&apos;s mark: %2</source>
        <translation>miró la Marca de %1: %2</translation>
    </message>
    <message>
        <source>became the %1</source>
        <translation>se convirtió en %1</translation>
    </message>
    <message>
        <source>gave %1 to %2</source>
        <translation>dio %1 a %2</translation>
    </message>
    <message>
        <source>the artifact was the %1</source>
        <translation>el artefacto era: %1</translation>
    </message>
    <message>
        <source>turned into a %1</source>
        <translation>se convirtió en %1</translation>
    </message>
    <message>
        <source>the card stays face up</source>
        <translation>la carta se queda boca arriba</translation>
    </message>
    <message>
        <source>%1 found the %2 on their card</source>
        <translation>%1 encontró sobre su carta: %2</translation>
    </message>
    <message>
        <source>%1&apos;s card lies face up: %2</source>
        <translation>la carta de %1 está boca arriba: %2</translation>
    </message>
    <message>
        <source>Dawn: %1.</source>
        <translation>Alba: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Mark check: everyone looked at their mark (%1).</source>
        <translation>Revisión de Marcas: todos miraron su Marca (%1).</translation>
    </message>
    <message>
        <source>%1: nobody woke up (the card was in the centre, or its holder was afraid).</source>
        <translation>%1: nadie se despertó (la carta estaba en el centro, o quien la tenía estaba asustado).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>chose to do nothing</source>
        <translation>eligió no hacer nada</translation>
    </message>
    <message>
        <source>had nothing to do</source>
        <translation>no tenía nada que hacer</translation>
    </message>
    <message>
        <source>woke up and saw each other</source>
        <translation>se despertó y se reconoció</translation>
    </message>
    <message>
        <source>woke up alone</source>
        <translation>despertó solo</translation>
    </message>
    <message>
        <source>woke up</source>
        <translation>se despertó</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>%1 is the Prince and cannot be killed, by votes or by a Hunter.</source>
        <translation>%1 es el Príncipe y no puede morir, ni por los votos ni por un Cazador.</translation>
    </message>
    <message>
        <source>%1 is The Master, and a fellow Vampire pointed at them: they cannot be killed.</source>
        <translation>%1 es El Maestro, y otro Vampiro lo señaló: no puede morir.</translation>
    </message>
    <message>
        <source>%1 is protected by the Bodyguard (%2) and cannot be killed.</source>
        <translation>%1 está protegido por el Guardaespaldas (%2) y no puede morir.</translation>
    </message>
    <message>
        <source>%1 is protected.</source>
        <translation>%1 está protegido.</translation>
    </message>
    <message>
        <source>Nobody dies</source>
        <translation>Nadie muere</translation>
    </message>
    <message numerus="yes">
        <source>%1 died</source>
        <translation>
            <numerusform>Ha muerto %1</numerusform>
            <numerusform>Han muerto %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Votes: %1.</source>
        <translation>Votos: %1.</translation>
    </message>
    <message>
        <source>%1 is the Bodyguard: pointing at %2 protects %2 and is not a vote.</source>
        <translation>%1 es el Guardaespaldas: señalar a %2 protege a %2 y no cuenta como voto.</translation>
    </message>
    <message>
        <source>Epic battle: werewolves, vampires and villagers are all at the table, so the top two places die (everyone tied at the top, or the top and the runner-up).</source>
        <translation>Batalla épica: hombres lobo, vampiros y aldeanos están todos en la mesa, así que mueren los dos primeros puestos (todos los empatados en cabeza, o el primero y el segundo).</translation>
    </message>
    <message numerus="yes">
        <source>%1 had more votes but cannot be killed, so the next highest with at least 2 votes dies instead.</source>
        <translation>
            <numerusform>%1 tenía más votos pero no puede morir, así que muere en su lugar el siguiente con más votos (al menos 2).</numerusform>
            <numerusform>%1 tenían más votos pero no pueden morir, así que muere en su lugar el siguiente con más votos (al menos 2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 are tied with %n vote(s): both die.</source>
        <translation>
            <numerusform>%1 empatan con %n voto: mueren los dos.</numerusform>
            <numerusform>%1 empatan con %n votos: mueren los dos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 are tied with %n vote(s): they all die.</source>
        <translation>
            <numerusform>%1 empatan con %n voto: mueren todos.</numerusform>
            <numerusform>%1 empatan con %n votos: mueren todos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 comes second with %n vote(s) and dies too (Epic battle).</source>
        <translation>
            <numerusform>%1 queda en segundo lugar con %n voto y también muere (batalla épica).</numerusform>
            <numerusform>%1 queda en segundo lugar con %n votos y también muere (batalla épica).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has the most votes (%2) of those who can be killed, and dies.</source>
        <translation>%1 es quien más votos tiene (%2) de entre quienes pueden morir, y muere.</translation>
    </message>
    <message>
        <source>%1 has the most votes (%2) and dies.</source>
        <translation>%1 es quien más votos tiene (%2) y muere.</translation>
    </message>
    <message>
        <source>Nobody has more than one vote, so nobody dies by the vote.</source>
        <translation>Nadie tiene más de un voto, así que nadie muere por la votación.</translation>
    </message>
    <message>
        <source>Nobody dies by the vote.</source>
        <translation>Nadie muere por la votación.</translation>
    </message>
    <message>
        <source>%1 was the Cursed: a werewolf (%2) pointed at them, so they become a werewolf, on the werewolf team.</source>
        <translation>%1 era el Maldito: un hombre lobo (%2) lo señaló, así que se convierte en hombre lobo, del equipo de los hombres lobo.</translation>
    </message>
    <message numerus="yes">
        <source>%1 pointed at a diseased player and cannot win.</source>
        <translation>
            <numerusform>%1 señaló a un jugador enfermo y no puede ganar.</numerusform>
            <numerusform>%1 señalaron a un jugador enfermo y no pueden ganar.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was the Hunter and points at %2, but %2 cannot be killed.</source>
        <translation>%1 era el Cazador y señala a %2, pero %2 no puede morir.</translation>
    </message>
    <message>
        <source>%1 was the Hunter: %2, the player they point at, dies too.</source>
        <translation>%1 era el Cazador: %2, el jugador al que señala, también muere.</translation>
    </message>
    <message>
        <source>%1 dies of a broken heart: they and %2 held Love marks.</source>
        <translation>%1 muere de pena: compartía las Marcas del Amor con %2.</translation>
    </message>
    <message>
        <source>%1 is taken down by a Hunter.</source>
        <translation>%1 cae abatido por un Cazador.</translation>
    </message>
    <message>
        <source>%1 dies of a broken heart: they held a Love mark.</source>
        <translation>%1 muere de pena: tenía una Marca del Amor.</translation>
    </message>
    <message>
        <source>%1 (copied the %2)</source>
        <translation>%1 (como %2)</translation>
    </message>
    <message>
        <source>%1, turned %2</source>
        <translation>%1, convertido en %2</translation>
    </message>
    <message>
        <source>%1 with the %2</source>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <source>%1, a Vampire by the mark</source>
        <translation>%1, Vampiro por la Marca</translation>
    </message>
    <message>
        <source>%1, turned werewolf by the vote</source>
        <translation>%1, convertido en hombre lobo por la votación</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gana</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>pierde</translation>
    </message>
    <message>
        <source> (dead)</source>
        <translation> (muerto)</translation>
    </message>
    <message>
        <source>%1%2: %3 with %4 (%5) — %6</source>
        <translation>%1%2: %3 con %4 (%5) — %6</translation>
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
        <translation>%1: carta boca abajo</translation>
    </message>
    <message>
        <source>wolf card</source>
        <translation>carta de lobo</translation>
    </message>
    <message>
        <source>the wolf card</source>
        <translation>la carta de lobo</translation>
    </message>
    <message>
        <source>centre card %1</source>
        <translation>la carta del centro %1</translation>
    </message>
    <message>
        <source>A shield lies on the card of %1: nobody could look at it or move it.</source>
        <translation>Hay un escudo sobre la carta de %1: nadie ha podido mirarla ni moverla.</translation>
    </message>
    <message>
        <source>A face-down artifact lies on the card of %1: only they know which one.</source>
        <translation>Hay un artefacto boca abajo sobre la carta de %1: solo esa persona sabe cuál es.</translation>
    </message>
    <message>
        <source>%1&apos;s card was left face up: %2.</source>
        <translation>La carta de %1 se quedó boca arriba: %2.</translation>
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
        <source>Nobody will hear the calls: on screen only, each call is shown large with a chime, and lasts %1 s.</source>
        <translation>Nadie oirá las llamadas: solo en pantalla, cada llamada se muestra en grande con una campanilla y dura %1 s.</translation>
    </message>
    <message>
        <source>Start the night on screen only</source>
        <translation>Empezar la noche solo en pantalla</translation>
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
        <source>On screen only: at each chime the call is shown here. When it is yours, press and hold the moon to see your turn.</source>
        <translation>Solo en pantalla: con cada campanilla, la llamada aparece aquí. Cuando sea la tuya, mantén pulsada la luna para ver tu turno.</translation>
    </message>
    <message>
        <source>Eyes closed. When the narrator calls you, open your eyes, press and hold the moon to see your turn, and close your eyes again when you are done.</source>
        <translation>Ojos cerrados. Cuando el narrador te llame, abre los ojos, mantén pulsada la luna para ver tu turno y vuelve a cerrarlos al terminar.</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>New Moon: read this card aloud</source>
        <translation>Luna Nueva: lee esta carta en voz alta</translation>
    </message>
    <message>
        <source>Announce</source>
        <translation>Anuncia</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Debate</translation>
    </message>
    <message>
        <source>Nothing announced yet today.</source>
        <translation>Hoy no se ha anunciado nada todavía.</translation>
    </message>
    <message>
        <source>In private:</source>
        <translation>En privado:</translation>
    </message>
    <message>
        <source>The accused&apos;s defence</source>
        <translation>La defensa del acusado</translation>
    </message>
    <message>
        <source>Elect the captain</source>
        <translation>Elegir al Alcalde</translation>
    </message>
    <message>
        <source>Start the vote</source>
        <translation>Empezar la votación</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>El final de la partida</translation>
    </message>
    <message>
        <source>To the day</source>
        <translation>Al día</translation>
    </message>
    <message>
        <source>Night %1 falls</source>
        <translation>Cae la noche %1</translation>
    </message>
    <message>
        <source>The captain&apos;s election</source>
        <translation>La elección del alcalde</translation>
    </message>
    <message>
        <source>Kill or spare: the ballots</source>
        <translation>Matar o perdonar: los votos</translation>
    </message>
    <message>
        <source>The second vote</source>
        <translation>La segunda votación</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>La votación</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Played by the town crier, %1.</source>
        <translation>La juega el pregonero, %1.</translation>
    </message>
    <message>
        <source>%1 draws the card.</source>
        <translation>%1 saca la carta.</translation>
    </message>
</context>
<context>
    <name>TallyScreen</name>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>The votes of day %1</source>
        <translation>Los votos del día %1</translation>
    </message>
    <message>
        <source>Day %1: the captain election</source>
        <translation>Día %1: elección del Alcalde</translation>
    </message>
    <message>
        <source>Day %1: the secret ballot</source>
        <translation>Día %1: la votación secreta</translation>
    </message>
    <message>
        <source>Day %1: kill or spare</source>
        <translation>Día %1: matar o perdonar</translation>
    </message>
    <message>
        <source>Day %1: the Judge&apos;s second vote</source>
        <translation>Día %1: la segunda votación del Juez</translation>
    </message>
    <message>
        <source>The ballots stay secret until the end of the game.</source>
        <translation>Los votos quedan en secreto hasta el final de la partida.</translation>
    </message>
    <message>
        <source>Nobody voted: the village has no captain</source>
        <translation>Nadie votó: el pueblo no tiene Alcalde</translation>
    </message>
    <message>
        <source>A tie between %1, drawn at random: %2 is the captain</source>
        <translation>Empate entre %1; por sorteo, %2 es el Alcalde</translation>
    </message>
    <message>
        <source>%1 is the captain</source>
        <translation>%1 es el Alcalde</translation>
    </message>
    <message>
        <source>%1 is the captain: that ballot counts twice (×2).</source>
        <translation>%1 es el Alcalde: ese voto cuenta doble (×2).</translation>
    </message>
    <message>
        <source>%1 is the captain: that ballot counts three times today (×3).</source>
        <translation>%1 es el alcalde: hoy ese voto cuenta tres veces (×3).</translation>
    </message>
    <message>
        <source>Switched Seats: votes for %1 count for %2, and the reverse.</source>
        <translation>Cambio de Sitio: los votos a %1 cuentan para %2, y al revés.</translation>
    </message>
    <message>
        <source>The Raven marked %1: 2 votes against them from the start (+2).</source>
        <translation>El Cuervo marcó a %1: empieza con 2 votos en contra (+2).</translation>
    </message>
    <message>
        <source>Nobody went on trial</source>
        <translation>Nadie fue a juicio</translation>
    </message>
    <message>
        <source>Nobody was voted out</source>
        <translation>Nadie fue expulsado</translation>
    </message>
    <message>
        <source>A tie between %1</source>
        <translation>Empate entre %1</translation>
    </message>
    <message>
        <source>%1 goes on trial</source>
        <translation>%1 va a juicio</translation>
    </message>
    <message>
        <source>%1 has the most votes, too few for a trial: nobody goes on trial</source>
        <translation>%1 tiene más votos, pero no bastan para un juicio: nadie va a juicio</translation>
    </message>
    <message>
        <source>Most votes: %1</source>
        <translation>Más votos: %1</translation>
    </message>
    <message>
        <source>%1 is condemned</source>
        <translation>Se condena a %1</translation>
    </message>
    <message>
        <source>%1 is spared</source>
        <translation>%1 se salva</translation>
    </message>
    <message>
        <source>Kill: %1   ·   Spare: %2</source>
        <translation>Matar: %1   ·   Perdonar: %2</translation>
    </message>
    <message numerus="yes">
        <source>To go on trial: more than half of the %1 players present, %n vote(s) or more</source>
        <translation>
            <numerusform>Para ir a juicio: más de la mitad de los %1 presentes, %n voto o más</numerusform>
            <numerusform>Para ir a juicio: más de la mitad de los %1 presentes, %n votos o más</numerusform>
        </translation>
    </message>
    <message>
        <source>abstained: %1</source>
        <translation>abstenciones: %1</translation>
    </message>
    <message>
        <source>More kills than spares: hanged. A tie or more spares: spared.</source>
        <translation>Más votos de matar que de perdonar: a la horca. Empate o más de perdonar: se salva.</translation>
    </message>
</context>
<context>
    <name>TallyView</name>
    <message>
        <source>Nobody was voted out</source>
        <translation>Nadie fue expulsado</translation>
    </message>
    <message>
        <source>%1 was voted out</source>
        <translation>El pueblo expulsó a %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n vote(s)</source>
        <translation>
            <numerusform>%1: %n voto</numerusform>
            <numerusform>%1: %n votos</numerusform>
        </translation>
    </message>
    <message>
        <source>abstained: %1</source>
        <translation>abstenciones: %1</translation>
    </message>
    <message>
        <source>Nobody voted.</source>
        <translation>Nadie votó.</translation>
    </message>
</context>
<context>
    <name>Team</name>
    <message>
        <source>The village wins: %1</source>
        <translation>Gana el pueblo: %1</translation>
    </message>
    <message>
        <source>The werewolves win: %1</source>
        <translation>Ganan los hombres lobo: %1</translation>
    </message>
    <message>
        <source>The vampires win: %1</source>
        <translation>Ganan los vampiros: %1</translation>
    </message>
    <message>
        <source>The Tanner wins: %1</source>
        <translation>Gana el Curtidor: %1</translation>
    </message>
    <message>
        <source>The Apprentice Tanner wins: %1</source>
        <translation>Gana el Aprendiz de curtidor: %1</translation>
    </message>
    <message>
        <source>The Assassin wins: %1</source>
        <translation>Gana el Asesino: %1</translation>
    </message>
    <message>
        <source>The Apprentice Assassin wins: %1</source>
        <translation>Gana el Aprendiz de asesino: %1</translation>
    </message>
    <message>
        <source>The village loses: %1</source>
        <translation>Pierde el pueblo: %1</translation>
    </message>
    <message>
        <source>The werewolves lose: %1</source>
        <translation>Pierden los hombres lobo: %1</translation>
    </message>
    <message>
        <source>The vampires lose: %1</source>
        <translation>Pierden los vampiros: %1</translation>
    </message>
    <message>
        <source>The Tanner loses: %1</source>
        <translation>Pierde el Curtidor: %1</translation>
    </message>
    <message>
        <source>The Apprentice Tanner loses: %1</source>
        <translation>Pierde el Aprendiz de curtidor: %1</translation>
    </message>
    <message>
        <source>The Assassin loses: %1</source>
        <translation>Pierde el Asesino: %1</translation>
    </message>
    <message>
        <source>The Apprentice Assassin loses: %1</source>
        <translation>Pierde el Aprendiz de asesino: %1</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Pueblo</translation>
    </message>
    <message>
        <source>Werewolves</source>
        <translation>Hombres lobo</translation>
    </message>
    <message>
        <source>Vampires</source>
        <translation>Vampiros</translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation>Curtidor</translation>
    </message>
    <message>
        <source>Apprentice Tanner</source>
        <translation>Aprendiz de curtidor</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Asesino</translation>
    </message>
    <message>
        <source>Apprentice Assassin</source>
        <translation>Aprendiz de asesino</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
</context>
<context>
    <name>TieBreakScreen</name>
    <message>
        <source>Let the tie stand</source>
        <translation>Mantener el empate</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>A tie: %1, the captain, decides</source>
        <translation>Empate: decide el Alcalde, %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n vote(s) each</source>
        <translation>
            <numerusform>%1: %n voto cada uno</numerusform>
            <numerusform>%1: %n votos cada uno</numerusform>
        </translation>
    </message>
    <message>
        <source>Tied at the top: %1</source>
        <translation>Empatados en cabeza: %1</translation>
    </message>
    <message>
        <source>%1 names one of them as the vote&apos;s result, or lets the tie stand.</source>
        <translation>%1 elige a uno de ellos como resultado de la votación, o mantiene el empate.</translation>
    </message>
    <message>
        <source>Confirm: %1</source>
        <translation>Confirmar: %1</translation>
    </message>
</context>
<context>
    <name>TrialScreen</name>
    <message>
        <source>Defence</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>Defence time left</source>
        <translation>Tiempo de defensa restante</translation>
    </message>
    <message>
        <source>Start the defence</source>
        <translation>Empezar la defensa</translation>
    </message>
    <message>
        <source>Kill or spare: the secret ballots</source>
        <translation>Matar o perdonar: el voto secreto</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Se acabó el tiempo</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <source>Day %1: the trial</source>
        <translation>Día %1: el juicio</translation>
    </message>
    <message>
        <source>%1 is on trial</source>
        <translation>Juicio a %1</translation>
    </message>
    <message>
        <source>%1 speaks in their defence; nobody else speaks without leave. Then everyone else with a vote casts a secret ballot: kill or spare. More kills than spares and %1 is hanged.</source>
        <translation>%1 habla en su defensa; nadie más habla sin permiso. Después, todos los demás que tengan voto votan en secreto: matar o perdonar. Si hay más votos de matar que de perdonar, %1 muere en la horca.</translation>
    </message>
</context>
<context>
    <name>VisitScreen</name>
    <message>
        <source>Back to menu</source>
        <translation>Volver al menú</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>Lo que sabes</translation>
    </message>
    <message>
        <source>%1, this screen is for you only</source>
        <translation>%1, esta pantalla es solo para ti</translation>
    </message>
    <message>
        <source>Narrated night</source>
        <translation>Noche narrada</translation>
    </message>
    <message>
        <source>Lap %1 of %2</source>
        <translation>Vuelta %1 de %2</translation>
    </message>
    <message>
        <source>Your role: %1</source>
        <translation>Tu rol: %1</translation>
    </message>
    <message>
        <source>Your role: %1 (card: %2)</source>
        <translation>Tu rol: %1 (carta: %2)</translation>
    </message>
    <message>
        <source>— now a %1</source>
        <translation>— ahora %1</translation>
    </message>
    <message>
        <source>Your card at the start: %1. %2</source>
        <translation>Tu carta al principio: %1. %2</translation>
    </message>
    <message>
        <source>New: </source>
        <translation>Nuevo: </translation>
    </message>
    <message>
        <source>At dawn you find an artifact on your card: %1. %2</source>
        <translation>Al amanecer encuentras un artefacto sobre tu carta: %1. %2</translation>
    </message>
    <message>
        <source>There is nothing you can do this time. Press Confirm.</source>
        <translation>Esta vez no puedes hacer nada. Pulsa Confirmar.</translation>
    </message>
    <message>
        <source>You are now the %1.</source>
        <translation>Ahora eres %1.</translation>
    </message>
    <message>
        <source>Press Confirm.</source>
        <translation>Pulsa Confirmar.</translation>
    </message>
    <message>
        <source>You are now the %1 and act at once:</source>
        <translation>Ahora eres %1 y actúas en el acto:</translation>
    </message>
    <message>
        <source>Or press Confirm to do nothing more.</source>
        <translation>O pulsa Confirmar para no hacer nada más.</translation>
    </message>
    <message>
        <source>Your turn: %1</source>
        <translation>Tu turno: %1</translation>
    </message>
    <message>
        <source>Awake with you: %1.</source>
        <translation>Despiertos contigo: %1.</translation>
    </message>
    <message>
        <source>You choose for all the vampires.</source>
        <translation>Eliges por todos los vampiros.</translation>
    </message>
    <message>
        <source>This happens later tonight: choose now, and you will see the result at your next turn.</source>
        <translation>Esto ocurre más tarde esta noche: elige ahora y verás el resultado en tu próximo turno.</translation>
    </message>
    <message>
        <source>%1: what happened</source>
        <translation>%1: qué ha pasado</translation>
    </message>
    <message>
        <source>Your team had already chosen.</source>
        <translation>Tu equipo ya había elegido.</translation>
    </message>
    <message>
        <source>Your choice is made. You will see what happens at your next turn.</source>
        <translation>Ya has elegido. Verás lo que ocurre en tu próximo turno.</translation>
    </message>
    <message>
        <source>Your choice is made.</source>
        <translation>Ya has elegido.</translation>
    </message>
    <message>
        <source>Your choice first: tap what you choose, then the taps that do nothing.</source>
        <translation>Primero tu elección: toca lo que eliges y después los toques que no hacen nada.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Sleep</source>
        <translation>Dormir</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>That is all for you now. Press Done, leave the laptop in the middle and close your eyes.</source>
        <translation>Eso es todo por ahora. Pulsa Hecho, deja el portátil en el centro y cierra los ojos.</translation>
    </message>
    <message>
        <source>Keep your eyes closed. Press Next.</source>
        <translation>Mantén los ojos cerrados. Pulsa Siguiente.</translation>
    </message>
    <message>
        <source>Keep your eyes closed. When the time is up, press Done.</source>
        <translation>Mantén los ojos cerrados. Cuando se acabe el tiempo, pulsa Hecho.</translation>
    </message>
    <message>
        <source>Keep your eyes closed. When the time is up, press Done and pass the laptop on.</source>
        <translation>Mantén los ojos cerrados. Cuando se acabe el tiempo, pulsa Hecho y pasa el portátil.</translation>
    </message>
    <message>
        <source>Nothing to do for you right now. So that nobody can tell, tap any card on the table, then press Confirm.</source>
        <translation>Ahora no tienes nada que hacer. Para que nadie lo note, toca cualquier carta de la mesa y pulsa Confirmar.</translation>
    </message>
    <message>
        <source>Nothing to do for you right now. So that nobody can tell, tap any two cards on the table, then press Confirm.</source>
        <translation>Ahora no tienes nada que hacer. Para que nadie lo note, toca dos cartas cualesquiera de la mesa y pulsa Confirmar.</translation>
    </message>
    <message>
        <source>Nothing to do for you right now. So that nobody can tell, tap any three cards on the table, then press Confirm.</source>
        <translation>Ahora no tienes nada que hacer. Para que nadie lo note, toca tres cartas cualesquiera de la mesa y pulsa Confirmar.</translation>
    </message>
    <message>
        <source>%1&apos;s card</source>
        <translation>la carta de %1</translation>
    </message>
    <message>
        <source>%1&apos;s mark</source>
        <translation>la Marca de %1</translation>
    </message>
    <message>
        <source>left</source>
        <translation>izquierda</translation>
    </message>
    <message>
        <source>right</source>
        <translation>derecha</translation>
    </message>
    <message>
        <source>Your choice: %1</source>
        <translation>Tu elección: %1</translation>
    </message>
    <message>
        <source>Tap %1 (left)</source>
        <translation>Tocar a %1 (izquierda)</translation>
    </message>
    <message>
        <source>Tap %1 (right)</source>
        <translation>Tocar a %1 (derecha)</translation>
    </message>
    <message>
        <source>Move cards to the left</source>
        <translation>Mover las cartas a la izquierda</translation>
    </message>
    <message>
        <source>Move cards to the right</source>
        <translation>Mover las cartas a la derecha</translation>
    </message>
    <message>
        <source>Done (%1)</source>
        <translation>Hecho (%1)</translation>
    </message>
    <message>
        <source>You chose to do nothing.</source>
        <translation>Has elegido no hacer nada.</translation>
    </message>
    <message>
        <source>Press Next.</source>
        <translation>Pulsa Siguiente.</translation>
    </message>
    <message>
        <source>Taps: %1 of %2</source>
        <translation>Toques: %1 de %2</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Tap any card, or Nothing, %1 more times: they do nothing. Then press Confirm.</source>
        <translation>Toca %1 veces más cualquier carta, o Nada: no hacen nada. Luego pulsa Confirmar.</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>Press Confirm to see it.</source>
        <translation>Pulsa Confirmar para verla.</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nada</translation>
    </message>
    <message>
        <source>Tap any card, or Nothing, once more: it does nothing. Then press Confirm.</source>
        <translation>Toca una vez más cualquier carta, o Nada: no hace nada. Luego pulsa Confirmar.</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No voice on this computer: the narrator&apos;s lines are shown on screen only.</source>
        <translation>No hay voz en este ordenador: las frases del narrador solo se muestran en pantalla.</translation>
    </message>
    <message>
        <source>No voice for this language on this computer: the lines are shown on screen only.</source>
        <translation>No hay voz para este idioma en este ordenador: las frases solo se muestran en pantalla.</translation>
    </message>
    <message>
        <source>The voice failed: the lines are shown on screen only.</source>
        <translation>La voz ha fallado: las frases solo se muestran en pantalla.</translation>
    </message>
    <message>
        <source>The voice did not answer: the lines are shown on screen only.</source>
        <translation>La voz no ha respondido: las frases solo se muestran en pantalla.</translation>
    </message>
    <message>
        <source>No sound output on this computer: the narrator&apos;s lines are shown on screen only.</source>
        <translation>Este ordenador no tiene salida de sonido: las frases del narrador solo se muestran en pantalla.</translation>
    </message>
    <message>
        <source>The narrator&apos;s voice is off.</source>
        <translation>La voz del narrador está desactivada.</translation>
    </message>
</context>
<context>
    <name>Vote</name>
    <message>
        <source>%1 → (not yet)</source>
        <translation>%1 → (todavía no)</translation>
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
        <translation>Cuando la cuenta llegue a cero, todos señalan a otro jugador a la vez, y siguen señalando hasta que se hayan anotado todos los votos.</translation>
    </message>
    <message>
        <source>Start the countdown</source>
        <translation>Empezar la cuenta atrás</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Volver a empezar</translation>
    </message>
    <message>
        <source>Confirm the votes</source>
        <translation>Confirmar los votos</translation>
    </message>
    <message>
        <source>Everyone points at another player. Click a player, then the player they point at — or pick from the lists below.</source>
        <translation>Todos señalan a otro jugador. Haz clic en un jugador y luego en el jugador al que señala, o elige en las listas de abajo.</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>La votación</translation>
    </message>
    <message>
        <source>Everyone, get ready to point…</source>
        <translation>Todos, listos para señalar…</translation>
    </message>
    <message>
        <source>Everyone point… 3</source>
        <translation>Todos señalan… 3</translation>
    </message>
    <message>
        <source>Point now!</source>
        <translation>¡A señalar!</translation>
    </message>
    <message>
        <source>(points at…)</source>
        <translation>(señala a…)</translation>
    </message>
    <message>
        <source>%1 points at</source>
        <translation>%1 señala a</translation>
    </message>
    <message>
        <source>Every vote is in. Check the arrows, then confirm.</source>
        <translation>Ya están todos los votos. Revisa las flechas y confirma.</translation>
    </message>
    <message>
        <source>Click a player who is pointing.</source>
        <translation>Haz clic en un jugador que esté señalando.</translation>
    </message>
    <message>
        <source>Whom does %1 point at?</source>
        <translation>¿A quién señala %1?</translation>
    </message>
    <message>
        <source>Everyone must point at someone.</source>
        <translation>Todos tienen que señalar a alguien.</translation>
    </message>
    <message>
        <source>Everyone must point at another player.</source>
        <translation>Todos tienen que señalar a otro jugador.</translation>
    </message>
    <message>
        <source>Each player&apos;s pointing</source>
        <translation>Lo que señala cada jugador</translation>
    </message>
    <message>
        <source>Counted hands</source>
        <translation>Manos contadas</translation>
    </message>
    <message>
        <source>Record the vote</source>
        <translation>Anotar la votación</translation>
    </message>
    <message>
        <source>— abstains —</source>
        <translation>— se abstiene —</translation>
    </message>
    <message>
        <source>kill</source>
        <translation>matar</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>perdonar</translation>
    </message>
    <message>
        <source>Hands for %1</source>
        <translation>Manos para %1</translation>
    </message>
    <message>
        <source>%1 (captain, not counted above) points at</source>
        <translation>%1 (alcalde, no contado arriba) señala a</translation>
    </message>
    <message>
        <source>Day %1: the captain&apos;s election</source>
        <translation>Día %1: la elección del alcalde</translation>
    </message>
    <message>
        <source>Day %1: the vote</source>
        <translation>Día %1: la votación</translation>
    </message>
    <message>
        <source>Day %1: kill or spare %2?</source>
        <translation>Día %1: ¿matar o perdonar a %2?</translation>
    </message>
    <message>
        <source>Day %1: the second vote</source>
        <translation>Día %1: la segunda votación</translation>
    </message>
    <message>
        <source>Everyone points at the captain they want (themself too). Enter each player&apos;s pointing, or the hands counted for each player.</source>
        <translation>Todos señalan al alcalde que quieren (también a sí mismos). Anota lo que señala cada jugador, o las manos contadas para cada uno.</translation>
    </message>
    <message>
        <source>“Whom do you suspect? Point! 5, 4, 3, 2, 1!” Enter each player&apos;s pointing, or the hands counted for each player. A hand lowered is an abstention.</source>
        <translation>«¿De quién sospecháis? ¡Señalad! ¡5, 4, 3, 2, 1!» Anota lo que señala cada jugador, o las manos contadas para cada uno. Quien baja la mano se abstiene.</translation>
    </message>
    <message>
        <source>“Kill or spare! 5, 4, 3, 2, 1!” Enter each player&apos;s hand, or the counts.</source>
        <translation>«¡Matar o perdonar! ¡5, 4, 3, 2, 1!» Anota la mano de cada jugador, o los recuentos.</translation>
    </message>
    <message>
        <source>The village votes again at once: enter each player&apos;s pointing, or the counts.</source>
        <translation>El pueblo vuelve a votar enseguida: anota lo que señala cada jugador, o los recuentos.</translation>
    </message>
    <message>
        <source>%1&apos;s ballot: %2</source>
        <translation>Voto de %1: %2</translation>
    </message>
</context>
<context>
    <name>VoteVisitScreen</name>
    <message>
        <source>Click the player you point at, then confirm. Nobody else sees your vote until everyone has voted.</source>
        <translation>Haz clic en el jugador al que señalas y confirma. Nadie ve tu voto hasta que todos hayan votado.</translation>
    </message>
    <message>
        <source>Confirm my vote</source>
        <translation>Confirmar mi voto</translation>
    </message>
    <message>
        <source>%1, whom do you point at?</source>
        <translation>%1, ¿a quién señalas?</translation>
    </message>
    <message>
        <source>Confirm my vote (%1)</source>
        <translation>Confirmar mi voto (%1)</translation>
    </message>
    <message>
        <source>You cannot vote for yourself.</source>
        <translation>No puedes votarte a ti mismo.</translation>
    </message>
    <message>
        <source>You point at: %1</source>
        <translation>Señalas a: %1</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>Epic battle: the village needs a vampire and a werewolf to die. Dead vampires: %1. Dead werewolves: %2.</source>
        <translation>Batalla épica: el pueblo necesita que mueran un vampiro y un hombre lobo. Vampiros muertos: %1. Hombres lobo muertos: %2.</translation>
    </message>
    <message>
        <source>A monster died (%1): the village wins.</source>
        <translation>Ha muerto un monstruo (%1): gana el pueblo.</translation>
    </message>
    <message>
        <source>No werewolf or vampire died (they were %1): the village loses.</source>
        <translation>No ha muerto ningún hombre lobo ni vampiro (eran %1): pierde el pueblo.</translation>
    </message>
    <message>
        <source>No werewolf died (they were %1): the village loses.</source>
        <translation>No ha muerto ningún hombre lobo (eran %1): pierde el pueblo.</translation>
    </message>
    <message>
        <source>No vampire died (they were %1): the village loses.</source>
        <translation>No ha muerto ningún vampiro (eran %1): pierde el pueblo.</translation>
    </message>
    <message>
        <source>No player was a werewolf or a vampire, and nobody died: the village wins.</source>
        <translation>Ningún jugador era hombre lobo ni vampiro, y nadie ha muerto: gana el pueblo.</translation>
    </message>
    <message>
        <source>No player was a werewolf or a vampire, yet %1 died: the village loses.</source>
        <translation>Ningún jugador era hombre lobo ni vampiro, y aun así hubo muertes (%1): pierde el pueblo.</translation>
    </message>
    <message>
        <source>A Tanner died (%1): neither the werewolves nor the vampires can win.</source>
        <translation>Ha muerto un Curtidor (%1): ni los hombres lobo ni los vampiros pueden ganar.</translation>
    </message>
    <message>
        <source>Epic battle: the werewolves need a vampire to die and no werewolf to die. Dead vampires: %1. Dead werewolves: %2.</source>
        <translation>Batalla épica: los hombres lobo necesitan que muera un vampiro y que no muera ningún hombre lobo. Vampiros muertos: %1. Hombres lobo muertos: %2.</translation>
    </message>
    <message>
        <source>Epic battle: the vampires need a werewolf to die and no vampire to die. Dead werewolves: %1. Dead vampires: %2.</source>
        <translation>Batalla épica: los vampiros necesitan que muera un hombre lobo y que no muera ningún vampiro. Hombres lobo muertos: %1. Vampiros muertos: %2.</translation>
    </message>
    <message>
        <source>No player was a werewolf: %1 wins only if someone else dies.</source>
        <translation>Ningún jugador era hombre lobo: %1 solo gana si muere otra persona.</translation>
    </message>
    <message>
        <source>%1 died: the %2 lose.</source>
        <translation>Hubo muertes (%1): pierden los %2.</translation>
    </message>
    <message>
        <source>werewolves</source>
        <translation>hombres lobo</translation>
    </message>
    <message>
        <source>vampires</source>
        <translation>vampiros</translation>
    </message>
    <message>
        <source>No %1 died: the %1 win.</source>
        <translation>Ninguno de los %1 ha muerto: ganan los %1.</translation>
    </message>
    <message>
        <source>%1 was a Tanner and died: the Tanner wins.</source>
        <translation>%1 era un Curtidor y ha muerto: gana el Curtidor.</translation>
    </message>
    <message>
        <source>%1 was a Tanner and survived: the Tanner loses.</source>
        <translation>%1 era un Curtidor y ha sobrevivido: pierde el Curtidor.</translation>
    </message>
    <message>
        <source>%1 is the Apprentice Tanner and wins if the Tanner (%2) dies.</source>
        <translation>%1 es el Aprendiz de curtidor y gana si muere el Curtidor (%2).</translation>
    </message>
    <message>
        <source>%1 wins if a player holding an Assassin mark dies (%2).</source>
        <translation>%1 gana si muere un jugador con una Marca del Asesino (%2).</translation>
    </message>
    <message>
        <source>%1 held the Traitor mark: they win only if someone else on their team dies.</source>
        <translation>%1 tenía la Marca del Traidor: solo gana si muere otro miembro de su equipo.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nadie</translation>
    </message>
</context>
</TS>
