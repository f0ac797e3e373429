## Partidas contra Sanctum. $me es el nombre de Sanctum; $name, el del jugador.

# El titular de una partida nueva: $variant es el nombre del juego (en negrita); $white y $black, los nombres de los jugadores; $days, los días por jugada.
engine-game-accepted = ¡{ $me } acepta al instante! { $variant } — { $white } (blancas) contra { $black } (negras), nivel { $level }, amistosa, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada.
# $move es el comando para jugar.
engine-game-your-first-move = { $user }, empiezas tú: { $move }.
engine-game-thinks-first = { $me } lleva las blancas y está pensando su primera jugada…
engine-game-draw-accepted = { $name } ofrece tablas y { $me } acepta.
# $eval es la evaluación de Sanctum en peones: +1.3, -0.4.
engine-game-draw-declined = { $name } ofrece tablas. { $me } las rechaza y sigue jugando (su evaluación: { $eval }).
# El comienzo de una partida en equipo: uno de estos dos y luego engine-game-team-how-to-vote.
engine-game-team-first = Empieza el equipo.
engine-game-team-second = Sanctum lleva las blancas y está pensando su primera jugada.
# $join es el botón para unirse al equipo; $vote, el comando para votar.
engine-game-team-how-to-vote = Pulsa { $join } para que se cuente tu voto y luego vota cada jugada con { $vote }: la jugada más votada se juega en cuanto ha votado todo el equipo, o al vencer el plazo.

## Partidas contra Sanctum rechazadas.

engine-game-refusal-bad-level = No existe el nivel { $level }: Sanctum juega en niveles del { $min_level } (principiante) al { $max_level } (máxima fuerza).
# puntuable es la opción del comando de desafío tal como la ven los jugadores en Discord.
engine-game-refusal-unrated = Las partidas contra Sanctum nunca son puntuables: quita `puntuable` o elige amistosa.
