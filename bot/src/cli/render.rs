//! `sanctum render`: a board picture (PNG), a replay of a PGN (GIF), or a rules picture.

use anyhow::{Context, bail};
use render::{BoardOptions, GifOptions, PlayerBar, Renderer, SquareSize};
use rules::{ByColor, Color, Position, Square, Variant};
use std::path::PathBuf;

/// Options of `sanctum render`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game: chess, scepter or sanctuary (not needed with --pgn).
    #[arg(long, short, required_unless_present = "pgn", conflicts_with = "pgn")]
    variant: Option<Variant>,
    /// The position as FEN (default: the variant's start position).
    #[arg(long, conflicts_with_all = ["pgn", "rules"])]
    fen: Option<String>,
    /// A PGN file to replay as an animated GIF (`-` reads standard input).
    #[arg(long)]
    pgn: Option<PathBuf>,
    /// Draw the variant's rules picture (start position and legend) instead.
    #[arg(long)]
    rules: bool,
    /// Black at the bottom.
    #[arg(long)]
    flip: bool,
    /// The last move to highlight, as two squares (`e2e4`).
    #[arg(long, value_name = "UCI", conflicts_with_all = ["pgn", "rules"])]
    last: Option<String>,
    /// Pixels per square, 40 to 128.
    #[arg(long, default_value_t = 70, value_parser = clap::value_parser!(u32).range(40..=128))]
    size: u32,
    /// White's name for a name bar (PGN: the White tag).
    #[arg(long)]
    white: Option<String>,
    /// Black's name for a name bar (PGN: the Black tag).
    #[arg(long)]
    black: Option<String>,
    /// Where to write the picture.
    #[arg(long, short)]
    output: PathBuf,
    /// The language of the words drawn: en, de, fr, es, pt-BR, ru or zh-CN
    /// (default: the one `LANG` names, else English).
    #[arg(long, value_parser = super::play::parse_lang)]
    lang: Option<service::Lang>,
}

/// Draws what the options ask for and writes it to `--output`.
pub fn run(args: &Args) -> anyhow::Result<()> {
    let renderer = Renderer::new()?;
    let lang = super::play::lang_or_env(args.lang);
    let size = SquareSize::try_from(args.size)?;
    let orientation = if args.flip {
        Color::Black
    } else {
        Color::White
    };
    let bytes = if let Some(path) = &args.pgn {
        let text = if path.as_os_str() == "-" {
            std::io::read_to_string(std::io::stdin().lock())
                .context("cannot read the PGN from stdin")?
        } else {
            std::fs::read_to_string(path)
                .with_context(|| format!("cannot read {}", path.display()))?
        };
        let pgn = rules::parse_pgn(&text)?;
        let name = |given: &Option<String>, tag: &str| {
            given.clone().or_else(|| {
                pgn.tag(tag)
                    .filter(|v| !v.is_empty() && *v != "?")
                    .map(str::to_owned)
            })
        };
        // Always name bars, so the replay is not square (phones crop square pictures).
        let players = Some(ByColor::new(
            name(&args.white, "White").unwrap_or_else(|| "White".into()),
            name(&args.black, "Black").unwrap_or_else(|| "Black".into()),
        ));
        let opts = GifOptions {
            orientation,
            square_size: size,
            players,
            result: service::result_words(lang),
            ..GifOptions::default()
        };
        renderer.game_gif(&pgn.game, &opts)?
    } else {
        let variant = args
            .variant
            .context("--variant is required without --pgn")?;
        if args.rules {
            renderer.rules_png(variant, size, &service::rules_words(variant, lang))?
        } else {
            let pos =
                Position::from_fen(variant, args.fen.as_deref().unwrap_or(variant.start_fen()))?;
            let players = match (&args.white, &args.black) {
                (None, None) => None,
                (w, b) => Some(ByColor::new(
                    PlayerBar::new(w.clone().unwrap_or_else(|| "White".into())),
                    PlayerBar::new(b.clone().unwrap_or_else(|| "Black".into())),
                )),
            };
            let opts = BoardOptions {
                orientation,
                square_size: size,
                last_move: args.last.as_deref().map(parse_last).transpose()?,
                players,
                ..BoardOptions::default()
            };
            renderer.render_png(&pos, &opts)?
        }
    };
    std::fs::write(&args.output, &bytes)
        .with_context(|| format!("cannot write {}", args.output.display()))?;
    Ok(())
}

/// `e2e4` (a promotion letter is allowed and ignored) as its two squares.
fn parse_last(text: &str) -> anyhow::Result<(Square, Square)> {
    let t = text.trim();
    if !(4..=5).contains(&t.len()) || !t.is_ascii() {
        bail!("--last wants two squares like e2e4, not `{text}`");
    }
    Ok((t[0..2].parse()?, t[2..4].parse()?))
}

#[cfg(test)]
mod tests {
    use super::parse_last;

    #[test]
    fn last_move_parses_two_squares() {
        let (from, to) = parse_last("e2e4").unwrap();
        assert_eq!(
            (from.to_string(), to.to_string()),
            ("e2".into(), "e4".into())
        );
        assert!(parse_last("e7e8q").is_ok());
        assert!(parse_last("e2").is_err());
        assert!(parse_last("z9e4").is_err());
        assert!(parse_last("é2e4").is_err());
    }
}
