## Lecciones: lo que dice Sanctum en torno a una lección: su título, su objetivo, las jugadas hechas
## y cómo terminó. Las palabras propias de las lecciones (títulos, textos, pistas) vienen más abajo.

# El título de una lección, en negrita: $course es el título del curso; $title, el de la lección.
lesson-heading = { $course } · lección { $number } de { $lessons }: { $title }
# $goal es el objetivo de la lección, en negrita («Juegan las Blancas: consigue un refugiado en 3 jugadas»); $hint, la pista de la lección.
lesson-goal = { $goal }. Responde con { $solve }. Pista: { $hint }
lesson-changed = Esta lección ha cambiado desde que la empezaste, así que vuelve a empezar.
lesson-played = Jugaste { $move }.
# $answer es la respuesta del rival a la jugada de quien aprende.
lesson-played-answer = Jugaste { $move }; la respuesta: { $answer }.
# $played es lesson-played o lesson-played-answer; $banner, el banner de la lección en negrita (lesson-banner-…).
lesson-step = { $played } { $banner }.
# $played es lesson-played o lesson-played-answer; $banner, el banner de la lección en negrita (lesson-banner-…).
lesson-failed = { $played } { $banner } Vuelve a empezarla con { $learn }. Pista: { $hint }
# $course es el título del curso; $stars, las estrellas ganadas de las $most posibles.
lesson-course-finished = Has terminado { $course }: { $stars } de { $most } estrellas.
lesson-course-role = Este servidor te da { $role }.

## El rótulo de una lección, en negrita bajo su texto y sobre su tablero: a quién le toca,
## el objetivo y las jugadas que quedan, o cómo terminó la lección.

# $side es white o black (el bando de quien aprende); $goal, qué hay que hacer (uno de los lesson-aim-…); $left, las jugadas que quedan.
lesson-banner-going = Juegan las { $side ->
        [white] Blancas
       *[black] Negras
    }: { $goal } en { $left ->
        [one] { $left } jugada
       *[other] { $left } jugadas
    }
# Lo mismo para una lección que se gana resistiendo: $goal es lesson-aim-hold.
lesson-banner-hold = Juegan las { $side ->
        [white] Blancas
       *[black] Negras
    }: { $goal } durante { $left ->
        [one] { $left } jugada
       *[other] { $left } jugadas
    }
# $moves es cuántas jugadas usó quien aprende; $stars, las estrellas ganadas (de 1 a 3), dibujadas como ★.
lesson-banner-done = Lección completada en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }: { $stars }
# Sobre el tablero, cuya fuente no tiene estrella: $stars es un número de 1 a 3.
lesson-banner-done-picture = Lección completada en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }: { $stars } de 3 estrellas
# $why es uno de los lesson-why-….
lesson-banner-failed = Esta vez no: { $why }. ¡Inténtalo de nuevo!
# Sobre el tablero, donde una línea no tiene sitio para el motivo (la respuesta lo da).
lesson-banner-failed-picture = Esta vez no. ¡Inténtalo de nuevo!
# $budget es el número de jugadas de la lección.
lesson-why-out-of-moves = { $budget ->
        [one] usaste tu única jugada sin alcanzar el objetivo
       *[other] usaste las { $budget } jugadas sin alcanzar el objetivo
    }
# $outcome es cómo terminó la partida (move-error-won); el ganador, el rival.
lesson-why-opponent-won = { $outcome }
# $outcome es cómo terminó la partida (move-error-won o move-error-drawn).
lesson-why-game-ended = la partida terminó ({ $outcome }) antes de alcanzar el objetivo
lesson-why-stuck = no te queda ninguna jugada legal

## Lo que pide una lección, tras «Juegan las Blancas:».

# $count es cuántas piezas marcadas hay que capturar.
lesson-aim-capture = { $count ->
        [one] captura la pieza marcada
       *[other] captura las { $count } piezas marcadas
    }
# $piece es el nombre de la pieza (role-…); $role, su identificador para selectores (king, archbishop…); $square, adónde llevarla.
lesson-aim-reach = lleva tu { $piece } a { $square }
lesson-aim-refugee = consigue un refugiado
lesson-aim-promote = corona un peón
lesson-aim-check = da jaque
lesson-aim-checkmate = da jaque mate
lesson-aim-scepter = toma el cetro o da jaque mate
lesson-aim-sanctuary = gana llegando al santuario
# $side es el rival, white o black.
lesson-aim-hold = impide que ganen las { $side ->
        [white] Blancas
       *[black] Negras
    }

## Una jugada que una lección no acepta.

# $move es la jugada de quien aprende.
lesson-refused-check = { $move } da jaque, pero aquí el otro bando no se mueve y no puede responder: prueba otra jugada.
lesson-refused-over = Esta lección ha terminado; vuelve a empezarla para intentarlo de nuevo.
# $moves son las jugadas que acepta ahora la lección, separadas por comas.
lesson-moves-here = Aquí valen estas jugadas: { $moves }.

## Las palabras propias de los cursos: el título de cada curso y las frases que lo abren; luego,
## de cada lección, su título, su texto y la pista para quien se atasca.
## Las jugadas y las casillas (Ke7, e5) se quedan como están: un jugador las escribe.

course-sanctuary-title = Ajedrez del santuario
course-sanctuary-intro = Sin rey, sin dama, sin jaque: gana llevando al otro extremo del tablero dos piezas que el rival no pueda capturar.

lesson-sanctuary-guard-leaps-title = El guardia suizo salta
lesson-sanctuary-guard-leaps-text = El guardia suizo salta una o dos casillas en cualquier dirección recta o diagonal, y captura de la misma forma. Aquí el otro bando no se mueve: captura todos los peones marcados.
lesson-sanctuary-guard-leaps-hint = Desde c3, dos casillas en diagonal hacia arriba y a la derecha está e5.

lesson-sanctuary-guard-jumps-title = Por encima del muro
lesson-sanctuary-guard-jumps-text = El guardia salta: lo que haya en medio, sea pieza propia o enemiga, no detiene un salto de dos casillas. Tus propios peones encierran al guardia; salta por encima de ellos para llegar a la torre.
lesson-sanctuary-guard-jumps-hint = Salta en línea recta hacia arriba por encima del peón de e2, y luego otra vez.

lesson-sanctuary-archbishop-title = El arzobispo
lesson-sanctuary-archbishop-text = El arzobispo mueve como un alfil o como un caballo, como prefieras en cada jugada. Combina los dos movimientos para capturar las piezas marcadas.
lesson-sanctuary-archbishop-hint = Con un salto de caballo capturas en d3; desde allí, la gran diagonal lleva a h7.

lesson-sanctuary-refugee-title = Consigue un refugiado
lesson-sanctuary-refugee-text = En el Ajedrez del santuario los peones nunca coronan. Un peón que llega a la última fila se convierte en refugiado: ya no vuelve a moverse, pero allí cuenta como una de tus piezas. Tu peón está bloqueado, así que avanza capturando.
lesson-sanctuary-refugee-hint = Captura el caballo de e6 y luego sube por la columna e.

lesson-sanctuary-refugee-safe-title = Nada puede capturar a un refugiado
lesson-sanctuary-refugee-safe-text = Un refugiado nunca puede ser capturado, ni siquiera por una pieza que esté justo a su lado, y bloquea las casillas que tiene detrás como cualquier otra pieza. Primero consigue un refugiado; luego lleva tu torre al santuario mientras el refugiado la protege.
lesson-sanctuary-refugee-safe-hint = Si juegas Rh8 ya, la torre de a8 captura tu torre. Juega antes c8.

lesson-sanctuary-two-safe-title = Dos piezas en el santuario
lesson-sanctuary-two-safe-text = Ganas en cuanto dos de tus piezas estén en la primera fila del rival y este no pueda capturar ninguna de ellas. Lleva tu guardia y tu arzobispo al santuario.
lesson-sanctuary-two-safe-hint = El guardia salta dos casillas en línea recta hacia arriba; el arzobispo avanza por una diagonal.

lesson-sanctuary-safe-squares-title = Solo cuentan las piezas a salvo
lesson-sanctuary-safe-squares-text = No cuenta una pieza en la primera fila del rival que este pueda capturar, aunque una tercera pieza capturable tampoco impide la victoria. Tu refugiado de f8 es una pieza a salvo: busca para el arzobispo una casilla que nada ataque.
lesson-sanctuary-safe-squares-hint = El caballo controla e8 y el guardia de c7 cubre b8 y d8. ¿Y la esquina?

lesson-sanctuary-last-piece-title = Deja una pieza a las Negras
lesson-sanctuary-last-piece-text = Si a un bando le toca mover y no puede, la partida es tablas, y un bando sin piezas no puede mover. Capturar la última pieza de las Negras acabaría esta partida en tablas. En vez de eso, gana.
lesson-sanctuary-last-piece-hint = El caballo es tentador, pero la esquina a8 está a salvo.

lesson-sanctuary-stop-invader-title = Detén al invasor
lesson-sanctuary-stop-invader-text = Las Negras ya tienen un refugiado en a1, y su torre amenaza con llegar a h1 para tener una segunda pieza a salvo. Captura al invasor, o controla la casilla adonde quiere llegar, e impide que ganen las Negras.
lesson-sanctuary-stop-invader-hint = El guardia de f2 salta dos casillas en diagonal.

lesson-sanctuary-block-title = Corta el camino
lesson-sanctuary-block-text = La torre de las Negras quiere llegar a h1: sería una segunda pieza a salvo junto al refugiado de a1. No puedes capturar la torre ni controlar h1, pero una pieza que se interponga en la columna h la detiene.
lesson-sanctuary-block-hint = Tu caballo llega a dos casillas de la columna h.

lesson-sanctuary-full-win-title = Una pequeña partida
lesson-sanctuary-full-win-text = Tu guardia y tu arzobispo contra un guardia y un peón que se defienden. Lleva dos piezas a salvo al santuario. Cuidado: capturar la última pieza de las Negras las deja sin jugada, y eso es tablas, así que gana antes.
lesson-sanctuary-full-win-hint = Coloca una pieza donde el guardia no la alcance y luego la segunda; y vigila el peón b, que quiere convertirse en refugiado.

course-scepter-title = Captura el cetro
course-scepter-intro = Ajedrez con dos ideas nuevas: un rey que entra en la casilla inicial del rey enemigo gana en el acto, y un peón bloqueado puede deslizarse junto a una pieza enemiga.

lesson-scepter-square-title = El cetro
lesson-scepter-square-text = El cetro de cada bando está en la casilla inicial de su rey: el de las Blancas en e1 y el de las Negras en e8. Si tu rey entra en el cetro enemigo, ganas en el acto. Lleva tu rey a e8.
lesson-scepter-square-hint = Ve primero a d7 o a e7.

lesson-scepter-king-walk-title = El paseo del rey
lesson-scepter-king-walk-text = Tu rey sigue sin poder entrar en una casilla atacada por el rival. Llévalo a e8 por un camino seguro: el caballo controla e5 y e7, y tu peón de c5 le corta el paso a la torre por su fila.
lesson-scepter-king-walk-hint = El caballo de c6 controla e5 y e7; sube mejor por la columna f.

lesson-scepter-guarded-title = Un cetro defendido
lesson-scepter-guarded-text = No puedes tomar un cetro que el rival defiende, porque tu rey no puede ponerse en jaque. El alfil defiende e8: elimina al defensor y luego toma el cetro.
lesson-scepter-guarded-hint = Tu torre de b1 apunta directamente al alfil.

lesson-scepter-slide-title = El peón que se desliza
lesson-scepter-slide-text = Cuando una pieza enemiga está justo delante de tu peón, el peón puede avanzar una casilla en diagonal hacia una casilla vacía, deslizándose junto a ella. Deslizarse no es capturar: la pieza que bloquea se queda donde está. Desliza tu peón junto al caballo y corona.
lesson-scepter-slide-hint = Escribe el deslizamiento con la columna del peón: ed7 o ef7.

lesson-scepter-slide-own-title = Solo las piezas enemigas dejan deslizarse
lesson-scepter-slide-own-text = Un peón bloqueado por una de tus propias piezas no puede deslizarse. De tus dos peones bloqueados, solo uno puede: encuéntralo y corónalo.
lesson-scepter-slide-own-hint = El peón de g6 tiene delante un peón negro.

lesson-scepter-defend-title = Defiende tu cetro
lesson-scepter-defend-text = El rey de las Negras está junto a tu cetro de e1 y lo tomará si e1 no está defendido. Defiéndelo para que el rey no pueda entrar, y mantenlo defendido.
lesson-scepter-defend-hint = Una torre en la columna e o en la primera fila defiende e1.

lesson-scepter-checkmate-title = El jaque mate sigue ganando
lesson-scepter-checkmate-text = El jaque y el jaque mate funcionan como en el ajedrez: un rey en jaque tiene que salir de él, y el jaque mate gana. Tu rey está lejos de e8, pero la octava fila es débil.
lesson-scepter-checkmate-hint = Los propios peones del rey negro lo encierran.

lesson-scepter-out-of-check-title = Salir del jaque, entrar en el cetro
lesson-scepter-out-of-check-text = Cuando tu rey está en jaque, tienes que salir de él de inmediato. Vale cualquier forma legal, y un paso del rey al cetro enemigo es una de ellas: gana en el acto.
lesson-scepter-out-of-check-hint = La torre da jaque por la séptima fila; e8 no está atacada.

lesson-scepter-stays-home-title = El cetro no se mueve
lesson-scepter-stays-home-text = El cetro nunca se mueve, ni siquiera cuando el rey enroca. Las Negras han enrocado, y solo la torre de f8 sigue defendiendo e8. Elimina al defensor y entra.
lesson-scepter-stays-home-hint = Tu alfil de b4 llega a f8.

lesson-scepter-king-run-title = La carrera de los reyes
lesson-scepter-king-run-text = Los dos reyes corren hacia el cetro enemigo. Cuenta los pasos: mueves primero, así que gana el camino más corto. Las Negras se defienden, así que comprueba cada casilla del camino.
lesson-scepter-king-run-hint = d6, d7 o e7, e8: tres pasos, y las Negras también necesitan tres.

course-chess-title = Ajedrez
course-chess-intro = El juego clásico: aprende cómo mueven y capturan las piezas, y luego el jaque, las jugadas especiales y un primer jaque mate.

lesson-chess-rook-title = La torre
lesson-chess-rook-text = La torre mueve cualquier número de casillas en línea recta, hacia arriba, hacia abajo o hacia los lados, pero no puede saltar. Captura ocupando la casilla de una pieza enemiga. Captura los peones marcados.
lesson-chess-rook-hint = Primero, sube recto por la columna a.

lesson-chess-knight-title = El caballo
lesson-chess-knight-text = El caballo salta en forma de L: dos casillas en una dirección y una hacia el lado. Es la única pieza que salta por encima de las demás. Captura los peones marcados.
lesson-chess-knight-hint = De b1 a c3 hay un salto.

lesson-chess-check-title = El jaque
lesson-chess-check-text = Un rey atacado está en jaque y tiene que salir de él en el acto. Ataca al rey negro con tu dama.
lesson-chess-check-hint = La dama mueve como una torre y como un alfil: prueba la diagonal hacia a4.

lesson-chess-mate-in-one-title = El jaque mate
lesson-chess-mate-in-one-text = El jaque mate es un jaque del que el rey no puede escapar: no se puede capturar a la pieza que ataca, ni interponer otra, ni apartar el rey. Gana la partida. Encuentra el mate.
lesson-chess-mate-in-one-hint = Los propios peones del rey negro lo encierran en la octava fila.

lesson-chess-castling-title = El enroque
lesson-chess-castling-text = Una vez por partida, el rey puede enrocar: se mueve dos casillas hacia una torre, y la torre salta a su otro lado. Ninguno de los dos puede haberse movido, las casillas entre ellos deben estar vacías, y el rey no puede estar en jaque ni cruzar una casilla atacada. Haz el enroque corto.
lesson-chess-castling-hint = Escribe O-O, o la jugada del rey e1g1.

lesson-chess-en-passant-title = La captura al paso
lesson-chess-en-passant-text = Un peón que avanza dos casillas y queda junto a un peón enemigo puede ser capturado como si solo hubiera avanzado una, pero únicamente en la jugada siguiente. Haz cualquier jugada: las Negras responderán d7-d5. Luego captura ese peón al paso.
lesson-chess-en-passant-hint = Deja tu peón de e5 donde está; tras d7-d5, captura en d6.

lesson-chess-promotion-title = La coronación
lesson-chess-promotion-text = Un peón que llega a la última fila se convierte en dama, torre, alfil o caballo, lo que tú elijas. Tu peón está bloqueado, pero captura en diagonal.
lesson-chess-promotion-hint = Captura el alfil de e7 y luego avanza a e8.

lesson-chess-simple-mate-title = Mate de dama y rey
lesson-chess-simple-mate-text = Una dama, con la ayuda de su rey, da mate a un rey solo en el borde del tablero. Ahora las Negras se defienden: mantén al rey encerrado y da mate.
lesson-chess-simple-mate-hint = Quítale al rey la columna g y la casilla g8, y el mate llega solo.
