## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

review-description = O Sanctum analisa uma partida encerrada: deslizes, vitórias perdidas, precisão e um gráfico.
    .name = analisar
review-game = O número da partida (padrão: a última partida deste canal)
    .name = partida

## Uma análise: as conclusões sobre uma partida encerrada.

# $game é o número da partida; $white e $black, os nomes dos jogadores; $result, o placar (1-0, 0-1, 1/2-1/2).
review-heading = Análise da partida { $game } — { $white } (Brancas) x { $black } (Pretas), { $variant }, { $result }.
# A precisão de cada lado, em porcentagem.
review-accuracy = Precisão: { $white } { $white_accuracy }% · { $black } { $black_accuracy }%
# $points é quanto da chance de vitória de um lado (em pontos de 100) um lance precisa entregar para ser marcado.
review-clean = Nenhuma imprecisão, erro ou erro grave: nenhum lance entregou { $points } pontos da chance de vitória do seu lado.
# Os lances marcados de um lado, contados, depois do nome do jogador.
review-tally = { $name }: { $inaccuracies ->
        [0] nenhuma imprecisão
        [one] { $inaccuracies } imprecisão
       *[other] { $inaccuracies } imprecisões
    }, { $mistakes ->
        [0] nenhum erro
        [one] { $mistakes } erro
       *[other] { $mistakes } erros
    }, { $blunders ->
        [0] nenhum erro grave
        [one] { $blunders } erro grave
       *[other] { $blunders } erros graves
    }
review-tally-none = { $name }: nada marcado
# Um lance marcado: $number é o número como se escreve antes de um lance (12. para as Brancas, 12... para as Pretas), $name quem o jogou, $played o lance, $better o lance melhor.
review-note-slip = { $slip ->
    [inaccuracy] { $number } { $played } ({ $name }): imprecisão — melhor era { $better }.
    [mistake] { $number } { $played } ({ $name }): erro — melhor era { $better }.
   *[blunder] { $number } { $played } ({ $name }): erro grave — melhor era { $better }.
}
# Uma vitória forçada desperdiçada: $better teria vencido, $win diz como ("santuário em 2"); $name jogou $played no lugar.
review-note-missed-win = { $number } { $better } teria vencido: { $win }. { $name } jogou { $played }.
# Como uma vitória forçada é obtida, pelo jogo ($variant é o id dele) e em quantos lances.
review-win = { $variant ->
    [sanctuary] santuário em { $moves }
    [scepter] o cetro em { $moves }
   *[chess] mate em { $moves }
}
# Mais lances marcados do que a análise lista.
review-more = … e mais { $more }.
# The engine's view of one position: its evaluation (from White's side) and the line it expected.
review-engine-line = Motor: { $eval } · { $line }
# A forced win in the engine's view: who wins, and how soon.
review-engine-win = { $side }: { $win }

## Uma análise a caminho, e quando ela não pode ser feita.

review-queue-next = Analisando… a próxima da fila.
review-queue-position = Analisando… posição { $place } na fila.
review-under-way = Analisando… em andamento.
# How far the engine has gone through the game.
review-progress = Analisando… lance { $done } de { $total }.
review-failed = A análise falhou do meu lado. Peça de novo; se continuar acontecendo, avise os administradores do servidor.
review-stopping = O Sanctum está reiniciando: peça a análise de novo daqui a um minuto.

## Recusas de análises. Nada foi alterado.

review-refusal-unfinished = Essa partida ainda está em andamento: ela pode ser analisada quando terminar.
review-refusal-aborted = Essa partida foi anulada antes de começar de verdade: não há nada para analisar.
# $game é o número da partida cuja análise espera.
review-refusal-waiting = Sua análise da partida #{ $game } ainda está esperando a vez. Peça outra quando ela for publicada.
review-refusal-busy = { $minutes ->
    [one] O Sanctum está ocupado analisando outras partidas. Tente de novo daqui a { $minutes } minuto.
   *[other] O Sanctum está ocupado analisando outras partidas. Tente de novo daqui a { $minutes } minutos.
}
review-refusal-nothing = Não há nenhuma partida encerrada sua aqui para analisar. Indique uma: { $review } (o número está no arquivo PGN dela e nas mensagens da partida).

## O gráfico de avaliação: as palavras desenhadas nele e o texto alternativo para leitores de tela.

# Na ponta direita do eixo dos números dos lances.
graph-axis = lance
graph-inaccuracy = imprecisão
graph-mistake = erro
graph-blunder = erro grave
graph-missed-win = vitória perdida
# Como estava a partida num ponto: $name é o nome de um jogador.
graph-winning = { $name } ganhando
graph-ahead = { $name } com vantagem
graph-level = igualdade
# $end, $best e $worst são graph-winning, graph-ahead ou graph-level.
graph-alt = Gráfico de avaliação da partida { $game } ao longo de { $moves ->
    [one] { $moves } lance
   *[other] { $moves } lances
}, do ponto de vista das Brancas: no fim, { $end }.
graph-alt-range = Gráfico de avaliação da partida { $game } ao longo de { $moves ->
    [one] { $moves } lance
   *[other] { $moves } lances
}, do ponto de vista das Brancas: no fim, { $end }; no melhor momento, { $best }; no pior, { $worst }.
# $moves: itens de graph-marked-move unidos com ponto e vírgula.
graph-marked = Marcados: { $moves }.
# $what: graph-inaccuracy, graph-mistake, graph-blunder ou graph-missed-win.
graph-marked-move = lance { $move } de { $name }, { $what }
