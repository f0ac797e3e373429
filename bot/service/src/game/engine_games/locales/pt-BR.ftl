## Partidas contra o Sanctum. $me é o nome do Sanctum; $name, o do jogador.

# A manchete de uma nova partida: $variant é o nome do jogo (em negrito), $white e $black os nomes dos jogadores, $days os dias por lance.
engine-game-accepted = { $me } aceita na hora! { $variant } — { $white } (Brancas) x { $black } (Pretas), nível { $level }, casual, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance.
# $move é o comando de jogar um lance.
engine-game-your-first-move = { $user }, você tem o primeiro lance: { $move }.
engine-game-thinks-first = { $me } joga de brancas e está pensando no primeiro lance…
engine-game-draw-accepted = { $name } propõe empate, e { $me } aceita.
# $eval é a avaliação do Sanctum em peões: +1.3, -0.4.
engine-game-draw-declined = { $name } propõe empate. { $me } recusa e segue jogando (pela avaliação dele: { $eval }).
# A abertura de uma partida em equipe: uma destas duas, depois engine-game-team-how-to-vote.
engine-game-team-first = A equipe tem o primeiro lance.
engine-game-team-second = O Sanctum joga de brancas e está pensando no primeiro lance.
# $join é o botão para entrar na equipe; $vote, o comando de votar.
engine-game-team-how-to-vote = Clique em { $join } para ser contado e depois vote em cada lance com { $vote }: o lance mais votado é jogado quando todos da equipe tiverem votado, ou no fim do prazo.

## Partidas contra o Sanctum recusadas.

engine-game-refusal-bad-level = Não existe o nível { $level }: o Sanctum joga do nível { $min_level } (iniciante) ao { $max_level } (força máxima).
# ranqueada e casual são a opção e o valor dela como os jogadores os digitam.
engine-game-refusal-unrated = Partidas contra o Sanctum nunca são ranqueadas: omita `ranqueada` ou escolha casual.
