## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

resign-description = Abandone a partida deste canal (será pedida uma confirmação).
    .name = abandonar

draw-description = Proponha empate ou aceite o empate que o adversário propôs.
    .name = empate

abort-description = Anule a partida antes que os dois lados tenham jogado: sem resultado, sem mudança de rating.
    .name = anular

takeback-description = Peça para voltar o seu último lance (só em partidas casuais) ou aceite o pedido do adversário.
    .name = voltar-lance
