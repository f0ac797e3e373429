## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

move-description = Jogue um lance na partida deste canal, em SAN (Nf3, exd5, O-O) ou UCI (g1f3).
    .name = lance
move-move = Seu lance; comece a digitar para ver os lances legais
    .name = lance

moves-description = Lista os lances legais da partida deste canal, peça por peça: o que cada peça pode fazer agora.
    .name = lances

board-description = Mostra o tabuleiro da partida deste canal, ou de qualquer partida do servidor pelo número.
    .name = tabuleiro
board-game = O número de uma partida (padrão: a partida deste canal)
    .name = partida
board-new_link = Desative seus links anteriores para jogar esta partida na web e receba um novo
    .name = novo_link

pgn-description = Uma partida em arquivo PGN, com replay animado: a deste canal ou qualquer uma pelo número.
    .name = pgn
pgn-game = O número de uma partida (padrão: a partida deste canal ou a última dele)
    .name = partida

history-description = Partidas encerradas de um jogador neste servidor, recentes primeiro, com resultados e adversários.
    .name = historico
history-player = De quem (padrão: você)
    .name = jogador
history-variant = Só este jogo (padrão: todos)
    .name = variante
history-page = Página (padrão: 1)
    .name = pagina

preferences-description = Veja ou mude como os tabuleiros aparecem para você e se seus lances esperam um Confirmar.
    .name = preferencias
preferences-orientation = O seu lado embaixo (meu lado) ou o lado da vez (lado da vez, o padrão)
    .name = orientacao
preferences-theme = Cores do tabuleiro: clássico, contraste (alto contraste) ou daltônico (seguro para vermelho-verde)
    .name = tema
preferences-confirm = Mostra o tabuleiro após o seu lance, com Confirmar / Cancelar, antes de ele ser jogado
    .name = confirmar

notify-description = Veja ou mude como o Sanctum avisa sobre suas partidas: mensagens diretas, lembretes, um resumo.
    .name = avisos
notify-dm = Uma mensagem direta quando for a sua vez (padrão: desligado)
    .name = dm
notify-remind80 = Um lembrete quando { $reminder_percent }% do seu tempo para um lance tiver passado (padrão: ligado)
    .name = lembrete80
notify-remind2h = Um lembrete quando faltarem 2 horas do seu tempo para um lance (padrão: desligado)
    .name = lembrete2h
notify-digest = Uma mensagem direta diária com as partidas que esperam o seu lance (padrão: desligado)
    .name = resumo

## Os lances como o canal os lê.

color-white = Brancas
color-black = Pretas
move-played = { $name } jogou { $move }.
move-played-conditional = ⚡ Lance condicional de { $name }: { $move }.
move-draw-lapses = A proposta de empate caducou: { $name } seguiu jogando.
move-thinking = { $name } está pensando…
move-team-to-move = Vez de { $name }: os membros votam com { $vote } — prazo: { $due }.
move-your-move = { $user }, é a sua vez — prazo: { $due }.
# $me e $them são os nomes dos lados (Brancas, Pretas); $square, uma casa como e8.
note-refugee = O peão das { $me } chega a { $square } e vira refugiado — não pode mais se mover nem ser capturado.
note-sanctuary-one = As { $me } têm uma peça no santuário em { $square }: mais uma lá, a salvo de captura, vence.
note-sanctuary-many = As { $me } têm { $n } peças no santuário. { $them }: capture em { $squares } ou perca.
note-scepter-threat = { $them }: o rei das { $me } pode tomar o seu cetro em { $square } no próximo lance — impeça ou perca.
note-check = As { $them } estão em xeque.

## Como terminou uma partida encerrada: a manchete da sua última mensagem.

# $name vence: o vencedor, mostrado em negrito como $winner abaixo.
ending-winner = { $name } vence
# A palavra mostrada em negrito como $draw abaixo.
ending-draw = empate
# Casas todas visadas: $first é uma casa, $rest uma ou mais ("h8", "b8 e h8").
ending-squares-and = { $first } e { $rest }
# $winner é "{ $name } vence" (ending-winner), em negrito; $side, o lado do vencedor (Brancas, Pretas).
ending-scepter = O rei de { $name } toma o cetro em { $square } — { $winner } com as { $side }!
ending-sanctuary = { $name } tem duas peças a salvo no santuário em { $squares } — { $winner } com as { $side }!
ending-checkmate = Xeque-mate — { $winner } com as { $side }!
# $draw é a palavra "empate" (ending-draw), em negrito.
ending-stalemate = Afogamento: { $name } não tem nenhum lance legal — { $draw }.
ending-repetition = A mesma posição apareceu pela terceira vez — { $draw } por repetição.
ending-fifty-moves = Cinquenta lances de cada lado sem captura nem lance de peão — { $draw }.
ending-insufficient-material = Nenhum dos lados pode mais dar xeque-mate — { $draw }.
ending-dead-position = Nenhum dos lados tem mais duas peças, então ninguém pode vencer — { $draw }.
# $name é o jogador que abandonou.
ending-resignation = { $name } abandonou — { $winner } com as { $side }.
# $name é o jogador que ficou sem tempo.
ending-timeout = { $name } ficou sem tempo — { $winner } com as { $side }, por tempo.
ending-timeout-draw = { $name } ficou sem tempo, mas { $opponent } nunca poderia vencer com o que resta — { $draw }.
ending-agreement = Empate de comum acordo.
ending-adjudication = Adjudicada no prazo da rodada — { $winner } com as { $side }.
ending-adjudication-draw = Adjudicada no prazo da rodada — { $draw }.
ending-aborted = A partida foi anulada: sem resultado, ratings inalterados.

## Abaixo da manchete de uma partida encerrada: o resultado e os ratings.

# $result é o placar (1-0, 0-1, 1/2-1/2), em negrito; $white e $black mencionam os jogadores.
ending-result = Resultado: { $result } — { $white } (Brancas) x { $black } (Pretas), partida { $game }.
# $white e $black: o nome de um jogador e a mudança de rating, como "alice 1500? → 1662? (+162)".
ending-ratings = Ratings: { $white } · { $black }
ending-unrated-sanctum = Partidas contra o Sanctum são casuais: ratings inalterados.
ending-unrated-casual = Partida casual: ratings inalterados.
ending-unrated-short = Curta demais para contar (cada lado precisa fazer dois lances): ratings inalterados.

## Bancos de tempo: o tempo extra de um jogador, pago em dias inteiros quando um prazo vence.

# Um banco em dias, como $bank, $paid, $white_bank e $black_bank o dizem abaixo.
bank-days = { $days ->
    [0] nenhum dia
    [one] { $days } dia
   *[other] { $days } dias
}
bank-paid = { $user }, seu tempo para este lance na partida { $game } acabou, então o seu banco de tempo pagou { $paid }: o prazo do seu lance agora termina { $due }.
bank-left = Saldo do seu banco: { $bank }.
bank-now-empty = Seu banco agora está vazio: se este prazo vencer, você perde por tempo.
# Depois do prazo de uma partida, no tabuleiro: o nome e o banco de cada jogador.
bank-both = Bancos de tempo: { $white } { $white_bank }, { $black } { $black_bank }.
bank-on-vacation = { $name } está de férias, com os relógios pausados; volta { $back }.

## O relógio: uma derrota por tempo explicada, partidas anuladas antes dos primeiros lances, lembretes.

# $late é há quanto tempo o prazo venceu, como "2d 4h"; $bank, um banco em dias (bank-days).
deadline-bank-short = O banco de tempo de { $name } (saldo: { $bank }) não conseguiu cobrir o atraso de { $late } além do prazo.
deadline-bank-empty = O banco de tempo de { $name } está vazio.
# $late menciona o jogador que nunca jogou.
deadline-aborted = A partida { $game } foi anulada: { $late } não fez o primeiro lance contra { $opponent } a tempo. Sem resultado, ratings inalterados.
deadline-aborted-forfeit = A partida { $game } foi anulada: { $late } não fez o primeiro lance contra { $opponent } a tempo e por isso perde esta partida de torneio por W.O. Ratings inalterados.
deadline-team-reminder = A votação da equipe neste lance termina { $closes }: então o lance mais votado é jogado.
# $due é um momento, como "em 3 horas".
deadline-reminder-abort = { $user }, um lembrete: é a sua vez contra { $opponent } ({ $variant }, partida { $game }) — a partida será anulada { $due } se você não jogar.
deadline-reminder-bank = { $user }, um lembrete: é a sua vez contra { $opponent } ({ $variant }, partida { $game }) — seu banco de tempo (saldo: { $bank }) começa a pagar { $due } se você não jogar.
deadline-reminder-lose = { $user }, um lembrete: é a sua vez contra { $opponent } ({ $variant }, partida { $game }) — você perde por tempo { $due } se não jogar.

## Avisos aos jogadores sobre suas partidas: o primeiro lance, a vez deles, lembretes, o resumo.

# $join é o nome do botão; $vote, o comando de votar.
notify-first-move-teams = { $name } tem o primeiro lance. Os membros de cada equipe clicam em { $join } no próprio servidor e depois votam com { $vote }: os votos de uma equipe só são vistos no servidor dela.
notify-first-move = { $user }, você tem o primeiro lance: { $move }.
# Uma mensagem direta; $channel é onde a partida é jogada.
notify-turn = { $user }, é a sua vez na partida { $game } ({ $variant }) contra { $opponent } em { $channel }. Prazo: { $due }.
notify-turn-after = { $user }, é a sua vez na partida { $game } ({ $variant }) contra { $opponent } em { $channel }: { $opponent } jogou { $move }. Prazo: { $due }.
notify-late-reminder-abort = { $user }, faltam menos de 2 horas: é a sua vez contra { $opponent } ({ $variant }, partida { $game }) em { $channel } — a partida será anulada { $due } se você não jogar.
notify-late-reminder-lose = { $user }, faltam menos de 2 horas: é a sua vez contra { $opponent } ({ $variant }, partida { $game }) em { $channel } — você perde por tempo { $due } se não jogar.
# O título do resumo, mostrado em negrito como $digest abaixo.
notify-daily-digest-heading = Seu resumo diário
notify-daily-digest = { $digest }: { $count ->
        [one] { $count } partida espera
       *[other] { $count } partidas esperam
    } o seu lance.
# Uma partida no resumo.
notify-daily-digest-line = partida { $game } · { $variant } contra { $opponent } em { $channel } — prazo: { $due }
# $privacy e $direct são os nomes que o Discord dá aos seus ajustes (notify-dms-closed-…), em negrito.
notify-dms-closed = O Sanctum não conseguiu enviar uma mensagem direta a você: suas configurações de privacidade recusam mensagens dos membros deste servidor, então você é mencionado no canal da partida. Para receber mensagens diretas, abra o menu do servidor → { $privacy } → permita { $direct } e depois use { $notify }.
# O nome que o próprio Discord dá a este ajuste, como o Discord o mostra nesta língua.
notify-dms-closed-privacy = Configurações de privacidade
# O nome que o próprio Discord dá a este ajuste, como o Discord o mostra nesta língua.
notify-dms-closed-direct = Mensagens diretas

## A resposta do comando avisos: os ajustes de notificação do jogador, um por linha.

notify-settings-heading = Seus avisos:
notify-settings-saved = Salvo. Seus avisos:
notify-settings-turn-dm = Sua vez: uma mensagem direta (em vez da menção no canal da partida).
notify-settings-turn-ping = Sua vez: a menção no canal da partida.
notify-settings-remind80 = Lembrete quando { $reminder_percent }% do seu tempo tiver passado: { $state ->
        [on] ligado
       *[off] desligado
    }.
notify-settings-remind2h = Lembrete quando faltarem 2 horas: { $state ->
        [on] ligado
       *[off] desligado
    }.
notify-settings-digest = Resumo diário das partidas que esperam o seu lance, por mensagem direta: { $state ->
        [on] ligado
       *[off] desligado
    }.
notify-settings-reminders-dm = Os lembretes chegam por mensagem direta.
notify-settings-reminders-ping = Os lembretes chegam como menções no canal da partida.
notify-settings-retry = Qualquer mudança aqui volta a tentar as mensagens diretas.
notify-settings-change = Mude-os com { $change }

## Confirmação de lances, quando as preferências do jogador pedem.

# $confirm é o nome do botão.
confirm-ask = Jogar { $move }? Este é o tabuleiro depois dele. Nada é jogado até você clicar em { $confirm }.
confirm-already-played = Já jogado: { $move }. Confirmar de novo não muda nada.
confirm-cancelled = Cancelado: nada foi jogado. Jogue outro lance quando quiser.

## Lances: um lance digitado que duas peças poderiam fazer, e a lista do comando lances.

# $typed é o que o jogador escreveu; $moves, os lances que pode ser (play-which-or).
play-which = Que lance você quer dizer com { $typed }? { $moves }. Clique no que você quer ou escreva-o em SAN (com letra maiúscula para uma peça).
# Lances que são uma escolha cada: $first é um lance, $rest um ou mais ("Bxc4", "bxc4 ou Bxc4").
play-which-or = { $first } ou { $rest }
# $record é o comando que dá o registro da partida.
play-moves-over = A partida { $game } terminou: { $result }. Não restam lances a jogar; o registro dela: { $record }.
# O título da lista, mostrado em negrito como $to_move abaixo; $side é Brancas ou Pretas.
play-moves-to-move = Vez das { $side }
play-moves-heading = { $to_move } na partida { $game }: { $count ->
        [one] { $count } lance legal
       *[other] { $count } lances legais
    }.
# Uma linha da lista: um tipo de peça, depois os lances dela.
play-moves-pawn = peão: { $moves }
play-moves-knight = cavalo: { $moves }
play-moves-bishop = bispo: { $moves }
play-moves-rook = torre: { $moves }
play-moves-queen = dama: { $moves }
play-moves-king = rei: { $moves }
play-moves-archbishop = arcebispo: { $moves }
play-moves-guard = guarda suíço: { $moves }

## O tabuleiro e o registro de uma partida, e o link de um jogador para jogá-la na web.

# $variant é o nome do jogo, em negrito; $label, o rótulo de um torneio (archive-tournament-label) ou nada.
board-head = Partida { $game } · { $variant }{ $label } — { $white } (Brancas) x { $black } (Pretas), { $rated ->
        [rated] ranqueada
       *[casual] casual
    }.
board-to-move = Lance { $move }: vez de { $name }, prazo: { $due }.
# $result diz como a partida terminou (archive-result-…).
board-final = { $moves ->
    [one] Posição final após { $moves } lance: { $result }.
   *[other] Posição final após { $moves } lances: { $result }.
}
# $result é o placar (1-0, 0-1, 1/2-1/2).
board-record-finished = { $moves ->
    [one] O registro de { $white } x { $black } ({ $moves } lance, { $result }), partida { $game }.
   *[other] O registro de { $white } x { $black } ({ $moves } lances, { $result }), partida { $game }.
}
board-record-aborted = { $moves ->
    [one] O registro de { $white } x { $black } ({ $moves } lance, anulada), partida { $game }.
   *[other] O registro de { $white } x { $black } ({ $moves } lances, anulada), partida { $game }.
}
board-record-going-on = { $moves ->
    [one] O registro de { $white } x { $black } ({ $moves } lance até agora), partida { $game }.
   *[other] O registro de { $white } x { $black } ({ $moves } lances até agora), partida { $game }.
}
board-link-renewed = Seu novo link para jogar a partida { $game } com cliques, na web: todos os anteriores pararam de funcionar. Guarde-o só para você; ele funciona por { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }.
# novo_link é a opção do comando tabuleiro, como os jogadores a digitam.
board-link = Seu link pessoal para jogar a partida { $game } com cliques, na web. Quem tiver este link pode jogar por você, então guarde-o só para você; ele funciona por { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }. Se ele vazar, novo_link cria um novo e desativa este.

## O arquivo: como as partidas terminaram, e as partidas encerradas de um jogador, uma página por vez.

# Como uma partida terminou, depois do resultado: "1-0, alice venceu por abandono".
archive-by-scepter = pelo cetro
archive-by-sanctuary = pelo santuário
archive-by-checkmate = por xeque-mate
archive-by-stalemate = por afogamento
archive-by-fifty-moves = pela regra dos cinquenta lances
archive-by-repetition = por repetição
archive-by-insufficient-material = por material insuficiente
archive-by-dead-position = por posição morta
archive-by-resignation = por abandono
# Derrota ou empate porque um jogador ficou sem tempo.
archive-by-time = por tempo
archive-by-agreement = de comum acordo
archive-by-adjudication = por adjudicação
archive-by-abort = por anulação
archive-result-going-on = em andamento
archive-result-aborted = anulada
# $result é o placar (1-0, 0-1, 1/2-1/2); $by, como a partida terminou (archive-by-…).
archive-result-won = { $result }, { $name } venceu { $by }
archive-result-drawn = { $result }, empate { $by }
# Uma partida encerrada do ponto de vista de um jogador: $side é o lado dele (Brancas, Pretas), $label o rótulo de um torneio ou nada, $verdict vitória, derrota, empate ou anulada (archive-verdict-…) em negrito.
archive-line = partida { $game } · { $variant } contra { $opponent } ({ $side }){ $label }: { $verdict } { $by }, { $result }
archive-line-aborted = partida { $game } · { $variant } contra { $opponent } ({ $side }){ $label }: { $verdict }
archive-verdict-won = vitória
archive-verdict-lost = derrota
archive-verdict-drew = empate
archive-verdict-aborted = anulada
# A linha de título de uma lista: $heading é o título, em negrito; $total, quantas partidas ela tem.
archive-heading = { $heading } ({ $total }, página { $page } de { $pages })
# $next é o comando que mostra a próxima página.
archive-more = Mais: { $next }.
archive-history-heading = Partidas de { $name }
archive-history-heading-variant = { $name }: partidas de { $variant }
archive-history-none = { $name } ainda não tem partidas encerradas neste servidor.
# Depois do nome de uma partida nas listas: o torneio e a rodada a que ela pertence.
archive-tournament-label = (Torneio { $tournament }, rodada { $round })

## A resposta do comando preferencias: as preferências de tabuleiro do jogador, uma por linha.

preferences-shown-heading = Suas preferências:
preferences-shown-saved = Salvo. Suas preferências:
preferences-shown-boards-to-move = Tabuleiros: o lado da vez embaixo.
preferences-shown-boards-mine = Tabuleiros: o seu próprio lado embaixo nas suas partidas.
# clássico, contraste e daltônico são os valores da opção tema.
preferences-shown-theme-classic = Tema: clássico.
preferences-shown-theme-contrast = Tema: contraste (alto contraste).
preferences-shown-theme-colorblind = Tema: daltônico (seguro para daltonismo vermelho-verde).
# Confirmar é o nome do botão (button-confirm).
preferences-shown-confirm-on = Confirmação de lances: ligada: um lance mostra o tabuleiro depois dele, só para você, e só é jogado quando você clica em Confirmar.
preferences-shown-confirm-off = Confirmação de lances: desligada: um lance é jogado na hora.
preferences-shown-change = Mude-as com { $change } (qualquer uma das três).

## A imagem de um tabuleiro em palavras, para leitores de tela (o texto alternativo que acompanha todo tabuleiro).
## Cada uma é uma frase; elas são unidas com espaços. $squares são casas como "a1 h1".

alt-board = Tabuleiro de { $variant }.
alt-side-named = { $color } ({ $name })
alt-to-move = Vez das { $side }.
alt-to-move-in-check = Vez das { $side }, em xeque.
# $pieces: os grupos abaixo, unidos com vírgulas.
alt-pieces = { $side }: { $pieces }.
alt-no-pieces = nenhuma peça
alt-kings = { $count ->
    [one] rei
   *[other] reis
} { $squares }
alt-queens = { $count ->
    [one] dama
   *[other] damas
} { $squares }
alt-archbishops = { $count ->
    [one] arcebispo
   *[other] arcebispos
} { $squares }
alt-guards = { $count ->
    [one] guarda suíço
   *[other] guardas suíços
} { $squares }
alt-rooks = { $count ->
    [one] torre
   *[other] torres
} { $squares }
alt-bishops = { $count ->
    [one] bispo
   *[other] bispos
} { $squares }
alt-knights = { $count ->
    [one] cavalo
   *[other] cavalos
} { $squares }
alt-pawns = { $count ->
    [one] peão
   *[other] peões
} { $squares }
alt-refugees = { $count ->
    [one] refugiado
   *[other] refugiados
} { $squares }
# $pieces: itens de alt-in-danger, unidos com vírgulas.
alt-attacked = Atacadas e sem defesa: { $pieces }.
# $piece: um dos grupos acima para uma só peça ("cavalo c3").
alt-in-danger = { $piece } ({ $color })
alt-safe = Peças das { $color } a salvo no santuário: { $squares }.
alt-replay = Replay da partida { $game }, { $white } contra { $black }, { $variant }: todas as posições desde o início, um lance por vez; os lances da partida estão no registro.

## O que as barras de nome da imagem de um tabuleiro dizem à direita, ao lado do nome. Uma barra
## tem uma só linha curta, então mantenha-as curtas. $duration é um intervalo como "2 d 4 h".

bar-to-move = vez de jogar
bar-wins = vence
bar-draw = empate
bar-left = tempo: { $duration }
bar-bank = banco { $duration }
bar-bank-empty = banco vazio
bar-left-and-bank = { $left } · { $bank }

## Por que um lance digitado é recusado. Os motivos são orações que vêm depois de dois-pontos. Onde
## uma peça é nomeada, $piece é o nome dela (role-…) e $role o seu id (pawn, knight, bishop,
## rook, queen, king, archbishop, guard), para um seletor que escolhe um artigo ou uma forma.
## $color, $owner, $turn e $side são o nome de um lado (Brancas, Pretas); $square, uma casa (e4).

# Os nomes das peças, como $piece os mostra; sem argumentos.
role-pawn = peão
role-knight = cavalo
role-bishop = bispo
role-rook = torre
role-queen = dama
role-king = rei
role-archbishop = arcebispo
role-guard = guarda suíço
# $input: o que foi digitado, como código; $hint: como escrever um lance (um dos move-error-hint-…).
move-error-syntax = { $input } não é um lance: { $hint }.
# $input: o que foi digitado; $reason: o motivo (um dos motivos abaixo); $moves: alguns lances legais, com vírgulas.
move-error-illegal = { $input } não é legal aqui: { $reason }. Alguns lances legais: { $moves }.
# $input: o que foi digitado; $moves: os lances que ele pode ser, com vírgulas.
move-error-ambiguous = { $input } é ambíguo: escreva um destes: { $moves }.
# $outcome: como a partida terminou (move-error-won ou move-error-drawn).
move-error-game-over = A partida terminou: { $outcome }; nenhum lance pode mais ser jogado.
# Sem argumentos.
move-error-hint-notation = escreva em SAN, como e4, Nf3, exd5, O-O, e8=Q, ou em UCI, como e2e4
# Sem argumentos.
move-error-hint-uci = em UCI vêm a casa de saída, a de chegada e, se houver promoção, a letra da peça, como e2e4 ou e7e8q
# Sem argumentos.
move-error-hint-promotion-letter = a letra da promoção deve ser q, r, b ou n
# $letter: a letra da peça em maiúscula (N); $role, $piece: essa peça; $example: um lance com ela (Nf3).
move-error-hint-upper-case = as letras das peças são maiúsculas: { $letter } para { $role ->
        [archbishop] o
        [rook] a
        [queen] a
       *[other] o
    } { $piece }, como em { $example }
# Sem argumentos.
move-error-hint-not-legal = não é legal
# $square: a casa de saída; $role, $piece: a peça nela; $letter_role, $letter_piece: a peça que a letra digitada indica.
move-error-wrong-letter = a peça em { $square } é { $role ->
        [archbishop] um
        [rook] uma
        [queen] uma
       *[other] um
    } { $piece }, não { $letter_role ->
        [archbishop] um
        [rook] uma
        [queen] uma
       *[other] um
    } { $letter_piece }
# $variant: o nome do jogo (variant-…).
move-error-no-castling = não existe roque em { $variant }
# $color: o lado da vez; $wing: kingside (roque pequeno) ou queenside (roque grande).
move-error-castling-rights = as { $color } não podem mais fazer o { $wing ->
        [kingside] roque pequeno
       *[queenside] roque grande
    }: o rei ou essa torre já se moveu
# $color: o lado da vez.
move-error-castling-in-check = as { $color } estão em xeque, e não é permitido rocar para sair do xeque
# $square: a primeira casa ocupada entre o rei e a torre.
move-error-castling-blocked = as casas entre o rei e a torre precisam estar vazias, e { $square } não está
# $square: a casa atacada.
move-error-castling-attacked = o rei passaria por { $square } ou pararia nela, e essa casa está atacada
# Sem argumentos.
move-error-castling-not-allowed = o roque exige que o rei e a torre não tenham se movido, que as casas entre eles estejam vazias e que o rei não esteja em xeque nem passe ou pare em casa atacada
# $square: onde o peão chega.
move-error-sanctuary-promotion = os peões não são promovidos no Xadrez do Santuário; um peão que chega a { $square } vira refugiado e é escrito sem letra
# $role, $piece: a peça pedida.
move-error-promotion-role = um peão não pode ser promovido a { $role ->
        [archbishop] um
        [rook] uma
        [queen] uma
       *[other] um
    } { $piece }; escolha Q, R, B ou N
# $square: para onde o lance vai.
move-error-promotion-rank = só um peão que chega à última fileira é promovido; escreva o lance para { $square } sem letra
# $square: a casa de saída.
move-error-empty-square = não há nenhuma peça em { $square }
# $role, $piece: a peça em $square; $owner: de quem ela é; $turn: o lado da vez.
move-error-not-your-piece = a peça em { $square } ({ $piece }) é das { $owner }; é a vez das { $turn }
# $square: a casa do refugiado.
move-error-refugee-moves = o refugiado em { $square } nunca mais pode se mover
# $square: a casa do refugiado.
move-error-refugee-captured = o refugiado em { $square } nunca pode ser capturado
# $square: o destino; $role, $piece: a peça do próprio jogador que está nele.
move-error-own-piece = a casa { $square } já tem uma peça sua ({ $piece })
# $color: o lado da vez; $role, $piece: a peça que deveria se mover; $square: o destino.
move-error-in-check = as { $color } estão em xeque, e nenhum lance de { $piece } para { $square } tira o rei do xeque
# $color: o lado da vez; $role, $piece: a peça que deveria se mover; $square: o destino.
move-error-none-can-move = as { $color } não têm { $piece } que possa ir para { $square }
# $role, $piece: a peça que deveria se mover; $file: a coluna digitada (b); $square: o destino.
move-error-none-from-file = não há { $piece } na coluna { $file } que possa ir para { $square }
# $role, $piece: a peça que deveria se mover; $rank: a fileira digitada (4); $square: o destino.
move-error-none-from-rank = não há { $piece } na fileira { $rank } que possa ir para { $square }
# Sem argumentos.
move-error-no-match = nenhum lance legal corresponde
# $moves: os lances de peão pretendidos, unidos com move-error-or (exd5 ou cxd5).
move-error-pawn-needs-file = um peão que captura ou desliza é escrito com a coluna de onde sai: { $moves }
# $color: o lado da vez; $role, $piece: a peça que deveria se mover.
move-error-no-such-piece = as { $color } não têm { $piece }
# $reason: um dos motivos acima; $letter: a letra de uma peça em maiúscula (B); $role, $piece: essa peça.
move-error-upper-case-hint = { $reason } (as letras das peças são maiúsculas: { $letter } para { $piece })
# Lances que são cada um uma intenção: $first é um lance, $rest um ou mais ("cxd5", "cxd5 ou exd5").
move-error-or = { $first } ou { $rest }
# $side: o lado vencedor; $reason: como (scepter, sanctuary, checkmate, stalemate, fifty-move, repetition, insufficient-material, dead-position).
move-error-won = as { $side } venceram { $reason ->
        [scepter] tomando o cetro
        [sanctuary] chegando ao santuário
        [checkmate] por xeque-mate
        [stalemate] por afogamento
        [fifty-move] pela regra dos cinquenta lances
        [repetition] por tripla repetição
        [insufficient-material] porque nenhum lado pode dar xeque-mate
       *[dead-position] porque nenhum lado tem mais duas peças
    }
# $reason: como (igual a move-error-won).
move-error-drawn = empate { $reason ->
        [scepter] com a tomada do cetro
        [sanctuary] com a chegada ao santuário
        [checkmate] por xeque-mate
        [stalemate] por afogamento
        [fifty-move] pela regra dos cinquenta lances
        [repetition] por tripla repetição
        [insufficient-material] porque nenhum lado pode dar xeque-mate
       *[dead-position] porque nenhum lado tem mais duas peças
    }
# O que uma linha de lances condicionais diz depois do lance que ela recusa e de dois-pontos.
# $hint: como escrever um lance (um dos move-error-hint-…).
move-error-why-syntax = não é um lance ({ $hint })
# $moves: os lances que ele pode ser, unidos com move-error-or.
move-error-why-ambiguous = mais de um lance serve: escreva { $moves }
# $outcome: como a partida teria terminado (move-error-won ou move-error-drawn).
move-error-why-game-over = a partida já estaria encerrada então ({ $outcome })
# Sem argumentos.
move-error-why-unplayable = ele não pode ser jogado ali
