## Rechazos de desafíos al lobby entre servidores. No se cambió nada.

# puntuable, puntuacion_min y puntuacion_max son opciones del comando de desafío tal como las escriben los jugadores en Discord.
lobby-refusal-teams-play-casual = Una partida entre equipos es amistosa y está abierta a todos los servidores del lobby: quita puntuable, puntuacion_min y puntuacion_max.
lobby-refusal-bad-range = Un rango de puntuación de { $min } a { $max } no admite a nadie: haz que puntuacion_min no supere a puntuacion_max.
# $range es un mensaje lobby-range («de 1400 a 1600»); $variant, el nombre del juego; $rating, la puntuación del propio jugador. global:true es la opción tal como la escriben los jugadores.
lobby-refusal-outside-range = Este desafío pide una puntuación { $range } en { $variant } entre servidores, y la tuya es { $rating }. Busca otro en el lobby o publica el tuyo con global:true.

## Rangos de puntuación, tras «una puntuación» o «puntuaciones».

lobby-range-between = de { $min } a { $max }
lobby-range-at-least = de al menos { $min }
lobby-range-at-most = de como mucho { $max }
lobby-range-any = de cualquier valor

## Desafíos a todos los servidores del lobby, tal como los ve cada servidor.

# Quien desafía, tal como lo lee otro servidor: $name es su nombre.
lobby-challenger-elsewhere = { $name } (de otro servidor)
lobby-colours-white = quien desafía juega con blancas
lobby-colours-black = quien desafía juega con negras
# $challenger es quien desafía; $variant, el nombre del juego (en negrita); $terms es challenge-terms.
lobby-post = { $challenger } desafía a todos los servidores del lobby de Sanctum: { $variant } — { $terms }.
# Como lobby-post, para un desafío que pide un rango de puntuación: $range es un mensaje lobby-range y $game, otra vez el nombre del juego.
lobby-post-ranged = { $challenger } desafía a todos los servidores del lobby de Sanctum: { $variant } — { $terms }, para puntuaciones globales { $range } en { $game }.
# $accept es el botón Aceptar.
lobby-post-answer = Cualquiera de un servidor del lobby puede pulsar { $accept }: juega quien lo haga primero, cada uno desde su propio servidor.
lobby-expires = Caduca { $expires }.
# El desafío de un equipo en su propio servidor: $poster es quien lo publicó; $variant, el nombre del juego (en negrita).
lobby-team-post-home = { $poster } y este servidor desafían a todos los servidores del lobby de Sanctum a ajedrez por votación: { $variant } — equipo contra equipo, amistosa, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada; los miembros de cada bando votan sus jugadas en su propio servidor, sin que el otro bando lo vea.
# El desafío de un equipo en otros servidores: $team es el nombre del equipo.
lobby-team-post = { $team } (otro servidor) desafía a todos los servidores del lobby de Sanctum a ajedrez por votación: { $variant } — equipo contra equipo, amistosa, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada; los miembros de cada bando votan sus jugadas en su propio servidor, sin que el otro bando lo vea.
# $accept es el botón Aceptar.
lobby-team-answer = Quien gestione un servidor puede pulsar { $accept } en nombre de todo su servidor.

## Los desafíos del lobby en la lista de partidas.

# $heading es «Desafíos en el lobby entre servidores» (en negrita); $channel, el canal del lobby.
lobby-list-heading = { $heading } (acepta uno en { $channel })
# Un desafío: $name es quien lo publicó, $game el juego (lobby-list-vote-chess si es de un equipo), $rated es rated o casual; luego, cuándo caduca.
lobby-list-item = { $name }: { $game }, { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada — caduca { $expires }
# Como lobby-list-item, para un desafío que pide un rango de puntuación: $range es un mensaje lobby-range.
lobby-list-item-ranged = { $name }: { $game }, { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada, puntuaciones { $range } — caduca { $expires }
lobby-list-vote-chess = { $variant } (ajedrez por votación; lo acepta quien gestione un servidor)
# $more es cuántos más no aparecen en la lista.
lobby-list-more = …y { $more } más.

## El título de la lista del lobby, en negrita.

lobby-list-title = Desafíos en el lobby entre servidores
