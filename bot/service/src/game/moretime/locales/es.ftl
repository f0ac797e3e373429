## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

moretime-description = Dale a tu rival un día más para la jugada que está pensando.
    .name = mas_tiempo

## Más tiempo para el rival.

# $name dio a $opponent un día más; $due es cuándo vence ahora su jugada.
moretime-given = { $name } dio a { $opponent } un día más: tu jugada vence ahora { $due }.
# $moretime y $move son comandos.
moretime-refusal-own-move = Te toca mover: { $moretime } da a tu rival más tiempo para su jugada. Haz la tuya con { $move }.
moretime-refusal-capped = Tu rival ya tiene casi { $days } días para esta jugada, lo máximo que puede esperar una jugada.
