//! Server nicknames, on both backends: kept per player and server, apart from the
//! global name; changed and forgotten; a nickname for a player the store never saw
//! makes their row.

use data::{GuildId, UserId};
use testkit::{Backend, T0};

const ANN: UserId = UserId(10);
const A: GuildId = GuildId(1);
const B: GuildId = GuildId(2);

fn nicknames_stay_in_their_server(b: &Backend) {
    let store = b.open();
    store.upsert_player(ANN, "ann", T0).expect("db");
    assert_eq!(store.nickname(ANN, A).expect("db"), None);
    store
        .set_nickname(ANN, A, Some("SecretNickA"), T0)
        .expect("db");
    assert_eq!(
        store.nickname(ANN, A).expect("db").as_deref(),
        Some("SecretNickA")
    );
    assert_eq!(store.nickname(ANN, B).expect("db"), None);
    assert_eq!(store.player(ANN).expect("db").expect("ann").name(), "ann");
    // Changed, then dropped: an empty nickname is none.
    store
        .set_nickname(ANN, A, Some("Nick2"), T0 + 1)
        .expect("db");
    assert_eq!(
        store.nickname(ANN, A).expect("db").as_deref(),
        Some("Nick2")
    );
    store.set_nickname(ANN, A, Some(""), T0 + 2).expect("db");
    assert_eq!(store.nickname(ANN, A).expect("db"), None);
    store.set_nickname(ANN, A, None, T0 + 3).expect("db");
    assert_eq!(store.nickname(ANN, A).expect("db"), None);
}

fn a_nickname_makes_the_players_row(b: &Backend) {
    let store = b.open();
    let new = UserId(12);
    store.set_nickname(new, B, Some("Bee"), T0).expect("db");
    assert_eq!(store.nickname(new, B).expect("db").as_deref(), Some("Bee"));
    let row = store.player(new).expect("db").expect("a row");
    assert_eq!(row.display_name, "", "no global name known yet");
    store.check_integrity().expect("foreign keys hold");
}

testkit::both_backends!(
    nicknames_stay_in_their_server,
    a_nickname_makes_the_players_row,
);
