//! `sanctum uci` driven as a GUI drives it: the real binary over pipes.

use std::io::{BufRead as _, BufReader, Write as _};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

struct Uci {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Uci {
    fn start() -> Uci {
        let mut child = Command::new(env!("CARGO_BIN_EXE_sanctum"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("sanctum uci starts");
        let stdout = child.stdout.take().expect("stdout");
        let stdin = child.stdin.take().expect("stdin");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Uci {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("write to the engine");
        self.stdin.flush().expect("flush");
    }

    /// Lines up to and including the first starting with `prefix`.
    fn until(&self, prefix: &str, timeout: Duration) -> Vec<String> {
        let deadline = Instant::now() + timeout;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self
                .lines
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("no `{prefix}` within {timeout:?}; saw {seen:?}"));
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    fn bestmove(&self, timeout: Duration) -> String {
        let lines = self.until("bestmove", timeout);
        lines
            .last()
            .and_then(|l| l.split_whitespace().nth(1))
            .expect("a move after bestmove")
            .to_owned()
    }
}

impl Drop for Uci {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

const SEC: Duration = Duration::from_secs(1);

fn legal_after(variant: rules::Variant, moves: &[&str], answer: &str) -> bool {
    let mut pos = rules::Position::new(variant);
    for m in moves {
        let m = pos.parse_uci(m).expect("legal set-up move");
        pos.play(&m);
    }
    pos.parse_uci(answer).is_ok_and(|m| pos.is_legal(&m))
}

#[test]
fn handshake_options_and_readiness() {
    let mut e = Uci::start();
    e.send("uci");
    let lines = e.until("uciok", 5 * SEC);
    assert!(lines.iter().any(|l| l.starts_with("id name Sanctum")));
    for option in ["UCI_Variant", "Hash", "Skill Level", "MultiPV"] {
        assert!(
            lines
                .iter()
                .any(|l| l.contains(&format!("option name {option} "))),
            "{option}"
        );
    }
    e.send("setoption name Hash value 4");
    e.send("setoption name Skill Level value 3");
    e.send("ucinewgame");
    e.send("isready");
    e.until("readyok", 5 * SEC);
}

#[test]
fn every_go_form_answers_a_legal_move() {
    let mut e = Uci::start();
    e.send("uci");
    e.until("uciok", 5 * SEC);
    e.send("setoption name UCI_Variant value scepter");
    let moves = ["e2e4", "e7e5", "g1f3"];
    e.send(&format!("position startpos moves {}", moves.join(" ")));
    for go in [
        "go depth 4",
        "go nodes 5000",
        "go movetime 100",
        "go wtime 3000 btime 3000 winc 100 binc 100",
        "go wtime 3000 btime 2000 movestogo 20",
    ] {
        e.send(go);
        let lines = e.until("bestmove", 10 * SEC);
        assert!(
            lines.iter().any(|l| l.starts_with("info depth")),
            "{go}: {lines:?}"
        );
        let answer = lines
            .last()
            .and_then(|l| l.split_whitespace().nth(1))
            .unwrap_or("");
        assert!(
            legal_after(rules::Variant::Scepter, &moves, answer),
            "{go}: {answer}"
        );
    }
    let info = {
        e.send("go depth 3");
        e.until("bestmove", 10 * SEC)
    };
    let line = info
        .iter()
        .find(|l| l.starts_with("info depth 3"))
        .expect("depth 3 info");
    for field in [" score cp ", " nodes ", " nps ", " pv "] {
        assert!(line.contains(field), "{line}");
    }
}

#[test]
fn multipv_reports_that_many_distinct_lines_best_first() {
    let mut e = Uci::start();
    e.send("setoption name UCI_Variant value sanctuary");
    e.send("setoption name MultiPV value 3");
    e.send("position startpos");
    e.send("go depth 4");
    let lines = e.until("bestmove", 10 * SEC);
    let at_depth_4: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth 4 "))
        .collect();
    assert_eq!(at_depth_4.len(), 3, "{lines:?}");
    let field = |line: &str, name: &str| -> String {
        let words: Vec<&str> = line.split_whitespace().collect();
        let at = words.iter().position(|w| *w == name).expect(name);
        words[at + 1].to_owned()
    };
    let ranks: Vec<String> = at_depth_4.iter().map(|l| field(l, "multipv")).collect();
    assert_eq!(ranks, ["1", "2", "3"]);
    let firsts: Vec<String> = at_depth_4.iter().map(|l| field(l, "pv")).collect();
    assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
    let scores: Vec<i32> = at_depth_4
        .iter()
        .map(|l| field(l, "cp").parse().expect("a centipawn score"))
        .collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{scores:?}");
    let best = lines.last().and_then(|l| l.split_whitespace().nth(1));
    assert_eq!(best, Some(firsts[0].as_str()));
    e.send("setoption name MultiPV value 0");
    let refused = e.until("info string ignored MultiPV", 5 * SEC);
    assert!(!refused.is_empty());
}

#[test]
fn movetime_is_kept_through_the_pipe() {
    let mut e = Uci::start();
    e.send("setoption name UCI_Variant value sanctuary");
    e.send("position startpos");
    e.send("isready");
    e.until("readyok", 5 * SEC);
    let start = Instant::now();
    e.send("go movetime 100");
    // A search that ignored its time would never answer: `bestmove` gives up after 5 s.
    e.bestmove(5 * SEC);
    // It thinks for its time, and answers well within a loaded machine's slack.
    let took = start.elapsed();
    assert!(
        took >= Duration::from_millis(90) && took < 3 * SEC,
        "{took:?}"
    );
}

#[test]
fn infinite_waits_for_stop_and_stop_answers_at_once() {
    let mut e = Uci::start();
    e.send("position startpos moves e2e4");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    e.send("isready");
    let lines = e.until("readyok", SEC);
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "{lines:?}"
    );
    let start = Instant::now();
    e.send("stop");
    // `go infinite` never answers by itself: only a heard stop ends it.
    let answer = e.bestmove(5 * SEC);
    assert!(start.elapsed() < 2 * SEC, "{:?}", start.elapsed());
    assert!(
        legal_after(rules::Variant::Chess, &["e2e4"], &answer),
        "{answer}"
    );
}

#[test]
fn searchmoves_restricts_the_choice() {
    let mut e = Uci::start();
    e.send("position startpos");
    e.send("go depth 5 searchmoves a2a3 h2h3");
    let answer = e.bestmove(10 * SEC);
    assert!(answer == "a2a3" || answer == "h2h3", "{answer}");
}

#[test]
fn fen_positions_and_the_new_letters() {
    let mut e = Uci::start();
    e.send("setoption name UCI_Variant value sanctuary");
    // White has a refugee on a8; the rook reaches h8 and wins.
    e.send("position fen P7/8/8/8/8/n7/6g1/7R w - - 0 1");
    e.send("go depth 3");
    let lines = e.until("bestmove", 5 * SEC);
    assert_eq!(lines.last().map(String::as_str), Some("bestmove h1h8"));
    assert!(
        lines.iter().any(|l| l.contains("score mate 1")),
        "{lines:?}"
    );
}

#[test]
fn garbage_is_ignored_with_a_reason_and_quit_ends() {
    let mut e = Uci::start();
    for garbage in [
        "xyzzy",
        "go depth banana",
        "go sideways",
        "position",
        "position fen not a fen",
        "position startpos moves e2e5",
        "setoption name UCI_Variant value shogi",
        "setoption name Hash value -3",
        "setoption name Skill Level value 99",
        "setoption value 3",
        "setoption name Frobnicate value 1",
        "\u{1F600} \t ",
    ] {
        e.send(garbage);
        e.send("isready");
        let lines = e.until("readyok", 5 * SEC);
        if !garbage.trim().starts_with('\u{1F600}') {
            assert!(
                lines.iter().any(|l| l.starts_with("info string ignored")),
                "{garbage}: {lines:?}"
            );
        }
    }
    // Still working: the last good position is the start.
    e.send("go depth 2");
    let answer = e.bestmove(5 * SEC);
    assert!(legal_after(rules::Variant::Chess, &[], &answer), "{answer}");
    e.send("quit");
    let deadline = Instant::now() + 5 * SEC;
    while Instant::now() < deadline {
        if let Ok(Some(status)) = e.child.try_wait() {
            assert!(status.success());
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("quit did not end the engine");
}

/// Level 1 plays `plies` moves against itself from the start, one `go` per move.
fn weak_self_play(e: &mut Uci, plies: usize) -> Vec<String> {
    e.send("ucinewgame");
    let mut moves: Vec<String> = Vec::new();
    for _ in 0..plies {
        e.send(&format!("position startpos moves {}", moves.join(" ")));
        e.send("go depth 1");
        moves.push(e.bestmove(5 * SEC));
    }
    moves
}

#[test]
fn each_new_game_is_played_afresh_and_a_new_session_replays_them() {
    let games = |seed: u32| {
        let mut e = Uci::start();
        e.send("setoption name Skill Level value 1");
        e.send(&format!("setoption name Seed value {seed}"));
        [weak_self_play(&mut e, 16), weak_self_play(&mut e, 16)]
    };
    let first = games(0);
    assert_ne!(first[0], first[1], "the second game replayed the first");
    assert_eq!(games(0), first, "the same seed and games replay exactly");
    assert_ne!(games(7), first, "another seed plays other games");
}
