## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

tournament-description = Torneos todos contra todos y suizos a lo largo de días: crear, inscribirse, empezar, clasificación.
    .name = torneo
tournament-action = crear, inscribirse, retirarse, empezar, clasificación, trf, descanso, cancelar o lista
    .name = accion
tournament-variant = crear: el juego (por defecto: Ajedrez del santuario)
    .name = variante
tournament-format = crear: todos contra todos, todos contra todos a doble vuelta o suizo
    .name = formato
tournament-days = crear: días por jugada
    .name = dias
tournament-players = crear: el máximo de inscritos (todos contra todos 3-16, suizo 4-1000); empieza al llenarse
    .name = jugadores
tournament-rounds = crear: las rondas de un torneo suizo (1-15, por defecto 5)
    .name = rondas
tournament-round_days = crear: el plazo de una ronda suiza en días (por defecto 30); luego adjudica Sanctum
    .name = dias_ronda
tournament-timeouts = crear: derrotas por tiempo que retiran a un jugador (por defecto 2)
    .name = derrotas_tiempo
tournament-rated = crear: puntuable o amistoso
    .name = puntuable
tournament-starts_in = crear: empezar tras estas horas con quienes se hayan inscrito (1-720)
    .name = empieza_en
tournament-min_games = crear: para inscribirse hacen falta estas partidas puntuables de ese juego aquí
    .name = partidas_min
tournament-min_rating = crear: para inscribirse hace falta aquí una puntuación de al menos esta
    .name = puntuacion_min
tournament-max_rating = crear: para inscribirse hace falta aquí una puntuación de como mucho esta
    .name = puntuacion_max
tournament-round = crear: inscripción tardía hasta esta ronda suiza; descanso: la ronda que no juegas
    .name = ronda
tournament-number = El número del torneo (por defecto: el más reciente de aquí)
    .name = numero

## Torneos: el nombre de un torneo en lo que leen los jugadores.

# $number es el número del torneo; $variant, el nombre del juego (Ajedrez del santuario); $format es round_robin, double_round_robin o swiss.
tournament-title = { $format ->
    [swiss] Torneo { $number } ({ $variant }, suizo)
    [double_round_robin] Torneo { $number } ({ $variant }, todos contra todos a doble vuelta)
   *[round_robin] Torneo { $number } ({ $variant }, todos contra todos)
}

## Torneos: quién puede inscribirse, como parte de una frase («Abierto a jugadores con …», «Este torneo admite a jugadores con …»).

tournament-conditions-games = { $games ->
    [one] al menos { $games } partida puntuable aquí
   *[other] al menos { $games } partidas puntuables aquí
}
tournament-conditions-rating-between = una puntuación de { $min } a { $max }
tournament-conditions-rating-min = una puntuación de al menos { $min }
tournament-conditions-rating-max = una puntuación de como mucho { $max }
# $games es la condición sobre las partidas jugadas (tournament-conditions-games); $rating, la condición sobre la puntuación.
tournament-conditions-both = { $games } y { $rating }

## Torneos: rechazos. No se cambió nada.

tournament-refusal-no-such = No existe el torneo { $number } en este servidor. { $list } muestra los actuales.
# $create es el comando para crear uno; en inglés no lleva punto final detrás.
tournament-refusal-none-open = No hay ningún torneo con la inscripción abierta aquí. Un miembro con el permiso Gestionar servidor puede crear uno con { $create }
tournament-refusal-none-yet = Todavía no hay ningún torneo aquí. Un miembro con el permiso Gestionar servidor puede crear uno con { $create }
tournament-refusal-started = Ese torneo ya ha empezado.
tournament-refusal-over = Ese torneo ya ha terminado.
tournament-refusal-cancelled = Ese torneo se canceló.
tournament-refusal-still-open = Ese torneo sigue abierto.
tournament-refusal-full = Todas las plazas de ese torneo están ocupadas.
tournament-refusal-already-in = Ya te inscribiste en ese torneo.
tournament-refusal-not-in = No participas en ese torneo.
tournament-refusal-too-few = Hacen falta al menos { $need } jugadores para empezar; por ahora se han inscrito { $have }.
tournament-refusal-not-organiser = Solo quien creó el torneo o un miembro con el permiso Gestionar servidor puede hacer eso.
tournament-refusal-cannot-create = Solo los miembros con el permiso Gestionar servidor pueden crear torneos aquí.
# $role es el rol del servidor para quienes organizan torneos.
tournament-refusal-cannot-create-role = Solo los miembros con el permiso Gestionar servidor o con el rol { $role } pueden crear torneos aquí.
# $needs son las condiciones de inscripción (tournament-conditions-…); $games y $rating, las del jugador.
tournament-refusal-not-eligible = { $games ->
    [one] Este torneo admite a jugadores con { $needs }; tú tienes aquí { $games } partida puntuable y una puntuación de { $rating }.
   *[other] Este torneo admite a jugadores con { $needs }; tú tienes aquí { $games } partidas puntuables y una puntuación de { $rating }.
}
# $option es la opción del comando tal como se escribió (players, rounds, timeouts…): se deja tal cual.
tournament-refusal-out-of-range = `{ $option }` debe estar entre { $min } y { $max } en este torneo.
tournament-refusal-not-swiss = Los descansos son para torneos suizos: en un todos contra todos, cada jugador se enfrenta a todos los demás.
tournament-refusal-no-bye-round = No queda ninguna ronda en la que pedir descanso (ni la última ni una que ya haya empezado cuentan).
tournament-refusal-bye-round = Pide el descanso para una ronda de la { $first } a la { $last }: ni una que ya haya empezado ni la última.
tournament-refusal-bye-taken = { $limit ->
    [one] Ya tienes el descanso de medio punto que puede pedir cada jugador.
   *[other] Ya tienes los { $limit } descansos de medio punto que puede pedir cada jugador.
}
tournament-refusal-too-many-open = { $limit ->
    [one] Este servidor ya tiene { $limit } torneo con la inscripción abierta; empiézalo o cancélalo antes.
   *[other] Este servidor ya tiene { $limit } torneos con la inscripción abierta; empieza o cancela uno antes.
}

## Torneos: inscribirse, retirarse, cancelar y la lista del servidor. $title es el nombre del torneo (tournament-title).

tournament-joined-late = Estás en el { $title }: se te empareja a partir de la ronda { $round }; las rondas ya empezadas cuentan como ausencias.
tournament-joined-full = Estás en el { $title }: ya está completo y empieza ahora.
tournament-joined = Estás en el { $title }: { $count } de { $max } jugadores por ahora. Tus partidas empiezan cuando empiece el torneo.
tournament-left = Has salido del { $title }.
# $name es quien lo canceló.
tournament-cancelled-by = { $name } canceló el { $title }.
tournament-called-off = El { $title } se suspendió: a la hora de empezar se habían inscrito { $joined } y necesita { $need }.
# Una línea de la lista; $rated es rated o casual; $days, los días por jugada.
tournament-list-open = { $title } — { $rated ->
        [rated] puntuable
       *[casual] amistoso
    }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada: inscripción abierta ({ $count }/{ $max })
tournament-list-running = { $title } — { $rated ->
        [rated] puntuable
       *[casual] amistoso
    }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada: en curso, { $count } jugadores

## Torneos: el anuncio (la tarjeta), que se vuelve a dibujar a medida que entran y salen inscritos.

# $title es el nombre del torneo, en negrita; $rated es rated o casual; $days, los días por jugada; $round_days, el plazo de una ronda en días.
tournament-card-swiss = { $title } — { $rated ->
        [rated] puntuable
       *[casual] amistoso
    }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada, { $rounds } rondas; cada una se empareja cuando termina la anterior o al cabo de { $round_days ->
        [one] { $round_days } día
       *[other] { $round_days } días
    } (y entonces Sanctum adjudica lo que siga en juego).
tournament-card-round-robin = { $title } — { $rated ->
        [rated] puntuable
       *[casual] amistoso
    }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada; todas las partidas empiezan a la vez.
# $needs son las condiciones de inscripción (tournament-conditions-…).
tournament-card-conditions = Abierto a jugadores con { $needs }.
tournament-card-timeouts = { $timeouts ->
    [one] Una derrota por tiempo retira a un jugador.
   *[other] { $timeouts } derrotas por tiempo retiran a un jugador.
}
# $names son los nombres de los inscritos, separados por comas.
tournament-card-players = Jugadores ({ $count }/{ $max }): { $names }
tournament-card-no-players = Jugadores ({ $count }/{ $max }): nadie todavía
# $at es cuándo empieza («dentro de 2 días»); $min, el mínimo de jugadores con el que empieza; $creator, quien lo creó; $start, el comando que lo empieza.
tournament-card-starts-at = Empieza { $at } con todos los que se hayan inscrito para entonces (al menos { $min }), o antes si se inscriben { $max } o si { $creator } lo empieza con { $start } (al menos { $min }).
tournament-card-starts-when-full = Empieza cuando se hayan inscrito { $max }, o cuando { $creator } lo empiece con { $start } (al menos { $min }).
tournament-card-late-entries = En curso: se admiten inscripciones hasta que empiece la ronda { $round } (las rondas perdidas cuentan como ausencias).
tournament-card-closed = Empezado: inscripción cerrada.
tournament-card-finished = Terminado.
tournament-card-cancelled = Cancelado.

## Torneos: su propio hilo, su comienzo, sus rondas y partidas. $headline va en negrita.

# $title es el nombre del torneo, en negrita; $standings, el comando que muestra la clasificación.
tournament-thread-opened = { $title }: aquí se publican sus rondas, resultados, clasificación y podio; cada partida se juega en su propio hilo. La clasificación, en cualquier momento: { $standings }.
# $headline es el nombre y la ronda del torneo; $white y $black, los nombres de los jugadores; $game, el número de la partida.
tournament-game-started = { $headline }: { $white } (blancas) contra { $black } (negras), partida { $game }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada.
# $headline dice que el torneo ha empezado.
tournament-started-swiss = { $headline } { $players } jugadores, { $rounds } rondas; cada una se empareja cuando termina la anterior ({ $rated ->
        [rated] puntuable
       *[casual] amistoso
    }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada). { $games ->
        [one] La única partida de la ronda 1 empieza ahora.
       *[other] Las { $games } partidas de la ronda 1 empiezan ahora.
    } Números de emparejamiento, por puntuación:
tournament-started-round-robin = { $headline } { $players } jugadores, { $games } partidas, todas empiezan ahora ({ $rated ->
        [rated] puntuable
       *[casual] amistoso
    }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada). Números de emparejamiento, sorteados:
tournament-started-bye = { $name } descansa en la ronda { $round } (y suma el punto de una victoria).
tournament-started-standings = Cada partida tiene un hilo con el nombre de su ronda. Clasificación: { $standings }.
tournament-pairing-board = Tablero { $board }: { $white } (blancas) contra { $black } (negras)
tournament-pairing-bye = { $name } descansa esta ronda (y suma el punto de una victoria).
tournament-pairing-half-bye = { $name } no juega esta ronda, con el descanso de medio punto que pidió.
tournament-bye-asked = { $player } no jugará la ronda { $round } del { $title }: tendrá un descanso de medio punto.

## Torneos: resultados, retiradas, adjudicaciones y el podio.

# $headline es el nombre y la ronda del torneo; $score, un resultado como 1–0; $done y $total cuentan partidas.
tournament-result = { $headline }: { $white } { $score } { $black } (partida { $game }). { $done } de { $total } partidas terminadas.
tournament-result-swiss = { $headline }: { $white } { $score } { $black } (partida { $game }). { $done } de { $total } partidas de la ronda terminadas.
# $score es 1–0 o 0–1.
tournament-score-forfeit = { $score } (incomparecencia)
# $losses son las derrotas por tiempo del jugador.
tournament-withdrawn = { $losses ->
    [one] { $player } ha perdido { $losses } partida del { $title } por tiempo y queda fuera del torneo: sus partidas en curso se dan por perdidas.
   *[other] { $player } ha perdido { $losses } partidas del { $title } por tiempo y queda fuera del torneo: sus partidas en curso se dan por perdidas.
}
tournament-withdrawn-swiss = { $losses ->
    [one] { $player } ha perdido { $losses } partida del { $title } por tiempo y queda fuera del torneo: sus partidas en curso se dan por perdidas y ya no se le vuelve a emparejar.
   *[other] { $player } ha perdido { $losses } partidas del { $title } por tiempo y queda fuera del torneo: sus partidas en curso se dan por perdidas y ya no se le vuelve a emparejar.
}
tournament-forfeited = { $player } quedó fuera del torneo: esta partida se da por perdida y la gana { $winner }.
# $side es Blancas o Negras.
tournament-eval-forced-win = una victoria forzada de las { $side }
# $score es la evaluación del motor en peones, como +3.40.
tournament-eval-score = { $score } (desde el punto de vista de las blancas)
# $eval es la evaluación (tournament-eval-…); $nodes, el tamaño de la búsqueda en millones; $pawns, la ventaja que cuenta como claramente ganadora, como 3.00; $winner, el nombre de un jugador.
tournament-adjudicated-win = El plazo de la ronda { $round } ({ $days ->
        [one] { $days } día
       *[other] { $days } días
    }) ha vencido: Sanctum adjudicó esta partida a máxima fuerza ({ $nodes } millones de nodos). Evaluación: { $eval }; un bando necesita { $pawns } peones de ventaja o una victoria forzada, y { $winner } va claramente ganando, así que gana.
tournament-adjudicated-draw = El plazo de la ronda { $round } ({ $days ->
        [one] { $days } día
       *[other] { $days } días
    }) ha vencido: Sanctum adjudicó esta partida a máxima fuerza ({ $nodes } millones de nodos). Evaluación: { $eval }; un bando necesita { $pawns } peones de ventaja o una victoria forzada, y ningún bando va claramente ganando, así que son tablas.
# Un puesto del podio: $medal es 🥇, 🥈 o 🥉; $points, como 2.5.
tournament-podium-place = { $medal } { $player } — { $points } puntos
tournament-final-standings = Clasificación final:

## Torneos: la clasificación.

# $title es el nombre del torneo, en negrita.
tournament-standings-heading = { $title } — { $done } de { $total } partidas terminadas.
# El nombre de un jugador en la clasificación, después de dejar el torneo.
tournament-standings-withdrawn = { $name } (retirado)
# $meanings son los desempates de abajo, separados por punto y coma.
tournament-tiebreak-key = Los empates se deshacen, por este orden, con: { $meanings }.
# $acronym es el nombre corto del desempate tal como lo muestra la clasificación (BH, SB, DE…): se deja tal cual.
tournament-tiebreak-points = { $acronym }: puntos
tournament-tiebreak-buchholz = { $acronym } (Buchholz): la suma de los puntos de los rivales
tournament-tiebreak-buchholz-cut1 = { $acronym } (Buchholz corte 1): la suma de los puntos de los rivales, sin contar el del más débil
tournament-tiebreak-sonneborn-berger = { $acronym } (Sonneborn-Berger): los puntos de los rivales vencidos más la mitad de los de aquellos con quienes se hicieron tablas
tournament-tiebreak-direct-encounter = { $acronym } (encuentro directo): los puntos logrados contra los jugadores empatados a puntos; – si no hay ninguno
tournament-tiebreak-wins = { $acronym } (victorias): las partidas ganadas, incluidos descansos e incomparecencias
tournament-tiebreak-games-won = { $acronym } (partidas ganadas): las partidas ganadas sobre el tablero
tournament-trf = El { $title } como archivo TRF de la FIDE: la línea de cada jugador indica su rival, su color y su resultado en cada ronda (en blanco mientras una partida sigue en juego).

## Titulares, en negrita. $title es el título del torneo.

tournament-headline-started = ¡Ha empezado el { $title }!
tournament-headline-round = { $title }, ronda { $round }
tournament-headline-round-of = { $title }: ronda { $round } de { $rounds }
tournament-headline-over = ¡Ha terminado el { $title }!
tournament-list-heading = Torneos de aquí

## La imagen de la tabla cruzada: sus encabezados, celdas y leyenda, y su texto alternativo.
## Las celdas son estrechas: las palabras cortas, que sigan siendo cortas.

# La columna de los números de emparejamiento.
crosstable-number = N.º
crosstable-player = Jugador
# La columna de una ronda del suizo: R1, R2…
crosstable-round = R{ $round }
# Una celda del suizo: el color con el que se jugó (B de blancas, N de negras), el número de emparejamiento del rival y el resultado (1, ½, 0).
crosstable-white = B{ $number } { $result }
crosstable-black = N{ $number } { $result }
crosstable-bye = desc. { $result }
# Bajo el título: $tiebreaks son las siglas de los desempates (BH, SB…), tal cual.
crosstable-final = clasificación final · puntos y después { $tiebreaks }
crosstable-so-far = clasificación provisional · puntos y después { $tiebreaks }
crosstable-number-key = N.º: el número de emparejamiento, al que remiten las celdas de las rondas
# $rows: elementos crosstable-alt-row unidos con punto y coma.
crosstable-alt = Tabla cruzada del { $tournament }: { $rows }.
crosstable-alt-row = { $place }. { $name }, puntos: { $points }
