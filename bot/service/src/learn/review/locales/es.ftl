## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

review-description = Pide a Sanctum que analice una partida terminada: errores, victorias perdidas, precisión y gráfica.
    .name = analizar
review-game = El número de la partida (por defecto: la última de este canal)
    .name = partida

## Un análisis: lo que se descubre sobre una partida terminada.

# $game es el número de la partida; $white y $black, los nombres de los jugadores; $result, el marcador (1-0, 0-1, 1/2-1/2).
review-heading = Análisis de la partida { $game } — { $white } (blancas) contra { $black } (negras), { $variant }, { $result }.
# La precisión de cada bando, en porcentaje.
review-accuracy = Precisión: { $white } { $white_accuracy }% · { $black } { $black_accuracy }%
# $points es cuánto de la probabilidad de ganar de un bando (en puntos sobre 100) tiene que regalar una jugada para que se señale.
review-clean = Sin imprecisiones, errores ni errores graves: ninguna jugada regaló { $points } puntos de la probabilidad de ganar de su bando.
# Las jugadas señaladas de un bando, contadas, tras el nombre del jugador.
review-tally = { $name }: { $inaccuracies ->
        [0] ninguna imprecisión
        [one] 1 imprecisión
       *[other] { $inaccuracies } imprecisiones
    }, { $mistakes ->
        [0] ningún error
        [one] 1 error
       *[other] { $mistakes } errores
    }, { $blunders ->
        [0] ningún error grave
        [one] 1 error grave
       *[other] { $blunders } errores graves
    }
review-tally-none = { $name }: nada señalado
# Una jugada señalada: $number es su número tal como se escribe antes de una jugada (12. para las blancas, 12... para las negras); $name, quién la jugó; $played, la jugada; $better, la jugada mejor.
review-note-slip = { $slip ->
    [inaccuracy] { $number } { $played } ({ $name }): imprecisión; era mejor { $better }.
    [mistake] { $number } { $played } ({ $name }): error; era mejor { $better }.
   *[blunder] { $number } { $played } ({ $name }): error grave; era mejor { $better }.
}
# Una victoria forzada desaprovechada: $better habría ganado, $win dice cómo («santuario en 2»); $name jugó $played en su lugar.
review-note-missed-win = { $number } { $better } habría ganado: { $win }. { $name } jugó { $played }.
# Cómo se gana una victoria forzada, según el juego ($variant es su identificador) y en cuántas jugadas.
review-win = { $variant ->
    [sanctuary] santuario en { $moves }
    [scepter] el cetro en { $moves }
   *[chess] mate en { $moves }
}
# Más jugadas señaladas de las que lista el análisis.
review-more = … y { $more } más.
# The engine's view of one position: its evaluation (from White's side) and the line it expected.
review-engine-line = Motor: { $eval } · { $line }
# A forced win in the engine's view: who wins, and how soon.
review-engine-win = { $side }: { $win }

## Un análisis en camino, y cuándo no se puede hacer.

review-queue-next = Analizando… el siguiente en la cola.
review-queue-position = Analizando… puesto { $place } en la cola.
review-under-way = Analizando… en marcha.
# How far the engine has gone through the game.
review-progress = Analizando… jugada { $done } de { $total }.
review-failed = El análisis falló por mi parte. Vuelve a pedirlo; si sigue pasando, avisa a los administradores del servidor.
review-stopping = Sanctum se está reiniciando: vuelve a pedir el análisis dentro de un minuto.

## Rechazos de análisis. No se cambió nada.

review-refusal-unfinished = Esa partida todavía se está jugando: se podrá analizar cuando termine.
review-refusal-aborted = Esa partida se anuló antes de empezar de verdad: no hay nada que analizar.
# $game es el número de la partida cuyo análisis espera.
review-refusal-waiting = Tu análisis de la partida #{ $game } todavía espera su turno. Pide otro cuando se haya publicado.
review-refusal-busy = { $minutes ->
    [one] Sanctum está ocupado analizando otras partidas. Vuelve a intentarlo dentro de { $minutes } minuto.
   *[other] Sanctum está ocupado analizando otras partidas. Vuelve a intentarlo dentro de { $minutes } minutos.
}
review-refusal-nothing = Aquí no tienes ninguna partida terminada que analizar. Indica una: { $review } (el número está en su archivo PGN y en los mensajes de la partida).

## La gráfica de evaluación: las palabras que lleva dibujadas y su texto alternativo para lectores de pantalla.

# En el extremo derecho del eje de los números de jugada.
graph-axis = jugada
graph-inaccuracy = imprecisión
graph-mistake = error
graph-blunder = error grave
graph-missed-win = victoria desaprovechada
# Cómo estaba la partida en un momento: $name es el nombre de un jugador.
graph-winning = { $name } va ganando
graph-ahead = { $name } tiene ventaja
graph-level = posición igualada
# $end, $best y $worst son graph-winning, graph-ahead o graph-level.
graph-alt = Gráfica de evaluación de la partida { $game } a lo largo de { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}, desde el lado de las blancas: al final, { $end }.
graph-alt-range = Gráfica de evaluación de la partida { $game } a lo largo de { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}, desde el lado de las blancas: al final, { $end }; en el mejor momento, { $best }; en el peor, { $worst }.
# $moves: elementos graph-marked-move unidos con punto y coma.
graph-marked = Jugadas señaladas: { $moves }.
# $what: graph-inaccuracy, graph-mistake, graph-blunder o graph-missed-win.
graph-marked-move = jugada { $move } de { $name }, { $what }
