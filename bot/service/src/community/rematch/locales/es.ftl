## Rechazos de revanchas. No se cambió nada.

# $challenge es el comando para publicar un desafío en el lobby.
rematch-refusal-across-servers = Una partida entre dos servidores no tiene botón de revancha: publica un nuevo desafío en el lobby con { $challenge } y tu rival podrá aceptarlo desde su servidor.
rematch-refusal-game-not-over = Esa partida sigue en curso: la revancha es para una partida terminada.
# $game es el número de la revancha; $start, el comando para empezar una partida.
rematch-refusal-already-rematched = Esta partida ya tuvo su revancha: la partida { $game }. Pide otra bajo esa o empieza una partida nueva con { $start }.
