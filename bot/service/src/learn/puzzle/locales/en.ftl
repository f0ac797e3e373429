## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

puzzle-description = A puzzle to solve, near your puzzle rating; answer it with the solve command.
puzzle-variant = Which game (default: your last puzzle's, else Sanctuary Chess)
puzzle-theme = Only puzzles of this kind
puzzle-run = Begin a run: puzzles each a little harder, until your first wrong move (not rated)

solve-description = Answer your puzzle or lesson with a move.
solve-move = Your move, e.g. Nf3 or g1f3

## A puzzle shown, answered and finished (its goal is one of the puzzle-aim messages below).

# A puzzle's name, shown in bold: $id is its id.
puzzle-name = Puzzle { $id }
# $puzzle is puzzle-name in bold; $rating the puzzle's rating; $daily is yes for the server's daily puzzle.
puzzle-heading = { $daily ->
    [yes] { $puzzle } · { $variant } · rated { $rating } · today's puzzle
   *[no] { $puzzle } · { $variant } · rated { $rating }
}
# $goal is the puzzle's goal in bold ("White to play: win by sanctuary in 2").
puzzle-goal = { $goal }. Answer with { $solve }.
# $last is the move the opponent just played.
puzzle-goal-last = { $goal }. Last move: { $last }. Answer with { $solve }.
puzzle-in-the-middle = You are in the middle of this puzzle.
# $answer is the opponent's reply to the solver's move.
puzzle-right = Right: { $move }. They answer { $answer }. Your move.
puzzle-solved = Solved!
puzzle-solved-with = Solved! { $move } wins.
puzzle-not-the-move = Not the move: { $move } does not win here.
puzzle-gave-up = You gave up.
# $themes lists the puzzle's motifs by the theme menu's names ("fork, pin").
puzzle-motifs = It was about: { $themes }.
# $solution is the whole line in SAN, the moves separated by spaces.
puzzle-solution = The solution: { $solution }.
# $before and $after are puzzle ratings ("1500?" while provisional); $change the difference with its sign ("+12").
# $streak_kind: best (a streak of $streak that is the player's best yet), on (a streak of $streak), ended (a failed puzzle ends a streak of $streak), none.
puzzle-rating = { $streak_kind ->
    [best] Puzzle rating ({ $variant }): { $before } → { $after } ({ $change }) · streak { $streak } (your best).
    [on] Puzzle rating ({ $variant }): { $before } → { $after } ({ $change }) · streak { $streak }.
    [ended] Puzzle rating ({ $variant }): { $before } → { $after } ({ $change }) · your streak of { $streak } ends.
   *[none] Puzzle rating ({ $variant }): { $before } → { $after } ({ $change }).
}
# $place is the number $n as an English ordinal (1st, 2nd, 3rd); a translation may use $n instead
# (English selects on $n only so that translations may name it).
puzzle-daily-place = { $n ->
   *[other] You are { $place } to solve today's puzzle.
}
puzzle-source-starter = From: Sanctum's own games.
# $source says where the puzzle was found, in the words the puzzle miner stored.
puzzle-source = From: { $source }.

## The puzzle leaderboard.

puzzle-leaderboard-empty = Nobody in this server has solved a { $variant } puzzle yet. Try one: { $puzzle }.
# The leaderboard's name, shown in bold.
puzzle-leaderboard-title = { $variant } puzzle leaderboard
# $heading is puzzle-leaderboard-title in bold.
puzzle-leaderboard-heading = { $heading } (page { $page } of { $pages })
# One player's line: $rank their place, $rating their puzzle rating, then puzzles solved and failed and their longest streak.
puzzle-leaderboard-row = { $rank }. { $name } — { $rating } · { $solved } solved, { $failed } failed · best streak { $best_streak }

## The daily puzzle, as the server's channel reads it.

# The daily puzzle's heading, shown in bold: $day is the date (2026-11-26).
puzzle-daily-title = Daily puzzle · { $day }
# $goal is the puzzle's goal in bold; $solve the button that opens it.
puzzle-daily-goal = { $goal }. Press { $solve } to solve it privately: nobody sees your answers.
puzzle-daily-yesterday = { $people ->
    [one] Yesterday's puzzle was solved by 1 person.
   *[other] Yesterday's puzzle was solved by { $people } people.
}

## Refusals of puzzles. Nothing was changed.

puzzle-refusal-none-left = You have tried every { $variant } puzzle in this server. More come as the server's games finish; try another game or theme with { $puzzle }.
# $theme is a puzzle theme's id as typed (fork, discoveredAttack).
puzzle-refusal-none-left-theme = You have tried every { $variant } { $theme } puzzle in this server. More come as the server's games finish; try another game or theme with { $puzzle }.
puzzle-refusal-done = You have already tried this puzzle in this server.
puzzle-refusal-open = Finish your open puzzle first (answer with { $solve }, or press { $give_up }).
# $run is the command that begins a run.
puzzle-refusal-no-run = No run is going on in this game. Begin one with { $run }.
puzzle-refusal-daily-over = That daily puzzle's day is over. Try { $puzzle } for another.

## What a puzzle asks, over its board and in its messages. $side is White or Black;
## $aim chooses the words; $moves is how many of the solver's moves.
puzzle-aim = { $side } to play: { $aim ->
    [sanctuary] win by sanctuary in { $moves }
    [scepter] seize the scepter in { $moves }
    [mate] mate in { $moves }
   *[material] win material
}
# Over the board of a puzzle's answer: $line is the solution's moves.
puzzle-banner-solved = Solved · { $line }
puzzle-banner-solution = The solution · { $line }
# The alt text of a puzzle's replay: $line is the solution's moves, comma-separated.
alt-puzzle-replay = Replay of puzzle { $puzzle }: the opponent's move that set it up, then the solution: { $line }.

## Runs: puzzles one after another, each a little harder than the last, until the first
## wrong move. A run is not rated; it counts the puzzles solved.

# $variant is the game's name; $best the player's best run in this game here (0: none yet).
puzzle-run-begun = A { $variant } run begins: puzzles one after another, each a little harder, until your first wrong move. { $best ->
        [0] Good luck!
       *[other] Your best run here: { $best }.
    }
# Before each puzzle of a run: $number counts them, from 1.
puzzle-run-puzzle = Run, puzzle { $number }.
# After a puzzle solved in a run: $solved so far, $best the best run here.
puzzle-run-on = Run: { $solved } solved (best: { $best }).
# After the wrong move that ends a run: $solved in it, $best the best run here; $kind is best when this run is as good as the best.
puzzle-run-over = { $kind ->
        [best] Run over: { $solved } solved, your best run here!
       *[short] Run over: { $solved } solved. Your best run here: { $best }.
    }
