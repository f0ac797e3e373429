## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

moretime-description = Give your opponent one more day on the move they are thinking about.

## More time for the opponent.

# $name gave $opponent a day more; $due is when their move is due now.
moretime-given = { $name } gave { $opponent } one more day: your move is now due { $due }.
# $moretime and $move are commands.
moretime-refusal-own-move = It's your move: { $moretime } gives your opponent more time on theirs. Make your move with { $move }.
moretime-refusal-capped = Your opponent already has nearly { $days } days for this move, the most a move may wait.
