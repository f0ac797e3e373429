## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

settings-description = Veja ou mude os ajustes do Sanctum neste servidor (só com Gerenciar servidor).
    .name = ajustes
settings-days = Dias por lance padrão para novos desafios
    .name = dias
settings-rated = Se as novas partidas são ranqueadas por padrão
    .name = ranqueada
settings-threads = Se cada partida ganha o seu próprio tópico
    .name = topicos
settings-seek_variant = O jogo cujos desafios abertos mencionam cargo_aviso (sozinha: parar de mencionar)
    .name = variante_aviso
settings-seek_role = O cargo a mencionar quando alguém publica um desafio aberto de variante_aviso
    .name = cargo_aviso
settings-bank = Tempo extra por jogador em novas partidas, em dias por lance (0: nenhum; padrão: { $default_bank })
    .name = banco
settings-ping_every = Mínimo de minutos entre duas menções ao cargo de um jogo (0: sempre; padrão: { $default_role_ping_minutes })
    .name = intervalo_aviso
settings-daily_puzzle = Publique um problema diário neste canal
    .name = problema_diario
settings-daily_puzzle_off = Pare de publicar o problema diário
    .name = sem_problema_diario
settings-course_variant = O jogo cujo curso dá o cargo_curso (sozinha: parar de dar o cargo)
    .name = variante_curso
settings-course_role = Um cargo para quem concluir o curso de variante_curso
    .name = cargo_curso
settings-organiser_role = Um cargo cujos membros podem criar torneios e ser capitães de confrontos, como os gestores
    .name = cargo_organizador
settings-organiser_role_off = Só os gestores podem criar torneios
    .name = sem_cargo_organizador
settings-web = Se os rankings e as páginas dos jogadores ficam na web (padrão: não)
    .name = web
settings-boards_turn = Se o tabuleiro de uma partida gira para o lado da vez (padrão: sim) ou mantém as brancas embaixo
    .name = girar_tabuleiro
settings-lobby = Entre no lobby do Sanctum entre servidores, exibido neste canal
    .name = lobby
settings-lobby_off = Saia do lobby entre servidores (as partidas em andamento continuam)
    .name = sair_lobby

## Os ajustes do servidor, mostrados ou alterados. $settings é a lista deles: as mensagens settings-list, unidas por vírgulas e ponto e vírgula.

settings-shown = Ajustes do servidor: { $settings }.
# $name os alterou.
settings-changed = { $name } mudou os ajustes do servidor: { $settings }.

## Os itens da lista de ajustes: cada um é parte de settings-shown ou settings-changed, em minúsculas.

settings-list-days = { $days ->
    [one] { $days } dia por lance
   *[other] { $days } dias por lance
}
settings-list-rated = ranqueadas por padrão
settings-list-casual = casuais por padrão
settings-list-threads = cada partida no seu próprio tópico
settings-list-no-threads = partidas jogadas no canal
settings-list-web = os rankings e as páginas dos jogadores na web
settings-list-no-web = sem rankings nem páginas de jogadores na web
settings-list-board-to-move = o tabuleiro de uma partida virado para o lado da vez
settings-list-board-white = o tabuleiro de uma partida com as brancas embaixo
settings-list-no-bank = sem banco de tempo
# $factor vezes os dias por lance: 2× os dias por lance.
settings-list-bank = um banco de tempo de { $factor }× os dias por lance nas novas partidas
# $variant é o nome de um jogo; $role, um cargo do servidor.
settings-list-seek-role = desafios abertos de { $variant } mencionam { $role }
# Com que frequência esses cargos podem ser mencionados; vem depois do último settings-list-seek-role, após uma vírgula.
settings-list-ping-every-time = sempre
# $wait é um intervalo de tempo: 30m, 1h 30m.
settings-list-ping-at-most = no máximo uma vez a cada { $wait }
settings-list-daily-puzzle = o problema diário é publicado em { $channel }
settings-list-course-role = concluir o curso de { $variant } dá o cargo { $role }
settings-list-organiser-role = { $role } pode criar torneios e ser capitão de confrontos
settings-list-lobby = no lobby entre servidores, exibido em { $channel }

## Ajustes recusados. Nada foi alterado.

settings-refusal-needs-manage-server = Só membros com a permissão Gerenciar servidor podem mudar os ajustes.
# variante_curso é o nome da opção, como os jogadores a digitam.
settings-refusal-course-role-needs-variant = Indique o jogo cujo curso dá esse cargo: variante_curso.
# $settings é o comando com as opções a indicar.
settings-refusal-seek-role-needs-variant = Diga de qual jogo os desafios abertos devem mencionar esse cargo: { $settings }.
# $bank é o número indicado; $max, o maior banco de tempo.
settings-refusal-bad-bank = Um banco de tempo de { $bank } não é possível: indique de 0 (sem banco) até { $max }, em dias por lance (2 dá a uma partida de 3 dias por lance 6 dias extras por jogador). Nada foi alterado.
settings-refusal-bad-ping-wait = Uma espera de { $minutes } minutos entre menções ao cargo não é possível: indique de 0 (todo desafio aberto menciona o cargo) até { $max } minutos. Nada foi alterado.

## Idiomas

settings-language = O idioma em que o Sanctum escreve aqui (padrão: o do servidor no Discord)
    .name = idioma
settings-list-language = os canais leem { $language }
settings-list-language-discord = os canais leem o idioma do servidor no Discord
