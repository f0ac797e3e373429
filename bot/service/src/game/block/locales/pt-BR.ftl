## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

block-description = Mantenha longe os desafios de alguém (ou veja quem você bloqueia, ou desbloqueie).
    .name = bloquear
block-player = Quem bloquear (nenhum: ver quem você bloqueia)
    .name = jogador
block-remove = Desbloquear em vez disso
    .name = desbloquear

## Bloqueios: respostas a bloquear, e por que jogar com alguém ou bloquear alguém foi recusado.

# $user é a pessoa bloqueada ou desbloqueada; $undo é o comando que a desbloqueia.
block-unblocked = Você desbloqueou { $user }: vocês dois podem voltar a se desafiar.
block-not-blocked = Você não tinha bloqueado { $user }.
block-blocked = Você bloqueou { $user }: os desafios dessa pessoa não chegam mais a você, e nenhum dos dois pode aceitar desafios abertos ou revanches do outro, em nenhum servidor. As partidas em andamento continuam. Desfaça com { $undo }.
block-list-empty = Você não bloqueia ninguém. Bloqueie alguém com { $block }.
# $users é a lista de pessoas bloqueadas, separadas por vírgulas.
block-list = Você bloqueia { $users }. Desbloqueie alguém com { $unblock }; bloqueie mais alguém com { $block }.
block-refusal-not-welcome = { $user } escolheu não jogar com você.
block-refusal-you-blocked = Você bloqueou { $user }, então vocês dois não podem jogar. Para jogar com essa pessoa de novo, desbloqueie-a com { $unblock }.
block-refusal-cannot-block = Você só pode bloquear outras pessoas: não a si mesmo, nem um bot.
block-refusal-too-many = Você já bloqueia { $limit } pessoas, o máximo que alguém pode. Desbloqueie alguém antes.
