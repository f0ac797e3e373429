//! The CSV: what is written reads back the same, and bad rows are refused with
//! their reason.

use proptest::prelude::*;
use puzzles::{Puzzle, PuzzleWriter, ReadError, Theme, read_puzzles};
use rules::{Position, Variant};

/// A puzzle whose moves are `plies` random legal moves from `variant`'s start after
/// `skip` more, with the given other fields.
fn random_puzzle(variant: Variant, seed: u64, skip: usize, plies: usize) -> Option<Puzzle> {
    let mut pos = Position::new(variant);
    let mut state = seed | 1;
    let mut next = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    for _ in 0..skip {
        let moves = pos.legal_moves();
        if moves.is_empty() || pos.outcome().is_some() {
            return None;
        }
        let m = moves[next(moves.len())];
        pos.play(&m);
    }
    let fen = pos.fen();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() || pos.outcome().is_some() {
            break;
        }
        let m = legal[next(legal.len())];
        moves.push(m.uci());
        pos.play(&m);
    }
    (moves.len() >= 2).then(|| Puzzle {
        id: puzzles::puzzle::puzzle_id(variant, &fen, &moves),
        variant,
        fen,
        moves,
        rating: 0,
        rating_deviation: 0,
        popularity: 0,
        plays: 0,
        themes: Vec::new(),
        game_url: String::new(),
        opening_tags: Vec::new(),
    })
}

const THEMES: [Theme; 11] = [
    Theme::Mate,
    Theme::MateIn(3),
    Theme::Scepter,
    Theme::Sanctuary,
    Theme::Material,
    Theme::Refugee,
    Theme::Slide,
    Theme::OneMove,
    Theme::Short,
    Theme::Long,
    Theme::VeryLong,
];

fn write_all(puzzles: &[Puzzle]) -> String {
    let mut w = PuzzleWriter::new(Vec::new()).expect("the header");
    for p in puzzles {
        w.write(p).expect("a row");
    }
    String::from_utf8(w.finish().expect("flushed")).expect("UTF-8")
}

fn read_all(text: &str) -> Result<Vec<Puzzle>, ReadError> {
    read_puzzles(text.as_bytes())?.collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn rows_read_back_as_written(
        v in 0usize..3,
        seed in any::<u64>(),
        skip in 0usize..30,
        plies in 2usize..10,
        rating in 0u32..4000,
        deviation in 0u32..600,
        popularity in -100i32..=100,
        plays in any::<u32>(),
        themes in proptest::sample::subsequence(THEMES.to_vec(), 0..5),
        url in "[ -~]{0,40}",
        tags in proptest::collection::vec("[A-Za-z_]{1,12}", 0..3),
    ) {
        let Some(mut p) = random_puzzle(Variant::ALL[v], seed, skip, plies) else {
            return Ok(());
        };
        p.rating = rating;
        p.rating_deviation = deviation;
        p.popularity = popularity;
        p.plays = plays;
        p.themes = themes;
        p.game_url = url;
        p.opening_tags = tags;
        let text = write_all(std::slice::from_ref(&p));
        let back = read_all(&text).map_err(|e| TestCaseError::fail(format!("{e}: {text}")))?;
        prop_assert_eq!(back, vec![p]);
    }
}

#[test]
fn the_header_is_lichess_with_a_variant_column() {
    let text = write_all(&[]);
    assert_eq!(
        text,
        "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags,Variant\n"
    );
    assert!(read_all(&text).expect("no rows").is_empty());
}

#[test]
fn bad_rows_say_why() {
    let header = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags,Variant\n";
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let row = |fen: &str, moves: &str, themes: &str, variant: &str| {
        format!("{header}x,{fen},{moves},1500,500,0,0,{themes},,,{variant}\n")
    };
    let err = |text: String| read_all(&text).expect_err("refused").to_string();
    assert!(err(row(start, "e2e4 e7e5", "", "shogi")).contains("unknown variant"));
    assert!(err(row("8/8/8", "e2e4 e7e5", "", "chess")).contains("bad FEN"));
    assert!(err(row(start, "e2e5 e7e5", "", "chess")).contains("move 1 `e2e5`"));
    assert!(err(row(start, "e2e4", "", "chess")).contains("at least one answer"));
    assert!(err(row(start, "e2e4 e7e5", "forks", "chess")).contains("unknown theme `forks`"));
    assert!(matches!(
        read_puzzles("a,b\n".as_bytes()).err(),
        Some(ReadError::Header)
    ));
    let ok = row(start, "e2e4 e7e5", "short", "chess");
    assert_eq!(read_all(&ok).expect("a good row").len(), 1);
}
