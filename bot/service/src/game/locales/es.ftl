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

history-description = Partidas terminadas de un jugador en este servidor, recientes primero, con resultados y rivales.
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

## La imagen de un tablero en palabras, para lectores de pantalla (el texto alternativo de cada tablero).
## Cada mensaje es una frase; se unen con espacios. $squares son casillas como «a1 h1».

alt-board = Tablero de { $variant }.
alt-side-named = { $color } ({ $name })
alt-to-move = Juegan las { $side }.
alt-to-move-in-check = Juegan las { $side }, que están en jaque.
# $pieces: los grupos de abajo, unidos con comas.
alt-pieces = { $side }: { $pieces }.
alt-no-pieces = ninguna pieza
alt-kings = { $count ->
    [one] rey
   *[other] reyes
} { $squares }
alt-queens = { $count ->
    [one] dama
   *[other] damas
} { $squares }
alt-archbishops = { $count ->
    [one] arzobispo
   *[other] arzobispos
} { $squares }
alt-guards = { $count ->
    [one] guardia suizo
   *[other] guardias suizos
} { $squares }
alt-rooks = { $count ->
    [one] torre
   *[other] torres
} { $squares }
alt-bishops = { $count ->
    [one] alfil
   *[other] alfiles
} { $squares }
alt-knights = { $count ->
    [one] caballo
   *[other] caballos
} { $squares }
alt-pawns = { $count ->
    [one] peón
   *[other] peones
} { $squares }
alt-refugees = { $count ->
    [one] refugiado
   *[other] refugiados
} { $squares }
# $pieces: elementos alt-in-danger, unidos con comas.
alt-attacked = Piezas atacadas y sin defender: { $pieces }.
# $piece: uno de los grupos de arriba para una sola pieza («caballo c3»).
alt-in-danger = { $piece } de las { $color }
alt-safe = Piezas de las { $color } a salvo en el santuario: { $squares }.
alt-replay = Reproducción de la partida { $game }, { $white } contra { $black }, { $variant }: todas las posiciones desde el principio, jugada a jugada; las jugadas de la partida están en el registro.

## Lo que dicen las barras de nombre de la imagen de un tablero, a la derecha, junto al nombre.
## Una barra tiene una sola línea corta: que sean breves. $duration es un lapso como «2 d 4 h».

bar-to-move = le toca
bar-wins = gana
bar-draw = tablas
bar-left = quedan { $duration }
bar-bank = reserva { $duration }
bar-bank-empty = sin reserva
bar-left-and-bank = { $left } · { $bank }

## Por qué se rechaza una jugada escrita. Los motivos son cláusulas que siguen a dos puntos. Donde se
## nombra una pieza, $piece es su nombre (role-…) y $role su identificador (pawn, knight, bishop,
## rook, queen, king, archbishop, guard), para un selector que elija el artículo o la forma.
## $color, $owner, $turn y $side son el nombre de un bando (Blancas, Negras); $square, una casilla (e4).

# Los nombres de las piezas, tal como los muestra $piece; sin argumentos.
role-pawn = peón
role-knight = caballo
role-bishop = alfil
role-rook = torre
role-queen = dama
role-king = rey
role-archbishop = arzobispo
role-guard = guardia suizo
# $input: lo que se escribió, como código; $hint: cómo se escribe una jugada (uno de los move-error-hint-…).
move-error-syntax = { $input } no es una jugada: { $hint }.
# $input: lo que se escribió; $reason: por qué (uno de los motivos de abajo); $moves: algunas jugadas legales, con comas.
move-error-illegal = { $input } no es legal aquí: { $reason }. Algunas jugadas legales: { $moves }.
# $input: lo que se escribió; $moves: las jugadas que podría ser, con comas.
move-error-ambiguous = { $input } es ambigua: escribe una de estas: { $moves }.
# $outcome: cómo terminó la partida (move-error-won o move-error-drawn).
move-error-game-over = La partida ha terminado: { $outcome }; ya no se pueden hacer más jugadas.
# Sin argumentos.
move-error-hint-notation = escribe en SAN, como e4, Nf3, exd5, O-O, e8=Q, o en UCI, como e2e4
# Sin argumentos.
move-error-hint-uci = en UCI se escriben la casilla de salida, la de llegada y, si hace falta, la letra de coronación, como e2e4 o e7e8q
# Sin argumentos.
move-error-hint-promotion-letter = la letra de coronación tiene que ser q, r, b o n
# $letter: la letra de la pieza en mayúscula (N); $role, $piece: esa pieza; $example: una jugada con ella (Nf3).
move-error-hint-upper-case = las letras de las piezas van en mayúscula: { $letter } para { $role ->
        [archbishop] el
       *[other] { $role ->
            [rook] la
            [queen] la
           *[other] el
        }
    } { $piece }, como en { $example }
# Sin argumentos.
move-error-hint-not-legal = no es legal
# $square: la casilla de salida; $role, $piece: la pieza que hay en ella; $letter_role, $letter_piece: la pieza que nombra la letra escrita.
move-error-wrong-letter = en { $square } hay { $role ->
        [archbishop] un
       *[other] { $role ->
            [rook] una
            [queen] una
           *[other] un
        }
    } { $piece }, no { $letter_role ->
        [archbishop] un
       *[other] { $letter_role ->
            [rook] una
            [queen] una
           *[other] un
        }
    } { $letter_piece }
# $variant: el nombre del juego (variant-…).
move-error-no-castling = en { $variant } no hay enroque
# $color: el bando que mueve; $wing: kingside (corto) o queenside (largo).
move-error-castling-rights = las { $color } ya no pueden hacer el enroque { $wing ->
        [kingside] corto
       *[queenside] largo
    }: el rey o esa torre ya se han movido
# $color: el bando que mueve.
move-error-castling-in-check = las { $color } están en jaque, y no se puede enrocar para salir del jaque
# $square: la primera casilla ocupada entre el rey y la torre.
move-error-castling-blocked = las casillas entre el rey y la torre tienen que estar vacías, y { $square } no lo está
# $square: la casilla atacada.
move-error-castling-attacked = el rey cruzaría { $square } o acabaría en ella, y esa casilla está atacada
# Sin argumentos.
move-error-castling-not-allowed = para enrocar, el rey y la torre no deben haberse movido, las casillas entre ellos tienen que estar vacías y el rey no puede estar en jaque, ni cruzar ni acabar en una casilla atacada
# $square: adonde llega el peón.
move-error-sanctuary-promotion = en el Ajedrez del santuario los peones no coronan; un peón que llega a { $square } se convierte en refugiado, y la jugada se escribe sin letra
# $role, $piece: la pieza pedida.
move-error-promotion-role = un peón no puede convertirse en { $role ->
        [archbishop] un
       *[other] { $role ->
            [rook] una
            [queen] una
           *[other] un
        }
    } { $piece }; elige Q, R, B o N
# $square: adonde va la jugada.
move-error-promotion-rank = solo corona un peón que llega a la última fila; escribe la jugada a { $square } sin letra
# $square: la casilla de salida.
move-error-empty-square = no hay ninguna pieza en { $square }
# $role, $piece: la pieza que hay en $square; $owner: de quién es; $turn: el bando que mueve.
move-error-not-your-piece = la pieza de { $square } ({ $piece }) es de las { $owner }, y juegan las { $turn }
# $square: la casilla del refugiado.
move-error-refugee-moves = el refugiado de { $square } ya no puede moverse nunca
# $square: la casilla del refugiado.
move-error-refugee-captured = el refugiado de { $square } no puede ser capturado nunca
# $square: el destino; $role, $piece: la pieza propia del jugador que está en él.
move-error-own-piece = en { $square } ya hay una pieza tuya ({ $piece })
# $color: el bando que mueve; $role, $piece: la pieza que se quiso mover; $square: el destino.
move-error-in-check = las { $color } están en jaque, y ninguna jugada de { $piece } a { $square } lo evita
# $color: el bando que mueve; $role, $piece: la pieza que se quiso mover; $square: el destino.
move-error-none-can-move = las { $color } no tienen ninguna jugada de { $piece } a { $square }
# $role, $piece: la pieza que se quiso mover; $file: la columna escrita (b); $square: el destino.
move-error-none-from-file = no hay ninguna jugada de { $piece } desde la columna { $file } a { $square }
# $role, $piece: la pieza que se quiso mover; $rank: la fila escrita (4); $square: el destino.
move-error-none-from-rank = no hay ninguna jugada de { $piece } desde la fila { $rank } a { $square }
# Sin argumentos.
move-error-no-match = ninguna jugada legal coincide
# $moves: las jugadas de peón que se querían hacer, unidas con move-error-or (exd5 o cxd5).
move-error-pawn-needs-file = un peón que captura o se desliza se escribe con la columna de la que sale: { $moves }
# $color: el bando que mueve; $role, $piece: la pieza que se quiso mover.
move-error-no-such-piece = las { $color } no tienen { $piece }
# $reason: uno de los motivos de arriba; $letter: la letra de una pieza en mayúscula (B); $role, $piece: esa pieza.
move-error-upper-case-hint = { $reason } (las letras de las piezas van en mayúscula; { $piece }: { $letter })
# Jugadas que se querían hacer: $first, una jugada; $rest, una o más («cxd5», «cxd5 o exd5»).
move-error-or = { $first } o { $rest }
# $side: el bando ganador; $reason: cómo (scepter, sanctuary, checkmate, stalemate, fifty-move, repetition, insufficient-material, dead-position).
move-error-won = ganaron las { $side } { $reason ->
        [scepter] al tomar el cetro
        [sanctuary] al llegar al santuario
        [checkmate] por jaque mate
        [stalemate] por ahogado
        [fifty-move] por la regla de las 50 jugadas
        [repetition] por triple repetición
        [insufficient-material] porque ningún bando puede dar mate
       *[dead-position] porque a ningún bando le quedan dos piezas
    }
# $reason: cómo (como en move-error-won).
move-error-drawn = tablas { $reason ->
        [scepter] al tomar el cetro
        [sanctuary] al llegar al santuario
        [checkmate] por jaque mate
        [stalemate] por ahogado
        [fifty-move] por la regla de las 50 jugadas
        [repetition] por triple repetición
        [insufficient-material] porque ningún bando puede dar mate
       *[dead-position] porque a ningún bando le quedan dos piezas
    }
# Lo que dice una línea de jugadas condicionales tras la jugada que rechaza y dos puntos.
# $hint: cómo se escribe una jugada (uno de los move-error-hint-…).
move-error-why-syntax = no es una jugada ({ $hint })
# $moves: las jugadas que podría ser, unidas con move-error-or.
move-error-why-ambiguous = encaja más de una jugada: escribe { $moves }
# $outcome: cómo habría terminado la partida (move-error-won o move-error-drawn).
move-error-why-game-over = para entonces la partida ya habría terminado ({ $outcome })
# Sin argumentos.
move-error-why-unplayable = no se puede jugar ahí
