## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

puzzle-description = Un problema para resolver, cerca de tu puntuación de problemas; respóndelo con el comando resolver.
    .name = problema
puzzle-variant = Qué juego (por defecto: el de tu último problema o, si no, Ajedrez del santuario)
    .name = variante
puzzle-theme = Solo problemas de este tipo
    .name = tema

solve-description = Responde a tu problema o lección con una jugada.
    .name = resolver
solve-move = Tu jugada, p. ej. Nf3 o g1f3
    .name = jugada
