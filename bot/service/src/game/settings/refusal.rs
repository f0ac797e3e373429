//! A server's settings.

use crate::core::names::CommandName;
use crate::core::text::{CommandRef, Text};

/// Why a change of the server's settings was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettingsRefusal {
    /// Settings without Manage Server.
    NeedsManageServer,
    /// A course role without the course's game.
    CourseRoleNeedsVariant,
    /// A role for open challenges, without saying for which game.
    SeekRoleNeedsVariant,
    /// A wait between role pings outside 0 to the longest allowed, in minutes.
    BadPingWait(i64),
    /// A time bank outside 0 to the largest allowed.
    BadBank(i64),
}

impl crate::core::refusal::Refuse for SettingsRefusal {
    #[allow(clippy::too_many_lines)]
    fn user_text(&self) -> Text {
        match self {
        SettingsRefusal::NeedsManageServer => "Only members with the Manage Server permission can change the settings.".into(),
        SettingsRefusal::CourseRoleNeedsVariant => "Name the game whose course gives that role: course_variant.".into(),
        SettingsRefusal::SeekRoleNeedsVariant => Text::from("Say which game's open challenges should ping that role: ")
            .command(
                CommandRef::new(CommandName::Settings)
                    .arg("seek_variant", "sanctuary")
                    .arg("seek_role", "@role"),
            )
            .plain("."),
        SettingsRefusal::BadBank(n) => format!(
            "A time bank of {n} isn't possible: give 0 (no bank) up to {}, in days per move (2 gives a 3-day game 6 spare days per player). Nothing was changed.",
            data::MAX_BANK_FACTOR
        )
        .into(),
        SettingsRefusal::BadPingWait(n) => format!(
            "A wait of {n} minutes between role pings isn't possible: give 0 (every open challenge pings) up to {} minutes. Nothing was changed.",
            crate::core::policy::MAX_ROLE_PING_MINUTES
        )
        .into(),
        }
    }
}
