//! What the bot's integration tests share, so no test file copies another's helpers:
//! the loopback fake Discord ([`fake`]), the steps of a game on it as a player takes
//! them with the checks every answer must pass ([`steps`]), a service with its own
//! database and clock ([`table`]), a reader of the bot's health and metrics
//! listener ([`scrape`]), and a wait for the scheduler's rounds ([`rounds`]) before a
//! test says nothing more happened. A dev-dependency of the `sanctum` package only; it
//! does not depend on the bot crate itself, so it builds beside it and the store's
//! tests never depend on it (the throwaway database server and fixed times come from
//! `sanctum-testkit`).

// The fake's JSON payloads (a server's `GUILD_CREATE`) nest deeper than
// `serde_json::json!`'s default allows.
#![recursion_limit = "256"]
#![allow(
    clippy::missing_panics_doc,
    reason = "a helper that panics fails the test calling it, as meant"
)]

pub mod browser;
pub mod fake;
pub mod puzzles;
pub mod rounds;
pub mod scrape;
pub mod steps;
pub mod table;

/// Decodes a whole PNG (not just its header, so a truncated picture fails) and returns
/// its size.
pub fn png_size(bytes: &[u8]) -> (u32, u32) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().expect("a valid PNG header");
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("a decodable PNG");
    (info.width, info.height)
}

/// A quick engine move (depth 3) for the side to move in `game`, in SAN: a plausible
/// human reply in tests that play against Sanctum.
pub fn engine_move(game: &rules::Game) -> String {
    let positions = game.positions();
    let history: Vec<u64> = positions[..positions.len() - 1]
        .iter()
        .map(rules::Position::zobrist)
        .collect();
    let pos = game.position();
    let found =
        engine::Engine::new(4).search(pos, &history, &engine::Limits::depth(3), &mut |_| {});
    pos.san(&found.best.expect("a legal move"))
}
