## Compartilhado por todos os recursos: opções que vários comandos usam.

your-game = Uma das suas partidas, pelo número (padrão: a partida deste canal)
    .name = partida

## Os nomes dos jogos.

variant-chess = Xadrez
variant-scepter = Capture o Cetro
variant-sanctuary = Xadrez do Santuário

## As respostas que são botões, como a ajuda as lista.

buttons-challenge = responder a um desafio feito a você (qualquer pessoa pode aceitar um desafio aberto)
buttons-cancel = retirar o seu próprio desafio
buttons-rematch = pedir revanche ao adversário, com as cores trocadas, abaixo de uma partida encerrada
buttons-resign = confirmar que você abandona, depois do comando de abandonar
buttons-draw = responder à proposta de empate do adversário
buttons-takeback = responder ao pedido do adversário para voltar o lance
buttons-confirm = jogar ou descartar o lance escolhido, quando suas preferências pedem para confirmar os lances
buttons-review = analisar uma partida encerrada, abaixo da mensagem de fim de partida

## Janelas de tempo olhando para trás, para os limites.

window-hours = { $n ->
    [one] na última hora
   *[other] nas últimas { $n } horas
}
window-minutes = { $n ->
    [one] no último minuto
   *[other] nos últimos { $n } minutos
}

## Recusas: por que um comando não foi executado. Nada foi alterado.

refusal-challenge-accepted = Este desafio já foi aceito.
refusal-challenge-declined = Este desafio foi recusado.
refusal-challenge-withdrawn = Este desafio foi retirado.
refusal-challenge-expired = { $challenge_hours ->
    [one] Este desafio expirou: os desafios duram { $challenge_hours } hora.
   *[other] Este desafio expirou: os desafios duram { $challenge_hours } horas.
}
refusal-challenge-open = Este desafio ainda está aberto.
refusal-not-in-lobby = Este servidor não está no lobby do Sanctum entre servidores. Um gestor pode entrar nele com { $join }; até lá, desafie alguém daqui.
refusal-vote-instead = A equipe joga esta partida por votação: vote no lance que você quer com { $vote }.
refusal-lobby-names-no-one = Um desafio a todos os servidores é aberto a qualquer pessoa: deixe de fora o oponente e o nível.
# $thing é challenge, game ou match.
refusal-gone = { $thing ->
    [challenge] Esse desafio não existe mais: este botão está desatualizado.
    [match] Esse confronto não existe mais: este botão está desatualizado.
   *[game] Essa partida não existe mais: este botão está desatualizado.
}
refusal-channel-busy = Este canal já tem uma partida em andamento. Termine-a ou desafie em outro canal.
refusal-duplicate-challenge = Vocês dois já têm um desafio aberto neste canal. Espere uma resposta ou, antes, retire-o com { $cancel }.
refusal-no-game = Não há partida neste canal. Comece uma com { $start }.
refusal-game-elsewhere = { $count ->
    [one] Não há partida neste canal. A sua está em { $places }.
   *[other] Não há partida neste canal. As suas estão em { $places }.
}
refusal-game-over = Essa partida já terminou. Comece uma nova com { $start }.
refusal-not-a-player = Você não está jogando nesta partida.
refusal-not-your-turn = Não é a sua vez: é a vez de { $to_move } jogar.
refusal-already-moved = Não é a sua vez: o seu lance { $last } está no tabuleiro, e agora é a vez de { $to_move }.
refusal-moved-on = A partida avançou desde que você olhou: nada foi jogado. Veja a nova posição ({ $board }) e tente de novo.
refusal-nothing-to-solve = Você não tem nenhum problema nem aula em aberto. Comece com { $puzzle } ou { $learn }.
refusal-no-such-lesson = O curso de { $variant } tem as aulas de 1 a { $lessons }.
refusal-already-open = Seu desafio aberto neste canal ainda está esperando alguém que o aceite. Espere ou, antes, retire-o com { $cancel }.
refusal-own-open-challenge = Esse é o seu próprio desafio aberto: outra pessoa precisa aceitá-lo. Você pode retirá-lo com { $cancel }.
refusal-bad-game-number = { $typed } não é um número de partida. As partidas são numeradas 1, 2, 3…; { $games } mostra as suas.
refusal-no-such-game = Não existe a partida { $number } neste servidor. { $games } mostra as suas.
refusal-too-many-challenges = { $limit ->
    [one] Você fez { $limit } desafio neste servidor { $window }. Poderá desafiar de novo { $until }.
   *[other] Você fez { $limit } desafios neste servidor { $window }. Poderá desafiar de novo { $until }.
}
refusal-too-many-waiting = { $limit ->
    [one] Você já tem { $limit } desafio esperando resposta neste servidor. Cancele-o ou espere: ele expira { $until }.
   *[other] Você já tem { $limit } desafios esperando resposta neste servidor. Cancele um ou espere: o primeiro expira { $until }.
}
refusal-challenged-recently = Você desafiou { $challenged } há pouco, e o desafio foi recusado ou retirado. Poderá desafiar essa pessoa de novo { $until }.
refusal-too-many-engine-games = { $limit ->
    [one] Você já joga { $limit } partida contra o Sanctum, o máximo que alguém pode ao mesmo tempo. Termine-a ou abandone-a antes.
   *[other] Você já joga { $limit } partidas contra o Sanctum, o máximo que alguém pode ao mesmo tempo. Termine ou abandone uma delas antes.
}
refusal-too-many-reviews = { $limit ->
    [one] Você pediu { $limit } análise neste servidor { $window }. Poderá pedir de novo { $until }.
   *[other] Você pediu { $limit } análises neste servidor { $window }. Poderá pedir de novo { $until }.
}
refusal-too-many-exercises = { $limit ->
    [one] Você abriu { $limit } problema ou aula { $window }. Poderá abrir outro { $until }.
   *[other] Você abriu { $limit } problemas e aulas { $window }. Poderá abrir mais { $until }.
}
refusal-too-many-web-moves = { $limit ->
    [one] Esta página enviou { $limit } lance { $window }: nada foi jogado. Envie outro { $until }.
   *[other] Esta página enviou { $limit } lances { $window }: nada foi jogado. Envie outro { $until }.
}

## Falhas do lado do Sanctum.

failure-busy = O banco de dados das partidas está ocupado agora. Tente de novo daqui a pouco.
failure-disk-full = Não consegui salvar isso: o disco do servidor está cheio. Nada foi alterado; avise os administradores do servidor.
failure-other = Algo deu errado do meu lado e nada foi alterado. Tente de novo; se continuar acontecendo, avise os administradores do servidor.

## Opções de menu, como o Discord lista os valores de uma opção (no máximo 100 caracteres).

choice-variant-sanctuary = santuário
choice-variant-scepter = cetro
choice-variant-chess = xadrez
choice-color-white = brancas
choice-color-black = pretas
choice-color-random = aleatória
choice-days-1 = 1 dia
choice-days-2 = 2 dias
choice-days-3 = 3 dias
choice-days-5 = 5 dias
choice-days-7 = 7 dias
choice-days-10 = 10 dias
choice-days-14 = 14 dias
choice-puzzle-theme-sanctuary = santuário (duas peças a salvo)
choice-puzzle-theme-refugee = refugiado
choice-puzzle-theme-scepter = cetro (rei em e1/e8)
choice-puzzle-theme-slide = peão deslizante
choice-puzzle-theme-mate = mate
choice-puzzle-theme-material = ganhar material
choice-puzzle-theme-fork = garfo
choice-puzzle-theme-pin = cravada
choice-puzzle-theme-skewer = espeto
choice-puzzle-theme-discoveredattack = ataque descoberto
choice-puzzle-theme-doublecheck = xeque duplo
choice-puzzle-theme-hangingpiece = peça pendurada
choice-puzzle-theme-trappedpiece = peça presa
choice-puzzle-theme-sacrifice = sacrifício
choice-puzzle-theme-backrankmate = mate do corredor
choice-puzzle-theme-promotion = promoção
choice-puzzle-theme-deflection = desvio
choice-puzzle-theme-attraction = atração
choice-puzzle-theme-capturingdefender = captura do defensor
choice-puzzle-theme-clearance = liberação
choice-puzzle-theme-quietmove = lance silencioso
choice-puzzle-theme-advancedpawn = peão avançado
choice-puzzle-theme-sanctuaryrace = corrida ao santuário
choice-puzzle-theme-stoprefugee = deter um refugiado
choice-puzzle-theme-scepterwalk = a marcha do rei até o cetro
choice-puzzle-theme-onemove = um lance
choice-puzzle-theme-short = dois lances
choice-puzzle-theme-long = três lances ou mais
choice-tournament-action-create = criar
choice-tournament-action-join = entrar
choice-tournament-action-leave = sair
choice-tournament-action-start = iniciar
choice-tournament-action-standings = classificação
choice-tournament-action-trf = trf
choice-tournament-action-bye = folga
choice-tournament-action-cancel = cancelar
choice-tournament-action-list = listar
choice-tournament-format-round-robin = todos contra todos
choice-tournament-format-double-round-robin = todos contra todos em dois turnos
choice-tournament-format-swiss = suíço
choice-scope-server = servidor
choice-scope-global = global
choice-orientation-to-move = lado da vez
choice-orientation-mine = meu lado
choice-theme-classic = clássico
choice-theme-contrast = contraste
choice-theme-colorblind = daltônico

## Rótulos dos botões (no máximo 80 caracteres).

button-accept = Aceitar
button-decline = Recusar
button-cancel = Cancelar
button-yes-resign = Sim, abandonar
button-accept-draw = Aceitar empate
button-allow-takeback = Permitir voltar o lance
button-refuse = Negar
button-rematch = Revanche
button-review = Analisar
button-confirm = Confirmar
button-next-puzzle = Próximo problema
button-give-up = Desistir
button-solve = Resolver
button-next-lesson = Próxima aula
button-join = Entrar
button-leave = Sair
button-join-the-team = Entrar na equipe
button-accept-match = Aceitar confronto
button-refuse-all-from-this-server = Recusar todos deste servidor
button-sign-up = Inscrever-se
# Botões de link: a página web de uma mensagem e o link privado de um jogador para jogar na web.
button-view = Ver
button-play-on-web = Jogar na web

## O que uma interface recebeu que não é um comando. $usage mostra como o comando é dado.

unreadable-missing-variant = Qual jogo? Escolha { $choices }: { $usage }.
unreadable-missing = { $command } precisa da opção { $option }: { $usage }.
unreadable-no-value = { $option } precisa de um valor depois: { $usage }.
unreadable-bad-variant = Não conheço o jogo { $value }: escolha { $choices }. Uso: { $usage }.
unreadable-bad-days = { $value } dias por lance não é uma opção: escolha { $days } ou { $last_days } dias. Uso: { $usage }.
# $article é "a" ou "an", só para o inglês.
unreadable-bad-choice = { $value } não serve para { $option }: escolha { $choices }. Uso: { $usage }.
unreadable-bad-bool = { $value }: escreva { $yes } ou { $no } para { $option }. Uso: { $usage }.
unreadable-bad-flag = { $value }: { $option } não leva valor. Uso: { $usage }.
unreadable-bad-page = { $value } não é um número de página: escreva 1, 2, 3… até { $max }. Uso: { $usage }.
unreadable-bad-number = { $value } não é um número: { $option } aceita de { $lo } a { $hi }. Uso: { $usage }.
unreadable-bad-other = { $value } não serve como { $option } aqui. Uso: { $usage }.
unreadable-unknown-command = Não conheço o comando { $name }: { $help } lista os que eu tenho.
unreadable-unknown-command-near = Não conheço o comando { $name }. Você quis dizer { $near }? { $help } lista os que eu tenho.
unreadable-unknown-option = { $command } não tem a opção { $option }. Uso: { $usage }.
unreadable-unknown-option-near = { $command } não tem a opção { $option }. Você quis dizer { $near }? Uso: { $usage }.

## Onde uma partida é jogada.

game-in-thread = A partida é jogada no seu próprio tópico: { $thread }.

## O que a própria interface diz.

face-sorry = Desculpe, o Sanctum não conseguiu terminar de responder. Use { $board } para ver como está a sua partida.
face-review-lost = A análise se perdeu do meu lado. Peça de novo, por favor.
face-dead-button = Este botão não funciona mais. { $games } mostra como estão as suas partidas.
refusal-servers-only = Este comando é de servidores: use-o num canal de um servidor onde o Sanctum está. Partidas, problemas e lições também funcionam aqui.
# $places lista canais, cada um com o motivo do Discord entre parênteses.
face-posts-refused = Feito, mas o Discord recusou a mensagem do Sanctum em { $places }. Verifique se o canal ainda existe e se o Sanctum pode vê-lo, enviar mensagens e anexar arquivos nele.
face-a-channel = um canal ({ $why })

## Palavras que se destacam: iguais em todas as línguas.

emphasis = { $words }

## Intervalos de tempo, curtos, como o console os mostra: 2 d 4 h, 30 min.

duration-under-minute = menos de um minuto
duration-minutes = { $m } min
duration-hours = { $h } h
duration-hours-minutes = { $h } h { $m } min
duration-days = { $d } d
duration-days-hours = { $d } d { $h } h
moment-in = em { $duration }
moment-ago = há { $duration }

## Escolha de idioma

choice-language-discord = o idioma do servidor no Discord
choice-language-en = English
choice-language-de = Deutsch
choice-language-fr = Français
choice-language-es = Español
choice-language-pt-br = Português do Brasil
choice-language-ru = Русский
choice-language-zh-cn = 简体中文

## O console (`sanctum play`): as suas próprias palavras em volta das respostas que mostra.
## As palavras entre crases são o que se digita ali e ficam em inglês, que é o que o console lê;
## só os marcadores entre < > (`<usuário>`, `<comando>`) são traduzidos.

# A primeira linha de uma sessão no teclado. $db é o banco de dados; $pictures, a
# pasta onde imagens e arquivos são salvos.
console-banner = Console do Sanctum em { $db } — as imagens vão para { $pictures }. Digite `help` ou experimente `alice: challenge @bob sanctuary`.
# Depois da lista de comandos de `help`: como as linhas são escritas no console.
console-help =
    Neste console, cada linha é `<usuário>: <comando>`, por exemplo `alice: challenge sanctuary @bob`, depois `bob: accept`, `alice: move e4` (ou só `alice: e4`).
    `alice: challenge sanctuary` (sem nome) é um desafio aberto: quem primeiro der `accept` joga. `pgn 42` e `board 42` mostram qualquer partida pelo número.
    Também: `<usuário>: press <botão>` clica num botão mostrado acima, `<usuário>: suggest <começo de um lance>` lista lances,
    `help <comando>` explica um comando, `wait 2d` / `wait 3h` adianta o relógio (lembretes e derrotas por tempo acontecem), `channel <nome>` muda de canal, `quit` sai.
# Um comando que já foi respondido (a mesma interação duas vezes).
console-already-handled = (já respondido)
# $thread é o nome que o tópico da partida teria no Discord; $channel, o canal do console
# em que a partida fica (o nome dele sem o #).
console-game-thread = (no Discord esta partida ganharia um tópico próprio, “{ $thread }”; aqui ela fica em #{ $channel })
# Acima do anúncio de um desafio ou de uma partida, redesenhado como está agora.
console-announcement-redrawn = (o anúncio é redesenhado:)
# $thread é o nome do tópico no Discord; $channel, o canal do console que o representa
# (o nome dele sem o #).
console-opens-thread = (no Discord isto abre o tópico “{ $thread }”; aqui ele é #{ $channel })
# Acima de uma resposta publicada em outro canal. $channel é o nome desse canal, com o #.
console-in-channel = [em { $channel }]
# Acima de uma resposta que só quem deu o comando vê. $user é o nome dessa pessoa.
console-only-user-sees = (só { $user } vê isto)
# O mesmo quando ninguém deu um comando (respostas do relógio ou do Sanctum).
console-only-you-see = (só você vê isto)
# Acima de uma mensagem direta. $user é o nome de quem a recebe: @bob.
console-direct-message = (mensagem direta para { $user })
# $path é onde a imagem de um tabuleiro foi salva.
console-saved-picture = imagem: { $path }
# $path é onde o arquivo de uma resposta (um registro de partida, uma animação) foi salvo.
console-saved-file = arquivo: { $path }
# $path é onde a imagem de um tabuleiro não pôde ser salva; $error, o motivo (nas palavras do sistema).
console-not-saved-picture = (imagem não salva em { $path }: { $error })
# $path é onde o arquivo de uma resposta não pôde ser salvo; $error, o motivo (nas palavras do sistema).
console-not-saved-file = (arquivo não salvo em { $path }: { $error })
# Abaixo de uma resposta com botões. $labels são os rótulos dos botões, cada um entre colchetes;
# $first é o rótulo do primeiro em minúsculas, como se digita depois de `press`.
console-buttons = botões: { $labels } — clique num deles com `<usuário>: press { $first }`
# Abaixo de uma resposta que menciona pessoas. $users são os nomes delas, separados por vírgulas.
console-pings = (menciona { $users })
# Uma vez, quando o console não consegue guardar os nomes e botões para a próxima execução.
# $path é o arquivo em que ele os guarda; $error, o motivo (nas palavras do sistema).
console-memory-not-kept = (os nomes e botões serão esquecidos depois desta execução: não foi possível gravar { $path }: { $error })
# Depois de `channel <nome>`. $channel é o nome do canal sem o #.
console-now-in = (agora em #{ $channel })
# Depois de `wait`. $duration é quanto, como o console escreve intervalos de tempo: 1 d, 3 h 30 min.
console-clock-forward = (o relógio avança { $duration })
# Depois de `press` quando nenhum botão mostrado há pouco tem esse rótulo. $typed é o que foi
# escrito depois de `press`.
console-no-button = nenhum botão recente corresponde a `{ $typed }`
# Depois de `suggest` quando não há nada a sugerir.
console-no-suggestions = (nenhuma sugestão: não é a sua vez aqui, ou nada corresponde)
# Depois de `suggest`. $moves são os lances sugeridos, separados por vírgulas.
console-suggestions = sugestões: { $moves }
# Abaixo de um tabuleiro de Xadrez do Santuário: o que são os símbolos das suas duas peças novas.
console-board-legend = Ⓐ/ⓐ arcebispo, Ⓖ/ⓖ guarda suíço
# Dicas para uma linha que o console não consegue ler, depois de um "?".
# $max_days é a espera mais longa, em dias; $typed, o que foi escrito depois de `wait`.
console-bad-wait = `wait` aceita um tempo como 2d, 3h ou 30m, até { $max_days }d, não `{ $typed }`
console-which-channel = qual canal? ex.: `channel general`
console-user-one-word = um nome de usuário é uma palavra só, ex.: `alice: board`
console-how-to-write = escreva `<usuário>: <comando>`, ex.: `alice: challenge @bob sanctuary`, ou `wait 2d`, ou `help`
# Um comando dado sem dizer quem o dá. $command é o comando como digitado: board.
console-who-says = quem diz isso? ex.: `alice: { $command }`
# Uma palavra do console escrita errado. $near é a palavra mais provável (help, wait, channel,
# quit ou exit); $how, a dica console-how-to-write, no mesmo idioma.
console-did-you-mean = você quis dizer `{ $near }`? Se não, { $how }
console-say-something = diga algo depois dos dois-pontos, ex.: `alice: help`
console-press-which = clicar em qual botão? ex.: `press accept`

## Lacunas num comando mostrado para o jogador preencher: `/lance lance:<seu lance>`. Mantenha
## os sinais < > ou o @/#, que mostram que é uma lacuna.

blank-move = <lance>
blank-your-move = <seu lance>
blank-id = <id>
blank-channel = #canal
blank-someone = @alguém
blank-half-move = <meio-lance>
blank-role = @cargo
blank-them = @fulano
blank-number = <número>
