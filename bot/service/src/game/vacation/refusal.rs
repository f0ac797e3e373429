//! Vacations.

use crate::core::names::CommandName;
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};

/// Why a vacation was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VacationRefusal {
    /// A vacation of no days, or of more than the longest.
    VacationDays(i64),
    /// Both `days` and `end` at once.
    VacationDaysAndEnd,
    /// A vacation while already on one.
    AlreadyOnVacation {
        /// When the vacation ends.
        until: data::Timestamp,
    },
    /// More vacation days than are left in the last 365.
    VacationAllowance {
        /// Days asked for.
        asked: i64,
        /// Whole days left.
        left: i64,
    },
    /// `vacation end` while not on vacation.
    NotOnVacation,
}

impl crate::core::refusal::Refuse for VacationRefusal {
    #[allow(clippy::too_many_lines)]
    fn user_text(&self) -> Text {
        let start = || CommandRef::new(CommandName::Vacation).arg("days", "3");
        let end = || CommandRef::new(CommandName::Vacation).arg("end", "True");
        match self {
            VacationRefusal::VacationDays(n) => {
                Msg::new("vacation-refusal-days").num("days", *n).into()
            }
            VacationRefusal::VacationDaysAndEnd => Msg::new("vacation-refusal-days-and-end")
                .command("start", start())
                .command("end", end())
                .into(),
            VacationRefusal::AlreadyOnVacation { until } => {
                Msg::new("vacation-refusal-already-away")
                    .moment("ends", *until)
                    .command("end", end())
                    .into()
            }
            VacationRefusal::VacationAllowance { asked, left } => {
                Msg::new("vacation-refusal-allowance")
                    .num("asked", *asked)
                    .num("left", *left)
                    .into()
            }
            VacationRefusal::NotOnVacation => Msg::new("vacation-refusal-not-away")
                .command("start", start())
                .into(),
        }
    }
}
