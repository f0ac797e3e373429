//! `sanctum play`: the game service in the terminal, for trying Sanctum without
//! Discord and for scripted flows.

use anyhow::Context as _;
use sanctum::console::Console;
use service::{Lang, Msg};
use std::io::IsTerminal as _;
use std::path::PathBuf;

/// Options of `sanctum play`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The database file (created if missing), or a `postgres://` URL.
    #[arg(long, env = "SANCTUM_DB", hide_env_values = true, default_value = data::DEFAULT_DB)]
    pub db: PathBuf,
    /// Run the lines of this file instead of reading the keyboard.
    #[arg(long)]
    pub script: Option<PathBuf>,
    /// Where board pictures and PGN files are saved (default: `<db>-pictures` beside the database).
    #[arg(long)]
    pub pictures: Option<PathBuf>,
    /// The language replies are shown in: en, de, fr, es, pt-BR, ru or zh-CN
    /// (default: the one `LANG` names, else English).
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<Lang>,
}

/// A language Sanctum speaks, by its tag.
pub(super) fn parse_lang(tag: &str) -> Result<Lang, String> {
    Lang::from_tag(tag).ok_or_else(|| {
        let known: Vec<&str> = Lang::ALL.iter().map(|l| l.id()).collect();
        format!("Sanctum speaks {}", known.join(", "))
    })
}

/// `chosen`, else the language `LANG` names, else English.
pub(super) fn lang_or_env(chosen: Option<Lang>) -> Lang {
    chosen.unwrap_or_else(|| {
        std::env::var("LANG")
            .ok()
            .and_then(|tag| Lang::from_tag(&tag))
            .unwrap_or_default()
    })
}

impl Args {
    /// The default options: the default database, reading the keyboard.
    pub fn default_from_env() -> Args {
        let db = std::env::var_os("SANCTUM_DB")
            .map_or_else(|| PathBuf::from(data::DEFAULT_DB), PathBuf::from);
        Args {
            db,
            script: None,
            pictures: None,
            lang: None,
        }
    }
}

/// Runs the console.
pub fn run(args: &Args) -> anyhow::Result<()> {
    super::logging::init(tracing_subscriber::filter::LevelFilter::WARN);
    let shown = data::redact(&args.db.to_string_lossy());
    let pictures = args.pictures.clone().unwrap_or_else(|| {
        if data::is_postgres_url(&args.db.to_string_lossy()) {
            return PathBuf::from("sanctum-pictures");
        }
        let stem = args
            .db
            .file_stem()
            .map_or_else(|| "sanctum".into(), |s| s.to_string_lossy().into_owned());
        args.db.with_file_name(format!("{stem}-pictures"))
    });
    let stdout = std::io::stdout();
    let mut console =
        Console::open(&args.db, &pictures, stdout.lock()).context("cannot start the console")?;
    let lang = lang_or_env(args.lang);
    console.set_lang(lang);
    if let Some(script) = &args.script {
        let text = std::fs::read_to_string(script)
            .with_context(|| format!("cannot read {}", script.display()))?;
        console.run_script(&text)?;
        return Ok(());
    }
    let stdin = std::io::stdin();
    let interactive = stdin.is_terminal();
    if interactive {
        let banner = Msg::new("console-banner")
            .str("db", shown)
            .str("pictures", pictures.display().to_string())
            .plain(lang);
        println!("{banner}");
    }
    console.run_interactive(stdin.lock(), interactive)?;
    Ok(())
}
