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
    let text = if remove {
        if cx.store.unblock(actor.user, other.user)? {
            Text::from("You unblocked ")
                .user(other.user)
                .plain(": you two may challenge each other again.")
        } else {
            Text::from("You did not block ").user(other.user).plain(".")
        }
    } else {
        if cx.store.blocked_by(actor.user)?.len() >= MAX_BLOCKS {
            return Err(BlockRefusal::TooManyBlocks.into());
        }
        remember_name(cx, other.user, &other.name)?;
        let added = cx.store.block(actor.user, other.user, cx.now)?;
        tracing::info!(blocker = %actor.user, blocked = %other.user, added, "block");
        Text::from("You blocked ")
            .user(other.user)
            .plain(": their challenges no longer reach you, and neither of you can take the other's open challenges or rematches, in any server. Games you have going on go on. Undo it with ")
            .command(
                CommandRef::new(CommandName::Block)
                    .arg("player", "@them")
                    .arg("remove", "true"),
            )
            .plain(".")
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
    let mut text = if blocked.is_empty() {
        Text::from("You block nobody. Block someone with ")
    } else {
        let mut t = Text::from("You block ");
        for (i, b) in blocked.iter().enumerate() {
            if i > 0 {
                t = t.plain(", ");
            }
            t = t.user(*b);
        }
        t.plain(". Unblock someone with ")
            .command(
                CommandRef::new(CommandName::Block)
                    .arg("player", "@them")
                    .arg("remove", "true"),
            )
            .plain("; block someone else with ")
    };
    text = text
        .command(CommandRef::new(CommandName::Block).arg("player", "@them"))
        .plain(".");
    Ok(Response::one(Reply::private(text)))
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
