//! The names of Sanctum's commands: one list, what any part of the service refers to
//! a command by (a reply that says "use `/board`" names it here). What each command
//! takes and does is in [`commands`](crate::router).

/// Declares [`CommandName`], [`CommandName::ALL`] and each name's id from one list.
macro_rules! command_names {
    ($($name:ident = $id:literal,)*) => {
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

            /// The name players type: `challenge`, `move`.
            pub const fn id(self) -> &'static str {
                match self {
                    $(CommandName::$name => $id,)*
                }
            }
        }
    };
}

command_names! {
    Challenge = "challenge",
    Move = "move",
    Moves = "moves",
    Board = "board",
    Games = "games",
    Resign = "resign",
    Draw = "draw",
    Abort = "abort",
    Takeback = "takeback",
    MoreTime = "moretime",
    Conditional = "conditional",
    Pgn = "pgn",
    History = "history",
    Note = "note",
    Notes = "notes",
    Explorer = "explorer",
    Rules = "rules",
    Puzzle = "puzzle",
    Solve = "solve",
    Learn = "learn",
    Tournament = "tournament",
    Leaderboard = "leaderboard",
    Stats = "stats",
    Block = "block",
    Vote = "vote",
    Match = "match",
    Review = "review",
    Preferences = "preferences",
    Notify = "notify",
    Help = "help",
    Settings = "settings",
    Vacation = "vacation",
}
