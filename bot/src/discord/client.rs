//! Building the serenity client and running it until shutdown.

use super::markdown::CommandIds;
use super::{Config, Data, DiscordError, Error, SORRY, buttons, commands, post, scheduler};
use serenity::all::{
    ClientBuilder, CreateInteractionResponse, CreateInteractionResponseMessage, FullEvent,
    GatewayIntents, GuildId, Http, HttpBuilder, Interaction,
};
use service::{CommandName, Response, Service, Thinker};
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

/// The longest shutdown waits for interactions being answered and deadline news
/// being posted.
const DRAIN: Duration = Duration::from_secs(20);

/// Connects to Discord and serves interactions until `shutdown` completes or the
/// connection fails for good. On shutdown the shards close first (no new
/// interactions), then interactions being answered and a round of deadline posts
/// finish, then the database closes.
pub async fn run(
    config: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), DiscordError> {
    let (db, clock) = (config.db.clone(), config.clock.clone());
    let service = tokio::task::spawn_blocking(move || Service::open(db, clock))
        .await
        .map_err(|e| DiscordError::Connection(e.to_string()))??;
    let service = Arc::new(service);
    let in_flight = TaskTracker::new();

    let mut http = HttpBuilder::new(&config.token);
    if let Some(base) = &config.api_base {
        // serenity's own ratelimiter ignores the proxy and would call discord.com;
        // a proxy in front of Discord is where the limits are handled.
        http = http
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let http = http.build();

    let dev_guild = config.dev_guild;
    let own = service.clone();
    let command_ids = Arc::new(CommandIds::default());
    let ids = command_ids.clone();
    let data = Data {
        service: service.clone(),
        commands: command_ids.clone(),
        defer_after: config.defer_after,
        in_flight: in_flight.clone(),
        service_slots: tokio::sync::Semaphore::new(super::SERVICE_SLOTS),
    };
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            on_error: |error| Box::pin(on_error(error)),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                learn_own_user(&own, &ready.user).await?;
                let commands = &framework.options().commands;
                let builders = poise::builtins::create_application_commands(commands);
                let registered = match dev_guild {
                    Some(g) => GuildId::new(g).set_commands(ctx, builders).await?,
                    None => serenity::all::Command::set_global_commands(ctx, builders).await?,
                };
                ids.set(
                    registered
                        .iter()
                        .filter_map(|c| Some((CommandName::from_id(&c.name)?, c.id.get())))
                        .collect(),
                );
                tracing::info!(count = registered.len(), "commands registered");
                Ok(data)
            })
        })
        .build();

    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .framework(framework)
        .await
        .map_err(classify)?;
    let thinker = start_thinking(&service, &command_ids, &client.http)
        .await
        .map_err(|e| DiscordError::Connection(e.to_string()))?;
    let stop_deadlines = CancellationToken::new();
    let deadlines = tokio::spawn(scheduler::run(
        service.clone(),
        command_ids,
        client.http.clone(),
        config.tick_every,
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
    tracing::info!("stopped");
    result
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
    ids: &Arc<CommandIds>,
    http: &Arc<Http>,
) -> Result<Thinker, tokio::task::JoinError> {
    let runtime = tokio::runtime::Handle::current();
    let (svc, ids, http) = (service.clone(), ids.clone(), http.clone());
    let deliver = move |response: Response| {
        let (svc, ids, http) = (svc.clone(), ids.clone(), http.clone());
        runtime.spawn(async move {
            for reply in &response.replies {
                if let Err(e) = post::deliver_elsewhere(&http, &svc, &ids, reply).await {
                    tracing::warn!(error = %e, channel = ?reply.channel, "could not post Sanctum's move");
                }
            }
            post::close(&http, &svc, &response, None).await;
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

/// Events poise does not handle itself: button presses.
async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    if let FullEvent::InteractionCreate {
        interaction: Interaction::Component(press),
    } = event
    {
        buttons::pressed(&framework.serenity_context.http, framework.user_data, press).await;
    }
    Ok(())
}

/// Logs failures and answers every interaction poise could not run, privately: a
/// failed command gets an apology, options Discord should never have sent (a value
/// outside its choices, a missing option, a command Sanctum no longer has) get a
/// plain explanation. None of these is left to time out in the player's client.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    use poise::FrameworkError as E;
    let (ctx, reply) = match error {
        E::Setup { error, .. } => {
            tracing::error!(error = %error, "start-up failed (command registration)");
            return;
        }
        E::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().name, error = %error, "command failed");
            (ctx, SORRY.to_owned())
        }
        E::CommandPanic { ctx, .. } => {
            tracing::error!(command = %ctx.command().name, "command panicked");
            (ctx, SORRY.to_owned())
        }
        E::ArgumentParse {
            ctx, input, error, ..
        } => {
            tracing::info!(command = %ctx.command().name, ?input, %error, "unreadable option");
            let what = input.map_or_else(String::new, |i| format!(" `{}`", shorten(&i)));
            (
                ctx,
                format!("I couldn't read the option{what}. `/help` lists each command's options."),
            )
        }
        E::CommandStructureMismatch {
            ctx, description, ..
        } => {
            let ctx = poise::Context::Application(ctx);
            tracing::info!(command = %ctx.command().name, description, "options do not match the command");
            (
                ctx,
                "Those options don't match this command (Discord may be showing an older version of it). Try again in a minute, or see `/help`.".to_owned(),
            )
        }
        E::GuildOnly { ctx, .. } => (
            ctx,
            "Sanctum games are played in servers: use this command in a server channel.".to_owned(),
        ),
        E::UnknownInteraction {
            framework,
            interaction,
            ..
        } => {
            tracing::info!(command = %interaction.data.name, "a command Sanctum does not have");
            let message = CreateInteractionResponseMessage::new()
                .content("I don't have that command (any more). `/help` lists the ones I have.")
                .ephemeral(true);
            let answer = CreateInteractionResponse::Message(message);
            if let Err(e) = interaction
                .create_response(&framework.serenity_context.http, answer)
                .await
            {
                tracing::warn!(error = %e, "could not answer an unknown command");
            }
            return;
        }
        E::EventHandler { error, .. } => {
            tracing::error!(error = %error, "button press failed");
            return;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!(error = %e, "error handler failed");
            }
            return;
        }
    };
    let reply = poise::CreateReply::default().content(reply).ephemeral(true);
    if let Err(e) = ctx.send(reply).await {
        tracing::warn!(error = %e, "could not answer a command that failed");
    }
}

/// At most 100 characters of what someone typed, for quoting it back.
fn shorten(text: &str) -> String {
    let mut short: String = text.chars().take(100).filter(|c| *c != '`').collect();
    if text.chars().count() > 100 {
        short.push('…');
    }
    short
}
