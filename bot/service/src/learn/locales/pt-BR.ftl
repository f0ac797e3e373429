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

## As regras de cada jogo, um parágrafo por linha depois do nome do jogo. As palavras em negrito
## são mensagens próprias, passadas ao parágrafo como argumentos.

# $archbishop e $guard são os nomes das peças em negrito (rules-archbishop, rules-swiss-guard); A e G são as letras delas nos lances.
rules-sanctuary-pieces = Não há rei nem dama. Em vez deles, cada lado tem um { $archbishop } (A, coluna d), que se move como bispo ou como cavalo, e um { $guard } (G, coluna e), que salta uma ou duas casas em qualquer direção reta ou diagonal, pulando por cima de qualquer peça.
rules-archbishop = arcebispo
rules-swiss-guard = guarda suíço
rules-sanctuary-nothing-royal = Nenhuma peça é real: não há xeque, xeque-mate nem roque — todo lance que as peças permitem é legal.
# $refugee é a palavra em negrito (rules-refugee).
rules-sanctuary-pawns = Os peões nunca são promovidos. Um peão que chega à última fileira vira um { $refugee }: nunca mais pode se mover nem ser capturado.
rules-refugee = refugiado
# $label é rules-how-to-win em negrito.
rules-sanctuary-win = { $label } logo depois do seu lance, tenha duas peças na primeira fileira do adversário (refugiados contam) que ele não possa capturar. Duas lá, com uma atacável? O adversário precisa capturá-la na hora, ou perde.
rules-how-to-win = Como vencer:
# $label é rules-draws em negrito.
rules-sanctuary-draws = { $label } o jogador da vez sem nenhum lance legal, cinquenta lances sem captura nem lance de peão, tripla repetição, ou nenhum dos lados com duas peças.
rules-draws = Empates:
rules-scepter-ideas = Xadrez, com duas ideias novas.
# $label é rules-the-scepter em negrito.
rules-scepter-scepter = { $label } fica na casa inicial de cada rei: o das Brancas em e1, o das Pretas em e8. Ele nunca se move. Se o seu rei pisar na casa do cetro do adversário — com um lance normal ou uma captura —, você vence na hora. O seu rei continua sem poder se mover para xeque, então um cetro protegido está a salvo.
rules-the-scepter = O cetro
# $label é rules-sliding-pawn em negrito.
rules-scepter-slide = { $label } quando uma peça inimiga está logo à frente do seu peão, ele também pode avançar uma casa na diagonal para uma casa vazia, deslizando ao lado dela.
rules-sliding-pawn = O peão deslizante:
rules-scepter-endings = O xeque-mate também vence; afogamento, cinquenta lances e tripla repetição empatam. Um rei sozinho ainda pode vencer, então não há empate por falta de material.
rules-chess = As regras de sempre (FIDE): roque, en passant, promoção, xeque e xeque-mate. Afogamento, cinquenta lances sem captura nem lance de peão, tripla repetição e posições em que ninguém pode mais dar xeque-mate são empate automático — ninguém precisa reivindicar.

## A legenda abaixo da imagem das regras: um nome, depois uma ou duas frases que o explicam.
## A imagem quebra as explicações em linhas; mantenha cada nome em poucas palavras (uma linha).

legend-archbishop = Arcebispo
legend-archbishop-text = Move-se como bispo ou como cavalo. Fica onde estaria a dama.
legend-swiss-guard = Guarda suíço
legend-swiss-guard-text = Salta uma ou duas casas em linha reta ou na diagonal, por cima de qualquer peça. Não é real: não há xeque.
legend-refugee = Refugiado
legend-refugee-text = Um peão que chegou à última fileira. Nunca mais se move e não pode ser capturado.
legend-safe-in-sanctuary = A salvo no santuário
legend-safe-in-sanctuary-text = Na última fileira (destacada) e fora do alcance de todas as peças inimigas. Duas peças a salvo vencem.
legend-scepter = Cetro
legend-scepter-text = Fica em e1 e em e8 a partida inteira. O rei que pisa no cetro inimigo vence.
legend-scepter-in-danger = Cetro em perigo
legend-scepter-in-danger-text = O rei inimigo poderia tomar este cetro no próximo lance.
legend-sliding-pawn = Peão deslizante
legend-sliding-pawn-text = Um peão bloqueado por uma peça adversária pode avançar uma casa na diagonal para uma casa vazia.
legend-checkmate = Xeque-mate
legend-checkmate-text = O xeque-mate também vence, como no xadrez.
legend-last-move = Último lance
legend-last-move-text = As casas de onde o último lance saiu e aonde chegou ficam em amarelo.
legend-check = Xeque
legend-check-text = Um rei atacado brilha em vermelho.
