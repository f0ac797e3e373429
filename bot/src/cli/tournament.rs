//! `sanctum tournament pair --trf FILE`: pairs a Swiss tournament's next round with the
//! FIDE Dutch system (`rules/tournament`) and prints it in bbpPairings' `-p` format.

use anyhow::Context as _;
use std::path::PathBuf;

/// Options of `sanctum tournament`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: TournamentCommand,
}

#[derive(Debug, clap::Subcommand)]
enum TournamentCommand {
    /// Pair the next round of a TRF file (FIDE Dutch system): the number of lines, one
    /// `white black` line of starting ranks per board, `N 0` for the bye.
    Pair(PairArgs),
}

/// Options of `sanctum tournament pair`.
#[derive(Debug, clap::Args)]
struct PairArgs {
    /// The tournament so far, as a FIDE TRF file.
    #[arg(long)]
    trf: PathBuf,
}

/// Runs `sanctum tournament`.
pub fn run(args: &Args) -> anyhow::Result<()> {
    match &args.command {
        TournamentCommand::Pair(pair) => {
            let file = std::fs::File::open(&pair.trf)
                .with_context(|| format!("cannot open {}", pair.trf.display()))?;
            let t = tournament::Tournament::read(std::io::BufReader::new(file))
                .with_context(|| format!("{} is not a valid TRF file", pair.trf.display()))?;
            let round = tournament::dutch::pair(&t)
                .with_context(|| format!("cannot pair {}", pair.trf.display()))?;
            print!("{round}");
            Ok(())
        }
    }
}
