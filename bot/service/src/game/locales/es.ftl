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

## Cómo terminó una partida: el titular de su último mensaje.

# Gana $name: el ganador, que aparece en negrita como $winner más abajo.
ending-winner = gana { $name }
# La palabra que aparece en negrita como $draw más abajo.
ending-draw = tablas
# Casillas que cuentan todas: $first es una casilla; $rest, una o más («h8», «b8 y h8»).
ending-squares-and = { $first } y { $rest }
# $winner es «gana { $name }» (ending-winner), en negrita; $side, el bando del ganador (Blancas, Negras).
ending-scepter = ¡El rey de { $name } toma el cetro en { $square }: { $winner } con las { $side }!
ending-sanctuary = ¡{ $name } tiene dos piezas a salvo en el santuario en { $squares }: { $winner } con las { $side }!
ending-checkmate = ¡Jaque mate: { $winner } con las { $side }!
# $draw es la palabra «tablas» (ending-draw), en negrita.
ending-stalemate = Ahogado: { $name } no tiene ninguna jugada legal — { $draw }.
ending-repetition = La misma posición se ha repetido por tercera vez — { $draw } por repetición.
ending-fifty-moves = Cincuenta jugadas por bando sin capturas ni movimientos de peón — { $draw }.
ending-insufficient-material = Ningún bando puede dar mate — { $draw }.
ending-dead-position = A ningún bando le quedan dos piezas, así que nadie puede ganar — { $draw }.
# $name es el jugador que abandonó.
ending-resignation = { $name } abandonó — { $winner } con las { $side }.
# $name es el jugador que se quedó sin tiempo.
ending-timeout = { $name } se quedó sin tiempo — { $winner } con las { $side } por tiempo.
ending-timeout-draw = { $name } se quedó sin tiempo, pero { $opponent } nunca podría ganar con lo que le queda — { $draw }.
ending-agreement = Tablas de mutuo acuerdo.
ending-adjudication = Adjudicada al vencer el plazo de la ronda — { $winner } con las { $side }.
ending-adjudication-draw = Adjudicada al vencer el plazo de la ronda — { $draw }.
ending-aborted = La partida se anuló: sin resultado y sin cambios de puntuación.

## Bajo el titular de una partida terminada: su resultado y las puntuaciones.

# $result es el marcador (1-0, 0-1, 1/2-1/2), en negrita; $white y $black mencionan a los jugadores.
ending-result = Resultado: { $result } — { $white } (blancas) contra { $black } (negras), partida { $game }.
# $white y $black: el nombre de un jugador y su cambio de puntuación, como «alice 1500? → 1662? (+162)».
ending-ratings = Puntuaciones: { $white } · { $black }
ending-unrated-sanctum = Las partidas contra Sanctum son amistosas: puntuaciones sin cambios.
ending-unrated-casual = Partida amistosa: puntuaciones sin cambios.
ending-unrated-short = Demasiado corta para contar (cada bando debe hacer dos jugadas): puntuaciones sin cambios.

## Reservas de tiempo: el tiempo de más de un jugador, que se paga en días enteros cuando vence un plazo.

# Una reserva en días, tal como la dicen $bank, $paid, $white_bank y $black_bank más abajo.
bank-days = { $days ->
    [0] 0 días
    [one] { $days } día
   *[other] { $days } días
}
bank-paid = { $user }, tu tiempo para esta jugada en la partida { $game } se agotó, así que tu reserva de tiempo cubrió { $paid }: tu jugada vence ahora { $due }.
bank-left = Reserva restante: { $bank }.
bank-now-empty = Tu reserva está vacía: si vence este plazo, pierdes por tiempo.
# Tras el plazo de una partida, en su tablero: el nombre y la reserva de cada jugador.
bank-both = Reservas de tiempo: { $white } { $white_bank }, { $black } { $black_bank }.
bank-on-vacation = { $name } está de vacaciones, así que sus relojes están en pausa; vuelve { $back }.

## El reloj: una derrota por tiempo explicada, partidas anuladas antes de sus primeras jugadas, recordatorios.

# $late es cuánto hace que venció el plazo, como «2d 4h»; $bank, una reserva en días (bank-days).
deadline-bank-short = La reserva de tiempo de { $name } (restante: { $bank }) no alcanzó para cubrir { $late } de retraso sobre el plazo.
deadline-bank-empty = La reserva de tiempo de { $name } está vacía.
# $late menciona al jugador que nunca movió.
deadline-aborted = La partida { $game } se anuló: { $late } no hizo a tiempo su primera jugada contra { $opponent }. Sin resultado y sin cambios de puntuación.
deadline-aborted-forfeit = La partida { $game } se anuló: { $late } no hizo a tiempo su primera jugada contra { $opponent }, así que pierde esta partida del torneo por incomparecencia. Puntuaciones sin cambios.
deadline-team-reminder = La votación del equipo sobre esta jugada se cierra { $closes }: entonces se juega la jugada más votada.
# $due es un momento, como «dentro de 3 horas».
deadline-reminder-abort = { $user }, un recordatorio: te toca mover contra { $opponent } ({ $variant }, partida { $game }) — la partida se anula { $due } si no mueves.
deadline-reminder-bank = { $user }, un recordatorio: te toca mover contra { $opponent } ({ $variant }, partida { $game }) — tu reserva de tiempo (restante: { $bank }) empieza a gastarse { $due } si no mueves.
deadline-reminder-lose = { $user }, un recordatorio: te toca mover contra { $opponent } ({ $variant }, partida { $game }) — pierdes por tiempo { $due } si no mueves.

## Avisar a los jugadores de sus partidas: la primera jugada, su turno, recordatorios, el resumen.

# $join es el nombre del botón; $vote, el comando para votar.
notify-first-move-teams = Empieza { $name }. Los miembros de cada equipo pulsan { $join } en su propio servidor y luego votan con { $vote }: los votos de un equipo solo se ven en su propio servidor.
notify-first-move = { $user }, empiezas tú: { $move }.
# Un mensaje directo; $channel es dónde se juega la partida.
notify-turn = { $user }, te toca mover en la partida { $game } ({ $variant }) contra { $opponent } en { $channel }. Vence { $due }.
notify-turn-after = { $user }, te toca mover en la partida { $game } ({ $variant }) contra { $opponent } en { $channel }: { $opponent } jugó { $move }. Vence { $due }.
notify-late-reminder-abort = { $user }, quedan menos de 2 horas: te toca mover contra { $opponent } ({ $variant }, partida { $game }) en { $channel } — la partida se anula { $due } si no mueves.
notify-late-reminder-lose = { $user }, quedan menos de 2 horas: te toca mover contra { $opponent } ({ $variant }, partida { $game }) en { $channel } — pierdes por tiempo { $due } si no mueves.
# El título del resumen, que aparece en negrita como $digest más abajo.
notify-daily-digest-heading = Tu resumen diario
notify-daily-digest = { $digest }: { $count ->
        [one] { $count } partida espera
       *[other] { $count } partidas esperan
    } tu jugada.
# Una partida del resumen.
notify-daily-digest-line = partida { $game } · { $variant } contra { $opponent } en { $channel } — vence { $due }
# $privacy y $direct son los nombres que da Discord a sus ajustes (notify-dms-closed-…), en negrita.
notify-dms-closed = Sanctum no pudo enviarte un mensaje directo: tus ajustes de privacidad rechazan los mensajes de los miembros de este servidor, así que se te menciona en el canal de la partida. Para recibir mensajes directos, abre el menú del servidor → { $privacy } → activa { $direct } y luego usa { $notify }.
# El nombre que da Discord a este ajuste, tal como lo muestra Discord en este idioma.
notify-dms-closed-privacy = Ajustes de privacidad
# El nombre que da Discord a este ajuste, tal como lo muestra Discord en este idioma.
notify-dms-closed-direct = Mensajes directos

## La respuesta del comando de avisos: los ajustes de avisos del jugador, uno por línea.

notify-settings-heading = Tus avisos:
notify-settings-saved = Guardado. Tus avisos:
notify-settings-turn-dm = Tu turno: un mensaje directo (en lugar de la mención en el canal de la partida).
notify-settings-turn-ping = Tu turno: la mención en el canal de la partida.
notify-settings-remind80 = Recordatorio cuando ha pasado el { $reminder_percent }% de tu tiempo: { $state ->
        [on] activado
       *[off] desactivado
    }.
notify-settings-remind2h = Recordatorio cuando quedan 2 horas: { $state ->
        [on] activado
       *[off] desactivado
    }.
notify-settings-digest = Resumen diario por mensaje directo de las partidas que esperan tu jugada: { $state ->
        [on] activado
       *[off] desactivado
    }.
notify-settings-reminders-dm = Los recordatorios llegan por mensaje directo.
notify-settings-reminders-ping = Los recordatorios llegan como menciones en el canal de la partida.
notify-settings-retry = Cualquier cambio aquí vuelve a intentar los mensajes directos.
notify-settings-change = Cámbialos con { $change }

## Confirmación de jugadas, cuando las preferencias del jugador la piden.

# $confirm es el nombre del botón.
confirm-ask = ¿Jugar { $move }? Así queda el tablero después. No se juega nada hasta que pulses { $confirm }.
confirm-already-played = Ya jugada: { $move }. Confirmar otra vez no cambia nada.
confirm-cancelled = Cancelado: no se jugó nada. Haz otra jugada cuando quieras.

## Jugadas: una jugada escrita que podrían hacer dos piezas, y la lista del comando de jugadas.

# $typed es lo que escribió el jugador; $moves, las jugadas que podría ser (play-which-or).
play-which = ¿Qué jugada quieres decir con { $typed }? { $moves }. Pulsa la que quieras o escríbela en SAN (con mayúscula para las piezas).
# Jugadas entre las que elegir: $first es una jugada; $rest, una o más («Bxc4», «bxc4 o Bxc4»).
play-which-or = { $first } o { $rest }
# $record es el comando que da el registro de la partida.
play-moves-over = La partida { $game } ha terminado: { $result }. No quedan jugadas por hacer; su registro: { $record }.
# El título de la lista, que aparece en negrita como $to_move más abajo; $side es Blancas o Negras.
play-moves-to-move = Juegan las { $side }
play-moves-heading = { $to_move } en la partida { $game }: { $count ->
        [one] { $count } jugada legal
       *[other] { $count } jugadas legales
    }.
# Una línea de la lista: un tipo de pieza y luego sus jugadas.
play-moves-pawn = peón: { $moves }
play-moves-knight = caballo: { $moves }
play-moves-bishop = alfil: { $moves }
play-moves-rook = torre: { $moves }
play-moves-queen = dama: { $moves }
play-moves-king = rey: { $moves }
play-moves-archbishop = arzobispo: { $moves }
play-moves-guard = guardia suizo: { $moves }

## El tablero y el registro de una partida, y el enlace de un jugador para jugarla en la web.

# $variant es el nombre del juego, en negrita; $label, la etiqueta de un torneo (archive-tournament-label) o nada.
board-head = Partida { $game } · { $variant }{ $label } — { $white } (blancas) contra { $black } (negras), { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }.
board-to-move = Jugada { $move }: le toca a { $name }, vence { $due }.
# $result dice cómo terminó la partida (archive-result-…).
board-final = Posición final tras { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }: { $result }.
# $result es el marcador (1-0, 0-1, 1/2-1/2).
board-record-finished = El registro de { $white } contra { $black } ({ $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }, { $result }), partida { $game }.
board-record-aborted = El registro de { $white } contra { $black } ({ $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }, anulada), partida { $game }.
board-record-going-on = El registro de { $white } contra { $black } ({ $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    } hasta ahora), partida { $game }.
board-link-renewed = Tu nuevo enlace para jugar la partida { $game } con clics, en la web: todos los anteriores han dejado de funcionar. No lo compartas; funciona durante { $days ->
        [one] { $days } día
       *[other] { $days } días
    }.
# enlace_nuevo es la opción del comando de tablero, tal como la ven los jugadores en Discord.
board-link = Tu propio enlace para jugar la partida { $game } con clics, en la web. Permite mover por ti a quien lo tenga, así que no lo compartas; funciona durante { $days ->
        [one] { $days } día
       *[other] { $days } días
    }. Si se filtra, enlace_nuevo crea uno nuevo y anula este.

## El archivo: cómo terminaron las partidas, y las partidas terminadas de un jugador, página a página.

# Cómo terminó una partida, tras su resultado: «1-0, alice ganó por abandono».
archive-by-scepter = por el cetro
archive-by-sanctuary = por santuario
archive-by-checkmate = por jaque mate
archive-by-stalemate = por ahogado
archive-by-fifty-moves = por la regla de las cincuenta jugadas
archive-by-repetition = por repetición
archive-by-insufficient-material = por material insuficiente
archive-by-dead-position = por posición muerta
archive-by-resignation = por abandono
# Perdida o en tablas porque a un jugador se le acabó el tiempo.
archive-by-time = por tiempo
archive-by-agreement = de mutuo acuerdo
archive-by-adjudication = por adjudicación
archive-by-abort = por anulación
archive-result-going-on = en curso
archive-result-aborted = anulada
# $result es el marcador (1-0, 0-1, 1/2-1/2); $by, cómo terminó la partida (archive-by-…).
archive-result-won = { $result }, { $name } ganó { $by }
archive-result-drawn = { $result }, tablas { $by }
# Una partida terminada desde el lado de un jugador: $side es el suyo (Blancas, Negras); $label, la etiqueta de un torneo o nada; $verdict, ganada, perdida, tablas o anulada (archive-verdict-…), en negrita.
archive-line = partida { $game } · { $variant } contra { $opponent } ({ $side }){ $label }: { $verdict } { $by }, { $result }
archive-line-aborted = partida { $game } · { $variant } contra { $opponent } ({ $side }){ $label }: { $verdict }
archive-verdict-won = ganada
archive-verdict-lost = perdida
archive-verdict-drew = tablas
archive-verdict-aborted = anulada
# La línea de título de una lista: $heading es su título, en negrita; $total, cuántas partidas tiene.
archive-heading = { $heading } ({ $total }, página { $page } de { $pages })
# $next es el comando que muestra la página siguiente.
archive-more = Más: { $next }.
archive-history-heading = Partidas de { $name }
archive-history-heading-variant = Partidas de { $variant } de { $name }
archive-history-none = { $name } aún no tiene partidas terminadas en este servidor.
# Tras el nombre de una partida en las listas: el torneo y la ronda a los que pertenece.
archive-tournament-label = (Torneo { $tournament }, ronda { $round })

## La respuesta del comando de preferencias: las preferencias de tablero del jugador, una por línea.

preferences-shown-heading = Tus preferencias:
preferences-shown-saved = Guardado. Tus preferencias:
preferences-shown-boards-to-move = Tableros: el bando que mueve, abajo.
preferences-shown-boards-mine = Tableros: tu propio lado abajo en tus partidas.
# clásico, contraste y daltónico son las opciones de la opción tema.
preferences-shown-theme-classic = Tema: clásico.
preferences-shown-theme-contrast = Tema: contraste (alto contraste).
preferences-shown-theme-colorblind = Tema: daltónico (apto para el daltonismo rojo-verde).
# Confirmar es el nombre del botón (button-confirm).
preferences-shown-confirm-on = Confirmación de jugadas: activada; una jugada muestra el tablero resultante, en privado, y solo se juega cuando pulsas Confirmar.
preferences-shown-confirm-off = Confirmación de jugadas: desactivada; una jugada se juega al instante.
preferences-shown-change = Cámbialas con { $change } (cualquiera de las tres).
