## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

help-description = List Sanctum's commands, or explain one of them whole.
help-command = The command to explain (default: all of them)

## Help: every command at a glance, or one whole.

help-intro = { $sanctum } plays Sanctuary Chess, Capture the Scepter and chess by correspondence: one move at a time, over hours or days.
help-buttons = Answers are buttons under the message they answer:
help-clocks = Games: { $chess }, { $scepter }, { $sanctuary }. Days per move: { $days } or { $last_days }. Each move has a deadline (the game's days per move). You get one reminder when { $reminder_percent }% of your time is gone. If the deadline passes, your time bank pays for it a whole day at a time (spare days for the whole game: by default { $bank_factor } times the days per move, a server setting); only with the bank empty do you lose on time — but a game in which a side never made its first move is aborted instead: no result, ratings unchanged. A vacation pauses all your clocks at once, up to { $vacation_days } days in any { $vacation_window }.
help-boards = Boards: the board a game's channel shares turns with each move, so that whoever is to move reads it from their own side (against Sanctum, always from yours); a server manager may keep White at the bottom instead with { $keep_white }. { $mine } shows your own side at the bottom of every board drawn for you.
help-unknown = I don't know the command { $typed }. { $help } lists them all.
help-unknown-near = I don't know the command { $typed }. Did you mean { $near }? { $help } lists them all.
help-manage-server = Changing things with it is for members who may manage the server.
help-option = { $option } — { $description }
help-option-required = { $option } (required) — { $description }
help-no-options = It takes no options.
help-aliases = In the console also: { $aliases }.
