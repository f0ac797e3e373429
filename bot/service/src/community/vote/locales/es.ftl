## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

vote-description = Vota en la partida de tu equipo (contra Sanctum u otro servidor): una jugada, tablas o abandonar.
    .name = votar
vote-move = La jugada que quieres que haga el equipo
    .name = jugada
vote-draw = Vota por ofrecer (o aceptar) tablas
    .name = tablas
vote-resign = Vota por abandonar la partida
    .name = abandonar

## Ajedrez por votación: por qué se rechazó el voto de un equipo o una partida en equipo. No se cambió nada.

# «equipo» es la opción del comando de desafío.
vote-refusal-team-against-sanctum = Un equipo juega contra Sanctum: indica a Sanctum como rival (y un nivel), o quita equipo.
vote-refusal-team-needs-manager = Solo los miembros con el permiso Gestionar servidor pueden empezar o aceptar una partida en equipo en nombre del servidor.
vote-refusal-bad-share = Un porcentaje del { $share }% del equipo no puede decidir: indica de 1 a 100.
vote-refusal-not-a-team-game = Aquí no juega ningún equipo: vota en el canal de una partida en equipo o haz tu propia jugada con { $move }.
# $role es el rol del servidor que juega como equipo.
vote-refusal-not-on-team = Solo los miembros de { $role } votan en esta partida en equipo.
vote-refusal-not-teams-turn = Le toca mover al otro bando: vota cuando haya jugado.
vote-refusal-too-many-changes = { $limit ->
    [one] Ya cambiaste tu voto en esta jugada { $limit } vez, el máximo permitido. Se queda como está.
   *[other] Ya cambiaste tu voto en esta jugada { $limit } veces, el máximo permitido. Se queda como está.
}

## Ajedrez por votación: los votos del equipo y lo que deciden.

vote-voted = { $name } votó.
# $move es el número de la jugada en la partida; $tally, las jugadas votadas, cada una con sus votos y votantes.
vote-standing-votes = Votos para la jugada { $move }: { $tally }.
vote-standing-none = Votos para la jugada { $move }: ninguno todavía.
# $share es el porcentaje del equipo cuyos votos juegan la jugada (100: todos); $deadline, un momento.
vote-standing-count = Han votado { $counted } de los { $members } del equipo; la jugada se juega cuando { $share ->
        [100] hayan votado todos
       *[other] haya votado el { $share }%
    }, o { $deadline } como muy tarde.
vote-standing-draw = { $votes } por tablas (decide la mayoría).
vote-standing-resign = { $votes } por abandonar (decide la mayoría).
vote-majority-resign = La mayoría del equipo vota abandonar.
vote-majority-draw = La mayoría del equipo vota ofrecer tablas.
vote-decided-everyone = Todo el equipo ha votado: el equipo hace su jugada.
vote-decided-enough = Ya ha votado bastante gente del equipo: el equipo hace su jugada.
vote-time-up = Se acabó el tiempo de la votación del equipo.
vote-deadline-move = Se juega la jugada más votada (en caso de empate, la que se votó primero).
# $vote es el comando para votar.
vote-joined = Te uniste al equipo: ahora tiene { $members ->
        [one] { $members } miembro
       *[other] { $members } miembros
    }. Vota cada jugada con { $vote }.
vote-joined-already = Ya estás en el equipo ({ $members ->
        [one] { $members } miembro
       *[other] { $members } miembros
    }). Vota cada jugada con { $vote }.
