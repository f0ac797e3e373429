## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

conditional-description = Programe respostas aos próximos lances do adversário, jogadas assim que ele jogar o esperado.
    .name = condicional
conditional-line = if <lance do adversário> then <o seu>; … ex.: if Nf6 then e5; if Nf6 e5 Nd5 then c4
    .name = linha
conditional-clear = Apague seus lances condicionais programados
    .name = limpar

## Lances condicionais: a fila como o dono a lê. $game é o número de uma partida, $opponent o nome de um jogador. Cada linha programada vem na sua própria linha, como digitada: "if Nf6 then e5" (if e then ficam em inglês: o leitor de lances os reconhece).

conditional-queued = Programado na partida { $game } contra { $opponent }:
# $show e $clear são comandos.
conditional-queued-how = Quando { $opponent } jogar um lance que você espera, a sua resposta é jogada na hora; qualquer outro lance limpa a fila. Uma nova linha substitui esta; { $show } a mostra, { $clear } a limpa.
conditional-cleared = Seus lances condicionais na partida { $game } foram apagados.
conditional-none-to-clear = Você não tinha lances condicionais na partida { $game }.
# $queue é o comando que programa uma linha.
conditional-none-in-game = Você não tem lances condicionais na partida { $game }. Programe respostas ao próximo lance do adversário com { $queue }.
conditional-none-here = Você não tem lances condicionais programados nas partidas deste servidor. Numa partida, enquanto é a vez do adversário: { $queue }.
# $move é o lance que limpou a fila.
conditional-cleared-by = Seus lances condicionais na partida { $game } foram apagados: { $opponent } jogou { $move }, que não estava previsto neles.
conditional-queue-heading = Seus lances condicionais na partida { $game } contra { $opponent }:
conditional-clears-them = { $clear } os apaga.

## Lances condicionais recusados. $if e $then são as palavras if e then, como a linha deve trazê-las.

conditional-refusal-own-move = É a sua vez: jogue primeiro com { $move }. Os lances condicionais respondem ao próximo lance do adversário, então são programados enquanto é a vez dele. Nada foi programado.
# $clear é o nome da opção limpar.
conditional-refusal-line-and-clear = Indique uma linha para programar ou { $clear }, não os dois. Nada foi alterado.
# O que está errado numa cláusula; vem depois da cláusula como digitada e de dois-pontos, em conditional-line-shape.
conditional-shape-no-if = uma cláusula começa com { $if }
conditional-shape-no-then = uma cláusula precisa de { $then } antes da sua resposta
conditional-shape-no-moves = indique o lance do adversário entre { $if } e { $then }
conditional-shape-answer = escreva exatamente um lance depois de { $then }: a sua resposta
conditional-shape-ends-with-own-move = os lances depois de { $if } se alternam, começando pelo do adversário, e terminam com um lance dele
conditional-shape-too-long = uma cláusula pode indicar no máximo { $limit } lances
conditional-line-empty = Escreva pelo menos uma cláusula, ex.: { $example }.
conditional-line-too-long = Essa linha é longa demais: no máximo { $limit } caracteres.
conditional-line-too-many-clauses = São cláusulas demais: no máximo { $limit } de cada vez.
# $clause é a cláusula como digitada; $problem, uma das mensagens conditional-shape; $syntax e $example mostram como se escreve uma linha.
conditional-line-shape = { $clause }: { $problem }. Escreva { $syntax }, ex.: { $example }.
# $move é o lance como digitado; $why é o motivo das regras, em inglês; $clause, a cláusula como digitada.
conditional-line-illegal-now = { $move } não é legal na posição atual: { $why }. (Em { $clause }.)
# $after são os lances anteriores na cláusula, numerados: 1... Nf6 2. e5
conditional-line-illegal-after = { $move } não é legal depois de { $after }: { $why }. (Em { $clause }.)
conditional-line-unplayable-now = { $move } não pode ser jogado na posição atual: { $why }. (Em { $clause }.)
conditional-line-unplayable-after = { $move } não pode ser jogado depois de { $after }: { $why }. (Em { $clause }.)
# $after são os lances respondidos, numerados: 1... Nf6; $first e $second, as duas respostas.
conditional-line-two-answers = Duas respostas para { $after }: { $first } e { $second }. Escolha uma.
# Vem depois de toda recusa de uma linha.
conditional-nothing-queued = Nada foi programado.
