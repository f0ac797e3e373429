//! Autocomplete: the service's suggestions (legal moves, game numbers) as Discord
//! choices, for whichever option the catalogue says suggests values.

use super::failures::Observed;
use super::limits::MAX_CHOICE_CHARS;
use super::{Data, translate};
use data::UserId;
use serenity::all::{
    AutocompleteChoice, CommandInteraction, CreateAutocompleteResponse, CreateInteractionResponse,
    Http,
};
use service::metrics::Ended;
use service::policy::MAX_SUGGESTIONS;
use service::{CommandName, Place, Service, Suggest};
use std::time::{Duration, Instant};

/// The longest autocomplete waits for a free service slot.
const SLOT_WAIT: Duration = Duration::from_secs(1);

fn fit(s: &str) -> String {
    s.chars().take(MAX_CHOICE_CHARS).collect()
}

/// Answers one autocomplete request with the suggestions for the option being typed.
pub async fn answer(http: &Http, data: &Data, interaction: &CommandInteraction) {
    let started = Instant::now();
    let response = suggestions(data, interaction).await;
    let answer = CreateInteractionResponse::Autocomplete(response);
    let ended = match interaction.create_response(http, answer).await.observed() {
        Ok(()) => Ended::Ok,
        Err(e) => {
            tracing::debug!(error = %e, "could not answer an autocomplete request");
            Ended::Failed
        }
    };
    service::metrics::interaction("autocomplete", ended, started.elapsed());
}

/// What to suggest: nothing for an option that suggests nothing, or when every service slot stays busy for [`SLOT_WAIT`] (autocomplete cannot be
/// deferred, so nothing beats missing Discord's window).
async fn suggestions(data: &Data, interaction: &CommandInteraction) -> CreateAutocompleteResponse {
    let focused = interaction.data.autocomplete();
    let suggest = focused.as_ref().and_then(|f| {
        CommandName::from_id(&interaction.data.name)?
            .spec()
            .option(f.name)?
            .kind
            .suggest()
    });
    let place = translate::place(
        interaction.guild_id,
        interaction.channel_id,
        &interaction.authorizing_integration_owners,
    );
    let (Some(focused), Some(suggest)) = (focused, suggest) else {
        return CreateAutocompleteResponse::new();
    };
    let ask: fn(&Service, UserId, Place, &str) -> Vec<service::Suggestion> = match suggest {
        Suggest::Moves => Service::suggest_moves,
        Suggest::Games => Service::suggest_games,
        Suggest::Answers => Service::suggest_answers,
        Suggest::Commands => Service::suggest_commands,
    };
    let service = data.service.clone();
    let user = UserId(interaction.user.id.get());
    let typed = focused.value.to_owned();
    let slot = tokio::time::timeout(SLOT_WAIT, data.service_slots.acquire()).await;
    let Ok(Ok(_slot)) = slot else {
        return CreateAutocompleteResponse::new();
    };
    let suggestions = tokio::task::spawn_blocking(move || ask(&service, user, place, &typed))
        .await
        .unwrap_or_default();
    let choices = suggestions
        .into_iter()
        .take(MAX_SUGGESTIONS)
        .map(|s| AutocompleteChoice::new(fit(&s.label), fit(&s.value)))
        .collect();
    CreateAutocompleteResponse::new().set_choices(choices)
}
