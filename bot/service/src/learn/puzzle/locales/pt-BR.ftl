## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

puzzle-description = Um problema para resolver, perto do seu rating de problemas; responda com o comando resolver.
    .name = problema
puzzle-variant = Qual jogo (padrão: o do seu último problema, senão Xadrez do Santuário)
    .name = variante
puzzle-theme = Só problemas deste tipo
    .name = tema
puzzle-run = Comece uma maratona: problemas cada vez mais difíceis, até o primeiro lance errado (não ranqueada)
    .name = maratona

solve-description = Responda ao seu problema ou aula com um lance.
    .name = resolver
solve-move = Seu lance, ex.: Nf3 ou g1f3
    .name = lance

## Um problema mostrado, respondido e encerrado (o objetivo é uma das mensagens puzzle-aim abaixo).

# O nome de um problema, mostrado em negrito: $id é o id dele.
puzzle-name = Problema { $id }
# $puzzle é puzzle-name em negrito; $rating, o rating do problema; $daily é yes para o problema diário do servidor.
puzzle-heading = { $daily ->
    [yes] { $puzzle } · { $variant } · rating { $rating } · problema do dia
   *[no] { $puzzle } · { $variant } · rating { $rating }
}
# $goal é o objetivo do problema em negrito ("Brancas jogam: vença pelo santuário em 2").
puzzle-goal = { $goal }. Responda com { $solve }.
# $last é o lance que o adversário acabou de jogar.
puzzle-goal-last = { $goal }. Último lance: { $last }. Responda com { $solve }.
puzzle-in-the-middle = Você está no meio deste problema.
# $answer é a resposta do adversário ao lance de quem resolve.
puzzle-right = Certo: { $move }. A resposta é { $answer }. Sua vez.
puzzle-solved = Resolvido!
puzzle-solved-with = Resolvido! { $move } vence.
puzzle-not-the-move = Não é esse o lance: { $move } não vence aqui.
puzzle-gave-up = Você desistiu.
# $themes lista os temas do problema pelos nomes do menu de temas ("garfo, cravada").
puzzle-motifs = Temas: { $themes }.
# $solution é a linha inteira em SAN, com os lances separados por espaços.
puzzle-solution = A solução: { $solution }.
# $before e $after são ratings de problemas ("1500?" enquanto provisórios); $change, a diferença com o sinal ("+12").
# $streak_kind: best (uma sequência de $streak que é a melhor do jogador até agora), on (uma sequência de $streak), ended (um problema errado encerra uma sequência de $streak), none.
puzzle-rating = { $streak_kind ->
    [best] Rating de problemas ({ $variant }): { $before } → { $after } ({ $change }) · sequência de { $streak } (a sua melhor).
    [on] Rating de problemas ({ $variant }): { $before } → { $after } ({ $change }) · sequência de { $streak }.
    [ended] Rating de problemas ({ $variant }): { $before } → { $after } ({ $change }) · a sua sequência de { $streak } termina.
   *[none] Rating de problemas ({ $variant }): { $before } → { $after } ({ $change }).
}
# $place é o número $n como ordinal inglês (1st, 2nd, 3rd); aqui usa-se $n com o indicador ordinal.
puzzle-daily-place = { $n ->
   *[other] Você é a { $n }ª pessoa a resolver o problema de hoje.
}
puzzle-source-starter = Origem: as próprias partidas do Sanctum.
# $source diz onde o problema foi encontrado, nas palavras que o minerador de problemas guardou.
puzzle-source = Origem: { $source }.

## O ranking de problemas.

puzzle-leaderboard-empty = Ninguém neste servidor resolveu um problema de { $variant } ainda. Tente um: { $puzzle }.
# O nome do ranking, mostrado em negrito.
puzzle-leaderboard-title = Ranking de problemas de { $variant }
# $heading é puzzle-leaderboard-title em negrito.
puzzle-leaderboard-heading = { $heading } (página { $page } de { $pages })
# A linha de um jogador: $rank é a posição, $rating o rating de problemas, depois os problemas resolvidos e errados e a maior sequência.
puzzle-leaderboard-row = { $rank }. { $name } — { $rating } · resolvidos: { $solved }, errados: { $failed } · melhor sequência: { $best_streak }

## O problema diário, como o canal do servidor o lê.

# O título do problema diário, mostrado em negrito: $day é a data (2026-11-26).
puzzle-daily-title = Problema do dia · { $day }
# $goal é o objetivo do problema em negrito; $solve, o botão que o abre.
puzzle-daily-goal = { $goal }. Clique em { $solve } para resolvê-lo em particular: ninguém vê as suas respostas.
puzzle-daily-yesterday = { $people ->
    [0] Ninguém resolveu o problema de ontem.
    [one] O problema de ontem foi resolvido por { $people } pessoa.
   *[other] O problema de ontem foi resolvido por { $people } pessoas.
}

## Recusas de problemas. Nada foi alterado.

puzzle-refusal-none-left = Você já tentou todos os problemas de { $variant } deste servidor. Outros surgem conforme as partidas do servidor terminam; tente outro jogo ou tema com { $puzzle }.
# $theme é o id de um tema de problema como digitado (fork, discoveredAttack).
puzzle-refusal-none-left-theme = Você já tentou todos os problemas de { $variant } com o tema { $theme } deste servidor. Outros surgem conforme as partidas do servidor terminam; tente outro jogo ou tema com { $puzzle }.
puzzle-refusal-done = Você já tentou este problema neste servidor.
puzzle-refusal-open = Termine antes o seu problema em aberto (responda com { $solve } ou clique em { $give_up }).
# $run é o comando que começa uma maratona.
puzzle-refusal-no-run = Não há nenhuma maratona em andamento neste jogo. Comece uma com { $run }.
puzzle-refusal-daily-over = O dia desse problema diário já passou. Tente { $puzzle } para outro.

## O que um problema pede, acima do tabuleiro e nas mensagens dele. $side é Brancas ou Pretas;
## $aim escolhe as palavras; $moves é quantos lances de quem resolve.
puzzle-aim = { $side } jogam: { $aim ->
    [sanctuary] vença pelo santuário em { $moves }
    [scepter] tome o cetro em { $moves }
    [mate] mate em { $moves }
   *[material] ganhe material
}
# Acima do tabuleiro da resposta de um problema: $line são os lances da solução.
puzzle-banner-solved = Resolvido · { $line }
puzzle-banner-solution = A solução · { $line }
# O texto alternativo do replay de um problema: $line são os lances da solução, separados por vírgulas.
alt-puzzle-replay = Replay do problema { $puzzle }: o lance do adversário que o armou, depois a solução: { $line }.

## Maratonas: problemas um após o outro, cada um um pouco mais difícil que o anterior, até o primeiro
## lance errado. Uma maratona não é ranqueada; ela conta os problemas resolvidos.

# $variant é o nome do jogo; $best, a melhor maratona do jogador neste jogo aqui (0: nenhuma ainda).
puzzle-run-begun = Começa uma maratona de { $variant }: problemas um após o outro, cada um um pouco mais difícil, até o seu primeiro lance errado. { $best ->
        [0] Boa sorte!
       *[other] Seu recorde aqui: { $best }.
    }
# Antes de cada problema de uma maratona: $number os conta, a partir de 1.
puzzle-run-puzzle = Maratona, problema { $number }.
# Depois de um problema resolvido numa maratona: $solved até agora; $best, a melhor maratona aqui.
puzzle-run-on = { $solved ->
        [one] Maratona: { $solved } problema resolvido (recorde: { $best }).
       *[other] Maratona: { $solved } problemas resolvidos (recorde: { $best }).
    }
# Depois do lance errado que encerra uma maratona: $solved nela; $best, a melhor maratona aqui; $kind é best quando esta maratona é tão boa quanto a melhor.
puzzle-run-over = { $kind ->
        [best] Fim da maratona! Problemas resolvidos: { $solved }. É o seu recorde aqui!
       *[short] Fim da maratona. Problemas resolvidos: { $solved }. Seu recorde aqui: { $best }.
    }
