## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

move-description = Play a move in this channel's game, in SAN (Nf3, exd5, O-O) or UCI (g1f3).
move-move = Your move; start typing to see the legal ones

moves-description = List every legal move in this channel's game, piece by piece: what each piece may do now.

board-description = Show the board of this channel's game, or of any game of the server by number.
board-game = A game's number (default: this channel's game)
board-new_link = Stop your earlier links to play this game on the web, and get a new one

pgn-description = A game record as a PGN file, with an animated replay: this channel's game, or any by number.
pgn-game = A game's number (default: this channel's game or its last one)

history-description = A player's finished games in this server, newest first, with results and opponents.
history-player = Whose (default: yours)
history-variant = Only this game (default: all)
history-page = Page (default: 1)

preferences-description = Show or change how boards look to you, and whether your moves wait for a Confirm.
preferences-orientation = Your side at the bottom (mine) or the side to move (to-move, the default)
preferences-theme = Board colours: classic, contrast (high contrast) or colorblind (red-green safe)
preferences-confirm = Show the board after your move with Confirm / Cancel before it is played

notify-description = Show or change how Sanctum tells you about your games: direct messages, reminders, a digest.
notify-dm = A direct message when it is your turn (default: off)
notify-remind80 = A reminder when { $reminder_percent }% of your time for a move is gone (default: on)
notify-remind2h = A reminder when 2 hours of your time for a move are left (default: off)
notify-digest = A daily direct message listing the games waiting for your move (default: off)

## Moves as the channel reads them.

color-white = White
color-black = Black
move-played = { $name } played { $move }.
move-played-conditional = ⚡ { $name }'s conditional move: { $move }.
move-draw-lapses = The draw offer lapses: { $name } played on.
move-thinking = { $name } is thinking…
move-team-to-move = { $name } to move: its members vote with { $vote } — due { $due }.
move-your-move = { $user }, your move — due { $due }.
# $me and $them are the sides' names (White, Black); $square a square such as e8.
note-refugee = { $me }'s pawn reaches { $square } and becomes a refugee — it can no longer move or be captured.
note-sanctuary-one = { $me } has a piece in sanctuary on { $square }: one more there, safe from capture, wins.
note-sanctuary-many = { $me } has { $n } pieces in sanctuary. { $them }: capture on { $squares } or lose.
note-scepter-threat = { $them }: { $me }'s king can seize your scepter on { $square } next move — stop it or lose.
note-check = { $them } is in check.
