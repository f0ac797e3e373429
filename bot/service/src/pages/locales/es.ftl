## Las páginas web: lo que comparten todas las páginas.

# La etiqueta de la lista de enlaces a la misma página en cada idioma, para lectores de pantalla.
page-languages = Idiomas
page-not-found-title = Página no encontrada
page-not-found-text = Aquí no hay nada. A la página de una partida se llega desde su enlace en Discord.

## Las páginas web: la página de inicio.

page-home-intro = Sanctum organiza partidas por correspondencia de Ajedrez del santuario, Captura el cetro y ajedrez en Discord. La página de cada partida está enlazada desde sus mensajes allí.
page-home-rules-link = Cómo se juega cada juego
page-home-learn-link = Apréndelos lección a lección
# La descripción de la página de inicio en la vista previa de un enlace.
page-home-description = Ajedrez del santuario, Captura el cetro y ajedrez por correspondencia en Discord.

## Las páginas web: respuestas sencillas cuando las páginas están ocupadas (sin página alrededor).

page-busy-drawing = Sanctum está dibujando otras repeticiones; inténtalo de nuevo dentro de un momento.
page-busy-watchers = Hay demasiadas páginas siguiendo partidas; vuelve a cargar más tarde.
page-busy-watching-too-many = Estás siguiendo demasiadas partidas a la vez; cierra algunas páginas.

## Las páginas web: las reglas de cada juego.

# $variant es el nombre completo de un juego: Ajedrez del santuario, Captura el cetro, Ajedrez.
page-rules-title = { $variant }: cómo se juega
page-rules-learn-link = Aprende { $variant } lección a lección
# Le siguen enlaces a los otros juegos.
page-rules-other-games = Los otros juegos:
# La descripción de la página en la vista previa de un enlace.
page-rules-description = Las reglas de { $variant }, tal como se juega con Sanctum en Discord.
# Un enlace a las reglas de un juego.
page-rules-link = Las reglas de { $variant }
page-rules-index-title = Los juegos
page-rules-index-description = Las reglas del Ajedrez del santuario, Captura el cetro y el ajedrez, tal como se juegan con Sanctum en Discord.

## Las páginas web: columnas de las clasificaciones.

page-column-player = Jugador
# La palabra completa que abrevia el título corto de la columna de puntos.
page-column-points = puntos
# El título corto de la columna de puntos.
page-column-points-short = PTS
page-column-rating = Puntuación
page-column-games = Partidas
# Lo que abrevia el título corto de la columna del balance.
page-column-record = ganadas, tablas, perdidas
# El título corto de la columna del balance: partidas ganadas, tablas y perdidas.
page-column-record-short = G T P

## Las páginas web: la página de un torneo.

page-tournament-standings = Clasificación
# El texto alternativo de la imagen de la tabla cruzada; $tournament es el título del torneo.
page-tournament-crosstable-alt = Tabla cruzada de { $tournament }: consulta la clasificación de arriba.
page-tournament-round = Ronda { $round }
# $players son los nombres de los jugadores sin partida en esta ronda, separados por comas; $count, cuántos son.
page-tournament-byes = Sin emparejar: { $players }

## Las páginas web: la página de una partida.

# Los enlaces que recorren las posiciones de una partida.
page-game-first = « Primera
page-game-back = ‹ Atrás
page-game-forward = Adelante ›
page-game-last = Última »
# $number es el número de la partida.
page-game-number = Partida { $number }
# Un enlace al torneo al que pertenece la partida.
page-game-tournament-link = el torneo
# La etiqueta de la lista de relojes de los jugadores, para lectores de pantalla.
page-game-clocks = Relojes
# La etiqueta de los enlaces que recorren la partida, para lectores de pantalla.
page-game-steps = Recorrer la partida
# La etiqueta de la lista de jugadas, para lectores de pantalla.
page-game-moves = Jugadas
# El enlace a la posición anterior a la primera jugada.
page-game-start = Inicio
page-game-review = Análisis
# $players es el nombre, el bando y la precisión de cada jugador, unidos por « · ».
page-game-accuracy = Precisión: { $players }
page-game-no-slips = Sin errores: el resultado nunca cambió de manos.
page-game-download-pgn = Descargar PGN
page-game-download-gif = Descargar la repetición (GIF)

## Las páginas web: los cursos.

page-learn-title = Aprende los juegos
page-learn-intro = Cada curso son unas pocas lecciones breves: una posición, un objetivo y unas pocas jugadas. Léelas aquí; juégalas en Discord, donde Sanctum responde a tus jugadas y guarda tus estrellas.
# Tras la introducción de un curso; $count es su número de lecciones (siempre varias).
page-learn-lesson-count = { $count ->
    [one] { $count } lección.
   *[other] { $count } lecciones.
}
# La descripción de los cursos en la vista previa de un enlace.
page-learn-description = Lecciones breves de Ajedrez del santuario, Captura el cetro y ajedrez.
# $course es el título del curso.
page-learn-course-heading = { $course }: el curso
# $command es el comando que juega el curso.
page-learn-play-course = Juega el curso en Discord con { $command }.
page-learn-every-course = Todos los cursos
# El título de la página de un curso; $course es el título del curso.
page-learn-course-title = Aprende { $course }
# Tras la introducción de un curso en la vista previa de un enlace; $count es su número de lecciones (siempre varias).
page-learn-course-description = { $count ->
    [one] { $count } lección breve.
   *[other] { $count } lecciones breves.
}
# Un enlace al curso de un juego; $variant es el nombre completo del juego.
page-learn-link = Aprende { $variant }
page-learn-courses = Cursos
page-learn-lesson-heading = Lección { $number } de { $of }: { $title }
page-learn-hint = Una pista
page-learn-answer = La respuesta
# Un paso de la respuesta de una lección: $move es la jugada que hay que hacer; $reply, la respuesta de Sanctum.
page-learn-answered = { $move }, y Sanctum responde { $reply }
# $command es el comando que juega la lección.
page-learn-play-lesson = Juégala en Discord con { $command }.
page-learn-previous = ← Lección anterior
page-learn-all-lessons = Todas las lecciones
page-learn-next = Lección siguiente →
# El título de la página de una lección; $course es el título del curso; $title, el de la lección.
page-learn-lesson-title = { $course } · lección { $number }: { $title }

## Las páginas web: problemas.

# $variant es el nombre completo de un juego.
page-puzzles-title = Problemas de { $variant }
# $command es el comando que reparte problemas.
page-puzzles-intro = Posiciones en las que una línea gana. Resuélvelas en Discord con { $command }: Sanctum juega la defensa y te puntúa frente a cada problema. Aquí hay unos cuantos de cada tipo, de más fácil a más difícil.
page-puzzles-none = Todavía no hay problemas de este juego.
# La descripción de los problemas en la vista previa de un enlace.
page-puzzles-description = Problemas de { $variant }: encuentra la línea ganadora.
# $id es el identificador del problema, tal como lo muestra Discord.
page-puzzle-title = Problema { $id }
# La puntuación de un problema, tras su objetivo o el nombre de su juego.
page-puzzle-rated = puntuación { $rating }
# $move es la última jugada antes de la posición del problema.
page-puzzle-last-move = Última jugada: { $move }.
page-puzzle-solution = La solución
# $source es de dónde viene el problema: una partida, un estudio.
page-puzzle-source = Origen: { $source }.
# $command es el comando que reparte problemas como este.
page-puzzle-more = Más como este en Discord: { $command }.
# El título de la página de un problema; $variant es el nombre completo del juego; $id, el identificador del problema.
page-puzzle-page-title = Problema { $id } de { $variant }

## Las páginas web: las clasificaciones de un servidor.

page-server-title = Clasificaciones
page-server-none = Aún no ha terminado ninguna partida puntuable en este servidor.
# Bajo una clasificación que solo muestra a sus mejores jugadores.
page-server-best = Los { $shown } mejores de { $total } jugadores.
page-server-provisional = Una puntuación con ? es provisional: se asienta tras unas cuantas partidas más.
# La clasificación de un juego en la vista previa de un enlace; $players es cuántos jugadores tiene.
page-server-board-players = { $players ->
    [one] { $variant }: { $players } jugador
   *[other] { $variant }: { $players } jugadores
}
# La descripción de las clasificaciones en la vista previa de un enlace, cuando aún no hay ninguna.
page-server-description = Las clasificaciones de Sanctum de un servidor de Discord.

## Las páginas web: la página de un jugador.

page-player-leaderboards-link = Las clasificaciones del servidor
page-player-none = Aún no hay partidas puntuables en este servidor.
page-player-recent = Partidas recientes
# La descripción de la página de un jugador en la vista previa de un enlace, cuando aún no tiene puntuación.
page-player-description = Un jugador de Sanctum.
page-player-record = { $games ->
    [one] { $games } partida: ganadas { $wins }, tablas { $draws }, perdidas { $losses }
   *[other] { $games } partidas: ganadas { $wins }, tablas { $draws }, perdidas { $losses }
}
# La descripción de la gráfica de puntuación para lectores de pantalla; $games es cuántos puntos tiene (siempre varios); $first y $last, la primera y la última puntuación; $low y $high, la más baja y la más alta.
page-player-graph-label = Puntuación de { $variant } tras cada una de las últimas { $games } partidas puntuables: de { $first } a { $last }, entre { $low } y { $high }.

## Las páginas web: la página privada de un jugador para mover.

# $side es Blancas o Negras; $player, el nombre del jugador.
page-play-you-play = Juegas con las { $side } ({ $player }). Este enlace es solo tuyo: permite mover por ti a quien lo tenga.
page-play-your-move = Tu jugada
# El botón que juega la jugada elegida en la lista.
page-play-submit = Jugar
page-play-hint = O haz clic en una pieza del tablero y luego en su destino. Las flechas del teclado recorren las casillas; Intro selecciona.
page-play-not-your-move = No te toca mover. Esta página avanza sola cuando te toque.
page-play-board-label = El tablero: elige una pieza y luego adónde va
page-play-empty = vacía
page-play-cancel = Cancelar
page-play-which = ¿Qué jugada?
page-play-ask = ¿Jugar { $move }?
page-play-play = Jugar { $move }
page-play-playing = Jugando { $move }…
page-play-your-turn-not = No es tu turno.
page-play-no-move = Esa pieza no tiene jugadas.
page-play-may-go = { $piece } en { $square } puede ir a { $squares }.
page-game-review-none = Esta partida aún no tiene análisis del motor. Cualquiera de los jugadores puede pedirlo desde su propia página, o cualquiera en el servidor de la partida con { $review }.
page-play-review-ask = Pedir al motor que analice esta partida
page-play-review-ask-note = El motor repasa cada jugada y marca los errores. Su análisis se publica en el canal de la partida y se muestra en la página de la partida, con su línea en cada posición.
page-play-review-waiting = El motor está analizando esta partida. Su análisis se publicará en el canal de la partida y se mostrará en la página de la partida; recarga esta página para ver cuándo termina.
page-play-review-done = El motor ha analizado esta partida: mira su análisis y sus líneas en la página de la partida
page-live-new = Se jugó una nueva jugada: verla
page-live-over = La partida ha terminado: mira cómo acabó
# Un enlace a la página pública de la partida, seguido de page-play-game-page-note.
page-play-game-page = La página de la partida
page-play-game-page-note = (todas las jugadas y el PGN; se puede compartir)
page-play-notes = Tus notas
# $command es el comando que añade una nota.
page-play-notes-hint = Solo tú las ves. Añade una con { $command } en Discord.
# Un grupo de jugadas de la lista: $piece es la pieza («Caballo blanco»); $square, dónde está.
page-play-piece-on = { $piece } en { $square }
# Sustituye a $piece en page-play-piece-on cuando no se sabe qué pieza es.
page-play-a-piece = Una pieza
page-play-unreadable = Eso no se entendió como una jugada; no se jugó nada. Elige una de la lista.
page-play-expired-title = Enlace caducado
page-play-expired-heading = Este enlace ha caducado
# $board es el comando que da un enlace nuevo.
page-play-expired-text = Los enlaces para jugar en la web solo funcionan durante un tiempo. Usa { $board } en el hilo de la partida en Discord para obtener uno nuevo; el mensaje que te avisa de que te toca mover también lleva uno.
page-play-replaced-title = Enlace sustituido
page-play-replaced-heading = Este enlace se ha sustituido
# $board es el comando que da un enlace nuevo.
page-play-replaced-text = Su jugador pidió un enlace nuevo para jugar esta partida, y todos los anteriores dejaron de funcionar. Si fuiste tú, usa el nuevo, que da { $board } o el mensaje que te avisa de que te toca mover.
page-play-needs-link-title = Abre tu enlace
page-play-needs-link-heading = Abre antes tu enlace
# $board es el comando que da un enlace.
page-play-needs-link-text = Esta página se abre desde tu propio enlace para jugar, que Sanctum envía con { $board } y con el mensaje que te avisa de que te toca mover. Abre ese enlace en este navegador (guarda una cookie solo para esta partida, así que aquí deben estar permitidas las cookies).
page-play-not-ready-title = No está listo
page-play-not-ready-heading = Todavía no está listo
page-play-not-ready-text = Sanctum todavía se está iniciando; no se jugó nada. Inténtalo de nuevo dentro de un minuto.
# Respuestas sencillas a una jugada enviada desde la página que no se pudo leer.
page-play-too-large = Una jugada ocupa unos pocos bytes.
page-play-too-slow = La jugada tardó demasiado en llegar.

## Lo que el servicio pone en las páginas (títulos, condiciones, estados, resultados)

# El título de una partida: $variant es el nombre completo del juego; $white y $black, los nombres de los jugadores.
page-data-game-title = { $variant }: { $white } contra { $black }
# Las condiciones de una partida: $rated es rated o casual; $days, los días por jugada; $label, el
# torneo y la ronda a los que pertenece, tras un espacio (archive-tournament-label), o nada.
page-data-game-terms = { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada{ $label }
# Una partida en curso: $name es el jugador al que le toca mover; $side, su bando (Blancas, Negras);
# $deadline, el plazo de su jugada (una fecha y hora UTC: 2026-11-23 14:05 UTC).
page-data-game-to-move = le toca a { $name } ({ $side }), con plazo hasta { $deadline }
# La precisión de un bando en un análisis: $name es el jugador; $side, su bando (Blancas,
# Negras); $percent, la precisión como número entero.
page-data-game-accuracy = { $name } ({ $side }) { $percent } %
# El reloj de un bando mientras se juega la partida: $name es el jugador; $side, su bando
# (Blancas, Negras); $clock, el tiempo que le queda («quedan 2 d 4 h · reserva 6 d», bar-left-and-bank).
page-data-game-clock = { $name } ({ $side }): { $clock }
# Lo que hay en una casilla de la página de un jugador, leído como su etiqueta: $color es
# white o black.
page-data-piece-pawn = { $color ->
        [white] Peón blanco
       *[black] Peón negro
    }
page-data-piece-knight = { $color ->
        [white] Caballo blanco
       *[black] Caballo negro
    }
page-data-piece-bishop = { $color ->
        [white] Alfil blanco
       *[black] Alfil negro
    }
page-data-piece-rook = { $color ->
        [white] Torre blanca
       *[black] Torre negra
    }
page-data-piece-queen = { $color ->
        [white] Dama blanca
       *[black] Dama negra
    }
page-data-piece-king = { $color ->
        [white] Rey blanco
       *[black] Rey negro
    }
page-data-piece-archbishop = { $color ->
        [white] Arzobispo blanco
       *[black] Arzobispo negro
    }
page-data-piece-guard = { $color ->
        [white] Guardia suizo blanco
       *[black] Guardia suizo negro
    }
# Un peón del Ajedrez del santuario en su última fila.
page-data-piece-refugee = { $color ->
        [white] Refugiado blanco
       *[black] Refugiado negro
    }
# Lo que hace una jugada además de sus casillas, junto a ella en la lista de jugadas: $role es
# la pieza en la que se convierte un peón (knight, bishop, rook, queen, archbishop, guard, king).
page-data-move-promotes = { $role ->
        [knight] corona en caballo
        [bishop] corona en alfil
        [rook] corona en torre
        [archbishop] corona en arzobispo
        [guard] corona en guardia suizo
        [king] corona en rey
       *[queen] corona en dama
    }
page-data-move-refugee = se convierte en refugiado: ya no vuelve a moverse y no puede ser capturado
# El estado de un torneo, bajo su título.
page-data-tournament-open = inscripción abierta
page-data-tournament-cancelled = cancelado
# $done es cuántas de las $games partidas emparejadas hasta ahora han terminado.
page-data-tournament-running = { $games ->
        [one] en curso: { $done } de { $games } partida terminada
       *[other] en curso: { $done } de { $games } partidas terminadas
    }
# $games es cuántas partidas tuvo.
page-data-tournament-finished = { $games ->
        [one] terminado: { $games } partida
       *[other] terminado: { $games } partidas
    }
# Una partida de torneo todavía sin resultado (una partida en curso es archive-result-going-on).
page-data-board-not-started = aún sin empezar
# Una partida de torneo que terminó sin resultado propio (su puntuación se muestra de otra forma).
page-data-board-forfeit = incomparecencia
# Un jugador que descansa en una ronda: $name es su nombre.
page-data-bye-pairing = { $name } (descanso, con los puntos de una victoria)
page-data-bye-half = { $name } (descanso de medio punto)
page-data-bye-zero = { $name } (sin emparejar)
# Representa a un jugador cuyo nombre Sanctum no conoce (nunca su id).
page-data-a-player = un jugador
# Una de las partidas recientes de un jugador: $variant es el nombre completo del juego; $opponent,
# el nombre del otro jugador; $side, el bando del propio jugador (Blancas, Negras).
page-data-recent-title = { $variant } contra { $opponent } ({ $side })
# Cómo fue: $verdict es ganada, perdida o tablas (archive-verdict-…); $by, cómo terminó
# (archive-by-…); $result, el marcador (1-0, 0-1, 1/2-1/2).
page-data-recent-result = { $verdict } { $by }, { $result }
# De dónde viene un problema, tras el «Origen» de page-puzzle-source: los problemas propios de Sanctum.
page-data-puzzle-source-starter = partidas del propio Sanctum

## Las páginas web: el explorador de aperturas en la página de una partida y por sí solo.

page-explorer-title = Explorador de aperturas
page-explorer-open = Explorador de aperturas: lo que se jugó aquí
page-explorer-see = Ver las jugadas hechas desde esta posición
page-explorer-move = Jugada
page-explorer-games = Partidas
page-explorer-results = Blancas / tablas / Negras
page-explorer-rating = Puntuación media
page-explorer-from-start = Volver a la posición inicial
page-explorer-back-to-game = Volver a la posición de la partida

page-activity-title = Sanctum
page-activity-connecting = Conectando con Discord…
page-activity-signing-in = Iniciando sesión con Discord…
page-activity-refused = Discord no inició tu sesión, así que Sanctum no puede mostrar tus partidas. Cierra la actividad y ábrela de nuevo.
page-activity-outside = Esta es la actividad de Sanctum: ábrela dentro de Discord.
page-activity-none = No tienes ninguna partida en curso aquí. Desafía a alguien con /challenge y vuelve a abrir la actividad.
page-activity-failed = Sanctum no pudo cargar esto. Cierra la actividad y ábrela de nuevo.
page-activity-games = Tus partidas
page-activity-you-play = Juegas con las { $side } ({ $player }).
