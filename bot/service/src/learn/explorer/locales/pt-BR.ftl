## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

explorer-description = Os lances jogados a partir de uma posição em partidas encerradas e como essas partidas terminaram.
    .name = aberturas
explorer-variant = Qual jogo (padrão: o jogo deste canal, senão Xadrez do Santuário)
    .name = variante
explorer-moves = Lances desde o início, ex.: e4 e5 Nf3 (padrão: a partida deste canal como está agora)
    .name = lances
explorer-everyone = Conte as partidas de todos os servidores, não só as deste servidor
    .name = todos_servidores

## A resposta do explorador: um título, uma linha por lance jogado a partir da posição, uma nota.

# $variant é o nome do jogo; $position é explorer-start ou explorer-after; $scope é server ou everyone.
explorer-heading = Explorador de aberturas · { $variant } · { $position } · { $scope ->
        [server] partidas deste servidor
       *[everyone] partidas de todos os servidores
    }
explorer-start = a posição inicial
# $moves é a linha em SAN com os números dos lances ("1. e4 e5 2. Nf3").
explorer-after = após { $moves }
# $move é o lance em SAN; $games, quantas partidas o jogaram; $white, $draws e $black, a parcela dessas
# partidas que cada lado venceu ou que empataram, em porcentagem; $rating, o rating médio dos jogadores delas, ou none.
explorer-row = { $move }: { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } · Brancas { $white }% · empates { $draws }% · Pretas { $black }%{ $rating ->
        [none] {""}
       *[other] {" "}· rating médio { $rating }
    }
# $scope é server ou everyone.
explorer-none = { $scope ->
        [server] Nenhuma partida encerrada neste servidor chegou a esta posição ainda.
       *[everyone] Nenhuma partida encerrada chegou a esta posição ainda.
    }
# $moves é quantos lances de cada partida o explorador guarda.
explorer-note = Com base nos primeiros { $moves } lances das partidas encerradas, incluídos quando cada partida termina: o que as pessoas jogaram, nunca a avaliação de um motor sobre uma partida em andamento.
