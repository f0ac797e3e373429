//! Fixtures of the rules that tests of several crates share: render's pictures and
//! benchmark, and the bot's reviews through Discord, replay the same long game.

/// A deterministic game of `plies` half-moves that does not end early
/// (pseudo-random legal moves, skipping any that would end the game).
pub fn long_game(variant: rules::Variant, plies: usize) -> rules::Game {
    let mut game = rules::Game::new(variant);
    let mut seed: u64 = 0x5eed_cafe;
    while game.ply() < plies {
        let moves = game.legal_moves();
        let mut played = false;
        for attempt in 0..moves.len() {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let m = moves[((seed >> 33) as usize + attempt) % moves.len()];
            let mut next = game.clone();
            if next.play(&m).is_ok() && next.outcome().is_none() {
                game = next;
                played = true;
                break;
            }
        }
        if !played {
            break;
        }
    }
    game
}
