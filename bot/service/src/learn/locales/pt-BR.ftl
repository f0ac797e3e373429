## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

rules-description = Explica as regras de uma variante, com uma imagem da posição inicial.
    .name = regras
rules-variant = Qual jogo
    .name = variante

learn-description = Aprenda um jogo, aula por aula: cada uma com uma posição, um objetivo e alguns lances.
    .name = aprender
learn-variant = O curso de qual jogo (padrão: Xadrez do Santuário)
    .name = variante
learn-lesson = O número de uma aula do curso (padrão: a sua próxima)
    .name = aula
