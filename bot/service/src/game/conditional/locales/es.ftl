## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

conditional-description = Programa respuestas a las próximas jugadas de tu rival: se juegan en cuanto juegue lo que esperas.
    .name = condicional
conditional-line = if <su jugada> then <la tuya>; … p. ej. if Nf6 then e5; if Nf6 e5 Nd5 then c4
    .name = linea
conditional-clear = Borra tus jugadas condicionales programadas
    .name = borrar

## Jugadas condicionales: la cola tal como la lee su dueño. $game es el número de una partida; $opponent, el nombre de un jugador. Cada línea programada va en su propia línea, tal como se escribió: «if Nf6 then e5» (if y then se quedan en inglés: el analizador los lee así).

conditional-queued = Programado en la partida { $game } contra { $opponent }:
# $show y $clear son comandos.
conditional-queued-how = Cuando { $opponent } haga una jugada que esperas, tu respuesta se juega al instante; cualquier otra jugada vacía la cola. Una línea nueva la sustituye; { $show } la muestra y { $clear } la borra.
conditional-cleared = Se borraron tus jugadas condicionales de la partida { $game }.
conditional-none-to-clear = No tenías jugadas condicionales en la partida { $game }.
# $queue es el comando que programa una línea.
conditional-none-in-game = No tienes jugadas condicionales en la partida { $game }. Programa respuestas a la próxima jugada de tu rival con { $queue }.
conditional-none-here = No tienes jugadas condicionales programadas en las partidas de este servidor. En una partida, mientras le toca mover a tu rival: { $queue }.
# $move es la jugada que vació la cola.
conditional-cleared-by = Se borraron tus jugadas condicionales de la partida { $game }: { $opponent } jugó { $move }, que no esperabas.
conditional-queue-heading = Tus jugadas condicionales en la partida { $game } contra { $opponent }:
conditional-clears-them = { $clear } las borra.

## Jugadas condicionales rechazadas. $if y $then son las palabras if y then, tal como debe llevarlas la línea.

conditional-refusal-own-move = Te toca mover: juega primero con { $move }. Las jugadas condicionales responden a la próxima jugada de tu rival, así que se programan mientras es su turno. No se programó nada.
# $clear es el nombre de la opción, clear.
conditional-refusal-line-and-clear = Indica una línea para programar o { $clear }, no las dos cosas. No se cambió nada.
# Lo que falla en una cláusula; va tras la cláusula tal como se escribió y dos puntos, en conditional-line-shape.
conditional-shape-no-if = cada cláusula empieza por { $if }
conditional-shape-no-then = una cláusula necesita { $then } antes de tu respuesta
conditional-shape-no-moves = indica la jugada de tu rival entre { $if } y { $then }
conditional-shape-answer = escribe exactamente una jugada después de { $then }: tu respuesta
conditional-shape-ends-with-own-move = las jugadas tras { $if } se alternan, empezando por la de tu rival, y terminan con una de tu rival
conditional-shape-too-long = una cláusula puede indicar como mucho { $limit } jugadas
conditional-line-empty = Escribe al menos una cláusula, p. ej. { $example }.
conditional-line-too-long = Esa línea es demasiado larga: como mucho { $limit } caracteres.
conditional-line-too-many-clauses = Son demasiadas cláusulas: como mucho { $limit } a la vez.
# $clause es la cláusula tal como se escribió; $problem, uno de los mensajes conditional-shape; $syntax y $example muestran cómo se escribe una línea.
conditional-line-shape = { $clause }: { $problem }. Escribe { $syntax }, p. ej. { $example }.
# $move es la jugada tal como se escribió; $why, el motivo según las reglas, en inglés; $clause, la cláusula tal como se escribió.
conditional-line-illegal-now = { $move } no es legal en la posición actual: { $why }. (En { $clause }.)
# $after son las jugadas anteriores de la cláusula, numeradas: 1... Nf6 2. e5
conditional-line-illegal-after = { $move } no es legal tras { $after }: { $why }. (En { $clause }.)
conditional-line-unplayable-now = { $move } no se puede jugar en la posición actual: { $why }. (En { $clause }.)
conditional-line-unplayable-after = { $move } no se puede jugar tras { $after }: { $why }. (En { $clause }.)
# $after son las jugadas a las que se responde, numeradas: 1... Nf6; $first y $second, las dos respuestas.
conditional-line-two-answers = Dos respuestas a { $after }: { $first } y { $second }. Elige una.
# Sigue a cada rechazo de una línea.
conditional-nothing-queued = No se programó nada.
