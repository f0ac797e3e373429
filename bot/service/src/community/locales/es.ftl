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
