//! TLS to PostgreSQL against a server that requires it (the test kit's `tls_server`,
//! its certificate for `localhost` signed by an authority the test kit made): each
//! `sslmode` connects or is refused as libpq's would, and a refused certificate is a
//! clear `Open` error naming what is wrong — never "temporarily unavailable".

use data::{Error, Store};
use rules::Variant;
use testkit::pg::{PASSWORD, TlsServer, tls_server};
use testkit::{T0, new_game, play};

/// Opens `url` and plays a move: the connection works.
fn works(url: &str) {
    let store = Store::open(url).unwrap_or_else(|e| panic!("{url}: {e}"));
    let g = new_game(&store, 1, 10, 11, Variant::Chess, false);
    play(&store, g.id, "e4", T0).unwrap();
    assert_eq!(store.game(g.id).unwrap().ply, 1);
}

/// Opening `url` is refused as `Open`, in one line without the password; its detail.
fn refused(url: &str) -> String {
    let err = Store::open(url).expect_err("must be refused");
    let text = err.to_string();
    assert!(!text.contains(PASSWORD), "{text}");
    assert!(!text.contains('\n'), "{text}");
    assert!(!text.contains("temporarily unavailable"), "{text}");
    match err {
        Error::Open { detail, .. } => detail,
        other => panic!("expected Open, got {other:?}"),
    }
}

fn ca(s: &TlsServer) -> String {
    s.ca.display().to_string()
}

#[test]
fn require_and_prefer_connect_encrypted_and_disable_is_refused() {
    let Some(s) = tls_server() else { return };
    // The server refuses plain text to these databases: a connection that works is encrypted.
    works(&s.new_database("127.0.0.1", "sslmode=require"));
    works(&s.new_database("127.0.0.1", ""));
    let detail = refused(&s.new_database("127.0.0.1", "sslmode=disable"));
    assert!(detail.contains("no encryption"), "{detail}");
}

#[test]
fn verify_full_connects_with_the_right_authority_and_host_name() {
    let Some(s) = tls_server() else { return };
    works(&s.new_database(
        "localhost",
        &format!("sslmode=verify-full&sslrootcert={}", ca(s)),
    ));
}

#[test]
fn verify_full_refuses_a_certificate_of_another_authority() {
    let Some(s) = tls_server() else { return };
    let url = s.new_database(
        "localhost",
        &format!("sslmode=verify-full&sslrootcert={}", s.other_ca.display()),
    );
    let detail = refused(&url);
    assert!(
        detail.contains("not signed by a trusted certificate authority"),
        "{detail}"
    );
}

#[test]
fn verify_full_refuses_a_certificate_for_another_host_name() {
    let Some(s) = tls_server() else { return };
    let url = s.new_database(
        "127.0.0.1",
        &format!("sslmode=verify-full&sslrootcert={}", ca(s)),
    );
    let detail = refused(&url);
    assert!(detail.contains("not issued for the host name"), "{detail}");
}

#[test]
fn verify_ca_checks_the_authority_but_not_the_host_name() {
    let Some(s) = tls_server() else { return };
    works(&s.new_database(
        "127.0.0.1",
        &format!("sslmode=verify-ca&sslrootcert={}", ca(s)),
    ));
    let detail = refused(&s.new_database(
        "127.0.0.1",
        &format!("sslmode=verify-ca&sslrootcert={}", s.other_ca.display()),
    ));
    assert!(detail.contains("not signed by"), "{detail}");
}

/// libpq's rule: `require` given an authority checks the chain as `verify-ca` does.
#[test]
fn require_with_an_authority_checks_it() {
    let Some(s) = tls_server() else { return };
    let detail = refused(&s.new_database(
        "127.0.0.1",
        &format!("sslmode=require&sslrootcert={}", s.other_ca.display()),
    ));
    assert!(detail.contains("not signed by"), "{detail}");
}

#[test]
fn verification_without_an_authority_or_with_an_unreadable_one_says_what_to_set() {
    let Some(s) = tls_server() else { return };
    let detail = refused(&s.new_database("localhost", "sslmode=verify-full"));
    assert!(detail.contains("sslrootcert=system"), "{detail}");
    let detail = refused(&s.new_database(
        "localhost",
        "sslmode=verify-ca&sslrootcert=/nonexistent/ca.pem",
    ));
    assert!(
        detail.contains("cannot read sslrootcert /nonexistent/ca.pem"),
        "{detail}"
    );
    let detail = refused(&s.new_database("localhost", "sslmode=sometimes"));
    assert!(detail.contains("verify-full"), "{detail}");
}

/// A server without TLS (the shared test server) and `sslmode=require`: refused clearly;
/// `prefer` falls back to plain text.
#[test]
fn require_against_a_server_without_tls_is_refused() {
    let Some(s) = testkit::pg::server() else {
        return;
    };
    let url = s.new_database();
    let detail = refused(&format!("{url}?sslmode=require"));
    assert!(detail.contains("does not accept TLS"), "{detail}");
    works(&format!("{url}?sslmode=prefer"));
}
