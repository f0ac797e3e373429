## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

moretime-description = Dale a tu rival un día más para la jugada que está pensando.
    .name = mas_tiempo
