//! The opening explorer: for a position, the moves played from it in finished games,
//! how often, and how those games ended. An index the store keeps as games finish
//! (each game's first plies, added once), never a scan of the games: per server, and
//! for everyone's games together.

use crate::games::fetch_game;
use crate::moves::read_moves;
use crate::row::{Row, p};
use crate::{GameId, GameStatus, GuildId, Result, Store};
use rules::{Color, Variant};

/// How many plies of a game the explorer keeps: its opening.
pub const EXPLORER_PLIES: usize = 30;

/// The scope that pools every server's games.
const EVERYONE: i64 = 0;

/// Whose games an explorer answer counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExplorerScope {
    /// The games played in one server.
    Server(GuildId),
    /// Every server's games together.
    Everyone,
}

impl ExplorerScope {
    fn sql(self) -> i64 {
        match self {
            ExplorerScope::Server(g) => g.sql(),
            ExplorerScope::Everyone => EVERYONE,
        }
    }
}

/// One move played from a position, with what became of the games that played it.
#[derive(Debug, Clone, PartialEq)]
pub struct ExplorerMove {
    /// The move in UCI.
    pub uci: String,
    /// Games White won.
    pub white: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games Black won.
    pub black: u32,
    /// The rated games among them, and the sum of their players' average ratings.
    pub rated: u32,
    /// See [`ExplorerMove::rated`].
    pub rating_sum: f64,
}

impl ExplorerMove {
    /// How many games played it.
    pub fn games(&self) -> u32 {
        self.white + self.draws + self.black
    }

    /// The average rating of the players of its rated games, if any was rated.
    pub fn average_rating(&self) -> Option<f64> {
        (self.rated > 0).then(|| self.rating_sum / f64::from(self.rated))
    }
}

/// The explorer's key of a position, from its FEN: the board, the side to move,
/// castling and en passant, without the move counters (the same position reached at
/// another move number is the same position).
pub fn explorer_key(fen: &str) -> String {
    fen.split_whitespace().take(4).collect::<Vec<_>>().join(" ")
}

fn move_from_row(r: &Row) -> Result<ExplorerMove> {
    Ok(ExplorerMove {
        uci: r.text("uci")?,
        white: r.u32("white_wins")?,
        draws: r.u32("draws")?,
        black: r.u32("black_wins")?,
        rated: r.u32("rated")?,
        rating_sum: r.f64("rating_sum")?,
    })
}

impl Store {
    /// The oldest finished game the explorer has not taken in yet, if any.
    pub fn unexplored_game(&self) -> Result<Option<GameId>> {
        self.conn()
            .query_opt(
                "SELECT game_id FROM games g WHERE status = 'finished'
                   AND NOT EXISTS (SELECT 1 FROM explored_games e WHERE e.game_id = g.game_id)
                 ORDER BY game_id LIMIT 1",
                &[],
            )?
            .map(|r| r.i64("game_id").map(GameId))
            .transpose()
    }

    /// Takes game `id` into the explorer, once: each of its first
    /// [`EXPLORER_PLIES`] plies counted for the position it was played from, in its
    /// server and for everyone, with the game's result and its players' average
    /// rating. A game against Sanctum, from a set-up position or not finished counts
    /// for nothing. False when it was taken in already.
    pub fn explore_game(&self, id: GameId) -> Result<bool> {
        self.write(|c| {
            let added = c.execute(
                "INSERT INTO explored_games (game_id) VALUES ($1) ON CONFLICT DO NOTHING",
                p![id.0],
            )?;
            if added == 0 {
                return Ok(false);
            }
            let game = fetch_game(c, id)?;
            let against_sanctum = c
                .query_opt(
                    "SELECT 1 AS one FROM engine_games WHERE game_id = $1",
                    p![id.0],
                )?
                .is_some();
            let from_the_start =
                explorer_key(&game.start_fen) == explorer_key(game.variant.start_fen());
            let Some(result) = game.result.filter(|_| {
                game.status == GameStatus::Finished && from_the_start && !against_sanctum
            }) else {
                return Ok(true);
            };
            let rating = if game.rated {
                let r = c.query_one(
                    "SELECT count(*) AS n, coalesce(sum(rating_before), 0.0) AS s
                     FROM rating_changes WHERE game_id = $1",
                    p![id.0],
                )?;
                let n = r.i64("n")?;
                #[allow(clippy::cast_precision_loss, reason = "two players")]
                let rating = (n > 0).then(|| r.f64("s").map(|s| s / n as f64));
                rating.transpose()?
            } else {
                None
            };
            let (white, draw, black) = match result.winner {
                Some(Color::White) => (1_i64, 0_i64, 0_i64),
                Some(Color::Black) => (0, 0, 1),
                None => (0, 1, 0),
            };
            let (rated, rating_sum) = rating.map_or((0_i64, 0.0), |r| (1, r));
            let mut before = explorer_key(&game.start_fen);
            for m in read_moves(c, id)?.into_iter().take(EXPLORER_PLIES) {
                for scope in [game.guild.sql(), EVERYONE] {
                    c.execute(
                        "INSERT INTO explorer_moves (scope, variant, position, uci, white_wins,
                             draws, black_wins, rated, rating_sum)
                         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                         ON CONFLICT (scope, variant, position, uci) DO UPDATE SET
                             white_wins = explorer_moves.white_wins + excluded.white_wins,
                             draws = explorer_moves.draws + excluded.draws,
                             black_wins = explorer_moves.black_wins + excluded.black_wins,
                             rated = explorer_moves.rated + excluded.rated,
                             rating_sum = explorer_moves.rating_sum + excluded.rating_sum",
                        p![
                            scope,
                            game.variant.id(),
                            before.as_str(),
                            m.uci.as_str(),
                            white,
                            draw,
                            black,
                            rated,
                            rating_sum
                        ],
                    )?;
                }
                before = explorer_key(&m.fen_after);
            }
            Ok(true)
        })
    }

    /// The moves played from the position `fen` in `scope`'s games of `variant`, the
    /// most played first, at most `limit`.
    pub fn explorer_moves(
        &self,
        scope: ExplorerScope,
        variant: Variant,
        fen: &str,
        limit: u32,
    ) -> Result<Vec<ExplorerMove>> {
        self.conn()
            .query(
                "SELECT uci, white_wins, draws, black_wins, rated, rating_sum FROM explorer_moves
                 WHERE scope = $1 AND variant = $2 AND position = $3
                 ORDER BY white_wins + draws + black_wins DESC, uci LIMIT $4",
                p![
                    scope.sql(),
                    variant.id(),
                    explorer_key(fen).as_str(),
                    limit.min(crate::policy::MAX_PAGE)
                ],
            )?
            .iter()
            .map(move_from_row)
            .collect()
    }
}
