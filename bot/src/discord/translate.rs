//! Discord's people and places as the service's [`Actor`], [`Mention`] and [`Place`].

use data::{ChannelId, GuildId, RoleId, UserId};
use serenity::all::{
    AuthorizingIntegrationOwner, AuthorizingIntegrationOwners, Member, Permissions, User,
};
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

/// Where an interaction happened: a server Sanctum is in, or a conversation outside
/// them — a direct message, a group chat, or a server where only the person asking
/// installed Sanctum (Discord then names no server install among the interaction's
/// authorizing owners), where Sanctum may answer but not post.
pub fn place(
    guild: Option<serenity::all::GuildId>,
    channel: serenity::all::ChannelId,
    owners: &AuthorizingIntegrationOwners,
) -> Place {
    let channel = ChannelId(channel.get());
    let installed_here = |g: serenity::all::GuildId| {
        owners.0.is_empty()
            || owners.0.iter().any(
                |o| matches!(o, AuthorizingIntegrationOwner::GuildInstall(Some(id)) if *id == g),
            )
    };
    match guild {
        Some(g) if installed_here(g) => Place {
            guild: GuildId(g.get()),
            channel,
        },
        _ => Place::outside(channel),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serenity::all::UserId as DiscordUser;

    fn owners(json: &str) -> AuthorizingIntegrationOwners {
        serde_json::from_str(json).expect("owners as Discord sends them")
    }

    #[test]
    fn a_server_counts_only_where_sanctum_is_installed_in_it() {
        let (g, c) = (
            serenity::all::GuildId::new(5),
            serenity::all::ChannelId::new(9),
        );
        let none = AuthorizingIntegrationOwners::default();
        assert!(place(Some(g), c, &none).in_server());
        assert!(place(Some(g), c, &owners(r#"{"0": "5", "1": "77"}"#)).in_server());
        // Installed by the user alone: Sanctum is no member of that server.
        let user_only = owners(r#"{"1": "77"}"#);
        assert_eq!(place(Some(g), c, &user_only), Place::outside(ChannelId(9)));
        // A direct message or group chat.
        assert!(!place(None, c, &user_only).in_server());
        assert!(!place(None, c, &owners(r#"{"0": "0"}"#)).in_server());
        let _ = DiscordUser::new(77);
    }
}
