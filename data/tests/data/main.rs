//! The store's integration tests, one binary (one link, one throwaway PostgreSQL
//! server for all of them): a module per area, each described in `data/README.md`.

mod backup;
mod bad_input;
mod clocks;
mod concurrency;
mod conditional;
mod crash;
mod disk_full;
mod engine_games;
mod explorer;
mod held_posts;
mod locales;
mod match_proposals;
mod migrate;
mod nicknames;
mod notes;
mod pg_errors;
mod pg_kill;
mod pg_restart;
mod pg_secrets;
mod pg_timeouts;
mod pg_tls;
mod play_links;
mod preferences;
mod puzzles;
mod scheduler;
mod seeks_and_archive;
mod store;
mod tournaments;
