//! The `moves` and `perft` subcommands, run as a user runs them.

use std::process::{Command, Output};

fn sanctum(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sanctum"))
        .args(args)
        .output()
        .expect("the sanctum binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn moves_lists_uci_and_san_sorted_then_the_outcome() {
    let out = sanctum(&["moves", "--variant", "sanctuary"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 26, "25 moves and the outcome line:\n{text}");
    assert_eq!(lines[25], "outcome: ongoing -");
    let ucis: Vec<&str> = lines[..25]
        .iter()
        .map(|l| l.split(' ').next().unwrap_or(""))
        .collect();
    let mut sorted = ucis.clone();
    sorted.sort_unstable();
    assert_eq!(ucis, sorted);
    assert!(lines.contains(&"e1e3 Ge3"));
    assert!(lines.contains(&"d1c3 Ac3"));
}

#[test]
fn moves_reports_each_kind_of_ending() {
    let cases = [
        (
            "chess",
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            "outcome: black checkmate",
        ),
        (
            "scepter",
            "4K3/8/8/8/8/8/8/4k3 w - - 0 1",
            "outcome: black scepter",
        ),
        (
            "sanctuary",
            "1P5R/8/8/8/8/8/8/g7 b - - 0 1",
            "outcome: white sanctuary",
        ),
        (
            "chess",
            "7k/8/8/8/8/8/8/R6K w - - 100 80",
            "outcome: draw fifty-move",
        ),
        (
            "chess",
            "7k/8/8/8/8/8/8/1B5K w - - 0 1",
            "outcome: draw insufficient-material",
        ),
        (
            "sanctuary",
            "8/8/8/8/8/8/8/g6G w - - 0 1",
            "outcome: draw dead-position",
        ),
        (
            "chess",
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
            "outcome: draw stalemate",
        ),
    ];
    for (variant, fen, want) in cases {
        let out = sanctum(&["moves", "--variant", variant, "--fen", fen]);
        assert!(out.status.success(), "{fen}");
        assert_eq!(stdout(&out).trim_end(), want, "{variant} {fen}");
    }
}

#[test]
fn perft_divides_and_totals() {
    let out = sanctum(&["perft", "--variant", "chess", "--depth", "3"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("e2e4: 600\n"), "{text}");
    assert!(text.ends_with("total: 8902\n"), "{text}");
    assert_eq!(text.lines().count(), 21);
}

#[test]
fn bad_input_exits_non_zero_with_a_clear_message() {
    let out = sanctum(&[
        "moves",
        "--variant",
        "chess",
        "--fen",
        "8/8/8/8/8/8/8/8 w - - 0 1",
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("piece placement") && err.contains("king"),
        "{err}"
    );

    let out = sanctum(&["perft", "--variant", "shogi", "--depth", "1"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("chess, scepter, sanctuary"), "{err}");
}
