//! `sanctum match`: two UCI engines play each other with Sanctum's rules as the
//! arbiter. Each engine only ever chooses among moves legal under our rules
//! (`go ... searchmoves`); a move outside them, a crash or a timeout loses that
//! game and the match goes on.

use anyhow::Context as _;
use rules::{Color, Game, Outcome, Variant};
use std::io::{BufRead as _, BufReader, Write as _};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// Options of `sanctum match`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game: chess, scepter or sanctuary.
    #[arg(long, short)]
    variant: Variant,
    /// The first engine's command line (run with `sh -c`).
    #[arg(long)]
    engine1: String,
    /// The second engine's command line.
    #[arg(long)]
    engine2: String,
    /// `Name=Value` options for the first engine (repeatable), sent before `UCI_Variant`.
    #[arg(long)]
    option1: Vec<String>,
    /// `Name=Value` options for the second engine (repeatable).
    #[arg(long)]
    option2: Vec<String>,
    /// Names for the PGN and the report (default: what the engines say).
    #[arg(long)]
    name1: Option<String>,
    /// See `--name1`.
    #[arg(long)]
    name2: Option<String>,
    /// Games to play (default: each opening once with each colour).
    #[arg(long)]
    games: Option<usize>,
    /// Thinking time per move in milliseconds.
    #[arg(long, default_value_t = 200)]
    movetime: u64,
    /// Extra time an engine may take to answer before it loses on time, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    margin: u64,
    /// A game still running after this many half-moves is a draw.
    #[arg(long, default_value_t = 300)]
    max_plies: usize,
    /// Opening lines, one per row in UCI (default: the shipped set for the variant).
    #[arg(long)]
    openings: Option<PathBuf>,
    /// Append every game to this PGN file.
    #[arg(long)]
    pgn: Option<PathBuf>,
}

/// A running UCI engine.
struct Player {
    command: String,
    options: Vec<(String, String)>,
    variant: Variant,
    name: String,
    child: Option<Child>,
    stdin: Option<ChildStdin>,
    lines: Option<Receiver<String>>,
}

/// How long an engine may take to answer `uci` or `isready`.
const HANDSHAKE: Duration = Duration::from_secs(10);

impl Player {
    fn new(command: &str, options: &[String], variant: Variant) -> anyhow::Result<Player> {
        let options = options
            .iter()
            .map(|o| {
                o.split_once('=')
                    .map(|(n, v)| (n.trim().to_owned(), v.trim().to_owned()))
                    .with_context(|| format!("option `{o}` is not Name=Value"))
            })
            .collect::<anyhow::Result<_>>()?;
        Ok(Player {
            command: command.to_owned(),
            options,
            variant,
            name: command.to_owned(),
            child: None,
            stdin: None,
            lines: None,
        })
    }

    /// Starts the engine if it is not running (again, after a crash or a timeout).
    fn ensure_started(&mut self) -> anyhow::Result<()> {
        if let Some(child) = &mut self.child
            && matches!(child.try_wait(), Ok(None))
        {
            return Ok(());
        }
        self.kill();
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(&self.command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .with_context(|| format!("cannot start `{}`", self.command))?;
        let stdout = child.stdout.take().context("no stdout")?;
        self.stdin = child.stdin.take();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        self.child = Some(child);
        self.lines = Some(rx);
        self.send("uci");
        let ids = self.wait_for("uciok", HANDSHAKE)?;
        if let Some(name) = ids.iter().find_map(|l| l.strip_prefix("id name ")) {
            name.trim().clone_into(&mut self.name);
        }
        for (name, value) in self.options.clone() {
            self.send(&format!("setoption name {name} value {value}"));
        }
        if self.variant != Variant::Chess {
            self.send(&format!(
                "setoption name UCI_Variant value {}",
                self.variant
            ));
        }
        self.send("isready");
        self.wait_for("readyok", HANDSHAKE)?;
        Ok(())
    }

    fn send(&mut self, line: &str) {
        if let Some(stdin) = &mut self.stdin {
            let _ = writeln!(stdin, "{line}");
            let _ = stdin.flush();
        }
    }

    /// Reads lines until one starts with `prefix`; returns every line read.
    fn wait_for(&mut self, prefix: &str, timeout: Duration) -> anyhow::Result<Vec<String>> {
        let deadline = Instant::now() + timeout;
        let lines = self.lines.as_ref().context("engine not started")?;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return Ok(seen);
                    }
                }
                Err(RecvTimeoutError::Timeout) => anyhow::bail!("no `{prefix}` within {timeout:?}"),
                Err(RecvTimeoutError::Disconnected) => anyhow::bail!("the engine exited"),
            }
        }
    }

    fn kill(&mut self) {
        self.stdin = None;
        self.lines = None;
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    fn quit(&mut self) {
        self.send("quit");
        if let Some(child) = &mut self.child {
            let deadline = Instant::now() + Duration::from_millis(500);
            while Instant::now() < deadline {
                if matches!(child.try_wait(), Ok(Some(_))) {
                    break;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
        }
        self.kill();
    }
}

/// How one game ended.
#[derive(Debug, Clone)]
struct Ending {
    /// The winner, or `None` for a draw.
    winner: Option<Color>,
    /// Why, as written in the PGN's Termination tag.
    why: String,
}

/// Asks `player` for a move in `game`; an error is the reason it loses.
fn ask(
    player: &mut Player,
    game: &Game,
    movetime: u64,
    margin: u64,
) -> Result<rules::Move, String> {
    player.ensure_started().map_err(|e| format!("{e:#}"))?;
    // From the position after the last irreversible move: every engine can read
    // that FEN, the moves after it are ordinary (never a Capture-the-Scepter slide,
    // which other engines do not know), and repetitions stay visible.
    let positions = game.positions();
    let moves = game.moves();
    let since = moves
        .iter()
        .rposition(rules::Move::is_zeroing)
        .map_or(0, |i| i + 1);
    let tail: Vec<String> = moves[since..].iter().map(rules::Move::uci).collect();
    let mut line = format!("position fen {}", positions[since].fen());
    if !tail.is_empty() {
        line.push_str(" moves ");
        line.push_str(&tail.join(" "));
    }
    player.send(&line);
    let legal: Vec<String> = game.legal_moves().iter().map(rules::Move::uci).collect();
    player.send(&format!(
        "go movetime {movetime} searchmoves {}",
        legal.join(" ")
    ));
    let lines = player
        .wait_for("bestmove", Duration::from_millis(movetime + margin))
        .map_err(|e| {
            player.kill();
            format!("{e:#}")
        })?;
    let answer = lines
        .last()
        .and_then(|l| l.split_whitespace().nth(1))
        .unwrap_or("")
        .to_owned();
    let m = game
        .position()
        .parse_uci(&answer)
        .map_err(|_| format!("illegal move `{answer}`"))?;
    if !game.position().is_legal(&m) {
        return Err(format!("illegal move `{answer}`"));
    }
    Ok(m)
}

fn play_game(
    players: &mut [Player; 2],
    white: usize,
    opening: &[String],
    args: &Args,
) -> anyhow::Result<(Game, Ending)> {
    let mut game = Game::new(args.variant);
    for text in opening {
        let m = game
            .position()
            .parse_uci(text)
            .with_context(|| format!("opening move {text} is not legal"))?;
        game.play(&m)
            .with_context(|| format!("opening move {text} is not legal"))?;
    }
    for p in players.iter_mut() {
        if p.ensure_started().is_ok() {
            p.send("ucinewgame");
            p.send("isready");
            if p.wait_for("readyok", HANDSHAKE).is_err() {
                p.kill();
            }
        }
    }
    loop {
        if let Some(Outcome { winner, reason }) = game.outcome() {
            return Ok((
                game,
                Ending {
                    winner,
                    why: reason.to_string(),
                },
            ));
        }
        if game.ply() >= args.max_plies {
            let why = format!("adjudicated draw after {} plies", args.max_plies);
            return Ok((game, Ending { winner: None, why }));
        }
        let turn = game.position().turn();
        let index = if turn == Color::White {
            white
        } else {
            1 - white
        };
        match ask(&mut players[index], &game, args.movetime, args.margin) {
            Ok(m) => {
                if game.play(&m).is_err() {
                    let why = format!("{} played an illegal move", turn.name());
                    return Ok((
                        game,
                        Ending {
                            winner: Some(!turn),
                            why,
                        },
                    ));
                }
            }
            Err(e) => {
                let why = format!("{} forfeits: {e}", turn.name());
                return Ok((
                    game,
                    Ending {
                        winner: Some(!turn),
                        why,
                    },
                ));
            }
        }
    }
}

/// The Elo difference for a score fraction `s` (0 < s < 1).
fn elo(s: f64) -> f64 {
    let s = s.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// The Elo estimate and its 95% error bar from wins, draws and losses (the
/// trinomial per-game variance of the score).
pub fn elo_estimate(wins: u32, draws: u32, losses: u32) -> (f64, f64) {
    let games = f64::from(wins + draws + losses);
    if games == 0.0 {
        return (0.0, 0.0);
    }
    let win_rate = f64::from(wins) / games;
    let draw_rate = f64::from(draws) / games;
    let loss_rate = f64::from(losses) / games;
    let score = win_rate + draw_rate / 2.0;
    let variance = win_rate * (1.0 - score).powi(2)
        + draw_rate * (0.5 - score).powi(2)
        + loss_rate * score.powi(2);
    let error = (variance / games).sqrt();
    let (low, high) = (score - 1.96 * error, score + 1.96 * error);
    (elo(score), (elo(high) - elo(low)) / 2.0)
}

/// The Elo difference with its 95% error bar; when every game went one way the
/// estimate is unbounded, so the bound from the binomial instead (score ≥ 0.025^(1/n)).
fn elo_text(wins: u32, draws: u32, losses: u32) -> String {
    let n = wins + draws + losses;
    if n > 0 && (wins == n || losses == n) {
        let bound = elo(0.025f64.powf(1.0 / f64::from(n)));
        let sign = if wins == n { '>' } else { '<' };
        let bound = if wins == n { bound } else { -bound };
        return format!("{sign} {bound:+.0} (95% bound; every game went one way)");
    }
    let (diff, err) = elo_estimate(wins, draws, losses);
    format!("{diff:+.0} ± {err:.0} (95%)")
}

fn openings(args: &Args) -> anyhow::Result<Vec<Vec<String>>> {
    let text = match &args.openings {
        Some(path) => std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?,
        None => engine::openings::book_text(args.variant).to_owned(),
    };
    let lines: Vec<Vec<String>> = engine::openings::parse(&text)
        .into_iter()
        .map(|line| line.into_iter().map(str::to_owned).collect())
        .collect();
    if lines.is_empty() {
        return Ok(vec![Vec::new()]);
    }
    Ok(lines)
}

/// Plays the match and prints a line per game and the final score.
pub fn run(args: &Args) -> anyhow::Result<()> {
    let book = openings(args)?;
    let games = args.games.unwrap_or(book.len() * 2);
    let mut players = [
        Player::new(&args.engine1, &args.option1, args.variant)?,
        Player::new(&args.engine2, &args.option2, args.variant)?,
    ];
    for p in &mut players {
        p.ensure_started()
            .with_context(|| format!("engine `{}` does not speak UCI", p.command))?;
    }
    let names = [
        args.name1
            .clone()
            .unwrap_or_else(|| players[0].name.clone()),
        args.name2
            .clone()
            .unwrap_or_else(|| players[1].name.clone()),
    ];
    let mut pgn = match &args.pgn {
        Some(path) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .with_context(|| format!("cannot write {}", path.display()))?,
        ),
        None => None,
    };
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    let mut out = std::io::stdout().lock();
    for g in 0..games {
        let opening = &book[(g / 2) % book.len()];
        let white = g % 2;
        let (game, ending) = play_game(&mut players, white, opening, args)?;
        let first_is_white = white == 0;
        match ending.winner {
            Some(c) if (c == Color::White) == first_is_white => wins += 1,
            Some(_) => losses += 1,
            None => draws += 1,
        }
        let pgn_result = match ending.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        };
        let (wname, bname) = if first_is_white {
            (&names[0], &names[1])
        } else {
            (&names[1], &names[0])
        };
        if let Some(file) = &mut pgn {
            let round = (g + 1).to_string();
            let text = game.pgn(&[
                ("Event", "sanctum match"),
                ("Round", &round),
                ("White", wname),
                ("Black", bname),
                ("Result", pgn_result),
                ("Termination", &ending.why),
            ]);
            writeln!(file, "{text}")?;
        }
        let played = wins + draws + losses;
        writeln!(
            out,
            "game {}/{games}: {wname} - {bname} {pgn_result} ({}, {} plies); {}: {}/{played} (+{wins} ={draws} -{losses})",
            g + 1,
            ending.why,
            game.ply(),
            names[0],
            f64::from(wins * 2 + draws) / 2.0,
        )?;
        out.flush()?;
    }
    for p in &mut players {
        p.quit();
    }
    let n = wins + draws + losses;
    let pct = if n == 0 {
        0.0
    } else {
        100.0 * (f64::from(wins) + f64::from(draws) / 2.0) / f64::from(n)
    };
    writeln!(
        out,
        "score of {} vs {}: +{wins} ={draws} -{losses} in {n} games, {pct:.1}%, Elo difference {}",
        names[0],
        names[1],
        elo_text(wins, draws, losses)
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_even_and_lopsided_scores() {
        let (d, e) = elo_estimate(10, 0, 10);
        assert!(d.abs() < 1e-9);
        assert!(e > 100.0 && e < 300.0);
        let (d, _) = elo_estimate(75, 0, 25);
        assert!((d - 190.8).abs() < 1.0, "{d}");
        let (d, e) = elo_estimate(30, 40, 30);
        assert!(d.abs() < 1e-9 && e < 60.0);
        assert_eq!(
            elo_text(64, 0, 0),
            "> +491 (95% bound; every game went one way)"
        );
        assert!(elo_text(0, 0, 64).starts_with("< -491"));
    }
}
