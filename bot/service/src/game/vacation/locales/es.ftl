## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

vacation-description = Pausa tus relojes en todas tus partidas, hasta { $vacation_days } de cada { $vacation_window_days } días, o acaba antes tus vacaciones.
    .name = vacaciones
vacation-days = Cuántos días, desde ahora (como mucho { $vacation_days } de cada { $vacation_window_days })
    .name = dias
vacation-end = Termina ya tus vacaciones; los días que quedan no se cuentan
    .name = terminar

## Vacaciones. $vacation_days es el máximo de días de vacaciones en cualquier periodo de $vacation_window_days días (los últimos 365).

# $ends es cuándo terminan las vacaciones.
vacation-started = 🏖️ Tus vacaciones de { $days ->
        [one] { $days } día
       *[other] { $days } días
    } empiezan ahora y terminan { $ends }.
# Sigue a vacation-started: $games es cuántas partidas pausan las vacaciones.
vacation-started-games = { $games ->
    [0] No tienes partidas en curso; las que empieces mientras tanto esperarán a tu vuelta.
    [1] Tu reloj en tu partida está en pausa y se ha avisado a tu rival.
   *[other] Tus relojes en tus { $games } partidas están en pausa y se ha avisado a tus rivales.
}
# Sigue a vacation-started-games: $end es el comando que termina las vacaciones; $left, los días de vacaciones que quedan.
vacation-started-meanwhile = Mientras tanto puedes seguir jugando; tus vacaciones continúan. ¿Vuelves antes? { $end }: los días que no uses no cuentan. Días de vacaciones que te quedan en los últimos { $vacation_window_days } días: { $left }.
# En el canal de cada partida: $name está fuera hasta $back.
vacation-away = 🏖️ { $name } está de vacaciones; vuelve { $back }.
# Sigue a vacation-away cuando a quien está fuera le toca mover: $game es el número de la partida.
vacation-away-clock-paused = Su reloj en la partida { $game } está en pausa: su jugada vence ahora { $due }.
# Sigue a vacation-away cuando le toca mover a $opponent.
vacation-away-your-move = { $opponent }, tu jugada en la partida { $game } vence { $due }, como siempre; cuando hayas jugado, el reloj de { $name } esperará a su vuelta.
# $used y $unused son lapsos de tiempo: 2d 4h, 5h 10m.
vacation-ended = ¡Hola de nuevo! Tus vacaciones terminaron tras { $used }; el tiempo que no usaste ({ $unused }) no cuenta. Tus relojes vuelven a correr. Días de vacaciones que te quedan en los últimos { $vacation_window_days } días: { $left }.
vacation-back = { $name } ha vuelto de vacaciones.
# Sigue a vacation-back cuando a quien vuelve le toca mover.
vacation-back-move-due = Su jugada en la partida { $game } vence ahora { $due }.
vacation-status-away = Estás de vacaciones y tus relojes están en pausa; terminan { $ends }. ¿Vuelves antes? { $end }.
# $start es el comando que empieza unas vacaciones.
vacation-status-here = No estás de vacaciones. Días de vacaciones que te quedan en los últimos { $vacation_window_days } días: { $left }. Empieza unas con { $start }: tus relojes se pausan a la vez en todas tus partidas.

## Vacaciones rechazadas.

vacation-refusal-days = No es posible tomar unas vacaciones de { $days } días: elige de 1 a { $vacation_days } días. No se cambió nada.
vacation-refusal-days-and-end = Indica { $start } para empezar unas vacaciones o { $end } para terminarlas, no las dos cosas. No se cambió nada.
vacation-refusal-already-away = Ya estás de vacaciones; terminan { $ends }. Termínalas antes con { $end } si quieres planear otras.
# $asked son los días pedidos; $left, los días que quedan.
vacation-refusal-allowance = No puedes tomar { $asked ->
        [one] { $asked } día
       *[other] { $asked } días
    } de vacaciones: se permiten como mucho { $vacation_days } días en cualquier periodo de { $vacation_window_days }, y te { $left ->
        [one] queda { $left } día
       *[other] quedan { $left } días
    }. No se cambió nada.
vacation-refusal-not-away = No estás de vacaciones, así que no hay nada que terminar. Empieza unas con { $start }.
