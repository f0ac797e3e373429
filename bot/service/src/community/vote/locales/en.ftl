## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

vote-description = Vote in your team's game (against Sanctum or another server): a move, a draw or resigning.
vote-move = The move you want the team to play
vote-draw = Vote to offer (or take) a draw
vote-resign = Vote to resign the game
