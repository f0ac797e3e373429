## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

rules-description = Explica las reglas de una variante, con una imagen de su posición inicial.
    .name = reglas
rules-variant = Qué juego
    .name = variante

learn-description = Aprende un juego lección a lección: cada una es una posición, un objetivo y unas pocas jugadas.
    .name = aprender
learn-variant = El curso de qué juego (por defecto: Ajedrez del santuario)
    .name = variante
learn-lesson = El número de una lección del curso (por defecto: la siguiente que te toque)
    .name = leccion
