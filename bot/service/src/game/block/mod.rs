//! `block`: a player keeps someone's challenges away from them, and cannot take
//! theirs either. Games already going on go on; a block holds in every server.

pub(crate) mod refusal;
pub use refusal::BlockRefusal;

use crate::core::catalogue::{CommandSpec, OptionKind, command, keyword, optional};
use crate::core::context::{Ctx, remember_name};
use crate::core::names::CommandName;
use crate::core::policy::MAX_BLOCKS;
use crate::core::refusal::Result;
use crate::core::reply::{Reply, Response};
use crate::core::request::{Actor, Command, Mention};
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use data::UserId;

/// `block`, `block player:@x`, `block player:@x remove:true`.
pub fn block(
    cx: &Ctx<'_>,
    actor: &Actor,
    user: Option<&Mention>,
    remove: bool,
) -> Result<Response> {
    let Some(other) = user else {
        return list(cx, actor.user);
    };
    if other.user == actor.user || other.is_bot {
        return Err(BlockRefusal::CannotBlock.into());
    }
    let text: Text = if remove {
        if cx.store.unblock(actor.user, other.user)? {
            Msg::new("block-unblocked").user("user", other.user).into()
        } else {
            Msg::new("block-not-blocked")
                .user("user", other.user)
                .into()
        }
    } else {
        if cx.store.blocked_by(actor.user)?.len() >= MAX_BLOCKS {
            return Err(BlockRefusal::TooManyBlocks.into());
        }
        remember_name(cx, other.user, &other.name)?;
        let added = cx.store.block(actor.user, other.user, cx.now)?;
        tracing::info!(blocker = %actor.user, blocked = %other.user, added, "block");
        Msg::new("block-blocked")
            .user("user", other.user)
            .command("undo", unblock_command())
            .into()
    };
    Ok(Response::one(Reply::private(text)))
}

/// Whether `a` and `b` may play each other: the refusal if either blocked the other,
/// worded for `a`.
pub fn may_play(cx: &Ctx<'_>, a: UserId, b: UserId) -> Result<()> {
    match cx.store.block_between(a, b)? {
        None => Ok(()),
        Some(blocker) if blocker == a => Err(BlockRefusal::YouBlocked { user: b }.into()),
        Some(_) => Err(BlockRefusal::NotWelcome { user: b }.into()),
    }
}

/// The caller's blocks, privately.
fn list(cx: &Ctx<'_>, user: UserId) -> Result<Response> {
    let blocked = cx.store.blocked_by(user)?;
    let block = CommandRef::new(CommandName::Block).blank("player", "blank-them");
    let text = if blocked.is_empty() {
        Msg::new("block-list-empty").command("block", block)
    } else {
        Msg::new("block-list")
            .text(
                "users",
                Text::join(blocked.iter().map(|b| Text::new().user(*b)), ", "),
            )
            .command("unblock", unblock_command())
            .command("block", block)
    };
    Ok(Response::one(Reply::private(text)))
}

/// `/block player:@them remove:true`.
fn unblock_command() -> CommandRef {
    CommandRef::new(CommandName::Block)
        .blank("player", "blank-them")
        .arg("remove", "true")
}

/// `block`.
pub(crate) const BLOCK: CommandSpec = command(
    "block-description",
    &[
        optional("player", "block-player", OptionKind::User),
        keyword("remove", "block-remove", OptionKind::Flag),
    ],
    |a| {
        Ok(Command::Block {
            user: a.user("player"),
            remove: a.bool("remove").unwrap_or(false),
        })
    },
);
