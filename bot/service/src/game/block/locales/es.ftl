## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

block-description = Mantén lejos de ti los desafíos de alguien (o mira a quién bloqueas, o desbloquéalo).
    .name = bloquear
block-player = A quién bloquear (vacío: ver a quién bloqueas)
    .name = jugador
block-remove = En vez de eso, desbloquearlo
    .name = desbloquear

## Bloqueos: respuestas a bloquear, y por qué se rechazó jugar con alguien o bloquearlo.

# $user es la persona bloqueada o desbloqueada; $undo, el comando que la desbloquea.
block-unblocked = Desbloqueaste a { $user }: los dos pueden volver a desafiarse.
block-not-blocked = No habías bloqueado a { $user }.
block-blocked = Bloqueaste a { $user }: sus desafíos ya no te llegan, y ninguno de los dos puede aceptar los desafíos abiertos ni las revanchas del otro, en ningún servidor. Las partidas que ya estén en curso continúan. Deshazlo con { $undo }.
block-list-empty = No bloqueas a nadie. Bloquea a alguien con { $block }.
# $users es la lista de personas bloqueadas, separadas por comas.
block-list = Bloqueas a { $users }. Desbloquea a alguien con { $unblock }; bloquea a otra persona con { $block }.
block-refusal-not-welcome = { $user } ha decidido no jugar contigo.
block-refusal-you-blocked = Bloqueaste a { $user }, así que no puedes jugar con esa persona. Para volver a jugar con ella, desbloquéala con { $unblock }.
block-refusal-cannot-block = Solo puedes bloquear a otras personas: ni a ti mismo ni a un bot.
block-refusal-too-many = Ya bloqueas a { $limit } personas, el máximo permitido. Desbloquea a alguien antes.
