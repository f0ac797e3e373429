## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

vacation-description = Pause seus relógios em todas as partidas, até { $vacation_days } dias em quaisquer { $vacation_window_days }, ou encerre as férias antes.
    .name = ferias
vacation-days = Quantos dias, a partir de agora (no máximo { $vacation_days } em quaisquer { $vacation_window_days } dias)
    .name = dias
vacation-end = Encerre suas férias agora; os dias restantes não são contados
    .name = encerrar
