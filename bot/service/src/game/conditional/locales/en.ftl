## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

conditional-description = Queue answers to your opponent's next moves, played the moment they play what you expect.
conditional-line = if <their move> then <yours>; … e.g. if Nf6 then e5; if Nf6 e5 Nd5 then c4
conditional-clear = Clear your queued conditional moves

## Conditional moves: the queue as its owner reads it. $game is a game's number, $opponent a player's name. Each queued line follows on its own line, as typed: "if Nf6 then e5" (if and then stay in English: the parser reads them).

conditional-queued = Queued in game { $game } against { $opponent }:
# $show and $clear are commands.
conditional-queued-how = When { $opponent } plays a move you expect, your answer is played at once; any other move clears the queue. A new line replaces it; { $show } shows it, { $clear } clears it.
conditional-cleared = Your conditional moves in game { $game } are cleared.
conditional-none-to-clear = You had no conditional moves in game { $game }.
# $queue is the command that queues a line.
conditional-none-in-game = You have no conditional moves in game { $game }. Queue answers to your opponent's next move with { $queue }.
conditional-none-here = You have no conditional moves queued in this server's games. In a game, while your opponent is to move: { $queue }.
# $move is the move that cleared the queue.
conditional-cleared-by = Your conditional moves in game { $game } were cleared: { $opponent } played { $move }, which they did not expect.
conditional-queue-heading = Your conditional moves in game { $game } against { $opponent }:
conditional-clears-them = { $clear } clears them.

## Conditional moves refused. $if and $then are the words if and then, as the line must have them.

conditional-refusal-own-move = It's your move: play it first with { $move }. Conditional moves answer your opponent's next move, so they are queued while your opponent is to move. Nothing was queued.
# $clear is the option's name, clear.
conditional-refusal-line-and-clear = Give either a line to queue or { $clear }, not both. Nothing was changed.
# What is wrong with a clause; it follows the clause as typed and a colon, in conditional-line-shape.
conditional-shape-no-if = a clause starts with { $if }
conditional-shape-no-then = a clause needs { $then } before your answer
conditional-shape-no-moves = name your opponent's move between { $if } and { $then }
conditional-shape-answer = write exactly one move after { $then }: your answer
conditional-shape-ends-with-own-move = the moves after { $if } take turns, your opponent's first, and end with your opponent's
conditional-shape-too-long = a clause may name at most { $limit } moves
conditional-line-empty = Write at least one clause, e.g. { $example }.
conditional-line-too-long = That line is too long: at most { $limit } characters.
conditional-line-too-many-clauses = That is too many clauses: at most { $limit } at a time.
# $clause is the clause as typed; $problem one of the conditional-shape messages; $syntax and $example show how a line is written.
conditional-line-shape = { $clause }: { $problem }. Write { $syntax }, e.g. { $example }.
# $move is the move as typed; $why is the rules' reason, in English; $clause the clause as typed.
conditional-line-illegal-now = { $move } is not legal in the current position: { $why }. (In { $clause }.)
# $after is the moves before it in the clause, numbered: 1... Nf6 2. e5
conditional-line-illegal-after = { $move } is not legal after { $after }: { $why }. (In { $clause }.)
conditional-line-unplayable-now = { $move } can't be played in the current position: { $why }. (In { $clause }.)
conditional-line-unplayable-after = { $move } can't be played after { $after }: { $why }. (In { $clause }.)
# $after is the moves answered, numbered: 1... Nf6; $first and $second the two answers.
conditional-line-two-answers = Two answers to { $after }: { $first } and { $second }. Choose one.
# Follows every refusal of a line.
conditional-nothing-queued = Nothing was queued.
