//! The PostgreSQL backend: one synchronous `postgres` client, its prepared statements,
//! error mapping, reconnection, and the migrations run under an advisory lock.
//!
//! Passwords never leave this file: every error and every `Store::path` shows the URL
//! with its password replaced by `***` ([`redact`]).

use crate::db::{Row, Value};
use crate::schema::{PG_STEPS, SCHEMA_VERSION};
use crate::{Durability, Error, OpenOptions, Result};
use postgres::types::{ToSql, Type};
use postgres::{Client, Config, NoTls, Statement};
use std::collections::HashMap;
use std::time::Duration;

/// How often a transaction that lost a serialization race is run again before giving up
/// with [`Error::Busy`].
pub(crate) const MAX_RETRIES: u32 = 200;

/// The key of the advisory lock migrations hold (`"Sanc"`).
const MIGRATION_LOCK: i64 = 0x5361_6e63;

/// True if `url` names a PostgreSQL database rather than a SQLite file.
pub fn is_postgres_url(url: &str) -> bool {
    let lower = url.trim_start().to_ascii_lowercase();
    lower.starts_with("postgres://") || lower.starts_with("postgresql://")
}

/// `url` with any password replaced by `***`, for messages and logs.
pub fn redact(url: &str) -> String {
    let mut out = url.to_owned();
    if let Some(scheme_end) = out.find("://") {
        let rest_start = scheme_end + 3;
        let authority_end = out[rest_start..]
            .find(['/', '?'])
            .map_or(out.len(), |i| rest_start + i);
        if let Some(at) = out[rest_start..authority_end].rfind('@') {
            let userinfo = &out[rest_start..rest_start + at];
            if let Some(colon) = userinfo.find(':') {
                out.replace_range(rest_start + colon + 1..rest_start + at, "***");
            }
        }
    }
    // `?password=...` in the query string.
    let lower = out.to_ascii_lowercase();
    if let Some(i) = lower.find("password=") {
        let start = i + "password=".len();
        let end = out[start..].find('&').map_or(out.len(), |j| start + j);
        out.replace_range(start..end, "***");
    }
    out
}

/// One PostgreSQL connection.
pub(crate) struct Pg {
    client: Closing,
    config: Config,
    session: String,
    statements: HashMap<String, Statement>,
    in_tx: bool,
    /// The connection failed: replace it before the next statement.
    broken: bool,
    /// The URL without its password.
    pub(crate) redacted: String,
}

impl std::fmt::Debug for Pg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pg")
            .field("url", &self.redacted)
            .finish_non_exhaustive()
    }
}

/// The PostgreSQL error behind an [`Error::Postgres`], kept opaque.
#[derive(Debug)]
pub struct PostgresError {
    code: Option<String>,
    message: String,
}

impl std::fmt::Display for PostgresError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.code {
            Some(code) => write!(f, "{} (SQLSTATE {code})", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for PostgresError {}

/// True for a serialization failure or a deadlock: the transaction may simply run again.
pub(crate) fn is_retryable(e: &Error) -> bool {
    matches!(e, Error::Postgres(p) if matches!(p.code.as_deref(), Some("40001" | "40P01")))
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
pub(crate) fn map_error(e: &postgres::Error, redacted: &str) -> Error {
    let Some(db) = e.as_db_error() else {
        // No answer from the server: the connection is gone or was never made.
        return Error::Unavailable {
            db: redacted.to_owned(),
            detail: e.to_string(),
        };
    };
    let code = db.code().code();
    match code {
        // Connection exceptions; the server shutting down or starting up.
        c if c.starts_with("08") || matches!(c, "57P01" | "57P02" | "57P03") => {
            Error::Unavailable {
                db: redacted.to_owned(),
                detail: db.message().to_owned(),
            }
        }
        "28P01" | "28000" | "3D000" | "42501" => Error::Open {
            path: redacted.into(),
            detail: db.message().to_owned(),
        },
        "55P03" => Error::Busy,
        "25006" => Error::ReadOnly(format!("{redacted}: {}", db.message())),
        _ => Error::Postgres(PostgresError {
            code: Some(code.to_owned()),
            message: db.message().to_owned(),
        }),
    }
}

/// Opens a connection to `url`, sets the session up and migrates the schema.
pub(crate) fn open(url: &str, options: &OpenOptions) -> Result<Pg> {
    let redacted = redact(url);
    let mut config: Config = url.trim().parse().map_err(|_| Error::Open {
        path: redacted.clone().into(),
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
    let client = Closing(Some(connect(&config, &session, &redacted)?));
    let mut pg = Pg {
        client,
        config,
        session,
        statements: HashMap::new(),
        in_tx: false,
        broken: false,
        redacted,
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

fn connect(config: &Config, session: &str, redacted: &str) -> Result<Client> {
    let mut client = config.connect(NoTls).map_err(|e| map_error(&e, redacted))?;
    client
        .batch_execute(session)
        .map_err(|e| map_error(&e, redacted))?;
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

fn row(r: &postgres::Row) -> Result<Row> {
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
    Ok(Row(out))
}

impl Pg {
    fn err(&mut self, e: &postgres::Error) -> Error {
        let mapped = map_error(e, &self.redacted);
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
        self.client = Closing(Some(connect(&self.config, &self.session, &self.redacted)?));
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
        rows.map_err(|e| self.err(&e))?.iter().map(row).collect()
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
            Ok(rows) => rows.iter().map(row).collect::<Result<_>>().map(Some),
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
                Some(r) => r.u32(0),
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
            "SELECT to_regclass('sanctum_schema') IS NOT NULL,
                    (SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname = current_schema())",
        )?;
        let (has_version, tables) = (found.bool(0)?, found.i64(1)?);
        let version = if has_version {
            self.query_one_row("SELECT version FROM sanctum_schema")?
                .u32(0)?
        } else {
            0
        };
        if version > SCHEMA_VERSION {
            return Err(Error::NewerSchema {
                path: self.redacted.clone().into(),
                found: version,
                supported: SCHEMA_VERSION,
            });
        }
        if !has_version && tables > 0 {
            return Err(Error::NotADatabase {
                path: self.redacted.clone().into(),
                detail: "it holds tables of another program (no Sanctum schema)".into(),
            });
        }
        if version == SCHEMA_VERSION {
            return Ok(());
        }
        if !has_version {
            self.batch("CREATE TABLE sanctum_schema (version BIGINT NOT NULL); INSERT INTO sanctum_schema VALUES (0)")?;
        }
        for step in &PG_STEPS[version as usize..] {
            self.batch(step)?;
        }
        self.execute(
            "UPDATE sanctum_schema SET version = $1",
            &[Value::Int(i64::from(SCHEMA_VERSION))],
        )?;
        Ok(())
    }

    fn query_one_row(&mut self, sql: &str) -> Result<Row> {
        self.query(sql, &[])?
            .into_iter()
            .next()
            .ok_or_else(|| Error::CorruptDatabase(format!("no row from {sql}")))
    }
}
