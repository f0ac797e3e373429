//! The Activity's door on Discord: the application's primary entry point command
//! (registered beside the slash commands when the Activity is served), which opens the
//! Activity in the channel it is used in, answered with Discord's launch response. An
//! entry point is always global: when the commands are a development server's, it is
//! created globally on its own.
//! The Activity itself is served by the web face ([`crate::http::web::Activity`]).

use serenity::all::{
    Command, CommandInteraction, CommandType, CreateCommand, CreateInteractionResponse,
    EntryPointHandlerType, Http, InstallationContext, InteractionContext,
};

/// The entry point's name, as Discord's own default one is called.
pub const ENTRY_POINT: &str = "launch";

/// The primary entry point command: handled by the bot (it answers with the launch),
/// for servers and for people who installed Sanctum for themselves, in servers, direct
/// messages and group chats alike.
pub fn entry_point() -> CreateCommand {
    CreateCommand::new(ENTRY_POINT)
        .kind(CommandType::PrimaryEntryPoint)
        .description("Open Sanctum's board inside Discord and play your games here")
        .handler(EntryPointHandlerType::AppHandler)
        .integration_types(vec![InstallationContext::Guild, InstallationContext::User])
        .contexts(vec![
            InteractionContext::Guild,
            InteractionContext::BotDm,
            InteractionContext::PrivateChannel,
        ])
}

/// Whether the Activity is served: the pages are on with the application's `OAuth2`
/// client known.
pub fn served(config: &super::config::Config) -> bool {
    config.http.is_some()
        && config
            .web
            .as_ref()
            .is_some_and(crate::http::web::Web::activity_on)
}

/// Creates (or updates) the entry point alone among the global commands, leaving
/// the others as they are: for a bot whose commands are a development server's.
pub async fn register_alone(http: impl serenity::http::CacheHttp) {
    if let Err(e) = Command::create_global_command(http, entry_point()).await {
        tracing::warn!(error = %e, "could not register the Activity's entry point");
    }
}

/// Whether `command` is the entry point being used.
pub fn is_entry_point(command: &CommandInteraction) -> bool {
    command.data.kind == CommandType::PrimaryEntryPoint
}

/// Opens the Activity where `command` was used: Discord's launch response.
pub async fn launch(http: &Http, command: &CommandInteraction) {
    if let Err(e) = command
        .create_response(http, CreateInteractionResponse::LaunchActivity)
        .await
    {
        tracing::warn!(error = %e, "could not open the Activity");
    }
}
