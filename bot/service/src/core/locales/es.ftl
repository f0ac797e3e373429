## Compartido por todas las funciones: opciones que usan varios comandos.

your-game = Una de tus partidas por número (por defecto: la partida de este canal)
    .name = partida

## Los nombres de los juegos.

variant-chess = Ajedrez
variant-scepter = Captura el cetro
variant-sanctuary = Ajedrez del santuario

## Las respuestas que son botones, tal como las lista la ayuda.

buttons-challenge = responde a un desafío que te han hecho (cualquiera puede aceptar uno abierto)
buttons-cancel = retira tu propio desafío
buttons-rematch = pide la revancha a tu rival, con los colores cambiados, bajo una partida terminada
buttons-resign = confirma que abandonas, después del comando de abandonar
buttons-draw = responde a la oferta de tablas de tu rival
buttons-takeback = responde a la petición de tu rival de deshacer su jugada
buttons-confirm = juega o descarta la jugada que elegiste, si tus preferencias piden confirmar las jugadas
buttons-review = analiza una partida terminada, bajo su mensaje de fin de partida

## Ventanas de tiempo hacia atrás, para los límites.

window-hours = { $n ->
    [one] la última hora
   *[other] las últimas { $n } horas
}
window-minutes = { $n ->
    [one] el último minuto
   *[other] los últimos { $n } minutos
}

## Rechazos: por qué un comando no se ejecutó. No se cambió nada.

refusal-challenge-accepted = Este desafío ya fue aceptado.
refusal-challenge-declined = Este desafío fue rechazado.
refusal-challenge-withdrawn = Este desafío fue retirado.
refusal-challenge-expired = Este desafío caducó: los desafíos duran { $challenge_hours } horas.
refusal-challenge-open = Este desafío sigue abierto.
refusal-not-in-lobby = Este servidor no está en el lobby de Sanctum entre servidores. Quien gestione el servidor puede unirlo con { $join }; mientras tanto, desafía a alguien de aquí.
refusal-vote-instead = El equipo juega esta partida por votación: vota la jugada que quieras con { $vote }.
refusal-lobby-names-no-one = Un desafío a todos los servidores está abierto a cualquiera: no indiques rival ni nivel.
# $thing es challenge, game o match.
refusal-gone = { $thing ->
    [challenge] Ese desafío ya no existe: este botón está desactualizado.
    [match] Ese encuentro ya no existe: este botón está desactualizado.
   *[game] Esa partida ya no existe: este botón está desactualizado.
}
refusal-channel-busy = Este canal ya tiene una partida en curso. Termínala o desafía en otro canal.
refusal-duplicate-challenge = Ya hay un desafío abierto entre tú y esa persona en este canal. Espera una respuesta o retíralo antes con { $cancel }.
refusal-no-game = No hay ninguna partida en este canal. Empieza una con { $start }.
refusal-game-elsewhere = { $count ->
    [one] No hay ninguna partida en este canal. La tuya está en { $places }.
   *[other] No hay ninguna partida en este canal. Las tuyas están en { $places }.
}
refusal-game-over = Esa partida ya terminó. Empieza una nueva con { $start }.
refusal-not-a-player = No juegas en esta partida.
refusal-not-your-turn = No es tu turno: le toca mover a { $to_move }.
refusal-already-moved = No es tu turno: tu jugada { $last } ya está en el tablero y ahora le toca a { $to_move }.
refusal-moved-on = La partida ha avanzado desde que la miraste: no se jugó nada. Mira la nueva posición ({ $board }) e inténtalo de nuevo.
refusal-nothing-to-solve = No tienes ningún problema ni lección abiertos. Empieza con { $puzzle } o { $learn }.
refusal-no-such-lesson = El curso de { $variant } tiene las lecciones de la 1 a la { $lessons }.
refusal-already-open = Tu desafío abierto en este canal sigue esperando a que alguien lo acepte. Espera o retíralo antes con { $cancel }.
refusal-own-open-challenge = Ese es tu propio desafío abierto: tiene que aceptarlo otra persona. Puedes retirarlo con { $cancel }.
refusal-bad-game-number = { $typed } no es un número de partida. Las partidas se numeran 1, 2, 3…; { $games } muestra las tuyas.
refusal-no-such-game = No existe la partida { $number } en este servidor. { $games } muestra las tuyas.
refusal-too-many-challenges = { $limit ->
    [one] Ya has hecho { $limit } desafío en este servidor en { $window }. Podrás volver a desafiar { $until }.
   *[other] Ya has hecho { $limit } desafíos en este servidor en { $window }. Podrás volver a desafiar { $until }.
}
refusal-too-many-waiting = { $limit ->
    [one] Ya tienes { $limit } desafío esperando respuesta en este servidor. Cancélalo o espera: caduca { $until }.
   *[other] Ya tienes { $limit } desafíos esperando respuesta en este servidor. Cancela uno o espera: el primero caduca { $until }.
}
refusal-challenged-recently = Desafiaste a { $challenged } hace un momento y el desafío fue rechazado o retirado. Podrás volver a hacerlo { $until }.
refusal-too-many-engine-games = { $limit ->
    [one] Ya juegas { $limit } partida contra Sanctum, el máximo que se permite a la vez. Termínala o abandónala antes.
   *[other] Ya juegas { $limit } partidas contra Sanctum, el máximo que se permite a la vez. Termina o abandona una antes.
}
refusal-too-many-reviews = Ya has pedido { $limit } análisis en este servidor en { $window }. Podrás pedir otro { $until }.
refusal-too-many-exercises = { $limit ->
    [one] Ya has abierto { $limit } problema o lección en { $window }. Podrás abrir otro { $until }.
   *[other] Ya has abierto { $limit } problemas y lecciones en { $window }. Podrás abrir otro { $until }.
}
refusal-too-many-web-moves = { $limit ->
    [one] Esta página ha enviado { $limit } jugada en { $window }: no se jugó nada. Podrás enviar otra { $until }.
   *[other] Esta página ha enviado { $limit } jugadas en { $window }: no se jugó nada. Podrás enviar otra { $until }.
}

## Fallos por parte de Sanctum.

failure-busy = La base de datos de partidas está ocupada en este momento. Vuelve a intentarlo dentro de un momento.
failure-disk-full = No pude guardar eso: el disco del servidor está lleno. No se cambió nada; avisa a los administradores del servidor.
failure-other = Algo falló por mi parte y no se cambió nada. Vuelve a intentarlo; si sigue pasando, avisa a los administradores del servidor.

## Opciones de menú, tal como Discord lista los valores de una opción (100 caracteres como máximo).

choice-variant-sanctuary = santuario
choice-variant-scepter = cetro
choice-variant-chess = ajedrez
choice-color-white = blancas
choice-color-black = negras
choice-color-random = al azar
choice-days-1 = 1 día
choice-days-2 = 2 días
choice-days-3 = 3 días
choice-days-5 = 5 días
choice-days-7 = 7 días
choice-days-10 = 10 días
choice-days-14 = 14 días
choice-puzzle-theme-sanctuary = santuario (dos piezas a salvo)
choice-puzzle-theme-refugee = refugiado
choice-puzzle-theme-scepter = cetro (rey en e1/e8)
choice-puzzle-theme-slide = peón que se desliza
choice-puzzle-theme-mate = mate
choice-puzzle-theme-material = ganar material
choice-puzzle-theme-fork = ataque doble
choice-puzzle-theme-pin = clavada
choice-puzzle-theme-skewer = enfilada
choice-puzzle-theme-discoveredattack = ataque a la descubierta
choice-puzzle-theme-doublecheck = jaque doble
choice-puzzle-theme-hangingpiece = pieza colgada
choice-puzzle-theme-trappedpiece = pieza atrapada
choice-puzzle-theme-sacrifice = sacrificio
choice-puzzle-theme-backrankmate = mate del pasillo
choice-puzzle-theme-promotion = coronación
choice-puzzle-theme-deflection = desviación
choice-puzzle-theme-attraction = atracción
choice-puzzle-theme-capturingdefender = captura del defensor
choice-puzzle-theme-clearance = despeje
choice-puzzle-theme-quietmove = jugada tranquila
choice-puzzle-theme-advancedpawn = peón avanzado
choice-puzzle-theme-sanctuaryrace = carrera al santuario
choice-puzzle-theme-stoprefugee = frenar a un refugiado
choice-puzzle-theme-scepterwalk = la marcha del rey hacia el cetro
choice-puzzle-theme-onemove = una jugada
choice-puzzle-theme-short = dos jugadas
choice-puzzle-theme-long = tres jugadas o más
choice-tournament-action-create = crear
choice-tournament-action-join = inscribirse
choice-tournament-action-leave = retirarse
choice-tournament-action-start = empezar
choice-tournament-action-standings = clasificación
choice-tournament-action-trf = trf
choice-tournament-action-bye = descanso
choice-tournament-action-cancel = cancelar
choice-tournament-action-list = lista
choice-tournament-format-round-robin = todos contra todos
choice-tournament-format-double-round-robin = todos contra todos a doble vuelta
choice-tournament-format-swiss = suizo
choice-scope-server = servidor
choice-scope-global = global
choice-orientation-to-move = quien mueve
choice-orientation-mine = mi lado
choice-theme-classic = clásico
choice-theme-contrast = contraste
choice-theme-colorblind = daltónico

## Etiquetas de los botones (80 caracteres como máximo).

button-accept = Aceptar
button-decline = Rechazar
button-cancel = Cancelar
button-yes-resign = Sí, abandonar
button-accept-draw = Aceptar tablas
button-allow-takeback = Permitir deshacer
button-refuse = Denegar
button-rematch = Revancha
button-review = Analizar
button-confirm = Confirmar
button-next-puzzle = Siguiente problema
button-give-up = Rendirse
button-solve = Resolver
button-next-lesson = Siguiente lección
button-join = Inscribirse
button-leave = Retirarse
button-join-the-team = Unirse al equipo
button-accept-match = Aceptar encuentro
button-refuse-all-from-this-server = Rechazar todos los de este servidor
button-sign-up = Apuntarse
# Botones de enlace: la página web de un mensaje y el enlace privado de un jugador para mover en la web.
button-view = Ver
button-play-on-web = Jugar en la web

## Lo que recibió una interfaz y no es un comando. $usage muestra cómo se escribe el comando.

unreadable-missing-variant = ¿Qué juego? Elige { $choices }: { $usage }.
unreadable-missing = A { $command } le falta la opción { $option }: { $usage }.
unreadable-no-value = { $option } necesita un valor detrás: { $usage }.
unreadable-bad-variant = No conozco el juego { $value }: elige { $choices }. Uso: { $usage }.
unreadable-bad-days = No se ofrecen { $value } días por jugada: elige { $days } o { $last_days } días. Uso: { $usage }.
# $article es «a» o «an», solo para el inglés: aquí no se usa.
unreadable-bad-choice = { $value } no es un valor válido para { $option }: elige { $choices }. Uso: { $usage }.
unreadable-bad-bool = { $value }: escribe { $yes } o { $no } para { $option }. Uso: { $usage }.
unreadable-bad-flag = { $value }: { $option } no lleva ningún valor. Uso: { $usage }.
unreadable-bad-page = { $value } no es un número de página: escribe 1, 2, 3… hasta { $max }. Uso: { $usage }.
unreadable-bad-number = { $value } no es un número: { $option } admite de { $lo } a { $hi }. Uso: { $usage }.
unreadable-bad-other = { $value } no vale como { $option } aquí. Uso: { $usage }.
unreadable-unknown-command = No conozco el comando { $name }: { $help } lista los que tengo.
unreadable-unknown-command-near = No conozco el comando { $name }. ¿Querías decir { $near }? { $help } lista los que tengo.
unreadable-unknown-option = { $command } no tiene la opción { $option }. Uso: { $usage }.
unreadable-unknown-option-near = { $command } no tiene la opción { $option }. ¿Querías decir { $near }? Uso: { $usage }.

## Dónde se juega una partida.

game-in-thread = La partida se juega en su propio hilo: { $thread }.

## Lo que dice la propia interfaz.

face-sorry = Lo siento, Sanctum no pudo terminar de responder a eso. Usa { $board } para ver cómo va tu partida.
face-review-lost = El análisis se perdió por mi parte. Vuelve a pedirlo.
face-dead-button = Este botón ya no funciona. { $games } muestra cómo van tus partidas.
refusal-servers-only = Este comando es de servidores: úsalo en un canal de un servidor donde esté Sanctum. Las partidas, los problemas y las lecciones también funcionan aquí.
# $places lista canales, cada uno con el motivo de Discord entre paréntesis.
face-posts-refused = Hecho, pero Discord rechazó la publicación de Sanctum en { $places }. Comprueba que el canal sigue existiendo y que Sanctum puede verlo, enviar mensajes y adjuntar archivos en él.
face-a-channel = un canal ({ $why })

## Palabras que se destacan: iguales en todos los idiomas.

emphasis = { $words }

## Lapsos de tiempo, breves, como los muestra la consola: 2 d 4 h, 30 min.

duration-under-minute = menos de un minuto
duration-minutes = { $m } min
duration-hours = { $h } h
duration-hours-minutes = { $h } h { $m } min
duration-days = { $d } d
duration-days-hours = { $d } d { $h } h
moment-in = en { $duration }
moment-ago = hace { $duration }

## Elección de idioma

choice-language-discord = el idioma del servidor en Discord
choice-language-en = English
choice-language-de = Deutsch
choice-language-fr = Français
choice-language-es = Español
choice-language-pt-br = Português do Brasil
choice-language-ru = Русский
choice-language-zh-cn = 简体中文

## La consola (`sanctum play`): sus propias palabras alrededor de las respuestas que muestra.
## Las palabras entre acentos graves son lo que se escribe en ella y se dejan tal cual
## (solo se traducen los huecos entre < >).

# La primera línea de una sesión en el teclado. $db es la base de datos; $pictures, la
# carpeta donde se guardan las imágenes y los archivos.
console-banner = Consola de Sanctum sobre { $db } — las imágenes se guardan en { $pictures }. Escribe `help` o prueba `alice: challenge @bob sanctuary`.
# Tras la lista de comandos de `help`: cómo se escriben las líneas en la consola.
console-help =
    En esta consola cada línea es `<usuario>: <comando>`, p. ej. `alice: challenge sanctuary @bob`, luego `bob: accept`, `alice: move e4` (o simplemente `alice: e4`).
    `alice: challenge sanctuary` (sin nombre) es un desafío abierto: lo juega el primero que lo acepte con `accept`. `pgn 42` y `board 42` muestran cualquier partida por su número.
    Además: `<usuario>: press <botón>` pulsa un botón mostrado arriba, `<usuario>: suggest <inicio de una jugada>` lista jugadas,
    `help <comando>` explica un comando, `wait 2d` / `wait 3h` adelanta el reloj (llegan los recordatorios y las derrotas por tiempo), `channel <nombre>` cambia de canal y `quit` sale.
# Un comando que ya se había respondido (la misma interacción dos veces).
console-already-handled = (ya respondido)
# $thread es el nombre que tendría el hilo de la partida en Discord; $channel, el canal
# de la consola en el que se queda la partida (su nombre sin #).
console-game-thread = (en Discord esta partida tendría su propio hilo, «{ $thread }»; aquí se queda en #{ $channel })
# Encima del anuncio de un desafío o de una partida, dibujado de nuevo tal como está ahora.
console-announcement-redrawn = (su anuncio, dibujado de nuevo:)
# $thread es el nombre del hilo en Discord; $channel, el canal de la consola que hace
# sus veces (su nombre sin #).
console-opens-thread = (en Discord esto abre el hilo «{ $thread }»; aquí es #{ $channel })
# Encima de una respuesta publicada en otro canal. $channel es el nombre de ese canal, con su #.
console-in-channel = [en { $channel }]
# Encima de una respuesta que solo ve quien dio el comando. $user es su nombre.
console-only-user-sees = (solo { $user } ve esto)
# Lo mismo cuando nadie dio un comando (las respuestas del reloj o de Sanctum).
console-only-you-see = (solo tú ves esto)
# Encima de un mensaje directo. $user es el nombre de su destinatario: @bob.
console-direct-message = (mensaje directo a { $user })
# $path es donde se guardó la imagen de un tablero.
console-saved-picture = imagen: { $path }
# $path es donde se guardó el archivo de una respuesta (el registro de una partida, una animación).
console-saved-file = archivo: { $path }
# $path es donde no se pudo guardar la imagen de un tablero; $error, por qué (las palabras del sistema).
console-not-saved-picture = (no se pudo guardar la imagen en { $path }: { $error })
# $path es donde no se pudo guardar el archivo de una respuesta; $error, por qué (las palabras del sistema).
console-not-saved-file = (no se pudo guardar el archivo en { $path }: { $error })
# Bajo una respuesta con botones. $labels son las etiquetas de los botones, cada una entre corchetes;
# $first es la etiqueta del primero en minúsculas, tal como se escribe después de `press`.
console-buttons = botones: { $labels } — pulsa uno con `<usuario>: press { $first }`
# Bajo una respuesta que menciona a alguien. $users son sus nombres, separados por comas.
console-pings = (menciona a { $users })
# Una sola vez, cuando la consola no puede guardar sus nombres y botones para la próxima sesión.
# $path es el archivo donde los guarda; $error, por qué (las palabras del sistema).
console-memory-not-kept = (los nombres y los botones se olvidarán al terminar esta sesión: no se puede escribir en { $path }: { $error })
# Tras `channel <name>`. $channel es el nombre del canal sin #.
console-now-in = (ahora en #{ $channel })
# Tras `wait`. $duration es cuánto, tal como la consola escribe los lapsos de tiempo: 1 d, 3 h 30 min.
console-clock-forward = (el reloj avanza { $duration })
# Tras `press` cuando ningún botón mostrado hace poco tiene esa etiqueta. $typed es lo que se
# escribió después de `press`.
console-no-button = ningún botón reciente coincide con `{ $typed }`
# Tras `suggest` cuando no hay nada que sugerir.
console-no-suggestions = (no hay sugerencias: aquí no te toca mover o nada coincide)
# Tras `suggest`. $moves son las jugadas sugeridas, separadas por comas.
console-suggestions = sugerencias: { $moves }
# Bajo un tablero de Ajedrez del santuario: qué representan los símbolos de sus dos piezas nuevas.
console-board-legend = Ⓐ/ⓐ arzobispo, Ⓖ/ⓖ guardia suizo
# Pistas para una línea que la consola no entiende, tras un «?».
# $max_days es la espera más larga, en días; $typed, lo que se escribió después de `wait`.
console-bad-wait = `wait` admite un tiempo como 2d, 3h o 30m, hasta { $max_days }d, no `{ $typed }`
console-which-channel = ¿qué canal? p. ej. `channel general`
console-user-one-word = un nombre de usuario es una sola palabra, p. ej. `alice: board`
console-how-to-write = escribe `<usuario>: <comando>`, p. ej. `alice: challenge @bob sanctuary`, o `wait 2d`, o `help`
# Un comando dado sin decir quién lo da. $command es el comando tal como se escribió: board.
console-who-says = ¿quién lo dice? p. ej. `alice: { $command }`
# Una palabra de la consola mal escrita. $near es la que más probablemente se quería escribir (help, wait, channel,
# quit o exit); $how es la pista console-how-to-write, en el mismo idioma.
console-did-you-mean = ¿querías decir `{ $near }`? Si no, { $how }
console-say-something = escribe algo después de los dos puntos, p. ej. `alice: help`
console-press-which = ¿qué botón? p. ej. `press aceptar`

## Huecos de un comando que el jugador tiene que rellenar: `/jugar jugada:<tu jugada>`. Conserva
## los corchetes angulares o el signo @/#, que indican que es un hueco.

blank-move = <jugada>
blank-your-move = <tu jugada>
blank-id = <id>
blank-channel = #canal
blank-someone = @alguien
blank-half-move = <semijugada>
blank-role = @rol
blank-them = @persona
blank-number = <número>
