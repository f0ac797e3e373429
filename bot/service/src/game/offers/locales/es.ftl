## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

resign-description = Abandona la partida de este canal (se te pedirá que lo confirmes).
    .name = abandonar

draw-description = Ofrece tablas o acepta las tablas que te ofreció tu rival.
    .name = tablas

abort-description = Anula la partida antes de que ambos bandos hayan movido: sin resultado ni cambio de puntuación.
    .name = anular

takeback-description = Pide deshacer tu última jugada (solo en partidas amistosas) o acepta la petición de tu rival.
    .name = deshacer
