## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

move-description = Jogue um lance na partida deste canal, em SAN (Nf3, exd5, O-O) ou UCI (g1f3).
    .name = lance
move-move = Seu lance; comece a digitar para ver os lances legais
    .name = lance

moves-description = Lista os lances legais da partida deste canal, peça por peça: o que cada peça pode fazer agora.
    .name = lances

board-description = Mostra o tabuleiro da partida deste canal, ou de qualquer partida do servidor pelo número.
    .name = tabuleiro
board-game = O número de uma partida (padrão: a partida deste canal)
    .name = partida
board-new_link = Desative seus links anteriores para jogar esta partida na web e receba um novo
    .name = novo_link

pgn-description = Uma partida em arquivo PGN, com replay animado: a deste canal ou qualquer uma pelo número.
    .name = pgn
pgn-game = O número de uma partida (padrão: a partida deste canal ou a última dele)
    .name = partida

history-description = Partidas encerradas de um jogador neste servidor, recentes primeiro, com resultados e adversários.
    .name = historico
history-player = De quem (padrão: você)
    .name = jogador
history-variant = Só este jogo (padrão: todos)
    .name = variante
history-page = Página (padrão: 1)
    .name = pagina

preferences-description = Veja ou mude como os tabuleiros aparecem para você e se seus lances esperam um Confirmar.
    .name = preferencias
preferences-orientation = O seu lado embaixo (meu lado) ou o lado da vez (lado da vez, o padrão)
    .name = orientacao
preferences-theme = Cores do tabuleiro: clássico, contraste (alto contraste) ou daltônico (seguro para vermelho-verde)
    .name = tema
preferences-confirm = Mostra o tabuleiro após o seu lance, com Confirmar / Cancelar, antes de ele ser jogado
    .name = confirmar

notify-description = Veja ou mude como o Sanctum avisa sobre suas partidas: mensagens diretas, lembretes, um resumo.
    .name = avisos
notify-dm = Uma mensagem direta quando for a sua vez (padrão: desligado)
    .name = dm
notify-remind80 = Um lembrete quando { $reminder_percent }% do seu tempo para um lance tiver passado (padrão: ligado)
    .name = lembrete80
notify-remind2h = Um lembrete quando faltarem 2 horas do seu tempo para um lance (padrão: desligado)
    .name = lembrete2h
notify-digest = Uma mensagem direta diária com as partidas que esperam o seu lance (padrão: desligado)
    .name = resumo

## Os lances como o canal os lê.

color-white = Brancas
color-black = Pretas
move-played = { $name } jogou { $move }.
move-played-conditional = ⚡ Lance condicional de { $name }: { $move }.
move-draw-lapses = A proposta de empate caducou: { $name } seguiu jogando.
move-thinking = { $name } está pensando…
move-team-to-move = Vez de { $name }: os membros votam com { $vote } — prazo: { $due }.
move-your-move = { $user }, é a sua vez — prazo: { $due }.
# $me e $them são os nomes dos lados (Brancas, Pretas); $square, uma casa como e8.
note-refugee = O peão das { $me } chega a { $square } e vira refugiado — não pode mais se mover nem ser capturado.
note-sanctuary-one = As { $me } têm uma peça no santuário em { $square }: mais uma lá, a salvo de captura, vence.
note-sanctuary-many = As { $me } têm { $n } peças no santuário. { $them }: capture em { $squares } ou perca.
note-scepter-threat = { $them }: o rei das { $me } pode tomar o seu cetro em { $square } no próximo lance — impeça ou perca.
note-check = As { $them } estão em xeque.
