## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

challenge-description = Desafía a alguien, a cualquiera o a Sanctum: Ajedrez del santuario, Captura el cetro o ajedrez.
    .name = desafiar
challenge-variant = Qué juego
    .name = variante
challenge-opponent = A quién desafías (déjalo vacío para un desafío abierto que cualquiera de aquí pueda aceptar)
    .name = rival
challenge-color = Tu color (por defecto: al azar)
    .name = color
challenge-days = Días por jugada (por defecto: el ajuste del servidor)
    .name = dias
challenge-rated = Puntuable o amistosa (por defecto: el ajuste del servidor)
    .name = puntuable
challenge-level = Fuerza de Sanctum { $min_level }-{ $max_level } si desafías a Sanctum (por defecto: { $default_level })
    .name = nivel
challenge-team = El servidor juega en equipo, votando cada jugada: contra Sanctum, o con global:true entre equipos
    .name = equipo
challenge-team_role = equipo: solo votan los miembros de este rol
    .name = rol_equipo
challenge-share = equipo: el porcentaje del equipo cuyos votos bastan para jugar antes (por defecto: todos)
    .name = porcentaje
challenge-anywhere = Publícalo en todos los servidores del lobby de Sanctum, para que lo acepte cualquiera de allí
    .name = global
challenge-min_rating = global: la puntuación global mínima de quien acepte
    .name = puntuacion_min
challenge-max_rating = global: la puntuación global máxima de quien acepte
    .name = puntuacion_max

## Desafíos publicados, aceptados, rechazados, retirados y caducados.

# Las condiciones de un desafío, tras el nombre de su juego: «puntuable, 2 días por jugada, alice juega con blancas». $rated es rated (puntuable) o casual (amistosa); $colours dice quién juega con cada bando (challenge-colours-…, lobby-colours-…).
challenge-terms = { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada, { $colours }
# $name es el nombre de quien desafía.
challenge-colours-white = { $name } juega con blancas
challenge-colours-black = { $name } juega con negras
challenge-colours-random = colores sorteados al azar
# $variant es el nombre del juego (en negrita); $terms es challenge-terms.
challenge-open-post = { $challenger } publica un desafío abierto: { $variant } — { $terms }.
# $accept es el botón Aceptar.
challenge-open-answer = Cualquiera de aquí puede pulsar { $accept }: juega quien lo haga primero. Caduca { $expires }.
challenge-post = { $challenged }, { $challenger } te desafía a una partida de { $variant } — { $terms }.
challenge-rematch-post = { $challenged }, { $challenger } te pide la revancha de { $variant } — { $terms }.
# $accept y $decline son los botones.
challenge-answer = Pulsa { $accept } o { $decline }; el desafío caduca { $expires }.
# $variant es el nombre del juego; $next, cuándo se puede volver a mencionar al rol.
challenge-role-pinged-recently = Al rol de jugadores de { $variant } se le mencionó hace un momento, así que no se le vuelve a mencionar hasta { $next }.
# El titular de una partida nueva: $name aceptó; $variant es el nombre del juego (en negrita); $white y $black, los nombres de los jugadores; $rated es rated o casual; $game, el número de la partida.
challenge-accepted = ¡{ $name } aceptó! { $variant } — { $white } (blancas) contra { $black } (negras), { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada: partida { $game }.
challenge-played-in = La partida se juega en { $channel }.
challenge-declined = { $name } rechazó el desafío de { $challenger }.
challenge-withdrawn = { $name } retiró el desafío a { $challenged }.
challenge-open-withdrawn = { $name } retiró el desafío abierto.
challenge-expired = El desafío de { $challenger } a { $challenged } caducó: nadie respondió en { $challenge_hours } horas.
challenge-open-expired = El desafío abierto de { $challenger } caducó: nadie lo aceptó en { $challenge_hours } horas.

## Rechazos de desafíos y de sus respuestas. No se cambió nada.

challenge-refusal-self = No puedes desafiarte a ti mismo. Elige a otra persona del servidor.
challenge-refusal-bot = Los bots no pueden jugar, salvo el propio Sanctum: desafía a una persona o a Sanctum.
challenge-refusal-not-a-member = { $user } no es miembro de este servidor, así que nunca podría responder. Desafía a alguien de aquí.
# rol_equipo, porcentaje y equipo:true son opciones del comando de desafío tal como las escriben los jugadores en Discord.
challenge-refusal-team-options-without-team = rol_equipo y porcentaje son para una partida en equipo: añade equipo:true.
# global:true, puntuacion_min y puntuacion_max son opciones del comando de desafío tal como las escriben los jugadores en Discord.
challenge-refusal-range-without-lobby = Un rango de puntuación es para un desafío a todos los servidores: añade global:true, o quita puntuacion_min y puntuacion_max.
challenge-refusal-no-challenge = No hay ningún desafío abierto para ti en este canal.
challenge-refusal-not-challenged = Solo { $challenged } puede responder a este desafío.
challenge-refusal-not-challenger = Solo { $challenger } puede retirar este desafío.
challenge-refusal-not-yours = No te corresponde responder a este desafío.
# $challenge es el comando para publicar un desafío.
challenge-refusal-taken = Demasiado tarde: { $by } ya aceptó este desafío. Publica uno tuyo con { $challenge }.
challenge-refusal-level-for-person = El nivel solo sirve para partidas contra el propio Sanctum: no lo indiques cuando desafíes a una persona.
