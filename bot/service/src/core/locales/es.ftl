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
face-servers-only = Las partidas de Sanctum se juegan en servidores: usa este comando en un canal de un servidor.
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
