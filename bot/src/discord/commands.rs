//! The slash commands, derived from the service's catalogue: what Discord is told
//! at registration, and each interaction's options read back into an
//! [`Invocation`] for [`service::parse`]. Nothing here lists the commands.

use super::answer::{Asked, answer};
use super::{Data, sorry, translate};
use data::InteractionId;
use serenity::all::{
    CommandDataOptionValue, CommandInteraction, CommandOptionType, CreateCommand,
    CreateCommandOption, Http, InstallationContext, InteractionContext, Permissions,
};
use service::metrics::Ended;
use service::{CommandName, Invocation, Lang, OptionKind, OptionSpec, Request, Value};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Every command of the catalogue as Discord registers it: names, descriptions,
/// option types, choices (a choice's value is its index in the catalogue's list),
/// ranges, lengths and which options suggest values as they are typed. A server's
/// own commands (its settings, tournaments, matches, teams) are for servers that
/// installed Sanctum; the rest also for people who installed it for themselves, in
/// direct messages and group chats. The Manage Server commands are hidden from other
/// members.
pub fn registration() -> Vec<CreateCommand> {
    CommandName::ALL
        .into_iter()
        .map(|name| {
            let spec = name.spec();
            let (installs, contexts) = if spec.servers_only {
                (
                    vec![InstallationContext::Guild],
                    vec![InteractionContext::Guild],
                )
            } else {
                (
                    vec![InstallationContext::Guild, InstallationContext::User],
                    vec![
                        InteractionContext::Guild,
                        InteractionContext::BotDm,
                        InteractionContext::PrivateChannel,
                    ],
                )
            };
            let mut command = CreateCommand::new(name.id())
                .description(spec.description_in(Lang::En))
                .integration_types(installs)
                .contexts(contexts);
            for (locale, lang) in locales() {
                command = command
                    .name_localized(
                        locale,
                        name.name_in(lang).unwrap_or_else(|| name.id().to_owned()),
                    )
                    .description_localized(locale, spec.description_in(lang));
            }
            if spec.manage_server {
                command = command.default_member_permissions(Permissions::MANAGE_GUILD);
            }
            spec.options
                .iter()
                .fold(command, |c, o| c.add_option(option(o)))
        })
        .collect()
}

/// Each Discord locale Sanctum speaks other than its default English, with its language.
fn locales() -> impl Iterator<Item = (&'static str, Lang)> {
    Lang::ALL
        .into_iter()
        .filter(|l| *l != Lang::En)
        .flat_map(|lang| lang.discord_locales().iter().map(move |code| (*code, lang)))
}

/// One option as Discord registers it.
fn option(spec: &OptionSpec) -> CreateCommandOption {
    let kind = match spec.kind {
        OptionKind::User => CommandOptionType::User,
        OptionKind::Role => CommandOptionType::Role,
        OptionKind::Channel => CommandOptionType::Channel,
        OptionKind::Bool { .. } | OptionKind::Flag => CommandOptionType::Boolean,
        OptionKind::Move
        | OptionKind::Answer
        | OptionKind::Game
        | OptionKind::Command
        | OptionKind::Line => CommandOptionType::String,
        OptionKind::Variant
        | OptionKind::Color
        | OptionKind::Days
        | OptionKind::Orientation
        | OptionKind::Theme
        | OptionKind::PuzzleTheme
        | OptionKind::TournamentAction
        | OptionKind::TournamentFormat
        | OptionKind::Scope
        | OptionKind::Language
        | OptionKind::Page
        | OptionKind::Level
        | OptionKind::Count { .. } => CommandOptionType::Integer,
    };
    let mut option = CreateCommandOption::new(kind, spec.name, spec.description_in(Lang::En))
        .required(spec.required);
    for (locale, lang) in locales() {
        option = option
            .name_localized(
                locale,
                spec.name_in(lang).unwrap_or_else(|| spec.name.to_owned()),
            )
            .description_localized(locale, spec.description_in(lang));
    }
    for (index, choice) in (0..).zip(spec.kind.choices()) {
        option = option.add_int_choice_localized(
            choice.label_in(Lang::En),
            index,
            locales().map(|(locale, lang)| (locale, choice.label_in(lang))),
        );
    }
    if let Some((min, max)) = spec.kind.range() {
        // Ranges are small and never negative.
        option = option
            .min_int_value(min.unsigned_abs())
            .max_int_value(max.unsigned_abs());
    }
    if let Some(length) = spec.kind.max_length() {
        option = option.max_length(length);
    }
    if spec.kind.suggest().is_some() {
        option = option.set_autocomplete(true);
    }
    option
}

/// What Discord sent, as the service reads it: users resolved (with whether they are
/// members of this server; outside servers, anyone Discord resolved may be named),
/// menus' answers as their index.
pub fn invocation(interaction: &CommandInteraction, in_server: bool) -> Invocation {
    let resolved = &interaction.data.resolved;
    let options = interaction
        .data
        .options
        .iter()
        .map(|o| {
            let value = match &o.value {
                CommandDataOptionValue::String(s) => Value::Text(s.clone()),
                CommandDataOptionValue::Integer(n) => Value::Integer(*n),
                CommandDataOptionValue::Boolean(b) => Value::Bool(*b),
                CommandDataOptionValue::User(id) => match resolved.users.get(id) {
                    Some(user) => {
                        let member = !in_server || resolved.members.contains_key(id);
                        Value::User(translate::mention(user, member))
                    }
                    None => Value::Text(id.to_string()),
                },
                CommandDataOptionValue::Role(id) => Value::Role(data::RoleId(id.get())),
                CommandDataOptionValue::Channel(id) => Value::Channel(data::ChannelId(id.get())),
                other => Value::Text(format!("{other:?}")),
            };
            (o.name.clone(), value)
        })
        .collect();
    Invocation {
        command: interaction.data.name.clone(),
        options,
    }
}

/// Answers one slash command. It runs as a task of its own, so that should anything
/// in it panic, the player still gets a private apology. Counted in the metrics with
/// how it ended and how long it took.
pub async fn run(http: Arc<Http>, data: Arc<Data>, interaction: CommandInteraction) {
    let started = Instant::now();
    let kind = service::metrics::command_kind(&interaction.data.name);
    let responded = Arc::new(AtomicBool::new(false));
    let task = tokio::spawn({
        let (http, data, interaction, responded) = (
            http.clone(),
            data.clone(),
            interaction.clone(),
            responded.clone(),
        );
        async move { command(&http, &data, &interaction, &responded).await }
    });
    match task.await {
        Ok(Ok(ended)) => {
            service::metrics::interaction(kind, ended, started.elapsed());
            return;
        }
        Ok(Err(e)) => {
            tracing::error!(command = %interaction.data.name, error = %e, "command failed");
        }
        Err(e) => {
            tracing::error!(command = %interaction.data.name, error = %e, "command panicked");
        }
    }
    let asked = Asked::Command(&interaction, &responded);
    if let Err(e) = asked.say_privately(&http, &data, sorry()).await {
        tracing::warn!(error = %e, "could not answer a command that failed");
    }
    service::metrics::interaction(kind, Ended::Failed, started.elapsed());
}

async fn command(
    http: &Arc<Http>,
    data: &Data,
    interaction: &CommandInteraction,
    responded: &AtomicBool,
) -> anyhow::Result<Ended> {
    let asked = Asked::Command(interaction, responded);
    let place = translate::place(
        interaction.guild_id,
        interaction.channel_id,
        &interaction.authorizing_integration_owners,
    );
    let command = match service::parse(&invocation(interaction, place.in_server())) {
        Ok(command) => command,
        Err(unreadable) => {
            tracing::info!(command = %interaction.data.name, reason = %unreadable, "unreadable command");
            let text = data.commands.render(&unreadable.user_text());
            asked.tell_privately(http, &text).await?;
            return Ok(Ended::Unreadable);
        }
    };
    let request = Request {
        actor: translate::actor(
            &interaction.user,
            interaction.member.as_deref(),
            &interaction.locale,
        ),
        place,
        command,
        interaction: Some(InteractionId(interaction.id.get())),
    };
    answer(http, data, &asked, request).await
}
