//! `sanctum backup <path>`: a consistent copy of the database while the bot runs.

use std::path::PathBuf;

/// Options of `sanctum backup`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Where to write the copy (written beside as `<path>.partial`, then renamed).
    path: PathBuf,
    /// The database to copy.
    #[arg(long, env = "SANCTUM_DB", default_value = data::DEFAULT_DB)]
    db: PathBuf,
}

/// Copies the database with SQLite's online backup API and prints what it wrote.
pub fn run(args: &Args) -> anyhow::Result<()> {
    let report = data::backup(&args.db, &args.path)?;
    println!(
        "backed up {} to {} ({} bytes)",
        args.db.display(),
        report.path.display(),
        report.bytes
    );
    Ok(())
}
