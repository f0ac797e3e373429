## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

note-description = Guarde uma nota privada sobre uma posição da sua partida (só você poderá vê-la).
    .name = anotar
note-text = Sua nota
    .name = texto
note-ply = Qual posição: após tantos meios-lances, 0 para o início (padrão: a atual)
    .name = meios_lances

notes-description = Veja suas notas privadas de uma partida (ou apague as de uma posição).
    .name = notas
notes-delete = Apague suas notas desta posição (após tantos meios-lances)
    .name = apagar

## Notas privadas: respostas a anotar e notas. $game é o número de uma partida; $position, onde está a nota, uma das mensagens notes-position.

notes-position-start = o início
# $ply é um número de meios-lances.
notes-position-half-move = meio-lance { $ply }
# $number é o número do lance, $move o lance: após 12. Nf3
notes-position-after-white = após { $number }. { $move }
# após 12… Nc6
notes-position-after-black = após { $number }… { $move }
# $note é a nota como o autor a escreveu.
notes-noted = Anotado (só você vê), partida { $game }, { $position }: { $note }
# $notes é o comando que as mostra.
notes-see = Veja suas notas com { $notes }.
notes-took-back = { $count ->
        [one] Sua nota da partida { $game }, { $position }, foi apagada.
       *[other] Suas { $count } notas da partida { $game }, { $position }, foram apagadas.
    }
# $note é o comando que adiciona uma nota.
notes-none = Você não tem notas na partida { $game }. Adicione uma com { $note }: ela fica guardada na posição, só para você.
# O título da lista de notas; $white e $black são os nomes dos jogadores.
notes-heading = Suas notas na partida { $game }, { $white } x { $black } (só você as vê):
notes-more-in-pgn = …e mais { $count } no PGN anexo, onde cada nota é um comentário.
notes-all-in-pgn = O PGN anexo as traz como comentários.
notes-on-this-position = Suas notas sobre esta posição ({ $position }), só para você:

## Notas recusadas.

notes-refusal-not-yours = Você não joga a partida { $game }: as notas são para os jogadores da partida, cada um com as suas.
notes-refusal-empty = Sua nota não tem nenhuma palavra.
notes-refusal-too-long = Uma nota pode ter { $limit } caracteres; a sua tem { $length }. Divida-a em duas.
# $typed é o número indicado; $last, a última posição da partida, em meios-lances.
notes-refusal-no-such-position = A posição { $typed } não existe na partida: indique um número de meios-lances de 0 (o início) a { $last } (agora).
# $delete é o comando que apaga notas.
notes-refusal-too-many = Você já guarda { $limit } notas na partida { $game }, o máximo que uma partida pode ter. Apague algumas com { $delete } antes.
notes-refusal-none-there = Você não tem notas na posição { $ply } dessa partida. Veja todas com { $notes }.
