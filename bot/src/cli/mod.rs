//! The command line: one module per subcommand.

mod analyse;
mod arena;
mod backup;
mod logging;
mod migrate;
mod moves;
mod parallel;
mod perft;
mod play;
mod puzzle_csv;
mod puzzle_grades;
mod puzzle_merge;
mod puzzles;
mod render;
mod run;
mod tournament;
mod uci;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Sanctum plays Sanctuary Chess, Capture the Scepter and chess by correspondence on Discord.
#[derive(Debug, Parser)]
#[command(name = "sanctum", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Run the Discord bot; its token and settings come from the environment (see the README).
    Run(run::Args),
    /// List the legal moves of a position as `<uci> <san>`, then its outcome.
    Moves(moves::Args),
    /// Count move-tree leaves per first move (the standard move-generator check).
    Perft(perft::Args),
    /// Copy the database safely while the bot runs (an online backup: a consistent snapshot).
    Backup(backup::Args),
    /// Copy a database into a new, empty one (`--from sanctum.db --to postgres://…`) and check the copy.
    Migrate(migrate::Args),
    /// Play in the terminal: each line is `<user>: <command>`; `wait 2d` moves the clock.
    Play(play::Args),
    /// Draw a position as a PNG, a PGN game as an animated GIF, or a variant's rules picture.
    Render(render::Args),
    /// Speak the Universal Chess Interface on stdin/stdout (for GUIs and match tools).
    Uci(uci::Args),
    /// Print the engine's best move, score and principal variation for a position.
    Analyse(analyse::Args),
    /// Play two UCI engines against each other, with Sanctum's rules as the arbiter.
    Match(arena::Args),
    /// Mine finished games for puzzles (lichess's puzzle CSV with a Variant column).
    Puzzles(puzzles::Args),
    /// Pair a Swiss tournament's next round from a FIDE TRF file (the Dutch system).
    Tournament(tournament::Args),
}

/// Parses the command line and runs the subcommand; errors print one clear line.
pub fn run() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => start_without_subcommand(),
        Some(command) => run_command(command),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// `sanctum` alone: with `DISCORD_TOKEN` set, runs the Discord bot; without, says
/// how to connect and opens the console.
fn start_without_subcommand() -> anyhow::Result<()> {
    if std::env::var_os("DISCORD_TOKEN").is_some() {
        return run::run(&run::Args {});
    }
    eprintln!(
        "No DISCORD_TOKEN set: to put Sanctum on Discord, set DISCORD_TOKEN to your bot's token (see the README). Starting a local game console meanwhile — type `help`."
    );
    play::run(&play::Args::default_from_env())
}

fn run_command(command: Command) -> anyhow::Result<()> {
    match command {
        Command::Run(args) => run::run(&args),
        Command::Moves(args) => moves::run(&args),
        Command::Perft(args) => perft::run(&args),
        Command::Backup(args) => backup::run(&args),
        Command::Migrate(args) => migrate::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Render(args) => render::run(&args),
        Command::Uci(args) => uci::run(&args),
        Command::Analyse(args) => analyse::run(&args),
        Command::Match(args) => arena::run(&args),
        Command::Puzzles(args) => puzzles::run(&args),
        Command::Tournament(args) => tournament::run(&args),
    }
}

/// The `--variant` and `--fen` options shared by the position commands.
#[derive(Debug, clap::Args)]
pub struct PositionArgs {
    /// The game: chess, scepter or sanctuary.
    #[arg(long, short)]
    pub variant: rules::Variant,
    /// The position as FEN (default: the variant's start position).
    #[arg(long)]
    pub fen: Option<String>,
}

impl PositionArgs {
    /// The position the options describe.
    pub fn position(&self) -> anyhow::Result<rules::Position> {
        let fen = self.fen.as_deref().unwrap_or(self.variant.start_fen());
        Ok(rules::Position::from_fen(self.variant, fen)?)
    }
}
