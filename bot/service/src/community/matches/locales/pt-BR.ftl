## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

match-description = Confrontos contra outro servidor do lobby: desafiar, iniciar, desistir, placar, histórico.
    .name = confronto
match-variant = O jogo do confronto
    .name = variante
match-boards = Tabuleiros, duas partidas cada (padrão: 4)
    .name = tabuleiros
match-days = Dias por lance (padrão: o ajuste do servidor)
    .name = dias
match-start = Inicie o confronto deste servidor (gestores)
    .name = iniciar
match-withdraw = Saia do confronto deste servidor; se ele já começou, perca seu tabuleiro por W.O.
    .name = desistir
match-history = Os confrontos encerrados deste servidor
    .name = historico
match-allow_all = Volte a aceitar propostas de confronto de todos os servidores, inclusive os recusados (gestores)
    .name = aceitar_todos
match-server = Desafie este servidor do lobby (pelo id dele)
    .name = servidor
