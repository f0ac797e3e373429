//! `sanctum backup <path>`: a consistent copy of the database while the bot runs.

use std::path::PathBuf;

/// Options of `sanctum backup`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Where to write the copy (written beside as `<path>.partial`, then renamed).
    path: PathBuf,
    /// The database to copy.
    #[arg(long, env = "SANCTUM_DB", hide_env_values = true, default_value = data::DEFAULT_DB)]
    db: PathBuf,
}

/// Copies the database with the `SQLite` online backup API and prints what it wrote.
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

#[cfg(test)]
mod tests {
    use super::{Args, run};
    use clap::Parser;

    #[derive(Debug, Parser)]
    struct Cli {
        #[command(flatten)]
        args: Args,
    }

    fn args(list: &[&std::path::Path]) -> Args {
        let mut argv = vec![std::ffi::OsString::from("backup")];
        argv.extend(list.iter().map(|p| p.as_os_str().to_owned()));
        Cli::parse_from(argv).args
    }

    #[test]
    fn copies_a_live_database_and_refuses_bad_paths() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("sanctum.db");
        let store = data::Store::open(&db).unwrap();
        store.upsert_player(data::UserId(1), "ann", 0).unwrap();
        let dest = dir.path().join("copy.db");
        let flag = std::path::Path::new("--db");
        run(&args(&[&dest, flag, &db])).unwrap();
        let copy = data::Store::open(&dest).unwrap();
        assert_eq!(
            copy.player(data::UserId(1)).unwrap().unwrap().display_name,
            "ann"
        );
        // The database itself, and a database that does not exist, are refused.
        assert!(run(&args(&[&db, flag, &db])).is_err());
        let missing = dir.path().join("missing.db");
        assert!(run(&args(&[&dest, flag, &missing])).is_err());
        assert!(!missing.exists());
    }
}
