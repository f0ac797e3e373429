## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

conditional-description = Programa respuestas a las próximas jugadas de tu rival: se juegan en cuanto juegue lo que esperas.
    .name = condicional
conditional-line = if <su jugada> then <la tuya>; … p. ej. if Nf6 then e5; if Nf6 e5 Nd5 then c4
    .name = linea
conditional-clear = Borra tus jugadas condicionales programadas
    .name = borrar
