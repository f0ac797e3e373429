//! One `tokio-postgres` connection driven on a small runtime of its own, so the store
//! stays synchronous while every call can be given a deadline: a server that stopped
//! answering (its process stopped, its machine gone without a reset) fails the call
//! after [`PgConfig::answer_limit`](crate::pg_url::PgConfig::answer_limit) instead of
//! pinning the caller for the kernel's TCP time-out.

use std::future::Future;
use std::time::Duration;
use tokio::runtime::Runtime;
use tokio::task::JoinHandle;
use tokio_postgres::types::ToSql;
use tokio_postgres::{Row, SimpleQueryMessage, Statement};
use tokio_postgres_rustls::MakeRustlsConnect;

/// Why a call failed.
#[derive(Debug)]
pub(crate) enum Failure {
    /// The client or the server said so.
    Pg(tokio_postgres::Error),
    /// No answer within this long: the connection is given up.
    TimedOut(Duration),
    /// The connection's runtime could not start.
    Io(std::io::Error),
}

impl From<tokio_postgres::Error> for Failure {
    fn from(e: tokio_postgres::Error) -> Failure {
        Failure::Pg(e)
    }
}

/// A connection and the runtime that drives it (only while a call waits: nothing runs
/// between calls).
pub(crate) struct Client {
    runtime: Runtime,
    inner: tokio_postgres::Client,
    connection: JoinHandle<()>,
}

impl Client {
    /// Connects (TCP, TLS, login) within `limit`.
    pub(crate) fn connect(
        config: &tokio_postgres::Config,
        tls: MakeRustlsConnect,
        limit: Duration,
    ) -> Result<Client, Failure> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(Failure::Io)?;
        let (client, connection) = runtime.block_on(within(Some(limit), config.connect(tls)))?;
        let connection = runtime.spawn(async move {
            // Its error reaches the next call as a closed connection.
            let _ = connection.await;
        });
        Ok(Client {
            runtime,
            inner: client,
            connection,
        })
    }

    /// Runs `fut` on this connection within `limit` (`None`: no limit).
    fn run<T>(
        &self,
        limit: Option<Duration>,
        fut: impl Future<Output = Result<T, tokio_postgres::Error>>,
    ) -> Result<T, Failure> {
        self.runtime.block_on(within(limit, fut))
    }

    pub(crate) fn prepare(&self, sql: &str, limit: Option<Duration>) -> Result<Statement, Failure> {
        self.run(limit, self.inner.prepare(sql))
    }

    /// Runs `stmt`, after `begin` (a `BEGIN …` not sent yet) if given: both go out
    /// together and cost one round trip, not two.
    pub(crate) fn query(
        &self,
        begin: Option<&str>,
        stmt: &Statement,
        params: &[&(dyn ToSql + Sync)],
        limit: Option<Duration>,
    ) -> Result<Vec<Row>, Failure> {
        self.run(limit, self.after(begin, self.inner.query(stmt, params)))
    }

    /// [`Client::query`] for a statement whose rows are not wanted.
    pub(crate) fn execute(
        &self,
        begin: Option<&str>,
        stmt: &Statement,
        params: &[&(dyn ToSql + Sync)],
        limit: Option<Duration>,
    ) -> Result<u64, Failure> {
        self.run(limit, self.after(begin, self.inner.execute(stmt, params)))
    }

    /// `then`, pipelined behind `begin` when there is one. The server runs them in
    /// order; a `BEGIN` that fails leaves the connection unusable, and the caller
    /// replaces it.
    async fn after<T>(
        &self,
        begin: Option<&str>,
        then: impl Future<Output = Result<T, tokio_postgres::Error>>,
    ) -> Result<T, tokio_postgres::Error> {
        match begin {
            None => then.await,
            Some(begin) => {
                let (opened, result) = tokio::join!(self.inner.batch_execute(begin), then);
                opened?;
                result
            }
        }
    }

    pub(crate) fn batch_execute(&self, sql: &str, limit: Option<Duration>) -> Result<(), Failure> {
        self.run(limit, self.inner.batch_execute(sql))
    }

    /// The first column of the rows `sql` (simple statements, `;`-separated) returns.
    pub(crate) fn simple_column(
        &self,
        sql: &str,
        limit: Option<Duration>,
    ) -> Result<Vec<Option<String>>, Failure> {
        let messages = self.run(limit, self.inner.simple_query(sql))?;
        Ok(messages
            .iter()
            .filter_map(|m| match m {
                SimpleQueryMessage::Row(r) => Some(r.get(0).map(str::to_owned)),
                _ => None,
            })
            .collect())
    }

    /// True once the server closed the connection or it failed.
    pub(crate) fn is_closed(&self) -> bool {
        self.inner.is_closed()
    }

    /// Says goodbye to the server (briefly: a dead one is not waited for) and stops.
    pub(crate) fn close(self) {
        let Client {
            runtime,
            inner: client,
            connection,
        } = self;
        drop(client);
        runtime.block_on(async {
            let _ = tokio::time::timeout(Duration::from_secs(1), connection).await;
        });
    }
}

async fn within<T>(
    limit: Option<Duration>,
    fut: impl Future<Output = Result<T, tokio_postgres::Error>>,
) -> Result<T, Failure> {
    match limit {
        None => Ok(fut.await?),
        Some(limit) => match tokio::time::timeout(limit, fut).await {
            Ok(done) => Ok(done?),
            Err(_) => Err(Failure::TimedOut(limit)),
        },
    }
}

/// A client closed on a thread of its own when dropped: closing runs the client's own
/// runtime, which panics on a thread that drives another — as when a bot shutting down
/// drops its stores inside its runtime.
pub(crate) struct Closing(Option<Client>);

impl Closing {
    pub(crate) fn new(client: Client) -> Closing {
        Closing(Some(client))
    }
}

impl std::ops::Deref for Closing {
    type Target = Client;
    fn deref(&self) -> &Client {
        self.0
            .as_ref()
            .expect("the client is only taken when dropped")
    }
}

impl Drop for Closing {
    fn drop(&mut self) {
        if let Some(client) = self.0.take() {
            // Nobody waits for the goodbye; the server also notices a closed socket.
            let _ = std::thread::Builder::new()
                .name("pg-close".into())
                .spawn(move || client.close());
        }
    }
}
