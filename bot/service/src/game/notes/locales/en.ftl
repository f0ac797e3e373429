## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

note-description = Keep a private note on a position of your game (only you ever see it).
note-text = Your note
note-ply = Which position: after this many half-moves, 0 for the start (default: the current one)

notes-description = See your private notes on a game (or take a position's back).
notes-delete = Take back your notes on this position (after this many half-moves)
