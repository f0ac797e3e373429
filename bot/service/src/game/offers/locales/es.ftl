## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

resign-description = Abandona la partida de este canal (se te pedirá que lo confirmes).
    .name = abandonar

draw-description = Ofrece tablas o acepta las tablas que te ofreció tu rival.
    .name = tablas

abort-description = Anula la partida antes de que ambos bandos hayan movido: sin resultado ni cambio de puntuación.
    .name = anular

takeback-description = Pide deshacer tu última jugada (solo en partidas amistosas) o acepta la petición de tu rival.
    .name = deshacer

## Abandonos, ofertas de tablas, anulaciones y jugadas deshechas. $name es el nombre de quien lo hizo.

# $opponent es el nombre del rival.
offers-resign-confirm = ¿Abandonar tu partida contra { $opponent }? { $opponent } gana y no se puede deshacer.
# $opponent es a quien se pregunta; $accept y $decline son botones; $command, el comando que también acepta.
offers-draw-offered = { $name } ofrece tablas. { $opponent }: { $accept } (o { $command }) o { $decline } — la oferta caduca cuando muevas.
offers-draw-declined = { $name } rechazó la oferta de tablas. La partida continúa.
offers-aborted = { $name } anuló la partida: sin resultado y sin cambios de puntuación. El canal queda libre para un nuevo desafío.
offers-takeback-asked = { $name } pide deshacer su última jugada. { $opponent }: { $accept } (o { $command }) o { $decline }.
offers-takeback-refused = { $name } no permitió deshacer la jugada. La partida continúa.
# $moves son las jugadas deshechas (Nf3 Nc6); $to_move, a quien le vuelve a tocar mover.
offers-takeback-agreed = { $name } aceptó. Se deshace: { $moves }. { $to_move }, te vuelve a tocar — vence { $due }.

## Abandonos, ofertas de tablas, anulaciones y jugadas deshechas rechazados. $offer es draw, takeback o either (una oferta de tablas o una petición de deshacer).

offers-refusal-abort-too-late = Ya es tarde para anular: ambos bandos han movido. Puedes ofrecer tablas con { $draw } o abandonar con { $resign }.
offers-refusal-takeback-rated = Deshacer jugadas solo se permite en partidas amistosas.
offers-refusal-nothing-to-take-back = Aún no tienes ninguna jugada que deshacer.
offers-refusal-already-offered = { $offer ->
    [takeback] Tu petición de deshacer sigue abierta: tu rival puede responderla.
   *[draw] Tu oferta de tablas sigue abierta: tu rival puede responderla.
}
offers-refusal-no-offer = { $offer ->
    [takeback] No hay ninguna petición de deshacer que responder.
    [either] No hay ninguna oferta de tablas ni petición de deshacer que responder.
   *[draw] No hay ninguna oferta de tablas que responder.
}
offers-refusal-own-offer = { $offer ->
    [takeback] Esa es tu propia petición de deshacer: tiene que responderla tu rival.
   *[draw] Esa es tu propia oferta de tablas: tiene que responderla tu rival.
}
offers-refusal-tournament-abort = Las partidas de torneo no se pueden anular: un bando que nunca mueve pierde la partida por incomparecencia cuando se le acaba el tiempo.
