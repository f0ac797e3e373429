## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

puzzle-description = Um problema para resolver, perto do seu rating de problemas; responda com o comando resolver.
    .name = problema
puzzle-variant = Qual jogo (padrão: o do seu último problema, senão Xadrez do Santuário)
    .name = variante
puzzle-theme = Só problemas deste tipo
    .name = tema

solve-description = Responda ao seu problema ou aula com um lance.
    .name = resolver
solve-move = Seu lance, ex.: Nf3 ou g1f3
    .name = lance
