//! The schema, as a list of migrations; the file's `user_version` (PostgreSQL: the
//! `sanctum_schema` table) says how many ran.
//!
//! Never edit a migration that has shipped: append a new one, and add a test that
//! upgrades a file of the previous version with data in it.

use rusqlite_migration::{M, Migrations};

/// Version 1: settings, players, challenges, games, moves, ratings.
const V1: &str = r"
CREATE TABLE guild_settings (
    guild_id      INTEGER PRIMARY KEY,
    default_days  INTEGER NOT NULL CHECK (default_days BETWEEN 1 AND 14),
    rated_default INTEGER NOT NULL CHECK (rated_default IN (0, 1)),
    game_threads  INTEGER NOT NULL CHECK (game_threads IN (0, 1))
) STRICT;

CREATE TABLE players (
    player_id    INTEGER PRIMARY KEY,
    display_name TEXT NOT NULL,
    updated_at   INTEGER NOT NULL
) STRICT;

CREATE TABLE games (
    game_id       INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    white         INTEGER NOT NULL REFERENCES players (player_id),
    black         INTEGER NOT NULL REFERENCES players (player_id),
    variant       TEXT NOT NULL CHECK (variant IN ('chess', 'scepter', 'sanctuary')),
    rated         INTEGER NOT NULL CHECK (rated IN (0, 1)),
    days_per_move INTEGER NOT NULL CHECK (days_per_move BETWEEN 1 AND 14),
    start_fen     TEXT NOT NULL CHECK (start_fen <> ''),
    fen           TEXT NOT NULL CHECK (fen <> ''),
    ply           INTEGER NOT NULL DEFAULT 0 CHECK (ply >= 0),
    status        TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished', 'aborted')),
    winner        TEXT CHECK (winner IN ('white', 'black')),
    reason        TEXT,
    created_at    INTEGER NOT NULL,
    last_move_at  INTEGER NOT NULL,
    deadline      INTEGER NOT NULL,
    reminder_at   INTEGER,
    draw_offer    TEXT CHECK (draw_offer IN ('white', 'black')),
    finished_at   INTEGER,
    CHECK (white <> black),
    CHECK ((status = 'active') = (reason IS NULL)),
    CHECK ((status = 'active') = (finished_at IS NULL)),
    CHECK (winner IS NULL OR status = 'finished')
) STRICT;
CREATE UNIQUE INDEX games_one_active_per_channel ON games (channel_id) WHERE status = 'active';
CREATE INDEX games_due_deadline ON games (deadline) WHERE status = 'active';
CREATE INDEX games_due_reminder ON games (reminder_at) WHERE status = 'active' AND reminder_at IS NOT NULL;
CREATE INDEX games_white ON games (white, status);
CREATE INDEX games_black ON games (black, status);

CREATE TABLE moves (
    game_id   INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
    ply       INTEGER NOT NULL CHECK (ply >= 1),
    uci       TEXT NOT NULL,
    san       TEXT NOT NULL,
    fen_after TEXT NOT NULL,
    played_at INTEGER NOT NULL,
    player_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) STRICT, WITHOUT ROWID;

CREATE TABLE challenges (
    challenge_id  INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    challenger    INTEGER NOT NULL REFERENCES players (player_id),
    challenged    INTEGER NOT NULL REFERENCES players (player_id),
    variant       TEXT NOT NULL CHECK (variant IN ('chess', 'scepter', 'sanctuary')),
    color_wish    TEXT NOT NULL CHECK (color_wish IN ('white', 'black', 'random')),
    days_per_move INTEGER NOT NULL CHECK (days_per_move BETWEEN 1 AND 14),
    rated         INTEGER NOT NULL CHECK (rated IN (0, 1)),
    created_at    INTEGER NOT NULL,
    expires_at    INTEGER NOT NULL,
    status        TEXT NOT NULL DEFAULT 'pending'
                  CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'expired')),
    resolved_at   INTEGER,
    game_id       INTEGER REFERENCES games (game_id),
    CHECK (challenger <> challenged),
    CHECK ((status = 'pending') = (resolved_at IS NULL)),
    CHECK ((status = 'accepted') = (game_id IS NOT NULL))
) STRICT;
CREATE UNIQUE INDEX challenges_one_pending_per_pair
    ON challenges (channel_id, min(challenger, challenged), max(challenger, challenged))
    WHERE status = 'pending';
CREATE INDEX challenges_pending_to ON challenges (challenged) WHERE status = 'pending';
CREATE INDEX challenges_pending_from ON challenges (challenger) WHERE status = 'pending';
CREATE INDEX challenges_expiry ON challenges (expires_at) WHERE status = 'pending';

CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    variant    TEXT NOT NULL CHECK (variant IN ('chess', 'scepter', 'sanctuary')),
    player_id  INTEGER NOT NULL REFERENCES players (player_id),
    rating     REAL NOT NULL,
    deviation  REAL NOT NULL CHECK (deviation >= 0),
    volatility REAL NOT NULL CHECK (volatility >= 0),
    games      INTEGER NOT NULL,
    wins       INTEGER NOT NULL CHECK (wins >= 0),
    draws      INTEGER NOT NULL CHECK (draws >= 0),
    losses     INTEGER NOT NULL CHECK (losses >= 0),
    updated_at INTEGER NOT NULL,
    CHECK (games = wins + draws + losses),
    PRIMARY KEY (guild_id, variant, player_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX ratings_leaderboard ON ratings (guild_id, variant, rating DESC, games);
";

/// Version 2: takeback offers, per-game rating changes, processed interactions.
const V2: &str = r"
ALTER TABLE games ADD COLUMN takeback_offer TEXT CHECK (takeback_offer IN ('white', 'black'));

CREATE TABLE rating_changes (
    game_id          INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
    player_id        INTEGER NOT NULL REFERENCES players (player_id),
    rating_before     REAL NOT NULL,
    deviation_before  REAL NOT NULL,
    volatility_before REAL NOT NULL,
    rating_after      REAL NOT NULL,
    deviation_after   REAL NOT NULL,
    volatility_after  REAL NOT NULL,
    PRIMARY KEY (game_id, player_id)
) STRICT, WITHOUT ROWID;

CREATE TABLE interactions (
    interaction_id INTEGER PRIMARY KEY,
    seen_at        INTEGER NOT NULL
) STRICT;
CREATE INDEX interactions_seen ON interactions (seen_at);
";

/// Version 3: a player's stats across servers without scanning every rating.
const V3: &str = r"
CREATE INDEX ratings_player ON ratings (player_id);
";

/// Version 4: a channel's games whatever their status (the last game for `pgn`).
const V4: &str = r"
CREATE INDEX games_by_channel ON games (channel_id, game_id);
";

/// Version 5: which Discord message carries a challenge's or an offer's buttons, so stale
/// buttons can be disabled after a restart.
const V5: &str = r"
CREATE TABLE button_messages (
    key        TEXT PRIMARY KEY CHECK (key <> ''),
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX button_messages_created ON button_messages (created_at);
";

/// Version 6: open challenges (no opponent named: anyone may accept), rematches, the
/// roles a server pings for new open challenges, and a server's games by number.
/// SQLite cannot drop a NOT NULL, so `challenges` is rebuilt.
const V6: &str = r"
CREATE TABLE challenges_v6 (
    challenge_id  INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    challenger    INTEGER NOT NULL REFERENCES players (player_id),
    challenged    INTEGER REFERENCES players (player_id),
    variant       TEXT NOT NULL CHECK (variant IN ('chess', 'scepter', 'sanctuary')),
    color_wish    TEXT NOT NULL CHECK (color_wish IN ('white', 'black', 'random')),
    days_per_move INTEGER NOT NULL CHECK (days_per_move BETWEEN 1 AND 14),
    rated         INTEGER NOT NULL CHECK (rated IN (0, 1)),
    created_at    INTEGER NOT NULL,
    expires_at    INTEGER NOT NULL,
    status        TEXT NOT NULL DEFAULT 'pending'
                  CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'expired')),
    resolved_at   INTEGER,
    game_id       INTEGER REFERENCES games (game_id),
    rematch_of    INTEGER REFERENCES games (game_id),
    CHECK (challenger <> challenged),
    CHECK ((status = 'pending') = (resolved_at IS NULL)),
    CHECK ((status = 'accepted') = (game_id IS NOT NULL)),
    CHECK (status <> 'accepted' OR challenged IS NOT NULL)
) STRICT;
INSERT INTO challenges_v6 (challenge_id, guild_id, channel_id, challenger, challenged, variant, color_wish,
    days_per_move, rated, created_at, expires_at, status, resolved_at, game_id)
SELECT challenge_id, guild_id, channel_id, challenger, challenged, variant, color_wish,
    days_per_move, rated, created_at, expires_at, status, resolved_at, game_id FROM challenges;
DROP TABLE challenges;
ALTER TABLE challenges_v6 RENAME TO challenges;
CREATE UNIQUE INDEX challenges_one_pending_per_pair
    ON challenges (channel_id, min(challenger, challenged), max(challenger, challenged))
    WHERE status = 'pending';
CREATE INDEX challenges_pending_to ON challenges (challenged) WHERE status = 'pending';
CREATE INDEX challenges_pending_from ON challenges (challenger) WHERE status = 'pending';
CREATE INDEX challenges_expiry ON challenges (expires_at) WHERE status = 'pending';
CREATE UNIQUE INDEX challenges_one_open_per_challenger
    ON challenges (channel_id, challenger) WHERE status = 'pending' AND challenged IS NULL;
CREATE INDEX challenges_open_by_guild ON challenges (guild_id) WHERE status = 'pending' AND challenged IS NULL;
CREATE INDEX challenges_by_game ON challenges (game_id) WHERE game_id IS NOT NULL;
CREATE INDEX challenges_rematch ON challenges (rematch_of) WHERE rematch_of IS NOT NULL;

CREATE TABLE seek_roles (
    guild_id INTEGER NOT NULL,
    variant  TEXT NOT NULL CHECK (variant IN ('chess', 'scepter', 'sanctuary')),
    role_id  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, variant)
) STRICT, WITHOUT ROWID;

CREATE INDEX games_by_guild ON games (guild_id, game_id);
";

/// Version 7: games against the engine (its side and level) and stored post-game reviews.
const V7: &str = r"
CREATE TABLE engine_games (
    game_id      INTEGER PRIMARY KEY REFERENCES games (game_id) ON DELETE CASCADE,
    level        INTEGER NOT NULL CHECK (level BETWEEN 1 AND 8),
    engine_color TEXT NOT NULL CHECK (engine_color IN ('white', 'black'))
) STRICT;
CREATE TABLE reviews (
    game_id    INTEGER PRIMARY KEY REFERENCES games (game_id) ON DELETE CASCADE,
    analysis   TEXT NOT NULL,
    created_at INTEGER NOT NULL
) STRICT;
";

/// Version 8: each player's own choices (how boards look, move confirmation, how to be
/// reached) and the "two hours left" reminders already sent.
const V8: &str = r"
CREATE TABLE preferences (
    player_id     INTEGER PRIMARY KEY REFERENCES players (player_id),
    orientation   TEXT NOT NULL DEFAULT 'to-move' CHECK (orientation IN ('to-move', 'mine')),
    theme         TEXT NOT NULL DEFAULT 'classic' CHECK (theme IN ('classic', 'contrast', 'colorblind')),
    confirm_moves INTEGER NOT NULL DEFAULT 0 CHECK (confirm_moves IN (0, 1)),
    dm_turn       INTEGER NOT NULL DEFAULT 0 CHECK (dm_turn IN (0, 1)),
    remind_80     INTEGER NOT NULL DEFAULT 1 CHECK (remind_80 IN (0, 1)),
    remind_2h     INTEGER NOT NULL DEFAULT 0 CHECK (remind_2h IN (0, 1)),
    digest_at     INTEGER,
    dms_closed    INTEGER NOT NULL DEFAULT 0 CHECK (dms_closed IN (0, 1)),
    dm_note_due   INTEGER NOT NULL DEFAULT 0 CHECK (dm_note_due IN (0, 1)),
    updated_at    INTEGER NOT NULL
) STRICT;
CREATE INDEX preferences_digest_due ON preferences (digest_at) WHERE digest_at IS NOT NULL;
CREATE TABLE late_reminders (
    game_id  INTEGER PRIMARY KEY REFERENCES games (game_id) ON DELETE CASCADE,
    deadline INTEGER NOT NULL
) STRICT;
";

/// Version 9: time banks (a server's choice and each game's spare time per player;
/// games already going on get the default bank) and vacations.
const V9: &str = r"
CREATE TABLE guild_banks (
    guild_id    INTEGER PRIMARY KEY,
    bank_factor INTEGER NOT NULL CHECK (bank_factor BETWEEN 0 AND 5)
) STRICT;
CREATE TABLE time_banks (
    game_id INTEGER PRIMARY KEY REFERENCES games (game_id) ON DELETE CASCADE,
    white   INTEGER NOT NULL CHECK (white >= 0),
    black   INTEGER NOT NULL CHECK (black >= 0)
) STRICT;
INSERT INTO time_banks (game_id, white, black)
    SELECT game_id, 2 * days_per_move * 86400, 2 * days_per_move * 86400 FROM games WHERE status = 'active';
CREATE TABLE vacations (
    player_id  INTEGER NOT NULL REFERENCES players (player_id),
    started_at INTEGER NOT NULL,
    ends_at    INTEGER NOT NULL,
    CHECK (ends_at > started_at),
    PRIMARY KEY (player_id, started_at)
) STRICT;
";

/// Version 10: conditional moves, a queue of answers per game and player.
const V10: &str = r"
CREATE TABLE conditional_moves (
    game_id    INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
    player_id  INTEGER NOT NULL,
    ply        INTEGER NOT NULL CHECK (ply >= 0),
    fen        TEXT NOT NULL CHECK (fen <> ''),
    branches   TEXT NOT NULL,
    cleared_by TEXT,
    updated_at INTEGER NOT NULL,
    CHECK ((branches = '') = (cleared_by IS NOT NULL)),
    PRIMARY KEY (game_id, player_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX conditional_moves_by_player ON conditional_moves (player_id);
";

/// Every migration, oldest first.
const STEPS: &[&str] = &[V1, V2, V3, V4, V5, V6, V7, V8, V9, V10];

/// The schema version this build writes; a file with a higher `user_version` is refused.
pub const SCHEMA_VERSION: u32 = STEPS.len() as u32;

/// The same schema for PostgreSQL, one step per SQLite step, so a version number means
/// the same tables on both. Integers are `BIGINT` (Discord snowflakes are stored as the
/// same 64 bits), flags `BIGINT` 0/1 and ratings `DOUBLE PRECISION`, so both backends
/// read back the same plain values.
const PG_V1: &str = r"
CREATE TABLE guild_settings (
    guild_id      BIGINT PRIMARY KEY,
    default_days  BIGINT NOT NULL CHECK (default_days BETWEEN 1 AND 14),
    rated_default BIGINT NOT NULL CHECK (rated_default IN (0, 1)),
    game_threads  BIGINT NOT NULL CHECK (game_threads IN (0, 1))
);

CREATE TABLE players (
    player_id    BIGINT PRIMARY KEY,
    display_name TEXT NOT NULL,
    updated_at   BIGINT NOT NULL
);

CREATE TABLE games (
    game_id       BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    guild_id      BIGINT NOT NULL,
    channel_id    BIGINT NOT NULL,
    white         BIGINT NOT NULL REFERENCES players (player_id),
    black         BIGINT NOT NULL REFERENCES players (player_id),
    variant       TEXT NOT NULL CHECK (variant IN ('chess', 'scepter', 'sanctuary')),
    rated         BIGINT NOT NULL CHECK (rated IN (0, 1)),
    days_per_move BIGINT NOT NULL CHECK (days_per_move BETWEEN 1 AND 14),
    start_fen     TEXT NOT NULL CHECK (start_fen <> ''),
    fen           TEXT NOT NULL CHECK (fen <> ''),
    ply           BIGINT NOT NULL DEFAULT 0 CHECK (ply >= 0),
    status        TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished', 'aborted')),
    winner        TEXT CHECK (winner IN ('white', 'black')),
    reason        TEXT,
    created_at    BIGINT NOT NULL,
    last_move_at  BIGINT NOT NULL,
    deadline      BIGINT NOT NULL,
    reminder_at   BIGINT,
    draw_offer    TEXT CHECK (draw_offer IN ('white', 'black')),
    finished_at   BIGINT,
    CHECK (white <> black),
    CHECK ((status = 'active') = (reason IS NULL)),
    CHECK ((status = 'active') = (finished_at IS NULL)),
    CHECK (winner IS NULL OR status = 'finished')
);
CREATE UNIQUE INDEX games_one_active_per_channel ON games (channel_id) WHERE status = 'active';
CREATE INDEX games_due_deadline ON games (deadline) WHERE status = 'active';
CREATE INDEX games_due_reminder ON games (reminder_at) WHERE status = 'active' AND reminder_at IS NOT NULL;
CREATE INDEX games_white ON games (white, status);
CREATE INDEX games_black ON games (black, status);

CREATE TABLE moves (
    game_id   BIGINT NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
    ply       BIGINT NOT NULL CHECK (ply >= 1),
    uci       TEXT NOT NULL,
    san       TEXT NOT NULL,
    fen_after TEXT NOT NULL,
    played_at BIGINT NOT NULL,
    player_id BIGINT NOT NULL,
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE challenges (
    challenge_id  BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    guild_id      BIGINT NOT NULL,
    channel_id    BIGINT NOT NULL,
    challenger    BIGINT NOT NULL REFERENCES players (player_id),
    challenged    BIGINT NOT NULL REFERENCES players (player_id),
    variant       TEXT NOT NULL CHECK (variant IN ('chess', 'scepter', 'sanctuary')),
    color_wish    TEXT NOT NULL CHECK (color_wish IN ('white', 'black', 'random')),
    days_per_move BIGINT NOT NULL CHECK (days_per_move BETWEEN 1 AND 14),
    rated         BIGINT NOT NULL CHECK (rated IN (0, 1)),
    created_at    BIGINT NOT NULL,
    expires_at    BIGINT NOT NULL,
    status        TEXT NOT NULL DEFAULT 'pending'
                  CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'expired')),
    resolved_at   BIGINT,
    game_id       BIGINT REFERENCES games (game_id),
    CHECK (challenger <> challenged),
    CHECK ((status = 'pending') = (resolved_at IS NULL)),
    CHECK ((status = 'accepted') = (game_id IS NOT NULL))
);
CREATE UNIQUE INDEX challenges_one_pending_per_pair
    ON challenges (channel_id, least(challenger, challenged), greatest(challenger, challenged))
    WHERE status = 'pending';
CREATE INDEX challenges_pending_to ON challenges (challenged) WHERE status = 'pending';
CREATE INDEX challenges_pending_from ON challenges (challenger) WHERE status = 'pending';
CREATE INDEX challenges_expiry ON challenges (expires_at) WHERE status = 'pending';

CREATE TABLE ratings (
    guild_id   BIGINT NOT NULL,
    variant    TEXT NOT NULL CHECK (variant IN ('chess', 'scepter', 'sanctuary')),
    player_id  BIGINT NOT NULL REFERENCES players (player_id),
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL CHECK (deviation >= 0),
    volatility DOUBLE PRECISION NOT NULL CHECK (volatility >= 0),
    games      BIGINT NOT NULL,
    wins       BIGINT NOT NULL CHECK (wins >= 0),
    draws      BIGINT NOT NULL CHECK (draws >= 0),
    losses     BIGINT NOT NULL CHECK (losses >= 0),
    updated_at BIGINT NOT NULL,
    CHECK (games = wins + draws + losses),
    PRIMARY KEY (guild_id, variant, player_id)
);
CREATE INDEX ratings_leaderboard ON ratings (guild_id, variant, rating DESC, games);
";

const PG_V2: &str = r"
ALTER TABLE games ADD COLUMN takeback_offer TEXT CHECK (takeback_offer IN ('white', 'black'));

CREATE TABLE rating_changes (
    game_id           BIGINT NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
    player_id         BIGINT NOT NULL REFERENCES players (player_id),
    rating_before     DOUBLE PRECISION NOT NULL,
    deviation_before  DOUBLE PRECISION NOT NULL,
    volatility_before DOUBLE PRECISION NOT NULL,
    rating_after      DOUBLE PRECISION NOT NULL,
    deviation_after   DOUBLE PRECISION NOT NULL,
    volatility_after  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, player_id)
);

CREATE TABLE interactions (
    interaction_id BIGINT PRIMARY KEY,
    seen_at        BIGINT NOT NULL
);
CREATE INDEX interactions_seen ON interactions (seen_at);
";

/// PostgreSQL migrations, oldest first: the same steps as [`STEPS`] (V3–V5 are plain
/// SQL both understand).
pub(crate) const PG_STEPS: &[&str] = &[
    PG_V1, PG_V2, V3, V4, V5_PG, V6_PG, V7_PG, V8_PG, V9_PG, V10_PG,
];

/// [`V6`] for PostgreSQL, where a column can simply lose its NOT NULL. (`least` and
/// `greatest` skip NULLs, so the pair index also allows one open challenge per
/// challenger and channel: the same rule the index of its own says.)
const V6_PG: &str = r"
ALTER TABLE challenges ALTER COLUMN challenged DROP NOT NULL;
ALTER TABLE challenges ADD COLUMN rematch_of BIGINT REFERENCES games (game_id);
ALTER TABLE challenges ADD CONSTRAINT challenges_accepted_has_opponent
    CHECK (status <> 'accepted' OR challenged IS NOT NULL);
CREATE UNIQUE INDEX challenges_one_open_per_challenger
    ON challenges (channel_id, challenger) WHERE status = 'pending' AND challenged IS NULL;
CREATE INDEX challenges_open_by_guild ON challenges (guild_id) WHERE status = 'pending' AND challenged IS NULL;
CREATE INDEX challenges_by_game ON challenges (game_id) WHERE game_id IS NOT NULL;
CREATE INDEX challenges_rematch ON challenges (rematch_of) WHERE rematch_of IS NOT NULL;

CREATE TABLE seek_roles (
    guild_id BIGINT NOT NULL,
    variant  TEXT NOT NULL CHECK (variant IN ('chess', 'scepter', 'sanctuary')),
    role_id  BIGINT NOT NULL,
    PRIMARY KEY (guild_id, variant)
);

CREATE INDEX games_by_guild ON games (guild_id, game_id);
";

const V5_PG: &str = r"
CREATE TABLE button_messages (
    key        TEXT PRIMARY KEY CHECK (key <> ''),
    channel_id BIGINT NOT NULL,
    message_id BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX button_messages_created ON button_messages (created_at);
";

/// [`V7`] for PostgreSQL.
const V7_PG: &str = r"
CREATE TABLE engine_games (
    game_id      BIGINT PRIMARY KEY REFERENCES games (game_id) ON DELETE CASCADE,
    level        BIGINT NOT NULL CHECK (level BETWEEN 1 AND 8),
    engine_color TEXT NOT NULL CHECK (engine_color IN ('white', 'black'))
);
CREATE TABLE reviews (
    game_id    BIGINT PRIMARY KEY REFERENCES games (game_id) ON DELETE CASCADE,
    analysis   TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
";

/// [`V8`] for PostgreSQL.
const V8_PG: &str = r"
CREATE TABLE preferences (
    player_id     BIGINT PRIMARY KEY REFERENCES players (player_id),
    orientation   TEXT NOT NULL DEFAULT 'to-move' CHECK (orientation IN ('to-move', 'mine')),
    theme         TEXT NOT NULL DEFAULT 'classic' CHECK (theme IN ('classic', 'contrast', 'colorblind')),
    confirm_moves BIGINT NOT NULL DEFAULT 0 CHECK (confirm_moves IN (0, 1)),
    dm_turn       BIGINT NOT NULL DEFAULT 0 CHECK (dm_turn IN (0, 1)),
    remind_80     BIGINT NOT NULL DEFAULT 1 CHECK (remind_80 IN (0, 1)),
    remind_2h     BIGINT NOT NULL DEFAULT 0 CHECK (remind_2h IN (0, 1)),
    digest_at     BIGINT,
    dms_closed    BIGINT NOT NULL DEFAULT 0 CHECK (dms_closed IN (0, 1)),
    dm_note_due   BIGINT NOT NULL DEFAULT 0 CHECK (dm_note_due IN (0, 1)),
    updated_at    BIGINT NOT NULL
);
CREATE INDEX preferences_digest_due ON preferences (digest_at) WHERE digest_at IS NOT NULL;
CREATE TABLE late_reminders (
    game_id  BIGINT PRIMARY KEY REFERENCES games (game_id) ON DELETE CASCADE,
    deadline BIGINT NOT NULL
);
";

/// [`V9`] for PostgreSQL.
const V9_PG: &str = r"
CREATE TABLE guild_banks (
    guild_id    BIGINT PRIMARY KEY,
    bank_factor BIGINT NOT NULL CHECK (bank_factor BETWEEN 0 AND 5)
);
CREATE TABLE time_banks (
    game_id BIGINT PRIMARY KEY REFERENCES games (game_id) ON DELETE CASCADE,
    white   BIGINT NOT NULL CHECK (white >= 0),
    black   BIGINT NOT NULL CHECK (black >= 0)
);
INSERT INTO time_banks (game_id, white, black)
    SELECT game_id, 2 * days_per_move * 86400, 2 * days_per_move * 86400 FROM games WHERE status = 'active';
CREATE TABLE vacations (
    player_id  BIGINT NOT NULL REFERENCES players (player_id),
    started_at BIGINT NOT NULL,
    ends_at    BIGINT NOT NULL,
    CHECK (ends_at > started_at),
    PRIMARY KEY (player_id, started_at)
);
";

/// [`V10`] for PostgreSQL.
const V10_PG: &str = r"
CREATE TABLE conditional_moves (
    game_id    BIGINT NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
    player_id  BIGINT NOT NULL,
    ply        BIGINT NOT NULL CHECK (ply >= 0),
    fen        TEXT NOT NULL CHECK (fen <> ''),
    branches   TEXT NOT NULL,
    cleared_by TEXT,
    updated_at BIGINT NOT NULL,
    CHECK ((branches = '') = (cleared_by IS NOT NULL)),
    PRIMARY KEY (game_id, player_id)
);
CREATE INDEX conditional_moves_by_player ON conditional_moves (player_id);
";

const _: () = assert!(PG_STEPS.len() == STEPS.len());

/// The migrations as `rusqlite_migration` wants them.
pub(crate) fn migrations() -> Migrations<'static> {
    Migrations::new(
        STEPS
            .iter()
            .map(|sql| M::up(sql).foreign_key_check())
            .collect(),
    )
}

#[cfg(test)]
mod tests {
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
