//! PostgreSQL's failures as the store's typed errors: a server that cannot be reached
//! now is [`Error::Unavailable`] (transient: the next call reconnects, a starting bot
//! retries), what will not change by waiting — a refused login, a missing database, a
//! certificate refused — is [`Error::Open`], said once and clearly.

use super::client::Failure;
use crate::error::PostgresError;
use crate::location::Location;
use crate::pg_url::refusal;
use crate::{Error, Result};

/// True for a serialization failure or a deadlock: the transaction may simply run again.
pub(crate) fn is_retryable(e: &Error) -> bool {
    matches!(e, Error::Postgres(p) if matches!(p.code(), Some("40001" | "40P01")))
}

/// Maps a failed call to the store's typed errors.
pub(crate) fn map_error(failure: &Failure, location: &Location) -> Error {
    let unavailable = |detail: String| Error::Unavailable {
        db: location.to_string(),
        detail,
    };
    let e = match failure {
        Failure::TimedOut(limit) => {
            return unavailable(format!(
                "no answer from the server within {} s; the connection is given up",
                limit.as_secs_f64()
            ));
        }
        Failure::Io(e) => return unavailable(e.to_string()),
        Failure::Pg(e) => e,
    };
    let Some(db) = e.as_db_error() else {
        // No answer from the server, or a TLS handshake that did not go through.
        if let Some(refused) = tls_refusal(e) {
            return Error::Open {
                location: location.clone(),
                detail: refused,
            };
        }
        return unavailable(chain(e));
    };
    let code = db.code().code();
    match code {
        // Connection exceptions; the server shutting down or starting up.
        c if c.starts_with("08") || matches!(c, "57P01" | "57P02" | "57P03") => {
            unavailable(db.message().to_owned())
        }
        "28P01" | "28000" | "3D000" | "42501" => Error::Open {
            location: location.clone(),
            detail: db.message().to_owned(),
        },
        "55P03" => Error::Busy,
        "53100" => Error::DiskFull(format!("{location}: {}", db.message())),
        "25006" => Error::ReadOnly(format!("{location}: {}", db.message())),
        _ => Error::Postgres(PostgresError::new(
            Some(code.to_owned()),
            db.message().to_owned(),
        )),
    }
}

/// The error and its causes on one line ("error connecting to server: Connection
/// refused (os error 111)"): none of them holds the password, which never leaves the
/// client's configuration.
fn chain(e: &(dyn std::error::Error + 'static)) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        let more = s.to_string();
        if !text.ends_with(&more) {
            text.push_str(": ");
            text.push_str(&more);
        }
        source = s.source();
    }
    text
}

/// Why TLS refused the server, if it did: rustls's verdict on its certificate, or a
/// server that does not speak TLS when the URL asks for it.
fn tls_refusal(e: &tokio_postgres::Error) -> Option<String> {
    let mut source: Option<&(dyn std::error::Error + 'static)> = std::error::Error::source(e);
    while let Some(s) = source {
        if let Some(r) = s.downcast_ref::<rustls::Error>() {
            return Some(refusal(r));
        }
        if let Some(io) = s.downcast_ref::<std::io::Error>()
            && let Some(r) = io.get_ref().and_then(|i| i.downcast_ref::<rustls::Error>())
        {
            return Some(refusal(r));
        }
        if s.to_string().contains("server does not support TLS") {
            return Some(
                "the server does not accept TLS, and sslmode asks for it (require, verify-ca, verify-full)"
                    .into(),
            );
        }
        source = s.source();
    }
    None
}

/// A configuration that cannot work: the URL, a certificate file.
pub(crate) fn open_error(location: &Location, detail: String) -> Error {
    Error::Open {
        location: location.clone(),
        detail,
    }
}

/// [`map_error`] for a result.
pub(crate) fn mapped<T>(r: std::result::Result<T, Failure>, location: &Location) -> Result<T> {
    r.map_err(|f| map_error(&f, location))
}
