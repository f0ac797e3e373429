## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

help-description = Lista os comandos do Sanctum ou explica um deles por inteiro.
    .name = ajuda
help-command = O comando a explicar (padrão: todos)
    .name = comando

## Ajuda: todos os comandos num relance, ou um deles por inteiro.

help-intro = { $sanctum } joga Xadrez do Santuário, Capture o Cetro e xadrez por correspondência: um lance de cada vez, ao longo de horas ou dias.
help-buttons = As respostas são botões abaixo da mensagem que respondem:
help-clocks = Jogos: { $chess }, { $scepter }, { $sanctuary }. Dias por lance: { $days } ou { $last_days }. Cada lance tem um prazo (os dias por lance da partida). Você recebe um lembrete quando { $reminder_percent }% do seu tempo tiver passado. Se o prazo vencer, o seu banco de tempo paga o atraso, um dia inteiro de cada vez (dias extras para a partida toda: por padrão { $bank_factor } vezes os dias por lance, um ajuste do servidor); só com o banco vazio você perde por tempo — mas uma partida em que um dos lados nunca fez o primeiro lance é anulada: sem resultado, ratings inalterados. As férias pausam todos os seus relógios de uma vez, até { $vacation_days } dias em qualquer período de { $vacation_window } dias.
help-boards = Tabuleiros: o tabuleiro que o canal de uma partida compartilha gira a cada lance, para que quem tem a vez o veja do próprio lado (contra o Sanctum, sempre do seu); um gestor do servidor pode manter as brancas embaixo com { $keep_white }. { $mine } mostra o seu lado embaixo em todo tabuleiro desenhado para você.
help-unknown = Não conheço o comando { $typed }. { $help } lista todos.
help-unknown-near = Não conheço o comando { $typed }. Você quis dizer { $near }? { $help } lista todos.
help-manage-server = Mudar coisas com ele é só para membros que podem gerenciar o servidor.
help-option = { $option } — { $description }
help-option-required = { $option } (obrigatória) — { $description }
help-no-options = Não tem opções.
help-aliases = No console também: { $aliases }.
