//! The schema on PostgreSQL: migrated once per process and database, in one transaction
//! under an advisory lock (so processes starting together migrate once); a connection
//! opened later only reads the version, in the round trip that sets its session up.

use super::Pg;
use crate::row::{Row, Value};
use crate::schema::{self, SCHEMA_VERSION};
use crate::{Error, Result};
use std::collections::BTreeSet;
use std::sync::{Mutex, PoisonError};

/// The key of the advisory lock migrations hold (`"Sanc"`).
const MIGRATION_LOCK: i64 = 0x5361_6e63;

/// The databases this process has migrated, by their URL as shown (no password).
static MIGRATED: Mutex<BTreeSet<String>> = Mutex::new(BTreeSet::new());

/// True if this process already migrated the database shown as `key`.
pub(super) fn migrated(key: &str) -> bool {
    MIGRATED
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .contains(key)
}

fn remember(key: String, done: bool) {
    let mut set = MIGRATED.lock().unwrap_or_else(PoisonError::into_inner);
    if done {
        set.insert(key);
    } else {
        set.remove(&key);
    }
}

impl Pg {
    /// Makes sure the schema is this build's: `version` is what the session set-up read
    /// (`None` when it did not look, or found no schema). A newer schema is refused.
    pub(super) fn ensure_schema(&mut self, version: Option<u32>) -> Result<()> {
        let key = self.location.to_string();
        match version {
            Some(v) if v == SCHEMA_VERSION => Ok(()),
            Some(v) if v > SCHEMA_VERSION => {
                remember(key, false);
                Err(self.newer(v))
            }
            _ => {
                self.migrate()?;
                remember(key, true);
                Ok(())
            }
        }
    }

    fn newer(&self, found: u32) -> Error {
        Error::NewerSchema {
            location: self.location.clone(),
            found,
            supported: SCHEMA_VERSION,
        }
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
    /// processes starting together migrate once; a newer schema is refused. A migration
    /// may take long on a large database: no statement time-out applies to it.
    fn migrate(&mut self) -> Result<()> {
        self.batch("BEGIN")?;
        let limit = self.answer_limit.take();
        let done = self
            .batch("SET LOCAL statement_timeout = 0")
            .and_then(|()| self.migrate_in_tx());
        self.answer_limit = limit;
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
            return Err(self.newer(version));
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

    pub(super) fn query_one_row(&mut self, sql: &str) -> Result<Row> {
        self.query(sql, &[])?
            .into_iter()
            .next()
            .ok_or_else(|| Error::CorruptDatabase(format!("no row from {sql}")))
    }
}
