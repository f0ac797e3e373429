## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

games-description = Tus partidas aquí: en curso, desafíos abiertos (también de todos) y terminadas, recientes primero.
    .name = partidas
games-page = Página de partidas terminadas (por defecto: 1)
    .name = pagina

leaderboard-description = La clasificación del servidor en una variante, { $page_size } jugadores por página.
    .name = clasificacion
leaderboard-variant = Qué juego (por defecto: Ajedrez del santuario)
    .name = variante
leaderboard-page = Página (por defecto: 1)
    .name = pagina
leaderboard-puzzles = Las puntuaciones de problemas en lugar de las de partidas
    .name = problemas
leaderboard-scope = Las partidas de este servidor (por defecto) o las partidas entre servidores del lobby
    .name = ambito

stats-description = Las puntuaciones y el balance de un jugador en cada variante (por defecto: los tuyos).
    .name = estadisticas
stats-player = De quién (por defecto: tú)
    .name = jugador

## Partidas: las partidas en curso de quien lee, sus desafíos y los desafíos abiertos del servidor, en listas.

# $label está vacío o es el « (Torneo 3, ronda 2)» de una partida de torneo; $turn es «te toca» o games-their-move; $due, un momento.
games-going-on = partida { $game } · { $variant } contra { $opponent }{ $label } en { $channel } — { $turn }, vence { $due }
games-their-move = le toca a { $name }
games-challenge-posted = publicaste un desafío abierto de { $variant } en { $channel } — caduca { $expires }
games-challenge-sent = desafiaste a { $opponent } a una partida de { $variant } en { $channel } — caduca { $expires }
games-challenge-received = { $challenger } te desafió a una partida de { $variant } en { $channel } — caduca { $expires }
# Un desafío abierto: quién lo hizo, el juego, puntuable o amistosa, días por jugada, dónde.
games-seek = { $challenger }: { $variant }, { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada, en { $channel } — caduca { $expires }
games-none = Aún no tienes partidas en este servidor. Empieza una con { $challenge }, o no indiques rival para hacer un desafío abierto que cualquiera de aquí pueda aceptar.

## Clasificación y estadísticas: puntuaciones y balances.

# $scope: server (las partidas de este servidor) o global (las partidas entre servidores).
leaderboard-none-yet = { $scope ->
        [global] Aún no ha terminado ninguna partida puntuable de { $variant } entre servidores.
       *[server] Aún no ha terminado ninguna partida puntuable de { $variant } en este servidor.
    }
# $title es la clasificación del juego, en negrita.
leaderboard-heading = { $title } (página { $page } de { $pages })
# Un jugador: puesto, nombre, puntuación, partidas puntuables y luego ganadas (G), tablas (T) y perdidas (P).
leaderboard-line = { $rank }. { $name } — { $rating } · { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } · { $wins }G { $draws }T { $losses }P
# $mark es el «?» tras una puntuación.
leaderboard-provisional = Un { $mark } indica una puntuación provisional: se asienta tras unas cuantas partidas más.
stats-none = { $name } aún no tiene partidas puntuables en este servidor.
stats-none-here = Aún no hay partidas puntuables en este servidor.
# La puntuación y el balance en un juego.
stats-line = { $variant }: { $rating } — { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }: ganadas { $wins }, tablas { $draws }, perdidas { $losses }
stats-global = Entre servidores (las puntuaciones globales del lobby):
stats-against-sanctum = Contra Sanctum (amistosas):
# El balance contra uno de los niveles de Sanctum.
stats-level-line = nivel { $level }: ganadas { $wins }, tablas { $draws }, perdidas { $losses }

## Títulos de las listas de partidas.

games-finished-heading = Tus partidas terminadas
games-your-move = te toca
# El título de la clasificación, en negrita: $variant es el nombre del juego.
leaderboard-title = Clasificación de { $variant }
leaderboard-title-global = Clasificación de { $variant } entre servidores
games-heading = Tus partidas
games-challenges-heading = Tus desafíos abiertos
games-open-heading = Desafíos abiertos que cualquiera de aquí puede aceptar

## Nombres de los hilos (Discord los corta a los 100 caracteres). $white y $black son nombres de jugadores.

# El hilo propio de una partida: el nombre corto del juego y luego los jugadores.
thread-game = { $variant ->
    [chess] Ajedrez
    [scepter] Cetro
   *[sanctuary] Santuario
} · { $white } vs. { $black }
# $tournament: el nombre del torneo («Torneo 3 (Ajedrez del santuario, todos contra todos)»).
thread-tournament = 🏆 { $tournament }
# El hilo de una partida de torneo: R y el número de la ronda.
thread-tournament-board = R{ $round } · { $white } vs. { $black }
# El hilo de una partida de un encuentro: E y el número del encuentro, T el tablero y su partida (1 o 2).
thread-match-game = E{ $match } T{ $board }.{ $leg } · { $white } vs. { $black }
thread-match-scoreboard = Encuentro { $match } · marcador
