//! One command's surroundings: the service, a database connection and the time.

use super::Service;
use super::command::{Action, Command, Request};
use super::error::{Refusal, Result, Thing};
use super::reply::Response;
use data::{GameStatus, LoadedGame, Store, StoredGame, Timestamp, UserId};

/// What every handler works with.
pub(super) struct Ctx<'a> {
    pub svc: &'a Service,
    pub store: &'a Store,
    pub now: Timestamp,
}

impl Ctx<'_> {
    /// Dispatches one request.
    pub fn handle(&self, req: &Request) -> Result<Response> {
        if !self.admit(req)? {
            return Ok(Response {
                duplicate: true,
                ..Response::default()
            });
        }
        let (actor, place) = (&req.actor, req.place);
        match &req.command {
            Command::Challenge {
                opponent,
                variant,
                color,
                days,
                rated,
                level,
            } => self.challenge(
                actor,
                place,
                opponent.as_ref(),
                *variant,
                *color,
                *days,
                *rated,
                *level,
            ),
            Command::Accept => self.accept(actor, place, None),
            Command::Decline => self.decline(actor, place, None),
            Command::Cancel => self.cancel(actor, place, None),
            Command::Move { text, expected_ply } => self.play(actor, place, text, *expected_ply),
            Command::Board { game } => self.board(actor, place, game.as_deref()),
            Command::Games { page } => self.games(actor, place, *page),
            Command::History {
                user,
                variant,
                page,
            } => self.history(actor, place, user.as_ref(), *variant, *page),
            Command::Resign => self.ask_resign(actor, place),
            Command::Draw => self.draw(actor, place),
            Command::Abort => self.abort(actor, place),
            Command::Takeback => self.takeback(actor, place),
            Command::MoreTime => self.more_time(actor, place),
            Command::Conditional { line, clear, game } => {
                self.conditional(actor, place, line.as_deref(), *clear, game.as_deref())
            }
            Command::Pgn { game } => self.pgn(place, game.as_deref()),
            Command::Rules { variant } => Ok(self.rules(*variant)),
            Command::Leaderboard { variant, page } => self.leaderboard(place, *variant, *page),
            Command::Stats { user } => self.stats(actor, place, user.as_ref()),
            Command::Help => Ok(Response::one(super::reply::Reply::private(
                super::help::help_text(),
            ))),
            Command::Settings {
                days,
                rated,
                threads,
                seek_variant,
                seek_role,
                bank,
            } => self.settings(
                actor,
                place,
                super::settings::Change {
                    days: *days,
                    rated: *rated,
                    threads: *threads,
                    seek_variant: *seek_variant,
                    seek_role: *seek_role,
                    bank: *bank,
                },
            ),
            Command::Vacation { days, end } => self.vacation(actor, *days, *end),
            // Reviews run outside a database connection (`Service::review`); a request that
            // gets here anyway is looked at the same way, without the engine.
            Command::Review { game } => self
                .review_request(actor, place, game.as_deref())
                .map(|_| Response::one(super::reply::Reply::private("Reviewing…"))),
            Command::Preferences {
                orientation,
                theme,
                confirm,
            } => self.set_board_preferences(actor, *orientation, *theme, *confirm),
            Command::Notify {
                dm,
                reminder,
                late_reminder,
                digest,
            } => self.set_notifications(actor, *dm, *reminder, *late_reminder, *digest),
            Command::Press(action) => self.press(actor, place, *action),
        }
    }

    /// Claims the request's delivery and remembers who asked; false for a second
    /// delivery of the same interaction, which is then ignored.
    pub fn admit(&self, req: &Request) -> Result<bool> {
        if let Some(id) = req.interaction
            && !self.store.claim_interaction(id, self.now)?
        {
            tracing::info!(interaction = %id, "duplicate delivery ignored");
            return Ok(false);
        }
        self.remember_name(req.actor.user, &req.actor.name)?;
        Ok(true)
    }

    fn press(&self, actor: &super::Actor, place: super::Place, action: Action) -> Result<Response> {
        // A game's button pressed in another server names nothing here.
        if let Some(game) = action.game()
            && self.store.game(game)?.guild != place.guild
        {
            return Err(Refusal::Gone(Thing::Game).into());
        }
        match action {
            Action::AcceptChallenge(id) => self.accept(actor, place, Some(id)),
            Action::DeclineChallenge(id) => self.decline(actor, place, Some(id)),
            Action::CancelChallenge(id) => self.cancel(actor, place, Some(id)),
            Action::ConfirmResign(game) => self.resign(actor, game),
            Action::AcceptDraw(game) => self.answer_draw(actor, game, true),
            Action::DeclineDraw(game) => self.answer_draw(actor, game, false),
            Action::AcceptTakeback(game) => self.answer_takeback(actor, game, true),
            Action::DeclineTakeback(game) => self.answer_takeback(actor, game, false),
            Action::Rematch(game) => self.rematch(actor, place, game),
            Action::Review(game) => self
                .review_request(actor, place, Some(&game.0.to_string()))
                .map(|_| Response::one(super::reply::Reply::private("Reviewing…"))),
            Action::ConfirmMove { game, ply, mv } => self.confirm_move(actor, game, ply, mv),
            Action::CancelMove(_) => Ok(Self::cancel_move()),
        }
    }

    /// Keeps the player's display name current (for boards, leaderboards and PGN).
    pub fn remember_name(&self, user: UserId, name: &str) -> Result<()> {
        if name.is_empty() {
            return Ok(());
        }
        let known = self.store.player(user)?;
        if known.is_none_or(|p| p.display_name != name) {
            self.store.upsert_player(user, name, self.now)?;
        }
        Ok(())
    }

    /// The name to show for a user.
    pub fn name(&self, user: UserId) -> String {
        match self.store.player(user) {
            Ok(Some(p)) => p.name(),
            _ => user.to_string(),
        }
    }

    /// The active game in the place, or the reason there is none to act on.
    pub fn game_here(&self, actor: UserId, place: super::Place) -> Result<LoadedGame> {
        if let Some(game) = self.store.load_active_game_in_channel(place.channel)? {
            return Ok(game);
        }
        let last = self.store.recent_games_of(actor, Some(place.guild), 1)?;
        if last.first().is_some_and(|g| g.channel == place.channel) {
            return Err(Refusal::GameOver.into());
        }
        let mut channels: Vec<data::ChannelId> = self
            .store
            .active_games_of(actor, Some(place.guild))?
            .iter()
            .map(|g| g.channel)
            .collect();
        channels.dedup();
        channels.truncate(3);
        if channels.is_empty() {
            Err(Refusal::NoGame.into())
        } else {
            Err(Refusal::GameElsewhere { channels }.into())
        }
    }

    /// A game by id that must still be going.
    pub fn active_game(&self, id: data::GameId) -> Result<LoadedGame> {
        let loaded = self.store.load_game(id)?;
        if loaded.stored.status != GameStatus::Active {
            return Err(Refusal::GameOver.into());
        }
        Ok(loaded)
    }

    /// The colour `user` plays in `game`, or a refusal.
    pub fn color_in(game: &StoredGame, user: UserId) -> Result<rules::Color> {
        game.color_of(user)
            .ok_or_else(|| Refusal::NotAPlayer.into())
    }
}
