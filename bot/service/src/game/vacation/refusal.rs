//! Vacations.

use crate::core::names::CommandName;
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
        match self {
            VacationRefusal::VacationDays(n) => format!(
                "A vacation of {n} days isn't possible: take 1 to {} days. Nothing was changed.",
                crate::core::policy::MAX_VACATION_DAYS
            )
            .into(),
            VacationRefusal::VacationDaysAndEnd => Text::from("Give either ")
                .command(CommandRef::new(CommandName::Vacation).arg("days", "3"))
                .plain(" to start a vacation or ")
                .command(CommandRef::new(CommandName::Vacation).arg("end", "True"))
                .plain(" to end one, not both. Nothing was changed."),
            VacationRefusal::AlreadyOnVacation { until } => {
                Text::from("You are already on vacation; it ends ")
                    .moment(*until)
                    .plain(". End it first with ")
                    .command(CommandRef::new(CommandName::Vacation).arg("end", "True"))
                    .plain(" if you want to plan a different one.")
            }
            VacationRefusal::VacationAllowance { asked, left } => {
                let days = |n: i64| {
                    if n == 1 {
                        "1 day".to_owned()
                    } else {
                        format!("{n} days")
                    }
                };
                let text = format!(
                    "You can't take {} of vacation: at most {} days are allowed in any 365, and you have {} left. Nothing was changed.",
                    days(*asked),
                    crate::core::policy::MAX_VACATION_DAYS,
                    days(*left),
                );
                text.into()
            }
            VacationRefusal::NotOnVacation => {
                Text::from("You are not on vacation, so there is nothing to end. Start one with ")
                    .command(CommandRef::new(CommandName::Vacation).arg("days", "3"))
                    .plain(".")
            }
        }
    }
}
