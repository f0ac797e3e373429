//! Small wording helpers shared by every reply.

use data::{Rating, RatingChange, Timestamp};
use rules::Variant;

/// A game's thread's name: `Sanctuary · alice vs bob`.
pub(crate) fn thread_name(variant: Variant, white: &str, black: &str) -> crate::core::text::Msg {
    crate::core::text::Msg::new("thread-game")
        .str("variant", variant.id())
        .str("white", white.to_owned())
        .str("black", black.to_owned())
}

/// A short label for file names and lists: `Chess`, `Scepter`, `Sanctuary`.
pub fn short_name(variant: Variant) -> &'static str {
    match variant {
        Variant::Chess => "Chess",
        Variant::Scepter => "Scepter",
        Variant::Sanctuary => "Sanctuary",
    }
}

/// How far away a moment is, for adapters without Discord's timestamps: `in 2d 4h`,
/// `5h ago`.
pub fn relative(seconds_from_now: Timestamp) -> String {
    relative_msg(seconds_from_now).plain(crate::core::i18n::Lang::En)
}

/// [`relative`] as a message, for a face that words moments in its reader's language.
pub fn relative_msg(seconds_from_now: Timestamp) -> crate::core::text::Msg {
    use crate::core::text::Msg;
    if seconds_from_now >= 0 {
        Msg::new("moment-in").text("duration", duration_msg(seconds_from_now))
    } else {
        // Saturating: i64::MIN has no positive counterpart.
        Msg::new("moment-ago").text("duration", duration_msg(seconds_from_now.saturating_neg()))
    }
}

/// A moment as a UTC date and time, for adapters without the reader's time zone:
/// `2026-11-23 14:05 UTC`.
pub fn utc_text(at: Timestamp) -> String {
    let seconds = at.rem_euclid(86_400);
    format!(
        "{} {:02}:{:02} UTC",
        utc_day(at),
        seconds / 3600,
        (seconds % 3600) / 60
    )
}

/// The day of `at` in UTC: `2026-11-26`.
pub fn utc_day(at: Timestamp) -> String {
    let (year, month, day) = data::utc_date(at);
    format!("{year:04}-{month:02}-{day:02}")
}

/// A span of time as players read it: `2d 4h`, `5h 10m`, `12m`, `less than a minute`.
pub fn duration(seconds: Timestamp) -> String {
    duration_msg(seconds).plain(crate::core::i18n::Lang::En)
}

/// [`duration`] as a message.
pub fn duration_msg(seconds: Timestamp) -> crate::core::text::Msg {
    use crate::core::text::Msg;
    if seconds < 60 {
        return Msg::new("duration-under-minute");
    }
    let days = seconds / 86_400;
    let hours = (seconds % 86_400) / 3600;
    let minutes = (seconds % 3600) / 60;
    match (days, hours) {
        (0, 0) => Msg::new("duration-minutes").num("m", minutes),
        (0, h) if minutes == 0 => Msg::new("duration-hours").num("h", h),
        (0, h) => Msg::new("duration-hours-minutes")
            .num("h", h)
            .num("m", minutes),
        (d, 0) => Msg::new("duration-days").num("d", d),
        (d, h) => Msg::new("duration-days-hours").num("d", d).num("h", h),
    }
}

/// A window of time looking back, in words: `the last 10 minutes`, `the last hour`.
pub fn the_last(seconds: Timestamp) -> crate::core::text::Msg {
    if seconds % 3600 == 0 {
        crate::core::text::Msg::new("window-hours").num("n", seconds / 3600)
    } else {
        crate::core::text::Msg::new("window-minutes").num("n", (seconds + 59) / 60)
    }
}

/// `1 day`, `3 days`.
pub fn days(n: u32) -> String {
    if n == 1 {
        "1 day".into()
    } else {
        format!("{n} days")
    }
}

/// `rated` or `casual`.
pub fn rated_word(rated: bool) -> &'static str {
    if rated { "rated" } else { "casual" }
}

/// `1612` or `1500?` while provisional.
pub fn rating(r: &Rating) -> String {
    r.display()
}

/// `1st`, `2nd`, `3rd`, `11th`, `22nd`.
pub fn ordinal(n: u64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// `alice 1500? → 1662? (+162)`.
pub fn rating_change(name: &str, change: &RatingChange) -> String {
    let diff = change.diff();
    let sign = if diff >= 0 { "+" } else { "" };
    format!(
        "{name} {} → {} ({sign}{diff})",
        rating(&change.before),
        rating(&change.after)
    )
}

/// The terms of a challenge, after its game's name: `rated, 2 days per move, alice
/// plays White`; `colours` says who plays which side.
pub(crate) fn challenge_terms(
    rated: bool,
    days_per_move: u32,
    colours: crate::core::text::Msg,
) -> crate::core::text::Msg {
    crate::core::text::Msg::new("challenge-terms")
        .str("rated", rated_word(rated))
        .num("days", days_per_move)
        .text("colours", colours)
}

/// The message id of a game's full name, as players read it.
pub const fn variant_name(variant: rules::Variant) -> &'static str {
    match variant {
        rules::Variant::Chess => "variant-chess",
        rules::Variant::Scepter => "variant-scepter",
        rules::Variant::Sanctuary => "variant-sanctuary",
    }
}

/// `moves` played from `pos` in SAN with their numbers, as a player reads a line:
/// `12. Nf3 Nc6 13. Bb5`, or `12… Nc6 13. Bb5` when Black moves first. A move that
/// is not legal where it stands ends the line.
pub(crate) fn numbered_line(pos: &rules::Position, moves: &[rules::Move]) -> String {
    use std::fmt::Write as _;
    let mut at = *pos;
    let mut out = String::new();
    for (i, m) in moves.iter().enumerate() {
        if !at.is_legal(m) {
            break;
        }
        let san = at.san(m);
        if !out.is_empty() {
            out.push(' ');
        }
        let n = at.fullmove_number();
        match at.turn() {
            rules::Color::White => {
                let _ = write!(out, "{n}. {san}");
            }
            rules::Color::Black if i == 0 => {
                let _ = write!(out, "{n}… {san}");
            }
            rules::Color::Black => out.push_str(&san),
        }
        at.play(m);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_naturally() {
        assert_eq!(duration(30), "less than a minute");
        assert_eq!(duration(12 * 60), "12m");
        assert_eq!(duration(5 * 3600 + 600), "5h 10m");
        assert_eq!(duration(20 * 3600), "20h");
        assert_eq!(duration(2 * 86_400 + 4 * 3600 + 59), "2d 4h");
        assert_eq!(duration(3 * 86_400), "3d");
        assert_eq!(relative(5 * 3600), "in 5h");
        assert_eq!(relative(-20 * 60), "20m ago");
        assert_eq!(utc_text(1_798_761_599), "2026-12-31 23:59 UTC");
    }

    #[test]
    fn extreme_spans_do_not_overflow() {
        // Found by the `service_text` fuzz target: `relative(i64::MIN)` negated i64::MIN.
        assert_eq!(relative(i64::MIN), "106751991167300d 15h ago");
        assert_eq!(relative(i64::MAX), "in 106751991167300d 15h");
        assert_eq!(duration(i64::MIN), "less than a minute");
        assert!(utc_text(i64::MIN).ends_with("UTC") && utc_text(i64::MAX).ends_with("UTC"));
    }

    #[test]
    fn a_line_is_numbered_from_its_position() {
        let mut game = rules::Game::new(rules::Variant::Chess);
        game.play_san("e4").unwrap();
        let pos = *game.position();
        let moves: Vec<rules::Move> = ["e7e5", "g1f3", "b8c6"]
            .iter()
            .map(|u| {
                let m = game.position().parse_uci(u).unwrap();
                game.play(&m).unwrap();
                m
            })
            .collect();
        assert_eq!(numbered_line(&pos, &moves), "1… e5 2. Nf3 Nc6");
        assert_eq!(numbered_line(&pos, &moves[1..]), "", "not legal there");
    }
}
