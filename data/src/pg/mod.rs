//! The PostgreSQL backend: one connection per store ([`client`], every call with a
//! deadline), its prepared statements, error mapping ([`error`]), reconnection, and the
//! migrations, run once per process under an advisory lock ([`migrate`]). The URL is
//! read into settings and TLS below, in `pg_url`.
//!
//! Passwords never leave the [`PostgresUrl`]: every error shows the URL rebuilt from its
//! parts with `***` for the password.

mod client;
mod error;
mod migrate;
mod values;

pub(crate) use error::is_retryable;

use crate::location::{Location, PostgresUrl};
use crate::options::{Durability, OpenOptions};
use crate::pg_url::PgConfig;
use crate::row::{Row, Value};
use crate::{Error, Result};
use client::{Client, Closing, Failure};
use error::{map_error, mapped, open_error};
use std::collections::HashMap;
use std::time::Duration;
use tokio_postgres::Statement;
use tokio_postgres::error::SqlState;
use tokio_postgres::types::ToSql;
use tokio_postgres_rustls::MakeRustlsConnect;
use values::{columns, param, row};

/// How often a transaction that lost a serialization race is run again before giving up
/// with [`Error::Busy`].
pub(crate) const MAX_RETRIES: u32 = 200;

/// One PostgreSQL connection.
pub(crate) struct Pg {
    client: Closing,
    /// What a new connection is opened with, if the server closes this one.
    connect: Connect,
    /// How long a call waits for its answer (`None`: for ever).
    answer_limit: Option<Duration>,
    statements: HashMap<String, Statement>,
    in_tx: bool,
    /// A `BEGIN …` asked for and not sent yet: it goes out with the transaction's first
    /// statement, saving a round trip per transaction.
    pending_begin: Option<String>,
    /// The connection failed: replace it before the next statement.
    broken: bool,
    /// The database, for errors (it displays without its password).
    location: Location,
}

/// Everything opening a connection takes.
struct Connect {
    config: tokio_postgres::Config,
    tls: MakeRustlsConnect,
    limit: Duration,
    /// The statements that set a session up (time-outs, durability).
    session: String,
}

impl std::fmt::Debug for Pg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pg")
            .field("url", &self.location.to_string())
            .finish_non_exhaustive()
    }
}

/// Sleeps before retry `attempt`: a random pause that grows, so racing transactions spread out.
pub(crate) fn backoff(attempt: u32) {
    use std::cell::Cell;
    thread_local!(static SEED: Cell<u64> = const { Cell::new(0) });
    let r = SEED.with(|s| {
        let mut x = s.get();
        if x == 0 {
            let t = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap_or_default()
                .subsec_nanos();
            x = u64::from(t) | 1;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        s.set(x);
        x
    });
    let cap_us = 200u64 << attempt.min(6);
    std::thread::sleep(Duration::from_micros(50 + r % cap_us));
}

/// Opens a connection to `url`, sets the session up and, the first time this process
/// opens this database, migrates the schema (later connections only check its version).
pub(crate) fn open(url: &PostgresUrl, options: &OpenOptions) -> Result<Pg> {
    let location = Location::Postgres(url.clone());
    let config = PgConfig::parse(url.secret()).map_err(|why| {
        open_error(
            &location,
            format!(
                "not a valid PostgreSQL URL ({why}); expected postgres://user:password@host:port/database"
            ),
        )
    })?;
    let tls = config
        .tls
        .connector()
        .map_err(|why| open_error(&location, why))?;
    let connect = Connect {
        session: session(&config, options),
        limit: config.connect_limit(),
        tls,
        config: config.client.clone(),
    };
    let check = migrate::migrated(&location.to_string());
    let (client, version) = connect.open(check, &location)?;
    let mut pg = Pg {
        client: Closing::new(client),
        connect,
        answer_limit: config.answer_limit(),
        statements: HashMap::new(),
        in_tx: false,
        pending_begin: None,
        broken: false,
        location,
    };
    pg.ensure_schema(version)?;
    Ok(pg)
}

/// The statements that set a session up.
fn session(config: &PgConfig, options: &OpenOptions) -> String {
    let lock_ms = options.busy_timeout.as_millis().max(1);
    let sync = match options.durability {
        Durability::Full => "on",
        Durability::Normal => "off",
    };
    format!(
        "SET synchronous_commit = {sync}; SET lock_timeout = '{lock_ms}ms'; \
         SET statement_timeout = '{}ms'; SET idle_in_transaction_session_timeout = '{}ms'; \
         SET client_min_messages = warning",
        config.statement_timeout.as_millis(),
        config.idle_in_transaction_timeout.as_millis()
    )
}

impl Connect {
    /// A new connection with its session set up; with `check_version`, in the same round
    /// trip, the schema version it finds (`None` if there is no schema).
    fn open(&self, check_version: bool, location: &Location) -> Result<(Client, Option<u32>)> {
        let client = mapped(
            Client::connect(&self.config, self.tls.clone(), self.limit),
            location,
        )?;
        if check_version {
            let sql = format!("{}; SELECT version FROM sanctum_schema", self.session);
            match client.simple_column(&sql, Some(self.limit)) {
                Ok(rows) => {
                    let version = rows
                        .into_iter()
                        .flatten()
                        .next()
                        .and_then(|v| v.parse().ok());
                    return Ok((client, version));
                }
                // The schema is gone (a database dropped and made again): set the
                // session up alone, and migrate.
                Err(Failure::Pg(e)) if e.code() == Some(&SqlState::UNDEFINED_TABLE) => {}
                Err(f) => return Err(map_error(&f, location)),
            }
        }
        mapped(
            client.batch_execute(&self.session, Some(self.limit)),
            location,
        )?;
        Ok((client, None))
    }
}

impl Pg {
    fn err(&mut self, f: &Failure) -> Error {
        let mapped = map_error(f, &self.location);
        if matches!(mapped, Error::Unavailable { .. }) {
            self.broken = true;
        }
        mapped
    }

    /// True once the connection failed or the server closed it.
    pub(crate) fn is_broken(&self) -> bool {
        self.broken || self.client.is_closed()
    }

    /// Outside a transaction, replaces a connection the server closed (a restart) or
    /// that stopped answering by a new one, so the call after an [`Error::Unavailable`]
    /// works again by itself.
    pub(crate) fn reconnect_if_closed(&mut self) -> Result<()> {
        if self.in_tx || !self.is_broken() {
            return Ok(());
        }
        let (client, _) = self.connect.open(false, &self.location)?;
        self.client = Closing::new(client);
        self.statements.clear();
        self.broken = false;
        Ok(())
    }

    fn statement(&mut self, sql: &str) -> Result<Statement> {
        self.reconnect_if_closed()?;
        if let Some(s) = self.statements.get(sql) {
            return Ok(s.clone());
        }
        let s = self
            .client
            .prepare(sql, self.answer_limit)
            .map_err(|f| self.err(&f))?;
        if self.statements.len() >= 256 {
            self.statements.clear();
        }
        self.statements.insert(sql.to_owned(), s.clone());
        Ok(s)
    }

    pub(crate) fn query(&mut self, sql: &str, params: &[Value]) -> Result<Vec<Row>> {
        let stmt = self.statement(sql)?;
        let begin = self.pending_begin.take();
        let rows = self.with_params(&stmt, params, |c, s, p, l| {
            c.query(begin.as_deref(), s, p, l)
        });
        let names = columns(&stmt);
        rows.map_err(|f| self.err(&f))?
            .iter()
            .map(|r| row(&names, r))
            .collect()
    }

    pub(crate) fn execute(&mut self, sql: &str, params: &[Value]) -> Result<u64> {
        let stmt = self.statement(sql)?;
        let begin = self.pending_begin.take();
        let n = self.with_params(&stmt, params, |c, s, p, l| {
            c.execute(begin.as_deref(), s, p, l)
        });
        n.map_err(|f| self.err(&f))
    }

    pub(crate) fn query_unique(
        &mut self,
        sql: &str,
        params: &[Value],
        index: &str,
    ) -> Result<Option<Vec<Row>>> {
        let stmt = self.statement(sql)?;
        let begin = self.pending_begin.take();
        match self.with_params(&stmt, params, |c, s, p, l| {
            c.query(begin.as_deref(), s, p, l)
        }) {
            Ok(rows) => {
                let names = columns(&stmt);
                rows.iter()
                    .map(|r| row(&names, r))
                    .collect::<Result<_>>()
                    .map(Some)
            }
            Err(Failure::Pg(e))
                if e.as_db_error().is_some_and(|d| {
                    d.code().code() == "23505" && d.constraint() == Some(index)
                }) =>
            {
                Ok(None)
            }
            Err(f) => Err(self.err(&f)),
        }
    }

    fn with_params<T>(
        &self,
        stmt: &Statement,
        params: &[Value],
        f: impl FnOnce(
            &Client,
            &Statement,
            &[&(dyn ToSql + Sync)],
            Option<Duration>,
        ) -> Result<T, Failure>,
    ) -> Result<T, Failure> {
        let boxed: Vec<Box<dyn ToSql + Sync>> = params
            .iter()
            .zip(stmt.params())
            .map(|(v, t)| param(v, t))
            .collect();
        let refs: Vec<&(dyn ToSql + Sync)> = boxed.iter().map(AsRef::as_ref).collect();
        f(&self.client, stmt, &refs, self.answer_limit)
    }

    pub(crate) fn batch(&mut self, sql: &str) -> Result<()> {
        if sql.starts_with("BEGIN") {
            self.reconnect_if_closed()?;
            // Sent with the first statement.
            self.pending_begin = Some(sql.to_owned());
            self.in_tx = true;
            return Ok(());
        }
        if sql == "ROLLBACK" && self.broken {
            // The connection is being given up: the server ends the transaction when it
            // goes, and a dead one would only be waited for.
            self.pending_begin = None;
            self.in_tx = false;
            return Ok(());
        }
        if let Some(begin) = self.pending_begin.take() {
            if sql == "COMMIT" || sql == "ROLLBACK" {
                // A transaction that ran nothing: nothing was sent, nothing to end.
                self.in_tx = false;
                return Ok(());
            }
            let both = format!("{begin}; {sql}");
            return self
                .client
                .batch_execute(&both, self.answer_limit)
                .map_err(|f| self.err(&f));
        }
        let done = self
            .client
            .batch_execute(sql, self.answer_limit)
            .map_err(|f| self.err(&f));
        if sql == "COMMIT" || sql == "ROLLBACK" {
            self.in_tx = false;
        }
        done
    }

    /// What can be checked of the data itself: no move without its game, and every
    /// game's ply equal to its number of moves.
    pub(crate) fn check_integrity(&mut self) -> Result<()> {
        let orphans = self
            .query_one_row(
                "SELECT (SELECT count(*) FROM moves m WHERE NOT EXISTS
                            (SELECT 1 FROM games g WHERE g.game_id = m.game_id))
                      + (SELECT count(*) FROM games g WHERE g.ply <>
                            (SELECT count(*) FROM moves m WHERE m.game_id = g.game_id)) AS problems",
            )?
            .i64("problems")?;
        if orphans == 0 {
            Ok(())
        } else {
            Err(Error::CorruptDatabase(format!(
                "{orphans} moves without their game or games whose ply does not match their moves"
            )))
        }
    }
}
