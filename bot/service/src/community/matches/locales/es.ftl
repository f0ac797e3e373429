## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

match-description = Encuentros contra otro servidor del lobby: desafiar, empezar, retirarse, marcador, historial.
    .name = encuentro
match-variant = El juego del encuentro
    .name = variante
match-boards = Tableros, dos partidas cada uno (por defecto: 4)
    .name = tableros
match-days = Días por jugada (por defecto: el ajuste del servidor)
    .name = dias
match-start = Empezar el encuentro de este servidor (gestores)
    .name = empezar
match-withdraw = Salir del encuentro de este servidor; si ya empezó, pierdes tu tablero por incomparecencia
    .name = retirarse
match-history = Los encuentros terminados de este servidor
    .name = historial
match-allow_all = Volver a recibir propuestas de encuentro de todos los servidores, también los rechazados (gestores)
    .name = permitir_todos
match-server = Desafiar a este servidor del lobby (su id)
    .name = servidor
