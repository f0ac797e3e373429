//! The web face's signing key (`SANCTUM_WEB_KEY`): a game's page address carries a
//! tag made with it, so pages can be shared by link but not found by counting.

use data::{GameId, TournamentId};
use hmac::{Hmac, KeyInit, Mac};
use rules::Color;
use service::PlayLink;
use sha2::Sha256;
use std::fmt;

/// The fewest bytes a key may have: HMAC-SHA256 wants at least its output's 32.
pub const MIN_KEY_BYTES: usize = 32;

/// How many bytes of the tag an address carries (hex: twice as many characters).
/// Ten bytes, 80 bits, is far beyond guessing by requests.
const TAG_BYTES: usize = 10;

/// The key. `Debug` never shows it.
#[derive(Clone)]
pub struct WebKey(Vec<u8>);

impl fmt::Debug for WebKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("WebKey(…)")
    }
}

/// Why a key was refused (the message never contains the key).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "SANCTUM_WEB_KEY must be at least {MIN_KEY_BYTES} bytes long (it has {0}); make one with `openssl rand -hex 32`"
)]
pub struct ShortKey(pub usize);

impl WebKey {
    /// A key of at least [`MIN_KEY_BYTES`] bytes.
    pub fn new(secret: &str) -> Result<WebKey, ShortKey> {
        let bytes = secret.trim().as_bytes();
        if bytes.len() < MIN_KEY_BYTES {
            return Err(ShortKey(bytes.len()));
        }
        Ok(WebKey(bytes.to_vec()))
    }

    fn mac(&self, what: &str, id: i64) -> Hmac<Sha256> {
        // A key of any length is accepted by HMAC; this cannot fail.
        let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(&self.0)
            .unwrap_or_else(|_| unreachable!("HMAC takes keys of any length"));
        mac.update(what.as_bytes());
        mac.update(b":");
        mac.update(&id.to_be_bytes());
        mac
    }

    /// The address part naming `game`'s page: `12-3fa9…`.
    pub fn game_token(&self, game: GameId) -> String {
        self.token("game", game.0)
    }

    /// The game a token names, if its tag is right (compared in constant time).
    pub fn read_game_token(&self, token: &str) -> Option<GameId> {
        self.read("game", token).map(GameId)
    }

    /// The address part naming `tournament`'s page.
    pub fn tournament_token(&self, tournament: TournamentId) -> String {
        self.token("tournament", tournament.0)
    }

    /// The tournament a token names, if its tag is right.
    pub fn read_tournament_token(&self, token: &str) -> Option<TournamentId> {
        self.read("tournament", token).map(TournamentId)
    }

    /// The address part of a private link to play: `12-w-1790000000-3fa9…`, the game,
    /// the side, when it stops working, and a tag of all three. It names no person:
    /// whoever plays that side of that game is the one it lets move.
    pub fn play_token(&self, link: PlayLink) -> String {
        let what = play_what(link.color, link.until);
        let tag = self.token(&what, link.game.0);
        let (id, hex) = tag.split_once('-').unwrap_or((&tag, ""));
        format!("{id}-{}-{}-{hex}", side_letter(link.color), link.until)
    }

    /// The link a play token names, if its tag is right, however old it is: the caller
    /// compares [`PlayLink::until`] with the time (so an expired link can be told
    /// apart from a forged one).
    pub fn read_play_token(&self, token: &str) -> Option<PlayLink> {
        let mut parts = token.splitn(4, '-');
        let (id, side, until, hex) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
        let color = match side {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return None,
        };
        if until.is_empty() || !until.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let until: i64 = until.parse().ok()?;
        let game = self.read(&play_what(color, until), &format!("{id}-{hex}"))?;
        Some(PlayLink {
            game: GameId(game),
            color,
            until,
        })
    }

    /// `12-3fa9…`: the number, and the tag of `what` and the number.
    fn token(&self, what: &str, id: i64) -> String {
        let tag = self.mac(what, id).finalize().into_bytes();
        let hex =
            tag[..TAG_BYTES]
                .iter()
                .fold(String::with_capacity(2 * TAG_BYTES), |mut out, b| {
                    use std::fmt::Write;
                    let _ = write!(out, "{b:02x}");
                    out
                });
        format!("{id}-{hex}")
    }

    /// The number a token of `what` names, if its tag is right (compared in constant
    /// time); a token of another kind of page never reads.
    fn read(&self, what: &str, token: &str) -> Option<i64> {
        let (id, hex) = token.split_once('-')?;
        if hex.len() != TAG_BYTES * 2 || id.is_empty() || !id.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let id: i64 = id.parse().ok()?;
        let tag = (0..TAG_BYTES)
            .map(|i| u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok())
            .collect::<Option<Vec<u8>>>()?;
        self.mac(what, id)
            .verify_truncated_left(&tag)
            .ok()
            .map(|()| id)
    }
}

/// What a play token's tag covers beside the game: its side and its end, so neither
/// can be changed.
fn play_what(color: Color, until: i64) -> String {
    format!("play:{}:{until}", side_letter(color))
}

fn side_letter(color: Color) -> char {
    match color {
        Color::White => 'w',
        Color::Black => 'b',
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn key() -> WebKey {
        WebKey::new("0123456789abcdef0123456789abcdef").expect("long enough")
    }

    #[test]
    fn a_short_key_is_refused_without_showing_it() {
        let err = WebKey::new("hunter2").expect_err("short");
        assert_eq!(err, ShortKey(7));
        assert!(!err.to_string().contains("hunter2"));
        assert!(!format!("{:?}", key()).contains("0123"));
    }

    #[test]
    fn a_token_names_its_game_and_no_other() {
        let k = key();
        let t = k.game_token(GameId(12));
        assert!(t.starts_with("12-"), "{t}");
        assert_eq!(k.read_game_token(&t), Some(GameId(12)));
        let other = t.replacen("12-", "13-", 1);
        assert_eq!(k.read_game_token(&other), None);
        let another_key = WebKey::new("fedcba9876543210fedcba9876543210").expect("long");
        assert_eq!(another_key.read_game_token(&t), None);
        // A game's token is no tournament's, though both are number 12.
        assert_eq!(k.read_tournament_token(&t), None);
        let tournament = k.tournament_token(TournamentId(12));
        assert_eq!(k.read_tournament_token(&tournament), Some(TournamentId(12)));
        assert_eq!(k.read_game_token(&tournament), None);
    }

    #[test]
    fn a_play_token_names_its_game_side_and_end_and_nothing_else() {
        let k = key();
        let link = PlayLink {
            game: GameId(7),
            color: Color::Black,
            until: 1_800_000_000,
        };
        let t = k.play_token(link);
        assert!(t.starts_with("7-b-1800000000-"), "{t}");
        assert_eq!(k.read_play_token(&t), Some(link));
        for changed in [
            t.replacen("7-b-", "8-b-", 1),
            t.replacen("7-b-", "7-w-", 1),
            t.replacen("-1800000000-", "-1900000000-", 1),
        ] {
            assert_eq!(k.read_play_token(&changed), None, "{changed}");
        }
        // Nor is it any page's address, nor a page's address a play token.
        assert_eq!(k.read_game_token(&t), None);
        assert_eq!(k.read_play_token(&k.game_token(GameId(7))), None);
    }

    proptest! {
        #[test]
        fn any_text_is_read_as_a_play_token_without_panicking(s in ".{0,80}") {
            let _ = key().read_play_token(&s);
        }


        #[test]
        fn any_text_is_read_without_panicking(s in ".{0,64}") {
            let _ = key().read_game_token(&s);
        }

        #[test]
        fn a_changed_tag_is_refused(id in 1i64..1_000_000, at in 0usize..20, digit in 0u32..16) {
            let k = key();
            let t = k.game_token(GameId(id));
            let (head, tag) = t.split_once('-').expect("a dash");
            let mut chars: Vec<char> = tag.chars().collect();
            let new = char::from_digit(digit, 16).expect("a hex digit");
            prop_assume!(chars[at] != new);
            chars[at] = new;
            let changed = format!("{head}-{}", chars.into_iter().collect::<String>());
            prop_assert_eq!(k.read_game_token(&changed), None);
        }
    }
}
