## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

match-description = Confrontos contra outro servidor do lobby: desafiar, iniciar, desistir, placar, histórico.
    .name = confronto
match-variant = O jogo do confronto
    .name = variante
match-boards = Tabuleiros, duas partidas cada (padrão: 4)
    .name = tabuleiros
match-days = Dias por lance (padrão: o ajuste do servidor)
    .name = dias
match-start = Inicie o confronto deste servidor (gestores)
    .name = iniciar
match-withdraw = Saia do confronto deste servidor; se ele já começou, perca seu tabuleiro por W.O.
    .name = desistir
match-history = Os confrontos encerrados deste servidor
    .name = historico
match-allow_all = Volte a aceitar propostas de confronto de todos os servidores, inclusive os recusados (gestores)
    .name = aceitar_todos
match-server = Desafie este servidor do lobby (pelo id dele)
    .name = servidor

## Confrontos entre servidores: por que um pedido de confronto foi recusado. Nada foi alterado.

match-refusal-needs-manager = Só membros com a permissão Gerenciar servidor, ou com o cargo de organizador do servidor, podem desafiar, responder ou iniciar um confronto pelo servidor.
match-refusal-unknown-server = Esse não é um servidor do lobby do Sanctum: informe o id de um servidor que entrou nele (os gestores dele o encontram nas configurações do servidor, com o Modo de desenvolvedor ativado).
match-refusal-own-server = Um confronto é entre dois servidores: indique outro.
match-refusal-not-in-lobby = Os confrontos são jogados entre servidores do lobby. Um gestor pode entrar nele com { $join }.
match-refusal-bad-boards = Não dá para jogar um confronto de { $boards } tabuleiros: indique de 1 a { $max }.
# $challenge é o comando confronto com um exemplo das suas opções.
match-refusal-no-variant = Diga qual é o jogo do confronto: { $challenge }.
match-refusal-none-here = Este servidor não tem confronto para isso. Desafie outro servidor com { $challenge }.
match-refusal-other-side = Este botão é para o outro servidor.
match-refusal-too-few = Cada lado precisa de { $boards } jogadores inscritos para começar: este servidor tem { $ours }, o outro, { $theirs }.
match-refusal-closed = Este confronto não aceita mais isso: ele já foi respondido, expirou, começou ou terminou.
match-refusal-pending = { $days ->
    [one] O confronto { $match } entre estes dois servidores já está esperando resposta: uma proposta de cada vez (ela expira após { $days } dia).
   *[other] O confronto { $match } entre estes dois servidores já está esperando resposta: uma proposta de cada vez (ela expira após { $days } dias).
}
match-refusal-refused-there = Esse servidor não aceita propostas de confronto deste.

## Confrontos entre servidores: propostas, respostas e inscrições. $match é o número do confronto.

# Os termos de um confronto, uma frase que vem depois de dois-pontos em outras mensagens. $variant é o nome do jogo (em negrito), $games o dobro de $boards.
match-terms = { $variant }, { $boards ->
        [one] { $boards } tabuleiro
       *[other] { $boards } tabuleiros
    } ({ $games } partidas, uma com cada cor por tabuleiro), ranqueado entre servidores, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance.
# $terms é match-terms.
match-challenged = { $name } desafiou o outro servidor para o confronto { $match }: { $terms } Os gestores de lá podem aceitá-lo no canal do lobby deles.
# $terms é match-terms; $accept, $decline e $refuse são botões (Aceitar confronto, Recusar, Recusar todos deste servidor).
match-challenged-there = { $days ->
    [one] Outro servidor do lobby desafia este servidor para o confronto { $match }: { $terms } Um gestor pode clicar em { $accept } ou { $decline } em até { $days } dia, ou em { $refuse } para não receber mais propostas dele.
   *[other] Outro servidor do lobby desafia este servidor para o confronto { $match }: { $terms } Um gestor pode clicar em { $accept } ou { $decline } em até { $days } dias, ou em { $refuse } para não receber mais propostas dele.
}
match-lapsed = { $days ->
    [one] O confronto { $match } expirou: o outro servidor não respondeu em { $days } dia.
   *[other] O confronto { $match } expirou: o outro servidor não respondeu em { $days } dias.
}
# $allow é o comando que volta a aceitar propostas.
match-refused-all = { $name } recusou o confronto { $match } e todas as propostas futuras daquele servidor. { $allow } volta a aceitá-las.
match-declined = { $name } recusou o confronto { $match }.
match-declined-there = O outro servidor recusou o confronto { $match }.
match-allowed-all = { $refused ->
    [one] { $name } voltou a abrir este servidor às propostas de confronto de todos os servidores do lobby ({ $refused } recusado antes).
   *[other] { $name } voltou a abrir este servidor às propostas de confronto de todos os servidores do lobby ({ $refused } recusados antes).
}
# $against: challenged (lido no servidor que aceitou) ou accepted (lido no servidor que desafiou); $terms é match-terms; $join é o botão Inscrever-se.
match-signup = Confronto { $match } contra { $against ->
        [challenged] o servidor que desafiou
       *[accepted] o servidor que aceitou
    }: { $terms } Jogadores deste servidor: cliquem em { $join } para jogar. Um gestor o inicia com { $start } quando cada lado tiver { $boards } jogadores; jogam os de maior rating, primeiro tabuleiro contra primeiro tabuleiro.
match-signed-up = Você se inscreveu no confronto { $match }: { $players } deste servidor até agora.
match-signed-up-already = Você já está inscrito ({ $players } deste servidor até agora).
match-left = Você saiu do confronto { $match }.
match-not-signed-up = Você não estava inscrito no confronto { $match }.
# $status: proposed (esperando a resposta do outro servidor) ou signup (os jogadores se inscrevem); $terms é match-terms.
match-pending = Confronto { $match } ({ $status ->
        [proposed] proposto
        [signup] inscrições
       *[other] { $status }
    }): { $terms } Inscritos: { $ours } deste servidor, { $theirs } do outro.

## Confrontos entre servidores: o início e cada partida.

# Os jogadores de um tabuleiro, numa lista.
match-pairing = Tabuleiro { $board }: { $white } x { $black }
# $terms é match-terms; $side: home (o servidor que desafiou, citado primeiro) ou away.
match-starts = O confronto { $match } começa: { $terms } { $side ->
        [home] Os jogadores deste servidor aparecem primeiro em cada tabuleiro, os do outro servidor em segundo;
       *[away] Os jogadores deste servidor aparecem em segundo em cada tabuleiro, os do outro servidor primeiro;
    } as partidas de cada tabuleiro ganham um tópico nos dois servidores, e o placar, um só dele.
match-started = O confronto { $match } começou.
# $leg é a partida do tabuleiro, 1 ou 2; $game, o número da partida.
match-game-opening = Confronto { $match }, tabuleiro { $board }, partida { $leg }: { $white } (Brancas) x { $black } (Pretas), ranqueada entre servidores, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance: partida { $game }.
match-withdrew = Você saiu do confronto { $match }: suas partidas nele contam como derrotas.

## Confrontos entre servidores: os confrontos encerrados do servidor, numa lista.

# $verdict: won, lost ou drawn, para este servidor; $us e $them, os pontos (2½, 1…); $ended, um momento.
match-history-line = Confronto { $match } · { $variant }, { $boards ->
        [one] { $boards } tabuleiro
       *[other] { $boards } tabuleiros
    }: { $verdict ->
        [won] vitória por
        [lost] derrota por
       *[drawn] empate em
    } { $us }–{ $them }, encerrado { $ended }
match-history-none = Nenhum encerrado ainda.

## Confrontos entre servidores: o placar e cada resultado.

match-scoreboard-live = 📋 Placar ao vivo, atualizado conforme as partidas terminam.
# $title é o confronto e o seu jogo, em negrito; $us e $them, os pontos (2½, 1…).
match-scoreboard-score = { $title }: este servidor { $us } – { $them } o outro servidor
# Um tabuleiro numa lista: $mine é o jogador deste servidor; $results, os placares das duas partidas do ponto de vista deste servidor (1–0, ½–½, … enquanto se joga).
match-scoreboard-board = Tabuleiro { $board }: { $mine } x { $theirs } — { $results }
match-scoreboard-board-withdrew = Tabuleiro { $board }: { $mine } x { $theirs } — { $results } ({ $withdrew } saiu)
# $leg é a partida do tabuleiro, 1 ou 2; $home, o jogador do servidor que desafiou; $away, o outro.
match-result = { $outcome ->
        [home] Tabuleiro { $board }, partida { $leg }: { $home } venceu { $away }.
        [home-forfeit] Tabuleiro { $board }, partida { $leg }: { $home } venceu { $away } (por W.O.).
        [away] Tabuleiro { $board }, partida { $leg }: { $away } venceu { $home }.
        [away-forfeit] Tabuleiro { $board }, partida { $leg }: { $away } venceu { $home } (por W.O.).
        [draw] Tabuleiro { $board }, partida { $leg }: { $home } e { $away } empataram.
       *[on] Tabuleiro { $board }, partida { $leg }: { $home } e { $away } seguem jogando.
    }
match-news-score = Confronto { $match }: este servidor { $us } – { $them } o outro servidor; o placar no topo deste tópico está atualizado.

## O título de um placar, em negrito.

match-scoreboard-title = Confronto { $match } · { $variant }
match-list-heading = Os confrontos deste servidor
match-final-score = Placar final

## A imagem do placar de um confronto, como um servidor a lê: o título, os cabeçalhos e o
## placar, e o texto alternativo. $us e $them são pontos ("2½").

scoreboard-title = Confronto { $match } · { $variant }
scoreboard-board = Tabuleiro
scoreboard-this-server = Este servidor
scoreboard-other-server = O outro servidor
scoreboard-game-1 = Partida 1
scoreboard-game-2 = Partida 2
scoreboard-score = Este servidor { $us } – { $them } o outro servidor
scoreboard-not-over = em andamento
# $boards: itens de scoreboard-alt-board separados por ponto e vírgula.
scoreboard-alt = Placar do confronto { $match }: este servidor { $us }, o outro servidor { $them }. { $boards }.
# $results: o placar de cada partida para este servidor ("1–0") ou scoreboard-not-over, separados por vírgulas.
scoreboard-alt-board = Tabuleiro { $board }: { $mine } contra { $theirs }, { $results }
