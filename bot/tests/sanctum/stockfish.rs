//! Debian's Stockfish, spoken to over UCI, for the ignored tests that measure Sanctum
//! against it (reviews, puzzles); `SANCTUM_STOCKFISH` names the binary.

use std::io::{BufRead as _, BufReader};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// A running Stockfish: one thread, 64 MiB of hash.
pub struct Stockfish {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

/// A line's score for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in this many moves (negative: being mated).
    Mate(i32),
}

/// One of a multi-PV search's lines: its score and first move (UCI).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The score.
    pub score: Score,
    /// The first move.
    pub first: String,
}

impl Stockfish {
    /// Starts the engine at `path` and waits until it is ready.
    pub fn start(path: &str) -> Stockfish {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {path}: {e}"));
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        let mut sf = Stockfish {
            child,
            input,
            output,
        };
        sf.send("uci");
        sf.until("uciok");
        sf.send("setoption name Threads value 1");
        sf.send("setoption name Hash value 64");
        sf.send("isready");
        sf.until("readyok");
        sf
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) {
        std::io::Write::write_all(&mut self.input, format!("{line}\n").as_bytes())
            .expect("Stockfish reads");
    }

    /// Reads up to the line starting with `prefix`; returns every line read.
    pub fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            let n = self.output.read_line(&mut line).expect("Stockfish answers");
            assert!(n > 0, "Stockfish stopped");
            let done = line.starts_with(prefix);
            lines.push(line.trim_end().to_owned());
            if done {
                return lines;
            }
        }
    }

    /// The best `n` lines of `fen` at `depth`, best first (fewer when fewer moves).
    pub fn lines(&mut self, fen: &str, depth: u32, n: usize) -> Vec<Line> {
        self.send(&format!("setoption name MultiPV value {n}"));
        self.send("ucinewgame");
        self.send(&format!("position fen {fen}"));
        self.send(&format!("go depth {depth}"));
        let said = self.until("bestmove");
        let mut best: Vec<Option<Line>> = vec![None; n];
        for l in said.iter().filter(|l| l.starts_with("info ")) {
            let words: Vec<&str> = l.split_whitespace().collect();
            let after = |key: &str| {
                words
                    .iter()
                    .position(|w| *w == key)
                    .and_then(|i| words.get(i + 1))
            };
            if words.contains(&"lowerbound") || words.contains(&"upperbound") {
                continue;
            }
            let (Some(k), Some(kind), Some(first)) =
                (after("multipv"), after("score"), after("pv"))
            else {
                continue;
            };
            let Some(at) = words.iter().position(|w| *w == "score") else {
                continue;
            };
            let (Ok(k), Some(Ok(value))) = (
                k.parse::<usize>(),
                words.get(at + 2).map(|v| v.parse::<i32>()),
            ) else {
                continue;
            };
            let score = if *kind == "mate" {
                Score::Mate(value)
            } else {
                Score::Cp(value)
            };
            if let Some(slot) = best.get_mut(k.wrapping_sub(1)) {
                *slot = Some(Line {
                    score,
                    first: (*first).to_owned(),
                });
            }
        }
        best.into_iter().flatten().collect()
    }
}

impl Drop for Stockfish {
    fn drop(&mut self) {
        let _ = std::io::Write::write_all(&mut self.input, b"quit\n");
        let _ = self.child.wait();
    }
}
