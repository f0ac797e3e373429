//! Server settings: default days per move, rated by default, one thread per game, the
//! time bank of new games, the role each game's open challenges ping, whether the
//! server's leaderboards and players' pages are on the web, and its lobby channel.

pub(crate) mod refusal;
pub use refusal::SettingsRefusal;

use crate::core::catalogue::{CommandSpec, OptionKind, YES_NO, command, keyword};
use crate::core::context::Ctx;
use crate::core::events::Event;
use crate::core::i18n::Lang;
use crate::core::policy;
use crate::core::refusal::Result;
use crate::core::reply::{Reply, Response};
use crate::core::request::Command;
use crate::core::request::SettingsChange;
use crate::core::request::{Actor, Place};
use crate::core::text::Msg;
use crate::core::text::Text;
use crate::core::words::variant_name;
use data::{DaysPerMove, GuildSettings, SharedBoard};

/// `settings`: shows them; with changes, needs Manage Server.
pub(crate) fn settings(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    change: &SettingsChange,
) -> Result<Response> {
    let current = cx.store.guild_settings(place.guild)?;
    let SettingsChange {
        days,
        rated,
        threads,
        seek_variant,
        seek_role,
        bank,
        ping_every,
        course_variant,
        course_role,
        web,
        boards_turn,
        ..
    } = *change;
    if change.is_empty() {
        let factor = cx.store.bank_factor(place.guild)?;
        let listed = describe(current)
            .plain(", ")
            .then(bank_words(factor))
            .then(seek_roles_text(cx, place, current.role_ping_minutes)?)
            .then(learning_text(cx, place)?)
            .then(language_text(cx, place)?);
        let text = Msg::new("settings-shown").text("settings", listed);
        return Ok(Response::one(Reply::private(text)));
    }
    if !actor.manage_server {
        return Err(SettingsRefusal::NeedsManageServer.into());
    }
    if seek_role.is_some() && seek_variant.is_none() {
        return Err(SettingsRefusal::SeekRoleNeedsVariant.into());
    }
    if course_role.is_some() && course_variant.is_none() {
        return Err(SettingsRefusal::CourseRoleNeedsVariant.into());
    }
    let bank = match bank {
        None => None,
        Some(n) => Some(
            u32::try_from(n)
                .ok()
                .filter(|f| *f <= data::MAX_BANK_FACTOR)
                .ok_or(SettingsRefusal::BadBank(n))?,
        ),
    };
    let ping_every = match ping_every {
        None => current.role_ping_minutes,
        Some(n) => u32::try_from(n)
            .ok()
            .filter(|m| *m <= u32::from(policy::MAX_ROLE_PING_MINUTES))
            .ok_or(SettingsRefusal::BadPingWait(n))?,
    };
    let new = GuildSettings {
        default_days: days.map_or(current.default_days, DaysPerMove::get),
        rated_by_default: rated.unwrap_or(current.rated_by_default),
        game_threads: threads.unwrap_or(current.game_threads),
        role_ping_minutes: ping_every,
        web_pages: web.unwrap_or(current.web_pages),
        shared_board: match boards_turn {
            None => current.shared_board,
            Some(true) => SharedBoard::ToMove,
            Some(false) => SharedBoard::White,
        },
    };
    cx.store.set_guild_settings(place.guild, &new)?;
    if let Some(language) = change.language {
        cx.store
            .set_guild_language(place.guild, language.map(Lang::id))?;
    }
    if let Some(variant) = seek_variant {
        cx.store.set_seek_role(place.guild, variant, seek_role)?;
    }
    if let Some(factor) = bank {
        cx.store.set_bank_factor(place.guild, factor)?;
    }
    apply_learning(cx, place, change)?;
    tracing::info!(guild = %place.guild, "settings changed");
    let listed = describe(new)
        .plain(", ")
        .then(bank_words(cx.store.bank_factor(place.guild)?))
        .then(seek_roles_text(cx, place, new.role_ping_minutes)?)
        .then(learning_text(cx, place)?)
        .then(language_text(cx, place)?);
    let text = Msg::new("settings-changed")
        .str("name", actor.name.clone())
        .text("settings", listed);
    Ok(Response::one(Reply::public(text)))
}

/// `; channels read Deutsch`, or that they read what Discord says the server uses.
fn language_text(cx: &Ctx<'_>, place: Place) -> Result<Text> {
    let chosen = cx
        .store
        .guild_language(place.guild)?
        .as_deref()
        .and_then(Lang::from_tag);
    Ok(Text::new().plain("; ").msg(match chosen {
        Some(lang) => Msg::new("settings-list-language").str("language", lang.native_name()),
        None => Msg::new("settings-list-language-discord"),
    }))
}

/// `; open Sanctuary Chess challenges ping @role` for each game with a role, and how
/// often they may (at most once every `minutes`).
fn seek_roles_text(cx: &Ctx<'_>, place: Place, minutes: u32) -> Result<Text> {
    let mut text = Text::new();
    let roles = cx.store.seek_roles(place.guild)?;
    for (variant, role) in &roles {
        text = text.plain("; ").msg(
            Msg::new("settings-list-seek-role")
                .text("variant", Msg::new(variant_name(*variant)))
                .text("role", Text::new().role(*role)),
        );
    }
    if !roles.is_empty() {
        text = text.plain(", ").msg(if minutes == 0 {
            Msg::new("settings-list-ping-every-time")
        } else {
            Msg::new("settings-list-ping-at-most").text(
                "wait",
                crate::core::words::duration_msg(i64::from(minutes) * 60),
            )
        });
    }
    Ok(text)
}

/// Applies the daily puzzle's channel, the course roles, the organisers' role and the
/// lobby's channel; a channel newly given the daily puzzle is reported, so the puzzles
/// post today's now, not at the next midnight.
fn apply_learning(cx: &Ctx<'_>, place: Place, change: &SettingsChange) -> Result<()> {
    if change.daily_puzzle_off {
        cx.store.set_daily_puzzle_channel(place.guild, None)?;
    } else if let Some(channel) = change.daily_puzzle {
        cx.store
            .set_daily_puzzle_channel(place.guild, Some(channel))?;
        cx.report(Event::DailyPuzzleChannelSet {
            guild: place.guild,
            channel,
        });
    }
    if let Some(variant) = change.course_variant {
        cx.store
            .set_course_role(place.guild, variant, change.course_role)?;
    }
    if change.lobby_off {
        cx.store.set_lobby_channel(place.guild, None, cx.now)?;
    } else if let Some(channel) = change.lobby {
        cx.store
            .set_lobby_channel(place.guild, Some(channel), cx.now)?;
    }
    if change.organiser_role_off {
        cx.store.set_organiser_role(place.guild, None)?;
    } else if let Some(role) = change.organiser_role {
        cx.store.set_organiser_role(place.guild, Some(role))?;
    }
    Ok(())
}

/// `; the daily puzzle is posted in #puzzles; finishing the Sanctuary Chess course
/// gives @role; @role may create tournaments`.
fn learning_text(cx: &Ctx<'_>, place: Place) -> Result<Text> {
    let mut text = Text::new();
    if let Some(channel) = cx.store.daily_puzzle_channel(place.guild)? {
        text = text.plain("; ").msg(
            Msg::new("settings-list-daily-puzzle").text("channel", Text::new().channel(channel)),
        );
    }
    for variant in crate::core::catalogue::menu_variants() {
        if let Some(role) = cx.store.course_role(place.guild, variant)? {
            text = text.plain("; ").msg(
                Msg::new("settings-list-course-role")
                    .text("variant", Msg::new(variant_name(variant)))
                    .text("role", Text::new().role(role)),
            );
        }
    }
    if let Some(role) = cx.store.organiser_role(place.guild)? {
        text = text
            .plain("; ")
            .msg(Msg::new("settings-list-organiser-role").text("role", Text::new().role(role)));
    }
    if let Some(channel) = cx.store.lobby_channel(place.guild)? {
        text = text
            .plain("; ")
            .msg(Msg::new("settings-list-lobby").text("channel", Text::new().channel(channel)));
    }
    Ok(text)
}

/// `3 days per move, rated by default, each game in its own thread, …`: the settings
/// every server has, each its own message, joined by commas.
fn describe(s: GuildSettings) -> Text {
    let items = [
        Msg::new("settings-list-days").num("days", s.default_days),
        Msg::new(if s.rated_by_default {
            "settings-list-rated"
        } else {
            "settings-list-casual"
        }),
        Msg::new(if s.game_threads {
            "settings-list-threads"
        } else {
            "settings-list-no-threads"
        }),
        Msg::new(if s.web_pages {
            "settings-list-web"
        } else {
            "settings-list-no-web"
        }),
        Msg::new(match s.shared_board {
            SharedBoard::ToMove => "settings-list-board-to-move",
            SharedBoard::White => "settings-list-board-white",
        }),
    ];
    Text::join(items.into_iter().map(Text::from), ", ")
}

/// `a time bank of 2× the days per move in new games` or `no time bank`.
fn bank_words(factor: u32) -> Text {
    if factor == 0 {
        Msg::new("settings-list-no-bank").into()
    } else {
        Msg::new("settings-list-bank").num("factor", factor).into()
    }
}

/// `settings`.
pub(crate) const SETTINGS: CommandSpec = CommandSpec {
    manage_server: true,
    servers_only: true,
    ..command(
        "settings-description",
        &[
            keyword("days", "settings-days", OptionKind::Days),
            keyword("rated", "settings-rated", YES_NO),
            keyword("threads", "settings-threads", YES_NO),
            keyword("seek_variant", "settings-seek_variant", OptionKind::Variant),
            keyword("seek_role", "settings-seek_role", OptionKind::Role),
            keyword(
                "bank",
                "settings-bank",
                OptionKind::Count {
                    min: 0,
                    max: policy::MAX_BANK_FACTOR,
                },
            ),
            keyword(
                "ping_every",
                "settings-ping_every",
                OptionKind::Count {
                    min: 0,
                    max: policy::MAX_ROLE_PING_MINUTES,
                },
            ),
            keyword("daily_puzzle", "settings-daily_puzzle", OptionKind::Channel),
            keyword(
                "daily_puzzle_off",
                "settings-daily_puzzle_off",
                OptionKind::Flag,
            ),
            keyword(
                "course_variant",
                "settings-course_variant",
                OptionKind::Variant,
            ),
            keyword("course_role", "settings-course_role", OptionKind::Role),
            keyword(
                "organiser_role",
                "settings-organiser_role",
                OptionKind::Role,
            ),
            keyword(
                "organiser_role_off",
                "settings-organiser_role_off",
                OptionKind::Flag,
            ),
            keyword("web", "settings-web", YES_NO),
            keyword("boards_turn", "settings-boards_turn", YES_NO),
            keyword("lobby", "settings-lobby", OptionKind::Channel),
            keyword("lobby_off", "settings-lobby_off", OptionKind::Flag),
            keyword("language", "settings-language", OptionKind::Language),
        ],
        |a| {
            Ok(Command::Settings(SettingsChange {
                days: a.days("days"),
                rated: a.bool("rated"),
                threads: a.bool("threads"),
                seek_variant: a.variant("seek_variant"),
                seek_role: a.role("seek_role"),
                bank: a.integer("bank"),
                ping_every: a.integer("ping_every"),
                daily_puzzle: a.channel("daily_puzzle"),
                daily_puzzle_off: a.bool("daily_puzzle_off").unwrap_or(false),
                course_variant: a.variant("course_variant"),
                course_role: a.role("course_role"),
                organiser_role: a.role("organiser_role"),
                organiser_role_off: a.bool("organiser_role_off").unwrap_or(false),
                web: a.bool("web"),
                boards_turn: a.bool("boards_turn"),
                lobby: a.channel("lobby"),
                lobby_off: a.bool("lobby_off").unwrap_or(false),
                language: a.language("language"),
            }))
        },
    )
};
