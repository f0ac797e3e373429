//! The schema as SQLite migrations: `STRICT` tables, `WITHOUT ROWID` where the key is
//! the whole story; the file's `user_version` says how many steps ran. PostgreSQL runs
//! the same steps, translated ([`super::postgres::dialect`]).

use rusqlite_migration::{M, Migrations};

/// Version 1: settings, players, challenges, games, moves, ratings.
const CORE_TABLES: &str = r"
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
const TAKEBACKS_AND_INTERACTIONS: &str = r"
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
const RATINGS_BY_PLAYER: &str = r"
CREATE INDEX ratings_player ON ratings (player_id);
";

/// Version 4: a channel's games whatever their status (the last game for `pgn`).
const GAMES_BY_CHANNEL: &str = r"
CREATE INDEX games_by_channel ON games (channel_id, game_id);
";

/// Version 5: which Discord message carries a challenge's or an offer's buttons, so stale
/// buttons can be disabled after a restart.
const BUTTON_MESSAGES: &str = r"
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
const OPEN_CHALLENGES: &str = r"
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
const ENGINE_GAMES: &str = r"
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
const PREFERENCES: &str = r"
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
const BANKS_AND_VACATIONS: &str = r"
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
const CONDITIONAL_MOVES: &str = r"
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

/// Version 11: limits. A challenger's turned-down challenges by opponent (for the wait
/// before challenging the same person again), when each role was last pinged, and how
/// often a server lets a role be pinged (NULL: the default).
const LIMITS: &str = r"
CREATE INDEX challenges_turned_down ON challenges (challenger, challenged, resolved_at)
    WHERE status IN ('declined', 'cancelled');
CREATE TABLE role_pings (
    guild_id  INTEGER NOT NULL,
    role_id   INTEGER NOT NULL,
    pinged_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, role_id)
) STRICT, WITHOUT ROWID;
ALTER TABLE guild_settings ADD COLUMN role_ping_minutes INTEGER
    CHECK (role_ping_minutes BETWEEN 0 AND 1440);
";

/// Version 12: puzzles and lessons. The puzzles (the starter set, everyone's, and those
/// mined from a server's own games, that server's), each player's puzzle rating and
/// streak per server and game, one attempt per player, puzzle and server (a puzzle is
/// rated once; at most one open at a time), the daily puzzle claimed once per server
/// and day, the games already mined, lessons' progress and the open lesson per player,
/// and the channel and roles a server set for them.
const PUZZLES_AND_LESSONS: &str = r"
CREATE TABLE puzzles (
    puzzle_id  TEXT PRIMARY KEY,
    variant    TEXT NOT NULL CHECK (variant IN ('chess', 'scepter', 'sanctuary')),
    fen        TEXT NOT NULL,
    moves      TEXT NOT NULL,
    themes     TEXT NOT NULL,
    rating     REAL NOT NULL,
    deviation  REAL NOT NULL CHECK (deviation >= 0),
    volatility REAL NOT NULL CHECK (volatility >= 0),
    plays      INTEGER NOT NULL CHECK (plays >= 0),
    source     TEXT NOT NULL,
    guild_id   INTEGER,
    game_id    INTEGER,
    added_at   INTEGER NOT NULL
) STRICT;
CREATE INDEX puzzles_by_rating ON puzzles (variant, rating);
CREATE TABLE puzzle_ratings (
    guild_id    INTEGER NOT NULL,
    variant     TEXT NOT NULL CHECK (variant IN ('chess', 'scepter', 'sanctuary')),
    player_id   INTEGER NOT NULL REFERENCES players (player_id),
    rating      REAL NOT NULL,
    deviation   REAL NOT NULL CHECK (deviation >= 0),
    volatility  REAL NOT NULL CHECK (volatility >= 0),
    solved      INTEGER NOT NULL CHECK (solved >= 0),
    failed      INTEGER NOT NULL CHECK (failed >= 0),
    streak      INTEGER NOT NULL CHECK (streak >= 0),
    best_streak INTEGER NOT NULL CHECK (best_streak >= streak),
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, variant, player_id)
) STRICT, WITHOUT ROWID;
CREATE TABLE puzzle_attempts (
    guild_id    INTEGER NOT NULL,
    player_id   INTEGER NOT NULL REFERENCES players (player_id),
    puzzle_id   TEXT NOT NULL REFERENCES puzzles (puzzle_id),
    status      TEXT NOT NULL CHECK (status IN ('open', 'solved', 'failed')),
    progress    INTEGER NOT NULL CHECK (progress >= 0),
    daily       INTEGER,
    started_at  INTEGER NOT NULL,
    finished_at INTEGER,
    rating_diff REAL,
    PRIMARY KEY (guild_id, player_id, puzzle_id)
) STRICT, WITHOUT ROWID;
CREATE UNIQUE INDEX puzzle_attempts_one_open ON puzzle_attempts (guild_id, player_id)
    WHERE status = 'open';
CREATE INDEX puzzle_attempts_daily ON puzzle_attempts (guild_id, daily) WHERE daily IS NOT NULL;
CREATE TABLE daily_puzzle_channels (
    guild_id   INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL
) STRICT;
CREATE TABLE daily_puzzles (
    guild_id   INTEGER NOT NULL,
    day        INTEGER NOT NULL,
    puzzle_id  TEXT NOT NULL REFERENCES puzzles (puzzle_id),
    channel_id INTEGER NOT NULL,
    posted_at  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, day)
) STRICT, WITHOUT ROWID;
CREATE TABLE mined_games (
    game_id  INTEGER PRIMARY KEY REFERENCES games (game_id),
    mined_at INTEGER NOT NULL,
    puzzles  INTEGER NOT NULL CHECK (puzzles >= 0)
) STRICT;
CREATE TABLE lesson_progress (
    player_id    INTEGER NOT NULL REFERENCES players (player_id),
    lesson_id    TEXT NOT NULL,
    stars        INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 3),
    completed_at INTEGER NOT NULL,
    PRIMARY KEY (player_id, lesson_id)
) STRICT, WITHOUT ROWID;
CREATE TABLE lesson_attempts (
    player_id  INTEGER PRIMARY KEY REFERENCES players (player_id),
    lesson_id  TEXT NOT NULL,
    moves      TEXT NOT NULL,
    started_at INTEGER NOT NULL
) STRICT;
CREATE TABLE course_roles (
    guild_id INTEGER NOT NULL,
    variant  TEXT NOT NULL CHECK (variant IN ('chess', 'scepter', 'sanctuary')),
    role_id  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, variant)
) STRICT, WITHOUT ROWID;
";

/// Version 13: tournaments. A tournament of a server (a round robin, whose boards are
/// all written at the start, or a Swiss, paired a round at a time: `current_round` is
/// the round being played, moved on once by whoever claims it), its entrants with their
/// starting rank, its boards (every pairing, each linked to its game once the game
/// exists: a board gets one game, claimed in the transaction that creates it) and the
/// byes of a Swiss.
const TOURNAMENTS: &str = r"
CREATE TABLE tournaments (
    tournament_id INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    creator       INTEGER NOT NULL REFERENCES players (player_id),
    format        TEXT NOT NULL CHECK (format IN ('round_robin', 'double_round_robin', 'swiss')),
    variant       TEXT NOT NULL CHECK (variant IN ('chess', 'scepter', 'sanctuary')),
    rated         INTEGER NOT NULL CHECK (rated IN (0, 1)),
    days_per_move INTEGER NOT NULL,
    max_players   INTEGER NOT NULL CHECK (max_players >= 3),
    rounds        INTEGER CHECK (rounds >= 1),
    round_days    INTEGER CHECK (round_days >= 1),
    late_until    INTEGER CHECK (late_until >= 1),
    starts_at     INTEGER,
    min_games     INTEGER CHECK (min_games >= 1),
    min_rating    INTEGER,
    max_rating    INTEGER,
    current_round INTEGER NOT NULL DEFAULT 0 CHECK (current_round >= 0),
    round_started_at INTEGER,
    status        TEXT NOT NULL CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
    created_at    INTEGER NOT NULL,
    started_at    INTEGER,
    finished_at   INTEGER
) STRICT;
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status);
CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (tournament_id),
    player_id     INTEGER NOT NULL REFERENCES players (player_id),
    joined_at     INTEGER NOT NULL,
    rank          INTEGER CHECK (rank >= 1),
    withdrawn_at  INTEGER,
    PRIMARY KEY (tournament_id, player_id)
) STRICT, WITHOUT ROWID;
CREATE UNIQUE INDEX tournament_players_rank ON tournament_players (tournament_id, rank);
CREATE TABLE tournament_boards (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (tournament_id),
    round         INTEGER NOT NULL CHECK (round >= 1),
    board         INTEGER NOT NULL CHECK (board >= 1),
    white         INTEGER NOT NULL REFERENCES players (player_id),
    black         INTEGER NOT NULL REFERENCES players (player_id),
    game_id       INTEGER UNIQUE REFERENCES games (game_id),
    PRIMARY KEY (tournament_id, round, board)
) STRICT, WITHOUT ROWID;
CREATE INDEX tournament_boards_unhoused ON tournament_boards (tournament_id) WHERE game_id IS NULL;
CREATE TABLE tournament_byes (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (tournament_id),
    round         INTEGER NOT NULL CHECK (round >= 1),
    player_id     INTEGER NOT NULL REFERENCES players (player_id),
    kind          TEXT NOT NULL CHECK (kind IN ('pairing', 'half', 'zero')),
    PRIMARY KEY (tournament_id, round, player_id)
) STRICT, WITHOUT ROWID;
";

/// Version 14: a tournament's own thread (where its rounds, results and standings are
/// posted, set once), the losses on time that withdraw a player from it, and the role
/// a server lets create tournaments besides its managers.
const TOURNAMENT_THREADS_AND_ORGANISERS: &str = r"
ALTER TABLE tournaments ADD COLUMN thread_id INTEGER;
ALTER TABLE tournaments ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 2
    CHECK (timeouts BETWEEN 1 AND 10);
CREATE TABLE organiser_roles (
    guild_id INTEGER PRIMARY KEY,
    role_id  INTEGER NOT NULL
) STRICT;
";

/// Version 15: whether a server shows its leaderboards and players' pages on the web
/// face (off until a manager turns it on).
const WEB_PAGES: &str = r"
ALTER TABLE guild_settings ADD COLUMN web_pages INTEGER NOT NULL DEFAULT 0
    CHECK (web_pages IN (0, 1));
";

/// Version 16: players' blocks of one another (their challenges kept away).
const BLOCKS: &str = r"
CREATE TABLE blocks (
    blocker_id INTEGER NOT NULL,
    blocked_id INTEGER NOT NULL,
    at         INTEGER NOT NULL,
    PRIMARY KEY (blocker_id, blocked_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX blocks_of_blocked ON blocks (blocked_id);
";

/// Version 17: the lobby across servers: the channel each server shows it in, the
/// challenges posted to it (with the rating range they ask for), and a game's second
/// place, where it is shown in the other player's server.
const LOBBY: &str = r"
CREATE TABLE lobby_channels (
    guild_id   INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL,
    at         INTEGER NOT NULL
) STRICT;
CREATE TABLE lobby_challenges (
    challenge_id INTEGER PRIMARY KEY REFERENCES challenges (challenge_id),
    min_rating   INTEGER,
    max_rating   INTEGER,
    CHECK (min_rating IS NULL OR max_rating IS NULL OR min_rating <= max_rating)
) STRICT;
ALTER TABLE games ADD COLUMN mirror_guild_id INTEGER;
ALTER TABLE games ADD COLUMN mirror_channel_id INTEGER;
ALTER TABLE games ADD COLUMN mirror_player INTEGER;
CREATE UNIQUE INDEX games_one_active_per_mirror
    ON games (mirror_channel_id) WHERE status = 'active' AND mirror_channel_id IS NOT NULL;
CREATE INDEX games_by_mirror ON games (mirror_channel_id, game_id) WHERE mirror_channel_id IS NOT NULL;
";

/// Version 18: vote chess: a game whose side is a team (a server, or a role in it)
/// choosing each move by vote, its roster, and the votes of each ply.
const TEAMS: &str = r"
CREATE TABLE teams (
    game_id    INTEGER PRIMARY KEY REFERENCES games (game_id),
    team_id    INTEGER NOT NULL,
    role_id    INTEGER,
    share      INTEGER NOT NULL CHECK (share BETWEEN 1 AND 100),
    created_at INTEGER NOT NULL
) STRICT;
CREATE TABLE team_members (
    game_id   INTEGER NOT NULL REFERENCES teams (game_id),
    player_id INTEGER NOT NULL,
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, player_id)
) STRICT, WITHOUT ROWID;
CREATE TABLE votes (
    game_id  INTEGER NOT NULL REFERENCES teams (game_id),
    ply      INTEGER NOT NULL CHECK (ply >= 0),
    voter_id INTEGER NOT NULL,
    kind     TEXT NOT NULL CHECK (kind IN ('move', 'draw', 'resign')),
    choice   TEXT NOT NULL CHECK (choice <> ''),
    seq      INTEGER NOT NULL,
    changes  INTEGER NOT NULL DEFAULT 0 CHECK (changes >= 0),
    PRIMARY KEY (game_id, ply, voter_id, kind)
) STRICT, WITHOUT ROWID;
";

/// Version 19: matches between two servers: the match, each side's sign-ups, and its
/// games (two per board, one with each colour), each housed in both servers once
/// threads are open for it, and reported once on the scoreboard.
const MATCHES: &str = r"
CREATE TABLE matches (
    match_id      INTEGER PRIMARY KEY,
    home_guild    INTEGER NOT NULL,
    home_channel  INTEGER NOT NULL,
    away_guild    INTEGER NOT NULL,
    away_channel  INTEGER NOT NULL,
    variant       TEXT NOT NULL CHECK (variant IN ('chess', 'scepter', 'sanctuary')),
    days_per_move INTEGER NOT NULL,
    boards        INTEGER NOT NULL CHECK (boards BETWEEN 1 AND 50),
    status        TEXT NOT NULL CHECK (status IN ('proposed', 'signup', 'started', 'finished', 'declined')),
    created_at    INTEGER NOT NULL,
    finished_at   INTEGER,
    CHECK (home_guild <> away_guild)
) STRICT;
CREATE INDEX matches_by_home ON matches (home_guild, match_id);
CREATE INDEX matches_by_away ON matches (away_guild, match_id);
CREATE TABLE match_players (
    match_id  INTEGER NOT NULL REFERENCES matches (match_id),
    guild_id  INTEGER NOT NULL,
    player_id INTEGER NOT NULL,
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (match_id, player_id)
) STRICT, WITHOUT ROWID;
CREATE TABLE match_games (
    match_id   INTEGER NOT NULL REFERENCES matches (match_id),
    board      INTEGER NOT NULL CHECK (board >= 1),
    leg        INTEGER NOT NULL CHECK (leg IN (1, 2)),
    white      INTEGER NOT NULL,
    black      INTEGER NOT NULL,
    game_id    INTEGER REFERENCES games (game_id),
    forfeit_by INTEGER,
    reported   INTEGER NOT NULL DEFAULT 0 CHECK (reported IN (0, 1)),
    PRIMARY KEY (match_id, board, leg)
) STRICT, WITHOUT ROWID;
CREATE INDEX match_games_by_game ON match_games (game_id) WHERE game_id IS NOT NULL;
";

/// Version 20: vote chess between two servers: a game may have a team on each side,
/// so sides, rosters and votes are kept by game and team (the tables are rebuilt under
/// new names, the old rows copied), and a lobby challenge may be posted by a team: the
/// role that votes for it, the share that plays a move early, and who posted it. A
/// match keeps its scoreboard in a thread in each server, as one message edited in place.
/// A lobby challenge's posts beyond those made at once wait in `lobby_deliveries`.
const TEAMS_ON_BOTH_SIDES: &str = r"
CREATE TABLE team_sides (
    game_id    INTEGER NOT NULL REFERENCES games (game_id),
    team_id    INTEGER NOT NULL,
    role_id    INTEGER,
    share      INTEGER NOT NULL CHECK (share BETWEEN 1 AND 100),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, team_id)
) STRICT, WITHOUT ROWID;
INSERT INTO team_sides (game_id, team_id, role_id, share, created_at)
    SELECT game_id, team_id, role_id, share, created_at FROM teams;
CREATE TABLE team_rosters (
    game_id   INTEGER NOT NULL,
    team_id   INTEGER NOT NULL,
    player_id INTEGER NOT NULL,
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, team_id, player_id),
    FOREIGN KEY (game_id, team_id) REFERENCES team_sides (game_id, team_id)
) STRICT, WITHOUT ROWID;
INSERT INTO team_rosters (game_id, team_id, player_id, joined_at)
    SELECT m.game_id, t.team_id, m.player_id, m.joined_at
    FROM team_members m JOIN teams t ON t.game_id = m.game_id;
CREATE TABLE team_votes (
    game_id  INTEGER NOT NULL REFERENCES games (game_id),
    ply      INTEGER NOT NULL CHECK (ply >= 0),
    voter_id INTEGER NOT NULL,
    kind     TEXT NOT NULL CHECK (kind IN ('move', 'draw', 'resign')),
    choice   TEXT NOT NULL CHECK (choice <> ''),
    seq      INTEGER NOT NULL,
    changes  INTEGER NOT NULL DEFAULT 0 CHECK (changes >= 0),
    PRIMARY KEY (game_id, ply, voter_id, kind)
) STRICT, WITHOUT ROWID;
INSERT INTO team_votes (game_id, ply, voter_id, kind, choice, seq, changes)
    SELECT game_id, ply, voter_id, kind, choice, seq, changes FROM votes;
DROP TABLE votes;
DROP TABLE team_members;
DROP TABLE teams;
ALTER TABLE lobby_challenges ADD COLUMN team_share INTEGER CHECK (team_share BETWEEN 1 AND 100);
ALTER TABLE lobby_challenges ADD COLUMN team_role INTEGER;
ALTER TABLE lobby_challenges ADD COLUMN team_poster INTEGER;
ALTER TABLE matches ADD COLUMN home_thread INTEGER;
ALTER TABLE matches ADD COLUMN away_thread INTEGER;
ALTER TABLE matches ADD COLUMN home_scoreboard INTEGER;
ALTER TABLE matches ADD COLUMN away_scoreboard INTEGER;
CREATE TABLE lobby_deliveries (
    challenge_id INTEGER NOT NULL REFERENCES challenges (challenge_id),
    guild_id     INTEGER NOT NULL,
    PRIMARY KEY (challenge_id, guild_id)
) STRICT, WITHOUT ROWID;
";

/// Version 21: private notes on the moves of one's own games, by position, each
/// numbered among its author's notes on that position.
const MOVE_NOTES: &str = r"
CREATE TABLE move_notes (
    game_id   INTEGER NOT NULL REFERENCES games (game_id),
    author_id INTEGER NOT NULL,
    ply       INTEGER NOT NULL CHECK (ply >= 0),
    seq       INTEGER NOT NULL CHECK (seq >= 1),
    body      TEXT NOT NULL CHECK (body <> ''),
    at        INTEGER NOT NULL,
    PRIMARY KEY (game_id, author_id, ply, seq)
) STRICT, WITHOUT ROWID;
";

/// Version 22: a player's nickname in each server that gave them one, apart from the
/// name every server may see. A name stored before could have been a nickname: it is
/// kept as the nickname in each server the player played in, and the name for
/// everywhere else is left unknown until the player shows up again.
const NICKNAMES: &str = r"
CREATE TABLE player_nicknames (
    player_id  INTEGER NOT NULL REFERENCES players (player_id),
    guild_id   INTEGER NOT NULL,
    nickname   TEXT NOT NULL CHECK (nickname <> ''),
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (player_id, guild_id)
) STRICT, WITHOUT ROWID;
INSERT INTO player_nicknames (player_id, guild_id, nickname, updated_at)
    SELECT p.player_id, s.guild_id, p.display_name, p.updated_at
    FROM players p JOIN (
        SELECT white AS player_id, guild_id FROM games
            WHERE mirror_player IS NULL OR mirror_player <> white
        UNION SELECT black, guild_id FROM games
            WHERE mirror_player IS NULL OR mirror_player <> black
        UNION SELECT mirror_player, mirror_guild_id FROM games
            WHERE mirror_player IS NOT NULL
    ) s ON s.player_id = p.player_id
    WHERE p.display_name <> '';
UPDATE players SET display_name = ''
    WHERE player_id IN (SELECT player_id FROM player_nicknames);
";

/// Version 23: whether the board a game's channel shares turns to the side to move
/// (the default) or keeps White at the bottom; and the order entrants joined a
/// tournament in (two may join within one second), numbered for the old rows by
/// when they joined.
const BOARDS_AND_ENTRY_ORDER: &str = r"
ALTER TABLE guild_settings ADD COLUMN boards_turn INTEGER NOT NULL DEFAULT 1
    CHECK (boards_turn IN (0, 1));
ALTER TABLE tournament_players ADD COLUMN entry INTEGER CHECK (entry >= 1);
UPDATE tournament_players SET entry = (
    SELECT COUNT(*) FROM tournament_players AS o
    WHERE o.tournament_id = tournament_players.tournament_id
      AND (o.joined_at < tournament_players.joined_at
           OR (o.joined_at = tournament_players.joined_at
               AND o.player_id <= tournament_players.player_id))
);
";

/// Version 24: the servers a server refuses match proposals from.
const MATCH_REFUSALS: &str = r"
CREATE TABLE match_refusals (
    guild_id    INTEGER NOT NULL,
    other_guild INTEGER NOT NULL,
    at          INTEGER NOT NULL,
    PRIMARY KEY (guild_id, other_guild)
) STRICT, WITHOUT ROWID;
";

/// Version 25: posts Discord did not take yet, kept until they are posted or given up,
/// so a restart loses none. Each lane (a channel, or a user's direct messages) is
/// posted in order: only its oldest post may be tried. `claimed_until` marks a try in
/// flight; one still set after it passed belongs to a process that stopped mid-try.
/// Times are milliseconds since the epoch.
const HELD_POSTS: &str = r"
CREATE TABLE held_posts (
    post_id       INTEGER PRIMARY KEY,
    lane          TEXT NOT NULL CHECK (lane <> ''),
    nonce         TEXT NOT NULL CHECK (nonce <> ''),
    kind          TEXT NOT NULL,
    body          TEXT NOT NULL,
    first_failed  INTEGER NOT NULL,
    due           INTEGER NOT NULL,
    tries         INTEGER NOT NULL CHECK (tries >= 1),
    unknown_since INTEGER,
    tried_at      INTEGER,
    claimed_until INTEGER
) STRICT;
CREATE INDEX held_posts_by_lane ON held_posts (lane, post_id);
CREATE INDEX held_posts_due ON held_posts (due);
";

/// Version 26: which of a side's links to play a game on the web still work. A link
/// carries the generation it was made in; a player who asks for a new link moves
/// their side on to the next, and every older link stops working. No row is
/// generation 0.
const PLAY_LINKS: &str = r"
CREATE TABLE play_links (
    game_id    INTEGER NOT NULL REFERENCES games (game_id),
    side       TEXT NOT NULL CHECK (side IN ('white', 'black')),
    generation INTEGER NOT NULL CHECK (generation >= 1),
    PRIMARY KEY (game_id, side)
) STRICT, WITHOUT ROWID;
";

/// Version 27: the buttons' owner of each remembered message (its key up to the `@`
/// before the channel), indexed, so every copy of one owner's buttons is found
/// without reading every row.
const BUTTON_OWNERS: &str = r"
ALTER TABLE button_messages ADD COLUMN owner TEXT;
UPDATE button_messages SET owner = substr(key, 1, instr(key, '@') - 1) WHERE instr(key, '@') > 1;
UPDATE button_messages SET owner = key WHERE owner IS NULL;
CREATE INDEX button_messages_owner ON button_messages (owner);
";

/// Version 28: languages. A server's chosen language (none: the one Discord says the
/// server uses), and the language Discord last said each user and server uses, by
/// id, for what Sanctum posts later: reminders, deadline news, direct messages.
const LANGUAGES: &str = r"
ALTER TABLE guild_settings ADD COLUMN language TEXT CHECK (language <> '');
CREATE TABLE seen_locales (
    owner_id INTEGER PRIMARY KEY,
    locale   TEXT NOT NULL CHECK (locale <> '')
) STRICT;
";

/// Version 29: puzzle runs. Puzzles one after another, each harder than the last, until
/// the first wrong move: a player's run in each server and game (its puzzles solved so
/// far, whether it goes on, the best run), and which attempts belong to one (they are
/// not rated).
const PUZZLE_RUNS: &str = r"
ALTER TABLE puzzle_attempts ADD COLUMN in_run INTEGER NOT NULL DEFAULT 0 CHECK (in_run IN (0, 1));
CREATE TABLE puzzle_runs (
    guild_id   INTEGER NOT NULL,
    player_id  INTEGER NOT NULL REFERENCES players (player_id),
    variant    TEXT NOT NULL CHECK (variant IN ('chess', 'scepter', 'sanctuary')),
    solved     INTEGER NOT NULL CHECK (solved >= 0),
    best       INTEGER NOT NULL CHECK (best >= solved),
    going      INTEGER NOT NULL CHECK (going IN (0, 1)),
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, player_id, variant)
) STRICT, WITHOUT ROWID;
";

/// Version 30: the opening explorer. For each position of the first plies of finished
/// games, the moves played from it and how those games ended, per server (`scope` is
/// its id) and for everyone's games (`scope` 0); and which games were taken in.
const OPENING_EXPLORER: &str = r"
CREATE TABLE explored_games (
    game_id INTEGER PRIMARY KEY REFERENCES games (game_id) ON DELETE CASCADE
) STRICT;
CREATE TABLE explorer_moves (
    scope      INTEGER NOT NULL,
    variant    TEXT NOT NULL CHECK (variant IN ('chess', 'scepter', 'sanctuary')),
    position   TEXT NOT NULL CHECK (position <> ''),
    uci        TEXT NOT NULL CHECK (uci <> ''),
    white_wins INTEGER NOT NULL CHECK (white_wins >= 0),
    draws      INTEGER NOT NULL CHECK (draws >= 0),
    black_wins INTEGER NOT NULL CHECK (black_wins >= 0),
    rated      INTEGER NOT NULL CHECK (rated >= 0),
    rating_sum REAL NOT NULL CHECK (rating_sum >= 0),
    PRIMARY KEY (scope, variant, position, uci)
) STRICT, WITHOUT ROWID;
";

/// Every step, oldest first: step `n` brings a file to version `n`.
pub(crate) const STEPS: [&str; 30] = [
    CORE_TABLES,
    TAKEBACKS_AND_INTERACTIONS,
    RATINGS_BY_PLAYER,
    GAMES_BY_CHANNEL,
    BUTTON_MESSAGES,
    OPEN_CHALLENGES,
    ENGINE_GAMES,
    PREFERENCES,
    BANKS_AND_VACATIONS,
    CONDITIONAL_MOVES,
    LIMITS,
    PUZZLES_AND_LESSONS,
    TOURNAMENTS,
    TOURNAMENT_THREADS_AND_ORGANISERS,
    WEB_PAGES,
    BLOCKS,
    LOBBY,
    TEAMS,
    MATCHES,
    TEAMS_ON_BOTH_SIDES,
    MOVE_NOTES,
    NICKNAMES,
    BOARDS_AND_ENTRY_ORDER,
    MATCH_REFUSALS,
    HELD_POSTS,
    PLAY_LINKS,
    BUTTON_OWNERS,
    LANGUAGES,
    PUZZLE_RUNS,
    OPENING_EXPLORER,
];

/// The migrations as `rusqlite_migration` wants them.
pub(crate) fn migrations() -> Migrations<'static> {
    Migrations::new(
        STEPS
            .iter()
            .map(|sql| M::up(sql).foreign_key_check())
            .collect(),
    )
}
