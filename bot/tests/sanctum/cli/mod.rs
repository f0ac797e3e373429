//! The `sanctum` binary's subcommands run as a user runs them, and the console adapter
//! (the table of `bot/README.md` says what each module proves).

mod console_script;
mod match_binary;
mod postgres_commands;
mod postgres_tls;
mod puzzles_command;
mod restore;
mod rules_commands;
mod tournament_command;
mod uci_binary;
