<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Narrator</name>
    <message>
        <location filename="../../app/ui/narrator.py" line="18"/>
        <source>Doppelgänger, wake up and look at another player&apos;s card: you are now that role. If that role acts at once, do it now.</source>
        <translation>Doppelgänger, despierta y mira la carta de otro jugador: ahora eres ese rol. Si ese rol actúa en el acto, hazlo ahora.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="21"/>
        <source>Copycat, wake up and look at one of the centre cards: you are now that role.</source>
        <translation>Imitador, despierta y mira una de las cartas del centro: ahora eres ese rol.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="23"/>
        <source>Vampires, wake up and look for other vampires. Give the Vampire mark to a player who is not a vampire.</source>
        <translation>Vampiros, despierten y busquen a otros vampiros. Denle la Marca del Vampiro a un jugador que no sea vampiro.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="25"/>
        <source>Count, wake up and give the Fear mark to a player who is not a vampire.</source>
        <translation>Conde, despierta y dale la Marca del Miedo a un jugador que no sea vampiro.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="26"/>
        <source>Doppelgänger, if you are the Count, wake up and give your Fear mark to a player who is not a vampire.</source>
        <translation>Doppelgänger, si eres el Conde, despierta y dale tu Marca del Miedo a un jugador que no sea vampiro.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="28"/>
        <source>Vampires, point at the player with the Vampire mark, eyes closed. Renfield, wake up, see the vampires and whom they point at, and take the Bat mark.</source>
        <translation>Vampiros, con los ojos cerrados, señalen al jugador con la Marca del Vampiro. Renfield, despierta, mira a los vampiros y a quién señalan, y toma la Marca del Murciélago.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="30"/>
        <source>Vampires, point at the player with the Vampire mark, eyes closed. Doppelgänger, if you are Renfield, wake up, see the vampires and take your Bat mark.</source>
        <translation>Vampiros, con los ojos cerrados, señalen al jugador con la Marca del Vampiro. Doppelgänger, si eres Renfield, despierta, mira a los vampiros y toma tu Marca del Murciélago.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="33"/>
        <source>Diseased, wake up and give the Disease mark to the player on your left or on your right.</source>
        <translation>Enfermo, despierta y dale la Marca de la Enfermedad al jugador de tu izquierda o de tu derecha.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="35"/>
        <source>Cupid, wake up. You may give a Love mark to two players.</source>
        <translation>Cupido, despierta. Puedes darles una Marca del Amor a dos jugadores.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="36"/>
        <source>Instigator, wake up. You may give the Traitor mark to any player.</source>
        <translation>Instigador, despierta. Puedes darle la Marca del Traidor a cualquier jugador.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="37"/>
        <source>Priest, wake up and take a Clarity mark. You may give another player a Clarity mark too.</source>
        <translation>Sacerdote, despierta y tómate una Marca de Claridad. También puedes darle una Marca de Claridad a otro jugador.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="39"/>
        <source>Doppelgänger, if you are the Priest, wake up and take a Clarity mark. You may give another player one too.</source>
        <translation>Doppelgänger, si eres el Sacerdote, despierta y tómate una Marca de Claridad. También puedes darle una a otro jugador.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="41"/>
        <source>Assassin, wake up and give the Assassin mark to any player.</source>
        <translation>Asesino, despierta y dale la Marca del Asesino a cualquier jugador.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="42"/>
        <source>Doppelgänger, if you are the Assassin, wake up and give your Assassin mark to any player.</source>
        <translation>Doppelgänger, si eres el Asesino, despierta y dale tu Marca del Asesino a cualquier jugador.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="44"/>
        <source>Apprentice Assassin, wake up and look for the Assassin. If there is none, give the Assassin mark to any player.</source>
        <translation>Aprendiz de asesino, despierta y busca al Asesino. Si no hay ninguno, dale la Marca del Asesino a cualquier jugador.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="46"/>
        <source>Doppelgänger, if you are the Apprentice Assassin, wake up and look for the Assassin. If there is none, give your Assassin mark to any player.</source>
        <translation>Doppelgänger, si eres el Aprendiz de asesino, despierta y busca al Asesino. Si no hay ninguno, dale tu Marca del Asesino a cualquier jugador.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="49"/>
        <source>Everyone, wake up and look at your mark.</source>
        <translation>Todos, despierten y miren su Marca.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="50"/>
        <source>Everyone with a Love mark, wake up and look for your lover.</source>
        <translation>Quienes tengan una Marca del Amor, despierten y busquen a su enamorado.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="51"/>
        <source>Sentinel, wake up. You may put your shield on another player&apos;s card.</source>
        <translation>Centinela, despierta. Puedes poner tu escudo sobre la carta de otro jugador.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="52"/>
        <source>Werewolves, wake up and look for other werewolves. A Dream Wolf keeps their eyes closed and raises a thumb. A lone werewolf may look at a centre card.</source>
        <translation>Hombres lobo, despierten y busquen a otros hombres lobo. El Lobo Soñador sigue con los ojos cerrados y levanta el pulgar. Un hombre lobo solitario puede mirar una carta del centro.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="54"/>
        <source>Alpha Wolf, wake up and swap the centre wolf card with the card of a player who is not a werewolf.</source>
        <translation>Lobo Alfa, despierta e intercambia la carta de lobo del centro con la carta de un jugador que no sea hombre lobo.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="56"/>
        <source>Mystic Wolf, wake up. You may look at another player&apos;s card.</source>
        <translation>Lobo Místico, despierta. Puedes mirar la carta de otro jugador.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="57"/>
        <source>Werewolves, raise your thumbs, eyes closed. Minion, wake up and see who the werewolves are.</source>
        <translation>Hombres lobo, con los ojos cerrados, levanten el pulgar. Esbirro, despierta y mira quiénes son los hombres lobo.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="59"/>
        <source>Tanner, raise your thumb, eyes closed. Apprentice Tanner, wake up and see who the Tanner is.</source>
        <translation>Curtidor, con los ojos cerrados, levanta el pulgar. Aprendiz de curtidor, despierta y mira quién es el Curtidor.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="61"/>
        <source>Tanner, raise your thumb, eyes closed. Doppelgänger, if you are the Apprentice Tanner, wake up and see who the Tanner is.</source>
        <translation>Curtidor, con los ojos cerrados, levanta el pulgar. Doppelgänger, si eres el Aprendiz de curtidor, despierta y mira quién es el Curtidor.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="63"/>
        <source>Masons, wake up and look for the other Mason.</source>
        <translation>Masones, despierten y busquen al otro masón.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="64"/>
        <source>Thing, wake up and tap the player on your left or on your right.</source>
        <translation>Cosa, despierta y toca al jugador de tu izquierda o de tu derecha.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="65"/>
        <source>Seer, wake up. You may look at another player&apos;s card or at two centre cards.</source>
        <translation>Vidente, despierta. Puedes mirar la carta de otro jugador o dos cartas del centro.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="66"/>
        <source>Apprentice Seer, wake up. You may look at one centre card.</source>
        <translation>Aprendiz de vidente, despierta. Puedes mirar una carta del centro.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="67"/>
        <source>Paranormal Investigator, wake up. You may look at up to two other players&apos; cards; if you see a werewolf or a tanner, you become one and stop.</source>
        <translation>Investigador paranormal, despierta. Puedes mirar hasta dos cartas de otros jugadores; si ves un hombre lobo o un curtidor, te conviertes en él y te detienes.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="70"/>
        <source>Marksman, wake up. You may look at one player&apos;s card and another player&apos;s mark.</source>
        <translation>Tirador, despierta. Puedes mirar la carta de un jugador y la Marca de otro.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="72"/>
        <source>Doppelgänger, if you are the Marksman, wake up. You may look at one player&apos;s card and another player&apos;s mark.</source>
        <translation>Doppelgänger, si eres el Tirador, despierta. Puedes mirar la carta de un jugador y la Marca de otro.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="74"/>
        <source>Robber, wake up. You may swap your card with another player&apos;s card, then look at your new card.</source>
        <translation>Ladrón, despierta. Puedes intercambiar tu carta con la de otro jugador y luego mirar tu nueva carta.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="76"/>
        <source>Witch, wake up. You may look at a centre card; if you do, swap it with any player&apos;s card.</source>
        <translation>Bruja, despierta. Puedes mirar una carta del centro; si lo haces, cámbiala por la carta de cualquier jugador.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="78"/>
        <source>Pickpocket, wake up. You may swap your mark with another player&apos;s mark, then look at your new mark.</source>
        <translation>Carterista, despierta. Puedes intercambiar tu Marca con la de otro jugador y luego mirar tu nueva Marca.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="80"/>
        <source>Troublemaker, wake up. You may swap the cards of two other players.</source>
        <translation>Alborotadora, despierta. Puedes intercambiar las cartas de otros dos jugadores.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="81"/>
        <source>Village Idiot, wake up. You may move every other player&apos;s card one place to the left or to the right.</source>
        <translation>Tonto del pueblo, despierta. Puedes mover las cartas de todos los demás jugadores un lugar a la izquierda o a la derecha.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="83"/>
        <source>Aura Seer, wake up and see who moved or looked at a card or a mark tonight.</source>
        <translation>Vidente del aura, despierta y mira quién ha movido o mirado una carta o una Marca esta noche.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="84"/>
        <source>Doppelgänger, if you are the Aura Seer, wake up and see who moved or looked at a card or a mark tonight.</source>
        <translation>Doppelgänger, si eres el Vidente del aura, despierta y mira quién ha movido o mirado una carta o una Marca esta noche.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="86"/>
        <source>Gremlin, wake up. You may swap the cards or the marks of two players.</source>
        <translation>Gremlin, despierta. Puedes intercambiar las cartas o las Marcas de dos jugadores.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="87"/>
        <source>Doppelgänger, if you are the Gremlin, wake up. You may swap the cards or the marks of two players.</source>
        <translation>Doppelgänger, si eres el Gremlin, despierta. Puedes intercambiar las cartas o las Marcas de dos jugadores.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="89"/>
        <source>Drunk, wake up and swap your card with a centre card without looking at it.</source>
        <translation>Borracho, despierta e intercambia tu carta con una carta del centro sin mirarla.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="90"/>
        <source>Insomniac, wake up and look at your card.</source>
        <translation>Insomne, despierta y mira tu carta.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="91"/>
        <source>Doppelgänger, if you are the Insomniac, wake up and look at your card.</source>
        <translation>Doppelgänger, si eres el Insomne, despierta y mira tu carta.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="92"/>
        <source>Werewolves, raise your thumbs, eyes closed. Squire, wake up and see who the werewolves are; you may look at their cards.</source>
        <translation>Hombres lobo, con los ojos cerrados, levanten el pulgar. Escudero, despierta y mira quiénes son los hombres lobo; puedes mirar sus cartas.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="94"/>
        <source>Werewolves, raise your thumbs, eyes closed. Doppelgänger, if you are the Squire, wake up and see who the werewolves are; you may look at their cards.</source>
        <translation>Hombres lobo, con los ojos cerrados, levanten el pulgar. Doppelgänger, si eres el Escudero, despierta y mira quiénes son los hombres lobo; puedes mirar sus cartas.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="97"/>
        <source>Seer and Apprentice Seer, raise your thumbs, eyes closed. Beholder, wake up and see who they are; you may look at their cards.</source>
        <translation>Vidente y Aprendiz de vidente, con los ojos cerrados, levanten el pulgar. Observador, despierta y mira quiénes son; puedes mirar sus cartas.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="99"/>
        <source>Seer and Apprentice Seer, raise your thumbs, eyes closed. Doppelgänger, if you are the Beholder, wake up and see who they are; you may look at their cards.</source>
        <translation>Vidente y Aprendiz de vidente, con los ojos cerrados, levanten el pulgar. Doppelgänger, si eres el Observador, despierta y mira quiénes son; puedes mirar sus cartas.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="102"/>
        <source>Revealer, wake up. You may turn another player&apos;s card face up; if it is not a villager&apos;s card, turn it face down again.</source>
        <translation>Reveladora, despierta. Puedes poner boca arriba la carta de otro jugador; si no es una carta de aldeano, vuelve a ponerla boca abajo.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="104"/>
        <source>Doppelgänger, if you are the Revealer, wake up. You may turn another player&apos;s face-down card face up; if it is not a villager&apos;s card, turn it face down again.</source>
        <translation>Doppelgänger, si eres la Reveladora, despierta. Puedes poner boca arriba una carta boca abajo de otro jugador; si no es una carta de aldeano, vuelve a ponerla boca abajo.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="107"/>
        <source>Curator, wake up. You may place an artifact on any player&apos;s card.</source>
        <translation>Curador, despierta. Puedes poner un artefacto sobre la carta de cualquier jugador.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="108"/>
        <source>Doppelgänger, if you are the Curator, wake up. You may place an artifact on any player&apos;s card.</source>
        <translation>Doppelgänger, si eres el Curador, despierta. Puedes poner un artefacto sobre la carta de cualquier jugador.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="115"/>
        <source>Doppelgänger, close your eyes.</source>
        <translation>Doppelgänger, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="116"/>
        <source>Werewolves, lower your thumbs.</source>
        <translation>Hombres lobo, bajen el pulgar.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="118"/>
        <source>Copycat, close your eyes.</source>
        <translation>Imitador, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="120"/>
        <source>Vampires, close your eyes.</source>
        <translation>Vampiros, cierren los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="121"/>
        <source>Count, close your eyes.</source>
        <translation>Conde, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="123"/>
        <source>Vampires, lower your hands. Renfield, close your eyes.</source>
        <translation>Vampiros, bajen las manos. Renfield, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="124"/>
        <source>Vampires, lower your hands. Doppelgänger, close your eyes.</source>
        <translation>Vampiros, bajen las manos. Doppelgänger, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="125"/>
        <source>Diseased, close your eyes.</source>
        <translation>Enfermo, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="126"/>
        <location filename="../../app/ui/narrator.py" line="196"/>
        <source>Cupid, close your eyes.</source>
        <translation>Cupido, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="127"/>
        <source>Instigator, close your eyes.</source>
        <translation>Instigador, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="128"/>
        <source>Priest, close your eyes.</source>
        <translation>Sacerdote, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="130"/>
        <source>Assassin, close your eyes.</source>
        <translation>Asesino, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="132"/>
        <source>Apprentice Assassin, close your eyes.</source>
        <translation>Aprendiz de asesino, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="134"/>
        <source>Everyone, close your eyes.</source>
        <translation>Todos, cierren los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="135"/>
        <location filename="../../app/ui/narrator.py" line="197"/>
        <source>Lovers, close your eyes.</source>
        <translation>Enamorados, cierren los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="136"/>
        <source>Sentinel, close your eyes.</source>
        <translation>Centinela, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="137"/>
        <source>Werewolves, close your eyes. Dream Wolf, lower your thumb.</source>
        <translation>Hombres lobo, cierren los ojos. Lobo Soñador, baja el pulgar.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="138"/>
        <source>Alpha Wolf, close your eyes.</source>
        <translation>Lobo Alfa, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="139"/>
        <source>Mystic Wolf, close your eyes.</source>
        <translation>Lobo Místico, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="140"/>
        <source>Minion, close your eyes.</source>
        <translation>Esbirro, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="141"/>
        <source>Tanner, lower your thumb. Apprentice Tanner, close your eyes.</source>
        <translation>Curtidor, baja el pulgar. Aprendiz de curtidor, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="142"/>
        <source>Tanner, lower your thumb. Doppelgänger, close your eyes.</source>
        <translation>Curtidor, baja el pulgar. Doppelgänger, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="143"/>
        <source>Masons, close your eyes.</source>
        <translation>Masones, cierren los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="144"/>
        <source>Thing, close your eyes.</source>
        <translation>Cosa, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="145"/>
        <location filename="../../app/ui/narrator.py" line="201"/>
        <source>Seer, close your eyes.</source>
        <translation>Vidente, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="146"/>
        <source>Apprentice Seer, close your eyes.</source>
        <translation>Aprendiz de vidente, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="147"/>
        <source>Paranormal Investigator, close your eyes.</source>
        <translation>Investigador paranormal, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="148"/>
        <source>Marksman, close your eyes.</source>
        <translation>Tirador, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="150"/>
        <source>Robber, close your eyes.</source>
        <translation>Ladrón, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="151"/>
        <location filename="../../app/ui/narrator.py" line="204"/>
        <source>Witch, close your eyes.</source>
        <translation>Bruja, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="152"/>
        <source>Pickpocket, close your eyes.</source>
        <translation>Carterista, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="153"/>
        <source>Troublemaker, close your eyes.</source>
        <translation>Alborotadora, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="154"/>
        <source>Village Idiot, close your eyes.</source>
        <translation>Tonto del pueblo, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="155"/>
        <source>Aura Seer, close your eyes.</source>
        <translation>Vidente del aura, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="157"/>
        <source>Gremlin, close your eyes.</source>
        <translation>Gremlin, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="159"/>
        <source>Drunk, close your eyes.</source>
        <translation>Borracho, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="160"/>
        <source>Insomniac, close your eyes.</source>
        <translation>Insomne, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="162"/>
        <source>Squire, close your eyes.</source>
        <translation>Escudero, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="164"/>
        <source>Seers, lower your thumbs. Beholder, close your eyes.</source>
        <translation>Videntes, bajen el pulgar. Observador, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="165"/>
        <source>Seers, lower your thumbs. Doppelgänger, close your eyes.</source>
        <translation>Videntes, bajen el pulgar. Doppelgänger, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="166"/>
        <source>Revealer, close your eyes.</source>
        <translation>Reveladora, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="168"/>
        <source>Curator, close your eyes.</source>
        <translation>Curador, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="176"/>
        <source>Thief, open your eyes. You may take one of the two spare cards instead of yours.</source>
        <translation>Ladrón, abre los ojos. Puedes tomar una de las dos cartas sobrantes en lugar de la tuya.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="177"/>
        <source>Cupid, open your eyes and choose the two players who fall in love.</source>
        <translation>Cupido, abre los ojos y elige a los dos jugadores que se enamoran.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="178"/>
        <source>Lovers, open your eyes and look at each other.</source>
        <translation>Enamorados, abran los ojos y mírense.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="179"/>
        <source>Brothers, open your eyes and look at each other.</source>
        <translation>Hermanos, abran los ojos y mírense.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="180"/>
        <source>Wolves, open your eyes and choose tonight&apos;s victim.</source>
        <translation>Lobos, abran los ojos y elijan a la víctima de esta noche.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="181"/>
        <source>Little Girl, open your eyes. From the second night on, you may peek at the wolves.</source>
        <translation>Niña, abre los ojos. A partir de la segunda noche, puedes espiar a los lobos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="183"/>
        <source>Seer, open your eyes and choose a player whose side you want to know.</source>
        <translation>Vidente, abre los ojos y elige a un jugador cuyo bando quieras conocer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="184"/>
        <source>Fox, open your eyes and choose a player: you will learn whether a wolf is among them and their neighbours.</source>
        <translation>Zorro, abre los ojos y elige a un jugador: sabrás si hay un lobo entre él y sus vecinos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="186"/>
        <source>Bodyguard, open your eyes and choose a player to protect tonight.</source>
        <translation>Protector, abre los ojos y elige a un jugador para protegerlo esta noche.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="187"/>
        <source>Witch, open your eyes. See tonight&apos;s victim; you may save them, or poison a player.</source>
        <translation>Bruja, abre los ojos. Mira a la víctima de esta noche; puedes salvarla o envenenar a un jugador.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="195"/>
        <source>Thief, close your eyes.</source>
        <translation>Ladrón, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="198"/>
        <source>Brothers, close your eyes.</source>
        <translation>Hermanos, cierren los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="199"/>
        <source>Wolves, close your eyes.</source>
        <translation>Lobos, cierren los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="200"/>
        <source>Little Girl, close your eyes.</source>
        <translation>Niña, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="202"/>
        <source>Fox, close your eyes.</source>
        <translation>Zorro, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="203"/>
        <source>Bodyguard, close your eyes.</source>
        <translation>Protector, cierra los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="212"/>
        <source>Night %1 falls. Everyone, close your eyes.</source>
        <translation>Cae la noche %1. Todos, cierren los ojos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="214"/>
        <source>Everyone, open your eyes. The sun rises over the village.</source>
        <translation>Todos, abran los ojos. El sol sale sobre el pueblo.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="218"/>
        <source>Everyone, close your eyes. Night falls.</source>
        <translation>Todos, cierren los ojos. Cae la noche.</translation>
    </message>
    <message>
        <location filename="../../app/ui/narrator.py" line="220"/>
        <source>Everyone, wake up! It is morning.</source>
        <translation>¡Todos, despierten! Ya es de día.</translation>
    </message>
</context>
</TS>
