## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

block-description = Mantenha longe os desafios de alguém (ou veja quem você bloqueia, ou desbloqueie).
    .name = bloquear
block-player = Quem bloquear (nenhum: ver quem você bloqueia)
    .name = jogador
block-remove = Desbloquear em vez disso
    .name = desbloquear
