//! PostgreSQL's bad inputs: a malformed URL, an unreachable server, a wrong password, a
//! missing database, another program's tables, a newer schema — each one clear typed
//! error that never shows the password; and migrations run once when many connect at once.

use data::{Error, SCHEMA_VERSION, Store};
use rules::Variant;
use testkit::pg::{PASSWORD, server};
use testkit::{Backend, T0, new_game, play};

fn refused(url: &str) -> Error {
    let err = Store::open(url).expect_err("must be refused");
    let text = err.to_string();
    assert!(!text.contains(PASSWORD), "password in the message: {text}");
    assert!(
        !format!("{err:?}").contains(PASSWORD),
        "password in {err:?}"
    );
    assert!(!text.contains('\n'), "one line: {text}");
    err
}

#[test]
fn urls_are_recognised_and_redacted() {
    assert!(data::is_postgres_url("postgres://a@b/c"));
    assert!(data::is_postgres_url("postgresql://a@b/c"));
    assert!(!data::is_postgres_url("sanctum.db"));
    assert_eq!(
        data::redact("postgres://ann:hunter2@db:5432/sanctum"),
        "postgres://ann:***@db:5432/sanctum"
    );
    assert_eq!(
        data::redact("postgresql://ann@db/sanctum?password=hunter2&sslmode=disable"),
        "postgresql://ann@db/sanctum?password=***&sslmode=disable"
    );
    assert_eq!(data::redact("postgres://db/x"), "postgres://db/x");
}

#[test]
fn a_malformed_url_is_refused() {
    let err = refused(&format!(
        "postgres://sanctum:{PASSWORD}@127.0.0.1:notaport/x"
    ));
    assert!(
        matches!(&err, Error::Open { detail, .. } if detail.contains("not a valid PostgreSQL URL")),
        "{err}"
    );
}

#[test]
fn an_unreachable_server_is_unavailable() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let err = refused(&format!("postgres://sanctum:{PASSWORD}@127.0.0.1:{port}/x"));
    assert!(matches!(err, Error::Unavailable { .. }), "{err}");
}

#[test]
fn a_wrong_password_is_refused() {
    let Some(s) = server() else { return };
    let url = s.url("postgres").replace(PASSWORD, "wrong-pw");
    let err = Store::open(&url).unwrap_err();
    assert!(!err.to_string().contains("wrong-pw"), "{err}");
    assert!(
        matches!(&err, Error::Open { detail, .. } if detail.contains("password authentication failed")),
        "{err}"
    );
}

#[test]
fn a_missing_database_is_refused() {
    let Some(s) = server() else { return };
    let err = refused(&s.url("no_such_database"));
    assert!(matches!(err, Error::Open { .. }), "{err}");
    assert!(err.to_string().contains("does not exist"), "{err}");
}

#[test]
fn another_programs_database_is_refused() {
    let Some(b) = Backend::postgres() else { return };
    b.raw_sql("CREATE TABLE accounts (id BIGINT PRIMARY KEY)");
    let err = refused(&b.location());
    assert!(matches!(err, Error::NotADatabase { .. }), "{err}");
    assert!(err.to_string().contains("another program"), "{err}");
}

#[test]
fn a_newer_schema_is_refused() {
    let Some(b) = Backend::postgres() else { return };
    {
        let store = b.open();
        let g = new_game(&store, 1, 10, 11, Variant::Chess, true);
        play(&store, g.id, "e4", T0).unwrap();
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    }
    b.raw_sql(&format!(
        "UPDATE sanctum_schema SET version = {}",
        SCHEMA_VERSION + 1
    ));
    let err = refused(&b.location());
    match &err {
        Error::NewerSchema {
            found, supported, ..
        } => assert_eq!((*found, *supported), (SCHEMA_VERSION + 1, SCHEMA_VERSION)),
        other => panic!("expected NewerSchema, got {other}"),
    }
    assert!(err.to_string().contains("upgrade Sanctum"), "{err}");
    assert!(err.to_string().contains("***"), "{err}");
}

#[test]
fn sixteen_processes_starting_together_migrate_once() {
    for _ in 0..3 {
        let Some(b) = Backend::postgres() else { return };
        let url = b.location();
        let barrier = std::sync::Barrier::new(16);
        std::thread::scope(|s| {
            for _ in 0..16 {
                let (url, barrier) = (&url, &barrier);
                s.spawn(move || {
                    barrier.wait();
                    let store = Store::open(url).unwrap();
                    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
                });
            }
        });
    }
}

#[test]
fn a_duplicate_challenge_is_the_same_error_on_both_backends() {
    for b in [Some(Backend::sqlite()), Backend::postgres()]
        .into_iter()
        .flatten()
    {
        let store = b.open();
        let new = data::NewChallenge {
            guild: data::GuildId(1),
            channel: data::ChannelId(5),
            challenger: data::UserId(1),
            challenged: Some(data::UserId(2)),
            variant: Variant::Chess,
            color: data::ColorWish::Random,
            days_per_move: 3,
            rated: true,
            created_at: T0,
            expires_at: T0 + 10,
            rematch_of: None,
        };
        store.create_challenge(&new).unwrap();
        let reversed = data::NewChallenge {
            challenger: data::UserId(2),
            challenged: Some(data::UserId(1)),
            ..new.clone()
        };
        assert!(matches!(
            store.create_challenge(&reversed),
            Err(Error::DuplicateChallenge(data::ChannelId(5)))
        ));
        // The store is still usable after the refused insert.
        assert_eq!(
            store
                .pending_challenges_in_channel(data::ChannelId(5))
                .unwrap()
                .len(),
            1
        );
    }
}
