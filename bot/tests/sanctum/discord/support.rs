//! What the Discord tests share beyond the kit: running the real bot (serenity client
//! and all) inside the test process against the fake, or finding its binary. The
//! kit's steps of a game come along, so a test module needs this one import.

pub use bot_testkit::png_size;
pub use bot_testkit::steps::*;

use bot_testkit::fake::{FakeDiscord, GUILD, PATIENCE, TOKEN};
use sanctum::discord::{Config, DiscordError, RetryPolicy, Rounds};
use service::ManualClock;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::oneshot;

/// The `sanctum` binary Cargo built for these tests.
pub fn sanctum_exe() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_sanctum"))
}

/// Starts the fake and the bot and waits until its commands are registered.
pub async fn start() -> (FakeDiscord, RunningBot, tempfile::TempDir, Arc<ManualClock>) {
    start_with(|_| {}).await
}

/// Like [`start`], with the bot's configuration changed by `tweak` first.
pub async fn start_with(
    tweak: impl FnOnce(&mut Config),
) -> (FakeDiscord, RunningBot, tempfile::TempDir, Arc<ManualClock>) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let clock = Arc::new(ManualClock::new(T0));
    let db = dir.path().join("sanctum.db");
    games_in_channels(&db, &fake.guild_ids());
    let mut config = config(&fake, &db, clock.clone());
    tweak(&mut config);
    let bot = RunningBot::start(config);
    let path = registration_path();
    fake.wait_for("command registration", |c| {
        c.method == "PUT" && c.path == path
    })
    .await;
    fake.wait_until_connected().await;
    (fake, bot, dir, clock)
}

/// A running bot.
pub struct RunningBot {
    stop: Option<oneshot::Sender<()>>,
    handle: tokio::task::JoinHandle<Result<(), DiscordError>>,
    rounds: Rounds,
}

/// The configuration a test bot runs with: the fake's REST base, one dev guild, the
/// test's clock, a scheduler that looks at the database every 100 ms, and failed posts
/// tried again within milliseconds.
pub fn config(fake: &FakeDiscord, db: &Path, clock: Arc<ManualClock>) -> Config {
    Config {
        token: TOKEN.to_owned(),
        db: db.to_path_buf(),
        db_connections: service::DEFAULT_CONNECTIONS,
        dev_guild: Some(GUILD),
        api_base: Some(fake.api_base.clone()),
        clock,
        tick_every: Duration::from_millis(100),
        rounds: Rounds::default(),
        shards: None,
        defer_after: sanctum::discord::DEFER_AFTER,
        retry: RetryPolicy {
            first_delay: Duration::from_millis(20),
            longest_delay: Duration::from_millis(200),
            ..sanctum::discord::RETRY
        },
        http: None,
        metrics_http: None,
        web: None,
        mine_puzzles: false,
    }
}

impl RunningBot {
    /// Starts the bot with `config`.
    pub fn start(config: Config) -> RunningBot {
        let (stop, stopped) = oneshot::channel::<()>();
        let rounds = config.rounds.clone();
        let handle = sanctum::discord::spawn(
            config,
            Box::pin(async move {
                let _ = stopped.await;
            }),
        );
        RunningBot {
            stop: Some(stop),
            handle,
            rounds,
        }
    }

    /// Waits until the bot's scheduler ran `full` whole rounds after this call (see
    /// [`bot_testkit::rounds::rounds_pass`]): what a test waits for before it says
    /// that nothing more happened.
    pub async fn rounds_pass(&self, full: u64) {
        let rounds = &self.rounds;
        bot_testkit::rounds::rounds_pass(full, move || async move { rounds.finished() }).await;
    }

    /// Asks the bot to shut down and waits (bounded) until it has.
    pub async fn stop(mut self) -> Result<(), DiscordError> {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        tokio::time::timeout(PATIENCE, &mut self.handle)
            .await
            .expect("the bot did not shut down")
            .expect("the bot task failed")
    }

    /// Waits (bounded) for the bot to stop by itself, returning how it ended.
    pub async fn ended(mut self) -> Result<(), DiscordError> {
        tokio::time::timeout(PATIENCE, &mut self.handle)
            .await
            .expect("the bot did not stop")
            .expect("the bot task failed")
    }
}

/// A chess game of alice (White) and bob in `channel`, started now (the binary runs on
/// the real clock, so an older game would already have lapsed).
fn new_game(db: &std::path::Path, channel: u64) -> data::GameId {
    let store = data::Store::open(db).unwrap();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    for who in [alice(), bob()] {
        store
            .upsert_player(data::UserId(who.id), &who.name, now)
            .unwrap();
    }
    store
        .create_game(&data::NewGame {
            guild: data::GuildId(bot_testkit::fake::GUILD),
            channel: data::ChannelId(channel),
            white: data::UserId(alice().id),
            black: data::UserId(bob().id),
            variant: rules::Variant::Chess,
            rated: false,
            days_per_move: 3,
            start_fen: None,
            created_at: now,
        })
        .unwrap()
        .id
}

/// `n` new channels, each with a chess game of alice and bob started now (for the
/// binary, which runs on the real clock): `(channel, game)` pairs.
pub fn games_in_new_channels(fake: &FakeDiscord, db: &Path, n: usize) -> Vec<(u64, data::GameId)> {
    (0..n)
        .map(|i| {
            let channel = fake.add_channel(&format!("board-{i}"));
            (channel, new_game(db, channel))
        })
        .collect()
}

/// Holds the bot's database's write lock (`BEGIN IMMEDIATE` on a connection of the
/// test's own) until dropped: the bot reads on, and each of its writes waits (up to its
/// busy timeout), so none lands while the test holds it.
pub fn hold_writes(db: &Path) -> rusqlite::Connection {
    let held = rusqlite::Connection::open(db).expect("the bot's database");
    held.execute_batch("BEGIN IMMEDIATE")
        .expect("the database's write lock");
    held
}
