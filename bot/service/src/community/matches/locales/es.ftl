## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

match-description = Encuentros contra otro servidor del lobby: desafiar, empezar, retirarse, marcador, historial.
    .name = encuentro
match-variant = El juego del encuentro
    .name = variante
match-boards = Tableros, dos partidas cada uno (por defecto: 4)
    .name = tableros
match-days = Días por jugada (por defecto: el ajuste del servidor)
    .name = dias
match-start = Empezar el encuentro de este servidor (gestores)
    .name = empezar
match-withdraw = Salir del encuentro de este servidor; si ya empezó, pierdes tu tablero por incomparecencia
    .name = retirarse
match-history = Los encuentros terminados de este servidor
    .name = historial
match-allow_all = Volver a recibir propuestas de encuentro de todos los servidores, también los rechazados (gestores)
    .name = permitir_todos
match-server = Desafiar a este servidor del lobby (su id)
    .name = servidor

## Encuentros entre servidores: por qué se rechazó una petición de encuentro. No se cambió nada.

match-refusal-needs-manager = Solo los miembros con el permiso Gestionar servidor, o con el rol de organizador del servidor, pueden desafiar, responder o empezar un encuentro en nombre del servidor.
match-refusal-unknown-server = Ese no es un servidor del lobby de Sanctum: indica el id de un servidor que se haya unido (quien lo gestione lo encuentra en los ajustes del servidor, con el Modo desarrollador activado).
match-refusal-own-server = Un encuentro es entre dos servidores: indica otro.
match-refusal-not-in-lobby = Los encuentros se juegan entre servidores del lobby. Quien gestione el servidor puede unirlo con { $join }.
match-refusal-bad-boards = No se puede jugar un encuentro de { $boards } tableros: indica de 1 a { $max }.
# $challenge es el comando de encuentro con un ejemplo de sus opciones.
match-refusal-no-variant = Di de qué juego es el encuentro: { $challenge }.
match-refusal-none-here = Este servidor no tiene ningún encuentro para eso. Desafía a otro servidor con { $challenge }.
match-refusal-other-side = Este botón es para el otro servidor.
match-refusal-too-few = Cada bando necesita { $boards } jugadores inscritos para empezar: este servidor tiene { $ours } y el otro, { $theirs }.
match-refusal-closed = Este encuentro ya no admite eso: se respondió, caducó, empezó o ya terminó.
match-refusal-pending = El encuentro { $match } entre estos dos servidores ya está esperando respuesta: una propuesta cada vez (caduca a los { $days } días).
match-refusal-refused-there = Ese servidor no acepta propuestas de encuentro de este.

## Encuentros entre servidores: propuestas, respuestas e inscripciones. $match es el número del encuentro.

# Las condiciones de un encuentro, una frase que sigue a dos puntos en otros mensajes. $variant es el nombre del juego (en negrita); $games, el doble de $boards.
match-terms = { $variant }, { $boards ->
        [one] { $boards } tablero
       *[other] { $boards } tableros
    } ({ $games } partidas, una con cada color por tablero), puntuable entre servidores, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada.
# $terms es match-terms.
match-challenged = { $name } desafió al otro servidor al encuentro { $match }: { $terms } Quien lo gestione puede aceptarlo en su canal del lobby.
# $terms es match-terms; $accept, $decline y $refuse son botones (Aceptar encuentro, Rechazar, Rechazar todos los de este servidor).
match-challenged-there = Otro servidor del lobby desafía a este servidor al encuentro { $match }: { $terms } Quien gestione el servidor puede pulsar { $accept } o { $decline } en un plazo de { $days } días, o { $refuse } para no recibir más propuestas suyas.
match-lapsed = El encuentro { $match } caducó: el otro servidor no respondió en { $days } días.
# $allow es el comando que vuelve a admitir propuestas.
match-refused-all = { $name } rechazó el encuentro { $match } y todas las propuestas futuras de ese servidor. { $allow } vuelve a admitirlas.
match-declined = { $name } rechazó el encuentro { $match }.
match-declined-there = El otro servidor rechazó el encuentro { $match }.
match-allowed-all = { $name } volvió a abrir este servidor a las propuestas de encuentro de todos los servidores del lobby ({ $refused ->
        [one] { $refused } estaba rechazado
       *[other] { $refused } estaban rechazados
    }).
# $against: challenged (lo lee el servidor que aceptó) o accepted (lo lee el servidor que desafió); $terms es match-terms; $join es el botón Apuntarse.
match-signup = Encuentro { $match } contra { $against ->
        [challenged] el servidor que desafió
       *[accepted] el servidor que aceptó
    }: { $terms } Si quieres jugar por este servidor, pulsa { $join }. Quien gestione el servidor lo empieza con { $start } cuando cada bando tenga { $boards } jugadores; juegan los de mayor puntuación, primer tablero contra primer tablero.
match-signed-up = Te apuntaste al encuentro { $match }: { $players } de este servidor por ahora.
match-signed-up-already = Ya estás apuntado (por ahora, { $players } de este servidor).
match-left = Saliste del encuentro { $match }.
match-not-signed-up = No estabas apuntado al encuentro { $match }.
# $status: proposed (esperando la respuesta del otro servidor) o signup (los jugadores se apuntan); $terms es match-terms.
match-pending = Encuentro { $match } ({ $status ->
        [proposed] propuesto
        [signup] inscripción abierta
       *[other] { $status }
    }): { $terms } Apuntados: { $ours } de este servidor, { $theirs } del otro.

## Encuentros entre servidores: el comienzo y cada partida.

# Los jugadores de un tablero, en una lista.
match-pairing = Tablero { $board }: { $white } contra { $black }
# $terms es match-terms; $side: home (el servidor que desafió, nombrado primero) o away.
match-starts = Empieza el encuentro { $match }: { $terms } { $side ->
        [home] En cada tablero aparecen primero los jugadores de este servidor y después los del otro;
       *[away] En cada tablero aparecen primero los jugadores del otro servidor y después los de este;
    } las partidas de cada tablero tienen un hilo en ambos servidores, y el marcador, uno propio.
match-started = Empezó el encuentro { $match }.
# $leg es la partida del tablero, 1 o 2; $game, el número de la partida.
match-game-opening = Encuentro { $match }, tablero { $board }, partida { $leg }: { $white } (blancas) contra { $black } (negras), puntuable entre servidores, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada: partida { $game }.
match-withdrew = Te retiraste del encuentro { $match }: tus partidas en él cuentan como perdidas.

## Encuentros entre servidores: los encuentros terminados del servidor, en una lista.

# $verdict: won, lost o drawn, para este servidor; $us y $them, los puntos (2½, 1…); $ended, un momento.
match-history-line = Encuentro { $match } · { $variant }, { $boards ->
        [one] { $boards } tablero
       *[other] { $boards } tableros
    }: { $verdict ->
        [won] ganado
        [lost] perdido
       *[drawn] empatado
    } { $us }–{ $them }, terminó { $ended }
match-history-none = Todavía no ha terminado ninguno.

## Encuentros entre servidores: el marcador y cada resultado.

match-scoreboard-live = 📋 Marcador en directo, que se actualiza a medida que terminan las partidas.
# $title es el encuentro y su juego, en negrita; $us y $them, los puntos (2½, 1…).
match-scoreboard-score = { $title }: este servidor { $us } – { $them } el otro servidor
# Un tablero en una lista: $mine es el jugador de este servidor; $results, los resultados de las dos partidas desde el lado de este servidor (1–0, ½–½, … mientras se juegan).
match-scoreboard-board = Tablero { $board }: { $mine } contra { $theirs } — { $results }
match-scoreboard-board-withdrew = Tablero { $board }: { $mine } contra { $theirs } — { $results } ({ $withdrew } se retiró)
# $leg es la partida del tablero, 1 o 2; $home, el jugador del servidor que desafió; $away, el otro.
match-result = { $outcome ->
        [home] Tablero { $board }, partida { $leg }: { $home } ganó a { $away }.
        [home-forfeit] Tablero { $board }, partida { $leg }: { $home } ganó a { $away } (por incomparecencia).
        [away] Tablero { $board }, partida { $leg }: { $away } ganó a { $home }.
        [away-forfeit] Tablero { $board }, partida { $leg }: { $away } ganó a { $home } (por incomparecencia).
        [draw] Tablero { $board }, partida { $leg }: { $home } y { $away } hicieron tablas.
       *[on] Tablero { $board }, partida { $leg }: { $home } y { $away } siguen jugando.
    }
match-news-score = Encuentro { $match }: este servidor { $us } – { $them } el otro servidor; el marcador al principio de este hilo está al día.

## El título de un marcador, en negrita.

match-scoreboard-title = Encuentro { $match } · { $variant }
match-list-heading = Los encuentros de este servidor
match-final-score = Resultado final

## La imagen del marcador de un encuentro, tal como la lee un servidor: su título, sus encabezados,
## el resultado y su texto alternativo. $us y $them son puntos («2½»).

scoreboard-title = Encuentro { $match } · { $variant }
scoreboard-board = Tablero
scoreboard-this-server = Este servidor
scoreboard-other-server = El otro servidor
scoreboard-game-1 = Partida 1
scoreboard-game-2 = Partida 2
scoreboard-score = Este servidor { $us } – { $them } el otro servidor
scoreboard-not-over = en curso
# $boards: elementos scoreboard-alt-board unidos con punto y coma.
scoreboard-alt = Marcador del encuentro { $match }: este servidor { $us }, el otro servidor { $them }. { $boards }.
# $results: el resultado de cada partida para este servidor («1–0») o scoreboard-not-over, separados por comas.
scoreboard-alt-board = Tablero { $board }: { $mine } contra { $theirs }, { $results }
