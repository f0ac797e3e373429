## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

block-description = Mantén lejos de ti los desafíos de alguien (o mira a quién bloqueas, o desbloquéalo).
    .name = bloquear
block-player = A quién bloquear (vacío: ver a quién bloqueas)
    .name = jugador
block-remove = En vez de eso, desbloquearlo
    .name = desbloquear
