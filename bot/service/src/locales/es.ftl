## Comandos: qué hace cada comando y opción, tal como lo muestran Discord y la ayuda (100 caracteres como máximo).

help-description = Lista los comandos de Sanctum o explica uno de ellos a fondo.
    .name = ayuda
help-command = El comando que se explica (por defecto: todos)
    .name = comando

## Ayuda: todos los comandos de un vistazo, o uno a fondo.

help-intro = { $sanctum } juega al Ajedrez del santuario, a Captura el cetro y al ajedrez por correspondencia: una jugada cada vez, a lo largo de horas o días.
help-buttons = Las respuestas son botones bajo el mensaje al que responden:
help-clocks = Juegos: { $chess }, { $scepter }, { $sanctuary }. Días por jugada: { $days } o { $last_days }. Cada jugada tiene un plazo (los días por jugada de la partida). Recibes un recordatorio cuando ha pasado el { $reminder_percent }% de tu tiempo. Si el plazo vence, tu reserva de tiempo lo cubre, un día entero cada vez (días de reserva para toda la partida: por defecto { $bank_factor } veces los días por jugada, un ajuste del servidor); solo con la reserva vacía pierdes por tiempo — aunque una partida en la que un bando nunca hizo su primera jugada se anula: sin resultado y sin cambios de puntuación. Las vacaciones pausan todos tus relojes a la vez, hasta { $vacation_days } de cada { $vacation_window } días.
help-boards = Tableros: el tablero que comparte el canal de una partida gira con cada jugada, para que quien mueve lo vea desde su lado (contra Sanctum, siempre desde el tuyo); quien gestione el servidor puede dejar siempre las blancas abajo con { $keep_white }. { $mine } muestra tu lado abajo en todos los tableros que se dibujan para ti.
help-unknown = No conozco el comando { $typed }. { $help } los lista todos.
help-unknown-near = No conozco el comando { $typed }. ¿Querías decir { $near }? { $help } los lista todos.
help-manage-server = Para cambiar algo con él hay que poder gestionar el servidor.
help-option = { $option } — { $description }
help-option-required = { $option } (obligatoria) — { $description }
help-no-options = No tiene opciones.
help-aliases = En la consola también: { $aliases }.
