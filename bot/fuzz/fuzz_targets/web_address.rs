//! The web face's addresses (they come from anyone's browser): no token reader ever
//! panics on any text, and whatever reads as a token of one kind is exactly the token
//! Sanctum makes for what it names, and reads as no token of another kind; a seat's
//! clean address likewise.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sanctum::http::web::{Seat, WebKey};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(key) = WebKey::new("fuzz-key-fuzz-key-fuzz-key-fuzz-key-0001") else {
        return;
    };
    let game = key.read_game_token(text);
    let tournament = key.read_tournament_token(text);
    let play = key.read_play_token(text);
    let server = key.read_server_token(text);
    let player = key.read_player_token(data::GuildId(7), text);
    let read = [
        game.is_some(),
        tournament.is_some(),
        play.is_some(),
        server.is_some(),
        player.is_some(),
    ];
    assert!(
        read.iter().filter(|r| **r).count() <= 1,
        "{text:?} reads as two kinds"
    );
    if let Some(g) = game {
        assert_eq!(key.game_token(g), text);
    }
    if let Some(t) = tournament {
        assert_eq!(key.tournament_token(t), text);
    }
    if let Some(link) = play {
        assert_eq!(key.play_token(link), text);
    }
    if let Some(s) = server {
        assert_eq!(key.server_token(s), text);
    }
    if let Some(u) = player {
        assert_eq!(key.player_token(data::GuildId(7), u), text);
    }
    // A seat's clean address (`12-w`) reads in its one spelling, and is no token.
    if let Some(seat) = Seat::parse(text) {
        assert_eq!(seat.to_string(), text);
        assert!(
            read.iter().all(|r| !r),
            "{text:?} reads as a seat and a token"
        );
    }
});
