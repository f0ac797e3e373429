## As páginas web: o que todas as páginas têm em comum.

# O rótulo da lista de links para a mesma página em cada idioma, para leitores de tela.
page-languages = Idiomas
page-not-found-title = Página não encontrada
page-not-found-text = Não há nada aqui. A página de uma partida é aberta pelo link dela no Discord.

## As páginas web: a página inicial.

page-home-intro = O Sanctum organiza partidas por correspondência de Xadrez do Santuário, Capture o Cetro e xadrez no Discord. As mensagens de cada partida lá trazem o link para a página dela.
page-home-rules-link = Como jogar cada jogo
page-home-learn-link = Aprenda-os aula por aula
# A descrição da página inicial na prévia de um link.
page-home-description = Xadrez do Santuário, Capture o Cetro e xadrez por correspondência no Discord.

## As páginas web: respostas simples quando as páginas estão ocupadas (sem página em volta).

page-busy-drawing = O Sanctum está desenhando outros replays; tente de novo daqui a pouco.
page-busy-watchers = Há páginas demais acompanhando partidas; recarregue mais tarde.
page-busy-watching-too-many = Você está acompanhando partidas demais ao mesmo tempo; feche algumas páginas.

## As páginas web: as regras de cada jogo.

# $variant é o nome completo de um jogo: Xadrez do Santuário, Capture o Cetro, Xadrez.
page-rules-title = Como jogar { $variant }
page-rules-learn-link = Aprenda { $variant } aula por aula
# Seguido de links para os outros jogos.
page-rules-other-games = Os outros jogos:
# A descrição da página na prévia de um link.
page-rules-description = As regras de { $variant }, como o Sanctum o joga no Discord.
# Um link para as regras de um jogo.
page-rules-link = As regras de { $variant }
page-rules-index-title = Os jogos
page-rules-index-description = As regras de Xadrez do Santuário, Capture o Cetro e xadrez, como o Sanctum os joga no Discord.

## As páginas web: colunas das classificações e dos rankings.

page-column-player = Jogador
# A palavra inteira que o título curto da coluna de pontos abrevia.
page-column-points = pontos
# O título curto da coluna de pontos.
page-column-points-short = PTS
page-column-rating = Rating
page-column-games = Partidas
# O que o título curto da coluna de resultados abrevia.
page-column-record = vitórias, empates, derrotas
# O título curto da coluna de resultados: partidas ganhas, empatadas e perdidas.
page-column-record-short = V E D

## As páginas web: a página de um torneio.

page-tournament-standings = Classificação
# O texto alternativo da imagem da tabela cruzada; $tournament é o título do torneio.
page-tournament-crosstable-alt = Tabela cruzada de { $tournament }: veja a classificação acima.
page-tournament-round = Rodada { $round }
# $players são os nomes dos jogadores sem partida nesta rodada, separados por vírgulas; $count é quantos são.
page-tournament-byes = Sem emparelhamento: { $players }

## As páginas web: a página de uma partida.

# Os links que percorrem as posições de uma partida.
page-game-first = « Primeira
page-game-back = ‹ Anterior
page-game-forward = Próxima ›
page-game-last = Última »
# $number é o número da partida.
page-game-number = Partida { $number }
# Um link para o torneio a que a partida pertence.
page-game-tournament-link = o torneio
# O rótulo da lista dos relógios dos jogadores, para leitores de tela.
page-game-clocks = Relógios
# O rótulo dos links que percorrem a partida, para leitores de tela.
page-game-steps = Percorrer a partida
# O rótulo da lista de lances, para leitores de tela.
page-game-moves = Lances
# O link para a posição antes do primeiro lance.
page-game-start = Início
page-game-review = Análise
# $players é o nome, o lado e a precisão de cada jogador, separados por " · ".
page-game-accuracy = Precisão: { $players }
page-game-no-slips = Nenhum deslize: o resultado nunca mudou de mãos.
page-game-download-pgn = Baixar PGN
page-game-download-gif = Baixar o replay (GIF)

## As páginas web: os cursos.

page-learn-title = Aprenda os jogos
page-learn-intro = Cada curso tem algumas aulas curtas: uma posição, um objetivo e alguns lances. Leia-as aqui; jogue-as no Discord, onde o Sanctum responde aos seus lances e guarda as suas estrelas.
# Depois da introdução de um curso; $count é o número de aulas (sempre várias).
page-learn-lesson-count = { $count } aulas.
# A descrição dos cursos na prévia de um link.
page-learn-description = Aulas curtas de Xadrez do Santuário, Capture o Cetro e xadrez.
# $course é o título do curso.
page-learn-course-heading = { $course }: o curso
# $command é o comando que joga o curso.
page-learn-play-course = Jogue o curso no Discord com { $command }.
page-learn-every-course = Todos os cursos
# O título da página do curso; $course é o título do curso.
page-learn-course-title = Aprenda { $course }
# Depois da introdução de um curso na prévia de um link; $count é o número de aulas (sempre várias).
page-learn-course-description = { $count } aulas curtas.
# Um link para o curso de um jogo; $variant é o nome completo do jogo.
page-learn-link = Aprenda { $variant }
page-learn-courses = Cursos
page-learn-lesson-heading = Aula { $number } de { $of }: { $title }
page-learn-hint = Uma dica
page-learn-answer = A resposta
# Um passo da resposta de uma aula: $move é o lance a jogar; $reply, a resposta do Sanctum a ele.
page-learn-answered = { $move }, respondido com { $reply }
# $command é o comando que joga a aula.
page-learn-play-lesson = Jogue-a no Discord com { $command }.
page-learn-previous = ← Aula anterior
page-learn-all-lessons = Todas as aulas
page-learn-next = Próxima aula →
# O título da página da aula; $course é o título do curso, $title o da aula.
page-learn-lesson-title = { $course } · aula { $number }: { $title }

## As páginas web: problemas.

# $variant é o nome completo de um jogo.
page-puzzles-title = Problemas de { $variant }
# $command é o comando que distribui problemas.
page-puzzles-intro = Posições em que uma linha vence. Resolva-as no Discord com { $command }: o Sanctum joga a defesa e calcula o seu rating contra cada problema. Aqui, alguns de cada tipo, dos mais fáceis aos mais difíceis.
page-puzzles-none = Ainda não há problemas deste jogo.
# A descrição dos problemas na prévia de um link.
page-puzzles-description = Problemas de { $variant }: encontre a linha que vence.
# $id é o id do problema, como o Discord o mostra.
page-puzzle-title = Problema { $id }
# O rating de um problema, depois do objetivo ou do nome do jogo.
page-puzzle-rated = rating { $rating }
# $move é o último lance jogado antes da posição do problema.
page-puzzle-last-move = Último lance: { $move }.
page-puzzle-solution = A solução
# $source é de onde o problema vem: uma partida, um estudo.
page-puzzle-source = Origem: { $source }.
# $command é o comando que distribui problemas como este.
page-puzzle-more = Mais problemas como este no Discord: { $command }.
# O título da página do problema; $variant é o nome completo do jogo, $id o id do problema.
page-puzzle-page-title = Problema { $id } de { $variant }

## As páginas web: os rankings de um servidor.

page-server-title = Rankings
page-server-none = Nenhuma partida ranqueada terminou neste servidor ainda.
# Abaixo de um ranking que mostra só os melhores jogadores.
page-server-best = Os { $shown } melhores de { $total } jogadores.
page-server-provisional = Um rating com ? é provisório: ele se firma depois de mais algumas partidas.
# O ranking de um jogo na prévia de um link; $players é quantos jogadores ele tem.
page-server-board-players = { $players ->
    [one] { $variant }: { $players } jogador
   *[other] { $variant }: { $players } jogadores
}
# A descrição dos rankings na prévia de um link, quando ainda não há nenhum.
page-server-description = Os rankings do Sanctum num servidor do Discord.

## As páginas web: a página de um jogador.

page-player-leaderboards-link = Os rankings do servidor
page-player-none = Ainda não há partidas ranqueadas neste servidor.
page-player-recent = Partidas recentes
# A descrição da página de um jogador na prévia de um link, quando ele ainda não tem rating.
page-player-description = Um jogador do Sanctum.
page-player-record = { $games ->
    [one] { $games } partida: vitórias { $wins }, empates { $draws }, derrotas { $losses }
   *[other] { $games } partidas: vitórias { $wins }, empates { $draws }, derrotas { $losses }
}
# A descrição do gráfico de rating para leitores de tela; $games é quantos pontos ele tem (sempre vários), $first e $last o primeiro e o último rating, $low e $high o menor e o maior.
page-player-graph-label = Rating de { $variant } após cada uma das últimas { $games } partidas ranqueadas: de { $first } a { $last }, entre { $low } e { $high }.

## As páginas web: a página privada de um jogador para jogar.

# $side é Brancas ou Pretas, $player o nome do jogador.
page-play-you-play = Você joga com as { $side } ({ $player }). Este link é só seu: quem o tiver pode jogar por você.
page-play-your-move = Sua vez
# O botão que joga o lance escolhido na lista.
page-play-submit = Jogar
page-play-hint = Ou clique numa peça do tabuleiro e depois na casa para onde ela vai. As setas do teclado passam de casa em casa; Enter escolhe.
page-play-not-your-move = Não é a sua vez. Esta página avança sozinha quando for.
page-play-board-label = O tabuleiro: escolha uma peça e depois para onde ela vai
page-play-empty = vazia
page-play-cancel = Cancelar
page-play-which = Qual lance?
page-play-ask = Jogar { $move }?
page-play-play = Jogar { $move }
page-play-playing = Jogando { $move }…
page-play-your-turn-not = Não é a sua vez.
page-play-no-move = Essa peça não tem lances.
page-play-may-go = { $piece } em { $square } pode ir para { $squares }.
page-game-review-none = Esta partida ainda não tem análise do motor. Qualquer um dos jogadores pode pedi-la na sua própria página, ou qualquer pessoa no servidor da partida com { $review }.
page-play-review-ask = Pedir ao motor que analise esta partida
page-play-review-ask-note = O motor revisa cada lance e marca os erros. A análise é publicada no canal da partida e mostrada na página da partida, com a linha dele em cada posição.
page-play-review-waiting = O motor está analisando esta partida. A análise será publicada no canal da partida e mostrada na página da partida; recarregue esta página para ver quando terminar.
page-play-review-done = O motor analisou esta partida: veja a análise e as linhas na página da partida
page-live-new = Um novo lance foi jogado: ver
page-live-over = A partida terminou: veja como acabou
# Um link para a página pública da partida, seguido de page-play-game-page-note.
page-play-game-page = A página da partida
page-play-game-page-note = (todos os lances, o PGN; pode ser compartilhada)
page-play-notes = Suas notas
# $command é o comando que adiciona uma nota.
page-play-notes-hint = Só você as vê. Adicione uma com { $command } no Discord.
# Um grupo de lances na lista: $piece é a peça ("cavalo branco"), $square onde ela está.
page-play-piece-on = { $piece } em { $square }
# Ocupa o lugar de $piece em page-play-piece-on quando a peça não é conhecida.
page-play-a-piece = Uma peça
page-play-unreadable = Isso não foi reconhecido como lance; nada foi jogado. Escolha um da lista.
page-play-expired-title = Link expirado
page-play-expired-heading = Este link expirou
# $board é o comando que dá um link novo.
page-play-expired-text = Os links para jogar na web funcionam só por um tempo. Use { $board } no tópico da partida no Discord para obter um novo; a mensagem que diz que é a sua vez também traz um.
page-play-replaced-title = Link substituído
page-play-replaced-heading = Este link foi substituído
# $board é o comando que dá um link novo.
page-play-replaced-text = O jogador pediu um novo link para jogar esta partida, e todos os anteriores pararam de funcionar. Se foi você, use o novo, de { $board } ou da mensagem que diz que é a sua vez.
page-play-needs-link-title = Abra o seu link
page-play-needs-link-heading = Abra o seu link primeiro
# $board é o comando que dá um link.
page-play-needs-link-text = Esta página se abre pelo seu link pessoal para jogar, que o Sanctum envia com { $board } e com a mensagem que diz que é a sua vez. Abra esse link neste navegador (ele guarda um cookie só para esta partida, então os cookies precisam estar permitidos aqui).
page-play-not-ready-title = Indisponível
page-play-not-ready-heading = Ainda não está pronto
page-play-not-ready-text = O Sanctum ainda está iniciando; nada foi jogado. Tente de novo daqui a um minuto.
# Respostas simples a um lance enviado pela página que não pôde ser lido.
page-play-too-large = Um lance tem poucos bytes.
page-play-too-slow = O lance demorou demais para chegar.

## O que o serviço põe nas páginas (títulos, condições, situações, resultados)

# O título de uma partida: $variant é o nome completo do jogo; $white e $black, os nomes dos jogadores.
page-data-game-title = { $variant }: { $white } x { $black }
# As condições de uma partida: $rated é rated ou casual; $days, os dias por lance; $label, o
# torneio e a rodada a que ela pertence, depois de um espaço (archive-tournament-label), ou nada.
page-data-game-terms = { $rated ->
        [rated] ranqueada
       *[casual] casual
    }, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance{ $label }
# Uma partida em andamento: $name é o jogador da vez, $side o lado dele (Brancas, Pretas),
# $deadline o prazo do lance (uma data e hora UTC: 2026-11-23 14:05 UTC).
page-data-game-to-move = vez de { $name } ({ $side }), prazo: { $deadline }
# A precisão de um lado numa análise: $name é o jogador, $side o lado dele (Brancas,
# Pretas), $percent a precisão como número inteiro.
page-data-game-accuracy = { $name } ({ $side }) { $percent }%
# O relógio de um lado enquanto a partida continua: $name é o jogador, $side o lado dele
# (Brancas, Pretas), $clock o tempo restante ("tempo: 2 d 4 h · banco 6 d", bar-left-and-bank).
page-data-game-clock = { $name } ({ $side }): { $clock }
# O que está numa casa da página de um jogador, lido como o rótulo dela: $color é
# white ou black.
page-data-piece-pawn = { $color ->
        [white] Peão branco
       *[black] Peão preto
    }
page-data-piece-knight = { $color ->
        [white] Cavalo branco
       *[black] Cavalo preto
    }
page-data-piece-bishop = { $color ->
        [white] Bispo branco
       *[black] Bispo preto
    }
page-data-piece-rook = { $color ->
        [white] Torre branca
       *[black] Torre preta
    }
page-data-piece-queen = { $color ->
        [white] Dama branca
       *[black] Dama preta
    }
page-data-piece-king = { $color ->
        [white] Rei branco
       *[black] Rei preto
    }
page-data-piece-archbishop = { $color ->
        [white] Arcebispo branco
       *[black] Arcebispo preto
    }
page-data-piece-guard = { $color ->
        [white] Guarda suíço branco
       *[black] Guarda suíço preto
    }
# Um peão do Xadrez do Santuário na última fileira.
page-data-piece-refugee = { $color ->
        [white] Refugiado branco
       *[black] Refugiado preto
    }
# O que um lance faz além das suas casas, ao lado dele na lista de lances: $role é a
# peça em que um peão se transforma (knight, bishop, rook, queen, archbishop, guard, king).
page-data-move-promotes = { $role ->
        [knight] promoção a cavalo
        [bishop] promoção a bispo
        [rook] promoção a torre
        [archbishop] promoção a arcebispo
        [guard] promoção a guarda suíço
        [king] promoção a rei
       *[queen] promoção a dama
    }
page-data-move-refugee = vira refugiado: nunca mais se move e não pode ser capturado
# A situação de um torneio, abaixo do título.
page-data-tournament-open = inscrições abertas
page-data-tournament-cancelled = cancelado
# $done é quantas das $games partidas emparelhadas até agora terminaram.
page-data-tournament-running = { $games ->
        [one] em andamento: { $done } de { $games } partida encerrada
       *[other] em andamento: { $done } de { $games } partidas encerradas
    }
# $games é quantas partidas ele teve.
page-data-tournament-finished = { $games ->
        [one] encerrado: { $games } partida
       *[other] encerrado: { $games } partidas
    }
# Uma partida de torneio ainda sem resultado (uma partida em andamento é archive-result-going-on).
page-data-board-not-started = ainda não começou
# Uma partida de torneio que terminou sem resultado próprio (o placar dela é mostrado de outro modo).
page-data-board-forfeit = W.O.
# Um jogador que fica de fora de uma rodada: $name é o nome dele.
page-data-bye-pairing = { $name } (folga, vale o ponto de uma vitória)
page-data-bye-half = { $name } (folga de meio ponto)
page-data-bye-zero = { $name } (sem emparelhamento)
# Representa um jogador cujo nome o Sanctum não conhece (nunca o id dele).
page-data-a-player = um jogador
# Uma das partidas recentes de um jogador: $variant é o nome completo do jogo, $opponent o nome
# do outro jogador, $side o lado do próprio jogador (Brancas, Pretas).
page-data-recent-title = { $variant } contra { $opponent } ({ $side })
# Como foi: $verdict é vitória, derrota ou empate (archive-verdict-…), $by como terminou
# (archive-by-…), $result o placar (1-0, 0-1, 1/2-1/2).
page-data-recent-result = { $verdict } { $by }, { $result }
# De onde vem um problema, depois do "Origem:" de page-puzzle-source: os problemas do próprio Sanctum.
page-data-puzzle-source-starter = as próprias partidas do Sanctum

## As páginas web: o explorador de aberturas na página de uma partida e sozinho.

page-explorer-title = Explorador de aberturas
page-explorer-open = Explorador de aberturas: o que se jogou aqui
page-explorer-see = Ver os lances jogados a partir desta posição
page-explorer-move = Lance
page-explorer-games = Partidas
page-explorer-results = Brancas / empates / Pretas
page-explorer-rating = Rating médio
page-explorer-from-start = Voltar à posição inicial
page-explorer-back-to-game = Voltar à posição da partida

page-activity-title = Sanctum
page-activity-connecting = Conectando ao Discord…
page-activity-signing-in = Entrando pelo Discord…
page-activity-refused = O Discord não fez o seu login, então o Sanctum não pode mostrar suas partidas. Feche a atividade e abra de novo.
page-activity-outside = Esta é a atividade do Sanctum: abra-a dentro do Discord.
page-activity-none = Você não tem nenhuma partida em andamento aqui. Desafie alguém com /challenge e abra a atividade de novo.
page-activity-failed = O Sanctum não conseguiu carregar isto. Feche a atividade e abra de novo.
page-activity-games = Suas partidas
page-activity-you-play = Você joga com as { $side } ({ $player }).
