## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

challenge-description = Desafie alguém, qualquer um daqui ou o Sanctum: Xadrez do Santuário, Capture o Cetro ou xadrez.
    .name = desafiar
challenge-variant = Qual jogo
    .name = variante
challenge-opponent = Contra quem jogar (omita para um desafio aberto que qualquer pessoa daqui pode aceitar)
    .name = oponente
challenge-color = Sua cor (padrão: aleatória)
    .name = cor
challenge-days = Dias por lance (padrão: o ajuste do servidor)
    .name = dias
challenge-rated = Ranqueada ou casual (padrão: o ajuste do servidor)
    .name = ranqueada
challenge-level = Força do Sanctum, de { $min_level } a { $max_level }, ao desafiar o Sanctum (padrão: { $default_level })
    .name = nivel
challenge-team = O servidor joga em equipe, votando cada lance: contra o Sanctum, ou com lobby:true contra equipes
    .name = equipe
challenge-team_role = equipe: só os membros deste cargo votam
    .name = cargo_equipe
challenge-share = equipe: a porcentagem da equipe cujos votos já bastam para jogar um lance (padrão: todos)
    .name = percentual
challenge-anywhere = Publique-o em todos os servidores do lobby do Sanctum, para qualquer pessoa de lá aceitar
    .name = lobby
challenge-min_rating = lobby: o rating global mínimo de quem aceitar
    .name = rating_min
challenge-max_rating = lobby: o rating global máximo de quem aceitar
    .name = rating_max

## Desafios publicados, aceitos, recusados, retirados e expirados.

# Os termos de um desafio, depois do nome do jogo: "ranqueada, 2 dias por lance, alice joga de brancas". $rated é rated ou casual; $colours diz quem joga de que lado (challenge-colours-…, lobby-colours-…).
challenge-terms = { $rated ->
        [rated] ranqueada
       *[casual] casual
    }, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance, { $colours }
# $name é o nome de quem desafia.
challenge-colours-white = { $name } joga de brancas
challenge-colours-black = { $name } joga de pretas
challenge-colours-random = cores sorteadas
# $variant é o nome do jogo (em negrito); $terms é challenge-terms.
challenge-open-post = { $challenger } publica um desafio aberto: { $variant } — { $terms }.
# $accept é o botão Aceitar.
challenge-open-answer = Qualquer pessoa daqui pode { $accept } o desafio — quem fizer isso primeiro joga. Ele expira { $expires }.
challenge-post = { $challenged }, { $challenger } desafia você para uma partida de { $variant } — { $terms }.
challenge-rematch-post = { $challenged }, { $challenger } pede a você uma revanche de { $variant } — { $terms }.
# $accept e $decline são os botões.
challenge-answer = { $accept } ou { $decline }; o desafio expira { $expires }.
# $variant é o nome do jogo; $next, quando o cargo poderá ser mencionado de novo.
challenge-role-pinged-recently = O cargo dos jogadores de { $variant } foi mencionado há pouco, então só será mencionado de novo { $next }.
# A manchete de uma nova partida: $name aceitou; $variant é o nome do jogo (em negrito); $white e $black são os nomes dos jogadores; $rated é rated ou casual; $game, o número da partida.
challenge-accepted = { $name } aceitou! { $variant } — { $white } (Brancas) x { $black } (Pretas), { $rated ->
        [rated] ranqueada
       *[casual] casual
    }, { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } por lance: partida { $game }.
challenge-played-in = A partida é jogada em { $channel }.
challenge-declined = { $name } recusou o desafio de { $challenger }.
challenge-withdrawn = { $name } retirou o desafio feito a { $challenged }.
challenge-open-withdrawn = { $name } retirou o desafio aberto.
challenge-expired = { $challenge_hours ->
    [one] O desafio de { $challenger } a { $challenged } expirou: ninguém respondeu em { $challenge_hours } hora.
   *[other] O desafio de { $challenger } a { $challenged } expirou: ninguém respondeu em { $challenge_hours } horas.
}
challenge-open-expired = { $challenge_hours ->
    [one] O desafio aberto de { $challenger } expirou: ninguém o aceitou em { $challenge_hours } hora.
   *[other] O desafio aberto de { $challenger } expirou: ninguém o aceitou em { $challenge_hours } horas.
}

## Recusas de desafios e das respostas a eles. Nada foi alterado.

challenge-refusal-self = Você não pode desafiar a si mesmo. Escolha outra pessoa do servidor.
challenge-refusal-bot = Bots não podem jogar, exceto o próprio Sanctum: desafie uma pessoa ou o Sanctum.
challenge-refusal-not-a-member = { $user } não é membro deste servidor, então nunca poderia responder. Desafie alguém daqui.
# cargo_equipe, percentual e equipe:true são as opções do comando desafiar como os jogadores as digitam.
challenge-refusal-team-options-without-team = cargo_equipe e percentual são para partidas em equipe: adicione equipe:true.
# lobby:true, rating_min e rating_max são as opções do comando desafiar como os jogadores as digitam.
challenge-refusal-range-without-lobby = Uma faixa de rating é para desafios a todos os servidores: adicione lobby:true ou omita rating_min e rating_max.
challenge-refusal-no-challenge = Não há nenhum desafio aberto para você neste canal.
challenge-refusal-not-challenged = Só { $challenged } pode responder a este desafio.
challenge-refusal-not-challenger = Só { $challenger } pode retirar este desafio.
challenge-refusal-not-yours = Não cabe a você responder a este desafio.
# $challenge é o comando para publicar um desafio.
challenge-refusal-taken = Tarde demais: { $by } já aceitou este desafio. Publique um seu com { $challenge }.
challenge-refusal-level-for-person = O nível é só para partidas contra o próprio Sanctum: omita-o ao desafiar uma pessoa.
