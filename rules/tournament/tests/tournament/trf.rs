//! TRF reading and writing: bbpPairings' own files, errors with line and column,
//! a round trip over generated tournaments, and arbitrary text that must never panic.

use proptest::prelude::*;
use std::fmt::Write as _;
use tournament::trf::{Colour, GameResult, Points, Tournament};

/// A tournament bbpPairings generated (`-g`, seed 12345, 12 players, 5 rounds), lines
/// ending in `\r` as it writes them.
const GENERATED: &str = include_str!("../data/generated-12x5.trf");

#[test]
fn reads_bbppairings_output() {
    let t = Tournament::parse(GENERATED).unwrap();
    assert_eq!(t.players().len(), 12);
    assert_eq!(t.rounds_played(), 5);
    let p4 = t.player(4).unwrap();
    assert_eq!(p4.points, Points(10));
    assert_eq!(p4.rounds[3].result, GameResult::HalfBye);
    assert_eq!(p4.rounds[4].result, GameResult::ZeroBye);
    let p1 = t.player(1).unwrap();
    assert_eq!(p1.rounds[0].opponent, Some(6));
    assert_eq!(p1.rounds[0].colour, Some(Colour::Black));
    assert_eq!(p1.rating, Some(2408));
    assert_eq!(t.header()[0], "012 AutoTest Tournament 12345");
    assert_eq!(Tournament::parse(&t.to_trf()).unwrap(), t);
}

#[test]
fn reads_the_extensions() {
    let text = "\
XXR 9
XXC rank black1
XXA    1  1.0  1.0
XXP 1 2
BBW  3.0
BBD  1.0
001    1      A                                 2000                             0.0
001    2      B                                 1900                             0.0
";
    let t = Tournament::parse(text).unwrap();
    assert_eq!(t.rounds(), Some(9));
    assert!(t.use_rank());
    assert_eq!(t.initial_colour(), Some(Colour::Black));
    assert_eq!(t.accelerations(), &[(1, vec![Points(10), Points(10)])]);
    assert_eq!(t.forbidden_pairs(), &[vec![1, 2]]);
    assert_eq!(t.point_system().win, Points(30));
    assert_eq!(t.point_system().pairing_bye, Points(30));
    assert_eq!(t.point_system().draw, Points(10));
    assert_eq!(Tournament::parse(&t.to_trf()).unwrap(), t);
}

fn error(text: &str) -> (usize, usize) {
    let e = Tournament::parse(text).unwrap_err();
    (e.line, e.column)
}

#[test]
fn errors_name_the_line_and_column() {
    let ok = "001    1      A                                 2000                             1.0          2 w 1\n\
              001    2      B                                 1900                             0.0          1 b 0\n";
    assert!(Tournament::parse(ok).is_ok());
    // The other side disagrees on the colour.
    let bad = ok.replacen("1 b 0", "1 w 0", 1);
    assert_eq!(error(&bad), (1, 92));
    // The points do not add up.
    let bad = ok.replacen("1.0", "0.5", 1);
    assert_eq!(error(&bad), (1, 81));
    // An unknown result code.
    let bad = ok.replacen("2 w 1", "2 w X", 1);
    assert_eq!(error(&bad), (1, 99));
    // An unknown colour.
    let bad = ok.replacen("1 b 0", "1 x 0", 1);
    assert_eq!(error(&bad), (2, 97));
    // A starting rank twice.
    let bad = ok.replacen("001    2", "001    1", 1);
    assert_eq!(error(&bad), (2, 5));
    // An opponent nobody is.
    let bad = ok.replacen("2 w 1", "7 w 1", 1);
    assert_eq!(error(&bad), (1, 92));
    let e = Tournament::parse(&bad).unwrap_err();
    assert!(e.to_string().starts_with("line 1, column 92: "), "{e}");
}

/// A consistent tournament: players, and rounds of random games and byes.
fn tournaments() -> impl Strategy<Value = Tournament> {
    (2usize..12, 0usize..6, any::<u64>()).prop_map(|(n, rounds, seed)| {
        let mut rng = seed;
        let mut next = move |m: usize| {
            rng = rng
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((rng >> 33) as usize) % m.max(1)
        };
        let mut lines: Vec<Vec<String>> = vec![Vec::new(); n + 1];
        let mut points = vec![0i32; n + 1];
        let codes = [
            ('1', '0', 10, 0),
            ('0', '1', 0, 10),
            ('=', '=', 5, 5),
            ('+', '-', 10, 0),
            ('-', '-', 0, 0),
            ('W', 'L', 10, 0),
            ('D', 'D', 5, 5),
        ];
        let byes = [('H', 5), ('F', 10), ('U', 10), ('Z', 0), ('-', 0), (' ', 0)];
        for _ in 0..rounds {
            let mut order: Vec<usize> = (1..=n).collect();
            for i in (1..order.len()).rev() {
                order.swap(i, next(i + 1));
            }
            let mut i = 0;
            while i < order.len() {
                if i + 1 < order.len() && next(4) != 0 {
                    let (a, b) = (order[i], order[i + 1]);
                    let (ca, cb, pa, pb) = codes[next(codes.len())];
                    lines[a].push(format!("  {b:>4} w {ca}"));
                    lines[b].push(format!("  {a:>4} b {cb}"));
                    points[a] += pa;
                    points[b] += pb;
                    i += 2;
                } else {
                    let (c, p) = byes[next(byes.len())];
                    lines[order[i]].push(format!("  0000 - {c}"));
                    points[order[i]] += p;
                    i += 1;
                }
            }
        }
        let mut text = String::from("012 Generated\n");
        if next(2) == 0 {
            let _ = writeln!(text, "XXR {}", rounds + 1);
        }
        for id in 1..=n {
            let name = format!("Player {id}");
            let pts = Points(points[id]);
            let _ = writeln!(
                text,
                "001 {id:>4} m    {name:<33} {:>4}                            {pts:>4} {:>4}{}",
                1000 + 10 * id,
                id,
                lines[id].concat()
            );
        }
        Tournament::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
    })
}

proptest! {
    #[test]
    fn writing_then_reading_gives_the_same_tournament(t in tournaments()) {
        let text = t.to_trf();
        prop_assert_eq!(Tournament::parse(&text).unwrap(), t.clone());
        let mut bytes = Vec::new();
        t.write(&mut bytes).unwrap();
        prop_assert_eq!(Tournament::read(bytes.as_slice()).unwrap(), t);
    }

    #[test]
    fn arbitrary_text_never_panics(text in "(001|XX[RCAP]|BB[WDLZFU]| |[0-9]|[wb=+-]|\\.|[A-Za-zé]|\r|\n){0,400}") {
        let _ = Tournament::parse(&text);
    }

    #[test]
    fn damaged_files_never_panic(cut in 0usize..2000, junk in "[ -~é\n]{0,12}") {
        let text: String = GENERATED.chars().take(cut).chain(junk.chars()).chain(GENERATED.chars().skip(cut + 5)).collect();
        let _ = Tournament::parse(&text);
    }
}
