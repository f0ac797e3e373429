//! PostgreSQL restarted under a running process: the next call is a typed
//! `Unavailable`, and a later call reconnects by itself. (Its own test binary: it
//! restarts the binary's shared server.)

mod common;

use common::{Backend, T0, new_game, play};
use data::Error;
use rules::Variant;

#[test]
fn a_restarted_server_is_unavailable_then_reconnected() {
    let Some(b) = Backend::postgres() else { return };
    let store = b.open();
    let g = new_game(&store, 1, 10, 11, Variant::Chess, false);
    play(&store, g.id, "e4", T0).unwrap();
    common::pg::server().unwrap().restart();
    let err = store.load_game(g.id).unwrap_err();
    assert!(matches!(err, Error::Unavailable { .. }), "{err}");
    assert!(!err.to_string().contains(common::pg::PASSWORD), "{err}");
    // The next call reconnects by itself; the committed move survived.
    let loaded = store.load_game(g.id).unwrap();
    assert_eq!(loaded.stored.ply, 1);
    play(&store, g.id, "e5", T0).unwrap();
    assert_eq!(store.game(g.id).unwrap().ply, 2);
}
