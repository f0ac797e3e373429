//! The PostgreSQL backend: one synchronous `postgres` client, its prepared statements,
//! error mapping, reconnection, and the migrations run under an advisory lock.
//!
//! Passwords never leave the [`PostgresUrl`]: every error shows the URL with its
//! password replaced by `***` ([`redact`](crate::redact)).

use crate::error::PostgresError;
use crate::location::{Location, PostgresUrl};
use crate::options::{Durability, OpenOptions};
use crate::row::{Columns, Row, Value};
use crate::schema::{self, SCHEMA_VERSION};
use crate::{Error, Result};
use postgres::types::{ToSql, Type};
use postgres::{Client, Config, NoTls, Statement};
use std::collections::HashMap;
use std::time::Duration;

/// How often a transaction that lost a serialization race is run again before giving up
/// with [`Error::Busy`].
pub(crate) const MAX_RETRIES: u32 = 200;

/// The key of the advisory lock migrations hold (`"Sanc"`).
const MIGRATION_LOCK: i64 = 0x5361_6e63;

/// One PostgreSQL connection.
pub(crate) struct Pg {
    client: Closing,
    config: Config,
    session: String,
    statements: HashMap<String, Statement>,
    in_tx: bool,
    /// The connection failed: replace it before the next statement.
    broken: bool,
    /// The database, for errors (it displays without its password).
    location: Location,
}

impl std::fmt::Debug for Pg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pg")
            .field("url", &self.location.to_string())
            .finish_non_exhaustive()
    }
}

/// True for a serialization failure or a deadlock: the transaction may simply run again.
pub(crate) fn is_retryable(e: &Error) -> bool {
    matches!(e, Error::Postgres(p) if matches!(p.code(), Some("40001" | "40P01")))
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

/// Maps a PostgreSQL error to the store's typed errors.
pub(crate) fn map_error(e: &postgres::Error, location: &Location) -> Error {
    let redacted = location.to_string();
    let Some(db) = e.as_db_error() else {
        // No answer from the server: the connection is gone or was never made.
        return Error::Unavailable {
            db: redacted.clone(),
            detail: e.to_string(),
        };
    };
    let code = db.code().code();
    match code {
        // Connection exceptions; the server shutting down or starting up.
        c if c.starts_with("08") || matches!(c, "57P01" | "57P02" | "57P03") => {
            Error::Unavailable {
                db: redacted.clone(),
                detail: db.message().to_owned(),
            }
        }
        "28P01" | "28000" | "3D000" | "42501" => Error::Open {
            location: location.clone(),
            detail: db.message().to_owned(),
        },
        "55P03" => Error::Busy,
        "53100" => Error::DiskFull(format!("{redacted}: {}", db.message())),
        "25006" => Error::ReadOnly(format!("{redacted}: {}", db.message())),
        _ => Error::Postgres(PostgresError::new(
            Some(code.to_owned()),
            db.message().to_owned(),
        )),
    }
}

/// Opens a connection to `url`, sets the session up and migrates the schema.
pub(crate) fn open(url: &PostgresUrl, options: &OpenOptions) -> Result<Pg> {
    let location = Location::Postgres(url.clone());
    let mut config: Config = url.secret().parse().map_err(|_| Error::Open {
        location: location.clone(),
        detail: "not a valid PostgreSQL URL (expected postgres://user:password@host:port/database)"
            .into(),
    })?;
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(Duration::from_secs(5));
    }
    let lock_ms = options.busy_timeout.as_millis().max(1);
    let sync = match options.durability {
        Durability::Full => "on",
        Durability::Normal => "off",
    };
    let session = format!(
        "SET synchronous_commit = {sync}; SET lock_timeout = '{lock_ms}ms'; SET client_min_messages = warning"
    );
    let client = Closing(Some(connect(&config, &session, &location)?));
    let mut pg = Pg {
        client,
        config,
        session,
        statements: HashMap::new(),
        in_tx: false,
        broken: false,
        location,
    };
    pg.migrate()?;
    Ok(pg)
}

/// A client that is closed on a thread of its own when dropped. Closing waits for the
/// connection on the client's private runtime, which panics on a thread that drives
/// another runtime — as when a bot shutting down drops its stores inside its own.
struct Closing(Option<Client>);

impl std::ops::Deref for Closing {
    type Target = Client;
    fn deref(&self) -> &Client {
        self.0
            .as_ref()
            .expect("the client is only taken when dropped")
    }
}

impl std::ops::DerefMut for Closing {
    fn deref_mut(&mut self) -> &mut Client {
        self.0
            .as_mut()
            .expect("the client is only taken when dropped")
    }
}

impl Drop for Closing {
    fn drop(&mut self) {
        if let Some(client) = self.0.take() {
            // Nobody waits for the goodbye; the server also notices a closed socket.
            let _ = std::thread::Builder::new()
                .name("pg-close".into())
                .spawn(move || drop(client));
        }
    }
}

fn connect(config: &Config, session: &str, location: &Location) -> Result<Client> {
    let mut client = config.connect(NoTls).map_err(|e| map_error(&e, location))?;
    client
        .batch_execute(session)
        .map_err(|e| map_error(&e, location))?;
    Ok(client)
}

/// A parameter as the type the server expects for it.
fn param(v: &Value, ty: &Type) -> Box<dyn ToSql + Sync> {
    match (v, ty) {
        (Value::Int(i), &Type::INT4) => Box::new(i32::try_from(*i).unwrap_or(i32::MAX)),
        (Value::Int(i), &Type::INT2) => Box::new(i16::try_from(*i).unwrap_or(i16::MAX)),
        #[allow(clippy::cast_precision_loss, reason = "a whole rating; small")]
        (Value::Int(i), &Type::FLOAT8) => Box::new(*i as f64),
        (Value::Int(i), &Type::BOOL) => Box::new(*i != 0),
        (Value::Int(i), _) => Box::new(*i),
        (Value::Real(r), _) => Box::new(*r),
        (Value::Text(s), _) => Box::new(s.clone()),
        (Value::Null, &Type::INT4) => Box::new(None::<i32>),
        (Value::Null, &Type::FLOAT8) => Box::new(None::<f64>),
        (Value::Null, &Type::TEXT | &Type::VARCHAR) => Box::new(None::<String>),
        (Value::Null, &Type::BOOL) => Box::new(None::<bool>),
        (Value::Null, _) => Box::new(None::<i64>),
    }
}

/// The names of a statement's columns, shared by the rows it returns.
fn columns(stmt: &Statement) -> Columns {
    stmt.columns().iter().map(|c| c.name().to_owned()).collect()
}

fn row(columns: &Columns, r: &postgres::Row) -> Result<Row> {
    let mut out = Vec::with_capacity(r.len());
    for (i, col) in r.columns().iter().enumerate() {
        let bad = |e: postgres::Error| Error::CorruptDatabase(format!("column {i}: {e}"));
        let v = match *col.type_() {
            Type::INT8 => r.try_get::<_, Option<i64>>(i).map_err(bad)?.map(Value::Int),
            Type::INT4 => r
                .try_get::<_, Option<i32>>(i)
                .map_err(bad)?
                .map(|v| Value::Int(v.into())),
            Type::INT2 => r
                .try_get::<_, Option<i16>>(i)
                .map_err(bad)?
                .map(|v| Value::Int(v.into())),
            Type::BOOL => r
                .try_get::<_, Option<bool>>(i)
                .map_err(bad)?
                .map(|v| Value::Int(v.into())),
            Type::FLOAT8 => r
                .try_get::<_, Option<f64>>(i)
                .map_err(bad)?
                .map(Value::Real),
            Type::FLOAT4 => r
                .try_get::<_, Option<f32>>(i)
                .map_err(bad)?
                .map(|v| Value::Real(v.into())),
            _ => r
                .try_get::<_, Option<String>>(i)
                .map_err(bad)?
                .map(Value::Text),
        };
        out.push(v.unwrap_or(Value::Null));
    }
    Ok(Row::new(columns.clone(), out))
}

impl Pg {
    fn err(&mut self, e: &postgres::Error) -> Error {
        let mapped = map_error(e, &self.location);
        if matches!(mapped, Error::Unavailable { .. }) {
            self.broken = true;
        }
        mapped
    }

    /// True once the connection failed or the server closed it.
    pub(crate) fn is_broken(&self) -> bool {
        self.broken || self.client.is_closed()
    }

    /// Outside a transaction, replaces a connection the server closed (a restart) by a
    /// new one, so the call after an [`Error::Unavailable`] works again by itself.
    pub(crate) fn reconnect_if_closed(&mut self) -> Result<()> {
        if self.in_tx || !(self.broken || self.client.is_closed()) {
            return Ok(());
        }
        self.client = Closing(Some(connect(&self.config, &self.session, &self.location)?));
        self.statements.clear();
        self.broken = false;
        Ok(())
    }

    fn statement(&mut self, sql: &str) -> Result<Statement> {
        self.reconnect_if_closed()?;
        if let Some(s) = self.statements.get(sql) {
            return Ok(s.clone());
        }
        let s = self.client.prepare(sql).map_err(|e| self.err(&e))?;
        if self.statements.len() >= 256 {
            self.statements.clear();
        }
        self.statements.insert(sql.to_owned(), s.clone());
        Ok(s)
    }

    pub(crate) fn query(&mut self, sql: &str, params: &[Value]) -> Result<Vec<Row>> {
        let stmt = self.statement(sql)?;
        let rows = self.with_params(&stmt, params, |c, s, p| c.query(s, p));
        let names = columns(&stmt);
        rows.map_err(|e| self.err(&e))?
            .iter()
            .map(|r| row(&names, r))
            .collect()
    }

    pub(crate) fn execute(&mut self, sql: &str, params: &[Value]) -> Result<u64> {
        let stmt = self.statement(sql)?;
        let n = self.with_params(&stmt, params, |c, s, p| c.execute(s, p));
        n.map_err(|e| self.err(&e))
    }

    pub(crate) fn query_unique(
        &mut self,
        sql: &str,
        params: &[Value],
        index: &str,
    ) -> Result<Option<Vec<Row>>> {
        let stmt = self.statement(sql)?;
        match self.with_params(&stmt, params, |c, s, p| c.query(s, p)) {
            Ok(rows) => {
                let names = columns(&stmt);
                rows.iter()
                    .map(|r| row(&names, r))
                    .collect::<Result<_>>()
                    .map(Some)
            }
            Err(e)
                if e.as_db_error().is_some_and(|d| {
                    d.code().code() == "23505" && d.constraint() == Some(index)
                }) =>
            {
                Ok(None)
            }
            Err(e) => Err(self.err(&e)),
        }
    }

    fn with_params<T>(
        &mut self,
        stmt: &Statement,
        params: &[Value],
        f: impl FnOnce(&mut Client, &Statement, &[&(dyn ToSql + Sync)]) -> Result<T, postgres::Error>,
    ) -> Result<T, postgres::Error> {
        let boxed: Vec<Box<dyn ToSql + Sync>> = params
            .iter()
            .zip(stmt.params())
            .map(|(v, t)| param(v, t))
            .collect();
        let refs: Vec<&(dyn ToSql + Sync)> = boxed.iter().map(AsRef::as_ref).collect();
        f(&mut self.client, stmt, &refs)
    }

    pub(crate) fn batch(&mut self, sql: &str) -> Result<()> {
        if sql.starts_with("BEGIN") {
            self.reconnect_if_closed()?;
        }
        let done = self.client.batch_execute(sql).map_err(|e| self.err(&e));
        if sql.starts_with("BEGIN") {
            self.in_tx = done.is_ok();
        } else if sql == "COMMIT" || sql == "ROLLBACK" {
            self.in_tx = false;
        }
        done
    }

    /// The schema version recorded in `sanctum_schema` (0 if there is none).
    pub(crate) fn schema_version(&mut self) -> Result<u32> {
        let rows = self.query(
            "SELECT version FROM sanctum_schema WHERE to_regclass('sanctum_schema') IS NOT NULL",
            &[],
        );
        match rows {
            Ok(rows) => match rows.first() {
                Some(r) => r.u32("version"),
                None => Ok(0),
            },
            Err(_) => Ok(0),
        }
    }

    /// Brings the schema up to date inside one transaction holding an advisory lock, so
    /// processes starting together migrate once; a newer schema is refused.
    fn migrate(&mut self) -> Result<()> {
        self.batch("BEGIN")?;
        let done = self.migrate_in_tx();
        match done {
            Ok(()) => self.batch("COMMIT"),
            Err(e) => {
                let _ = self.batch("ROLLBACK");
                Err(e)
            }
        }
    }

    fn migrate_in_tx(&mut self) -> Result<()> {
        self.execute(
            "SELECT pg_advisory_xact_lock($1)",
            &[Value::Int(MIGRATION_LOCK)],
        )?;
        let found = self.query_one_row(
            "SELECT to_regclass('sanctum_schema') IS NOT NULL AS has_version,
                    (SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname = current_schema()) AS tables",
        )?;
        let (has_version, tables) = (found.bool("has_version")?, found.i64("tables")?);
        let version = if has_version {
            self.query_one_row("SELECT version FROM sanctum_schema")?
                .u32("version")?
        } else {
            0
        };
        if version > SCHEMA_VERSION {
            return Err(Error::NewerSchema {
                location: self.location.clone(),
                found: version,
                supported: SCHEMA_VERSION,
            });
        }
        if !has_version && tables > 0 {
            return Err(Error::NotADatabase {
                location: self.location.clone(),
                detail: "it holds tables of another program (no Sanctum schema)".into(),
            });
        }
        if version == SCHEMA_VERSION {
            return Ok(());
        }
        if !has_version {
            self.batch("CREATE TABLE sanctum_schema (version BIGINT NOT NULL); INSERT INTO sanctum_schema VALUES (0)")?;
        }
        for step in &schema::postgres::steps()[version as usize..] {
            self.batch(step)?;
        }
        self.execute(
            "UPDATE sanctum_schema SET version = $1",
            &[Value::Int(i64::from(SCHEMA_VERSION))],
        )?;
        Ok(())
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

    fn query_one_row(&mut self, sql: &str) -> Result<Row> {
        self.query(sql, &[])?
            .into_iter()
            .next()
            .ok_or_else(|| Error::CorruptDatabase(format!("no row from {sql}")))
    }
}
