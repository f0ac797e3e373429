//! Challenges: making one, and the challenged player's or challenger's answer.

use super::CHALLENGE_LIFETIME;
use super::catalogue::CommandName;
use super::command::{Action, Actor, Mention, Place};
use super::context::Ctx;
use super::error::{Refusal, Result, ServiceError, Thing};
use super::reply::{Button, ButtonStyle, Reply, Response, ThreadRequest};
use super::text::{CommandRef, Text};
use super::words::{days, rated_word, short_name};
use data::{Challenge, ChallengeId, ColorWish, DaysPerMove, NewChallenge};
use rules::{Color, Variant};
use std::hash::{BuildHasher, RandomState};

impl Ctx<'_> {
    /// `challenge`: checks everything, stores the challenge, and shows it with buttons.
    #[allow(clippy::too_many_arguments)]
    pub fn challenge(
        &self,
        actor: &Actor,
        place: Place,
        opponent: &Mention,
        variant: Variant,
        color: Option<ColorWish>,
        days_per_move: Option<DaysPerMove>,
        rated: Option<bool>,
        level: Option<i64>,
    ) -> Result<Response> {
        if opponent.user == actor.user {
            return Err(Refusal::ChallengeSelf.into());
        }
        if let Some(sanctum) = self.svc.own_user().filter(|me| *me == opponent.user) {
            return self.challenge_engine(
                actor,
                place,
                sanctum,
                variant,
                color,
                days_per_move,
                rated,
                level,
            );
        }
        if level.is_some() {
            return Err(Refusal::LevelForPerson.into());
        }
        if opponent.is_bot {
            return Err(Refusal::ChallengeBot.into());
        }
        if !opponent.member {
            return Err(Refusal::NotAMember {
                user: opponent.user,
            }
            .into());
        }
        let settings = self.store.guild_settings(place.guild)?;
        let days_per_move = days_per_move.map_or(settings.default_days, DaysPerMove::get);
        let rated = rated.unwrap_or(settings.rated_by_default);
        let color = color.unwrap_or(ColorWish::Random);
        if self.store.active_game_in_channel(place.channel)?.is_some() {
            return Err(Refusal::ChannelBusy.into());
        }
        self.remember_name(opponent.user, &opponent.name)?;
        let challenge = self.store.create_challenge(&NewChallenge {
            guild: place.guild,
            channel: place.channel,
            challenger: actor.user,
            challenged: opponent.user,
            variant,
            color,
            days_per_move,
            rated,
            created_at: self.now,
            expires_at: self.now + CHALLENGE_LIFETIME,
        })?;
        tracing::info!(challenge = %challenge.id, variant = %variant, "challenge made");
        let colour_text = match color {
            ColorWish::White => format!("{} plays White", actor.name),
            ColorWish::Black => format!("{} plays Black", actor.name),
            ColorWish::Random => "colours drawn at random".into(),
        };
        let text = Text::new()
            .user(opponent.user)
            .plain(", ")
            .user(actor.user)
            .plain(" challenges you to ")
            .strong(variant.name())
            .plain(format!(
                " — {}, {} per move, {colour_text}.\n",
                rated_word(rated),
                days(days_per_move)
            ))
            .button(Action::AcceptChallenge(challenge.id).label())
            .plain(" or ")
            .button(Action::DeclineChallenge(challenge.id).label())
            .plain("; the challenge expires ")
            .moment(challenge.expires_at)
            .plain(".");
        let reply = Reply::public(text)
            .ping([opponent.user])
            .with_button(Button::new(
                Action::AcceptChallenge(challenge.id),
                ButtonStyle::Primary,
            ))
            .with_button(Button::new(
                Action::DeclineChallenge(challenge.id),
                ButtonStyle::Secondary,
            ))
            .with_button(Button::new(
                Action::CancelChallenge(challenge.id),
                ButtonStyle::Secondary,
            ));
        Ok(Response::one(reply))
    }

    /// Finds the challenge a typed `accept`/`decline`/`cancel` means, or checks a pressed button's.
    fn challenge_for(
        &self,
        actor: &Actor,
        place: Place,
        id: Option<ChallengeId>,
        as_challenger: bool,
    ) -> Result<Challenge> {
        if let Some(id) = id {
            let c = self.store.challenge(id)?;
            if c.guild != place.guild {
                return Err(Refusal::Gone(Thing::Challenge).into());
            }
            if c.challenger != actor.user && c.challenged != actor.user {
                return Err(Refusal::NotYourChallenge.into());
            }
            return Ok(c);
        }
        let open = self.store.pending_challenges_in_channel(place.channel)?;
        let mine = |c: &&Challenge| {
            if as_challenger {
                c.challenger == actor.user
            } else {
                c.challenged == actor.user
            }
        };
        if let Some(c) = open.iter().rev().find(mine) {
            return Ok(c.clone());
        }
        // Explain who may answer instead, when the caller is on the other side of one.
        if let Some(c) = open
            .iter()
            .rev()
            .find(|c| c.challenger == actor.user || c.challenged == actor.user)
        {
            return Err(if as_challenger {
                Refusal::NotChallenger {
                    challenger: c.challenger,
                }
            } else {
                Refusal::NotChallenged {
                    challenged: c.challenged,
                }
            }
            .into());
        }
        Err(Refusal::NoChallenge.into())
    }

    /// `accept`: the challenged player starts the game.
    pub fn accept(&self, actor: &Actor, place: Place, id: Option<ChallengeId>) -> Result<Response> {
        let c = self.challenge_for(actor, place, id, false)?;
        if c.challenged != actor.user {
            return Err(Refusal::NotChallenged {
                challenged: c.challenged,
            }
            .into());
        }
        let challenger_color = match c.color {
            ColorWish::White => Color::White,
            ColorWish::Black => Color::Black,
            ColorWish::Random => {
                if RandomState::new().hash_one(c.id.0) & 1 == 0 {
                    Color::White
                } else {
                    Color::Black
                }
            }
        };
        let accepted = self
            .store
            .accept_challenge(c.id, challenger_color, self.now)?;
        let game = accepted.game;
        tracing::info!(game = %game.id, challenge = %c.id, "challenge accepted");
        let (white, black) = (self.name(game.white), self.name(game.black));
        let pos = rules::Position::from_fen(game.variant, &game.fen)
            .unwrap_or_else(|_| rules::Position::new(game.variant));
        let headline = Text::from(format!("{} accepted! ", actor.name))
            .strong(game.variant.name())
            .plain(format!(
                " — {white} (White) vs {black} (Black), {}, {} per move.",
                rated_word(game.rated),
                days(game.days_per_move),
            ));
        let text = headline
            .clone()
            .line()
            .user(game.white)
            .plain(", you have the first move: ")
            .command(CommandRef::new(CommandName::Move).arg("move", "<your move>"))
            .plain(".");
        let reply = Reply::public(text)
            .ping([game.white])
            .with_board(self.picture(&game, &pos, None, Color::White));
        let settings = self.store.guild_settings(place.guild)?;
        let thread = settings.game_threads.then(|| ThreadRequest {
            game: game.id,
            name: format!("{} · {white} vs {black}", short_name(game.variant)),
            headline,
        });
        Ok(Response {
            replies: vec![reply],
            thread,
            closed_challenge: Some(c.id),
            closed_offer: None,
            duplicate: false,
            engine_to_move: None,
        })
    }

    /// `decline`: the challenged player turns the challenge down; with no challenge
    /// open, declines an open draw or takeback offer instead.
    pub fn decline(
        &self,
        actor: &Actor,
        place: Place,
        id: Option<ChallengeId>,
    ) -> Result<Response> {
        let c = match self.challenge_for(actor, place, id, false) {
            Ok(c) => c,
            Err(e) if id.is_none() => {
                // No challenge to decline: perhaps a draw or takeback offer in this game.
                return match self.decline_offer(actor, place) {
                    Err(ServiceError::Refused(
                        Refusal::NoGame
                        | Refusal::GameElsewhere { .. }
                        | Refusal::GameOver
                        | Refusal::NotAPlayer,
                    )) => Err(e),
                    other => other,
                };
            }
            Err(e) => return Err(e),
        };
        if c.challenged != actor.user {
            return Err(Refusal::NotChallenged {
                challenged: c.challenged,
            }
            .into());
        }
        self.store.decline_challenge(c.id, self.now)?;
        let text = Text::from(format!("{} declined the challenge from ", actor.name))
            .user(c.challenger)
            .plain(".");
        Ok(Response {
            closed_challenge: Some(c.id),
            ..Response::one(Reply::public(text))
        })
    }

    /// `cancel`: the challenger withdraws.
    pub fn cancel(&self, actor: &Actor, place: Place, id: Option<ChallengeId>) -> Result<Response> {
        let c = self.challenge_for(actor, place, id, true)?;
        if c.challenger != actor.user {
            return Err(Refusal::NotChallenger {
                challenger: c.challenger,
            }
            .into());
        }
        self.store.cancel_challenge(c.id, self.now)?;
        let text = format!(
            "{} withdrew the challenge to {}.",
            actor.name,
            self.name(c.challenged)
        );
        Ok(Response {
            closed_challenge: Some(c.id),
            ..Response::one(Reply::public(text))
        })
    }
}
