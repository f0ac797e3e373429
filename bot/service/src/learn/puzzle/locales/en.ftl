## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

puzzle-description = A puzzle to solve, near your puzzle rating; answer it with the solve command.
puzzle-variant = Which game (default: your last puzzle's, else Sanctuary Chess)
puzzle-theme = Only puzzles of this kind

solve-description = Answer your puzzle or lesson with a move.
solve-move = Your move, e.g. Nf3 or g1f3
