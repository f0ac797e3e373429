## Games against Sanctum. $me is Sanctum's name; $name the player's.

# The headline of a new game: $variant is the game's name (in bold), $white and $black the players' names, $days the days per move.
engine-game-accepted = { $me } accepts at once! { $variant } — { $white } (White) vs { $black } (Black), level { $level }, casual, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move.
# $move is the move command.
engine-game-your-first-move = { $user }, you have the first move: { $move }.
engine-game-thinks-first = { $me } has White and is thinking about its first move…
engine-game-draw-accepted = { $name } offers a draw, and { $me } accepts.
# $eval is Sanctum's evaluation in pawns: +1.3, -0.4.
engine-game-draw-declined = { $name } offers a draw. { $me } declines and plays on (its evaluation: { $eval }).
# A team game's opening: one of these two, then engine-game-team-how-to-vote.
engine-game-team-first = The team has the first move.
engine-game-team-second = Sanctum has White and is thinking about its first move.
# $join is the button to join the team; $vote the command to vote.
engine-game-team-how-to-vote = { $join } to be counted, then vote for each move with { $vote }: the move with most votes is played once everyone on the team has voted, or at the deadline.

## Games against Sanctum refused.

engine-game-refusal-bad-level = There is no level { $level }: Sanctum plays at levels { $min_level } (beginner) to { $max_level } (full strength).
# rated and casual are the option and its choice as players type them.
engine-game-refusal-unrated = Games against Sanctum are never rated: leave out `rated`, or set it to casual.
