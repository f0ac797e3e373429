//! A PostgreSQL password never shows: whatever it holds (`/ ? @ # % :`, percent-encoded
//! or not, in the credentials or as `?password=`), no `Display` or `Debug` of its
//! location and no error from opening it contains it — the URL is shown rebuilt from
//! the parts read from it, not searched for a password.

use data::{Location, Store};
use proptest::prelude::*;

/// A port nothing listens on: opening fails at once with a connection refused.
fn closed_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn encoded(password: &str) -> String {
    password
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// Every way the location and the error of opening it are shown.
fn everything_shown(url: &str) -> String {
    let location = Location::new(url);
    let err = Store::open(url).expect_err("nothing listens there");
    format!(
        "{location}\n{location:?}\n{}\n{err}\n{err:?}",
        data::redact(url)
    )
}

fn assert_hidden(url: &str, secrets: &[&str]) {
    let shown = everything_shown(url);
    for secret in secrets {
        assert!(
            !shown.contains(secret),
            "{secret:?} shown for {url:?}:\n{shown}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn a_password_never_shows(password in "[a-zA-Z0-9/?@#%:&=+!$^~]{8,24}") {
        let port = closed_port();
        let plain = format!("postgres://u:{password}@127.0.0.1:{port}/x");
        let percent = encoded(&password);
        let enc = format!("postgres://u:{percent}@127.0.0.1:{port}/x");
        let param = format!("postgresql://u@127.0.0.1:{port}/x?sslmode=disable&password={percent}");
        for url in [&plain, &enc, &param] {
            assert_hidden(url, &[&password, &percent]);
        }
        // Encoded, it is always read whole: shown as `***` where it stood.
        prop_assert_eq!(
            Location::new(&enc).to_string(),
            format!("postgres://u:***@127.0.0.1:{port}/x")
        );
    }
}

#[test]
fn passwords_with_url_characters_are_hidden_and_the_rest_is_shown() {
    let port = closed_port();
    for password in [
        "pa/ss",
        "pa?ss",
        "p@ss",
        "pa#ss",
        "100%",
        "p%41ss",
        "a:b@c/d?e#f",
    ] {
        let url = format!("postgres://u:{password}@127.0.0.1:{port}/x");
        assert_hidden(&url, &[password]);
        assert_eq!(
            Location::new(&url).to_string(),
            format!("postgres://u:***@127.0.0.1:{port}/x"),
            "{password}"
        );
    }
}

/// The example: the whole error, said once.
#[test]
fn an_unreachable_server_is_said_once_without_the_password() {
    let err = Store::open("postgres://u:pa/ss@127.0.0.1:5/x").unwrap_err();
    assert_eq!(
        err.to_string(),
        "the database postgres://u:***@127.0.0.1:5/x is temporarily unavailable: \
         error connecting to server: Connection refused (os error 111)"
    );
}
