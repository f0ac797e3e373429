## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

review-description = Pide a Sanctum que analice una partida terminada: errores, victorias perdidas, precisión y gráfica.
    .name = analizar
review-game = El número de la partida (por defecto: la última de este canal)
    .name = partida
