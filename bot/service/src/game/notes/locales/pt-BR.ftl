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
