//! The command list: each [`CommandName`] with its specification, which lives next
//! to its handler in the module that owns it. The match is exhaustive, so a command
//! without a specification does not compile.

use crate::catalogue::{CommandName, CommandSpec};

impl CommandName {
    /// Its specification.
    pub fn spec(self) -> &'static CommandSpec {
        match self {
            CommandName::Challenge => &crate::challenge::CHALLENGE,
            CommandName::Move => &crate::play::MOVE,
            CommandName::Board => &crate::info::BOARD,
            CommandName::Games => &crate::info::GAMES,
            CommandName::Resign => &crate::offers::RESIGN,
            CommandName::Draw => &crate::offers::DRAW,
            CommandName::Abort => &crate::offers::ABORT,
            CommandName::Takeback => &crate::offers::TAKEBACK,
            CommandName::MoreTime => &crate::moretime::MORETIME,
            CommandName::Conditional => &crate::conditional::CONDITIONAL,
            CommandName::Pgn => &crate::info::PGN,
            CommandName::History => &crate::archive::HISTORY,
            CommandName::Rules => &crate::info::RULES,
            CommandName::Leaderboard => &crate::info::LEADERBOARD,
            CommandName::Stats => &crate::info::STATS,
            CommandName::Review => &crate::review::REVIEW,
            CommandName::Preferences => &crate::preferences::PREFERENCES,
            CommandName::Notify => &crate::notify::NOTIFY,
            CommandName::Help => &crate::help::HELP,
            CommandName::Settings => &crate::settings::SETTINGS,
            CommandName::Vacation => &crate::vacation::VACATION,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::catalogue::{CommandName, OptionKind};
    use data::DaysPerMove;
    use std::collections::HashSet;

    #[test]
    fn every_command_is_named_once_within_discords_limits() {
        let mut names = HashSet::new();
        for name in CommandName::ALL {
            let spec = name.spec();
            for id in std::iter::once(&spec.id).chain(spec.aliases) {
                assert!(names.insert(*id), "{id} names two commands");
                assert_eq!(CommandName::from_id(id), Some(name));
            }
            assert!(
                (1..=32).contains(&spec.id.len())
                    && spec.id.chars().all(|c| c.is_ascii_lowercase()
                        || c.is_ascii_digit()
                        || c == '_'
                        || c == '-'),
                "{}",
                spec.id
            );
            assert!(
                !spec.description.is_empty() && spec.description.len() <= 100,
                "{}",
                spec.id
            );
            assert!(spec.options.len() <= 25, "{}", spec.id);
            let mut options = HashSet::new();
            for o in spec.options {
                assert!(options.insert(o.name), "{}: {} twice", spec.id, o.name);
                assert!(
                    o.description.len() <= 100 && o.name.len() <= 32,
                    "{}",
                    spec.id
                );
                assert!(o.kind.choices().len() <= 25);
            }
            let required: Vec<bool> = spec.options.iter().map(|o| o.required).collect();
            assert!(
                required.is_sorted_by(|a, b| a >= b),
                "{}: required first",
                spec.id
            );
        }
        assert_eq!(OptionKind::Days.choices().len(), DaysPerMove::ALL.len());
        assert_eq!(OptionKind::Variant.choices()[0].label, "sanctuary");
    }
}
