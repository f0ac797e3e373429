## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

explorer-description = Las jugadas hechas desde una posición en partidas terminadas, y cómo acabaron esas partidas.
    .name = explorador
explorer-variant = Qué juego (por defecto: el de la partida de este canal o, si no, Ajedrez del santuario)
    .name = variante
explorer-moves = Jugadas desde el inicio, p. ej. e4 e5 Nf3 (por defecto: la partida de este canal tal como está)
    .name = jugadas
explorer-everyone = Cuenta las partidas de todos los servidores, no solo las de este
    .name = todos_servidores

## La respuesta del explorador: un título, una línea por cada jugada hecha desde la posición y una nota.

# $variant es el nombre del juego; $position, explorer-start o explorer-after; $scope, server o everyone.
explorer-heading = Explorador de aperturas · { $variant } · { $position } · { $scope ->
        [server] partidas de este servidor
       *[everyone] partidas de todos los servidores
    }
explorer-start = la posición inicial
# $moves es la línea en SAN con los números de jugada («1. e4 e5 2. Nf3»).
explorer-after = tras { $moves }
# $move es la jugada en SAN; $games, cuántas partidas la jugaron; $white, $draws y $black, el porcentaje de
# esas partidas que ganó cada bando o que acabó en tablas; $rating, la puntuación media de sus jugadores, o none.
explorer-row = { $move }: { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } · Blancas { $white }% · tablas { $draws }% · Negras { $black }%{ $rating ->
        [none] {""}
       *[other] {" "}· puntuación media { $rating }
    }
# $scope es server o everyone.
explorer-none = { $scope ->
        [server] Ninguna partida terminada de este servidor ha llegado todavía a esta posición.
       *[everyone] Ninguna partida terminada ha llegado todavía a esta posición.
    }
# $moves es cuántas jugadas de cada partida guarda el explorador.
explorer-note = Según las primeras { $moves } jugadas de las partidas terminadas, que se añaden al acabar cada una: lo que jugó la gente, nunca la opinión de un motor sobre una partida en curso.
