//! A game as PGN: its players, date, result, how it ended, and a file name for it.

use crate::core::context::{Ctx, name_of};
use crate::core::words::short_name;
use data::StoredGame;

/// A file-name-safe version of a player name.
fn slug(name: &str) -> String {
    let s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let s = s.trim_matches('-').to_owned();
    if s.is_empty() { "player".into() } else { s }
}

/// The game's PGN as the store writes it: players, date, result, how it ended and
/// the rating changes.
pub fn pgn_text(cx: &Ctx<'_>, game: &StoredGame) -> Result<String, data::Error> {
    Ok(cx.store.score_sheet(game.id)?.pgn())
}

/// `sanctuary-12-alice-vs-bob.pgn`.
pub fn pgn_file_name(cx: &Ctx<'_>, game: &StoredGame) -> String {
    format!(
        "{}-{}-{}-vs-{}.pgn",
        short_name(game.variant).to_lowercase(),
        game.id,
        slug(&name_of(cx, game.white)),
        slug(&name_of(cx, game.black))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_safe_file_names() {
        assert_eq!(slug("Alice B."), "alice-b");
        assert_eq!(slug("🙂"), "player");
    }
}
