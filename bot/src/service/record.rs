//! Game records: the PGN of a game with its players, date and how it ended.

use super::context::Ctx;
use super::text::short_name;
use data::{Game, Termination, Timestamp};

/// `2026.11.22` for a Unix time (UTC), by the days-from-civil algorithm.
pub(super) fn pgn_date(at: Timestamp) -> String {
    let days = at.div_euclid(86_400);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

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

impl Ctx<'_> {
    /// The game's PGN, with the players' names, the date, the result and how it ended.
    pub fn pgn_text(&self, game: &Game, replay: &rules::Game) -> String {
        let (white, black) = (self.name(game.white), self.name(game.black));
        let date = pgn_date(game.created_at);
        let event = format!("Sanctum {} game {}", game.variant.name(), game.id);
        let result = game.result.map_or("*", |r| r.pgn_result());
        let termination = game.result.map(|r| match r.termination {
            Termination::Board(reason) => reason.id().to_owned(),
            other => other.id().to_owned(),
        });
        let mode = if game.rated { "rated" } else { "casual" };
        let time_control = format!("{} days per move ({mode})", game.days_per_move);
        let mut tags: Vec<(&str, &str)> = vec![
            ("Event", &event),
            ("Site", "Discord"),
            ("Date", &date),
            ("White", &white),
            ("Black", &black),
            ("Result", result),
            ("TimeControl", &time_control),
        ];
        if let Some(t) = termination.as_deref() {
            tags.push(("Termination", t));
        }
        replay.pgn(&tags)
    }

    /// `sanctuary-12-alice-vs-bob.pgn`.
    pub fn pgn_file_name(&self, game: &Game) -> String {
        format!(
            "{}-{}-{}-vs-{}.pgn",
            short_name(game.variant).to_lowercase(),
            game.id,
            slug(&self.name(game.white)),
            slug(&self.name(game.black))
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_utc_calendar_days() {
        assert_eq!(pgn_date(0), "1970.01.01");
        assert_eq!(pgn_date(951_782_400), "2000.02.29");
        assert_eq!(pgn_date(1_795_305_600), "2026.11.22");
    }

    #[test]
    fn slugs_are_safe_file_names() {
        assert_eq!(slug("Alice B."), "alice-b");
        assert_eq!(slug("🙂"), "player");
    }
}
