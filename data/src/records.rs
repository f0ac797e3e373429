//! A whole game for its PGN: the game replayed, the players' names and rating changes.

use crate::{GameId, LoadedGame, Player, RatingUpdate, Result, Store, Termination};

/// Everything needed to write a game's PGN.
#[derive(Debug, Clone)]
pub struct ScoreSheet {
    /// The game, replayed, with its moves.
    pub loaded: LoadedGame,
    /// The White player (name may be empty if never seen).
    pub white: Player,
    /// The Black player.
    pub black: Player,
    /// The rating changes, if the game counted.
    pub ratings: Option<RatingUpdate>,
}

impl Store {
    /// The whole record of a game, checked by replay.
    pub fn score_sheet(&self, id: GameId) -> Result<ScoreSheet> {
        let loaded = self.load_game(id)?;
        let g = &loaded.stored;
        let player = |id| -> Result<Player> {
            Ok(self.player(id)?.unwrap_or(Player {
                id,
                display_name: String::new(),
                updated_at: g.created_at,
            }))
        };
        let white = player(g.white)?;
        let black = player(g.black)?;
        let ratings = self.game_rating_changes(g)?;
        Ok(ScoreSheet {
            loaded,
            white,
            black,
            ratings,
        })
    }
}

impl ScoreSheet {
    /// The game as PGN, with Sanctum's tags: players, date, result, termination and,
    /// for a game that counted, the ratings before it and their changes.
    pub fn pgn(&self) -> String {
        self.pgn_with(&[])
    }

    /// [`ScoreSheet::pgn`] with comments, each `(ply, words)` after the move that made
    /// that position: a player's own notes, for their copy alone.
    pub fn pgn_with(&self, comments: &[(u32, &str)]) -> String {
        let g = &self.loaded.stored;
        let event = format!(
            "Sanctum {} {}",
            if g.rated { "rated" } else { "casual" },
            g.variant.name()
        );
        let date = pgn_date(g.created_at);
        let result = g.result.map_or("*", |r| r.pgn_result());
        let termination = g.result.map(|r| match r.termination {
            Termination::Board(reason) => reason.id().to_string(),
            other => other.id().to_string(),
        });
        let mut tags: Vec<(String, String)> = vec![
            ("Event".into(), event),
            ("Site".into(), "Discord".into()),
            ("Date".into(), date),
            ("White".into(), self.white.name()),
            ("Black".into(), self.black.name()),
            ("Result".into(), result.into()),
        ];
        if let Some(r) = &self.ratings {
            let signed = |d: i64| {
                if d >= 0 {
                    format!("+{d}")
                } else {
                    d.to_string()
                }
            };
            tags.push(("WhiteElo".into(), format!("{:.0}", r.white.before.rating)));
            tags.push(("BlackElo".into(), format!("{:.0}", r.black.before.rating)));
            tags.push(("WhiteRatingDiff".into(), signed(r.white.diff())));
            tags.push(("BlackRatingDiff".into(), signed(r.black.diff())));
        }
        if let Some(t) = termination {
            tags.push(("Termination".into(), t));
        }
        let borrowed: Vec<(&str, &str)> =
            tags.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        self.loaded.game.pgn_with_comments(&borrowed, comments)
    }
}

/// `YYYY.MM.DD` (UTC) for a Unix time, without a date library.
fn pgn_date(t: i64) -> String {
    let (year, month, day) = utc_date(t);
    format!("{year:04}.{month:02}.{day:02}")
}

/// The UTC calendar date `(year, month, day)` of a Unix time, without a date library.
pub fn utc_date(t: i64) -> (i64, i64, i64) {
    // Howard Hinnant's days-to-civil algorithm (no overflow: days fit easily).
    let z = t.div_euclid(crate::policy::DAY) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    #[test]
    fn pgn_dates() {
        assert_eq!(super::pgn_date(0), "1970.01.01");
        assert_eq!(super::pgn_date(951_782_400), "2000.02.29");
        assert_eq!(super::pgn_date(1_798_761_599), "2026.12.31");
    }
}
