//! One command's surroundings: a database connection, the time, what the service
//! lends every handler (pictures, its own user, the limits), the facts reported on
//! the way, and what every handler looks up the same way (the game here, a player's
//! name). It knows no command: the router routes each to its handler.

use crate::core::events::{Event, Events};
use crate::core::rates::Limits;
use crate::core::refusal::{Refusal, Result};
use crate::core::request::Request;
use data::{GameId, GameStatus, GuildId, LoadedGame, Store, StoredGame, Timestamp, UserId};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

/// The name Sanctum shows for a user anywhere: their global name, or the id.
pub(crate) fn player_name(store: &Store, user: UserId) -> String {
    match store.player(user) {
        Ok(Some(p)) => p.name(),
        _ => user.to_string(),
    }
}

/// What every handler works with.
pub(crate) struct Ctx<'a> {
    /// The database connection this piece of work holds.
    pub store: &'a Store,
    /// The time it runs at.
    pub now: Timestamp,
    /// Board pictures, when the renderer loaded.
    pub renderer: Option<&'a Arc<render::Renderer>>,
    /// Sanctum's own user, once a face has said who it is.
    pub own_user: Option<UserId>,
    /// How often each person may do what they could repeat.
    pub limits: &'a Limits,
    /// Facts reported for other features to hear.
    pub events: Events,
    /// Names already looked up in this piece of work, by user and server (`None`: the
    /// global name). A move's news names both players in its text, its picture and its
    /// alt text; each is read once.
    pub names: Names,
}

/// Names looked up during one piece of work; forgotten with it, so never stale for
/// longer than one command.
#[derive(Default)]
pub struct Names(RefCell<HashMap<(UserId, Option<GuildId>), String>>);

impl Names {
    /// The name kept for `key`, or the one `look_up` finds, then kept.
    fn get(&self, key: (UserId, Option<GuildId>), look_up: impl FnOnce() -> String) -> String {
        if let Some(name) = self.0.borrow().get(&key) {
            return name.clone();
        }
        let name = look_up();
        self.0.borrow_mut().insert(key, name.clone());
        name
    }

    /// Forgets every name of `user`, after one of them changed.
    fn forget(&self, user: UserId) {
        self.0.borrow_mut().retain(|(u, _), _| *u != user);
    }
}

impl Ctx<'_> {
    /// Reports `event`: the features that subscribe hear it once this work is done.
    pub fn report(&self, event: Event) {
        self.events.report(event);
    }

    /// Tells everyone that `game` ended (its ending is stored): counted for the
    /// metrics, and reported as [`Event::GameEnded`].
    pub fn game_ended(&self, game: &StoredGame) {
        crate::core::metrics::game_finished(game);
        self.report(Event::GameEnded(game.id));
    }
}

/// Claims the request's delivery and remembers who asked (their name, and their
/// nickname in this server), in one write; false for a second delivery of the same
/// interaction, which is then ignored.
pub fn admit(cx: &Ctx<'_>, req: &Request) -> Result<bool> {
    let arrival = data::Arrival {
        interaction: req.interaction,
        user: req.actor.user,
        name: &req.actor.name,
        guild: req.place.guild,
        nickname: req.actor.nickname.as_deref(),
        at: cx.now,
    };
    match cx.store.admit(&arrival)? {
        data::Admission::Duplicate => {
            if let Some(id) = req.interaction {
                tracing::info!(interaction = %id, "duplicate delivery ignored");
            }
            Ok(false)
        }
        data::Admission::Admitted { renamed } => {
            if renamed {
                cx.names.forget(req.actor.user);
            }
            Ok(true)
        }
    }
}

/// Keeps the player's display name current (for boards, leaderboards and PGN).
pub fn remember_name(cx: &Ctx<'_>, user: UserId, name: &str) -> Result<()> {
    if name.is_empty() {
        return Ok(());
    }
    let known = cx.store.player(user)?;
    if known.is_none_or(|p| p.display_name != name) {
        cx.store.upsert_player(user, name, cx.now)?;
        cx.names.forget(user);
    }
    Ok(())
}

/// The name to show for a user where anyone may read it: their global name, never
/// a server's nickname.
pub fn name_of(cx: &Ctx<'_>, user: UserId) -> String {
    cx.names.get((user, None), || player_name(cx.store, user))
}

/// The name of `user` as seen in `guild`: the nickname that server gave them, else
/// their global name. Only text read in that one server may use it.
pub fn name_in(cx: &Ctx<'_>, user: UserId, guild: GuildId) -> String {
    cx.names.get((user, Some(guild)), || {
        match cx.store.nickname(user, guild) {
            Ok(Some(nick)) => nick,
            _ => player_name(cx.store, user),
        }
    })
}

/// The name of `user` in `game`'s news: as seen in the game's server when only that
/// server shows it, the global name when another server shows it too.
pub fn name_in_game(cx: &Ctx<'_>, game: &StoredGame, user: UserId) -> String {
    if game.mirror.is_some() {
        name_of(cx, user)
    } else {
        name_in(cx, user, game.guild)
    }
}

/// A fresh link for the player of `color` in `game`, of its side's current generation,
/// good from `cx.now`. Should the generation not be read, the link is made anyway: at
/// worst it is refused as replaced, and `/board` makes another.
pub fn play_link(cx: &Ctx<'_>, game: GameId, color: rules::Color) -> crate::core::reply::PlayLink {
    let generation = cx
        .store
        .play_link_generation(game, color)
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, %game, "could not read a play link's generation");
            0
        });
    crate::core::reply::PlayLink {
        game,
        color,
        generation,
        until: cx.now + crate::core::reply::PLAY_LINK_LIFETIME,
    }
}

/// The active game in the place, or the reason there is none to act on.
pub fn game_here(
    cx: &Ctx<'_>,
    actor: UserId,
    place: crate::core::request::Place,
) -> Result<LoadedGame> {
    if let Some(game) = cx.store.load_active_game_in_channel(place.channel)? {
        return Ok(game);
    }
    let last = cx.store.recent_games_of(actor, Some(place.guild), 1)?;
    if let Some(g) = last
        .first()
        .filter(|g| g.channel_of(actor) == place.channel)
    {
        return Err(Refusal::GameOver(Some(g.variant)).into());
    }
    let mut channels: Vec<data::ChannelId> = cx
        .store
        .active_games_of(actor, Some(place.guild))?
        .iter()
        .map(|g| g.channel_of(actor))
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
pub fn active_game(cx: &Ctx<'_>, id: data::GameId) -> Result<LoadedGame> {
    let loaded = cx.store.load_game(id)?;
    if loaded.stored.status != GameStatus::Active {
        return Err(Refusal::GameOver(Some(loaded.stored.variant)).into());
    }
    Ok(loaded)
}

/// The game a command that only looks (`board`, `moves`) means here: the channel's
/// game going on, or else the last one played in it, finished or not; elsewhere as
/// [`game_here`] answers.
pub fn game_to_show(
    cx: &Ctx<'_>,
    actor: UserId,
    place: crate::core::request::Place,
) -> Result<LoadedGame> {
    // The store's last game in a channel is its active one when there is one.
    match cx.store.last_game_in_channel(place.channel)? {
        Some(last) => Ok(cx.store.load_game(last.id)?),
        None => game_here(cx, actor, place),
    }
}

/// The colour `user` plays in `game`, or a refusal.
pub fn color_in(game: &StoredGame, user: UserId) -> Result<rules::Color> {
    game.color_of(user)
        .ok_or_else(|| Refusal::NotAPlayer.into())
}
