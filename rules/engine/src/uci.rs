//! The UCI protocol's text, as pure functions: parsing the GUI's commands,
//! setting up positions, and writing `info` lines. The stdin/stdout loop and the
//! search thread live in the `sanctum uci` command.

use crate::Limits;
use crate::limits::budget;
use crate::score::{Score, moves_to_end};
use crate::search::Info;
use rules::{Color, Position, Variant};
use std::time::Duration;

/// Parameters of `go`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Go {
    /// `depth N`.
    pub depth: Option<u32>,
    /// `nodes N`.
    pub nodes: Option<u64>,
    /// `movetime MS`.
    pub movetime: Option<u64>,
    /// `wtime MS`.
    pub wtime: Option<u64>,
    /// `btime MS`.
    pub btime: Option<u64>,
    /// `winc MS`.
    pub winc: Option<u64>,
    /// `binc MS`.
    pub binc: Option<u64>,
    /// `movestogo N`.
    pub movestogo: Option<u32>,
    /// `infinite`: search until `stop`.
    pub infinite: bool,
    /// `searchmoves m1 m2 ...`.
    pub searchmoves: Vec<String>,
}

impl Go {
    /// The search limits for `turn` to move (the stop flag is the caller's).
    pub fn limits(&self, turn: Color) -> Limits {
        let mut limits = Limits {
            depth: self.depth,
            nodes: self.nodes,
            movetime: self.movetime.map(Duration::from_millis),
            exact_time: self.movetime.is_some(),
            stop: None,
            searchmoves: self.searchmoves.clone(),
            give_way: None,
            multipv: 1,
        };
        let (time, inc) = match turn {
            Color::White => (self.wtime, self.winc),
            Color::Black => (self.btime, self.binc),
        };
        if !self.infinite
            && limits.movetime.is_none()
            && let Some(left) = time
        {
            limits.movetime = Some(budget(
                Duration::from_millis(left),
                Duration::from_millis(inc.unwrap_or(0)),
                self.movestogo,
            ));
        }
        limits
    }
}

/// One command from the GUI.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `uci`.
    Uci,
    /// `isready`.
    IsReady,
    /// `setoption name N value V`.
    SetOption {
        /// The option's name.
        name: String,
        /// Its value (empty for buttons).
        value: String,
    },
    /// `ucinewgame`.
    NewGame,
    /// `position startpos|fen F [moves ...]`.
    Position {
        /// The FEN, or `None` for the variant's start.
        fen: Option<String>,
        /// The moves played from there, in UCI.
        moves: Vec<String>,
    },
    /// `go ...`.
    Go(Go),
    /// `stop`.
    Stop,
    /// `ponderhit` (treated as nothing to do).
    PonderHit,
    /// `quit`.
    Quit,
    /// An empty line.
    Empty,
}

fn number<T: std::str::FromStr>(word: &str, value: Option<&&str>) -> Result<T, String> {
    value
        .and_then(|v| v.parse().ok())
        .ok_or_else(|| format!("`go {word}` needs a non-negative number"))
}

fn parse_go(words: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        let next = words.get(i + 1);
        match w {
            "depth" => go.depth = Some(number(w, next)?),
            "nodes" => go.nodes = Some(number(w, next)?),
            "movetime" => go.movetime = Some(number(w, next)?),
            "wtime" => go.wtime = Some(number::<i64>(w, next)?.max(0) as u64),
            "btime" => go.btime = Some(number::<i64>(w, next)?.max(0) as u64),
            "winc" => go.winc = Some(number::<i64>(w, next)?.max(0) as u64),
            "binc" => go.binc = Some(number::<i64>(w, next)?.max(0) as u64),
            "movestogo" => go.movestogo = Some(number(w, next)?),
            "mate" => go.depth = Some(number::<u32>(w, next)?.saturating_mul(2)),
            "infinite" => {
                go.infinite = true;
                i += 1;
                continue;
            }
            "ponder" => {
                i += 1;
                continue;
            }
            "searchmoves" => {
                go.searchmoves = words[i + 1..].iter().map(|s| (*s).to_owned()).collect();
                break;
            }
            other => return Err(format!("unknown `go` parameter `{other}`")),
        }
        i += 2;
    }
    Ok(go)
}

/// Parses one line; the error says why the line is ignored.
///
/// ```
/// use engine::uci::{parse, Command};
/// assert_eq!(parse("isready"), Ok(Command::IsReady));
/// assert!(parse("go depth banana").is_err());
/// ```
pub fn parse(line: &str) -> Result<Command, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((&first, rest)) = words.split_first() else {
        return Ok(Command::Empty);
    };
    match first {
        "uci" => Ok(Command::Uci),
        "isready" => Ok(Command::IsReady),
        "ucinewgame" => Ok(Command::NewGame),
        "stop" => Ok(Command::Stop),
        "ponderhit" => Ok(Command::PonderHit),
        "quit" => Ok(Command::Quit),
        "go" => parse_go(rest).map(Command::Go),
        "setoption" => {
            if rest.first() != Some(&"name") {
                return Err("setoption needs `name <option> [value <v>]`".into());
            }
            let value_at = rest.iter().position(|w| *w == "value");
            let name_end = value_at.unwrap_or(rest.len());
            let name = rest[1..name_end].join(" ");
            if name.is_empty() {
                return Err("setoption needs an option name".into());
            }
            let value = value_at.map_or(String::new(), |i| rest[i + 1..].join(" "));
            Ok(Command::SetOption { name, value })
        }
        "position" => {
            let moves_at = rest.iter().position(|w| *w == "moves");
            let head = &rest[..moves_at.unwrap_or(rest.len())];
            let moves = moves_at.map_or(Vec::new(), |i| {
                rest[i + 1..].iter().map(|s| (*s).to_owned()).collect()
            });
            match head.split_first() {
                Some((&"startpos", [])) => Ok(Command::Position { fen: None, moves }),
                Some((&"fen", fen)) if !fen.is_empty() => Ok(Command::Position {
                    fen: Some(fen.join(" ")),
                    moves,
                }),
                _ => Err(
                    "position needs `startpos` or `fen <FEN>`, then optionally `moves ...`".into(),
                ),
            }
        }
        other => Err(format!("unknown command `{other}`")),
    }
}

/// A position set up by `position`: the current position and the hashes of the
/// positions before it (for repetitions).
#[derive(Debug, Clone)]
pub struct Setup {
    /// The position to search.
    pub position: Position,
    /// Zobrist hashes of the earlier positions, oldest first.
    pub history: Vec<u64>,
}

/// Sets up `fen` (or the start) of `variant` and plays `moves`; an error names the
/// bad FEN or the first move that is not legal.
///
/// ```
/// use engine::uci::setup;
/// use rules::Variant;
/// let s = setup(Variant::Chess, None, &["e2e4".into(), "e7e5".into()]).unwrap();
/// assert_eq!(s.history.len(), 2);
/// assert!(setup(Variant::Chess, None, &["e2e5".into()]).is_err());
/// ```
pub fn setup(variant: Variant, fen: Option<&str>, moves: &[String]) -> Result<Setup, String> {
    let mut position = match fen {
        Some(f) => Position::from_fen(variant, f).map_err(|e| format!("bad FEN: {e}"))?,
        None => Position::new(variant),
    };
    let mut history = Vec::with_capacity(moves.len());
    for text in moves {
        let m = position
            .parse_uci(text)
            .map_err(|e| format!("move {text} is not legal here: {e}"))?;
        if !position.is_legal(&m) {
            return Err(format!("move {text} is not legal here"));
        }
        history.push(position.zobrist());
        position.play(&m);
    }
    Ok(Setup { position, history })
}

/// `cp N` or `mate N`, as UCI writes scores.
pub fn score_text(score: Score) -> String {
    match moves_to_end(score) {
        Some(n) => format!("mate {n}"),
        None => format!("cp {score}"),
    }
}

/// The most lines `setoption name MultiPV` accepts (Stockfish's bound; no position
/// of our games has more legal moves).
pub const MAX_MULTIPV: usize = 256;

/// The `info` line for one line of a completed iteration (`multipv 1` is the best,
/// written even when it is the only one, as Stockfish does).
pub fn info_line(info: &Info) -> String {
    let pv: Vec<String> = info.pv.iter().map(rules::Move::uci).collect();
    format!(
        "info depth {} seldepth {} multipv {} score {} nodes {} nps {} time {} pv {}",
        info.depth,
        info.seldepth,
        info.multipv,
        score_text(info.score),
        info.nodes,
        info.nps(),
        info.elapsed.as_millis(),
        pv.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_go_form() {
        let Ok(Command::Go(g)) = parse("go wtime 1000 btime 2000 winc 10 binc 20 movestogo 5")
        else {
            panic!()
        };
        assert_eq!(
            (g.wtime, g.btime, g.winc, g.binc, g.movestogo),
            (Some(1000), Some(2000), Some(10), Some(20), Some(5))
        );
        let Ok(Command::Go(g)) = parse("go movetime 100 searchmoves e2e4 d2d4") else {
            panic!()
        };
        assert_eq!(g.movetime, Some(100));
        assert_eq!(g.searchmoves, vec!["e2e4", "d2d4"]);
        assert!(matches!(
            parse("go infinite"),
            Ok(Command::Go(Go { infinite: true, .. }))
        ));
        assert!(parse("go depth").is_err());
        assert!(parse("go sideways 3").is_err());
    }

    #[test]
    fn parses_options_and_positions() {
        assert_eq!(
            parse("setoption name Skill Level value 3"),
            Ok(Command::SetOption {
                name: "Skill Level".into(),
                value: "3".into()
            })
        );
        assert_eq!(
            parse("position fen 8/8/8/8/8/8/8/g6G w - - 0 1 moves a1a2"),
            Ok(Command::Position {
                fen: Some("8/8/8/8/8/8/8/g6G w - - 0 1".into()),
                moves: vec!["a1a2".into()]
            })
        );
        assert!(parse("position").is_err());
        assert!(parse("position startpos extra").is_err());
        assert!(parse("xyzzy").is_err());
        assert_eq!(parse("   "), Ok(Command::Empty));
    }

    #[test]
    fn clock_limits_use_the_movers_time() {
        let g = Go {
            wtime: Some(60_000),
            btime: Some(1_000),
            ..Go::default()
        };
        let white = g.limits(Color::White).movetime.unwrap();
        let black = g.limits(Color::Black).movetime.unwrap();
        assert!(white > black);
        assert!(black < Duration::from_millis(500));
    }
}
