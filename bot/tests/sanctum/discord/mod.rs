//! The Discord adapter end to end against the kit's loopback fake Discord
//! (`bot_testkit::fake`): the bot in the test process (serenity client and all) or its
//! real binary as a child. A module per area; the table of `bot/README.md` says what
//! each proves. `load` runs a small size in the suite; its full size is ignored by
//! default, a measurement run with
//! `cargo test -p sanctum --release --test sanctum discord::load:: -- --ignored --nocapture`.

mod activity;
mod anywhere;
mod archive;
mod binary;
mod cards;
mod clocks;
mod conditional;
mod crowd;
mod e2e;
mod engine_games;
mod health;
mod held;
mod http_door;
mod languages;
mod learning;
mod load;
mod lobby;
mod matches;
mod names;
mod notes;
mod notify;
mod odd_input;
mod offers;
mod play_web;
mod retry;
mod shutdown;
mod storm;
mod support;
mod teams;
mod tournaments;
mod votes;
mod web;
mod web_board;
mod web_learn;
mod web_review;
mod web_server;
