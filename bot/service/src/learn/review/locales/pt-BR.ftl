## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

review-description = O Sanctum analisa uma partida encerrada: deslizes, vitórias perdidas, precisão e um gráfico.
    .name = analisar
review-game = O número da partida (padrão: a última partida deste canal)
    .name = partida
