## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

move-description = Haz una jugada en la partida de este canal, en SAN (Nf3, exd5, O-O) o UCI (g1f3).
    .name = jugar
move-move = Tu jugada; empieza a escribir para ver las legales
    .name = jugada

moves-description = Lista las jugadas legales de la partida de este canal, pieza a pieza: qué puede hacer cada una.
    .name = jugadas

board-description = Muestra el tablero de la partida de este canal, o de cualquier partida del servidor por número.
    .name = tablero
board-game = El número de una partida (por defecto: la de este canal)
    .name = partida
board-new_link = Anula tus enlaces anteriores para jugar esta partida en la web y obtén uno nuevo
    .name = enlace_nuevo

pgn-description = Una partida en un archivo PGN, con repetición animada: la de este canal o cualquiera por número.
    .name = pgn
pgn-game = El número de una partida (por defecto: la de este canal o la última que tuvo)
    .name = partida

history-description = Las partidas terminadas de un jugador en este servidor, recientes primero, con resultados y rivales.
    .name = historial
history-player = De quién (por defecto: tú)
    .name = jugador
history-variant = Solo este juego (por defecto: todos)
    .name = variante
history-page = Página (por defecto: 1)
    .name = pagina

preferences-description = Muestra o cambia cómo ves los tableros y si tus jugadas esperan a que pulses Confirmar.
    .name = preferencias
preferences-orientation = Tu lado abajo (mi lado) o el lado que mueve (quien mueve, por defecto)
    .name = orientacion
preferences-theme = Colores del tablero: clásico, contraste (alto contraste) o daltónico (apto para rojo-verde)
    .name = tema
preferences-confirm = Muestra el tablero tras tu jugada con Confirmar / Cancelar antes de que se juegue
    .name = confirmar

notify-description = Muestra o cambia cómo te avisa Sanctum de tus partidas: mensajes directos, recordatorios, resumen.
    .name = avisos
notify-dm = Un mensaje directo cuando te toque mover (por defecto: desactivado)
    .name = md
notify-remind80 = Un recordatorio cuando haya pasado el { $reminder_percent }% de tu tiempo para una jugada (por defecto: activado)
    .name = recordatorio80
notify-remind2h = Un recordatorio cuando te queden 2 horas para una jugada (por defecto: desactivado)
    .name = recordatorio2h
notify-digest = Un mensaje directo diario con las partidas que esperan tu jugada (por defecto: desactivado)
    .name = resumen

## Las jugadas tal como las lee el canal.

color-white = Blancas
color-black = Negras
move-played = { $name } jugó { $move }.
move-played-conditional = ⚡ Jugada condicional de { $name }: { $move }.
move-draw-lapses = La oferta de tablas caduca: { $name } siguió jugando.
move-thinking = { $name } está pensando…
move-team-to-move = Le toca a { $name }: sus miembros votan con { $vote } — vence { $due }.
move-your-move = { $user }, te toca mover — vence { $due }.
# $me y $them son los nombres de los bandos (Blancas, Negras); $square, una casilla como e8.
note-refugee = El peón de { $me } llega a { $square } y se convierte en refugiado: ya no puede moverse ni ser capturado.
note-sanctuary-one = { $me } tienen una pieza en el santuario en { $square }: una más allí, a salvo de captura, gana.
note-sanctuary-many = { $me } tienen { $n } piezas en el santuario. { $them }: captura en { $squares } o pierdes.
note-scepter-threat = { $them }: el rey de { $me } puede tomar tu cetro en { $square } en la próxima jugada — impídelo o pierdes.
note-check = { $them } están en jaque.
