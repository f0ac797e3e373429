//! Property tests on random positions of all three variants (reached by random play from
//! each variant's start and from seed positions rich in special moves): FEN, SAN, UCI and
//! PGN round trips, play-on-a-copy consistency, Zobrist hashes, and `Game::undo`.

use crate::common::{random_game, random_positions, variant_of};
use proptest::prelude::*;
use rules::{Bitboard, Color, EndReason, Game, Outcome, Position, Role, Square, parse_pgn};

fn walk() -> impl Strategy<Value = (usize, usize, Vec<u16>)> {
    (
        0..3usize,
        0..20usize,
        prop::collection::vec(any::<u16>(), 0..120),
    )
}

/// Everything the public API says about the board agrees with itself.
fn assert_consistent(pos: &Position) -> Result<(), TestCaseError> {
    let mut occupied = Bitboard::EMPTY;
    for (sq, piece) in pos.pieces() {
        prop_assert_eq!(pos.piece_at(sq), Some(piece));
        prop_assert!(pos.by_color(piece.color).contains(sq));
        prop_assert!(pos.by_role(piece.role).contains(sq));
        prop_assert!(pos.by_piece(piece).contains(sq));
        occupied.insert(sq);
    }
    prop_assert_eq!(pos.occupied(), occupied);
    prop_assert_eq!(
        pos.by_color(Color::White) | pos.by_color(Color::Black),
        occupied
    );
    prop_assert!((pos.by_color(Color::White) & pos.by_color(Color::Black)).is_empty());
    for sq in Square::all() {
        prop_assert_eq!(pos.piece_at(sq).is_some(), occupied.contains(sq));
    }
    prop_assert_eq!(
        pos.zobrist(),
        pos.zobrist_recomputed(),
        "incremental hash at {}",
        pos.fen()
    );
    // A decided position has no legal moves, and an undecided one has some.
    prop_assert_eq!(
        pos.legal_moves().is_empty(),
        pos.outcome().is_some(),
        "moves vs outcome at {}",
        pos.fen()
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, failure_persistence: None, ..ProptestConfig::default() })]

    /// The captures generator gives exactly the legal captures and pawn moves onto the
    /// last rank, in the same order as the full generator.
    #[test]
    fn captures_are_the_tactical_legal_moves((v, seed, choices) in walk()) {
        let variant = variant_of(v);
        for pos in random_positions(variant, seed, &choices) {
            let last = (!pos.turn()).back_rank();
            let expected: Vec<_> = pos
                .legal_moves()
                .iter()
                .filter(|m| m.capture.is_some() || (m.role == Role::Pawn && m.to.rank() == last))
                .copied()
                .collect();
            let got: Vec<_> = pos.captures().iter().copied().collect();
            prop_assert_eq!(got, expected, "at {}", pos.fen());
        }
    }

    /// FEN out, FEN in: the same position (bitboards, rights, clocks and hash), and the same text.
    #[test]
    fn fen_round_trip((v, seed, choices) in walk()) {
        let variant = variant_of(v);
        for pos in random_positions(variant, seed, &choices) {
            let fen = pos.fen();
            let back = Position::from_fen(variant, &fen);
            prop_assert!(back.is_ok(), "{fen}: {:?}", back);
            let back = back.unwrap();
            prop_assert_eq!(back, pos, "{}", fen);
            prop_assert_eq!(back.fen(), fen);
        }
    }

    /// For every legal move: SAN and UCI print and parse back to the same move, UCI is
    /// also accepted as SAN input, distinct moves have distinct SAN, and `+`/`#` match
    /// check and checkmate after the move.
    #[test]
    fn san_and_uci_round_trip((v, seed, choices) in walk()) {
        let variant = variant_of(v);
        for pos in random_positions(variant, seed, &choices) {
            let moves = pos.legal_moves();
            let mut sans = Vec::new();
            for m in &moves {
                let san = pos.san(m);
                prop_assert_eq!(pos.parse_san(&san), Ok(*m), "SAN {} of {} at {}", san, m, pos.fen());
                let uci = m.uci();
                prop_assert_eq!(pos.parse_uci(&uci), Ok(*m), "UCI {} at {}", uci, pos.fen());
                prop_assert_eq!(pos.parse_san(&uci), Ok(*m), "UCI {} as SAN at {}", uci, pos.fen());
                let mut after = pos;
                after.play(m);
                let mate = after.outcome().is_some_and(|o| o.reason == EndReason::Checkmate);
                prop_assert_eq!(san.ends_with('#'), mate, "{} at {}", san, pos.fen());
                prop_assert_eq!(san.ends_with('+'), after.is_check() && !mate, "{} at {}", san, pos.fen());
                sans.push(san);
            }
            let n = sans.len();
            sans.sort();
            sans.dedup();
            prop_assert_eq!(sans.len(), n, "duplicate SAN at {}", pos.fen());
        }
    }

    /// What players may type instead of the exact SAN (no `x`, no or extra `+`/`#`, no `=`,
    /// a lower-case promotion letter, `0-0`, long algebraic `e2-e4`) still gives the same move.
    #[test]
    fn lenient_spellings_of_every_legal_move((v, seed, choices) in walk()) {
        let variant = variant_of(v);
        for pos in random_positions(variant, seed, &choices).into_iter().step_by(4) {
            for m in &pos.legal_moves() {
                let san = pos.san(m);
                let uci = m.uci();
                let bare = san.trim_end_matches(['+', '#']);
                let mut spellings = vec![
                    san.replace('x', ""),
                    bare.to_owned(),
                    format!("{bare}+"),
                    format!("{bare}#"),
                    san.replace("O-O", "0-0"),
                    format!("{}-{}", &uci[..2], &uci[2..]),
                    uci.to_ascii_uppercase().replace(&uci[..4].to_ascii_uppercase(), &uci[..4]),
                ];
                if let Some(i) = bare.find('=') {
                    let letter = bare[i + 1..].to_ascii_lowercase();
                    spellings.push(format!("{}{}", &bare[..i], &bare[i + 1..]));
                    spellings.push(format!("{}={letter}", &bare[..i]));
                    spellings.push(format!("{}{letter}", &bare[..i]));
                }
                for text in spellings {
                    prop_assert_eq!(pos.parse_san(&text), Ok(*m), "`{}` for {} ({}) at {}", text, san, uci, pos.fen());
                }
            }
        }
    }

    /// As people type moves (`1.e4`, `3...Nf6`, `E4`, `Exd5`, `nc6`, all capitals, UCI
    /// in capitals), every legal move is read back as itself, or, where the text could
    /// also be another legal move, as a question naming both: never as another move.
    /// UCI is never questioned; SAN only as `bxc4` can be (a pawn, or a bishop).
    #[test]
    fn moves_as_people_type_them_are_read_or_asked_never_guessed((v, seed, choices) in walk()) {
        let variant = variant_of(v);
        for (i, pos) in random_positions(variant, seed, &choices).into_iter().enumerate().step_by(4) {
            for m in &pos.legal_moves() {
                let san = pos.san(m);
                let uci = m.uci();
                match pos.parse_typed(&san) {
                    // A pawn capture or slide whose file letter is also a piece letter (`bxc4`, `ba4`)
                    // is asked about when that piece could take there too.
                    Err(rules::MoveError::Ambiguous { candidates, .. }) => {
                        prop_assert!(m.role == Role::Pawn && m.from.file() != m.to.file() && san.starts_with(['a', 'b', 'g']), "SAN {} asked: {:?} at {}", san, candidates, pos.fen());
                        prop_assert!(candidates.contains(&san) && candidates.len() == 2);
                    }
                    read => prop_assert_eq!(read, Ok(*m), "SAN {} at {}", san, pos.fen()),
                }
                prop_assert_eq!(pos.parse_typed(&uci), Ok(*m), "UCI {} at {}", uci, pos.fen());
                let mut capital_first = san.clone();
                capital_first[..1].make_ascii_uppercase();
                let mut lower_first = san.clone();
                lower_first[..1].make_ascii_lowercase();
                // A pawn move on a file whose letter is also a piece's (`bxc4`, and in
                // Sanctuary Chess `axb3`, `gxh3`) in capitals is that piece's SAN.
                let piece_letters: &[char] = match variant {
                    rules::Variant::Sanctuary => &['a', 'b', 'g'],
                    _ => &['b'],
                };
                // Each spelling, and whether it may be refused: only SAN in all capitals
                // may (`NXF3` loses the case that tells a file from a piece).
                let mut spellings = vec![
                    (format!("{}.{san}", i + 1), false),
                    (format!("{}. {san}", i + 1), false),
                    (format!("{}...{san}", i + 1), false),
                    (uci.to_ascii_uppercase(), false),
                ];
                // `B6b7` in lower case is the UCI `b6b7`, and UCI is never questioned.
                if pos.parse_uci(&lower_first).is_err() {
                    spellings.push((lower_first, false));
                }
                if !(m.role == Role::Pawn && san.starts_with(piece_letters)) {
                    spellings.push((capital_first, false));
                    // `B5b6` in capitals is also the UCI `B5B6`, read as UCI like any.
                    let upper = san.to_ascii_uppercase();
                    if pos.parse_uci(&upper.to_ascii_lowercase()).is_err() {
                        spellings.push((upper, true));
                    }
                }
                for (text, may_refuse) in spellings {
                    match pos.parse_typed(&text) {
                        Ok(read) => prop_assert_eq!(read, *m, "`{}` for {} at {}", text, san, pos.fen()),
                        Err(rules::MoveError::Ambiguous { candidates, .. }) => {
                            prop_assert!(candidates.contains(&san), "`{}`: {:?} lacks {} at {}", text, candidates, san, pos.fen());
                            prop_assert!(candidates.len() >= 2);
                        }
                        Err(e @ (rules::MoveError::Illegal { .. } | rules::MoveError::Syntax { .. })) => {
                            prop_assert!(may_refuse, "`{}` for {} refused: {} at {}", text, san, e, pos.fen());
                        }
                        Err(e) => prop_assert!(false, "`{}` for {}: {} at {}", text, san, e, pos.fen()),
                    }
                }
            }
        }
    }

    /// Random move-like text never panics the parser, and whatever it accepts is legal.
    #[test]
    fn typed_junk_is_parsed_safely((v, seed, choices) in walk(), texts in prop::collection::vec("[a-hA-Z1-9xX=+#O0o:. -]{0,7}", 1..20)) {
        let variant = variant_of(v);
        let game = random_game(variant, seed, &choices);
        let pos = game.position();
        let legal = pos.legal_moves();
        for text in &texts {
            for parsed in [pos.parse_san(text), pos.parse_uci(text), game.parse_move(text)] {
                match parsed {
                    Ok(m) => prop_assert!(legal.contains(&m), "`{}` gave {} at {}", text, m, pos.fen()),
                    Err(e) => prop_assert!(!e.to_string().is_empty()),
                }
            }
        }
    }

    /// Playing on a copy leaves the original alone and gives a consistent position whose
    /// incremental hash equals the recomputed one; the clocks and turn advance as the rules say.
    #[test]
    fn play_on_a_copy_is_consistent((v, seed, choices) in walk()) {
        let variant = variant_of(v);
        for pos in random_positions(variant, seed, &choices) {
            assert_consistent(&pos)?;
            let before = pos.fen();
            for m in &pos.legal_moves() {
                let mut after = pos;
                after.play(m);
                prop_assert_eq!(pos.fen(), before.clone());
                prop_assert_eq!(after.turn(), !pos.turn());
                prop_assert_eq!(after.zobrist(), after.zobrist_recomputed(), "after {} from {}", m, before);
                let zeroing = m.role == Role::Pawn || m.capture.is_some();
                prop_assert_eq!(after.halfmove_clock(), if zeroing { 0 } else { pos.halfmove_clock() + 1 });
                let next_number = pos.fullmove_number() + u32::from(pos.turn() == Color::Black);
                prop_assert_eq!(after.fullmove_number(), next_number);
                prop_assert_eq!(after.piece_at(m.from).filter(|_| !m.is_castle()), None, "{} leaves {}", m, m.from);
                prop_assert_eq!(after.piece_at(m.to).map(|p| p.color), Some(pos.turn()));
                // Counting pieces: a capture removes exactly one enemy piece.
                let them = !pos.turn();
                let lost = pos.by_color(them).count() - after.by_color(them).count();
                prop_assert_eq!(lost, usize::from(m.capture.is_some()), "{} at {}", m, before);
                if let Some(ep) = after.ep_square() {
                    // An en-passant square is only kept when the capture is legal.
                    prop_assert!(after.legal_moves().iter().any(|x| x.to == ep && x.kind == rules::MoveKind::EnPassant)
                        || after.outcome().is_some());
                }
            }
        }
    }

    /// `Game::undo` restores the previous position, history and outcome, move by move back to the start.
    #[test]
    fn undo_restores_the_previous_state((v, seed, choices) in walk()) {
        let variant = variant_of(v);
        let game = random_game(variant, seed, &choices);
        let positions = game.positions();
        let mut states: Vec<Game> = Vec::new();
        let mut replay = Game::from_position(*game.start());
        states.push(replay.clone());
        for m in game.moves() {
            replay.play(m).unwrap();
            states.push(replay.clone());
        }
        prop_assert_eq!(&replay, &game);
        let mut g = game.clone();
        for i in (0..game.ply()).rev() {
            let undone = g.undo();
            prop_assert_eq!(undone, Some(game.moves()[i]));
            prop_assert_eq!(&g, &states[i]);
            prop_assert_eq!(*g.position(), positions[i]);
            prop_assert_eq!(g.outcome(), states[i].outcome());
            prop_assert_eq!(g.repetitions(), states[i].repetitions());
        }
        prop_assert_eq!(g.undo(), None);
    }

    /// PGN written by `Game::pgn`, read back by `parse_pgn`: same start, moves, outcome and tags.
    #[test]
    fn pgn_round_trip((v, seed, choices) in walk(), white in "[A-Za-z0-9 _\\\\\"\\[\\]-]{0,12}") {
        let variant = variant_of(v);
        let game = random_game(variant, seed, &choices);
        let text = game.pgn(&[("White", &white), ("Black", "bob")]);
        let parsed = parse_pgn(&text);
        prop_assert!(parsed.is_ok(), "{:?}\n{}", parsed.err(), text);
        let parsed = parsed.unwrap();
        prop_assert_eq!(parsed.game.start(), game.start(), "{}", text);
        prop_assert_eq!(parsed.game.moves(), game.moves(), "{}", text);
        prop_assert_eq!(parsed.game.outcome(), game.outcome());
        prop_assert_eq!(parsed.tag("White"), Some(white.as_str()));
        prop_assert_eq!(parsed.tag("Black"), Some("bob"));
        let result = game.outcome().map_or("*", |o| o.pgn_result());
        prop_assert_eq!(parsed.result.as_deref(), Some(result));
        prop_assert_eq!(parsed.tag("Result"), Some(result));
        // Writing the parsed game again gives the same text.
        prop_assert_eq!(parsed.game.pgn(&[("White", &white), ("Black", "bob")]), text);
    }
}

/// The repetition key by the rules: placement, side to move, castling rights and the
/// en-passant square when a capture there is legal (the engine's FEN writes it only then).
fn key(pos: &Position) -> String {
    pos.fen().split(' ').take(4).collect::<Vec<_>>().join(" ")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    /// `Game::repetitions` (hash-based, windowed by the half-move clock) equals a naive count of
    /// earlier positions with the same key, and `Game::outcome` applies the rules' order.
    /// Choosing among the first three moves only makes the pieces shuffle and repeat often.
    #[test]
    fn repetition_matches_a_naive_count(v in 0..3usize, seed in 0..20usize, choices in prop::collection::vec(0u16..3, 0..160)) {
        let variant = variant_of(v);
        let full = random_game(variant, seed, &choices);
        let mut g = Game::from_position(*full.start());
        let mut keys = vec![key(g.position())];
        let mut seen_repetition = false;
        for m in full.moves() {
            g.play(m).unwrap();
            keys.push(key(g.position()));
            let current = keys.last().unwrap();
            let naive = keys.iter().skip((keys.len() - 1) % 2).step_by(2).filter(|k| *k == current).count();
            let naive_all = keys.iter().filter(|k| *k == current).count();
            prop_assert_eq!(naive, naive_all, "equal keys always have the same side to move");
            prop_assert_eq!(g.repetitions(), naive, "after {:?}", g.san_moves());
            let pos = g.position();
            let expected = match pos.outcome() {
                Some(o) if !matches!(o.reason, EndReason::InsufficientMaterial | EndReason::DeadPosition) => Some(o),
                _ if naive >= 3 => Some(Outcome::draw(EndReason::Repetition)),
                other => other,
            };
            prop_assert_eq!(g.outcome(), expected, "after {:?}", g.san_moves());
            seen_repetition |= naive >= 3;
        }
        // A finished game is finished for good, and a repetition draw was a repetition.
        // (A third repetition can coincide with an ending that comes first in the
        // rules' order, such as the 50-move rule: then that ending is the result.)
        if let Some(o) = full.outcome() {
            prop_assert!(full.legal_moves().is_empty());
            prop_assert_eq!(g.outcome(), Some(o));
            prop_assert!(o.reason != EndReason::Repetition || seen_repetition);
        }
    }
}
