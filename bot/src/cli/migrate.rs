//! `sanctum migrate --from sanctum.db --to postgres://…`: copies a database into a new,
//! empty one (typically a `SQLite` file into `PostgreSQL`) and checks the copy.

use anyhow::Context as _;
use std::path::PathBuf;

/// Options of `sanctum migrate`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The database to copy (a database file, or a `postgres://` URL); only read. Stop the
    /// bot first, or moves made during the copy are not in it.
    #[arg(long)]
    from: PathBuf,
    /// The new database: a `postgres://user:password@host/database` URL (the database
    /// must exist and be empty; Sanctum creates its tables) or a new database file.
    #[arg(long)]
    to: PathBuf,
}

/// Opens both, copies every table in one transaction, checks row counts and replays
/// every game on both sides, and prints what it copied.
pub fn run(args: &Args) -> anyhow::Result<()> {
    let (from_shown, to_shown) = (
        data::redact(&args.from.to_string_lossy()),
        data::redact(&args.to.to_string_lossy()),
    );
    if !data::is_postgres_url(&args.from.to_string_lossy()) && !args.from.is_file() {
        anyhow::bail!("cannot migrate from {from_shown}: no such database file");
    }
    // The store's errors name their database: the context only says which side it is.
    let from = data::Store::open(&args.from).context("cannot open the database to copy")?;
    let to = data::Store::open(&args.to).context("cannot open the new database")?;
    let started = std::time::Instant::now();
    let report = data::copy_database(&from, &to)
        .with_context(|| format!("cannot migrate {from_shown} to {to_shown}"))?;
    let rows: Vec<String> = report
        .tables
        .iter()
        .map(|(table, n)| format!("{n} {table}"))
        .collect();
    println!(
        "migrated {from_shown} to {to_shown} in {:.1} s: {}; {} games replayed to the same position",
        started.elapsed().as_secs_f64(),
        rows.join(", "),
        report.games_verified
    );
    Ok(())
}
