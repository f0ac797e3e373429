//! Rematches: under a finished game, either player asks the other to play again with
//! the colours swapped and everything else the same. The request is a challenge like
//! any other (Accept / Decline, and it lapses the same way).

use super::command::{Action, Actor, Place};
use super::context::Ctx;
use super::error::{Refusal, Result};
use super::policy::CHALLENGE_LIFETIME;
use super::reply::{Button, ButtonStyle, Response};
use data::{ColorWish, GameId};

impl Ctx<'_> {
    /// The Rematch button: asks the opponent, or accepts the opponent's own request.
    pub fn rematch(&self, actor: &Actor, place: Place, game: GameId) -> Result<Response> {
        let old = self.store.game(game)?;
        let color = Self::color_in(&old, actor.user)?;
        if old.is_active() {
            return Err(Refusal::GameNotOver.into());
        }
        if let Some(game) = self.store.accepted_rematch(game)?.and_then(|c| c.game) {
            return Err(Refusal::AlreadyRematched { game }.into());
        }
        let opponent = old.player(!color);
        // Both pressed Rematch: the second press accepts the first.
        if let Some(c) = self.store.pending_rematch(game)?
            && c.challenged == Some(actor.user)
        {
            return self.accept(actor, place, Some(c.id));
        }
        // The new game is set up where the old one was (before it got a thread).
        let channel = self
            .store
            .challenge_of_game(game)?
            .map_or(old.channel, |c| c.channel);
        if self.store.active_game_in_channel(channel)?.is_some() {
            return Err(Refusal::ChannelBusy.into());
        }
        let swapped = if color == rules::Color::White {
            ColorWish::Black
        } else {
            ColorWish::White
        };
        let challenge = self.store.create_challenge(&data::NewChallenge {
            guild: old.guild,
            channel,
            challenger: actor.user,
            challenged: Some(opponent),
            variant: old.variant,
            color: swapped,
            days_per_move: old.days_per_move,
            rated: old.rated,
            created_at: self.now,
            expires_at: self.now + CHALLENGE_LIFETIME,
            rematch_of: Some(game),
        })?;
        tracing::info!(challenge = %challenge.id, %game, "rematch asked");
        Ok(Response::one(super::challenge::challenge_post(
            &challenge,
            &actor.name,
        )))
    }
}

/// The Rematch button for under a finished game.
pub(super) fn rematch_button(game: GameId) -> Button {
    Button::new(Action::Rematch(game), ButtonStyle::Secondary)
}
