//! Autocomplete: the service's suggestions (legal moves, game numbers) as Discord choices.

use super::{Context, translate};
use data::UserId;
use serenity::all::{AutocompleteChoice, CreateAutocompleteResponse};
use service::{Place, Service};

/// Discord shows at most this many choices.
const MAX_CHOICES: usize = 25;
/// The longest autocomplete waits for a free service slot.
const SLOT_WAIT: std::time::Duration = std::time::Duration::from_secs(1);
/// Discord's limit on a choice's name and value.
const MAX_CHOICE_CHARS: usize = 100;

fn fit(s: &str) -> String {
    s.chars().take(MAX_CHOICE_CHARS).collect()
}

/// Game numbers for `/board`, `/pgn` and `/review`: the caller's games first, then the
/// server's latest, each with both players' names and how it stands.
pub async fn games(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, partial, Service::suggest_games).await
}

/// Suggestions as Discord's choices, within its limits.
fn choices(suggestions: Vec<service::Suggestion>) -> CreateAutocompleteResponse {
    let choices = suggestions
        .into_iter()
        .take(MAX_CHOICES)
        .map(|s| AutocompleteChoice::new(fit(&s.label), fit(&s.value)))
        .collect();
    CreateAutocompleteResponse::new().set_choices(choices)
}

/// The caller's legal moves here starting with what they typed; none when it is not
/// their turn or they have no game in this channel.
pub async fn moves(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggest(ctx, partial, Service::suggest_moves).await
}

/// What `ask` suggests for what the caller typed here, as Discord's choices.
async fn suggest(
    ctx: Context<'_>,
    partial: &str,
    ask: fn(&Service, UserId, Place, &str) -> Vec<service::Suggestion>,
) -> CreateAutocompleteResponse {
    let Some(place) = translate::place(ctx.guild_id(), ctx.channel_id()) else {
        return CreateAutocompleteResponse::new();
    };
    let service = ctx.data().service.clone();
    let user = UserId(ctx.author().id.get());
    let typed = partial.to_owned();
    // Autocomplete cannot be deferred: with every service slot busy for a second,
    // offer nothing rather than miss Discord's window.
    let slot = tokio::time::timeout(SLOT_WAIT, ctx.data().service_slots.acquire()).await;
    let Ok(Ok(_slot)) = slot else {
        return CreateAutocompleteResponse::new();
    };
    let suggestions = tokio::task::spawn_blocking(move || ask(&service, user, place, &typed))
        .await
        .unwrap_or_default();
    choices(suggestions)
}
