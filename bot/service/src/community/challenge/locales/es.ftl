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
