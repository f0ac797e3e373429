## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

puzzle-description = Un problema para resolver, cerca de tu puntuación de problemas; respóndelo con el comando resolver.
    .name = problema
puzzle-variant = Qué juego (por defecto: el de tu último problema o, si no, Ajedrez del santuario)
    .name = variante
puzzle-theme = Solo problemas de este tipo
    .name = tema
puzzle-run = Empieza una serie: problemas cada vez un poco más difíciles, hasta tu primer fallo (no puntuable)
    .name = serie

solve-description = Responde a tu problema o lección con una jugada.
    .name = resolver
solve-move = Tu jugada, p. ej. Nf3 o g1f3
    .name = jugada

## Un problema mostrado, respondido y terminado (su objetivo es uno de los mensajes puzzle-aim de abajo).

# El nombre de un problema, en negrita: $id es su identificador.
puzzle-name = Problema { $id }
# $puzzle es puzzle-name en negrita; $rating, la puntuación del problema; $daily es yes para el problema diario del servidor.
puzzle-heading = { $daily ->
    [yes] { $puzzle } · { $variant } · puntuación { $rating } · problema del día
   *[no] { $puzzle } · { $variant } · puntuación { $rating }
}
# $goal es el objetivo del problema en negrita («Juegan las blancas: gana por santuario en 2»).
puzzle-goal = { $goal }. Responde con { $solve }.
# $last es la jugada que acaba de hacer el rival.
puzzle-goal-last = { $goal }. Última jugada: { $last }. Responde con { $solve }.
puzzle-in-the-middle = Estás a mitad de este problema.
# $answer es la respuesta del rival a la jugada de quien resuelve.
puzzle-right = Correcto: { $move }. Responden { $answer }. Te toca.
puzzle-solved = ¡Resuelto!
puzzle-solved-with = ¡Resuelto! { $move } gana.
puzzle-not-the-move = No es esa: { $move } no gana aquí.
puzzle-gave-up = Te rendiste.
# $themes lista los motivos del problema con los nombres del menú de temas («ataque doble, clavada»).
puzzle-motifs = Trataba de: { $themes }.
# $solution es la línea entera en SAN, con las jugadas separadas por espacios.
puzzle-solution = La solución: { $solution }.
# $before y $after son puntuaciones de problemas («1500?» mientras es provisional); $change, la diferencia con su signo («+12»).
# $streak_kind: best (una racha de $streak que es la mejor del jugador hasta ahora), on (una racha de $streak), ended (un problema fallado acaba una racha de $streak), none.
puzzle-rating = { $streak_kind ->
    [best] Puntuación de problemas ({ $variant }): { $before } → { $after } ({ $change }) · racha de { $streak } (tu mejor racha).
    [on] Puntuación de problemas ({ $variant }): { $before } → { $after } ({ $change }) · racha de { $streak }.
    [ended] Puntuación de problemas ({ $variant }): { $before } → { $after } ({ $change }) · se acaba tu racha de { $streak }.
   *[none] Puntuación de problemas ({ $variant }): { $before } → { $after } ({ $change }).
}
# En español se usa $n (el puesto, un número) en lugar del ordinal inglés $place.
puzzle-daily-place = { $n ->
    [one] Eres la primera persona en resolver el problema de hoy.
   *[other] Eres la persona número { $n } en resolver el problema de hoy.
}
puzzle-source-starter = Origen: partidas del propio Sanctum.
# $source dice dónde se encontró el problema, con las palabras que guardó el buscador de problemas.
puzzle-source = Origen: { $source }.

## La clasificación de problemas.

puzzle-leaderboard-empty = Nadie en este servidor ha resuelto todavía un problema de { $variant }. Prueba uno: { $puzzle }.
# El nombre de la clasificación, en negrita.
puzzle-leaderboard-title = Clasificación de problemas de { $variant }
# $heading es puzzle-leaderboard-title en negrita.
puzzle-leaderboard-heading = { $heading } (página { $page } de { $pages })
# La línea de un jugador: $rank es su puesto; $rating, su puntuación de problemas; luego los problemas resueltos y fallados y su mejor racha.
puzzle-leaderboard-row = { $rank }. { $name } — { $rating } · resueltos { $solved }, fallados { $failed } · mejor racha { $best_streak }

## El problema diario, tal como lo lee el canal del servidor.

# El título del problema diario, en negrita: $day es la fecha (2026-11-26).
puzzle-daily-title = Problema diario · { $day }
# $goal es el objetivo del problema en negrita; $solve, el botón que lo abre.
puzzle-daily-goal = { $goal }. Pulsa { $solve } para resolverlo en privado: nadie ve tus respuestas.
puzzle-daily-yesterday = { $people ->
    [one] El problema de ayer lo resolvió 1 persona.
   *[other] El problema de ayer lo resolvieron { $people } personas.
}

## Rechazos de problemas. No se cambió nada.

puzzle-refusal-none-left = Ya has probado todos los problemas de { $variant } de este servidor. Llegarán más a medida que terminen las partidas del servidor; prueba otro juego u otro tema con { $puzzle }.
# $theme es el identificador de un tema de problemas tal como se escribió (fork, discoveredAttack).
puzzle-refusal-none-left-theme = Ya has probado todos los problemas de { $variant } con el tema { $theme } de este servidor. Llegarán más a medida que terminen las partidas del servidor; prueba otro juego u otro tema con { $puzzle }.
puzzle-refusal-done = Ya has probado este problema en este servidor.
puzzle-refusal-open = Termina antes tu problema abierto (responde con { $solve } o pulsa { $give_up }).
# $run es el comando que empieza una serie.
puzzle-refusal-no-run = No hay ninguna serie en curso en este juego. Empieza una con { $run }.
puzzle-refusal-daily-over = El día de ese problema diario ya pasó. Prueba { $puzzle } para resolver otro.

## Lo que pide un problema, sobre su tablero y en sus mensajes. $side es Blancas o Negras;
## $aim elige las palabras; $moves es cuántas jugadas hace quien resuelve.
puzzle-aim = Juegan las { $side }: { $aim ->
    [sanctuary] ganar por santuario en { $moves }
    [scepter] tomar el cetro en { $moves }
    [mate] mate en { $moves }
   *[material] ganar material
}
# Sobre el tablero de la respuesta a un problema: $line son las jugadas de la solución.
puzzle-banner-solved = Resuelto · { $line }
puzzle-banner-solution = La solución · { $line }
# El texto alternativo de la reproducción de un problema: $line son las jugadas de la solución, separadas por comas.
alt-puzzle-replay = Reproducción del problema { $puzzle }: la jugada del rival que lo plantea y después la solución: { $line }.

## Series: problemas uno tras otro, cada uno un poco más difícil que el anterior, hasta el primer
## fallo. Una serie no es puntuable; cuenta los problemas resueltos.

# $variant es el nombre del juego; $best, la mejor serie del jugador en este juego aquí (0: todavía ninguna).
puzzle-run-begun = Empieza una serie de { $variant }: problemas uno tras otro, cada uno un poco más difícil, hasta tu primer fallo. { $best ->
        [0] ¡Mucha suerte!
       *[other] Tu mejor serie aquí: { $best }.
    }
# Antes de cada problema de una serie: $number los cuenta, desde 1.
puzzle-run-puzzle = Serie, problema { $number }.
# Tras un problema resuelto en una serie: $solved, los resueltos hasta ahora; $best, la mejor serie aquí.
puzzle-run-on = { $solved ->
        [one] Serie: { $solved } resuelto (mejor: { $best }).
       *[other] Serie: { $solved } resueltos (mejor: { $best }).
    }
# Tras la jugada fallida que acaba una serie: $solved, los resueltos en ella; $best, la mejor serie aquí; $kind es best cuando esta serie es tan buena como la mejor.
puzzle-run-over = { $kind ->
        [best] Fin de la serie. Problemas resueltos: { $solved }. ¡Es tu mejor serie aquí!
       *[short] Fin de la serie. Problemas resueltos: { $solved }. Tu mejor serie aquí: { $best }.
    }
