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
