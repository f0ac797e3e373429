//! The web face's signing key (`SANCTUM_WEB_KEY`): a game's page address carries a
//! tag made with it, so pages can be shared by link but not found by counting. A
//! server's and a player's addresses carry their Discord ids enciphered with it, since
//! pages never show those ids.

use data::{GameId, GuildId, TournamentId, UserId};
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

/// Rounds of the Feistel network that enciphers ids in server and player tokens
/// (four make a strong pseudo-random permutation of a pseudo-random function).
const FEISTEL_ROUNDS: u8 = 4;

/// `bytes` in lowercase hex.
fn hex(bytes: &[u8]) -> String {
    bytes
        .iter()
        .fold(String::with_capacity(2 * bytes.len()), |mut out, b| {
            use std::fmt::Write;
            let _ = write!(out, "{b:02x}");
            out
        })
}

/// A tag of [`TAG_BYTES`] bytes from its hex, if it is one.
fn unhex(hex: &str) -> Option<Vec<u8>> {
    let lower_hex = |b: u8| b.is_ascii_digit() || (b'a'..=b'f').contains(&b);
    if hex.len() != TAG_BYTES * 2 || !hex.bytes().all(lower_hex) {
        return None;
    }
    (0..TAG_BYTES)
        .map(|i| u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok())
        .collect()
}

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
        let until: i64 = until
            .parse()
            .ok()
            .filter(|n: &i64| n.to_string() == until)?;
        let game = self.read(&play_what(color, until), &format!("{id}-{hex}"))?;
        Some(PlayLink {
            game: GameId(game),
            color,
            until,
        })
    }

    /// The address part naming `guild`'s pages: its id enciphered, and a tag.
    pub fn server_token(&self, guild: GuildId) -> String {
        self.sealed("server", 0, guild.0)
    }

    /// The server a token names, if its tag is right.
    pub fn read_server_token(&self, token: &str) -> Option<GuildId> {
        self.unseal("server", 0, token).map(GuildId)
    }

    /// The address part naming `user`'s page in `guild`: the same player has another
    /// token in every server, so tokens of two servers cannot be matched up.
    pub fn player_token(&self, guild: GuildId, user: UserId) -> String {
        self.sealed("player", guild.0, user.0)
    }

    /// The player a token names in `guild`, if its tag is right.
    pub fn read_player_token(&self, guild: GuildId, token: &str) -> Option<UserId> {
        self.unseal("player", guild.0, token).map(UserId)
    }

    /// `9c0e…-3fa9…`: `id` enciphered under the key (a four-round Feistel network on its
    /// 64 bits, each round's function an HMAC of `what` and `context`), then the tag of
    /// the cipher. Discord ids are not shown on pages, so their addresses must not carry
    /// them either; a cipher needs no table of numbers and no write when a page is read,
    /// and the same id always gets the same address.
    fn sealed(&self, what: &str, context: u64, id: u64) -> String {
        let (mut left, mut right) = ((id >> 32) as u32, id as u32);
        for round in 0..FEISTEL_ROUNDS {
            (left, right) = (right, left ^ self.round(what, context, round, right));
        }
        let cipher = (u64::from(left) << 32) | u64::from(right);
        let tag = self.seal_mac(what, context, cipher).finalize().into_bytes();
        format!("{cipher:016x}-{}", hex(&tag[..TAG_BYTES]))
    }

    /// The id a [`WebKey::sealed`] token of `what` and `context` carries, if its tag
    /// is right (compared in constant time).
    fn unseal(&self, what: &str, context: u64, token: &str) -> Option<u64> {
        let (cipher, tag) = token.split_once('-')?;
        let lower_hex = |b: u8| b.is_ascii_digit() || (b'a'..=b'f').contains(&b);
        if cipher.len() != 16 || !cipher.bytes().all(lower_hex) {
            return None;
        }
        let cipher = u64::from_str_radix(cipher, 16).ok()?;
        self.seal_mac(what, context, cipher)
            .verify_truncated_left(&unhex(tag)?)
            .ok()?;
        let (mut left, mut right) = ((cipher >> 32) as u32, cipher as u32);
        for round in (0..FEISTEL_ROUNDS).rev() {
            (left, right) = (right ^ self.round(what, context, round, left), left);
        }
        Some((u64::from(left) << 32) | u64::from(right))
    }

    /// A Feistel round's function: 32 bits of an HMAC.
    fn round(&self, what: &str, context: u64, round: u8, half: u32) -> u32 {
        let mut mac = self.mac(what, context as i64);
        mac.update(b":round");
        mac.update(&[round]);
        mac.update(&half.to_be_bytes());
        let out = mac.finalize().into_bytes();
        u32::from_be_bytes([out[0], out[1], out[2], out[3]])
    }

    /// The MAC whose tag a sealed token carries.
    fn seal_mac(&self, what: &str, context: u64, cipher: u64) -> Hmac<Sha256> {
        let mut mac = self.mac(what, context as i64);
        mac.update(b":tag");
        mac.update(&cipher.to_be_bytes());
        mac
    }

    /// `12-3fa9…`: the number, and the tag of `what` and the number.
    fn token(&self, what: &str, id: i64) -> String {
        let tag = self.mac(what, id).finalize().into_bytes();
        format!("{id}-{}", hex(&tag[..TAG_BYTES]))
    }

    /// The number a token of `what` names, if its tag is right (compared in constant
    /// time); a token of another kind of page never reads.
    fn read(&self, what: &str, token: &str) -> Option<i64> {
        let (id, hex) = token.split_once('-')?;
        if id.is_empty() || !id.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        // One spelling per number: `012` is not `12`.
        let id: i64 = id.parse().ok().filter(|n: &i64| n.to_string() == id)?;
        let tag = unhex(hex)?;
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

    #[test]
    fn server_and_player_tokens_carry_no_id_and_read_as_nothing_else() {
        let k = key();
        let (guild, user) = (
            GuildId(1_100_000_000_000_000_001),
            UserId(900_000_000_000_000_123),
        );
        let server = k.server_token(guild);
        let player = k.player_token(guild, user);
        for t in [&server, &player] {
            for id in [guild.0, user.0] {
                assert!(!t.contains(&id.to_string()), "{t}");
                assert!(!t.contains(&format!("{id:x}")), "{t}");
            }
        }
        assert_eq!(k.read_server_token(&server), Some(guild));
        assert_eq!(k.read_player_token(guild, &player), Some(user));
        // A player's token of one server is not theirs in another, nor a server's.
        assert_eq!(k.read_player_token(GuildId(7), &player), None);
        assert_ne!(k.player_token(GuildId(7), user), player);
        assert_eq!(k.read_server_token(&player), None);
        assert_eq!(k.read_player_token(guild, &server), None);
        // Tokens of games and tournaments are not servers' or players', nor back.
        let game = k.game_token(GameId(12));
        assert_eq!(k.read_server_token(&game), None);
        assert_eq!(k.read_player_token(guild, &game), None);
        assert_eq!(k.read_game_token(&server), None);
        assert_eq!(k.read_tournament_token(&player), None);
        // Another key reads none of them; an upper-case copy is not the token.
        let another_key = WebKey::new("fedcba9876543210fedcba9876543210").expect("long");
        assert_eq!(another_key.read_server_token(&server), None);
        assert_eq!(another_key.read_player_token(guild, &player), None);
        assert_eq!(k.read_server_token(&server.to_uppercase()), None);
    }

    #[test]
    fn a_number_has_one_spelling() {
        let k = key();
        let t = k.game_token(GameId(12));
        assert_eq!(k.read_game_token(&format!("0{t}")), None);
        let link = PlayLink {
            game: GameId(7),
            color: Color::White,
            until: 1_800_000_000,
        };
        let p = k.play_token(link);
        assert_eq!(k.read_play_token(&p.replacen("-1800", "-01800", 1)), None);
        assert_eq!(k.read_play_token(&format!("0{p}")), None);
    }

    proptest! {
        #[test]
        fn any_text_is_read_as_a_play_token_without_panicking(s in ".{0,80}") {
            let _ = key().read_play_token(&s);
        }


        #[test]
        fn any_text_is_read_without_panicking(s in ".{0,64}") {
            let _ = key().read_game_token(&s);
            let _ = key().read_server_token(&s);
            let _ = key().read_player_token(GuildId(1), &s);
        }

        #[test]
        fn sealed_tokens_name_their_ids(guild in any::<u64>(), user in any::<u64>()) {
            let k = key();
            prop_assert_eq!(k.read_server_token(&k.server_token(GuildId(guild))), Some(GuildId(guild)));
            let t = k.player_token(GuildId(guild), UserId(user));
            prop_assert_eq!(k.read_player_token(GuildId(guild), &t), Some(UserId(user)));
        }

        #[test]
        fn a_changed_sealed_token_is_refused(user in any::<u64>(), at in 0usize..37, digit in 0u32..16) {
            let k = key();
            let t = k.player_token(GuildId(5), UserId(user));
            let mut chars: Vec<char> = t.chars().collect();
            let new = char::from_digit(digit, 16).expect("a hex digit");
            prop_assume!(chars[at] != '-' && chars[at] != new);
            chars[at] = new;
            let changed: String = chars.into_iter().collect();
            prop_assert_eq!(k.read_player_token(GuildId(5), &changed), None);
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
