## Recusas de desafios ao lobby entre servidores. Nada foi alterado.

# ranqueada, rating_min e rating_max são as opções do comando desafiar como os jogadores as digitam.
lobby-refusal-teams-play-casual = Uma partida entre equipes é casual e aberta a todos os servidores do lobby: omita ranqueada, rating_min e rating_max.
lobby-refusal-bad-range = Uma faixa de rating de { $min } até { $max } não admite ninguém: faça rating_min ser no máximo rating_max.
# $range é uma mensagem lobby-range ("de 1400 a 1600"); $variant, o nome do jogo; $rating, o do próprio jogador. lobby:true é a opção como os jogadores a digitam.
lobby-refusal-outside-range = Este desafio pede um rating { $range } em { $variant } entre servidores, e o seu é { $rating }. Procure outro no lobby ou publique o seu com lobby:true.

## Faixas de rating, depois de "um rating" ou "ratings".

lobby-range-between = de { $min } a { $max }
lobby-range-at-least = de pelo menos { $min }
lobby-range-at-most = de no máximo { $max }
lobby-range-any = qualquer

## Desafios a todos os servidores do lobby, como cada servidor os vê.

# Quem desafia, como outro servidor o lê: $name é o nome.
lobby-challenger-elsewhere = { $name } (de outro servidor)
lobby-colours-white = quem desafia joga de brancas
lobby-colours-black = quem desafia joga de pretas
# $challenger é quem desafia; $variant, o nome do jogo (em negrito); $terms é challenge-terms.
lobby-post = { $challenger } desafia todos os servidores do lobby do Sanctum: { $variant } — { $terms }.
# Como lobby-post, para um desafio que pede uma faixa de rating: $range é uma mensagem lobby-range, $game de novo o nome do jogo.
lobby-post-ranged = { $challenger } desafia todos os servidores do lobby do Sanctum: { $variant } — { $terms }, para ratings globais { $range } em { $game }.
# $accept é o botão Aceitar.
lobby-post-answer = Qualquer pessoa de um servidor do lobby pode { $accept } o desafio — quem fizer isso primeiro joga, cada um do seu próprio servidor.
lobby-expires = Ele expira { $expires }.
# O desafio de uma equipe no próprio servidor: $poster é o gestor que o publicou; $variant, o nome do jogo (em negrito).
lobby-team-post-home = { $poster } e este servidor desafiam todos os servidores do lobby do Sanctum para xadrez por votação: { $variant } — equipe contra equipe, casual, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance; os membros de cada lado votam nos lances dele no próprio servidor, sem que o outro lado veja.
# O desafio de uma equipe nos outros servidores: $team é o nome da equipe.
lobby-team-post = { $team } (outro servidor) desafia todos os servidores do lobby do Sanctum para xadrez por votação: { $variant } — equipe contra equipe, casual, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance; os membros de cada lado votam nos lances dele no próprio servidor, sem que o outro lado veja.
# $accept é o botão Aceitar.
lobby-team-answer = Um gestor do servidor pode { $accept } o desafio por todo o seu servidor.

## Os desafios do lobby na lista de partidas.

# $heading é "Desafios no lobby entre servidores" (em negrito); $channel, o canal do lobby.
lobby-list-heading = { $heading } (aceite um em { $channel })
# Um desafio: $name é quem o publicou, $game o jogo (lobby-list-vote-chess para o de uma equipe), $rated é rated ou casual; depois, quando expira.
lobby-list-item = { $name }: { $game }, { $rated ->
        [rated] ranqueada
       *[casual] casual
    }, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance — expira { $expires }
# Como lobby-list-item, para um desafio que pede uma faixa de rating: $range é uma mensagem lobby-range.
lobby-list-item-ranged = { $name }: { $game }, { $rated ->
        [rated] ranqueada
       *[casual] casual
    }, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance, ratings { $range } — expira { $expires }
lobby-list-vote-chess = { $variant } (xadrez por votação, para um gestor aceitar)
# $more é quantos outros não estão listados.
lobby-list-more = …e mais { $more }.

## O título da lista do lobby, em negrito.

lobby-list-title = Desafios no lobby entre servidores
