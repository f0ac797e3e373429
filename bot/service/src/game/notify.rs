//! Reaching players their way: the `notify` command, a direct message when it is your
//! turn, the 80% and two-hours-left reminders, and the daily digest of games waiting
//! for your move.
//!
//! A direct message that cannot be delivered (the player refuses direct messages from
//! the server's members) is posted in the game's channel with a ping instead, once:
//! the adapter reports it ([`Service::direct_messages_refused`](crate::Service::direct_messages_refused)),
//! Sanctum stops sending them direct messages until they change their notifications,
//! and their next command's private answer carries one note on how to open them.

use crate::core::catalogue::{CommandSpec, ON_OFF, command, keyword};
use crate::core::context::{Ctx, name_in_game};
use crate::core::names::CommandName;
use crate::core::refusal::Result;
use crate::core::reply::{Reply, Response, Visibility};
use crate::core::request::Actor;
use crate::core::request::Command;
use crate::core::request::NotifyChange;
use crate::core::text::Msg;
use crate::core::text::bold;
use crate::core::text::{CommandRef, Text};
use crate::core::words::variant_name;
use data::{Preferences, StoredGame, UserId};

/// Games claimed per database round trip.
const BATCH: u32 = 100;
/// Round trips per kind of notice in one tick; the next tick picks up the rest.
const MAX_BATCHES: usize = 50;

/// `on` or `off`, for a setting's selector.
fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

/// `notify`: with no option, the caller's notifications (privately); with options,
/// changes them and says what they are now. Any change tries direct messages again.
pub fn set_notifications(cx: &Ctx<'_>, actor: &Actor, change: &NotifyChange) -> Result<Response> {
    let NotifyChange {
        dm,
        reminder,
        late_reminder,
        digest,
    } = *change;
    let mut prefs = cx.store.preferences(actor.user)?;
    let changing =
        dm.is_some() || reminder.is_some() || late_reminder.is_some() || digest.is_some();
    if changing {
        for (wanted, field) in [
            (dm, &mut prefs.dm_turn),
            (reminder, &mut prefs.remind_80),
            (late_reminder, &mut prefs.remind_2h),
            (digest, &mut prefs.digest),
        ] {
            if let Some(on) = wanted {
                *field = on;
            }
        }
        prefs.dms_closed = false;
        cx.store.set_preferences(actor.user, &prefs, true, cx.now)?;
        tracing::info!(user = %actor.user, "notifications changed");
    }
    Ok(Response::one(Reply::private(notifications_text(
        &prefs, changing,
    ))))
}

/// A new game's opening: `headline`, then White called to move, with the start board
/// drawn for White, posted in `channel` (`None`: where the command was given). White
/// is pinged, or told by direct message (the second reply), as for any turn.
pub(crate) fn opening(
    cx: &Ctx<'_>,
    game: &StoredGame,
    headline: Text,
    channel: Option<data::ChannelId>,
) -> Vec<Reply> {
    let pos = rules::Position::from_fen(game.variant, &game.fen)
        .unwrap_or_else(|_| rules::Position::new(game.variant));
    // A game between teams: each team's members join, then vote; nobody is pinged.
    let teams = cx
        .store
        .team_side(game.id, game.white)
        .is_ok_and(|t| t.is_some());
    let join = crate::core::request::Action::JoinTeam(game.id);
    let text = if teams {
        headline.line().msg(
            Msg::new("notify-first-move-teams")
                .str("name", crate::core::context::name_of(cx, game.white))
                .button("join", join.label())
                .command(
                    "vote",
                    CommandRef::new(CommandName::Vote).blank("move", "blank-move"),
                ),
        )
    } else {
        headline.line().msg(
            Msg::new("notify-first-move")
                .user("user", game.white)
                .command(
                    "move",
                    CommandRef::new(CommandName::Move).blank("move", "blank-your-move"),
                ),
        )
    };
    let mut post = Reply::public(text).with_board(crate::game::preferences::picture_for(
        cx,
        game.white,
        game,
        &pos,
        None,
        rules::Color::White,
    ));
    post.channel = channel;
    if teams {
        let button =
            crate::core::reply::Button::new(join, crate::core::reply::ButtonStyle::Primary);
        return vec![post.with_button(button)];
    }
    announce_turn(cx, game, post, None)
}

/// The news that it is `game`'s mover's turn, their way: `announcement` (the public
/// post of the move) pings them, unless they asked for a direct message, which then
/// comes as the second reply (pinging them in the channel only if it fails).
/// `last` is the move just played, in SAN.
pub fn announce_turn(
    cx: &Ctx<'_>,
    game: &StoredGame,
    announcement: Reply,
    last: Option<&str>,
) -> Vec<Reply> {
    let to_move = game.player_to_move();
    let prefs = crate::game::preferences::preferences_of(cx, to_move);
    // Outside servers a ping is seen only by whoever looks at that chat: the player
    // is told by direct message too, with no channel to fall back on.
    let outside = game.outside_servers();
    if !outside && (!prefs.dm_turn || prefs.dms_closed) {
        return vec![announcement.ping([to_move])];
    }
    if outside && cx.own_user == Some(to_move) {
        return vec![announcement];
    }
    let announcement = if outside {
        announcement.ping([to_move])
    } else {
        announcement
    };
    let opponent = name_in_game(cx, game, game.player(!game.turn()));
    let text = match last {
        Some(san) => Msg::new("notify-turn-after").mv("move", san),
        None => Msg::new("notify-turn"),
    }
    .user("user", to_move)
    .num("game", game.id.0)
    .text("variant", Msg::new(variant_name(game.variant)))
    .str("opponent", opponent)
    .text("channel", Text::new().channel(game.channel_of(to_move)))
    .moment("due", game.deadline);
    let dm = Reply::direct(to_move, text);
    let dm = if outside {
        dm
    } else {
        dm.in_channel(game.channel_of(to_move))
    };
    let dm = dm
        .ping([to_move])
        .with_play_link(crate::core::context::play_link(cx, game.id, game.turn()));
    vec![announcement, dm]
}

/// The 80% reminder `reply` for `game`, if its player to move wants it, their way.
pub fn reminder_as_wanted(cx: &Ctx<'_>, game: &StoredGame, reply: Reply) -> Option<Reply> {
    let to_move = game.player_to_move();
    let prefs = crate::game::preferences::preferences_of(cx, to_move);
    prefs.remind_80.then(|| as_wanted(to_move, &prefs, reply))
}

/// The late reminders and digests due now, each claimed once.
pub fn notices(cx: &Ctx<'_>) -> Result<Vec<Response>> {
    let mut out = Vec::new();
    for _ in 0..MAX_BATCHES {
        let due = cx.store.claim_late_reminders(cx.now, BATCH)?;
        for game in &due {
            let to_move = game.player_to_move();
            let prefs = crate::game::preferences::preferences_of(cx, to_move);
            out.push(Response::one(as_wanted(
                to_move,
                &prefs,
                late_reminder(cx, game),
            )));
        }
        if due.len() < BATCH as usize {
            break;
        }
    }
    for _ in 0..MAX_BATCHES {
        let due = cx.store.claim_digests(cx.now, BATCH)?;
        for user in &due {
            if let Some(reply) = digest(cx, *user)? {
                out.push(Response::one(reply));
            }
        }
        if due.len() < BATCH as usize {
            break;
        }
    }
    Ok(out)
}

fn late_reminder(cx: &Ctx<'_>, game: &StoredGame) -> Reply {
    let to_move = game.player_to_move();
    let stake = if game.ply < 2 {
        "notify-late-reminder-abort"
    } else {
        "notify-late-reminder-lose"
    };
    let text = Text::from("⏳ ").msg(
        Msg::new(stake)
            .user("user", to_move)
            .str(
                "opponent",
                name_in_game(cx, game, game.player(!game.turn())),
            )
            .text("variant", Msg::new(variant_name(game.variant)))
            .num("game", game.id.0)
            .text("channel", Text::new().channel(game.channel_of(to_move)))
            .moment("due", game.deadline),
    );
    Reply::public(text).ping([to_move]).in_channel(game.channel)
}

/// `user`'s digest: every game of theirs, in any server, waiting for their move.
/// `None` when nothing waits, or their direct messages are closed (a digest has no
/// channel to fall back on).
fn digest(cx: &Ctx<'_>, user: UserId) -> Result<Option<Reply>> {
    if crate::game::preferences::preferences_of(cx, user).dms_closed {
        tracing::debug!(%user, "digest skipped: direct messages closed");
        return Ok(None);
    }
    let waiting: Vec<StoredGame> = cx
        .store
        .active_games_of(user, None)?
        .into_iter()
        .filter(|g| g.player_to_move() == user)
        .collect();
    if waiting.is_empty() {
        return Ok(None);
    }
    let mut text = Text::from("📬 ").msg(
        Msg::new("notify-daily-digest")
            .text("digest", bold(&Msg::new("notify-daily-digest-heading")))
            .count("count", waiting.len()),
    );
    for g in &waiting {
        text = text.plain("\n• ").msg(
            Msg::new("notify-daily-digest-line")
                .num("game", g.id.0)
                .text("variant", Msg::new(variant_name(g.variant)))
                .str("opponent", name_in_game(cx, g, g.player(!g.turn())))
                .text("channel", Text::new().channel(g.channel_of(user)))
                .moment("due", g.deadline),
        );
    }
    Ok(Some(Reply::direct(user, text)))
}

/// The note owed to `user` about their closed direct messages, once, as a private
/// reply added to `response` (their command's answer).
pub fn with_dm_note(cx: &Ctx<'_>, user: UserId, mut response: Response) -> Response {
    if response.duplicate {
        return response;
    }
    match cx.store.take_dm_note(user) {
        Ok(true) => response.replies.push(Reply::private(closed_dms_note())),
        Ok(false) => {}
        Err(e) => {
            tracing::warn!(error = %e, %user, "could not look for a note owed on closed direct messages");
        }
    }
    response
}

fn notifications_text(prefs: &Preferences, saved: bool) -> Text {
    let heading = if saved {
        "notify-settings-saved"
    } else {
        "notify-settings-heading"
    };
    let (turn, reminders_by) = if prefs.dm_turn {
        ("notify-settings-turn-dm", "notify-settings-reminders-dm")
    } else {
        (
            "notify-settings-turn-ping",
            "notify-settings-reminders-ping",
        )
    };
    let mut text = bold(&Msg::new(heading))
        .plain("\n• ")
        .msg(Msg::new(turn))
        .plain("\n• ")
        .msg(Msg::new("notify-settings-remind80").str("state", on_off(prefs.remind_80)))
        .plain("\n• ")
        .msg(Msg::new("notify-settings-remind2h").str("state", on_off(prefs.remind_2h)))
        .plain("\n• ")
        .msg(Msg::new("notify-settings-digest").str("state", on_off(prefs.digest)))
        .line()
        .msg(Msg::new(reminders_by));
    if prefs.dms_closed {
        text = text
            .line()
            .then(closed_dms_note())
            .plain(" ")
            .msg(Msg::new("notify-settings-retry"));
    }
    text.line().msg(
        Msg::new("notify-settings-change").command(
            "change",
            CommandRef::new(CommandName::Notify)
                .arg("dm", "true")
                .arg("remind2h", "true")
                .arg("digest", "true"),
        ),
    )
}

/// `reply`, a public notice for `user` in a game's channel, sent the way they want
/// it: by direct message if they asked and their direct messages work (the channel
/// stays the fallback), else as it is.
fn as_wanted(user: UserId, prefs: &Preferences, reply: Reply) -> Reply {
    if prefs.dm_turn && !prefs.dms_closed {
        Reply {
            visibility: Visibility::Direct(user),
            ..reply.ping([user])
        }
    } else {
        reply
    }
}

/// How to open direct messages again, for a player whose direct messages were refused.
fn closed_dms_note() -> Text {
    Text::from("📪 ").msg(
        Msg::new("notify-dms-closed")
            .text("privacy", bold(&Msg::new("notify-dms-closed-privacy")))
            .text("direct", bold(&Msg::new("notify-dms-closed-direct")))
            .command(
                "notify",
                CommandRef::new(CommandName::Notify).arg("dm", "true"),
            ),
    )
}

/// `notify`.
pub(crate) const NOTIFY: CommandSpec = command(
    "notify-description",
    &[
        keyword("dm", "notify-dm", ON_OFF),
        keyword("remind80", "notify-remind80", ON_OFF),
        keyword("remind2h", "notify-remind2h", ON_OFF),
        keyword("digest", "notify-digest", ON_OFF),
    ],
    |a| {
        Ok(Command::Notify(NotifyChange {
            dm: a.bool("dm"),
            reminder: a.bool("remind80"),
            late_reminder: a.bool("remind2h"),
            digest: a.bool("digest"),
        }))
    },
);
