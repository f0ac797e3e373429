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

## Las reglas de cada juego, un párrafo por línea tras el nombre del juego. Las palabras en negrita
## son mensajes propios, que se pasan a su párrafo como argumentos.

# $archbishop y $guard son los nombres de las piezas en negrita (rules-archbishop, rules-swiss-guard); A y G son sus letras en las jugadas.
rules-sanctuary-pieces = No hay rey ni dama. En su lugar, cada bando tiene un { $archbishop } (A, columna d), que mueve como un alfil o como un caballo, y un { $guard } (G, columna e), que salta una o dos casillas en cualquier dirección recta o diagonal, por encima de lo que haya en medio.
rules-archbishop = arzobispo
rules-swiss-guard = guardia suizo
rules-sanctuary-nothing-royal = Ninguna pieza hace de rey: no hay jaque, ni jaque mate, ni enroque; cualquier jugada que permitan las piezas es legal.
# $refugee es la palabra en negrita (rules-refugee).
rules-sanctuary-pawns = Los peones nunca coronan. Un peón que llega a la última fila se convierte en un { $refugee }: ya no puede volver a moverse ni puede ser capturado nunca.
rules-refugee = refugiado
# $label es rules-how-to-win en negrita.
rules-sanctuary-win = { $label } justo después de tu jugada, ten dos piezas en la primera fila de tu rival (los refugiados cuentan) que tu rival no pueda capturar. ¿Dos allí y una atacable? Tu rival debe capturarla en el acto o pierde.
rules-how-to-win = Cómo ganar:
# $label es rules-draws en negrita.
rules-sanctuary-draws = { $label } que el jugador al que le toca mover no tenga ninguna jugada legal, cincuenta jugadas sin capturas ni movimientos de peón, la triple repetición o que a ningún bando le queden dos piezas.
rules-draws = Tablas:
rules-scepter-ideas = Ajedrez, con dos ideas nuevas.
# $label es rules-the-scepter en negrita.
rules-scepter-scepter = { $label } está en la casilla inicial de cada rey: el de las blancas en e1 y el de las negras en e8. Nunca se mueve. Si tu rey entra en la casilla del cetro de tu rival —con una jugada normal o con una captura—, ganas en el acto. Tu rey sigue sin poder ponerse en jaque, así que un cetro defendido está a salvo.
rules-the-scepter = El cetro
# $label es rules-sliding-pawn en negrita.
rules-scepter-slide = { $label } cuando una pieza enemiga está justo delante de tu peón, el peón también puede avanzar una casilla en diagonal hacia una casilla vacía, deslizándose junto a ella.
rules-sliding-pawn = El peón que se desliza:
rules-scepter-endings = El jaque mate también gana; el ahogado, las cincuenta jugadas y la triple repetición son tablas. Un rey solo todavía puede ganar, así que no hay tablas por falta de material.
rules-chess = Las reglas de siempre (FIDE): enroque, captura al paso, coronación, jaque y jaque mate. El ahogado, cincuenta jugadas sin capturas ni movimientos de peón, la triple repetición y las posiciones en las que nadie puede dar mate son tablas automáticamente: nadie tiene que reclamarlas.

## La leyenda bajo la imagen de las reglas: un nombre y luego una o dos frases que lo explican.
## La imagen parte las explicaciones en líneas; cada nombre, de pocas palabras (una línea).

legend-archbishop = Arzobispo
legend-archbishop-text = Mueve como un alfil o como un caballo. Ocupa el lugar de la dama.
legend-swiss-guard = Guardia suizo
legend-swiss-guard-text = Salta una o dos casillas en línea recta o en diagonal, por encima de cualquier pieza. No hace de rey: no hay jaque.
legend-refugee = Refugiado
legend-refugee-text = Un peón que llegó a la última fila. Ya no vuelve a moverse y no puede ser capturado.
legend-safe-in-sanctuary = A salvo en el santuario
legend-safe-in-sanctuary-text = En la última fila (resaltada) y fuera del alcance de todas las piezas enemigas. Dos piezas a salvo ganan.
legend-scepter = Cetro
legend-scepter-text = Está en e1 y en e8 toda la partida. Un rey que entra en el cetro enemigo gana.
legend-scepter-in-danger = Cetro en peligro
legend-scepter-in-danger-text = El rey enemigo podría tomar este cetro en su próxima jugada.
legend-sliding-pawn = Peón que se desliza
legend-sliding-pawn-text = Un peón bloqueado por una pieza rival puede avanzar una casilla en diagonal hacia una casilla vacía.
legend-checkmate = Jaque mate
legend-checkmate-text = El jaque mate también gana, como en el ajedrez.
legend-last-move = Última jugada
legend-last-move-text = Las casillas de salida y de llegada de la última jugada se resaltan en amarillo.
legend-check = Jaque
legend-check-text = Un rey atacado se ilumina en rojo.
