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
