//! A server's settings.

use crate::core::names::CommandName;
use crate::core::text::Msg;
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
            SettingsRefusal::NeedsManageServer => {
                Msg::new("settings-refusal-needs-manage-server").into()
            }
            SettingsRefusal::CourseRoleNeedsVariant => {
                Msg::new("settings-refusal-course-role-needs-variant").into()
            }
            SettingsRefusal::SeekRoleNeedsVariant => {
                Msg::new("settings-refusal-seek-role-needs-variant")
                    .command(
                        "settings",
                        CommandRef::new(CommandName::Settings)
                            .arg("seek_variant", "sanctuary")
                            .blank("seek_role", "blank-role"),
                    )
                    .into()
            }
            SettingsRefusal::BadBank(n) => Msg::new("settings-refusal-bad-bank")
                .num("bank", *n)
                .num("max", data::MAX_BANK_FACTOR)
                .into(),
            SettingsRefusal::BadPingWait(n) => Msg::new("settings-refusal-bad-ping-wait")
                .num("minutes", *n)
                .num("max", crate::core::policy::MAX_ROLE_PING_MINUTES)
                .into(),
        }
    }
}
