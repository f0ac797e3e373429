//! The names of Sanctum's commands: one list, what any part of the service refers to
//! a command by (a reply that says "use `/board`" names it here). What each command
//! takes and does is in [`commands`](crate::commands).

/// Declares [`CommandName`] and [`CommandName::ALL`] from one list.
macro_rules! command_names {
    ($($name:ident,)*) => {
        /// A command's name: one variant per command. [`CommandName::spec`] maps each to its specification, exhaustively.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum CommandName {
            $($name,)*
        }

        impl CommandName {
            /// Every command, in the order a newcomer needs them (and `help` lists them).
            pub const ALL: [CommandName; [$(CommandName::$name),*].len()] =
                [$(CommandName::$name),*];
        }
    };
}

command_names! {
    Challenge,
    Move,
    Moves,
    Board,
    Games,
    Resign,
    Draw,
    Abort,
    Takeback,
    MoreTime,
    Conditional,
    Pgn,
    History,
    Rules,
    Leaderboard,
    Stats,
    Review,
    Preferences,
    Notify,
    Help,
    Settings,
    Vacation,
}
