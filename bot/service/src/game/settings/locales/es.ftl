## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

settings-description = Muestra o cambia los ajustes de Sanctum en este servidor (solo con el permiso Gestionar servidor).
    .name = ajustes
settings-days = Días por jugada por defecto para los nuevos desafíos
    .name = dias
settings-rated = Si las nuevas partidas son puntuables por defecto
    .name = puntuable
settings-threads = Si cada partida tiene su propio hilo
    .name = hilos
settings-seek_variant = El juego cuyos desafíos abiertos mencionan a rol_aviso (sola: dejar de mencionar)
    .name = variante_aviso
settings-seek_role = El rol que se menciona cuando alguien publica un desafío abierto de variante_aviso
    .name = rol_aviso
settings-bank = Tiempo de reserva por jugador en partidas nuevas, en días por jugada (0: nada; por defecto: { $default_bank })
    .name = reserva
settings-ping_every = Minutos mínimos entre dos menciones al rol de un juego (0: siempre; por defecto: { $default_role_ping_minutes })
    .name = intervalo_menciones
settings-daily_puzzle = Publicar un problema diario en este canal
    .name = problema_diario
settings-daily_puzzle_off = Dejar de publicar el problema diario
    .name = sin_problema_diario
settings-course_variant = El juego cuyo curso premia rol_curso (sola: dejar de darlo)
    .name = variante_curso
settings-course_role = Un rol para quien termine el curso de variante_curso
    .name = rol_curso
settings-organiser_role = Un rol cuyos miembros pueden crear torneos y capitanear encuentros, como los gestores
    .name = rol_organizador
settings-organiser_role_off = Que solo los gestores puedan crear torneos
    .name = sin_rol_organizador
settings-web = Si las clasificaciones y las páginas de los jugadores están en la web (por defecto: no)
    .name = web
settings-boards_turn = Si el tablero de una partida gira hacia quien mueve (por defecto: sí) o deja las blancas abajo
    .name = girar_tableros
settings-lobby = Unirse al lobby de Sanctum entre servidores, que se muestra en este canal
    .name = lobby
settings-lobby_off = Salir del lobby entre servidores (las partidas en curso continúan)
    .name = salir_lobby

## Los ajustes del servidor, mostrados o cambiados. $settings es su lista: los mensajes settings-list, unidos por comas y punto y coma.

settings-shown = Ajustes del servidor: { $settings }.
# $name los cambió.
settings-changed = { $name } cambió los ajustes del servidor: { $settings }.

## Los elementos de la lista de ajustes: cada uno es parte de settings-shown o settings-changed, en minúscula.

settings-list-days = { $days ->
    [one] { $days } día por jugada
   *[other] { $days } días por jugada
}
settings-list-rated = partidas puntuables por defecto
settings-list-casual = partidas amistosas por defecto
settings-list-threads = cada partida en su propio hilo
settings-list-no-threads = partidas jugadas en el canal
settings-list-web = las clasificaciones y las páginas de los jugadores en la web
settings-list-no-web = sin clasificaciones ni páginas de jugadores en la web
settings-list-board-to-move = el tablero de una partida girado hacia quien mueve
settings-list-board-white = el tablero de una partida con las blancas abajo
settings-list-no-bank = sin reserva de tiempo
# $factor veces los días por jugada: 2× los días por jugada.
settings-list-bank = una reserva de tiempo de { $factor }× los días por jugada en las partidas nuevas
# $variant es el nombre de un juego; $role, un rol del servidor.
settings-list-seek-role = los desafíos abiertos de { $variant } mencionan a { $role }
# Con qué frecuencia se puede mencionar a esos roles; sigue al último settings-list-seek-role tras una coma.
settings-list-ping-every-time = cada vez
# $wait es un lapso de tiempo: 30m, 1h 30m.
settings-list-ping-at-most = como mucho una vez cada { $wait }
settings-list-daily-puzzle = el problema diario se publica en { $channel }
settings-list-course-role = terminar el curso de { $variant } da { $role }
settings-list-organiser-role = { $role } puede crear torneos y capitanear encuentros
settings-list-lobby = en el lobby entre servidores, que se muestra en { $channel }

## Ajustes rechazados. No se cambió nada.

settings-refusal-needs-manage-server = Solo los miembros con el permiso Gestionar servidor pueden cambiar los ajustes.
# variante_curso es el nombre de la opción tal como lo ven los jugadores en Discord.
settings-refusal-course-role-needs-variant = Indica el juego cuyo curso da ese rol: variante_curso.
# $settings es el comando con las opciones que hay que indicar.
settings-refusal-seek-role-needs-variant = Di de qué juego deben mencionar a ese rol los desafíos abiertos: { $settings }.
# $bank es el número indicado; $max, la mayor reserva de tiempo.
settings-refusal-bad-bank = No es posible una reserva de tiempo de { $bank }: indica de 0 (sin reserva) a { $max }, en días por jugada (con 2, una partida de 3 días por jugada da 6 días de reserva a cada jugador). No se cambió nada.
settings-refusal-bad-ping-wait = No es posible esperar { $minutes } minutos entre menciones al rol: indica de 0 (cada desafío abierto lo menciona) a { $max } minutos. No se cambió nada.

## Idiomas

settings-language = El idioma en que Sanctum escribe aquí (por defecto: el del servidor en Discord)
    .name = idioma
settings-list-language = los canales leen { $language }
settings-list-language-discord = los canales leen el idioma del servidor en Discord
