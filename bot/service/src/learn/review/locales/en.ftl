## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

review-description = Have Sanctum review a finished game: slips, missed wins, accuracy and a graph.
review-game = The game's number (default: this channel's last game)

## A review: the findings about a finished game.

# $game is the game's number; $white and $black the players' names; $result the score (1-0, 0-1, 1/2-1/2).
review-heading = Review of game { $game } — { $white } (White) vs { $black } (Black), { $variant }, { $result }.
# Each side's accuracy in percent.
review-accuracy = Accuracy: { $white } { $white_accuracy }% · { $black } { $black_accuracy }%
# $points is how much of a side's chance to win (in points of 100) a move must give away to be marked.
review-clean = No inaccuracies, mistakes or blunders: no move gave away { $points } points of its side's chance to win.
# A side's marked moves counted, after the player's name.
review-tally = { $name }: { $inaccuracies ->
        [0] no inaccuracies
        [one] 1 inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [0] no mistakes
        [one] 1 mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [0] no blunders
        [one] 1 blunder
       *[other] { $blunders } blunders
    }
review-tally-none = { $name }: nothing marked
# One marked move: $number is its number as written before a move (12. for White's, 12... for Black's), $name who played it, $played the move, $better the better move.
review-note-slip = { $slip ->
    [inaccuracy] { $number } { $played } ({ $name }): inaccuracy — better was { $better }.
    [mistake] { $number } { $played } ({ $name }): mistake — better was { $better }.
   *[blunder] { $number } { $played } ({ $name }): blunder — better was { $better }.
}
# A forced win let go: $better would have won, $win says how ("sanctuary in 2"); $name played $played instead.
review-note-missed-win = { $number } { $better } would have won: { $win }. { $name } played { $played }.
# How a forced win is won, by the game ($variant is its id) and in how many moves.
review-win = { $variant ->
    [sanctuary] sanctuary in { $moves }
    [scepter] the scepter in { $moves }
   *[chess] mate in { $moves }
}
# More marked moves than the review lists.
review-more = … and { $more } more.
# The engine's view of one position: its evaluation (from White's side) and the line it expected.
review-engine-line = Engine: { $eval } · { $line }
# A forced win in the engine's view: who wins, and how soon.
review-engine-win = { $side }: { $win }

## A review on its way, and when it cannot be done.

review-queue-next = Reviewing… next in the queue.
review-queue-position = Reviewing… position { $place } in the queue.
review-under-way = Reviewing… under way.
# How far the engine has gone through the game.
review-progress = Reviewing… move { $done } of { $total }.
review-failed = The review failed on my side. Please ask again; if it keeps happening, tell the server's admins.
review-stopping = Sanctum is restarting: ask for the review again in a minute.

## Refusals of reviews. Nothing was changed.

review-refusal-unfinished = That game is still being played: it can be reviewed once it is over.
review-refusal-aborted = That game was aborted before it really started: there is nothing to review.
# $game is the number of the game whose review waits.
review-refusal-waiting = Your review of game #{ $game } is still waiting its turn. Ask for another once it is posted.
review-refusal-busy = { $minutes ->
    [one] Sanctum is busy reviewing other games. Try again in { $minutes } minute.
   *[other] Sanctum is busy reviewing other games. Try again in { $minutes } minutes.
}
review-refusal-nothing = There is no finished game of yours here to review. Name one: { $review } (the number is in its PGN file and in the game's messages).

## The evaluation graph: the words drawn on it, and its alt text for screen readers.

# At the right end of the move numbers' axis.
graph-axis = move
graph-inaccuracy = inaccuracy
graph-mistake = mistake
graph-blunder = blunder
graph-missed-win = missed win
# How the game stood at a point: $name is a player's name.
graph-winning = { $name } winning
graph-ahead = { $name } ahead
graph-level = level
# $end, $best and $worst are graph-winning, graph-ahead or graph-level.
graph-alt = Evaluation graph of game { $game } over { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}, from White's side: it ends { $end }.
graph-alt-range = Evaluation graph of game { $game } over { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}, from White's side: it ends { $end }; at best { $best }, at worst { $worst }.
# $moves: graph-marked-move items joined with semicolons.
graph-marked = Marked: { $moves }.
# $what: graph-inaccuracy, graph-mistake, graph-blunder or graph-missed-win.
graph-marked-move = move { $move } by { $name }, { $what }
