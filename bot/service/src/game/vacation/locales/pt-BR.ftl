## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

vacation-description = Pause seus relógios em todas as partidas, até { $vacation_days } dias em quaisquer { $vacation_window_days }, ou encerre as férias antes.
    .name = ferias
vacation-days = Quantos dias, a partir de agora (no máximo { $vacation_days } em quaisquer { $vacation_window_days } dias)
    .name = dias
vacation-end = Encerre suas férias agora; os dias restantes não são contados
    .name = encerrar

## Férias. $vacation_days é o máximo de dias de férias em quaisquer $vacation_window_days dias (os últimos 365).

# $ends é quando as férias terminam.
vacation-started = 🏖️ Suas férias de { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } começam agora e terminam { $ends }.
# Vem depois de vacation-started: $games é quantas partidas as férias pausam.
vacation-started-games = { $games ->
    [0] Você não tem partidas em andamento; as que você começar nesse meio-tempo esperam a sua volta.
    [1] Seu relógio na sua partida está pausado, e o seu adversário foi avisado.
   *[other] Seus relógios em todas as suas { $games } partidas estão pausados, e os seus adversários foram avisados.
}
# Vem depois de vacation-started-games: $end é o comando que encerra as férias; $left, os dias de férias restantes.
vacation-started-meanwhile = Você ainda pode jogar nesse meio-tempo; suas férias continuam. Voltou antes? { $end }: os dias que você não usar não contam. Dias de férias restantes nos últimos { $vacation_window_days } dias: { $left }.
# No canal de cada partida: $name está fora até $back.
vacation-away = 🏖️ { $name } está de férias e volta { $back }.
# Vem depois de vacation-away quando quem está fora tem a vez: $game é o número da partida.
vacation-away-clock-paused = O relógio de quem está de férias na partida { $game } está pausado: o prazo do lance agora termina { $due }.
# Vem depois de vacation-away quando $opponent tem a vez.
vacation-away-your-move = { $opponent }, o prazo do seu lance na partida { $game } termina { $due }, como sempre; depois que você jogar, o relógio de { $name } espera a volta.
# $used e $unused são intervalos de tempo: 2d 4h, 5h 10m.
vacation-ended = Que bom ter você de volta! Suas férias terminaram após { $used }; o tempo que você não usou ({ $unused }) não conta. Seus relógios voltam a correr. Dias de férias restantes nos últimos { $vacation_window_days } dias: { $left }.
vacation-back = { $name } voltou das férias.
# Vem depois de vacation-back quando quem voltou tem a vez.
vacation-back-move-due = O prazo do próximo lance na partida { $game } agora termina { $due }.
vacation-status-away = Você está de férias, e seus relógios estão pausados; elas terminam { $ends }. Voltou antes? { $end }.
# $start é o comando que começa as férias.
vacation-status-here = Você não está de férias. Dias de férias restantes nos últimos { $vacation_window_days } dias: { $left }. Comece com { $start }: seus relógios pausam em todas as suas partidas de uma vez.

## Férias recusadas.

vacation-refusal-days = Férias de { $days } dias não são possíveis: tire de 1 a { $vacation_days } dias. Nada foi alterado.
vacation-refusal-days-and-end = Use { $start } para começar férias ou { $end } para encerrá-las, não os dois. Nada foi alterado.
vacation-refusal-already-away = Você já está de férias; elas terminam { $ends }. Encerre-as antes com { $end } se quiser planejar outras.
# $asked são os dias pedidos; $left, os dias restantes.
vacation-refusal-allowance = Você não pode tirar { $asked ->
        [one] { $asked } dia
       *[other] { $asked } dias
    } de férias: são permitidos no máximo { $vacation_days } dias em quaisquer { $vacation_window_days }, e { $left ->
        [one] resta a você { $left } dia
       *[other] restam a você { $left } dias
    }. Nada foi alterado.
vacation-refusal-not-away = Você não está de férias, então não há nada para encerrar. Comece com { $start }.
