//! `sanctum puzzles mine`, run as a user runs it, on a PGN file and a database.

use rules::{Game, Variant};
use std::process::{Command, Output};

fn sanctum(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sanctum"))
        .args(args)
        .output()
        .expect("the sanctum binary runs")
}

/// `sanctum puzzles ARGS…`, which must succeed: its stderr.
fn puzzles_ok(args: &[&str]) -> String {
    let out = sanctum(&[&["puzzles"], args].concat());
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{err}");
    err
}

/// `sanctum puzzles COMMAND` given a CSV that is not there fails, naming it.
fn refuses_a_missing_csv(command: &str) {
    let missing = sanctum(&[
        "puzzles",
        command,
        "--csv",
        "/nonexistent.csv",
        "--out",
        "x.csv",
    ]);
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot read /nonexistent.csv"));
}

/// A game from `fen` with `moves` (UCI) played, as PGN.
fn pgn(variant: Variant, fen: &str, moves: &[&str]) -> String {
    let mut game = Game::from_fen(variant, fen).expect("a legal FEN");
    for uci in moves {
        let m = game.position().parse_uci(uci).expect("a legal move");
        game.play(&m).expect("a legal move");
    }
    game.pgn(&[("Event", "test")])
}

#[test]
fn mines_a_pgn_file_into_lichess_csv() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let games = [
        // Black's rook leaves the back rank: a mate in two.
        pgn(
            Variant::Chess,
            "4r1k1/5ppp/8/q7/8/8/4RPPP/4R1K1 b - - 0 1",
            &["e8c8"],
        ),
        // Black's rook stops guarding e8: the king takes the scepter, found among
        // three pawns to take.
        pgn(
            Variant::Scepter,
            "r7/3K4/2ppp3/8/8/6k1/8/8 b - - 0 1",
            &["a8a2"],
        ),
    ];
    let file = dir.path().join("games.pgn");
    std::fs::write(&file, games.join("\n")).expect("written");
    let path = file.to_str().expect("a UTF-8 path");
    let out = sanctum(&["puzzles", "mine", "--pgn", path, "--threads", "2"]);
    assert!(out.status.success(), "{out:?}");
    let csv = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags,Variant"
    );
    assert_eq!(lines.len(), 3, "{csv}");
    assert!(lines[1].contains(",e8c8 e2e8 c8e8 e1e8,") && lines[1].ends_with(",chess"));
    assert!(
        lines[1].contains(",mate mateIn2 backRankMate short,games.pgn:1#1,"),
        "{csv}"
    );
    assert!(lines[2].contains(",a8a2 d7e8,") && lines[2].ends_with(",scepter"));
    let summary = String::from_utf8_lossy(&out.stderr);
    assert!(summary.contains("chess: 1 games, 2 positions"), "{summary}");
    assert!(summary.contains("kept 2 puzzles"), "{summary}");

    let only = dir.path().join("scepter.csv");
    let only_path = only.to_str().expect("a UTF-8 path");
    let out = sanctum(&[
        "puzzles",
        "mine",
        "--pgn",
        path,
        "--variant",
        "scepter",
        "--out",
        only_path,
    ]);
    assert!(out.status.success(), "{out:?}");
    let written = std::fs::read_to_string(&only).expect("the CSV file");
    assert_eq!(written.lines().count(), 2, "{written}");
    let read: Vec<_> = puzzles_rows(&written);
    assert_eq!(read, ["scepter"]);
}

fn puzzles_rows(csv: &str) -> Vec<String> {
    csv.lines()
        .skip(1)
        .filter_map(|l| l.rsplit(',').next())
        .map(str::to_owned)
        .collect()
}

#[test]
fn a_database_without_finished_games_gives_the_header_and_a_missing_one_an_error() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("sanctum.db");
    data::Store::open(&db).expect("a new database");
    let out = sanctum(&["puzzles", "mine", "--db", db.to_str().expect("UTF-8")]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 1);
    let missing = dir.path().join("missing.db");
    let out = sanctum(&["puzzles", "mine", "--db", missing.to_str().expect("UTF-8")]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no such database file"));
    assert!(!missing.exists());
    let out = sanctum(&["puzzles", "mine"]);
    assert!(!out.status.success());
}

#[test]
fn grades_a_csv_with_the_levels_and_says_how_each_level_did() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let starter = puzzles::starter::CSV;
    let mut lines = starter.lines();
    let header = lines.next().expect("a header");
    // Three shipped puzzles, their ratings blanked to 1500: grading gives the shipped
    // ratings back (the shipped ratings are grades).
    let rows: Vec<&str> = lines.step_by(600).collect();
    let mut csv = format!("{header}\n");
    for row in &rows {
        let mut cells: Vec<&str> = row.split(',').collect();
        cells[3] = "1500";
        csv.push_str(&cells.join(","));
        csv.push('\n');
    }
    let input = dir.path().join("in.csv");
    let output = dir.path().join("out.csv");
    std::fs::write(&input, csv).expect("write");
    let err = puzzles_ok(&[
        "grade",
        "--csv",
        &input.to_string_lossy(),
        "--out",
        &output.to_string_lossy(),
    ]);
    assert!(
        err.contains("level (rating): solved below / near (±150) / above its rating"),
        "{err}"
    );
    assert!(err.contains("3 puzzles graded (0 did not replay"), "{err}");
    let graded = std::fs::read_to_string(&output).expect("the graded CSV");
    let graded: Vec<&str> = graded.lines().skip(1).collect();
    assert_eq!(graded, rows, "the shipped ratings come back");
    refuses_a_missing_csv("grade");
}

#[test]
fn merges_csvs_into_a_set_dropping_repeats() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let starter = puzzles::starter::CSV;
    let mut lines = starter.lines();
    let header = lines.next().expect("a header");
    // Two shipped puzzles in one file, the first of them again in another.
    let rows: Vec<&str> = lines.step_by(700).take(2).collect();
    let first = dir.path().join("a.csv");
    let second = dir.path().join("b.csv");
    let output = dir.path().join("set.csv");
    std::fs::write(&first, format!("{header}\n{}\n{}\n", rows[0], rows[1])).expect("write");
    std::fs::write(&second, format!("{header}\n{}\n", rows[0])).expect("write");
    let err = puzzles_ok(&[
        "merge",
        "--csv",
        &first.to_string_lossy(),
        "--csv",
        &second.to_string_lossy(),
        "--out",
        &output.to_string_lossy(),
    ]);
    assert!(
        err.contains("2 puzzles kept; left out: {Repeat: 1}"),
        "{err}"
    );
    let set = std::fs::read_to_string(&output).expect("the merged CSV");
    let set: Vec<&str> = set.lines().skip(1).collect();
    assert_eq!(set, rows, "the shipped rows come back as they were");
    refuses_a_missing_csv("merge");
}

#[test]
fn balance_keeps_no_more_one_movers_than_longer_puzzles() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut lines = puzzles::starter::CSV.lines();
    let header = lines.next().expect("a header");
    let rows: Vec<&str> = lines.collect();
    let shipped = puzzles::starter::puzzles().expect("the shipped set reads");
    // Of one game: the first longer puzzle and the first two of one move.
    let chess = |long: bool| {
        shipped
            .iter()
            .enumerate()
            .filter(move |(_, p)| p.variant == Variant::Chess && (p.moves.len() >= 4) == long)
            .map(|(i, _)| rows[i])
    };
    let longer = chess(true).next().expect("a longer chess puzzle");
    let short: Vec<&str> = chess(false).take(2).collect();
    let input = dir.path().join("in.csv");
    let output = dir.path().join("set.csv");
    std::fs::write(
        &input,
        format!("{header}\n{}\n{}\n{longer}\n", short[0], short[1]),
    )
    .expect("write");
    let err = puzzles_ok(&[
        "merge",
        "--balance",
        "chess",
        "--csv",
        &input.to_string_lossy(),
        "--out",
        &output.to_string_lossy(),
    ]);
    assert!(
        err.contains("2 puzzles kept; left out: {Trimmed: 1}"),
        "{err}"
    );
    assert!(err.contains("1 of one move, 1 of two or more"), "{err}");
    let set = std::fs::read_to_string(&output).expect("the merged CSV");
    assert!(set.lines().any(|row| row == longer), "{set}");
}
