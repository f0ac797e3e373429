//! PostgreSQL restarted under a running process: the next call is a typed
//! `Unavailable`, and a later call reconnects by itself. (On a server of its own: the
//! other tests share the binary's server.)

use data::Error;
use rules::Variant;
use testkit::{Backend, T0, new_game, pg, play};

#[test]
fn a_restarted_server_is_unavailable_then_reconnected() {
    let Some(server) = pg::own_server() else {
        return;
    };
    let b = Backend::Postgres(server.new_database());
    let store = b.open();
    let g = new_game(&store, 1, 10, 11, Variant::Chess, false);
    play(&store, g.id, "e4", T0).unwrap();
    server.restart();
    let err = store.load_game(g.id).unwrap_err();
    assert!(matches!(err, Error::Unavailable { .. }), "{err}");
    assert!(!err.to_string().contains(pg::PASSWORD), "{err}");
    // The next call reconnects by itself; the committed move survived.
    let loaded = store.load_game(g.id).unwrap();
    assert_eq!(loaded.stored.ply, 1);
    play(&store, g.id, "e5", T0).unwrap();
    assert_eq!(store.game(g.id).unwrap().ply, 2);
}
