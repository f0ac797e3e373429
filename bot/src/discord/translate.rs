//! Discord's people and places as the service's [`Actor`], [`Mention`] and [`Place`].

use data::{ChannelId, GuildId, RoleId, UserId};
use serenity::all::{Member, Permissions, User};
use service::{Actor, Mention, Place};

/// The person behind an interaction: their global name and, apart, their server
/// nickname (the service decides where each is shown), whether Discord says they may
/// manage the server, their roles there, and their language (`locale`).
pub fn actor(user: &User, member: Option<&Member>, locale: &str) -> Actor {
    Actor {
        user: UserId(user.id.get()),
        name: user.display_name().to_owned(),
        nickname: member.and_then(|m| m.nick.clone()),
        manage_server: member
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.contains(Permissions::MANAGE_GUILD)),
        roles: member.map_or_else(Vec::new, |m| {
            m.roles.iter().map(|r| RoleId(r.get())).collect()
        }),
        lang: service::Lang::from_tag(locale).unwrap_or_default(),
    }
}

/// A user named in a command option; `member` is whether Discord resolved them as a
/// member of the server too (a user option can name anyone on Discord).
pub fn mention(user: &User, member: bool) -> Mention {
    Mention {
        user: UserId(user.id.get()),
        name: user.display_name().to_owned(),
        is_bot: user.bot,
        member,
    }
}

/// Where an interaction happened; `None` outside a server (Sanctum plays in servers).
pub fn place(
    guild: Option<serenity::all::GuildId>,
    channel: serenity::all::ChannelId,
) -> Option<Place> {
    Some(Place {
        guild: GuildId(guild?.get()),
        channel: ChannelId(channel.get()),
    })
}
