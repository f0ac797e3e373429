## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

note-description = Guarda una nota privada sobre una posición de tu partida (solo tú la verás).
    .name = nota
note-text = Tu nota
    .name = texto
note-ply = Qué posición: tras este número de medias jugadas, 0 para el inicio (por defecto: la actual)
    .name = semijugada

notes-description = Mira tus notas privadas de una partida (o retira las de una posición).
    .name = notas
notes-delete = Retira tus notas de esta posición (tras este número de medias jugadas)
    .name = borrar
