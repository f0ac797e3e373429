//! The game service through its own API: a module per area (the table of
//! `bot/README.md` says what each proves). Each test plays at its own table
//! (`bot_testkit::table`): its own database and clock.

mod blocks;
mod clock_skew;
mod conditional;
mod engine_games;
mod explorer;
mod games;
mod languages;
mod limits;
mod lobby;
mod matches;
mod notes;
mod pg_restart;
mod puzzle_stockfish;
mod puzzles;
mod refusals;
mod review_calibration;
mod reviews;
mod teams;
mod tournaments;
mod two_faces;
mod votes;
mod web_pages;
