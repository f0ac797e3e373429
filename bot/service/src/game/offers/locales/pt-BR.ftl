## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

resign-description = Abandone a partida deste canal (será pedida uma confirmação).
    .name = abandonar

draw-description = Proponha empate ou aceite o empate que o adversário propôs.
    .name = empate

abort-description = Anule a partida antes que os dois lados tenham jogado: sem resultado, sem mudança de rating.
    .name = anular

takeback-description = Peça para voltar o seu último lance (só em partidas casuais) ou aceite o pedido do adversário.
    .name = voltar-lance

## Abandono, propostas de empate, anulações e voltar o lance. $name é o nome de quem o fez.

# $opponent é o nome do adversário.
offers-resign-confirm = Abandonar a sua partida contra { $opponent }? { $opponent } vence, e isso não pode ser desfeito.
# $opponent é quem recebe a proposta; $accept e $decline são botões; $command, o comando que também aceita.
offers-draw-offered = { $name } propõe empate. { $opponent }: { $accept } (ou { $command }) ou { $decline } — a proposta caduca quando você jogar.
offers-draw-declined = { $name } recusou a proposta de empate. A partida continua.
offers-aborted = { $name } anulou a partida: sem resultado, ratings inalterados. O canal está livre para um novo desafio.
offers-takeback-asked = { $name } pede para voltar o último lance. { $opponent }: { $accept } (ou { $command }) ou { $decline }.
offers-takeback-refused = { $name } negou voltar o lance. A partida continua.
# $moves são os lances desfeitos (Nf3 Nc6); $to_move é quem tem a vez de novo.
offers-takeback-agreed = { $name } aceitou — lances desfeitos: { $moves }. { $to_move }, é a sua vez de novo — prazo: { $due }.

## Abandono, propostas de empate, anulações e voltar o lance recusados. $offer é draw, takeback ou either (uma proposta de empate ou um pedido para voltar o lance).

offers-refusal-abort-too-late = É tarde demais para anular: os dois lados já jogaram. Você pode propor empate com { $draw } ou abandonar com { $resign }.
offers-refusal-takeback-rated = Voltar o lance só é permitido em partidas casuais.
offers-refusal-nothing-to-take-back = Você ainda não tem nenhum lance para voltar.
offers-refusal-already-offered = { $offer ->
    [takeback] Seu pedido para voltar o lance ainda está aberto: o adversário pode respondê-lo.
   *[draw] Sua proposta de empate ainda está aberta: o adversário pode respondê-la.
}
offers-refusal-no-offer = { $offer ->
    [takeback] Não há nenhum pedido para voltar o lance a responder.
    [either] Não há nenhuma proposta de empate nem pedido para voltar o lance a responder.
   *[draw] Não há nenhuma proposta de empate a responder.
}
offers-refusal-own-offer = { $offer ->
    [takeback] Esse é o seu próprio pedido para voltar o lance: quem tem de respondê-lo é o adversário.
   *[draw] Essa é a sua própria proposta de empate: quem tem de respondê-la é o adversário.
}
offers-refusal-tournament-abort = Partidas de torneio não podem ser anuladas: um lado que nunca joga perde a partida por W.O. quando o tempo dele acaba.
