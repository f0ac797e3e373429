//! The slash commands, one module per family. Each builds a service
//! [`Command`] from its options and hands it to [`run`]; poise turns the doc comments
//! into the descriptions Discord shows.

mod games;
mod info;
mod play;
mod preferences;
mod settings;
mod vacation;

use super::answer::{Asked, answer};
use super::{Context, Data, Error, translate};
use data::InteractionId;
use serenity::all::{CommandOptionType, CreateCommandOption};
use service::catalogue::{
    MAX_BANK_FACTOR, MAX_GAME_LENGTH, MAX_LEVEL, MAX_MOVE_LENGTH, MAX_PAGE, MAX_VACATION_DAYS,
    MIN_LEVEL,
};
use service::conditional::MAX_LINE_LENGTH;
use service::{Command, CommandName, OptionKind, Request};

/// Every command, described and limited by the service's catalogue.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        games::challenge(),
        play::play_move(),
        play::board(),
        games::games(),
        play::resign(),
        play::draw(),
        play::abort(),
        play::takeback(),
        play::more_time(),
        play::conditional(),
        info::pgn(),
        info::history(),
        info::rules(),
        info::leaderboard(),
        info::stats(),
        info::review(),
        preferences::preferences(),
        preferences::notify(),
        info::help(),
        settings::settings(),
        vacation::vacation(),
    ];
    for command in &mut commands {
        describe(command);
    }
    commands
}

/// Gives a command the catalogue's description, its options' descriptions and
/// limits. Anything the catalogue does not know is logged (a test keeps the two equal).
fn describe(command: &mut poise::Command<Data, Error>) {
    let Some(spec) = CommandName::from_id(&command.name).map(CommandName::spec) else {
        tracing::error!(command = %command.name, "a registered command is missing from the catalogue");
        return;
    };
    command.description = Some(spec.description.into());
    for parameter in &mut command.parameters {
        let Some(option) = spec.option(&parameter.name) else {
            tracing::error!(command = %command.name, option = %parameter.name, "an option is missing from the catalogue");
            continue;
        };
        parameter.description = Some(option.description.into());
        match option.kind {
            OptionKind::Move => parameter.type_setter = Some(move_option),
            OptionKind::Page => parameter.type_setter = Some(page_option),
            OptionKind::Game => parameter.type_setter = Some(game_option),
            OptionKind::Level => parameter.type_setter = Some(level_option),
            OptionKind::Count { min, max } => match count_setter(min, max) {
                Some(setter) => parameter.type_setter = Some(setter),
                None => {
                    tracing::error!(command = %command.name, option = %parameter.name, "a number option without its limits");
                }
            },
            OptionKind::Line => parameter.type_setter = Some(line_option),
            _ => {}
        }
    }
}

/// A move: text, as long as the catalogue allows.
fn move_option(option: CreateCommandOption) -> CreateCommandOption {
    option
        .kind(CommandOptionType::String)
        .max_length(MAX_MOVE_LENGTH)
}

/// A conditional line: text, as long as the service reads.
fn line_option(option: CreateCommandOption) -> CreateCommandOption {
    option
        .kind(CommandOptionType::String)
        .max_length(MAX_LINE_LENGTH)
}

/// Sanctum's level: the catalogue's weakest to full strength (the service checks
/// again: a raw interaction can carry any number).
fn level_option(option: CreateCommandOption) -> CreateCommandOption {
    option
        .kind(CommandOptionType::Integer)
        .min_int_value(u64::from(MIN_LEVEL))
        .max_int_value(u64::from(MAX_LEVEL))
}

/// The limits of a number option, for the ranges the catalogue uses (Discord's
/// builder takes a plain function, so each range is its own instance).
fn count_setter(min: u16, max: u16) -> Option<fn(CreateCommandOption) -> CreateCommandOption> {
    match (min, max) {
        (0, MAX_BANK_FACTOR) => Some(count_option::<0, MAX_BANK_FACTOR>),
        (1, MAX_VACATION_DAYS) => Some(count_option::<1, MAX_VACATION_DAYS>),
        _ => None,
    }
}

/// A whole number from `MIN` to `MAX` (the service checks again: a raw interaction can
/// carry any number).
fn count_option<const MIN: u16, const MAX: u16>(
    option: CreateCommandOption,
) -> CreateCommandOption {
    option
        .kind(CommandOptionType::Integer)
        .min_int_value(u64::from(MIN))
        .max_int_value(u64::from(MAX))
}

/// A game's number, typed as text (so whatever is typed reaches the service, which
/// explains what a game number is) with the server's games suggested.
fn game_option(option: CreateCommandOption) -> CreateCommandOption {
    option
        .kind(CommandOptionType::String)
        .max_length(MAX_GAME_LENGTH)
}

/// A page: 1 to the catalogue's last page.
fn page_option(option: CreateCommandOption) -> CreateCommandOption {
    option
        .kind(CommandOptionType::Integer)
        .min_int_value(1)
        .max_int_value(u64::from(MAX_PAGE))
}

/// True if Discord resolved `user` as a member of the server the command came from
/// (a user option can name anyone on Discord, who then could never answer).
fn resolved_member(ctx: Context<'_>, user: &serenity::all::User) -> bool {
    match ctx {
        poise::Context::Application(app) => {
            app.interaction.data.resolved.members.contains_key(&user.id)
        }
        poise::Context::Prefix(_) => false,
    }
}

/// Runs a command through the service and answers with its response.
async fn run(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        // Sanctum registers slash commands only.
        return Ok(());
    };
    let Some(place) = translate::place(ctx.guild_id(), ctx.channel_id()) else {
        ctx.send(
            poise::CreateReply::default()
                .content(
                    "Sanctum games are played in servers: use this command in a server channel.",
                )
                .ephemeral(true),
        )
        .await?;
        return Ok(());
    };
    let request = Request {
        actor: translate::actor(ctx.author(), app.interaction.member.as_deref()),
        place,
        command,
        interaction: Some(InteractionId(app.interaction.id.get())),
    };
    let asked = Asked::Command(app.interaction, app.has_sent_initial_response);
    answer(ctx.http(), ctx.data(), &asked, request).await
}
