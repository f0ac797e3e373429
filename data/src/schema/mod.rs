//! The schema, as a list of migrations per backend ([`sqlite`], [`postgres`]) with the
//! same version numbers; the file's `user_version` (PostgreSQL: the `sanctum_schema`
//! table) says how many ran. [`TABLES`] names every table, for the code that walks them all.
//!
//! Never edit a migration that has shipped: append a new one, and add a test that
//! upgrades a file of the previous version with data in it.

pub(crate) mod postgres;
pub(crate) mod sqlite;

/// Version 3: a player's stats across servers without scanning every rating.
const RATINGS_BY_PLAYER: &str = r"
CREATE INDEX ratings_player ON ratings (player_id);
";

/// Version 4: a channel's games whatever their status (the last game for `pgn`).
const GAMES_BY_CHANNEL: &str = r"
CREATE INDEX games_by_channel ON games (channel_id, game_id);
";

/// The schema version this build writes; a database of a higher version is refused.
pub const SCHEMA_VERSION: u32 = sqlite::STEPS.len() as u32;

const _: () = assert!(postgres::STEPS.len() == sqlite::STEPS.len());

/// Every table, parents before children (the order a copy inserts them in).
pub(crate) const TABLES: &[&str] = &[
    "guild_settings",
    "players",
    "games",
    "moves",
    "challenges",
    "ratings",
    "rating_changes",
    "interactions",
    "button_messages",
    "seek_roles",
    "engine_games",
    "reviews",
    "preferences",
    "late_reminders",
    "guild_banks",
    "time_banks",
    "vacations",
    "conditional_moves",
];

#[cfg(test)]
mod tests {
    use super::sqlite::migrations;
    use super::*;
    use crate::{GameId, GuildId, InteractionId, Store, UserId};
    use rules::{Color, Variant};

    #[test]
    fn migrations_are_valid() {
        assert!(migrations().validate().is_ok());
    }

    /// A file of every earlier version with a game, a move, a rating and a challenge in
    /// it upgrades to the latest version with everything intact and the new features working.
    #[test]
    fn every_version_with_data_upgrades_to_latest() {
        for from in 1..SCHEMA_VERSION {
            upgrade_from(from as usize);
        }
    }

    fn upgrade_from(from: usize) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sanctum.db");
        let start = Variant::Chess.start_fen();
        let after = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        {
            let mut conn = rusqlite::Connection::open(&path).unwrap();
            conn.pragma_update(None, "foreign_keys", "ON").unwrap();
            migrations().to_version(&mut conn, from).unwrap();
            conn.execute_batch(&format!(
                "INSERT INTO players VALUES (10, 'ann', 1), (11, 'bob', 1);
                 INSERT INTO guild_settings VALUES (1, 5, 0, 1);
                 INSERT INTO games (game_id, guild_id, channel_id, white, black, variant, rated, days_per_move,
                     start_fen, fen, ply, created_at, last_move_at, deadline, reminder_at, draw_offer)
                 VALUES (7, 1, 2, 10, 11, 'chess', 1, 3, '{start}', '{after}', 1, 100, 160, 160 + 3 * 86400, 1000, 'white');
                 INSERT INTO moves VALUES (7, 1, 'e2e4', 'e4', '{after}', 160, 10);
                 INSERT INTO ratings VALUES (1, 'chess', 10, 1600.5, 80.0, 0.06, 3, 2, 1, 0, 50);
                 INSERT INTO challenges (guild_id, channel_id, challenger, challenged, variant, color_wish,
                     days_per_move, rated, created_at, expires_at) VALUES (1, 3, 11, 10, 'sanctuary', 'random', 2, 0, 5, 9);"
            ))
            .unwrap();
        }
        let store = Store::open(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        let loaded = store.load_game(GameId(7)).unwrap();
        assert_eq!(
            (
                loaded.stored.ply,
                loaded.stored.draw_offer,
                loaded.stored.takeback_offer
            ),
            (1, Some(Color::White), None)
        );
        assert_eq!(loaded.moves[0].san, "e4");
        let r = store
            .rating(GuildId(1), Variant::Chess, UserId(10))
            .unwrap();
        assert_eq!((r.games, r.wins, r.draws), (3, 2, 1));
        assert!(!r.rating.is_provisional());
        assert_eq!(store.guild_settings(GuildId(1)).unwrap().default_days, 5);
        assert_eq!(store.pending_challenges_for(UserId(10)).unwrap().len(), 1);
        // What version 2 added works on the old data.
        assert!(store.game_rating_changes(&loaded.stored).unwrap().is_none());
        assert!(store.claim_interaction(InteractionId(1), 1).unwrap());
        // A game going on when banks arrived (version 9) gets the default bank; nobody
        // is on vacation.
        if from < 9 {
            let banks = store.time_banks(GameId(7)).unwrap().unwrap();
            assert_eq!((banks.white, banks.black), (6 * 86_400, 6 * 86_400));
        }
        assert!(store.vacation_of(UserId(10), 500).unwrap().is_none());
        let g = store
            .set_takeback_offer(GameId(7), 1, Some(Color::Black))
            .unwrap();
        assert_eq!(g.takeback_offer, Some(Color::Black));
        store.check_integrity().unwrap();
        drop(store);
        // Opening again is a no-op.
        assert_eq!(
            Store::open(&path).unwrap().schema_version().unwrap(),
            SCHEMA_VERSION
        );
    }
}
