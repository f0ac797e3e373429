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

## Notas privadas: respuestas a nota y notas. $game es el número de una partida; $position, dónde está la nota: uno de los mensajes notes-position.

notes-position-start = el inicio
# $ply es un número de semijugadas.
notes-position-half-move = semijugada { $ply }
# $number es el número de la jugada; $move, la jugada: tras 12. Nf3
notes-position-after-white = tras { $number }. { $move }
# tras 12… Nc6
notes-position-after-black = tras { $number }… { $move }
# $note es la nota tal como la escribió su autor.
notes-noted = Anotado (solo tú lo ves), partida { $game }, { $position }: { $note }
# $notes es el comando que las muestra.
notes-see = Mira tus notas con { $notes }.
notes-took-back = { $count ->
        [one] Retiraste tu nota
       *[other] Retiraste tus { $count } notas
    } de la partida { $game } ({ $position }).
# $note es el comando que añade una nota.
notes-none = No tienes notas en la partida { $game }. Añade una con { $note }: se guarda en la posición, solo para ti.
# El título de la lista de notas; $white y $black son los nombres de los jugadores.
notes-heading = Tus notas de la partida { $game }, { $white } contra { $black } (solo tú las ves):
notes-more-in-pgn = …y { $count } más en el PGN adjunto, donde cada nota es un comentario.
notes-all-in-pgn = El PGN adjunto las lleva como comentarios.
notes-on-this-position = Tus notas de esta posición ({ $position }), solo para ti:

## Notas rechazadas.

notes-refusal-not-yours = No juegas la partida { $game }: las notas son para los jugadores de una partida, cada uno las suyas.
notes-refusal-empty = Tu nota está vacía.
notes-refusal-too-long = Una nota puede tener { $limit } caracteres; la tuya tiene { $length }. Divídela en dos.
# $typed es el número indicado; $last, la última posición de la partida, en semijugadas.
notes-refusal-no-such-position = La posición { $typed } no está en la partida: indica un número de semijugadas de 0 (el inicio) a { $last } (ahora).
# $delete es el comando que retira notas.
notes-refusal-too-many = Tienes { $limit } notas en la partida { $game }, el máximo por partida. Retira algunas antes con { $delete }.
notes-refusal-none-there = No tienes notas en la posición { $ply } de esa partida. Míralas todas con { $notes }.
