//! Building the serenity client and running it until shutdown.

use super::failures::Observed;
use super::markdown::CommandIds;
use super::outbox::Outbox;
use super::retry::Kind;
use super::shards::Shards;
use super::{
    Config, Data, DiscordError, Error, autocomplete, buttons, commands, failures, post, scheduler,
};
use serenity::all::{
    ClientBuilder, Context, EventHandler, GatewayIntents, GuildId, Http, HttpBuilder, Interaction,
    RatelimitInfo, Ready,
};
use service::{CommandName, Response, Service, Thinker};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

/// The longest shutdown waits for interactions being answered and deadline news
/// being posted.
const DRAIN: Duration = Duration::from_secs(20);

/// The longest wait between two tries to reach the database at start-up.
const OPEN_RETRY_LONGEST: Duration = Duration::from_secs(30);

/// Opens the service, waiting for a database that cannot be reached yet (a reboot
/// brings the bot up before PostgreSQL): tries again after 1 s, 2 s, 4 s … at most
/// [`OPEN_RETRY_LONGEST`] apart, each failure logged at WARN, until it opens or
/// `shutdown` completes (`None`). What waiting will not mend — a refused password, a
/// certificate refused, a newer schema — stops the bot at once.
async fn open_service(
    config: &Config,
    shutdown: &mut Pin<Box<dyn Future<Output = ()> + Send>>,
) -> Result<Option<Service>, DiscordError> {
    let mut wait = Duration::from_secs(1);
    let mut attempt = 0u32;
    loop {
        attempt += 1;
        let (db, clock, connections) = (
            config.db.clone(),
            config.clock.clone(),
            config.db_connections,
        );
        let opened =
            tokio::task::spawn_blocking(move || Service::open_with(db, clock, connections))
                .await
                .map_err(|e| DiscordError::Connection(e.to_string()))?;
        match opened {
            Ok(service) => {
                if attempt > 1 {
                    tracing::info!(attempt, "the database is reachable: starting");
                }
                return Ok(Some(service));
            }
            Err(e @ data::Error::Unavailable { .. }) => {
                tracing::warn!(
                    attempt,
                    retry_in_s = wait.as_secs(),
                    error = %e,
                    "the database cannot be reached yet; Sanctum will try again"
                );
                tokio::select! {
                    () = shutdown.as_mut() => return Ok(None),
                    () = tokio::time::sleep(wait) => {}
                }
                wait = (wait * 2).min(OPEN_RETRY_LONGEST);
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// Starts the HTTP listeners that [`Config::http`] and [`Config::metrics_http`] name;
/// they serve until `stop` is cancelled.
async fn listen(
    config: &Config,
    gateway: Arc<Shards>,
    stop: &CancellationToken,
) -> Result<Option<crate::http::Serving>, DiscordError> {
    if config.http.is_none() && config.metrics_http.is_none() {
        return Ok(None);
    }
    let listener = crate::http::Listener::bind(crate::http::Addresses {
        pages: config.http,
        operations: config.metrics_http,
    })
    .await?;
    let at = listener.local_addresses();
    if let Some(addr) = at.pages {
        tracing::info!(%addr, "serving the web pages over HTTP");
    }
    if let Some(addr) = at.operations {
        tracing::info!(%addr, "serving /healthz, /readyz and /metrics over HTTP");
    }
    Ok(Some(listener.serve(
        gateway,
        config.web.clone(),
        stop.clone(),
    )))
}

/// Prepares the board pictures before Discord connects (a fraction of a second), so
/// the first pictures after a start wait for nothing: after a restart under load, the
/// interactions Discord kept arrive at once, and a burst of pictures would otherwise
/// wait together behind the learning, which the burst itself slows down.
async fn warm_pictures(service: &Arc<Service>) {
    let warming = service.clone();
    if let Err(e) = tokio::task::spawn_blocking(move || warming.warm_pictures()).await {
        tracing::warn!(error = %e, "could not prepare the board pictures ahead");
    }
}

/// [`run`] as a task of the current runtime: how the binary and the tests start the
/// bot. A plain function, so the whole adapter's async code is compiled once, here,
/// rather than again in every program that would await it.
pub fn spawn(
    config: Config,
    shutdown: Pin<Box<dyn Future<Output = ()> + Send>>,
) -> tokio::task::JoinHandle<Result<(), DiscordError>> {
    tokio::spawn(run(config, shutdown))
}

/// Connects to Discord and serves interactions until `shutdown` completes or the
/// connection fails for good. On shutdown the shards close first (no new
/// interactions), then interactions being answered and a round of deadline posts
/// finish, then the database closes. With [`Config::metrics_http`] set, health,
/// readiness and metrics are served from before the database opens to the end (readiness
/// says 503 until the database is open and every shard connected).
async fn run(
    config: Config,
    mut shutdown: Pin<Box<dyn Future<Output = ()> + Send>>,
) -> Result<(), DiscordError> {
    let shards = Arc::new(Shards::new(config.shards));
    let stop_listening = CancellationToken::new();
    // However `run` ends, the listener stops with it.
    let _listening_ends = stop_listening.clone().drop_guard();
    let listening = listen(&config, shards.clone(), &stop_listening).await?;
    let Some(service) = open_service(&config, &mut shutdown).await? else {
        tracing::info!("shut down before the database could be reached");
        return Ok(());
    };
    let service = Arc::new(service);
    if let Some(listening) = &listening {
        listening.opened(service.clone());
    }
    warm_pictures(&service).await;
    let in_flight = TaskTracker::new();

    let http = rest_client(&config);
    let command_ids = Arc::new(CommandIds::with_pages(config.web.clone()));
    let outbox = Outbox::new(service.clone(), command_ids.clone(), config.retry);
    let data = Arc::new(Data {
        service: service.clone(),
        commands: command_ids.clone(),
        outbox: outbox.clone(),
        defer_after: config.defer_after,
        in_flight: in_flight.clone(),
        service_slots: tokio::sync::Semaphore::new(super::SERVICE_SLOTS),
        chores: super::chores::Chores::new(in_flight.clone()),
    });
    let data_for_pages = data.clone();
    let handler = Handler {
        data,
        dev_guild: config.dev_guild,
        activity: super::activity::served(&config),
        registered: tokio::sync::Mutex::new(false),
        shards: shards.clone(),
    };
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .event_handler(handler)
        .await
        .map_err(classify)?;
    shards.watch(client.shard_manager.clone());
    if let Some(listening) = &listening {
        listening.carry_with(Arc::new(super::courier::WebNews {
            http: client.http.clone(),
            data: data_for_pages,
        }));
    }
    // Posts held by this process before a restart, or by any other, are tried from here.
    outbox.start(client.http.clone());
    let mut thinker = start_thinking(&service, &outbox, &client.http)
        .await
        .map_err(|e| DiscordError::Connection(e.to_string()))?;
    if config.mine_puzzles {
        thinker = thinker.with_miner();
    }
    let stop_deadlines = CancellationToken::new();
    let deadlines = tokio::spawn(scheduler::run(
        service.clone(),
        outbox.clone(),
        client.http.clone(),
        config.tick_every,
        config.rounds.clone(),
        stop_deadlines.clone(),
    ));
    let shards = client.shard_manager.clone();
    let stopper = tokio::spawn(async move {
        shutdown.await;
        tracing::info!("shutting down: closing the gateway connections");
        shards.shutdown_all().await;
    });
    let result = match config.shards {
        // serenity's range end is the last shard itself.
        Some(s) => client.start_shard_range(s.first..s.last, s.total).await,
        None => client.start_autosharded().await,
    }
    .map_err(classify);
    stopper.abort();
    stop_deadlines.cancel();
    // Searches stop at once; their games are picked up again at the next start.
    if tokio::task::spawn_blocking(move || thinker.stop())
        .await
        .is_err()
    {
        tracing::warn!("the engine threads did not stop cleanly");
    }
    in_flight.close();
    let drained = tokio::time::timeout(DRAIN, async {
        in_flight.wait().await;
        let _ = deadlines.await;
    })
    .await;
    if drained.is_err() {
        tracing::warn!("shutdown did not wait longer for unfinished answers");
    }
    outbox.close().await;
    stop_listening.cancel();
    if let Some(listening) = listening
        && !listening.stopped(DRAIN).await
    {
        tracing::warn!("the HTTP listener did not stop in time");
    }
    tracing::info!("stopped");
    result
}

/// Discord's REST client, through the configured proxy if there is one.
fn rest_client(config: &Config) -> serenity::all::Http {
    let mut http = HttpBuilder::new(&config.token);
    if let Some(base) = &config.api_base {
        // serenity's own ratelimiter ignores the proxy and would call discord.com;
        // a proxy in front of Discord is where the limits are handled.
        http = http
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    http.build()
}

/// Tells the service who the bot is: challenging that user plays the engine.
async fn learn_own_user(
    service: &Arc<Service>,
    me: &serenity::all::CurrentUser,
) -> Result<(), Error> {
    let (svc, user, name) = (
        service.clone(),
        data::UserId(me.id.get()),
        me.display_name().to_owned(),
    );
    tokio::task::spawn_blocking(move || svc.set_own_user(user, &name)).await?;
    Ok(())
}

/// Starts Sanctum's engine threads; each move they play is posted like deadline news,
/// into its game's channel (and the player's direct messages, if they chose so). Starting reads the games waiting for Sanctum from the
/// database, so it runs off the async threads (the `postgres` client blocks).
async fn start_thinking(
    service: &Arc<Service>,
    outbox: &Arc<Outbox>,
    http: &Arc<Http>,
) -> Result<Thinker, tokio::task::JoinError> {
    let runtime = tokio::runtime::Handle::current();
    let (svc, outbox, http) = (service.clone(), outbox.clone(), http.clone());
    let deliver = move |response: Response| {
        let (svc, outbox, http) = (svc.clone(), outbox.clone(), http.clone());
        runtime.spawn(async move {
            for reply in &response.replies {
                // A loss is logged by the outbox.
                let _ = outbox.deliver(&http, reply.clone(), Kind::EngineMove).await;
            }
            post::close(&http, &svc, &response.closed, None).await;
        });
    };
    let service = service.clone();
    tokio::task::spawn_blocking(move || {
        Thinker::start(service, Thinker::threads_for_this_machine(), deliver)
    })
    .await
}

/// A start-up failure as one clear reason.
#[allow(
    clippy::needless_pass_by_value,
    reason = "used as `map_err(classify)`, which passes the error by value"
)]
fn classify(e: serenity::Error) -> DiscordError {
    use serenity::all::{GatewayError, HttpError};
    match &e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r))
            if r.status_code.as_u16() == 401 =>
        {
            DiscordError::BadToken
        }
        serenity::Error::Gateway(GatewayError::InvalidAuthentication) => DiscordError::BadToken,
        _ => DiscordError::Connection(e.to_string()),
    }
}

/// Sanctum's answers to Discord's events: the commands registered once connected,
/// then every interaction handed to its adapter module.
struct Handler {
    data: Arc<Data>,
    dev_guild: Option<u64>,
    /// Whether the Activity is served: its entry point is registered with the commands.
    activity: bool,
    /// Whether the commands are registered (the first shard to connect does it).
    registered: tokio::sync::Mutex<bool>,
    /// The shards' connections, for readiness.
    shards: Arc<Shards>,
}

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
        if let Some(shard) = ready.shard {
            self.shards.learn_total(shard.total);
        }
        let mut registered = self.registered.lock().await;
        if *registered {
            return;
        }
        match self.register(&ctx, &ready).await {
            Ok(count) => {
                *registered = true;
                tracing::info!(count, "commands registered");
            }
            // The next shard to connect (or this one's next session) tries again.
            Err(e) => tracing::error!(error = %e, "start-up failed (command registration)"),
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match interaction {
            Interaction::Command(command) if super::activity::is_entry_point(&command) => {
                super::activity::launch(&ctx.http, &command).await;
            }
            Interaction::Command(command) => {
                commands::run(ctx.http.clone(), self.data.clone(), command).await;
            }
            Interaction::Autocomplete(typing) => {
                autocomplete::answer(&ctx.http, &self.data, &typing).await;
            }
            Interaction::Component(press) => {
                buttons::pressed(&ctx.http, &self.data, &press).await;
            }
            _ => {}
        }
    }

    async fn ratelimit(&self, info: RatelimitInfo) {
        failures::held_back(&info);
    }
}

impl Handler {
    /// Learns who Sanctum is, registers the catalogue's commands (in the development
    /// server if one is named, else globally) and remembers their ids for mentions.
    async fn register(&self, ctx: &Context, ready: &Ready) -> Result<usize, Error> {
        learn_own_user(&self.data.service, &ready.user).await?;
        let mut builders = commands::registration();
        // An entry point can only be global: with the commands when they are global.
        if self.activity && self.dev_guild.is_none() {
            builders.push(super::activity::entry_point());
        }
        let registered = match self.dev_guild {
            Some(g) => GuildId::new(g)
                .set_commands(ctx, builders)
                .await
                .observed()?,
            None => serenity::all::Command::set_global_commands(ctx, builders)
                .await
                .observed()?,
        };
        if self.activity && self.dev_guild.is_some() {
            super::activity::register_alone(ctx).await;
        }
        self.data.commands.set(
            registered
                .iter()
                .filter_map(|c| Some((CommandName::from_id(&c.name)?, c.id.get())))
                .collect(),
        );
        Ok(registered.len())
    }
}
