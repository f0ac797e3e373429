## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

vote-description = Vote na partida da sua equipe (contra o Sanctum ou outro servidor): um lance, empate ou abandono.
    .name = votar
vote-move = O lance que você quer que a equipe jogue
    .name = lance
vote-draw = Vote para propor (ou aceitar) empate
    .name = empate
vote-resign = Vote para abandonar a partida
    .name = abandonar
