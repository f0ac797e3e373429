//! Each player's board preferences — which side is at the bottom, which colours — and
//! the `preferences` command that shows and changes them (with move confirmation).
//!
//! Whose preferences a picture follows: the reader's. A private answer is read by
//! the player who asked; a public board is drawn for the player it is news for — after
//! a move, the player now to move (the one who moved has just seen the position);
//! `board` for whoever asked. Finished games' announcements stay as they are for everyone.

use crate::core::catalogue::{CommandSpec, ON_OFF, OptionKind, command, keyword};
use crate::core::context::Ctx;
use crate::core::names::CommandName;
use crate::core::refusal::Result;
use crate::core::reply::{BoardPicture, Reply, Response};
use crate::core::request::Actor;
use crate::core::request::BoardChange;
use crate::core::request::Command;
use crate::core::text::CommandRef;
use crate::core::text::Msg;
use crate::core::text::bold;
use data::{Orientation, Preferences, StoredGame, UserId};
use render::Theme;
use rules::{Color, Move, Position};

/// The renderer's theme called `id` (a stored id the renderer no longer knows draws classic).
pub(crate) fn theme_of(prefs: &Preferences) -> Theme {
    prefs.theme.parse().unwrap_or_default()
}

/// The message id of the line that describes a theme to players.
fn theme_line(theme: Theme) -> &'static str {
    match theme {
        Theme::Classic => "preferences-shown-theme-classic",
        Theme::Contrast => "preferences-shown-theme-contrast",
        Theme::ColorBlind => "preferences-shown-theme-colorblind",
    }
}

/// The message id of the line that describes an orientation to players.
fn orientation_line(orientation: Orientation) -> &'static str {
    match orientation {
        Orientation::ToMove => "preferences-shown-boards-to-move",
        Orientation::Mine => "preferences-shown-boards-mine",
    }
}

/// The player's preferences; a store that cannot be read gives the defaults (a
/// picture is never refused for want of them).
pub fn preferences_of(cx: &Ctx<'_>, user: UserId) -> Preferences {
    cx.store.preferences(user).unwrap_or_else(|e| {
        tracing::warn!(error = %e, %user, "could not read preferences; using the defaults");
        Preferences::default()
    })
}

/// A picture of `pos` in `game` as `viewer` likes it: their theme, and their own
/// side at the bottom if they play in it and chose so; otherwise `usual` (the side
/// to move, or a finished game's winner).
/// The side at the bottom of the board a game's channel shares when `to_move` is to
/// move: that side, so whoever is to move reads it their way, unless the server
/// keeps White at the bottom (`settings boards_turn`). A game against Sanctum has
/// one person in it, whose side it always is.
pub(crate) fn shared_side(cx: &Ctx<'_>, game: &StoredGame, to_move: Color) -> Color {
    if let Some(human) = person_against_sanctum(cx, game) {
        return human;
    }
    // A store that cannot say keeps the default: the board is only a picture.
    match cx.store.guild_settings(game.guild).map(|s| s.shared_board) {
        Ok(data::SharedBoard::White) => Color::White,
        Ok(data::SharedBoard::ToMove) | Err(_) => to_move,
    }
}

/// The person's colour in a game against Sanctum; `None` in a game between people
/// (or when the store cannot say: the board is only a picture).
pub(crate) fn person_against_sanctum(cx: &Ctx<'_>, game: &StoredGame) -> Option<Color> {
    cx.store
        .engine_side(game.id)
        .ok()
        .flatten()
        .map(|engine| !engine.color)
}

/// The board `viewer` is shown: from their own side when they asked for it, else
/// from `usual`, in their theme.
pub fn picture_for(
    cx: &Ctx<'_>,
    viewer: UserId,
    game: &StoredGame,
    pos: &Position,
    last: Option<&Move>,
    usual: Color,
) -> BoardPicture {
    let prefs = preferences_of(cx, viewer);
    let orientation = match (prefs.orientation, game.color_of(viewer)) {
        (Orientation::Mine, Some(own)) => own,
        _ => usual,
    };
    crate::game::pictures::picture_in(
        cx,
        game,
        pos,
        last,
        orientation,
        theme_of(&prefs),
        crate::game::pictures::Names::InServer,
    )
}

/// `preferences`: with no option, the caller's choices (privately); with options,
/// changes them and says what they are now.
pub fn set_board_preferences(
    cx: &Ctx<'_>,
    actor: &Actor,
    change: &BoardChange,
) -> Result<Response> {
    let BoardChange {
        orientation,
        theme,
        confirm,
    } = *change;
    let mut prefs = cx.store.preferences(actor.user)?;
    let changing = orientation.is_some() || theme.is_some() || confirm.is_some();
    if changing {
        if let Some(o) = orientation {
            prefs.orientation = o;
        }
        if let Some(t) = theme {
            t.id().clone_into(&mut prefs.theme);
        }
        if let Some(c) = confirm {
            prefs.confirm_moves = c;
        }
        cx.store
            .set_preferences(actor.user, &prefs, false, cx.now)?;
        tracing::info!(user = %actor.user, "board preferences changed");
    }
    let head = if changing {
        "preferences-shown-saved"
    } else {
        "preferences-shown-heading"
    };
    let confirm_line = if prefs.confirm_moves {
        "preferences-shown-confirm-on"
    } else {
        "preferences-shown-confirm-off"
    };
    let text = bold(&Msg::new(head))
        .plain("\n• ")
        .msg(Msg::new(orientation_line(prefs.orientation)))
        .plain("\n• ")
        .msg(Msg::new(theme_line(theme_of(&prefs))))
        .plain("\n• ")
        .msg(Msg::new(confirm_line))
        .line()
        .msg(
            Msg::new("preferences-shown-change").command(
                "change",
                CommandRef::new(CommandName::Preferences)
                    .arg("orientation", "mine")
                    .arg("theme", "colorblind")
                    .arg("confirm", "true"),
            ),
        );
    Ok(Response::one(Reply::private(text)))
}

/// `preferences`.
pub(crate) const PREFERENCES: CommandSpec = CommandSpec {
    aliases: &["prefs"],
    ..command(
        "preferences-description",
        &[
            keyword(
                "orientation",
                "preferences-orientation",
                OptionKind::Orientation,
            ),
            keyword("theme", "preferences-theme", OptionKind::Theme),
            keyword("confirm", "preferences-confirm", ON_OFF),
        ],
        |a| {
            Ok(Command::Preferences(BoardChange {
                orientation: a.orientation("orientation"),
                theme: a.theme("theme"),
                confirm: a.bool("confirm"),
            }))
        },
    )
};
