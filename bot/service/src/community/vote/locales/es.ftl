## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

vote-description = Vota en la partida de tu equipo (contra Sanctum u otro servidor): una jugada, tablas o abandonar.
    .name = votar
vote-move = La jugada que quieres que haga el equipo
    .name = jugada
vote-draw = Vota por ofrecer (o aceptar) tablas
    .name = tablas
vote-resign = Vota por abandonar la partida
    .name = abandonar
