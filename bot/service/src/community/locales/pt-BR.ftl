## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

games-description = Suas partidas aqui: em andamento, desafios abertos (seus e de todos) e encerradas, recentes antes.
    .name = partidas
games-page = Página das partidas encerradas (padrão: 1)
    .name = pagina

leaderboard-description = O ranking do servidor numa variante, { $page_size } jogadores por página.
    .name = ranking
leaderboard-variant = Qual jogo (padrão: Xadrez do Santuário)
    .name = variante
leaderboard-page = Página (padrão: 1)
    .name = pagina
leaderboard-puzzles = Os ratings de problemas em vez dos de partidas
    .name = problemas
leaderboard-scope = As partidas deste servidor (o padrão) ou as partidas entre servidores do lobby
    .name = escopo

stats-description = Os ratings e resultados de um jogador em cada variante (padrão: os seus).
    .name = desempenho
stats-player = De quem (padrão: você)
    .name = jogador

## Partidas: as partidas em andamento de quem lê, os desafios dessa pessoa e os desafios abertos do servidor, em listas.

# $label é vazio ou, numa partida de torneio, " (Torneio 3, rodada 2)"; $turn é "sua vez" ou games-their-move; $due, um momento.
games-going-on = partida { $game } · { $variant } contra { $opponent }{ $label } em { $channel } — { $turn }, prazo: { $due }
games-their-move = vez de { $name }
games-challenge-posted = você publicou um desafio aberto de { $variant } em { $channel } — expira { $expires }
games-challenge-sent = você desafiou { $opponent } para uma partida de { $variant } em { $channel } — expira { $expires }
games-challenge-received = { $challenger } desafiou você para uma partida de { $variant } em { $channel } — expira { $expires }
# Um desafio aberto: quem o fez, o jogo, ranqueada ou casual, dias por lance, onde.
games-seek = { $challenger }: { $variant }, { $rated ->
        [rated] ranqueada
       *[casual] casual
    }, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance, em { $channel } — expira { $expires }
games-none = Você ainda não tem partidas neste servidor. Comece uma com { $challenge }, ou omita o oponente para fazer um desafio aberto que qualquer pessoa daqui pode aceitar.

## Ranking e desempenho: ratings e resultados.

# $scope: server (as partidas deste servidor) ou global (partidas entre servidores).
leaderboard-none-yet = { $scope ->
        [global] Nenhuma partida ranqueada de { $variant } terminou entre servidores ainda.
       *[server] Nenhuma partida ranqueada de { $variant } terminou neste servidor ainda.
    }
# $title é o ranking do jogo, em negrito.
leaderboard-heading = { $title } (página { $page } de { $pages })
# Um jogador: posição, nome, rating, partidas ranqueadas, depois vitórias (V), empates (E) e derrotas (D).
leaderboard-line = { $rank }. { $name } — { $rating } · { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } · { $wins }V { $draws }E { $losses }D
# $mark é o "?" depois de um rating.
leaderboard-provisional = Um { $mark } marca um rating provisório: ele se firma depois de mais algumas partidas.
stats-none = { $name } ainda não tem partidas ranqueadas neste servidor.
stats-none-here = Ainda não há partidas ranqueadas neste servidor.
# O rating e os resultados num jogo.
stats-line = { $variant }: { $rating } — { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }: vitórias { $wins }, empates { $draws }, derrotas { $losses }
stats-global = Entre servidores (os ratings globais do lobby):
stats-against-sanctum = Contra o Sanctum (casual):
# Os resultados contra um dos níveis do Sanctum.
stats-level-line = nível { $level }: vitórias { $wins }, empates { $draws }, derrotas { $losses }

## Títulos de listas de partidas.

games-finished-heading = Suas partidas encerradas
games-your-move = sua vez
# O título do ranking, em negrito: $variant é o nome do jogo.
leaderboard-title = Ranking de { $variant }
leaderboard-title-global = Ranking de { $variant } entre servidores
games-heading = Suas partidas
games-challenges-heading = Seus desafios abertos
games-open-heading = Desafios abertos que qualquer pessoa daqui pode aceitar

## Nomes dos tópicos (o Discord os corta em 100 caracteres). $white e $black são os nomes dos jogadores.

# O tópico de uma partida: o nome curto do jogo, depois os jogadores.
thread-game = { $variant ->
    [chess] Xadrez
    [scepter] Cetro
   *[sanctuary] Santuário
} · { $white } x { $black }
# $tournament: o nome do torneio ("Torneio 3 (Xadrez do Santuário, todos contra todos)").
thread-tournament = 🏆 { $tournament }
# O tópico de uma partida de torneio: R e o número da rodada.
thread-tournament-board = R{ $round } · { $white } x { $black }
# O tópico de uma partida de confronto: C e o número do confronto, T o tabuleiro e a partida dele (1 ou 2).
thread-match-game = C{ $match } T{ $board }.{ $leg } · { $white } x { $black }
thread-match-scoreboard = Confronto { $match } · placar
