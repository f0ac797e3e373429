## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

vacation-description = Pausa tus relojes en todas tus partidas, hasta { $vacation_days } de cada { $vacation_window_days } días, o acaba antes tus vacaciones.
    .name = vacaciones
vacation-days = Cuántos días, desde ahora (como mucho { $vacation_days } de cada { $vacation_window_days })
    .name = dias
vacation-end = Termina ya tus vacaciones; los días que quedan no se cuentan
    .name = terminar
