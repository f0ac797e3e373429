## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

conditional-description = Programe respostas aos próximos lances do adversário, jogadas assim que ele jogar o esperado.
    .name = condicional
conditional-line = if <lance do adversário> then <o seu>; … ex.: if Nf6 then e5; if Nf6 e5 Nd5 then c4
    .name = linha
conditional-clear = Apague seus lances condicionais programados
    .name = limpar
