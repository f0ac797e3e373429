## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

vote-description = Vote na partida da sua equipe (contra o Sanctum ou outro servidor): um lance, empate ou abandono.
    .name = votar
vote-move = O lance que você quer que a equipe jogue
    .name = lance
vote-draw = Vote para propor (ou aceitar) empate
    .name = empate
vote-resign = Vote para abandonar a partida
    .name = abandonar

## Xadrez por votação: por que o voto de uma equipe, ou uma partida em equipe, foi recusado. Nada foi alterado.

# "equipe" é a opção do comando desafiar.
vote-refusal-team-against-sanctum = Uma equipe joga contra o Sanctum: indique o Sanctum como oponente (e um nível) ou omita equipe.
vote-refusal-team-needs-manager = Só membros com a permissão Gerenciar servidor podem começar ou aceitar uma partida em equipe pelo servidor.
vote-refusal-bad-share = Uma parcela de { $share }% da equipe não pode decidir: indique de 1 a 100.
vote-refusal-not-a-team-game = Nenhuma equipe joga aqui: vote no canal de uma partida em equipe, ou jogue o seu próprio lance com { $move }.
# $role é o cargo do servidor que joga como equipe.
vote-refusal-not-on-team = Só os membros de { $role } votam nesta partida em equipe.
vote-refusal-not-teams-turn = É a vez do outro lado: vote depois que ele jogar.
vote-refusal-too-many-changes = { $limit ->
    [one] Você já mudou seu voto neste lance { $limit } vez, o máximo que alguém pode. Ele fica valendo.
   *[other] Você já mudou seu voto neste lance { $limit } vezes, o máximo que alguém pode. Ele fica valendo.
}

## Xadrez por votação: os votos da equipe e o que eles decidem.

vote-voted = { $name } votou.
# $move é o número do lance na partida; $tally, os lances votados, cada um com seus votos e votantes.
vote-standing-votes = Votos para o lance { $move }: { $tally }.
vote-standing-none = Votos para o lance { $move }: nenhum ainda.
# $share é a porcentagem da equipe cujos votos jogam o lance (100: todos); $deadline, um momento.
vote-standing-count = { $counted ->
        [one] { $counted } dos { $members } da equipe votou
       *[other] { $counted } dos { $members } da equipe votaram
    }; o lance é jogado quando { $share ->
        [100] todos tiverem votado
       *[other] { $share }% tiverem votado
    }, ou no mais tardar { $deadline }.
vote-standing-draw = { $votes ->
    [one] { $votes } voto pelo empate (a maioria decide).
   *[other] { $votes } votos pelo empate (a maioria decide).
}
vote-standing-resign = { $votes ->
    [one] { $votes } voto pelo abandono (a maioria decide).
   *[other] { $votes } votos pelo abandono (a maioria decide).
}
vote-majority-resign = A maioria da equipe vota por abandonar.
vote-majority-draw = A maioria da equipe vota por propor empate.
vote-decided-everyone = Todos da equipe votaram: a equipe joga o seu lance.
vote-decided-enough = Já votou gente suficiente da equipe: a equipe joga o seu lance.
vote-time-up = Acabou o tempo da votação da equipe.
vote-deadline-move = É jogado o lance mais votado (em caso de empate, o que foi votado primeiro).
# $vote é o comando de votar.
vote-joined = Você entrou na equipe: agora são { $members }. Vote em cada lance com { $vote }.
vote-joined-already = Você já está na equipe (são { $members }). Vote em cada lance com { $vote }.
