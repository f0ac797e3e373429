//! PGN parsing: never panics, and a game that parses writes a PGN that parses to the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::parse_pgn;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(pgn) = parse_pgn(text) else { return };
    let game = &pgn.game;
    let written = game.pgn(&[]);
    let again = parse_pgn(&written).unwrap_or_else(|e| panic!("{e}\n{written}"));
    assert_eq!(again.game.moves(), game.moves(), "{written}");
    assert_eq!(again.game.start(), game.start(), "{written}");
    assert_eq!(again.game.outcome(), game.outcome(), "{written}");
});
