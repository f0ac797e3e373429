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

## How a finished game ended: the headline of its last message.

# $name wins: the winner, shown in bold as $winner below.
ending-winner = { $name } wins
# The word shown in bold as $draw below.
ending-draw = draw
# Squares that are all meant: $first is one square, $rest one or more ("h8", "b8 and h8").
ending-squares-and = { $first } and { $rest }
# $winner is "{ $name } wins" (ending-winner), in bold; $side the winner's side (White, Black).
ending-scepter = { $name }'s king seizes the scepter on { $square } — { $winner } with { $side }!
ending-sanctuary = { $name } has two pieces safe in sanctuary on { $squares } — { $winner } with { $side }!
ending-checkmate = Checkmate — { $winner } with { $side }!
# $draw is the word "draw" (ending-draw), in bold.
ending-stalemate = Stalemate: { $name } has no legal move — { $draw }.
ending-repetition = The same position appeared for the third time — { $draw } by repetition.
ending-fifty-moves = Fifty moves each without a capture or a pawn move — { $draw }.
ending-insufficient-material = Neither side can ever checkmate — { $draw }.
ending-dead-position = Neither side has two pieces left, so nobody can win — { $draw }.
# $name is the player who resigned.
ending-resignation = { $name } resigned — { $winner } with { $side }.
# $name is the player who ran out of time.
ending-timeout = { $name } ran out of time — { $winner } with { $side } on time.
ending-timeout-draw = { $name } ran out of time, but { $opponent } could never win with what is left — { $draw }.
ending-agreement = Draw agreed.
ending-adjudication = Adjudicated at the round's time limit — { $winner } with { $side }.
ending-adjudication-draw = Adjudicated at the round's time limit — { $draw }.
ending-aborted = The game was aborted: no result, ratings unchanged.

## Under a finished game's headline: its result and the ratings.

# $result is the score (1-0, 0-1, 1/2-1/2), in bold; $white and $black mention the players.
ending-result = Result: { $result } — { $white } (White) vs { $black } (Black), game { $game }.
# $white and $black: a player's name and rating change, such as "alice 1500? → 1662? (+162)".
ending-ratings = Ratings: { $white } · { $black }
ending-unrated-sanctum = Games against Sanctum are casual: ratings unchanged.
ending-unrated-casual = Casual game: ratings unchanged.
ending-unrated-short = Too short to count (each side must make two moves): ratings unchanged.

## Time banks: a player's spare time, paid in whole days when a deadline passes.

# A bank in days, as $bank, $paid, $white_bank and $black_bank say it below.
bank-days = { $days ->
    [0] no days
    [one] { $days } day
   *[other] { $days } days
}
bank-paid = { $user }, your time for this move in game { $game } ran out, so your time bank paid { $paid }: your move is now due { $due }.
bank-left = { $bank } left in your bank.
bank-now-empty = Your bank is now empty: if this deadline passes, you lose on time.
# After a game's deadline on its board: each player's name and bank.
bank-both = Time banks: { $white } { $white_bank }, { $black } { $black_bank }.
bank-on-vacation = { $name } is on vacation, so their clocks are paused; back { $back }.

## The clock: a loss on time explained, games aborted before their first moves, reminders.

# $late is how long ago the deadline passed, such as "2d 4h"; $bank a bank in days (bank-days).
deadline-bank-short = The time bank of { $name } ({ $bank } left) could not cover the { $late } past the deadline.
deadline-bank-empty = The time bank of { $name } is empty.
# $late mentions the player who never moved.
deadline-aborted = Game { $game } was aborted: { $late } never made their first move against { $opponent } in time. No result, ratings unchanged.
deadline-aborted-forfeit = Game { $game } was aborted: { $late } never made their first move against { $opponent } in time, and so loses this tournament game by forfeit. Ratings unchanged.
deadline-team-reminder = The team's vote on this move closes { $closes }: then the move with most votes is played.
# $due is a moment, such as "in 3 hours".
deadline-reminder-abort = { $user }, a reminder: it's your move against { $opponent } ({ $variant }, game { $game }) — the game is aborted { $due } unless you move.
deadline-reminder-bank = { $user }, a reminder: it's your move against { $opponent } ({ $variant }, game { $game }) — your time bank ({ $bank } left) starts paying { $due } unless you move.
deadline-reminder-lose = { $user }, a reminder: it's your move against { $opponent } ({ $variant }, game { $game }) — you lose on time { $due } unless you move.

## Telling players about their games: the first move, their turn, reminders, the digest.

# $join is the button's name, $vote the command to vote with.
notify-first-move-teams = { $name } has the first move. Each team's members press { $join } in their own server, then vote with { $vote }: a team's votes are seen only in its own server.
notify-first-move = { $user }, you have the first move: { $move }.
# A direct message; $channel is where the game is played.
notify-turn = { $user }, your move in game { $game } ({ $variant }) against { $opponent } in { $channel }: Due { $due }.
notify-turn-after = { $user }, your move in game { $game } ({ $variant }) against { $opponent } in { $channel }: { $opponent } played { $move }. Due { $due }.
notify-late-reminder-abort = { $user }, less than 2 hours left: it's your move against { $opponent } ({ $variant }, game { $game }) in { $channel } — the game is aborted { $due } unless you move.
notify-late-reminder-lose = { $user }, less than 2 hours left: it's your move against { $opponent } ({ $variant }, game { $game }) in { $channel } — you lose on time { $due } unless you move.
# The digest's title, shown in bold as $digest below.
notify-daily-digest-heading = Your daily digest
notify-daily-digest = { $digest }: { $count ->
        [one] { $count } game waits
       *[other] { $count } games wait
    } for your move.
# One game in the digest.
notify-daily-digest-line = game { $game } · { $variant } vs { $opponent } in { $channel } — due { $due }
# $privacy and $direct are Discord's names of its settings (notify-dms-closed-…), in bold.
notify-dms-closed = Sanctum could not send you a direct message: your privacy settings refuse messages from this server's members, so you are pinged in the game's channel instead. To get direct messages, open the server's menu → { $privacy } → allow { $direct }, then use { $notify }.
# Discord's own name of this setting, as Discord shows it in this language.
notify-dms-closed-privacy = Privacy Settings
# Discord's own name of this setting, as Discord shows it in this language.
notify-dms-closed-direct = Direct Messages

## The notify command's answer: the player's notification settings, one a line.

notify-settings-heading = Your notifications:
notify-settings-saved = Saved. Your notifications:
notify-settings-turn-dm = Your turn: a direct message (instead of the ping in the game's channel).
notify-settings-turn-ping = Your turn: the ping in the game's channel.
notify-settings-remind80 = Reminder when { $reminder_percent }% of your time is gone: { $state ->
        [on] on
       *[off] off
    }.
notify-settings-remind2h = Reminder when 2 hours are left: { $state ->
        [on] on
       *[off] off
    }.
notify-settings-digest = Daily digest of the games waiting for your move, by direct message: { $state ->
        [on] on
       *[off] off
    }.
notify-settings-reminders-dm = Reminders come by direct message.
notify-settings-reminders-ping = Reminders come as pings in the game's channel.
notify-settings-retry = Any change here tries direct messages again.
notify-settings-change = Change them with { $change }

## Move confirmation, when a player's preferences ask for it.

# $confirm is the button's name.
confirm-ask = Play { $move }? This is the board after it. Nothing is played until you press { $confirm }.
confirm-already-played = Already played: { $move }. Confirming again changes nothing.
confirm-cancelled = Cancelled: nothing was played. Play another move whenever you like.

## Moves: a typed move two pieces could make, and the moves command's list.

# $typed is what the player wrote; $moves the moves it could be (play-which-or).
play-which = Which move do you mean by { $typed }? { $moves }. Press the one you mean, or write it as SAN (a capital letter for a piece).
# Moves that are each a choice: $first is one move, $rest one or more ("Bxc4", "bxc4 or Bxc4").
play-which-or = { $first } or { $rest }
# $record is the command that gives the game's record.
play-moves-over = Game { $game } is over: { $result }. No moves are left to play; its record: { $record }.
# The list's title, shown in bold as $to_move below; $side is White or Black.
play-moves-to-move = { $side } to move
play-moves-heading = { $to_move } in game { $game }: { $count ->
        [one] { $count } legal move
       *[other] { $count } legal moves
    }.
# One line of the list: a kind of piece, then its moves.
play-moves-pawn = pawn: { $moves }
play-moves-knight = knight: { $moves }
play-moves-bishop = bishop: { $moves }
play-moves-rook = rook: { $moves }
play-moves-queen = queen: { $moves }
play-moves-king = king: { $moves }
play-moves-archbishop = archbishop: { $moves }
play-moves-guard = Swiss guard: { $moves }

## A game's board and record, and a player's link to play it on the web.

# $variant is the game's name, in bold; $label a tournament's label (archive-tournament-label) or nothing.
board-head = Game { $game } · { $variant }{ $label } — { $white } (White) vs { $black } (Black), { $rated ->
        [rated] rated
       *[casual] casual
    }.
board-to-move = Move { $move }: { $name } to move, due { $due }.
# $result says how the game ended (archive-result-…).
board-final = Final position after { $moves } moves: { $result }.
# $result is the score (1-0, 0-1, 1/2-1/2).
board-record-finished = The game record of { $white } vs { $black } ({ $moves } moves, { $result }), game { $game }.
board-record-aborted = The game record of { $white } vs { $black } ({ $moves } moves, aborted), game { $game }.
board-record-going-on = The game record of { $white } vs { $black } ({ $moves } moves so far), game { $game }.
board-link-renewed = Your new link to play game { $game } by clicking, on the web: every earlier one has stopped working. Keep it to yourself; it works for { $days ->
        [one] { $days } day
       *[other] { $days } days
    }.
# new_link is the board command's option, as players type it.
board-link = Your own link to play game { $game } by clicking, on the web. It lets whoever holds it move for you, so keep it to yourself; it works for { $days ->
        [one] { $days } day
       *[other] { $days } days
    }. Should it leak, new_link makes a new one and stops this.

## The archive: how games ended, and a player's finished games a page at a time.

# How a game ended, after its result: "1-0, alice won by resignation".
archive-by-scepter = by the scepter
archive-by-sanctuary = by sanctuary
archive-by-checkmate = by checkmate
archive-by-stalemate = by stalemate
archive-by-fifty-moves = by the fifty-move rule
archive-by-repetition = by repetition
archive-by-insufficient-material = by insufficient material
archive-by-dead-position = by dead position
archive-by-resignation = by resignation
# Lost or drawn because a player ran out of time.
archive-by-time = by time
archive-by-agreement = by agreement
archive-by-adjudication = by adjudication
archive-by-abort = by abort
archive-result-going-on = going on
archive-result-aborted = aborted
# $result is the score (1-0, 0-1, 1/2-1/2); $by how the game ended (archive-by-…).
archive-result-won = { $result }, { $name } won { $by }
archive-result-drawn = { $result }, drawn { $by }
# One finished game from a player's side: $side is theirs (White, Black), $label a tournament's label or nothing, $verdict won, lost, drew or aborted (archive-verdict-…) in bold.
archive-line = game { $game } · { $variant } vs { $opponent } ({ $side }){ $label }: { $verdict } { $by }, { $result }
archive-line-aborted = game { $game } · { $variant } vs { $opponent } ({ $side }){ $label }: { $verdict }
archive-verdict-won = won
archive-verdict-lost = lost
archive-verdict-drew = drew
archive-verdict-aborted = aborted
# A list's title line: $heading is its title, in bold; $total how many games it has.
archive-heading = { $heading } ({ $total }, page { $page } of { $pages })
# $next is the command that shows the next page.
archive-more = More: { $next }.
archive-history-heading = { $name }'s games
archive-history-heading-variant = { $name }'s { $variant } games
archive-history-none = { $name } has no finished games in this server yet.
# After a game's name in lists: the tournament and round it belongs to.
archive-tournament-label = (Tournament { $tournament }, round { $round })

## The preferences command's answer: the player's board preferences, one a line.

preferences-shown-heading = Your preferences:
preferences-shown-saved = Saved. Your preferences:
preferences-shown-boards-to-move = Boards: the side to move at the bottom.
preferences-shown-boards-mine = Boards: your own side at the bottom in your games.
# classic, contrast and colorblind are the theme option's choices.
preferences-shown-theme-classic = Theme: classic.
preferences-shown-theme-contrast = Theme: contrast (high contrast).
preferences-shown-theme-colorblind = Theme: colorblind (safe for red-green colour blindness).
# Confirm is the button's name (button-confirm).
preferences-shown-confirm-on = Move confirmation: on: a move shows the board after it, privately, and is played only when you press Confirm.
preferences-shown-confirm-off = Move confirmation: off: a move is played at once.
preferences-shown-change = Change them with { $change } (any of the three).

## A board picture in words, for screen readers (the alt text every board goes out with).
## Each is one sentence; they are joined with spaces. $squares are squares like "a1 h1".

alt-board = { $variant } board.
alt-side-named = { $color } ({ $name })
alt-to-move = { $side } to move.
alt-to-move-in-check = { $side } to move, in check.
# $pieces: the groups below, joined with commas.
alt-pieces = { $side }: { $pieces }.
alt-no-pieces = no pieces
alt-kings = { $count ->
    [one] king
   *[other] kings
} { $squares }
alt-queens = { $count ->
    [one] queen
   *[other] queens
} { $squares }
alt-archbishops = { $count ->
    [one] archbishop
   *[other] archbishops
} { $squares }
alt-guards = { $count ->
    [one] Swiss guard
   *[other] Swiss guards
} { $squares }
alt-rooks = { $count ->
    [one] rook
   *[other] rooks
} { $squares }
alt-bishops = { $count ->
    [one] bishop
   *[other] bishops
} { $squares }
alt-knights = { $count ->
    [one] knight
   *[other] knights
} { $squares }
alt-pawns = { $count ->
    [one] pawn
   *[other] pawns
} { $squares }
alt-refugees = { $count ->
    [one] refugee
   *[other] refugees
} { $squares }
# $pieces: alt-in-danger items, joined with commas.
alt-attacked = Attacked and undefended: { $pieces }.
# $piece: one of the groups above for one piece ("knight c3").
alt-in-danger = { $color } { $piece }
alt-safe = { $color } safe in sanctuary on { $squares }.
alt-replay = Replay of game { $game }, { $white } against { $black }, { $variant }: every position from the start, one move at a time; the game's moves are in the record.

## What a board picture's name bars say at the right, beside the name. A bar holds one
## short line, so keep these short. $duration is a span such as "2d 4h".

bar-to-move = to move
bar-wins = wins
bar-draw = draw
bar-left = { $duration } left
bar-bank = bank { $duration }
bar-bank-empty = bank empty
bar-left-and-bank = { $left } · { $bank }

## Why a typed move is refused. The reasons are clauses that follow a colon. Wherever a
## piece is named, $piece is its name (role-…) and $role its id (pawn, knight, bishop,
## rook, queen, king, archbishop, guard), for a selector that picks an article or a form.
## $color, $owner, $turn and $side are a side's name (White, Black); $square a square (e4).

# The pieces' names, as $piece shows them; no arguments.
role-pawn = pawn
role-knight = knight
role-bishop = bishop
role-rook = rook
role-queen = queen
role-king = king
role-archbishop = archbishop
role-guard = Swiss guard
# $input: what was typed, as code; $hint: how to write a move (one of move-error-hint-…).
move-error-syntax = { $input } is not a move: { $hint }.
# $input: what was typed; $reason: why (one of the reasons below); $moves: a few legal moves, with commas.
move-error-illegal = { $input } is not legal here: { $reason }. Legal moves include { $moves }.
# $input: what was typed; $moves: the moves it could be, with commas.
move-error-ambiguous = { $input } is ambiguous: write one of { $moves }.
# $outcome: how the game ended (move-error-won or move-error-drawn).
move-error-game-over = The game is over: { $outcome }; no more moves can be played.
# No arguments.
move-error-hint-notation = write SAN like e4, Nf3, exd5, O-O, e8=Q, or UCI like e2e4
# No arguments.
move-error-hint-uci = UCI is from-square, to-square and an optional promotion letter, like e2e4 or e7e8q
# No arguments.
move-error-hint-promotion-letter = the promotion letter must be q, r, b or n
# $letter: the piece's letter in capitals (N); $role, $piece: that piece; $example: a move with it (Nf3).
move-error-hint-upper-case = piece letters are upper case: { $letter } for { $role ->
        [archbishop] an
       *[other] a
    } { $piece }, as in { $example }
# No arguments.
move-error-hint-not-legal = not legal
# $square: the from-square; $role, $piece: the piece on it; $letter_role, $letter_piece: the piece the typed letter names.
move-error-wrong-letter = the piece on { $square } is { $role ->
        [archbishop] an
       *[other] a
    } { $piece }, not { $letter_role ->
        [archbishop] an
       *[other] a
    } { $letter_piece }
# $variant: the game's name (variant-…).
move-error-no-castling = there is no castling in { $variant }
# $color: the side to move; $wing: kingside or queenside.
move-error-castling-rights = { $color } can no longer castle { $wing ->
        [kingside] kingside
       *[queenside] queenside
    }: the king or that rook has moved
# $color: the side to move.
move-error-castling-in-check = { $color } is in check, and castling out of check is not allowed
# $square: the first occupied square between the king and the rook.
move-error-castling-blocked = the squares between the king and the rook must be empty, and { $square } is not
# $square: the attacked square.
move-error-castling-attacked = the king would cross or land on { $square }, which is attacked
# No arguments.
move-error-castling-not-allowed = castling needs the king and rook unmoved, the squares between empty, and the king not in, through or into check
# $square: where the pawn arrives.
move-error-sanctuary-promotion = pawns do not promote in Sanctuary Chess; a pawn arriving on { $square } becomes a refugee, written without a letter
# $role, $piece: the piece asked for.
move-error-promotion-role = a pawn cannot promote to { $role ->
        [archbishop] an
       *[other] a
    } { $piece }; choose Q, R, B or N
# $square: where the move goes.
move-error-promotion-rank = only a pawn arriving on the last rank promotes; write the move to { $square } without a letter
# $square: the from-square.
move-error-empty-square = there is no piece on { $square }
# $role, $piece: the piece on $square; $owner: whose it is; $turn: the side to move.
move-error-not-your-piece = the { $piece } on { $square } is { $owner }'s; it is { $turn }'s move
# $square: the refugee's square.
move-error-refugee-moves = the refugee on { $square } can never move again
# $square: the refugee's square.
move-error-refugee-captured = the refugee on { $square } can never be captured
# $square: the destination; $role, $piece: the player's own piece on it.
move-error-own-piece = { $square } holds your own { $piece }
# $color: the side to move; $role, $piece: the piece asked to move; $square: the destination.
move-error-in-check = { $color } is in check, and no { $piece } move to { $square } gets out of it
# $color: the side to move; $role, $piece: the piece asked to move; $square: the destination.
move-error-none-can-move = no { $piece } of { $color }'s can move to { $square }
# $role, $piece: the piece asked to move; $file: the file typed (b); $square: the destination.
move-error-none-from-file = no { $piece } on the { $file }-file can move to { $square }
# $role, $piece: the piece asked to move; $rank: the rank typed (4); $square: the destination.
move-error-none-from-rank = no { $piece } on rank { $rank } can move to { $square }
# No arguments.
move-error-no-match = no legal move matches
# $moves: the pawn moves meant, joined with move-error-or (exd5 or cxd5).
move-error-pawn-needs-file = a pawn that captures or slides is written with the file it leaves: { $moves }
# $color: the side to move; $role, $piece: the piece asked to move.
move-error-no-such-piece = { $color } has no { $piece }
# $reason: one of the reasons above; $letter: a piece's letter in capitals (B); $role, $piece: that piece.
move-error-upper-case-hint = { $reason } (piece letters are upper case: { $letter } for { $piece })
# Moves that are each meant: $first one move, $rest one or more ("cxd5", "cxd5 or exd5").
move-error-or = { $first } or { $rest }
# $side: the winner's side; $reason: how (scepter, sanctuary, checkmate, stalemate, fifty-move, repetition, insufficient-material, dead-position).
move-error-won = { $side } won { $reason ->
        [scepter] by taking the scepter
        [sanctuary] by reaching sanctuary
        [checkmate] by checkmate
        [stalemate] by stalemate
        [fifty-move] by the 50-move rule
        [repetition] by threefold repetition
        [insufficient-material] as neither side can checkmate
       *[dead-position] as neither side has two pieces left
    }
# $reason: how (as for move-error-won).
move-error-drawn = drawn { $reason ->
        [scepter] by taking the scepter
        [sanctuary] by reaching sanctuary
        [checkmate] by checkmate
        [stalemate] by stalemate
        [fifty-move] by the 50-move rule
        [repetition] by threefold repetition
        [insufficient-material] as neither side can checkmate
       *[dead-position] as neither side has two pieces left
    }
# What a line of conditional moves says after the move it refuses and a colon.
# $hint: how to write a move (one of move-error-hint-…).
move-error-why-syntax = it is not a move ({ $hint })
# $moves: the moves it could be, joined with move-error-or.
move-error-why-ambiguous = more than one move fits: write { $moves }
# $outcome: how the game would have ended (move-error-won or move-error-drawn).
move-error-why-game-over = the game would be over by then ({ $outcome })
# No arguments.
move-error-why-unplayable = it cannot be played there
