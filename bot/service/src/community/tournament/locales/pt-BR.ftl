## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

tournament-description = Torneios todos contra todos e suíços ao longo de dias: criar, entrar, iniciar, classificação.
    .name = torneio
tournament-action = criar, entrar, sair, iniciar, classificação, trf, folga, cancelar ou listar
    .name = acao
tournament-variant = criar: o jogo (padrão: Xadrez do Santuário)
    .name = variante
tournament-format = criar: todos contra todos, todos contra todos em dois turnos ou suíço
    .name = formato
tournament-days = criar: dias por lance
    .name = dias
tournament-players = criar: máximo de inscritos (todos contra todos 3-16, suíço 4-1000); começa ao lotar
    .name = jogadores
tournament-rounds = criar: as rodadas de um torneio suíço (1-15, padrão 5)
    .name = rodadas
tournament-round_days = criar: prazo de uma rodada suíça em dias (padrão 30); depois o Sanctum adjudica
    .name = dias_rodada
tournament-timeouts = criar: derrotas por tempo que eliminam um jogador (padrão 2)
    .name = derrotas_tempo
tournament-rated = criar: ranqueado ou casual
    .name = ranqueado
tournament-starts_in = criar: começa após tantas horas com quem tiver entrado (1-720)
    .name = iniciar_em
tournament-min_games = criar: para entrar, é preciso ter tantas partidas ranqueadas deste jogo aqui
    .name = partidas_min
tournament-min_rating = criar: para entrar, é preciso ter aqui um rating de pelo menos este valor
    .name = rating_min
tournament-max_rating = criar: para entrar, é preciso ter aqui um rating de no máximo este valor
    .name = rating_max
tournament-round = criar: inscrições tardias até esta rodada suíça; folga: a rodada em que você fica de fora
    .name = rodada
tournament-number = O número do torneio (padrão: o mais recente daqui)
    .name = numero

## Torneios: o nome de um torneio no que os jogadores leem.

# $number é o número do torneio; $variant, o nome do jogo (Xadrez do Santuário); $format é round_robin, double_round_robin ou swiss.
tournament-title = { $format ->
    [swiss] Torneio { $number } ({ $variant }, suíço)
    [double_round_robin] Torneio { $number } ({ $variant }, todos contra todos em dois turnos)
   *[round_robin] Torneio { $number } ({ $variant }, todos contra todos)
}

## Torneios: quem pode entrar, como parte de uma frase ("Aberto a jogadores com …", "Este torneio aceita jogadores com …").

tournament-conditions-games = { $games ->
    [one] pelo menos { $games } partida ranqueada aqui
   *[other] pelo menos { $games } partidas ranqueadas aqui
}
tournament-conditions-rating-between = um rating de { $min } a { $max }
tournament-conditions-rating-min = um rating de pelo menos { $min }
tournament-conditions-rating-max = um rating de no máximo { $max }
# $games é a condição sobre partidas jogadas (tournament-conditions-games); $rating, a condição sobre o rating.
tournament-conditions-both = { $games } e { $rating }

## Torneios: recusas. Nada foi alterado.

tournament-refusal-no-such = Não existe o torneio { $number } neste servidor. { $list } mostra os atuais.
# $create é o comando para criar um; o inglês não tem ponto final depois dele.
tournament-refusal-none-open = Nenhum torneio está com inscrições abertas aqui. Um membro com Gerenciar servidor pode criar um com { $create }
tournament-refusal-none-yet = Ainda não há torneios aqui. Um membro com Gerenciar servidor pode criar um com { $create }
tournament-refusal-started = Esse torneio já começou.
tournament-refusal-over = Esse torneio já terminou.
tournament-refusal-cancelled = Esse torneio foi cancelado.
tournament-refusal-still-open = Esse torneio ainda está com inscrições abertas.
tournament-refusal-full = Todas as vagas desse torneio já estão preenchidas.
tournament-refusal-already-in = Você já entrou nesse torneio.
tournament-refusal-not-in = Você não está nesse torneio.
tournament-refusal-too-few = Ele precisa de pelo menos { $need } jogadores para começar; inscritos até agora: { $have }.
tournament-refusal-not-organiser = Só quem criou o torneio ou um membro com Gerenciar servidor pode fazer isso.
tournament-refusal-cannot-create = Só membros com a permissão Gerenciar servidor podem criar torneios aqui.
# $role é o cargo do servidor para organizadores de torneios.
tournament-refusal-cannot-create-role = Só membros com a permissão Gerenciar servidor ou com o cargo { $role } podem criar torneios aqui.
# $needs são as condições de entrada (tournament-conditions-…); $games e $rating são os do jogador.
tournament-refusal-not-eligible = { $games ->
    [one] Este torneio aceita jogadores com { $needs }; você tem aqui { $games } partida ranqueada e um rating de { $rating }.
   *[other] Este torneio aceita jogadores com { $needs }; você tem aqui { $games } partidas ranqueadas e um rating de { $rating }.
}
# $option é a opção do comando como digitada (jogadores, rodadas, derrotas_tempo…): mantenha-a como está.
tournament-refusal-out-of-range = `{ $option }` precisa ficar entre { $min } e { $max } neste torneio.
tournament-refusal-not-swiss = Folgas são para torneios suíços: no todos contra todos, todo mundo joga contra todo mundo.
tournament-refusal-no-bye-round = Não sobrou rodada em que pedir folga (não vale a última rodada nem uma que já começou).
tournament-refusal-bye-round = Peça folga numa rodada de { $first } a { $last }: nem uma que já começou, nem a última.
tournament-refusal-bye-taken = { $limit ->
    [one] Você já tem a { $limit } folga de meio ponto que um jogador pode pedir.
   *[other] Você já tem as { $limit } folgas de meio ponto que um jogador pode pedir.
}
tournament-refusal-too-many-open = { $limit ->
    [one] Este servidor já tem { $limit } torneio com inscrições abertas; inicie-o ou cancele-o antes.
   *[other] Este servidor já tem { $limit } torneios com inscrições abertas; inicie ou cancele um deles antes.
}

## Torneios: entrar, sair, cancelar e a lista do servidor. $title é o nome do torneio (tournament-title).

tournament-joined-late = Você está em { $title }: entra nos emparelhamentos a partir da rodada { $round }; as rodadas já começadas contam como ausência.
tournament-joined-full = Você está em { $title }: ele lotou e começa agora.
tournament-joined = Você está em { $title }: { $count } de { $max } jogadores até agora. Suas partidas começam quando ele começar.
tournament-left = Você saiu de { $title }.
# $name é quem o cancelou.
tournament-cancelled-by = { $title } foi cancelado por { $name }.
tournament-called-off = { $title } foi cancelado: inscritos até o horário de início: { $joined }; ele precisa de { $need }.
# Uma linha da lista; $rated é rated ou casual, $days os dias por lance.
tournament-list-open = { $title } — { $rated ->
        [rated] ranqueado
       *[casual] casual
    }, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance: inscrições abertas ({ $count }/{ $max })
tournament-list-running = { $title } — { $rated ->
        [rated] ranqueado
       *[casual] casual
    }, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance: em andamento, { $count } jogadores

## Torneios: o anúncio (o cartão), redesenhado conforme as inscrições entram e saem.

# $title é o nome do torneio, em negrito; $rated é rated ou casual; $days, os dias por lance; $round_days, o prazo de uma rodada em dias.
tournament-card-swiss = { $title } — { $rated ->
        [rated] ranqueado
       *[casual] casual
    }, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance, { $rounds } rodadas, cada uma emparelhada quando a anterior termina ou depois de { $round_days ->
        [one] { $round_days } dia
       *[other] { $round_days } dias
    } (então o Sanctum adjudica o que ainda estiver em andamento).
tournament-card-round-robin = { $title } — { $rated ->
        [rated] ranqueado
       *[casual] casual
    }, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance, todas as partidas começando de uma vez.
# $needs são as condições de entrada (tournament-conditions-…).
tournament-card-conditions = Aberto a jogadores com { $needs }.
tournament-card-timeouts = { $timeouts ->
    [one] Uma derrota por tempo elimina o jogador.
   *[other] { $timeouts } derrotas por tempo eliminam o jogador.
}
# $names são os nomes dos inscritos, separados por vírgulas.
tournament-card-players = Jogadores ({ $count }/{ $max }): { $names }
tournament-card-no-players = Jogadores ({ $count }/{ $max }): ninguém ainda
# $at é quando ele começa ("em 2 dias"); $min, o mínimo de jogadores com que ele começa; $creator, quem o criou; $start, o comando que o inicia.
tournament-card-starts-at = Começa { $at } com todos os que tiverem entrado até lá (pelo menos { $min }), ou antes, quando { $max } tiverem entrado ou quando { $creator } o iniciar com { $start } (pelo menos { $min }).
tournament-card-starts-when-full = Começa quando { $max } tiverem entrado, ou quando { $creator } o iniciar com { $start } (pelo menos { $min }).
tournament-card-late-entries = Em andamento: inscrições tardias até o começo da rodada { $round } (as rodadas perdidas contam como ausência).
tournament-card-closed = Começou: inscrições encerradas.
tournament-card-finished = Encerrado.
tournament-card-cancelled = Cancelado.

## Torneios: o seu próprio tópico, o início, as rodadas e as partidas. $headline fica em negrito.

# $title é o nome do torneio, em negrito; $standings, o comando que mostra a classificação.
tournament-thread-opened = { $title }: as rodadas, os resultados, a classificação e o pódio são publicados aqui; cada partida é jogada no seu próprio tópico. Classificação a qualquer momento: { $standings }.
# $headline é o nome do torneio e a rodada; $white e $black, os nomes dos jogadores; $game, o número da partida.
tournament-game-started = { $headline }: { $white } (Brancas) x { $black } (Pretas), partida { $game }, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance.
# $headline diz que o torneio começou.
tournament-started-swiss = { $headline } { $players } jogadores, { $rounds } rodadas, cada uma emparelhada quando a anterior termina ({ $rated ->
        [rated] ranqueado
       *[casual] casual
    }, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance). As { $games } partidas da rodada 1 começam agora. Números de emparelhamento, por rating:
tournament-started-round-robin = { $headline } { $players } jogadores, { $games } partidas, todas começando agora ({ $rated ->
        [rated] ranqueado
       *[casual] casual
    }, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance). Números de emparelhamento, sorteados:
tournament-started-bye = { $name } tem folga na rodada { $round } (vale o ponto de uma vitória).
tournament-started-standings = Cada partida tem um tópico com o nome da sua rodada. Classificação: { $standings }.
tournament-pairing-board = Tabuleiro { $board }: { $white } (Brancas) x { $black } (Pretas)
tournament-pairing-bye = { $name } tem folga nesta rodada (vale o ponto de uma vitória).
tournament-pairing-half-bye = { $name } fica de fora desta rodada com a folga de meio ponto que pediu.
tournament-bye-asked = { $player } vai ficar de fora da rodada { $round } de { $title } com uma folga de meio ponto.

## Torneios: resultados, eliminações, adjudicação e o pódio.

# $headline é o nome do torneio e a rodada; $score, um resultado como 1–0; $done e $total contam partidas.
tournament-result = { $headline }: { $white } { $score } { $black } (partida { $game }). { $done } de { $total } partidas encerradas.
tournament-result-swiss = { $headline }: { $white } { $score } { $black } (partida { $game }). { $done } de { $total } partidas da rodada encerradas.
# $score é 1–0 ou 0–1.
tournament-score-forfeit = { $score } (W.O.)
# $losses são as derrotas por tempo do jogador.
tournament-withdrawn = { $losses ->
    [one] { $player } perdeu { $losses } partida de { $title } por tempo e está fora do torneio: suas partidas ainda em andamento são perdidas por W.O.
   *[other] { $player } perdeu { $losses } partidas de { $title } por tempo e está fora do torneio: suas partidas ainda em andamento são perdidas por W.O.
}
tournament-withdrawn-swiss = { $losses ->
    [one] { $player } perdeu { $losses } partida de { $title } por tempo e está fora do torneio: suas partidas ainda em andamento são perdidas por W.O., e não entra mais nos emparelhamentos.
   *[other] { $player } perdeu { $losses } partidas de { $title } por tempo e está fora do torneio: suas partidas ainda em andamento são perdidas por W.O., e não entra mais nos emparelhamentos.
}
tournament-forfeited = { $player } está fora do torneio: esta partida é perdida por W.O., e { $winner } vence.
# $side é Brancas ou Pretas.
tournament-eval-forced-win = vitória forçada das { $side }
# $score é a avaliação do motor em peões, como +3.40.
tournament-eval-score = { $score } (do ponto de vista das Brancas)
# $eval é a avaliação (tournament-eval-…); $nodes, o tamanho da busca em milhões; $pawns, a vantagem que conta como vitória clara, como 3.00; $winner, o nome de um jogador.
tournament-adjudicated-win = O prazo da rodada { $round } ({ $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }) terminou: o Sanctum adjudicou esta partida com força máxima ({ $nodes } milhões de nós). Avaliação: { $eval }; um lado precisa de { $pawns } peões ou de uma vitória forçada, e { $winner } está claramente ganhando, portanto vence.
tournament-adjudicated-draw = O prazo da rodada { $round } ({ $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }) terminou: o Sanctum adjudicou esta partida com força máxima ({ $nodes } milhões de nós). Avaliação: { $eval }; um lado precisa de { $pawns } peões ou de uma vitória forçada, e nenhum lado está claramente ganhando, portanto é empate.
# Um lugar do pódio: $medal é 🥇, 🥈 ou 🥉; $points, por exemplo 2.5.
tournament-podium-place = { $medal } { $player } — { $points } pts
tournament-final-standings = Classificação final:

## Torneios: a classificação.

# $title é o nome do torneio, em negrito.
tournament-standings-heading = { $title } — { $done } de { $total } partidas encerradas.
# O nome de um jogador na classificação, depois que saiu do torneio.
tournament-standings-withdrawn = { $name } (saiu)
# $meanings são os critérios de desempate abaixo, separados por ponto e vírgula.
tournament-tiebreak-key = Os empates são desfeitos, nesta ordem, por: { $meanings }.
# $acronym é o nome curto do critério como a classificação o mostra (BH, SB, DE…): mantenha-o como está.
tournament-tiebreak-points = { $acronym } (pontos)
tournament-tiebreak-buchholz = { $acronym } (Buchholz): a soma dos pontos dos adversários
tournament-tiebreak-buchholz-cut1 = { $acronym } (Buchholz corte 1): a soma dos pontos dos adversários, menos os do mais fraco
tournament-tiebreak-sonneborn-berger = { $acronym } (Sonneborn-Berger): os pontos dos adversários vencidos, mais a metade dos pontos daqueles com quem empatou
tournament-tiebreak-direct-encounter = { $acronym } (confronto direto): os pontos feitos contra os jogadores empatados em pontos; – quando não há nenhum
tournament-tiebreak-wins = { $acronym } (vitórias): as partidas ganhas, incluindo folgas e W.O.
tournament-tiebreak-games-won = { $acronym } (partidas ganhas): as partidas ganhas no tabuleiro
tournament-trf = { $title } como arquivo TRF da FIDE: a linha de cada jogador traz o adversário, a cor e o resultado de cada rodada (em branco enquanto a partida está em andamento).

## Manchetes, em negrito. $title é o título do torneio.

tournament-headline-started = { $title } começou!
tournament-headline-round = { $title }, rodada { $round }
tournament-headline-round-of = { $title }: rodada { $round } de { $rounds }
tournament-headline-over = { $title } terminou!
tournament-list-heading = Torneios daqui

## A imagem da tabela cruzada: cabeçalhos, células e legenda, e o texto alternativo. As
## células são estreitas: mantenha curtas as palavras curtas.

# A coluna dos números de emparelhamento.
crosstable-number = Nº
crosstable-player = Jogador
# A coluna de uma rodada suíça: R1, R2…
crosstable-round = R{ $round }
# Uma célula suíça: a cor jogada (B de Brancas ou P de Pretas), o número de emparelhamento do adversário, o resultado (1, ½, 0).
crosstable-white = B{ $number } { $result }
crosstable-black = P{ $number } { $result }
crosstable-bye = folga { $result }
# Abaixo do título: $tiebreaks são as siglas dos desempates (BH, SB…), mantidas como estão.
crosstable-final = classificação final · pontos, depois { $tiebreaks }
crosstable-so-far = classificação parcial · pontos, depois { $tiebreaks }
crosstable-number-key = Nº: o número de emparelhamento, que as células das rodadas citam
# $rows: itens de crosstable-alt-row separados por ponto e vírgula.
crosstable-alt = Tabela cruzada de { $tournament }: { $rows }.
crosstable-alt-row = { $place }. { $name }, pontos: { $points }
