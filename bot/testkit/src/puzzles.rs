//! Puzzles in tests: which starter puzzle an answer shows, and its moves, right and wrong.

/// The id an answer shows (`Puzzle Ab12Cd34 · …`, bold or not).
pub fn shown_id(text: &str) -> String {
    let at = text.find("Puzzle ").expect("a puzzle") + "Puzzle ".len();
    text[at..]
        .split_whitespace()
        .next()
        .expect("an id")
        .trim_matches('*')
        .to_owned()
}

/// The starter puzzle `id`.
pub fn starter(id: &str) -> puzzles::Puzzle {
    puzzles::starter::puzzles()
        .expect("the starter set reads")
        .into_iter()
        .find(|p| p.id == id)
        .unwrap_or_else(|| panic!("no starter puzzle {id}"))
}

/// The solver's moves of `puzzle`, in UCI: what a player who solves it types.
pub fn solver_moves(puzzle: &puzzles::Puzzle) -> Vec<String> {
    puzzle.moves.iter().skip(1).step_by(2).cloned().collect()
}

/// A legal first answer to `puzzle` that is not its solution's.
pub fn wrong_move(puzzle: &puzzles::Puzzle) -> String {
    let mut game = rules::Game::from_fen(puzzle.variant, &puzzle.fen).expect("its position");
    let setup = game.parse_move(&puzzle.moves[0]).expect("its first move");
    game.play(&setup).expect("legal");
    game.legal_moves()
        .iter()
        .map(rules::Move::uci)
        .find(|m| *m != puzzle.moves[1])
        .expect("another move")
}
