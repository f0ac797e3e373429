//! The web face's signing key (`SANCTUM_WEB_KEY`): a game's page address carries a
//! tag made with it, so pages can be shared by link but not found by counting. A
//! server's and a player's addresses carry their Discord ids enciphered with it, since
//! pages never show those ids. Each purpose (pages' tags, ids' cipher, links to play,
//! the Activity's sessions) signs with a key of its own derived from the secret, so
//! that no token of one purpose is ever computed with another's key.

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

/// The keys, one per purpose, derived from the secret. `Debug` never shows them.
#[derive(Clone)]
pub struct WebKey {
    /// Tags of games' and tournaments' page addresses.
    pages: [u8; 32],
    /// The cipher and tags of servers' and players' addresses.
    ids: [u8; 32],
    /// Tags of players' private links to play.
    play: [u8; 32],
    /// Tags of the Activity's sessions.
    activity: [u8; 32],
}

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

/// A MAC under `key` (any length will do for HMAC: this cannot fail).
fn hmac(key: &[u8]) -> Hmac<Sha256> {
    <Hmac<Sha256> as KeyInit>::new_from_slice(key)
        .unwrap_or_else(|_| unreachable!("HMAC takes keys of any length"))
}

/// The key for `purpose`: HMAC-SHA256 of its label under the secret (the extract-free
/// expand of HKDF, which a secret of 32 bytes or more from a random source needs no
/// more than).
fn derive(secret: &[u8], purpose: &str) -> [u8; 32] {
    let mut mac = hmac(secret);
    mac.update(b"sanctum web key: ");
    mac.update(purpose.as_bytes());
    mac.finalize().into_bytes().into()
}

impl WebKey {
    /// The keys of a secret of at least [`MIN_KEY_BYTES`] bytes.
    pub fn new(secret: &str) -> Result<WebKey, ShortKey> {
        let bytes = secret.trim().as_bytes();
        if bytes.len() < MIN_KEY_BYTES {
            return Err(ShortKey(bytes.len()));
        }
        Ok(WebKey {
            pages: derive(bytes, "pages"),
            ids: derive(bytes, "ids"),
            play: derive(bytes, "play"),
            activity: derive(bytes, "activity"),
        })
    }

    fn mac(key: &[u8], what: &str, id: i64) -> Hmac<Sha256> {
        let mut mac = hmac(key);
        mac.update(what.as_bytes());
        mac.update(b":");
        mac.update(&id.to_be_bytes());
        mac
    }

    /// The address part naming `game`'s page: `12-3fa9…`.
    pub fn game_token(&self, game: GameId) -> String {
        token(&self.pages, "game", game.0)
    }

    /// The game a token names, if its tag is right (compared in constant time).
    pub fn read_game_token(&self, token: &str) -> Option<GameId> {
        read(&self.pages, "game", token).map(GameId)
    }

    /// The address part naming `tournament`'s page.
    pub fn tournament_token(&self, tournament: TournamentId) -> String {
        token(&self.pages, "tournament", tournament.0)
    }

    /// The tournament a token names, if its tag is right.
    pub fn read_tournament_token(&self, token: &str) -> Option<TournamentId> {
        read(&self.pages, "tournament", token).map(TournamentId)
    }

    /// The address part of a private link to play: `12-w-0-1790000000-3fa9…`, the game,
    /// the side, the generation of the side's links, when it stops working, and a tag
    /// of all four. It names no person: whoever plays that side of that game is the one
    /// it lets move.
    pub fn play_token(&self, link: PlayLink) -> String {
        let what = play_what(link.color, link.generation, link.until);
        let tag = token(&self.play, &what, link.game.0);
        let (id, hex) = tag.split_once('-').unwrap_or((&tag, ""));
        format!(
            "{id}-{}-{}-{}-{hex}",
            side_letter(link.color),
            link.generation,
            link.until
        )
    }

    /// The link a play token names, if its tag is right, however old it is: the caller
    /// compares [`PlayLink::until`] with the time and [`PlayLink::generation`] with the
    /// side's (so an expired or replaced link can be told apart from a forged one).
    pub fn read_play_token(&self, token: &str) -> Option<PlayLink> {
        let mut parts = token.splitn(5, '-');
        let (id, side, generation, until, hex) = (
            parts.next()?,
            parts.next()?,
            parts.next()?,
            parts.next()?,
            parts.next()?,
        );
        let color = seat_side(side)?;
        let generation = u32::try_from(number(generation)?).ok()?;
        let until = number(until)?;
        let game = read(
            &self.play,
            &play_what(color, generation, until),
            &format!("{id}-{hex}"),
        )?;
        Some(PlayLink {
            game: GameId(game),
            color,
            generation,
            until,
        })
    }

    /// A session of the Activity for `user` (whom Discord named), good until `until`
    /// (Unix seconds): `1234-1790000000-3fa9…`, the user, the end, and a tag of both.
    pub fn session_token(&self, user: UserId, until: i64) -> String {
        let tag = token(&self.activity, &session_what(until), user.0 as i64);
        let (id, hex) = tag.split_once('-').unwrap_or((&tag, ""));
        format!("{id}-{until}-{hex}")
    }

    /// The user and end of a session token, if its tag is right, however old it is:
    /// the caller compares the end with the time.
    pub fn read_session_token(&self, token: &str) -> Option<(UserId, i64)> {
        let mut parts = token.splitn(3, '-');
        let (id, until, hex) = (parts.next()?, parts.next()?, parts.next()?);
        let until = number(until)?;
        let user = read(&self.activity, &session_what(until), &format!("{id}-{hex}"))?;
        Some((UserId(u64::try_from(user).ok()?), until))
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
        let mut mac = Self::mac(&self.ids, what, context as i64);
        mac.update(b":round");
        mac.update(&[round]);
        mac.update(&half.to_be_bytes());
        let out = mac.finalize().into_bytes();
        u32::from_be_bytes([out[0], out[1], out[2], out[3]])
    }

    /// The MAC whose tag a sealed token carries.
    fn seal_mac(&self, what: &str, context: u64, cipher: u64) -> Hmac<Sha256> {
        let mut mac = Self::mac(&self.ids, what, context as i64);
        mac.update(b":tag");
        mac.update(&cipher.to_be_bytes());
        mac
    }
}

/// `12-3fa9…`: the number, and the tag of `what` and the number under `key`.
fn token(key: &[u8], what: &str, id: i64) -> String {
    let tag = WebKey::mac(key, what, id).finalize().into_bytes();
    format!("{id}-{}", hex(&tag[..TAG_BYTES]))
}

/// The number a token of `what` under `key` names, if its tag is right (compared in
/// constant time); a token of another kind of page never reads.
fn read(key: &[u8], what: &str, token: &str) -> Option<i64> {
    let (id, hex) = token.split_once('-')?;
    let id = number(id)?;
    let tag = unhex(hex)?;
    WebKey::mac(key, what, id)
        .verify_truncated_left(&tag)
        .ok()
        .map(|()| id)
}

/// A number of an address in its one spelling: digits only, `012` is not `12`.
fn number(digits: &str) -> Option<i64> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits
        .parse()
        .ok()
        .filter(|n: &i64| n.to_string() == digits)
}

/// The side a seat's letter names.
fn seat_side(letter: &str) -> Option<Color> {
    match letter {
        "w" => Some(Color::White),
        "b" => Some(Color::Black),
        _ => None,
    }
}

/// A side of a game as a play page's clean address names it: `12-w`. The secret that
/// lets its player move travels in a cookie, never in the address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seat {
    /// The game.
    pub game: GameId,
    /// The side.
    pub color: Color,
}

impl Seat {
    /// The seat a play link is for.
    pub fn of(link: PlayLink) -> Seat {
        Seat {
            game: link.game,
            color: link.color,
        }
    }

    /// `12-w` read back, in its one spelling.
    pub fn parse(text: &str) -> Option<Seat> {
        let (id, side) = text.split_once('-')?;
        Some(Seat {
            game: GameId(number(id)?),
            color: seat_side(side)?,
        })
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.game.0, side_letter(self.color))
    }
}

/// What a session token's tag covers beside the user: its end.
fn session_what(until: i64) -> String {
    format!("activity:{until}")
}

/// What a play token's tag covers beside the game: its side, its generation and its
/// end, so none can be changed.
fn play_what(color: Color, generation: u32, until: i64) -> String {
    format!("play:{}:{generation}:{until}", side_letter(color))
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
            generation: 2,
            until: 1_800_000_000,
        };
        let t = k.play_token(link);
        assert!(t.starts_with("7-b-2-1800000000-"), "{t}");
        assert_eq!(k.read_play_token(&t), Some(link));
        for changed in [
            t.replacen("7-b-", "8-b-", 1),
            t.replacen("7-b-", "7-w-", 1),
            t.replacen("-2-", "-3-", 1),
            t.replacen("-2-", "-1-", 1),
            t.replacen("-1800000000-", "-1900000000-", 1),
        ] {
            assert_eq!(k.read_play_token(&changed), None, "{changed}");
        }
        // Nor is it any page's address, nor a page's address a play token.
        assert_eq!(k.read_game_token(&t), None);
        assert_eq!(k.read_play_token(&k.game_token(GameId(7))), None);
    }

    #[test]
    fn a_session_names_its_user_and_end_and_nothing_else() {
        let k = key();
        let user = UserId(100_000_000_000_000_001);
        let t = k.session_token(user, 1_800_000_000);
        assert!(t.starts_with("100000000000000001-1800000000-"), "{t}");
        assert_eq!(k.read_session_token(&t), Some((user, 1_800_000_000)));
        for changed in [
            t.replacen("100000000000000001-", "100000000000000002-", 1),
            t.replacen("-1800000000-", "-1900000000-", 1),
            format!("{t}0"),
        ] {
            assert_eq!(k.read_session_token(&changed), None, "{changed}");
        }
        // A play link's tag, over the same number, is no session; a session no page.
        let (id, hex) = token(&k.play, "activity:1800000000", 7)
            .split_once('-')
            .map(|(a, b)| (a.to_owned(), b.to_owned()))
            .expect("a dash");
        assert_eq!(
            k.read_session_token(&format!("{id}-1800000000-{hex}")),
            None
        );
        assert_eq!(k.read_game_token(&t), None);
        assert!(k.activity != k.play && k.activity != k.pages && k.activity != k.ids);
    }

    #[test]
    fn each_purpose_signs_with_a_key_of_its_own() {
        let secret = "0123456789abcdef0123456789abcdef";
        let k = key();
        // A game's tag made with the secret itself, as a key used for everything would
        // make it, is no tag of Sanctum's.
        let raw = token(secret.as_bytes(), "game", 12);
        assert_eq!(k.read_game_token(&raw), None);
        // Nor is a tag made with the pages' key valid for a link to play, though both
        // cover the same words.
        let what = play_what(Color::White, 0, 1_800_000_000);
        let (id, hex) = token(&k.pages, &what, 12)
            .split_once('-')
            .map(|(a, b)| (a.to_owned(), b.to_owned()))
            .expect("a dash");
        assert_eq!(
            k.read_play_token(&format!("{id}-w-0-1800000000-{hex}")),
            None
        );
        let (id, hex) = token(&k.play, &what, 12)
            .split_once('-')
            .map(|(a, b)| (a.to_owned(), b.to_owned()))
            .expect("a dash");
        assert!(
            k.read_play_token(&format!("{id}-w-0-1800000000-{hex}"))
                .is_some()
        );
        assert!(k.pages != k.ids && k.ids != k.play && k.pages != k.play);
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
            generation: 0,
            until: 1_800_000_000,
        };
        let p = k.play_token(link);
        assert_eq!(k.read_play_token(&p.replacen("-1800", "-01800", 1)), None);
        assert_eq!(k.read_play_token(&p.replacen("-w-0-", "-w-00-", 1)), None);
        assert_eq!(
            Seat::parse("7-w"),
            Some(Seat {
                game: GameId(7),
                color: Color::White
            })
        );
        for odd in ["07-w", "7-W", "7-", "-w", "7-w-", "7", "x-b"] {
            assert_eq!(Seat::parse(odd), None, "{odd}");
        }
        assert_eq!(Seat::of(link).to_string(), "7-w");
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
